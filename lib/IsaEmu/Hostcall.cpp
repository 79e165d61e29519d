//===- Hostcall.cpp - The host side of OCKL's hostcall --------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The hostcall buffer and the printf service, written from the protocol
/// as ROCm 5.2 defines it (the device side in rocm-device-libs'
/// ockl/src/hostcall_impl.cl and services.cl, which the linked OCKL runs;
/// the host side in ROCclr's device/rocm/rochostcall.cpp,
/// device/devhcmessages.cpp and device/devhcprintf.cpp):
///
///  * the buffer (buffer_t): pointers to the packet headers and payloads,
///    the doorbell signal's handle, the free and ready stacks' tops and the
///    index mask.  A stack entry is a packet index in the mask's bits and an
///    ABA tag above them; a header's `next` links the stack.
///  * a packet header: next, activemask (EXEC of the wave that filled it),
///    service id, control (bit 0: READY).  A payload: 64 lanes of 8 ulongs.
///  * a wave pops a free packet, fills its lanes' slots, sets READY, pushes
///    the packet on the ready stack, adds 1 to the doorbell signal and
///    spins (s_sleep) until READY is clear; then it reads the first two
///    ulongs of its slots and pushes the packet back, tag incremented.
///  * the doorbell is an amd_signal_t whose event mailbox is null, so the
///    device's signal add sends no s_sendmsg; the scheduler serves the
///    ready stack after every turn instead of waiting on the signal.
///  * service 2 (printf and fprintf): a message is a stream of ulongs sent
///    over several hostcalls; slot[0] is a descriptor (bit 0 BEGIN, bit 1
///    END, bits 5-7 the number of ulongs that follow in slots 1..7, bits
///    8-63 the message id the host returns in slot[0] after BEGIN).  At END
///    the message is: a control ulong (bit 0: stderr), the format string
///    with its NUL, padded to 8 bytes, then each argument the format takes:
///    a `%s` string with its NUL, padded to 8 bytes, or one ulong.  The
///    host returns the printed length in slot[0].
///
//===----------------------------------------------------------------------===//

#include "Hostcall.h"
#include "llvm/ADT/Twine.h"
#include <cstring>

using namespace llvm;
using namespace isaemu;

namespace {

/// buffer_t (hostcall_impl.cl), ROCclr's HostcallBuffer.
struct BufferHeader {
  uint64_t Headers;
  uint64_t Payloads;
  uint64_t Doorbell; ///< hsa_signal_t: the amd_signal_t's address
  uint64_t FreeStack;
  uint64_t ReadyStack;
  uint64_t IndexMask;
};

/// header_t.
struct PacketHeader {
  uint64_t Next;
  uint64_t ActiveMask;
  uint32_t Service;
  uint32_t Control; ///< bit 0: READY
};

/// payload_t.
struct Payload {
  uint64_t Slots[64][8];
};

/// amd_signal_t (rocm-device-libs' ockl/inc/amd_hsa_signal.h).
struct alignas(64) AmdSignal {
  int64_t Kind; ///< AMD_SIGNAL_KIND_USER
  int64_t Value;
  uint64_t EventMailboxPtr; ///< null: no interrupt (no s_sendmsg)
  uint32_t EventId;
  uint32_t Reserved1;
  uint64_t StartTs, EndTs;
  uint64_t QueuePtr;
  uint32_t Reserved3[2];
};
static_assert(sizeof(BufferHeader) == 48 && sizeof(PacketHeader) == 24 &&
                  sizeof(Payload) == 4096 && sizeof(AmdSignal) == 64,
              "the hostcall structures' layout is OCKL's");

constexpr uint32_t ServicePrintf = 2; ///< SERVICE_PRINTF (= SERVICE_FPRINTF)
constexpr uint32_t ReadyFlag = 1;

} // namespace

struct HostcallBuffer::Layout {
  std::vector<uint64_t> Storage; ///< BufferHeader, headers, payloads
  AmdSignal Doorbell{};
  unsigned NumPackets = 0;
  size_t HeadersAt = 0, PayloadsAt = 0; ///< in ulongs

  BufferHeader &buffer() { return *reinterpret_cast<BufferHeader *>(Storage.data()); }
  PacketHeader &header(uint64_t Ptr) {
    return reinterpret_cast<PacketHeader *>(Storage.data() + HeadersAt)[Ptr & buffer().IndexMask];
  }
  Payload &payload(uint64_t Ptr) {
    return reinterpret_cast<Payload *>(Storage.data() + PayloadsAt)[Ptr & buffer().IndexMask];
  }
};

HostcallBuffer::HostcallBuffer(unsigned NumPackets) : L(std::make_unique<Layout>()) {
  unsigned N = 2;
  while (N < NumPackets)
    N *= 2;
  L->NumPackets = N;
  L->HeadersAt = sizeof(BufferHeader) / 8;
  L->PayloadsAt = L->HeadersAt + N * sizeof(PacketHeader) / 8;
  L->Storage.assign(L->PayloadsAt + N * sizeof(Payload) / 8, 0);
  L->Doorbell.Kind = 1;
  BufferHeader &B = L->buffer();
  B.Headers = reinterpret_cast<uint64_t>(L->Storage.data() + L->HeadersAt);
  B.Payloads = reinterpret_cast<uint64_t>(L->Storage.data() + L->PayloadsAt);
  B.Doorbell = reinterpret_cast<uint64_t>(&L->Doorbell);
  B.IndexMask = N - 1;
  // The free stack holds every packet; packet 0's pointer has tag 1, since
  // the null pointer (0) ends a stack (ROCclr's HostcallBuffer::initialize).
  uint64_t Next = B.IndexMask + 1;
  L->header(0).Next = 0;
  for (unsigned I = 1; I != N; ++I) {
    L->header(I).Next = Next;
    Next = I;
  }
  B.FreeStack = Next;
  B.ReadyStack = 0;
}

HostcallBuffer::~HostcallBuffer() = default;

uint64_t HostcallBuffer::address() const {
  return reinterpret_cast<uint64_t>(L->Storage.data());
}

void HostcallBuffer::addRegions(std::vector<wemu::MemoryRegion> &Regions) const {
  Regions.push_back({"the hostcall buffer", L->Storage.data(), L->Storage.size() * 8, false,
                     std::to_string(L->NumPackets) + " packets"});
  Regions.push_back({"the hostcall doorbell signal", &L->Doorbell, sizeof(AmdSignal), false, ""});
}

bool HostcallBuffer::serve(const PrintFn &Print, Served &S, std::string &Error) {
  BufferHeader &B = L->buffer();
  uint64_t Top = B.ReadyStack;
  if (!Top)
    return true;
  B.ReadyStack = 0;
  // The stack is newest first; serve the packets in the order they came.
  std::vector<uint64_t> Ready;
  for (uint64_t P = Top; P && Ready.size() <= L->NumPackets; P = L->header(P).Next)
    Ready.push_back(P);
  if (Ready.size() > L->NumPackets) {
    Error = "the hostcall ready stack is corrupt (a cycle)";
    return false;
  }
  for (auto It = Ready.rbegin(); It != Ready.rend(); ++It) {
    PacketHeader &H = L->header(*It);
    Payload &P = L->payload(*It);
    if (H.Service != ServicePrintf) {
      Error = "hostcall service " + std::to_string(H.Service) +
              " is not modelled (the ISA mode serves printf, service 2)";
      return false;
    }
    for (unsigned Lane = 0; Lane < 64; ++Lane)
      if ((H.ActiveMask >> Lane) & 1)
        if (!servePrintf(P.Slots[Lane], Print, S, Error))
          return false;
    H.Control &= ~ReadyFlag;
    ++S.Packets;
  }
  return true;
}

/// The string at \p Data[At], NUL-terminated within \p Data, and the ulongs
/// it occupies (with its NUL, padded to 8 bytes).
static std::pair<std::string, size_t> takeString(const std::vector<uint64_t> &Data, size_t At) {
  const char *Bytes = reinterpret_cast<const char *>(Data.data() + At);
  size_t Max = (Data.size() - At) * 8;
  size_t Len = strnlen(Bytes, Max);
  return {std::string(Bytes, Len), std::min(Data.size() - At, (Len + 1 + 7) / 8)};
}

bool HostcallBuffer::servePrintf(uint64_t *Slot, const PrintFn &Print, Served &S,
                                 std::string &Error) {
  uint64_t Desc = Slot[0];
  const bool Begin = Desc & 1, End = (Desc >> 1) & 1;
  const unsigned Len = (Desc >> 5) & 7;
  uint64_t Id = Desc >> 8;
  if (Begin) {
    Id = NextId++ & ((uint64_t(1) << 56) - 1);
    Messages[Id].clear();
    Slot[0] = (Desc & 0xfe) | Id << 8; // BEGIN cleared, the new id
  }
  auto It = Messages.find(Id);
  if (It == Messages.end()) {
    Error = "a hostcall printf packet names message " + std::to_string(Id) +
            ", which no BEGIN packet started";
    return false;
  }
  std::vector<uint64_t> &Data = It->second;
  Data.insert(Data.end(), Slot + 1, Slot + 1 + Len);
  if (!End)
    return true;

  wemu::PrintfMessage M;
  if (!Data.empty()) {
    M.Stream = Data[0] & 1 ? wemu::PrintStream::Stderr : wemu::PrintStream::Stdout;
    size_t At = 1;
    if (At < Data.size()) {
      auto [Format, Used] = takeString(Data, At);
      At += Used;
      wemu::PrintfElement F;
      F.IsString = true;
      F.Text = Format;
      M.Elements.push_back(std::move(F));
      // The arguments as the format takes them; a missing one ends the
      // message (formatPrintf prints its conversion as written).
      for (bool IsString : wemu::printfArgumentKinds(Format)) {
        if (At >= Data.size())
          break;
        wemu::PrintfElement E;
        E.IsString = IsString;
        if (IsString) {
          // OCKL sends a null pointer as one zero ulong, as an empty string.
          auto [Text, N] = takeString(Data, At);
          E.Text = std::move(Text);
          At += N;
        } else {
          E.Value = Data[At++];
        }
        M.Elements.push_back(std::move(E));
      }
    }
  }
  Messages.erase(It);
  std::string Text = wemu::formatPrintf(M);
  Print(M.Stream, Text);
  if (M.Stream == wemu::PrintStream::Stderr)
    S.PrintedStderr = true;
  // What the message handler returns: printf's value in slot 0.
  Slot[0] = Text.size();
  Slot[1] = 0;
  return true;
}

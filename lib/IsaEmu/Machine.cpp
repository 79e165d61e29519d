//===- Machine.cpp - Launching kernels and scheduling waves ---------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The launch, as an HSA runtime and the command processor set it up
/// (AMDGPUUsage, "Initial Kernel Execution State" and "Kernel Descriptor"):
///
///  * the argument block: the explicit arguments at their metadata offsets
///    and the hidden ones the metadata lists (hidden_block_count_*,
///    hidden_group_size_*, hidden_remainder_*, hidden_grid_dims,
///    hidden_dynamic_lds_size; the pointers a CUDA-style launch has no use
///    for are null);
///  * an hsa_kernel_dispatch_packet_t (64 bytes: the workgroup and grid sizes,
///    the group segment size);
///  * per wave, the user SGPRs the descriptor's kernel_code_properties enable,
///    in their order (private segment buffer, dispatch pointer, queue
///    pointer, kernarg segment pointer, dispatch id, flat scratch init,
///    private segment size, then the preloaded kernel arguments of gfx94x),
///    the system SGPRs COMPUTE_PGM_RSRC2 enables after USER_SGPR_COUNT
///    (workgroup ids, workgroup info, private segment wave offset) or, on
///    gfx12, the workgroup ids in TTMP9 and TTMP7, and the work-item ids in
///    v0-v2 (packed into v0 on gfx90a, gfx94x and gfx11+), EXEC for the
///    lanes that hold a work-item, MODE from COMPUTE_PGM_RSRC1.
///
/// Workgroups run one after another; the waves of a workgroup round robin
/// (Quantum instructions per turn, or until a barrier, a sleep or the end).
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/IsaEmu/IsaEmulator.h"
#include "Handlers.h"
#include "Hostcall.h"
#include "IsaError.h"
#include "ShflLowering/IsaEmu/Decoder.h"
#include "ShflLowering/WaveEmu/GPUTarget.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/TargetParser.h"
#include <algorithm>
#include <atomic>
#include <cstring>
#include <map>
#include <unordered_map>

using namespace llvm;
using namespace isaemu;
using isaemu::detail::fail;

struct IsaEmulator::Impl {
  std::unique_ptr<CodeObject> CO;
  ProcInfo Proc;
  IsaOptions Opts;
  DecodeCache Caches[2]; // wave32, wave64
  std::atomic<bool> StopRequested{false};
  uint64_t Instructions = 0;

  Expected<DecodeCache *> cache(unsigned WaveSize) {
    DecodeCache &C = Caches[WaveSize == 64 ? 1 : 0];
    if (!C.D) {
      Expected<std::unique_ptr<Decoder>> D = Decoder::create(Proc.CPU, WaveSize == 64);
      if (!D)
        return D.takeError();
      C.D = std::move(*D);
    }
    return &C;
  }
};

IsaEmulator::IsaEmulator(std::unique_ptr<Impl> I) : P(std::move(I)) {}
IsaEmulator::~IsaEmulator() = default;
const CodeObject &IsaEmulator::codeObject() const { return *P->CO; }
uint64_t IsaEmulator::instructionsExecuted() const { return P->Instructions; }
void IsaEmulator::requestStop() { P->StopRequested = true; }

unsigned IsaEmulator::waveSize(const KernelSymbol &K) const {
  if (P->Proc.Major < 10)
    return 64;
  return K.KD.wave32() ? 32 : 64;
}

Expected<std::unique_ptr<IsaEmulator>>
IsaEmulator::create(std::unique_ptr<CodeObject> CO, StringRef CPU, IsaOptions Opts) {
  if (!CPU.empty() && CPU != CO->cpu())
    return fail("the code object is for " + CO->cpu() + ", not " + CPU);
  auto I = std::make_unique<Impl>();
  I->Proc.CPU = CO->cpu();
  AMDGPU::IsaVersion V = AMDGPU::getIsaVersion(I->Proc.CPU);
  I->Proc.Major = V.Major;
  I->Proc.Minor = V.Minor;
  I->Proc.Stepping = V.Stepping;
  switch (V.Major) {
  case 9:
    I->Proc.G = Gen::GFX9;
    break;
  case 10:
    I->Proc.G = Gen::GFX10;
    break;
  case 11:
    I->Proc.G = Gen::GFX11;
    break;
  case 12:
    I->Proc.G = Gen::GFX12;
    break;
  default:
    return fail("processor '" + I->Proc.CPU +
                "' is not modelled by the ISA emulator (gfx9 to gfx12 are)");
  }
  if (V.Major == 12 && V.Minor >= 5)
    return fail("processor '" + I->Proc.CPU + "' is not modelled by the ISA emulator");
  I->CO = std::move(CO);
  I->Opts = Opts;
  return std::unique_ptr<IsaEmulator>(new IsaEmulator(std::move(I)));
}

Expected<wemu::KernelInfo> IsaEmulator::kernelInfo(const KernelSymbol &K,
                                                   const wemu::LaunchSpec &S) const {
  wemu::KernelInfo KI;
  KI.Name = K.Name;
  KI.ArgBlockSize = std::max(K.KernargSegmentSize, K.KD.KernargSize);
  size_t Spec = 0;
  for (const KernelArg &A : K.Args) {
    if (A.isHidden())
      continue;
    wemu::KernelParam P;
    P.Offset = A.Offset;
    P.Size = A.Size;
    P.TypeName = A.ValueKind + " (" + std::to_string(A.Size) + " bytes)";
    if (A.ValueKind == "global_buffer" || A.ValueKind == "dynamic_shared_pointer") {
      P.K = wemu::KernelParam::Pointer;
    } else if (A.ValueKind == "by_value") {
      // The metadata has no type (a struct passed byref is by_value too,
      // at its own offset and size): take the launch's kind;
      // LaunchMemory::build checks the size against the metadata's.
      P.K = wemu::KernelParam::Integer;
      if (Spec < S.args().size()) {
        const shfl::launch::Value &V = S.args()[Spec];
        if (V.K == shfl::launch::Value::Struct || V.K == shfl::launch::Value::Array)
          P.K = wemu::KernelParam::Aggregate;
        else if (V.K == shfl::launch::Value::Scalar && shfl::launch::isFloat(V.Type))
          P.K = wemu::KernelParam::Float;
      }
    } else {
      return fail("kernel '" + K.Name + "': argument " + std::to_string(Spec) +
                  " has value kind '" + A.ValueKind + "', which a launch cannot pass");
    }
    KI.Params.push_back(P);
    ++Spec;
  }
  return KI;
}

//===----------------------------------------------------------------------===//
// Messages
//===----------------------------------------------------------------------===//

std::string Machine::describeLane(const Workgroup &WG, const Wave &W, int Lane) const {
  std::string S = "workgroup (" + std::to_string(WG.Id.X) + "," + std::to_string(WG.Id.Y) +
                  "," + std::to_string(WG.Id.Z) + "), wave " + std::to_string(W.Index);
  if (Lane < 0)
    return S;
  uint64_t Flat = uint64_t(W.Index) * W.WaveSize + static_cast<unsigned>(Lane);
  uint64_t X = Flat % Block.X, Y = Flat / Block.X % Block.Y, Z = Flat / Block.X / Block.Y;
  return S + ", lane " + std::to_string(Lane) + " (work-item (" + std::to_string(X) + "," +
         std::to_string(Y) + "," + std::to_string(Z) + "))";
}

Status Machine::fault(const Wave &W, const Inst &I, const std::string &Msg) {
  // The message's first line, the kernel and the instruction, then the
  // message's other lines (the memory an address missed).
  size_t NL = Msg.find('\n');
  Error = Msg.substr(0, NL) + " in kernel '" + Kernel->Name + "'\n  at " +
          CO.describeVA(I.VA) + " (" + hex(I.VA) + "): " + I.Text;
  if (NL != std::string::npos)
    Error += Msg.substr(NL);
  if (Msg.find(" by workgroup (") == std::string::npos)
    Error += "\n  in workgroup (" + std::to_string(CurrentWG->Id.X) + "," +
             std::to_string(CurrentWG->Id.Y) + "," + std::to_string(CurrentWG->Id.Z) +
             "), wave " + std::to_string(W.Index);
  return Status::Fault;
}

//===----------------------------------------------------------------------===//
// The launch
//===----------------------------------------------------------------------===//

namespace {

/// The HSA dispatch packet (hsa_kernel_dispatch_packet_t).
struct DispatchPacket {
  uint16_t Header, Setup;
  uint16_t WorkgroupSizeX, WorkgroupSizeY, WorkgroupSizeZ;
  uint16_t Reserved0;
  uint32_t GridSizeX, GridSizeY, GridSizeZ;
  uint32_t PrivateSegmentSize, GroupSegmentSize;
  uint64_t KernelObject, KernargAddress, Reserved2, CompletionSignal;
};
static_assert(sizeof(DispatchPacket) == 64, "the HSA dispatch packet is 64 bytes");

template <typename T> void put(std::vector<uint8_t> &B, uint32_t Off, T V) {
  if (Off + sizeof(T) <= B.size())
    std::memcpy(B.data() + Off, &V, sizeof(T));
}

} // namespace

Error IsaEmulator::launch(const KernelSymbol &K, wemu::Dim3 Grid, wemu::Dim3 Block,
                          const void *ArgBlock, size_t ArgBytes,
                          ArrayRef<wemu::MemoryRegion> Buffers, uint32_t DynamicLDS) {
  Impl &I = *P;
  I.StopRequested = false;
  const unsigned WS = waveSize(K);
  Expected<DecodeCache *> Cache = I.cache(WS);
  if (!Cache)
    return Cache.takeError();

  // Limits, as llc and the runtime enforce them.
  Expected<wemu::GPUTarget> T =
      wemu::GPUTarget::get(I.Proc.CPU, WS == 64 ? "+wavefrontsize64" : "+wavefrontsize32");
  if (!T)
    return T.takeError();
  wemu::TargetLimits Lim = T->limits();
  uint64_t BlockSize = Block.count();
  if (BlockSize == 0 || BlockSize > std::min<uint64_t>(Lim.WorkgroupSize, K.MaxFlatWorkgroupSize))
    return fail("a workgroup of " + std::to_string(BlockSize) + " work-items is more than '" +
                K.Name + "' allows (" +
                std::to_string(std::min<uint64_t>(Lim.WorkgroupSize, K.MaxFlatWorkgroupSize)) + ")");
  if (Block.X > 1024 || Block.Y > 1024 || Block.Z > 1024)
    return fail("a workgroup dimension is larger than 1024");
  uint64_t LDSSize = uint64_t(K.KD.GroupSegmentFixedSize) + DynamicLDS;
  if (Lim.LDSPerWorkgroup && LDSSize > Lim.LDSPerWorkgroup)
    return fail("the kernel's " + std::to_string(K.KD.GroupSegmentFixedSize) +
                " bytes of static LDS and " + std::to_string(DynamicLDS) +
                " bytes of dynamic LDS exceed the " + std::to_string(Lim.LDSPerWorkgroup) +
                " bytes " + I.Proc.CPU + " has");
  for (uint64_t G : {uint64_t(Grid.X) * Block.X, uint64_t(Grid.Y) * Block.Y,
                     uint64_t(Grid.Z) * Block.Z})
    if (G > 0xffffffffull)
      return fail("the grid has more than 2^32 - 1 work-items in a dimension");

  // The argument block: explicit arguments, then the hidden ones.
  uint32_t KernargSize = std::max<uint32_t>(K.KernargSegmentSize, K.KD.KernargSize);
  std::vector<uint8_t> Kernarg(alignTo(std::max<uint64_t>(KernargSize, ArgBytes), 64) + 64, 0);
  std::memcpy(Kernarg.data(), ArgBlock, std::min<size_t>(ArgBytes, Kernarg.size()));
  uint32_t Dims = Grid.Z * Block.Z > 1 ? 3 : Grid.Y * Block.Y > 1 ? 2 : 1;
  // A kernel that calls OCKL's hostcall (device printf) gets a buffer with
  // a packet for each wave of a workgroup (the waves that run at once).
  std::unique_ptr<HostcallBuffer> Hostcall;
  for (const KernelArg &A : K.Args)
    if (A.ValueKind == "hidden_hostcall_buffer")
      Hostcall = std::make_unique<HostcallBuffer>(
          static_cast<unsigned>((BlockSize + WS - 1) / WS));
  for (const KernelArg &A : K.Args) {
    if (!A.isHidden())
      continue;
    const StringRef VK = A.ValueKind;
    const uint32_t O = A.Offset;
    if (VK == "hidden_block_count_x")
      put<uint32_t>(Kernarg, O, Grid.X);
    else if (VK == "hidden_block_count_y")
      put<uint32_t>(Kernarg, O, Grid.Y);
    else if (VK == "hidden_block_count_z")
      put<uint32_t>(Kernarg, O, Grid.Z);
    else if (VK == "hidden_group_size_x")
      put<uint16_t>(Kernarg, O, static_cast<uint16_t>(Block.X));
    else if (VK == "hidden_group_size_y")
      put<uint16_t>(Kernarg, O, static_cast<uint16_t>(Block.Y));
    else if (VK == "hidden_group_size_z")
      put<uint16_t>(Kernarg, O, static_cast<uint16_t>(Block.Z));
    else if (VK.starts_with("hidden_remainder_"))
      put<uint16_t>(Kernarg, O, 0); // every workgroup is whole
    else if (VK == "hidden_grid_dims")
      put<uint16_t>(Kernarg, O, static_cast<uint16_t>(Dims));
    else if (VK == "hidden_dynamic_lds_size")
      put<uint32_t>(Kernarg, O, DynamicLDS);
    else if (VK == "hidden_private_base")
      put<uint32_t>(Kernarg, O, static_cast<uint32_t>(PrivateAperture >> 32));
    else if (VK == "hidden_shared_base")
      put<uint32_t>(Kernarg, O, static_cast<uint32_t>(SharedAperture >> 32));
    else if (VK == "hidden_hostcall_buffer")
      put<uint64_t>(Kernarg, O, Hostcall->address());
    // Global offsets are 0; the queue, printf, heap and completion pointers
    // are null (the block stays zero there).
  }

  // The dispatch packet and a (zero) queue object.
  DispatchPacket Packet{};
  Packet.Setup = static_cast<uint16_t>(Dims);
  Packet.WorkgroupSizeX = static_cast<uint16_t>(Block.X);
  Packet.WorkgroupSizeY = static_cast<uint16_t>(Block.Y);
  Packet.WorkgroupSizeZ = static_cast<uint16_t>(Block.Z);
  Packet.GridSizeX = Grid.X * Block.X;
  Packet.GridSizeY = Grid.Y * Block.Y;
  Packet.GridSizeZ = Grid.Z * Block.Z;
  Packet.PrivateSegmentSize = K.KD.PrivateSegmentFixedSize;
  Packet.GroupSegmentSize = static_cast<uint32_t>(LDSSize);
  Packet.KernargAddress = reinterpret_cast<uint64_t>(Kernarg.data());
  std::vector<uint8_t> Queue(256, 0);

  Machine M(*I.CO);
  M.Proc = I.Proc;
  M.Kernel = &K;
  M.WaveSize = WS;
  M.Grid = {Grid.X, Grid.Y, Grid.Z};
  M.Block = {Block.X, Block.Y, Block.Z};
  M.LDSSize = static_cast<uint32_t>(LDSSize);
  M.KernargAddr = reinterpret_cast<uint64_t>(Kernarg.data());
  M.DispatchPtr = reinterpret_cast<uint64_t>(&Packet);
  M.QueuePtr = reinterpret_cast<uint64_t>(Queue.data());
  M.Cache = *Cache;
  for (const wemu::MemoryRegion &R : Buffers)
    M.Regions.push_back(R);
  if (Hostcall) {
    Hostcall->addRegions(M.Regions);
    M.Hostcall = Hostcall.get();
    M.Print = I.Opts.OnPrint ? I.Opts.OnPrint : [](wemu::PrintStream S, StringRef Text) {
      raw_ostream &OS = S == wemu::PrintStream::Stderr ? errs() : outs();
      OS << Text;
      OS.flush();
    };
  }
  M.Regions.push_back({"the kernel arguments", Kernarg.data(), Kernarg.size(), true, ""});
  M.Regions.push_back({"the dispatch packet", &Packet, sizeof(Packet), true, ""});
  M.Regions.push_back({"the queue", Queue.data(), Queue.size(), true, ""});
  for (const CodeObject::Segment &S : I.CO->segments())
    M.Regions.push_back({std::string("the code object's ") +
                             (S.Executable ? "code" : S.Writable ? "data" : "read-only data"),
                         I.CO->base() + S.VA, S.Size, !S.Writable, ""});
  std::sort(M.Regions.begin(), M.Regions.end(),
            [](const wemu::MemoryRegion &A, const wemu::MemoryRegion &B) {
              return reinterpret_cast<uint64_t>(A.Base) < reinterpret_cast<uint64_t>(B.Base);
            });
  M.Stop = &I.StopRequested;
  M.Trace = I.Opts.Trace;

  uint64_t Before = M.Instructions;
  Error E = runGrid(M);
  I.Instructions += M.Instructions - Before;
  return E;
}

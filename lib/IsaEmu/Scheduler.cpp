//===- Scheduler.cpp - Workgroups, waves and the instruction loop ---------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Sets up each wave of each workgroup as the descriptor asks (Machine.cpp
/// says what), then runs the waves of a workgroup round robin: each turn a
/// wave executes up to Quantum instructions, or until it reaches a barrier,
/// sleeps or ends.  A wave that spins on memory that another wave writes
/// therefore makes progress, as on the hardware, whatever the branch order.
/// s_barrier releases the waves when every wave that has not ended waits
/// there.  A stop request (the time-out) ends the run with the place and
/// the loop of every unfinished wave.
///
//===----------------------------------------------------------------------===//

#include "Handlers.h"
#include "Hostcall.h"
#include "IsaError.h"
#include "ShflLowering/IsaEmu/Decoder.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>
#include <unordered_map>

using namespace llvm;
using namespace isaemu;
using isaemu::detail::fail;

namespace {

constexpr unsigned Quantum = 2048;
constexpr unsigned NumVGPRs = 256, NumAGPRs = 256;
/// Private bytes per lane added for a kernel with a dynamic stack.
constexpr uint32_t DynamicStackBytes = 16384;

/// The instruction at \p VA, decoded once.
const Inst *fetch(Machine &M, uint64_t VA) {
  auto It = M.Cache->ByVA.find(VA);
  if (It != M.Cache->ByVA.end())
    return It->second.get();
  bool InCode = false;
  for (const CodeObject::Segment &S : M.CO.segments())
    if (S.Executable && VA >= S.VA && VA < S.VA + S.Size)
      InCode = true;
  if (!InCode || !M.CO.containsVA(VA, 4))
    return nullptr;
  uint64_t Avail = std::min<uint64_t>(M.CO.imageSize() - VA, 16);
  std::unique_ptr<Inst> I =
      M.Cache->D->decode(ArrayRef<uint8_t>(M.CO.base() + VA, Avail), VA);
  bindInst(*I, M.Proc.G, M.WaveSize);
  const Inst *R = I.get();
  M.Cache->ByVA[VA] = std::move(I);
  return R;
}

void initWave(Machine &M, Workgroup &WG, Wave &W, unsigned Index, uint32_t PrivSize) {
  const KernelSymbol &K = *M.Kernel;
  const KernelDescriptor &KD = K.KD;
  const unsigned WS = M.WaveSize;
  W.WaveSize = WS;
  W.Index = Index;
  std::memset(W.S, 0, sizeof(W.S));
  W.SCC = false;
  W.PC = K.EntryVA;
  W.St = Wave::Ready;
  W.LoopFrom = W.LoopTo = 0;
  W.Executed = 0;
  W.TrapSts = 0;
  W.PrintedStderr = false;
  // MODE: FP_ROUND and FP_DENORM from COMPUTE_PGM_RSRC1[19:12], DX10_CLAMP
  // (rsrc1[21]) and IEEE (rsrc1[23]) in MODE[8] and MODE[9].
  W.Mode = ((KD.Rsrc1 >> 12) & 0xff) | uint32_t(KD.dx10Clamp(M.Proc.Major)) << 8 |
           uint32_t(KD.ieeeMode(M.Proc.Major)) << 9;
  W.NumV = NumVGPRs;
  W.NumA = M.Proc.hasGFX90AInsts() ? NumAGPRs : 0;
  W.V.assign(size_t(W.NumV) * WS, 0);
  W.A.assign(size_t(W.NumA) * WS, 0);
  W.PrivateSize = PrivSize;
  W.Private.assign(size_t(PrivSize) * WS, 0);
  const uint64_t BlockSize = uint64_t(M.Block.X) * M.Block.Y * M.Block.Z;
  W.Launched = 0;
  for (unsigned L = 0; L < WS; ++L)
    if (uint64_t(Index) * WS + L < BlockSize)
      W.Launched |= uint64_t(1) << L;
  W.setExec(W.Launched);

  // User SGPRs, in the order of kernel_code_properties.
  unsigned S = 0;
  auto Put64 = [&](uint64_t V) {
    W.S[S++] = static_cast<uint32_t>(V);
    W.S[S++] = static_cast<uint32_t>(V >> 32);
  };
  if (KD.userSGPR(PrivateSegmentBuffer)) {
    // The private segment buffer descriptor: base (48 bits, ScratchRsrcBase
    // marks it), then num_records; MUBUF through it addresses the lane's
    // private memory.
    W.S[S++] = static_cast<uint32_t>(ScratchRsrcBase);
    W.S[S++] = static_cast<uint32_t>(ScratchRsrcBase >> 32) & 0xffff;
    W.S[S++] = 0xffffffffu;
    W.S[S++] = 0;
  }
  if (KD.userSGPR(DispatchPtr))
    Put64(M.DispatchPtr);
  if (KD.userSGPR(QueuePtr))
    Put64(M.QueuePtr);
  if (KD.userSGPR(KernargSegmentPtr))
    Put64(M.KernargAddr);
  if (KD.userSGPR(DispatchId))
    Put64(0);
  if (KD.userSGPR(FlatScratchInit))
    Put64(0); // private memory is addressed per lane
  if (KD.userSGPR(PrivateSegmentSize))
    W.S[S++] = PrivSize;
  // gfx94x kernel argument preloading: KERNARG_PRELOAD_SPEC_LENGTH dwords
  // from KERNARG_PRELOAD_SPEC_OFFSET.
  unsigned PreLen = KD.KernargPreload & 0x7f, PreOff = KD.KernargPreload >> 7;
  for (unsigned D = 0; D < PreLen && S < sreg::NumSGPR; ++D)
    std::memcpy(&W.S[S++], reinterpret_cast<const uint8_t *>(M.KernargAddr) + 4 * (PreOff + D), 4);
  // System SGPRs.
  S = KD.userSGPRCount();
  const uint32_t Id[3] = {WG.Id.X, WG.Id.Y, WG.Id.Z};
  if (M.Proc.architectedSGPRs()) {
    W.S[sreg::Ttmp0 + 9] = WG.Id.X;
    W.S[sreg::Ttmp0 + 7] = (WG.Id.Y & 0xffff) | WG.Id.Z << 16;
  } else {
    for (unsigned D = 0; D < 3; ++D)
      if (KD.workgroupIdEnabled(D))
        W.S[S++] = Id[D];
  }
  if (KD.workgroupInfoEnabled())
    W.S[S++] = static_cast<uint32_t>(WG.Waves.size());
  if (KD.scratchEnabled() && !M.Proc.architectedFlatScratch())
    W.S[S++] = 0; // the private segment wave byte offset
  // Work-item ids.
  const unsigned Dims = KD.workitemIdVGPRs();
  for (unsigned L = 0; L < WS; ++L) {
    uint64_t Flat = uint64_t(Index) * WS + L;
    uint32_t X = static_cast<uint32_t>(Flat % M.Block.X);
    uint32_t Y = static_cast<uint32_t>(Flat / M.Block.X % M.Block.Y);
    uint32_t Z = static_cast<uint32_t>(Flat / M.Block.X / M.Block.Y);
    if (M.Proc.packedWorkItemIds()) {
      W.v(0, L) = X | (Dims >= 1 ? Y << 10 : 0) | (Dims >= 2 ? Z << 20 : 0);
    } else {
      W.v(0, L) = X;
      if (Dims >= 1)
        W.v(1, L) = Y;
      if (Dims >= 2)
        W.v(2, L) = Z;
    }
  }
}

/// Runs \p W for one turn.
Status runWave(Machine &M, Workgroup &WG, Wave &W) {
  for (unsigned N = 0; N < Quantum; ++N) {
    const Inst *I = fetch(M, W.PC);
    if (!I) {
      M.Error = "the program counter " + hex(W.PC) + " of " + M.describeLane(WG, W, -1) +
                " left the code of kernel '" + M.Kernel->Name + "'";
      return Status::Fault;
    }
    if (!I->Op)
      return M.fault(W, *I, I->Unsupported.empty() ? "instruction '" + I->Mnemonic +
                                                          "' is not modelled"
                                                    : I->Unsupported);
    if (M.Trace)
      *M.Trace << "(" << WG.Id.X << "," << WG.Id.Y << "," << WG.Id.Z << ") w" << W.Index
               << " exec " << hex(W.execMask()) << " " << M.CO.describeVA(I->VA) << ": "
               << I->Text << "\n";
    ++M.Instructions;
    ++W.Executed;
    Exec X{M, WG, W, *I, *I->Op};
    switch (I->Op->Fn(X)) {
    case Status::Next:
      W.PC += I->Size;
      break;
    case Status::Jump:
      break;
    case Status::Barrier:
      W.PC += I->Size;
      W.St = Wave::AtBarrier;
      return Status::Next;
    case Status::Yield:
      W.PC += I->Size;
      return Status::Next;
    case Status::End:
      W.St = Wave::Done;
      return Status::Next;
    case Status::Fault:
      return Status::Fault;
    }
  }
  return Status::Next;
}

std::string hangReport(Machine &M, Workgroup &WG) {
  std::string S = "the kernel '" + M.Kernel->Name +
                  "' did not finish (stopped after " + std::to_string(M.Instructions) +
                  " instructions); where its unfinished waves are:";
  for (Wave &W : WG.Waves) {
    if (W.St == Wave::Done)
      continue;
    S += "\n  " + M.describeLane(WG, W, -1) + " at " + M.CO.describeVA(W.PC);
    if (M.Cache->ByVA.count(W.PC))
      S += ": " + M.Cache->ByVA[W.PC]->Text;
    if (W.St == Wave::AtBarrier)
      S += " (waiting at a barrier)";
    else if (W.LoopFrom)
      S += ", spinning in the loop " + M.CO.describeVA(W.LoopTo) + " .. " +
           M.CO.describeVA(W.LoopFrom);
  }
  return S;
}

} // namespace

Error isaemu::runGrid(Machine &M) {
  const KernelSymbol &K = *M.Kernel;
  const unsigned WS = M.WaveSize;
  const uint64_t BlockSize = uint64_t(M.Block.X) * M.Block.Y * M.Block.Z;
  const unsigned NumWaves = static_cast<unsigned>((BlockSize + WS - 1) / WS);
  const uint32_t PrivSize =
      K.KD.PrivateSegmentFixedSize + (K.KD.usesDynamicStack() ? DynamicStackBytes : 0);
  Workgroup WG;
  WG.Waves.resize(NumWaves);
  M.CurrentWG = &WG;
  for (uint32_t Z = 0; Z < M.Grid.Z; ++Z)
    for (uint32_t Y = 0; Y < M.Grid.Y; ++Y)
      for (uint32_t X = 0; X < M.Grid.X; ++X) {
        WG.Id = {X, Y, Z};
        WG.LDS.assign(M.LDSSize, 0);
        for (unsigned I = 0; I < NumWaves; ++I)
          initWave(M, WG, WG.Waves[I], I, PrivSize);
        for (;;) {
          bool Ran = false;
          unsigned Live = 0;
          for (Wave &W : WG.Waves) {
            if (W.St == Wave::Done)
              continue;
            ++Live;
            if (W.St == Wave::AtBarrier)
              continue;
            Ran = true;
            if (runWave(M, WG, W) == Status::Fault) {
              if (M.Trapped == Machine::TrapKind::None)
                return fail(M.Error);
              return make_error<wemu::KernelTrapError>(M.Trapped == Machine::TrapKind::Assert
                                                           ? wemu::KernelTrapError::Assert
                                                           : wemu::KernelTrapError::Trap,
                                                       M.Error);
            }
            // The packets this turn's wave sent: a wave that waits for the
            // host spins with s_sleep, which ends its turn.
            if (M.Hostcall) {
              HostcallBuffer::Served S;
              if (!M.Hostcall->serve(M.Print, S, M.Error))
                return fail(M.Error + " (after a turn of " + M.describeLane(WG, W, -1) + ")");
              W.PrintedStderr |= S.PrintedStderr;
            }
            if (M.Stop && M.Stop->load())
              return fail(hangReport(M, WG));
          }
          if (!Live)
            break;
          if (!Ran) // every live wave waits at the barrier
            for (Wave &W : WG.Waves)
              if (W.St == Wave::AtBarrier)
                W.St = Wave::Ready;
        }
      }
  return Error::success();
}

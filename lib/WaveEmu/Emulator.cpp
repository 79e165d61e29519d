//===- Emulator.cpp - Run amdgcn kernels on the host, lane by lane --------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The JIT, the fibers (Boost.Context fcontext) and the wave scheduler.
///
/// Private (alloca) and LDS pointers are 32-bit on AMDGPU, and kernels may
/// round-trip them through i32.  The fiber stacks and the LDS arena are
/// therefore mapped below 2 GiB (MAP_32BIT), where such a round trip keeps
/// the address.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/WaveEmu/Emulator.h"
#include "ShflLowering/WaveEmu/MathIntrinsics.h"
#include "ShflLowering/WaveEmu/Semantics.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/ExecutionEngine/Orc/ThreadSafeModule.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include <boost/context/detail/fcontext.hpp>
#include <cstring>
#include <sys/mman.h>

using namespace llvm;
using namespace wemu;
namespace ctx = boost::context::detail;

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

namespace {

/// One lane (work-item).
struct Lane {
  /// Yielded: stopped on the back edge of a loop that polls memory
  /// (`__wemu_yield`); still running, but letting the other waves go first.
  enum State : uint8_t { Runnable, Blocked, Yielded, Done };
  ctx::fcontext_t Ctx = nullptr;
  State St = Done;
  uint32_t Site = 0;
  SmallVector<uint64_t, 6> Key;
  LaneOperands Ops;
  uint64_t Result = 0;
  uint32_t Tid[3] = {0, 0, 0};
  uint32_t LaneInWave = 0;
  /// Set for the lanes of a whole wave mode region: the outlined region,
  /// called with Ops, instead of the kernel.
  uint64_t (*Region)(uint64_t, uint64_t, uint64_t, uint64_t) = nullptr;
  bool InactiveInWWM = false;
};

/// An mmap'ed region, preferably below 2 GiB.
struct LowMemory {
  void *Base = nullptr;
  size_t Size = 0;
  bool Low = false;
  Error allocate(size_t Bytes) {
    release();
    Size = Bytes;
    Base = mmap(nullptr, Bytes, PROT_READ | PROT_WRITE,
                MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT | MAP_NORESERVE, -1, 0);
    Low = Base != MAP_FAILED;
    if (!Low)
      Base = mmap(nullptr, Bytes, PROT_READ | PROT_WRITE,
                  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (Base == MAP_FAILED) {
      Base = nullptr;
      return fail("cannot map " + Twine(Bytes) + " bytes");
    }
    return Error::success();
  }
  void release() {
    if (Base)
      munmap(Base, Size);
    Base = nullptr;
  }
  ~LowMemory() { release(); }
};

/// hsa_kernel_dispatch_packet_t, as llvm.amdgcn.dispatch.ptr reads it.
struct DispatchPacket {
  uint16_t Header, Setup;
  uint16_t WorkgroupSize[3];
  uint16_t Reserved0;
  uint32_t GridSize[3];
  uint32_t PrivateSegmentSize, GroupSegmentSize;
  uint64_t KernelObject, KernargAddress, Reserved2, CompletionSignal;
};
static_assert(sizeof(DispatchPacket) == 64, "HSA dispatch packet layout");

/// The code object v5 hidden kernel arguments (implicitarg.ptr).
struct ImplicitArgs {
  uint32_t BlockCount[3];     // 0
  uint16_t GroupSize[3];      // 12
  uint16_t Remainder[3];      // 18
  uint8_t Reserved0[16];      // 24
  uint64_t GlobalOffset[3];   // 40
  uint16_t GridDims;          // 64
  uint8_t Reserved1[190];     // 66
};

} // namespace

struct Emulator::Impl {
  GPUTarget T;
  EmulatorOptions Opts;
  std::unique_ptr<orc::LLJIT> JIT;
  std::vector<SiteInfo> Sites;
  std::vector<KernelInfo> Kernels;
  uint64_t StaticLDS = 0;
  uint64_t NumOps = 0;
  StringSet<> Warned;

  /// Per site: the outlined region of a WholeWave site, else null.
  std::vector<uint64_t (*)(uint64_t, uint64_t, uint64_t, uint64_t)> Regions;

  // The running launch.
  std::vector<Lane> Lanes;
  std::vector<Lane> WholeWaveLanes; ///< one wave, on the stacks after Lanes
  LowMemory Stacks, LDSArena;
  void (*Entry)(const void *) = nullptr;
  const void *ArgBlock = nullptr;
  uint32_t GroupId[3] = {0, 0, 0};
  DispatchPacket Dispatch;
  ImplicitArgs Implicit;

  void warn(const std::string &Msg) {
    if (!Warned.insert(Msg).second)
      return;
    if (Opts.OnWarning)
      Opts.OnWarning(Msg);
    else
      errs() << "warning: " << Msg << "\n";
  }
  Error runWorkgroup(Dim3 Block);
  Error runWave(unsigned W, bool &AtBarrier, bool &Spinning) {
    return runLanes(&Lanes[W * T.WaveSize], AtBarrier, Spinning);
  }
  Error runLanes(Lane *Ls, bool &AtBarrier, bool &Spinning);
  Error runWholeWave(const Lane *Ls, const SiteInfo &S, uint64_t Exec,
                     const LaneOperands *In, uint64_t *Out);
  std::string describeLanes(ArrayRef<unsigned> Waves);
};

//===----------------------------------------------------------------------===//
// The runtime entry points the instrumented code calls
//===----------------------------------------------------------------------===//

static Emulator::Impl *CurEmu;
static Lane *CurLane;
static ctx::fcontext_t SchedCtx;

extern "C" {

static uint64_t wemuCrossLane(uint32_t Site, const uint32_t *Iters, uint64_t A0,
                              uint64_t A1, uint64_t A2, uint64_t A3) {
  Lane *L = CurLane;
  const SiteInfo &S = CurEmu->Sites[Site];
  L->Site = Site;
  L->Key.clear();
  for (const SiteLoop &SL : S.Loops) {
    L->Key.push_back(SL.HeaderOrder);
    L->Key.push_back(Iters[SL.CounterIndex]);
  }
  L->Key.push_back(S.Order);
  L->Ops = LaneOperands{{A0, A1, A2, A3}};
  L->St = Lane::Blocked;
  ctx::transfer_t Back = ctx::jump_fcontext(SchedCtx, nullptr);
  SchedCtx = Back.fctx;
  return L->Result;
}

static uint64_t wemuQuery(uint32_t Kind, uint32_t Dim) {
  Emulator::Impl &E = *CurEmu;
  switch (static_cast<Query>(Kind)) {
  case Query::WorkitemId:
    return CurLane->Tid[Dim % 3];
  case Query::WorkgroupId:
    return E.GroupId[Dim % 3];
  case Query::DispatchPtr:
    return reinterpret_cast<uintptr_t>(&E.Dispatch);
  case Query::ImplicitArgPtr:
    return reinterpret_cast<uintptr_t>(&E.Implicit);
  case Query::LDSBase:
    return reinterpret_cast<uintptr_t>(E.LDSArena.Base);
  case Query::GroupStaticSize:
    return E.StaticLDS;
  case Query::LaneId:
    return CurLane->LaneInWave;
  case Query::WholeWaveInactive:
    return CurLane->InactiveInWWM;
  }
  return 0;
}

static void wemuYield() {
  Lane *L = CurLane;
  L->St = Lane::Yielded;
  ctx::transfer_t Back = ctx::jump_fcontext(SchedCtx, nullptr);
  SchedCtx = Back.fctx;
}

static uint32_t wemuMbcnt(uint32_t Hi, uint32_t Mask, uint32_t Acc) {
  return mbcnt(Hi != 0, CurLane->LaneInWave, Mask, Acc);
}

} // extern "C"

static void laneMain(ctx::transfer_t T) {
  SchedCtx = T.fctx;
  Lane *L = static_cast<Lane *>(T.data);
  if (L->Region)
    L->Result = L->Region(L->Ops.A[0], L->Ops.A[1], L->Ops.A[2], L->Ops.A[3]);
  else
    CurEmu->Entry(CurEmu->ArgBlock);
  L->St = Lane::Done;
  ctx::jump_fcontext(SchedCtx, nullptr);
  __builtin_unreachable();
}

static void resume(Lane &L) {
  CurLane = &L;
  ctx::transfer_t T = ctx::jump_fcontext(L.Ctx, &L);
  L.Ctx = T.fctx;
}

//===----------------------------------------------------------------------===//
// The scheduler
//===----------------------------------------------------------------------===//

/// Lists, for the waves \p Waves, where each live lane waits.
std::string Emulator::Impl::describeLanes(ArrayRef<unsigned> Waves) {
  std::string Out;
  raw_string_ostream OS(Out);
  const unsigned W = T.WaveSize;
  for (unsigned Wv : Waves) {
    // Group the lanes of the wave by (site, key).
    std::vector<std::pair<const Lane *, std::vector<unsigned>>> Groups;
    for (unsigned I = 0; I < W && Wv * W + I < Lanes.size(); ++I) {
      const Lane &L = Lanes[Wv * W + I];
      if (L.St != Lane::Blocked)
        continue;
      auto It = find_if(Groups, [&](auto &G) { return G.first->Key == L.Key; });
      if (It == Groups.end())
        Groups.push_back({&L, {I}});
      else
        It->second.push_back(I);
    }
    for (auto &[L, Ids] : Groups) {
      const SiteInfo &S = Sites[L->Site];
      OS << "  wave " << Wv << " lanes ";
      for (size_t K = 0; K < Ids.size();) {
        size_t J = K;
        while (J + 1 < Ids.size() && Ids[J + 1] == Ids[J] + 1)
          ++J;
        OS << (K ? "," : "") << Ids[K];
        if (J > K)
          OS << "-" << Ids[J];
        K = J + 1;
      }
      OS << ": " << S.Intrinsic << " in " << S.Where;
      if (!S.Loops.empty()) {
        OS << ", loop iterations [";
        for (size_t K = 0; K < S.Loops.size(); ++K)
          OS << (K ? "," : "") << L->Key[2 * K + 1];
        OS << "]";
      }
      OS << "\n";
    }
  }
  return Out;
}

/// Runs the wave of lanes \p Ls until every lane is done, its first group
/// waits at s.barrier (then \p AtBarrier is set), or some lane yielded on
/// a polling loop (then \p Spinning is set, and the caller lets the other
/// waves run before it calls again).  Lanes that yielded are still running:
/// no cross-lane operation executes until they block, as lanes inside a
/// loop go before lanes waiting after it.
Error Emulator::Impl::runLanes(Lane *Ls, bool &AtBarrier, bool &Spinning) {
  const unsigned W = T.WaveSize;
  LaneOperands In[64];
  uint64_t Out[64];
  AtBarrier = false;
  Spinning = false;
  while (true) {
    for (unsigned I = 0; I < W; ++I)
      if (Ls[I].St == Lane::Runnable)
        resume(Ls[I]);
    for (unsigned I = 0; I < W; ++I)
      if (Ls[I].St == Lane::Yielded) {
        Ls[I].St = Lane::Runnable;
        Spinning = true;
      }
    if (Spinning)
      return Error::success();
    // The group with the smallest key.
    const Lane *Min = nullptr;
    for (unsigned I = 0; I < W; ++I)
      if (Ls[I].St == Lane::Blocked && (!Min || Ls[I].Key < Min->Key))
        Min = &Ls[I];
    if (!Min)
      return Error::success(); // every lane is done
    uint64_t Exec = 0;
    for (unsigned I = 0; I < W; ++I)
      if (Ls[I].St == Lane::Blocked && Ls[I].Key == Min->Key) {
        Exec |= 1ull << I;
        In[I] = Ls[I].Ops;
      }
    const SiteInfo &S = Sites[Min->Site];
    if (S.Op == XLaneOp::SBarrier) {
      AtBarrier = true;
      return Error::success();
    }
    ++NumOps;
    if (S.Op == XLaneOp::WholeWave) {
      if (Error E = runWholeWave(Ls, S, Exec, In, Out))
        return E;
    } else if (Error E = evaluateCrossLane(T, S, Exec, In, Out,
                                           [&](const Twine &M) { warn(M.str()); })) {
      return E;
    }
    for (unsigned I = 0; I < W; ++I)
      if ((Exec >> I) & 1) {
        Ls[I].Result = Out[I];
        Ls[I].St = Lane::Runnable;
      }
  }
}

/// Runs the outlined region of \p S on every lane of the wave \p Ls, as
/// EXEC = all ones does on the hardware: the lanes in \p Exec with their
/// operands, the others with a poison pattern (they only see meaningful
/// values through set.inactive).
Error Emulator::Impl::runWholeWave(const Lane *Ls, const SiteInfo &S,
                                   uint64_t Exec, const LaneOperands *In,
                                   uint64_t *Out) {
  constexpr uint64_t Poison = 0xdeadbeefdeadbeefull;
  const unsigned W = T.WaveSize;
  const size_t StackSize = Opts.StackSize;
  char *Stacks0 = static_cast<char *>(Stacks.Base) + Lanes.size() * StackSize;
  WholeWaveLanes.assign(W, Lane());
  for (unsigned I = 0; I < W; ++I) {
    Lane &L = WholeWaveLanes[I];
    L.St = Lane::Runnable;
    std::copy(std::begin(Ls[I].Tid), std::end(Ls[I].Tid), L.Tid);
    L.LaneInWave = I;
    L.Region = Regions[&S - Sites.data()];
    L.InactiveInWWM = !((Exec >> I) & 1);
    L.Ops = L.InactiveInWWM ? LaneOperands{{Poison, Poison, Poison, Poison}} : In[I];
    L.Ctx = ctx::make_fcontext(Stacks0 + (I + 1) * StackSize, StackSize, laneMain);
  }
  bool AtBarrier = false, Spinning = true;
  while (Spinning && !AtBarrier)
    if (Error E = runLanes(WholeWaveLanes.data(), AtBarrier, Spinning))
      return E;
  if (AtBarrier)
    return fail("s.barrier inside the whole wave mode region at " + S.Where);
  for (unsigned I = 0; I < W; ++I)
    if ((Exec >> I) & 1)
      Out[I] = WholeWaveLanes[I].Result;
  return Error::success();
}

Error Emulator::Impl::runWorkgroup(Dim3 Block) {
  const unsigned W = T.WaveSize;
  const unsigned N = static_cast<unsigned>(Block.count());
  const unsigned NumWaves = (N + W - 1) / W;
  const size_t StackSize = Opts.StackSize;
  std::memset(LDSArena.Base, 0, LDSArena.Size);
  for (unsigned I = 0; I < NumWaves * W; ++I) {
    Lane &L = Lanes[I];
    L.Key.clear();
    if (I >= N) {
      L.St = Lane::Done;
      continue;
    }
    L.St = Lane::Runnable;
    L.Tid[0] = I % Block.X;
    L.Tid[1] = (I / Block.X) % Block.Y;
    L.Tid[2] = I / (Block.X * Block.Y);
    L.LaneInWave = I % W;
    char *Top = static_cast<char *>(Stacks.Base) + (I + 1) * StackSize;
    L.Ctx = ctx::make_fcontext(Top, StackSize, laneMain);
  }

  while (true) {
    SmallVector<unsigned, 16> Waiting;
    bool AnySpinning = false;
    for (unsigned Wv = 0; Wv < NumWaves; ++Wv) {
      bool AtBarrier, Spinning;
      if (Error E = runWave(Wv, AtBarrier, Spinning))
        return E;
      if (AtBarrier)
        Waiting.push_back(Wv);
      AnySpinning |= Spinning;
    }
    // Round robin while some wave polls memory: it waits for another wave
    // (a kernel where every wave polls forever ends at --timeout).
    if (AnySpinning)
      continue;
    if (Waiting.empty())
      return Error::success();
    // Every wave that is not done waits at a barrier: release them if they
    // all wait at the same dynamic instance.
    auto firstGroupKey = [&](unsigned Wv) -> const Lane * {
      const Lane *Min = nullptr;
      for (unsigned I = 0; I < W; ++I) {
        const Lane &L = Lanes[Wv * W + I];
        if (L.St == Lane::Blocked && (!Min || L.Key < Min->Key))
          Min = &L;
      }
      return Min;
    };
    const Lane *Ref = firstGroupKey(Waiting.front());
    for (unsigned Wv : Waiting)
      if (firstGroupKey(Wv)->Key != Ref->Key)
        return fail("deadlock in workgroup (" + Twine(GroupId[0]) + "," +
                    Twine(GroupId[1]) + "," + Twine(GroupId[2]) +
                    "): the waves wait at different barriers, so no "
                    "barrier can complete; where each lane waits:\n" +
                    describeLanes(Waiting));
    ++NumOps;
    for (unsigned Wv : Waiting) {
      unsigned Live = 0, Arrived = 0;
      for (unsigned I = 0; I < W; ++I) {
        Lane &L = Lanes[Wv * W + I];
        if (L.St == Lane::Done)
          continue;
        ++Live;
        if (L.St == Lane::Blocked && L.Key == Ref->Key) {
          ++Arrived;
          L.St = Lane::Runnable;
          L.Result = 0;
        }
      }
      if (Arrived != Live)
        warn("s.barrier reached by " + std::to_string(Arrived) + " of the " +
             std::to_string(Live) + " live lanes of a wave (a barrier under "
             "divergent control flow) at " + Sites[Ref->Site].Where);
    }
  }
}

//===----------------------------------------------------------------------===//
// Emulator
//===----------------------------------------------------------------------===//

Emulator::Emulator(std::unique_ptr<Impl> I) : P(std::move(I)) {}
Emulator::~Emulator() = default;

const GPUTarget &Emulator::target() const { return P->T; }
const std::vector<KernelInfo> &Emulator::kernels() const { return P->Kernels; }
uint64_t Emulator::numCrossLaneOps() const { return P->NumOps; }

const KernelInfo *Emulator::findKernel(StringRef Name) const {
  for (const KernelInfo &K : P->Kernels)
    if (K.Name == Name)
      return &K;
  return nullptr;
}

Expected<std::unique_ptr<Emulator>>
Emulator::create(std::unique_ptr<LLVMContext> Ctx, std::unique_ptr<Module> M,
                 const GPUTarget &T, EmulatorOptions Opts) {
  static bool Init = [] {
    InitializeNativeTarget();
    InitializeNativeTargetAsmPrinter();
    return true;
  }();
  (void)Init;
  auto I = std::make_unique<Impl>();
  I->T = T;
  I->Opts = std::move(Opts);

  auto JIT = orc::LLJITBuilder().create();
  if (!JIT)
    return JIT.takeError();
  I->JIT = std::move(*JIT);
  orc::LLJIT &J = *I->JIT;

  Expected<PreparedModule> PM =
      prepareModule(std::move(M), T, J.getTargetTriple(), J.getDataLayout());
  if (!PM)
    return PM.takeError();
  I->Sites = std::move(PM->Sites);
  I->Regions.assign(I->Sites.size(), nullptr);
  I->Kernels = std::move(PM->Kernels);
  I->StaticLDS = PM->StaticLDSSize;
  if (I->Opts.DumpIR)
    PM->M->print(outs(), nullptr);

  orc::SymbolMap Runtime;
  auto Add = [&](StringRef Name, void *Fn) {
    Runtime[J.mangleAndIntern(Name)] = orc::ExecutorSymbolDef(
        orc::ExecutorAddr::fromPtr(Fn),
        JITSymbolFlags::Exported | JITSymbolFlags::Callable);
  };
  Add("__wemu_xl", reinterpret_cast<void *>(&wemuCrossLane));
  Add("__wemu_q", reinterpret_cast<void *>(&wemuQuery));
  Add("__wemu_mbcnt", reinterpret_cast<void *>(&wemuMbcnt));
  forEachMathSymbol(Add);
  Add("__wemu_yield", reinterpret_cast<void *>(&wemuYield));
  if (Error E = J.getMainJITDylib().define(orc::absoluteSymbols(std::move(Runtime))))
    return std::move(E);
  if (Error E = J.addIRModule(
          orc::ThreadSafeModule(std::move(PM->M), orc::ThreadSafeContext(std::move(Ctx)))))
    return std::move(E);
  // Compile every entry now, so compile errors surface here.
  for (const KernelInfo &K : I->Kernels)
    if (Expected<orc::ExecutorAddr> A = J.lookup(K.Entry); !A)
      return A.takeError();
  for (auto [S, Fn] : zip(I->Sites, I->Regions))
    if (S.Op == XLaneOp::WholeWave) {
      Expected<orc::ExecutorAddr> A = J.lookup(S.Callee);
      if (!A)
        return A.takeError();
      Fn = A->toPtr<uint64_t (*)(uint64_t, uint64_t, uint64_t, uint64_t)>();
    }
  return std::unique_ptr<Emulator>(new Emulator(std::move(I)));
}

Error Emulator::launch(const KernelInfo &K, Dim3 Grid, Dim3 Block,
                       const void *ArgBlock, uint32_t DynamicLDS) {
  Impl &E = *P;
  const unsigned W = E.T.WaveSize;
  if (Block.count() == 0 || Grid.count() == 0)
    return fail("empty grid or block");
  if (Block.count() > 1024)
    return fail("a workgroup has at most 1024 work-items (got " +
                Twine(Block.count()) + ")");
  if (Block.X > 0xffff || Block.Y > 0xffff || Block.Z > 0xffff)
    return fail("block dimensions must fit 16 bits");
  Expected<orc::ExecutorAddr> Addr = E.JIT->lookup(K.Entry);
  if (!Addr)
    return Addr.takeError();
  E.Entry = Addr->toPtr<void (*)(const void *)>();
  E.ArgBlock = ArgBlock;

  const unsigned NumLanes = ((Block.count() + W - 1) / W) * W;
  E.Lanes.assign(NumLanes, Lane());
  const size_t Page = 4096;
  E.Opts.StackSize = alignTo(E.Opts.StackSize, Page);
  // One more wave of stacks for the lanes of whole wave mode regions.
  const unsigned NumStacks = NumLanes + W;
  if (Error Err = E.Stacks.allocate(NumStacks * E.Opts.StackSize))
    return Err;
  uint64_t LDSBytes = alignTo(E.StaticLDS, 16) + DynamicLDS;
  if (Error Err = E.LDSArena.allocate(std::max<uint64_t>(alignTo(LDSBytes, Page), Page)))
    return Err;
  if (!E.Stacks.Low || !E.LDSArena.Low)
    E.warn("no memory below 2 GiB: LDS and private pointers may not survive "
           "a round trip through 32-bit integers");
  // Guard page at the bottom of each stack.
  for (unsigned I = 0; I < NumStacks; ++I)
    mprotect(static_cast<char *>(E.Stacks.Base) + I * E.Opts.StackSize, Page,
             PROT_NONE);

  std::memset(&E.Dispatch, 0, sizeof(E.Dispatch));
  std::memset(&E.Implicit, 0, sizeof(E.Implicit));
  uint32_t B[3] = {Block.X, Block.Y, Block.Z}, G[3] = {Grid.X, Grid.Y, Grid.Z};
  for (int D = 0; D < 3; ++D) {
    E.Dispatch.WorkgroupSize[D] = static_cast<uint16_t>(B[D]);
    E.Dispatch.GridSize[D] = B[D] * G[D];
    E.Implicit.BlockCount[D] = G[D];
    E.Implicit.GroupSize[D] = static_cast<uint16_t>(B[D]);
    E.Implicit.Remainder[D] = 0;
  }
  E.Dispatch.Setup = Grid.Z > 1 || Block.Z > 1 ? 3 : (Grid.Y > 1 || Block.Y > 1 ? 2 : 1);
  E.Implicit.GridDims = E.Dispatch.Setup;
  // As HIP fills it: the kernel's static LDS plus the launch's dynamic LDS
  // (the arena also holds the padding before the dynamic part).
  E.Dispatch.GroupSegmentSize = static_cast<uint32_t>(E.StaticLDS + DynamicLDS);
  E.Dispatch.KernargAddress = reinterpret_cast<uintptr_t>(ArgBlock);

  CurEmu = &E;
  for (uint32_t Z = 0; Z < Grid.Z; ++Z)
    for (uint32_t Y = 0; Y < Grid.Y; ++Y)
      for (uint32_t X = 0; X < Grid.X; ++X) {
        E.GroupId[0] = X;
        E.GroupId[1] = Y;
        E.GroupId[2] = Z;
        if (Error Err = E.runWorkgroup(Block)) {
          CurEmu = nullptr;
          return Err;
        }
      }
  CurEmu = nullptr;
  return Error::success();
}

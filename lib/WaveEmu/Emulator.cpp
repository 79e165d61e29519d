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
/// Failed checks (MemCheck.h) end the lane that made them: its fiber is
/// never resumed, and the scheduler returns the error.  While a launch runs,
/// a signal handler turns a fault in a lane's code (its stack's guard page,
/// an access nothing checked) into an error message instead of a crash.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/WaveEmu/Emulator.h"
#include "Error.h"
#include "InstrumentImpl.h"
#include "ShflLowering/WaveEmu/MathIntrinsics.h"
#include "MemCheck.h"
#include "ShflLowering/WaveEmu/Semantics.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/ExecutionEngine/Orc/ThreadSafeModule.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include <boost/context/detail/fcontext.hpp>
#include <optional>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <sys/mman.h>
#include <unistd.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WEMU_ASAN_FIBERS 1
#endif
#endif
#if !defined(WEMU_ASAN_FIBERS) && defined(__SANITIZE_ADDRESS__)
#define WEMU_ASAN_FIBERS 1
#endif
#ifdef WEMU_ASAN_FIBERS
#include <sanitizer/common_interface_defs.h>
#endif

using namespace llvm;
using namespace wemu;
namespace ctx = boost::context::detail;

using wemu::detail::fail;

namespace {

/// One lane (work-item).
struct Lane {
  /// Yielded: stopped on the back edge of a loop that polls memory
  /// (`__wemu_yield`); still running, but letting the other waves go first.
  enum State : uint8_t { Runnable, Blocked, Yielded, Done };
  ctx::fcontext_t Ctx = nullptr;
  /// The lowest address and the size of the lane's stack (for ASan).
  const char *StackLow = nullptr;
  size_t StackSize = 0;
  /// ASan's fake stack of the lane while the scheduler runs.
  void *FakeStack = nullptr;
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
  LanePrivate Private; ///< the lane's live allocas (memory checking)
  /// Device printf: the message being gathered, and the completed ones
  /// that wait for the wave's PrintFlush.
  std::optional<wemu::detail::PrintfMessage> Printing;
  std::vector<wemu::detail::PrintfMessage> Printed;
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
  /// The module's global variables (not LDS) and their host sizes.
  StringMap<MemoryRegion> GlobalVars;

  /// Per site: the outlined region of a WholeWave site, else null.
  std::vector<uint64_t (*)(uint64_t, uint64_t, uint64_t, uint64_t)> Regions;

  // The memory checker (MemCheck.h) and the checks' outcome.
  MemChecker Checker;
  uint64_t DynamicLDSOffset = 0;
  const KernelInfo *CurKernel = nullptr;
  Dim3 CurBlock;
  bool HasFault = false;     ///< a check failed; the lane will not resume
  uint32_t FaultCheck = 0;   ///< its CheckSite
  FaultReason FaultWhy = FaultReason::Trap; ///< for __wemu_fault's faults
  bool FaultIsTrap = false;  ///< a trap: the error is a KernelTrapError
  const Lane *FaultLane = nullptr;
  CheckFailure Fault;
  Error takeFault();
  /// "workgroup (0,0,0), wave 1, lane 3 (work-item (67,0,0))".
  std::string describeLane(const Lane &L) const;

  // The running launch.
  std::vector<Lane> Lanes;
  std::vector<Lane> WholeWaveLanes; ///< one wave, on the stacks after Lanes
  LowMemory Stacks, LDSArena;
  void (*Entry)(const void *) = nullptr;
  const void *ArgBlock = nullptr; ///< the launch's copy, in KernArgs
  /// The kernel-argument segment: a copy of the caller's block, aligned as
  /// the HSA kernarg segment is (KernelInfo::ArgBlockAlign).
  std::vector<uint8_t> KernArgs;
  uint32_t GroupId[3] = {0, 0, 0};
  DispatchPacket Dispatch;
  ImplicitArgs Implicit;

  /// Prints the completed messages of lane \p L (a PrintFlush).
  void flushPrinted(Lane &L) {
    for (const wemu::detail::PrintfMessage &M : L.Printed) {
      std::string Text = wemu::detail::formatPrintf(M);
      if (Opts.OnPrint) {
        Opts.OnPrint(M.Stream, Text);
      } else {
        raw_ostream &OS = M.Stream == PrintStream::Stderr ? errs() : outs();
        OS << Text;
        OS.flush();
      }
    }
    L.Printed.clear();
  }
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

/// AddressSanitizer tracks the stack a thread runs on; the lanes run on
/// stacks of their own, so every switch between the scheduler and a lane is
/// announced to it (sanitizer/common_interface_defs.h): start before the
/// jump names the stack being entered, finish after it, on the new stack.  A
/// lane that ends for good passes no fake-stack slot, so ASan drops its fake
/// stack.  Without ASan these are empty.
namespace {
struct SchedulerStack {
  const void *Low = nullptr;
  size_t Size = 0;
  void *FakeStack = nullptr;
};
SchedulerStack Sched;

/// On the scheduler's stack, before it resumes \p L.
inline void fiberEnterLane(const Lane &L) {
#ifdef WEMU_ASAN_FIBERS
  __sanitizer_start_switch_fiber(&Sched.FakeStack, L.StackLow, L.StackSize);
#else
  (void)L;
#endif
}

/// On the scheduler's stack, after the lane went back to it.
inline void fiberBackInScheduler() {
#ifdef WEMU_ASAN_FIBERS
  __sanitizer_finish_switch_fiber(Sched.FakeStack, nullptr, nullptr);
#endif
}

/// On \p L's stack, before it goes back to the scheduler; \p Final when the
/// lane is never resumed.
inline void fiberLeaveLane(Lane &L, bool Final) {
#ifdef WEMU_ASAN_FIBERS
  __sanitizer_start_switch_fiber(Final ? nullptr : &L.FakeStack, Sched.Low,
                                 Sched.Size);
#else
  (void)L;
  (void)Final;
#endif
}

/// On \p L's stack, once the scheduler resumed it: the scheduler's stack is
/// the one left.
inline void fiberInLane(Lane &L) {
#ifdef WEMU_ASAN_FIBERS
  __sanitizer_finish_switch_fiber(L.FakeStack, &Sched.Low, &Sched.Size);
#else
  (void)L;
#endif
}
} // namespace

extern "C" {

/// Sets the thread-frontier key of the current lane at \p Site.
static void setKey(Lane *L, uint32_t Site, const uint32_t *Iters) {
  const SiteInfo &S = CurEmu->Sites[Site];
  L->Site = Site;
  L->Key.clear();
  for (const SiteLoop &SL : S.Loops) {
    L->Key.push_back(SL.HeaderOrder);
    L->Key.push_back(Iters[SL.CounterIndex]);
  }
  L->Key.push_back(S.Order);
}

static uint64_t wemuCrossLane(uint32_t Site, const uint32_t *Iters, uint64_t A0,
                              uint64_t A1, uint64_t A2, uint64_t A3) {
  Lane *L = CurLane;
  setKey(L, Site, Iters);
  L->Ops = LaneOperands{{A0, A1, A2, A3}};
  L->St = Lane::Blocked;
  fiberLeaveLane(*L, /*Final=*/false);
  ctx::transfer_t Back = ctx::jump_fcontext(SchedCtx, nullptr);
  fiberInLane(*L);
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

static void wemuYield(uint32_t Site, const uint32_t *Iters) {
  Lane *L = CurLane;
  setKey(L, Site, Iters);
  L->St = Lane::Yielded;
  fiberLeaveLane(*L, /*Final=*/false);
  ctx::transfer_t Back = ctx::jump_fcontext(SchedCtx, nullptr);
  fiberInLane(*L);
  SchedCtx = Back.fctx;
}

/// OCKL's printf calls (Printf.cpp): the lane gathers its message; `last`
/// completes it, for the PrintFlush site that follows.
static uint64_t wemuPrintfBegin(uint32_t Stream) {
  CurLane->Printing.emplace();
  CurLane->Printing->Stream =
      Stream == uint32_t(PrintStream::Stderr) ? PrintStream::Stderr : PrintStream::Stdout;
  return 1; // a descriptor; the lane's state is the message
}

static uint64_t completePrintf(uint32_t Last) {
  Lane *L = CurLane;
  if (Last && L->Printing) {
    L->Printed.push_back(std::move(*L->Printing));
    L->Printing.reset();
  }
  return 0;
}

static uint64_t wemuPrintfArgs(uint64_t, uint32_t N, uint64_t A0, uint64_t A1,
                               uint64_t A2, uint64_t A3, uint64_t A4, uint64_t A5,
                               uint64_t A6, uint32_t Last) {
  if (std::optional<wemu::detail::PrintfMessage> &M = CurLane->Printing) {
    const uint64_t A[7] = {A0, A1, A2, A3, A4, A5, A6};
    for (uint32_t I = 0; I < std::min<uint32_t>(N, 7); ++I) {
      wemu::detail::PrintfElement E;
      E.Value = A[I];
      M->Elements.push_back(std::move(E));
    }
  }
  return completePrintf(Last);
}

static uint64_t wemuPrintfString(uint64_t, const char *Str, uint64_t Len,
                                 uint32_t Last) {
  if (std::optional<wemu::detail::PrintfMessage> &M = CurLane->Printing) {
    wemu::detail::PrintfElement E;
    E.IsString = true;
    E.Null = !Str;
    // OCKL sends Len bytes, the terminating zero included.
    if (Str)
      E.Text.assign(Str, strnlen(Str, Len));
    M->Elements.push_back(std::move(E));
  }
  return completePrintf(Last);
}

static uint32_t wemuMbcnt(uint32_t Hi, uint32_t Mask, uint32_t Acc) {
  return mbcnt(Hi != 0, CurLane->LaneInWave, Mask, Acc);
}

/// Ends the current lane after the failed check \p Check (CurEmu->Fault
/// says what failed): the launch returns the error, and the lane's fiber is
/// never resumed.
[[noreturn]] static void stopLane(uint32_t Check) {
  Emulator::Impl &E = *CurEmu;
  E.HasFault = true;
  E.FaultCheck = Check;
  E.FaultLane = CurLane;
  CurLane->St = Lane::Done;
  fiberLeaveLane(*CurLane, /*Final=*/true);
  ctx::jump_fcontext(SchedCtx, nullptr);
  __builtin_unreachable();
}

static void wemuMem(uint32_t Check, const void *Addr, uint64_t Size) {
  Emulator::Impl &E = *CurEmu;
  if (!E.Checker.access(Check, reinterpret_cast<uintptr_t>(Addr), Size,
                        CurLane->Private, E.Fault))
    stopLane(Check);
}

static void wemuAlloca(uint32_t Check, const void *Addr, uint64_t Size) {
  Emulator::Impl &E = *CurEmu;
  if (!E.Checker.allocate(Check, reinterpret_cast<uintptr_t>(Addr), Size,
                          CurLane->Private, E.Fault))
    stopLane(Check);
}

static uint64_t wemuPrivateMark() { return CurLane->Private.Allocs.size(); }

static void wemuPrivateRelease(uint64_t Mark) {
  MemChecker::release(CurLane->Private, Mark);
}

static void wemuPrivateRestore(const void *SP) {
  MemChecker::restore(CurLane->Private, reinterpret_cast<uintptr_t>(SP));
}

static void wemuFault(uint32_t Check, uint32_t Reason) {
  Emulator::Impl &E = *CurEmu;
  E.FaultWhy = static_cast<FaultReason>(Reason);
  E.FaultIsTrap = E.FaultWhy == FaultReason::Trap || E.FaultWhy == FaultReason::AssertTrap;
  const CheckSite &S = E.Checker.Sites[Check];
  switch (static_cast<FaultReason>(Reason)) {
  case FaultReason::DivideByZero:
  case FaultReason::DivideOverflow:
    E.Fault.Headline =
        (static_cast<FaultReason>(Reason) == FaultReason::DivideByZero
             ? "integer division by zero: "
             : "signed integer division overflow (the minimum value by -1): ") +
        S.What;
    E.Fault.Detail = "AMDGPU has no divide trap and gives a meaningless result; "
                     "the emulator stops (the host would trap)";
    break;
  case FaultReason::Trap:
    E.Fault.Headline = "trap: " + S.What;
    E.Fault.Detail = "on AMDGPU, s_trap aborts the dispatch";
    break;
  case FaultReason::AssertTrap:
    E.Fault.Headline = "device-side assert triggered";
    E.Fault.Detail = "the failed assert's message is printed above; CUDA "
                     "reports cudaErrorAssert";
    break;
  case FaultReason::Unreachable:
    E.Fault.Headline = "reached 'unreachable' (undefined behaviour)";
    E.Fault.Detail.clear();
    break;
  }
  stopLane(Check);
}

} // extern "C"

std::string Emulator::Impl::describeLane(const Lane &L) const {
  uint64_t Flat = L.Tid[0] + uint64_t(L.Tid[1]) * CurBlock.X +
                  uint64_t(L.Tid[2]) * CurBlock.X * CurBlock.Y;
  return ("workgroup (" + Twine(GroupId[0]) + "," + Twine(GroupId[1]) + "," +
          Twine(GroupId[2]) + "), wave " + Twine(Flat / T.WaveSize) + ", lane " +
          Twine(L.LaneInWave) + " (work-item (" + Twine(L.Tid[0]) + "," +
          Twine(L.Tid[1]) + "," + Twine(L.Tid[2]) + ")" +
          (L.InactiveInWWM ? ", inactive, in whole wave mode"
           : L.Region      ? ", in whole wave mode"
                           : "") +
          ")")
      .str();
}

Error Emulator::Impl::takeFault() {
  HasFault = false;
  const CheckSite &S = Checker.Sites[FaultCheck];
  std::string Msg = Fault.Headline + " in kernel '" + CurKernel->Name + "'\n  at " +
                    S.Where + "\n  by " + describeLane(*FaultLane) +
                    (Fault.Detail.empty() ? "" : "\n  " + Fault.Detail);
  if (FaultIsTrap) {
    FaultIsTrap = false;
    return make_error<KernelTrapError>(FaultWhy == FaultReason::AssertTrap
                                           ? KernelTrapError::Assert
                                           : KernelTrapError::Trap,
                                       std::move(Msg));
  }
  return fail(Msg);
}

char KernelTrapError::ID;

void KernelTrapError::log(raw_ostream &OS) const { OS << Message; }

std::error_code KernelTrapError::convertToErrorCode() const {
  return inconvertibleErrorCode();
}

static void laneMain(ctx::transfer_t T) {
  SchedCtx = T.fctx;
  Lane *L = static_cast<Lane *>(T.data);
  fiberInLane(*L);
  L->Private.reset();
  if (L->Region)
    L->Result = L->Region(L->Ops.A[0], L->Ops.A[1], L->Ops.A[2], L->Ops.A[3]);
  else
    CurEmu->Entry(CurEmu->ArgBlock);
  L->St = Lane::Done;
  fiberLeaveLane(*L, /*Final=*/true);
  ctx::jump_fcontext(SchedCtx, nullptr);
  __builtin_unreachable();
}

/// Set while a lane runs (for the signal handler).
static volatile sig_atomic_t InLane;

static void resume(Lane &L) {
  CurLane = &L;
  InLane = 1;
  fiberEnterLane(L);
  ctx::transfer_t T = ctx::jump_fcontext(L.Ctx, &L);
  fiberBackInScheduler();
  InLane = 0;
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
/// a polling loop and no group comes before it (then \p Spinning is set,
/// and the caller lets the other waves run before it calls again).  Lanes
/// that yielded are still running, at their loop's header: a group that
/// comes after the loop in the thread-frontier order (lanes waiting at its
/// exit) executes only once they leave it, as on the hardware, where the
/// loop runs until its last lane exits; a group before it (lanes in a branch
/// that the order runs first) executes.
Error Emulator::Impl::runLanes(Lane *Ls, bool &AtBarrier, bool &Spinning) {
  const unsigned W = T.WaveSize;
  LaneOperands In[64];
  uint64_t Out[64];
  AtBarrier = false;
  while (true) {
    Spinning = false;
    for (unsigned I = 0; I < W; ++I)
      if (Ls[I].St == Lane::Runnable) {
        resume(Ls[I]);
        if (HasFault)
          return takeFault();
      }
    // The group with the smallest key, and the first lane that yielded.
    const Lane *Min = nullptr, *FirstYield = nullptr;
    for (unsigned I = 0; I < W; ++I) {
      if (Ls[I].St == Lane::Blocked && (!Min || Ls[I].Key < Min->Key))
        Min = &Ls[I];
      if (Ls[I].St == Lane::Yielded &&
          (!FirstYield || Ls[I].Key < FirstYield->Key))
        FirstYield = &Ls[I];
    }
    if (FirstYield) {
      for (unsigned I = 0; I < W; ++I)
        if (Ls[I].St == Lane::Yielded)
          Ls[I].St = Lane::Runnable;
      Spinning = true;
      if (!Min || !(Min->Key < FirstYield->Key) ||
          Sites[Min->Site].Op == XLaneOp::SBarrier)
        return Error::success();
    }
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
    if (S.Op == XLaneOp::PrintFlush) {
      for (unsigned I = 0; I < W; ++I)
        if ((Exec >> I) & 1) {
          flushPrinted(Ls[I]);
          Ls[I].Result = 0;
          Ls[I].St = Lane::Runnable;
        }
      continue;
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
    L.StackLow = Stacks0 + I * StackSize;
    L.StackSize = StackSize;
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
    L.StackLow = Top - StackSize;
    L.StackSize = StackSize;
    L.FakeStack = nullptr;
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
// Faults in a lane's code
//===----------------------------------------------------------------------===//

namespace {
constexpr int LaneSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP};
struct sigaction OldActions[std::size(LaneSignals)];
stack_t OldAltStack;
alignas(16) char AltStack[64 * 1024];
} // namespace

/// A signal raised while a lane runs is the kernel's fault (the checks
/// catch what they can before it happens): print what happened, where, and
/// exit with status 1.  The lane's stack may be exhausted, so this runs on
/// its own stack and formats with snprintf only.  Any other signal goes to
/// the handler that was there before (LLVM's crash report).
static void onLaneSignal(int Sig, siginfo_t *Info, void *) {
  Emulator::Impl *E = CurEmu;
  const Lane *L = CurLane;
  if (!InLane || !E || !L) {
    for (size_t K = 0; K < std::size(LaneSignals); ++K)
      if (LaneSignals[K] == Sig)
        sigaction(Sig, &OldActions[K], nullptr);
    return; // the faulting instruction runs again, under that handler
  }
  const uintptr_t A = reinterpret_cast<uintptr_t>(Info->si_addr);
  const uintptr_t Base = reinterpret_cast<uintptr_t>(E->Stacks.Base);
  const size_t StackSize = E->Opts.StackSize;
  const bool Memory = Sig == SIGSEGV || Sig == SIGBUS;
  // Each stack's lowest page is its guard page.
  const bool Guard = Memory && A >= Base && A - Base < E->Stacks.Size &&
                     (A - Base) % StackSize < 4096;
  const unsigned long long Flat =
      L->Tid[0] + uint64_t(L->Tid[1]) * E->CurBlock.X +
      uint64_t(L->Tid[2]) * E->CurBlock.X * E->CurBlock.Y;
  char What[160], Hint[256], Msg[1024];
  if (Guard) {
    snprintf(What, sizeof(What), "stack overflow");
    snprintf(Hint, sizeof(Hint),
             "the lane used all of its %zu KiB of stack (a large private array "
             "or deep recursion?); give lanes more with --stack-size=KiB",
             StackSize / 1024);
  } else if (Memory) {
    snprintf(What, sizeof(What), "invalid memory access at address 0x%lx",
             static_cast<unsigned long>(A));
    snprintf(Hint, sizeof(Hint), "%s",
             E->Opts.MemCheck
                 ? "the memory checker does not check this kind of access "
                   "(docs/wave-emu.md, \"Memory checking\")"
                 : "memory checking is off (--no-memcheck); with it on, the "
                   "access is reported with its source location and buffer");
  } else {
    snprintf(What, sizeof(What), "%s",
             Sig == SIGFPE ? "arithmetic exception" : "illegal instruction or trap");
    snprintf(Hint, sizeof(Hint), "signal %d in the kernel's code", Sig);
  }
  int N = snprintf(Msg, sizeof(Msg),
                   "wave-emu: error: %s in kernel '%s'\n  by workgroup (%u,%u,%u), "
                   "wave %llu, lane %u (work-item (%u,%u,%u))\n  %s\n",
                   What, E->CurKernel ? E->CurKernel->Name.c_str() : "?",
                   E->GroupId[0], E->GroupId[1], E->GroupId[2], Flat / E->T.WaveSize,
                   L->LaneInWave, L->Tid[0], L->Tid[1], L->Tid[2], Hint);
  if (N > 0) {
    ssize_t R = write(2, Msg, std::min<size_t>(N, sizeof(Msg) - 1));
    (void)R;
  }
  _exit(1);
}

namespace {
/// Installs onLaneSignal (on an alternate stack) for the life of a launch.
struct LaneSignalScope {
  LaneSignalScope() {
    stack_t SS = {};
    SS.ss_sp = AltStack;
    SS.ss_size = sizeof(AltStack);
    sigaltstack(&SS, &OldAltStack);
    struct sigaction SA = {};
    SA.sa_sigaction = onLaneSignal;
    SA.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&SA.sa_mask);
    for (size_t K = 0; K < std::size(LaneSignals); ++K)
      sigaction(LaneSignals[K], &SA, &OldActions[K]);
  }
  ~LaneSignalScope() {
    for (size_t K = 0; K < std::size(LaneSignals); ++K)
      sigaction(LaneSignals[K], &OldActions[K], nullptr);
    sigaltstack(&OldAltStack, nullptr);
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Emulator
//===----------------------------------------------------------------------===//

Emulator::Emulator(std::unique_ptr<Impl> I) : P(std::move(I)) {}
Emulator::~Emulator() = default;

const GPUTarget &Emulator::target() const { return P->T; }
const std::vector<KernelInfo> &Emulator::kernels() const { return P->Kernels; }
uint64_t Emulator::numCrossLaneOps() const { return P->NumOps; }

Expected<MemoryRegion> Emulator::global(StringRef Name) const {
  auto It = P->GlobalVars.find(Name);
  if (It == P->GlobalVars.end())
    return fail("the module has no global variable '" + Name + "'");
  Expected<orc::ExecutorAddr> A = P->JIT->lookup(Name);
  if (!A)
    return A.takeError();
  MemoryRegion R = It->second;
  R.Base = A->toPtr<const void *>();
  return R;
}

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
  if (Opts.StackSize < MinStackSize || Opts.StackSize > MaxStackSize)
    return fail("a lane stack of " + Twine(Opts.StackSize / 1024) +
                " KiB is not reasonable: give " + Twine(MinStackSize / 1024) +
                " to " + Twine(MaxStackSize / 1024) + " KiB");
  auto I = std::make_unique<Impl>();
  I->T = T;
  I->Opts = std::move(Opts);

  auto JIT = orc::LLJITBuilder().create();
  if (!JIT)
    return JIT.takeError();
  I->JIT = std::move(*JIT);
  orc::LLJIT &J = *I->JIT;

  Expected<PreparedModule> PM = prepareModule(
      std::move(M), T, J.getTargetTriple(), J.getDataLayout(), I->Opts.MemCheck);
  if (!PM)
    return PM.takeError();
  I->Sites = std::move(PM->Sites);
  I->Regions.assign(I->Sites.size(), nullptr);
  I->Kernels = std::move(PM->Kernels);
  I->StaticLDS = PM->StaticLDSSize;
  I->DynamicLDSOffset = PM->DynamicLDSOffset;
  I->Checker.Sites = std::move(PM->Checks);
  I->Checker.LDSVariables = std::move(PM->LDSVariables);
  I->Checker.Limits = T.limits();
  I->Checker.TargetName = T.describe();
  std::vector<MemoryRegion> Globals = std::move(PM->Globals);
  for (GlobalVariable &GV : PM->M->globals())
    if (!GV.isDeclaration() && !GV.getName().starts_with("__wemu") &&
        !GV.getName().starts_with("llvm.")) {
      // __constant__ variables are constant for the kernels (the memory
      // checker's globals say so) but the host writes them between
      // launches, so the JIT must not place them in read-only memory.
      if (GV.isExternallyInitialized())
        GV.setConstant(false);
      MemoryRegion &R = I->GlobalVars[GV.getName()];
      R.Name = "global '@" + GV.getName().str() + "'";
      R.Size = PM->M->getDataLayout().getTypeAllocSize(GV.getValueType());
      R.ReadOnly = GV.isConstant();
    }
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
  Add(wemu::detail::PrintfBeginName, reinterpret_cast<void *>(&wemuPrintfBegin));
  Add(wemu::detail::PrintfArgsName, reinterpret_cast<void *>(&wemuPrintfArgs));
  Add(wemu::detail::PrintfStringName, reinterpret_cast<void *>(&wemuPrintfString));
  Add("__wemu_mem", reinterpret_cast<void *>(&wemuMem));
  Add("__wemu_alloca", reinterpret_cast<void *>(&wemuAlloca));
  Add("__wemu_fault", reinterpret_cast<void *>(&wemuFault));
  Add("__wemu_private_mark", reinterpret_cast<void *>(&wemuPrivateMark));
  Add("__wemu_private_release", reinterpret_cast<void *>(&wemuPrivateRelease));
  Add("__wemu_private_restore", reinterpret_cast<void *>(&wemuPrivateRestore));
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
  if (I->Opts.MemCheck) {
    // Where the JIT put the module's globals: the table insertChecks made.
    Expected<orc::ExecutorAddr> A = J.lookup(GlobalsTableName);
    if (!A)
      return A.takeError();
    struct Entry {
      const void *Base;
      uint64_t Size;
    };
    const Entry *Table = A->toPtr<const Entry *>();
    for (size_t K = 0; K < Globals.size(); ++K)
      Globals[K].Base = Table[K].Base;
    I->Checker.Globals = std::move(Globals);
    if (Expected<orc::ExecutorAddr> C = J.lookup(CheckCacheName))
      I->Checker.Cache = C->toPtr<uint64_t (*)[2]>();
    else
      consumeError(C.takeError()); // no access uses it
  }
  return std::unique_ptr<Emulator>(new Emulator(std::move(I)));
}

/// The target's limits (GPUTarget::limits) and the emulator's own.
static Error checkLimits(const Emulator::Impl &E, const KernelInfo &K, Dim3 Grid,
                         Dim3 Block, uint64_t DynamicLDS) {
  const TargetLimits L = E.T.limits();
  const std::string Target = E.T.describe();
  uint32_t B[3] = {Block.X, Block.Y, Block.Z}, G[3] = {Grid.X, Grid.Y, Grid.Z};
  for (int D = 0; D < 3; ++D)
    if (uint64_t(B[D]) * G[D] > UINT32_MAX)
      return fail("the grid has " + Twine(uint64_t(B[D]) * G[D]) +
                  " work-items in dimension " + Twine("xyz"[D]) +
                  "; the dispatch packet's grid size is 32 bits");
  const uint64_t LDS = K.StaticLDS + DynamicLDS;
  if (LDS && !L.LDSPerWorkgroup)
    return fail(E.T.CPU + " has no LDS, but the launch asks for " + Twine(LDS) +
                " bytes");
  if (LDS > L.LDSPerWorkgroup)
    return fail("kernel '" + K.Name + "' needs " + Twine(LDS) +
                " bytes of LDS per workgroup (" + Twine(K.StaticLDS) + " static + " +
                Twine(DynamicLDS) + " dynamic), more than the " +
                Twine(L.LDSPerWorkgroup) + " bytes a workgroup has on " + E.T.CPU);
  if (L.PrivatePerLane && K.StaticPrivate > L.PrivatePerLane)
    return fail("kernel '" + K.Name + "' has " + Twine(K.StaticPrivate) +
                " bytes of private memory per lane (its allocas), more than the " +
                Twine(L.PrivatePerLane) + " bytes a lane has on " + Target);
  if (K.StaticPrivate + MinStackSize > E.Opts.StackSize)
    return fail("kernel '" + K.Name + "' has " + Twine(K.StaticPrivate) +
                " bytes of private memory per lane (its allocas), more than a "
                "lane stack of " + Twine(E.Opts.StackSize / 1024) +
                " KiB holds; give lanes at least " +
                Twine(alignTo(K.StaticPrivate + MinStackSize, 1024) / 1024) +
                " KiB (--stack-size)");
  return Error::success();
}

Error Emulator::launch(const KernelInfo &K, Dim3 Grid, Dim3 Block,
                       const void *ArgBlock, ArrayRef<MemoryRegion> Buffers,
                       uint32_t DynamicLDS) {
  Impl &E = *P;
  const unsigned W = E.T.WaveSize;
  if (Block.count() == 0 || Grid.count() == 0)
    return fail("empty grid or block");
  if (Block.count() > 1024)
    return fail("a workgroup has at most 1024 work-items (got " +
                Twine(Block.count()) + ")");
  if (Block.X > 0xffff || Block.Y > 0xffff || Block.Z > 0xffff)
    return fail("block dimensions must fit 16 bits");
  if (Error Err = checkLimits(E, K, Grid, Block, DynamicLDS))
    return Err;
  Expected<orc::ExecutorAddr> Addr = E.JIT->lookup(K.Entry);
  if (!Addr)
    return Addr.takeError();
  E.Entry = Addr->toPtr<void (*)(const void *)>();
  // The caller's block may have any alignment; the segment has the
  // kernel's (byref parameters and the memory checker rely on it).
  E.KernArgs.assign(K.ArgBlockSize + K.ArgBlockAlign, 0);
  uint8_t *Segment = reinterpret_cast<uint8_t *>(
      alignTo(reinterpret_cast<uintptr_t>(E.KernArgs.data()), K.ArgBlockAlign));
  if (K.ArgBlockSize)
    std::memcpy(Segment, ArgBlock, K.ArgBlockSize);
  ArgBlock = E.ArgBlock = Segment;

  const unsigned NumLanes = ((Block.count() + W - 1) / W) * W;
  E.Lanes.assign(NumLanes, Lane());
  const size_t Page = 4096;
  E.Opts.StackSize = alignTo(E.Opts.StackSize, Page);
  // One more wave of stacks for the lanes of whole wave mode regions.
  const unsigned NumStacks = NumLanes + W;
  if (Error Err = E.Stacks.allocate(NumStacks * E.Opts.StackSize))
    return Err;
  uint64_t LDSBytes = E.DynamicLDSOffset + DynamicLDS;
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

  E.CurKernel = &K;
  E.CurBlock = Block;
  E.HasFault = false;
  const MemoryRegion LaunchRegions[] = {
      {"the kernel arguments", ArgBlock, K.ArgBlockSize, true, ""},
      {"the dispatch packet", &E.Dispatch, sizeof(E.Dispatch), true, ""},
      {"the implicit kernel arguments", &E.Implicit, sizeof(E.Implicit), true, ""},
  };
  E.Checker.beginLaunch(Buffers, LaunchRegions,
                        reinterpret_cast<uintptr_t>(E.LDSArena.Base), LDSBytes,
                        DynamicLDS);
  LaneSignalScope Signals;
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

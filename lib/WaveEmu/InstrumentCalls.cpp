//===- InstrumentCalls.cpp - Intrinsic calls into runtime calls -----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Step 2 of Instrument.h.  The thread-frontier order of cross-lane sites
/// comes from a topological order of the CFG in which every natural loop is
/// contiguous (its header first), so that lanes still inside a branch or a
/// loop always run before lanes waiting at its join or exit.  A site's
/// run-time key is (header order, iteration) for each enclosing loop,
/// outermost first, followed by the site's own order; the scheduler releases
/// the smallest key first and groups lanes whose keys are equal.
///
//===----------------------------------------------------------------------===//

#include "InstrumentImpl.h"
#include "ShflLowering/Semantics/WarpIntrinsicTable.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace wemu;
using namespace wemu::detail;

namespace {

//===----------------------------------------------------------------------===//
// Step 1: the loop-contiguous block order
//===----------------------------------------------------------------------===//


/// Orders the blocks of a function topologically (ignoring back edges) with
/// every loop's blocks contiguous.
class BlockOrder {
public:
  BlockOrder(Function &F, LoopInfo &LI) : F(F), LI(LI) {}

  Error run() { return orderRegion(nullptr, &F.getEntryBlock()); }
  const std::vector<BasicBlock *> &blocks() const { return Order; }

private:
  /// A node of a region: a block directly in it or one of its subloops.
  using Node = PointerUnion<BasicBlock *, Loop *>;

  Node nodeOf(Loop *R, BasicBlock *BB) const {
    Loop *L = LI.getLoopFor(BB);
    if (L == R)
      return BB;
    while (L && L->getParentLoop() != R)
      L = L->getParentLoop();
    if (!L)
      return Node(); // outside the region
    return L;
  }

  Error orderRegion(Loop *R, BasicBlock *Entry) {
    DenseMap<Node, int> Color; // 1 = on the DFS stack, 2 = done
    std::vector<Node> Post;
    struct Frame {
      Node N;
      SmallVector<Node, 8> Succs;
      unsigned Next = 0;
    };
    auto succsOf = [&](Node N) {
      SmallVector<Node, 8> Out;
      SmallVector<BasicBlock *, 8> Blocks;
      if (auto *BB = dyn_cast<BasicBlock *>(N))
        Blocks.push_back(BB);
      else
        Blocks.append(cast<Loop *>(N)->block_begin(), cast<Loop *>(N)->block_end());
      for (BasicBlock *BB : Blocks)
        for (BasicBlock *S : successors(BB)) {
          if (R && S == R->getHeader())
            continue; // back edge of the region's loop
          Node SN = nodeOf(R, S);
          if (SN.isNull() || SN == N)
            continue;
          if (!is_contained(Out, SN))
            Out.push_back(SN);
        }
      return Out;
    };
    std::vector<Frame> Stack;
    Node Start = nodeOf(R, Entry);
    Stack.push_back({Start, succsOf(Start)});
    Color[Start] = 1;
    while (!Stack.empty()) {
      Frame &Top = Stack.back();
      if (Top.Next == Top.Succs.size()) {
        Color[Top.N] = 2;
        Post.push_back(Top.N);
        Stack.pop_back();
        continue;
      }
      Node S = Top.Succs[Top.Next++];
      int &C = Color[S];
      if (C == 1) {
        BasicBlock *BB = isa<BasicBlock *>(S) ? cast<BasicBlock *>(S)
                                               : cast<Loop *>(S)->getHeader();
        return fail("function '" + F.getName() +
                    "' has irreducible control flow (a cycle through block '%" +
                    BB->getName() + "' that is not a natural loop); run "
                    "'opt -passes=fix-irreducible' first");
      }
      if (C == 2)
        continue;
      C = 1;
      Stack.push_back({S, succsOf(S)});
    }
    for (Node N : reverse(Post)) {
      if (auto *BB = dyn_cast<BasicBlock *>(N)) {
        Order.push_back(BB);
        continue;
      }
      Loop *L = cast<Loop *>(N);
      if (Error E = orderRegion(L, L->getHeader()))
        return E;
    }
    return Error::success();
  }

  Function &F;
  LoopInfo &LI;
  std::vector<BasicBlock *> Order;
};

/// True for a memory access that another wave can be waiting on or
/// signalling through: atomics and volatile accesses.
static bool isSyncAccess(const Instruction &I) {
  if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I))
    return true;
  if (auto *L = dyn_cast<LoadInst>(&I))
    return L->isVolatile() || L->isAtomic();
  if (auto *S = dyn_cast<StoreInst>(&I))
    return S->isVolatile() || S->isAtomic();
  return false;
}

/// Waves that spin on memory (a multi-warp barrier of cooperative groups,
/// a flag another wave sets) would keep their fiber forever: a lane runs
/// until it reaches a cross-lane site.  Each loop whose body has an atomic
/// or volatile access therefore calls `@__wemu_yield` on its back edges, so
/// that the scheduler can run the other waves before the next iteration.
static SmallVector<Loop *, 4> spinLoops(Function &F, const LoopInfo &LI) {
  SmallSetVector<Loop *, 4> Spinning;
  for (Instruction &I : instructions(F))
    if (isSyncAccess(I))
      if (Loop *L = LI.getLoopFor(I.getParent()))
        Spinning.insert(L);
  return SmallVector<Loop *, 4>(Spinning.begin(), Spinning.end());
}

class Instrumenter {
public:
  Instrumenter(Module &M, const GPUTarget &T, std::vector<SiteInfo> &Sites)
      : M(M), T(T), DL(M.getDataLayout()), Ctx(M.getContext()), Sites(Sites),
        // AMDGPU allocas live in the private address space whatever the
        // module's data layout says; hgpu has only the data layout's.
        PrivateAS(T.isHGPU() ? DL.getAllocaAddrSpace() : AMDGPUPrivateAS) {}

  Error run() {
    createRuntimeDecls();
    return forEachDefinedFunction(M, [&](Function &F) { return runOnFunction(F); });
  }

private:
  void createRuntimeDecls() {
    Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
    PointerType *PrivPtr = PointerType::get(Ctx, PrivateAS);
    XL = M.getOrInsertFunction(
        "__wemu_xl", FunctionType::get(I64, {I32, PrivPtr, I64, I64, I64, I64},
                                       false));
    Q = queryFunction(M);
    Mbcnt = M.getOrInsertFunction("__wemu_mbcnt",
                                  FunctionType::get(I32, {I32, I32, I32}, false));
    Yield = M.getOrInsertFunction(
        "__wemu_yield",
        FunctionType::get(Type::getVoidTy(Ctx), {I32, PrivPtr}, false));
    for (FunctionCallee C : {XL, Q, Mbcnt, Yield})
      cast<Function>(C.getCallee())->addFnAttr(Attribute::NoUnwind);
    cast<Function>(XL.getCallee())->addFnAttr(Attribute::Convergent);
  }

  Expected<Value *> toI64(IRBuilder<> &B, Value *V) { return valueToI64(B, DL, V); }
  Value *fromI64(IRBuilder<> &B, Value *V, Type *Ty) { return valueFromI64(B, DL, V, Ty); }

  Error runOnFunction(Function &F) {
    // The calls to rewrite, found before anything changes.
    SmallVector<std::pair<CallInst *, const IntrinsicRule *>, 16> Calls;
    std::string Errors;
    for (Instruction &I : instructions(F)) {
      auto *CI = dyn_cast<CallInst>(&I);
      if (!CI)
        continue;
      Function *Callee = CI->getCalledFunction();
      if (!Callee) {
        if (CI->isInlineAsm())
          Errors += "inline assembly cannot run on the host, in " +
                    describeLocation(I) + "\n";
        continue;
      }
      StringRef Name = Callee->getName();
      if (Name == WholeWaveMarker) {
        Calls.push_back({CI, &WholeWaveRule});
        continue;
      }
      if (Name == PrintFlushMarker) {
        Calls.push_back({CI, &PrintFlushRule});
        continue;
      }
      if (Name.starts_with("__wemu_"))
        continue;
      if (Name.starts_with(hgpuIntrinsicPrefix())) {
        Expected<const IntrinsicRule *> R = checkHGPUIntrinsic(*Callee);
        if (!R)
          Errors += toString(R.takeError()) + ", in " + describeLocation(I) + "\n";
        else
          Calls.push_back({CI, *R});
        continue;
      }
      if (Name.starts_with("llvm.amdgcn.") && T.isHGPU()) {
        Errors += "AMDGPU intrinsic '" + Name.str() + "' cannot run on " +
                  T.CPU + " (an hgpu subtarget), in " + describeLocation(I) +
                  "\n";
        continue;
      }
      if (Name.starts_with("llvm.amdgcn.")) {
        const IntrinsicRule *R = findRule(Name);
        if (!R) {
          Errors += "unsupported AMDGPU intrinsic '" + Name.str() +
                    "' (not modelled by wave-emu), in " + describeLocation(I) +
                    "\n";
          continue;
        }
        Calls.push_back({CI, R});
        continue;
      }
      if (isOtherTargetIntrinsic(Name)) {
        Errors += "target intrinsic '" + Name.str() +
                  "' cannot run on the emulated " + T.archName().str() +
                  ", in " + describeLocation(I) + "\n";
        continue;
      }
      if (Callee->isDeclaration() && !Callee->isIntrinsic())
        Errors += "call to undefined function '" + Name.str() + "', in " +
                  describeLocation(I) + "\n";
    }
    if (!Errors.empty())
      return fail(StringRef(Errors).rtrim());

    DominatorTree DT(F);
    LoopInfo LI(DT);
    SmallVector<Loop *, 4> SpinLoops = spinLoops(F, LI);
    if (Calls.empty() && SpinLoops.empty())
      return Error::success();
    BlockOrder BO(F, LI);
    bool HasSites = any_of(Calls, [](auto &P) {
      return P.second->H == Handling::CrossLane || P.second->H == Handling::ICmp ||
             P.second->H == Handling::FCmp;
    });
    if (Error E = BO.run()) {
      if (HasSites)
        return E;
      // Yields alone need no order: without a site there is nothing to
      // order them against.
      consumeError(std::move(E));
    }
    DenseMap<BasicBlock *, uint64_t> BlockNum;
    for (BasicBlock *BB : BO.blocks())
      BlockNum[BB] = BlockNum.size() + 1;
    auto orderOf = [&](Instruction *I) -> uint64_t {
      auto It = BlockNum.find(I->getParent());
      if (It == BlockNum.end())
        return ~0ull >> 1; // unreachable
      uint64_t Pos = 1;
      for (Instruction &J : *I->getParent()) {
        if (&J == I)
          break;
        ++Pos;
      }
      return (It->second << 24) | Pos;
    };

    // Loops that contain a site get an iteration counter.
    DenseMap<Loop *, unsigned> Counter;
    for (auto &[CI, R] : Calls) {
      if (R->H != Handling::CrossLane && R->H != Handling::ICmp &&
          R->H != Handling::FCmp)
        continue;
      for (Loop *L = LI.getLoopFor(CI->getParent()); L; L = L->getParentLoop())
        Counter.try_emplace(L, Counter.size());
    }
    Value *Iters = ConstantPointerNull::get(PointerType::get(Ctx, PrivateAS));
    if (!Counter.empty()) {
      IRBuilder<> B(&*F.getEntryBlock().getFirstInsertionPt());
      Iters = B.Insert(new AllocaInst(ArrayType::get(B.getInt32Ty(), Counter.size()),
                                      PrivateAS, nullptr, Align(4)),
                       "wemu.iters");
      for (auto &[L, Idx] : Counter) {
        BasicBlock *H = L->getHeader();
        for (BasicBlock *P : predecessors(H)) {
          IRBuilder<> PB(P->getTerminator());
          Value *Slot = PB.CreateConstInBoundsGEP2_32(
              cast<AllocaInst>(Iters)->getAllocatedType(), Iters, 0, Idx,
              "wemu.iter.slot");
          if (L->contains(P)) {
            Value *Old = PB.CreateLoad(PB.getInt32Ty(), Slot, "wemu.iter");
            PB.CreateStore(PB.CreateAdd(Old, PB.getInt32(1), "wemu.iter.next"),
                           Slot);
          } else {
            PB.CreateStore(PB.getInt32(0), Slot);
          }
        }
      }
    }

    // A lane that yields on the back edge of a spin loop stands at the
    // loop's header, in the next iteration: lanes blocked before the loop
    // in the order go first, lanes waiting after it go later (Emulator.cpp).
    for (Loop *L : SpinLoops) {
      SiteInfo S;
      S.Op = XLaneOp::SpinYield;
      S.Intrinsic = "__wemu_yield";
      S.Where = describeLocation(L->getHeader()->front());
      SmallVector<Loop *, 4> Nest;
      for (Loop *E = L; E; E = E->getParentLoop())
        Nest.insert(Nest.begin(), E);
      // Counted loops are an outermost prefix of the nest (a loop with a
      // site is counted, and so are the loops around it); the first loop
      // without a counter is where the lane is, as far as sites can tell.
      Loop *Stop = L;
      for (Loop *E : Nest) {
        auto It = Counter.find(E);
        if (It == Counter.end()) {
          Stop = E;
          break;
        }
        S.Loops.push_back(SiteLoop{It->second, orderOf(&E->getHeader()->front()) &
                                                   ~((1ull << 24) - 1)});
      }
      S.Order = orderOf(&Stop->getHeader()->front()) & ~((1ull << 24) - 1);
      uint32_t Id = static_cast<uint32_t>(Sites.size());
      Sites.push_back(std::move(S));
      // After the latch has counted the iteration: the lane's key is the
      // header's in the next one.
      SmallVector<BasicBlock *, 2> Latches;
      L->getLoopLatches(Latches);
      for (BasicBlock *Latch : Latches) {
        IRBuilder<> YB(Latch->getTerminator());
        YB.CreateCall(Yield, {YB.getInt32(Id), Iters});
      }
    }

    for (auto &[CI, R] : Calls) {
      SiteInfo S;
      S.Order = orderOf(CI);
      for (Loop *L = LI.getLoopFor(CI->getParent()); L; L = L->getParentLoop())
        S.Loops.insert(S.Loops.begin(),
                       SiteLoop{Counter.lookup(L), orderOf(&L->getHeader()->front()) &
                                                       ~((1ull << 24) - 1)});
      if (Error E = rewriteCall(CI, *R, std::move(S), Iters))
        Errors += toString(std::move(E)) + "\n";
    }
    if (!Errors.empty())
      return fail(StringRef(Errors).rtrim());
    return Error::success();
  }

  /// The rule for an `llvm.hgpu.*` callee, after checking that the emulated
  /// target is an hgpu subtarget that has it (by the generated tables) and
  /// that the declaration has the type its record gives.
  Expected<const IntrinsicRule *> checkHGPUIntrinsic(const Function &Callee) {
    namespace hgpu = shfl::hgpu;
    StringRef Name = Callee.getName();
    if (!T.isHGPU())
      return fail("hgpu intrinsic '" + Name + "' cannot run on the emulated " +
                  "AMDGPU processor " + T.CPU);
    std::optional<hgpu::Intrinsic> ID = hgpu::lookupIntrinsic(Name);
    if (!ID)
      return fail("unknown hgpu intrinsic '" + Name +
                  "' (not defined in IntrinsicsHGPU.td)");
    hgpu::Subtarget ST = *hgpu::lookupSubtarget(T.CPU);
    if (hgpu::getIntrinsicFor(ST, hgpu::getPrimitive(*ID)) != ID) {
      std::string Have;
      for (hgpu::Subtarget Other : hgpu::allSubtargets())
        if (hgpu::getIntrinsicFor(Other, hgpu::getPrimitive(*ID)) == ID)
          Have += (Have.empty() ? "" : ", ") + hgpu::getSubtargetName(Other).str();
      return fail(Name + ": not available on " + T.CPU + " (needs " + Have + ")");
    }
    FunctionType *Want =
        shfl::getWarpIntrinsicType(Ctx, hgpu::getIntrinsicDesc(*ID));
    if (Callee.getFunctionType() != Want)
      return fail(Name + ": declared as " + typeName(Callee.getFunctionType()) +
                  ", but its record gives " + typeName(Want));
    const IntrinsicRule *R = findHGPURule(*ID);
    if (!R)
      return fail("hgpu intrinsic '" + Name + "' is not modelled by wave-emu");
    return R;
  }

  Expected<int64_t> immArg(CallInst *CI, unsigned I) {
    auto *C = dyn_cast<ConstantInt>(CI->getArgOperand(I));
    if (!C)
      return fail(CI->getCalledFunction()->getName() + ": operand " + Twine(I) +
                  " must be a constant, in " + describeLocation(*CI));
    return C->getSExtValue();
  }

  Error rewriteCall(CallInst *CI, const IntrinsicRule &R, SiteInfo S, Value *Iters) {
    IRBuilder<> B(CI);
    StringRef Name = CI->getCalledFunction()->getName();
    S.Intrinsic = &R == &WholeWaveRule    ? "llvm.amdgcn.strict.wwm"
                  : &R == &PrintFlushRule ? "printf"
                                          : Name.str();
    S.Where = describeLocation(*CI);
    Type *RetTy = CI->getType();
    Value *Result = nullptr;

    switch (R.H) {
    case Handling::NoOp:
      CI->eraseFromParent();
      return Error::success();
    case Handling::WaveSize:
      Result = ConstantInt::get(RetTy, T.WaveSize);
      break;
    case Handling::Query: {
      Value *V = B.CreateCall(Q, {B.getInt32(R.Arg), B.getInt32(R.Dim)},
                              CI->getName() + ".wemu");
      Result = fromI64(B, V, RetTy);
      break;
    }
    case Handling::Mbcnt:
      Result = B.CreateCall(Mbcnt,
                            {B.getInt32(R.Arg), CI->getArgOperand(0),
                             CI->getArgOperand(1)},
                            CI->getName() + ".wemu");
      break;
    case Handling::InverseBallot: {
      Value *Mask = CI->getArgOperand(0);
      Value *Lane = B.CreateCall(Q, {B.getInt32(int(Query::LaneId)), B.getInt32(0)});
      Value *M64 = B.CreateZExt(Mask, B.getInt64Ty());
      Result = B.CreateTrunc(B.CreateLShr(M64, Lane), B.getInt1Ty(),
                             CI->getName() + ".wemu");
      break;
    }
    case Handling::ICmp:
    case Handling::FCmp:
    case Handling::CrossLane: {
      Value *Args[4] = {B.getInt64(0), B.getInt64(0), B.getInt64(0), B.getInt64(0)};
      auto SetArg = [&](unsigned K, Value *V) -> Error {
        Expected<Value *> E = toI64(B, V);
        if (!E)
          return fail(Name + ": " + toString(E.takeError()) + ", in " + S.Where);
        Args[K] = *E;
        return Error::success();
      };
      auto SetImm = [&](unsigned K, unsigned ArgNo) -> Error {
        Expected<int64_t> V = immArg(CI, ArgNo);
        if (!V)
          return V.takeError();
        S.Imm[K] = *V;
        return Error::success();
      };
      S.Op = R.Op;
      Type *ValTy = RetTy->isVoidTy() ? nullptr : RetTy;
      Error E = Error::success();
      switch (R.H == Handling::CrossLane ? R.Op : XLaneOp::Ballot) {
      case XLaneOp::BPermute:
      case XLaneOp::Permute:
        E = SetArg(0, CI->getArgOperand(0));
        E = joinErrors(std::move(E), SetArg(1, CI->getArgOperand(1)));
        break;
      case XLaneOp::Swizzle:
        E = SetArg(0, CI->getArgOperand(0));
        E = joinErrors(std::move(E), SetImm(0, 1));
        break;
      case XLaneOp::ReadLane:
        E = SetArg(0, CI->getArgOperand(0));
        E = joinErrors(std::move(E), SetArg(1, CI->getArgOperand(1)));
        break;
      case XLaneOp::ReadFirstLane:
      case XLaneOp::Permlane64:
        E = SetArg(0, CI->getArgOperand(0));
        break;
      case XLaneOp::WriteLane:
        E = SetArg(0, CI->getArgOperand(0));
        E = joinErrors(std::move(E), SetArg(1, CI->getArgOperand(1)));
        E = joinErrors(std::move(E), SetArg(2, CI->getArgOperand(2)));
        break;
      case XLaneOp::Ballot: {
        Value *Cond = CI->getArgOperand(0);
        if (R.H != Handling::CrossLane) {
          // icmp/fcmp(a, b, pred): the lane's compare, then a ballot.
          Expected<int64_t> P = immArg(CI, 2);
          if (!P)
            return P.takeError();
          bool IsInt = R.H == Handling::ICmp;
          if (IsInt ? !CmpInst::isIntPredicate(CmpInst::Predicate(*P))
                    : !CmpInst::isFPPredicate(CmpInst::Predicate(*P)))
            return fail(Name + ": invalid predicate " + Twine(*P) + ", in " +
                        S.Where);
          Cond = IsInt ? B.CreateICmp(CmpInst::Predicate(*P), CI->getArgOperand(0),
                                      CI->getArgOperand(1))
                       : B.CreateFCmp(CmpInst::Predicate(*P), CI->getArgOperand(0),
                                      CI->getArgOperand(1));
        }
        E = SetArg(0, Cond);
        break;
      }
      case XLaneOp::UpdateDPP:
        E = SetArg(0, CI->getArgOperand(0));
        E = joinErrors(std::move(E), SetArg(1, CI->getArgOperand(1)));
        for (unsigned K = 0; K < 4; ++K)
          E = joinErrors(std::move(E), SetImm(K, K + 2));
        break;
      case XLaneOp::MovDPP:
        E = SetArg(0, CI->getArgOperand(0));
        for (unsigned K = 0; K < 4; ++K)
          E = joinErrors(std::move(E), SetImm(K, K + 1));
        break;
      case XLaneOp::MovDPP8:
        E = SetArg(0, CI->getArgOperand(0));
        E = joinErrors(std::move(E), SetImm(0, 1));
        break;
      case XLaneOp::Permlane16:
      case XLaneOp::PermlaneX16:
        for (unsigned K = 0; K < 4; ++K)
          E = joinErrors(std::move(E), SetArg(K, CI->getArgOperand(K)));
        E = joinErrors(std::move(E), SetImm(0, 4));
        E = joinErrors(std::move(E), SetImm(1, 5));
        break;
      case XLaneOp::Permlane16Var:
      case XLaneOp::PermlaneX16Var:
        for (unsigned K = 0; K < 3; ++K)
          E = joinErrors(std::move(E), SetArg(K, CI->getArgOperand(K)));
        E = joinErrors(std::move(E), SetImm(0, 3));
        E = joinErrors(std::move(E), SetImm(1, 4));
        break;
      case XLaneOp::WaveReduce:
        E = SetArg(0, CI->getArgOperand(0));
        S.Imm[0] = R.Arg;
        break;
      case XLaneOp::WaveBarrier:
      case XLaneOp::SBarrier:
      case XLaneOp::PrintFlush:
        break;
      case XLaneOp::HGPUGather:
        E = SetArg(0, CI->getArgOperand(0));
        E = joinErrors(std::move(E), SetArg(1, CI->getArgOperand(1)));
        break;
      case XLaneOp::WholeWave:
        S.Callee = CI->getArgOperand(0)->getName().str();
        for (unsigned K = 0; K < 4; ++K)
          Args[K] = CI->getArgOperand(K + 1);
        break;
      case XLaneOp::HGPUShfl: {
        E = SetArg(0, CI->getArgOperand(0));
        E = joinErrors(std::move(E), SetArg(1, CI->getArgOperand(1)));
        E = joinErrors(std::move(E), SetImm(1, 2));
        shfl::hgpu::Intrinsic ID = *shfl::hgpu::lookupIntrinsic(Name);
        S.Imm[0] = static_cast<int64_t>(toSemMode(
            *shfl::hgpu::getPrimitiveMode(shfl::hgpu::getPrimitive(ID))));
        break;
      }
      }
      if (E)
        return E;
      if (S.Op == XLaneOp::HGPUShfl)
        S.Bits = 32; // the value; the predicate travels in bit 32
      else if (ValTy)
        S.Bits = static_cast<uint32_t>(DL.getTypeSizeInBits(ValTy));
      if (Error LE = checkLegal(T, S))
        return LE;
      uint32_t Id = static_cast<uint32_t>(Sites.size());
      CallInst *Call =
          B.CreateCall(XL, {B.getInt32(Id), Iters, Args[0], Args[1], Args[2], Args[3]},
                       ValTy ? CI->getName() + ".wemu" : "");
      Call->addFnAttr(Attribute::Convergent);
      bool IsPair = S.Op == XLaneOp::HGPUShfl;
      Sites.push_back(std::move(S));
      if (IsPair) {
        // {i32 value, i1 valid} from value | valid << 32.
        Value *V = B.CreateTrunc(Call, B.getInt32Ty(), CI->getName() + ".value");
        Value *P = B.CreateTrunc(B.CreateLShr(Call, 32), B.getInt1Ty(),
                                 CI->getName() + ".valid");
        Result = B.CreateInsertValue(
            B.CreateInsertValue(PoisonValue::get(RetTy), V, 0), P, 1);
      } else if (ValTy) {
        Result = fromI64(B, Call, RetTy);
      }
      break;
    }
    }
    if (Result) {
      Result->takeName(CI);
      CI->replaceAllUsesWith(Result);
    }
    CI->eraseFromParent();
    return Error::success();
  }

  Module &M;
  const GPUTarget &T;
  const DataLayout &DL;
  LLVMContext &Ctx;
  std::vector<SiteInfo> &Sites;
  unsigned PrivateAS;
  FunctionCallee XL, Q, Mbcnt, Yield;
};

} // namespace

Error wemu::detail::instrumentIntrinsics(Module &M, const GPUTarget &T,
                                         std::vector<SiteInfo> &Sites) {
  return Instrumenter(M, T, Sites).run();
}

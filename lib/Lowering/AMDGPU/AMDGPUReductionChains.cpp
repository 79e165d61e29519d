//===- AMDGPUReductionChains.cpp - Integer shuffle reductions -------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/AMDGPU/AMDGPUReductionChains.h"
#include "ShflLowering/Lowering/Core/IntegerWarpOps.h"
#include "ShflLowering/Lowering/Core/LaneDemand.h"
#include "ShflLowering/Lowering/Core/NVVMShflCalls.h"
#include "ShflLowering/Lowering/Core/WarpTarget.h"
#include "ShflLowering/Semantics/PTXShflModel.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include <array>

#define DEBUG_TYPE "nvvm-shfl-to-amdgpu"

using namespace llvm;
using namespace shfl;

STATISTIC(NumChains, "Number of integer shuffle reduction chains lowered whole");
STATISTIC(NumChainShuffles, "Number of shuffles in the reduction chains");
STATISTIC(NumUniformShuffles,
          "Number of full-mask shuffles of a whole-warp reduction removed");

namespace {

/// One step `Out = op(In, shfl(In, B, C))`.
struct Step {
  Instruction *Out;
  CallInst *Shfl;
  Value *In;
  const IntegerWarpOp *Op;
  ptx::Mode Mode;
  uint32_t B, C;
};

/// \p V as a full-mask i32 sync shuffle with constant b and c (its value,
/// or part 0 of the predicate form); null otherwise.
CallInst *asConstShuffle(Value *V, ptx::Mode &Mode, uint32_t &B, uint32_t &C) {
  if (auto *EV = dyn_cast<ExtractValueInst>(V);
      EV && EV->getNumIndices() == 1 && EV->getIndices()[0] == 0)
    V = EV->getAggregateOperand();
  auto *CI = dyn_cast<CallInst>(V);
  Function *Callee = CI ? CI->getCalledFunction() : nullptr;
  if (!Callee || !isNVVMShflName(Callee->getName()) ||
      CI->getFunctionType() != Callee->getFunctionType() ||
      CI->hasOperandBundles())
    return nullptr;
  Expected<NVVMShflKind> K = classifyNVVMShfl(*Callee);
  if (!K) {
    consumeError(K.takeError());
    return nullptr;
  }
  if (!K->IsSync || K->IsFloat)
    return nullptr;
  auto *Mask = dyn_cast<ConstantInt>(CI->getArgOperand(0));
  auto *BC = dyn_cast<ConstantInt>(CI->getArgOperand(2));
  auto *CC = dyn_cast<ConstantInt>(CI->getArgOperand(3));
  if (!Mask || !Mask->isMinusOne() || !BC || !CC)
    return nullptr;
  Mode = K->Mode;
  B = static_cast<uint32_t>(BC->getZExtValue());
  C = static_cast<uint32_t>(CC->getZExtValue());
  return CI;
}

std::optional<Step> matchStep(Instruction &I) {
  const IntegerWarpOp *Op = integerWarpOpOf(I);
  if (!Op)
    return std::nullopt;
  Value *L = I.getOperand(0), *R = I.getOperand(1);
  for (auto [In, Other] : {std::pair(L, R), std::pair(R, L)}) {
    Step S{&I, nullptr, In, Op, ptx::Idx, 0, 0};
    S.Shfl = asConstShuffle(Other, S.Mode, S.B, S.C);
    if (S.Shfl && S.Shfl->getArgOperand(1) == In)
      return S;
  }
  return std::nullopt;
}

/// How many times each lane's v0 enters a lane's value.
using Counts = std::array<std::array<uint8_t, ptx::WarpSize>, ptx::WarpSize>;

/// The W (2-32) for which every demanded lane holds its aligned group of W
/// lanes, or 0.
unsigned groupWidth(const Counts &Cnt, uint32_t Demanded, const IntegerWarpOp &Op) {
  for (unsigned W = ptx::WarpSize; W >= 2; W /= 2) {
    bool Ok = true;
    for (unsigned L = 0; L < ptx::WarpSize && Ok; ++L) {
      if (!((Demanded >> L) & 1))
        continue;
      for (unsigned S = 0; S < ptx::WarpSize && Ok; ++S) {
        bool InGroup = S / W == L / W;
        unsigned N = Cnt[L][S];
        bool Has = Op.Idempotent ? N > 0
                   : Op.Redux == ReduxOp::Xor ? N % 2 == 1
                                           : N == 1;
        // add must not count an outside lane at all; xor an even number
        // of times; the idempotent ops never.
        bool Clean = Op.Redux == ReduxOp::Xor ? N % 2 == 0 : N == 0;
        Ok = InGroup ? Has : Clean;
      }
    }
    if (Ok)
      return W;
  }
  return 0;
}

class ChainRewriter {
public:
  ChainRewriter(Function &F, const AMDGPUXLaneFeatures &X,
                OptimizationRemarkEmitter *ORE)
      : F(F), X(X), ORE(ORE) {}

  unsigned run();

private:
  Value *emitGroupReduce(IRBuilderBase &B, const IntegerWarpOp &Op, Value *V,
                         unsigned W, const Twine &Name);

  Function &F;
  const AMDGPUXLaneFeatures &X;
  OptimizationRemarkEmitter *ORE;
};

Value *ChainRewriter::emitGroupReduce(IRBuilderBase &B, const IntegerWarpOp &Op,
                                      Value *V, unsigned W, const Twine &Name) {
  Module &M = *F.getParent();
  Type *I32 = B.getInt32Ty();
  Value *Id = reduxIdentity(Op.Redux, I32);
  Function *DPP = compat::getIntrinsicDecl(M, Intrinsic::amdgcn_update_dpp, {I32});
  // old = the identity, no bound_ctrl: an inactive source adds nothing, and
  // llc folds the move into the op (v_add_u32_dpp).
  auto dpp = [&](Value *Old, Value *Src, unsigned Ctrl, unsigned RM, unsigned BM,
                 const Twine &N) -> Value * {
    return B.CreateCall(DPP, {Old, Src, B.getInt32(Ctrl), B.getInt32(RM),
                              B.getInt32(BM), B.getFalse()},
                        N);
  };
  auto combine = [&](Value *A, Value *P, const Twine &N) {
    return applyReduxOp(B, Op.Redux, A, P, N);
  };
  // Within rows of 16: lane ^ 1, lane ^ 2, then the mirrors, which pair
  // each half with the other once every lane holds its half's value.
  static const struct {
    unsigned Width, Ctrl;
    const char *Name;
  } RowLevels[] = {{2, 0xB1, "x1"}, {4, 0x4E, "x2"}, {8, 0x141, "hm"}, {16, 0x140, "m"}};
  for (const auto &Lv : RowLevels) {
    if (W < Lv.Width)
      break;
    V = combine(V, dpp(Id, V, Lv.Ctrl, 0xF, 0xF, Name + "." + Lv.Name + ".dpp"),
                Name + "." + Lv.Name);
  }
  if (W < 32)
    return V;
  // Across the two rows of each 32-lane warp.
  if (X.PermlaneX16) {
    Function *PX16 = compat::getIntrinsicDecl(M, Intrinsic::amdgcn_permlanex16, {I32});
    Value *P = compat::keepPermlaneInPlace(
        B, B.CreateCall(PX16, {Id, V, B.getInt32(0), B.getInt32(0),
                               B.getFalse(), B.getFalse()},
                        Name + ".x16"));
    return combine(V, P, Name);
  }
  if (X.RowNewBcast && X.WaveShifts) {
    // Rows 1 and 3 add lane 15 of rows 0 and 2; lane 15 of rows 0 and 2
    // takes lane 16 (32 + 16) of its warp, and rows 0 and 2 take lane 15.
    Value *A = combine(V, dpp(Id, V, 0x142, 0xA, 0xF, Name + ".bcast15"),
                       Name + ".up");
    Value *S = dpp(A, A, 0x130, 0x5, 0x8, Name + ".shl1");
    return dpp(S, S, 0x15F, 0x5, 0xF, Name);
  }
  Function *Swz = compat::getIntrinsicDecl(M, Intrinsic::amdgcn_ds_swizzle);
  Value *P = B.CreateCall(Swz, {V, B.getInt32((0x10 << 10) | 0x1F)},
                          Name + ".swap16");
  return combine(V, P, Name);
}

unsigned ChainRewriter::run() {
  // The steps, by their result.
  DenseMap<Instruction *, Step> Steps;
  for (Instruction &I : instructions(F))
    if (std::optional<Step> S = matchStep(I))
      Steps.try_emplace(&I, *S);
  if (Steps.empty())
    return 0;
  // A chain ends at a step whose result is no later step's input.
  DenseMap<Value *, unsigned> AsInput;
  for (auto &[I, S] : Steps)
    if (auto *In = dyn_cast<Instruction>(S.In); In && Steps.count(In))
      ++AsInput[In];
  SmallVector<Instruction *, 8> Ends;
  for (Instruction &I : instructions(F))
    if (Steps.count(&I) && !AsInput.count(&I))
      Ends.push_back(&I);

  LaneDemand LD;
  unsigned Rewritten = 0;
  SmallSetVector<Instruction *, 32> MaybeDead;
  for (Instruction *End : Ends) {
    // The chain, from v0 to End, of one op.
    SmallVector<const Step *, 8> Chain;
    const IntegerWarpOp *Op = Steps.find(End)->second.Op;
    for (Instruction *I = End;;) {
      auto It = Steps.find(I);
      if (It == Steps.end() || It->second.Op != Op || Chain.size() >= 32)
        break;
      Chain.push_back(&It->second);
      I = dyn_cast<Instruction>(It->second.In);
      if (!I)
        break;
    }
    if (Chain.size() < 2)
      continue;
    std::reverse(Chain.begin(), Chain.end());
    Value *V0 = Chain.front()->In;

    Counts Cnt{};
    for (unsigned L = 0; L < ptx::WarpSize; ++L)
      Cnt[L][L] = 1;
    for (const Step *S : Chain) {
      Counts Next = Cnt;
      for (unsigned L = 0; L < ptx::WarpSize; ++L) {
        uint32_t Src = ptx::resultLane(S->Mode, L, S->B, S->C);
        for (unsigned K = 0; K < ptx::WarpSize; ++K) {
          // Counts that only matter as "once", as "odd" (xor) or as "at
          // least once" (the idempotent ops) stay exact in eight bits.
          unsigned N = Cnt[L][K] + Cnt[Src][K];
          N = Op->Redux == ReduxOp::Xor ? N % 2
              : Op->Idempotent       ? std::min(N, 1u)
                                     : std::min(N, 255u);
          Next[L][K] = static_cast<uint8_t>(N);
        }
      }
      Cnt = Next;
    }
    uint32_t Demanded = LD.ofValue(*End);
    unsigned W = Demanded ? groupWidth(Cnt, Demanded, *Op) : 0;
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << Op->Name << " chain of "
                      << Chain.size() << " ending at " << *End << ": demanded 0x"
                      << utohexstr(Demanded) << ", group width " << W << "\n");
    if (!W)
      continue;

    // At the last shuffle, which the whole warp executes (the full mask
    // says so); End may have been sunk into a block fewer lanes reach.
    CallInst *Last = Chain.back()->Shfl;
    IRBuilder<> B(Last);
    B.SetCurrentDebugLocation(Last->getDebugLoc());
    std::string Name = (End->hasName() ? End->getName() : "reduce").str();
    Value *R = emitGroupReduce(B, *Op, V0, W, Name + ".warp");
    End->replaceAllUsesWith(R);
    // After a whole-warp reduction every lane of the warp holds the same
    // value: a full-mask shuffle of it (the broadcast that often follows a
    // down-tree) gives each lane that value, whichever lane it reads.
    if (W == ptx::WarpSize)
      for (User *U : make_early_inc_range(R->users())) {
        ptx::Mode M;
        uint32_t BV, CV;
        auto *CI = dyn_cast<CallInst>(U);
        if (!CI || CI->getType() != R->getType() || CI->getArgOperand(1) != R ||
            !asConstShuffle(CI, M, BV, CV))
          continue;
        CI->replaceAllUsesWith(R);
        CI->eraseFromParent();
        ++NumUniformShuffles;
      }
    ++NumChains;
    NumChainShuffles += Chain.size();
    ++Rewritten;
    if (ORE)
      ORE->emit([&] {
        return OptimizationRemark(DEBUG_TYPE, "ReductionChain",
                                  callSiteLocation(*Chain.back()->Shfl),
                                  End->getParent())
               << "lowered a chain of " << ore::NV("Shuffles", unsigned(Chain.size()))
               << " shuffles as a width-" << ore::NV("Width", W) << " "
               << ore::NV("Op", Op->Name) << " reduction"
               << (Demanded != LaneDemand::AllLanes ? " (on the demanded lanes)" : "");
      });
    for (const Step *S : Chain) {
      MaybeDead.insert(S->Out);
      if (S->Shfl->getType()->isStructTy())
        for (User *U : S->Shfl->users())
          MaybeDead.insert(cast<Instruction>(U));
      MaybeDead.insert(S->Shfl);
    }
  }
  // What the chains leave unused, users first (shuffles are convergent
  // calls without side effects, which the generic check keeps).
  SmallVector<Instruction *, 32> Left(MaybeDead.begin(), MaybeDead.end());
  bool Erased = true;
  while (Erased) {
    Erased = false;
    for (Instruction *&I : Left)
      if (I && I->use_empty()) {
        I->eraseFromParent();
        I = nullptr;
        Erased = true;
      }
  }
  return Rewritten;
}

} // namespace

unsigned shfl::rewriteReductionChains(Function &F, const AMDGPUXLaneFeatures &X,
                                      OptimizationRemarkEmitter *ORE) {
  if (!X.any() || F.isDeclaration())
    return 0;
  return ChainRewriter(F, X, ORE).run();
}

#undef DEBUG_TYPE

//===- WholeWave.cpp - Outline whole wave mode regions --------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Step 1a of Instrument.h: each `strict.wwm` region becomes a function that
/// the scheduler runs on every lane of the wave (see WholeWaveOutliner).
///
//===----------------------------------------------------------------------===//

#include "InstrumentImpl.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace wemu;
using namespace wemu::detail;

namespace {

//===----------------------------------------------------------------------===//
// Step 2a: whole wave mode regions
//===----------------------------------------------------------------------===//

/// `llvm.amdgcn.set.inactive.<type>` (not `set.inactive.chain.arg`).
static bool isSetInactive(const Value *V) {
  const auto *CI = dyn_cast<CallInst>(V);
  const Function *F = CI ? CI->getCalledFunction() : nullptr;
  if (!F)
    return false;
  StringRef Name = F->getName();
  return Name.consume_front("llvm.amdgcn.set.inactive") && isOverloadSuffix(Name);
}

/// `llvm.amdgcn.strict.wwm.<type>` or its old name `llvm.amdgcn.wwm.<type>`.
static bool isWholeWaveEnd(const CallInst &CI) {
  const Function *F = CI.getCalledFunction();
  if (!F)
    return false;
  StringRef Name = F->getName();
  if (!Name.consume_front("llvm.amdgcn."))
    return false;
  return (Name.consume_front("strict.wwm") || Name.consume_front("wwm")) &&
         isOverloadSuffix(Name);
}

/// Outlines whole wave mode (WWM) regions so that every lane of the wave can
/// run them.  `strict.wwm(x)` computes x with all lanes of the wave enabled;
/// `set.inactive(v, i)` is v in the lanes that were active and i in the
/// others.  The region of a `strict.wwm` call is the backward slice of its
/// operand within its block, through pure instructions and modelled
/// intrinsics, that does not go through the first operand of a
/// `set.inactive` (that value comes from the active lanes).  Everything the
/// region reads from outside (at most four values) is an input: the lanes
/// that were active pass their own, the others get a poison pattern, as
/// their registers hold nothing meaningful on the hardware either.
///
/// The region becomes `i64 @__wemu_wwm.<function>.<n>(i64 a0, .., i64 a3)`
/// and the `strict.wwm` call a marker call to it, which the instrumenter
/// turns into an XLaneOp::WholeWave site.  `set.inactive` outside a region
/// is its first operand: the active lanes see nothing else.
class WholeWaveOutliner {
public:
  explicit WholeWaveOutliner(Module &M)
      : M(M), DL(M.getDataLayout()), Ctx(M.getContext()) {}

  Error run() {
    return forEachDefinedFunction(M, [&](Function &F) { return runOnFunction(F); });
  }

private:
  Error runOnFunction(Function &F) {
    SmallVector<CallInst *, 4> Ends;
    for (Instruction &I : instructions(F))
      if (auto *CI = dyn_cast<CallInst>(&I); CI && isWholeWaveEnd(*CI))
        Ends.push_back(CI);
    std::string Errors;
    for (CallInst *End : Ends)
      if (Error E = outline(F, End))
        Errors += toString(std::move(E)) + "\n";
    if (!Errors.empty())
      return fail(StringRef(Errors).rtrim());
    // What is left of set.inactive (outlining erased the calls it moved)
    // runs in the active lanes only.
    for (Instruction &I : make_early_inc_range(instructions(F)))
      if (isSetInactive(&I)) {
        I.replaceAllUsesWith(cast<CallInst>(I).getArgOperand(0));
        I.eraseFromParent();
      }
    return Error::success();
  }

  /// True if \p I (in \p BB) belongs in a region: pure, or a modelled
  /// intrinsic other than a barrier.
  bool computable(const Instruction *I, const BasicBlock *BB) const {
    if (I->getParent() != BB || isa<PHINode>(I))
      return false;
    if (isa<BinaryOperator>(I) || isa<UnaryOperator>(I) || isa<CmpInst>(I) ||
        isa<SelectInst>(I) || isa<CastInst>(I) || isa<ExtractValueInst>(I) ||
        isa<InsertValueInst>(I) || isa<ExtractElementInst>(I) ||
        isa<InsertElementInst>(I) || isa<ShuffleVectorInst>(I) || isa<FreezeInst>(I))
      return true;
    const auto *CI = dyn_cast<CallInst>(I);
    const Function *Callee = CI ? CI->getCalledFunction() : nullptr;
    if (!Callee || !Callee->isIntrinsic())
      return false;
    if (isSetInactive(CI))
      return true;
    StringRef Name = Callee->getName();
    if (Name.starts_with("llvm.amdgcn.")) {
      const IntrinsicRule *R = findRule(Name);
      return R && R->H != Handling::NoOp &&
             !(R->H == Handling::CrossLane && R->Op == XLaneOp::SBarrier);
    }
    return !isOtherTargetIntrinsic(Name) && CI->doesNotAccessMemory();
  }

  Error outline(Function &F, CallInst *End) {
    Value *Result = End->getArgOperand(0);
    BasicBlock *BB = End->getParent();
    SmallPtrSet<Instruction *, 32> InRegion;
    SmallVector<Instruction *, 32> Work;
    auto Visit = [&](Value *V) {
      auto *I = dyn_cast<Instruction>(V);
      if (I && !InRegion.count(I) && computable(I, BB)) {
        InRegion.insert(I);
        Work.push_back(I);
      }
    };
    Visit(Result);
    while (!Work.empty()) {
      Instruction *I = Work.pop_back_val();
      if (isSetInactive(I)) {
        Visit(cast<CallInst>(I)->getArgOperand(1));
        continue;
      }
      for (Value *Op : I->operands())
        Visit(Op);
    }
    if (InRegion.empty()) {
      // Nothing to compute in whole wave mode.
      End->replaceAllUsesWith(Result);
      End->eraseFromParent();
      return Error::success();
    }
    SmallVector<Instruction *, 32> Region;
    for (Instruction &I : *BB)
      if (InRegion.count(&I))
        Region.push_back(&I);

    SetVector<Value *> Inputs;
    for (Instruction *I : Region)
      for (Value *Op : I->operands()) {
        auto *OpI = dyn_cast<Instruction>(Op);
        if ((OpI && !InRegion.count(OpI)) || isa<Argument>(Op))
          Inputs.insert(Op);
      }
    const std::string Where = describeLocation(*End);
    if (Inputs.size() > MaxWholeWaveInputs)
      return fail("a whole wave mode region reads " + Twine(Inputs.size()) +
                  " values from outside it (at most " + Twine(MaxWholeWaveInputs) +
                  " are modelled), in " + Where);

    // The region function.
    Type *I64 = Type::getInt64Ty(Ctx);
    FunctionType *FT = FunctionType::get(I64, {I64, I64, I64, I64}, false);
    Function *R = Function::Create(
        FT, GlobalValue::ExternalLinkage,
        WholeWaveMarker + "." + F.getName() + "." + Twine(NumRegions++), &M);
    R->addFnAttr(Attribute::NoUnwind);
    for (StringRef A : {"target-cpu", "target-features"})
      if (F.hasFnAttribute(A))
        R->addFnAttr(F.getFnAttribute(A));
    IRBuilder<> B(BasicBlock::Create(Ctx, BB->getName(), R));
    ValueToValueMapTy VM;
    for (auto [K, V] : enumerate(Inputs))
      VM[V] = valueFromI64(B, DL, R->getArg(K), V->getType());
    auto Map = [&](Value *V) -> Value * {
      auto It = VM.find(V);
      return It == VM.end() ? V : static_cast<Value *>(It->second);
    };
    Value *WasInactive = nullptr;
    for (Instruction *I : Region) {
      B.SetCurrentDebugLocation(I->getDebugLoc());
      if (isSetInactive(I)) {
        if (!WasInactive) {
          WasInactive = B.CreateICmpNE(
              B.CreateCall(queryFunction(M),
                           {B.getInt32(int(Query::WholeWaveInactive)), B.getInt32(0)}),
              B.getInt64(0), "wwm.was.inactive");
        }
        auto *CI = cast<CallInst>(I);
        VM[I] = B.CreateSelect(WasInactive, Map(CI->getArgOperand(1)),
                               Map(CI->getArgOperand(0)), I->getName());
        continue;
      }
      Instruction *C = I->clone();
      C->setName(I->getName());
      B.Insert(C);
      RemapInstruction(C, VM, RF_NoModuleLevelChanges | RF_IgnoreMissingLocals);
      VM[I] = C;
    }
    Expected<Value *> Ret = valueToI64(B, DL, Map(Result));
    if (!Ret) {
      R->eraseFromParent();
      return fail("strict.wwm: " + toString(Ret.takeError()) + ", in " + Where);
    }
    B.CreateRet(*Ret);

    // The marker call in place of strict.wwm.
    B.SetInsertPoint(End);
    Value *Args[1 + MaxWholeWaveInputs] = {R, B.getInt64(0), B.getInt64(0),
                                           B.getInt64(0), B.getInt64(0)};
    for (auto [K, V] : enumerate(Inputs)) {
      Expected<Value *> A = valueToI64(B, DL, V);
      if (!A)
        return fail("strict.wwm: " + toString(A.takeError()) + ", in " + Where);
      Args[K + 1] = *A;
    }
    FunctionCallee Marker = M.getOrInsertFunction(
        WholeWaveMarker,
        FunctionType::get(I64, {PointerType::get(Ctx, 0), I64, I64, I64, I64}, false));
    CallInst *Call = B.CreateCall(Marker, Args, End->getName() + ".wwm");
    Call->addFnAttr(Attribute::Convergent);
    Value *Out = valueFromI64(B, DL, Call, End->getType());
    Out->takeName(End);
    End->replaceAllUsesWith(Out);
    End->eraseFromParent();
    for (Instruction *I : reverse(Region))
      if (I->use_empty())
        I->eraseFromParent();
    return Error::success();
  }

  Module &M;
  const DataLayout &DL;
  LLVMContext &Ctx;
  unsigned NumRegions = 0;
};

/// Rewrites the amdgcn (or hgpu) intrinsic calls of one module.

} // namespace

Error wemu::detail::outlineWholeWaveRegions(Module &M) {
  return WholeWaveOutliner(M).run();
}

//===- Convergence.cpp - Carrying convergence-control tokens --------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/Convergence.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace shfl;

Value *shfl::convergenceToken(const CallBase &CB) {
  if (std::optional<OperandBundleUse> B =
          CB.getOperandBundle(LLVMContext::OB_convergencectrl))
    return B->Inputs.empty() ? nullptr : B->Inputs.front().get();
  return nullptr;
}

ConvergenceCarrier::ConvergenceCarrier(const CallBase &Orig)
    : Token(convergenceToken(Orig)),
      Emitted(std::make_shared<SmallVector<WeakTrackingVH, 16>>()) {}

IRBuilderCallbackInserter ConvergenceCarrier::inserter() {
  if (!Token)
    return IRBuilderCallbackInserter([](Instruction *) {});
  std::shared_ptr<SmallVector<WeakTrackingVH, 16>> List = Emitted;
  return IRBuilderCallbackInserter(
      [List](Instruction *I) { List->push_back(I); });
}

void ConvergenceCarrier::recordRange(Instruction *First, Instruction *End) {
  if (!Token)
    return;
  for (Instruction *I = First; I && I != End; I = I->getNextNode())
    Emitted->push_back(I);
}

void ConvergenceCarrier::enterLoop(IRBuilderBase &B, BasicBlock *Header) {
  if (!Token)
    return;
  Module &M = *Header->getModule();
  Function *Loop = compat::getIntrinsicDecl(
      M, Intrinsic::experimental_convergence_loop);
  OperandBundleDef Bundle("convergencectrl", Token);
  CallInst *Heart = B.CreateCall(Loop, {}, {Bundle}, "conv.loop");
  LoopTokens[Header] = Heart;
}

unsigned ConvergenceCarrier::finish() {
  if (!Token)
    return 0;
  unsigned Changed = 0;
  for (WeakTrackingVH &V : *Emitted) {
    auto *CB = dyn_cast_or_null<CallBase>(V);
    if (!CB || !CB->isConvergent() ||
        CB->getOperandBundle(LLVMContext::OB_convergencectrl))
      continue;
    Value *Tok = LoopTokens.lookup(CB->getParent());
    OperandBundleDef Bundle("convergencectrl", Tok ? Tok : Token);
    CallBase *New = CallBase::addOperandBundle(
        CB, LLVMContext::OB_convergencectrl, Bundle, CB->getIterator());
    New->copyMetadata(*CB);
    New->takeName(CB);
    CB->replaceAllUsesWith(New);
    CB->eraseFromParent();
    ++Changed;
  }
  Emitted->clear();
  return Changed;
}

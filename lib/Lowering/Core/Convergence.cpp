//===- Convergence.cpp - Carrying convergence-control tokens --------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/Core/Convergence.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
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

static const char *const ControlIntrinsics[] = {
    "llvm.experimental.convergence.entry",
    "llvm.experimental.convergence.anchor",
    "llvm.experimental.convergence.loop"};

/// Whether \p F holds a convergence-control intrinsic: then the verifier
/// wants a token on every convergent call in it.  Looks at the users of the
/// three declarations, so a module without them costs nothing.
bool shfl::moduleUsesConvergenceControl(const Module &M) {
  for (const char *Name : ControlIntrinsics)
    if (const Function *Decl = M.getFunction(Name); Decl && !Decl->use_empty())
      return true;
  return false;
}

bool shfl::usesConvergenceControl(const Function &F) {
  for (const char *Name : ControlIntrinsics)
    if (const Function *Decl = F.getParent()->getFunction(Name))
      for (const User *U : Decl->users())
        if (const auto *I = dyn_cast<Instruction>(U))
          if (I->getFunction() == &F)
            return true;
  return false;
}

/// Recreates \p CB with a `"convergencectrl"` bundle of \p Token.
static CallBase *addToken(CallBase *CB, Value *Token) {
  OperandBundleDef Bundle("convergencectrl", Token);
  CallBase *New = CallBase::addOperandBundle(
      CB, LLVMContext::OB_convergencectrl, Bundle, CB->getIterator());
  New->copyMetadata(*CB);
  New->takeName(CB);
  CB->replaceAllUsesWith(New);
  CB->eraseFromParent();
  return New;
}

unsigned shfl::anchorUncontrolledConvergentCalls(Module &M) {
  SmallPtrSet<Function *, 8> Controlled;
  for (const char *Name : ControlIntrinsics)
    if (Function *Decl = M.getFunction(Name))
      for (User *U : Decl->users())
        if (auto *I = dyn_cast<Instruction>(U))
          Controlled.insert(I->getFunction());
  unsigned Changed = 0;
  Function *AnchorDecl = nullptr;
  for (Function *F : Controlled) {
    SmallVector<CallBase *, 8> Calls;
    for (Instruction &I : instructions(*F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (CB->isConvergent() && !isa<ConvergenceControlInst>(CB) &&
            !CB->getOperandBundle(LLVMContext::OB_convergencectrl))
          Calls.push_back(CB);
    for (CallBase *CB : Calls) {
      if (!AnchorDecl)
        AnchorDecl = compat::getIntrinsicDecl(
            M, Intrinsic::experimental_convergence_anchor);
      auto *A = CallInst::Create(AnchorDecl, {}, "conv.anchor", CB->getIterator());
      A->setDebugLoc(CB->getDebugLoc());
      addToken(CB, A);
      ++Changed;
    }
  }
  return Changed;
}

ConvergenceCarrier::ConvergenceCarrier(CallBase &Orig, bool ModuleUsesControl)
    : Token(convergenceToken(Orig)) {
  Function *F = Orig.getFunction();
  if (!Token && (!ModuleUsesControl || !F || !usesConvergenceControl(*F)))
    return;
  // The list is shared with the inserter that the IRBuilder copies.
  Emitted = std::make_shared<SmallVector<WeakTrackingVH, 16>>();
  if (Token)
    return;
  Function *Decl = compat::getIntrinsicDecl(
      *F->getParent(), Intrinsic::experimental_convergence_anchor);
  auto *A = CallInst::Create(Decl, {}, "conv.anchor", Orig.getIterator());
  A->setDebugLoc(Orig.getDebugLoc());
  Token = A;
  Anchor = A;
}

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
    addToken(CB, Tok ? Tok : Token);
    ++Changed;
  }
  Emitted->clear();
  return Changed;
}

ConvergenceCarrier::~ConvergenceCarrier() {
  if (auto *A = dyn_cast_or_null<Instruction>(Anchor); A && A->use_empty())
    A->eraseFromParent();
}

//===- PTXTranslator.cpp - Inline PTX to LLVM IR --------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The code generator: storage for the registers and the asm operands,
/// guards, labels and branches, and the results of the call.
///
/// Every register and every asm operand that is written is an alloca of its
/// width (i1 for predicates), created in the entry block; the function's
/// allocas are promoted to SSA values after its last asm statement.  A
/// template without branches, and whose guards all sit on pure instructions
/// (which become selects), is emitted in place of the call; otherwise the
/// call's block is split and the template gets blocks of its own.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/PTX/PTXTranslator.h"
#include "PTXBuild.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/InstructionSimplify.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/IR/CFG.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

#define DEBUG_TYPE "ptx-asm-to-ir"

using namespace llvm;
using namespace shfl::ptx;

//===----------------------------------------------------------------------===//
// Rounding helpers shared by the builders
//===----------------------------------------------------------------------===//

FpFormat shfl::ptx::formatOf(PTXType T) {
  switch (T) {
  case PTXType::F16:
  case PTXType::F16x2:
    return FmtF16;
  case PTXType::BF16:
  case PTXType::BF16x2:
    return FmtBF16;
  case PTXType::F64:
    return FmtF64;
  default:
    return FmtF32;
  }
}

Rounding shfl::ptx::roundingOf(const RInstr &I, Rounding Default) {
  if (I.has(Mod::rn) || I.has(Mod::rni))
    return Rounding::RN;
  if (I.has(Mod::rz) || I.has(Mod::rzi))
    return Rounding::RZ;
  if (I.has(Mod::rm) || I.has(Mod::rmi))
    return Rounding::RM;
  if (I.has(Mod::rp) || I.has(Mod::rpi))
    return Rounding::RP;
  return Default;
}

bool shfl::ptx::hasIntegerRounding(const RInstr &I) {
  return I.has(Mod::rni) || I.has(Mod::rzi) || I.has(Mod::rmi) ||
         I.has(Mod::rpi);
}

//===----------------------------------------------------------------------===//
// BuildCtx
//===----------------------------------------------------------------------===//

static Value *resize(IRBuilderBase &B, Value *V, unsigned Bits, bool SExt) {
  unsigned W = V->getType()->getIntegerBitWidth();
  if (W == Bits)
    return V;
  Type *T = B.getIntNTy(Bits);
  if (W > Bits)
    return B.CreateTrunc(V, T);
  return SExt ? B.CreateSExt(V, T) : B.CreateZExt(V, T);
}

unsigned BuildCtx::widthOf(const ROperand &R) const {
  switch (R.K) {
  case ROperand::Reg:
    return P.Regs[R.Id].Bits;
  case ROperand::Asm:
    return Sig.Ops[R.Id].Bits;
  case ROperand::SReg:
    return specialRegisters()[R.Id].Bits;
  default:
    return 0;
  }
}

Value *BuildCtx::read(const ROperand &R, unsigned Bits, bool SExt) {
  switch (R.K) {
  case ROperand::Reg: {
    AllocaInst *A = RegSlots[R.Id];
    Value *V = B.CreateLoad(A->getAllocatedType(), A, P.Regs[R.Id].Name);
    if (P.Regs[R.Id].IsPred)
      return resize(B, V, Bits, false);
    return resize(B, V, Bits, SExt);
  }
  case ROperand::Asm: {
    Value *V = AsmValues[R.Id];
    if (AsmIsSlot[R.Id])
      V = B.CreateLoad(cast<AllocaInst>(V)->getAllocatedType(), V);
    return resize(B, V, Bits, SExt);
  }
  case ROperand::Imm:
    return ConstantInt::get(intTy(Bits), R.IVal, /*IsSigned=*/false);
  case ROperand::FImm: {
    if (R.FWidth == 0) { // a decimal literal is a double
      return resize(B, cst(64, R.IVal), Bits, false);
    }
    return resize(B, cst(R.FWidth, R.IVal), Bits, false);
  }
  case ROperand::SReg:
    return resize(B, specialRegister(R.Id), Bits, false);
  default:
    llvm_unreachable("not a value operand");
  }
}

Value *BuildCtx::readFloat(const ROperand &R, FpFormat F) {
  if (R.K != ROperand::FImm)
    return read(R, F.bits());
  // Literals: 0f is an f32, 0d an f64, a decimal a double; each is converted
  // to the instruction's format, rounding to nearest.
  const fltSemantics *Src = R.FWidth == 32 ? &APFloat::IEEEsingle()
                                           : &APFloat::IEEEdouble();
  unsigned SrcBits = R.FWidth == 32 ? 32 : 64;
  APFloat V(*Src, APInt(SrcBits, R.IVal));
  const fltSemantics *Dst = F == FmtF16    ? &APFloat::IEEEhalf()
                            : F == FmtBF16 ? &APFloat::BFloat()
                            : F == FmtF32  ? &APFloat::IEEEsingle()
                                           : &APFloat::IEEEdouble();
  bool LosesInfo;
  V.convert(*Dst, APFloat::rmNearestTiesToEven, &LosesInfo);
  return ConstantInt::get(Ctx, V.bitcastToAPInt());
}

Value *BuildCtx::readPred(const ROperand &R) {
  Value *V;
  if (R.K == ROperand::Imm) {
    V = B.getInt1(R.IVal != 0);
  } else {
    AllocaInst *A = RegSlots[R.Id];
    V = B.CreateLoad(B.getInt1Ty(), A, P.Regs[R.Id].Name);
  }
  if (R.Neg)
    V = B.CreateNot(V);
  return V;
}

uint64_t BuildCtx::immediate(const ROperand &R) const {
  if (R.K == ROperand::Imm)
    return R.IVal;
  if (R.K == ROperand::Asm && Sig.Ops[R.Id].Const)
    return *Sig.Ops[R.Id].Const;
  return 0;
}

void BuildCtx::write(const ROperand &R, Value *V, bool SExt) {
  AllocaInst *Slot = nullptr;
  unsigned Bits = 0;
  switch (R.K) {
  case ROperand::Sink:
    return;
  case ROperand::Reg:
    Slot = RegSlots[R.Id];
    Bits = P.Regs[R.Id].Bits;
    break;
  case ROperand::Asm:
    Slot = cast<AllocaInst>(AsmValues[R.Id]);
    Bits = Sig.Ops[R.Id].Bits;
    break;
  default:
    llvm_unreachable("not a destination");
  }
  V = resize(B, V, Bits, SExt);
  if (GuardPred) {
    Value *Old = B.CreateLoad(Slot->getAllocatedType(), Slot);
    V = B.CreateSelect(GuardPred, V, Old);
  }
  B.CreateStore(V, Slot);
}

void BuildCtx::writePred(const ROperand &R, Value *V) {
  if (R.K == ROperand::Sink)
    return;
  AllocaInst *Slot = RegSlots[R.Id];
  if (GuardPred) {
    Value *Old = B.CreateLoad(B.getInt1Ty(), Slot);
    V = B.CreateSelect(GuardPred, V, Old);
  }
  B.CreateStore(V, Slot);
}

Value *BuildCtx::address(const ROperand &R, unsigned AS) {
  PointerType *PtrTy = PointerType::get(Ctx, AS);
  const DataLayout &DL = M.getDataLayout();
  Value *Base = nullptr;
  if (!R.Elems.empty()) {
    const ROperand &BaseOp = R.Elems[0];
    // An unwritten pointer input is used as it is (keeping its provenance).
    if (BaseOp.K == ROperand::Asm && AsmPointers[BaseOp.Id]) {
      Base = AsmPointers[BaseOp.Id];
      if (Base->getType() != PtrTy)
        Base = B.CreateAddrSpaceCast(Base, PtrTy);
    } else {
      unsigned Bits = widthOf(BaseOp);
      if (Bits == 0)
        Bits = DL.getPointerSizeInBits(AS);
      Value *Int = read(BaseOp, Bits);
      Base = B.CreateIntToPtr(Int, PtrTy);
    }
  } else {
    Base = B.CreateIntToPtr(
        ConstantInt::get(B.getIntNTy(DL.getPointerSizeInBits(AS)), 0), PtrTy);
  }
  if (R.Offset)
    Base = B.CreateGEP(B.getInt8Ty(), Base, B.getInt64(R.Offset));
  return Base;
}

CallInst *BuildCtx::intrinsic(Intrinsic::ID ID, ArrayRef<Type *> Tys,
                              ArrayRef<Value *> Args, const Twine &Name,
                              bool Convergent) {
  Function *F = shfl::compat::getIntrinsicDecl(M, ID, Tys);
  SmallVector<OperandBundleDef, 1> Bundles;
  if (Convergent)
    if (auto OB = CI.getOperandBundle(LLVMContext::OB_convergencectrl))
      Bundles.emplace_back(*OB);
  return B.CreateCall(F, Args, Bundles, Name);
}

CallInst *BuildCtx::namedCall(StringRef Name, Type *Ret, ArrayRef<Value *> Args,
                              const Twine &ValueName, bool Convergent,
                              bool ReadNone) {
  SmallVector<Type *, 4> ArgTys;
  for (Value *A : Args)
    ArgTys.push_back(A->getType());
  FunctionType *FT = FunctionType::get(Ret, ArgTys, false);
  Intrinsic::ID ID = shfl::compat::lookupIntrinsicID(Name);
  if (ID != Intrinsic::not_intrinsic && !Intrinsic::isOverloaded(ID))
    return intrinsic(ID, {}, Args, ValueName, Convergent);
  FunctionCallee Callee = M.getOrInsertFunction(Name, FT);
  if (auto *F = dyn_cast<Function>(Callee.getCallee())) {
    F->setDoesNotThrow();
    if (ReadNone)
      F->setDoesNotAccessMemory();
    if (Convergent)
      F->setConvergent();
  }
  SmallVector<OperandBundleDef, 1> Bundles;
  if (Convergent)
    if (auto OB = CI.getOperandBundle(LLVMContext::OB_convergencectrl))
      Bundles.emplace_back(*OB);
  return B.CreateCall(Callee, Args, Bundles, ValueName);
}

Value *BuildCtx::specialRegister(unsigned Index) {
  const SpecialReg &SR = specialRegisters()[Index];
  StringRef Shown = SR.Name == "WARP_SZ" ? StringRef("warpsize")
                                         : SR.Name.drop_front(); // the '%'
  std::string Name = ("llvm.nvvm.read.ptx.sreg." + SR.Intrinsic).str();
  return namedCall(Name, intTy(SR.Bits), {}, Shown, /*Convergent=*/false,
                   /*ReadNone=*/true);
}

SyncScope::ID BuildCtx::scope(Mod Scope) {
  // NVPTX's names for the scopes (what clang emits for NVPTX); the
  // retargeting pass maps them to the target's.
  switch (Scope) {
  case Mod::cta:
    return Ctx.getOrInsertSyncScopeID("block");
  case Mod::cluster:
    return Ctx.getOrInsertSyncScopeID("cluster");
  case Mod::gpu:
  case Mod::gl:
    return Ctx.getOrInsertSyncScopeID("device");
  default:
    return SyncScope::System;
  }
}

//===----------------------------------------------------------------------===//
// Signatures
//===----------------------------------------------------------------------===//

static unsigned bitsOfType(Type *T, const DataLayout &DL) {
  if (T->isPointerTy())
    return DL.getPointerSizeInBits(T->getPointerAddressSpace());
  if (T->isSized() && T->isFirstClassType() && !T->isAggregateType())
    return DL.getTypeSizeInBits(T).getFixedValue();
  return 0;
}

bool shfl::ptx::signatureFromCall(const CallInst &CI, AsmSignature &Sig,
                                  std::string &Why) {
  const auto *IA = cast<InlineAsm>(CI.getCalledOperand());
  if (!parseConstraintString(IA->getConstraintString(), Sig, Why))
    return false;
  const DataLayout &DL = CI.getModule()->getDataLayout();
  SmallVector<Type *, 4> ResultTys;
  Type *RT = CI.getType();
  if (auto *ST = dyn_cast<StructType>(RT))
    ResultTys.append(ST->element_begin(), ST->element_end());
  else if (!RT->isVoidTy())
    ResultTys.push_back(RT);
  unsigned NumOut = 0, NumIn = 0;
  for (const AsmOperandInfo &Op : Sig.Ops)
    (Op.IsOutput ? NumOut : NumIn)++;
  if (NumOut != ResultTys.size() || NumIn != CI.arg_size()) {
    Why = "the call's operands do not match its constraint string";
    return false;
  }
  unsigned Out = 0, In = 0;
  for (AsmOperandInfo &Op : Sig.Ops) {
    Type *T = Op.IsOutput ? ResultTys[Out++] : CI.getArgOperand(In)->getType();
    unsigned Bits = bitsOfType(T, DL);
    if (Bits == 0 || Bits > 128) {
      Why = "an operand of type '" + [&] {
        std::string S;
        raw_string_ostream OS(S);
        T->print(OS);
        return S;
      }() + "' is not supported";
      return false;
    }
    // A 'c' operand is an 8-bit value; clang may pass it as i16.
    Op.Bits = Bits;
    Op.IsFloat = T->isFloatingPointTy();
    if (!Op.IsOutput) {
      Value *A = CI.getArgOperand(In++);
      if (auto *C = dyn_cast<ConstantInt>(A)) {
        Op.Const = C->getZExtValue();
        Op.IsImmediate = true;
      } else if (Op.Letter == 'n') {
        Why = "an 'n' operand is not a constant";
        return false;
      }
    }
  }
  return true;
}

//===----------------------------------------------------------------------===//
// The code generator
//===----------------------------------------------------------------------===//

namespace {

class CodeGen {
public:
  CodeGen(CallInst &CI, const Program &P, const AsmSignature &Sig,
          TranslationState &State)
      : CI(CI), F(*CI.getFunction()), P(P), Sig(Sig), Allocas(State.Allocas),
        B(CI.getContext(), ConstantFolder(),
          IRBuilderCallbackInserter([&State](Instruction *I) {
            State.Emitted.push_back(I);
          })),
        C(B, P, Sig, CI) {
    B.SetInsertPoint(&CI);
    C.Approx = State.Approx;
  }

  void run();

private:
  AllocaInst *slot(Type *T, const Twine &Name);
  Value *argBits(Value *A, unsigned Bits);
  Value *fromBits(Value *Bits, Type *T);
  bool needsBlocks() const;
  void startBlock(BasicBlock *BB);
  BasicBlock *newBlock(const Twine &Name);
  void emitItem(const RInstr &I);

  CallInst &CI;
  Function &F;
  const Program &P;
  const AsmSignature &Sig;
  SmallVectorImpl<AllocaInst *> &Allocas;
  IRBuilder<ConstantFolder, IRBuilderCallbackInserter> B;
  BuildCtx C;
  BasicBlock *Tail = nullptr;
  std::vector<BasicBlock *> Labels;
  SmallVector<BasicBlock *, 8> Created;
};

} // namespace

AllocaInst *CodeGen::slot(Type *T, const Twine &Name) {
  BasicBlock &Entry = F.getEntryBlock();
  IRBuilder<> AB(&Entry, Entry.getFirstInsertionPt());
  unsigned AS = F.getParent()->getDataLayout().getAllocaAddrSpace();
  AllocaInst *A = AB.CreateAlloca(T, AS, nullptr, Name);
  Allocas.push_back(A);
  return A;
}

Value *CodeGen::argBits(Value *A, unsigned Bits) {
  Type *T = A->getType();
  if (T->isPointerTy())
    return B.CreatePtrToInt(A, B.getIntNTy(Bits));
  if (T->isIntegerTy())
    return resize(B, A, Bits, false);
  return B.CreateBitCast(A, B.getIntNTy(Bits));
}

Value *CodeGen::fromBits(Value *V, Type *T) {
  if (T->isPointerTy())
    return B.CreateIntToPtr(V, T);
  if (T->isIntegerTy())
    return resize(B, V, T->getIntegerBitWidth(), false);
  return B.CreateBitCast(V, T);
}

bool CodeGen::needsBlocks() const {
  if (P.HasBranches || P.NumLabels)
    return true;
  for (const RInstr &I : P.Items)
    if (I.Row && I.Guard >= 0 &&
        (I.Row->Flags & (PRF_SideEffect | PRF_Convergent)))
      return true;
  return false;
}

BasicBlock *CodeGen::newBlock(const Twine &Name) {
  BasicBlock *BB = BasicBlock::Create(F.getContext(), Name, &F, Tail);
  Created.push_back(BB);
  return BB;
}

void CodeGen::startBlock(BasicBlock *BB) {
  if (!B.GetInsertBlock()->getTerminator())
    B.CreateBr(BB);
  B.SetInsertPoint(BB);
}

void CodeGen::emitItem(const RInstr &I) {
  if (!I.Row) { // a label
    startBlock(Labels[I.LabelId]);
    return;
  }
  Value *Guard = nullptr;
  if (I.Guard >= 0) {
    Guard = B.CreateLoad(B.getInt1Ty(), C.RegSlots[I.Guard],
                         P.Regs[I.Guard].Name);
    if (I.GuardNeg)
      Guard = B.CreateNot(Guard);
  }
  if (I.Row->Flags & PRF_Branch) {
    BasicBlock *Target = Labels[I.Ops[0].Id];
    BasicBlock *Next = newBlock("ptx.next");
    if (Guard)
      B.CreateCondBr(Guard, Target, Next);
    else
      B.CreateBr(Target);
    B.SetInsertPoint(Next);
    return;
  }
  if (Guard && (I.Row->Flags & (PRF_SideEffect | PRF_Convergent))) {
    BasicBlock *Then = newBlock("ptx.then");
    BasicBlock *Cont = newBlock("ptx.cont");
    B.CreateCondBr(Guard, Then, Cont);
    B.SetInsertPoint(Then);
    I.Row->Build(C, I);
    B.CreateBr(Cont);
    B.SetInsertPoint(Cont);
    return;
  }
  C.GuardPred = Guard;
  I.Row->Build(C, I);
  C.GuardPred = nullptr;
}

void CodeGen::run() {
  B.SetCurrentDebugLocation(CI.getDebugLoc());
  // Registers.
  for (const RegInfo &R : P.Regs)
    C.RegSlots.push_back(
        slot(R.IsPred ? B.getInt1Ty() : B.getIntNTy(R.Bits), R.Name));
  // Asm operands: outputs start as their tied input (or zero); inputs that
  // the template writes get a local copy.
  unsigned NumOut = 0;
  for (const AsmOperandInfo &Op : Sig.Ops)
    NumOut += Op.IsOutput;
  C.AsmValues.assign(Sig.Ops.size(), nullptr);
  C.AsmIsSlot.assign(Sig.Ops.size(), false);
  C.AsmPointers.assign(Sig.Ops.size(), nullptr);
  SmallVector<Value *, 4> Inputs;
  for (unsigned I = 0; I < Sig.Ops.size(); ++I)
    if (!Sig.Ops[I].IsOutput)
      Inputs.push_back(argBits(CI.getArgOperand(I - NumOut), Sig.Ops[I].Bits));
  for (unsigned I = 0; I < Sig.Ops.size(); ++I) {
    const AsmOperandInfo &Op = Sig.Ops[I];
    if (Op.IsOutput) {
      AllocaInst *A = slot(B.getIntNTy(Op.Bits), "ptx.out" + Twine(I));
      Value *Init = ConstantInt::get(B.getIntNTy(Op.Bits), 0);
      for (unsigned J = 0; J < Sig.Ops.size(); ++J)
        if (Sig.Ops[J].TiedTo == int(I))
          Init = resize(B, Inputs[J - NumOut], Op.Bits, false);
      B.CreateStore(Init, A);
      C.AsmValues[I] = A;
      C.AsmIsSlot[I] = true;
      continue;
    }
    Value *V = Inputs[I - NumOut];
    if (P.AsmWritten[I]) {
      AllocaInst *A = slot(B.getIntNTy(Op.Bits), "ptx.in" + Twine(I));
      B.CreateStore(V, A);
      C.AsmValues[I] = A;
      C.AsmIsSlot[I] = true;
      continue;
    }
    C.AsmValues[I] = V;
    Value *Arg = CI.getArgOperand(I - NumOut);
    if (Arg->getType()->isPointerTy())
      C.AsmPointers[I] = Arg;
  }

  bool Blocks = needsBlocks();
  if (Blocks) {
    BasicBlock *Head = CI.getParent();
    Tail = Head->splitBasicBlock(&CI, "ptx.exit");
    BasicBlock *Entry = newBlock("ptx.entry");
    Head->getTerminator()->eraseFromParent();
    // The instructions emitted so far (input conversions) stay in Head.
    B.SetInsertPoint(Head);
    B.CreateBr(Entry);
    B.SetInsertPoint(Entry);
    for (unsigned L = 0; L < P.NumLabels; ++L)
      Labels.push_back(newBlock("ptx.label" + Twine(L)));
  }
  for (const RInstr &I : P.Items)
    emitItem(I);
  if (Blocks) {
    if (!B.GetInsertBlock()->getTerminator())
      B.CreateBr(Tail);
    B.SetInsertPoint(&CI);
  }

  // The results.
  Type *RT = CI.getType();
  SmallVector<Value *, 4> Results;
  for (unsigned I = 0; I < NumOut; ++I) {
    auto *A = cast<AllocaInst>(C.AsmValues[I]);
    Results.push_back(B.CreateLoad(A->getAllocatedType(), A));
  }
  Value *Result = nullptr;
  if (auto *ST = dyn_cast<StructType>(RT)) {
    Result = PoisonValue::get(ST);
    for (unsigned I = 0; I < NumOut; ++I)
      Result = B.CreateInsertValue(
          Result, fromBits(Results[I], ST->getElementType(I)), I);
  } else if (!RT->isVoidTy()) {
    Result = fromBits(Results[0], RT);
  }
  if (Result) {
    // The values keep the names of the instructions that compute them; an
    // aggregate of several outputs takes the call's.
    if (isa<InsertValueInst>(Result))
      Result->takeName(&CI);
    CI.replaceAllUsesWith(Result);
  }
  CI.eraseFromParent();

  // Blocks that nothing reaches (code after an unconditional bra, a label
  // that no branch names) are removed.
  if (!Created.empty()) {
    SmallPtrSet<BasicBlock *, 16> Reachable;
    for (BasicBlock *BB : depth_first(&F.getEntryBlock()))
      Reachable.insert(BB);
    SmallVector<BasicBlock *, 4> Dead;
    for (BasicBlock *BB : Created)
      if (!Reachable.contains(BB))
        Dead.push_back(BB);
    DeleteDeadBlocks(Dead);
    // Straight-line pieces (the entry jump, a guard's join, the exit) are
    // merged back into one block.
    for (BasicBlock *BB : Created)
      if (Reachable.contains(BB))
        MergeBlockIntoPredecessor(BB);
    MergeBlockIntoPredecessor(Tail);
  }
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

static bool templateIsEmpty(StringRef T) {
  ParsedAsm P;
  ParseError E;
  return parsePTX(T, P, E) && P.Body.empty();
}

static bool clobbersMemory(const InlineAsm &IA) {
  for (const InlineAsm::ConstraintInfo &C : IA.ParseConstraints())
    if (C.Type == InlineAsm::isClobber)
      for (const std::string &Code : C.Codes)
        if (Code == "{memory}")
          return true;
  return false;
}

TranslateResult shfl::ptx::translateInlineAsm(CallInst &CI,
                                              TranslationState &State) {
  TranslateResult R;
  auto *IA = cast<InlineAsm>(CI.getCalledOperand());
  if (!IA->hasSideEffects() && CI.use_empty()) {
    CI.eraseFromParent();
    R.S = TranslateResult::Deleted;
    return R;
  }
  StringRef Template = IA->getAsmString();
  AsmSignature Sig;
  std::string Why;
  if (!signatureFromCall(CI, Sig, Why)) {
    R.Err.Cat = SemaError::Operand;
    R.Err.Message = Why;
    R.Err.StmtBegin = 0;
    R.Err.StmtEnd = Template.size();
    return R;
  }
  ParsedAsm Parsed;
  Program P;
  if (!checkTemplate(Template, Sig, Parsed, P, R.Err))
    return R;
  // asm volatile("" ::: "memory"): a compiler-only barrier.
  if (P.Items.empty() && clobbersMemory(*IA) && templateIsEmpty(Template)) {
    IRBuilder<> FB(&CI);
    FB.SetCurrentDebugLocation(CI.getDebugLoc());
    FB.CreateFence(AtomicOrdering::SequentiallyConsistent,
                   SyncScope::SingleThread);
  }
  CodeGen(CI, P, Sig, State).run();
  R.S = TranslateResult::Translated;
  R.Instructions =
      count_if(P.Items, [](const RInstr &I) { return I.LabelId < 0; });
  return R;
}

void shfl::ptx::finishFunction(Function &F, TranslationState &State) {
  if (!State.Allocas.empty()) {
    DominatorTree DT(F);
    SmallVector<AllocaInst *, 16> Live;
    for (AllocaInst *A : State.Allocas)
      if (isAllocaPromotable(A))
        Live.push_back(A);
    PromoteMemToReg(Live, DT);
  }
  // Operands that turned out constant (immediates, the template's own
  // constants) fold now, in the order the instructions were emitted.
  const DataLayout &DL = F.getParent()->getDataLayout();
  for (WeakVH &V : State.Emitted) {
    auto *I = dyn_cast_or_null<Instruction>(V);
    if (!I || !I->getParent())
      continue;
    if (Value *S = simplifyInstruction(I, SimplifyQuery(DL, I))) {
      I->replaceAllUsesWith(S);
      if (!I->hasName() || S->hasName() || isa<Constant>(S))
        continue;
      if (auto *SI = dyn_cast<Instruction>(S))
        if (!SI->hasName())
          SI->takeName(I);
    }
  }
  SmallVector<WeakTrackingVH, 64> Dead;
  for (WeakVH &V : State.Emitted)
    if (auto *I = dyn_cast_or_null<Instruction>(V))
      if (isInstructionTriviallyDead(I))
        Dead.push_back(I);
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);
  State.Allocas.clear();
  State.Emitted.clear();
}

std::string shfl::ptx::quoteStatement(StringRef Template,
                                      const SemaError &Err) {
  unsigned Begin = std::min<unsigned>(Err.StmtBegin, Template.size());
  unsigned End = std::min<unsigned>(std::max(Err.StmtEnd, Begin),
                                    Template.size());
  StringRef S = Template.slice(Begin, End).trim();
  if (S.empty())
    S = Template.trim();
  std::string Out;
  for (char Ch : S) {
    bool Space = Ch == ' ' || Ch == '\t' || Ch == '\n' || Ch == '\r';
    if (Space) {
      if (!Out.empty() && Out.back() != ' ')
        Out += ' ';
      continue;
    }
    Out += Ch;
  }
  if (Out.size() > 160)
    Out = Out.substr(0, 157) + "...";
  return Out;
}

/// The whole template of \p CI's asm, quoted as a statement is.
static std::string quoteTemplate(const CallInst &CI) {
  StringRef Template = cast<InlineAsm>(CI.getCalledOperand())->getAsmString();
  SemaError Whole;
  Whole.StmtBegin = 0;
  Whole.StmtEnd = Template.size();
  return quoteStatement(Template, Whole);
}

void shfl::ptx::diagnoseUntranslated(CallInst &CI, const SemaError &Err,
                                     bool Warning) {
  auto *IA = cast<InlineAsm>(CI.getCalledOperand());
  std::string Msg = "inline PTX '" + quoteStatement(IA->getAsmString(), Err) +
                    "' cannot be translated: " + Err.Message;
  if (Err.Loc.Line > 1 || Err.Loc.Col > 1)
    Msg += " (line " + std::to_string(Err.Loc.Line) + ", column " +
           std::to_string(Err.Loc.Col) + " of the asm string)";
  DiagnosticSeverity Sev = Warning ? DS_Warning : DS_Error;
  // clang gives one source location per line of the asm string.
  if (MDNode *SrcLoc = CI.getMetadata("srcloc")) {
    uint64_t Cookie = 0;
    unsigned LineIdx = Err.Loc.Line ? Err.Loc.Line - 1 : 0;
    if (LineIdx >= SrcLoc->getNumOperands())
      LineIdx = 0;
    if (SrcLoc->getNumOperands())
      if (auto *C = mdconst::dyn_extract<ConstantInt>(
              SrcLoc->getOperand(LineIdx)))
        Cookie = C->getZExtValue();
    CI.getContext().diagnose(DiagnosticInfoInlineAsm(Cookie, Msg, Sev));
    return;
  }
  CI.getContext().diagnose(DiagnosticInfoUnsupported(
      *CI.getFunction(), Msg, CI.getDebugLoc(), Sev));
}

bool shfl::ptx::translateModuleInlineAsm(Module &M, bool Strict,
                                         unsigned *NumRefused,
                                         NVApprox Approx) {
  bool Changed = false;
  unsigned Refused = 0;
  for (Function &F : M) {
    SmallVector<CallInst *, 8> Calls;
    for (Instruction &I : instructions(F))
      if (auto *CI = dyn_cast<CallInst>(&I))
        if (CI->isInlineAsm())
          Calls.push_back(CI);
    if (Calls.empty())
      continue;
    TranslationState State;
    State.Approx = Approx;
    OptimizationRemarkEmitter ORE(&F);
    for (CallInst *CI : Calls) {
      // Taken first: a translated call is erased.
      DiagnosticLocation Loc(CI->getDebugLoc());
      BasicBlock *BB = CI->getParent();
      std::string Quoted = quoteTemplate(*CI);
      size_t Before = State.Emitted.size();
      TranslateResult R = translateInlineAsm(*CI, State);
      if (R.S == TranslateResult::Refused) {
        ++Refused;
        if (Strict) {
          diagnoseUntranslated(*CI, R.Err);
          continue;
        }
        ORE.emit([&] {
          return OptimizationRemarkMissed(DEBUG_TYPE, "Untranslated", CI)
                 << "inline PTX '" << ore::NV("Asm", Quoted)
                 << "' left untranslated: " << ore::NV("Reason", R.Err.Message)
                 << " (an error at the end of the pipeline if it survives)";
        });
        continue;
      }
      Changed = true;
      if (R.S == TranslateResult::Deleted) {
        ORE.emit([&] {
          return OptimizationRemark(DEBUG_TYPE, "DeadAsmDeleted", Loc, BB)
                 << "deleted inline PTX '" << ore::NV("Asm", Quoted)
                 << "': no side effects and no use of its result";
        });
        continue;
      }
      ORE.emit([&] {
        return OptimizationRemark(DEBUG_TYPE, "Translated", Loc, BB)
               << "translated inline PTX '" << ore::NV("Asm", Quoted) << "': "
               << ore::NV("PTXInstructions", R.Instructions)
               << " PTX instruction(s) to "
               << ore::NV("IRInstructions",
                          unsigned(State.Emitted.size() - Before))
               << " IR instruction(s) before folding";
      });
    }
    finishFunction(F, State);
  }
  if (NumRefused)
    *NumRefused = Refused;
  return Changed;
}

unsigned shfl::ptx::reportRemainingInlineAsm(Module &M) {
  unsigned N = 0;
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      auto *CI = dyn_cast<CallInst>(&I);
      if (!CI || !CI->isInlineAsm() || CI->getMetadata(AMDGPUAsmMD))
        continue;
      ++N;
      auto *IA = cast<InlineAsm>(CI->getCalledOperand());
      AsmSignature Sig;
      std::string Why;
      ParsedAsm Parsed;
      Program P;
      SemaError Err;
      if (!signatureFromCall(*CI, Sig, Why)) {
        Err.Cat = SemaError::Operand;
        Err.Message = Why;
        Err.StmtEnd = IA->getAsmString().size();
      } else if (checkTemplate(IA->getAsmString(), Sig, Parsed, P, Err)) {
        Err.Message = "it was left untranslated";
        Err.StmtEnd = IA->getAsmString().size();
      }
      diagnoseUntranslated(*CI, Err);
    }
  return N;
}

// The next file of a unity batch (shfl_unity_build) defines its own.
#undef DEBUG_TYPE

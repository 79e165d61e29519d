//===- InstrumentChecks.cpp - Memory, division and trap checks ------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The checks of Checks.h, in two steps.
///
/// Marking (step 1b, after inlining) happens on the amdgcn module, where
/// every pointer still has its address space and every instruction its
/// debug location: each instruction to check gets `!wemu.check !{i32 N}`
/// (two numbers for memcpy / memmove: destination, source) and check N its
/// CheckSite.  Only the kernel's own instructions are marked; what the
/// instrumentation adds later (loop counters, LDS bases, entries) is not.
///
/// Insertion (step 5) happens on the host module, after flattening, when
/// the thread-frontier order of the cross-lane sites is fixed, so the checks
/// may split blocks.  Sizes are the host's: what the host really touches.
///
/// A load, store or atomic that is not private first compares its address
/// with its check's entry in `@__wemu_check_cache` = [N x [2 x i64]]: the
/// lowest and highest address at which the last piece of memory it hit
/// holds it (the checker fills the entry after a valid access, and empties
/// them all at each launch).  Only an address outside that range, or a
/// misaligned one, calls the checker: most accesses cost two compares.
/// Only accesses inside loops get this fast path; the others run once per
/// lane, and a plain call compiles faster.
///
//===----------------------------------------------------------------------===//

#include "InstrumentImpl.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;
using namespace wemu;
using namespace wemu::detail;

static constexpr StringLiteral CheckMD = "wemu.check";

//===----------------------------------------------------------------------===//
// Marking
//===----------------------------------------------------------------------===//

namespace {

/// The AMDGPU address spaces (AMDGPUAddrSpace.h) as the checker sees them.
MemSpace spaceOf(const GPUTarget &T, unsigned AS) {
  if (T.isHGPU())
    return MemSpace::Flat; // one address space
  switch (AS) {
  case 0:
    return MemSpace::Flat;
  case 3:
    return MemSpace::LDS;
  case 4:
  case 6:
    return MemSpace::Constant;
  case AMDGPUPrivateAS:
    return MemSpace::Private;
  default:
    return MemSpace::Global; // 1, and the buffer resources
  }
}

/// A divisor that can be neither 0 nor (for signed division) -1.
bool isSafeDivisor(Value *D, bool Signed) {
  auto *C = dyn_cast<Constant>(D);
  if (!C)
    return false;
  auto Safe = [&](Constant *E) {
    auto *CI = dyn_cast_or_null<ConstantInt>(E);
    return CI && !CI->isZero() && !(Signed && CI->isMinusOne());
  };
  if (auto *VT = dyn_cast<FixedVectorType>(C->getType())) {
    for (unsigned K = 0; K < VT->getNumElements(); ++K)
      if (!Safe(C->getAggregateElement(K)))
        return false;
    return true;
  }
  return Safe(C);
}

class CheckMarker {
public:
  CheckMarker(Module &M, const GPUTarget &T, bool MemCheck,
              std::vector<CheckSite> &Checks)
      : M(M), T(T), MemCheck(MemCheck), Checks(Checks),
        PrivateAS(T.isHGPU() ? M.getDataLayout().getAllocaAddrSpace()
                             : AMDGPUPrivateAS) {}

  void run() {
    for (Function &F : M) {
      if (F.isDeclaration())
        continue;
      if (MemCheck)
        for (Argument &A : F.args())
          if (A.hasByValAttr()) {
            CheckSite S;
            S.Kind = CheckKind::ByValArg;
            S.Space = MemSpace::Private;
            S.What = "byval parameter '%" + A.getName().str() + "' (" +
                     typeName(A.getParamByValType()) + ")";
            S.Where = "function '" + F.getName().str() + "'";
            S.Function = F.getName().str();
            S.ArgNo = A.getArgNo();
            Checks.push_back(std::move(S));
          }
      for (Instruction &I : instructions(F))
        markInstruction(I);
    }
  }

private:
  unsigned add(CheckSite S, Instruction &I) {
    S.Where = describeLocation(I);
    Checks.push_back(std::move(S));
    return static_cast<unsigned>(Checks.size() - 1);
  }

  void mark(Instruction &I, ArrayRef<unsigned> Ids) {
    LLVMContext &Ctx = I.getContext();
    SmallVector<Metadata *, 2> Ops;
    for (unsigned Id : Ids)
      Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx), Id)));
    I.setMetadata(CheckMD, MDNode::get(Ctx, Ops));
  }

  unsigned access(Instruction &I, CheckKind K, Value *Ptr, MaybeAlign A,
                  const Twine &What) {
    CheckSite S;
    S.Kind = K;
    S.Space = spaceOf(T, Ptr->getType()->getPointerAddressSpace());
    S.Align = static_cast<uint32_t>(A.valueOrOne().value());
    S.What = What.str();
    return add(std::move(S), I);
  }

  void markInstruction(Instruction &I) {
    if (auto *BO = dyn_cast<BinaryOperator>(&I)) {
      Instruction::BinaryOps Op = BO->getOpcode();
      bool Signed = Op == Instruction::SDiv || Op == Instruction::SRem;
      if ((Signed || Op == Instruction::UDiv || Op == Instruction::URem) &&
          !isSafeDivisor(BO->getOperand(1), Signed)) {
        CheckSite S;
        S.Kind = CheckKind::Division;
        S.What = (Twine(BO->getOpcodeName()) + " " + typeName(BO->getType())).str();
        mark(I, add(std::move(S), I));
      }
      return;
    }
    if (isa<UnreachableInst>(I)) {
      CheckSite S;
      S.Kind = CheckKind::Unreachable;
      S.What = "unreachable";
      mark(I, add(std::move(S), I));
      return;
    }
    if (auto *II = dyn_cast<IntrinsicInst>(&I)) {
      Intrinsic::ID ID = II->getIntrinsicID();
      if (ID == Intrinsic::trap || ID == Intrinsic::debugtrap ||
          ID == Intrinsic::ubsantrap) {
        CheckSite S;
        bool Assert = II->getMetadata(AssertFailMDName) != nullptr;
        S.Kind = Assert ? CheckKind::AssertTrap : CheckKind::Trap;
        S.What = "call to " + II->getCalledFunction()->getName().str() +
                 (Assert ? " (a failed assert)" : "");
        mark(I, add(std::move(S), I));
        return;
      }
    }
    if (!MemCheck)
      return;
    if (auto *LI = dyn_cast<LoadInst>(&I)) {
      mark(I, access(I, CheckKind::Load, LI->getPointerOperand(), LI->getAlign(),
                     "load of " + typeName(LI->getType())));
    } else if (auto *SI = dyn_cast<StoreInst>(&I)) {
      mark(I, access(I, CheckKind::Store, SI->getPointerOperand(), SI->getAlign(),
                     "store of " + typeName(SI->getValueOperand()->getType())));
    } else if (auto *RMW = dyn_cast<AtomicRMWInst>(&I)) {
      mark(I, access(I, CheckKind::Atomic, RMW->getPointerOperand(), RMW->getAlign(),
                     "atomicrmw " +
                         AtomicRMWInst::getOperationName(RMW->getOperation()) +
                         " of " + typeName(RMW->getType())));
    } else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I)) {
      mark(I, access(I, CheckKind::Atomic, CX->getPointerOperand(), CX->getAlign(),
                     "cmpxchg of " + typeName(CX->getCompareOperand()->getType())));
    } else if (auto *MI = dyn_cast<MemIntrinsic>(&I)) {
      StringRef Name = MI->getCalledFunction()->getName();
      StringRef Short = Name.drop_front(5).split('.').first; // memcpy, memset...
      unsigned Dst = access(I, CheckKind::MemWrite, MI->getRawDest(), MI->getDestAlign(),
                            Short + " destination");
      if (auto *MT = dyn_cast<MemTransferInst>(MI))
        mark(I, {Dst, access(I, CheckKind::MemRead, MT->getRawSource(),
                             MT->getSourceAlign(), Short + " source")});
      else
        mark(I, Dst);
    } else if (auto *AI = dyn_cast<AllocaInst>(&I)) {
      if (AI->getAddressSpace() != PrivateAS)
        return;
      CheckSite S;
      S.Kind = CheckKind::Alloca;
      S.Space = MemSpace::Private;
      S.What = "alloca " +
               (AI->hasName() ? "'%" + AI->getName().str() + "' " : std::string()) +
               "of " + typeName(AI->getAllocatedType());
      mark(I, add(std::move(S), I));
    } else if (auto *II = dyn_cast<IntrinsicInst>(&I)) {
      if (II->getIntrinsicID() == Intrinsic::stackrestore) {
        CheckSite S;
        S.Kind = CheckKind::StackRestore;
        S.What = "llvm.stackrestore";
        mark(I, add(std::move(S), I));
      }
    }
  }

  Module &M;
  const GPUTarget &T;
  bool MemCheck;
  std::vector<CheckSite> &Checks;
  unsigned PrivateAS;
};

//===----------------------------------------------------------------------===//
// Insertion
//===----------------------------------------------------------------------===//

class CheckInserter {
public:
  CheckInserter(Module &M, std::vector<CheckSite> &Checks,
                ArrayRef<KernelInfo> Kernels)
      : M(M), DL(M.getDataLayout()), Ctx(M.getContext()), Checks(Checks) {
    for (const KernelInfo &K : Kernels)
      KernelNames.insert(K.Name);
    Type *Void = Type::getVoidTy(Ctx), *I32 = Type::getInt32Ty(Ctx),
         *I64 = Type::getInt64Ty(Ctx), *Ptr = PointerType::get(Ctx, 0);
    auto Decl = [&](StringRef Name, Type *Ret, ArrayRef<Type *> Params) {
      FunctionCallee C = M.getOrInsertFunction(Name, FunctionType::get(Ret, Params, false));
      cast<Function>(C.getCallee())->addFnAttr(Attribute::NoUnwind);
      return C;
    };
    MemFn = Decl("__wemu_mem", Void, {I32, Ptr, I64});
    AllocaFn = Decl("__wemu_alloca", Void, {I32, Ptr, I64});
    FaultFn = Decl("__wemu_fault", Void, {I32, I32});
    MarkFn = Decl("__wemu_private_mark", I64, {});
    ReleaseFn = Decl("__wemu_private_release", Void, {I64});
    RestoreFn = Decl("__wemu_private_restore", Void, {Ptr});
  }

  void run() {
    if (any_of(Checks, [](const CheckSite &S) {
          return (S.Kind == CheckKind::Load || S.Kind == CheckKind::Store ||
                  S.Kind == CheckKind::Atomic) &&
                 S.Space != MemSpace::Private;
        })) {
      Type *EntryTy = ArrayType::get(Type::getInt64Ty(Ctx), 2);
      CacheTy = ArrayType::get(EntryTy, Checks.size());
      Cache = new GlobalVariable(M, CacheTy, /*isConstant=*/false,
                                 GlobalValue::ExternalLinkage,
                                 ConstantAggregateZero::get(CacheTy), CheckCacheName);
    }
    unsigned KindID = Ctx.getMDKindID(CheckMD);
    SmallVector<std::pair<Instruction *, MDNode *>, 64> Marked;
    for (Function &F : M) {
      size_t First = Marked.size();
      for (Instruction &I : instructions(F))
        if (MDNode *MD = I.getMetadata(KindID))
          Marked.push_back({&I, MD});
      if (Marked.size() > First && Cache) {
        // The accesses in loops, before any check splits their blocks.
        DominatorTree DT(F);
        LoopInfo LI(DT);
        for (size_t K = First; K < Marked.size(); ++K)
          if (LI.getLoopFor(Marked[K].first->getParent()))
            InLoop.insert(Marked[K].first);
      }
    }
    for (auto &[I, MD] : Marked) {
      I->setMetadata(KindID, nullptr);
      SmallVector<unsigned, 2> Ids;
      for (const MDOperand &Op : MD->operands())
        Ids.push_back(static_cast<unsigned>(
            mdconst::extract<ConstantInt>(Op)->getZExtValue()));
      insert(*I, Ids);
    }
    for (unsigned Id = 0; Id < Checks.size(); ++Id)
      if (Checks[Id].Kind == CheckKind::ByValArg)
        if (Function *F = M.getFunction(Checks[Id].Function);
            F && !F->isDeclaration() && Checks[Id].ArgNo < F->arg_size()) {
          Argument *A = F->getArg(Checks[Id].ArgNo);
          IRBuilder<> B(&*F->getEntryBlock().getFirstInsertionPt());
          B.CreateCall(AllocaFn, {B.getInt32(Id), A,
                                  B.getInt64(DL.getTypeAllocSize(A->getParamByValType()))});
          Registers.insert(F);
        }
    // A function other than a kernel frees its private allocations when it
    // returns (a recursive function: the only kind left after inlining).
    for (Function *F : Registers) {
      if (KernelNames.count(F->getName()))
        continue;
      IRBuilder<> B(&*F->getEntryBlock().getFirstInsertionPt());
      Value *Mark = B.CreateCall(MarkFn, {}, "wemu.private.mark");
      for (BasicBlock &BB : *F)
        if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator())) {
          B.SetInsertPoint(Ret);
          B.CreateCall(ReleaseFn, {Mark});
        }
    }
  }

private:
  /// The check of a load, store or atomic of \p Size bytes at \p Ptr: the
  /// cached range first (see the file comment), then the checker.
  void insertAccessCheck(Instruction &I, unsigned Id, Value *Ptr, uint64_t Size) {
    IRBuilder<> B(&I);
    const CheckSite &S = Checks[Id];
    if (!Cache || S.Space == MemSpace::Private || !InLoop.count(&I)) {
      B.CreateCall(MemFn, {B.getInt32(Id), Ptr, B.getInt64(Size)});
      return;
    }
    Value *Addr = B.CreatePtrToInt(Ptr, B.getInt64Ty(), "wemu.addr");
    Value *Lo = B.CreateLoad(B.getInt64Ty(),
                             B.CreateConstInBoundsGEP2_32(CacheTy, Cache, 0, Id),
                             "wemu.lo");
    Value *Hi = B.CreateLoad(
        B.getInt64Ty(),
        B.CreateConstInBoundsGEP1_64(B.getInt64Ty(),
                                     B.CreateConstInBoundsGEP2_32(CacheTy, Cache, 0, Id), 1),
        "wemu.hi");
    Value *AboveLo = B.CreateICmpUGE(Addr, Lo, "wemu.above.lo");
    Value *BelowHi = B.CreateICmpULE(Addr, Hi, "wemu.below.hi");
    Value *Ok = B.CreateAnd(AboveLo, BelowHi, "wemu.in.range");
    if (S.Align > 1) {
      Value *Low = B.CreateAnd(Addr, S.Align - 1, "wemu.low.bits");
      Value *Aligned = B.CreateICmpEQ(Low, B.getInt64(0), "wemu.aligned");
      Ok = B.CreateAnd(Ok, Aligned, "wemu.cached");
    }
    Instruction *Slow = SplitBlockAndInsertIfThen(
        B.CreateNot(Ok, "wemu.uncached"), &I, /*Unreachable=*/false,
        MDBuilder(Ctx).createBranchWeights(1, 1u << 20));
    Slow->getParent()->setName("wemu.check");
    I.getParent()->setName("wemu.checked");
    B.SetInsertPoint(Slow);
    B.CreateCall(MemFn, {B.getInt32(Id), Ptr, B.getInt64(Size)});
  }

  void insert(Instruction &I, ArrayRef<unsigned> Ids) {
    IRBuilder<> B(&I);
    auto Check = [&](unsigned Id, Value *Ptr, Value *Size) {
      B.CreateCall(MemFn, {B.getInt32(Id), Ptr, B.CreateZExtOrTrunc(Size, B.getInt64Ty())});
    };
    const CheckSite &S = Checks[Ids[0]];
    switch (S.Kind) {
    case CheckKind::Load:
      insertAccessCheck(I, Ids[0], cast<LoadInst>(I).getPointerOperand(),
                        DL.getTypeStoreSize(I.getType()));
      return;
    case CheckKind::Store: {
      auto &SI = cast<StoreInst>(I);
      insertAccessCheck(I, Ids[0], SI.getPointerOperand(),
                        DL.getTypeStoreSize(SI.getValueOperand()->getType()));
      return;
    }
    case CheckKind::Atomic:
      if (auto *RMW = dyn_cast<AtomicRMWInst>(&I))
        insertAccessCheck(I, Ids[0], RMW->getPointerOperand(),
                          DL.getTypeStoreSize(RMW->getType()));
      else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I))
        insertAccessCheck(I, Ids[0], CX->getPointerOperand(),
                          DL.getTypeStoreSize(CX->getCompareOperand()->getType()));
      return;
    case CheckKind::MemWrite:
    case CheckKind::MemRead: {
      auto &MI = cast<MemIntrinsic>(I);
      Check(Ids[0], MI.getRawDest(), MI.getLength());
      if (Ids.size() > 1)
        Check(Ids[1], cast<MemTransferInst>(MI).getRawSource(), MI.getLength());
      return;
    }
    case CheckKind::Alloca: {
      auto &AI = cast<AllocaInst>(I);
      B.SetInsertPoint(AI.getNextNode());
      Value *Size = B.getInt64(DL.getTypeAllocSize(AI.getAllocatedType()));
      if (AI.isArrayAllocation())
        Size = B.CreateMul(Size, B.CreateZExtOrTrunc(AI.getArraySize(), B.getInt64Ty()));
      B.CreateCall(AllocaFn, {B.getInt32(Ids[0]), &AI, Size});
      Registers.insert(AI.getFunction());
      return;
    }
    case CheckKind::StackRestore:
      B.SetInsertPoint(I.getNextNode());
      B.CreateCall(RestoreFn, {cast<CallInst>(I).getArgOperand(0)});
      return;
    case CheckKind::Trap:
    case CheckKind::AssertTrap: {
      FaultReason R = S.Kind == CheckKind::Trap ? FaultReason::Trap
                                                : FaultReason::AssertTrap;
      B.CreateCall(FaultFn, {B.getInt32(Ids[0]), B.getInt32(unsigned(R))});
      return;
    }
    case CheckKind::Unreachable:
      B.CreateCall(FaultFn,
                   {B.getInt32(Ids[0]), B.getInt32(unsigned(FaultReason::Unreachable))});
      return;
    case CheckKind::Division:
      insertDivisionCheck(cast<BinaryOperator>(I), Ids[0]);
      return;
    case CheckKind::ByValArg:
      return;
    }
  }

  /// `x / d` becomes
  ///   bad = d == 0 [| (x == INT_MIN & d == -1)]
  ///   if (any(bad)) __wemu_fault(check, d == 0 ? zero : overflow)
  ///   x / (bad ? 1 : d)
  /// The fault stops the run and does not return; the safe divisor keeps
  /// the host from trapping should it ever return.
  void insertDivisionCheck(BinaryOperator &I, unsigned Id) {
    IRBuilder<> B(&I);
    Value *X = I.getOperand(0), *D = I.getOperand(1);
    Type *Ty = D->getType();
    bool Signed = I.getOpcode() == Instruction::SDiv || I.getOpcode() == Instruction::SRem;
    Value *Zero = B.CreateICmpEQ(D, Constant::getNullValue(Ty), "wemu.div.zero");
    Value *Bad = Zero;
    if (Signed) {
      unsigned Bits = Ty->getScalarSizeInBits();
      Value *Min = ConstantInt::get(Ty, APInt::getSignedMinValue(Bits));
      Value *IsMin = B.CreateICmpEQ(X, Min, "wemu.div.min");
      Value *IsMinusOne =
          B.CreateICmpEQ(D, Constant::getAllOnesValue(Ty), "wemu.div.minus.one");
      Value *Ovf = B.CreateAnd(IsMin, IsMinusOne, "wemu.div.overflow");
      Bad = B.CreateOr(Zero, Ovf, "wemu.div.bad");
    }
    Value *AnyBad = Bad, *AnyZero = Zero;
    if (Ty->isVectorTy()) {
      AnyBad = B.CreateOrReduce(Bad);
      AnyBad->setName("wemu.div.any.bad");
      AnyZero = B.CreateOrReduce(Zero);
      AnyZero->setName("wemu.div.any.zero");
    }
    Instruction *Then = SplitBlockAndInsertIfThen(
        AnyBad, &I, /*Unreachable=*/false,
        MDBuilder(Ctx).createBranchWeights(1, 1u << 20));
    Then->getParent()->setName("wemu.div.fault");
    I.getParent()->setName("wemu.div.checked");
    B.SetInsertPoint(Then);
    Value *Reason = B.CreateSelect(AnyZero, B.getInt32(unsigned(FaultReason::DivideByZero)),
                                   B.getInt32(unsigned(FaultReason::DivideOverflow)),
                                   "wemu.div.reason");
    B.CreateCall(FaultFn, {B.getInt32(Id), Reason});
    B.SetInsertPoint(&I);
    I.setOperand(1, B.CreateSelect(Bad, ConstantInt::get(Ty, 1), D, "wemu.div.safe"));
  }

  Module &M;
  const DataLayout &DL;
  LLVMContext &Ctx;
  std::vector<CheckSite> &Checks;
  StringSet<> KernelNames;
  SetVector<Function *> Registers; ///< functions that register allocations
  GlobalVariable *Cache = nullptr;  ///< @__wemu_check_cache
  SmallPtrSet<Instruction *, 16> InLoop; ///< marked instructions in loops
  ArrayType *CacheTy = nullptr;
  FunctionCallee MemFn, AllocaFn, FaultFn, MarkFn, ReleaseFn, RestoreFn;
};

} // namespace

void wemu::detail::markChecks(Module &M, const GPUTarget &T, bool MemCheck,
                              std::vector<CheckSite> &Checks) {
  CheckMarker(M, T, MemCheck, Checks).run();
}

void wemu::detail::insertChecks(Module &M, std::vector<CheckSite> &Checks,
                                std::vector<KernelInfo> &Kernels,
                                std::vector<MemoryRegion> *Globals) {
  CheckInserter(M, Checks, Kernels).run();

  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    // Every frame larger than a page touches its pages in order, so that a
    // lane that runs out of stack hits its guard page (and the emulator
    // reports it) instead of writing into the next lane's stack.
    F.addFnAttr("probe-stack", "inline-asm");
    // The static private memory of each kernel (its entry block's allocas).
    for (KernelInfo &K : Kernels)
      if (K.Name == F.getName())
        for (Instruction &I : F.getEntryBlock())
          if (auto *AI = dyn_cast<AllocaInst>(&I))
            if (AI->isStaticAlloca())
              K.StaticPrivate +=
                  M.getDataLayout().getTypeAllocSize(AI->getAllocatedType()) *
                  cast<ConstantInt>(AI->getArraySize())->getZExtValue();
  }

  if (!Globals)
    return;
  // The table of the module's global variables: the checker learns their
  // host addresses from it once the JIT has placed them.
  LLVMContext &Ctx = M.getContext();
  Type *I64 = Type::getInt64Ty(Ctx);
  PointerType *Ptr = PointerType::get(Ctx, 0);
  StructType *EntryTy = StructType::get(Ptr, I64);
  SmallVector<Constant *, 16> Entries;
  for (GlobalVariable &GV : M.globals()) {
    // llvm.used / llvm.compiler.used and friends are not memory of the
    // kernel (and may only be used by their own initialisers).
    if (GV.isDeclaration() || GV.getName().starts_with("__wemu") ||
        GV.getName().starts_with("llvm."))
      continue;
    uint64_t Size = M.getDataLayout().getTypeAllocSize(GV.getValueType());
    Entries.push_back(ConstantStruct::get(EntryTy, {&GV, ConstantInt::get(I64, Size)}));
    MemoryRegion R;
    R.Name = "global '@" + GV.getName().str() + "'";
    R.Size = Size;
    R.ReadOnly = GV.isConstant();
    R.Detail = typeName(GV.getValueType());
    Globals->push_back(std::move(R));
  }
  ArrayType *TableTy = ArrayType::get(EntryTy, Entries.size());
  new GlobalVariable(M, TableTy, /*isConstant=*/true, GlobalValue::ExternalLinkage,
                     ConstantArray::get(TableTy, Entries), GlobalsTableName);
}

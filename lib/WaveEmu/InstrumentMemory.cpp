//===- InstrumentMemory.cpp - Address spaces, LDS and kernel entries ------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Steps 3 and 4 of Instrument.h: the module is cloned with every address
/// space flattened to 0 for the host; LDS globals become offsets into the
/// workgroup's LDS arena; each kernel gets an entry that loads its arguments
/// from an argument block.
///
//===----------------------------------------------------------------------===//

#include "InstrumentImpl.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/AttributeMask.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace wemu;
using namespace wemu::detail;

namespace {

//===----------------------------------------------------------------------===//
// Step 3: flattening address spaces
//===----------------------------------------------------------------------===//

/// Maps every pointer type to `ptr` (address space 0), recursively.
class FlattenTypes : public ValueMapTypeRemapper {
public:
  explicit FlattenTypes(LLVMContext &Ctx) : Ctx(Ctx) {}

  Type *remapType(Type *Ty) override {
    auto It = Cache.find(Ty);
    if (It != Cache.end())
      return It->second;
    Type *R = Ty;
    if (isa<PointerType>(Ty)) {
      R = PointerType::get(Ctx, 0);
    } else if (auto *VT = dyn_cast<VectorType>(Ty)) {
      R = VectorType::get(remapType(VT->getElementType()), VT->getElementCount());
    } else if (auto *AT = dyn_cast<ArrayType>(Ty)) {
      R = ArrayType::get(remapType(AT->getElementType()), AT->getNumElements());
    } else if (auto *FT = dyn_cast<FunctionType>(Ty)) {
      SmallVector<Type *, 8> Params;
      for (Type *P : FT->params())
        Params.push_back(remapType(P));
      R = FunctionType::get(remapType(FT->getReturnType()), Params, FT->isVarArg());
    } else if (auto *ST = dyn_cast<StructType>(Ty)) {
      SmallVector<Type *, 8> Elts;
      bool Changed = false;
      for (Type *E : ST->elements()) {
        Elts.push_back(remapType(E));
        Changed |= Elts.back() != E;
      }
      if (Changed) {
        if (ST->isLiteral()) {
          R = StructType::get(Ctx, Elts, ST->isPacked());
        } else {
          StructType *NS = StructType::create(Ctx, (ST->getName() + ".flat").str());
          Cache[Ty] = NS;
          NS->setBody(Elts, ST->isPacked());
          R = NS;
        }
      }
    }
    Cache[Ty] = R;
    return R;
  }

private:
  LLVMContext &Ctx;
  DenseMap<Type *, Type *> Cache;
};

} // namespace

/// On the hardware an LDS pointer is a byte offset in the workgroup's LDS;
/// here it is a host address in the arena.  So that integers made from LDS
/// pointers are the offsets the code object would see (the reserved region
/// of CUDA at 0, %reserved_smem_offset_*, `cvta.shared` round trips), LDS
/// ptrtoint subtracts the arena's base and inttoptr to LDS adds it.
void wemu::detail::rebaseLDSIntegers(Module &M) {
  SmallVector<Instruction *, 16> Casts;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if ((isa<PtrToIntInst>(I) &&
           I.getOperand(0)->getType()->getPointerAddressSpace() == 3) ||
          (isa<IntToPtrInst>(I) && I.getType()->getPointerAddressSpace() == 3))
        Casts.push_back(&I);
  DenseMap<Function *, Value *> Base;
  for (Instruction *I : Casts) {
    Function *F = I->getFunction();
    Value *&B = Base[F];
    if (!B) {
      IRBuilder<> IB(&*F->getEntryBlock().getFirstInsertionPt());
      B = IB.CreateCall(queryFunction(M),
                        {IB.getInt32(int(Query::LDSBase)), IB.getInt32(0)},
                        "wemu.lds.arena");
    }
    IRBuilder<> IB(I);
    Type *IntTy = isa<PtrToIntInst>(I) ? I->getType() : I->getOperand(0)->getType();
    Value *BaseInt = IB.CreateTrunc(B, IntTy, "wemu.lds.arena.int");
    if (isa<PtrToIntInst>(I)) {
      IB.SetInsertPoint(I->getNextNode());
      Value *Off = IB.CreateSub(I, BaseInt, I->getName() + ".offset");
      I->replaceUsesWithIf(Off, [&](Use &U) { return U.getUser() != Off; });
    } else {
      I->setOperand(0, IB.CreateAdd(I->getOperand(0), BaseInt,
                                    I->getName() + ".address"));
    }
  }
}

Expected<std::unique_ptr<Module>>
wemu::detail::flattenModule(Module &M, const Triple &HostTT, const DataLayout &HostDL,
              SmallPtrSetImpl<GlobalVariable *> &LDSOut) {
  LLVMContext &Ctx = M.getContext();
  if (!M.getModuleInlineAsm().empty())
    return fail("module-level inline assembly cannot run on the host");
  if (!M.aliases().empty() || !M.ifuncs().empty())
    return fail("global aliases and ifuncs are not supported");

  auto NewM = std::make_unique<Module>(M.getName(), Ctx);
  shfl::compat::setTargetTriple(*NewM, HostTT);
  NewM->setDataLayout(HostDL);
  FlattenTypes TM(Ctx);
  ValueToValueMapTy VMap;

  for (GlobalVariable &GV : M.globals()) {
    auto *NG = new GlobalVariable(*NewM, TM.remapType(GV.getValueType()),
                                  GV.isConstant(), GV.getLinkage(), nullptr,
                                  GV.getName(), nullptr, GV.getThreadLocalMode(), 0);
    NG->copyAttributesFrom(&GV);
    VMap[&GV] = NG;
    if (GV.getAddressSpace() == 3)
      LDSOut.insert(NG);
  }
  for (Function &F : M) {
    auto *NF = Function::Create(cast<FunctionType>(TM.remapType(F.getFunctionType())),
                                F.getLinkage(), 0, F.getName(), NewM.get());
    NF->copyAttributesFrom(&F);
    VMap[&F] = NF;
  }
  for (GlobalVariable &GV : M.globals())
    if (GV.hasInitializer() && GV.getAddressSpace() != 3)
      cast<GlobalVariable>(VMap[&GV])
          ->setInitializer(MapValue(GV.getInitializer(), VMap, RF_None, &TM));
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    auto *NF = cast<Function>(VMap[&F]);
    for (auto [A, NA] : zip(F.args(), NF->args())) {
      NA.setName(A.getName());
      VMap[&A] = &NA;
    }
    SmallVector<ReturnInst *, 4> Returns;
    CloneFunctionInto(NF, &F, VMap, CloneFunctionChangeType::DifferentModule,
                      Returns, "", nullptr, &TM);
  }
  return std::move(NewM);
}

/// Removes what only the AMDGPU backend understands.
void wemu::detail::cleanUpHostModule(Module &M) {
  // addrspacecast between two flat pointers: a no-op now.
  for (Function &F : M)
    for (Instruction &I : make_early_inc_range(instructions(F)))
      if (auto *ASC = dyn_cast<AddrSpaceCastInst>(&I))
        if (ASC->getSrcTy() == ASC->getDestTy()) {
          ASC->replaceAllUsesWith(ASC->getOperand(0));
          ASC->eraseFromParent();
        }
  // Intrinsics whose overloads named address spaces (llvm.memcpy.p3.p1...).
  for (Function &F : make_early_inc_range(M))
    if (F.isIntrinsic())
      if (std::optional<Function *> NF = Intrinsic::remangleIntrinsicFunction(&F)) {
        F.replaceAllUsesWith(*NF);
        F.eraseFromParent();
      }
  for (Function &F : M) {
    F.setCallingConv(CallingConv::C);
    AttributeList AL = F.getAttributes();
    AttributeMask Drop;
    for (Attribute A : AL.getFnAttrs())
      if (A.isStringAttribute()) {
        StringRef K = A.getKindAsString();
        if (K == "target-cpu" || K == "target-features" || K == "tune-cpu" ||
            K.starts_with("amdgpu") || K == "uniform-work-group-size")
          Drop.addAttribute(K);
      }
    F.removeFnAttrs(Drop);
    for (Argument &A : F.args()) {
      A.removeAttr(Attribute::InReg);
      A.removeAttr(Attribute::ByRef); // the entry passes the block's address
    }
    for (User *U : F.users())
      if (auto *CB = dyn_cast<CallBase>(U))
        CB->setCallingConv(CallingConv::C);
  }
}

/// Places the LDS globals in the arena and rewrites their uses as
/// `__wemu_q(LDSBase) + offset`.
Expected<LDSLayout> wemu::detail::placeLDS(Module &M, SmallPtrSetImpl<GlobalVariable *> &LDS) {
  const DataLayout &DL = M.getDataLayout();
  LLVMContext &Ctx = M.getContext();
  uint64_t Size = 0;
  LDSLayout Layout;
  SmallVector<std::pair<GlobalVariable *, uint64_t>, 8> Placed, Dynamic;
  uint64_t DynAlign = 1; // as the backend: the dynamic variables' alignment
  auto AlignOf = [&](GlobalVariable *GV) {
    Type *Ty = GV->getValueType();
    return std::max<uint64_t>(
        GV->getAlign() ? GV->getAlign()->value() : DL.getABITypeAlign(Ty).value(), 4);
  };
  // The backend's order (AMDGPULowerModuleLDS): by name, then by
  // decreasing alignment, so that both place a variable aligned more than
  // the others (CUDA's reserved region) at offset 0.
  SmallVector<GlobalVariable *, 8> Sorted(LDS.begin(), LDS.end());
  llvm::sort(Sorted, [](GlobalVariable *A, GlobalVariable *B) {
    return A->getName() < B->getName();
  });
  llvm::stable_sort(Sorted, [&](GlobalVariable *A, GlobalVariable *B) {
    return AlignOf(A) > AlignOf(B);
  });
  for (GlobalVariable *GV : Sorted) {
    Type *Ty = GV->getValueType();
    uint64_t Bytes = DL.getTypeAllocSize(Ty);
    uint64_t Align = AlignOf(GV);
    if (Bytes == 0 && GV->isDeclaration()) {
      DynAlign = std::max(DynAlign, Align);
      Dynamic.push_back({GV, 0});
      continue;
    }
    Size = alignTo(Size, Align);
    Placed.push_back({GV, Size});
    Size += Bytes;
    // What each function that uses it needs of LDS on its own.
    SmallPtrSet<Function *, 4> Users;
    for (User *U : GV->users())
      if (auto *I = dyn_cast<Instruction>(U))
        Users.insert(I->getFunction());
    for (Function *F : Users) {
      uint64_t &FSize = Layout.PerFunction[F->getName()];
      FSize = alignTo(FSize, Align) + Bytes;
    }
  }
  uint64_t DynOffset = alignTo(Size, DynAlign);
  for (auto &D : Dynamic)
    D.second = DynOffset;
  Placed.append(Dynamic.begin(), Dynamic.end());
  Layout.StaticSize = Size;
  Layout.DynamicOffset = DynOffset;
  for (auto &[GV, Offset] : Placed)
    Layout.Variables.push_back(
        {GV->getName().str(), Offset, DL.getTypeAllocSize(GV->getValueType())});

  for (auto &[GV, Offset] : Placed) {
    // Per function, one base computed at the entry.
    DenseMap<Function *, Value *> Base;
    for (Use &U : make_early_inc_range(GV->uses())) {
      auto *I = dyn_cast<Instruction>(U.getUser());
      if (!I)
        return fail("LDS variable '" + GV->getName() +
                    "' is used by a constant (a global initializer); not supported");
      Function *F = I->getFunction();
      Value *&B = Base[F];
      if (!B) {
        IRBuilder<> IB(&*F->getEntryBlock().getFirstInsertionPt());
        Value *Arena = IB.CreateCall(queryFunction(M), {IB.getInt32(int(Query::LDSBase)), IB.getInt32(0)},
                                     "wemu.lds.base");
        Value *P = IB.CreateIntToPtr(Arena, PointerType::get(Ctx, 0));
        B = IB.CreateConstInBoundsGEP1_64(IB.getInt8Ty(), P, Offset,
                                         GV->getName() + ".lds");
      }
      U.set(B);
    }
    GV->eraseFromParent();
  }
  return std::move(Layout);
}

//===----------------------------------------------------------------------===//
// Kernel arguments
//===----------------------------------------------------------------------===//

/// Whether \p Ty has the same layout in \p A (AMDGPU's) and \p H (the
/// host's, where every pointer is 64 bits: the flattened type's layout).
static bool sameLayout(Type *Ty, const DataLayout &A, const DataLayout &H) {
  if (A.getTypeAllocSize(Ty) != H.getTypeAllocSize(Ty) ||
      A.getTypeStoreSize(Ty) != H.getTypeStoreSize(Ty))
    return false;
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    const StructLayout *SA = A.getStructLayout(ST), *SH = H.getStructLayout(ST);
    for (unsigned I = 0, E = ST->getNumElements(); I != E; ++I)
      if (SA->getElementOffset(I) != SH->getElementOffset(I) ||
          !sameLayout(ST->getElementType(I), A, H))
        return false;
    return true;
  }
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    return sameLayout(AT->getElementType(), A, H);
  if (auto *VT = dyn_cast<VectorType>(Ty))
    return sameLayout(VT->getElementType(), A, H);
  return true;
}

Expected<std::vector<KernelInfo>>
wemu::detail::layoutKernelArgs(Module &M, ArrayRef<std::string> Kernels,
                               const DataLayout &HostDL) {
  // llc gives a module without a data layout the target's.
  DataLayout DL = M.getDataLayout();
  if (M.getDataLayoutStr().empty() && Triple(M.getTargetTriple()).isAMDGCN())
    DL = DataLayout(shfl::compat::amdgpuDataLayout(Triple(M.getTargetTriple())));
  std::vector<KernelInfo> Out;
  for (const std::string &Name : Kernels) {
    Function &K = *M.getFunction(Name);
    KernelInfo KI;
    KI.Name = Name;
    KI.Entry = "__wemu_entry." + Name;
    uint64_t Offset = 0;
    for (Argument &A : K.args()) {
      KernelParam P;
      P.ByRef = A.hasByRefAttr();
      Type *Ty = P.ByRef ? A.getParamByRefType() : A.getType();
      if (A.hasByValAttr() || !Ty->isSized())
        return fail("kernel '" + Name + "' has a " +
                    (A.hasByValAttr() ? "byval" : "unsized") + " parameter '%" +
                    A.getName() + "', which an AMDGPU kernel cannot take");
      Align Al = P.ByRef ? DL.getValueOrABITypeAlignment(A.getParamAlign(), Ty)
                         : DL.getABITypeAlign(Ty);
      P.Align = static_cast<unsigned>(Al.value());
      P.Size = static_cast<unsigned>(DL.getTypeAllocSize(Ty));
      Offset = alignTo(Offset, Al);
      P.Offset = static_cast<unsigned>(Offset);
      Offset += P.Size;
      if (P.ByRef || Ty->isAggregateType() || Ty->isVectorTy()) {
        P.K = KernelParam::Aggregate;
      } else if (Ty->isPointerTy()) {
        P.K = KernelParam::Pointer;
        P.AddressSpace = Ty->getPointerAddressSpace();
      } else {
        P.K = Ty->isFloatingPointTy() ? KernelParam::Float : KernelParam::Integer;
      }
      raw_string_ostream TN(P.TypeName);
      Ty->print(TN, /*IsForDebug=*/false, /*NoDetails=*/true);
      // A 32-bit pointer is loaded as an integer (addEntries); any other
      // difference would make the host read other bytes than the kernel's.
      bool Pointer32 = P.K == KernelParam::Pointer && P.Size == 4;
      if (!Pointer32 && !sameLayout(Ty, DL, HostDL))
        return fail("kernel '" + Name + "': parameter '%" + A.getName() + "' (" +
                    P.TypeName + ") is laid out differently on the host (it holds "
                    "a pointer to LDS or private memory, or a type the host aligns "
                    "otherwise); not supported");
      KI.ArgBlockAlign = std::max(KI.ArgBlockAlign, P.Align);
      KI.Params.push_back(std::move(P));
    }
    if (Offset > UINT32_MAX)
      return fail("kernel '" + Name + "' has " + Twine(Offset) +
                  " bytes of arguments; the kernel-argument segment is smaller");
    KI.ArgBlockSize = static_cast<unsigned>(Offset);
    Out.push_back(std::move(KI));
  }
  return std::move(Out);
}

/// Adds `void @__wemu_entry.<K>(ptr %args)` for each kernel: it reads each
/// argument at its offset in the block (a 32-bit pointer as an integer) or,
/// for a byref parameter, passes the address of its bytes there.
void wemu::detail::addEntries(Module &M, ArrayRef<KernelInfo> Kernels) {
  LLVMContext &Ctx = M.getContext();
  for (const KernelInfo &KI : Kernels) {
    Function *K = M.getFunction(KI.Name);
    Function *E = Function::Create(
        FunctionType::get(Type::getVoidTy(Ctx), {PointerType::get(Ctx, 0)}, false),
        GlobalValue::ExternalLinkage, KI.Entry, &M);
    IRBuilder<> B(BasicBlock::Create(Ctx, "entry", E));
    SmallVector<Value *, 8> Args;
    for (auto [A, P] : zip(K->args(), KI.Params)) {
      Value *Slot = B.CreateConstInBoundsGEP1_32(B.getInt8Ty(), E->getArg(0), P.Offset,
                                                 A.getName() + ".kernarg");
      if (P.ByRef) {
        Args.push_back(Slot);
        continue;
      }
      Type *Ty = A.getType();
      if (P.K == KernelParam::Pointer && P.Size == 4) {
        Value *Bits = B.CreateAlignedLoad(B.getInt32Ty(), Slot, Align(P.Align));
        Args.push_back(B.CreateIntToPtr(Bits, Ty, A.getName()));
        continue;
      }
      Args.push_back(B.CreateAlignedLoad(Ty, Slot, Align(P.Align), A.getName()));
    }
    B.CreateCall(K, Args);
    B.CreateRetVoid();
  }
}

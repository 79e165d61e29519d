//===- WarpIntrinsicTable.cpp - Intrinsics from a generated table ---------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Semantics/WarpIntrinsicTable.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/ModRef.h"

using namespace llvm;
using namespace shfl;

static Type *toType(LLVMContext &Ctx, WarpType T) {
  switch (T) {
  case WarpType::I1:
    return Type::getInt1Ty(Ctx);
  case WarpType::I32:
    return Type::getInt32Ty(Ctx);
  case WarpType::I64:
    return Type::getInt64Ty(Ctx);
  case WarpType::F32:
    return Type::getFloatTy(Ctx);
  }
  llvm_unreachable("bad WarpType");
}

FunctionType *shfl::getWarpIntrinsicType(LLVMContext &Ctx,
                                         const WarpIntrinsicDesc &D) {
  SmallVector<Type *, 2> Results;
  for (unsigned I = 0; I < D.NumResults; ++I)
    Results.push_back(toType(Ctx, D.Results[I]));
  Type *Ret = Results.empty()      ? Type::getVoidTy(Ctx)
              : Results.size() == 1 ? Results[0]
                                    : StructType::get(Ctx, Results);
  SmallVector<Type *, 4> Params;
  for (unsigned I = 0; I < D.NumParams; ++I)
    Params.push_back(toType(Ctx, D.Params[I]));
  return FunctionType::get(Ret, Params, /*isVarArg=*/false);
}

static MemoryEffects toMemoryEffects(const WarpIntrinsicDesc &D) {
  ModRefInfo MR = ModRefInfo::ModRef;
  switch (D.ModRef) {
  case WarpModRef::NoModRef:
    return MemoryEffects::none();
  case WarpModRef::Ref:
    MR = ModRefInfo::Ref;
    break;
  case WarpModRef::Mod:
    MR = ModRefInfo::Mod;
    break;
  case WarpModRef::ModRef:
    break;
  }
  if (D.MemLoc == WarpMemLoc::Inaccessible)
    return MemoryEffects::inaccessibleMemOnly(MR);
  return MemoryEffects(MR);
}

AttributeList shfl::getWarpIntrinsicAttributes(LLVMContext &Ctx,
                                               const WarpIntrinsicDesc &D) {
  AttrBuilder Fn(Ctx);
  const std::pair<bool, Attribute::AttrKind> Flags[] = {
      {D.Convergent, Attribute::Convergent},
      {D.Speculatable, Attribute::Speculatable},
      {D.WillReturn, Attribute::WillReturn},
      {D.NoCallback, Attribute::NoCallback},
      {D.NoFree, Attribute::NoFree},
      {D.NoSync, Attribute::NoSync},
      {D.NoReturn, Attribute::NoReturn},
      {D.NoUnwind, Attribute::NoUnwind}};
  for (auto [Set, Kind] : Flags)
    if (Set)
      Fn.addAttribute(Kind);
  Fn.addMemoryAttr(toMemoryEffects(D));

  SmallVector<AttributeSet, 4> Params;
  for (unsigned I = 0; I < D.NumParams; ++I) {
    AttrBuilder P(Ctx);
    if ((D.ImmArgMask >> I) & 1)
      P.addAttribute(Attribute::ImmArg);
    Params.push_back(AttributeSet::get(Ctx, P));
  }
  return AttributeList::get(Ctx, AttributeSet::get(Ctx, Fn), AttributeSet(),
                            Params);
}

Expected<Function *> shfl::getOrInsertWarpIntrinsic(Module &M,
                                                    const WarpIntrinsicDesc &D) {
  LLVMContext &Ctx = M.getContext();
  FunctionType *FTy = getWarpIntrinsicType(Ctx, D);
  if (Function *F = M.getFunction(D.Name)) {
    if (!F->isDeclaration())
      return createStringError(inconvertibleErrorCode(),
                               "the module defines a function '" +
                                   Twine(D.Name) +
                                   "', which must be the target intrinsic");
    if (F->getFunctionType() != FTy) {
      std::string Got, Want;
      raw_string_ostream(Got) << *F->getFunctionType();
      raw_string_ostream(Want) << *FTy;
      return createStringError(inconvertibleErrorCode(),
                               "the module declares '" + Twine(D.Name) +
                                   "' with type '" + Got + "' (expected '" +
                                   Want + "')");
    }
    return F;
  }
  Function *F =
      Function::Create(FTy, GlobalValue::ExternalLinkage, D.Name, &M);
  F->setAttributes(getWarpIntrinsicAttributes(Ctx, D));
  return F;
}

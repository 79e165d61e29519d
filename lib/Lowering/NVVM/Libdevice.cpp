//===- Libdevice.cpp - The libdevice table --------------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/NVVM/Libdevice.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Type.h"

using namespace llvm;
using namespace shfl::libdevice;

static const Function Table[] = {
#define LIBDEVICE(NAME, RET, PARAMS, STATUS, KIND, TARGET, BOUND, DOMAIN)      \
  {#NAME, #RET, #PARAMS, Status::STATUS, Kind::KIND, TARGET, BOUND, DOMAIN},
#include "ShflLowering/Lowering/NVVM/Libdevice.def"
};

ArrayRef<Function> shfl::libdevice::functions() { return Table; }

const Function *shfl::libdevice::lookup(StringRef Name) {
  Name.consume_front("__nv_");
  for (const Function &F : Table)
    if (F.Name == Name)
      return &F;
  return nullptr;
}

/// The LLVM type of one type token; null for an unknown token.
static Type *tokenType(StringRef Tok, LLVMContext &Ctx) {
  Tok = Tok.trim();
  if (Tok == "f32")
    return Type::getFloatTy(Ctx);
  if (Tok == "f64")
    return Type::getDoubleTy(Ctx);
  if (Tok == "i16")
    return Type::getInt16Ty(Ctx);
  if (Tok == "i32")
    return Type::getInt32Ty(Ctx);
  if (Tok == "i64")
    return Type::getInt64Ty(Ctx);
  if (Tok == "void")
    return Type::getVoidTy(Ctx);
  static const char *const Pointers[] = {"of32", "of64", "oi32",
                                         "af32", "af64", "str"};
  for (const char *P : Pointers)
    if (Tok == P)
      return PointerType::get(Ctx, 0);
  return nullptr;
}

FunctionType *shfl::libdevice::getFunctionType(const Function &F,
                                               LLVMContext &Ctx) {
  Type *Ret = tokenType(F.Ret, Ctx);
  StringRef Ps = F.Params;
  if (!Ret || !Ps.consume_front("(") || !Ps.consume_back(")"))
    return nullptr;
  SmallVector<StringRef, 4> Toks;
  Ps.split(Toks, ',');
  SmallVector<Type *, 4> Params;
  for (StringRef T : Toks) {
    Type *PT = tokenType(T, Ctx);
    if (!PT || PT->isVoidTy())
      return nullptr;
    Params.push_back(PT);
  }
  return FunctionType::get(Ret, Params, /*isVarArg=*/false);
}

StringRef shfl::libdevice::statusName(Status S) {
  switch (S) {
  case Status::Exact:
    return "exact";
  case Status::Measured:
    return "measured";
  case Status::Unsupported:
    return "unsupported";
  }
  return "";
}

StringRef shfl::libdevice::kindName(Kind K) {
  switch (K) {
  case Kind::Ocml:
    return "ocml";
  case Kind::Intrinsic:
    return "intrinsic";
  case Kind::Lib:
    return "ir";
  case Kind::Mufu:
    return "mufu";
  case Kind::None:
    return "none";
  }
  return "";
}

//===- PTXTypes.cpp - PTX type suffixes and modifier words ----------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/PTX/PTXTypes.h"
#include "llvm/ADT/StringSwitch.h"

using namespace llvm;
using namespace shfl::ptx;

static const PTXTypeInfo TypeTable[] = {
    {"<invalid>", 0, PTXTypeKind::Bits, 1},
    {"pred", 1, PTXTypeKind::Pred, 1},
    {"b8", 8, PTXTypeKind::Bits, 1},
    {"b16", 16, PTXTypeKind::Bits, 1},
    {"b32", 32, PTXTypeKind::Bits, 1},
    {"b64", 64, PTXTypeKind::Bits, 1},
    {"b128", 128, PTXTypeKind::Bits, 1},
    {"u8", 8, PTXTypeKind::Unsigned, 1},
    {"u16", 16, PTXTypeKind::Unsigned, 1},
    {"u32", 32, PTXTypeKind::Unsigned, 1},
    {"u64", 64, PTXTypeKind::Unsigned, 1},
    {"s8", 8, PTXTypeKind::Signed, 1},
    {"s16", 16, PTXTypeKind::Signed, 1},
    {"s32", 32, PTXTypeKind::Signed, 1},
    {"s64", 64, PTXTypeKind::Signed, 1},
    {"f16", 16, PTXTypeKind::Float, 1},
    {"f16x2", 32, PTXTypeKind::Float, 2},
    {"bf16", 16, PTXTypeKind::Float, 1},
    {"bf16x2", 32, PTXTypeKind::Float, 2},
    {"f32", 32, PTXTypeKind::Float, 1},
    {"f64", 64, PTXTypeKind::Float, 1},
    {"tf32", 32, PTXTypeKind::Float, 1},
    {"e4m3", 8, PTXTypeKind::Float, 1},
    {"e5m2", 8, PTXTypeKind::Float, 1},
    {"e4m3x2", 16, PTXTypeKind::Float, 2},
    {"e5m2x2", 16, PTXTypeKind::Float, 2},
    {"e2m1x2", 8, PTXTypeKind::Float, 2},
    {"e2m3x2", 16, PTXTypeKind::Float, 2},
    {"e3m2x2", 16, PTXTypeKind::Float, 2},
    {"ue8m0x2", 16, PTXTypeKind::Float, 2},
    {"u16x2", 32, PTXTypeKind::Unsigned, 2},
    {"s16x2", 32, PTXTypeKind::Signed, 2},
    {"f32x2", 64, PTXTypeKind::Float, 2},
};
static_assert(std::size(TypeTable) == unsigned(PTXType::NumTypes),
              "one PTXTypeInfo per PTXType");

const PTXTypeInfo &shfl::ptx::typeInfo(PTXType T) {
  return TypeTable[unsigned(T)];
}

PTXType shfl::ptx::parseType(StringRef Suffix) {
  for (unsigned I = 1; I < unsigned(PTXType::NumTypes); ++I)
    if (TypeTable[I].Name == Suffix)
      return PTXType(I);
  return PTXType::Invalid;
}

static const StringLiteral ModNames[] = {
#define PTX_MODIFIER(ENUM, SPELLING) SPELLING,
#include "ShflLowering/PTX/PTXModifiers.def"
};

StringRef shfl::ptx::modName(Mod M) { return ModNames[unsigned(M)]; }

Mod shfl::ptx::parseMod(StringRef Suffix) {
  for (unsigned I = 0; I < unsigned(Mod::NumMods); ++I)
    if (ModNames[I] == Suffix)
      return Mod(I);
  return Mod::NumMods;
}

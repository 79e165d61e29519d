//===- PTXTypes.h - PTX type suffixes and modifier words --------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The dotted suffixes of a PTX opcode, classified once for every row of the
/// instruction table: a suffix is either a type (`.b32`, `.f16x2`, `.pred`,
/// ...) or a modifier word (`.rn`, `.ftz`, `.sync`, `.global`, ...; the list
/// is PTXModifiers.def).  The rows then say which of each they accept.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_PTX_PTXTYPES_H
#define SHFL_LOWERING_PTX_PTXTYPES_H

#include "llvm/ADT/StringRef.h"
#include <bitset>
#include <cstdint>

namespace shfl {
namespace ptx {

/// A PTX fundamental type as an instruction suffix names it.
enum class PTXType : uint8_t {
  Invalid,
  Pred,
  B8, B16, B32, B64, B128,
  U8, U16, U32, U64,
  S8, S16, S32, S64,
  F16, F16x2, BF16, BF16x2, F32, F64,
  // Named so that they are reported as unsupported types rather than as
  // unknown modifiers.
  TF32, E4M3, E5M2, E4M3x2, E5M2x2, E2M1x2, E2M3x2, E3M2x2, UE8M0x2,
  U16x2, S16x2, F32x2,
  NumTypes
};

enum class PTXTypeKind : uint8_t { Pred, Bits, Unsigned, Signed, Float };

struct PTXTypeInfo {
  llvm::StringLiteral Name; ///< without the dot
  unsigned Bits;            ///< width of the whole value (f16x2: 32)
  PTXTypeKind Kind;
  unsigned Lanes;           ///< 2 for the x2 types, else 1
};

const PTXTypeInfo &typeInfo(PTXType T);
/// The type a suffix spells ("f32", no dot), or PTXType::Invalid.
PTXType parseType(llvm::StringRef Suffix);

/// A set of types, for the table rows.
using TypeMask = uint64_t;
constexpr TypeMask bit(PTXType T) { return TypeMask(1) << unsigned(T); }
template <typename... Ts> constexpr TypeMask types(Ts... T) {
  return (bit(T) | ... | 0);
}

inline bool isFloat(PTXType T) {
  return typeInfo(T).Kind == PTXTypeKind::Float;
}
inline bool isSigned(PTXType T) {
  return typeInfo(T).Kind == PTXTypeKind::Signed;
}
inline bool isInteger(PTXType T) {
  PTXTypeKind K = typeInfo(T).Kind;
  return K == PTXTypeKind::Bits || K == PTXTypeKind::Unsigned ||
         K == PTXTypeKind::Signed;
}
inline unsigned bitsOf(PTXType T) { return typeInfo(T).Bits; }

/// The modifier words of PTXModifiers.def.
enum class Mod : uint8_t {
#define PTX_MODIFIER(ENUM, SPELLING) ENUM,
#include "ShflLowering/PTX/PTXModifiers.def"
  NumMods
};

/// The spelling of \p M, without the dot.
llvm::StringRef modName(Mod M);
/// The modifier a suffix spells, or Mod::NumMods.
Mod parseMod(llvm::StringRef Suffix);

/// A set of modifier words.
class ModSet {
public:
  ModSet() = default;
  ModSet(std::initializer_list<Mod> Ms) {
    for (Mod M : Ms)
      add(M);
  }
  void add(Mod M) { Bits.set(unsigned(M)); }
  bool has(Mod M) const { return Bits.test(unsigned(M)); }
  bool empty() const { return Bits.none(); }
  ModSet operator|(const ModSet &O) const {
    ModSet R;
    R.Bits = Bits | O.Bits;
    return R;
  }
  ModSet operator&(const ModSet &O) const {
    ModSet R;
    R.Bits = Bits & O.Bits;
    return R;
  }
  /// The words of this set that \p Allowed lacks.
  ModSet minus(const ModSet &Allowed) const {
    ModSet R;
    R.Bits = Bits & ~Allowed.Bits;
    return R;
  }
  /// The first word of the set (the set must not be empty).
  Mod first() const {
    for (unsigned I = 0; I < unsigned(Mod::NumMods); ++I)
      if (Bits.test(I))
        return Mod(I);
    return Mod::NumMods;
  }
  /// How many of \p Ms are in the set.
  unsigned countOf(const ModSet &Ms) const { return (Bits & Ms.Bits).count(); }

private:
  std::bitset<unsigned(Mod::NumMods)> Bits;
};

} // namespace ptx
} // namespace shfl

#endif // SHFL_LOWERING_PTX_PTXTYPES_H

//===- WarpIntrinsicTable.h - Intrinsics from a generated table -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The C++ side of `shfl-tblgen -gen-warp-intrinsics`.  A target's generated
/// WARP_INTRINSIC rows expand into WarpIntrinsicDesc values (with the macros
/// below), and getOrInsertWarpIntrinsic() declares them in a module.
///
/// An out-of-tree project cannot add intrinsic IDs to LLVM, so a target
/// intrinsic is an ordinary declaration named `llvm.<target>.*` whose type and
/// attributes come from the TableGen record.  LLVM treats such a function as
/// an unknown intrinsic (Intrinsic::not_intrinsic) and honours its attributes
/// (convergent, memory(none), immarg, ...) like any other declaration's.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SEMANTICS_WARPINTRINSICTABLE_H
#define SHFL_LOWERING_SEMANTICS_WARPINTRINSICTABLE_H

#include "llvm/Support/Error.h"
#include <cstdint>

namespace llvm {
class AttributeList;
class Function;
class FunctionType;
class LLVMContext;
class Module;
} // namespace llvm

namespace shfl {

/// The value types a generated table may use.
enum class WarpType : uint8_t { I1, I32, I64, F32 };
/// Which memory an intrinsic may access, and how.
enum class WarpMemLoc : uint8_t { Any, Inaccessible };
enum class WarpModRef : uint8_t { NoModRef, Ref, Mod, ModRef };

/// One WARP_INTRINSIC row: everything needed to declare the intrinsic.
struct WarpIntrinsicDesc {
  const char *Name;
  uint8_t NumResults; ///< 1: that type; 2: a literal struct of both
  WarpType Results[2];
  uint8_t NumParams;
  WarpType Params[4];
  WarpMemLoc MemLoc;
  WarpModRef ModRef;
  bool Convergent, Speculatable, WillReturn, NoCallback, NoFree, NoSync,
      NoReturn, NoUnwind;
  uint32_t ImmArgMask; ///< bit i: parameter i is immarg
};

/// Expands one WARP_INTRINSIC row of a generated table into a
/// WarpIntrinsicDesc initialiser and a comma.  Use it as the row macro
/// itself (`#define WARP_INTRINSIC SHFL_WARP_INTRINSIC_DESC`), so that the
/// WARP_TYPES(...) columns reach it unexpanded, with WARP_TYPES and WARP_TYPE
/// defined as SHFL_WARP_TYPES and SHFL_WARP_TYPE.
#define SHFL_WARP_INTRINSIC_DESC(ENUM, NAME, PRIMITIVE, RESULTS, PARAMS,       \
                                 MEMLOC, MODREF, CONV, SPEC, WILLRET, NOCB,    \
                                 NOFREE, NOSYNC, NORET, NOUNWIND, IMMARGS)     \
  {NAME,                                                                       \
   RESULTS,                                                                    \
   PARAMS,                                                                     \
   ::shfl::WarpMemLoc::MEMLOC,                                                 \
   ::shfl::WarpModRef::MODREF,                                                 \
   CONV != 0,                                                                  \
   SPEC != 0,                                                                  \
   WILLRET != 0,                                                               \
   NOCB != 0,                                                                  \
   NOFREE != 0,                                                                \
   NOSYNC != 0,                                                                \
   NORET != 0,                                                                 \
   NOUNWIND != 0,                                                              \
   IMMARGS},
/// The type columns: `WARP_TYPES(2, WARP_TYPE(I32), WARP_TYPE(I1))`.
#define SHFL_WARP_TYPES(N, ...) N, { __VA_ARGS__ }
#define SHFL_WARP_TYPE(T) ::shfl::WarpType::T

/// The function type \p D describes.
llvm::FunctionType *getWarpIntrinsicType(llvm::LLVMContext &Ctx,
                                         const WarpIntrinsicDesc &D);

/// The function, return and parameter attributes \p D describes.
llvm::AttributeList getWarpIntrinsicAttributes(llvm::LLVMContext &Ctx,
                                               const WarpIntrinsicDesc &D);

/// Returns the declaration of \p D in \p M, adding it (with its attributes)
/// if needed.  Fails if \p M has a function of that name that is not a
/// declaration of exactly that type.
llvm::Expected<llvm::Function *> getOrInsertWarpIntrinsic(llvm::Module &M,
                                                         const WarpIntrinsicDesc &D);

} // namespace shfl

#endif // SHFL_LOWERING_SEMANTICS_WARPINTRINSICTABLE_H

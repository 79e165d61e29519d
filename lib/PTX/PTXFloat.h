//===- PTXFloat.h - Exact IEEE building blocks on integer bits ---*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Floating-point values are carried as integer bits.  These helpers build
/// the parts of NVIDIA's float semantics that plain LLVM instructions do not
/// give, with integer operations and round-to-nearest f64 arithmetic only,
/// so that they mean the same on every target:
///
///  - an exact real result is represented as a pair (Hi, Lo) of doubles,
///    Hi = the result rounded to nearest in f64, and Lo a double whose sign
///    is the sign of (exact - Hi) (0 when Hi is exact);
///  - `roundPair` rounds such a pair to f16, bf16 or f32 in any of the four
///    directions, with integer arithmetic on the significand, including
///    subnormal results and overflow;
///  - `nudgePair` does the same for an f64 result (Hi is the nearest, the
///    directed results are Hi or its neighbour).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LIB_PTX_PTXFLOAT_H
#define SHFL_LOWERING_LIB_PTX_PTXFLOAT_H

#include "PTXBuild.h"

namespace shfl {
namespace ptx {
namespace ptxfp {

llvm::Value *isNaN(BuildCtx &C, llvm::Value *Bits, FpFormat F);
llvm::Value *isInf(BuildCtx &C, llvm::Value *Bits, FpFormat F);
/// Neither NaN nor infinity.
llvm::Value *isFinite(BuildCtx &C, llvm::Value *Bits, FpFormat F);
llvm::Value *isZero(BuildCtx &C, llvm::Value *Bits, FpFormat F);
llvm::Value *signBit(BuildCtx &C, llvm::Value *Bits, FpFormat F);

/// The NaN NVIDIA returns for a NaN result: all ones but the sign.
llvm::Constant *canonicalNaN(BuildCtx &C, FpFormat F);
/// NaN -> the canonical NaN.
llvm::Value *canonicalize(BuildCtx &C, llvm::Value *Bits, FpFormat F);
/// A NaN with its quiet bit set; sign and payload stay.
llvm::Value *quiet(BuildCtx &C, llvm::Value *Bits, FpFormat F);
/// NVIDIA's NaN result of an f64 operation (the H200's, which the ISA text
/// does not give): if \p Res is NaN, the first NaN among \p Order, quieted
/// with its sign and payload, or 0xfff8000000000000 when no operand is NaN.
/// f32, f16 and bf16 results take the canonical NaN instead.
llvm::Value *nanResult(BuildCtx &C, llvm::Value *Res, FpFormat F,
                       llvm::ArrayRef<llvm::Value *> Order);
/// The NaN that `cvt` from \p From to \p To gives for the NaN \p A (on
/// the H200): f64 results keep the payload (widened, quieted; with \p Ftz
/// from f32 the f32 canonical NaN widened), narrowing from f64 keeps the
/// payload's top bits (quieted), bf16 to f32 keeps the bits, quiet or not
/// (without .ftz);
/// the rest give the canonical NaN.
llvm::Value *cvtNaN(BuildCtx &C, llvm::Value *A, FpFormat From, FpFormat To,
                    bool Ftz);
/// Whether the exact value (\p Hi, \p Lo) (see the file comment; \p Lo may
/// be null) is tiny after rounding in direction \p R: rounded to the
/// precision of \p F with an unbounded exponent, it is below the smallest
/// normal of \p F.  NVIDIA's .ftz flushes exactly such results to zero
/// (seen on the H200: a product just below the smallest normal flushes
/// even where it rounds up to it, one that rounds up with the exponent
/// unbounded does not).  False for NaN.
llvm::Value *isTinyAfterRounding(BuildCtx &C, llvm::Value *Hi, llvm::Value *Lo,
                                 FpFormat F, Rounding R);
/// .ftz: a subnormal becomes a zero of the same sign.
llvm::Value *flush(BuildCtx &C, llvm::Value *Bits, FpFormat F);
/// .sat: clamp to [+0, 1]; NaN gives +0.
llvm::Value *saturate(BuildCtx &C, llvm::Value *Bits, FpFormat F);
/// .relu: negative values (including -0) give +0; NaN gives the canonical
/// NaN.
llvm::Value *relu(BuildCtx &C, llvm::Value *Bits, FpFormat F);

/// The exact value of \p Bits as a double (f16 and bf16 by integer
/// operations, f32 by fpext).
llvm::Value *toDouble(BuildCtx &C, llvm::Value *Bits, FpFormat F);
/// The exact value of f16, bf16 or f32 bits as a float.
llvm::Value *toF32(BuildCtx &C, llvm::Value *Bits, FpFormat F);
/// The bits as the native LLVM float type of f32 or f64.
llvm::Value *asFloat(BuildCtx &C, llvm::Value *Bits, FpFormat F);
llvm::Value *asBits(BuildCtx &C, llvm::Value *V);

/// Rounds an f32 value to nearest in f16 or bf16 with LLVM's fptrunc (one
/// IEEE rounding), giving the bits; NaN gives the canonical NaN.
llvm::Value *narrowF32(BuildCtx &C, llvm::Value *F32, FpFormat Dst);

/// Rounds the exact value Hi + Lo (see the file comment; \p Lo may be null
/// for an exact Hi) to \p Dst (f16, bf16 or f32) in direction \p R.  NaN
/// gives the canonical NaN, infinities stay.  \p FtzOut flushes a subnormal
/// result.
llvm::Value *roundPair(BuildCtx &C, llvm::Value *Hi, llvm::Value *Lo,
                       FpFormat Dst, Rounding R, bool FtzOut);
/// The f64 result in direction \p R from the nearest \p Hi and the sign of
/// the error \p Lo; \p Overflowed says that Hi is an infinity rounded from a
/// finite value.
llvm::Value *nudgePair(BuildCtx &C, llvm::Value *Hi, llvm::Value *Lo,
                       llvm::Value *Overflowed, Rounding R);

/// Lo of the pair for a + b = Hi (Knuth's TwoSum, exact for any doubles
/// whose sum does not overflow).
llvm::Value *twoSumError(BuildCtx &C, llvm::Value *A, llvm::Value *B,
                         llvm::Value *Sum);

} // namespace ptxfp
} // namespace ptx
} // namespace shfl

#endif // SHFL_LOWERING_LIB_PTX_PTXFLOAT_H

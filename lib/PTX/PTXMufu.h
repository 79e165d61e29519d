//===- PTXMufu.h - NVIDIA's approximate instructions in IR -------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The IR of the PTX instructions that NVIDIA's special-function unit
/// computes (rcp/rsqrt/sqrt/ex2/lg2/sin/cos .approx, div.approx and
/// div.full, the f64 rcp/rsqrt .approx, ex2 and tanh on f16 and bf16, tanh
/// on f32), bit for bit
/// as include/ShflLowering/Semantics/MUFUPTX.h defines them: integer
/// operations and a table lookup from a constant global (docs/mufu.md).
/// Each unit is a private function of the module, made on first use
/// (`__shfl_mufu_rcp` and so on), that the translated statements call.
///
/// Bits in, bits out: i32 for f32, i64 for f64, i16 for f16 and bf16.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LIB_PTX_PTXMUFU_H
#define SHFL_LOWERING_LIB_PTX_PTXMUFU_H

#include "PTXBuild.h"

namespace shfl {
namespace ptx {
namespace mufu {

/// The PTX forms that have an exact model.
enum class Form {
  Rcp,     ///< rcp.approx.f32
  Rsqrt,   ///< rsqrt.approx.f32
  Sqrt,    ///< sqrt.approx.f32
  Ex2,     ///< ex2.approx.f32
  Lg2,     ///< lg2.approx.f32
  Sin,     ///< sin.approx.f32
  Cos,     ///< cos.approx.f32
  Ex2F16,  ///< ex2.approx.f16
  Ex2BF16, ///< ex2.approx.ftz.bf16
  RcpF64,  ///< rcp.approx.ftz.f64
  RsqrtF64, ///< rsqrt.approx.f64
  Tanh,     ///< tanh.approx.f32
  TanhF16,  ///< tanh.approx.f16
  TanhBF16  ///< tanh.approx.bf16
};

/// One operand's result of \p Form (.ftz where \p Ftz); \p A holds bits.
llvm::Value *buildForm(BuildCtx &C, Form Form, bool Ftz, llvm::Value *A);

/// div.approx.f32 (\p Full false) or div.full.f32, .ftz where \p Ftz.
llvm::Value *buildDiv(BuildCtx &C, bool Full, bool Ftz, llvm::Value *A,
                      llvm::Value *B);

} // namespace mufu
} // namespace ptx
} // namespace shfl

#endif // SHFL_LOWERING_LIB_PTX_PTXMUFU_H

//===- MathIntrinsics.h - The lane-local math of AMDGPU ----------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The floating-point intrinsics that OCML and the project's libdevice
/// functions call, as the AMDGPU hardware computes them, for the emulator.
///
/// Exact instructions are modelled exactly: llvm.amdgcn.class, frexp.mant,
/// frexp.exp, fract, fmed3, trig.preop (with the 1201 bits of 2/pi), and
/// llvm.fmuladd, which the AMDGPU backend fuses on gfx9 and later.
///
/// Approximate instructions (v_rcp, v_rsq, v_exp, v_log, v_sin, v_cos, and
/// llvm.exp2/log2/exp/log/log10/sin/cos.f32, which the backend lowers to
/// them) are modelled as the correctly rounded value of the function they
/// approximate (computed in the host's long double), moved by a bias of
/// -1, 0 or +1 units of the instruction's documented error: 1 ulp for the
/// f32 instructions, 2^29 ulp for v_rcp_f64 and v_rsq_f64 (AMD's ISA guides
/// give both).  v_sin/v_cos take x * (1/2pi) rounded to f32, as the
/// backend computes it, and give 0 outside [-256, 256].  Running a
/// computation with each bias brackets the effect of an instruction that is
/// off by its whole error in one direction; it does not explore every
/// pattern of errors (docs/libdevice.md says what this means for the
/// measured figures).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_WAVEEMU_MATHINTRINSICS_H
#define SHFL_LOWERING_WAVEEMU_MATHINTRINSICS_H

#include "ShflLowering/WaveEmu/GPUTarget.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

namespace llvm {
class Module;
} // namespace llvm

namespace wemu {

/// Redirects the calls of the modelled math intrinsics in \p M to the host
/// functions "__wemu_math.<intrinsic>", and fuses llvm.fmuladd where \p T
/// does.  Other intrinsics are left for the instrumentation to judge.
void rewriteMathIntrinsics(llvm::Module &M, const GPUTarget &T);

/// Calls \p Add with the name and address of every host function that
/// rewriteMathIntrinsics may call.
void forEachMathSymbol(llvm::function_ref<void(llvm::StringRef, void *)> Add);

/// The bias of the approximate instructions: -1, 0 or +1 (see above).
void setApproxBias(int Bias);
int getApproxBias();

/// 1/sqrt(X) rounded once to the nearest double (X > 0): what v_rsq_f64
/// gives before the bias.
double rsqNearestF64(double X);

} // namespace wemu

#endif // SHFL_LOWERING_WAVEEMU_MATHINTRINSICS_H

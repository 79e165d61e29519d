//===- PassParams.h - Parameters of the project's passes --------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The parameter parser of a pass that takes none (`-passes=name<...>`), and
/// the `nv-approx=` parameter that the inline-PTX translator and the
/// libdevice mapping share.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SUPPORT_PASSPARAMS_H
#define SHFL_LOWERING_SUPPORT_PASSPARAMS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

namespace shfl {

/// The default options of pass \p Pass, or an error naming it if the
/// pipeline text gave it parameters \p Params.
template <typename OptionsT>
llvm::Expected<OptionsT> parseNoParams(llvm::StringRef Pass,
                                       llvm::StringRef Params) {
  if (!Params.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   llvm::Twine(Pass) +
                                       " takes no parameter ('" + Params +
                                       "' given)");
  return OptionsT();
}

/// How NVIDIA's approximate instructions (rcp/rsqrt/sqrt/ex2/lg2/sin/cos
/// .approx, div.approx and div.full, and the libdevice functions built on
/// them) are lowered: Exact gives the GPU's bits (the MUFU models,
/// docs/mufu.md); Native uses AMD's own approximate instructions
/// (v_rcp_f32, v_exp_f32, ...), faster and a few ulp away.
enum class NVApprox { Exact, Native };

/// Parses \p Param if it is "nv-approx=exact" or "nv-approx=native" into
/// \p Mode and returns true; returns false for any other parameter.  An
/// "nv-approx=" with another value is an error.
inline llvm::Expected<bool> parseNVApproxParam(llvm::StringRef Param,
                                                NVApprox &Mode) {
  if (!Param.consume_front("nv-approx="))
    return false;
  if (Param == "exact")
    Mode = NVApprox::Exact;
  else if (Param == "native")
    Mode = NVApprox::Native;
  else
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "nv-approx must be 'exact' or 'native' ('" +
                                       Param + "' given)");
  return true;
}

} // namespace shfl

#endif // SHFL_LOWERING_SUPPORT_PASSPARAMS_H

//===- NVVMLibdeviceToAMDGPU.h - libdevice on AMDGPU -------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `nvvm-libdevice-to-amdgpu`: maps every call to a function of CUDA's
/// libdevice (`__nv_*`) in an AMDGPU module to AMD's device libraries (OCML,
/// from ROCm-Device-Libs), to an LLVM intrinsic, or to the project's own IR
/// (LibdeviceAMDGPU.c), as Libdevice.def says; links what is used; and
/// defines OCML's control constants (`__oclc_*`) for the target and the
/// module's floating-point flags.  nvvm-to-amdgpu runs it after the
/// retargeting, so a CUDA module needs nothing else:
///
///   opt -load-pass-plugin=lib/ShflLowering.so \
///       -passes='nvvm-to-amdgpu<gfx90a>' in.ll        # includes this
///   opt ... -passes='nvvm-libdevice-to-amdgpu<gfx1100;wave64;daz>' amdgcn.ll
///
/// docs/libdevice.md has the details and the accuracy of every function.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_NVVM_NVVMLIBDEVICETOAMDGPU_H
#define SHFL_LOWERING_LOWERING_NVVM_NVVMLIBDEVICETOAMDGPU_H

#include "ShflLowering/Support/PassParams.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>

namespace shfl {

struct LibdeviceOptions {
  /// The AMDGPU processor; empty: the functions' "target-cpu".
  std::string CPU;
  /// 0: from the functions' "target-features", else the processor's default.
  unsigned WaveSize = 0;
  /// OCML's controls; unset: derived from the module (see docs/libdevice.md).
  std::optional<bool> DAZ, FiniteOnly, UnsafeMath, CorrectlyRoundedSqrt;
  /// The directory holding ocml.bc; empty: the -shfl-rocm-device-libs
  /// option, else the one found at configure time.
  std::string DeviceLibs;
  /// The functions built on NVIDIA's approximate instructions: their GPU
  /// bits (Exact) or AMD's own approximations (Native); docs/mufu.md.
  NVApprox Approx = NVApprox::Exact;
};

/// Applies one libdevice parameter ("daz", "no-daz", "finite-only",
/// "unsafe-math", "prec-sqrt", their "no-" forms, "nv-approx=exact",
/// "nv-approx=native", "device-libs=DIR") to \p Opts.  Returns false if
/// \p Param is not one of them.
bool parseLibdeviceParam(llvm::StringRef Param, LibdeviceOptions &Opts);

/// Parses "[<processor>;][wave32|wave64;]<libdevice parameters>".
llvm::Expected<LibdeviceOptions>
parseNVVMLibdeviceToAMDGPUOptions(llvm::StringRef Params);

/// Lowers the libdevice calls of \p M (an amdgcn module) as the pass does.
/// Returns true if it changed \p M; errors are diagnosed in the context.
bool lowerLibdeviceCalls(llvm::Module &M, const LibdeviceOptions &Opts);

class NVVMLibdeviceToAMDGPUPass
    : public llvm::PassInfoMixin<NVVMLibdeviceToAMDGPUPass> {
public:
  explicit NVVMLibdeviceToAMDGPUPass(LibdeviceOptions Opts)
      : Opts(std::move(Opts)) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }

private:
  LibdeviceOptions Opts;
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_NVVM_NVVMLIBDEVICETOAMDGPU_H

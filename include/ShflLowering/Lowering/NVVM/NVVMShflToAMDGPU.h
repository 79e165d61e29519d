//===- NVVMShflToAMDGPU.h - Lower llvm.nvvm.shfl to AMDGPU ------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `nvvm-shfl-to-amdgpu`: rewrites every `llvm.nvvm.shfl.sync.*` and legacy
/// `llvm.nvvm.shfl.*` call into AMDGPU intrinsics with the exact PTX
/// semantics, for 32-lane CUDA warps on wave32 and wave64.
///
///   opt -load-pass-plugin=lib/ShflLowering.so \
///       -passes='nvvm-shfl-to-amdgpu<wave64;strategy=permute>' in.ll
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_NVVM_NVVMSHFLTOAMDGPU_H
#define SHFL_LOWERING_LOWERING_NVVM_NVVMSHFLTOAMDGPU_H

#include "ShflLowering/Lowering/AMDGPU/AMDGPUWarpTarget.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"
#include <optional>

namespace shfl {

struct NVVMShflToAMDGPUOptions {
  /// 32 or 64; unset means "from each function's target-cpu/features".
  std::optional<unsigned> WaveSize;
  AMDGPUShflStrategy Strategy = AMDGPUShflStrategy::BPermute;
  /// Constant-operand fast paths (DPP, permlanex16, ds_swizzle, readlane;
  /// AMDGPUFastPaths.h) on functions whose target-cpu is known.
  bool FastPaths = true;
  /// Fast paths that are exact only on the lanes whose result is used
  /// (LaneDemand.h), and the lane selects those lanes do not tell apart
  /// folded to the arm they pick (LaneDemandSelects.h).
  bool LaneDemand = true;
  /// Integer reductions written as chains of constant shuffles, lowered as
  /// a whole (AMDGPUReductionChains.h).
  bool ReductionChains = true;
  /// Functions whose `threadIdx.x & 31` reaches a shuffle's lane or a
  /// guard are versioned on it being the lane id (LaneVersioning.h).
  bool LaneVersioning = true;
  /// With the fast paths, last, the PTX NaN fix-ups whose NaN nothing reads
  /// are dropped (NaNPayloadDemand.h).
  bool NaNPayloadDemand = true;
};

/// Parses "wave32", "wave64", "strategy=bpermute|permute", "[no-]fast-paths",
/// "[no-]lane-demand", "[no-]reduction-chains", "[no-]lane-versioning" and
/// "[no-]nan-payload-demand", separated by ';'.
llvm::Expected<NVVMShflToAMDGPUOptions>
parseNVVMShflToAMDGPUOptions(llvm::StringRef Params);

class NVVMShflToAMDGPUPass : public llvm::PassInfoMixin<NVVMShflToAMDGPUPass> {
public:
  explicit NVVMShflToAMDGPUPass(NVVMShflToAMDGPUOptions Opts = {}) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);
  /// Lowering is required for correctness, so it also runs on optnone
  /// functions and at -O0.
  static bool isRequired() { return true; }

private:
  NVVMShflToAMDGPUOptions Opts;
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_NVVM_NVVMSHFLTOAMDGPU_H

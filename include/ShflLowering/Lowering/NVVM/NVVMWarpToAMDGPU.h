//===- NVVMWarpToAMDGPU.h - Lower the NVVM warp primitives to AMDGPU -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `nvvm-warp-to-amdgpu`: rewrites the NVVM vote, match, activemask,
/// bar.warp.sync, redux.sync and elect.sync intrinsics and the lane special
/// registers (laneid, warpsize, lanemask_*) into AMDGPU code with CUDA's
/// semantics for 32-lane warps, on wave32 and wave64.
///
///   opt -load-pass-plugin=lib/ShflLowering.so \
///       -passes='nvvm-warp-to-amdgpu<wave64;redux=dpp>' in.ll
///
/// This pass owns laneid, warpsize and lanemask_*; run it before any
/// optimisation (LLVM 22 folds warpsize to 32 and laneid < 32 to true).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_NVVM_NVVMWARPTOAMDGPU_H
#define SHFL_LOWERING_LOWERING_NVVM_NVVMWARPTOAMDGPU_H

#include "ShflLowering/Lowering/AMDGPU/AMDGPUWarpTarget.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"
#include <optional>

namespace shfl {

struct NVVMWarpToAMDGPUOptions {
  /// 32 or 64; unset means "from each function's target-cpu/features".
  std::optional<unsigned> WaveSize;
  AMDGPUReduxStrategy Redux = AMDGPUReduxStrategy::DPP;
  /// "defer-runtime-redux": leave redux.sync calls with a non-constant
  /// member mask to a later run of the pass (the clang flow runs it again
  /// after the inliner, Plugin.cpp).
  bool DeferRuntimeRedux = false;
  /// "no-lane-demand": every redux.sync gives its result to every lane,
  /// whichever lanes use it (WarpRewriteOptions::LaneDemand).
  bool LaneDemand = true;
};

/// Parses "wave32", "wave64", "redux=dpp|bpermute", "defer-runtime-redux"
/// and "no-lane-demand", separated by ';'.
llvm::Expected<NVVMWarpToAMDGPUOptions>
parseNVVMWarpToAMDGPUOptions(llvm::StringRef Params);

class NVVMWarpToAMDGPUPass : public llvm::PassInfoMixin<NVVMWarpToAMDGPUPass> {
public:
  explicit NVVMWarpToAMDGPUPass(NVVMWarpToAMDGPUOptions Opts = {}) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);
  /// Lowering is required for correctness: it runs on optnone and at -O0.
  static bool isRequired() { return true; }

private:
  NVVMWarpToAMDGPUOptions Opts;
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_NVVM_NVVMWARPTOAMDGPU_H

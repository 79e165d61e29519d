//===- NVVMShflToHGPU.h - Lower llvm.nvvm.shfl to hgpu ----------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `nvvm-shfl-to-hgpu`: rewrites every `llvm.nvvm.shfl.sync.*` and legacy
/// `llvm.nvvm.shfl.*` call into the intrinsics of the hypothetical hgpu
/// target (Target/HGPU/HGPU.td), with the exact PTX semantics: the native
/// segmented shuffle where the subtarget has one and c allows it, else the
/// lane-indexed gather.
///
///   opt -load-pass-plugin=lib/ShflLowering.so -passes='nvvm-shfl-to-hgpu<hgpu2>'
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_HGPU_NVVMSHFLTOHGPU_H
#define SHFL_LOWERING_LOWERING_HGPU_NVVMSHFLTOHGPU_H

#include "ShflLowering/Semantics/HGPUIntrinsics.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"
#include <optional>

namespace shfl {

struct NVVMShflToHGPUOptions {
  /// Unset means "from each function's target-cpu".
  std::optional<hgpu::Subtarget> Subtarget;
};

/// Parses the subtarget name (a WarpSubtarget of HGPU.td), or nothing.
llvm::Expected<NVVMShflToHGPUOptions>
parseNVVMShflToHGPUOptions(llvm::StringRef Params);

class NVVMShflToHGPUPass : public llvm::PassInfoMixin<NVVMShflToHGPUPass> {
public:
  explicit NVVMShflToHGPUPass(NVVMShflToHGPUOptions Opts = {}) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);
  /// Lowering is required for correctness, so it also runs on optnone
  /// functions and at -O0.
  static bool isRequired() { return true; }

private:
  NVVMShflToHGPUOptions Opts;
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_HGPU_NVVMSHFLTOHGPU_H

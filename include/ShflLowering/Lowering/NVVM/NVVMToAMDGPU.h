//===- NVVMToAMDGPU.h - Retarget an NVVM module to AMDGPU -------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `nvvm-to-amdgpu`: turns the NVPTX module that clang produces for CUDA
/// device code into an AMDGPU module: triple and datalayout, target-cpu and
/// target-features, kernels, the block/grid special registers, barriers,
/// fences and their scopes, and private allocas.  Inline PTX goes through the
/// translator (PTX/PTXTranslator.h) first; what that leaves is reported by
/// `ptx-asm-check`.  Then it maps the libdevice calls (lowerLibdeviceCalls).
/// Everything else it cannot express on AMDGPU gets an `error:` diagnostic.
///
/// The warp-level NVVM intrinsics (shfl, vote, laneid, warpsize, lanemask_*,
/// bar.warp.sync, ...) are left for the warp passes that run after it:
///
///   opt -load-pass-plugin=lib/ShflLowering.so \
///       -passes='nvvm-to-amdgpu<gfx90a>,nvvm-shfl-to-amdgpu' in.ll
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_NVVM_NVVMTOAMDGPU_H
#define SHFL_LOWERING_LOWERING_NVVM_NVVMTOAMDGPU_H

#include "ShflLowering/Lowering/NVVM/NVVMLibdeviceToAMDGPU.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"
#include <string>

namespace shfl {

struct NVVMToAMDGPUOptions {
  /// The AMDGPU processor, e.g. "gfx90a"; required.
  std::string CPU;
  /// 0: the processor's default wave size; 32 or 64 when asked explicitly.
  unsigned WaveSize = 0;
  /// The AMDHSA code object version llc will write (4, 5 or 6), or 0 when
  /// not known.  From 5 on, gridDim is read from the hidden kernel arguments
  /// (hidden_block_count_*); otherwise, and when not known, it is computed
  /// from the dispatch packet, which every version has.
  unsigned CodeObjectVersion = 0;
  /// For the libdevice calls, lowered at the end (daz, prec-sqrt, ...).
  LibdeviceOptions Libdevice;
};

/// Parses "<processor>[;wave32|wave64][;code-object-version=N]
/// [;<libdevice parameter>...]", e.g. "gfx1100;wave64;daz" (see
/// parseLibdeviceParam).  Fails on an
/// unknown processor, on a missing one, and on a wave size the processor
/// does not support.
llvm::Expected<NVVMToAMDGPUOptions>
parseNVVMToAMDGPUOptions(llvm::StringRef Params);

class NVVMToAMDGPUPass : public llvm::PassInfoMixin<NVVMToAMDGPUPass> {
public:
  explicit NVVMToAMDGPUPass(NVVMToAMDGPUOptions Opts) : Opts(std::move(Opts)) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  /// Retargeting is required for correctness, also at -O0 and on optnone.
  static bool isRequired() { return true; }

private:
  NVVMToAMDGPUOptions Opts;
};

/// For the clang flow only: clang checks, after its pipeline, that the
/// module's datalayout is still the one of the target it compiles for
/// (NVPTX) and fails otherwise.  This pass, which the plugin runs at the end
/// of clang's pipeline, puts back the NVPTX datalayout that nvvm-to-amdgpu
/// saved in !shfl.nvptx.datalayout.  The triple stays amdgcn; llc replaces
/// the datalayout by the AMDGPU one when it reads the module, and running
/// nvvm-to-amdgpu again on the amdgcn module does the same.
class NVVMToAMDGPUClangLayoutPass
    : public llvm::PassInfoMixin<NVVMToAMDGPUClangLayoutPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_NVVM_NVVMTOAMDGPU_H

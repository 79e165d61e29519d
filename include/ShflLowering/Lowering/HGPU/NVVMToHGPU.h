//===- NVVMToHGPU.h - Retarget NVPTX IR to hgpu -----------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `nvvm-to-hgpu<subtarget>`: turns the device IR that clang makes for CUDA
/// (NVPTX) into IR the hgpu backend compiles, as `nvvm-to-amdgpu` does for
/// AMDGPU:
///   - the module's triple and data layout become hgpu's, and every function
///     gets the subtarget as its target-cpu;
///   - kernels lose the ptx_kernel convention and !nvvm.annotations (the
///     backend compiles every function as a kernel);
///   - the special registers (%tid, %ntid, %ctaid, %nctaid, %laneid,
///     WARP_SZ) and the CTA barrier become llvm.hgpu.* calls;
///   - allocas move to the private address space (5), and the generic
///     pointers to shared and private memory are inferred away
///     (InferAddressSpaces with generic = 0).  hgpu has no generic
///     addressing: a generic pointer into shared or private memory that is
///     left is a located error.
/// The shuffles are `nvvm-shfl-to-hgpu`'s.  Any other NVVM call is left,
/// and the backend refuses it with a located error.
///
///   opt -load-pass-plugin=lib/ShflLowering.so -passes='nvvm-to-hgpu<hgpu2>'
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_HGPU_NVVMTOHGPU_H
#define SHFL_LOWERING_LOWERING_HGPU_NVVMTOHGPU_H

#include "ShflLowering/Semantics/HGPUIntrinsics.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace shfl {

struct NVVMToHGPUOptions {
  hgpu::Subtarget Subtarget = hgpu::Subtarget(0);
};

/// Parses the subtarget name (required).
llvm::Expected<NVVMToHGPUOptions> parseNVVMToHGPUOptions(llvm::StringRef Params);

class NVVMToHGPUPass : public llvm::PassInfoMixin<NVVMToHGPUPass> {
public:
  explicit NVVMToHGPUPass(NVVMToHGPUOptions Opts) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }

private:
  NVVMToHGPUOptions Opts;
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_HGPU_NVVMTOHGPU_H

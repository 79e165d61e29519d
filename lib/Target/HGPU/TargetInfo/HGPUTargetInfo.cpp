//===- HGPUTargetInfo.cpp - register the hgpu target ----------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "TargetInfo/HGPUTargetInfo.h"
#include "llvm/MC/TargetRegistry.h"

using namespace llvm;

Target &llvm::getTheHGPUTarget() {
  static Target TheHGPUTarget;
  return TheHGPUTarget;
}

extern "C" void LLVMInitializeHGPUTargetInfo() {
  // No triple names hgpu (Triple has no such architecture), so the target is
  // chosen by name: -march=hgpu.
  TargetRegistry::RegisterTarget(
      getTheHGPUTarget(), "hgpu",
      "hgpu: the hypothetical 32-lane SIMT GPU of shfl-lowering", "HGPU",
      [](Triple::ArchType) { return false; }, /*HasJIT=*/false);
}

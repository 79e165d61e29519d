//===- HGPUTargetInfo.h - the hgpu Target object ----------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#ifndef SHFL_TARGET_HGPU_TARGETINFO_HGPUTARGETINFO_H
#define SHFL_TARGET_HGPU_TARGETINFO_HGPUTARGETINFO_H

namespace llvm {
class Target;
Target &getTheHGPUTarget();
} // namespace llvm

extern "C" void LLVMInitializeHGPUTargetInfo();
extern "C" void LLVMInitializeHGPUTargetMC();
extern "C" void LLVMInitializeHGPUTarget();
extern "C" void LLVMInitializeHGPUAsmPrinter();
extern "C" void LLVMInitializeHGPUDisassembler();
extern "C" void LLVMInitializeHGPUAsmParser();

#endif

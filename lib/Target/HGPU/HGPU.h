//===- HGPU.h - the hgpu backend's entry points -----------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#ifndef SHFL_TARGET_HGPU_HGPU_H
#define SHFL_TARGET_HGPU_HGPU_H

#include "MCTargetDesc/HGPUMCTargetDesc.h"
#include "llvm/Support/CodeGen.h"
#include <cstdint>
#include <optional>

namespace llvm {
class FunctionPass;
class GlobalVariable;
class HGPUTargetMachine;
class Module;

FunctionPass *createHGPUISelDag(HGPUTargetMachine &TM, CodeGenOptLevel OL);

namespace HGPU {
/// hgpu's address spaces, as in NVPTX and AMDGPU IR: generic and constant
/// pointers are global memory.
enum AddressSpace : unsigned {
  Generic = 0,
  Global = 1,
  Shared = 3,
  Constant = 4,
  Private = 5,
};

/// Shared memory is laid out once per module, in the order the globals are
/// defined, each at its alignment; a dynamically sized one (an extern array)
/// goes last.  Returns the byte offset of \p GV, or nothing if it is not a
/// shared variable.
std::optional<uint32_t> sharedOffset(const GlobalVariable &GV);
/// The bytes of shared memory the module's shared variables take.
uint32_t sharedSize(const Module &M);
} // namespace HGPU
} // namespace llvm

#endif

//===- HGPUSRegs.h - hgpu special registers ---------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The special registers that `mov.u32 d, %<name>` reads, numbered by the
/// instruction's immediate.  One table: the printer, the instruction
/// selector (through the llvm.hgpu.* names) and hgpu-sim use it.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_TARGET_HGPU_MCTARGETDESC_HGPUSREGS_H
#define SHFL_TARGET_HGPU_MCTARGETDESC_HGPUSREGS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace llvm {
namespace HGPU {

struct SReg {
  unsigned Number;
  StringRef AsmName;   ///< as printed, without the %
  StringRef Intrinsic; ///< the llvm.hgpu.* function that reads it
};

inline ArrayRef<SReg> specialRegisters() {
  static const SReg Table[] = {
      {0, "tid.x", "llvm.hgpu.tid.x"},       {1, "tid.y", "llvm.hgpu.tid.y"},
      {2, "tid.z", "llvm.hgpu.tid.z"},       {3, "ntid.x", "llvm.hgpu.ntid.x"},
      {4, "ntid.y", "llvm.hgpu.ntid.y"},     {5, "ntid.z", "llvm.hgpu.ntid.z"},
      {6, "ctaid.x", "llvm.hgpu.ctaid.x"},   {7, "ctaid.y", "llvm.hgpu.ctaid.y"},
      {8, "ctaid.z", "llvm.hgpu.ctaid.z"},   {9, "nctaid.x", "llvm.hgpu.nctaid.x"},
      {10, "nctaid.y", "llvm.hgpu.nctaid.y"}, {11, "nctaid.z", "llvm.hgpu.nctaid.z"},
  };
  return Table;
}

inline const SReg *findSReg(unsigned Number) {
  for (const SReg &R : specialRegisters())
    if (R.Number == Number)
      return &R;
  return nullptr;
}

} // namespace HGPU
} // namespace llvm

#endif

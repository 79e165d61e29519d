//===- HGPUDataLayout.h - hgpu's data layout --------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one data layout of hgpu, shared by the backend (HGPUTargetMachine) and
/// the retargeting pass (nvvm-to-hgpu): pointers to global, constant and
/// generic memory are 64-bit, shared and private ones 32-bit, and allocas are
/// private (address space 5).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_TARGET_HGPU_HGPUDATALAYOUT_H
#define SHFL_LOWERING_TARGET_HGPU_HGPUDATALAYOUT_H

namespace shfl {
namespace hgpu {
inline constexpr const char *DataLayoutString =
    "e-p:64:64-p1:64:64-p3:32:32-p4:64:64-p5:32:32-i64:64-i128:128-n32:64-S64-A5";
} // namespace hgpu
} // namespace shfl

#endif

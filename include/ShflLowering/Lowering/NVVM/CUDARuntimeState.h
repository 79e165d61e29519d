//===- CUDARuntimeState.h - What CUDA's runtime gives a block ---*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The parts of nvvm-to-amdgpu that give AMD meanings to what the CUDA
/// driver provides a kernel beyond its arguments, as cooperative groups use
/// it:
///
///  - the reserved shared memory.  From sm_80 on, CUDA reserves a region of
///    every block's shared memory for the system; the cooperative-groups
///    headers keep the barriers and the exchange slots of tiles larger than
///    a warp at %reserved_smem_offset_1.  On AMDGPU the region is an LDS
///    variable, `@__shfl_reserved_smem`, with the size and alignment of
///    CUDA's reservation, and the %reserved_smem_offset_* registers are LDS
///    offsets into it, so that the headers' `cvta.shared` pointers work.
///    The backend and wave-emu both place it like any other LDS variable.
///  - %envreg1 / %envreg2, the grid workspace of a cooperative launch, which
///    this_grid() reads: 0, as in an ordinary launch (is_valid() is false).
///  - the constructs that need a cooperative launch (grid_group::sync and
///    its arrive/wait halves): an error naming the construct.
///
/// The IR interface, for the inline-PTX translator and for hand-written IR:
/// `i32 @llvm.nvvm.read.ptx.sreg.<name>()` for every register, where <name>
/// is the PTX name without '%' (`reserved_smem_offset_1`, `envreg2`,
/// `total_smem_size`, ...).  LLVM declares some of them as intrinsics; the
/// reserved_smem_offset_* ones are plain declarations with that name.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_NVVM_CUDARUNTIMESTATE_H
#define SHFL_LOWERING_LOWERING_NVVM_CUDARUNTIMESTATE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include <optional>
#include <string>

namespace shfl {

/// CUDA's reserved shared memory, as an NVIDIA H200 (sm_90, CUDA 13.0)
/// reports it (test/hardware/smem_probe.cu, results/smem_probe.txt): the
/// first 1024 bytes of every block's shared window, whatever the kernel
/// uses; %reserved_smem_offset_begin = 0, _end = 288 (the part in use: the
/// cooperative-groups scratch), _cap = 1024, _0 = _1 = 0; user shared
/// memory starts at 1024.  The LDS variable has the same size and is
/// aligned to its size, so that both the backend (which lays out a kernel's
/// LDS by decreasing alignment) and wave-emu place it at offset 0, and user
/// LDS starts at 1024 as on NVIDIA.
struct CUDAReservedSmem {
  /// cudaDevAttrReservedSharedMemoryPerBlock; %reserved_smem_offset_cap.
  static constexpr unsigned Size = 1024;
  static constexpr unsigned Alignment = 1024;
  /// %reserved_smem_offset_end, from the start of the region.
  static constexpr unsigned End = 288;
  /// %reserved_smem_offset_0 and _1, from the start of the region.
  static constexpr unsigned Offset0 = 0;
  static constexpr unsigned Offset1 = 0;
};

/// The name of the LDS variable that stands for the region.
constexpr llvm::StringLiteral ReservedSmemName = "__shfl_reserved_smem";

/// The value of the special register \p Reg (PTX name without '%') that
/// describes the reserved region, or null if \p Reg is not one of
/// reserved_smem_offset_{begin,end,cap,0,1}.  Creates the region on first
/// use.
llvm::Value *reservedSmemRegister(llvm::IRBuilderBase &B, llvm::Module &M,
                                  llvm::StringRef Reg);

/// The value of %dynamic_smem_size, %total_smem_size or %aggr_smem_size
/// (\p Reg), or null for other registers, from \p GroupSegmentSize (the
/// dispatch packet's group_segment_size: static plus dynamic LDS).  As on
/// the H200: dynamic is the launch's dynamic bytes; total is the user's
/// static and dynamic shared memory rounded up to 128 bytes, without the
/// reserved region; aggr counts the reserved region too.  total and aggr
/// use the region, so every kernel that reads them has it, as every CUDA
/// block has its reservation.
llvm::Value *
sharedMemorySizeRegister(llvm::IRBuilderBase &B, llvm::Module &M,
                         llvm::StringRef Reg,
                         llvm::function_ref<llvm::Value *()> GroupSegmentSize);

/// The value of %envreg<N> (\p Reg is "envreg<N>"): 0 for the grid workspace
/// registers 1 and 2 (an ordinary, not cooperative, launch); std::nullopt
/// for the others, which have no AMD meaning, and for other registers.
std::optional<llvm::Value *> envRegister(llvm::IRBuilderBase &B,
                                         llvm::StringRef Reg);

/// If \p Callee is a cooperative-groups construct that needs a cooperative
/// launch and \p Caller is not itself part of cooperative groups, the
/// construct's name for the error (e.g. "cooperative_groups::grid_group::
/// sync()"); otherwise empty.
std::string cooperativeLaunchConstruct(const llvm::Function &Caller,
                                       const llvm::Function &Callee);

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_NVVM_CUDARUNTIMESTATE_H

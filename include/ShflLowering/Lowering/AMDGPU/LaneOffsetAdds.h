//===- LaneOffsetAdds.h - The CUDA lane plus 32k as an add ------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// In a wave64 the CUDA lane is `m & 31`, m the wave lane from mbcnt
/// (0..63).  Code that indexes shared memory by the lane and a multiple of
/// 32 (CUB's WarpExchange, block loads and stores transposed by warp:
/// `lane + 32 * i`) computes `(m & 31) + 32k`; InstCombine, which knows that
/// m is below 64, folds that into `m | 32k` where 32k has bit 5 set
/// (`+ 32` and `+ 96`), and keeps `(m & 31) | 64`.  The addresses then have
/// two bases, `m & 31` and `m`, and AMDGPU's SILoadStoreOptimizer, which
/// pairs two LDS accesses of one base and constant offsets into one
/// ds_read2 / ds_write2, pairs none of them: CUB's warp exchange of four
/// ints on gfx90a reads with one ds_read2st64_b32 and two ds_read_b32, each
/// with its own address (v_or, v_mad), 37 instructions, where one base makes
/// two ds_read2_b32 and 27.
///
/// This pass, run after the last InstCombine (the plugin's OptimizerLast
/// callback when the pipeline has nvvm-to-amdgpu, or the opt flow's second
/// step), rewrites
///
///   %j = or i32 %m, C        ; C a multiple of 32 with bit 5 set
///
/// where %m is known to be below 64 (computeKnownBits) and the function
/// computes `%l = and i32 %m, 31` before it (dominating it), as
///
///   %j = add nuw nsw i32 %l, C
///
/// the same value: m = (m & 31) + (m & 32), and C's bit 5 takes m's, so
/// m | C = (m & 31) | C = (m & 31) + C (C's low five bits are zero).
/// optnone functions are left as written.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_AMDGPU_LANEOFFSETADDS_H
#define SHFL_LOWERING_LOWERING_AMDGPU_LANEOFFSETADDS_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace shfl {

/// Rewrites the lane-plus-offset `or`s of \p M (see the file comment);
/// returns whether it changed anything.
bool addLaneOffsets(llvm::Module &M);

struct LaneOffsetAddsOptions {};
llvm::Expected<LaneOffsetAddsOptions>
parseLaneOffsetAddsOptions(llvm::StringRef Params);

class LaneOffsetAddsPass : public llvm::PassInfoMixin<LaneOffsetAddsPass> {
public:
  explicit LaneOffsetAddsPass(LaneOffsetAddsOptions = {}) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_AMDGPU_LANEOFFSETADDS_H

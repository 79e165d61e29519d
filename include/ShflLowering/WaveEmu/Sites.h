//===- Sites.h - Cross-lane call sites of an instrumented module -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The contract between the instrumenter (Instrument.h) and the wave
/// scheduler (Emulator.h).  Every cross-lane amdgcn intrinsic call becomes
///
///   i64 @__wemu_xl(i32 %site, ptr %iters, i64 %a0, i64 %a1, i64 %a2, i64 %a3)
///
/// and the site number indexes a table of SiteInfo that holds everything
/// static about the call: the operation, its immediate operands, the width
/// of its value and where it sits in the thread-frontier order.  `%iters`
/// points at the calling lane's loop iteration counters.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_WAVEEMU_SITES_H
#define SHFL_LOWERING_WAVEEMU_SITES_H

#include <cstdint>
#include <string>
#include <vector>

namespace wemu {

/// The cross-lane operations the emulator models.
enum class XLaneOp : uint8_t {
  BPermute,      ///< ds.bpermute(addr, data)
  Permute,       ///< ds.permute(addr, data)
  Swizzle,       ///< ds.swizzle(data, imm offset)
  ReadLane,      ///< readlane(val, lane)
  ReadFirstLane, ///< readfirstlane(val)
  WriteLane,     ///< writelane(val, lane, old)
  Ballot,        ///< ballot(i1); also icmp/fcmp (the compare is done first)
  UpdateDPP,     ///< update.dpp(old, src, ctrl, row_mask, bank_mask, bc)
  MovDPP,        ///< mov.dpp(src, ctrl, row_mask, bank_mask, bc)
  MovDPP8,       ///< mov.dpp8(src, sel)
  Permlane16,    ///< permlane16(old, src, sel_lo, sel_hi, fi, bc)
  PermlaneX16,   ///< permlanex16(old, src, sel_lo, sel_hi, fi, bc)
  Permlane16Var, ///< permlane16.var(old, src, lanesel, fi, bc)
  PermlaneX16Var,///< permlanex16.var(old, src, lanesel, fi, bc)
  Permlane64,    ///< permlane64(src)
  WaveReduce,    ///< wave.reduce.<Imm[0]>(val, strategy)
  WaveBarrier,   ///< wave.barrier()
  SBarrier,      ///< s.barrier()
  // hgpu (docs/hgpu.md): the semantics are the TableGen Doc strings, as
  // ShflLowering/Semantics/HGPUSemantics.h implements them.
  HGPUGather,    ///< llvm.hgpu.gather(value, lane)
  HGPUShfl,      ///< llvm.hgpu.shfl.<mode>(value, b, width): Imm[0] is the
                 ///< shfl::hgpu::sem::ShflMode, Imm[1] the width; the
                 ///< {i32, i1} result is returned as value | valid << 32
  WholeWave,     ///< a whole wave mode region (set.inactive ... strict.wwm),
                 ///< outlined into the function SiteInfo::Callee, which runs
                 ///< on every lane of the wave with the operands a0..a3
  SpinYield,     ///< not an operation: the back edge of a loop that polls
                 ///< memory (`__wemu_yield`), keyed as the loop's header
                 ///< in the next iteration
  PrintFlush,    ///< after a device printf's last OCKL append: the active
                 ///< lanes' messages are printed, in lane order
};

/// The reductions of wave.reduce, in Imm[0].
enum class ReduceKind : uint8_t { UMin, UMax, Min, Max, Add, And, Or, Xor };

/// Lane-local queries, the first operand of `i64 @__wemu_q(i32, i32)`.
enum class Query : uint32_t {
  WorkitemId,      ///< dim in [0, 3)
  WorkgroupId,     ///< dim in [0, 3)
  DispatchPtr,     ///< an hsa_kernel_dispatch_packet_t
  ImplicitArgPtr,  ///< code object v5 hidden arguments
  LDSBase,         ///< the workgroup's LDS arena
  GroupStaticSize, ///< bytes of static LDS
  LaneId,          ///< the lane's index in its wave
  WholeWaveInactive, ///< 1 in a whole wave mode region on a lane that was
                     ///< inactive when the wave entered it
};

/// One loop that encloses a site: the index of its counter in the calling
/// function's iteration array and the order key of its header.
struct SiteLoop {
  uint32_t CounterIndex;
  uint64_t HeaderOrder;
};

/// Everything static about one cross-lane call.
struct SiteInfo {
  XLaneOp Op;
  uint32_t Bits = 32;      ///< width of the moved value (<= 64)
  int64_t Imm[4] = {0, 0, 0, 0};
  uint64_t Order = 0;      ///< position in the thread-frontier order
  std::vector<SiteLoop> Loops; ///< enclosing loops, outermost first
  std::string Intrinsic;   ///< "llvm.amdgcn.ds.bpermute", "llvm.hgpu.gather"
  std::string Where;       ///< "kernel k, block %if.then (k.cu:12)"
  std::string Callee;      ///< WholeWave: the outlined region's symbol
};

} // namespace wemu

#endif // SHFL_LOWERING_WAVEEMU_SITES_H

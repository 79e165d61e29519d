//===- Semantics.h - AMD cross-lane semantics, lane by lane -----*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The lane semantics of every modelled cross-lane operation, written from
/// the AMD ISA guides' pseudocode, as one pure function: given the operands
/// of the lanes in EXEC, produce each of those lanes' result.  The scheduler
/// decides EXEC (which lanes meet at a dynamic instance); this file decides
/// what the operation does with them.  It is used by the emulator and is
/// unit-testable on its own.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_WAVEEMU_SEMANTICS_H
#define SHFL_LOWERING_WAVEEMU_SEMANTICS_H

#include "ShflLowering/WaveEmu/GPUTarget.h"
#include "ShflLowering/WaveEmu/Sites.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"
#include <cstdint>

namespace wemu {

/// The dynamic operands of one lane at a cross-lane call, as the call passed
/// them (values zero-extended to 64 bits).
struct LaneOperands {
  uint64_t A[4];
};

/// Receives warnings (reads of inactive lanes and the like): something the
/// IR-level emulator cannot know but hardware would still do something with.
using WarningSink = llvm::function_ref<void(const llvm::Twine &)>;

/// Executes \p S for the lanes of \p Exec (bit i = lane i of the wave).
/// \p In and \p Out have one entry per lane of the wave; entries of lanes
/// outside EXEC are neither read nor written.  Fails (with a message naming
/// the intrinsic) on what hardware leaves undefined and the emulator refuses
/// to guess, such as two ds_permute sources writing one lane.
llvm::Error evaluateCrossLane(const GPUTarget &T, const SiteInfo &S,
                              uint64_t Exec, const LaneOperands *In,
                              uint64_t *Out, WarningSink Warn);

/// Checks that \p S (its immediates) is legal on \p T, as the backend would.
llvm::Error checkLegal(const GPUTarget &T, const SiteInfo &S);

/// mbcnt.lo / mbcnt.hi for lane \p Lane.
inline uint32_t mbcnt(bool Hi, unsigned Lane, uint32_t Mask, uint32_t Acc) {
  uint64_t Below = Lane >= 64 ? ~0ull : ((1ull << Lane) - 1);
  uint32_t Part = Hi ? static_cast<uint32_t>(Below >> 32)
                     : static_cast<uint32_t>(Below);
  return Acc + static_cast<uint32_t>(__builtin_popcount(Mask & Part));
}

} // namespace wemu

#endif // SHFL_LOWERING_WAVEEMU_SEMANTICS_H

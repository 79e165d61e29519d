//===- MemCheck.h - The emulator's memory checker --------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The run-time side of Checks.h: which memory a launch gives the kernel,
/// each lane's private allocations, and the test of one access against them.
/// The emulator (Emulator.cpp) calls it from the `__wemu_mem` /
/// `__wemu_alloca` entry points and turns a failed check into the launch's
/// error, with the lane that made it.
///
/// Private to lib/WaveEmu.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LIB_WAVEEMU_MEMCHECK_H
#define SHFL_LOWERING_LIB_WAVEEMU_MEMCHECK_H

#include "ShflLowering/WaveEmu/Checks.h"
#include "ShflLowering/WaveEmu/Instrument.h"
#include "llvm/ADT/ArrayRef.h"
#include <cstdint>
#include <string>
#include <vector>

namespace wemu {

/// One lane's live private allocations, in the order they were made (the
/// stack grows down, so later ones sit at lower addresses).
struct LanePrivate {
  struct Alloc {
    uintptr_t Base;
    uint64_t Size;
    uint32_t Check; ///< the CheckSite of the alloca
  };
  std::vector<Alloc> Allocs;
  uint64_t Bytes = 0;
  void reset() {
    Allocs.clear();
    Bytes = 0;
  }
};

/// What went wrong, for the launch's error.
struct CheckFailure {
  std::string Headline; ///< "out-of-bounds store of i32 (4 bytes, global address)"
  std::string Detail;   ///< "address 0x... is 0 bytes past the end of ..."
};

class MemChecker {
public:
  /// The checked instructions of the module (PreparedModule::Checks).
  std::vector<CheckSite> Sites;
  /// The module's global variables, with their host addresses.
  std::vector<MemoryRegion> Globals;
  /// The LDS arena's layout (PreparedModule::LDSVariables).
  std::vector<LDSVariable> LDSVariables;
  TargetLimits Limits;
  std::string TargetName; ///< "gfx90a wave64", for messages
  /// The host module's @__wemu_check_cache (CheckCacheName): per check, the
  /// lowest and highest address its access may start at without a call.
  uint64_t (*Cache)[2] = nullptr;

  /// Sets the memory of a launch: its buffers and the other regions it
  /// hands the kernel (argument block, dispatch packet...), the LDS arena of
  /// \p LDSSize bytes at \p LDSBase (\p DynamicLDS of them dynamic).
  void beginLaunch(llvm::ArrayRef<MemoryRegion> Buffers,
                   llvm::ArrayRef<MemoryRegion> LaunchRegions,
                   uintptr_t LDSBase, uint64_t LDSSize, uint64_t DynamicLDS);

  /// Checks an access of \p Size bytes at \p A by check \p Site, made by a
  /// lane whose private allocations are \p P.  False (and \p F filled) if it
  /// is out of bounds, misaligned or writes read-only memory.
  bool access(uint32_t Site, uintptr_t A, uint64_t Size, const LanePrivate &P,
              CheckFailure &F);

  /// Records a private allocation; false (and \p F) past the target's
  /// private memory per lane.
  bool allocate(uint32_t Site, uintptr_t A, uint64_t Size, LanePrivate &P,
                CheckFailure &F) const;
  /// Frees the allocations made after the first \p Mark ones (a return).
  static void release(LanePrivate &P, uint64_t Mark);
  /// Frees the allocations below the stack pointer \p SP (stackrestore).
  static void restore(LanePrivate &P, uintptr_t SP);

private:
  struct Candidate {
    std::string Name;
    uintptr_t Base;
    uint64_t Size;
    std::string Detail;
  };
  const MemoryRegion *findRegion(uintptr_t A, uint64_t Size) const;
  bool inLDS(uintptr_t A, uint64_t Size) const {
    return A >= LDSBase && A - LDSBase <= LDSSize && Size <= LDSSize - (A - LDSBase);
  }
  static const LanePrivate::Alloc *findPrivate(const LanePrivate &P, uintptr_t A,
                                               uint64_t Size);
  void describeOutOfBounds(const CheckSite &S, uintptr_t A, uint64_t Size,
                           const LanePrivate &P, std::string &Out) const;
  std::string describeLDS() const;

  std::vector<MemoryRegion> Regions; ///< sorted by base
  uintptr_t LDSBase = 0;
  uint64_t LDSSize = 0, DynamicLDS = 0;
};

} // namespace wemu

#endif // SHFL_LOWERING_LIB_WAVEEMU_MEMCHECK_H

//===- Checks.h - Checked instructions of an instrumented module -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The contract between the instrumenter's checks (InstrumentChecks.cpp) and
/// the emulator's checker (MemCheck.cpp), as Sites.h is for cross-lane
/// calls.  Every kernel instruction that can go wrong at run time gets a
/// check number that indexes a table of CheckSite, and a call before it:
///
///   call void @__wemu_mem(i32 %check, ptr %addr, i64 %size)      ; accesses
///   call void @__wemu_alloca(i32 %check, ptr %addr, i64 %size)   ; private
///   call void @__wemu_fault(i32 %check, i32 %reason)             ; traps
///
/// Memory accesses (loads, stores, atomics, memcpy/memmove/memset) are
/// checked against what the launch gave the kernel: its buffers, the module's
/// globals, the LDS of the workgroup and the lane's own private allocations.
/// Integer divisions are checked for a zero divisor and signed overflow
/// (the host would trap), `llvm.trap` and `unreachable` stop the run.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_WAVEEMU_CHECKS_H
#define SHFL_LOWERING_WAVEEMU_CHECKS_H

#include <cstdint>
#include <string>

namespace wemu {

/// What a checked instruction does.
enum class CheckKind : uint8_t {
  Load,      ///< load
  Store,     ///< store
  Atomic,    ///< atomicrmw, cmpxchg (reads and writes)
  MemRead,   ///< the source of memcpy / memmove
  MemWrite,  ///< the destination of memcpy / memmove / memset
  Alloca,    ///< a private allocation (registered, not checked)
  ByValArg,  ///< a byval parameter of a function: a private allocation
  StackRestore, ///< llvm.stackrestore: frees the allocations made since
  Division,  ///< udiv, sdiv, urem, srem with a divisor that may be 0 (or -1)
  Trap,      ///< llvm.trap, llvm.debugtrap, llvm.ubsantrap
  AssertTrap, ///< the llvm.trap that ends a failed assert (AssertFailMDName)
  Unreachable, ///< an `unreachable` terminator
};

/// The metadata that nvvm-to-amdgpu puts on the trap of a failed assert
/// (ShflLowering/Lowering/NVVM/DevicePrintf.h).
constexpr const char *AssertFailMDName = "shfl.assertfail";

/// The address space an access goes through.
enum class MemSpace : uint8_t {
  Flat,     ///< AMDGPU flat (0), or hgpu: any of the others
  Global,   ///< global (1) and buffer resources
  Constant, ///< constant (4, 6): read-only global memory
  LDS,      ///< local / shared (3)
  Private,  ///< private / scratch (5)
};

/// The reason operand of `__wemu_fault`.
enum class FaultReason : uint32_t {
  DivideByZero,
  DivideOverflow, ///< INT_MIN / -1
  Trap,
  Unreachable,
  AssertTrap,
};

/// Everything static about one checked instruction.
struct CheckSite {
  CheckKind Kind = CheckKind::Load;
  MemSpace Space = MemSpace::Flat;
  uint32_t Align = 1;  ///< accesses: the alignment the instruction states
  std::string What;    ///< "store of i32", "alloca '%tile' ([4 x i32])"
  std::string Where;   ///< "function 'k', block '%entry' (k.cu:12)"
  std::string Function; ///< ByValArg: the function, whose ArgNo is the copy
  unsigned ArgNo = 0;
};

/// A piece of memory the kernel may access: a buffer of the launch, a global
/// variable of the module, the dispatch packet...
struct MemoryRegion {
  std::string Name;   ///< "buffer 'out'", "global '@table'"
  const void *Base = nullptr;
  uint64_t Size = 0;  ///< bytes
  bool ReadOnly = false;
  std::string Detail; ///< optional, e.g. "64 x i32"
};

/// The processor limits the emulator enforces (GPUTarget::limits).
struct TargetLimits {
  uint64_t LDSPerWorkgroup = 0;   ///< bytes; 0: the target has no LDS
  uint64_t PrivatePerLane = 0;    ///< bytes; 0: no limit known
  unsigned WorkgroupSize = 1024;  ///< work-items
};

} // namespace wemu

#endif // SHFL_LOWERING_WAVEEMU_CHECKS_H

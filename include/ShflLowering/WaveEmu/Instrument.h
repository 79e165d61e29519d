//===- Instrument.h - Retarget an amdgcn module to the host -----*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Turns an amdgcn LLVM IR module into a host module the wave scheduler can
/// run, one fiber per lane:
///
///  1. every function called by a kernel is inlined into it;
///  1a. each whole wave mode region (set.inactive ... strict.wwm) is
///     outlined into `i64 @__wemu_wwm.<kernel>.<n>(i64 x 4)`, which the
///     scheduler runs on every lane of the wave (an XLaneOp::WholeWave site);
///  2. every amdgcn intrinsic becomes a runtime call: cross-lane operations
///     a convergent `@__wemu_xl(site, iters, ...)` (see Sites.h), lane
///     queries `@__wemu_q(kind, dim)` and `@__wemu_mbcnt(hi, mask, acc)`;
///     loops that contain cross-lane calls count their iterations per lane;
///  3. the module is cloned with every address space flattened to 0 and the
///     host triple and data layout; LDS globals become offsets into the
///     workgroup's LDS arena;
///  4. each kernel gets an entry `void @__wemu_entry.<kernel>(ptr %args)`
///     that loads its arguments from an argument block laid out as the
///     AMDGPU kernel ABI lays it out (KernelParam), and passes byref
///     parameters their bytes' address in it;
///  5. the checks of Checks.h go in: every memory access, private
///     allocation, integer division, trap and `unreachable` of the kernels
///     (marked before step 1a, while the module still has its address spaces
///     and debug locations) gets a runtime call before it.
///
/// The input module is verified first.
///
/// Anything it cannot model (an unknown amdgcn intrinsic, one illegal on the
/// chosen processor, an irreducible loop around a cross-lane call) fails
/// with a message that names it.
///
/// For an hgpu subtarget (GPUTarget::isHGPU) the module is hgpu IR: kernels
/// carry the "hgpu-kernel" attribute, llvm.hgpu.lane.id becomes a lane query
/// and llvm.hgpu.gather / llvm.hgpu.shfl.* become sites; the generated
/// HGPUIntrinsics.inc says which of them the subtarget has.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_WAVEEMU_INSTRUMENT_H
#define SHFL_LOWERING_WAVEEMU_INSTRUMENT_H

#include "ShflLowering/WaveEmu/Checks.h"
#include "ShflLowering/WaveEmu/GPUTarget.h"
#include "ShflLowering/WaveEmu/Sites.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include "llvm/TargetParser/Triple.h"
#include <memory>

namespace wemu {

/// One explicit kernel argument, placed as the AMDGPU kernel ABI places it
/// in the kernel-argument segment: at the next multiple of its alignment
/// (the `align` of a byref parameter, else its type's ABI alignment in the
/// AMDGPU data layout), taking its type's allocation size.  These are the
/// `.offset` / `.size` that llc writes to the code object's `.args`
/// metadata (amdhsa.kernels), so a launcher that fills a block this way
/// fills the code object's.
struct KernelParam {
  enum Kind {
    Pointer,  ///< a pointer (the buffer's address)
    Integer,  ///< an integer scalar
    Float,    ///< a floating-point scalar
    Aggregate ///< a struct, array or vector, by value (its bytes)
  } K = Aggregate;
  unsigned Offset = 0;       ///< bytes from the start of the argument block
  unsigned Size = 0;         ///< bytes
  unsigned Align = 1;        ///< the alignment of Offset
  unsigned AddressSpace = 0; ///< Pointer: its AMDGPU address space
  /// The kernel gets the address of the bytes in the argument block (a
  /// `ptr addrspace(4) byref(T)` parameter, how clang and nvvm-to-amdgpu
  /// pass structs by value) rather than a value.
  bool ByRef = false;
  std::string TypeName; ///< "i32", "ptr addrspace(1)", "%struct.S"
  bool isScalar() const { return K == Integer || K == Float; }
};

struct KernelInfo {
  std::string Name;
  std::string Entry; ///< symbol of the host entry
  std::vector<KernelParam> Params;
  unsigned ArgBlockSize = 0;   ///< the end of the last argument
  unsigned ArgBlockAlign = 16; ///< the largest alignment, at least 16
  uint64_t StaticLDS = 0;     ///< bytes of the LDS variables the kernel uses
  uint64_t StaticPrivate = 0; ///< bytes of its static allocas (host layout)
};

/// An LDS variable's place in the workgroup's LDS arena.
struct LDSVariable {
  std::string Name;
  uint64_t Offset = 0, Size = 0; ///< Size 0: dynamic LDS (extern [0 x T])
};

struct PreparedModule {
  std::unique_ptr<llvm::Module> M;
  std::vector<SiteInfo> Sites;
  std::vector<KernelInfo> Kernels;
  uint64_t StaticLDSSize = 0;
  uint64_t DynamicLDSOffset = 0; ///< where dynamic LDS starts in the arena
  std::vector<LDSVariable> LDSVariables;
  std::vector<CheckSite> Checks;
  /// The module's global variables in the order of the table
  /// `@__wemu_globals` = [N x {ptr, i64 size}] that the host module exports.
  std::vector<MemoryRegion> Globals;
};

/// The name of the exported table of the host module's global variables.
constexpr const char *GlobalsTableName = "__wemu_globals";
/// The name of the checks' cache of valid address ranges (InstrumentChecks.cpp):
/// [N x [2 x i64]], one entry per CheckSite, absent if nothing uses it.
constexpr const char *CheckCacheName = "__wemu_check_cache";

/// Verifies the module and checks its processor attributes against \p T,
/// then instruments and retargets it (consuming \p M).  \p HostTT and
/// \p HostDL describe the machine the result is compiled for.  Without
/// \p MemCheck, memory accesses and private allocations are not checked
/// (divisions, traps and `unreachable` still are: the host would crash).
llvm::Expected<PreparedModule> prepareModule(std::unique_ptr<llvm::Module> M,
                                             const GPUTarget &T,
                                             const llvm::Triple &HostTT,
                                             const llvm::DataLayout &HostDL,
                                             bool MemCheck = true);

/// The -mcpu / -mattr a module asks for through its kernels' "target-cpu"
/// and "target-features" attributes (empty if none).
std::pair<std::string, std::string> moduleTargetAttrs(const llvm::Module &M);

} // namespace wemu

#endif // SHFL_LOWERING_WAVEEMU_INSTRUMENT_H

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
///     that loads its arguments from an 8-byte aligned argument block.
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

#include "ShflLowering/WaveEmu/GPUTarget.h"
#include "ShflLowering/WaveEmu/Sites.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include "llvm/TargetParser/Triple.h"
#include <memory>

namespace wemu {

/// One kernel argument as the launcher passes it.
struct KernelParam {
  enum Kind { Pointer, Integer, Float, Other } K = Other;
  unsigned Size = 0;   ///< bytes
  unsigned Offset = 0; ///< in the argument block
  std::string TypeName;
};

struct KernelInfo {
  std::string Name;
  std::string Entry; ///< symbol of the host entry
  std::vector<KernelParam> Params;
  unsigned ArgBlockSize = 0;
};

struct PreparedModule {
  std::unique_ptr<llvm::Module> M;
  std::vector<SiteInfo> Sites;
  std::vector<KernelInfo> Kernels;
  uint64_t StaticLDSSize = 0;
};

/// Checks the module's processor attributes against \p T, then instruments
/// and retargets it (consuming \p M).  \p HostTT and \p HostDL describe the
/// machine the result is compiled for.
llvm::Expected<PreparedModule> prepareModule(std::unique_ptr<llvm::Module> M,
                                             const GPUTarget &T,
                                             const llvm::Triple &HostTT,
                                             const llvm::DataLayout &HostDL);

/// The -mcpu / -mattr a module asks for through its kernels' "target-cpu"
/// and "target-features" attributes (empty if none).
std::pair<std::string, std::string> moduleTargetAttrs(const llvm::Module &M);

} // namespace wemu

#endif // SHFL_LOWERING_WAVEEMU_INSTRUMENT_H

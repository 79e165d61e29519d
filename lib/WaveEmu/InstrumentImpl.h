//===- InstrumentImpl.h - Internals of Instrument.cpp --------- -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the parts of the instrumentation share.  Instrument.cpp drives the
/// steps listed in Instrument.h; each step lives in its own file:
///
///   IntrinsicRules.cpp   which amdgcn / hgpu intrinsic becomes which lane
///                        query or cross-lane site (the "lanes" table)
///   WholeWave.cpp        step 1a: outlining whole wave mode regions
///   InstrumentCalls.cpp  step 2: the block order, loop counters and the
///                        rewriting of intrinsic calls into runtime calls
///   InstrumentMemory.cpp step 3-4: flattened address spaces, the LDS arena,
///                        kernel entries and their argument blocks
///   InstrumentChecks.cpp step 1b and 5: marking the instructions to check
///                        and inserting the checks (Checks.h)
///
/// Private to lib/WaveEmu.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LIB_WAVEEMU_INSTRUMENTIMPL_H
#define SHFL_LOWERING_LIB_WAVEEMU_INSTRUMENTIMPL_H

#include "Error.h"
#include "ShflLowering/Semantics/HGPUIntrinsics.h"
#include "ShflLowering/Semantics/HGPUSemantics.h"
#include "ShflLowering/WaveEmu/Emulator.h"
#include "ShflLowering/WaveEmu/Instrument.h"
#include "ShflLowering/WaveEmu/PrintfFormat.h"
#include "ShflLowering/WaveEmu/Semantics.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace wemu {
namespace detail {

/// The function attribute that marks an hgpu kernel.  hgpu has no kernel
/// calling convention (LLVM knows no such target), so its kernels are
/// ordinary functions that carry this attribute.
constexpr llvm::StringLiteral HGPUKernelAttr = "hgpu-kernel";

/// An AMDGPU kernel (amdgpu_kernel) or an hgpu one ("hgpu-kernel").
bool isKernel(const llvm::Function &F);

/// "llvm.hgpu."
std::string hgpuIntrinsicPrefix();

/// Where an instruction is, for diagnostics.
std::string describeLocation(const llvm::Instruction &I);

/// `i64 @__wemu_q(i32 kind, i32 dim)`: the lane and launch queries that
/// Emulator.cpp answers (a Query kind and a dimension).
llvm::FunctionCallee queryFunction(llvm::Module &M);

/// Runs \p Fn on each function of \p M that has a body (those there are
/// now: \p Fn may add functions) and joins the errors, one per line.
llvm::Error
forEachDefinedFunction(llvm::Module &M,
                       llvm::function_ref<llvm::Error(llvm::Function &)> Fn);

//===-- IntrinsicRules.cpp ------------------------------------------------===//

/// How an amdgcn intrinsic is handled.
enum class Handling {
  CrossLane,  // a site
  ICmp,       // compare, then ballot
  FCmp,
  Query,      // lane-local query
  Mbcnt,
  InverseBallot,
  WaveSize,
  NoOp,       // scheduling hints
};

struct IntrinsicRule {
  llvm::StringRef Base; // name after "llvm.amdgcn."
  Handling H;
  XLaneOp Op;
  int Arg; // query kind / dim / mbcnt hi / reduce kind
  int Dim;
};

/// The marker call of an outlined whole wave mode region.
extern const IntrinsicRule WholeWaveRule;

/// The rule of an hgpu primitive, or null.
const IntrinsicRule *findHGPURule(shfl::hgpu::Intrinsic ID);

/// The HGPUSemantics.h mode of a native-shuffle primitive's PTX mode.
shfl::hgpu::sem::ShflMode toSemMode(shfl::ptx::Mode M);

/// True if \p Rest is a (possibly empty) list of overload type suffixes such
/// as ".i32", ".f64", ".p3" or ".v2f16", and nothing else.
bool isOverloadSuffix(llvm::StringRef Rest);

/// Finds the rule of `llvm.amdgcn.<Base>[.<overload suffixes>]`.
const IntrinsicRule *findRule(llvm::StringRef Name);

/// True for `llvm.<target>.*` intrinsics of targets other than amdgcn.
bool isOtherTargetIntrinsic(llvm::StringRef Name);

std::string typeName(llvm::Type *Ty);

/// Zero-extends any value of at most 64 bits to i64.
llvm::Expected<llvm::Value *> valueToI64(llvm::IRBuilder<> &B,
                                         const llvm::DataLayout &DL,
                                         llvm::Value *V);

/// The inverse of valueToI64.
llvm::Value *valueFromI64(llvm::IRBuilder<> &B, const llvm::DataLayout &DL,
                          llvm::Value *V, llvm::Type *Ty);

/// AMDGPU's private (scratch) address space.
constexpr unsigned AMDGPUPrivateAS = 5;

//===-- WholeWave.cpp -----------------------------------------------------===//

/// Stands for an outlined whole wave mode region until the instrumenter
/// turns it into a site: `i64 @__wemu_wwm(ptr @region, i64 a0, .., i64 a3)`.
constexpr llvm::StringLiteral WholeWaveMarker = "__wemu_wwm";
/// The region's values from outside travel as the site's four operands.
constexpr unsigned MaxWholeWaveInputs = 4;

/// Step 1a: outlines every whole wave mode region of \p M.
llvm::Error outlineWholeWaveRegions(llvm::Module &M);

//===-- Printf.cpp --------------------------------------------------------===//

/// The runtime functions that OCKL's printf calls become.
constexpr llvm::StringLiteral PrintfBeginName = "__wemu_printf_begin";
constexpr llvm::StringLiteral PrintfArgsName = "__wemu_printf_args";
constexpr llvm::StringLiteral PrintfStringName = "__wemu_printf_string";
/// Stands for a PrintFlush site until the instrumenter makes it one.
constexpr llvm::StringLiteral PrintFlushMarker = "__wemu_printf_flush";

/// The marker call of a PrintFlush site.
extern const IntrinsicRule PrintFlushRule;

/// Step 0: OCKL's printf calls become runtime calls, each one that may end a
/// message followed by a PrintFlush marker; OCKL's bodies are dropped.
llvm::Error interceptPrintf(llvm::Module &M);

/// A device printf's message and its formatter (shared with the ISA mode).
using wemu::PrintfElement;
using wemu::PrintfMessage;
using wemu::formatPrintf;

//===-- InstrumentCalls.cpp -----------------------------------------------===//

/// Step 2: rewrites the amdgcn (or hgpu) intrinsic calls of \p M into
/// runtime calls, recording one SiteInfo per cross-lane site.
llvm::Error instrumentIntrinsics(llvm::Module &M, const GPUTarget &T,
                                 std::vector<SiteInfo> &Sites);

//===-- InstrumentMemory.cpp ----------------------------------------------===//

/// Step 3: clones \p M with every address space flattened to 0, for the host
/// triple and data layout; \p LDSOut receives the module's LDS globals.
llvm::Expected<std::unique_ptr<llvm::Module>>
flattenModule(llvm::Module &M, const llvm::Triple &HostTT,
              const llvm::DataLayout &HostDL,
              llvm::SmallPtrSetImpl<llvm::GlobalVariable *> &LDSOut);

/// Step 3a: integers made from LDS pointers become offsets in the arena,
/// as on the hardware.
void rebaseLDSIntegers(llvm::Module &M);

/// Drops what the host cannot compile: AMDGPU calling conventions and
/// attributes, address-space overloads of intrinsics.
void cleanUpHostModule(llvm::Module &M);

/// Where placeLDS put the LDS variables.
struct LDSLayout {
  uint64_t StaticSize = 0;    ///< end of the static variables
  uint64_t DynamicOffset = 0; ///< start of dynamic LDS
  std::vector<LDSVariable> Variables;
  /// Per function that uses LDS: the bytes of its variables, laid out on
  /// their own (what the backend allocates for a kernel).
  llvm::StringMap<uint64_t> PerFunction;
};

/// Places the LDS globals in the arena and rewrites their uses as
/// `__wemu_q(LDSBase) + offset`.
llvm::Expected<LDSLayout>
placeLDS(llvm::Module &M, llvm::SmallPtrSetImpl<llvm::GlobalVariable *> &LDS);

/// Step 0: each kernel's explicit arguments as the AMDGPU kernel ABI places
/// them (KernelParam), in the data layout llc uses for \p M: its own, or
/// AMDGPU's when it has none.  Fails for a parameter whose type the host
/// lays out differently (a pointer to LDS or private memory, or an i128,
/// inside an aggregate), which the host module could not read.
llvm::Expected<std::vector<KernelInfo>>
layoutKernelArgs(llvm::Module &M, llvm::ArrayRef<std::string> Kernels,
                 const llvm::DataLayout &HostDL);

/// Step 4: adds `void @__wemu_entry.<K>(ptr %args)` for each kernel of
/// \p Kernels (laid out by layoutKernelArgs).
void addEntries(llvm::Module &M, llvm::ArrayRef<KernelInfo> Kernels);

//===-- InstrumentChecks.cpp ----------------------------------------------===//

/// Step 1b: marks the instructions of \p M to check (`!wemu.check`) and
/// records their CheckSites.  Without \p MemCheck only divisions, traps and
/// `unreachable` are marked.
void markChecks(llvm::Module &M, const GPUTarget &T, bool MemCheck,
                std::vector<CheckSite> &Checks);

/// Step 5: inserts the runtime calls before the marked instructions of the
/// host module \p M, asks for stack probes, sets each kernel's
/// StaticPrivate, and (if \p Globals) exports the table of the module's
/// global variables and describes them in \p Globals.
void insertChecks(llvm::Module &M, std::vector<CheckSite> &Checks,
                  std::vector<KernelInfo> &Kernels,
                  std::vector<MemoryRegion> *Globals);

} // namespace detail
} // namespace wemu

#endif // SHFL_LOWERING_LIB_WAVEEMU_INSTRUMENTIMPL_H

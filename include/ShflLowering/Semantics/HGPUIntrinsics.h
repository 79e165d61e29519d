//===- HGPUIntrinsics.h - The generated hgpu tables, as C++ -----*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Enumerations and look-ups over HGPUIntrinsics.inc, which shfl-tblgen
/// generates at build time from Target/HGPU/HGPU.td.  Nothing here names an
/// intrinsic, a subtarget or a signature: they all come from the table.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SEMANTICS_HGPUINTRINSICS_H
#define SHFL_LOWERING_SEMANTICS_HGPUINTRINSICS_H

#include "ShflLowering/Semantics/PTXShflModel.h"
#include "ShflLowering/Semantics/WarpIntrinsicTable.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace shfl {
namespace hgpu {

/// The intrinsics of HGPU.td (LaneId, Gather, ShflIdx, ...).
enum class Intrinsic : unsigned {
#define WARP_INTRINSIC(ENUM, ...) ENUM,
#include "ShflLowering/Target/HGPU/HGPUIntrinsics.inc"
};

/// The primitives of the lowering seam (ShflTarget.td).
enum class Primitive : unsigned {
#define WARP_PRIMITIVE(ENUM, ...) ENUM,
#include "ShflLowering/Target/HGPU/HGPUIntrinsics.inc"
};

/// The subtargets of HGPU.td (HGPU1, HGPU2, ...).
enum class Subtarget : unsigned {
#define WARP_SUBTARGET(ENUM, ...) ENUM,
#include "ShflLowering/Target/HGPU/HGPUIntrinsics.inc"
};

/// "hgpu", the intrinsic namespace.
llvm::StringRef getTargetPrefix();

/// The number of lanes of a warp (WarpTargetInfo's warp size).
unsigned getWarpSize();

const WarpIntrinsicDesc &getIntrinsicDesc(Intrinsic ID);
llvm::StringRef getIntrinsicName(Intrinsic ID);
/// The TableGen Doc string: the specification of the intrinsic.
llvm::StringRef getIntrinsicDoc(Intrinsic ID);
llvm::ArrayRef<Intrinsic> allIntrinsics();
/// The intrinsic named \p Name ("llvm.hgpu.gather"), if there is one.
std::optional<Intrinsic> lookupIntrinsic(llvm::StringRef Name);
/// The primitive \p ID implements.
Primitive getPrimitive(Intrinsic ID);

llvm::StringRef getSubtargetName(Subtarget ST);
std::optional<Subtarget> lookupSubtarget(llvm::StringRef Name);
llvm::ArrayRef<Subtarget> allSubtargets();
/// "hgpu1 or hgpu2", for diagnostics.
std::string describeSubtargets();

/// The intrinsic that gives \p ST the primitive \p P, if \p ST has it.
std::optional<Intrinsic> getIntrinsicFor(Subtarget ST, Primitive P);

/// The native-shuffle primitive for a PTX mode.
std::optional<Primitive> getShflPrimitive(ptx::Mode M);

/// The PTX mode of a native-shuffle primitive (none for the others).
std::optional<ptx::Mode> getPrimitiveMode(Primitive P);

} // namespace hgpu
} // namespace shfl

#endif // SHFL_LOWERING_SEMANTICS_HGPUINTRINSICS_H

//===- HGPUIntrinsics.cpp - The generated hgpu tables, as C++ -------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Expands the X-macro sections of the generated HGPUIntrinsics.inc into
/// arrays; every fact about hgpu here comes from HGPU.td.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Semantics/HGPUIntrinsics.h"
#include "llvm/ADT/STLExtras.h"

using namespace llvm;
using namespace shfl;
using namespace shfl::hgpu;

#define HGPU_TABLE "ShflLowering/Target/HGPU/HGPUIntrinsics.inc"

namespace {

#define WARP_TARGET(PREFIX, WARPSIZE, DOC)                                    \
  constexpr const char *TargetPrefix = PREFIX;                                 \
  constexpr unsigned WarpSize = WARPSIZE;
#include HGPU_TABLE

#define WARP_TYPES SHFL_WARP_TYPES
#define WARP_TYPE SHFL_WARP_TYPE
const WarpIntrinsicDesc IntrinsicDescs[] = {
#define WARP_INTRINSIC SHFL_WARP_INTRINSIC_DESC
#include HGPU_TABLE
};
#undef WARP_TYPES
#undef WARP_TYPE

const char *const IntrinsicDocs[] = {
#define WARP_INTRINSIC_DOC(ENUM, DOC) DOC,
#include HGPU_TABLE
};

const Intrinsic AllIntrinsics[] = {
#define WARP_INTRINSIC(ENUM, ...) Intrinsic::ENUM,
#include HGPU_TABLE
};

const Primitive IntrinsicPrimitives[] = {
#define WARP_INTRINSIC(ENUM, NAME, PRIMITIVE, ...) Primitive::PRIMITIVE,
#include HGPU_TABLE
};

const char *const SubtargetNames[] = {
#define WARP_SUBTARGET(ENUM, NAME, DOC) NAME,
#include HGPU_TABLE
};

const Subtarget AllSubtargets[] = {
#define WARP_SUBTARGET(ENUM, ...) Subtarget::ENUM,
#include HGPU_TABLE
};

struct SubtargetPrimitive {
  Subtarget ST;
  Primitive P;
  Intrinsic ID;
};
const SubtargetPrimitive SubtargetPrimitives[] = {
#define WARP_SUBTARGET_PRIMITIVE(ST, PRIM, ID)                                 \
  {Subtarget::ST, Primitive::PRIM, Intrinsic::ID},
#include HGPU_TABLE
};

// The PTX mode of each primitive; None (-1) for those that are no shuffle.
constexpr int None = -1;
constexpr int Idx = ptx::Idx, Up = ptx::Up, Down = ptx::Down, Bfly = ptx::Bfly;
struct PrimitiveMode {
  Primitive P;
  int Mode;
};
const PrimitiveMode PrimitiveModes[] = {
#define WARP_PRIMITIVE(ENUM, REQUIRED, CROSSLANE, MODE, ...)                   \
  {Primitive::ENUM, MODE},
#include HGPU_TABLE
};

} // namespace

StringRef hgpu::getTargetPrefix() { return TargetPrefix; }

unsigned hgpu::getWarpSize() { return WarpSize; }

const WarpIntrinsicDesc &hgpu::getIntrinsicDesc(Intrinsic ID) {
  return IntrinsicDescs[static_cast<unsigned>(ID)];
}

StringRef hgpu::getIntrinsicName(Intrinsic ID) {
  return getIntrinsicDesc(ID).Name;
}

StringRef hgpu::getIntrinsicDoc(Intrinsic ID) {
  return IntrinsicDocs[static_cast<unsigned>(ID)];
}

ArrayRef<Intrinsic> hgpu::allIntrinsics() { return AllIntrinsics; }

std::optional<Intrinsic> hgpu::lookupIntrinsic(StringRef Name) {
  for (Intrinsic ID : AllIntrinsics)
    if (getIntrinsicName(ID) == Name)
      return ID;
  return std::nullopt;
}

Primitive hgpu::getPrimitive(Intrinsic ID) {
  return IntrinsicPrimitives[static_cast<unsigned>(ID)];
}

StringRef hgpu::getSubtargetName(Subtarget ST) {
  return SubtargetNames[static_cast<unsigned>(ST)];
}

std::optional<Subtarget> hgpu::lookupSubtarget(StringRef Name) {
  for (Subtarget ST : AllSubtargets)
    if (getSubtargetName(ST) == Name)
      return ST;
  return std::nullopt;
}

ArrayRef<Subtarget> hgpu::allSubtargets() { return AllSubtargets; }

std::string hgpu::describeSubtargets() {
  std::string Out;
  for (size_t I = 0, E = std::size(AllSubtargets); I < E; ++I) {
    if (I)
      Out += I + 1 == E ? " or " : ", ";
    Out += getSubtargetName(AllSubtargets[I]).str();
  }
  return Out;
}

std::optional<Intrinsic> hgpu::getIntrinsicFor(Subtarget ST, Primitive P) {
  for (const SubtargetPrimitive &SP : SubtargetPrimitives)
    if (SP.ST == ST && SP.P == P)
      return SP.ID;
  return std::nullopt;
}

std::optional<Primitive> hgpu::getShflPrimitive(ptx::Mode M) {
  for (const PrimitiveMode &PM : PrimitiveModes)
    if (PM.Mode == static_cast<int>(M))
      return PM.P;
  return std::nullopt;
}

std::optional<ptx::Mode> hgpu::getPrimitiveMode(Primitive P) {
  for (const PrimitiveMode &PM : PrimitiveModes)
    if (PM.P == P && PM.Mode != None)
      return static_cast<ptx::Mode>(PM.Mode);
  return std::nullopt;
}

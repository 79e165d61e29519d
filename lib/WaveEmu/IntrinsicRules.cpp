//===- IntrinsicRules.cpp - Which intrinsic becomes which site ------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The table of modelled amdgcn intrinsics: each becomes a cross-lane site
/// (Sites.h), a lane-local query, an mbcnt, or nothing (scheduling hints).
/// The hgpu intrinsics take their rule from their primitive in the generated
/// tables.  Also the value conversions the instrumentation shares.
///
//===----------------------------------------------------------------------===//

#include "InstrumentImpl.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace wemu;
using namespace wemu::detail;

namespace wemu {
namespace detail {

//===----------------------------------------------------------------------===//
// Step 2: intrinsic rewriting
//===----------------------------------------------------------------------===//

static const IntrinsicRule Rules[] = {
    {"ds.bpermute", Handling::CrossLane, XLaneOp::BPermute, 0, 0},
    {"ds.permute", Handling::CrossLane, XLaneOp::Permute, 0, 0},
    {"ds.swizzle", Handling::CrossLane, XLaneOp::Swizzle, 0, 0},
    {"readlane", Handling::CrossLane, XLaneOp::ReadLane, 0, 0},
    {"readfirstlane", Handling::CrossLane, XLaneOp::ReadFirstLane, 0, 0},
    {"writelane", Handling::CrossLane, XLaneOp::WriteLane, 0, 0},
    {"ballot", Handling::CrossLane, XLaneOp::Ballot, 0, 0},
    {"icmp", Handling::ICmp, XLaneOp::Ballot, 0, 0},
    {"fcmp", Handling::FCmp, XLaneOp::Ballot, 0, 0},
    {"update.dpp", Handling::CrossLane, XLaneOp::UpdateDPP, 0, 0},
    {"mov.dpp8", Handling::CrossLane, XLaneOp::MovDPP8, 0, 0},
    {"mov.dpp", Handling::CrossLane, XLaneOp::MovDPP, 0, 0},
    {"permlane16.var", Handling::CrossLane, XLaneOp::Permlane16Var, 0, 0},
    {"permlanex16.var", Handling::CrossLane, XLaneOp::PermlaneX16Var, 0, 0},
    {"permlane16", Handling::CrossLane, XLaneOp::Permlane16, 0, 0},
    {"permlanex16", Handling::CrossLane, XLaneOp::PermlaneX16, 0, 0},
    {"permlane64", Handling::CrossLane, XLaneOp::Permlane64, 0, 0},
    {"wave.reduce.umin", Handling::CrossLane, XLaneOp::WaveReduce,
     int(ReduceKind::UMin), 0},
    {"wave.reduce.umax", Handling::CrossLane, XLaneOp::WaveReduce,
     int(ReduceKind::UMax), 0},
    {"wave.reduce.min", Handling::CrossLane, XLaneOp::WaveReduce,
     int(ReduceKind::Min), 0},
    {"wave.reduce.max", Handling::CrossLane, XLaneOp::WaveReduce,
     int(ReduceKind::Max), 0},
    {"wave.reduce.add", Handling::CrossLane, XLaneOp::WaveReduce,
     int(ReduceKind::Add), 0},
    {"wave.reduce.and", Handling::CrossLane, XLaneOp::WaveReduce,
     int(ReduceKind::And), 0},
    {"wave.reduce.or", Handling::CrossLane, XLaneOp::WaveReduce,
     int(ReduceKind::Or), 0},
    {"wave.reduce.xor", Handling::CrossLane, XLaneOp::WaveReduce,
     int(ReduceKind::Xor), 0},
    {"wave.barrier", Handling::CrossLane, XLaneOp::WaveBarrier, 0, 0},
    {"s.barrier", Handling::CrossLane, XLaneOp::SBarrier, 0, 0},
    {"workitem.id.x", Handling::Query, XLaneOp::SBarrier, int(Query::WorkitemId), 0},
    {"workitem.id.y", Handling::Query, XLaneOp::SBarrier, int(Query::WorkitemId), 1},
    {"workitem.id.z", Handling::Query, XLaneOp::SBarrier, int(Query::WorkitemId), 2},
    {"workgroup.id.x", Handling::Query, XLaneOp::SBarrier, int(Query::WorkgroupId), 0},
    {"workgroup.id.y", Handling::Query, XLaneOp::SBarrier, int(Query::WorkgroupId), 1},
    {"workgroup.id.z", Handling::Query, XLaneOp::SBarrier, int(Query::WorkgroupId), 2},
    {"dispatch.ptr", Handling::Query, XLaneOp::SBarrier, int(Query::DispatchPtr), 0},
    {"implicitarg.ptr", Handling::Query, XLaneOp::SBarrier, int(Query::ImplicitArgPtr), 0},
    {"groupstaticsize", Handling::Query, XLaneOp::SBarrier, int(Query::GroupStaticSize), 0},
    {"mbcnt.lo", Handling::Mbcnt, XLaneOp::SBarrier, 0, 0},
    {"mbcnt.hi", Handling::Mbcnt, XLaneOp::SBarrier, 1, 0},
    {"inverse.ballot", Handling::InverseBallot, XLaneOp::SBarrier, 0, 0},
    {"wavefrontsize", Handling::WaveSize, XLaneOp::SBarrier, 0, 0},
    {"s.sleep", Handling::NoOp, XLaneOp::SBarrier, 0, 0},
    {"sched.barrier", Handling::NoOp, XLaneOp::SBarrier, 0, 0},
    {"sched.group.barrier", Handling::NoOp, XLaneOp::SBarrier, 0, 0},
    {"s.setprio", Handling::NoOp, XLaneOp::SBarrier, 0, 0},
};

/// The handling of each hgpu primitive; which intrinsic implements it, and
/// whether the subtarget has it, comes from the generated tables.
static const IntrinsicRule HGPULaneIdRule = {"", Handling::Query, XLaneOp::SBarrier,
                                      int(Query::LaneId), 0};
static const IntrinsicRule HGPUGatherRule = {"", Handling::CrossLane,
                                      XLaneOp::HGPUGather, 0, 0};
static const IntrinsicRule HGPUShflRule = {"", Handling::CrossLane, XLaneOp::HGPUShfl,
                                    0, 0};
/// The marker call of an outlined whole wave mode region.
extern const IntrinsicRule WholeWaveRule;
extern const IntrinsicRule PrintFlushRule;
const IntrinsicRule PrintFlushRule = {"", Handling::CrossLane, XLaneOp::PrintFlush, 0, 0};
const IntrinsicRule WholeWaveRule = {"", Handling::CrossLane, XLaneOp::WholeWave,
                                     0, 0};

const IntrinsicRule *findHGPURule(shfl::hgpu::Intrinsic ID) {
  using shfl::hgpu::Primitive;
  Primitive P = shfl::hgpu::getPrimitive(ID);
  if (P == Primitive::LaneId)
    return &HGPULaneIdRule;
  if (P == Primitive::Gather)
    return &HGPUGatherRule;
  if (shfl::hgpu::getPrimitiveMode(P))
    return &HGPUShflRule;
  return nullptr;
}

/// The HGPUSemantics.h mode of a native-shuffle primitive's PTX mode.
shfl::hgpu::sem::ShflMode toSemMode(shfl::ptx::Mode M) {
  using shfl::hgpu::sem::ShflMode;
  switch (M) {
  case shfl::ptx::Idx:
    return ShflMode::Idx;
  case shfl::ptx::Up:
    return ShflMode::Up;
  case shfl::ptx::Down:
    return ShflMode::Down;
  case shfl::ptx::Bfly:
    return ShflMode::Xor;
  }
  return ShflMode::Idx;
}

/// True if \p Rest is a (possibly empty) list of overload type suffixes such
/// as ".i32", ".f64", ".p3" or ".v2f16", and nothing else: so that
/// `ds.bpermute.fi.b32` or `s.barrier.signal` is not taken for
/// `ds.bpermute` or `s.barrier`.
bool isOverloadSuffix(StringRef Rest) {
  if (Rest.empty())
    return true;
  if (!Rest.consume_front("."))
    return false;
  SmallVector<StringRef, 4> Parts;
  Rest.split(Parts, '.');
  for (StringRef T : Parts) {
    if (T.consume_front("v")) { // a vector: v<N><element>
      if (T.empty() || !isDigit(T.front()))
        return false;
      T = T.drop_while([](char C) { return isDigit(C); });
    }
    if (T == "bf16")
      continue;
    if (T.size() < 2 || !StringRef("ifp").contains(T.front()) ||
        !all_of(T.drop_front(), [](char C) { return isDigit(C); }))
      return false;
  }
  return true;
}

/// Finds the rule of `llvm.amdgcn.<Base>[.<overload suffixes>]`.
const IntrinsicRule *findRule(StringRef Name) {
  if (!Name.consume_front("llvm.amdgcn."))
    return nullptr;
  const IntrinsicRule *Best = nullptr;
  for (const IntrinsicRule &R : Rules) {
    if (!Name.starts_with(R.Base))
      continue;
    StringRef Rest = Name.drop_front(R.Base.size());
    if (!isOverloadSuffix(Rest))
      continue;
    // "permlane16.var" must not be taken for permlane16 with a suffix; the
    // longest matching base wins.
    if (!Best || R.Base.size() > Best->Base.size())
      Best = &R;
  }
  if (Best && (Best->H == Handling::Query || Best->H == Handling::NoOp ||
               Best->H == Handling::WaveSize)) {
    // These have no overloads: the name must match exactly.
    if (Name != Best->Base)
      return nullptr;
  }
  return Best;
}

/// True for `llvm.<target>.*` intrinsics of targets other than amdgcn.
bool isOtherTargetIntrinsic(StringRef Name) {
  static const char *const Targets[] = {
      "nvvm", "r600", "spv", "dx", "aarch64", "arm", "x86", "wasm", "riscv",
      "ppc", "hexagon", "mips", "s390", "ve", "loongarch", "bpf", "xcore"};
  if (!Name.consume_front("llvm."))
    return false;
  StringRef Prefix = Name.split('.').first;
  return is_contained(Targets, Prefix);
}

std::string typeName(Type *Ty) {
  std::string S;
  raw_string_ostream OS(S);
  Ty->print(OS);
  return S;
}

/// Zero-extends any value of at most 64 bits to i64.
Expected<Value *> valueToI64(IRBuilder<> &B, const DataLayout &DL, Value *V) {
  Type *Ty = V->getType();
  if (Ty->isPointerTy())
    return B.CreatePtrToInt(V, B.getInt64Ty());
  uint64_t Bits = DL.getTypeSizeInBits(Ty);
  if (Bits > 64 || Ty->isAggregateType() || Ty->isPtrOrPtrVectorTy())
    return fail("values of type " + typeName(Ty) +
                " (wider than 64 bits) are not modelled");
  if (!Ty->isIntegerTy())
    V = B.CreateBitCast(V, B.getIntNTy(Bits));
  return B.CreateZExtOrTrunc(V, B.getInt64Ty());
}

/// The inverse of valueToI64.
Value *valueFromI64(IRBuilder<> &B, const DataLayout &DL, Value *V, Type *Ty) {
  if (Ty->isPointerTy())
    return B.CreateIntToPtr(V, Ty);
  uint64_t Bits = DL.getTypeSizeInBits(Ty);
  V = B.CreateTrunc(V, B.getIntNTy(Bits));
  return Ty->isIntegerTy() ? V : B.CreateBitCast(V, Ty);
}


} // namespace detail
} // namespace wemu

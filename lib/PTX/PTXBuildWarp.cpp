//===- PTXBuildWarp.cpp - Warp, barrier, fence and control rows -----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The warp-level instructions become the NVVM intrinsics that clang emits
/// for the CUDA builtins, so that the warp passes lower them exactly as they
/// lower `__shfl_sync` and friends.  Barriers become the NVVM barrier
/// intrinsics, fences LLVM fences at NVPTX's scopes.  All of them carry the
/// asm call's convergence-control bundle.
///
//===----------------------------------------------------------------------===//

#include "PTXBuild.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

using namespace llvm;
using namespace shfl::ptx;

static bool hasPredDest(const ROperand &D) {
  return !D.Dual.empty() && D.Dual[0].K != ROperand::Sink;
}

/// Writes the {value, predicate} result of a `p` intrinsic.
static void writePair(BuildCtx &C, const ROperand &D, Value *Pair) {
  C.write(D, C.B.CreateExtractValue(Pair, 0));
  if (hasPredDest(D))
    C.writePred(D.Dual[0], C.B.CreateExtractValue(Pair, 1));
}

void shfl::ptx::buildShfl(BuildCtx &C, const RInstr &I) {
  bool Sync = I.has(Mod::sync);
  bool P = hasPredDest(I.Ops[0]);
  unsigned Mode = I.has(Mod::up) ? 0 : I.has(Mod::down) ? 1 : I.has(Mod::bfly) ? 2 : 3;
  static const Intrinsic::ID SyncIDs[4][2] = {
      {Intrinsic::nvvm_shfl_sync_up_i32, Intrinsic::nvvm_shfl_sync_up_i32p},
      {Intrinsic::nvvm_shfl_sync_down_i32, Intrinsic::nvvm_shfl_sync_down_i32p},
      {Intrinsic::nvvm_shfl_sync_bfly_i32, Intrinsic::nvvm_shfl_sync_bfly_i32p},
      {Intrinsic::nvvm_shfl_sync_idx_i32, Intrinsic::nvvm_shfl_sync_idx_i32p}};
  static const Intrinsic::ID LegacyIDs[4][2] = {
      {Intrinsic::nvvm_shfl_up_i32, Intrinsic::nvvm_shfl_up_i32p},
      {Intrinsic::nvvm_shfl_down_i32, Intrinsic::nvvm_shfl_down_i32p},
      {Intrinsic::nvvm_shfl_bfly_i32, Intrinsic::nvvm_shfl_bfly_i32p},
      {Intrinsic::nvvm_shfl_idx_i32, Intrinsic::nvvm_shfl_idx_i32p}};
  Value *A = C.read(I.Ops[1], 32);
  Value *B = C.read(I.Ops[2], 32);
  Value *Cv = C.read(I.Ops[3], 32);
  SmallVector<Value *, 4> Args;
  if (Sync)
    Args.push_back(C.read(I.Ops[4], 32));
  Args.append({A, B, Cv});
  Intrinsic::ID ID = (Sync ? SyncIDs : LegacyIDs)[Mode][P];
  CallInst *Call = C.intrinsic(ID, {}, Args, "shfl", /*Convergent=*/true);
  if (P)
    writePair(C, I.Ops[0], Call);
  else
    C.write(I.Ops[0], Call);
}

void shfl::ptx::buildVote(BuildCtx &C, const RInstr &I) {
  bool Sync = I.has(Mod::sync);
  Value *Pred = C.readPred(I.Ops[1]);
  Intrinsic::ID ID;
  if (I.has(Mod::ballot))
    ID = Sync ? Intrinsic::nvvm_vote_ballot_sync : Intrinsic::nvvm_vote_ballot;
  else if (I.has(Mod::all))
    ID = Sync ? Intrinsic::nvvm_vote_all_sync : Intrinsic::nvvm_vote_all;
  else if (I.has(Mod::any))
    ID = Sync ? Intrinsic::nvvm_vote_any_sync : Intrinsic::nvvm_vote_any;
  else
    ID = Sync ? Intrinsic::nvvm_vote_uni_sync : Intrinsic::nvvm_vote_uni;
  SmallVector<Value *, 2> Args;
  if (Sync)
    Args.push_back(C.read(I.Ops[2], 32));
  Args.push_back(Pred);
  CallInst *Call = C.intrinsic(ID, {}, Args, "vote", /*Convergent=*/true);
  if (I.has(Mod::ballot))
    C.write(I.Ops[0], Call);
  else
    C.writePred(I.Ops[0], Call);
}

void shfl::ptx::buildMatch(BuildCtx &C, const RInstr &I) {
  bool Wide = I.T[0] == PTXType::B64;
  Value *V = C.read(I.Ops[1], Wide ? 64 : 32);
  Value *M = C.read(I.Ops[2], 32);
  if (I.has(Mod::any)) {
    Intrinsic::ID ID = Wide ? Intrinsic::nvvm_match_any_sync_i64
                            : Intrinsic::nvvm_match_any_sync_i32;
    C.write(I.Ops[0], C.intrinsic(ID, {}, {M, V}, "match", true));
    return;
  }
  Intrinsic::ID ID = Wide ? Intrinsic::nvvm_match_all_sync_i64p
                          : Intrinsic::nvvm_match_all_sync_i32p;
  writePair(C, I.Ops[0], C.intrinsic(ID, {}, {M, V}, "match", true));
}

void shfl::ptx::buildRedux(BuildCtx &C, const RInstr &I) {
  Value *M = C.read(I.Ops[2], 32);
  if (I.T[0] == PTXType::F32) {
    std::string Name = I.has(Mod::min) ? "llvm.nvvm.redux.sync.fmin"
                                       : "llvm.nvvm.redux.sync.fmax";
    if (I.has(Mod::abs))
      Name += ".abs";
    if (I.has(Mod::NaN))
      Name += ".NaN";
    Value *V = C.B.CreateBitCast(C.readFloat(I.Ops[1], FmtF32),
                                 C.B.getFloatTy());
    Value *R = C.namedCall(Name, C.B.getFloatTy(), {V, M}, "redux",
                           /*Convergent=*/true);
    C.write(I.Ops[0], C.B.CreateBitCast(R, C.intTy(32)));
    return;
  }
  bool S = I.T[0] == PTXType::S32;
  Intrinsic::ID ID = I.has(Mod::add)    ? Intrinsic::nvvm_redux_sync_add
                     : I.has(Mod::and_) ? Intrinsic::nvvm_redux_sync_and
                     : I.has(Mod::or_)  ? Intrinsic::nvvm_redux_sync_or
                     : I.has(Mod::xor_) ? Intrinsic::nvvm_redux_sync_xor
                     : I.has(Mod::min)  ? (S ? Intrinsic::nvvm_redux_sync_min
                                             : Intrinsic::nvvm_redux_sync_umin)
                                        : (S ? Intrinsic::nvvm_redux_sync_max
                                             : Intrinsic::nvvm_redux_sync_umax);
  Value *V = C.read(I.Ops[1], 32);
  C.write(I.Ops[0], C.intrinsic(ID, {}, {V, M}, "redux", true));
}

void shfl::ptx::buildActivemask(BuildCtx &C, const RInstr &I) {
  C.write(I.Ops[0],
          C.intrinsic(Intrinsic::nvvm_activemask, {}, {}, "activemask", true));
}

void shfl::ptx::buildElect(BuildCtx &C, const RInstr &I) {
  Value *M = C.read(I.Ops[1], 32);
#if SHFL_NVVM_HAS_FLOAT_REDUX_AND_ELECT
  writePair(C, I.Ops[0],
            C.intrinsic(Intrinsic::nvvm_elect_sync, {}, {M}, "elect", true));
#else
  // This LLVM has no llvm.nvvm.elect.sync: the leader is the lowest active
  // lane of the member mask.
  Value *Active =
      C.intrinsic(Intrinsic::nvvm_activemask, {}, {}, "activemask", true);
  Value *Members = C.B.CreateAnd(Active, M);
  Value *Leader = C.B.CreateBinaryIntrinsic(Intrinsic::cttz, Members,
                                            C.B.getFalse(), nullptr, "elect");
  Value *Lane = C.intrinsic(Intrinsic::nvvm_read_ptx_sreg_laneid, {}, {},
                            "laneid");
  C.write(I.Ops[0], Leader);
  if (hasPredDest(I.Ops[0]))
    C.writePred(I.Ops[0].Dual[0], C.B.CreateICmpEQ(Lane, Leader, "elected"));
#endif
}

void shfl::ptx::buildBarWarpSync(BuildCtx &C, const RInstr &I) {
  C.intrinsic(Intrinsic::nvvm_bar_warp_sync, {}, {C.read(I.Ops[0], 32)}, "",
              true);
}

void shfl::ptx::buildBarrier(BuildCtx &C, const RInstr &I) {
  if (I.has(Mod::warp)) {
    buildBarWarpSync(C, I);
    return;
  }
  // bar.sync and bar.cta.sync are .aligned; barrier.sync is not unless
  // written so.
  bool Aligned = I.Row->Name == "bar" || I.has(Mod::aligned);
  bool Counted = I.Ops.size() == 2;
  SmallVector<Value *, 2> Args{C.read(I.Ops[0], 32)};
  if (Counted)
    Args.push_back(C.read(I.Ops[1], 32));
  C.intrinsic(shfl::compat::barrierIntrinsic(Aligned, Counted), {}, Args, "",
              true);
}

void shfl::ptx::buildFence(BuildCtx &C, const RInstr &I) {
  AtomicOrdering Ord = I.has(Mod::acq_rel) ? AtomicOrdering::AcquireRelease
                                           : AtomicOrdering::SequentiallyConsistent;
  Mod Scope = I.has(Mod::cta)       ? Mod::cta
              : I.has(Mod::cluster) ? Mod::cluster
              : (I.has(Mod::gpu) || I.has(Mod::gl)) ? Mod::gpu
                                                    : Mod::sys;
  C.B.CreateFence(Ord, C.scope(Scope));
}

void shfl::ptx::buildNanosleep(BuildCtx &C, const RInstr &I) {
  C.intrinsic(Intrinsic::nvvm_nanosleep, {}, {C.read(I.Ops[0], 32)});
}

void shfl::ptx::buildTrap(BuildCtx &C, const RInstr &I) {
  C.intrinsic(I.Row->Name == "trap" ? Intrinsic::trap : Intrinsic::debugtrap,
              {}, {});
}

void shfl::ptx::buildExit(BuildCtx &C, const RInstr &) {
  C.intrinsic(Intrinsic::nvvm_exit, {}, {});
}

void shfl::ptx::buildNoop(BuildCtx &, const RInstr &) {}

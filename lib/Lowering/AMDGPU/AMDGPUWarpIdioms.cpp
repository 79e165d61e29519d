//===- AMDGPUWarpIdioms.cpp - Whole warp idioms on AMDGPU -----------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The recogniser of the guarded inclusive scans, up (CUB's WarpScanShfl) and
/// down (CUB's WarpReduceShfl, whose lanes end with the op over themselves
/// and every lane above them), and their DPP lowering.  A step is matched
/// backwards from its result, in one of the forms that the translator of
/// CUB's inline PTX, InstCombine and CUDA source produce (op is commutative,
/// so either operand order is accepted):
///
///   A:  r = select g, op(y, v), e      e = v, or y (y is v where g is false)
///   B:  r = op(y, select g, v, id)     InstCombine's form of A; id = op's
///                                      identity
///   C:  r = op(v, select g, y, id)     clang's form of `if (g) v = op(v, y)`
///   (and both with the select's arms swapped and g meaning lane < d)
///
/// where y is the payload of `shfl.sync.up(0xffffffff, v, d, 0)` (or of
/// `shfl.sync.down(0xffffffff, v, d, 31)`) and g is the shuffle's own
/// predicate or a comparison of the CUDA lane id (the `%laneid` register as
/// nvvm-warp-to-amdgpu lowers it: mbcnt, & 31 on wave64) with a constant that
/// holds exactly on the lanes whose source is in the warp (d..31 up, 0..31-d
/// down).  Five steps d = 1, 2, 4, 8, 16 whose shuffles are in one block,
/// each scanning the previous step's result, whose intermediate values have
/// no other users, are one scan.  The last step's op may be in a block the
/// shuffles' block dominates (CUB sinks it into its `lane == 0` branch).
///
/// The up-scan of a cooperative-groups tile of W = 16 or 8 lanes
/// (`inclusive_scan(tiled_partition<W>(...), v)`) has the same steps, log2 W
/// of them (d = 1 .. W/2), on shuffles of the tile: c = (32 - W) << 8, member
/// mask 0xffffffff or the tile's own (LaneDemand.h's tileMaskWidth), and g
/// compares the tile rank (`thread_rank()`, lane & (W - 1): isTileRank) so
/// that it holds exactly on ranks d..W-1.  A W-lane tile lies inside one
/// 16-lane DPP row, so its scan needs no move across rows.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/AMDGPU/AMDGPUWarpIdioms.h"
#include "ShflLowering/Lowering/AMDGPU/AMDGPUFastPaths.h"
#include "ShflLowering/Lowering/AMDGPU/AMDGPUWarpTarget.h"
#include "ShflLowering/Lowering/Core/IntegerWarpOps.h"
#include "ShflLowering/Lowering/Core/IntrinsicDecls.h"
#include "ShflLowering/Lowering/Core/LaneDemand.h"
#include "ShflLowering/Lowering/Core/NVVMShflCalls.h"
#include "ShflLowering/Lowering/Core/WarpTarget.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "nvvm-shfl-to-amdgpu"

using namespace llvm;
using namespace llvm::PatternMatch;
using namespace shfl;

STATISTIC(NumScanIdioms, "Number of inclusive up-scans lowered as a whole");
STATISTIC(NumDownScanIdioms,
          "Number of inclusive down-scans (CUB's warp reductions) lowered as "
          "a whole");
STATISTIC(NumTileScanIdioms,
          "Number of inclusive up-scans of 16- and 8-lane tiles lowered as a "
          "whole");
STATISTIC(NumScanShuffles,
          "Number of shuffles lowered inside a recognised scan");

//===----------------------------------------------------------------------===//
// The tables
//===----------------------------------------------------------------------===//

namespace {

/// An integer op a scan may combine with (IntegerWarpOps.h): associative
/// and commutative, so the DPP order of combination gives CUDA's result bit
/// for bit.
using ScanOp = IntegerWarpOp;

/// The direction of a scan: which shuffle, and where a lane's source is.
enum class ScanDir : uint8_t { Up, Down };

/// How the last step carries the total of one row of each 32-lane warp into
/// the other row (up: lane 15 into lanes 16..31; down: lane 16 into lanes
/// 0..15), per generation and direction; the first one the target has is
/// used.
enum class CrossRowKind : uint8_t {
  RowBcast15,         ///< up, gfx8/9
  PermlaneX16,        ///< up and down, gfx10+
  WaveShlNewBcast15,  ///< down, gfx90a/gfx94x
};
struct CrossRow {
  ScanDir Dir;
  CrossRowKind Kind;
  bool AMDGPUXLaneFeatures::*Need;
  const char *Name; ///< for the remark
};

const CrossRow CrossRows[] = {
    // gfx8/9: row 1 reads lane 15 and row 3 lane 47 (row_mask 0xa), so the
    // two 32-lane warps of a wave64 never mix.
    {ScanDir::Up, CrossRowKind::RowBcast15, &AMDGPUXLaneFeatures::WaveShifts,
     "row_bcast:15"},
    // gfx10+: every lane reads lane 15 of the other row of its 32-lane half;
    // rows 1 and 3 keep it (quad_perm identity, row_mask 0xa).
    {ScanDir::Up, CrossRowKind::PermlaneX16, &AMDGPUXLaneFeatures::PermlaneX16,
     "v_permlanex16"},
    // gfx90a/gfx94x: wave_shl:1 puts lane 16 into lane 15 (and 48 into 47),
    // row_newbcast:15 on rows 0 and 2 (row_mask 0x5) spreads it over the
    // row; rows 1 and 3, whose lanes 31 and 63 read across the warp, keep
    // the identity.
    {ScanDir::Down, CrossRowKind::WaveShlNewBcast15,
     &AMDGPUXLaneFeatures::RowNewBcast, "wave_shl:1 and row_newbcast:15"},
    // gfx10+: every lane reads lane 0 of the other row of its 32-lane half;
    // rows 0 and 2 keep it (quad_perm identity, row_mask 0x5).
    {ScanDir::Down, CrossRowKind::PermlaneX16,
     &AMDGPUXLaneFeatures::PermlaneX16, "v_permlanex16"},
};

/// DPP16 controls (AMD ISA guides; docs/warp-idioms.md).
enum : unsigned {
  DPPRowShl0 = 0x100,       ///< row_shl:n is 0x100 + n
  DPPRowShr0 = 0x110,       ///< row_shr:n is 0x110 + n
  DPPWaveShl1 = 0x130,      ///< wave_shl:1 (gfx8/9)
  DPPRowBcast15 = 0x142,    ///< row_bcast:15 (gfx8/9)
  DPPRowNewBcast15 = 0x15f, ///< row_newbcast:15 (gfx90a, gfx94x)
  DPPQuadPermId = 0xe4,     ///< quad_perm:[0,1,2,3]
  DPPEvenRows = 0x5,        ///< row_mask of rows 0 and 2
  DPPOddRows = 0xa,         ///< row_mask of rows 1 and 3
  DPPAllRows = 0xf,
  DPPAllBanks = 0xf,
};

/// The shuffle distances of the scan, in order; a scan of a W-lane tile
/// takes the first log2 W.
const unsigned ScanDeltas[] = {1, 2, 4, 8, 16};

/// The shapes of scan the recogniser knows: the whole 32-lane warp (up and
/// down) and the up-scans of cooperative-groups tiles of 16 and 8 lanes.  A
/// shuffle belongs to a shape by its c; its steps are ScanDeltas[0, Steps).
struct ScanShape {
  unsigned Width; ///< lanes of the tile (32: the warp)
  unsigned Steps; ///< log2 Width
  bool Down;      ///< whether down-scans of this width are recognised
  /// The shuffle's c: ((32 - Width) << 8) | clamp, the clamp 0 up and
  /// Width - 1 down.
  uint32_t c(ScanDir Dir) const {
    return ((32 - Width) << 8) | (Dir == ScanDir::Up ? 0 : Width - 1);
  }
  /// The lowest \p N ranks.
  static uint32_t low(unsigned N) { return N >= 32 ? ~0u : (1u << N) - 1; }
  /// The ranks (bit r: rank r of the tile) whose source a step of distance
  /// \p D reads inside the tile, which the step's guard must name exactly.
  uint32_t inTileRanks(ScanDir Dir, unsigned D) const {
    return Dir == ScanDir::Up ? low(Width) & ~low(D) : low(Width - D);
  }
};

const ScanShape ScanShapes[] = {
    {32, 5, /*Down=*/true},
    {16, 4, /*Down=*/false},
    {8, 3, /*Down=*/false},
};

/// One matched step `r = v op (lane >= d ? y : id)`.
struct ScanStep {
  CallInst *Shfl = nullptr;
  Value *In = nullptr; ///< v: the shuffled value and the op's own operand
  const ScanOp *Op = nullptr;
  unsigned Delta = 0;
  Instruction *Guard = nullptr; ///< a lane-id comparison, if the guard is one
  /// The step's instructions, result first, in an order they can be erased.
  SmallVector<Instruction *, 6> Insts;
  Instruction *result() const { return Insts.front(); }
};

/// A whole scan: Steps[k] shuffles by ScanDeltas[k], k < Shape->Steps.
struct ScanChain {
  ScanDir Dir = ScanDir::Up;
  const ScanShape *Shape = nullptr;
  ScanStep Steps[std::size(ScanDeltas)];
  ArrayRef<ScanStep> steps() const { return ArrayRef(Steps, Shape->Steps); }
  MutableArrayRef<ScanStep> steps() {
    return MutableArrayRef(Steps, Shape->Steps);
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Matching
//===----------------------------------------------------------------------===//

static const char *const UpShflNames[] = {"llvm.nvvm.shfl.sync.up.i32",
                                          "llvm.nvvm.shfl.sync.up.i32p"};
static const char *const DownShflNames[] = {"llvm.nvvm.shfl.sync.down.i32",
                                            "llvm.nvvm.shfl.sync.down.i32p"};

static ArrayRef<const char *> shflNames(ScanDir Dir) {
  if (Dir == ScanDir::Up)
    return UpShflNames;
  return DownShflNames;
}

/// \p V as a call of shfl.sync.up (\p Dir) or .down, .i32 or .i32p, with the
/// intrinsic's own signature and no operand bundles (convergence tokens),
/// else null.
static CallInst *asScanShuffle(Value *V, ScanDir Dir) {
  auto *CI = dyn_cast<CallInst>(V);
  if (!CI || CI->hasOperandBundles())
    return nullptr;
  Function *Callee = CI->getCalledFunction();
  if (!Callee || CI->getFunctionType() != Callee->getFunctionType() ||
      !is_contained(shflNames(Dir), Callee->getName()) || CI->arg_size() != 4)
    return nullptr;
  Type *I32 = Type::getInt32Ty(CI->getContext());
  if (!all_of(CI->args(), [&](const Use &A) { return A->getType() == I32; }))
    return nullptr;
  Type *Ret = CI->getType();
  if (Ret == I32)
    return CI;
  auto *ST = dyn_cast<StructType>(Ret);
  return ST && ST->getNumElements() == 2 && ST->getElementType(0) == I32 &&
                 ST->getElementType(1)->isIntegerTy(1)
             ? CI
             : nullptr;
}

/// The shape whose c \p CI has, if its b is a constant of that shape's
/// distances (at most Width / 2), with that distance in \p Delta; else
/// null.  The member mask is not looked at (scanDelta).
static const ScanShape *shapeOf(const CallInst &CI, ScanDir Dir,
                                unsigned &Delta) {
  auto *B = dyn_cast<ConstantInt>(CI.getArgOperand(2));
  auto *C = dyn_cast<ConstantInt>(CI.getArgOperand(3));
  if (!B || !C)
    return nullptr;
  const ScanShape *S = find_if(ScanShapes, [&](const ScanShape &S) {
    return (Dir == ScanDir::Up || S.Down) &&
           C->getValue() == S.c(Dir);
  });
  if (S == std::end(ScanShapes) || B->getValue().ugt(S->Width / 2))
    return nullptr;
  Delta = B->getZExtValue();
  return S;
}

/// The distance of \p CI if it is a shuffle of a scan of shape \p Shape on
/// a wave of \p Wave lanes: its c, a constant b, and a member mask that
/// names every lane of the tile (0xffffffff, or for a tile the tile's own
/// mask); else 0.
static unsigned scanDelta(const CallInst &CI, ScanDir Dir,
                          const ScanShape &Shape, unsigned Wave) {
  unsigned Delta = 0;
  if (shapeOf(CI, Dir, Delta) != &Shape)
    return 0;
  Value *Mask = CI.getArgOperand(0);
  bool AllOnes = match(Mask, m_AllOnes());
  if (!AllOnes &&
      (Shape.Width == 32 || tileMaskWidth(Mask, Wave) != Shape.Width))
    return 0;
  return Delta;
}

/// The extractvalue of element \p Idx of the i32p call \p CI, if it is the
/// only one; null if there is none or several.
static ExtractValueInst *onlyExtract(CallInst &CI, unsigned Idx) {
  ExtractValueInst *Found = nullptr;
  for (User *U : CI.users()) {
    auto *EV = dyn_cast<ExtractValueInst>(U);
    if (!EV || EV->getNumIndices() != 1 || EV->getIndices()[0] != Idx)
      continue;
    if (Found)
      return nullptr;
    Found = EV;
  }
  return Found;
}

/// The shuffle of direction \p Dir whose payload \p Y is: the call itself
/// (.i32), or the only extract of element 0 of a .i32p call.
static CallInst *shuffleOfPayload(Value *Y, ScanDir Dir) {
  if (CallInst *CI = asScanShuffle(Y, Dir))
    return CI->getType()->isIntegerTy(32) ? CI : nullptr;
  auto *EV = dyn_cast<ExtractValueInst>(Y);
  if (!EV || EV->getNumIndices() != 1 || EV->getIndices()[0] != 0)
    return nullptr;
  CallInst *CI = asScanShuffle(EV->getAggregateOperand(), Dir);
  return CI && onlyExtract(*CI, 0) == EV ? CI : nullptr;
}

/// Whether \p V is provably the lane of its CUDA warp (0..31) on a wave of
/// \p Wave lanes (LaneDemand.h's recogniser; on wave32 the wave lane is the
/// CUDA lane, on wave64 mbcnt.lo alone is 32 on the upper 32 lanes).
static bool isCUDALane(Value *V, unsigned Wave) {
  LaneIdKind K = laneIdKind(V);
  return K == LaneIdKind::CUDALane ||
         (Wave == 32 && (K == LaneIdKind::WaveLane || K == LaneIdKind::LowLane));
}

/// The tile ranks (bit r: rank r; for the warp, CUDA lane r) on which the
/// condition \p G of step shuffle \p CI of a scan of shape \p Shape holds:
/// the shuffle's own predicate (ranks d..W-1 up, as the PTX model gives for
/// the shape's c; ranks 0..W-1-d down), or a comparison of the rank (for
/// the warp the CUDA lane, for a tile isTileRank's) with a constant;
/// std::nullopt for anything else.
static std::optional<uint32_t> guardLanes(Value *G, CallInst &CI, ScanDir Dir,
                                          const ScanShape &Shape,
                                          unsigned Delta, unsigned Wave,
                                          Instruction *&Cmp) {
  if (!CI.getType()->isIntegerTy(32) && G == onlyExtract(CI, 1))
    return Shape.inTileRanks(Dir, Delta);
  auto *IC = dyn_cast<ICmpInst>(G);
  if (!IC)
    return std::nullopt;
  Value *L = IC->getOperand(0);
  Value *K = IC->getOperand(1);
  ICmpInst::Predicate P = IC->getPredicate();
  if (!isa<ConstantInt>(K)) {
    std::swap(L, K);
    P = ICmpInst::getSwappedPredicate(P);
  }
  auto *C = dyn_cast<ConstantInt>(K);
  // A negative constant is refused: with `samesign` (LLVM 20+) the
  // comparison of a lane with it is poison.
  if (!C || !C->getType()->isIntegerTy(32) || C->isNegative() ||
      !(Shape.Width == 32 ? isCUDALane(L, Wave)
                          : isTileRank(L, Shape.Width, Wave)))
    return std::nullopt;
  uint32_t Lanes = 0;
  for (unsigned Lane = 0; Lane != Shape.Width; ++Lane)
    if (ICmpInst::compare(APInt(32, Lane), C->getValue(), P))
      Lanes |= 1u << Lane;
  Cmp = IC;
  return Lanes;
}

/// The op of \p V if it is one of the table's, with its two operands.
static const ScanOp *scanOpOf(Value *V, Value *&LHS, Value *&RHS) {
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !I->getType()->isIntegerTy(32))
    return nullptr;
  const ScanOp *Op = integerWarpOpOf(*I);
  if (!Op)
    return nullptr;
  LHS = I->getOperand(0);
  RHS = I->getOperand(1);
  return Op;
}

static const APInt &identityValue(const ScanOp &Op, LLVMContext &Ctx) {
  return cast<ConstantInt>(reduxIdentity(Op.Redux, Type::getInt32Ty(Ctx)))
      ->getValue();
}

/// Adds the shuffle \p CI and its extracts to \p S.Insts, after the rest.
static void addShuffle(ScanStep &S, CallInst &CI) {
  for (unsigned Idx : {0u, 1u})
    if (!CI.getType()->isIntegerTy(32))
      if (ExtractValueInst *EV = onlyExtract(CI, Idx))
        S.Insts.push_back(EV);
  S.Insts.push_back(&CI);
}

/// Matches one step of a scan of shape \p Shape whose result is \p RV
/// (forms A, B and C of the file comment).
static std::optional<ScanStep> matchStep(Value *RV, ScanDir Dir,
                                         const ScanShape &Shape,
                                         unsigned Wave) {
  auto *R = dyn_cast<Instruction>(RV);
  if (!R || !R->getType()->isIntegerTy(32))
    return std::nullopt;
  ScanStep S;
  // Does (Y, V) read as (payload of a shuffle of V, V)?
  auto Payload = [&](Value *Y, Value *V) {
    CallInst *CI = shuffleOfPayload(Y, Dir);
    if (!CI || CI->getArgOperand(1) != V ||
        !(S.Delta = scanDelta(*CI, Dir, Shape, Wave)))
      return false;
    S.Shfl = CI;
    S.In = V;
    return true;
  };
  auto GuardIs = [&](Value *G, bool OpWhenTrue) {
    std::optional<uint32_t> Lanes =
        guardLanes(G, *S.Shfl, Dir, Shape, S.Delta, Wave, S.Guard);
    return Lanes && ((OpWhenTrue ? *Lanes : ~*Lanes) &
                     ScanShape::low(Shape.Width)) ==
                        Shape.inTileRanks(Dir, S.Delta);
  };
  Value *A, *B;
  // Form A: r = select g, op(y, v), e.
  if (auto *Sel = dyn_cast<SelectInst>(R)) {
    for (bool OpWhenTrue : {true, false}) {
      Value *OpV = OpWhenTrue ? Sel->getTrueValue() : Sel->getFalseValue();
      Value *Else = OpWhenTrue ? Sel->getFalseValue() : Sel->getTrueValue();
      S = ScanStep();
      S.Op = scanOpOf(OpV, A, B);
      if (!S.Op || !(Payload(A, B) || Payload(B, A)))
        continue;
      if (Else != S.In && !(shuffleOfPayload(Else, Dir) == S.Shfl))
        continue;
      if (!GuardIs(Sel->getCondition(), OpWhenTrue))
        continue;
      S.Insts = {R, cast<Instruction>(OpV)};
      addShuffle(S, *S.Shfl);
      return S;
    }
    return std::nullopt;
  }
  // Form B: r = op(y, select g, v, id), and form C: r = op(v, select g, y,
  // id) (clang's form of `if (lane >= d) v += y`).
  S.Op = scanOpOf(R, A, B);
  if (!S.Op)
    return std::nullopt;
  const ScanOp *Op = S.Op;
  for (auto [Other, G] : {std::pair(A, B), std::pair(B, A)}) {
    auto *Sel = dyn_cast<SelectInst>(G);
    if (!Sel)
      continue;
    for (bool OpWhenTrue : {true, false}) {
      Value *Arm = OpWhenTrue ? Sel->getTrueValue() : Sel->getFalseValue();
      auto *Id = dyn_cast<ConstantInt>(OpWhenTrue ? Sel->getFalseValue()
                                                  : Sel->getTrueValue());
      S = ScanStep();
      S.Op = Op;
      if (!Id || Id->getValue() != identityValue(*Op, R->getContext()) ||
          !(Payload(Other, Arm) || Payload(Arm, Other)) ||
          !GuardIs(Sel->getCondition(), OpWhenTrue))
        continue;
      S.Insts = {R, Sel};
      addShuffle(S, *S.Shfl);
      return S;
    }
  }
  return std::nullopt;
}

/// Whether every user of \p I is in \p Allowed.
static bool usersWithin(const Instruction &I,
                        const SmallPtrSetImpl<Instruction *> &Allowed) {
  return all_of(I.users(), [&](const User *U) {
    return Allowed.contains(cast<Instruction>(U));
  });
}

/// Matches the scan of direction \p Dir and shape \p Shape whose last
/// shuffle (d = Width / 2) is \p Last.
static std::optional<ScanChain> matchScan(CallInst &Last, ScanDir Dir,
                                          const ScanShape &Shape,
                                          unsigned Wave) {
  // The step's result is a user of the payload, or a user of such a user.
  Value *Y = Last.getType()->isIntegerTy(32) ? static_cast<Value *>(&Last)
                                             : onlyExtract(Last, 0);
  if (!Y)
    return std::nullopt;
  std::optional<ScanStep> S;
  SmallVector<User *, 8> Cands;
  for (User *U : Y->users()) {
    Cands.push_back(U);
    append_range(Cands, U->users());
  }
  for (User *U : Cands)
    if ((S = matchStep(U, Dir, Shape, Wave)) && S->Shfl == &Last)
      break;
  if (!S || S->Shfl != &Last)
    return std::nullopt;

  const unsigned N = Shape.Steps;
  ScanChain Chain;
  Chain.Dir = Dir;
  Chain.Shape = &Shape;
  Chain.Steps[N - 1] = std::move(*S);
  for (unsigned K = N - 1; K-- > 0;) {
    std::optional<ScanStep> Prev =
        matchStep(Chain.Steps[K + 1].In, Dir, Shape, Wave);
    if (!Prev || Prev->Op != Chain.Steps[K + 1].Op)
      return std::nullopt;
    Chain.Steps[K] = std::move(*Prev);
  }
  BasicBlock *BB = Last.getParent();
  for (unsigned K = 0; K != N; ++K) {
    const ScanStep &St = Chain.Steps[K];
    if (St.Delta != ScanDeltas[K])
      return std::nullopt;
    SmallPtrSet<Instruction *, 8> Own(St.Insts.begin(), St.Insts.end());
    for (Instruction *I : St.Insts) {
      // The shuffles (and their extracts) are in one block, which the whole
      // warp executes; so are the earlier steps.  The last step's op reads
      // the last shuffle, so wherever it is, that block dominates it, and
      // the sequence, emitted at the first shuffle, does too.
      if (I->getParent() != BB &&
          (K + 1 != N || isa<CallInst>(I) || isa<ExtractValueInst>(I)))
        return std::nullopt;
      // Inside a step only the step reads its values (the predicates
      // included); a step's result only the next step, except the last.
      if (I != St.result() && !usersWithin(*I, Own))
        return std::nullopt;
    }
    if (K + 1 != N) {
      const ScanStep &Next = Chain.Steps[K + 1];
      SmallPtrSet<Instruction *, 8> NextOwn(Next.Insts.begin(),
                                            Next.Insts.end());
      if (!usersWithin(*St.result(), NextOwn))
        return std::nullopt;
    }
  }
  return Chain;
}

//===----------------------------------------------------------------------===//
// Lowering
//===----------------------------------------------------------------------===//

static Value *emitOp(IRBuilderBase &B, const ScanOp &Op, Value *L, Value *R,
                     const Twine &Name) {
  return applyReduxOp(B, Op.Redux, L, R, Name);
}

/// Across the rows of a warp's scan: lanes 16..31 combine lane 15's row
/// total (up), lanes 0..15 lane 16's (down).
template <typename MoveFn>
static Value *emitCrossRow(IRBuilderBase &B, const CrossRow &Cross,
                           const ScanOp &Op, Value *X, bool Up,
                           const std::string &Name, MoveFn Move,
                           IntrinsicDecls &Decls) {
  Module &M = *B.GetInsertBlock()->getModule();
  Type *I32 = B.getInt32Ty();
  const char *Dir = Up ? ".up" : ".down";
  Value *T = nullptr;
  switch (Cross.Kind) {
  case CrossRowKind::RowBcast15:
    T = Move(X, DPPRowBcast15, DPPOddRows, Name + Dir + "16.dpp");
    break;
  case CrossRowKind::WaveShlNewBcast15: {
    // Only lanes 15 and 47 of the shift are read: they hold lanes 16 and 48.
    Value *S = Move(X, DPPWaveShl1, DPPAllRows, Name + Dir + "16.shl");
    T = Move(S, DPPRowNewBcast15, DPPEvenRows, Name + Dir + "16.dpp");
    break;
  }
  case CrossRowKind::PermlaneX16: {
    // fi = 0, bound_ctrl = 0; every lane of the warp is active (full mask).
    // Up, every lane reads lane 15 of the other row; down, lane 0.
    int Sel = Up ? -1 : 0;
    Value *P = B.CreateCall(Decls.get(M, Intrinsic::amdgcn_permlanex16, {I32}),
                            {PoisonValue::get(I32), X, B.getInt32(Sel),
                             B.getInt32(Sel), B.getFalse(), B.getFalse()},
                            Name + Dir + "16.x16");
    T = Move(P, DPPQuadPermId, Up ? DPPOddRows : DPPEvenRows,
             Name + Dir + "16.dpp");
    break;
  }
  }
  return emitOp(B, Op, X, T, "");
}

/// Emits the DPP scan of \p Chain at its first shuffle and replaces its
/// result.  Every DPP move has old = the op's identity and bound_ctrl off,
/// so a lane whose source is outside its row, or a row or bank the masks
/// leave out, combines with the identity (and llc folds the move into the
/// op).  \p Cross joins the rows of a warp's scan; a tile's scan (Cross
/// null) stays inside its row.
static Value *lowerScan(ScanChain &Chain, const CrossRow *Cross,
                        unsigned Wave, IntrinsicDecls &Decls) {
  ScanStep &First = Chain.Steps[0];
  Instruction *Result = Chain.steps().back().result();
  const unsigned Width = Chain.Shape->Width;
  const ScanOp &Op = *First.Op;
  IRBuilder<> B(First.Shfl);
  Module &M = *B.GetInsertBlock()->getModule();
  Type *I32 = B.getInt32Ty();
  Function *DPP = Decls.get(M, Intrinsic::amdgcn_update_dpp, {I32});
  Constant *Id = reduxIdentity(Op.Redux, I32);
  std::string Name = Result->hasName() ? Result->getName().str() : "scan";
  auto Move = [&](Value *X, unsigned Ctrl, unsigned RowMask, const Twine &N,
                  unsigned BankMask = DPPAllBanks) {
    return B.CreateCall(DPP,
                        {Id, X, B.getInt32(Ctrl), B.getInt32(RowMask),
                         B.getInt32(BankMask), B.getFalse()},
                        N);
  };
  // Inside the 16-lane rows: lane i combines lane i - d (up) or i + d
  // (down) of its row.  A tile narrower than the row (up only) keeps the
  // lanes of rank below d from the tile below it in the row: by the bank
  // mask where d is a multiple of a bank's 4 lanes (those lanes' banks are
  // left out), else by giving the identity to the sources they would read,
  // the ranks from W - d up (whose only readers in the row are those
  // lanes).
  bool Up = Chain.Dir == ScanDir::Up;
  const char *Dir = Up ? ".up" : ".down";
  Value *X = First.In;
  for (unsigned K = 0, E = std::min(Chain.Shape->Steps, 4u); K != E; ++K) {
    unsigned D = ScanDeltas[K];
    std::string StepName = (Name + Dir + Twine(D)).str();
    Value *Src = X;
    unsigned Banks = DPPAllBanks;
    if (Width < 16 && D % 4 == 0) {
      Banks = 0;
      for (unsigned Bank = 0; Bank != 4; ++Bank)
        if (((4 * Bank) & (Width - 1)) >= D)
          Banks |= 1u << Bank;
    } else if (Width < 16) {
      uint64_t Fence = 0;
      for (unsigned Lane = 0; Lane != Wave; ++Lane)
        if ((Lane & (Width - 1)) >= Width - D)
          Fence |= uint64_t(1) << Lane;
      Src = B.CreateSelect(
          emitLaneMask(B, Fence, Wave, Decls, StepName + ".fence"), Id, X,
          StepName + ".src");
    }
    Value *T = Move(Src, (Up ? DPPRowShr0 : DPPRowShl0) + D, DPPAllRows,
                    StepName + ".dpp", Banks);
    X = emitOp(B, Op, X, T, StepName + "." + Op.Name);
  }
  Value *Out = X;
  if (Cross)
    Out = emitCrossRow(B, *Cross, Op, X, Up, Name, Move, Decls);
  Result->replaceAllUsesWith(Out);
  Out->takeName(Result);

  SmallVector<WeakTrackingVH, 5> Guards;
  for (ScanStep &St : reverse(Chain.steps())) {
    if (St.Guard)
      Guards.push_back(St.Guard);
    for (Instruction *I : St.Insts) {
      assert(I->use_empty() && "a scan step is still used");
      I->eraseFromParent();
    }
  }
  for (WeakTrackingVH &G : Guards)
    if (G)
      RecursivelyDeleteTriviallyDeadInstructions(G);
  return Out;
}

bool shfl::lowerAMDGPUWarpIdioms(
    Module &M, std::optional<unsigned> WaveSize,
    function_ref<OptimizationRemarkEmitter &(Function &)> GetORE) {
  // The last shuffles (d = Width / 2) of candidate scans, by function, with
  // their direction and shape.
  DenseMap<CallInst *, std::pair<ScanDir, const ScanShape *>> Lasts;
  SmallPtrSet<Function *, 8> Funcs;
  for (ScanDir Dir : {ScanDir::Up, ScanDir::Down})
    for (const char *DeclName : shflNames(Dir))
      if (Function *Decl = M.getFunction(DeclName))
        for (User *U : Decl->users())
          if (CallInst *CI = asScanShuffle(U, Dir);
              CI && CI->getCalledFunction() == Decl) {
            unsigned Delta = 0;
            const ScanShape *Shape = shapeOf(*CI, Dir, Delta);
            if (!Shape || Delta != Shape->Width / 2)
              continue;
            Lasts.try_emplace(CI, Dir, Shape);
            Funcs.insert(CI->getFunction());
          }
  if (Lasts.empty())
    return false;

  IntrinsicDecls Decls;
  bool Changed = false;
  for (Function &F : M) {
    // optnone: lowered call by call, as the reduction chains leave it.
    if (!Funcs.contains(&F) || F.hasOptNone())
      continue;
    // A function without a known target is reported by the per-call
    // lowering; the idioms just leave it alone.
    Expected<AMDGPUSubtargetInfo> Info = resolveAMDGPUSubtarget(F, WaveSize);
    if (!Info) {
      consumeError(Info.takeError());
      continue;
    }
    AMDGPUXLaneFeatures X = AMDGPUXLaneFeatures::get(Info->CPU);
    auto CrossOf = [&](ScanDir Dir) -> const CrossRow * {
      const CrossRow *C = find_if(CrossRows, [&](const CrossRow &C) {
        return C.Dir == Dir && X.*C.Need;
      });
      return X.DPP16 && C != std::end(CrossRows) ? C : nullptr;
    };
    // In program order, so that names and output do not depend on use lists.
    SmallVector<CallInst *, 4> Calls;
    for (Instruction &I : instructions(F))
      if (auto *CI = dyn_cast<CallInst>(&I); CI && Lasts.contains(CI))
        Calls.push_back(CI);
    for (CallInst *Last : Calls) {
      auto [Dir, Shape] = Lasts.lookup(Last);
      // A tile's scan stays inside a row and needs DPP16 alone.
      bool Tile = Shape->Width < 32;
      const CrossRow *Cross = Tile ? nullptr : CrossOf(Dir);
      if (Tile ? !X.DPP16 : !Cross) {
        LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << F.getName()
                          << ": no DPP scan on cpu '" << Info->CPU << "'\n");
        continue;
      }
      std::optional<ScanChain> Chain =
          matchScan(*Last, Dir, *Shape, Info->WaveSize);
      if (!Chain) {
        LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": no scan idiom ends at " << *Last
                          << "\n");
        continue;
      }
      const ScanStep &First = Chain->Steps[0];
      const char *OpName = First.Op->Name;
      bool Up = Dir == ScanDir::Up;
      unsigned LaneGuards =
          count_if(Chain->steps(),
                   [](const ScanStep &St) { return St.Guard != nullptr; });
      std::string GuardName = Tile ? "the tile rank" : "the lane id";
      if (LaneGuards == 0)
        GuardName = "the predicate";
      else if (LaneGuards != Shape->Steps)
        GuardName = "the predicate and " + GuardName;
      unsigned RowSteps = std::min(Shape->Steps, 4u);
      OptimizationRemarkEmitter &ORE = GetORE(F);
      ORE.emit([&] {
        OptimizationRemark R(DEBUG_TYPE, "ScanIdiom",
                             callSiteLocation(*First.Shfl),
                             First.Shfl->getParent());
        R << "lowered the inclusive " << (Up ? "up" : "down") << "-scan ("
          << ore::NV("Op", OpName) << ", " << ore::NV("Steps", Shape->Steps)
          << " shfl.sync." << (Up ? "up" : "down") << " steps";
        if (Tile)
          R << " of a tile of " << ore::NV("Tile", Shape->Width) << " lanes";
        R << " guarded by " << ore::NV("Guard", GuardName) << ") on "
          << ore::NV("Target", Info->CPU) << " wave"
          << ore::NV("Wave", Info->WaveSize) << " with "
          << ore::NV("RowSteps", RowSteps) << " DPP "
          << (Up ? "row_shr" : "row_shl") << " steps";
        if (Cross)
          R << " and " << ore::NV("CrossRow", Cross->Name);
        return R;
      });
      Value *Out = lowerScan(*Chain, Cross, Info->WaveSize, Decls);
      (void)Out;
      LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": lowered the " << OpName << " "
                        << (Up ? "up" : "down") << "-scan of width "
                        << Shape->Width << " ending in " << *Out << "\n");
      ++(Tile ? NumTileScanIdioms : Up ? NumScanIdioms : NumDownScanIdioms);
      NumScanShuffles += Shape->Steps;
      Changed = true;
    }
  }
  return Changed;
}

#undef DEBUG_TYPE

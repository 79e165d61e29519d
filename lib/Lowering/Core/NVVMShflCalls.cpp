//===- NVVMShflCalls.cpp - Finding and rewriting llvm.nvvm.shfl calls -----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/Core/NVVMShflCalls.h"
#include "ShflLowering/Lowering/Core/Convergence.h"
#include "ShflLowering/Lowering/Core/FunctionCaches.h"
#include "ShflLowering/Lowering/Core/LaneDemand.h"
#include "ShflLowering/Lowering/Core/ShuffleFolder.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

#define DEBUG_TYPE "nvvm-shfl-calls"
STATISTIC(NumPredFolded, "Shuffle predicates true on every lane that uses them");
STATISTIC(NumOwnValuePicks,
          "Selects on a shuffle's predicate that read the own value where it "
          "is false");
using namespace shfl;

static constexpr StringLiteral ShflPrefix = "llvm.nvvm.shfl.";

StringRef NVVMShflKind::typeSuffix() const {
  if (IsFloat)
    return HasPred ? "f32p" : "f32";
  return HasPred ? "i32p" : "i32";
}

std::string NVVMShflKind::shortName() const {
  return (Twine("shfl.") + (IsSync ? "sync." : "") + ptx::modeName(Mode) + "." +
          typeSuffix())
      .str();
}

DiagnosticLocation shfl::callSiteLocation(const Instruction &CI) {
  const DILocation *Loc = CI.getDebugLoc().get();
  if (!Loc)
    return DiagnosticLocation();
  while (const DILocation *At = Loc->getInlinedAt())
    Loc = At;
  return DiagnosticLocation(DebugLoc(const_cast<DILocation *>(Loc)));
}

OptimizationRemark shfl::shuffleLoweredRemark(const char *PassName,
                                             const CallInst &CI,
                                             const LoweredShfl &L) {
  OptimizationRemark R(PassName, "ShuffleLowered", callSiteLocation(CI),
                       CI.getParent());
  R << "lowered " << ore::NV("Intrinsic", L.Kind.shortName()) << " (mode "
    << ore::NV("Mode", ptx::modeName(L.Kind.Mode)) << ", type "
    << ore::NV("Type", L.Kind.typeSuffix()) << ") for "
    << ore::NV("Target", L.TargetDesc) << " with "
    << ore::NV("Strategy", L.Strategy) << " ("
    << ore::NV("NumInstrs", L.NumInstrs) << " instructions)";
  return R;
}

bool shfl::isNVVMShflName(StringRef Name) { return Name.starts_with(ShflPrefix); }

Expected<NVVMShflKind> shfl::classifyNVVMShfl(const Function &Decl) {
  StringRef Rest = Decl.getName();
  if (!Rest.consume_front(ShflPrefix))
    return createStringError(inconvertibleErrorCode(), "not a shuffle intrinsic");
  NVVMShflKind K;
  K.IsSync = Rest.consume_front("sync.");
  auto [ModeStr, TyStr] = Rest.split('.');
  if (ModeStr == "idx")
    K.Mode = ptx::Idx;
  else if (ModeStr == "up")
    K.Mode = ptx::Up;
  else if (ModeStr == "down")
    K.Mode = ptx::Down;
  else if (ModeStr == "bfly")
    K.Mode = ptx::Bfly;
  else
    return createStringError(inconvertibleErrorCode(),
                             "unknown shuffle mode '" + ModeStr +
                                 "' (expected idx, up, down or bfly)");
  if (TyStr == "i32" || TyStr == "i32p" || TyStr == "f32" || TyStr == "f32p") {
    K.IsFloat = TyStr[0] == 'f';
    K.HasPred = TyStr.ends_with("p");
  } else {
    return createStringError(inconvertibleErrorCode(),
                             "unknown shuffle type suffix '" + TyStr +
                                 "' (expected i32, f32, i32p or f32p)");
  }

  // The signature: ([i32 membermask,] T a, i32 b, i32 c) -> T or {T, i1}.
  LLVMContext &Ctx = Decl.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  Type *T = K.IsFloat ? Type::getFloatTy(Ctx) : I32;
  Type *Ret = K.HasPred ? StructType::get(Ctx, {T, Type::getInt1Ty(Ctx)}) : T;
  SmallVector<Type *, 4> Params;
  if (K.IsSync)
    Params.push_back(I32);
  Params.append({T, I32, I32});
  FunctionType *Expected = FunctionType::get(Ret, Params, false);
  if (Decl.getFunctionType() != Expected) {
    std::string Got, Want;
    raw_string_ostream(Got) << *Decl.getFunctionType();
    raw_string_ostream(Want) << *Expected;
    return createStringError(inconvertibleErrorCode(),
                             "unexpected signature '" + Got + "' (expected '" +
                                 Want + "')");
  }
  return K;
}

namespace {

/// Rewrites the calls of one module; owns the per-function caches.
class ShflRewriter {
public:
  ShflRewriter(Module &M, TargetProvider GetTarget, LoweredCallback OnLowered,
               bool UseLaneDemand)
      : M(M), OnLowered(OnLowered), Targets(GetTarget),
        UseLaneDemand(UseLaneDemand) {}

  RewriteStatus run();

private:
  void diagnose(const Function &F, const Twine &Msg, const DebugLoc &DL) {
    M.getContext().diagnose(DiagnosticInfoUnsupported(F, Msg, DL));
    Status.HadErrors = true;
  }
  /// Lowers \p CI; the calls of its function before it in program order
  /// are lowered already.
  void lowerCall(CallInst &CI, const NVVMShflKind &K, WarpTarget &T);
  /// Fills Demanded for the constant-operand calls among \p Calls, the
  /// calls of one function.  The analysis does not leave the function, so
  /// it runs when the lowering reaches the function, before any of its
  /// calls is lowered, with tables that hold that function's values only.
  /// Also fills PredTrue.
  void findDemandedLanes(ArrayRef<std::pair<CallInst *, ShflMode>> Calls);

  Module &M;
  LoweredCallback OnLowered;
  LaneIdCache LaneCache;
  FunctionTargets Targets;
  UnreachableBlocks Unreachable;
  LaunchLaneBlocks Launch;
  bool UseLaneDemand;
  /// The parts of the range checks built in the current function.
  SharedChecks Checks;
  /// Per constant-operand call, the lanes of its result that are used; a
  /// call not in the map has every lane used.
  DenseMap<const CallInst *, uint32_t> Demanded;
  /// The constant-operand calls that return a predicate whose every use is
  /// an extractvalue and which PTX's model makes true on every lane that
  /// uses it: the predicate becomes `true`.  CUB's `@p add` after a
  /// `shfl.sync.down` then keeps no per-step own-value select where only
  /// lanes in range are used (a reduction whose total lane 0 stores).
  SmallPtrSet<const CallInst *, 8> PredTrue;
  /// The demanded-lanes analysis, run function by function.
  LaneDemand LD;
  /// Whether any function of the module uses convergence control; asked
  /// once, as the lowering creates no control intrinsic of its own.
  bool ModuleUsesControl = true;
  /// WarpTarget::describe() of each target, for the callback.
  DenseMap<const WarpTarget *, std::string> Descriptions;
  RewriteStatus Status;
};

} // namespace

void ShflRewriter::lowerCall(CallInst &CI, const NVVMShflKind &K,
                             WarpTarget &T) {
  Function &F = *CI.getFunction();
  const LaneIds &L = LaneCache.get(F, T);

  // New code goes right before the call and carries its debug location; the
  // convergent calls in it get the call's convergence token, if it has one.
  ConvergenceCarrier Convergence(CI, ModuleUsesControl);
  IRBuilder<ShuffleFolder, IRBuilderCallbackInserter> B(
      CI.getContext(), ShuffleFolder(M.getDataLayout()),
      Convergence.inserter());
  B.SetInsertPoint(&CI);
  B.SetCurrentDebugLocation(CI.getDebugLoc());

  // The lowering's instructions are those it puts between Before and CI.
  Instruction *Before = CI.getPrevNode();
  unsigned First = K.IsSync ? 1 : 0; // skip the membermask
  Value *A = CI.getArgOperand(First);
  std::string Name = CI.hasName() ? CI.getName().str() : "shfl";

  ShflCall Call;
  Call.Mode = K.Mode;
  Call.Val = K.IsFloat ? B.CreateBitCast(A, B.getInt32Ty(), Name + ".bits") : A;
  Call.B = CI.getArgOperand(First + 1);
  Call.C = CI.getArgOperand(First + 2);
  Call.Name = Name;
  Call.NeedPred = K.HasPred;
  Call.LaunchLanes = Launch.contains(*CI.getParent());
  Call.Shared = &Checks;
  if (auto It = Demanded.find(&CI); It != Demanded.end()) {
    Call.Demanded = It->second;
    Demanded.erase(It);
  }

  ShflResult R = lowerShuffle(B, T, Call, L);
  Value *Out = K.IsFloat ? B.CreateBitCast(R.Val, A->getType(), Name + ".f32") : R.Val;
  if (auto *I = dyn_cast<Instruction>(Out); I && Out != A)
    I->takeName(&CI);

  if (OnLowered) {
    // The cost: what stays of the new instructions, leaving out the parts of
    // a result that nothing will use (a native predicate the call does not
    // return, which the target deletes).
    BasicBlock::iterator Begin = Before ? std::next(Before->getIterator())
                                        : CI.getParent()->begin();
    unsigned NumInstrs = count_if(
        make_range(Begin, CI.getIterator()), [&](const Instruction &I) {
          return !I.use_empty() || &I == Out || (K.HasPred && &I == R.Pred) ||
                 I.mayHaveSideEffects();
        });
    auto [Desc, NewTarget] = Descriptions.try_emplace(&T);
    if (NewTarget)
      Desc->second = T.describe();
    OnLowered(CI, LoweredShfl{K, Desc->second, R.Strategy, NumInstrs});
  }

  if (!K.HasPred) {
    CI.replaceAllUsesWith(Out);
  } else {
    // extractvalue users take the parts directly; any other user gets the
    // rebuilt {value, predicate} aggregate.
    Value *Agg = nullptr;
    bool AlwaysTrue = PredTrue.erase(&CI);
    for (User *U : make_early_inc_range(CI.users())) {
      if (auto *EV = dyn_cast<ExtractValueInst>(U); EV && EV->getNumIndices() == 1) {
        Value *Pred = AlwaysTrue ? B.getTrue() : R.Pred;
        EV->replaceAllUsesWith(EV->getIndices()[0] == 0 ? Out : Pred);
        EV->eraseFromParent();
        continue;
      }
      if (!Agg) {
        Agg = B.CreateInsertValue(PoisonValue::get(CI.getType()), Out, 0,
                                    Name + ".pair.val");
        Agg = B.CreateInsertValue(Agg, R.Pred, 1, Name + ".pair");
      }
      U->replaceUsesOfWith(&CI, Agg);
    }
  }
  CI.eraseFromParent();
  Convergence.finish();
  Status.Changed = true;
}

/// The lanes that use the predicate of \p CI, a call that returns
/// {value, predicate}; nullopt if a use is not an extractvalue of one part.
static std::optional<uint32_t> predicateDemand(const CallInst &CI,
                                               LaneDemand &LD) {
  uint32_t D = 0;
  for (const User *U : CI.users()) {
    const auto *EV = dyn_cast<ExtractValueInst>(U);
    if (!EV || EV->getNumIndices() != 1)
      return std::nullopt;
    if (EV->getIndices()[0] == 1)
      D |= LD.ofValue(*EV);
  }
  return D;
}

/// Whether PTX's predicate of a shuffle with constants \p B and \p C is
/// true on each of \p Lanes.
static bool predicateHolds(ShflMode M, uint32_t B, uint32_t C, uint32_t Lanes) {
  return (Lanes & ~ptx::validLanes(M, B, C)) == 0;
}

void ShflRewriter::findDemandedLanes(
    ArrayRef<std::pair<CallInst *, ShflMode>> Calls) {
  LD.forgetValues();
  PredTrue.clear();
  for (auto [CI, Mode] : Calls) {
    // Only a constant-operand call can use fewer lanes (a fast path).
    unsigned N = CI->arg_size();
    auto *BC = N >= 3 ? dyn_cast<ConstantInt>(CI->getArgOperand(N - 2)) : nullptr;
    auto *CC = N >= 3 ? dyn_cast<ConstantInt>(CI->getArgOperand(N - 1)) : nullptr;
    if (!BC || !CC)
      continue;
    uint32_t D = LD.ofShuffle(*CI);
    if (D != LaneDemand::AllLanes)
      Demanded[CI] = D;
    if (!CI->getType()->isStructTy())
      continue;
    std::optional<uint32_t> PD = predicateDemand(*CI, LD);
    if (PD && *PD != LaneDemand::AllLanes &&
        predicateHolds(Mode, static_cast<uint32_t>(BC->getZExtValue()),
                       static_cast<uint32_t>(CC->getZExtValue()), *PD)) {
      PredTrue.insert(CI);
      ++NumPredFolded;
      LLVM_DEBUG(dbgs() << "predicate true on its lanes 0x"
                        << Twine::utohexstr(*PD) << ": " << *CI << "\n");
    }
  }
}

RewriteStatus ShflRewriter::run() {
  ModuleUsesControl = moduleUsesConvergenceControl(M);
  SmallVector<Function *, 8> Decls;
  for (Function &F : M)
    if (F.isDeclaration() && isNVVMShflName(F.getName()))
      Decls.push_back(&F);

  // Each declaration's kind, or why it has none.
  SmallVector<std::optional<NVVMShflKind>, 8> Kinds;
  SmallVector<std::string, 8> KindErrors;
  for (Function *Decl : Decls) {
    Expected<NVVMShflKind> K = classifyNVVMShfl(*Decl);
    KindErrors.push_back(K ? "" : toString(K.takeError()));
    Kinds.push_back(K ? std::optional<NVVMShflKind>(*K) : std::nullopt);
  }

  // The functions that call a declaration.  A use other than as a callee
  // of its own type is diagnosed here, and left alone below.
  DenseMap<const Value *, unsigned> DeclIndex;
  SmallPtrSet<const Function *, 16> Callers;
  for (auto [DeclIdx, Decl] : enumerate(Decls)) {
    DeclIndex[Decl] = DeclIdx;
    for (User *U : Decl->users()) {
      auto *CI = dyn_cast<CallInst>(U);
      if (!CI || CI->getCalledOperand() != Decl ||
          CI->getFunctionType() != Decl->getFunctionType()) {
        if (auto *I = dyn_cast<Instruction>(U))
          diagnose(*I->getFunction(),
                   "'" + Decl->getName() +
                       (CI && CI->getCalledOperand() == Decl
                            ? "' is called with a type other than its own"
                            : "' is used other than as a callee"),
                   I->getDebugLoc());
        else
          M.getContext().emitError("'" + Decl->getName() +
                                   "' is used other than as a callee");
        Status.HadErrors = true;
        continue;
      }
      Callers.insert(CI->getFunction());
    }
  }

  // The calls, function by function in module order and within a function
  // in program order: each function's instructions, symbol table and caches
  // are touched in one stretch, and a call comes after the calls whose
  // range-check parts it may take (SharedChecks).
  struct Site {
    CallInst *CI;
    unsigned Decl;
  };
  SmallVector<Site, 16> Sites;
  SmallVector<std::pair<CallInst *, ShflMode>, 16> Calls;
  for (Function &F : M) {
    if (!Callers.contains(&F))
      continue;
    Sites.clear();
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (auto *CI = dyn_cast<CallInst>(&I))
          if (auto It = DeclIndex.find(CI->getCalledOperand());
              It != DeclIndex.end() &&
              CI->getFunctionType() == Decls[It->second]->getFunctionType())
            Sites.push_back({CI, It->second});
    Checks.clear();
    Demanded.clear();
    if (UseLaneDemand) {
      Calls.clear();
      for (const Site &S : Sites)
        if (Kinds[S.Decl])
          Calls.push_back({S.CI, Kinds[S.Decl]->Mode});
      findDemandedLanes(Calls);
    }
    for (const Site &S : Sites) {
      CallInst *CI = S.CI;
      if (!Kinds[S.Decl]) {
        diagnose(F,
                 "cannot lower call to '" + Decls[S.Decl]->getName() +
                     "': " + KindErrors[S.Decl],
                 CI->getDebugLoc());
        continue;
      }
      // Never run; possibly its own operand (see UnreachableBlocks).
      if (Unreachable.contains(*CI->getParent())) {
        removeUnreachableCall(*CI);
        Status.Changed = true;
        continue;
      }
      // A function without a target is reported on its first call only.
      if (WarpTarget *T = Targets.get(F, [&](const Twine &Msg) {
            diagnose(F, Msg, CI->getDebugLoc());
          }))
        lowerCall(*CI, *Kinds[S.Decl], *T);
    }
    // The lowering never comes back to a function: its caches go now, so
    // that they stay small however many functions the module has.  The lane
    // ids were built before the calls that use them were known; those that
    // no lowering needed (a wave64 CUDA lane when every check folded) go too.
    LaneCache.eraseUnused();
    Unreachable.clear();
    Launch.clear();
  }
  for (Function *Decl : Decls)
    if (Decl->use_empty()) {
      Decl->eraseFromParent();
      Status.Changed = true;
    }
  return Status;
}

bool shfl::pickOwnValueWhereOutOfRange(Module &M) {
  bool Changed = false;
  for (Function &Decl : M) {
    if (!Decl.isDeclaration() || !isNVVMShflName(Decl.getName()))
      continue;
    Expected<NVVMShflKind> K = classifyNVVMShfl(Decl);
    if (!K) {
      consumeError(K.takeError()); // rewriteNVVMShuffles() reports it
      continue;
    }
    if (!K->HasPred)
      continue;
    unsigned ValueArg = K->IsSync ? 1 : 0;
    for (User *U : Decl.users()) {
      auto *CI = dyn_cast<CallInst>(U);
      if (!CI || CI->getCalledOperand() != &Decl ||
          CI->getFunctionType() != Decl.getFunctionType() ||
          CI->getFunction()->hasOptNone())
        continue;
      // The two parts, each as the extractvalue instructions that read it.
      SmallVector<ExtractValueInst *, 2> Vals, Preds;
      for (User *CU : CI->users())
        if (auto *EV = dyn_cast<ExtractValueInst>(CU);
            EV && EV->getNumIndices() == 1)
          (EV->getIndices()[0] == 0 ? Vals : Preds).push_back(EV);
      Value *A = CI->getArgOperand(ValueArg);
      for (ExtractValueInst *P : Preds)
        for (User *PU : P->users()) {
          auto *Sel = dyn_cast<SelectInst>(PU);
          if (!Sel || Sel->getCondition() != P)
            continue;
          if (is_contained(Vals, Sel->getFalseValue())) {
            Sel->setOperand(2, A);
            ++NumOwnValuePicks;
            Changed = true;
          }
        }
    }
  }
  return Changed;
}

RewriteStatus shfl::rewriteNVVMShuffles(Module &M, TargetProvider GetTarget,
                                        LoweredCallback OnLowered,
                                        bool LaneDemand) {
  return ShflRewriter(M, GetTarget, OnLowered, LaneDemand).run();
}

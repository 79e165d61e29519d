//===- Instrument.cpp - Retarget an amdgcn module to the host -------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See Instrument.h for the steps.  The thread-frontier order of cross-lane
/// sites comes from a topological order of the CFG in which every natural
/// loop is contiguous (its header first), so that lanes still inside a
/// branch or a loop always run before lanes waiting at its join or exit.  A
/// site's run-time key is (header order, iteration) for each enclosing loop,
/// outermost first, followed by the site's own order; the scheduler releases
/// the smallest key first and groups lanes whose keys are equal.
///
//===----------------------------------------------------------------------===//

#include "WaveEmu/Instrument.h"
#include "ShflLowering/Compat.h"
#include "ShflLowering/HGPU/HGPUIntrinsics.h"
#include "ShflLowering/HGPU/HGPUSemantics.h"
#include "ShflLowering/WarpIntrinsicTable.h"
#include "WaveEmu/Semantics.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/AttributeMask.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/IPO/AlwaysInliner.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace wemu;

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// The function attribute that marks an hgpu kernel.  hgpu has no kernel
/// calling convention (LLVM knows no such target), so its kernels are
/// ordinary functions that carry this attribute.
constexpr StringLiteral HGPUKernelAttr = "hgpu-kernel";

/// An AMDGPU kernel (amdgpu_kernel) or an hgpu one ("hgpu-kernel").
static bool isKernel(const Function &F) {
  return F.getCallingConv() == CallingConv::AMDGPU_KERNEL ||
         F.hasFnAttribute(HGPUKernelAttr);
}

/// "llvm.hgpu."
static std::string hgpuIntrinsicPrefix() {
  return ("llvm." + shfl::hgpu::getTargetPrefix() + ".").str();
}

std::pair<std::string, std::string> wemu::moduleTargetAttrs(const Module &M) {
  for (const Function &F : M)
    if (isKernel(F) && F.hasFnAttribute("target-cpu"))
      return {F.getFnAttribute("target-cpu").getValueAsString().str(),
              F.getFnAttribute("target-features").getValueAsString().str()};
  return {};
}

/// Where an instruction is, for diagnostics.
static std::string describeLocation(const Instruction &I) {
  std::string S;
  raw_string_ostream OS(S);
  OS << "function '" << I.getFunction()->getName() << "', block '%";
  if (I.getParent()->hasName())
    OS << I.getParent()->getName();
  else
    OS << "<unnamed>";
  OS << "'";
  if (const DebugLoc &DL = I.getDebugLoc())
    OS << " (" << DL->getFilename() << ":" << DL.getLine() << ")";
  return S;
}

/// `i64 @__wemu_q(i32 kind, i32 dim)`: the lane and launch queries that
/// Emulator.cpp answers (a Query kind and a dimension).
static FunctionCallee queryFunction(Module &M) {
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  FunctionCallee Q = M.getOrInsertFunction(
      "__wemu_q", FunctionType::get(Type::getInt64Ty(Ctx), {I32, I32}, false));
  cast<Function>(Q.getCallee())->addFnAttr(Attribute::NoUnwind);
  return Q;
}

/// Runs \p Fn on each function of \p M that has a body (those there are
/// now: \p Fn may add functions) and joins the errors, one per line.
static Error forEachDefinedFunction(Module &M,
                                    function_ref<Error(Function &)> Fn) {
  SmallVector<Function *, 8> Fns;
  for (Function &F : M)
    if (!F.isDeclaration())
      Fns.push_back(&F);
  std::string Errors;
  for (Function *F : Fns)
    if (Error E = Fn(*F))
      Errors += toString(std::move(E)) + "\n";
  if (!Errors.empty())
    return fail(StringRef(Errors).rtrim());
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Step 0: checks and inlining
//===----------------------------------------------------------------------===//

static Error checkProcessor(const Module &M, const GPUTarget &T) {
  Triple TT(M.getTargetTriple());
  if (T.isHGPU()) {
    // LLVM has no hgpu triple: an hgpu module has none, or one whose
    // architecture is spelled "hgpu".
    if (!TT.str().empty() && TT.getArchName() != shfl::hgpu::getTargetPrefix())
      return fail("the module's target triple is '" + TT.str() +
                  "', not hgpu; -mcpu=" + T.CPU +
                  " runs hgpu IR (no triple, or 'hgpu')");
  } else if (!TT.isAMDGCN()) {
    return fail("the module's target triple is '" + TT.str() +
                "', not amdgcn; wave-emu runs AMDGPU IR");
  }
  for (const Function &F : M) {
    if (F.isDeclaration())
      continue;
    StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
    if (!CPU.empty() && CPU != T.CPU)
      return fail("function '" + F.getName() + "' is compiled for '" + CPU +
                  "' but the emulated processor is '" + T.CPU + "'");
    StringRef Features = F.getFnAttribute("target-features").getValueAsString();
    if (Features.contains("+wavefrontsize64") && T.WaveSize != 64)
      return fail("function '" + F.getName() +
                  "' is compiled for wave64 but the emulated wave size is 32");
    if (Features.contains("+wavefrontsize32") && T.WaveSize != 32)
      return fail("function '" + F.getName() +
                  "' is compiled for wave32 but the emulated wave size is 64");
  }
  return Error::success();
}

/// Inlines every defined function into its callers, so that a dynamic
/// instance is identified by a site and loop counters of one function.
static void inlineEverything(Module &M) {
  for (Function &F : M) {
    if (F.isDeclaration() || isKernel(F))
      continue;
    F.removeFnAttr(Attribute::NoInline);
    F.removeFnAttr(Attribute::OptimizeNone);
    F.addFnAttr(Attribute::AlwaysInline);
  }
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassBuilder PB;
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  AlwaysInlinerPass(/*InsertLifetime=*/false).run(M, MAM);
}

/// Deletes the functions inlining left unused, and refuses cross-lane calls
/// in functions it could not inline (recursion): their dynamic instances
/// would need the call stack in the key.
static Error checkInlined(Module &M) {
  for (Function &F : make_early_inc_range(M)) {
    if (F.isDeclaration() || isKernel(F))
      continue;
    F.removeDeadConstantUsers();
    if (F.use_empty() && F.hasLocalLinkage()) {
      F.eraseFromParent();
      continue;
    }
    if (F.use_empty())
      continue;
    for (Instruction &I : instructions(F))
      if (auto *CI = dyn_cast<CallInst>(&I))
        if (Function *Callee = CI->getCalledFunction())
          if ((Callee->getName().starts_with("llvm.amdgcn.") &&
               !Callee->getName().starts_with("llvm.amdgcn.workitem.") &&
               !Callee->getName().starts_with("llvm.amdgcn.workgroup.")) ||
              Callee->getName().starts_with(hgpuIntrinsicPrefix()))
            return fail("function '" + F.getName() + "' calls '" +
                        Callee->getName() +
                        "' but could not be inlined into its callers "
                        "(recursion?); not supported");
  }
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Step 1: the loop-contiguous block order
//===----------------------------------------------------------------------===//

namespace {

/// Orders the blocks of a function topologically (ignoring back edges) with
/// every loop's blocks contiguous.
class BlockOrder {
public:
  BlockOrder(Function &F, LoopInfo &LI) : F(F), LI(LI) {}

  Error run() { return orderRegion(nullptr, &F.getEntryBlock()); }
  const std::vector<BasicBlock *> &blocks() const { return Order; }

private:
  /// A node of a region: a block directly in it or one of its subloops.
  using Node = PointerUnion<BasicBlock *, Loop *>;

  Node nodeOf(Loop *R, BasicBlock *BB) const {
    Loop *L = LI.getLoopFor(BB);
    if (L == R)
      return BB;
    while (L && L->getParentLoop() != R)
      L = L->getParentLoop();
    if (!L)
      return Node(); // outside the region
    return L;
  }

  Error orderRegion(Loop *R, BasicBlock *Entry) {
    DenseMap<Node, int> Color; // 1 = on the DFS stack, 2 = done
    std::vector<Node> Post;
    struct Frame {
      Node N;
      SmallVector<Node, 8> Succs;
      unsigned Next = 0;
    };
    auto succsOf = [&](Node N) {
      SmallVector<Node, 8> Out;
      SmallVector<BasicBlock *, 8> Blocks;
      if (auto *BB = dyn_cast<BasicBlock *>(N))
        Blocks.push_back(BB);
      else
        Blocks.append(cast<Loop *>(N)->block_begin(), cast<Loop *>(N)->block_end());
      for (BasicBlock *BB : Blocks)
        for (BasicBlock *S : successors(BB)) {
          if (R && S == R->getHeader())
            continue; // back edge of the region's loop
          Node SN = nodeOf(R, S);
          if (SN.isNull() || SN == N)
            continue;
          if (!is_contained(Out, SN))
            Out.push_back(SN);
        }
      return Out;
    };
    std::vector<Frame> Stack;
    Node Start = nodeOf(R, Entry);
    Stack.push_back({Start, succsOf(Start)});
    Color[Start] = 1;
    while (!Stack.empty()) {
      Frame &Top = Stack.back();
      if (Top.Next == Top.Succs.size()) {
        Color[Top.N] = 2;
        Post.push_back(Top.N);
        Stack.pop_back();
        continue;
      }
      Node S = Top.Succs[Top.Next++];
      int &C = Color[S];
      if (C == 1) {
        BasicBlock *BB = isa<BasicBlock *>(S) ? cast<BasicBlock *>(S)
                                               : cast<Loop *>(S)->getHeader();
        return fail("function '" + F.getName() +
                    "' has irreducible control flow (a cycle through block '%" +
                    BB->getName() + "' that is not a natural loop); run "
                    "'opt -passes=fix-irreducible' first");
      }
      if (C == 2)
        continue;
      C = 1;
      Stack.push_back({S, succsOf(S)});
    }
    for (Node N : reverse(Post)) {
      if (auto *BB = dyn_cast<BasicBlock *>(N)) {
        Order.push_back(BB);
        continue;
      }
      Loop *L = cast<Loop *>(N);
      if (Error E = orderRegion(L, L->getHeader()))
        return E;
    }
    return Error::success();
  }

  Function &F;
  LoopInfo &LI;
  std::vector<BasicBlock *> Order;
};

//===----------------------------------------------------------------------===//
// Step 2: intrinsic rewriting
//===----------------------------------------------------------------------===//

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
  StringRef Base; // name after "llvm.amdgcn."
  Handling H;
  XLaneOp Op;
  int Arg; // query kind / dim / mbcnt hi / reduce kind
  int Dim;
};

const IntrinsicRule Rules[] = {
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
const IntrinsicRule HGPULaneIdRule = {"", Handling::Query, XLaneOp::SBarrier,
                                      int(Query::LaneId), 0};
const IntrinsicRule HGPUGatherRule = {"", Handling::CrossLane,
                                      XLaneOp::HGPUGather, 0, 0};
const IntrinsicRule HGPUShflRule = {"", Handling::CrossLane, XLaneOp::HGPUShfl,
                                    0, 0};
/// The marker call of an outlined whole wave mode region.
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

/// AMDGPU's private (scratch) address space.
constexpr unsigned AMDGPUPrivateAS = 5;

//===----------------------------------------------------------------------===//
// Step 2a: whole wave mode regions
//===----------------------------------------------------------------------===//

/// Stands for an outlined whole wave mode region until the instrumenter
/// turns it into a site: `i64 @__wemu_wwm(ptr @region, i64 a0, .., i64 a3)`.
constexpr StringLiteral WholeWaveMarker = "__wemu_wwm";
/// The region's values from outside travel as the site's four operands.
constexpr unsigned MaxWholeWaveInputs = 4;

/// `llvm.amdgcn.set.inactive.<type>` (not `set.inactive.chain.arg`).
bool isSetInactive(const Value *V) {
  const auto *CI = dyn_cast<CallInst>(V);
  const Function *F = CI ? CI->getCalledFunction() : nullptr;
  if (!F)
    return false;
  StringRef Name = F->getName();
  return Name.consume_front("llvm.amdgcn.set.inactive") && isOverloadSuffix(Name);
}

/// `llvm.amdgcn.strict.wwm.<type>` or its old name `llvm.amdgcn.wwm.<type>`.
bool isWholeWaveEnd(const CallInst &CI) {
  const Function *F = CI.getCalledFunction();
  if (!F)
    return false;
  StringRef Name = F->getName();
  if (!Name.consume_front("llvm.amdgcn."))
    return false;
  return (Name.consume_front("strict.wwm") || Name.consume_front("wwm")) &&
         isOverloadSuffix(Name);
}

/// Outlines whole wave mode (WWM) regions so that every lane of the wave can
/// run them.  `strict.wwm(x)` computes x with all lanes of the wave enabled;
/// `set.inactive(v, i)` is v in the lanes that were active and i in the
/// others.  The region of a `strict.wwm` call is the backward slice of its
/// operand within its block, through pure instructions and modelled
/// intrinsics, that does not go through the first operand of a
/// `set.inactive` (that value comes from the active lanes).  Everything the
/// region reads from outside (at most four values) is an input: the lanes
/// that were active pass their own, the others get a poison pattern, as
/// their registers hold nothing meaningful on the hardware either.
///
/// The region becomes `i64 @__wemu_wwm.<function>.<n>(i64 a0, .., i64 a3)`
/// and the `strict.wwm` call a marker call to it, which the instrumenter
/// turns into an XLaneOp::WholeWave site.  `set.inactive` outside a region
/// is its first operand: the active lanes see nothing else.
class WholeWaveOutliner {
public:
  explicit WholeWaveOutliner(Module &M)
      : M(M), DL(M.getDataLayout()), Ctx(M.getContext()) {}

  Error run() {
    return forEachDefinedFunction(M, [&](Function &F) { return runOnFunction(F); });
  }

private:
  Error runOnFunction(Function &F) {
    SmallVector<CallInst *, 4> Ends;
    for (Instruction &I : instructions(F))
      if (auto *CI = dyn_cast<CallInst>(&I); CI && isWholeWaveEnd(*CI))
        Ends.push_back(CI);
    std::string Errors;
    for (CallInst *End : Ends)
      if (Error E = outline(F, End))
        Errors += toString(std::move(E)) + "\n";
    if (!Errors.empty())
      return fail(StringRef(Errors).rtrim());
    // What is left of set.inactive (outlining erased the calls it moved)
    // runs in the active lanes only.
    for (Instruction &I : make_early_inc_range(instructions(F)))
      if (isSetInactive(&I)) {
        I.replaceAllUsesWith(cast<CallInst>(I).getArgOperand(0));
        I.eraseFromParent();
      }
    return Error::success();
  }

  /// True if \p I (in \p BB) belongs in a region: pure, or a modelled
  /// intrinsic other than a barrier.
  bool computable(const Instruction *I, const BasicBlock *BB) const {
    if (I->getParent() != BB || isa<PHINode>(I))
      return false;
    if (isa<BinaryOperator>(I) || isa<UnaryOperator>(I) || isa<CmpInst>(I) ||
        isa<SelectInst>(I) || isa<CastInst>(I) || isa<ExtractValueInst>(I) ||
        isa<InsertValueInst>(I) || isa<ExtractElementInst>(I) ||
        isa<InsertElementInst>(I) || isa<ShuffleVectorInst>(I) || isa<FreezeInst>(I))
      return true;
    const auto *CI = dyn_cast<CallInst>(I);
    const Function *Callee = CI ? CI->getCalledFunction() : nullptr;
    if (!Callee || !Callee->isIntrinsic())
      return false;
    if (isSetInactive(CI))
      return true;
    StringRef Name = Callee->getName();
    if (Name.starts_with("llvm.amdgcn.")) {
      const IntrinsicRule *R = findRule(Name);
      return R && R->H != Handling::NoOp &&
             !(R->H == Handling::CrossLane && R->Op == XLaneOp::SBarrier);
    }
    return !isOtherTargetIntrinsic(Name) && CI->doesNotAccessMemory();
  }

  Error outline(Function &F, CallInst *End) {
    Value *Result = End->getArgOperand(0);
    BasicBlock *BB = End->getParent();
    SmallPtrSet<Instruction *, 32> InRegion;
    SmallVector<Instruction *, 32> Work;
    auto Visit = [&](Value *V) {
      auto *I = dyn_cast<Instruction>(V);
      if (I && !InRegion.count(I) && computable(I, BB)) {
        InRegion.insert(I);
        Work.push_back(I);
      }
    };
    Visit(Result);
    while (!Work.empty()) {
      Instruction *I = Work.pop_back_val();
      if (isSetInactive(I)) {
        Visit(cast<CallInst>(I)->getArgOperand(1));
        continue;
      }
      for (Value *Op : I->operands())
        Visit(Op);
    }
    if (InRegion.empty()) {
      // Nothing to compute in whole wave mode.
      End->replaceAllUsesWith(Result);
      End->eraseFromParent();
      return Error::success();
    }
    SmallVector<Instruction *, 32> Region;
    for (Instruction &I : *BB)
      if (InRegion.count(&I))
        Region.push_back(&I);

    SetVector<Value *> Inputs;
    for (Instruction *I : Region)
      for (Value *Op : I->operands()) {
        auto *OpI = dyn_cast<Instruction>(Op);
        if ((OpI && !InRegion.count(OpI)) || isa<Argument>(Op))
          Inputs.insert(Op);
      }
    const std::string Where = describeLocation(*End);
    if (Inputs.size() > MaxWholeWaveInputs)
      return fail("a whole wave mode region reads " + Twine(Inputs.size()) +
                  " values from outside it (at most " + Twine(MaxWholeWaveInputs) +
                  " are modelled), in " + Where);

    // The region function.
    Type *I64 = Type::getInt64Ty(Ctx);
    FunctionType *FT = FunctionType::get(I64, {I64, I64, I64, I64}, false);
    Function *R = Function::Create(
        FT, GlobalValue::ExternalLinkage,
        WholeWaveMarker + "." + F.getName() + "." + Twine(NumRegions++), &M);
    R->addFnAttr(Attribute::NoUnwind);
    for (StringRef A : {"target-cpu", "target-features"})
      if (F.hasFnAttribute(A))
        R->addFnAttr(F.getFnAttribute(A));
    IRBuilder<> B(BasicBlock::Create(Ctx, BB->getName(), R));
    ValueToValueMapTy VM;
    for (auto [K, V] : enumerate(Inputs))
      VM[V] = valueFromI64(B, DL, R->getArg(K), V->getType());
    auto Map = [&](Value *V) -> Value * {
      auto It = VM.find(V);
      return It == VM.end() ? V : static_cast<Value *>(It->second);
    };
    Value *WasInactive = nullptr;
    for (Instruction *I : Region) {
      B.SetCurrentDebugLocation(I->getDebugLoc());
      if (isSetInactive(I)) {
        if (!WasInactive) {
          WasInactive = B.CreateICmpNE(
              B.CreateCall(queryFunction(M),
                           {B.getInt32(int(Query::WholeWaveInactive)), B.getInt32(0)}),
              B.getInt64(0), "wwm.was.inactive");
        }
        auto *CI = cast<CallInst>(I);
        VM[I] = B.CreateSelect(WasInactive, Map(CI->getArgOperand(1)),
                               Map(CI->getArgOperand(0)), I->getName());
        continue;
      }
      Instruction *C = I->clone();
      C->setName(I->getName());
      B.Insert(C);
      RemapInstruction(C, VM, RF_NoModuleLevelChanges | RF_IgnoreMissingLocals);
      VM[I] = C;
    }
    Expected<Value *> Ret = valueToI64(B, DL, Map(Result));
    if (!Ret) {
      R->eraseFromParent();
      return fail("strict.wwm: " + toString(Ret.takeError()) + ", in " + Where);
    }
    B.CreateRet(*Ret);

    // The marker call in place of strict.wwm.
    B.SetInsertPoint(End);
    Value *Args[1 + MaxWholeWaveInputs] = {R, B.getInt64(0), B.getInt64(0),
                                           B.getInt64(0), B.getInt64(0)};
    for (auto [K, V] : enumerate(Inputs)) {
      Expected<Value *> A = valueToI64(B, DL, V);
      if (!A)
        return fail("strict.wwm: " + toString(A.takeError()) + ", in " + Where);
      Args[K + 1] = *A;
    }
    FunctionCallee Marker = M.getOrInsertFunction(
        WholeWaveMarker,
        FunctionType::get(I64, {PointerType::get(Ctx, 0), I64, I64, I64, I64}, false));
    CallInst *Call = B.CreateCall(Marker, Args, End->getName() + ".wwm");
    Call->addFnAttr(Attribute::Convergent);
    Value *Out = valueFromI64(B, DL, Call, End->getType());
    Out->takeName(End);
    End->replaceAllUsesWith(Out);
    End->eraseFromParent();
    for (Instruction *I : reverse(Region))
      if (I->use_empty())
        I->eraseFromParent();
    return Error::success();
  }

  Module &M;
  const DataLayout &DL;
  LLVMContext &Ctx;
  unsigned NumRegions = 0;
};

/// Rewrites the amdgcn (or hgpu) intrinsic calls of one module.
class Instrumenter {
public:
  Instrumenter(Module &M, const GPUTarget &T, std::vector<SiteInfo> &Sites)
      : M(M), T(T), DL(M.getDataLayout()), Ctx(M.getContext()), Sites(Sites),
        // AMDGPU allocas live in the private address space whatever the
        // module's data layout says; hgpu has only the data layout's.
        PrivateAS(T.isHGPU() ? DL.getAllocaAddrSpace() : AMDGPUPrivateAS) {}

  Error run() {
    createRuntimeDecls();
    return forEachDefinedFunction(M, [&](Function &F) { return runOnFunction(F); });
  }

private:
  void createRuntimeDecls() {
    Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
    PointerType *PrivPtr = PointerType::get(Ctx, PrivateAS);
    XL = M.getOrInsertFunction(
        "__wemu_xl", FunctionType::get(I64, {I32, PrivPtr, I64, I64, I64, I64},
                                       false));
    Q = queryFunction(M);
    Mbcnt = M.getOrInsertFunction("__wemu_mbcnt",
                                  FunctionType::get(I32, {I32, I32, I32}, false));
    for (FunctionCallee C : {XL, Q, Mbcnt})
      cast<Function>(C.getCallee())->addFnAttr(Attribute::NoUnwind);
    cast<Function>(XL.getCallee())->addFnAttr(Attribute::Convergent);
  }

  Expected<Value *> toI64(IRBuilder<> &B, Value *V) { return valueToI64(B, DL, V); }
  Value *fromI64(IRBuilder<> &B, Value *V, Type *Ty) { return valueFromI64(B, DL, V, Ty); }

  Error runOnFunction(Function &F) {
    // The calls to rewrite, found before anything changes.
    SmallVector<std::pair<CallInst *, const IntrinsicRule *>, 16> Calls;
    std::string Errors;
    for (Instruction &I : instructions(F)) {
      auto *CI = dyn_cast<CallInst>(&I);
      if (!CI)
        continue;
      Function *Callee = CI->getCalledFunction();
      if (!Callee) {
        if (CI->isInlineAsm())
          Errors += "inline assembly cannot run on the host, in " +
                    describeLocation(I) + "\n";
        continue;
      }
      StringRef Name = Callee->getName();
      if (Name == WholeWaveMarker) {
        Calls.push_back({CI, &WholeWaveRule});
        continue;
      }
      if (Name.starts_with("__wemu_"))
        continue;
      if (Name.starts_with(hgpuIntrinsicPrefix())) {
        Expected<const IntrinsicRule *> R = checkHGPUIntrinsic(*Callee);
        if (!R)
          Errors += toString(R.takeError()) + ", in " + describeLocation(I) + "\n";
        else
          Calls.push_back({CI, *R});
        continue;
      }
      if (Name.starts_with("llvm.amdgcn.") && T.isHGPU()) {
        Errors += "AMDGPU intrinsic '" + Name.str() + "' cannot run on " +
                  T.CPU + " (an hgpu subtarget), in " + describeLocation(I) +
                  "\n";
        continue;
      }
      if (Name.starts_with("llvm.amdgcn.")) {
        const IntrinsicRule *R = findRule(Name);
        if (!R) {
          Errors += "unsupported AMDGPU intrinsic '" + Name.str() +
                    "' (not modelled by wave-emu), in " + describeLocation(I) +
                    "\n";
          continue;
        }
        Calls.push_back({CI, R});
        continue;
      }
      if (isOtherTargetIntrinsic(Name)) {
        Errors += "target intrinsic '" + Name.str() +
                  "' cannot run on the emulated " + T.archName().str() +
                  ", in " + describeLocation(I) + "\n";
        continue;
      }
      if (Callee->isDeclaration() && !Callee->isIntrinsic())
        Errors += "call to undefined function '" + Name.str() + "', in " +
                  describeLocation(I) + "\n";
    }
    if (!Errors.empty())
      return fail(StringRef(Errors).rtrim());
    if (Calls.empty())
      return Error::success();

    DominatorTree DT(F);
    LoopInfo LI(DT);
    BlockOrder BO(F, LI);
    bool HasSites = any_of(Calls, [](auto &P) {
      return P.second->H == Handling::CrossLane || P.second->H == Handling::ICmp ||
             P.second->H == Handling::FCmp;
    });
    if (HasSites)
      if (Error E = BO.run())
        return E;
    DenseMap<BasicBlock *, uint64_t> BlockNum;
    for (BasicBlock *BB : BO.blocks())
      BlockNum[BB] = BlockNum.size() + 1;
    auto orderOf = [&](Instruction *I) -> uint64_t {
      auto It = BlockNum.find(I->getParent());
      if (It == BlockNum.end())
        return ~0ull >> 1; // unreachable
      uint64_t Pos = 1;
      for (Instruction &J : *I->getParent()) {
        if (&J == I)
          break;
        ++Pos;
      }
      return (It->second << 24) | Pos;
    };

    // Loops that contain a site get an iteration counter.
    DenseMap<Loop *, unsigned> Counter;
    for (auto &[CI, R] : Calls) {
      if (R->H != Handling::CrossLane && R->H != Handling::ICmp &&
          R->H != Handling::FCmp)
        continue;
      for (Loop *L = LI.getLoopFor(CI->getParent()); L; L = L->getParentLoop())
        Counter.try_emplace(L, Counter.size());
    }
    Value *Iters = ConstantPointerNull::get(PointerType::get(Ctx, PrivateAS));
    if (!Counter.empty()) {
      IRBuilder<> B(&*F.getEntryBlock().getFirstInsertionPt());
      Iters = B.Insert(new AllocaInst(ArrayType::get(B.getInt32Ty(), Counter.size()),
                                      PrivateAS, nullptr, Align(4)),
                       "wemu.iters");
      for (auto &[L, Idx] : Counter) {
        BasicBlock *H = L->getHeader();
        for (BasicBlock *P : predecessors(H)) {
          IRBuilder<> PB(P->getTerminator());
          Value *Slot = PB.CreateConstInBoundsGEP2_32(
              cast<AllocaInst>(Iters)->getAllocatedType(), Iters, 0, Idx,
              "wemu.iter.slot");
          if (L->contains(P)) {
            Value *Old = PB.CreateLoad(PB.getInt32Ty(), Slot, "wemu.iter");
            PB.CreateStore(PB.CreateAdd(Old, PB.getInt32(1), "wemu.iter.next"),
                           Slot);
          } else {
            PB.CreateStore(PB.getInt32(0), Slot);
          }
        }
      }
    }

    for (auto &[CI, R] : Calls) {
      SiteInfo S;
      S.Order = orderOf(CI);
      for (Loop *L = LI.getLoopFor(CI->getParent()); L; L = L->getParentLoop())
        S.Loops.insert(S.Loops.begin(),
                       SiteLoop{Counter.lookup(L), orderOf(&L->getHeader()->front()) &
                                                       ~((1ull << 24) - 1)});
      if (Error E = rewriteCall(CI, *R, std::move(S), Iters))
        Errors += toString(std::move(E)) + "\n";
    }
    if (!Errors.empty())
      return fail(StringRef(Errors).rtrim());
    return Error::success();
  }

  /// The rule for an `llvm.hgpu.*` callee, after checking that the emulated
  /// target is an hgpu subtarget that has it (by the generated tables) and
  /// that the declaration has the type its record gives.
  Expected<const IntrinsicRule *> checkHGPUIntrinsic(const Function &Callee) {
    namespace hgpu = shfl::hgpu;
    StringRef Name = Callee.getName();
    if (!T.isHGPU())
      return fail("hgpu intrinsic '" + Name + "' cannot run on the emulated " +
                  "AMDGPU processor " + T.CPU);
    std::optional<hgpu::Intrinsic> ID = hgpu::lookupIntrinsic(Name);
    if (!ID)
      return fail("unknown hgpu intrinsic '" + Name +
                  "' (not defined in IntrinsicsHGPU.td)");
    hgpu::Subtarget ST = *hgpu::lookupSubtarget(T.CPU);
    if (hgpu::getIntrinsicFor(ST, hgpu::getPrimitive(*ID)) != ID) {
      std::string Have;
      for (hgpu::Subtarget Other : hgpu::allSubtargets())
        if (hgpu::getIntrinsicFor(Other, hgpu::getPrimitive(*ID)) == ID)
          Have += (Have.empty() ? "" : ", ") + hgpu::getSubtargetName(Other).str();
      return fail(Name + ": not available on " + T.CPU + " (needs " + Have + ")");
    }
    FunctionType *Want =
        shfl::getWarpIntrinsicType(Ctx, hgpu::getIntrinsicDesc(*ID));
    if (Callee.getFunctionType() != Want)
      return fail(Name + ": declared as " + typeName(Callee.getFunctionType()) +
                  ", but its record gives " + typeName(Want));
    const IntrinsicRule *R = findHGPURule(*ID);
    if (!R)
      return fail("hgpu intrinsic '" + Name + "' is not modelled by wave-emu");
    return R;
  }

  Expected<int64_t> immArg(CallInst *CI, unsigned I) {
    auto *C = dyn_cast<ConstantInt>(CI->getArgOperand(I));
    if (!C)
      return fail(CI->getCalledFunction()->getName() + ": operand " + Twine(I) +
                  " must be a constant, in " + describeLocation(*CI));
    return C->getSExtValue();
  }

  Error rewriteCall(CallInst *CI, const IntrinsicRule &R, SiteInfo S, Value *Iters) {
    IRBuilder<> B(CI);
    StringRef Name = CI->getCalledFunction()->getName();
    S.Intrinsic = &R == &WholeWaveRule ? "llvm.amdgcn.strict.wwm" : Name.str();
    S.Where = describeLocation(*CI);
    Type *RetTy = CI->getType();
    Value *Result = nullptr;

    switch (R.H) {
    case Handling::NoOp:
      CI->eraseFromParent();
      return Error::success();
    case Handling::WaveSize:
      Result = ConstantInt::get(RetTy, T.WaveSize);
      break;
    case Handling::Query: {
      Value *V = B.CreateCall(Q, {B.getInt32(R.Arg), B.getInt32(R.Dim)},
                              CI->getName() + ".wemu");
      Result = fromI64(B, V, RetTy);
      break;
    }
    case Handling::Mbcnt:
      Result = B.CreateCall(Mbcnt,
                            {B.getInt32(R.Arg), CI->getArgOperand(0),
                             CI->getArgOperand(1)},
                            CI->getName() + ".wemu");
      break;
    case Handling::InverseBallot: {
      Value *Mask = CI->getArgOperand(0);
      Value *Lane = B.CreateCall(Q, {B.getInt32(int(Query::LaneId)), B.getInt32(0)});
      Value *M64 = B.CreateZExt(Mask, B.getInt64Ty());
      Result = B.CreateTrunc(B.CreateLShr(M64, Lane), B.getInt1Ty(),
                             CI->getName() + ".wemu");
      break;
    }
    case Handling::ICmp:
    case Handling::FCmp:
    case Handling::CrossLane: {
      Value *Args[4] = {B.getInt64(0), B.getInt64(0), B.getInt64(0), B.getInt64(0)};
      auto SetArg = [&](unsigned K, Value *V) -> Error {
        Expected<Value *> E = toI64(B, V);
        if (!E)
          return fail(Name + ": " + toString(E.takeError()) + ", in " + S.Where);
        Args[K] = *E;
        return Error::success();
      };
      auto SetImm = [&](unsigned K, unsigned ArgNo) -> Error {
        Expected<int64_t> V = immArg(CI, ArgNo);
        if (!V)
          return V.takeError();
        S.Imm[K] = *V;
        return Error::success();
      };
      S.Op = R.Op;
      Type *ValTy = RetTy->isVoidTy() ? nullptr : RetTy;
      Error E = Error::success();
      switch (R.H == Handling::CrossLane ? R.Op : XLaneOp::Ballot) {
      case XLaneOp::BPermute:
      case XLaneOp::Permute:
        E = joinErrors(SetArg(0, CI->getArgOperand(0)), SetArg(1, CI->getArgOperand(1)));
        break;
      case XLaneOp::Swizzle:
        E = joinErrors(SetArg(0, CI->getArgOperand(0)), SetImm(0, 1));
        break;
      case XLaneOp::ReadLane:
        E = joinErrors(SetArg(0, CI->getArgOperand(0)), SetArg(1, CI->getArgOperand(1)));
        break;
      case XLaneOp::ReadFirstLane:
      case XLaneOp::Permlane64:
        E = SetArg(0, CI->getArgOperand(0));
        break;
      case XLaneOp::WriteLane:
        E = joinErrors(SetArg(0, CI->getArgOperand(0)), SetArg(1, CI->getArgOperand(1)));
        E = joinErrors(std::move(E), SetArg(2, CI->getArgOperand(2)));
        break;
      case XLaneOp::Ballot: {
        Value *Cond = CI->getArgOperand(0);
        if (R.H != Handling::CrossLane) {
          // icmp/fcmp(a, b, pred): the lane's compare, then a ballot.
          Expected<int64_t> P = immArg(CI, 2);
          if (!P)
            return P.takeError();
          bool IsInt = R.H == Handling::ICmp;
          if (IsInt ? !CmpInst::isIntPredicate(CmpInst::Predicate(*P))
                    : !CmpInst::isFPPredicate(CmpInst::Predicate(*P)))
            return fail(Name + ": invalid predicate " + Twine(*P) + ", in " +
                        S.Where);
          Cond = IsInt ? B.CreateICmp(CmpInst::Predicate(*P), CI->getArgOperand(0),
                                      CI->getArgOperand(1))
                       : B.CreateFCmp(CmpInst::Predicate(*P), CI->getArgOperand(0),
                                      CI->getArgOperand(1));
        }
        E = SetArg(0, Cond);
        break;
      }
      case XLaneOp::UpdateDPP:
        E = joinErrors(SetArg(0, CI->getArgOperand(0)), SetArg(1, CI->getArgOperand(1)));
        for (unsigned K = 0; K < 4; ++K)
          E = joinErrors(std::move(E), SetImm(K, K + 2));
        break;
      case XLaneOp::MovDPP:
        E = SetArg(0, CI->getArgOperand(0));
        for (unsigned K = 0; K < 4; ++K)
          E = joinErrors(std::move(E), SetImm(K, K + 1));
        break;
      case XLaneOp::MovDPP8:
        E = joinErrors(SetArg(0, CI->getArgOperand(0)), SetImm(0, 1));
        break;
      case XLaneOp::Permlane16:
      case XLaneOp::PermlaneX16:
        for (unsigned K = 0; K < 4; ++K)
          E = joinErrors(std::move(E), SetArg(K, CI->getArgOperand(K)));
        E = joinErrors(std::move(E), SetImm(0, 4));
        E = joinErrors(std::move(E), SetImm(1, 5));
        break;
      case XLaneOp::Permlane16Var:
      case XLaneOp::PermlaneX16Var:
        for (unsigned K = 0; K < 3; ++K)
          E = joinErrors(std::move(E), SetArg(K, CI->getArgOperand(K)));
        E = joinErrors(std::move(E), SetImm(0, 3));
        E = joinErrors(std::move(E), SetImm(1, 4));
        break;
      case XLaneOp::WaveReduce:
        E = SetArg(0, CI->getArgOperand(0));
        S.Imm[0] = R.Arg;
        break;
      case XLaneOp::WaveBarrier:
      case XLaneOp::SBarrier:
        break;
      case XLaneOp::HGPUGather:
        E = joinErrors(SetArg(0, CI->getArgOperand(0)), SetArg(1, CI->getArgOperand(1)));
        break;
      case XLaneOp::WholeWave:
        S.Callee = CI->getArgOperand(0)->getName().str();
        for (unsigned K = 0; K < 4; ++K)
          Args[K] = CI->getArgOperand(K + 1);
        break;
      case XLaneOp::HGPUShfl: {
        E = joinErrors(SetArg(0, CI->getArgOperand(0)), SetArg(1, CI->getArgOperand(1)));
        E = joinErrors(std::move(E), SetImm(1, 2));
        shfl::hgpu::Intrinsic ID = *shfl::hgpu::lookupIntrinsic(Name);
        S.Imm[0] = static_cast<int64_t>(toSemMode(
            *shfl::hgpu::getPrimitiveMode(shfl::hgpu::getPrimitive(ID))));
        break;
      }
      }
      if (E)
        return E;
      if (S.Op == XLaneOp::HGPUShfl)
        S.Bits = 32; // the value; the predicate travels in bit 32
      else if (ValTy)
        S.Bits = static_cast<uint32_t>(DL.getTypeSizeInBits(ValTy));
      if (Error LE = checkLegal(T, S))
        return LE;
      uint32_t Id = static_cast<uint32_t>(Sites.size());
      CallInst *Call =
          B.CreateCall(XL, {B.getInt32(Id), Iters, Args[0], Args[1], Args[2], Args[3]},
                       ValTy ? CI->getName() + ".wemu" : "");
      Call->addFnAttr(Attribute::Convergent);
      bool IsPair = S.Op == XLaneOp::HGPUShfl;
      Sites.push_back(std::move(S));
      if (IsPair) {
        // {i32 value, i1 valid} from value | valid << 32.
        Value *V = B.CreateTrunc(Call, B.getInt32Ty(), CI->getName() + ".value");
        Value *P = B.CreateTrunc(B.CreateLShr(Call, 32), B.getInt1Ty(),
                                 CI->getName() + ".valid");
        Result = B.CreateInsertValue(
            B.CreateInsertValue(PoisonValue::get(RetTy), V, 0), P, 1);
      } else if (ValTy) {
        Result = fromI64(B, Call, RetTy);
      }
      break;
    }
    }
    if (Result) {
      Result->takeName(CI);
      CI->replaceAllUsesWith(Result);
    }
    CI->eraseFromParent();
    return Error::success();
  }

  Module &M;
  const GPUTarget &T;
  const DataLayout &DL;
  LLVMContext &Ctx;
  std::vector<SiteInfo> &Sites;
  unsigned PrivateAS;
  FunctionCallee XL, Q, Mbcnt;
};

//===----------------------------------------------------------------------===//
// Step 3: flattening address spaces
//===----------------------------------------------------------------------===//

/// Maps every pointer type to `ptr` (address space 0), recursively.
class FlattenTypes : public ValueMapTypeRemapper {
public:
  explicit FlattenTypes(LLVMContext &Ctx) : Ctx(Ctx) {}

  Type *remapType(Type *Ty) override {
    auto It = Cache.find(Ty);
    if (It != Cache.end())
      return It->second;
    Type *R = Ty;
    if (isa<PointerType>(Ty)) {
      R = PointerType::get(Ctx, 0);
    } else if (auto *VT = dyn_cast<VectorType>(Ty)) {
      R = VectorType::get(remapType(VT->getElementType()), VT->getElementCount());
    } else if (auto *AT = dyn_cast<ArrayType>(Ty)) {
      R = ArrayType::get(remapType(AT->getElementType()), AT->getNumElements());
    } else if (auto *FT = dyn_cast<FunctionType>(Ty)) {
      SmallVector<Type *, 8> Params;
      for (Type *P : FT->params())
        Params.push_back(remapType(P));
      R = FunctionType::get(remapType(FT->getReturnType()), Params, FT->isVarArg());
    } else if (auto *ST = dyn_cast<StructType>(Ty)) {
      SmallVector<Type *, 8> Elts;
      bool Changed = false;
      for (Type *E : ST->elements()) {
        Elts.push_back(remapType(E));
        Changed |= Elts.back() != E;
      }
      if (Changed) {
        if (ST->isLiteral()) {
          R = StructType::get(Ctx, Elts, ST->isPacked());
        } else {
          StructType *NS = StructType::create(Ctx, (ST->getName() + ".flat").str());
          Cache[Ty] = NS;
          NS->setBody(Elts, ST->isPacked());
          R = NS;
        }
      }
    }
    Cache[Ty] = R;
    return R;
  }

private:
  LLVMContext &Ctx;
  DenseMap<Type *, Type *> Cache;
};

} // namespace

static Expected<std::unique_ptr<Module>>
flattenModule(Module &M, const Triple &HostTT, const DataLayout &HostDL,
              SmallPtrSetImpl<GlobalVariable *> &LDSOut) {
  LLVMContext &Ctx = M.getContext();
  if (!M.getModuleInlineAsm().empty())
    return fail("module-level inline assembly cannot run on the host");
  if (!M.aliases().empty() || !M.ifuncs().empty())
    return fail("global aliases and ifuncs are not supported");

  auto NewM = std::make_unique<Module>(M.getName(), Ctx);
  shfl::compat::setTargetTriple(*NewM, HostTT);
  NewM->setDataLayout(HostDL);
  FlattenTypes TM(Ctx);
  ValueToValueMapTy VMap;

  for (GlobalVariable &GV : M.globals()) {
    auto *NG = new GlobalVariable(*NewM, TM.remapType(GV.getValueType()),
                                  GV.isConstant(), GV.getLinkage(), nullptr,
                                  GV.getName(), nullptr, GV.getThreadLocalMode(), 0);
    NG->copyAttributesFrom(&GV);
    VMap[&GV] = NG;
    if (GV.getAddressSpace() == 3)
      LDSOut.insert(NG);
  }
  for (Function &F : M) {
    auto *NF = Function::Create(cast<FunctionType>(TM.remapType(F.getFunctionType())),
                                F.getLinkage(), 0, F.getName(), NewM.get());
    NF->copyAttributesFrom(&F);
    VMap[&F] = NF;
  }
  for (GlobalVariable &GV : M.globals())
    if (GV.hasInitializer() && GV.getAddressSpace() != 3)
      cast<GlobalVariable>(VMap[&GV])
          ->setInitializer(MapValue(GV.getInitializer(), VMap, RF_None, &TM));
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    auto *NF = cast<Function>(VMap[&F]);
    for (auto [A, NA] : zip(F.args(), NF->args())) {
      NA.setName(A.getName());
      VMap[&A] = &NA;
    }
    SmallVector<ReturnInst *, 4> Returns;
    CloneFunctionInto(NF, &F, VMap, CloneFunctionChangeType::DifferentModule,
                      Returns, "", nullptr, &TM);
  }
  return std::move(NewM);
}

/// Removes what only the AMDGPU backend understands.
static void cleanUpHostModule(Module &M) {
  // addrspacecast between two flat pointers: a no-op now.
  for (Function &F : M)
    for (Instruction &I : make_early_inc_range(instructions(F)))
      if (auto *ASC = dyn_cast<AddrSpaceCastInst>(&I))
        if (ASC->getSrcTy() == ASC->getDestTy()) {
          ASC->replaceAllUsesWith(ASC->getOperand(0));
          ASC->eraseFromParent();
        }
  // Intrinsics whose overloads named address spaces (llvm.memcpy.p3.p1...).
  for (Function &F : make_early_inc_range(M))
    if (F.isIntrinsic())
      if (std::optional<Function *> NF = Intrinsic::remangleIntrinsicFunction(&F)) {
        F.replaceAllUsesWith(*NF);
        F.eraseFromParent();
      }
  for (Function &F : M) {
    F.setCallingConv(CallingConv::C);
    AttributeList AL = F.getAttributes();
    AttributeMask Drop;
    for (Attribute A : AL.getFnAttrs())
      if (A.isStringAttribute()) {
        StringRef K = A.getKindAsString();
        if (K == "target-cpu" || K == "target-features" || K == "tune-cpu" ||
            K.starts_with("amdgpu") || K == "uniform-work-group-size")
          Drop.addAttribute(K);
      }
    F.removeFnAttrs(Drop);
    for (Argument &A : F.args())
      A.removeAttr(Attribute::InReg);
    for (User *U : F.users())
      if (auto *CB = dyn_cast<CallBase>(U))
        CB->setCallingConv(CallingConv::C);
  }
}

/// Places the LDS globals in the arena and rewrites their uses as
/// `__wemu_q(LDSBase) + offset`.  Returns the static LDS size.
static Expected<uint64_t> placeLDS(Module &M, SmallPtrSetImpl<GlobalVariable *> &LDS) {
  const DataLayout &DL = M.getDataLayout();
  LLVMContext &Ctx = M.getContext();
  uint64_t Size = 0;
  SmallVector<std::pair<GlobalVariable *, uint64_t>, 8> Placed, Dynamic;
  uint64_t DynAlign = 16;
  for (GlobalVariable *GV : LDS) {
    Type *Ty = GV->getValueType();
    uint64_t Bytes = DL.getTypeAllocSize(Ty);
    uint64_t Align = std::max<uint64_t>(
        GV->getAlign() ? GV->getAlign()->value() : DL.getABITypeAlign(Ty).value(), 4);
    if (Bytes == 0 && GV->isDeclaration()) {
      DynAlign = std::max(DynAlign, Align);
      Dynamic.push_back({GV, 0});
      continue;
    }
    Size = alignTo(Size, Align);
    Placed.push_back({GV, Size});
    Size += Bytes;
  }
  uint64_t DynOffset = alignTo(Size, DynAlign);
  for (auto &D : Dynamic)
    D.second = DynOffset;
  Placed.append(Dynamic.begin(), Dynamic.end());

  for (auto &[GV, Offset] : Placed) {
    // Per function, one base computed at the entry.
    DenseMap<Function *, Value *> Base;
    for (Use &U : make_early_inc_range(GV->uses())) {
      auto *I = dyn_cast<Instruction>(U.getUser());
      if (!I)
        return fail("LDS variable '" + GV->getName() +
                    "' is used by a constant (a global initializer); not supported");
      Function *F = I->getFunction();
      Value *&B = Base[F];
      if (!B) {
        IRBuilder<> IB(&*F->getEntryBlock().getFirstInsertionPt());
        Value *Arena = IB.CreateCall(queryFunction(M), {IB.getInt32(int(Query::LDSBase)), IB.getInt32(0)},
                                     "wemu.lds.base");
        Value *P = IB.CreateIntToPtr(Arena, PointerType::get(Ctx, 0));
        B = IB.CreateConstInBoundsGEP1_64(IB.getInt8Ty(), P, Offset,
                                         GV->getName() + ".lds");
      }
      U.set(B);
    }
    GV->eraseFromParent();
  }
  return Size;
}

/// Adds `void @__wemu_entry.<K>(ptr %args)` for each kernel.
static std::vector<KernelInfo> addEntries(Module &M, ArrayRef<std::string> Kernels) {
  const DataLayout &DL = M.getDataLayout();
  LLVMContext &Ctx = M.getContext();
  std::vector<KernelInfo> Out;
  for (const std::string &Name : Kernels) {
    Function *K = M.getFunction(Name);
    KernelInfo KI;
    KI.Name = Name;
    KI.Entry = "__wemu_entry." + Name;
    Function *E = Function::Create(
        FunctionType::get(Type::getVoidTy(Ctx), {PointerType::get(Ctx, 0)}, false),
        GlobalValue::ExternalLinkage, KI.Entry, &M);
    IRBuilder<> B(BasicBlock::Create(Ctx, "entry", E));
    SmallVector<Value *, 8> Args;
    unsigned Offset = 0;
    for (Argument &A : K->args()) {
      Type *Ty = A.getType();
      KernelParam P;
      P.Size = static_cast<unsigned>(DL.getTypeAllocSize(Ty));
      P.Offset = Offset = alignTo(Offset, 8);
      P.K = Ty->isPointerTy()        ? KernelParam::Pointer
            : Ty->isIntegerTy()      ? KernelParam::Integer
            : Ty->isFloatingPointTy() ? KernelParam::Float
                                      : KernelParam::Other;
      raw_string_ostream(P.TypeName) << *Ty;
      Value *Slot = B.CreateConstInBoundsGEP1_32(B.getInt8Ty(), E->getArg(0), Offset);
      Args.push_back(B.CreateAlignedLoad(Ty, Slot, Align(8), A.getName()));
      Offset += alignTo(P.Size, 8);
      KI.Params.push_back(P);
    }
    KI.ArgBlockSize = Offset;
    B.CreateCall(K, Args);
    B.CreateRetVoid();
    Out.push_back(std::move(KI));
  }
  return Out;
}

Expected<PreparedModule> wemu::prepareModule(std::unique_ptr<Module> M,
                                             const GPUTarget &T,
                                             const Triple &HostTT,
                                             const DataLayout &HostDL) {
  if (Error E = checkProcessor(*M, T))
    return std::move(E);
  std::vector<std::string> Kernels;
  for (Function &F : *M)
    if (isKernel(F) && !F.isDeclaration()) {
      Kernels.push_back(F.getName().str());
      for (Argument &A : F.args())
        if (A.hasByRefAttr() || A.hasByValAttr())
          return fail("kernel '" + F.getName() + "' has a byref/byval argument '" +
                      A.getName() + "'; not supported");
    }
  if (Kernels.empty())
    return fail(T.isHGPU() ? "the module has no hgpu kernel (a function with "
                             "the \"hgpu-kernel\" attribute)"
                           : "the module has no amdgpu_kernel function");

  inlineEverything(*M);
  if (Error E = checkInlined(*M))
    return std::move(E);
  PreparedModule PM;
  {
    // Constant expressions over globals in other address spaces (LDS and
    // addrspacecasts of globals) become instructions, so each use can be
    // rewritten on its own.
    SmallVector<Constant *, 16> Globals;
    for (GlobalVariable &GV : M->globals())
      Globals.push_back(&GV);
    convertUsersOfConstantsToInstructions(Globals);
  }
  if (!T.isHGPU())
    if (Error E = WholeWaveOutliner(*M).run())
      return std::move(E);
  if (Error E = Instrumenter(*M, T, PM.Sites).run())
    return std::move(E);
  // The sites have recorded their source locations; the host module needs
  // no debug information (and the outlined regions' instructions keep
  // locations in their kernel's subprogram, which the verifier would flag).
  StripDebugInfo(*M);
  if (verifyModule(*M, &errs()))
    return fail("internal error: the instrumented module does not verify");

  SmallPtrSet<GlobalVariable *, 8> LDS;
  Expected<std::unique_ptr<Module>> NewM = flattenModule(*M, HostTT, HostDL, LDS);
  if (!NewM)
    return NewM.takeError();
  M.reset();
  cleanUpHostModule(**NewM);
  Expected<uint64_t> LDSSize = placeLDS(**NewM, LDS);
  if (!LDSSize)
    return LDSSize.takeError();
  PM.StaticLDSSize = *LDSSize;
  PM.Kernels = addEntries(**NewM, Kernels);
  std::string VerifyMsg;
  raw_string_ostream VOS(VerifyMsg);
  if (verifyModule(**NewM, &VOS))
    return fail("internal error: the retargeted module does not verify: " +
                VerifyMsg);
  PM.M = std::move(*NewM);
  return std::move(PM);
}

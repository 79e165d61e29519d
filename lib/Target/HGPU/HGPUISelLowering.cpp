//===- HGPUISelLowering.cpp - hgpu DAG lowering ---------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Recipe step 2.  The llvm.hgpu.* calls become HGPUISD nodes here (one
/// table, checked for shape before use), the kernel's parameters become
/// ld.param nodes, and shared variables become their fixed offsets.
/// Anything hgpu cannot run (other calls, a value returned from a kernel,
/// aggregates passed by value, dynamic allocas, global variables outside
/// shared memory) is a located error, not a crash.
///
//===----------------------------------------------------------------------===//

#include "HGPUISelLowering.h"
#include "HGPU.h"
#include "HGPUSubtarget.h"
#include "HGPUTargetMachine.h"
#include "MCTargetDesc/HGPUSRegs.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#define DEBUG_TYPE "hgpu-lower"

/// Release builds of LLVM have no -debug-only=isel; this shows the recipe's
/// step 2 (the target node each llvm.hgpu.* call becomes) in any build.
static cl::opt<bool> PrintWarpNodes(
    "hgpu-print-warp-nodes", cl::Hidden, cl::init(false),
    cl::desc("Print the HGPUISD node made for each llvm.hgpu.* call"));

STATISTIC(NumWarpNodes, "Number of llvm.hgpu.* warp calls made into HGPUISD nodes");
STATISTIC(NumRefusedCalls, "Number of calls refused with an error");

HGPUTargetLowering::HGPUTargetLowering(const HGPUTargetMachine &TM,
                                       const HGPUSubtarget &STI)
    : TargetLowering(SHFL_TARGET_LOWERING_ARGS(TM, STI)), Subtarget(STI) {
  addRegisterClass(MVT::i1, &HGPU::PREDRegClass);
  addRegisterClass(MVT::i32, &HGPU::GPR32RegClass);
  addRegisterClass(MVT::f32, &HGPU::GPR32RegClass);
  addRegisterClass(MVT::i64, &HGPU::GPR64RegClass);
  computeRegisterProperties(STI.getRegisterInfo());

  setBooleanContents(ZeroOrOneBooleanContent);
  setSchedulingPreference(Sched::Source);
  setMinFunctionAlignment(Align(8));
  setPrefFunctionAlignment(Align(8));
  // A switch becomes compares and branches: hgpu has no indirect branch.
  setMinimumJumpTableEntries(std::numeric_limits<int>::max());
  // 32-bit atomics on global and shared memory (HGPUInstrInfo.td); wider
  // ones become calls, which are refused, narrower ones masked 32-bit
  // compare-and-swap loops (AtomicExpand).
  setMaxAtomicSizeInBitsSupported(32);
  setMinCmpXchgSizeInBits(32);
  // hgpu memory is sequentially consistent: a fence orders nothing more.
  setOperationAction(ISD::ATOMIC_FENCE, MVT::Other, Custom);

  // Intrinsics of other targets (llvm.nvvm.* that no pass lowered) are
  // refused with a located error instead of failing selection.
  setOperationAction({ISD::INTRINSIC_WO_CHAIN, ISD::INTRINSIC_W_CHAIN,
                      ISD::INTRINSIC_VOID},
                     MVT::Other, Custom);
  const MVT IntVTs[] = {MVT::i32, MVT::i64};
  setOperationAction(ISD::ConstantFP, MVT::f32, Legal);
  setOperationAction(ISD::GlobalAddress, IntVTs, Custom);
  setOperationAction(ISD::DYNAMIC_STACKALLOC, IntVTs, Custom);
  setOperationAction({ISD::LOAD, ISD::STORE}, MVT::i1, Custom);
  setOperationAction({ISD::BR_CC, ISD::SELECT_CC},
                     {MVT::i1, MVT::i32, MVT::i64, MVT::f32}, Expand);
  setOperationAction({ISD::BR_JT, ISD::BRIND}, MVT::Other, Expand);
  setOperationAction({ISD::STACKSAVE, ISD::STACKRESTORE}, MVT::Other, Expand);
  for (MVT VT : IntVTs) {
    setOperationAction({ISD::ROTL, ISD::ROTR, ISD::BSWAP, ISD::CTTZ, ISD::ABS,
                        ISD::SMUL_LOHI, ISD::UMUL_LOHI, ISD::SDIVREM,
                        ISD::UDIVREM, ISD::SHL_PARTS, ISD::SRA_PARTS,
                        ISD::SRL_PARTS, ISD::UADDO, ISD::USUBO, ISD::SADDO,
                        ISD::SSUBO, ISD::UMULO, ISD::SMULO},
                       VT, Expand);
    setOperationAction(ISD::SIGN_EXTEND_INREG, {MVT::i1, MVT::i8, MVT::i16},
                       Expand);
  }
  setOperationAction(ISD::SIGN_EXTEND_INREG, MVT::i32, Expand);
  setOperationAction({ISD::CTPOP, ISD::CTLZ, ISD::BITREVERSE}, MVT::i64,
                     Expand);
  // f32 has the IEEE basics; the rest is expanded, into libcalls where LLVM
  // has no expansion, which LowerCall refuses.
  setOperationAction({ISD::FREM, ISD::FPOW, ISD::FPOWI, ISD::FSIN, ISD::FCOS,
                      ISD::FSINCOS, ISD::FEXP, ISD::FEXP2, ISD::FEXP10,
                      ISD::FLOG, ISD::FLOG2, ISD::FLOG10, ISD::FCOPYSIGN,
                      ISD::FFLOOR, ISD::FCEIL, ISD::FTRUNC, ISD::FRINT,
                      ISD::FNEARBYINT, ISD::FROUND, ISD::FROUNDEVEN,
                      ISD::FMINIMUM, ISD::FMAXIMUM, ISD::FP16_TO_FP,
                      ISD::FP_TO_FP16, ISD::FMAD, ISD::LROUND, ISD::LLROUND,
                      ISD::LRINT, ISD::LLRINT, ISD::FLDEXP, ISD::FFREXP},
                     MVT::f32, Expand);
  for (MVT VT : {MVT::i32, MVT::i64}) {
    for (MVT MemVT : {MVT::i1})
      setLoadExtAction({ISD::EXTLOAD, ISD::ZEXTLOAD, ISD::SEXTLOAD}, VT, MemVT,
                       Promote);
  }
  for (MVT MemVT : {MVT::i8, MVT::i16, MVT::i32})
    setLoadExtAction({ISD::EXTLOAD, ISD::ZEXTLOAD, ISD::SEXTLOAD}, MVT::i64,
                     MemVT, Expand);
  for (MVT MemVT : {MVT::i1, MVT::i8, MVT::i16, MVT::i32})
    setTruncStoreAction(MVT::i64, MemVT, Expand);
  setTruncStoreAction(MVT::i32, MVT::i1, Expand);
  setLoadExtAction(ISD::EXTLOAD, MVT::f32, MVT::f16, Expand);
  setTruncStoreAction(MVT::f32, MVT::f16, Expand);
}

const char *HGPUTargetLowering::getTargetNodeName(unsigned Opcode) const {
#define NODE(N)                                                                \
  case HGPUISD::N:                                                             \
    return "HGPUISD::" #N;
  switch (static_cast<HGPUISD::NodeType>(Opcode)) {
  case HGPUISD::FIRST_NUMBER:
    break;
    NODE(LANE_ID)
    NODE(GATHER)
    NODE(SHFL_IDX)
    NODE(SHFL_UP)
    NODE(SHFL_DOWN)
    NODE(SHFL_XOR)
    NODE(SREG)
    NODE(LD_PARAM)
    NODE(LD_PARAM_U8)
    NODE(LD_PARAM_U16)
    NODE(BARRIER)
    NODE(WARP_SYNC)
    NODE(EXIT)
  }
#undef NODE
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

static void refuse(SelectionDAG &DAG, const SDLoc &DL, const Twine &Msg) {
  const Function &F = DAG.getMachineFunction().getFunction();
  DAG.getContext()->diagnose(
      DiagnosticInfoUnsupported(F, Msg, DL.getDebugLoc()));
}

//===----------------------------------------------------------------------===//
// Kernel parameters and return
//===----------------------------------------------------------------------===//

/// A parameter hgpu can pass: a scalar integer of at most 64 bits, f32, or a
/// pointer.
static bool isPassable(const Argument &A, const DataLayout &DL) {
  if (A.hasByValAttr() || A.hasStructRetAttr() || A.hasInAllocaAttr())
    return false;
  Type *T = A.getType();
  if (T->isPointerTy() || T->isFloatTy())
    return true;
  return T->isIntegerTy() && DL.getTypeStoreSize(T) <= 8;
}

SDValue HGPUTargetLowering::LowerFormalArguments(
    SDValue Chain, CallingConv::ID, bool IsVarArg,
    const SmallVectorImpl<ISD::InputArg> &Ins, const SDLoc &DL,
    SelectionDAG &DAG, SmallVectorImpl<SDValue> &InVals) const {
  const Function &F = DAG.getMachineFunction().getFunction();
  const DataLayout &Layout = DAG.getDataLayout();
  if (IsVarArg)
    refuse(DAG, DL, "hgpu kernels cannot be variadic");

  // The parameter buffer: each parameter at the next offset aligned to its
  // size (sizes are 1, 2, 4 or 8), as CUDA lays out scalars and pointers.
  SmallVector<uint32_t, 8> Offsets;
  uint32_t Offset = 0;
  for (const Argument &A : F.args()) {
    uint32_t Size = Layout.getTypeAllocSize(A.getType());
    if (!isPassable(A, Layout)) {
      refuse(DAG, DL,
             "hgpu: kernel parameter '" + A.getName() +
                 "' is not a scalar integer, f32 or pointer (aggregates, "
                 "vectors and byval are not supported)");
      Size = 0;
    }
    Offset = Size ? alignTo(Offset, Size) : Offset;
    Offsets.push_back(Offset);
    Offset += Size;
  }

  for (const ISD::InputArg &In : Ins) {
    EVT VT = In.VT;
    const Argument *A = In.OrigArgIndex < F.arg_size()
                            ? F.getArg(In.OrigArgIndex)
                            : nullptr;
    if (!A || !isPassable(*A, Layout)) {
      InVals.push_back(DAG.getUNDEF(VT));
      continue;
    }
    SDValue Off = DAG.getTargetConstant(Offsets[In.OrigArgIndex] + In.PartOffset,
                                        DL, MVT::i32);
    unsigned Size = Layout.getTypeStoreSize(A->getType());
    SDValue V;
    if (Size == 1 || Size == 2) {
      V = DAG.getNode(Size == 1 ? HGPUISD::LD_PARAM_U8 : HGPUISD::LD_PARAM_U16,
                      DL, MVT::i32, Off);
      unsigned Bits = A->getType()->getIntegerBitWidth();
      if (In.Flags.isSExt() && Bits > 1)
        V = DAG.getNode(ISD::SIGN_EXTEND_INREG, DL, MVT::i32, V,
                        DAG.getValueType(Size == 1 ? MVT::i8 : MVT::i16));
      if (VT != MVT::i32)
        V = DAG.getNode(ISD::TRUNCATE, DL, VT, V);
    } else if (VT == MVT::i64) {
      V = DAG.getNode(HGPUISD::LD_PARAM, DL, MVT::i64, Off);
    } else {
      V = DAG.getNode(HGPUISD::LD_PARAM, DL, MVT::i32, Off);
      if (VT == MVT::f32)
        V = DAG.getNode(ISD::BITCAST, DL, MVT::f32, V);
      else if (VT != MVT::i32)
        V = DAG.getNode(ISD::TRUNCATE, DL, VT, V);
    }
    InVals.push_back(V);
  }
  return Chain;
}

SDValue HGPUTargetLowering::LowerReturn(
    SDValue Chain, CallingConv::ID, bool,
    const SmallVectorImpl<ISD::OutputArg> &Outs, const SmallVectorImpl<SDValue> &,
    const SDLoc &DL, SelectionDAG &DAG) const {
  if (!Outs.empty())
    refuse(DAG, DL, "hgpu kernels return void (the returned value is dropped)");
  return DAG.getNode(HGPUISD::EXIT, DL, MVT::Other, Chain);
}

//===----------------------------------------------------------------------===//
// Calls: the llvm.hgpu.* functions
//===----------------------------------------------------------------------===//

namespace {
enum class CalleeKind { Pure, Shuffle, SpecialReg, Barrier, WarpSync };

/// One row per llvm.hgpu.* function that has a node: its node, and the
/// shape its call must have (i32 operands; results i32, or {i32, i1}).
struct HGPUCallee {
  StringRef Name;
  CalleeKind Kind;
  unsigned Opcode;
  unsigned NumArgs;
  unsigned SRegNumber = 0; ///< SpecialReg: the register's number
};

const HGPUCallee WarpCallees[] = {
    {"llvm.hgpu.lane.id", CalleeKind::Pure, HGPUISD::LANE_ID, 0},
    {"llvm.hgpu.gather", CalleeKind::Pure, HGPUISD::GATHER, 2},
    {"llvm.hgpu.shfl.idx", CalleeKind::Shuffle, HGPUISD::SHFL_IDX, 3},
    {"llvm.hgpu.shfl.up", CalleeKind::Shuffle, HGPUISD::SHFL_UP, 3},
    {"llvm.hgpu.shfl.down", CalleeKind::Shuffle, HGPUISD::SHFL_DOWN, 3},
    {"llvm.hgpu.shfl.xor", CalleeKind::Shuffle, HGPUISD::SHFL_XOR, 3},
    {"llvm.hgpu.barrier", CalleeKind::Barrier, HGPUISD::BARRIER, 0},
    {"llvm.hgpu.warp.sync", CalleeKind::WarpSync, HGPUISD::WARP_SYNC, 1},
};

std::optional<HGPUCallee> findCallee(StringRef Name) {
  for (const HGPUCallee &C : WarpCallees)
    if (C.Name == Name)
      return C;
  for (const HGPU::SReg &R : HGPU::specialRegisters())
    if (R.Intrinsic == Name)
      return HGPUCallee{R.Intrinsic, CalleeKind::SpecialReg, HGPUISD::SREG, 0,
                        R.Number};
  return std::nullopt;
}

StringRef calleeName(const TargetLowering::CallLoweringInfo &CLI) {
  if (CLI.CB)
    if (const Function *F = CLI.CB->getCalledFunction())
      return F->getName();
  if (const auto *ES = dyn_cast<ExternalSymbolSDNode>(CLI.Callee))
    return ES->getSymbol();
  if (const auto *GA = dyn_cast<GlobalAddressSDNode>(CLI.Callee))
    return GA->getGlobal()->getName();
  return "";
}

bool isPowerOf2Width(uint64_t W) { return W >= 1 && W <= 32 && isPowerOf2_64(W); }
} // namespace

SDValue HGPUTargetLowering::LowerCall(CallLoweringInfo &CLI,
                                      SmallVectorImpl<SDValue> &InVals) const {
  SelectionDAG &DAG = CLI.DAG;
  const SDLoc &DL = CLI.DL;
  CLI.IsTailCall = false;
  StringRef Name = calleeName(CLI);
  auto Fail = [&](const Twine &Msg) {
    ++NumRefusedCalls;
    refuse(DAG, DL, Msg);
    for (const ISD::InputArg &In : CLI.Ins)
      InVals.push_back(DAG.getUNDEF(In.VT));
    return CLI.Chain;
  };

  std::optional<HGPUCallee> C = findCallee(Name);
  if (!C)
    return Fail("hgpu has no calls: '" +
                (Name.empty() ? StringRef("an indirect callee") : Name) +
                "' must be inlined or lowered before code generation");

  // Check the shape: a hand-written declaration may not match the record.
  bool ShapeOK = CLI.Outs.size() == C->NumArgs &&
                 all_of(CLI.Outs, [](const ISD::OutputArg &O) {
                   return O.VT == MVT::i32;
                 });
  switch (C->Kind) {
  case CalleeKind::Pure:
  case CalleeKind::SpecialReg:
    ShapeOK &= CLI.Ins.size() == 1 && CLI.Ins[0].VT == MVT::i32;
    break;
  case CalleeKind::Shuffle:
    ShapeOK &= CLI.Ins.size() == 2 && CLI.Ins[0].VT == MVT::i32 &&
               CLI.Ins[1].VT == MVT::i1;
    break;
  case CalleeKind::Barrier:
  case CalleeKind::WarpSync:
    ShapeOK &= CLI.Ins.empty();
    break;
  }
  if (!ShapeOK)
    return Fail("'" + Name + "' is declared with the wrong type");

  auto Made = [&](SDValue Node) {
    if (PrintWarpNodes) {
      errs() << "hgpu-isel: " << Name << " -> ";
      Node->print(errs(), &DAG);
      errs() << "\n";
    }
  };
  switch (C->Kind) {
  case CalleeKind::Pure: {
    ++NumWarpNodes;
    SmallVector<SDValue, 2> Ops(CLI.OutVals.begin(), CLI.OutVals.end());
    InVals.push_back(DAG.getNode(C->Opcode, DL, MVT::i32, Ops));
    Made(InVals.back());
    return CLI.Chain;
  }
  case CalleeKind::SpecialReg:
    InVals.push_back(DAG.getNode(
        HGPUISD::SREG, DL, MVT::i32,
        DAG.getTargetConstant(C->SRegNumber, DL, MVT::i32)));
    return CLI.Chain;
  case CalleeKind::Barrier:
    return DAG.getNode(HGPUISD::BARRIER, DL, MVT::Other, CLI.Chain);
  case CalleeKind::WarpSync:
    return DAG.getNode(HGPUISD::WARP_SYNC, DL, MVT::Other, CLI.Chain,
                       CLI.OutVals[0]);
  case CalleeKind::Shuffle: {
    if (!Subtarget.hasNativeShfl())
      return Fail("'" + Name + "' needs the native-shfl feature (hgpu2); " +
                  "this subtarget is " + Subtarget.getCPU());
    auto *W = dyn_cast<ConstantSDNode>(CLI.OutVals[2]);
    if (!W || !isPowerOf2Width(W->getZExtValue()))
      return Fail("'" + Name +
                  "': the width must be an immediate 1, 2, 4, 8, 16 or 32");
    ++NumWarpNodes;
    SDValue Node = DAG.getNode(
        C->Opcode, DL, DAG.getVTList(MVT::i32, MVT::i1), CLI.OutVals[0],
        CLI.OutVals[1], DAG.getTargetConstant(W->getZExtValue(), DL, MVT::i32));
    Made(Node);
    InVals.push_back(Node.getValue(0));
    InVals.push_back(Node.getValue(1));
    return CLI.Chain;
  }
  }
  llvm_unreachable("covered switch");
}

//===----------------------------------------------------------------------===//
// Custom operations
//===----------------------------------------------------------------------===//

SDValue HGPUTargetLowering::lowerGlobalAddress(SDValue Op,
                                               SelectionDAG &DAG) const {
  auto *GA = cast<GlobalAddressSDNode>(Op);
  SDLoc DL(Op);
  const auto *GV = dyn_cast<GlobalVariable>(GA->getGlobal());
  if (GV)
    if (std::optional<uint32_t> Off = HGPU::sharedOffset(*GV))
      return DAG.getConstant(*Off + GA->getOffset(), DL, Op.getValueType());
  refuse(DAG, DL,
         "hgpu: '" + GA->getGlobal()->getName() +
             "' is not a shared variable; only shared memory (address space "
             "3) can hold module-level variables");
  return DAG.getUNDEF(Op.getValueType());
}

SDValue HGPUTargetLowering::lowerLoadI1(SDValue Op, SelectionDAG &DAG) const {
  // An i1 in memory is a byte, 0 or 1.
  auto *LD = cast<LoadSDNode>(Op);
  SDLoc DL(Op);
  SDValue Byte = DAG.getExtLoad(ISD::ZEXTLOAD, DL, MVT::i32, LD->getChain(),
                                LD->getBasePtr(), MVT::i8, LD->getMemOperand());
  SDValue Bit = DAG.getNode(ISD::TRUNCATE, DL, MVT::i1, Byte);
  return DAG.getMergeValues({Bit, Byte.getValue(1)}, DL);
}

SDValue HGPUTargetLowering::lowerStoreI1(SDValue Op, SelectionDAG &DAG) const {
  auto *ST = cast<StoreSDNode>(Op);
  SDLoc DL(Op);
  SDValue Byte = DAG.getNode(ISD::ZERO_EXTEND, DL, MVT::i32, ST->getValue());
  return DAG.getTruncStore(ST->getChain(), DL, Byte, ST->getBasePtr(), MVT::i8,
                           ST->getMemOperand());
}

SDValue HGPUTargetLowering::lowerDynamicAlloca(SDValue Op,
                                               SelectionDAG &DAG) const {
  SDLoc DL(Op);
  refuse(DAG, DL, "hgpu: dynamically sized allocas are not supported (there "
                  "is no stack pointer)");
  return DAG.getMergeValues({DAG.getUNDEF(Op.getValueType()), Op.getOperand(0)},
                            DL);
}

TargetLowering::AtomicExpansionKind
HGPUTargetLowering::shouldExpandAtomicRMWInIR(AtomicRMWInst *RMW) const {
  // The operations hgpu has (atom.*.32); the others become compare-and-swap
  // loops.
  switch (RMW->getOperation()) {
  case AtomicRMWInst::Add:
  case AtomicRMWInst::Xchg:
  case AtomicRMWInst::Min:
  case AtomicRMWInst::Max:
  case AtomicRMWInst::UMin:
  case AtomicRMWInst::UMax:
  case AtomicRMWInst::And:
  case AtomicRMWInst::Or:
  case AtomicRMWInst::Xor:
    if (RMW->getType()->isIntegerTy(32) && !RMW->getType()->isVectorTy())
      return AtomicExpansionKind::None;
    break;
  default:
    break;
  }
  return AtomicExpansionKind::CmpXChg;
}

TargetLowering::AtomicExpansionKind
HGPUTargetLowering::shouldExpandAtomicLoadInIR(LoadInst *) const {
  // An atomic load is a compare-and-swap that changes nothing.
  return AtomicExpansionKind::CmpXChg;
}

TargetLowering::AtomicExpansionKind
HGPUTargetLowering::shouldExpandAtomicStoreInIR(StoreInst *) const {
  // An atomic store is an exchange whose result is unused.
  return AtomicExpansionKind::Expand;
}

SDValue HGPUTargetLowering::lowerForeignIntrinsic(SDValue Op,
                                                  SelectionDAG &DAG) const {
  // Operand 0 is the chain for W_CHAIN and VOID, then the intrinsic's ID.
  bool HasChain = Op.getOpcode() != ISD::INTRINSIC_WO_CHAIN;
  unsigned ID = Op.getConstantOperandVal(HasChain ? 1 : 0);
  SDLoc DL(Op);
  refuse(DAG, DL,
         "hgpu cannot run the intrinsic '" +
             Intrinsic::getBaseName(static_cast<Intrinsic::ID>(ID)) +
             "': no pass lowered it for hgpu");
  SmallVector<SDValue, 4> Results;
  for (unsigned I = 0, E = Op->getNumValues(); I != E; ++I) {
    EVT VT = Op->getValueType(I);
    Results.push_back(VT == MVT::Other ? Op.getOperand(0) : DAG.getUNDEF(VT));
  }
  return DAG.getMergeValues(Results, DL);
}

SDValue HGPUTargetLowering::LowerOperation(SDValue Op, SelectionDAG &DAG) const {
  switch (Op.getOpcode()) {
  case ISD::GlobalAddress:
    return lowerGlobalAddress(Op, DAG);
  case ISD::LOAD:
    return lowerLoadI1(Op, DAG);
  case ISD::STORE:
    return lowerStoreI1(Op, DAG);
  case ISD::DYNAMIC_STACKALLOC:
    return lowerDynamicAlloca(Op, DAG);
  case ISD::INTRINSIC_WO_CHAIN:
  case ISD::INTRINSIC_W_CHAIN:
  case ISD::INTRINSIC_VOID:
    return lowerForeignIntrinsic(Op, DAG);
  case ISD::ATOMIC_FENCE:
    return Op.getOperand(0);
  default:
    llvm_unreachable("an operation marked Custom without a lowering");
  }
}

// The next file of a unity batch (shfl_unity_build) defines its own.
#undef DEBUG_TYPE

//===- HGPUISelLowering.h - hgpu DAG lowering -------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Recipe step 2: the hgpu SelectionDAG nodes, and the lowering that makes
/// them.  An out-of-tree target has no Intrinsic::IDs, so a call of an
/// llvm.hgpu.* function reaches LowerCall as an ordinary call; LowerCall
/// recognises it by name (one table) and builds the target node.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_TARGET_HGPU_HGPUISELLOWERING_H
#define SHFL_TARGET_HGPU_HGPUISELLOWERING_H

#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/CodeGen/TargetLowering.h"

namespace llvm {
class HGPUSubtarget;
class HGPUTargetMachine;

namespace HGPUISD {
enum NodeType : unsigned {
  FIRST_NUMBER = ISD::BUILTIN_OP_END,
  // Warp nodes (the recipe's step 2), from llvm.hgpu.* calls.
  LANE_ID,   ///< i32: the lane's index in its warp
  GATHER,    ///< i32 (value, lane): value of lane `lane & 31`
  SHFL_IDX,  ///< {i32, i1} (value, b, width): the native segmented shuffles,
  SHFL_UP,   ///< hgpu2 only; width is a target constant
  SHFL_DOWN,
  SHFL_XOR,
  // The rest of the machine.
  SREG,        ///< i32 (number): a special register (HGPUSRegs.h)
  LD_PARAM,    ///< i32/i64 (offset): a kernel parameter
  LD_PARAM_U8, ///< i32 (offset): a 1-byte kernel parameter, zero-extended
  LD_PARAM_U16,
  BARRIER,   ///< chain: bar.sync
  WARP_SYNC, ///< chain, mask: bar.warp.sync
  EXIT,    ///< chain: the end of the kernel
};
} // namespace HGPUISD

class HGPUTargetLowering : public TargetLowering {
  const HGPUSubtarget &Subtarget;

public:
  HGPUTargetLowering(const HGPUTargetMachine &TM, const HGPUSubtarget &STI);

  const char *getTargetNodeName(unsigned Opcode) const override;
  EVT getSetCCResultType(const DataLayout &, LLVMContext &,
                         EVT VT) const override {
    return VT.isVector() ? VT.changeVectorElementTypeToInteger() : MVT::i1;
  }
  MVT getScalarShiftAmountTy(const DataLayout &, EVT) const override {
    return MVT::i32;
  }

  SDValue LowerOperation(SDValue Op, SelectionDAG &DAG) const override;
  SDValue LowerFormalArguments(SDValue Chain, CallingConv::ID CallConv,
                               bool IsVarArg,
                               const SmallVectorImpl<ISD::InputArg> &Ins,
                               const SDLoc &DL, SelectionDAG &DAG,
                               SmallVectorImpl<SDValue> &InVals) const override;
  SDValue LowerReturn(SDValue Chain, CallingConv::ID CallConv, bool IsVarArg,
                      const SmallVectorImpl<ISD::OutputArg> &Outs,
                      const SmallVectorImpl<SDValue> &OutVals, const SDLoc &DL,
                      SelectionDAG &DAG) const override;
  SDValue LowerCall(CallLoweringInfo &CLI,
                    SmallVectorImpl<SDValue> &InVals) const override;

  AtomicExpansionKind
  shouldExpandAtomicRMWInIR(AtomicRMWInst *RMW) const override;
  AtomicExpansionKind shouldExpandAtomicLoadInIR(LoadInst *LI) const override;
  AtomicExpansionKind shouldExpandAtomicStoreInIR(StoreInst *SI) const override;

private:
  SDValue lowerGlobalAddress(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerLoadI1(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerStoreI1(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerDynamicAlloca(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerForeignIntrinsic(SDValue Op, SelectionDAG &DAG) const;
};

} // namespace llvm

#endif

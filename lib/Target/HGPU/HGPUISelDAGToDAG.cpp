//===- HGPUISelDAGToDAG.cpp - hgpu instruction selection ------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The SelectionDAG instruction selector.  The patterns (recipe step 4) are
/// generated from HGPUInstrInfo.td; this file adds what patterns cannot say:
/// frame indices, and the base + offset split of addresses.
///
//===----------------------------------------------------------------------===//

#include "HGPU.h"
#include "HGPUSubtarget.h"
#include "HGPUTargetMachine.h"
#include "llvm/CodeGen/SelectionDAGISel.h"

using namespace llvm;

#define DEBUG_TYPE "hgpu-isel"
#define PASS_NAME "hgpu DAG->DAG instruction selection"

namespace {

class HGPUDAGToDAGISel : public SelectionDAGISel {
  const HGPUSubtarget *Subtarget = nullptr;

public:
  HGPUDAGToDAGISel(HGPUTargetMachine &TM, CodeGenOptLevel OL)
      : SelectionDAGISel(TM, OL) {}

  bool runOnMachineFunction(MachineFunction &MF) override {
    Subtarget = &MF.getSubtarget<HGPUSubtarget>();
    return SelectionDAGISel::runOnMachineFunction(MF);
  }

  void Select(SDNode *N) override;

  /// Address = Base + Offset, Offset a signed 32-bit immediate.
  bool selectAddr(SDValue Addr, SDValue &Base, SDValue &Offset);

#include "HGPUGenDAGISel.inc"
};

class HGPUDAGToDAGISelLegacy : public SelectionDAGISelLegacy {
public:
  static char ID;
  HGPUDAGToDAGISelLegacy(HGPUTargetMachine &TM, CodeGenOptLevel OL)
      : SelectionDAGISelLegacy(ID,
                               std::make_unique<HGPUDAGToDAGISel>(TM, OL)) {}
};

} // namespace

char HGPUDAGToDAGISelLegacy::ID = 0;

/// A frame index is a private address that frame lowering fixes later:
/// mov.b32 d, <frame index>.
static SDValue frameAddress(SelectionDAG &DAG, FrameIndexSDNode *FI) {
  SDLoc DL(FI);
  SDValue TFI = DAG.getTargetFrameIndex(FI->getIndex(), MVT::i32);
  return SDValue(DAG.getMachineNode(HGPU::MOV32ri, DL, MVT::i32, TFI), 0);
}

void HGPUDAGToDAGISel::Select(SDNode *N) {
  if (N->isMachineOpcode()) {
    N->setNodeId(-1);
    return;
  }
  if (auto *FI = dyn_cast<FrameIndexSDNode>(N)) {
    ReplaceNode(N, frameAddress(*CurDAG, FI).getNode());
    return;
  }
  SelectCode(N);
}

bool HGPUDAGToDAGISel::selectAddr(SDValue Addr, SDValue &Base,
                                  SDValue &Offset) {
  SDLoc DL(Addr);
  EVT VT = Addr.getValueType();
  int64_t Off = 0;
  if (CurDAG->isBaseWithConstantOffset(Addr)) {
    int64_t C = cast<ConstantSDNode>(Addr.getOperand(1))->getSExtValue();
    if (isInt<32>(C)) {
      Off = C;
      Addr = Addr.getOperand(0);
    }
  }
  if (auto *FI = dyn_cast<FrameIndexSDNode>(Addr))
    Base = frameAddress(*CurDAG, FI);
  else if (auto *C = dyn_cast<ConstantSDNode>(Addr); C && VT == MVT::i32 &&
                                                     isInt<32>(Off + C->getSExtValue())) {
    // A fixed shared address: materialise 0 once and fold the constant.
    Off += C->getSExtValue();
    Base = SDValue(CurDAG->getMachineNode(HGPU::MOV32ri, DL, MVT::i32,
                                          CurDAG->getTargetConstant(0, DL, MVT::i32)),
                   0);
  } else
    Base = Addr;
  Offset = CurDAG->getTargetConstant(static_cast<int32_t>(Off), DL, MVT::i32);
  return true;
}

FunctionPass *llvm::createHGPUISelDag(HGPUTargetMachine &TM,
                                      CodeGenOptLevel OL) {
  return new HGPUDAGToDAGISelLegacy(TM, OL);
}

// The next file of a unity batch (shfl_unity_build) defines its own.
#undef DEBUG_TYPE

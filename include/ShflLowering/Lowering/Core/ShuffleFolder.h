//===- ShuffleFolder.h - The shuffle driver's IRBuilder folder --*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The folder of the IRBuilder that lowers each shuffle call.  The lowering
/// builds its range checks and source lanes from the operands b and c and the
/// lane ids; with constant operands most of that folds away.  What folds is
/// constant arithmetic, a few identities on the masks (x & 0, x | 0,
/// x ^ 0, x & ~0, ...) and selects on a constant or between equal values,
/// which need no analysis.  InstSimplify (the
/// InstSimplifyFolder) finds the same folds but asks known-bits questions of
/// every operand on the way, which cost about half of the pass's time per
/// call site; this folder answers from the operands alone and leaves any
/// operation it cannot fold that way unfolded.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_CORE_SHUFFLEFOLDER_H
#define SHFL_LOWERING_LOWERING_CORE_SHUFFLEFOLDER_H

#include "llvm/Analysis/InstSimplifyFolder.h"
#include "llvm/IR/IRBuilderFolder.h"

namespace shfl {

/// Binary operations, compares and selects: constant folding and operand
/// identities (see the file comment).  Everything else, casts and
/// aggregates, goes to InstSimplify, whose rules for those look at the
/// operands only.
/// Every Fold* method returns an existing value or a constant, or null when
/// the operation must be built.
class ShuffleFolder final : public llvm::IRBuilderFolder {
public:
  explicit ShuffleFolder(const llvm::DataLayout &DL) : DL(DL), Full(DL) {}

  llvm::Value *FoldBinOp(llvm::Instruction::BinaryOps Opc, llvm::Value *LHS,
                         llvm::Value *RHS) const override;
  llvm::Value *FoldExactBinOp(llvm::Instruction::BinaryOps Opc, llvm::Value *LHS,
                              llvm::Value *RHS, bool) const override {
    return FoldBinOp(Opc, LHS, RHS);
  }
  llvm::Value *FoldNoWrapBinOp(llvm::Instruction::BinaryOps Opc,
                               llvm::Value *LHS, llvm::Value *RHS, bool,
                               bool) const override {
    return FoldBinOp(Opc, LHS, RHS);
  }
  llvm::Value *FoldCmp(llvm::CmpInst::Predicate P, llvm::Value *LHS,
                       llvm::Value *RHS) const override;

  // The rest is InstSimplify's.
  llvm::Value *FoldBinOpFMF(llvm::Instruction::BinaryOps Opc, llvm::Value *LHS,
                            llvm::Value *RHS,
                            llvm::FastMathFlags FMF) const override {
    return Full.FoldBinOpFMF(Opc, LHS, RHS, FMF);
  }
  llvm::Value *FoldUnOpFMF(llvm::Instruction::UnaryOps Opc, llvm::Value *V,
                           llvm::FastMathFlags FMF) const override {
    return Full.FoldUnOpFMF(Opc, V, FMF);
  }
  llvm::Value *FoldGEP(llvm::Type *Ty, llvm::Value *Ptr,
                       llvm::ArrayRef<llvm::Value *> IdxList,
                       llvm::GEPNoWrapFlags NW) const override {
    return Full.FoldGEP(Ty, Ptr, IdxList, NW);
  }
  llvm::Value *FoldSelect(llvm::Value *C, llvm::Value *True,
                          llvm::Value *False) const override;
  llvm::Value *FoldExtractValue(llvm::Value *Agg,
                                llvm::ArrayRef<unsigned> IdxList) const override {
    return Full.FoldExtractValue(Agg, IdxList);
  }
  llvm::Value *FoldInsertValue(llvm::Value *Agg, llvm::Value *Val,
                               llvm::ArrayRef<unsigned> IdxList) const override {
    return Full.FoldInsertValue(Agg, Val, IdxList);
  }
  llvm::Value *FoldExtractElement(llvm::Value *Vec,
                                  llvm::Value *Idx) const override {
    return Full.FoldExtractElement(Vec, Idx);
  }
  llvm::Value *FoldInsertElement(llvm::Value *Vec, llvm::Value *NewElt,
                                 llvm::Value *Idx) const override {
    return Full.FoldInsertElement(Vec, NewElt, Idx);
  }
  llvm::Value *FoldShuffleVector(llvm::Value *V1, llvm::Value *V2,
                                 llvm::ArrayRef<int> Mask) const override {
    return Full.FoldShuffleVector(V1, V2, Mask);
  }
  llvm::Value *FoldCast(llvm::Instruction::CastOps Op, llvm::Value *V,
                        llvm::Type *DestTy) const override {
    return Full.FoldCast(Op, V, DestTy);
  }
  llvm::Value *FoldBinaryIntrinsic(llvm::Intrinsic::ID ID, llvm::Value *LHS,
                                   llvm::Value *RHS, llvm::Type *Ty,
                                   llvm::Instruction *FMFSource) const override {
    return Full.FoldBinaryIntrinsic(ID, LHS, RHS, Ty, FMFSource);
  }
  llvm::Value *CreatePointerCast(llvm::Constant *C,
                                 llvm::Type *DestTy) const override {
    return Full.CreatePointerCast(C, DestTy);
  }
  llvm::Value *
  CreatePointerBitCastOrAddrSpaceCast(llvm::Constant *C,
                                      llvm::Type *DestTy) const override {
    return Full.CreatePointerBitCastOrAddrSpaceCast(C, DestTy);
  }

private:
  const llvm::DataLayout &DL;
  llvm::InstSimplifyFolder Full;
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_CORE_SHUFFLEFOLDER_H

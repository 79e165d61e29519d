//===- PTXBuild.h - What the IR builders of the table rows see ----*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// BuildCtx is the code generator's face towards the row builders: it reads
/// and writes operands as integers of the width the instruction asks for
/// (every PTX register is a bag of bits here; float instructions bitcast),
/// applies the guard of a pure instruction as a select on the write, and
/// emits intrinsic calls with the asm call's convergence bundle.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LIB_PTX_PTXBUILD_H
#define SHFL_LOWERING_LIB_PTX_PTXBUILD_H

#include "ShflLowering/PTX/PTXInstrTable.h"
#include "ShflLowering/PTX/PTXSema.h"
#include "ShflLowering/Support/PassParams.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"

namespace shfl {
namespace ptx {

/// An IEEE binary format: exponent and stored-mantissa widths.
struct FpFormat {
  unsigned ExpBits, MantBits;
  unsigned bits() const { return 1 + ExpBits + MantBits; }
  int bias() const { return (1 << (ExpBits - 1)) - 1; }
  /// The bits of +infinity: the exponent field all ones.
  uint64_t infBits() const {
    return ((uint64_t(1) << ExpBits) - 1) << MantBits;
  }
  bool operator==(const FpFormat &O) const {
    return ExpBits == O.ExpBits && MantBits == O.MantBits;
  }
};
constexpr FpFormat FmtF16{5, 10}, FmtBF16{8, 7}, FmtF32{8, 23},
    FmtF64{11, 52};
/// The format of a scalar float type (the lane type of an x2 type).
FpFormat formatOf(PTXType T);

/// A rounding direction of the PTX modifiers.
enum class Rounding { RN, RZ, RM, RP };
/// The rounding modifier of \p I (.rn/.rz/.rm/.rp or the integer-rounding
/// .rni/.rzi/.rmi/.rpi), or \p Default.
Rounding roundingOf(const RInstr &I, Rounding Default = Rounding::RN);
bool hasIntegerRounding(const RInstr &I);

class BuildCtx {
public:
  BuildCtx(llvm::IRBuilderBase &B, const Program &P, const AsmSignature &Sig,
           llvm::CallInst &CI)
      : B(B), M(*CI.getModule()), Ctx(CI.getContext()), P(P), Sig(Sig),
        CI(CI) {}

  llvm::IRBuilderBase &B;
  llvm::Module &M;
  llvm::LLVMContext &Ctx;
  const Program &P;
  const AsmSignature &Sig;
  llvm::CallInst &CI;

  /// How the approximate instructions are lowered (PassParams.h).
  NVApprox Approx = NVApprox::Exact;

  /// When set, writes are `select(Guard, new, old)` (a pure instruction
  /// under a guard).
  llvm::Value *GuardPred = nullptr;

  // Storage, set up by the code generator.
  std::vector<llvm::AllocaInst *> RegSlots;  ///< per register
  std::vector<llvm::Value *> AsmValues;      ///< per asm operand: value or
                                             ///< alloca
  std::vector<bool> AsmIsSlot;               ///< AsmValues[i] is an alloca
  std::vector<llvm::Value *> AsmPointers;    ///< the original pointer
                                             ///< argument of an unwritten
                                             ///< input, else null

  /// Operand \p R as an integer of \p Bits bits.  Wider registers are
  /// truncated, narrower ones extended (sign-extended with \p SExt).
  llvm::Value *read(const ROperand &R, unsigned Bits, bool SExt = false);
  /// A float operand as the bits of format \p F (decimal literals are
  /// rounded to \p F; 0f/0d literals converted exactly).
  llvm::Value *readFloat(const ROperand &R, FpFormat F);
  /// A predicate source, negation applied.
  llvm::Value *readPred(const ROperand &R);
  /// Writes \p V (an integer) to a value destination; a narrower value is
  /// sign-extended with \p SExt, else zero-extended; a wider one truncated.
  void write(const ROperand &R, llvm::Value *V, bool SExt = false);
  /// Writes an i1 to a predicate destination (Sink: nothing).
  void writePred(const ROperand &R, llvm::Value *V);
  /// The bits of an immediate operand ('i' slot).
  uint64_t immediate(const ROperand &R) const;
  /// The width of the register behind a value operand (0 for immediates).
  unsigned widthOf(const ROperand &R) const;

  /// The address operand \p R as a pointer in address space \p AS.
  llvm::Value *address(const ROperand &R, unsigned AS);

  /// A call of intrinsic \p ID; \p Convergent calls carry the asm call's
  /// convergence-control bundle.
  llvm::CallInst *intrinsic(llvm::Intrinsic::ID ID,
                            llvm::ArrayRef<llvm::Type *> Tys,
                            llvm::ArrayRef<llvm::Value *> Args,
                            const llvm::Twine &Name = "",
                            bool Convergent = false);
  /// A call of an NVVM function by name (for the ones an LLVM version does
  /// not declare), with the given type.
  llvm::CallInst *namedCall(llvm::StringRef Name, llvm::Type *Ret,
                            llvm::ArrayRef<llvm::Value *> Args,
                            const llvm::Twine &ValueName = "",
                            bool Convergent = false, bool ReadNone = false);
  /// The value of special register \p Index of specialRegisters().
  llvm::Value *specialRegister(unsigned Index);

  llvm::IntegerType *intTy(unsigned Bits) {
    return llvm::IntegerType::get(Ctx, Bits);
  }
  llvm::ConstantInt *cst(unsigned Bits, uint64_t V) {
    return llvm::ConstantInt::get(intTy(Bits), V);
  }

  /// The synchronisation scope of a PTX scope word (cta, cluster, gpu, sys),
  /// by NVPTX's names.
  llvm::SyncScope::ID scope(Mod Scope);
};

//===--------------------------------------------------------------------===//
// Builders of the table rows (PTXBuild*.cpp)
//===--------------------------------------------------------------------===//

// Data movement (PTXBuildData.cpp).
void buildMov(BuildCtx &C, const RInstr &I);
void buildCvt(BuildCtx &C, const RInstr &I);
void buildCvtPack(BuildCtx &C, const RInstr &I);
void buildCvta(BuildCtx &C, const RInstr &I);
void buildPrmt(BuildCtx &C, const RInstr &I);
void buildLd(BuildCtx &C, const RInstr &I);
void buildSt(BuildCtx &C, const RInstr &I);
void buildAtom(BuildCtx &C, const RInstr &I);
void buildRed(BuildCtx &C, const RInstr &I);
void buildIsspacep(BuildCtx &C, const RInstr &I);

// Integer and logic (PTXBuildInt.cpp).
void buildIntAdd(BuildCtx &C, const RInstr &I);
void buildIntSub(BuildCtx &C, const RInstr &I);
void buildIntMul(BuildCtx &C, const RInstr &I);
void buildIntMad(BuildCtx &C, const RInstr &I);
void buildIntMul24(BuildCtx &C, const RInstr &I);
void buildIntMad24(BuildCtx &C, const RInstr &I);
void buildIntDiv(BuildCtx &C, const RInstr &I);
void buildIntRem(BuildCtx &C, const RInstr &I);
void buildIntMinMax(BuildCtx &C, const RInstr &I);
void buildIntAbs(BuildCtx &C, const RInstr &I);
void buildIntNeg(BuildCtx &C, const RInstr &I);
void buildIntX2(BuildCtx &C, const RInstr &I);
void buildDot(BuildCtx &C, const RInstr &I);
void buildLogic(BuildCtx &C, const RInstr &I);
void buildNot(BuildCtx &C, const RInstr &I);
void buildCnot(BuildCtx &C, const RInstr &I);
void buildShift(BuildCtx &C, const RInstr &I);
void buildShf(BuildCtx &C, const RInstr &I);
void buildBfe(BuildCtx &C, const RInstr &I);
void buildBfi(BuildCtx &C, const RInstr &I);
void buildPopc(BuildCtx &C, const RInstr &I);
void buildClz(BuildCtx &C, const RInstr &I);
void buildBrev(BuildCtx &C, const RInstr &I);
void buildBmsk(BuildCtx &C, const RInstr &I);
void buildBfind(BuildCtx &C, const RInstr &I);
void buildLop3(BuildCtx &C, const RInstr &I);
void buildSetp(BuildCtx &C, const RInstr &I);
void buildSet(BuildCtx &C, const RInstr &I);
void buildSelp(BuildCtx &C, const RInstr &I);
void buildSlct(BuildCtx &C, const RInstr &I);
void buildPredLogic(BuildCtx &C, const RInstr &I);

// Floating point (PTXBuildFloat.cpp).
void buildFloatArith(BuildCtx &C, const RInstr &I);
void buildFloatUnary(BuildCtx &C, const RInstr &I);
void buildFloatMinMax(BuildCtx &C, const RInstr &I);
void buildFloatApprox(BuildCtx &C, const RInstr &I);
void buildCopysign(BuildCtx &C, const RInstr &I);

// Warp, barriers, fences and control (PTXBuildWarp.cpp).
void buildShfl(BuildCtx &C, const RInstr &I);
void buildVote(BuildCtx &C, const RInstr &I);
void buildMatch(BuildCtx &C, const RInstr &I);
void buildRedux(BuildCtx &C, const RInstr &I);
void buildActivemask(BuildCtx &C, const RInstr &I);
void buildElect(BuildCtx &C, const RInstr &I);
void buildBarWarpSync(BuildCtx &C, const RInstr &I);
void buildBarrier(BuildCtx &C, const RInstr &I);
void buildFence(BuildCtx &C, const RInstr &I);
void buildNanosleep(BuildCtx &C, const RInstr &I);
void buildTrap(BuildCtx &C, const RInstr &I);
void buildExit(BuildCtx &C, const RInstr &I);
void buildNoop(BuildCtx &C, const RInstr &I);

} // namespace ptx
} // namespace shfl

#endif // SHFL_LOWERING_LIB_PTX_PTXBUILD_H

//===- LoweringCheck.cpp - Run lowered hgpu IR for a whole warp -----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// An exhaustive check of the IR nvvm-shfl-to-hgpu emits, without the
/// emulator.  The lowered code of one shuffle is a single basic block of
/// integer arithmetic and hgpu intrinsic calls, so it can be run for all 32
/// lanes in lock step: every instruction is evaluated for every lane before
/// the next, and the cross-lane intrinsics read the other lanes' operands as
/// HGPUSemantics.h (written from the TableGen docs) defines.  (Running each
/// lane on its own, as lli would, cannot evaluate a cross-lane operation.)
///
///   hgpu-lowering-check gen > shfl.ll          one function per (mode, c),
///                                              plus one per mode with a
///                                              runtime c
///   opt ... -passes='nvvm-shfl-to-hgpu<hgpu2>' shfl.ll -o lowered.ll
///   hgpu-lowering-check check lowered.ll       runs every function on every
///                                              b pattern (and, for a runtime
///                                              c, every c) against the PTX
///                                              model
///
/// Intrinsic names come from the generated HGPUIntrinsics.inc.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Semantics/HGPUSemantics.h"
#include "ShflLowering/Semantics/PTXShflModel.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <array>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <vector>

using namespace llvm;
using namespace shfl;
namespace sem = shfl::hgpu::sem;

namespace {

// The hgpu intrinsics by name, from the generated table.
enum class Prim { LaneId, Gather, ShflIdx, ShflUp, ShflDown, ShflBfly };
struct NamedPrim {
  const char *Name;
  Prim P;
};
const NamedPrim Intrinsics[] = {
#define WARP_INTRINSIC(ENUM, NAME, PRIMITIVE, ...) {NAME, Prim::PRIMITIVE},
#include "ShflLowering/Target/HGPU/HGPUIntrinsics.inc"
};

constexpr uint32_t C_VALUES = 1024; // segment mask x clamp, bits [12:8], [4:0]
uint32_t cFromIndex(uint32_t I) { return ((I >> 5) << 8) | (I & 31u); }

/// The b operand of every lane for pattern \p Pat.
constexpr unsigned NumBPatterns = 32 + 3;
void fillB(unsigned Pat, uint32_t *B) {
  for (uint32_t L = 0; L < 32; ++L) {
    if (Pat < 32)
      B[L] = Pat;
    else if (Pat == 32)
      B[L] = L;
    else if (Pat == 33)
      B[L] = (L * 13u + 5u) & 63u;
    else
      B[L] = 0xffffffe0u | (31u - L);
  }
}

/// One value for all lanes: an i32 or i1 in V, the i1 of a {i32, i1} in P.
struct Lanes {
  std::array<uint32_t, 32> V{};
  std::array<uint32_t, 32> P{};
};

class WarpInterpreter {
public:
  explicit WarpInterpreter(const Function &F) : F(F) {
    for (const Instruction &I : F.getEntryBlock())
      Insts.push_back(&I);
  }

  /// Runs F for all lanes; returns false (with a message) on IR it cannot run.
  bool run(ArrayRef<const uint32_t *> Args, Lanes &Result) {
    Vals.clear();
    unsigned A = 0;
    for (const Argument &Arg : F.args()) {
      Lanes &L = Vals[&Arg];
      for (uint32_t I = 0; I < 32; ++I)
        L.V[I] = Args[A][I];
      ++A;
    }
    for (const Instruction *I : Insts) {
      if (const auto *Ret = dyn_cast<ReturnInst>(I)) {
        Result = get(Ret->getReturnValue());
        return true;
      }
      if (!step(*I))
        return false;
    }
    errs() << F.getName() << ": no return in the entry block\n";
    return false;
  }

private:
  Lanes get(const Value *V) {
    if (const auto *CI = dyn_cast<ConstantInt>(V)) {
      Lanes L;
      L.V.fill(static_cast<uint32_t>(CI->getZExtValue()));
      return L;
    }
    if (isa<PoisonValue>(V) || isa<UndefValue>(V))
      return Lanes();
    auto It = Vals.find(V);
    if (It == Vals.end()) {
      errs() << F.getName() << ": unknown operand " << *V << "\n";
      std::exit(2);
    }
    return It->second;
  }

  bool step(const Instruction &I) {
    Lanes Out;
    if (const auto *BO = dyn_cast<BinaryOperator>(&I)) {
      Lanes X = get(BO->getOperand(0)), Y = get(BO->getOperand(1));
      for (uint32_t L = 0; L < 32; ++L) {
        uint32_t A = X.V[L], B = Y.V[L];
        switch (BO->getOpcode()) {
        case Instruction::Add: Out.V[L] = A + B; break;
        case Instruction::Sub: Out.V[L] = A - B; break;
        case Instruction::And: Out.V[L] = A & B; break;
        case Instruction::Or: Out.V[L] = A | B; break;
        case Instruction::Xor: Out.V[L] = A ^ B; break;
        case Instruction::Shl: Out.V[L] = B < 32 ? A << B : 0; break;
        case Instruction::LShr: Out.V[L] = B < 32 ? A >> B : 0; break;
        default:
          errs() << F.getName() << ": cannot run " << I << "\n";
          return false;
        }
        if (BO->getType()->isIntegerTy(1))
          Out.V[L] &= 1;
      }
    } else if (const auto *Cmp = dyn_cast<ICmpInst>(&I)) {
      Lanes X = get(Cmp->getOperand(0)), Y = get(Cmp->getOperand(1));
      for (uint32_t L = 0; L < 32; ++L) {
        uint32_t A = X.V[L], B = Y.V[L];
        int32_t SA = static_cast<int32_t>(A), SB = static_cast<int32_t>(B);
        bool R = false;
        switch (Cmp->getPredicate()) {
        case CmpInst::ICMP_EQ: R = A == B; break;
        case CmpInst::ICMP_NE: R = A != B; break;
        case CmpInst::ICMP_ULT: R = A < B; break;
        case CmpInst::ICMP_ULE: R = A <= B; break;
        case CmpInst::ICMP_UGT: R = A > B; break;
        case CmpInst::ICMP_UGE: R = A >= B; break;
        case CmpInst::ICMP_SLT: R = SA < SB; break;
        case CmpInst::ICMP_SLE: R = SA <= SB; break;
        case CmpInst::ICMP_SGT: R = SA > SB; break;
        case CmpInst::ICMP_SGE: R = SA >= SB; break;
        default:
          errs() << F.getName() << ": cannot run " << I << "\n";
          return false;
        }
        Out.V[L] = R;
      }
    } else if (const auto *Sel = dyn_cast<SelectInst>(&I)) {
      Lanes C = get(Sel->getCondition()), T = get(Sel->getTrueValue()),
            E = get(Sel->getFalseValue());
      for (uint32_t L = 0; L < 32; ++L)
        Out.V[L] = C.V[L] ? T.V[L] : E.V[L];
    } else if (const auto *EV = dyn_cast<ExtractValueInst>(&I)) {
      Lanes S = get(EV->getAggregateOperand());
      Out.V = EV->getIndices()[0] == 0 ? S.V : S.P;
    } else if (const auto *IV = dyn_cast<InsertValueInst>(&I)) {
      Out = get(IV->getAggregateOperand());
      Lanes X = get(IV->getInsertedValueOperand());
      (IV->getIndices()[0] == 0 ? Out.V : Out.P) = X.V;
    } else if (isa<BitCastInst>(&I)) {
      Out = get(I.getOperand(0));
    } else if (const auto *Call = dyn_cast<CallInst>(&I)) {
      if (!callIntrinsic(*Call, Out))
        return false;
    } else {
      errs() << F.getName() << ": cannot run " << I << "\n";
      return false;
    }
    Vals[&I] = Out;
    return true;
  }

  bool callIntrinsic(const CallInst &Call, Lanes &Out) {
    const Function *Callee = Call.getCalledFunction();
    std::optional<Prim> P;
    for (const NamedPrim &NP : Intrinsics)
      if (Callee && Callee->getName() == NP.Name)
        P = NP.P;
    if (!P) {
      errs() << F.getName() << ": call to an unknown function: " << Call << "\n";
      return false;
    }
    switch (*P) {
    case Prim::LaneId:
      for (uint32_t L = 0; L < 32; ++L)
        Out.V[L] = sem::laneId(L);
      return true;
    case Prim::Gather: {
      Lanes Val = get(Call.getArgOperand(0)), Src = get(Call.getArgOperand(1));
      sem::gather(sem::AllLanes, Val.V.data(), Src.V.data(), Out.V.data());
      return true;
    }
    default:
      break;
    }
    const auto *W = dyn_cast<ConstantInt>(Call.getArgOperand(2));
    if (!W) {
      errs() << F.getName() << ": width is not an immediate\n";
      return false;
    }
    const sem::ShflMode M = *P == Prim::ShflIdx    ? sem::ShflMode::Idx
                            : *P == Prim::ShflUp   ? sem::ShflMode::Up
                            : *P == Prim::ShflDown ? sem::ShflMode::Down
                                                   : sem::ShflMode::Xor;
    Lanes Val = get(Call.getArgOperand(0)), B = get(Call.getArgOperand(1));
    bool Pred[32];
    if (!sem::shfl(M, sem::AllLanes, Val.V.data(), B.V.data(),
                   static_cast<uint32_t>(W->getZExtValue()), Out.V.data(), Pred)) {
      errs() << F.getName() << ": invalid width " << *W << "\n";
      return false;
    }
    for (uint32_t L = 0; L < 32; ++L)
      Out.P[L] = Pred[L];
    return true;
  }

  const Function &F;
  std::vector<const Instruction *> Insts;
  DenseMap<const Value *, Lanes> Vals;
};

int generate() {
  std::printf("; Generated by hgpu-lowering-check gen.\n");
  for (unsigned M = 0; M < ptx::NumModes; ++M) {
    const char *Mode = ptx::modeName(ptx::Mode(M));
    for (uint32_t I = 0; I < C_VALUES; ++I)
      std::printf("define { i32, i1 } @shfl_%s_c%u(i32 %%v, i32 %%b) {\n"
                  "  %%r = call { i32, i1 } @llvm.nvvm.shfl.sync.%s.i32p(i32 -1, "
                  "i32 %%v, i32 %%b, i32 %u)\n  ret { i32, i1 } %%r\n}\n",
                  Mode, cFromIndex(I), Mode, cFromIndex(I));
    std::printf("define { i32, i1 } @shfl_%s_rt(i32 %%v, i32 %%b, i32 %%c) {\n"
                "  %%r = call { i32, i1 } @llvm.nvvm.shfl.sync.%s.i32p(i32 -1, "
                "i32 %%v, i32 %%b, i32 %%c)\n  ret { i32, i1 } %%r\n}\n",
                Mode, Mode);
    std::printf("declare { i32, i1 } @llvm.nvvm.shfl.sync.%s.i32p(i32, i32, i32, "
                "i32)\n",
                Mode);
  }
  return 0;
}

int check(const char *Path) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseIRFile(Path, Err, Ctx);
  if (!M) {
    Err.print("hgpu-lowering-check", errs());
    return 2;
  }
  uint32_t In[32];
  for (uint32_t L = 0; L < 32; ++L)
    In[L] = 0x1000u + L * 7u;

  unsigned long Functions = 0, Warps = 0, Mismatches = 0, NumGather = 0,
                NumNative = 0;
  auto compare = [&](const Function &F, ptx::Mode Mode, const uint32_t *B,
                     uint32_t C, const Lanes &Got) {
    uint32_t Cs[32], Ref[32];
    bool RefPred[32];
    for (uint32_t L = 0; L < 32; ++L)
      Cs[L] = C;
    ptx::evaluateWarp(Mode, In, B, Cs, Ref, RefPred);
    ++Warps;
    for (uint32_t L = 0; L < 32; ++L) {
      if (Got.V[L] == Ref[L] && Got.P[L] == RefPred[L])
        continue;
      if (Mismatches++ < 10)
        std::printf("mismatch: %s c=0x%x b=0x%x lane %u: got {0x%x, %u}, "
                    "expected {0x%x, %u}\n",
                    F.getName().str().c_str(), C, B[L], L, Got.V[L], Got.P[L],
                    Ref[L], RefPred[L]);
    }
  };

  for (const Function &F : *M) {
    if (F.isDeclaration())
      continue;
    StringRef Name = F.getName();
    if (!Name.consume_front("shfl_"))
      continue;
    auto [ModeStr, CStr] = Name.split('_');
    std::optional<ptx::Mode> Mode;
    for (unsigned I = 0; I < ptx::NumModes; ++I)
      if (ModeStr == ptx::modeName(ptx::Mode(I)))
        Mode = ptx::Mode(I);
    if (!Mode) {
      errs() << F.getName() << ": unknown mode\n";
      return 2;
    }
    WarpInterpreter Interp(F);
    ++Functions;
    // How the function moves its value, for the summary.
    bool UsesGather = false, UsesNative = false;
    for (const Instruction &I : F.getEntryBlock())
      if (const auto *Call = dyn_cast<CallInst>(&I))
        for (const NamedPrim &NP : Intrinsics)
          if (Call->getCalledFunction() &&
              Call->getCalledFunction()->getName() == NP.Name) {
            UsesGather |= NP.P == Prim::Gather;
            UsesNative |= NP.P != Prim::Gather && NP.P != Prim::LaneId;
          }
    NumGather += UsesGather;
    NumNative += UsesNative;
    uint32_t B[32], CArg[32];
    Lanes Got;
    if (CStr == "rt") {
      for (uint32_t I = 0; I < C_VALUES; ++I) {
        // Also with bits that PTX ignores set.
        for (uint32_t Junk : {0u, 0xffffe0e0u}) {
          const uint32_t C = cFromIndex(I) | Junk;
          for (uint32_t L = 0; L < 32; ++L)
            CArg[L] = C;
          for (unsigned Pat = 0; Pat < NumBPatterns; ++Pat) {
            fillB(Pat, B);
            if (!Interp.run({In, B, CArg}, Got))
              return 2;
            compare(F, *Mode, B, C, Got);
          }
        }
      }
      continue;
    }
    uint32_t C = 0;
    if (!CStr.consume_front("c") || CStr.getAsInteger(10, C)) {
      errs() << F.getName() << ": bad name\n";
      return 2;
    }
    for (unsigned Pat = 0; Pat < NumBPatterns; ++Pat) {
      fillB(Pat, B);
      if (!Interp.run({In, B}, Got))
        return 2;
      compare(F, *Mode, B, C, Got);
    }
  }
  std::printf("%lu functions use the gather, %lu a native shuffle\n",
              NumGather, NumNative);
  std::printf("ran %lu functions on %lu warps, %lu mismatches\n", Functions,
              Warps, Mismatches);
  return Mismatches ? 1 : 0;
}

} // namespace

int main(int argc, char **argv) {
  if (argc == 2 && StringRef(argv[1]) == "gen")
    return generate();
  if (argc == 3 && StringRef(argv[1]) == "check")
    return check(argv[2]);
  std::fprintf(stderr, "usage: hgpu-lowering-check gen\n"
                       "       hgpu-lowering-check check <lowered.ll>\n");
  return 2;
}

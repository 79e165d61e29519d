//===- HGPUTargetMachine.cpp - the hgpu target machine --------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The target machine, the codegen pipeline, and the plugin's entry point:
/// loading HGPUTarget.so into llc (-load) registers the target, so that
/// `llc -march=hgpu -mcpu=hgpu1|hgpu2` compiles hgpu IR.
///
//===----------------------------------------------------------------------===//

#include "HGPUTargetMachine.h"
#include "HGPU.h"
#include "ShflLowering/Target/HGPU/HGPUDataLayout.h"
#include "TargetInfo/HGPUTargetInfo.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetLoweringObjectFileImpl.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Pass.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"

using namespace llvm;


HGPUTargetMachine::HGPUTargetMachine(const Target &T, const Triple &TT,
                                     StringRef CPU, StringRef FS,
                                     const TargetOptions &Options,
                                     std::optional<Reloc::Model> RM,
                                     std::optional<CodeModel::Model> CM,
                                     CodeGenOptLevel OL, bool)
    : SHFL_CODEGEN_TM_BASE(T, shfl::hgpu::DataLayoutString, TT, CPU, FS, Options,
                           RM.value_or(Reloc::Static),
                           CM.value_or(CodeModel::Small), OL),
      TLOF(std::make_unique<TargetLoweringObjectFileELF>()),
      Subtarget(TT, CPU, FS, *this) {
  initAsmInfo();
}

HGPUTargetMachine::~HGPUTargetMachine() = default;

namespace {
/// hgpu computes in f32 only.  LLVM would turn f64, f16 and other
/// floating-point arithmetic into calls of a soft-float library that hgpu
/// does not have (and, with no triple to name one, stop with a fatal error),
/// so each such instruction is refused here with its location and replaced
/// by poison, and code generation goes on to report the rest.  Moving such
/// values (load, store, select, phi, bitcast) needs no library and is kept.
class HGPURefuseFloatTypes : public FunctionPass {
public:
  static char ID;
  HGPURefuseFloatTypes() : FunctionPass(ID) {}
  StringRef getPassName() const override {
    return "hgpu: refuse floating-point types other than f32";
  }

  static bool isOtherFloat(Type *T) {
    Type *S = T->getScalarType();
    return S->isFloatingPointTy() && !S->isFloatTy();
  }

  static bool needsLibrary(const Instruction &I) {
    if (isa<LoadInst, StoreInst, SelectInst, PHINode, BitCastInst,
            ExtractValueInst, InsertValueInst, ExtractElementInst,
            InsertElementInst, ShuffleVectorInst, FreezeInst>(I))
      return false;
    if (isa<CallBase>(I) && !isa<IntrinsicInst>(I))
      return false; // calls are refused by the backend itself
    if (isOtherFloat(I.getType()))
      return true;
    return any_of(I.operands(),
                  [](const Use &U) { return isOtherFloat(U->getType()); });
  }

  bool runOnFunction(Function &F) override {
    SmallVector<Instruction *, 8> Refused;
    for (Instruction &I : instructions(F))
      if (needsLibrary(I))
        Refused.push_back(&I);
    for (Instruction *I : Refused) {
      std::string Ty;
      raw_string_ostream OS(Ty);
      (isOtherFloat(I->getType()) ? I->getType()
                                  : find_if(I->operands(), [](const Use &U) {
                                      return isOtherFloat(U->getType());
                                    })->get()->getType())
          ->print(OS);
      F.getContext().diagnose(DiagnosticInfoUnsupported(
          F, "hgpu computes in f32 only: '" + Twine(I->getOpcodeName()) +
                 "' on " + Ty + " is not supported",
          I->getDebugLoc()));
      if (!I->getType()->isVoidTy())
        I->replaceAllUsesWith(PoisonValue::get(I->getType()));
      I->eraseFromParent();
    }
    return !Refused.empty();
  }
};
char HGPURefuseFloatTypes::ID = 0;

class HGPUPassConfig : public TargetPassConfig {
public:
  HGPUPassConfig(HGPUTargetMachine &TM, PassManagerBase &PM)
      : TargetPassConfig(TM, PM) {
    // hgpu has no calls and no stack pointer to protect.
    disablePass(&StackMapLivenessID);
    disablePass(&FuncletLayoutID);
    disablePass(&PatchableFunctionID);
  }

  HGPUTargetMachine &getHGPUTargetMachine() const {
    return getTM<HGPUTargetMachine>();
  }

  void addIRPasses() override {
    // AtomicExpand: what hgpu's 32-bit atomics cannot do directly becomes
    // compare-and-swap loops, and wider atomics calls, which
    // HGPUTargetLowering::LowerCall refuses with a located error.
    addPass(createAtomicExpandLegacyPass());
    addPass(new HGPURefuseFloatTypes());
    TargetPassConfig::addIRPasses();
  }

  bool addInstSelector() override {
    addPass(createHGPUISelDag(getHGPUTargetMachine(), getOptLevel()));
    return false;
  }
};
} // namespace

TargetPassConfig *HGPUTargetMachine::createPassConfig(PassManagerBase &PM) {
  return new HGPUPassConfig(*this, PM);
}

//===----------------------------------------------------------------------===//
// Shared memory layout
//===----------------------------------------------------------------------===//

namespace {
/// The module's shared variables in layout order: sized ones as defined,
/// then the dynamically sized ones (zero-sized extern arrays) at the end.
SmallVector<const GlobalVariable *, 8> sharedVariables(const Module &M) {
  SmallVector<const GlobalVariable *, 8> Sized, Dynamic;
  for (const GlobalVariable &GV : M.globals()) {
    if (GV.getAddressSpace() != HGPU::Shared)
      continue;
    if (M.getDataLayout().getTypeAllocSize(GV.getValueType()) == 0)
      Dynamic.push_back(&GV);
    else
      Sized.push_back(&GV);
  }
  Sized.append(Dynamic.begin(), Dynamic.end());
  return Sized;
}

uint64_t layoutShared(const Module &M, const GlobalVariable *Stop) {
  const DataLayout &DL = M.getDataLayout();
  uint64_t Offset = 0;
  for (const GlobalVariable *GV : sharedVariables(M)) {
    Offset = alignTo(Offset, DL.getPreferredAlign(GV));
    if (GV == Stop)
      return Offset;
    Offset += DL.getTypeAllocSize(GV->getValueType());
  }
  return Offset;
}
} // namespace

std::optional<uint32_t> HGPU::sharedOffset(const GlobalVariable &GV) {
  if (GV.getAddressSpace() != HGPU::Shared)
    return std::nullopt;
  return static_cast<uint32_t>(layoutShared(*GV.getParent(), &GV));
}

uint32_t HGPU::sharedSize(const Module &M) {
  return static_cast<uint32_t>(layoutShared(M, nullptr));
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

extern "C" void LLVMInitializeHGPUTarget() {
  RegisterTargetMachine<HGPUTargetMachine> X(getTheHGPUTarget());
}

namespace {
/// HGPUTarget.so registers everything when it is loaded (llc -load=...).
struct RegisterOnLoad {
  RegisterOnLoad() {
    LLVMInitializeHGPUTargetInfo();
    LLVMInitializeHGPUTargetMC();
    LLVMInitializeHGPUTarget();
    LLVMInitializeHGPUAsmPrinter();
    LLVMInitializeHGPUDisassembler();
    LLVMInitializeHGPUAsmParser();
  }
} TheRegistration;
} // namespace

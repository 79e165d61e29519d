//===- Compat.h - LLVM 19 / 22 differences, in one place --------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Every `LLVM_VERSION_MAJOR` test of the project lives here.  The rest of the
/// code calls these shims and never names a version.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SUPPORT_COMPAT_H
#define SHFL_LOWERING_SUPPORT_COMPAT_H

#include "llvm/Config/llvm-config.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/MC/TargetRegistry.h"
#if LLVM_VERSION_MAJOR < 22
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include <memory>
#endif

// PassPlugin.h moved from llvm/Passes to llvm/Plugins in LLVM 22.
#if LLVM_VERSION_MAJOR >= 22
#include "llvm/Plugins/PassPlugin.h"
#else
#include "llvm/Passes/PassPlugin.h"
#endif

/// LLVM 22 declares `llvm.nvvm.redux.sync.f{min,max}[.abs][.NaN]` and
/// `llvm.nvvm.elect.sync`; LLVM 19 declares neither (there is no
/// Intrinsic::ID to name).  Code that names those IDs is under this macro.
#if LLVM_VERSION_MAJOR >= 22
#define SHFL_NVVM_HAS_FLOAT_REDUX_AND_ELECT 1
#else
#define SHFL_NVVM_HAS_FLOAT_REDUX_AND_ELECT 0
#endif

//===-- The hgpu backend (lib/Target/HGPU) --------------------------------===//
// CodeGen and MC hooks whose signatures changed.  The backend tests these
// feature macros, never a version.  Checked on LLVM 19 and 22; the cut-over
// versions in between follow LLVM's release notes.

/// LLVMTargetMachine became CodeGenTargetMachineImpl (LLVM 20).
#if LLVM_VERSION_MAJOR >= 20
#define SHFL_CODEGEN_TM_BASE llvm::CodeGenTargetMachineImpl
#define SHFL_CODEGEN_TM_HEADER "llvm/CodeGen/CodeGenTargetMachineImpl.h"
/// TargetFrameLowering::hasFP is final and calls hasFPImpl (LLVM 20).
#define SHFL_HASFP_HOOK hasFPImpl
/// copyPhysReg takes RenamableDest/RenamableSrc, and Registers (LLVM 20).
#define SHFL_COPYPHYSREG_RENAMABLE_PARAMS , bool RenamableDest, bool RenamableSrc
#define SHFL_COPYPHYSREG_REG llvm::Register
#else
#define SHFL_COPYPHYSREG_REG llvm::MCRegister
#define SHFL_CODEGEN_TM_BASE llvm::LLVMTargetMachine
#define SHFL_CODEGEN_TM_HEADER "llvm/Target/TargetMachine.h"
#define SHFL_HASFP_HOOK hasFP
#define SHFL_COPYPHYSREG_RENAMABLE_PARAMS
#endif

/// LLVM 22: the spill hooks lost their TargetRegisterInfo parameter and took
/// MIFlags (and a SubReg on reloads); the generated XGenInstrInfo takes the
/// subtarget and register info.
#if LLVM_VERSION_MAJOR >= 22
#define SHFL_STORE_SPILL_PARAMS                                              \
  llvm::MachineBasicBlock &MBB, llvm::MachineBasicBlock::iterator MI,        \
      llvm::Register SrcReg, bool IsKill, int FI,                            \
      const llvm::TargetRegisterClass *RC, llvm::Register VReg,              \
      llvm::MachineInstr::MIFlag Flags
#define SHFL_LOAD_SPILL_PARAMS                                               \
  llvm::MachineBasicBlock &MBB, llvm::MachineBasicBlock::iterator MI,        \
      llvm::Register DestReg, int FI, const llvm::TargetRegisterClass *RC,   \
      llvm::Register VReg, unsigned SubReg, llvm::MachineInstr::MIFlag Flags
#define SHFL_GEN_INSTRINFO_ARGS(STI, TRI) (STI), (TRI)
/// TargetLowering takes the subtarget too.
#define SHFL_TARGET_LOWERING_ARGS(TM, STI) (TM), (STI)
#else
#define SHFL_STORE_SPILL_PARAMS                                              \
  llvm::MachineBasicBlock &MBB, llvm::MachineBasicBlock::iterator MI,        \
      llvm::Register SrcReg, bool IsKill, int FI,                            \
      const llvm::TargetRegisterClass *RC,                                   \
      const llvm::TargetRegisterInfo *TRI, llvm::Register VReg
#define SHFL_LOAD_SPILL_PARAMS                                               \
  llvm::MachineBasicBlock &MBB, llvm::MachineBasicBlock::iterator MI,        \
      llvm::Register DestReg, int FI, const llvm::TargetRegisterClass *RC,   \
      const llvm::TargetRegisterInfo *TRI, llvm::Register VReg
#define SHFL_GEN_INSTRINFO_ARGS(STI, TRI)
#define SHFL_TARGET_LOWERING_ARGS(TM, STI) (TM)
#endif

/// LLVM 21 reworked MC fixups: a fixup carries its own PC-relative flag,
/// getFixupKindInfo returns by value, applyFixup gets a pointer to the
/// fixup's bytes, and getRelocType lost its MCContext.
#if LLVM_VERSION_MAJOR >= 21
#define SHFL_MC_FIXUP_API_21 1
#else
#define SHFL_MC_FIXUP_API_21 0
#endif

/// Generated disassemblers call llvm::MCD::fieldFromInstruction from
/// MCDecoder.h (LLVM 22); before, they defined it themselves.
#if LLVM_VERSION_MAJOR >= 22
#define SHFL_MC_HAS_DECODER_H 1
#else
#define SHFL_MC_HAS_DECODER_H 0
#endif

/// Printing an MCExpr: MCAsmInfo::printExpr from LLVM 21 (MCExpr::print
/// became private).
#if LLVM_VERSION_MAJOR >= 21
#define SHFL_MC_PRINT_EXPR(MAI, OS, E) (MAI).printExpr((OS), (E))
#else
#define SHFL_MC_PRINT_EXPR(MAI, OS, E) (E).print((OS), &(MAI))
#endif

/// MCInstPrinter::getMnemonic takes a reference and is const, and
/// printRegName is not const (LLVM 20).
#if LLVM_VERSION_MAJOR >= 20
#define SHFL_MC_GET_MNEMONIC_DECL                                            \
  std::pair<const char *, uint64_t> getMnemonic(const llvm::MCInst &MI) const
#define SHFL_MC_PRINTREGNAME_CONST
#else
#define SHFL_MC_GET_MNEMONIC_DECL                                            \
  std::pair<const char *, uint64_t> getMnemonic(const llvm::MCInst *MI)
#define SHFL_MC_PRINTREGNAME_CONST const
#endif

/// Target::createMCRegInfo / createMCAsmInfo / createMCSubtargetInfo take a
/// Triple in LLVM 22 (the string overloads are deprecated); LLVM 19 takes
/// the triple's string.
#if LLVM_VERSION_MAJOR >= 22
#define SHFL_MC_TRIPLE_ARG(TT) (TT)
#else
#define SHFL_MC_TRIPLE_ARG(TT) (TT).str()
#endif

/// The assembler (HGPUAsmParser.cpp).  From LLVM 21, MCTargetAsmParser's
/// hooks are parseInstruction / matchAndEmitInstruction, a parsed operand
/// prints with the MCAsmInfo, and a target may let a token other than an
/// identifier start a statement (hgpu's '@' guards).  Before, "@p0" reaches
/// the target as one identifier and "@!p0" cannot start a statement (the
/// LLVM 19 build rejects it; docs/hgpu.md).  Checked on LLVM 19 and 22.
#if LLVM_VERSION_MAJOR >= 21
#define SHFL_MC_PARSE_INSTRUCTION parseInstruction
#define SHFL_MC_MATCH_AND_EMIT matchAndEmitInstruction
#define SHFL_MC_OPERAND_PRINT_MAI_PARAM , const llvm::MCAsmInfo &
#define SHFL_MC_HAS_TOKEN_START_OF_STATEMENT 1
#else
#define SHFL_MC_PARSE_INSTRUCTION ParseInstruction
#define SHFL_MC_MATCH_AND_EMIT MatchAndEmitInstruction
#define SHFL_MC_OPERAND_PRINT_MAI_PARAM
#define SHFL_MC_HAS_TOKEN_START_OF_STATEMENT 0
#endif

/// Target::createAsmStreamer takes the instruction printer as a
/// std::unique_ptr from LLVM 20; before, as a pointer that it owns.
#if LLVM_VERSION_MAJOR >= 20
#define SHFL_MC_ASM_STREAMER_PRINTER(P) std::unique_ptr<llvm::MCInstPrinter>(P)
#else
#define SHFL_MC_ASM_STREAMER_PRINTER(P) (P)
#endif

namespace shfl {
namespace compat {

/// `llvm.minimumnum` / `llvm.maximumnum` (IEEE 754-2019 minimumNumber and
/// maximumNumber: NaN ignored, -0 < +0) exist from LLVM 20; not_intrinsic
/// before.  Only the float reductions use them, and those are LLVM 22 only.
inline llvm::Intrinsic::ID minimumNumID(bool Max) {
#if LLVM_VERSION_MAJOR >= 20
  return Max ? llvm::Intrinsic::maximumnum : llvm::Intrinsic::minimumnum;
#else
  (void)Max;
  return llvm::Intrinsic::not_intrinsic;
#endif
}

/// `v_permlanex16_b32` is convergent in machine IR from LLVM 21 (llvm-project
/// #142962, "AMDGPU Mark permlane instructions as convergent").  Before,
/// MachineSink moves it into the one successor block that uses its result,
/// behind that block's `s_and_saveexec`, where the lanes it reads may be off
/// and read 0 or `old` (RDNA3 guide, V_PERMLANEX16_B32): LLVM 19 does this to
/// the last step of a warp reduction whose total one lane stores.  A DPP move
/// is convergent in LLVM 19's machine IR, so an identity `quad_perm` on the
/// permlane's result (one `v_mov_b32_dpp`) keeps the permlane where the IR
/// has it.  From LLVM 21 the permlane is returned as it is.
inline llvm::Value *keepPermlaneInPlace(llvm::IRBuilderBase &B,
                                        llvm::Value *Permlane) {
#if LLVM_VERSION_MAJOR >= 21
  (void)B;
  return Permlane;
#else
  llvm::Module &M = *B.GetInsertBlock()->getModule();
  llvm::Type *I32 = B.getInt32Ty();
  constexpr unsigned QuadPermIdentity = 0xE4; // quad_perm:[0,1,2,3]
  return B.CreateCall(
      llvm::Intrinsic::getDeclaration(&M, llvm::Intrinsic::amdgcn_update_dpp,
                                      {I32}),
      {llvm::PoisonValue::get(I32), Permlane, B.getInt32(QuadPermIdentity),
       B.getInt32(0xF), B.getInt32(0xF), B.getTrue()},
      Permlane->getName() + ".inplace");
#endif
}

/// `Intrinsic::getDeclaration` was renamed `getOrInsertDeclaration` in LLVM 20.
inline llvm::Function *getIntrinsicDecl(llvm::Module &M, llvm::Intrinsic::ID ID,
                                        llvm::ArrayRef<llvm::Type *> Tys = {}) {
#if LLVM_VERSION_MAJOR >= 20
  return llvm::Intrinsic::getOrInsertDeclaration(&M, ID, Tys);
#else
  return llvm::Intrinsic::getDeclaration(&M, ID, Tys);
#endif
}

/// The intrinsic ID of a name ("llvm.fma"): `Function::lookupIntrinsicID`
/// until LLVM 19, `Intrinsic::lookupIntrinsicID` from LLVM 20.
inline llvm::Intrinsic::ID lookupIntrinsicID(llvm::StringRef Name) {
#if LLVM_VERSION_MAJOR >= 20
  return llvm::Intrinsic::lookupIntrinsicID(Name);
#else
  return llvm::Function::lookupIntrinsicID(Name);
#endif
}

/// The OptimizerLast extension-point callback gained a ThinOrFullLTOPhase
/// argument in LLVM 20; this registers \p CB under either signature.
template <typename CallbackT>
void registerOptimizerLast(llvm::PassBuilder &PB, CallbackT CB) {
#if LLVM_VERSION_MAJOR >= 20
  PB.registerOptimizerLastEPCallback(
      [CB](llvm::ModulePassManager &MPM, llvm::OptimizationLevel L,
           llvm::ThinOrFullLTOPhase) { CB(MPM, L); });
#else
  PB.registerOptimizerLastEPCallback(
      [CB](llvm::ModulePassManager &MPM, llvm::OptimizationLevel L) {
        CB(MPM, L);
      });
#endif
}

/// The OptimizerEarly extension point (after the inliner and the function
/// simplification pipeline, before the optimisation pipeline), with the same
/// LLVM 20 signature change as OptimizerLast.
template <typename CallbackT>
void registerOptimizerEarly(llvm::PassBuilder &PB, CallbackT CB) {
#if LLVM_VERSION_MAJOR >= 20
  PB.registerOptimizerEarlyEPCallback(
      [CB](llvm::ModulePassManager &MPM, llvm::OptimizationLevel L,
           llvm::ThinOrFullLTOPhase) { CB(MPM, L); });
#else
  PB.registerOptimizerEarlyEPCallback(
      [CB](llvm::ModulePassManager &MPM, llvm::OptimizationLevel L) {
        CB(MPM, L);
      });
#endif
}

/// `TargetRegistry::lookupTarget` takes a Triple in LLVM 22 (the string
/// overload is deprecated); LLVM 19 takes the triple's string.
inline const llvm::Target *lookupTarget(const llvm::Triple &TT, std::string &Err) {
#if LLVM_VERSION_MAJOR >= 22
  return llvm::TargetRegistry::lookupTarget(TT, Err);
#else
  return llvm::TargetRegistry::lookupTarget(TT.str(), Err);
#endif
}

/// `Module::setTargetTriple` takes a Triple since LLVM 21 (a string before).
inline void setTargetTriple(llvm::Module &M, const llvm::Triple &TT) {
#if LLVM_VERSION_MAJOR >= 21
  M.setTargetTriple(TT);
#else
  M.setTargetTriple(TT.str());
#endif
}

#if LLVM_VERSION_MAJOR < 22
/// The AMDGPU datalayout of LLVM 19 (checked against `llc-19
/// -mtriple=amdgcn-amd-amdhsa`), used only when the AMDGPU target is not
/// registered in the host process.
inline constexpr const char *AMDGPUDataLayoutFallback =
    "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-"
    "p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-"
    "v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-"
    "n32:64-S32-A5-G1-ni:7:8:9";
#endif

/// The datalayout of \p TT (an amdgcn triple).  LLVM 22 computes it in the
/// TargetParser; older versions ask the registered AMDGPU target (opt and
/// clang register every target) and fall back to the string above.
inline std::string amdgpuDataLayout(const llvm::Triple &TT) {
#if LLVM_VERSION_MAJOR >= 22
  return TT.computeDataLayout();
#else
  std::string Err;
  if (const llvm::Target *T =
          llvm::TargetRegistry::lookupTarget(TT.str(), Err)) {
    std::unique_ptr<llvm::TargetMachine> TM(T->createTargetMachine(
        TT.str(), "", "", llvm::TargetOptions(), std::nullopt));
    if (TM)
      return TM->createDataLayout().getStringRepresentation();
  }
  return AMDGPUDataLayoutFallback;
#endif
}

/// Creates a lifetime.start/end on \p Ptr in place of \p Old.  LLVM 22
/// dropped the size operand of the lifetime intrinsics.
inline llvm::CallInst *createLifetimeLike(llvm::IRBuilderBase &B,
                                          llvm::Intrinsic::ID ID,
                                          llvm::Value *Ptr,
                                          llvm::CallInst &Old) {
#if LLVM_VERSION_MAJOR >= 22
  (void)Old;
  return ID == llvm::Intrinsic::lifetime_start ? B.CreateLifetimeStart(Ptr)
                                               : B.CreateLifetimeEnd(Ptr);
#else
  auto *Size = llvm::dyn_cast<llvm::ConstantInt>(Old.getArgOperand(0));
  return ID == llvm::Intrinsic::lifetime_start
             ? B.CreateLifetimeStart(Ptr, Size)
             : B.CreateLifetimeEnd(Ptr, Size);
#endif
}

/// The NVVM intrinsic of a whole-block barrier with id operand (and, with
/// \p Counted, a thread count): PTX `bar.sync` (\p Aligned) or
/// `barrier.sync`.  LLVM 21 renamed them llvm.nvvm.barrier.cta.sync.*; LLVM
/// 19 has llvm.nvvm.bar.sync / barrier.sync / barrier / barrier.sync.cnt.
inline llvm::Intrinsic::ID barrierIntrinsic(bool Aligned, bool Counted) {
#if LLVM_VERSION_MAJOR >= 21
  if (Counted)
    return Aligned ? llvm::Intrinsic::nvvm_barrier_cta_sync_aligned_count
                   : llvm::Intrinsic::nvvm_barrier_cta_sync_count;
  return Aligned ? llvm::Intrinsic::nvvm_barrier_cta_sync_aligned_all
                 : llvm::Intrinsic::nvvm_barrier_cta_sync_all;
#else
  if (Counted)
    return Aligned ? llvm::Intrinsic::nvvm_barrier
                   : llvm::Intrinsic::nvvm_barrier_sync_cnt;
  return Aligned ? llvm::Intrinsic::nvvm_bar_sync
                 : llvm::Intrinsic::nvvm_barrier_sync;
#endif
}

} // namespace compat
} // namespace shfl

#endif // SHFL_LOWERING_SUPPORT_COMPAT_H

//===- NVVMToHGPU.cpp - Retarget NVPTX IR to hgpu -------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `nvvm-to-hgpu`; see NVVMToHGPU.h.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/HGPU/NVVMToHGPU.h"
#include "ShflLowering/Lowering/Core/NVVMShflCalls.h"
#include "ShflLowering/Support/Compat.h"
#include "ShflLowering/Target/HGPU/HGPUDataLayout.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Scalar/InferAddressSpaces.h"

using namespace llvm;
using namespace shfl;

#define DEBUG_TYPE "nvvm-to-hgpu"

STATISTIC(NumSRegs, "Number of special-register reads made llvm.hgpu.* calls");
STATISTIC(NumBarriers, "Number of CTA and warp barriers made llvm.hgpu.*");
STATISTIC(NumDroppedFunctions, "Number of unused device functions dropped");
STATISTIC(NumAllocas, "Number of allocas moved to the private address space");

static constexpr unsigned PrivateAS = 5, SharedAS = 3, GenericAS = 0;

Expected<NVVMToHGPUOptions> shfl::parseNVVMToHGPUOptions(StringRef Params) {
  std::optional<hgpu::Subtarget> ST = hgpu::lookupSubtarget(Params);
  if (!ST)
    return createStringError(inconvertibleErrorCode(),
                             "invalid nvvm-to-hgpu parameter '" + Params +
                                 "' (expected the subtarget " +
                                 hgpu::describeSubtargets() + ")");
  return NVVMToHGPUOptions{*ST};
}

namespace {

/// What an NVVM call becomes: an llvm.hgpu.* function of no operands (a
/// special register or the barrier), or a constant.
struct SRegRow {
  StringRef NVVM;
  StringRef HGPU;      ///< empty: the constant below
  uint32_t Constant;
};
const SRegRow SRegTable[] = {
    {"llvm.nvvm.read.ptx.sreg.tid.x", "llvm.hgpu.tid.x", 0},
    {"llvm.nvvm.read.ptx.sreg.tid.y", "llvm.hgpu.tid.y", 0},
    {"llvm.nvvm.read.ptx.sreg.tid.z", "llvm.hgpu.tid.z", 0},
    {"llvm.nvvm.read.ptx.sreg.ntid.x", "llvm.hgpu.ntid.x", 0},
    {"llvm.nvvm.read.ptx.sreg.ntid.y", "llvm.hgpu.ntid.y", 0},
    {"llvm.nvvm.read.ptx.sreg.ntid.z", "llvm.hgpu.ntid.z", 0},
    {"llvm.nvvm.read.ptx.sreg.ctaid.x", "llvm.hgpu.ctaid.x", 0},
    {"llvm.nvvm.read.ptx.sreg.ctaid.y", "llvm.hgpu.ctaid.y", 0},
    {"llvm.nvvm.read.ptx.sreg.ctaid.z", "llvm.hgpu.ctaid.z", 0},
    {"llvm.nvvm.read.ptx.sreg.nctaid.x", "llvm.hgpu.nctaid.x", 0},
    {"llvm.nvvm.read.ptx.sreg.nctaid.y", "llvm.hgpu.nctaid.y", 0},
    {"llvm.nvvm.read.ptx.sreg.nctaid.z", "llvm.hgpu.nctaid.z", 0},
    {"llvm.nvvm.read.ptx.sreg.laneid", "llvm.hgpu.lane.id", 0},
    {"llvm.nvvm.read.ptx.sreg.warpsize", "", 32},
};

void refuse(const Instruction &I, const Twine &Msg) {
  I.getContext().diagnose(
      DiagnosticInfoUnsupported(*I.getFunction(), Msg, I.getDebugLoc()));
}

/// The declaration of an llvm.hgpu.* function of type \p Ty: i32() for the
/// special registers (no memory, speculatable), void() for the barrier
/// (convergent).  A conflicting declaration is an error at \p At.
FunctionCallee declare(Module &M, StringRef Name, FunctionType *Ty,
                       const Instruction &At) {
  if (Function *F = M.getFunction(Name))
    if (F->getFunctionType() != Ty) {
      refuse(At, "'" + Name + "' is already declared with another type");
      return FunctionCallee();
    }
  FunctionCallee C = M.getOrInsertFunction(Name, Ty);
  auto *F = cast<Function>(C.getCallee());
  F->addFnAttr(Attribute::NoUnwind);
  F->addFnAttr(Attribute::WillReturn);
  if (Ty->getReturnType()->isVoidTy()) {
    F->addFnAttr(Attribute::Convergent);
  } else {
    F->setDoesNotAccessMemory();
    F->addFnAttr(Attribute::Speculatable);
  }
  return C;
}

/// The barriers of the whole block, without a thread count, by name (clang
/// 19 and 22 spell them differently, and IR made by one may be read by the
/// other LLVM, which does not know the name as an intrinsic).  Every thread
/// takes part whatever the barrier id, so each is hgpu's one block barrier,
/// as in nvvm-to-amdgpu.
bool isCTABarrier(StringRef Name) {
  static const char *const Names[] = {
      "llvm.nvvm.barrier0", "llvm.nvvm.barrier.n", "llvm.nvvm.barrier.sync",
      "llvm.nvvm.bar.sync", "llvm.nvvm.barrier.cta.sync.aligned.all",
      "llvm.nvvm.barrier.cta.sync.all"};
  return is_contained(Names, Name);
}

/// Memory barriers: hgpu memory is sequentially consistent, so they order
/// nothing more and are dropped.
bool isMemoryBarrier(StringRef Name) {
  static const char *const Names[] = {"llvm.nvvm.membar.cta", "llvm.nvvm.membar.gl",
                                      "llvm.nvvm.membar.sys"};
  return is_contained(Names, Name);
}

class Retargeter {
  Module &M;
  FunctionAnalysisManager &FAM;
  const NVVMToHGPUOptions &Opts;
  bool Changed = false;

public:
  Retargeter(Module &M, FunctionAnalysisManager &FAM,
             const NVVMToHGPUOptions &Opts)
      : M(M), FAM(FAM), Opts(Opts) {}

  bool run() {
    compat::setTargetTriple(M, Triple("hgpu"));
    M.setDataLayout(hgpu::DataLayoutString);
    // The kernels: the ptx_kernel convention (clang 22) or a "kernel"
    // annotation (clang 19).  The backend compiles every function it is
    // given as a kernel, and hgpu has no calls, so a device function that
    // is left unused after inlining is dropped.
    SmallPtrSet<const Function *, 8> Kernels;
    for (const Function &F : M)
      if (F.getCallingConv() == CallingConv::PTX_Kernel)
        Kernels.insert(&F);
    if (NamedMDNode *Ann = M.getNamedMetadata("nvvm.annotations")) {
      for (const MDNode *Op : Ann->operands()) {
        if (Op->getNumOperands() < 3)
          continue;
        auto *F = mdconst::dyn_extract_or_null<Function>(Op->getOperand(0));
        auto *Kind = dyn_cast<MDString>(Op->getOperand(1));
        if (F && Kind && Kind->getString() == "kernel")
          Kernels.insert(F);
      }
      M.eraseNamedMetadata(Ann);
    }
    for (Function &F : make_early_inc_range(M))
      if (!F.isDeclaration() && !Kernels.count(&F) && F.use_empty()) {
        F.eraseFromParent();
        ++NumDroppedFunctions;
      }
    for (Function &F : M) {
      if (F.getCallingConv() == CallingConv::PTX_Kernel ||
          F.getCallingConv() == CallingConv::PTX_Device)
        F.setCallingConv(CallingConv::C);
      if (F.isDeclaration())
        continue;
      F.addFnAttr("target-cpu", hgpu::getSubtargetName(Opts.Subtarget));
      F.removeFnAttr("target-features");
      rewriteCalls(F);
      moveAllocas(F);
    }
    for (Function &F : M)
      if (!F.isDeclaration())
        inferAndCheckAddressSpaces(F);
    // The NVVM declarations nothing calls any more.
    for (Function &F : make_early_inc_range(M))
      if (F.isDeclaration() && F.use_empty() &&
          F.getName().starts_with("llvm.nvvm."))
        F.eraseFromParent();
    return true;
  }

private:
  /// The remark of a lowered call; before \p CI is erased.
  static void remarkLowered(const CallInst &CI, StringRef Name,
                            const Twine &To) {
    OptimizationRemarkEmitter ORE(CI.getFunction());
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "IntrinsicLowered",
                                callSiteLocation(CI), CI.getParent())
             << "lowered " << ore::NV("Intrinsic", Name) << " to "
             << ore::NV("To", To.str());
    });
  }

  void rewriteCalls(Function &F) {
    SmallVector<CallInst *, 16> Calls;
    for (Instruction &I : instructions(F))
      if (auto *CI = dyn_cast<CallInst>(&I))
        if (const Function *Callee = CI->getCalledFunction())
          if (Callee->getName().starts_with("llvm.nvvm."))
            Calls.push_back(CI);
    LLVMContext &Ctx = M.getContext();
    for (CallInst *CI : Calls) {
      StringRef Name = CI->getCalledFunction()->getName();
      IRBuilder<> B(CI);
      if (isMemoryBarrier(Name) && CI->getType()->isVoidTy()) {
        remarkLowered(*CI, Name,
                      "nothing (hgpu memory is sequentially consistent)");
        CI->eraseFromParent();
        continue;
      }
      if (isCTABarrier(Name)) {
        if (!CI->getType()->isVoidTy())
          continue;
        FunctionCallee Bar = declare(
            M, "llvm.hgpu.barrier", FunctionType::get(Type::getVoidTy(Ctx), false), *CI);
        if (!Bar)
          continue;
        CallInst *New = B.CreateCall(Bar);
        New->setDebugLoc(CI->getDebugLoc());
        remarkLowered(*CI, Name, "llvm.hgpu.barrier");
        CI->eraseFromParent();
        ++NumBarriers;
        continue;
      }
      if (Name == "llvm.nvvm.bar.warp.sync") {
        // __syncwarp(mask): the warp barrier, with the same mask.
        if (CI->arg_size() != 1 || !CI->getArgOperand(0)->getType()->isIntegerTy(32)) {
          refuse(*CI, "'" + Name + "' is called with an unexpected type");
          continue;
        }
        FunctionCallee WS = declare(
            M, "llvm.hgpu.warp.sync",
            FunctionType::get(Type::getVoidTy(Ctx), {B.getInt32Ty()}, false), *CI);
        if (!WS)
          continue;
        CallInst *New = B.CreateCall(WS, {CI->getArgOperand(0)});
        New->setDebugLoc(CI->getDebugLoc());
        remarkLowered(*CI, Name, "llvm.hgpu.warp.sync");
        CI->eraseFromParent();
        ++NumBarriers;
        continue;
      }
      for (const SRegRow &Row : SRegTable) {
        if (Row.NVVM != Name)
          continue;
        // Check the shape before use: i32 and no operands.
        if (CI->arg_size() != 0 || !CI->getType()->isIntegerTy(32)) {
          refuse(*CI, "'" + Name + "' is called with an unexpected type");
          break;
        }
        Value *V;
        if (Row.HGPU.empty()) {
          V = B.getInt32(Row.Constant);
        } else {
          FunctionCallee C = declare(
              M, Row.HGPU, FunctionType::get(B.getInt32Ty(), false), *CI);
          if (!C)
            break;
          V = B.CreateCall(C, {}, CI->getName());
          cast<CallInst>(V)->setDebugLoc(CI->getDebugLoc());
        }
        V->takeName(CI);
        CI->replaceAllUsesWith(V);
        if (Row.HGPU.empty())
          remarkLowered(*CI, Name, "the constant " + Twine(Row.Constant));
        else
          remarkLowered(*CI, Name, Row.HGPU);
        CI->eraseFromParent();
        ++NumSRegs;
        break;
      }
    }
  }

  /// alloca T (generic) -> alloca T, addrspace(5) and a cast back to
  /// generic, which InferAddressSpaces then folds into the uses.
  void moveAllocas(Function &F) {
    SmallVector<AllocaInst *, 8> Allocas;
    for (Instruction &I : instructions(F))
      if (auto *AI = dyn_cast<AllocaInst>(&I))
        if (AI->getAddressSpace() != PrivateAS)
          Allocas.push_back(AI);
    for (AllocaInst *AI : Allocas) {
      IRBuilder<> B(AI);
      auto *New = B.CreateAlloca(AI->getAllocatedType(), PrivateAS,
                                 AI->getArraySize(), AI->getName() + ".private");
      New->setAlignment(AI->getAlign());
      New->setDebugLoc(AI->getDebugLoc());
      Value *Cast = B.CreateAddrSpaceCast(New, AI->getType(), AI->getName());
      AI->replaceAllUsesWith(Cast);
      AI->eraseFromParent();
      ++NumAllocas;
    }
  }

  void inferAndCheckAddressSpaces(Function &F) {
    InferAddressSpacesPass(GenericAS).run(F, FAM);
    // What is left: a generic pointer made from a shared or private one that
    // still reaches memory.
    for (Instruction &I : instructions(F)) {
      Value *Ptr = nullptr;
      if (auto *LI = dyn_cast<LoadInst>(&I))
        Ptr = LI->getPointerOperand();
      else if (auto *SI = dyn_cast<StoreInst>(&I))
        Ptr = SI->getPointerOperand();
      else if (auto *RMW = dyn_cast<AtomicRMWInst>(&I))
        Ptr = RMW->getPointerOperand();
      else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I))
        Ptr = CX->getPointerOperand();
      if (!Ptr || Ptr->getType()->getPointerAddressSpace() != GenericAS)
        continue;
      // getUnderlyingObjects looks through address-space casts, selects and
      // phis: any object in shared or private memory is one the access may
      // reach.
      SmallVector<const Value *, 4> Objects;
      getUnderlyingObjects(Ptr, Objects);
      unsigned From = GenericAS;
      for (const Value *O : Objects)
        if (O->getType()->isPointerTy() &&
            (O->getType()->getPointerAddressSpace() == SharedAS ||
             O->getType()->getPointerAddressSpace() == PrivateAS))
          From = O->getType()->getPointerAddressSpace();
      if (From == SharedAS || From == PrivateAS)
        refuse(I, Twine("a generic pointer into ") +
                      (From == SharedAS ? "shared" : "private") +
                      " memory may reach this access; hgpu has no generic "
                      "addressing, and the address space could not be inferred");
    }
  }
};

} // namespace

PreservedAnalyses NVVMToHGPUPass::run(Module &M, ModuleAnalysisManager &MAM) {
  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  Retargeter(M, FAM, Opts).run();
  return PreservedAnalyses::none();
}

//===- NVVMToAMDGPU.cpp - Retarget an NVVM module to AMDGPU ---------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The retargeting pass.  It runs first in the clang pipeline (the plugin's
/// pipeline-start callback) and leaves a module that the AMDGPU backend
/// accepts once the warp passes have lowered the warp intrinsics.
///
/// Choices:
///  - blockDim and gridDim come from the HSA kernel dispatch packet
///    (`llvm.amdgcn.dispatch.ptr`): workgroup_size_{x,y,z} are u16 at byte
///    offsets 4/6/8 and grid_size_{x,y,z} are u32 at 12/16/20.  The grid size
///    counts work-items, so gridDim = grid_size / workgroup_size.  The packet
///    is the same in every code-object version, needs no hidden kernel
///    arguments, and is what HIP fills for hipModuleLaunchKernel.
///  - `__syncthreads` is a workgroup barrier between a workgroup-scope
///    release fence and a workgroup-scope acquire fence.
///  - Scopes: cta -> "workgroup", gpu and cluster -> "agent", sys -> system.
///  - laneid, warpsize, lanemask_* and all warp-level intrinsics are left to
///    the warp passes; inline PTX reading those registers becomes the NVVM
///    intrinsic so that those passes see it.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/NVVMToAMDGPU.h"
#include "ShflLowering/Lowering/CUDARuntimeState.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Metadata.h"
#include "llvm/Support/Debug.h"
#include "llvm/TargetParser/TargetParser.h"

#define DEBUG_TYPE "nvvm-to-amdgpu"

using namespace llvm;
using namespace shfl;

STATISTIC(NumKernels, "Number of kernels given the amdgpu_kernel convention");
STATISTIC(NumSRegs, "Number of block/grid special-register reads lowered");
STATISTIC(NumBarriers, "Number of workgroup barriers lowered");
STATISTIC(NumFences, "Number of memory fences lowered");
STATISTIC(NumAllocas, "Number of allocas moved to address space 5");
STATISTIC(NumGlobals, "Number of device variables made protected");
STATISTIC(NumByValCopies, "Number of by-value aggregates copied by callers");
STATISTIC(NumInlineAsm, "Number of inline PTX statements replaced");
STATISTIC(NumMath, "Number of libdevice calls mapped to LLVM intrinsics");
STATISTIC(NumErrors, "Number of unsupported constructs diagnosed");

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

Expected<NVVMToAMDGPUOptions> shfl::parseNVVMToAMDGPUOptions(StringRef Params) {
  NVVMToAMDGPUOptions Opts;
  auto Fail = [](const Twine &Msg) {
    return createStringError(inconvertibleErrorCode(), Msg);
  };
  while (!Params.empty()) {
    StringRef P;
    std::tie(P, Params) = Params.split(';');
    if (P == "wave32" || P == "wave64") {
      Opts.WaveSize = P == "wave32" ? 32 : 64;
      continue;
    }
    if (AMDGPU::parseArchAMDGCN(P) == AMDGPU::GK_NONE)
      return Fail("invalid nvvm-to-amdgpu parameter '" + P +
                  "' (expected an AMDGPU processor such as gfx90a, or "
                  "wave32/wave64)");
    if (!Opts.CPU.empty())
      return Fail("nvvm-to-amdgpu was given two processors, '" + Opts.CPU +
                  "' and '" + P + "'");
    Opts.CPU = P.str();
  }
  if (Opts.CPU.empty())
    return Fail("nvvm-to-amdgpu needs an AMDGPU processor, e.g. "
                "nvvm-to-amdgpu<gfx90a>");
  AMDGPU::GPUKind Kind = AMDGPU::parseArchAMDGCN(Opts.CPU);
  AMDGPU::IsaVersion ISA = AMDGPU::getIsaVersion(Opts.CPU);
  bool Can32 = AMDGPU::getArchAttrAMDGCN(Kind) & AMDGPU::FEATURE_WAVE32;
  bool Can64 = !(ISA.Major == 12 && ISA.Minor >= 5); // gfx1250: wave32 only
  if (Opts.WaveSize == 32 && !Can32)
    return Fail("'" + Opts.CPU + "' does not support wave32");
  if (Opts.WaveSize == 64 && !Can64)
    return Fail("'" + Opts.CPU + "' does not support wave64");
  return Opts;
}

//===----------------------------------------------------------------------===//
// The retargeting
//===----------------------------------------------------------------------===//

/// Named metadata holding the module's NVPTX datalayout string.
static constexpr const char *SavedLayoutMD = "shfl.nvptx.datalayout";

namespace {

/// One operand of an inline-asm statement, resolved against the call.
struct AsmOperand {
  enum KindT { Output, Input, Immediate, Other } Kind = Other;
  unsigned OutputNo = 0; ///< for Output
  Value *V = nullptr;    ///< for Input
  int64_t Imm = 0;       ///< for Immediate
  bool IsAddress = false; ///< written as [op]
};

/// Retargets one module.  run() collects the instructions to rewrite first,
/// then rewrites them, then moves the allocas.
class NVVMToAMDGPURetargeter {
public:
  NVVMToAMDGPURetargeter(Module &M, const NVVMToAMDGPUOptions &Opts)
      : M(M), Ctx(M.getContext()), Opts(Opts) {}

  bool run();

private:
  // Module level.
  void collectAnnotations();
  void retargetFunction(Function &F);
  void retargetGlobal(GlobalVariable &GV);
  Function *passByValArgsDirectly(Function &F);
  void copyByValArgsAtCalls();
  // Instruction level; each returns true when it replaced \p CI.
  bool lowerCall(CallInst &CI);
  bool lowerIntrinsicByName(CallInst &CI, StringRef Name);
  bool lowerInlineAsm(CallInst &CI, InlineAsm &IA);
  Value *lowerAtomicIntrinsic(CallInst &CI, StringRef Name);
  void lowerAlloca(AllocaInst &AI);

  // Building blocks.
  Value *dispatchField(IRBuilderBase &B, unsigned Offset, Type *Ty,
                       const Twine &Name);
  Value *blockDim(IRBuilderBase &B, unsigned Dim);
  Value *specialRegister(IRBuilderBase &B, StringRef Reg, bool &Known);
  void emitWorkgroupBarrier(IRBuilderBase &B);
  void emitFence(IRBuilderBase &B, AtomicOrdering Ord, StringRef PTXScope);
  SyncScope::ID scopeID(StringRef PTXScope);
  void replaceCall(CallInst &CI, Value *New);
  void unsupported(Instruction &I, const Twine &Msg);
  void unsupported(Function &F, const Twine &Msg);

  Module &M;
  LLVMContext &Ctx;
  const NVVMToAMDGPUOptions &Opts;
  SmallPtrSet<Function *, 8> AnnotatedKernels;
  DenseMap<Function *, unsigned> AnnotatedMaxNTid;
  bool Changed = false;
};

} // namespace

void NVVMToAMDGPURetargeter::unsupported(Instruction &I, const Twine &Msg) {
  ++NumErrors;
  Ctx.diagnose(
      DiagnosticInfoUnsupported(*I.getFunction(), Msg, I.getDebugLoc()));
}

void NVVMToAMDGPURetargeter::unsupported(Function &F, const Twine &Msg) {
  ++NumErrors;
  Ctx.diagnose(DiagnosticInfoUnsupported(F, Msg));
}

/// clang 19 marks kernels (and launch bounds) in !nvvm.annotations; clang 22
/// uses the ptx_kernel convention and function attributes instead.  Textures
/// and surfaces are also declared there.
void NVVMToAMDGPURetargeter::collectAnnotations() {
  NamedMDNode *NMD = M.getNamedMetadata("nvvm.annotations");
  if (!NMD)
    return;
  DenseMap<Function *, unsigned> Product;
  for (MDNode *Op : NMD->operands()) {
    if (Op->getNumOperands() < 3)
      continue;
    auto *VM = dyn_cast_or_null<ValueAsMetadata>(Op->getOperand(0).get());
    GlobalValue *GV = VM ? dyn_cast<GlobalValue>(VM->getValue()) : nullptr;
    for (unsigned I = 1; I + 1 < Op->getNumOperands(); I += 2) {
      auto *Key = dyn_cast_or_null<MDString>(Op->getOperand(I).get());
      auto *ValMD =
          dyn_cast_or_null<ConstantAsMetadata>(Op->getOperand(I + 1).get());
      if (!Key || !GV)
        continue;
      auto *Val = ValMD ? dyn_cast<ConstantInt>(ValMD->getValue()) : nullptr;
      StringRef K = Key->getString();
      auto *F = dyn_cast<Function>(GV);
      if (K == "kernel" && F && Val && !Val->isZero()) {
        AnnotatedKernels.insert(F);
      } else if (K.starts_with("maxntid") && F && Val) {
        unsigned &P = Product.try_emplace(F, 1).first->second;
        P *= Val->getZExtValue();
      } else if (K == "texture" || K == "surface" || K == "sampler") {
        // Reported at the first instruction that uses the handle.
        std::string Msg =
            (K + " '" + GV->getName() + "' is not supported").str();
        Instruction *Use = nullptr;
        for (User *U : GV->users())
          if ((Use = dyn_cast<Instruction>(U)))
            break;
        if (Use)
          unsupported(*Use, Msg);
        else if (!M.empty())
          unsupported(*M.begin(), Msg);
      }
    }
  }
  AnnotatedMaxNTid = std::move(Product);
  NMD->eraseFromParent();
  Changed = true;
}

void NVVMToAMDGPURetargeter::retargetFunction(Function &F) {
  if (F.isIntrinsic())
    return;
  bool IsKernel = F.getCallingConv() == CallingConv::PTX_Kernel ||
                  AnnotatedKernels.contains(&F);
  // Drop every NVPTX-specific attribute; keep the generic ones.
  unsigned MaxNTid = AnnotatedMaxNTid.lookup(&F);
  AttributeList Attrs = F.getAttributes();
  SmallVector<StringRef, 8> ToRemove;
  for (Attribute A : Attrs.getFnAttrs()) {
    if (!A.isStringAttribute())
      continue;
    StringRef K = A.getKindAsString();
    if (K == "nvvm.maxntid" || K == "nvvm.reqntid") {
      // "x[,y[,z]]": the work-group size bound is the product.
      SmallVector<StringRef, 3> Dims;
      A.getValueAsString().split(Dims, ',');
      unsigned P = 1;
      for (StringRef D : Dims) {
        unsigned N = 1;
        if (!D.trim().getAsInteger(10, N))
          P *= N;
      }
      if (!MaxNTid || P < MaxNTid)
        MaxNTid = P;
    }
    if (K.starts_with("nvvm."))
      ToRemove.push_back(K);
  }
  for (StringRef K : ToRemove)
    F.removeFnAttr(K);
  F.addFnAttr("target-cpu", Opts.CPU);
  if (Opts.WaveSize)
    F.addFnAttr("target-features",
                Opts.WaveSize == 64 ? "+wavefrontsize64" : "+wavefrontsize32");
  else
    F.removeFnAttr("target-features");
  if (!IsKernel && !F.isDeclaration() && !F.hasLocalLinkage()) {
    // The code object is a closed world, as in HIP (which compiles device
    // code with -fvisibility=hidden): device functions are not preemptible,
    // so ld.lld -shared accepts direct calls to them (seen at -O0).
    F.setVisibility(GlobalValue::HiddenVisibility);
    F.setDSOLocal(true);
  }
  if (IsKernel) {
    // NVPTX passes aggregates to kernels `byval`; amdgpu_kernel forbids it.
    Function &K = *passByValArgsDirectly(F);
    K.setCallingConv(CallingConv::AMDGPU_KERNEL);
    if (MaxNTid)
      K.addFnAttr("amdgpu-flat-work-group-size",
                  ("1," + Twine(MaxNTid)).str());
    ++NumKernels;
  }
  Changed = true;
}

/// `__device__` and `__constant__` variables (address spaces 1 and 4 in both
/// NVPTX and AMDGPU).  clang marks them dso_local, so llc addresses them
/// PC-relative; with the default visibility they would be preemptible in
/// the shared object that a code object is, and ld.lld refuses the
/// relocation.  As HIP does, they become protected: not preemptible, and
/// still in the dynamic symbol table, where a loader (hipModuleGetGlobal)
/// finds them by name.
void NVVMToAMDGPURetargeter::retargetGlobal(GlobalVariable &GV) {
  if (GV.isDeclaration() || GV.hasLocalLinkage() ||
      GV.getName().starts_with("llvm."))
    return;
  if (GV.getAddressSpace() == 3) // LDS has no symbol in the code object
    return;
  if (GV.hasDefaultVisibility())
    GV.setVisibility(GlobalValue::ProtectedVisibility);
  GV.setDSOLocal(true);
  ++NumGlobals;
  Changed = true;
}

/// Rewrites kernel \p F so that each `ptr byval(T)` parameter becomes a
/// direct parameter of type T (AMDGPU passes it in the kernel-argument
/// segment).  The body keeps its pointer: a private copy made in the entry
/// block, since CUDA lets a kernel modify its by-value parameters.  Returns
/// the function that replaces \p F, or \p F when nothing is passed byval.
Function *NVVMToAMDGPURetargeter::passByValArgsDirectly(Function &F) {
  if (none_of(F.args(), [](Argument &A) { return A.hasByValAttr(); }))
    return &F;
  SmallVector<Type *, 8> Params;
  SmallVector<AttributeSet, 8> ParamAttrs;
  AttributeList Attrs = F.getAttributes();
  for (Argument &A : F.args()) {
    bool ByVal = A.hasByValAttr();
    Params.push_back(ByVal ? A.getParamByValType() : A.getType());
    ParamAttrs.push_back(ByVal ? AttributeSet()
                               : Attrs.getParamAttrs(A.getArgNo()));
  }
  FunctionType *FT =
      FunctionType::get(F.getReturnType(), Params, F.isVarArg());
  Function *NF = Function::Create(FT, F.getLinkage(), F.getAddressSpace(), "",
                                  &M);
  NF->copyAttributesFrom(&F);
  NF->setAttributes(AttributeList::get(Ctx, Attrs.getFnAttrs(),
                                       Attrs.getRetAttrs(), ParamAttrs));
  NF->copyMetadata(&F, 0);
  NF->splice(NF->begin(), &F);

  IRBuilder<> B(&*NF->getEntryBlock().getFirstInsertionPt());
  const DataLayout &DL = M.getDataLayout();
  for (auto [Old, New] : zip(F.args(), NF->args())) {
    New.takeName(&Old);
    if (!Old.hasByValAttr()) {
      Old.replaceAllUsesWith(&New);
      continue;
    }
    Type *Ty = New.getType();
    Align A = F.getParamAlign(Old.getArgNo()).value_or(DL.getPrefTypeAlign(Ty));
    AllocaInst *Copy = B.CreateAlloca(Ty, DL.getAllocaAddrSpace(), nullptr,
                                      New.getName() + ".copy");
    Copy->setAlignment(A);
    B.CreateAlignedStore(&New, Copy, A);
    Old.replaceAllUsesWith(
        B.CreateAddrSpaceCast(Copy, Old.getType(), New.getName() + ".ptr"));
  }
  NF->takeName(&F);
  F.replaceAllUsesWith(NF);
  F.eraseFromParent();
  return NF;
}

/// Aggregates passed by value to device functions (a `cg::thread_block`, a
/// struct).  NVPTX passes them `ptr byval(T)` in the generic address space;
/// AMDGPU's stack is address space 5, and a generic byval pointer is
/// neither what its calling convention expects nor something the inliner
/// can copy (it would create an alloca outside address space 5).  So the
/// caller makes the copy that byval promises: at every call, a private
/// alloca of T, a memcpy from the argument, and its generic address passed
/// instead; the parameter becomes a plain `noalias` pointer to the
/// caller's copy.  A call marked `tail` loses the mark: its callee now
/// reads the caller's frame.
void NVVMToAMDGPURetargeter::copyByValArgsAtCalls() {
  const DataLayout &DL = M.getDataLayout();
  unsigned AllocaAS = DL.getAllocaAddrSpace();
  SmallVector<CallBase *, 8> Calls;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        for (unsigned A = 0, E = CB->arg_size(); A != E; ++A)
          if (CB->isByValArgument(A)) {
            Calls.push_back(CB);
            break;
          }
  for (CallBase *CB : Calls) {
    Function &Caller = *CB->getFunction();
    IRBuilder<> Entry(&*Caller.getEntryBlock().getFirstInsertionPt());
    IRBuilder<> B(CB);
    for (unsigned A = 0, E = CB->arg_size(); A != E; ++A) {
      if (!CB->isByValArgument(A))
        continue;
      Type *Ty = CB->getParamByValType(A);
      Value *Src = CB->getArgOperand(A);
      if (!Ty || !Ty->isSized() || !Src->getType()->isPointerTy()) {
        unsupported(*CB, "by-value argument " + Twine(A) +
                             " of unsized type cannot be passed");
        continue;
      }
      Align Al = CB->getParamAlign(A).value_or(DL.getPrefTypeAlign(Ty));
      AllocaInst *Copy = Entry.CreateAlloca(Ty, AllocaAS, nullptr,
                                            Src->getName() + ".byval");
      Copy->setAlignment(Al);
      B.CreateMemCpy(Copy, Al, Src, Al, DL.getTypeAllocSize(Ty));
      Value *Ptr = B.CreateAddrSpaceCast(Copy, Src->getType(),
                                         Copy->getName() + ".ptr");
      CB->setArgOperand(A, Ptr);
      CB->removeParamAttr(A, Attribute::ByVal);
      ++NumByValCopies;
    }
    if (auto *CI = dyn_cast<CallInst>(CB))
      CI->setTailCall(false);
  }
  for (Function &F : M) {
    if (F.getCallingConv() == CallingConv::AMDGPU_KERNEL)
      continue;
    for (Argument &Arg : F.args()) {
      if (!Arg.hasByValAttr())
        continue;
      Type *Ty = Arg.getParamByValType();
      F.removeParamAttr(Arg.getArgNo(), Attribute::ByVal);
      F.addParamAttr(Arg.getArgNo(), Attribute::NoAlias);
      if (Ty && Ty->isSized())
        F.addDereferenceableParamAttr(Arg.getArgNo(),
                                      DL.getTypeAllocSize(Ty));
    }
  }
  Changed |= !Calls.empty();
}

SyncScope::ID NVVMToAMDGPURetargeter::scopeID(StringRef PTXScope) {
  if (PTXScope == "cta")
    return Ctx.getOrInsertSyncScopeID("workgroup");
  if (PTXScope == "gpu" || PTXScope == "gl" || PTXScope == "cluster")
    return Ctx.getOrInsertSyncScopeID("agent");
  return SyncScope::System;
}

void NVVMToAMDGPURetargeter::emitFence(IRBuilderBase &B, AtomicOrdering Ord,
                                       StringRef PTXScope) {
  B.CreateFence(Ord, scopeID(PTXScope));
  ++NumFences;
}

void NVVMToAMDGPURetargeter::emitWorkgroupBarrier(IRBuilderBase &B) {
  // What __syncthreads promises: every shared and global write before it is
  // visible to the block after it.
  SyncScope::ID WG = Ctx.getOrInsertSyncScopeID("workgroup");
  B.CreateFence(AtomicOrdering::Release, WG);
  B.CreateCall(compat::getIntrinsicDecl(M, Intrinsic::amdgcn_s_barrier));
  B.CreateFence(AtomicOrdering::Acquire, WG);
  ++NumBarriers;
}

Value *NVVMToAMDGPURetargeter::dispatchField(IRBuilderBase &B, unsigned Offset,
                                             Type *Ty, const Twine &Name) {
  Value *Packet = B.CreateCall(
      compat::getIntrinsicDecl(M, Intrinsic::amdgcn_dispatch_ptr), {},
      "dispatch.ptr");
  Value *Field = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Packet, Offset,
                                              Name + ".addr");
  LoadInst *L = B.CreateAlignedLoad(
      Ty, Field, Align(Ty->getPrimitiveSizeInBits() / 8), Name);
  L->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(Ctx, {}));
  return L;
}

Value *NVVMToAMDGPURetargeter::blockDim(IRBuilderBase &B, unsigned Dim) {
  static const char *Names[] = {"ntid.x", "ntid.y", "ntid.z"};
  Value *Size = dispatchField(B, 4 + 2 * Dim, B.getInt16Ty(),
                              Twine("workgroup.size.") +
                                  StringRef("xyz" + Dim, 1));
  return B.CreateZExt(Size, B.getInt32Ty(), Names[Dim]);
}

/// The value of PTX special register \p Reg ("tid.x", "nctaid.y", ...) as an
/// i32; \p Known is false for registers this pass does not own.
Value *NVVMToAMDGPURetargeter::specialRegister(IRBuilderBase &B, StringRef Reg,
                                               bool &Known) {
  Known = true;
  StringRef Base, Dim;
  std::tie(Base, Dim) = Reg.split('.');
  unsigned D = StringSwitch<unsigned>(Dim)
                   .Case("x", 0)
                   .Case("y", 1)
                   .Case("z", 2)
                   .Default(3);
  if (D < 3) {
    static const Intrinsic::ID WorkItem[] = {Intrinsic::amdgcn_workitem_id_x,
                                             Intrinsic::amdgcn_workitem_id_y,
                                             Intrinsic::amdgcn_workitem_id_z};
    static const Intrinsic::ID WorkGroup[] = {Intrinsic::amdgcn_workgroup_id_x,
                                              Intrinsic::amdgcn_workgroup_id_y,
                                              Intrinsic::amdgcn_workgroup_id_z};
    if (Base == "tid")
      return B.CreateCall(compat::getIntrinsicDecl(M, WorkItem[D]), {}, Reg);
    if (Base == "ctaid")
      return B.CreateCall(compat::getIntrinsicDecl(M, WorkGroup[D]), {}, Reg);
    if (Base == "ntid")
      return blockDim(B, D);
    if (Base == "nctaid") {
      Value *Grid = dispatchField(B, 12 + 4 * D, B.getInt32Ty(),
                                  Twine("grid.size.") + Dim);
      return B.CreateUDiv(Grid, blockDim(B, D), Reg);
    }
  }
  if (Value *V = reservedSmemRegister(B, M, Reg))
    return V;
  if (std::optional<Value *> V = envRegister(B, Reg))
    return *V;
  if (Value *V = sharedMemorySizeRegister(B, M, Reg, [&] {
        return dispatchField(B, 28, B.getInt32Ty(), "group.segment.size");
      }))
    return V;
  Known = false;
  return nullptr;
}

void NVVMToAMDGPURetargeter::replaceCall(CallInst &CI, Value *New) {
  if (New && !CI.getType()->isVoidTy()) {
    if (New->getType() != CI.getType())
      New = IRBuilder<>(&CI).CreateZExtOrTrunc(New, CI.getType());
    if (!New->hasName() && CI.hasName())
      New->takeName(&CI);
    CI.replaceAllUsesWith(New);
  }
  CI.eraseFromParent();
  Changed = true;
}

/// Warp-level NVVM intrinsics that belong to the warp passes.
static bool isWarpIntrinsic(StringRef Name) {
  return Name.starts_with("llvm.nvvm.shfl.") ||
         Name.starts_with("llvm.nvvm.vote.") ||
         Name == "llvm.nvvm.activemask" ||
         Name == "llvm.nvvm.bar.warp.sync" ||
         Name.starts_with("llvm.nvvm.match.") ||
         Name.starts_with("llvm.nvvm.redux.sync.") ||
         Name.starts_with("llvm.nvvm.elect.sync") || Name == "llvm.nvvm.fns" ||
         Name == "llvm.nvvm.read.ptx.sreg.laneid" ||
         Name == "llvm.nvvm.read.ptx.sreg.warpsize" ||
         Name.starts_with("llvm.nvvm.read.ptx.sreg.lanemask.");
}

/// A few libdevice functions have an exact LLVM intrinsic; everything else
/// of __nv_* is reported.
static Intrinsic::ID libdeviceIntrinsic(StringRef Name) {
  Name.consume_front("__nv_");
  return StringSwitch<Intrinsic::ID>(Name)
      .Case("sqrt", Intrinsic::sqrt)
      .Case("sqrtf", Intrinsic::sqrt)
      .Case("fabs", Intrinsic::fabs)
      .Case("fabsf", Intrinsic::fabs)
      .Case("floor", Intrinsic::floor)
      .Case("floorf", Intrinsic::floor)
      .Case("ceil", Intrinsic::ceil)
      .Case("ceilf", Intrinsic::ceil)
      .Case("trunc", Intrinsic::trunc)
      .Case("truncf", Intrinsic::trunc)
      .Case("fmin", Intrinsic::minnum)
      .Case("fminf", Intrinsic::minnum)
      .Case("fmax", Intrinsic::maxnum)
      .Case("fmaxf", Intrinsic::maxnum)
      .Case("fma", Intrinsic::fma)
      .Case("fmaf", Intrinsic::fma)
      .Case("copysign", Intrinsic::copysign)
      .Case("copysignf", Intrinsic::copysign)
      .Default(Intrinsic::not_intrinsic);
}

/// The integer bit functions of libdevice (what CUDA's __popc, __ffs, __clz
/// and __brev call): the LLVM bit intrinsics, exactly.  `ffs(x)` is
/// `x == 0 ? 0 : cttz(x) + 1`; the ll forms return i32 as libdevice does.
static Value *lowerLibdeviceBits(CallInst &CI, StringRef Name) {
  Name.consume_front("__nv_");
  bool Wide = Name.consume_back("ll");
  if (CI.arg_size() != 1)
    return nullptr;
  Value *X = CI.getArgOperand(0);
  Type *XTy = X->getType();
  if (!XTy->isIntegerTy(Wide ? 64 : 32) || !CI.getType()->isIntegerTy())
    return nullptr;
  IRBuilder<> B(&CI);
  // replaceCall gives the result the call's name; a 64-bit result that it
  // truncates to the call's i32 is "<name>.wide".
  const std::string N = Wide && !CI.getType()->isIntegerTy(64)
                            ? (CI.getName() + ".wide").str()
                            : std::string();
  if (Name == "popc")
    return B.CreateUnaryIntrinsic(Intrinsic::ctpop, X, nullptr, N);
  if (Name == "clz")
    return B.CreateBinaryIntrinsic(Intrinsic::ctlz, X, B.getFalse(), nullptr, N);
  if (Name == "brev")
    return B.CreateUnaryIntrinsic(Intrinsic::bitreverse, X, nullptr, N);
  if (Name == "ffs") {
    Value *Tz = B.CreateBinaryIntrinsic(Intrinsic::cttz, X, B.getTrue(), nullptr,
                                        CI.getName() + ".tz");
    Value *IsZero = B.CreateICmpEQ(X, ConstantInt::get(XTy, 0), CI.getName() + ".zero");
    return B.CreateSelect(IsZero, ConstantInt::get(XTy, 0),
                          B.CreateAdd(Tz, ConstantInt::get(XTy, 1), CI.getName() + ".tz1"),
                          N);
  }
  return nullptr;
}

bool NVVMToAMDGPURetargeter::lowerIntrinsicByName(CallInst &CI,
                                                  StringRef Name) {
  IRBuilder<> B(&CI);
  if (Name.consume_front("llvm.nvvm.read.ptx.sreg.")) {
    bool Known;
    if (Value *V = specialRegister(B, Name, Known)) {
      ++NumSRegs;
      replaceCall(CI, V);
      return true;
    }
    unsupported(CI, "special register %" + Name + " has no AMDGPU lowering");
    return false;
  }

  // Barriers.  Without a thread count every thread of the block takes part,
  // whatever the barrier id, so any such barrier is the one workgroup
  // barrier of AMDGPU (a program that mixed ids differently would deadlock
  // on NVIDIA too).  Counted, arrive-only, reducing and cluster barriers are
  // not supported.
  bool IsBarrier = false, BarrierOK = false;
  if (Name == "llvm.nvvm.barrier0" || Name == "llvm.nvvm.barrier.n" ||
      Name == "llvm.nvvm.barrier.sync" || Name == "llvm.nvvm.bar.sync" ||
      Name == "llvm.nvvm.barrier.cta.sync.aligned.all" ||
      Name == "llvm.nvvm.barrier.cta.sync.all") {
    IsBarrier = BarrierOK = true;
  } else if (Name.starts_with("llvm.nvvm.barrier") ||
             Name.starts_with("llvm.nvvm.bar.")) {
    IsBarrier = true;
  }
  if (IsBarrier) {
    if (!BarrierOK) {
      unsupported(CI, "barrier '" + Name +
                          "' is not supported (only barriers of the whole "
                          "block, without a thread count)");
      return false;
    }
    emitWorkgroupBarrier(B);
    replaceCall(CI, nullptr);
    return true;
  }

  if (Name == "llvm.nvvm.membar.cta" || Name == "llvm.nvvm.membar.gl" ||
      Name == "llvm.nvvm.membar.sys" || Name == "llvm.nvvm.fence.sc.cluster") {
    StringRef Scope = Name.rsplit('.').second;
    emitFence(B, AtomicOrdering::SequentiallyConsistent, Scope);
    replaceCall(CI, nullptr);
    return true;
  }

  if (Value *V = lowerAtomicIntrinsic(CI, Name)) {
    replaceCall(CI, V);
    return true;
  }

  if (Name.starts_with("llvm.nvvm.tex") || Name.starts_with("llvm.nvvm.tld4") ||
      Name.starts_with("llvm.nvvm.suld") ||
      Name.starts_with("llvm.nvvm.sust") ||
      Name.starts_with("llvm.nvvm.txq") || Name.starts_with("llvm.nvvm.suq") ||
      Name.starts_with("llvm.nvvm.istypep")) {
    unsupported(CI, "textures and surfaces are not supported ('" + Name + "')");
    return false;
  }
  unsupported(CI, "NVVM intrinsic '" + Name + "' has no AMDGPU lowering");
  return false;
}

/// The NVVM atomic intrinsics that clang still emits for scoped atomics
/// (`atomicAdd_block`, `atomicMax_system`, ...: llvm.nvvm.atomic.<op>.gen.
/// <i|f>.<cta|sys>) and, in LLVM 19, for atomicInc/atomicDec
/// (llvm.nvvm.atomic.load.{inc,dec}.32).  They are relaxed at their scope;
/// inc/dec are seq_cst at system scope, as LLVM 22's upgrade of them.  The
/// `i` forms serve clang's signed and unsigned builtins alike; min and max
/// are lowered signed.  Returns null when \p Name is not one of them.
Value *NVVMToAMDGPURetargeter::lowerAtomicIntrinsic(CallInst &CI,
                                                   StringRef Name) {
  if (!Name.consume_front("llvm.nvvm.atomic."))
    return nullptr;
  IRBuilder<> B(&CI);
  Value *Ptr = CI.getArgOperand(0);
  Type *Ty = CI.getType();
  if (!Ty->isIntegerTy() && !Ty->isFloatingPointTy())
    return nullptr;
  Align A(M.getDataLayout().getTypeStoreSize(Ty));
  if (Name.starts_with("load.inc.32") || Name.starts_with("load.dec.32"))
    return B.CreateAtomicRMW(Name.starts_with("load.inc")
                                 ? AtomicRMWInst::UIncWrap
                                 : AtomicRMWInst::UDecWrap,
                             Ptr, CI.getArgOperand(1), A,
                             AtomicOrdering::SequentiallyConsistent);
  // <op>.gen.<i|f>.<cta|sys>.<type>...
  SmallVector<StringRef, 6> Parts;
  Name.split(Parts, '.');
  if (Parts.size() < 4 || Parts[1] != "gen" ||
      (Parts[3] != "cta" && Parts[3] != "sys"))
    return nullptr;
  SyncScope::ID SSID = scopeID(Parts[3]);
  AtomicOrdering Relaxed = AtomicOrdering::Monotonic;
  bool IsFloat = Parts[2] == "f";
  if (Parts[0] == "cas") {
    auto *X = B.CreateAtomicCmpXchg(Ptr, CI.getArgOperand(1),
                                    CI.getArgOperand(2), A, Relaxed, Relaxed,
                                    SSID);
    return B.CreateExtractValue(X, 0, "cas.old");
  }
  std::optional<AtomicRMWInst::BinOp> Op =
      StringSwitch<std::optional<AtomicRMWInst::BinOp>>(Parts[0])
          .Case("add", IsFloat ? AtomicRMWInst::FAdd : AtomicRMWInst::Add)
          .Case("exch", AtomicRMWInst::Xchg)
          .Case("max", AtomicRMWInst::Max)
          .Case("min", AtomicRMWInst::Min)
          .Case("inc", AtomicRMWInst::UIncWrap)
          .Case("dec", AtomicRMWInst::UDecWrap)
          .Case("and", AtomicRMWInst::And)
          .Case("or", AtomicRMWInst::Or)
          .Case("xor", AtomicRMWInst::Xor)
          .Default(std::nullopt);
  if (!Op || (IsFloat && *Op != AtomicRMWInst::FAdd &&
              *Op != AtomicRMWInst::Xchg))
    return nullptr;
  return B.CreateAtomicRMW(*Op, Ptr, CI.getArgOperand(1), A, Relaxed, SSID);
}

bool NVVMToAMDGPURetargeter::lowerCall(CallInst &CI) {
  if (CI.isInlineAsm())
    return lowerInlineAsm(CI, *cast<InlineAsm>(CI.getCalledOperand()));
  Function *Callee = CI.getCalledFunction();
  if (!Callee)
    return false;
  StringRef Name = Callee->getName();
  if (Name.starts_with("llvm.nvvm.")) {
    if (isWarpIntrinsic(Name))
      return false;
    return lowerIntrinsicByName(CI, Name);
  }
  if (!Callee->isDeclaration()) {
    std::string Construct = cooperativeLaunchConstruct(*CI.getFunction(), *Callee);
    if (!Construct.empty())
      unsupported(CI, Construct + " needs a cooperative launch "
                      "(cudaLaunchCooperativeKernel), which code objects of "
                      "this flow do not have");
    return false;
  }
  if (Name == "vprintf") {
    unsupported(CI, "printf is not supported on AMDGPU by this flow (vprintf)");
    return false;
  }
  if (Name == "__assertfail" || Name == "__assert_fail") {
    unsupported(CI, "assert is not supported on AMDGPU by this flow (" + Name +
                        ")");
    return false;
  }
  if (Name == "malloc" || Name == "free") {
    unsupported(CI, "device-side " + Name + " is not supported");
    return false;
  }
  if (Name.starts_with("__nv_")) {
    if (Value *V = lowerLibdeviceBits(CI, Name)) {
      ++NumMath;
      replaceCall(CI, V); // the ll forms return i32: truncated there
      return true;
    }
    Intrinsic::ID ID = libdeviceIntrinsic(Name);
    Type *Ty = CI.getType();
    if (ID == Intrinsic::not_intrinsic || !Ty->isFloatingPointTy()) {
      unsupported(CI,
                  "libdevice function '" + Name + "' has no AMDGPU mapping");
      return false;
    }
    IRBuilder<> B(&CI);
    SmallVector<Value *, 3> Args(CI.args());
    Value *V = B.CreateIntrinsic(ID, {Ty}, Args, nullptr, Name.drop_front(5));
    ++NumMath;
    replaceCall(CI, V);
    return true;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Inline PTX
//===----------------------------------------------------------------------===//

/// Splits "{ a b; }" into its statements, without braces and empty ones.
static SmallVector<std::string, 2> asmStatements(StringRef Asm) {
  std::string Flat;
  for (char C : Asm)
    Flat += (C == '\n' || C == '\t' || C == '{' || C == '}') ? ' ' : C;
  SmallVector<StringRef, 4> Parts;
  StringRef(Flat).split(Parts, ';');
  SmallVector<std::string, 2> Out;
  for (StringRef P : Parts) {
    P = P.trim();
    if (P.empty())
      continue;
    // Collapse runs of blanks.
    std::string S;
    for (char C : P)
      if (C != ' ' || (!S.empty() && S.back() != ' '))
        S += C;
    Out.push_back(S);
  }
  return Out;
}

/// The integer type a PTX type suffix (u32, b64, ...) names, or null.
static IntegerType *ptxIntType(LLVMContext &Ctx, StringRef T) {
  if (T.size() < 2 || (T[0] != 'u' && T[0] != 's' && T[0] != 'b'))
    return nullptr;
  unsigned Bits = 0;
  if (T.drop_front().getAsInteger(10, Bits) ||
      (Bits != 16 && Bits != 32 && Bits != 64))
    return nullptr;
  return IntegerType::get(Ctx, Bits);
}

bool NVVMToAMDGPURetargeter::lowerInlineAsm(CallInst &CI, InlineAsm &IA) {
  StringRef AsmText = IA.getAsmString();
  auto Fail = [&](const Twine &Why) {
    std::string Shown = AsmText.trim().str();
    for (char &C : Shown)
      if (C == '\n' || C == '\t')
        C = ' ';
    unsupported(CI, "inline PTX '" + Shown + "' is not supported" +
                        (Why.isTriviallyEmpty() ? Twine("") : ": " + Why));
    return false;
  };

  // Operand numbering: direct outputs are the call's results, inputs (and
  // indirect outputs) its arguments, in constraint order.
  unsigned NumResults = 0, NumArgs = 0;
  bool HasIndirect = false;
  for (const InlineAsm::ConstraintInfo &C : IA.ParseConstraints()) {
    if (C.Type == InlineAsm::isOutput && !C.isIndirect)
      ++NumResults;
    else if (C.Type == InlineAsm::isInput || C.Type == InlineAsm::isOutput) {
      HasIndirect |= C.isIndirect;
      ++NumArgs;
    }
  }
  if (HasIndirect)
    return Fail("memory operands are not supported");

  auto Operand = [&](StringRef Tok) -> std::optional<AsmOperand> {
    AsmOperand Op;
    Tok = Tok.trim();
    if (Tok.consume_front("[")) {
      if (!Tok.consume_back("]"))
        return std::nullopt;
      Op.IsAddress = true;
      Tok = Tok.trim();
    }
    if (Tok.consume_front("$")) {
      unsigned N;
      if (Tok.getAsInteger(10, N))
        return std::nullopt;
      if (N < NumResults) {
        Op.Kind = AsmOperand::Output;
        Op.OutputNo = N;
      } else if (N - NumResults < CI.arg_size()) {
        Op.Kind = AsmOperand::Input;
        Op.V = CI.getArgOperand(N - NumResults);
        if (auto *C = dyn_cast<ConstantInt>(Op.V)) {
          Op.Kind = AsmOperand::Immediate;
          Op.Imm = C->getSExtValue();
          Op.V = C;
        }
      } else {
        return std::nullopt;
      }
      return Op;
    }
    int64_t Imm;
    if (!Tok.getAsInteger(0, Imm)) {
      Op.Kind = AsmOperand::Immediate;
      Op.Imm = Imm;
      return Op;
    }
    return std::nullopt;
  };
  auto AsValue = [&](const AsmOperand &Op, Type *Ty) -> Value * {
    if (Op.Kind == AsmOperand::Immediate)
      return ConstantInt::get(Ty, Op.Imm);
    if (Op.Kind != AsmOperand::Input)
      return nullptr;
    Value *V = Op.V;
    if (V->getType() == Ty)
      return V;
    IRBuilder<> B(&CI);
    if (Ty->isPointerTy() && V->getType()->isIntegerTy())
      return B.CreateIntToPtr(V, Ty);
    if (Ty->isIntegerTy() && V->getType()->isIntegerTy())
      return B.CreateZExtOrTrunc(V, Ty);
    return nullptr;
  };

  SmallVector<std::string, 2> Stmts = asmStatements(AsmText);
  IRBuilder<> B(&CI);
  if (Stmts.empty()) {
    // asm volatile("" ::: "memory"): a compiler-only barrier.
    if (!CI.getType()->isVoidTy())
      return Fail("");
    B.CreateFence(AtomicOrdering::SequentiallyConsistent,
                  SyncScope::SingleThread);
    ++NumInlineAsm;
    replaceCall(CI, nullptr);
    return true;
  }
  if (Stmts.size() != 1)
    return Fail("only single-statement inline PTX is recognised");

  StringRef Stmt = Stmts.front();
  StringRef Opcode, Rest;
  std::tie(Opcode, Rest) = Stmt.split(' ');
  SmallVector<StringRef, 4> Ops;
  if (!Rest.trim().empty())
    Rest.split(Ops, ',');
  SmallVector<StringRef, 6> Q;
  Opcode.split(Q, '.');
  if (Opcode.starts_with("@"))
    return Fail("predicated statements are not supported");

  // mov.{u32,s32,b32} $0, %reg   /   mov.u32 $0, WARP_SZ
  if (Q[0] == "mov" && Ops.size() == 2 && NumResults == 1) {
    std::optional<AsmOperand> Dst = Operand(Ops[0]);
    StringRef Src = Ops[1].trim();
    if (!Dst || Dst->Kind != AsmOperand::Output)
      return Fail("");
    Value *V = nullptr;
    if (Src == "WARP_SZ") {
      V = B.CreateCall(compat::getIntrinsicDecl(
                           M, Intrinsic::nvvm_read_ptx_sreg_warpsize),
                       {}, "warpsize");
    } else if (Src.consume_front("%")) {
      Intrinsic::ID Warp = StringSwitch<Intrinsic::ID>(Src)
          .Case("laneid", Intrinsic::nvvm_read_ptx_sreg_laneid)
          .Case("lanemask_eq", Intrinsic::nvvm_read_ptx_sreg_lanemask_eq)
          .Case("lanemask_le", Intrinsic::nvvm_read_ptx_sreg_lanemask_le)
          .Case("lanemask_lt", Intrinsic::nvvm_read_ptx_sreg_lanemask_lt)
          .Case("lanemask_ge", Intrinsic::nvvm_read_ptx_sreg_lanemask_ge)
          .Case("lanemask_gt", Intrinsic::nvvm_read_ptx_sreg_lanemask_gt)
          .Default(Intrinsic::not_intrinsic);
      if (Warp != Intrinsic::not_intrinsic) {
        V = B.CreateCall(compat::getIntrinsicDecl(M, Warp), {}, Src);
      } else {
        bool Known;
        V = specialRegister(B, Src, Known);
        if (!V)
          return Fail("special register %" + Src + " has no AMDGPU lowering");
        ++NumSRegs;
      }
    } else {
      return Fail("");
    }
    ++NumInlineAsm;
    replaceCall(CI, V);
    return true;
  }

  // bar.sync 0 / barrier.sync 0 / barrier.sync.aligned 0 / bar.warp.sync m
  if (Opcode == "bar.warp.sync" && Ops.size() == 1) {
    std::optional<AsmOperand> Mask = Operand(Ops[0]);
    Value *MaskV = Mask ? AsValue(*Mask, B.getInt32Ty()) : nullptr;
    if (!MaskV)
      return Fail("");
    B.CreateCall(compat::getIntrinsicDecl(M, Intrinsic::nvvm_bar_warp_sync),
                 {MaskV});
    ++NumInlineAsm;
    replaceCall(CI, nullptr);
    return true;
  }
  if ((Opcode == "bar.sync" || Opcode == "barrier.sync" ||
       Opcode == "barrier.sync.aligned" || Opcode == "bar.cta.sync" ||
       Opcode == "barrier.cta.sync" || Opcode == "barrier.cta.sync.aligned")) {
    // Any id, as for the intrinsics; a second operand is a thread count.
    if (Ops.size() != 1 || !Operand(Ops[0]))
      return Fail("only barriers of the whole block, without a thread count, "
                  "are supported");
    emitWorkgroupBarrier(B);
    ++NumInlineAsm;
    replaceCall(CI, nullptr);
    return true;
  }

  // membar.{cta,gl,sys}, fence.{sc,acq_rel}.{cta,gpu,sys,cluster}
  if (Q[0] == "membar" && Q.size() == 2 && Ops.empty()) {
    emitFence(B, AtomicOrdering::SequentiallyConsistent, Q[1]);
    ++NumInlineAsm;
    replaceCall(CI, nullptr);
    return true;
  }
  if (Q[0] == "fence" && Q.size() == 3 && Ops.empty() &&
      (Q[1] == "sc" || Q[1] == "acq_rel")) {
    emitFence(B, Q[1] == "sc" ? AtomicOrdering::SequentiallyConsistent
                              : AtomicOrdering::AcquireRelease,
              Q[2]);
    ++NumInlineAsm;
    replaceCall(CI, nullptr);
    return true;
  }

  // ld / st / atom / red with memory-ordering qualifiers.
  if (Q[0] == "ld" || Q[0] == "st" || Q[0] == "atom" || Q[0] == "red") {
    AtomicOrdering Ord = AtomicOrdering::NotAtomic;
    bool Volatile = false;
    StringRef Scope = "sys", Op;
    IntegerType *Ty = nullptr;
    for (StringRef S : ArrayRef<StringRef>(Q).drop_front()) {
      if (S == "acquire")
        Ord = AtomicOrdering::Acquire;
      else if (S == "release")
        Ord = AtomicOrdering::Release;
      else if (S == "acq_rel")
        Ord = AtomicOrdering::AcquireRelease;
      else if (S == "relaxed")
        Ord = AtomicOrdering::Monotonic;
      else if (S == "volatile")
        Volatile = true;
      else if (S == "cta" || S == "gpu" || S == "sys" || S == "cluster")
        Scope = S;
      else if (S == "global" || S == "generic")
        ; // the address is the same generic pointer on AMDGPU
      else if (IntegerType *T = ptxIntType(Ctx, S))
        Ty = T;
      else if (Op.empty() && (Q[0] == "atom" || Q[0] == "red"))
        Op = S;
      else
        return Fail("qualifier '." + S + "' is not supported");
    }
    if (!Ty)
      return Fail("unsupported or missing operand type");
    bool IsRMW = Q[0] == "atom" || Q[0] == "red";
    if (IsRMW && Ord == AtomicOrdering::NotAtomic)
      Ord = AtomicOrdering::Monotonic; // atom without .sem is relaxed
    SyncScope::ID SSID = scopeID(Scope);
    Align A(Ty->getBitWidth() / 8);
    PointerType *PtrTy = PointerType::get(Ctx, 0);
    auto Addr = [&](StringRef Tok) -> Value * {
      std::optional<AsmOperand> O = Operand(Tok);
      if (!O || !O->IsAddress || O->Kind != AsmOperand::Input)
        return nullptr;
      return AsValue(*O, PtrTy);
    };
    Value *Result = nullptr;
    if (Q[0] == "ld" && Ops.size() == 2 && NumResults == 1) {
      Value *P = Addr(Ops[1]);
      if (!P || Ord == AtomicOrdering::Release ||
          Ord == AtomicOrdering::AcquireRelease)
        return Fail("");
      LoadInst *L = B.CreateAlignedLoad(Ty, P, A, Volatile, "ld");
      if (Ord != AtomicOrdering::NotAtomic)
        L->setAtomic(Ord, SSID);
      Result = L;
    } else if (Q[0] == "st" && Ops.size() == 2) {
      Value *P = Addr(Ops[0]);
      std::optional<AsmOperand> VO = Operand(Ops[1]);
      Value *V = VO ? AsValue(*VO, Ty) : nullptr;
      if (!P || !V || Ord == AtomicOrdering::Acquire ||
          Ord == AtomicOrdering::AcquireRelease)
        return Fail("");
      StoreInst *S = B.CreateAlignedStore(V, P, A, Volatile);
      if (Ord != AtomicOrdering::NotAtomic)
        S->setAtomic(Ord, SSID);
    } else if (IsRMW) {
      bool HasDst = Q[0] == "atom";
      unsigned First = HasDst ? 1 : 0;
      if (HasDst && (NumResults != 1 || Ops.empty()))
        return Fail("");
      bool Signed = false;
      for (StringRef S : Q)
        Signed |= S.size() > 1 && S[0] == 's' && ptxIntType(Ctx, S);
      if (Op == "cas") {
        if (!HasDst || Ops.size() != 4)
          return Fail("");
        Value *P = Addr(Ops[1]);
        std::optional<AsmOperand> CO = Operand(Ops[2]), NO = Operand(Ops[3]);
        Value *Cmp = CO ? AsValue(*CO, Ty) : nullptr;
        Value *New = NO ? AsValue(*NO, Ty) : nullptr;
        if (!P || !Cmp || !New)
          return Fail("");
        AtomicOrdering Failure =
            AtomicCmpXchgInst::getStrongestFailureOrdering(Ord);
        auto *X = B.CreateAtomicCmpXchg(P, Cmp, New, A, Ord, Failure, SSID);
        Result = B.CreateExtractValue(X, 0, "cas.old");
      } else {
        std::optional<AtomicRMWInst::BinOp> BinOp =
            StringSwitch<std::optional<AtomicRMWInst::BinOp>>(Op)
                .Case("add", AtomicRMWInst::Add)
                .Case("and", AtomicRMWInst::And)
                .Case("or", AtomicRMWInst::Or)
                .Case("xor", AtomicRMWInst::Xor)
                .Case("exch", AtomicRMWInst::Xchg)
                .Case("min", Signed ? AtomicRMWInst::Min : AtomicRMWInst::UMin)
                .Case("max", Signed ? AtomicRMWInst::Max : AtomicRMWInst::UMax)
                .Default(std::nullopt);
        if (!BinOp)
          return Fail("atomic operation '" + Op + "' is not supported");
        if (Ops.size() != First + 2)
          return Fail("");
        Value *P = Addr(Ops[First]);
        std::optional<AsmOperand> VO = Operand(Ops[First + 1]);
        Value *V = VO ? AsValue(*VO, Ty) : nullptr;
        if (!P || !V)
          return Fail("");
        Value *RMW = B.CreateAtomicRMW(*BinOp, P, V, A, Ord, SSID);
        if (HasDst)
          Result = RMW;
      }
    } else {
      return Fail("");
    }
    ++NumInlineAsm;
    replaceCall(CI, Result);
    return true;
  }
  return Fail("");
}

//===----------------------------------------------------------------------===//
// Allocas
//===----------------------------------------------------------------------===//

/// NVPTX allocas live in the generic address space; AMDGPU's are private
/// (5).  The new alloca is cast back to a generic pointer for the old uses,
/// which InferAddressSpaces later folds; lifetime markers move to the new
/// alloca, since they must name an alloca directly.
void NVVMToAMDGPURetargeter::lowerAlloca(AllocaInst &AI) {
  unsigned AS = M.getDataLayout().getAllocaAddrSpace();
  IRBuilder<> B(&AI);
  auto *New = B.CreateAlloca(AI.getAllocatedType(), AS, AI.getArraySize());
  New->setAlignment(AI.getAlign());
  New->takeName(&AI);
  New->setDebugLoc(AI.getDebugLoc());
  for (User *U : make_early_inc_range(AI.users())) {
    auto *II = dyn_cast<IntrinsicInst>(U);
    if (!II || (II->getIntrinsicID() != Intrinsic::lifetime_start &&
                II->getIntrinsicID() != Intrinsic::lifetime_end))
      continue;
    IRBuilder<> LB(II);
    CallInst *L =
        compat::createLifetimeLike(LB, II->getIntrinsicID(), New, *II);
    L->setDebugLoc(II->getDebugLoc());
    II->eraseFromParent();
  }
  Value *Generic =
      B.CreateAddrSpaceCast(New, AI.getType(), New->getName() + ".generic");
  AI.replaceAllUsesWith(Generic);
  AI.eraseFromParent();
  ++NumAllocas;
  Changed = true;
}

//===----------------------------------------------------------------------===//
// Driver
//===----------------------------------------------------------------------===//

bool NVVMToAMDGPURetargeter::run() {
  Triple TT(M.getTargetTriple());
  if (TT.isAMDGCN()) {
    // Already retargeted, e.g. the .ll that clang wrote, which carries the
    // NVPTX datalayout (see NVVMToAMDGPUClangLayoutPass): only fix that.
    std::string DL = compat::amdgpuDataLayout(TT);
    NamedMDNode *Saved = M.getNamedMetadata(SavedLayoutMD);
    if (M.getDataLayoutStr() == DL && !Saved)
      return false;
    M.setDataLayout(DL);
    if (Saved)
      Saved->eraseFromParent();
    return true;
  }
  if (!TT.getTriple().empty() && !TT.isNVPTX()) {
    if (!M.empty())
      unsupported(*M.begin(), "module triple '" + TT.str() + "' is not NVPTX");
    return false;
  }

  collectAnnotations();
  // Remember the NVPTX layout for NVVMToAMDGPUClangLayoutPass.
  NamedMDNode *Saved = M.getOrInsertNamedMetadata(SavedLayoutMD);
  Saved->clearOperands();
  Saved->addOperand(MDNode::get(Ctx, MDString::get(Ctx, M.getDataLayoutStr())));
  Triple AMDGCN("amdgcn-amd-amdhsa");
  compat::setTargetTriple(M, AMDGCN);
  M.setDataLayout(compat::amdgpuDataLayout(AMDGCN));
  Changed = true;
  LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << M.getName() << " -> "
                    << AMDGCN.str() << " " << Opts.CPU << "\n");

  // Kernels with byval parameters are replaced while this runs.
  SmallVector<Function *, 16> Functions(make_pointer_range(M));
  for (Function *F : Functions)
    retargetFunction(*F);
  for (GlobalVariable &GV : M.globals())
    retargetGlobal(GV);
  copyByValArgsAtCalls();

  SmallVector<CallInst *, 32> Calls;
  SmallVector<AllocaInst *, 16> Allocas;
  unsigned AllocaAS = M.getDataLayout().getAllocaAddrSpace();
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      if (auto *CI = dyn_cast<CallInst>(&I))
        Calls.push_back(CI);
      else if (auto *AI = dyn_cast<AllocaInst>(&I))
        if (AI->getAddressSpace() != AllocaAS)
          Allocas.push_back(AI);
    }
  for (CallInst *CI : Calls)
    lowerCall(*CI);
  for (AllocaInst *AI : Allocas)
    lowerAlloca(*AI);

  // Intrinsic declarations whose last use is gone.
  for (Function &F : make_early_inc_range(M))
    if (F.isDeclaration() && F.use_empty() &&
        ((F.getName().starts_with("llvm.nvvm.") &&
          !isWarpIntrinsic(F.getName())) ||
         F.getName().starts_with("llvm.lifetime.")))
      F.eraseFromParent();
  return Changed;
}

PreservedAnalyses NVVMToAMDGPUPass::run(Module &M, ModuleAnalysisManager &) {
  if (!NVVMToAMDGPURetargeter(M, Opts).run())
    return PreservedAnalyses::all();
  return PreservedAnalyses::none();
}

PreservedAnalyses NVVMToAMDGPUClangLayoutPass::run(Module &M,
                                                   ModuleAnalysisManager &) {
  NamedMDNode *Saved = M.getNamedMetadata(SavedLayoutMD);
  if (!Saved || Saved->getNumOperands() != 1)
    return PreservedAnalyses::all();
  auto *Str = dyn_cast<MDString>(Saved->getOperand(0)->getOperand(0));
  if (Str)
    M.setDataLayout(Str->getString());
  Saved->eraseFromParent();
  return PreservedAnalyses::none();
}

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
///  - blockDim comes from the HSA kernel dispatch packet
///    (`llvm.amdgcn.dispatch.ptr`): workgroup_size_{x,y,z} are u16 at byte
///    offsets 4/6/8; the packet is the same in every code-object version.
///  - gridDim: with code object version 5 or later (the module flag, or the
///    code-object-version=N parameter, which then writes the flag) it is the
///    hidden kernel argument hidden_block_count_{x,y,z}, as HIP reads it.
///    Otherwise grid_size_{x,y,z} (u32 at 12/16/20 of the packet, in
///    work-items) / workgroup_size, which needs no hidden arguments.
///  - `__syncthreads` is a workgroup barrier between a workgroup-scope
///    release fence and a workgroup-scope acquire fence.
///  - Scopes: cta -> "workgroup", gpu and cluster -> "agent", sys -> system.
///  - laneid, warpsize, lanemask_* and all warp-level intrinsics are left to
///    the warp passes.
///  - Device printf and assert become OCKL's hostcall printf, HIP's own on
///    AMD (DevicePrintf.h); a failed assert prints CUDA's message and traps.
///  - Inline PTX is translated first (ptx::translateModuleInlineAsm): its
///    warp instructions and special registers become the NVVM intrinsics
///    that this pass and the warp passes lower; NVPTX's atomic and fence
///    scopes are mapped at the end.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/NVVM/NVVMToAMDGPU.h"
#include "ShflLowering/Lowering/AMDGPU/SignedZeroProducts.h"
#include "ShflLowering/Lowering/NVVM/CUDARuntimeState.h"
#include "ShflLowering/Lowering/NVVM/DevicePrintf.h"
#include "ShflLowering/Lowering/Core/Convergence.h"
#include "ShflLowering/Lowering/Core/NVVMShflCalls.h"
#include "ShflLowering/Support/Compat.h"
#include "ShflLowering/PTX/PTXTranslator.h"
#include "ShflLowering/Semantics/AMDGPULimits.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Metadata.h"
#include "llvm/Support/Debug.h"
#include "llvm/TargetParser/TargetParser.h"
#include <cstdlib>

#define DEBUG_TYPE "nvvm-to-amdgpu"

using namespace llvm;
using namespace shfl;

STATISTIC(NumKernels, "Number of kernels given the amdgpu_kernel convention");
STATISTIC(NumSRegs, "Number of block/grid special-register reads lowered");
STATISTIC(NumBarriers, "Number of workgroup barriers lowered");
STATISTIC(NumFences, "Number of memory fences lowered");
STATISTIC(NumAllocas, "Number of allocas moved to address space 5");
STATISTIC(NumAsmLeft, "Number of inline PTX statements left untranslated");
STATISTIC(NumGlobals, "Number of device variables made protected");
STATISTIC(NumByValCopies, "Number of by-value aggregates copied by callers");
STATISTIC(NumErrors, "Number of unsupported constructs diagnosed");
STATISTIC(NumRelaxedAtomics,
          "Number of CUDA atomic functions' seq_cst atomics made relaxed");
STATISTIC(NumGlobalPtrParams, "Number of kernel pointer parameters made global");

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
    if (P.consume_front("code-object-version=")) {
      unsigned V = 0;
      if (P.getAsInteger(10, V) || V < 4 || V > 6)
        return Fail("invalid nvvm-to-amdgpu code object version '" + P +
                    "' (expected 4, 5 or 6)");
      Opts.CodeObjectVersion = V;
      continue;
    }
    if (parseLibdeviceParam(P, Opts.Libdevice))
      continue;
    if (AMDGPU::parseArchAMDGCN(P) == AMDGPU::GK_NONE)
      return Fail("invalid nvvm-to-amdgpu parameter '" + P +
                  "' (expected an AMDGPU processor such as gfx90a, "
                  "wave32/wave64, code-object-version=N, or a libdevice "
                  "parameter such as daz)");
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
  Function *rewriteKernelParams(Function &F);
  void remarkKernelParams(Function &K);
  void copyByValArgsAtCalls();
  bool checkKernelSignature(Function &F);
  // Instruction level; each returns true when it replaced \p CI.
  bool lowerCall(CallInst &CI);
  bool lowerCallImpl(CallInst &CI);
  bool lowerIntrinsicByName(CallInst &CI, StringRef Name);
  Value *lowerAtomicIntrinsic(CallInst &CI, StringRef Name, bool &Matched);
  void lowerAlloca(AllocaInst &AI);
  void checkAllocaSize(AllocaInst &AI);
  void remapSyncScopes();
  void relaxCUDAAtomicFunctions();

  // Building blocks.
  void settleCodeObjectVersion();
  Value *dispatchField(IRBuilderBase &B, unsigned Offset, Type *Ty,
                       const Twine &Name);
  Value *implicitArg(IRBuilderBase &B, unsigned Offset, Type *Ty,
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
  /// The private memory of one lane on Opts.CPU (0: no limit known).
  uint64_t PrivatePerLane = 0;
  unsigned WaveSize = 0;
  /// The code object version llc will write; 0 when not known.
  unsigned CodeObjectVersion = 0;
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
  // clang's NVPTX flow asks for a frame pointer everywhere; AMDGPU's frame
  // lowering sets one up only where the frame needs it, as in HIP.
  F.removeFnAttr("frame-pointer");
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
  if (IsKernel && checkKernelSignature(F)) {
    // NVPTX passes aggregates to kernels `byval`; amdgpu_kernel forbids it.
    // Pointer parameters become global pointers, as in HIP.
    Function &K = *rewriteKernelParams(F);
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

/// What amdgpu_kernel cannot express (the verifier rejects it), reported on
/// \p F; false if there was any.  A CUDA kernel never has these, but the
/// IR allows them on a ptx_kernel.
bool NVVMToAMDGPURetargeter::checkKernelSignature(Function &F) {
  bool OK = true;
  auto Refuse = [&](const Twine &Why) {
    ++NumErrors;
    Ctx.diagnose(DiagnosticInfoUnsupported(
        F, "kernel '" + F.getName() + "' " + Why,
        DiagnosticLocation(F.getSubprogram())));
    OK = false;
  };
  if (!F.getReturnType()->isVoidTy())
    Refuse("returns a value; an AMDGPU kernel returns void");
  if (F.isVarArg())
    Refuse("is variadic; an AMDGPU kernel has a fixed parameter list");
  // byref is fine unless it points to the stack (address space 5 is local
  // memory in NVPTX and private memory in AMDGPU).
  unsigned StackAS = M.getDataLayout().getAllocaAddrSpace();
  for (Argument &A : F.args()) {
    bool StackByRef = A.hasAttribute(Attribute::ByRef) &&
                      A.getType()->getPointerAddressSpace() == StackAS;
    StringRef Attr = A.hasStructRetAttr()      ? "sret"
                     : A.hasInAllocaAttr()     ? "inalloca"
                     : A.hasPreallocatedAttr() ? "preallocated"
                     : StackByRef              ? "byref"
                                               : "";
    if (!Attr.empty())
      Refuse("has a parameter passed '" + Attr +
             "' (parameter " + Twine(A.getArgNo()) +
             "), which an AMDGPU kernel cannot take");
  }
  return OK;
}

/// Whether kernel parameter \p A is a generic pointer that the kernel can
/// take as a global one: a CUDA kernel's pointer parameters hold addresses
/// of global memory (device, managed, mapped host or `__constant__` memory,
/// which AMDGPU keeps in the global address space too), as NVVM itself
/// assumes of them.  As in HIP, the parameter is `ptr addrspace(1)` and the
/// body gets it cast to generic, so InferAddressSpaces can make its loads
/// and stores global ones.
static bool isGenericPointerParam(const Argument &A) {
  auto *PT = dyn_cast<PointerType>(A.getType());
  return PT && PT->getAddressSpace() == 0 && !A.hasByValAttr() &&
         !A.hasAttribute(Attribute::ByRef);
}

/// Rewrites kernel \p F's parameters for amdgpu_kernel:
///  - each `ptr byval(T) align A` parameter becomes `ptr addrspace(4)
///    byref(T) align A`, how clang passes a HIP kernel's structs: the bytes
///    sit in the kernel-argument segment at a multiple of A, the alignment
///    C gives the struct (a CUDA float4 is 16-byte aligned there too, as
///    the host lays it out; a direct aggregate would get its LLVM type's
///    alignment, 4).  The body keeps its pointer: a private copy made in
///    the entry block, since CUDA lets a kernel modify its by-value
///    parameters (InstCombine drops a copy that is only read);
///  - each generic pointer becomes a global one (isGenericPointerParam).
/// Returns the function that replaces \p F, or \p F when nothing changes.
Function *NVVMToAMDGPURetargeter::rewriteKernelParams(Function &F) {
  if (none_of(F.args(), [](Argument &A) {
        return A.hasByValAttr() || isGenericPointerParam(A);
      }))
    return &F;
  SmallVector<Type *, 8> Params;
  SmallVector<AttributeSet, 8> ParamAttrs;
  AttributeList Attrs = F.getAttributes();
  const DataLayout &DL = M.getDataLayout();
  PointerType *GlobalPtr = PointerType::get(Ctx, 1);
  PointerType *ConstantPtr = PointerType::get(Ctx, 4);
  for (Argument &A : F.args()) {
    if (A.hasByValAttr()) {
      Type *Ty = A.getParamByValType();
      Align Al = A.getParamAlign().value_or(DL.getABITypeAlign(Ty));
      Params.push_back(ConstantPtr);
      AttrBuilder AB(Ctx);
      AB.addByRefAttr(Ty);
      AB.addAlignmentAttr(Al);
      AB.addAttribute(Attribute::NoUndef);
      ParamAttrs.push_back(AttributeSet::get(Ctx, AB));
      continue;
    }
    Params.push_back(isGenericPointerParam(A) ? GlobalPtr : A.getType());
    ParamAttrs.push_back(Attrs.getParamAttrs(A.getArgNo()));
  }
  FunctionType *FT =
      FunctionType::get(F.getReturnType(), Params, F.isVarArg());
  // In F's place, so that the module keeps the source's order.
  Function *NF = Function::Create(FT, F.getLinkage(), F.getAddressSpace(), "");
  M.getFunctionList().insert(F.getIterator(), NF);
  NF->copyAttributesFrom(&F);
  NF->setAttributes(AttributeList::get(Ctx, Attrs.getFnAttrs(),
                                       Attrs.getRetAttrs(), ParamAttrs));
  NF->copyMetadata(&F, 0);
  if (F.isDeclaration()) {
    // A kernel defined in another translation unit (-fgpu-rdc): the same
    // signature change happens there.
    for (auto [Old, New] : zip(F.args(), NF->args()))
      New.takeName(&Old);
    NF->takeName(&F);
    F.replaceAllUsesWith(NF);
    F.eraseFromParent();
    return NF;
  }
  NF->splice(NF->begin(), &F);

  IRBuilder<> B(&*NF->getEntryBlock().getFirstInsertionPt());
  for (auto [Old, New] : zip(F.args(), NF->args())) {
    New.takeName(&Old);
    if (isGenericPointerParam(Old)) {
      if (!Old.use_empty())
        Old.replaceAllUsesWith(B.CreateAddrSpaceCast(
            &New, Old.getType(), New.getName() + ".generic"));
      continue;
    }
    if (!Old.hasByValAttr()) {
      Old.replaceAllUsesWith(&New);
      continue;
    }
    Type *Ty = New.getParamByRefType();
    Align A = *New.getParamAlign();
    AllocaInst *Copy = B.CreateAlloca(Ty, DL.getAllocaAddrSpace(), nullptr,
                                      New.getName() + ".copy");
    Copy->setAlignment(A);
    B.CreateMemCpy(Copy, A, &New, A, DL.getTypeAllocSize(Ty));
    Old.replaceAllUsesWith(
        B.CreateAddrSpaceCast(Copy, Old.getType(), New.getName() + ".ptr"));
  }
  NF->takeName(&F);
  F.replaceAllUsesWith(NF);
  F.eraseFromParent();
  remarkKernelParams(*NF);
  return NF;
}

void NVVMToAMDGPURetargeter::remarkKernelParams(Function &K) {
  unsigned Global = count_if(K.args(), [](Argument &A) {
    auto *PT = dyn_cast<PointerType>(A.getType());
    return PT && PT->getAddressSpace() == 1;
  });
  NumGlobalPtrParams += Global;
  OptimizationRemarkEmitter ORE(&K);
  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "KernelParameters",
                              DiagnosticLocation(K.getSubprogram()),
                              &K.getEntryBlock())
           << "kernel '" << ore::NV("Kernel", K.getName()) << "': "
           << ore::NV("GlobalPointers", Global)
           << " pointer parameter(s) taken as global pointers, "
           << ore::NV("ByValue", unsigned(count_if(K.args(), [](Argument &A) {
                return A.hasByRefAttr();
              })))
           << " aggregate(s) passed by value";
  });
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

/// Whether \p F's work-group fits in one wave: its
/// "amdgpu-flat-work-group-size" (from nvvm.maxntid) is at most the wave.
static bool workGroupFitsOneWave(const Function &F, unsigned WaveSize) {
  StringRef Sizes =
      F.getFnAttribute("amdgpu-flat-work-group-size").getValueAsString();
  auto [MinText, MaxText] = Sizes.split(',');
  unsigned Max = 0;
  return !MaxText.trim().getAsInteger(10, Max) && Max != 0 && Max <= WaveSize;
}

void NVVMToAMDGPURetargeter::emitWorkgroupBarrier(IRBuilderBase &B) {
  // What __syncthreads promises: every shared and global write before it is
  // visible to the block after it.
  SyncScope::ID WG = Ctx.getOrInsertSyncScopeID("workgroup");
  B.CreateFence(AtomicOrdering::Release, WG);
  // A work-group of one wave needs no s_barrier, and the AMDGPU backend
  // makes it a wave barrier itself.  LLVM 22 does so in IR
  // (amdgpu-lower-intrinsics) and drops the call's convergence-control
  // bundle there, which leaves a module the verifier rejects (a shfl-fuzz.py
  // finding).  The wave barrier made here keeps the bundle.
  Intrinsic::ID Barrier =
      workGroupFitsOneWave(*B.GetInsertBlock()->getParent(), WaveSize)
          ? Intrinsic::amdgcn_wave_barrier
          : Intrinsic::amdgcn_s_barrier;
  B.CreateCall(compat::getIntrinsicDecl(M, Barrier));
  B.CreateFence(AtomicOrdering::Acquire, WG);
  ++NumBarriers;
}

/// The module flag clang writes for AMDGPU (the version times 100), which
/// the AMDGPU backend reads before its --amdhsa-code-object-version option.
static constexpr const char *CodeObjectVersionFlag =
    "amdhsa_code_object_version";

/// The code object version comes from the module flag, else from the
/// option, which then also writes the flag so that llc writes the version
/// this pass assumed.  A flag and an option that differ are an error.
void NVVMToAMDGPURetargeter::settleCodeObjectVersion() {
  auto *Flag = mdconst::extract_or_null<ConstantInt>(
      M.getModuleFlag(CodeObjectVersionFlag));
  unsigned FromFlag = Flag ? Flag->getZExtValue() / 100 : 0;
  CodeObjectVersion = FromFlag ? FromFlag : Opts.CodeObjectVersion;
  if (FromFlag && Opts.CodeObjectVersion &&
      FromFlag != Opts.CodeObjectVersion) {
    // Reported at the first definition, else at the first function (a
    // module without functions has nothing to lower).
    auto Defined = find_if(M, [](Function &F) { return !F.isDeclaration(); });
    if (Defined == M.end())
      Defined = M.begin();
    if (Defined != M.end())
      unsupported(*Defined,
                  "the module's " + Twine(CodeObjectVersionFlag) + " is " +
                      Twine(FromFlag) + " but nvvm-to-amdgpu was given "
                      "code-object-version=" + Twine(Opts.CodeObjectVersion));
    return;
  }
  if (!Flag && CodeObjectVersion) {
    M.addModuleFlag(Module::Error, CodeObjectVersionFlag,
                    CodeObjectVersion * 100);
    Changed = true;
  }
}

/// An invariant load of a \p Ty field at byte \p Offset of what \p Base
/// (an address-space-4 pointer intrinsic) points to.
static Value *loadConstantField(IRBuilderBase &B, Module &M, Intrinsic::ID Base,
                                StringRef BaseName, unsigned Offset, Type *Ty,
                                const Twine &Name) {
  Value *Ptr =
      B.CreateCall(compat::getIntrinsicDecl(M, Base), {}, BaseName);
  Value *Field = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Ptr, Offset,
                                              Name + ".addr");
  LoadInst *L = B.CreateAlignedLoad(
      Ty, Field, Align(Ty->getPrimitiveSizeInBits() / 8), Name);
  L->setMetadata(LLVMContext::MD_invariant_load,
                 MDNode::get(M.getContext(), {}));
  return L;
}

Value *NVVMToAMDGPURetargeter::dispatchField(IRBuilderBase &B, unsigned Offset,
                                             Type *Ty, const Twine &Name) {
  return loadConstantField(B, M, Intrinsic::amdgcn_dispatch_ptr,
                           "dispatch.ptr", Offset, Ty, Name);
}

/// A field of the code object v5 hidden kernel arguments.
Value *NVVMToAMDGPURetargeter::implicitArg(IRBuilderBase &B, unsigned Offset,
                                           Type *Ty, const Twine &Name) {
  return loadConstantField(B, M, Intrinsic::amdgcn_implicitarg_ptr,
                           "implicitarg.ptr", Offset, Ty, Name);
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
      // Code object v5 and later pass the grid's size in work-groups as
      // hidden_block_count_{x,y,z}, u32 at bytes 0/4/8 of the hidden
      // arguments; CUDA's grids are whole work-groups, so it is gridDim.
      if (CodeObjectVersion >= 5)
        return implicitArg(B, 4 * D, B.getInt32Ty(), Reg);
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

bool NVVMToAMDGPURetargeter::lowerIntrinsicByName(CallInst &CI,
                                                  StringRef Name) {
  IRBuilder<> B(&CI);
  // LLVM's verifier checks the signature of the intrinsics it declares; a
  // name it does not declare (one another LLVM version has) may come with
  // any signature.
  auto BadSignature = [&](StringRef Want) {
    std::string Got;
    raw_string_ostream(Got) << *CI.getFunctionType();
    unsupported(CI, "cannot lower call to '" + Name + "': unexpected signature '" +
                        Got + "' (expected " + Want + ")");
    return false;
  };
  if (Name.consume_front("llvm.nvvm.read.ptx.sreg.")) {
    if (!CI.getType()->isIntegerTy()) {
      Name = CI.getCalledOperand()->getName();
      return BadSignature("an integer result");
    }
    // The replacement takes the register's name ("tid.y"), which the
    // translated inline PTX also gives the call it replaces.
    CI.setName("");
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
  if (IsBarrier || Name.starts_with("llvm.nvvm.membar.") ||
      Name == "llvm.nvvm.fence.sc.cluster") {
    if (!CI.getType()->isVoidTy())
      return BadSignature("a void result");
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

  // A hint: the thread may sleep any time up to twice the duration, so the
  // shortest sleep the target has is a valid one.
  if (Name == "llvm.nvvm.nanosleep") {
    B.CreateCall(compat::getIntrinsicDecl(M, Intrinsic::amdgcn_s_sleep),
                 {B.getInt32(1)});
    replaceCall(CI, nullptr);
    return true;
  }

  bool IsAtomic = false;
  if (Value *V = lowerAtomicIntrinsic(CI, Name, IsAtomic)) {
    replaceCall(CI, V);
    return true;
  }
  if (IsAtomic)
    return false; // reported

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
                                                   StringRef Name,
                                                   bool &Matched) {
  StringRef Full = Name;
  if (!Name.consume_front("llvm.nvvm.atomic."))
    return nullptr;
  Matched = true;
  // The shape is checked before any operand is read: these names are not
  // all declared by every LLVM version, so the verifier may not have.
  Type *Ty = CI.getType();
  auto Refuse = [&](const Twine &Why) -> Value * {
    std::string Got;
    raw_string_ostream(Got) << *CI.getFunctionType();
    unsupported(CI, "cannot lower call to '" + Full + "': " + Why + " ('" +
                        Got + "')");
    return nullptr;
  };
  // (ptr, T[, T]) -> T, with T an integer or a float of 1, 2, 4 or 8 bytes.
  auto CheckShape = [&](unsigned NumValues, bool Float) -> bool {
    unsigned Bits = Ty->getPrimitiveSizeInBits();
    bool SizeOK = Bits == 8 || Bits == 16 || Bits == 32 || Bits == 64;
    bool TypeOK = Float ? Ty->isFloatingPointTy() && Bits >= 16
                        : Ty->isIntegerTy();
    if (!SizeOK || !TypeOK || CI.arg_size() != NumValues + 1 ||
        !CI.getArgOperand(0)->getType()->isPointerTy())
      return false;
    for (unsigned I = 1; I <= NumValues; ++I)
      if (CI.getArgOperand(I)->getType() != Ty)
        return false;
    return true;
  };
  IRBuilder<> B(&CI);
  if (Name.starts_with("load.inc.32") || Name.starts_with("load.dec.32")) {
    if (!CheckShape(1, false) || !Ty->isIntegerTy(32))
      return Refuse("expected (ptr, i32) -> i32");
    Align A(M.getDataLayout().getTypeStoreSize(Ty));
    return B.CreateAtomicRMW(Name.starts_with("load.inc")
                                 ? AtomicRMWInst::UIncWrap
                                 : AtomicRMWInst::UDecWrap,
                             CI.getArgOperand(0), CI.getArgOperand(1), A,
                             AtomicOrdering::SequentiallyConsistent);
  }
  // <op>.gen.<i|f>.<cta|sys>.<type>...
  SmallVector<StringRef, 6> Parts;
  Name.split(Parts, '.');
  if (Parts.size() < 4 || Parts[1] != "gen" ||
      (Parts[2] != "i" && Parts[2] != "f") ||
      (Parts[3] != "cta" && Parts[3] != "sys")) {
    Matched = false; // reported as an unknown NVVM intrinsic
    return nullptr;
  }
  SyncScope::ID SSID = scopeID(Parts[3]);
  AtomicOrdering Relaxed = AtomicOrdering::Monotonic;
  bool IsFloat = Parts[2] == "f";
  if (Parts[0] == "cas") {
    if (IsFloat || !CheckShape(2, false))
      return Refuse("expected (ptr, iN, iN) -> iN");
    Align A(M.getDataLayout().getTypeStoreSize(Ty));
    auto *X = B.CreateAtomicCmpXchg(CI.getArgOperand(0), CI.getArgOperand(1),
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
              *Op != AtomicRMWInst::Xchg)) {
    Matched = false; // reported as an unknown NVVM intrinsic
    return nullptr;
  }
  if (!CheckShape(1, IsFloat))
    return Refuse(IsFloat ? "expected (ptr, fN) -> fN" : "expected (ptr, iN) -> iN");
  Align A(M.getDataLayout().getTypeStoreSize(Ty));
  return B.CreateAtomicRMW(*Op, CI.getArgOperand(0), CI.getArgOperand(1), A,
                           Relaxed, SSID);
}

/// What the lowering of a call put in its place, for a remark: the distinct
/// kinds of instruction in [\p First, \p End) (intrinsics by name, atomics
/// by operation), at most four, and how many instructions there are.
static std::pair<std::string, unsigned> describeRange(Instruction *First,
                                                      Instruction *End) {
  SmallVector<std::string, 4> Kinds;
  unsigned N = 0;
  for (Instruction *I = First; I && I != End; I = I->getNextNode()) {
    ++N;
    std::string K;
    if (auto *C = dyn_cast<CallBase>(I); C && C->getCalledFunction())
      K = C->getCalledFunction()->getName().str();
    else if (auto *RMW = dyn_cast<AtomicRMWInst>(I))
      K = ("atomicrmw " + AtomicRMWInst::getOperationName(RMW->getOperation()))
              .str();
    else
      K = I->getOpcodeName();
    if (Kinds.size() < 4 && !is_contained(Kinds, K))
      Kinds.push_back(K);
  }
  return {join(Kinds, ", "), N};
}

bool NVVMToAMDGPURetargeter::lowerCall(CallInst &CI) {
  // The lowerings insert their code right before the call and erase it; a
  // convergent call among that code gets the call's convergence token.
  ConvergenceCarrier Convergence(CI);
  BasicBlock *BB = CI.getParent();
  Instruction *Prev = CI.getPrevNode();
  Instruction *Next = CI.getNextNode(); // a call is never a terminator
  Function *Callee = CI.getCalledFunction();
  bool IsNVVM = Callee && Callee->getName().starts_with("llvm.nvvm.");
  StringRef Name = IsNVVM ? Callee->getName() : StringRef();
  DiagnosticLocation Loc = IsNVVM ? callSiteLocation(CI) : DiagnosticLocation();
  if (!lowerCallImpl(CI))
    return false;
  Instruction *First = Prev ? Prev->getNextNode() : &BB->front();
  if (Convergence.token()) {
    Convergence.recordRange(First, Next);
    Convergence.finish();
  }
  if (IsNVVM) {
    OptimizationRemarkEmitter ORE(BB->getParent());
    ORE.emit([&] {
      auto [Kinds, N] = describeRange(First, Next);
      OptimizationRemark R(DEBUG_TYPE, "IntrinsicLowered", Loc, BB);
      R << "lowered " << ore::NV("Intrinsic", Name) << " to ";
      if (!N)
        return R << "no instruction (a constant or nothing)";
      return R << ore::NV("Instructions", N) << " instruction(s): "
               << ore::NV("Kinds", Kinds);
    });
  }
  return true;
}

bool NVVMToAMDGPURetargeter::lowerCallImpl(CallInst &CI) {
  if (CI.isInlineAsm()) // what the translator left: see ptx-asm-check
    return false;
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
  // Device printf and assert: OCKL's hostcall printf (DevicePrintf.h).
  auto Diagnose = [this](Instruction &I, const Twine &Msg) {
    unsupported(I, Msg);
  };
  if (Name == "vprintf")
    return lowerVPrintf(CI, Diagnose);
  if (Name == "__assertfail" || Name == "__assert_fail")
    return lowerAssertFail(CI, Diagnose);
  if (Name == "malloc" || Name == "free") {
    unsupported(CI, "device-side " + Name + " is not supported");
    return false;
  }
  // libdevice: mapped after the retargeting (nvvm-libdevice-to-amdgpu).
  return false;
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

/// An alloca whose constant size exceeds what one lane's private segment can
/// hold can never be placed: llc would stop with "stack frame size (N)
/// exceeds limit (L)", with no source location.  It is refused here, at the
/// alloca's line, with the same limit L (AMDGPULimits.h).  Only a single
/// allocation is measured: allocas with disjoint lifetimes may share stack
/// slots, so a sum could refuse a frame that llc lays out.
void NVVMToAMDGPURetargeter::checkAllocaSize(AllocaInst &AI) {
  if (!PrivatePerLane)
    return;
  auto *Count = dyn_cast<ConstantInt>(AI.getArraySize());
  TypeSize Elt = M.getDataLayout().getTypeAllocSize(AI.getAllocatedType());
  if (!Count || Elt.isScalable())
    return;
  // The count is unsigned (as in AllocaInst::getAllocationSize); a product
  // that overflows 64 bits is over the limit too.
  bool Overflow = false;
  APInt Bytes = APInt(64, Elt.getFixedValue())
                    .umul_ov(Count->getValue().zextOrTrunc(64), Overflow);
  if (!Overflow && Bytes.ule(PrivatePerLane))
    return;
  unsupported(AI, "alloca of " +
                      (Overflow ? Twine("more than 2^64")
                                : Twine(Bytes.getZExtValue())) +
                      " bytes exceeds the private memory of a lane on " +
                      Opts.CPU + " wave" + Twine(WaveSize) + " (" +
                      Twine(PrivatePerLane) + " bytes)");
}

//===----------------------------------------------------------------------===//
// Synchronisation scopes
//===----------------------------------------------------------------------===//

/// Whether \p F is one of the functions through which CUDA's headers
/// implement atomicAdd, atomicCAS and the other device-scope atomics:
/// `__iAtomicAdd`, `__ullAtomicCAS`, `__fAtomicExch`, ... (clang's CUDA
/// wrapper, `__clang_cuda_device_functions.h`, and the project's shim).
/// Their `_block` and `_system` forms call scoped NVVM intrinsics instead,
/// which lowerAtomicIntrinsic() makes relaxed.
static bool isCUDAAtomicFunction(const Function &F) {
  // The demangler keeps pointers into the mangled name.
  std::string Mangled = F.getName().str();
  ItaniumPartialDemangler D;
  std::string Base;
  if (!D.partialDemangle(Mangled.c_str())) {
    size_t N = 0;
    if (char *Buf = D.getFunctionBaseName(nullptr, &N)) {
      Base = Buf;
      std::free(Buf);
    }
  } else {
    Base = Mangled;
  }
  StringRef Name(Base);
  if (!Name.consume_front("__"))
    return false;
  static const char *const Types[] = {"ull", "ill", "ll", "us", "i", "u", "f",
                                      "d"};
  if (none_of(Types, [&](const char *T) { return Name.consume_front(T); }))
    return false;
  if (!Name.consume_front("Atomic"))
    return false;
  static const char *const Ops[] = {"Add", "Sub", "Exch", "Min", "Max", "Inc",
                                    "Dec", "And", "Or",   "Xor", "CAS"};
  return is_contained(Ops, Name);
}

/// CUDA's atomic functions are relaxed at device scope (PTX's `atom`
/// without `.sem` and `.scope`, and the CUDA programming guide: they imply
/// no ordering), but clang builds them with `__nvvm_atom_*_gen_*`
/// builtins, which it emits as seq_cst atomics at system scope.  On AMDGPU
/// a seq_cst atomic waits for every earlier memory operation and, in
/// global memory, writes back and invalidates caches around itself; HIP's
/// atomicAdd is relaxed at agent scope.  Inside the functions of
/// isCUDAAtomicFunction(), before the inliner mixes them with the
/// program's own atomics (this pass runs at the pipeline's start), such
/// atomics become relaxed (monotonic) at agent scope.  Their values are
/// unchanged; only what they order is, as on NVIDIA.  Where they are inlined
/// already (the opt flow's optimised NVPTX IR), they stay seq_cst, which is
/// stronger than CUDA's and so also correct.
void NVVMToAMDGPURetargeter::relaxCUDAAtomicFunctions() {
  SyncScope::ID Agent = scopeID("gpu");
  auto IsSeqCstSystem = [](AtomicOrdering O, SyncScope::ID S) {
    return O == AtomicOrdering::SequentiallyConsistent &&
           S == SyncScope::System;
  };
  for (Function &F : M) {
    if (F.isDeclaration() || !isCUDAAtomicFunction(F))
      continue;
    for (Instruction &I : instructions(F)) {
      if (auto *RMW = dyn_cast<AtomicRMWInst>(&I)) {
        if (!IsSeqCstSystem(RMW->getOrdering(), RMW->getSyncScopeID()))
          continue;
        RMW->setOrdering(AtomicOrdering::Monotonic);
        RMW->setSyncScopeID(Agent);
      } else if (auto *X = dyn_cast<AtomicCmpXchgInst>(&I)) {
        if (!IsSeqCstSystem(X->getSuccessOrdering(), X->getSyncScopeID()) ||
            X->getFailureOrdering() != AtomicOrdering::SequentiallyConsistent)
          continue;
        X->setSuccessOrdering(AtomicOrdering::Monotonic);
        X->setFailureOrdering(AtomicOrdering::Monotonic);
        X->setSyncScopeID(Agent);
      } else {
        continue;
      }
      ++NumRelaxedAtomics;
      Changed = true;
      LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": relaxed in " << F.getName()
                        << ": " << I << "\n");
    }
  }
}

/// Atomics and fences at NVPTX's scopes (what clang and the inline-PTX
/// translator emit: "block", "cluster", "device") take the AMDGPU scope of
/// the same reach; system and single-thread scopes are common to both.
void NVVMToAMDGPURetargeter::remapSyncScopes() {
  SmallVector<StringRef, 8> Names;
  Ctx.getSyncScopeNames(Names);
  DenseMap<SyncScope::ID, SyncScope::ID> Map;
  for (unsigned ID = 0; ID < Names.size(); ++ID) {
    if (Names[ID] == "block")
      Map[ID] = scopeID("cta");
    else if (Names[ID] == "cluster" || Names[ID] == "device")
      Map[ID] = scopeID("gpu");
  }
  if (Map.empty())
    return;
  auto Remap = [&](SyncScope::ID ID) {
    auto It = Map.find(ID);
    return It == Map.end() ? ID : It->second;
  };
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      if (auto *L = dyn_cast<LoadInst>(&I)) {
        if (L->isAtomic())
          L->setSyncScopeID(Remap(L->getSyncScopeID()));
      } else if (auto *S = dyn_cast<StoreInst>(&I)) {
        if (S->isAtomic())
          S->setSyncScopeID(Remap(S->getSyncScopeID()));
      } else if (auto *RMW = dyn_cast<AtomicRMWInst>(&I)) {
        RMW->setSyncScopeID(Remap(RMW->getSyncScopeID()));
      } else if (auto *X = dyn_cast<AtomicCmpXchgInst>(&I)) {
        X->setSyncScopeID(Remap(X->getSyncScopeID()));
      } else if (auto *Fe = dyn_cast<FenceInst>(&I)) {
        Fe->setSyncScopeID(Remap(Fe->getSyncScopeID()));
      }
    }
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

  // Inline PTX first: what it becomes (special-register reads, barriers,
  // fences, atomics) is lowered below like clang's own intrinsics.  What the
  // translator cannot take stays for ptx-asm-check, at the end of the
  // pipeline, since optimisation may still delete it.
  unsigned AsmLeft = 0;
  if (ptx::translateModuleInlineAsm(M, /*Strict=*/false, &AsmLeft,
                                    Opts.Libdevice.Approx))
    Changed = true;
  NumAsmLeft += AsmLeft;

  collectAnnotations();
  settleCodeObjectVersion();
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

  // Kernels with byval or pointer parameters are replaced while this runs.
  SmallVector<Function *, 16> Functions(make_pointer_range(M));
  for (Function *F : Functions)
    retargetFunction(*F);
  for (GlobalVariable &GV : M.globals())
    retargetGlobal(GV);
  copyByValArgsAtCalls();

  // The wave size llc will use: the option's, else the processor's default
  // (wave32 where it exists, as the AMDGPU backend chooses).
  AMDGPU::IsaVersion ISA = AMDGPU::getIsaVersion(Opts.CPU);
  WaveSize = Opts.WaveSize;
  if (!WaveSize)
    WaveSize = AMDGPU::getArchAttrAMDGCN(AMDGPU::parseArchAMDGCN(Opts.CPU)) &
                       AMDGPU::FEATURE_WAVE32
                   ? 32
                   : 64;
  if (auto Limits = getAMDGPUMemoryLimits(ISA.Major, ISA.Minor, ISA.Stepping))
    PrivatePerLane = Limits->privatePerLane(WaveSize);

  SmallVector<CallInst *, 32> Calls;
  SmallVector<AllocaInst *, 16> Allocas;
  unsigned AllocaAS = M.getDataLayout().getAllocaAddrSpace();
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      if (auto *CI = dyn_cast<CallInst>(&I)) {
        Calls.push_back(CI);
      } else if (auto *AI = dyn_cast<AllocaInst>(&I)) {
        checkAllocaSize(*AI);
        if (AI->getAddressSpace() != AllocaAS)
          Allocas.push_back(AI);
      }
    }
  for (CallInst *CI : Calls)
    lowerCall(*CI);
  for (AllocaInst *AI : Allocas)
    lowerAlloca(*AI);
  relaxCUDAAtomicFunctions();
  remapSyncScopes();

  // libdevice calls, now that the module is AMDGPU (NVVMLibdeviceToAMDGPU.h).
  LibdeviceOptions LibOpts = Opts.Libdevice;
  LibOpts.CPU = Opts.CPU;
  LibOpts.WaveSize = Opts.WaveSize;
  lowerLibdeviceCalls(M, LibOpts);
  keepPrintfEntryPoints(M);

  // Products AMDGPU's mix patterns would select with a +0 addend
  // (SignedZeroProducts.h): in the opt flow this pass runs after clang's
  // last InstCombine.
  Changed |= protectSignedZeroProducts(M);

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

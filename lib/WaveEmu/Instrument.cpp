//===- Instrument.cpp - Retarget an amdgcn module to the host -------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Drives the steps of Instrument.h: checks, inlining, then the parts in
/// IntrinsicRules.cpp, WholeWave.cpp, InstrumentCalls.cpp and
/// InstrumentMemory.cpp (see InstrumentImpl.h).  Also holds the helpers
/// those parts share.
///
//===----------------------------------------------------------------------===//

#include "InstrumentImpl.h"
#include "ShflLowering/WaveEmu/MathIntrinsics.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/IPO/AlwaysInliner.h"

using namespace llvm;
using namespace wemu;
using namespace wemu::detail;

std::pair<std::string, std::string> wemu::moduleTargetAttrs(const Module &M) {
  for (const Function &F : M)
    if (isKernel(F) && F.hasFnAttribute("target-cpu"))
      return {F.getFnAttribute("target-cpu").getValueAsString().str(),
              F.getFnAttribute("target-features").getValueAsString().str()};
  return {};
}

//===----------------------------------------------------------------------===//
// Helpers shared by the parts
//===----------------------------------------------------------------------===//

namespace wemu {
namespace detail {

Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// An AMDGPU kernel (amdgpu_kernel) or an hgpu one ("hgpu-kernel").
bool isKernel(const Function &F) {
  return F.getCallingConv() == CallingConv::AMDGPU_KERNEL ||
         F.hasFnAttribute(HGPUKernelAttr);
}

/// "llvm.hgpu."
std::string hgpuIntrinsicPrefix() {
  return ("llvm." + shfl::hgpu::getTargetPrefix() + ".").str();
}


/// Where an instruction is, for diagnostics.
std::string describeLocation(const Instruction &I) {
  std::string S;
  raw_string_ostream OS(S);
  OS << "function '" << I.getFunction()->getName() << "', block '%";
  if (I.getParent()->hasName())
    OS << I.getParent()->getName();
  else
    OS << "<unnamed>";
  OS << "'";
  if (const DebugLoc &DL = I.getDebugLoc())
    OS << " (" << DL->getFilename() << ":" << DL.getLine() << ")";
  return S;
}

/// `i64 @__wemu_q(i32 kind, i32 dim)`: the lane and launch queries that
/// Emulator.cpp answers (a Query kind and a dimension).
FunctionCallee queryFunction(Module &M) {
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  FunctionCallee Q = M.getOrInsertFunction(
      "__wemu_q", FunctionType::get(Type::getInt64Ty(Ctx), {I32, I32}, false));
  cast<Function>(Q.getCallee())->addFnAttr(Attribute::NoUnwind);
  return Q;
}

/// Runs \p Fn on each function of \p M that has a body (those there are
/// now: \p Fn may add functions) and joins the errors, one per line.
Error forEachDefinedFunction(Module &M,
                                    function_ref<Error(Function &)> Fn) {
  SmallVector<Function *, 8> Fns;
  for (Function &F : M)
    if (!F.isDeclaration())
      Fns.push_back(&F);
  std::string Errors;
  for (Function *F : Fns)
    if (Error E = Fn(*F))
      Errors += toString(std::move(E)) + "\n";
  if (!Errors.empty())
    return fail(StringRef(Errors).rtrim());
  return Error::success();
}

} // namespace detail
} // namespace wemu

//===----------------------------------------------------------------------===//
// Step 0: checks and inlining
//===----------------------------------------------------------------------===//

static Error checkProcessor(const Module &M, const GPUTarget &T) {
  Triple TT(M.getTargetTriple());
  if (T.isHGPU()) {
    // LLVM has no hgpu triple: an hgpu module has none, or one whose
    // architecture is spelled "hgpu".
    if (!TT.str().empty() && TT.getArchName() != shfl::hgpu::getTargetPrefix())
      return fail("the module's target triple is '" + TT.str() +
                  "', not hgpu; -mcpu=" + T.CPU +
                  " runs hgpu IR (no triple, or 'hgpu')");
  } else if (!TT.isAMDGCN()) {
    return fail("the module's target triple is '" + TT.str() +
                "', not amdgcn; wave-emu runs AMDGPU IR");
  }
  for (const Function &F : M) {
    if (F.isDeclaration())
      continue;
    StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
    if (!CPU.empty() && CPU != T.CPU)
      return fail("function '" + F.getName() + "' is compiled for '" + CPU +
                  "' but the emulated processor is '" + T.CPU + "'");
    StringRef Features = F.getFnAttribute("target-features").getValueAsString();
    if (Features.contains("+wavefrontsize64") && T.WaveSize != 64)
      return fail("function '" + F.getName() +
                  "' is compiled for wave64 but the emulated wave size is 32");
    if (Features.contains("+wavefrontsize32") && T.WaveSize != 32)
      return fail("function '" + F.getName() +
                  "' is compiled for wave32 but the emulated wave size is 64");
  }
  return Error::success();
}

/// Inlines every defined function into its callers, so that a dynamic
/// instance is identified by a site and loop counters of one function.
static void inlineEverything(Module &M) {
  for (Function &F : M) {
    if (F.isDeclaration() || isKernel(F))
      continue;
    F.removeFnAttr(Attribute::NoInline);
    F.removeFnAttr(Attribute::OptimizeNone);
    F.addFnAttr(Attribute::AlwaysInline);
  }
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassBuilder PB;
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  AlwaysInlinerPass(/*InsertLifetime=*/false).run(M, MAM);
}

/// Inlining a call that passes an aggregate `byval` in the generic address
/// space (valid IR, which llc accepts) gives the copy a generic alloca,
/// which the AMDGPU verifier rejects; such allocas move to the private
/// address space behind a cast, as the retargeting pass does.  Their
/// lifetime markers are dropped: the emulator does not reuse stack slots.
static void moveAllocasToPrivate(Module &M) {
  const unsigned AS = 5; // AMDGPU's private address space (with or without
                         // a datalayout in the module)
  SmallVector<AllocaInst *, 8> Moved;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *AI = dyn_cast<AllocaInst>(&I); AI && AI->getAddressSpace() != AS)
        Moved.push_back(AI);
  for (AllocaInst *AI : Moved) {
    for (User *U : make_early_inc_range(AI->users()))
      if (auto *II = dyn_cast<IntrinsicInst>(U); II && II->isLifetimeStartOrEnd())
        II->eraseFromParent();
    IRBuilder<> B(AI);
    AllocaInst *New = B.CreateAlloca(AI->getAllocatedType(), AS,
                                     AI->getArraySize());
    New->setAlignment(AI->getAlign());
    New->takeName(AI);
    AI->replaceAllUsesWith(B.CreateAddrSpaceCast(New, AI->getType()));
    AI->eraseFromParent();
  }
}

/// Deletes the functions inlining left unused, and refuses cross-lane calls
/// in functions it could not inline (recursion): their dynamic instances
/// would need the call stack in the key.
static Error checkInlined(Module &M) {
  for (Function &F : make_early_inc_range(M)) {
    if (F.isDeclaration() || isKernel(F))
      continue;
    F.removeDeadConstantUsers();
    if (F.use_empty() && F.hasLocalLinkage()) {
      F.eraseFromParent();
      continue;
    }
    if (F.use_empty())
      continue;
    for (Instruction &I : instructions(F))
      if (auto *CI = dyn_cast<CallInst>(&I))
        if (Function *Callee = CI->getCalledFunction())
          if ((Callee->getName().starts_with("llvm.amdgcn.") &&
               !Callee->getName().starts_with("llvm.amdgcn.workitem.") &&
               !Callee->getName().starts_with("llvm.amdgcn.workgroup.")) ||
              Callee->getName().starts_with(hgpuIntrinsicPrefix()))
            return fail("function '" + F.getName() + "' calls '" +
                        Callee->getName() +
                        "' but could not be inlined into its callers "
                        "(recursion?); not supported");
  }
  return Error::success();
}


//===----------------------------------------------------------------------===//
// The driver
//===----------------------------------------------------------------------===//


Expected<PreparedModule> wemu::prepareModule(std::unique_ptr<Module> M,
                                             const GPUTarget &T,
                                             const Triple &HostTT,
                                             const DataLayout &HostDL,
                                             bool MemCheck) {
  {
    // Everything after this assumes valid IR.  Broken debug information
    // only costs the source lines of the messages: it is dropped.
    std::string Msg;
    raw_string_ostream OS(Msg);
    bool BrokenDebugInfo = false;
    if (verifyModule(*M, &OS, &BrokenDebugInfo))
      return fail("the input module is not valid IR:\n" + StringRef(Msg).rtrim());
    if (BrokenDebugInfo)
      StripDebugInfo(*M);
  }
  if (Error E = checkProcessor(*M, T))
    return std::move(E);
  // The lane-local math instructions (OCML's) become host functions.
  if (!T.isHGPU())
    rewriteMathIntrinsics(*M, T);
  std::vector<std::string> Kernels;
  for (Function &F : *M)
    if (isKernel(F) && !F.isDeclaration())
      Kernels.push_back(F.getName().str());
  if (Kernels.empty())
    return fail(T.isHGPU() ? "the module has no hgpu kernel (a function with "
                             "the \"hgpu-kernel\" attribute)"
                           : "the module has no amdgpu_kernel function");
  // The argument block, as the code object would lay it out.
  Expected<std::vector<KernelInfo>> Infos = layoutKernelArgs(*M, Kernels, HostDL);
  if (!Infos)
    return Infos.takeError();

  // Device printf runs at OCKL's interface, before inlining exposes OCKL's
  // hostcall protocol.
  if (!T.isHGPU())
    if (Error E = interceptPrintf(*M))
      return std::move(E);
  inlineEverything(*M);
  if (!T.isHGPU())
    moveAllocasToPrivate(*M);
  if (Error E = checkInlined(*M))
    return std::move(E);
  PreparedModule PM;
  {
    // Constant expressions over globals in other address spaces (LDS and
    // addrspacecasts of globals) become instructions, so each use can be
    // rewritten on its own.
    SmallVector<Constant *, 16> Globals;
    for (GlobalVariable &GV : M->globals())
      Globals.push_back(&GV);
    convertUsersOfConstantsToInstructions(Globals);
  }
  // The instructions to check, while they have their address spaces and
  // debug locations.
  markChecks(*M, T, MemCheck, PM.Checks);
  if (!T.isHGPU())
    if (Error E = outlineWholeWaveRegions(*M))
      return std::move(E);
  if (Error E = instrumentIntrinsics(*M, T, PM.Sites))
    return std::move(E);
  // The sites have recorded their source locations; the host module needs
  // no debug information (and the outlined regions' instructions keep
  // locations in their kernel's subprogram, which the verifier would flag).
  StripDebugInfo(*M);
  if (verifyModule(*M, &errs()))
    return fail("internal error: the instrumented module does not verify");

  if (!T.isHGPU())
    rebaseLDSIntegers(*M);
  SmallPtrSet<GlobalVariable *, 8> LDS;
  Expected<std::unique_ptr<Module>> NewM = flattenModule(*M, HostTT, HostDL, LDS);
  if (!NewM)
    return NewM.takeError();
  M.reset();
  cleanUpHostModule(**NewM);
  Expected<LDSLayout> Layout = placeLDS(**NewM, LDS);
  if (!Layout)
    return Layout.takeError();
  PM.StaticLDSSize = Layout->StaticSize;
  PM.DynamicLDSOffset = Layout->DynamicOffset;
  PM.LDSVariables = std::move(Layout->Variables);
  PM.Kernels = std::move(*Infos);
  addEntries(**NewM, PM.Kernels);
  for (KernelInfo &K : PM.Kernels)
    K.StaticLDS = Layout->PerFunction.lookup(K.Name);
  insertChecks(**NewM, PM.Checks, PM.Kernels, MemCheck ? &PM.Globals : nullptr);
  std::string VerifyMsg;
  raw_string_ostream VOS(VerifyMsg);
  if (verifyModule(**NewM, &VOS))
    return fail("internal error: the retargeted module does not verify: " +
                VerifyMsg);
  PM.M = std::move(*NewM);
  return std::move(PM);
}

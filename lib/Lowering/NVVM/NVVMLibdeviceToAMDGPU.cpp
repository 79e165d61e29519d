//===- NVVMLibdeviceToAMDGPU.cpp - libdevice on AMDGPU --------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Maps each call to a libdevice function as its row in Libdevice.def says,
/// then links what the module now needs and defines OCML's controls.
///
/// Where the linking happens.  In this pass, with llvm::Linker, rather than
/// in the driver (llvm-link --only-needed, or clang -mlink-builtin-bitcode):
///  - the pass is the one place that knows which functions the mapping
///    introduced, the target and the module's floating-point flags, so the
///    control constants and the linked functions' attributes are decided
///    together with the mapping;
///  - every flow gets the same module: opt alone, clang with the plugin (the
///    pass runs at the start of clang's pipeline, so clang's optimisation
///    inlines the linked code and folds the controls), and the emulator,
///    which runs exactly what the pass produced;
///  - the plugin links no LLVM library: opt and clang provide the linker and
///    the bitcode reader, as they provide everything else.
/// The project's own functions (LibdeviceAMDGPU.c) are compiled to bitcode
/// at build time and embedded in the plugin; ocml.bc is read from the ROCm
/// device libraries (device-libs=DIR, -shfl-rocm-device-libs, or the
/// directory found at configure time).  Only the functions the module
/// references are linked (Linker::LinkOnlyNeeded), and they become internal.
///
/// The controls.  OCML reads its configuration from constants that ROCm
/// ships as one-variable bitcode files (oclc_isa_version_*.bc,
/// oclc_daz_opt_on.bc, ...).  This pass defines them itself, for two
/// reasons: Debian's ROCm 5.2 set has no oclc_isa_version file for gfx942,
/// gfx1100 or gfx1200, and each file only holds one constant whose value
/// follows from the target (__oclc_ISA_version is Major * 1000 + Minor * 100
/// + Stepping, which test/libdevice checks against every file ROCm ships).
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/NVVM/NVVMLibdeviceToAMDGPU.h"
#include "ShflLowering/Lowering/Core/Convergence.h"
#include "ShflLowering/Lowering/NVVM/Libdevice.h"
#include "ShflLowering/PTX/PTXTranslator.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/TargetParser/TargetParser.h"

#define DEBUG_TYPE "nvvm-libdevice-to-amdgpu"

using namespace llvm;
using namespace shfl;
namespace ld = shfl::libdevice;

STATISTIC(NumOcml, "Number of libdevice calls renamed to OCML functions");
STATISTIC(NumIntrinsic, "Number of libdevice calls replaced by intrinsics");
STATISTIC(NumIR, "Number of libdevice calls to the project's own functions");
STATISTIC(NumLinked, "Number of functions and variables linked");
STATISTIC(NumControls, "Number of OCML control constants defined");
STATISTIC(NumErrors, "Number of libdevice calls diagnosed");

static cl::opt<std::string> DeviceLibsDir(
    "shfl-rocm-device-libs", cl::init(""), cl::value_desc("dir"),
    cl::desc("Directory of the ROCm device libraries (ocml.bc) for "
             "nvvm-libdevice-to-amdgpu and nvvm-to-amdgpu"));

/// The project's functions (LibdeviceAMDGPU.c), as amdgcn bitcode.
static const unsigned char LibdeviceBitcode[] = {
#include "LibdeviceAMDGPU.bc.inc"
};

#ifndef SHFL_ROCM_DEVICE_LIBS_DIR
#define SHFL_ROCM_DEVICE_LIBS_DIR ""
#endif

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

bool shfl::parseLibdeviceParam(StringRef Param, LibdeviceOptions &Opts) {
  if (Param.consume_front("device-libs=")) {
    Opts.DeviceLibs = Param.str();
    return true;
  }
  if (Param == "nv-approx=exact" || Param == "nv-approx=native") {
    Opts.Approx = Param.ends_with("native") ? NVApprox::Native : NVApprox::Exact;
    return true;
  }
  bool Value = !Param.consume_front("no-");
  static const struct {
    const char *Name;
    std::optional<bool> LibdeviceOptions::*Field;
  } Flags[] = {{"daz", &LibdeviceOptions::DAZ},
               {"finite-only", &LibdeviceOptions::FiniteOnly},
               {"unsafe-math", &LibdeviceOptions::UnsafeMath},
               {"prec-sqrt", &LibdeviceOptions::CorrectlyRoundedSqrt}};
  for (const auto &F : Flags)
    if (Param == F.Name) {
      Opts.*F.Field = Value;
      return true;
    }
  return false;
}

Expected<LibdeviceOptions>
shfl::parseNVVMLibdeviceToAMDGPUOptions(StringRef Params) {
  LibdeviceOptions Opts;
  while (!Params.empty()) {
    StringRef P;
    std::tie(P, Params) = Params.split(';');
    if (P == "wave32" || P == "wave64") {
      Opts.WaveSize = P == "wave32" ? 32 : 64;
    } else if (AMDGPU::parseArchAMDGCN(P) != AMDGPU::GK_NONE) {
      Opts.CPU = P.str();
    } else if (!parseLibdeviceParam(P, Opts)) {
      return createStringError(
          inconvertibleErrorCode(),
          "invalid nvvm-libdevice-to-amdgpu parameter '" + P +
              "' (expected an AMDGPU processor, wave32, wave64, "
              "[no-]daz, [no-]finite-only, [no-]unsafe-math, "
              "[no-]prec-sqrt, nv-approx=exact|native or device-libs=DIR)");
    }
  }
  return Opts;
}

//===----------------------------------------------------------------------===//
// The lowering
//===----------------------------------------------------------------------===//

namespace {

/// One OCML control constant and its value for this module.
struct Control {
  StringRef Name;
  unsigned Bits;
  uint64_t Value;
};

class LibdeviceLowerer {
public:
  LibdeviceLowerer(Module &M, const LibdeviceOptions &Opts)
      : M(M), Ctx(M.getContext()), Opts(Opts) {}

  bool run();

private:
  bool resolveTarget(CallInst &At);
  bool linkWithoutLibdevice();
  void resolveFlags(ArrayRef<CallInst *> Calls);
  bool checkCalls(Function &Decl, const ld::Function &Row,
                  SmallVectorImpl<CallInst *> &Calls);
  void rewrite(CallInst &CI, const ld::Function &Row);
  bool linkLibraries(CallInst &At);
  bool linkOne(MemoryBufferRef Buffer, StringRef What, CallInst &At);
  bool defineControls();
  void fixLinkedFunction(Function &F);
  void error(CallInst &CI, const Twine &Msg);
  void remark(CallInst &CI, const ld::Function &Row, StringRef To);

  Module &M;
  LLVMContext &Ctx;
  const LibdeviceOptions &Opts;
  std::string CPU, Features;
  unsigned WaveSize = 0;
  AMDGPU::IsaVersion ISA = {0, 0, 0};
  bool DAZ = false, FiniteOnly = false, UnsafeMath = false, CRSqrt = true;
  bool Changed = false;
};

} // namespace

void LibdeviceLowerer::error(CallInst &CI, const Twine &Msg) {
  ++NumErrors;
  Ctx.diagnose(
      DiagnosticInfoUnsupported(*CI.getFunction(), Msg, CI.getDebugLoc()));
}

void LibdeviceLowerer::remark(CallInst &CI, const ld::Function &Row,
                              StringRef To) {
  OptimizationRemarkEmitter ORE(CI.getFunction());
  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "LibdeviceMapped", &CI)
           << "__nv_" << Row.Name << " -> " << To << " ("
           << ld::kindName(Row.K) << ", " << ld::statusName(Row.St) << ")";
  });
}

/// The processor and wave size: the options, else the functions' attributes
/// (which nvvm-to-amdgpu sets), else the processor's default wave size.
bool LibdeviceLowerer::resolveTarget(CallInst &At) {
  CPU = Opts.CPU;
  bool Wave64Attr = false, Wave32Attr = false;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    StringRef FCPU = F.getFnAttribute("target-cpu").getValueAsString();
    if (!FCPU.empty() && Opts.CPU.empty()) {
      if (!CPU.empty() && CPU != FCPU) {
        error(At, "functions of the module are for '" + CPU + "' and '" +
                      FCPU + "': give nvvm-libdevice-to-amdgpu a processor");
        return false;
      }
      CPU = FCPU.str();
    }
    StringRef Feat = F.getFnAttribute("target-features").getValueAsString();
    Wave64Attr |= Feat.contains("+wavefrontsize64");
    Wave32Attr |= Feat.contains("+wavefrontsize32");
  }
  if (CPU.empty() || AMDGPU::parseArchAMDGCN(CPU) == AMDGPU::GK_NONE) {
    error(At, "cannot tell the AMDGPU processor" +
                  (CPU.empty() ? Twine("") : Twine(" ('") + CPU + "')") +
                  ": give nvvm-libdevice-to-amdgpu<gfx...> one");
    return false;
  }
  ISA = AMDGPU::getIsaVersion(CPU);
  WaveSize = Opts.WaveSize;
  if (!WaveSize)
    WaveSize = Wave64Attr ? 64 : Wave32Attr ? 32 : (ISA.Major >= 10 ? 32 : 64);
  if (ISA.Major >= 10)
    Features = WaveSize == 64 ? "+wavefrontsize64" : "+wavefrontsize32";
  return true;
}

/// OCML's controls from the options, else from what clang wrote for the
/// CUDA flags: denormals flushed (-fgpu-flush-denormals-to-zero sets
/// "denormal-fp-math-f32"), no NaNs and infinities (-ffinite-math-only,
/// -ffast-math: the function attributes or the calls' nnan ninf flags),
/// approximate functions (-ffast-math: "unsafe-fp-math" in LLVM 19, the
/// calls' afn flag).  A flag holds only if every caller says so.  As with
/// nvcc's -use_fast_math, unsafe math also turns the correctly rounded
/// single-precision square root off unless prec-sqrt says otherwise.
void LibdeviceLowerer::resolveFlags(ArrayRef<CallInst *> Calls) {
  bool AllDAZ = !Calls.empty(), AllFinite = !Calls.empty(),
       AllUnsafe = !Calls.empty();
  for (CallInst *CI : Calls) {
    Function &F = *CI->getFunction();
    StringRef Denorm =
        F.getFnAttribute("denormal-fp-math-f32").getValueAsString();
    AllDAZ &= Denorm.starts_with("preserve-sign") ||
              Denorm.starts_with("positive-zero");
    auto AttrTrue = [&](StringRef A) {
      return F.getFnAttribute(A).getValueAsString() == "true";
    };
    auto *FPOp = dyn_cast<FPMathOperator>(CI);
    bool CallFinite = FPOp && FPOp->hasNoNaNs() && FPOp->hasNoInfs();
    bool CallApprox = FPOp && FPOp->hasApproxFunc();
    AllFinite &= CallFinite || (AttrTrue("no-infs-fp-math") &&
                                AttrTrue("no-nans-fp-math"));
    AllUnsafe &= CallApprox || AttrTrue("unsafe-fp-math") ||
                 AttrTrue("approx-func-fp-math");
  }
  DAZ = Opts.DAZ.value_or(AllDAZ);
  FiniteOnly = Opts.FiniteOnly.value_or(AllFinite);
  UnsafeMath = Opts.UnsafeMath.value_or(AllUnsafe);
  CRSqrt = Opts.CorrectlyRoundedSqrt.value_or(!UnsafeMath);
  LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << CPU << " wave" << WaveSize
                    << " daz=" << DAZ << " finite-only=" << FiniteOnly
                    << " unsafe-math=" << UnsafeMath
                    << " correctly-rounded-sqrt=" << CRSqrt << "\n");
}

/// Checks every use of \p Decl: a direct call whose type is the one
/// libdevice defines.  Diagnoses the others and returns false if any.
bool LibdeviceLowerer::checkCalls(Function &Decl, const ld::Function &Row,
                                  SmallVectorImpl<CallInst *> &Calls) {
  FunctionType *Expected = ld::getFunctionType(Row, Ctx);
  std::string Want, Have;
  raw_string_ostream(Want) << *Expected;
  raw_string_ostream(Have) << *Decl.getFunctionType();
  bool OK = true;
  SmallVector<User *, 8> Users(Decl.users());
  for (User *U : Users) {
    auto *CI = dyn_cast<CallInst>(U);
    if (!CI || CI->getCalledOperand() != &Decl) {
      if (auto *I = dyn_cast<Instruction>(U))
        Ctx.diagnose(DiagnosticInfoUnsupported(
            *I->getFunction(),
            "'" + Decl.getName() + "' is used other than by a direct call",
            I->getDebugLoc()));
      else
        Ctx.diagnose(DiagnosticInfoUnsupported(
            Decl, "'" + Decl.getName() + "' is used other than by a call"));
      ++NumErrors;
      OK = false;
      continue;
    }
    if (Decl.getFunctionType() != Expected) {
      error(*CI, "'" + Decl.getName() + "' is declared as '" + Have +
                     "', but libdevice defines it as '" + Want + "'");
      OK = false;
      continue;
    }
    if (CI->getFunctionType() != Expected) {
      std::string CallTy;
      raw_string_ostream(CallTy) << *CI->getFunctionType();
      error(*CI, "call to '" + Decl.getName() + "' has type '" + CallTy +
                     "', but libdevice defines it as '" + Want + "'");
      OK = false;
      continue;
    }
    Calls.push_back(CI);
  }
  return OK;
}

/// Maps one call as its row says.  The project's own functions keep their
/// libdevice name: linking defines them.  A Mufu row is the project's
/// bit-exact function, or with nv-approx=native a rename to its target (an
/// OCML function or one of the project's __shfl_native_ functions).
void LibdeviceLowerer::rewrite(CallInst &CI, const ld::Function &Row) {
  ld::Kind K = Row.K;
  if (K == ld::Kind::Mufu)
    K = Opts.Approx == NVApprox::Exact ? ld::Kind::Lib : ld::Kind::Ocml;
  switch (K) {
  case ld::Kind::Ocml: {
    FunctionType *FT = CI.getFunctionType();
    Function *Existing = M.getFunction(Row.Target);
    if (Existing && Existing->getFunctionType() != FT) {
      error(CI, "'" + Row.Target + "' is already in the module with another "
                    "type; cannot map '__nv_" + Row.Name + "' to it");
      return;
    }
    FunctionCallee Callee = M.getOrInsertFunction(Row.Target, FT);
    CI.setCalledFunction(Callee);
    ++NumOcml;
    remark(CI, Row, Row.Target);
    break;
  }
  case ld::Kind::Intrinsic: {
    Intrinsic::ID ID = compat::lookupIntrinsicID(("llvm." + Row.Target).str());
    if (ID == Intrinsic::not_intrinsic) {
      error(CI, "libdevice table names the unknown intrinsic 'llvm." +
                    Row.Target + "' for '__nv_" + Row.Name + "'");
      return;
    }
    IRBuilder<> B(&CI);
    SmallVector<Value *, 3> Args(CI.args());
    CallInst *New = B.CreateIntrinsic(ID, {CI.getType()}, Args);
    if (isa<FPMathOperator>(New))
      New->copyFastMathFlags(&CI);
    New->takeName(&CI);
    CI.replaceAllUsesWith(New);
    remark(*New, Row, ("llvm." + Row.Target).str());
    CI.eraseFromParent();
    ++NumIntrinsic;
    break;
  }
  case ld::Kind::Lib:
    ++NumIR;
    remark(CI, Row, "LibdeviceAMDGPU.c");
    break;
  case ld::Kind::Mufu:
  case ld::Kind::None:
    break;
  }
  Changed = true;
}

/// The linked functions compile for the module's target and denormal mode,
/// like the functions clang links with -mlink-builtin-bitcode; their inline
/// assembly (OCKL's hostcall has some) is AMDGPU's, which ptx-asm-check
/// leaves (AMDGPUAsmMD), inlined or not.
void LibdeviceLowerer::fixLinkedFunction(Function &F) {
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I); CI && CI->isInlineAsm())
      CI->setMetadata(ptx::AMDGPUAsmMD, MDNode::get(Ctx, {}));
  // "no-builtins" comes from -ffreestanding, which keeps clang from turning
  // the library's own code into libc calls while it is compiled.  The
  // inliner refuses to inline a no-builtins function into a caller without
  // it, which left calls of one-line helpers (__nv_float_as_uint, __nv_ffs)
  // and their call overhead in kernels; AMDGPU's TargetLibraryInfo has no
  // libc function, so nothing needs it once the code is linked.
  SmallVector<StringRef, 8> Drop;
  for (Attribute A : F.getAttributes().getFnAttrs())
    if (A.isStringAttribute() &&
        (A.getKindAsString().starts_with("amdgpu-") ||
         A.getKindAsString() == "uniform-work-group-size" ||
         A.getKindAsString() == "no-builtins"))
      Drop.push_back(A.getKindAsString());
  for (StringRef K : Drop)
    F.removeFnAttr(K);
  F.addFnAttr("target-cpu", CPU);
  if (Features.empty())
    F.removeFnAttr("target-features");
  else
    F.addFnAttr("target-features", Features);
  if (DAZ)
    F.addFnAttr("denormal-fp-math-f32", "preserve-sign,preserve-sign");
  else
    F.removeFnAttr("denormal-fp-math-f32");
}

/// Links the definitions the module references from one bitcode library,
/// and makes them internal.
bool LibdeviceLowerer::linkOne(MemoryBufferRef Buffer, StringRef What,
                               CallInst &At) {
  Expected<std::unique_ptr<Module>> LibOrErr = parseBitcodeFile(Buffer, Ctx);
  if (!LibOrErr) {
    error(At, "cannot read " + What + ": " + toString(LibOrErr.takeError()));
    return false;
  }
  std::unique_ptr<Module> Lib = std::move(*LibOrErr);
  // The library is for the same target; its module flags (code object
  // version, wchar_size, PIC level) are not the user's business.
  for (StringRef Name : {"llvm.module.flags", "llvm.ident", "opencl.ocl.version"})
    if (NamedMDNode *N = Lib->getNamedMetadata(Name))
      N->eraseFromParent();
  for (StringRef Name : {"llvm.used", "llvm.compiler.used"})
    if (GlobalVariable *GV = Lib->getNamedGlobal(Name))
      GV->eraseFromParent();
  Lib->setDataLayout(M.getDataLayout());
  compat::setTargetTriple(*Lib, Triple(M.getTargetTriple()));

  // What the module needs from it: its declarations that the library
  // defines.
  StringSet<> Wanted;
  for (GlobalValue &GV : Lib->global_values())
    if (!GV.isDeclaration() && GV.hasName())
      if (GlobalValue *Mine = M.getNamedValue(GV.getName()))
        if (Mine->isDeclaration())
          Wanted.insert(GV.getName());
  if (Wanted.empty())
    return true;
  // The module's definitions, by address: the library has unnamed
  // functions too (OCKL does), which linking brings in like the others.
  SmallPtrSet<GlobalValue *, 32> Before;
  for (GlobalValue &GV : M.global_values())
    if (!GV.isDeclaration())
      Before.insert(&GV);
  if (Linker::linkModules(M, std::move(Lib), Linker::Flags::LinkOnlyNeeded)) {
    error(At, "linking " + What + " failed");
    return false;
  }
  for (GlobalValue &GV : M.global_values()) {
    if (GV.isDeclaration() || Before.contains(&GV) || GV.getName().starts_with("llvm."))
      continue;
    GV.setLinkage(GlobalValue::InternalLinkage);
    GV.setVisibility(GlobalValue::DefaultVisibility);
    GV.setDSOLocal(true);
    if (auto *F = dyn_cast<Function>(&GV))
      fixLinkedFunction(*F);
    ++NumLinked;
  }
  Changed = true;
  return true;
}

/// Links the project's functions, then OCML (which they call too), then
/// OCKL if anything needs it.
bool LibdeviceLowerer::linkLibraries(CallInst &At) {
  StringRef Embedded(reinterpret_cast<const char *>(LibdeviceBitcode),
                     sizeof(LibdeviceBitcode));
  if (!linkOne(MemoryBufferRef(Embedded, "LibdeviceAMDGPU.bc"),
               "the embedded LibdeviceAMDGPU.bc", At))
    return false;
  std::string Dir = Opts.DeviceLibs;
  if (Dir.empty())
    Dir = DeviceLibsDir;
  if (Dir.empty())
    Dir = SHFL_ROCM_DEVICE_LIBS_DIR;
  for (StringRef Lib : {"ocml", "ockl"}) {
    bool Needed = any_of(M, [&](Function &F) {
      return F.isDeclaration() && !F.use_empty() &&
             F.getName().starts_with(("__" + Lib + "_").str());
    });
    if (!Needed)
      continue;
    SmallString<256> Path(Dir);
    sys::path::append(Path, Lib + ".bc");
    if (Dir.empty()) {
      error(At, "the ROCm device libraries were not found at configure "
                "time: give nvvm-libdevice-to-amdgpu device-libs=DIR or "
                "-shfl-rocm-device-libs=DIR");
      return false;
    }
    ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
    if (!Buf) {
      error(At, "cannot read '" + Path + "': " + Buf.getError().message() +
                    " (the ROCm device libraries: device-libs=DIR or "
                    "-shfl-rocm-device-libs=DIR)");
      return false;
    }
    if (!linkOne((*Buf)->getMemBufferRef(), Path, At))
      return false;
  }
  return true;
}

/// Defines each OCML control the linked code declares.
bool LibdeviceLowerer::defineControls() {
  const Control Controls[] = {
      {"__oclc_ISA_version", 32,
       uint64_t(ISA.Major * 1000 + ISA.Minor * 100 + ISA.Stepping)},
      {"__oclc_wavefrontsize64", 8, WaveSize == 64},
      {"__oclc_daz_opt", 8, DAZ},
      {"__oclc_finite_only_opt", 8, FiniteOnly},
      {"__oclc_unsafe_math_opt", 8, UnsafeMath},
      {"__oclc_correctly_rounded_sqrt32", 8, CRSqrt},
      {"__oclc_ABI_version", 32, 500},
  };
  bool OK = true;
  for (GlobalVariable &GV : M.globals()) {
    if (!GV.isDeclaration() || !GV.getName().starts_with("__oclc_"))
      continue;
    const Control *C = find_if(Controls, [&](const Control &C) {
      return C.Name == GV.getName();
    });
    auto *IntTy = dyn_cast<IntegerType>(GV.getValueType());
    if (C == std::end(Controls) || !IntTy || IntTy->getBitWidth() != C->Bits) {
      for (User *U : GV.users())
        if (auto *I = dyn_cast<Instruction>(U)) {
          Ctx.diagnose(DiagnosticInfoUnsupported(
              *I->getFunction(),
              "unknown OCML control '" + GV.getName() + "'", I->getDebugLoc()));
          ++NumErrors;
          break;
        }
      OK = false;
      continue;
    }
    GV.setInitializer(ConstantInt::get(IntTy, C->Value));
    GV.setConstant(true);
    GV.setLinkage(GlobalValue::InternalLinkage);
    GV.setVisibility(GlobalValue::DefaultVisibility);
    GV.setExternallyInitialized(false);
    ++NumControls;
    Changed = true;
  }
  return OK;
}

/// A module without libdevice calls may still call the device libraries
/// (OCKL's printf, which nvvm-to-amdgpu lowers device printf to): they are
/// linked for it, and the controls they read defined.
bool LibdeviceLowerer::linkWithoutLibdevice() {
  CallInst *Anchor = nullptr;
  for (Function &F : M) {
    if (!F.isDeclaration() || !(F.getName().starts_with("__ockl_") ||
                                F.getName().starts_with("__ocml_")))
      continue;
    for (User *U : F.users())
      if ((Anchor = dyn_cast<CallInst>(U)))
        break;
    if (Anchor)
      break;
  }
  if (!Anchor || !Triple(M.getTargetTriple()).isAMDGCN() || !resolveTarget(*Anchor))
    return false;
  if (linkLibraries(*Anchor))
    defineControls();
  return Changed;
}

bool LibdeviceLowerer::run() {
  SmallVector<Function *, 16> Decls;
  for (Function &F : M)
    if (F.isDeclaration() && F.getName().starts_with("__nv_") &&
        !F.use_empty())
      Decls.push_back(&F);
  if (Decls.empty())
    return linkWithoutLibdevice();
  SmallVector<std::string, 16> DeclNames;
  for (Function *F : Decls)
    DeclNames.push_back(F->getName().str());

  // Check every use first; collect the calls of the rows that can be mapped.
  SmallVector<std::pair<CallInst *, const ld::Function *>, 32> Work;
  SmallVector<CallInst *, 32> AllCalls;
  for (Function *F : Decls) {
    const ld::Function *Row = ld::lookup(F->getName());
    SmallVector<CallInst *, 8> Calls;
    if (!Row) {
      for (User *U : F->users())
        if (auto *CI = dyn_cast<CallInst>(U))
          error(*CI, "'" + F->getName() + "' is not a libdevice function");
      continue;
    }
    if (!checkCalls(*F, *Row, Calls))
      continue;
    if (Row->St == ld::Status::Unsupported || Row->K == ld::Kind::None) {
      for (CallInst *CI : Calls)
        error(*CI, "libdevice function '" + F->getName() +
                       "' is not supported on AMDGPU");
      continue;
    }
    for (CallInst *CI : Calls) {
      Work.push_back({CI, Row});
      AllCalls.push_back(CI);
    }
  }
  if (Work.empty())
    return Changed;

  CallInst &First = *Work.front().first;
  Triple TT(M.getTargetTriple());
  if (!TT.isAMDGCN()) {
    error(First, "libdevice calls are lowered in an AMDGPU module: run "
                 "nvvm-to-amdgpu first");
    return Changed;
  }
  if (!resolveTarget(First))
    return Changed;
  resolveFlags(AllCalls);

  // Keep a call that survives the rewriting to locate linking errors at.
  CallInst *Anchor = nullptr;
  for (auto &[CI, Row] : Work)
    if (Row->K != ld::Kind::Intrinsic) {
      Anchor = CI;
      break;
    }
  for (auto &[CI, Row] : Work)
    rewrite(*CI, *Row);
  // A declaration whose calls were all renamed must not pull its
  // definition in (a Mufu row under nv-approx=native).
  for (const std::string &Name : DeclNames)
    if (Function *F = M.getFunction(Name))
      if (F->use_empty() && F->isDeclaration())
        F->eraseFromParent();

  if (Anchor && linkLibraries(*Anchor))
    defineControls();
  // OCML's functions are convergent; a libdevice declaration is not.
  anchorUncontrolledConvergentCalls(M);

  // Declarations that no call uses any more.  Looked up again by name:
  // linking replaces the declarations that it defines.
  for (const std::string &Name : DeclNames)
    if (Function *F = M.getFunction(Name))
      if (F->use_empty() && F->isDeclaration())
        F->eraseFromParent();
  return true;
}

bool shfl::lowerLibdeviceCalls(Module &M, const LibdeviceOptions &Opts) {
  return LibdeviceLowerer(M, Opts).run();
}

PreservedAnalyses NVVMLibdeviceToAMDGPUPass::run(Module &M,
                                                 ModuleAnalysisManager &) {
  if (!lowerLibdeviceCalls(M, Opts))
    return PreservedAnalyses::all();
  return PreservedAnalyses::none();
}

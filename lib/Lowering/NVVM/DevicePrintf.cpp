//===- DevicePrintf.cpp - CUDA's device printf and assert on AMDGPU -------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See DevicePrintf.h.  CUDA's dialect of the format string, as an H100
/// prints it (test/hardware/results/device_printf): conversions
/// d i u x X o c s p f F e E g G a A with the flags `- + space # 0`, a width
/// of digits or `*` (an int argument), a precision of digits, the length
/// modifiers hh, h, l, ll, z (before d, i, u only), q and L.  A conversion
/// it cannot read prints `%`, its flags, width and precision, and the text
/// goes on from the character it stopped at: `%.*f` prints itself, `%jd`
/// and `%zx` print themselves, `%5q]` prints `%5]`, `%5%` prints `%5%`.  Conversions
/// past the 32nd argument print as written (CUDA's documented behaviour;
/// the H100 prints bytes that are not arguments).
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/NVVM/DevicePrintf.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/AMDGPUEmitPrintf.h"
#include <optional>

#define DEBUG_TYPE "nvvm-to-amdgpu"

using namespace llvm;
using namespace shfl;

STATISTIC(NumPrintf, "Number of device printf calls lowered to OCKL hostcalls");
STATISTIC(NumAsserts, "Number of device asserts lowered");

//===----------------------------------------------------------------------===//
// CUDA's format dialect
//===----------------------------------------------------------------------===//

namespace {

/// The length modifiers, longest first, with what each reads for an
/// integer conversion and how C spells it for the argument it becomes.
const struct {
  StringRef CUDA;
  bool Wide;    ///< 8 bytes (else 4)
  StringRef C;  ///< for d i u x X o
} LengthModifiers[] = {
    {"hh", false, "hh"}, {"h", false, "h"}, {"ll", true, "ll"},
    {"l", true, "l"},    {"z", true, "z"},  {"q", true, "ll"},
    {"L", true, "ll"},
};

bool isIntConversion(char C) { return StringRef("diuxXo").contains(C); }
bool isFloatConversion(char C) { return StringRef("fFeEgGaA").contains(C); }

/// Appends \p Text to a C format so that it prints as itself.
void appendLiteral(std::string &Out, StringRef Text) {
  for (char C : Text) {
    Out += C;
    if (C == '%')
      Out += '%';
  }
}

} // namespace

CUDAFormat shfl::parseCUDAFormat(StringRef F) {
  CUDAFormat R;
  size_t I = 0, N = F.size();
  while (I < N) {
    if (F[I] != '%') {
      appendLiteral(R.CFormat, F.substr(I, 1));
      ++I;
      continue;
    }
    size_t Start = I++;
    if (I < N && F[I] == '%') {
      R.CFormat += "%%";
      ++I;
      continue;
    }
    while (I < N && StringRef("-+ #0").contains(F[I]))
      ++I;
    bool StarWidth = I < N && F[I] == '*';
    if (StarWidth)
      ++I;
    else
      while (I < N && isDigit(F[I]))
        ++I;
    std::optional<unsigned> Precision;
    if (I < N && F[I] == '.') {
      size_t Digits = ++I;
      while (I < N && isDigit(F[I]))
        ++I;
      // C reads an empty precision as 0; a long one only matters below 6.
      Precision = I - Digits > 2 ? 99u : 0u;
      if (I - Digits <= 2)
        for (size_t D = Digits; D < I; ++D)
          *Precision = *Precision * 10 + unsigned(F[D] - '0');
    }
    StringRef Prefix = F.slice(Start, I); // % flags width precision
    const auto *Len = find_if(LengthModifiers, [&](const auto &L) {
      return F.substr(I).starts_with(L.CUDA);
    });
    // `z` is a length modifier before d, i and u only: %zx prints as
    // written on the H100, the z being the character it stops at.
    if (Len != std::end(LengthModifiers) && Len->CUDA == "z" &&
        (I + 1 >= N || !StringRef("diu").contains(F[I + 1])))
      Len = std::end(LengthModifiers);
    size_t ConvAt = I + (Len != std::end(LengthModifiers) ? Len->CUDA.size() : 0);
    char Conv = ConvAt < N ? F[ConvAt] : 0;
    bool Known = isIntConversion(Conv) || isFloatConversion(Conv) ||
                 StringRef("csp").contains(Conv);
    unsigned Takes = (StarWidth ? 1 : 0) + 1;
    if (!Conv || !Known || R.Args.size() + Takes > CUDAPrintfMaxArgs) {
      if (Known && Conv) {
        // Past the 32nd argument: as written, whole.
        appendLiteral(R.CFormat, F.slice(Start, ConvAt + 1));
        I = ConvAt + 1;
        continue;
      }
      appendLiteral(R.CFormat, Prefix);
      I = ConvAt; // the text goes on from what it could not read
      continue;
    }
    if (StarWidth)
      R.Args.push_back({PrintfArg::Int32});
    bool Wide = Len != std::end(LengthModifiers) && Len->Wide;
    R.CFormat += Prefix;
    if (isIntConversion(Conv)) {
      R.Args.push_back({Wide ? PrintfArg::Int64 : PrintfArg::Int32});
      if (Len != std::end(LengthModifiers))
        R.CFormat += Len->C;
    } else if (isFloatConversion(Conv)) {
      R.Args.push_back({PrintfArg::Double});
    } else if (Conv == 'c') {
      R.Args.push_back({PrintfArg::Int32});
    } else {
      PrintfArg A{Conv == 's' ? PrintfArg::String : PrintfArg::Pointer};
      if (Precision && *Precision < 6)
        A.NullText = "";
      R.Args.push_back(A);
    }
    R.CFormat += Conv;
    I = ConvAt + 1;
  }
  return R;
}

//===----------------------------------------------------------------------===//
// The calls
//===----------------------------------------------------------------------===//

/// A private constant string in the address space of \p Like (a format
/// string of the module), as a pointer of \p PtrTy.
static Value *makeString(Module &M, StringRef Text, Value *Like, Type *PtrTy,
                         const Twine &Name) {
  unsigned AS = 0;
  if (auto *GV = dyn_cast<GlobalVariable>(getUnderlyingObject(Like)))
    AS = GV->getAddressSpace();
  Constant *Init = ConstantDataArray::getString(M.getContext(), Text);
  auto *GV = new GlobalVariable(M, Init->getType(), /*isConstant=*/true,
                                GlobalValue::PrivateLinkage, Init, Name, nullptr,
                                GlobalValue::NotThreadLocal, AS);
  GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  GV->setAlignment(Align(1));
  return ConstantExpr::getPointerBitCastOrAddrSpaceCast(GV, PtrTy);
}

/// The text a null `%s` pointer prints (PrintfArg::NullText), one constant
/// per module and text.
static Value *nullText(Module &M, StringRef Text, Value *Like, Type *PtrTy) {
  StringRef Name = Text.empty() ? "printf.null.empty" : "printf.null";
  Constant *Init = ConstantDataArray::getString(M.getContext(), Text);
  if (GlobalVariable *GV = M.getNamedGlobal(Name);
      GV && GV->hasPrivateLinkage() && GV->isConstant() && GV->hasInitializer() &&
      GV->getInitializer() == Init)
    return ConstantExpr::getPointerBitCastOrAddrSpaceCast(GV, PtrTy);
  return makeString(M, Text, Like, PtrTy, Name);
}

/// emitAMDGPUPrintfCall, whose value (OCKL's last descriptor, truncated)
/// CUDA's printf does not return.
static void emitPrintf(IRBuilder<> &B, ArrayRef<Value *> Args) {
  Value *Ret = emitAMDGPUPrintfCall(B, Args, /*isBuffered=*/false);
  if (auto *I = dyn_cast<Instruction>(Ret); I && I->use_empty())
    I->eraseFromParent();
}

static std::string typeString(Type *T) {
  std::string S;
  raw_string_ostream(S) << *T;
  return S;
}

bool shfl::lowerVPrintf(CallInst &CI, const PrintfDiagnose &Diag) {
  FunctionType *FT = CI.getFunctionType();
  if (CI.arg_size() != 2 || !CI.getArgOperand(0)->getType()->isPointerTy() ||
      !CI.getArgOperand(1)->getType()->isPointerTy() ||
      !(FT->getReturnType()->isIntegerTy() || FT->getReturnType()->isVoidTy())) {
    Diag(CI, "cannot lower call to 'vprintf': unexpected signature '" +
                 typeString(FT) + "' (expected i32 (ptr, ptr))");
    return false;
  }
  Value *FormatArg = CI.getArgOperand(0), *Buffer = CI.getArgOperand(1);
  StringRef Format;
  if (!getConstantStringInfo(FormatArg->stripPointerCasts(), Format)) {
    Diag(CI, "printf's format string is not a constant string: CUDA's "
             "argument buffer can only be read with the format known when "
             "compiling");
    return false;
  }
  CUDAFormat CF = parseCUDAFormat(Format);
  if (!CF.Args.empty() && isa<ConstantPointerNull>(Buffer)) {
    std::string Escaped;
    raw_string_ostream(Escaped).write_escaped(Format);
    Diag(CI, "printf format \"" + Escaped + "\" takes " + Twine(CF.Args.size()) +
                 " argument(s) but the call passes none");
    return false;
  }

  Module &M = *CI.getModule();
  IRBuilder<> B(&CI);
  SmallVector<Value *, 16> Args;
  Args.push_back(CF.CFormat == Format
                     ? FormatArg
                     : makeString(M, CF.CFormat, FormatArg, FormatArg->getType(),
                                  "printf.format"));
  uint64_t Offset = 0;
  PointerType *Ptr = cast<PointerType>(Buffer->getType());
  for (const PrintfArg &A : CF.Args) {
    Offset = alignTo(Offset, A.size());
    Type *Ty = A.K == PrintfArg::Int32    ? B.getInt32Ty()
               : A.K == PrintfArg::Int64  ? B.getInt64Ty()
               : A.K == PrintfArg::Double ? B.getDoubleTy()
                                          : static_cast<Type *>(Ptr);
    Value *Slot = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Buffer, Offset,
                                               "printf.slot");
    Value *Arg = B.CreateAlignedLoad(Ty, Slot, Align(A.size()), "printf.arg");
    if (A.K == PrintfArg::String) {
      // OCKL sends a null pointer as an empty string; CUDA prints `%s` of
      // null as the C library does.
      Value *IsNull = B.CreateIsNull(Arg, "printf.isnull");
      Value *Text = nullText(M, A.NullText, FormatArg, Ptr);
      Arg = B.CreateSelect(IsNull, Text, Arg, "printf.str");
    }
    Args.push_back(Arg);
    Offset += A.size();
  }
  emitPrintf(B, Args);
  // What CUDA's printf returns: the number of arguments it formatted.
  if (!CI.getType()->isVoidTy())
    CI.replaceAllUsesWith(ConstantInt::get(CI.getType(), CF.Args.size()));
  CI.eraseFromParent();
  ++NumPrintf;
  LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": printf \"" << Format << "\" -> \""
                    << CF.CFormat << "\", " << CF.Args.size() << " argument(s)\n");
  return true;
}

bool shfl::lowerAssertFail(CallInst &CI, const PrintfDiagnose &Diag) {
  StringRef Name = CI.getCalledFunction()->getName();
  unsigned Want = Name == "__assertfail" ? 5 : 4;
  auto IsPtr = [&](unsigned I) {
    return CI.getArgOperand(I)->getType()->isPointerTy();
  };
  if (CI.arg_size() != Want || !IsPtr(0) || !IsPtr(1) || !IsPtr(3) ||
      !CI.getArgOperand(2)->getType()->isIntegerTy() ||
      (Want == 5 && !CI.getArgOperand(4)->getType()->isIntegerTy()) ||
      !CI.getType()->isVoidTy()) {
    Diag(CI, "cannot lower call to '" + Name + "': unexpected signature '" +
                 typeString(CI.getFunctionType()) + "' (expected void (ptr, ptr, i32, ptr" +
                 (Want == 5 ? ", i64" : "") + "))");
    return false;
  }
  Module &M = *CI.getModule();
  LLVMContext &Ctx = M.getContext();
  IRBuilder<> B(&CI);
  Value *Message = CI.getArgOperand(0), *File = CI.getArgOperand(1),
        *Func = CI.getArgOperand(3);
  SmallVector<Value *, 12> Args;
  Args.push_back(makeString(M,
                            "%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] "
                            "Assertion `%s` failed.\n",
                            Message, PointerType::get(Ctx, 0), "assert.format"));
  Args.push_back(B.CreatePointerBitCastOrAddrSpaceCast(File, PointerType::get(Ctx, 0)));
  Args.push_back(B.CreateZExtOrTrunc(CI.getArgOperand(2), B.getInt32Ty(), "assert.line"));
  Args.push_back(B.CreatePointerBitCastOrAddrSpaceCast(Func, PointerType::get(Ctx, 0)));
  static const Intrinsic::ID Ids[] = {
      Intrinsic::amdgcn_workgroup_id_x, Intrinsic::amdgcn_workgroup_id_y,
      Intrinsic::amdgcn_workgroup_id_z, Intrinsic::amdgcn_workitem_id_x,
      Intrinsic::amdgcn_workitem_id_y,  Intrinsic::amdgcn_workitem_id_z};
  static const char *Names[] = {"ctaid.x", "ctaid.y", "ctaid.z",
                                "tid.x",   "tid.y",   "tid.z"};
  for (auto [ID, IdName] : zip(Ids, Names))
    Args.push_back(B.CreateCall(compat::getIntrinsicDecl(M, ID), {}, IdName));
  Args.push_back(B.CreatePointerBitCastOrAddrSpaceCast(Message, PointerType::get(Ctx, 0)));

  // emitAMDGPUPrintfCall prints on stdout; CUDA's message goes to stderr,
  // which OCKL's fprintf_stderr_begin selects (its appends are printf's).
  SmallPtrSet<User *, 8> Before;
  if (Function *Begin = M.getFunction("__ockl_printf_begin"))
    Before.insert(Begin->user_begin(), Begin->user_end());
  emitPrintf(B, Args);
  Function *Begin = M.getFunction("__ockl_printf_begin");
  FunctionCallee Stderr = M.getOrInsertFunction("__ockl_fprintf_stderr_begin",
                                                B.getInt64Ty());
  for (User *U : make_early_inc_range(Begin->users())) {
    auto *Call = dyn_cast<CallInst>(U);
    if (!Call || Before.contains(U))
      continue;
    IRBuilder<> BB(Call);
    Value *New = BB.CreateCall(Stderr, {}, "assert.stderr");
    Call->replaceAllUsesWith(New);
    Call->eraseFromParent();
  }
  if (Begin->use_empty() && Begin->isDeclaration())
    Begin->eraseFromParent();

  CallInst *Trap = B.CreateCall(compat::getIntrinsicDecl(M, Intrinsic::trap));
  Trap->setMetadata(AssertFailMD, MDNode::get(Ctx, {}));
  Trap->addFnAttr(Attribute::NoMerge);
  CI.eraseFromParent();
  ++NumAsserts;
  return true;
}

void shfl::keepPrintfEntryPoints(Module &M) {
  for (StringRef Name :
       {"__ockl_printf_begin", "__ockl_printf_append_args",
        "__ockl_printf_append_string_n", "__ockl_fprintf_stdout_begin",
        "__ockl_fprintf_stderr_begin", "__ockl_fprintf_append_args",
        "__ockl_fprintf_append_string_n"}) {
    Function *F = M.getFunction(Name);
    if (!F || F->isDeclaration())
      continue;
    F->setLinkage(GlobalValue::LinkOnceODRLinkage);
    F->setVisibility(GlobalValue::HiddenVisibility);
    F->removeFnAttr(Attribute::AlwaysInline);
    F->addFnAttr(Attribute::NoInline);
  }
}

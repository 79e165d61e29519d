//===- Printf.cpp - Device printf: OCKL's hostcall printf on the host -----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The emulator runs device printf at the interface HIP's device library
/// gives it, OCKL's hostcall printf (what nvvm-to-amdgpu lowers CUDA's
/// printf and assert messages to, and what clang emits for HIP's printf):
///
///   i64 __ockl_printf_begin(i64 version)     (__ockl_fprintf_stdout_begin(),
///                                             __ockl_fprintf_stderr_begin())
///   i64 __ockl_printf_append_string_n(i64 desc, ptr s, i64 len, i32 last)
///   i64 __ockl_printf_append_args(i64 desc, i32 n, i64 a0, .., i64 a6, i32 last)
///
/// (and the __ockl_fprintf_append_* twins).  Before inlining, each call
/// becomes a call of the emulator's runtime, which gathers the lane's
/// message: the first string is the format, the others `%s` arguments (a
/// null pointer is a null string), the 64-bit values the other arguments.
/// A call whose `last` may be set is followed by a PrintFlush site, where
/// the lanes of the wave that reach it together print their completed
/// messages in lane order, as a wave's hostcall is served.  The message is
/// formatted as C's printf formats it (formatPrintf), which is how ROCm's
/// runtime prints the hostcall's; the OCKL bodies that linking brought in
/// (the hostcall protocol) are dropped.
///
//===----------------------------------------------------------------------===//

#include "InstrumentImpl.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdio>
#include <cstring>

using namespace llvm;
using namespace wemu;
using namespace wemu::detail;

namespace {

/// How one OCKL printf function becomes a runtime call.
enum class OcklCall { Begin, StdoutBegin, StderrBegin, Args, String };

const struct {
  StringRef Name;
  OcklCall K;
} OcklPrintf[] = {
    {"__ockl_printf_begin", OcklCall::Begin},
    {"__ockl_fprintf_stdout_begin", OcklCall::StdoutBegin},
    {"__ockl_fprintf_stderr_begin", OcklCall::StderrBegin},
    {"__ockl_printf_append_args", OcklCall::Args},
    {"__ockl_fprintf_append_args", OcklCall::Args},
    {"__ockl_printf_append_string_n", OcklCall::String},
    {"__ockl_fprintf_append_string_n", OcklCall::String},
};

/// The signature OCKL gives \p K.
FunctionType *ocklType(LLVMContext &Ctx, OcklCall K) {
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
  switch (K) {
  case OcklCall::Begin:
    return FunctionType::get(I64, {I64}, false);
  case OcklCall::StdoutBegin:
  case OcklCall::StderrBegin:
    return FunctionType::get(I64, {}, false);
  case OcklCall::Args:
    return FunctionType::get(I64, {I64, I32, I64, I64, I64, I64, I64, I64, I64, I32},
                             false);
  case OcklCall::String:
    return FunctionType::get(I64, {I64, PointerType::get(Ctx, 0), I64, I32}, false);
  }
  llvm_unreachable("unknown OCKL printf call");
}

} // namespace

Error wemu::detail::interceptPrintf(Module &M) {
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
  FunctionCallee Begin = M.getOrInsertFunction(
      PrintfBeginName, FunctionType::get(I64, {I32}, false));
  FunctionCallee Args = M.getOrInsertFunction(
      PrintfArgsName, ocklType(Ctx, OcklCall::Args));
  FunctionCallee String = M.getOrInsertFunction(
      PrintfStringName, ocklType(Ctx, OcklCall::String));
  FunctionCallee Flush = M.getOrInsertFunction(
      PrintFlushMarker, FunctionType::get(Type::getVoidTy(Ctx), {}, false));
  cast<Function>(Flush.getCallee())->addFnAttr(Attribute::Convergent);
  for (FunctionCallee C : {Begin, Args, String, Flush})
    cast<Function>(C.getCallee())->addFnAttr(Attribute::NoUnwind);

  bool Any = false;
  for (const auto &[Name, K] : OcklPrintf) {
    Function *F = M.getFunction(Name);
    if (!F)
      continue;
    if (F->getFunctionType() != ocklType(Ctx, K))
      return fail("'" + Name + "' has type " + typeName(F->getFunctionType()) +
                  ", not OCKL's " + typeName(ocklType(Ctx, K)) +
                  "; the emulator runs device printf by OCKL's signatures");
    for (User *U : make_early_inc_range(F->users())) {
      auto *CI = dyn_cast<CallInst>(U);
      if (!CI || CI->getCalledFunction() != F)
        return fail("'" + Name + "' is used other than by a call; the emulator "
                    "runs device printf calls only");
      IRBuilder<> B(CI);
      SmallVector<Value *, 10> Ops(CI->args());
      CallInst *New;
      switch (K) {
      case OcklCall::Begin:
      case OcklCall::StdoutBegin:
      case OcklCall::StderrBegin:
        New = B.CreateCall(Begin, {B.getInt32(unsigned(
                                      K == OcklCall::StderrBegin ? PrintStream::Stderr
                                                                 : PrintStream::Stdout))});
        break;
      case OcklCall::Args:
        New = B.CreateCall(Args, Ops);
        break;
      case OcklCall::String:
        New = B.CreateCall(String, Ops);
        break;
      }
      New->takeName(CI);
      New->setDebugLoc(CI->getDebugLoc());
      CI->replaceAllUsesWith(New);
      // The message may be complete: the wave prints it there.
      if (K == OcklCall::Args || K == OcklCall::String) {
        auto *Last = dyn_cast<ConstantInt>(Ops.back());
        if (!Last || !Last->isZero())
          B.CreateCall(Flush)->setDebugLoc(CI->getDebugLoc());
      }
      CI->eraseFromParent();
      Any = true;
    }
  }
  if (!Any)
    return Error::success();
  // OCKL's bodies (the hostcall protocol) are unused now: drop them and
  // what only they called.
  bool Erased = true;
  while (Erased) {
    Erased = false;
    for (Function &F : make_early_inc_range(M))
      if (F.getName().starts_with("__ockl_") && F.use_empty()) {
        F.eraseFromParent();
        Erased = true;
      }
  }
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Formatting
//===----------------------------------------------------------------------===//

/// One conversion, formatted by the host's C library: the conversion
/// \p Spec (without its length modifier) and \p Length, with the argument
/// \p E.
static std::string formatOne(const std::string &Spec, StringRef Length, char Conv,
                             int Width, bool HasWidth, const PrintfElement &E) {
  // The spec with `*` already resolved to Width, and the modifier C needs
  // for the type the value is passed as.
  std::string S = Spec;
  if (HasWidth) {
    size_t Star = S.find('*');
    S.replace(Star, 1, std::to_string(Width));
  }
  char Buf[512];
  int N = -1;
  const uint64_t V = E.Value;
  if (StringRef("diouxX").contains(Conv)) {
    bool Signed = Conv == 'd' || Conv == 'i';
    if (Length.empty() || Length == "h" || Length == "hh") {
      S += Length.str() + Conv;
      N = Signed ? std::snprintf(Buf, sizeof(Buf), S.c_str(), int(uint32_t(V)))
                 : std::snprintf(Buf, sizeof(Buf), S.c_str(), unsigned(uint32_t(V)));
    } else {
      S += std::string("ll") + Conv;
      N = Signed ? std::snprintf(Buf, sizeof(Buf), S.c_str(), (long long)V)
                 : std::snprintf(Buf, sizeof(Buf), S.c_str(), (unsigned long long)V);
    }
  } else if (StringRef("fFeEgGaA").contains(Conv)) {
    double D;
    std::memcpy(&D, &V, 8);
    S += Conv;
    N = std::snprintf(Buf, sizeof(Buf), S.c_str(), D);
  } else if (Conv == 'c') {
    S += Conv;
    N = std::snprintf(Buf, sizeof(Buf), S.c_str(), int(uint32_t(V)));
  } else if (Conv == 'p') {
    S += Conv;
    N = std::snprintf(Buf, sizeof(Buf), S.c_str(), reinterpret_cast<void *>(V));
  } else { // 's'
    S += Conv;
    const char *Str = E.IsString ? (E.Null ? nullptr : E.Text.c_str())
                                 : nullptr;
    // glibc prints "(null)" (or nothing, with a precision below 6).
    N = std::snprintf(Buf, sizeof(Buf), S.c_str(), Str);
    if (N >= int(sizeof(Buf))) {
      std::string Big(N + 1, '\0');
      std::snprintf(Big.data(), Big.size(), S.c_str(), Str);
      Big.pop_back();
      return Big;
    }
  }
  return N < 0 ? std::string() : std::string(Buf, std::min<size_t>(N, sizeof(Buf) - 1));
}

namespace {
/// One conversion of a format string, as formatPrintf reads it.
struct Conversion {
  std::string Spec;  ///< '%', flags, width and precision
  StringRef Length;  ///< the length modifier
  char Conv = 0;     ///< 0: none (the format ends)
  bool Star = false; ///< a `*` width, which takes an argument
  /// A conversion C formats here; otherwise its text is printed as written
  /// and it takes no argument.
  bool Formats = false;
};

/// Reads the conversion that starts at F[I] == '%' (not "%%") and moves I
/// past it.
Conversion scanConversion(StringRef F, size_t &I) {
  const size_t N = F.size(), Start = I++;
  Conversion C;
  while (I < N && StringRef("-+ #0").contains(F[I]))
    ++I;
  C.Star = I < N && F[I] == '*';
  if (C.Star)
    ++I;
  while (I < N && isDigit(F[I]))
    ++I;
  bool StarPrecision = false;
  if (I < N && F[I] == '.') {
    ++I;
    StarPrecision = I < N && F[I] == '*';
    if (StarPrecision)
      ++I;
    while (I < N && isDigit(F[I]))
      ++I;
  }
  C.Spec = F.slice(Start, I).str();
  size_t LenStart = I;
  while (I < N && StringRef("hljztLq").contains(F[I]))
    ++I;
  C.Length = F.slice(LenStart, I);
  C.Conv = I < N ? F[I] : 0;
  C.Formats = C.Conv && StringRef("diouxXfFeEgGaAcsp").contains(C.Conv) && !StarPrecision;
  if (C.Conv)
    ++I;
  return C;
}
} // namespace

std::vector<bool> wemu::printfArgumentKinds(StringRef F) {
  std::vector<bool> Kinds;
  for (size_t I = 0; I < F.size();) {
    if (F[I] != '%') {
      ++I;
      continue;
    }
    if (I + 1 < F.size() && F[I + 1] == '%') {
      I += 2;
      continue;
    }
    Conversion C = scanConversion(F, I);
    if (!C.Formats)
      continue;
    if (C.Star)
      Kinds.push_back(false);
    Kinds.push_back(C.Conv == 's');
  }
  return Kinds;
}

std::string wemu::formatPrintf(const PrintfMessage &M) {
  if (M.Elements.empty() || !M.Elements[0].IsString || M.Elements[0].Null)
    return std::string();
  StringRef F = M.Elements[0].Text;
  size_t Next = 1;
  auto Take = [&]() -> const PrintfElement * {
    return Next < M.Elements.size() ? &M.Elements[Next++] : nullptr;
  };
  std::string Out;
  size_t I = 0, N = F.size();
  while (I < N) {
    if (F[I] != '%') {
      Out += F[I++];
      continue;
    }
    if (I + 1 < N && F[I + 1] == '%') {
      Out += '%';
      I += 2;
      continue;
    }
    size_t Start = I;
    Conversion C = scanConversion(F, I);
    if (!C.Formats) {
      // Not a conversion C formats here: printed as written.
      Out += F.slice(Start, I).str();
      continue;
    }
    int Width = 0;
    if (C.Star) {
      const PrintfElement *W = Take();
      if (!W || W->IsString) {
        Out += F.slice(Start, I).str();
        continue;
      }
      Width = int(uint32_t(W->Value));
    }
    const PrintfElement *E = Take();
    if (!E || E->IsString != (C.Conv == 's')) {
      // A missing argument, or a string where a value belongs: as written.
      Out += F.slice(Start, I).str();
      continue;
    }
    Out += formatOne(C.Spec, C.Length, C.Conv, Width, C.Star, *E);
  }
  return Out;
}

//===- ptx-fuzzer.cpp - libFuzzer target for the inline-PTX translator ----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Feeds arbitrary bytes to the inline-PTX translator (lib/PTX): the lexer,
/// the parser, the checker and, for what the checker accepts, the IR
/// builders.  An input is
///
///   <constraint string> '\n' <asm template>
///
/// (no newline: the whole input is the template, with the constraints
/// "=r,r,r").  The harness builds `call asm "<template>", "<constraints>"`
/// with argument and result types that fit the constraints, translates it,
/// and checks the function that comes out with LLVM's verifier: a crash, a
/// sanitizer report or a broken function is a finding.
///
/// Built with clang: `-fsanitize=fuzzer` (libFuzzer's main).  Built with
/// another compiler, or with SHFL_LIBFUZZER=OFF, the same file has a main()
/// that runs the inputs named on the command line (files or directories),
/// which CI uses to replay the corpus:
///
///   ptx-fuzzer -runs=100000 tools/dev/fuzz/ptx-corpus     # libFuzzer
///   ptx-fuzzer tools/dev/fuzz/ptx-corpus                    # replay
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/PTX/PTXParser.h"
#include "ShflLowering/PTX/PTXSema.h"
#include "ShflLowering/PTX/PTXTranslator.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>
#include <string>

using namespace llvm;
using namespace shfl;

namespace {

/// The IR type of one constraint letter, or null.
Type *typeOf(LLVMContext &Ctx, const ptx::AsmOperandInfo &Op) {
  if (Op.IsFloat)
    return Op.Bits == 64 ? Type::getDoubleTy(Ctx) : Type::getFloatTy(Ctx);
  if (Op.Bits == 0 || Op.Bits > 128)
    return nullptr;
  return IntegerType::get(Ctx, Op.Bits);
}

/// Builds `call asm` for \p Template and \p Constraints in a fresh function
/// and translates it.  Returns false if the function is left broken.
bool translateOne(StringRef Template, StringRef Constraints) {
  ptx::AsmSignature Sig;
  std::string Why;
  if (!ptx::parseConstraintString(Constraints, Sig, Why))
    return true;
  LLVMContext Ctx;
  Module M("ptx-fuzz", Ctx);
  SmallVector<Type *, 4> Outs, Ins;
  for (const ptx::AsmOperandInfo &Op : Sig.Ops) {
    Type *T = typeOf(Ctx, Op);
    if (!T)
      return true;
    (Op.IsOutput ? Outs : Ins).push_back(T);
  }
  Type *Ret = Outs.empty()     ? Type::getVoidTy(Ctx)
              : Outs.size() == 1 ? Outs.front()
                                 : StructType::get(Ctx, Outs);
  FunctionType *AsmTy = FunctionType::get(Ret, Ins, false);
  if (Error E = InlineAsm::verify(AsmTy, Constraints)) {
    consumeError(std::move(E));
    return true;
  }
  Function *F = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), Ins, false),
                                 GlobalValue::ExternalLinkage, "f", M);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", F));
  SmallVector<Value *, 4> Args;
  for (Argument &A : F->args())
    Args.push_back(&A);
  InlineAsm *IA = InlineAsm::get(AsmTy, Template, Constraints,
                                 /*hasSideEffects=*/true);
  CallInst *CI = B.CreateCall(IA, Args);
  if (!Ret->isVoidTy()) {
    // Keep the results alive.
    Value *Slot = B.CreateAlloca(Ret);
    B.CreateStore(CI, Slot);
  }
  B.CreateRetVoid();

  ptx::TranslationState State;
  ptx::TranslateResult R = ptx::translateInlineAsm(*CI, State);
  if (R.S == ptx::TranslateResult::Refused)
    return true;
  ptx::finishFunction(*F, State);
  std::string Msg;
  raw_string_ostream OS(Msg);
  if (verifyFunction(*F, &OS)) {
    errs() << "ptx-fuzzer: the translation of\n  " << Template
           << "\nwith constraints '" << Constraints
           << "' does not verify:\n" << Msg << *F << "\n";
    return false;
  }
  return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef In(reinterpret_cast<const char *>(Data), Size);
  StringRef Constraints = "=r,r,r", Template = In;
  if (size_t NL = In.find('\n'); NL != StringRef::npos) {
    Constraints = In.take_front(NL);
    Template = In.drop_front(NL + 1);
  }
  // The lexer and parser on their own, on any bytes.
  ptx::ParsedAsm Parsed;
  ptx::ParseError PErr;
  (void)ptx::parsePTX(Template, Parsed, PErr);
  // InlineAsm cannot hold a NUL in its strings' IR form; the translation
  // runs on what clang could have produced.
  if (Template.contains('\0') || Constraints.contains('\0'))
    return 0;
  if (!translateOne(Template, Constraints))
    abort();
  return 0;
}

#ifdef SHFL_FUZZER_REPLAY_MAIN
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

static int replay(StringRef Path, unsigned &Count) {
  std::error_code EC;
  if (sys::fs::is_directory(Path)) {
    for (sys::fs::directory_iterator It(Path, EC), End; It != End && !EC;
         It.increment(EC))
      if (int RC = replay(It->path(), Count))
        return RC;
    return 0;
  }
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf) {
    errs() << "ptx-fuzzer: cannot read '" << Path << "'\n";
    return 1;
  }
  ++Count;
  const auto *Data =
      reinterpret_cast<const uint8_t *>((*Buf)->getBufferStart());
  return LLVMFuzzerTestOneInput(Data, (*Buf)->getBufferSize());
}

int main(int Argc, char **Argv) {
  unsigned Count = 0;
  for (int I = 1; I < Argc; ++I)
    if (Argv[I][0] != '-')
      if (int RC = replay(Argv[I], Count))
        return RC;
  outs() << "ptx-fuzzer: " << Count << " input(s) replayed\n";
  return 0;
}
#endif

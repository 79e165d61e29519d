//===- ptx-coverage.cpp - How much inline PTX the translator takes --------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Measures the inline-PTX translator on real code.  For every inline-asm
/// statement it finds, it runs the translator's checking half (PTXSema.h,
/// the same code the pass runs) and reports the statement as translated,
/// unsupported (with the reason) or out of scope (tensor cores, TMA, async
/// copies).
///
///   ptx-coverage --cuda=/usr/local/cuda [--clang=clang] [--arch=sm_80,...]
///                [--details] [--list]
///       Preprocesses an umbrella translation unit of the toolkit's device
///       headers with clang for each architecture (so that macros and
///       #if branches are resolved as they are when CUDA code is compiled),
///       collects the asm statements by presumed source location, and groups
///       them: cuda_fp16.hpp, cuda_bf16.hpp, cub/ (warp, block, other),
///       cooperative_groups/, sm_*_intrinsics, the rest.  It also counts the
///       asm keywords in the raw header tree, to show what the preprocessing
///       did not reach.
///   ptx-coverage file.ll ...
///       The inline-asm calls of IR files.
///   ptx-coverage --preprocessed=file.ii ...
///       Already preprocessed sources.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/PTX/PTXInstrTable.h"
#include "ShflLowering/PTX/PTXSema.h"
#include "ShflLowering/PTX/PTXTranslator.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <set>

using namespace llvm;
using namespace shfl::ptx;

static cl::list<std::string> IRFiles(cl::Positional, cl::desc("<file.ll ...>"));
static cl::opt<std::string> CudaRoot("cuda", cl::desc("CUDA toolkit to measure"),
                                     cl::value_desc("dir"));
static cl::opt<std::string> ClangPath("clang", cl::init("clang"),
                                      cl::desc("clang used to preprocess"));
static cl::opt<std::string>
    Archs("arch", cl::init("sm_70,sm_80,sm_90a,sm_100a"),
          cl::desc("GPU architectures to preprocess for (comma-separated)"));
static cl::list<std::string>
    Preprocessed("preprocessed", cl::desc("preprocessed (.ii) sources"),
                 cl::value_desc("file"));
static cl::opt<bool> Details("details",
                             cl::desc("list the reasons of the refusals"));
static cl::opt<bool> List("list", cl::desc("list every statement"));
static cl::opt<bool> Table("table",
                           cl::desc("print the translator's instruction table "
                                    "(Markdown) and exit"));

//===----------------------------------------------------------------------===//
// One statement
//===----------------------------------------------------------------------===//

namespace {

struct Statement {
  std::string File; ///< path relative to the include root, or the IR file
  unsigned Line = 0;
  std::string Template; ///< as clang would write it in IR
  std::string Constraints;
  // Result of the check.
  SemaError::Category Cat = SemaError::Unsupported;
  bool OK = false;
  std::string Reason;
  std::string Quoted;
};

std::string oneLine(StringRef S) {
  std::string Out;
  for (char C : S) {
    if (C == '\n' || C == '\t' || C == '\r')
      C = ' ';
    if (C == ' ' && !Out.empty() && Out.back() == ' ')
      continue;
    Out += C;
  }
  return StringRef(Out).trim().str();
}

void check(Statement &S) {
  AsmSignature Sig;
  std::string Why;
  if (!parseConstraintString(S.Constraints, Sig, Why)) {
    S.OK = false;
    S.Cat = SemaError::Operand;
    S.Reason = Why;
    S.Quoted = oneLine(S.Template);
    return;
  }
  ParsedAsm Parsed;
  Program P;
  SemaError Err;
  S.OK = checkTemplate(S.Template, Sig, Parsed, P, Err);
  if (!S.OK) {
    S.Cat = Err.Cat;
    S.Reason = Err.Message;
    S.Quoted = quoteStatement(S.Template, Err);
  }
}

//===----------------------------------------------------------------------===//
// C/C++ text: asm statements and their operands
//===----------------------------------------------------------------------===//

/// A minimal C++ scanner: enough to find `asm (...)` statements, decode their
/// string literals and follow the line markers of preprocessed text.
class Scanner {
public:
  Scanner(StringRef Text, std::string File) : T(Text), File(std::move(File)) {}

  /// Calls \p Found for each asm statement.
  template <typename Fn> void run(Fn Found);

private:
  struct Tok {
    enum Kind { Eof, Ident, String, Punct, Other } K = Eof;
    std::string Text; ///< identifier, punctuation, or decoded string
    bool Raw = false;
    unsigned Line = 0;
  };
  Tok next();
  void skipSpace();
  void lineMarker();
  std::string decodeString(StringRef Body);

  StringRef T;
  size_t Pos = 0;
  unsigned Line = 1;
  std::string File;
  bool AtLineStart = true;
};

void Scanner::lineMarker() {
  // `# 123 "file" flags` at the start of a line (preprocessed output), or a
  // directive in raw text (skipped up to the end of the line, with
  // continuations).
  size_t End = Pos;
  while (End < T.size() && T[End] != '\n') {
    if (T[End] == '\\' && End + 1 < T.size() && T[End + 1] == '\n')
      ++End;
    ++End;
  }
  StringRef Dir = T.slice(Pos + 1, End).trim();
  if (Dir.consume_front("line"))
    Dir = Dir.ltrim();
  unsigned N;
  StringRef Num = Dir.take_while(isDigit);
  if (!Num.empty() && !Num.getAsInteger(10, N)) {
    StringRef Rest = Dir.drop_front(Num.size()).ltrim();
    if (Rest.consume_front("\"")) {
      File = Rest.take_until([](char C) { return C == '"'; }).str();
    }
    Line = N - 1; // the newline that ends the marker increments it
  } else {
    for (size_t I = Pos; I < End; ++I)
      if (T[I] == '\n')
        ++Line;
  }
  Pos = End;
}

void Scanner::skipSpace() {
  while (Pos < T.size()) {
    char C = T[Pos];
    if (C == '\n') {
      ++Line;
      ++Pos;
      AtLineStart = true;
      continue;
    }
    if (C == ' ' || C == '\t' || C == '\r' || C == '\f' || C == '\v') {
      ++Pos;
      continue;
    }
    if (C == '\\' && Pos + 1 < T.size() && T[Pos + 1] == '\n') {
      Pos += 2;
      ++Line;
      continue;
    }
    if (C == '#' && AtLineStart) {
      lineMarker();
      continue;
    }
    if (C == '/' && Pos + 1 < T.size() && T[Pos + 1] == '/') {
      while (Pos < T.size() && T[Pos] != '\n')
        ++Pos;
      continue;
    }
    if (C == '/' && Pos + 1 < T.size() && T[Pos + 1] == '*') {
      size_t E = T.find("*/", Pos + 2);
      if (E == StringRef::npos)
        E = T.size() - 2;
      for (size_t I = Pos; I < E + 2 && I < T.size(); ++I)
        if (T[I] == '\n')
          ++Line;
      Pos = E + 2;
      continue;
    }
    return;
  }
}

std::string Scanner::decodeString(StringRef B) {
  std::string Out;
  for (size_t I = 0; I < B.size(); ++I) {
    char C = B[I];
    if (C != '\\' || I + 1 >= B.size()) {
      Out += C;
      continue;
    }
    char E = B[++I];
    switch (E) {
    case 'n': Out += '\n'; break;
    case 't': Out += '\t'; break;
    case 'r': Out += '\r'; break;
    case 'v': Out += '\v'; break;
    case 'f': Out += '\f'; break;
    case 'a': Out += '\a'; break;
    case 'b': Out += '\b'; break;
    case '0': case '1': case '2': case '3': case '4': case '5': case '6':
    case '7': {
      unsigned V = 0, N = 0;
      while (N < 3 && I < B.size() && B[I] >= '0' && B[I] <= '7') {
        V = V * 8 + (B[I] - '0');
        ++I, ++N;
      }
      --I;
      Out += char(V);
      break;
    }
    case 'x': {
      unsigned V = 0;
      while (I + 1 < B.size() && isHexDigit(B[I + 1]))
        V = V * 16 + hexDigitValue(B[++I]);
      Out += char(V);
      break;
    }
    default: Out += E; break;
    }
  }
  return Out;
}

Scanner::Tok Scanner::next() {
  skipSpace();
  Tok K;
  K.Line = Line;
  if (Pos >= T.size())
    return K;
  AtLineStart = false;
  char C = T[Pos];
  // String literals, with an optional encoding prefix and raw strings.
  size_t P = Pos;
  while (P < T.size() && P < Pos + 3 && (T[P] == 'u' || T[P] == 'U' ||
                                         T[P] == 'L' || T[P] == '8'))
    ++P;
  bool Raw = P < T.size() && T[P] == 'R' && P + 1 < T.size() && T[P + 1] == '"';
  if (Raw || (P < T.size() && T[P] == '"' && (P == Pos || isAlpha(T[Pos])))) {
    if (Raw) {
      size_t Open = T.find('(', P + 2);
      std::string Delim = (")" + T.slice(P + 2, Open) + "\"").str();
      size_t Close = T.find(Delim, Open);
      if (Open == StringRef::npos || Close == StringRef::npos) {
        Pos = T.size();
        return K;
      }
      K.K = Tok::String;
      K.Raw = true;
      K.Text = T.slice(Open + 1, Close).str();
      for (char Ch : K.Text)
        if (Ch == '\n')
          ++Line;
      Pos = Close + Delim.size();
      return K;
    }
    size_t I = P + 1;
    while (I < T.size() && T[I] != '"' && T[I] != '\n') {
      if (T[I] == '\\')
        ++I;
      ++I;
    }
    K.K = Tok::String;
    K.Text = decodeString(T.slice(P + 1, I));
    Pos = I + 1;
    return K;
  }
  if (C == '\'') {
    size_t I = Pos + 1;
    while (I < T.size() && T[I] != '\'' && T[I] != '\n') {
      if (T[I] == '\\')
        ++I;
      ++I;
    }
    Pos = I + 1;
    K.K = Tok::Other;
    return K;
  }
  if (isAlpha(C) || C == '_') {
    size_t I = Pos;
    while (I < T.size() && (isAlnum(T[I]) || T[I] == '_'))
      ++I;
    K.K = Tok::Ident;
    K.Text = T.slice(Pos, I).str();
    Pos = I;
    return K;
  }
  if (isDigit(C)) {
    size_t I = Pos;
    while (I < T.size() && (isAlnum(T[I]) || T[I] == '.' || T[I] == '\''))
      ++I;
    K.K = Tok::Other;
    Pos = I;
    return K;
  }
  K.K = Tok::Punct;
  K.Text = std::string(1, C);
  ++Pos;
  return K;
}

/// The IR form of a GCC-style template: `%N` and `%%` stay (the translator's
/// lexer reads both forms), `%=` becomes `${:uid}`, a literal `$` is `$$`,
/// `%[name]` becomes `%N`.
std::string irTemplate(StringRef Gcc, const std::vector<std::string> &Names) {
  std::string Out;
  for (size_t I = 0; I < Gcc.size(); ++I) {
    char C = Gcc[I];
    if (C == '$') {
      Out += "$$";
      continue;
    }
    if (C == '%' && I + 1 < Gcc.size()) {
      char N = Gcc[I + 1];
      if (N == '=') {
        Out += "${:uid}";
        ++I;
        continue;
      }
      if (N == '%') {
        Out += "%%";
        ++I;
        continue;
      }
      if (N == '[') {
        size_t E = Gcc.find(']', I);
        if (E != StringRef::npos) {
          StringRef Name = Gcc.slice(I + 2, E);
          for (unsigned K = 0; K < Names.size(); ++K)
            if (Names[K] == Name) {
              Out += "%" + std::to_string(K);
              I = E;
              goto Next;
            }
        }
      }
    }
    Out += C;
  Next:;
  }
  return Out;
}

template <typename Fn> void Scanner::run(Fn Found) {
  Tok K = next();
  while (K.K != Tok::Eof) {
    if (K.K != Tok::Ident ||
        (K.Text != "asm" && K.Text != "__asm__" && K.Text != "__asm")) {
      K = next();
      continue;
    }
    unsigned StartLine = K.Line;
    std::string StartFile = File;
    K = next();
    while (K.K == Tok::Ident &&
           (K.Text == "volatile" || K.Text == "__volatile__" ||
            K.Text == "__volatile" || K.Text == "goto" || K.Text == "inline"))
      K = next();
    if (K.K != Tok::Punct || K.Text != "(")
      continue;
    // The template: string literals up to ':' or ')'.
    std::string Templ;
    bool Literal = true, Any = false;
    int Depth = 0;
    K = next();
    while (K.K != Tok::Eof) {
      if (K.K == Tok::Punct && Depth == 0 && (K.Text == ":" || K.Text == ")"))
        break;
      if (K.K == Tok::Punct && K.Text == "(")
        ++Depth;
      else if (K.K == Tok::Punct && K.Text == ")")
        --Depth;
      if (K.K == Tok::String) {
        Templ += K.Text;
        Any = true;
      } else {
        Literal = false;
      }
      K = next();
    }
    // Operand sections.
    std::vector<std::string> Outs, Ins, Names;
    int Section = 0;
    while (K.K == Tok::Punct && K.Text == ":" && Section < 3) {
      ++Section;
      K = next();
      while (K.K != Tok::Eof &&
             !(K.K == Tok::Punct && (K.Text == ":" || K.Text == ")"))) {
        std::string Name;
        if (K.K == Tok::Punct && K.Text == "[") {
          K = next();
          if (K.K == Tok::Ident)
            Name = K.Text;
          while (K.K != Tok::Eof && !(K.K == Tok::Punct && K.Text == "]"))
            K = next();
          K = next();
        }
        std::string Cons;
        while (K.K == Tok::String) {
          Cons += K.Text;
          K = next();
        }
        if (Section <= 2 && K.K == Tok::Punct && K.Text == "(") {
          int D = 1;
          K = next();
          while (K.K != Tok::Eof && D) {
            if (K.K == Tok::Punct && K.Text == "(")
              ++D;
            else if (K.K == Tok::Punct && K.Text == ")")
              --D;
            if (D)
              K = next();
          }
          K = next();
          (Section == 1 ? Outs : Ins).push_back(Cons);
          Names.push_back(Name);
        } else if (Section <= 2) {
          Literal = false; // an operand made by a macro we cannot see
        }
        if (K.K == Tok::Punct && K.Text == ",")
          K = next();
        else if (!(K.K == Tok::Punct && (K.Text == ":" || K.Text == ")")))
          K = next();
      }
    }
    if (K.K == Tok::Punct && K.Text == ")")
      K = next();
    Found(StartFile, StartLine, Literal && Any, Templ, Outs, Ins, Names);
  }
}

/// Clang's IR constraint string of GCC-style operand lists: "+r" outputs
/// become "=r" plus a tied input at the end.
std::string irConstraints(const std::vector<std::string> &Outs,
                          const std::vector<std::string> &Ins) {
  std::vector<std::string> Parts, Tied;
  for (unsigned I = 0; I < Outs.size(); ++I) {
    StringRef C = Outs[I];
    if (C.consume_front("+")) {
      Parts.push_back(("=" + C).str());
      Tied.push_back(std::to_string(I));
    } else {
      Parts.push_back(C.str());
    }
  }
  for (const std::string &C : Ins)
    Parts.push_back(C);
  for (const std::string &C : Tied)
    Parts.push_back(C);
  return join(Parts, ",");
}

//===----------------------------------------------------------------------===//
// Groups and the report
//===----------------------------------------------------------------------===//

std::string groupOf(StringRef File) {
  StringRef Base = sys::path::filename(File);
  if (Base.starts_with("cuda_fp16"))
    return "cuda_fp16.hpp";
  if (Base.starts_with("cuda_bf16"))
    return "cuda_bf16.hpp";
  if (File.contains("/cub/")) {
    if (File.contains("/cub/warp/"))
      return "cub/ (warp)";
    if (File.contains("/cub/block/"))
      return "cub/ (block)";
    if (File.contains("/cub/util_ptx") || File.contains("/cub/thread/"))
      return "cub/ (util_ptx, thread)";
    return "cub/ (other)";
  }
  if (File.contains("cooperative_groups"))
    return "cooperative_groups/";
  if (Base.starts_with("sm_") && Base.contains("_intrinsics"))
    return "sm_*_intrinsics.h*";
  return "the rest";
}

struct Tally {
  unsigned Total = 0, OK = 0, Unsupported = 0, OutOfScope = 0;
  std::map<std::string, unsigned> Reasons;
};

void report(std::vector<Statement> &All, const std::string &Title,
            const StringMap<unsigned> *Raw) {
  std::map<std::string, Tally> Groups;
  Tally Sum;
  for (Statement &S : All) {
    Tally &G = Groups[S.File.empty() ? "?" : (Raw ? groupOf(S.File) : S.File)];
    for (Tally *T : {&G, &Sum}) {
      ++T->Total;
      if (S.OK)
        ++T->OK;
      else if (S.Cat == SemaError::OutOfScope)
        ++T->OutOfScope;
      else {
        ++T->Unsupported;
        // Reasons without the specific operand text, so that they group.
        T->Reasons[S.Reason]++;
      }
    }
  }
  outs() << Title << "\n\n";
  outs() << "| group | statements | translated | unsupported | out of scope "
            "(tensor core/TMA/async copy) | translated, in scope |";
  if (Raw)
    outs() << " asm keywords in the files |";
  outs() << "\n|---|---:|---:|---:|---:|---:|" << (Raw ? "---:|" : "") << "\n";
  auto Row = [&](const std::string &Name, const Tally &T) {
    unsigned InScope = T.Total - T.OutOfScope;
    std::string Pct =
        InScope ? formatv("{0:F1}%", 100.0 * T.OK / InScope).str() : "-";
    outs() << "| " << Name << " | " << T.Total << " | " << T.OK << " | "
           << T.Unsupported << " | " << T.OutOfScope << " | " << Pct << " |";
    if (Raw) {
      unsigned N = 0;
      if (Name == "all") {
        for (auto &E : *Raw)
          N += E.second;
      } else {
        auto It = Raw->find(Name);
        N = It == Raw->end() ? 0 : It->second;
      }
      outs() << " " << N << " |";
    }
    outs() << "\n";
  };
  for (auto &[Name, T] : Groups)
    Row(Name, T);
  Row("all", Sum);
  if (Details) {
    outs() << "\nReasons (statements):\n";
    std::vector<std::pair<unsigned, std::string>> R;
    for (auto &[Why, N] : Sum.Reasons)
      R.push_back({N, Why});
    llvm::sort(R, [](auto &A, auto &B) { return A.first > B.first; });
    for (auto &[N, Why] : R)
      outs() << formatv("{0,6}  {1}\n", N, Why);
  }
  if (List)
    for (Statement &S : All)
      outs() << S.File << ":" << S.Line << ": "
             << (S.OK ? "translated"
                      : (S.Cat == SemaError::OutOfScope ? "out-of-scope"
                                                        : "unsupported"))
             << ": " << oneLine(S.Template) << " [" << S.Constraints << "]"
             << (S.OK ? "" : "  -- " + S.Reason + " ('" + S.Quoted + "')")
             << "\n";
}

//===----------------------------------------------------------------------===//
// Sources
//===----------------------------------------------------------------------===//

/// Adds the asm statements of preprocessed text \p Text (one entry per
/// distinct file, line, template and constraints).
void collect(StringRef Text, StringRef Root, std::vector<Statement> &All,
             std::set<std::string> &Seen, unsigned &Opaque) {
  Scanner S(Text, "");
  S.run([&](const std::string &File, unsigned Line, bool Literal,
            const std::string &Templ, const std::vector<std::string> &Outs,
            const std::vector<std::string> &Ins,
            const std::vector<std::string> &Names) {
    StringRef F = File;
    if (!Root.empty()) {
      if (!F.starts_with(Root))
        return; // not a toolkit header
      F = F.drop_front(Root.size()).ltrim('/');
    }
    if (!Literal) {
      ++Opaque;
      return;
    }
    Statement St;
    St.File = F.str();
    St.Line = Line;
    St.Template = irTemplate(Templ, Names);
    St.Constraints = irConstraints(Outs, Ins);
    std::string Key = St.File + ":" + std::to_string(Line) + ":" +
                      St.Template + ":" + St.Constraints;
    if (!Seen.insert(Key).second)
      return;
    All.push_back(std::move(St));
  });
}

int fromIR() {
  LLVMContext Ctx;
  std::vector<Statement> All;
  for (const std::string &Path : IRFiles) {
    SMDiagnostic Err;
    std::unique_ptr<Module> M = parseIRFile(Path, Err, Ctx);
    if (!M) {
      Err.print("ptx-coverage", errs());
      return 1;
    }
    for (Function &F : *M)
      for (Instruction &I : instructions(F)) {
        auto *CI = dyn_cast<CallInst>(&I);
        if (!CI || !CI->isInlineAsm())
          continue;
        auto *IA = cast<InlineAsm>(CI->getCalledOperand());
        Statement S;
        S.File = sys::path::filename(Path).str();
        S.Template = IA->getAsmString();
        S.Constraints = IA->getConstraintString();
        AsmSignature Sig;
        std::string Why;
        if (!signatureFromCall(*CI, Sig, Why)) {
          S.OK = false;
          S.Cat = SemaError::Operand;
          S.Reason = Why;
          S.Quoted = oneLine(S.Template);
        } else {
          ParsedAsm Parsed;
          Program P;
          SemaError E;
          S.OK = checkTemplate(S.Template, Sig, Parsed, P, E);
          if (!S.OK) {
            S.Cat = E.Cat;
            S.Reason = E.Message;
            S.Quoted = quoteStatement(S.Template, E);
          }
        }
        All.push_back(std::move(S));
      }
  }
  report(All, "Inline-asm calls of the IR files", nullptr);
  return 0;
}

/// Counts the asm keywords of the raw header tree, per group.
StringMap<unsigned> rawCounts(StringRef Include) {
  StringMap<unsigned> Counts;
  std::error_code EC;
  for (sys::fs::recursive_directory_iterator It(Include, EC), End;
       It != End && !EC; It.increment(EC)) {
    StringRef P = It->path();
    if (It->type() != sys::fs::file_type::regular_file)
      continue;
    StringRef Ext = sys::path::extension(P);
    if (!Ext.empty() && Ext != ".h" && Ext != ".hpp" && Ext != ".cuh" &&
        Ext != ".inl" && Ext != ".inc")
      continue;
    auto Buf = MemoryBuffer::getFile(P);
    if (!Buf)
      continue;
    unsigned N = 0;
    Scanner S((*Buf)->getBuffer(), P.str());
    S.run([&](const std::string &, unsigned, bool, const std::string &,
              const std::vector<std::string> &,
              const std::vector<std::string> &,
              const std::vector<std::string> &) { ++N; });
    if (N) {
      std::string Rel = P.drop_front(Include.size()).ltrim('/').str();
      Counts[groupOf("/" + Rel)] += N;
    }
  }
  return Counts;
}

const char *const Umbrella = R"(// ptx-coverage: the toolkit's device headers
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cooperative_groups/memcpy_async.h>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>
#include <cub/warp/warp_exchange.cuh>
#include <cub/warp/warp_load.cuh>
#include <cub/warp/warp_store.cuh>
#include <cub/warp/warp_merge_sort.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_histogram.cuh>
#include <cub/block/block_exchange.cuh>
#include <cub/block/block_discontinuity.cuh>
#include <cub/block/block_adjacent_difference.cuh>
#include <cub/block/block_merge_sort.cuh>
#include <cub/block/block_shuffle.cuh>
#include <cub/block/block_run_length_decode.cuh>
#include <cuda/ptx>
#include <cuda/barrier>
#include <cuda/atomic>
#include <mma.h>
#include <cuda_pipeline.h>
#include <cuda_awbarrier.h>
)";

int fromToolkit() {
  SmallString<128> Include(CudaRoot);
  sys::path::append(Include, "include");
  std::string Root = std::string(Include);
  std::vector<Statement> All;
  std::set<std::string> Seen;
  unsigned Opaque = 0;
  std::vector<std::string> ArchList;
  for (StringRef A : split(Archs, ','))
    ArchList.push_back(A.str());
  ErrorOr<std::string> Clang = sys::findProgramByName(ClangPath);
  if (!Clang) {
    errs() << "ptx-coverage: error: cannot find " << ClangPath << "\n";
    return 1;
  }
  SmallString<128> Src, Out;
  if (sys::fs::createTemporaryFile("ptx-coverage", "cu", Src) ||
      sys::fs::createTemporaryFile("ptx-coverage", "ii", Out)) {
    errs() << "ptx-coverage: error: cannot create temporary files\n";
    return 1;
  }
  {
    std::error_code EC;
    raw_fd_ostream OS(Src, EC);
    OS << Umbrella;
  }
  for (const std::string &Arch : ArchList) {
    std::string CudaPath = "--cuda-path=" + CudaRoot.getValue();
    std::string GpuArch = "--cuda-gpu-arch=" + Arch;
    std::string Cccl = Root + "/cccl";
    SmallVector<StringRef, 16> Args{*Clang, "-x", "cuda", "--cuda-device-only",
                                    GpuArch, "-nocudalib", "-E", CudaPath,
                                    "-Wno-unknown-cuda-version", "-I", Cccl,
                                    Src, "-o", Out};
    std::string Msg;
    int RC = sys::ExecuteAndWait(*Clang, Args, std::nullopt, {}, 0, 0, &Msg);
    if (RC != 0) {
      errs() << "ptx-coverage: error: preprocessing for " << Arch
             << " failed " << Msg << "\n";
      return 1;
    }
    auto Buf = MemoryBuffer::getFile(Out);
    if (!Buf) {
      errs() << "ptx-coverage: error: cannot read " << Out << "\n";
      return 1;
    }
    collect((*Buf)->getBuffer(), Root, All, Seen, Opaque);
  }
  sys::fs::remove(Src);
  sys::fs::remove(Out);
  for (Statement &S : All)
    check(S);
  StringMap<unsigned> Raw = rawCounts(Root);
  report(All,
         "Inline PTX of " + Root + " (distinct statements after "
             "preprocessing for " + Archs.getValue() + ")",
         &Raw);
  if (Opaque)
    outs() << "\n" << Opaque
           << " asm statements whose template or operands are not string "
              "literals after preprocessing were not counted\n";
  return 0;
}

int fromPreprocessed() {
  std::vector<Statement> All;
  std::set<std::string> Seen;
  unsigned Opaque = 0;
  for (const std::string &P : Preprocessed) {
    auto Buf = MemoryBuffer::getFile(P);
    if (!Buf) {
      errs() << "ptx-coverage: error: cannot read " << P << "\n";
      return 1;
    }
    collect((*Buf)->getBuffer(), "", All, Seen, Opaque);
  }
  for (Statement &S : All)
    check(S);
  StringMap<unsigned> None;
  report(All, "Inline PTX of the preprocessed sources", &None);
  return 0;
}

/// The instruction table as Markdown, for docs/ptx-translator.md.
int printTable() {
  auto Types = [](TypeMask M) {
    std::string S;
    for (unsigned T = 1; T < unsigned(PTXType::NumTypes); ++T)
      if (M & bit(PTXType(T)))
        S += (S.empty() ? "" : " ") + ("." + typeInfo(PTXType(T)).Name).str();
    return S.empty() ? std::string("-") : S;
  };
  outs() << "| opcode | type | second type | modifiers | operands | "
            "semantics |\n|---|---|---|---|---|---|\n";
  for (const InstrRow &R : instrTable()) {
    std::string Mods;
    for (unsigned M = 0; M < unsigned(Mod::NumMods); ++M)
      if (R.Mods.has(Mod(M)))
        Mods += (Mods.empty() ? "" : " ") + ("." + modName(Mod(M))).str();
    outs() << "| " << R.Name << " | " << Types(R.Types) << " | "
           << Types(R.Types2) << " | " << (Mods.empty() ? "-" : Mods) << " | `"
           << (R.Shape.empty() ? StringRef("(none)") : StringRef(R.Shape))
           << "` | " << R.Doc << (R.Flags & PRF_Approx ? " (approximate)" : "")
           << " |\n";
  }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::ParseCommandLineOptions(
      argc, argv,
      "ptx-coverage: which inline-PTX statements the translator takes\n");
  if (Table)
    return printTable();
  if (!CudaRoot.empty())
    return fromToolkit();
  if (!Preprocessed.empty())
    return fromPreprocessed();
  if (IRFiles.empty()) {
    errs() << "ptx-coverage: error: give --cuda=DIR, --preprocessed=FILE or "
              "IR files\n";
    return 1;
  }
  return fromIR();
}

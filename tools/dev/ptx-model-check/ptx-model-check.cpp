//===- ptx-model-check.cpp - Check the PTX shfl model against hardware ----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks include/ShflLowering/Semantics/PTXShflModel.h, on the CPU, against what an
/// NVIDIA GPU produced (test/hardware/shfl_sweep.cu).  It links nothing from
/// LLVM.  Two modes:
///
///   ptx-model-check SAMPLE
///     Reads a sample table (test/hardware/results/shfl_sample.txt, format
///     documented at its top) and evaluates every case with the model; every
///     lane's value and predicate must match.  Prints per-mode counts.
///
///   ptx-model-check --summary SUMMARY [--sections a,b,...]
///     Reads a sweep summary, requires every 'result' line to report zero
///     mismatches and 'status: PASS', and recomputes, from the model and
///     include/ShflLowering/Semantics/ShflSweepSpec.h, the FNV-1a 64 digest of each
///     listed section (default: all); each must equal the hardware digest
///     ('hw-fnv1a64') in the summary.
///
///   ptx-model-check --fns-digest THREADS
///     Prints the FNV-1a 64 digest of each of THREADS threads walking the
///     fns.b32 domain of include/ShflLowering/Semantics/FnsSweepSpec.h with
///     PTXFnsModel.h, as `wave-emu --print=out:hex --print-width=4` prints
///     a u64 buffer `out`, so that `diff` compares the two.
///
///   ptx-model-check --fns-summary SUMMARY
///     Reads the fns.b32 hardware summary (test/hardware/fns_sweep.cu):
///     every 'fns-result' line must report zero mismatches, except the
///     domain's cases with offset INT32_MIN, where the H200 differs from the
///     ISA text (all of them, and no other, may mismatch; the digests, which
///     fold them, then differ from the model's); the 'fns-undefined' lines
///     (base > 31) are compared with what the model defines for them.
///
/// The exit status is 0 if everything matched, 1 on a mismatch or a
/// malformed input, 2 on a usage error.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Semantics/FnsSweepSpec.h"
#include "ShflLowering/Semantics/PTXFnsModel.h"
#include "ShflLowering/Semantics/PTXShflModel.h"
#include "ShflLowering/Semantics/ShflSweepSpec.h"

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

using namespace shfl;

namespace {

constexpr unsigned MaxReported = 10;

/// Parses exactly 8 lower-case hex digits.
bool parseHex32(const std::string &S, uint32_t &Out) {
  if (S.size() != 8)
    return false;
  uint32_t V = 0;
  for (char Ch : S) {
    unsigned D;
    if (Ch >= '0' && Ch <= '9')
      D = Ch - '0';
    else if (Ch >= 'a' && Ch <= 'f')
      D = Ch - 'a' + 10;
    else
      return false;
    V = V << 4 | D;
  }
  Out = V;
  return true;
}

bool parseMode(const std::string &S, ptx::Mode &M) {
  for (unsigned I = 0; I < ptx::NumModes; ++I)
    if (S == ptx::modeName(ptx::Mode(I))) {
      M = ptx::Mode(I);
      return true;
    }
  return false;
}

std::vector<std::string> splitSpaces(const std::string &Line) {
  std::vector<std::string> Fields;
  std::istringstream In(Line);
  std::string F;
  while (In >> F)
    Fields.push_back(F);
  return Fields;
}

int checkSample(const char *Path) {
  std::ifstream In(Path);
  if (!In) {
    std::fprintf(stderr, "ptx-model-check: cannot open %s\n", Path);
    return 1;
  }
  constexpr unsigned W = ptx::WarpSize;
  uint64_t Cases[ptx::NumModes] = {}, Mismatches[ptx::NumModes] = {};
  uint64_t TotalMis = 0, Reported = 0;
  std::string Line;
  unsigned LineNo = 0;
  while (std::getline(In, Line)) {
    ++LineNo;
    if (Line.empty() || Line[0] == '#')
      continue;
    std::vector<std::string> F = splitSpaces(Line);
    ptx::Mode M;
    uint32_t B, C, PMask, A[W], D[W];
    bool Ok = F.size() == 4 + 2 * W && parseMode(F[0], M) &&
              parseHex32(F[1], B) && parseHex32(F[2], C) &&
              parseHex32(F[3], PMask);
    for (unsigned L = 0; Ok && L < W; ++L)
      Ok = parseHex32(F[4 + L], A[L]) && parseHex32(F[4 + W + L], D[L]);
    if (!Ok) {
      std::fprintf(stderr,
                   "ptx-model-check: %s:%u: malformed case (expected <mode> "
                   "<b> <c> <pmask> and 32 + 32 words of 8 hex digits)\n",
                   Path, LineNo);
      return 1;
    }
    uint32_t Bs[W], Cs[W], Exp[W];
    bool ExpP[W];
    for (unsigned L = 0; L < W; ++L) {
      Bs[L] = B;
      Cs[L] = C;
    }
    ptx::evaluateWarp(M, A, Bs, Cs, Exp, ExpP);
    ++Cases[M];
    for (unsigned L = 0; L < W; ++L) {
      const bool P = (PMask >> L) & 1u;
      if (D[L] == Exp[L] && P == ExpP[L])
        continue;
      ++Mismatches[M];
      ++TotalMis;
      if (Reported++ < MaxReported)
        std::fprintf(stderr,
                     "ptx-model-check: %s:%u: mismatch: %s b=0x%08" PRIx32
                     " c=0x%08" PRIx32 " lane %u: hardware 0x%08" PRIx32
                     "/%u, model 0x%08" PRIx32 "/%u\n",
                     Path, LineNo, ptx::modeName(M), B, C, L, D[L], unsigned(P),
                     Exp[L], unsigned(ExpP[L]));
    }
  }
  uint64_t Total = 0;
  for (unsigned I = 0; I < ptx::NumModes; ++I) {
    std::printf("mode %s: %" PRIu64 " cases, %" PRIu64 " lanes, %" PRIu64
                " mismatches\n",
                ptx::modeName(ptx::Mode(I)), Cases[I], Cases[I] * W,
                Mismatches[I]);
    Total += Cases[I];
  }
  std::printf("total: %" PRIu64 " cases, %" PRIu64 " lanes, %" PRIu64
              " mismatches\n",
              Total, Total * W, TotalMis);
  if (Total == 0) {
    std::fprintf(stderr, "ptx-model-check: %s: no cases\n", Path);
    return 1;
  }
  return TotalMis ? 1 : 0;
}

/// Returns the value of `Key=` in a summary line, or "" if absent.
std::string field(const std::string &Line, const std::string &Key) {
  const std::string Pat = " " + Key + "=";
  size_t Pos = Line.find(Pat);
  if (Pos == std::string::npos)
    return "";
  Pos += Pat.size();
  return Line.substr(Pos, Line.find(' ', Pos) - Pos);
}

/// The model's digests: one per wanted section, in table order, then the
/// whole table ("all") if every section is wanted.
std::vector<std::pair<std::string, uint64_t>>
modelDigests(const std::vector<bool> &Want) {
  std::vector<std::pair<std::string, uint64_t>> Out;
  sweep::Fnv1a64 All;
  bool WantAll = true;
  for (unsigned S = 0; S < sweep::NumSections; ++S)
    WantAll = WantAll && Want[S];
  for (unsigned S = 0; S < sweep::NumSections; ++S) {
    if (!Want[S] && !WantAll)
      continue;
    sweep::Fnv1a64 Sec;
    const uint32_t N = sweep::sectionTests(S);
    for (uint32_t T = 0; T < N; ++T) {
      uint32_t Val[ptx::WarpSize], Mask;
      sweep::modelRecord(S, T, Val, Mask);
      Sec.addRecord(Val, Mask);
      All.addRecord(Val, Mask);
    }
    Out.emplace_back(sweep::sectionName(S), Sec.H);
  }
  if (WantAll)
    Out.emplace_back("all", All.H);
  return Out;
}

int checkSummary(const char *Path, const char *SectionList) {
  std::vector<bool> Want(sweep::NumSections, SectionList == nullptr);
  if (SectionList) {
    std::istringstream In(SectionList);
    std::string Name;
    while (std::getline(In, Name, ',')) {
      unsigned S = 0;
      while (S < sweep::NumSections && Name != sweep::sectionName(S))
        ++S;
      if (S == sweep::NumSections) {
        std::fprintf(stderr, "ptx-model-check: unknown section '%s'\n",
                     Name.c_str());
        return 2;
      }
      Want[S] = true;
    }
  }

  std::ifstream In(Path);
  if (!In) {
    std::fprintf(stderr, "ptx-model-check: cannot open %s\n", Path);
    return 1;
  }
  std::map<std::string, std::string> HwDigest;
  unsigned Results = 0, LineNo = 0;
  uint64_t Lanes = 0;
  bool Pass = false, Ok = true;
  std::string Line;
  while (std::getline(In, Line)) {
    ++LineNo;
    if (Line.rfind("result ", 0) == 0) {
      ++Results;
      const std::string Mis = field(Line, "lane-mismatches");
      Lanes += std::strtoull(field(Line, "lanes").c_str(), nullptr, 10);
      if (Mis != "0") {
        std::fprintf(stderr, "ptx-model-check: %s:%u: mismatches reported: %s\n",
                     Path, LineNo, Line.c_str());
        Ok = false;
      }
    } else if (Line.rfind("digest ", 0) == 0) {
      HwDigest[field(Line, "section")] = field(Line, "hw-fnv1a64");
    } else if (Line.rfind("mismatch ", 0) == 0) {
      std::fprintf(stderr, "ptx-model-check: %s:%u: %s\n", Path, LineNo,
                   Line.c_str());
      Ok = false;
    } else if (Line == "status: PASS") {
      Pass = true;
    }
  }
  if (Results != sweep::NumSections * ptx::NumModes) {
    std::fprintf(stderr,
                 "ptx-model-check: %s: expected %u 'result' lines, found %u\n",
                 Path, sweep::NumSections * ptx::NumModes, Results);
    Ok = false;
  }
  if (!Pass) {
    std::fprintf(stderr, "ptx-model-check: %s: no 'status: PASS' line\n",
                 Path);
    Ok = false;
  }
  for (const auto &[Name, Digest] : modelDigests(Want)) {
    char Buf[32];
    std::snprintf(Buf, sizeof(Buf), "0x%016" PRIx64, Digest);
    auto It = HwDigest.find(Name);
    const std::string Hw = It == HwDigest.end() ? "missing" : It->second;
    const bool Same = Hw == Buf;
    std::printf("digest %s: model %s, hardware %s: %s\n", Name.c_str(), Buf,
                Hw.c_str(), Same ? "equal" : "DIFFERENT");
    Ok = Ok && Same;
  }
  std::printf("summary: %u result lines, %" PRIu64 " lanes: %s\n", Results,
              Lanes, Ok ? "ok" : "FAILED");
  return Ok ? 0 : 1;
}

/// The per-thread model digests of the fns domain.
std::vector<uint64_t> fnsModelDigests(uint32_t Threads) {
  std::vector<uint64_t> Out;
  for (uint32_t T = 0; T < Threads; ++T)
    Out.push_back(fnsspec::threadDigest(T, Threads, ptx::fnsModel));
  return Out;
}

int printFnsDigests(const char *ThreadsArg) {
  char *End = nullptr;
  unsigned long Threads = std::strtoul(ThreadsArg, &End, 10);
  if (*End || Threads == 0 || Threads > fnsspec::NumSeeds) {
    std::fprintf(stderr, "ptx-model-check: bad thread count '%s'\n",
                 ThreadsArg);
    return 2;
  }
  std::vector<uint64_t> D = fnsModelDigests(static_cast<uint32_t>(Threads));
  for (size_t I = 0; I < D.size(); I += 4) {
    std::printf("out[%zu]:", I);
    for (size_t J = I; J < D.size() && J < I + 4; ++J)
      std::printf(" 0x%016" PRIx64, D[J]);
    std::printf("\n");
  }
  return 0;
}

/// fns-result section=NAME cases=N mismatches=M
/// fns-digest threads=T thread=I hw-fnv1a64=0x...
/// fns-undefined mask=0x... base=B offset=O hw=0x...
int checkFnsSummary(const char *Path) {
  std::ifstream In(Path);
  if (!In) {
    std::fprintf(stderr, "ptx-model-check: cannot open %s\n", Path);
    return 1;
  }
  bool Ok = true, Pass = false, Status = false;
  unsigned Results = 0, LineNo = 0, Undefined = 0, UndefinedDiffer = 0;
  uint64_t Cases = 0, IntMinMismatches = 0;
  std::map<uint32_t, std::map<uint32_t, std::string>> HwDigests; // T -> I -> d
  std::string Line;
  while (std::getline(In, Line)) {
    ++LineNo;
    if (Line.rfind("fns-result ", 0) == 0) {
      ++Results;
      Cases += std::strtoull(field(Line, "cases").c_str(), nullptr, 10);
      uint64_t Mis = std::strtoull(field(Line, "mismatches").c_str(), nullptr, 10);
      // The domain's INT32_MIN offsets are the one known difference (see
      // PTXFnsModel.h): allowed only as exactly those cases.
      bool IntMinOnly = field(Line, "section") == "domain" &&
                        Mis == uint64_t(fnsspec::NumSeeds) *
                                   fnsspec::NumEmbeddings * fnsspec::NumBases;
      if (IntMinOnly)
        IntMinMismatches = Mis;
      else if (Mis) {
        std::fprintf(stderr, "ptx-model-check: %s:%u: mismatches reported: %s\n",
                     Path, LineNo, Line.c_str());
        Ok = false;
      }
    } else if (Line.rfind("fns-mismatch ", 0) == 0) {
      if (field(Line, "offset") != "-2147483648") {
        std::fprintf(stderr, "ptx-model-check: %s:%u: %s\n", Path, LineNo,
                     Line.c_str());
        Ok = false;
      }
    } else if (Line.rfind("fns-digest ", 0) == 0) {
      uint32_t T = std::strtoul(field(Line, "threads").c_str(), nullptr, 10);
      uint32_t I = std::strtoul(field(Line, "thread").c_str(), nullptr, 10);
      HwDigests[T][I] = field(Line, "hw-fnv1a64");
    } else if (Line.rfind("fns-undefined ", 0) == 0) {
      uint32_t M = std::strtoul(field(Line, "mask").c_str(), nullptr, 16);
      uint32_t B = std::strtoul(field(Line, "base").c_str(), nullptr, 0);
      int32_t O = static_cast<int32_t>(
          std::strtol(field(Line, "offset").c_str(), nullptr, 10));
      uint32_t Hw = std::strtoul(field(Line, "hw").c_str(), nullptr, 16);
      ++Undefined;
      UndefinedDiffer += Hw != ptx::fnsModel(M, B, O);
    } else if (Line == "status: PASS" || Line == "status: FAIL") {
      Pass = Line == "status: PASS";
      Status = true;
    }
  }
  // The recording program fails on any mismatch, the INT32_MIN ones too.
  if (!Results || !Status || HwDigests.empty() || (!Pass && !IntMinMismatches)) {
    std::fprintf(stderr, "ptx-model-check: %s: no fns-result lines, digests "
                         "or status, or a failed run\n", Path);
    Ok = false;
  }
  // The hardware digests fold the INT32_MIN cases too: they equal the
  // model's only if those cases agree.
  for (const auto &[T, ByThread] : HwDigests) {
    std::vector<uint64_t> Model = fnsModelDigests(T);
    unsigned Same = 0;
    for (uint32_t I = 0; I < T; ++I) {
      char Buf[32];
      std::snprintf(Buf, sizeof(Buf), "0x%016" PRIx64, Model[I]);
      auto It = ByThread.find(I);
      Same += It != ByThread.end() && It->second == Buf;
    }
    std::printf("fns digests threads=%u: %u of %u equal to the model\n", T,
                Same, T);
    Ok = Ok && (IntMinMismatches ? Same == 0 : Same == T);
  }
  std::printf("fns offset INT32_MIN: %" PRIu64 " cases where the hardware "
              "gives a bit position and the ISA text 0xffffffff\n",
              IntMinMismatches);
  std::printf("fns undefined (base > 31): %u cases, %u differ from the "
              "model's 0xffffffff\n", Undefined, UndefinedDiffer);
  std::printf("fns summary: %u result lines, %" PRIu64 " cases: %s\n",
              Results, Cases, Ok ? "ok" : "FAILED");
  return Ok ? 0 : 1;
}

void usage() {
  std::fprintf(stderr, "usage: ptx-model-check SAMPLE\n"
                       "       ptx-model-check --summary SUMMARY "
                       "[--sections NAME,...]\n"
                       "       ptx-model-check --fns-digest THREADS\n"
                       "       ptx-model-check --fns-summary SUMMARY\n");
}

} // namespace

int main(int Argc, char **Argv) {
  if (Argc == 2 && Argv[1][0] != '-')
    return checkSample(Argv[1]);
  if (Argc == 3 && !std::strcmp(Argv[1], "--fns-digest"))
    return printFnsDigests(Argv[2]);
  if (Argc == 3 && !std::strcmp(Argv[1], "--fns-summary"))
    return checkFnsSummary(Argv[2]);
  if ((Argc == 3 || Argc == 5) && !std::strcmp(Argv[1], "--summary")) {
    const char *Sections = nullptr;
    if (Argc == 5) {
      if (std::strcmp(Argv[3], "--sections")) {
        usage();
        return 2;
      }
      Sections = Argv[4];
    }
    return checkSummary(Argv[2], Sections);
  }
  usage();
  return 2;
}

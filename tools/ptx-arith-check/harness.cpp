//===- harness.cpp - Runs translated PTX rows on the host and compares -----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The host half of tools/ptx-arith-check.  ptx-arith-check.py links this
/// file with the inline-PTX translator's output: one function per row of
/// test/hardware/ptx_arith_rows.def,
///
///   void ptxrow_<name>(const uint64_t Ops[4], uint64_t Out[2]);
///
/// (operand bits in, zero-extended result bits out), collected in the table
/// `ptxarith_row_fns` in .def order, null where the row was not translated,
/// and `ptxarith_row_selected` (0 for rows left out of this check).
/// For every row it makes the row's inputs exactly as the CUDA program did
/// (test/hardware/ptx_arith_spec.h), checks their digest against the
/// hardware summary, runs the function on each input in a child process (a
/// crash or a hang costs that row only) and compares every result bit for
/// bit with the H200's.
///
///   harness --summary ptx_arith_summary.txt --outputs ptx_arith_outputs.bin
///           [--sample N] [--examples K] [--timeout S]
///
/// Output, one line per selected row, in .def order:
///   row NAME n=N checked=C differ=D      compared (C inputs; all, or a sample)
///   row NAME untranslated                 no function (the script says why)
///   row NAME crashed signal=S             the child died (timeout: signal 14)
///   row NAME no-hardware                  not in the summary (new row)
///   row NAME plan-differs | inputs-differ the spec changed since the GPU run
/// followed, for differing rows, by up to K lines
///   ex NAME i=I ops=0x..,0x.. hw=0x.. got=0x..
/// and one last line "done".  Exit status 0 unless the files cannot be read.
///
//===----------------------------------------------------------------------===//

#include "ptx_arith_spec.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace ptxarith;

extern "C" {
typedef void RowFn(const uint64_t *Ops, uint64_t *Out);
extern RowFn *const ptxarith_row_fns[];
extern const unsigned char ptxarith_row_selected[];
extern const uint64_t ptxarith_row_count;
}

namespace {

struct HwRow {
  size_t N = 0;
  unsigned Bytes = 0;
  uint64_t InDigest = 0;
  size_t Offset = 0; ///< into the outputs file
};

[[noreturn]] void fail(const char *Msg, const char *Arg) {
  std::fprintf(stderr, "harness: error: %s%s\n", Msg, Arg);
  std::exit(2);
}

std::map<std::string, HwRow> readSummary(const char *Path) {
  std::FILE *F = std::fopen(Path, "r");
  if (!F)
    fail("cannot read ", Path);
  std::map<std::string, HwRow> Out;
  char Line[1024], Name[512];
  size_t Offset = 0;
  while (std::fgets(Line, sizeof(Line), F)) {
    HwRow R;
    unsigned long long InD = 0, OutD = 0;
    if (std::sscanf(Line, "row %511s n=%zu bytes=%u in=0x%llx out=0x%llx", Name,
                    &R.N, &R.Bytes, &InD, &OutD) != 5)
      continue;
    R.InDigest = InD;
    R.Offset = Offset;
    Offset += R.N * R.Bytes;
    Out[Name] = R;
  }
  std::fclose(F);
  return Out;
}

std::vector<unsigned char> readFile(const char *Path) {
  std::FILE *F = std::fopen(Path, "rb");
  if (!F)
    fail("cannot read ", Path);
  std::vector<unsigned char> Data;
  unsigned char Buf[1 << 16];
  size_t N;
  while ((N = std::fread(Buf, 1, sizeof(Buf), F)) > 0)
    Data.insert(Data.end(), Buf, Buf + N);
  std::fclose(F);
  return Data;
}

uint64_t loadLE(const unsigned char *P, unsigned Bytes) {
  uint64_t V = 0;
  for (unsigned I = 0; I < Bytes; ++I)
    V |= uint64_t(P[I]) << (8 * I);
  return V;
}

} // namespace

int main(int Argc, char **Argv) {
  const char *SummaryPath = nullptr, *OutputsPath = nullptr;
  size_t Sample = 0, Examples = 3;
  unsigned Timeout = 60;
  for (int I = 1; I + 1 < Argc; I += 2) {
    std::string A = Argv[I];
    if (A == "--summary")
      SummaryPath = Argv[I + 1];
    else if (A == "--outputs")
      OutputsPath = Argv[I + 1];
    else if (A == "--sample")
      Sample = std::strtoull(Argv[I + 1], nullptr, 10);
    else if (A == "--examples")
      Examples = std::strtoull(Argv[I + 1], nullptr, 10);
    else if (A == "--timeout")
      Timeout = static_cast<unsigned>(std::strtoul(Argv[I + 1], nullptr, 10));
    else
      fail("unknown option ", Argv[I]);
  }
  if (!SummaryPath || !OutputsPath)
    fail("usage: harness --summary FILE --outputs FILE [--sample N] "
         "[--examples K] [--timeout S]", "");
  if (ptxarith_row_count != NumRows)
    fail("the translated table and this harness were built from different "
         ".def files", "");

  std::map<std::string, HwRow> Hw = readSummary(SummaryPath);
  std::vector<unsigned char> HwOut = readFile(OutputsPath);

  for (size_t RI = 0; RI < NumRows; ++RI) {
    const Row &R = Rows[RI];
    if (!ptxarith_row_selected[RI])
      continue;
    auto It = Hw.find(R.Name);
    if (It == Hw.end()) {
      std::printf("row %s no-hardware\n", R.Name);
      continue;
    }
    const HwRow &H = It->second;
    Plan P = plan(R);
    unsigned B = resultBytes(R);
    if (H.N != P.total() || H.Bytes != B ||
        H.Offset + H.N * H.Bytes > HwOut.size()) {
      std::printf("row %s plan-differs\n", R.Name);
      continue;
    }
    // All inputs, and their digest against the GPU run's.
    uint64_t Hash = nameHash(R.Name);
    std::vector<uint64_t> Ops(4 * P.total());
    Fnv FIn;
    for (size_t I = 0; I < P.total(); ++I) {
      input(R, P, Hash, I, &Ops[4 * I]);
      digestInput(FIn, R, &Ops[4 * I]);
    }
    if (FIn.H != H.InDigest) {
      std::printf("row %s inputs-differ\n", R.Name);
      continue;
    }
    RowFn *Fn = ptxarith_row_fns[RI];
    if (!Fn) {
      std::printf("row %s untranslated\n", R.Name);
      continue;
    }
    // The inputs to check: all, or Sample of them spread over both parts.
    std::vector<size_t> Idx;
    if (Sample == 0 || Sample >= P.total()) {
      for (size_t I = 0; I < P.total(); ++I)
        Idx.push_back(I);
    } else {
      for (size_t K = 0; K < Sample; ++K)
        Idx.push_back(K * P.total() / Sample);
    }
    // Results come back through shared memory from a child process.
    size_t MapBytes = Idx.size() * sizeof(uint64_t);
    void *Map = mmap(nullptr, MapBytes, PROT_READ | PROT_WRITE,
                     MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (Map == MAP_FAILED)
      fail("mmap failed", "");
    uint64_t *Got = static_cast<uint64_t *>(Map);
    std::fflush(stdout);
    pid_t Pid = fork();
    if (Pid < 0)
      fail("fork failed", "");
    if (Pid == 0) {
      alarm(Timeout);
      for (size_t K = 0; K < Idx.size(); ++K) {
        uint64_t Out[2] = {0, 0};
        Fn(&Ops[4 * Idx[K]], Out);
        Got[K] = packResult(R, Out[0], Out[1]);
      }
      _exit(0);
    }
    int Status = 0;
    waitpid(Pid, &Status, 0);
    if (!WIFEXITED(Status) || WEXITSTATUS(Status) != 0) {
      std::printf("row %s crashed signal=%d\n", R.Name,
                  WIFSIGNALED(Status) ? WTERMSIG(Status) : 0);
      munmap(Map, MapBytes);
      continue;
    }
    size_t Differ = 0;
    std::vector<std::string> Ex;
    const unsigned char *HwRowOut = HwOut.data() + H.Offset;
    for (size_t K = 0; K < Idx.size(); ++K) {
      uint64_t Want = loadLE(HwRowOut + Idx[K] * B, B);
      if (Want == Got[K])
        continue;
      if (Differ++ >= Examples)
        continue;
      char Buf[256];
      int Len = std::snprintf(Buf, sizeof(Buf), "ex %s i=%zu ops=", R.Name, Idx[K]);
      for (unsigned J = 0; J < R.NumIn; ++J)
        Len += std::snprintf(Buf + Len, sizeof(Buf) - Len, "%s0x%llx", J ? "," : "",
                             static_cast<unsigned long long>(Ops[4 * Idx[K] + J]));
      std::snprintf(Buf + Len, sizeof(Buf) - Len, " hw=0x%llx got=0x%llx",
                    static_cast<unsigned long long>(Want),
                    static_cast<unsigned long long>(Got[K]));
      Ex.push_back(Buf);
    }
    munmap(Map, MapBytes);
    std::printf("row %s n=%zu checked=%zu differ=%zu\n", R.Name, P.total(),
                Idx.size(), Differ);
    for (const std::string &E : Ex)
      std::printf("%s\n", E.c_str());
  }
  std::printf("done\n");
  return 0;
}

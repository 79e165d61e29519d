//===- harness.cpp - Runs translated PTX rows on the host and compares -----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The host half of tools/dev/ptx-arith-check.  ptx-arith-check.py links this
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
///           [--sample N] [--examples K] [--timeout S] [--dump NAME]
///
/// --dump NAME prints, instead, every input of row NAME with the GPU's
/// result ("in i=I ops=0x..,0x.. hw=0x..") and nothing is run.
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

/// Checks row RI (or, with Dump, prints its inputs and the GPU's results),
/// printing the lines described in the file comment.
void checkRow(size_t RI, const std::map<std::string, HwRow> &Hw,
              const std::vector<unsigned char> &HwOut, const char *Dump,
              size_t Sample, size_t Examples) {
  const Row &R = Rows[RI];
  if (Dump ? std::strcmp(R.Name, Dump) != 0 : !ptxarith_row_selected[RI])
    return;
  auto It = Hw.find(R.Name);
  if (It == Hw.end()) {
    std::printf("row %s no-hardware\n", R.Name);
    return;
  }
  const HwRow &H = It->second;
  Plan P = plan(R);
  unsigned B = resultBytes(R);
  if (H.N != P.total() || H.Bytes != B ||
      H.Offset + H.N * H.Bytes > HwOut.size()) {
    std::printf("row %s plan-differs\n", R.Name);
    return;
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
    return;
  }
  const unsigned char *HwRowOut = HwOut.data() + H.Offset;
  if (Dump) {
    for (size_t I = 0; I < P.total(); ++I) {
      std::printf("in i=%zu ops=", I);
      for (unsigned J = 0; J < R.NumIn; ++J)
        std::printf("%s0x%llx", J ? "," : "",
                    static_cast<unsigned long long>(Ops[4 * I + J]));
      std::printf(" hw=0x%llx\n",
                  static_cast<unsigned long long>(loadLE(HwRowOut + I * B, B)));
    }
    return;
  }
  RowFn *Fn = ptxarith_row_fns[RI];
  if (!Fn) {
    std::printf("row %s untranslated\n", R.Name);
    return;
  }
  // All inputs, or Sample of them spread evenly over both parts.
  size_t Checked = Sample == 0 || Sample >= P.total() ? P.total() : Sample;
  size_t Differ = 0;
  std::string Ex;
  for (size_t K = 0; K < Checked; ++K) {
    size_t I = Checked == P.total() ? K : K * P.total() / Checked;
    uint64_t Out[2] = {0, 0};
    Fn(&Ops[4 * I], Out);
    uint64_t Got = packResult(R, Out[0], Out[1]);
    uint64_t Want = loadLE(HwRowOut + I * B, B);
    if (Want == Got || Differ++ >= Examples)
      continue;
    char Buf[256];
    int Len = std::snprintf(Buf, sizeof(Buf), "ex %s i=%zu ops=", R.Name, I);
    for (unsigned J = 0; J < R.NumIn; ++J)
      Len += std::snprintf(Buf + Len, sizeof(Buf) - Len, "%s0x%llx", J ? "," : "",
                           static_cast<unsigned long long>(Ops[4 * I + J]));
    std::snprintf(Buf + Len, sizeof(Buf) - Len, " hw=0x%llx got=0x%llx\n",
                  static_cast<unsigned long long>(Want),
                  static_cast<unsigned long long>(Got));
    Ex += Buf;
  }
  std::printf("row %s n=%zu checked=%zu differ=%zu\n%s", R.Name, P.total(),
              Checked, Differ, Ex.c_str());
}

} // namespace

int main(int Argc, char **Argv) {
  const char *SummaryPath = nullptr, *OutputsPath = nullptr, *Dump = nullptr;
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
    else if (A == "--dump")
      Dump = Argv[I + 1];
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

  // The rows run in a child process that reports, before each row, which
  // row it is on; if the child dies (a crash, or the per-row alarm), the
  // parent reports that row and starts a new child at the next one.
  void *Shared = mmap(nullptr, sizeof(size_t), PROT_READ | PROT_WRITE,
                      MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (Shared == MAP_FAILED)
    fail("mmap failed", "");
  volatile size_t *Current = static_cast<volatile size_t *>(Shared);
  size_t Next = 0;
  while (Next < NumRows) {
    std::fflush(stdout);
    pid_t Pid = fork();
    if (Pid < 0)
      fail("fork failed", "");
    if (Pid == 0) {
      for (size_t RI = Next; RI < NumRows; ++RI) {
        *Current = RI;
        alarm(Timeout);
        checkRow(RI, Hw, HwOut, Dump, Sample, Examples);
        std::fflush(stdout);
      }
      alarm(0);
      _exit(0);
    }
    int Status = 0;
    waitpid(Pid, &Status, 0);
    if (WIFEXITED(Status) && WEXITSTATUS(Status) == 0)
      break;
    std::printf("row %s crashed signal=%d\n", Rows[*Current].Name,
                WIFSIGNALED(Status) ? WTERMSIG(Status) : 0);
    Next = *Current + 1;
  }
  std::printf("done\n");
  return 0;
}

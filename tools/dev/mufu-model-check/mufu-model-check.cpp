//===- mufu-model-check.cpp - The MUFU models against NVIDIA's outputs ----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks the models of NVIDIA's approximate instructions
/// (include/ShflLowering/Semantics/MUFUPTX.h) against outputs recorded on
/// the GPU, on the host, without a GPU (docs/mufu.md):
///
///   mufu-model-check --ptx-arith OUTPUTS.bin
///       the rows of test/hardware/ptx_arith_rows.def that are approximate
///       instructions, on their inputs (test/hardware/ptx_arith_spec.h),
///       against the H200's outputs (ptx_arith_outputs.bin, uncompressed);
///   mufu-model-check --samples FILE
///       the per-instruction samples test/hardware/mufu_check.cu writes
///       (test/hardware/results/mufu/samples.bin, uncompressed);
///   mufu-model-check --accuracy [STRIDE]
///       the distance of each .ftz f32 model from the exact function (long
///       double), over every STRIDE-th bit pattern (default 251) with a
///       normal operand and result: the largest error in ulps of the exact
///       value (for lg2 near 1, sin and cos, also the largest absolute
///       error), the figures docs/mufu.md gives for nv-approx=native.
///
/// Prints one line per instruction, "NAME: N inputs, K differ", the first
/// differing inputs, and a last line "N instructions, M inputs, K differ";
/// the exit status is 0 only if nothing differs.  Instructions without a
/// model (tanh.approx) are listed as such and not compared.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Semantics/MUFUPTX.h"
#include "../../../test/hardware/mufu_samples.h"
#include "../../../test/hardware/ptx_arith_spec.h"

#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace shfl::mufu;

namespace {

/// A model of one PTX instruction on zero-extended bit patterns.
using ModelFn = uint64_t (*)(const uint64_t *Ops);

struct Model {
  const char *Name; ///< the row name of ptx_arith_rows.def
  ModelFn Fn;       ///< nullptr: no model
};

uint32_t lo32(uint64_t V) { return static_cast<uint32_t>(V); }

/// Applies a 16-bit model to both halves of a packed pair.
template <uint16_t (*F)(uint16_t)> uint64_t pair16(uint64_t V) {
  return uint64_t(F(uint16_t(V))) | (uint64_t(F(uint16_t(V >> 16))) << 16);
}

const Model Models[] = {
    {"rcp_approx_f32", [](const uint64_t *O) -> uint64_t { return ptxRcpApproxF32(lo32(O[0]), 0); }},
    {"rcp_approx_ftz_f32", [](const uint64_t *O) -> uint64_t { return ptxRcpApproxF32(lo32(O[0]), 1); }},
    {"rsqrt_approx_f32", [](const uint64_t *O) -> uint64_t { return ptxRsqrtApproxF32(lo32(O[0]), 0); }},
    {"rsqrt_approx_ftz_f32", [](const uint64_t *O) -> uint64_t { return ptxRsqrtApproxF32(lo32(O[0]), 1); }},
    {"sqrt_approx_f32", [](const uint64_t *O) -> uint64_t { return ptxSqrtApproxF32(lo32(O[0]), 0); }},
    {"sqrt_approx_ftz_f32", [](const uint64_t *O) -> uint64_t { return ptxSqrtApproxF32(lo32(O[0]), 1); }},
    {"ex2_approx_f32", [](const uint64_t *O) -> uint64_t { return ptxEx2ApproxF32(lo32(O[0]), 0); }},
    {"ex2_approx_ftz_f32", [](const uint64_t *O) -> uint64_t { return ptxEx2ApproxF32(lo32(O[0]), 1); }},
    {"lg2_approx_f32", [](const uint64_t *O) -> uint64_t { return ptxLg2ApproxF32(lo32(O[0]), 0); }},
    {"lg2_approx_ftz_f32", [](const uint64_t *O) -> uint64_t { return ptxLg2ApproxF32(lo32(O[0]), 1); }},
    {"sin_approx_f32", [](const uint64_t *O) -> uint64_t { return ptxSinApproxF32(lo32(O[0])); }},
    {"sin_approx_ftz_f32", [](const uint64_t *O) -> uint64_t { return ptxSinApproxF32(lo32(O[0])); }},
    {"cos_approx_f32", [](const uint64_t *O) -> uint64_t { return ptxCosApproxF32(lo32(O[0])); }},
    {"cos_approx_ftz_f32", [](const uint64_t *O) -> uint64_t { return ptxCosApproxF32(lo32(O[0])); }},
    {"div_approx_f32", [](const uint64_t *O) -> uint64_t { return ptxDivApproxF32(lo32(O[0]), lo32(O[1]), 0); }},
    {"div_approx_ftz_f32", [](const uint64_t *O) -> uint64_t { return ptxDivApproxF32(lo32(O[0]), lo32(O[1]), 1); }},
    {"div_full_f32", [](const uint64_t *O) -> uint64_t { return ptxDivFullF32(lo32(O[0]), lo32(O[1]), 0); }},
    {"div_full_ftz_f32", [](const uint64_t *O) -> uint64_t { return ptxDivFullF32(lo32(O[0]), lo32(O[1]), 1); }},
    {"rcp_approx_ftz_f64", [](const uint64_t *O) -> uint64_t { return ptxRcpApproxFtzF64(O[0]); }},
    {"rsqrt_approx_ftz_f64", [](const uint64_t *O) -> uint64_t { return ptxRsqrtApproxFtzF64(O[0]); }},
    {"rsqrt_approx_f64", [](const uint64_t *O) -> uint64_t { return ptxRsqrtApproxF64(O[0]); }},
    {"ex2_approx_f16", [](const uint64_t *O) -> uint64_t { return ptxEx2ApproxF16(uint16_t(O[0])); }},
    {"ex2_approx_f16x2", [](const uint64_t *O) -> uint64_t { return pair16<ptxEx2ApproxF16>(O[0]); }},
    {"ex2_approx_ftz_bf16", [](const uint64_t *O) -> uint64_t { return ptxEx2ApproxFtzBF16(uint16_t(O[0])); }},
    {"ex2_approx_ftz_bf16x2", [](const uint64_t *O) -> uint64_t { return pair16<ptxEx2ApproxFtzBF16>(O[0]); }},
    {"tanh_approx_f32", [](const uint64_t *O) -> uint64_t { return ptxTanhApproxF32(lo32(O[0])); }},
    {"tanh_approx_f16", [](const uint64_t *O) -> uint64_t { return ptxTanhApproxF16(uint16_t(O[0])); }},
    {"tanh_approx_f16x2", [](const uint64_t *O) -> uint64_t { return pair16<ptxTanhApproxF16>(O[0]); }},
    {"tanh_approx_bf16", [](const uint64_t *O) -> uint64_t { return ptxTanhApproxBF16(uint16_t(O[0])); }},
    {"tanh_approx_bf16x2", [](const uint64_t *O) -> uint64_t { return pair16<ptxTanhApproxBF16>(O[0]); }},
};

const Model *findModel(const std::string &Name) {
  for (const Model &M : Models)
    if (Name == M.Name)
      return &M;
  return nullptr;
}

struct Totals {
  unsigned Instructions = 0;
  uint64_t Inputs = 0, Differ = 0;
};

/// Compares one instruction's results; prints its line.
void report(Totals &T, const char *Name, uint64_t N, uint64_t Differ,
            const std::vector<std::string> &Examples) {
  std::printf("%s: %" PRIu64 " inputs, %" PRIu64 " differ\n", Name, N, Differ);
  for (const std::string &E : Examples)
    std::printf("  %s\n", E.c_str());
  ++T.Instructions;
  T.Inputs += N;
  T.Differ += Differ;
}

int checkPtxArith(const char *Path) {
  FILE *F = std::fopen(Path, "rb");
  if (!F) {
    std::perror(Path);
    return 2;
  }
  std::vector<uint8_t> Data;
  uint8_t Buf[1 << 16];
  size_t Got;
  while ((Got = std::fread(Buf, 1, sizeof(Buf), F)) > 0)
    Data.insert(Data.end(), Buf, Buf + Got);
  std::fclose(F);
  Totals T;
  size_t Offset = 0;
  for (size_t RI = 0; RI < ptxarith::NumRows; ++RI) {
    const ptxarith::Row &R = ptxarith::Rows[RI];
    ptxarith::Plan P = ptxarith::plan(R);
    unsigned Bytes = ptxarith::resultBytes(R);
    size_t Size = P.total() * Bytes;
    const Model *M = findModel(R.Name);
    if (M && Offset + Size > Data.size()) {
      std::fprintf(stderr, "error: %s: outputs end before row %s\n", Path, R.Name);
      return 2;
    }
    if (M && !M->Fn) {
      std::printf("%s: no model\n", R.Name);
    } else if (M) {
      uint64_t RowHash = ptxarith::nameHash(R.Name);
      uint64_t Differ = 0;
      std::vector<std::string> Examples;
      for (size_t I = 0; I < P.total(); ++I) {
        uint64_t Ops[4];
        ptxarith::input(R, P, RowHash, I, Ops);
        uint64_t Hw = 0;
        std::memcpy(&Hw, &Data[Offset + I * Bytes], Bytes);
        uint64_t Mine = M->Fn(Ops) & ptxarith::mask(8 * Bytes);
        if (Mine == Hw)
          continue;
        if (Differ++ < 3) {
          char Line[160];
          std::snprintf(Line, sizeof(Line),
                        "input %zu: 0x%" PRIx64 ", 0x%" PRIx64 " -> gpu 0x%" PRIx64
                        ", model 0x%" PRIx64,
                        I, Ops[0], Ops[1], Hw, Mine);
          Examples.push_back(Line);
        }
      }
      report(T, R.Name, P.total(), Differ, Examples);
    }
    Offset += Size;
  }
  std::printf("%u instructions, %" PRIu64 " inputs, %" PRIu64 " differ\n",
              T.Instructions, T.Inputs, T.Differ);
  return T.Differ ? 1 : 0;
}

int checkSamples(const char *Path) {
  FILE *F = std::fopen(Path, "rb");
  if (!F) {
    std::perror(Path);
    return 2;
  }
  Totals T;
  std::vector<uint8_t> Buf;
  for (int Form = 0; Form < mufusamples::NumForms; ++Form) {
    const char *Name = mufusamples::FormNames[Form];
    unsigned Bytes = mufusamples::formBytes(Form);
    Buf.resize(size_t(mufusamples::SamplesPerForm) * Bytes);
    if (std::fread(Buf.data(), 1, Buf.size(), F) != Buf.size()) {
      std::fprintf(stderr, "error: %s: ends before form %s\n", Path, Name);
      std::fclose(F);
      return 2;
    }
    const Model *M = findModel(Name);
    if (!M || !M->Fn) {
      std::printf("%s: no model\n", Name);
      continue;
    }
    uint64_t Differ = 0;
    std::vector<std::string> Examples;
    for (uint32_t K = 0; K < mufusamples::SamplesPerForm; ++K) {
      uint64_t Ops[2];
      mufusamples::sampleInput(Form, K, Ops);
      uint64_t Hw = 0;
      std::memcpy(&Hw, &Buf[size_t(K) * Bytes], Bytes);
      uint64_t Mine = M->Fn(Ops) & ptxarith::mask(8 * Bytes);
      if (Mine == Hw)
        continue;
      if (Differ++ < 3) {
        char Line[160];
        std::snprintf(Line, sizeof(Line),
                      "sample %u: 0x%" PRIx64 ", 0x%" PRIx64 " -> gpu 0x%" PRIx64
                      ", model 0x%" PRIx64,
                      K, Ops[0], Ops[1], Hw, Mine);
        Examples.push_back(Line);
      }
    }
    report(T, Name, mufusamples::SamplesPerForm, Differ, Examples);
  }
  uint8_t Extra;
  bool Trailing = std::fread(&Extra, 1, 1, F) == 1;
  std::fclose(F);
  if (Trailing) {
    std::fprintf(stderr, "error: %s: bytes after the last form\n", Path);
    return 2;
  }
  std::printf("%u instructions, %" PRIu64 " inputs, %" PRIu64 " differ\n",
              T.Instructions, T.Inputs, T.Differ);
  return T.Differ ? 1 : 0;
}

/// The ulp of the f32 binade holding |V| (V normal in f32).
long double ulpOf(long double V) {
  int E;
  std::frexp(static_cast<double>(V), &E);
  return std::ldexp(1.0L, E - 24);
}

/// nv-approx=native's tanh.approx.f32, step by step in f32, with exp2
/// correctly rounded and then moved by \p Bias ulps.
uint32_t nativeTanh(uint32_t A, int Bias) {
  float X;
  std::memcpy(&X, &A, 4);
  float Abs = std::fabs(X);
  float T = Abs * 2.88539004f; // 2 log2(e) rounded to f32
  float E = static_cast<float>(std::exp2(static_cast<long double>(T)));
  if (Bias > 0)
    E = std::nextafter(E, INFINITY);
  else if (Bias < 0)
    E = std::nextafter(E, 0.0f);
  float R = Abs < 0x1p-8f ? X : std::copysign(1.0f - 2.0f / (E + 1.0f), X);
  uint32_t B;
  std::memcpy(&B, &R, 4);
  return B;
}

int accuracy(uint32_t Stride) {
  struct Unit {
    const char *Name;
    uint32_t (*Model)(uint32_t);
    long double (*Exact)(long double);
    long double AbsFrom, AbsTo; ///< where the absolute error is reported
  };
  static const Unit Units[] = {
      {"rcp.approx.ftz.f32", [](uint32_t A) { return ptxRcpApproxF32(A, 1); },
       [](long double X) { return 1.0L / X; }, 0, 0},
      {"rsqrt.approx.ftz.f32", [](uint32_t A) { return ptxRsqrtApproxF32(A, 1); },
       [](long double X) { return 1.0L / std::sqrt(X); }, 0, 0},
      {"sqrt.approx.ftz.f32", [](uint32_t A) { return ptxSqrtApproxF32(A, 1); },
       [](long double X) { return std::sqrt(X); }, 0, 0},
      {"ex2.approx.ftz.f32", [](uint32_t A) { return ptxEx2ApproxF32(A, 1); },
       [](long double X) { return std::exp2(X); }, 0, 0},
      {"lg2.approx.ftz.f32", [](uint32_t A) { return ptxLg2ApproxF32(A, 1); },
       [](long double X) { return std::log2(X); }, 0.5L, 2.0L},
      {"sin.approx.f32", ptxSinApproxF32,
       [](long double X) { return std::sin(X); }, -3.14159265L, 3.14159265L},
      {"cos.approx.f32", ptxCosApproxF32,
       [](long double X) { return std::cos(X); }, -3.14159265L, 3.14159265L},
      {"tanh.approx.f32", ptxTanhApproxF32,
       [](long double X) { return std::tanh(X); }, 0, 0},
      // nv-approx=native's tanh.approx (PTXBuildFloat.cpp): 1 - 2 / (2^(2
      // log2(e) |x|) + 1) in f32, with AMD's v_exp_f32 one ulp high, exact
      // and one ulp low (the ISA guides give it to 1 ulp).
      {"native tanh, v_exp_f32 +1 ulp", [](uint32_t A) { return nativeTanh(A, 1); },
       [](long double X) { return std::tanh(X); }, 0, 0},
      {"native tanh, v_exp_f32 exact", [](uint32_t A) { return nativeTanh(A, 0); },
       [](long double X) { return std::tanh(X); }, 0, 0},
      {"native tanh, v_exp_f32 -1 ulp", [](uint32_t A) { return nativeTanh(A, -1); },
       [](long double X) { return std::tanh(X); }, 0, 0},
  };
  for (const Unit &U : Units) {
    long double MaxUlp = 0, MaxAbs = 0;
    uint32_t AtUlp = 0, AtAbs = 0;
    uint64_t N = 0;
    for (uint64_t I = 0; I < (uint64_t(1) << 32); I += Stride) {
      uint32_t A = uint32_t(I);
      uint32_t E = (A >> 23) & 0xff;
      if (E == 0 || E == 0xff)
        continue;
      uint32_t R = U.Model(A);
      uint32_t RE = (R >> 23) & 0xff;
      if (RE == 0 || RE == 0xff)
        continue;
      float XF, RF;
      std::memcpy(&XF, &A, 4);
      std::memcpy(&RF, &R, 4);
      long double X = XF, Ex = U.Exact(X);
      if (!std::isfinite(static_cast<double>(Ex)) || Ex == 0)
        continue;
      ++N;
      long double Err = std::fabs(static_cast<long double>(RF) - Ex);
      bool InAbs = X >= U.AbsFrom && X <= U.AbsTo;
      if (InAbs && Err > MaxAbs) {
        MaxAbs = Err;
        AtAbs = A;
      }
      // sin and cos: absolute error on [-pi, pi] only (their reduction is
      // the turn's 25-bit fixed point); lg2: ulps outside [1/2, 2].
      if (U.AbsTo > U.AbsFrom && (InAbs || U.AbsFrom < 0))
        continue;
      long double Ulp = Err / ulpOf(Ex);
      if (Ulp > MaxUlp) {
        MaxUlp = Ulp;
        AtUlp = A;
      }
    }
    std::printf("%s: %" PRIu64 " inputs", U.Name, N);
    if (U.AbsFrom >= 0)
      std::printf(", max %.3Lf ulp (x = 0x%08x)", MaxUlp, AtUlp);
    if (U.AbsTo > U.AbsFrom)
      std::printf(", max absolute 2^%.2f in [%.4Lg, %.4Lg] (x = 0x%08x)",
                  std::log2(static_cast<double>(MaxAbs)), U.AbsFrom, U.AbsTo,
                  AtAbs);
    std::printf("\n");
  }
  return 0;
}

} // namespace

int main(int Argc, char **Argv) {
  if (Argc == 3 && std::strcmp(Argv[1], "--ptx-arith") == 0)
    return checkPtxArith(Argv[2]);
  if (Argc == 3 && std::strcmp(Argv[1], "--samples") == 0)
    return checkSamples(Argv[2]);
  if ((Argc == 2 || Argc == 3) && std::strcmp(Argv[1], "--accuracy") == 0)
    return accuracy(Argc == 3 ? uint32_t(std::strtoul(Argv[2], nullptr, 0)) : 251);
  std::fprintf(stderr,
               "usage: %s --ptx-arith OUTPUTS.bin | --samples FILE | "
               "--accuracy [STRIDE]\n",
               Argv[0]);
  return 2;
}

//===- libdevice_sweep.h - Inputs of the libdevice sweep ---------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The inputs of every libdevice function in the sweep that
/// test/hardware/libdevice_sweep.cu ran on the NVIDIA H200, and the layout of
/// its result file.  The CUDA program and the checker (tools/dev/libdevice-ulp)
/// both include this header, so both see the same inputs: they are made with
/// integer arithmetic and IEEE +, -, *, / only (no libm), and each function's
/// inputs carry an FNV-1a digest that the result file records and the
/// checker compares.
///
/// The functions, their types and how each parameter is drawn (the DOMAIN
/// column) come from include/ShflLowering/Lowering/NVVM/Libdevice.def.
///
/// Result file: "LDSWEEP1\n", then a text header line "# key=value ..." and,
/// for each function in table order:
///   u32 name length, name bytes, u32 N, u32 slot count, u8 slot widths
///   (bytes), u64 input digest, then for each slot the N values,
///   little-endian, slot after slot.
/// The slots are the return value (if any) followed by each output pointer.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_TEST_HARDWARE_LIBDEVICE_SWEEP_H
#define SHFL_TEST_HARDWARE_LIBDEVICE_SWEEP_H

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace ldsweep {

struct FnDesc {
  const char *Name;   ///< without "__nv_"
  const char *Ret;    ///< "f32", "void", ...
  const char *Params; ///< "(f32, of32, of32)"
  const char *Status; ///< "Exact", "Measured", "Unsupported"
  const char *Domain; ///< "r:-10:10|o|o"
};

inline const FnDesc Functions[] = {
#define LIBDEVICE(NAME, RET, PARAMS, STATUS, KIND, TARGET, BOUND, DOMAIN)      \
  {#NAME, #RET, #PARAMS, #STATUS, DOMAIN},
#include "../../include/ShflLowering/Lowering/NVVM/Libdevice.def"
};
constexpr unsigned NumFunctions = sizeof(Functions) / sizeof(Functions[0]);

/// The default number of inputs per function.
constexpr unsigned SamplesPerFunction = 4096;
/// Elements of each array argument (normf and friends).
constexpr unsigned ArrayLen = 8;

enum class Ty { F32, F64, I16, I32, I64, Void, OutF32, OutF64, OutI32, ArrF32, ArrF64, Str, Bad };

inline Ty parseTy(const std::string &S) {
  static const struct { const char *N; Ty T; } Map[] = {
      {"f32", Ty::F32},       {"f64", Ty::F64},       {"i16", Ty::I16},
      {"i32", Ty::I32},       {"i64", Ty::I64},       {"void", Ty::Void},
      {"of32", Ty::OutF32},   {"of64", Ty::OutF64},   {"oi32", Ty::OutI32},
      {"af32", Ty::ArrF32},   {"af64", Ty::ArrF64},   {"str", Ty::Str}};
  for (const auto &M : Map)
    if (S == M.N)
      return M.T;
  return Ty::Bad;
}

/// Bytes of a scalar (or of the value an output pointer receives).
inline unsigned widthOf(Ty T) {
  switch (T) {
  case Ty::F32: case Ty::I32: case Ty::OutF32: case Ty::OutI32: return 4;
  case Ty::F64: case Ty::I64: case Ty::OutF64: return 8;
  case Ty::I16: return 2;
  default: return 0;
  }
}
inline bool isOut(Ty T) { return T == Ty::OutF32 || T == Ty::OutF64 || T == Ty::OutI32; }
inline bool isFloat(Ty T) {
  return T == Ty::F32 || T == Ty::F64 || T == Ty::OutF32 || T == Ty::OutF64;
}
inline bool isDouble(Ty T) { return T == Ty::F64 || T == Ty::OutF64 || T == Ty::ArrF64; }

/// "(f32, of32)" -> {F32, OutF32}.
inline std::vector<Ty> parseParams(const char *P) {
  std::vector<Ty> Out;
  std::string Cur;
  for (const char *C = P; *C; ++C) {
    if (*C == '(' || *C == ' ')
      continue;
    if (*C == ',' || *C == ')') {
      if (!Cur.empty())
        Out.push_back(parseTy(Cur));
      Cur.clear();
      continue;
    }
    Cur += *C;
  }
  return Out;
}

/// The result slots: the return value, then each output parameter.
inline std::vector<Ty> slotsOf(const FnDesc &F) {
  std::vector<Ty> S;
  Ty R = parseTy(F.Ret);
  if (R != Ty::Void)
    S.push_back(R);
  for (Ty P : parseParams(F.Params))
    if (isOut(P))
      S.push_back(P);
  return S;
}

/// The tag strings that __nv_nanf / __nv_nan are called with (each padded to
/// 16 bytes in the kernel's string table).
inline const char *const NanTags[] = {"",    "0",      "1",     "12",
                                      "0x1f", "0X7ff", "077",   "abc",
                                      "123abc", "0x",  "-1",    "4194303",
                                      "99999999999", "0x400000", "08", "0xg"};
constexpr unsigned NumNanTags = sizeof(NanTags) / sizeof(NanTags[0]);
constexpr unsigned NanTagWidth = 16;

inline uint64_t splitmix64(uint64_t X) {
  X += 0x9e3779b97f4a7c15ull;
  X = (X ^ (X >> 30)) * 0xbf58476d1ce4e5b9ull;
  X = (X ^ (X >> 27)) * 0x94d049bb133111ebull;
  return X ^ (X >> 31);
}

inline uint64_t fnv1a(uint64_t H, const void *Data, size_t N) {
  const unsigned char *P = static_cast<const unsigned char *>(Data);
  for (size_t I = 0; I < N; ++I) {
    H ^= P[I];
    H *= 0x100000001b3ull;
  }
  return H;
}
constexpr uint64_t FNVBasis = 0xcbf29ce484222325ull;

inline uint64_t bitsOfF(float F) { uint32_t U; std::memcpy(&U, &F, 4); return U; }
inline uint64_t bitsOfD(double D) { uint64_t U; std::memcpy(&U, &D, 8); return U; }
inline float fOfBits(uint64_t B) { uint32_t U = uint32_t(B); float F; std::memcpy(&F, &U, 4); return F; }
inline double dOfBits(uint64_t B) { double D; std::memcpy(&D, &B, 8); return D; }

/// A deterministic random stream.
struct Rng {
  uint64_t S;
  explicit Rng(uint64_t Seed) : S(Seed) {}
  uint64_t next() { S = splitmix64(S); return S; }
  /// Uniform in [0, 1) with 53 bits.
  double unit() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }
};

/// The special values every floating-point parameter is tried with.
inline std::vector<double> edgeValues(bool Double) {
  std::vector<double> E = {0.0, 1.0, 0.5, 1.5, 2.0, 2.5, 3.0, 0.25, 10.0,
                           100.0, 1e-10, 1e10, 3.141592653589793,
                           1.5707963267948966, 0.7853981633974483,
                           0.6931471805599453, 1e30, 1e-30, 88.72283935546875,
                           -103.97208404541016, 709.782712893384,
                           0.9999999403953552, 1.0000001192092896, 65504.0,
                           65520.0, 16777216.0, 16777217.0, 2147483648.0,
                           4294967296.0, 9.223372036854775808e18};
  if (Double) {
    E.push_back(1.7976931348623157e308);  // max
    E.push_back(2.2250738585072014e-308); // min normal
    E.push_back(4.9406564584124654e-324); // min subnormal
    E.push_back(2.2250738585072009e-308); // max subnormal
    E.push_back(0.99999999999999989);
    E.push_back(9007199254740993.0);
  } else {
    E.push_back(3.4028234663852886e38);  // max
    E.push_back(1.1754943508222875e-38); // min normal
    E.push_back(1.4012984643248171e-45); // min subnormal
    E.push_back(1.1754942106924411e-38); // max subnormal
  }
  std::vector<double> Out;
  for (double V : E) {
    Out.push_back(V);
    Out.push_back(-V);
  }
  const double Inf = 1e308 * 10.0;
  Out.push_back(Inf);
  Out.push_back(-Inf);
  return Out;
}

inline uint64_t floatBits(double V, bool Double) {
  return Double ? bitsOfD(V) : bitsOfF(float(V));
}
inline uint64_t quietNaN(bool Double, bool Neg) {
  if (Double)
    return 0x7ff8000000000000ull | (Neg ? 0x8000000000000000ull : 0);
  return 0x7fc00000u | (Neg ? 0x80000000u : 0);
}

/// One parameter's domain, parsed from the DOMAIN column.
struct Domain {
  char Kind = 'a'; // a r i b o v s
  double Lo = 0, Hi = 0;
};
inline std::vector<Domain> parseDomains(const char *D) {
  std::vector<Domain> Out;
  std::string S(D);
  size_t Pos = 0;
  while (Pos <= S.size()) {
    size_t Bar = S.find('|', Pos);
    std::string Part = S.substr(Pos, Bar == std::string::npos ? std::string::npos : Bar - Pos);
    Domain Dom;
    Dom.Kind = Part.empty() ? 'a' : Part[0];
    if (Part.size() > 2) {
      size_t C2 = Part.find(':', 2);
      Dom.Lo = std::strtod(Part.substr(2, C2 - 2).c_str(), nullptr);
      Dom.Hi = std::strtod(Part.substr(C2 + 1).c_str(), nullptr);
    }
    Out.push_back(Dom);
    if (Bar == std::string::npos)
      break;
    Pos = Bar + 1;
  }
  return Out;
}

/// The whole float range: log-spaced magnitudes (interpolating the bit
/// patterns of positive numbers, which is close to log spacing), uniform in
/// [-16, 16], or random bits (NaNs, infinities and subnormals included).
inline uint64_t drawAny(Rng &R, bool Double, unsigned J) {
  uint64_t X = R.next();
  switch (J % 8) {
  case 0: case 1: case 2: { // log-spaced magnitude, random sign
    uint64_t MaxBits = Double ? 0x7fefffffffffffffull : 0x7f7fffffull;
    uint64_t M = (X >> 1) % MaxBits + 1;
    uint64_t Sign = (X & 1) ? (Double ? 0x8000000000000000ull : 0x80000000ull) : 0;
    return M | Sign;
  }
  case 3: case 4: case 5:
    return floatBits(-16.0 + 32.0 * R.unit(), Double);
  default:
    return Double ? X : (X & 0xffffffffu);
  }
}

/// A dense sweep of [Lo, Hi] in a binary step, so that integers and halves
/// inside the range are hit exactly.
inline uint64_t drawRange(Rng &R, const Domain &D, bool Double, unsigned J, unsigned N) {
  double Span = D.Hi - D.Lo;
  double Step = 1.0;
  while (Step * N > Span)
    Step *= 0.5;
  while (Step * N * 2 <= Span)
    Step *= 2.0;
  if (J % 5 < 3)
    return floatBits(D.Lo + Step * double(J), Double);
  if (J % 5 == 3)
    return floatBits(D.Lo + Span * R.unit(), Double);
  return drawAny(R, Double, J / 5);
}

/// Integers: random bits of every magnitude, powers of two and their
/// neighbours (where conversions round), and small values.
inline uint64_t drawBits(Rng &R, unsigned Width, unsigned J) {
  uint64_t X = R.next();
  uint64_t Mask = Width == 64 ? ~0ull : ((1ull << Width) - 1);
  switch (J % 4) {
  case 0:
    return X & Mask;
  case 1: {
    uint64_t V = (X >> 8) >> ((X & 0x3f) % Width);
    return ((X & 0x40) ? (0 - V) : V) & Mask;
  }
  case 2: {
    unsigned K = unsigned(X % Width);
    int64_t D = int64_t((X >> 8) % 7) - 3;
    uint64_t V = (1ull << K) + uint64_t(D);
    return ((X & 0x8000) ? (0 - V) : V) & Mask;
  }
  default:
    return (uint64_t(int64_t((X >> 16) % 2001) - 1000)) & Mask;
  }
}

struct Inputs {
  unsigned N = 0;
  /// Per parameter: N values (scalars as bit patterns, strings as indices
  /// into NanTags), N * ArrayLen for arrays, nothing for outputs.
  std::vector<std::vector<uint64_t>> P;
  uint64_t Digest = FNVBasis;
};

/// The inputs of function \p F.  The first samples combine special values
/// (every special value for one float parameter; for two or more, the
/// product of the first 13 special values of the first two), the rest are
/// drawn per parameter from its domain.
inline Inputs generate(const FnDesc &F) {
  Inputs In;
  std::vector<Ty> Ps = parseParams(F.Params);
  std::vector<Domain> Ds = parseDomains(F.Domain);
  bool HasStr = false;
  for (Ty T : Ps)
    HasStr |= T == Ty::Str;
  In.N = HasStr ? NumNanTags : SamplesPerFunction;
  In.P.resize(Ps.size());
  uint64_t Seed = fnv1a(FNVBasis, F.Name, std::strlen(F.Name));

  // The float parameters, for the special-value products.
  std::vector<unsigned> FloatParams;
  for (unsigned K = 0; K < Ps.size(); ++K)
    if (Ps[K] == Ty::F32 || Ps[K] == Ty::F64)
      FloatParams.push_back(K);

  for (unsigned K = 0; K < Ps.size(); ++K) {
    Ty T = Ps[K];
    Domain D = K < Ds.size() ? Ds[K] : Domain();
    Rng R(splitmix64(Seed + 0x1000 * (K + 1)));
    std::vector<uint64_t> &V = In.P[K];
    if (isOut(T))
      continue;
    if (T == Ty::Str) {
      for (unsigned I = 0; I < In.N; ++I)
        V.push_back(I % NumNanTags);
      continue;
    }
    if (T == Ty::ArrF32 || T == Ty::ArrF64) {
      bool Dbl = T == Ty::ArrF64;
      for (unsigned I = 0; I < In.N * ArrayLen; ++I)
        V.push_back(I % 5 == 4 ? floatBits(1e30 * R.unit(), Dbl) : drawAny(R, Dbl, I));
      continue;
    }
    bool IsFloat = T == Ty::F32 || T == Ty::F64;
    bool Dbl = T == Ty::F64;
    std::vector<double> Edges = edgeValues(Dbl);
    // Special values first.
    unsigned Start = 0;
    if (IsFloat) {
      unsigned Rank = 0;
      while (Rank < FloatParams.size() && FloatParams[Rank] != K)
        ++Rank;
      std::vector<uint64_t> EB;
      for (double E : Edges)
        EB.push_back(floatBits(E, Dbl));
      EB.push_back(quietNaN(Dbl, false));
      EB.push_back(quietNaN(Dbl, true));
      if (FloatParams.size() == 1) {
        for (uint64_t B : EB)
          V.push_back(B);
      } else {
        const unsigned M = 13;
        std::vector<uint64_t> Small = {EB[0], EB[1], EB[2], EB[3], EB[6],
                                       EB[7], EB[12], EB[13], EB[EB.size() - 4],
                                       EB[EB.size() - 3], EB[EB.size() - 2],
                                       EB[8], EB[9]};
        for (unsigned I = 0; I < M * M; ++I)
          V.push_back(Rank == 0 ? Small[I / M] : Rank == 1 ? Small[I % M] : Small[(I * 7) % M]);
      }
      Start = unsigned(V.size());
    }
    for (unsigned I = Start; I < In.N; ++I) {
      unsigned J = I - Start;
      uint64_t X;
      if (IsFloat)
        X = D.Kind == 'r' ? drawRange(R, D, Dbl, J, In.N - Start) : drawAny(R, Dbl, J);
      else if (D.Kind == 'i' || D.Kind == 'I')
        X = (D.Kind == 'I' && J % 8 == 7) ? drawBits(R, 32, J / 8)
                         : uint64_t(int64_t(D.Lo) + int64_t(R.next() % uint64_t(D.Hi - D.Lo + 1))) & 0xffffffffu;
      else
        X = drawBits(R, widthOf(T) * 8, J);
      V.push_back(X);
    }
  }
  // Parameters that are not floats but sit beside float products get the
  // same length; every parameter has N values (or N * ArrayLen).
  for (unsigned K = 0; K < Ps.size(); ++K)
    if (!isOut(Ps[K]) && Ps[K] != Ty::ArrF32 && Ps[K] != Ty::ArrF64)
      In.P[K].resize(In.N);
  for (auto &V : In.P)
    In.Digest = fnv1a(In.Digest, V.data(), V.size() * sizeof(uint64_t));
  return In;
}

} // namespace ldsweep

#endif // SHFL_TEST_HARDWARE_LIBDEVICE_SWEEP_H

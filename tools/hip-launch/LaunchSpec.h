//===- LaunchSpec.h - Kernel launch descriptions (.launch files) -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads the `.launch` text files that describe one kernel launch (kernel
/// name, grid, block, dynamic shared memory, arguments with their initial
/// contents) and prints output buffers in the format the recorded NVIDIA
/// results use.  Plain C++17, shared by the HIP launcher (tools/hip-launch)
/// and the CUDA recording program (test/hardware/classic_kernels.cu); the
/// format is documented in docs/launch-spec.md.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LAUNCHSPEC_H
#define SHFL_LOWERING_LAUNCHSPEC_H

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace shfl {
namespace launch {

enum class ElemType { I32, U32, I64, U64, F32, F64 };

inline bool parseElemType(const std::string &S, ElemType &T) {
  static const struct { const char *Name; ElemType T; } Types[] = {
      {"i32", ElemType::I32}, {"u32", ElemType::U32}, {"i64", ElemType::I64},
      {"u64", ElemType::U64}, {"f32", ElemType::F32}, {"f64", ElemType::F64}};
  for (const auto &E : Types)
    if (S == E.Name) {
      T = E.T;
      return true;
    }
  return false;
}

inline size_t elemSize(ElemType T) {
  return (T == ElemType::I64 || T == ElemType::U64 || T == ElemType::F64) ? 8 : 4;
}

/// One kernel argument: a device buffer (passed as a pointer) or a scalar.
struct Arg {
  enum KindT { In, Out, Scalar } Kind = In;
  std::string Name;
  ElemType Type = ElemType::I32;
  size_t Count = 1;        ///< elements, for buffers
  std::string Init = "zero"; ///< buffers: zero | index | hash | const:<v>
  std::string Value;       ///< scalars: the literal
};

struct Spec {
  std::string Kernel;
  unsigned Grid[3] = {1, 1, 1};
  unsigned Block[3] = {1, 1, 1};
  unsigned SharedBytes = 0;
  std::vector<Arg> Args;
};

/// 32-bit multiplicative hash of an index; the base of the `hash` init.
inline uint32_t hash32(uint64_t I) { return (uint32_t)(I * 2654435761u); }

/// Writes element \p I of a buffer initialised by \p Init into \p Dst.
/// Returns false for an unknown initialiser.
inline bool initElement(ElemType T, const std::string &Init, uint64_t I, void *Dst) {
  uint32_t H = hash32(I);
  int64_t IntV = 0;
  double FltV = 0;
  if (Init == "zero") {
  } else if (Init == "index") {
    IntV = (int64_t)I;
    FltV = (double)I;
  } else if (Init == "hash") {
    // Small non-negative ints (sums stay exact), 64-bit values with distinct
    // halves, floats that are exact in binary.
    IntV = (T == ElemType::I64 || T == ElemType::U64)
               ? (int64_t)(((uint64_t)H << 32) | (uint32_t)(H * 0x5bd1e995u))
               : (int64_t)((H >> 16) & 0x3ff);
    FltV = T == ElemType::F64 ? (double)H * 0.5 + 0.25
                              : (double)((H >> 16) & 0x3ff) * 0.25 - 128.0;
  } else if (Init.rfind("const:", 0) == 0) {
    IntV = std::strtoll(Init.c_str() + 6, nullptr, 0);
    FltV = std::strtod(Init.c_str() + 6, nullptr);
  } else {
    return false;
  }
  switch (T) {
  case ElemType::I32:
  case ElemType::U32: {
    uint32_t V = (uint32_t)IntV;
    std::memcpy(Dst, &V, 4);
    break;
  }
  case ElemType::I64:
  case ElemType::U64: {
    uint64_t V = (uint64_t)IntV;
    std::memcpy(Dst, &V, 8);
    break;
  }
  case ElemType::F32: {
    float V = (float)FltV;
    std::memcpy(Dst, &V, 4);
    break;
  }
  case ElemType::F64:
    std::memcpy(Dst, &FltV, 8);
    break;
  }
  return true;
}

/// Fills \p Buf (Count elements of T) as \p A says.
inline bool initBuffer(const Arg &A, std::vector<unsigned char> &Buf) {
  Buf.assign(A.Count * elemSize(A.Type), 0);
  for (size_t I = 0; I < A.Count; ++I)
    if (!initElement(A.Type, A.Init, I, Buf.data() + I * elemSize(A.Type)))
      return false;
  return true;
}

/// Encodes a scalar argument into \p Bytes.
inline bool scalarBytes(const Arg &A, std::vector<unsigned char> &Bytes) {
  Bytes.assign(elemSize(A.Type), 0);
  return initElement(A.Type, "const:" + A.Value, 0, Bytes.data());
}

/// Prints one output buffer: "<name>[<i>] = <value>" per element.
inline void printBuffer(FILE *OS, const Arg &A, const unsigned char *Data) {
  for (size_t I = 0; I < A.Count; ++I) {
    const unsigned char *P = Data + I * elemSize(A.Type);
    std::fprintf(OS, "%s[%zu] = ", A.Name.c_str(), I);
    switch (A.Type) {
    case ElemType::I32: { int32_t V; std::memcpy(&V, P, 4); std::fprintf(OS, "%" PRId32, V); break; }
    case ElemType::U32: { uint32_t V; std::memcpy(&V, P, 4); std::fprintf(OS, "%" PRIu32, V); break; }
    case ElemType::I64: { int64_t V; std::memcpy(&V, P, 8); std::fprintf(OS, "%" PRId64, V); break; }
    case ElemType::U64: { uint64_t V; std::memcpy(&V, P, 8); std::fprintf(OS, "%" PRIu64, V); break; }
    case ElemType::F32: { float V; std::memcpy(&V, P, 4); std::fprintf(OS, "%.9g", V); break; }
    case ElemType::F64: { double V; std::memcpy(&V, P, 8); std::fprintf(OS, "%.17g", V); break; }
    }
    std::fputc('\n', OS);
  }
}

/// Parses a .launch file.  On failure returns false and sets \p Err to
/// "<file>:<line>: <message>".
inline bool parseSpec(const std::string &Path, Spec &S, std::string &Err) {
  std::ifstream In(Path);
  if (!In) {
    Err = Path + ": cannot open";
    return false;
  }
  std::string Line;
  unsigned LineNo = 0;
  auto Fail = [&](const std::string &Msg) {
    Err = Path + ":" + std::to_string(LineNo) + ": " + Msg;
    return false;
  };
  while (std::getline(In, Line)) {
    ++LineNo;
    if (size_t Hash = Line.find('#'); Hash != std::string::npos)
      Line.resize(Hash);
    std::istringstream Words(Line);
    std::vector<std::string> W;
    for (std::string T; Words >> T;)
      W.push_back(T);
    if (W.empty())
      continue;
    const std::string &Key = W[0];
    if (Key == "kernel" && W.size() == 2) {
      S.Kernel = W[1];
    } else if ((Key == "grid" || Key == "block") && W.size() >= 2 && W.size() <= 4) {
      unsigned *Dims = Key == "grid" ? S.Grid : S.Block;
      for (size_t I = 1; I < W.size(); ++I)
        Dims[I - 1] = (unsigned)std::stoul(W[I]);
    } else if (Key == "shared" && W.size() == 2) {
      S.SharedBytes = (unsigned)std::stoul(W[1]);
    } else if ((Key == "in" || Key == "out") && (W.size() == 4 || W.size() == 5)) {
      Arg A;
      A.Kind = Key == "in" ? Arg::In : Arg::Out;
      A.Name = W[1];
      if (!parseElemType(W[2], A.Type))
        return Fail("unknown element type '" + W[2] + "'");
      A.Count = std::stoul(W[3]);
      A.Init = W.size() == 5 ? W[4] : "zero";
      std::vector<unsigned char> Probe;
      if (!initBuffer(A, Probe))
        return Fail("unknown initialiser '" + A.Init + "'");
      S.Args.push_back(A);
    } else if (Key == "scalar" && W.size() == 4) {
      Arg A;
      A.Kind = Arg::Scalar;
      A.Name = W[1];
      if (!parseElemType(W[2], A.Type))
        return Fail("unknown element type '" + W[2] + "'");
      A.Value = W[3];
      S.Args.push_back(A);
    } else {
      return Fail("cannot parse '" + Line + "'");
    }
  }
  if (S.Kernel.empty())
    return Fail("no 'kernel' line");
  return true;
}

} // namespace launch
} // namespace shfl

#endif // SHFL_LOWERING_LAUNCHSPEC_H

//===- LaunchSpec.h - Kernel launch descriptions (.launch files) -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads the `.launch` files of wave-emu (the format is wave-emu's, see
/// docs/wave-emu.md and docs/launch-spec.md) and prints buffers exactly as
/// wave-emu prints them, so that one description drives the emulator, the
/// HIP launcher (tools/hip-launch) and the CUDA recording program
/// (test/hardware/classic_kernels.cu), and their outputs compare with diff.
///
///   kernel NAME                      grid X[,Y[,Z]]      block X[,Y[,Z]]
///   lds BYTES                        (dynamic shared memory)
///   arg buf:[NAME:]TYPE:COUNT[=INIT] (INIT: V | V,V,... | iota[:START:STEP] | rand:SEED)
///   arg TYPE:VALUE                   (a scalar)
///   print NAME[:hex]                 print-width N (default 8)
///
/// Plain C++17 without LLVM, since the HIP and CUDA programs use it.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LAUNCHSPEC_H
#define SHFL_LOWERING_LAUNCHSPEC_H

#include <cerrno>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace shfl {
namespace launch {

enum class ElemType { I8, I16, I32, I64, U8, U16, U32, U64, F32, F64 };

struct ElemInfo {
  const char *Name;
  ElemType T;
  unsigned Size;
};
inline const ElemInfo *elemTypes() {
  static const ElemInfo Types[] = {
      {"i8", ElemType::I8, 1},   {"i16", ElemType::I16, 2}, {"i32", ElemType::I32, 4},
      {"i64", ElemType::I64, 8}, {"u8", ElemType::U8, 1},   {"u16", ElemType::U16, 2},
      {"u32", ElemType::U32, 4}, {"u64", ElemType::U64, 8}, {"f32", ElemType::F32, 4},
      {"f64", ElemType::F64, 8}, {nullptr, ElemType::I32, 0}};
  return Types;
}
inline bool parseElemType(const std::string &S, ElemType &T) {
  for (const ElemInfo *E = elemTypes(); E->Name; ++E)
    if (S == E->Name) {
      T = E->T;
      return true;
    }
  return false;
}
inline unsigned elemSize(ElemType T) {
  for (const ElemInfo *E = elemTypes(); E->Name; ++E)
    if (E->T == T)
      return E->Size;
  return 4;
}
inline bool isFloat(ElemType T) { return T == ElemType::F32 || T == ElemType::F64; }
inline bool isSigned(ElemType T) {
  return T == ElemType::I8 || T == ElemType::I16 || T == ElemType::I32 ||
         T == ElemType::I64;
}

/// One kernel argument: a buffer (passed as a pointer) or a scalar.
struct Arg {
  bool IsBuffer = false;
  std::string Name; ///< buffers: given or "arg<N>"
  ElemType Type = ElemType::I32;
  uint64_t Count = 0; ///< buffers: elements
  std::string Init;   ///< buffers: initial contents; scalars: the value
};

struct Print {
  std::string Name;
  bool Hex = false;
};

struct Spec {
  std::string Kernel;
  unsigned Grid[3] = {1, 1, 1};
  unsigned Block[3] = {1, 1, 1};
  unsigned SharedBytes = 0; ///< `lds`
  unsigned PrintWidth = 8;
  std::vector<Arg> Args;
  std::vector<Print> Prints;
};

inline std::string trim(const std::string &S) {
  size_t B = S.find_first_not_of(" \t\r"), E = S.find_last_not_of(" \t\r");
  return B == std::string::npos ? std::string() : S.substr(B, E - B + 1);
}

inline std::vector<std::string> split(const std::string &S, char Sep) {
  std::vector<std::string> Out;
  size_t Start = 0;
  for (size_t I = 0; I <= S.size(); ++I)
    if (I == S.size() || S[I] == Sep) {
      Out.push_back(S.substr(Start, I - Start));
      Start = I + 1;
    }
  return Out;
}

/// One element value as its bit pattern (C-style integer literals, or a
/// decimal float).
inline bool parseValue(ElemType T, const std::string &Text, uint64_t &Bits) {
  std::string S = trim(Text);
  if (S.empty())
    return false;
  char *End = nullptr;
  if (isFloat(T)) {
    double D = std::strtod(S.c_str(), &End);
    if (*End)
      return false;
    if (T == ElemType::F64) {
      std::memcpy(&Bits, &D, 8);
    } else {
      float F = (float)D;
      uint32_t U;
      std::memcpy(&U, &F, 4);
      Bits = U;
    }
    return true;
  }
  errno = 0;
  if (S[0] == '-') {
    long long V = std::strtoll(S.c_str(), &End, 0);
    Bits = (uint64_t)V;
  } else {
    Bits = std::strtoull(S.c_str(), &End, 0);
  }
  if (*End || errno)
    return false;
  unsigned N = elemSize(T) * 8;
  if (N < 64)
    Bits &= (1ull << N) - 1;
  return true;
}

/// Fills the \p A.Count elements of buffer \p A into \p Dst.
inline bool initBuffer(const Arg &A, std::vector<unsigned char> &Dst,
                       std::string &Err) {
  const unsigned Size = elemSize(A.Type);
  Dst.assign(A.Count * Size + 8, 0);
  auto Store = [&](uint64_t I, uint64_t Bits) { std::memcpy(&Dst[I * Size], &Bits, Size); };
  std::string Init = trim(A.Init);
  if (Init.rfind("iota", 0) == 0) {
    double Start = 0, Step = 1;
    if (Init.size() > 4) {
      std::vector<std::string> F = split(Init.substr(4), ':');
      char *E1 = nullptr, *E2 = nullptr;
      if (F.size() != 3 || !F[0].empty())
        return Err = "invalid init '" + Init + "'", false;
      Start = std::strtod(F[1].c_str(), &E1);
      Step = std::strtod(F[2].c_str(), &E2);
      if (*E1 || *E2)
        return Err = "invalid init '" + Init + "'", false;
    }
    for (uint64_t I = 0; I < A.Count; ++I) {
      // As wave-emu: through the decimal text of the value.
      double V = Start + Step * (double)I;
      uint64_t Bits;
      std::string Text = isFloat(A.Type) ? std::to_string(V)
                                         : std::to_string((long long)(int64_t)V);
      if (!parseValue(A.Type, Text, Bits))
        return Err = "invalid init '" + Init + "'", false;
      Store(I, Bits);
    }
    return true;
  }
  if (Init.rfind("rand:", 0) == 0) {
    uint64_t Seed = std::strtoull(Init.c_str() + 5, nullptr, 0);
    for (uint64_t I = 0; I < A.Count; ++I) {
      uint64_t Z = (Seed += 0x9e3779b97f4a7c15ull); // splitmix64
      Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ull;
      Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebull;
      Store(I, Z ^ (Z >> 31));
    }
    return true;
  }
  std::vector<std::string> Vals = split(Init, ',');
  if (Vals.size() != 1 && Vals.size() != A.Count)
    return Err = "buffer '" + A.Name + "' has " + std::to_string(A.Count) +
                 " elements but " + std::to_string(Vals.size()) +
                 " initial values are given",
           false;
  for (uint64_t I = 0; I < A.Count; ++I) {
    uint64_t Bits;
    if (!parseValue(A.Type, Vals[Vals.size() == 1 ? 0 : I], Bits))
      return Err = "invalid value in '" + Init + "'", false;
    Store(I, Bits);
  }
  return true;
}

/// The bytes of scalar argument \p A.
inline bool scalarBytes(const Arg &A, std::vector<unsigned char> &Bytes) {
  uint64_t Bits;
  if (!parseValue(A.Type, A.Init, Bits))
    return false;
  Bytes.assign(elemSize(A.Type), 0);
  std::memcpy(Bytes.data(), &Bits, Bytes.size());
  return true;
}

/// Prints buffer \p A as wave-emu does: `name[i]: v v ...`, Width per line.
inline void printBuffer(FILE *OS, const Arg &A, const Print &P, unsigned Width,
                        const unsigned char *Data) {
  const unsigned Size = elemSize(A.Type);
  for (uint64_t I = 0; I < A.Count; ++I) {
    if (I % Width == 0)
      std::fprintf(OS, "%s%s[%" PRIu64 "]:", I ? "\n" : "", A.Name.c_str(), I);
    uint64_t Bits = 0;
    std::memcpy(&Bits, Data + I * Size, Size);
    if (P.Hex) {
      std::fprintf(OS, " 0x%0*" PRIx64, (int)(2 * Size), Bits);
    } else if (A.Type == ElemType::F32) {
      float F;
      uint32_t U = (uint32_t)Bits;
      std::memcpy(&F, &U, 4);
      std::fprintf(OS, " %.9g", F);
    } else if (A.Type == ElemType::F64) {
      double D;
      std::memcpy(&D, &Bits, 8);
      std::fprintf(OS, " %.17g", D);
    } else if (isSigned(A.Type)) {
      unsigned Sh = 64 - Size * 8;
      std::fprintf(OS, " %" PRId64, (int64_t)(Bits << Sh) >> Sh);
    } else {
      std::fprintf(OS, " %" PRIu64, Bits);
    }
  }
  std::fprintf(OS, "\n");
}

/// Applies one `key value` line.
inline bool setKey(Spec &S, const std::string &Key, const std::string &Value,
                   std::string &Err) {
  if (Key == "kernel") {
    S.Kernel = Value;
  } else if (Key == "grid" || Key == "block") {
    std::vector<std::string> Parts;
    for (const std::string &P : split(Value, Value.find(',') != std::string::npos ? ',' : ' '))
      if (!trim(P).empty())
        Parts.push_back(trim(P));
    if (Parts.empty() || Parts.size() > 3)
      return Err = "expected X[,Y[,Z]], got '" + Value + "'", false;
    unsigned *D = Key == "grid" ? S.Grid : S.Block;
    for (size_t I = 0; I < 3; ++I)
      D[I] = I < Parts.size() ? (unsigned)std::strtoul(Parts[I].c_str(), nullptr, 0) : 1;
  } else if (Key == "lds") {
    S.SharedBytes = (unsigned)std::strtoul(Value.c_str(), nullptr, 0);
  } else if (Key == "print-width") {
    S.PrintWidth = (unsigned)std::strtoul(Value.c_str(), nullptr, 0);
    if (!S.PrintWidth)
      return Err = "invalid print-width '" + Value + "'", false;
  } else if (Key == "print") {
    Print P;
    P.Name = Value;
    if (P.Name.size() > 4 && P.Name.compare(P.Name.size() - 4, 4, ":hex") == 0) {
      P.Hex = true;
      P.Name.resize(P.Name.size() - 4);
    }
    S.Prints.push_back(P);
  } else if (Key == "arg") {
    Arg A;
    unsigned Index = (unsigned)S.Args.size();
    if (Value.rfind("buf:", 0) == 0) {
      A.IsBuffer = true;
      std::string Decl = Value.substr(4);
      size_t Eq = Decl.find('=');
      A.Init = Eq == std::string::npos ? "0" : Decl.substr(Eq + 1);
      Decl = Decl.substr(0, Eq);
      std::vector<std::string> F = split(Decl, ':');
      if (F.size() == 3)
        A.Name = F[0], F.erase(F.begin());
      else if (F.size() == 2)
        A.Name = "arg" + std::to_string(Index);
      else
        return Err = "invalid buffer '" + Value + "' (expected buf:[NAME:]TYPE:COUNT[=INIT])", false;
      if (!parseElemType(F[0], A.Type))
        return Err = "unknown element type '" + F[0] + "'", false;
      A.Count = std::strtoull(F[1].c_str(), nullptr, 0);
      std::vector<unsigned char> Probe;
      if (!A.Count || !initBuffer(A, Probe, Err))
        return Err = Err.empty() ? "invalid buffer '" + Value + "'" : Err, false;
    } else {
      size_t Colon = Value.find(':');
      if (Colon == std::string::npos || !parseElemType(Value.substr(0, Colon), A.Type))
        return Err = "invalid argument '" + Value + "'", false;
      A.Name = "arg" + std::to_string(Index);
      A.Init = Value.substr(Colon + 1);
      std::vector<unsigned char> Probe;
      if (!scalarBytes(A, Probe))
        return Err = "invalid scalar '" + Value + "'", false;
    }
    S.Args.push_back(A);
  } else {
    return Err = "unknown key '" + Key + "'", false;
  }
  return true;
}

/// Reads a launch file: `key value` lines, `#` comments.
inline bool parseSpec(const std::string &Path, Spec &S, std::string &Err) {
  std::ifstream In(Path);
  if (!In)
    return Err = Path + ": cannot open", false;
  std::string Line;
  unsigned N = 0;
  while (std::getline(In, Line)) {
    ++N;
    Line = trim(Line.substr(0, Line.find('#')));
    if (Line.empty())
      continue;
    size_t Sp = Line.find_first_of(" \t");
    std::string Key = Line.substr(0, Sp);
    std::string Value = Sp == std::string::npos ? "" : trim(Line.substr(Sp));
    if (!setKey(S, Key, Value, Err))
      return Err = Path + ":" + std::to_string(N) + ": " + Err, false;
  }
  if (S.Kernel.empty())
    return Err = Path + ": no 'kernel' line", false;
  for (const Print &P : S.Prints) {
    bool Found = false;
    for (const Arg &A : S.Args)
      Found |= A.IsBuffer && A.Name == P.Name;
    if (!Found)
      return Err = Path + ": no buffer argument named '" + P.Name + "' to print", false;
  }
  return true;
}

/// Prints every `print` buffer of \p S; \p Data[i] holds argument i.
inline void printOutputs(FILE *OS, const Spec &S,
                         const std::vector<std::vector<unsigned char>> &Data) {
  for (const Print &P : S.Prints)
    for (size_t I = 0; I < S.Args.size(); ++I)
      if (S.Args[I].IsBuffer && S.Args[I].Name == P.Name)
        printBuffer(OS, S.Args[I], P, S.PrintWidth, Data[I].data());
}

} // namespace launch
} // namespace shfl

#endif // SHFL_LOWERING_LAUNCHSPEC_H

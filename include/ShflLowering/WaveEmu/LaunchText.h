//===- LaunchText.h - Launch descriptions, without LLVM ---------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one reader of the `.launch` files (docs/launch-spec.md): it parses a
/// description, lays kernel arguments out as C lays them out (scalars,
/// buffer addresses, arrays and structs by value), initialises buffers and
/// prints them exactly as wave-emu prints them.  wave-emu
/// (ShflLowering/WaveEmu/LaunchSpec.h), the HIP launcher (tools/hip-launch)
/// and the CUDA recording programs (test/hardware) all use it, so one
/// description gives the same bytes to every launcher and their outputs
/// compare with diff.
///
///   kernel NAME                      grid X[,Y[,Z]]      block X[,Y[,Z]]
///   lds BYTES                        (dynamic shared memory)
///   arg VALUE                        print NAME[:hex]    print-width N
///
///   VALUE := buf:[NAME:]TYPE:COUNT[=INIT]   a new buffer; its address
///          | ptr:NAME                       the address of a buffer
///          | null                           a null pointer
///          | TYPE:V                         a scalar
///          | TYPE[N]:V[,V...]               an array (one V fills it)
///          | {VALUE, VALUE, ...}[@ALIGN]    a struct, fields in C layout
///
/// Plain C++17 without LLVM: the HIP and CUDA programs include it.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_WAVEEMU_LAUNCHTEXT_H
#define SHFL_LOWERING_WAVEEMU_LAUNCHTEXT_H

#include <cerrno>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
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
inline const char *elemName(ElemType T) {
  for (const ElemInfo *E = elemTypes(); E->Name; ++E)
    if (E->T == T)
      return E->Name;
  return "?";
}
inline bool isFloat(ElemType T) { return T == ElemType::F32 || T == ElemType::F64; }
inline bool isSigned(ElemType T) {
  return T == ElemType::I8 || T == ElemType::I16 || T == ElemType::I32 ||
         T == ElemType::I64;
}

/// The largest buffer a launch may ask for.
constexpr uint64_t MaxBufferBytes = uint64_t(4) << 30;
/// The most elements an array value may have.
constexpr uint64_t MaxArrayElements = 1u << 20;
/// The size of a buffer address in an argument (a global pointer).
constexpr unsigned PointerSize = 8;

/// Memory the launch allocates and initialises; kernels get its address.
struct Buffer {
  std::string Name;
  ElemType Type = ElemType::I32;
  uint64_t Count = 0;
  std::string Init = "0"; ///< V | V,V,... | iota[:START:STEP] | rand:SEED
  uint64_t bytes() const { return Count * elemSize(Type); }
};

/// The BufferIndex of a null pointer.
constexpr size_t NoBuffer = ~size_t(0);

/// One kernel argument, or one field of a struct argument.
struct Value {
  enum Kind { Scalar, Array, Pointer, Struct } K = Scalar;
  ElemType Type = ElemType::I32;   ///< Scalar, Array
  uint64_t Count = 1;              ///< Array: elements
  std::vector<std::string> Values; ///< Scalar: one; Array: one or Count
  size_t BufferIndex = 0;          ///< Pointer: into Spec::Buffers, or NoBuffer
  std::vector<Value> Fields;       ///< Struct
  uint64_t Align = 0;              ///< Struct: the @ALIGN (0: natural)
  std::string Text;                ///< as written, for messages
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
  std::vector<Value> Args;
  std::vector<Buffer> Buffers; ///< every buffer, in the order they appear
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

/// An unsigned integer in C syntax (decimal, 0x hex, 0 octal), whole.
inline bool parseCount(const std::string &Text, uint64_t &N) {
  std::string S = trim(Text);
  if (S.empty() || S[0] == '-' || S[0] == '+')
    return false;
  char *End = nullptr;
  errno = 0;
  N = std::strtoull(S.c_str(), &End, 0);
  return !*End && !errno;
}

/// One element value as its bit pattern (C-style integer literals, or a
/// decimal float).
inline bool parseElem(ElemType T, const std::string &Text, uint64_t &Bits) {
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

/// The forms of a buffer's initial contents.
struct InitForm {
  enum Kind { List, Iota, Rand } K = List;
  std::vector<std::string> Values; ///< List
  double Start = 0, Step = 1;      ///< Iota
  uint64_t Seed = 0;               ///< Rand
};

inline bool parseInit(const Buffer &B, InitForm &F, std::string &Err) {
  std::string Init = trim(B.Init);
  if (Init.rfind("iota", 0) == 0) {
    F.K = InitForm::Iota;
    if (Init.size() == 4)
      return true;
    std::vector<std::string> P = split(Init.substr(4), ':');
    char *E1 = nullptr, *E2 = nullptr;
    if (P.size() == 3 && P[0].empty() && !P[1].empty() && !P[2].empty()) {
      F.Start = std::strtod(P[1].c_str(), &E1);
      F.Step = std::strtod(P[2].c_str(), &E2);
      if (!*E1 && !*E2)
        return true;
    }
    return Err = "invalid init '" + Init + "' (expected iota or iota:START:STEP)", false;
  }
  if (Init.rfind("rand:", 0) == 0) {
    F.K = InitForm::Rand;
    if (parseCount(Init.substr(5), F.Seed))
      return true;
    return Err = "invalid seed '" + Init.substr(5) + "'", false;
  }
  F.K = InitForm::List;
  F.Values = split(Init, ',');
  if (F.Values.size() != 1 && F.Values.size() != B.Count)
    return Err = "buffer '" + B.Name + "' has " + std::to_string(B.Count) +
                 " elements but " + std::to_string(F.Values.size()) +
                 " initial values are given",
           false;
  uint64_t Bits;
  for (const std::string &V : F.Values)
    if (!parseElem(B.Type, V, Bits))
      return Err = "invalid " + std::string(elemName(B.Type)) + " value '" + trim(V) +
                   "' in buffer '" + B.Name + "'",
             false;
  return true;
}

/// Fills the B.bytes() bytes at \p Dst with \p B's initial contents.
inline bool initBuffer(const Buffer &B, unsigned char *Dst, std::string &Err) {
  InitForm F;
  if (!parseInit(B, F, Err))
    return false;
  const unsigned Size = elemSize(B.Type);
  auto Store = [&](uint64_t I, uint64_t Bits) { std::memcpy(Dst + I * Size, &Bits, Size); };
  for (uint64_t I = 0; I < B.Count; ++I) {
    uint64_t Bits = 0;
    if (F.K == InitForm::Iota) {
      // Through the decimal text of the value, as a list would give it.
      double V = F.Start + F.Step * (double)I;
      std::string Text = isFloat(B.Type) ? std::to_string(V)
                                         : std::to_string((long long)(int64_t)V);
      if (!parseElem(B.Type, Text, Bits))
        return Err = "invalid init '" + B.Init + "'", false;
    } else if (F.K == InitForm::Rand) {
      uint64_t Z = (F.Seed += 0x9e3779b97f4a7c15ull); // splitmix64
      Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ull;
      Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebull;
      Bits = Z ^ (Z >> 31);
    } else {
      parseElem(B.Type, F.Values[F.Values.size() == 1 ? 0 : I], Bits);
    }
    Store(I, Bits);
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Argument values
//===----------------------------------------------------------------------===//

/// Splits \p S at the commas outside braces, and groups the pieces into
/// values: a piece that starts with `{` or has a `:` outside braces starts
/// a value, any other piece continues the one before (the further elements
/// of an array or of a buffer's initial list).
inline bool splitValues(const std::string &S, std::vector<std::string> &Out,
                        std::string &Err) {
  std::vector<std::string> Pieces;
  int Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I <= S.size(); ++I) {
    if (I < S.size() && S[I] == '{')
      ++Depth;
    if (I < S.size() && S[I] == '}' && --Depth < 0)
      return Err = "unbalanced '}' in '" + S + "'", false;
    if (I == S.size() || (S[I] == ',' && Depth == 0)) {
      Pieces.push_back(trim(S.substr(Start, I - Start)));
      Start = I + 1;
    }
  }
  if (Depth != 0)
    return Err = "unbalanced '{' in '" + S + "'", false;
  for (const std::string &P : Pieces) {
    if (P.empty())
      return Err = "empty value in '" + S + "'", false;
    bool Starts = P[0] == '{' || P == "null" || P.find(':') != std::string::npos;
    if (Starts)
      Out.push_back(P);
    else if (Out.empty())
      return Err = "'" + P + "' has no type (expected TYPE:VALUE)", false;
    else
      Out.back() += "," + P;
  }
  return true;
}

/// Parses one value; buffers it declares are added to \p S.  \p Path names
/// unnamed buffers ("arg2", "arg2.1").
inline bool parseValue(Spec &S, const std::string &Text, const std::string &Path,
                       Value &V, std::string &Err) {
  std::string T = trim(Text);
  V = Value();
  V.Text = T;
  if (!T.empty() && T[0] == '{') {
    size_t Close = T.rfind('}');
    std::string After = trim(T.substr(Close + 1));
    V.K = Value::Struct;
    if (!After.empty()) {
      uint64_t A = 0;
      if (After[0] != '@' || !parseCount(After.substr(1), A) || !A || (A & (A - 1)) ||
          A > 4096)
        return Err = "invalid struct alignment '" + After + "' (expected @N, N a power of two)",
               false;
      V.Align = A;
    }
    std::vector<std::string> Items;
    std::string Inner = trim(T.substr(1, Close - 1));
    if (Inner.empty())
      return Err = "empty struct '" + T + "'", false;
    if (!splitValues(Inner, Items, Err))
      return false;
    for (size_t I = 0; I < Items.size(); ++I) {
      Value F;
      if (!parseValue(S, Items[I], Path + "." + std::to_string(I), F, Err))
        return false;
      V.Fields.push_back(std::move(F));
    }
    return true;
  }
  if (T.rfind("buf:", 0) == 0) {
    Buffer B;
    std::string Decl = T.substr(4);
    size_t Eq = Decl.find('=');
    if (Eq != std::string::npos)
      B.Init = trim(Decl.substr(Eq + 1));
    Decl = Decl.substr(0, Eq);
    std::vector<std::string> F = split(Decl, ':');
    if (F.size() == 3)
      B.Name = trim(F[0]), F.erase(F.begin());
    else if (F.size() == 2)
      B.Name = Path;
    else
      return Err = "invalid buffer argument '" + T +
                   "' (expected buf:[NAME:]TYPE:COUNT[=INIT])",
             false;
    if (!parseElemType(trim(F[0]), B.Type))
      return Err = "unknown element type '" + trim(F[0]) + "'", false;
    if (!parseCount(F[1], B.Count) || B.Count == 0)
      return Err = "invalid element count '" + trim(F[1]) + "'", false;
    if (B.Count > MaxBufferBytes / elemSize(B.Type))
      return Err = "buffer '" + B.Name + "' of " + trim(F[1]) + " " + elemName(B.Type) +
                   " elements is too large (at most " +
                   std::to_string(MaxBufferBytes >> 30) + " GiB a buffer)",
             false;
    for (const Buffer &Other : S.Buffers)
      if (Other.Name == B.Name)
        return Err = "two buffers are named '" + B.Name + "'", false;
    InitForm Form;
    if (!parseInit(B, Form, Err))
      return false;
    V.K = Value::Pointer;
    V.BufferIndex = S.Buffers.size();
    S.Buffers.push_back(B);
    return true;
  }
  if (T == "null") {
    V.K = Value::Pointer;
    V.BufferIndex = NoBuffer;
    return true;
  }
  if (T.rfind("ptr:", 0) == 0) {
    std::string Name = trim(T.substr(4));
    for (size_t I = 0; I < S.Buffers.size(); ++I)
      if (S.Buffers[I].Name == Name) {
        V.K = Value::Pointer;
        V.BufferIndex = I;
        return true;
      }
    return Err = "no buffer named '" + Name + "' before '" + T + "'", false;
  }
  size_t Colon = T.find(':');
  std::string Type = Colon == std::string::npos ? T : T.substr(0, Colon);
  std::string Rest = Colon == std::string::npos ? "" : T.substr(Colon + 1);
  size_t Bracket = Type.find('[');
  if (Bracket != std::string::npos) {
    if (Type.back() != ']' || !parseCount(Type.substr(Bracket + 1, Type.size() - Bracket - 2),
                                          V.Count) ||
        V.Count == 0 || V.Count > MaxArrayElements)
      return Err = "invalid array type '" + Type + "' (expected TYPE[N], 0 < N <= " +
                   std::to_string(MaxArrayElements) + ")",
             false;
    V.K = Value::Array;
    Type = Type.substr(0, Bracket);
  }
  if (!parseElemType(trim(Type), V.Type) || Rest.empty())
    return Err = "invalid argument '" + T +
                 "' (expected buf:[NAME:]TYPE:COUNT[=INIT], ptr:NAME, null, "
                 "TYPE:VALUE, TYPE[N]:VALUES or {VALUE, ...})",
           false;
  V.Values = split(Rest, ',');
  if (V.K == Value::Scalar && V.Values.size() != 1)
    return Err = "a scalar takes one value: '" + T + "'", false;
  if (V.K == Value::Array && V.Values.size() != 1 && V.Values.size() != V.Count)
    return Err = "array '" + T + "' has " + std::to_string(V.Count) + " elements but " +
                 std::to_string(V.Values.size()) + " values are given",
           false;
  uint64_t Bits;
  for (const std::string &E : V.Values)
    if (!parseElem(V.Type, E, Bits))
      return Err = "invalid " + std::string(elemName(V.Type)) + " value '" + trim(E) +
                   "' in '" + T + "'",
             false;
  return true;
}

/// Parses the value of an `arg` line and appends it to \p S.Args.
inline bool parseArg(Spec &S, const std::string &Text, std::string &Err) {
  std::vector<std::string> Items;
  if (!splitValues(trim(Text), Items, Err))
    return false;
  if (Items.size() != 1)
    return Err = "an argument is one value, got '" + trim(Text) + "'", false;
  Value V;
  if (!parseValue(S, Items[0], "arg" + std::to_string(S.Args.size()), V, Err))
    return false;
  S.Args.push_back(std::move(V));
  return true;
}

/// The C size and alignment of \p V.
inline void layout(const Value &V, uint64_t &Size, uint64_t &Align) {
  switch (V.K) {
  case Value::Scalar:
    Size = Align = elemSize(V.Type);
    return;
  case Value::Array:
    Align = elemSize(V.Type);
    Size = Align * V.Count;
    return;
  case Value::Pointer:
    Size = Align = PointerSize;
    return;
  case Value::Struct: {
    uint64_t Off = 0, A = 1;
    for (const Value &F : V.Fields) {
      uint64_t FS, FA;
      layout(F, FS, FA);
      Off = (Off + FA - 1) / FA * FA + FS;
      A = FA > A ? FA : A;
    }
    if (V.Align > A)
      A = V.Align;
    Align = A;
    Size = (Off + A - 1) / A * A;
    return;
  }
  }
}

/// Writes the bytes of \p V at \p Dst (layout() gives their number; padding
/// is zero); \p BufferAddress[i] is the address of buffer i.
inline void pack(const Value &V, const std::vector<uint64_t> &BufferAddress,
                 unsigned char *Dst) {
  switch (V.K) {
  case Value::Scalar:
  case Value::Array: {
    const unsigned Size = elemSize(V.Type);
    for (uint64_t I = 0; I < V.Count; ++I) {
      uint64_t Bits = 0;
      parseElem(V.Type, V.Values[V.Values.size() == 1 ? 0 : I], Bits);
      std::memcpy(Dst + I * Size, &Bits, Size);
    }
    return;
  }
  case Value::Pointer: {
    uint64_t Address = V.BufferIndex == NoBuffer ? 0 : BufferAddress[V.BufferIndex];
    std::memcpy(Dst, &Address, PointerSize);
    return;
  }
  case Value::Struct: {
    uint64_t Off = 0;
    for (const Value &F : V.Fields) {
      uint64_t FS, FA;
      layout(F, FS, FA);
      Off = (Off + FA - 1) / FA * FA;
      pack(F, BufferAddress, Dst + Off);
      Off += FS;
    }
    return;
  }
  }
}

/// The initial contents of every buffer of \p S, one host copy each.
inline bool initBuffers(const Spec &S, std::vector<std::vector<unsigned char>> &Host,
                        std::string &Err) {
  Host.assign(S.Buffers.size(), {});
  for (size_t I = 0; I < S.Buffers.size(); ++I) {
    Host[I].assign(S.Buffers[I].bytes(), 0);
    if (!initBuffer(S.Buffers[I], Host[I].data(), Err))
      return false;
  }
  return true;
}

/// The bytes of argument \p V.
inline std::vector<unsigned char> argBytes(const Value &V,
                                           const std::vector<uint64_t> &BufferAddress) {
  uint64_t Size, Align;
  layout(V, Size, Align);
  std::vector<unsigned char> Bytes(Size, 0);
  pack(V, BufferAddress, Bytes.data());
  return Bytes;
}

//===----------------------------------------------------------------------===//
// Printing and the file
//===----------------------------------------------------------------------===//

/// Buffer \p B as wave-emu prints it: `name[i]: v v ...`, Width per line.
inline std::string formatBuffer(const Buffer &B, const Print &P, unsigned Width,
                                const unsigned char *Data) {
  const unsigned Size = elemSize(B.Type);
  std::string Out;
  char Num[64];
  for (uint64_t I = 0; I < B.Count; ++I) {
    if (I % Width == 0) {
      std::snprintf(Num, sizeof(Num), "[%" PRIu64 "]:", I);
      Out += (I ? "\n" : "") + B.Name + Num;
    }
    uint64_t Bits = 0;
    std::memcpy(&Bits, Data + I * Size, Size);
    if (P.Hex) {
      std::snprintf(Num, sizeof(Num), " 0x%0*" PRIx64, (int)(2 * Size), Bits);
    } else if (B.Type == ElemType::F32) {
      float F;
      uint32_t U = (uint32_t)Bits;
      std::memcpy(&F, &U, 4);
      std::snprintf(Num, sizeof(Num), " %.9g", F);
    } else if (B.Type == ElemType::F64) {
      double D;
      std::memcpy(&D, &Bits, 8);
      std::snprintf(Num, sizeof(Num), " %.17g", D);
    } else if (isSigned(B.Type)) {
      unsigned Sh = 64 - Size * 8;
      std::snprintf(Num, sizeof(Num), " %" PRId64, (int64_t)(Bits << Sh) >> Sh);
    } else {
      std::snprintf(Num, sizeof(Num), " %" PRIu64, Bits);
    }
    Out += Num;
  }
  return Out + "\n";
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
    for (size_t I = 0; I < 3; ++I) {
      uint64_t N = 1;
      if (I < Parts.size() && (!parseCount(Parts[I], N) || !N || N > 0xffffffffu))
        return Err = "invalid dimension '" + Parts[I] + "'", false;
      D[I] = (unsigned)N;
    }
  } else if (Key == "lds") {
    uint64_t N;
    if (!parseCount(Value, N) || N > 0xffffffffu)
      return Err = "invalid lds size '" + Value + "'", false;
    S.SharedBytes = (unsigned)N;
  } else if (Key == "print-width") {
    uint64_t N;
    if (!parseCount(Value, N) || !N || N > 0xffffffffu)
      return Err = "invalid print-width '" + Value + "'", false;
    S.PrintWidth = (unsigned)N;
  } else if (Key == "print") {
    Print P;
    P.Name = Value;
    if (P.Name.size() > 4 && P.Name.compare(P.Name.size() - 4, 4, ":hex") == 0) {
      P.Hex = true;
      P.Name.resize(P.Name.size() - 4);
    }
    S.Prints.push_back(P);
  } else if (Key == "arg") {
    return parseArg(S, Value, Err);
  } else {
    return Err = "unknown launch setting '" + Key + "'", false;
  }
  return true;
}

/// The buffer that `print` line \p P names, or null.
inline const Buffer *findBuffer(const Spec &S, const std::string &Name) {
  for (const Buffer &B : S.Buffers)
    if (B.Name == Name)
      return &B;
  return nullptr;
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
  for (const Print &P : S.Prints)
    if (!findBuffer(S, P.Name))
      return Err = Path + ": no buffer argument named '" + P.Name + "' to print", false;
  return true;
}

/// Prints every `print` buffer of \p S; \p Data[i] holds buffer i.
inline void printOutputs(FILE *OS, const Spec &S,
                         const std::vector<std::vector<unsigned char>> &Data) {
  for (const Print &P : S.Prints)
    for (size_t I = 0; I < S.Buffers.size(); ++I)
      if (S.Buffers[I].Name == P.Name)
        std::fputs(formatBuffer(S.Buffers[I], P, S.PrintWidth, Data[I].data()).c_str(), OS);
}

} // namespace launch
} // namespace shfl

#endif // SHFL_LOWERING_WAVEEMU_LAUNCHTEXT_H

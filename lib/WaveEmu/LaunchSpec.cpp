//===- LaunchSpec.cpp - A kernel launch, as text --------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/WaveEmu/LaunchSpec.h"
#include "Error.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cstdlib>
#include <cstring>

using namespace llvm;
using namespace wemu;

using wemu::detail::fail;

static const struct {
  const char *Name;
  ElemType T;
  unsigned Size;
} ElemTypes[] = {
    {"i8", ElemType::I8, 1},   {"i16", ElemType::I16, 2}, {"i32", ElemType::I32, 4},
    {"i64", ElemType::I64, 8}, {"u8", ElemType::U8, 1},   {"u16", ElemType::U16, 2},
    {"u32", ElemType::U32, 4}, {"u64", ElemType::U64, 8}, {"f32", ElemType::F32, 4},
    {"f64", ElemType::F64, 8},
};

unsigned wemu::elemSize(ElemType T) {
  for (auto &E : ElemTypes)
    if (E.T == T)
      return E.Size;
  return 4;
}

const char *wemu::elemName(ElemType T) {
  for (auto &E : ElemTypes)
    if (E.T == T)
      return E.Name;
  return "?";
}

static std::optional<ElemType> parseElemType(StringRef S) {
  for (auto &E : ElemTypes)
    if (S == E.Name)
      return E.T;
  return std::nullopt;
}

static bool isFloat(ElemType T) { return T == ElemType::F32 || T == ElemType::F64; }
static bool isSigned(ElemType T) {
  return T == ElemType::I8 || T == ElemType::I16 || T == ElemType::I32 ||
         T == ElemType::I64;
}

/// Parses one element value into its bit pattern.
static Expected<uint64_t> parseValue(ElemType T, StringRef S) {
  S = S.trim();
  if (isFloat(T)) {
    std::string Str = S.str();
    char *End = nullptr;
    double D = std::strtod(Str.c_str(), &End);
    if (Str.empty() || *End)
      return fail("invalid " + Twine(elemName(T)) + " value '" + S + "'");
    if (T == ElemType::F64) {
      uint64_t Bits;
      std::memcpy(&Bits, &D, 8);
      return Bits;
    }
    float F = static_cast<float>(D);
    uint32_t Bits;
    std::memcpy(&Bits, &F, 4);
    return Bits;
  }
  int64_t V;
  uint64_t U;
  if (!S.getAsInteger(0, V))
    U = static_cast<uint64_t>(V);
  else if (S.getAsInteger(0, U))
    return fail("invalid " + Twine(elemName(T)) + " value '" + S + "'");
  unsigned Bits = elemSize(T) * 8;
  return Bits == 64 ? U : (U & ((1ull << Bits) - 1));
}

static Expected<Dim3> parseDim3(StringRef S) {
  SmallVector<StringRef, 3> Parts;
  S.split(Parts, S.contains(',') ? ',' : ' ', -1, false);
  if (Parts.empty() || Parts.size() > 3)
    return fail("expected X[,Y[,Z]], got '" + S + "'");
  uint32_t V[3] = {1, 1, 1};
  for (size_t I = 0; I < Parts.size(); ++I)
    if (Parts[I].trim().getAsInteger(0, V[I]) || V[I] == 0)
      return fail("invalid dimension '" + Parts[I] + "'");
  return Dim3{V[0], V[1], V[2]};
}

/// `buf:[NAME:]TYPE:COUNT[=INIT]` or `TYPE:VALUE`.
static Expected<ArgSpec> parseArg(StringRef S, unsigned Index) {
  ArgSpec A;
  S = S.trim();
  if (S.consume_front("buf:")) {
    A.IsBuffer = true;
    StringRef Decl = S, Init;
    std::tie(Decl, Init) = S.split('=');
    A.Init = Init.str();
    if (!S.contains('='))
      A.Init = "0";
    SmallVector<StringRef, 3> F;
    Decl.split(F, ':');
    if (F.size() == 2) {
      A.Name = "arg" + std::to_string(Index);
    } else if (F.size() == 3) {
      A.Name = F[0].str();
      F.erase(F.begin());
    } else {
      return fail("invalid buffer argument '" + S +
                  "' (expected buf:[NAME:]TYPE:COUNT[=INIT])");
    }
    std::optional<ElemType> T = parseElemType(F[0]);
    if (!T)
      return fail("unknown element type '" + F[0] + "'");
    A.Ty = *T;
    if (F[1].getAsInteger(0, A.Count) || A.Count == 0)
      return fail("invalid element count '" + F[1] + "'");
    if (A.Count > MaxBufferBytes / elemSize(A.Ty))
      return fail("buffer '" + A.Name + "' of " + F[1] + " " + elemName(A.Ty) +
                  " elements is too large (at most " + Twine(MaxBufferBytes >> 30) +
                  " GiB a buffer)");
    return A;
  }
  StringRef Ty, Val;
  std::tie(Ty, Val) = S.split(':');
  std::optional<ElemType> T = parseElemType(Ty);
  if (!T || Val.empty())
    return fail("invalid argument '" + S +
                "' (expected buf:[NAME:]TYPE:COUNT[=INIT] or TYPE:VALUE)");
  A.Ty = *T;
  A.Init = Val.str();
  A.Name = "arg" + std::to_string(Index);
  return A;
}

Error LaunchSpec::set(StringRef Key, StringRef Value) {
  Key = Key.trim();
  Value = Value.trim();
  if (Key == "kernel") {
    Kernel = Value.str();
  } else if (Key == "grid" || Key == "block") {
    Expected<Dim3> D = parseDim3(Value);
    if (!D)
      return D.takeError();
    (Key == "grid" ? Grid : Block) = *D;
  } else if (Key == "lds") {
    if (Value.getAsInteger(0, DynamicLDS))
      return fail("invalid lds size '" + Value + "'");
  } else if (Key == "print-width") {
    if (Value.getAsInteger(0, PrintWidth) || PrintWidth == 0)
      return fail("invalid print-width '" + Value + "'");
  } else if (Key == "arg") {
    Expected<ArgSpec> A = parseArg(Value, static_cast<unsigned>(Args.size()));
    if (!A)
      return A.takeError();
    Args.push_back(std::move(*A));
  } else if (Key == "print") {
    PrintSpec P;
    StringRef Name = Value;
    P.Hex = Name.consume_back(":hex");
    P.Name = Name.str();
    Prints.push_back(P);
  } else {
    return fail("unknown launch setting '" + Key + "'");
  }
  return Error::success();
}

Error LaunchSpec::readFile(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> MB = MemoryBuffer::getFile(Path);
  if (!MB)
    return fail("cannot read launch file '" + Path + "': " + MB.getError().message());
  SmallVector<StringRef, 32> Lines;
  (*MB)->getBuffer().split(Lines, '\n');
  unsigned N = 0;
  for (StringRef L : Lines) {
    ++N;
    L = L.split('#').first.trim();
    if (L.empty())
      continue;
    StringRef Key, Value;
    std::tie(Key, Value) = L.split(' ');
    if (Error E = set(Key, Value))
      return fail(Path + ":" + Twine(N) + ": " + toString(std::move(E)));
  }
  return Error::success();
}

/// Fills \p N elements of type \p T at \p Dst from \p Init.
static Error initBuffer(const ArgSpec &A, uint8_t *Dst) {
  const unsigned Size = elemSize(A.Ty);
  auto Store = [&](uint64_t I, uint64_t Bits) {
    std::memcpy(Dst + I * Size, &Bits, Size);
  };
  StringRef Init = StringRef(A.Init).trim();
  if (Init.starts_with("iota")) {
    StringRef Rest = Init.drop_front(4);
    double Start = 0, Step = 1;
    if (!Rest.empty()) {
      SmallVector<StringRef, 3> F;
      Rest.split(F, ':');
      if (F.size() != 3 || !F[0].empty() || !to_float(F[1], Start) ||
          !to_float(F[2], Step))
        return fail("invalid init '" + Init + "' (expected iota or iota:START:STEP)");
    }
    for (uint64_t I = 0; I < A.Count; ++I) {
      double V = Start + Step * static_cast<double>(I);
      Expected<uint64_t> Bits =
          parseValue(A.Ty, isFloat(A.Ty) ? std::to_string(V)
                                          : std::to_string(static_cast<int64_t>(V)));
      if (!Bits)
        return Bits.takeError();
      Store(I, *Bits);
    }
    return Error::success();
  }
  if (Init.consume_front("rand:")) {
    uint64_t Seed;
    if (Init.getAsInteger(0, Seed))
      return fail("invalid seed '" + Init + "'");
    for (uint64_t I = 0; I < A.Count; ++I) {
      // splitmix64
      uint64_t Z = (Seed += 0x9e3779b97f4a7c15ull);
      Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ull;
      Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebull;
      Store(I, Z ^ (Z >> 31));
    }
    return Error::success();
  }
  SmallVector<StringRef, 64> Vals;
  Init.split(Vals, ',');
  if (Vals.size() != 1 && Vals.size() != A.Count)
    return fail("buffer '" + A.Name + "' has " + Twine(A.Count) + " elements but " +
                Twine(Vals.size()) + " initial values are given");
  for (uint64_t I = 0; I < A.Count; ++I) {
    Expected<uint64_t> Bits = parseValue(A.Ty, Vals[Vals.size() == 1 ? 0 : I]);
    if (!Bits)
      return Bits.takeError();
    Store(I, *Bits);
  }
  return Error::success();
}

Error LaunchMemory::build(const LaunchSpec &S, const KernelInfo &K) {
  if (S.Args.size() != K.Params.size())
    return fail("kernel '" + K.Name + "' takes " + Twine(K.Params.size()) +
                " arguments but " + Twine(S.Args.size()) + " are given");
  Buffers.clear();
  Buffers.reserve(S.Args.size());
  ArgBlock.assign((K.ArgBlockSize + 7) / 8 + 1, 0);
  uint8_t *Block = reinterpret_cast<uint8_t *>(ArgBlock.data());
  for (size_t I = 0; I < S.Args.size(); ++I) {
    const ArgSpec &A = S.Args[I];
    const KernelParam &P = K.Params[I];
    if (A.IsBuffer) {
      if (P.K != KernelParam::Pointer)
        return fail("argument " + Twine(I) + " of '" + K.Name + "' has type " +
                    P.TypeName + ", not a pointer, but a buffer is given");
      Buffer B;
      B.Spec = &A;
      B.Bytes = A.Count * elemSize(A.Ty); // <= MaxBufferBytes (parseArg)
      // calloc: 8-byte aligned and zeroed, or null (an error, not an abort).
      B.Storage.reset(static_cast<uint8_t *>(std::calloc(alignTo(B.Bytes, 8), 1)));
      if (!B.Storage)
        return fail("cannot allocate the " + Twine(B.Bytes) + " bytes of buffer '" +
                    A.Name + "'");
      if (Error E = initBuffer(A, B.data()))
        return E;
      Buffers.push_back(std::move(B));
      uint64_t Ptr = reinterpret_cast<uintptr_t>(Buffers.back().data());
      std::memcpy(Block + P.Offset, &Ptr, 8);
      continue;
    }
    if (P.K == KernelParam::Pointer || P.K == KernelParam::Other)
      return fail("argument " + Twine(I) + " of '" + K.Name + "' has type " +
                  P.TypeName + ", but a scalar " + elemName(A.Ty) + " is given");
    if (elemSize(A.Ty) != P.Size || isFloat(A.Ty) != (P.K == KernelParam::Float))
      return fail("argument " + Twine(I) + " of '" + K.Name + "' has type " +
                  P.TypeName + ", but " + elemName(A.Ty) + " is given");
    Expected<uint64_t> Bits = parseValue(A.Ty, A.Init);
    if (!Bits)
      return Bits.takeError();
    std::memcpy(Block + P.Offset, &*Bits, P.Size);
  }
  return Error::success();
}

std::vector<MemoryRegion> LaunchMemory::regions() const {
  std::vector<MemoryRegion> Out;
  for (const Buffer &B : Buffers)
    Out.push_back({"buffer '" + B.Spec->Name + "'", B.data(), B.Bytes, false,
                   std::to_string(B.Spec->Count) + " x " + elemName(B.Spec->Ty)});
  return Out;
}

Error LaunchMemory::print(const LaunchSpec &S, raw_ostream &OS) const {
  for (const PrintSpec &P : S.Prints) {
    const Buffer *B = nullptr;
    for (const Buffer &C : Buffers)
      if (C.Spec->Name == P.Name)
        B = &C;
    if (!B)
      return fail("no buffer argument named '" + P.Name + "' to print");
    const ArgSpec &A = *B->Spec;
    const unsigned Size = elemSize(A.Ty);
    for (uint64_t I = 0; I < A.Count; ++I) {
      if (I % S.PrintWidth == 0)
        OS << (I ? "\n" : "") << A.Name << "[" << I << "]:";
      uint64_t Bits = 0;
      std::memcpy(&Bits, B->data() + I * Size, Size);
      OS << " ";
      if (P.Hex) {
        OS << format_hex(Bits, 2 + 2 * Size);
      } else if (A.Ty == ElemType::F32) {
        float F;
        uint32_t U = static_cast<uint32_t>(Bits);
        std::memcpy(&F, &U, 4);
        OS << format("%.9g", F);
      } else if (A.Ty == ElemType::F64) {
        double D;
        std::memcpy(&D, &Bits, 8);
        OS << format("%.17g", D);
      } else if (isSigned(A.Ty)) {
        unsigned Sh = 64 - Size * 8;
        OS << (static_cast<int64_t>(Bits << Sh) >> Sh);
      } else {
        OS << Bits;
      }
    }
    OS << "\n";
  }
  return Error::success();
}

//===- LaunchSpec.cpp - A kernel launch, as text --------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// wave-emu's side of the launch descriptions: the text is LaunchText.h's
/// (shared with the HIP and CUDA launchers); here are the emulator's
/// dimensions, its errors, and the placing of each argument's bytes at the
/// offset the kernel's AMDGPU ABI layout gives it (KernelInfo).
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/WaveEmu/LaunchSpec.h"
#include "Error.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cstdlib>
#include <cstring>

using namespace llvm;
using namespace wemu;
namespace lt = shfl::launch;

using wemu::detail::fail;

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
  } else {
    // arg and print: the shared reader's.
    std::string Err;
    if (!lt::setKey(Text, Key.str(), Value.str(), Err))
      return fail(Err);
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

/// Checks that argument \p I (\p V) can be passed as parameter \p P.
static Error checkArg(const lt::Value &V, const KernelParam &P, size_t I,
                      const KernelInfo &K) {
  std::string Which =
      ("argument " + Twine(I) + " of '" + K.Name + "' has type " + P.TypeName).str();
  switch (V.K) {
  case lt::Value::Pointer:
    if (P.K != KernelParam::Pointer || P.Size != lt::PointerSize)
      return fail(Which + ", not a " + Twine(lt::PointerSize * 8) +
                  "-bit pointer, but a buffer is given");
    return Error::success();
  case lt::Value::Scalar:
    if (!P.isScalar())
      return fail(Which + ", but a scalar " + lt::elemName(V.Type) + " is given");
    if (lt::elemSize(V.Type) != P.Size ||
        lt::isFloat(V.Type) != (P.K == KernelParam::Float))
      return fail(Which + ", but " + lt::elemName(V.Type) + " is given");
    return Error::success();
  case lt::Value::Array:
  case lt::Value::Struct: {
    uint64_t Size, Align;
    lt::layout(V, Size, Align);
    if (P.K != KernelParam::Aggregate)
      return fail(Which + ", not a struct, array or vector, but '" + V.Text +
                  "' is given");
    if (Size != P.Size)
      return fail(Which + " (" + Twine(P.Size) + " bytes), but '" + V.Text + "' is " +
                  Twine(Size) + " bytes");
    return Error::success();
  }
  }
  return Error::success();
}

Error LaunchMemory::build(const LaunchSpec &S, const KernelInfo &K) {
  const lt::Spec &T = S.Text;
  if (T.Args.size() != K.Params.size())
    return fail("kernel '" + K.Name + "' takes " + Twine(K.Params.size()) +
                " arguments but " + Twine(T.Args.size()) + " are given");
  for (size_t I = 0; I < T.Args.size(); ++I)
    if (Error E = checkArg(T.Args[I], K.Params[I], I, K))
      return E;
  Buffers.clear();
  Buffers.reserve(T.Buffers.size());
  std::vector<uint64_t> Addresses;
  for (const lt::Buffer &BS : T.Buffers) {
    Buffer B;
    B.Spec = &BS;
    B.Bytes = BS.bytes(); // <= MaxBufferBytes (LaunchText.h)
    // calloc: 8-byte aligned and zeroed, or null (an error, not an abort).
    B.Storage.reset(static_cast<uint8_t *>(std::calloc(alignTo(B.Bytes, 8), 1)));
    if (!B.Storage)
      return fail("cannot allocate the " + Twine(B.Bytes) + " bytes of buffer '" +
                  BS.Name + "'");
    std::string Err;
    if (!lt::initBuffer(BS, B.data(), Err))
      return fail(Err);
    Addresses.push_back(reinterpret_cast<uintptr_t>(B.data()));
    Buffers.push_back(std::move(B));
  }
  ArgBlock.assign((K.ArgBlockSize + 7) / 8 + 1, 0);
  uint8_t *Block = reinterpret_cast<uint8_t *>(ArgBlock.data());
  for (size_t I = 0; I < T.Args.size(); ++I) {
    std::vector<unsigned char> Bytes = lt::argBytes(T.Args[I], Addresses);
    std::memcpy(Block + K.Params[I].Offset, Bytes.data(), Bytes.size());
  }
  return Error::success();
}

std::vector<MemoryRegion> LaunchMemory::regions() const {
  std::vector<MemoryRegion> Out;
  for (const Buffer &B : Buffers)
    Out.push_back({"buffer '" + B.Spec->Name + "'", B.data(), B.Bytes, false,
                   std::to_string(B.Spec->Count) + " x " + lt::elemName(B.Spec->Type)});
  return Out;
}

Error LaunchMemory::print(const LaunchSpec &S, raw_ostream &OS) const {
  for (const lt::Print &P : S.Text.Prints) {
    const Buffer *B = nullptr;
    for (const Buffer &C : Buffers)
      if (C.Spec->Name == P.Name)
        B = &C;
    if (!B)
      return fail("no buffer argument named '" + P.Name + "' to print");
    OS << lt::formatBuffer(*B->Spec, P, S.PrintWidth, B->data());
  }
  return Error::success();
}

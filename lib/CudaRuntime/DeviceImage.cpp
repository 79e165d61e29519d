//===- DeviceImage.cpp - Read the driver's device-code container ----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/CudaRuntime/DeviceImage.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Endian.h"
#include <cstring>

using namespace llvm;

namespace shflcudart {

static constexpr char Magic[8] = {'S', 'H', 'F', 'L', 'C', 'U', 'D', 'A'};
static constexpr size_t HeaderSize = 24, EntrySize = 72, ProcessorSize = 48;
static constexpr uint32_t Version = 1;

static Error bad(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           "invalid device code container: " + Msg);
}

Expected<std::vector<DeviceImage>> parseDeviceImages(const void *Data) {
  using support::endian::read32le;
  using support::endian::read64le;
  const auto *P = static_cast<const uint8_t *>(Data);
  if (!P)
    return bad("no data");
  if (std::memcmp(P, Magic, sizeof(Magic)) != 0)
    return bad("no SHFLCUDA header (was the object compiled by shfl-cuda-to-amdgpu?)");
  if (uint32_t V = read32le(P + 8); V != Version)
    return bad("version " + Twine(V) + ", this runtime reads version " + Twine(Version));
  const uint32_t N = read32le(P + 12);
  const uint64_t Total = read64le(P + 16);
  if (Total < HeaderSize + uint64_t(N) * EntrySize)
    return bad("its size (" + Twine(Total) + " bytes) cannot hold " + Twine(N) +
               " entries");
  std::vector<DeviceImage> Images;
  for (uint32_t I = 0; I < N; ++I) {
    const uint8_t *E = P + HeaderSize + I * EntrySize;
    DeviceImage Img;
    const uint32_t Kind = read32le(E);
    if (Kind != uint32_t(ImageKind::CodeObject) && Kind != uint32_t(ImageKind::Bitcode))
      return bad("image " + Twine(I) + " has the unknown kind " + Twine(Kind));
    Img.Kind = ImageKind(Kind);
    Img.Wave64 = read32le(E + 4) & 1;
    const char *Proc = reinterpret_cast<const char *>(E + 8);
    Img.Processor.assign(Proc, strnlen(Proc, ProcessorSize));
    const uint64_t Off = read64le(E + 8 + ProcessorSize);
    const uint64_t Size = read64le(E + 16 + ProcessorSize);
    if (Off > Total || Size > Total - Off)
      return bad("image " + Twine(I) + " (" + Img.Processor + ") lies outside it");
    Img.Data = StringRef(reinterpret_cast<const char *>(P + Off), Size);
    Images.push_back(std::move(Img));
  }
  return Images;
}

} // namespace shflcudart

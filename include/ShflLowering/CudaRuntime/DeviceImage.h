//===- DeviceImage.h - The device code in a host object ---------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The container that `shfl-cuda-to-amdgpu` embeds in the host object of a
/// .cu file (clang's `-fcuda-include-gpubinary`), and that
/// `__cudaRegisterFatBinary` receives through clang's wrapper
/// `{ i32 0x466243b1, i32 1, ptr data, ptr null }`.  It holds, for each
/// processor the file was compiled for, the AMDGPU code object (for the HIP
/// backend) and the AMDGPU LLVM bitcode (for the emulator backend).
///
/// Layout, little endian; offsets count from the start of the header, and
/// every payload starts at a multiple of 16:
///
///   header   char Magic[8] = "SHFLCUDA"; u32 Version = 1; u32 NumImages;
///            u64 TotalSize (header, entries and payloads)
///   entries  NumImages x { u32 Kind; u32 Flags; char Processor[48];
///            u64 Offset; u64 Size }     (72 bytes each)
///
/// Kind is 1 for a code object, 2 for LLVM bitcode; Flags bit 0 is wave64
/// (an RDNA processor compiled with --wave64).  Processor is the
/// --offload-arch, NUL padded ("gfx90a", "gfx90a:xnack+").  The driver
/// writes it (tools/shfl-cuda-to-amdgpu, `write_device_images`).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_CUDARUNTIME_DEVICEIMAGE_H
#define SHFL_LOWERING_CUDARUNTIME_DEVICEIMAGE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>
#include <vector>

namespace shflcudart {

/// The magic number of clang's fat binary wrapper (`__cuda_fatbin_wrapper`).
constexpr uint32_t FatbinWrapperMagic = 0x466243b1;

enum class ImageKind : uint32_t {
  CodeObject = 1, ///< an AMDGPU code object (an ELF shared object)
  Bitcode = 2,    ///< the AMDGPU LLVM IR the code object was made from
};

/// One image of the container; Data points into the container.
struct DeviceImage {
  ImageKind Kind = ImageKind::CodeObject;
  std::string Processor; ///< "gfx90a", "gfx1100:xnack+"
  bool Wave64 = false;
  llvm::StringRef Data;

  /// The processor without its target-id features ("gfx90a").
  llvm::StringRef cpu() const { return llvm::StringRef(Processor).split(':').first; }
};

/// Parses the container at \p Data, whose size the header gives.  Fails with
/// a message that says what is wrong with it.
llvm::Expected<std::vector<DeviceImage>> parseDeviceImages(const void *Data);

} // namespace shflcudart

#endif // SHFL_LOWERING_CUDARUNTIME_DEVICEIMAGE_H

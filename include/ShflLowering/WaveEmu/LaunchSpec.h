//===- LaunchSpec.h - A kernel launch, as text ------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The launch description wave-emu reads (docs/wave-emu.md has the format):
/// which kernel, the grid of workgroups, the workgroup size, dynamic LDS, the
/// arguments (buffers with their initial contents, and scalars) and which
/// buffers to print afterwards.  It is a plain text file of `key value`
/// lines; every key is also a wave-emu option (`--key=value`), so a test can
/// give it either way, and any other launcher (a HIP program on a real GPU)
/// can read the same file and print the same output.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_WAVEEMU_LAUNCHSPEC_H
#define SHFL_LOWERING_WAVEEMU_LAUNCHSPEC_H

#include "ShflLowering/WaveEmu/Emulator.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

namespace wemu {

/// Element types of buffers and scalar arguments.
enum class ElemType { I8, I16, I32, I64, U8, U16, U32, U64, F32, F64 };

unsigned elemSize(ElemType T);

/// The largest buffer a launch may ask for.
constexpr uint64_t MaxBufferBytes = uint64_t(4) << 30;
const char *elemName(ElemType T);

/// One kernel argument: a buffer or a scalar.
struct ArgSpec {
  bool IsBuffer = false;
  std::string Name;  ///< buffers: given or "arg<N>"
  ElemType Ty = ElemType::I32;
  uint64_t Count = 0; ///< buffers: number of elements
  std::string Init;   ///< buffers: initial contents; scalars: the value
};

struct PrintSpec {
  std::string Name;
  bool Hex = false;
};

struct LaunchSpec {
  std::string Kernel;
  Dim3 Grid, Block;
  uint32_t DynamicLDS = 0;
  unsigned PrintWidth = 8;
  std::vector<ArgSpec> Args;
  std::vector<PrintSpec> Prints;

  /// Applies one `key value` setting (kernel, grid, block, lds, arg, print,
  /// print-width).
  llvm::Error set(llvm::StringRef Key, llvm::StringRef Value);
  /// Reads a launch file: `key value` lines, `#` comments.
  llvm::Error readFile(llvm::StringRef Path);
};

/// The memory of a launch: one host buffer per buffer argument and the
/// argument block in the layout of \p K.
class LaunchMemory {
public:
  /// Allocates and initialises the buffers and packs the arguments.
  llvm::Error build(const LaunchSpec &S, const KernelInfo &K);
  const void *argBlock() const { return ArgBlock.data(); }
  /// The buffers, for the memory checker (Emulator::launch).
  std::vector<MemoryRegion> regions() const;
  /// Prints the buffers \p S asks for, `name[i]: v v v ...` per line.
  llvm::Error print(const LaunchSpec &S, llvm::raw_ostream &OS) const;

private:
  struct Buffer {
    struct Free {
      void operator()(uint8_t *P) const { std::free(P); }
    };
    const ArgSpec *Spec;
    std::unique_ptr<uint8_t, Free> Storage; // calloc: 8-byte aligned
    uint64_t Bytes = 0;
    uint8_t *data() { return Storage.get(); }
    const uint8_t *data() const { return Storage.get(); }
  };
  std::vector<Buffer> Buffers;
  std::vector<uint64_t> ArgBlock;
};

} // namespace wemu

#endif // SHFL_LOWERING_WAVEEMU_LAUNCHSPEC_H

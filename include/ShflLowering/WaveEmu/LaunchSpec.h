//===- LaunchSpec.h - A kernel launch, as text ------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The launch description wave-emu reads (docs/launch-spec.md has the
/// format): which kernel, the grid of workgroups, the workgroup size,
/// dynamic LDS, the arguments (buffers with their initial contents, scalars,
/// arrays and structs by value) and which buffers to print afterwards.  It
/// is a plain text file of `key value` lines; every key is also a wave-emu
/// option (`--key=value`), so a test can give it either way.  The text is
/// read by LaunchText.h, the reader the HIP and CUDA launchers share, so
/// every launcher gives a description's arguments the same bytes.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_WAVEEMU_LAUNCHSPEC_H
#define SHFL_LOWERING_WAVEEMU_LAUNCHSPEC_H

#include "ShflLowering/WaveEmu/Emulator.h"
#include "ShflLowering/WaveEmu/LaunchText.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

namespace wemu {

using shfl::launch::MaxBufferBytes;

struct LaunchSpec {
  std::string Kernel;
  Dim3 Grid, Block;
  uint32_t DynamicLDS = 0;
  unsigned PrintWidth = 8;
  /// The arguments and buffers, as LaunchText.h reads them.
  shfl::launch::Spec Text;

  /// Applies one `key value` setting (kernel, grid, block, lds, arg, print,
  /// print-width).
  llvm::Error set(llvm::StringRef Key, llvm::StringRef Value);
  /// Reads a launch file: `key value` lines, `#` comments.
  llvm::Error readFile(llvm::StringRef Path);
  const std::vector<shfl::launch::Value> &args() const { return Text.Args; }
};

/// The memory of a launch: one host buffer per buffer of the description and
/// the argument block in the layout of \p K.
class LaunchMemory {
public:
  /// Allocates and initialises the buffers and places each argument's bytes
  /// at the offset KernelInfo gives it, after checking that the argument
  /// fits the parameter (kind and size).
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
    const shfl::launch::Buffer *Spec;
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

//===- CodeObject.h - An AMDGPU code object, loaded -------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the ISA-level emulator reads from an AMDHSA code object (`.hsaco`,
/// the shared ELF that `ld.lld -shared` makes of llc's object): the
/// processor (ELF e_flags), the loaded image (every PT_LOAD segment at its
/// virtual address in one host allocation, dynamic relocations applied, so
/// PC-relative code finds its globals), and for each kernel its kernel
/// descriptor (`NAME.kd`, 64 bytes; LLVM's AMDGPUUsage, "Kernel Descriptor")
/// and the code object metadata of the `NT_AMDGPU_METADATA` note (msgpack;
/// AMDGPUUsage, "Code Object V3 to V6 Metadata"): the arguments' offsets,
/// sizes and value kinds, hidden arguments included.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_ISAEMU_CODEOBJECT_H
#define SHFL_LOWERING_ISAEMU_CODEOBJECT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace isaemu {

/// One argument of the kernel's metadata (`.args`).
struct KernelArg {
  std::string Name;      ///< `.name`, if the metadata has it
  std::string ValueKind; ///< `.value_kind`: by_value, global_buffer, hidden_*...
  uint32_t Offset = 0, Size = 0;
  bool isHidden() const { return llvm::StringRef(ValueKind).starts_with("hidden_"); }
};

/// The fields of the 64-byte kernel descriptor the emulator uses
/// (AMDGPUUsage, "Kernel Descriptor for GFX6-GFX12").
struct KernelDescriptor {
  uint32_t GroupSegmentFixedSize = 0;   ///< bytes 0-3
  uint32_t PrivateSegmentFixedSize = 0; ///< bytes 4-7
  uint32_t KernargSize = 0;             ///< bytes 8-11
  int64_t EntryOffset = 0;              ///< bytes 16-23, from the descriptor
  uint32_t Rsrc3 = 0, Rsrc1 = 0, Rsrc2 = 0; ///< bytes 44, 48, 52
  uint16_t CodeProperties = 0;          ///< bytes 56-57
  uint16_t KernargPreload = 0;          ///< bytes 58-59

  // COMPUTE_PGM_RSRC2
  bool scratchEnabled() const { return Rsrc2 & 1; }
  unsigned userSGPRCount() const { return (Rsrc2 >> 1) & 0x1f; }
  bool workgroupIdEnabled(unsigned Dim) const { return Rsrc2 >> (7 + Dim) & 1; }
  bool workgroupInfoEnabled() const { return Rsrc2 >> 10 & 1; }
  /// 0: X, 1: X and Y, 2: X, Y and Z.
  unsigned workitemIdVGPRs() const { return (Rsrc2 >> 11) & 3; }
  // COMPUTE_PGM_RSRC1
  unsigned floatRoundMode() const { return (Rsrc1 >> 12) & 0xf; }
  unsigned floatDenormMode() const { return (Rsrc1 >> 16) & 0xf; }
  bool dx10Clamp(unsigned Major) const { return Major < 12 && (Rsrc1 >> 21 & 1); }
  bool ieeeMode(unsigned Major) const { return Major < 12 && (Rsrc1 >> 23 & 1); }
  // kernel_code_properties
  bool userSGPR(unsigned Bit) const { return CodeProperties >> Bit & 1; }
  bool wave32() const { return CodeProperties >> 10 & 1; }
  bool usesDynamicStack() const { return CodeProperties >> 11 & 1; }
};

/// The kernel_code_properties bits that enable user SGPRs, in the order the
/// SGPRs are laid out (AMDGPUUsage, "Initial Kernel Execution State").
enum UserSGPRBit : unsigned {
  PrivateSegmentBuffer = 0, ///< 4 SGPRs
  DispatchPtr = 1,          ///< 2
  QueuePtr = 2,             ///< 2
  KernargSegmentPtr = 3,    ///< 2
  DispatchId = 4,           ///< 2
  FlatScratchInit = 5,      ///< 2
  PrivateSegmentSize = 6,   ///< 1
};

struct KernelSymbol {
  std::string Name;
  KernelDescriptor KD;
  uint64_t EntryVA = 0; ///< virtual address of the first instruction
  uint64_t CodeSize = 0; ///< the function symbol's size (0 if unknown)
  std::vector<KernelArg> Args;
  uint32_t KernargSegmentSize = 0, KernargSegmentAlign = 8;
  unsigned WavefrontSize = 0; ///< metadata `.wavefront_size`
  unsigned MaxFlatWorkgroupSize = 1024;
};

/// A function symbol of the code object, for naming code addresses.
struct CodeSymbol {
  std::string Name;
  uint64_t VA = 0, Size = 0;
};

/// A code object loaded into host memory.
class CodeObject {
public:
  ~CodeObject();
  /// Reads and loads the shared ELF code object \p Path.
  static llvm::Expected<std::unique_ptr<CodeObject>> load(llvm::StringRef Path);

  /// The processor, as llc names it (from the ELF header), and the target
  /// features the header records (`xnack`, `sramecc`).
  const std::string &cpu() const { return CPU; }
  const std::vector<KernelSymbol> &kernels() const { return Kernels; }
  const KernelSymbol *findKernel(llvm::StringRef Name) const;

  /// The loaded image: virtual address VA is at hostAddress(VA).
  uint8_t *base() const { return Image; }
  uint64_t imageSize() const { return ImageSize; }
  uint64_t hostAddress(uint64_t VA) const { return reinterpret_cast<uint64_t>(Image) + VA; }
  bool containsVA(uint64_t VA, uint64_t Size) const {
    return VA <= ImageSize && Size <= ImageSize - VA;
  }
  /// A loaded segment (for the memory checker): VA range and whether the
  /// kernel may write it.
  struct Segment {
    uint64_t VA = 0, Size = 0;
    bool Writable = false, Executable = false;
  };
  const std::vector<Segment> &segments() const { return Segments; }
  /// The function symbol that contains \p VA, or null.
  const CodeSymbol *symbolAt(uint64_t VA) const;
  /// `kernel+0x1c` (or `0x1c`) for a virtual address.
  std::string describeVA(uint64_t VA) const;

private:
  CodeObject() = default;
  std::string CPU;
  std::vector<KernelSymbol> Kernels;
  std::vector<CodeSymbol> Functions;
  std::vector<Segment> Segments;
  uint8_t *Image = nullptr;
  uint64_t ImageSize = 0, MapSize = 0;
};

} // namespace isaemu

#endif // SHFL_LOWERING_ISAEMU_CODEOBJECT_H

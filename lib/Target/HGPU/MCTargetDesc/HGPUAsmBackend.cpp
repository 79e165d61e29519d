//===- HGPUAsmBackend.cpp - hgpu fixups and ELF objects -------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// hgpu objects are 64-bit little-endian ELF files with machine EM_HGPU.  The
/// only fixup is a branch's displacement, which is always resolved inside
/// its function, so an hgpu object has no relocations; anything that would
/// need one is an error.
///
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/HGPUMCTargetDesc.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAssembler.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCELFObjectWriter.h"
#include "llvm/MC/MCFixup.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCValue.h"
#include "llvm/Support/EndianStream.h"

using namespace llvm;

namespace {

/// Writes Value into the 4 bytes at P, little-endian.
void write32(uint8_t *P, uint64_t Value) {
  support::endian::write32le(P, static_cast<uint32_t>(Value));
}

class HGPUELFObjectWriter : public MCELFObjectTargetWriter {
public:
  HGPUELFObjectWriter()
      : MCELFObjectTargetWriter(/*Is64Bit=*/true, /*OSABI=*/0, HGPU::EM_HGPU,
                                /*HasRelocationAddend=*/true) {}

protected:
#if SHFL_MC_FIXUP_API_21
  unsigned getRelocType(const MCFixup &Fixup, const MCValue &,
                        bool) const override {
    reportError(Fixup.getLoc(), "hgpu objects have no relocations: a branch "
                                "target or symbol outside its function");
    return 0;
  }
#else
  unsigned getRelocType(MCContext &Ctx, const MCValue &, const MCFixup &Fixup,
                        bool) const override {
    Ctx.reportError(Fixup.getLoc(), "hgpu objects have no relocations: a "
                                    "branch target or symbol outside its "
                                    "function");
    return 0;
  }
#endif
};

class HGPUAsmBackend : public MCAsmBackend {
public:
  HGPUAsmBackend() : MCAsmBackend(llvm::endianness::little) {}

  std::unique_ptr<MCObjectTargetWriter>
  createObjectTargetWriter() const override {
    return std::make_unique<HGPUELFObjectWriter>();
  }

#if SHFL_MC_FIXUP_API_21
  void applyFixup(const MCFragment &F, const MCFixup &Fixup,
                  const MCValue &Target, uint8_t *Data, uint64_t Value,
                  bool IsResolved) override {
    // An unresolved target becomes a relocation, which the writer refuses.
    maybeAddReloc(F, Fixup, Target, Value, IsResolved);
    write32(Data, Value);
  }
#else
  unsigned getNumFixupKinds() const override { return 0; }
  void applyFixup(const MCAssembler &, const MCFixup &Fixup, const MCValue &,
                  MutableArrayRef<char> Data, uint64_t Value, bool,
                  const MCSubtargetInfo *) const override {
    write32(reinterpret_cast<uint8_t *>(Data.data()) + Fixup.getOffset(), Value);
  }
#endif

  bool writeNopData(raw_ostream &OS, uint64_t Count,
                    const MCSubtargetInfo *) const override {
    // nop is the all-zero word.
    if (Count % HGPU::InstBytes != 0)
      return false;
    OS.write_zeros(Count);
    return true;
  }
};

} // namespace

MCAsmBackend *llvm::createHGPUAsmBackend(const Target &, const MCSubtargetInfo &,
                                         const MCRegisterInfo &,
                                         const MCTargetOptions &) {
  return new HGPUAsmBackend();
}

//===- HGPUToolMC.h - the hgpu MC layer for the tools -----------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// hgpu-sim and hgpu-mc load the backend as llc does (HGPUTarget.so) and
/// build its MC layer for one subtarget: register, instruction and
/// subtarget descriptions, the assembler's settings, and a context.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LIB_HGPUTOOLSUPPORT_HGPUTOOLMC_H
#define SHFL_LIB_HGPUTOOLSUPPORT_HGPUTOOLMC_H

#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/Support/Error.h"
#include "llvm/TargetParser/Triple.h"
#include <memory>
#include <string>

namespace llvm {
class Target;
} // namespace llvm

namespace hgputool {

/// Loads the backend: \p Lib, or by default HGPUTarget.so in ../lib next to
/// the running tool (the build tree's layout and the install's).  \p Argv0
/// and \p MainAddr locate the tool.
llvm::Expected<const llvm::Target *>
loadHGPUTarget(llvm::StringRef Lib, const char *Argv0, void *MainAddr);

/// The MC layer of one subtarget.
struct MCLayer {
  const llvm::Target *T = nullptr;
  llvm::Triple TT{"hgpu"};
  llvm::MCTargetOptions Options;
  std::unique_ptr<llvm::MCRegisterInfo> MRI;
  std::unique_ptr<llvm::MCAsmInfo> MAI;
  std::unique_ptr<llvm::MCSubtargetInfo> STI;
  std::unique_ptr<llvm::MCInstrInfo> MII;
  std::unique_ptr<llvm::MCContext> Ctx;
};

/// Builds the MC layer of subtarget \p CPU (hgpu1 or hgpu2); an unknown
/// subtarget is an error.  \p SrcMgr, if given, is the context's source
/// (the assembler's input, for located diagnostics).
llvm::Expected<std::unique_ptr<MCLayer>>
createMCLayer(const llvm::Target &T, llvm::StringRef CPU,
              const llvm::SourceMgr *SrcMgr = nullptr);

} // namespace hgputool

#endif // SHFL_LIB_HGPUTOOLSUPPORT_HGPUTOOLMC_H

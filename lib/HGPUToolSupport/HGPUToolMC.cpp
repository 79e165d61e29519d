//===- HGPUToolMC.cpp - the hgpu MC layer for the tools -------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "HGPUToolMC.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace hgputool {

Expected<const Target *> loadHGPUTarget(StringRef Lib, const char *Argv0,
                                        void *MainAddr) {
  std::string Path = Lib.str();
  if (Path.empty()) {
    // Next to the tool: ../lib in the build tree, the install's libdir when
    // installed.
    std::string Exe = sys::fs::getMainExecutable(Argv0, MainAddr);
    StringRef Bin = sys::path::parent_path(Exe);
    for (StringRef Rel : {StringRef("../lib/HGPUTarget.so"),
                          StringRef(SHFL_HGPU_TARGET_INSTALL_REL)}) {
      SmallString<256> P(Bin);
      sys::path::append(P, Rel);
      if (Path.empty() || sys::fs::exists(P))
        Path = std::string(P);
      if (sys::fs::exists(P))
        break;
    }
  }
  std::string Err;
  if (sys::DynamicLibrary::LoadLibraryPermanently(Path.c_str(), &Err))
    return createStringError("cannot load the hgpu backend '" + Path +
                             "': " + Err);
  for (const Target &C : TargetRegistry::targets())
    if (StringRef(C.getName()) == "hgpu")
      return &C;
  return createStringError("'" + Path + "' did not register the hgpu target");
}

Expected<std::unique_ptr<MCLayer>> createMCLayer(const Target &T, StringRef CPU,
                                                 const SourceMgr *SrcMgr) {
  auto L = std::make_unique<MCLayer>();
  L->T = &T;
  L->MRI.reset(T.createMCRegInfo(SHFL_MC_TRIPLE_ARG(L->TT)));
  if (L->MRI)
    L->MAI.reset(
        T.createMCAsmInfo(*L->MRI, SHFL_MC_TRIPLE_ARG(L->TT), L->Options));
  L->STI.reset(T.createMCSubtargetInfo(SHFL_MC_TRIPLE_ARG(L->TT), CPU, ""));
  L->MII.reset(T.createMCInstrInfo());
  if (!L->MRI || !L->MAI || !L->STI || !L->MII)
    return createStringError("the hgpu backend is incomplete");
  if (!L->STI->isCPUStringValid(CPU))
    return createStringError("unknown hgpu subtarget '" + CPU + "'");
  L->Ctx = std::make_unique<MCContext>(L->TT, L->MAI.get(), L->MRI.get(),
                                       L->STI.get(), SrcMgr, &L->Options);
  return std::move(L);
}

} // namespace hgputool

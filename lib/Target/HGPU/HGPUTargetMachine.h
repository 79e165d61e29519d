//===- HGPUTargetMachine.h - the hgpu target machine ------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#ifndef SHFL_TARGET_HGPU_HGPUTARGETMACHINE_H
#define SHFL_TARGET_HGPU_HGPUTARGETMACHINE_H

#include "HGPUSubtarget.h"
#include "ShflLowering/Support/Compat.h"
#include SHFL_CODEGEN_TM_HEADER
#include "llvm/Target/TargetLoweringObjectFile.h"
#include <memory>

namespace llvm {

class HGPUTargetMachine : public SHFL_CODEGEN_TM_BASE {
  std::unique_ptr<TargetLoweringObjectFile> TLOF;
  HGPUSubtarget Subtarget;

public:
  HGPUTargetMachine(const Target &T, const Triple &TT, StringRef CPU,
                    StringRef FS, const TargetOptions &Options,
                    std::optional<Reloc::Model> RM,
                    std::optional<CodeModel::Model> CM, CodeGenOptLevel OL,
                    bool JIT);
  ~HGPUTargetMachine() override;

  const HGPUSubtarget *getSubtargetImpl(const Function &) const override {
    return &Subtarget;
  }
  const HGPUSubtarget *getSubtargetImpl() const { return &Subtarget; }
  TargetPassConfig *createPassConfig(PassManagerBase &PM) override;
  TargetLoweringObjectFile *getObjFileLowering() const override {
    return TLOF.get();
  }
};

} // namespace llvm

#endif

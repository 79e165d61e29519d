//===- IsaMode.h - wave-emu --isa: run code objects -------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The ISA mode of wave-emu: the input is a code object (.hsaco), run by
/// the ISA-level emulator (ShflLowering/IsaEmu) with the same launch
/// descriptions and the same output as the IR mode.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_TOOLS_WAVE_EMU_ISAMODE_H
#define SHFL_TOOLS_WAVE_EMU_ISAMODE_H

#include "ShflLowering/WaveEmu/LaunchSpec.h"
#include <string>
#include <vector>

struct IsaModeOptions {
  std::string Input, CPU, Attrs;
  unsigned Timeout = 0; ///< seconds per launch; 0: none
  bool CountInstructions = false;
  bool Trace = false;
  bool ListKernels = false; ///< print each kernel's metadata arguments, run nothing
};

/// Runs \p Specs (from \p Files, "" when the options gave the launch) on
/// the code object; returns the exit status.
int runIsaMode(const IsaModeOptions &O, const std::vector<wemu::LaunchSpec> &Specs,
               const std::vector<std::string> &Files);

#endif // SHFL_TOOLS_WAVE_EMU_ISAMODE_H

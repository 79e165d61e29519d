//===- LaunchSpec.h - Kernel launch descriptions (.launch files) -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The launch-description reader of the HIP launcher and of the CUDA
/// recording programs (test/hardware): the dependency-free one that wave-emu
/// uses too, ShflLowering/WaveEmu/LaunchText.h (docs/launch-spec.md has the
/// format).  Included by a relative path, so that nvcc and hipcc need no
/// include directory.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LAUNCHSPEC_H
#define SHFL_LOWERING_LAUNCHSPEC_H

#include "../../include/ShflLowering/WaveEmu/LaunchText.h"

#endif // SHFL_LOWERING_LAUNCHSPEC_H

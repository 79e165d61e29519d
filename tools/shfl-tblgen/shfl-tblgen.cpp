//===- shfl-tblgen.cpp - The TableGen backend of shfl-lowering ------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The driver of shfl-tblgen, in the way mlir-tblgen and enzyme-tblgen ship
/// their own backends: LLVM's TableGen front end parses the .td files, and
/// the emitter chosen on the command line (registered with
/// TableGen::Emitter::OptClass in its own file) writes the output.
///
///   shfl-tblgen -gen-warp-intrinsics -I /usr/lib/llvm-22/include -I include
///               include/ShflLowering/Target/HGPU/HGPU.td -o HGPUIntrinsics.inc
///
//===----------------------------------------------------------------------===//

#include "TableGenCompat.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"

int main(int argc, char **argv) {
  llvm::InitLLVM X(argc, argv);
  llvm::cl::ParseCommandLineOptions(argc, argv,
                                    "shfl-lowering target table generator\n");
  return shfl::tblgen_compat::runTableGenMain(argv[0]);
}

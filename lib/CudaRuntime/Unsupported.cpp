//===- Unsupported.cpp - The CUDA runtime API that libshflcudart lacks ----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One function for each CUDART_UNSUPPORTED entry of EntryPoints.def: it
/// prints "shflcudart: <name> is not supported (cudaErrorNotSupported)" and
/// returns cudaErrorNotSupported, whatever its arguments.  A C function's
/// caller passes and cleans up its own arguments, so a definition without
/// parameters serves every prototype; this file therefore includes no
/// declaration of the API.
///
//===----------------------------------------------------------------------===//

namespace shflcudart {
int unsupported(const char *Name);
} // namespace shflcudart

#define CUDART_UNSUPPORTED(Name)                                               \
  extern "C" __attribute__((visibility("default"))) int Name() {              \
    return shflcudart::unsupported(#Name);                                     \
  }
#include "ShflLowering/CudaRuntime/EntryPoints.def"

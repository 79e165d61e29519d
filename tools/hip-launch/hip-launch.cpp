//===- hip-launch.cpp - Run one kernel of a code object through HIP -------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Loads an AMDGPU code object (.hsaco, as shfl-cuda-to-amdgpu makes it),
/// launches the kernel that a .launch description names with its grid,
/// block, dynamic shared memory and arguments, and prints the output buffers
/// exactly as wave-emu prints them, the format of the recorded NVIDIA results:
///
///   shfl-hip-launch kernel.hsaco kernel.launch [--expect results.txt]
///
/// With --expect it compares its output with the file and exits 1 on the
/// first difference.  Without a usable AMD GPU (no device, no HIP runtime
/// that initialises, or a GPU that cannot run this code object) it prints
/// "UNSUPPORTED: ..." and exits with 77: a test that cannot run is never
/// reported as passed.
///
//===----------------------------------------------------------------------===//

#ifndef __HIP_PLATFORM_AMD__
#define __HIP_PLATFORM_AMD__
#endif
#include "LaunchSpec.h"
#include <hip/hip_runtime_api.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

using namespace shfl::launch;

namespace {

/// Exit code for "cannot run here"; lit and CI map it to UNSUPPORTED.
constexpr int ExitUnsupported = 77;

[[noreturn]] void unsupported(const std::string &Why) {
  std::printf("UNSUPPORTED: no AMD GPU: %s\n", Why.c_str());
  std::fflush(stdout);
  std::exit(ExitUnsupported);
}

[[noreturn]] void fatal(const std::string &Msg) {
  std::fprintf(stderr, "shfl-hip-launch: error: %s\n", Msg.c_str());
  std::exit(2);
}

std::string hipMessage(const char *What, hipError_t E) {
  return std::string(What) + ": " + hipGetErrorName(E) + " (" +
         hipGetErrorString(E) + ")";
}

void check(hipError_t E, const char *What) {
  if (E != hipSuccess)
    fatal(hipMessage(What, E));
}

} // namespace

int main(int Argc, char **Argv) {
  std::string CodeObject, SpecPath, Expect;
  for (int I = 1; I < Argc; ++I) {
    std::string A = Argv[I];
    if (A == "--expect" && I + 1 < Argc)
      Expect = Argv[++I];
    else if (CodeObject.empty())
      CodeObject = A;
    else if (SpecPath.empty())
      SpecPath = A;
    else
      fatal("unexpected argument '" + A + "'");
  }
  if (CodeObject.empty() || SpecPath.empty()) {
    std::fprintf(stderr, "usage: shfl-hip-launch <code object> <launch "
                         "description> [--expect <results>]\n");
    return 2;
  }

  Spec S;
  std::string Err;
  if (!parseSpec(SpecPath, S, Err))
    fatal(Err);
  std::ifstream CO(CodeObject, std::ios::binary);
  if (!CO)
    fatal("cannot open " + CodeObject);
  std::vector<char> Image((std::istreambuf_iterator<char>(CO)),
                          std::istreambuf_iterator<char>());

  // Everything up to the module load decides between "runs" and
  // "unsupported here".
  if (hipError_t E = hipInit(0); E != hipSuccess)
    unsupported(hipMessage("hipInit", E));
  int Devices = 0;
  if (hipError_t E = hipGetDeviceCount(&Devices); E != hipSuccess)
    unsupported(hipMessage("hipGetDeviceCount", E));
  if (Devices == 0)
    unsupported("hipGetDeviceCount found no device");
  hipDeviceProp_t Prop;
  if (hipGetDeviceProperties(&Prop, 0) == hipSuccess)
    std::fprintf(stderr, "device: %s (%s)\n", Prop.name, Prop.gcnArchName);
  hipModule_t Module;
  if (hipError_t E = hipModuleLoadData(&Module, Image.data()); E != hipSuccess) {
    if (E == hipErrorNoBinaryForGpu || E == hipErrorInvalidImage ||
        E == hipErrorInvalidKernelFile || E == hipErrorSharedObjectInitFailed)
      unsupported(hipMessage("hipModuleLoadData (code object for another GPU?)", E));
    fatal(hipMessage("hipModuleLoadData", E));
  }
  hipFunction_t Fn;
  check(hipModuleGetFunction(&Fn, Module, S.Kernel.c_str()), "hipModuleGetFunction");

  // The buffers, then each argument's bytes (buffer addresses patched in).
  // HIP lays the arguments out in the kernel-argument segment at the
  // offsets of the code object's metadata (.args), as for a HIP program's
  // own launches: the launcher computes no offset.
  std::vector<std::vector<unsigned char>> Host;
  if (!initBuffers(S, Host, Err))
    fatal(SpecPath + ": " + Err);
  std::vector<void *> Dev(S.Buffers.size(), nullptr);
  std::vector<uint64_t> Addresses(S.Buffers.size());
  for (size_t I = 0; I < S.Buffers.size(); ++I) {
    check(hipMalloc(&Dev[I], Host[I].size()), "hipMalloc");
    check(hipMemcpyHtoD(Dev[I], Host[I].data(), Host[I].size()), "hipMemcpyHtoD");
    Addresses[I] = reinterpret_cast<uintptr_t>(Dev[I]);
  }
  std::vector<std::vector<unsigned char>> ArgBytes;
  std::vector<void *> Params;
  for (const Value &A : S.Args)
    ArgBytes.push_back(argBytes(A, Addresses));
  // The runtime copies as many bytes as the kernel's parameter has: a
  // description that gives fewer (a wrong type) must not make it read past
  // them.
  for (std::vector<unsigned char> &B : ArgBytes) {
    B.resize(B.size() + 64, 0);
    Params.push_back(B.data());
  }
  check(hipModuleLaunchKernel(Fn, S.Grid[0], S.Grid[1], S.Grid[2], S.Block[0],
                              S.Block[1], S.Block[2], S.SharedBytes, nullptr,
                              Params.data(), nullptr),
        "hipModuleLaunchKernel");
  check(hipDeviceSynchronize(), "hipDeviceSynchronize");

  // Print, and compare with the expected results.
  char *Text = nullptr;
  size_t TextSize = 0;
  FILE *Mem = open_memstream(&Text, &TextSize);
  for (size_t I = 0; I < S.Buffers.size(); ++I)
    check(hipMemcpyDtoH(Host[I].data(), Dev[I], Host[I].size()), "hipMemcpyDtoH");
  printOutputs(Mem, S, Host);
  std::fclose(Mem);
  std::string Output(Text, TextSize);
  std::free(Text);
  std::printf("=== %s\n%s", S.Kernel.c_str(), Output.c_str());
  for (void *P : Dev)
    if (P)
      (void)hipFree(P);
  (void)hipModuleUnload(Module);

  if (Expect.empty())
    return 0;
  std::ifstream Ex(Expect);
  if (!Ex)
    fatal("cannot open " + Expect);
  std::string Want((std::istreambuf_iterator<char>(Ex)), std::istreambuf_iterator<char>());
  if (Want == Output) {
    std::printf("PASS: %s matches %s\n", S.Kernel.c_str(), Expect.c_str());
    return 0;
  }
  size_t Line = 1, Pos = 0;
  while (Pos < Want.size() && Pos < Output.size() && Want[Pos] == Output[Pos])
    Line += Want[Pos++] == '\n';
  std::printf("FAIL: %s differs from %s at line %zu\n", S.Kernel.c_str(),
              Expect.c_str(), Line);
  return 1;
}

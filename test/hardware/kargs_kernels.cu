//===- kargs_kernels.cu - Record NVIDIA results of by-value arguments -----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// Runs the kernels that take structs and arrays by value
// (test/e2e/kernels/kargs_layout.cu, and ggml's in ggml_kernels.cu) from
// their .launch descriptions, and prints every output buffer; the output of
// one run is split into test/hardware/results/kargs_kernels/<launch>.txt.
//
//   nvcc -O2 -arch=sm_90 -o kargs_kernels kargs_kernels.cu
//   ./kargs_kernels ../e2e/kernels/{kargs,ggml}_*.launch
//   ./kargs_kernels --direct
//
// --direct launches kargs_padded and kargs_pack with the C++ structs of the
// values their descriptions give (nvcc's own layout) and prints the
// same sections: equal output shows that LaunchText.h lays the description
// out as the compiler lays the structs out.
//
//===----------------------------------------------------------------------===//

#include "../e2e/kernels/ggml_kernels.cu"
#include "../e2e/kernels/kargs_layout.cu"

static const struct {
  const char *Name;
  const void *Fn;
} Kernels[] = {
    {"kargs_scalars", (const void *)kargs_scalars},
    {"kargs_padded", (const void *)kargs_padded},
    {"kargs_pack", (const void *)kargs_pack},
    {"kargs_table", (const void *)kargs_table},
    {"kargs_modify", (const void *)kargs_modify},
    {"ggml_col2im_1d", (const void *)ggml_col2im_1d},
    {"ggml_add", (const void *)ggml_add},
    {"ggml_soft_max", (const void *)ggml_soft_max},
    {"ggml_norm", (const void *)ggml_norm},
    {"ggml_rms_norm_mul", (const void *)ggml_rms_norm_mul},
    {"ggml_argmax", (const void *)ggml_argmax},
    {"ggml_quantize_q8_1", (const void *)ggml_quantize_q8_1},
    {"ggml_mul_mat_vec_f32", (const void *)ggml_mul_mat_vec_f32},
};

#include "LaunchRunner.cuh"

/// Prints \p Count elements of device memory \p Dev as buffer \p Name.
static void printDevice(const char *Name, ElemType T, uint64_t Count, const void *Dev) {
  Buffer B;
  B.Name = Name;
  B.Type = T;
  B.Count = Count;
  std::vector<unsigned char> Host(B.bytes());
  cudaMemcpy(Host.data(), Dev, Host.size(), cudaMemcpyDeviceToHost);
  std::fputs(formatBuffer(B, Print(), 8, Host.data()).c_str(), stdout);
}

static int runDirect() {
  long long *Out;
  cudaMalloc(&Out, 64 * sizeof(long long));
  cudaMemset(Out, 0, 64 * sizeof(long long));
  Padded P = {-3, 0.1, 300};
  Nested N = {9, {65, -1e300, -7}, {1, -2, 3}};
  Aligned16 A = {3.25f, -8};
  char Pre = 7;
  short Mid = -2;
  int Post = 123456;
  void *PaddedArgs[] = {&Out, &Pre, &P, &Mid, &N, &A, &Post};
  cudaLaunchKernel((const void *)kargs_padded, 1, 32, PaddedArgs, 0, 0);
  cudaDeviceSynchronize();
  std::printf("=== kargs_padded\n");
  printDevice("out", ElemType::I64, 15, Out);

  float *In, *Res;
  cudaMalloc(&In, 64 * sizeof(float));
  cudaMalloc(&Res, 64 * sizeof(float));
  cudaMemset(Res, 0, 64 * sizeof(float));
  float HostIn[64];
  for (int I = 0; I < 64; ++I)
    HostIn[I] = 0.5f * I;
  cudaMemcpy(In, HostIn, sizeof(HostIn), cudaMemcpyHostToDevice);
  Pack K = {In, 50, 2.0f, {1, 2, 3}};
  void *PackArgs[] = {&K, &Res};
  cudaLaunchKernel((const void *)kargs_pack, 2, 32, PackArgs, 0, 0);
  cudaError_t E = cudaDeviceSynchronize();
  std::printf("=== kargs_pack\n");
  printDevice("out", ElemType::F32, 64, Res);
  std::printf("sizeof: Padded %zu/%zu Nested %zu/%zu Aligned16 %zu/%zu Pack %zu/%zu "
              "Table %zu/%zu uint3 %zu/%zu soft_max_params %zu/%zu block_q8_1 %zu/%zu "
              "ggml_cuda_mm_fusion_args_device %zu/%zu\n",
              sizeof(Padded), alignof(Padded), sizeof(Nested), alignof(Nested),
              sizeof(Aligned16), alignof(Aligned16), sizeof(Pack), alignof(Pack),
              sizeof(Table), alignof(Table), sizeof(uint3), alignof(uint3),
              sizeof(soft_max_params), alignof(soft_max_params), sizeof(block_q8_1),
              alignof(block_q8_1), sizeof(ggml_cuda_mm_fusion_args_device),
              alignof(ggml_cuda_mm_fusion_args_device));
  return E == cudaSuccess ? 0 : 1;
}

int main(int Argc, char **Argv) {
  if (Argc == 2 && std::strcmp(Argv[1], "--direct") == 0)
    return runDirect();
  return runAll(Argc, Argv);
}

extern "C" __global__ void unsupported(int *out, const char *fmt) {
  int r;
  asm volatile("szext.clamp.s32 %0, %1, %2;" : "=r"(r) : "r"(out[0]), "r"(out[1]));
  out[threadIdx.x] = r;
  printf(fmt, r);
}

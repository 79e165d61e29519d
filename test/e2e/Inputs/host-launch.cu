// A .cu file with host code that launches its kernel, as most programs are.
__global__ void k(int *o) { o[threadIdx.x] = 1; }
void host(int *o) { k<<<1, 32>>>(o); }

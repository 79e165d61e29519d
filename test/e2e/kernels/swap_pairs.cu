// Swap two array elements between lane pairs with one xor shuffle: even
// lanes send a[1] and receive the odd lane's a[0], odd lanes send a[0] and
// receive the even lane's a[1] (a 2x2 transpose across the pair).
#define FULL_MASK 0xffffffffu

extern "C" __global__ void swap_pairs(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int a[2] = {in[2 * i], in[2 * i + 1]};
  bool odd = threadIdx.x & 1;
  int send = odd ? a[0] : a[1];
  int recv = __shfl_xor_sync(FULL_MASK, send, 1);
  if (odd)
    a[0] = recv;
  else
    a[1] = recv;
  out[2 * i] = a[0];
  out[2 * i + 1] = a[1];
}

// Rotation of each warp by one lane, as CUDA code writes it: the source
// lane from threadIdx.x & 31 (the lane only in a 1-D block, or one whose x
// size is a multiple of 32) and from %laneid (what CUB's LaneId() reads).
// rotate_one runs 1-D blocks of 96 threads: full warps, but on a wave64
// target the block's second wave holds 32 lanes of 64.  rotate_one_2d runs
// 16 x 6 blocks, where threadIdx.x & 31 is not the lane: its first shuffle
// reads lane (threadIdx.x + 1) & 31 of the linear warp.
#define FULL_MASK 0xffffffffu

__device__ inline void rotateOne(const int *in, int *by_tid, int *by_laneid) {
  unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x * blockDim.y + t;
  int v = in[i];
  by_tid[i] = __shfl_sync(FULL_MASK, v, (threadIdx.x + 1) & 31);
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  by_laneid[i] = __shfl_sync(FULL_MASK, v, (lane + 1) & 31);
}

extern "C" __global__ void rotate_one(const int *in, int *by_tid, int *by_laneid) {
  rotateOne(in, by_tid, by_laneid);
}

extern "C" __global__ void rotate_one_2d(const int *in, int *by_tid,
                                         int *by_laneid) {
  rotateOne(in, by_tid, by_laneid);
}

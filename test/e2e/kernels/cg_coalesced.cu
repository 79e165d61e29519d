// Cooperative groups in divergent code: coalesced_threads() in both arms of
// a branch (rank, size, meta group, shfl / shfl_up / shfl_down through
// fns.b32, ballot, any, all, match_any, match_all, reduce and the scans),
// labeled_partition and tiled_partition of a coalesced group, and
// binary_partition of a converged tile of 32.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

__device__ void cgCoalescedGroup(const cg::coalesced_group &g, unsigned u,
                                 float f, unsigned *o, int *s, float *fo) {
  unsigned n = g.num_threads(), r = g.thread_rank();
  o[0] = r;
  o[1] = n;
  o[2] = g.meta_group_rank();
  o[3] = g.meta_group_size();
  o[4] = g.shfl(u, (r + 2) % n);
  o[5] = g.shfl_up(u, 2);
  o[6] = g.shfl_down(u, 3);
  o[7] = g.ballot(u & 1);
  o[8] = g.any(u % 7 == 0);
  o[9] = g.all(u % 2 == 0);
  o[10] = g.match_any(u % 4);
  int p = -1;
  o[11] = g.match_all(u >> 31, p);
  o[12] = p;
  o[13] = cg::reduce(g, u & 0xffff, cg::plus<unsigned>());
  o[14] = cg::inclusive_scan(g, u & 0xff, cg::plus<unsigned>());
  o[15] = cg::exclusive_scan(g, u & 0xff, cg::bit_xor<unsigned>());
  s[0] = cg::reduce(g, (int)u, cg::less<int>());
  s[1] = cg::reduce(g, (int)u, cg::greater<int>());
  s[2] = cg::inclusive_scan(g, (int)(u & 0xff) - 100, cg::greater<int>());
  s[3] = (int)cg::reduce(g, (unsigned long long)u << 20, cg::plus<unsigned long long>());
  fo[0] = cg::reduce(g, f, cg::plus<float>());
  fo[1] = cg::inclusive_scan(g, f, cg::plus<float>());
}

extern "C" __global__ void cg_coalesced(const unsigned *in, const float *fin,
                                        unsigned *out, int *sums, float *fout,
                                        unsigned *parts) {
  cg::thread_block b = cg::this_thread_block();
  unsigned i = blockIdx.x * b.size() + b.thread_rank();
  unsigned u = in[i];
  float f = fin[i];
  unsigned *p = parts + 8 * i;
  if (u % 3 != 0) {
    cg::coalesced_group g = cg::coalesced_threads();
    cgCoalescedGroup(g, u, f, out + 16 * i, sums + 4 * i, fout + 2 * i);
    cg::coalesced_group l = cg::labeled_partition(g, u % 5);
    p[0] = l.thread_rank();
    p[1] = l.num_threads();
    p[2] = l.shfl(u, 0);
    p[3] = cg::reduce(l, u & 0xff, cg::plus<unsigned>());
    cg::coalesced_group q = cg::tiled_partition(g, 4);
    p[4] = q.thread_rank() | q.num_threads() << 8;
  } else {
    cg::coalesced_group g = cg::coalesced_threads();
    cgCoalescedGroup(g, ~u, -f, out + 16 * i, sums + 4 * i, fout + 2 * i);
    p[0] = p[1] = p[2] = p[3] = p[4] = 0;
  }
  p[5] = 0;
  cg::thread_block_tile<32> t = cg::tiled_partition<32>(b);
  cg::coalesced_group bp = cg::binary_partition(t, u & 2);
  p[6] = bp.thread_rank() | bp.num_threads() << 8;
  p[7] = cg::reduce(bp, u & 0xfff, cg::plus<unsigned>());
}

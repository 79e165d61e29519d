//===- warp_primitives.cu - NVIDIA ground truth for the warp primitives ---===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// Records what an NVIDIA GPU returns for the warp primitives that the
// nvvm-warp-to-amdgpu pass lowers: vote (ballot/any/all/uni), match.any and
// match.all (i32 and i64), activemask, syncwarp, redux (every integer op),
// elect.sync and the lane special registers, for full warps, divergent
// callers (only some lanes active) and split member masks.  The output is
// the committed table test/hardware/results/warp_primitives.txt, which the
// wave emulator runs are compared with.
//
//   nvcc -arch=sm_90 -o warp_primitives warp_primitives.cu
//   ./warp_primitives > results/warp_primitives.txt
//
// One block of 64 threads (two warps) runs each case, so that a wave64
// lowering that mixes its two 32-lane halves shows up.  Inputs depend on the
// lane l (0..31) and the warp w (0..1) only; the formulas are printed in the
// header of the table and repeated in docs/warp-primitives.md.
//
// Output format: '#' lines are comments; every other line is
//   <case> <w> <f0> ... <f31>
// where fl is lane l's 32-bit result as 8 lowercase hex digits, or '-' when
// lane l did not execute the primitive (divergent cases).  Predicates are
// 00000000 / 00000001.
//
//===----------------------------------------------------------------------===//

#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(X)                                                              \
  do {                                                                        \
    cudaError_t E = (X);                                                      \
    if (E != cudaSuccess) {                                                   \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(E)); \
      exit(1);                                                                \
    }                                                                         \
  } while (0)

// ---- Inputs (keep in sync with the table header and the docs) ------------
__device__ __host__ static unsigned predOf(int P, unsigned l, unsigned w) {
  switch (P) {
  case 0: return 0;                              // p0
  case 1: return 1;                              // p1
  case 2: return l & 1;                          // podd
  case 3: return l == 5 + w;                     // pone
  default: return w == 0 ? (l < 7) : (l >= 20);  // pwarp
  }
}
// match values
__device__ static unsigned v32(int V, unsigned l, unsigned w) {
  switch (V) {
  case 0: return 0x1234u + w;                     // veq
  case 1: return l + 32 * w;                      // vdiff
  default: return (l % 5) * 0x01000001u + w;      // vmix
  }
}
__device__ static unsigned long long v64(int V, unsigned l, unsigned w) {
  switch (V) {
  case 0: return 0x100000077ull + ((unsigned long long)w << 40);          // veq
  case 1: return ((unsigned long long)(l + 32 * w) << 32) | 0x77;        // vdiff
  default: return ((unsigned long long)(l % 3) << 32) | (0x77 + w);       // vmix
  }
}
// redux values: a hash with both signs, all bit patterns
__device__ static unsigned vr(unsigned l, unsigned w) {
  return (l * 0x9E3779B1u + w * 0x85EBCA77u) ^ (l << 3);
}
// redux values with few distinct bits, so that and/or/umin are informative
__device__ static unsigned vb(unsigned l, unsigned w) {
  return ~(1u << ((5 * l + w) % 11));
}
// Arg of the redux cases: op (0..7) + 8 * input set (0: vr, 1: vb)
__device__ static unsigned reduxIn(int Arg, unsigned l, unsigned w) {
  return Arg >= 8 ? vb(l, w) : vr(l, w);
}
// divergent callers: w0 lanes with l%3==0, w1 lanes with l%3==1
__device__ static bool divergentActive(unsigned l, unsigned w) { return l % 3 == w; }
// split member masks: two 16-lane groups
__device__ static unsigned splitMask(unsigned l) { return l < 16 ? 0x0000ffffu : 0xffff0000u; }

__device__ static unsigned laneId() {
  unsigned r;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
  return r;
}

__device__ static void elect(unsigned Mask, unsigned &Leader, unsigned &Pred) {
  asm volatile("{\n\t.reg .pred p;\n\telect.sync %0|p, %2;\n\tselp.u32 %1, 1, 0, p;\n\t}"
               : "=r"(Leader), "=r"(Pred)
               : "r"(Mask));
}

enum Kind {
  K_Ballot, K_Any, K_All, K_Uni,            // full warp, predicate P
  K_MatchAny32, K_MatchAll32M, K_MatchAll32P,
  K_MatchAny64, K_MatchAll64M, K_MatchAll64P,
  K_Redux,                                  // op = Arg
  K_DivActivemask, K_DivBallot, K_DivAny, K_DivAll, K_DivUni,
  K_DivMatchAny, K_DivMatchAllM, K_DivMatchAllP, K_DivRedux, K_DivElectL,
  K_DivElectP,
  K_SplitBallot, K_SplitAny, K_SplitAll, K_SplitUni, K_SplitMatchAny,
  K_SplitMatchAllM, K_SplitMatchAllP, K_SplitRedux, K_SplitElectL,
  K_SplitElectP,
  K_ElectL, K_ElectP, K_ElectMaskL, K_ElectMaskP,
  K_Activemask, K_Syncwarp, K_Sreg
};

__device__ static unsigned redux(int Op, unsigned Mask, unsigned X) {
  switch (Op % 8) {
  case 0: return __reduce_add_sync(Mask, X);
  case 1: return (unsigned)__reduce_min_sync(Mask, (int)X);
  case 2: return (unsigned)__reduce_max_sync(Mask, (int)X);
  case 3: return __reduce_min_sync(Mask, X);
  case 4: return __reduce_max_sync(Mask, X);
  case 5: return __reduce_and_sync(Mask, X);
  case 6: return __reduce_or_sync(Mask, X);
  default: return __reduce_xor_sync(Mask, X);
  }
}

__global__ void run(int K, int Arg, unsigned *Out, unsigned *Ran) {
  __shared__ unsigned Smem[64];
  unsigned T = threadIdx.x, l = laneId(), w = T / 32;
  unsigned R = 0;
  bool Did = true;
  unsigned Full = 0xffffffffu;
  switch (K) {
  case K_Ballot: R = __ballot_sync(Full, predOf(Arg, l, w)); break;
  case K_Any: R = __any_sync(Full, predOf(Arg, l, w)) != 0; break;
  case K_All: R = __all_sync(Full, predOf(Arg, l, w)) != 0; break;
  case K_Uni: R = __uni_sync(Full, predOf(Arg, l, w)) != 0; break;
  case K_MatchAny32: R = __match_any_sync(Full, v32(Arg, l, w)); break;
  case K_MatchAll32M: { int P; R = __match_all_sync(Full, v32(Arg, l, w), &P); break; }
  case K_MatchAll32P: { int P; __match_all_sync(Full, v32(Arg, l, w), &P); R = P != 0; break; }
  case K_MatchAny64: R = __match_any_sync(Full, v64(Arg, l, w)); break;
  case K_MatchAll64M: { int P; R = __match_all_sync(Full, v64(Arg, l, w), &P); break; }
  case K_MatchAll64P: { int P; __match_all_sync(Full, v64(Arg, l, w), &P); R = P != 0; break; }
  case K_Redux: R = redux(Arg, Full, reduxIn(Arg, l, w)); break;
  case K_ElectL: case K_ElectP: {
    unsigned L, P; elect(Full, L, P); R = K == K_ElectL ? L : P; break;
  }
  case K_ElectMaskL: case K_ElectMaskP:
    // Only the lanes of a sparse mask call elect.sync.
    if ((0x0ff0f0f0u >> l) & 1) {
      unsigned L, P; elect(0x0ff0f0f0u, L, P); R = K == K_ElectMaskL ? L : P;
    } else {
      Did = false;
    }
    break;
  case K_Activemask: R = __activemask(); break;
  case K_Syncwarp:
    Smem[T] = l * 3 + 100 * w;
    __syncwarp();
    R = Smem[w * 32 + ((l + 1) & 31)];
    break;
  case K_Sreg: {
    unsigned X;
    switch (Arg) {
    case 0: X = l; break;
    case 1: X = warpSize; break;
    case 2: asm volatile("mov.u32 %0, %%lanemask_eq;" : "=r"(X)); break;
    case 3: asm volatile("mov.u32 %0, %%lanemask_le;" : "=r"(X)); break;
    case 4: asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(X)); break;
    case 5: asm volatile("mov.u32 %0, %%lanemask_ge;" : "=r"(X)); break;
    default: asm volatile("mov.u32 %0, %%lanemask_gt;" : "=r"(X)); break;
    }
    R = X;
    break;
  }
  default:
    if (K >= K_DivActivemask && K <= K_DivElectP) {
      // Divergent callers: only some lanes of each warp run the primitive,
      // with their own active mask as the member mask.
      if (divergentActive(l, w)) {
        unsigned M = __activemask();
        switch (K) {
        case K_DivActivemask: R = M; break;
        case K_DivBallot: R = __ballot_sync(M, l & 2); break;
        case K_DivAny: R = __any_sync(M, l == 9 + w) != 0; break;
        case K_DivAll: R = __all_sync(M, l < 30) != 0; break;
        case K_DivUni: R = __uni_sync(M, l < 30) != 0; break;
        case K_DivMatchAny: R = __match_any_sync(M, (l / 2) & 3); break;
        case K_DivMatchAllM: { int P; R = __match_all_sync(M, 7u + w, &P); break; }
        case K_DivMatchAllP: { int P; __match_all_sync(M, 7u + w, &P); R = P != 0; break; }
        case K_DivRedux: R = redux(Arg, M, reduxIn(Arg, l, w)); break;
        case K_DivElectL: { unsigned L, P; elect(M, L, P); R = L; break; }
        default: { unsigned L, P; elect(M, L, P); R = P; break; }
        }
      } else {
        Did = false;
      }
    } else {
      // Split member masks: all lanes active, two 16-lane groups.
      unsigned M = splitMask(l);
      switch (K) {
      case K_SplitBallot: R = __ballot_sync(M, l % 3 == 0); break;
      case K_SplitAny: R = __any_sync(M, l == 3 + w) != 0; break;
      case K_SplitAll: R = __all_sync(M, l < 20) != 0; break;
      case K_SplitUni: R = __uni_sync(M, l < 8 || l >= 16) != 0; break;
      case K_SplitMatchAny: R = __match_any_sync(M, l % 4); break;
      case K_SplitMatchAllM: { int P; R = __match_all_sync(M, l < 16 ? 9u : l, &P); break; }
      case K_SplitMatchAllP: { int P; __match_all_sync(M, l < 16 ? 9u : l, &P); R = P != 0; break; }
      case K_SplitRedux: R = redux(Arg, M, reduxIn(Arg, l, w)); break;
      case K_SplitElectL: { unsigned L, P; elect(M, L, P); R = L; break; }
      default: { unsigned L, P; elect(M, L, P); R = P; break; }
      }
    }
  }
  Out[T] = R;
  Ran[T] = Did;
}

struct Case {
  const char *Name;
  int K, Arg;
};

int main() {
  static const char *Preds[] = {"p0", "p1", "podd", "pone", "pwarp"};
  static const char *Vals[] = {"veq", "vdiff", "vmix"};
  static const char *Ops[] = {"add", "min", "max", "umin", "umax", "and", "or", "xor"};
  static Case Cases[256];
  static char Names[256][64];
  int N = 0;
  auto add = [&](const char *Name, int K, int Arg) {
    snprintf(Names[N], sizeof(Names[N]), "%s", Name);
    Cases[N] = {Names[N], K, Arg};
    ++N;
  };
  char Buf[64];
  for (int P = 0; P < 5; ++P) {
    const char *Vote[] = {"ballot", "any", "all", "uni"};
    for (int V = 0; V < 4; ++V) {
      snprintf(Buf, sizeof(Buf), "vote.%s.%s", Vote[V], Preds[P]);
      add(Buf, K_Ballot + V, P);
    }
  }
  for (int V = 0; V < 3; ++V) {
    snprintf(Buf, sizeof(Buf), "match.any.i32.%s", Vals[V]); add(Buf, K_MatchAny32, V);
    snprintf(Buf, sizeof(Buf), "match.all.i32.%s.mask", Vals[V]); add(Buf, K_MatchAll32M, V);
    snprintf(Buf, sizeof(Buf), "match.all.i32.%s.pred", Vals[V]); add(Buf, K_MatchAll32P, V);
    snprintf(Buf, sizeof(Buf), "match.any.i64.%s", Vals[V]); add(Buf, K_MatchAny64, V);
    snprintf(Buf, sizeof(Buf), "match.all.i64.%s.mask", Vals[V]); add(Buf, K_MatchAll64M, V);
    snprintf(Buf, sizeof(Buf), "match.all.i64.%s.pred", Vals[V]); add(Buf, K_MatchAll64P, V);
  }
  for (int Op = 0; Op < 8; ++Op) {
    snprintf(Buf, sizeof(Buf), "redux.%s", Ops[Op]); add(Buf, K_Redux, Op);
  }
  for (int Op = 0; Op < 8; ++Op) {
    snprintf(Buf, sizeof(Buf), "redux.%s.bits", Ops[Op]); add(Buf, K_Redux, Op + 8);
  }
  add("activemask", K_Activemask, 0);
  add("elect.leader", K_ElectL, 0);
  add("elect.pred", K_ElectP, 0);
  add("elect.sparse.leader", K_ElectMaskL, 0);
  add("elect.sparse.pred", K_ElectMaskP, 0);
  add("syncwarp.exchange", K_Syncwarp, 0);
  add("div.activemask", K_DivActivemask, 0);
  add("div.vote.ballot", K_DivBallot, 0);
  add("div.vote.any", K_DivAny, 0);
  add("div.vote.all", K_DivAll, 0);
  add("div.vote.uni", K_DivUni, 0);
  add("div.match.any", K_DivMatchAny, 0);
  add("div.match.all.mask", K_DivMatchAllM, 0);
  add("div.match.all.pred", K_DivMatchAllP, 0);
  for (int Op = 0; Op < 8; ++Op) {
    snprintf(Buf, sizeof(Buf), "div.redux.%s", Ops[Op]); add(Buf, K_DivRedux, Op);
  }
  for (int Op = 0; Op < 8; ++Op) {
    snprintf(Buf, sizeof(Buf), "div.redux.%s.bits", Ops[Op]); add(Buf, K_DivRedux, Op + 8);
  }
  add("div.elect.leader", K_DivElectL, 0);
  add("div.elect.pred", K_DivElectP, 0);
  add("split.vote.ballot", K_SplitBallot, 0);
  add("split.vote.any", K_SplitAny, 0);
  add("split.vote.all", K_SplitAll, 0);
  add("split.vote.uni", K_SplitUni, 0);
  add("split.match.any", K_SplitMatchAny, 0);
  add("split.match.all.mask", K_SplitMatchAllM, 0);
  add("split.match.all.pred", K_SplitMatchAllP, 0);
  for (int Op = 0; Op < 8; ++Op) {
    snprintf(Buf, sizeof(Buf), "split.redux.%s", Ops[Op]); add(Buf, K_SplitRedux, Op);
  }
  for (int Op = 0; Op < 8; ++Op) {
    snprintf(Buf, sizeof(Buf), "split.redux.%s.bits", Ops[Op]); add(Buf, K_SplitRedux, Op + 8);
  }
  add("split.elect.leader", K_SplitElectL, 0);
  add("split.elect.pred", K_SplitElectP, 0);
  static const char *Sregs[] = {"laneid", "warpsize", "lanemask_eq", "lanemask_le",
                                "lanemask_lt", "lanemask_ge", "lanemask_gt"};
  for (int S = 0; S < 7; ++S) {
    snprintf(Buf, sizeof(Buf), "sreg.%s", Sregs[S]); add(Buf, K_Sreg, S);
  }

  cudaDeviceProp Prop;
  CHECK(cudaGetDeviceProperties(&Prop, 0));
  int Runtime = 0, Driver = 0;
  CHECK(cudaRuntimeGetVersion(&Runtime));
  CHECK(cudaDriverGetVersion(&Driver));

  unsigned *Out, *Ran;
  CHECK(cudaMalloc(&Out, 64 * sizeof(unsigned)));
  CHECK(cudaMalloc(&Ran, 64 * sizeof(unsigned)));
  printf("# shfl-lowering: NVIDIA ground truth for the warp primitives\n");
  printf("# produced by test/hardware/warp_primitives.cu on %s (sm_%d%d), CUDA runtime %d, driver %d\n",
         Prop.name, Prop.major, Prop.minor, Runtime, Driver);
  printf("# one block of 64 threads = warps w=0,1; l = lane 0..31\n");
  printf("# format: <case> <w> <32 lane fields>; field = 8 hex digits, '-' = lane did not execute it\n");
  printf("# vote.<op>.<p>: mask 0xffffffff; p0=0 p1=1 podd=l&1 pone=(l==5+w) pwarp=(w==0 ? l<7 : l>=20)\n");
  printf("# match.<op>.i32.<v>: veq=0x1234+w vdiff=l+32w vmix=(l%%5)*0x01000001+w\n");
  printf("# match.<op>.i64.<v>: veq=0x100000077+(w<<40) vdiff=((l+32w)<<32)|0x77 vmix=((l%%3)<<32)|(0x77+w)\n");
  printf("# match.all.*.mask / .pred: the returned mask and the predicate of one call\n");
  printf("# redux.<op>: x = (l*0x9E3779B1 + w*0x85EBCA77) ^ (l<<3) (u32 arithmetic); min/max signed, umin/umax unsigned\n");
  printf("# redux.<op>.bits (also div./split.): x = ~(1 << ((5l+w) %% 11))\n");
  printf("# elect.sparse: only lanes in 0x0ff0f0f0 call elect.sync(0x0ff0f0f0)\n");
  printf("# syncwarp.exchange: smem[t]=3l+100w; __syncwarp(); result smem[32w+((l+1)&31)]\n");
  printf("# div.*: only lanes with l%%3==w run it, member mask = __activemask(); ballot p=l&2, any p=(l==9+w),\n");
  printf("#   all/uni p=(l<30), match.any v=(l/2)&3, match.all v=7+w, redux x as above, elect\n");
  printf("# split.*: all lanes, member mask = l<16 ? 0x0000ffff : 0xffff0000; ballot p=(l%%3==0), any p=(l==3+w),\n");
  printf("#   all p=(l<20), uni p=(l<8||l>=16), match.any v=l%%4, match.all v=(l<16 ? 9 : l), redux x as above, elect\n");
  printf("# sreg.<name>: %%laneid, warpSize, %%lanemask_*\n");
  for (int C = 0; C < N; ++C) {
    CHECK(cudaMemset(Out, 0, 64 * sizeof(unsigned)));
    CHECK(cudaMemset(Ran, 0, 64 * sizeof(unsigned)));
    run<<<1, 64>>>(Cases[C].K, Cases[C].Arg, Out, Ran);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    unsigned HOut[64], HRan[64];
    CHECK(cudaMemcpy(HOut, Out, sizeof(HOut), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(HRan, Ran, sizeof(HRan), cudaMemcpyDeviceToHost));
    for (int W = 0; W < 2; ++W) {
      printf("%s %d", Cases[C].Name, W);
      for (int L = 0; L < 32; ++L) {
        if (HRan[W * 32 + L])
          printf(" %08x", HOut[W * 32 + L]);
        else
          printf(" -");
      }
      printf("\n");
    }
  }
  return 0;
}

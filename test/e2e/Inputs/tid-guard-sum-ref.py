#!/usr/bin/env python3
#===- tid-guard-sum-ref.py - What CUDA gives for kernels/tid_guard_sum.cu -===#
#
# Part of shfl-lowering, an out-of-tree LLVM project.
#
#===----------------------------------------------------------------------===#
#
# Prints, as `wave-emu --print=out` does, what an NVIDIA GPU computes for
# tid_guard_sum (test/e2e/kernels/tid_guard_sum.cu) on the input
# iota:START:STEP: warps are 32 consecutive linear thread ids of a block,
# shfl.sync.down reads lane + d of the warp, or the lane's own value when
# lane + d > 31 (PTX ISA, shfl.sync); each thread with threadIdx.x == 0
# stores its value at its row of its block.  The inputs are multiples of a
# power of two small enough that every float sum is exact.
#
#   tid-guard-sum-ref.py --grid N --block X[,Y[,Z]] --iota START:STEP --out N
#
#===----------------------------------------------------------------------===#
import argparse
from fractions import Fraction


def show(x):
    return str(int(x)) if x.denominator == 1 else str(float(x))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--grid", type=int, required=True)
    ap.add_argument("--block", required=True)
    ap.add_argument("--iota", required=True)
    ap.add_argument("--out", type=int, required=True)
    a = ap.parse_args()
    dims = [int(x) for x in a.block.split(",")] + [1, 1]
    bx, by, bz = dims[:3]
    start, step = (Fraction(x) for x in a.iota.split(":"))
    per_block, rows = bx * by * bz, by * bz
    out = [Fraction(0)] * a.out
    for blk in range(a.grid):
        base = blk * per_block
        v = [start + step * (base + t) for t in range(per_block)]
        for w in range(0, per_block, 32):
            d = 16
            while d > 0:
                old = v[w:w + 32]
                for lane in range(32):
                    y = old[lane + d] if lane + d <= 31 else old[lane]
                    v[w + lane] = old[lane] + y
                d >>= 1
        for t in range(per_block):
            if t % bx == 0:
                out[blk * rows + t // bx] = v[t]
    for i in range(0, a.out, 8):
        print("out[%d]: %s" % (i, " ".join(show(x) for x in out[i:i + 8])))


if __name__ == "__main__":
    main()

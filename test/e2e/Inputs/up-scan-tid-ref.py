#!/usr/bin/env python3
#===- up-scan-tid-ref.py - What CUDA gives for kernels/up_scan_tid.cu -----===#
#
# Part of shfl-lowering, an out-of-tree LLVM project.
#
#===----------------------------------------------------------------------===#
#
# Prints, as `wave-emu --print=out` does, what an NVIDIA GPU computes for
# up_scan_tid (test/e2e/kernels/up_scan_tid.cu) on the input iota:START:STEP:
# warps are 32 consecutive linear thread ids of a block, shfl.sync.up with
# width 32 reads lane - d of the warp, or the lane's own value when
# lane < d (PTX ISA, shfl.sync), and the guard is threadIdx.x & 31 >= d,
# which in a block whose blockDim.x is not a multiple of 32 is not the lane.
#
#   up-scan-tid-ref.py --grid N --block X[,Y[,Z]] --iota START:STEP
#
#===----------------------------------------------------------------------===#
import argparse

M32 = 0xffffffff


def signed(x):
    x &= M32
    return x - (1 << 32) if x >> 31 else x


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--grid", type=int, required=True)
    ap.add_argument("--block", required=True)
    ap.add_argument("--iota", required=True)
    a = ap.parse_args()
    dims = [int(x) for x in a.block.split(",")] + [1, 1]
    bx, by, bz = dims[:3]
    start, step = (int(x) for x in a.iota.split(":"))
    per_block = bx * by * bz
    n = a.grid * per_block
    out = [0] * n
    for blk in range(a.grid):
        base = blk * per_block
        # threadIdx.x of each linear id of the block.
        tx = [t % bx for t in range(per_block)]
        v = [signed(start + step * (base + t)) for t in range(per_block)]
        for w in range(0, per_block, 32):
            ids = list(range(w, min(w + 32, per_block)))
            d = 1
            while d < 32:
                old = {t: v[t] for t in ids}
                for t in ids:
                    lane = t - w
                    y = old[w + lane - d] if lane >= d else old[t]
                    if (tx[t] & 31) >= d:
                        v[t] = signed(old[t] + y)
                d <<= 1
        out[base:base + per_block] = v
    for i in range(0, n, 8):
        print("out[%d]: %s" % (i, " ".join(str(x) for x in out[i:i + 8])))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Checks the outputs of a conformance kernel (shfl-conformance
--emit-lowered) that hgpu-sim ran, against PTX's shfl.sync text.

  check-shfl-outputs.py KERNEL < hgpu-sim output

KERNEL is the kernel's name, shfl[_sync]_MODE_TYPE[p]: MODE is idx, up,
down or bfly, and a trailing p means the kernel stores the predicate too.  The kernel ran as one warp for N iterations;
hgpu-sim printed the buffers a, b, c (inputs, decimal), outv (hex) and outp.
For iteration t and lane L the operands are a/b/c[32 t + L], as the kernels
read them.  Prints the number of lane results and exits 1 on a mismatch."""
import re
import sys

kernel = sys.argv[1]
m = re.match(r"shfl_(?:sync_)?(idx|up|down|bfly)_[if]32(p?)$", kernel)
if not m:
    sys.exit("not a conformance kernel: " + kernel)
mode, has_pred = m.group(1), m.group(2) == "p"
bufs = {}
for line in sys.stdin:
    m = re.match(r"(\w+)\[(\d+)\]:(.*)", line)
    if not m:
        continue
    vals = [int(v, 0) for v in m.group(3).split()]
    b = bufs.setdefault(m.group(1), [])
    assert len(b) == int(m.group(2)), "buffer lines out of order"
    b.extend(vals)


def ptx(lane, vals, bv, cv):
    """PTX ISA, shfl.sync: the source lane j and the predicate."""
    bval, cval, segmask = bv & 31, cv & 31, (cv >> 8) & 31
    max_lane = (lane & segmask) | (cval & ~segmask & 31)
    min_lane = lane & segmask
    if mode == "up":
        j = lane - bval
        pval = j >= max_lane
    elif mode == "down":
        j = lane + bval
        pval = j <= max_lane
    elif mode == "bfly":
        j = lane ^ bval
        pval = j <= max_lane
    else:
        j = min_lane | (bval & ~segmask & 31)
        pval = j <= max_lane
    if not pval:
        j = lane
    return vals[j] & 0xFFFFFFFF, 1 if pval else 0


a, b, c = bufs["a"], bufs["b"], bufs["c"]
outv, outp = bufs["outv"], bufs["outp"]
n = len(outv) // 32
bad = 0
for t in range(n):
    base = 32 * t
    vals = a[base:base + 32]
    for lane in range(32):
        want = ptx(lane, vals, b[base + lane], c[base + lane])
        if not has_pred:
            want = (want[0], 0)  # outp is not written
        got = (outv[base + lane] & 0xFFFFFFFF, outp[base + lane])
        if got != want:
            if bad < 5:
                print("mismatch at t=%d lane=%d: got %s, want %s" % (t, lane, got, want))
            bad += 1
print("%d lane results, %d mismatches" % (32 * n, bad))
sys.exit(1 if bad else 0)

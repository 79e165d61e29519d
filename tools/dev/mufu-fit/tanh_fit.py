#!/usr/bin/env python3
#===- tanh_fit.py - Recover MUFU.TANH's interpolator table from GPU outputs ===#
#
# Part of shfl-lowering, an out-of-tree LLVM project.
#
#===------------------------------------------------------------------------===#
"""Recovers the table of NVIDIA's MUFU.TANH (docs/mufu.md) from outputs of
tanh.approx.f32 that test/hardware/mufu_check.cu records:

    tanh_fit.py FILE.sec[.xz]...

The sections must cover [2^-8, 8) at input steps of at most 2^(6 - k) in
each binade (k below); test/hardware/mufu_check.cu writes tanh.sec so.

Binade 2^e of |x| splits into 2^k segments by its top k fraction bits (k = 0
for e = -8..-6, 1 for -5..-4, 2 for -3..-1, 3 for 0, 4 for 1, 3 for 2); the
next 17 fraction bits are x.  For each segment the script finds integers
C0, C1, C2 with

    trunc24(((C0 << 15) + C1 * x + C2 * square17(x)) * 2^-P) == output

at every x (P per binade: 37 - e for e <= 0, 39 for e = 1, 37 for e = 2),
as fit.py does for the other units: a linear program for real coefficients,
every integer (C1, C2) near them, the interval of constants left.  It prints
"e SEG C0 C1 C2 width=W" (W + 1 constants fit; C0 is the only one with 15
low zero bits in every segment), then how many outputs the table
reproduces.  Needs numpy and scipy.
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sections  # noqa: E402
from fit import fit_segment, square17  # noqa: E402

INDEX_BITS = {-8: 0, -7: 0, -6: 0, -5: 1, -4: 1, -3: 2, -2: 2, -1: 2, 0: 3, 1: 4, 2: 3}
POINT = {e: 37 - e for e in range(-8, 1)}
POINT.update({1: 39, 2: 37})


def outputs(data, e, step_log):
    """The outputs for binade e at inputs with the low step_log bits zero."""
    first = (e + 127) << 23
    want = 1 << step_log
    for f0, st, v in data.values():
        if f0 <= first and first + (1 << 23) <= f0 + len(v) * st and want % st == 0:
            i0 = (first - f0) // st
            return v[i0:i0 + (1 << 23) // st][::want // st]
    raise SystemExit("no section covers binade 2^%d at step %d" % (e, want))


def bounds(y, point):
    """[lo, hi] of V with trunc24(V * 2^-point) == y (y > 0 f32 bits)."""
    val = y.view(np.float32).astype(np.float64)
    ulp_exp = ((y >> 23) & 0xff).astype(np.int64) - 127 - 23
    lo = np.round(val * 2.0 ** point).astype(np.int64)
    return lo, lo + (np.int64(1) << np.maximum(ulp_exp + point, 0)) - 1


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    data = {}
    for p in sys.argv[1:]:
        data.update(sections.load(p))
    n = 1 << 17
    x = np.arange(n, dtype=np.int64)
    q = square17(x)
    total = bad = 0
    for e, k in INDEX_BITS.items():
        y = outputs(data, e, 6 - k)
        lo, hi = bounds(y, POINT[e])
        for s in range(1 << k):
            l, h = lo[s * n:(s + 1) * n], hi[s * n:(s + 1) * n]
            B, C, a, b = fit_segment(x, q, l, h)
            cands = [v for v in range(a, b + 1) if v % (1 << 15) == 0]
            total += n
            if not cands:
                print("%d %d no table entry fits" % (e, s))
                bad += n
                continue
            C0 = cands[0] >> 15
            print("%d %d %d %d %d width=%d" % (e, s, C0, B, C, b - a))
            v = (C0 << 15) + B * x + C * q
            bad += int(((v < l) | (v > h)).sum())
    print("tanh: 51 segments, %d of %d outputs reproduced" % (total - bad, total))


if __name__ == "__main__":
    main()

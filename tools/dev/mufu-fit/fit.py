#!/usr/bin/env python3
#===- fit.py - Recover the MUFU interpolator tables from GPU outputs -------===#
#
# Part of shfl-lowering, an out-of-tree LLVM project.
#
#===------------------------------------------------------------------------===#
"""Recovers the coefficient tables of NVIDIA's special-function unit from the
outputs test/hardware/mufu_measure.cu records (docs/mufu.md):

    fit.py DIR [UNIT...]      DIR holds alg.sec.xz, ex2.sec.xz, lg2.sec.xz,
                              sin.sec.xz, cos.sec.xz, small.sec.xz

For each unit (rcp rsqrt sqrt ex2 lg2 sin) and each segment it finds the
integers C0, C1, C2 of

    R = ((C0 << A) + C1 * x + C2 * Q(x) + K) >> S

(Q the truncated squarer, A, K, S the unit's shifts and constant) that
reproduce every output of the segment: a linear program on a subset of the
segment's points gives real coefficients, then every integer (C1, C2) near
them is tried on all points; the outputs leave an interval of the constant
term, from which the one with the unit's K (mod 2^A) gives C0.  It prints one
line per segment, "UNIT SEG C0 C1 C2 width=W" (W + 1 constants fit; 0 means
the segment determines its table entry exactly), then the number of outputs
the table reproduces.  Needs numpy and scipy (Debian: python3-numpy,
python3-scipy).
"""
import os
import sys

import numpy as np
from scipy.optimize import linprog

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sections  # noqa: E402


def square17(x):
    """The unit's squarer: partial products below weight 2^18 dropped."""
    s = np.zeros_like(x)
    for i in range(1, 17):
        s += np.where((x >> i) & 1, x >> (18 - i), 0)
    return s >> 1


def lp_center(u, v, lo, hi):
    """Real a, b, c with lo <= a + b u + c v <= hi, as central as possible."""
    n = len(u)
    V = np.column_stack([np.ones(n), u, v])
    base, _, _, _ = np.linalg.lstsq(V, (lo + hi) / 2.0, rcond=None)
    b0 = V @ base
    one = np.ones(n)
    res = linprog([0, 0, 0, -1],
                  A_ub=np.vstack([np.column_stack([-V, one]), np.column_stack([V, one])]),
                  b_ub=np.concatenate([-(lo - b0), hi - b0]),
                  bounds=[(None, None)] * 4, method="highs")
    return base + res.x[:3]


def fit_segment(x, q, lo, hi, nb1=24, nb2=3):
    """Integers B, C and the widest interval [a, b] of A with
    lo <= A + B x + C q <= hi at every point."""
    idx = np.unique(np.concatenate([np.arange(0, len(x), 32), [len(x) - 1],
                                    np.argsort(hi - lo)[:64]]))
    xs, qs = float(x.max()) or 1.0, float(q.max()) or 1.0
    c = lp_center(x[idx] / xs, q[idx] / qs, lo[idx].astype(float), hi[idx].astype(float))
    best = None
    for C in range(int(round(c[2] / qs)) - nb2, int(round(c[2] / qs)) + nb2 + 1):
        l0, h0 = lo - C * q, hi - C * q
        for B in range(int(round(c[1] / xs)) - nb1, int(round(c[1] / xs)) + nb1 + 1):
            a, b = int((l0 - B * x).max()), int((h0 - B * x).min())
            if best is None or b - a > best[3] - best[2]:
                best = (B, C, a, b)
    if best[3] < best[2] and nb1 < 200:
        return fit_segment(x, q, lo, hi, 200, 10)
    return best


# unit: (segments, x bits, squarer input, Q multiplier, A shift, K, S)
SHAPES = {
    "rcp": (128, 16, lambda x: x << 1, 1, 13, 0x47e7, 15),
    "rsqrt": (128, 17, lambda x: x, 4, 14, 0x7fff, 16),
    "sqrt": (128, 17, lambda x: x, 1, 15, 0x7fff, 17),
    "ex2": (64, 17, lambda x: x, 1, 13, 0x77e2, 15),
    "lg2": (64, 17, lambda x: x, 2, 12, 0x3345, 2),
    "sin": (64, 17, lambda x: x, 1, 11, 0, 0),
}


def significand(v, top_exp):
    """24-bit significand (with the leading one); 2^24 where the output
    reaches the next binade (exponent top_exp + 1)."""
    e = (v >> 23) & 0xff
    return np.where(e == top_exp + 1, 1 << 24, (v & 0x7fffff) | (1 << 23)).astype(np.int64)


def bounds_from_trunc(val, point):
    """[lo, hi] of V with trunc24(V / 2^point) == val (val >= 0 floats)."""
    lo = np.round(val * 2.0 ** point).astype(np.int64)
    e = np.floor(np.log2(np.where(val > 0, val, 1.0))).astype(np.int64)
    w = np.where(e + point >= 23, np.int64(1) << np.maximum(e + point - 23, 0), 1)
    return lo, lo + w - 1


def targets(unit, data):
    """Per input of the reference interval: bounds [lo, hi] on the
    interpolator's sum before the shift S, and the inputs to leave out."""
    S = SHAPES[unit][6]
    if unit in ("rcp", "rsqrt", "sqrt", "ex2"):
        name, top = {"rcp": ("rcp_ftz_1_2", 126), "rsqrt": ("rsqrt_ftz_1_4", 126),
                     "sqrt": ("sqrt_ftz_1_4", 127), "ex2": ("ex2_ftz_1_2", 128)}[unit]
        R = significand(data["alg" if unit != "ex2" else "ex2"][name][2], top)
        skip = [0] if unit == "rsqrt" else []   # 1.0: exactly 1, not the table's
        return R << S, (R << S) + (1 << S) - 1, skip
    if unit == "lg2":
        f = lambda n: data["lg2"][n][2].view(np.float32).astype(np.float64)
        lo0, hi0 = bounds_from_trunc(f("lg2_ftz_1_2"), 36)
        m = 2.0 ** 36 - 1                      # e = -1: one's complement
        lom, him = bounds_from_trunc(-f("lg2_ftz_0.5_1"), 36)
        lop = np.round((f("lg2_ftz_2_4") - 1) * 2.0 ** 36).astype(np.int64)
        lo = np.maximum.reduce([lo0, (m - him).astype(np.int64), lop])
        hi = np.minimum.reduce([hi0, (m - lom).astype(np.int64), lop + 2 ** 13 - 1])
        return lo * 4, hi * 4 + 3, [0]        # P = res << 2; lg2(1) is 0
    # sin: |output| per quarter-turn fraction, from sin and cos sweeps
    T = np.full(1 << 23, -1, dtype=np.int64)
    c = np.float64(np.float32(0.15915493667125701904))
    for grp, nm, cos in [("sin", "sin_0.5_8", 0), ("cos", "cos_0.5_1", 1),
                         ("cos", "cos_4_8", 1)]:
        first, step, v = data[grp][nm]
        xb = (first + step * np.arange(len(v), dtype=np.int64)).astype(np.uint32)
        p = xb.view(np.float32).astype(np.float64) * c        # exact
        t = p.astype(np.float32)
        t = np.where(np.abs(t.astype(np.float64)) > np.abs(p), np.nextafter(t, np.float32(0)), t)
        Q = np.floor(np.abs(t.astype(np.float64)) * 2.0 ** 25).astype(np.int64) & ((1 << 25) - 1)
        quad = (Q >> 23) + cos
        r = Q & 0x7fffff
        T[np.where(quad & 1, 0x7fffff - r, r)] = (v & 0x7fffffff).astype(np.int64)
    if (T < 0).any():
        raise SystemExit("sin: %d fractions not covered" % int((T < 0).sum()))
    lo, hi = bounds_from_trunc(T.astype(np.uint32).view(np.float32).astype(np.float64), 37)
    return lo, hi, []


def fit(unit, data):
    segs, L, sqin, qmul, A, K, S = SHAPES[unit]
    lo, hi, skip = targets(unit, data)
    n = 1 << L
    x = np.arange(n, dtype=np.int64)
    q = square17(sqin(x)) * qmul
    table, bad = [], 0
    for s in range(segs):
        l, h = lo[s * n:(s + 1) * n], hi[s * n:(s + 1) * n]
        keep = np.ones(n, bool)
        for k in skip:
            if s * n <= k < (s + 1) * n:
                keep[k - s * n] = False
        B, C, a, b = fit_segment(x[keep], q[keep], l[keep], h[keep])
        cands = [v for v in range(a, b + 1) if (v - K) % (1 << A) == 0]
        if not cands:
            print("%s %d no table entry fits" % (unit, s))
            bad += n
            continue
        C0 = (cands[0] - K) >> A
        table.append((C0, B, C))
        print("%s %d %d %d %d width=%d" % (unit, s, C0, B, C, len(cands) - 1))
        v = (C0 << A) + B * x + C * q + K
        bad += int(((v < l) | (v > h))[keep].sum())
    print("%s: %d segments, %d of %d outputs reproduced" % (unit, segs, segs * n - bad, segs * n))
    return table


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    d = sys.argv[1]
    data = {g: sections.load(os.path.join(d, g + ".sec.xz"))
            for g in ("alg", "ex2", "lg2", "sin", "cos")}
    for unit in sys.argv[2:] or list(SHAPES):
        fit(unit, data)


if __name__ == "__main__":
    main()

"""Checks the outputs of conformance kernels (shfl-conformance
--emit-lowered) that hgpu-sim ran, against PTX's shfl.sync text.

  check-shfl-outputs.py FILE...

Each FILE is one hgpu-sim run's output, named after its kernel:
...-KERNEL.out, where KERNEL is shfl[_sync]_MODE_TYPE[p]: MODE is idx, up,
down or bfly, and a trailing p means the kernel stores the predicate too.
The kernel ran as one warp for N iterations; hgpu-sim printed the buffers
a, b, c (inputs, decimal), outv (hex) and outp.  For iteration t and lane L
the operands are a/b/c[32 t + L], as the kernels read them.  Prints a line
"FILE: N lane results, M mismatches" per file and exits 1 if any mismatch."""
import re
import sys


def ptx(mode, lane, vals, bv, cv):
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


def check(path):
    """The mismatches of one run (printing the first few)."""
    m = re.search(r"(shfl_(?:sync_)?(idx|up|down|bfly)_[if]32(p?))\.out$", path)
    if not m:
        sys.exit(path + ": not named after a conformance kernel (...-KERNEL.out)")
    mode, has_pred = m.group(2), m.group(3) == "p"
    bufs = {}
    for line in open(path):
        lm = re.match(r"(\w+)\[(\d+)\]:(.*)", line)
        if not lm:
            continue
        vals = [int(v, 0) for v in lm.group(3).split()]
        buf = bufs.setdefault(lm.group(1), [])
        assert len(buf) == int(lm.group(2)), "buffer lines out of order"
        buf.extend(vals)
    for name in ("a", "b", "c", "outv", "outp"):
        if name not in bufs:
            sys.exit(f"{path}: no buffer {name}")
    a, b, c = bufs["a"], bufs["b"], bufs["c"]
    outv, outp = bufs["outv"], bufs["outp"]
    n = len(outv) // 32
    bad = 0
    for t in range(n):
        base = 32 * t
        vals = a[base:base + 32]
        for lane in range(32):
            want = ptx(mode, lane, vals, b[base + lane], c[base + lane])
            if not has_pred:
                want = (want[0], 0)  # outp is not written
            got = (outv[base + lane] & 0xFFFFFFFF, outp[base + lane])
            if got != want:
                if bad < 5:
                    print("%s: mismatch at t=%d lane=%d: got %s, want %s"
                          % (path, t, lane, got, want))
                bad += 1
    print("%s: %d lane results, %d mismatches" % (path, 32 * n, bad))
    return bad


if len(sys.argv) < 2:
    sys.exit(__doc__)
total = sum(check(p) for p in sys.argv[1:])
sys.exit(1 if total else 0)

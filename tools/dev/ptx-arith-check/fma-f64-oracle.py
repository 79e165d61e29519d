#!/usr/bin/env python3
#===- fma-f64-oracle.py - f64 fma with directed rounding, exactly ---------===#
#
# Part of shfl-lowering, an out-of-tree LLVM project.
#
#===------------------------------------------------------------------------===#
"""Checks the translator's `fma.{rn,rz,rm,rp}.f64` against exact rational
arithmetic, on inputs built to reach the hard cases that random operands
rarely hit:

  - a * b + c that cancels to a few ulps, or exactly;
  - addends far below or far above the product (2^-600 .. 2^100 apart);
  - products and results in the subnormal range;
  - results that round to infinity or to the largest double.

The H200's table (ptx-arith-check.py) is the ground truth for the rows; this
oracle is an independent check of the same IR with many more inputs.  It
translates one function per rounding mode with `opt -passes=ptx-asm-to-ir`,
compiles them for the host with clang, loads them with ctypes, and compares
every result bit for bit with the exact value a * b + c (fractions.Fraction)
rounded by IEEE 754 rules, including the sign of an exact zero.

    fma-f64-oracle.py --opt OPT --plugin PLUGIN --clang CLANG [--count N]

Prints "N results, K differ" and the first differences; exit status 1 if
any differ.  Python 3 standard library only.
"""
import argparse
import ctypes
import math
import os
import random
import struct
import subprocess
import sys
import tempfile
from fractions import Fraction

MODES = ("rn", "rz", "rm", "rp")
NEG_ZERO = 0x8000000000000000
MAX_DOUBLE = Fraction(sys.float_info.max)


def bits(d):
    return struct.unpack("<Q", struct.pack("<d", d))[0]


def towards_zero(mode, neg):
    """Whether the direction of \p mode truncates a value of this sign."""
    return mode == "rz" or (mode == "rm" and not neg) or (mode == "rp" and neg)


def round_exact(x, mode):
    """The double nearest to the non-zero Fraction x in direction mode."""
    neg = x < 0
    a = abs(x)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    quantum = Fraction(2) ** max(e - 52, -1074)
    steps = a / quantum
    lo = math.floor(steps)
    if lo == steps:
        r = a
    elif mode == "rn":
        frac = steps - lo
        r = lo + (frac > Fraction(1, 2) or (frac == Fraction(1, 2) and lo % 2))
        r *= quantum
    else:
        r = (lo if towards_zero(mode, neg) else lo + 1) * quantum
    if r > MAX_DOUBLE:
        if towards_zero(mode, neg) and mode != "rn":
            r = MAX_DOUBLE
        else:
            return bits(-math.inf if neg else math.inf)
    if r == 0:
        return NEG_ZERO if neg else 0
    return bits(-float(r) if neg else float(r))


def reference(a, b, c, mode):
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact != 0:
        return round_exact(exact, mode)
    # IEEE 754 6.3: an exact zero sum is -0 under roundTowardNegative, +0
    # otherwise, unless both addends are zeros of the same sign.
    prod_neg = math.copysign(1.0, a) * math.copysign(1.0, b) < 0
    c_neg = math.copysign(1.0, c) < 0
    if a * b == 0 and c == 0 and prod_neg == c_neg:
        return NEG_ZERO if c_neg else 0
    return NEG_ZERO if mode == "rm" else 0


def operand(rng):
    """A finite double from a mix of scales, subnormals and short mantissas."""
    k = rng.random()
    sign = rng.choice((-1.0, 1.0))
    if k < 0.15:
        return sign * rng.getrandbits(52) * 2.0 ** -1074
    if k < 0.3:
        e = rng.randint(-1022, -960)
    elif k < 0.4:
        e = rng.randint(960, 1023)
    else:
        e = rng.randint(-60, 60)
    mant = 1 + rng.getrandbits(52) / 2 ** 52
    if rng.random() < 0.2:
        mant = 1 + rng.getrandbits(5) / 32
    return sign * mant * 2.0 ** e


def addend(rng, a, b):
    k = rng.random()
    if k < 0.35:
        # Cancellation: c near -(a * b), exactly or a few ulps apart.
        p = -(a * b)
        for _ in range(rng.choice((0, 0, 1, 2, 3))):
            p = math.nextafter(p, rng.choice((-math.inf, math.inf)))
        return p
    if k < 0.45:
        return rng.choice((0.0, -0.0))
    if k < 0.7:
        return operand(rng) * rng.choice((1.0, 2.0 ** -100, 2.0 ** 100,
                                          2.0 ** -600))
    return operand(rng)


def build(args, work):
    src = os.path.join(work, "fma.ll")
    with open(src, "w") as f:
        f.write('target triple = "%s"\n' % args.triple)
        for m in MODES:
            f.write('define double @fma_%s(double %%a, double %%b, double %%c) '
                    '{\n  %%r = call double asm "fma.%s.f64 $0, $1, $2, $3;", '
                    '"=d,d,d,d"(double %%a, double %%b, double %%c)\n'
                    '  ret double %%r\n}\n' % (m, m))
    out = os.path.join(work, "fma.translated.ll")
    subprocess.run([args.opt, "-load-pass-plugin=" + args.plugin,
                    "-passes=ptx-asm-to-ir<strict>", src, "-S", "-o", out],
                   check=True)
    with open(out) as f:
        if "asm " in f.read():
            sys.exit("fma-f64-oracle: the translator left inline asm in " + out)
    lib = os.path.join(work, "libfma.so")
    subprocess.run([args.clang, "-O1", "-shared", "-fPIC", out, "-o", lib],
                   check=True)
    dll = ctypes.CDLL(lib)
    funcs = {}
    for m in MODES:
        fn = getattr(dll, "fma_" + m)
        fn.restype = ctypes.c_double
        fn.argtypes = [ctypes.c_double] * 3
        funcs[m] = fn
    return funcs


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--opt", required=True)
    p.add_argument("--plugin", required=True)
    p.add_argument("--clang", required=True)
    p.add_argument("--triple", default="x86_64-pc-linux-gnu")
    p.add_argument("--count", type=int, default=20000,
                   help="operand triples (each checked in all four modes)")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as work:
        funcs = build(args, work)
        checked = differ = 0
        for _ in range(args.count):
            a = operand(rng)
            b = operand(rng)
            c = addend(rng, a, b)
            if not all(math.isfinite(v) for v in (a, b, c)):
                continue
            for m in MODES:
                got = bits(funcs[m](a, b, c))
                want = reference(a, b, c, m)
                checked += 1
                if got != want:
                    differ += 1
                    if differ <= 10:
                        print("fma.%s.f64 %s %s %s: translated %#018x, exact "
                              "%#018x" % (m, a.hex(), b.hex(), c.hex(), got,
                                          want))
    print("%d results, %d differ" % (checked, differ))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())

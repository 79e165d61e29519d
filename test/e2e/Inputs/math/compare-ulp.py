#!/usr/bin/env python3
"""Compares a kernel's printed output (wave-emu's format, f32 buffers printed
:hex) with the H200's, buffer by buffer: bit for bit, or within the distance
in ULPs that a .ulp file allows for that buffer.

    compare-ulp.py EXPECTED ACTUAL ULPFILE

A .ulp file has one line per approximate buffer, `NAME MAXULP  # why`.
The distance of two f32 values is the number of floats between them (the
difference of their bits as ordered integers); two NaNs are equal, a NaN
and a number are never within any distance.  Prints one line per buffer
(`NAME: exact`, or `NAME: N ulp at most, M allowed`) and exits 1 if a buffer
exceeds its allowance or the outputs do not have the same shape.
"""
import re
import sys


def read_output(path):
    bufs, order = {}, []
    for line in open(path):
        m = re.match(r'(\w+)\[(\d+)\]: (.*)', line)
        if not m:
            continue
        name = m.group(1)
        if name not in bufs:
            bufs[name] = []
            order.append(name)
        bufs[name] += m.group(3).split()
    return bufs, order


def read_allowances(path):
    allow = {}
    for line in open(path):
        line = line.split('#')[0].split()
        if line:
            allow[line[0]] = int(line[1])
    return allow


def ordered(bits):
    return bits if bits < 0x80000000 else 0x80000000 - bits


def is_nan(bits):
    return (bits & 0x7fffffff) > 0x7f800000


def distance(a, b):
    if is_nan(a) or is_nan(b):
        return 0 if is_nan(a) and is_nan(b) else None
    return abs(ordered(a) - ordered(b))


def main():
    exp, order = read_output(sys.argv[1])
    act, act_order = read_output(sys.argv[2])
    allow = read_allowances(sys.argv[3])
    if order != act_order or any(len(exp[n]) != len(act[n]) for n in order):
        print('the outputs have different buffers or lengths')
        return 1
    bad = False
    for name in order:
        if name not in allow:
            same = exp[name] == act[name]
            print('%s: %s' % (name, 'exact' if same else 'DIFFERENT'))
            bad |= not same
            continue
        worst = 0
        for e, a in zip(exp[name], act[name]):
            d = distance(int(e, 16), int(a, 16))
            worst = float('inf') if d is None else max(worst, d)
        ok = worst <= allow[name]
        print('%s: %s ulp at most, %d allowed%s' %
              (name, worst, allow[name], '' if ok else ' (EXCEEDED)'))
        bad |= not ok
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())

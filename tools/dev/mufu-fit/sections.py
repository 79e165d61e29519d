#!/usr/bin/env python3
"""Reads the section files written by test/hardware/mufu_measure.cu.

A section is "MUFUSEC1", a 48-byte name, u32 first input, u32 input step,
u64 count, u32 difference order, then the 4 byte planes of the zigzag-coded
differences.  load(path) returns {name: (first, step, outputs)} with the
outputs as a numpy uint32 array.
"""
import lzma
import struct
import sys

import numpy as np


def _decode(planes, n, order):
    z = (planes[0:n].astype(np.uint32)
         | (planes[n:2 * n].astype(np.uint32) << 8)
         | (planes[2 * n:3 * n].astype(np.uint32) << 16)
         | (planes[3 * n:4 * n].astype(np.uint32) << 24))
    d = (z >> 1) ^ (np.uint32(0) - (z & 1))
    if order == 0:
        return d
    v = d
    for _ in range(order):
        v = np.cumsum(v, dtype=np.uint64).astype(np.uint32)
    return v


def load(path):
    opener = lzma.open if path.endswith('.xz') else open
    with opener(path, 'rb') as f:
        data = f.read()
    out = {}
    pos = 0
    while pos < len(data):
        if data[pos:pos + 8] != b'MUFUSEC1':
            raise ValueError('%s: bad section header at %d' % (path, pos))
        name = data[pos + 8:pos + 56].split(b'\0')[0].decode()
        first, step, n, order = struct.unpack_from('<IIQI', data, pos + 56)
        pos += 56 + 20
        planes = np.frombuffer(data, dtype=np.uint8, count=4 * n, offset=pos)
        pos += 4 * n
        out[name] = (first, step, _decode(planes, n, order))
    return out


if __name__ == '__main__':
    for p in sys.argv[1:]:
        for name, (first, step, v) in load(p).items():
            print('%s: %s first=0x%08x step=%d n=%d' % (p, name, first, step, len(v)))

#!/usr/bin/env python3
#===- compare-traces.py - Compare a program's device-to-host copies ------===#
#
# Part of shfl-lowering, an out-of-tree LLVM project.
#
#===----------------------------------------------------------------------===#
#
# Compares the trace of a CUDA program's device-to-host copies that
# libshflcudart wrote (SHFL_CUDART_TRACE) with the traces an NVIDIA GPU
# wrote for the same program (test/hardware/cudart_trace.c), line by line:
#
#   compare-traces.py ours.trace h200-run1.trace [h200-run2.trace]
#
# Each line is "<call> <bytes> <fnv-1a-64> <words>".  Copies must be the
# same calls of the same sizes in the same order, with the same bytes
# (fnv).  Where the GPU's own two runs differ in a copy's bytes (a kernel
# whose atomics place values in a run-dependent order), that copy is
# compared as a multiset of 32-bit words (the words hash) instead.  Prints
# one summary line; exits 1 and names the first difference otherwise.
#
#===----------------------------------------------------------------------===#

import sys


def read(path):
    try:
        with open(path) as f:
            return [l.split() for l in f if l.strip()]
    except OSError as e:
        sys.stderr.write("error: cannot read the trace '%s': %s\n" % (path, e.strerror))
        sys.exit(1)


def main(argv):
    if len(argv) not in (3, 4):
        sys.stderr.write("usage: compare-traces.py OURS GPU-RUN1 [GPU-RUN2]\n")
        return 2
    ours, gpu = read(argv[1]), read(argv[2])
    second = read(argv[3]) if len(argv) == 4 else gpu
    if len(gpu) != len(second):
        sys.stderr.write("error: the GPU's runs made %d and %d copies\n"
                         % (len(gpu), len(second)))
        return 1
    if len(ours) != len(gpu):
        sys.stderr.write("error: %d copies to the host, the GPU made %d\n"
                         % (len(ours), len(gpu)))
        return 1
    same = unordered = 0
    for i, (o, g, s) in enumerate(zip(ours, gpu, second)):
        if o[:2] != g[:2]:
            sys.stderr.write("error: copy %d is %s of %s bytes, the GPU's %s of %s\n"
                             % (i + 1, o[0], o[1], g[0], g[1]))
            return 1
        if g[2] == s[2]:
            if o[2] != g[2]:
                sys.stderr.write("error: copy %d (%s, %s bytes) differs from the GPU's\n"
                                 % (i + 1, o[0], o[1]))
                return 1
            same += 1
        else:
            if o[3] != g[3] or g[3] != s[3]:
                sys.stderr.write("error: copy %d (%s, %s bytes) holds other words than "
                                 "the GPU's\n" % (i + 1, o[0], o[1]))
                return 1
            unordered += 1
    print("%d copies to the host: %d identical to the GPU's, %d the same words in "
          "another order (the GPU's own runs differ in their order)"
          % (len(ours), same, unordered))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

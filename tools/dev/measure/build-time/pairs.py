#!/usr/bin/env python3
#===- pairs.py - Time two commands in turn, pair by pair -------------------===#
#
# Part of shfl-lowering, an out-of-tree LLVM project.
#
#===----------------------------------------------------------------------===#
#
# Runs command A and command B in turn (A, B, A, B, ...) after one warm-up
# of each, and prints, for each, the median wall and CPU (user + system)
# seconds of the whole process and its children, and the medians of the
# per-pair ratios A/B.  Taking the ratio pair by pair keeps a comparison on
# a machine whose load drifts (docs/performance.md, "Build time").
#
#   python3 tools/dev/measure/build-time/pairs.py --runs 5 \
#       --a 'build-llvm22/bin/shfl-cuda-to-amdgpu ...' --b 'clang++-22 -x hip ...'
#
# Each command is split as a shell splits words and run without a shell;
# its output is discarded, and a command that fails stops the script.
#
#===----------------------------------------------------------------------===#

import argparse
import os
import resource
import shlex
import statistics
import subprocess
import sys
import time


def timed(cmd):
    """(wall, cpu) seconds of one run of cmd and everything it waited for."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if r.returncode != 0:
        sys.stderr.write(r.stderr.decode(errors="replace"))
        sys.exit("pairs.py: '%s' failed with exit code %d"
                 % (shlex.join(cmd), r.returncode))
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--a", required=True, help="command A (the driver)")
    ap.add_argument("--b", required=True, help="command B (the baseline)")
    ap.add_argument("--runs", type=int, default=5, help="counted pairs (default 5)")
    ap.add_argument("--label", default="", help="a name for the output line")
    a = ap.parse_args()
    cmds = (shlex.split(a.a), shlex.split(a.b))
    for c in cmds:  # the warm-up
        timed(c)
    runs = ([], [])
    for _ in range(a.runs):
        for i, c in enumerate(cmds):
            runs[i].append(timed(c))
    med = lambda xs: statistics.median(xs)
    wall = [med([w for w, _ in r]) for r in runs]
    cpu = [med([c for _, c in r]) for r in runs]
    wall_ratio = med([x[0] / y[0] for x, y in zip(*runs)])
    cpu_ratio = med([x[1] / y[1] for x, y in zip(*runs)])
    print("%s A wall/CPU %.2f / %.2f  B wall/CPU %.2f / %.2f  wall ratio %.2f  "
          "CPU ratio %.2f  (medians of %d pairs)"
          % (a.label, wall[0], cpu[0], wall[1], cpu[1], wall_ratio, cpu_ratio, a.runs))
    for name, r in zip("AB", runs):
        print("  %s runs (wall, CPU): %s" % (name, ", ".join("%.2f %.2f" % x for x in r)))


if __name__ == "__main__":
    main()

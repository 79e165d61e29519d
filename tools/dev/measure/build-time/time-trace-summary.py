#!/usr/bin/env python3
#===- time-trace-summary.py - Where a clang compile's time goes ------------===#
#
# Part of shfl-lowering, an out-of-tree LLVM project.
#
#===----------------------------------------------------------------------===#
#
# Summarises the JSON that clang -ftime-trace writes (docs/performance.md,
# "Where clang's time goes"):
#
#   clang ... -Xclang -ftime-trace=t.json -Xclang -ftime-trace-granularity=100
#   python3 tools/dev/measure/build-time/time-trace-summary.py t.json
#
# It prints clang's own totals (front end, header parsing, template
# instantiation, the optimisation pipeline, the plugin's passes) and the
# time spent in each group of headers: a header's own time, that of the
# headers it includes taken out, so that the groups add up to the "Source"
# total.  Time in the main file (outside every header) is mostly the
# instantiation of the headers' templates for its kernels.
#
#===----------------------------------------------------------------------===#

import collections
import json
import sys

# The groups, by a part of the header's path; the first that matches.
GROUPS = (
    ("CUB", "/cccl/cub/"),
    ("libcu++ (cuda/, cuda/std/)", "/cccl/cuda/"),
    ("Thrust", "/cccl/thrust/"),
    ("cooperative groups", "/cooperative_groups"),
    ("CUDA runtime headers (cuda_runtime.h, crt/, ...)", "/cuda/include/"),
    ("rocPRIM", "/rocprim/"),
    ("HIP headers", "/hip/"),
    ("clang's CUDA/HIP wrappers and builtin headers", "/lib/clang/"),
    ("libstdc++", "/include/c++/"),
    ("glibc and other system headers", "/usr/include/"),
)
TOTALS = ("ExecuteCompiler", "Frontend", "Source", "ParseClass",
          "ParseFunctionDefinition", "InstantiateClass", "InstantiateFunction",
          "PerformPendingInstantiations", "Optimizer", "Backend")


def group(path):
    for name, key in GROUPS:
        if key in path:
            return name
    return "other headers"


def summarise(trace):
    events = trace["traceEvents"]
    totals = {e["name"][len("Total "):]: e["dur"] / 1e6 for e in events
              if e.get("name", "").startswith("Total ")}
    # "Source" spans are begin/end pairs that nest as the includes do.
    spans = sorted((e for e in events
                    if e.get("cat") == "Source" and e.get("ph") in ("b", "e")),
                   key=lambda e: e["ts"])
    groups = collections.Counter()
    stack = []
    for e in spans:
        if e["ph"] == "b":
            stack.append([e["args"]["detail"], e["ts"], 0])
            continue
        path, start, inner = stack.pop()
        length = e["ts"] - start
        groups[group(path)] += (length - inner) / 1e6
        if stack:
            stack[-1][2] += length
    return totals, groups


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: time-trace-summary.py TRACE.json")
    with open(sys.argv[1]) as f:
        totals, groups = summarise(json.load(f))
    for name in TOTALS:
        print("%-40s %6.2f s" % (name, totals.get(name, 0.0)))
    print("%-40s %6.2f s" % ("plugin passes (shfl::)",
                             sum(v for k, v in totals.items() if k.startswith("shfl::"))))
    print("%-40s %6.2f s" % ("main file, outside the headers",
                             totals.get("Frontend", 0.0) - totals.get("Source", 0.0)))
    print("headers, by group (own time):")
    for name, seconds in groups.most_common():
        print("  %-48s %6.2f s" % (name, seconds))


if __name__ == "__main__":
    main()

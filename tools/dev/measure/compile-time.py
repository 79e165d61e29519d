#!/usr/bin/env python3
#===- tools/dev/measure/compile-time.py - Compile time of nvvm-shfl-to-amdgpu -===#
#
# Part of shfl-lowering, an out-of-tree LLVM project.
#
#===----------------------------------------------------------------------===#
#
# Generates a module with N shuffle call sites and prints the CPU time of the
# nvvm-shfl-to-amdgpu pass alone, in microseconds per call site, for each N.
#
# The module is a list of functions of 9 call sites each, chained through
# their values, in a mix that covers the pass's paths:
#
#   runtime b and c    shfl.sync.idx.i32, up.f32, bfly.i32 (the full range
#                      check and one ds_bpermute)
#   constant b and c   down.i32 1, bfly.i32 1, bfly.f32 16, idx.i32 lane 0
#                      (the per-call fast paths: DPP, swizzle, readlane)
#   predicate forms    idx.i32p (extractvalue users) and down.f32p constant
#
# Functions alternate between gfx90a (wave64) and gfx1100 (wave32), so both
# wave sizes and fast-path tables are used.  The module is written as
# bitcode, so that reading it costs little, and opt runs with -time-passes;
# the figure is the pass's own user + system time from that report, so
# parsing, verifying and writing the module are left out.  Each N is run
# --runs times and the median is printed; with --compare PLUGIN, the other
# plugin runs on the same module, turn about, and the ratio of the medians
# (and the median of the per-pair ratios) is printed too.
#
# Names: opt keeps value names, and the pass names what it builds after the
# call (%r.valid, %r.src, ...); clang discards them unless asked not to
# (-fno-discard-value-names), and then naming costs nothing.
# --discard-value-names measures that case.
#
#   python3 tools/dev/measure/compile-time.py [--build build-llvm22]
#       [--sizes 1000,10000,100000,1000000] [--runs 5] [--compare OTHER.so]
#       [--discard-value-names]
#
# With --cuda FILE.cu..., it times the pass on real CUDA code instead: each
# file goes through clang (device only, -O2) with the plugin's passes up to
# nvvm-warp-to-amdgpu for --target, as the driver runs them, with the CUDA
# toolkit's headers where /usr/local/cuda has them (--cuda-headers) and the
# project's shim otherwise; the pass then runs on that IR in opt, which
# keeps no names only with --discard-value-names.  One row per file (its
# call sites and the pass's milliseconds, median of --runs), and the total.
#
#===----------------------------------------------------------------------===#

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
PASS = "nvvm-shfl-to-amdgpu"
SITES_PER_FUNCTION = 9

# (CPU, features) of the functions, in turn.
TARGETS = [("gfx90a", ""), ("gfx1100", "+wavefrontsize32")]

BODY = """\
  %s0 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 %c)
  %f0 = bitcast i32 %s0 to float
  %s1 = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %f0, i32 %b, i32 %c)
  %i1 = bitcast float %s1 to i32
  %s2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %i1, i32 1, i32 31)
  %s3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %s2, i32 1, i32 31)
  %f3 = bitcast i32 %s3 to float
  %s4 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %f3, i32 16, i32 31)
  %i4 = bitcast float %s4 to i32
  %p5 = call { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32 -1, i32 %i4, i32 %b, i32 %c)
  %s5 = extractvalue { i32, i1 } %p5, 0
  %q5 = extractvalue { i32, i1 } %p5, 1
  store i1 %q5, ptr %pred
  %f5 = bitcast i32 %s5 to float
  %p6 = call { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32 -1, float %f5, i32 2, i32 31)
  %s6 = extractvalue { float, i1 } %p6, 0
  %q6 = extractvalue { float, i1 } %p6, 1
  %g6 = getelementptr i1, ptr %pred, i64 1
  store i1 %q6, ptr %g6
  %i6 = bitcast float %s6 to i32
  %s7 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %i6, i32 0, i32 31)
  %s8 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %s7, i32 %b, i32 %c)
  ret i32 %s8
"""

# Call sites in BODY: keep in step with SITES_PER_FUNCTION.
assert BODY.count("@llvm.nvvm.shfl.") == SITES_PER_FUNCTION

DECLS = """\
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32, i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32, float, i32, i32)
"""


def generate(path, sites):
    """Writes a textual module with at least sites call sites (whole
    functions) and returns the exact number of call sites."""
    per = SITES_PER_FUNCTION
    funcs = (sites + per - 1) // per
    with open(path, "w") as f:
        f.write('target triple = "amdgcn-amd-amdhsa"\n\n')
        for n in range(funcs):
            f.write("define i32 @f%d(i32 %%v, i32 %%b, i32 %%c, ptr %%pred) #%d {\n"
                    % (n, n % len(TARGETS)))
            f.write(BODY)
            f.write("}\n\n")
        f.write(DECLS)
        for i, (cpu, feat) in enumerate(TARGETS):
            f.write('attributes #%d = { "target-cpu"="%s" "target-features"="%s" }\n'
                    % (i, cpu, feat))
    return funcs * per


def pass_seconds(opt, plugin, module, discard_names):
    """Runs the pass once and returns its user + system seconds."""
    cmd = [opt, "-load-pass-plugin=" + plugin, "-passes=" + PASS,
           "-time-passes", "-disable-output", module]
    if discard_names:
        cmd.insert(1, "-discard-value-names")
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("error: %s failed:\n%s" % (" ".join(cmd), p.stderr))
    # A -time-passes row: user, system, user+system, wall, name.  The first
    # table is the pass timings; the pass's row names its class.
    for line in p.stderr.splitlines():
        if "NVVMShflToAMDGPUPass" not in line:
            continue
        nums = re.findall(r"(\d+\.\d+)\s+\(\s*[\d.]+%\)", line)
        if len(nums) >= 3:
            return float(nums[2])
    sys.exit("error: no NVVMShflToAMDGPUPass row in -time-passes output of "
             + " ".join(cmd))


def timed_runs(args, opt, plugin, module):
    """--runs timings of the pass on module with plugin and, turn about,
    with --compare's plugin (an empty list without it)."""
    mine, other = [], []
    for _ in range(args.runs):
        mine.append(pass_seconds(opt, plugin, module, args.discard_value_names))
        if args.compare:
            other.append(pass_seconds(opt, args.compare, module,
                                      args.discard_value_names))
    return mine, other


def count_sites(path):
    with open(path) as f:
        return len(re.findall(r"call [^\n]*@llvm\.nvvm\.shfl\.", f.read()))


def cuda_module(clang, plugin, src, target, headers, out):
    """The NVVM IR of src as nvvm-shfl-to-amdgpu sees it in the driver's
    flow: clang with the plugin's passes before the shuffle lowering."""
    pipeline = "ptx-asm-to-ir,nvvm-to-amdgpu<%s>,nvvm-warp-to-amdgpu" % target
    cmd = [clang, "-x", "cuda", "--cuda-device-only", "--cuda-gpu-arch=sm_80",
           "-nocudalib", "-O2", "-S", "-emit-llvm",
           "-fpass-plugin=" + plugin, "-Xclang", "-load", "-Xclang", plugin,
           "-mllvm", "-shfl-lowering-pipeline=" + pipeline]
    if headers == "toolkit":
        cmd += ["--cuda-path=/usr/local/cuda", "-Wno-unknown-cuda-version",
                "-Xclang", "-target-sdk-version=13.0",
                "-I", "/usr/local/cuda/include/cccl"]
    else:
        shim = os.path.join(ROOT, "include", "cuda-shim")
        cmd += ["-nocudainc", "--cuda-path=" + os.path.join(shim, "no-toolkit"),
                "-I", shim, "-include", "cuda_runtime.h",
                "-Xclang", "-target-feature", "-Xclang", "+ptx70"]
    p = subprocess.run(cmd + [src, "-o", out], capture_output=True, text=True)
    if p.returncode != 0:
        errors = [l for l in p.stderr.splitlines() if "error:" in l]
        return errors[0] if errors else "clang failed"
    return None


def time_cuda(args, opt, plugin, work):
    clang = os.path.join(os.path.dirname(opt), "clang")
    headers = args.cuda_headers
    if headers == "auto":
        headers = ("toolkit" if os.path.exists("/usr/local/cuda/include/cuda.h")
                   else "shim")
    print("# pass %s, %s, %s, %s headers%s" % (
        PASS, plugin, args.target, headers,
        ", value names discarded" if args.discard_value_names else ""))
    head = "%-28s %6s %9s" % ("file", "sites", "ms")
    if args.compare:
        print("# other: %s; ratio = this / other (medians)" % args.compare)
        head += " %9s %7s" % ("other ms", "ratio")
    print(head)
    total_sites, total, total_other = 0, 0.0, 0.0
    for src in args.cuda:
        name = os.path.splitext(os.path.basename(src))[0]
        ll = os.path.join(work, name + ".nvvm.ll")
        error = cuda_module(clang, plugin, src, args.target, headers, ll)
        if error:
            # Not every file compiles with the shim (CUB is the toolkit's).
            print("# %s: skipped, %s" % (name, error.strip()))
            continue
        sites = count_sites(ll)
        mine, other = timed_runs(args, opt, plugin, ll)
        ms = statistics.median(mine) * 1e3
        total_sites += sites
        total += ms
        row = "%-28s %6d %9.2f" % (name[:28], sites, ms)
        if args.compare:
            oms = statistics.median(other) * 1e3
            total_other += oms
            row += " %9.2f %7.2f" % (oms, ms / oms if oms else 0.0)
        print(row, flush=True)
        if not args.keep:
            os.remove(ll)
    row = "%-28s %6d %9.2f" % ("total", total_sites, total)
    if args.compare:
        row += " %9.2f %7.2f" % (total_other,
                                 total / total_other if total_other else 0.0)
    print(row)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--build", default=os.path.join(ROOT, "build-llvm22"))
    ap.add_argument("--plugin", help="plugin to time (default BUILD/lib/ShflLowering.so)")
    ap.add_argument("--compare", help="a second plugin, timed on the same modules")
    ap.add_argument("--opt", help="opt binary (default: from the build's LLVM)")
    ap.add_argument("--sizes", default="1000,10000,100000,1000000")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--keep", help="directory to keep the generated modules in")
    ap.add_argument("--discard-value-names", action="store_true",
                    help="run opt with -discard-value-names, as clang runs the "
                    "pass (opt keeps names by default)")
    ap.add_argument("--cuda", nargs="+", metavar="FILE.cu",
                    help="time the pass on these CUDA files instead of the "
                    "generated modules")
    ap.add_argument("--target", default="gfx90a",
                    help="with --cuda: the nvvm-to-amdgpu target (gfx1100, "
                    "'gfx1100;wave64', ...)")
    ap.add_argument("--cuda-headers", choices=("auto", "toolkit", "shim"),
                    default="auto", help="with --cuda: which CUDA headers")
    args = ap.parse_args()

    plugin = args.plugin or os.path.join(args.build, "lib", "ShflLowering.so")
    opt = args.opt
    if not opt:
        cache = os.path.join(args.build, "CMakeCache.txt")
        m = None
        if os.path.exists(cache):
            m = re.search(r"^LLVM_DIR:\w+=(.*)/lib/cmake/llvm/?$",
                          open(cache).read(), re.M)
        opt = os.path.join(m.group(1), "bin", "opt") if m else shutil.which("opt")
    if not opt or not os.path.exists(opt):
        sys.exit("error: no opt found; pass --opt")
    llvm_as = os.path.join(os.path.dirname(opt), "llvm-as")

    sizes = [int(s) for s in args.sizes.split(",")]
    work = args.keep or tempfile.mkdtemp(prefix="shfl-ctime-")
    os.makedirs(work, exist_ok=True)
    if args.cuda:
        time_cuda(args, opt, plugin, work)
        if not args.keep:
            os.rmdir(work)
        return

    head = "%9s %8s %10s" % ("sites", "runs", "us/site")
    if args.compare:
        head += " %12s %9s %11s" % ("other us/site", "ratio", "pair ratio")
    print("# pass %s, %s%s" % (PASS, plugin, ", value names discarded"
                                 if args.discard_value_names else ""))
    if args.compare:
        print("# other: %s; ratio = this / other (median of medians, "
              "median of per-run pairs)" % args.compare)
    print(head)
    for n in sizes:
        ll = os.path.join(work, "sites-%d.ll" % n)
        bc = os.path.join(work, "sites-%d.bc" % n)
        sites = generate(ll, n)
        subprocess.run([llvm_as, ll, "-o", bc], check=True)
        mine, other = timed_runs(args, opt, plugin, bc)
        us = statistics.median(mine) * 1e6 / sites
        row = "%9d %8d %10.2f" % (sites, args.runs, us)
        if args.compare:
            ous = statistics.median(other) * 1e6 / sites
            pairs = [a / b for a, b in zip(mine, other) if b > 0]
            row += " %12.2f %9.2f %11.2f" % (
                ous, us / ous if ous else 0.0,
                statistics.median(pairs) if pairs else 0.0)
        print(row, flush=True)
        if not args.keep:
            os.remove(ll)
            os.remove(bc)
    if not args.keep:
        os.rmdir(work)


if __name__ == "__main__":
    main()

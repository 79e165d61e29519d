#!/usr/bin/env python3
#===- tools/dev/measure/lib-bench.py - CUB and cg against rocPRIM -------------===#
#
# Part of shfl-lowering, an out-of-tree LLVM project.
#
#===----------------------------------------------------------------------===#
#
# Compiles the kernels of lib-bench/cub_kernels.cu (CUB's warp and block
# primitives, cooperative groups' reduce and inclusive_scan on tiles of 32,
# 16 and 8; int, float, double; 1-D blocks of 256) two ways and prints them
# side by side:
#
#   proj     the CUDA file through shfl-cuda-to-amdgpu with the CUDA
#            toolkit's headers (--cuda-headers=DIR), llc -O2
#   rocprim  lib-bench/rocprim_kernels.hip, the same kernels written with
#            rocPRIM (Debian's librocprim-dev 5.3), clang -x hip -O2, llc -O2
#   limit    for the integer warp-wide kernels that have one, the hand-
#            written exact DPP / permlanex16 sequence of
#            shared/reference/dpp-sequences.md (shfl-bench.py's limit), in a
#            kernel with the same loads and stores
#
# Per kernel: instructions of the body, cross-lane LDS ops (ds_bpermute,
# ds_permute, ds_swizzle), other LDS ops (shared memory), DPP and permlane
# ops, and llvm-mca's cycles for one pass over the path that a 1-D block
# executes: for a kernel that lane versioning copies, the fast copy (found as
# shfl-bench.py finds it); otherwise the slowest path from the entry to
# s_endpgm, each branch on a scalar condition both ways (what the block's
# slowest wave executes), a loop's back edge never taken (its body counted
# once, flagged "L"), a NaN fix-up's branch (amdgpu-nan-fixup-branches)
# not taken, as on the benchmark's inputs, which hold no NaN (flagged "N";
# a second table gives those rows' cycles with every such branch taken).
# A kernel that rocPRIM 5.3 does not compile for the target (its row_bcast
# on gfx10+) has "-".
#
# --emu runs every kernel of the project's module on wave-emu (two blocks
# of 256) and compares its output with that of the same CUDA file through
# the PTX model's general path (nvvm-shfl-to-amdgpu<no-fast-paths;
# no-lane-versioning>: ds_bpermute per shuffle), and, for the integer
# kernels, with rocPRIM's module on the emulator (an independent
# implementation; integer results do not depend on the order of
# operations).  "ok" = identical, "ok/r" = also identical to rocPRIM's.
#
#   python3 tools/dev/measure/lib-bench.py [--build build-llvm22]
#       [--cuda /usr/local/cuda] [--targets gfx90a,...] [--kernels RE]
#       [--emu] [--markdown] [--driver-arg=--unroll=nvptx ...]
#
#===----------------------------------------------------------------------===#

import argparse
import concurrent.futures
import importlib.util
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
CUDA_SRC = os.path.join(HERE, "lib-bench", "cub_kernels.cu")
HIP_SRC = os.path.join(HERE, "lib-bench", "rocprim_kernels.hip")
# clang 22's HIP wrapper and ROCm 5.2's hip_fp16.h disagree on two
# declarations that rocPRIM's headers pull in; this prelude supplies them.
HIP_PRELUDE = os.path.join(HERE, "lib-bench", "hip-prelude.h")

_spec = importlib.util.spec_from_file_location("shfl_bench", os.path.join(HERE, "shfl-bench.py"))
sb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sb)

TARGETS = sb.TARGETS
TYPES = ("int", "float", "double")
TYPED = ["wr_sum", "wr_max", "wr_custom", "wr_headseg", "wr_tailseg", "ws_incl",
         "ws_excl", "wx_b2s", "br_warp", "br_raking", "br_rakingcomm", "bs_warp",
         "bs_raking", "bs_rakingmemo", "cg_reduce32", "cg_scan32", "cg_reduce16",
         "cg_scan16", "cg_reduce8", "cg_scan8"]
KERNELS = ["%s_%s" % (k, t) for t in TYPES for k in TYPED] + [
    "radix_sort_int", "histogram_atomic_int", "histogram_sort_int"]
# Elements per thread of the input and output buffers.
ITEMS = {"wx_b2s": 4, "radix_sort": 4}

#===----------------------------------------------------------------------===#
# The hand-written limit
#===----------------------------------------------------------------------===#


def limit_ir(kernel, gfx9):
    """The body of the limit kernel of \p kernel as (IR lines, result, where
    the result is stored: "lane0" or "all"), or None."""
    b = sb.IR()
    x = "%x"
    if kernel in ("wr_sum_int", "cg_reduce32_int"):
        # Pattern 1: every lane gets the warp's sum.
        r = b.rowsum(x)
        if gfx9:
            a = b.add(r, b.dpp(0, r, 0x142, rm=0xA))
            s = b.dpp(a, a, 0x130, rm=0x5, bm=0x8)
            out = b.dpp(s, s, 0x15F, rm=0x5)
        else:
            out = b.add(r, b.px16(r, 0, 0))
        return b.lines, out, "lane0" if kernel.startswith("wr_") else "all"
    if kernel in ("ws_incl_int", "cg_scan32_int"):
        for ctrl in (0x111, 0x112, 0x114, 0x118):
            x = b.add(x, b.dpp(0, x, ctrl))
        if gfx9:
            out = b.add(x, b.dpp(0, x, 0x142, rm=0xA))
        else:
            out = b.add(x, b.dpp(0, b.px16(x, -1, -1), 0xE4, rm=0xA))
        return b.lines, out, "all"
    if kernel == "cg_reduce16_int":
        return b.lines, b.rowsum(x), "all"
    if kernel == "cg_scan16_int":
        for ctrl in (0x111, 0x112, 0x114, 0x118):
            x = b.add(x, b.dpp(0, x, ctrl))
        return b.lines, x, "all"
    if kernel == "cg_reduce8_int":
        for ctrl in (0xB1, 0x4E, 0x141):
            x = b.add(x, b.dpp(0, x, ctrl))
        return b.lines, x, "all"
    return None


def limit_module(kernel, cpu, wave):
    body = limit_ir(kernel, cpu.startswith("gfx9"))
    if body is None:
        return None
    lines, out, where = body
    if where == "lane0":
        store = """  %%l = and i32 %%t, 31
  %%z = icmp eq i32 %%l, 0
  br i1 %%z, label %%st, label %%done
st:
  %%w = lshr i32 %%i, 5
  %%h = getelementptr i32, ptr addrspace(1) %%q, i32 %%w
  store i32 %s, ptr addrspace(1) %%h
  br label %%done
done:""" % out
    else:
        store = """  %%h = getelementptr i32, ptr addrspace(1) %%q, i32 %%i
  store i32 %s, ptr addrspace(1) %%h""" % out
    feat = "+wavefrontsize64" if wave == 64 else "+wavefrontsize32"
    return """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @%s(ptr addrspace(1) %%p, ptr addrspace(1) %%q) #0 {
  %%t = call i32 @llvm.amdgcn.workitem.id.x()
  %%gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %%base = shl i32 %%gid, 8
  %%i = add i32 %%base, %%t
  %%g = getelementptr i32, ptr addrspace(1) %%p, i32 %%i
  %%x = load i32, ptr addrspace(1) %%g
%s
%s
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1, i1)
attributes #0 = { "target-cpu"="%s" "target-features"="%s" "amdgpu-flat-work-group-size"="1,256" }
""" % (kernel, "\n".join(lines), store, cpu, feat)

#===----------------------------------------------------------------------===#
# Compiling
#===----------------------------------------------------------------------===#


def llvm(a, name):
    return os.path.join(a.llvm_bin, name)


def compile_proj(a, cpu, wave, tmp, generic=False):
    """The project's AMDGPU IR of the CUDA file (the driver's .ll)."""
    out = os.path.join(tmp, "proj-generic" if generic else "proj")
    cmd = [os.path.join(a.build, "bin", "shfl-cuda-to-amdgpu"), "--cuda-device-only",
           "--cuda-headers=" + a.cuda,
           "--offload-arch=" + cpu, CUDA_SRC, "-o", out, "--emit=ll"]
    if not any(k.startswith(("radix_sort", "histogram", "wx_")) for k in a.selected):
        cmd.append("-DLIB_BENCH_NO_BMSK")
    if wave == 64 and not cpu.startswith("gfx9"):
        cmd.insert(1, "--wave64")
    if generic:
        cmd.insert(1, "--pipeline=ptx-asm-to-ir,nvvm-to-amdgpu{target},nvvm-warp-to-amdgpu,"
                   "nvvm-shfl-to-amdgpu<no-fast-paths;no-lane-versioning>")
    sb.sh(cmd + a.driver_args)
    return out + ".ll"


def compile_rocprim(a, cpu, wave, tmp):
    """rocPRIM's kernels as AMDGPU IR (clang -x hip -O2 -emit-llvm)."""
    out = os.path.join(tmp, "rocprim.ll")
    cmd = [llvm(a, "clang"), "-x", "hip", "--offload-device-only", "--offload-arch=" + cpu,
           "-nogpulib", "-O2", "-S", "-emit-llvm", HIP_SRC, "-o", out,
           "-D__AMDGCN_WAVEFRONT_SIZE=%d" % wave, "-I", a.rocm_include,
           "-include", HIP_PRELUDE]
    if wave == 64 and not cpu.startswith("gfx9"):
        cmd.append("-mwavefrontsize64")
    sb.sh(cmd)
    return out


def llc_cmd(a, cpu, wave):
    cmd = [llvm(a, "llc"), "-O2", "-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + cpu]
    if wave == 64 and not cpu.startswith("gfx9"):
        cmd.append("-mattr=+wavefrontsize64")
    return cmd


def kernel_asm(a, ll, kernels, cpu, wave, tmp):
    """{kernel: its assembly, or None where llc fails on it}.  The module
    goes through llc once; if llc fails, each kernel alone (llvm-extract)."""
    r = subprocess.run(llc_cmd(a, cpu, wave) + [ll, "-o", "-"], capture_output=True,
                       text=True)
    if r.returncode == 0:
        return {k: r.stdout if re.search(r"^%s:" % k, r.stdout, re.M) else None
                for k in kernels}

    def one(k):
        part = os.path.join(tmp, "%s.%s.bc" % (os.path.basename(ll), k))
        if subprocess.run([llvm(a, "llvm-extract"), "--func=" + k, ll, "-o", part],
                          capture_output=True).returncode != 0:
            return k, None
        s = subprocess.run(llc_cmd(a, cpu, wave) + [part, "-o", "-"],
                           capture_output=True, text=True)
        return k, s.stdout if s.returncode == 0 else None
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        return dict(ex.map(one, kernels))


def forced_fast_copy(a, ll, kernel, cpu, wave, tmp):
    """The assembly of \p kernel with lane versioning's fast copy forced
    (shfl-bench.py's forced_fast_copy on the kernel alone), or None."""
    part = os.path.join(tmp, "forced-%s.ll" % kernel)
    sb.sh([llvm(a, "llvm-extract"), "--func=" + kernel, "-S", ll, "-o", part])
    ir = sb.force_lane_copy(open(part).read())
    if ir is None:
        return None
    with open(part, "w") as f:
        f.write(ir)
    simple = sb.sh([llvm(a, "opt"), "-passes=instcombine,simplifycfg", "-S", part])
    with open(part, "w") as f:
        f.write(simple)
    return sb.sh(llc_cmd(a, cpu, wave) + [part, "-o", "-"])

#===----------------------------------------------------------------------===#
# Counting
#===----------------------------------------------------------------------===#


def items_of(asm, kernel):
    """The labels and instructions of \p kernel (shfl-bench.py's
    kernel_items), without the comments llc puts after some instructions."""
    return [(k, t.split(";")[0].strip() if k == "inst" else t)
            for k, t in sb.kernel_items(asm, kernel)]


# The NaN tests that amdgpu-nan-fixup-branches' ballot becomes (a class
# test on gfx90a/gfx94x, the integer compare elsewhere, a chain's end's
# unordered compare).
NAN_TESTS = ("v_cmp_class_f64", "v_cmp_lt_u64", "v_cmp_gt_u64", "v_cmp_u_f64")


def nan_detour(items, where, pc):
    """The detour's label index, its end and the label it returns to, if the branch
    at \p pc is a NaN fix-up's (NaNFixupBranches.h): `s_cbranch_vccnz` right
    after a NaN test into a block out of line that ends with `s_branch` to
    the label after the branch; else None."""
    op, *ops = items[pc][1].split()
    if op != "s_cbranch_vccnz" or pc + 1 >= len(items) or items[pc + 1][0] != "label":
        return None
    prev = next((t for k, t in reversed(items[:pc])
                 if k == "inst" and not t.startswith(("s_nop", "s_delay_alu", "s_waitcnt_depctr"))), "")
    if not prev.startswith(NAN_TESTS) or not prev.split()[1].startswith("vcc"):
        return None
    start, back = where.get(ops[-1]), items[pc + 1][1]
    if start is None or start <= pc:
        return None
    end = start + 1
    while end < len(items) and items[end][0] == "inst":
        end += 1
    last = items[end - 1][1].split()
    return (start, end, back) if last[0] == "s_branch" and last[-1] == back else None


def paths_of(items, nan_taken=False):
    """(the paths from the entry to s_endpgm as instruction lists, whether a
    back edge was dropped, how many NaN fix-up branches were met).  Scalar
    conditional branches fork (at most 6); s_cbranch_execz falls through,
    s_cbranch_execnz is taken; a branch to an earlier label (a loop's back
    edge) is never taken; a NaN fix-up's branch (nan_detour) is not taken,
    or with \p nan_taken always taken, its block walked and left by its
    branch back."""
    where = {v: i for i, (k, v) in enumerate(items) if k == "label"}
    paths, loops, detours = [], [False], [0]

    def walk(pc, out, forks):
        while pc < len(items):
            kind, text = items[pc]
            if kind == "label":
                pc += 1
                continue
            op = text.split()[0]
            if op == "s_endpgm":
                paths.append(out)
                return
            out = out + [text]
            target = text.split()[-1] if op.startswith(("s_branch", "s_cbranch_")) else None
            if target is not None and target in where and where[target] <= pc:
                loops[0] = True
                pc += 1
                continue
            if op == "s_branch":
                pc = where.get(target, len(items))
                continue
            detour = nan_detour(items, where, pc) if op == "s_cbranch_vccnz" else None
            if detour:
                detours[0] += 1
                if nan_taken:
                    start, end, back = detour
                    out = out + [t for k, t in items[start + 1:end]]
                    pc = where[back]
                else:
                    pc += 1
                continue
            if op in ("s_cbranch_execz", "s_cbranch_execnz"):
                pc = where.get(target, len(items)) if op == "s_cbranch_execnz" else pc + 1
                continue
            if op.startswith("s_cbranch_"):
                if forks < 6 and target in where:
                    walk(where[target], out, forks + 1)
                forks += 1
            pc += 1
    walk(0, [], 0)
    return paths, loops[0], detours[0]


CROSS_LDS = ("ds_bpermute", "ds_permute", "ds_swizzle")


def counts(lines, cpu, wave, a, tmp):
    path = os.path.join(tmp, "body-%d.s" % os.getpid())
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    out = sb.sh([llvm(a, "llvm-mca"), "-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + cpu,
                 "-mattr=+wavefrontsize%d" % wave, "-iterations=1", path])
    ops = [l.split()[0] for l in lines]
    return {
        "ins": len(ops),
        "xl": sum(o.startswith(CROSS_LDS) for o in ops),
        "sh": sum(o.startswith("ds_") and not o.startswith(CROSS_LDS) for o in ops),
        "dpp": sum(("_dpp" in o) or ("permlane" in o) for o in ops),
        "cyc": int(re.search(r"Total Cycles:\s+(\d+)", out).group(1)),
    }


def measure(asm, kernel, cpu, wave, a, tmp, forced=None):
    """The figures of the 1-D path of \p kernel (see the file comment), with
    "note": "V" (lane versioning's fast copy), "L" (a loop counted once),
    "N" (NaN fix-up branches not taken; then "nan_cyc" is the cycles of
    the same path with each of them taken)."""
    items = items_of(asm, kernel)

    def pick(nan_taken):
        paths, loops, detours = paths_of(items, nan_taken)
        if not paths:
            return None
        note = ("L" if loops else "") + ("N" if detours else "")
        if forced is not None:
            # The forced kernel's paths, its NaN detours not taken (a chain's
            # detour moves lanes too).
            want = {tuple(sb.crosslane_ops(p)) for p in paths_of(items_of(forced, kernel))[0]}
            match = {tuple(p) for p in paths if tuple(sb.crosslane_ops(p)) in want}
            if len(match) == 1:
                r = counts(list(match.pop()), cpu, wave, a, tmp)
                r["note"] = note + "V"
                return r
        best = max((counts(p, cpu, wave, a, tmp) for p in paths), key=lambda r: r["cyc"])
        best["note"] = note
        return best
    r = pick(False)
    if r and "N" in r["note"]:
        r["nan_cyc"] = pick(True)["cyc"]
    return r

#===----------------------------------------------------------------------===#
# Exactness on the emulator
#===----------------------------------------------------------------------===#


def launch_file(kernel, tmp):
    family = kernel.rsplit("_", 1)[0]
    ty = {"int": "i32", "float": "f32", "double": "f64"}[kernel.rsplit("_", 1)[1]]
    n = 512 * ITEMS.get(family, 1)
    init = {"i32": "rand:%d" % (len(kernel) * 7 + 1), "f32": "iota:-7.125:0.3719",
            "f64": "iota:3.5e15:-1.234567e13"}[ty]
    path = os.path.join(tmp, kernel + ".launch")
    with open(path, "w") as f:
        f.write("kernel %s\ngrid 2\nblock 256\narg buf:in:%s:%d=%s\narg buf:out:%s:%d\n"
                "print out\n" % (kernel, ty, n, init, ty, n))
    return path


def emulate(a, ll, kernels, cpu, wave, tmp):
    """{kernel: its printed output, or None}: one wave-emu run per kernel."""
    emu = os.path.join(a.build, "bin", "wave-emu")

    def one(k):
        cmd = [emu, "-mcpu=" + cpu, ll, "--launch=" + launch_file(k, tmp)]
        if wave == 64 and not cpu.startswith("gfx9"):
            cmd.insert(2, "-mattr=+wavefrontsize64")
        r = subprocess.run(cmd, capture_output=True, text=True)
        return k, r.stdout if r.returncode == 0 else None
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        return dict(ex.map(one, kernels))

#===----------------------------------------------------------------------===#


def print_row(a, row, first, rest):
    """One table row: markdown, or columns (the first two FIRST wide, the others REST)."""
    if a.markdown:
        print("| " + " | ".join(row) + " |")
    else:
        print(" ".join("%-*s" % (first, c) if i < 2 else "%*s" % (rest, c)
                       for i, c in enumerate(row)))
    sys.stdout.flush()

def main():
    ap = argparse.ArgumentParser(description="CUB and cooperative groups through the "
                                 "project against rocPRIM")
    ap.add_argument("--build", default=os.path.join(ROOT, "build-llvm22"))
    ap.add_argument("--llvm", default="22")
    ap.add_argument("--cuda", default="/usr/local/cuda")
    ap.add_argument("--rocm-include", default="/usr/include")
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--kernels", default=".", help="a regular expression")
    ap.add_argument("--emu", action="store_true", help="check exactness on wave-emu")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--driver-arg", dest="driver_args", action="append", default=[],
                    metavar="ARG", help="an option for the project's driver "
                    "(--driver-arg=--unroll=nvptx)")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    a = ap.parse_args()
    a.llvm_bin = "/usr/lib/llvm-%s/bin" % a.llvm
    kernels = [k for k in KERNELS if re.search(a.kernels, k)]
    a.selected = kernels

    def cell(r):
        if r is None:
            return "-", "-"
        return "%d/%d/%d/%d" % (r["ins"], r["xl"], r["sh"], r["dpp"]), \
            "%d%s" % (r["cyc"], r.get("note", ""))

    if a.markdown:
        print("| kernel | target | proj ins/xLDS/LDS/DPP | proj cyc | rocPRIM ins/xLDS/LDS/DPP "
              "| rocPRIM cyc | proj/rocPRIM | limit ins/xLDS/LDS/DPP | limit cyc | exact |")
        print("|" + "---|" * 10)
    nan_rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for tname in a.targets.split(","):
            cpu, wave = TARGETS[tname]
            ttmp = os.path.join(tmp, tname)
            os.makedirs(ttmp)
            proj_ll = compile_proj(a, cpu, wave, ttmp)
            try:
                roc_ll = compile_rocprim(a, cpu, wave, ttmp)
            except RuntimeError as e:
                sys.stderr.write("rocPRIM %s: %s\n" % (tname, e))
                roc_ll = None
            proj = kernel_asm(a, proj_ll, kernels, cpu, wave, ttmp)
            roc = kernel_asm(a, roc_ll, kernels, cpu, wave, ttmp) if roc_ll else {}
            exact = {}
            if a.emu:
                gen_ll = compile_proj(a, cpu, wave, ttmp, generic=True)
                got = emulate(a, proj_ll, kernels, cpu, wave, ttmp)
                ref = emulate(a, gen_ll, kernels, cpu, wave, ttmp)
                ints = [k for k in kernels if k.endswith("_int") and roc.get(k)]
                rref = emulate(a, roc_ll, ints, cpu, wave, ttmp) if roc_ll else {}
                for k in kernels:
                    if got[k] is None or ref[k] is None:
                        exact[k] = "emu failed"
                    elif got[k] != ref[k]:
                        exact[k] = "DIFFERS"
                    elif rref.get(k) is not None:
                        exact[k] = "ok/r" if rref[k] == got[k] else "ok/r differs"
                    else:
                        exact[k] = "ok"
            for k in kernels:
                forced = forced_fast_copy(a, proj_ll, k, cpu, wave, ttmp) if proj[k] else None
                p = measure(proj[k], k, cpu, wave, a, ttmp, forced) if proj[k] else None
                r = measure(roc[k], k, cpu, wave, a, ttmp) if roc.get(k) else None
                lim = None
                mod = limit_module(k, cpu, wave)
                if mod:
                    path = os.path.join(ttmp, "limit-%s.ll" % k)
                    with open(path, "w") as f:
                        f.write(mod)
                    sb.attributed(path, llvm(a, "opt"))
                    lim = measure(sb.sh(llc_cmd(a, cpu, wave) + [path, "-o", "-"]), k, cpu,
                                  wave, a, ttmp)
                ratio = "%.2f" % (p["cyc"] / r["cyc"]) if p and r else "-"
                row = [k, tname, *cell(p), *cell(r), ratio, *cell(lim), exact.get(k, "-")]
                print_row(a, row, 20, 14)
                if p and "nan_cyc" in p:
                    nan_rows.append([k, tname, str(p["cyc"]), str(p["nan_cyc"]),
                                     str(r["cyc"]) if r else "-"])
    if nan_rows:
        # The rows marked N: their cycles when every NaN fix-up's branch is
        # taken (a wave that makes a NaN at every step).
        print()
        if a.markdown:
            print("| kernel | target | proj cyc, no NaN | proj cyc, every NaN branch taken "
                  "| rocPRIM cyc |")
            print("|" + "---|" * 5)
        for row in nan_rows:
            print_row(a, row, 20, 14)


if __name__ == "__main__":
    main()

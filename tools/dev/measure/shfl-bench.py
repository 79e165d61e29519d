#!/usr/bin/env python3
#===- tools/dev/measure/shfl-bench.py - Shuffle patterns, four ways -----------===#
#
# Part of shfl-lowering, an out-of-tree LLVM project.
#
#===----------------------------------------------------------------------===#
#
# One command that compiles each warp-shuffle pattern for each target four
# ways and prints, side by side:
#
#   proj   this project: the CUDA source through shfl-cuda-to-amdgpu (clang
#          with the plugin, the project's minimal CUDA header, llc -O2)
#   opt    this project's opt flow (docs/pass-order.md): clang's optimised
#          NVPTX IR of the same source, the project's passes through opt,
#          then the kernel skeleton, permute-address-merge,
#          amdgpu-lane-offset-adds, amdgpu-nan-class-tests and
#          amdgpu-nan-fixup-branches through a second opt, llc -O2; printed in
#          a second table
#   hip    the same source with HIP's __shfl_* from the Debian HIP headers
#          (/usr/include/hip), compiled by clang -x hip -O2
#   limit  a hand-written exact sequence (DPP / permlanex16 / readlane IR,
#          from docs in shared/reference/dpp-sequences.md, run on wave-emu
#          there), through llc -O2
#
# For each: instructions of the kernel body, LDS-pipe ops (ds_*), DPP and
# permlane ops, s_waitcnt/s_wait_* waits, and llvm-mca's cycles for one
# iteration of the body.  "shfl" is the shuffle-only cycles: the kernel's
# cycles less the same flow's load+store kernel.  The ratios are proj/hip
# and proj/limit of the shuffle-only cycles.  llvm-mca models LDS ops with a
# latency of 5 cycles on gfx9 and 20 on gfx11/12 (AMDGPU's SISchedule.td),
# far below the ~50+ cycles measured on hardware, so LDS ops are also
# counted separately.
#
# A kernel that nvvm-shfl-to-amdgpu versions on threadIdx.x & 31 being the
# lane (docs/lane-versioning.md; up_scan, rotate1) holds two copies of its
# body, and the whole-body figures count both.  "1d" is the path that a
# 1-D block executes: from the kernel's label to s_endpgm, each branch on a
# scalar condition (vcc, scc: the entry's test and the flow block that
# AMDGPU's structurizer adds) both ways, at most four of them
# (s_cbranch_execz not taken and s_cbranch_execnz taken, since every lane is
# active; s_branch followed).  Of those paths, the one whose DPP, permlane
# and LDS ops are those of the same kernel with the entry's ballot forced to
# "no lane mismatches" (opt instcombine,simplifycfg; llc) is the 1-D path;
# if no path, or several different ones, match, "1d" is "-".  A kernel without a conditional
# branch is one path: its 1d figures are its whole-body ones.
#
#   python3 tools/dev/measure/shfl-bench.py [--build build-llvm22] [--llvm 22]
#                                       [--patterns a,b] [--targets t,u]
#
#===----------------------------------------------------------------------===#

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

# name: (cpu, wave)
TARGETS = {
    "gfx90a": ("gfx90a", 64),
    "gfx942": ("gfx942", 64),
    "gfx1100w32": ("gfx1100", 32),
    "gfx1100w64": ("gfx1100", 64),
    "gfx1200": ("gfx1200", 32),
}

# The CUDA/HIP body of each pattern: v is the lane's value, lane = tid & 31.
# A pair is (CUDA body, HIP body).
PATTERNS = {
    "base": "",  # the skeleton: load and store, no shuffle
    "xor_allreduce": "for (int m = 16; m > 0; m >>= 1) v += XOR(v, m, 32);",
    # The tree's total is in lane 0 only; the broadcast passes it on (so the
    # other lanes' partial sums are never used).
    "down_tree": "for (int d = 16; d > 0; d >>= 1) v += DOWN(v, d, 32); "
                 "v = IDX(v, 0, 32);",
    "up_scan": "for (int d = 1; d < 32; d <<= 1) { int y = UP(v, d, 32); "
               "if (lane >= d) v += y; }",
    # CUB's WarpScanShfl step, as inline PTX (the predicate guards the add);
    # HIP has no predicate, so its body is up_scan's.
    "up_scan_cub": ("for (int d = 1; d < 32; d <<= 1) asm volatile(\"{ .reg .s32 r0; "
                    ".reg .pred p; shfl.sync.up.b32 r0|p, %1, %2, 0, -1; "
                    "@p add.s32 r0, r0, %1; mov.s32 %0, r0; }\" : \"=r\"(v) : "
                    "\"r\"(v), \"r\"(d));",
                    "for (int d = 1; d < 32; d <<= 1) { int y = UP(v, d, 32); "
                    "if (lane >= d) v += y; }"),
    "bcast0": "v = IDX(v, 0, 32);",
    "xor1": "v = XOR(v, 1, 32);",
    "down1": "v = DOWN(v, 1, 32);",
    "rotate1": "v = IDX(v, (lane + 1) & 31, 32);",
    # The same rotation with the lane from %laneid, as CUB's LaneId() and
    # cooperative groups' thread_rank() read it (HIP: __lane_id()).
    "rotate1_laneid": ("unsigned l; asm(\"mov.u32 %0, %%laneid;\" : \"=r\"(l)); "
                       "v = IDX(v, (l + 1) & 31, 32);",
                       "v = IDX(v, (__lane_id() + 1) & 31, 32);"),
    "xor_w16": "for (int m = 8; m > 0; m >>= 1) v += XOR(v, m, 16);",
    "runtime": "v = IDX(v, r[t], 32);",
}


def body_of_pattern(pattern, hip):
    body = PATTERNS[pattern]
    return body if isinstance(body, str) else body[1 if hip else 0]


SOURCE = r"""
#ifdef __HIP__
#include <hip/hip_runtime.h>
#define TID __builtin_amdgcn_workitem_id_x()
#define XOR(v, m, w) __shfl_xor(v, m, w)
#define DOWN(v, d, w) __shfl_down(v, d, w)
#define UP(v, d, w) __shfl_up(v, d, w)
#define IDX(v, l, w) __shfl(v, l, w)
#else
#include <cuda_runtime.h>
#define TID threadIdx.x
#define XOR(v, m, w) __shfl_xor_sync(0xffffffffu, v, m, w)
#define DOWN(v, d, w) __shfl_down_sync(0xffffffffu, v, d, w)
#define UP(v, d, w) __shfl_up_sync(0xffffffffu, v, d, w)
#define IDX(v, l, w) __shfl_sync(0xffffffffu, v, l, w)
#endif
extern "C" __global__ void k(const int *p, int *q, const int *r) {
  unsigned t = TID;
  int lane = t & 31;
  (void)lane;
  int v = p[t];
  BODY
  q[t] = v;
}
"""

#===----------------------------------------------------------------------===#
# The hand-written limit, as LLVM IR
#===----------------------------------------------------------------------===#


class IR:
    """Builds the body of the limit kernel; x is the loaded value."""

    def __init__(self):
        self.lines, self.n = [], 0

    def tmp(self):
        self.n += 1
        return "%%t%d" % self.n

    def emit(self, rhs):
        r = self.tmp()
        self.lines.append("  %s = %s" % (r, rhs))
        return r

    def dpp(self, old, src, ctrl, rm=0xF, bm=0xF, bc=False):
        return self.emit("call i32 @llvm.amdgcn.update.dpp.i32(i32 %s, i32 %s, i32 %d, "
                         "i32 %d, i32 %d, i1 %s)" % (old, src, ctrl, rm, bm,
                                                    "true" if bc else "false"))

    def px16(self, src, lo, hi):
        return self.emit("call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %s, "
                         "i32 %d, i32 %d, i1 false, i1 false)" % (src, lo, hi))

    def add(self, a, b):
        return self.emit("add i32 %s, %s" % (a, b))

    def rowsum(self, x):
        for ctrl in (0xB1, 0x4E, 0x141, 0x140):
            x = self.add(x, self.dpp(0, x, ctrl))
        return x


def limit_body(pattern, gfx9):
    """The dpp-sequences.md sequence of \p pattern; None if there is none."""
    b = IR()
    x = "%x"
    if pattern == "base":
        out = x
    elif pattern in ("xor_allreduce", "down_tree"):
        # The down-tree and its broadcast leave the warp's total in every
        # lane, as the all-reduce does: for an integer sum any order is
        # exact, so its limit is the all-reduce's.
        r = b.rowsum(x)
        if gfx9:
            a = b.add(r, b.dpp(0, r, 0x142, rm=0xA))
            s = b.dpp(a, a, 0x130, rm=0x5, bm=0x8)
            out = b.dpp(s, s, 0x15F, rm=0x5)
        else:
            out = b.add(r, b.px16(r, 0, 0))
    elif pattern in ("up_scan", "up_scan_cub"):
        for ctrl in (0x111, 0x112, 0x114, 0x118):
            x = b.add(x, b.dpp(0, x, ctrl))
        if gfx9:
            out = b.add(x, b.dpp(0, x, 0x142, rm=0xA))
        else:
            t = b.px16(x, -1, -1)
            out = b.add(x, b.dpp(0, t, 0xE4, rm=0xA))
    elif pattern == "bcast0":
        if gfx9:
            a = b.dpp("poison", x, 0x150)
            out = b.dpp(a, a, 0x142, rm=0xA)
        else:
            t = b.px16(x, 0, 0)
            out = b.dpp(t, x, 0x150, rm=0x5)
    elif pattern == "xor1":
        out = b.dpp("poison", x, 0xB1)
    elif pattern == "down1":
        if gfx9:
            t = b.dpp(x, x, 0x130, rm=0x5)
            out = b.dpp(t, x, 0x101, rm=0xA)
        else:
            t = b.px16(x, 0x87654321, 0x0FEDCBA9)  # lane k reads (k + 1) & 15
            u = b.dpp(x, t, 0xE4, rm=0x5)
            out = b.dpp(u, x, 0x101)
    elif pattern in ("rotate1", "rotate1_laneid"):
        if gfx9:
            t = b.dpp("poison", x, 0x130, rm=0x5)
            m = b.dpp("poison", x, 0x140)
            u = b.dpp(t, m, 0x142, rm=0xA)
            out = b.dpp(u, x, 0x101, rm=0xA)
        else:
            out = b.dpp(b.px16(x, 0, 0), x, 0x101)
    elif pattern == "xor_w16":
        out = b.rowsum(x)
    else:
        return None
    return "\n".join(b.lines), out


def limit_module(pattern, cpu, wave):
    gfx9 = cpu.startswith("gfx9")
    body = limit_body(pattern, gfx9)
    if body is None:
        return None
    text, out = body
    feat = "+wavefrontsize64" if wave == 64 else "+wavefrontsize32"
    # 0x87654321 does not fit an i32 literal as written; print it signed.
    text = re.sub(r"i32 (\d{10,})", lambda m: "i32 %d" % (int(m.group(1)) - (1 << 32)
                  if int(m.group(1)) >= 1 << 31 else int(m.group(1))), text)
    return """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %%p, ptr addrspace(1) %%q, ptr addrspace(1) %%r) #0 {
  %%t = call i32 @llvm.amdgcn.workitem.id.x()
  %%g = getelementptr i32, ptr addrspace(1) %%p, i32 %%t
  %%x = load i32, ptr addrspace(1) %%g
%s
  %%h = getelementptr i32, ptr addrspace(1) %%q, i32 %%t
  store i32 %s, ptr addrspace(1) %%h
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1, i1)
attributes #0 = { "target-cpu"="%s" "target-features"="%s" "amdgpu-flat-work-group-size"="1,1024" }
""" % (text, out, cpu, feat)

#===----------------------------------------------------------------------===#
# Compiling and counting
#===----------------------------------------------------------------------===#


def sh(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        raise RuntimeError("%s failed:\n%s" % (" ".join(cmd), r.stderr[-2000:]))
    return r.stdout


def body_of(asm):
    """The instructions of kernel k: all of them from its label to its end,
    s_endpgm excluded (a versioned kernel has both copies and may have an
    s_endpgm in each)."""
    return [text for kind, text in kernel_items(asm)
            if kind == "inst" and not text.startswith("s_endpgm")]


def kernel_items(asm, name="k"):
    """The labels and instructions of the kernel \p name, in order, to its
    end."""
    items, inside = [], False
    for line in asm.splitlines():
        if re.match(r"^%s:" % re.escape(name), line):
            inside = True
            continue
        if not inside:
            continue
        s = line.strip()
        if s.startswith(".Lfunc_end") or s.startswith(".size"):
            break
        m = re.match(r"^(\.LBB\w+):", s)
        if m:
            items.append(("label", m.group(1)))
        elif s and not s.startswith((".", ";")) and not s.endswith(":"):
            items.append(("inst", s))
    return items


def entry_paths(asm):
    """The paths from the kernel's label to s_endpgm (exclusive), as
    instruction lists: at each s_cbranch_* on a scalar condition (vcc, scc)
    both ways, at most four of them; s_cbranch_execz falls through and
    s_cbranch_execnz is taken (every lane is active); s_branch is followed.
    None if the kernel has no conditional branch or no path ends."""
    items = kernel_items(asm)
    where = {v: i for i, (k, v) in enumerate(items) if k == "label"}
    if not any(k == "inst" and v.startswith("s_cbranch_") for k, v in items):
        return None
    paths = []

    def walk(pc, out, forks):
        for _ in range(100000):
            if pc >= len(items):
                return
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
            if op == "s_branch":
                taken = True
            elif op in ("s_cbranch_execz", "s_cbranch_execnz"):
                taken = op == "s_cbranch_execnz"
            elif op.startswith("s_cbranch_"):
                if forks >= 4 or target not in where:
                    return
                walk(where[target], out, forks + 1)
                taken = False
                forks += 1
            else:
                taken = False
            if taken:
                if target not in where:
                    return
                pc = where[target]
            else:
                pc += 1

    walk(0, [], 0)
    return paths or None


def crosslane_ops(lines):
    """The sorted DPP, permlane and LDS instructions of \p lines, without
    their registers: what tells the two copies of a versioned kernel apart."""
    out = []
    for l in lines:
        op = l.split()[0]
        if "_dpp" in op or "permlane" in op or op.startswith("ds_"):
            mods = " ".join(w for w in l.split()[1:] if ":" in w and "[" not in w.split(":")[0])
            out.append(op + " " + mods)
    return sorted(out)


def count(lines, cpu, wave, mca, tmp):
    path = os.path.join(tmp, "body.s")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    mattr = "-mattr=+wavefrontsize%d" % wave
    out = sh([mca, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + cpu, mattr, "-iterations=1", path])
    cyc = int(re.search(r"Total Cycles:\s+(\d+)", out).group(1))
    ops = [l.split()[0] for l in lines]
    return {
        "insts": len(ops),
        "lds": sum(o.startswith("ds_") for o in ops),
        "dpp": sum(("_dpp" in o) or ("permlane" in o) for o in ops),
        "waits": sum(o.startswith(("s_waitcnt", "s_wait_")) for o in ops),
        "cyc": cyc,
    }


def measure(asm, cpu, wave, mca, tmp, forced_asm=None):
    """The whole body's figures; with "1d", those of the 1-D path (see the
    file comment; \p forced_asm is the kernel with the fast copy forced)."""
    res = count(body_of(asm), cpu, wave, mca, tmp)
    paths = entry_paths(asm)
    # The slowest path from the entry to s_endpgm: what a wave that takes
    # the dearer way pays (the whole body for a kernel without branches).
    res["slow"] = max((count(p, cpu, wave, mca, tmp) for p in paths),
                      key=lambda r: r["cyc"]) if paths else dict(res)
    if paths is None:
        res["1d"] = dict(res)
    elif forced_asm is not None:
        want = crosslane_ops(body_of(forced_asm))
        match = [p for p in paths if crosslane_ops(p) == want]
        # One path, or several that differ only in instructions that are
        # not cross-lane ones (then the figures would differ: "-").
        one = len({tuple(p) for p in match}) == 1
        res["1d"] = count(match[0], cpu, wave, mca, tmp) if one else None
    else:
        res["1d"] = None
    return res


def llc_of(ll, cpu, wave, a):
    """The assembly of the AMDGPU IR file \p ll (llc -O2)."""
    cmd = [os.path.join(a.llvm_bin, "llc"), "-O2", "-mtriple=amdgcn-amd-amdhsa",
           "-mcpu=" + cpu, ll, "-o", "-"]
    if wave == 64 and not cpu.startswith("gfx9"):
        cmd.insert(-3, "-mattr=+wavefrontsize64")
    return sh(cmd)


def force_lane_copy(ir):
    """\p ir with the entry's ballot of lane versioning (of the lanes where
    threadIdx.x & 31 is not the lane) replaced by 0, or None if \p ir has
    not exactly one such ballot.  The ballots of a NaN test
    (amdgpu-nan-fixup-branches: of a class test, an integer compare with
    the bits of infinity, its negation, or a chain's `fcmp uno`) are not
    lane versioning's."""
    ballot = r"(@llvm\.amdgcn\.ballot\.i(?:32|64))\(i1 (%[\w.]+)\)"
    nan_test = (r"@llvm\.amdgcn\.class|icmp u[gl]t i64 .*, 92188684372274053\d\d"
                r"|xor i1 .*, true|fcmp uno ")
    defs = dict(re.findall(r"^\s*(%[\w.]+) = (.*)$", ir, re.M))
    lv = [m for m in re.finditer(ballot, ir)
          if not re.search(nan_test, defs.get(m.group(2), ""))]
    if len(lv) != 1:
        return None
    m = lv[0]
    return ir[:m.start()] + m.group(1) + "(i1 false)" + ir[m.end():]


def forced_fast_copy(ir, cpu, wave, a, tmp):
    """The assembly of the AMDGPU IR \p ir with the fast copy of lane
    versioning forced (None if it has no such ballot)."""
    ir = force_lane_copy(ir)
    if ir is None:
        return None
    forced = os.path.join(tmp, "forced.ll")
    with open(forced, "w") as f:
        f.write(ir)
    simple = sh([os.path.join(a.llvm_bin, "opt"), "-passes=instcombine,simplifycfg",
                 "-S", forced])
    with open(forced, "w") as f:
        f.write(simple)
    return llc_of(forced, cpu, wave, a)


def compile_proj(src, cpu, wave, a, tmp):
    """The kernel's assembly through the driver, and that of the same kernel
    with the fast copy of lane versioning forced (or None)."""
    out = os.path.join(tmp, "proj")
    cmd = [os.path.join(a.build, "bin", "shfl-cuda-to-amdgpu"), "--cuda-device-only",
           "--cuda-headers=shim",
           "--offload-arch=" + cpu, src, "-o", out, "--emit=ll,s"]
    if wave == 64 and not cpu.startswith("gfx9"):
        cmd.insert(1, "--wave64")
    sh(cmd)
    asm = open(out + ".s").read()
    return asm, forced_fast_copy(open(out + ".ll").read(), cpu, wave, a, tmp)


# docs/pass-order.md's opt flow: the project's passes on the NVVM IR, then,
# on the AMDGPU module (whose triple makes opt know AMDGPU's passes), the
# driver's kernel skeleton, permute-address-merge, amdgpu-lane-offset-adds,
# amdgpu-nan-class-tests and amdgpu-nan-fixup-branches.
OPT_PIPELINE = ("ptx-asm-to-ir,nvvm-to-amdgpu<%s>,nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu,"
                "ptx-asm-check")
OPT_SKELETON = ("cgscc(inline),function(sroa),function(infer-address-spaces),amdgpu-attributor,permute-address-merge,amdgpu-lane-offset-adds,"
                "amdgpu-nan-class-tests,"
                "amdgpu-nan-fixup-branches")


def compile_opt(src, cpu, wave, a, tmp):
    """The opt flow (README, "From opt"): clang's optimised NVPTX IR of the
    CUDA source with the project's CUDA header, the project's passes through
    opt, llc -O2; with the forced fast copy as compile_proj."""
    shim = os.path.join(ROOT, "include", "cuda-shim")
    nvvm = os.path.join(tmp, "nvvm.ll")
    sh([os.path.join(a.llvm_bin, "clang"), "-x", "cuda", "--cuda-device-only",
        "--cuda-gpu-arch=sm_80", "-nocudalib", "-nocudainc",
        "--cuda-path=" + os.path.join(shim, "no-toolkit"), "-I", shim,
        "-include", "cuda_runtime.h", "-Xclang", "-target-feature", "-Xclang",
        "+ptx70", "-O2", "-S", "-emit-llvm", src, "-o", nvvm])
    target = cpu + (";wave64" if wave == 64 and not cpu.startswith("gfx9") else "")
    out = os.path.join(tmp, "opt.ll")
    plugin = "-load-pass-plugin=" + os.path.join(a.build, "lib", "ShflLowering.so")
    sh([os.path.join(a.llvm_bin, "opt"), plugin, "-passes=" + OPT_PIPELINE % target,
        "-S", nvvm, "-o", out])
    sh([os.path.join(a.llvm_bin, "opt"), plugin, "-passes=" + OPT_SKELETON,
        "-S", out, "-o", out])
    return llc_of(out, cpu, wave, a), forced_fast_copy(open(out).read(), cpu, wave, a, tmp)


def compile_hip(src, cpu, wave, a, tmp):
    out = os.path.join(tmp, "hip.s")
    cmd = [os.path.join(a.llvm_bin, "clang"), "-x", "hip", "--offload-device-only",
           "--offload-arch=" + cpu, "-nogpulib", "-O2", "-S", src, "-o", out,
           "-D__AMDGCN_WAVEFRONT_SIZE=%d" % wave, "-I", a.hip_include]
    if wave == 64 and not cpu.startswith("gfx9"):
        cmd.append("-mwavefrontsize64")
    sh(cmd)
    return open(out).read()


def attributed(ll, opt):
    """\p ll after amdgpu-attributor, as the driver's and HIP's pipelines
    run it: the kernel's "amdgpu-no-*" attributes leave the implicit
    arguments and the packed work-item ids out, so the limit kernel has the
    same skeleton (load, store, their waits) as the kernels it bounds."""
    sh([opt, "-passes=amdgpu-attributor", "-S", ll, "-o", ll])
    return ll


def compile_limit(pattern, cpu, wave, a, tmp):
    mod = limit_module(pattern, cpu, wave)
    if mod is None:
        return None
    ll = os.path.join(tmp, "limit.ll")
    with open(ll, "w") as f:
        f.write(mod)
    return llc_of(attributed(ll, os.path.join(a.llvm_bin, "opt")), cpu, wave, a)


def main():
    ap = argparse.ArgumentParser(
        description="Shuffle patterns: this project, HIP and a hand-written limit")
    ap.add_argument("--build", default=os.path.join(ROOT, "build-llvm22"))
    ap.add_argument("--llvm", default="22")
    ap.add_argument("--hip-include", default="/usr/include")
    ap.add_argument("--patterns", default=",".join(p for p in PATTERNS if p != "base"))
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--markdown", action="store_true", help="print a Markdown table")
    a = ap.parse_args()
    a.llvm_bin = "/usr/lib/llvm-%s/bin" % a.llvm
    mca = os.path.join(a.llvm_bin, "llvm-mca")
    # "opt" (the opt flow) is measured with the others and printed in a
    # table of its own after the main one (--markdown) or in the last columns.
    flows = ("proj", "hip", "limit", "opt")
    cols = ["pattern", "target"] + ["%s %s" % (f, k) for f in flows
                                    for k in ("ins", "lds", "dpp", "wait", "cyc", "shfl")] \
        + ["proj/hip", "proj/limit"] \
        + ["1d ins", "1d cyc", "1d shfl", "1d/limit"] \
        + ["slow ins", "slow cyc", "slow shfl", "slow/hip"] \
        + ["opt/hip", "opt/limit", "opt 1d ins", "opt 1d cyc", "opt 1d shfl",
           "opt 1d/limit", "opt slow ins", "opt slow cyc", "opt slow shfl",
           "opt slow/hip"]
    header = ("| pattern | target | {f} ins/LDS/DPP | {f} shfl | HIP ins/LDS/DPP | "
              "HIP shfl | limit ins/LDS/DPP | limit shfl | {f}/HIP | {f}/limit | "
              "{f} 1-D path ins/shfl | 1-D/limit | {f} slowest path ins/shfl | "
              "slowest/HIP |\n|" + "---|" * 14)
    if a.markdown:
        print(header.format(f="proj"))
    else:
        print(" ".join("%-13s" % c if i < 2 else "%9s" % c for i, c in enumerate(cols)))
    opt_rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for tname in a.targets.split(","):
            cpu, wave = TARGETS[tname]
            base = {}
            for pattern in ["base"] + a.patterns.split(","):
                src = os.path.join(tmp, "k.cu")
                with open(src, "w") as f:
                    f.write(SOURCE.replace("BODY", body_of_pattern(pattern, hip=False)))
                hsrc = os.path.join(tmp, "k.hip")
                with open(hsrc, "w") as f:
                    f.write(SOURCE.replace("BODY", body_of_pattern(pattern, hip=True)))
                res = {}
                for flow in flows:
                    try:
                        asm = {"proj": lambda: compile_proj(src, cpu, wave, a, tmp),
                               "opt": lambda: compile_opt(src, cpu, wave, a, tmp),
                               "hip": lambda: (compile_hip(hsrc, cpu, wave, a, tmp), None),
                               "limit": lambda: (compile_limit(pattern, cpu, wave, a, tmp),
                                                 None)
                               }[flow]()
                        res[flow] = measure(asm[0], cpu, wave, mca, tmp, asm[1]) \
                            if asm[0] else None
                    except RuntimeError as e:
                        sys.stderr.write("%s %s %s: %s\n" % (pattern, tname, flow, e))
                        res[flow] = None
                if pattern == "base":
                    # The load+store kernel: its row shows the skeleton (its
                    # shuffle-only cycles are 0 by definition).
                    base = res
                shfl = {}
                cells = {}
                for flow in flows:
                    r = res[flow]
                    if r is None or base.get(flow) is None:
                        cells[flow] = ["-"] * 6
                        continue
                    shfl[flow] = r["cyc"] - base[flow]["cyc"]
                    cells[flow] = [r["insts"], r["lds"], r["dpp"], r["waits"], r["cyc"],
                                   shfl[flow]]
                row = [pattern, tname] + [c for flow in flows for c in cells[flow]]

                def ratio(x, y):
                    if x not in shfl or y not in shfl or shfl[y] <= 0:
                        return "-"
                    return "%.2f" % (shfl[x] / shfl[y])

                def path(flow, key, against):
                    """The columns of one path of a flow's kernel."""
                    p = res[flow] and res[flow][key]
                    b = base.get(flow) and base[flow][key]
                    if not (p and b):
                        return ["-"] * 4
                    shfl[flow + key] = p["cyc"] - b["cyc"]
                    return [p["insts"], p["cyc"], shfl[flow + key],
                            ratio(flow + key, against)]
                # The 1-D path against the limit, the slowest against HIP.
                proj_paths = path("proj", "1d", "limit") + path("proj", "slow", "hip")
                opt_paths = path("opt", "1d", "limit") + path("opt", "slow", "hip")
                row += [ratio("proj", "hip"), ratio("proj", "limit")] + proj_paths \
                    + [ratio("opt", "hip"), ratio("opt", "limit")] + opt_paths
                if a.markdown:
                    def part(c):
                        return ["-", "-"] if c[0] == "-" else ["%s/%s/%s" % tuple(c[:3]), c[5]]

                    def md_row(flow, ratios, paths):
                        one_d = "-" if paths[0] == "-" else "%s/%s" % (paths[0], paths[2])
                        slow = "-" if paths[4] == "-" else "%s/%s" % (paths[4], paths[6])
                        return "| " + " | ".join(str(c) for c in (
                            [pattern, tname] + part(cells[flow]) + part(cells["hip"])
                            + part(cells["limit"]) + ratios
                            + [one_d, paths[3], slow, paths[7]])) + " |"
                    print(md_row("proj", [ratio("proj", "hip"), ratio("proj", "limit")],
                                 proj_paths))
                    opt_rows.append(md_row("opt", [ratio("opt", "hip"), ratio("opt", "limit")],
                                           opt_paths))
                else:
                    print(" ".join("%-13s" % c if i < 2 else "%9s" % c
                                   for i, c in enumerate(row)))
                sys.stdout.flush()
    if a.markdown and opt_rows:
        print("\nThe opt flow (clang's NVPTX IR, the project's passes through opt, llc -O2):\n")
        print(header.format(f="opt"))
        print("\n".join(opt_rows))

if __name__ == "__main__":
    main()

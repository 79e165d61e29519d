#!/usr/bin/env python3
#===- tools/dev/measure/ggml-bench.py - ggml's kernels against their HIP build ===#
#
# Part of shfl-lowering, an out-of-tree LLVM project.
#
#===----------------------------------------------------------------------===#
#
# Compiles the ggml kernels of test/e2e/kernels/ggml_kernels.cu (ggml's CUDA
# backend: col2im_1d, k_bin_bcast<op_add>, soft_max_f32, norm_f32,
# rms_norm_f32 fused with mul, argmax_f32, quantize_q8_1 and mul_mat_vec_f
# for f32 weights) two ways and prints them side by side:
#
#   proj  the CUDA file through shfl-cuda-to-amdgpu with the CUDA toolkit's
#         headers (--cuda-headers=DIR), llc -O2
# Both are compiled as ggml's release build is, with -DNDEBUG (soft_max's
# device assert left out).
#
#   hip   the same file as HIP, as ggml's own HIP build compiles it: clang
#         -x hip -O2 with build-time/ggml-hip.h (ggml's mapping of the CUDA
#         names) and the ROCm device libraries (OCML's expf, OCKL's assert),
#         llc -O2
#
# Per kernel the columns of lib-bench.py (instructions / cross-lane LDS ops /
# other LDS ops / DPP and permlane ops of the path a block executes, and
# llvm-mca's cycles of one pass over it; "L": a loop's body counted once,
# "V": lane versioning's fast copy), and, with --emu, what each module prints
# on wave-emu for the kernel's launch (test/e2e/kernels/<kernel>.launch)
# against the NVIDIA GPU's recording (test/hardware/results/kargs_kernels):
# "=NV" bit for bit, "N ulp" the largest distance in f32 ULPs where the
# output differs and every printed value is an f32 in hex (measured with
# test/e2e/Inputs/math/compare-ulp.py's distance), "DIFFERS" otherwise.
#
# Debian's ROCm 5.2 device libraries have no oclc_isa_version file for
# gfx942, gfx1100 or gfx1200; the HIP compile gets a library directory of
# links to the installed files plus the missing one-constant files
# (__oclc_ISA_version = Major * 1000 + Minor * 100 + Stepping, as ROCm's).
#
#   python3 tools/dev/measure/ggml-bench.py [--build build-llvm22]
#       [--cuda /usr/local/cuda] [--targets gfx90a,...] [--kernels ggml_norm,...]
#       [--emu] [--markdown] [--driver-arg=--unroll=nvptx ...]
#
#===----------------------------------------------------------------------===#

import argparse
import importlib.util
import os
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
SRC = os.path.join(ROOT, "test", "e2e", "kernels", "ggml_kernels.cu")
KDIR = os.path.dirname(SRC)
RESULTS = os.path.join(ROOT, "test", "hardware", "results", "kargs_kernels")
GGML_HIP = os.path.join(HERE, "build-time", "ggml-hip.h")
KERNELS = ["ggml_col2im_1d", "ggml_add", "ggml_soft_max", "ggml_norm", "ggml_rms_norm_mul",
           "ggml_argmax", "ggml_quantize_q8_1", "ggml_mul_mat_vec_f32"]


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


lb = load("lib_bench", "lib-bench.py")
spec = importlib.util.spec_from_file_location(
    "compare_ulp", os.path.join(ROOT, "test", "e2e", "Inputs", "math", "compare-ulp.py"))
cu = importlib.util.module_from_spec(spec)
spec.loader.exec_module(cu)
sb = lb.sb
TARGETS = sb.TARGETS


def compile_proj(a, cpu, wave, tmp):
    out = os.path.join(tmp, "proj")
    cmd = [os.path.join(a.build, "bin", "shfl-cuda-to-amdgpu"), "--cuda-device-only",
           "--cuda-headers=" + a.cuda, "--offload-arch=" + cpu, SRC, "-o", out,
           "--emit=ll", "-DNDEBUG"]
    if wave == 64 and not cpu.startswith("gfx9"):
        cmd.insert(1, "--wave64")
    sb.sh(cmd + a.driver_args)
    return out + ".ll"


def device_libs(a, cpu, tmp):
    """A directory with the ROCm device libraries and \p cpu's
    oclc_isa_version file (made here where ROCm 5.2 lacks it)."""
    d = os.path.join(tmp, "devlibs")
    os.makedirs(d, exist_ok=True)
    for f in os.listdir(a.device_libs):
        if not os.path.exists(os.path.join(d, f)):
            os.symlink(os.path.join(a.device_libs, f), os.path.join(d, f))
    digits = cpu[3:]
    isa = os.path.join(d, "oclc_isa_version_%s.bc" % digits)
    if not os.path.exists(isa):
        major, minor, step = int(digits[:-2]), int(digits[-2], 16), int(digits[-1], 16)
        ll = isa[:-3] + ".ll"
        with open(ll, "w") as f:
            f.write('target triple = "amdgcn-amd-amdhsa"\n'
                    "@__oclc_ISA_version = linkonce_odr protected local_unnamed_addr "
                    "addrspace(4) constant i32 %d, align 4\n" % (major * 1000 + minor * 100 + step))
        sb.sh([lb.llvm(a, "llvm-as"), ll, "-o", isa])
    return d


def compile_hip(a, cpu, wave, tmp):
    out = os.path.join(tmp, "hip.ll")
    libs = device_libs(a, cpu, tmp)
    cmd = [lb.llvm(a, "clang"), "-x", "hip", "--offload-device-only", "--offload-arch=" + cpu,
           "-O2", "-S", "-emit-llvm", SRC, "-o", out, "-mcode-object-version=5", "-DNDEBUG",
           "--rocm-device-lib-path=" + libs, "-D__AMDGCN_WAVEFRONT_SIZE=%d" % wave,
           "-I", a.rocm_include, "-include", lb.HIP_PRELUDE, "-include", GGML_HIP,
           "-Xclang", "-mlink-builtin-bitcode", "-Xclang",
           os.path.join(libs, "oclc_daz_opt_off.bc")]
    if wave == 64 and not cpu.startswith("gfx9"):
        cmd.append("-mwavefrontsize64")
    sb.sh(cmd)
    return out


def ulp_distance(want, got, tmp, tag, k):
    """"N ulp": the largest distance of two outputs of the same shape whose
    values are all f32 bits in hex; "DIFFERS" for any other difference."""
    paths = []
    for name, text in (("want", want), ("got", got)):
        paths.append(os.path.join(tmp, "%s-%s-%s.out" % (tag, k, name)))
        with open(paths[-1], "w") as f:
            f.write(text)
    (exp, order), (act, act_order) = cu.read_output(paths[0]), cu.read_output(paths[1])
    if order != act_order or any(len(exp[n]) != len(act[n]) for n in order):
        return "DIFFERS"
    worst = 0
    for n in order:
        for e, g in zip(exp[n], act[n]):
            if not (e.startswith("0x") and g.startswith("0x")):
                return "DIFFERS"
            d = cu.distance(int(e, 16), int(g, 16))
            if d is None:
                return "DIFFERS"
            worst = max(worst, d)
    return "%d ulp" % worst


def emulate(a, ll, cpu, wave, tmp, tag):
    """{kernel: "=NV", "N ulp", "DIFFERS" or "emu failed"}."""
    emu = os.path.join(a.build, "bin", "wave-emu")
    res = {}
    for k in a.kernels:
        cmd = [emu, "-mcpu=" + cpu, ll, "--launch=" + os.path.join(KDIR, k + ".launch")]
        if wave == 64 and not cpu.startswith("gfx9"):
            cmd.insert(2, "-mattr=+wavefrontsize64")
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            res[k] = "emu failed"
            continue
        rec = os.path.join(RESULTS, k + ".txt")
        if not os.path.exists(rec):
            res[k] = "no recording"
            continue
        want = open(rec).read()
        res[k] = "=NV" if r.stdout == want else ulp_distance(want, r.stdout, tmp, tag, k)
    return res


def main():
    ap = argparse.ArgumentParser(description="ggml's kernels through the project "
                                 "against their HIP build")
    ap.add_argument("--build", default=os.path.join(ROOT, "build-llvm22"))
    ap.add_argument("--llvm", default="22")
    ap.add_argument("--cuda", default="/usr/local/cuda")
    ap.add_argument("--rocm-include", default="/usr/include")
    ap.add_argument("--device-libs", default="/usr/lib/x86_64-linux-gnu/amdgcn/bitcode")
    ap.add_argument("--targets", default="gfx90a,gfx942,gfx1100w32,gfx1200")
    ap.add_argument("--kernels", default=",".join(KERNELS),
                    help="comma-separated subset of the kernels (default: all)")
    ap.add_argument("--emu", action="store_true", help="compare with the NVIDIA GPU on wave-emu")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--driver-arg", dest="driver_args", action="append", default=[],
                    metavar="ARG", help="an option for the project's driver "
                    "(--driver-arg=--unroll=nvptx)")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    a = ap.parse_args()
    a.llvm_bin = "/usr/lib/llvm-%s/bin" % a.llvm
    a.kernels = a.kernels.split(",")

    def cell(r):
        if r is None:
            return "-", "-"
        return "%d/%d/%d/%d" % (r["ins"], r["xl"], r["sh"], r["dpp"]), \
            "%d%s" % (r["cyc"], r.get("note", ""))

    cols = ["kernel", "target", "proj ins/xLDS/LDS/DPP", "proj cyc", "HIP ins/xLDS/LDS/DPP",
            "HIP cyc", "proj/HIP", "proj exact", "HIP exact"]
    if a.markdown:
        print("| " + " | ".join(cols) + " |")
        print("|" + "---|" * len(cols))
    with tempfile.TemporaryDirectory() as tmp:
        for tname in a.targets.split(","):
            cpu, wave = TARGETS[tname]
            ttmp = os.path.join(tmp, tname)
            os.makedirs(ttmp)
            proj_ll = compile_proj(a, cpu, wave, ttmp)
            hip_ll = compile_hip(a, cpu, wave, ttmp)
            proj = lb.kernel_asm(a, proj_ll, a.kernels, cpu, wave, ttmp)
            hip = lb.kernel_asm(a, hip_ll, a.kernels, cpu, wave, ttmp)
            pe = emulate(a, proj_ll, cpu, wave, ttmp, "proj") if a.emu else {}
            he = emulate(a, hip_ll, cpu, wave, ttmp, "hip") if a.emu else {}
            for k in a.kernels:
                forced = lb.forced_fast_copy(a, proj_ll, k, cpu, wave, ttmp) if proj[k] else None
                p = lb.measure(proj[k], k, cpu, wave, a, ttmp, forced) if proj[k] else None
                h = lb.measure(hip[k], k, cpu, wave, a, ttmp) if hip[k] else None
                ratio = "%.2f" % (p["cyc"] / h["cyc"]) if p and h else "-"
                row = [k, tname, *cell(p), *cell(h), ratio, pe.get(k, "-"), he.get(k, "-")]
                lb.print_row(a, row, 16, 13)


if __name__ == "__main__":
    main()

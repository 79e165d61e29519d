#!/usr/bin/env python3
"""Checks the pass's __oclc_ISA_version against every oclc_isa_version_*.bc
that the ROCm device libraries ship: for oclc_isa_version_NNN.bc (gfxNNN),
the value the file defines must be the one the pass defines for gfxNNN.

usage: check-isa-versions.py ROCM_BITCODE_DIR OPT LLVM_DIS PLUGIN"""
import glob, os, re, subprocess, sys

bcdir, opt, llvm_dis, plugin = sys.argv[1:5]
module = """target triple = "amdgcn-amd-amdhsa"
@__oclc_ISA_version = external addrspace(4) constant i32
define i32 @f(float %x) {
  %r = call float @__nv_fadd_rn(float %x, float %x)
  %v = load i32, ptr addrspace(4) @__oclc_ISA_version
  ret i32 %v
}
declare float @__nv_fadd_rn(float, float)
"""
files = sorted(glob.glob(os.path.join(bcdir, "oclc_isa_version_*.bc")))
checked = bad = 0
for f in files:
    gfx = "gfx" + re.match(r"oclc_isa_version_(\w+)\.bc", os.path.basename(f)).group(1)
    want = re.search(r"constant i32 (\d+)",
                     subprocess.run([llvm_dis, f, "-o", "-"], capture_output=True,
                                    text=True, check=True).stdout).group(1)
    r = subprocess.run([opt, "-load-pass-plugin=" + plugin,
                        "-passes=nvvm-libdevice-to-amdgpu<%s>" % gfx, "-S"],
                       input=module, capture_output=True, text=True)
    if r.returncode != 0:
        if "invalid nvvm-libdevice-to-amdgpu parameter" in r.stderr:
            print("%s: not a processor this LLVM knows; skipped" % gfx)
            continue
        print("%s: opt failed: %s" % (gfx, r.stderr.strip()))
        bad += 1
        continue
    got = re.search(r"@__oclc_ISA_version = .*constant i32 (\d+)", r.stdout).group(1)
    checked += 1
    if got != want:
        print("%s: the pass defines %s, %s defines %s" % (gfx, got, os.path.basename(f), want))
        bad += 1
print("%d files checked, %d mismatches" % (checked, bad))
sys.exit(1 if bad or not checked else 0)

; v_trig_preop_f64(x, s): the 53 bits of 2/pi after the first 53 * s
; fraction bits (plus the excess of x's biased exponent over 1077), at their
; weight, scaled by 2^128 when that exponent is 1968 or more.  The expected
; values are the bits of 2/pi (fdlibm's table starts 0xa2f9836e4e44...).
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=5 \
; RUN:   --arg=buf:x:f64:5=1,1,1,1.5111572745182865e23,2.4519928653854221e294 \
; RUN:   --arg=buf:seg:i32:5=0,1,2,0,0 --arg=buf:out:u64:5 --print=out:hex \
; RUN:   | FileCheck %s
; 2^77 has biased exponent 1100 (23 more bits), 2^977 has 2000 (923 more,
; and the 2^128 scale).
; CHECK: out[0]: 0x3fe45f306dc9c882 0x3c94a7f09d5f47d4 0x394a6ee06db14acc 0x3e76e4e441529fc2 0x0e1a797fa8b5d49c
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @preop(ptr addrspace(1) %x, ptr addrspace(1) %seg,
                                 ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %px = getelementptr double, ptr addrspace(1) %x, i32 %tid
  %v = load double, ptr addrspace(1) %px
  %ps = getelementptr i32, ptr addrspace(1) %seg, i32 %tid
  %s = load i32, ptr addrspace(1) %ps
  %r = call double @llvm.amdgcn.trig.preop.f64(double %v, i32 %s)
  %po = getelementptr double, ptr addrspace(1) %out, i32 %tid
  store double %r, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare double @llvm.amdgcn.trig.preop.f64(double, i32)

; v_rcp_f64 and v_rsq_f64 are modelled as the correctly rounded value (then
; moved by --approx-bias): rounded once to double, not first to the host's
; 64-bit long double and then again to double, which for these inputs gives
; the double one ulp away (the exact values lie 0.50008 and 0.50016 ulp
; from the lower neighbour).  Both emulators agree.
; rcp(0x3ff71af26f4c69a2) = 0x3fe628d204fc0f2b, rsq(0x3ff75677ef440fbc) = 0x3fea7ef9daad8e1d.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: %wave-emu -mcpu=gfx90a %s --block=1 --arg=buf:out:u64:2=0x3ff71af26f4c69a2,0x3ff75677ef440fbc \
; RUN:   --print=out:hex | FileCheck %s
; RUN: %wave-emu --isa %t.hsaco --block=1 --arg=buf:out:u64:2=0x3ff71af26f4c69a2,0x3ff75677ef440fbc \
; RUN:   --print=out:hex | FileCheck %s
; CHECK: out[0]: 0x3fe628d204fc0f2b 0x3fea7ef9daad8e1d
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @once(ptr addrspace(1) %out) {
  %p1 = getelementptr double, ptr addrspace(1) %out, i32 1
  %x = load double, ptr addrspace(1) %out
  %y = load double, ptr addrspace(1) %p1
  %r = call double @llvm.amdgcn.rcp.f64(double %x)
  %q = call double @llvm.amdgcn.rsq.f64(double %y)
  store double %r, ptr addrspace(1) %out
  store double %q, ptr addrspace(1) %p1
  ret void
}
declare double @llvm.amdgcn.rcp.f64(double)
declare double @llvm.amdgcn.rsq.f64(double)

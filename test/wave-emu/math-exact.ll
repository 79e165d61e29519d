; The exact math instructions OCML uses, as the ISA guides define them:
; v_frexp_mant / v_frexp_exp (infinities and NaN give themselves / 0),
; v_fract (x - floor(x), below 1), and v_class (bit 0 signalling NaN,
; 1 quiet NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal,
; 8 +normal, 9 +inf; the kernel ORs 1 << k for every k whose class matches).
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=8 \
; RUN:   --arg=buf:x:f32:8=-2.5,0.75,0,-0,inf,-inf,1e-40,-100.25 \
; RUN:   --arg=buf:mant:f32:8 --arg=buf:exp:i32:8 --arg=buf:fract:f32:8 \
; RUN:   --arg=buf:class:i32:8 --print=mant --print=exp --print=fract --print=class \
; RUN:   | FileCheck %s
; CHECK:      mant[0]: -0.625 0.75 0 -0 inf -inf 0.544448853 -0.783203125
; CHECK-NEXT: exp[0]: 2 0 0 0 0 0 -132 7
; CHECK-NEXT: fract[0]: 0.5 0.75 0 0 nan nan 9.9999461e-41 0.75
; CHECK-NEXT: class[0]: 8 256 64 32 512 4 128 8
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @exact(ptr addrspace(1) %x, ptr addrspace(1) %mant,
                                 ptr addrspace(1) %exp, ptr addrspace(1) %fract,
                                 ptr addrspace(1) %class) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %px = getelementptr float, ptr addrspace(1) %x, i32 %tid
  %v = load float, ptr addrspace(1) %px
  %m = call float @llvm.amdgcn.frexp.mant.f32(float %v)
  %e = call i32 @llvm.amdgcn.frexp.exp.i32.f32(float %v)
  %f = call float @llvm.amdgcn.fract.f32(float %v)
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %bit = shl i32 1, %k
  %is = call i1 @llvm.amdgcn.class.f32(float %v, i32 %bit)
  %add = select i1 %is, i32 %bit, i32 0
  %acc.next = or i32 %acc, %add
  %k.next = add i32 %k, 1
  %done = icmp eq i32 %k.next, 10
  br i1 %done, label %out, label %loop

out:
  %pm = getelementptr float, ptr addrspace(1) %mant, i32 %tid
  store float %m, ptr addrspace(1) %pm
  %pe = getelementptr i32, ptr addrspace(1) %exp, i32 %tid
  store i32 %e, ptr addrspace(1) %pe
  %pf = getelementptr float, ptr addrspace(1) %fract, i32 %tid
  store float %f, ptr addrspace(1) %pf
  %pc = getelementptr i32, ptr addrspace(1) %class, i32 %tid
  store i32 %acc.next, ptr addrspace(1) %pc
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.frexp.mant.f32(float)
declare i32 @llvm.amdgcn.frexp.exp.i32.f32(float)
declare float @llvm.amdgcn.fract.f32(float)
declare i1 @llvm.amdgcn.class.f32(float, i32)

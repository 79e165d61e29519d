; The approximate instructions are the correctly rounded value of what they
; approximate, moved by --approx-bias times their documented error: 1 ulp
; for v_rcp_f32, 2^29 ulp for v_rcp_f64 (AMD's ISA guides).  v_sin takes
; revolutions and gives 0 outside [-256, 256].
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=1 --arg=buf:out:u64:4 --print=out:hex \
; RUN:   | FileCheck %s --check-prefix=EXACT
; RUN: %wave-emu -mcpu=gfx90a %s --block=1 --arg=buf:out:u64:4 --print=out:hex \
; RUN:   --approx-bias=1 | FileCheck %s --check-prefix=UP
; RUN: %wave-emu -mcpu=gfx90a %s --block=1 --arg=buf:out:u64:4 --print=out:hex \
; RUN:   --approx-bias=-1 | FileCheck %s --check-prefix=DOWN
; rcp.f32(3), rcp.f64(3), sin(0.25 revolutions) = 1, sin(300 revolutions)
; EXACT: out[0]: 0x000000003eaaaaab 0x3fd5555555555555 0x000000003f800000 0x0000000000000000
; UP:    out[0]: 0x000000003eaaaaac 0x3fd5555575555555 0x000000003f800001 0x0000000000000000
; DOWN:  out[0]: 0x000000003eaaaaaa 0x3fd5555535555555 0x000000003f7fffff 0x0000000000000000
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @approx(ptr addrspace(1) %out) {
  %r32 = call float @llvm.amdgcn.rcp.f32(float 3.0)
  %r64 = call double @llvm.amdgcn.rcp.f64(double 3.0)
  %s1 = call float @llvm.amdgcn.sin.f32(float 0.25)
  %s2 = call float @llvm.amdgcn.sin.f32(float 300.0)
  %b32 = bitcast float %r32 to i32
  %w32 = zext i32 %b32 to i64
  store i64 %w32, ptr addrspace(1) %out
  %b64 = bitcast double %r64 to i64
  %p1 = getelementptr i64, ptr addrspace(1) %out, i32 1
  store i64 %b64, ptr addrspace(1) %p1
  %bs1 = bitcast float %s1 to i32
  %ws1 = zext i32 %bs1 to i64
  %p2 = getelementptr i64, ptr addrspace(1) %out, i32 2
  store i64 %ws1, ptr addrspace(1) %p2
  %bs2 = bitcast float %s2 to i32
  %ws2 = zext i32 %bs2 to i64
  %p3 = getelementptr i64, ptr addrspace(1) %out, i32 3
  store i64 %ws2, ptr addrspace(1) %p3
  ret void
}

declare float @llvm.amdgcn.rcp.f32(float)
declare double @llvm.amdgcn.rcp.f64(double)
declare float @llvm.amdgcn.sin.f32(float)

; llvm.canonicalize in IEEE mode: a signalling NaN is quieted with its sign
; and payload kept; a quiet NaN, a denormal and a normal value are unchanged
; (wave-emu does not model denormal flushing).  The host runs the model, so
; this also holds under LLVM 19, whose x86 backend cannot select the
; intrinsic.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=1 --arg=buf:out:u64:6 --print=out:hex \
; RUN:   | FileCheck %s
; sNaN f32 (-, payload 1), qNaN f32, denormal f32, sNaN f64 (payload 5), 1.5, -0.0
; CHECK: out[0]: 0x00000000ffc00001 0x000000007fc12345 0x0000000000000001 0x7ff8000000000005 0x3ff8000000000000 0x8000000000000000
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @canon(ptr addrspace(1) %out) {
  %a = call float @llvm.canonicalize.f32(float bitcast (i32 -8388607 to float))
  %b = call float @llvm.canonicalize.f32(float bitcast (i32 2143363909 to float))
  %c = call float @llvm.canonicalize.f32(float bitcast (i32 1 to float))
  %d = call double @llvm.canonicalize.f64(double bitcast (i64 9218868437227405317 to double))
  %e = call double @llvm.canonicalize.f64(double 1.5)
  %f = call double @llvm.canonicalize.f64(double -0.0)
  %ab = bitcast float %a to i32
  %aw = zext i32 %ab to i64
  store i64 %aw, ptr addrspace(1) %out
  %bb = bitcast float %b to i32
  %bw = zext i32 %bb to i64
  %p1 = getelementptr i64, ptr addrspace(1) %out, i32 1
  store i64 %bw, ptr addrspace(1) %p1
  %cb = bitcast float %c to i32
  %cw = zext i32 %cb to i64
  %p2 = getelementptr i64, ptr addrspace(1) %out, i32 2
  store i64 %cw, ptr addrspace(1) %p2
  %db = bitcast double %d to i64
  %p3 = getelementptr i64, ptr addrspace(1) %out, i32 3
  store i64 %db, ptr addrspace(1) %p3
  %eb = bitcast double %e to i64
  %p4 = getelementptr i64, ptr addrspace(1) %out, i32 4
  store i64 %eb, ptr addrspace(1) %p4
  %fb = bitcast double %f to i64
  %p5 = getelementptr i64, ptr addrspace(1) %out, i32 5
  store i64 %fb, ptr addrspace(1) %p5
  ret void
}

declare float @llvm.canonicalize.f32(float)
declare double @llvm.canonicalize.f64(double)

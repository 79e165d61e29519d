; Cross-lane operations on 64-bit values move both dwords from the same
; lane: readlane.i64 of lane 5, update.dpp.i64 with row_shr:1 (lane 0 keeps
; old = -1), and readfirstlane of a double.
; RUN: llc -mcpu=gfx1100 %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx1100 %s --block=32 --arg=buf:out:i64:64 \
; RUN:   --arg=buf:d:f64:1 --print=out:hex --print=d | FileCheck %s
; CHECK:      out[0]: 0x0000000500000005 0x0000000500000005
; CHECK:      out[32]: 0xffffffffffffffff 0x0000000000000000 0x0000000100000001 0x0000000200000002
; CHECK:      d[0]: 2.5
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @wide(ptr addrspace(1) %out, ptr addrspace(1) %d) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %tid to i64
  %hi = shl i64 %t64, 32
  %v = or i64 %hi, %t64
  %rl = call i64 @llvm.amdgcn.readlane.i64(i64 %v, i32 5)
  %dpp = call i64 @llvm.amdgcn.update.dpp.i64(i64 -1, i64 %v, i32 273, i32 15, i32 15, i1 false)
  %p0 = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %rl, ptr addrspace(1) %p0
  %p1 = getelementptr i64, ptr addrspace(1) %p0, i32 32
  store i64 %dpp, ptr addrspace(1) %p1
  %f = uitofp i32 %tid to double
  %g = fadd double %f, 2.5
  %first = call double @llvm.amdgcn.readfirstlane.f64(double %g)
  store double %first, ptr addrspace(1) %d
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.readlane.i64(i64, i32)
declare i64 @llvm.amdgcn.update.dpp.i64(i64, i64, i32, i32, i32, i1)
declare double @llvm.amdgcn.readfirstlane.f64(double)

; On an hgpu subtarget an amdgcn intrinsic is refused, with its name: the
; module is hgpu IR (no triple, an "hgpu-kernel" function).
; (The hgpu backend and hgpu-sim are tested in test/hgpu/backend.)
; RUN: not %wave-emu -mcpu=hgpu2 %s --block=32 --arg=buf:out:i32:32 2>&1 \
; RUN:   | FileCheck %s
; CHECK: error: AMDGPU intrinsic 'llvm.amdgcn.ds.bpermute' cannot run on hgpu2 (an hgpu subtarget), in function 'k', block '%entry'

define void @k(ptr %out) #0 {
entry:
  %lane = call i32 @llvm.hgpu.lane.id()
  %addr = shl i32 %lane, 2
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %lane)
  %p = getelementptr i32, ptr %out, i32 %lane
  store i32 %r, ptr %p
  ret void
}

declare i32 @llvm.hgpu.lane.id()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)

attributes #0 = { "hgpu-kernel" }

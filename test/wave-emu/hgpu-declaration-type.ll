; An hgpu intrinsic must be declared with the type its TableGen record gives
; (HGPUIntrinsics.inc); a 64-bit gather is not one of them.
; (The hgpu backend and hgpu-sim are tested in test/hgpu/backend.)
; RUN: not %wave-emu -mcpu=hgpu1 %s --block=32 --arg=buf:out:i64:32 2>&1 \
; RUN:   | FileCheck %s
; CHECK: error: llvm.hgpu.gather: declared as i64 (i64, i32), but its record gives i32 (i32, i32), in function 'k', block '%entry'

define void @k(ptr %out) #0 {
entry:
  %lane = call i32 @llvm.hgpu.lane.id()
  %v = zext i32 %lane to i64
  %r = call i64 @llvm.hgpu.gather(i64 %v, i32 0)
  %p = getelementptr i64, ptr %out, i32 %lane
  store i64 %r, ptr %p
  ret void
}

declare i32 @llvm.hgpu.lane.id()
declare i64 @llvm.hgpu.gather(i64, i32)

attributes #0 = { "hgpu-kernel" }

; A gather inside an `if`: lanes 0-15 run llvm.hgpu.gather(v, L + 8).  Lanes
; 0-7 read lanes 8-15 (active); lanes 8-15 read lanes 16-23, which are not
; active, and receive 0 as the Doc string says ("If lane s is not active,
; lane L receives 0").  Lanes 16-31 skip the branch and keep -1.
; The machine-code path (llc with the hgpu backend, then hgpu-sim) is tested
; in test/hgpu/backend.
; RUN: %wave-emu -mcpu=hgpu1 %s --block=32 --arg=buf:out:i32:32 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: 108 109 110 111 112 113 114 115 0 0 0 0 0 0 0 0
; CHECK-NEXT: out[16]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1

define void @k(ptr %out) #0 {
entry:
  %lane = call i32 @llvm.hgpu.lane.id()
  %v = add i32 %lane, 100
  %c = icmp ult i32 %lane, 16
  br i1 %c, label %then, label %join
then:
  %src = add i32 %lane, 8
  %r = call i32 @llvm.hgpu.gather(i32 %v, i32 %src)
  br label %join
join:
  %x = phi i32 [ %r, %then ], [ -1, %entry ]
  %p = getelementptr i32, ptr %out, i32 %lane
  store i32 %x, ptr %p
  ret void
}

declare i32 @llvm.hgpu.lane.id()
declare i32 @llvm.hgpu.gather(i32, i32)

attributes #0 = { "hgpu-kernel" }

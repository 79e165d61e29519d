; A native shuffle under divergence: lanes 0-15 run
; llvm.hgpu.shfl.down(value, 4, 32).  Lanes 0-11 read lanes 4-15.  Lanes
; 12-15 read lanes 16-19: j <= E = 31, so valid is true, but those lanes are
; not active and "the value is 0 if valid holds and lane j is not active".
; Lanes 16-31 skip the branch and keep -1 in both outputs.
; The machine-code path (llc with the hgpu backend, then hgpu-sim) is tested
; in test/hgpu/backend.
; RUN: %wave-emu -mcpu=hgpu2 %s --block=32 --arg=buf:out:i32:32 \
; RUN:   --arg=buf:valid:i32:32 --print=out --print=valid --print-width=16 \
; RUN:   | FileCheck %s
; CHECK:      out[0]: 104 105 106 107 108 109 110 111 112 113 114 115 0 0 0 0
; CHECK-NEXT: out[16]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1
; CHECK-NEXT: valid[0]: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
; CHECK-NEXT: valid[16]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1

define void @k(ptr %out, ptr %valid) #0 {
entry:
  %lane = call i32 @llvm.hgpu.lane.id()
  %v = add i32 %lane, 100
  %c = icmp ult i32 %lane, 16
  br i1 %c, label %then, label %join
then:
  %r = call { i32, i1 } @llvm.hgpu.shfl.down(i32 %v, i32 4, i32 32)
  %rv = extractvalue { i32, i1 } %r, 0
  %rok = extractvalue { i32, i1 } %r, 1
  %rokz = zext i1 %rok to i32
  br label %join
join:
  %x = phi i32 [ %rv, %then ], [ -1, %entry ]
  %ok = phi i32 [ %rokz, %then ], [ -1, %entry ]
  %p = getelementptr i32, ptr %out, i32 %lane
  store i32 %x, ptr %p
  %q = getelementptr i32, ptr %valid, i32 %lane
  store i32 %ok, ptr %q
  ret void
}

declare i32 @llvm.hgpu.lane.id()
declare { i32, i1 } @llvm.hgpu.shfl.down(i32, i32, i32 immarg)

attributes #0 = { "hgpu-kernel" }

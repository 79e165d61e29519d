; llvm.hgpu.shfl.xor(value, b, 8) with b = 12: k = 12 is not reduced modulo
; the width, so j = L ^ 12 leaves the 8-lane segment.  valid is j <= E =
; (L & ~7) + 7: lanes 8-15 and 24-31 read the segment below (lane 8 reads
; lane 4, lane 12 lane 0; valid), lanes 0-7 and 16-23 would read the
; segment above and keep their own value with valid = false (the Doc string
; of int_hgpu_shfl_xor; value[L] = 100 + L).
; The machine-code path (llc with the hgpu backend, then hgpu-sim) is tested
; in test/hgpu/backend.
; RUN: %wave-emu -mcpu=hgpu2 %s --block=32 --arg=buf:out:i32:32 \
; RUN:   --arg=buf:valid:i32:32 --print=out --print=valid --print-width=16 \
; RUN:   | FileCheck %s
; CHECK:      out[0]: 100 101 102 103 104 105 106 107 104 105 106 107 100 101 102 103
; CHECK-NEXT: out[16]: 116 117 118 119 120 121 122 123 120 121 122 123 116 117 118 119
; CHECK-NEXT: valid[0]: 0 0 0 0 0 0 0 0 1 1 1 1 1 1 1 1
; CHECK-NEXT: valid[16]: 0 0 0 0 0 0 0 0 1 1 1 1 1 1 1 1

define void @k(ptr %out, ptr %valid) #0 {
entry:
  %lane = call i32 @llvm.hgpu.lane.id()
  %v = add i32 %lane, 100
  %b = add i32 0, 12
  %r = call { i32, i1 } @llvm.hgpu.shfl.xor(i32 %v, i32 %b, i32 8)
  %x = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %okz = zext i1 %ok to i32
  %p = getelementptr i32, ptr %out, i32 %lane
  store i32 %x, ptr %p
  %q = getelementptr i32, ptr %valid, i32 %lane
  store i32 %okz, ptr %q
  ret void
}

declare i32 @llvm.hgpu.lane.id()
declare { i32, i1 } @llvm.hgpu.shfl.xor(i32, i32, i32 immarg)

attributes #0 = { "hgpu-kernel" }

; llvm.hgpu.shfl.idx(value, b, 8) with b[L] = L + 33: k = b & 31 = (L + 1) & 31,
; S = L & ~7 and j = S | (k & 7), so each 8-lane segment rotates by one
; (lane 7 reads lane 0, lane 15 lane 8, ...) and valid is always true
; (the Doc string of int_hgpu_shfl_idx; value[L] = 100 + L).
; The machine-code path (llc with the hgpu backend, then hgpu-sim) is tested
; in test/hgpu/backend.
; RUN: %wave-emu -mcpu=hgpu2 %s --block=32 --arg=buf:out:i32:32 \
; RUN:   --arg=buf:valid:i32:32 --print=out --print=valid --print-width=16 \
; RUN:   | FileCheck %s
; CHECK:      out[0]: 101 102 103 104 105 106 107 100 109 110 111 112 113 114 115 108
; CHECK-NEXT: out[16]: 117 118 119 120 121 122 123 116 125 126 127 128 129 130 131 124
; CHECK-NEXT: valid[0]: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
; CHECK-NEXT: valid[16]: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1

define void @k(ptr %out, ptr %valid) #0 {
entry:
  %lane = call i32 @llvm.hgpu.lane.id()
  %v = add i32 %lane, 100
  %b = add i32 %lane, 33
  %r = call { i32, i1 } @llvm.hgpu.shfl.idx(i32 %v, i32 %b, i32 8)
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
declare { i32, i1 } @llvm.hgpu.shfl.idx(i32, i32, i32 immarg)

attributes #0 = { "hgpu-kernel" }

; llvm.hgpu.shfl.down(value, b, 4) with b = 33: k = b & 31 = 1, j = L + 1,
; valid iff j <= E = (L & ~3) + 3.  The last lane of each 4-lane segment
; keeps its own value with valid = false (the Doc string of
; int_hgpu_shfl_down; value[L] = 100 + L).
; The machine-code path (llc with the hgpu backend, then hgpu-sim) is tested
; in test/hgpu/backend.
; RUN: %wave-emu -mcpu=hgpu2 %s --block=32 --arg=buf:out:i32:32 \
; RUN:   --arg=buf:valid:i32:32 --print=out --print=valid --print-width=16 \
; RUN:   | FileCheck %s
; CHECK:      out[0]: 101 102 103 103 105 106 107 107 109 110 111 111 113 114 115 115
; CHECK-NEXT: out[16]: 117 118 119 119 121 122 123 123 125 126 127 127 129 130 131 131
; CHECK-NEXT: valid[0]: 1 1 1 0 1 1 1 0 1 1 1 0 1 1 1 0
; CHECK-NEXT: valid[16]: 1 1 1 0 1 1 1 0 1 1 1 0 1 1 1 0

define void @k(ptr %out, ptr %valid) #0 {
entry:
  %lane = call i32 @llvm.hgpu.lane.id()
  %v = add i32 %lane, 100
  %b = add i32 0, 33
  %r = call { i32, i1 } @llvm.hgpu.shfl.down(i32 %v, i32 %b, i32 4)
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
declare { i32, i1 } @llvm.hgpu.shfl.down(i32, i32, i32 immarg)

attributes #0 = { "hgpu-kernel" }

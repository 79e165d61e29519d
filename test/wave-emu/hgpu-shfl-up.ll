; llvm.hgpu.shfl.up(value, b, 16) with b[L] = 64 * L + 3: k = b & 31 = 3,
; j = L - 3, valid iff j >= S = L & ~15.  Lanes 0-2 and 16-18 would leave
; their segment: they keep their own value with valid = false; the others
; read lane L - 3 (the Doc string of int_hgpu_shfl_up; value[L] = 100 + L).
; The machine-code path (llc with the hgpu backend, then hgpu-sim) is tested
; in test/hgpu/backend.
; RUN: %wave-emu -mcpu=hgpu2 %s --block=32 --arg=buf:out:i32:32 \
; RUN:   --arg=buf:valid:i32:32 --print=out --print=valid --print-width=16 \
; RUN:   | FileCheck %s
; CHECK:      out[0]: 100 101 102 100 101 102 103 104 105 106 107 108 109 110 111 112
; CHECK-NEXT: out[16]: 116 117 118 116 117 118 119 120 121 122 123 124 125 126 127 128
; CHECK-NEXT: valid[0]: 0 0 0 1 1 1 1 1 1 1 1 1 1 1 1 1
; CHECK-NEXT: valid[16]: 0 0 0 1 1 1 1 1 1 1 1 1 1 1 1 1

define void @k(ptr %out, ptr %valid) #0 {
entry:
  %lane = call i32 @llvm.hgpu.lane.id()
  %v = add i32 %lane, 100
  %hi = shl i32 %lane, 6
  %b = add i32 %hi, 3
  %r = call { i32, i1 } @llvm.hgpu.shfl.up(i32 %v, i32 %b, i32 16)
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
declare { i32, i1 } @llvm.hgpu.shfl.up(i32, i32, i32 immarg)

attributes #0 = { "hgpu-kernel" }

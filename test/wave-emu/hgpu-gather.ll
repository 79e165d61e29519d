; llvm.hgpu.gather(value, lane): lane L reads value[lane[L] & 31].  The lane
; operand is a lane index, not a byte address, and only its low five bits
; count: here lane[L] = (31 - L) + 0x1a0 + 32 * L, so k = 31 - L and every
; lane reads the mirrored lane's value 100 + (31 - L).
; The machine-code path (llc with the hgpu backend, then hgpu-sim) is tested
; in test/hgpu/backend.
; RUN: %wave-emu -mcpu=hgpu1 %s --block=32 --arg=buf:out:i32:32 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; RUN: %wave-emu -mcpu=hgpu2 %s --block=32 --arg=buf:out:i32:32 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: 131 130 129 128 127 126 125 124 123 122 121 120 119 118 117 116
; CHECK-NEXT: out[16]: 115 114 113 112 111 110 109 108 107 106 105 104 103 102 101 100

define void @k(ptr %out) #0 {
entry:
  %lane = call i32 @llvm.hgpu.lane.id()
  %v = add i32 %lane, 100
  %mirror = sub i32 31, %lane
  %high = mul i32 %lane, 32
  %hi = add i32 %high, 416
  %src = add i32 %mirror, %hi
  %r = call i32 @llvm.hgpu.gather(i32 %v, i32 %src)
  %p = getelementptr i32, ptr %out, i32 %lane
  store i32 %r, ptr %p
  ret void
}

declare i32 @llvm.hgpu.lane.id()
declare i32 @llvm.hgpu.gather(i32, i32)

attributes #0 = { "hgpu-kernel" }

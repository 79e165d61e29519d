; llvm.hgpu.lane.id returns L, the lane's index in its 32-lane warp (the Doc
; string of int_hgpu_lane_id).  A block of 64 work-items is two hgpu warps:
; each lane adds its lane id to out[lane id], so lanes 0-31 of both warps
; meet in out[0..31] (2 * L) and out[32..63] stays 0.  The kernel is an
; ordinary function with the "hgpu-kernel" attribute: hgpu has no kernel
; calling convention, no triple and no address spaces.
; hgpu has no llc backend yet (docs/hgpu.md), so unlike the AMDGPU tests the
; hgpu modules cannot also be compiled with llc.
; RUN: %wave-emu -mcpu=hgpu1 %s --block=64 --arg=buf:out:i32:64 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; RUN: %wave-emu -mcpu=hgpu2 %s --block=64 --arg=buf:out:i32:64 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: 0 2 4 6 8 10 12 14 16 18 20 22 24 26 28 30
; CHECK-NEXT: out[16]: 32 34 36 38 40 42 44 46 48 50 52 54 56 58 60 62
; CHECK-NEXT: out[32]: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
; CHECK-NEXT: out[48]: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0

define void @k(ptr %out) #0 {
entry:
  %lane = call i32 @llvm.hgpu.lane.id()
  %p = getelementptr i32, ptr %out, i32 %lane
  %old = atomicrmw add ptr %p, i32 %lane monotonic
  ret void
}

declare i32 @llvm.hgpu.lane.id()

attributes #0 = { "hgpu-kernel" }

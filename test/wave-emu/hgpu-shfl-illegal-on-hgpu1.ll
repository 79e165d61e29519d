; The native shuffles exist only on hgpu2 (feature native-shfl; the generated
; WARP_SUBTARGET_PRIMITIVE table).  On hgpu1 the emulator refuses them and
; names the intrinsic and the subtarget, as it refuses an amdgcn intrinsic
; that is illegal on the chosen gfx processor.  The same module runs on hgpu2.
; (The hgpu backend and hgpu-sim are tested in test/hgpu/backend.)
; RUN: not %wave-emu -mcpu=hgpu1 %s --block=32 --arg=buf:out:i32:32 2>&1 \
; RUN:   | FileCheck %s
; RUN: %wave-emu -mcpu=hgpu2 %s --block=32 --arg=buf:out:i32:32 --print=out \
; RUN:   --print-width=16 | FileCheck %s --check-prefix=HGPU2
; CHECK: error: llvm.hgpu.shfl.up: not available on hgpu1 (needs hgpu2), in function 'k', block '%entry'
; HGPU2:      out[0]: 100 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114
; HGPU2-NEXT: out[16]: 115 116 117 118 119 120 121 122 123 124 125 126 127 128 129 130

define void @k(ptr %out) #0 {
entry:
  %lane = call i32 @llvm.hgpu.lane.id()
  %v = add i32 %lane, 100
  %r = call { i32, i1 } @llvm.hgpu.shfl.up(i32 %v, i32 1, i32 32)
  %x = extractvalue { i32, i1 } %r, 0
  %p = getelementptr i32, ptr %out, i32 %lane
  store i32 %x, ptr %p
  ret void
}

declare i32 @llvm.hgpu.lane.id()
declare { i32, i1 } @llvm.hgpu.shfl.up(i32, i32, i32 immarg)

attributes #0 = { "hgpu-kernel" }

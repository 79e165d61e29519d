; "width is an immediate in {1, 2, 4, 8, 16, 32}; any other width is invalid
; IR": the emulator refuses a native shuffle of width 12.
; (The hgpu backend and hgpu-sim are tested in test/hgpu/backend.)
; RUN: not %wave-emu -mcpu=hgpu2 %s --block=32 --arg=buf:out:i32:32 2>&1 \
; RUN:   | FileCheck %s
; CHECK: error: llvm.hgpu.shfl.xor: width 12 is not 1, 2, 4, 8, 16 or 32 (invalid IR) at function 'k', block '%entry'

define void @k(ptr %out) #0 {
entry:
  %lane = call i32 @llvm.hgpu.lane.id()
  %r = call { i32, i1 } @llvm.hgpu.shfl.xor(i32 %lane, i32 1, i32 12)
  %x = extractvalue { i32, i1 } %r, 0
  %p = getelementptr i32, ptr %out, i32 %lane
  store i32 %x, ptr %p
  ret void
}

declare i32 @llvm.hgpu.lane.id()
declare { i32, i1 } @llvm.hgpu.shfl.xor(i32, i32, i32 immarg)

attributes #0 = { "hgpu-kernel" }

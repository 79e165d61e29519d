; hgpu has one address space: its accesses are checked against every piece
; of memory (reported as flat addresses).
; RUN: not %wave-emu -mcpu=hgpu2 %s --block=32 --arg=buf:out:i32:16 2>&1 \
; RUN:   | FileCheck %s
; CHECK:      error: out-of-bounds store of i32 (4 bytes, flat address) in kernel 'k'
; CHECK-NEXT:   at function 'k', block '%entry'
; CHECK-NEXT:   by workgroup (0,0,0), wave 0, lane 16 (work-item (16,0,0))
; CHECK-NEXT:   address 0x{{[0-9a-f]+}} is 0 bytes past the end of buffer 'out' (64 bytes at 0x{{[0-9a-f]+}}, 16 x i32)

define void @k(ptr %out) #0 {
entry:
  %lane = call i32 @llvm.hgpu.lane.id()
  %p = getelementptr i32, ptr %out, i32 %lane
  store i32 %lane, ptr %p
  ret void
}

declare i32 @llvm.hgpu.lane.id()

attributes #0 = { "hgpu-kernel" }

; __syncwarp(mask): llvm.hgpu.warp.sync is bar.warp.sync with the mask in a
; register, on both subtargets.
; RUN: %hgpu_llc -mcpu=hgpu1 < %s | FileCheck %s

declare void @llvm.hgpu.warp.sync(i32) convergent nounwind

; CHECK-LABEL: sync:
; CHECK:      ld.param.b32 r0, [8]
; CHECK-NEXT: ld.param.b64 d1, [0]
; CHECK-NEXT: mov.b32 r1, 1
; CHECK-NEXT: st.global.b32 [d1+0], r1
; CHECK-NEXT: bar.warp.sync r0
; CHECK-NEXT: mov.b32 r0, -1
; CHECK-NEXT: bar.warp.sync r0
; CHECK-NEXT: exit
define void @sync(ptr addrspace(1) %out, i32 %m) {
  store i32 1, ptr addrspace(1) %out
  call void @llvm.hgpu.warp.sync(i32 %m)
  call void @llvm.hgpu.warp.sync(i32 -1)
  ret void
}

; Controls of gfx10+: row_xmask:5 (lane ^ 5 within the row), row_share:3
; (lane 3 of the row), and mov.dpp8 with selector [1,0,3,2,5,4,7,6].
; RUN: llc -mcpu=gfx1030 %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx1030 %s --block=32 --arg=buf:out:i32:96 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: 105 104 107 106 101 100 103 102 113 112 115 114 109 108 111 110
; CHECK-NEXT: out[16]: 121 120 123 122 117 116 119 118 129 128 131 130 125 124 127 126
; CHECK-NEXT: out[32]: 103 103 103 103 103 103 103 103 103 103 103 103 103 103 103 103
; CHECK-NEXT: out[48]: 119 119 119 119 119 119 119 119 119 119 119 119 119 119 119 119
; CHECK-NEXT: out[64]: 101 100 103 102 105 104 107 106 109 108 111 110 113 112 115 114
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @gfx10(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = add i32 %tid, 1000
  %src = add i32 %tid, 100
  %xm = call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %src, i32 357, i32 15, i32 15, i1 false)
  %sh = call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %src, i32 339, i32 15, i32 15, i1 false)
  %d8 = call i32 @llvm.amdgcn.mov.dpp8.i32(i32 %src, i32 14570689)
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %xm, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 32
  store i32 %sh, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 64
  store i32 %d8, ptr addrspace(1) %p2
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.mov.dpp8.i32(i32, i32)

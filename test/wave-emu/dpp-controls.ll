; update.dpp(old = 1000 + lane, src = 100 + lane, ctrl, 0xf, 0xf, bc), one
; control per output row of 64: row_shr:1 keeps old in the first lane of
; each 16-lane row (bound_ctrl off) or gives 0 (bound_ctrl on); row_shl:1
; does the same in the last lane; row_ror:1 rotates within the row;
; quad_perm [3,2,1,0] reverses each quad; row_mirror reverses each row.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: llc -mcpu=gfx1100 %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:out:i32:384 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: 1000 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114
; CHECK-NEXT: out[16]: 1016 116 117 118 119 120 121 122 123 124 125 126 127 128 129 130
; CHECK:      out[64]: 0 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114
; CHECK:      out[128]: 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 1015
; CHECK:      out[192]: 115 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114
; CHECK:      out[256]: 103 102 101 100 107 106 105 104 111 110 109 108 115 114 113 112
; CHECK:      out[320]: 115 114 113 112 111 110 109 108 107 106 105 104 103 102 101 100
; CHECK-NEXT: out[336]: 131 130 129 128 127 126 125 124 123 122 121 120 119 118 117 116
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @dpp(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = add i32 %tid, 1000
  %src = add i32 %tid, 100
  %shr = call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %src, i32 273, i32 15, i32 15, i1 false)
  %shr.bc = call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %src, i32 273, i32 15, i32 15, i1 true)
  %shl = call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %src, i32 257, i32 15, i32 15, i1 false)
  %ror = call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %src, i32 289, i32 15, i32 15, i1 false)
  %quad = call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %src, i32 27, i32 15, i32 15, i1 false)
  %mirror = call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %src, i32 320, i32 15, i32 15, i1 false)
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %shr, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 64
  store i32 %shr.bc, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 128
  store i32 %shl, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i32 192
  store i32 %ror, ptr addrspace(1) %p3
  %p4 = getelementptr i32, ptr addrspace(1) %p0, i32 256
  store i32 %quad, ptr addrspace(1) %p4
  %p5 = getelementptr i32, ptr addrspace(1) %p0, i32 320
  store i32 %mirror, ptr addrspace(1) %p5
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)

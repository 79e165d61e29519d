; Two-dimensional launch: a 2x3 grid of 4x2 workgroups.  Each work-item
; stores (group y, group x, item y, item x) packed as y*1000 + x*100 +
; ty*10 + tx at its global position; 8 lanes per workgroup form one wave.
; RUN: llc -mcpu=gfx1030 %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx1030 %s --grid=2,3 --block=4,2 \
; RUN:   --arg=buf:out:i32:48 --print=out | FileCheck %s
; CHECK:      out[0]: 0 1 2 3 100 101 102 103
; CHECK-NEXT: out[8]: 10 11 12 13 110 111 112 113
; CHECK-NEXT: out[16]: 1000 1001 1002 1003 1100 1101 1102 1103
; CHECK-NEXT: out[24]: 1010 1011 1012 1013 1110 1111 1112 1113
; CHECK-NEXT: out[32]: 2000 2001 2002 2003 2100 2101 2102 2103
; CHECK-NEXT: out[40]: 2010 2011 2012 2013 2110 2111 2112 2113
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @ids(ptr addrspace(1) %out) {
  %tx = call i32 @llvm.amdgcn.workitem.id.x()
  %ty = call i32 @llvm.amdgcn.workitem.id.y()
  %gx = call i32 @llvm.amdgcn.workgroup.id.x()
  %gy = call i32 @llvm.amdgcn.workgroup.id.y()
  %a = mul i32 %gy, 1000
  %b = mul i32 %gx, 100
  %c = mul i32 %ty, 10
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  %v = add i32 %abc, %tx
  ; row = gy * 2 + ty (of 6 rows), column = gx * 4 + tx (of 8 columns)
  %r0 = mul i32 %gy, 2
  %row = add i32 %r0, %ty
  %c0 = mul i32 %gx, 4
  %col = add i32 %c0, %tx
  %rb = mul i32 %row, 8
  %i = add i32 %rb, %col
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()

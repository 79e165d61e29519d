; permlane16.var / permlanex16.var (gfx12) take the lane select from each
; lane's own VGPR: here lane i selects (15 - i) % 16, so permlane16.var
; reverses each row and permlanex16.var reverses into the other row.
; RUN: llc -mcpu=gfx1200 %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx1200 %s --block=32 --arg=buf:out:i32:64 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: 115 114 113 112 111 110 109 108 107 106 105 104 103 102 101 100
; CHECK-NEXT: out[16]: 131 130 129 128 127 126 125 124 123 122 121 120 119 118 117 116
; CHECK-NEXT: out[32]: 131 130 129 128 127 126 125 124 123 122 121 120 119 118 117 116
; CHECK-NEXT: out[48]: 115 114 113 112 111 110 109 108 107 106 105 104 103 102 101 100
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @var(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %src = add i32 %tid, 100
  %n = sub i32 15, %tid
  %sel = and i32 %n, 15
  %a = call i32 @llvm.amdgcn.permlane16.var(i32 0, i32 %src, i32 %sel, i1 false, i1 false)
  %b = call i32 @llvm.amdgcn.permlanex16.var(i32 0, i32 %src, i32 %sel, i1 false, i1 false)
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %a, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 32
  store i32 %b, ptr addrspace(1) %p1
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.permlane16.var(i32, i32, i32, i1, i1)
declare i32 @llvm.amdgcn.permlanex16.var(i32, i32, i32, i1, i1)

; permlane16 with selects 0x89abcdef / 0x01234567 reverses each row of 16;
; permlanex16 with 0x76543210 / 0xfedcba98 reads the same position of the
; other row of the pair (lane 0 reads 16, lane 16 reads 0).
; RUN: llc -mcpu=gfx1030 %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx1030 %s --block=32 --arg=buf:out:i32:64 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: 115 114 113 112 111 110 109 108 107 106 105 104 103 102 101 100
; CHECK-NEXT: out[16]: 131 130 129 128 127 126 125 124 123 122 121 120 119 118 117 116
; CHECK-NEXT: out[32]: 116 117 118 119 120 121 122 123 124 125 126 127 128 129 130 131
; CHECK-NEXT: out[48]: 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @permlane(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %src = add i32 %tid, 100
  %rev = call i32 @llvm.amdgcn.permlane16.i32(i32 0, i32 %src, i32 u0x89abcdef, i32 u0x01234567, i1 false, i1 false)
  %x = call i32 @llvm.amdgcn.permlanex16.i32(i32 0, i32 %src, i32 u0x76543210, i32 u0xfedcba98, i1 false, i1 false)
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %rev, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 32
  store i32 %x, ptr addrspace(1) %p1
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.permlane16.i32(i32, i32, i32, i32, i1, i1)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1, i1)

; Controls only gfx9 has: wave_shr:1 (lane reads lane - 1 across rows),
; row_bcast:15 with row_mask 0xa (rows 1 and 3 take lane 15 of the row
; before), and row_newbcast:3 on gfx90a (each row reads its lane 3).
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:out:i32:192 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: 1000 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114
; CHECK-NEXT: out[16]: 115 116 117 118 119 120 121 122 123 124 125 126 127 128 129 130
; CHECK:      out[64]: 1000 1001 1002 1003 1004 1005 1006 1007 1008 1009 1010 1011 1012 1013 1014 1015
; CHECK-NEXT: out[80]: 115 115 115 115 115 115 115 115 115 115 115 115 115 115 115 115
; CHECK-NEXT: out[96]: 1032 1033 1034 1035 1036 1037 1038 1039 1040 1041 1042 1043 1044 1045 1046 1047
; CHECK-NEXT: out[112]: 147 147 147 147 147 147 147 147 147 147 147 147 147 147 147 147
; CHECK-NEXT: out[128]: 103 103 103 103 103 103 103 103 103 103 103 103 103 103 103 103
; CHECK-NEXT: out[144]: 119 119 119 119 119 119 119 119 119 119 119 119 119 119 119 119
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @gfx9(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = add i32 %tid, 1000
  %src = add i32 %tid, 100
  %wshr = call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %src, i32 312, i32 15, i32 15, i1 false)
  %bc15 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %src, i32 322, i32 10, i32 15, i1 false)
  %nbc = call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %src, i32 339, i32 15, i32 15, i1 false)
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %wshr, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 64
  store i32 %bc15, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 128
  store i32 %nbc, ptr addrspace(1) %p2
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)

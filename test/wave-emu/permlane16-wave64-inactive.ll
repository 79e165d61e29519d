; permlane16 in wave64 works on all four rows.  Inside a branch taken by the
; even lanes only, lane i selects lane i ^ 1 of its row (an odd, inactive
; lane): without bound_ctrl it keeps old (-5), with bound_ctrl it gets 0.
; RUN: llc -mcpu=gfx1100 -mattr=+wavefrontsize64 %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx1100 -mattr=+wavefrontsize64 %s --block=64 \
; RUN:   --arg=buf:out:i32:192 --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: 101 100 103 102 105 104 107 106 109 108 111 110 113 112 115 114
; CHECK:      out[48]: 149 148 151 150 153 152 155 154 157 156 159 158 161 160 163 162
; CHECK:      out[112]: -5 -1 -5 -1 -5 -1 -5 -1 -5 -1 -5 -1 -5 -1 -5 -1
; CHECK:      out[176]: 0 -1 0 -1 0 -1 0 -1 0 -1 0 -1 0 -1 0 -1
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %src = add i32 %tid, 100
  ; select lane ^ 1: nibbles 1,0,3,2,...
  %all = call i32 @llvm.amdgcn.permlane16.i32(i32 -5, i32 %src, i32 u0x67452301, i32 u0xefcdab89, i1 false, i1 false)
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %all, ptr addrspace(1) %p0
  %odd = trunc i32 %tid to i1
  br i1 %odd, label %join, label %even
even:
  %keep = call i32 @llvm.amdgcn.permlane16.i32(i32 -5, i32 %src, i32 u0x67452301, i32 u0xefcdab89, i1 false, i1 false)
  %zero = call i32 @llvm.amdgcn.permlane16.i32(i32 -5, i32 %src, i32 u0x67452301, i32 u0xefcdab89, i1 false, i1 true)
  br label %join
join:
  %k = phi i32 [ -1, %entry ], [ %keep, %even ]
  %z = phi i32 [ -1, %entry ], [ %zero, %even ]
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 64
  store i32 %k, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 128
  store i32 %z, ptr addrspace(1) %p2
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.permlane16.i32(i32, i32, i32, i32, i1, i1)

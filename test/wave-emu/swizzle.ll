; ds.swizzle: bitmask mode with xor 16 (SWAP16: lane ^ 16 within 32 lanes),
; bitmask mode with and 0x18 / or 3 (BROADCAST8 of lane 3 of each group of
; 8), and quad-perm mode [1,0,3,2].
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:out:i32:192 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: 116 117 118 119 120 121 122 123 124 125 126 127 128 129 130 131
; CHECK-NEXT: out[16]: 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115
; CHECK-NEXT: out[32]: 148 149 150 151 152 153 154 155 156 157 158 159 160 161 162 163
; CHECK:      out[64]: 103 103 103 103 103 103 103 103 111 111 111 111 111 111 111 111
; CHECK:      out[128]: 101 100 103 102 105 104 107 106 109 108 111 110 113 112 115 114
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @swizzle(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %src = add i32 %tid, 100
  %swap = call i32 @llvm.amdgcn.ds.swizzle(i32 %src, i32 16415)
  %bcast = call i32 @llvm.amdgcn.ds.swizzle(i32 %src, i32 120)
  %quad = call i32 @llvm.amdgcn.ds.swizzle(i32 %src, i32 32945)
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %swap, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 64
  store i32 %bcast, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 128
  store i32 %quad, ptr addrspace(1) %p2
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)

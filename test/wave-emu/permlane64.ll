; permlane64 swaps the halves of a wave64 (gfx11+) and is a no-op in wave32.
; RUN: llc -mcpu=gfx1100 -mattr=+wavefrontsize64 %s -o /dev/null
; RUN: llc -mcpu=gfx1100 %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx1100 -mattr=+wavefrontsize64 %s --block=64 \
; RUN:   --arg=buf:out:i32:64 --print=out --print-width=16 | FileCheck %s --check-prefix=W64
; RUN: %wave-emu -mcpu=gfx1100 %s --block=32 --arg=buf:out:i32:64 \
; RUN:   --print=out --print-width=16 | FileCheck %s --check-prefix=W32
; W64:      out[0]: 132 133 134 135 136 137 138 139 140 141 142 143 144 145 146 147
; W64:      out[32]: 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115
; W32:      out[0]: 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115
; W32-NEXT: out[16]: 116 117 118 119 120 121 122 123 124 125 126 127 128 129 130 131
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @swap(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %src = add i32 %tid, 100
  %r = call i32 @llvm.amdgcn.permlane64.i32(i32 %src)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.permlane64.i32(i32)

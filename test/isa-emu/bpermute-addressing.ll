; ds_bpermute_b32 reads lane ((addr + offset) / 4) mod the lanes it can
; address: 32 in wave32 (RDNA3 guide 16.15 pseudocode: "% 32"), 64 on gfx9
; wave64, and on gfx11 wave64 32 within the lane's own half.  Each lane
; asks for lane (lane + 33) through addr = 4 * lane + 128 and offset:4;
; the value read is 100 + source lane.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.w32.o
; RUN: ld.lld -shared %t.w32.o -o %t.w32.hsaco
; RUN: wave-emu --isa %t.w32.hsaco --block=32 --arg=buf:out:i32:32 --print=out --print-width=16 \
; RUN:   | FileCheck %s --check-prefix=W32
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %s -o %t.gfx9.o
; RUN: ld.lld -shared %t.gfx9.o -o %t.gfx9.hsaco
; RUN: wave-emu --isa %t.gfx9.hsaco --block=64 --arg=buf:out:i32:64 --print=out --print-width=16 \
; RUN:   | FileCheck %s --check-prefix=GFX9
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize64 -filetype=obj %s -o %t.w64.o
; RUN: ld.lld -shared %t.w64.o -o %t.w64.hsaco
; RUN: wave-emu --isa %t.w64.hsaco --block=64 --arg=buf:out:i32:64 --print=out --print-width=16 \
; RUN:   | FileCheck %s --check-prefix=W64
; W32:      out[0]: 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 116
; W32-NEXT: out[16]: 117 118 119 120 121 122 123 124 125 126 127 128 129 130 131 100
; GFX9:      out[0]: 133 134 135 136 137 138 139 140 141 142 143 144 145 146 147 148
; GFX9-NEXT: out[16]: 149 150 151 152 153 154 155 156 157 158 159 160 161 162 163 100
; GFX9-NEXT: out[32]: 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 116
; GFX9-NEXT: out[48]: 117 118 119 120 121 122 123 124 125 126 127 128 129 130 131 132
; W64:      out[0]: 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 116
; W64-NEXT: out[16]: 117 118 119 120 121 122 123 124 125 126 127 128 129 130 131 100
; W64-NEXT: out[32]: 133 134 135 136 137 138 139 140 141 142 143 144 145 146 147 148
; W64-NEXT: out[48]: 149 150 151 152 153 154 155 156 157 158 159 160 161 162 163 132

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = add i32 %tid, 100
  %l4 = shl i32 %tid, 2
  %addr = add i32 %l4, 128
  %r = call i32 asm sideeffect "ds_bpermute_b32 $0, $1, $2 offset:4\0As_waitcnt lgkmcnt(0)", "=v,v,v"(i32 %addr, i32 %v)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()

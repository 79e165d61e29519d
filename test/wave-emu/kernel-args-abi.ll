; The emulator's argument block is laid out as the AMDGPU kernel ABI lays
; out the kernel-argument segment: each explicit argument at the next
; multiple of its alignment (a byref parameter's `align`, else its type's
; ABI alignment), taking its allocation size.  The offsets and sizes are
; those llc writes to the code object's .args metadata, for scalars of every
; size, a global and an LDS pointer, structs by value (byref, with their C
; alignment, and a direct aggregate), an array, a <3 x i32> and an i1, on
; gfx90a and gfx1100.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %s -o - | FileCheck %s --check-prefix=LLC
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 %s -o - | FileCheck %s --check-prefix=LLC
; RUN: %wave-emu -mcpu=gfx90a %s --list-kernels | FileCheck %s --check-prefix=EMU
; RUN: %wave-emu -mcpu=gfx1100 %s --list-kernels | FileCheck %s --check-prefix=EMU

target triple = "amdgcn-amd-amdhsa"

%struct.S = type { i8, double, i16 }
%struct.V = type { float, float, float, float }
%struct.T = type { i16, i8 }

define amdgpu_kernel void @k(i8 %a, ptr addrspace(1) %p, i16 %b,
                             ptr addrspace(4) byref(%struct.S) align 8 %s, i32 %c,
                             ptr addrspace(4) byref(%struct.V) align 16 %v, half %h,
                             <3 x i32> %v3, i64 %d, %struct.T %t, [3 x i8] %arr,
                             ptr addrspace(3) %lds, double %x, i1 %flag) {
  store i8 %a, ptr addrspace(1) %p
  ret void
}

; LLC:      .name: a
; LLC-NEXT: .offset: 0
; LLC-NEXT: .size: 1
; LLC:      .name: p
; LLC-NEXT: .offset: 8
; LLC-NEXT: .size: 8
; LLC:      .name: b
; LLC-NEXT: .offset: 16
; LLC-NEXT: .size: 2
; LLC:      .name: s
; LLC-NEXT: .offset: 24
; LLC-NEXT: .size: 24
; LLC:      .name: c
; LLC-NEXT: .offset: 48
; LLC-NEXT: .size: 4
; LLC:      .name: v
; LLC-NEXT: .offset: 64
; LLC-NEXT: .size: 16
; LLC:      .name: h
; LLC-NEXT: .offset: 80
; LLC-NEXT: .size: 2
; LLC:      .name: v3
; LLC-NEXT: .offset: 96
; LLC-NEXT: .size: 16
; LLC:      .name: d
; LLC-NEXT: .offset: 112
; LLC-NEXT: .size: 8
; LLC:      .name: t
; LLC-NEXT: .offset: 120
; LLC-NEXT: .size: 4
; LLC:      .name: arr
; LLC-NEXT: .offset: 124
; LLC-NEXT: .size: 3
; LLC:      .name: lds
; LLC-NEXT: .offset: 128
; LLC-NEXT: .pointee_align: 1
; LLC-NEXT: .size: 4
; LLC:      .name: x
; LLC-NEXT: .offset: 136
; LLC-NEXT: .size: 8
; LLC:      .name: flag
; LLC-NEXT: .offset: 144
; LLC-NEXT: .size: 1
; LLC:      .kernarg_segment_align: 16

; EMU:      kernel 'k': 145 bytes of arguments, aligned to 16
; EMU-NEXT:   arg 0: offset 0, size 1, align 1, integer i8
; EMU-NEXT:   arg 1: offset 8, size 8, align 8, pointer ptr addrspace(1)
; EMU-NEXT:   arg 2: offset 16, size 2, align 2, integer i16
; EMU-NEXT:   arg 3: offset 24, size 24, align 8, aggregate byref %struct.S
; EMU-NEXT:   arg 4: offset 48, size 4, align 4, integer i32
; EMU-NEXT:   arg 5: offset 64, size 16, align 16, aggregate byref %struct.V
; EMU-NEXT:   arg 6: offset 80, size 2, align 2, float half
; EMU-NEXT:   arg 7: offset 96, size 16, align 16, aggregate <3 x i32>
; EMU-NEXT:   arg 8: offset 112, size 8, align 8, integer i64
; EMU-NEXT:   arg 9: offset 120, size 4, align 2, aggregate %struct.T
; EMU-NEXT:   arg 10: offset 124, size 3, align 1, aggregate [3 x i8]
; EMU-NEXT:   arg 11: offset 128, size 4, align 4, pointer ptr addrspace(3)
; EMU-NEXT:   arg 12: offset 136, size 8, align 8, float double
; EMU-NEXT:   arg 13: offset 144, size 1, align 1, integer i1

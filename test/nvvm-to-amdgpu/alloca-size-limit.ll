; The size check refuses only what can never fit: an alloca of exactly the
; private memory of a lane passes it (gfx90a wave64: 131056 bytes, llc's
; limit).  llc itself adds 4 bytes to this kernel's frame, so the largest
; alloca that compiles here is 131052 bytes; llc accepts it after the pass.
; (errors-alloca-size.ll: the refusals.)
; RUN: split-file %s %t
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S %t/at-limit.ll | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' %t/fits.ll | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -o - | FileCheck %s --check-prefix=ASM

; CHECK-LABEL: define amdgpu_kernel void @at_limit(
; CHECK-NEXT:    %a = alloca [131056 x i8], align 4, addrspace(5)
; ASM: .amdhsa_private_segment_fixed_size 131056

;--- at-limit.ll
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @at_limit(i32 %i) {
  %a = alloca [131056 x i8], align 4
  %p = getelementptr i8, ptr %a, i32 %i
  store volatile i8 1, ptr %p, align 1
  ret void
}

;--- fits.ll
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @fits(i32 %i) {
  %a = alloca [131052 x i8], align 4
  %p = getelementptr i8, ptr %a, i32 %i
  store volatile i8 1, ptr %p, align 1
  ret void
}

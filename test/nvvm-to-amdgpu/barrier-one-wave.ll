; __syncthreads in a kernel whose block fits in one wave (nvvm.maxntid no
; larger than the wave) becomes a wave barrier between the fences, as the
; AMDGPU backend would make it; a barrier that carries a convergence token
; keeps it.  (LLVM 22's amdgpu-lower-intrinsics makes that rewrite itself
; and drops the bundle, and llc then rejects the module: a shfl-fuzz.py
; finding.)  A block of two waves keeps s_barrier.
; The barrier's name is LLVM 19's or 22's (22 upgrades barrier0, but drops
; its bundle in doing so).
; RUN: sed -e %if llvm19 %{'s/BARRIER/barrier0()/'%} %else %{'s/BARRIER/barrier.cta.sync.aligned.all(i32 0)/'%} %s > %t.ll
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100;wave64>' -S < %t.ll | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100;wave64>' < %t.ll \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize64 -o - \
; RUN:   | FileCheck %s --check-prefix=ASM
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100>' -S < %t.ll | FileCheck %s --check-prefix=W32

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define amdgpu_kernel void @one_wave(
; CHECK:       %tok = call token @llvm.experimental.convergence.entry()
; CHECK:       fence syncscope("workgroup") release
; CHECK-NEXT:  call void @llvm.amdgcn.wave.barrier() [ "convergencectrl"(token %tok) ]
; CHECK-NEXT:  fence syncscope("workgroup") acquire
; W32-LABEL:   define amdgpu_kernel void @one_wave(
; W32:         call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok) ]
; ASM-LABEL:   one_wave:
; ASM-NOT:     s_barrier
; ASM:         s_endpgm
define ptx_kernel void @one_wave(ptr %p) #0 {
  %tok = call token @llvm.experimental.convergence.entry()
  store i32 1, ptr %p
  call void @llvm.nvvm.BARRIER [ "convergencectrl"(token %tok) ]
  ret void
}

; CHECK-LABEL: define amdgpu_kernel void @two_waves(
; CHECK:       fence syncscope("workgroup") release
; CHECK-NEXT:  call void @llvm.amdgcn.s.barrier()
; CHECK-NEXT:  fence syncscope("workgroup") acquire
; ASM-LABEL:   two_waves:
; ASM:         s_barrier
define ptx_kernel void @two_waves(ptr %p) #1 {
  store i32 1, ptr %p
  call void @llvm.nvvm.BARRIER
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

attributes #0 = { convergent "nvvm.maxntid"="64" }
attributes #1 = { "nvvm.maxntid"="128" }

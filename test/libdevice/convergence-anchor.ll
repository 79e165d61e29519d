; OCML's functions are convergent and libdevice's declarations are not: in a
; function that uses convergence control, a libdevice call that becomes an
; OCML call gets a convergence.anchor in front of it (found by shfl-fuzz,
; seed 1000: the verifier rejected the mix of controlled and uncontrolled
; convergent calls).  A call mapped to an LLVM intrinsic needs none.
; REQUIRES: rocm-device-libs
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -verify-each -S %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

define float @f(float %x) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %s = call float @__nv_sinf(float %x)
  %b = call i32 @__nv_brev(i32 7)
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %b, i32 0, i32 31) [ "convergencectrl"(token %t) ]
  ret float %s
}
declare float @__nv_sinf(float)
declare i32 @__nv_brev(i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare token @llvm.experimental.convergence.entry()

; CHECK-LABEL: define hidden float @f(float %x)
; CHECK-NEXT:    %t = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:    %conv.anchor = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:    %s = call float @__ocml_sin_f32(float %x) [ "convergencectrl"(token %conv.anchor) ]
; CHECK-NEXT:    %b = call i32 @llvm.bitreverse.i32(i32 7)
; CHECK-NEXT:    %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %b, i32 0, i32 31) [ "convergencectrl"(token %t) ]
; CHECK-NEXT:    ret float %s

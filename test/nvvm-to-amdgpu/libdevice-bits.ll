; The integer bit functions of libdevice, which CUDA's headers call for
; __popc, __ffs, __clz and __brev (and their ll forms), become the exact LLVM
; bit intrinsics: ffs(x) = x == 0 ? 0 : cttz(x) + 1, clz(0) = 32 / 64, and the
; ll forms that return int are truncated.  Float math other than the few
; exact intrinsics is still an error (errors.ll).
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

define i32 @bits(i32 %x, i64 %y) {
entry:
  %popc = call i32 @__nv_popc(i32 %x)
  %popcll = call i32 @__nv_popcll(i64 %y)
  %ffs = call i32 @__nv_ffs(i32 %x)
  %ffsll = call i32 @__nv_ffsll(i64 %y)
  %clz = call i32 @__nv_clz(i32 %x)
  %clzll = call i32 @__nv_clzll(i64 %y)
  %brev = call i32 @__nv_brev(i32 %x)
  %brevll = call i64 @__nv_brevll(i64 %y)
  %brevll.lo = trunc i64 %brevll to i32
  %s0 = add i32 %popc, %popcll
  %s1 = add i32 %s0, %ffs
  %s2 = add i32 %s1, %ffsll
  %s3 = add i32 %s2, %clz
  %s4 = add i32 %s3, %clzll
  %s5 = add i32 %s4, %brev
  %s6 = add i32 %s5, %brevll.lo
  ret i32 %s6
}

declare i32 @__nv_popc(i32)
declare i32 @__nv_popcll(i64)
declare i32 @__nv_ffs(i32)
declare i32 @__nv_ffsll(i64)
declare i32 @__nv_clz(i32)
declare i32 @__nv_clzll(i64)
declare i32 @__nv_brev(i32)
declare i64 @__nv_brevll(i64)

; CHECK-LABEL: define hidden i32 @bits(i32 %x, i64 %y)
; CHECK-NEXT:  entry:
; CHECK-NEXT:  %popc = call i32 @llvm.ctpop.i32(i32 %x)
; CHECK-NEXT:  %popcll.wide = call i64 @llvm.ctpop.i64(i64 %y)
; CHECK-NEXT:  %popcll = trunc i64 %popcll.wide to i32
; CHECK-NEXT:  %ffs.tz = call i32 @llvm.cttz.i32(i32 %x, i1 true)
; CHECK-NEXT:  %ffs.zero = icmp eq i32 %x, 0
; CHECK-NEXT:  %ffs.tz1 = add i32 %ffs.tz, 1
; CHECK-NEXT:  %ffs = select i1 %ffs.zero, i32 0, i32 %ffs.tz1
; CHECK-NEXT:  %ffsll.tz = call i64 @llvm.cttz.i64(i64 %y, i1 true)
; CHECK-NEXT:  %ffsll.zero = icmp eq i64 %y, 0
; CHECK-NEXT:  %ffsll.tz1 = add i64 %ffsll.tz, 1
; CHECK-NEXT:  %ffsll.wide = select i1 %ffsll.zero, i64 0, i64 %ffsll.tz1
; CHECK-NEXT:  %ffsll = trunc i64 %ffsll.wide to i32
; CHECK-NEXT:  %clz = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
; CHECK-NEXT:  %clzll.wide = call i64 @llvm.ctlz.i64(i64 %y, i1 false)
; CHECK-NEXT:  %clzll = trunc i64 %clzll.wide to i32
; CHECK-NEXT:  %brev = call i32 @llvm.bitreverse.i32(i32 %x)
; CHECK-NEXT:  %brevll = call i64 @llvm.bitreverse.i64(i64 %y)
; CHECK-NEXT:  %brevll.lo = trunc i64 %brevll to i32
; CHECK-NEXT:  %s0 = add i32 %popc, %popcll
; CHECK-NEXT:  %s1 = add i32 %s0, %ffs
; CHECK-NEXT:  %s2 = add i32 %s1, %ffsll
; CHECK-NEXT:  %s3 = add i32 %s2, %clz
; CHECK-NEXT:  %s4 = add i32 %s3, %clzll
; CHECK-NEXT:  %s5 = add i32 %s4, %brev
; CHECK-NEXT:  %s6 = add i32 %s5, %brevll.lo
; CHECK-NEXT:  ret i32 %s6

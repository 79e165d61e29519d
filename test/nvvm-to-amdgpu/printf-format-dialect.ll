; CUDA's printf dialect, as an H100 prints it, rewritten into a format C's
; printf prints the same way: what CUDA prints as written becomes literal
; text (a `*` precision, %j, %t, %z before anything but d, i, u, an unknown
; conversion, a `%` with flags or a width, a lone `%` at the end, and
; conversions past the 32nd argument), and the arguments are read as CUDA
; reads them (a `*` width takes an int; q, L are 8 bytes wide; l before
; f, c, s changes nothing).  The value each call returns is the number of
; arguments formatted.
; REQUIRES: rocm-device-libs
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@star = private unnamed_addr constant [22 x i8] c"[%*d] [%.*f] [%*.*s]|\00"
@unknown = private unnamed_addr constant [48 x i8] c"[%jd] [%td] [%zx] [%zu] [%5q] [%y] [%5%] 100%%|\00"
@trailing = private unnamed_addr constant [6 x i8] c"end %\00"
@lengths = private unnamed_addr constant [34 x i8] c"%hhd %hd %lld %qd %Lf %lf %lc %ls\00"
@many = private unnamed_addr constant [100 x i8] c"%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d \00"

; CHECK-DAG: @printf.format = private unnamed_addr constant [24 x i8] c"[%*d] [%%.*f] [%%*.*s]|\00"
; CHECK-DAG: @printf.format.1 = private unnamed_addr constant [54 x i8] c"[%%jd] [%%td] [%%zx] [%zu] [%%5] [%%y] [%%5%%] 100%%|\00"
; CHECK-DAG: @printf.format.2 = private unnamed_addr constant [7 x i8] c"end %%\00"
; CHECK-DAG: @printf.format.3 = private unnamed_addr constant [31 x i8] c"%hhd %hd %lld %lld %f %f %c %s\00"
; CHECK-DAG: @printf.format.4 = private unnamed_addr constant [101 x i8] c"%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %%d \00"

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK:       store i32 2, ptr %ret.generic, align 4
; CHECK:       store i32 1, ptr {{%.*}}, align 4
; CHECK:       store i32 0, ptr {{%.*}}, align 4
; CHECK:       store i32 8, ptr {{%.*}}, align 4
; CHECK:       store i32 32, ptr {{%.*}}, align 4
define ptx_kernel void @k(ptr %buf, ptr %ret) {
  %r0 = call i32 @vprintf(ptr @star, ptr %buf)
  store i32 %r0, ptr %ret, align 4
  %r1 = call i32 @vprintf(ptr @unknown, ptr %buf)
  %ret1 = getelementptr i32, ptr %ret, i64 1
  store i32 %r1, ptr %ret1, align 4
  %r2 = call i32 @vprintf(ptr @trailing, ptr %buf)
  %ret2 = getelementptr i32, ptr %ret, i64 2
  store i32 %r2, ptr %ret2, align 4
  %r3 = call i32 @vprintf(ptr @lengths, ptr %buf)
  %ret3 = getelementptr i32, ptr %ret, i64 3
  store i32 %r3, ptr %ret3, align 4
  %r4 = call i32 @vprintf(ptr @many, ptr %buf)
  %ret4 = getelementptr i32, ptr %ret, i64 4
  store i32 %r4, ptr %ret4, align 4
  ret void
}

declare i32 @vprintf(ptr, ptr)

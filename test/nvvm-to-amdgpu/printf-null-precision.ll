; What a null %s pointer prints, as the H100 prints it (the C library's
; rule, test/hardware/results/device_printf/null.out): "(null)" without a
; precision or with one of 6 or more, nothing with a precision below 6
; (`%.3s` prints `[]`, `%.10s` `[(null)]`).  The lowering passes that text
; where the pointer is null, since OCKL would send an empty string: one
; constant per text in the module.
; REQUIRES: rocm-device-libs
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@fmt = private unnamed_addr constant [20 x i8] c"[%5s][%.3s][%.10s]\0A\00"

; CHECK:       @printf.null = private unnamed_addr constant [7 x i8] c"(null)\00", align 1
; CHECK-NEXT:  @printf.null.empty = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
; CHECK-NOT:   @printf.null
; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK:         %printf.isnull = icmp eq ptr %printf.arg, null
; CHECK-NEXT:    %printf.str = select i1 %printf.isnull, ptr @printf.null, ptr %printf.arg
; CHECK:         %printf.isnull3 = icmp eq ptr %printf.arg2, null
; CHECK-NEXT:    %printf.str4 = select i1 %printf.isnull3, ptr @printf.null.empty, ptr %printf.arg2
; CHECK:         %printf.isnull7 = icmp eq ptr %printf.arg6, null
; CHECK-NEXT:    %printf.str8 = select i1 %printf.isnull7, ptr @printf.null, ptr %printf.arg6
define ptx_kernel void @k(ptr %buf) {
  %r = call i32 @vprintf(ptr @fmt, ptr %buf)
  ret void
}

declare i32 @vprintf(ptr, ptr)

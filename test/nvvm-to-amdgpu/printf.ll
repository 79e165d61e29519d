; Device printf: CUDA's vprintf(format, buffer) becomes OCKL's hostcall
; printf, as HIP's printf is on AMD.  Each argument is loaded from CUDA's
; buffer at the offset the format gives it (an int 4 bytes, a long, double,
; string or pointer 8, each at its size's alignment) and appended: the
; format and each %s as a string, the others as 64-bit values.  A null %s
; pointer is replaced by the text CUDA prints for it, "(null)" (OCKL would
; send an empty string; printf-null-precision.ll: with a precision).  The call's
; value is CUDA's printf's: the number of arguments formatted.  ockl.bc is
; linked for the calls, which stay out of line (linkonce_odr, noinline).
; REQUIRES: rocm-device-libs
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@fmt = private unnamed_addr constant [17 x i8] c"%d %s %f %ld %p\0A\00"
@hi = private unnamed_addr constant [3 x i8] c"hi\00"

%printf_args = type { i32, ptr, double, i64, ptr }

; CHECK:       @printf.null = private unnamed_addr constant [7 x i8] c"(null)\00", align 1
; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK:         %printf.slot = getelementptr inbounds i8, ptr %buf.generic, i64 0
; CHECK-NEXT:    %printf.arg = load i32, ptr %printf.slot, align 4
; CHECK-NEXT:    %printf.slot1 = getelementptr inbounds i8, ptr %buf.generic, i64 8
; CHECK-NEXT:    %printf.arg2 = load ptr, ptr %printf.slot1, align 8
; CHECK-NEXT:    %printf.isnull = icmp eq ptr %printf.arg2, null
; CHECK-NEXT:    %printf.str = select i1 %printf.isnull, ptr @printf.null, ptr %printf.arg2
; CHECK-NEXT:    %printf.slot3 = getelementptr inbounds i8, ptr %buf.generic, i64 16
; CHECK-NEXT:    %printf.arg4 = load double, ptr %printf.slot3, align 8
; CHECK-NEXT:    %printf.slot5 = getelementptr inbounds i8, ptr %buf.generic, i64 24
; CHECK-NEXT:    %printf.arg6 = load i64, ptr %printf.slot5, align 8
; CHECK-NEXT:    %printf.slot7 = getelementptr inbounds i8, ptr %buf.generic, i64 32
; CHECK-NEXT:    %printf.arg8 = load ptr, ptr %printf.slot7, align 8
; CHECK-NEXT:    [[D0:%.*]] = call i64 @__ockl_printf_begin(i64 0)
; CHECK:         [[D1:%.*]] = call i64 @__ockl_printf_append_string_n(i64 [[D0]], ptr @fmt, i64 {{%.*}}, i32 0)
; CHECK:         [[I:%.*]] = zext i32 %printf.arg to i64
; CHECK-NEXT:    [[D2:%.*]] = call i64 @__ockl_printf_append_args(i64 [[D1]], i32 1, i64 [[I]], i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 0)
; CHECK:         [[D3:%.*]] = call i64 @__ockl_printf_append_string_n(i64 [[D2]], ptr %printf.str, i64 {{%.*}}, i32 0)
; CHECK-NEXT:    [[F:%.*]] = bitcast double %printf.arg4 to i64
; CHECK-NEXT:    [[D4:%.*]] = call i64 @__ockl_printf_append_args(i64 [[D3]], i32 1, i64 [[F]], i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 0)
; CHECK-NEXT:    [[D5:%.*]] = call i64 @__ockl_printf_append_args(i64 [[D4]], i32 1, i64 %printf.arg6, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 0)
; CHECK-NEXT:    [[P:%.*]] = ptrtoint ptr %printf.arg8 to i64
; CHECK-NEXT:    {{%.*}} = call i64 @__ockl_printf_append_args(i64 [[D5]], i32 1, i64 [[P]], i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 1)
; CHECK:         store i32 5, ptr %ret.generic, align 4
; CHECK:       define linkonce_odr hidden i64 @__ockl_printf_begin({{.*}}) #[[#OCKL:]]
; CHECK:       define linkonce_odr hidden i64 @__ockl_printf_append_args({{.*}}) #[[#OCKL]]
; CHECK:       define linkonce_odr hidden i64 @__ockl_printf_append_string_n({{.*}}) #[[#OCKL]]
; CHECK:       attributes #[[#OCKL]] = { {{.*}}noinline{{.*}} }
define ptx_kernel void @k(i32 %x, ptr %s, double %f, i64 %l, ptr %ret) {
  %buf = alloca %printf_args, align 8
  store i32 %x, ptr %buf, align 8
  %p1 = getelementptr inbounds %printf_args, ptr %buf, i32 0, i32 1
  store ptr @hi, ptr %p1, align 8
  %p2 = getelementptr inbounds %printf_args, ptr %buf, i32 0, i32 2
  store double %f, ptr %p2, align 8
  %p3 = getelementptr inbounds %printf_args, ptr %buf, i32 0, i32 3
  store i64 %l, ptr %p3, align 8
  %p4 = getelementptr inbounds %printf_args, ptr %buf, i32 0, i32 4
  store ptr %s, ptr %p4, align 8
  %r = call i32 @vprintf(ptr @fmt, ptr %buf)
  store i32 %r, ptr %ret, align 4
  ret void
}

declare i32 @vprintf(ptr, ptr)

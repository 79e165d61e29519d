; A failed assert: CUDA's __assertfail(message, file, line, function, size)
; prints CUDA's message on stderr (OCKL's fprintf_stderr_begin; its appends
; are printf's) with the workgroup and work-item ids as block and thread,
; then traps.  The trap is nomerge and marked !shfl.assertfail, which tells
; the emulator that the trap is a failed assert (cudaErrorAssert).
; REQUIRES: rocm-device-libs
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 | FileCheck %s --check-prefix=ASM

target triple = "nvptx64-nvidia-cuda"

@expr = private unnamed_addr constant [6 x i8] c"n > 0\00"
@file = private unnamed_addr constant [5 x i8] c"k.cu\00"
@func = private unnamed_addr constant [17 x i8] c"void k(int, int)\00"

; CHECK: @assert.format = private unnamed_addr constant [73 x i8] c"%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%s` failed.\0A\00"

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK:       fail:
; CHECK-NEXT:    %ctaid.x = call i32 @llvm.amdgcn.workgroup.id.x()
; CHECK-NEXT:    %ctaid.y = call i32 @llvm.amdgcn.workgroup.id.y()
; CHECK-NEXT:    %ctaid.z = call i32 @llvm.amdgcn.workgroup.id.z()
; CHECK-NEXT:    %tid.x = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT:    %tid.y = call i32 @llvm.amdgcn.workitem.id.y()
; CHECK-NEXT:    %tid.z = call i32 @llvm.amdgcn.workitem.id.z()
; CHECK-NEXT:    %assert.stderr = call i64 @__ockl_fprintf_stderr_begin()
; CHECK:         call i64 @__ockl_printf_append_string_n(i64 %assert.stderr, ptr @assert.format,
; CHECK:         call i64 @__ockl_printf_append_string_n({{.*}}, ptr @file,
; CHECK-NEXT:    call i64 @__ockl_printf_append_args({{.*}}, i32 1, i64 17, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 0)
; CHECK:         call i64 @__ockl_printf_append_string_n({{.*}}, ptr @func,
; CHECK:         zext i32 %ctaid.x to i64
; CHECK:         zext i32 %tid.z to i64
; CHECK:         call i64 @__ockl_printf_append_string_n({{.*}}, ptr @expr, i64 {{%.*}}, i32 1)
; CHECK-NEXT:    call void @llvm.trap() #[[#TRAP:]], !shfl.assertfail ![[#MD:]]
; CHECK-NOT:   call void @__assertfail
; CHECK:       attributes #[[#TRAP]] = { nomerge }
; CHECK:       ![[#MD]] = !{}
define ptx_kernel void @k(i32 %n, i32 %m) {
entry:
  %ok = icmp sgt i32 %n, 0
  br i1 %ok, label %done, label %fail
fail:
  call void @__assertfail(ptr @expr, ptr @file, i32 17, ptr @func, i64 1)
  br label %done
done:
  ret void
}

declare void @__assertfail(ptr, ptr, i32, ptr, i64)

; ASM: s_trap 2
; ASM: .value_kind: hidden_hostcall_buffer

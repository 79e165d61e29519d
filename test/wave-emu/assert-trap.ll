; The trap that ends a failed assert (nvvm-to-amdgpu marks it
; !shfl.assertfail) stops the run as a failed assert, after the message the
; lanes printed: the lanes of the wave that reach the printf together print
; first, then the first of them traps.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx90a %s --block=8 2>&1 | FileCheck %s
; CHECK:      assert failed in lane 3
; CHECK-NEXT: assert failed in lane 5
; CHECK-NEXT: wave-emu: error: device-side assert triggered in kernel 'k'
; CHECK-NEXT:   at function 'k', block '%fail'
; CHECK-NEXT:   by workgroup (0,0,0), wave 0, lane 3 (work-item (3,0,0))
; CHECK-NEXT:   the failed assert's message is printed above; CUDA reports cudaErrorAssert
target triple = "amdgcn-amd-amdhsa"

@msg = private unnamed_addr addrspace(4) constant [26 x i8] c"assert failed in lane %d\0A\00"

define amdgpu_kernel void @k() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %three = icmp eq i32 %tid, 3
  %five = icmp eq i32 %tid, 5
  %c = or i1 %three, %five
  br i1 %c, label %fail, label %ok
fail:
  %tid.64 = zext i32 %tid to i64
  %d0 = call i64 @__ockl_fprintf_stderr_begin()
  %d1 = call i64 @__ockl_printf_append_string_n(i64 %d0, ptr addrspacecast (ptr addrspace(4) @msg to ptr), i64 26, i32 0)
  %d2 = call i64 @__ockl_printf_append_args(i64 %d1, i32 1, i64 %tid.64, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 1)
  call void @llvm.trap(), !shfl.assertfail !0
  unreachable
ok:
  ret void
}

!0 = !{}

declare i64 @__ockl_fprintf_stderr_begin()
declare i64 @__ockl_printf_append_string_n(i64, ptr, i64, i32)
declare i64 @__ockl_printf_append_args(i64, i32, i64, i64, i64, i64, i64, i64, i64, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.trap()

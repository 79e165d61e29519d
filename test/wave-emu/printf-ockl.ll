; Device printf at OCKL's interface, as HIP's clang and nvvm-to-amdgpu emit
; it: the emulator gathers each lane's message from the begin / append
; calls, formats it as C's printf does, and prints the messages of the lanes
; that reach a printf together in lane order (stdout, or stderr for
; __ockl_fprintf_stderr_begin).  Around a branch, the two sides print in
; the thread-frontier order.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:4 --print=out 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=ERR < %t.err
; RUN: %wave-emu -mcpu=gfx1100 %s --block=4 --arg=buf:out:i32:4 --print=out 2>/dev/null | FileCheck %s

; CHECK:      lane 0: hello  2.50 [A] ffffffffffffffff 0x1234 %
; CHECK-NEXT: lane 1: hello  2.50 [B] ffffffffffffffff 0x1234 %
; CHECK-NEXT: lane 2: hello  2.50 [C] ffffffffffffffff 0x1234 %
; CHECK-NEXT: lane 3: hello  2.50 [D] ffffffffffffffff 0x1234 %
; CHECK-NEXT: even 0
; CHECK-NEXT: even 2
; CHECK-NEXT: odd 1
; CHECK-NEXT: odd 3
; CHECK-NEXT: after 0
; CHECK-NEXT: after 1
; CHECK-NEXT: after 2
; CHECK-NEXT: after 3
; CHECK-NEXT: out[0]: 0 1 2 3

; ERR:      lane 0 says (null)
; ERR-NEXT: lane 1 says (null)
; ERR-NEXT: lane 2 says (null)
; ERR-NEXT: lane 3 says (null)

target triple = "amdgcn-amd-amdhsa"

@fmt = private unnamed_addr addrspace(4) constant [34 x i8] c"lane %d: %s %5.2f [%c] %lx %p %%\0A\00"
@err = private unnamed_addr addrspace(4) constant [17 x i8] c"lane %d says %s\0A\00"
@hello = private unnamed_addr addrspace(4) constant [6 x i8] c"hello\00"
@even = private unnamed_addr addrspace(4) constant [9 x i8] c"even %d\0A\00"
@odd = private unnamed_addr addrspace(4) constant [8 x i8] c"odd %d\0A\00"
@after = private unnamed_addr addrspace(4) constant [10 x i8] c"after %d\0A\00"

declare i64 @__ockl_printf_begin(i64)
declare i64 @__ockl_fprintf_stderr_begin()
declare i64 @__ockl_printf_append_string_n(i64, ptr, i64, i32)
declare i64 @__ockl_printf_append_args(i64, i32, i64, i64, i64, i64, i64, i64, i64, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tid.64 = zext i32 %tid to i64
  %c = add i64 %tid.64, 65
  %d0 = call i64 @__ockl_printf_begin(i64 0)
  %d1 = call i64 @__ockl_printf_append_string_n(i64 %d0, ptr addrspacecast (ptr addrspace(4) @fmt to ptr), i64 34, i32 0)
  %d2 = call i64 @__ockl_printf_append_args(i64 %d1, i32 1, i64 %tid.64, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 0)
  %d3 = call i64 @__ockl_printf_append_string_n(i64 %d2, ptr addrspacecast (ptr addrspace(4) @hello to ptr), i64 6, i32 0)
  ; 2.5 is 0x4004000000000000; %p of 0x1234.
  %d4 = call i64 @__ockl_printf_append_args(i64 %d3, i32 4, i64 4612811918334230528, i64 %c, i64 -1, i64 4660, i64 0, i64 0, i64 0, i32 1)
  %e0 = call i64 @__ockl_fprintf_stderr_begin()
  %e1 = call i64 @__ockl_printf_append_string_n(i64 %e0, ptr addrspacecast (ptr addrspace(4) @err to ptr), i64 17, i32 0)
  %e2 = call i64 @__ockl_printf_append_args(i64 %e1, i32 1, i64 %tid.64, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 0)
  %e3 = call i64 @__ockl_printf_append_string_n(i64 %e2, ptr null, i64 0, i32 1)
  %odd.bit = and i32 %tid, 1
  %is.odd = icmp ne i32 %odd.bit, 0
  br i1 %is.odd, label %odd.side, label %even.side

odd.side:
  %o0 = call i64 @__ockl_printf_begin(i64 0)
  %o1 = call i64 @__ockl_printf_append_string_n(i64 %o0, ptr addrspacecast (ptr addrspace(4) @odd to ptr), i64 8, i32 0)
  %o2 = call i64 @__ockl_printf_append_args(i64 %o1, i32 1, i64 %tid.64, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 1)
  br label %join

even.side:
  %v0 = call i64 @__ockl_printf_begin(i64 0)
  %v1 = call i64 @__ockl_printf_append_string_n(i64 %v0, ptr addrspacecast (ptr addrspace(4) @even to ptr), i64 9, i32 0)
  %v2 = call i64 @__ockl_printf_append_args(i64 %v1, i32 1, i64 %tid.64, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 1)
  br label %join

join:
  %a0 = call i64 @__ockl_printf_begin(i64 0)
  %a1 = call i64 @__ockl_printf_append_string_n(i64 %a0, ptr addrspacecast (ptr addrspace(4) @after to ptr), i64 10, i32 0)
  %a2 = call i64 @__ockl_printf_append_args(i64 %a1, i32 1, i64 %tid.64, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 1)
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %tid, ptr addrspace(1) %slot, align 4
  ret void
}

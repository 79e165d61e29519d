; The results take the call's types: a float or a pointer output is the
; register's bits bitcast or converted, never an integer in their place
; (issue 15).  An output that the template never writes is 0, so the call's
; uses always have a value.
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; CHECK-LABEL: define float @float_result(
; CHECK-NEXT: %add = fadd float %a, %b
; CHECK-NEXT: [[T0:%[0-9]+]] = bitcast float %add to i32
; CHECK-NEXT: [[T1:%[0-9]+]] = and i32 [[T0]], 2147483647
; CHECK-NEXT: %isnan = icmp ugt i32 [[T1]], 2139095040
; CHECK-NEXT: %canon = select i1 %isnan, i32 2147483647, i32 [[T0]]
; CHECK-NEXT: [[T2:%[0-9]+]] = bitcast i32 %canon to float
; CHECK-NEXT: ret float [[T2]]
define float @float_result(float %a, float %b) {
  %r = call float asm "add.rn.f32 $0, $1, $2;", "=f,f,f"(float %a, float %b)
  ret float %r
}

; CHECK-LABEL: define ptr @pointer_result(
; CHECK-NEXT: [[T0:%[0-9]+]] = ptrtoint ptr %p to i64
; CHECK-NEXT: [[T1:%[0-9]+]] = inttoptr i64 [[T0]] to ptr addrspace(1)
; CHECK-NEXT: [[T2:%[0-9]+]] = addrspacecast ptr addrspace(1) [[T1]] to ptr
; CHECK-NEXT: ret ptr [[T2]]
define ptr @pointer_result(ptr %p) {
  %r = call ptr asm "cvta.global.u64 $0, $1;", "=l,l"(ptr %p)
  ret ptr %r
}

; CHECK-LABEL: define <2 x half> @vector_result(
; CHECK-NEXT: [[T0:%[0-9]+]] = bitcast i32 %bits to <2 x half>
; CHECK-NEXT: ret <2 x half> [[T0]]
define <2 x half> @vector_result(i32 %bits) {
  %r = call <2 x half> asm "mov.b32 $0, $1;", "=r,r"(i32 %bits)
  ret <2 x half> %r
}

; CHECK-LABEL: define i32 @unwritten_result(
; CHECK-NEXT: fence syncscope("device") seq_cst
; CHECK-NEXT: %s = add i32 0, 1
; CHECK-NEXT: ret i32 %s
define i32 @unwritten_result() {
  %r = call i32 asm sideeffect "membar.gl;", "=r,~{memory}"()
  %s = add i32 %r, 1
  ret i32 %s
}

; CHECK-LABEL: define { i32, float } @struct_result(
; CHECK-NEXT: [[T0:%[0-9]+]] = bitcast float %b to i32
; CHECK-NEXT: [[T1:%[0-9]+]] = insertvalue { i32, float } poison, i32 [[T0]], 0
; CHECK-NEXT: [[T2:%[0-9]+]] = bitcast i32 %a to float
; CHECK-NEXT: %r = insertvalue { i32, float } [[T1]], float [[T2]], 1
; CHECK-NEXT: ret { i32, float } %r
define { i32, float } @struct_result(i32 %a, float %b) {
  %r = call { i32, float } asm "{ mov.b32 $0, $3; mov.b32 $1, $2; }", "=r,=f,r,f"(i32 %a, float %b)
  ret { i32, float } %r
}

; ld and st: the state space is NVPTX's address space; weak accesses are
; plain, .volatile volatile, .relaxed/.acquire/.release atomic at their
; scope; a vector access is one access, or one atomic access per element;
; cache operators are dropped.  An unwritten pointer input is used as it is.
; Narrow loads extend to the register by the type's signedness.
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define i32 @loads(
; CHECK-NEXT: [[T0:%[0-9]+]] = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT: [[T1:%[0-9]+]] = getelementptr i8, ptr addrspace(1) [[T0]], i64 8
; CHECK-NEXT: %ld = load i32, ptr addrspace(1) [[T1]], align 4
; CHECK-NEXT: [[T2:%[0-9]+]] = inttoptr i32 %shared_addr to ptr addrspace(3)
; CHECK-NEXT: %ld2 = load volatile i32, ptr addrspace(3) [[T2]], align 4
; CHECK-NEXT: %ld4 = load atomic i32, ptr %p syncscope("device") monotonic, align 4
; CHECK-NEXT: [[T3:%[0-9]+]] = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT: %ld6 = load atomic i32, ptr addrspace(1) [[T3]] syncscope("block") acquire, align 4
; CHECK-NEXT: [[T4:%[0-9]+]] = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT: %ld8 = load i8, ptr addrspace(1) [[T4]], align 1
; CHECK-NEXT: [[T5:%[0-9]+]] = sext i8 %ld8 to i32
; CHECK-NEXT: %s = add i32 %ld, %ld2
; CHECK-NEXT: %t = add i32 %s, %ld4
; CHECK-NEXT: %u = add i32 %t, %ld6
; CHECK-NEXT: %v = add i32 %u, [[T5]]
; CHECK-NEXT: ret i32 %v
define i32 @loads(ptr %p, i32 %shared_addr) {
  %a = call i32 asm sideeffect "ld.global.nc.u32 $0, [$1+8];", "=r,l"(ptr %p)
  %b = call i32 asm sideeffect "ld.volatile.shared.u32 $0, [$1];", "=r,r"(i32 %shared_addr)
  %c = call i32 asm sideeffect "ld.relaxed.gpu.u32 $0, [$1];", "=r,l"(ptr %p)
  %d = call i32 asm sideeffect "ld.acquire.cta.global.u32 $0, [$1];", "=r,l"(ptr %p)
  %e = call i32 asm sideeffect "ld.global.s8 $0, [$1];", "=r,l"(ptr %p)
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  %u = add i32 %t, %d
  %v = add i32 %u, %e
  ret i32 %v
}

; CUB's strong loads: a relaxed v4 is four relaxed loads; a .cg v2 is one.
; CHECK-LABEL: define { i32, i32, i32, i32 } @relaxed_v4(
; CHECK-NEXT: %ld = load atomic i32, ptr %p syncscope("device") monotonic, align 4
; CHECK-NEXT: [[T0:%[0-9]+]] = getelementptr i32, ptr %p, i32 1
; CHECK-NEXT: %ld1 = load atomic i32, ptr [[T0]] syncscope("device") monotonic, align 4
; CHECK-NEXT: [[T1:%[0-9]+]] = getelementptr i32, ptr %p, i32 2
; CHECK-NEXT: %ld2 = load atomic i32, ptr [[T1]] syncscope("device") monotonic, align 4
; CHECK-NEXT: [[T2:%[0-9]+]] = getelementptr i32, ptr %p, i32 3
; CHECK-NEXT: %ld3 = load atomic i32, ptr [[T2]] syncscope("device") monotonic, align 4
; CHECK-NEXT: [[T3:%[0-9]+]] = insertvalue { i32, i32, i32, i32 } poison, i32 %ld, 0
; CHECK-NEXT: [[T4:%[0-9]+]] = insertvalue { i32, i32, i32, i32 } [[T3]], i32 %ld1, 1
; CHECK-NEXT: [[T5:%[0-9]+]] = insertvalue { i32, i32, i32, i32 } [[T4]], i32 %ld2, 2
; CHECK-NEXT: %r = insertvalue { i32, i32, i32, i32 } [[T5]], i32 %ld3, 3
; CHECK-NEXT: ret { i32, i32, i32, i32 } %r
define { i32, i32, i32, i32 } @relaxed_v4(ptr %p) {
  %r = call { i32, i32, i32, i32 } asm sideeffect "ld.relaxed.gpu.v4.u32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l,~{memory}"(ptr %p)
  ret { i32, i32, i32, i32 } %r
}

; CHECK-LABEL: define { i64, i64 } @cg_v2(
; CHECK-NEXT: %ld = load <2 x i64>, ptr %p, align 16
; CHECK-NEXT: [[T0:%[0-9]+]] = extractelement <2 x i64> %ld, i64 0
; CHECK-NEXT: [[T1:%[0-9]+]] = extractelement <2 x i64> %ld, i64 1
; CHECK-NEXT: [[T2:%[0-9]+]] = insertvalue { i64, i64 } poison, i64 [[T0]], 0
; CHECK-NEXT: %r = insertvalue { i64, i64 } [[T2]], i64 [[T1]], 1
; CHECK-NEXT: ret { i64, i64 } %r
define { i64, i64 } @cg_v2(ptr %p) {
  %r = call { i64, i64 } asm sideeffect "ld.cg.v2.u64 {$0, $1}, [$2];", "=l,=l,l,~{memory}"(ptr %p)
  ret { i64, i64 } %r
}

; CHECK-LABEL: define void @stores(
; CHECK-NEXT: [[T0:%[0-9]+]] = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT: store i32 %v, ptr addrspace(1) [[T0]], align 4
; CHECK-NEXT: [[T1:%[0-9]+]] = getelementptr i8, ptr %p, i64 4
; CHECK-NEXT: store atomic i32 %v, ptr [[T1]] release, align 4
; CHECK-NEXT: store volatile i16 %h, ptr %p, align 2
; CHECK-NEXT: store atomic i32 %v, ptr %p syncscope("device") monotonic, align 4
; CHECK-NEXT: [[T2:%[0-9]+]] = getelementptr i32, ptr %p, i32 1
; CHECK-NEXT: store atomic i32 %v, ptr [[T2]] syncscope("device") monotonic, align 4
; CHECK-NEXT: [[T3:%[0-9]+]] = addrspacecast ptr %p to ptr addrspace(5)
; CHECK-NEXT: [[T4:%[0-9]+]] = insertelement <4 x i16> poison, i16 %h, i64 0
; CHECK-NEXT: [[T5:%[0-9]+]] = insertelement <4 x i16> [[T4]], i16 %h, i64 1
; CHECK-NEXT: [[T6:%[0-9]+]] = insertelement <4 x i16> [[T5]], i16 %h, i64 2
; CHECK-NEXT: [[T7:%[0-9]+]] = insertelement <4 x i16> [[T6]], i16 %h, i64 3
; CHECK-NEXT: store <4 x i16> [[T7]], ptr addrspace(5) [[T3]], align 8
; CHECK-NEXT: ret void
define void @stores(ptr %p, i32 %v, i16 %h) {
  call void asm sideeffect "st.global.wb.u32 [$0], $1;", "l,r"(ptr %p, i32 %v)
  call void asm sideeffect "st.release.sys.u32 [$0+4], $1;", "l,r"(ptr %p, i32 %v)
  call void asm sideeffect "st.volatile.u16 [$0], $1;", "l,h"(ptr %p, i16 %h)
  call void asm sideeffect "st.relaxed.gpu.v2.u32 [$0], {$1, $1};", "l,r"(ptr %p, i32 %v)
  call void asm sideeffect "st.local.v4.b16 [$0], {$1, $1, $1, $1};", "l,h"(ptr %p, i16 %h)
  ret void
}

; CUB's byte load: a .u8 register, then cvt.u16.u8.
; CHECK-LABEL: define i16 @byte(
; CHECK-NEXT: %ld = load atomic i8, ptr %p syncscope("device") monotonic, align 1
; CHECK-NEXT: %cvt = zext i8 %ld to i16
; CHECK-NEXT: ret i16 %cvt
define i16 @byte(ptr %p) {
  %r = call i16 asm sideeffect "{  .reg .u8 datum;  ld.relaxed.gpu.u8 datum, [$1];  cvt.u16.u8 $0, datum;}", "=h,l,~{memory}"(ptr %p)
  ret i16 %r
}

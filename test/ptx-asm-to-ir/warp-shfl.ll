; shfl.sync in every mode becomes llvm.nvvm.shfl.sync.<mode>.i32, or .i32p
; with a predicate destination `d|p` (a `_` sink drops either part); the
; operands are (mask, a, b, c).  The pre-Volta shfl without .sync becomes the
; legacy intrinsic.  Float registers are moved as their bits.
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; CHECK-LABEL: define i32 @modes(
; CHECK-NEXT: %shfl = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %m, i32 %v, i32 1, i32 0)
; CHECK-NEXT: %shfl2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %m, i32 %shfl, i32 2, i32 31)
; CHECK-NEXT: %shfl4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %m, i32 %shfl2, i32 4, i32 31)
; CHECK-NEXT: %shfl6 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %m, i32 %shfl4, i32 3, i32 7199)
; CHECK-NEXT: ret i32 %shfl6
define i32 @modes(i32 %v, i32 %m) {
  %a = call i32 asm sideeffect "shfl.sync.up.b32 $0, $1, 1, 0, $2;", "=r,r,r"(i32 %v, i32 %m)
  %b = call i32 asm sideeffect "shfl.sync.down.b32 $0, $1, 2, 31, $2;", "=r,r,r"(i32 %a, i32 %m)
  %c = call i32 asm sideeffect "shfl.sync.bfly.b32 $0, $1, 4, 31, $2;", "=r,r,r"(i32 %b, i32 %m)
  %d = call i32 asm sideeffect "{shfl.sync.idx.b32 $0,$1,$2,$3,$4;\0A}", "=r,r,r,r,r"(i32 %c, i32 3, i32 7199, i32 %m)
  ret i32 %d
}

; CHECK-LABEL: define i32 @predicate(
; CHECK-NEXT: %shfl = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %v, i32 1, i32 31)
; CHECK-NEXT: [[T0:%[0-9]+]] = extractvalue { i32, i1 } %shfl, 0
; CHECK-NEXT: [[T1:%[0-9]+]] = extractvalue { i32, i1 } %shfl, 1
; CHECK-NEXT: [[T2:%[0-9]+]] = xor i1 [[T1]], true
; CHECK-NEXT: [[T3:%[0-9]+]] = select i1 [[T2]], i32 0, i32 [[T0]]
; CHECK-NEXT: ret i32 [[T3]]
define i32 @predicate(i32 %v) {
  %r = call i32 asm sideeffect "{ .reg .pred p; shfl.sync.down.b32 $0|p, $1, 1, 31, -1; @!p mov.b32 $0, 0; }", "=r,r"(i32 %v)
  ret i32 %r
}

; CHECK-LABEL: define i32 @predicate_only(
; CHECK-NEXT: %shfl = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 1, i32 0)
; CHECK-NEXT: [[T0:%[0-9]+]] = extractvalue { i32, i1 } %shfl, 1
; CHECK-NEXT: %selp = select i1 [[T0]], i32 1, i32 0
; CHECK-NEXT: ret i32 %selp
define i32 @predicate_only(i32 %v) {
  %r = call i32 asm sideeffect "{ .reg .pred p; shfl.sync.up.b32 _|p, $1, 1, 0, -1; selp.u32 $0, 1, 0, p; }", "=r,r"(i32 %v)
  ret i32 %r
}

; CHECK-LABEL: define float @float_bits(
; CHECK-NEXT: [[T0:%[0-9]+]] = bitcast float %v to i32
; CHECK-NEXT: %shfl = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 [[T0]], i32 16, i32 31)
; CHECK-NEXT: [[T1:%[0-9]+]] = bitcast i32 %shfl to float
; CHECK-NEXT: ret float [[T1]]
define float @float_bits(float %v) {
  %r = call float asm sideeffect "shfl.sync.bfly.b32 $0, $1, 16, 31, 0xffffffff;", "=f,f"(float %v)
  ret float %r
}

; CHECK-LABEL: define i32 @legacy(
; CHECK-NEXT: %shfl = call i32 @llvm.nvvm.shfl.down.i32(i32 %v, i32 1, i32 31)
; CHECK-NEXT: ret i32 %shfl
define i32 @legacy(i32 %v) {
  %r = call i32 asm sideeffect "shfl.down.b32 $0, $1, 1, 31;", "=r,r"(i32 %v)
  ret i32 %r
}

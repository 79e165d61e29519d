; Calls of one intrinsic share their range checks whatever the order of the
; declaration's uses.  The uselistorder directive puts %r2's use of the
; declaration before %r1's, as clang's pipeline often leaves them; the
; calls are still lowered in program order, so %r2 takes %r1's check
; (SharedChecks in WarpTarget.h) instead of building its own.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S < %s | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define i32 @same_intrinsic(
; CHECK:         %r1.valid = icmp ule i32 %r1.j, %r1.maxlane
; CHECK-NEXT:    %r1.src = select i1 %r1.valid, i32 %r1.j, i32 %lane.id
; CHECK-NEXT:    %r1.src.addr = shl i32 %r1.src, 2
; CHECK-NEXT:    %r1 = call i32 @llvm.amdgcn.ds.bpermute(i32 %r1.src.addr, i32 %x)
; CHECK-NEXT:    %r2.src = select i1 %r1.valid, i32 %r1.j, i32 %lane.id
; CHECK-NEXT:    %r2.src.addr = shl i32 %r2.src, 2
; CHECK-NEXT:    %r2 = call i32 @llvm.amdgcn.ds.bpermute(i32 %r2.src.addr, i32 %y)
; CHECK-NEXT:    %s = add i32 %r1, %r2
define i32 @same_intrinsic(i32 %x, i32 %y, i32 %b, i32 %c) #0 {
  %r1 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %b, i32 %c)
  %r2 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %y, i32 %b, i32 %c)
  %s = add i32 %r1, %r2
  ret i32 %s
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)

attributes #0 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }

uselistorder ptr @llvm.nvvm.shfl.sync.idx.i32, { 1, 0 }

; A shuffle in a block that the entry cannot reach never runs, and the
; verifier lets it use its own result.  Where nothing moves (a xor by 32 or a
; shift by 0), the lowered value would be the operand, that is the call
; itself: replacing the call's uses with it never terminated.  The passes
; replace the uses of such a call with poison and erase it, and lower the
; reachable calls as usual.
; RUN: timeout 60 opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -S < %s \
; RUN:   | FileCheck %s --implicit-check-not=llvm.nvvm
; RUN: timeout 60 opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64>' -S < %s \
; RUN:   | FileCheck %s --implicit-check-not=llvm.nvvm

; The predicate form, fed back through its extractvalue.
; CHECK-LABEL: define i32 @pred_form(
; CHECK:       dead:
; CHECK-NEXT:    %v = extractvalue { i32, i1 } poison, 0
; CHECK-NEXT:    br label %dead
define i32 @pred_form(i32 %x) {
entry:
  ret i32 %x
dead:
  %p = call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 -1, i32 %v, i32 32, i32 31)
  %v = extractvalue { i32, i1 } %p, 0
  br label %dead
}

; The call as its own operand, in f32 and i32 forms.
; CHECK-LABEL: define float @direct(
; CHECK:       dead:
; CHECK-NEXT:    %f = bitcast i32 poison to float
; CHECK-NEXT:    %s = fadd float poison, %f
; CHECK-NEXT:    br label %dead
define float @direct(float %x) {
entry:
  ret float %x
dead:
  %r = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %r, i32 0, i32 31)
  %q = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %q, i32 %q, i32 31)
  %f = bitcast i32 %q to float
  %s = fadd float %r, %f
  br label %dead
}

; A reachable call next to an unreachable one is lowered.
; CHECK-LABEL: define i32 @mixed(
; CHECK:         %y = call i32 @llvm.amdgcn.ds.bpermute(
; CHECK:       dead:
; CHECK-NEXT:    br label %dead
define i32 @mixed(i32 %x) {
entry:
  %y = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 1, i32 31)
  ret i32 %y
dead:
  %z = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %z, i32 1, i32 31)
  br label %dead
}

declare { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

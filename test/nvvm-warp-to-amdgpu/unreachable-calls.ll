; Warp primitives in a block that the entry cannot reach never run; the
; verifier lets them use their own results.  The pass erases them and
; replaces their uses with poison, as the shuffle passes do, instead of
; building a ballot loop in dead code around a value that is its own input.
; RUN: timeout 60 opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s \
; RUN:   | FileCheck %s --implicit-check-not=llvm.nvvm --implicit-check-not=llvm.amdgcn
; RUN: timeout 60 opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s \
; RUN:   | FileCheck %s --implicit-check-not=llvm.nvvm --implicit-check-not=llvm.amdgcn

; CHECK-LABEL: define i32 @dead_code(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    ret i32 %x
; CHECK:       dead:
; CHECK-NEXT:    %sum = add i32 poison, poison
; CHECK-NEXT:    %s2 = add i32 %sum, poison
; CHECK-NEXT:    %v = extractvalue { i32, i1 } poison, 0
; CHECK-NEXT:    %p = extractvalue { i32, i1 } poison, 1
; CHECK-NEXT:    br i1 %p, label %dead, label %dead
define i32 @dead_code(i32 %x) {
entry:
  ret i32 %x
dead:
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 %b, i1 true)
  %m = call i32 @llvm.nvvm.match.any.sync.i32(i32 %m, i32 %m)
  %sum = add i32 %b, %m
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %r, i32 %r)
  %s2 = add i32 %sum, %r
  %a = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %v, i32 %v)
  %v = extractvalue { i32, i1 } %a, 0
  %p = extractvalue { i32, i1 } %a, 1
  br i1 %p, label %dead, label %dead
}

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32)

; A runtime member mask of the tile mask's shape whose shift is not the
; tile's base, `0xffff << (lane & 8)` (lanes 8-15 name lanes 8-23, which
; are no tile), is no tile mask: the loop over distinct member masks stays.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s

define i32 @not_tile(i32 %v) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %base = and i32 %lane, 8
  %mask = shl i32 65535, %base
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 %mask)
  ret i32 %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)

; CHECK-LABEL: @not_tile(
; CHECK-NEXT: {{^}}entry:
; CHECK-NEXT: %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT: %base = and i32 %lane.id, 8
; CHECK-NEXT: %mask = shl i32 65535, %base
; CHECK-NEXT: %r.active = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; CHECK-NEXT: %r.key.other.lanes = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; CHECK-NEXT: %r.key.uniform = icmp eq i32 %r.key.other.lanes, 0
; CHECK-NEXT: br i1 %r.key.uniform, label %r.uniform, label %r.loop
; CHECK:      {{^}}r.loop:
; CHECK-NEXT: %r.remaining = phi i32 [ %r.active, %entry ], [ %r.remaining.next, %r.loop ]
; CHECK-NEXT: %r.acc = phi i32 [ 0, %entry ], [ %r.acc.next, %r.loop ]
; CHECK-NEXT: %r.first = call i32 @llvm.cttz.i32(i32 %r.remaining, i1 true)
; CHECK-NEXT: %r.key = call i32 @llvm.amdgcn.readlane.i32(i32 %mask, i32 %r.first)
; CHECK-NEXT: %r.same = icmp eq i32 %mask, %r.key
; CHECK:      %r.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %r.redux.step3, i32 16415)
; CHECK:      br i1 %r.done, label %r.exit, label %r.loop
; CHECK:      {{^}}r.exit:
; CHECK-NEXT: %r = phi i32 [ %r.uniform.redux.wwm.out, %r.uniform ], [ %r.acc.next, %r.loop ]
; CHECK-NEXT: ret i32 %r

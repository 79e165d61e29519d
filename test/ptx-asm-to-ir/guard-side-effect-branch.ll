; A guard on an instruction with side effects (a store, an atomic, a barrier)
; or on a warp collective is a branch: the lanes whose guard is false do not
; execute it at all.
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; CHECK-LABEL: define void @guarded_store(
; CHECK:      {{^}}ptx.entry:
; CHECK-NEXT: %setp = icmp ne i32 %v, 0
; CHECK-NEXT: br i1 %setp, label %ptx.then, label %ptx.cont
; CHECK:      {{^}}ptx.then:
; CHECK-NEXT: [[T0:%[0-9]+]] = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT: store i32 %v, ptr addrspace(1) [[T0]], align 4
; CHECK-NEXT: br label %ptx.cont
; CHECK:      {{^}}ptx.cont:
; CHECK-NEXT: ret void
define void @guarded_store(ptr %p, i32 %v) {
  call void asm sideeffect "{ .reg .pred p; setp.ne.u32 p, $1, 0; @p st.global.u32 [$0], $1; }", "l,r"(ptr %p, i32 %v)
  ret void
}

; Only the lanes with p take part in the ballot.
; CHECK-LABEL: define i32 @guarded_ballot(
; CHECK:      {{^}}ptx.entry:
; CHECK-NEXT: %setp = icmp ne i32 %v, 0
; CHECK-NEXT: br i1 %setp, label %ptx.then, label %ptx.cont
; CHECK:      {{^}}ptx.then:
; CHECK-NEXT: %vote = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %setp)
; CHECK-NEXT: br label %ptx.cont
; CHECK:      {{^}}ptx.cont:
; CHECK-NEXT: %ptx.out0.0 = phi i32 [ %vote, %ptx.then ], [ 0, %ptx.entry ]
; CHECK-NEXT: ret i32 %ptx.out0.0
define i32 @guarded_ballot(i32 %v) {
  %r = call i32 asm sideeffect "{ .reg .pred p; setp.ne.u32 p, $1, 0; mov.u32 $0, 0; @p vote.sync.ballot.b32 $0, p, 0xffffffff; }", "=r,r"(i32 %v)
  ret i32 %r
}

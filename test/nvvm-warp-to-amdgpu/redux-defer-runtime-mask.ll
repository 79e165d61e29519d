; defer-runtime-redux (the clang flow's early run, docs/pass-order.md)
; leaves a redux.sync whose member mask is not a constant for a later run
; and lowers everything else: the constant-mask redux, the lane id.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32;defer-runtime-redux>' -S < %s \
; RUN:   | FileCheck %s
; The later run without the parameter lowers what was left.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32;defer-runtime-redux>,nvvm-warp-to-amdgpu<wave32>' \
; RUN:   -S < %s | FileCheck %s --check-prefix=LATE

define i32 @f(i32 %v, i32 %m) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %a = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1)
  %b = call i32 @llvm.nvvm.redux.sync.add(i32 %lane, i32 %m)
  %r = add i32 %a, %b
  ret i32 %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)

; CHECK-LABEL: @f(
; CHECK-NEXT: {{^}}entry:
; CHECK-NEXT: %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT: %a.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
; CHECK:      %a = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %a.redux.step4)
; CHECK-NEXT: %b = call i32 @llvm.nvvm.redux.sync.add(i32 %lane.id, i32 %m)
; CHECK-NEXT: %r = add i32 %a, %b
; CHECK-NEXT: ret i32 %r
; CHECK-NEXT: }
; CHECK: declare i32 @llvm.nvvm.redux.sync.add(i32, i32)

; LATE-LABEL: @f(
; LATE:       %b.key = call i32 @llvm.amdgcn.readlane.i32(i32 %m, i32 %b.first)
; LATE-NOT:   llvm.nvvm

; Warp primitives that carry a convergence control token become AMDGPU calls
; that carry it too: ballots, readlanes, gathers, the whole-wave reduction
; (set.inactive, DPP or bpermute steps, strict.wwm) and the wave barrier.
; The loops that match.any and a redux with a runtime member mask build get
; a loop heart (llvm.experimental.convergence.loop) that uses the call's
; token, and their convergent calls take the heart's token.  opt verifies
; the output (no mixing of controlled and uncontrolled convergent calls, no
; token used in a loop it is not defined in without a heart); llc accepts it.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64;redux=bpermute>' -S < %s | FileCheck %s --check-prefix=BPERM
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -o /dev/null
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -o /dev/null

; CHECK-LABEL: define i32 @vote_and_sync(
; CHECK:         call i{{32|64}} @llvm.amdgcn.ballot.i{{32|64}}(i1 %p) [ "convergencectrl"(token %t) ]
; CHECK:         call void @llvm.amdgcn.wave.barrier() [ "convergencectrl"(token %t) ]
define i32 @vote_and_sync(i1 %p) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p) [ "convergencectrl"(token %t) ]
  call void @llvm.nvvm.bar.warp.sync(i32 -1) [ "convergencectrl"(token %t) ]
  ret i32 %b
}

; CHECK-LABEL: define i32 @match_all(
; CHECK:         call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 %{{.*}}) [ "convergencectrl"(token %t) ]
; CHECK:         call i32 @llvm.amdgcn.ds.bpermute(i32 %{{.*}}, i32 %v) [ "convergencectrl"(token %t) ]
define i32 @match_all(i32 %v, i32 %m) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %a = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %v) [ "convergencectrl"(token %t) ]
  %b = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %m, i32 %v) [ "convergencectrl"(token %t) ]
  %a0 = extractvalue { i32, i1 } %a, 0
  %b0 = extractvalue { i32, i1 } %b, 0
  %r = add i32 %a0, %b0
  ret i32 %r
}

; CHECK-LABEL: define i32 @redux_const_mask(
; CHECK:         call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0) [ "convergencectrl"(token %t) ]
; CHECK:         call i32 @llvm.amdgcn.update.dpp.i32({{.*}}) [ "convergencectrl"(token %t) ]
; CHECK:         call i32 @llvm.amdgcn.strict.wwm.i32({{.*}}) [ "convergencectrl"(token %t) ]
; BPERM-LABEL: define i32 @redux_const_mask(
; BPERM:         call i32 @llvm.amdgcn.ds.bpermute({{.*}}) [ "convergencectrl"(token %t) ]
define i32 @redux_const_mask(i32 %v) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1) [ "convergencectrl"(token %t) ]
  ret i32 %r
}

; CHECK-LABEL: define i32 @match_any(
; CHECK:         call i{{32|64}} @llvm.amdgcn.ballot.i{{32|64}}(i1 true) [ "convergencectrl"(token %t) ]
; CHECK:       m.loop:
; CHECK:         %conv.loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
; CHECK:         call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 %{{.*}}) [ "convergencectrl"(token %conv.loop) ]
; CHECK:         call i{{32|64}} @llvm.amdgcn.ballot.i{{32|64}}(i1 %m.same) [ "convergencectrl"(token %conv.loop) ]
define i32 @match_any(i32 %v) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %m = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %v) [ "convergencectrl"(token %t) ]
  ret i32 %m
}

; A user loop around the call: the new loop's heart uses the user loop's
; token.
; CHECK-LABEL: define i32 @redux_runtime_mask(
; CHECK:       outer:
; CHECK:         %lt = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
; The straight reduction for the full mask, outside the new loop, takes the
; user loop's token.
; CHECK:         call i{{32|64}} @llvm.amdgcn.ballot.i{{32|64}}(i1 %r.key.other) [ "convergencectrl"(token %lt) ]
; CHECK:       r.uniform:
; CHECK:         call i32 @llvm.amdgcn.strict.wwm.i32({{.*}}) [ "convergencectrl"(token %lt) ]
; CHECK:       r.loop:
; CHECK:         %conv.loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %lt) ]
; CHECK:         call i32 @llvm.amdgcn.strict.wwm.i32({{.*}}) [ "convergencectrl"(token %conv.loop) ]
define i32 @redux_runtime_mask(i32 %v, i32 %m, i32 %n) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer ]
  %lt = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %r = call i32 @llvm.nvvm.redux.sync.umax(i32 %v, i32 %m) [ "convergencectrl"(token %lt) ]
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %outer, label %exit
exit:
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare void @llvm.nvvm.bar.warp.sync(i32)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)

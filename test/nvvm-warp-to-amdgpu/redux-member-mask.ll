; redux.sync member masks.  A constant mask that is not all ones: lanes
; outside it contribute the identity.  A runtime mask: when no active lane's
; mask differs from 0xffffffff (a uniform ballot), one straight reduction
; (r.uniform); otherwise a uniform loop over the distinct masks of the wave
; (cttz + readlane of the mask), one reduction per mask with the lanes of
; other masks contributing the identity; a lane keeps the result of its own
; mask's iteration.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

define i32 @redux_const_mask(i32 %v) {
entry:
  %r = call i32 @llvm.nvvm.redux.sync.or(i32 %v, i32 65535)
  ret i32 %r
}

define i32 @redux_runtime_mask(i32 %v, i32 %m) {
entry:
  %r = call i32 @llvm.nvvm.redux.sync.umin(i32 %v, i32 %m)
  ret i32 %r
}

declare i32 @llvm.nvvm.redux.sync.or(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32)

; W32-LABEL: @redux_const_mask(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT: %r.mask.bit = lshr i32 65535, %lane.id
; W32-NEXT: %r.member = trunc i32 %r.mask.bit to i1
; W32-NEXT: %r.in = select i1 %r.member, i32 %v, i32 0
; W32-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %r.in, i32 0)
; W32-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.step0 = or i32 %r.redux.wwm.in, %r.redux.xor1
; W32-NEXT: %r.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.step1 = or i32 %r.redux.step0, %r.redux.xor2
; W32-NEXT: %r.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.step2 = or i32 %r.redux.step1, %r.redux.xor4
; W32-NEXT: %r.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.step3 = or i32 %r.redux.step2, %r.redux.xor8
; W32-NEXT: %r.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %r.redux.step3, i32 16415)
; W32-NEXT: %r.redux.step4 = or i32 %r.redux.step3, %r.redux.xor16
; W32-NEXT: %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step4)
; W32-NEXT: ret i32 %r
; W32-NEXT: }
;
; W32-LABEL: @redux_runtime_mask(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r.active = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; W32-NEXT: %r.key.other = icmp ne i32 %m, -1
; W32-NEXT: %r.key.other.lanes = call i32 @llvm.amdgcn.ballot.i32(i1 %r.key.other)
; W32-NEXT: %r.key.uniform = icmp eq i32 %r.key.other.lanes, 0
; W32-NEXT: br i1 %r.key.uniform, label %r.uniform, label %r.loop
; W32-EMPTY:
; W32-NEXT: {{^}}r.uniform:
; W32-NEXT: %r.uniform.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 -1)
; W32-NEXT: %r.uniform.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.uniform.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W32-NEXT: %r.uniform.redux.step0 = call i32 @llvm.umin.i32(i32 %r.uniform.redux.wwm.in, i32 %r.uniform.redux.xor1)
; W32-NEXT: %r.uniform.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.uniform.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W32-NEXT: %r.uniform.redux.step1 = call i32 @llvm.umin.i32(i32 %r.uniform.redux.step0, i32 %r.uniform.redux.xor2)
; W32-NEXT: %r.uniform.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.uniform.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W32-NEXT: %r.uniform.redux.step2 = call i32 @llvm.umin.i32(i32 %r.uniform.redux.step1, i32 %r.uniform.redux.xor4)
; W32-NEXT: %r.uniform.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.uniform.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W32-NEXT: %r.uniform.redux.step3 = call i32 @llvm.umin.i32(i32 %r.uniform.redux.step2, i32 %r.uniform.redux.xor8)
; W32-NEXT: %r.uniform.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %r.uniform.redux.step3, i32 16415)
; W32-NEXT: %r.uniform.redux.step4 = call i32 @llvm.umin.i32(i32 %r.uniform.redux.step3, i32 %r.uniform.redux.xor16)
; W32-NEXT: %r.uniform.redux.wwm.out = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.uniform.redux.step4)
; W32-NEXT: br label %r.exit
; W32-EMPTY:
; W32-NEXT: {{^}}r.loop:
; W32-NEXT: %r.remaining = phi i32 [ %r.active, %entry ], [ %r.remaining.next, %r.loop ]
; W32-NEXT: %r.acc = phi i32 [ 0, %entry ], [ %r.acc.next, %r.loop ]
; W32-NEXT: %r.first = call i32 @llvm.cttz.i32(i32 %r.remaining, i1 true)
; W32-NEXT: %r.key = call i32 @llvm.amdgcn.readlane.i32(i32 %m, i32 %r.first)
; W32-NEXT: %r.same = icmp eq i32 %m, %r.key
; W32-NEXT: %r.same.lanes = call i32 @llvm.amdgcn.ballot.i32(i1 %r.same)
; W32-NEXT: %r.in = select i1 %r.same, i32 %v, i32 -1
; W32-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %r.in, i32 -1)
; W32-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.step0 = call i32 @llvm.umin.i32(i32 %r.redux.wwm.in, i32 %r.redux.xor1)
; W32-NEXT: %r.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.step1 = call i32 @llvm.umin.i32(i32 %r.redux.step0, i32 %r.redux.xor2)
; W32-NEXT: %r.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.step2 = call i32 @llvm.umin.i32(i32 %r.redux.step1, i32 %r.redux.xor4)
; W32-NEXT: %r.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.step3 = call i32 @llvm.umin.i32(i32 %r.redux.step2, i32 %r.redux.xor8)
; W32-NEXT: %r.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %r.redux.step3, i32 16415)
; W32-NEXT: %r.redux.step4 = call i32 @llvm.umin.i32(i32 %r.redux.step3, i32 %r.redux.xor16)
; W32-NEXT: %r.redux.wwm.out = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step4)
; W32-NEXT: %r.acc.next = select i1 %r.same, i32 %r.redux.wwm.out, i32 %r.acc
; W32-NEXT: %r.unmatched = xor i32 %r.same.lanes, -1
; W32-NEXT: %r.remaining.next = and i32 %r.remaining, %r.unmatched
; W32-NEXT: %r.done = icmp eq i32 %r.remaining.next, 0
; W32-NEXT: br i1 %r.done, label %r.exit, label %r.loop
; W32-EMPTY:
; W32-NEXT: {{^}}r.exit:
; W32-NEXT: %r = phi i32 [ %r.uniform.redux.wwm.out, %r.uniform ], [ %r.acc.next, %r.loop ]
; W32-NEXT: ret i32 %r
; W32-NEXT: }
;
; W64-LABEL: @redux_const_mask(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT: %r.mask.bit = lshr i32 65535, %lane.id
; W64-NEXT: %r.member = trunc i32 %r.mask.bit to i1
; W64-NEXT: %r.in = select i1 %r.member, i32 %v, i32 0
; W64-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %r.in, i32 0)
; W64-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.step0 = or i32 %r.redux.wwm.in, %r.redux.xor1
; W64-NEXT: %r.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.step1 = or i32 %r.redux.step0, %r.redux.xor2
; W64-NEXT: %r.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.step2 = or i32 %r.redux.step1, %r.redux.xor4
; W64-NEXT: %r.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.step3 = or i32 %r.redux.step2, %r.redux.xor8
; W64-NEXT: %r.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %r.redux.step3, i32 16415)
; W64-NEXT: %r.redux.step4 = or i32 %r.redux.step3, %r.redux.xor16
; W64-NEXT: %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step4)
; W64-NEXT: ret i32 %r
; W64-NEXT: }
;
; W64-LABEL: @redux_runtime_mask(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %r.active = call i64 @llvm.amdgcn.ballot.i64(i1 true)
; W64-NEXT: %r.key.other = icmp ne i32 %m, -1
; W64-NEXT: %r.key.other.lanes = call i64 @llvm.amdgcn.ballot.i64(i1 %r.key.other)
; W64-NEXT: %r.key.uniform = icmp eq i64 %r.key.other.lanes, 0
; W64-NEXT: br i1 %r.key.uniform, label %r.uniform, label %r.loop
; W64-EMPTY:
; W64-NEXT: {{^}}r.uniform:
; W64-NEXT: %r.uniform.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 -1)
; W64-NEXT: %r.uniform.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.uniform.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W64-NEXT: %r.uniform.redux.step0 = call i32 @llvm.umin.i32(i32 %r.uniform.redux.wwm.in, i32 %r.uniform.redux.xor1)
; W64-NEXT: %r.uniform.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.uniform.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W64-NEXT: %r.uniform.redux.step1 = call i32 @llvm.umin.i32(i32 %r.uniform.redux.step0, i32 %r.uniform.redux.xor2)
; W64-NEXT: %r.uniform.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.uniform.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W64-NEXT: %r.uniform.redux.step2 = call i32 @llvm.umin.i32(i32 %r.uniform.redux.step1, i32 %r.uniform.redux.xor4)
; W64-NEXT: %r.uniform.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.uniform.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W64-NEXT: %r.uniform.redux.step3 = call i32 @llvm.umin.i32(i32 %r.uniform.redux.step2, i32 %r.uniform.redux.xor8)
; W64-NEXT: %r.uniform.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %r.uniform.redux.step3, i32 16415)
; W64-NEXT: %r.uniform.redux.step4 = call i32 @llvm.umin.i32(i32 %r.uniform.redux.step3, i32 %r.uniform.redux.xor16)
; W64-NEXT: %r.uniform.redux.wwm.out = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.uniform.redux.step4)
; W64-NEXT: br label %r.exit
; W64-EMPTY:
; W64-NEXT: {{^}}r.loop:
; W64-NEXT: %r.remaining = phi i64 [ %r.active, %entry ], [ %r.remaining.next, %r.loop ]
; W64-NEXT: %r.acc = phi i32 [ 0, %entry ], [ %r.acc.next, %r.loop ]
; W64-NEXT: %r.first = call i64 @llvm.cttz.i64(i64 %r.remaining, i1 true)
; W64-NEXT: %r.first.i32 = trunc i64 %r.first to i32
; W64-NEXT: %r.key = call i32 @llvm.amdgcn.readlane.i32(i32 %m, i32 %r.first.i32)
; W64-NEXT: %r.same = icmp eq i32 %m, %r.key
; W64-NEXT: %r.same.lanes = call i64 @llvm.amdgcn.ballot.i64(i1 %r.same)
; W64-NEXT: %r.in = select i1 %r.same, i32 %v, i32 -1
; W64-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %r.in, i32 -1)
; W64-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.step0 = call i32 @llvm.umin.i32(i32 %r.redux.wwm.in, i32 %r.redux.xor1)
; W64-NEXT: %r.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.step1 = call i32 @llvm.umin.i32(i32 %r.redux.step0, i32 %r.redux.xor2)
; W64-NEXT: %r.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.step2 = call i32 @llvm.umin.i32(i32 %r.redux.step1, i32 %r.redux.xor4)
; W64-NEXT: %r.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.step3 = call i32 @llvm.umin.i32(i32 %r.redux.step2, i32 %r.redux.xor8)
; W64-NEXT: %r.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %r.redux.step3, i32 16415)
; W64-NEXT: %r.redux.step4 = call i32 @llvm.umin.i32(i32 %r.redux.step3, i32 %r.redux.xor16)
; W64-NEXT: %r.redux.wwm.out = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step4)
; W64-NEXT: %r.acc.next = select i1 %r.same, i32 %r.redux.wwm.out, i32 %r.acc
; W64-NEXT: %r.unmatched = xor i64 %r.same.lanes, -1
; W64-NEXT: %r.remaining.next = and i64 %r.remaining, %r.unmatched
; W64-NEXT: %r.done = icmp eq i64 %r.remaining.next, 0
; W64-NEXT: br i1 %r.done, label %r.exit, label %r.loop
; W64-EMPTY:
; W64-NEXT: {{^}}r.exit:
; W64-NEXT: %r = phi i32 [ %r.uniform.redux.wwm.out, %r.uniform ], [ %r.acc.next, %r.loop ]
; W64-NEXT: ret i32 %r
; W64-NEXT: }
;

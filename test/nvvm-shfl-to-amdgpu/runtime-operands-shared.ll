; Calls of one block that share b or c share the parts of their range checks
; (SharedChecks in WarpTarget.h): a call takes the parts that an earlier call
; of its block built for the same operands, and only those.  A call in
; another block builds its own.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S < %s | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

; Two calls with the same intrinsic and operands: the second takes the whole
; range check of the first and moves its own value.
; CHECK-LABEL: define i32 @same_operands(
; CHECK:         %r1.valid = icmp ule i32 %r1.j, %r1.maxlane
; CHECK-NEXT:    %r1.src = select i1 %r1.valid, i32 %r1.j, i32 %lane.id
; CHECK-NEXT:    %r1.src.addr = shl i32 %r1.src, 2
; CHECK-NEXT:    %r1 = call i32 @llvm.amdgcn.ds.bpermute(i32 %r1.src.addr, i32 %x)
; CHECK-NEXT:    %r2.src = select i1 %r1.valid, i32 %r1.j, i32 %lane.id
; CHECK-NEXT:    %r2.src.addr = shl i32 %r2.src, 2
; CHECK-NEXT:    %r2 = call i32 @llvm.amdgcn.ds.bpermute(i32 %r2.src.addr, i32 %y)
define i32 @same_operands(i32 %x, i32 %y, i32 %b, i32 %c) #0 {
  %r1 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %b, i32 %c)
  %r2 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %y, i32 %b, i32 %c)
  %s = add i32 %r1, %r2
  ret i32 %s
}

; Another mode with the same b and c: the parts of b and c are shared, the
; source lane and the check are the mode's own.
; CHECK-LABEL: define i32 @other_mode(
; CHECK:         %r1 = call i32 @llvm.amdgcn.ds.bpermute(i32 %r1.src.addr, i32 %x)
; CHECK-NEXT:    %r2.j = xor i32 %lane.id, %r1.bval
; CHECK-NEXT:    %r2.valid = icmp ule i32 %r2.j, %r1.maxlane
; CHECK-NEXT:    %r2.src = select i1 %r2.valid, i32 %r2.j, i32 %lane.id
define i32 @other_mode(i32 %x, i32 %b, i32 %c) #0 {
  %r1 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %b, i32 %c)
  %r2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %r1, i32 %b, i32 %c)
  ret i32 %r2
}

; A 64-bit shuffle as CUDA's header splits it, on wave64: two halves, one
; runtime b, the width-32 c.  The second half takes the first's source lane.
; CHECK-LABEL: define i64 @halves(
; CHECK:         %rlo.bval = and i32 %b, 31
; CHECK-NEXT:    %rlo.selfbase = and i32 %wave.lane.id, -32
; CHECK-NEXT:    %rlo.selfj = or i32 %rlo.selfbase, %rlo.bval
; CHECK-NEXT:    %rlo.selfj.addr = shl i32 %rlo.selfj, 2
; CHECK-NEXT:    %rlo = call i32 @llvm.amdgcn.ds.bpermute(i32 %rlo.selfj.addr, i32 %lo)
; CHECK-NEXT:    %rlo.selfj.addr1 = shl i32 %rlo.selfj, 2
; CHECK-NEXT:    %rhi = call i32 @llvm.amdgcn.ds.bpermute(i32 %rlo.selfj.addr1, i32 %hi)
define i64 @halves(i64 %v, i32 %b) #1 {
  %lo = trunc i64 %v to i32
  %hi.w = lshr i64 %v, 32
  %hi = trunc i64 %hi.w to i32
  %rlo = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %lo, i32 %b, i32 31)
  %rhi = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %hi, i32 %b, i32 31)
  %lo.z = zext i32 %rlo to i64
  %hi.z = zext i32 %rhi to i64
  %hi.s = shl i64 %hi.z, 32
  %r = or i64 %hi.s, %lo.z
  ret i64 %r
}

; The up call is declared first, but the calls of a function are lowered in
; program order: the down call comes first and builds the parts, and the up
; call after it takes b & 31 and maxLane.
; CHECK-LABEL: define i32 @declared_out_of_order(
; CHECK:         %r1.bval = and i32 %b, 31
; CHECK:         %r1.maxlane = or i32 %r1.seglane, %r1.clamp
; CHECK-NEXT:    %r1.j = add i32 %lane.id, %r1.bval
; CHECK:         %r1 = call i32 @llvm.amdgcn.ds.bpermute(
; CHECK-NEXT:    %r2.j = sub i32 %lane.id, %r1.bval
; CHECK-NEXT:    %r2.valid = icmp sge i32 %r2.j, %r1.maxlane
; CHECK-NEXT:    %r2.src = select i1 %r2.valid, i32 %r2.j, i32 %lane.id
define i32 @declared_out_of_order(i32 %x, i32 %b, i32 %c) #0 {
  %r1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 %b, i32 %c)
  %r2 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r1, i32 %b, i32 %c)
  ret i32 %r2
}

; Calls in other blocks build their own checks: neither arm dominates the
; other or the join.
; CHECK-LABEL: define i32 @other_blocks(
; CHECK:       then:
; CHECK-NEXT:    %r1.bval = and i32 %b, 31
; CHECK:       else:
; CHECK-NEXT:    %r2.bval = and i32 %b, 31
; CHECK:       join:
; CHECK-NEXT:    %m = phi i32
; CHECK-NEXT:    %r3.bval = and i32 %b, 31
; CHECK-NEXT:    %r3.c.hi = lshr i32 %c, 8
; CHECK:         %r3.valid = icmp ule i32 %r3.j, %r3.maxlane
define i32 @other_blocks(i32 %x, i32 %b, i32 %c, i1 %p) #0 {
entry:
  br i1 %p, label %then, label %else
then:
  %r1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 %b, i32 %c)
  br label %join
else:
  %r2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 %b, i32 %c)
  br label %join
join:
  %m = phi i32 [ %r1, %then ], [ %r2, %else ]
  %r3 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %m, i32 %b, i32 %c)
  ret i32 %r3
}

declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)

attributes #0 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }
attributes #1 = { "target-cpu"="gfx90a" }

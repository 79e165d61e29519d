; Which uses narrow the lanes a shuffle must get right (LaneDemand.h).  A
; later constant shuffle reads some lanes, and lane-local arithmetic, a
; select and a phi pass the demand on.  A store, a call, a division (a lane
; that is not demanded could divide by zero), a runtime-operand shuffle and a
; use as an operand other than the value demand every lane.  Where no
; demanded lane moves, the value stays as it is.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -pass-remarks=nvvm-shfl-to-amdgpu -disable-output %s 2>&1 | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S %s | FileCheck %s --check-prefix=IR

; The remarks come in function order (and per intrinsic within a function):
; @own's down 1 keeps lane 31's own value (out of range); @through_phi's xor 1
; is exact on lane 4 only (it reads lane 5); the others demand every lane.
; CHECK:      remark: <unknown>:0:0: lowered shfl.sync.down.i32 (mode down, type i32) for amdgpu wave32 with own value, exact on the demanded lanes 0x80000000 (0 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with readlane 31 (5 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave32 with quad_perm:[1,1,2,3], exact on the demanded lanes 0x10 (1 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with readlane 4 (5 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave32 with quad_perm:[1,0,3,2] (1 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with readlane 0 (4 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave32 with quad_perm:[1,0,3,2] (1 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with readlane 0 (4 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave32 with quad_perm:[1,0,3,2] (1 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with readlane 0 (4 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave32 with quad_perm:[1,0,3,2] (1 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with ds_bpermute (2 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave32 with quad_perm:[1,0,3,2] (1 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with ds_bpermute (2 instructions)
; CHECK-NOT:  remark

; Lane 31 reads out of range for down 1: it keeps its own value, and the
; broadcast reads %v itself.
; IR-LABEL: @own(
; IR-NEXT:  %r.moved.exec = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; IR-NEXT:  %r.moved.lane31 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 31)
define i32 @own(i32 %v) #0 {
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 1, i32 31)
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %s, i32 31, i32 31)
  ret i32 %r
}

; Through add, select and a phi, then a broadcast of lane 4: xor 1 must be
; right on lane 4 only (lane 4 reads lane 5).
define i32 @through_phi(i32 %v, i1 %c) #0 {
entry:
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  %a = add i32 %s, 7
  br i1 %c, label %then, label %join
then:
  %m = select i1 %c, i32 %a, i32 %v
  br label %join
join:
  %p = phi i32 [ %a, %entry ], [ %m, %then ]
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %p, i32 4, i32 31)
  ret i32 %r
}

; Every lane demanded: a store, a division, a call, a runtime-lane reader.
define void @stored(i32 %v, ptr addrspace(1) %q) #0 {
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  store i32 %s, ptr addrspace(1) %q
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %s, i32 0, i32 31)
  store i32 %r, ptr addrspace(1) %q
  ret void
}

define i32 @divided(i32 %v) #0 {
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  %d = udiv i32 100, %s
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %d, i32 0, i32 31)
  ret i32 %r
}

define i32 @called(i32 %v) #0 {
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  %f = call i32 @opaque(i32 %s)
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %f, i32 0, i32 31)
  ret i32 %r
}

define i32 @runtime_reader(i32 %v, i32 %lane) #0 {
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %s, i32 %lane, i32 31)
  ret i32 %r
}

; %s is the lane operand of the second shuffle, not its value.
define i32 @as_lane(i32 %v) #0 {
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %s, i32 31)
  ret i32 %r
}

declare i32 @opaque(i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }

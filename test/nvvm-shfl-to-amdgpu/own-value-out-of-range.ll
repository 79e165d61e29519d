; Where a shuffle's predicate is false, PTX gives the lane its own value, so
; a select on the predicate whose false arm is the shuffle's value reads the
; shuffled operand there instead (NVVMShflCalls.h,
; pickOwnValueWhereOutOfRange): CUB's `@p add` scan step becomes
; `p ? r + a : a`.  With constant b and c, the shuffle's value is then used
; only on the lanes in range (LaneDemand.h), and ds_bpermute reads lane - 4
; without the select that gives the lanes below 4 their own lane.  A runtime
; c keeps that select (the lanes in range are not known), a select whose
; false arm is not the shuffle's value or whose condition is another
; predicate is left as it is, and so is an optnone function's select.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-lane-versioning>' -S %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-lane-versioning;no-fast-paths>' -S %s \
; RUN:   | FileCheck %s --check-prefix=GENERIC

; CHECK-LABEL: define void @scan_step(
; CHECK-NOT:     select
; CHECK:         %r.selfj = sub i32 %wave.lane.id, 4
; CHECK-NOT:     select
; CHECK:         %r.selfj.addr = shl i32 %r.selfj, 2
; CHECK-NEXT:    %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.selfj.addr, i32 %a)
; CHECK:         %add = add i32 %r, %a
; CHECK-NEXT:    %v = select i1 %r.valid, i32 %add, i32 %a
; CHECK-NEXT:    store i32 %v, ptr addrspace(1) %q
; GENERIC-LABEL: define void @scan_step(
; GENERIC:       %r.src = select i1 %r.valid, i32 %r.selfj, i32
; GENERIC:       %v = select i1 %r.valid, i32 %add, i32 %r
define void @scan_step(i32 %a, ptr addrspace(1) %q) #0 {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %a, i32 4, i32 0)
  %s = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %add = add i32 %s, %a
  %v = select i1 %p, i32 %add, i32 %s
  store i32 %v, ptr addrspace(1) %q
  ret void
}

; A runtime c: the own value is picked, the source select stays.
; CHECK-LABEL: define void @runtime_c(
; CHECK:         %r.src = select i1 %r.valid, i32 %r.selfj, i32
; CHECK:         %v = select i1 %r.valid, i32 %add, i32 %a
define void @runtime_c(i32 %a, i32 %c, ptr addrspace(1) %q) #0 {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %a, i32 4, i32 %c)
  %s = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %add = add i32 %s, %a
  %v = select i1 %p, i32 %add, i32 %s
  store i32 %v, ptr addrspace(1) %q
  ret void
}

; Left as they are: the shuffle's value in the true arm, another condition,
; and the value of another shuffle in the false arm.
; CHECK-LABEL: define void @kept(
; CHECK:         %v1 = select i1 %r.valid, i32 %r, i32 %b
; CHECK:         %v2 = select i1 %c, i32 %b, i32 %r
; CHECK:         %v3 = select i1 %r.valid, i32 %b, i32 %t
define void @kept(i32 %a, i32 %b, i1 %c, ptr addrspace(1) %q) #0 {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %a, i32 4, i32 0)
  %s = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %t = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %a, i32 1, i32 31)
  %v1 = select i1 %p, i32 %s, i32 %b
  store volatile i32 %v1, ptr addrspace(1) %q
  %v2 = select i1 %c, i32 %b, i32 %s
  store volatile i32 %v2, ptr addrspace(1) %q
  %v3 = select i1 %p, i32 %b, i32 %t
  store volatile i32 %v3, ptr addrspace(1) %q
  ret void
}

; An optnone function keeps its select as written (its shuffle is lowered).
; CHECK-LABEL: define void @optnone(
; CHECK:         %v = select i1 %r.valid, i32 %add, i32 %r
define void @optnone(i32 %a, ptr addrspace(1) %q) #1 {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %a, i32 4, i32 0)
  %s = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %add = add i32 %s, %a
  %v = select i1 %p, i32 %add, i32 %s
  store i32 %v, ptr addrspace(1) %q
  ret void
}

declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="gfx90a" }
attributes #1 = { noinline optnone "target-cpu"="gfx90a" }

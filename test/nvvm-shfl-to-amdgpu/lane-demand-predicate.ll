; A shuffle's predicate becomes `true` where PTX's model makes it true on
; every lane that uses it (LaneDemand.h): CUB's `@p add.f64` after two
; `shfl.sync.down.b32 lo|p` / `hi|p`, whose sum only lane 0 stores, keeps
; no own-value select per half.  Not folded: a predicate that a lane where
; it is false uses (every lane stores; lane 31 stores), one with a runtime
; offset, and a pair used other than through extractvalue.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-lane-versioning>' -S %s | FileCheck %s

; CHECK-LABEL: define void @lane0(
; CHECK:      %v = select i1 true, i32 %add, i32 %a
; CHECK-NEXT: %first = icmp eq i32 %lane, 0
define void @lane0(i32 %a, ptr addrspace(1) %q) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %a, i32 1, i32 31)
  %s = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %add = add i32 %a, %s
  %v = select i1 %p, i32 %add, i32 %a
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %store, label %done
store:
  store i32 %v, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

; Both halves of a double under one predicate each, lane 0 stores.
; CHECK-LABEL: define void @double_halves(
; CHECK:      %vlo = select i1 true, i32 %addlo, i32 %lo
; CHECK-NEXT: %vhi = select i1 true, i32 %addhi, i32 %hi
define void @double_halves(i32 %lo, i32 %hi, ptr addrspace(1) %q) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %rlo = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %lo, i32 2, i32 31)
  %rhi = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %hi, i32 2, i32 31)
  %slo = extractvalue { i32, i1 } %rlo, 0
  %plo = extractvalue { i32, i1 } %rlo, 1
  %shi = extractvalue { i32, i1 } %rhi, 0
  %phi = extractvalue { i32, i1 } %rhi, 1
  %addlo = add i32 %lo, %slo
  %addhi = add i32 %hi, %shi
  %vlo = select i1 %plo, i32 %addlo, i32 %lo
  %vhi = select i1 %phi, i32 %addhi, i32 %hi
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %store, label %done
store:
  store i32 %vlo, ptr addrspace(1) %q
  %q1 = getelementptr i32, ptr addrspace(1) %q, i64 1
  store i32 %vhi, ptr addrspace(1) %q1
  br label %done
done:
  ret void
}

; Every lane stores: lane 31's predicate is false.
; CHECK-LABEL: define void @all_lanes(
; CHECK-NOT:  select i1 true
; CHECK:      %v = select i1 %r.valid, i32 %add, i32 %a
; CHECK-NEXT: store i32 %v
define void @all_lanes(i32 %a, ptr addrspace(1) %q) #0 {
entry:
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %a, i32 1, i32 31)
  %s = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %add = add i32 %a, %s
  %v = select i1 %p, i32 %add, i32 %a
  store i32 %v, ptr addrspace(1) %q
  ret void
}

; Lane 31 alone stores, and its predicate is false.
; CHECK-LABEL: define void @lane31(
; CHECK-NOT:  select i1 true
; CHECK:      %v = select i1 %r.valid, i32 %add, i32 %a
define void @lane31(i32 %a, ptr addrspace(1) %q) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %a, i32 1, i32 31)
  %s = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %add = add i32 %a, %s
  %v = select i1 %p, i32 %add, i32 %a
  %last = icmp eq i32 %lane, 31
  br i1 %last, label %store, label %done
store:
  store i32 %v, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

; A runtime offset: the predicate is not known.
; CHECK-LABEL: define void @runtime_offset(
; CHECK-NOT:  select i1 true
; CHECK:      %v = select i1 %r.valid, i32 %add, i32 %a
define void @runtime_offset(i32 %a, i32 %d, ptr addrspace(1) %q) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %a, i32 %d, i32 31)
  %s = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %add = add i32 %a, %s
  %v = select i1 %p, i32 %add, i32 %a
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %store, label %done
store:
  store i32 %v, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

; The pair itself is stored: its predicate stays the lowering's.
; CHECK-LABEL: define void @pair_use(
; CHECK:      %r.valid = icmp ule i32 %r.j, 31
; CHECK:      %r.pair = insertvalue { i32, i1 } %r.pair.val, i1 %r.valid, 1
; CHECK:      store { i32, i1 } %r.pair, ptr addrspace(1) %q
define void @pair_use(i32 %a, ptr addrspace(1) %q) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %a, i32 1, i32 31)
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %store, label %done
store:
  store { i32, i1 } %r, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
attributes #0 = { "target-cpu"="gfx90a" }

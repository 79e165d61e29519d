; Valid accesses of every kind pass the memory checker: a flat pointer to
; LDS and one to a private array, a constant table, an atomic on a module
; global, an atomic on dynamic LDS, memcpy / memset into LDS.  Each lane
; writes tile[tid] + lut[tid & 3].
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:in:i32:64=iota \
; RUN:   --arg=buf:out:i32:64 --lds=16 --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: 1 3 5 7 5 7 9 11 9 11 13 15 13 15 17 19
; CHECK:      out[48]: 49 51 53 55 53 55 57 59 57 59 61 63 61 63 65 67
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x i32] poison, align 16
@dyn = external addrspace(3) global [0 x i32], align 16
@lut = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@acc = internal addrspace(1) global i32 0, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %priv = alloca [4 x i32], align 4, addrspace(5)
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %copy, label %sync
copy:
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) @tile, ptr addrspace(1) %in, i64 256, i1 false)
  call void @llvm.memset.p3.i64(ptr addrspace(3) @dyn, i8 0, i64 16, i1 false)
  br label %sync
sync:
  call void @llvm.amdgcn.s.barrier()
  %lp = getelementptr [64 x i32], ptr addrspace(3) @tile, i32 0, i32 %tid
  %flat = addrspacecast ptr addrspace(3) %lp to ptr
  %x = load i32, ptr %flat
  %pf = addrspacecast ptr addrspace(5) %priv to ptr
  %k = and i32 %tid, 3
  %pk = getelementptr i32, ptr %pf, i32 %k
  store i32 %x, ptr %pk
  %li = getelementptr [4 x i32], ptr addrspace(4) @lut, i32 0, i32 %k
  %l = load i32, ptr addrspace(4) %li
  %old = atomicrmw add ptr addrspace(1) @acc, i32 1 monotonic
  %d = getelementptr [0 x i32], ptr addrspace(3) @dyn, i32 0, i32 %k
  %dv = atomicrmw add ptr addrspace(3) %d, i32 1 monotonic
  %s = add i32 %x, %l
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.memcpy.p3.p1.i64(ptr addrspace(3), ptr addrspace(1), i64, i1)
declare void @llvm.memset.p3.i64(ptr addrspace(3), i8, i64, i1)

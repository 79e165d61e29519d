; __device__ and __constant__ variables (here as clang emits them for CUDA)
; become protected: a code object is a shared object, and llc addresses the
; dso_local variables PC-relative, which ld.lld refuses for a preemptible
; symbol.  Protected symbols are not preemptible and stay in the dynamic
; symbol table, where a loader finds them by name.  The kernel, which
; updates them with atomics, links and runs on the emulator; a second block
; sees the first block's updates.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' < %s -o %t.bc
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %t.bc -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: llvm-readelf --dyn-syms %t.hsaco | FileCheck %s --check-prefix=SYMS
; RUN: %wave-emu -mcpu=gfx90a %t.bc --kernel=k --grid=2 --block=64 \
; RUN:   --arg=buf:out:i32:65 --print=out --print-width=16 | FileCheck %s --check-prefix=EMU
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100>' < %s -o %t.w32.bc
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %t.w32.bc -o %t.w32.o
; RUN: ld.lld -shared %t.w32.o -o %t.w32.hsaco
; RUN: %wave-emu -mcpu=gfx1100 %t.w32.bc --kernel=k --grid=2 --block=64 \
; RUN:   --arg=buf:out:i32:65 --print=out --print-width=16 | FileCheck %s --check-prefix=EMU

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: @retirementCount = protected addrspace(1) externally_initialized global i32 0, align 4
; CHECK: @table = protected addrspace(4) externally_initialized constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
; CHECK: @counter = protected addrspace(1) externally_initialized global i32 0, align 4
; CHECK: @local = internal addrspace(1) global i32 5, align 4
; CHECK: @shared = internal addrspace(3) global i32 undef, align 4
@retirementCount = dso_local addrspace(1) externally_initialized global i32 0, align 4
@table = dso_local addrspace(4) externally_initialized constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@counter = dso_local addrspace(1) externally_initialized global i32 0, align 4
@local = internal addrspace(1) global i32 5, align 4
@shared = internal addrspace(3) global i32 undef, align 4
@llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr addrspacecast (ptr addrspace(1) @retirementCount to ptr), ptr addrspacecast (ptr addrspace(4) @table to ptr)], section "llvm.metadata"

; SYMS-DAG: GLOBAL PROTECTED {{.*}} table
; SYMS-DAG: GLOBAL PROTECTED {{.*}} retirementCount
; SYMS-DAG: GLOBAL PROTECTED {{.*}} counter

; Each thread stores table[t & 3] + local - 5; the thread whose atomicInc
; sees 63 stores the counter of every increment so far and resets
; retirementCount.
; EMU:      out[0]: 1 2 3 4 1 2 3 4 1 2 3 4 1 2 3 4
; EMU:      out[48]: 1 2 3 4 1 2 3 4 1 2 3 4 1 2 3 4
; EMU-NEXT: out[64]: 128
define ptx_kernel void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t3 = and i32 %t, 3
  %ti = zext i32 %t3 to i64
  %tp = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(4) @table to ptr), i64 %ti
  %tv = load i32, ptr %tp, align 4
  %lv = load i32, ptr addrspacecast (ptr addrspace(1) @local to ptr), align 4
  %lv5 = sub i32 %lv, 5
  %v = add i32 %tv, %lv5
  %oi = zext i32 %t to i64
  %op = getelementptr inbounds i32, ptr %out, i64 %oi
  store i32 %v, ptr %op, align 4
  %prev = atomicrmw uinc_wrap ptr addrspacecast (ptr addrspace(1) @retirementCount to ptr), i32 1000 seq_cst, align 4
  %c = atomicrmw add ptr addrspacecast (ptr addrspace(1) @counter to ptr), i32 1 seq_cst, align 4
  %last = icmp eq i32 %prev, 63
  br i1 %last, label %store, label %done
store:
  %n = load i32, ptr addrspacecast (ptr addrspace(1) @counter to ptr), align 4
  %np = getelementptr inbounds i8, ptr %out, i64 256
  store i32 %n, ptr %np, align 4
  store i32 0, ptr addrspacecast (ptr addrspace(1) @retirementCount to ptr), align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

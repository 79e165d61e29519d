; match.any and a redux with a runtime member mask split the block at the
; call to build their loop.  A static alloca after the call in the entry
; block must stay in the entry block: anywhere else it is a dynamic stack
; allocation, and the kernel gets a dynamic stack
; (.amdhsa_uses_dynamic_stack 1).  The allocas move up to the call.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' < %s \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a | FileCheck %s --check-prefix=ASM
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' < %s \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 | FileCheck %s --check-prefix=ASM

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK-NEXT:  entry:
; CHECK:         %buf = alloca [4 x i32], align 4, addrspace(5)
; CHECK-NEXT:    %buf2 = alloca i32, align 4, addrspace(5)
; CHECK-NEXT:    %r.active = call i64 @llvm.amdgcn.ballot.i64(i1 true)
; CHECK-NEXT:    %r.key.other = icmp ne i32 %m, -1
; CHECK-NEXT:    %r.key.other.lanes = call i64 @llvm.amdgcn.ballot.i64(i1 %r.key.other)
; CHECK-NEXT:    %r.key.uniform = icmp eq i64 %r.key.other.lanes, 0
; CHECK-NEXT:    br i1 %r.key.uniform, label %r.uniform, label %r.loop
; CHECK:       x.exit:
; CHECK-NOT:     alloca
; CHECK:         ret void
; ASM: .amdhsa_uses_dynamic_stack 0
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %v, i32 %m) {
entry:
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 %m)
  %buf = alloca [4 x i32], align 4, addrspace(5)
  store i32 %r, ptr addrspace(5) %buf
  %x = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %r)
  %buf2 = alloca i32, align 4, addrspace(5)
  store volatile i32 %x, ptr addrspace(5) %buf2
  %l = load volatile i32, ptr addrspace(5) %buf
  %l2 = load volatile i32, ptr addrspace(5) %buf2
  %s = add i32 %l, %l2
  store i32 %s, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)

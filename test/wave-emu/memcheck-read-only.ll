; Constant memory is read-only: loads from a constant table pass the
; checks, a store into it through a flat pointer is reported.
; llc 19 stops with a fatal error on this store to constant memory; 22 compiles it.
; RUN: %if llvm22 %{ llc -mcpu=gfx90a %s -o /dev/null %}
; RUN: %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:4 --arg=i32:0 \
; RUN:   --print=out | FileCheck %s --check-prefix=LOAD
; RUN: not %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:4 \
; RUN:   --arg=i32:1 2>&1 | FileCheck %s
; LOAD:       out[0]: 10 20 30 40
; CHECK:      error: write to read-only memory: store of i32 (4 bytes, flat address) in kernel 'k'
; CHECK-NEXT:   at function 'k', block '%write'
; CHECK-NEXT:   by workgroup (0,0,0), wave 0, lane 0 (work-item (0,0,0))
; CHECK-NEXT:   address 0x{{[0-9a-f]+}} is read-only; it is at offset 0 of global '@table'
target triple = "amdgcn-amd-amdhsa"

@table = internal addrspace(4) constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %wr) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = getelementptr [4 x i32], ptr addrspace(4) @table, i32 0, i32 %tid
  %v = load i32, ptr addrspace(4) %t
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %po
  %w = icmp ne i32 %wr, 0
  br i1 %w, label %write, label %done
write:
  %flat = addrspacecast ptr addrspace(4) %t to ptr
  store i32 0, ptr %flat
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

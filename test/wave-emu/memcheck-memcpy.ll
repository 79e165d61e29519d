; memcpy, memmove and memset are checked over their whole length, source
; and destination: copying 256 bytes from a 63-element buffer reads 4 bytes
; past its end; a memset of 16 bytes of dynamic LDS with --lds=8 writes
; past the workgroup's LDS.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:in:i32:64=iota \
; RUN:   --arg=buf:out:i32:64 --lds=16 --print=out --print-width=16 \
; RUN:   | FileCheck %s --check-prefix=OK
; RUN: not %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:in:i32:63=iota \
; RUN:   --arg=buf:out:i32:64 --lds=16 2>&1 | FileCheck %s --check-prefix=SRC
; RUN: not %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:in:i32:64=iota \
; RUN:   --arg=buf:out:i32:64 --lds=8 2>&1 | FileCheck %s --check-prefix=DST
; OK:        out[48]: 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63
; SRC:       error: out-of-bounds memcpy source (256 bytes, global address) in kernel 'k'
; SRC:         address 0x{{[0-9a-f]+}} is at offset 0 of buffer 'in' (252 bytes at 0x{{[0-9a-f]+}}, 63 x i32), and the access ends 4 bytes past its end
; DST:       error: out-of-bounds memset destination (16 bytes, LDS address) in kernel 'k'
; DST:         LDS address 256 is at offset 256 of the workgroup's LDS (264 bytes, 8 of them dynamic), and the access ends 8 bytes past its end; the nearest LDS variable is '@dyn' (LDS bytes 256 to 264, dynamic)
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x i32] poison, align 16
@dyn = external addrspace(3) global [0 x i32], align 16

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %copy, label %sync
copy:
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) @tile, ptr addrspace(1) %in, i64 256, i1 false)
  call void @llvm.memset.p3.i64(ptr addrspace(3) @dyn, i8 0, i64 16, i1 false)
  br label %sync
sync:
  call void @llvm.amdgcn.s.barrier()
  %lp = getelementptr [64 x i32], ptr addrspace(3) @tile, i32 0, i32 %tid
  %x = load i32, ptr addrspace(3) %lp
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %x, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.memcpy.p3.p1.i64(ptr addrspace(3), ptr addrspace(1), i64, i1)
declare void @llvm.memset.p3.i64(ptr addrspace(3), i8, i64, i1)

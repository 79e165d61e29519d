; A cooperative-groups tile's thread_rank() is the block's linear thread id
; `& (size - 1)`: x + nx * y + nx * ny * z (CUDA's vec3_to_linear), whose low
; five bits are the CUDA lane on NVIDIA and on AMD alike (LaneFunction.h,
; isLinearThreadId).  So `tile.shfl(v, (tile.thread_rank() + 1) % 32)` is a
; rotation with a known pattern, in the NVVM form (special registers) and
; in the retargeted one (workitem ids, the dispatch packet's sizes), and
; the width-16 tile's `(rank + 3) & 15` too, and the sum with the rank's
; `& 31` folded away.  A shift right of the linear id, and the sum without
; its z term (in a 3-D block not the lane), are not assumed.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -pass-remarks=nvvm-shfl-to-amdgpu -pass-remarks-missed=nvvm-shfl-to-amdgpu -disable-output %s 2>&1 | FileCheck -D#KEEP=%permlane_keep_count %s

; CHECK: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with row_shl:1 and permlanex16:0x0 on 0x80008000 ([[#4+KEEP]] instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with row_shl:1 and permlanex16:0x0 on 0x80008000 ([[#4+KEEP]] instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with row_ror:13 (1 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with row_shl:1 and permlanex16:0x0 on 0x80008000 ([[#4+KEEP]] instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with ds_bpermute (2 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: no fast path for shfl.sync.idx.i32 on amdgpu wave32: b is a runtime value, not a known function of the CUDA lane; lowered with ds_bpermute
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with ds_bpermute (2 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: no fast path for shfl.sync.idx.i32 on amdgpu wave32: b is a runtime value, not a known function of the CUDA lane; lowered with ds_bpermute
; CHECK-NOT: remark

define i32 @rotate_tile32(i32 %v) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %zny = mul i32 %z, %ny
  %znynx = mul i32 %zny, %nx
  %ynx = mul i32 %y, %nx
  %s = add i32 %znynx, %ynx
  %linear = add i32 %s, %x
  %rank = and i32 %linear, 31
  %next = add i32 %rank, 1
  %b = and i32 %next, 31
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

define i32 @rotate_tile32_amdgpu(i32 %v) #0 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %packet = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %nx.addr = getelementptr inbounds i8, ptr addrspace(4) %packet, i64 4
  %nx.16 = load i16, ptr addrspace(4) %nx.addr, align 4
  %nx = zext i16 %nx.16 to i32
  %ny.addr = getelementptr inbounds i8, ptr addrspace(4) %packet, i64 6
  %ny.16 = load i16, ptr addrspace(4) %ny.addr, align 2
  %ny = zext i16 %ny.16 to i32
  ; (z * ny + y) * nx + x: the factored form
  %zny = mul i32 %z, %ny
  %zy = add i32 %zny, %y
  %zynx = mul i32 %zy, %nx
  %linear = add i32 %zynx, %x
  %rank = urem i32 %linear, 32
  %next = add i32 %rank, 1
  %b = urem i32 %next, 32
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

define i32 @rotate_tile16(i32 %v) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %zny = mul i32 %z, %ny
  %znynx = mul i32 %zny, %nx
  %ynx = mul i32 %y, %nx
  %s = add i32 %znynx, %ynx
  %linear = add i32 %s, %x
  %rank = and i32 %linear, 15
  %next = add i32 %rank, 3
  %b = and i32 %next, 15
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 4127)
  ret i32 %r
}

; The rank's own `& 31` folded into the sum's, as InstCombine leaves
; `(tile.thread_rank() + 1) % 32`: b's low five bits, all a shuffle reads,
; still depend on the linear id's low five bits alone.
define i32 @rotate_folded(i32 %v) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %zny = mul nuw nsw i32 %z, %ny
  %zy = add nuw nsw i32 %zny, %y
  %zynx = mul i32 %zy, %nx
  %linear = add i32 %zynx, %x
  %next = add i32 %linear, 1
  %b = and i32 %next, 31
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

; Bits above the lane's reach b through a shift right: not assumed.
define i32 @linear_shifted_right(i32 %v) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %zny = mul i32 %z, %ny
  %zy = add i32 %zny, %y
  %zynx = mul i32 %zy, %nx
  %linear = add i32 %zynx, %x
  %b = lshr i32 %linear, 1
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

define i32 @rotate_2d_only(i32 %v) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ynx = mul i32 %y, %nx
  %linear = add i32 %ynx, %x
  %rank = and i32 %linear, 31
  %next = add i32 %rank, 1
  %b = and i32 %next, 31
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workitem.id.z()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }

; Special registers become the NVVM sreg reads (named after the register),
; WARP_SZ the warp-size read; registers that LLVM does not declare are still
; read through an llvm.nvvm.read.ptx.sreg.* function of that name, for the
; retargeting pass to lower or report.
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define i32 @lane_regs(
; CHECK-NEXT: %laneid = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
; CHECK-NEXT: %lanemask_lt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
; CHECK-NEXT: %warpsize = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
; CHECK-NEXT: %warpid = call i32 @llvm.nvvm.read.ptx.sreg.warpid()
; CHECK-NEXT: %s = add i32 %laneid, %lanemask_lt
; CHECK-NEXT: %t = add i32 %s, %warpsize
; CHECK-NEXT: %u = add i32 %t, %warpid
; CHECK-NEXT: ret i32 %u
define i32 @lane_regs() {
  %a = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  %b = call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"()
  %c = call i32 asm "mov.u32 $0, WARP_SZ;", "=r"()
  %d = call i32 asm "mov.u32 $0, %warpid;", "=r"()
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  %u = add i32 %t, %d
  ret i32 %u
}

; CHECK-LABEL: define i32 @block_regs(
; CHECK-NEXT: %tid.x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT: %ntid.y = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
; CHECK-NEXT: %ctaid.z = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
; CHECK-NEXT: %nctaid.x = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
; CHECK-NEXT: %s = add i32 %tid.x, %ntid.y
; CHECK-NEXT: %t = add i32 %s, %ctaid.z
; CHECK-NEXT: %u = add i32 %t, %nctaid.x
; CHECK-NEXT: ret i32 %u
define i32 @block_regs() {
  %a = call i32 asm "mov.u32 $0, %tid.x;", "=r"()
  %b = call i32 asm "mov.u32 $0, %ntid.y;", "=r"()
  %c = call i32 asm "mov.u32 $0, %ctaid.z;", "=r"()
  %d = call i32 asm "mov.u32 $0, %nctaid.x;", "=r"()
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  %u = add i32 %t, %d
  ret i32 %u
}

; CHECK-LABEL: define i64 @clocks(
; CHECK-NEXT: %clock64 = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
; CHECK-NEXT: %globaltimer = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
; CHECK-NEXT: %s = add i64 %clock64, %globaltimer
; CHECK-NEXT: ret i64 %s
define i64 @clocks() {
  %a = call i64 asm sideeffect "mov.u64 $0, %clock64;", "=l"()
  %b = call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"()
  %s = add i64 %a, %b
  ret i64 %s
}

; cooperative_groups' reserved shared memory and environment registers.
; CHECK-LABEL: define i64 @reserved_smem(
; CHECK-NEXT: %reserved_smem_offset_1 = call i32 @llvm.nvvm.read.ptx.sreg.reserved_smem_offset_1()
; CHECK-NEXT: %cvt = zext i32 %reserved_smem_offset_1 to i64
; CHECK-NEXT: [[T0:%[0-9]+]] = inttoptr i64 %cvt to ptr addrspace(3)
; CHECK-NEXT: [[T1:%[0-9]+]] = addrspacecast ptr addrspace(3) [[T0]] to ptr
; CHECK-NEXT: %cvta = ptrtoint ptr [[T1]] to i64
; CHECK-NEXT: ret i64 %cvta
define i64 @reserved_smem() {
  %r = call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"()
  ret i64 %r
}

; CHECK-LABEL: define i32 @envreg(
; CHECK-NEXT: %envreg2 = call i32 @llvm.nvvm.read.ptx.sreg.envreg2()
; CHECK-NEXT: ret i32 %envreg2
define i32 @envreg() {
  %r = call i32 asm "mov.u32 $0, %envreg2;", "=r"()
  ret i32 %r
}

; %envreg1 and %envreg2 hold the grid workspace of a cooperative launch,
; which cooperative_groups::this_grid() reads; in an ordinary launch they
; are 0 (test/hardware/results/smem_probe.txt), so grid_group::is_valid()
; is false.  The other environment registers have no AMD meaning.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s
; RUN: sed 's/@llvm.nvvm.read.ptx.sreg.envreg1()/@llvm.nvvm.read.ptx.sreg.envreg0()/' %s \
; RUN:   | not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR
; ERR: error: <unknown>:0:0: in function workspace i64 (): special register %envreg0 has no AMDGPU lowering

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define hidden i64 @workspace(
; CHECK-NEXT: %lo64 = zext i32 0 to i64
; CHECK-NEXT: %hi64 = zext i32 0 to i64
define i64 @workspace() {
  %lo = call i32 @llvm.nvvm.read.ptx.sreg.envreg1()
  %hi = call i32 @llvm.nvvm.read.ptx.sreg.envreg2()
  %lo64 = zext i32 %lo to i64
  %hi64 = zext i32 %hi to i64
  %hish = shl i64 %hi64, 32
  %p = or i64 %hish, %lo64
  ret i64 %p
}

declare i32 @llvm.nvvm.read.ptx.sreg.envreg1()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg2()

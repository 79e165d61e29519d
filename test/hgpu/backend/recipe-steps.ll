; The vendor recipe's steps 2 and 4, visible.  Debian's LLVM is a release
; build (no -debug-only=isel), so -hgpu-print-warp-nodes prints the target
; node HGPUISelLowering.cpp makes for each llvm.hgpu.* call (step 2), and
; -print-after-isel shows the machine instructions the TableGen patterns
; select from them (step 4).
; RUN: %hgpu_llc -mcpu=hgpu2 -hgpu-print-warp-nodes -print-after-isel < %s -o /dev/null 2>&1 | FileCheck %s

; CHECK:      hgpu-isel: llvm.hgpu.lane.id -> {{0x[0-9a-f]+}}: i32 = HGPUISD::LANE_ID
; CHECK-NEXT: hgpu-isel: llvm.hgpu.gather -> {{0x[0-9a-f]+}}: i32 = HGPUISD::GATHER {{0x[0-9a-f]+}}, HGPUISD::LANE_ID:i32
; CHECK-NEXT: hgpu-isel: llvm.hgpu.shfl.xor -> {{0x[0-9a-f]+}}: i32,i1 = HGPUISD::SHFL_XOR {{0x[0-9a-f]+}}, Constant:i32<1>, TargetConstant:i32<16>
; CHECK:      # After Instruction Selection:
; CHECK:      [[L:%[0-9]+]]:gpr32 = LANE_ID
; CHECK-NEXT: [[G:%[0-9]+]]:gpr32 = GATHER killed {{%[0-9]+}}:gpr32, killed [[L]]:gpr32
; CHECK-NEXT: {{%[0-9]+}}:gpr32, {{%[0-9]+}}:pred = SHFL_XOR_ri killed [[G]]:gpr32, 1, 16

declare i32 @llvm.hgpu.lane.id()
declare i32 @llvm.hgpu.gather(i32, i32)
declare { i32, i1 } @llvm.hgpu.shfl.xor(i32, i32, i32 immarg)

define void @k(ptr addrspace(1) %out, i32 %v) {
  %l = call i32 @llvm.hgpu.lane.id()
  %g = call i32 @llvm.hgpu.gather(i32 %v, i32 %l)
  %s = call { i32, i1 } @llvm.hgpu.shfl.xor(i32 %g, i32 1, i32 16)
  %x = extractvalue { i32, i1 } %s, 0
  store i32 %x, ptr addrspace(1) %out
  ret void
}

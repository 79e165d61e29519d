; A select on the lane's position next to a shuffle becomes a constant lane
; mask (AMDGPULanePredicates.h): cooperative groups' tile rank, the block's
; linear thread id `& 15` or `% 8`, compared with a step (wave64 and wave32),
; the rank of a 32-lane tile (`linear & 31`) compared on both 32-lane halves
; of a wave64, and a compare true on every lane, whose select becomes its
; value.  The rank's computation goes with its compare.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S %s | FileCheck %s
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; Without the fast paths (the general lowering, lib-bench's reference), the
; compares stay.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-fast-paths>' -S %s | FileCheck %s --check-prefix=NOFAST
; NOFAST-LABEL: define float @rank_guard(
; NOFAST:       %low = icmp ult i32 %rank, 4
; NOFAST:       %r = select i1 %low, float %v, float %sum

target triple = "amdgcn-amd-amdhsa"

; 0x000f000f000f000f: lanes 0-3 of each 16.
; CHECK-LABEL: define float @rank_guard(
; CHECK-NOT: sreg
; CHECK:       %sum = fadd float %v, %s
; CHECK-NEXT:  %low.lanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 4222189076152335)
; CHECK-NEXT:  %r = select i1 %low.lanes, float %v, float %sum
; CHECK-NEXT:  ret float %r
define float @rank_guard(float %v) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %zny = mul i32 %z, %ny
  %zy = add i32 %zny, %y
  %zynx = mul i32 %zy, %nx
  %linear = add i32 %zynx, %x
  %rank = and i32 %linear, 15
  %s = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v, i32 4, i32 4096)
  %low = icmp ult i32 %rank, 4
  %sum = fadd float %v, %s
  %r = select i1 %low, float %v, float %sum
  ret float %r
}

; 0x03030303: lanes 0-1 of each 8 on wave32.
; CHECK-LABEL: define float @rank_guard_wave32(
; CHECK-NOT: sreg
; CHECK:       %sum = fadd float %v, %s
; CHECK-NEXT:  %low.lanes = call i1 @llvm.amdgcn.inverse.ballot.i32(i32 50529027)
; CHECK-NEXT:  %r = select i1 %low.lanes, float %v, float %sum
; CHECK-NEXT:  ret float %r
define float @rank_guard_wave32(float %v) #1 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %zny = mul i32 %z, %ny
  %zy = add i32 %zny, %y
  %zynx = mul i32 %zy, %nx
  %linear = add i32 %zynx, %x
  %rank = urem i32 %linear, 8
  %s = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v, i32 2, i32 6144)
  %low = icmp ult i32 %rank, 2
  %sum = fadd float %v, %s
  %r = select i1 %low, float %v, float %sum
  ret float %r
}

; 0x0000000100000001: CUDA lane 0 of both warps; 0x0000555500005555: the even
; lanes below 16 of both (lane 0 among them: on odd lanes alone %first is
; false wherever %r is read, and %r would be %s, LaneDemandSelects.h).
; CHECK-LABEL: define i32 @rank32_guard(
; CHECK-NOT: sreg
; CHECK:       %first.lanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 4294967297)
; CHECK-NEXT:  %r = select i1 %first.lanes, i32 0, i32 %s
; CHECK-NEXT:  %both.lanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 93823560602965)
; CHECK-NEXT:  %r2 = select i1 %both.lanes, i32 %r, i32 %v
; CHECK-NEXT:  ret i32 %r2
define i32 @rank32_guard(i32 %v) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %zny = mul i32 %z, %ny
  %zy = add i32 %zny, %y
  %zynx = mul i32 %zy, %nx
  %linear = add i32 %zynx, %x
  %lane = and i32 %linear, 31
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  %first = icmp eq i32 %lane, 0
  %r = select i1 %first, i32 0, i32 %s
  %odd.bit = and i32 %lane, 1
  %even = icmp eq i32 %odd.bit, 0
  %low16 = icmp ult i32 %lane, 16
  %both = and i1 %even, %low16
  %r2 = select i1 %both, i32 %r, i32 %v
  ret i32 %r2
}

; CHECK-LABEL: define float @always(
; CHECK-NOT: sreg
; CHECK:       %s = bitcast i32 %s.moved.fixed to float
; CHECK-NEXT:  ret float %s
define float @always(float %v) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %zny = mul i32 %z, %ny
  %zy = add i32 %zny, %y
  %zynx = mul i32 %zy, %nx
  %linear = add i32 %zynx, %x
  %lane = and i32 %linear, 31
  %s = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v, i32 1, i32 31)
  %in = icmp ult i32 %lane, 32
  %r = select i1 %in, float %s, float %v
  ret float %r
}

; REMARK:      remark: <unknown>:0:0: select condition is a lane mask: f000f000f000f
; REMARK-NEXT: remark: <unknown>:0:0: select condition is a lane mask: 3030303
; REMARK-NEXT: remark: <unknown>:0:0: select condition is a lane mask: ffffffffffffffff
; REMARK-NEXT: remark: <unknown>:0:0: select condition is a lane mask: 100000001
; REMARK-NEXT: remark: <unknown>:0:0: select condition is a lane mask: 555500005555
; REMARK-NOT:  remark: {{.*}}lane mask

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)

attributes #0 = { "target-cpu"="gfx90a" }
attributes #1 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }

; A fast path's own select (the lanes whose source is out of range keep
; their value) on the same lanes as the guard around the step is one mask
; value with it, and inside the guard's other arm it decides nothing: it is
; bypassed, through the casts that join a double's two halves.  The guards
; compare the tile rank, the linear thread id `& 15`.  Behind a cross-lane
; move (the second shuffle reads other lanes, where the mask differs) it
; stays.  With lane demand, a guard on the tile rank already leaves those
; lanes undemanded and the fast path makes no such select
; (lane-demand-select.ll): the bypass is seen with <no-lane-demand>.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-lane-demand>' -S %s | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define float @step1_float(
; CHECK-NEXT:  %s.bits = bitcast float %v to i32
; CHECK-NEXT:  %s.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %s.bits, i32 273, i32 15, i32 15, i1 true)
; CHECK-NEXT:  %s.moved.selflanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 281479271743489)
; CHECK-NEXT:  %s = bitcast i32 %s.moved.dpp to float
; CHECK-NEXT:  %sum = fadd float %v, %s
; CHECK-NEXT:  %r = select i1 %s.moved.selflanes, float %v, float %sum
; CHECK-NEXT:  ret float %r
define float @step1_float(float %v) #0 {
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
  %s = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v, i32 1, i32 4096)
  %first = icmp eq i32 %rank, 0
  %sum = fadd float %v, %s
  %r = select i1 %first, float %v, float %sum
  ret float %r
}

; CHECK-LABEL: define double @step1_double(
; CHECK:       %slo.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %lo, i32 273, i32 15, i32 15, i1 true)
; CHECK-NEXT:  %slo.moved.selflanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 281479271743489)
; CHECK-NEXT:  %shi.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %hi, i32 273, i32 15, i32 15, i1 true)
; CHECK-NEXT:  %shi64 = zext i32 %shi.moved.dpp to i64
; CHECK-NEXT:  %shi.up = shl i64 %shi64, 32
; CHECK-NEXT:  %slo64 = zext i32 %slo.moved.dpp to i64
; CHECK-NEXT:  %sbits = or i64 %shi.up, %slo64
; CHECK-NEXT:  %s = bitcast i64 %sbits to double
; CHECK-NEXT:  %sum = fadd double %v, %s
; CHECK-NEXT:  %r = select i1 %slo.moved.selflanes, double %v, double %sum
; CHECK-NEXT:  ret double %r
define double @step1_double(double %v) #0 {
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
  %bits = bitcast double %v to i64
  %lo = trunc i64 %bits to i32
  %hi64 = lshr i64 %bits, 32
  %hi = trunc i64 %hi64 to i32
  %slo = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo, i32 1, i32 4096)
  %shi = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi, i32 1, i32 4096)
  %shi64 = zext i32 %shi to i64
  %shi.up = shl i64 %shi64, 32
  %slo64 = zext i32 %slo to i64
  %sbits = or i64 %shi.up, %slo64
  %s = bitcast i64 %sbits to double
  %first = icmp eq i32 %rank, 0
  %sum = fadd double %v, %s
  %r = select i1 %first, double %v, double %sum
  ret double %r
}

; The first move's select feeds the second move, which reads other lanes.
; CHECK-LABEL: define float @behind_a_move(
; CHECK:       %s1.moved.selflanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 281479271743489)
; CHECK-NEXT:  %s1.moved.fixed = select i1 %s1.moved.selflanes, i32 %s1.bits, i32 %s1.moved.dpp
; CHECK-NEXT:  %s1 = bitcast i32 %s1.moved.fixed to float
; CHECK-NEXT:  %s2.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %s1.moved.fixed, i32 273, i32 15, i32 15, i1 true)
; CHECK-NEXT:  %s2 = bitcast i32 %s2.moved.dpp to float
; CHECK-NEXT:  %sum = fadd float %v, %s2
; CHECK-NEXT:  %r = select i1 %s1.moved.selflanes, float %v, float %sum
; CHECK-NEXT:  ret float %r
define float @behind_a_move(float %v) #0 {
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
  %s1 = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v, i32 1, i32 4096)
  %s2 = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %s1, i32 1, i32 4096)
  %first = icmp eq i32 %rank, 0
  %sum = fadd float %v, %s2
  %r = select i1 %first, float %v, float %sum
  ret float %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)

attributes #0 = { "target-cpu"="gfx90a" }

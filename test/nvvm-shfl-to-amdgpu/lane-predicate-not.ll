; What is not a lane predicate keeps its compare (AMDGPULanePredicates.h):
; threadIdx.x & 15 (in a 2-D block not the lane), the linear thread id
; itself (its bits above the lane's are unknown), a compare of %laneid (one
; v_cmp, which a wave64 mask does not beat), a branch's condition, a
; select in a function without a shuffle, and a function with convergence
; control tokens (the mask would be a convergent call without one; opt's
; verifier checks the output).
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S %s | FileCheck %s
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK-NOT: lane mask

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define float @tid_x(
; CHECK:       %low = icmp ult i32 %rank, 4
; CHECK-NEXT:  %sum = fadd float %v, %s
; CHECK-NEXT:  %r = select i1 %low, float %v, float %sum

; CHECK-LABEL: define float @linear_unmasked(
; CHECK:       %low = icmp ult i32 %linear, 4
; CHECK-NEXT:  %sum = fadd float %v, %s
; CHECK-NEXT:  %r = select i1 %low, float %v, float %sum

; CHECK-LABEL: define float @laneid(
; CHECK:       %low = icmp ult i32 %lane, 4
; CHECK-NEXT:  %sum = fadd float %v, %s
; CHECK-NEXT:  %r = select i1 %low, float %v, float %sum

; CHECK-LABEL: define float @branch(
; CHECK:       %low = icmp ult i32 %lane, 4
; CHECK-NEXT:  br i1 %low, label %done, label %add

; CHECK-LABEL: define float @tokens(
; CHECK:       %low = icmp ult i32 %rank, 4
; CHECK-NEXT:  %sum = fadd float %v, %s
; CHECK-NEXT:  %r = select i1 %low, float %v, float %sum

; CHECK-LABEL: define float @no_shuffle(
; CHECK-NEXT:  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
; CHECK-NEXT:  %low = icmp ult i32 %lane, 4
; CHECK-NEXT:  %r = select i1 %low, float %v, float %w

; threadIdx.x is not the lane in a 2-D block.
define float @tid_x(float %v) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rank = and i32 %x, 15
  %s = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v, i32 4, i32 4096)
  %low = icmp ult i32 %rank, 4
  %sum = fadd float %v, %s
  %r = select i1 %low, float %v, float %sum
  ret float %r
}

; The linear id's bits above the lane's are not known.
define float @linear_unmasked(float %v) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %zny = mul i32 %z, %ny
  %zy = add i32 %zny, %y
  %zynx = mul i32 %zy, %nx
  %linear = add i32 %zynx, %x
  %s = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v, i32 4, i32 4096)
  %low = icmp ult i32 %linear, 4
  %sum = fadd float %v, %s
  %r = select i1 %low, float %v, float %sum
  ret float %r
}

; A compare of the lane id itself is one v_cmp.
define float @laneid(float %v) #0 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %s = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v, i32 4, i32 4096)
  %low = icmp ult i32 %lane, 4
  %sum = fadd float %v, %s
  %r = select i1 %low, float %v, float %sum
  ret float %r
}

; A branch keeps its compare.
define float @branch(float %v) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %s = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v, i32 4, i32 4096)
  %low = icmp ult i32 %lane, 4
  br i1 %low, label %done, label %add
add:
  %sum = fadd float %v, %s
  br label %done
done:
  %r = phi float [ %v, %entry ], [ %sum, %add ]
  ret float %r
}

; Controlled convergence: the guard keeps its compare.
define float @tokens(float %v) #1 {
  %t = call token @llvm.experimental.convergence.entry()
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
  %s = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v, i32 4, i32 4096) [ "convergencectrl"(token %t) ]
  %low = icmp ult i32 %rank, 4
  %sum = fadd float %v, %s
  %r = select i1 %low, float %v, float %sum
  ret float %r
}

; No shuffle, nothing to do.
define float @no_shuffle(float %v, float %w) #0 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %low = icmp ult i32 %lane, 4
  %r = select i1 %low, float %v, float %w
  ret float %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32)
declare token @llvm.experimental.convergence.entry()

attributes #0 = { "target-cpu"="gfx90a" }
attributes #1 = { convergent "target-cpu"="gfx90a" }

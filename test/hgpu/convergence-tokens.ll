; nvvm-shfl-to-hgpu carries a shuffle's convergence control token onto the
; hgpu calls it emits (the gather on hgpu1, the native shuffle on hgpu2);
; the lane id is not convergent and takes none.  opt's verifier rejects a
; function that mixes controlled and uncontrolled convergent calls.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu1>' -S < %s | FileCheck %s --check-prefix=HGPU1
; RUN: opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu2>' -S < %s | FileCheck %s --check-prefix=HGPU2

; HGPU1-LABEL: define i32 @f(
; HGPU1:         %lane.id = call i32 @llvm.hgpu.lane.id()
; HGPU1:         %r = call i32 @llvm.hgpu.gather(i32 %v, i32 %{{.*}}) [ "convergencectrl"(token %t) ]
; HGPU2-LABEL: define i32 @f(
; HGPU2:         %r.native = call { i32, i1 } @llvm.hgpu.shfl.down(i32 %v, i32 %b, i32 16) [ "convergencectrl"(token %t) ]
define i32 @f(i32 %v, i32 %b) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 %b, i32 u0x101f) [ "convergencectrl"(token %t) ]
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry()
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)

; A module without shuffles comes out byte-identical, and the pass reports
; that it preserved everything.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S < %s -o %t.after
; RUN: opt -S < %s -o %t.before
; RUN: cmp %t.before %t.after
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu,verify -debug-pass-manager \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s
; CHECK: Running pass: shfl::NVVMShflToAMDGPUPass
; CHECK-NOT: Invalidating

target triple = "nvptx64-nvidia-cuda"

define i32 @no_shuffles(i32 %x) {
  %y = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %z = add i32 %x, %y
  ret i32 %z
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()

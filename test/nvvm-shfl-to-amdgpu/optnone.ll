; The pass is required: it lowers optnone functions, in an -O0 pipeline too.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='default<O0>,nvvm-shfl-to-amdgpu<wave64>' -S < %s | FileCheck %s
; CHECK-LABEL: @at_O0(
; CHECK:       call i32 @llvm.amdgcn.ds.bpermute(
; CHECK-NOT:   llvm.nvvm.shfl

define i32 @at_O0(i32 %v, i32 %b) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)

attributes #0 = { noinline optnone }

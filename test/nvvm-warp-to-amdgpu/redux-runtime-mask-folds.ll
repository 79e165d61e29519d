; A redux.sync whose member mask is a runtime value when the pass runs and
; the constant 0xffffffff after inlining (cooperative groups and CUB pass
; the mask down through helpers that clang inlines later): the uniform
; "no lane's mask differs from the full mask" branch folds (icmp ne -1, -1
; is false, ballot(false) is 0), the loop over distinct masks is dead, and
; the straight DPP reduction is all that is left.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' < %s \
; RUN:   | opt -passes='always-inline,instcombine,simplifycfg' -S | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

define internal i32 @redux_max(i32 %v, i32 %m) alwaysinline {
  %r = call i32 @llvm.nvvm.redux.sync.max(i32 %v, i32 %m)
  ret i32 %r
}

define amdgpu_kernel void @k(ptr addrspace(1) %p) "target-cpu"="gfx90a" {
  %v = load i32, ptr addrspace(1) %p
  %r = call i32 @redux_max(i32 %v, i32 -1)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.redux.sync.max(i32, i32)

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK-NEXT: {{^}}r.uniform.i:
; CHECK-NEXT: %v = load i32, ptr addrspace(1) %p, align 4
; CHECK-NEXT: %r.uniform.redux.wwm.in.i = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 -2147483648)
; CHECK-NEXT: %r.uniform.redux.xor1.i = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %r.uniform.redux.wwm.in.i, i32 177, i32 15, i32 15, i1 false)
; CHECK-NEXT: %r.uniform.redux.step0.i = call i32 @llvm.smax.i32(i32 %r.uniform.redux.wwm.in.i, i32 %r.uniform.redux.xor1.i)
; CHECK-NEXT: %r.uniform.redux.xor2.i = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %r.uniform.redux.step0.i, i32 78, i32 15, i32 15, i1 false)
; CHECK-NEXT: %r.uniform.redux.step1.i = call i32 @llvm.smax.i32(i32 %r.uniform.redux.step0.i, i32 %r.uniform.redux.xor2.i)
; CHECK-NEXT: %r.uniform.redux.xor4.i = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %r.uniform.redux.step1.i, i32 321, i32 15, i32 15, i1 false)
; CHECK-NEXT: %r.uniform.redux.step2.i = call i32 @llvm.smax.i32(i32 %r.uniform.redux.step1.i, i32 %r.uniform.redux.xor4.i)
; CHECK-NEXT: %r.uniform.redux.xor8.i = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %r.uniform.redux.step2.i, i32 320, i32 15, i32 15, i1 false)
; CHECK-NEXT: %r.uniform.redux.step3.i = call i32 @llvm.smax.i32(i32 %r.uniform.redux.step2.i, i32 %r.uniform.redux.xor8.i)
; CHECK-NEXT: %r.uniform.redux.xor16.i = call i32 @llvm.amdgcn.ds.swizzle(i32 %r.uniform.redux.step3.i, i32 16415)
; CHECK-NEXT: %r.uniform.redux.step4.i = call i32 @llvm.smax.i32(i32 %r.uniform.redux.step3.i, i32 %r.uniform.redux.xor16.i)
; CHECK-NEXT: %r.uniform.redux.wwm.out.i = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.uniform.redux.step4.i)
; CHECK-NEXT: store i32 %r.uniform.redux.wwm.out.i, ptr addrspace(1) %p, align 4
; CHECK-NEXT: ret void
; CHECK-NEXT: }

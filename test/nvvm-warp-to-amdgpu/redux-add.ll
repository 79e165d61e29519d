; redux.sync with a full member mask: the DPP butterfly in whole wave mode.
; set.inactive gives inactive lanes the identity, quad_perm [1,0,3,2] and
; [2,3,0,1], row_half_mirror and row_mirror combine within a row of 16, and
; ds_swizzle SWAP16 (the generation is unknown here) the two rows of each
; 32-lane half; strict.wwm returns the result to the active lanes.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

define i32 @redux_add(i32 %v) {
entry:
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1)
  ret i32 %r
}

declare i32 @llvm.nvvm.redux.sync.add(i32, i32)

; W32-LABEL: @redux_add(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
; W32-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.step0 = add i32 %r.redux.wwm.in, %r.redux.xor1
; W32-NEXT: %r.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.step1 = add i32 %r.redux.step0, %r.redux.xor2
; W32-NEXT: %r.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.step2 = add i32 %r.redux.step1, %r.redux.xor4
; W32-NEXT: %r.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.step3 = add i32 %r.redux.step2, %r.redux.xor8
; W32-NEXT: %r.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %r.redux.step3, i32 16415)
; W32-NEXT: %r.redux.step4 = add i32 %r.redux.step3, %r.redux.xor16
; W32-NEXT: %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step4)
; W32-NEXT: ret i32 %r
; W32-NEXT: }
;
; W64-LABEL: @redux_add(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
; W64-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.step0 = add i32 %r.redux.wwm.in, %r.redux.xor1
; W64-NEXT: %r.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.step1 = add i32 %r.redux.step0, %r.redux.xor2
; W64-NEXT: %r.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.step2 = add i32 %r.redux.step1, %r.redux.xor4
; W64-NEXT: %r.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.step3 = add i32 %r.redux.step2, %r.redux.xor8
; W64-NEXT: %r.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %r.redux.step3, i32 16415)
; W64-NEXT: %r.redux.step4 = add i32 %r.redux.step3, %r.redux.xor16
; W64-NEXT: %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step4)
; W64-NEXT: ret i32 %r
; W64-NEXT: }
;

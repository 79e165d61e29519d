; redux=bpermute: the same whole-wave-mode butterfly with ds_bpermute from
; lane ^ 1, 2, 4, 8, 16; the lane id is recomputed inside the WWM region
; (ids from the function entry are garbage on lanes inactive there).
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32;redux=bpermute>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64;redux=bpermute>' -S < %s | FileCheck %s --check-prefix=W64

define i32 @redux_max_bpermute(i32 %v) {
entry:
  %r = call i32 @llvm.nvvm.redux.sync.max(i32 %v, i32 -1)
  ret i32 %r
}

declare i32 @llvm.nvvm.redux.sync.max(i32, i32)

; W32-LABEL: @redux_max_bpermute(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 -2147483648)
; W32-NEXT: %r.redux.wwm.lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT: %r.redux.xor1.src = xor i32 %r.redux.wwm.lane, 1
; W32-NEXT: %r.redux.xor1.src.addr = shl i32 %r.redux.xor1.src, 2
; W32-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.redux.xor1.src.addr, i32 %r.redux.wwm.in)
; W32-NEXT: %r.redux.step0 = call i32 @llvm.smax.i32(i32 %r.redux.wwm.in, i32 %r.redux.xor1)
; W32-NEXT: %r.redux.xor2.src = xor i32 %r.redux.wwm.lane, 2
; W32-NEXT: %r.redux.xor2.src.addr = shl i32 %r.redux.xor2.src, 2
; W32-NEXT: %r.redux.xor2 = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.redux.xor2.src.addr, i32 %r.redux.step0)
; W32-NEXT: %r.redux.step1 = call i32 @llvm.smax.i32(i32 %r.redux.step0, i32 %r.redux.xor2)
; W32-NEXT: %r.redux.xor4.src = xor i32 %r.redux.wwm.lane, 4
; W32-NEXT: %r.redux.xor4.src.addr = shl i32 %r.redux.xor4.src, 2
; W32-NEXT: %r.redux.xor4 = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.redux.xor4.src.addr, i32 %r.redux.step1)
; W32-NEXT: %r.redux.step2 = call i32 @llvm.smax.i32(i32 %r.redux.step1, i32 %r.redux.xor4)
; W32-NEXT: %r.redux.xor8.src = xor i32 %r.redux.wwm.lane, 8
; W32-NEXT: %r.redux.xor8.src.addr = shl i32 %r.redux.xor8.src, 2
; W32-NEXT: %r.redux.xor8 = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.redux.xor8.src.addr, i32 %r.redux.step2)
; W32-NEXT: %r.redux.step3 = call i32 @llvm.smax.i32(i32 %r.redux.step2, i32 %r.redux.xor8)
; W32-NEXT: %r.redux.xor16.src = xor i32 %r.redux.wwm.lane, 16
; W32-NEXT: %r.redux.xor16.src.addr = shl i32 %r.redux.xor16.src, 2
; W32-NEXT: %r.redux.xor16 = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.redux.xor16.src.addr, i32 %r.redux.step3)
; W32-NEXT: %r.redux.step4 = call i32 @llvm.smax.i32(i32 %r.redux.step3, i32 %r.redux.xor16)
; W32-NEXT: %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step4)
; W32-NEXT: ret i32 %r
; W32-NEXT: }
;
; W64-LABEL: @redux_max_bpermute(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 -2147483648)
; W64-NEXT: %r.redux.wwm.lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %r.redux.wwm.lane1 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %r.redux.wwm.lane)
; W64-NEXT: %r.redux.xor1.src = xor i32 %r.redux.wwm.lane1, 1
; W64-NEXT: %r.redux.xor1.src.addr = shl i32 %r.redux.xor1.src, 2
; W64-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.redux.xor1.src.addr, i32 %r.redux.wwm.in)
; W64-NEXT: %r.redux.step0 = call i32 @llvm.smax.i32(i32 %r.redux.wwm.in, i32 %r.redux.xor1)
; W64-NEXT: %r.redux.xor2.src = xor i32 %r.redux.wwm.lane1, 2
; W64-NEXT: %r.redux.xor2.src.addr = shl i32 %r.redux.xor2.src, 2
; W64-NEXT: %r.redux.xor2 = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.redux.xor2.src.addr, i32 %r.redux.step0)
; W64-NEXT: %r.redux.step1 = call i32 @llvm.smax.i32(i32 %r.redux.step0, i32 %r.redux.xor2)
; W64-NEXT: %r.redux.xor4.src = xor i32 %r.redux.wwm.lane1, 4
; W64-NEXT: %r.redux.xor4.src.addr = shl i32 %r.redux.xor4.src, 2
; W64-NEXT: %r.redux.xor4 = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.redux.xor4.src.addr, i32 %r.redux.step1)
; W64-NEXT: %r.redux.step2 = call i32 @llvm.smax.i32(i32 %r.redux.step1, i32 %r.redux.xor4)
; W64-NEXT: %r.redux.xor8.src = xor i32 %r.redux.wwm.lane1, 8
; W64-NEXT: %r.redux.xor8.src.addr = shl i32 %r.redux.xor8.src, 2
; W64-NEXT: %r.redux.xor8 = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.redux.xor8.src.addr, i32 %r.redux.step2)
; W64-NEXT: %r.redux.step3 = call i32 @llvm.smax.i32(i32 %r.redux.step2, i32 %r.redux.xor8)
; W64-NEXT: %r.redux.xor16.src = xor i32 %r.redux.wwm.lane1, 16
; W64-NEXT: %r.redux.xor16.src.addr = shl i32 %r.redux.xor16.src, 2
; W64-NEXT: %r.redux.xor16 = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.redux.xor16.src.addr, i32 %r.redux.step3)
; W64-NEXT: %r.redux.step4 = call i32 @llvm.smax.i32(i32 %r.redux.step3, i32 %r.redux.xor16)
; W64-NEXT: %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step4)
; W64-NEXT: ret i32 %r
; W64-NEXT: }
;

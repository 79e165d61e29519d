; The float redux.sync forms LLVM 22 declares: fmin/fmax ignore NaN inputs
; (minimumnum/maximumnum, identity NaN), the .NaN forms propagate them
; (minimum/maximum, identity +-inf), .abs takes |x| first, and a NaN result
; becomes the canonical 0x7fffffff.
; REQUIRES: llvm22
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

define float @fmin(float %v) {
entry:
  %r = call float @llvm.nvvm.redux.sync.fmin(float %v, i32 -1)
  ret float %r
}

define float @fmax_abs_nan(float %v) {
entry:
  %r = call float @llvm.nvvm.redux.sync.fmax.abs.NaN(float %v, i32 -1)
  ret float %r
}

declare float @llvm.nvvm.redux.sync.fmin(float, i32)
declare float @llvm.nvvm.redux.sync.fmax.abs.NaN(float, i32)

; W32-LABEL: @fmin(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %v.bits = bitcast float %v to i32
; W32-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v.bits, i32 2143289344)
; W32-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2143289344, i32 %r.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.xor1.val = bitcast i32 %r.redux.xor1 to float
; W32-NEXT: %r.redux.wwm.in.val = bitcast i32 %r.redux.wwm.in to float
; W32-NEXT: %r.redux.step0 = call float @llvm.minimumnum.f32(float %r.redux.wwm.in.val, float %r.redux.xor1.val)
; W32-NEXT: %r.redux.step0.bits = bitcast float %r.redux.step0 to i32
; W32-NEXT: %r.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2143289344, i32 %r.redux.step0.bits, i32 78, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.xor2.val = bitcast i32 %r.redux.xor2 to float
; W32-NEXT: %r.redux.step1 = call float @llvm.minimumnum.f32(float %r.redux.step0, float %r.redux.xor2.val)
; W32-NEXT: %r.redux.step1.bits = bitcast float %r.redux.step1 to i32
; W32-NEXT: %r.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2143289344, i32 %r.redux.step1.bits, i32 321, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.xor4.val = bitcast i32 %r.redux.xor4 to float
; W32-NEXT: %r.redux.step2 = call float @llvm.minimumnum.f32(float %r.redux.step1, float %r.redux.xor4.val)
; W32-NEXT: %r.redux.step2.bits = bitcast float %r.redux.step2 to i32
; W32-NEXT: %r.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2143289344, i32 %r.redux.step2.bits, i32 320, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.xor8.val = bitcast i32 %r.redux.xor8 to float
; W32-NEXT: %r.redux.step3 = call float @llvm.minimumnum.f32(float %r.redux.step2, float %r.redux.xor8.val)
; W32-NEXT: %r.redux.step3.bits = bitcast float %r.redux.step3 to i32
; W32-NEXT: %r.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %r.redux.step3.bits, i32 16415)
; W32-NEXT: %r.redux.xor16.val = bitcast i32 %r.redux.xor16 to float
; W32-NEXT: %r.redux.step4 = call float @llvm.minimumnum.f32(float %r.redux.step3, float %r.redux.xor16.val)
; W32-NEXT: %r.redux.step4.bits = bitcast float %r.redux.step4 to i32
; W32-NEXT: %r.redux.wwm.out = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step4.bits)
; W32-NEXT: %r.redux.wwm.out.val = bitcast i32 %r.redux.wwm.out to float
; W32-NEXT: %r.isnan = fcmp uno float %r.redux.wwm.out.val, %r.redux.wwm.out.val
; W32-NEXT: %r = select i1 %r.isnan, float 0x7FFFFFFFE0000000, float %r.redux.wwm.out.val
; W32-NEXT: ret float %r
; W32-NEXT: }
;
; W32-LABEL: @fmax_abs_nan(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r.abs = call float @llvm.fabs.f32(float %v)
; W32-NEXT: %r.abs.bits = bitcast float %r.abs to i32
; W32-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %r.abs.bits, i32 -8388608)
; W32-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -8388608, i32 %r.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.xor1.val = bitcast i32 %r.redux.xor1 to float
; W32-NEXT: %r.redux.wwm.in.val = bitcast i32 %r.redux.wwm.in to float
; W32-NEXT: %r.redux.step0 = call float @llvm.maximum.f32(float %r.redux.wwm.in.val, float %r.redux.xor1.val)
; W32-NEXT: %r.redux.step0.bits = bitcast float %r.redux.step0 to i32
; W32-NEXT: %r.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -8388608, i32 %r.redux.step0.bits, i32 78, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.xor2.val = bitcast i32 %r.redux.xor2 to float
; W32-NEXT: %r.redux.step1 = call float @llvm.maximum.f32(float %r.redux.step0, float %r.redux.xor2.val)
; W32-NEXT: %r.redux.step1.bits = bitcast float %r.redux.step1 to i32
; W32-NEXT: %r.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -8388608, i32 %r.redux.step1.bits, i32 321, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.xor4.val = bitcast i32 %r.redux.xor4 to float
; W32-NEXT: %r.redux.step2 = call float @llvm.maximum.f32(float %r.redux.step1, float %r.redux.xor4.val)
; W32-NEXT: %r.redux.step2.bits = bitcast float %r.redux.step2 to i32
; W32-NEXT: %r.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -8388608, i32 %r.redux.step2.bits, i32 320, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.xor8.val = bitcast i32 %r.redux.xor8 to float
; W32-NEXT: %r.redux.step3 = call float @llvm.maximum.f32(float %r.redux.step2, float %r.redux.xor8.val)
; W32-NEXT: %r.redux.step3.bits = bitcast float %r.redux.step3 to i32
; W32-NEXT: %r.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %r.redux.step3.bits, i32 16415)
; W32-NEXT: %r.redux.xor16.val = bitcast i32 %r.redux.xor16 to float
; W32-NEXT: %r.redux.step4 = call float @llvm.maximum.f32(float %r.redux.step3, float %r.redux.xor16.val)
; W32-NEXT: %r.redux.step4.bits = bitcast float %r.redux.step4 to i32
; W32-NEXT: %r.redux.wwm.out = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step4.bits)
; W32-NEXT: %r.redux.wwm.out.val = bitcast i32 %r.redux.wwm.out to float
; W32-NEXT: %r.isnan = fcmp uno float %r.redux.wwm.out.val, %r.redux.wwm.out.val
; W32-NEXT: %r = select i1 %r.isnan, float 0x7FFFFFFFE0000000, float %r.redux.wwm.out.val
; W32-NEXT: ret float %r
; W32-NEXT: }
;
; W64-LABEL: @fmin(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %v.bits = bitcast float %v to i32
; W64-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v.bits, i32 2143289344)
; W64-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2143289344, i32 %r.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.xor1.val = bitcast i32 %r.redux.xor1 to float
; W64-NEXT: %r.redux.wwm.in.val = bitcast i32 %r.redux.wwm.in to float
; W64-NEXT: %r.redux.step0 = call float @llvm.minimumnum.f32(float %r.redux.wwm.in.val, float %r.redux.xor1.val)
; W64-NEXT: %r.redux.step0.bits = bitcast float %r.redux.step0 to i32
; W64-NEXT: %r.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2143289344, i32 %r.redux.step0.bits, i32 78, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.xor2.val = bitcast i32 %r.redux.xor2 to float
; W64-NEXT: %r.redux.step1 = call float @llvm.minimumnum.f32(float %r.redux.step0, float %r.redux.xor2.val)
; W64-NEXT: %r.redux.step1.bits = bitcast float %r.redux.step1 to i32
; W64-NEXT: %r.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2143289344, i32 %r.redux.step1.bits, i32 321, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.xor4.val = bitcast i32 %r.redux.xor4 to float
; W64-NEXT: %r.redux.step2 = call float @llvm.minimumnum.f32(float %r.redux.step1, float %r.redux.xor4.val)
; W64-NEXT: %r.redux.step2.bits = bitcast float %r.redux.step2 to i32
; W64-NEXT: %r.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2143289344, i32 %r.redux.step2.bits, i32 320, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.xor8.val = bitcast i32 %r.redux.xor8 to float
; W64-NEXT: %r.redux.step3 = call float @llvm.minimumnum.f32(float %r.redux.step2, float %r.redux.xor8.val)
; W64-NEXT: %r.redux.step3.bits = bitcast float %r.redux.step3 to i32
; W64-NEXT: %r.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %r.redux.step3.bits, i32 16415)
; W64-NEXT: %r.redux.xor16.val = bitcast i32 %r.redux.xor16 to float
; W64-NEXT: %r.redux.step4 = call float @llvm.minimumnum.f32(float %r.redux.step3, float %r.redux.xor16.val)
; W64-NEXT: %r.redux.step4.bits = bitcast float %r.redux.step4 to i32
; W64-NEXT: %r.redux.wwm.out = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step4.bits)
; W64-NEXT: %r.redux.wwm.out.val = bitcast i32 %r.redux.wwm.out to float
; W64-NEXT: %r.isnan = fcmp uno float %r.redux.wwm.out.val, %r.redux.wwm.out.val
; W64-NEXT: %r = select i1 %r.isnan, float 0x7FFFFFFFE0000000, float %r.redux.wwm.out.val
; W64-NEXT: ret float %r
; W64-NEXT: }
;
; W64-LABEL: @fmax_abs_nan(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %r.abs = call float @llvm.fabs.f32(float %v)
; W64-NEXT: %r.abs.bits = bitcast float %r.abs to i32
; W64-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %r.abs.bits, i32 -8388608)
; W64-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -8388608, i32 %r.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.xor1.val = bitcast i32 %r.redux.xor1 to float
; W64-NEXT: %r.redux.wwm.in.val = bitcast i32 %r.redux.wwm.in to float
; W64-NEXT: %r.redux.step0 = call float @llvm.maximum.f32(float %r.redux.wwm.in.val, float %r.redux.xor1.val)
; W64-NEXT: %r.redux.step0.bits = bitcast float %r.redux.step0 to i32
; W64-NEXT: %r.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -8388608, i32 %r.redux.step0.bits, i32 78, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.xor2.val = bitcast i32 %r.redux.xor2 to float
; W64-NEXT: %r.redux.step1 = call float @llvm.maximum.f32(float %r.redux.step0, float %r.redux.xor2.val)
; W64-NEXT: %r.redux.step1.bits = bitcast float %r.redux.step1 to i32
; W64-NEXT: %r.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -8388608, i32 %r.redux.step1.bits, i32 321, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.xor4.val = bitcast i32 %r.redux.xor4 to float
; W64-NEXT: %r.redux.step2 = call float @llvm.maximum.f32(float %r.redux.step1, float %r.redux.xor4.val)
; W64-NEXT: %r.redux.step2.bits = bitcast float %r.redux.step2 to i32
; W64-NEXT: %r.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -8388608, i32 %r.redux.step2.bits, i32 320, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.xor8.val = bitcast i32 %r.redux.xor8 to float
; W64-NEXT: %r.redux.step3 = call float @llvm.maximum.f32(float %r.redux.step2, float %r.redux.xor8.val)
; W64-NEXT: %r.redux.step3.bits = bitcast float %r.redux.step3 to i32
; W64-NEXT: %r.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %r.redux.step3.bits, i32 16415)
; W64-NEXT: %r.redux.xor16.val = bitcast i32 %r.redux.xor16 to float
; W64-NEXT: %r.redux.step4 = call float @llvm.maximum.f32(float %r.redux.step3, float %r.redux.xor16.val)
; W64-NEXT: %r.redux.step4.bits = bitcast float %r.redux.step4 to i32
; W64-NEXT: %r.redux.wwm.out = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step4.bits)
; W64-NEXT: %r.redux.wwm.out.val = bitcast i32 %r.redux.wwm.out to float
; W64-NEXT: %r.isnan = fcmp uno float %r.redux.wwm.out.val, %r.redux.wwm.out.val
; W64-NEXT: %r = select i1 %r.isnan, float 0x7FFFFFFFE0000000, float %r.redux.wwm.out.val
; W64-NEXT: ret float %r
; W64-NEXT: }
;

; The eight integer redux.sync ops: each step applies the op, and inactive
; lanes take its identity (0 for add/or/xor/umax, all ones for and/umin,
; INT_MAX for min, INT_MIN for max).
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

define void @ops(i32 %v, ptr %out) {
entry:
  %add = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1)
  store i32 %add, ptr %out
  %min = call i32 @llvm.nvvm.redux.sync.min(i32 %v, i32 -1)
  store i32 %min, ptr %out
  %max = call i32 @llvm.nvvm.redux.sync.max(i32 %v, i32 -1)
  store i32 %max, ptr %out
  %umin = call i32 @llvm.nvvm.redux.sync.umin(i32 %v, i32 -1)
  store i32 %umin, ptr %out
  %umax = call i32 @llvm.nvvm.redux.sync.umax(i32 %v, i32 -1)
  store i32 %umax, ptr %out
  %and = call i32 @llvm.nvvm.redux.sync.and(i32 %v, i32 -1)
  store i32 %and, ptr %out
  %or = call i32 @llvm.nvvm.redux.sync.or(i32 %v, i32 -1)
  store i32 %or, ptr %out
  %xor = call i32 @llvm.nvvm.redux.sync.xor(i32 %v, i32 -1)
  store i32 %xor, ptr %out
  ret void
}

declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
declare i32 @llvm.nvvm.redux.sync.and(i32, i32)
declare i32 @llvm.nvvm.redux.sync.or(i32, i32)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32)

; W32-LABEL: @ops(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %add.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
; W32-NEXT: %add.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %add.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W32-NEXT: %add.redux.step0 = add i32 %add.redux.wwm.in, %add.redux.xor1
; W32-NEXT: %add.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %add.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W32-NEXT: %add.redux.step1 = add i32 %add.redux.step0, %add.redux.xor2
; W32-NEXT: %add.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %add.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W32-NEXT: %add.redux.step2 = add i32 %add.redux.step1, %add.redux.xor4
; W32-NEXT: %add.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %add.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W32-NEXT: %add.redux.step3 = add i32 %add.redux.step2, %add.redux.xor8
; W32-NEXT: %add.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %add.redux.step3, i32 16415)
; W32-NEXT: %add.redux.step4 = add i32 %add.redux.step3, %add.redux.xor16
; W32-NEXT: %add = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %add.redux.step4)
; W32-NEXT: store i32 %add, ptr %out, align 4
; W32-NEXT: %min.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 2147483647)
; W32-NEXT: %min.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %min.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W32-NEXT: %min.redux.step0 = call i32 @llvm.smin.i32(i32 %min.redux.wwm.in, i32 %min.redux.xor1)
; W32-NEXT: %min.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %min.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W32-NEXT: %min.redux.step1 = call i32 @llvm.smin.i32(i32 %min.redux.step0, i32 %min.redux.xor2)
; W32-NEXT: %min.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %min.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W32-NEXT: %min.redux.step2 = call i32 @llvm.smin.i32(i32 %min.redux.step1, i32 %min.redux.xor4)
; W32-NEXT: %min.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %min.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W32-NEXT: %min.redux.step3 = call i32 @llvm.smin.i32(i32 %min.redux.step2, i32 %min.redux.xor8)
; W32-NEXT: %min.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %min.redux.step3, i32 16415)
; W32-NEXT: %min.redux.step4 = call i32 @llvm.smin.i32(i32 %min.redux.step3, i32 %min.redux.xor16)
; W32-NEXT: %min = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %min.redux.step4)
; W32-NEXT: store i32 %min, ptr %out, align 4
; W32-NEXT: %max.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 -2147483648)
; W32-NEXT: %max.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %max.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W32-NEXT: %max.redux.step0 = call i32 @llvm.smax.i32(i32 %max.redux.wwm.in, i32 %max.redux.xor1)
; W32-NEXT: %max.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %max.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W32-NEXT: %max.redux.step1 = call i32 @llvm.smax.i32(i32 %max.redux.step0, i32 %max.redux.xor2)
; W32-NEXT: %max.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %max.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W32-NEXT: %max.redux.step2 = call i32 @llvm.smax.i32(i32 %max.redux.step1, i32 %max.redux.xor4)
; W32-NEXT: %max.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %max.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W32-NEXT: %max.redux.step3 = call i32 @llvm.smax.i32(i32 %max.redux.step2, i32 %max.redux.xor8)
; W32-NEXT: %max.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %max.redux.step3, i32 16415)
; W32-NEXT: %max.redux.step4 = call i32 @llvm.smax.i32(i32 %max.redux.step3, i32 %max.redux.xor16)
; W32-NEXT: %max = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %max.redux.step4)
; W32-NEXT: store i32 %max, ptr %out, align 4
; W32-NEXT: %umin.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 -1)
; W32-NEXT: %umin.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %umin.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W32-NEXT: %umin.redux.step0 = call i32 @llvm.umin.i32(i32 %umin.redux.wwm.in, i32 %umin.redux.xor1)
; W32-NEXT: %umin.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %umin.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W32-NEXT: %umin.redux.step1 = call i32 @llvm.umin.i32(i32 %umin.redux.step0, i32 %umin.redux.xor2)
; W32-NEXT: %umin.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %umin.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W32-NEXT: %umin.redux.step2 = call i32 @llvm.umin.i32(i32 %umin.redux.step1, i32 %umin.redux.xor4)
; W32-NEXT: %umin.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %umin.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W32-NEXT: %umin.redux.step3 = call i32 @llvm.umin.i32(i32 %umin.redux.step2, i32 %umin.redux.xor8)
; W32-NEXT: %umin.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %umin.redux.step3, i32 16415)
; W32-NEXT: %umin.redux.step4 = call i32 @llvm.umin.i32(i32 %umin.redux.step3, i32 %umin.redux.xor16)
; W32-NEXT: %umin = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %umin.redux.step4)
; W32-NEXT: store i32 %umin, ptr %out, align 4
; W32-NEXT: %umax.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
; W32-NEXT: %umax.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %umax.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W32-NEXT: %umax.redux.step0 = call i32 @llvm.umax.i32(i32 %umax.redux.wwm.in, i32 %umax.redux.xor1)
; W32-NEXT: %umax.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %umax.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W32-NEXT: %umax.redux.step1 = call i32 @llvm.umax.i32(i32 %umax.redux.step0, i32 %umax.redux.xor2)
; W32-NEXT: %umax.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %umax.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W32-NEXT: %umax.redux.step2 = call i32 @llvm.umax.i32(i32 %umax.redux.step1, i32 %umax.redux.xor4)
; W32-NEXT: %umax.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %umax.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W32-NEXT: %umax.redux.step3 = call i32 @llvm.umax.i32(i32 %umax.redux.step2, i32 %umax.redux.xor8)
; W32-NEXT: %umax.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %umax.redux.step3, i32 16415)
; W32-NEXT: %umax.redux.step4 = call i32 @llvm.umax.i32(i32 %umax.redux.step3, i32 %umax.redux.xor16)
; W32-NEXT: %umax = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %umax.redux.step4)
; W32-NEXT: store i32 %umax, ptr %out, align 4
; W32-NEXT: %and.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 -1)
; W32-NEXT: %and.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %and.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W32-NEXT: %and.redux.step0 = and i32 %and.redux.wwm.in, %and.redux.xor1
; W32-NEXT: %and.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %and.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W32-NEXT: %and.redux.step1 = and i32 %and.redux.step0, %and.redux.xor2
; W32-NEXT: %and.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %and.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W32-NEXT: %and.redux.step2 = and i32 %and.redux.step1, %and.redux.xor4
; W32-NEXT: %and.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %and.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W32-NEXT: %and.redux.step3 = and i32 %and.redux.step2, %and.redux.xor8
; W32-NEXT: %and.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %and.redux.step3, i32 16415)
; W32-NEXT: %and.redux.step4 = and i32 %and.redux.step3, %and.redux.xor16
; W32-NEXT: %and = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %and.redux.step4)
; W32-NEXT: store i32 %and, ptr %out, align 4
; W32-NEXT: %or.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
; W32-NEXT: %or.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %or.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W32-NEXT: %or.redux.step0 = or i32 %or.redux.wwm.in, %or.redux.xor1
; W32-NEXT: %or.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %or.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W32-NEXT: %or.redux.step1 = or i32 %or.redux.step0, %or.redux.xor2
; W32-NEXT: %or.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %or.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W32-NEXT: %or.redux.step2 = or i32 %or.redux.step1, %or.redux.xor4
; W32-NEXT: %or.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %or.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W32-NEXT: %or.redux.step3 = or i32 %or.redux.step2, %or.redux.xor8
; W32-NEXT: %or.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %or.redux.step3, i32 16415)
; W32-NEXT: %or.redux.step4 = or i32 %or.redux.step3, %or.redux.xor16
; W32-NEXT: %or = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %or.redux.step4)
; W32-NEXT: store i32 %or, ptr %out, align 4
; W32-NEXT: %xor.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
; W32-NEXT: %xor.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %xor.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W32-NEXT: %xor.redux.step0 = xor i32 %xor.redux.wwm.in, %xor.redux.xor1
; W32-NEXT: %xor.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %xor.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W32-NEXT: %xor.redux.step1 = xor i32 %xor.redux.step0, %xor.redux.xor2
; W32-NEXT: %xor.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %xor.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W32-NEXT: %xor.redux.step2 = xor i32 %xor.redux.step1, %xor.redux.xor4
; W32-NEXT: %xor.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %xor.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W32-NEXT: %xor.redux.step3 = xor i32 %xor.redux.step2, %xor.redux.xor8
; W32-NEXT: %xor.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %xor.redux.step3, i32 16415)
; W32-NEXT: %xor.redux.step4 = xor i32 %xor.redux.step3, %xor.redux.xor16
; W32-NEXT: %xor = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %xor.redux.step4)
; W32-NEXT: store i32 %xor, ptr %out, align 4
; W32-NEXT: ret void
; W32-NEXT: }
;
; W64-LABEL: @ops(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %add.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
; W64-NEXT: %add.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %add.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W64-NEXT: %add.redux.step0 = add i32 %add.redux.wwm.in, %add.redux.xor1
; W64-NEXT: %add.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %add.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W64-NEXT: %add.redux.step1 = add i32 %add.redux.step0, %add.redux.xor2
; W64-NEXT: %add.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %add.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W64-NEXT: %add.redux.step2 = add i32 %add.redux.step1, %add.redux.xor4
; W64-NEXT: %add.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %add.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W64-NEXT: %add.redux.step3 = add i32 %add.redux.step2, %add.redux.xor8
; W64-NEXT: %add.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %add.redux.step3, i32 16415)
; W64-NEXT: %add.redux.step4 = add i32 %add.redux.step3, %add.redux.xor16
; W64-NEXT: %add = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %add.redux.step4)
; W64-NEXT: store i32 %add, ptr %out, align 4
; W64-NEXT: %min.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 2147483647)
; W64-NEXT: %min.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %min.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W64-NEXT: %min.redux.step0 = call i32 @llvm.smin.i32(i32 %min.redux.wwm.in, i32 %min.redux.xor1)
; W64-NEXT: %min.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %min.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W64-NEXT: %min.redux.step1 = call i32 @llvm.smin.i32(i32 %min.redux.step0, i32 %min.redux.xor2)
; W64-NEXT: %min.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %min.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W64-NEXT: %min.redux.step2 = call i32 @llvm.smin.i32(i32 %min.redux.step1, i32 %min.redux.xor4)
; W64-NEXT: %min.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %min.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W64-NEXT: %min.redux.step3 = call i32 @llvm.smin.i32(i32 %min.redux.step2, i32 %min.redux.xor8)
; W64-NEXT: %min.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %min.redux.step3, i32 16415)
; W64-NEXT: %min.redux.step4 = call i32 @llvm.smin.i32(i32 %min.redux.step3, i32 %min.redux.xor16)
; W64-NEXT: %min = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %min.redux.step4)
; W64-NEXT: store i32 %min, ptr %out, align 4
; W64-NEXT: %max.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 -2147483648)
; W64-NEXT: %max.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %max.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W64-NEXT: %max.redux.step0 = call i32 @llvm.smax.i32(i32 %max.redux.wwm.in, i32 %max.redux.xor1)
; W64-NEXT: %max.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %max.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W64-NEXT: %max.redux.step1 = call i32 @llvm.smax.i32(i32 %max.redux.step0, i32 %max.redux.xor2)
; W64-NEXT: %max.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %max.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W64-NEXT: %max.redux.step2 = call i32 @llvm.smax.i32(i32 %max.redux.step1, i32 %max.redux.xor4)
; W64-NEXT: %max.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %max.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W64-NEXT: %max.redux.step3 = call i32 @llvm.smax.i32(i32 %max.redux.step2, i32 %max.redux.xor8)
; W64-NEXT: %max.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %max.redux.step3, i32 16415)
; W64-NEXT: %max.redux.step4 = call i32 @llvm.smax.i32(i32 %max.redux.step3, i32 %max.redux.xor16)
; W64-NEXT: %max = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %max.redux.step4)
; W64-NEXT: store i32 %max, ptr %out, align 4
; W64-NEXT: %umin.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 -1)
; W64-NEXT: %umin.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %umin.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W64-NEXT: %umin.redux.step0 = call i32 @llvm.umin.i32(i32 %umin.redux.wwm.in, i32 %umin.redux.xor1)
; W64-NEXT: %umin.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %umin.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W64-NEXT: %umin.redux.step1 = call i32 @llvm.umin.i32(i32 %umin.redux.step0, i32 %umin.redux.xor2)
; W64-NEXT: %umin.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %umin.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W64-NEXT: %umin.redux.step2 = call i32 @llvm.umin.i32(i32 %umin.redux.step1, i32 %umin.redux.xor4)
; W64-NEXT: %umin.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %umin.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W64-NEXT: %umin.redux.step3 = call i32 @llvm.umin.i32(i32 %umin.redux.step2, i32 %umin.redux.xor8)
; W64-NEXT: %umin.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %umin.redux.step3, i32 16415)
; W64-NEXT: %umin.redux.step4 = call i32 @llvm.umin.i32(i32 %umin.redux.step3, i32 %umin.redux.xor16)
; W64-NEXT: %umin = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %umin.redux.step4)
; W64-NEXT: store i32 %umin, ptr %out, align 4
; W64-NEXT: %umax.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
; W64-NEXT: %umax.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %umax.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W64-NEXT: %umax.redux.step0 = call i32 @llvm.umax.i32(i32 %umax.redux.wwm.in, i32 %umax.redux.xor1)
; W64-NEXT: %umax.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %umax.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W64-NEXT: %umax.redux.step1 = call i32 @llvm.umax.i32(i32 %umax.redux.step0, i32 %umax.redux.xor2)
; W64-NEXT: %umax.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %umax.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W64-NEXT: %umax.redux.step2 = call i32 @llvm.umax.i32(i32 %umax.redux.step1, i32 %umax.redux.xor4)
; W64-NEXT: %umax.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %umax.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W64-NEXT: %umax.redux.step3 = call i32 @llvm.umax.i32(i32 %umax.redux.step2, i32 %umax.redux.xor8)
; W64-NEXT: %umax.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %umax.redux.step3, i32 16415)
; W64-NEXT: %umax.redux.step4 = call i32 @llvm.umax.i32(i32 %umax.redux.step3, i32 %umax.redux.xor16)
; W64-NEXT: %umax = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %umax.redux.step4)
; W64-NEXT: store i32 %umax, ptr %out, align 4
; W64-NEXT: %and.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 -1)
; W64-NEXT: %and.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %and.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W64-NEXT: %and.redux.step0 = and i32 %and.redux.wwm.in, %and.redux.xor1
; W64-NEXT: %and.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %and.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W64-NEXT: %and.redux.step1 = and i32 %and.redux.step0, %and.redux.xor2
; W64-NEXT: %and.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %and.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W64-NEXT: %and.redux.step2 = and i32 %and.redux.step1, %and.redux.xor4
; W64-NEXT: %and.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %and.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W64-NEXT: %and.redux.step3 = and i32 %and.redux.step2, %and.redux.xor8
; W64-NEXT: %and.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %and.redux.step3, i32 16415)
; W64-NEXT: %and.redux.step4 = and i32 %and.redux.step3, %and.redux.xor16
; W64-NEXT: %and = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %and.redux.step4)
; W64-NEXT: store i32 %and, ptr %out, align 4
; W64-NEXT: %or.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
; W64-NEXT: %or.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %or.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W64-NEXT: %or.redux.step0 = or i32 %or.redux.wwm.in, %or.redux.xor1
; W64-NEXT: %or.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %or.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W64-NEXT: %or.redux.step1 = or i32 %or.redux.step0, %or.redux.xor2
; W64-NEXT: %or.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %or.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W64-NEXT: %or.redux.step2 = or i32 %or.redux.step1, %or.redux.xor4
; W64-NEXT: %or.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %or.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W64-NEXT: %or.redux.step3 = or i32 %or.redux.step2, %or.redux.xor8
; W64-NEXT: %or.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %or.redux.step3, i32 16415)
; W64-NEXT: %or.redux.step4 = or i32 %or.redux.step3, %or.redux.xor16
; W64-NEXT: %or = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %or.redux.step4)
; W64-NEXT: store i32 %or, ptr %out, align 4
; W64-NEXT: %xor.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
; W64-NEXT: %xor.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %xor.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W64-NEXT: %xor.redux.step0 = xor i32 %xor.redux.wwm.in, %xor.redux.xor1
; W64-NEXT: %xor.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %xor.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W64-NEXT: %xor.redux.step1 = xor i32 %xor.redux.step0, %xor.redux.xor2
; W64-NEXT: %xor.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %xor.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W64-NEXT: %xor.redux.step2 = xor i32 %xor.redux.step1, %xor.redux.xor4
; W64-NEXT: %xor.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %xor.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W64-NEXT: %xor.redux.step3 = xor i32 %xor.redux.step2, %xor.redux.xor8
; W64-NEXT: %xor.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %xor.redux.step3, i32 16415)
; W64-NEXT: %xor.redux.step4 = xor i32 %xor.redux.step3, %xor.redux.xor16
; W64-NEXT: %xor = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %xor.redux.step4)
; W64-NEXT: store i32 %xor, ptr %out, align 4
; W64-NEXT: ret void
; W64-NEXT: }
;

; The last step of a warp reduction whose total one lane stores: the
; v_permlanex16_b32 of the shuffle down by 16 runs where the IR has it,
; before the branch into the store, while lanes 16-31 are still active.
; Before LLVM 21 the permlane is not convergent in machine IR, and LLVM 19's
; MachineSink moves it into the store's block, behind the EXEC change
; (v_cmpx or s_and_saveexec), where lanes 16-31 are off and read 0 (RDNA3 guide, V_PERMLANEX16_B32); the
; lowering then follows it with an identity DPP move, which is convergent
; there, so the permlane stays (Compat.h, keepPermlaneInPlace).  From LLVM
; 21 the permlane alone stays, and the IR has no such move.
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa | FileCheck %s --check-prefix=ASM
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize64/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa | FileCheck %s --check-prefix=ASM
; RUN: sed -e 's/CPU/gfx1200/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa | FileCheck %s --check-prefix=ASM
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S \
; RUN:   | FileCheck %s --check-prefix=%if llvm19 %{IR-KEEP%} %else %{IR%}

define amdgpu_kernel void @max_to_lane0(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %tid, 31
  %f = uitofp i32 %tid to float
  %v = fmul float %f, 0x3FF5555560000000
  %b = bitcast float %v to i32
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %b, i32 16, i32 31)
  %o = bitcast i32 %s to float
  %m = call float @llvm.maxnum.f32(float %v, float %o)
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %store, label %done
store:
  store float %m, ptr addrspace(1) %out, align 4
  br label %done
done:
  ret void
}
; ASM-LABEL: max_to_lane0:
; ASM:       v_permlanex16_b32
; ASM-NOT:   v_permlanex16_b32
; ASM:       s_cbranch_execz
; ASM-NOT:   v_permlanex16_b32
; ASM:       global_store_b32
; IR-LABEL:     define amdgpu_kernel void @max_to_lane0(
; IR:           %s.moved.dpp = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %b, i32 1985229328, i32 -19088744, i1 false, i1 true)
; IR-NOT:       update.dpp
; IR:           br i1 %first
; IR-KEEP-LABEL: define amdgpu_kernel void @max_to_lane0(
; IR-KEEP:      %s.moved.dpp = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %b, i32 1985229328, i32 -19088744, i1 false, i1 true)
; IR-KEEP-NEXT: %s.moved.dpp.inplace = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %s.moved.dpp, i32 228, i32 15, i32 15, i1 true)
; IR-KEEP:      br i1 %first
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.maxnum.f32(float, float)
attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }

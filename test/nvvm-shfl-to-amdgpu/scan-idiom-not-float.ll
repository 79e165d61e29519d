; A float sum scan is not the idiom: CUDA adds in the order of its steps,
; and a DPP scan would change the rounding.  Each shuffle is lowered alone.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s --implicit-check-not=up-scan
; CHECK-COUNT-5: remark: <unknown>:0:0: lowered shfl.sync.up.f32p (mode up, type f32p) for amdgpu wave64 with {{.*}}

define float @float_scan(float %v) #0 {
  %s1 = call { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(i32 -1, float %v, i32 1, i32 0)
  %y1 = extractvalue { float, i1 } %s1, 0
  %p1 = extractvalue { float, i1 } %s1, 1
  %a1 = fadd float %y1, %v
  %r1 = select i1 %p1, float %a1, float %y1
  %s2 = call { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(i32 -1, float %r1, i32 2, i32 0)
  %y2 = extractvalue { float, i1 } %s2, 0
  %p2 = extractvalue { float, i1 } %s2, 1
  %a2 = fadd float %y2, %r1
  %r2 = select i1 %p2, float %a2, float %y2
  %s4 = call { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(i32 -1, float %r2, i32 4, i32 0)
  %y4 = extractvalue { float, i1 } %s4, 0
  %p4 = extractvalue { float, i1 } %s4, 1
  %a4 = fadd float %y4, %r2
  %r4 = select i1 %p4, float %a4, float %y4
  %s8 = call { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(i32 -1, float %r4, i32 8, i32 0)
  %y8 = extractvalue { float, i1 } %s8, 0
  %p8 = extractvalue { float, i1 } %s8, 1
  %a8 = fadd float %y8, %r4
  %r8 = select i1 %p8, float %a8, float %y8
  %s16 = call { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(i32 -1, float %r8, i32 16, i32 0)
  %y16 = extractvalue { float, i1 } %s16, 0
  %p16 = extractvalue { float, i1 } %s16, 1
  %a16 = fadd float %y16, %r8
  %scan = select i1 %p16, float %a16, float %y16
  ret float %scan
}
declare { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(i32, float, i32, i32)
attributes #0 = { "target-cpu"="gfx90a" }

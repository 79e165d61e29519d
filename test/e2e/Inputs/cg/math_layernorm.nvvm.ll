; NVVM IR of test/e2e/kernels/math_layernorm.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z9warpSumRNf(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %0, i32 16, i32 31)
  %3 = tail call contract noundef float @__nv_fadd_rn(float noundef %0, float noundef %2) #5
  %4 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %3, i32 8, i32 31)
  %5 = tail call contract noundef float @__nv_fadd_rn(float noundef %3, float noundef %4) #5
  %6 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5, i32 4, i32 31)
  %7 = tail call contract noundef float @__nv_fadd_rn(float noundef %5, float noundef %6) #5
  %8 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7, i32 2, i32 31)
  %9 = tail call contract noundef float @__nv_fadd_rn(float noundef %7, float noundef %8) #5
  %10 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9, i32 1, i32 31)
  %11 = tail call contract noundef float @__nv_fadd_rn(float noundef %9, float noundef %10) #5
  ret float %11
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @math_layernorm(ptr noundef readonly %0, ptr noundef writeonly %1, ptr noundef writeonly %2, ptr noundef writeonly %3, ptr noundef writeonly %4, float noundef %5) local_unnamed_addr #1 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = lshr i32 %11, 5
  %13 = and i32 %11, 31
  %14 = shl i32 %12, 6
  %15 = or disjoint i32 %14, %13
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds nuw float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !9
  %19 = or disjoint i32 %15, 32
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds nuw float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !9
  %23 = tail call contract noundef float @__nv_fadd_rn(float noundef %18, float noundef %22) #5
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 16, i32 31)
  %25 = tail call contract noundef float @__nv_fadd_rn(float noundef %23, float noundef %24) #5
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 8, i32 31)
  %27 = tail call contract noundef float @__nv_fadd_rn(float noundef %25, float noundef %26) #5
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 4, i32 31)
  %29 = tail call contract noundef float @__nv_fadd_rn(float noundef %27, float noundef %28) #5
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 2, i32 31)
  %31 = tail call contract noundef float @__nv_fadd_rn(float noundef %29, float noundef %30) #5
  %32 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %31, i32 1, i32 31)
  %33 = tail call contract noundef float @__nv_fadd_rn(float noundef %31, float noundef %32) #5
  %34 = tail call contract noundef float @__nv_fmul_rn(float noundef %33, float noundef 1.562500e-02) #5
  %35 = tail call contract noundef float @__nv_fsub_rn(float noundef %18, float noundef %34) #5
  %36 = tail call contract noundef float @__nv_fsub_rn(float noundef %22, float noundef %34) #5
  %37 = tail call contract noundef float @__nv_fmul_rn(float noundef %36, float noundef %36) #5
  %38 = tail call contract noundef float @__nv_fmaf_rn(float noundef %35, float noundef %35, float noundef %37) #5
  %39 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %38, i32 16, i32 31)
  %40 = tail call contract noundef float @__nv_fadd_rn(float noundef %38, float noundef %39) #5
  %41 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %40, i32 8, i32 31)
  %42 = tail call contract noundef float @__nv_fadd_rn(float noundef %40, float noundef %41) #5
  %43 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %42, i32 4, i32 31)
  %44 = tail call contract noundef float @__nv_fadd_rn(float noundef %42, float noundef %43) #5
  %45 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %44, i32 2, i32 31)
  %46 = tail call contract noundef float @__nv_fadd_rn(float noundef %44, float noundef %45) #5
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 1, i32 31)
  %48 = tail call contract noundef float @__nv_fadd_rn(float noundef %46, float noundef %47) #5
  %49 = tail call contract noundef float @__nv_fmul_rn(float noundef %48, float noundef 1.562500e-02) #5
  %50 = tail call contract noundef float @__nv_fadd_rn(float noundef %49, float noundef %5) #5
  %51 = tail call contract noundef float @__nv_rsqrtf(float noundef %50) #5
  %52 = icmp eq i32 %13, 0
  br i1 %52, label %53, label %58

53:                                               ; preds = %6
  %54 = zext nneg i32 %12 to i64
  %55 = getelementptr inbounds nuw float, ptr %3, i64 %54
  %56 = getelementptr inbounds nuw float, ptr %2, i64 %54
  %57 = getelementptr inbounds nuw float, ptr %1, i64 %54
  store float %34, ptr %57, align 4, !tbaa !9
  store float %49, ptr %56, align 4, !tbaa !9
  store float %51, ptr %55, align 4, !tbaa !9
  br label %58

58:                                               ; preds = %53, %6
  %59 = tail call contract noundef float @__nv_fmul_rn(float noundef %35, float noundef %51) #5
  %60 = getelementptr inbounds nuw float, ptr %4, i64 %16
  store float %59, ptr %60, align 4, !tbaa !9
  %61 = tail call contract noundef float @__nv_fmul_rn(float noundef %36, float noundef %51) #5
  %62 = getelementptr inbounds nuw float, ptr %4, i64 %20
  store float %61, ptr %62, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fadd_rn(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmul_rn(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fsub_rn(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmaf_rn(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_rsqrtf(float noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 13, i32 0]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!nvvm.annotations = !{!900}
!900 = !{ptr @math_layernorm, !"kernel", i32 1}

; NVVM IR of test/e2e/kernels/math_fastfns.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @math_fastfns(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef writeonly %2, ptr noundef writeonly %3, ptr noundef writeonly %4, ptr noundef writeonly %5, ptr noundef writeonly %6, ptr noundef writeonly %7, ptr noundef writeonly %8, ptr noundef writeonly %9, ptr noundef writeonly %10, ptr noundef writeonly %11, ptr noundef writeonly %12, ptr noundef writeonly %13, ptr noundef writeonly %14, ptr noundef writeonly %15, ptr noundef writeonly %16) local_unnamed_addr #0 {
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add i32 %20, %21
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds nuw float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !9
  %26 = getelementptr inbounds nuw float, ptr %1, i64 %23
  %27 = load float, ptr %26, align 4, !tbaa !9
  %28 = tail call contract noundef float @__nv_fast_sinf(float noundef %25) #3
  %29 = getelementptr inbounds nuw float, ptr %2, i64 %23
  store float %28, ptr %29, align 4, !tbaa !9
  %30 = tail call contract noundef float @__nv_fast_cosf(float noundef %25) #3
  %31 = getelementptr inbounds nuw float, ptr %3, i64 %23
  store float %30, ptr %31, align 4, !tbaa !9
  %32 = tail call contract noundef float @__nv_fast_tanf(float noundef %25) #3
  %33 = getelementptr inbounds nuw float, ptr %4, i64 %23
  store float %32, ptr %33, align 4, !tbaa !9
  %34 = tail call contract noundef float @__nv_fast_logf(float noundef %27) #3
  %35 = getelementptr inbounds nuw float, ptr %5, i64 %23
  store float %34, ptr %35, align 4, !tbaa !9
  %36 = tail call contract noundef float @__nv_fast_log2f(float noundef %27) #3
  %37 = getelementptr inbounds nuw float, ptr %6, i64 %23
  store float %36, ptr %37, align 4, !tbaa !9
  %38 = tail call contract noundef float @__nv_fast_log10f(float noundef %27) #3
  %39 = getelementptr inbounds nuw float, ptr %7, i64 %23
  store float %38, ptr %39, align 4, !tbaa !9
  %40 = tail call contract noundef float @__nv_fast_expf(float noundef %25) #3
  %41 = getelementptr inbounds nuw float, ptr %8, i64 %23
  store float %40, ptr %41, align 4, !tbaa !9
  %42 = tail call contract noundef float @__nv_fast_exp10f(float noundef %25) #3
  %43 = getelementptr inbounds nuw float, ptr %9, i64 %23
  store float %42, ptr %43, align 4, !tbaa !9
  %44 = tail call contract noundef float @__nv_fast_powf(float noundef %27, float noundef %25) #3
  %45 = getelementptr inbounds nuw float, ptr %10, i64 %23
  store float %44, ptr %45, align 4, !tbaa !9
  %46 = tail call contract noundef float @__nv_fast_fdividef(float noundef %25, float noundef %27) #3
  %47 = getelementptr inbounds nuw float, ptr %11, i64 %23
  store float %46, ptr %47, align 4, !tbaa !9
  %48 = tail call contract noundef float @__nv_rsqrtf(float noundef %27) #3
  %49 = getelementptr inbounds nuw float, ptr %12, i64 %23
  store float %48, ptr %49, align 4, !tbaa !9
  %50 = tail call contract noundef float @__nv_exp2f(float noundef %25) #3
  %51 = getelementptr inbounds nuw float, ptr %13, i64 %23
  store float %50, ptr %51, align 4, !tbaa !9
  %52 = tail call contract noundef float @__nv_expf(float noundef %25) #3
  %53 = getelementptr inbounds nuw float, ptr %14, i64 %23
  store float %52, ptr %53, align 4, !tbaa !9
  %54 = tail call contract noundef float @__nv_logf(float noundef %27) #3
  %55 = getelementptr inbounds nuw float, ptr %15, i64 %23
  store float %54, ptr %55, align 4, !tbaa !9
  %56 = tail call contract noundef float @__nv_tanhf(float noundef %25) #3
  %57 = getelementptr inbounds nuw float, ptr %16, i64 %23
  store float %56, ptr %57, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_sinf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_cosf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_tanf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_logf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_log2f(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_log10f(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_expf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_exp10f(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_powf(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_fdividef(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_rsqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_exp2f(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_tanhf(float noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent nounwind }

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
!900 = !{ptr @math_fastfns, !"kernel", i32 1}

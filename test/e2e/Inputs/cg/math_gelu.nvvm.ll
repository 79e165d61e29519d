; NVVM IR of test/e2e/kernels/math_gelu.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @math_gelu(ptr noundef readonly %0, ptr noundef writeonly %1, ptr noundef writeonly %2, ptr noundef writeonly %3, ptr noundef writeonly %4, ptr noundef writeonly %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !9
  %15 = tail call contract noundef float @__nv_fmul_rn(float noundef %14, float noundef %14) #3
  %16 = tail call contract noundef float @__nv_fmul_rn(float noundef %15, float noundef %14) #3
  %17 = tail call contract noundef float @__nv_fmaf_rn(float noundef 0x3FA6E4E260000000, float noundef %16, float noundef %14) #3
  %18 = tail call contract noundef float @__nv_fmul_rn(float noundef 0x3FE9884540000000, float noundef %17) #3
  %19 = tail call contract noundef float @__nv_tanhf(float noundef %18) #3
  %20 = tail call contract noundef float @__nv_fmul_rn(float noundef 5.000000e-01, float noundef %14) #3
  %21 = getelementptr inbounds nuw float, ptr %1, i64 %12
  store float %18, ptr %21, align 4, !tbaa !9
  %22 = getelementptr inbounds nuw float, ptr %2, i64 %12
  store float %19, ptr %22, align 4, !tbaa !9
  %23 = tail call contract noundef float @__nv_fmaf_rn(float noundef %20, float noundef %19, float noundef %20) #3
  %24 = getelementptr inbounds nuw float, ptr %3, i64 %12
  store float %23, ptr %24, align 4, !tbaa !9
  %25 = tail call contract noundef float @__nv_fmul_rn(float noundef 2.000000e+00, float noundef %18) #3
  %26 = tail call contract noundef float @__nv_fast_expf(float noundef %25) #3
  %27 = tail call contract noundef float @__nv_fadd_rn(float noundef 1.000000e+00, float noundef %26) #3
  %28 = tail call contract noundef float @__nv_fast_fdividef(float noundef 2.000000e+00, float noundef %27) #3
  %29 = tail call contract noundef float @__nv_fsub_rn(float noundef 1.000000e+00, float noundef %28) #3
  %30 = getelementptr inbounds nuw float, ptr %4, i64 %12
  store float %29, ptr %30, align 4, !tbaa !9
  %31 = tail call contract noundef float @__nv_fmaf_rn(float noundef %20, float noundef %29, float noundef %20) #3
  %32 = getelementptr inbounds nuw float, ptr %5, i64 %12
  store float %31, ptr %32, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmul_rn(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmaf_rn(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_tanhf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_expf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fsub_rn(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_fdividef(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fadd_rn(float noundef, float noundef) local_unnamed_addr #2

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
!900 = !{ptr @math_gelu, !"kernel", i32 1}

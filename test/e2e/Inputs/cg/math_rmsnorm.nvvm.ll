; NVVM IR of test/e2e/kernels/math_rmsnorm.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z14warpSumSquaresf(float noundef %0) local_unnamed_addr #0 {
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
define dso_local void @math_rmsnorm(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef writeonly %2, ptr noundef writeonly %3, ptr noundef writeonly %4, float noundef %5) local_unnamed_addr #1 {
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
  %23 = tail call contract noundef float @__nv_fmul_rn(float noundef %22, float noundef %22) #5
  %24 = tail call contract noundef float @__nv_fmaf_rn(float noundef %18, float noundef %18, float noundef %23) #5
  %25 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %24, i32 16, i32 31)
  %26 = tail call contract noundef float @__nv_fadd_rn(float noundef %24, float noundef %25) #5
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %26, i32 8, i32 31)
  %28 = tail call contract noundef float @__nv_fadd_rn(float noundef %26, float noundef %27) #5
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %28, i32 4, i32 31)
  %30 = tail call contract noundef float @__nv_fadd_rn(float noundef %28, float noundef %29) #5
  %31 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %30, i32 2, i32 31)
  %32 = tail call contract noundef float @__nv_fadd_rn(float noundef %30, float noundef %31) #5
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %32, i32 1, i32 31)
  %34 = tail call contract noundef float @__nv_fadd_rn(float noundef %32, float noundef %33) #5
  %35 = tail call contract noundef float @__nv_fmul_rn(float noundef %34, float noundef 1.562500e-02) #5
  %36 = tail call contract noundef float @__nv_fadd_rn(float noundef %35, float noundef %5) #5
  %37 = tail call contract noundef float @__nv_rsqrtf(float noundef %36) #5
  %38 = icmp eq i32 %13, 0
  br i1 %38, label %39, label %43

39:                                               ; preds = %6
  %40 = zext nneg i32 %12 to i64
  %41 = getelementptr inbounds nuw float, ptr %3, i64 %40
  %42 = getelementptr inbounds nuw float, ptr %2, i64 %40
  store float %35, ptr %42, align 4, !tbaa !9
  store float %37, ptr %41, align 4, !tbaa !9
  br label %43

43:                                               ; preds = %39, %6
  %44 = tail call contract noundef float @__nv_fmul_rn(float noundef %18, float noundef %37) #5
  %45 = zext nneg i32 %13 to i64
  %46 = getelementptr inbounds nuw float, ptr %1, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !9
  %48 = tail call contract noundef float @__nv_fmul_rn(float noundef %44, float noundef %47) #5
  %49 = getelementptr inbounds nuw float, ptr %4, i64 %16
  store float %48, ptr %49, align 4, !tbaa !9
  %50 = tail call contract noundef float @__nv_fmul_rn(float noundef %22, float noundef %37) #5
  %51 = getelementptr inbounds nuw i8, ptr %46, i64 128
  %52 = load float, ptr %51, align 4, !tbaa !9
  %53 = tail call contract noundef float @__nv_fmul_rn(float noundef %50, float noundef %52) #5
  %54 = getelementptr inbounds nuw float, ptr %4, i64 %20
  store float %53, ptr %54, align 4, !tbaa !9
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
declare dso_local float @__nv_fmaf_rn(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmul_rn(float noundef, float noundef) local_unnamed_addr #2

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
!900 = !{ptr @math_rmsnorm, !"kernel", i32 1}

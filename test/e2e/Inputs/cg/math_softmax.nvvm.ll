; NVVM IR of test/e2e/kernels/math_softmax.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z7warpMaxf(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %0, i32 16, i32 31)
  %3 = tail call contract noundef float @__nv_fmaxf(float noundef %0, float noundef %2) #6
  %4 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %3, i32 8, i32 31)
  %5 = tail call contract noundef float @__nv_fmaxf(float noundef %3, float noundef %4) #6
  %6 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5, i32 4, i32 31)
  %7 = tail call contract noundef float @__nv_fmaxf(float noundef %5, float noundef %6) #6
  %8 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7, i32 2, i32 31)
  %9 = tail call contract noundef float @__nv_fmaxf(float noundef %7, float noundef %8) #6
  %10 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9, i32 1, i32 31)
  %11 = tail call contract noundef float @__nv_fmaxf(float noundef %9, float noundef %10) #6
  ret float %11
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef float @_Z7warpSumf(float noundef %0) local_unnamed_addr #1 {
  %2 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %0, i32 16, i32 31)
  %3 = fadd contract float %0, %2
  %4 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %3, i32 8, i32 31)
  %5 = fadd contract float %3, %4
  %6 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5, i32 4, i32 31)
  %7 = fadd contract float %5, %6
  %8 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7, i32 2, i32 31)
  %9 = fadd contract float %7, %8
  %10 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9, i32 1, i32 31)
  %11 = fadd contract float %9, %10
  ret float %11
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @math_softmax(ptr noundef readonly %0, ptr noundef writeonly %1, ptr noundef writeonly %2, ptr noundef writeonly %3, ptr noundef writeonly %4, ptr noundef writeonly %5, ptr noundef writeonly %6) local_unnamed_addr #2 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !9
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %15, i32 16, i32 31)
  %17 = tail call contract noundef float @__nv_fmaxf(float noundef %15, float noundef %16) #6
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %17, i32 8, i32 31)
  %19 = tail call contract noundef float @__nv_fmaxf(float noundef %17, float noundef %18) #6
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 4, i32 31)
  %21 = tail call contract noundef float @__nv_fmaxf(float noundef %19, float noundef %20) #6
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 2, i32 31)
  %23 = tail call contract noundef float @__nv_fmaxf(float noundef %21, float noundef %22) #6
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 1, i32 31)
  %25 = tail call contract noundef float @__nv_fmaxf(float noundef %23, float noundef %24) #6
  %26 = fsub contract float %15, %25
  %27 = tail call contract noundef float @__nv_expf(float noundef %26) #6
  %28 = tail call contract noundef float @__nv_fast_expf(float noundef %26) #6
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 16, i32 31)
  %30 = fadd contract float %27, %29
  %31 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %30, i32 8, i32 31)
  %32 = fadd contract float %30, %31
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %32, i32 4, i32 31)
  %34 = fadd contract float %32, %33
  %35 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %34, i32 2, i32 31)
  %36 = fadd contract float %34, %35
  %37 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %36, i32 1, i32 31)
  %38 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %28, i32 16, i32 31)
  %39 = fadd contract float %28, %38
  %40 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %39, i32 8, i32 31)
  %41 = fadd contract float %39, %40
  %42 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %41, i32 4, i32 31)
  %43 = fadd contract float %41, %42
  %44 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %43, i32 2, i32 31)
  %45 = fadd contract float %43, %44
  %46 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %45, i32 1, i32 31)
  %47 = and i32 %12, 31
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %53

49:                                               ; preds = %7
  %50 = lshr exact i32 %12, 5
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr %1, i64 %51
  store float %25, ptr %52, align 4, !tbaa !9
  br label %53

53:                                               ; preds = %49, %7
  %54 = fadd contract float %45, %46
  %55 = fadd contract float %36, %37
  %56 = getelementptr inbounds nuw float, ptr %2, i64 %13
  store float %26, ptr %56, align 4, !tbaa !9
  %57 = getelementptr inbounds nuw float, ptr %3, i64 %13
  store float %27, ptr %57, align 4, !tbaa !9
  %58 = fdiv contract float %27, %55
  %59 = getelementptr inbounds nuw float, ptr %4, i64 %13
  store float %58, ptr %59, align 4, !tbaa !9
  %60 = getelementptr inbounds nuw float, ptr %5, i64 %13
  store float %28, ptr %60, align 4, !tbaa !9
  %61 = tail call contract noundef float @__nv_fast_fdividef(float noundef %28, float noundef %54) #6
  %62 = getelementptr inbounds nuw float, ptr %6, i64 %13
  store float %61, ptr %62, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmaxf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_expf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_fdividef(float noundef, float noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }

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
!900 = !{ptr @math_softmax, !"kernel", i32 1}

; NVVM IR of test/e2e/kernels/kargs_layout.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Padded = type { i8, double, i16 }
%struct.Nested = type { i8, %struct.Padded, [3 x i32] }
%struct.Aligned16 = type { float, i32, [8 x i8] }
%struct.Pack = type { ptr, i32, float, [3 x i8] }
%struct.Table = type { [64 x i32] }

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @kargs_scalars(ptr noundef writeonly %0, i8 noundef signext %1, i16 noundef signext %2, i32 noundef %3, i64 noundef %4, i8 noundef zeroext %5, float noundef %6, double noundef %7, i16 noundef zeroext %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  %13 = sext i8 %1 to i64
  store i64 %13, ptr %0, align 8, !tbaa !9
  %14 = sext i16 %2 to i64
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i64 %14, ptr %15, align 8, !tbaa !9
  %16 = sext i32 %3 to i64
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i64 %16, ptr %17, align 8, !tbaa !9
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store i64 %4, ptr %18, align 8, !tbaa !9
  %19 = zext i8 %5 to i64
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store i64 %19, ptr %20, align 8, !tbaa !9
  %21 = tail call noundef i32 @__nv_float_as_int(float noundef %6) #5
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store i64 %22, ptr %23, align 8, !tbaa !9
  %24 = tail call noundef i64 @__nv_double_as_longlong(double noundef %7) #5
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store i64 %24, ptr %25, align 8, !tbaa !9
  %26 = zext i16 %8 to i64
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store i64 %26, ptr %27, align 8, !tbaa !9
  br label %28

28:                                               ; preds = %9, %12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @kargs_padded(ptr noundef writeonly %0, i8 noundef signext %1, ptr noundef readonly byval(%struct.Padded) align 8 %2, i16 noundef signext %3, ptr noundef readonly byval(%struct.Nested) align 8 %4, ptr noundef readonly byval(%struct.Aligned16) align 16 %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %62

10:                                               ; preds = %7
  %11 = sext i8 %1 to i64
  store i64 %11, ptr %0, align 8, !tbaa !9
  %12 = load i8, ptr %2, align 8, !tbaa !11
  %13 = sext i8 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !9
  %15 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %16 = load double, ptr %15, align 8, !tbaa !15
  %17 = tail call noundef i64 @__nv_double_as_longlong(double noundef %16) #5
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i64 %17, ptr %18, align 8, !tbaa !9
  %19 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %20 = load i16, ptr %19, align 8, !tbaa !16
  %21 = sext i16 %20 to i64
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store i64 %21, ptr %22, align 8, !tbaa !9
  %23 = sext i16 %3 to i64
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store i64 %23, ptr %24, align 8, !tbaa !9
  %25 = load i8, ptr %4, align 8, !tbaa !17
  %26 = sext i8 %25 to i64
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store i64 %26, ptr %27, align 8, !tbaa !9
  %28 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %29 = load i8, ptr %28, align 8, !tbaa !19
  %30 = sext i8 %29 to i64
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store i64 %30, ptr %31, align 8, !tbaa !9
  %32 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %33 = load double, ptr %32, align 8, !tbaa !20
  %34 = tail call noundef i64 @__nv_double_as_longlong(double noundef %33) #5
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store i64 %34, ptr %35, align 8, !tbaa !9
  %36 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %37 = load i16, ptr %36, align 8, !tbaa !21
  %38 = sext i16 %37 to i64
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store i64 %38, ptr %39, align 8, !tbaa !9
  %40 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %41 = load i32, ptr %40, align 8, !tbaa !5
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store i64 %42, ptr %43, align 8, !tbaa !9
  %44 = getelementptr inbounds nuw i8, ptr %4, i64 36
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store i64 %46, ptr %47, align 8, !tbaa !9
  %48 = getelementptr inbounds nuw i8, ptr %4, i64 40
  %49 = load i32, ptr %48, align 8, !tbaa !5
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store i64 %50, ptr %51, align 8, !tbaa !9
  %52 = load float, ptr %5, align 16, !tbaa !22
  %53 = tail call noundef i32 @__nv_float_as_int(float noundef %52) #5
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i64 %54, ptr %55, align 8, !tbaa !9
  %56 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %57 = load i32, ptr %56, align 4, !tbaa !25
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store i64 %58, ptr %59, align 8, !tbaa !9
  %60 = sext i32 %6 to i64
  %61 = getelementptr inbounds nuw i8, ptr %0, i64 112
  store i64 %60, ptr %61, align 8, !tbaa !9
  br label %62

62:                                               ; preds = %7, %10
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @kargs_pack(ptr noundef readonly byval(%struct.Pack) align 8 %0, ptr noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %9 = load i32, ptr %8, align 8, !tbaa !26
  %10 = icmp slt i32 %7, %9
  br i1 %10, label %11, label %27

11:                                               ; preds = %2
  %12 = load ptr, ptr %0, align 8, !tbaa !30
  %13 = sext i32 %7 to i64
  %14 = getelementptr inbounds float, ptr %12, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !31
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %17 = load float, ptr %16, align 4, !tbaa !32
  %18 = fmul contract float %15, %17
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %20 = srem i32 %7, 3
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i8, ptr %19, i64 %21
  %23 = load i8, ptr %22, align 1, !tbaa !33
  %24 = uitofp i8 %23 to float
  %25 = fadd contract float %18, %24
  %26 = getelementptr inbounds float, ptr %1, i64 %13
  store float %25, ptr %26, align 4, !tbaa !31
  br label %27

27:                                               ; preds = %11, %2
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @kargs_table(ptr noundef readonly byval(%struct.Table) align 4 %0, ptr noundef writeonly %1) local_unnamed_addr #2 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = sub nsw i32 63, %3
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr %0, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = shl nsw i32 %7, 1
  %9 = or disjoint i32 %8, 1
  %10 = zext nneg i32 %3 to i64
  %11 = getelementptr inbounds nuw i32, ptr %1, i64 %10
  store i32 %9, ptr %11, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @kargs_modify(ptr noundef readonly byval(%struct.Padded) align 8 %0, ptr noundef writeonly %1) local_unnamed_addr #2 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %5 = load i16, ptr %4, align 8, !tbaa !16
  %6 = trunc nuw nsw i32 %3 to i16
  %7 = add i16 %5, %6
  %8 = uitofp nneg i32 %3 to double
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !15
  %11 = fmul contract double %10, %8
  %12 = sext i16 %7 to i64
  %13 = shl nuw nsw i32 %3, 1
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i64, ptr %1, i64 %14
  store i64 %12, ptr %15, align 8, !tbaa !9
  %16 = fptosi double %11 to i64
  %17 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store i64 %16, ptr %17, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_float_as_int(float noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i64 @__nv_double_as_longlong(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
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
!10 = !{!"long long", !7, i64 0}
!11 = !{!12, !7, i64 0}
!12 = !{!"_ZTS6Padded", !7, i64 0, !13, i64 8, !14, i64 16}
!13 = !{!"double", !7, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!12, !13, i64 8}
!16 = !{!12, !14, i64 16}
!17 = !{!18, !7, i64 0}
!18 = !{!"_ZTS6Nested", !7, i64 0, !12, i64 8, !7, i64 32}
!19 = !{!18, !7, i64 8}
!20 = !{!18, !13, i64 16}
!21 = !{!18, !14, i64 24}
!22 = !{!23, !24, i64 0}
!23 = !{!"_ZTS9Aligned16", !24, i64 0, !6, i64 4}
!24 = !{!"float", !7, i64 0}
!25 = !{!23, !6, i64 4}
!26 = !{!27, !6, i64 8}
!27 = !{!"_ZTS4Pack", !28, i64 0, !6, i64 8, !24, i64 12, !7, i64 16}
!28 = !{!"p1 float", !29, i64 0}
!29 = !{!"any pointer", !7, i64 0}
!30 = !{!27, !28, i64 0}
!31 = !{!24, !24, i64 0}
!32 = !{!27, !24, i64 12}
!33 = !{!7, !7, i64 0}
!nvvm.annotations = !{!900, !901, !902, !903, !904}
!900 = !{ptr @kargs_scalars, !"kernel", i32 1}
!901 = !{ptr @kargs_padded, !"kernel", i32 1}
!902 = !{ptr @kargs_pack, !"kernel", i32 1}
!903 = !{ptr @kargs_table, !"kernel", i32 1}
!904 = !{ptr @kargs_modify, !"kernel", i32 1}

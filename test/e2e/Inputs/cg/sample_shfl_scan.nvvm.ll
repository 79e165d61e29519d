; NVVM IR of test/e2e/kernels/sample_shfl_scan.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@totals = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@_ZZ20sample_shfl_scan_addE6offset = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_ZN16shfl_scan_sample17warpInclusiveScanEiji(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp slt i32 %2, 1
  br i1 %4, label %8, label %5

5:                                                ; preds = %3
  %6 = shl i32 %2, 8
  %7 = sub i32 8192, %6
  br label %10

8:                                                ; preds = %10, %3
  %9 = phi i32 [ %0, %3 ], [ %16, %10 ]
  ret i32 %9

10:                                               ; preds = %5, %10
  %11 = phi i32 [ %0, %5 ], [ %16, %10 ]
  %12 = phi i32 [ 1, %5 ], [ %17, %10 ]
  %13 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %11, i32 %12, i32 %7)
  %14 = icmp slt i32 %1, %12
  %15 = select i1 %14, i32 0, i32 %13
  %16 = add nsw i32 %15, %11
  %17 = shl nsw i32 %12, 1
  %18 = icmp sgt i32 %17, %2
  br i1 %18, label %8, label %10, !llvm.loop !9
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_shfl_scan(ptr noundef %0, i32 noundef %1, ptr noundef writeonly %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = and i32 %8, 31
  %10 = lshr i32 %7, 5
  %11 = lshr i32 %5, 5
  %12 = zext i32 %8 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = icmp slt i32 %1, 1
  br i1 %15, label %28, label %16

16:                                               ; preds = %3
  %17 = shl i32 %1, 8
  %18 = sub i32 8192, %17
  br label %19

19:                                               ; preds = %19, %16
  %20 = phi i32 [ %14, %16 ], [ %25, %19 ]
  %21 = phi i32 [ 1, %16 ], [ %26, %19 ]
  %22 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %20, i32 %21, i32 %18)
  %23 = icmp slt i32 %9, %21
  %24 = select i1 %23, i32 0, i32 %22
  %25 = add nsw i32 %24, %20
  %26 = shl nsw i32 %21, 1
  %27 = icmp sgt i32 %26, %1
  br i1 %27, label %28, label %19, !llvm.loop !9

28:                                               ; preds = %19, %3
  %29 = phi i32 [ %14, %3 ], [ %25, %19 ]
  %30 = and i32 %7, 31
  %31 = icmp eq i32 %30, 31
  br i1 %31, label %32, label %35

32:                                               ; preds = %28
  %33 = zext nneg i32 %10 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @totals to ptr), i64 %33
  store i32 %29, ptr %34, align 4, !tbaa !5
  br label %35

35:                                               ; preds = %32, %28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %36 = icmp eq i32 %10, 0
  %37 = icmp ult i32 %9, %11
  %38 = select i1 %36, i1 %37, i1 false
  br i1 %38, label %39, label %57

39:                                               ; preds = %35
  %40 = zext nneg i32 %9 to i64
  %41 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @totals to ptr), i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !5
  %43 = shl nsw i32 -1, %11
  %44 = xor i32 %43, -1
  %45 = shl nuw nsw i32 %11, 8
  %46 = sub nuw nsw i32 8192, %45
  br label %48

47:                                               ; preds = %48
  store i32 %54, ptr %41, align 4, !tbaa !5
  br label %57

48:                                               ; preds = %39, %48
  %49 = phi i32 [ 1, %39 ], [ %55, %48 ]
  %50 = phi i32 [ %42, %39 ], [ %54, %48 ]
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %44, i32 %50, i32 %49, i32 %46)
  %52 = icmp ult i32 %9, %49
  %53 = select i1 %52, i32 0, i32 %51
  %54 = add nsw i32 %53, %50
  %55 = shl nuw nsw i32 %49, 1
  %56 = icmp ugt i32 %55, %11
  br i1 %56, label %47, label %48, !llvm.loop !11

57:                                               ; preds = %47, %35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %36, label %64, label %58

58:                                               ; preds = %57
  %59 = zext nneg i32 %10 to i64
  %60 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @totals to ptr), i64 %59
  %61 = getelementptr i8, ptr %60, i64 -4
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = add nsw i32 %62, %29
  br label %64

64:                                               ; preds = %58, %57
  %65 = phi i32 [ %63, %58 ], [ %29, %57 ]
  store i32 %65, ptr %13, align 4, !tbaa !5
  %66 = add nsw i32 %5, -1
  %67 = icmp eq i32 %7, %66
  br i1 %67, label %68, label %71

68:                                               ; preds = %64
  %69 = zext nneg i32 %4 to i64
  %70 = getelementptr inbounds nuw i32, ptr %2, i64 %69
  store i32 %65, ptr %70, align 4, !tbaa !5
  br label %71

71:                                               ; preds = %68, %64
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_shfl_scan_add(ptr noundef %0, ptr noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %22

10:                                               ; preds = %3
  %11 = icmp eq i32 %7, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %10
  %13 = zext nneg i32 %4 to i64
  %14 = getelementptr inbounds nuw i32, ptr %1, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  store i32 %15, ptr addrspacecast (ptr addrspace(3) @_ZZ20sample_shfl_scan_addE6offset to ptr), align 4, !tbaa !5
  br label %16

16:                                               ; preds = %12, %10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20sample_shfl_scan_addE6offset to ptr), align 4, !tbaa !5
  %18 = sext i32 %8 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = add nsw i32 %20, %17
  store i32 %21, ptr %19, align 4, !tbaa !5
  br label %22

22:                                               ; preds = %3, %16
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!nvvm.annotations = !{!900, !901}
!900 = !{ptr @sample_shfl_scan, !"kernel", i32 1}
!901 = !{ptr @sample_shfl_scan_add, !"kernel", i32 1}

; NVVM IR of test/e2e/kernels/sample_histogram256.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19sample_histogram256E4hist = internal addrspace(3) global [1536 x i32] undef, align 4
@_ZZ25sample_histogram256_mergeE4sums = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @_ZN11sample_hist7addWordEPjj(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = and i32 %1, 255
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  %6 = atomicrmw add ptr %5, i32 1 seq_cst, align 4
  %7 = lshr i32 %1, 8
  %8 = and i32 %7, 255
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = atomicrmw add ptr %10, i32 1 seq_cst, align 4
  %12 = lshr i32 %1, 16
  %13 = and i32 %12, 255
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %14
  %16 = atomicrmw add ptr %15, i32 1 seq_cst, align 4
  %17 = lshr i32 %1, 24
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %0, i64 %18
  %20 = atomicrmw add ptr %19, i32 1 seq_cst, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_histogram256(ptr noundef writeonly %0, ptr noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #4, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sample_histogram256E4hist to ptr), i64 %6
  store i32 0, ptr %7, align 4, !tbaa !5
  %8 = zext nneg i32 %5 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sample_histogram256E4hist to ptr), i64 %8
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 768
  store i32 0, ptr %10, align 4, !tbaa !5
  %11 = zext nneg i32 %5 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sample_histogram256E4hist to ptr), i64 %11
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 1536
  store i32 0, ptr %13, align 4, !tbaa !5
  %14 = zext nneg i32 %5 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sample_histogram256E4hist to ptr), i64 %14
  %16 = getelementptr inbounds nuw i8, ptr %15, i64 2304
  store i32 0, ptr %16, align 4, !tbaa !5
  %17 = zext nneg i32 %5 to i64
  %18 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sample_histogram256E4hist to ptr), i64 %17
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 3072
  store i32 0, ptr %19, align 4, !tbaa !5
  %20 = zext nneg i32 %5 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sample_histogram256E4hist to ptr), i64 %20
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 3840
  store i32 0, ptr %22, align 4, !tbaa !5
  %23 = zext nneg i32 %5 to i64
  %24 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sample_histogram256E4hist to ptr), i64 %23
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 4608
  store i32 0, ptr %25, align 4, !tbaa !5
  %26 = zext nneg i32 %5 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sample_histogram256E4hist to ptr), i64 %26
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 5376
  store i32 0, ptr %28, align 4, !tbaa !5
  %29 = shl nuw nsw i32 %5, 3
  %30 = and i32 %29, 7936
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sample_histogram256E4hist to ptr), i64 %31
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %35 = mul i32 %33, %34
  %36 = add i32 %35, %5
  %37 = icmp ult i32 %36, %2
  br i1 %37, label %38, label %41

38:                                               ; preds = %3
  %39 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %40 = mul i32 %34, %39
  br label %45

41:                                               ; preds = %45, %3
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %42 = icmp ult i32 %5, 256
  br i1 %42, label %43, label %105

43:                                               ; preds = %41
  %44 = shl i32 %33, 8
  br label %70

45:                                               ; preds = %38, %45
  %46 = phi i32 [ %36, %38 ], [ %68, %45 ]
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds nuw i32, ptr %1, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = and i32 %49, 255
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i32, ptr %32, i64 %51
  %53 = atomicrmw add ptr %52, i32 1 seq_cst, align 4
  %54 = lshr i32 %49, 8
  %55 = and i32 %54, 255
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw i32, ptr %32, i64 %56
  %58 = atomicrmw add ptr %57, i32 1 seq_cst, align 4
  %59 = lshr i32 %49, 16
  %60 = and i32 %59, 255
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw i32, ptr %32, i64 %61
  %63 = atomicrmw add ptr %62, i32 1 seq_cst, align 4
  %64 = lshr i32 %49, 24
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw i32, ptr %32, i64 %65
  %67 = atomicrmw add ptr %66, i32 1 seq_cst, align 4
  %68 = add i32 %46, %40
  %69 = icmp ult i32 %68, %2
  br i1 %69, label %45, label %41, !llvm.loop !10

70:                                               ; preds = %43, %70
  %71 = phi i32 [ %5, %43 ], [ %103, %70 ]
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sample_histogram256E4hist to ptr), i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = zext nneg i32 %71 to i64
  %76 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sample_histogram256E4hist to ptr), i64 %75
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 1024
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = add i32 %78, %74
  %80 = zext nneg i32 %71 to i64
  %81 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sample_histogram256E4hist to ptr), i64 %80
  %82 = getelementptr inbounds nuw i8, ptr %81, i64 2048
  %83 = load i32, ptr %82, align 4, !tbaa !5
  %84 = add i32 %83, %79
  %85 = zext nneg i32 %71 to i64
  %86 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sample_histogram256E4hist to ptr), i64 %85
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 3072
  %88 = load i32, ptr %87, align 4, !tbaa !5
  %89 = add i32 %88, %84
  %90 = zext nneg i32 %71 to i64
  %91 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sample_histogram256E4hist to ptr), i64 %90
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 4096
  %93 = load i32, ptr %92, align 4, !tbaa !5
  %94 = add i32 %93, %89
  %95 = zext nneg i32 %71 to i64
  %96 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sample_histogram256E4hist to ptr), i64 %95
  %97 = getelementptr inbounds nuw i8, ptr %96, i64 5120
  %98 = load i32, ptr %97, align 4, !tbaa !5
  %99 = add i32 %98, %94
  %100 = add nuw nsw i32 %71, %44
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds nuw i32, ptr %0, i64 %101
  store i32 %99, ptr %102, align 4, !tbaa !5
  %103 = add nuw nsw i32 %71, 192
  %104 = icmp ult i32 %71, 64
  br i1 %104, label %70, label %105, !llvm.loop !12

105:                                              ; preds = %70, %41
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_histogram256_merge(ptr noundef writeonly %0, ptr noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #4, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp ult i32 %5, %2
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br label %14

9:                                                ; preds = %14, %3
  %10 = phi i32 [ 0, %3 ], [ %22, %14 ]
  %11 = zext nneg i32 %5 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25sample_histogram256_mergeE4sums to ptr), i64 %11
  store i32 %10, ptr %12, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %13 = icmp ult i32 %5, 128
  br i1 %13, label %25, label %32

14:                                               ; preds = %7, %14
  %15 = phi i32 [ %5, %7 ], [ %23, %14 ]
  %16 = phi i32 [ 0, %7 ], [ %22, %14 ]
  %17 = shl i32 %15, 8
  %18 = add i32 %17, %8
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr %1, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = add i32 %21, %16
  %23 = add nuw i32 %15, 256
  %24 = icmp ult i32 %23, %2
  br i1 %24, label %14, label %9, !llvm.loop !13

25:                                               ; preds = %9
  %26 = zext nneg i32 %5 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25sample_histogram256_mergeE4sums to ptr), i64 %26
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 512
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = load i32, ptr %12, align 4, !tbaa !5
  %31 = add i32 %30, %29
  store i32 %31, ptr %12, align 4, !tbaa !5
  br label %32

32:                                               ; preds = %9, %25
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %33 = icmp ult i32 %5, 64
  br i1 %33, label %34, label %41

34:                                               ; preds = %32
  %35 = zext nneg i32 %5 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25sample_histogram256_mergeE4sums to ptr), i64 %35
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 256
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = load i32, ptr %12, align 4, !tbaa !5
  %40 = add i32 %39, %38
  store i32 %40, ptr %12, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %34, %32
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %42 = icmp ult i32 %5, 32
  br i1 %42, label %43, label %50

43:                                               ; preds = %41
  %44 = zext nneg i32 %5 to i64
  %45 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25sample_histogram256_mergeE4sums to ptr), i64 %44
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 128
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = load i32, ptr %12, align 4, !tbaa !5
  %49 = add i32 %48, %47
  store i32 %49, ptr %12, align 4, !tbaa !5
  br label %50

50:                                               ; preds = %43, %41
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %51 = icmp ult i32 %5, 16
  br i1 %51, label %52, label %59

52:                                               ; preds = %50
  %53 = zext nneg i32 %5 to i64
  %54 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25sample_histogram256_mergeE4sums to ptr), i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 64
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = load i32, ptr %12, align 4, !tbaa !5
  %58 = add i32 %57, %56
  store i32 %58, ptr %12, align 4, !tbaa !5
  br label %59

59:                                               ; preds = %52, %50
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %60 = icmp ult i32 %5, 8
  br i1 %60, label %61, label %68

61:                                               ; preds = %59
  %62 = zext nneg i32 %5 to i64
  %63 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25sample_histogram256_mergeE4sums to ptr), i64 %62
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 32
  %65 = load i32, ptr %64, align 4, !tbaa !5
  %66 = load i32, ptr %12, align 4, !tbaa !5
  %67 = add i32 %66, %65
  store i32 %67, ptr %12, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %61, %59
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %69 = icmp ult i32 %5, 4
  br i1 %69, label %70, label %77

70:                                               ; preds = %68
  %71 = zext nneg i32 %5 to i64
  %72 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25sample_histogram256_mergeE4sums to ptr), i64 %71
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 16
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = load i32, ptr %12, align 4, !tbaa !5
  %76 = add i32 %75, %74
  store i32 %76, ptr %12, align 4, !tbaa !5
  br label %77

77:                                               ; preds = %70, %68
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %78 = icmp ult i32 %5, 2
  br i1 %78, label %79, label %86

79:                                               ; preds = %77
  %80 = zext nneg i32 %5 to i64
  %81 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25sample_histogram256_mergeE4sums to ptr), i64 %80
  %82 = getelementptr inbounds nuw i8, ptr %81, i64 8
  %83 = load i32, ptr %82, align 4, !tbaa !5
  %84 = load i32, ptr %12, align 4, !tbaa !5
  %85 = add i32 %84, %83
  store i32 %85, ptr %12, align 4, !tbaa !5
  br label %86

86:                                               ; preds = %79, %77
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %87 = icmp eq i32 %5, 0
  br i1 %87, label %88, label %96

88:                                               ; preds = %86
  %89 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ25sample_histogram256_mergeE4sums to ptr), i64 4), align 4, !tbaa !5
  %90 = load i32, ptr %12, align 4, !tbaa !5
  %91 = add i32 %90, %89
  store i32 %91, ptr %12, align 4, !tbaa !5
  %92 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds nuw i32, ptr %0, i64 %93
  %95 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25sample_histogram256_mergeE4sums to ptr), align 4, !tbaa !5
  store i32 %95, ptr %94, align 4, !tbaa !5
  br label %96

96:                                               ; preds = %86, %88
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #3

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nounwind memory(none) }

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
!9 = !{i64 2164953977, i64 2164953981, i64 2164954018, i64 2164954058, i64 2164954119, i64 2164954155, i64 2164954205}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!nvvm.annotations = !{!900, !901}
!900 = !{ptr @sample_histogram256, !"kernel", i32 1}
!901 = !{ptr @sample_histogram256_merge, !"kernel", i32 1}

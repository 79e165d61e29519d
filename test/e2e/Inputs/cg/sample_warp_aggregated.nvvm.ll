; NVVM IR of test/e2e/kernels/sample_warp_aggregated.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_ZN10sample_waa19aggregatedIncrementEPi(ptr noundef %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.activemask()
  %3 = tail call noundef i32 @__nv_popc(i32 noundef %2) #5
  %4 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #6, !srcloc !9
  %5 = and i32 %4, %2
  %6 = tail call noundef i32 @__nv_popc(i32 noundef %5) #5
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = and i32 %3, 16777215
  %10 = atomicrmw add ptr %0, i32 %9 seq_cst, align 4
  br label %11

11:                                               ; preds = %8, %1
  %12 = phi i32 [ %10, %8 ], [ 0, %1 ]
  %13 = tail call noundef i32 @__nv_ffs(i32 noundef %2) #5
  %14 = add nsw i32 %13, -1
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %2, i32 %12, i32 %14, i32 31)
  %16 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #6, !srcloc !9
  %17 = and i32 %16, %2
  %18 = tail call noundef i32 @__nv_popc(i32 noundef %17) #5
  %19 = add nsw i32 %18, %15
  ret i32 %19
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_ZN10sample_waa28aggregatedIncrementPerBucketEiPi(i32 noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.activemask()
  %4 = tail call noundef i32 @__nv_popc(i32 noundef %3) #5
  %5 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 %3, i32 %0)
  %6 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !10
  %7 = tail call noundef i32 @__nv_popc(i32 noundef %5) #5
  %8 = tail call noundef i32 @__nv_ffs(i32 noundef %5) #5
  %9 = add nsw i32 %8, -1
  %10 = icmp eq i32 %9, %6
  %11 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %3, i1 %10)
  %12 = shl nsw i32 -1, %9
  %13 = xor i32 %12, -1
  %14 = and i32 %11, %13
  %15 = tail call noundef i32 @__nv_popc(i32 noundef %14) #5
  %16 = tail call noundef i32 @__nv_popc(i32 noundef %11) #5
  %17 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #6, !srcloc !9
  %18 = and i32 %17, %5
  %19 = tail call noundef i32 @__nv_popc(i32 noundef %18) #5
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %26

21:                                               ; preds = %2
  %22 = and i32 %7, 16777215
  %23 = sext i32 %0 to i64
  %24 = getelementptr inbounds i32, ptr %1, i64 %23
  %25 = atomicrmw add ptr %24, i32 %22 seq_cst, align 4
  br label %26

26:                                               ; preds = %21, %2
  %27 = phi i32 [ %25, %21 ], [ 0, %2 ]
  %28 = tail call noundef i32 @__nv_ffs(i32 noundef %5) #5
  %29 = add nsw i32 %28, -1
  %30 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %5, i32 %27, i32 %29, i32 31)
  %31 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #6, !srcloc !9
  %32 = and i32 %31, %5
  %33 = tail call noundef i32 @__nv_popc(i32 noundef %32) #5
  %34 = add nsw i32 %33, %30
  ret i32 %34
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_warp_agg_filter(ptr noundef writeonly %0, ptr noundef %1, ptr noundef readonly %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %14

11:                                               ; preds = %4
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul i32 %12, %6
  br label %15

14:                                               ; preds = %42, %4
  ret void

15:                                               ; preds = %11, %42
  %16 = phi i32 [ %9, %11 ], [ %43, %42 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %2, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %21, label %42

21:                                               ; preds = %15
  %22 = tail call noundef i32 @llvm.nvvm.activemask()
  %23 = tail call noundef i32 @__nv_popc(i32 noundef %22) #5
  %24 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #6, !srcloc !9
  %25 = and i32 %24, %22
  %26 = tail call noundef i32 @__nv_popc(i32 noundef %25) #5
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %31

28:                                               ; preds = %21
  %29 = and i32 %23, 16777215
  %30 = atomicrmw add ptr %1, i32 %29 seq_cst, align 4
  br label %31

31:                                               ; preds = %21, %28
  %32 = phi i32 [ %30, %28 ], [ 0, %21 ]
  %33 = tail call noundef i32 @__nv_ffs(i32 noundef %22) #5
  %34 = add nsw i32 %33, -1
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %22, i32 %32, i32 %34, i32 31)
  %36 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #6, !srcloc !9
  %37 = and i32 %36, %22
  %38 = tail call noundef i32 @__nv_popc(i32 noundef %37) #5
  %39 = add nsw i32 %38, %35
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %0, i64 %40
  store i32 %19, ptr %41, align 4, !tbaa !5
  br label %42

42:                                               ; preds = %15, %31
  %43 = add i32 %16, %13
  %44 = icmp slt i32 %43, %3
  br i1 %44, label %15, label %14, !llvm.loop !11
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_warp_agg_buckets(ptr noundef readonly %0, ptr noundef writeonly %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef i32 asm "mov.u32 $0, %envreg2;", "=r"() #6, !srcloc !13
  %7 = tail call noundef i32 asm "mov.u32 $0, %envreg1;", "=r"() #6, !srcloc !14
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %13 = mul nuw i32 %10, %12
  %14 = zext i32 %13 to i64
  %15 = zext nneg i32 %11 to i64
  %16 = zext nneg i32 %9 to i64
  %17 = add nuw nsw i64 %14, %16
  %18 = mul nuw nsw i64 %17, %15
  %19 = zext nneg i32 %8 to i64
  %20 = add nuw nsw i64 %18, %19
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %23 = mul nuw nsw i32 %21, %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %25 = mul nuw nsw i32 %23, %24
  %26 = zext nneg i32 %25 to i64
  %27 = mul i64 %20, %26
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %31 = mul nuw nsw i32 %30, %22
  %32 = add nuw nsw i32 %31, %29
  %33 = mul nuw nsw i32 %32, %21
  %34 = add nuw nsw i32 %33, %28
  %35 = zext nneg i32 %34 to i64
  %36 = add i64 %27, %35
  %37 = trunc i64 %36 to i32
  %38 = icmp sgt i32 %3, %37
  br i1 %38, label %39, label %45

39:                                               ; preds = %5
  %40 = mul nuw nsw i64 %15, %26
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %42 = mul nuw i32 %12, %41
  %43 = zext i32 %42 to i64
  %44 = mul i64 %40, %43
  br label %46

45:                                               ; preds = %89, %5
  ret void

46:                                               ; preds = %39, %89
  %47 = phi i32 [ %37, %39 ], [ %91, %89 ]
  %48 = phi i64 [ %36, %39 ], [ %90, %89 ]
  %49 = shl i64 %48, 32
  %50 = ashr exact i64 %49, 32
  %51 = getelementptr inbounds i32, ptr %0, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = icmp slt i32 %52, %4
  br i1 %53, label %54, label %89

54:                                               ; preds = %46
  %55 = tail call noundef i32 @llvm.nvvm.activemask()
  %56 = tail call noundef i32 @__nv_popc(i32 noundef %55) #5
  %57 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 %55, i32 %52)
  %58 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !10
  %59 = tail call noundef i32 @__nv_popc(i32 noundef %57) #5
  %60 = tail call noundef i32 @__nv_ffs(i32 noundef %57) #5
  %61 = add nsw i32 %60, -1
  %62 = icmp eq i32 %61, %58
  %63 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %55, i1 %62)
  %64 = shl nsw i32 -1, %61
  %65 = xor i32 %64, -1
  %66 = and i32 %63, %65
  %67 = tail call noundef i32 @__nv_popc(i32 noundef %66) #5
  %68 = tail call noundef i32 @__nv_popc(i32 noundef %63) #5
  %69 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #6, !srcloc !9
  %70 = and i32 %69, %57
  %71 = tail call noundef i32 @__nv_popc(i32 noundef %70) #5
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %73, label %78

73:                                               ; preds = %54
  %74 = sext i32 %52 to i64
  %75 = getelementptr inbounds i32, ptr %2, i64 %74
  %76 = and i32 %59, 16777215
  %77 = atomicrmw add ptr %75, i32 %76 seq_cst, align 4
  br label %78

78:                                               ; preds = %54, %73
  %79 = phi i32 [ %77, %73 ], [ 0, %54 ]
  %80 = tail call noundef i32 @__nv_ffs(i32 noundef %57) #5
  %81 = add nsw i32 %80, -1
  %82 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %57, i32 %79, i32 %81, i32 31)
  %83 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #6, !srcloc !9
  %84 = and i32 %83, %57
  %85 = tail call noundef i32 @__nv_popc(i32 noundef %84) #5
  %86 = add nsw i32 %85, %82
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i32, ptr %1, i64 %87
  store i32 %47, ptr %88, align 4, !tbaa !5
  br label %89

89:                                               ; preds = %78, %46
  %90 = add i64 %50, %44
  %91 = trunc i64 %90 to i32
  %92 = icmp sgt i32 %3, %91
  br i1 %92, label %46, label %45, !llvm.loop !15
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #2

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_popc(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_ffs(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind memory(none) }

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
!9 = !{i64 17343390}
!10 = !{i64 17343009}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{i64 2164805003}
!14 = !{i64 2164804678}
!15 = distinct !{!15, !12}
!nvvm.annotations = !{!900, !901}
!900 = !{ptr @sample_warp_agg_filter, !"kernel", i32 1}
!901 = !{ptr @sample_warp_agg_buckets, !"kernel", i32 1}

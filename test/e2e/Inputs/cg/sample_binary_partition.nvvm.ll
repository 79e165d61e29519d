; NVVM IR of test/e2e/kernels/sample_binary_partition.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_binary_partition(ptr noundef readonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #5, !srcloc !9
  %6 = tail call noundef i32 asm "mov.u32 $0, %envreg2;", "=r"() #5, !srcloc !10
  %7 = tail call noundef i32 asm "mov.u32 $0, %envreg1;", "=r"() #5, !srcloc !11
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %14 = mul nuw nsw i32 %10, %12
  %15 = add nuw nsw i32 %14, %9
  %16 = mul nuw nsw i32 %15, %11
  %17 = add nuw nsw i32 %16, %8
  %18 = mul nuw nsw i32 %11, %12
  %19 = mul nuw nsw i32 %18, %13
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %25 = mul nuw i32 %22, %24
  %26 = zext i32 %25 to i64
  %27 = zext nneg i32 %23 to i64
  %28 = zext nneg i32 %21 to i64
  %29 = add nuw nsw i64 %26, %28
  %30 = mul nuw nsw i64 %29, %27
  %31 = zext nneg i32 %20 to i64
  %32 = add nuw nsw i64 %30, %31
  %33 = zext nneg i32 %19 to i64
  %34 = mul i64 %32, %33
  %35 = zext nneg i32 %17 to i64
  %36 = add i64 %34, %35
  %37 = trunc i64 %36 to i32
  %38 = icmp ugt i32 %3, %37
  br i1 %38, label %39, label %46

39:                                               ; preds = %4
  %40 = mul nuw nsw i64 %27, %33
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %42 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %43 = mul nuw i32 %24, %41
  %44 = zext i32 %43 to i64
  %45 = mul i64 %40, %44
  br label %47

46:                                               ; preds = %81, %4
  ret void

47:                                               ; preds = %39, %81
  %48 = phi i64 [ %36, %39 ], [ %82, %81 ]
  %49 = and i64 %48, 4294967295
  %50 = getelementptr inbounds nuw i32, ptr %0, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = and i32 %51, 1023
  %53 = and i32 %51, 1
  %54 = icmp ne i32 %53, 0
  %55 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %54)
  %56 = add i32 %55, 1
  %57 = icmp ult i32 %56, 2
  br i1 %57, label %58, label %60

58:                                               ; preds = %47
  %59 = tail call noundef i32 @__nv_popc(i32 noundef -1) #6
  br label %65

60:                                               ; preds = %47
  %61 = xor i1 %54, true
  %62 = sext i1 %61 to i32
  %63 = xor i32 %55, %62
  %64 = tail call noundef i32 @__nv_popc(i32 noundef %63) #6
  br label %65

65:                                               ; preds = %58, %60
  %66 = phi i32 [ %59, %58 ], [ %64, %60 ]
  %67 = phi i32 [ -1, %58 ], [ %63, %60 ]
  %68 = and i32 %66, 16777215
  %69 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %52, i32 %67)
  %70 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #5, !srcloc !12
  %71 = and i32 %70, %67
  %72 = tail call noundef i32 @__nv_popc(i32 noundef %71) #6
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %81

74:                                               ; preds = %65
  %75 = icmp eq i32 %53, 0
  br i1 %75, label %78, label %76

76:                                               ; preds = %74
  %77 = atomicrmw add ptr %1, i32 %68 seq_cst, align 4
  br label %78

78:                                               ; preds = %74, %76
  %79 = phi ptr [ %2, %76 ], [ %42, %74 ]
  %80 = atomicrmw add ptr %79, i32 %69 seq_cst, align 4
  br label %81

81:                                               ; preds = %78, %65
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %82 = add i64 %49, %45
  %83 = trunc i64 %82 to i32
  %84 = icmp ugt i32 %3, %83
  br i1 %84, label %47, label %46, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_popc(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nounwind memory(none) }
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
!9 = !{i64 2164952709, i64 2164952713, i64 2164952750, i64 2164952790, i64 2164952851, i64 2164952887, i64 2164952937}
!10 = !{i64 2164804024}
!11 = !{i64 2164803699}
!12 = !{i64 17342411}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!nvvm.annotations = !{!900}
!900 = !{ptr @sample_binary_partition, !"kernel", i32 1}

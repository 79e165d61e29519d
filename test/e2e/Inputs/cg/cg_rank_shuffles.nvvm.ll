; NVVM IR of test/e2e/kernels/cg_rank_shuffles.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @cg_rank_shuffles(ptr noundef readonly %0, ptr noundef writeonly %1, ptr noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #3, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %11 = mul nuw nsw i32 %7, %9
  %12 = add nuw nsw i32 %11, %6
  %13 = mul nuw nsw i32 %12, %8
  %14 = add nuw nsw i32 %13, %5
  %15 = mul nuw nsw i32 %8, %9
  %16 = mul nuw nsw i32 %15, %10
  %17 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #3, !srcloc !10
  %18 = and i32 %17, -16
  %19 = shl i32 65535, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = mul i32 %16, %20
  %22 = add i32 %14, %21
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds nuw i32, ptr %0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = shl i32 %22, 3
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr %1, i64 %27
  %29 = and i32 %14, 31
  %30 = add nuw nsw i32 %14, 1
  %31 = and i32 %30, 31
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 %31, i32 31)
  store i32 %32, ptr %28, align 4, !tbaa !5
  %33 = xor i32 %29, 5
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 %33, i32 31)
  %35 = getelementptr inbounds nuw i8, ptr %28, i64 4
  store i32 %34, ptr %35, align 4, !tbaa !5
  %36 = and i32 %14, 15
  %37 = add nuw nsw i32 %14, 3
  %38 = and i32 %37, 15
  %39 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %19, i32 %25, i32 %38, i32 4127)
  %40 = getelementptr inbounds nuw i8, ptr %28, i64 8
  store i32 %39, ptr %40, align 4, !tbaa !5
  %41 = and i32 %14, 28
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 %41, i32 31)
  %43 = getelementptr inbounds nuw i8, ptr %28, i64 12
  store i32 %42, ptr %43, align 4, !tbaa !5
  %44 = xor i32 %29, 31
  %45 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 %44, i32 31)
  %46 = getelementptr inbounds nuw i8, ptr %28, i64 16
  store i32 %45, ptr %46, align 4, !tbaa !5
  %47 = add nuw nsw i32 %5, 1
  %48 = and i32 %47, 31
  %49 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 %48, i32 31)
  %50 = getelementptr inbounds nuw i8, ptr %28, i64 20
  store i32 %49, ptr %50, align 4, !tbaa !5
  %51 = getelementptr inbounds nuw i8, ptr %28, i64 24
  store i32 %29, ptr %51, align 4, !tbaa !5
  %52 = getelementptr inbounds nuw i8, ptr %28, i64 28
  store i32 %36, ptr %52, align 4, !tbaa !5
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %25, i32 1, i32 31)
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %25, i32 2, i32 31)
  %55 = icmp eq i32 %29, 0
  br i1 %55, label %56, label %61

56:                                               ; preds = %3
  %57 = lshr i32 %22, 5
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw i32, ptr %2, i64 %58
  %60 = add nsw i32 %54, %53
  store i32 %60, ptr %59, align 4, !tbaa !5
  br label %61

61:                                               ; preds = %56, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nounwind memory(none) }

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
!9 = !{i64 2164952805, i64 2164952809, i64 2164952846, i64 2164952886, i64 2164952947, i64 2164952983, i64 2164953033}
!10 = !{i64 17342126}
!nvvm.annotations = !{!900}
!900 = !{ptr @cg_rank_shuffles, !"kernel", i32 1}

; NVVM IR of test/e2e/kernels/cg_tile_ranks.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_Z14cgDynamicRanksRKN18cooperative_groups4__v112thread_blockEjPj(ptr noundef nonnull readnone align 8 dereferenceable(24) %0, i32 noundef %1, ptr noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %1)
  %5 = icmp ult i32 %4, 2
  %6 = add i32 %1, -1
  %7 = icmp ult i32 %6, 32
  %8 = select i1 %7, i1 %5, i1 false
  br i1 %8, label %10, label %9

9:                                                ; preds = %3
  tail call void @llvm.trap()
  unreachable

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %17 = mul nuw nsw i32 %13, %15
  %18 = add nuw nsw i32 %17, %12
  %19 = mul nuw nsw i32 %18, %14
  %20 = add nuw nsw i32 %19, %11
  %21 = sub nsw i32 0, %1
  %22 = and i32 %20, %21
  %23 = mul nuw nsw i32 %14, %15
  %24 = mul nuw nsw i32 %23, %16
  %25 = sub nsw i32 %24, %22
  %26 = tail call noundef i32 @__nv_umin(i32 noundef %25, i32 noundef %1) #7
  %27 = sub i32 32, %26
  %28 = lshr i32 -1, %27
  %29 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !9
  %30 = and i32 %29, %21
  %31 = shl i32 %28, %30
  %32 = tail call noundef i32 @__nv_popc(i32 noundef %31) #7
  %33 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %34 = and i32 %31, %33
  %35 = tail call noundef i32 @__nv_popc(i32 noundef %34) #7
  store i32 %35, ptr %2, align 4, !tbaa !5
  %36 = and i32 %32, 16777215
  %37 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 %36, ptr %37, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @cg_tile_ranks(ptr noundef writeonly %0, ptr noundef writeonly %1, ptr noundef writeonly %2) local_unnamed_addr #1 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !11
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %14 = mul nuw nsw i32 %12, %13
  %15 = mul i32 %9, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %19 = mul nuw nsw i32 %18, %11
  %20 = add nuw nsw i32 %19, %17
  %21 = mul nuw nsw i32 %20, %10
  %22 = add nuw nsw i32 %21, %16
  %23 = add i32 %22, %15
  %24 = mul i32 %23, 24
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds nuw i32, ptr %0, i64 %25
  %27 = add nuw nsw i32 %14, 31
  %28 = lshr i32 %27, 5
  %29 = and i32 %28, 65535
  %30 = and i32 %22, 31
  store i32 %30, ptr %26, align 4, !tbaa !5
  %31 = getelementptr inbounds nuw i8, ptr %26, i64 4
  store i32 32, ptr %31, align 4, !tbaa !5
  %32 = lshr i32 %22, 5
  %33 = and i32 %32, 65535
  %34 = getelementptr inbounds nuw i8, ptr %26, i64 8
  store i32 %33, ptr %34, align 4, !tbaa !5
  %35 = getelementptr inbounds nuw i8, ptr %26, i64 12
  store i32 %29, ptr %35, align 4, !tbaa !5
  %36 = getelementptr inbounds nuw i8, ptr %26, i64 16
  %37 = add nuw nsw i32 %14, 15
  %38 = lshr i32 %37, 4
  %39 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !9
  %40 = and i32 %38, 65535
  %41 = and i32 %22, 15
  store i32 %41, ptr %36, align 4, !tbaa !5
  %42 = getelementptr inbounds nuw i8, ptr %26, i64 20
  store i32 16, ptr %42, align 4, !tbaa !5
  %43 = lshr i32 %22, 4
  %44 = and i32 %43, 65535
  %45 = getelementptr inbounds nuw i8, ptr %26, i64 24
  store i32 %44, ptr %45, align 4, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr %26, i64 28
  store i32 %40, ptr %46, align 4, !tbaa !5
  %47 = getelementptr inbounds nuw i8, ptr %26, i64 32
  %48 = add nuw nsw i32 %14, 7
  %49 = lshr i32 %48, 3
  %50 = and i32 %49, 65535
  %51 = and i32 %22, 7
  store i32 %51, ptr %47, align 4, !tbaa !5
  %52 = getelementptr inbounds nuw i8, ptr %26, i64 36
  store i32 8, ptr %52, align 4, !tbaa !5
  %53 = lshr i32 %22, 3
  %54 = and i32 %53, 65535
  %55 = getelementptr inbounds nuw i8, ptr %26, i64 40
  store i32 %54, ptr %55, align 4, !tbaa !5
  %56 = getelementptr inbounds nuw i8, ptr %26, i64 44
  store i32 %50, ptr %56, align 4, !tbaa !5
  %57 = getelementptr inbounds nuw i8, ptr %26, i64 48
  %58 = add nuw nsw i32 %14, 3
  %59 = lshr i32 %58, 2
  %60 = and i32 %59, 65535
  %61 = and i32 %22, 3
  store i32 %61, ptr %57, align 4, !tbaa !5
  %62 = getelementptr inbounds nuw i8, ptr %26, i64 52
  store i32 4, ptr %62, align 4, !tbaa !5
  %63 = lshr i32 %22, 2
  %64 = and i32 %63, 65535
  %65 = getelementptr inbounds nuw i8, ptr %26, i64 56
  store i32 %64, ptr %65, align 4, !tbaa !5
  %66 = getelementptr inbounds nuw i8, ptr %26, i64 60
  store i32 %60, ptr %66, align 4, !tbaa !5
  %67 = getelementptr inbounds nuw i8, ptr %26, i64 64
  %68 = add nuw nsw i32 %14, 1
  %69 = lshr i32 %68, 1
  %70 = and i32 %69, 65535
  %71 = and i32 %22, 1
  store i32 %71, ptr %67, align 4, !tbaa !5
  %72 = getelementptr inbounds nuw i8, ptr %26, i64 68
  store i32 2, ptr %72, align 4, !tbaa !5
  %73 = lshr i32 %22, 1
  %74 = and i32 %73, 65535
  %75 = getelementptr inbounds nuw i8, ptr %26, i64 72
  store i32 %74, ptr %75, align 4, !tbaa !5
  %76 = getelementptr inbounds nuw i8, ptr %26, i64 76
  store i32 %70, ptr %76, align 4, !tbaa !5
  %77 = getelementptr inbounds nuw i8, ptr %26, i64 80
  store i32 0, ptr %77, align 4, !tbaa !5
  %78 = getelementptr inbounds nuw i8, ptr %26, i64 84
  store i32 1, ptr %78, align 4, !tbaa !5
  %79 = and i32 %22, 65535
  %80 = getelementptr inbounds nuw i8, ptr %26, i64 88
  store i32 %79, ptr %80, align 4, !tbaa !5
  %81 = and i32 %14, 65535
  %82 = getelementptr inbounds nuw i8, ptr %26, i64 92
  store i32 %81, ptr %82, align 4, !tbaa !5
  %83 = mul i32 %23, 12
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds nuw i32, ptr %1, i64 %84
  br label %108

86:                                               ; preds = %108
  %87 = shl i32 %23, 4
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds nuw i32, ptr %2, i64 %88
  %90 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  store i32 %22, ptr %89, align 4, !tbaa !5
  %91 = getelementptr inbounds nuw i8, ptr %89, i64 4
  store i32 %14, ptr %91, align 4, !tbaa !5
  %92 = getelementptr inbounds nuw i8, ptr %89, i64 8
  store i32 %14, ptr %92, align 4, !tbaa !5
  %93 = getelementptr inbounds nuw i8, ptr %89, i64 12
  store i32 %8, ptr %93, align 4, !tbaa !5
  %94 = getelementptr inbounds nuw i8, ptr %89, i64 16
  store i32 %5, ptr %94, align 4, !tbaa !5
  %95 = getelementptr inbounds nuw i8, ptr %89, i64 20
  store i32 %90, ptr %95, align 4, !tbaa !5
  %96 = getelementptr inbounds nuw i8, ptr %89, i64 24
  store i32 %16, ptr %96, align 4, !tbaa !5
  %97 = getelementptr inbounds nuw i8, ptr %89, i64 28
  store i32 %17, ptr %97, align 4, !tbaa !5
  %98 = getelementptr inbounds nuw i8, ptr %89, i64 32
  store i32 %18, ptr %98, align 4, !tbaa !5
  %99 = getelementptr inbounds nuw i8, ptr %89, i64 36
  store i32 %10, ptr %99, align 4, !tbaa !5
  %100 = getelementptr inbounds nuw i8, ptr %89, i64 40
  store i32 %11, ptr %100, align 4, !tbaa !5
  %101 = getelementptr inbounds nuw i8, ptr %89, i64 44
  store i32 %13, ptr %101, align 4, !tbaa !5
  %102 = getelementptr inbounds nuw i8, ptr %89, i64 48
  store i32 %10, ptr %102, align 4, !tbaa !5
  %103 = getelementptr inbounds nuw i8, ptr %89, i64 52
  store i32 %11, ptr %103, align 4, !tbaa !5
  %104 = getelementptr inbounds nuw i8, ptr %89, i64 56
  store i32 %13, ptr %104, align 4, !tbaa !5
  %105 = mul i32 %14, 1000
  %106 = add i32 %22, %105
  %107 = getelementptr inbounds nuw i8, ptr %89, i64 60
  store i32 %106, ptr %107, align 4, !tbaa !5
  ret void

108:                                              ; preds = %3, %108
  %109 = phi i32 [ 0, %3 ], [ %129, %108 ]
  %110 = phi i32 [ 32, %3 ], [ %130, %108 ]
  %111 = shl nuw i32 %109, 1
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds nuw i32, ptr %85, i64 %112
  %114 = sub nsw i32 0, %110
  %115 = and i32 %22, %114
  %116 = sub nsw i32 %14, %115
  %117 = tail call noundef i32 @__nv_umin(i32 noundef %116, i32 noundef %110) #7
  %118 = sub i32 32, %117
  %119 = lshr i32 -1, %118
  %120 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !9
  %121 = and i32 %120, %114
  %122 = shl i32 %119, %121
  %123 = tail call noundef i32 @__nv_popc(i32 noundef %122) #7
  %124 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %125 = and i32 %122, %124
  %126 = tail call noundef i32 @__nv_popc(i32 noundef %125) #7
  store i32 %126, ptr %113, align 4, !tbaa !5
  %127 = and i32 %123, 16777215
  %128 = getelementptr inbounds nuw i8, ptr %113, i64 4
  store i32 %127, ptr %128, align 4, !tbaa !5
  %129 = add nuw nsw i32 %109, 1
  %130 = lshr i32 %110, 1
  %131 = icmp eq i32 %129, 6
  br i1 %131, label %86, label %108, !llvm.loop !12
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #2

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_umin(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_popc(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind }
attributes #8 = { convergent nounwind memory(none) }

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
!9 = !{i64 17342873}
!10 = !{i64 17343254}
!11 = !{i64 2164953552, i64 2164953556, i64 2164953593, i64 2164953633, i64 2164953694, i64 2164953730, i64 2164953780}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!nvvm.annotations = !{!900}
!900 = !{ptr @cg_tile_ranks, !"kernel", i32 1}

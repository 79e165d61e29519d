; NVVM IR of test/e2e/kernels/cg_tile_votes.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @cg_tile_votes(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #4, !srcloc !9
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %9 = mul nuw nsw i32 %7, %8
  %10 = mul i32 %9, %4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %14 = mul nuw nsw i32 %13, %6
  %15 = add nuw nsw i32 %14, %12
  %16 = mul nuw nsw i32 %15, %5
  %17 = add nuw nsw i32 %16, %11
  %18 = add i32 %17, %10
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = mul i32 %18, 24
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds nuw i32, ptr %1, i64 %23
  %25 = urem i32 %21, 23
  %26 = icmp eq i32 %25, 0
  %27 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %26)
  %28 = icmp ne i32 %27, 0
  %29 = zext i1 %28 to i32
  store i32 %29, ptr %24, align 4, !tbaa !5
  %30 = and i32 %21, 15
  %31 = icmp ne i32 %30, 0
  %32 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %31)
  %33 = icmp eq i32 %32, -1
  %34 = zext i1 %33 to i32
  %35 = getelementptr inbounds nuw i8, ptr %24, i64 4
  store i32 %34, ptr %35, align 4, !tbaa !5
  %36 = and i32 %21, 1
  %37 = icmp ne i32 %36, 0
  %38 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %37)
  %39 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #4, !srcloc !10
  %40 = getelementptr inbounds nuw i8, ptr %24, i64 8
  store i32 %38, ptr %40, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %41 = urem i32 %21, 3
  %42 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %41)
  %43 = getelementptr inbounds nuw i8, ptr %24, i64 12
  store i32 %42, ptr %43, align 4, !tbaa !5
  %44 = and i32 %17, 32
  %45 = icmp eq i32 %44, 0
  %46 = select i1 %45, i32 7, i32 %36
  %47 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %46)
  %48 = extractvalue { i32, i1 } %47, 1
  %49 = zext i1 %48 to i32
  %50 = extractvalue { i32, i1 } %47, 0
  %51 = getelementptr inbounds nuw i8, ptr %24, i64 16
  store i32 %50, ptr %51, align 4, !tbaa !5
  %52 = getelementptr inbounds nuw i8, ptr %24, i64 20
  store i32 %49, ptr %52, align 4, !tbaa !5
  %53 = getelementptr inbounds nuw i8, ptr %24, i64 24
  %54 = and i32 %39, -16
  %55 = shl i32 65535, %54
  %56 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %55, i1 %26)
  %57 = icmp ne i32 %56, 0
  %58 = zext i1 %57 to i32
  store i32 %58, ptr %53, align 4, !tbaa !5
  %59 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %55, i1 %31)
  %60 = icmp eq i32 %59, %55
  %61 = zext i1 %60 to i32
  %62 = getelementptr inbounds nuw i8, ptr %24, i64 28
  store i32 %61, ptr %62, align 4, !tbaa !5
  %63 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %55, i1 %37)
  %64 = lshr i32 %63, %54
  %65 = getelementptr inbounds nuw i8, ptr %24, i64 32
  store i32 %64, ptr %65, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 %55)
  %66 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 %55, i32 %41)
  %67 = lshr i32 %66, %54
  %68 = getelementptr inbounds nuw i8, ptr %24, i64 36
  store i32 %67, ptr %68, align 4, !tbaa !5
  %69 = and i32 %17, 16
  %70 = icmp eq i32 %69, 0
  %71 = select i1 %70, i32 7, i32 %36
  %72 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %55, i32 %71)
  %73 = extractvalue { i32, i1 } %72, 1
  %74 = zext i1 %73 to i32
  %75 = extractvalue { i32, i1 } %72, 0
  %76 = lshr i32 %75, %54
  %77 = getelementptr inbounds nuw i8, ptr %24, i64 40
  store i32 %76, ptr %77, align 4, !tbaa !5
  %78 = getelementptr inbounds nuw i8, ptr %24, i64 44
  store i32 %74, ptr %78, align 4, !tbaa !5
  %79 = getelementptr inbounds nuw i8, ptr %24, i64 48
  %80 = and i32 %39, -8
  %81 = shl i32 255, %80
  %82 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %81, i1 %26)
  %83 = icmp ne i32 %82, 0
  %84 = zext i1 %83 to i32
  store i32 %84, ptr %79, align 4, !tbaa !5
  %85 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %81, i1 %31)
  %86 = icmp eq i32 %85, %81
  %87 = zext i1 %86 to i32
  %88 = getelementptr inbounds nuw i8, ptr %24, i64 52
  store i32 %87, ptr %88, align 4, !tbaa !5
  %89 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %81, i1 %37)
  %90 = lshr i32 %89, %80
  %91 = getelementptr inbounds nuw i8, ptr %24, i64 56
  store i32 %90, ptr %91, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 %81)
  %92 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 %81, i32 %41)
  %93 = lshr i32 %92, %80
  %94 = getelementptr inbounds nuw i8, ptr %24, i64 60
  store i32 %93, ptr %94, align 4, !tbaa !5
  %95 = and i32 %17, 8
  %96 = icmp eq i32 %95, 0
  %97 = select i1 %96, i32 7, i32 %36
  %98 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %81, i32 %97)
  %99 = extractvalue { i32, i1 } %98, 1
  %100 = zext i1 %99 to i32
  %101 = extractvalue { i32, i1 } %98, 0
  %102 = lshr i32 %101, %80
  %103 = getelementptr inbounds nuw i8, ptr %24, i64 64
  store i32 %102, ptr %103, align 4, !tbaa !5
  %104 = getelementptr inbounds nuw i8, ptr %24, i64 68
  store i32 %100, ptr %104, align 4, !tbaa !5
  %105 = getelementptr inbounds nuw i8, ptr %24, i64 72
  %106 = and i32 %39, -4
  %107 = shl i32 15, %106
  %108 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %107, i1 %26)
  %109 = icmp ne i32 %108, 0
  %110 = zext i1 %109 to i32
  store i32 %110, ptr %105, align 4, !tbaa !5
  %111 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %107, i1 %31)
  %112 = icmp eq i32 %111, %107
  %113 = zext i1 %112 to i32
  %114 = getelementptr inbounds nuw i8, ptr %24, i64 76
  store i32 %113, ptr %114, align 4, !tbaa !5
  %115 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %107, i1 %37)
  %116 = lshr i32 %115, %106
  %117 = getelementptr inbounds nuw i8, ptr %24, i64 80
  store i32 %116, ptr %117, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 %107)
  %118 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 %107, i32 %41)
  %119 = lshr i32 %118, %106
  %120 = getelementptr inbounds nuw i8, ptr %24, i64 84
  store i32 %119, ptr %120, align 4, !tbaa !5
  %121 = and i32 %17, 4
  %122 = icmp eq i32 %121, 0
  %123 = select i1 %122, i32 7, i32 %36
  %124 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %107, i32 %123)
  %125 = extractvalue { i32, i1 } %124, 1
  %126 = zext i1 %125 to i32
  %127 = extractvalue { i32, i1 } %124, 0
  %128 = lshr i32 %127, %106
  %129 = getelementptr inbounds nuw i8, ptr %24, i64 88
  store i32 %128, ptr %129, align 4, !tbaa !5
  %130 = getelementptr inbounds nuw i8, ptr %24, i64 92
  store i32 %126, ptr %130, align 4, !tbaa !5
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
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
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
!9 = !{i64 2164952621, i64 2164952625, i64 2164952662, i64 2164952702, i64 2164952763, i64 2164952799, i64 2164952849}
!10 = !{i64 17341942}
!nvvm.annotations = !{!900}
!900 = !{ptr @cg_tile_votes, !"kernel", i32 1}

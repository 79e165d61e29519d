; NVVM IR of test/e2e/kernels/cg_grid.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: write)
define dso_local void @cg_grid(ptr noundef writeonly %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 asm "mov.u32 $0, %envreg2;", "=r"() #2, !srcloc !9
  %3 = tail call noundef i32 asm "mov.u32 $0, %envreg1;", "=r"() #2, !srcloc !10
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %10 = zext nneg i32 %6 to i64
  %11 = zext nneg i32 %8 to i64
  %12 = mul nuw nsw i64 %10, %11
  %13 = zext nneg i32 %7 to i64
  %14 = zext nneg i32 %5 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = mul nuw nsw i64 %15, %13
  %17 = zext nneg i32 %4 to i64
  %18 = add nuw nsw i64 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %21 = mul nuw nsw i32 %19, %20
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %23 = mul nuw nsw i32 %21, %22
  %24 = zext nneg i32 %23 to i64
  %25 = mul i64 %18, %24
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %29 = mul nuw nsw i32 %28, %20
  %30 = add nuw nsw i32 %29, %27
  %31 = mul nuw nsw i32 %30, %19
  %32 = add nuw nsw i32 %31, %26
  %33 = zext nneg i32 %32 to i64
  %34 = add i64 %25, %33
  %35 = mul i64 %34, 160
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 %35
  %37 = mul i32 %4, %19
  %38 = add i32 %37, %26
  %39 = mul nuw nsw i32 %5, %20
  %40 = add nuw nsw i32 %39, %27
  %41 = mul nuw nsw i32 %6, %22
  %42 = add nuw nsw i32 %41, %28
  %43 = mul i32 %7, %19
  %44 = mul nuw nsw i32 %8, %20
  %45 = mul nuw nsw i32 %9, %22
  store i64 %34, ptr %36, align 8, !tbaa !11
  %46 = mul nuw i32 %8, %9
  %47 = zext i32 %46 to i64
  %48 = mul nuw nsw i64 %47, %13
  %49 = mul i64 %48, %24
  %50 = getelementptr inbounds nuw i8, ptr %36, i64 8
  store i64 %49, ptr %50, align 8, !tbaa !11
  %51 = getelementptr inbounds nuw i8, ptr %36, i64 16
  store i64 %49, ptr %51, align 8, !tbaa !11
  %52 = getelementptr inbounds nuw i8, ptr %36, i64 24
  store i64 %18, ptr %52, align 8, !tbaa !11
  %53 = getelementptr inbounds nuw i8, ptr %36, i64 32
  store i64 %48, ptr %53, align 8, !tbaa !11
  %54 = or i32 %3, %2
  %55 = icmp ne i32 %54, 0
  %56 = zext i1 %55 to i64
  %57 = getelementptr inbounds nuw i8, ptr %36, i64 40
  store i64 %56, ptr %57, align 8, !tbaa !11
  %58 = getelementptr inbounds nuw i8, ptr %36, i64 48
  store i64 %13, ptr %58, align 8, !tbaa !11
  %59 = getelementptr inbounds nuw i8, ptr %36, i64 56
  store i64 %11, ptr %59, align 8, !tbaa !11
  %60 = zext nneg i32 %9 to i64
  %61 = getelementptr inbounds nuw i8, ptr %36, i64 64
  store i64 %60, ptr %61, align 8, !tbaa !11
  %62 = getelementptr inbounds nuw i8, ptr %36, i64 72
  store i64 %17, ptr %62, align 8, !tbaa !11
  %63 = getelementptr inbounds nuw i8, ptr %36, i64 80
  store i64 %14, ptr %63, align 8, !tbaa !11
  %64 = getelementptr inbounds nuw i8, ptr %36, i64 88
  store i64 %10, ptr %64, align 8, !tbaa !11
  %65 = zext i32 %38 to i64
  %66 = getelementptr inbounds nuw i8, ptr %36, i64 96
  store i64 %65, ptr %66, align 8, !tbaa !11
  %67 = zext nneg i32 %40 to i64
  %68 = getelementptr inbounds nuw i8, ptr %36, i64 104
  store i64 %67, ptr %68, align 8, !tbaa !11
  %69 = zext nneg i32 %42 to i64
  %70 = getelementptr inbounds nuw i8, ptr %36, i64 112
  store i64 %69, ptr %70, align 8, !tbaa !11
  %71 = zext i32 %43 to i64
  %72 = getelementptr inbounds nuw i8, ptr %36, i64 120
  store i64 %71, ptr %72, align 8, !tbaa !11
  %73 = zext nneg i32 %44 to i64
  %74 = getelementptr inbounds nuw i8, ptr %36, i64 128
  store i64 %73, ptr %74, align 8, !tbaa !11
  %75 = zext nneg i32 %45 to i64
  %76 = getelementptr inbounds nuw i8, ptr %36, i64 136
  store i64 %75, ptr %76, align 8, !tbaa !11
  %77 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #2, !srcloc !13
  %78 = getelementptr inbounds nuw i8, ptr %36, i64 144
  store i64 %33, ptr %78, align 8, !tbaa !11
  %79 = getelementptr inbounds nuw i8, ptr %36, i64 152
  store i64 1, ptr %79, align 8, !tbaa !11
  ret void
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

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind memory(none) }

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
!9 = !{i64 2164803939}
!10 = !{i64 2164803614}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = !{i64 2164952624, i64 2164952628, i64 2164952665, i64 2164952705, i64 2164952766, i64 2164952802, i64 2164952852}
!nvvm.annotations = !{!900}
!900 = !{ptr @cg_grid, !"kernel", i32 1}

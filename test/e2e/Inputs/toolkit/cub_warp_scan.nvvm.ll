; NVVM IR of test/e2e/kernels/cub_warp_scan.cu, made by make-nvvm-ir.py from
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2 with the
; CUDA 13 headers.  Do not edit; regenerate.
; ModuleID = '/work/wt/ptx/test/e2e/Inputs/toolkit/../../kernels/cub_warp_scan.cu'
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @cub_warp_scan(ptr noundef readonly %0, ptr noundef writeonly %1, ptr noundef writeonly %2, ptr noundef writeonly %3, ptr noundef writeonly %4, ptr noundef writeonly %5, ptr noundef writeonly %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !4
  %16 = srem i32 %15, 1000
  %17 = add nsw i32 %16, -500
  %18 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #4, !srcloc !8
  %19 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %17, i32 1, i32 0, i32 %17, i32 -1) #5, !srcloc !9
  %20 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %19, i32 2, i32 0, i32 %19, i32 -1) #5, !srcloc !9
  %21 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %20, i32 4, i32 0, i32 %20, i32 -1) #5, !srcloc !9
  %22 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %21, i32 8, i32 0, i32 %21, i32 -1) #5, !srcloc !9
  %23 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %22, i32 16, i32 0, i32 %22, i32 -1) #5, !srcloc !9
  %24 = getelementptr inbounds nuw i32, ptr %1, i64 %13
  store i32 %23, ptr %24, align 4, !tbaa !4
  %25 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #4, !srcloc !8
  %26 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %17, i32 1, i32 0, i32 %17, i32 -1) #5, !srcloc !9
  %27 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %26, i32 2, i32 0, i32 %26, i32 -1) #5, !srcloc !9
  %28 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %27, i32 4, i32 0, i32 %27, i32 -1) #5, !srcloc !9
  %29 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %28, i32 8, i32 0, i32 %28, i32 -1) #5, !srcloc !9
  %30 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %29, i32 16, i32 0, i32 %29, i32 -1) #5, !srcloc !9
  %31 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %30, i32 31, i32 31)
  %32 = sub nsw i32 %30, %17
  %33 = getelementptr inbounds nuw i32, ptr %2, i64 %13
  store i32 %32, ptr %33, align 4, !tbaa !4
  %34 = getelementptr inbounds nuw i32, ptr %3, i64 %13
  store i32 %31, ptr %34, align 4, !tbaa !4
  %35 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #4, !srcloc !8
  %36 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %17, i32 1, i32 0, i32 -1) #5, !srcloc !10
  %37 = tail call noundef i32 @llvm.smax.i32(i32 %36, i32 %17)
  %38 = icmp slt i32 %35, 1
  %39 = select i1 %38, i32 %17, i32 %37
  %40 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %39, i32 2, i32 0, i32 -1) #5, !srcloc !10
  %41 = tail call noundef i32 @llvm.smax.i32(i32 %40, i32 %39)
  %42 = icmp slt i32 %35, 2
  %43 = select i1 %42, i32 %39, i32 %41
  %44 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %43, i32 4, i32 0, i32 -1) #5, !srcloc !10
  %45 = tail call noundef i32 @llvm.smax.i32(i32 %44, i32 %43)
  %46 = icmp slt i32 %35, 4
  %47 = select i1 %46, i32 %43, i32 %45
  %48 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %47, i32 8, i32 0, i32 -1) #5, !srcloc !10
  %49 = tail call noundef i32 @llvm.smax.i32(i32 %48, i32 %47)
  %50 = icmp slt i32 %35, 8
  %51 = select i1 %50, i32 %47, i32 %49
  %52 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %51, i32 16, i32 0, i32 -1) #5, !srcloc !10
  %53 = tail call noundef i32 @llvm.smax.i32(i32 %52, i32 %51)
  %54 = icmp slt i32 %35, 16
  %55 = select i1 %54, i32 %51, i32 %53
  %56 = getelementptr inbounds nuw i32, ptr %4, i64 %13
  store i32 %55, ptr %56, align 4, !tbaa !4
  %57 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #4, !srcloc !8
  %58 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %17, i32 1, i32 0, i32 -1) #5, !srcloc !10
  %59 = tail call noundef i32 @llvm.smax.i32(i32 %58, i32 %17)
  %60 = icmp slt i32 %57, 1
  %61 = select i1 %60, i32 %17, i32 %59
  %62 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %61, i32 2, i32 0, i32 -1) #5, !srcloc !10
  %63 = tail call noundef i32 @llvm.smax.i32(i32 %62, i32 %61)
  %64 = icmp slt i32 %57, 2
  %65 = select i1 %64, i32 %61, i32 %63
  %66 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %65, i32 4, i32 0, i32 -1) #5, !srcloc !10
  %67 = tail call noundef i32 @llvm.smax.i32(i32 %66, i32 %65)
  %68 = icmp slt i32 %57, 4
  %69 = select i1 %68, i32 %65, i32 %67
  %70 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %69, i32 8, i32 0, i32 -1) #5, !srcloc !10
  %71 = tail call noundef i32 @llvm.smax.i32(i32 %70, i32 %69)
  %72 = icmp slt i32 %57, 8
  %73 = select i1 %72, i32 %69, i32 %71
  %74 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %73, i32 16, i32 0, i32 -1) #5, !srcloc !10
  %75 = tail call noundef i32 @llvm.smax.i32(i32 %74, i32 %73)
  %76 = icmp slt i32 %57, 16
  %77 = select i1 %76, i32 %73, i32 %75
  %78 = srem i32 %15, 4096
  %79 = sitofp i32 %78 to float
  %80 = fmul contract float %79, 7.812500e-03
  %81 = fadd contract float %80, -1.600000e+01
  %82 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %77, i32 1, i32 0, i32 -1) #5, !srcloc !10
  %83 = icmp eq i32 %57, 0
  %84 = select i1 %83, i32 -2147483648, i32 %82
  %85 = getelementptr inbounds nuw i32, ptr %5, i64 %13
  store i32 %84, ptr %85, align 4, !tbaa !4
  %86 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #4, !srcloc !8
  %87 = and i32 %86, -16
  %88 = shl i32 65535, %87
  %89 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %81, i32 1, i32 4096, float %81, i32 %88) #5, !srcloc !11
  %90 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %89, i32 2, i32 4096, float %89, i32 %88) #5, !srcloc !11
  %91 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %90, i32 4, i32 4096, float %90, i32 %88) #5, !srcloc !11
  %92 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %91, i32 8, i32 4096, float %91, i32 %88) #5, !srcloc !11
  %93 = getelementptr inbounds nuw float, ptr %6, i64 %13
  store float %92, ptr %93, align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{i64 24082367}
!9 = !{i64 23595073}
!10 = !{i64 23615354}
!11 = !{i64 23597020}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
!nvvm.annotations = !{!900}
!900 = !{ptr @cub_warp_scan, !"kernel", i32 1}

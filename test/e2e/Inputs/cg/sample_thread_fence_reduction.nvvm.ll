; NVVM IR of test/e2e/kernels/sample_thread_fence_reduction.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN10sample_tfr15retirementCountE = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ29sample_thread_fence_reductionE4last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@s = external dso_local addrspace(3) global [0 x float], align 4
@_ZN10sample_tfr1sE = external dso_local addrspace(3) global [0 x float], align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @_ZN10sample_tfr15retirementCountE to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_thread_fence_reduction(ptr noundef readonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #4, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 8
  %8 = add i32 %7, %5
  %9 = icmp ult i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = shl i32 %11, 8
  br label %72

13:                                               ; preds = %86, %3
  %14 = phi float [ 0.000000e+00, %3 ], [ %87, %86 ]
  %15 = zext nneg i32 %5 to i64
  %16 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZN10sample_tfr1sE to ptr), i64 %15
  store volatile float %14, ptr %16, align 4, !tbaa !10
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %17 = and i32 %5, 31
  %18 = icmp ult i32 %17, 16
  br i1 %18, label %28, label %32

19:                                               ; preds = %60
  %20 = load volatile float, ptr addrspacecast (ptr addrspace(3) @_ZN10sample_tfr1sE to ptr), align 4, !tbaa !10
  %21 = fadd contract float %20, 0.000000e+00
  %22 = load volatile float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZN10sample_tfr1sE to ptr), i64 128), align 4, !tbaa !10
  %23 = fadd contract float %21, %22
  %24 = load volatile float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZN10sample_tfr1sE to ptr), i64 256), align 4, !tbaa !10
  %25 = fadd contract float %23, %24
  %26 = load volatile float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZN10sample_tfr1sE to ptr), i64 384), align 4, !tbaa !10
  %27 = fadd contract float %25, %26
  store volatile float %27, ptr addrspacecast (ptr addrspace(3) @_ZN10sample_tfr1sE to ptr), align 4, !tbaa !10
  br label %70

28:                                               ; preds = %13
  %29 = getelementptr inbounds nuw i8, ptr %16, i64 64
  %30 = load volatile float, ptr %29, align 4, !tbaa !10
  %31 = fadd contract float %14, %30
  store volatile float %31, ptr %16, align 4, !tbaa !10
  br label %32

32:                                               ; preds = %28, %13
  %33 = phi float [ %31, %28 ], [ %14, %13 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %34 = icmp ult i32 %17, 8
  br i1 %34, label %35, label %39

35:                                               ; preds = %32
  %36 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %37 = load volatile float, ptr %36, align 4, !tbaa !10
  %38 = fadd contract float %33, %37
  store volatile float %38, ptr %16, align 4, !tbaa !10
  br label %39

39:                                               ; preds = %35, %32
  %40 = phi float [ %38, %35 ], [ %33, %32 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %41 = icmp ult i32 %17, 4
  br i1 %41, label %42, label %46

42:                                               ; preds = %39
  %43 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %44 = load volatile float, ptr %43, align 4, !tbaa !10
  %45 = fadd contract float %40, %44
  store volatile float %45, ptr %16, align 4, !tbaa !10
  br label %46

46:                                               ; preds = %42, %39
  %47 = phi float [ %45, %42 ], [ %40, %39 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %48 = icmp ult i32 %17, 2
  br i1 %48, label %49, label %53

49:                                               ; preds = %46
  %50 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %51 = load volatile float, ptr %50, align 4, !tbaa !10
  %52 = fadd contract float %47, %51
  store volatile float %52, ptr %16, align 4, !tbaa !10
  br label %53

53:                                               ; preds = %49, %46
  %54 = phi float [ %52, %49 ], [ %47, %46 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %55 = icmp eq i32 %17, 0
  br i1 %55, label %56, label %60

56:                                               ; preds = %53
  %57 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %58 = load volatile float, ptr %57, align 4, !tbaa !10
  %59 = fadd contract float %54, %58
  store volatile float %59, ptr %16, align 4, !tbaa !10
  br label %60

60:                                               ; preds = %56, %53
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %61 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %62 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %63 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %64 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %65 = mul nuw nsw i32 %62, %64
  %66 = add nuw nsw i32 %65, %61
  %67 = mul nuw nsw i32 %66, %63
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %68 = or i32 %67, %5
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %19, label %70

70:                                               ; preds = %60, %19
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %71 = icmp eq i32 %5, 0
  br i1 %71, label %90, label %94

72:                                               ; preds = %86, %10
  %73 = phi i32 [ %8, %10 ], [ %88, %86 ]
  %74 = phi float [ 0.000000e+00, %10 ], [ %87, %86 ]
  %75 = zext i32 %73 to i64
  %76 = getelementptr inbounds nuw float, ptr %0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !10
  %78 = fadd contract float %74, %77
  %79 = add i32 %73, 128
  %80 = icmp ult i32 %79, %2
  br i1 %80, label %81, label %86

81:                                               ; preds = %72
  %82 = zext i32 %79 to i64
  %83 = getelementptr inbounds nuw float, ptr %0, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !10
  %85 = fadd contract float %78, %84
  br label %86

86:                                               ; preds = %81, %72
  %87 = phi float [ %85, %81 ], [ %78, %72 ]
  %88 = add i32 %73, %12
  %89 = icmp ult i32 %88, %2
  br i1 %89, label %72, label %13, !llvm.loop !12

90:                                               ; preds = %70
  %91 = zext nneg i32 %6 to i64
  %92 = getelementptr inbounds nuw float, ptr %1, i64 %91
  %93 = load float, ptr addrspacecast (ptr addrspace(3) @_ZN10sample_tfr1sE to ptr), align 4, !tbaa !10
  store float %93, ptr %92, align 4, !tbaa !10
  br label %94

94:                                               ; preds = %70, %90
  %95 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %96 = icmp eq i32 %95, 1
  br i1 %96, label %161, label %97

97:                                               ; preds = %94
  tail call void @llvm.nvvm.membar.gl()
  br i1 %71, label %98, label %103

98:                                               ; preds = %97
  %99 = add nsw i32 %95, -1
  %100 = atomicrmw uinc_wrap ptr addrspacecast (ptr addrspace(1) @_ZN10sample_tfr15retirementCountE to ptr), i32 %95 seq_cst, align 4
  %101 = icmp eq i32 %100, %99
  %102 = zext i1 %101 to i8
  store i8 %102, ptr addrspacecast (ptr addrspace(3) @_ZZ29sample_thread_fence_reductionE4last to ptr), align 1, !tbaa !14
  br label %103

103:                                              ; preds = %98, %97
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %104 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ29sample_thread_fence_reductionE4last to ptr), align 1, !tbaa !14, !range !16, !noundef !17
  %105 = trunc nuw i8 %104 to i1
  br i1 %105, label %106, label %161

106:                                              ; preds = %103
  %107 = icmp ult i32 %5, %95
  br i1 %107, label %150, label %108

108:                                              ; preds = %150, %106
  %109 = phi float [ 0.000000e+00, %106 ], [ %156, %150 ]
  %110 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 %15
  store volatile float %109, ptr %110, align 4, !tbaa !10
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %18, label %120, label %124

111:                                              ; preds = %148
  %112 = load volatile float, ptr addrspacecast (ptr addrspace(3) @s to ptr), align 4, !tbaa !10
  %113 = fadd contract float %112, 0.000000e+00
  %114 = load volatile float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 128), align 4, !tbaa !10
  %115 = fadd contract float %113, %114
  %116 = load volatile float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 256), align 4, !tbaa !10
  %117 = fadd contract float %115, %116
  %118 = load volatile float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 384), align 4, !tbaa !10
  %119 = fadd contract float %117, %118
  store volatile float %119, ptr addrspacecast (ptr addrspace(3) @s to ptr), align 4, !tbaa !10
  br label %149

120:                                              ; preds = %108
  %121 = getelementptr inbounds nuw i8, ptr %110, i64 64
  %122 = load volatile float, ptr %121, align 4, !tbaa !10
  %123 = fadd contract float %109, %122
  store volatile float %123, ptr %110, align 4, !tbaa !10
  br label %124

124:                                              ; preds = %120, %108
  %125 = phi float [ %123, %120 ], [ %109, %108 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %34, label %126, label %130

126:                                              ; preds = %124
  %127 = getelementptr inbounds nuw i8, ptr %110, i64 32
  %128 = load volatile float, ptr %127, align 4, !tbaa !10
  %129 = fadd contract float %125, %128
  store volatile float %129, ptr %110, align 4, !tbaa !10
  br label %130

130:                                              ; preds = %126, %124
  %131 = phi float [ %129, %126 ], [ %125, %124 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %41, label %132, label %136

132:                                              ; preds = %130
  %133 = getelementptr inbounds nuw i8, ptr %110, i64 16
  %134 = load volatile float, ptr %133, align 4, !tbaa !10
  %135 = fadd contract float %131, %134
  store volatile float %135, ptr %110, align 4, !tbaa !10
  br label %136

136:                                              ; preds = %132, %130
  %137 = phi float [ %135, %132 ], [ %131, %130 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %48, label %138, label %142

138:                                              ; preds = %136
  %139 = getelementptr inbounds nuw i8, ptr %110, i64 8
  %140 = load volatile float, ptr %139, align 4, !tbaa !10
  %141 = fadd contract float %137, %140
  store volatile float %141, ptr %110, align 4, !tbaa !10
  br label %142

142:                                              ; preds = %138, %136
  %143 = phi float [ %141, %138 ], [ %137, %136 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %55, label %144, label %148

144:                                              ; preds = %142
  %145 = getelementptr inbounds nuw i8, ptr %110, i64 4
  %146 = load volatile float, ptr %145, align 4, !tbaa !10
  %147 = fadd contract float %143, %146
  store volatile float %147, ptr %110, align 4, !tbaa !10
  br label %148

148:                                              ; preds = %144, %142
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  br i1 %69, label %111, label %149

149:                                              ; preds = %111, %148
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  br i1 %71, label %159, label %161

150:                                              ; preds = %106, %150
  %151 = phi i32 [ %157, %150 ], [ %5, %106 ]
  %152 = phi float [ %156, %150 ], [ 0.000000e+00, %106 ]
  %153 = zext nneg i32 %151 to i64
  %154 = getelementptr inbounds nuw float, ptr %1, i64 %153
  %155 = load float, ptr %154, align 4, !tbaa !10
  %156 = fadd contract float %152, %155
  %157 = add nuw i32 %151, 128
  %158 = icmp ult i32 %157, %95
  br i1 %158, label %150, label %108, !llvm.loop !18

159:                                              ; preds = %149
  %160 = load float, ptr addrspacecast (ptr addrspace(3) @s to ptr), align 4, !tbaa !10
  store float %160, ptr %1, align 4, !tbaa !10
  store i32 0, ptr addrspacecast (ptr addrspace(1) @_ZN10sample_tfr15retirementCountE to ptr), align 4, !tbaa !5
  br label %161

161:                                              ; preds = %103, %159, %149, %94
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind }
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
!9 = !{i64 2164954308, i64 2164954312, i64 2164954349, i64 2164954389, i64 2164954450, i64 2164954486, i64 2164954536}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"bool", !7, i64 0}
!16 = !{i8 0, i8 2}
!17 = !{}
!18 = distinct !{!18, !13}
!nvvm.annotations = !{!900}
!900 = !{ptr @sample_thread_fence_reduction, !"kernel", i32 1}

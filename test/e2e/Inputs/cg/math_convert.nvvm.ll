; NVVM IR of test/e2e/kernels/math_convert.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }
%struct.__nv_bfloat16 = type { i16 }

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z6rotatej(i32 noundef %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = add nuw nsw i32 %2, 1
  %4 = and i32 %3, 31
  %5 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %0, i32 %4, i32 31)
  ret i32 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z4bitsf(float noundef %0) local_unnamed_addr #2 {
  %2 = tail call noundef i32 @__nv_float_as_uint(float noundef %0) #8
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef range(i32 0, 65536) i32 @_Z4bits6__half(ptr noundef readonly byval(%struct.__half) align 2 %0) local_unnamed_addr #3 {
  %2 = load i16, ptr %0, align 2, !tbaa !9
  %3 = zext i16 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef range(i32 0, 65536) i32 @_Z4bits13__nv_bfloat16(ptr noundef readonly byval(%struct.__nv_bfloat16) align 2 %0) local_unnamed_addr #3 {
  %2 = load i16, ptr %0, align 2, !tbaa !9
  %3 = zext i16 %2 to i32
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @math_convert(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2, ptr noundef writeonly %3) local_unnamed_addr #4 {
  %5 = alloca [32 x i32], align 4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !11
  %14 = xor i32 %10, 7
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds nuw float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !11
  %18 = getelementptr inbounds nuw double, ptr %1, i64 %11
  %19 = load double, ptr %18, align 8, !tbaa !13
  %20 = getelementptr inbounds nuw i32, ptr %2, i64 %11
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = tail call noundef i32 @__nv_float2int_rn(float noundef %13) #8
  store i32 %22, ptr %5, align 4, !tbaa !5
  %23 = tail call noundef i32 @__nv_float2int_rz(float noundef %13) #8
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 %23, ptr %24, align 4, !tbaa !5
  %25 = tail call noundef i32 @__nv_float2int_rd(float noundef %13) #8
  %26 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %25, ptr %26, align 4, !tbaa !5
  %27 = tail call noundef i32 @__nv_float2int_ru(float noundef %13) #8
  %28 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store i32 %27, ptr %28, align 4, !tbaa !5
  %29 = tail call noundef i32 @__nv_float2uint_rn(float noundef %13) #8
  %30 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store i32 %29, ptr %30, align 4, !tbaa !5
  %31 = tail call noundef i32 @__nv_float2uint_rd(float noundef %13) #8
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store i32 %31, ptr %32, align 4, !tbaa !5
  %33 = fmul contract float %13, 1.000000e+10
  %34 = tail call noundef i64 @__nv_float2ll_ru(float noundef %33) #8
  %35 = trunc i64 %34 to i32
  %36 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store i32 %35, ptr %36, align 4, !tbaa !5
  %37 = tail call contract noundef float @__nv_int2float_rz(i32 noundef %21) #8
  %38 = tail call noundef i32 @__nv_float_as_uint(float noundef %37) #8
  %39 = getelementptr inbounds nuw i8, ptr %5, i64 28
  store i32 %38, ptr %39, align 4, !tbaa !5
  %40 = tail call contract noundef float @__nv_int2float_ru(i32 noundef %21) #8
  %41 = tail call noundef i32 @__nv_float_as_uint(float noundef %40) #8
  %42 = getelementptr inbounds nuw i8, ptr %5, i64 32
  store i32 %41, ptr %42, align 4, !tbaa !5
  %43 = sext i32 %21 to i64
  %44 = mul nsw i64 %43, 977
  %45 = tail call contract noundef float @__nv_ll2float_rd(i64 noundef range(i64 -2098091524096, 2098091523120) %44) #8
  %46 = tail call noundef i32 @__nv_float_as_uint(float noundef %45) #8
  %47 = getelementptr inbounds nuw i8, ptr %5, i64 36
  store i32 %46, ptr %47, align 4, !tbaa !5
  %48 = tail call contract noundef float @__nv_double2float_rn(double noundef %19) #8
  %49 = tail call noundef i32 @__nv_float_as_uint(float noundef %48) #8
  %50 = getelementptr inbounds nuw i8, ptr %5, i64 40
  store i32 %49, ptr %50, align 4, !tbaa !5
  %51 = tail call contract noundef float @__nv_double2float_rz(double noundef %19) #8
  %52 = tail call noundef i32 @__nv_float_as_uint(float noundef %51) #8
  %53 = getelementptr inbounds nuw i8, ptr %5, i64 44
  store i32 %52, ptr %53, align 4, !tbaa !5
  %54 = tail call contract noundef float @__nv_double2float_rd(double noundef %19) #8
  %55 = tail call noundef i32 @__nv_float_as_uint(float noundef %54) #8
  %56 = getelementptr inbounds nuw i8, ptr %5, i64 48
  store i32 %55, ptr %56, align 4, !tbaa !5
  %57 = tail call contract noundef float @__nv_double2float_ru(double noundef %19) #8
  %58 = tail call noundef i32 @__nv_float_as_uint(float noundef %57) #8
  %59 = getelementptr inbounds nuw i8, ptr %5, i64 52
  store i32 %58, ptr %59, align 4, !tbaa !5
  %60 = tail call contract noundef float @__nv_fadd_rz(float noundef %13, float noundef %17) #8
  %61 = tail call noundef i32 @__nv_float_as_uint(float noundef %60) #8
  %62 = getelementptr inbounds nuw i8, ptr %5, i64 56
  store i32 %61, ptr %62, align 4, !tbaa !5
  %63 = tail call contract noundef float @__nv_fmul_ru(float noundef %13, float noundef %17) #8
  %64 = tail call noundef i32 @__nv_float_as_uint(float noundef %63) #8
  %65 = getelementptr inbounds nuw i8, ptr %5, i64 60
  store i32 %64, ptr %65, align 4, !tbaa !5
  %66 = tail call contract noundef float @__nv_fdiv_rn(float noundef %13, float noundef %17) #8
  %67 = tail call noundef i32 @__nv_float_as_uint(float noundef %66) #8
  %68 = getelementptr inbounds nuw i8, ptr %5, i64 64
  store i32 %67, ptr %68, align 4, !tbaa !5
  %69 = tail call contract noundef float @__nv_fdiv_rd(float noundef %13, float noundef %17) #8
  %70 = tail call noundef i32 @__nv_float_as_uint(float noundef %69) #8
  %71 = getelementptr inbounds nuw i8, ptr %5, i64 68
  store i32 %70, ptr %71, align 4, !tbaa !5
  %72 = tail call contract noundef float @__nv_fabsf(float noundef %13) #8
  %73 = tail call contract noundef float @__nv_fsqrt_rn(float noundef %72) #8
  %74 = tail call noundef i32 @__nv_float_as_uint(float noundef %73) #8
  %75 = getelementptr inbounds nuw i8, ptr %5, i64 72
  store i32 %74, ptr %75, align 4, !tbaa !5
  %76 = tail call contract noundef float @__nv_fabsf(float noundef %13) #8
  %77 = tail call contract noundef float @__nv_fsqrt_ru(float noundef %76) #8
  %78 = tail call noundef i32 @__nv_float_as_uint(float noundef %77) #8
  %79 = getelementptr inbounds nuw i8, ptr %5, i64 76
  store i32 %78, ptr %79, align 4, !tbaa !5
  %80 = tail call contract noundef float @__nv_fmaf_rz(float noundef %13, float noundef %17, float noundef 3.750000e-01) #8
  %81 = tail call noundef i32 @__nv_float_as_uint(float noundef %80) #8
  %82 = getelementptr inbounds nuw i8, ptr %5, i64 80
  store i32 %81, ptr %82, align 4, !tbaa !5
  %83 = tail call contract noundef float @__nv_saturatef(float noundef %13) #8
  %84 = tail call noundef i32 @__nv_float_as_uint(float noundef %83) #8
  %85 = getelementptr inbounds nuw i8, ptr %5, i64 84
  store i32 %84, ptr %85, align 4, !tbaa !5
  %86 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %13) #10, !srcloc !15
  %87 = zext i16 %86 to i32
  %88 = getelementptr inbounds nuw i8, ptr %5, i64 88
  store i32 %87, ptr %88, align 4, !tbaa !5
  %89 = tail call i16 asm "{  cvt.rz.f16.f32 $0, $1;}\0A", "=h,f"(float %13) #10, !srcloc !16
  %90 = zext i16 %89 to i32
  %91 = getelementptr inbounds nuw i8, ptr %5, i64 92
  store i32 %90, ptr %91, align 4, !tbaa !5
  %92 = tail call i16 asm "{  cvt.rm.f16.f32 $0, $1;}\0A", "=h,f"(float %13) #10, !srcloc !17
  %93 = zext i16 %92 to i32
  %94 = getelementptr inbounds nuw i8, ptr %5, i64 96
  store i32 %93, ptr %94, align 4, !tbaa !5
  %95 = tail call i16 asm "{  cvt.rp.f16.f32 $0, $1;}\0A", "=h,f"(float %13) #10, !srcloc !18
  %96 = zext i16 %95 to i32
  %97 = getelementptr inbounds nuw i8, ptr %5, i64 100
  store i32 %96, ptr %97, align 4, !tbaa !5
  %98 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %13) #10, !srcloc !19
  %99 = zext i16 %98 to i32
  %100 = getelementptr inbounds nuw i8, ptr %5, i64 104
  store i32 %99, ptr %100, align 4, !tbaa !5
  %101 = tail call i16 asm "{  cvt.rz.bf16.f32 $0, $1;}\0A", "=h,f"(float %13) #10, !srcloc !20
  %102 = zext i16 %101 to i32
  %103 = getelementptr inbounds nuw i8, ptr %5, i64 108
  store i32 %102, ptr %103, align 4, !tbaa !5
  %104 = fmul contract float %13, 0x3F1A36E2E0000000
  %105 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %104) #10, !srcloc !15
  %106 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %105) #10, !srcloc !21
  %107 = tail call noundef i32 @__nv_float_as_uint(float noundef %106) #8
  %108 = getelementptr inbounds nuw i8, ptr %5, i64 112
  store i32 %107, ptr %108, align 4, !tbaa !5
  %109 = tail call contract noundef float @__nv_frcp_rn(float noundef %13) #8
  %110 = tail call noundef i32 @__nv_float_as_uint(float noundef %109) #8
  %111 = getelementptr inbounds nuw i8, ptr %5, i64 116
  store i32 %110, ptr %111, align 4, !tbaa !5
  %112 = tail call contract noundef float @__nv_fsub_ru(float noundef %13, float noundef %17) #8
  %113 = tail call noundef i32 @__nv_float_as_uint(float noundef %112) #8
  %114 = getelementptr inbounds nuw i8, ptr %5, i64 120
  store i32 %113, ptr %114, align 4, !tbaa !5
  %115 = tail call contract noundef double @__nv_fabs(double noundef %19) #8
  %116 = tail call contract noundef double @__nv_dsqrt_rd(double noundef %115) #8
  %117 = tail call noundef i32 @__nv_double2hiint(double noundef %116) #8
  %118 = tail call noundef i32 @__nv_double2loint(double noundef %116) #8
  %119 = xor i32 %118, %117
  %120 = getelementptr inbounds nuw i8, ptr %5, i64 124
  store i32 %119, ptr %120, align 4, !tbaa !5
  %121 = add nuw nsw i32 %9, 1
  %122 = and i32 %121, 31
  %123 = shl i32 %10, 5
  br label %125

124:                                              ; preds = %125
  ret void

125:                                              ; preds = %125, %4
  %126 = phi i32 [ 0, %4 ], [ %142, %125 ]
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds nuw i32, ptr %5, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !5
  %130 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %129, i32 %122, i32 31)
  %131 = add nuw nsw i32 %126, %123
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds nuw i32, ptr %3, i64 %132
  store i32 %130, ptr %133, align 4, !tbaa !5
  %134 = or disjoint i32 %126, 1
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds nuw i32, ptr %5, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !5
  %138 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %137, i32 %122, i32 31)
  %139 = add nuw nsw i32 %134, %123
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds nuw i32, ptr %3, i64 %140
  store i32 %138, ptr %141, align 4, !tbaa !5
  %142 = add nuw nsw i32 %126, 2
  %143 = icmp eq i32 %142, 32
  br i1 %143, label %124, label %125, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_float_as_uint(float noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_float2int_rn(float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_float2int_rz(float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_float2int_rd(float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_float2int_ru(float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_float2uint_rn(float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_float2uint_rd(float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local i64 @__nv_float2ll_ru(float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_int2float_rz(i32 noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_int2float_ru(i32 noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_ll2float_rd(i64 noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_double2float_rn(double noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_double2float_rz(double noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_double2float_rd(double noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_double2float_ru(double noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fadd_rz(float noundef, float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmul_ru(float noundef, float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fdiv_rn(float noundef, float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fdiv_rd(float noundef, float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fsqrt_rn(float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fabsf(float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fsqrt_ru(float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmaf_rz(float noundef, float noundef, float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_saturatef(float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_frcp_rn(float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fsub_ru(float noundef, float noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local double @__nv_dsqrt_rd(double noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local double @__nv_fabs(double noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_double2hiint(double noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_double2loint(double noundef) local_unnamed_addr #7

attributes #0 = { convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #8 = { convergent nounwind }
attributes #9 = { nounwind }
attributes #10 = { convergent nounwind memory(none) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = !{i64 2156335719}
!16 = !{i64 2156343576}
!17 = !{i64 2156351961}
!18 = !{i64 2156360346}
!19 = !{i64 2158425246}
!20 = !{i64 2158433265}
!21 = !{i64 2156391690}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!nvvm.annotations = !{!900}
!900 = !{ptr @math_convert, !"kernel", i32 1}

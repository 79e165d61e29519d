; NVVM IR of test/e2e/kernels/ggml_kernels.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.uint3 = type { i32, i32, i32 }
%struct.soft_max_params = type { i64, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, float, float, float, float }
%struct.block_q8_1 = type { %union.anon, [32 x i8] }
%union.anon = type { %struct.anon }
%struct.anon = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }
%struct.ggml_cuda_mm_fusion_args_device = type <{ ptr, ptr, ptr, ptr, ptr, i32, [4 x i8] }>
%struct.float2 = type { float, float }

@_ZZL10argmax_f32PKfPilE13shared_maxval = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZL10argmax_f32PKfPilE13shared_argmax = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@data_soft_max_f32 = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@.str = private unnamed_addr constant [54 x i8] c"(block_size <= 1024) && (block_size % WARP_SIZE) == 0\00", align 1
@.str1 = private unnamed_addr constant [16 x i8] c"ggml_kernels.cu\00", align 1
@__PRETTY_FUNCTION__._ZL12block_reduceIL19block_reduce_method0ELj0EfET1_S1_PS1_ = private unnamed_addr constant [105 x i8] c"T block_reduce(T, T *) [reduce_method_t = block_reduce_method::MAX, block_size_template = 0U, T = float]\00", align 1
@__PRETTY_FUNCTION__._ZL12block_reduceIL19block_reduce_method1ELj0EfET1_S1_PS1_ = private unnamed_addr constant [105 x i8] c"T block_reduce(T, T *) [reduce_method_t = block_reduce_method::SUM, block_size_template = 0U, T = float]\00", align 1
@s_sum = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@data_mmv = external dso_local local_unnamed_addr addrspace(3) global [0 x i8], align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @ggml_col2im_1d(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2, ptr noundef readonly byval(%struct.uint3) align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #0 {
  %11 = load i32, ptr %3, align 4, !tbaa !5
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %15 = load i32, ptr %14, align 4, !tbaa !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = add i32 %19, %16
  %21 = icmp slt i32 %20, %9
  br i1 %21, label %22, label %100

22:                                               ; preds = %10
  %23 = tail call noundef i32 @__nv_umulhi(i32 noundef %20, i32 noundef %11) #8, !noalias !14
  %24 = add i32 %23, %20
  %25 = lshr i32 %24, %13
  %26 = mul i32 %25, %15
  %27 = sub i32 %20, %26
  %28 = add nsw i32 %27, %8
  %29 = sub i32 %7, %5
  %30 = add i32 %29, %28
  %31 = sdiv i32 %30, %7
  %32 = tail call i32 @llvm.smax.i32(i32 %31, i32 0)
  %33 = sdiv i32 %28, %7
  %34 = add nsw i32 %2, -1
  %35 = tail call i32 @llvm.smin.i32(i32 %33, i32 %34)
  %36 = icmp sgt i32 %32, %35
  br i1 %36, label %64, label %37

37:                                               ; preds = %22
  %38 = mul nsw i32 %25, %5
  %39 = sub i32 %6, %7
  %40 = add i32 %28, %38
  %41 = add i32 %35, 1
  %42 = sub i32 %41, %32
  %43 = sub i32 %35, %32
  %44 = and i32 %42, 3
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %59, label %46

46:                                               ; preds = %37, %46
  %47 = phi i32 [ %56, %46 ], [ %32, %37 ]
  %48 = phi float [ %55, %46 ], [ 0.000000e+00, %37 ]
  %49 = phi i32 [ %57, %46 ], [ 0, %37 ]
  %50 = mul i32 %39, %47
  %51 = add i32 %40, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !15, !alias.scope !9, !noalias !12
  %55 = fadd contract float %48, %54
  %56 = add nuw i32 %47, 1
  %57 = add i32 %49, 1
  %58 = icmp eq i32 %57, %44
  br i1 %58, label %59, label %46, !llvm.loop !17

59:                                               ; preds = %46, %37
  %60 = phi float [ poison, %37 ], [ %55, %46 ]
  %61 = phi i32 [ %32, %37 ], [ %56, %46 ]
  %62 = phi float [ 0.000000e+00, %37 ], [ %55, %46 ]
  %63 = icmp ult i32 %43, 3
  br i1 %63, label %64, label %68

64:                                               ; preds = %59, %68, %22
  %65 = phi float [ 0.000000e+00, %22 ], [ %60, %59 ], [ %97, %68 ]
  %66 = sext i32 %20 to i64
  %67 = getelementptr inbounds float, ptr %1, i64 %66
  store float %65, ptr %67, align 4, !tbaa !15, !alias.scope !12, !noalias !9
  br label %100

68:                                               ; preds = %59, %68
  %69 = phi i32 [ %98, %68 ], [ %61, %59 ]
  %70 = phi float [ %97, %68 ], [ %62, %59 ]
  %71 = mul i32 %39, %69
  %72 = add i32 %40, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %0, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !15, !alias.scope !9, !noalias !12
  %76 = fadd contract float %70, %75
  %77 = add nuw i32 %69, 1
  %78 = mul i32 %39, %77
  %79 = add i32 %40, %78
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %0, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !15, !alias.scope !9, !noalias !12
  %83 = fadd contract float %76, %82
  %84 = add nuw i32 %69, 2
  %85 = mul i32 %39, %84
  %86 = add i32 %40, %85
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %0, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !15, !alias.scope !9, !noalias !12
  %90 = fadd contract float %83, %89
  %91 = add nuw i32 %69, 3
  %92 = mul i32 %39, %91
  %93 = add i32 %40, %92
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %0, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !15, !alias.scope !9, !noalias !12
  %97 = fadd contract float %90, %96
  %98 = add nuw i32 %69, 4
  %99 = icmp eq i32 %91, %35
  br i1 %99, label %64, label %68, !llvm.loop !19

100:                                              ; preds = %10, %64
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @ggml_add(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef readonly byval(%struct.uint3) align 4 %6, ptr noundef readonly byval(%struct.uint3) align 4 %7, ptr noundef readonly byval(%struct.uint3) align 4 %8, ptr noundef readonly byval(%struct.uint3) align 4 %9, ptr noundef readonly byval(%struct.uint3) align 4 %10, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19, i32 noundef %20, i32 noundef %21) local_unnamed_addr #0 {
  %23 = load i32, ptr %6, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = load i32, ptr %7, align 4, !tbaa !5
  %29 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = load i32, ptr %8, align 4, !tbaa !5
  %34 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = load i32, ptr %9, align 4, !tbaa !5
  %39 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %42 = load i32, ptr %41, align 4, !tbaa !5
  %43 = load i32, ptr %10, align 4, !tbaa !5
  %44 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %49 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %50 = mul i32 %48, %49
  %51 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %52 = add i32 %50, %51
  %53 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %54 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %55 = mul nuw nsw i32 %53, %54
  %56 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %57 = add nuw nsw i32 %55, %56
  %58 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %59 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %60 = mul nuw nsw i32 %58, %59
  %61 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %62 = add nuw nsw i32 %60, %61
  %63 = tail call noundef i32 @__nv_umulhi(i32 noundef %62, i32 noundef %23) #8
  %64 = add i32 %63, %62
  %65 = lshr i32 %64, %25
  %66 = mul i32 %65, %27
  %67 = sub i32 %62, %66
  %68 = icmp ult i32 %52, %3
  %69 = icmp ult i32 %57, %4
  %70 = and i1 %68, %69
  %71 = icmp ult i32 %65, %5
  %72 = and i1 %70, %71
  %73 = icmp ult i32 %67, %27
  %74 = select i1 %72, i1 %73, i1 false
  br i1 %74, label %75, label %156

75:                                               ; preds = %22
  %76 = tail call noundef i32 @__nv_umulhi(i32 noundef %57, i32 noundef %33) #8
  %77 = add i32 %76, %57
  %78 = lshr i32 %77, %35
  %79 = mul i32 %78, %37
  %80 = sub i32 %57, %79
  %81 = tail call noundef i32 @__nv_umulhi(i32 noundef %65, i32 noundef %38) #8
  %82 = add i32 %81, %65
  %83 = lshr i32 %82, %40
  %84 = mul i32 %83, %42
  %85 = sub i32 %65, %84
  %86 = tail call noundef i32 @__nv_umulhi(i32 noundef %67, i32 noundef %43) #8
  %87 = add i32 %86, %67
  %88 = lshr i32 %87, %45
  %89 = mul i32 %88, %47
  %90 = sub i32 %67, %89
  %91 = zext i32 %67 to i64
  %92 = zext i32 %17 to i64
  %93 = mul nuw i64 %91, %92
  %94 = zext i32 %65 to i64
  %95 = zext i32 %16 to i64
  %96 = mul nuw i64 %94, %95
  %97 = zext nneg i32 %57 to i64
  %98 = zext i32 %15 to i64
  %99 = mul nuw nsw i64 %98, %97
  %100 = zext i32 %90 to i64
  %101 = zext i32 %21 to i64
  %102 = mul nuw i64 %100, %101
  %103 = zext i32 %85 to i64
  %104 = zext i32 %20 to i64
  %105 = mul nuw i64 %103, %104
  %106 = zext i32 %80 to i64
  %107 = zext i32 %19 to i64
  %108 = mul nuw i64 %106, %107
  %109 = zext i32 %13 to i64
  %110 = mul nuw i64 %91, %109
  %111 = zext i32 %12 to i64
  %112 = mul nuw i64 %94, %111
  %113 = zext i32 %11 to i64
  %114 = mul nuw nsw i64 %113, %97
  %115 = icmp eq ptr %0, null
  %116 = getelementptr float, ptr %0, i64 %93
  %117 = getelementptr float, ptr %116, i64 %96
  %118 = getelementptr float, ptr %117, i64 %99
  %119 = getelementptr float, ptr %2, i64 %110
  %120 = getelementptr float, ptr %119, i64 %112
  %121 = getelementptr float, ptr %120, i64 %114
  %122 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %123 = mul i32 %48, %122
  %124 = icmp eq ptr %118, null
  %125 = select i1 %115, i1 true, i1 %124
  %126 = zext i32 %14 to i64
  %127 = zext i32 %18 to i64
  %128 = getelementptr float, ptr %1, i64 %102
  %129 = getelementptr float, ptr %128, i64 %105
  %130 = getelementptr float, ptr %129, i64 %108
  br label %131

131:                                              ; preds = %143, %75
  %132 = phi i32 [ %52, %75 ], [ %153, %143 ]
  %133 = tail call noundef i32 @__nv_umulhi(i32 noundef %132, i32 noundef %28) #8
  %134 = add i32 %133, %132
  %135 = lshr i32 %134, %30
  %136 = mul i32 %135, %32
  %137 = sub i32 %132, %136
  %138 = zext i32 %132 to i64
  br i1 %125, label %143, label %139

139:                                              ; preds = %131
  %140 = mul nuw i64 %138, %126
  %141 = getelementptr inbounds nuw float, ptr %118, i64 %140
  %142 = load float, ptr %141, align 4, !tbaa !15
  br label %143

143:                                              ; preds = %131, %139
  %144 = phi contract float [ %142, %139 ], [ 0.000000e+00, %131 ]
  %145 = zext i32 %137 to i64
  %146 = mul nuw i64 %145, %127
  %147 = getelementptr float, ptr %130, i64 %146
  %148 = load float, ptr %147, align 4, !tbaa !15
  %149 = fadd contract float %144, %148
  %150 = getelementptr inbounds nuw float, ptr %121, i64 %138
  store float %149, ptr %150, align 4, !tbaa !15
  %151 = sub i32 %3, %132
  %152 = icmp ugt i32 %151, %123
  %153 = add i32 %132, %123
  %154 = icmp ult i32 %153, %3
  %155 = and i1 %152, %154
  br i1 %155, label %131, label %156, !llvm.loop !21

156:                                              ; preds = %143, %22
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @ggml_soft_max(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2, ptr noundef %3, ptr noundef readonly byval(%struct.soft_max_params) align 8 %4) local_unnamed_addr #0 {
  %6 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !22
  %8 = getelementptr inbounds nuw i8, ptr %4, i64 72
  %9 = load i64, ptr %8, align 8, !tbaa !22
  %10 = getelementptr inbounds nuw i8, ptr %4, i64 80
  %11 = load i64, ptr %10, align 8, !tbaa !22
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 88
  %13 = load i64, ptr %12, align 8, !tbaa !22
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 96
  %15 = load i64, ptr %14, align 8, !tbaa !22
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 104
  %17 = load i64, ptr %16, align 8, !tbaa !22
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 112
  %19 = load float, ptr %18, align 8, !tbaa !15
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 116
  %21 = load float, ptr %20, align 4, !tbaa !15
  %22 = trunc i64 %7 to i32
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %25 = zext nneg i32 %24 to i64
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %27 = zext nneg i32 %26 to i64
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = zext nneg i32 %28 to i64
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %32 = mul nuw i32 %31, %24
  %33 = add nuw i32 %32, %26
  %34 = mul i32 %33, %30
  %35 = add i32 %34, %28
  %36 = srem i64 %27, %15
  %37 = srem i64 %25, %17
  %38 = sext i32 %35 to i64
  %39 = shl i64 %7, 32
  %40 = ashr exact i64 %39, 32
  %41 = mul nsw i64 %40, %38
  %42 = getelementptr inbounds float, ptr %0, i64 %41
  %43 = mul nsw i64 %9, %29
  %44 = mul nsw i64 %36, %11
  %45 = add nsw i64 %44, %43
  %46 = mul nsw i64 %37, %13
  %47 = add nsw i64 %45, %46
  %48 = lshr i64 %47, 2
  %49 = icmp eq ptr %1, null
  %50 = select i1 %49, i64 0, i64 %48
  %51 = getelementptr inbounds nuw float, ptr %1, i64 %50
  %52 = getelementptr inbounds float, ptr %3, i64 %41
  %53 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %54 = fcmp contract ugt float %21, 0.000000e+00
  br i1 %54, label %55, label %71

55:                                               ; preds = %5
  %56 = getelementptr inbounds nuw i8, ptr %4, i64 124
  %57 = load float, ptr %56, align 4, !tbaa !15
  %58 = getelementptr inbounds nuw i8, ptr %4, i64 120
  %59 = load float, ptr %58, align 8, !tbaa !15
  %60 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %61 = load i32, ptr %60, align 8, !tbaa !5
  %62 = icmp ult i32 %26, %61
  %63 = select contract i1 %62, float %59, float %57
  %64 = add nuw nsw i32 %26, 1
  %65 = sub nuw i32 %26, %61
  %66 = shl nuw nsw i32 %65, 1
  %67 = or disjoint i32 %66, 1
  %68 = select i1 %62, i32 %64, i32 %67
  %69 = uitofp nneg i32 %68 to float
  %70 = tail call contract noundef float @__nv_powf(float noundef %63, float noundef %69) #8
  br label %71

71:                                               ; preds = %5, %55
  %72 = phi float [ %70, %55 ], [ 1.000000e+00, %5 ]
  %73 = icmp eq ptr %2, null
  br i1 %73, label %77, label %74

74:                                               ; preds = %71
  %75 = getelementptr inbounds nuw float, ptr %2, i64 %27
  %76 = load float, ptr %75, align 4, !tbaa !15
  br label %77

77:                                               ; preds = %74, %71
  %78 = phi contract float [ %76, %74 ], [ 0xFFF0000000000000, %71 ]
  %79 = icmp sgt i32 %22, 0
  br i1 %79, label %80, label %104

80:                                               ; preds = %77, %99
  %81 = phi float [ %100, %99 ], [ %78, %77 ]
  %82 = phi i32 [ %101, %99 ], [ 0, %77 ]
  %83 = add nuw nsw i32 %82, %23
  %84 = icmp slt i32 %83, %22
  br i1 %84, label %85, label %99

85:                                               ; preds = %80
  %86 = zext nneg i32 %83 to i64
  %87 = getelementptr inbounds nuw float, ptr %42, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !15
  %89 = fmul contract float %19, %88
  br i1 %49, label %94, label %90

90:                                               ; preds = %85
  %91 = getelementptr inbounds nuw float, ptr %51, i64 %86
  %92 = load float, ptr %91, align 4, !tbaa !15
  %93 = fmul contract float %72, %92
  br label %94

94:                                               ; preds = %90, %85
  %95 = phi contract float [ %93, %90 ], [ 0.000000e+00, %85 ]
  %96 = fadd contract float %89, %95
  %97 = getelementptr inbounds nuw float, ptr %52, i64 %86
  store float %96, ptr %97, align 4, !tbaa !15
  %98 = tail call contract noundef float @__nv_fmaxf(float noundef %81, float noundef %96) #8
  br label %99

99:                                               ; preds = %94, %80
  %100 = phi float [ %98, %94 ], [ %81, %80 ]
  %101 = add nuw nsw i32 %82, %53
  %102 = icmp slt i32 %101, %22
  %103 = select i1 %84, i1 %102, i1 false
  br i1 %103, label %80, label %104, !llvm.loop !24

104:                                              ; preds = %99, %77
  %105 = phi float [ %78, %77 ], [ %100, %99 ]
  %106 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %105, i32 16, i32 31)
  %107 = tail call contract noundef float @__nv_fmaxf(float noundef %105, float noundef %106) #8
  %108 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %107, i32 8, i32 31)
  %109 = tail call contract noundef float @__nv_fmaxf(float noundef %107, float noundef %108) #8
  %110 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %109, i32 4, i32 31)
  %111 = tail call contract noundef float @__nv_fmaxf(float noundef %109, float noundef %110) #8
  %112 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %111, i32 2, i32 31)
  %113 = tail call contract noundef float @__nv_fmaxf(float noundef %111, float noundef %112) #8
  %114 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %113, i32 1, i32 31)
  %115 = tail call contract noundef float @__nv_fmaxf(float noundef %113, float noundef %114) #8
  %116 = icmp ugt i32 %53, 32
  br i1 %116, label %117, label %147

117:                                              ; preds = %104
  %118 = and i32 %53, 31
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %121, label %120

120:                                              ; preds = %117
  tail call void @__assertfail(ptr noundef nonnull @.str, ptr noundef nonnull @.str1, i32 noundef 144, ptr noundef nonnull @__PRETTY_FUNCTION__._ZL12block_reduceIL19block_reduce_method0ELj0EfET1_S1_PS1_, i64 noundef 1) #8
  br label %121

121:                                              ; preds = %120, %117
  %122 = and i32 %23, 31
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %124, label %128

124:                                              ; preds = %121
  %125 = lshr exact i32 %23, 5
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @data_soft_max_f32 to ptr), i64 %126
  store float %115, ptr %127, align 4, !tbaa !15
  br label %128

128:                                              ; preds = %124, %121
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %129 = lshr i32 %53, 5
  %130 = icmp ult i32 %122, %129
  br i1 %130, label %131, label %135

131:                                              ; preds = %128
  %132 = zext nneg i32 %122 to i64
  %133 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @data_soft_max_f32 to ptr), i64 %132
  %134 = load float, ptr %133, align 4, !tbaa !15
  br label %135

135:                                              ; preds = %131, %128
  %136 = phi float [ %134, %131 ], [ 0xFFF0000000000000, %128 ]
  %137 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %136, i32 16, i32 31)
  %138 = tail call contract noundef float @__nv_fmaxf(float noundef %136, float noundef %137) #8
  %139 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %138, i32 8, i32 31)
  %140 = tail call contract noundef float @__nv_fmaxf(float noundef %138, float noundef %139) #8
  %141 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %140, i32 4, i32 31)
  %142 = tail call contract noundef float @__nv_fmaxf(float noundef %140, float noundef %141) #8
  %143 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %142, i32 2, i32 31)
  %144 = tail call contract noundef float @__nv_fmaxf(float noundef %142, float noundef %143) #8
  %145 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %144, i32 1, i32 31)
  %146 = tail call contract noundef float @__nv_fmaxf(float noundef %144, float noundef %145) #8
  br label %147

147:                                              ; preds = %104, %135
  %148 = phi float [ %146, %135 ], [ %115, %104 ]
  br i1 %79, label %149, label %166

149:                                              ; preds = %147, %161
  %150 = phi i32 [ %163, %161 ], [ 0, %147 ]
  %151 = phi float [ %162, %161 ], [ 0.000000e+00, %147 ]
  %152 = add nuw nsw i32 %150, %23
  %153 = icmp slt i32 %152, %22
  br i1 %153, label %154, label %161

154:                                              ; preds = %149
  %155 = zext nneg i32 %152 to i64
  %156 = getelementptr inbounds nuw float, ptr %52, i64 %155
  %157 = load float, ptr %156, align 4, !tbaa !15
  %158 = fsub contract float %157, %148
  %159 = tail call contract noundef float @__nv_expf(float noundef %158) #8
  %160 = fadd contract float %151, %159
  store float %159, ptr %156, align 4, !tbaa !15
  br label %161

161:                                              ; preds = %154, %149
  %162 = phi float [ %160, %154 ], [ %151, %149 ]
  %163 = add nuw nsw i32 %150, %53
  %164 = icmp slt i32 %163, %22
  %165 = select i1 %153, i1 %164, i1 false
  br i1 %165, label %149, label %166, !llvm.loop !26

166:                                              ; preds = %161, %147
  %167 = phi float [ 0.000000e+00, %147 ], [ %162, %161 ]
  br i1 %116, label %168, label %169

168:                                              ; preds = %166
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %169

169:                                              ; preds = %168, %166
  %170 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %167, i32 16, i32 31)
  %171 = fadd contract float %167, %170
  %172 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %171, i32 8, i32 31)
  %173 = fadd contract float %171, %172
  %174 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %173, i32 4, i32 31)
  %175 = fadd contract float %173, %174
  %176 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %175, i32 2, i32 31)
  %177 = fadd contract float %175, %176
  %178 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %177, i32 1, i32 31)
  %179 = fadd contract float %177, %178
  br i1 %116, label %180, label %210

180:                                              ; preds = %169
  %181 = and i32 %53, 31
  %182 = icmp eq i32 %181, 0
  br i1 %182, label %184, label %183

183:                                              ; preds = %180
  tail call void @__assertfail(ptr noundef nonnull @.str, ptr noundef nonnull @.str1, i32 noundef 144, ptr noundef nonnull @__PRETTY_FUNCTION__._ZL12block_reduceIL19block_reduce_method1ELj0EfET1_S1_PS1_, i64 noundef 1) #8
  br label %184

184:                                              ; preds = %183, %180
  %185 = and i32 %23, 31
  %186 = icmp eq i32 %185, 0
  br i1 %186, label %187, label %191

187:                                              ; preds = %184
  %188 = lshr exact i32 %23, 5
  %189 = zext nneg i32 %188 to i64
  %190 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @data_soft_max_f32 to ptr), i64 %189
  store float %179, ptr %190, align 4, !tbaa !15
  br label %191

191:                                              ; preds = %187, %184
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %192 = lshr i32 %53, 5
  %193 = icmp ult i32 %185, %192
  br i1 %193, label %194, label %198

194:                                              ; preds = %191
  %195 = zext nneg i32 %185 to i64
  %196 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @data_soft_max_f32 to ptr), i64 %195
  %197 = load float, ptr %196, align 4, !tbaa !15
  br label %198

198:                                              ; preds = %194, %191
  %199 = phi float [ %197, %194 ], [ 0.000000e+00, %191 ]
  %200 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %199, i32 16, i32 31)
  %201 = fadd contract float %199, %200
  %202 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %201, i32 8, i32 31)
  %203 = fadd contract float %201, %202
  %204 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %203, i32 4, i32 31)
  %205 = fadd contract float %203, %204
  %206 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %205, i32 2, i32 31)
  %207 = fadd contract float %205, %206
  %208 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %207, i32 1, i32 31)
  %209 = fadd contract float %207, %208
  br label %210

210:                                              ; preds = %169, %198
  %211 = phi float [ %209, %198 ], [ %179, %169 ]
  br i1 %73, label %218, label %212

212:                                              ; preds = %210
  %213 = getelementptr inbounds nuw float, ptr %2, i64 %27
  %214 = load float, ptr %213, align 4, !tbaa !15
  %215 = fsub contract float %214, %148
  %216 = tail call contract noundef float @__nv_expf(float noundef %215) #8
  %217 = fadd contract float %211, %216
  br label %218

218:                                              ; preds = %212, %210
  %219 = phi float [ %217, %212 ], [ %211, %210 ]
  %220 = fdiv contract float 1.000000e+00, %219
  br i1 %79, label %221, label %232

221:                                              ; preds = %218, %225
  %222 = phi i32 [ %230, %225 ], [ 0, %218 ]
  %223 = add nuw nsw i32 %222, %23
  %224 = icmp slt i32 %223, %22
  br i1 %224, label %225, label %232

225:                                              ; preds = %221
  %226 = zext nneg i32 %223 to i64
  %227 = getelementptr inbounds nuw float, ptr %52, i64 %226
  %228 = load float, ptr %227, align 4, !tbaa !15
  %229 = fmul contract float %220, %228
  store float %229, ptr %227, align 4, !tbaa !15
  %230 = add nuw nsw i32 %222, %53
  %231 = icmp slt i32 %230, %22
  br i1 %231, label %221, label %232, !llvm.loop !27

232:                                              ; preds = %221, %225, %218
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @ggml_norm(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, float noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = zext nneg i32 %12 to i64
  %15 = mul nsw i64 %5, %14
  %16 = zext nneg i32 %11 to i64
  %17 = mul nsw i64 %4, %16
  %18 = zext nneg i32 %10 to i64
  %19 = mul nsw i64 %3, %18
  %20 = getelementptr float, ptr %0, i64 %15
  %21 = getelementptr float, ptr %20, i64 %17
  %22 = getelementptr float, ptr %21, i64 %19
  %23 = mul nuw nsw i32 %12, %9
  %24 = add nuw nsw i32 %23, %11
  %25 = mul nuw nsw i32 %24, %8
  %26 = add nuw nsw i32 %25, %10
  %27 = mul nsw i32 %26, %2
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = icmp slt i32 %13, %2
  br i1 %30, label %61, label %31

31:                                               ; preds = %61, %7
  %32 = phi float [ 0.000000e+00, %7 ], [ %68, %61 ]
  %33 = phi float [ 0.000000e+00, %7 ], [ %70, %61 ]
  %34 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %32, i32 16, i32 31)
  %35 = fadd contract float %32, %34
  %36 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %33, i32 16, i32 31)
  %37 = fadd contract float %33, %36
  %38 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %35, i32 8, i32 31)
  %39 = fadd contract float %35, %38
  %40 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %37, i32 8, i32 31)
  %41 = fadd contract float %37, %40
  %42 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %39, i32 4, i32 31)
  %43 = fadd contract float %39, %42
  %44 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %41, i32 4, i32 31)
  %45 = fadd contract float %41, %44
  %46 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %43, i32 2, i32 31)
  %47 = fadd contract float %43, %46
  %48 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %45, i32 2, i32 31)
  %49 = fadd contract float %45, %48
  %50 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %47, i32 1, i32 31)
  %51 = fadd contract float %47, %50
  %52 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %49, i32 1, i32 31)
  %53 = fadd contract float %49, %52
  %54 = sitofp i32 %2 to float
  %55 = fdiv contract float %51, %54
  %56 = fdiv contract float %53, %54
  %57 = fmul contract float %55, %55
  %58 = fsub contract float %56, %57
  %59 = fadd contract float %6, %58
  %60 = tail call contract noundef float @__nv_rsqrtf(float noundef %59) #8
  br i1 %30, label %73, label %83

61:                                               ; preds = %7, %61
  %62 = phi float [ %70, %61 ], [ 0.000000e+00, %7 ]
  %63 = phi float [ %68, %61 ], [ 0.000000e+00, %7 ]
  %64 = phi i32 [ %71, %61 ], [ %13, %7 ]
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw float, ptr %22, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !15
  %68 = fadd contract float %63, %67
  %69 = fmul contract float %67, %67
  %70 = fadd contract float %62, %69
  %71 = add nuw nsw i32 %64, 32
  %72 = icmp slt i32 %71, %2
  br i1 %72, label %61, label %31, !llvm.loop !28

73:                                               ; preds = %31, %73
  %74 = phi i32 [ %81, %73 ], [ %13, %31 ]
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw float, ptr %22, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !15
  %78 = fsub contract float %77, %55
  %79 = fmul contract float %60, %78
  %80 = getelementptr inbounds nuw float, ptr %29, i64 %75
  store float %79, ptr %80, align 4, !tbaa !15
  %81 = add nuw nsw i32 %74, 32
  %82 = icmp slt i32 %81, %2
  br i1 %82, label %73, label %83, !llvm.loop !29

83:                                               ; preds = %73, %31
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @ggml_rms_norm_mul(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, float noundef %6, ptr noundef readonly %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, ptr noundef readonly byval(%struct.uint3) align 4 %11, ptr noundef readonly byval(%struct.uint3) align 4 %12, ptr noundef readonly byval(%struct.uint3) align 4 %13, ptr noundef readonly byval(%struct.uint3) align 4 %14) local_unnamed_addr #0 {
  %16 = load i32, ptr %11, align 4, !tbaa !5
  %17 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = load i32, ptr %12, align 4, !tbaa !5
  %22 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = load i32, ptr %13, align 4, !tbaa !5
  %27 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = load i32, ptr %14, align 4, !tbaa !5
  %32 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %38 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %40 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %42 = zext nneg i32 %40 to i64
  %43 = mul nsw i64 %5, %42
  %44 = zext nneg i32 %39 to i64
  %45 = mul nsw i64 %4, %44
  %46 = zext nneg i32 %38 to i64
  %47 = mul nsw i64 %3, %46
  %48 = getelementptr float, ptr %0, i64 %43
  %49 = getelementptr float, ptr %48, i64 %45
  %50 = getelementptr float, ptr %49, i64 %47
  %51 = mul nuw nsw i32 %40, %37
  %52 = add nuw nsw i32 %51, %39
  %53 = mul nuw nsw i32 %52, %36
  %54 = add nuw nsw i32 %53, %38
  %55 = mul nsw i32 %54, %2
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %1, i64 %56
  %58 = tail call noundef i32 @__nv_umulhi(i32 noundef %38, i32 noundef %21) #8
  %59 = add i32 %58, %38
  %60 = lshr i32 %59, %23
  %61 = mul i32 %60, %25
  %62 = sub i32 %38, %61
  %63 = tail call noundef i32 @__nv_umulhi(i32 noundef %39, i32 noundef %26) #8
  %64 = add i32 %63, %39
  %65 = lshr i32 %64, %28
  %66 = mul i32 %65, %30
  %67 = sub i32 %39, %66
  %68 = tail call noundef i32 @__nv_umulhi(i32 noundef %40, i32 noundef %31) #8
  %69 = add i32 %68, %40
  %70 = lshr i32 %69, %33
  %71 = mul i32 %70, %35
  %72 = sub i32 %40, %71
  %73 = zext i32 %72 to i64
  %74 = mul nsw i64 %10, %73
  %75 = zext i32 %67 to i64
  %76 = mul nsw i64 %9, %75
  %77 = zext i32 %62 to i64
  %78 = mul nsw i64 %8, %77
  %79 = getelementptr float, ptr %7, i64 %74
  %80 = getelementptr float, ptr %79, i64 %76
  %81 = getelementptr float, ptr %80, i64 %78
  %82 = icmp slt i32 %41, %2
  br i1 %82, label %123, label %83

83:                                               ; preds = %123, %15
  %84 = phi float [ 0.000000e+00, %15 ], [ %130, %123 ]
  %85 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %84, i32 16, i32 31)
  %86 = fadd contract float %84, %85
  %87 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %86, i32 8, i32 31)
  %88 = fadd contract float %86, %87
  %89 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %88, i32 4, i32 31)
  %90 = fadd contract float %88, %89
  %91 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %90, i32 2, i32 31)
  %92 = fadd contract float %90, %91
  %93 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %92, i32 1, i32 31)
  %94 = and i32 %41, 31
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %96, label %101

96:                                               ; preds = %83
  %97 = fadd contract float %92, %93
  %98 = lshr exact i32 %41, 5
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @s_sum to ptr), i64 %99
  store float %97, ptr %100, align 4, !tbaa !15
  br label %101

101:                                              ; preds = %96, %83
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %102 = icmp ult i32 %94, 8
  br i1 %102, label %103, label %107

103:                                              ; preds = %101
  %104 = zext nneg i32 %94 to i64
  %105 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @s_sum to ptr), i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !15
  br label %107

107:                                              ; preds = %101, %103
  %108 = phi float [ %106, %103 ], [ 0.000000e+00, %101 ]
  %109 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %108, i32 16, i32 31)
  %110 = fadd contract float %108, %109
  %111 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %110, i32 8, i32 31)
  %112 = fadd contract float %110, %111
  %113 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %112, i32 4, i32 31)
  %114 = fadd contract float %112, %113
  %115 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %114, i32 2, i32 31)
  %116 = fadd contract float %114, %115
  %117 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %116, i32 1, i32 31)
  %118 = fadd contract float %116, %117
  %119 = sitofp i32 %2 to float
  %120 = fdiv contract float %118, %119
  %121 = fadd contract float %6, %120
  %122 = tail call contract noundef float @__nv_rsqrtf(float noundef %121) #8
  br i1 %82, label %133, label %151

123:                                              ; preds = %15, %123
  %124 = phi float [ %130, %123 ], [ 0.000000e+00, %15 ]
  %125 = phi i32 [ %131, %123 ], [ %41, %15 ]
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds nuw float, ptr %50, i64 %126
  %128 = load float, ptr %127, align 4, !tbaa !15
  %129 = fmul contract float %128, %128
  %130 = fadd contract float %124, %129
  %131 = add nuw nsw i32 %125, 256
  %132 = icmp slt i32 %131, %2
  br i1 %132, label %123, label %83, !llvm.loop !30

133:                                              ; preds = %107, %133
  %134 = phi i32 [ %149, %133 ], [ %41, %107 ]
  %135 = tail call noundef i32 @__nv_umulhi(i32 noundef %134, i32 noundef %16) #8
  %136 = add i32 %135, %134
  %137 = lshr i32 %136, %18
  %138 = mul i32 %137, %20
  %139 = sub i32 %134, %138
  %140 = zext nneg i32 %134 to i64
  %141 = getelementptr inbounds nuw float, ptr %50, i64 %140
  %142 = load float, ptr %141, align 4, !tbaa !15
  %143 = fmul contract float %122, %142
  %144 = sext i32 %139 to i64
  %145 = getelementptr inbounds float, ptr %81, i64 %144
  %146 = load float, ptr %145, align 4, !tbaa !15
  %147 = fmul contract float %143, %146
  %148 = getelementptr inbounds nuw float, ptr %57, i64 %140
  store float %147, ptr %148, align 4, !tbaa !15
  %149 = add nuw nsw i32 %134, 256
  %150 = icmp slt i32 %149, %2
  br i1 %150, label %133, label %151, !llvm.loop !31

151:                                              ; preds = %133, %107
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @ggml_argmax(ptr noundef readonly %0, ptr noundef writeonly %1, i64 noundef %2) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = mul nsw i64 %2, %5
  %7 = getelementptr inbounds float, ptr %0, i64 %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = icmp sgt i64 %2, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %10, label %44, label %12

12:                                               ; preds = %44, %3
  %13 = phi i32 [ -1, %3 ], [ %52, %44 ]
  %14 = phi float [ 0xC7EFFFFFE0000000, %3 ], [ %53, %44 ]
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %14, i32 16, i32 31), !noalias !37
  %16 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %13, i32 16, i32 31), !noalias !37
  %17 = fcmp contract ogt float %15, %14
  %18 = select i1 %17, i32 %16, i32 %13
  %19 = select i1 %17, float %15, float %14
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 8, i32 31), !noalias !37
  %21 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %18, i32 8, i32 31), !noalias !37
  %22 = fcmp contract ogt float %20, %19
  %23 = select i1 %22, i32 %21, i32 %18
  %24 = select i1 %22, float %20, float %19
  %25 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %24, i32 4, i32 31), !noalias !37
  %26 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %23, i32 4, i32 31), !noalias !37
  %27 = fcmp contract ogt float %25, %24
  %28 = select i1 %27, i32 %26, i32 %23
  %29 = select i1 %27, float %25, float %24
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 2, i32 31), !noalias !37
  %31 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %28, i32 2, i32 31), !noalias !37
  %32 = fcmp contract ogt float %30, %29
  %33 = select i1 %32, i32 %31, i32 %28
  %34 = select i1 %32, float %30, float %29
  %35 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %34, i32 1, i32 31), !noalias !37
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %33, i32 1, i32 31), !noalias !37
  %37 = fcmp contract ogt float %35, %34
  %38 = select i1 %37, i32 %36, i32 %33
  %39 = select i1 %37, float %35, float %34
  %40 = lshr i32 %11, 5
  %41 = and i32 %8, 31
  %42 = lshr i32 %8, 5
  %43 = icmp ugt i32 %11, 63
  br i1 %43, label %57, label %100

44:                                               ; preds = %3, %44
  %45 = phi i64 [ %55, %44 ], [ %9, %3 ]
  %46 = phi float [ %53, %44 ], [ 0xC7EFFFFFE0000000, %3 ]
  %47 = phi i32 [ %52, %44 ], [ -1, %3 ]
  %48 = phi i32 [ %54, %44 ], [ %8, %3 ]
  %49 = getelementptr inbounds float, ptr %7, i64 %45
  %50 = load float, ptr %49, align 4, !tbaa !15, !alias.scope !32, !noalias !35
  %51 = fcmp contract ogt float %50, %46
  %52 = select i1 %51, i32 %48, i32 %47
  %53 = select i1 %51, float %50, float %46
  %54 = add i32 %48, %11
  %55 = sext i32 %54 to i64
  %56 = icmp sgt i64 %2, %55
  br i1 %56, label %44, label %12, !llvm.loop !38

57:                                               ; preds = %12
  %58 = icmp eq i32 %41, 0
  br i1 %58, label %59, label %63

59:                                               ; preds = %57
  %60 = zext nneg i32 %42 to i64
  %61 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10argmax_f32PKfPilE13shared_argmax to ptr), i64 %60
  %62 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10argmax_f32PKfPilE13shared_maxval to ptr), i64 %60
  store float %39, ptr %62, align 4, !tbaa !15, !noalias !37
  store i32 %38, ptr %61, align 4, !tbaa !5, !noalias !37
  br label %63

63:                                               ; preds = %59, %57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !37
  %64 = icmp eq i32 %42, 0
  br i1 %64, label %65, label %100

65:                                               ; preds = %63
  %66 = icmp ult i32 %41, %40
  br i1 %66, label %67, label %73

67:                                               ; preds = %65
  %68 = zext nneg i32 %41 to i64
  %69 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10argmax_f32PKfPilE13shared_argmax to ptr), i64 %68
  %70 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10argmax_f32PKfPilE13shared_maxval to ptr), i64 %68
  %71 = load float, ptr %70, align 4, !tbaa !15, !noalias !37
  %72 = load i32, ptr %69, align 4, !tbaa !5, !noalias !37
  br label %73

73:                                               ; preds = %67, %65
  %74 = phi i32 [ %72, %67 ], [ %38, %65 ]
  %75 = phi float [ %71, %67 ], [ %39, %65 ]
  %76 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %75, i32 16, i32 31), !noalias !37
  %77 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 16, i32 31), !noalias !37
  %78 = fcmp contract ogt float %76, %75
  %79 = select i1 %78, i32 %77, i32 %74
  %80 = select i1 %78, float %76, float %75
  %81 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %80, i32 8, i32 31), !noalias !37
  %82 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %79, i32 8, i32 31), !noalias !37
  %83 = fcmp contract ogt float %81, %80
  %84 = select i1 %83, i32 %82, i32 %79
  %85 = select i1 %83, float %81, float %80
  %86 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %85, i32 4, i32 31), !noalias !37
  %87 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 4, i32 31), !noalias !37
  %88 = fcmp contract ogt float %86, %85
  %89 = select i1 %88, i32 %87, i32 %84
  %90 = select i1 %88, float %86, float %85
  %91 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %90, i32 2, i32 31), !noalias !37
  %92 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %89, i32 2, i32 31), !noalias !37
  %93 = fcmp contract ogt float %91, %90
  %94 = select i1 %93, i32 %92, i32 %89
  %95 = select i1 %93, float %91, float %90
  %96 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %95, i32 1, i32 31), !noalias !37
  %97 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %94, i32 1, i32 31), !noalias !37
  %98 = fcmp contract ogt float %96, %95
  %99 = select i1 %98, i32 %97, i32 %94
  br label %100

100:                                              ; preds = %73, %63, %12
  %101 = phi i32 [ %38, %12 ], [ %38, %63 ], [ %99, %73 ]
  %102 = or i32 %42, %41
  %103 = icmp eq i32 %102, 0
  br i1 %103, label %104, label %106

104:                                              ; preds = %100
  %105 = getelementptr inbounds nuw i32, ptr %1, i64 %5
  store i32 %101, ptr %105, align 4, !tbaa !5, !alias.scope !35, !noalias !32
  br label %106

106:                                              ; preds = %100, %104
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @ggml_quantize_q8_1(ptr noundef readonly %0, ptr noundef writeonly %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i32 noundef %7, ptr noundef readonly byval(%struct.uint3) align 4 %8) local_unnamed_addr #1 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = mul nuw nsw i64 %11, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = add nuw nsw i64 %14, %16
  %18 = icmp slt i64 %17, %6
  br i1 %18, label %19, label %95

19:                                               ; preds = %9
  %20 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = load i32, ptr %8, align 4, !tbaa !5
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %26 = tail call noundef i32 @__nv_umulhi(i32 noundef %25, i32 noundef %24) #8
  %27 = zext nneg i32 %25 to i64
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %29 = zext nneg i32 %28 to i64
  %30 = zext i32 %7 to i64
  %31 = mul nuw nsw i64 %30, %27
  %32 = add nuw nsw i64 %31, %29
  %33 = mul nsw i64 %32, %6
  %34 = add nuw nsw i64 %33, %17
  %35 = lshr i64 %34, 5
  %36 = and i64 %34, 31
  %37 = icmp slt i64 %17, %2
  br i1 %37, label %38, label %53

38:                                               ; preds = %19
  %39 = add i32 %26, %25
  %40 = lshr i32 %39, %23
  %41 = zext i32 %40 to i64
  %42 = zext i32 %21 to i64
  %43 = mul nuw nsw i64 %41, %42
  %44 = sub nsw i64 %27, %43
  %45 = mul nsw i64 %5, %41
  %46 = mul nsw i64 %44, %4
  %47 = mul nsw i64 %3, %29
  %48 = getelementptr float, ptr %0, i64 %45
  %49 = getelementptr float, ptr %48, i64 %46
  %50 = getelementptr float, ptr %49, i64 %47
  %51 = getelementptr float, ptr %50, i64 %17
  %52 = load float, ptr %51, align 4, !tbaa !15
  br label %53

53:                                               ; preds = %38, %19
  %54 = phi contract float [ %52, %38 ], [ 0.000000e+00, %19 ]
  %55 = tail call contract noundef float @__nv_fabsf(float noundef %54) #8
  %56 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %55, i32 16, i32 31)
  %57 = tail call contract noundef float @__nv_fmaxf(float noundef %55, float noundef %56) #8
  %58 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %57, i32 8, i32 31)
  %59 = tail call contract noundef float @__nv_fmaxf(float noundef %57, float noundef %58) #8
  %60 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %59, i32 4, i32 31)
  %61 = tail call contract noundef float @__nv_fmaxf(float noundef %59, float noundef %60) #8
  %62 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %61, i32 2, i32 31)
  %63 = tail call contract noundef float @__nv_fmaxf(float noundef %61, float noundef %62) #8
  %64 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %63, i32 1, i32 31)
  %65 = tail call contract noundef float @__nv_fmaxf(float noundef %63, float noundef %64) #8
  %66 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 16, i32 31)
  %67 = fadd contract float %54, %66
  %68 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %67, i32 8, i32 31)
  %69 = fadd contract float %67, %68
  %70 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %69, i32 4, i32 31)
  %71 = fadd contract float %69, %70
  %72 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %71, i32 2, i32 31)
  %73 = fadd contract float %71, %72
  %74 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %73, i32 1, i32 31)
  %75 = fadd contract float %73, %74
  %76 = fdiv contract float %65, 1.270000e+02
  %77 = fcmp contract oeq float %65, 0.000000e+00
  br i1 %77, label %82, label %78

78:                                               ; preds = %53
  %79 = fdiv contract float %54, %76
  %80 = tail call contract noundef float @__nv_roundf(float noundef %79) #8
  %81 = fptosi float %80 to i8
  br label %82

82:                                               ; preds = %78, %53
  %83 = phi i8 [ %81, %78 ], [ 0, %53 ]
  %84 = getelementptr inbounds nuw %struct.block_q8_1, ptr %1, i64 %35
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 4
  %86 = getelementptr inbounds nuw i8, ptr %85, i64 %36
  store i8 %83, ptr %86, align 1, !tbaa !39
  %87 = icmp eq i64 %36, 0
  br i1 %87, label %88, label %95

88:                                               ; preds = %82
  %89 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %76) #9, !srcloc !40
  %90 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %75) #9, !srcloc !40
  %91 = zext i16 %90 to i32
  %92 = shl nuw i32 %91, 16
  %93 = zext i16 %89 to i32
  %94 = or disjoint i32 %92, %93
  store i32 %94, ptr %84, align 4, !tbaa !5
  br label %95

95:                                               ; preds = %9, %82, %88
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @ggml_mul_mat_vec_f32(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2, ptr noundef readonly byval(%struct.ggml_cuda_mm_fusion_args_device) align 8 %3, ptr noundef writeonly %4, i32 noundef %5, ptr noundef readonly byval(%struct.uint3) align 4 %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef readonly byval(%struct.uint3) align 4 %10, i32 noundef %11, i32 noundef %12, i32 noundef %13, ptr noundef readonly byval(%struct.uint3) align 4 %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18) local_unnamed_addr #0 {
  %20 = load i32, ptr %6, align 4, !tbaa !5
  %21 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = load i32, ptr %14, align 4, !tbaa !5
  %26 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = icmp eq ptr %2, null
  br i1 %31, label %39, label %32

32:                                               ; preds = %19
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %34 = mul nsw i32 %18, %33
  %35 = add i32 %34, %29
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr %2, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !5
  br label %46

39:                                               ; preds = %19
  %40 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = load i32, ptr %10, align 4, !tbaa !5
  %43 = tail call noundef i32 @__nv_umulhi(i32 noundef %29, i32 noundef %42) #8
  %44 = add i32 %43, %29
  %45 = lshr i32 %44, %41
  br label %46

46:                                               ; preds = %39, %32
  %47 = phi i32 [ %38, %32 ], [ %45, %39 ]
  br i1 %31, label %54, label %48

48:                                               ; preds = %46
  %49 = tail call noundef i32 @__nv_umulhi(i32 noundef %29, i32 noundef %20) #8
  %50 = add i32 %49, %29
  %51 = lshr i32 %50, %22
  %52 = mul i32 %51, %24
  %53 = sub i32 %29, %52
  br label %54

54:                                               ; preds = %48, %46
  %55 = phi i32 [ %53, %48 ], [ %29, %46 ]
  %56 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %57 = select i1 %31, i32 %56, i32 0
  %58 = tail call noundef i32 @__nv_umulhi(i32 noundef %57, i32 noundef %25) #8
  %59 = add i32 %58, %57
  %60 = lshr i32 %59, %27
  %61 = sext i32 %60 to i64
  %62 = sext i32 %15 to i64
  %63 = mul nsw i64 %61, %62
  %64 = mul nsw i32 %47, %11
  %65 = sext i32 %64 to i64
  %66 = mul nsw i32 %7, %28
  %67 = sext i32 %66 to i64
  %68 = getelementptr float, ptr %0, i64 %63
  %69 = getelementptr float, ptr %68, i64 %65
  %70 = getelementptr float, ptr %69, i64 %67
  %71 = zext nneg i32 %57 to i64
  %72 = sext i32 %16 to i64
  %73 = mul nsw i64 %72, %71
  %74 = mul nsw i32 %55, %12
  %75 = sext i32 %74 to i64
  %76 = getelementptr float, ptr %1, i64 %73
  %77 = getelementptr float, ptr %76, i64 %75
  %78 = sext i32 %17 to i64
  %79 = mul nsw i64 %78, %71
  %80 = mul nsw i32 %13, %29
  %81 = sext i32 %80 to i64
  %82 = getelementptr float, ptr %4, i64 %79
  %83 = getelementptr float, ptr %82, i64 %81
  %84 = icmp ult i32 %30, 32
  br i1 %84, label %85, label %88

85:                                               ; preds = %54
  %86 = zext nneg i32 %30 to i64
  %87 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @data_mmv to ptr), i64 %86
  store float 0.000000e+00, ptr %87, align 4, !tbaa !15
  br label %88

88:                                               ; preds = %85, %54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %89 = icmp slt i32 %30, %5
  br i1 %89, label %105, label %90

90:                                               ; preds = %105, %88
  %91 = phi float [ 0.000000e+00, %88 ], [ %120, %105 ]
  %92 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %91, i32 16, i32 31)
  %93 = fadd contract float %91, %92
  %94 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %93, i32 8, i32 31)
  %95 = fadd contract float %93, %94
  %96 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %95, i32 4, i32 31)
  %97 = fadd contract float %95, %96
  %98 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %97, i32 2, i32 31)
  %99 = fadd contract float %97, %98
  %100 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %99, i32 1, i32 31)
  %101 = fadd contract float %99, %100
  %102 = lshr i32 %30, 5
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @data_mmv to ptr), i64 %103
  store float %101, ptr %104, align 4, !tbaa !15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %84, label %123, label %137

105:                                              ; preds = %88, %105
  %106 = phi i32 [ %121, %105 ], [ %30, %88 ]
  %107 = phi float [ %120, %105 ], [ 0.000000e+00, %88 ]
  %108 = zext nneg i32 %106 to i64
  %109 = getelementptr inbounds nuw %struct.float2, ptr %70, i64 %108
  %110 = load float, ptr %109, align 8, !tbaa !15
  %111 = getelementptr inbounds nuw i8, ptr %109, i64 4
  %112 = load float, ptr %111, align 4, !tbaa !15
  %113 = getelementptr inbounds nuw %struct.float2, ptr %77, i64 %108
  %114 = load float, ptr %113, align 8, !tbaa !15
  %115 = getelementptr inbounds nuw i8, ptr %113, i64 4
  %116 = load float, ptr %115, align 4, !tbaa !15
  %117 = fmul contract float %110, %114
  %118 = fmul contract float %112, %116
  %119 = fadd contract float %107, %117
  %120 = fadd contract float %119, %118
  %121 = add nuw nsw i32 %106, 64
  %122 = icmp slt i32 %121, %5
  br i1 %122, label %105, label %90, !llvm.loop !41

123:                                              ; preds = %90
  %124 = zext nneg i32 %30 to i64
  %125 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @data_mmv to ptr), i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !15
  %127 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %126, i32 16, i32 31)
  %128 = fadd contract float %126, %127
  %129 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %128, i32 8, i32 31)
  %130 = fadd contract float %128, %129
  %131 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %130, i32 4, i32 31)
  %132 = fadd contract float %130, %131
  %133 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %132, i32 2, i32 31)
  %134 = fadd contract float %132, %133
  %135 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %134, i32 1, i32 31)
  %136 = fadd contract float %134, %135
  br label %137

137:                                              ; preds = %123, %90
  %138 = phi float [ %101, %90 ], [ %136, %123 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %139 = icmp eq i32 %30, 0
  br i1 %139, label %140, label %143

140:                                              ; preds = %137
  %141 = zext nneg i32 %28 to i64
  %142 = getelementptr inbounds nuw float, ptr %83, i64 %141
  store float %138, ptr %142, align 4, !tbaa !15
  br label %143

143:                                              ; preds = %137, %140
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_umulhi(i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fabsf(float noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmaxf(float noundef, float noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local float @__nv_roundf(float noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_powf(float noundef, float noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local float @__nv_rsqrtf(float noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "nvvm.minctasm"="1" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { convergent nounwind }
attributes #9 = { convergent nounwind memory(none) }

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
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZL16col2im_1d_kernelIfEvPKT_PS0_i5uint3iiiiii: argument 0"}
!11 = distinct !{!11, !"_ZL16col2im_1d_kernelIfEvPKT_PS0_i5uint3iiiiii"}
!12 = !{!13}
!13 = distinct !{!13, !11, !"_ZL16col2im_1d_kernelIfEvPKT_PS0_i5uint3iiiiii: argument 1"}
!14 = !{!10, !13}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !7, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = !{!23, !23, i64 0}
!23 = !{!"long", !7, i64 0}
!24 = distinct !{!24, !20, !25}
!25 = !{!"llvm.loop.unroll.enable"}
!26 = distinct !{!26, !20, !25}
!27 = distinct !{!27, !20, !25}
!28 = distinct !{!28, !20}
!29 = distinct !{!29, !20}
!30 = distinct !{!30, !20}
!31 = distinct !{!31, !20}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZL10argmax_f32PKfPil: argument 0"}
!34 = distinct !{!34, !"_ZL10argmax_f32PKfPil"}
!35 = !{!36}
!36 = distinct !{!36, !34, !"_ZL10argmax_f32PKfPil: argument 1"}
!37 = !{!33, !36}
!38 = distinct !{!38, !20}
!39 = !{!7, !7, i64 0}
!40 = !{i64 2156177467}
!41 = distinct !{!41, !20}
!nvvm.annotations = !{!900, !901, !902, !903, !904, !905, !906, !907}
!900 = !{ptr @ggml_col2im_1d, !"kernel", i32 1}
!901 = !{ptr @ggml_add, !"kernel", i32 1}
!902 = !{ptr @ggml_soft_max, !"kernel", i32 1}
!903 = !{ptr @ggml_norm, !"kernel", i32 1}
!904 = !{ptr @ggml_rms_norm_mul, !"kernel", i32 1}
!905 = !{ptr @ggml_argmax, !"kernel", i32 1}
!906 = !{ptr @ggml_quantize_q8_1, !"kernel", i32 1}
!907 = !{ptr @ggml_mul_mat_vec_f32, !"kernel", i32 1}

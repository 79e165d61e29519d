; NVVM IR of test/e2e/kernels/ggml_kernels.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.uint3 = type { i32, i32, i32 }
%struct.soft_max_params = type { i64, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, float, float, float, float }

@data_soft_max_f32 = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@.str = private unnamed_addr constant [54 x i8] c"(block_size <= 1024) && (block_size % WARP_SIZE) == 0\00", align 1
@.str1 = private unnamed_addr constant [16 x i8] c"ggml_kernels.cu\00", align 1
@__PRETTY_FUNCTION__._ZL12block_reduceIL19block_reduce_method0ELj0EfET1_S1_PS1_ = private unnamed_addr constant [105 x i8] c"T block_reduce(T, T *) [reduce_method_t = block_reduce_method::MAX, block_size_template = 0U, T = float]\00", align 1
@__PRETTY_FUNCTION__._ZL12block_reduceIL19block_reduce_method1ELj0EfET1_S1_PS1_ = private unnamed_addr constant [105 x i8] c"T block_reduce(T, T *) [reduce_method_t = block_reduce_method::SUM, block_size_template = 0U, T = float]\00", align 1

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
  %23 = tail call noundef i32 @__nv_umulhi(i32 noundef %20, i32 noundef %11) #7, !noalias !14
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
  %63 = tail call noundef i32 @__nv_umulhi(i32 noundef %62, i32 noundef %23) #7
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
  %76 = tail call noundef i32 @__nv_umulhi(i32 noundef %57, i32 noundef %33) #7
  %77 = add i32 %76, %57
  %78 = lshr i32 %77, %35
  %79 = mul i32 %78, %37
  %80 = sub i32 %57, %79
  %81 = tail call noundef i32 @__nv_umulhi(i32 noundef %65, i32 noundef %38) #7
  %82 = add i32 %81, %65
  %83 = lshr i32 %82, %40
  %84 = mul i32 %83, %42
  %85 = sub i32 %65, %84
  %86 = tail call noundef i32 @__nv_umulhi(i32 noundef %67, i32 noundef %43) #7
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
  %133 = tail call noundef i32 @__nv_umulhi(i32 noundef %132, i32 noundef %28) #7
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
  %70 = tail call contract noundef float @__nv_powf(float noundef %63, float noundef %69) #7
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
  %98 = tail call contract noundef float @__nv_fmaxf(float noundef %81, float noundef %96) #7
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
  %107 = tail call contract noundef float @__nv_fmaxf(float noundef %105, float noundef %106) #7
  %108 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %107, i32 8, i32 31)
  %109 = tail call contract noundef float @__nv_fmaxf(float noundef %107, float noundef %108) #7
  %110 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %109, i32 4, i32 31)
  %111 = tail call contract noundef float @__nv_fmaxf(float noundef %109, float noundef %110) #7
  %112 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %111, i32 2, i32 31)
  %113 = tail call contract noundef float @__nv_fmaxf(float noundef %111, float noundef %112) #7
  %114 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %113, i32 1, i32 31)
  %115 = tail call contract noundef float @__nv_fmaxf(float noundef %113, float noundef %114) #7
  %116 = icmp ugt i32 %53, 32
  br i1 %116, label %117, label %147

117:                                              ; preds = %104
  %118 = and i32 %53, 31
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %121, label %120

120:                                              ; preds = %117
  tail call void @__assertfail(ptr noundef nonnull @.str, ptr noundef nonnull @.str1, i32 noundef 90, ptr noundef nonnull @__PRETTY_FUNCTION__._ZL12block_reduceIL19block_reduce_method0ELj0EfET1_S1_PS1_, i64 noundef 1) #7
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
  %138 = tail call contract noundef float @__nv_fmaxf(float noundef %136, float noundef %137) #7
  %139 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %138, i32 8, i32 31)
  %140 = tail call contract noundef float @__nv_fmaxf(float noundef %138, float noundef %139) #7
  %141 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %140, i32 4, i32 31)
  %142 = tail call contract noundef float @__nv_fmaxf(float noundef %140, float noundef %141) #7
  %143 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %142, i32 2, i32 31)
  %144 = tail call contract noundef float @__nv_fmaxf(float noundef %142, float noundef %143) #7
  %145 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %144, i32 1, i32 31)
  %146 = tail call contract noundef float @__nv_fmaxf(float noundef %144, float noundef %145) #7
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
  %159 = tail call contract noundef float @__nv_expf(float noundef %158) #7
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
  tail call void @__assertfail(ptr noundef nonnull @.str, ptr noundef nonnull @.str1, i32 noundef 90, ptr noundef nonnull @__PRETTY_FUNCTION__._ZL12block_reduceIL19block_reduce_method1ELj0EfET1_S1_PS1_, i64 noundef 1) #7
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
  %216 = tail call contract noundef float @__nv_expf(float noundef %215) #7
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_umulhi(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_powf(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmaxf(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { convergent nounwind }

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
!nvvm.annotations = !{!900, !901, !902}
!900 = !{ptr @ggml_col2im_1d, !"kernel", i32 1}
!901 = !{ptr @ggml_add, !"kernel", i32 1}
!902 = !{ptr @ggml_soft_max, !"kernel", i32 1}

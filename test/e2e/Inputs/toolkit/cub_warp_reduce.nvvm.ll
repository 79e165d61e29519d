; NVVM IR of test/e2e/kernels/cub_warp_reduce.cu, made by make-nvvm-ir.py from
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2 with the
; CUDA 13 headers.  Do not edit; regenerate.
; ModuleID = '/work/wt/ptx/test/e2e/Inputs/toolkit/../../kernels/cub_warp_reduce.cu'
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @cub_warp_reduce(ptr noundef readonly %0, ptr noundef writeonly %1, ptr noundef writeonly %2, ptr noundef writeonly %3, ptr noundef writeonly %4, ptr noundef writeonly %5, ptr noundef writeonly %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = and i32 %11, 31
  %14 = lshr i32 %12, 5
  %15 = zext i32 %12 to i64
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !4
  %18 = srem i32 %17, 1000
  %19 = add nsw i32 %18, -500
  %20 = srem i32 %17, 4096
  %21 = sitofp i32 %20 to float
  %22 = fmul contract float %21, 7.812500e-03
  %23 = fadd contract float %22, -1.600000e+01
  %24 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #4, !srcloc !8
  %25 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %19, i32 1, i32 31, i32 -1) #5, !srcloc !9
  %26 = icmp sgt i32 %24, 30
  %27 = select i1 %26, i32 0, i32 %25
  %28 = add nsw i32 %27, %19
  %29 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %28, i32 2, i32 31, i32 -1) #5, !srcloc !9
  %30 = icmp sgt i32 %24, 29
  %31 = select i1 %30, i32 0, i32 %29
  %32 = add nsw i32 %28, %31
  %33 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %32, i32 4, i32 31, i32 -1) #5, !srcloc !9
  %34 = icmp sgt i32 %24, 27
  %35 = select i1 %34, i32 0, i32 %33
  %36 = add nsw i32 %32, %35
  %37 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %36, i32 8, i32 31, i32 -1) #5, !srcloc !9
  %38 = icmp sgt i32 %24, 23
  %39 = select i1 %38, i32 0, i32 %37
  %40 = add nsw i32 %36, %39
  %41 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %40, i32 16, i32 31, i32 -1) #5, !srcloc !9
  %42 = icmp eq i32 %13, 0
  br i1 %42, label %43, label %49

43:                                               ; preds = %7
  %44 = zext nneg i32 %14 to i64
  %45 = getelementptr inbounds nuw i32, ptr %1, i64 %44
  %46 = icmp sgt i32 %24, 15
  %47 = select i1 %46, i32 0, i32 %41
  %48 = add nsw i32 %40, %47
  store i32 %48, ptr %45, align 4, !tbaa !4
  br label %49

49:                                               ; preds = %43, %7
  %50 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #4, !srcloc !8
  %51 = sdiv i32 %50, 16
  %52 = shl nsw i32 %51, 4
  %53 = shl i32 65535, %52
  %54 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %23, i32 1, i32 4111, float %23, i32 %53) #5, !srcloc !10
  %55 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %54, i32 2, i32 4111, float %54, i32 %53) #5, !srcloc !10
  %56 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %55, i32 4, i32 4111, float %55, i32 %53) #5, !srcloc !10
  %57 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %56, i32 8, i32 4111, float %56, i32 %53) #5, !srcloc !10
  %58 = and i32 %11, 15
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %64

60:                                               ; preds = %49
  %61 = lshr i32 %12, 4
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds nuw float, ptr %2, i64 %62
  store float %57, ptr %63, align 4, !tbaa !11
  br label %64

64:                                               ; preds = %60, %49
  %65 = mul nuw nsw i32 %14, 11
  %66 = add nuw nsw i32 %65, 5
  %67 = and i32 %66, 31
  %68 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #4, !srcloc !8
  %69 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %19, i32 1, i32 %67, i32 -1) #5, !srcloc !9
  %70 = icmp slt i32 %68, %67
  %71 = select i1 %70, i32 %69, i32 0
  %72 = add nsw i32 %71, %19
  %73 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %72, i32 2, i32 %67, i32 -1) #5, !srcloc !9
  %74 = add nsw i32 %68, 2
  %75 = icmp sgt i32 %74, %67
  %76 = select i1 %75, i32 0, i32 %73
  %77 = add nsw i32 %72, %76
  %78 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %77, i32 4, i32 %67, i32 -1) #5, !srcloc !9
  %79 = add nsw i32 %68, 4
  %80 = icmp sgt i32 %79, %67
  %81 = select i1 %80, i32 0, i32 %78
  %82 = add nsw i32 %77, %81
  %83 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %82, i32 8, i32 %67, i32 -1) #5, !srcloc !9
  %84 = add nsw i32 %68, 8
  %85 = icmp sgt i32 %84, %67
  %86 = select i1 %85, i32 0, i32 %83
  %87 = add nsw i32 %82, %86
  %88 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %87, i32 16, i32 %67, i32 -1) #5, !srcloc !9
  br i1 %42, label %89, label %96

89:                                               ; preds = %64
  %90 = add nsw i32 %68, 16
  %91 = icmp sgt i32 %90, %67
  %92 = select i1 %91, i32 0, i32 %88
  %93 = add nsw i32 %87, %92
  %94 = zext nneg i32 %14 to i64
  %95 = getelementptr inbounds nuw i32, ptr %3, i64 %94
  store i32 %93, ptr %95, align 4, !tbaa !4
  br label %100

96:                                               ; preds = %64
  %97 = load i32, ptr %16, align 4, !tbaa !4
  %98 = and i32 %97, 3
  %99 = icmp eq i32 %98, 0
  br label %100

100:                                              ; preds = %89, %96
  %101 = phi i1 [ true, %89 ], [ %99, %96 ]
  %102 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #4, !srcloc !8
  %103 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %101)
  %104 = lshr i32 %103, 1
  %105 = tail call noundef i32 asm "mov.u32 $0, %lanemask_ge;", "=r"() #4, !srcloc !13
  %106 = and i32 %104, %105
  %107 = or disjoint i32 %106, -2147483648
  %108 = tail call noundef i32 @__nv_brev(i32 noundef range(i32 -2147483648, 0) %107) #5
  %109 = tail call noundef i32 @__nv_clz(i32 noundef %108) #5
  %110 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %19, i32 1, i32 %109, i32 -1) #5, !srcloc !9
  %111 = icmp slt i32 %102, %109
  %112 = select i1 %111, i32 %110, i32 0
  %113 = add nsw i32 %112, %19
  %114 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %113, i32 2, i32 %109, i32 -1) #5, !srcloc !9
  %115 = add nsw i32 %102, 2
  %116 = icmp sgt i32 %115, %109
  %117 = select i1 %116, i32 0, i32 %114
  %118 = add nsw i32 %113, %117
  %119 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %118, i32 4, i32 %109, i32 -1) #5, !srcloc !9
  %120 = add nsw i32 %102, 4
  %121 = icmp sgt i32 %120, %109
  %122 = select i1 %121, i32 0, i32 %119
  %123 = add nsw i32 %118, %122
  %124 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %123, i32 8, i32 %109, i32 -1) #5, !srcloc !9
  %125 = add nsw i32 %102, 8
  %126 = icmp sgt i32 %125, %109
  %127 = select i1 %126, i32 0, i32 %124
  %128 = add nsw i32 %123, %127
  %129 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %128, i32 16, i32 %109, i32 -1) #5, !srcloc !9
  %130 = add nsw i32 %102, 16
  %131 = icmp sgt i32 %130, %109
  %132 = select i1 %131, i32 0, i32 %129
  %133 = add nsw i32 %128, %132
  %134 = select i1 %101, i32 %133, i32 -1
  %135 = getelementptr inbounds nuw i32, ptr %4, i64 %15
  store i32 %134, ptr %135, align 4, !tbaa !4
  %136 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #4, !srcloc !8
  %137 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 %19, i32 -1)
  br i1 %42, label %138, label %141

138:                                              ; preds = %100
  %139 = zext nneg i32 %14 to i64
  %140 = getelementptr inbounds nuw i32, ptr %5, i64 %139
  store i32 %137, ptr %140, align 4, !tbaa !4
  br label %141

141:                                              ; preds = %138, %100
  %142 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #4, !srcloc !8
  %143 = bitcast float %23 to i32
  %144 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %143, i32 1, i32 31, i32 -1) #5, !srcloc !9
  %145 = bitcast i32 %144 to float
  %146 = icmp sgt i32 %142, 30
  %147 = fcmp contract olt float %23, %145
  %148 = select contract i1 %147, float %145, float %23
  %149 = select i1 %146, float %23, float %148
  %150 = bitcast float %149 to i32
  %151 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %150, i32 2, i32 31, i32 -1) #5, !srcloc !9
  %152 = bitcast i32 %151 to float
  %153 = icmp sgt i32 %142, 29
  %154 = fcmp contract olt float %149, %152
  %155 = select contract i1 %154, float %152, float %149
  %156 = select i1 %153, float %149, float %155
  %157 = bitcast float %156 to i32
  %158 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %157, i32 4, i32 31, i32 -1) #5, !srcloc !9
  %159 = bitcast i32 %158 to float
  %160 = icmp sgt i32 %142, 27
  %161 = fcmp contract olt float %156, %159
  %162 = select contract i1 %161, float %159, float %156
  %163 = select i1 %160, float %156, float %162
  %164 = bitcast float %163 to i32
  %165 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %164, i32 8, i32 31, i32 -1) #5, !srcloc !9
  %166 = bitcast i32 %165 to float
  %167 = icmp sgt i32 %142, 23
  %168 = fcmp contract olt float %163, %166
  %169 = select contract i1 %168, float %166, float %163
  %170 = select i1 %167, float %163, float %169
  %171 = bitcast float %170 to i32
  %172 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %171, i32 16, i32 31, i32 -1) #5, !srcloc !9
  br i1 %42, label %173, label %181

173:                                              ; preds = %141
  %174 = zext nneg i32 %14 to i64
  %175 = getelementptr inbounds nuw float, ptr %6, i64 %174
  %176 = icmp sgt i32 %142, 15
  %177 = bitcast i32 %172 to float
  %178 = fcmp contract olt float %170, %177
  %179 = select contract i1 %178, float %177, float %170
  %180 = select i1 %176, float %170, float %179
  store float %180, ptr %175, align 4, !tbaa !11
  br label %181

181:                                              ; preds = %173, %141
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_clz(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_brev(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
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
!8 = !{i64 24061581}
!9 = !{i64 23594915}
!10 = !{i64 23575451}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !6, i64 0}
!13 = !{i64 24081667}
!nvvm.annotations = !{!900}
!900 = !{ptr @cub_warp_reduce, !"kernel", i32 1}

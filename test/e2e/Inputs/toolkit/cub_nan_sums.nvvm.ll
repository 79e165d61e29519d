; NVVM IR of test/e2e/kernels/cub_nan_sums.cu, made by make-nvvm-ir.py from
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2 with the
; CUDA 13 headers.  Do not edit; regenerate.
; ModuleID = '/work/wt/pch/test/e2e/Inputs/toolkit/../../kernels/cub_nan_sums.cu'
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.cub::CUB_300001_SM_800::BlockReduce<float, 128>::TempStorage" = type { %"struct.cub::CUB_300001_SM_800::Uninitialized.2" }
%"struct.cub::CUB_300001_SM_800::Uninitialized.2" = type { [6 x i32] }

@_ZZ12cub_nan_sumsE2tb = internal unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_800::BlockReduce<float, 128>::TempStorage" undef, align 4

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z8nanInputjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = and i32 %0, 4095
  %5 = uitofp nneg i32 %4 to float
  %6 = fmul contract float %5, 7.812500e-03
  %7 = fadd contract float %6, -1.600000e+01
  %8 = lshr i32 %0, 9
  switch i32 %1, label %46 [
    i32 1, label %9
    i32 2, label %12
    i32 3, label %18
  ]

9:                                                ; preds = %3
  %10 = lshr i32 %0, 27
  %11 = icmp eq i32 %2, %10
  br label %21

12:                                               ; preds = %3
  %13 = icmp eq i32 %2, 3
  br i1 %13, label %23, label %14

14:                                               ; preds = %12
  %15 = lshr i32 %0, 30
  %16 = add nuw nsw i32 %15, 17
  %17 = icmp eq i32 %2, %16
  br label %21

18:                                               ; preds = %3
  %19 = and i32 %0, 50331648
  %20 = icmp eq i32 %19, 0
  br label %21

21:                                               ; preds = %14, %18, %9
  %22 = phi i1 [ %11, %9 ], [ %17, %14 ], [ %20, %18 ]
  br i1 %22, label %23, label %46

23:                                               ; preds = %12, %21
  %24 = icmp eq i32 %1, 2
  br i1 %24, label %25, label %31

25:                                               ; preds = %23
  %26 = icmp eq i32 %2, 3
  br i1 %26, label %27, label %29

27:                                               ; preds = %25
  %28 = tail call contract noundef float @__nv_int_as_float(i32 noundef 2139095040) #6
  br label %46

29:                                               ; preds = %25
  %30 = tail call contract noundef float @__nv_int_as_float(i32 noundef -8388608) #6
  br label %46

31:                                               ; preds = %23
  %32 = lshr i32 %0, 5
  %33 = and i32 %32, 3
  switch i32 %33, label %43 [
    i32 0, label %34
    i32 1, label %37
    i32 2, label %41
    i32 3, label %44
  ]

34:                                               ; preds = %31
  %35 = or i32 %8, 2143289344
  %36 = tail call contract noundef float @__nv_uint_as_float(i32 noundef range(i32 2143289344, -4194304) %35) #6
  br label %46

37:                                               ; preds = %31
  %38 = and i32 %8, 4194302
  %39 = or disjoint i32 %38, -8388607
  %40 = tail call contract noundef float @__nv_uint_as_float(i32 noundef range(i32 2143289344, -4194304) %39) #6
  br label %46

41:                                               ; preds = %31
  %42 = tail call contract noundef float @__nv_int_as_float(i32 noundef 2139095040) #6
  br label %46

43:                                               ; preds = %31
  unreachable

44:                                               ; preds = %31
  %45 = tail call contract noundef float @__nv_int_as_float(i32 noundef -8388608) #6
  br label %46

46:                                               ; preds = %3, %27, %29, %21, %44, %41, %37, %34
  %47 = phi float [ %7, %21 ], [ %36, %34 ], [ %40, %37 ], [ %42, %41 ], [ %45, %44 ], [ %30, %29 ], [ %28, %27 ], [ %7, %3 ]
  ret float %47
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef double @_Z9nanInputDjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = and i32 %0, 4095
  %5 = uitofp nneg i32 %4 to float
  %6 = fmul contract float %5, 7.812500e-03
  %7 = fadd contract float %6, -1.600000e+01
  %8 = lshr i32 %0, 9
  switch i32 %1, label %46 [
    i32 1, label %9
    i32 2, label %12
    i32 3, label %18
  ]

9:                                                ; preds = %3
  %10 = lshr i32 %0, 27
  %11 = icmp eq i32 %2, %10
  br label %21

12:                                               ; preds = %3
  %13 = icmp eq i32 %2, 3
  br i1 %13, label %23, label %14

14:                                               ; preds = %12
  %15 = lshr i32 %0, 30
  %16 = add nuw nsw i32 %15, 17
  %17 = icmp eq i32 %2, %16
  br label %21

18:                                               ; preds = %3
  %19 = and i32 %0, 50331648
  %20 = icmp eq i32 %19, 0
  br label %21

21:                                               ; preds = %18, %14, %9
  %22 = phi i1 [ %11, %9 ], [ %17, %14 ], [ %20, %18 ]
  br i1 %22, label %23, label %46

23:                                               ; preds = %21, %12
  %24 = icmp eq i32 %1, 2
  br i1 %24, label %25, label %31

25:                                               ; preds = %23
  %26 = icmp eq i32 %2, 3
  br i1 %26, label %27, label %29

27:                                               ; preds = %25
  %28 = tail call contract noundef float @__nv_int_as_float(i32 noundef 2139095040) #6
  br label %46

29:                                               ; preds = %25
  %30 = tail call contract noundef float @__nv_int_as_float(i32 noundef -8388608) #6
  br label %46

31:                                               ; preds = %23
  %32 = lshr i32 %0, 5
  %33 = and i32 %32, 3
  switch i32 %33, label %43 [
    i32 0, label %34
    i32 1, label %37
    i32 2, label %41
    i32 3, label %44
  ]

34:                                               ; preds = %31
  %35 = or i32 %8, 2143289344
  %36 = tail call contract noundef float @__nv_uint_as_float(i32 noundef range(i32 2143289344, -4194304) %35) #6
  br label %46

37:                                               ; preds = %31
  %38 = and i32 %8, 4194302
  %39 = or disjoint i32 %38, -8388607
  %40 = tail call contract noundef float @__nv_uint_as_float(i32 noundef range(i32 2143289344, -4194304) %39) #6
  br label %46

41:                                               ; preds = %31
  %42 = tail call contract noundef float @__nv_int_as_float(i32 noundef 2139095040) #6
  br label %46

43:                                               ; preds = %31
  unreachable

44:                                               ; preds = %31
  %45 = tail call contract noundef float @__nv_int_as_float(i32 noundef -8388608) #6
  br label %46

46:                                               ; preds = %3, %21, %27, %29, %34, %37, %41, %44
  %47 = phi float [ %7, %21 ], [ %36, %34 ], [ %40, %37 ], [ %42, %41 ], [ %45, %44 ], [ %30, %29 ], [ %28, %27 ], [ %7, %3 ]
  %48 = fcmp contract ord float %47, 0.000000e+00
  br i1 %48, label %49, label %55

49:                                               ; preds = %46
  %50 = fpext float %47 to double
  %51 = and i32 %0, 1023
  %52 = uitofp nneg i32 %51 to double
  %53 = fmul contract double %52, 0x3D70000000000000
  %54 = fadd contract double %53, %50
  br label %73

55:                                               ; preds = %46
  %56 = tail call noundef i32 @__nv_float_as_uint(float noundef %47) #6
  %57 = icmp sgt i32 %56, -1
  %58 = select i1 %57, i64 0, i64 -9223372036854775808
  %59 = and i32 %0, 1048575
  %60 = zext nneg i32 %59 to i64
  %61 = shl nuw nsw i64 %60, 20
  %62 = lshr i32 %0, 12
  %63 = zext nneg i32 %62 to i64
  %64 = or disjoint i64 %61, %63
  %65 = or i64 %64, 9218868437227405313
  %66 = or disjoint i64 %58, %65
  %67 = tail call noundef i32 @__nv_float_as_uint(float noundef %47) #6
  %68 = and i32 %67, 4194304
  %69 = zext nneg i32 %68 to i64
  %70 = shl nuw nsw i64 %69, 29
  %71 = or disjoint i64 %66, %70
  %72 = tail call contract noundef double @__nv_longlong_as_double(i64 noundef range(i64 9218868437227405313, 0) %71) #6
  br label %73

73:                                               ; preds = %55, %49
  %74 = phi double [ %54, %49 ], [ %72, %55 ]
  ret double %74
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @cub_nan_sums(ptr noundef readonly %0, ptr noundef writeonly %1, ptr noundef writeonly %2, ptr noundef writeonly %3, ptr noundef writeonly %4, ptr noundef writeonly %5, ptr noundef writeonly %6, ptr noundef writeonly %7) local_unnamed_addr #1 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = and i32 %12, 31
  %15 = lshr i32 %13, 5
  %16 = and i32 %15, 3
  %17 = zext i32 %13 to i64
  %18 = getelementptr inbounds nuw i32, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !4
  %20 = and i32 %19, 4095
  %21 = uitofp nneg i32 %20 to float
  %22 = fmul contract float %21, 7.812500e-03
  %23 = fadd contract float %22, -1.600000e+01
  %24 = lshr i32 %19, 9
  switch i32 %16, label %61 [
    i32 1, label %25
    i32 2, label %28
    i32 3, label %34
    i32 0, label %62
  ]

25:                                               ; preds = %8
  %26 = lshr i32 %19, 27
  %27 = icmp eq i32 %14, %26
  br label %37

28:                                               ; preds = %8
  %29 = icmp eq i32 %14, 3
  br i1 %29, label %39, label %30

30:                                               ; preds = %28
  %31 = lshr i32 %19, 30
  %32 = add nuw nsw i32 %31, 17
  %33 = icmp eq i32 %14, %32
  br label %37

34:                                               ; preds = %8
  %35 = and i32 %19, 50331648
  %36 = icmp eq i32 %35, 0
  br label %37

37:                                               ; preds = %34, %30, %25
  %38 = phi i1 [ %27, %25 ], [ %33, %30 ], [ %36, %34 ]
  br i1 %38, label %39, label %62

39:                                               ; preds = %37, %28
  %40 = icmp eq i32 %16, 2
  br i1 %40, label %41, label %47

41:                                               ; preds = %39
  %42 = icmp eq i32 %14, 3
  br i1 %42, label %43, label %45

43:                                               ; preds = %41
  %44 = tail call contract noundef float @__nv_int_as_float(i32 noundef 2139095040) #6
  br label %62

45:                                               ; preds = %41
  %46 = tail call contract noundef float @__nv_int_as_float(i32 noundef -8388608) #6
  br label %62

47:                                               ; preds = %39
  %48 = lshr i32 %19, 5
  %49 = and i32 %48, 3
  switch i32 %49, label %61 [
    i32 0, label %50
    i32 1, label %53
    i32 2, label %57
    i32 3, label %59
  ]

50:                                               ; preds = %47
  %51 = or i32 %24, 2143289344
  %52 = tail call contract noundef float @__nv_uint_as_float(i32 noundef range(i32 2143289344, -4194304) %51) #6
  br label %62

53:                                               ; preds = %47
  %54 = and i32 %24, 4194302
  %55 = or disjoint i32 %54, -8388607
  %56 = tail call contract noundef float @__nv_uint_as_float(i32 noundef range(i32 2143289344, -4194304) %55) #6
  br label %62

57:                                               ; preds = %47
  %58 = tail call contract noundef float @__nv_int_as_float(i32 noundef 2139095040) #6
  br label %62

59:                                               ; preds = %47
  %60 = tail call contract noundef float @__nv_int_as_float(i32 noundef -8388608) #6
  br label %62

61:                                               ; preds = %92, %62, %47, %8
  unreachable

62:                                               ; preds = %8, %37, %43, %45, %50, %53, %57, %59
  %63 = phi float [ %23, %37 ], [ %52, %50 ], [ %56, %53 ], [ %58, %57 ], [ %60, %59 ], [ %46, %45 ], [ %44, %43 ], [ %23, %8 ]
  %64 = load i32, ptr %18, align 4, !tbaa !4
  %65 = and i32 %64, 4095
  %66 = uitofp nneg i32 %65 to float
  %67 = fmul contract float %66, 7.812500e-03
  %68 = fadd contract float %67, -1.600000e+01
  %69 = lshr i32 %64, 9
  switch i32 %16, label %61 [
    i32 1, label %70
    i32 2, label %73
    i32 3, label %79
    i32 0, label %106
  ]

70:                                               ; preds = %62
  %71 = lshr i32 %64, 27
  %72 = icmp eq i32 %14, %71
  br label %82

73:                                               ; preds = %62
  %74 = icmp eq i32 %14, 3
  br i1 %74, label %84, label %75

75:                                               ; preds = %73
  %76 = lshr i32 %64, 30
  %77 = add nuw nsw i32 %76, 17
  %78 = icmp eq i32 %14, %77
  br label %82

79:                                               ; preds = %62
  %80 = and i32 %64, 50331648
  %81 = icmp eq i32 %80, 0
  br label %82

82:                                               ; preds = %79, %75, %70
  %83 = phi i1 [ %72, %70 ], [ %78, %75 ], [ %81, %79 ]
  br i1 %83, label %84, label %106

84:                                               ; preds = %82, %73
  %85 = icmp eq i32 %16, 2
  br i1 %85, label %86, label %92

86:                                               ; preds = %84
  %87 = icmp eq i32 %14, 3
  br i1 %87, label %88, label %90

88:                                               ; preds = %86
  %89 = tail call contract noundef float @__nv_int_as_float(i32 noundef 2139095040) #6
  br label %106

90:                                               ; preds = %86
  %91 = tail call contract noundef float @__nv_int_as_float(i32 noundef -8388608) #6
  br label %106

92:                                               ; preds = %84
  %93 = lshr i32 %64, 5
  %94 = and i32 %93, 3
  switch i32 %94, label %61 [
    i32 0, label %95
    i32 1, label %98
    i32 2, label %102
    i32 3, label %104
  ]

95:                                               ; preds = %92
  %96 = or i32 %69, 2143289344
  %97 = tail call contract noundef float @__nv_uint_as_float(i32 noundef range(i32 2143289344, -4194304) %96) #6
  br label %106

98:                                               ; preds = %92
  %99 = and i32 %69, 4194302
  %100 = or disjoint i32 %99, -8388607
  %101 = tail call contract noundef float @__nv_uint_as_float(i32 noundef range(i32 2143289344, -4194304) %100) #6
  br label %106

102:                                              ; preds = %92
  %103 = tail call contract noundef float @__nv_int_as_float(i32 noundef 2139095040) #6
  br label %106

104:                                              ; preds = %92
  %105 = tail call contract noundef float @__nv_int_as_float(i32 noundef -8388608) #6
  br label %106

106:                                              ; preds = %62, %104, %102, %98, %95, %90, %88, %82
  %107 = phi float [ %68, %82 ], [ %97, %95 ], [ %101, %98 ], [ %103, %102 ], [ %105, %104 ], [ %91, %90 ], [ %89, %88 ], [ %68, %62 ]
  %108 = fcmp contract ord float %107, 0.000000e+00
  br i1 %108, label %109, label %115

109:                                              ; preds = %106
  %110 = fpext float %107 to double
  %111 = and i32 %64, 1023
  %112 = uitofp nneg i32 %111 to double
  %113 = fmul contract double %112, 0x3D70000000000000
  %114 = fadd contract double %113, %110
  br label %133

115:                                              ; preds = %106
  %116 = tail call noundef i32 @__nv_float_as_uint(float noundef %107) #6
  %117 = icmp sgt i32 %116, -1
  %118 = select i1 %117, i64 0, i64 -9223372036854775808
  %119 = and i32 %64, 1048575
  %120 = zext nneg i32 %119 to i64
  %121 = shl nuw nsw i64 %120, 20
  %122 = lshr i32 %64, 12
  %123 = zext nneg i32 %122 to i64
  %124 = or disjoint i64 %121, %123
  %125 = or i64 %124, 9218868437227405313
  %126 = or disjoint i64 %118, %125
  %127 = tail call noundef i32 @__nv_float_as_uint(float noundef %107) #6
  %128 = and i32 %127, 4194304
  %129 = zext nneg i32 %128 to i64
  %130 = shl nuw nsw i64 %129, 29
  %131 = or disjoint i64 %126, %130
  %132 = tail call contract noundef double @__nv_longlong_as_double(i64 noundef range(i64 9218868437227405313, 0) %131) #6
  br label %133

133:                                              ; preds = %109, %115
  %134 = phi double [ %114, %109 ], [ %132, %115 ]
  %135 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #7, !srcloc !8
  %136 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %63, i32 1, i32 31, float %63, i32 -1) #6, !srcloc !9
  %137 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %136, i32 2, i32 31, float %136, i32 -1) #6, !srcloc !9
  %138 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %137, i32 4, i32 31, float %137, i32 -1) #6, !srcloc !9
  %139 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %138, i32 8, i32 31, float %138, i32 -1) #6, !srcloc !9
  %140 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %139, i32 16, i32 31, float %139, i32 -1) #6, !srcloc !9
  %141 = icmp eq i32 %14, 0
  br i1 %141, label %142, label %146

142:                                              ; preds = %133
  %143 = zext nneg i32 %15 to i64
  %144 = getelementptr inbounds nuw i32, ptr %1, i64 %143
  %145 = tail call noundef i32 @__nv_float_as_uint(float noundef %140) #6
  store i32 %145, ptr %144, align 4, !tbaa !4
  br label %146

146:                                              ; preds = %142, %133
  %147 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #7, !srcloc !8
  %148 = sdiv i32 %147, 16
  %149 = shl nsw i32 %148, 4
  %150 = shl i32 65535, %149
  %151 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %63, i32 1, i32 4111, float %63, i32 %150) #6, !srcloc !9
  %152 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %151, i32 2, i32 4111, float %151, i32 %150) #6, !srcloc !9
  %153 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %152, i32 4, i32 4111, float %152, i32 %150) #6, !srcloc !9
  %154 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %153, i32 8, i32 4111, float %153, i32 %150) #6, !srcloc !9
  %155 = and i32 %12, 15
  %156 = icmp eq i32 %155, 0
  br i1 %156, label %157, label %162

157:                                              ; preds = %146
  %158 = lshr i32 %13, 4
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr inbounds nuw i32, ptr %2, i64 %159
  %161 = tail call noundef i32 @__nv_float_as_uint(float noundef %154) #6
  store i32 %161, ptr %160, align 4, !tbaa !4
  br label %162

162:                                              ; preds = %157, %146
  %163 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #7, !srcloc !8
  %164 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %63, i32 1, i32 0, float %63, i32 -1) #6, !srcloc !10
  %165 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %164, i32 2, i32 0, float %164, i32 -1) #6, !srcloc !10
  %166 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %165, i32 4, i32 0, float %165, i32 -1) #6, !srcloc !10
  %167 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %166, i32 8, i32 0, float %166, i32 -1) #6, !srcloc !10
  %168 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %167, i32 16, i32 0, float %167, i32 -1) #6, !srcloc !10
  %169 = tail call noundef i32 @__nv_float_as_uint(float noundef %168) #6
  %170 = getelementptr inbounds nuw i32, ptr %3, i64 %17
  store i32 %169, ptr %170, align 4, !tbaa !4
  br i1 %141, label %175, label %171

171:                                              ; preds = %162
  %172 = load i32, ptr %18, align 4, !tbaa !4
  %173 = and i32 %172, 7
  %174 = icmp eq i32 %173, 0
  br label %175

175:                                              ; preds = %171, %162
  %176 = phi i1 [ true, %162 ], [ %174, %171 ]
  %177 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #7, !srcloc !8
  %178 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %176)
  %179 = lshr i32 %178, 1
  %180 = tail call noundef i32 asm "mov.u32 $0, %lanemask_ge;", "=r"() #7, !srcloc !11
  %181 = and i32 %179, %180
  %182 = or disjoint i32 %181, -2147483648
  %183 = tail call noundef i32 @__nv_brev(i32 noundef range(i32 -2147483648, 0) %182) #6
  %184 = tail call noundef i32 @__nv_clz(i32 noundef %183) #6
  %185 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %63, i32 1, i32 %184, float %63, i32 -1) #6, !srcloc !9
  %186 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %185, i32 2, i32 %184, float %185, i32 -1) #6, !srcloc !9
  %187 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %186, i32 4, i32 %184, float %186, i32 -1) #6, !srcloc !9
  %188 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %187, i32 8, i32 %184, float %187, i32 -1) #6, !srcloc !9
  %189 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %188, i32 16, i32 %184, float %188, i32 -1) #6, !srcloc !9
  br i1 %176, label %190, label %192

190:                                              ; preds = %175
  %191 = tail call noundef i32 @__nv_float_as_uint(float noundef %189) #6
  br label %192

192:                                              ; preds = %175, %190
  %193 = phi i32 [ %191, %190 ], [ -559038737, %175 ]
  %194 = getelementptr inbounds nuw i32, ptr %4, i64 %17
  store i32 %193, ptr %194, align 4, !tbaa !4
  %195 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #7, !srcloc !8
  %196 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %63, i32 1, i32 31, float %63, i32 -1) #6, !srcloc !9
  %197 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %196, i32 2, i32 31, float %196, i32 -1) #6, !srcloc !9
  %198 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %197, i32 4, i32 31, float %197, i32 -1) #6, !srcloc !9
  %199 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %198, i32 8, i32 31, float %198, i32 -1) #6, !srcloc !9
  %200 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %199, i32 16, i32 31, float %199, i32 -1) #6, !srcloc !9
  %201 = icmp eq i32 %195, 0
  br i1 %201, label %202, label %206

202:                                              ; preds = %192
  %203 = lshr i32 %12, 5
  %204 = zext nneg i32 %203 to i64
  %205 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12cub_nan_sumsE2tb to ptr), i64 4), i64 %204
  store float %200, ptr %205, align 4, !tbaa !12
  br label %206

206:                                              ; preds = %202, %192
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %207 = icmp eq i32 %12, 0
  br i1 %207, label %208, label %218

208:                                              ; preds = %206
  %209 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12cub_nan_sumsE2tb to ptr), i64 8), align 4, !tbaa !12
  %210 = fadd contract float %200, %209
  %211 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12cub_nan_sumsE2tb to ptr), i64 12), align 4, !tbaa !12
  %212 = fadd contract float %210, %211
  %213 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12cub_nan_sumsE2tb to ptr), i64 16), align 4, !tbaa !12
  %214 = fadd contract float %212, %213
  %215 = zext nneg i32 %9 to i64
  %216 = getelementptr inbounds nuw i32, ptr %5, i64 %215
  %217 = tail call noundef i32 @__nv_float_as_uint(float noundef %214) #6
  store i32 %217, ptr %216, align 4, !tbaa !4
  br label %218

218:                                              ; preds = %206, %208
  %219 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #7, !srcloc !8
  %220 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.down.b32 lo|p, lo, $2, $3, $4;  shfl.sync.down.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %134, i32 1, i32 31, i32 -1) #6, !srcloc !14
  %221 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.down.b32 lo|p, lo, $2, $3, $4;  shfl.sync.down.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %220, i32 2, i32 31, i32 -1) #6, !srcloc !14
  %222 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.down.b32 lo|p, lo, $2, $3, $4;  shfl.sync.down.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %221, i32 4, i32 31, i32 -1) #6, !srcloc !14
  %223 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.down.b32 lo|p, lo, $2, $3, $4;  shfl.sync.down.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %222, i32 8, i32 31, i32 -1) #6, !srcloc !14
  %224 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.down.b32 lo|p, lo, $2, $3, $4;  shfl.sync.down.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %223, i32 16, i32 31, i32 -1) #6, !srcloc !14
  br i1 %141, label %225, label %229

225:                                              ; preds = %218
  %226 = zext nneg i32 %15 to i64
  %227 = getelementptr inbounds nuw i64, ptr %6, i64 %226
  %228 = tail call noundef i64 @__nv_double_as_longlong(double noundef %224) #6
  store i64 %228, ptr %227, align 8, !tbaa !15
  br label %229

229:                                              ; preds = %225, %218
  %230 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #7, !srcloc !8
  %231 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.up.b32 lo|p, lo, $2, $3, $4;  shfl.sync.up.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %134, i32 1, i32 0, i32 -1) #6, !srcloc !17
  %232 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.up.b32 lo|p, lo, $2, $3, $4;  shfl.sync.up.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %231, i32 2, i32 0, i32 -1) #6, !srcloc !17
  %233 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.up.b32 lo|p, lo, $2, $3, $4;  shfl.sync.up.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %232, i32 4, i32 0, i32 -1) #6, !srcloc !17
  %234 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.up.b32 lo|p, lo, $2, $3, $4;  shfl.sync.up.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %233, i32 8, i32 0, i32 -1) #6, !srcloc !17
  %235 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.up.b32 lo|p, lo, $2, $3, $4;  shfl.sync.up.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %234, i32 16, i32 0, i32 -1) #6, !srcloc !17
  %236 = tail call noundef i64 @__nv_double_as_longlong(double noundef %235) #6
  %237 = getelementptr inbounds nuw i64, ptr %7, i64 %17
  store i64 %236, ptr %237, align 8, !tbaa !15
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_int_as_float(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_uint_as_float(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_float_as_uint(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local double @__nv_longlong_as_double(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local i64 @__nv_double_as_longlong(double noundef) local_unnamed_addr #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_clz(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_brev(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { convergent nounwind }
attributes #7 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{i64 24310164}
!9 = !{i64 23846074}
!10 = !{i64 28359834}
!11 = !{i64 24330250}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
!14 = !{i64 23849136}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !6, i64 0}
!17 = !{i64 28363118}
!nvvm.annotations = !{!900}
!900 = !{ptr @cub_nan_sums, !"kernel", i32 1}

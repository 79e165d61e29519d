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
define dso_local noundef double @_Z9nanInputDjjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = and i32 %0, 4095
  %6 = uitofp nneg i32 %5 to float
  %7 = fmul contract float %6, 7.812500e-03
  %8 = fadd contract float %7, -1.600000e+01
  %9 = lshr i32 %0, 9
  switch i32 %1, label %47 [
    i32 1, label %10
    i32 2, label %13
    i32 3, label %19
  ]

10:                                               ; preds = %4
  %11 = lshr i32 %0, 27
  %12 = icmp eq i32 %2, %11
  br label %22

13:                                               ; preds = %4
  %14 = icmp eq i32 %2, 3
  br i1 %14, label %24, label %15

15:                                               ; preds = %13
  %16 = lshr i32 %0, 30
  %17 = add nuw nsw i32 %16, 17
  %18 = icmp eq i32 %2, %17
  br label %22

19:                                               ; preds = %4
  %20 = and i32 %0, 50331648
  %21 = icmp eq i32 %20, 0
  br label %22

22:                                               ; preds = %19, %15, %10
  %23 = phi i1 [ %12, %10 ], [ %18, %15 ], [ %21, %19 ]
  br i1 %23, label %24, label %47

24:                                               ; preds = %22, %13
  %25 = icmp eq i32 %1, 2
  br i1 %25, label %26, label %32

26:                                               ; preds = %24
  %27 = icmp eq i32 %2, 3
  br i1 %27, label %28, label %30

28:                                               ; preds = %26
  %29 = tail call contract noundef float @__nv_int_as_float(i32 noundef 2139095040) #6
  br label %47

30:                                               ; preds = %26
  %31 = tail call contract noundef float @__nv_int_as_float(i32 noundef -8388608) #6
  br label %47

32:                                               ; preds = %24
  %33 = lshr i32 %0, 5
  %34 = and i32 %33, 3
  switch i32 %34, label %44 [
    i32 0, label %35
    i32 1, label %38
    i32 2, label %42
    i32 3, label %45
  ]

35:                                               ; preds = %32
  %36 = or i32 %9, 2143289344
  %37 = tail call contract noundef float @__nv_uint_as_float(i32 noundef range(i32 2143289344, -4194304) %36) #6
  br label %47

38:                                               ; preds = %32
  %39 = and i32 %9, 4194302
  %40 = or disjoint i32 %39, -8388607
  %41 = tail call contract noundef float @__nv_uint_as_float(i32 noundef range(i32 2143289344, -4194304) %40) #6
  br label %47

42:                                               ; preds = %32
  %43 = tail call contract noundef float @__nv_int_as_float(i32 noundef 2139095040) #6
  br label %47

44:                                               ; preds = %32
  unreachable

45:                                               ; preds = %32
  %46 = tail call contract noundef float @__nv_int_as_float(i32 noundef -8388608) #6
  br label %47

47:                                               ; preds = %4, %22, %28, %30, %35, %38, %42, %45
  %48 = phi float [ %8, %22 ], [ %37, %35 ], [ %41, %38 ], [ %43, %42 ], [ %46, %45 ], [ %31, %30 ], [ %29, %28 ], [ %8, %4 ]
  %49 = fpext float %8 to double
  %50 = and i32 %0, 1023
  %51 = uitofp nneg i32 %50 to double
  %52 = fmul contract double %51, 0x3D70000000000000
  %53 = fadd contract double %52, %49
  switch i32 %1, label %61 [
    i32 2, label %54
    i32 0, label %82
  ]

54:                                               ; preds = %47
  %55 = fcmp contract ord float %48, 0.000000e+00
  br i1 %55, label %56, label %59

56:                                               ; preds = %54
  %57 = tail call noundef i32 @__nv_isinff(float noundef %48) #6
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %82, label %59

59:                                               ; preds = %56, %54
  %60 = fpext float %48 to double
  br label %82

61:                                               ; preds = %47
  %62 = mul i32 %3, 7
  %63 = add i32 %62, 3
  %64 = and i32 %63, 31
  %65 = icmp eq i32 %2, %64
  br i1 %65, label %66, label %82

66:                                               ; preds = %61
  %67 = zext i32 %0 to i64
  %68 = shl i64 %67, 63
  %69 = and i32 %0, 1048575
  %70 = zext nneg i32 %69 to i64
  %71 = shl nuw nsw i64 %70, 20
  %72 = lshr i32 %0, 12
  %73 = zext nneg i32 %72 to i64
  %74 = or disjoint i64 %71, %73
  %75 = or disjoint i64 %74, %68
  %76 = and i32 %0, 2
  %77 = zext nneg i32 %76 to i64
  %78 = shl nuw nsw i64 %77, 50
  %79 = or disjoint i64 %75, %78
  %80 = or i64 %79, 9218868437227405313
  %81 = tail call contract noundef double @__nv_longlong_as_double(i64 noundef range(i64 9218868437227405313, 0) %80) #6
  br label %82

82:                                               ; preds = %61, %47, %59, %56, %66
  %83 = phi double [ %81, %66 ], [ %53, %56 ], [ %60, %59 ], [ %53, %47 ], [ %53, %61 ]
  ret double %83
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
  %108 = fpext float %68 to double
  %109 = and i32 %64, 1023
  %110 = uitofp nneg i32 %109 to double
  %111 = fmul contract double %110, 0x3D70000000000000
  %112 = fadd contract double %111, %108
  switch i32 %16, label %120 [
    i32 2, label %113
    i32 0, label %141
  ]

113:                                              ; preds = %106
  %114 = fcmp contract ord float %107, 0.000000e+00
  br i1 %114, label %115, label %118

115:                                              ; preds = %113
  %116 = tail call noundef i32 @__nv_isinff(float noundef %107) #6
  %117 = icmp eq i32 %116, 0
  br i1 %117, label %141, label %118

118:                                              ; preds = %115, %113
  %119 = fpext float %107 to double
  br label %141

120:                                              ; preds = %106
  %121 = mul nuw nsw i32 %15, 7
  %122 = add nuw nsw i32 %121, 3
  %123 = and i32 %122, 31
  %124 = icmp eq i32 %14, %123
  br i1 %124, label %125, label %141

125:                                              ; preds = %120
  %126 = zext i32 %64 to i64
  %127 = shl i64 %126, 63
  %128 = and i32 %64, 1048575
  %129 = zext nneg i32 %128 to i64
  %130 = shl nuw nsw i64 %129, 20
  %131 = lshr i32 %64, 12
  %132 = zext nneg i32 %131 to i64
  %133 = or disjoint i64 %130, %132
  %134 = or disjoint i64 %133, %127
  %135 = and i32 %64, 2
  %136 = zext nneg i32 %135 to i64
  %137 = shl nuw nsw i64 %136, 50
  %138 = or disjoint i64 %134, %137
  %139 = or i64 %138, 9218868437227405313
  %140 = tail call contract noundef double @__nv_longlong_as_double(i64 noundef range(i64 9218868437227405313, 0) %139) #6
  br label %141

141:                                              ; preds = %106, %115, %118, %120, %125
  %142 = phi double [ %140, %125 ], [ %112, %115 ], [ %119, %118 ], [ %112, %106 ], [ %112, %120 ]
  %143 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #7, !srcloc !8
  %144 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %63, i32 1, i32 31, float %63, i32 -1) #6, !srcloc !9
  %145 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %144, i32 2, i32 31, float %144, i32 -1) #6, !srcloc !9
  %146 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %145, i32 4, i32 31, float %145, i32 -1) #6, !srcloc !9
  %147 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %146, i32 8, i32 31, float %146, i32 -1) #6, !srcloc !9
  %148 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %147, i32 16, i32 31, float %147, i32 -1) #6, !srcloc !9
  %149 = icmp eq i32 %14, 0
  br i1 %149, label %150, label %154

150:                                              ; preds = %141
  %151 = zext nneg i32 %15 to i64
  %152 = getelementptr inbounds nuw i32, ptr %1, i64 %151
  %153 = tail call noundef i32 @__nv_float_as_uint(float noundef %148) #6
  store i32 %153, ptr %152, align 4, !tbaa !4
  br label %154

154:                                              ; preds = %150, %141
  %155 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #7, !srcloc !8
  %156 = sdiv i32 %155, 16
  %157 = shl nsw i32 %156, 4
  %158 = shl i32 65535, %157
  %159 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %63, i32 1, i32 4111, float %63, i32 %158) #6, !srcloc !9
  %160 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %159, i32 2, i32 4111, float %159, i32 %158) #6, !srcloc !9
  %161 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %160, i32 4, i32 4111, float %160, i32 %158) #6, !srcloc !9
  %162 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %161, i32 8, i32 4111, float %161, i32 %158) #6, !srcloc !9
  %163 = and i32 %12, 15
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %165, label %170

165:                                              ; preds = %154
  %166 = lshr i32 %13, 4
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr inbounds nuw i32, ptr %2, i64 %167
  %169 = tail call noundef i32 @__nv_float_as_uint(float noundef %162) #6
  store i32 %169, ptr %168, align 4, !tbaa !4
  br label %170

170:                                              ; preds = %165, %154
  %171 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #7, !srcloc !8
  %172 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %63, i32 1, i32 0, float %63, i32 -1) #6, !srcloc !10
  %173 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %172, i32 2, i32 0, float %172, i32 -1) #6, !srcloc !10
  %174 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %173, i32 4, i32 0, float %173, i32 -1) #6, !srcloc !10
  %175 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %174, i32 8, i32 0, float %174, i32 -1) #6, !srcloc !10
  %176 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %175, i32 16, i32 0, float %175, i32 -1) #6, !srcloc !10
  %177 = tail call noundef i32 @__nv_float_as_uint(float noundef %176) #6
  %178 = getelementptr inbounds nuw i32, ptr %3, i64 %17
  store i32 %177, ptr %178, align 4, !tbaa !4
  br i1 %149, label %183, label %179

179:                                              ; preds = %170
  %180 = load i32, ptr %18, align 4, !tbaa !4
  %181 = and i32 %180, 7
  %182 = icmp eq i32 %181, 0
  br label %183

183:                                              ; preds = %179, %170
  %184 = phi i1 [ true, %170 ], [ %182, %179 ]
  %185 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #7, !srcloc !8
  %186 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %184)
  %187 = lshr i32 %186, 1
  %188 = tail call noundef i32 asm "mov.u32 $0, %lanemask_ge;", "=r"() #7, !srcloc !11
  %189 = and i32 %187, %188
  %190 = or disjoint i32 %189, -2147483648
  %191 = tail call noundef i32 @__nv_brev(i32 noundef range(i32 -2147483648, 0) %190) #6
  %192 = tail call noundef i32 @__nv_clz(i32 noundef %191) #6
  %193 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %63, i32 1, i32 %192, float %63, i32 -1) #6, !srcloc !9
  %194 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %193, i32 2, i32 %192, float %193, i32 -1) #6, !srcloc !9
  %195 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %194, i32 4, i32 %192, float %194, i32 -1) #6, !srcloc !9
  %196 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %195, i32 8, i32 %192, float %195, i32 -1) #6, !srcloc !9
  %197 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %196, i32 16, i32 %192, float %196, i32 -1) #6, !srcloc !9
  br i1 %184, label %198, label %200

198:                                              ; preds = %183
  %199 = tail call noundef i32 @__nv_float_as_uint(float noundef %197) #6
  br label %200

200:                                              ; preds = %183, %198
  %201 = phi i32 [ %199, %198 ], [ -559038737, %183 ]
  %202 = getelementptr inbounds nuw i32, ptr %4, i64 %17
  store i32 %201, ptr %202, align 4, !tbaa !4
  %203 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #7, !srcloc !8
  %204 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %63, i32 1, i32 31, float %63, i32 -1) #6, !srcloc !9
  %205 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %204, i32 2, i32 31, float %204, i32 -1) #6, !srcloc !9
  %206 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %205, i32 4, i32 31, float %205, i32 -1) #6, !srcloc !9
  %207 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %206, i32 8, i32 31, float %206, i32 -1) #6, !srcloc !9
  %208 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %207, i32 16, i32 31, float %207, i32 -1) #6, !srcloc !9
  %209 = icmp eq i32 %203, 0
  br i1 %209, label %210, label %214

210:                                              ; preds = %200
  %211 = lshr i32 %12, 5
  %212 = zext nneg i32 %211 to i64
  %213 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12cub_nan_sumsE2tb to ptr), i64 4), i64 %212
  store float %208, ptr %213, align 4, !tbaa !12
  br label %214

214:                                              ; preds = %210, %200
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %215 = icmp eq i32 %12, 0
  br i1 %215, label %216, label %226

216:                                              ; preds = %214
  %217 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12cub_nan_sumsE2tb to ptr), i64 8), align 4, !tbaa !12
  %218 = fadd contract float %208, %217
  %219 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12cub_nan_sumsE2tb to ptr), i64 12), align 4, !tbaa !12
  %220 = fadd contract float %218, %219
  %221 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12cub_nan_sumsE2tb to ptr), i64 16), align 4, !tbaa !12
  %222 = fadd contract float %220, %221
  %223 = zext nneg i32 %9 to i64
  %224 = getelementptr inbounds nuw i32, ptr %5, i64 %223
  %225 = tail call noundef i32 @__nv_float_as_uint(float noundef %222) #6
  store i32 %225, ptr %224, align 4, !tbaa !4
  br label %226

226:                                              ; preds = %214, %216
  %227 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #7, !srcloc !8
  %228 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.down.b32 lo|p, lo, $2, $3, $4;  shfl.sync.down.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %142, i32 1, i32 31, i32 -1) #6, !srcloc !14
  %229 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.down.b32 lo|p, lo, $2, $3, $4;  shfl.sync.down.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %228, i32 2, i32 31, i32 -1) #6, !srcloc !14
  %230 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.down.b32 lo|p, lo, $2, $3, $4;  shfl.sync.down.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %229, i32 4, i32 31, i32 -1) #6, !srcloc !14
  %231 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.down.b32 lo|p, lo, $2, $3, $4;  shfl.sync.down.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %230, i32 8, i32 31, i32 -1) #6, !srcloc !14
  %232 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.down.b32 lo|p, lo, $2, $3, $4;  shfl.sync.down.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %231, i32 16, i32 31, i32 -1) #6, !srcloc !14
  br i1 %149, label %233, label %237

233:                                              ; preds = %226
  %234 = zext nneg i32 %15 to i64
  %235 = getelementptr inbounds nuw i64, ptr %6, i64 %234
  %236 = tail call noundef i64 @__nv_double_as_longlong(double noundef %232) #6
  store i64 %236, ptr %235, align 8, !tbaa !15
  br label %237

237:                                              ; preds = %233, %226
  %238 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #7, !srcloc !8
  %239 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.up.b32 lo|p, lo, $2, $3, $4;  shfl.sync.up.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %142, i32 1, i32 0, i32 -1) #6, !srcloc !17
  %240 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.up.b32 lo|p, lo, $2, $3, $4;  shfl.sync.up.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %239, i32 2, i32 0, i32 -1) #6, !srcloc !17
  %241 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.up.b32 lo|p, lo, $2, $3, $4;  shfl.sync.up.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %240, i32 4, i32 0, i32 -1) #6, !srcloc !17
  %242 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.up.b32 lo|p, lo, $2, $3, $4;  shfl.sync.up.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %241, i32 8, i32 0, i32 -1) #6, !srcloc !17
  %243 = tail call contract noundef double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.up.b32 lo|p, lo, $2, $3, $4;  shfl.sync.up.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r"(double %242, i32 16, i32 0, i32 -1) #6, !srcloc !17
  %244 = tail call noundef i64 @__nv_double_as_longlong(double noundef %243) #6
  %245 = getelementptr inbounds nuw i64, ptr %7, i64 %17
  store i64 %244, ptr %245, align 8, !tbaa !15
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_int_as_float(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_uint_as_float(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_isinff(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local double @__nv_longlong_as_double(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_float_as_uint(float noundef) local_unnamed_addr #2

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
!8 = !{i64 24310722}
!9 = !{i64 23846632}
!10 = !{i64 28360392}
!11 = !{i64 24330808}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
!14 = !{i64 23849694}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !6, i64 0}
!17 = !{i64 28363676}
!nvvm.annotations = !{!900}
!900 = !{ptr @cub_nan_sums, !"kernel", i32 1}

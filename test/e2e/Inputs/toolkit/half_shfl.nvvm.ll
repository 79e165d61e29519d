; NVVM IR of test/e2e/kernels/half_shfl.cu, made by make-nvvm-ir.py from
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2 with the
; CUDA 13 headers.  Do not edit; regenerate.
; ModuleID = '/work/wt/ptx/test/e2e/Inputs/toolkit/../../kernels/half_shfl.cu'
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @half_shfl(ptr noundef readonly %0, ptr noundef writeonly %1, ptr noundef writeonly %2, ptr noundef writeonly %3, ptr noundef writeonly %4, ptr noundef writeonly %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !4
  %15 = srem i32 %14, 8192
  %16 = add nsw i32 %15, -4096
  %17 = tail call i16 asm "cvt.rn.f16.s32 $0, $1;", "=h,r"(i32 range(i32 -12287, 4096) %16) #2, !srcloc !8
  %18 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 6.250000e-02) #2, !srcloc !9
  %19 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %17, i16 %18) #2, !srcloc !10
  %20 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %19, i16 %19) #2, !srcloc !11
  %21 = tail call i32 asm "{mov.u32 $0, WARP_SZ;\0A}", "=r"() #2, !srcloc !12
  %22 = shl i32 %21, 8
  %23 = add i32 %22, -8161
  %24 = tail call i32 asm sideeffect "{shfl.sync.bfly.b32 $0,$1,$2,$3,$4;\0A}", "=r,r,r,r,r"(i32 %20, i32 1, i32 %23, i32 -1) #3, !noalias !13, !srcloc !16
  %25 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %24) #2, !srcloc !17
  %26 = add i32 %22, -4096
  %27 = tail call i32 asm sideeffect "{shfl.sync.up.b32 $0,$1,$2,$3,$4;\0A}", "=r,r,r,r,r"(i32 %20, i32 3, i32 %26, i32 -1) #3, !noalias !18, !srcloc !21
  %28 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %27) #2, !srcloc !17
  %29 = tail call i32 asm sideeffect "{shfl.sync.down.b32 $0,$1,$2,$3,$4;\0A}", "=r,r,r,r,r"(i32 %20, i32 5, i32 %23, i32 -1) #3, !noalias !22, !srcloc !25
  %30 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %29) #2, !srcloc !17
  %31 = add i32 %22, -2017
  %32 = tail call i32 asm sideeffect "{shfl.sync.idx.b32 $0,$1,$2,$3,$4;\0A}", "=r,r,r,r,r"(i32 %20, i32 7, i32 %31, i32 -1) #3, !noalias !26, !srcloc !29
  %33 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %32) #2, !srcloc !17
  %34 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %19, i16 %25) #2, !srcloc !30
  %35 = mul i32 %11, 6
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds nuw i16, ptr %1, i64 %36
  store i16 %34, ptr %37, align 2, !tbaa !31
  %38 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %28, i16 %30) #2, !srcloc !10
  %39 = or disjoint i32 %35, 1
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds nuw i16, ptr %1, i64 %40
  store i16 %38, ptr %41, align 2, !tbaa !31
  %42 = tail call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %19, i16 %33, i16 %25) #2, !srcloc !33
  %43 = add i32 %35, 2
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds nuw i16, ptr %1, i64 %44
  store i16 %42, ptr %45, align 2, !tbaa !31
  %46 = tail call i16 asm "{sub.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %30, i16 %28) #2, !srcloc !34
  %47 = tail call i16 asm "{neg.f16 $0,$1;\0A}", "=h,h"(i16 %46) #2, !srcloc !35
  %48 = add i32 %35, 3
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds nuw i16, ptr %1, i64 %49
  store i16 %47, ptr %50, align 2, !tbaa !31
  %51 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %19, i16 %25) #2, !srcloc !36
  %52 = add i32 %35, 4
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds nuw i16, ptr %1, i64 %53
  store i16 %51, ptr %54, align 2, !tbaa !31
  %55 = tail call i16 asm "{ .reg .pred __$$temp3;\0A  setp.lt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %19, i16 %33) #2, !srcloc !37
  %56 = icmp ne i16 %55, 0
  %57 = zext i1 %56 to i16
  %58 = add i32 %35, 5
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds nuw i16, ptr %1, i64 %59
  store i16 %57, ptr %60, align 2, !tbaa !31
  %61 = srem i32 %14, 97
  %62 = sitofp i32 %61 to float
  %63 = fdiv contract float %62, 3.000000e+00
  %64 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %63) #2, !srcloc !9
  %65 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %19, i16 %64) #2, !srcloc !11
  %66 = tail call i32 asm sideeffect "{shfl.sync.bfly.b32 $0,$1,$2,$3,$4;\0A}", "=r,r,r,r,r"(i32 %65, i32 2, i32 %23, i32 -1) #3, !noalias !38, !srcloc !16
  %67 = tail call i32 asm sideeffect "{shfl.sync.down.b32 $0,$1,$2,$3,$4;\0A}", "=r,r,r,r,r"(i32 %65, i32 1, i32 %31, i32 -1) #3, !noalias !41, !srcloc !25
  %68 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %65, i32 %66) #2, !srcloc !44
  %69 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, high;}", "=h,r"(i32 %68) #2, !srcloc !45
  %70 = zext i16 %69 to i32
  %71 = shl nuw i32 %70, 16
  %72 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %68) #2, !srcloc !17
  %73 = zext i16 %72 to i32
  %74 = or disjoint i32 %71, %73
  %75 = mul i32 %11, 3
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds nuw i32, ptr %2, i64 %76
  store i32 %74, ptr %77, align 4, !tbaa !4
  %78 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %65, i32 %66, i32 %67) #2, !srcloc !46
  %79 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, high;}", "=h,r"(i32 %78) #2, !srcloc !45
  %80 = zext i16 %79 to i32
  %81 = shl nuw i32 %80, 16
  %82 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %78) #2, !srcloc !17
  %83 = zext i16 %82 to i32
  %84 = or disjoint i32 %81, %83
  %85 = add i32 %75, 1
  %86 = zext i32 %85 to i64
  %87 = getelementptr inbounds nuw i32, ptr %2, i64 %86
  store i32 %84, ptr %87, align 4, !tbaa !4
  %88 = tail call i32 asm "{.reg .f16 low,high;\0A  mov.b32 {low,high}, $1;\0A  mov.b32 $0, {high,low};}\0A", "=r,r"(i32 %65) #2, !srcloc !47
  %89 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %88, i32 %67) #2, !srcloc !48
  %90 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, high;}", "=h,r"(i32 %89) #2, !srcloc !45
  %91 = zext i16 %90 to i32
  %92 = shl nuw i32 %91, 16
  %93 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %89) #2, !srcloc !17
  %94 = zext i16 %93 to i32
  %95 = or disjoint i32 %92, %94
  %96 = add i32 %75, 2
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds nuw i32, ptr %2, i64 %97
  store i32 %95, ptr %98, align 4, !tbaa !4
  %99 = srem i32 %14, 100000
  %100 = sitofp i32 %99 to float
  %101 = fdiv contract float %100, 7.000000e+00
  %102 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %101) #2, !srcloc !49
  %103 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %102, i16 %102) #2, !srcloc !50
  %104 = tail call i32 asm sideeffect "{shfl.sync.bfly.b32 $0,$1,$2,$3,$4;\0A}", "=r,r,r,r,r"(i32 %103, i32 4, i32 %23, i32 -1) #3, !noalias !51, !srcloc !54
  %105 = tail call i16 asm "{.reg .b16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %104) #2, !srcloc !55
  %106 = add i32 %22, -8192
  %107 = tail call i32 asm sideeffect "{shfl.sync.up.b32 $0,$1,$2,$3,$4;\0A}", "=r,r,r,r,r"(i32 %103, i32 1, i32 %106, i32 -1) #3, !noalias !56, !srcloc !59
  %108 = tail call i16 asm "{.reg .b16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %107) #2, !srcloc !55
  %109 = tail call i16 asm "{.reg .b16 c;\0A  mov.b16 c, 0x3f80U;\0A  fma.rn.bf16 $0,$1,c,$2;}\0A", "=h,h,h"(i16 %102, i16 %105) #2, !srcloc !60
  %110 = shl i32 %11, 2
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds nuw i16, ptr %3, i64 %111
  store i16 %109, ptr %112, align 2, !tbaa !31
  %113 = tail call i16 asm "{.reg .b16 c;\0A  mov.b16 c, 0x8000U;\0A  fma.rn.bf16 $0,$1,$2,c;}\0A", "=h,h,h"(i16 %102, i16 %108) #2, !srcloc !61
  %114 = or disjoint i32 %110, 1
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds nuw i16, ptr %3, i64 %115
  store i16 %113, ptr %116, align 2, !tbaa !31
  %117 = tail call i16 asm "{fma.rn.bf16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %102, i16 %105, i16 %108) #2, !srcloc !62
  %118 = or disjoint i32 %110, 2
  %119 = zext i32 %118 to i64
  %120 = getelementptr inbounds nuw i16, ptr %3, i64 %119
  store i16 %117, ptr %120, align 2, !tbaa !31
  %121 = tail call i16 asm "{ min.bf16 $0,$1,$2;\0A}", "=h,h,h"(i16 %102, i16 %108) #2, !srcloc !63
  %122 = or disjoint i32 %110, 3
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds nuw i16, ptr %3, i64 %123
  store i16 %121, ptr %124, align 2, !tbaa !31
  %125 = fmul contract float %101, -5.000000e-01
  %126 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %125) #2, !srcloc !49
  %127 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %102, i16 %126) #2, !srcloc !50
  %128 = mul i32 %11, 5
  %129 = and i32 %128, 31
  %130 = tail call i32 asm sideeffect "{shfl.sync.idx.b32 $0,$1,$2,$3,$4;\0A}", "=r,r,r,r,r"(i32 %127, i32 range(i32 0, 32) %129, i32 %23, i32 -1) #3, !noalias !64, !srcloc !67
  %131 = tail call i32 asm "{.reg .b32 c;\0A  mov.b32 c, 0x3f803f80U;\0A  fma.rn.bf16x2 $0,$1,c,$2;}\0A", "=r,r,r"(i32 %127, i32 %130) #2, !srcloc !68
  %132 = tail call i16 asm "{.reg .b16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, high;}", "=h,r"(i32 %131) #2, !srcloc !69
  %133 = zext i16 %132 to i32
  %134 = shl nuw i32 %133, 16
  %135 = tail call i16 asm "{.reg .b16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %131) #2, !srcloc !55
  %136 = zext i16 %135 to i32
  %137 = or disjoint i32 %134, %136
  %138 = shl i32 %11, 1
  %139 = zext i32 %138 to i64
  %140 = getelementptr inbounds nuw i32, ptr %4, i64 %139
  store i32 %137, ptr %140, align 4, !tbaa !4
  %141 = tail call i32 asm "{.reg .b32 c;\0A  mov.b32 c, 0x80008000U;\0A  fma.rn.bf16x2 $0,$1,$2,c;}\0A", "=r,r,r"(i32 %127, i32 %130) #2, !srcloc !70
  %142 = tail call i16 asm "{.reg .b16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, high;}", "=h,r"(i32 %141) #2, !srcloc !69
  %143 = zext i16 %142 to i32
  %144 = shl nuw i32 %143, 16
  %145 = tail call i16 asm "{.reg .b16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %141) #2, !srcloc !55
  %146 = zext i16 %145 to i32
  %147 = or disjoint i32 %144, %146
  %148 = or disjoint i32 %138, 1
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds nuw i32, ptr %4, i64 %149
  store i32 %147, ptr %150, align 4, !tbaa !4
  %151 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %34) #2, !srcloc !71
  %152 = getelementptr inbounds nuw float, ptr %5, i64 %76
  store float %151, ptr %152, align 4, !tbaa !72
  %153 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %117) #2, !srcloc !74
  %154 = getelementptr inbounds nuw float, ptr %5, i64 %86
  store float %153, ptr %154, align 4, !tbaa !72
  %155 = tail call contract noundef float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %78) #2, !srcloc !75
  %156 = getelementptr inbounds nuw float, ptr %5, i64 %97
  store float %155, ptr %156, align 4, !tbaa !72
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind memory(none) }
attributes #3 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{i64 2156538425}
!9 = !{i64 2156327075}
!10 = !{i64 2157743091, i64 2157743118}
!11 = !{i64 2156802811}
!12 = !{i64 8715961, i64 8715985}
!13 = !{!14}
!14 = distinct !{!14, !15, !"_ZL15__shfl_xor_syncj7__half2ii: argument 0"}
!15 = distinct !{!15, !"_ZL15__shfl_xor_syncj7__half2ii"}
!16 = !{i64 2156925680, i64 2156925731}
!17 = !{i64 2156754235, i64 2156754269, i64 2156754306}
!18 = !{!19}
!19 = distinct !{!19, !20, !"_ZL14__shfl_up_syncj7__half2ji: argument 0"}
!20 = distinct !{!20, !"_ZL14__shfl_up_syncj7__half2ji"}
!21 = !{i64 2156924656, i64 2156924707}
!22 = !{!23}
!23 = distinct !{!23, !24, !"_ZL16__shfl_down_syncj7__half2ji: argument 0"}
!24 = distinct !{!24, !"_ZL16__shfl_down_syncj7__half2ji"}
!25 = !{i64 2156925165, i64 2156925216}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZL11__shfl_syncj7__half2ii: argument 0"}
!28 = distinct !{!28, !"_ZL11__shfl_syncj7__half2ii"}
!29 = !{i64 2156924142, i64 2156924193}
!30 = !{i64 2157712755, i64 2157712782}
!31 = !{!32, !32, i64 0}
!32 = !{!"short", !6, i64 0}
!33 = !{i64 2157836165, i64 2157836217}
!34 = !{i64 2157727923, i64 2157727950}
!35 = !{i64 2157967516, i64 2157967534}
!36 = !{i64 2156865246, i64 2156865273}
!37 = !{i64 2157428188, i64 2157428226, i64 2157428279}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_ZL15__shfl_xor_syncj7__half2ii: argument 0"}
!40 = distinct !{!40, !"_ZL15__shfl_xor_syncj7__half2ii"}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZL16__shfl_down_syncj7__half2ji: argument 0"}
!43 = distinct !{!43, !"_ZL16__shfl_down_syncj7__half2ji"}
!44 = !{i64 2157575718, i64 2157575747}
!45 = !{i64 2156790669, i64 2156790703, i64 2156790740}
!46 = !{i64 2157696609, i64 2157696663}
!47 = !{i64 2156824516, i64 2156824550, i64 2156824588}
!48 = !{i64 2157605518, i64 2157605547}
!49 = !{i64 2158416440}
!50 = !{i64 2159128513}
!51 = !{!52}
!52 = distinct !{!52, !53, !"_ZL15__shfl_xor_syncj14__nv_bfloat162ii: argument 0"}
!53 = distinct !{!53, !"_ZL15__shfl_xor_syncj14__nv_bfloat162ii"}
!54 = !{i64 2159177926, i64 2159177977}
!55 = !{i64 2159079937, i64 2159079971, i64 2159080008}
!56 = !{!57}
!57 = distinct !{!57, !58, !"_ZL14__shfl_up_syncj14__nv_bfloat162ji: argument 0"}
!58 = distinct !{!58, !"_ZL14__shfl_up_syncj14__nv_bfloat162ji"}
!59 = !{i64 2159176872, i64 2159176923}
!60 = !{i64 2160637430, i64 2160637457, i64 2160637491}
!61 = !{i64 2160670590, i64 2160670617, i64 2160670651}
!62 = !{i64 10789487, i64 10789515}
!63 = !{i64 2161271808, i64 2161271831}
!64 = !{!65}
!65 = distinct !{!65, !66, !"_ZL11__shfl_syncj14__nv_bfloat162ii: argument 0"}
!66 = distinct !{!66, !"_ZL11__shfl_syncj14__nv_bfloat162ii"}
!67 = !{i64 2159176343, i64 2159176394}
!68 = !{i64 2160441646, i64 2160441673, i64 2160441711}
!69 = !{i64 2159116371, i64 2159116405, i64 2159116442}
!70 = !{i64 2160478779, i64 2160478806, i64 2160478844}
!71 = !{i64 2156391815}
!72 = !{!73, !73, i64 0}
!73 = !{!"float", !6, i64 0}
!74 = !{i64 2158485831}
!75 = !{i64 2156402082, i64 2156402116, i64 2156402153}
!nvvm.annotations = !{!900}
!900 = !{ptr @half_shfl, !"kernel", i32 1}

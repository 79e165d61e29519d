; NVVM IR of test/e2e/kernels/printf_kernels.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { i32, i32, i32, i32, i32, i32 }
%printf_args.0 = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }
%printf_args.1 = type { i32, i32, i32, i32, i32 }
%printf_args.2 = type { i32, i32, i32, i32, i32, double, i32, i32, ptr }
%printf_args.3 = type { i32, i32, i32, i32, i64, i64, i64, i64 }
%printf_args.4 = type { i64, i64, i64, i64, i32, i32, i64, i64, i64 }
%printf_args.5 = type { double, double, double, double, double, double, double }
%printf_args.6 = type { double, double, double, double, double, double, double, double }
%printf_args.7 = type { double, double, double, double, double, double, double, double }
%printf_args.8 = type { double, double, double, double, double, double, double, double }
%printf_args.9 = type { double, double, double, double, double, double, double, double, double }
%printf_args.10 = type { double, double, double, double, double }
%printf_args.11 = type { i32, i32, i32, i32, i32 }
%printf_args.12 = type { ptr, ptr, ptr, ptr, ptr, ptr }
%printf_args.13 = type { ptr, ptr, ptr, ptr, ptr }
%printf_args.14 = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, double, ptr, i32, i32, i64, i32 }
%printf_args.15 = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }
%printf_args.16 = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }
%printf_args.17 = type { i64, i32, i32 }
%printf_args.18 = type { i32, double }
%printf_args.19 = type { i32 }
%printf_args.20 = type { i32, i32 }
%printf_args.21 = type { ptr, ptr }
%printf_args.22 = type { ptr, ptr, ptr, ptr, ptr }
%printf_args.23 = type { i32 }
%printf_args.24 = type { i32 }
%printf_args.25 = type { i32 }
%printf_args.26 = type { i32, i32 }
%printf_args.27 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [25 x i8] c"int: %d %i %u %x %X %o|\0A\00", align 1
@.str1 = private unnamed_addr constant [82 x i8] c"flags: [%5d] [%-5d] [%+d] [% d] [%05d] [%#x] [%#o] [%#X] [%+.3d] [%-+6d] [% 05d]\0A\00", align 1
@.str2 = private unnamed_addr constant [49 x i8] c"precision: [%.0d] [%.5d] [%8.3d] [%.0x] [%#.0o]\0A\00", align 1
@.str3 = private unnamed_addr constant [35 x i8] c"star: [%*d] [%-*d] [%.*f] [%*.*s]\0A\00", align 1
@.str4 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@.str5 = private unnamed_addr constant [45 x i8] c"length: %hhd %hhu %hd %hu %ld %lu %lld %llu\0A\00", align 1
@.str6 = private unnamed_addr constant [48 x i8] c"length2: %zu %zd %lx %llX %hhx %hx %jd %td %zx\0A\00", align 1
@.str7 = private unnamed_addr constant [29 x i8] c"float: %f %e %E %g %G %a %A\0A\00", align 1
@.str8 = private unnamed_addr constant [70 x i8] c"float2: [%8.3f] [%-10.2e] [%.0f] [%.10g] [%#.0f] [%#g] [%+.3e] [% f]\0A\00", align 1
@.str9 = private unnamed_addr constant [38 x i8] c"float3: %g %g %g %g %g %.3g %#.3g %g\0A\00", align 1
@.str10 = private unnamed_addr constant [41 x i8] c"float4: %.2a %a %a %a %.0e %#.0e %lf %F\0A\00", align 1
@.str11 = private unnamed_addr constant [45 x i8] c"special: %f %f %e %g %F %5.1f| %-8f| %+f %a\0A\00", align 1
@.str12 = private unnamed_addr constant [27 x i8] c"negzero: %f %e %g %a %.0f\0A\00", align 1
@.str13 = private unnamed_addr constant [35 x i8] c"char: [%c] [%3c] [%-3c] [%c] [%c]\0A\00", align 1
@.str14 = private unnamed_addr constant [48 x i8] c"string: [%s] [%10s] [%-10s] [%.2s] [%.0s] [%s]\0A\00", align 1
@.str15 = private unnamed_addr constant [3 x i8] c"hi\00", align 1
@.str16 = private unnamed_addr constant [6 x i8] c"right\00", align 1
@.str17 = private unnamed_addr constant [5 x i8] c"left\00", align 1
@.str18 = private unnamed_addr constant [9 x i8] c"truncate\00", align 1
@.str19 = private unnamed_addr constant [5 x i8] c"gone\00", align 1
@.str20 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str21 = private unnamed_addr constant [40 x i8] c"pointer: [%p] [%p] [%20p] [%-20p] [%p]\0A\00", align 1
@.str22 = private unnamed_addr constant [29 x i8] c"percent: 100%% [%5%] [%-5%]\0A\00", align 1
@.str23 = private unnamed_addr constant [87 x i8] c"many: %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %f %s %c %u %lld %x\0A\00", align 1
@.str24 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str25 = private unnamed_addr constant [106 x i8] c"32 args: %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\0A\00", align 1
@.str26 = private unnamed_addr constant [109 x i8] c"33 args: %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\0A\00", align 1
@.str27 = private unnamed_addr constant [21 x i8] c"mismatch: %d %d %d|\0A\00", align 1
@.str28 = private unnamed_addr constant [19 x i8] c"mismatch2: %f %d|\0A\00", align 1
@.str29 = private unnamed_addr constant [30 x i8] c"unknown: [%y] [%k] [%5q] %d|\0A\00", align 1
@.str30 = private unnamed_addr constant [9 x i8] c"no args\0A\00", align 1
@.str31 = private unnamed_addr constant [11 x i8] c"no newline\00", align 1
@.str32 = private unnamed_addr constant [13 x i8] c"|\0Atrailing %\00", align 1
@.str33 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str34 = private unnamed_addr constant [8 x i8] c"%d%%%d\0A\00", align 1
@.str35 = private unnamed_addr constant [7 x i8] c"%s %s\0A\00", align 1
@.str36 = private unnamed_addr constant [13 x i8] c"nested %d %s\00", align 1
@.str37 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str38 = private unnamed_addr constant [39 x i8] c"escapes: tab[\09] quote[\22] backslash[\\]\0A\00", align 1
@.str39 = private unnamed_addr constant [40 x i8] c"null: [%s] [%8s] [%-8s] [%.3s] [%.10s]\0A\00", align 1
@.str40 = private unnamed_addr constant [6 x i8] c"A %d\0A\00", align 1
@.str41 = private unnamed_addr constant [6 x i8] c"B %d\0A\00", align 1
@.str42 = private unnamed_addr constant [6 x i8] c"C %d\0A\00", align 1
@.str43 = private unnamed_addr constant [9 x i8] c"D %d %d\0A\00", align 1
@.str44 = private unnamed_addr constant [11 x i8] c"t % 8 != 3\00", align 1
@.str45 = private unnamed_addr constant [18 x i8] c"printf_kernels.cu\00", align 1
@__PRETTY_FUNCTION__._Z10check_lanej = private unnamed_addr constant [30 x i8] c"void check_lane(unsigned int)\00", align 1
@.str46 = private unnamed_addr constant [34 x i8] c"block %d %d %d before the assert\0A\00", align 1
@.str47 = private unnamed_addr constant [59 x i8] c"!(blockIdx.z == 1 && threadIdx.y == 1 && threadIdx.x == 3)\00", align 1
@__PRETTY_FUNCTION__.assert_one = private unnamed_addr constant [23 x i8] c"void assert_one(int *)\00", align 1
@.str48 = private unnamed_addr constant [6 x i8] c"n > 0\00", align 1
@__PRETTY_FUNCTION__.assert_message = private unnamed_addr constant [32 x i8] c"void assert_message(int *, int)\00", align 1
@.str50 = private unnamed_addr constant [27 x i8] c"n < 5 && \22n must be small\22\00", align 1

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local void @printf_formats(ptr noundef writeonly %0) local_unnamed_addr #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca %printf_args, align 8
  %5 = alloca %printf_args.0, align 8
  %6 = alloca %printf_args.1, align 8
  %7 = alloca %printf_args.2, align 8
  %8 = alloca %printf_args.3, align 8
  %9 = alloca %printf_args.4, align 8
  %10 = alloca %printf_args.5, align 8
  %11 = alloca %printf_args.6, align 8
  %12 = alloca %printf_args.7, align 8
  %13 = alloca %printf_args.8, align 8
  %14 = alloca %printf_args.9, align 8
  %15 = alloca %printf_args.10, align 8
  %16 = alloca %printf_args.11, align 8
  %17 = alloca %printf_args.12, align 8
  %18 = alloca %printf_args.13, align 8
  %19 = alloca %printf_args.14, align 8
  %20 = alloca %printf_args.15, align 8
  %21 = alloca %printf_args.16, align 8
  %22 = alloca %printf_args.17, align 8
  %23 = alloca %printf_args.18, align 8
  %24 = alloca %printf_args.19, align 8
  %25 = alloca %printf_args.20, align 8
  %26 = alloca %printf_args.21, align 8
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %283

29:                                               ; preds = %1
  store volatile double 0x7FF0000000000000, ptr %2, align 8, !tbaa !9
  store volatile double 0.000000e+00, ptr %3, align 8, !tbaa !9
  %30 = load volatile double, ptr %2, align 8, !tbaa !9
  %31 = load volatile double, ptr %3, align 8, !tbaa !9
  %32 = load volatile double, ptr %3, align 8, !tbaa !9
  %33 = fdiv contract double %31, %32
  %34 = load volatile double, ptr %3, align 8, !tbaa !9
  %35 = fneg contract double %34
  store i32 -42, ptr %4, align 8
  %36 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 42, ptr %36, align 4
  %37 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 -1294967296, ptr %37, align 8
  %38 = getelementptr inbounds nuw i8, ptr %4, i64 12
  store i32 48879, ptr %38, align 4
  %39 = getelementptr inbounds nuw i8, ptr %4, i64 16
  store i32 48879, ptr %39, align 8
  %40 = getelementptr inbounds nuw i8, ptr %4, i64 20
  store i32 8, ptr %40, align 4
  %41 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %4) #10
  store i32 %41, ptr %0, align 4, !tbaa !5
  store i32 42, ptr %5, align 8
  %42 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 42, ptr %42, align 4
  %43 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 42, ptr %43, align 8
  %44 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store i32 42, ptr %44, align 4
  %45 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store i32 42, ptr %45, align 8
  %46 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store i32 255, ptr %46, align 4
  %47 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store i32 8, ptr %47, align 8
  %48 = getelementptr inbounds nuw i8, ptr %5, i64 28
  store i32 255, ptr %48, align 4
  %49 = getelementptr inbounds nuw i8, ptr %5, i64 32
  store i32 7, ptr %49, align 8
  %50 = getelementptr inbounds nuw i8, ptr %5, i64 36
  store i32 9, ptr %50, align 4
  %51 = getelementptr inbounds nuw i8, ptr %5, i64 40
  store i32 3, ptr %51, align 8
  %52 = call i32 @vprintf(ptr nonnull @.str1, ptr nonnull %5) #10
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 4
  store i32 %52, ptr %53, align 4, !tbaa !5
  store i32 0, ptr %6, align 8
  %54 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 -42, ptr %54, align 4
  %55 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 42, ptr %55, align 8
  %56 = getelementptr inbounds nuw i8, ptr %6, i64 12
  store i32 0, ptr %56, align 4
  %57 = getelementptr inbounds nuw i8, ptr %6, i64 16
  store i32 0, ptr %57, align 8
  %58 = call i32 @vprintf(ptr nonnull @.str2, ptr nonnull %6) #10
  %59 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 %58, ptr %59, align 4, !tbaa !5
  store i32 6, ptr %7, align 8
  %60 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 7, ptr %60, align 4
  %61 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 6, ptr %61, align 8
  %62 = getelementptr inbounds nuw i8, ptr %7, i64 12
  store i32 7, ptr %62, align 4
  %63 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store i32 2, ptr %63, align 8
  %64 = getelementptr inbounds nuw i8, ptr %7, i64 24
  store double 1.234560e+00, ptr %64, align 8
  %65 = getelementptr inbounds nuw i8, ptr %7, i64 32
  store i32 8, ptr %65, align 8
  %66 = getelementptr inbounds nuw i8, ptr %7, i64 36
  store i32 3, ptr %66, align 4
  %67 = getelementptr inbounds nuw i8, ptr %7, i64 40
  store ptr @.str4, ptr %67, align 8
  %68 = call i32 @vprintf(ptr nonnull @.str3, ptr nonnull %7) #10
  %69 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 %68, ptr %69, align 4, !tbaa !5
  store i32 300, ptr %8, align 8
  %70 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 300, ptr %70, align 4
  %71 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 70000, ptr %71, align 8
  %72 = getelementptr inbounds nuw i8, ptr %8, i64 12
  store i32 70000, ptr %72, align 4
  %73 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %74 = getelementptr inbounds nuw i8, ptr %8, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %73, i8 -1, i64 16, i1 false)
  store i64 -5, ptr %74, align 8
  %75 = getelementptr inbounds nuw i8, ptr %8, i64 40
  store i64 -1, ptr %75, align 8
  %76 = call i32 @vprintf(ptr nonnull @.str5, ptr nonnull %8) #10
  %77 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i32 %76, ptr %77, align 4, !tbaa !5
  store i64 123, ptr %9, align 8
  %78 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i64 -7, ptr %78, align 8
  %79 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i64 737894400291, ptr %79, align 8
  %80 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i64 737894400291, ptr %80, align 8
  %81 = getelementptr inbounds nuw i8, ptr %9, i64 32
  store i32 -1, ptr %81, align 8
  %82 = getelementptr inbounds nuw i8, ptr %9, i64 36
  store i32 -1, ptr %82, align 4
  %83 = getelementptr inbounds nuw i8, ptr %9, i64 40
  store i64 -9, ptr %83, align 8
  %84 = getelementptr inbounds nuw i8, ptr %9, i64 48
  store i64 -11, ptr %84, align 8
  %85 = getelementptr inbounds nuw i8, ptr %9, i64 56
  store i64 -1, ptr %85, align 8
  %86 = call i32 @vprintf(ptr nonnull @.str6, ptr nonnull %9) #10
  %87 = getelementptr inbounds nuw i8, ptr %0, i64 20
  store i32 %86, ptr %87, align 4, !tbaa !5
  store double 1.500000e+00, ptr %10, align 8
  %88 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store double 0x3E8421F600000000, ptr %88, align 8
  %89 = getelementptr inbounds nuw i8, ptr %10, i64 16
  store double 0x419D6F3454000000, ptr %89, align 8
  %90 = getelementptr inbounds nuw i8, ptr %10, i64 24
  store double 1.000000e-04, ptr %90, align 8
  %91 = getelementptr inbounds nuw i8, ptr %10, i64 32
  store double 1.000000e+20, ptr %91, align 8
  %92 = getelementptr inbounds nuw i8, ptr %10, i64 40
  store double 1.000000e+00, ptr %92, align 8
  %93 = getelementptr inbounds nuw i8, ptr %10, i64 48
  store double 1.000000e-01, ptr %93, align 8
  %94 = call i32 @vprintf(ptr nonnull @.str7, ptr nonnull %10) #10
  %95 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store i32 %94, ptr %95, align 4, !tbaa !5
  store double 3.141590e+00, ptr %11, align 8
  %96 = getelementptr inbounds nuw i8, ptr %11, i64 8
  store double 0x40C81CD6C8B43958, ptr %96, align 8
  %97 = getelementptr inbounds nuw i8, ptr %11, i64 16
  store double 2.500000e+00, ptr %97, align 8
  %98 = getelementptr inbounds nuw i8, ptr %11, i64 24
  store double 0x3FD5555555555555, ptr %98, align 8
  %99 = getelementptr inbounds nuw i8, ptr %11, i64 32
  store double 3.000000e+00, ptr %99, align 8
  %100 = getelementptr inbounds nuw i8, ptr %11, i64 40
  store double 2.000000e+00, ptr %100, align 8
  %101 = getelementptr inbounds nuw i8, ptr %11, i64 48
  store double 1.000000e-10, ptr %101, align 8
  %102 = getelementptr inbounds nuw i8, ptr %11, i64 56
  store double 5.000000e-01, ptr %102, align 8
  %103 = call i32 @vprintf(ptr nonnull @.str8, ptr nonnull %11) #10
  %104 = getelementptr inbounds nuw i8, ptr %0, i64 28
  store i32 %103, ptr %104, align 4, !tbaa !5
  store double 1.000000e+05, ptr %12, align 8
  %105 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store double 1.000000e+06, ptr %105, align 8
  %106 = getelementptr inbounds nuw i8, ptr %12, i64 16
  store double 1.000000e-05, ptr %106, align 8
  %107 = getelementptr inbounds nuw i8, ptr %12, i64 24
  store double 1.234000e-04, ptr %107, align 8
  %108 = getelementptr inbounds nuw i8, ptr %12, i64 32
  store double 0x419D6F3454000000, ptr %108, align 8
  %109 = getelementptr inbounds nuw i8, ptr %12, i64 40
  store double 1.234000e-04, ptr %109, align 8
  %110 = getelementptr inbounds nuw i8, ptr %12, i64 48
  store double 1.000000e+00, ptr %110, align 8
  %111 = getelementptr inbounds nuw i8, ptr %12, i64 56
  store double -0.000000e+00, ptr %111, align 8
  %112 = call i32 @vprintf(ptr nonnull @.str9, ptr nonnull %12) #10
  %113 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store i32 %112, ptr %113, align 4, !tbaa !5
  store double 1.000000e+00, ptr %13, align 8
  %114 = getelementptr inbounds nuw i8, ptr %13, i64 8
  store double -0.000000e+00, ptr %114, align 8
  %115 = getelementptr inbounds nuw i8, ptr %13, i64 16
  store double 9.999880e-321, ptr %115, align 8
  %116 = getelementptr inbounds nuw i8, ptr %13, i64 24
  store double 7.500000e-01, ptr %116, align 8
  %117 = getelementptr inbounds nuw i8, ptr %13, i64 32
  store double 1.234500e+04, ptr %117, align 8
  %118 = getelementptr inbounds nuw i8, ptr %13, i64 40
  store double 1.234500e+04, ptr %118, align 8
  %119 = getelementptr inbounds nuw i8, ptr %13, i64 48
  store double 2.250000e+00, ptr %119, align 8
  %120 = getelementptr inbounds nuw i8, ptr %13, i64 56
  store double 1.500000e+00, ptr %120, align 8
  %121 = call i32 @vprintf(ptr nonnull @.str10, ptr nonnull %13) #10
  %122 = getelementptr inbounds nuw i8, ptr %0, i64 36
  store i32 %121, ptr %122, align 4, !tbaa !5
  %123 = fneg contract double %30
  %124 = fneg contract double %33
  store double %30, ptr %14, align 8
  %125 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store double %123, ptr %125, align 8
  %126 = getelementptr inbounds nuw i8, ptr %14, i64 16
  store double %33, ptr %126, align 8
  %127 = getelementptr inbounds nuw i8, ptr %14, i64 24
  store double %124, ptr %127, align 8
  %128 = getelementptr inbounds nuw i8, ptr %14, i64 32
  store double %30, ptr %128, align 8
  %129 = getelementptr inbounds nuw i8, ptr %14, i64 40
  store double %30, ptr %129, align 8
  %130 = getelementptr inbounds nuw i8, ptr %14, i64 48
  store double %33, ptr %130, align 8
  %131 = getelementptr inbounds nuw i8, ptr %14, i64 56
  store double %30, ptr %131, align 8
  %132 = getelementptr inbounds nuw i8, ptr %14, i64 64
  store double %33, ptr %132, align 8
  %133 = call i32 @vprintf(ptr nonnull @.str11, ptr nonnull %14) #10
  %134 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store i32 %133, ptr %134, align 4, !tbaa !5
  store double %35, ptr %15, align 8
  %135 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store double %35, ptr %135, align 8
  %136 = getelementptr inbounds nuw i8, ptr %15, i64 16
  store double %35, ptr %136, align 8
  %137 = getelementptr inbounds nuw i8, ptr %15, i64 24
  store double %35, ptr %137, align 8
  %138 = getelementptr inbounds nuw i8, ptr %15, i64 32
  store double %35, ptr %138, align 8
  %139 = call i32 @vprintf(ptr nonnull @.str12, ptr nonnull %15) #10
  %140 = getelementptr inbounds nuw i8, ptr %0, i64 44
  store i32 %139, ptr %140, align 4, !tbaa !5
  store i32 65, ptr %16, align 8
  %141 = getelementptr inbounds nuw i8, ptr %16, i64 4
  store i32 98, ptr %141, align 4
  %142 = getelementptr inbounds nuw i8, ptr %16, i64 8
  store i32 99, ptr %142, align 8
  %143 = getelementptr inbounds nuw i8, ptr %16, i64 12
  store i32 321, ptr %143, align 4
  %144 = getelementptr inbounds nuw i8, ptr %16, i64 16
  store i32 37, ptr %144, align 8
  %145 = call i32 @vprintf(ptr nonnull @.str13, ptr nonnull %16) #10
  %146 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store i32 %145, ptr %146, align 4, !tbaa !5
  store ptr @.str15, ptr %17, align 8
  %147 = getelementptr inbounds nuw i8, ptr %17, i64 8
  store ptr @.str16, ptr %147, align 8
  %148 = getelementptr inbounds nuw i8, ptr %17, i64 16
  store ptr @.str17, ptr %148, align 8
  %149 = getelementptr inbounds nuw i8, ptr %17, i64 24
  store ptr @.str18, ptr %149, align 8
  %150 = getelementptr inbounds nuw i8, ptr %17, i64 32
  store ptr @.str19, ptr %150, align 8
  %151 = getelementptr inbounds nuw i8, ptr %17, i64 40
  store ptr @.str20, ptr %151, align 8
  %152 = call i32 @vprintf(ptr nonnull @.str14, ptr nonnull %17) #10
  %153 = getelementptr inbounds nuw i8, ptr %0, i64 52
  store i32 %152, ptr %153, align 4, !tbaa !5
  store ptr null, ptr %18, align 8
  %154 = getelementptr inbounds nuw i8, ptr %18, i64 8
  store ptr inttoptr (i64 4660 to ptr), ptr %154, align 8
  %155 = getelementptr inbounds nuw i8, ptr %18, i64 16
  store ptr inttoptr (i64 3735928559 to ptr), ptr %155, align 8
  %156 = getelementptr inbounds nuw i8, ptr %18, i64 24
  store ptr inttoptr (i64 16 to ptr), ptr %156, align 8
  %157 = getelementptr inbounds nuw i8, ptr %18, i64 32
  store ptr inttoptr (i64 -1 to ptr), ptr %157, align 8
  %158 = call i32 @vprintf(ptr nonnull @.str21, ptr nonnull %18) #10
  %159 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store i32 %158, ptr %159, align 4, !tbaa !5
  %160 = call i32 @vprintf(ptr nonnull @.str22, ptr null) #10
  %161 = getelementptr inbounds nuw i8, ptr %0, i64 60
  store i32 %160, ptr %161, align 4, !tbaa !5
  store i32 1, ptr %19, align 8
  %162 = getelementptr inbounds nuw i8, ptr %19, i64 4
  store i32 2, ptr %162, align 4
  %163 = getelementptr inbounds nuw i8, ptr %19, i64 8
  store i32 3, ptr %163, align 8
  %164 = getelementptr inbounds nuw i8, ptr %19, i64 12
  store i32 4, ptr %164, align 4
  %165 = getelementptr inbounds nuw i8, ptr %19, i64 16
  store i32 5, ptr %165, align 8
  %166 = getelementptr inbounds nuw i8, ptr %19, i64 20
  store i32 6, ptr %166, align 4
  %167 = getelementptr inbounds nuw i8, ptr %19, i64 24
  store i32 7, ptr %167, align 8
  %168 = getelementptr inbounds nuw i8, ptr %19, i64 28
  store i32 8, ptr %168, align 4
  %169 = getelementptr inbounds nuw i8, ptr %19, i64 32
  store i32 9, ptr %169, align 8
  %170 = getelementptr inbounds nuw i8, ptr %19, i64 36
  store i32 10, ptr %170, align 4
  %171 = getelementptr inbounds nuw i8, ptr %19, i64 40
  store i32 11, ptr %171, align 8
  %172 = getelementptr inbounds nuw i8, ptr %19, i64 44
  store i32 12, ptr %172, align 4
  %173 = getelementptr inbounds nuw i8, ptr %19, i64 48
  store i32 13, ptr %173, align 8
  %174 = getelementptr inbounds nuw i8, ptr %19, i64 52
  store i32 14, ptr %174, align 4
  %175 = getelementptr inbounds nuw i8, ptr %19, i64 56
  store i32 15, ptr %175, align 8
  %176 = getelementptr inbounds nuw i8, ptr %19, i64 60
  store i32 16, ptr %176, align 4
  %177 = getelementptr inbounds nuw i8, ptr %19, i64 64
  store i32 17, ptr %177, align 8
  %178 = getelementptr inbounds nuw i8, ptr %19, i64 68
  store i32 18, ptr %178, align 4
  %179 = getelementptr inbounds nuw i8, ptr %19, i64 72
  store i32 19, ptr %179, align 8
  %180 = getelementptr inbounds nuw i8, ptr %19, i64 76
  store i32 20, ptr %180, align 4
  %181 = getelementptr inbounds nuw i8, ptr %19, i64 80
  store double 2.500000e+00, ptr %181, align 8
  %182 = getelementptr inbounds nuw i8, ptr %19, i64 88
  store ptr @.str24, ptr %182, align 8
  %183 = getelementptr inbounds nuw i8, ptr %19, i64 96
  store i32 122, ptr %183, align 8
  %184 = getelementptr inbounds nuw i8, ptr %19, i64 100
  store i32 42, ptr %184, align 4
  %185 = getelementptr inbounds nuw i8, ptr %19, i64 104
  store i64 1099511627776, ptr %185, align 8
  %186 = getelementptr inbounds nuw i8, ptr %19, i64 112
  store i32 255, ptr %186, align 8
  %187 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %19) #10
  %188 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store i32 %187, ptr %188, align 4, !tbaa !5
  store i32 1, ptr %20, align 8
  %189 = getelementptr inbounds nuw i8, ptr %20, i64 4
  store i32 2, ptr %189, align 4
  %190 = getelementptr inbounds nuw i8, ptr %20, i64 8
  store i32 3, ptr %190, align 8
  %191 = getelementptr inbounds nuw i8, ptr %20, i64 12
  store i32 4, ptr %191, align 4
  %192 = getelementptr inbounds nuw i8, ptr %20, i64 16
  store i32 5, ptr %192, align 8
  %193 = getelementptr inbounds nuw i8, ptr %20, i64 20
  store i32 6, ptr %193, align 4
  %194 = getelementptr inbounds nuw i8, ptr %20, i64 24
  store i32 7, ptr %194, align 8
  %195 = getelementptr inbounds nuw i8, ptr %20, i64 28
  store i32 8, ptr %195, align 4
  %196 = getelementptr inbounds nuw i8, ptr %20, i64 32
  store i32 9, ptr %196, align 8
  %197 = getelementptr inbounds nuw i8, ptr %20, i64 36
  store i32 10, ptr %197, align 4
  %198 = getelementptr inbounds nuw i8, ptr %20, i64 40
  store i32 11, ptr %198, align 8
  %199 = getelementptr inbounds nuw i8, ptr %20, i64 44
  store i32 12, ptr %199, align 4
  %200 = getelementptr inbounds nuw i8, ptr %20, i64 48
  store i32 13, ptr %200, align 8
  %201 = getelementptr inbounds nuw i8, ptr %20, i64 52
  store i32 14, ptr %201, align 4
  %202 = getelementptr inbounds nuw i8, ptr %20, i64 56
  store i32 15, ptr %202, align 8
  %203 = getelementptr inbounds nuw i8, ptr %20, i64 60
  store i32 16, ptr %203, align 4
  %204 = getelementptr inbounds nuw i8, ptr %20, i64 64
  store i32 17, ptr %204, align 8
  %205 = getelementptr inbounds nuw i8, ptr %20, i64 68
  store i32 18, ptr %205, align 4
  %206 = getelementptr inbounds nuw i8, ptr %20, i64 72
  store i32 19, ptr %206, align 8
  %207 = getelementptr inbounds nuw i8, ptr %20, i64 76
  store i32 20, ptr %207, align 4
  %208 = getelementptr inbounds nuw i8, ptr %20, i64 80
  store i32 21, ptr %208, align 8
  %209 = getelementptr inbounds nuw i8, ptr %20, i64 84
  store i32 22, ptr %209, align 4
  %210 = getelementptr inbounds nuw i8, ptr %20, i64 88
  store i32 23, ptr %210, align 8
  %211 = getelementptr inbounds nuw i8, ptr %20, i64 92
  store i32 24, ptr %211, align 4
  %212 = getelementptr inbounds nuw i8, ptr %20, i64 96
  store i32 25, ptr %212, align 8
  %213 = getelementptr inbounds nuw i8, ptr %20, i64 100
  store i32 26, ptr %213, align 4
  %214 = getelementptr inbounds nuw i8, ptr %20, i64 104
  store i32 27, ptr %214, align 8
  %215 = getelementptr inbounds nuw i8, ptr %20, i64 108
  store i32 28, ptr %215, align 4
  %216 = getelementptr inbounds nuw i8, ptr %20, i64 112
  store i32 29, ptr %216, align 8
  %217 = getelementptr inbounds nuw i8, ptr %20, i64 116
  store i32 30, ptr %217, align 4
  %218 = getelementptr inbounds nuw i8, ptr %20, i64 120
  store i32 31, ptr %218, align 8
  %219 = getelementptr inbounds nuw i8, ptr %20, i64 124
  store i32 32, ptr %219, align 4
  %220 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %20) #10
  %221 = getelementptr inbounds nuw i8, ptr %0, i64 68
  store i32 %220, ptr %221, align 4, !tbaa !5
  store i32 1, ptr %21, align 8
  %222 = getelementptr inbounds nuw i8, ptr %21, i64 4
  store i32 2, ptr %222, align 4
  %223 = getelementptr inbounds nuw i8, ptr %21, i64 8
  store i32 3, ptr %223, align 8
  %224 = getelementptr inbounds nuw i8, ptr %21, i64 12
  store i32 4, ptr %224, align 4
  %225 = getelementptr inbounds nuw i8, ptr %21, i64 16
  store i32 5, ptr %225, align 8
  %226 = getelementptr inbounds nuw i8, ptr %21, i64 20
  store i32 6, ptr %226, align 4
  %227 = getelementptr inbounds nuw i8, ptr %21, i64 24
  store i32 7, ptr %227, align 8
  %228 = getelementptr inbounds nuw i8, ptr %21, i64 28
  store i32 8, ptr %228, align 4
  %229 = getelementptr inbounds nuw i8, ptr %21, i64 32
  store i32 9, ptr %229, align 8
  %230 = getelementptr inbounds nuw i8, ptr %21, i64 36
  store i32 10, ptr %230, align 4
  %231 = getelementptr inbounds nuw i8, ptr %21, i64 40
  store i32 11, ptr %231, align 8
  %232 = getelementptr inbounds nuw i8, ptr %21, i64 44
  store i32 12, ptr %232, align 4
  %233 = getelementptr inbounds nuw i8, ptr %21, i64 48
  store i32 13, ptr %233, align 8
  %234 = getelementptr inbounds nuw i8, ptr %21, i64 52
  store i32 14, ptr %234, align 4
  %235 = getelementptr inbounds nuw i8, ptr %21, i64 56
  store i32 15, ptr %235, align 8
  %236 = getelementptr inbounds nuw i8, ptr %21, i64 60
  store i32 16, ptr %236, align 4
  %237 = getelementptr inbounds nuw i8, ptr %21, i64 64
  store i32 17, ptr %237, align 8
  %238 = getelementptr inbounds nuw i8, ptr %21, i64 68
  store i32 18, ptr %238, align 4
  %239 = getelementptr inbounds nuw i8, ptr %21, i64 72
  store i32 19, ptr %239, align 8
  %240 = getelementptr inbounds nuw i8, ptr %21, i64 76
  store i32 20, ptr %240, align 4
  %241 = getelementptr inbounds nuw i8, ptr %21, i64 80
  store i32 21, ptr %241, align 8
  %242 = getelementptr inbounds nuw i8, ptr %21, i64 84
  store i32 22, ptr %242, align 4
  %243 = getelementptr inbounds nuw i8, ptr %21, i64 88
  store i32 23, ptr %243, align 8
  %244 = getelementptr inbounds nuw i8, ptr %21, i64 92
  store i32 24, ptr %244, align 4
  %245 = getelementptr inbounds nuw i8, ptr %21, i64 96
  store i32 25, ptr %245, align 8
  %246 = getelementptr inbounds nuw i8, ptr %21, i64 100
  store i32 26, ptr %246, align 4
  %247 = getelementptr inbounds nuw i8, ptr %21, i64 104
  store i32 27, ptr %247, align 8
  %248 = getelementptr inbounds nuw i8, ptr %21, i64 108
  store i32 28, ptr %248, align 4
  %249 = getelementptr inbounds nuw i8, ptr %21, i64 112
  store i32 29, ptr %249, align 8
  %250 = getelementptr inbounds nuw i8, ptr %21, i64 116
  store i32 30, ptr %250, align 4
  %251 = getelementptr inbounds nuw i8, ptr %21, i64 120
  store i32 31, ptr %251, align 8
  %252 = getelementptr inbounds nuw i8, ptr %21, i64 124
  store i32 32, ptr %252, align 4
  %253 = getelementptr inbounds nuw i8, ptr %21, i64 128
  store i32 33, ptr %253, align 8
  %254 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %21) #10
  %255 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store i32 %254, ptr %255, align 4, !tbaa !5
  store i64 1, ptr %22, align 8
  %256 = getelementptr inbounds nuw i8, ptr %22, i64 8
  store i32 2, ptr %256, align 8
  %257 = getelementptr inbounds nuw i8, ptr %22, i64 12
  store i32 3, ptr %257, align 4
  %258 = call i32 @vprintf(ptr nonnull @.str27, ptr nonnull %22) #10
  %259 = getelementptr inbounds nuw i8, ptr %0, i64 76
  store i32 %258, ptr %259, align 4, !tbaa !5
  store i32 1, ptr %23, align 8
  %260 = getelementptr inbounds nuw i8, ptr %23, i64 8
  store double 2.000000e+00, ptr %260, align 8
  %261 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %23) #10
  %262 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store i32 %261, ptr %262, align 4, !tbaa !5
  store i32 5, ptr %24, align 8
  %263 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %24) #10
  %264 = getelementptr inbounds nuw i8, ptr %0, i64 84
  store i32 %263, ptr %264, align 4, !tbaa !5
  %265 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #10
  %266 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store i32 %265, ptr %266, align 4, !tbaa !5
  %267 = call i32 @vprintf(ptr nonnull @.str20, ptr null) #10
  %268 = getelementptr inbounds nuw i8, ptr %0, i64 92
  store i32 %267, ptr %268, align 4, !tbaa !5
  %269 = call i32 @vprintf(ptr nonnull @.str31, ptr null) #10
  %270 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i32 %269, ptr %270, align 4, !tbaa !5
  %271 = call i32 @vprintf(ptr nonnull @.str32, ptr null) #10
  %272 = getelementptr inbounds nuw i8, ptr %0, i64 100
  store i32 %271, ptr %272, align 4, !tbaa !5
  %273 = call i32 @vprintf(ptr nonnull @.str33, ptr null) #10
  %274 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store i32 %273, ptr %274, align 4, !tbaa !5
  store i32 1, ptr %25, align 8
  %275 = getelementptr inbounds nuw i8, ptr %25, i64 4
  store i32 2, ptr %275, align 4
  %276 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %25) #10
  %277 = getelementptr inbounds nuw i8, ptr %0, i64 108
  store i32 %276, ptr %277, align 4, !tbaa !5
  store ptr @.str36, ptr %26, align 8
  %278 = getelementptr inbounds nuw i8, ptr %26, i64 8
  store ptr @.str37, ptr %278, align 8
  %279 = call i32 @vprintf(ptr nonnull @.str35, ptr nonnull %26) #10
  %280 = getelementptr inbounds nuw i8, ptr %0, i64 112
  store i32 %279, ptr %280, align 4, !tbaa !5
  %281 = call i32 @vprintf(ptr nonnull @.str38, ptr null) #10
  %282 = getelementptr inbounds nuw i8, ptr %0, i64 116
  store i32 %281, ptr %282, align 4, !tbaa !5
  br label %283

283:                                              ; preds = %1, %29
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local void @printf_null(ptr noundef writeonly %0) local_unnamed_addr #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %printf_args.22, align 8
  store volatile ptr null, ptr %2, align 8, !tbaa !11
  %4 = load volatile ptr, ptr %2, align 8, !tbaa !11
  %5 = load volatile ptr, ptr %2, align 8, !tbaa !11
  %6 = load volatile ptr, ptr %2, align 8, !tbaa !11
  %7 = load volatile ptr, ptr %2, align 8, !tbaa !11
  %8 = load volatile ptr, ptr %2, align 8, !tbaa !11
  store ptr %4, ptr %3, align 8
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store ptr %5, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 16
  store ptr %6, ptr %10, align 8
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 24
  store ptr %7, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 32
  store ptr %8, ptr %12, align 8
  %13 = call i32 @vprintf(ptr nonnull @.str39, ptr nonnull %3) #10
  store i32 %13, ptr %0, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @printf_order(ptr noundef writeonly %0) local_unnamed_addr #2 {
  %2 = alloca %printf_args.23, align 8
  %3 = alloca %printf_args.24, align 8
  %4 = alloca %printf_args.25, align 8
  %5 = alloca %printf_args.26, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = add i32 %9, %6
  store i32 %10, ptr %2, align 8
  %11 = call i32 @vprintf(ptr nonnull @.str40, ptr nonnull %2) #10
  %12 = and i32 %10, 1
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %16, label %14

14:                                               ; preds = %1
  store i32 %10, ptr %3, align 8
  %15 = call i32 @vprintf(ptr nonnull @.str41, ptr nonnull %3) #10
  br label %18

16:                                               ; preds = %1
  store i32 %10, ptr %4, align 8
  %17 = call i32 @vprintf(ptr nonnull @.str42, ptr nonnull %4) #10
  br label %18

18:                                               ; preds = %16, %14
  %19 = call noundef i32 @llvm.nvvm.activemask()
  %20 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %19, i32 %10, i32 1, i32 31)
  store i32 %10, ptr %5, align 8
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 %20, ptr %21, align 4
  %22 = call i32 @vprintf(ptr nonnull @.str43, ptr nonnull %5) #10
  %23 = sext i32 %10 to i64
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  store i32 %20, ptr %24, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_Z10check_lanej(i32 noundef %0) local_unnamed_addr #3 {
  %2 = and i32 %0, 7
  %3 = icmp eq i32 %2, 3
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  tail call void @__assertfail(ptr noundef nonnull @.str44, ptr noundef nonnull @.str45, i32 noundef 100, ptr noundef nonnull @__PRETTY_FUNCTION__._Z10check_lanej, i64 noundef 1) #11
  br label %5

5:                                                ; preds = %1, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @assert_one(ptr noundef writeonly %0) local_unnamed_addr #2 {
  %2 = alloca %printf_args.27, align 8
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %5 = or i32 %3, %4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %9, label %7

7:                                                ; preds = %1
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  br label %16

9:                                                ; preds = %1
  %10 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  store i32 %14, ptr %2, align 8
  store i32 %13, ptr %11, align 4
  store i32 %12, ptr %10, align 8
  %15 = call i32 @vprintf(ptr nonnull @.str46, ptr nonnull %2) #10
  br label %16

16:                                               ; preds = %7, %9
  %17 = phi i32 [ %8, %7 ], [ %12, %9 ]
  %18 = icmp ne i32 %17, 1
  %19 = icmp ne i32 %4, 1
  %20 = or i1 %18, %19
  %21 = icmp ne i32 %3, 3
  %22 = or i1 %21, %20
  br i1 %22, label %24, label %23

23:                                               ; preds = %16
  call void @__assertfail(ptr noundef nonnull @.str47, ptr noundef nonnull @.str45, i32 noundef 106, ptr noundef nonnull @__PRETTY_FUNCTION__.assert_one, i64 noundef 1) #11
  br label %24

24:                                               ; preds = %16, %23
  %25 = zext nneg i32 %3 to i64
  %26 = getelementptr inbounds nuw i32, ptr %0, i64 %25
  store i32 1, ptr %26, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @assert_lanes(ptr noundef writeonly %0) local_unnamed_addr #2 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = and i32 %2, 7
  %4 = icmp eq i32 %3, 3
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  tail call void @__assertfail(ptr noundef nonnull @.str44, ptr noundef nonnull @.str45, i32 noundef 100, ptr noundef nonnull @__PRETTY_FUNCTION__._Z10check_lanej, i64 noundef 1) #11
  br label %6

6:                                                ; preds = %1, %5
  %7 = zext nneg i32 %2 to i64
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
  store i32 2, ptr %8, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @assert_message(ptr noundef writeonly %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @__assertfail(ptr noundef nonnull @.str48, ptr noundef nonnull @.str45, i32 noundef 118, ptr noundef nonnull @__PRETTY_FUNCTION__.assert_message, i64 noundef 1) #11
  br label %5

5:                                                ; preds = %2, %4
  %6 = icmp slt i32 %1, 5
  br i1 %6, label %8, label %7

7:                                                ; preds = %5
  tail call void @__assertfail(ptr noundef nonnull @.str50, ptr noundef nonnull @.str45, i32 noundef 119, ptr noundef nonnull @__PRETTY_FUNCTION__.assert_message, i64 noundef 1) #11
  br label %8

8:                                                ; preds = %5, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
  store i32 %1, ptr %11, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: write)
define dso_local void @trap_kernel(ptr noundef writeonly %0) local_unnamed_addr #4 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp eq i32 %2, 1
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  tail call void @llvm.trap()
  unreachable

5:                                                ; preds = %1
  %6 = zext nneg i32 %2 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  store i32 3, ptr %7, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #6

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #5

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly, i8, i64, i1 immarg) #9

attributes #0 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind }
attributes #11 = { convergent nounwind }

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
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"p1 omnipotent char", !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!nvvm.annotations = !{!900, !901, !902, !903, !904, !905, !906}
!900 = !{ptr @printf_formats, !"kernel", i32 1}
!901 = !{ptr @printf_null, !"kernel", i32 1}
!902 = !{ptr @printf_order, !"kernel", i32 1}
!903 = !{ptr @assert_one, !"kernel", i32 1}
!904 = !{ptr @assert_lanes, !"kernel", i32 1}
!905 = !{ptr @assert_message, !"kernel", i32 1}
!906 = !{ptr @trap_kernel, !"kernel", i32 1}

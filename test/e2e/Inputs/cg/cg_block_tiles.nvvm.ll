; NVVM IR of test/e2e/kernels/cg_block_tiles.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"class.cooperative_groups::__v1::thread_block" = type { %"struct.cooperative_groups::__v1::thread_group_base", ptr }
%"struct.cooperative_groups::__v1::thread_group_base" = type { %"class.cooperative_groups::__v1::thread_group" }
%"class.cooperative_groups::__v1::thread_group" = type { %union.anon }
%union.anon = type { %"struct.cooperative_groups::__v1::thread_group::gg_data", [8 x i8] }
%"struct.cooperative_groups::__v1::thread_group::gg_data" = type { ptr }

$_Z15cgMultiWarpTileILj64EEvRKN18cooperative_groups4__v112thread_blockEifPiPf = comdat any

$_Z15cgMultiWarpTileILj128EEvRKN18cooperative_groups4__v112thread_blockEifPiPf = comdat any

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @cg_block64(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca %"class.cooperative_groups::__v1::thread_block", align 8
  %6 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #10, !srcloc !9
  %7 = inttoptr i64 %6 to ptr
  store ptr inttoptr (i64 8 to ptr), ptr %5, align 8
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store ptr %7, ptr %8, align 8
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %17 = mul nuw nsw i32 %13, %15
  %18 = add nuw nsw i32 %17, %12
  %19 = mul nuw nsw i32 %18, %14
  %20 = add nuw nsw i32 %19, %11
  %21 = add i32 %20, %10
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = and i32 %24, 65535
  %26 = getelementptr inbounds nuw float, ptr %1, i64 %22
  %27 = load float, ptr %26, align 4, !tbaa !10
  %28 = mul i32 %21, 40
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr %2, i64 %29
  %31 = lshr i32 %20, 5
  %32 = mul nuw nsw i32 %14, %15
  %33 = mul nuw nsw i32 %32, %16
  %34 = add nuw nsw i32 %33, 31
  %35 = lshr i32 %34, 5
  %36 = and i32 %31, 65535
  store i32 %36, ptr %30, align 4, !tbaa !5
  %37 = and i32 %35, 65535
  %38 = getelementptr inbounds nuw i8, ptr %30, i64 4
  store i32 %37, ptr %38, align 4, !tbaa !5
  %39 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %25, i32 -1)
  %40 = getelementptr inbounds nuw i8, ptr %30, i64 8
  store i32 %39, ptr %40, align 4, !tbaa !5
  %41 = and i32 %20, 1073741808
  %42 = sub nsw i32 %33, %41
  %43 = tail call noundef i32 @__nv_umin(i32 noundef %42, i32 noundef 16) #11
  %44 = sub i32 32, %43
  %45 = lshr i32 -1, %44
  %46 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !12
  %47 = and i32 %46, -16
  %48 = shl i32 %45, %47
  %49 = tail call noundef i32 @__nv_popc(i32 noundef %48) #11
  %50 = and i32 %49, 16777215
  %51 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #10, !srcloc !13
  %52 = and i32 %48, %51
  %53 = tail call noundef i32 @__nv_popc(i32 noundef %52) #11
  %54 = getelementptr inbounds nuw i8, ptr %30, i64 12
  store i32 %53, ptr %54, align 4, !tbaa !5
  %55 = getelementptr inbounds nuw i8, ptr %30, i64 16
  store i32 %50, ptr %55, align 4, !tbaa !5
  %56 = getelementptr inbounds nuw i8, ptr %30, i64 20
  %57 = shl i32 %21, 2
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds nuw float, ptr %3, i64 %58
  call void @_Z15cgMultiWarpTileILj64EEvRKN18cooperative_groups4__v112thread_blockEifPiPf(ptr noundef nonnull align 8 dereferenceable(24) %5, i32 noundef %25, float noundef %27, ptr noundef nonnull %56, ptr noundef %59) #11
  %60 = load ptr, ptr %8, align 8, !tbaa !14
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %61 = and i32 %20, 31
  %62 = icmp eq i32 %61, 0
  %63 = shl nuw i32 1, %31
  br i1 %62, label %64, label %66

64:                                               ; preds = %4
  %65 = xor i32 %63, -1
  call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %60, i32 %65) #11, !srcloc !20
  br label %66

66:                                               ; preds = %4, %64
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %62, label %67, label %69

67:                                               ; preds = %66
  %68 = xor i32 %63, -1
  call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %60, i32 %68) #11, !srcloc !20
  br label %69

69:                                               ; preds = %67, %66
  %70 = and i32 %31, 134217726
  %71 = shl i32 3, %70
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %62, label %72, label %83

72:                                               ; preds = %69
  %73 = call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %60, i32 %63) #11, !srcloc !21
  %74 = or i32 %73, %63
  %75 = and i32 %74, %71
  %76 = icmp eq i32 %75, %71
  br i1 %76, label %77, label %79

77:                                               ; preds = %72
  %78 = xor i32 %71, -1
  call void asm sideeffect "red.and.relaxed.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %60, i32 %78) #11, !srcloc !22
  br label %83

79:                                               ; preds = %72, %79
  %80 = call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr %60) #11, !srcloc !23
  %81 = and i32 %80, %63
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %83, label %79, !llvm.loop !24

83:                                               ; preds = %79, %69, %77
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %84 = and i32 %31, 1
  %85 = getelementptr inbounds nuw i8, ptr %30, i64 68
  store i32 %84, ptr %85, align 4, !tbaa !5
  %86 = getelementptr inbounds nuw i8, ptr %30, i64 72
  store i32 2, ptr %86, align 4, !tbaa !5
  %87 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 31, i32 31)
  %88 = getelementptr inbounds nuw i8, ptr %30, i64 76
  store i32 %87, ptr %88, align 4, !tbaa !5
  %89 = getelementptr inbounds nuw i8, ptr %30, i64 80
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(48) %89, i8 0, i64 48, i1 false)
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %90 = getelementptr inbounds nuw i8, ptr %30, i64 128
  store i32 %20, ptr %90, align 4, !tbaa !5
  %91 = getelementptr inbounds nuw i8, ptr %30, i64 132
  store i32 33, ptr %91, align 4, !tbaa !5
  %92 = getelementptr inbounds nuw i8, ptr %30, i64 136
  store i32 34, ptr %92, align 4, !tbaa !5
  %93 = getelementptr inbounds nuw i8, ptr %30, i64 140
  store i32 35, ptr %93, align 4, !tbaa !5
  %94 = getelementptr inbounds nuw i8, ptr %30, i64 144
  store i32 36, ptr %94, align 4, !tbaa !5
  %95 = getelementptr inbounds nuw i8, ptr %30, i64 148
  store i32 37, ptr %95, align 4, !tbaa !5
  %96 = getelementptr inbounds nuw i8, ptr %30, i64 152
  store i32 38, ptr %96, align 4, !tbaa !5
  %97 = getelementptr inbounds nuw i8, ptr %30, i64 156
  store i32 39, ptr %97, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @cg_block128(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca %"class.cooperative_groups::__v1::thread_block", align 8
  %6 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #10, !srcloc !9
  %7 = inttoptr i64 %6 to ptr
  store ptr inttoptr (i64 8 to ptr), ptr %5, align 8
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store ptr %7, ptr %8, align 8
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 7
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %17 = mul nuw nsw i32 %13, %15
  %18 = add nuw nsw i32 %17, %12
  %19 = mul nuw nsw i32 %18, %14
  %20 = add nuw nsw i32 %19, %11
  %21 = add i32 %20, %10
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = and i32 %24, 65535
  %26 = getelementptr inbounds nuw float, ptr %1, i64 %22
  %27 = load float, ptr %26, align 4, !tbaa !10
  %28 = mul i32 %21, 40
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr %2, i64 %29
  %31 = lshr i32 %20, 5
  %32 = mul nuw nsw i32 %14, %15
  %33 = mul nuw nsw i32 %32, %16
  %34 = add nuw nsw i32 %33, 31
  %35 = lshr i32 %34, 5
  %36 = and i32 %31, 65535
  store i32 %36, ptr %30, align 4, !tbaa !5
  %37 = and i32 %35, 65535
  %38 = getelementptr inbounds nuw i8, ptr %30, i64 4
  store i32 %37, ptr %38, align 4, !tbaa !5
  %39 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %25, i32 -1)
  %40 = getelementptr inbounds nuw i8, ptr %30, i64 8
  store i32 %39, ptr %40, align 4, !tbaa !5
  %41 = and i32 %20, 1073741808
  %42 = sub nsw i32 %33, %41
  %43 = tail call noundef i32 @__nv_umin(i32 noundef %42, i32 noundef 16) #11
  %44 = sub i32 32, %43
  %45 = lshr i32 -1, %44
  %46 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !12
  %47 = and i32 %46, -16
  %48 = shl i32 %45, %47
  %49 = tail call noundef i32 @__nv_popc(i32 noundef %48) #11
  %50 = and i32 %49, 16777215
  %51 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #10, !srcloc !13
  %52 = and i32 %48, %51
  %53 = tail call noundef i32 @__nv_popc(i32 noundef %52) #11
  %54 = getelementptr inbounds nuw i8, ptr %30, i64 12
  store i32 %53, ptr %54, align 4, !tbaa !5
  %55 = getelementptr inbounds nuw i8, ptr %30, i64 16
  store i32 %50, ptr %55, align 4, !tbaa !5
  %56 = getelementptr inbounds nuw i8, ptr %30, i64 20
  %57 = shl i32 %21, 2
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds nuw float, ptr %3, i64 %58
  call void @_Z15cgMultiWarpTileILj64EEvRKN18cooperative_groups4__v112thread_blockEifPiPf(ptr noundef nonnull align 8 dereferenceable(24) %5, i32 noundef %25, float noundef %27, ptr noundef nonnull %56, ptr noundef %59) #11
  %60 = load ptr, ptr %8, align 8, !tbaa !14
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %61 = and i32 %20, 31
  %62 = icmp eq i32 %61, 0
  %63 = shl nuw i32 1, %31
  br i1 %62, label %64, label %66

64:                                               ; preds = %4
  %65 = xor i32 %63, -1
  call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %60, i32 %65) #11, !srcloc !20
  br label %66

66:                                               ; preds = %4, %64
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %62, label %67, label %69

67:                                               ; preds = %66
  %68 = xor i32 %63, -1
  call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %60, i32 %68) #11, !srcloc !20
  br label %69

69:                                               ; preds = %67, %66
  %70 = and i32 %31, 134217726
  %71 = shl i32 3, %70
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %62, label %72, label %83

72:                                               ; preds = %69
  %73 = call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %60, i32 %63) #11, !srcloc !21
  %74 = or i32 %73, %63
  %75 = and i32 %74, %71
  %76 = icmp eq i32 %75, %71
  br i1 %76, label %77, label %79

77:                                               ; preds = %72
  %78 = xor i32 %71, -1
  call void asm sideeffect "red.and.relaxed.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %60, i32 %78) #11, !srcloc !22
  br label %83

79:                                               ; preds = %72, %79
  %80 = call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr %60) #11, !srcloc !23
  %81 = and i32 %80, %63
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %83, label %79, !llvm.loop !24

83:                                               ; preds = %79, %69, %77
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %84 = and i32 %31, 1
  %85 = getelementptr inbounds nuw i8, ptr %30, i64 68
  store i32 %84, ptr %85, align 4, !tbaa !5
  %86 = getelementptr inbounds nuw i8, ptr %30, i64 72
  store i32 2, ptr %86, align 4, !tbaa !5
  %87 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 31, i32 31)
  %88 = getelementptr inbounds nuw i8, ptr %30, i64 76
  store i32 %87, ptr %88, align 4, !tbaa !5
  %89 = getelementptr inbounds nuw i8, ptr %30, i64 80
  %90 = getelementptr inbounds nuw i8, ptr %59, i64 8
  call void @_Z15cgMultiWarpTileILj128EEvRKN18cooperative_groups4__v112thread_blockEifPiPf(ptr noundef nonnull align 8 dereferenceable(24) %5, i32 noundef %25, float noundef %27, ptr noundef nonnull %89, ptr noundef nonnull %90) #11
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %91 = getelementptr inbounds nuw i8, ptr %30, i64 128
  store i32 %20, ptr %91, align 4, !tbaa !5
  %92 = getelementptr inbounds nuw i8, ptr %30, i64 132
  store i32 33, ptr %92, align 4, !tbaa !5
  %93 = getelementptr inbounds nuw i8, ptr %30, i64 136
  store i32 34, ptr %93, align 4, !tbaa !5
  %94 = getelementptr inbounds nuw i8, ptr %30, i64 140
  store i32 35, ptr %94, align 4, !tbaa !5
  %95 = getelementptr inbounds nuw i8, ptr %30, i64 144
  store i32 36, ptr %95, align 4, !tbaa !5
  %96 = getelementptr inbounds nuw i8, ptr %30, i64 148
  store i32 37, ptr %96, align 4, !tbaa !5
  %97 = getelementptr inbounds nuw i8, ptr %30, i64 152
  store i32 38, ptr %97, align 4, !tbaa !5
  %98 = getelementptr inbounds nuw i8, ptr %30, i64 156
  store i32 39, ptr %98, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)

; Function Attrs: convergent mustprogress nounwind
define linkonce_odr dso_local void @_Z15cgMultiWarpTileILj64EEvRKN18cooperative_groups4__v112thread_blockEifPiPf(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, float noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #2 comdat {
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !14
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %14 = mul nuw nsw i32 %10, %12
  %15 = add nuw nsw i32 %14, %9
  %16 = mul nuw nsw i32 %15, %11
  %17 = add nuw nsw i32 %16, %8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %18 = and i32 %17, 31
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %24

20:                                               ; preds = %5
  %21 = lshr exact i32 %17, 5
  %22 = shl nuw i32 1, %21
  %23 = xor i32 %22, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %7, i32 %23) #11, !srcloc !20
  br label %24

24:                                               ; preds = %5, %20
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %25 = lshr i32 %17, 5
  %26 = shl nuw i32 1, %25
  br i1 %19, label %27, label %29

27:                                               ; preds = %24
  %28 = xor i32 %26, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %7, i32 %28) #11, !srcloc !20
  br label %29

29:                                               ; preds = %24, %27
  %30 = and i32 %25, 134217726
  %31 = shl i32 3, %30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %32, label %43

32:                                               ; preds = %29
  %33 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %7, i32 %26) #11, !srcloc !21
  %34 = or i32 %33, %26
  %35 = and i32 %34, %31
  %36 = icmp eq i32 %35, %31
  br i1 %36, label %37, label %39

37:                                               ; preds = %32
  %38 = xor i32 %31, -1
  tail call void asm sideeffect "red.and.relaxed.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %7, i32 %38) #11, !srcloc !22
  br label %43

39:                                               ; preds = %32, %39
  %40 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr %7) #11, !srcloc !23
  %41 = and i32 %40, %26
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %39, !llvm.loop !24

43:                                               ; preds = %39, %29, %37
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %44 = lshr i32 %17, 6
  %45 = mul nuw nsw i32 %11, %12
  %46 = mul nuw nsw i32 %45, %13
  %47 = add nuw nsw i32 %46, 63
  %48 = lshr i32 %47, 6
  %49 = and i32 %17, 63
  store i32 %49, ptr %3, align 4, !tbaa !5
  %50 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 64, ptr %50, align 4, !tbaa !5
  %51 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 %44, ptr %51, align 4, !tbaa !5
  %52 = getelementptr inbounds nuw i8, ptr %3, i64 12
  store i32 %48, ptr %52, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %53, label %64

53:                                               ; preds = %43
  %54 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %7, i32 %26) #11, !srcloc !21
  %55 = or i32 %54, %26
  %56 = and i32 %55, %31
  %57 = icmp eq i32 %56, %31
  br i1 %57, label %58, label %60

58:                                               ; preds = %53
  %59 = xor i32 %31, -1
  tail call void asm sideeffect "red.and.relaxed.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %7, i32 %59) #11, !srcloc !22
  br label %64

60:                                               ; preds = %53, %60
  %61 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr %7) #11, !srcloc !23
  %62 = and i32 %61, %26
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %64, label %60, !llvm.loop !24

64:                                               ; preds = %60, %43, %58
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %65 = and i32 %25, 33554430
  %66 = getelementptr inbounds nuw i8, ptr %7, i64 32
  %67 = zext nneg i32 %65 to i64
  %68 = getelementptr inbounds nuw i64, ptr %66, i64 %67
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 8
  %70 = and i32 %17, 32
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %83, label %72

72:                                               ; preds = %64
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %73 = icmp eq i32 %49, 37
  br i1 %73, label %74, label %75

74:                                               ; preds = %72
  store i32 %1, ptr %69, align 4, !tbaa !5
  br label %75

75:                                               ; preds = %74, %72
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %76, label %77

76:                                               ; preds = %75
  tail call void asm sideeffect "red.or.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %7, i32 %26) #11, !srcloc !26
  br label %77

77:                                               ; preds = %75, %76
  %78 = load i32, ptr %69, align 4, !tbaa !5
  br label %79

79:                                               ; preds = %79, %77
  %80 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %7) #11, !srcloc !23
  %81 = and i32 %80, %26
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %103, label %79, !llvm.loop !24

83:                                               ; preds = %64
  %84 = shl nuw i32 2, %25
  br label %85

85:                                               ; preds = %85, %83
  %86 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr %7) #11, !srcloc !23
  %87 = and i32 %86, %84
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %85, label %89, !llvm.loop !27

89:                                               ; preds = %85
  %90 = load i32, ptr %69, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %91, label %102

91:                                               ; preds = %89
  %92 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %7, i32 %26) #11, !srcloc !21
  %93 = or i32 %92, %26
  %94 = and i32 %93, %31
  %95 = icmp eq i32 %94, %31
  br i1 %95, label %96, label %98

96:                                               ; preds = %91
  %97 = xor i32 %31, -1
  tail call void asm sideeffect "red.and.relaxed.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %7, i32 %97) #11, !srcloc !22
  br label %102

98:                                               ; preds = %91, %98
  %99 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %7) #11, !srcloc !23
  %100 = and i32 %99, %26
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %102, label %98, !llvm.loop !24

102:                                              ; preds = %98, %96, %89
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %103

103:                                              ; preds = %79, %102
  %104 = phi i32 [ %90, %102 ], [ %78, %79 ]
  %105 = getelementptr inbounds nuw i8, ptr %3, i64 16
  store i32 %104, ptr %105, align 4, !tbaa !5
  %106 = srem i32 %1, 50
  %107 = icmp eq i32 %106, 0
  %108 = zext nneg i32 %25 to i64
  %109 = getelementptr inbounds nuw i64, ptr %66, i64 %108
  %110 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %107)
  %111 = zext i1 %110 to i32
  store i32 %111, ptr %109, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %112, label %114

112:                                              ; preds = %103
  %113 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %7, i32 %26) #11, !srcloc !21
  br label %114

114:                                              ; preds = %112, %103
  %115 = phi i32 [ %113, %112 ], [ 0, %103 ]
  %116 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %115, i32 0, i32 31)
  %117 = or i32 %116, %26
  %118 = and i32 %117, %31
  %119 = icmp eq i32 %118, %31
  br i1 %119, label %124, label %120

120:                                              ; preds = %114, %120
  %121 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %7) #11, !srcloc !23
  %122 = and i32 %121, %26
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %139, label %120, !llvm.loop !24

124:                                              ; preds = %114
  %125 = and i32 %17, 30
  %126 = icmp eq i32 %125, 0
  br i1 %126, label %127, label %136

127:                                              ; preds = %124
  %128 = and i32 %17, 1
  %129 = or disjoint i32 %65, %128
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr inbounds nuw i64, ptr %66, i64 %130
  %132 = load i32, ptr %131, align 4, !tbaa !5
  %133 = icmp ne i32 %132, 0
  %134 = tail call i1 @llvm.nvvm.vote.any.sync(i32 3, i1 %133)
  %135 = zext i1 %134 to i32
  store i32 %135, ptr %131, align 4, !tbaa !5
  br label %136

136:                                              ; preds = %127, %124
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %137, label %139

137:                                              ; preds = %136
  %138 = xor i32 %31, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %7, i32 %138) #11, !srcloc !20
  br label %139

139:                                              ; preds = %120, %137, %136
  %140 = load i32, ptr %109, align 4, !tbaa !5
  %141 = getelementptr inbounds nuw i8, ptr %3, i64 20
  store i32 %140, ptr %141, align 4, !tbaa !5
  %142 = icmp ne i32 %1, 12345
  %143 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %142)
  %144 = zext i1 %143 to i32
  store i32 %144, ptr %109, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %145, label %147

145:                                              ; preds = %139
  %146 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %7, i32 %26) #11, !srcloc !21
  br label %147

147:                                              ; preds = %145, %139
  %148 = phi i32 [ %146, %145 ], [ 0, %139 ]
  %149 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %148, i32 0, i32 31)
  %150 = or i32 %149, %26
  %151 = and i32 %150, %31
  %152 = icmp eq i32 %151, %31
  br i1 %152, label %157, label %153

153:                                              ; preds = %147, %153
  %154 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %7) #11, !srcloc !23
  %155 = and i32 %154, %26
  %156 = icmp eq i32 %155, 0
  br i1 %156, label %172, label %153, !llvm.loop !24

157:                                              ; preds = %147
  %158 = and i32 %17, 30
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %160, label %169

160:                                              ; preds = %157
  %161 = and i32 %17, 1
  %162 = or disjoint i32 %65, %161
  %163 = zext nneg i32 %162 to i64
  %164 = getelementptr inbounds nuw i64, ptr %66, i64 %163
  %165 = load i32, ptr %164, align 4, !tbaa !5
  %166 = icmp ne i32 %165, 0
  %167 = tail call i1 @llvm.nvvm.vote.all.sync(i32 3, i1 %166)
  %168 = zext i1 %167 to i32
  store i32 %168, ptr %164, align 4, !tbaa !5
  br label %169

169:                                              ; preds = %160, %157
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %170, label %172

170:                                              ; preds = %169
  %171 = xor i32 %31, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %7, i32 %171) #11, !srcloc !20
  br label %172

172:                                              ; preds = %153, %169, %170
  %173 = load i32, ptr %109, align 4, !tbaa !5
  %174 = getelementptr inbounds nuw i8, ptr %3, i64 24
  store i32 %173, ptr %174, align 4, !tbaa !5
  %175 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %1, i32 -1)
  store i32 %175, ptr %109, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %176, label %178

176:                                              ; preds = %172
  %177 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %7, i32 %26) #11, !srcloc !21
  br label %178

178:                                              ; preds = %176, %172
  %179 = phi i32 [ %177, %176 ], [ 0, %172 ]
  %180 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %179, i32 0, i32 31)
  %181 = or i32 %180, %26
  %182 = and i32 %181, %31
  %183 = icmp eq i32 %182, %31
  br i1 %183, label %188, label %184

184:                                              ; preds = %178, %184
  %185 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %7) #11, !srcloc !23
  %186 = and i32 %185, %26
  %187 = icmp eq i32 %186, 0
  br i1 %187, label %205, label %184, !llvm.loop !24

188:                                              ; preds = %178
  %189 = and i32 %17, 30
  %190 = icmp eq i32 %189, 0
  br i1 %190, label %191, label %202

191:                                              ; preds = %188
  %192 = and i32 %17, 1
  %193 = or disjoint i32 %65, %192
  %194 = zext nneg i32 %193 to i64
  %195 = getelementptr inbounds nuw i64, ptr %66, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !5
  %197 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !12
  %198 = and i32 %197, -2
  %199 = shl i32 3, %198
  %200 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %199, i32 %196, i32 1, i32 7711)
  %201 = add nsw i32 %200, %196
  store i32 %201, ptr %195, align 4, !tbaa !5
  br label %202

202:                                              ; preds = %191, %188
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %203, label %205

203:                                              ; preds = %202
  %204 = xor i32 %31, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %7, i32 %204) #11, !srcloc !20
  br label %205

205:                                              ; preds = %184, %202, %203
  %206 = load i32, ptr %109, align 4, !tbaa !5
  %207 = getelementptr inbounds nuw i8, ptr %3, i64 28
  store i32 %206, ptr %207, align 4, !tbaa !5
  %208 = tail call noundef i32 @llvm.nvvm.redux.sync.min(i32 %1, i32 -1)
  store i32 %208, ptr %109, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %209, label %211

209:                                              ; preds = %205
  %210 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %7, i32 %26) #11, !srcloc !21
  br label %211

211:                                              ; preds = %209, %205
  %212 = phi i32 [ %210, %209 ], [ 0, %205 ]
  %213 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %212, i32 0, i32 31)
  %214 = or i32 %213, %26
  %215 = and i32 %214, %31
  %216 = icmp eq i32 %215, %31
  br i1 %216, label %221, label %217

217:                                              ; preds = %211, %217
  %218 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %7) #11, !srcloc !23
  %219 = and i32 %218, %26
  %220 = icmp eq i32 %219, 0
  br i1 %220, label %238, label %217, !llvm.loop !24

221:                                              ; preds = %211
  %222 = and i32 %17, 30
  %223 = icmp eq i32 %222, 0
  br i1 %223, label %224, label %235

224:                                              ; preds = %221
  %225 = and i32 %17, 1
  %226 = or disjoint i32 %65, %225
  %227 = zext nneg i32 %226 to i64
  %228 = getelementptr inbounds nuw i64, ptr %66, i64 %227
  %229 = load i32, ptr %228, align 4, !tbaa !5
  %230 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !12
  %231 = and i32 %230, -2
  %232 = shl i32 3, %231
  %233 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %232, i32 %229, i32 1, i32 7711)
  %234 = tail call noundef i32 @llvm.smin.i32(i32 %233, i32 %229)
  store i32 %234, ptr %228, align 4, !tbaa !5
  br label %235

235:                                              ; preds = %224, %221
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %236, label %238

236:                                              ; preds = %235
  %237 = xor i32 %31, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %7, i32 %237) #11, !srcloc !20
  br label %238

238:                                              ; preds = %217, %235, %236
  %239 = load i32, ptr %109, align 4, !tbaa !5
  %240 = getelementptr inbounds nuw i8, ptr %3, i64 32
  store i32 %239, ptr %240, align 4, !tbaa !5
  %241 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %1, i32 1, i32 0)
  %242 = select i1 %19, i32 0, i32 %241
  %243 = add nsw i32 %242, %1
  %244 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %243, i32 2, i32 0)
  %245 = icmp ult i32 %18, 2
  %246 = select i1 %245, i32 0, i32 %244
  %247 = add nsw i32 %246, %243
  %248 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %247, i32 4, i32 0)
  %249 = icmp ult i32 %18, 4
  %250 = select i1 %249, i32 0, i32 %248
  %251 = add nsw i32 %250, %247
  %252 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %251, i32 8, i32 0)
  %253 = icmp ult i32 %18, 8
  %254 = select i1 %253, i32 0, i32 %252
  %255 = add nsw i32 %254, %251
  %256 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %255, i32 16, i32 0)
  %257 = icmp ult i32 %18, 16
  %258 = select i1 %257, i32 0, i32 %256
  %259 = add nsw i32 %258, %255
  %260 = icmp eq i32 %18, 31
  br i1 %260, label %261, label %262

261:                                              ; preds = %238
  store i32 %259, ptr %109, align 4, !tbaa !5
  br label %262

262:                                              ; preds = %238, %261
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %263, label %265

263:                                              ; preds = %262
  %264 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %7, i32 %26) #11, !srcloc !21
  br label %265

265:                                              ; preds = %263, %262
  %266 = phi i32 [ %264, %263 ], [ 0, %262 ]
  %267 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %266, i32 0, i32 31)
  %268 = or i32 %267, %26
  %269 = and i32 %268, %31
  %270 = icmp eq i32 %269, %31
  br i1 %270, label %275, label %271

271:                                              ; preds = %265, %271
  %272 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %7) #11, !srcloc !23
  %273 = and i32 %272, %26
  %274 = icmp eq i32 %273, 0
  br i1 %274, label %293, label %271, !llvm.loop !24

275:                                              ; preds = %265
  %276 = and i32 %17, 30
  %277 = icmp eq i32 %276, 0
  br i1 %277, label %278, label %290

278:                                              ; preds = %275
  %279 = and i32 %17, 1
  %280 = or disjoint i32 %65, %279
  %281 = zext nneg i32 %280 to i64
  %282 = getelementptr inbounds nuw i64, ptr %66, i64 %281
  %283 = load i32, ptr %282, align 4, !tbaa !5
  %284 = icmp eq i32 %279, 0
  %285 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !12
  %286 = and i32 %285, -2
  %287 = shl i32 3, %286
  %288 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %287, i32 %283, i32 1, i32 7680)
  %289 = select i1 %284, i32 0, i32 %288
  store i32 %289, ptr %282, align 4, !tbaa !5
  br label %290

290:                                              ; preds = %278, %275
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %291, label %293

291:                                              ; preds = %290
  %292 = xor i32 %31, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %7, i32 %292) #11, !srcloc !20
  br label %293

293:                                              ; preds = %271, %290, %291
  %294 = load i32, ptr %109, align 4, !tbaa !5
  %295 = select i1 %71, i32 0, i32 %294
  %296 = add nsw i32 %295, %259
  %297 = getelementptr inbounds nuw i8, ptr %3, i64 36
  store i32 %296, ptr %297, align 4, !tbaa !5
  %298 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %1, i32 1, i32 0)
  %299 = select i1 %19, i32 0, i32 %298
  %300 = add nsw i32 %299, %1
  %301 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %300, i32 2, i32 0)
  %302 = select i1 %245, i32 0, i32 %301
  %303 = add nsw i32 %302, %300
  %304 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %303, i32 4, i32 0)
  %305 = select i1 %249, i32 0, i32 %304
  %306 = add nsw i32 %305, %303
  %307 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %306, i32 8, i32 0)
  %308 = select i1 %253, i32 0, i32 %307
  %309 = add nsw i32 %308, %306
  %310 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %309, i32 16, i32 0)
  %311 = select i1 %257, i32 0, i32 %310
  %312 = add nsw i32 %311, %309
  br i1 %260, label %313, label %314

313:                                              ; preds = %293
  store i32 %312, ptr %109, align 4, !tbaa !5
  br label %314

314:                                              ; preds = %293, %313
  %315 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %312, i32 1, i32 0)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %316, label %318

316:                                              ; preds = %314
  %317 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %7, i32 %26) #11, !srcloc !21
  br label %318

318:                                              ; preds = %316, %314
  %319 = phi i32 [ %317, %316 ], [ 0, %314 ]
  %320 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %319, i32 0, i32 31)
  %321 = or i32 %320, %26
  %322 = and i32 %321, %31
  %323 = icmp eq i32 %322, %31
  br i1 %323, label %328, label %324

324:                                              ; preds = %318, %324
  %325 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %7) #11, !srcloc !23
  %326 = and i32 %325, %26
  %327 = icmp eq i32 %326, 0
  br i1 %327, label %346, label %324, !llvm.loop !24

328:                                              ; preds = %318
  %329 = and i32 %17, 30
  %330 = icmp eq i32 %329, 0
  br i1 %330, label %331, label %343

331:                                              ; preds = %328
  %332 = and i32 %17, 1
  %333 = or disjoint i32 %65, %332
  %334 = zext nneg i32 %333 to i64
  %335 = getelementptr inbounds nuw i64, ptr %66, i64 %334
  %336 = load i32, ptr %335, align 4, !tbaa !5
  %337 = icmp eq i32 %332, 0
  %338 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !12
  %339 = and i32 %338, -2
  %340 = shl i32 3, %339
  %341 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %340, i32 %336, i32 1, i32 7680)
  %342 = select i1 %337, i32 0, i32 %341
  store i32 %342, ptr %335, align 4, !tbaa !5
  br label %343

343:                                              ; preds = %331, %328
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %344, label %346

344:                                              ; preds = %343
  %345 = xor i32 %31, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %7, i32 %345) #11, !srcloc !20
  br label %346

346:                                              ; preds = %324, %343, %344
  %347 = load i32, ptr %109, align 4, !tbaa !5
  %348 = select i1 %71, i32 0, i32 %347
  %349 = add nsw i32 %348, %315
  %350 = select i1 %19, i32 %347, i32 %349
  %351 = getelementptr inbounds nuw i8, ptr %3, i64 40
  store i32 %350, ptr %351, align 4, !tbaa !5
  %352 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %1, i32 1, i32 0)
  %353 = tail call noundef i32 @llvm.smax.i32(i32 %1, i32 %352)
  %354 = select i1 %19, i32 %1, i32 %353
  %355 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %354, i32 2, i32 0)
  %356 = tail call noundef i32 @llvm.smax.i32(i32 %354, i32 %355)
  %357 = select i1 %245, i32 %354, i32 %356
  %358 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %357, i32 4, i32 0)
  %359 = tail call noundef i32 @llvm.smax.i32(i32 %357, i32 %358)
  %360 = select i1 %249, i32 %357, i32 %359
  %361 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %360, i32 8, i32 0)
  %362 = tail call noundef i32 @llvm.smax.i32(i32 %360, i32 %361)
  %363 = select i1 %253, i32 %360, i32 %362
  %364 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %363, i32 16, i32 0)
  %365 = tail call noundef i32 @llvm.smax.i32(i32 %363, i32 %364)
  %366 = select i1 %257, i32 %363, i32 %365
  br i1 %260, label %367, label %368

367:                                              ; preds = %346
  store i32 %365, ptr %109, align 4, !tbaa !5
  br label %368

368:                                              ; preds = %346, %367
  %369 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %366, i32 1, i32 0)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %370, label %372

370:                                              ; preds = %368
  %371 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %7, i32 %26) #11, !srcloc !21
  br label %372

372:                                              ; preds = %370, %368
  %373 = phi i32 [ %371, %370 ], [ 0, %368 ]
  %374 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %373, i32 0, i32 31)
  %375 = or i32 %374, %26
  %376 = and i32 %375, %31
  %377 = icmp eq i32 %376, %31
  br i1 %377, label %382, label %378

378:                                              ; preds = %372, %378
  %379 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %7) #11, !srcloc !23
  %380 = and i32 %379, %26
  %381 = icmp eq i32 %380, 0
  br i1 %381, label %403, label %378, !llvm.loop !24

382:                                              ; preds = %372
  %383 = and i32 %17, 30
  %384 = icmp eq i32 %383, 0
  br i1 %384, label %385, label %400

385:                                              ; preds = %382
  %386 = and i32 %17, 1
  %387 = or disjoint i32 %65, %386
  %388 = zext nneg i32 %387 to i64
  %389 = getelementptr inbounds nuw i64, ptr %66, i64 %388
  %390 = load i32, ptr %389, align 4, !tbaa !5
  %391 = icmp eq i32 %386, 0
  %392 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !12
  %393 = and i32 %392, -2
  %394 = shl i32 3, %393
  %395 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %394, i32 %390, i32 1, i32 7680)
  %396 = tail call noundef i32 @llvm.smax.i32(i32 %390, i32 %395)
  %397 = select i1 %391, i32 %390, i32 %396
  %398 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %394, i32 %397, i32 1, i32 7680)
  %399 = select i1 %391, i32 0, i32 %398
  store i32 %399, ptr %389, align 4, !tbaa !5
  br label %400

400:                                              ; preds = %385, %382
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %401, label %403

401:                                              ; preds = %400
  %402 = xor i32 %31, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %7, i32 %402) #11, !srcloc !20
  br label %403

403:                                              ; preds = %378, %400, %401
  %404 = load i32, ptr %109, align 4, !tbaa !5
  %405 = tail call i32 @llvm.smax.i32(i32 %369, i32 %404)
  %406 = select i1 %71, i32 %369, i32 %405
  %407 = select i1 %19, i32 %404, i32 %406
  %408 = getelementptr inbounds nuw i8, ptr %3, i64 44
  store i32 %407, ptr %408, align 4, !tbaa !5
  %409 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2, i32 16, i32 31)
  %410 = fadd contract float %2, %409
  %411 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %410, i32 8, i32 31)
  %412 = fadd contract float %410, %411
  %413 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %412, i32 4, i32 31)
  %414 = fadd contract float %412, %413
  %415 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %414, i32 2, i32 31)
  %416 = fadd contract float %414, %415
  %417 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %416, i32 1, i32 31)
  %418 = fadd contract float %416, %417
  store float %418, ptr %109, align 4, !tbaa !10
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %419, label %421

419:                                              ; preds = %403
  %420 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %7, i32 %26) #11, !srcloc !21
  br label %421

421:                                              ; preds = %419, %403
  %422 = phi i32 [ %420, %419 ], [ 0, %403 ]
  %423 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %422, i32 0, i32 31)
  %424 = or i32 %423, %26
  %425 = and i32 %424, %31
  %426 = icmp eq i32 %425, %31
  br i1 %426, label %431, label %427

427:                                              ; preds = %421, %427
  %428 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %7) #11, !srcloc !23
  %429 = and i32 %428, %26
  %430 = icmp eq i32 %429, 0
  br i1 %430, label %448, label %427, !llvm.loop !24

431:                                              ; preds = %421
  %432 = and i32 %17, 30
  %433 = icmp eq i32 %432, 0
  br i1 %433, label %434, label %445

434:                                              ; preds = %431
  %435 = and i32 %17, 1
  %436 = or disjoint i32 %65, %435
  %437 = zext nneg i32 %436 to i64
  %438 = getelementptr inbounds nuw i64, ptr %66, i64 %437
  %439 = load float, ptr %438, align 4, !tbaa !10
  %440 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !12
  %441 = and i32 %440, -2
  %442 = shl i32 3, %441
  %443 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 %442, float %439, i32 1, i32 7711)
  %444 = fadd contract float %439, %443
  store float %444, ptr %438, align 4, !tbaa !10
  br label %445

445:                                              ; preds = %434, %431
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %446, label %448

446:                                              ; preds = %445
  %447 = xor i32 %31, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %7, i32 %447) #11, !srcloc !20
  br label %448

448:                                              ; preds = %427, %445, %446
  %449 = load float, ptr %109, align 4, !tbaa !10
  store float %449, ptr %4, align 4, !tbaa !10
  %450 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %2, i32 1, i32 0)
  %451 = fadd contract float %2, %450
  %452 = select i1 %19, float %2, float %451
  %453 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %452, i32 2, i32 0)
  %454 = fadd contract float %453, %452
  %455 = select i1 %245, float %452, float %454
  %456 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %455, i32 4, i32 0)
  %457 = fadd contract float %456, %455
  %458 = select i1 %249, float %455, float %457
  %459 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %458, i32 8, i32 0)
  %460 = fadd contract float %459, %458
  %461 = select i1 %253, float %458, float %460
  %462 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %461, i32 16, i32 0)
  %463 = fadd contract float %462, %461
  br i1 %260, label %464, label %465

464:                                              ; preds = %448
  store float %463, ptr %109, align 4, !tbaa !10
  br label %465

465:                                              ; preds = %448, %464
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %466, label %468

466:                                              ; preds = %465
  %467 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %7, i32 %26) #11, !srcloc !21
  br label %468

468:                                              ; preds = %466, %465
  %469 = phi i32 [ %467, %466 ], [ 0, %465 ]
  %470 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %469, i32 0, i32 31)
  %471 = or i32 %470, %26
  %472 = and i32 %471, %31
  %473 = icmp eq i32 %472, %31
  br i1 %473, label %478, label %474

474:                                              ; preds = %468, %474
  %475 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %7) #11, !srcloc !23
  %476 = and i32 %475, %26
  %477 = icmp eq i32 %476, 0
  br i1 %477, label %499, label %474, !llvm.loop !24

478:                                              ; preds = %468
  %479 = and i32 %17, 30
  %480 = icmp eq i32 %479, 0
  br i1 %480, label %481, label %496

481:                                              ; preds = %478
  %482 = and i32 %17, 1
  %483 = or disjoint i32 %65, %482
  %484 = zext nneg i32 %483 to i64
  %485 = getelementptr inbounds nuw i64, ptr %66, i64 %484
  %486 = load float, ptr %485, align 4, !tbaa !10
  %487 = icmp eq i32 %482, 0
  %488 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !12
  %489 = and i32 %488, -2
  %490 = shl i32 3, %489
  %491 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 %490, float %486, i32 1, i32 7680)
  %492 = fadd contract float %486, %491
  %493 = select i1 %487, float %486, float %492
  %494 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 %490, float %493, i32 1, i32 7680)
  %495 = select i1 %487, float 0.000000e+00, float %494
  store float %495, ptr %485, align 4, !tbaa !10
  br label %496

496:                                              ; preds = %481, %478
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %497, label %499

497:                                              ; preds = %496
  %498 = xor i32 %31, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %7, i32 %498) #11, !srcloc !20
  br label %499

499:                                              ; preds = %474, %496, %497
  %500 = select i1 %257, float %461, float %463
  %501 = load float, ptr %109, align 4, !tbaa !10
  %502 = fadd contract float %500, %501
  %503 = select i1 %71, float %500, float %502
  %504 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store float %503, ptr %504, align 4, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_umin(i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_popc(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #6

; Function Attrs: convergent mustprogress nounwind
define linkonce_odr dso_local void @_Z15cgMultiWarpTileILj128EEvRKN18cooperative_groups4__v112thread_blockEifPiPf(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, float noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #2 comdat {
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !14
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %14 = mul nuw nsw i32 %10, %12
  %15 = add nuw nsw i32 %14, %9
  %16 = mul nuw nsw i32 %15, %11
  %17 = add nuw nsw i32 %16, %8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %18 = and i32 %17, 31
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %25

20:                                               ; preds = %5
  %21 = lshr exact i32 %17, 5
  %22 = shl nuw i32 1, %21
  %23 = xor i32 %22, -1
  %24 = getelementptr inbounds nuw i8, ptr %7, i64 4
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %24, i32 %23) #11, !srcloc !20
  br label %25

25:                                               ; preds = %5, %20
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %26 = getelementptr inbounds nuw i8, ptr %7, i64 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %27 = lshr i32 %17, 5
  %28 = shl nuw i32 1, %27
  br i1 %19, label %29, label %31

29:                                               ; preds = %25
  %30 = xor i32 %28, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %26, i32 %30) #11, !srcloc !20
  br label %31

31:                                               ; preds = %25, %29
  %32 = and i32 %27, 134217724
  %33 = shl i32 15, %32
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %34, label %45

34:                                               ; preds = %31
  %35 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %26, i32 %28) #11, !srcloc !21
  %36 = or i32 %35, %28
  %37 = and i32 %36, %33
  %38 = icmp eq i32 %37, %33
  br i1 %38, label %39, label %41

39:                                               ; preds = %34
  %40 = xor i32 %33, -1
  tail call void asm sideeffect "red.and.relaxed.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %26, i32 %40) #11, !srcloc !22
  br label %45

41:                                               ; preds = %34, %41
  %42 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %26) #11, !srcloc !23
  %43 = and i32 %42, %28
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %41, !llvm.loop !24

45:                                               ; preds = %41, %31, %39
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %46 = lshr i32 %17, 7
  %47 = mul nuw nsw i32 %11, %12
  %48 = mul nuw nsw i32 %47, %13
  %49 = add nuw nsw i32 %48, 127
  %50 = lshr i32 %49, 7
  %51 = and i32 %17, 127
  store i32 %51, ptr %3, align 4, !tbaa !5
  %52 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 128, ptr %52, align 4, !tbaa !5
  %53 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 %46, ptr %53, align 4, !tbaa !5
  %54 = getelementptr inbounds nuw i8, ptr %3, i64 12
  store i32 %50, ptr %54, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %55, label %66

55:                                               ; preds = %45
  %56 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %26, i32 %28) #11, !srcloc !21
  %57 = or i32 %56, %28
  %58 = and i32 %57, %33
  %59 = icmp eq i32 %58, %33
  br i1 %59, label %60, label %62

60:                                               ; preds = %55
  %61 = xor i32 %33, -1
  tail call void asm sideeffect "red.and.relaxed.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %26, i32 %61) #11, !srcloc !22
  br label %66

62:                                               ; preds = %55, %62
  %63 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %26) #11, !srcloc !23
  %64 = and i32 %63, %28
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %62, !llvm.loop !24

66:                                               ; preds = %62, %45, %60
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %67 = and i32 %27, 33554428
  %68 = getelementptr inbounds nuw i8, ptr %7, i64 32
  %69 = zext nneg i32 %67 to i64
  %70 = getelementptr inbounds nuw i64, ptr %68, i64 %69
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 16
  %72 = lshr i32 %51, 5
  %73 = icmp eq i32 %72, 2
  br i1 %73, label %74, label %85

74:                                               ; preds = %66
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %75 = icmp eq i32 %51, 69
  br i1 %75, label %76, label %77

76:                                               ; preds = %74
  store i32 %1, ptr %71, align 4, !tbaa !5
  br label %77

77:                                               ; preds = %76, %74
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %78, label %79

78:                                               ; preds = %77
  tail call void asm sideeffect "red.or.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %26, i32 %28) #11, !srcloc !26
  br label %79

79:                                               ; preds = %78, %77
  %80 = load i32, ptr %71, align 4, !tbaa !5
  br label %81

81:                                               ; preds = %81, %79
  %82 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %26) #11, !srcloc !23
  %83 = and i32 %82, %28
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %107, label %81, !llvm.loop !24

85:                                               ; preds = %66
  %86 = add nuw nsw i32 %27, 2
  %87 = sub nsw i32 %86, %72
  %88 = shl nuw i32 1, %87
  br label %89

89:                                               ; preds = %89, %85
  %90 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %26) #11, !srcloc !23
  %91 = and i32 %90, %88
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %89, label %93, !llvm.loop !27

93:                                               ; preds = %89
  %94 = load i32, ptr %71, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %95, label %106

95:                                               ; preds = %93
  %96 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %26, i32 %28) #11, !srcloc !21
  %97 = or i32 %96, %28
  %98 = and i32 %97, %33
  %99 = icmp eq i32 %98, %33
  br i1 %99, label %100, label %102

100:                                              ; preds = %95
  %101 = xor i32 %33, -1
  tail call void asm sideeffect "red.and.relaxed.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %26, i32 %101) #11, !srcloc !22
  br label %106

102:                                              ; preds = %95, %102
  %103 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %26) #11, !srcloc !23
  %104 = and i32 %103, %28
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %106, label %102, !llvm.loop !24

106:                                              ; preds = %102, %100, %93
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %107

107:                                              ; preds = %81, %106
  %108 = phi i32 [ %94, %106 ], [ %80, %81 ]
  %109 = getelementptr inbounds nuw i8, ptr %3, i64 16
  store i32 %108, ptr %109, align 4, !tbaa !5
  %110 = srem i32 %1, 50
  %111 = icmp eq i32 %110, 0
  %112 = zext nneg i32 %27 to i64
  %113 = getelementptr inbounds nuw i64, ptr %68, i64 %112
  %114 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %111)
  %115 = zext i1 %114 to i32
  store i32 %115, ptr %113, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %116, label %118

116:                                              ; preds = %107
  %117 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %26, i32 %28) #11, !srcloc !21
  br label %118

118:                                              ; preds = %116, %107
  %119 = phi i32 [ %117, %116 ], [ 0, %107 ]
  %120 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %119, i32 0, i32 31)
  %121 = or i32 %120, %28
  %122 = and i32 %121, %33
  %123 = icmp eq i32 %122, %33
  br i1 %123, label %128, label %124

124:                                              ; preds = %118, %124
  %125 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %26) #11, !srcloc !23
  %126 = and i32 %125, %28
  %127 = icmp eq i32 %126, 0
  br i1 %127, label %143, label %124, !llvm.loop !24

128:                                              ; preds = %118
  %129 = and i32 %17, 28
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %131, label %140

131:                                              ; preds = %128
  %132 = and i32 %17, 3
  %133 = or disjoint i32 %67, %132
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr inbounds nuw i64, ptr %68, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !5
  %137 = icmp ne i32 %136, 0
  %138 = tail call i1 @llvm.nvvm.vote.any.sync(i32 15, i1 %137)
  %139 = zext i1 %138 to i32
  store i32 %139, ptr %135, align 4, !tbaa !5
  br label %140

140:                                              ; preds = %131, %128
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %141, label %143

141:                                              ; preds = %140
  %142 = xor i32 %33, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %26, i32 %142) #11, !srcloc !20
  br label %143

143:                                              ; preds = %124, %140, %141
  %144 = load i32, ptr %113, align 4, !tbaa !5
  %145 = getelementptr inbounds nuw i8, ptr %3, i64 20
  store i32 %144, ptr %145, align 4, !tbaa !5
  %146 = icmp ne i32 %1, 12345
  %147 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %146)
  %148 = zext i1 %147 to i32
  store i32 %148, ptr %113, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %149, label %151

149:                                              ; preds = %143
  %150 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %26, i32 %28) #11, !srcloc !21
  br label %151

151:                                              ; preds = %149, %143
  %152 = phi i32 [ %150, %149 ], [ 0, %143 ]
  %153 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %152, i32 0, i32 31)
  %154 = or i32 %153, %28
  %155 = and i32 %154, %33
  %156 = icmp eq i32 %155, %33
  br i1 %156, label %161, label %157

157:                                              ; preds = %151, %157
  %158 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %26) #11, !srcloc !23
  %159 = and i32 %158, %28
  %160 = icmp eq i32 %159, 0
  br i1 %160, label %176, label %157, !llvm.loop !24

161:                                              ; preds = %151
  %162 = and i32 %17, 28
  %163 = icmp eq i32 %162, 0
  br i1 %163, label %164, label %173

164:                                              ; preds = %161
  %165 = and i32 %17, 3
  %166 = or disjoint i32 %67, %165
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr inbounds nuw i64, ptr %68, i64 %167
  %169 = load i32, ptr %168, align 4, !tbaa !5
  %170 = icmp ne i32 %169, 0
  %171 = tail call i1 @llvm.nvvm.vote.all.sync(i32 15, i1 %170)
  %172 = zext i1 %171 to i32
  store i32 %172, ptr %168, align 4, !tbaa !5
  br label %173

173:                                              ; preds = %164, %161
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %174, label %176

174:                                              ; preds = %173
  %175 = xor i32 %33, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %26, i32 %175) #11, !srcloc !20
  br label %176

176:                                              ; preds = %157, %173, %174
  %177 = load i32, ptr %113, align 4, !tbaa !5
  %178 = getelementptr inbounds nuw i8, ptr %3, i64 24
  store i32 %177, ptr %178, align 4, !tbaa !5
  %179 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %1, i32 -1)
  store i32 %179, ptr %113, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %180, label %182

180:                                              ; preds = %176
  %181 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %26, i32 %28) #11, !srcloc !21
  br label %182

182:                                              ; preds = %180, %176
  %183 = phi i32 [ %181, %180 ], [ 0, %176 ]
  %184 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %183, i32 0, i32 31)
  %185 = or i32 %184, %28
  %186 = and i32 %185, %33
  %187 = icmp eq i32 %186, %33
  br i1 %187, label %192, label %188

188:                                              ; preds = %182, %188
  %189 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %26) #11, !srcloc !23
  %190 = and i32 %189, %28
  %191 = icmp eq i32 %190, 0
  br i1 %191, label %211, label %188, !llvm.loop !24

192:                                              ; preds = %182
  %193 = and i32 %17, 28
  %194 = icmp eq i32 %193, 0
  br i1 %194, label %195, label %208

195:                                              ; preds = %192
  %196 = and i32 %17, 3
  %197 = or disjoint i32 %67, %196
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr inbounds nuw i64, ptr %68, i64 %198
  %200 = load i32, ptr %199, align 4, !tbaa !5
  %201 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !12
  %202 = and i32 %201, -4
  %203 = shl i32 15, %202
  %204 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %203, i32 %200, i32 2, i32 7199)
  %205 = add nsw i32 %204, %200
  %206 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %203, i32 %205, i32 1, i32 7199)
  %207 = add nsw i32 %206, %205
  store i32 %207, ptr %199, align 4, !tbaa !5
  br label %208

208:                                              ; preds = %195, %192
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %209, label %211

209:                                              ; preds = %208
  %210 = xor i32 %33, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %26, i32 %210) #11, !srcloc !20
  br label %211

211:                                              ; preds = %188, %208, %209
  %212 = load i32, ptr %113, align 4, !tbaa !5
  %213 = getelementptr inbounds nuw i8, ptr %3, i64 28
  store i32 %212, ptr %213, align 4, !tbaa !5
  %214 = tail call noundef i32 @llvm.nvvm.redux.sync.min(i32 %1, i32 -1)
  store i32 %214, ptr %113, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %215, label %217

215:                                              ; preds = %211
  %216 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %26, i32 %28) #11, !srcloc !21
  br label %217

217:                                              ; preds = %215, %211
  %218 = phi i32 [ %216, %215 ], [ 0, %211 ]
  %219 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %218, i32 0, i32 31)
  %220 = or i32 %219, %28
  %221 = and i32 %220, %33
  %222 = icmp eq i32 %221, %33
  br i1 %222, label %227, label %223

223:                                              ; preds = %217, %223
  %224 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %26) #11, !srcloc !23
  %225 = and i32 %224, %28
  %226 = icmp eq i32 %225, 0
  br i1 %226, label %246, label %223, !llvm.loop !24

227:                                              ; preds = %217
  %228 = and i32 %17, 28
  %229 = icmp eq i32 %228, 0
  br i1 %229, label %230, label %243

230:                                              ; preds = %227
  %231 = and i32 %17, 3
  %232 = or disjoint i32 %67, %231
  %233 = zext nneg i32 %232 to i64
  %234 = getelementptr inbounds nuw i64, ptr %68, i64 %233
  %235 = load i32, ptr %234, align 4, !tbaa !5
  %236 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !12
  %237 = and i32 %236, -4
  %238 = shl i32 15, %237
  %239 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %238, i32 %235, i32 2, i32 7199)
  %240 = tail call noundef i32 @llvm.smin.i32(i32 %239, i32 %235)
  %241 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %238, i32 %240, i32 1, i32 7199)
  %242 = tail call noundef i32 @llvm.smin.i32(i32 %241, i32 %240)
  store i32 %242, ptr %234, align 4, !tbaa !5
  br label %243

243:                                              ; preds = %230, %227
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %244, label %246

244:                                              ; preds = %243
  %245 = xor i32 %33, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %26, i32 %245) #11, !srcloc !20
  br label %246

246:                                              ; preds = %223, %243, %244
  %247 = load i32, ptr %113, align 4, !tbaa !5
  %248 = getelementptr inbounds nuw i8, ptr %3, i64 32
  store i32 %247, ptr %248, align 4, !tbaa !5
  %249 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %1, i32 1, i32 0)
  %250 = select i1 %19, i32 0, i32 %249
  %251 = add nsw i32 %250, %1
  %252 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %251, i32 2, i32 0)
  %253 = icmp ult i32 %18, 2
  %254 = select i1 %253, i32 0, i32 %252
  %255 = add nsw i32 %254, %251
  %256 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %255, i32 4, i32 0)
  %257 = icmp ult i32 %18, 4
  %258 = select i1 %257, i32 0, i32 %256
  %259 = add nsw i32 %258, %255
  %260 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %259, i32 8, i32 0)
  %261 = icmp ult i32 %18, 8
  %262 = select i1 %261, i32 0, i32 %260
  %263 = add nsw i32 %262, %259
  %264 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %263, i32 16, i32 0)
  %265 = icmp ult i32 %18, 16
  %266 = select i1 %265, i32 0, i32 %264
  %267 = add nsw i32 %266, %263
  %268 = icmp eq i32 %18, 31
  br i1 %268, label %269, label %270

269:                                              ; preds = %246
  store i32 %267, ptr %113, align 4, !tbaa !5
  br label %270

270:                                              ; preds = %246, %269
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %271, label %273

271:                                              ; preds = %270
  %272 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %26, i32 %28) #11, !srcloc !21
  br label %273

273:                                              ; preds = %271, %270
  %274 = phi i32 [ %272, %271 ], [ 0, %270 ]
  %275 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %274, i32 0, i32 31)
  %276 = or i32 %275, %28
  %277 = and i32 %276, %33
  %278 = icmp eq i32 %277, %33
  br i1 %278, label %283, label %279

279:                                              ; preds = %273, %279
  %280 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %26) #11, !srcloc !23
  %281 = and i32 %280, %28
  %282 = icmp eq i32 %281, 0
  br i1 %282, label %306, label %279, !llvm.loop !24

283:                                              ; preds = %273
  %284 = and i32 %17, 28
  %285 = icmp eq i32 %284, 0
  br i1 %285, label %286, label %303

286:                                              ; preds = %283
  %287 = and i32 %17, 3
  %288 = or disjoint i32 %67, %287
  %289 = zext nneg i32 %288 to i64
  %290 = getelementptr inbounds nuw i64, ptr %68, i64 %289
  %291 = load i32, ptr %290, align 4, !tbaa !5
  %292 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !12
  %293 = and i32 %292, -4
  %294 = shl i32 15, %293
  %295 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %294, i32 %291, i32 1, i32 7168)
  %296 = icmp eq i32 %287, 0
  %297 = select i1 %296, i32 0, i32 %295
  %298 = add nsw i32 %297, %291
  %299 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %294, i32 %298, i32 2, i32 7168)
  %300 = icmp ult i32 %287, 2
  %301 = select i1 %300, i32 0, i32 %299
  %302 = add i32 %297, %301
  store i32 %302, ptr %290, align 4, !tbaa !5
  br label %303

303:                                              ; preds = %286, %283
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %304, label %306

304:                                              ; preds = %303
  %305 = xor i32 %33, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %26, i32 %305) #11, !srcloc !20
  br label %306

306:                                              ; preds = %279, %303, %304
  %307 = load i32, ptr %113, align 4, !tbaa !5
  %308 = icmp eq i32 %72, 0
  %309 = select i1 %308, i32 0, i32 %307
  %310 = add nsw i32 %309, %267
  %311 = getelementptr inbounds nuw i8, ptr %3, i64 36
  store i32 %310, ptr %311, align 4, !tbaa !5
  %312 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %1, i32 1, i32 0)
  %313 = select i1 %19, i32 0, i32 %312
  %314 = add nsw i32 %313, %1
  %315 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %314, i32 2, i32 0)
  %316 = select i1 %253, i32 0, i32 %315
  %317 = add nsw i32 %316, %314
  %318 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %317, i32 4, i32 0)
  %319 = select i1 %257, i32 0, i32 %318
  %320 = add nsw i32 %319, %317
  %321 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %320, i32 8, i32 0)
  %322 = select i1 %261, i32 0, i32 %321
  %323 = add nsw i32 %322, %320
  %324 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %323, i32 16, i32 0)
  %325 = select i1 %265, i32 0, i32 %324
  %326 = add nsw i32 %325, %323
  br i1 %268, label %327, label %328

327:                                              ; preds = %306
  store i32 %326, ptr %113, align 4, !tbaa !5
  br label %328

328:                                              ; preds = %306, %327
  %329 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %326, i32 1, i32 0)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %330, label %332

330:                                              ; preds = %328
  %331 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %26, i32 %28) #11, !srcloc !21
  br label %332

332:                                              ; preds = %330, %328
  %333 = phi i32 [ %331, %330 ], [ 0, %328 ]
  %334 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %333, i32 0, i32 31)
  %335 = or i32 %334, %28
  %336 = and i32 %335, %33
  %337 = icmp eq i32 %336, %33
  br i1 %337, label %342, label %338

338:                                              ; preds = %332, %338
  %339 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %26) #11, !srcloc !23
  %340 = and i32 %339, %28
  %341 = icmp eq i32 %340, 0
  br i1 %341, label %365, label %338, !llvm.loop !24

342:                                              ; preds = %332
  %343 = and i32 %17, 28
  %344 = icmp eq i32 %343, 0
  br i1 %344, label %345, label %362

345:                                              ; preds = %342
  %346 = and i32 %17, 3
  %347 = or disjoint i32 %67, %346
  %348 = zext nneg i32 %347 to i64
  %349 = getelementptr inbounds nuw i64, ptr %68, i64 %348
  %350 = load i32, ptr %349, align 4, !tbaa !5
  %351 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !12
  %352 = and i32 %351, -4
  %353 = shl i32 15, %352
  %354 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %353, i32 %350, i32 1, i32 7168)
  %355 = icmp eq i32 %346, 0
  %356 = select i1 %355, i32 0, i32 %354
  %357 = add nsw i32 %356, %350
  %358 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %353, i32 %357, i32 2, i32 7168)
  %359 = icmp ult i32 %346, 2
  %360 = select i1 %359, i32 0, i32 %358
  %361 = add i32 %356, %360
  store i32 %361, ptr %349, align 4, !tbaa !5
  br label %362

362:                                              ; preds = %345, %342
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %363, label %365

363:                                              ; preds = %362
  %364 = xor i32 %33, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %26, i32 %364) #11, !srcloc !20
  br label %365

365:                                              ; preds = %338, %362, %363
  %366 = load i32, ptr %113, align 4, !tbaa !5
  %367 = select i1 %308, i32 0, i32 %366
  %368 = add nsw i32 %367, %329
  %369 = select i1 %19, i32 %366, i32 %368
  %370 = getelementptr inbounds nuw i8, ptr %3, i64 40
  store i32 %369, ptr %370, align 4, !tbaa !5
  %371 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %1, i32 1, i32 0)
  %372 = tail call noundef i32 @llvm.smax.i32(i32 %1, i32 %371)
  %373 = select i1 %19, i32 %1, i32 %372
  %374 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %373, i32 2, i32 0)
  %375 = tail call noundef i32 @llvm.smax.i32(i32 %373, i32 %374)
  %376 = select i1 %253, i32 %373, i32 %375
  %377 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %376, i32 4, i32 0)
  %378 = tail call noundef i32 @llvm.smax.i32(i32 %376, i32 %377)
  %379 = select i1 %257, i32 %376, i32 %378
  %380 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %379, i32 8, i32 0)
  %381 = tail call noundef i32 @llvm.smax.i32(i32 %379, i32 %380)
  %382 = select i1 %261, i32 %379, i32 %381
  %383 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %382, i32 16, i32 0)
  %384 = tail call noundef i32 @llvm.smax.i32(i32 %382, i32 %383)
  %385 = select i1 %265, i32 %382, i32 %384
  br i1 %268, label %386, label %387

386:                                              ; preds = %365
  store i32 %384, ptr %113, align 4, !tbaa !5
  br label %387

387:                                              ; preds = %365, %386
  %388 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %385, i32 1, i32 0)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %389, label %391

389:                                              ; preds = %387
  %390 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %26, i32 %28) #11, !srcloc !21
  br label %391

391:                                              ; preds = %389, %387
  %392 = phi i32 [ %390, %389 ], [ 0, %387 ]
  %393 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %392, i32 0, i32 31)
  %394 = or i32 %393, %28
  %395 = and i32 %394, %33
  %396 = icmp eq i32 %395, %33
  br i1 %396, label %401, label %397

397:                                              ; preds = %391, %397
  %398 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %26) #11, !srcloc !23
  %399 = and i32 %398, %28
  %400 = icmp eq i32 %399, 0
  br i1 %400, label %426, label %397, !llvm.loop !24

401:                                              ; preds = %391
  %402 = and i32 %17, 28
  %403 = icmp eq i32 %402, 0
  br i1 %403, label %404, label %423

404:                                              ; preds = %401
  %405 = and i32 %17, 3
  %406 = or disjoint i32 %67, %405
  %407 = zext nneg i32 %406 to i64
  %408 = getelementptr inbounds nuw i64, ptr %68, i64 %407
  %409 = load i32, ptr %408, align 4, !tbaa !5
  %410 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !12
  %411 = and i32 %410, -4
  %412 = shl i32 15, %411
  %413 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %412, i32 %409, i32 1, i32 7168)
  %414 = icmp eq i32 %405, 0
  %415 = tail call noundef i32 @llvm.smax.i32(i32 %409, i32 %413)
  %416 = select i1 %414, i32 %409, i32 %415
  %417 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %412, i32 %416, i32 2, i32 7168)
  %418 = icmp ult i32 %405, 2
  %419 = tail call noundef i32 @llvm.smax.i32(i32 %416, i32 %417)
  %420 = select i1 %418, i32 %416, i32 %419
  %421 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %412, i32 %420, i32 1, i32 7168)
  %422 = select i1 %414, i32 0, i32 %421
  store i32 %422, ptr %408, align 4, !tbaa !5
  br label %423

423:                                              ; preds = %404, %401
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %424, label %426

424:                                              ; preds = %423
  %425 = xor i32 %33, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %26, i32 %425) #11, !srcloc !20
  br label %426

426:                                              ; preds = %397, %423, %424
  %427 = load i32, ptr %113, align 4, !tbaa !5
  %428 = tail call i32 @llvm.smax.i32(i32 %388, i32 %427)
  %429 = select i1 %308, i32 %388, i32 %428
  %430 = select i1 %19, i32 %427, i32 %429
  %431 = getelementptr inbounds nuw i8, ptr %3, i64 44
  store i32 %430, ptr %431, align 4, !tbaa !5
  %432 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2, i32 16, i32 31)
  %433 = fadd contract float %2, %432
  %434 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %433, i32 8, i32 31)
  %435 = fadd contract float %433, %434
  %436 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %435, i32 4, i32 31)
  %437 = fadd contract float %435, %436
  %438 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %437, i32 2, i32 31)
  %439 = fadd contract float %437, %438
  %440 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %439, i32 1, i32 31)
  %441 = fadd contract float %439, %440
  store float %441, ptr %113, align 4, !tbaa !10
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %442, label %444

442:                                              ; preds = %426
  %443 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %26, i32 %28) #11, !srcloc !21
  br label %444

444:                                              ; preds = %442, %426
  %445 = phi i32 [ %443, %442 ], [ 0, %426 ]
  %446 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %445, i32 0, i32 31)
  %447 = or i32 %446, %28
  %448 = and i32 %447, %33
  %449 = icmp eq i32 %448, %33
  br i1 %449, label %454, label %450

450:                                              ; preds = %444, %450
  %451 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %26) #11, !srcloc !23
  %452 = and i32 %451, %28
  %453 = icmp eq i32 %452, 0
  br i1 %453, label %473, label %450, !llvm.loop !24

454:                                              ; preds = %444
  %455 = and i32 %17, 28
  %456 = icmp eq i32 %455, 0
  br i1 %456, label %457, label %470

457:                                              ; preds = %454
  %458 = and i32 %17, 3
  %459 = or disjoint i32 %67, %458
  %460 = zext nneg i32 %459 to i64
  %461 = getelementptr inbounds nuw i64, ptr %68, i64 %460
  %462 = load float, ptr %461, align 4, !tbaa !10
  %463 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !12
  %464 = and i32 %463, -4
  %465 = shl i32 15, %464
  %466 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 %465, float %462, i32 2, i32 7199)
  %467 = fadd contract float %462, %466
  %468 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 %465, float %467, i32 1, i32 7199)
  %469 = fadd contract float %467, %468
  store float %469, ptr %461, align 4, !tbaa !10
  br label %470

470:                                              ; preds = %457, %454
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %471, label %473

471:                                              ; preds = %470
  %472 = xor i32 %33, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %26, i32 %472) #11, !srcloc !20
  br label %473

473:                                              ; preds = %450, %470, %471
  %474 = load float, ptr %113, align 4, !tbaa !10
  store float %474, ptr %4, align 4, !tbaa !10
  %475 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %2, i32 1, i32 0)
  %476 = fadd contract float %2, %475
  %477 = select i1 %19, float %2, float %476
  %478 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %477, i32 2, i32 0)
  %479 = fadd contract float %478, %477
  %480 = select i1 %253, float %477, float %479
  %481 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %480, i32 4, i32 0)
  %482 = fadd contract float %481, %480
  %483 = select i1 %257, float %480, float %482
  %484 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %483, i32 8, i32 0)
  %485 = fadd contract float %484, %483
  %486 = select i1 %261, float %483, float %485
  %487 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %486, i32 16, i32 0)
  %488 = fadd contract float %487, %486
  br i1 %268, label %489, label %490

489:                                              ; preds = %473
  store float %488, ptr %113, align 4, !tbaa !10
  br label %490

490:                                              ; preds = %473, %489
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %491, label %493

491:                                              ; preds = %490
  %492 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %26, i32 %28) #11, !srcloc !21
  br label %493

493:                                              ; preds = %491, %490
  %494 = phi i32 [ %492, %491 ], [ 0, %490 ]
  %495 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %494, i32 0, i32 31)
  %496 = or i32 %495, %28
  %497 = and i32 %496, %33
  %498 = icmp eq i32 %497, %33
  br i1 %498, label %503, label %499

499:                                              ; preds = %493, %499
  %500 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %26) #11, !srcloc !23
  %501 = and i32 %500, %28
  %502 = icmp eq i32 %501, 0
  br i1 %502, label %528, label %499, !llvm.loop !24

503:                                              ; preds = %493
  %504 = and i32 %17, 28
  %505 = icmp eq i32 %504, 0
  br i1 %505, label %506, label %525

506:                                              ; preds = %503
  %507 = and i32 %17, 3
  %508 = or disjoint i32 %67, %507
  %509 = zext nneg i32 %508 to i64
  %510 = getelementptr inbounds nuw i64, ptr %68, i64 %509
  %511 = load float, ptr %510, align 4, !tbaa !10
  %512 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !12
  %513 = and i32 %512, -4
  %514 = shl i32 15, %513
  %515 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 %514, float %511, i32 1, i32 7168)
  %516 = icmp eq i32 %507, 0
  %517 = fadd contract float %511, %515
  %518 = select i1 %516, float %511, float %517
  %519 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 %514, float %518, i32 2, i32 7168)
  %520 = icmp ult i32 %507, 2
  %521 = fadd contract float %519, %518
  %522 = select i1 %520, float %518, float %521
  %523 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 %514, float %522, i32 1, i32 7168)
  %524 = select i1 %516, float 0.000000e+00, float %523
  store float %524, ptr %510, align 4, !tbaa !10
  br label %525

525:                                              ; preds = %506, %503
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %526, label %528

526:                                              ; preds = %525
  %527 = xor i32 %33, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %26, i32 %527) #11, !srcloc !20
  br label %528

528:                                              ; preds = %499, %525, %526
  %529 = select i1 %265, float %486, float %488
  %530 = load float, ptr %113, align 4, !tbaa !10
  %531 = fadd contract float %529, %530
  %532 = select i1 %308, float %529, float %531
  %533 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store float %532, ptr %533, align 4, !tbaa !10
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly, i8, i64, i1 immarg) #8

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #6 = { convergent nocallback nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }
attributes #10 = { convergent nounwind memory(none) }
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
!9 = !{i64 2164954378, i64 2164954382, i64 2164954419, i64 2164954459, i64 2164954520, i64 2164954556, i64 2164954606}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !7, i64 0}
!12 = !{i64 17343699}
!13 = !{i64 17344080}
!14 = !{!15, !18, i64 16}
!15 = !{!"_ZTSN18cooperative_groups4__v112thread_blockE", !16, i64 0, !18, i64 16}
!16 = !{!"_ZTSN18cooperative_groups4__v117thread_group_baseILj4EEE", !17, i64 0}
!17 = !{!"_ZTSN18cooperative_groups4__v112thread_groupE", !7, i64 0}
!18 = !{!"p1 _ZTSN18cooperative_groups4__v17details18multi_warp_scratchE", !19, i64 0}
!19 = !{!"any pointer", !7, i64 0}
!20 = !{i64 2164908804}
!21 = !{i64 2164891770}
!22 = !{i64 2164903043}
!23 = !{i64 2164914557}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{i64 2164897499}
!27 = distinct !{!27, !25}
!nvvm.annotations = !{!900, !901}
!900 = !{ptr @cg_block64, !"kernel", i32 1}
!901 = !{ptr @cg_block128, !"kernel", i32 1}

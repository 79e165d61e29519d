; NVVM IR of test/e2e/kernels/sample_reduce.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN13sample_reduce4smemE = external dso_local addrspace(3) global [0 x i32], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef ptr @_ZN13sample_reduce7scratchEv() local_unnamed_addr #0 {
  ret ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr)
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef range(i32 0, 256) i32 @_ZN13sample_reduce4loadEPKijj(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp ult i32 %1, %2
  br i1 %4, label %5, label %10

5:                                                ; preds = %3
  %6 = zext i32 %1 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !5
  %9 = and i32 %8, 255
  br label %10

10:                                               ; preds = %3, %5
  %11 = phi i32 [ %9, %5 ], [ 0, %3 ]
  ret i32 %11
}

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_ZN13sample_reduce17interleavedModuloEPKiPij(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = icmp ult i32 %9, %2
  br i1 %10, label %11, label %16

11:                                               ; preds = %3
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = and i32 %14, 255
  br label %16

16:                                               ; preds = %3, %11
  %17 = phi i32 [ %15, %11 ], [ 0, %3 ]
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %18
  store i32 %17, ptr %19, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %20 = icmp ugt i32 %7, 1
  br i1 %20, label %23, label %21

21:                                               ; preds = %36, %16
  %22 = icmp eq i32 %5, 0
  br i1 %22, label %38, label %42

23:                                               ; preds = %16, %36
  %24 = phi i32 [ %25, %36 ], [ 1, %16 ]
  %25 = shl i32 %24, 1
  %26 = add i32 %25, 1023
  %27 = and i32 %26, %5
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %36

29:                                               ; preds = %23
  %30 = add i32 %24, %5
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = load i32, ptr %19, align 4, !tbaa !5
  %35 = add nsw i32 %34, %33
  store i32 %35, ptr %19, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %29, %23
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %37 = icmp ult i32 %25, %7
  br i1 %37, label %23, label %21, !llvm.loop !10

38:                                               ; preds = %21
  %39 = zext nneg i32 %6 to i64
  %40 = getelementptr inbounds nuw i32, ptr %1, i64 %39
  %41 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), align 4, !tbaa !5
  store i32 %41, ptr %40, align 4, !tbaa !5
  br label %42

42:                                               ; preds = %38, %21
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_ZN13sample_reduce18interleavedStridedEPKiPij(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = icmp ult i32 %9, %2
  br i1 %10, label %11, label %16

11:                                               ; preds = %3
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = and i32 %14, 255
  br label %16

16:                                               ; preds = %3, %11
  %17 = phi i32 [ %15, %11 ], [ 0, %3 ]
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %18
  store i32 %17, ptr %19, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %20 = icmp ugt i32 %7, 1
  br i1 %20, label %23, label %21

21:                                               ; preds = %37, %16
  %22 = icmp eq i32 %5, 0
  br i1 %22, label %39, label %43

23:                                               ; preds = %16, %37
  %24 = phi i32 [ %25, %37 ], [ 1, %16 ]
  %25 = shl i32 %24, 1
  %26 = mul i32 %25, %5
  %27 = icmp ult i32 %26, %7
  br i1 %27, label %28, label %37

28:                                               ; preds = %23
  %29 = zext nneg i32 %26 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %29
  %31 = add i32 %26, %24
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = load i32, ptr %30, align 4, !tbaa !5
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr %30, align 4, !tbaa !5
  br label %37

37:                                               ; preds = %28, %23
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %38 = icmp ult i32 %25, %7
  br i1 %38, label %23, label %21, !llvm.loop !12

39:                                               ; preds = %21
  %40 = zext nneg i32 %6 to i64
  %41 = getelementptr inbounds nuw i32, ptr %1, i64 %40
  %42 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), align 4, !tbaa !5
  store i32 %42, ptr %41, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %39, %21
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_ZN13sample_reduce10sequentialEPKiPij(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = icmp ult i32 %9, %2
  br i1 %10, label %11, label %16

11:                                               ; preds = %3
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = and i32 %14, 255
  br label %16

16:                                               ; preds = %3, %11
  %17 = phi i32 [ %15, %11 ], [ 0, %3 ]
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %18
  store i32 %17, ptr %19, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %20 = lshr i32 %7, 1
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %24

22:                                               ; preds = %34, %16
  %23 = icmp eq i32 %5, 0
  br i1 %23, label %37, label %41

24:                                               ; preds = %16, %34
  %25 = phi i32 [ %35, %34 ], [ %20, %16 ]
  %26 = icmp ult i32 %5, %25
  br i1 %26, label %27, label %34

27:                                               ; preds = %24
  %28 = add nuw nsw i32 %25, %5
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = load i32, ptr %19, align 4, !tbaa !5
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %19, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %27, %24
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %35 = lshr i32 %25, 1
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %22, label %24, !llvm.loop !13

37:                                               ; preds = %22
  %38 = zext nneg i32 %6 to i64
  %39 = getelementptr inbounds nuw i32, ptr %1, i64 %38
  %40 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), align 4, !tbaa !5
  store i32 %40, ptr %39, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %37, %22
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_ZN13sample_reduce9addOnLoadEPKiPij(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = shl nuw nsw i32 %7, 1
  %9 = mul i32 %8, %6
  %10 = add i32 %9, %5
  %11 = icmp ult i32 %10, %2
  br i1 %11, label %12, label %17

12:                                               ; preds = %3
  %13 = zext i32 %10 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = and i32 %15, 255
  br label %17

17:                                               ; preds = %3, %12
  %18 = phi i32 [ %16, %12 ], [ 0, %3 ]
  %19 = add i32 %10, %7
  %20 = icmp ult i32 %19, %2
  br i1 %20, label %21, label %26

21:                                               ; preds = %17
  %22 = zext i32 %19 to i64
  %23 = getelementptr inbounds nuw i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = and i32 %24, 255
  br label %26

26:                                               ; preds = %17, %21
  %27 = phi i32 [ %25, %21 ], [ 0, %17 ]
  %28 = add nuw nsw i32 %27, %18
  %29 = zext nneg i32 %5 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %29
  store i32 %28, ptr %30, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %31 = lshr i32 %7, 1
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %36

33:                                               ; preds = %46, %26
  %34 = phi i32 [ %28, %26 ], [ %47, %46 ]
  %35 = icmp eq i32 %5, 0
  br i1 %35, label %50, label %53

36:                                               ; preds = %26, %46
  %37 = phi i32 [ %48, %46 ], [ %31, %26 ]
  %38 = phi i32 [ %47, %46 ], [ %28, %26 ]
  %39 = icmp ult i32 %5, %37
  br i1 %39, label %40, label %46

40:                                               ; preds = %36
  %41 = add nuw nsw i32 %37, %5
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = add nsw i32 %44, %38
  store i32 %45, ptr %30, align 4, !tbaa !5
  br label %46

46:                                               ; preds = %40, %36
  %47 = phi i32 [ %45, %40 ], [ %38, %36 ]
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %48 = lshr i32 %37, 1
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %33, label %36, !llvm.loop !14

50:                                               ; preds = %33
  %51 = zext nneg i32 %6 to i64
  %52 = getelementptr inbounds nuw i32, ptr %1, i64 %51
  store i32 %34, ptr %52, align 4, !tbaa !5
  br label %53

53:                                               ; preds = %50, %33
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_ZN13sample_reduce7warpSumEji(i32 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %1, i32 %0)
  ret i32 %3
}

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_ZN13sample_reduce6cgTileEPKiPij(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %11 = mul nuw nsw i32 %7, %9
  %12 = add nuw nsw i32 %11, %6
  %13 = mul nuw nsw i32 %12, %8
  %14 = add nuw nsw i32 %13, %5
  %15 = mul nuw nsw i32 %8, %9
  %16 = mul nuw nsw i32 %15, %10
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = mul i32 %16, %17
  %19 = add i32 %14, %18
  %20 = icmp ult i32 %19, %2
  br i1 %20, label %21, label %24

21:                                               ; preds = %3
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %23 = mul i32 %16, %22
  br label %29

24:                                               ; preds = %29, %3
  %25 = phi i32 [ 0, %3 ], [ %36, %29 ]
  %26 = zext nneg i32 %14 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %26
  store i32 %25, ptr %27, align 4, !tbaa !5
  %28 = icmp ugt i32 %16, 63
  br i1 %28, label %43, label %39

29:                                               ; preds = %21, %29
  %30 = phi i32 [ %19, %21 ], [ %37, %29 ]
  %31 = phi i32 [ 0, %21 ], [ %36, %29 ]
  %32 = zext i32 %30 to i64
  %33 = getelementptr inbounds nuw i32, ptr %0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = and i32 %34, 255
  %36 = add nuw nsw i32 %35, %31
  %37 = add i32 %30, %23
  %38 = icmp ult i32 %37, %2
  br i1 %38, label %29, label %24, !llvm.loop !15

39:                                               ; preds = %54, %24
  %40 = phi i32 [ %25, %24 ], [ %55, %54 ]
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %41 = and i32 %14, 2097120
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %57, label %59

43:                                               ; preds = %24, %54
  %44 = phi i32 [ %46, %54 ], [ %16, %24 ]
  %45 = phi i32 [ %55, %54 ], [ %25, %24 ]
  %46 = lshr i32 %44, 1
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %47 = icmp ult i32 %14, %46
  br i1 %47, label %48, label %54

48:                                               ; preds = %43
  %49 = add nuw nsw i32 %46, %14
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = add nsw i32 %52, %45
  store i32 %53, ptr %27, align 4, !tbaa !5
  br label %54

54:                                               ; preds = %43, %48
  %55 = phi i32 [ %53, %48 ], [ %45, %43 ]
  %56 = icmp ugt i32 %44, 127
  br i1 %56, label %43, label %39, !llvm.loop !16

57:                                               ; preds = %39
  %58 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %40, i32 -1)
  br label %59

59:                                               ; preds = %57, %39
  %60 = phi i32 [ %58, %57 ], [ %40, %39 ]
  %61 = icmp eq i32 %14, 0
  br i1 %61, label %62, label %65

62:                                               ; preds = %59
  %63 = zext nneg i32 %17 to i64
  %64 = getelementptr inbounds nuw i32, ptr %1, i64 %63
  store i32 %60, ptr %64, align 4, !tbaa !5
  br label %65

65:                                               ; preds = %62, %59
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_reduce0(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = icmp ult i32 %9, %2
  br i1 %10, label %11, label %16

11:                                               ; preds = %3
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = and i32 %14, 255
  br label %16

16:                                               ; preds = %11, %3
  %17 = phi i32 [ %15, %11 ], [ 0, %3 ]
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %18
  store i32 %17, ptr %19, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %20 = icmp ugt i32 %7, 1
  br i1 %20, label %23, label %21

21:                                               ; preds = %36, %16
  %22 = icmp eq i32 %5, 0
  br i1 %22, label %38, label %42

23:                                               ; preds = %16, %36
  %24 = phi i32 [ %25, %36 ], [ 1, %16 ]
  %25 = shl i32 %24, 1
  %26 = add i32 %25, 1023
  %27 = and i32 %26, %5
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %36

29:                                               ; preds = %23
  %30 = add i32 %24, %5
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = load i32, ptr %19, align 4, !tbaa !5
  %35 = add nsw i32 %34, %33
  store i32 %35, ptr %19, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %29, %23
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %37 = icmp ult i32 %25, %7
  br i1 %37, label %23, label %21, !llvm.loop !10

38:                                               ; preds = %21
  %39 = zext nneg i32 %6 to i64
  %40 = getelementptr inbounds nuw i32, ptr %1, i64 %39
  %41 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), align 4, !tbaa !5
  store i32 %41, ptr %40, align 4, !tbaa !5
  br label %42

42:                                               ; preds = %21, %38
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_reduce1(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = icmp ult i32 %9, %2
  br i1 %10, label %11, label %16

11:                                               ; preds = %3
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = and i32 %14, 255
  br label %16

16:                                               ; preds = %11, %3
  %17 = phi i32 [ %15, %11 ], [ 0, %3 ]
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %18
  store i32 %17, ptr %19, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %20 = icmp ugt i32 %7, 1
  br i1 %20, label %23, label %21

21:                                               ; preds = %37, %16
  %22 = icmp eq i32 %5, 0
  br i1 %22, label %39, label %43

23:                                               ; preds = %16, %37
  %24 = phi i32 [ %25, %37 ], [ 1, %16 ]
  %25 = shl i32 %24, 1
  %26 = mul i32 %25, %5
  %27 = icmp ult i32 %26, %7
  br i1 %27, label %28, label %37

28:                                               ; preds = %23
  %29 = add i32 %26, %24
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %30
  %32 = zext nneg i32 %26 to i64
  %33 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %32
  %34 = load i32, ptr %31, align 4, !tbaa !5
  %35 = load i32, ptr %33, align 4, !tbaa !5
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr %33, align 4, !tbaa !5
  br label %37

37:                                               ; preds = %28, %23
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %38 = icmp ult i32 %25, %7
  br i1 %38, label %23, label %21, !llvm.loop !12

39:                                               ; preds = %21
  %40 = zext nneg i32 %6 to i64
  %41 = getelementptr inbounds nuw i32, ptr %1, i64 %40
  %42 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), align 4, !tbaa !5
  store i32 %42, ptr %41, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %21, %39
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_reduce2(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = icmp ult i32 %9, %2
  br i1 %10, label %11, label %16

11:                                               ; preds = %3
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = and i32 %14, 255
  br label %16

16:                                               ; preds = %11, %3
  %17 = phi i32 [ %15, %11 ], [ 0, %3 ]
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %18
  store i32 %17, ptr %19, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %20 = lshr i32 %7, 1
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %24

22:                                               ; preds = %34, %16
  %23 = icmp eq i32 %5, 0
  br i1 %23, label %37, label %41

24:                                               ; preds = %16, %34
  %25 = phi i32 [ %35, %34 ], [ %20, %16 ]
  %26 = icmp ult i32 %5, %25
  br i1 %26, label %27, label %34

27:                                               ; preds = %24
  %28 = add nuw nsw i32 %25, %5
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = load i32, ptr %19, align 4, !tbaa !5
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %19, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %27, %24
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %35 = lshr i32 %25, 1
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %22, label %24, !llvm.loop !13

37:                                               ; preds = %22
  %38 = zext nneg i32 %6 to i64
  %39 = getelementptr inbounds nuw i32, ptr %1, i64 %38
  %40 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), align 4, !tbaa !5
  store i32 %40, ptr %39, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %22, %37
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_reduce3(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = shl nuw nsw i32 %7, 1
  %9 = mul i32 %8, %6
  %10 = add i32 %9, %5
  %11 = icmp ult i32 %10, %2
  br i1 %11, label %12, label %17

12:                                               ; preds = %3
  %13 = zext i32 %10 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = and i32 %15, 255
  br label %17

17:                                               ; preds = %12, %3
  %18 = phi i32 [ %16, %12 ], [ 0, %3 ]
  %19 = add i32 %10, %7
  %20 = icmp ult i32 %19, %2
  br i1 %20, label %21, label %26

21:                                               ; preds = %17
  %22 = zext i32 %19 to i64
  %23 = getelementptr inbounds nuw i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = and i32 %24, 255
  br label %26

26:                                               ; preds = %21, %17
  %27 = phi i32 [ %25, %21 ], [ 0, %17 ]
  %28 = add nuw nsw i32 %27, %18
  %29 = zext nneg i32 %5 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %29
  store i32 %28, ptr %30, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %31 = lshr i32 %7, 1
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %36

33:                                               ; preds = %46, %26
  %34 = phi i32 [ %28, %26 ], [ %47, %46 ]
  %35 = icmp eq i32 %5, 0
  br i1 %35, label %50, label %53

36:                                               ; preds = %26, %46
  %37 = phi i32 [ %48, %46 ], [ %31, %26 ]
  %38 = phi i32 [ %47, %46 ], [ %28, %26 ]
  %39 = icmp ult i32 %5, %37
  br i1 %39, label %40, label %46

40:                                               ; preds = %36
  %41 = add nuw nsw i32 %37, %5
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = add nsw i32 %44, %38
  store i32 %45, ptr %30, align 4, !tbaa !5
  br label %46

46:                                               ; preds = %40, %36
  %47 = phi i32 [ %45, %40 ], [ %38, %36 ]
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %48 = lshr i32 %37, 1
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %33, label %36, !llvm.loop !14

50:                                               ; preds = %33
  %51 = zext nneg i32 %6 to i64
  %52 = getelementptr inbounds nuw i32, ptr %1, i64 %51
  store i32 %34, ptr %52, align 4, !tbaa !5
  br label %53

53:                                               ; preds = %33, %50
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_reduce4(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 8
  %8 = add i32 %7, %5
  %9 = icmp ult i32 %8, %2
  br i1 %9, label %10, label %15

10:                                               ; preds = %3
  %11 = zext i32 %8 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = and i32 %13, 255
  br label %15

15:                                               ; preds = %10, %3
  %16 = phi i32 [ %14, %10 ], [ 0, %3 ]
  %17 = add i32 %8, 128
  %18 = icmp ult i32 %17, %2
  br i1 %18, label %19, label %24

19:                                               ; preds = %15
  %20 = zext i32 %17 to i64
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = and i32 %22, 255
  br label %24

24:                                               ; preds = %19, %15
  %25 = phi i32 [ %23, %19 ], [ 0, %15 ]
  %26 = add nuw nsw i32 %25, %16
  %27 = zext nneg i32 %5 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %27
  store i32 %26, ptr %28, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %30 = icmp ugt i32 %29, 65
  br i1 %30, label %58, label %31

31:                                               ; preds = %69, %24
  %32 = phi i32 [ %26, %24 ], [ %70, %69 ]
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %36 = mul nuw nsw i32 %34, %35
  %37 = add nuw nsw i32 %36, %33
  %38 = mul nuw nsw i32 %37, %29
  %39 = add nuw nsw i32 %38, %5
  %40 = icmp ult i32 %39, 32
  br i1 %40, label %41, label %55

41:                                               ; preds = %31
  %42 = getelementptr inbounds nuw i8, ptr %28, i64 128
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = add nsw i32 %43, %32
  %45 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %44, i32 16, i32 31)
  %46 = add nsw i32 %45, %44
  %47 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %46, i32 8, i32 31)
  %48 = add nsw i32 %47, %46
  %49 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %48, i32 4, i32 31)
  %50 = add nsw i32 %49, %48
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %50, i32 2, i32 31)
  %52 = add nsw i32 %51, %50
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %52, i32 1, i32 31)
  %54 = add nsw i32 %53, %52
  br label %55

55:                                               ; preds = %41, %31
  %56 = phi i32 [ %32, %31 ], [ %54, %41 ]
  %57 = icmp eq i32 %39, 0
  br i1 %57, label %72, label %75

58:                                               ; preds = %24, %69
  %59 = phi i32 [ %61, %69 ], [ %29, %24 ]
  %60 = phi i32 [ %70, %69 ], [ %26, %24 ]
  %61 = lshr i32 %59, 1
  %62 = icmp ult i32 %5, %61
  br i1 %62, label %63, label %69

63:                                               ; preds = %58
  %64 = add nuw nsw i32 %61, %5
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !5
  %68 = add nsw i32 %67, %60
  store i32 %68, ptr %28, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %63, %58
  %70 = phi i32 [ %68, %63 ], [ %60, %58 ]
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %71 = icmp ugt i32 %59, 131
  br i1 %71, label %58, label %31, !llvm.loop !17

72:                                               ; preds = %55
  %73 = zext nneg i32 %6 to i64
  %74 = getelementptr inbounds nuw i32, ptr %1, i64 %73
  store i32 %56, ptr %74, align 4, !tbaa !5
  br label %75

75:                                               ; preds = %55, %72
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_reduce5(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 8
  %8 = add i32 %7, %5
  %9 = icmp ult i32 %8, %2
  br i1 %9, label %10, label %15

10:                                               ; preds = %3
  %11 = zext i32 %8 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = and i32 %13, 255
  br label %15

15:                                               ; preds = %10, %3
  %16 = phi i32 [ %14, %10 ], [ 0, %3 ]
  %17 = add i32 %8, 128
  %18 = icmp ult i32 %17, %2
  br i1 %18, label %19, label %24

19:                                               ; preds = %15
  %20 = zext i32 %17 to i64
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = and i32 %22, 255
  br label %24

24:                                               ; preds = %19, %15
  %25 = phi i32 [ %23, %19 ], [ 0, %15 ]
  %26 = add nuw nsw i32 %25, %16
  %27 = zext nneg i32 %5 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %27
  store i32 %26, ptr %28, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %29 = icmp ult i32 %5, 64
  br i1 %29, label %30, label %34

30:                                               ; preds = %24
  %31 = getelementptr inbounds nuw i8, ptr %28, i64 256
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = add nsw i32 %32, %26
  store i32 %33, ptr %28, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %30, %24
  %35 = phi i32 [ %33, %30 ], [ %26, %24 ]
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %36 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %38 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %39 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %40 = mul nuw nsw i32 %37, %39
  %41 = add nuw nsw i32 %40, %36
  %42 = mul nuw nsw i32 %41, %38
  %43 = add nuw nsw i32 %42, %5
  %44 = icmp ult i32 %43, 32
  br i1 %44, label %45, label %59

45:                                               ; preds = %34
  %46 = getelementptr inbounds nuw i8, ptr %28, i64 128
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = add nsw i32 %47, %35
  %49 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %48, i32 16, i32 31)
  %50 = add nsw i32 %49, %48
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %50, i32 8, i32 31)
  %52 = add nsw i32 %51, %50
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %52, i32 4, i32 31)
  %54 = add nsw i32 %53, %52
  %55 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %54, i32 2, i32 31)
  %56 = add nsw i32 %55, %54
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %56, i32 1, i32 31)
  %58 = add nsw i32 %57, %56
  br label %59

59:                                               ; preds = %45, %34
  %60 = phi i32 [ %35, %34 ], [ %58, %45 ]
  %61 = icmp eq i32 %43, 0
  br i1 %61, label %62, label %65

62:                                               ; preds = %59
  %63 = zext nneg i32 %6 to i64
  %64 = getelementptr inbounds nuw i32, ptr %1, i64 %63
  store i32 %60, ptr %64, align 4, !tbaa !5
  br label %65

65:                                               ; preds = %59, %62
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_reduce6(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 7
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp ult i32 %8, %2
  br i1 %9, label %10, label %23

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = shl i32 %11, 7
  br label %13

13:                                               ; preds = %13, %10
  %14 = phi i32 [ %8, %10 ], [ %21, %13 ]
  %15 = phi i32 [ 0, %10 ], [ %20, %13 ]
  %16 = zext i32 %14 to i64
  %17 = getelementptr inbounds nuw i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = and i32 %18, 255
  %20 = add nuw nsw i32 %19, %15
  %21 = add i32 %14, %12
  %22 = icmp ult i32 %21, %2
  br i1 %22, label %13, label %23, !llvm.loop !18

23:                                               ; preds = %13, %3
  %24 = phi i32 [ 0, %3 ], [ %20, %13 ]
  %25 = zext nneg i32 %7 to i64
  %26 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %25
  store i32 %24, ptr %26, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %27 = icmp ult i32 %7, 64
  br i1 %27, label %28, label %32

28:                                               ; preds = %23
  %29 = getelementptr inbounds nuw i8, ptr %26, i64 256
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = add nsw i32 %30, %24
  store i32 %31, ptr %26, align 4, !tbaa !5
  br label %32

32:                                               ; preds = %28, %23
  %33 = phi i32 [ %31, %28 ], [ %24, %23 ]
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %36 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %38 = mul nuw nsw i32 %35, %37
  %39 = add nuw nsw i32 %38, %34
  %40 = mul nuw nsw i32 %39, %36
  %41 = add nuw nsw i32 %40, %7
  %42 = icmp ult i32 %41, 32
  br i1 %42, label %43, label %57

43:                                               ; preds = %32
  %44 = getelementptr inbounds nuw i8, ptr %26, i64 128
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = add nsw i32 %45, %33
  %47 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %46, i32 16, i32 31)
  %48 = add nsw i32 %47, %46
  %49 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %48, i32 8, i32 31)
  %50 = add nsw i32 %49, %48
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %50, i32 4, i32 31)
  %52 = add nsw i32 %51, %50
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %52, i32 2, i32 31)
  %54 = add nsw i32 %53, %52
  %55 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %54, i32 1, i32 31)
  %56 = add nsw i32 %55, %54
  br label %57

57:                                               ; preds = %43, %32
  %58 = phi i32 [ %33, %32 ], [ %56, %43 ]
  %59 = icmp eq i32 %41, 0
  br i1 %59, label %60, label %63

60:                                               ; preds = %57
  %61 = zext nneg i32 %5 to i64
  %62 = getelementptr inbounds nuw i32, ptr %1, i64 %61
  store i32 %58, ptr %62, align 4, !tbaa !5
  br label %63

63:                                               ; preds = %57, %60
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_reduce6_pow2(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp ult i32 %8, %2
  br i1 %9, label %10, label %33

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = shl i32 %11, 8
  br label %13

13:                                               ; preds = %29, %10
  %14 = phi i32 [ %8, %10 ], [ %31, %29 ]
  %15 = phi i32 [ 0, %10 ], [ %30, %29 ]
  %16 = zext i32 %14 to i64
  %17 = getelementptr inbounds nuw i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = and i32 %18, 255
  %20 = add nsw i32 %19, %15
  %21 = add i32 %14, 128
  %22 = icmp ult i32 %21, %2
  br i1 %22, label %23, label %29

23:                                               ; preds = %13
  %24 = zext i32 %21 to i64
  %25 = getelementptr inbounds nuw i32, ptr %0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = and i32 %26, 255
  %28 = add nsw i32 %27, %20
  br label %29

29:                                               ; preds = %23, %13
  %30 = phi i32 [ %28, %23 ], [ %20, %13 ]
  %31 = add i32 %14, %12
  %32 = icmp ult i32 %31, %2
  br i1 %32, label %13, label %33, !llvm.loop !19

33:                                               ; preds = %29, %3
  %34 = phi i32 [ 0, %3 ], [ %30, %29 ]
  %35 = zext nneg i32 %7 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %35
  store i32 %34, ptr %36, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %37 = icmp ult i32 %7, 64
  br i1 %37, label %38, label %42

38:                                               ; preds = %33
  %39 = getelementptr inbounds nuw i8, ptr %36, i64 256
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = add nsw i32 %40, %34
  store i32 %41, ptr %36, align 4, !tbaa !5
  br label %42

42:                                               ; preds = %38, %33
  %43 = phi i32 [ %41, %38 ], [ %34, %33 ]
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %44 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %45 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %46 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %47 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %48 = mul nuw nsw i32 %45, %47
  %49 = add nuw nsw i32 %48, %44
  %50 = mul nuw nsw i32 %49, %46
  %51 = add nuw nsw i32 %50, %7
  %52 = icmp ult i32 %51, 32
  br i1 %52, label %53, label %67

53:                                               ; preds = %42
  %54 = getelementptr inbounds nuw i8, ptr %36, i64 128
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = add nsw i32 %55, %43
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %56, i32 16, i32 31)
  %58 = add nsw i32 %57, %56
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %58, i32 8, i32 31)
  %60 = add nsw i32 %59, %58
  %61 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %60, i32 4, i32 31)
  %62 = add nsw i32 %61, %60
  %63 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %62, i32 2, i32 31)
  %64 = add nsw i32 %63, %62
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %64, i32 1, i32 31)
  %66 = add nsw i32 %65, %64
  br label %67

67:                                               ; preds = %53, %42
  %68 = phi i32 [ %43, %42 ], [ %66, %53 ]
  %69 = icmp eq i32 %51, 0
  br i1 %69, label %70, label %73

70:                                               ; preds = %67
  %71 = zext nneg i32 %5 to i64
  %72 = getelementptr inbounds nuw i32, ptr %1, i64 %71
  store i32 %68, ptr %72, align 4, !tbaa !5
  br label %73

73:                                               ; preds = %67, %70
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_reduce7(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 7
  %7 = add i32 %6, %4
  %8 = icmp ult i32 %7, %2
  br i1 %8, label %9, label %22

9:                                                ; preds = %3
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = shl i32 %10, 7
  br label %12

12:                                               ; preds = %12, %9
  %13 = phi i32 [ %7, %9 ], [ %20, %12 ]
  %14 = phi i32 [ 0, %9 ], [ %19, %12 ]
  %15 = zext i32 %13 to i64
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = and i32 %17, 255
  %19 = add nuw nsw i32 %18, %14
  %20 = add i32 %13, %11
  %21 = icmp ult i32 %20, %2
  br i1 %21, label %12, label %22, !llvm.loop !18

22:                                               ; preds = %12, %3
  %23 = phi i32 [ 0, %3 ], [ %19, %12 ]
  %24 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %23, i32 -1)
  %25 = and i32 %4, 31
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %31

27:                                               ; preds = %22
  %28 = lshr exact i32 %4, 5
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %29
  store i32 %24, ptr %30, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %27, %22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = icmp ult i32 %4, 4
  %33 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %32)
  br i1 %32, label %34, label %39

34:                                               ; preds = %31
  %35 = zext nneg i32 %4 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %37, i32 %33)
  br label %39

39:                                               ; preds = %34, %31
  %40 = phi i32 [ %38, %34 ], [ %24, %31 ]
  %41 = icmp eq i32 %4, 0
  br i1 %41, label %42, label %45

42:                                               ; preds = %39
  %43 = zext nneg i32 %5 to i64
  %44 = getelementptr inbounds nuw i32, ptr %1, i64 %43
  store i32 %40, ptr %44, align 4, !tbaa !5
  br label %45

45:                                               ; preds = %39, %42
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_reduce7_small(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 4
  %7 = add i32 %6, %4
  %8 = icmp ult i32 %7, %2
  br i1 %8, label %9, label %22

9:                                                ; preds = %3
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = shl i32 %10, 4
  br label %12

12:                                               ; preds = %12, %9
  %13 = phi i32 [ %7, %9 ], [ %20, %12 ]
  %14 = phi i32 [ 0, %9 ], [ %19, %12 ]
  %15 = zext i32 %13 to i64
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = and i32 %17, 255
  %19 = add nuw nsw i32 %18, %14
  %20 = add i32 %13, %11
  %21 = icmp ult i32 %20, %2
  br i1 %21, label %12, label %22, !llvm.loop !20

22:                                               ; preds = %12, %3
  %23 = phi i32 [ 0, %3 ], [ %19, %12 ]
  %24 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %23, i32 65535)
  %25 = and i32 %4, 31
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %31

27:                                               ; preds = %22
  %28 = lshr exact i32 %4, 5
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %29
  store i32 %24, ptr %30, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %27, %22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = icmp eq i32 %4, 0
  %33 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 65535, i1 %32)
  br i1 %32, label %34, label %39

34:                                               ; preds = %31
  %35 = zext nneg i32 %5 to i64
  %36 = getelementptr inbounds nuw i32, ptr %1, i64 %35
  %37 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), align 4, !tbaa !5
  %38 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %37, i32 %33)
  store i32 %38, ptr %36, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %31, %34
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_cg_reduce(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %11 = mul nuw nsw i32 %7, %9
  %12 = add nuw nsw i32 %11, %6
  %13 = mul nuw nsw i32 %12, %8
  %14 = add nuw nsw i32 %13, %5
  %15 = mul nuw nsw i32 %8, %9
  %16 = mul nuw nsw i32 %15, %10
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = mul i32 %16, %17
  %19 = add i32 %14, %18
  %20 = icmp ult i32 %19, %2
  br i1 %20, label %21, label %24

21:                                               ; preds = %3
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %23 = mul i32 %16, %22
  br label %29

24:                                               ; preds = %29, %3
  %25 = phi i32 [ 0, %3 ], [ %36, %29 ]
  %26 = zext nneg i32 %14 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %26
  store i32 %25, ptr %27, align 4, !tbaa !5
  %28 = icmp ugt i32 %16, 63
  br i1 %28, label %43, label %39

29:                                               ; preds = %29, %21
  %30 = phi i32 [ %19, %21 ], [ %37, %29 ]
  %31 = phi i32 [ 0, %21 ], [ %36, %29 ]
  %32 = zext i32 %30 to i64
  %33 = getelementptr inbounds nuw i32, ptr %0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = and i32 %34, 255
  %36 = add nuw nsw i32 %35, %31
  %37 = add i32 %30, %23
  %38 = icmp ult i32 %37, %2
  br i1 %38, label %29, label %24, !llvm.loop !15

39:                                               ; preds = %54, %24
  %40 = phi i32 [ %25, %24 ], [ %55, %54 ]
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %41 = and i32 %14, 2097120
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %57, label %59

43:                                               ; preds = %24, %54
  %44 = phi i32 [ %46, %54 ], [ %16, %24 ]
  %45 = phi i32 [ %55, %54 ], [ %25, %24 ]
  %46 = lshr i32 %44, 1
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %47 = icmp ult i32 %14, %46
  br i1 %47, label %48, label %54

48:                                               ; preds = %43
  %49 = add nuw nsw i32 %46, %14
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = add nsw i32 %52, %45
  store i32 %53, ptr %27, align 4, !tbaa !5
  br label %54

54:                                               ; preds = %48, %43
  %55 = phi i32 [ %53, %48 ], [ %45, %43 ]
  %56 = icmp ugt i32 %44, 127
  br i1 %56, label %43, label %39, !llvm.loop !16

57:                                               ; preds = %39
  %58 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %40, i32 -1)
  br label %59

59:                                               ; preds = %57, %39
  %60 = phi i32 [ %58, %57 ], [ %40, %39 ]
  %61 = icmp eq i32 %14, 0
  br i1 %61, label %62, label %65

62:                                               ; preds = %59
  %63 = zext nneg i32 %17 to i64
  %64 = getelementptr inbounds nuw i32, ptr %1, i64 %63
  store i32 %60, ptr %64, align 4, !tbaa !5
  br label %65

65:                                               ; preds = %59, %62
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sample_cg_reduce_multiwarp(ptr noundef readonly %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !9
  %5 = inttoptr i64 %4 to ptr
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %12 = mul nuw nsw i32 %8, %10
  %13 = add nuw nsw i32 %12, %7
  %14 = mul nuw nsw i32 %13, %9
  %15 = add nuw nsw i32 %14, %6
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %16 = and i32 %15, 31
  %17 = icmp eq i32 %16, 0
  %18 = lshr i32 %15, 5
  %19 = shl nuw i32 1, %18
  br i1 %17, label %20, label %22

20:                                               ; preds = %3
  %21 = xor i32 %19, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %5, i32 %21) #10, !srcloc !21
  br label %22

22:                                               ; preds = %3, %20
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %17, label %23, label %25

23:                                               ; preds = %22
  %24 = xor i32 %19, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %5, i32 %24) #10, !srcloc !21
  br label %25

25:                                               ; preds = %23, %22
  %26 = and i32 %18, 134217726
  %27 = shl i32 3, %26
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %17, label %28, label %39

28:                                               ; preds = %25
  %29 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %5, i32 %19) #10, !srcloc !22
  %30 = or i32 %29, %19
  %31 = and i32 %30, %27
  %32 = icmp eq i32 %31, %27
  br i1 %32, label %33, label %35

33:                                               ; preds = %28
  %34 = xor i32 %27, -1
  tail call void asm sideeffect "red.and.relaxed.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %5, i32 %34) #10, !srcloc !23
  br label %39

35:                                               ; preds = %28, %35
  %36 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr %5) #10, !srcloc !24
  %37 = and i32 %36, %19
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %35, !llvm.loop !25

39:                                               ; preds = %35, %33, %25
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %40 = lshr i32 %15, 6
  %41 = mul nuw nsw i32 %9, %10
  %42 = mul nuw nsw i32 %41, %11
  %43 = add nuw nsw i32 %42, 63
  %44 = lshr i32 %43, 6
  %45 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %46 = shl i32 %45, 7
  %47 = add i32 %46, %6
  %48 = icmp ult i32 %47, %2
  br i1 %48, label %49, label %62

49:                                               ; preds = %39
  %50 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %51 = shl i32 %50, 7
  br label %52

52:                                               ; preds = %52, %49
  %53 = phi i32 [ %47, %49 ], [ %60, %52 ]
  %54 = phi i32 [ 0, %49 ], [ %59, %52 ]
  %55 = zext i32 %53 to i64
  %56 = getelementptr inbounds nuw i32, ptr %0, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = and i32 %57, 255
  %59 = add nuw nsw i32 %58, %54
  %60 = add i32 %53, %51
  %61 = icmp ult i32 %60, %2
  br i1 %61, label %52, label %62, !llvm.loop !18

62:                                               ; preds = %52, %39
  %63 = phi i32 [ 0, %39 ], [ %59, %52 ]
  %64 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %65 = zext nneg i32 %18 to i64
  %66 = getelementptr inbounds nuw i64, ptr %64, i64 %65
  %67 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %63, i32 -1)
  store i32 %67, ptr %66, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %17, label %68, label %70

68:                                               ; preds = %62
  %69 = tail call noundef i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %5, i32 %19) #10, !srcloc !22
  br label %70

70:                                               ; preds = %68, %62
  %71 = phi i32 [ %69, %68 ], [ 0, %62 ]
  %72 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %71, i32 0, i32 31)
  %73 = or i32 %72, %19
  %74 = and i32 %73, %27
  %75 = icmp eq i32 %74, %27
  br i1 %75, label %80, label %76

76:                                               ; preds = %70, %76
  %77 = tail call noundef i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %5) #10, !srcloc !24
  %78 = and i32 %77, %19
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %98, label %76, !llvm.loop !25

80:                                               ; preds = %70
  %81 = and i32 %15, 30
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %83, label %95

83:                                               ; preds = %80
  %84 = and i32 %15, 1
  %85 = and i32 %18, 33554430
  %86 = or disjoint i32 %85, %84
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds nuw i64, ptr %64, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !5
  %90 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #9, !srcloc !26
  %91 = and i32 %90, -2
  %92 = shl i32 3, %91
  %93 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %92, i32 %89, i32 1, i32 7711)
  %94 = add nsw i32 %93, %89
  store i32 %94, ptr %88, align 4, !tbaa !5
  br label %95

95:                                               ; preds = %83, %80
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %17, label %96, label %98

96:                                               ; preds = %95
  %97 = xor i32 %27, -1
  tail call void asm sideeffect "red.and.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull %5, i32 %97) #10, !srcloc !21
  br label %98

98:                                               ; preds = %76, %96, %95
  %99 = and i32 %15, 63
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %101, label %105

101:                                              ; preds = %98
  %102 = zext nneg i32 %40 to i64
  %103 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %102
  %104 = load i32, ptr %66, align 4, !tbaa !5
  store i32 %104, ptr %103, align 4, !tbaa !5
  br label %105

105:                                              ; preds = %101, %98
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %106 = icmp eq i32 %6, 0
  br i1 %106, label %107, label %160

107:                                              ; preds = %105
  %108 = add nsw i32 %44, -1
  %109 = and i32 %44, 3
  %110 = icmp ult i32 %108, 3
  br i1 %110, label %115, label %111

111:                                              ; preds = %107
  %112 = and i32 %44, 16777212
  br label %134

113:                                              ; preds = %134
  %114 = icmp eq i32 %109, 0
  br i1 %114, label %130, label %115

115:                                              ; preds = %113, %107
  %116 = phi i32 [ 0, %107 ], [ %157, %113 ]
  %117 = phi i32 [ 0, %107 ], [ %156, %113 ]
  %118 = icmp ne i32 %109, 0
  tail call void @llvm.assume(i1 %118)
  br label %119

119:                                              ; preds = %119, %115
  %120 = phi i32 [ %127, %119 ], [ %116, %115 ]
  %121 = phi i32 [ %126, %119 ], [ %117, %115 ]
  %122 = phi i32 [ %128, %119 ], [ 0, %115 ]
  %123 = zext nneg i32 %120 to i64
  %124 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !5
  %126 = add nsw i32 %125, %121
  %127 = add nuw nsw i32 %120, 1
  %128 = add i32 %122, 1
  %129 = icmp eq i32 %128, %109
  br i1 %129, label %130, label %119, !llvm.loop !27

130:                                              ; preds = %119, %113
  %131 = phi i32 [ %156, %113 ], [ %126, %119 ]
  %132 = zext nneg i32 %45 to i64
  %133 = getelementptr inbounds nuw i32, ptr %1, i64 %132
  store i32 %131, ptr %133, align 4, !tbaa !5
  br label %160

134:                                              ; preds = %134, %111
  %135 = phi i32 [ 0, %111 ], [ %157, %134 ]
  %136 = phi i32 [ 0, %111 ], [ %156, %134 ]
  %137 = phi i32 [ 0, %111 ], [ %158, %134 ]
  %138 = zext nneg i32 %135 to i64
  %139 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !5
  %141 = add nsw i32 %140, %136
  %142 = zext nneg i32 %135 to i64
  %143 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %142
  %144 = getelementptr inbounds nuw i8, ptr %143, i64 4
  %145 = load i32, ptr %144, align 4, !tbaa !5
  %146 = add nsw i32 %145, %141
  %147 = zext nneg i32 %135 to i64
  %148 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %147
  %149 = getelementptr inbounds nuw i8, ptr %148, i64 8
  %150 = load i32, ptr %149, align 4, !tbaa !5
  %151 = add nsw i32 %150, %146
  %152 = zext nneg i32 %135 to i64
  %153 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZN13sample_reduce4smemE to ptr), i64 %152
  %154 = getelementptr inbounds nuw i8, ptr %153, i64 12
  %155 = load i32, ptr %154, align 4, !tbaa !5
  %156 = add nsw i32 %155, %151
  %157 = add nuw nsw i32 %135, 4
  %158 = add i32 %137, 4
  %159 = icmp eq i32 %158, %112
  br i1 %159, label %113, label %134, !llvm.loop !29

160:                                              ; preds = %105, %130
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #6

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { convergent nocallback nounwind }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { convergent nounwind memory(none) }
attributes #10 = { convergent nounwind }

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
!9 = !{i64 2164961393, i64 2164961397, i64 2164961434, i64 2164961474, i64 2164961535, i64 2164961571, i64 2164961621}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = !{i64 2164915819}
!22 = !{i64 2164898785}
!23 = !{i64 2164910058}
!24 = !{i64 2164921572}
!25 = distinct !{!25, !11}
!26 = !{i64 17350714}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !11}
!nvvm.annotations = !{!900, !901, !902, !903, !904, !905, !906, !907, !908, !909, !910, !911}
!900 = !{ptr @sample_reduce0, !"kernel", i32 1}
!901 = !{ptr @sample_reduce1, !"kernel", i32 1}
!902 = !{ptr @sample_reduce2, !"kernel", i32 1}
!903 = !{ptr @sample_reduce3, !"kernel", i32 1}
!904 = !{ptr @sample_reduce4, !"kernel", i32 1}
!905 = !{ptr @sample_reduce5, !"kernel", i32 1}
!906 = !{ptr @sample_reduce6, !"kernel", i32 1}
!907 = !{ptr @sample_reduce6_pow2, !"kernel", i32 1}
!908 = !{ptr @sample_reduce7, !"kernel", i32 1}
!909 = !{ptr @sample_reduce7_small, !"kernel", i32 1}
!910 = !{ptr @sample_cg_reduce, !"kernel", i32 1}
!911 = !{ptr @sample_cg_reduce_multiwarp, !"kernel", i32 1}

; NVVM IR of test/e2e/kernels/cg_tile_shuffles.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @cg_tile_shuffles(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2, ptr noundef readonly %3, ptr noundef writeonly %4, ptr noundef writeonly %5, ptr noundef writeonly %6, ptr noundef writeonly %7) local_unnamed_addr #0 {
  %9 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #3, !srcloc !9
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = mul nuw nsw i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %15 = mul nuw nsw i32 %13, %14
  %16 = mul i32 %15, %10
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %20 = mul nuw nsw i32 %19, %12
  %21 = add nuw nsw i32 %20, %18
  %22 = mul nuw nsw i32 %21, %11
  %23 = add nuw nsw i32 %22, %17
  %24 = add i32 %23, %16
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds nuw i32, ptr %0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = shl i32 %24, 4
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr %4, i64 %29
  %31 = mul nuw nsw i32 %23, 3
  %32 = add nuw nsw i32 %31, 1
  %33 = and i32 %32, 31
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %27, i32 %33, i32 31)
  store i32 %34, ptr %30, align 4, !tbaa !5
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %27, i32 1, i32 0)
  %36 = getelementptr inbounds nuw i8, ptr %30, i64 4
  store i32 %35, ptr %36, align 4, !tbaa !5
  %37 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %27, i32 9, i32 31)
  %38 = getelementptr inbounds nuw i8, ptr %30, i64 8
  store i32 %37, ptr %38, align 4, !tbaa !5
  %39 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %27, i32 17, i32 31)
  %40 = getelementptr inbounds nuw i8, ptr %30, i64 12
  store i32 %39, ptr %40, align 4, !tbaa !5
  %41 = getelementptr inbounds nuw float, ptr %1, i64 %25
  %42 = load float, ptr %41, align 4, !tbaa !10
  %43 = getelementptr inbounds nuw float, ptr %5, i64 %29
  %44 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %42, i32 %33, i32 31)
  store float %44, ptr %43, align 4, !tbaa !10
  %45 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %42, i32 1, i32 0)
  %46 = getelementptr inbounds nuw i8, ptr %43, i64 4
  store float %45, ptr %46, align 4, !tbaa !10
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %42, i32 9, i32 31)
  %48 = getelementptr inbounds nuw i8, ptr %43, i64 8
  store float %47, ptr %48, align 4, !tbaa !10
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %42, i32 17, i32 31)
  %50 = getelementptr inbounds nuw i8, ptr %43, i64 12
  store float %49, ptr %50, align 4, !tbaa !10
  %51 = getelementptr inbounds nuw i64, ptr %2, i64 %25
  %52 = load i64, ptr %51, align 8, !tbaa !12
  %53 = getelementptr inbounds nuw i64, ptr %6, i64 %29
  %54 = trunc i64 %52 to i32
  %55 = lshr i64 %52, 32
  %56 = trunc nuw i64 %55 to i32
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %54, i32 %33, i32 31)
  %58 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %56, i32 %33, i32 31)
  %59 = zext i32 %58 to i64
  %60 = shl nuw i64 %59, 32
  %61 = zext i32 %57 to i64
  %62 = or disjoint i64 %60, %61
  store i64 %62, ptr %53, align 8, !tbaa !12
  %63 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %54, i32 1, i32 0)
  %64 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %56, i32 1, i32 0)
  %65 = zext i32 %64 to i64
  %66 = shl nuw i64 %65, 32
  %67 = zext i32 %63 to i64
  %68 = or disjoint i64 %66, %67
  %69 = getelementptr inbounds nuw i8, ptr %53, i64 8
  store i64 %68, ptr %69, align 8, !tbaa !12
  %70 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %54, i32 9, i32 31)
  %71 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %56, i32 9, i32 31)
  %72 = zext i32 %71 to i64
  %73 = shl nuw i64 %72, 32
  %74 = zext i32 %70 to i64
  %75 = or disjoint i64 %73, %74
  %76 = getelementptr inbounds nuw i8, ptr %53, i64 16
  store i64 %75, ptr %76, align 8, !tbaa !12
  %77 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %54, i32 17, i32 31)
  %78 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %56, i32 17, i32 31)
  %79 = zext i32 %78 to i64
  %80 = shl nuw i64 %79, 32
  %81 = zext i32 %77 to i64
  %82 = or disjoint i64 %80, %81
  %83 = getelementptr inbounds nuw i8, ptr %53, i64 24
  store i64 %82, ptr %83, align 8, !tbaa !12
  %84 = getelementptr inbounds nuw double, ptr %3, i64 %25
  %85 = load i64, ptr %84, align 8, !tbaa !14
  %86 = getelementptr inbounds nuw double, ptr %7, i64 %29
  %87 = trunc i64 %85 to i32
  %88 = lshr i64 %85, 32
  %89 = trunc nuw i64 %88 to i32
  %90 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %87, i32 %33, i32 31)
  %91 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %89, i32 %33, i32 31)
  %92 = zext i32 %91 to i64
  %93 = shl nuw i64 %92, 32
  %94 = zext i32 %90 to i64
  %95 = or disjoint i64 %93, %94
  store i64 %95, ptr %86, align 8, !tbaa !14
  %96 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %87, i32 1, i32 0)
  %97 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %89, i32 1, i32 0)
  %98 = zext i32 %97 to i64
  %99 = shl nuw i64 %98, 32
  %100 = zext i32 %96 to i64
  %101 = or disjoint i64 %99, %100
  %102 = getelementptr inbounds nuw i8, ptr %86, i64 8
  store i64 %101, ptr %102, align 8, !tbaa !14
  %103 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %87, i32 9, i32 31)
  %104 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %89, i32 9, i32 31)
  %105 = zext i32 %104 to i64
  %106 = shl nuw i64 %105, 32
  %107 = zext i32 %103 to i64
  %108 = or disjoint i64 %106, %107
  %109 = getelementptr inbounds nuw i8, ptr %86, i64 16
  store i64 %108, ptr %109, align 8, !tbaa !14
  %110 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %87, i32 17, i32 31)
  %111 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %89, i32 17, i32 31)
  %112 = zext i32 %111 to i64
  %113 = shl nuw i64 %112, 32
  %114 = zext i32 %110 to i64
  %115 = or disjoint i64 %113, %114
  %116 = getelementptr inbounds nuw i8, ptr %86, i64 24
  store i64 %115, ptr %116, align 8, !tbaa !14
  %117 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #3, !srcloc !16
  %118 = and i32 %117, -16
  %119 = shl i32 65535, %118
  %120 = load i32, ptr %26, align 4, !tbaa !5
  %121 = getelementptr inbounds nuw i8, ptr %30, i64 16
  %122 = and i32 %32, 15
  %123 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %119, i32 %120, i32 %122, i32 4127)
  store i32 %123, ptr %121, align 4, !tbaa !5
  %124 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %119, i32 %120, i32 1, i32 4096)
  %125 = getelementptr inbounds nuw i8, ptr %30, i64 20
  store i32 %124, ptr %125, align 4, !tbaa !5
  %126 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %119, i32 %120, i32 5, i32 4127)
  %127 = getelementptr inbounds nuw i8, ptr %30, i64 24
  store i32 %126, ptr %127, align 4, !tbaa !5
  %128 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %119, i32 %120, i32 9, i32 4127)
  %129 = getelementptr inbounds nuw i8, ptr %30, i64 28
  store i32 %128, ptr %129, align 4, !tbaa !5
  %130 = load float, ptr %41, align 4, !tbaa !10
  %131 = getelementptr inbounds nuw i8, ptr %43, i64 16
  %132 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 %119, float %130, i32 %122, i32 4127)
  store float %132, ptr %131, align 4, !tbaa !10
  %133 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 %119, float %130, i32 1, i32 4096)
  %134 = getelementptr inbounds nuw i8, ptr %43, i64 20
  store float %133, ptr %134, align 4, !tbaa !10
  %135 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 %119, float %130, i32 5, i32 4127)
  %136 = getelementptr inbounds nuw i8, ptr %43, i64 24
  store float %135, ptr %136, align 4, !tbaa !10
  %137 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 %119, float %130, i32 9, i32 4127)
  %138 = getelementptr inbounds nuw i8, ptr %43, i64 28
  store float %137, ptr %138, align 4, !tbaa !10
  %139 = load i64, ptr %51, align 8, !tbaa !12
  %140 = getelementptr inbounds nuw i8, ptr %53, i64 32
  %141 = trunc i64 %139 to i32
  %142 = lshr i64 %139, 32
  %143 = trunc nuw i64 %142 to i32
  %144 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %119, i32 %141, i32 %122, i32 4127)
  %145 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %119, i32 %143, i32 %122, i32 4127)
  %146 = zext i32 %145 to i64
  %147 = shl nuw i64 %146, 32
  %148 = zext i32 %144 to i64
  %149 = or disjoint i64 %147, %148
  store i64 %149, ptr %140, align 8, !tbaa !12
  %150 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %119, i32 %141, i32 1, i32 4096)
  %151 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %119, i32 %143, i32 1, i32 4096)
  %152 = zext i32 %151 to i64
  %153 = shl nuw i64 %152, 32
  %154 = zext i32 %150 to i64
  %155 = or disjoint i64 %153, %154
  %156 = getelementptr inbounds nuw i8, ptr %53, i64 40
  store i64 %155, ptr %156, align 8, !tbaa !12
  %157 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %119, i32 %141, i32 5, i32 4127)
  %158 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %119, i32 %143, i32 5, i32 4127)
  %159 = zext i32 %158 to i64
  %160 = shl nuw i64 %159, 32
  %161 = zext i32 %157 to i64
  %162 = or disjoint i64 %160, %161
  %163 = getelementptr inbounds nuw i8, ptr %53, i64 48
  store i64 %162, ptr %163, align 8, !tbaa !12
  %164 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %119, i32 %141, i32 9, i32 4127)
  %165 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %119, i32 %143, i32 9, i32 4127)
  %166 = zext i32 %165 to i64
  %167 = shl nuw i64 %166, 32
  %168 = zext i32 %164 to i64
  %169 = or disjoint i64 %167, %168
  %170 = getelementptr inbounds nuw i8, ptr %53, i64 56
  store i64 %169, ptr %170, align 8, !tbaa !12
  %171 = load i64, ptr %84, align 8, !tbaa !14
  %172 = getelementptr inbounds nuw i8, ptr %86, i64 32
  %173 = trunc i64 %171 to i32
  %174 = lshr i64 %171, 32
  %175 = trunc nuw i64 %174 to i32
  %176 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %119, i32 %173, i32 %122, i32 4127)
  %177 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %119, i32 %175, i32 %122, i32 4127)
  %178 = zext i32 %177 to i64
  %179 = shl nuw i64 %178, 32
  %180 = zext i32 %176 to i64
  %181 = or disjoint i64 %179, %180
  store i64 %181, ptr %172, align 8, !tbaa !14
  %182 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %119, i32 %173, i32 1, i32 4096)
  %183 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %119, i32 %175, i32 1, i32 4096)
  %184 = zext i32 %183 to i64
  %185 = shl nuw i64 %184, 32
  %186 = zext i32 %182 to i64
  %187 = or disjoint i64 %185, %186
  %188 = getelementptr inbounds nuw i8, ptr %86, i64 40
  store i64 %187, ptr %188, align 8, !tbaa !14
  %189 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %119, i32 %173, i32 5, i32 4127)
  %190 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %119, i32 %175, i32 5, i32 4127)
  %191 = zext i32 %190 to i64
  %192 = shl nuw i64 %191, 32
  %193 = zext i32 %189 to i64
  %194 = or disjoint i64 %192, %193
  %195 = getelementptr inbounds nuw i8, ptr %86, i64 48
  store i64 %194, ptr %195, align 8, !tbaa !14
  %196 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %119, i32 %173, i32 9, i32 4127)
  %197 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %119, i32 %175, i32 9, i32 4127)
  %198 = zext i32 %197 to i64
  %199 = shl nuw i64 %198, 32
  %200 = zext i32 %196 to i64
  %201 = or disjoint i64 %199, %200
  %202 = getelementptr inbounds nuw i8, ptr %86, i64 56
  store i64 %201, ptr %202, align 8, !tbaa !14
  %203 = and i32 %117, -8
  %204 = shl i32 255, %203
  %205 = load i32, ptr %26, align 4, !tbaa !5
  %206 = getelementptr inbounds nuw i8, ptr %30, i64 32
  %207 = and i32 %32, 7
  %208 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %204, i32 %205, i32 %207, i32 6175)
  store i32 %208, ptr %206, align 4, !tbaa !5
  %209 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %204, i32 %205, i32 1, i32 6144)
  %210 = getelementptr inbounds nuw i8, ptr %30, i64 36
  store i32 %209, ptr %210, align 4, !tbaa !5
  %211 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %204, i32 %205, i32 3, i32 6175)
  %212 = getelementptr inbounds nuw i8, ptr %30, i64 40
  store i32 %211, ptr %212, align 4, !tbaa !5
  %213 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %204, i32 %205, i32 5, i32 6175)
  %214 = getelementptr inbounds nuw i8, ptr %30, i64 44
  store i32 %213, ptr %214, align 4, !tbaa !5
  %215 = load float, ptr %41, align 4, !tbaa !10
  %216 = getelementptr inbounds nuw i8, ptr %43, i64 32
  %217 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 %204, float %215, i32 %207, i32 6175)
  store float %217, ptr %216, align 4, !tbaa !10
  %218 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 %204, float %215, i32 1, i32 6144)
  %219 = getelementptr inbounds nuw i8, ptr %43, i64 36
  store float %218, ptr %219, align 4, !tbaa !10
  %220 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 %204, float %215, i32 3, i32 6175)
  %221 = getelementptr inbounds nuw i8, ptr %43, i64 40
  store float %220, ptr %221, align 4, !tbaa !10
  %222 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 %204, float %215, i32 5, i32 6175)
  %223 = getelementptr inbounds nuw i8, ptr %43, i64 44
  store float %222, ptr %223, align 4, !tbaa !10
  %224 = load i64, ptr %51, align 8, !tbaa !12
  %225 = getelementptr inbounds nuw i8, ptr %53, i64 64
  %226 = trunc i64 %224 to i32
  %227 = lshr i64 %224, 32
  %228 = trunc nuw i64 %227 to i32
  %229 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %204, i32 %226, i32 %207, i32 6175)
  %230 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %204, i32 %228, i32 %207, i32 6175)
  %231 = zext i32 %230 to i64
  %232 = shl nuw i64 %231, 32
  %233 = zext i32 %229 to i64
  %234 = or disjoint i64 %232, %233
  store i64 %234, ptr %225, align 8, !tbaa !12
  %235 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %204, i32 %226, i32 1, i32 6144)
  %236 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %204, i32 %228, i32 1, i32 6144)
  %237 = zext i32 %236 to i64
  %238 = shl nuw i64 %237, 32
  %239 = zext i32 %235 to i64
  %240 = or disjoint i64 %238, %239
  %241 = getelementptr inbounds nuw i8, ptr %53, i64 72
  store i64 %240, ptr %241, align 8, !tbaa !12
  %242 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %204, i32 %226, i32 3, i32 6175)
  %243 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %204, i32 %228, i32 3, i32 6175)
  %244 = zext i32 %243 to i64
  %245 = shl nuw i64 %244, 32
  %246 = zext i32 %242 to i64
  %247 = or disjoint i64 %245, %246
  %248 = getelementptr inbounds nuw i8, ptr %53, i64 80
  store i64 %247, ptr %248, align 8, !tbaa !12
  %249 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %204, i32 %226, i32 5, i32 6175)
  %250 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %204, i32 %228, i32 5, i32 6175)
  %251 = zext i32 %250 to i64
  %252 = shl nuw i64 %251, 32
  %253 = zext i32 %249 to i64
  %254 = or disjoint i64 %252, %253
  %255 = getelementptr inbounds nuw i8, ptr %53, i64 88
  store i64 %254, ptr %255, align 8, !tbaa !12
  %256 = load i64, ptr %84, align 8, !tbaa !14
  %257 = getelementptr inbounds nuw i8, ptr %86, i64 64
  %258 = trunc i64 %256 to i32
  %259 = lshr i64 %256, 32
  %260 = trunc nuw i64 %259 to i32
  %261 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %204, i32 %258, i32 %207, i32 6175)
  %262 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %204, i32 %260, i32 %207, i32 6175)
  %263 = zext i32 %262 to i64
  %264 = shl nuw i64 %263, 32
  %265 = zext i32 %261 to i64
  %266 = or disjoint i64 %264, %265
  store i64 %266, ptr %257, align 8, !tbaa !14
  %267 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %204, i32 %258, i32 1, i32 6144)
  %268 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %204, i32 %260, i32 1, i32 6144)
  %269 = zext i32 %268 to i64
  %270 = shl nuw i64 %269, 32
  %271 = zext i32 %267 to i64
  %272 = or disjoint i64 %270, %271
  %273 = getelementptr inbounds nuw i8, ptr %86, i64 72
  store i64 %272, ptr %273, align 8, !tbaa !14
  %274 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %204, i32 %258, i32 3, i32 6175)
  %275 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %204, i32 %260, i32 3, i32 6175)
  %276 = zext i32 %275 to i64
  %277 = shl nuw i64 %276, 32
  %278 = zext i32 %274 to i64
  %279 = or disjoint i64 %277, %278
  %280 = getelementptr inbounds nuw i8, ptr %86, i64 80
  store i64 %279, ptr %280, align 8, !tbaa !14
  %281 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %204, i32 %258, i32 5, i32 6175)
  %282 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %204, i32 %260, i32 5, i32 6175)
  %283 = zext i32 %282 to i64
  %284 = shl nuw i64 %283, 32
  %285 = zext i32 %281 to i64
  %286 = or disjoint i64 %284, %285
  %287 = getelementptr inbounds nuw i8, ptr %86, i64 88
  store i64 %286, ptr %287, align 8, !tbaa !14
  %288 = and i32 %117, -4
  %289 = shl i32 15, %288
  %290 = load i32, ptr %26, align 4, !tbaa !5
  %291 = getelementptr inbounds nuw i8, ptr %30, i64 48
  %292 = and i32 %32, 3
  %293 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %289, i32 %290, i32 %292, i32 7199)
  store i32 %293, ptr %291, align 4, !tbaa !5
  %294 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %289, i32 %290, i32 1, i32 7168)
  %295 = getelementptr inbounds nuw i8, ptr %30, i64 52
  store i32 %294, ptr %295, align 4, !tbaa !5
  %296 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %289, i32 %290, i32 2, i32 7199)
  %297 = getelementptr inbounds nuw i8, ptr %30, i64 56
  store i32 %296, ptr %297, align 4, !tbaa !5
  %298 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %289, i32 %290, i32 2, i32 7199)
  %299 = getelementptr inbounds nuw i8, ptr %30, i64 60
  store i32 %298, ptr %299, align 4, !tbaa !5
  %300 = load float, ptr %41, align 4, !tbaa !10
  %301 = getelementptr inbounds nuw i8, ptr %43, i64 48
  %302 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 %289, float %300, i32 %292, i32 7199)
  store float %302, ptr %301, align 4, !tbaa !10
  %303 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 %289, float %300, i32 1, i32 7168)
  %304 = getelementptr inbounds nuw i8, ptr %43, i64 52
  store float %303, ptr %304, align 4, !tbaa !10
  %305 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 %289, float %300, i32 2, i32 7199)
  %306 = getelementptr inbounds nuw i8, ptr %43, i64 56
  store float %305, ptr %306, align 4, !tbaa !10
  %307 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 %289, float %300, i32 2, i32 7199)
  %308 = getelementptr inbounds nuw i8, ptr %43, i64 60
  store float %307, ptr %308, align 4, !tbaa !10
  %309 = load i64, ptr %51, align 8, !tbaa !12
  %310 = getelementptr inbounds nuw i8, ptr %53, i64 96
  %311 = trunc i64 %309 to i32
  %312 = lshr i64 %309, 32
  %313 = trunc nuw i64 %312 to i32
  %314 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %289, i32 %311, i32 %292, i32 7199)
  %315 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %289, i32 %313, i32 %292, i32 7199)
  %316 = zext i32 %315 to i64
  %317 = shl nuw i64 %316, 32
  %318 = zext i32 %314 to i64
  %319 = or disjoint i64 %317, %318
  store i64 %319, ptr %310, align 8, !tbaa !12
  %320 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %289, i32 %311, i32 1, i32 7168)
  %321 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %289, i32 %313, i32 1, i32 7168)
  %322 = zext i32 %321 to i64
  %323 = shl nuw i64 %322, 32
  %324 = zext i32 %320 to i64
  %325 = or disjoint i64 %323, %324
  %326 = getelementptr inbounds nuw i8, ptr %53, i64 104
  store i64 %325, ptr %326, align 8, !tbaa !12
  %327 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %289, i32 %311, i32 2, i32 7199)
  %328 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %289, i32 %313, i32 2, i32 7199)
  %329 = zext i32 %328 to i64
  %330 = shl nuw i64 %329, 32
  %331 = zext i32 %327 to i64
  %332 = or disjoint i64 %330, %331
  %333 = getelementptr inbounds nuw i8, ptr %53, i64 112
  store i64 %332, ptr %333, align 8, !tbaa !12
  %334 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %289, i32 %311, i32 2, i32 7199)
  %335 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %289, i32 %313, i32 2, i32 7199)
  %336 = zext i32 %335 to i64
  %337 = shl nuw i64 %336, 32
  %338 = zext i32 %334 to i64
  %339 = or disjoint i64 %337, %338
  %340 = getelementptr inbounds nuw i8, ptr %53, i64 120
  store i64 %339, ptr %340, align 8, !tbaa !12
  %341 = load i64, ptr %84, align 8, !tbaa !14
  %342 = getelementptr inbounds nuw i8, ptr %86, i64 96
  %343 = trunc i64 %341 to i32
  %344 = lshr i64 %341, 32
  %345 = trunc nuw i64 %344 to i32
  %346 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %289, i32 %343, i32 %292, i32 7199)
  %347 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %289, i32 %345, i32 %292, i32 7199)
  %348 = zext i32 %347 to i64
  %349 = shl nuw i64 %348, 32
  %350 = zext i32 %346 to i64
  %351 = or disjoint i64 %349, %350
  store i64 %351, ptr %342, align 8, !tbaa !14
  %352 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %289, i32 %343, i32 1, i32 7168)
  %353 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %289, i32 %345, i32 1, i32 7168)
  %354 = zext i32 %353 to i64
  %355 = shl nuw i64 %354, 32
  %356 = zext i32 %352 to i64
  %357 = or disjoint i64 %355, %356
  %358 = getelementptr inbounds nuw i8, ptr %86, i64 104
  store i64 %357, ptr %358, align 8, !tbaa !14
  %359 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %289, i32 %343, i32 2, i32 7199)
  %360 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %289, i32 %345, i32 2, i32 7199)
  %361 = zext i32 %360 to i64
  %362 = shl nuw i64 %361, 32
  %363 = zext i32 %359 to i64
  %364 = or disjoint i64 %362, %363
  %365 = getelementptr inbounds nuw i8, ptr %86, i64 112
  store i64 %364, ptr %365, align 8, !tbaa !14
  %366 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %289, i32 %343, i32 2, i32 7199)
  %367 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %289, i32 %345, i32 2, i32 7199)
  %368 = zext i32 %367 to i64
  %369 = shl nuw i64 %368, 32
  %370 = zext i32 %366 to i64
  %371 = or disjoint i64 %369, %370
  %372 = getelementptr inbounds nuw i8, ptr %86, i64 120
  store i64 %371, ptr %372, align 8, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nounwind memory(none) }

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
!9 = !{i64 2164953497, i64 2164953501, i64 2164953538, i64 2164953578, i64 2164953639, i64 2164953675, i64 2164953725}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = !{i64 17342818}
!nvvm.annotations = !{!900}
!900 = !{ptr @cg_tile_shuffles, !"kernel", i32 1}

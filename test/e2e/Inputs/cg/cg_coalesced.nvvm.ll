; NVVM IR of test/e2e/kernels/cg_coalesced.cu, made by make-nvvm-ir.py:
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
; with the CUDA 13 headers.  Do not edit; regenerate.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"class.cooperative_groups::__v1::coalesced_group" = type { %"struct.cooperative_groups::__v1::thread_group_base" }
%"struct.cooperative_groups::__v1::thread_group_base" = type { %"class.cooperative_groups::__v1::thread_group" }
%"class.cooperative_groups::__v1::thread_group" = type { %union.anon }
%union.anon = type { %"struct.cooperative_groups::__v1::thread_group::gg_data", [8 x i8] }
%"struct.cooperative_groups::__v1::thread_group::gg_data" = type { ptr }

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_Z16cgCoalescedGroupRKN18cooperative_groups4__v115coalesced_groupEjfPjPiPf(ptr noundef nonnull readonly align 8 dereferenceable(16) %0, i32 noundef %1, float noundef %2, ptr noundef writeonly %3, ptr noundef writeonly %4, ptr noundef writeonly %5) local_unnamed_addr #0 {
  %7 = load i32, ptr %0, align 8
  %8 = lshr i32 %7, 8
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %10 = load i32, ptr %9, align 8, !tbaa !9
  %11 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %12 = and i32 %11, %10
  %13 = tail call noundef i32 @__nv_popc(i32 noundef %12) #9
  store i32 %13, ptr %3, align 4, !tbaa !5
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 %8, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %16 = load i32, ptr %15, align 4
  %17 = lshr i32 %16, 16
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 %17, ptr %18, align 4, !tbaa !5
  %19 = load i32, ptr %15, align 4
  %20 = and i32 %19, 65535
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 12
  store i32 %20, ptr %21, align 4, !tbaa !5
  %22 = add i32 %13, 2
  %23 = urem i32 %22, %8
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %30

25:                                               ; preds = %6
  %26 = load i32, ptr %9, align 8, !tbaa !9
  %27 = tail call noundef i32 @__nv_ffs(i32 noundef %26) #9
  %28 = add nsw i32 %27, -1
  %29 = load i32, ptr %9, align 8, !tbaa !9
  br label %38

30:                                               ; preds = %6
  %31 = load i32, ptr %0, align 8
  %32 = and i32 %31, -256
  %33 = icmp eq i32 %32, 8192
  %34 = load i32, ptr %9, align 8, !tbaa !9
  br i1 %33, label %38, label %35

35:                                               ; preds = %30
  %36 = add nuw nsw i32 %23, 1
  %37 = tail call noundef i32 @llvm.nvvm.fns(i32 %34, i32 0, i32 %36)
  br label %38

38:                                               ; preds = %25, %30, %35
  %39 = phi i32 [ %29, %25 ], [ %34, %35 ], [ %34, %30 ]
  %40 = phi i32 [ %28, %25 ], [ %37, %35 ], [ %23, %30 ]
  %41 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %39, i32 %1, i32 %40, i32 31)
  %42 = getelementptr inbounds nuw i8, ptr %3, i64 16
  store i32 %41, ptr %42, align 4, !tbaa !5
  %43 = load i32, ptr %0, align 8
  %44 = and i32 %43, -256
  %45 = icmp eq i32 %44, 8192
  br i1 %45, label %46, label %48

46:                                               ; preds = %38
  %47 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %1, i32 2, i32 0)
  br label %58

48:                                               ; preds = %38
  %49 = load i32, ptr %9, align 8, !tbaa !9
  %50 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %51 = tail call noundef i32 @llvm.nvvm.fns(i32 %49, i32 %50, i32 -3)
  %52 = icmp ugt i32 %51, 31
  br i1 %52, label %53, label %55

53:                                               ; preds = %48
  %54 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  br label %55

55:                                               ; preds = %53, %48
  %56 = phi i32 [ %54, %53 ], [ %51, %48 ]
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %49, i32 %1, i32 %56, i32 31)
  br label %58

58:                                               ; preds = %46, %55
  %59 = phi i32 [ %47, %46 ], [ %57, %55 ]
  %60 = getelementptr inbounds nuw i8, ptr %3, i64 20
  store i32 %59, ptr %60, align 4, !tbaa !5
  %61 = load i32, ptr %0, align 8
  %62 = and i32 %61, -256
  %63 = icmp eq i32 %62, 8192
  br i1 %63, label %64, label %66

64:                                               ; preds = %58
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %1, i32 3, i32 31)
  br label %76

66:                                               ; preds = %58
  %67 = load i32, ptr %9, align 8, !tbaa !9
  %68 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %69 = tail call noundef i32 @llvm.nvvm.fns(i32 %67, i32 %68, i32 4)
  %70 = icmp ugt i32 %69, 31
  br i1 %70, label %71, label %73

71:                                               ; preds = %66
  %72 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  br label %73

73:                                               ; preds = %71, %66
  %74 = phi i32 [ %72, %71 ], [ %69, %66 ]
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %67, i32 %1, i32 %74, i32 31)
  br label %76

76:                                               ; preds = %64, %73
  %77 = phi i32 [ %65, %64 ], [ %75, %73 ]
  %78 = getelementptr inbounds nuw i8, ptr %3, i64 24
  store i32 %77, ptr %78, align 4, !tbaa !5
  %79 = and i32 %1, 1
  %80 = load i32, ptr %0, align 8
  %81 = and i32 %80, -256
  %82 = icmp eq i32 %81, 8192
  br i1 %82, label %83, label %86

83:                                               ; preds = %76
  %84 = icmp ne i32 %79, 0
  %85 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %84)
  br label %118

86:                                               ; preds = %76
  %87 = load i32, ptr %9, align 8, !tbaa !9
  %88 = icmp ne i32 %79, 0
  %89 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %87, i1 %88)
  br label %90

90:                                               ; preds = %90, %86
  %91 = phi i32 [ 0, %86 ], [ %115, %90 ]
  %92 = phi i32 [ 0, %86 ], [ %116, %90 ]
  %93 = phi i32 [ 0, %86 ], [ %113, %90 ]
  %94 = shl nuw i32 1, %92
  %95 = and i32 %94, %87
  %96 = icmp ne i32 %95, 0
  %97 = and i32 %95, %89
  %98 = icmp eq i32 %97, 0
  %99 = shl nuw i32 1, %93
  %100 = select i1 %98, i32 0, i32 %99
  %101 = zext i1 %96 to i32
  %102 = add i32 %93, %101
  %103 = select i1 %96, i32 %100, i32 0
  %104 = or i32 %103, %91
  %105 = shl nuw i32 2, %92
  %106 = and i32 %105, %87
  %107 = icmp ne i32 %106, 0
  %108 = and i32 %106, %89
  %109 = icmp eq i32 %108, 0
  %110 = shl nuw i32 1, %102
  %111 = select i1 %109, i32 0, i32 %110
  %112 = zext i1 %107 to i32
  %113 = add i32 %102, %112
  %114 = select i1 %107, i32 %111, i32 0
  %115 = or i32 %114, %104
  %116 = add nuw nsw i32 %92, 2
  %117 = icmp eq i32 %116, 32
  br i1 %117, label %118, label %90, !llvm.loop !12

118:                                              ; preds = %90, %83
  %119 = phi i32 [ %85, %83 ], [ %115, %90 ]
  %120 = getelementptr inbounds nuw i8, ptr %3, i64 28
  store i32 %119, ptr %120, align 4, !tbaa !5
  %121 = urem i32 %1, 7
  %122 = icmp eq i32 %121, 0
  %123 = load i32, ptr %9, align 8, !tbaa !9
  %124 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %123, i1 %122)
  %125 = icmp ne i32 %124, 0
  %126 = zext i1 %125 to i32
  %127 = getelementptr inbounds nuw i8, ptr %3, i64 32
  store i32 %126, ptr %127, align 4, !tbaa !5
  %128 = load i32, ptr %9, align 8, !tbaa !9
  %129 = icmp eq i32 %79, 0
  %130 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %128, i1 %129)
  %131 = icmp eq i32 %130, %128
  %132 = zext i1 %131 to i32
  %133 = getelementptr inbounds nuw i8, ptr %3, i64 36
  store i32 %132, ptr %133, align 4, !tbaa !5
  %134 = and i32 %1, 3
  %135 = load i32, ptr %0, align 8
  %136 = and i32 %135, -256
  %137 = icmp eq i32 %136, 8192
  br i1 %137, label %138, label %140

138:                                              ; preds = %118
  %139 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %134)
  br label %171

140:                                              ; preds = %118
  %141 = load i32, ptr %9, align 8, !tbaa !9
  %142 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 %141, i32 %134)
  br label %143

143:                                              ; preds = %143, %140
  %144 = phi i32 [ 0, %140 ], [ %168, %143 ]
  %145 = phi i32 [ 0, %140 ], [ %169, %143 ]
  %146 = phi i32 [ 0, %140 ], [ %166, %143 ]
  %147 = shl nuw i32 1, %145
  %148 = and i32 %147, %141
  %149 = icmp ne i32 %148, 0
  %150 = and i32 %148, %142
  %151 = icmp eq i32 %150, 0
  %152 = shl nuw i32 1, %146
  %153 = select i1 %151, i32 0, i32 %152
  %154 = zext i1 %149 to i32
  %155 = add i32 %146, %154
  %156 = select i1 %149, i32 %153, i32 0
  %157 = or i32 %156, %144
  %158 = shl nuw i32 2, %145
  %159 = and i32 %158, %141
  %160 = icmp ne i32 %159, 0
  %161 = and i32 %159, %142
  %162 = icmp eq i32 %161, 0
  %163 = shl nuw i32 1, %155
  %164 = select i1 %162, i32 0, i32 %163
  %165 = zext i1 %160 to i32
  %166 = add i32 %155, %165
  %167 = select i1 %160, i32 %164, i32 0
  %168 = or i32 %167, %157
  %169 = add nuw nsw i32 %145, 2
  %170 = icmp eq i32 %169, 32
  br i1 %170, label %171, label %143, !llvm.loop !12

171:                                              ; preds = %143, %138
  %172 = phi i32 [ %139, %138 ], [ %168, %143 ]
  %173 = getelementptr inbounds nuw i8, ptr %3, i64 40
  store i32 %172, ptr %173, align 4, !tbaa !5
  %174 = lshr i32 %1, 31
  %175 = load i32, ptr %0, align 8
  %176 = and i32 %175, -256
  %177 = icmp eq i32 %176, 8192
  br i1 %177, label %178, label %181

178:                                              ; preds = %171
  %179 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %174)
  %180 = extractvalue { i32, i1 } %179, 0
  br label %213

181:                                              ; preds = %171
  %182 = load i32, ptr %9, align 8, !tbaa !9
  %183 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %182, i32 %174)
  %184 = extractvalue { i32, i1 } %183, 0
  br label %185

185:                                              ; preds = %185, %181
  %186 = phi i32 [ 0, %181 ], [ %210, %185 ]
  %187 = phi i32 [ 0, %181 ], [ %211, %185 ]
  %188 = phi i32 [ 0, %181 ], [ %208, %185 ]
  %189 = shl nuw i32 1, %187
  %190 = and i32 %189, %182
  %191 = icmp ne i32 %190, 0
  %192 = and i32 %190, %184
  %193 = icmp eq i32 %192, 0
  %194 = shl nuw i32 1, %188
  %195 = select i1 %193, i32 0, i32 %194
  %196 = zext i1 %191 to i32
  %197 = add i32 %188, %196
  %198 = select i1 %191, i32 %195, i32 0
  %199 = or i32 %198, %186
  %200 = shl nuw i32 2, %187
  %201 = and i32 %200, %182
  %202 = icmp ne i32 %201, 0
  %203 = and i32 %201, %184
  %204 = icmp eq i32 %203, 0
  %205 = shl nuw i32 1, %197
  %206 = select i1 %204, i32 0, i32 %205
  %207 = zext i1 %202 to i32
  %208 = add i32 %197, %207
  %209 = select i1 %202, i32 %206, i32 0
  %210 = or i32 %209, %199
  %211 = add nuw nsw i32 %187, 2
  %212 = icmp eq i32 %211, 32
  br i1 %212, label %213, label %185, !llvm.loop !12

213:                                              ; preds = %185, %178
  %214 = phi { i32, i1 } [ %179, %178 ], [ %183, %185 ]
  %215 = phi i32 [ %180, %178 ], [ %210, %185 ]
  %216 = extractvalue { i32, i1 } %214, 1
  %217 = zext i1 %216 to i32
  %218 = getelementptr inbounds nuw i8, ptr %3, i64 44
  store i32 %215, ptr %218, align 4, !tbaa !5
  %219 = getelementptr inbounds nuw i8, ptr %3, i64 48
  store i32 %217, ptr %219, align 4, !tbaa !5
  %220 = and i32 %1, 65535
  %221 = load i32, ptr %9, align 8, !tbaa !9
  %222 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %220, i32 %221)
  %223 = getelementptr inbounds nuw i8, ptr %3, i64 52
  store i32 %222, ptr %223, align 4, !tbaa !5
  %224 = and i32 %1, 255
  %225 = load i32, ptr %0, align 8
  %226 = lshr i32 %225, 8
  %227 = icmp eq i32 %226, 32
  br i1 %227, label %228, label %262

228:                                              ; preds = %213
  %229 = icmp ugt i32 %225, 511
  br i1 %229, label %230, label %313

230:                                              ; preds = %228, %249
  %231 = phi i32 [ %260, %249 ], [ 32, %228 ]
  %232 = phi i32 [ %258, %249 ], [ 1, %228 ]
  %233 = phi i32 [ %257, %249 ], [ %224, %228 ]
  %234 = icmp eq i32 %231, 32
  br i1 %234, label %235, label %238

235:                                              ; preds = %230
  %236 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %233, i32 %232, i32 0)
  %237 = load i32, ptr %9, align 8, !tbaa !9
  br label %249

238:                                              ; preds = %230
  %239 = load i32, ptr %9, align 8, !tbaa !9
  %240 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %241 = xor i32 %232, -1
  %242 = tail call noundef i32 @llvm.nvvm.fns(i32 %239, i32 %240, i32 %241)
  %243 = icmp ugt i32 %242, 31
  br i1 %243, label %244, label %246

244:                                              ; preds = %238
  %245 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  br label %246

246:                                              ; preds = %244, %238
  %247 = phi i32 [ %245, %244 ], [ %242, %238 ]
  %248 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %239, i32 %233, i32 %247, i32 31)
  br label %249

249:                                              ; preds = %246, %235
  %250 = phi i32 [ %237, %235 ], [ %239, %246 ]
  %251 = phi i32 [ %236, %235 ], [ %248, %246 ]
  %252 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %253 = and i32 %252, %250
  %254 = tail call noundef i32 @__nv_popc(i32 noundef %253) #9
  %255 = icmp ugt i32 %232, %254
  %256 = select i1 %255, i32 0, i32 %251
  %257 = add i32 %256, %233
  %258 = shl nuw nsw i32 %232, 1
  %259 = load i32, ptr %0, align 8
  %260 = lshr i32 %259, 8
  %261 = icmp ult i32 %258, %260
  br i1 %261, label %230, label %313, !llvm.loop !14

262:                                              ; preds = %213
  %263 = load i32, ptr %9, align 8, !tbaa !9
  %264 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %265 = and i32 %264, %263
  %266 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %267 = tail call noundef i32 @__nv_ffs(i32 noundef %263) #9
  %268 = tail call noundef i32 @__nv_popc(i32 noundef %265) #9
  %269 = icmp ugt i32 %225, 511
  br i1 %269, label %270, label %313

270:                                              ; preds = %262
  %271 = add nsw i32 %267, -1
  %272 = add i32 %271, %268
  br label %273

273:                                              ; preds = %270, %305
  %274 = phi i32 [ %266, %270 ], [ %307, %305 ]
  %275 = phi i32 [ 1, %270 ], [ %311, %305 ]
  %276 = phi i32 [ 1, %270 ], [ %306, %305 ]
  %277 = phi i32 [ %224, %270 ], [ %310, %305 ]
  %278 = icmp ugt i32 %275, %268
  br i1 %278, label %305, label %279

279:                                              ; preds = %273
  %280 = sub i32 %274, %276
  %281 = sub i32 %272, %275
  %282 = icmp ult i32 %281, %280
  br i1 %282, label %283, label %305

283:                                              ; preds = %279, %301
  %284 = phi i32 [ %303, %301 ], [ %280, %279 ]
  %285 = phi i32 [ %302, %301 ], [ %281, %279 ]
  %286 = add i32 %284, %285
  %287 = lshr i32 %286, 1
  %288 = lshr i32 %265, %287
  %289 = tail call noundef i32 @__nv_popc(i32 noundef %288) #9
  %290 = icmp ult i32 %289, %275
  br i1 %290, label %291, label %293

291:                                              ; preds = %283
  %292 = add nsw i32 %287, -1
  br label %301

293:                                              ; preds = %283
  %294 = icmp ult i32 %275, %289
  %295 = and i32 %288, 1
  %296 = icmp eq i32 %295, 0
  %297 = or i1 %296, %294
  %298 = zext i1 %297 to i32
  %299 = add nuw i32 %287, %298
  %300 = select i1 %297, i32 %284, i32 %287
  br label %301

301:                                              ; preds = %293, %291
  %302 = phi i32 [ %285, %291 ], [ %299, %293 ]
  %303 = phi i32 [ %292, %291 ], [ %300, %293 ]
  %304 = icmp ult i32 %302, %303
  br i1 %304, label %283, label %305, !llvm.loop !15

305:                                              ; preds = %301, %279, %273
  %306 = phi i32 [ %276, %273 ], [ %275, %279 ], [ %275, %301 ]
  %307 = phi i32 [ %274, %273 ], [ %280, %279 ], [ %303, %301 ]
  %308 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %263, i32 %277, i32 %307, i32 31)
  %309 = select i1 %278, i32 0, i32 %308
  %310 = add i32 %309, %277
  %311 = shl i32 %275, 1
  %312 = icmp ult i32 %311, %226
  br i1 %312, label %273, label %313, !llvm.loop !16

313:                                              ; preds = %305, %249, %262, %228
  %314 = phi i32 [ %257, %249 ], [ %224, %228 ], [ %224, %262 ], [ %310, %305 ]
  %315 = getelementptr inbounds nuw i8, ptr %3, i64 56
  store i32 %314, ptr %315, align 4, !tbaa !5
  %316 = load i32, ptr %0, align 8
  %317 = lshr i32 %316, 8
  %318 = icmp eq i32 %317, 32
  br i1 %318, label %319, label %353

319:                                              ; preds = %313
  %320 = icmp ugt i32 %316, 511
  br i1 %320, label %321, label %404

321:                                              ; preds = %319, %340
  %322 = phi i32 [ %351, %340 ], [ 32, %319 ]
  %323 = phi i32 [ %349, %340 ], [ 1, %319 ]
  %324 = phi i32 [ %348, %340 ], [ %224, %319 ]
  %325 = icmp eq i32 %322, 32
  br i1 %325, label %326, label %329

326:                                              ; preds = %321
  %327 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %324, i32 %323, i32 0)
  %328 = load i32, ptr %9, align 8, !tbaa !9
  br label %340

329:                                              ; preds = %321
  %330 = load i32, ptr %9, align 8, !tbaa !9
  %331 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %332 = xor i32 %323, -1
  %333 = tail call noundef i32 @llvm.nvvm.fns(i32 %330, i32 %331, i32 %332)
  %334 = icmp ugt i32 %333, 31
  br i1 %334, label %335, label %337

335:                                              ; preds = %329
  %336 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  br label %337

337:                                              ; preds = %335, %329
  %338 = phi i32 [ %336, %335 ], [ %333, %329 ]
  %339 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %330, i32 %324, i32 %338, i32 31)
  br label %340

340:                                              ; preds = %337, %326
  %341 = phi i32 [ %328, %326 ], [ %330, %337 ]
  %342 = phi i32 [ %327, %326 ], [ %339, %337 ]
  %343 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %344 = and i32 %343, %341
  %345 = tail call noundef i32 @__nv_popc(i32 noundef %344) #9
  %346 = icmp ugt i32 %323, %345
  %347 = select i1 %346, i32 0, i32 %342
  %348 = xor i32 %347, %324
  %349 = shl nuw nsw i32 %323, 1
  %350 = load i32, ptr %0, align 8
  %351 = lshr i32 %350, 8
  %352 = icmp ult i32 %349, %351
  br i1 %352, label %321, label %404, !llvm.loop !17

353:                                              ; preds = %313
  %354 = load i32, ptr %9, align 8, !tbaa !9
  %355 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %356 = and i32 %355, %354
  %357 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %358 = tail call noundef i32 @__nv_ffs(i32 noundef %354) #9
  %359 = tail call noundef i32 @__nv_popc(i32 noundef %356) #9
  %360 = icmp ugt i32 %316, 511
  br i1 %360, label %361, label %404

361:                                              ; preds = %353
  %362 = add nsw i32 %358, -1
  %363 = add i32 %362, %359
  br label %364

364:                                              ; preds = %361, %396
  %365 = phi i32 [ %357, %361 ], [ %398, %396 ]
  %366 = phi i32 [ 1, %361 ], [ %402, %396 ]
  %367 = phi i32 [ 1, %361 ], [ %397, %396 ]
  %368 = phi i32 [ %224, %361 ], [ %401, %396 ]
  %369 = icmp ugt i32 %366, %359
  br i1 %369, label %396, label %370

370:                                              ; preds = %364
  %371 = sub i32 %365, %367
  %372 = sub i32 %363, %366
  %373 = icmp ult i32 %372, %371
  br i1 %373, label %374, label %396

374:                                              ; preds = %370, %392
  %375 = phi i32 [ %394, %392 ], [ %371, %370 ]
  %376 = phi i32 [ %393, %392 ], [ %372, %370 ]
  %377 = add i32 %375, %376
  %378 = lshr i32 %377, 1
  %379 = lshr i32 %356, %378
  %380 = tail call noundef i32 @__nv_popc(i32 noundef %379) #9
  %381 = icmp ult i32 %380, %366
  br i1 %381, label %382, label %384

382:                                              ; preds = %374
  %383 = add nsw i32 %378, -1
  br label %392

384:                                              ; preds = %374
  %385 = icmp ult i32 %366, %380
  %386 = and i32 %379, 1
  %387 = icmp eq i32 %386, 0
  %388 = or i1 %387, %385
  %389 = zext i1 %388 to i32
  %390 = add nuw i32 %378, %389
  %391 = select i1 %388, i32 %375, i32 %378
  br label %392

392:                                              ; preds = %384, %382
  %393 = phi i32 [ %376, %382 ], [ %390, %384 ]
  %394 = phi i32 [ %383, %382 ], [ %391, %384 ]
  %395 = icmp ult i32 %393, %394
  br i1 %395, label %374, label %396, !llvm.loop !18

396:                                              ; preds = %392, %370, %364
  %397 = phi i32 [ %367, %364 ], [ %366, %370 ], [ %366, %392 ]
  %398 = phi i32 [ %365, %364 ], [ %371, %370 ], [ %394, %392 ]
  %399 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %354, i32 %368, i32 %398, i32 31)
  %400 = select i1 %369, i32 0, i32 %399
  %401 = xor i32 %400, %368
  %402 = shl i32 %366, 1
  %403 = icmp ult i32 %402, %317
  br i1 %403, label %364, label %404, !llvm.loop !19

404:                                              ; preds = %396, %340, %353, %319
  %405 = phi i32 [ %348, %340 ], [ %224, %319 ], [ %224, %353 ], [ %401, %396 ]
  %406 = load i32, ptr %0, align 8
  %407 = and i32 %406, -256
  %408 = icmp eq i32 %407, 8192
  br i1 %408, label %409, label %412

409:                                              ; preds = %404
  %410 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %405, i32 1, i32 0)
  %411 = load i32, ptr %9, align 8, !tbaa !9
  br label %422

412:                                              ; preds = %404
  %413 = load i32, ptr %9, align 8, !tbaa !9
  %414 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %415 = tail call noundef i32 @llvm.nvvm.fns(i32 %413, i32 %414, i32 -2)
  %416 = icmp ugt i32 %415, 31
  br i1 %416, label %417, label %419

417:                                              ; preds = %412
  %418 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  br label %419

419:                                              ; preds = %417, %412
  %420 = phi i32 [ %418, %417 ], [ %415, %412 ]
  %421 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %413, i32 %405, i32 %420, i32 31)
  br label %422

422:                                              ; preds = %409, %419
  %423 = phi i32 [ %411, %409 ], [ %413, %419 ]
  %424 = phi i32 [ %410, %409 ], [ %421, %419 ]
  %425 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %426 = and i32 %425, %423
  %427 = tail call noundef i32 @__nv_popc(i32 noundef %426) #9
  %428 = icmp eq i32 %427, 0
  %429 = select i1 %428, i32 0, i32 %424
  %430 = getelementptr inbounds nuw i8, ptr %3, i64 60
  store i32 %429, ptr %430, align 4, !tbaa !5
  %431 = load i32, ptr %9, align 8, !tbaa !9
  %432 = tail call noundef i32 @llvm.nvvm.redux.sync.min(i32 %1, i32 %431)
  store i32 %432, ptr %4, align 4, !tbaa !5
  %433 = load i32, ptr %9, align 8, !tbaa !9
  %434 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 %1, i32 %433)
  %435 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 %434, ptr %435, align 4, !tbaa !5
  %436 = add nsw i32 %224, -100
  %437 = load i32, ptr %0, align 8
  %438 = lshr i32 %437, 8
  %439 = icmp eq i32 %438, 32
  br i1 %439, label %440, label %474

440:                                              ; preds = %422
  %441 = icmp ugt i32 %437, 511
  br i1 %441, label %442, label %525

442:                                              ; preds = %440, %461
  %443 = phi i32 [ %472, %461 ], [ 32, %440 ]
  %444 = phi i32 [ %470, %461 ], [ 1, %440 ]
  %445 = phi i32 [ %469, %461 ], [ %436, %440 ]
  %446 = icmp eq i32 %443, 32
  br i1 %446, label %447, label %450

447:                                              ; preds = %442
  %448 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %445, i32 %444, i32 0)
  %449 = load i32, ptr %9, align 8, !tbaa !9
  br label %461

450:                                              ; preds = %442
  %451 = load i32, ptr %9, align 8, !tbaa !9
  %452 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %453 = xor i32 %444, -1
  %454 = tail call noundef i32 @llvm.nvvm.fns(i32 %451, i32 %452, i32 %453)
  %455 = icmp ugt i32 %454, 31
  br i1 %455, label %456, label %458

456:                                              ; preds = %450
  %457 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  br label %458

458:                                              ; preds = %456, %450
  %459 = phi i32 [ %457, %456 ], [ %454, %450 ]
  %460 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %451, i32 %445, i32 %459, i32 31)
  br label %461

461:                                              ; preds = %447, %458
  %462 = phi i32 [ %449, %447 ], [ %451, %458 ]
  %463 = phi i32 [ %448, %447 ], [ %460, %458 ]
  %464 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %465 = and i32 %464, %462
  %466 = tail call noundef i32 @__nv_popc(i32 noundef %465) #9
  %467 = icmp ugt i32 %444, %466
  %468 = tail call noundef i32 @llvm.smax.i32(i32 %445, i32 %463)
  %469 = select i1 %467, i32 %445, i32 %468
  %470 = shl nuw nsw i32 %444, 1
  %471 = load i32, ptr %0, align 8
  %472 = lshr i32 %471, 8
  %473 = icmp ult i32 %470, %472
  br i1 %473, label %442, label %525, !llvm.loop !20

474:                                              ; preds = %422
  %475 = load i32, ptr %9, align 8, !tbaa !9
  %476 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %477 = and i32 %476, %475
  %478 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %479 = tail call noundef i32 @__nv_ffs(i32 noundef %475) #9
  %480 = tail call noundef i32 @__nv_popc(i32 noundef %477) #9
  %481 = icmp ugt i32 %437, 511
  br i1 %481, label %482, label %525

482:                                              ; preds = %474
  %483 = add nsw i32 %479, -1
  %484 = add i32 %483, %480
  br label %485

485:                                              ; preds = %482, %517
  %486 = phi i32 [ %436, %482 ], [ %522, %517 ]
  %487 = phi i32 [ %478, %482 ], [ %519, %517 ]
  %488 = phi i32 [ 1, %482 ], [ %523, %517 ]
  %489 = phi i32 [ 1, %482 ], [ %518, %517 ]
  %490 = icmp ugt i32 %488, %480
  br i1 %490, label %517, label %491

491:                                              ; preds = %485
  %492 = sub i32 %487, %489
  %493 = sub i32 %484, %488
  %494 = icmp ult i32 %493, %492
  br i1 %494, label %495, label %517

495:                                              ; preds = %491, %513
  %496 = phi i32 [ %515, %513 ], [ %492, %491 ]
  %497 = phi i32 [ %514, %513 ], [ %493, %491 ]
  %498 = add i32 %496, %497
  %499 = lshr i32 %498, 1
  %500 = lshr i32 %477, %499
  %501 = tail call noundef i32 @__nv_popc(i32 noundef %500) #9
  %502 = icmp ult i32 %501, %488
  br i1 %502, label %503, label %505

503:                                              ; preds = %495
  %504 = add nsw i32 %499, -1
  br label %513

505:                                              ; preds = %495
  %506 = icmp ult i32 %488, %501
  %507 = and i32 %500, 1
  %508 = icmp eq i32 %507, 0
  %509 = or i1 %508, %506
  %510 = zext i1 %509 to i32
  %511 = add nuw i32 %499, %510
  %512 = select i1 %509, i32 %496, i32 %499
  br label %513

513:                                              ; preds = %505, %503
  %514 = phi i32 [ %497, %503 ], [ %511, %505 ]
  %515 = phi i32 [ %504, %503 ], [ %512, %505 ]
  %516 = icmp ult i32 %514, %515
  br i1 %516, label %495, label %517, !llvm.loop !21

517:                                              ; preds = %513, %491, %485
  %518 = phi i32 [ %489, %485 ], [ %488, %491 ], [ %488, %513 ]
  %519 = phi i32 [ %487, %485 ], [ %492, %491 ], [ %515, %513 ]
  %520 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %475, i32 %486, i32 %519, i32 31)
  %521 = tail call noundef i32 @llvm.smax.i32(i32 %486, i32 %520)
  %522 = select i1 %490, i32 %486, i32 %521
  %523 = shl i32 %488, 1
  %524 = icmp ult i32 %523, %438
  br i1 %524, label %485, label %525, !llvm.loop !22

525:                                              ; preds = %517, %461, %474, %440
  %526 = phi i32 [ %469, %461 ], [ %436, %440 ], [ %436, %474 ], [ %522, %517 ]
  %527 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 %526, ptr %527, align 4, !tbaa !5
  %528 = zext i32 %1 to i64
  %529 = shl nuw nsw i64 %528, 20
  %530 = load i32, ptr %0, align 8
  %531 = lshr i32 %530, 8
  %532 = icmp eq i32 %531, 32
  br i1 %532, label %533, label %578

533:                                              ; preds = %525
  %534 = trunc i64 %529 to i32
  %535 = lshr i32 %1, 12
  %536 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %534, i32 16, i32 31)
  %537 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %535, i32 16, i32 31)
  %538 = zext i32 %537 to i64
  %539 = shl nuw i64 %538, 32
  %540 = zext i32 %536 to i64
  %541 = add nuw nsw i64 %529, %540
  %542 = add i64 %541, %539
  %543 = trunc i64 %541 to i32
  %544 = lshr i64 %542, 32
  %545 = trunc nuw i64 %544 to i32
  %546 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %543, i32 8, i32 31)
  %547 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %545, i32 8, i32 31)
  %548 = zext i32 %547 to i64
  %549 = shl nuw i64 %548, 32
  %550 = zext i32 %546 to i64
  %551 = add i64 %542, %550
  %552 = add i64 %551, %549
  %553 = trunc i64 %551 to i32
  %554 = lshr i64 %552, 32
  %555 = trunc nuw i64 %554 to i32
  %556 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %553, i32 4, i32 31)
  %557 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %555, i32 4, i32 31)
  %558 = zext i32 %557 to i64
  %559 = shl nuw i64 %558, 32
  %560 = zext i32 %556 to i64
  %561 = add i64 %552, %560
  %562 = add i64 %561, %559
  %563 = trunc i64 %561 to i32
  %564 = lshr i64 %562, 32
  %565 = trunc nuw i64 %564 to i32
  %566 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %563, i32 2, i32 31)
  %567 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %565, i32 2, i32 31)
  %568 = zext i32 %566 to i64
  %569 = add i64 %562, %568
  %570 = trunc i64 %569 to i32
  %571 = lshr i64 %569, 32
  %572 = trunc nuw i64 %571 to i32
  %573 = add i32 %567, %572
  %574 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %570, i32 1, i32 31)
  %575 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %573, i32 1, i32 31)
  %576 = trunc i64 %569 to i32
  %577 = add i32 %574, %576
  br label %647

578:                                              ; preds = %525
  %579 = load i32, ptr %9, align 8, !tbaa !9
  %580 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %581 = and i32 %580, %579
  %582 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %583 = tail call noundef i32 @__nv_ffs(i32 noundef %579) #9
  %584 = tail call noundef i32 @__nv_popc(i32 noundef %581) #9
  %585 = icmp ugt i32 %530, 511
  br i1 %585, label %586, label %637

586:                                              ; preds = %578
  %587 = add nsw i32 %583, -1
  %588 = add i32 %587, %584
  br label %589

589:                                              ; preds = %586, %621
  %590 = phi i32 [ %582, %586 ], [ %623, %621 ]
  %591 = phi i32 [ 1, %586 ], [ %635, %621 ]
  %592 = phi i32 [ 1, %586 ], [ %622, %621 ]
  %593 = phi i64 [ %529, %586 ], [ %634, %621 ]
  %594 = icmp ugt i32 %591, %584
  br i1 %594, label %621, label %595

595:                                              ; preds = %589
  %596 = sub i32 %590, %592
  %597 = sub i32 %588, %591
  %598 = icmp ult i32 %597, %596
  br i1 %598, label %599, label %621

599:                                              ; preds = %595, %617
  %600 = phi i32 [ %619, %617 ], [ %596, %595 ]
  %601 = phi i32 [ %618, %617 ], [ %597, %595 ]
  %602 = add i32 %600, %601
  %603 = lshr i32 %602, 1
  %604 = lshr i32 %581, %603
  %605 = tail call noundef i32 @__nv_popc(i32 noundef %604) #9
  %606 = icmp ult i32 %605, %591
  br i1 %606, label %607, label %609

607:                                              ; preds = %599
  %608 = add nsw i32 %603, -1
  br label %617

609:                                              ; preds = %599
  %610 = icmp ult i32 %591, %605
  %611 = and i32 %604, 1
  %612 = icmp eq i32 %611, 0
  %613 = or i1 %612, %610
  %614 = zext i1 %613 to i32
  %615 = add nuw i32 %603, %614
  %616 = select i1 %613, i32 %600, i32 %603
  br label %617

617:                                              ; preds = %609, %607
  %618 = phi i32 [ %601, %607 ], [ %615, %609 ]
  %619 = phi i32 [ %608, %607 ], [ %616, %609 ]
  %620 = icmp ult i32 %618, %619
  br i1 %620, label %599, label %621, !llvm.loop !23

621:                                              ; preds = %617, %595, %589
  %622 = phi i32 [ %592, %589 ], [ %591, %595 ], [ %591, %617 ]
  %623 = phi i32 [ %590, %589 ], [ %596, %595 ], [ %619, %617 ]
  %624 = trunc i64 %593 to i32
  %625 = lshr i64 %593, 32
  %626 = trunc nuw i64 %625 to i32
  %627 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %579, i32 %624, i32 %623, i32 31)
  %628 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %579, i32 %626, i32 %623, i32 31)
  %629 = zext i32 %628 to i64
  %630 = shl nuw i64 %629, 32
  %631 = zext i32 %627 to i64
  %632 = or disjoint i64 %630, %631
  %633 = select i1 %594, i64 0, i64 %632
  %634 = add i64 %633, %593
  %635 = shl i32 %591, 1
  %636 = icmp ult i32 %635, %531
  br i1 %636, label %589, label %637, !llvm.loop !24

637:                                              ; preds = %621, %578
  %638 = phi i64 [ %529, %578 ], [ %634, %621 ]
  %639 = load i32, ptr %9, align 8, !tbaa !9
  %640 = tail call noundef i32 @__nv_clz(i32 noundef %639) #9
  %641 = sub nsw i32 31, %640
  %642 = trunc i64 %638 to i32
  %643 = lshr i64 %638, 32
  %644 = trunc nuw i64 %643 to i32
  %645 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %639, i32 %642, i32 %641, i32 31)
  %646 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %639, i32 %644, i32 %641, i32 31)
  br label %647

647:                                              ; preds = %533, %637
  %648 = phi i32 [ %645, %637 ], [ %577, %533 ]
  %649 = getelementptr inbounds nuw i8, ptr %4, i64 12
  store i32 %648, ptr %649, align 4, !tbaa !5
  %650 = load i32, ptr %0, align 8
  %651 = lshr i32 %650, 8
  %652 = icmp eq i32 %651, 32
  br i1 %652, label %653, label %664

653:                                              ; preds = %647
  %654 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2, i32 16, i32 31)
  %655 = fadd contract float %2, %654
  %656 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %655, i32 8, i32 31)
  %657 = fadd contract float %655, %656
  %658 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %657, i32 4, i32 31)
  %659 = fadd contract float %657, %658
  %660 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %659, i32 2, i32 31)
  %661 = fadd contract float %659, %660
  %662 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %661, i32 1, i32 31)
  %663 = fadd contract float %661, %662
  br label %721

664:                                              ; preds = %647
  %665 = load i32, ptr %9, align 8, !tbaa !9
  %666 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %667 = and i32 %666, %665
  %668 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %669 = tail call noundef i32 @__nv_ffs(i32 noundef %665) #9
  %670 = tail call noundef i32 @__nv_popc(i32 noundef %667) #9
  %671 = icmp ugt i32 %650, 511
  br i1 %671, label %672, label %715

672:                                              ; preds = %664
  %673 = add nsw i32 %669, -1
  %674 = add i32 %673, %670
  br label %675

675:                                              ; preds = %672, %707
  %676 = phi i32 [ %668, %672 ], [ %709, %707 ]
  %677 = phi i32 [ 1, %672 ], [ %713, %707 ]
  %678 = phi i32 [ 1, %672 ], [ %708, %707 ]
  %679 = phi float [ %2, %672 ], [ %712, %707 ]
  %680 = icmp ugt i32 %677, %670
  br i1 %680, label %707, label %681

681:                                              ; preds = %675
  %682 = sub i32 %676, %678
  %683 = sub i32 %674, %677
  %684 = icmp ult i32 %683, %682
  br i1 %684, label %685, label %707

685:                                              ; preds = %681, %703
  %686 = phi i32 [ %705, %703 ], [ %682, %681 ]
  %687 = phi i32 [ %704, %703 ], [ %683, %681 ]
  %688 = add i32 %686, %687
  %689 = lshr i32 %688, 1
  %690 = lshr i32 %667, %689
  %691 = tail call noundef i32 @__nv_popc(i32 noundef %690) #9
  %692 = icmp ult i32 %691, %677
  br i1 %692, label %693, label %695

693:                                              ; preds = %685
  %694 = add nsw i32 %689, -1
  br label %703

695:                                              ; preds = %685
  %696 = icmp ult i32 %677, %691
  %697 = and i32 %690, 1
  %698 = icmp eq i32 %697, 0
  %699 = or i1 %698, %696
  %700 = zext i1 %699 to i32
  %701 = add nuw i32 %689, %700
  %702 = select i1 %699, i32 %686, i32 %689
  br label %703

703:                                              ; preds = %695, %693
  %704 = phi i32 [ %687, %693 ], [ %701, %695 ]
  %705 = phi i32 [ %694, %693 ], [ %702, %695 ]
  %706 = icmp ult i32 %704, %705
  br i1 %706, label %685, label %707, !llvm.loop !25

707:                                              ; preds = %703, %681, %675
  %708 = phi i32 [ %678, %675 ], [ %677, %681 ], [ %677, %703 ]
  %709 = phi i32 [ %676, %675 ], [ %682, %681 ], [ %705, %703 ]
  %710 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 %665, float %679, i32 %709, i32 31)
  %711 = fadd contract float %679, %710
  %712 = select i1 %680, float %679, float %711
  %713 = shl i32 %677, 1
  %714 = icmp ult i32 %713, %651
  br i1 %714, label %675, label %715, !llvm.loop !26

715:                                              ; preds = %707, %664
  %716 = phi float [ %2, %664 ], [ %712, %707 ]
  %717 = load i32, ptr %9, align 8, !tbaa !9
  %718 = tail call noundef i32 @__nv_clz(i32 noundef %717) #9
  %719 = sub nsw i32 31, %718
  %720 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 %717, float %716, i32 %719, i32 31)
  br label %721

721:                                              ; preds = %653, %715
  %722 = phi float [ %720, %715 ], [ %663, %653 ]
  store float %722, ptr %5, align 4, !tbaa !27
  %723 = load i32, ptr %0, align 8
  %724 = lshr i32 %723, 8
  %725 = icmp eq i32 %724, 32
  br i1 %725, label %726, label %760

726:                                              ; preds = %721
  %727 = icmp ugt i32 %723, 511
  br i1 %727, label %728, label %811

728:                                              ; preds = %726, %747
  %729 = phi i32 [ %758, %747 ], [ 32, %726 ]
  %730 = phi i32 [ %756, %747 ], [ 1, %726 ]
  %731 = phi float [ %755, %747 ], [ %2, %726 ]
  %732 = icmp eq i32 %729, 32
  br i1 %732, label %733, label %736

733:                                              ; preds = %728
  %734 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %731, i32 %730, i32 0)
  %735 = load i32, ptr %9, align 8, !tbaa !9
  br label %747

736:                                              ; preds = %728
  %737 = load i32, ptr %9, align 8, !tbaa !9
  %738 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %739 = xor i32 %730, -1
  %740 = tail call noundef i32 @llvm.nvvm.fns(i32 %737, i32 %738, i32 %739)
  %741 = icmp ugt i32 %740, 31
  br i1 %741, label %742, label %744

742:                                              ; preds = %736
  %743 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  br label %744

744:                                              ; preds = %742, %736
  %745 = phi i32 [ %743, %742 ], [ %740, %736 ]
  %746 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 %737, float %731, i32 %745, i32 31)
  br label %747

747:                                              ; preds = %733, %744
  %748 = phi i32 [ %735, %733 ], [ %737, %744 ]
  %749 = phi float [ %734, %733 ], [ %746, %744 ]
  %750 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %751 = and i32 %750, %748
  %752 = tail call noundef i32 @__nv_popc(i32 noundef %751) #9
  %753 = icmp ugt i32 %730, %752
  %754 = fadd contract float %731, %749
  %755 = select i1 %753, float %731, float %754
  %756 = shl nuw nsw i32 %730, 1
  %757 = load i32, ptr %0, align 8
  %758 = lshr i32 %757, 8
  %759 = icmp ult i32 %756, %758
  br i1 %759, label %728, label %811, !llvm.loop !29

760:                                              ; preds = %721
  %761 = load i32, ptr %9, align 8, !tbaa !9
  %762 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %763 = and i32 %762, %761
  %764 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %765 = tail call noundef i32 @__nv_ffs(i32 noundef %761) #9
  %766 = tail call noundef i32 @__nv_popc(i32 noundef %763) #9
  %767 = icmp ugt i32 %723, 511
  br i1 %767, label %768, label %811

768:                                              ; preds = %760
  %769 = add nsw i32 %765, -1
  %770 = add i32 %769, %766
  br label %771

771:                                              ; preds = %768, %803
  %772 = phi i32 [ %764, %768 ], [ %805, %803 ]
  %773 = phi i32 [ 1, %768 ], [ %809, %803 ]
  %774 = phi i32 [ 1, %768 ], [ %804, %803 ]
  %775 = phi float [ %2, %768 ], [ %808, %803 ]
  %776 = icmp ugt i32 %773, %766
  br i1 %776, label %803, label %777

777:                                              ; preds = %771
  %778 = sub i32 %772, %774
  %779 = sub i32 %770, %773
  %780 = icmp ult i32 %779, %778
  br i1 %780, label %781, label %803

781:                                              ; preds = %777, %799
  %782 = phi i32 [ %801, %799 ], [ %778, %777 ]
  %783 = phi i32 [ %800, %799 ], [ %779, %777 ]
  %784 = add i32 %782, %783
  %785 = lshr i32 %784, 1
  %786 = lshr i32 %763, %785
  %787 = tail call noundef i32 @__nv_popc(i32 noundef %786) #9
  %788 = icmp ult i32 %787, %773
  br i1 %788, label %789, label %791

789:                                              ; preds = %781
  %790 = add nsw i32 %785, -1
  br label %799

791:                                              ; preds = %781
  %792 = icmp ult i32 %773, %787
  %793 = and i32 %786, 1
  %794 = icmp eq i32 %793, 0
  %795 = or i1 %794, %792
  %796 = zext i1 %795 to i32
  %797 = add nuw i32 %785, %796
  %798 = select i1 %795, i32 %782, i32 %785
  br label %799

799:                                              ; preds = %791, %789
  %800 = phi i32 [ %783, %789 ], [ %797, %791 ]
  %801 = phi i32 [ %790, %789 ], [ %798, %791 ]
  %802 = icmp ult i32 %800, %801
  br i1 %802, label %781, label %803, !llvm.loop !30

803:                                              ; preds = %799, %777, %771
  %804 = phi i32 [ %774, %771 ], [ %773, %777 ], [ %773, %799 ]
  %805 = phi i32 [ %772, %771 ], [ %778, %777 ], [ %801, %799 ]
  %806 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 %761, float %775, i32 %805, i32 31)
  %807 = fadd contract float %775, %806
  %808 = select i1 %776, float %775, float %807
  %809 = shl i32 %773, 1
  %810 = icmp ult i32 %809, %724
  br i1 %810, label %771, label %811, !llvm.loop !31

811:                                              ; preds = %803, %747, %760, %726
  %812 = phi float [ %755, %747 ], [ %2, %726 ], [ %2, %760 ], [ %808, %803 ]
  %813 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store float %812, ptr %813, align 4, !tbaa !27
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @cg_coalesced(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef writeonly %2, ptr noundef writeonly %3, ptr noundef writeonly %4, ptr noundef writeonly %5) local_unnamed_addr #2 {
  %7 = alloca %"class.cooperative_groups::__v1::coalesced_group", align 8
  %8 = alloca %"class.cooperative_groups::__v1::coalesced_group", align 8
  %9 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !32
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %14 = mul i32 %10, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %18 = add i32 %14, %17
  %19 = mul i32 %18, %12
  %20 = add i32 %19, %16
  %21 = mul i32 %20, %11
  %22 = add i32 %21, %15
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds nuw i32, ptr %0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = getelementptr inbounds nuw float, ptr %1, i64 %23
  %27 = load float, ptr %26, align 4, !tbaa !27
  %28 = shl i32 %22, 3
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr %5, i64 %29
  %31 = urem i32 %25, 3
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %143, label %33

33:                                               ; preds = %6
  %34 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %35 = tail call noundef i32 @llvm.nvvm.activemask()
  %36 = tail call noundef i32 @__nv_popc(i32 noundef %35) #9
  %37 = shl i32 %36, 8
  %38 = zext i32 %37 to i64
  %39 = or disjoint i64 %38, 4294967298
  %40 = inttoptr i64 %39 to ptr
  %41 = lshr i32 %35, 24
  %42 = lshr i32 %35, 16
  %43 = lshr i32 %35, 8
  %44 = insertelement <4 x i32> poison, i32 %35, i64 0
  %45 = insertelement <4 x i32> %44, i32 %43, i64 1
  %46 = insertelement <4 x i32> %45, i32 %42, i64 2
  %47 = insertelement <4 x i32> %46, i32 %41, i64 3
  %48 = trunc <4 x i32> %47 to <4 x i8>
  store ptr %40, ptr %7, align 8
  store <4 x i8> %48, ptr %34, align 8
  %49 = shl i32 %22, 4
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds nuw i32, ptr %2, i64 %50
  %52 = shl i32 %22, 2
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds nuw i32, ptr %3, i64 %53
  %55 = shl i32 %22, 1
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds nuw float, ptr %4, i64 %56
  call void @_Z16cgCoalescedGroupRKN18cooperative_groups4__v115coalesced_groupEjfPjPiPf(ptr noundef nonnull align 8 dereferenceable(16) %7, i32 noundef %25, float noundef %27, ptr noundef %51, ptr noundef %54, ptr noundef %57) #9
  %58 = urem i32 %25, 5
  %59 = load i32, ptr %34, align 8, !tbaa !9
  %60 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 %59, i32 range(i32 0, 5) %58)
  %61 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %62 = tail call noundef i32 @__nv_popc(i32 noundef %60) #9
  %63 = and i32 %62, 16777215
  %64 = tail call noundef i32 @__nv_ffs(i32 noundef %60) #9
  %65 = add nsw i32 %64, -1
  %66 = icmp eq i32 %65, %61
  %67 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %59, i1 %66)
  %68 = shl nsw i32 -1, %65
  %69 = xor i32 %68, -1
  %70 = and i32 %67, %69
  %71 = tail call noundef i32 @__nv_popc(i32 noundef %70) #9
  %72 = tail call noundef i32 @__nv_popc(i32 noundef %67) #9
  %73 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %74 = and i32 %73, %60
  %75 = tail call noundef i32 @__nv_popc(i32 noundef %74) #9
  store i32 %75, ptr %30, align 4, !tbaa !5
  %76 = getelementptr inbounds nuw i8, ptr %30, i64 4
  store i32 %63, ptr %76, align 4, !tbaa !5
  %77 = tail call noundef i32 @__nv_ffs(i32 noundef %60) #9
  %78 = add nsw i32 %77, -1
  %79 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %60, i32 %25, i32 %78, i32 31)
  %80 = getelementptr inbounds nuw i8, ptr %30, i64 8
  store i32 %79, ptr %80, align 4, !tbaa !5
  %81 = and i32 %25, 255
  %82 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %81, i32 %60)
  %83 = getelementptr inbounds nuw i8, ptr %30, i64 12
  store i32 %82, ptr %83, align 4, !tbaa !5
  %84 = icmp ugt i32 %37, 1279
  br i1 %84, label %85, label %135

85:                                               ; preds = %33
  %86 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %87 = and i32 %86, %59
  %88 = tail call noundef i32 @__nv_popc(i32 noundef %87) #9
  %89 = and i32 %88, -4
  br label %96

90:                                               ; preds = %129
  %91 = tail call noundef i32 @__nv_popc(i32 noundef %130) #9
  %92 = shl i32 %91, 8
  %93 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %94 = and i32 %93, %59
  %95 = tail call noundef i32 @__nv_popc(i32 noundef %94) #9
  br label %135

96:                                               ; preds = %129, %85
  %97 = phi i32 [ 0, %85 ], [ %133, %129 ]
  %98 = phi i32 [ %89, %85 ], [ %132, %129 ]
  %99 = phi i32 [ 0, %85 ], [ %131, %129 ]
  %100 = phi i32 [ 0, %85 ], [ %130, %129 ]
  %101 = shl nuw i32 1, %97
  %102 = and i32 %101, %59
  %103 = icmp eq i32 %102, 0
  br i1 %103, label %113, label %104

104:                                              ; preds = %96
  %105 = icmp slt i32 %98, 1
  %106 = icmp ult i32 %99, 4
  %107 = select i1 %105, i1 %106, i1 false
  %108 = select i1 %107, i32 %102, i32 0
  %109 = or i32 %108, %100
  %110 = zext i1 %107 to i32
  %111 = add i32 %99, %110
  %112 = add nsw i32 %98, -1
  br label %113

113:                                              ; preds = %104, %96
  %114 = phi i32 [ %109, %104 ], [ %100, %96 ]
  %115 = phi i32 [ %111, %104 ], [ %99, %96 ]
  %116 = phi i32 [ %112, %104 ], [ %98, %96 ]
  %117 = shl nuw i32 2, %97
  %118 = and i32 %117, %59
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %129, label %120

120:                                              ; preds = %113
  %121 = icmp slt i32 %116, 1
  %122 = icmp ult i32 %115, 4
  %123 = select i1 %121, i1 %122, i1 false
  %124 = select i1 %123, i32 %118, i32 0
  %125 = or i32 %124, %114
  %126 = zext i1 %123 to i32
  %127 = add i32 %115, %126
  %128 = add nsw i32 %116, -1
  br label %129

129:                                              ; preds = %120, %113
  %130 = phi i32 [ %125, %120 ], [ %114, %113 ]
  %131 = phi i32 [ %127, %120 ], [ %115, %113 ]
  %132 = phi i32 [ %128, %120 ], [ %116, %113 ]
  %133 = add nuw nsw i32 %97, 2
  %134 = icmp eq i32 %133, 32
  br i1 %134, label %90, label %96, !llvm.loop !33

135:                                              ; preds = %33, %90
  %136 = phi i32 [ %130, %90 ], [ %59, %33 ]
  %137 = phi i32 [ %92, %90 ], [ %37, %33 ]
  %138 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %139 = and i32 %138, %136
  %140 = tail call noundef i32 @__nv_popc(i32 noundef %139) #9
  %141 = or i32 %140, %137
  %142 = getelementptr inbounds nuw i8, ptr %30, i64 16
  store i32 %141, ptr %142, align 4, !tbaa !5
  br label %170

143:                                              ; preds = %6
  %144 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %145 = tail call noundef i32 @llvm.nvvm.activemask()
  %146 = tail call noundef i32 @__nv_popc(i32 noundef %145) #9
  %147 = shl i32 %146, 8
  %148 = zext i32 %147 to i64
  %149 = or disjoint i64 %148, 4294967298
  %150 = inttoptr i64 %149 to ptr
  %151 = lshr i32 %145, 24
  %152 = lshr i32 %145, 16
  %153 = lshr i32 %145, 8
  %154 = insertelement <4 x i32> poison, i32 %145, i64 0
  %155 = insertelement <4 x i32> %154, i32 %153, i64 1
  %156 = insertelement <4 x i32> %155, i32 %152, i64 2
  %157 = insertelement <4 x i32> %156, i32 %151, i64 3
  %158 = trunc <4 x i32> %157 to <4 x i8>
  store ptr %150, ptr %8, align 8
  store <4 x i8> %158, ptr %144, align 8
  %159 = xor i32 %25, -1
  %160 = fneg contract float %27
  %161 = shl i32 %22, 4
  %162 = zext i32 %161 to i64
  %163 = getelementptr inbounds nuw i32, ptr %2, i64 %162
  %164 = shl i32 %22, 2
  %165 = zext i32 %164 to i64
  %166 = getelementptr inbounds nuw i32, ptr %3, i64 %165
  %167 = shl i32 %22, 1
  %168 = zext i32 %167 to i64
  %169 = getelementptr inbounds nuw float, ptr %4, i64 %168
  call void @_Z16cgCoalescedGroupRKN18cooperative_groups4__v115coalesced_groupEjfPjPiPf(ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef %159, float noundef %160, ptr noundef %163, ptr noundef %166, ptr noundef %169) #9
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %30, i8 0, i64 20, i1 false)
  br label %170

170:                                              ; preds = %143, %135
  %171 = getelementptr inbounds nuw i8, ptr %30, i64 20
  store i32 0, ptr %171, align 4, !tbaa !5
  %172 = and i32 %25, 2
  %173 = icmp ne i32 %172, 0
  %174 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %173)
  %175 = add i32 %174, 1
  %176 = icmp ult i32 %175, 2
  br i1 %176, label %177, label %179

177:                                              ; preds = %170
  %178 = tail call noundef i32 @__nv_popc(i32 noundef -1) #9
  br label %184

179:                                              ; preds = %170
  %180 = xor i1 %173, true
  %181 = sext i1 %180 to i32
  %182 = xor i32 %174, %181
  %183 = tail call noundef i32 @__nv_popc(i32 noundef %182) #9
  br label %184

184:                                              ; preds = %177, %179
  %185 = phi i32 [ %178, %177 ], [ %183, %179 ]
  %186 = phi i32 [ -1, %177 ], [ %182, %179 ]
  %187 = shl i32 %185, 8
  %188 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !10
  %189 = and i32 %188, %186
  %190 = tail call noundef i32 @__nv_popc(i32 noundef %189) #9
  %191 = or i32 %190, %187
  %192 = getelementptr inbounds nuw i8, ptr %30, i64 24
  store i32 %191, ptr %192, align 4, !tbaa !5
  %193 = and i32 %25, 4095
  %194 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %193, i32 %186)
  %195 = getelementptr inbounds nuw i8, ptr %30, i64 28
  store i32 %194, ptr %195, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_popc(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_ffs(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.fns(i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly, i8, i64, i1 immarg) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_clz(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nounwind memory(none) }
attributes #9 = { convergent nounwind }
attributes #10 = { nounwind }

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
!9 = !{!7, !7, i64 0}
!10 = !{i64 17344134}
!11 = !{i64 17343753}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13}
!26 = distinct !{!26, !13}
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !7, i64 0}
!29 = distinct !{!29, !13}
!30 = distinct !{!30, !13}
!31 = distinct !{!31, !13}
!32 = !{i64 2164954432, i64 2164954436, i64 2164954473, i64 2164954513, i64 2164954574, i64 2164954610, i64 2164954660}
!33 = distinct !{!33, !13}
!nvvm.annotations = !{!900}
!900 = !{ptr @cg_coalesced, !"kernel", i32 1}

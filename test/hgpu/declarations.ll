; The hgpu intrinsics are declared as llvm.hgpu.* functions with the types and
; attributes their TableGen records give: lane.id (DefaultAttrsIntrinsic,
; IntrNoMem, IntrSpeculatable) and the convergent, not nosync, cross-lane
; ones with an immarg width.
;
; RUN: opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu2>' -S < %s | FileCheck %s

; CHECK: declare i32 @llvm.hgpu.lane.id() #[[LANEID:[0-9]+]]
; CHECK: declare { i32, i1 } @llvm.hgpu.shfl.down(i32, i32, i32 immarg) #[[XLANE:[0-9]+]]
; CHECK: declare i32 @llvm.hgpu.gather(i32, i32) #[[XLANE]]
; CHECK: attributes #[[LANEID]] = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; CHECK: attributes #[[XLANE]] = { convergent nocallback nofree nounwind willreturn memory(none) }

define i32 @f(i32 %v, i32 %b, i32 %c) {
  %x = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 %b, i32 6147)
  %y = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 %b, i32 %c)
  ret i32 %y
}

declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)

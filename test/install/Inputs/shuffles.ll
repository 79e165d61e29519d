; Two shuffles for the installed plugins: a broadcast from a runtime lane and
; a butterfly in 16-lane segments (__shfl_xor_sync(~0u, v, 1, 16)).
define i32 @bcast(i32 %v, i32 %lane) {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %lane, i32 31)
  ret i32 %r
}

define float @xor1_width16(float %v) {
  %r = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %v, i32 1, i32 4127)
  ret float %r
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)

; Every one of the 32 NVVM shuffles (16 llvm.nvvm.shfl.sync.* and 16 legacy
; llvm.nvvm.shfl.*: 4 modes x i32, f32, i32p, f32p) is lowered on both
; subtargets, with the full-warp c CUDA emits (0 for up, 0x1f otherwise): on
; hgpu1 through the gather, on hgpu2 through the native shuffle.  No NVVM
; call or declaration is left.
;
; RUN: opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu1>' -S < %s \
; RUN:   | FileCheck %s --check-prefix=HGPU1 --implicit-check-not=llvm.nvvm --implicit-check-not=llvm.hgpu.shfl
; RUN: opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu2>' -S < %s \
; RUN:   | FileCheck %s --check-prefix=HGPU2 --implicit-check-not=llvm.nvvm --implicit-check-not=llvm.hgpu.gather
; RUN: opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu1>' -disable-output -pass-remarks=nvvm-shfl-to-hgpu < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK1
; RUN: opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu2>' -disable-output -pass-remarks=nvvm-shfl-to-hgpu < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK2

; REMARK1-COUNT-32: remark: <unknown>:0:0: lowered shfl.{{.*}} for hgpu1 with llvm.hgpu.gather ({{[0-9]+}} instructions){{$}}
; REMARK1-NOT: remark
; REMARK2-COUNT-4: remark: <unknown>:0:0: lowered shfl.sync.idx.{{.*}} for hgpu2 with llvm.hgpu.shfl.idx
; REMARK2-COUNT-4: remark: <unknown>:0:0: lowered shfl.sync.up.{{.*}} for hgpu2 with llvm.hgpu.shfl.up
; REMARK2-COUNT-4: remark: <unknown>:0:0: lowered shfl.sync.down.{{.*}} for hgpu2 with llvm.hgpu.shfl.down
; REMARK2-COUNT-4: remark: <unknown>:0:0: lowered shfl.sync.bfly.{{.*}} for hgpu2 with llvm.hgpu.shfl.xor
; REMARK2-COUNT-4: remark: <unknown>:0:0: lowered shfl.idx.{{.*}} for hgpu2 with llvm.hgpu.shfl.idx
; REMARK2-COUNT-4: remark: <unknown>:0:0: lowered shfl.up.{{.*}} for hgpu2 with llvm.hgpu.shfl.up
; REMARK2-COUNT-4: remark: <unknown>:0:0: lowered shfl.down.{{.*}} for hgpu2 with llvm.hgpu.shfl.down
; REMARK2-COUNT-4: remark: <unknown>:0:0: lowered shfl.bfly.{{.*}} for hgpu2 with llvm.hgpu.shfl.xor
; REMARK2-NOT: remark

; HGPU1-LABEL: define i32 @sync_idx_i32(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret i32
; HGPU2-LABEL: define i32 @sync_idx_i32(
; HGPU2:         @llvm.hgpu.shfl.idx(
; HGPU2:         ret i32
define i32 @sync_idx_i32(i32 %v, i32 %b) {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

; HGPU1-LABEL: define float @sync_idx_f32(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret float
; HGPU2-LABEL: define float @sync_idx_f32(
; HGPU2:         @llvm.hgpu.shfl.idx(
; HGPU2:         ret float
define float @sync_idx_f32(float %v, i32 %b) {
  %r = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %v, i32 %b, i32 31)
  ret float %r
}

; HGPU1-LABEL: define { i32, i1 } @sync_idx_i32p(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret { i32, i1 }
; HGPU2-LABEL: define { i32, i1 } @sync_idx_i32p(
; HGPU2:         @llvm.hgpu.shfl.idx(
; HGPU2:         ret { i32, i1 }
define { i32, i1 } @sync_idx_i32p(i32 %v, i32 %b) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32 -1, i32 %v, i32 %b, i32 31)
  ret { i32, i1 } %r
}

; HGPU1-LABEL: define { float, i1 } @sync_idx_f32p(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret { float, i1 }
; HGPU2-LABEL: define { float, i1 } @sync_idx_f32p(
; HGPU2:         @llvm.hgpu.shfl.idx(
; HGPU2:         ret { float, i1 }
define { float, i1 } @sync_idx_f32p(float %v, i32 %b) {
  %r = call { float, i1 } @llvm.nvvm.shfl.sync.idx.f32p(i32 -1, float %v, i32 %b, i32 31)
  ret { float, i1 } %r
}

; HGPU1-LABEL: define i32 @sync_up_i32(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret i32
; HGPU2-LABEL: define i32 @sync_up_i32(
; HGPU2:         @llvm.hgpu.shfl.up(
; HGPU2:         ret i32
define i32 @sync_up_i32(i32 %v, i32 %b) {
  %r = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 %b, i32 0)
  ret i32 %r
}

; HGPU1-LABEL: define float @sync_up_f32(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret float
; HGPU2-LABEL: define float @sync_up_f32(
; HGPU2:         @llvm.hgpu.shfl.up(
; HGPU2:         ret float
define float @sync_up_f32(float %v, i32 %b) {
  %r = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v, i32 %b, i32 0)
  ret float %r
}

; HGPU1-LABEL: define { i32, i1 } @sync_up_i32p(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret { i32, i1 }
; HGPU2-LABEL: define { i32, i1 } @sync_up_i32p(
; HGPU2:         @llvm.hgpu.shfl.up(
; HGPU2:         ret { i32, i1 }
define { i32, i1 } @sync_up_i32p(i32 %v, i32 %b) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 %b, i32 0)
  ret { i32, i1 } %r
}

; HGPU1-LABEL: define { float, i1 } @sync_up_f32p(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret { float, i1 }
; HGPU2-LABEL: define { float, i1 } @sync_up_f32p(
; HGPU2:         @llvm.hgpu.shfl.up(
; HGPU2:         ret { float, i1 }
define { float, i1 } @sync_up_f32p(float %v, i32 %b) {
  %r = call { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(i32 -1, float %v, i32 %b, i32 0)
  ret { float, i1 } %r
}

; HGPU1-LABEL: define i32 @sync_down_i32(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret i32
; HGPU2-LABEL: define i32 @sync_down_i32(
; HGPU2:         @llvm.hgpu.shfl.down(
; HGPU2:         ret i32
define i32 @sync_down_i32(i32 %v, i32 %b) {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

; HGPU1-LABEL: define float @sync_down_f32(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret float
; HGPU2-LABEL: define float @sync_down_f32(
; HGPU2:         @llvm.hgpu.shfl.down(
; HGPU2:         ret float
define float @sync_down_f32(float %v, i32 %b) {
  %r = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v, i32 %b, i32 31)
  ret float %r
}

; HGPU1-LABEL: define { i32, i1 } @sync_down_i32p(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret { i32, i1 }
; HGPU2-LABEL: define { i32, i1 } @sync_down_i32p(
; HGPU2:         @llvm.hgpu.shfl.down(
; HGPU2:         ret { i32, i1 }
define { i32, i1 } @sync_down_i32p(i32 %v, i32 %b) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %v, i32 %b, i32 31)
  ret { i32, i1 } %r
}

; HGPU1-LABEL: define { float, i1 } @sync_down_f32p(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret { float, i1 }
; HGPU2-LABEL: define { float, i1 } @sync_down_f32p(
; HGPU2:         @llvm.hgpu.shfl.down(
; HGPU2:         ret { float, i1 }
define { float, i1 } @sync_down_f32p(float %v, i32 %b) {
  %r = call { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32 -1, float %v, i32 %b, i32 31)
  ret { float, i1 } %r
}

; HGPU1-LABEL: define i32 @sync_bfly_i32(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret i32
; HGPU2-LABEL: define i32 @sync_bfly_i32(
; HGPU2:         @llvm.hgpu.shfl.xor(
; HGPU2:         ret i32
define i32 @sync_bfly_i32(i32 %v, i32 %b) {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

; HGPU1-LABEL: define float @sync_bfly_f32(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret float
; HGPU2-LABEL: define float @sync_bfly_f32(
; HGPU2:         @llvm.hgpu.shfl.xor(
; HGPU2:         ret float
define float @sync_bfly_f32(float %v, i32 %b) {
  %r = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %v, i32 %b, i32 31)
  ret float %r
}

; HGPU1-LABEL: define { i32, i1 } @sync_bfly_i32p(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret { i32, i1 }
; HGPU2-LABEL: define { i32, i1 } @sync_bfly_i32p(
; HGPU2:         @llvm.hgpu.shfl.xor(
; HGPU2:         ret { i32, i1 }
define { i32, i1 } @sync_bfly_i32p(i32 %v, i32 %b) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 -1, i32 %v, i32 %b, i32 31)
  ret { i32, i1 } %r
}

; HGPU1-LABEL: define { float, i1 } @sync_bfly_f32p(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret { float, i1 }
; HGPU2-LABEL: define { float, i1 } @sync_bfly_f32p(
; HGPU2:         @llvm.hgpu.shfl.xor(
; HGPU2:         ret { float, i1 }
define { float, i1 } @sync_bfly_f32p(float %v, i32 %b) {
  %r = call { float, i1 } @llvm.nvvm.shfl.sync.bfly.f32p(i32 -1, float %v, i32 %b, i32 31)
  ret { float, i1 } %r
}

; HGPU1-LABEL: define i32 @legacy_idx_i32(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret i32
; HGPU2-LABEL: define i32 @legacy_idx_i32(
; HGPU2:         @llvm.hgpu.shfl.idx(
; HGPU2:         ret i32
define i32 @legacy_idx_i32(i32 %v, i32 %b) {
  %r = call i32 @llvm.nvvm.shfl.idx.i32(i32 %v, i32 %b, i32 31)
  ret i32 %r
}

; HGPU1-LABEL: define float @legacy_idx_f32(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret float
; HGPU2-LABEL: define float @legacy_idx_f32(
; HGPU2:         @llvm.hgpu.shfl.idx(
; HGPU2:         ret float
define float @legacy_idx_f32(float %v, i32 %b) {
  %r = call float @llvm.nvvm.shfl.idx.f32(float %v, i32 %b, i32 31)
  ret float %r
}

; HGPU1-LABEL: define { i32, i1 } @legacy_idx_i32p(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret { i32, i1 }
; HGPU2-LABEL: define { i32, i1 } @legacy_idx_i32p(
; HGPU2:         @llvm.hgpu.shfl.idx(
; HGPU2:         ret { i32, i1 }
define { i32, i1 } @legacy_idx_i32p(i32 %v, i32 %b) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.idx.i32p(i32 %v, i32 %b, i32 31)
  ret { i32, i1 } %r
}

; HGPU1-LABEL: define { float, i1 } @legacy_idx_f32p(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret { float, i1 }
; HGPU2-LABEL: define { float, i1 } @legacy_idx_f32p(
; HGPU2:         @llvm.hgpu.shfl.idx(
; HGPU2:         ret { float, i1 }
define { float, i1 } @legacy_idx_f32p(float %v, i32 %b) {
  %r = call { float, i1 } @llvm.nvvm.shfl.idx.f32p(float %v, i32 %b, i32 31)
  ret { float, i1 } %r
}

; HGPU1-LABEL: define i32 @legacy_up_i32(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret i32
; HGPU2-LABEL: define i32 @legacy_up_i32(
; HGPU2:         @llvm.hgpu.shfl.up(
; HGPU2:         ret i32
define i32 @legacy_up_i32(i32 %v, i32 %b) {
  %r = call i32 @llvm.nvvm.shfl.up.i32(i32 %v, i32 %b, i32 0)
  ret i32 %r
}

; HGPU1-LABEL: define float @legacy_up_f32(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret float
; HGPU2-LABEL: define float @legacy_up_f32(
; HGPU2:         @llvm.hgpu.shfl.up(
; HGPU2:         ret float
define float @legacy_up_f32(float %v, i32 %b) {
  %r = call float @llvm.nvvm.shfl.up.f32(float %v, i32 %b, i32 0)
  ret float %r
}

; HGPU1-LABEL: define { i32, i1 } @legacy_up_i32p(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret { i32, i1 }
; HGPU2-LABEL: define { i32, i1 } @legacy_up_i32p(
; HGPU2:         @llvm.hgpu.shfl.up(
; HGPU2:         ret { i32, i1 }
define { i32, i1 } @legacy_up_i32p(i32 %v, i32 %b) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.up.i32p(i32 %v, i32 %b, i32 0)
  ret { i32, i1 } %r
}

; HGPU1-LABEL: define { float, i1 } @legacy_up_f32p(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret { float, i1 }
; HGPU2-LABEL: define { float, i1 } @legacy_up_f32p(
; HGPU2:         @llvm.hgpu.shfl.up(
; HGPU2:         ret { float, i1 }
define { float, i1 } @legacy_up_f32p(float %v, i32 %b) {
  %r = call { float, i1 } @llvm.nvvm.shfl.up.f32p(float %v, i32 %b, i32 0)
  ret { float, i1 } %r
}

; HGPU1-LABEL: define i32 @legacy_down_i32(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret i32
; HGPU2-LABEL: define i32 @legacy_down_i32(
; HGPU2:         @llvm.hgpu.shfl.down(
; HGPU2:         ret i32
define i32 @legacy_down_i32(i32 %v, i32 %b) {
  %r = call i32 @llvm.nvvm.shfl.down.i32(i32 %v, i32 %b, i32 31)
  ret i32 %r
}

; HGPU1-LABEL: define float @legacy_down_f32(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret float
; HGPU2-LABEL: define float @legacy_down_f32(
; HGPU2:         @llvm.hgpu.shfl.down(
; HGPU2:         ret float
define float @legacy_down_f32(float %v, i32 %b) {
  %r = call float @llvm.nvvm.shfl.down.f32(float %v, i32 %b, i32 31)
  ret float %r
}

; HGPU1-LABEL: define { i32, i1 } @legacy_down_i32p(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret { i32, i1 }
; HGPU2-LABEL: define { i32, i1 } @legacy_down_i32p(
; HGPU2:         @llvm.hgpu.shfl.down(
; HGPU2:         ret { i32, i1 }
define { i32, i1 } @legacy_down_i32p(i32 %v, i32 %b) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.down.i32p(i32 %v, i32 %b, i32 31)
  ret { i32, i1 } %r
}

; HGPU1-LABEL: define { float, i1 } @legacy_down_f32p(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret { float, i1 }
; HGPU2-LABEL: define { float, i1 } @legacy_down_f32p(
; HGPU2:         @llvm.hgpu.shfl.down(
; HGPU2:         ret { float, i1 }
define { float, i1 } @legacy_down_f32p(float %v, i32 %b) {
  %r = call { float, i1 } @llvm.nvvm.shfl.down.f32p(float %v, i32 %b, i32 31)
  ret { float, i1 } %r
}

; HGPU1-LABEL: define i32 @legacy_bfly_i32(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret i32
; HGPU2-LABEL: define i32 @legacy_bfly_i32(
; HGPU2:         @llvm.hgpu.shfl.xor(
; HGPU2:         ret i32
define i32 @legacy_bfly_i32(i32 %v, i32 %b) {
  %r = call i32 @llvm.nvvm.shfl.bfly.i32(i32 %v, i32 %b, i32 31)
  ret i32 %r
}

; HGPU1-LABEL: define float @legacy_bfly_f32(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret float
; HGPU2-LABEL: define float @legacy_bfly_f32(
; HGPU2:         @llvm.hgpu.shfl.xor(
; HGPU2:         ret float
define float @legacy_bfly_f32(float %v, i32 %b) {
  %r = call float @llvm.nvvm.shfl.bfly.f32(float %v, i32 %b, i32 31)
  ret float %r
}

; HGPU1-LABEL: define { i32, i1 } @legacy_bfly_i32p(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret { i32, i1 }
; HGPU2-LABEL: define { i32, i1 } @legacy_bfly_i32p(
; HGPU2:         @llvm.hgpu.shfl.xor(
; HGPU2:         ret { i32, i1 }
define { i32, i1 } @legacy_bfly_i32p(i32 %v, i32 %b) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.bfly.i32p(i32 %v, i32 %b, i32 31)
  ret { i32, i1 } %r
}

; HGPU1-LABEL: define { float, i1 } @legacy_bfly_f32p(
; HGPU1:         call i32 @llvm.hgpu.gather(
; HGPU1:         ret { float, i1 }
; HGPU2-LABEL: define { float, i1 } @legacy_bfly_f32p(
; HGPU2:         @llvm.hgpu.shfl.xor(
; HGPU2:         ret { float, i1 }
define { float, i1 } @legacy_bfly_f32p(float %v, i32 %b) {
  %r = call { float, i1 } @llvm.nvvm.shfl.bfly.f32p(float %v, i32 %b, i32 31)
  ret { float, i1 } %r
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32, i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.sync.idx.f32p(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32, i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.sync.bfly.f32p(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.idx.i32(i32, i32, i32)
declare float @llvm.nvvm.shfl.idx.f32(float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.idx.i32p(i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.idx.f32p(float, i32, i32)
declare i32 @llvm.nvvm.shfl.up.i32(i32, i32, i32)
declare float @llvm.nvvm.shfl.up.f32(float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.up.i32p(i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.up.f32p(float, i32, i32)
declare i32 @llvm.nvvm.shfl.down.i32(i32, i32, i32)
declare float @llvm.nvvm.shfl.down.f32(float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.down.i32p(i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.down.f32p(float, i32, i32)
declare i32 @llvm.nvvm.shfl.bfly.i32(i32, i32, i32)
declare float @llvm.nvvm.shfl.bfly.f32(float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.bfly.i32p(i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.bfly.f32p(float, i32, i32)

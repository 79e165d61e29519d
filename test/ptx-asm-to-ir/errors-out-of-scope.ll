; Tensor-core, TMA and async-copy PTX (mma, wmma, ldmatrix, cp.async,
; cp.async.bulk, fence.proxy.async, ...) is out of the translator's scope
; and says so.
; RUN: split-file %s %t
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/mma.ll 2>&1 | FileCheck %s --check-prefix=MMA
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/ldmatrix.ll 2>&1 | FileCheck %s --check-prefix=LDMATRIX
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/cp-async.ll 2>&1 | FileCheck %s --check-prefix=CPASYNC
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/cp-async-bulk.ll 2>&1 | FileCheck %s --check-prefix=BULK
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/wmma.ll 2>&1 | FileCheck %s --check-prefix=WMMA
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/fence-proxy.ll 2>&1 | FileCheck %s --check-prefix=PROXY

; MMA: error: <unknown>:0:0: in function f {{.*}}: inline PTX 'mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};' cannot be translated: tensor-core/TMA/async-copy PTX is not supported ('mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32')
; LDMATRIX: error: <unknown>:0:0: in function f {{.*}}: inline PTX 'ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0,$1,$2,$3}, [$4];' cannot be translated: tensor-core/TMA/async-copy PTX is not supported ('ldmatrix.sync.aligned.m8n8.x4.shared.b16')
; CPASYNC: error: <unknown>:0:0: in function f {{.*}}: inline PTX 'cp.async.ca.shared.global [$0], [$1], 16;' cannot be translated: tensor-core/TMA/async-copy PTX is not supported ('cp.async.ca.shared.global')
; BULK: error: <unknown>:0:0: in function f {{.*}}: inline PTX 'cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];' cannot be translated: tensor-core/TMA/async-copy PTX is not supported ('cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes')
; WMMA: error: <unknown>:0:0: in function f {{.*}}: inline PTX 'wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {$0}, {$1}, {$2}, {$3};' cannot be translated: tensor-core/TMA/async-copy PTX is not supported ('wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32')
; PROXY: error: <unknown>:0:0: in function f {{.*}}: inline PTX 'fence.proxy.async.shared::cta;' cannot be translated: tensor-core/TMA/async-copy PTX is not supported ('fence.proxy.async.shared::cta')

;--- mma.ll
define void @f(i32 %a) {
  %r = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %a, i32 %a, i32 %a, float 0.0, float 0.0, float 0.0, float 0.0)
  ret void
}
;--- ldmatrix.ll
define void @f(i32 %a) {
  %r = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0,$1,$2,$3}, [$4];", "=r,=r,=r,=r,r"(i32 %a)
  ret void
}
;--- cp-async.ll
define void @f(i32 %a, ptr %p) {
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 16;", "r,l"(i32 %a, ptr %p)
  ret void
}
;--- cp-async-bulk.ll
define void @f(i32 %a, ptr %p, i32 %n, i32 %b) {
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r"(i32 %a, ptr %p, i32 %n, i32 %b)
  ret void
}
;--- wmma.ll
define void @f(float %a) {
  %r = call float asm sideeffect "wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {$0}, {$1}, {$2}, {$3};", "=f,f,f,f"(float %a, float %a, float %a)
  ret void
}
;--- fence-proxy.ll
define void @f() {
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"()
  ret void
}

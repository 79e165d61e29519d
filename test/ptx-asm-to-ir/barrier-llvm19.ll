; bar.sync/barrier.sync become LLVM 19's NVVM block barrier: aligned for
; bar.sync and barrier.sync.aligned, a thread count selecting the counted
; form.  They carry the asm's convergence-control bundle.
; REQUIRES: llvm19
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; CHECK-LABEL: define void @barriers(
; CHECK-NEXT: call void @llvm.nvvm.bar.sync(i32 0)
; CHECK-NEXT: call void @llvm.nvvm.barrier.sync(i32 1)
; CHECK-NEXT: call void @llvm.nvvm.bar.sync(i32 2)
; CHECK-NEXT: call void @llvm.nvvm.barrier(i32 3, i32 %n)
; CHECK-NEXT: ret void
define void @barriers(i32 %n) {
  call void asm sideeffect "bar.sync 0;", "~{memory}"()
  call void asm sideeffect "barrier.sync 1;", "~{memory}"()
  call void asm sideeffect "barrier.sync.aligned 2;", "~{memory}"()
  call void asm sideeffect "bar.sync 3, $0;", "r,~{memory}"(i32 %n)
  ret void
}

; CHECK-LABEL: define void @bundle(
; CHECK-NEXT: %tok = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT: call void @llvm.nvvm.bar.sync(i32 0) [ "convergencectrl"(token %tok) ]
; CHECK-NEXT: ret void
define void @bundle() convergent {
  %tok = call token @llvm.experimental.convergence.entry()
  call void asm sideeffect "bar.sync 0;", "~{memory}"() #0 [ "convergencectrl"(token %tok) ]
  ret void
}

declare token @llvm.experimental.convergence.entry()

; LLVM 19's verifier wants the call that carries the token convergent.
attributes #0 = { convergent }

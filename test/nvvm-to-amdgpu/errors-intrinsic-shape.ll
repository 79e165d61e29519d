; Special registers, barriers and fences whose names this LLVM does not
; declare may come with any signature.  Before the pass replaces one, it
; checks the shape it relies on: a special register returns an integer (it
; is zero-extended or truncated to the call's type), a barrier or fence
; returns nothing (it is replaced by no value).  A result of another type, or
; a result still in use, was a crash; it is an error at the call.  Names that
; LLVM 19 does not declare and LLVM 22 does (and checks) run on LLVM 19 only.
; RUN: split-file %s %t
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/sreg.ll 2>&1 | FileCheck %s --check-prefix=SREG
; RUN: %if llvm19 %{ not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/smem19.ll 2>&1 | FileCheck %s --check-prefix=SMEM %}
; RUN: %if llvm19 %{ not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/barrier19.ll 2>&1 | FileCheck %s --check-prefix=BAR %}

; SREG: error: <unknown>:0:0: in function sreg float (): cannot lower call to 'llvm.nvvm.read.ptx.sreg.ctaid.q': unexpected signature 'float ()' (expected an integer result)
; SMEM: error: <unknown>:0:0: in function smem float (): cannot lower call to 'llvm.nvvm.read.ptx.sreg.dynamic_smem_size': unexpected signature 'float ()' (expected an integer result)
; BAR: error: <unknown>:0:0: in function bar i32 (): cannot lower call to 'llvm.nvvm.barrier.cta.sync.all': unexpected signature 'i32 (i32)' (expected a void result)

;--- sreg.ll
target triple = "nvptx64-nvidia-cuda"
define float @sreg() {
  %r = call float @llvm.nvvm.read.ptx.sreg.ctaid.q()
  ret float %r
}
declare float @llvm.nvvm.read.ptx.sreg.ctaid.q()

;--- smem19.ll
target triple = "nvptx64-nvidia-cuda"
define float @smem() {
  %r = call float @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
  ret float %r
}
declare float @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()

;--- barrier19.ll
target triple = "nvptx64-nvidia-cuda"
define i32 @bar() {
  %r = call i32 @llvm.nvvm.barrier.cta.sync.all(i32 0)
  ret i32 %r
}
declare i32 @llvm.nvvm.barrier.cta.sync.all(i32)

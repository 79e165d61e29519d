; A kernel that amdgpu_kernel cannot express (the verifier would reject the
; module: a kernel returns void and takes no sret, inalloca or preallocated
; parameter, no byref pointer to the stack and no varargs) is an error that
; names the kernel and the reason, at the kernel's source line.  The pass
; used to emit a module that failed verification.  opt stops at the first
; error, so each case is its own file; both kernel markings (clang 22's
; ptx_kernel, clang 19's annotations).
; RUN: split-file %s %t
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/ret.ll 2>&1 | FileCheck %s --check-prefix=RET
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/sret.ll 2>&1 | FileCheck %s --check-prefix=SRET
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/inalloca.ll 2>&1 | FileCheck %s --check-prefix=INALLOCA
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/preallocated.ll 2>&1 | FileCheck %s --check-prefix=PREALLOCATED
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/byref.ll 2>&1 | FileCheck %s --check-prefix=BYREF
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/ret19.ll 2>&1 | FileCheck %s --check-prefix=RET19
; LLVM 22 reads the annotation as ptx_kernel, which cannot be variadic: only
; LLVM 19 accepts this input.
; RUN: %if llvm19 %{ not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/varargs.ll 2>&1 | FileCheck %s --check-prefix=VARARGS %}
; A byref parameter in global memory is a valid kernel parameter.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S %t/byref-global.ll | FileCheck %s --check-prefix=GLOBAL

; RET: error: k.cu:4:0: in function ret i32 (): kernel 'ret' returns a value; an AMDGPU kernel returns void
; SRET: error: <unknown>:0:0: in function sret void (ptr): kernel 'sret' has a parameter passed 'sret' (parameter 0), which an AMDGPU kernel cannot take
; INALLOCA: error: <unknown>:0:0: in function inalloca void (i32, ptr): kernel 'inalloca' has a parameter passed 'inalloca' (parameter 1), which an AMDGPU kernel cannot take
; PREALLOCATED: error: <unknown>:0:0: in function preallocated void (ptr): kernel 'preallocated' has a parameter passed 'preallocated' (parameter 0), which an AMDGPU kernel cannot take
; BYREF: error: <unknown>:0:0: in function byref_stack void (ptr addrspace(5)): kernel 'byref_stack' has a parameter passed 'byref' (parameter 0), which an AMDGPU kernel cannot take
; RET19: error: <unknown>:0:0: in function ret19 float (): kernel 'ret19' returns a value; an AMDGPU kernel returns void
; VARARGS: error: <unknown>:0:0: in function varargs void (i32, ...): kernel 'varargs' is variadic; an AMDGPU kernel has a fixed parameter list
; GLOBAL: define amdgpu_kernel void @byref_global(ptr addrspace(1) byref(i32) %p)

;--- ret.ll
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel i32 @ret() !dbg !5 {
  ret i32 1
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "ret", scope: !1, file: !1, line: 4, type: !6, scopeLine: 4, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}

;--- sret.ll
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @sret(ptr sret(i32) %p) {
  store i32 1, ptr %p
  ret void
}

;--- inalloca.ll
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @inalloca(i32 %x, ptr inalloca(i32) %p) {
  ret void
}

;--- preallocated.ll
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @preallocated(ptr preallocated(i32) %p) {
  ret void
}

;--- byref.ll
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @byref_stack(ptr addrspace(5) byref(i32) %p) {
  ret void
}

;--- ret19.ll
target triple = "nvptx64-nvidia-cuda"
define float @ret19() {
  ret float 1.0
}
!nvvm.annotations = !{!0}
!0 = !{ptr @ret19, !"kernel", i32 1}

;--- varargs.ll
target triple = "nvptx64-nvidia-cuda"
define void @varargs(i32 %x, ...) {
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @varargs, !"kernel", i32 1}

;--- byref-global.ll
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @byref_global(ptr addrspace(1) byref(i32) %p) {
  ret void
}

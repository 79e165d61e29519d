; The module's own amdhsa_code_object_version flag decides when no
; code-object-version parameter is given, and is kept as it is; a parameter
; that contradicts it is an error.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a;code-object-version=5>' -S < %s | FileCheck %s
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a;code-object-version=4>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=CONFLICT

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define hidden i32 @nctaid_x(
; CHECK-NEXT:    %implicitarg.ptr = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
; CHECK-NEXT:    %nctaid.x.addr = getelementptr inbounds i8, ptr addrspace(4) %implicitarg.ptr, i64 0
; CHECK-NEXT:    %nctaid.x = load i32, ptr addrspace(4) %nctaid.x.addr, align 4, !invariant.load
; CHECK-NEXT:    ret i32 %nctaid.x
define i32 @nctaid_x() {
  %v = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  ret i32 %v
}

; CHECK: !llvm.module.flags = !{![[FLAG:[0-9]+]]}
; CHECK: ![[FLAG]] = !{i32 1, !"amdhsa_code_object_version", i32 500}
; CHECK-NOT: amdhsa_code_object_version

; CONFLICT: error: <unknown>:0:0: in function nctaid_x i32 (): the module's amdhsa_code_object_version is 5 but nvvm-to-amdgpu was given code-object-version=4

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}

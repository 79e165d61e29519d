; A call that passes a struct by value (CUDA's __half2 and friends are
; passed as `ptr byval(T)`) gets its copy from the caller: a private alloca,
; a memcpy and a generic pointer to it, and neither the call nor the callee
; keeps `byval`.  LLVM does not inline a byval call whose pointer is not in
; the alloca address space (AMDGPU's is 5); without it, the call inlines.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>,always-inline' -S < %s | FileCheck %s --check-prefix=INLINED

target triple = "nvptx64-nvidia-cuda"

%struct.half2 = type { i16, i16 }

; CHECK-LABEL: define internal i16 @low(ptr noalias align 4 dereferenceable(4) %h)
; CHECK-NEXT:    %v = load i16, ptr %h, align 4
; CHECK-NEXT:    store i16 0, ptr %h, align 4
; CHECK-NEXT:    ret i16 %v
define internal i16 @low(ptr byval(%struct.half2) align 4 %h) alwaysinline {
  %v = load i16, ptr %h, align 4
  store i16 0, ptr %h, align 4
  ret i16 %v
}

; CHECK-LABEL: define hidden i16 @caller(
; CHECK-NEXT:    %src.byval = alloca %struct.half2, align 4, addrspace(5)
; CHECK-NEXT:    call void @llvm.memcpy.p5.p0.i64(ptr addrspace(5) align 4 %src.byval, ptr align 4 %src, i64 4, i1 false)
; CHECK-NEXT:    %src.byval.ptr = addrspacecast ptr addrspace(5) %src.byval to ptr
; CHECK-NEXT:    %r = call i16 @low(ptr align 4 %src.byval.ptr)
; CHECK-NEXT:    ret i16 %r
; INLINED-LABEL: define hidden i16 @caller(
; INLINED-NOT:   call i16 @low
; INLINED:       ret i16
define i16 @caller(ptr %src) {
  %r = call i16 @low(ptr byval(%struct.half2) align 4 %src)
  ret i16 %r
}

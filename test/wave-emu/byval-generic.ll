; An aggregate passed `byval` in the generic address space to a function
; that is not inlined (valid IR, accepted by llc): the emulator inlines it,
; and the copy the inliner makes is a private alloca.  Each call gets its own
; copy: the callee's store to it is not seen by the caller or the next call.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --kernel=k --block=8 --arg=buf:out:i32:8 --print=out | FileCheck %s
; RUN: %wave-emu -mcpu=gfx1100 %s --kernel=k --block=8 --arg=buf:out:i32:8 --print=out | FileCheck %s
; CHECK: out[0]: 200 201 202 203 204 205 206 207

target triple = "amdgcn-amd-amdhsa"

%S = type { i32, i32, i32 }

define internal i32 @f(ptr byval(%S) align 4 %s, i32 %x) noinline {
  %p = getelementptr %S, ptr %s, i32 0, i32 1
  %v = load i32, ptr %p
  store i32 %x, ptr %p
  %r = add i32 %v, %x
  ret i32 %r
}

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a5 = alloca %S, align 4, addrspace(5)
  %a = addrspacecast ptr addrspace(5) %a5 to ptr
  %p = getelementptr %S, ptr %a, i32 0, i32 1
  store i32 100, ptr %p
  %r = call i32 @f(ptr byval(%S) align 4 %a, i32 %t)
  %r2 = call i32 @f(ptr byval(%S) align 4 %a, i32 %r)
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %r2, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

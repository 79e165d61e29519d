; Several --launch files run in order on one compiled module, each output
; after an "== launch FILE" line; per-launch cross-lane counts.  The first
; launch that fails stops the run with its file named, after the outputs of
; the launches before it.
; RUN: %wave-emu -mcpu=gfx1100 %s --launch=%S/Inputs/saxpy.launch \
; RUN:   --launch=%S/Inputs/saxpy-a1.launch --count-ops | FileCheck %s
; RUN: not %wave-emu -mcpu=gfx1100 %s --launch=%S/Inputs/saxpy.launch \
; RUN:   --launch=%S/Inputs/no-such-kernel.launch 2>&1 | FileCheck %s --check-prefix=BAD
; CHECK:      == launch {{.*}}saxpy.launch
; CHECK-NEXT: cross-lane operations: 0
; CHECK-NEXT: y[0]: 1 2.25 3.5 4.75 6 7.25 8.5 9.75
; CHECK:      y[56]: 71 72.25 73.5 74.75 1 1 1 1
; CHECK-NEXT: == launch {{.*}}saxpy-a1.launch
; CHECK-NEXT: cross-lane operations: 0
; CHECK-NEXT: y[0]: 1 1.5 2 2.5 3 3.5 4 4.5
; CHECK:      y[56]: 29 29.5 30 30.5 1 1 1 1
; CHECK-NOT:  ==
; BAD:        == launch {{.*}}saxpy.launch
; BAD:        y[56]: 71 72.25 73.5 74.75 1 1 1 1
; BAD-NEXT:   wave-emu: error: {{.*}}no-such-kernel.launch: no kernel named 'saxpy2'
; BAD-NOT:    ==
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @saxpy(ptr addrspace(1) %x, ptr addrspace(1) %y, float %a, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %wsp = getelementptr i8, ptr addrspace(4) %dp, i64 4
  %ws = load i16, ptr addrspace(4) %wsp
  %ws32 = zext i16 %ws to i32
  %base = mul i32 %wg, %ws32
  %i = add i32 %base, %tid
  %in = icmp ult i32 %i, %n
  br i1 %in, label %body, label %exit
body:
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %py = getelementptr float, ptr addrspace(1) %y, i32 %i
  %xv = load float, ptr addrspace(1) %px
  %yv = load float, ptr addrspace(1) %py
  %ax = fmul float %a, %xv
  %r = fadd float %ax, %yv
  store float %r, ptr addrspace(1) %py
  br label %exit
exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

; The calls are lowered function by function, in module order, and within a
; function in program order, whatever the order of the declarations: a
; function's code and tables are visited in one stretch, and each call comes
; after the calls whose range-check parts it may share.  The remarks show the
; order: @first's bfly call comes before its idx call (idx is declared
; first), and @second's call before @third's.  @first's xor 1 only has to be
; right on lane 0, the lane its broadcast reads.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu -disable-output %s 2>&1 | FileCheck %s
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S %s | FileCheck %s --check-prefix=IR

; CHECK:      remark: <unknown>:0:0: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave32 with quad_perm:[1,1,2,3], exact on the demanded lanes 0x1 (1 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with readlane 0 (4 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave64 with quad_perm:[2,3,0,1] (1 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with ds_bpermute (2 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave32 with quad_perm:[1,0,3,2] (1 instructions)
; CHECK-NOT:  remark

; IR-LABEL: define i32 @first(
; IR-NEXT:    %b = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %x, i32 229, i32 15, i32 15, i1 true)
; IR-NEXT:    %i.moved.exec = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; IR-NEXT:    %i.moved.lane0 = call i32 @llvm.amdgcn.readlane.i32(i32 %b, i32 0)
; IR-NEXT:    %i.moved.lane0.active = trunc i32 %i.moved.exec to i1
; IR-NEXT:    %i = select i1 %i.moved.lane0.active, i32 %i.moved.lane0, i32 0
; IR-NEXT:    ret i32 %i
; IR-LABEL: define i32 @second(
; IR-NEXT:    %b = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %x, i32 78, i32 15, i32 15, i1 true)
; IR-NEXT:    ret i32 %b
; IR-LABEL: define i32 @third(
; IR-NEXT:    %l.addr = shl i32 %l, 2
; IR-NEXT:    %i = call i32 @llvm.amdgcn.ds.bpermute(i32 %l.addr, i32 %x)
; IR-NEXT:    %b = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %i, i32 177, i32 15, i32 15, i1 true)
; IR-NEXT:    ret i32 %b

define i32 @first(i32 %x) #0 {
  %b = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 1, i32 31)
  %i = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %b, i32 0, i32 31)
  ret i32 %i
}

define i32 @second(i32 %x) #1 {
  %b = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 2, i32 31)
  ret i32 %b
}

define i32 @third(i32 %x, i32 %l) #0 {
  %i = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %l, i32 31)
  %b = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %i, i32 1, i32 31)
  ret i32 %b
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

attributes #0 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }
attributes #1 = { "target-cpu"="gfx90a" }

; Two whole wave mode regions in one block, and a set.inactive outside both:
; each region is outlined and run on its own, with its own inactive value
; (1000, then 2000), and the leftover set.inactive is its first operand.
; The odd lanes take the branch; row_shr:1 reads the even lane below.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=8 --arg=buf:out:i32:24 \
; RUN:   --print=out | FileCheck %s
; CHECK:      out[0]: 0 1000 0 1000 0 1000 0 1000
; CHECK-NEXT: out[8]: 0 2000 0 2000 0 2000 0 2000
; CHECK-NEXT: out[16]: 0 -7 0 -7 0 -7 0 -7
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = trunc i32 %tid to i1
  br i1 %odd, label %then, label %exit
then:
  %a = call i32 @llvm.amdgcn.set.inactive.i32(i32 %tid, i32 1000)
  %da = call i32 @llvm.amdgcn.update.dpp.i32(i32 -7, i32 %a, i32 273, i32 15, i32 15, i1 false)
  %ra = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %da)
  %b = call i32 @llvm.amdgcn.set.inactive.i32(i32 %tid, i32 2000)
  %db = call i32 @llvm.amdgcn.update.dpp.i32(i32 -7, i32 %b, i32 273, i32 15, i32 15, i1 false)
  %rb = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %db)
  %c = call i32 @llvm.amdgcn.set.inactive.i32(i32 %tid, i32 3000)
  %dc = call i32 @llvm.amdgcn.update.dpp.i32(i32 -7, i32 %c, i32 273, i32 15, i32 15, i1 false)
  %pa = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ra, ptr addrspace(1) %pa
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 8
  store i32 %rb, ptr addrspace(1) %pb
  %pc = getelementptr i32, ptr addrspace(1) %pa, i32 16
  store i32 %dc, ptr addrspace(1) %pc
  br label %exit
exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)

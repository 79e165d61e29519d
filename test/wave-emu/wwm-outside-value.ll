; In a whole wave mode region, a lane that was inactive sees a value from
; outside the region only through set.inactive.  Any other value defined
; outside (here %tid) holds nothing meaningful in that lane's register on the
; hardware; the emulator gives it the poison pattern 0xdeadbeef, so a result
; that depends on it shows up.  Each odd lane reads its even neighbour's
; %tid + 1, i.e. 0xdeadbeef + 1; a region over set.inactive alone
; (wwm-set-inactive.ll) is exact.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=8 --arg=buf:out:i32:8 \
; RUN:   --print=out:hex | FileCheck %s
; CHECK: out[0]: 0x00000000 0xdeadbef0 0x00000000 0xdeadbef0 0x00000000 0xdeadbef0 0x00000000 0xdeadbef0
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = trunc i32 %tid to i1
  br i1 %odd, label %then, label %exit
then:
  %in = call i32 @llvm.amdgcn.set.inactive.i32(i32 0, i32 1)
  %t = add i32 %in, %tid
  %x = call i32 @llvm.amdgcn.update.dpp.i32(i32 -7, i32 %t, i32 273, i32 15, i32 15, i1 false)
  %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %x)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)

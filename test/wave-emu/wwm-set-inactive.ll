; Whole wave mode: the same row_shr:1 DPP as dpp-inactive-source.ll, but on
; set.inactive's value inside a strict.wwm region, so the even lanes (not in
; the branch) take part: they hold the inactive value 1000, and the region's
; mbcnt gives them their own lane ids.  Each odd lane reads its even
; neighbour's 1000 + (lane - 1) instead of keeping old.  (A value from
; outside the region other than through set.inactive is poison in the even
; lanes: wwm-outside-value.ll.)  Outside the region
; (%plain) set.inactive is its first operand: row_shr:1 reads an inactive
; lane again and keeps old (-7).  Wave64 on gfx90a, wave32 on gfx1100.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: llc -mcpu=gfx1100 %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:out:i32:128 \
; RUN:   --print=out --print-width=16 | FileCheck %s --check-prefixes=CHECK,W64
; RUN: %wave-emu -mcpu=gfx1100 %s --block=32 --arg=buf:out:i32:128 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: 0 1000 0 1002 0 1004 0 1006 0 1008 0 1010 0 1012 0 1014
; CHECK-NEXT: out[16]: 0 1016 0 1018 0 1020 0 1022 0 1024 0 1026 0 1028 0 1030
; W64-NEXT:   out[32]: 0 1032 0 1034 0 1036 0 1038 0 1040 0 1042 0 1044 0 1046
; W64-NEXT:   out[48]: 0 1048 0 1050 0 1052 0 1054 0 1056 0 1058 0 1060 0 1062
; CHECK:      out[64]: 0 -7 0 -7 0 -7 0 -7 0 -7 0 -7 0 -7 0 -7
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = trunc i32 %tid to i1
  br i1 %odd, label %then, label %exit
then:
  %v = add i32 %tid, 5000
  %in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 1000)
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %t = add i32 %in, %lane
  %x = call i32 @llvm.amdgcn.update.dpp.i32(i32 -7, i32 %t, i32 273, i32 15, i32 15, i1 false)
  %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %x)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  %plain = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 1000)
  %y = call i32 @llvm.amdgcn.update.dpp.i32(i32 -7, i32 %plain, i32 273, i32 15, i32 15, i1 false)
  %q = getelementptr i32, ptr addrspace(1) %p, i32 64
  store i32 %y, ptr addrspace(1) %q
  br label %exit
exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)

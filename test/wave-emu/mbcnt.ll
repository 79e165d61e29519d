; mbcnt.lo/hi add the number of mask bits below the lane: the lane id with
; an all-ones mask; with the mask 0xaaaaaaaa (odd lanes) in the low half and
; 0xf in the high half, lane 34 counts 16 + 2.  In wave32, mbcnt.hi adds 0.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: llc -mcpu=gfx1100 %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:id:i32:64 \
; RUN:   --arg=buf:cnt:i32:64 --print=id --print=cnt --print-width=16 \
; RUN:   | FileCheck %s --check-prefix=W64
; RUN: %wave-emu -mcpu=gfx1100 %s --block=32 --arg=buf:id:i32:64 \
; RUN:   --arg=buf:cnt:i32:64 --print=cnt --print-width=16 \
; RUN:   | FileCheck %s --check-prefix=W32
; W64:      id[0]: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
; W64:      id[48]: 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63
; W64:      cnt[0]: 0 0 1 1 2 2 3 3 4 4 5 5 6 6 7 7
; W64-NEXT: cnt[16]: 8 8 9 9 10 10 11 11 12 12 13 13 14 14 15 15
; W64-NEXT: cnt[32]: 16 17 18 19 20 20 20 20 20 20 20 20 20 20 20 20
; W64-NEXT: cnt[48]: 20 20 20 20 20 20 20 20 20 20 20 20 20 20 20 20
; W32:      cnt[0]: 0 0 1 1 2 2 3 3 4 4 5 5 6 6 7 7
; W32-NEXT: cnt[16]: 8 8 9 9 10 10 11 11 12 12 13 13 14 14 15 15
; W32-NEXT: cnt[32]: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @mbcnt(ptr addrspace(1) %id, ptr addrspace(1) %cnt) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %c.lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 u0xaaaaaaaa, i32 0)
  %c = call i32 @llvm.amdgcn.mbcnt.hi(i32 15, i32 %c.lo)
  %p1 = getelementptr i32, ptr addrspace(1) %id, i32 %tid
  store i32 %lane, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %cnt, i32 %tid
  store i32 %c, ptr addrspace(1) %p2
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)

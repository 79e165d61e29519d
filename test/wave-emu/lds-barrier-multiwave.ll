; Two workgroups of 128 work-items (two waves of 64 on gfx90a).  Each lane
; writes its LDS slot, the workgroup meets at s.barrier, then each lane
; reads the slot of work-item 127 - tid, which the *other* wave wrote.  LDS
; is per workgroup (group 1 sees its own 1000 + ...).  The block size comes
; from the dispatch packet and the group count from the implicit arguments.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --grid=2 --block=128 --arg=buf:out:i32:256 \
; RUN:   --arg=buf:sizes:i32:2 --print=out --print=sizes --print-width=16 \
; RUN:   | FileCheck %s
; CHECK:      out[0]: 127 126 125 124 123 122 121 120 119 118 117 116 115 114 113 112
; CHECK:      out[64]: 63 62 61 60 59 58 57 56 55 54 53 52 51 50 49 48
; CHECK:      out[128]: 1127 1126 1125 1124 1123 1122 1121 1120 1119 1118 1117 1116 1115 1114 1113 1112
; CHECK:      out[240]: 1015 1014 1013 1012 1011 1010 1009 1008 1007 1006 1005 1004 1003 1002 1001 1000
; CHECK-NEXT: sizes[0]: 128 2
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [128 x i32] poison, align 4

define amdgpu_kernel void @exchange(ptr addrspace(1) %out, ptr addrspace(1) %sizes) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %wg, 1000
  %v = add i32 %base, %tid
  %slot = getelementptr [128 x i32], ptr addrspace(3) @lds, i32 0, i32 %tid
  store i32 %v, ptr addrspace(3) %slot
  call void @llvm.amdgcn.s.barrier()
  %other = sub i32 127, %tid
  %oslot = getelementptr [128 x i32], ptr addrspace(3) @lds, i32 0, i32 %other
  %r = load i32, ptr addrspace(3) %oslot
  %gbase = mul i32 %wg, 128
  %gid = add i32 %gbase, %tid
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r, ptr addrspace(1) %po
  %first = icmp eq i32 %gid, 0
  br i1 %first, label %meta, label %exit
meta:
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %wsp = getelementptr i8, ptr addrspace(4) %dp, i64 4
  %ws = load i16, ptr addrspace(4) %wsp
  %ws32 = zext i16 %ws to i32
  store i32 %ws32, ptr addrspace(1) %sizes
  %ip = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %nb = load i32, ptr addrspace(4) %ip
  %ps = getelementptr i32, ptr addrspace(1) %sizes, i32 1
  store i32 %nb, ptr addrspace(1) %ps
  br label %exit
exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()

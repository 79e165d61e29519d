; row_mask 0x5 lets only rows 0 and 2 write, bank_mask 0x3 only the first
; two 4-lane banks of each row; the other lanes keep old (1000 + lane).
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:out:i32:64 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: 100 101 102 103 104 105 106 107 1008 1009 1010 1011 1012 1013 1014 1015
; CHECK-NEXT: out[16]: 1016 1017 1018 1019 1020 1021 1022 1023 1024 1025 1026 1027 1028 1029 1030 1031
; CHECK-NEXT: out[32]: 132 133 134 135 136 137 138 139 1040 1041 1042 1043 1044 1045 1046 1047
; CHECK-NEXT: out[48]: 1048 1049 1050 1051 1052 1053 1054 1055 1056 1057 1058 1059 1060 1061 1062 1063
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @masks(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = add i32 %tid, 1000
  %src = add i32 %tid, 100
  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %src, i32 228, i32 5, i32 3, i1 false)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)

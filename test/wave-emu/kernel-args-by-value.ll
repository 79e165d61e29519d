; Structs and arrays by value reach the kernel with the values the launch
; gives: byref structs (with holes, and one holding a buffer's address, as
; nvvm-to-amdgpu passes CUDA's structs), a direct aggregate and an array,
; placed at the AMDGPU kernel ABI's offsets between scalars.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=1 --arg=buf:out:i64:12 --arg=i8:-5 \
; RUN:   --arg='{i8:7, f64:1.5, i16:-300}' --arg='{i16:1000, i8:-1}' --arg=i32[3]:1,2,3 \
; RUN:   --arg='{buf:in:i64:4=iota:10:1, i32:42, u8[3]:4,5,6}' --print=out --print-width=12 | FileCheck %s
; RUN: %wave-emu -mcpu=gfx1100 %s --block=1 --arg=buf:out:i64:12 --arg=i8:-5 \
; RUN:   --arg='{i8:7, f64:1.5, i16:-300}' --arg='{i16:1000, i8:-1}' --arg=i32[3]:1,2,3 \
; RUN:   --arg='{buf:in:i64:4=iota:10:1, i32:42, u8[3]:4,5,6}' --print=out --print-width=12 | FileCheck %s

; f64 1.5 is 0x3ff8000000000000 = 4609434218613702656.
; CHECK: out[0]: -5 7 4609434218613702656 -300 1000 -1 1 2 3 11 42 6

target triple = "amdgcn-amd-amdhsa"

%struct.S = type { i8, double, i16 }
%struct.T = type { i16, i8 }
%struct.P = type { ptr addrspace(1), i32, [3 x i8] }

define amdgpu_kernel void @k(ptr addrspace(1) %out, i8 %pre,
                             ptr addrspace(4) byref(%struct.S) align 8 %s,
                             %struct.T %t, [3 x i32] %arr,
                             ptr addrspace(4) byref(%struct.P) align 8 %pk) {
  %pre.64 = sext i8 %pre to i64
  store i64 %pre.64, ptr addrspace(1) %out, align 8
  %s.c = load i8, ptr addrspace(4) %s, align 8
  %s.c.64 = sext i8 %s.c to i64
  %o1 = getelementptr i64, ptr addrspace(1) %out, i64 1
  store i64 %s.c.64, ptr addrspace(1) %o1, align 8
  %s.d.p = getelementptr %struct.S, ptr addrspace(4) %s, i64 0, i32 1
  %s.d = load i64, ptr addrspace(4) %s.d.p, align 8
  %o2 = getelementptr i64, ptr addrspace(1) %out, i64 2
  store i64 %s.d, ptr addrspace(1) %o2, align 8
  %s.s.p = getelementptr %struct.S, ptr addrspace(4) %s, i64 0, i32 2
  %s.s = load i16, ptr addrspace(4) %s.s.p, align 8
  %s.s.64 = sext i16 %s.s to i64
  %o3 = getelementptr i64, ptr addrspace(1) %out, i64 3
  store i64 %s.s.64, ptr addrspace(1) %o3, align 8
  %t.0 = extractvalue %struct.T %t, 0
  %t.0.64 = sext i16 %t.0 to i64
  %o4 = getelementptr i64, ptr addrspace(1) %out, i64 4
  store i64 %t.0.64, ptr addrspace(1) %o4, align 8
  %t.1 = extractvalue %struct.T %t, 1
  %t.1.64 = sext i8 %t.1 to i64
  %o5 = getelementptr i64, ptr addrspace(1) %out, i64 5
  store i64 %t.1.64, ptr addrspace(1) %o5, align 8
  %a.0 = extractvalue [3 x i32] %arr, 0
  %a.1 = extractvalue [3 x i32] %arr, 1
  %a.2 = extractvalue [3 x i32] %arr, 2
  %a.0.64 = sext i32 %a.0 to i64
  %a.1.64 = sext i32 %a.1 to i64
  %a.2.64 = sext i32 %a.2 to i64
  %o6 = getelementptr i64, ptr addrspace(1) %out, i64 6
  store i64 %a.0.64, ptr addrspace(1) %o6, align 8
  %o7 = getelementptr i64, ptr addrspace(1) %out, i64 7
  store i64 %a.1.64, ptr addrspace(1) %o7, align 8
  %o8 = getelementptr i64, ptr addrspace(1) %out, i64 8
  store i64 %a.2.64, ptr addrspace(1) %o8, align 8
  %in = load ptr addrspace(1), ptr addrspace(4) %pk, align 8
  %in.1 = getelementptr i64, ptr addrspace(1) %in, i64 1
  %v = load i64, ptr addrspace(1) %in.1, align 8
  %o9 = getelementptr i64, ptr addrspace(1) %out, i64 9
  store i64 %v, ptr addrspace(1) %o9, align 8
  %n.p = getelementptr %struct.P, ptr addrspace(4) %pk, i64 0, i32 1
  %n = load i32, ptr addrspace(4) %n.p, align 8
  %n.64 = sext i32 %n to i64
  %o10 = getelementptr i64, ptr addrspace(1) %out, i64 10
  store i64 %n.64, ptr addrspace(1) %o10, align 8
  %f.p = getelementptr %struct.P, ptr addrspace(4) %pk, i64 0, i32 2, i64 2
  %f = load i8, ptr addrspace(4) %f.p, align 1
  %f.64 = zext i8 %f to i64
  %o11 = getelementptr i64, ptr addrspace(1) %out, i64 11
  store i64 %f.64, ptr addrspace(1) %o11, align 8
  ret void
}

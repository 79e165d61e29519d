; Recipe step 4 on hgpu2: each llvm.hgpu.* warp intrinsic becomes its one
; machine instruction.  A constant lane operand of a native shuffle is the
; instruction's immediate, masked to its low five bits (only they matter).
; RUN: %hgpu_llc -mcpu=hgpu2 < %s | FileCheck %s

declare i32 @llvm.hgpu.lane.id()
declare i32 @llvm.hgpu.gather(i32, i32)
declare { i32, i1 } @llvm.hgpu.shfl.idx(i32, i32, i32 immarg)
declare { i32, i1 } @llvm.hgpu.shfl.up(i32, i32, i32 immarg)
declare { i32, i1 } @llvm.hgpu.shfl.down(i32, i32, i32 immarg)
declare { i32, i1 } @llvm.hgpu.shfl.xor(i32, i32, i32 immarg)

; CHECK-LABEL: lane_id:
; CHECK:     ld.param.b64 d0, [0]
; CHECK-NEXT:  lane.id r2
; CHECK-NEXT:  st.global.b32 [d0+0], r2
; CHECK-NEXT:  exit
define void @lane_id(ptr addrspace(1) %out) {
  %l = call i32 @llvm.hgpu.lane.id()
  store i32 %l, ptr addrspace(1) %out
  ret void
}

; CHECK-LABEL: gather:
; CHECK:     ld.param.b64 d0, [0]
; CHECK-NEXT:  ld.param.b32 r2, [12]
; CHECK-NEXT:  ld.param.b32 r3, [8]
; CHECK-NEXT:  gather r2, r3, r2
; CHECK-NEXT:  st.global.b32 [d0+0], r2
; CHECK-NEXT:  exit
define void @gather(ptr addrspace(1) %out, i32 %v, i32 %l) {
  %g = call i32 @llvm.hgpu.gather(i32 %v, i32 %l)
  store i32 %g, ptr addrspace(1) %out
  ret void
}

; CHECK-LABEL: shfl_rr:
; CHECK:     ld.param.b64 d0, [8]
; CHECK-NEXT:  ld.param.b64 d1, [0]
; CHECK-NEXT:  ld.param.b32 r4, [20]
; CHECK-NEXT:  ld.param.b32 r5, [16]
; CHECK-NEXT:  shfl.idx r6|p0, r5, r4, 16
; CHECK-NEXT:  shfl.up r7|p1, r5, r4, 8
; CHECK-NEXT:  shfl.down r8|p2, r5, r4, 4
; CHECK-NEXT:  shfl.xor r4|p3, r5, r4, 32
; CHECK-NEXT:  add.32 r5, r6, r7
; CHECK-NEXT:  add.32 r4, r8, r4
; CHECK-NEXT:  add.32 r4, r5, r4
; CHECK-NEXT:  st.global.b32 [d1+0], r4
; CHECK-NEXT:  and.pred p0, p0, p1
; CHECK-NEXT:  and.pred p1, p2, p3
; CHECK-NEXT:  and.pred p0, p0, p1
; CHECK-NEXT:  cvt.u32.pred r2, p0
; CHECK-NEXT:  st.global.b32 [d0+0], r2
; CHECK-NEXT:  exit
define void @shfl_rr(ptr addrspace(1) %out, ptr addrspace(1) %pout, i32 %v, i32 %b) {
  %i = call { i32, i1 } @llvm.hgpu.shfl.idx(i32 %v, i32 %b, i32 16)
  %u = call { i32, i1 } @llvm.hgpu.shfl.up(i32 %v, i32 %b, i32 8)
  %d = call { i32, i1 } @llvm.hgpu.shfl.down(i32 %v, i32 %b, i32 4)
  %x = call { i32, i1 } @llvm.hgpu.shfl.xor(i32 %v, i32 %b, i32 32)
  %iv = extractvalue { i32, i1 } %i, 0
  %uv = extractvalue { i32, i1 } %u, 0
  %dv = extractvalue { i32, i1 } %d, 0
  %xv = extractvalue { i32, i1 } %x, 0
  %ip = extractvalue { i32, i1 } %i, 1
  %up = extractvalue { i32, i1 } %u, 1
  %dp = extractvalue { i32, i1 } %d, 1
  %xp = extractvalue { i32, i1 } %x, 1
  %s1 = add i32 %iv, %uv
  %s2 = add i32 %dv, %xv
  %s = add i32 %s1, %s2
  store i32 %s, ptr addrspace(1) %out
  %p1 = and i1 %ip, %up
  %p2 = and i1 %dp, %xp
  %p = and i1 %p1, %p2
  %pz = zext i1 %p to i32
  store i32 %pz, ptr addrspace(1) %pout
  ret void
}

; CHECK-LABEL: shfl_ri:
; CHECK:     ld.param.b64 d0, [0]
; CHECK-NEXT:  ld.param.b32 r2, [8]
; CHECK-NEXT:  shfl.xor r2|p0, r2, 1, 32
; CHECK-NEXT:  shfl.down r2|p0, r2, 3, 2
; CHECK-NEXT:  shfl.up r2|p0, r2, 31, 1
; CHECK-NEXT:  st.global.b32 [d0+0], r2
; CHECK-NEXT:  exit
define void @shfl_ri(ptr addrspace(1) %out, i32 %v) {
  %x = call { i32, i1 } @llvm.hgpu.shfl.xor(i32 %v, i32 1, i32 32)
  %xv = extractvalue { i32, i1 } %x, 0
  %d = call { i32, i1 } @llvm.hgpu.shfl.down(i32 %xv, i32 35, i32 2)
  %dv = extractvalue { i32, i1 } %d, 0
  %u = call { i32, i1 } @llvm.hgpu.shfl.up(i32 %dv, i32 -1, i32 1)
  %uv = extractvalue { i32, i1 } %u, 0
  store i32 %uv, ptr addrspace(1) %out
  ret void
}

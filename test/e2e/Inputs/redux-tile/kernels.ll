; redux.sync over each lane's tile of 16, 8 and 4 lanes (add, umax, xor).
; @tile passes the tile mask to redux.sync directly (nvvm-warp-to-amdgpu's
; reduction within the tiles); @loop passes it through a function that is
; never inlined, where it is a runtime parameter (the loop over distinct
; member masks).  Both store the three results of thread i at out[i],
; out[512 + i] and out[1024 + i].

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @tile(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @thread()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %b16 = and i32 %lane, 16
  %m16 = shl i32 65535, %b16
  %r16 = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 %m16)
  %b8 = and i32 %lane, 24
  %m8 = shl i32 255, %b8
  %r8 = call i32 @llvm.nvvm.redux.sync.umax(i32 %v, i32 %m8)
  %b4 = and i32 %lane, 28
  %m4 = shl i32 15, %b4
  %r4 = call i32 @llvm.nvvm.redux.sync.xor(i32 %v, i32 %m4)
  call void @store3(ptr addrspace(1) %out, i32 %i, i32 %r16, i32 %r8, i32 %r4)
  ret void
}

define amdgpu_kernel void @loop(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @thread()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %b16 = and i32 %lane, 16
  %m16 = shl i32 65535, %b16
  %b8 = and i32 %lane, 24
  %m8 = shl i32 255, %b8
  %b4 = and i32 %lane, 28
  %m4 = shl i32 15, %b4
  %r16 = call i32 @add(i32 %v, i32 %m16)
  %r8 = call i32 @umax(i32 %v, i32 %m8)
  %r4 = call i32 @xor(i32 %v, i32 %m4)
  call void @store3(ptr addrspace(1) %out, i32 %i, i32 %r16, i32 %r8, i32 %r4)
  ret void
}

define internal i32 @add(i32 %v, i32 %m) noinline {
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 %m)
  ret i32 %r
}

define internal i32 @umax(i32 %v, i32 %m) noinline {
  %r = call i32 @llvm.nvvm.redux.sync.umax(i32 %v, i32 %m)
  ret i32 %r
}

define internal i32 @xor(i32 %v, i32 %m) noinline {
  %r = call i32 @llvm.nvvm.redux.sync.xor(i32 %v, i32 %m)
  ret i32 %r
}

define internal i32 @thread() alwaysinline {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 8
  %i = add i32 %base, %t
  ret i32 %i
}

define internal void @store3(ptr addrspace(1) %out, i32 %i, i32 %a, i32 %b, i32 %c) alwaysinline {
  %pa = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %a, ptr addrspace(1) %pa
  %ib = add i32 %i, 512
  %pb = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %b, ptr addrspace(1) %pb
  %ic = add i32 %i, 1024
  %pc = getelementptr i32, ptr addrspace(1) %out, i32 %ic
  store i32 %c, ptr addrspace(1) %pc
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32)

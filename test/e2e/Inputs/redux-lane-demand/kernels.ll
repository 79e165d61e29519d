; redux.sync results that only some lanes use (LaneDemand.h), for
; nvvm-warp-to-amdgpu's narrowed joins of the two rows of a warp.
;
; @store0: the max goes to out[i] on lane 0 only (a branch on %laneid == 0;
; blocks of 77 threads end in a partial warp).
; @loop0: the same with a member mask that is a runtime value (lanes 0-15
; and 16-31 of each warp, chosen with a select), which takes the loop over
; distinct member masks; lane 0 stores its half's maximum.
; @read: every lane stores at out[512 + i] what lane 15 of its warp holds of
; the sum (demand: lane 15), at out[1024 + i] what lane 17 holds of the umin
; (demand: lane 17, in the second row), and lane 0 stores at out[i] its own
; xor plus lane 15's (demand: lanes 0 and 15).  Full warps only: the
; shuffles read lanes 15 and 17 (blocks of 128 threads).
;
; The test puts the processor in place of CPU.

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @store0(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %i = call i32 @thread()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %max = call i32 @llvm.nvvm.redux.sync.max(i32 %v, i32 -1)
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %is0 = icmp eq i32 %lane, 0
  br i1 %is0, label %store, label %done

store:
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %max, ptr addrspace(1) %q
  br label %done

done:
  ret void
}

define amdgpu_kernel void @loop0(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %i = call i32 @thread()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %hi = icmp uge i32 %lane, 16
  %m = select i1 %hi, i32 -65536, i32 65535
  %max = call i32 @llvm.nvvm.redux.sync.max(i32 %v, i32 %m)
  %is0 = icmp eq i32 %lane, 0
  br i1 %is0, label %store, label %done

store:
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %max, ptr addrspace(1) %q
  br label %done

done:
  ret void
}

define amdgpu_kernel void @read(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %i = call i32 @thread()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %sum = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1)
  %sum15 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sum, i32 15, i32 31)
  %ib = add i32 %i, 512
  %pb = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %sum15, ptr addrspace(1) %pb
  %min = call i32 @llvm.nvvm.redux.sync.umin(i32 %v, i32 -1)
  %min17 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %min, i32 17, i32 31)
  %ic = add i32 %i, 1024
  %pc = getelementptr i32, ptr addrspace(1) %out, i32 %ic
  store i32 %min17, ptr addrspace(1) %pc
  %xor = call i32 @llvm.nvvm.redux.sync.xor(i32 %v, i32 -1)
  %xor15 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %xor, i32 15, i32 31)
  %both = add i32 %xor, %xor15
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %is0 = icmp eq i32 %lane, 0
  br i1 %is0, label %store, label %done

store:
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %both, ptr addrspace(1) %q
  br label %done

done:
  ret void
}

define internal i32 @thread() alwaysinline {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 8
  %i = add i32 %base, %t
  ret i32 %i
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)

attributes #0 = { "target-cpu"="CPU" }

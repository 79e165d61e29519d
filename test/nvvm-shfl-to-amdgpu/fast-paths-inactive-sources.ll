; Inactive source lanes: every constant-operand fast path gives what the
; ds_bpermute path gives, lane by lane, when the call runs in a divergent
; branch (lanes with tid % 3 == 1 or tid % 8 == 5 skip it, so some sources are
; inactive).  Each configuration runs the module lowered with and without the
; fast paths on the emulator and compares all 25 shuffles' results.
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s > %t.gfx90a64.ll
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<fast-paths>' %t.gfx90a64.ll -o %t.gfx90a64.fast-paths.bc
; RUN: %wave-emu -mcpu=gfx90a %t.gfx90a64.fast-paths.bc --block=64 --arg=buf:out:i32:1600 --print=out > %t.gfx90a64.fast-paths.txt
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-fast-paths>' %t.gfx90a64.ll -o %t.gfx90a64.no-fast-paths.bc
; RUN: %wave-emu -mcpu=gfx90a %t.gfx90a64.no-fast-paths.bc --block=64 --arg=buf:out:i32:1600 --print=out > %t.gfx90a64.no-fast-paths.txt
; RUN: diff %t.gfx90a64.fast-paths.txt %t.gfx90a64.no-fast-paths.txt
; RUN: sed -e 's/CPU/gfx942/' -e 's/FEATURES//' %s > %t.gfx94264.ll
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<fast-paths>' %t.gfx94264.ll -o %t.gfx94264.fast-paths.bc
; RUN: %wave-emu -mcpu=gfx942 %t.gfx94264.fast-paths.bc --block=64 --arg=buf:out:i32:1600 --print=out > %t.gfx94264.fast-paths.txt
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-fast-paths>' %t.gfx94264.ll -o %t.gfx94264.no-fast-paths.bc
; RUN: %wave-emu -mcpu=gfx942 %t.gfx94264.no-fast-paths.bc --block=64 --arg=buf:out:i32:1600 --print=out > %t.gfx94264.no-fast-paths.txt
; RUN: diff %t.gfx94264.fast-paths.txt %t.gfx94264.no-fast-paths.txt
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s > %t.gfx110032.ll
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<fast-paths>' %t.gfx110032.ll -o %t.gfx110032.fast-paths.bc
; RUN: %wave-emu -mcpu=gfx1100 -mattr=+wavefrontsize32 %t.gfx110032.fast-paths.bc --block=32 --arg=buf:out:i32:1600 --print=out > %t.gfx110032.fast-paths.txt
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-fast-paths>' %t.gfx110032.ll -o %t.gfx110032.no-fast-paths.bc
; RUN: %wave-emu -mcpu=gfx1100 -mattr=+wavefrontsize32 %t.gfx110032.no-fast-paths.bc --block=32 --arg=buf:out:i32:1600 --print=out > %t.gfx110032.no-fast-paths.txt
; RUN: diff %t.gfx110032.fast-paths.txt %t.gfx110032.no-fast-paths.txt
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize64/' %s > %t.gfx110064.ll
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<fast-paths>' %t.gfx110064.ll -o %t.gfx110064.fast-paths.bc
; RUN: %wave-emu -mcpu=gfx1100 -mattr=+wavefrontsize64 %t.gfx110064.fast-paths.bc --block=64 --arg=buf:out:i32:1600 --print=out > %t.gfx110064.fast-paths.txt
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-fast-paths>' %t.gfx110064.ll -o %t.gfx110064.no-fast-paths.bc
; RUN: %wave-emu -mcpu=gfx1100 -mattr=+wavefrontsize64 %t.gfx110064.no-fast-paths.bc --block=64 --arg=buf:out:i32:1600 --print=out > %t.gfx110064.no-fast-paths.txt
; RUN: diff %t.gfx110064.fast-paths.txt %t.gfx110064.no-fast-paths.txt
; RUN: sed -e 's/CPU/gfx1200/' -e 's/FEATURES/+wavefrontsize32/' %s > %t.gfx120032.ll
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<fast-paths>' %t.gfx120032.ll -o %t.gfx120032.fast-paths.bc
; RUN: %wave-emu -mcpu=gfx1200 -mattr=+wavefrontsize32 %t.gfx120032.fast-paths.bc --block=32 --arg=buf:out:i32:1600 --print=out > %t.gfx120032.fast-paths.txt
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-fast-paths>' %t.gfx120032.ll -o %t.gfx120032.no-fast-paths.bc
; RUN: %wave-emu -mcpu=gfx1200 -mattr=+wavefrontsize32 %t.gfx120032.no-fast-paths.bc --block=32 --arg=buf:out:i32:1600 --print=out > %t.gfx120032.no-fast-paths.txt
; RUN: diff %t.gfx120032.fast-paths.txt %t.gfx120032.no-fast-paths.txt
; The fast paths were taken:
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S %t.gfx90a64.ll | FileCheck %s
; CHECK-NOT: ds.bpermute
; CHECK: llvm.amdgcn.update.dpp
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = mul i32 %tid, 7
  %x = add i32 %v, 1000
  %m3 = urem i32 %tid, 3
  %m8 = urem i32 %tid, 8
  %skip3 = icmp eq i32 %m3, 1
  %skip8 = icmp eq i32 %m8, 5
  %skip = or i1 %skip3, %skip8
  br i1 %skip, label %exit, label %body
body:
  %r0 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 1, i32 31)
  %i0 = add i32 %tid, 0
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %i0
  store i32 %r0, ptr addrspace(1) %p0
  %r1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 2, i32 31)
  %i1 = add i32 %tid, 64
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %i1
  store i32 %r1, ptr addrspace(1) %p1
  %r2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 3, i32 31)
  %i2 = add i32 %tid, 128
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 %i2
  store i32 %r2, ptr addrspace(1) %p2
  %r3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 4, i32 31)
  %i3 = add i32 %tid, 192
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 %i3
  store i32 %r3, ptr addrspace(1) %p3
  %r4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 8, i32 31)
  %i4 = add i32 %tid, 256
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 %i4
  store i32 %r4, ptr addrspace(1) %p4
  %r5 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 15, i32 31)
  %i5 = add i32 %tid, 320
  %p5 = getelementptr i32, ptr addrspace(1) %out, i32 %i5
  store i32 %r5, ptr addrspace(1) %p5
  %r6 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 16, i32 31)
  %i6 = add i32 %tid, 384
  %p6 = getelementptr i32, ptr addrspace(1) %out, i32 %i6
  store i32 %r6, ptr addrspace(1) %p6
  %r7 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 1, i32 4127)
  %i7 = add i32 %tid, 448
  %p7 = getelementptr i32, ptr addrspace(1) %out, i32 %i7
  store i32 %r7, ptr addrspace(1) %p7
  %r8 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 8, i32 4127)
  %i8 = add i32 %tid, 512
  %p8 = getelementptr i32, ptr addrspace(1) %out, i32 %i8
  store i32 %r8, ptr addrspace(1) %p8
  %r9 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 16, i32 4127)
  %i9 = add i32 %tid, 576
  %p9 = getelementptr i32, ptr addrspace(1) %out, i32 %i9
  store i32 %r9, ptr addrspace(1) %p9
  %r10 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 4, i32 6175)
  %i10 = add i32 %tid, 640
  %p10 = getelementptr i32, ptr addrspace(1) %out, i32 %i10
  store i32 %r10, ptr addrspace(1) %p10
  %r11 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 1, i32 31)
  %i11 = add i32 %tid, 704
  %p11 = getelementptr i32, ptr addrspace(1) %out, i32 %i11
  store i32 %r11, ptr addrspace(1) %p11
  %r12 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 1, i32 4127)
  %i12 = add i32 %tid, 768
  %p12 = getelementptr i32, ptr addrspace(1) %out, i32 %i12
  store i32 %r12, ptr addrspace(1) %p12
  %r13 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 2, i32 6175)
  %i13 = add i32 %tid, 832
  %p13 = getelementptr i32, ptr addrspace(1) %out, i32 %i13
  store i32 %r13, ptr addrspace(1) %p13
  %r14 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 16, i32 31)
  %i14 = add i32 %tid, 896
  %p14 = getelementptr i32, ptr addrspace(1) %out, i32 %i14
  store i32 %r14, ptr addrspace(1) %p14
  %r15 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 4, i32 31)
  %i15 = add i32 %tid, 960
  %p15 = getelementptr i32, ptr addrspace(1) %out, i32 %i15
  store i32 %r15, ptr addrspace(1) %p15
  %r16 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %x, i32 1, i32 0)
  %i16 = add i32 %tid, 1024
  %p16 = getelementptr i32, ptr addrspace(1) %out, i32 %i16
  store i32 %r16, ptr addrspace(1) %p16
  %r17 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %x, i32 1, i32 4096)
  %i17 = add i32 %tid, 1088
  %p17 = getelementptr i32, ptr addrspace(1) %out, i32 %i17
  store i32 %r17, ptr addrspace(1) %p17
  %r18 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %x, i32 16, i32 0)
  %i18 = add i32 %tid, 1152
  %p18 = getelementptr i32, ptr addrspace(1) %out, i32 %i18
  store i32 %r18, ptr addrspace(1) %p18
  %r19 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %x, i32 3, i32 6144)
  %i19 = add i32 %tid, 1216
  %p19 = getelementptr i32, ptr addrspace(1) %out, i32 %i19
  store i32 %r19, ptr addrspace(1) %p19
  %r20 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 0, i32 31)
  %i20 = add i32 %tid, 1280
  %p20 = getelementptr i32, ptr addrspace(1) %out, i32 %i20
  store i32 %r20, ptr addrspace(1) %p20
  %r21 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 5, i32 31)
  %i21 = add i32 %tid, 1344
  %p21 = getelementptr i32, ptr addrspace(1) %out, i32 %i21
  store i32 %r21, ptr addrspace(1) %p21
  %r22 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 0, i32 6175)
  %i22 = add i32 %tid, 1408
  %p22 = getelementptr i32, ptr addrspace(1) %out, i32 %i22
  store i32 %r22, ptr addrspace(1) %p22
  %r23 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 3, i32 4127)
  %i23 = add i32 %tid, 1472
  %p23 = getelementptr i32, ptr addrspace(1) %out, i32 %i23
  store i32 %r23, ptr addrspace(1) %p23
  %r24 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 1, i32 7199)
  %i24 = add i32 %tid, 1536
  %p24 = getelementptr i32, ptr addrspace(1) %out, i32 %i24
  store i32 %r24, ptr addrspace(1) %p24
  br label %exit
exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)

attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }

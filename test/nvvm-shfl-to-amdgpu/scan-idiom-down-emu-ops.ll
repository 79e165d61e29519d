; Exactness of the whole down-scan lowering (CUB's WarpReduceShfl: five
; shfl.sync.down steps d = 1..16 with c = 31, each guarded so that a lane
; whose source is above lane 31 keeps its value) on the emulator, for every
; integer op of the idiom and both guards: the step's predicate (form A),
; and the lane id in CUB's forms (`op(v, laneid > 31-d ? id : y)` for add,
; and, or, xor; `laneid > 31-d ? v : op(y, v)` for min and max), with
; %laneid lowered by nvvm-warp-to-amdgpu.  Each lane's result is compared
; with a serial loop over the lanes lane..31 of its CUDA warp: every lane,
; not only lane 0.  One block of 96 work-items: on wave64 the second wave
; holds one CUDA warp and an absent one.  All 16 scans are recognised on
; every target (CHECK-COUNT), and llc accepts the result.
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu' \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu -S -o %t.gfx90a.ll 2>&1 | FileCheck %s
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t.gfx90a.ll -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %t.gfx90a.ll --block=96 --arg=buf:in:i32:96=rand:13 --arg=buf:out:i32:1536 \
; RUN:   --arg=buf:ref:i32:1536 --print=out --print=ref > %t.gfx90a.txt
; RUN: grep '^out' %t.gfx90a.txt | sed 's/^out//' > %t.gfx90a.scan
; RUN: grep '^ref' %t.gfx90a.txt | sed 's/^ref//' > %t.gfx90a.ref
; RUN: test -s %t.gfx90a.ref && diff %t.gfx90a.scan %t.gfx90a.ref
; RUN: sed -e 's/CPU/gfx942/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu' \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu -S -o %t.gfx942.ll 2>&1 | FileCheck %s
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 %t.gfx942.ll -o /dev/null
; RUN: %wave-emu -mcpu=gfx942 %t.gfx942.ll --block=96 --arg=buf:in:i32:96=rand:13 --arg=buf:out:i32:1536 \
; RUN:   --arg=buf:ref:i32:1536 --print=out --print=ref > %t.gfx942.txt
; RUN: grep '^out' %t.gfx942.txt | sed 's/^out//' > %t.gfx942.scan
; RUN: grep '^ref' %t.gfx942.txt | sed 's/^ref//' > %t.gfx942.ref
; RUN: test -s %t.gfx942.ref && diff %t.gfx942.scan %t.gfx942.ref
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes='nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu' \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu -S -o %t.gfx1100w32.ll 2>&1 | FileCheck %s
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize32 %t.gfx1100w32.ll -o /dev/null
; RUN: %wave-emu -mcpu=gfx1100 -mattr=+wavefrontsize32 %t.gfx1100w32.ll --block=96 --arg=buf:in:i32:96=rand:13 --arg=buf:out:i32:1536 \
; RUN:   --arg=buf:ref:i32:1536 --print=out --print=ref > %t.gfx1100w32.txt
; RUN: grep '^out' %t.gfx1100w32.txt | sed 's/^out//' > %t.gfx1100w32.scan
; RUN: grep '^ref' %t.gfx1100w32.txt | sed 's/^ref//' > %t.gfx1100w32.ref
; RUN: test -s %t.gfx1100w32.ref && diff %t.gfx1100w32.scan %t.gfx1100w32.ref
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize64/' %s | opt %loadshfl -passes='nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu' \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu -S -o %t.gfx1100w64.ll 2>&1 | FileCheck %s
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize64 %t.gfx1100w64.ll -o /dev/null
; RUN: %wave-emu -mcpu=gfx1100 -mattr=+wavefrontsize64 %t.gfx1100w64.ll --block=96 --arg=buf:in:i32:96=rand:13 --arg=buf:out:i32:1536 \
; RUN:   --arg=buf:ref:i32:1536 --print=out --print=ref > %t.gfx1100w64.txt
; RUN: grep '^out' %t.gfx1100w64.txt | sed 's/^out//' > %t.gfx1100w64.scan
; RUN: grep '^ref' %t.gfx1100w64.txt | sed 's/^ref//' > %t.gfx1100w64.ref
; RUN: test -s %t.gfx1100w64.ref && diff %t.gfx1100w64.scan %t.gfx1100w64.ref
; RUN: sed -e 's/CPU/gfx1200/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes='nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu' \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu -S -o %t.gfx1200.ll 2>&1 | FileCheck %s
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1200 -mattr=+wavefrontsize32 %t.gfx1200.ll -o /dev/null
; RUN: %wave-emu -mcpu=gfx1200 -mattr=+wavefrontsize32 %t.gfx1200.ll --block=96 --arg=buf:in:i32:96=rand:13 --arg=buf:out:i32:1536 \
; RUN:   --arg=buf:ref:i32:1536 --print=out --print=ref > %t.gfx1200.txt
; RUN: grep '^out' %t.gfx1200.txt | sed 's/^out//' > %t.gfx1200.scan
; RUN: grep '^ref' %t.gfx1200.txt | sed 's/^ref//' > %t.gfx1200.ref
; RUN: test -s %t.gfx1200.ref && diff %t.gfx1200.scan %t.gfx1200.ref
; CHECK-COUNT-16: remark: <unknown>:0:0: lowered the inclusive down-scan ({{[a-z]+}}, 5 shfl.sync.down steps guarded by {{.*}}
; CHECK-NOT: remark

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %ref) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %px = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %px
  %add.pred.s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %x, i32 1, i32 31)
  %add.pred.y1 = extractvalue { i32, i1 } %add.pred.s1, 0
  %add.pred.p1 = extractvalue { i32, i1 } %add.pred.s1, 1
  %add.pred.a1 = add i32 %add.pred.y1, %x
  %add.pred.r1 = select i1 %add.pred.p1, i32 %add.pred.a1, i32 %add.pred.y1
  %add.pred.s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %add.pred.r1, i32 2, i32 31)
  %add.pred.y2 = extractvalue { i32, i1 } %add.pred.s2, 0
  %add.pred.p2 = extractvalue { i32, i1 } %add.pred.s2, 1
  %add.pred.a2 = add i32 %add.pred.y2, %add.pred.r1
  %add.pred.r2 = select i1 %add.pred.p2, i32 %add.pred.a2, i32 %add.pred.y2
  %add.pred.s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %add.pred.r2, i32 4, i32 31)
  %add.pred.y4 = extractvalue { i32, i1 } %add.pred.s4, 0
  %add.pred.p4 = extractvalue { i32, i1 } %add.pred.s4, 1
  %add.pred.a4 = add i32 %add.pred.y4, %add.pred.r2
  %add.pred.r4 = select i1 %add.pred.p4, i32 %add.pred.a4, i32 %add.pred.y4
  %add.pred.s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %add.pred.r4, i32 8, i32 31)
  %add.pred.y8 = extractvalue { i32, i1 } %add.pred.s8, 0
  %add.pred.p8 = extractvalue { i32, i1 } %add.pred.s8, 1
  %add.pred.a8 = add i32 %add.pred.y8, %add.pred.r4
  %add.pred.r8 = select i1 %add.pred.p8, i32 %add.pred.a8, i32 %add.pred.y8
  %add.pred.s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %add.pred.r8, i32 16, i32 31)
  %add.pred.y16 = extractvalue { i32, i1 } %add.pred.s16, 0
  %add.pred.p16 = extractvalue { i32, i1 } %add.pred.s16, 1
  %add.pred.a16 = add i32 %add.pred.y16, %add.pred.r8
  %add.pred.r16 = select i1 %add.pred.p16, i32 %add.pred.a16, i32 %add.pred.y16
  %add.pred.i = add i32 %tid, 0
  %add.pred.o = getelementptr i32, ptr addrspace(1) %out, i32 %add.pred.i
  store i32 %add.pred.r16, ptr addrspace(1) %add.pred.o
  %add.lane.y1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 1, i32 31)
  %add.lane.g1 = icmp sgt i32 %lane, 30
  %add.lane.z1 = select i1 %add.lane.g1, i32 0, i32 %add.lane.y1
  %add.lane.r1 = add i32 %x, %add.lane.z1
  %add.lane.y2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %add.lane.r1, i32 2, i32 31)
  %add.lane.g2 = icmp sgt i32 %lane, 29
  %add.lane.z2 = select i1 %add.lane.g2, i32 0, i32 %add.lane.y2
  %add.lane.r2 = add i32 %add.lane.r1, %add.lane.z2
  %add.lane.y4 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %add.lane.r2, i32 4, i32 31)
  %add.lane.g4 = icmp sgt i32 %lane, 27
  %add.lane.z4 = select i1 %add.lane.g4, i32 0, i32 %add.lane.y4
  %add.lane.r4 = add i32 %add.lane.r2, %add.lane.z4
  %add.lane.y8 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %add.lane.r4, i32 8, i32 31)
  %add.lane.g8 = icmp sgt i32 %lane, 23
  %add.lane.z8 = select i1 %add.lane.g8, i32 0, i32 %add.lane.y8
  %add.lane.r8 = add i32 %add.lane.r4, %add.lane.z8
  %add.lane.y16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %add.lane.r8, i32 16, i32 31)
  %add.lane.g16 = icmp sgt i32 %lane, 15
  %add.lane.z16 = select i1 %add.lane.g16, i32 0, i32 %add.lane.y16
  %add.lane.r16 = add i32 %add.lane.r8, %add.lane.z16
  %add.lane.i = add i32 %tid, 96
  %add.lane.o = getelementptr i32, ptr addrspace(1) %out, i32 %add.lane.i
  store i32 %add.lane.r16, ptr addrspace(1) %add.lane.o
  %and.pred.s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %x, i32 1, i32 31)
  %and.pred.y1 = extractvalue { i32, i1 } %and.pred.s1, 0
  %and.pred.p1 = extractvalue { i32, i1 } %and.pred.s1, 1
  %and.pred.a1 = and i32 %and.pred.y1, %x
  %and.pred.r1 = select i1 %and.pred.p1, i32 %and.pred.a1, i32 %and.pred.y1
  %and.pred.s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %and.pred.r1, i32 2, i32 31)
  %and.pred.y2 = extractvalue { i32, i1 } %and.pred.s2, 0
  %and.pred.p2 = extractvalue { i32, i1 } %and.pred.s2, 1
  %and.pred.a2 = and i32 %and.pred.y2, %and.pred.r1
  %and.pred.r2 = select i1 %and.pred.p2, i32 %and.pred.a2, i32 %and.pred.y2
  %and.pred.s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %and.pred.r2, i32 4, i32 31)
  %and.pred.y4 = extractvalue { i32, i1 } %and.pred.s4, 0
  %and.pred.p4 = extractvalue { i32, i1 } %and.pred.s4, 1
  %and.pred.a4 = and i32 %and.pred.y4, %and.pred.r2
  %and.pred.r4 = select i1 %and.pred.p4, i32 %and.pred.a4, i32 %and.pred.y4
  %and.pred.s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %and.pred.r4, i32 8, i32 31)
  %and.pred.y8 = extractvalue { i32, i1 } %and.pred.s8, 0
  %and.pred.p8 = extractvalue { i32, i1 } %and.pred.s8, 1
  %and.pred.a8 = and i32 %and.pred.y8, %and.pred.r4
  %and.pred.r8 = select i1 %and.pred.p8, i32 %and.pred.a8, i32 %and.pred.y8
  %and.pred.s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %and.pred.r8, i32 16, i32 31)
  %and.pred.y16 = extractvalue { i32, i1 } %and.pred.s16, 0
  %and.pred.p16 = extractvalue { i32, i1 } %and.pred.s16, 1
  %and.pred.a16 = and i32 %and.pred.y16, %and.pred.r8
  %and.pred.r16 = select i1 %and.pred.p16, i32 %and.pred.a16, i32 %and.pred.y16
  %and.pred.i = add i32 %tid, 192
  %and.pred.o = getelementptr i32, ptr addrspace(1) %out, i32 %and.pred.i
  store i32 %and.pred.r16, ptr addrspace(1) %and.pred.o
  %and.lane.y1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 1, i32 31)
  %and.lane.g1 = icmp sgt i32 %lane, 30
  %and.lane.z1 = select i1 %and.lane.g1, i32 -1, i32 %and.lane.y1
  %and.lane.r1 = and i32 %x, %and.lane.z1
  %and.lane.y2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %and.lane.r1, i32 2, i32 31)
  %and.lane.g2 = icmp sgt i32 %lane, 29
  %and.lane.z2 = select i1 %and.lane.g2, i32 -1, i32 %and.lane.y2
  %and.lane.r2 = and i32 %and.lane.r1, %and.lane.z2
  %and.lane.y4 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %and.lane.r2, i32 4, i32 31)
  %and.lane.g4 = icmp sgt i32 %lane, 27
  %and.lane.z4 = select i1 %and.lane.g4, i32 -1, i32 %and.lane.y4
  %and.lane.r4 = and i32 %and.lane.r2, %and.lane.z4
  %and.lane.y8 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %and.lane.r4, i32 8, i32 31)
  %and.lane.g8 = icmp sgt i32 %lane, 23
  %and.lane.z8 = select i1 %and.lane.g8, i32 -1, i32 %and.lane.y8
  %and.lane.r8 = and i32 %and.lane.r4, %and.lane.z8
  %and.lane.y16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %and.lane.r8, i32 16, i32 31)
  %and.lane.g16 = icmp sgt i32 %lane, 15
  %and.lane.z16 = select i1 %and.lane.g16, i32 -1, i32 %and.lane.y16
  %and.lane.r16 = and i32 %and.lane.r8, %and.lane.z16
  %and.lane.i = add i32 %tid, 288
  %and.lane.o = getelementptr i32, ptr addrspace(1) %out, i32 %and.lane.i
  store i32 %and.lane.r16, ptr addrspace(1) %and.lane.o
  %or.pred.s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %x, i32 1, i32 31)
  %or.pred.y1 = extractvalue { i32, i1 } %or.pred.s1, 0
  %or.pred.p1 = extractvalue { i32, i1 } %or.pred.s1, 1
  %or.pred.a1 = or i32 %or.pred.y1, %x
  %or.pred.r1 = select i1 %or.pred.p1, i32 %or.pred.a1, i32 %or.pred.y1
  %or.pred.s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %or.pred.r1, i32 2, i32 31)
  %or.pred.y2 = extractvalue { i32, i1 } %or.pred.s2, 0
  %or.pred.p2 = extractvalue { i32, i1 } %or.pred.s2, 1
  %or.pred.a2 = or i32 %or.pred.y2, %or.pred.r1
  %or.pred.r2 = select i1 %or.pred.p2, i32 %or.pred.a2, i32 %or.pred.y2
  %or.pred.s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %or.pred.r2, i32 4, i32 31)
  %or.pred.y4 = extractvalue { i32, i1 } %or.pred.s4, 0
  %or.pred.p4 = extractvalue { i32, i1 } %or.pred.s4, 1
  %or.pred.a4 = or i32 %or.pred.y4, %or.pred.r2
  %or.pred.r4 = select i1 %or.pred.p4, i32 %or.pred.a4, i32 %or.pred.y4
  %or.pred.s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %or.pred.r4, i32 8, i32 31)
  %or.pred.y8 = extractvalue { i32, i1 } %or.pred.s8, 0
  %or.pred.p8 = extractvalue { i32, i1 } %or.pred.s8, 1
  %or.pred.a8 = or i32 %or.pred.y8, %or.pred.r4
  %or.pred.r8 = select i1 %or.pred.p8, i32 %or.pred.a8, i32 %or.pred.y8
  %or.pred.s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %or.pred.r8, i32 16, i32 31)
  %or.pred.y16 = extractvalue { i32, i1 } %or.pred.s16, 0
  %or.pred.p16 = extractvalue { i32, i1 } %or.pred.s16, 1
  %or.pred.a16 = or i32 %or.pred.y16, %or.pred.r8
  %or.pred.r16 = select i1 %or.pred.p16, i32 %or.pred.a16, i32 %or.pred.y16
  %or.pred.i = add i32 %tid, 384
  %or.pred.o = getelementptr i32, ptr addrspace(1) %out, i32 %or.pred.i
  store i32 %or.pred.r16, ptr addrspace(1) %or.pred.o
  %or.lane.y1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 1, i32 31)
  %or.lane.g1 = icmp sgt i32 %lane, 30
  %or.lane.z1 = select i1 %or.lane.g1, i32 0, i32 %or.lane.y1
  %or.lane.r1 = or i32 %x, %or.lane.z1
  %or.lane.y2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %or.lane.r1, i32 2, i32 31)
  %or.lane.g2 = icmp sgt i32 %lane, 29
  %or.lane.z2 = select i1 %or.lane.g2, i32 0, i32 %or.lane.y2
  %or.lane.r2 = or i32 %or.lane.r1, %or.lane.z2
  %or.lane.y4 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %or.lane.r2, i32 4, i32 31)
  %or.lane.g4 = icmp sgt i32 %lane, 27
  %or.lane.z4 = select i1 %or.lane.g4, i32 0, i32 %or.lane.y4
  %or.lane.r4 = or i32 %or.lane.r2, %or.lane.z4
  %or.lane.y8 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %or.lane.r4, i32 8, i32 31)
  %or.lane.g8 = icmp sgt i32 %lane, 23
  %or.lane.z8 = select i1 %or.lane.g8, i32 0, i32 %or.lane.y8
  %or.lane.r8 = or i32 %or.lane.r4, %or.lane.z8
  %or.lane.y16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %or.lane.r8, i32 16, i32 31)
  %or.lane.g16 = icmp sgt i32 %lane, 15
  %or.lane.z16 = select i1 %or.lane.g16, i32 0, i32 %or.lane.y16
  %or.lane.r16 = or i32 %or.lane.r8, %or.lane.z16
  %or.lane.i = add i32 %tid, 480
  %or.lane.o = getelementptr i32, ptr addrspace(1) %out, i32 %or.lane.i
  store i32 %or.lane.r16, ptr addrspace(1) %or.lane.o
  %xor.pred.s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %x, i32 1, i32 31)
  %xor.pred.y1 = extractvalue { i32, i1 } %xor.pred.s1, 0
  %xor.pred.p1 = extractvalue { i32, i1 } %xor.pred.s1, 1
  %xor.pred.a1 = xor i32 %xor.pred.y1, %x
  %xor.pred.r1 = select i1 %xor.pred.p1, i32 %xor.pred.a1, i32 %xor.pred.y1
  %xor.pred.s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %xor.pred.r1, i32 2, i32 31)
  %xor.pred.y2 = extractvalue { i32, i1 } %xor.pred.s2, 0
  %xor.pred.p2 = extractvalue { i32, i1 } %xor.pred.s2, 1
  %xor.pred.a2 = xor i32 %xor.pred.y2, %xor.pred.r1
  %xor.pred.r2 = select i1 %xor.pred.p2, i32 %xor.pred.a2, i32 %xor.pred.y2
  %xor.pred.s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %xor.pred.r2, i32 4, i32 31)
  %xor.pred.y4 = extractvalue { i32, i1 } %xor.pred.s4, 0
  %xor.pred.p4 = extractvalue { i32, i1 } %xor.pred.s4, 1
  %xor.pred.a4 = xor i32 %xor.pred.y4, %xor.pred.r2
  %xor.pred.r4 = select i1 %xor.pred.p4, i32 %xor.pred.a4, i32 %xor.pred.y4
  %xor.pred.s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %xor.pred.r4, i32 8, i32 31)
  %xor.pred.y8 = extractvalue { i32, i1 } %xor.pred.s8, 0
  %xor.pred.p8 = extractvalue { i32, i1 } %xor.pred.s8, 1
  %xor.pred.a8 = xor i32 %xor.pred.y8, %xor.pred.r4
  %xor.pred.r8 = select i1 %xor.pred.p8, i32 %xor.pred.a8, i32 %xor.pred.y8
  %xor.pred.s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %xor.pred.r8, i32 16, i32 31)
  %xor.pred.y16 = extractvalue { i32, i1 } %xor.pred.s16, 0
  %xor.pred.p16 = extractvalue { i32, i1 } %xor.pred.s16, 1
  %xor.pred.a16 = xor i32 %xor.pred.y16, %xor.pred.r8
  %xor.pred.r16 = select i1 %xor.pred.p16, i32 %xor.pred.a16, i32 %xor.pred.y16
  %xor.pred.i = add i32 %tid, 576
  %xor.pred.o = getelementptr i32, ptr addrspace(1) %out, i32 %xor.pred.i
  store i32 %xor.pred.r16, ptr addrspace(1) %xor.pred.o
  %xor.lane.y1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 1, i32 31)
  %xor.lane.g1 = icmp sgt i32 %lane, 30
  %xor.lane.z1 = select i1 %xor.lane.g1, i32 0, i32 %xor.lane.y1
  %xor.lane.r1 = xor i32 %x, %xor.lane.z1
  %xor.lane.y2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %xor.lane.r1, i32 2, i32 31)
  %xor.lane.g2 = icmp sgt i32 %lane, 29
  %xor.lane.z2 = select i1 %xor.lane.g2, i32 0, i32 %xor.lane.y2
  %xor.lane.r2 = xor i32 %xor.lane.r1, %xor.lane.z2
  %xor.lane.y4 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %xor.lane.r2, i32 4, i32 31)
  %xor.lane.g4 = icmp sgt i32 %lane, 27
  %xor.lane.z4 = select i1 %xor.lane.g4, i32 0, i32 %xor.lane.y4
  %xor.lane.r4 = xor i32 %xor.lane.r2, %xor.lane.z4
  %xor.lane.y8 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %xor.lane.r4, i32 8, i32 31)
  %xor.lane.g8 = icmp sgt i32 %lane, 23
  %xor.lane.z8 = select i1 %xor.lane.g8, i32 0, i32 %xor.lane.y8
  %xor.lane.r8 = xor i32 %xor.lane.r4, %xor.lane.z8
  %xor.lane.y16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %xor.lane.r8, i32 16, i32 31)
  %xor.lane.g16 = icmp sgt i32 %lane, 15
  %xor.lane.z16 = select i1 %xor.lane.g16, i32 0, i32 %xor.lane.y16
  %xor.lane.r16 = xor i32 %xor.lane.r8, %xor.lane.z16
  %xor.lane.i = add i32 %tid, 672
  %xor.lane.o = getelementptr i32, ptr addrspace(1) %out, i32 %xor.lane.i
  store i32 %xor.lane.r16, ptr addrspace(1) %xor.lane.o
  %smin.pred.s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %x, i32 1, i32 31)
  %smin.pred.y1 = extractvalue { i32, i1 } %smin.pred.s1, 0
  %smin.pred.p1 = extractvalue { i32, i1 } %smin.pred.s1, 1
  %smin.pred.a1 = call i32 @llvm.smin.i32(i32 %smin.pred.y1, i32 %x)
  %smin.pred.r1 = select i1 %smin.pred.p1, i32 %smin.pred.a1, i32 %smin.pred.y1
  %smin.pred.s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %smin.pred.r1, i32 2, i32 31)
  %smin.pred.y2 = extractvalue { i32, i1 } %smin.pred.s2, 0
  %smin.pred.p2 = extractvalue { i32, i1 } %smin.pred.s2, 1
  %smin.pred.a2 = call i32 @llvm.smin.i32(i32 %smin.pred.y2, i32 %smin.pred.r1)
  %smin.pred.r2 = select i1 %smin.pred.p2, i32 %smin.pred.a2, i32 %smin.pred.y2
  %smin.pred.s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %smin.pred.r2, i32 4, i32 31)
  %smin.pred.y4 = extractvalue { i32, i1 } %smin.pred.s4, 0
  %smin.pred.p4 = extractvalue { i32, i1 } %smin.pred.s4, 1
  %smin.pred.a4 = call i32 @llvm.smin.i32(i32 %smin.pred.y4, i32 %smin.pred.r2)
  %smin.pred.r4 = select i1 %smin.pred.p4, i32 %smin.pred.a4, i32 %smin.pred.y4
  %smin.pred.s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %smin.pred.r4, i32 8, i32 31)
  %smin.pred.y8 = extractvalue { i32, i1 } %smin.pred.s8, 0
  %smin.pred.p8 = extractvalue { i32, i1 } %smin.pred.s8, 1
  %smin.pred.a8 = call i32 @llvm.smin.i32(i32 %smin.pred.y8, i32 %smin.pred.r4)
  %smin.pred.r8 = select i1 %smin.pred.p8, i32 %smin.pred.a8, i32 %smin.pred.y8
  %smin.pred.s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %smin.pred.r8, i32 16, i32 31)
  %smin.pred.y16 = extractvalue { i32, i1 } %smin.pred.s16, 0
  %smin.pred.p16 = extractvalue { i32, i1 } %smin.pred.s16, 1
  %smin.pred.a16 = call i32 @llvm.smin.i32(i32 %smin.pred.y16, i32 %smin.pred.r8)
  %smin.pred.r16 = select i1 %smin.pred.p16, i32 %smin.pred.a16, i32 %smin.pred.y16
  %smin.pred.i = add i32 %tid, 768
  %smin.pred.o = getelementptr i32, ptr addrspace(1) %out, i32 %smin.pred.i
  store i32 %smin.pred.r16, ptr addrspace(1) %smin.pred.o
  %smin.lane.y1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 1, i32 31)
  %smin.lane.g1 = icmp sgt i32 %lane, 30
  %smin.lane.a1 = call i32 @llvm.smin.i32(i32 %smin.lane.y1, i32 %x)
  %smin.lane.r1 = select i1 %smin.lane.g1, i32 %x, i32 %smin.lane.a1
  %smin.lane.y2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %smin.lane.r1, i32 2, i32 31)
  %smin.lane.g2 = icmp sgt i32 %lane, 29
  %smin.lane.a2 = call i32 @llvm.smin.i32(i32 %smin.lane.y2, i32 %smin.lane.r1)
  %smin.lane.r2 = select i1 %smin.lane.g2, i32 %smin.lane.r1, i32 %smin.lane.a2
  %smin.lane.y4 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %smin.lane.r2, i32 4, i32 31)
  %smin.lane.g4 = icmp sgt i32 %lane, 27
  %smin.lane.a4 = call i32 @llvm.smin.i32(i32 %smin.lane.y4, i32 %smin.lane.r2)
  %smin.lane.r4 = select i1 %smin.lane.g4, i32 %smin.lane.r2, i32 %smin.lane.a4
  %smin.lane.y8 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %smin.lane.r4, i32 8, i32 31)
  %smin.lane.g8 = icmp sgt i32 %lane, 23
  %smin.lane.a8 = call i32 @llvm.smin.i32(i32 %smin.lane.y8, i32 %smin.lane.r4)
  %smin.lane.r8 = select i1 %smin.lane.g8, i32 %smin.lane.r4, i32 %smin.lane.a8
  %smin.lane.y16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %smin.lane.r8, i32 16, i32 31)
  %smin.lane.g16 = icmp sgt i32 %lane, 15
  %smin.lane.a16 = call i32 @llvm.smin.i32(i32 %smin.lane.y16, i32 %smin.lane.r8)
  %smin.lane.r16 = select i1 %smin.lane.g16, i32 %smin.lane.r8, i32 %smin.lane.a16
  %smin.lane.i = add i32 %tid, 864
  %smin.lane.o = getelementptr i32, ptr addrspace(1) %out, i32 %smin.lane.i
  store i32 %smin.lane.r16, ptr addrspace(1) %smin.lane.o
  %smax.pred.s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %x, i32 1, i32 31)
  %smax.pred.y1 = extractvalue { i32, i1 } %smax.pred.s1, 0
  %smax.pred.p1 = extractvalue { i32, i1 } %smax.pred.s1, 1
  %smax.pred.a1 = call i32 @llvm.smax.i32(i32 %smax.pred.y1, i32 %x)
  %smax.pred.r1 = select i1 %smax.pred.p1, i32 %smax.pred.a1, i32 %smax.pred.y1
  %smax.pred.s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %smax.pred.r1, i32 2, i32 31)
  %smax.pred.y2 = extractvalue { i32, i1 } %smax.pred.s2, 0
  %smax.pred.p2 = extractvalue { i32, i1 } %smax.pred.s2, 1
  %smax.pred.a2 = call i32 @llvm.smax.i32(i32 %smax.pred.y2, i32 %smax.pred.r1)
  %smax.pred.r2 = select i1 %smax.pred.p2, i32 %smax.pred.a2, i32 %smax.pred.y2
  %smax.pred.s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %smax.pred.r2, i32 4, i32 31)
  %smax.pred.y4 = extractvalue { i32, i1 } %smax.pred.s4, 0
  %smax.pred.p4 = extractvalue { i32, i1 } %smax.pred.s4, 1
  %smax.pred.a4 = call i32 @llvm.smax.i32(i32 %smax.pred.y4, i32 %smax.pred.r2)
  %smax.pred.r4 = select i1 %smax.pred.p4, i32 %smax.pred.a4, i32 %smax.pred.y4
  %smax.pred.s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %smax.pred.r4, i32 8, i32 31)
  %smax.pred.y8 = extractvalue { i32, i1 } %smax.pred.s8, 0
  %smax.pred.p8 = extractvalue { i32, i1 } %smax.pred.s8, 1
  %smax.pred.a8 = call i32 @llvm.smax.i32(i32 %smax.pred.y8, i32 %smax.pred.r4)
  %smax.pred.r8 = select i1 %smax.pred.p8, i32 %smax.pred.a8, i32 %smax.pred.y8
  %smax.pred.s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %smax.pred.r8, i32 16, i32 31)
  %smax.pred.y16 = extractvalue { i32, i1 } %smax.pred.s16, 0
  %smax.pred.p16 = extractvalue { i32, i1 } %smax.pred.s16, 1
  %smax.pred.a16 = call i32 @llvm.smax.i32(i32 %smax.pred.y16, i32 %smax.pred.r8)
  %smax.pred.r16 = select i1 %smax.pred.p16, i32 %smax.pred.a16, i32 %smax.pred.y16
  %smax.pred.i = add i32 %tid, 960
  %smax.pred.o = getelementptr i32, ptr addrspace(1) %out, i32 %smax.pred.i
  store i32 %smax.pred.r16, ptr addrspace(1) %smax.pred.o
  %smax.lane.y1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 1, i32 31)
  %smax.lane.g1 = icmp sgt i32 %lane, 30
  %smax.lane.a1 = call i32 @llvm.smax.i32(i32 %smax.lane.y1, i32 %x)
  %smax.lane.r1 = select i1 %smax.lane.g1, i32 %x, i32 %smax.lane.a1
  %smax.lane.y2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %smax.lane.r1, i32 2, i32 31)
  %smax.lane.g2 = icmp sgt i32 %lane, 29
  %smax.lane.a2 = call i32 @llvm.smax.i32(i32 %smax.lane.y2, i32 %smax.lane.r1)
  %smax.lane.r2 = select i1 %smax.lane.g2, i32 %smax.lane.r1, i32 %smax.lane.a2
  %smax.lane.y4 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %smax.lane.r2, i32 4, i32 31)
  %smax.lane.g4 = icmp sgt i32 %lane, 27
  %smax.lane.a4 = call i32 @llvm.smax.i32(i32 %smax.lane.y4, i32 %smax.lane.r2)
  %smax.lane.r4 = select i1 %smax.lane.g4, i32 %smax.lane.r2, i32 %smax.lane.a4
  %smax.lane.y8 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %smax.lane.r4, i32 8, i32 31)
  %smax.lane.g8 = icmp sgt i32 %lane, 23
  %smax.lane.a8 = call i32 @llvm.smax.i32(i32 %smax.lane.y8, i32 %smax.lane.r4)
  %smax.lane.r8 = select i1 %smax.lane.g8, i32 %smax.lane.r4, i32 %smax.lane.a8
  %smax.lane.y16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %smax.lane.r8, i32 16, i32 31)
  %smax.lane.g16 = icmp sgt i32 %lane, 15
  %smax.lane.a16 = call i32 @llvm.smax.i32(i32 %smax.lane.y16, i32 %smax.lane.r8)
  %smax.lane.r16 = select i1 %smax.lane.g16, i32 %smax.lane.r8, i32 %smax.lane.a16
  %smax.lane.i = add i32 %tid, 1056
  %smax.lane.o = getelementptr i32, ptr addrspace(1) %out, i32 %smax.lane.i
  store i32 %smax.lane.r16, ptr addrspace(1) %smax.lane.o
  %umin.pred.s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %x, i32 1, i32 31)
  %umin.pred.y1 = extractvalue { i32, i1 } %umin.pred.s1, 0
  %umin.pred.p1 = extractvalue { i32, i1 } %umin.pred.s1, 1
  %umin.pred.a1 = call i32 @llvm.umin.i32(i32 %umin.pred.y1, i32 %x)
  %umin.pred.r1 = select i1 %umin.pred.p1, i32 %umin.pred.a1, i32 %umin.pred.y1
  %umin.pred.s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %umin.pred.r1, i32 2, i32 31)
  %umin.pred.y2 = extractvalue { i32, i1 } %umin.pred.s2, 0
  %umin.pred.p2 = extractvalue { i32, i1 } %umin.pred.s2, 1
  %umin.pred.a2 = call i32 @llvm.umin.i32(i32 %umin.pred.y2, i32 %umin.pred.r1)
  %umin.pred.r2 = select i1 %umin.pred.p2, i32 %umin.pred.a2, i32 %umin.pred.y2
  %umin.pred.s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %umin.pred.r2, i32 4, i32 31)
  %umin.pred.y4 = extractvalue { i32, i1 } %umin.pred.s4, 0
  %umin.pred.p4 = extractvalue { i32, i1 } %umin.pred.s4, 1
  %umin.pred.a4 = call i32 @llvm.umin.i32(i32 %umin.pred.y4, i32 %umin.pred.r2)
  %umin.pred.r4 = select i1 %umin.pred.p4, i32 %umin.pred.a4, i32 %umin.pred.y4
  %umin.pred.s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %umin.pred.r4, i32 8, i32 31)
  %umin.pred.y8 = extractvalue { i32, i1 } %umin.pred.s8, 0
  %umin.pred.p8 = extractvalue { i32, i1 } %umin.pred.s8, 1
  %umin.pred.a8 = call i32 @llvm.umin.i32(i32 %umin.pred.y8, i32 %umin.pred.r4)
  %umin.pred.r8 = select i1 %umin.pred.p8, i32 %umin.pred.a8, i32 %umin.pred.y8
  %umin.pred.s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %umin.pred.r8, i32 16, i32 31)
  %umin.pred.y16 = extractvalue { i32, i1 } %umin.pred.s16, 0
  %umin.pred.p16 = extractvalue { i32, i1 } %umin.pred.s16, 1
  %umin.pred.a16 = call i32 @llvm.umin.i32(i32 %umin.pred.y16, i32 %umin.pred.r8)
  %umin.pred.r16 = select i1 %umin.pred.p16, i32 %umin.pred.a16, i32 %umin.pred.y16
  %umin.pred.i = add i32 %tid, 1152
  %umin.pred.o = getelementptr i32, ptr addrspace(1) %out, i32 %umin.pred.i
  store i32 %umin.pred.r16, ptr addrspace(1) %umin.pred.o
  %umin.lane.y1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 1, i32 31)
  %umin.lane.g1 = icmp sgt i32 %lane, 30
  %umin.lane.a1 = call i32 @llvm.umin.i32(i32 %umin.lane.y1, i32 %x)
  %umin.lane.r1 = select i1 %umin.lane.g1, i32 %x, i32 %umin.lane.a1
  %umin.lane.y2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %umin.lane.r1, i32 2, i32 31)
  %umin.lane.g2 = icmp sgt i32 %lane, 29
  %umin.lane.a2 = call i32 @llvm.umin.i32(i32 %umin.lane.y2, i32 %umin.lane.r1)
  %umin.lane.r2 = select i1 %umin.lane.g2, i32 %umin.lane.r1, i32 %umin.lane.a2
  %umin.lane.y4 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %umin.lane.r2, i32 4, i32 31)
  %umin.lane.g4 = icmp sgt i32 %lane, 27
  %umin.lane.a4 = call i32 @llvm.umin.i32(i32 %umin.lane.y4, i32 %umin.lane.r2)
  %umin.lane.r4 = select i1 %umin.lane.g4, i32 %umin.lane.r2, i32 %umin.lane.a4
  %umin.lane.y8 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %umin.lane.r4, i32 8, i32 31)
  %umin.lane.g8 = icmp sgt i32 %lane, 23
  %umin.lane.a8 = call i32 @llvm.umin.i32(i32 %umin.lane.y8, i32 %umin.lane.r4)
  %umin.lane.r8 = select i1 %umin.lane.g8, i32 %umin.lane.r4, i32 %umin.lane.a8
  %umin.lane.y16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %umin.lane.r8, i32 16, i32 31)
  %umin.lane.g16 = icmp sgt i32 %lane, 15
  %umin.lane.a16 = call i32 @llvm.umin.i32(i32 %umin.lane.y16, i32 %umin.lane.r8)
  %umin.lane.r16 = select i1 %umin.lane.g16, i32 %umin.lane.r8, i32 %umin.lane.a16
  %umin.lane.i = add i32 %tid, 1248
  %umin.lane.o = getelementptr i32, ptr addrspace(1) %out, i32 %umin.lane.i
  store i32 %umin.lane.r16, ptr addrspace(1) %umin.lane.o
  %umax.pred.s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %x, i32 1, i32 31)
  %umax.pred.y1 = extractvalue { i32, i1 } %umax.pred.s1, 0
  %umax.pred.p1 = extractvalue { i32, i1 } %umax.pred.s1, 1
  %umax.pred.a1 = call i32 @llvm.umax.i32(i32 %umax.pred.y1, i32 %x)
  %umax.pred.r1 = select i1 %umax.pred.p1, i32 %umax.pred.a1, i32 %umax.pred.y1
  %umax.pred.s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %umax.pred.r1, i32 2, i32 31)
  %umax.pred.y2 = extractvalue { i32, i1 } %umax.pred.s2, 0
  %umax.pred.p2 = extractvalue { i32, i1 } %umax.pred.s2, 1
  %umax.pred.a2 = call i32 @llvm.umax.i32(i32 %umax.pred.y2, i32 %umax.pred.r1)
  %umax.pred.r2 = select i1 %umax.pred.p2, i32 %umax.pred.a2, i32 %umax.pred.y2
  %umax.pred.s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %umax.pred.r2, i32 4, i32 31)
  %umax.pred.y4 = extractvalue { i32, i1 } %umax.pred.s4, 0
  %umax.pred.p4 = extractvalue { i32, i1 } %umax.pred.s4, 1
  %umax.pred.a4 = call i32 @llvm.umax.i32(i32 %umax.pred.y4, i32 %umax.pred.r2)
  %umax.pred.r4 = select i1 %umax.pred.p4, i32 %umax.pred.a4, i32 %umax.pred.y4
  %umax.pred.s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %umax.pred.r4, i32 8, i32 31)
  %umax.pred.y8 = extractvalue { i32, i1 } %umax.pred.s8, 0
  %umax.pred.p8 = extractvalue { i32, i1 } %umax.pred.s8, 1
  %umax.pred.a8 = call i32 @llvm.umax.i32(i32 %umax.pred.y8, i32 %umax.pred.r4)
  %umax.pred.r8 = select i1 %umax.pred.p8, i32 %umax.pred.a8, i32 %umax.pred.y8
  %umax.pred.s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %umax.pred.r8, i32 16, i32 31)
  %umax.pred.y16 = extractvalue { i32, i1 } %umax.pred.s16, 0
  %umax.pred.p16 = extractvalue { i32, i1 } %umax.pred.s16, 1
  %umax.pred.a16 = call i32 @llvm.umax.i32(i32 %umax.pred.y16, i32 %umax.pred.r8)
  %umax.pred.r16 = select i1 %umax.pred.p16, i32 %umax.pred.a16, i32 %umax.pred.y16
  %umax.pred.i = add i32 %tid, 1344
  %umax.pred.o = getelementptr i32, ptr addrspace(1) %out, i32 %umax.pred.i
  store i32 %umax.pred.r16, ptr addrspace(1) %umax.pred.o
  %umax.lane.y1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 1, i32 31)
  %umax.lane.g1 = icmp sgt i32 %lane, 30
  %umax.lane.a1 = call i32 @llvm.umax.i32(i32 %umax.lane.y1, i32 %x)
  %umax.lane.r1 = select i1 %umax.lane.g1, i32 %x, i32 %umax.lane.a1
  %umax.lane.y2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %umax.lane.r1, i32 2, i32 31)
  %umax.lane.g2 = icmp sgt i32 %lane, 29
  %umax.lane.a2 = call i32 @llvm.umax.i32(i32 %umax.lane.y2, i32 %umax.lane.r1)
  %umax.lane.r2 = select i1 %umax.lane.g2, i32 %umax.lane.r1, i32 %umax.lane.a2
  %umax.lane.y4 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %umax.lane.r2, i32 4, i32 31)
  %umax.lane.g4 = icmp sgt i32 %lane, 27
  %umax.lane.a4 = call i32 @llvm.umax.i32(i32 %umax.lane.y4, i32 %umax.lane.r2)
  %umax.lane.r4 = select i1 %umax.lane.g4, i32 %umax.lane.r2, i32 %umax.lane.a4
  %umax.lane.y8 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %umax.lane.r4, i32 8, i32 31)
  %umax.lane.g8 = icmp sgt i32 %lane, 23
  %umax.lane.a8 = call i32 @llvm.umax.i32(i32 %umax.lane.y8, i32 %umax.lane.r4)
  %umax.lane.r8 = select i1 %umax.lane.g8, i32 %umax.lane.r4, i32 %umax.lane.a8
  %umax.lane.y16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %umax.lane.r8, i32 16, i32 31)
  %umax.lane.g16 = icmp sgt i32 %lane, 15
  %umax.lane.a16 = call i32 @llvm.umax.i32(i32 %umax.lane.y16, i32 %umax.lane.r8)
  %umax.lane.r16 = select i1 %umax.lane.g16, i32 %umax.lane.r8, i32 %umax.lane.a16
  %umax.lane.i = add i32 %tid, 1440
  %umax.lane.o = getelementptr i32, ptr addrspace(1) %out, i32 %umax.lane.i
  store i32 %umax.lane.r16, ptr addrspace(1) %umax.lane.o
  %last = or i32 %tid, 31
  br label %loop
loop:
  %j = phi i32 [ %tid, %entry ], [ %j.next, %loop ]
  %acc.add = phi i32 [ 0, %entry ], [ %acc.add.next, %loop ]
  %acc.and = phi i32 [ -1, %entry ], [ %acc.and.next, %loop ]
  %acc.or = phi i32 [ 0, %entry ], [ %acc.or.next, %loop ]
  %acc.xor = phi i32 [ 0, %entry ], [ %acc.xor.next, %loop ]
  %acc.smin = phi i32 [ 2147483647, %entry ], [ %acc.smin.next, %loop ]
  %acc.smax = phi i32 [ -2147483648, %entry ], [ %acc.smax.next, %loop ]
  %acc.umin = phi i32 [ -1, %entry ], [ %acc.umin.next, %loop ]
  %acc.umax = phi i32 [ 0, %entry ], [ %acc.umax.next, %loop ]
  %pj = getelementptr i32, ptr addrspace(1) %in, i32 %j
  %xj = load i32, ptr addrspace(1) %pj
  %acc.add.next = add i32 %acc.add, %xj
  %acc.and.next = and i32 %acc.and, %xj
  %acc.or.next = or i32 %acc.or, %xj
  %acc.xor.next = xor i32 %acc.xor, %xj
  %acc.smin.next = call i32 @llvm.smin.i32(i32 %acc.smin, i32 %xj)
  %acc.smax.next = call i32 @llvm.smax.i32(i32 %acc.smax, i32 %xj)
  %acc.umin.next = call i32 @llvm.umin.i32(i32 %acc.umin, i32 %xj)
  %acc.umax.next = call i32 @llvm.umax.i32(i32 %acc.umax, i32 %xj)
  %j.next = add i32 %j, 1
  %done = icmp ugt i32 %j.next, %last
  br i1 %done, label %exit, label %loop
exit:
  %ref.0 = add i32 %tid, 0
  %ref.0.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.0
  store i32 %acc.add.next, ptr addrspace(1) %ref.0.p
  %ref.1 = add i32 %tid, 96
  %ref.1.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.1
  store i32 %acc.add.next, ptr addrspace(1) %ref.1.p
  %ref.2 = add i32 %tid, 192
  %ref.2.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.2
  store i32 %acc.and.next, ptr addrspace(1) %ref.2.p
  %ref.3 = add i32 %tid, 288
  %ref.3.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.3
  store i32 %acc.and.next, ptr addrspace(1) %ref.3.p
  %ref.4 = add i32 %tid, 384
  %ref.4.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.4
  store i32 %acc.or.next, ptr addrspace(1) %ref.4.p
  %ref.5 = add i32 %tid, 480
  %ref.5.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.5
  store i32 %acc.or.next, ptr addrspace(1) %ref.5.p
  %ref.6 = add i32 %tid, 576
  %ref.6.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.6
  store i32 %acc.xor.next, ptr addrspace(1) %ref.6.p
  %ref.7 = add i32 %tid, 672
  %ref.7.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.7
  store i32 %acc.xor.next, ptr addrspace(1) %ref.7.p
  %ref.8 = add i32 %tid, 768
  %ref.8.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.8
  store i32 %acc.smin.next, ptr addrspace(1) %ref.8.p
  %ref.9 = add i32 %tid, 864
  %ref.9.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.9
  store i32 %acc.smin.next, ptr addrspace(1) %ref.9.p
  %ref.10 = add i32 %tid, 960
  %ref.10.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.10
  store i32 %acc.smax.next, ptr addrspace(1) %ref.10.p
  %ref.11 = add i32 %tid, 1056
  %ref.11.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.11
  store i32 %acc.smax.next, ptr addrspace(1) %ref.11.p
  %ref.12 = add i32 %tid, 1152
  %ref.12.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.12
  store i32 %acc.umin.next, ptr addrspace(1) %ref.12.p
  %ref.13 = add i32 %tid, 1248
  %ref.13.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.13
  store i32 %acc.umin.next, ptr addrspace(1) %ref.13.p
  %ref.14 = add i32 %tid, 1344
  %ref.14.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.14
  store i32 %acc.umax.next, ptr addrspace(1) %ref.14.p
  %ref.15 = add i32 %tid, 1440
  %ref.15.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.15
  store i32 %acc.umax.next, ptr addrspace(1) %ref.15.p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }

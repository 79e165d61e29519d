; Exactness of the tile-scan lowering on the emulator: inclusive up-scans of
; cooperative-groups tiles of 16 and 8 lanes (c = (32 - W) << 8), guarded by the
; tile rank (laneid & (W - 1), with the tile's member mask) or by the step's
; predicate (full mask), for add, umax, smin and xor.  Each lane's result is
; compared with a serial loop over the lanes of its tile up to itself.  One
; block of 96 work-items: on wave64 the second wave holds one CUDA warp and an
; absent (inactive) one.  All six scans are recognised on every target
; (CHECK-COUNT), and llc accepts the result.
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu' \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu -S -o %t.gfx90a.ll 2>&1 | FileCheck %s
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t.gfx90a.ll -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %t.gfx90a.ll --block=96 --arg=buf:in:i32:96=rand:5 --arg=buf:out:i32:576 \
; RUN:   --arg=buf:ref:i32:576 --print=out --print=ref > %t.gfx90a.txt
; RUN: grep '^out' %t.gfx90a.txt | sed 's/^out//' > %t.gfx90a.scan
; RUN: grep '^ref' %t.gfx90a.txt | sed 's/^ref//' > %t.gfx90a.ref
; RUN: test -s %t.gfx90a.ref && diff %t.gfx90a.scan %t.gfx90a.ref
; RUN: sed -e 's/CPU/gfx942/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu' \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu -S -o %t.gfx942.ll 2>&1 | FileCheck %s
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 %t.gfx942.ll -o /dev/null
; RUN: %wave-emu -mcpu=gfx942 %t.gfx942.ll --block=96 --arg=buf:in:i32:96=rand:5 --arg=buf:out:i32:576 \
; RUN:   --arg=buf:ref:i32:576 --print=out --print=ref > %t.gfx942.txt
; RUN: grep '^out' %t.gfx942.txt | sed 's/^out//' > %t.gfx942.scan
; RUN: grep '^ref' %t.gfx942.txt | sed 's/^ref//' > %t.gfx942.ref
; RUN: test -s %t.gfx942.ref && diff %t.gfx942.scan %t.gfx942.ref
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes='nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu' \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu -S -o %t.gfx1100w32.ll 2>&1 | FileCheck %s
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize32 %t.gfx1100w32.ll -o /dev/null
; RUN: %wave-emu -mcpu=gfx1100 -mattr=+wavefrontsize32 %t.gfx1100w32.ll --block=96 --arg=buf:in:i32:96=rand:5 --arg=buf:out:i32:576 \
; RUN:   --arg=buf:ref:i32:576 --print=out --print=ref > %t.gfx1100w32.txt
; RUN: grep '^out' %t.gfx1100w32.txt | sed 's/^out//' > %t.gfx1100w32.scan
; RUN: grep '^ref' %t.gfx1100w32.txt | sed 's/^ref//' > %t.gfx1100w32.ref
; RUN: test -s %t.gfx1100w32.ref && diff %t.gfx1100w32.scan %t.gfx1100w32.ref
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize64/' %s | opt %loadshfl -passes='nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu' \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu -S -o %t.gfx1100w64.ll 2>&1 | FileCheck %s
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize64 %t.gfx1100w64.ll -o /dev/null
; RUN: %wave-emu -mcpu=gfx1100 -mattr=+wavefrontsize64 %t.gfx1100w64.ll --block=96 --arg=buf:in:i32:96=rand:5 --arg=buf:out:i32:576 \
; RUN:   --arg=buf:ref:i32:576 --print=out --print=ref > %t.gfx1100w64.txt
; RUN: grep '^out' %t.gfx1100w64.txt | sed 's/^out//' > %t.gfx1100w64.scan
; RUN: grep '^ref' %t.gfx1100w64.txt | sed 's/^ref//' > %t.gfx1100w64.ref
; RUN: test -s %t.gfx1100w64.ref && diff %t.gfx1100w64.scan %t.gfx1100w64.ref
; RUN: sed -e 's/CPU/gfx1200/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes='nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu' \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu -S -o %t.gfx1200.ll 2>&1 | FileCheck %s
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1200 -mattr=+wavefrontsize32 %t.gfx1200.ll -o /dev/null
; RUN: %wave-emu -mcpu=gfx1200 -mattr=+wavefrontsize32 %t.gfx1200.ll --block=96 --arg=buf:in:i32:96=rand:5 --arg=buf:out:i32:576 \
; RUN:   --arg=buf:ref:i32:576 --print=out --print=ref > %t.gfx1200.txt
; RUN: grep '^out' %t.gfx1200.txt | sed 's/^out//' > %t.gfx1200.scan
; RUN: grep '^ref' %t.gfx1200.txt | sed 's/^ref//' > %t.gfx1200.ref
; RUN: test -s %t.gfx1200.ref && diff %t.gfx1200.scan %t.gfx1200.ref
; CHECK-COUNT-6: remark: <unknown>:0:0: lowered the inclusive up-scan ({{[a-z]+}}, {{[34]}} shfl.sync.up steps of a tile of {{8|16}} lanes guarded by {{.*}}
; CHECK-NOT: remark

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %ref) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %px = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %px
  %lane.hi16 = and i32 %lane, 16
  %mask16 = shl nuw i32 65535, %lane.hi16
  %rank16 = and i32 %lane, 15
  %lane.hi8 = and i32 %lane, 24
  %mask8 = shl nuw i32 255, %lane.hi8
  %rank8 = and i32 %lane, 7
  %add16.1.y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask16, i32 %x, i32 1, i32 4096)
  %add16.1.g = icmp uge i32 %rank16, 1
  %add16.1.a = add i32 %add16.1.y, %x
  %add16.1.r = select i1 %add16.1.g, i32 %add16.1.a, i32 %x
  %add16.2.y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask16, i32 %add16.1.r, i32 2, i32 4096)
  %add16.2.g = icmp uge i32 %rank16, 2
  %add16.2.a = add i32 %add16.2.y, %add16.1.r
  %add16.2.r = select i1 %add16.2.g, i32 %add16.2.a, i32 %add16.1.r
  %add16.4.y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask16, i32 %add16.2.r, i32 4, i32 4096)
  %add16.4.g = icmp uge i32 %rank16, 4
  %add16.4.a = add i32 %add16.4.y, %add16.2.r
  %add16.4.r = select i1 %add16.4.g, i32 %add16.4.a, i32 %add16.2.r
  %add16.8.y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask16, i32 %add16.4.r, i32 8, i32 4096)
  %add16.8.g = icmp uge i32 %rank16, 8
  %add16.8.a = add i32 %add16.8.y, %add16.4.r
  %add16.8.r = select i1 %add16.8.g, i32 %add16.8.a, i32 %add16.4.r
  %add16.i = add i32 %tid, 0
  %add16.o = getelementptr i32, ptr addrspace(1) %out, i32 %add16.i
  store i32 %add16.8.r, ptr addrspace(1) %add16.o
  %umax16.1.y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask16, i32 %x, i32 1, i32 4096)
  %umax16.1.g = icmp uge i32 %rank16, 1
  %umax16.1.a = call i32 @llvm.umax.i32(i32 %umax16.1.y, i32 %x)
  %umax16.1.r = select i1 %umax16.1.g, i32 %umax16.1.a, i32 %x
  %umax16.2.y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask16, i32 %umax16.1.r, i32 2, i32 4096)
  %umax16.2.g = icmp uge i32 %rank16, 2
  %umax16.2.a = call i32 @llvm.umax.i32(i32 %umax16.2.y, i32 %umax16.1.r)
  %umax16.2.r = select i1 %umax16.2.g, i32 %umax16.2.a, i32 %umax16.1.r
  %umax16.4.y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask16, i32 %umax16.2.r, i32 4, i32 4096)
  %umax16.4.g = icmp uge i32 %rank16, 4
  %umax16.4.a = call i32 @llvm.umax.i32(i32 %umax16.4.y, i32 %umax16.2.r)
  %umax16.4.r = select i1 %umax16.4.g, i32 %umax16.4.a, i32 %umax16.2.r
  %umax16.8.y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask16, i32 %umax16.4.r, i32 8, i32 4096)
  %umax16.8.g = icmp uge i32 %rank16, 8
  %umax16.8.a = call i32 @llvm.umax.i32(i32 %umax16.8.y, i32 %umax16.4.r)
  %umax16.8.r = select i1 %umax16.8.g, i32 %umax16.8.a, i32 %umax16.4.r
  %umax16.i = add i32 %tid, 96
  %umax16.o = getelementptr i32, ptr addrspace(1) %out, i32 %umax16.i
  store i32 %umax16.8.r, ptr addrspace(1) %umax16.o
  %smin16.1.s = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %x, i32 1, i32 4096)
  %smin16.1.y = extractvalue { i32, i1 } %smin16.1.s, 0
  %smin16.1.p = extractvalue { i32, i1 } %smin16.1.s, 1
  %smin16.1.a = call i32 @llvm.smin.i32(i32 %smin16.1.y, i32 %x)
  %smin16.1.r = select i1 %smin16.1.p, i32 %smin16.1.a, i32 %smin16.1.y
  %smin16.2.s = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %smin16.1.r, i32 2, i32 4096)
  %smin16.2.y = extractvalue { i32, i1 } %smin16.2.s, 0
  %smin16.2.p = extractvalue { i32, i1 } %smin16.2.s, 1
  %smin16.2.a = call i32 @llvm.smin.i32(i32 %smin16.2.y, i32 %smin16.1.r)
  %smin16.2.r = select i1 %smin16.2.p, i32 %smin16.2.a, i32 %smin16.2.y
  %smin16.4.s = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %smin16.2.r, i32 4, i32 4096)
  %smin16.4.y = extractvalue { i32, i1 } %smin16.4.s, 0
  %smin16.4.p = extractvalue { i32, i1 } %smin16.4.s, 1
  %smin16.4.a = call i32 @llvm.smin.i32(i32 %smin16.4.y, i32 %smin16.2.r)
  %smin16.4.r = select i1 %smin16.4.p, i32 %smin16.4.a, i32 %smin16.4.y
  %smin16.8.s = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %smin16.4.r, i32 8, i32 4096)
  %smin16.8.y = extractvalue { i32, i1 } %smin16.8.s, 0
  %smin16.8.p = extractvalue { i32, i1 } %smin16.8.s, 1
  %smin16.8.a = call i32 @llvm.smin.i32(i32 %smin16.8.y, i32 %smin16.4.r)
  %smin16.8.r = select i1 %smin16.8.p, i32 %smin16.8.a, i32 %smin16.8.y
  %smin16.i = add i32 %tid, 192
  %smin16.o = getelementptr i32, ptr addrspace(1) %out, i32 %smin16.i
  store i32 %smin16.8.r, ptr addrspace(1) %smin16.o
  %add8.1.y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask8, i32 %x, i32 1, i32 6144)
  %add8.1.g = icmp uge i32 %rank8, 1
  %add8.1.a = add i32 %add8.1.y, %x
  %add8.1.r = select i1 %add8.1.g, i32 %add8.1.a, i32 %x
  %add8.2.y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask8, i32 %add8.1.r, i32 2, i32 6144)
  %add8.2.g = icmp uge i32 %rank8, 2
  %add8.2.a = add i32 %add8.2.y, %add8.1.r
  %add8.2.r = select i1 %add8.2.g, i32 %add8.2.a, i32 %add8.1.r
  %add8.4.y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask8, i32 %add8.2.r, i32 4, i32 6144)
  %add8.4.g = icmp uge i32 %rank8, 4
  %add8.4.a = add i32 %add8.4.y, %add8.2.r
  %add8.4.r = select i1 %add8.4.g, i32 %add8.4.a, i32 %add8.2.r
  %add8.i = add i32 %tid, 288
  %add8.o = getelementptr i32, ptr addrspace(1) %out, i32 %add8.i
  store i32 %add8.4.r, ptr addrspace(1) %add8.o
  %umax8.1.y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask8, i32 %x, i32 1, i32 6144)
  %umax8.1.g = icmp uge i32 %rank8, 1
  %umax8.1.a = call i32 @llvm.umax.i32(i32 %umax8.1.y, i32 %x)
  %umax8.1.r = select i1 %umax8.1.g, i32 %umax8.1.a, i32 %x
  %umax8.2.y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask8, i32 %umax8.1.r, i32 2, i32 6144)
  %umax8.2.g = icmp uge i32 %rank8, 2
  %umax8.2.a = call i32 @llvm.umax.i32(i32 %umax8.2.y, i32 %umax8.1.r)
  %umax8.2.r = select i1 %umax8.2.g, i32 %umax8.2.a, i32 %umax8.1.r
  %umax8.4.y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask8, i32 %umax8.2.r, i32 4, i32 6144)
  %umax8.4.g = icmp uge i32 %rank8, 4
  %umax8.4.a = call i32 @llvm.umax.i32(i32 %umax8.4.y, i32 %umax8.2.r)
  %umax8.4.r = select i1 %umax8.4.g, i32 %umax8.4.a, i32 %umax8.2.r
  %umax8.i = add i32 %tid, 384
  %umax8.o = getelementptr i32, ptr addrspace(1) %out, i32 %umax8.i
  store i32 %umax8.4.r, ptr addrspace(1) %umax8.o
  %xor8.1.s = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %x, i32 1, i32 6144)
  %xor8.1.y = extractvalue { i32, i1 } %xor8.1.s, 0
  %xor8.1.p = extractvalue { i32, i1 } %xor8.1.s, 1
  %xor8.1.a = xor i32 %xor8.1.y, %x
  %xor8.1.r = select i1 %xor8.1.p, i32 %xor8.1.a, i32 %xor8.1.y
  %xor8.2.s = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %xor8.1.r, i32 2, i32 6144)
  %xor8.2.y = extractvalue { i32, i1 } %xor8.2.s, 0
  %xor8.2.p = extractvalue { i32, i1 } %xor8.2.s, 1
  %xor8.2.a = xor i32 %xor8.2.y, %xor8.1.r
  %xor8.2.r = select i1 %xor8.2.p, i32 %xor8.2.a, i32 %xor8.2.y
  %xor8.4.s = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %xor8.2.r, i32 4, i32 6144)
  %xor8.4.y = extractvalue { i32, i1 } %xor8.4.s, 0
  %xor8.4.p = extractvalue { i32, i1 } %xor8.4.s, 1
  %xor8.4.a = xor i32 %xor8.4.y, %xor8.2.r
  %xor8.4.r = select i1 %xor8.4.p, i32 %xor8.4.a, i32 %xor8.4.y
  %xor8.i = add i32 %tid, 480
  %xor8.o = getelementptr i32, ptr addrspace(1) %out, i32 %xor8.i
  store i32 %xor8.4.r, ptr addrspace(1) %xor8.o
  %base16 = and i32 %tid, -16
  br label %loop16
loop16:
  %j16 = phi i32 [ %base16, %entry ], [ %j16.next, %loop16 ]
  %acc.add16 = phi i32 [ 0, %entry ], [ %acc.add16.next, %loop16 ]
  %acc.umax16 = phi i32 [ 0, %entry ], [ %acc.umax16.next, %loop16 ]
  %acc.smin16 = phi i32 [ 2147483647, %entry ], [ %acc.smin16.next, %loop16 ]
  %pj16 = getelementptr i32, ptr addrspace(1) %in, i32 %j16
  %xj16 = load i32, ptr addrspace(1) %pj16
  %acc.add16.next = add i32 %acc.add16, %xj16
  %acc.umax16.next = call i32 @llvm.umax.i32(i32 %acc.umax16, i32 %xj16)
  %acc.smin16.next = call i32 @llvm.smin.i32(i32 %acc.smin16, i32 %xj16)
  %j16.next = add i32 %j16, 1
  %done16 = icmp ugt i32 %j16.next, %tid
  br i1 %done16, label %loop16.exit, label %loop16
loop16.exit:
  %base8 = and i32 %tid, -8
  br label %loop8
loop8:
  %j8 = phi i32 [ %base8, %loop16.exit ], [ %j8.next, %loop8 ]
  %acc.add8 = phi i32 [ 0, %loop16.exit ], [ %acc.add8.next, %loop8 ]
  %acc.umax8 = phi i32 [ 0, %loop16.exit ], [ %acc.umax8.next, %loop8 ]
  %acc.xor8 = phi i32 [ 0, %loop16.exit ], [ %acc.xor8.next, %loop8 ]
  %pj8 = getelementptr i32, ptr addrspace(1) %in, i32 %j8
  %xj8 = load i32, ptr addrspace(1) %pj8
  %acc.add8.next = add i32 %acc.add8, %xj8
  %acc.umax8.next = call i32 @llvm.umax.i32(i32 %acc.umax8, i32 %xj8)
  %acc.xor8.next = xor i32 %acc.xor8, %xj8
  %j8.next = add i32 %j8, 1
  %done8 = icmp ugt i32 %j8.next, %tid
  br i1 %done8, label %loop8.exit, label %loop8
loop8.exit:
  %ref.add16.i = add i32 %tid, 0
  %ref.add16.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.add16.i
  store i32 %acc.add16.next, ptr addrspace(1) %ref.add16.p
  %ref.umax16.i = add i32 %tid, 96
  %ref.umax16.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.umax16.i
  store i32 %acc.umax16.next, ptr addrspace(1) %ref.umax16.p
  %ref.smin16.i = add i32 %tid, 192
  %ref.smin16.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.smin16.i
  store i32 %acc.smin16.next, ptr addrspace(1) %ref.smin16.p
  %ref.add8.i = add i32 %tid, 288
  %ref.add8.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.add8.i
  store i32 %acc.add8.next, ptr addrspace(1) %ref.add8.p
  %ref.umax8.i = add i32 %tid, 384
  %ref.umax8.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.umax8.i
  store i32 %acc.umax8.next, ptr addrspace(1) %ref.umax8.p
  %ref.xor8.i = add i32 %tid, 480
  %ref.xor8.p = getelementptr i32, ptr addrspace(1) %ref, i32 %ref.xor8.i
  store i32 %acc.xor8.next, ptr addrspace(1) %ref.xor8.p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }

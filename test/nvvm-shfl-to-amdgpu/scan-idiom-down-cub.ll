; CUB's WarpReduce<int>::Sum as CCCL 3 emits it for sm_80 (clang, then
; ptx-asm-to-ir): five `shfl.sync.down.b32` steps d = 1..16 with c = 31,
; each `v + (laneid > 31-d ? 0 : y)`, and the last step's add sunk into the
; `lane == 0` branch that stores it.  It is the inclusive down-scan (lane i
; ends with the sum of lanes i..31): four DPP row_shl steps inside the rows,
; then lane 16's row total into lanes 0..15 (wave_shl:1 and row_newbcast:15
; on gfx90a/gfx942, v_permlanex16 on gfx10+), emitted at the first shuffle;
; the sunk add takes its result.  gfx900 has no row_newbcast: the calls stay
; to the per-call lowering there.
; RUN: sed 's/CPU/gfx90a/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S | FileCheck %s --check-prefix=GFX90A
; RUN: sed 's/CPU/gfx1100/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S | FileCheck %s --check-prefix=GFX11
; RUN: sed 's/CPU/gfx900/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S | FileCheck %s --check-prefix=GFX900

define void @wr_sum(i32 %v, i1 %lane0, ptr addrspace(1) %out) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %y1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 1, i32 31)
  %g1 = icmp sgt i32 %lane, 30
  %z1 = select i1 %g1, i32 0, i32 %y1
  %r1 = add nsw i32 %z1, %v
  %y2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %r1, i32 2, i32 31)
  %g2 = icmp sgt i32 %lane, 29
  %z2 = select i1 %g2, i32 0, i32 %y2
  %r2 = add nsw i32 %r1, %z2
  %y4 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %r2, i32 4, i32 31)
  %g4 = icmp sgt i32 %lane, 27
  %z4 = select i1 %g4, i32 0, i32 %y4
  %r4 = add nsw i32 %r2, %z4
  %y8 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %r4, i32 8, i32 31)
  %g8 = icmp sgt i32 %lane, 23
  %z8 = select i1 %g8, i32 0, i32 %y8
  %r8 = add nsw i32 %r4, %z8
  %y16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %r8, i32 16, i32 31)
  br i1 %lane0, label %store, label %done
store:
  %g16 = icmp sgt i32 %lane, 15
  %z16 = select i1 %g16, i32 0, i32 %y16
  %sum = add nsw i32 %r8, %z16
  store i32 %sum, ptr addrspace(1) %out
  br label %done
done:
  ret void
}
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
attributes #0 = { "target-cpu"="CPU" }
; GFX90A-LABEL: @wr_sum(
; GFX90A-NEXT:  entry:
; GFX90A-NEXT:    %sum.down1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 257, i32 15, i32 15, i1 false)
; GFX90A-NEXT:    %sum.down1.add = add i32 %v, %sum.down1.dpp
; GFX90A-NEXT:    %sum.down2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.down1.add, i32 258, i32 15, i32 15, i1 false)
; GFX90A-NEXT:    %sum.down2.add = add i32 %sum.down1.add, %sum.down2.dpp
; GFX90A-NEXT:    %sum.down4.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.down2.add, i32 260, i32 15, i32 15, i1 false)
; GFX90A-NEXT:    %sum.down4.add = add i32 %sum.down2.add, %sum.down4.dpp
; GFX90A-NEXT:    %sum.down8.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.down4.add, i32 264, i32 15, i32 15, i1 false)
; GFX90A-NEXT:    %sum.down8.add = add i32 %sum.down4.add, %sum.down8.dpp
; GFX90A-NEXT:    %sum.down16.shl = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.down8.add, i32 304, i32 15, i32 15, i1 false)
; GFX90A-NEXT:    %sum.down16.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.down16.shl, i32 351, i32 5, i32 15, i1 false)
; GFX90A-NEXT:    %sum = add i32 %sum.down8.add, %sum.down16.dpp
; GFX90A-NEXT:    br i1 %lane0, label %store, label %done
; GFX90A-EMPTY:
; GFX90A-NEXT:  store:
; GFX90A-NEXT:    store i32 %sum, ptr addrspace(1) %out, align 4
; GFX90A-NEXT:    br label %done
; GFX90A-EMPTY:
; GFX90A-NEXT:  done:
; GFX90A-NEXT:    ret void
; GFX90A-NEXT:  }
; GFX11-LABEL: @wr_sum(
; GFX11-NEXT:  entry:
; GFX11-NEXT:    %sum.down1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 257, i32 15, i32 15, i1 false)
; GFX11-NEXT:    %sum.down1.add = add i32 %v, %sum.down1.dpp
; GFX11-NEXT:    %sum.down2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.down1.add, i32 258, i32 15, i32 15, i1 false)
; GFX11-NEXT:    %sum.down2.add = add i32 %sum.down1.add, %sum.down2.dpp
; GFX11-NEXT:    %sum.down4.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.down2.add, i32 260, i32 15, i32 15, i1 false)
; GFX11-NEXT:    %sum.down4.add = add i32 %sum.down2.add, %sum.down4.dpp
; GFX11-NEXT:    %sum.down8.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.down4.add, i32 264, i32 15, i32 15, i1 false)
; GFX11-NEXT:    %sum.down8.add = add i32 %sum.down4.add, %sum.down8.dpp
; GFX11-NEXT:    %sum.down16.x16 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %sum.down8.add, i32 0, i32 0, i1 false, i1 false)
; GFX11-NEXT:    %sum.down16.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.down16.x16, i32 228, i32 5, i32 15, i1 false)
; GFX11-NEXT:    %sum = add i32 %sum.down8.add, %sum.down16.dpp
; GFX11-NEXT:    br i1 %lane0, label %store, label %done
; GFX11-EMPTY:
; GFX11-NEXT:  store:
; GFX11-NEXT:    store i32 %sum, ptr addrspace(1) %out, align 4
; GFX11-NEXT:    br label %done
; GFX11-EMPTY:
; GFX11-NEXT:  done:
; GFX11-NEXT:    ret void
; GFX11-NEXT:  }
; GFX900-LABEL: @wr_sum(
; GFX900-COUNT-4: call i32 @llvm.amdgcn.ds.bpermute(
; GFX900-NOT: call i32 @llvm.amdgcn.update.dpp.i32(i32 0,

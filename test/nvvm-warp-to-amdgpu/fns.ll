; fns.b32 (llvm.nvvm.fns), the n-th set bit of a mask from a base, is
; per-lane arithmetic, the same on every target and wave size: the bits on
; the searched side of the base, the offset as a rank from bit 0, and a
; five-step binary search with popcounts.  Constant operands fold with the
; model (include/ShflLowering/Semantics/PTXFnsModel.h); a base above 31
; (undefined in PTX) gives 0xffffffff.  fns-emulator.test runs the lowering
; on the emulator against the model.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 | FileCheck %s --check-prefix=ASM
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a | FileCheck %s --check-prefix=ASM
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 | FileCheck %s --check-prefix=ASM
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030 | FileCheck %s --check-prefix=ASM
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 | FileCheck %s --check-prefix=ASM
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize64 | FileCheck %s --check-prefix=ASM
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1200 | FileCheck %s --check-prefix=ASM

define i32 @fns(i32 %m, i32 %b, i32 %o) {
entry:
  %r = call i32 @llvm.nvvm.fns(i32 %m, i32 %b, i32 %o)
  ret i32 %r
}

; The examples of the PTX ISA text: 0xaaaaaaaa from 3 by +-1 is 3; from 2 by
; +1 is 3 and by -1 is 1; no set bit below 0 gives 0xffffffff; base 32 is
; outside the register.
define void @fns_const(ptr %out) {
entry:
  %a = call i32 @llvm.nvvm.fns(i32 -1431655766, i32 3, i32 1)
  store volatile i32 %a, ptr %out
  %b = call i32 @llvm.nvvm.fns(i32 -1431655766, i32 3, i32 -1)
  store volatile i32 %b, ptr %out
  %c = call i32 @llvm.nvvm.fns(i32 -1431655766, i32 2, i32 1)
  store volatile i32 %c, ptr %out
  %d = call i32 @llvm.nvvm.fns(i32 -1431655766, i32 2, i32 -1)
  store volatile i32 %d, ptr %out
  %e = call i32 @llvm.nvvm.fns(i32 -1431655766, i32 0, i32 -1)
  store volatile i32 %e, ptr %out
  %f = call i32 @llvm.nvvm.fns(i32 -1, i32 32, i32 1)
  store volatile i32 %f, ptr %out
  ret void
}

; What coalesced groups call: the lane of rank r, fns(mask, 0, r + 1).
define i32 @fns_rank_to_lane(i32 %m, i32 %r) {
entry:
  %r1 = add i32 %r, 1
  %lane = call i32 @llvm.nvvm.fns(i32 %m, i32 0, i32 %r1)
  ret i32 %lane
}

declare i32 @llvm.nvvm.fns(i32, i32, i32)

; CHECK-LABEL: @fns(
; CHECK-NEXT: {{^}}entry:
; CHECK-NEXT: %r.base = and i32 %b, 31
; CHECK-NEXT: %r.up = icmp sgt i32 %o, 0
; CHECK-NEXT: %r.above.base = shl i32 -1, %r.base
; CHECK-NEXT: %r.upto.base.next = shl i32 2, %r.base
; CHECK-NEXT: %r.upto.base = sub i32 %r.upto.base.next, 1
; CHECK-NEXT: %r.side = select i1 %r.up, i32 %r.above.base, i32 %r.upto.base
; CHECK-NEXT: %r.kept = and i32 %m, %r.side
; CHECK-NEXT: %r.rank.up = sub i32 %o, 1
; CHECK-NEXT: %r.rank.down = xor i32 %o, -1
; CHECK-NEXT: %r.rank = select i1 %r.up, i32 %r.rank.up, i32 %r.rank.down
; CHECK-NEXT: %r.count = call i32 @llvm.ctpop.i32(i32 %r.kept)
; CHECK-NEXT: %r.found = icmp ult i32 %r.rank, %r.count
; CHECK-NEXT: %r.last = sub i32 %r.count, 1
; CHECK-NEXT: %r.rank.from.top = sub i32 %r.last, %r.rank
; CHECK-NEXT: %r.rank0 = select i1 %r.up, i32 %r.rank, i32 %r.rank.from.top
; CHECK-NEXT: %r.w16.low = and i32 %r.kept, 65535
; CHECK-NEXT: %r.w16.count = call i32 @llvm.ctpop.i32(i32 %r.w16.low)
; CHECK-NEXT: %r.w16.skip = icmp uge i32 %r.rank0, %r.w16.count
; CHECK-NEXT: %r.w16.pos = select i1 %r.w16.skip, i32 16, i32 0
; CHECK-NEXT: %r.w16.rest = sub i32 %r.rank0, %r.w16.count
; CHECK-NEXT: %r.w16.left = select i1 %r.w16.skip, i32 %r.w16.rest, i32 %r.rank0
; CHECK-NEXT: %r.w16.shifted = lshr i32 %r.kept, 16
; CHECK-NEXT: %r.w16.bits = select i1 %r.w16.skip, i32 %r.w16.shifted, i32 %r.kept
; CHECK-NEXT: %r.w8.low = and i32 %r.w16.bits, 255
; CHECK-NEXT: %r.w8.count = call i32 @llvm.ctpop.i32(i32 %r.w8.low)
; CHECK-NEXT: %r.w8.skip = icmp uge i32 %r.w16.left, %r.w8.count
; CHECK-NEXT: %r.w8.moved = or i32 %r.w16.pos, 8
; CHECK-NEXT: %r.w8.pos = select i1 %r.w8.skip, i32 %r.w8.moved, i32 %r.w16.pos
; CHECK-NEXT: %r.w8.rest = sub i32 %r.w16.left, %r.w8.count
; CHECK-NEXT: %r.w8.left = select i1 %r.w8.skip, i32 %r.w8.rest, i32 %r.w16.left
; CHECK-NEXT: %r.w8.shifted = lshr i32 %r.w16.bits, 8
; CHECK-NEXT: %r.w8.bits = select i1 %r.w8.skip, i32 %r.w8.shifted, i32 %r.w16.bits
; CHECK-NEXT: %r.w4.low = and i32 %r.w8.bits, 15
; CHECK-NEXT: %r.w4.count = call i32 @llvm.ctpop.i32(i32 %r.w4.low)
; CHECK-NEXT: %r.w4.skip = icmp uge i32 %r.w8.left, %r.w4.count
; CHECK-NEXT: %r.w4.moved = or i32 %r.w8.pos, 4
; CHECK-NEXT: %r.w4.pos = select i1 %r.w4.skip, i32 %r.w4.moved, i32 %r.w8.pos
; CHECK-NEXT: %r.w4.rest = sub i32 %r.w8.left, %r.w4.count
; CHECK-NEXT: %r.w4.left = select i1 %r.w4.skip, i32 %r.w4.rest, i32 %r.w8.left
; CHECK-NEXT: %r.w4.shifted = lshr i32 %r.w8.bits, 4
; CHECK-NEXT: %r.w4.bits = select i1 %r.w4.skip, i32 %r.w4.shifted, i32 %r.w8.bits
; CHECK-NEXT: %r.w2.low = and i32 %r.w4.bits, 3
; CHECK-NEXT: %r.w2.count = call i32 @llvm.ctpop.i32(i32 %r.w2.low)
; CHECK-NEXT: %r.w2.skip = icmp uge i32 %r.w4.left, %r.w2.count
; CHECK-NEXT: %r.w2.moved = or i32 %r.w4.pos, 2
; CHECK-NEXT: %r.w2.pos = select i1 %r.w2.skip, i32 %r.w2.moved, i32 %r.w4.pos
; CHECK-NEXT: %r.w2.rest = sub i32 %r.w4.left, %r.w2.count
; CHECK-NEXT: %r.w2.left = select i1 %r.w2.skip, i32 %r.w2.rest, i32 %r.w4.left
; CHECK-NEXT: %r.w2.shifted = lshr i32 %r.w4.bits, 2
; CHECK-NEXT: %r.w2.bits = select i1 %r.w2.skip, i32 %r.w2.shifted, i32 %r.w4.bits
; CHECK-NEXT: %r.w1.low = and i32 %r.w2.bits, 1
; CHECK-NEXT: %r.w1.count = call i32 @llvm.ctpop.i32(i32 %r.w1.low)
; CHECK-NEXT: %r.w1.skip = icmp uge i32 %r.w2.left, %r.w1.count
; CHECK-NEXT: %r.w1.moved = or i32 %r.w2.pos, 1
; CHECK-NEXT: %r.w1.pos = select i1 %r.w1.skip, i32 %r.w1.moved, i32 %r.w2.pos
; CHECK-NEXT: %r.searched = select i1 %r.found, i32 %r.w1.pos, i32 -1
; CHECK-NEXT: %r.at.base.bits = lshr i32 %m, %r.base
; CHECK-NEXT: %r.at.base = trunc i32 %r.at.base.bits to i1
; CHECK-NEXT: %r.here = select i1 %r.at.base, i32 %r.base, i32 -1
; CHECK-NEXT: %r.offset.zero = icmp eq i32 %o, 0
; CHECK-NEXT: %r.pick = select i1 %r.offset.zero, i32 %r.here, i32 %r.searched
; CHECK-NEXT: %r.base.ok = icmp ule i32 %b, 31
; CHECK-NEXT: %r = select i1 %r.base.ok, i32 %r.pick, i32 -1
; CHECK-NEXT: ret i32 %r
; CHECK-NEXT: }
;
; CHECK-LABEL: @fns_const(
; CHECK-NEXT: {{^}}entry:
; CHECK-NEXT: store volatile i32 3, ptr %out, align 4
; CHECK-NEXT: store volatile i32 3, ptr %out, align 4
; CHECK-NEXT: store volatile i32 3, ptr %out, align 4
; CHECK-NEXT: store volatile i32 1, ptr %out, align 4
; CHECK-NEXT: store volatile i32 -1, ptr %out, align 4
; CHECK-NEXT: store volatile i32 -1, ptr %out, align 4
; CHECK-NEXT: ret void
; CHECK-NEXT: }
;
; CHECK-LABEL: @fns_rank_to_lane(
; CHECK-NEXT: {{^}}entry:
; CHECK-NEXT: %r1 = add i32 %r, 1
; CHECK-NEXT: %lane.up = icmp sgt i32 %r1, 0
; CHECK-NEXT: %lane.side = select i1 %lane.up, i32 -1, i32 1
; CHECK-NEXT: %lane.kept = and i32 %m, %lane.side
; CHECK-NEXT: %lane.rank.down = xor i32 %r1, -1
; CHECK-NEXT: %lane.rank = select i1 %lane.up, i32 %r, i32 %lane.rank.down
; CHECK-NEXT: %lane.count = call i32 @llvm.ctpop.i32(i32 %lane.kept)
; CHECK-NEXT: %lane.found = icmp ult i32 %lane.rank, %lane.count
; CHECK-NEXT: %lane.last = sub i32 %lane.count, 1
; CHECK-NEXT: %lane.rank.from.top = sub i32 %lane.last, %lane.rank
; CHECK-NEXT: %lane.rank0 = select i1 %lane.up, i32 %lane.rank, i32 %lane.rank.from.top
; CHECK-NEXT: %lane.w16.low = and i32 %lane.kept, 65535
; CHECK-NEXT: %lane.w16.count = call i32 @llvm.ctpop.i32(i32 %lane.w16.low)
; CHECK-NEXT: %lane.w16.skip = icmp uge i32 %lane.rank0, %lane.w16.count
; CHECK-NEXT: %lane.w16.pos = select i1 %lane.w16.skip, i32 16, i32 0
; CHECK-NEXT: %lane.w16.rest = sub i32 %lane.rank0, %lane.w16.count
; CHECK-NEXT: %lane.w16.left = select i1 %lane.w16.skip, i32 %lane.w16.rest, i32 %lane.rank0
; CHECK-NEXT: %lane.w16.shifted = lshr i32 %lane.kept, 16
; CHECK-NEXT: %lane.w16.bits = select i1 %lane.w16.skip, i32 %lane.w16.shifted, i32 %lane.kept
; CHECK-NEXT: %lane.w8.low = and i32 %lane.w16.bits, 255
; CHECK-NEXT: %lane.w8.count = call i32 @llvm.ctpop.i32(i32 %lane.w8.low)
; CHECK-NEXT: %lane.w8.skip = icmp uge i32 %lane.w16.left, %lane.w8.count
; CHECK-NEXT: %lane.w8.moved = or i32 %lane.w16.pos, 8
; CHECK-NEXT: %lane.w8.pos = select i1 %lane.w8.skip, i32 %lane.w8.moved, i32 %lane.w16.pos
; CHECK-NEXT: %lane.w8.rest = sub i32 %lane.w16.left, %lane.w8.count
; CHECK-NEXT: %lane.w8.left = select i1 %lane.w8.skip, i32 %lane.w8.rest, i32 %lane.w16.left
; CHECK-NEXT: %lane.w8.shifted = lshr i32 %lane.w16.bits, 8
; CHECK-NEXT: %lane.w8.bits = select i1 %lane.w8.skip, i32 %lane.w8.shifted, i32 %lane.w16.bits
; CHECK-NEXT: %lane.w4.low = and i32 %lane.w8.bits, 15
; CHECK-NEXT: %lane.w4.count = call i32 @llvm.ctpop.i32(i32 %lane.w4.low)
; CHECK-NEXT: %lane.w4.skip = icmp uge i32 %lane.w8.left, %lane.w4.count
; CHECK-NEXT: %lane.w4.moved = or i32 %lane.w8.pos, 4
; CHECK-NEXT: %lane.w4.pos = select i1 %lane.w4.skip, i32 %lane.w4.moved, i32 %lane.w8.pos
; CHECK-NEXT: %lane.w4.rest = sub i32 %lane.w8.left, %lane.w4.count
; CHECK-NEXT: %lane.w4.left = select i1 %lane.w4.skip, i32 %lane.w4.rest, i32 %lane.w8.left
; CHECK-NEXT: %lane.w4.shifted = lshr i32 %lane.w8.bits, 4
; CHECK-NEXT: %lane.w4.bits = select i1 %lane.w4.skip, i32 %lane.w4.shifted, i32 %lane.w8.bits
; CHECK-NEXT: %lane.w2.low = and i32 %lane.w4.bits, 3
; CHECK-NEXT: %lane.w2.count = call i32 @llvm.ctpop.i32(i32 %lane.w2.low)
; CHECK-NEXT: %lane.w2.skip = icmp uge i32 %lane.w4.left, %lane.w2.count
; CHECK-NEXT: %lane.w2.moved = or i32 %lane.w4.pos, 2
; CHECK-NEXT: %lane.w2.pos = select i1 %lane.w2.skip, i32 %lane.w2.moved, i32 %lane.w4.pos
; CHECK-NEXT: %lane.w2.rest = sub i32 %lane.w4.left, %lane.w2.count
; CHECK-NEXT: %lane.w2.left = select i1 %lane.w2.skip, i32 %lane.w2.rest, i32 %lane.w4.left
; CHECK-NEXT: %lane.w2.shifted = lshr i32 %lane.w4.bits, 2
; CHECK-NEXT: %lane.w2.bits = select i1 %lane.w2.skip, i32 %lane.w2.shifted, i32 %lane.w4.bits
; CHECK-NEXT: %lane.w1.low = and i32 %lane.w2.bits, 1
; CHECK-NEXT: %lane.w1.count = call i32 @llvm.ctpop.i32(i32 %lane.w1.low)
; CHECK-NEXT: %lane.w1.skip = icmp uge i32 %lane.w2.left, %lane.w1.count
; CHECK-NEXT: %lane.w1.moved = or i32 %lane.w2.pos, 1
; CHECK-NEXT: %lane.w1.pos = select i1 %lane.w1.skip, i32 %lane.w1.moved, i32 %lane.w2.pos
; CHECK-NEXT: %lane.searched = select i1 %lane.found, i32 %lane.w1.pos, i32 -1
; CHECK-NEXT: %lane.at.base = trunc i32 %m to i1
; CHECK-NEXT: %lane.here = select i1 %lane.at.base, i32 0, i32 -1
; CHECK-NEXT: %lane.offset.zero = icmp eq i32 %r1, 0
; CHECK-NEXT: %lane = select i1 %lane.offset.zero, i32 %lane.here, i32 %lane.searched
; CHECK-NEXT: ret i32 %lane
; CHECK-NEXT: }
;
; ASM-LABEL: fns:
; ASM-NOT: s_cbranch
; ASM: v_bcnt_u32_b32
; ASM-NOT: s_cbranch
; ASM: s_setpc_b64

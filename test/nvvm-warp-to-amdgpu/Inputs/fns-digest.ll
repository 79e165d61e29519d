; The fns.b32 test domain of include/ShflLowering/Semantics/FnsSweepSpec.h as
; an AMDGPU kernel that still calls llvm.nvvm.fns: thread t of 64 walks the
; seeds t, t + 64, ..., for each the four mask embeddings, the 32 bases and
; the 71 offsets, and folds every result into an FNV-1a 64 digest, out[t].
target triple = "amdgcn-amd-amdhsa"

@offsets = internal addrspace(4) constant [71 x i32] [
  i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26,
  i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18,
  i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10,
  i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1,
  i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9,
  i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18,
  i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27,
  i32 28, i32 29, i32 30, i32 31, i32 32, i32 33,
  i32 -2147483648, i32 -1000, i32 1000, i32 2147483647]

define internal i32 @mask(i32 %s, i32 %e) {
entry:
  %s10 = shl i32 %s, 10
  %s20 = shl i32 %s, 20
  %r0 = or i32 %s, %s10
  %rep = or i32 %r0, %s20
  %notrep = xor i32 %rep, -1
  %hi = lshr i32 %s, 6
  %top = or i32 %s20, %hi
  %m0 = mul i32 %s, -1640531527
  %x0 = add i32 %m0, 1
  %x1s = lshr i32 %x0, 16
  %x1 = xor i32 %x0, %x1s
  %x2 = mul i32 %x1, 2146121005
  %x3s = lshr i32 %x2, 15
  %x3 = xor i32 %x2, %x3s
  %x4 = mul i32 %x3, -2073254261
  %x5s = lshr i32 %x4, 16
  %mix = xor i32 %x4, %x5s
  %is0 = icmp eq i32 %e, 0
  %is1 = icmp eq i32 %e, 1
  %is2 = icmp eq i32 %e, 2
  %a = select i1 %is2, i32 %top, i32 %mix
  %b = select i1 %is1, i32 %notrep, i32 %a
  %m = select i1 %is0, i32 %rep, i32 %b
  ret i32 %m
}

define internal i64 @fold(i64 %h, i32 %d) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ %h, %entry ], [ %acc.next, %loop ]
  %sh = shl i32 %i, 3
  %byte = lshr i32 %d, %sh
  %b8 = and i32 %byte, 255
  %b64 = zext i32 %b8 to i64
  %x = xor i64 %acc, %b64
  %acc.next = mul i64 %x, 1099511628211
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 4
  br i1 %more, label %loop, label %done
done:
  ret i64 %acc.next
}

define amdgpu_kernel void @fns_digest(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %seed
seed:
  %s = phi i32 [ %tid, %entry ], [ %s.next, %seed.latch ]
  %h.s = phi i64 [ -3750763034362895579, %entry ], [ %h.e.out, %seed.latch ]
  br label %emb
emb:
  %e = phi i32 [ 0, %seed ], [ %e.next, %emb.latch ]
  %h.e = phi i64 [ %h.s, %seed ], [ %h.b.out, %emb.latch ]
  %m = call i32 @mask(i32 %s, i32 %e)
  br label %base
base:
  %b = phi i32 [ 0, %emb ], [ %b.next, %base.latch ]
  %h.b = phi i64 [ %h.e, %emb ], [ %h.o.out, %base.latch ]
  br label %off
off:
  %o = phi i32 [ 0, %base ], [ %o.next, %off ]
  %h.o = phi i64 [ %h.b, %base ], [ %h.next, %off ]
  %op = getelementptr [71 x i32], ptr addrspace(4) @offsets, i32 0, i32 %o
  %ov = load i32, ptr addrspace(4) %op
  %d = call i32 @llvm.nvvm.fns(i32 %m, i32 %b, i32 %ov)
  %h.next = call i64 @fold(i64 %h.o, i32 %d)
  %o.next = add i32 %o, 1
  %o.more = icmp ult i32 %o.next, 71
  br i1 %o.more, label %off, label %base.latch
base.latch:
  %h.o.out = phi i64 [ %h.next, %off ]
  %b.next = add i32 %b, 1
  %b.more = icmp ult i32 %b.next, 32
  br i1 %b.more, label %base, label %emb.latch
emb.latch:
  %h.b.out = phi i64 [ %h.o.out, %base.latch ]
  %e.next = add i32 %e, 1
  %e.more = icmp ult i32 %e.next, 4
  br i1 %e.more, label %emb, label %seed.latch
seed.latch:
  %h.e.out = phi i64 [ %h.b.out, %emb.latch ]
  %s.next = add i32 %s, 64
  %s.more = icmp ult i32 %s.next, 4096
  br i1 %s.more, label %seed, label %exit
exit:
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %h.e.out, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.nvvm.fns(i32, i32, i32)

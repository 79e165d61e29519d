; The host side of OCKL's hostcall protocol (docs/isa-emu.md, "Device printf
; and assert"), driven by a device side written here with the layouts of
; rocm-device-libs' hostcall_impl.cl: each lane of a wave of 4 pops the free
; packet, fills its slot, pushes the packet on the ready stack, rings the
; doorbell and spins (s_sleep) until the host clears READY.  The first
; hostcall BEGINs a printf message (control ulong 0: stdout) and gets back a
; descriptor with the lane's message id; the second appends the format
; "lane %d: %s\n" (two ulongs), the lane and the string "ab", and ENDs it:
; the host prints the lanes' messages in lane order and returns each
; message's length, 11.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --block=4 --arg=buf:out:i64:8 --print=out | FileCheck %s
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %s -o %t90a.o
; RUN: ld.lld -shared %t90a.o -o %t90a.hsaco
; RUN: wave-emu --isa %t90a.hsaco --block=4 --arg=buf:out:i64:8 --print=out | FileCheck %s
; CHECK:      lane 0: ab
; CHECK-NEXT: lane 1: ab
; CHECK-NEXT: lane 2: ab
; CHECK-NEXT: lane 3: ab
; CHECK-NEXT: out[0]: 32 11 288 11 544 11 800 11

; One hostcall of the calling lanes: slot = (D, A1, A2, A3, A4, 0, 0, 0);
; returns the slot's first ulong after the host served the packet.
define internal i64 @hostcall(ptr addrspace(1) %buf, i64 %d, i64 %a1, i64 %a2, i64 %a3, i64 %a4) noinline {
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane32 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %lane = zext i32 %lane32 to i64
  ; buffer_t: headers, payloads, doorbell, free_stack, ready_stack, index_mask
  %headers = load ptr addrspace(1), ptr addrspace(1) %buf, align 8
  %payloads.a = getelementptr i8, ptr addrspace(1) %buf, i64 8
  %payloads = load ptr addrspace(1), ptr addrspace(1) %payloads.a, align 8
  %doorbell.a = getelementptr i8, ptr addrspace(1) %buf, i64 16
  %doorbell = load ptr addrspace(1), ptr addrspace(1) %doorbell.a, align 8
  %free.a = getelementptr i8, ptr addrspace(1) %buf, i64 24
  %ready.a = getelementptr i8, ptr addrspace(1) %buf, i64 32
  %mask.a = getelementptr i8, ptr addrspace(1) %buf, i64 40
  %mask = load i64, ptr addrspace(1) %mask.a, align 8
  ; Pop a free packet (one wave: no contention; every lane stores the same).
  %f = load atomic i64, ptr addrspace(1) %free.a acquire, align 8
  %fi = and i64 %f, %mask
  %h.off = mul i64 %fi, 24
  %h = getelementptr i8, ptr addrspace(1) %headers, i64 %h.off
  %next = load i64, ptr addrspace(1) %h, align 8
  store atomic i64 %next, ptr addrspace(1) %free.a monotonic, align 8
  ; header_t: next, activemask, service, control; the lane's payload slot.
  %exec = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %am = getelementptr i8, ptr addrspace(1) %h, i64 8
  store i64 %exec, ptr addrspace(1) %am, align 8
  %svc = getelementptr i8, ptr addrspace(1) %h, i64 16
  store i32 2, ptr addrspace(1) %svc, align 4
  %p.off = mul i64 %fi, 4096
  %s.off = mul i64 %lane, 64
  %p = getelementptr i8, ptr addrspace(1) %payloads, i64 %p.off
  %slot = getelementptr i8, ptr addrspace(1) %p, i64 %s.off
  store i64 %d, ptr addrspace(1) %slot, align 8
  %s1 = getelementptr i64, ptr addrspace(1) %slot, i64 1
  store i64 %a1, ptr addrspace(1) %s1, align 8
  %s2 = getelementptr i64, ptr addrspace(1) %slot, i64 2
  store i64 %a2, ptr addrspace(1) %s2, align 8
  %s3 = getelementptr i64, ptr addrspace(1) %slot, i64 3
  store i64 %a3, ptr addrspace(1) %s3, align 8
  %s4 = getelementptr i64, ptr addrspace(1) %slot, i64 4
  store i64 %a4, ptr addrspace(1) %s4, align 8
  %ctl = getelementptr i8, ptr addrspace(1) %h, i64 20
  store atomic i32 1, ptr addrspace(1) %ctl release, align 4
  ; Push it on the ready stack and ring the doorbell (amd_signal_t.value).
  %r = load atomic i64, ptr addrspace(1) %ready.a acquire, align 8
  store i64 %r, ptr addrspace(1) %h, align 8
  store atomic i64 %f, ptr addrspace(1) %ready.a release, align 8
  %value = getelementptr i8, ptr addrspace(1) %doorbell, i64 8
  %old = atomicrmw add ptr addrspace(1) %value, i64 1 release
  br label %spin
spin:
  %c = load atomic i32, ptr addrspace(1) %ctl acquire, align 4
  %busy = and i32 %c, 1
  %wait = icmp ne i32 %busy, 0
  br i1 %wait, label %sleep, label %done
sleep:
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %spin
done:
  %ret = load i64, ptr addrspace(1) %slot, align 8
  ; Back on the free stack, its tag incremented.
  %inc = add i64 %mask, 1
  %f2 = add i64 %f, %inc
  %top = load atomic i64, ptr addrspace(1) %free.a acquire, align 8
  store i64 %top, ptr addrspace(1) %h, align 8
  store atomic i64 %f2, ptr addrspace(1) %free.a release, align 8
  ret i64 %ret
}

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %imp = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %bp = getelementptr i8, ptr addrspace(4) %imp, i64 80
  %buf = load ptr addrspace(1), ptr addrspace(4) %bp, align 8
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = zext i32 %tid to i64
  ; BEGIN, one ulong: the control word (stdout).
  %desc = call i64 @hostcall(ptr addrspace(1) %buf, i64 33, i64 0, i64 0, i64 0, i64 0)
  ; END, four ulongs: "lane %d", ": %s\n\0", the lane, "ab\0".
  %d0 = and i64 %desc, -225
  %d1 = or i64 %d0, 130
  %len = call i64 @hostcall(ptr addrspace(1) %buf, i64 %d1, i64 4207528772941799788,
                            i64 175318304, i64 %t, i64 25185)
  %o0 = mul i32 %tid, 2
  %p0 = getelementptr i64, ptr addrspace(1) %out, i32 %o0
  store i64 %desc, ptr addrspace(1) %p0, align 8
  %p1 = getelementptr i64, ptr addrspace(1) %p0, i32 1
  store i64 %len, ptr addrspace(1) %p1, align 8
  ret void
}

declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare void @llvm.amdgcn.s.sleep(i32)

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}

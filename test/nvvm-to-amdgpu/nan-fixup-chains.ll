; amdgpu-nan-fixup-branches with several f64 fix-ups in one block (CUB's
; scan: `@p add.f64` in each step): where a NaN of each fix-up's value
; reaches the chain's end in its lane (through additions and the step's
; select), one NaN test of the end stands for all of them.  The block runs
; without the fix-ups, then, in a wave where a lane's end is a NaN, the
; fix-ups and what depends on them run again from the chain's inputs
; (%nan.chain); a phi gives the end.  Without a NaN the fix-ups pick the
; sums they test, so both compute the same bits.
; RUN: opt %loadshfl -passes=amdgpu-nan-fixup-branches -S %s | FileCheck %s
; RUN: opt %loadshfl -passes=amdgpu-nan-fixup-branches -disable-output \
; RUN:   -pass-remarks=amdgpu-nan-fixup-branches %s 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: chain.cu:5:3: a chain of 2 NaN fix-ups runs with them only in a wave that makes a NaN (26 instructions run again)
; REMARK-NEXT: remark: <unknown>:0:0: a chain of 2 NaN fix-ups runs with them only in a wave that makes a NaN (30 instructions run again)
; REMARK-NEXT: remark: <unknown>:0:0: a chain of 2 NaN fix-ups runs with them only in a wave that makes a NaN (26 instructions run again)
; REMARK: remark: <unknown>:0:0: a chain of 2 NaN fix-ups runs with them only in a wave that makes a NaN (26 instructions run again)
; REMARK-NOT: chain of

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define double @scan(
; CHECK-NEXT:    %r1 = fadd double %x0, %y1
; CHECK-NEXT:    %x1 = select i1 %p1, double %r1, double %x0
; CHECK-NEXT:    %r2 = fadd double %x1, %y2
; CHECK-NEXT:    %x2.fast = select i1 %p2, double %r2, double %x1, !dbg [[LOC:![0-9]+]]
; CHECK-NEXT:    %nan.end = fcmp uno double %x2.fast, %x2.fast, !dbg [[LOC]]
; CHECK-NEXT:    %nan.ballot = call i64 @llvm.amdgcn.ballot.i64(i1 %nan.end), !dbg [[LOC]]
; CHECK-NEXT:    %nan.any = icmp ne i64 %nan.ballot, 0, !dbg [[LOC]]
; CHECK-NEXT:    br i1 %nan.any, label %nan.chain, label %nan.cont, !prof [[UNLIKELY:![0-9]+]]
; CHECK:       nan.chain:
; CHECK-NEXT:    %r1.fix = fadd double %x0, %y1
; CHECK-NEXT:    %x0.bits.fix = bitcast double %x0 to i64
; CHECK-NEXT:    %y1.bits.fix = bitcast double %y1 to i64
; CHECK-NEXT:    %x0.nan.fix = call i1 @llvm.amdgcn.class.f64(double %x0, i32 3)
; CHECK-NEXT:    %x0.quiet.fix = or i64 %x0.bits.fix, 2251799813685248
; CHECK-NEXT:    %n1a.fix = select i1 %x0.nan.fix, i64 %x0.quiet.fix, i64 -2251799813685248
; CHECK-NEXT:    %y1.nan.fix = call i1 @llvm.amdgcn.class.f64(double %y1, i32 3)
; CHECK-NEXT:    %y1.quiet.fix = or i64 %y1.bits.fix, 2251799813685248
; CHECK-NEXT:    %n1b.fix = select i1 %y1.nan.fix, i64 %y1.quiet.fix, i64 %n1a.fix
; CHECK-NEXT:    %n1.fix = bitcast i64 %n1b.fix to double
; CHECK-NEXT:    %r1.nan.fix = call i1 @llvm.amdgcn.class.f64(double %r1.fix, i32 3)
; CHECK-NEXT:    %f1.fix = select i1 %r1.nan.fix, double %n1.fix, double %r1.fix, !dbg [[LOC1:![0-9]+]]
; CHECK-NEXT:    %x1.fix = select i1 %p1, double %f1.fix, double %x0
; CHECK-NEXT:    %r2.fix = fadd double %x1.fix, %y2
; CHECK-NEXT:    %x1.bits.fix = bitcast double %x1.fix to i64
; CHECK-NEXT:    %y2.bits.fix = bitcast double %y2 to i64
; CHECK-NEXT:    %x1.nan.fix = call i1 @llvm.amdgcn.class.f64(double %x1.fix, i32 3)
; CHECK-NEXT:    %x1.quiet.fix = or i64 %x1.bits.fix, 2251799813685248
; CHECK-NEXT:    %n2a.fix = select i1 %x1.nan.fix, i64 %x1.quiet.fix, i64 -2251799813685248
; CHECK-NEXT:    %y2.nan.fix = call i1 @llvm.amdgcn.class.f64(double %y2, i32 3)
; CHECK-NEXT:    %y2.quiet.fix = or i64 %y2.bits.fix, 2251799813685248
; CHECK-NEXT:    %n2b.fix = select i1 %y2.nan.fix, i64 %y2.quiet.fix, i64 %n2a.fix
; CHECK-NEXT:    %n2.fix = bitcast i64 %n2b.fix to double
; CHECK-NEXT:    %r2.nan.fix = call i1 @llvm.amdgcn.class.f64(double %r2.fix, i32 3)
; CHECK-NEXT:    %f2.fix = select i1 %r2.nan.fix, double %n2.fix, double %r2.fix, !dbg [[LOC]]
; CHECK-NEXT:    %x2.fix = select i1 %p2, double %f2.fix, double %x1.fix, !dbg [[LOC]]
; CHECK-NEXT:    br label %nan.cont, !dbg [[LOC]]
; CHECK:       nan.cont:
; CHECK-NEXT:    %x2 = phi double [ %x2.fast, %0 ], [ %x2.fix, %nan.chain ], !dbg [[LOC]]
; CHECK-NEXT:    ret double %x2
define double @scan(double %x0, double %y1, double %y2, i1 %p1, i1 %p2) #0 !dbg !5 {
  %r1 = fadd double %x0, %y1
  %x0.bits = bitcast double %x0 to i64
  %y1.bits = bitcast double %y1 to i64
  %x0.nan = call i1 @llvm.amdgcn.class.f64(double %x0, i32 3)
  %x0.quiet = or i64 %x0.bits, 2251799813685248
  %n1a = select i1 %x0.nan, i64 %x0.quiet, i64 -2251799813685248
  %y1.nan = call i1 @llvm.amdgcn.class.f64(double %y1, i32 3)
  %y1.quiet = or i64 %y1.bits, 2251799813685248
  %n1b = select i1 %y1.nan, i64 %y1.quiet, i64 %n1a
  %n1 = bitcast i64 %n1b to double
  %r1.nan = call i1 @llvm.amdgcn.class.f64(double %r1, i32 3)
  %f1 = select i1 %r1.nan, double %n1, double %r1, !dbg !8
  %x1 = select i1 %p1, double %f1, double %x0
  %r2 = fadd double %x1, %y2
  %x1.bits = bitcast double %x1 to i64
  %y2.bits = bitcast double %y2 to i64
  %x1.nan = call i1 @llvm.amdgcn.class.f64(double %x1, i32 3)
  %x1.quiet = or i64 %x1.bits, 2251799813685248
  %n2a = select i1 %x1.nan, i64 %x1.quiet, i64 -2251799813685248
  %y2.nan = call i1 @llvm.amdgcn.class.f64(double %y2, i32 3)
  %y2.quiet = or i64 %y2.bits, 2251799813685248
  %n2b = select i1 %y2.nan, i64 %y2.quiet, i64 %n2a
  %n2 = bitcast i64 %n2b to double
  %r2.nan = call i1 @llvm.amdgcn.class.f64(double %r2, i32 3)
  %f2 = select i1 %r2.nan, double %n2, double %r2, !dbg !9
  %x2 = select i1 %p2, double %f2, double %x1, !dbg !9
  ret double %x2
}


; The integer form of the tests (the translator's, before
; amdgpu-nan-class-tests), the sums passed on as bits: the end is the
; second fix-up, tested as the double it holds.
; CHECK-LABEL: define i64 @bits(
; CHECK-NEXT:    %a.fp = bitcast i64 %a to double
; CHECK-NEXT:    %b.fp = bitcast i64 %b to double
; CHECK-NEXT:    %c.fp = bitcast i64 %c to double
; CHECK-NEXT:    %r = fadd double %a.fp, %b.fp
; CHECK-NEXT:    %r.bits = bitcast double %r to i64
; CHECK-NEXT:    %s.fp = bitcast i64 %r.bits to double
; CHECK-NEXT:    %t = fadd double %s.fp, %c.fp
; CHECK-NEXT:    %t.bits = bitcast double %t to i64
; CHECK-NEXT:    %nan.end = fcmp uno double %t, %t
; CHECK-NEXT:    %nan.ballot = call i64 @llvm.amdgcn.ballot.i64(i1 %nan.end)
; CHECK-NEXT:    %nan.any = icmp ne i64 %nan.ballot, 0
; CHECK-NEXT:    br i1 %nan.any, label %nan.chain, label %nan.cont
; CHECK:       nan.chain:
; CHECK:         %s.fix = select i1 %r.nan.fix, i64 %n2.fix, i64 %r.bits.fix
; CHECK:         %u.fix = select i1 %t.nan.fix, i64 %m2.fix, i64 %t.bits.fix
; CHECK-NEXT:    br label %nan.cont
; CHECK:       nan.cont:
; CHECK-NEXT:    %u = phi i64 [ %t.bits, %0 ], [ %u.fix, %nan.chain ]
; CHECK-NEXT:    ret i64 %u
define i64 @bits(i64 %a, i64 %b, i64 %c) #0 {
  %a.fp = bitcast i64 %a to double
  %b.fp = bitcast i64 %b to double
  %c.fp = bitcast i64 %c to double
  %r = fadd double %a.fp, %b.fp
  %r.bits = bitcast double %r to i64
  %a.abs = and i64 %a, 9223372036854775807
  %a.isnan = icmp ugt i64 %a.abs, 9218868437227405312
  %a.quiet = or i64 %a, 2251799813685248
  %n1 = select i1 %a.isnan, i64 %a.quiet, i64 -2251799813685248
  %b.abs = and i64 %b, 9223372036854775807
  %b.isnan = icmp ugt i64 %b.abs, 9218868437227405312
  %b.quiet = or i64 %b, 2251799813685248
  %n2 = select i1 %b.isnan, i64 %b.quiet, i64 %n1
  %r.abs = and i64 %r.bits, 9223372036854775807
  %r.nan = icmp ugt i64 %r.abs, 9218868437227405312
  %s = select i1 %r.nan, i64 %n2, i64 %r.bits
  %s.fp = bitcast i64 %s to double
  %t = fadd double %s.fp, %c.fp
  %t.bits = bitcast double %t to i64
  %s.abs = and i64 %s, 9223372036854775807
  %s.isnan = icmp ugt i64 %s.abs, 9218868437227405312
  %s.quiet = or i64 %s, 2251799813685248
  %m1 = select i1 %s.isnan, i64 %s.quiet, i64 -2251799813685248
  %c.abs = and i64 %c, 9223372036854775807
  %c.isnan = icmp ugt i64 %c.abs, 9218868437227405312
  %c.quiet = or i64 %c, 2251799813685248
  %m2 = select i1 %c.isnan, i64 %c.quiet, i64 %m1
  %t.abs = and i64 %t.bits, 9223372036854775807
  %t.nan = icmp ugt i64 %t.abs, 9218868437227405312
  %u = select i1 %t.nan, i64 %m2, i64 %t.bits
  ret i64 %u
}

; A chain in a loop's body: the next trip reads the end through the phi in
; nan.cont, and what follows the end (the trip count) runs there.
; CHECK-LABEL: define double @loop(
; CHECK:       body:
; CHECK-NEXT:    %x0 = phi double [ %x.init, %entry ], [ %x2, %nan.cont ]
; CHECK-NEXT:    %i = phi i32 [ 0, %entry ], [ %i.next, %nan.cont ]
; CHECK:         %x2.fast = select i1 %p2, double %r2, double %x1
; CHECK-NEXT:    %nan.end = fcmp uno double %x2.fast, %x2.fast
; CHECK:         br i1 %nan.any, label %nan.chain, label %nan.cont
; CHECK:       nan.chain:
; CHECK:         %x2.fix = select i1 %p2, double %f2.fix, double %x1.fix
; CHECK-NEXT:    br label %nan.cont
; CHECK:       nan.cont:
; CHECK-NEXT:    %x2 = phi double [ %x2.fast, %body ], [ %x2.fix, %nan.chain ]
; CHECK-NEXT:    %i.next = add i32 %i, 1
; CHECK-NEXT:    %more = icmp ult i32 %i.next, %n
; CHECK-NEXT:    br i1 %more, label %body, label %exit
define double @loop(double %x.init, double %y1, double %y2, i1 %p1, i1 %p2, i32 %n) #0 {
entry:
  br label %body

body:
  %x0 = phi double [ %x.init, %entry ], [ %x2, %body ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %r1 = fadd double %x0, %y1
  %x0.bits = bitcast double %x0 to i64
  %y1.bits = bitcast double %y1 to i64
  %x0.nan = call i1 @llvm.amdgcn.class.f64(double %x0, i32 3)
  %x0.quiet = or i64 %x0.bits, 2251799813685248
  %n1a = select i1 %x0.nan, i64 %x0.quiet, i64 -2251799813685248
  %y1.nan = call i1 @llvm.amdgcn.class.f64(double %y1, i32 3)
  %y1.quiet = or i64 %y1.bits, 2251799813685248
  %n1b = select i1 %y1.nan, i64 %y1.quiet, i64 %n1a
  %n1 = bitcast i64 %n1b to double
  %r1.nan = call i1 @llvm.amdgcn.class.f64(double %r1, i32 3)
  %f1 = select i1 %r1.nan, double %n1, double %r1
  %x1 = select i1 %p1, double %f1, double %x0
  %r2 = fadd double %x1, %y2
  %x1.bits = bitcast double %x1 to i64
  %y2.bits = bitcast double %y2 to i64
  %x1.nan = call i1 @llvm.amdgcn.class.f64(double %x1, i32 3)
  %x1.quiet = or i64 %x1.bits, 2251799813685248
  %n2a = select i1 %x1.nan, i64 %x1.quiet, i64 -2251799813685248
  %y2.nan = call i1 @llvm.amdgcn.class.f64(double %y2, i32 3)
  %y2.quiet = or i64 %y2.bits, 2251799813685248
  %n2b = select i1 %y2.nan, i64 %y2.quiet, i64 %n2a
  %n2 = bitcast i64 %n2b to double
  %r2.nan = call i1 @llvm.amdgcn.class.f64(double %r2, i32 3)
  %f2 = select i1 %r2.nan, double %n2, double %r2
  %x2 = select i1 %p2, double %f2, double %x1
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %body, label %exit

exit:
  ret double %x2
}

; No chain, each fix-up branched alone (as in nan-fixup-branches.ll): the
; first fix-up's value is also returned (a NaN of it need not reach the
; end); the second addition is `nnan` (a NaN operand makes poison, not a
; NaN); the first step's value is stored between the steps (it would be
; stored twice).
; CHECK-LABEL: define { double, double } @escapes(
; CHECK-NOT:     nan.chain
; CHECK:         nan.fix:
; CHECK:         nan.fix{{[0-9]+}}:
; CHECK-NOT:     nan.chain
; CHECK:         ret { double, double }
define { double, double } @escapes(double %x0, double %y1, double %y2, i1 %p1, i1 %p2) #0 {
  %r1 = fadd double %x0, %y1
  %x0.bits = bitcast double %x0 to i64
  %y1.bits = bitcast double %y1 to i64
  %x0.nan = call i1 @llvm.amdgcn.class.f64(double %x0, i32 3)
  %x0.quiet = or i64 %x0.bits, 2251799813685248
  %n1a = select i1 %x0.nan, i64 %x0.quiet, i64 -2251799813685248
  %y1.nan = call i1 @llvm.amdgcn.class.f64(double %y1, i32 3)
  %y1.quiet = or i64 %y1.bits, 2251799813685248
  %n1b = select i1 %y1.nan, i64 %y1.quiet, i64 %n1a
  %n1 = bitcast i64 %n1b to double
  %r1.nan = call i1 @llvm.amdgcn.class.f64(double %r1, i32 3)
  %f1 = select i1 %r1.nan, double %n1, double %r1
  %x1 = select i1 %p1, double %f1, double %x0
  %r2 = fadd double %x1, %y2
  %x1.bits = bitcast double %x1 to i64
  %y2.bits = bitcast double %y2 to i64
  %x1.nan = call i1 @llvm.amdgcn.class.f64(double %x1, i32 3)
  %x1.quiet = or i64 %x1.bits, 2251799813685248
  %n2a = select i1 %x1.nan, i64 %x1.quiet, i64 -2251799813685248
  %y2.nan = call i1 @llvm.amdgcn.class.f64(double %y2, i32 3)
  %y2.quiet = or i64 %y2.bits, 2251799813685248
  %n2b = select i1 %y2.nan, i64 %y2.quiet, i64 %n2a
  %n2 = bitcast i64 %n2b to double
  %r2.nan = call i1 @llvm.amdgcn.class.f64(double %r2, i32 3)
  %f2 = select i1 %r2.nan, double %n2, double %r2
  %x2 = select i1 %p2, double %f2, double %x1
  %p = insertvalue { double, double } poison, double %x2, 0
  %q = insertvalue { double, double } %p, double %f1, 1
  ret { double, double } %q
}

; CHECK-LABEL: define double @nnan_step(
; CHECK-NOT:     nan.chain
; CHECK:         ret double
define double @nnan_step(double %x0, double %y1, double %y2, i1 %p1, i1 %p2) #0 {
  %r1 = fadd double %x0, %y1
  %x0.bits = bitcast double %x0 to i64
  %y1.bits = bitcast double %y1 to i64
  %x0.nan = call i1 @llvm.amdgcn.class.f64(double %x0, i32 3)
  %x0.quiet = or i64 %x0.bits, 2251799813685248
  %n1a = select i1 %x0.nan, i64 %x0.quiet, i64 -2251799813685248
  %y1.nan = call i1 @llvm.amdgcn.class.f64(double %y1, i32 3)
  %y1.quiet = or i64 %y1.bits, 2251799813685248
  %n1b = select i1 %y1.nan, i64 %y1.quiet, i64 %n1a
  %n1 = bitcast i64 %n1b to double
  %r1.nan = call i1 @llvm.amdgcn.class.f64(double %r1, i32 3)
  %f1 = select i1 %r1.nan, double %n1, double %r1
  %x1 = select i1 %p1, double %f1, double %x0
  %r2 = fadd nnan double %x1, %y2
  %x1.bits = bitcast double %x1 to i64
  %y2.bits = bitcast double %y2 to i64
  %x1.nan = call i1 @llvm.amdgcn.class.f64(double %x1, i32 3)
  %x1.quiet = or i64 %x1.bits, 2251799813685248
  %n2a = select i1 %x1.nan, i64 %x1.quiet, i64 -2251799813685248
  %y2.nan = call i1 @llvm.amdgcn.class.f64(double %y2, i32 3)
  %y2.quiet = or i64 %y2.bits, 2251799813685248
  %n2b = select i1 %y2.nan, i64 %y2.quiet, i64 %n2a
  %n2 = bitcast i64 %n2b to double
  %r2.nan = call i1 @llvm.amdgcn.class.f64(double %r2, i32 3)
  %f2 = select i1 %r2.nan, double %n2, double %r2
  %x2 = select i1 %p2, double %f2, double %x1
  ret double %x2
}

; CHECK-LABEL: define double @stored_step(
; CHECK-NOT:     nan.chain
; CHECK:         ret double
define double @stored_step(ptr addrspace(1) %out, double %x0, double %y1, double %y2, i1 %p1, i1 %p2) #0 {
  %r1 = fadd double %x0, %y1
  %x0.bits = bitcast double %x0 to i64
  %y1.bits = bitcast double %y1 to i64
  %x0.nan = call i1 @llvm.amdgcn.class.f64(double %x0, i32 3)
  %x0.quiet = or i64 %x0.bits, 2251799813685248
  %n1a = select i1 %x0.nan, i64 %x0.quiet, i64 -2251799813685248
  %y1.nan = call i1 @llvm.amdgcn.class.f64(double %y1, i32 3)
  %y1.quiet = or i64 %y1.bits, 2251799813685248
  %n1b = select i1 %y1.nan, i64 %y1.quiet, i64 %n1a
  %n1 = bitcast i64 %n1b to double
  %r1.nan = call i1 @llvm.amdgcn.class.f64(double %r1, i32 3)
  %f1 = select i1 %r1.nan, double %n1, double %r1
  %x1 = select i1 %p1, double %f1, double %x0
  store double %x1, ptr addrspace(1) %out
  %r2 = fadd double %x1, %y2
  %x1.bits = bitcast double %x1 to i64
  %y2.bits = bitcast double %y2 to i64
  %x1.nan = call i1 @llvm.amdgcn.class.f64(double %x1, i32 3)
  %x1.quiet = or i64 %x1.bits, 2251799813685248
  %n2a = select i1 %x1.nan, i64 %x1.quiet, i64 -2251799813685248
  %y2.nan = call i1 @llvm.amdgcn.class.f64(double %y2, i32 3)
  %y2.quiet = or i64 %y2.bits, 2251799813685248
  %n2b = select i1 %y2.nan, i64 %y2.quiet, i64 %n2a
  %n2 = bitcast i64 %n2b to double
  %r2.nan = call i1 @llvm.amdgcn.class.f64(double %r2, i32 3)
  %f2 = select i1 %r2.nan, double %n2, double %r2
  %x2 = select i1 %p2, double %f2, double %x1
  ret double %x2
}

; gfx1100 (f64 at a fraction of the f32 rate, no fix-up branched alone)
; has the chain too, with a wave32 ballot.
; CHECK-LABEL: define double @gfx1100(
; CHECK:         %x2.fast = select i1 %p2, double %r2, double %x1
; CHECK-NEXT:    %nan.end = fcmp uno double %x2.fast, %x2.fast
; CHECK-NEXT:    %nan.ballot = call i32 @llvm.amdgcn.ballot.i32(i1 %nan.end)
; CHECK-NEXT:    %nan.any = icmp ne i32 %nan.ballot, 0
; CHECK-NEXT:    br i1 %nan.any, label %nan.chain, label %nan.cont
; CHECK:       nan.cont:
; CHECK-NEXT:    %x2 = phi double [ %x2.fast, %0 ], [ %x2.fix, %nan.chain ]
; CHECK-NEXT:    ret double %x2
define double @gfx1100(double %x0, double %y1, double %y2, i1 %p1, i1 %p2) #1 {
  %r1 = fadd double %x0, %y1
  %x0.bits = bitcast double %x0 to i64
  %y1.bits = bitcast double %y1 to i64
  %x0.nan = call i1 @llvm.amdgcn.class.f64(double %x0, i32 3)
  %x0.quiet = or i64 %x0.bits, 2251799813685248
  %n1a = select i1 %x0.nan, i64 %x0.quiet, i64 -2251799813685248
  %y1.nan = call i1 @llvm.amdgcn.class.f64(double %y1, i32 3)
  %y1.quiet = or i64 %y1.bits, 2251799813685248
  %n1b = select i1 %y1.nan, i64 %y1.quiet, i64 %n1a
  %n1 = bitcast i64 %n1b to double
  %r1.nan = call i1 @llvm.amdgcn.class.f64(double %r1, i32 3)
  %f1 = select i1 %r1.nan, double %n1, double %r1
  %x1 = select i1 %p1, double %f1, double %x0
  %r2 = fadd double %x1, %y2
  %x1.bits = bitcast double %x1 to i64
  %y2.bits = bitcast double %y2 to i64
  %x1.nan = call i1 @llvm.amdgcn.class.f64(double %x1, i32 3)
  %x1.quiet = or i64 %x1.bits, 2251799813685248
  %n2a = select i1 %x1.nan, i64 %x1.quiet, i64 -2251799813685248
  %y2.nan = call i1 @llvm.amdgcn.class.f64(double %y2, i32 3)
  %y2.quiet = or i64 %y2.bits, 2251799813685248
  %n2b = select i1 %y2.nan, i64 %y2.quiet, i64 %n2a
  %n2 = bitcast i64 %n2b to double
  %r2.nan = call i1 @llvm.amdgcn.class.f64(double %r2, i32 3)
  %f2 = select i1 %r2.nan, double %n2, double %r2
  %x2 = select i1 %p2, double %f2, double %x1
  ret double %x2
}

; CHECK: [[LOC]] = !DILocation(line: 5, column: 3,
; CHECK: [[UNLIKELY]] = !{!"branch_weights", {{(!"expected", )?}}i32 1, i32 {{[0-9]+}}}
; CHECK: [[LOC1]] = !DILocation(line: 4, column: 3,

declare i1 @llvm.amdgcn.class.f64(double, i32)
attributes #0 = { "target-cpu"="gfx90a" }
attributes #1 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, producer: "test", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!2 = !DIFile(filename: "chain.cu", directory: "/")
!5 = distinct !DISubprogram(name: "scan", scope: !2, file: !2, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 4, column: 3, scope: !5)
!9 = !DILocation(line: 5, column: 3, scope: !5)

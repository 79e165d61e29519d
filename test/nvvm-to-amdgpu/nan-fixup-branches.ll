; amdgpu-nan-fixup-branches puts the NaN computation of an f64 fix-up (the
; translator's add.f64: b's NaN quieted, else a's, else 0xfff8...) behind a
; uniform branch taken only by a wave where a lane's result is a NaN: the
; instructions that only the select's NaN arm uses move into %nan.fix with
; the select, and a phi gives the result (the sum where no lane is a NaN).
; RUN: opt %loadshfl -passes=amdgpu-nan-fixup-branches -S %s | FileCheck %s
; RUN: opt %loadshfl -passes=amdgpu-nan-fixup-branches -disable-output \
; RUN:   -pass-remarks=amdgpu-nan-fixup-branches %s 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: fixup.cu:7:3: a NaN fix-up's 9 instructions run only in a wave that makes a NaN
; REMARK-NEXT: remark: <unknown>:0:0: a NaN fix-up's 8 instructions run only in a wave that makes a NaN

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define double @add_f64(
; CHECK-NEXT:    %r = fadd double %a, %b
; CHECK-NEXT:    %r.nan = call i1 @llvm.amdgcn.class.f64(double %r, i32 3)
; CHECK-NEXT:    %nan.ballot = call i64 @llvm.amdgcn.ballot.i64(i1 %r.nan), !dbg [[LOC:![0-9]+]]
; CHECK-NEXT:    %nan.any = icmp ne i64 %nan.ballot, 0, !dbg [[LOC]]
; CHECK-NEXT:    br i1 %nan.any, label %nan.fix, label %nan.cont, !dbg [[LOC]], !prof [[UNLIKELY:![0-9]+]]
; CHECK:       nan.fix:
; CHECK-NEXT:    %a.bits = bitcast double %a to i64
; CHECK-NEXT:    %b.bits = bitcast double %b to i64
; CHECK-NEXT:    %a.nan = call i1 @llvm.amdgcn.class.f64(double %a, i32 3)
; CHECK-NEXT:    %a.quiet = or i64 %a.bits, 2251799813685248
; CHECK-NEXT:    %n1 = select i1 %a.nan, i64 %a.quiet, i64 -2251799813685248
; CHECK-NEXT:    %b.nan = call i1 @llvm.amdgcn.class.f64(double %b, i32 3)
; CHECK-NEXT:    %b.quiet = or i64 %b.bits, 2251799813685248
; CHECK-NEXT:    %n2 = select i1 %b.nan, i64 %b.quiet, i64 %n1
; CHECK-NEXT:    %n = bitcast i64 %n2 to double
; CHECK-NEXT:    %s.nan = select i1 %r.nan, double %n, double %r, !dbg [[LOC]]
; CHECK-NEXT:    br label %nan.cont, !dbg [[LOC]]
; CHECK:       nan.cont:
; CHECK-NEXT:    %s = phi double [ %s.nan, %nan.fix ], [ %r, %0 ], !dbg [[LOC]]
; CHECK-NEXT:    ret double %s
define double @add_f64(double %a, double %b) #0 !dbg !5 {
  %r = fadd double %a, %b
  %a.bits = bitcast double %a to i64
  %b.bits = bitcast double %b to i64
  %a.nan = call i1 @llvm.amdgcn.class.f64(double %a, i32 3)
  %a.quiet = or i64 %a.bits, 2251799813685248
  %n1 = select i1 %a.nan, i64 %a.quiet, i64 -2251799813685248
  %b.nan = call i1 @llvm.amdgcn.class.f64(double %b, i32 3)
  %b.quiet = or i64 %b.bits, 2251799813685248
  %n2 = select i1 %b.nan, i64 %b.quiet, i64 %n1
  %n = bitcast i64 %n2 to double
  %r.nan = call i1 @llvm.amdgcn.class.f64(double %r, i32 3)
  %s = select i1 %r.nan, double %n, double %r, !dbg !8
  ret double %s
}

; Two fix-ups in a row, on the integer form of the NaN test (the
; translator's, before amdgpu-nan-class-tests), the first one's value
; stored between them (so no chain, nan-fixup-chains.ll): two branches; the second
; sum reads the first one's phi.  The NaN arm computed from %s, the first
; phi, moves into the second branch.
; CHECK-LABEL: define i64 @chain(
; CHECK:         %r.abs = and i64 %r.bits, 9223372036854775807
; CHECK-NEXT:    %r.nan = icmp ugt i64 %r.abs, 9218868437227405312
; CHECK-NEXT:    %nan.ballot = call i64 @llvm.amdgcn.ballot.i64(i1 %r.nan)
; CHECK-NEXT:    %nan.any = icmp ne i64 %nan.ballot, 0
; CHECK-NEXT:    br i1 %nan.any, label %nan.fix, label %nan.cont
; CHECK:       nan.fix:
; CHECK-NEXT:    %a.abs = and i64 %a, 9223372036854775807
; CHECK:         %s.nan = select i1 %r.nan, i64 %n2, i64 %r.bits
; CHECK-NEXT:    br label %nan.cont
; CHECK:       nan.cont:
; CHECK-NEXT:    %s = phi i64 [ %s.nan, %nan.fix ], [ %r.bits, %0 ]
; CHECK-NEXT:    store i64 %s, ptr addrspace(1) %out
; CHECK-NEXT:    %s.fp = bitcast i64 %s to double
; CHECK-NEXT:    %t = fadd double %s.fp, %c.fp
; CHECK:         %t.nan = icmp ugt i64 %t.abs, 9218868437227405312
; CHECK-NEXT:    %nan.ballot1 = call i64 @llvm.amdgcn.ballot.i64(i1 %t.nan)
; CHECK-NEXT:    %nan.any2 = icmp ne i64 %nan.ballot1, 0
; CHECK-NEXT:    br i1 %nan.any2, label %nan.fix3, label %nan.cont4
; CHECK:       nan.fix3:
; CHECK-NEXT:    %s.abs = and i64 %s, 9223372036854775807
; CHECK:         %u.nan = select i1 %t.nan, i64 %m2, i64 %t.bits
; CHECK-NEXT:    br label %nan.cont4
; CHECK:       nan.cont4:
; CHECK-NEXT:    %u = phi i64 [ %u.nan, %nan.fix3 ], [ %t.bits, %nan.cont ]
; CHECK-NEXT:    ret i64 %u
define i64 @chain(i64 %a, i64 %b, i64 %c, ptr addrspace(1) %out) #0 {
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
  store i64 %s, ptr addrspace(1) %out
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

; The complement test (`!isnan(r) ? r : n`): the ballot asks for its
; negation.
; CHECK-LABEL: define double @not_nan_form(
; CHECK-NEXT:    %r = fadd double %a, %b
; CHECK-NEXT:    %r.ok = call i1 @llvm.amdgcn.class.f64(double %r, i32 1020)
; CHECK-NEXT:    %nan.test = xor i1 %r.ok, true
; CHECK-NEXT:    %nan.ballot = call i64 @llvm.amdgcn.ballot.i64(i1 %nan.test)
; CHECK-NEXT:    %nan.any = icmp ne i64 %nan.ballot, 0
; CHECK-NEXT:    br i1 %nan.any, label %nan.fix, label %nan.cont
; CHECK:       nan.fix:
; CHECK:         %s.nan = select i1 %r.ok, double %r, double %n
; CHECK:       nan.cont:
; CHECK-NEXT:    %s = phi double [ %s.nan, %nan.fix ], [ %r, %0 ]
define double @not_nan_form(double %a, double %b) #0 {
  %r = fadd double %a, %b
  %b.bits = bitcast double %b to i64
  %b.nan = call i1 @llvm.amdgcn.class.f64(double %b, i32 3)
  %b.quiet = or i64 %b.bits, 2251799813685248
  %n1 = select i1 %b.nan, i64 %b.quiet, i64 -2251799813685248
  %n = bitcast i64 %n1 to double
  %r.ok = call i1 @llvm.amdgcn.class.f64(double %r, i32 1020)
  %s = select i1 %r.ok, double %r, double %n
  ret double %s
}

; Stays: a constant NaN (add.f32's fix-up), a NaN arm whose parts are read
; elsewhere (its integer NaN is also returned: one bitcast would move), a
; select whose other arm is not the tested value, an optnone function, one
; with convergence control tokens, one whose wave size is unknown (no
; target-cpu), one for gfx1100 (f64 at a fraction of the f32 rate, where
; the branch costs more than it saves).
; CHECK-LABEL: define float @f32_constant(
; CHECK-NOT:     ballot
; CHECK:         ret float %s
define float @f32_constant(float %a, float %b) #0 {
  %r = fadd float %a, %b
  %r.nan = call i1 @llvm.amdgcn.class.f32(float %r, i32 3)
  %s = select i1 %r.nan, float 0x7FFFFFFFE0000000, float %r
  ret float %s
}

; CHECK-LABEL: define { double, i64 } @shared_parts(
; CHECK-NOT:     ballot
; CHECK:         ret { double, i64 }
define { double, i64 } @shared_parts(double %a, double %b) #0 {
  %r = fadd double %a, %b
  %b.bits = bitcast double %b to i64
  %b.nan = call i1 @llvm.amdgcn.class.f64(double %b, i32 3)
  %b.quiet = or i64 %b.bits, 2251799813685248
  %n1 = select i1 %b.nan, i64 %b.quiet, i64 -2251799813685248
  %n = bitcast i64 %n1 to double
  %r.nan = call i1 @llvm.amdgcn.class.f64(double %r, i32 3)
  %s = select i1 %r.nan, double %n, double %r
  %p = insertvalue { double, i64 } poison, double %s, 0
  %q = insertvalue { double, i64 } %p, i64 %n1, 1
  ret { double, i64 } %q
}

; CHECK-LABEL: define double @other_arm(
; CHECK-NOT:     ballot
; CHECK:         ret double %s
define double @other_arm(double %a, double %b, double %c) #0 {
  %r = fadd double %a, %b
  %b.bits = bitcast double %b to i64
  %b.quiet = or i64 %b.bits, 2251799813685248
  %b.neg = xor i64 %b.quiet, -9223372036854775808
  %n = bitcast i64 %b.neg to double
  %r.nan = call i1 @llvm.amdgcn.class.f64(double %r, i32 3)
  %s = select i1 %r.nan, double %n, double %c
  ret double %s
}

; CHECK-LABEL: define double @optnone(
; CHECK-NOT:     ballot
; CHECK:         ret double %s
define double @optnone(double %a, double %b) #2 {
  %r = fadd double %a, %b
  %b.bits = bitcast double %b to i64
  %b.quiet = or i64 %b.bits, 2251799813685248
  %b.neg = xor i64 %b.quiet, -9223372036854775808
  %n = bitcast i64 %b.neg to double
  %r.nan = call i1 @llvm.amdgcn.class.f64(double %r, i32 3)
  %s = select i1 %r.nan, double %n, double %r
  ret double %s
}

; CHECK-LABEL: define double @tokens(
; CHECK-NOT:     ballot
; CHECK:         ret double %s
define double @tokens(double %a, double %b) #3 {
  %tok = call token @llvm.experimental.convergence.entry()
  %r = fadd double %a, %b
  %b.bits = bitcast double %b to i64
  %b.quiet = or i64 %b.bits, 2251799813685248
  %b.neg = xor i64 %b.quiet, -9223372036854775808
  %n = bitcast i64 %b.neg to double
  %r.nan = call i1 @llvm.amdgcn.class.f64(double %r, i32 3)
  %s = select i1 %r.nan, double %n, double %r
  ret double %s
}

; CHECK-LABEL: define double @no_cpu(
; CHECK-NOT:     ballot
; CHECK:         ret double %s
define double @no_cpu(double %a, double %b) {
  %r = fadd double %a, %b
  %b.bits = bitcast double %b to i64
  %b.quiet = or i64 %b.bits, 2251799813685248
  %b.neg = xor i64 %b.quiet, -9223372036854775808
  %n = bitcast i64 %b.neg to double
  %r.nan = call i1 @llvm.amdgcn.class.f64(double %r, i32 3)
  %s = select i1 %r.nan, double %n, double %r
  ret double %s
}

; CHECK-LABEL: define double @gfx1100(
; CHECK-NOT:     ballot
; CHECK:         ret double %s
define double @gfx1100(double %a, double %b) #1 {
  %r = fadd double %a, %b
  %b.bits = bitcast double %b to i64
  %b.quiet = or i64 %b.bits, 2251799813685248
  %b.neg = xor i64 %b.quiet, -9223372036854775808
  %n = bitcast i64 %b.neg to double
  %r.bits = bitcast double %r to i64
  %r.abs = and i64 %r.bits, 9223372036854775807
  %r.nan = icmp ugt i64 %r.abs, 9218868437227405312
  %s = select i1 %r.nan, double %n, double %r
  ret double %s
}

; CHECK: [[UNLIKELY]] = !{!"branch_weights", {{(!"expected", )?}}i32 1, i32 {{[0-9]+}}}

declare i1 @llvm.amdgcn.class.f64(double, i32)
declare i1 @llvm.amdgcn.class.f32(float, i32)
declare token @llvm.experimental.convergence.entry()

attributes #0 = { "target-cpu"="gfx90a" }
attributes #1 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }
attributes #2 = { noinline optnone "target-cpu"="gfx90a" }
attributes #3 = { convergent "target-cpu"="gfx90a" }

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, producer: "test", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!2 = !DIFile(filename: "fixup.cu", directory: "/")
!5 = distinct !DISubprogram(name: "add_f64", scope: !2, file: !2, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 7, column: 3, scope: !5)

; hgpu computes in f32 only.  Arithmetic, compares and conversions on other
; floating-point types would need a soft-float library: each is a located
; error (not LLVM's fatal "unsupported library call"), and llc goes on to
; report the others.  Moving a double (load, store) needs no library.
; RUN: not %hgpu_llc -mcpu=hgpu2 < %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: error: k.cu:3:5: in function k void (ptr addrspace(1), i64): hgpu computes in f32 only: 'fadd' on double is not supported
; CHECK: error: k.cu:4:5: in function k void (ptr addrspace(1), i64): hgpu computes in f32 only: 'fptrunc' on double is not supported
; CHECK: error: k.cu:5:5: in function k void (ptr addrspace(1), i64): hgpu computes in f32 only: 'fcmp' on half is not supported
; CHECK-NOT: error:

define void @k(ptr addrspace(1) %o, i64 %b) !dbg !4 {
  %d = bitcast i64 %b to double
  %s = fadd double %d, 1.0, !dbg !8
  %f = fptrunc double %d to float, !dbg !9
  %h = load half, ptr addrspace(1) %o
  %c = fcmp olt half %h, 0xH0000, !dbg !10
  store double %s, ptr addrspace(1) %o
  store float %f, ptr addrspace(1) %o
  %z = zext i1 %c to i32
  store i32 %z, ptr addrspace(1) %o
  %m = load double, ptr addrspace(1) %o
  store double %m, ptr addrspace(1) %o
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!8 = !DILocation(line: 3, column: 5, scope: !4)
!9 = !DILocation(line: 4, column: 5, scope: !4)
!10 = !DILocation(line: 5, column: 5, scope: !4)

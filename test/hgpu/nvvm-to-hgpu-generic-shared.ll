; hgpu has no generic addressing: a generic pointer that may point into
; shared memory, and whose address space cannot be inferred, is an error at
; the access (not a load from global memory at a shared offset).
; RUN: not opt %loadshfl -passes='nvvm-to-hgpu<hgpu1>' -disable-output < %s 2>&1 | FileCheck %s

; CHECK: error: k.cu:7:3: in function k void (ptr, i1): a generic pointer into shared memory may reach this access; hgpu has no generic addressing, and the address space could not be inferred

@tile = internal addrspace(3) global [32 x i32] undef, align 4

define ptx_kernel void @k(ptr %g, i1 %c) !dbg !4 {
  %t = addrspacecast ptr addrspace(3) @tile to ptr
  store ptr %t, ptr %g
  %r = load ptr, ptr %g
  %q = select i1 %c, ptr %r, ptr %t
  store i32 1, ptr %q, !dbg !7
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 5, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 7, column: 3, scope: !4)

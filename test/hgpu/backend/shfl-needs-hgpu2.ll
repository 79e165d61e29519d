; hgpu1 has no native shuffles: llvm.hgpu.shfl.* is a located error, not a
; selection failure.  The same call compiles on hgpu2.
; RUN: not %hgpu_llc -mcpu=hgpu1 < %s -o /dev/null 2>&1 | FileCheck %s
; RUN: %hgpu_llc -mcpu=hgpu2 < %s | FileCheck %s --check-prefix=HGPU2

; CHECK: error: k.cu:7:3: in function k void (ptr addrspace(1), i32): 'llvm.hgpu.shfl.down' needs the native-shfl feature (hgpu2); this subtarget is hgpu1
; HGPU2: shfl.down r2|p0, r2, 1, 32

declare { i32, i1 } @llvm.hgpu.shfl.down(i32, i32, i32 immarg)

define void @k(ptr addrspace(1) %out, i32 %v) !dbg !4 {
  %s = call { i32, i1 } @llvm.hgpu.shfl.down(i32 %v, i32 1, i32 32), !dbg !7
  %x = extractvalue { i32, i1 } %s, 0
  store i32 %x, ptr addrspace(1) %out
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

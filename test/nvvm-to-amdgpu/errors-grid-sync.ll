; A grid-wide barrier (grid_group::sync, its arrive/wait halves, cg::sync on
; a grid_group) needs a cooperative launch, which a code object of this flow
; does not have: each call from user code is an error that names the
; construct.  Calls inside cooperative groups (grid_group::sync calling its
; details) are not reported again, and cg::sync on a thread_block is fine.
; opt stops at the first error: each RUN line removes the calls before the
; one it checks.
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=SYNC
; RUN: sed -e '/!dbg !8$/d' %s | not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output 2>&1 | FileCheck %s --check-prefix=CGSYNC
; RUN: sed -e '/!dbg !8$/d' -e '/!dbg !9$/d' %s | not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output 2>&1 | FileCheck %s --check-prefix=ARRIVE
; RUN: sed -e '/!dbg !8$/d' -e '/!dbg !9$/d' -e '/!dbg !10$/d' %s | not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output 2>&1 | FileCheck %s --check-prefix=USER
; RUN: sed -e '/!dbg !8$/d' -e '/!dbg !9$/d' -e '/!dbg !10$/d' -e '/!dbg !13$/d' %s | opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output
; SYNC: error: k.cu:4:3: in function k void (): cooperative_groups::grid_group::sync() needs a cooperative launch (cudaLaunchCooperativeKernel), which code objects of this flow do not have
; CGSYNC: error: k.cu:5:3: in function k void (): cooperative_groups::sync(grid_group) needs a cooperative launch
; ARRIVE: error: k.cu:6:3: in function k void (): cooperative_groups::grid_group::barrier_arrive() needs a cooperative launch
; USER: error: k.cu:11:3: in function _Z4userRKN18cooperative_groups4__v110grid_groupE void (ptr): cooperative_groups::grid_group::sync() needs a cooperative launch

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() !dbg !5 {
  %g = alloca ptr
  call void @_ZNK18cooperative_groups4__v110grid_group4syncEv(ptr %g), !dbg !8
  call void @_ZN18cooperative_groups4__v14syncINS0_10grid_groupEEEvRKT_(ptr %g), !dbg !9
  %t = call i32 @_ZNK18cooperative_groups4__v110grid_group14barrier_arriveEv(ptr %g), !dbg !10
  call void @_ZN18cooperative_groups4__v14syncINS0_12thread_blockEEEvRKT_(ptr %g), !dbg !11
  ret void
}

define void @_Z4userRKN18cooperative_groups4__v110grid_groupE(ptr %g) !dbg !12 {
  call void @_ZNK18cooperative_groups4__v110grid_group4syncEv(ptr %g), !dbg !13
  ret void
}

define linkonce_odr void @_ZNK18cooperative_groups4__v110grid_group4syncEv(ptr %this) {
  call void @_ZN18cooperative_groups4__v17details4grid4syncEPj(ptr %this)
  ret void
}

define linkonce_odr void @_ZN18cooperative_groups4__v14syncINS0_10grid_groupEEEvRKT_(ptr %g) {
  call void @_ZNK18cooperative_groups4__v110grid_group4syncEv(ptr %g)
  ret void
}

define linkonce_odr i32 @_ZNK18cooperative_groups4__v110grid_group14barrier_arriveEv(ptr %this) {
  ret i32 0
}

define linkonce_odr void @_ZN18cooperative_groups4__v14syncINS0_12thread_blockEEEvRKT_(ptr %b) {
  call void @llvm.nvvm.barrier0()
  ret void
}

define linkonce_odr void @_ZN18cooperative_groups4__v17details4grid4syncEPj(ptr %bar) {
  %old = atomicrmw add ptr %bar, i32 1 seq_cst
  ret void
}

declare void @llvm.nvvm.barrier0()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!8 = !DILocation(line: 4, column: 3, scope: !5)
!9 = !DILocation(line: 5, column: 3, scope: !5)
!10 = !DILocation(line: 6, column: 3, scope: !5)
!11 = !DILocation(line: 7, column: 3, scope: !5)
!12 = distinct !DISubprogram(name: "user", scope: !1, file: !1, line: 10, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!13 = !DILocation(line: 11, column: 3, scope: !12)

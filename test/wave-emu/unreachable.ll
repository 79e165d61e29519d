; A lane that reaches `unreachable` (undefined behaviour; the host would run
; into whatever code follows) stops the run.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx90a %s --block=4 --arg=i32:9 2>&1 | FileCheck %s
; CHECK:      wave-emu: error: reached 'unreachable' (undefined behaviour) in kernel 'k'
; CHECK-NEXT:   at function 'k', block '%bad'
; CHECK-NEXT:   by workgroup (0,0,0), wave 0, lane 0 (work-item (0,0,0))
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(i32 %mode) {
entry:
  switch i32 %mode, label %bad [ i32 0, label %ok
                                 i32 1, label %ok ]
bad:
  unreachable
ok:
  ret void
}

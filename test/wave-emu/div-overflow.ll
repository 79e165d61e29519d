; Signed division of the minimum value by -1 overflows (the host traps on
; it as on a zero divisor); vector divisions are checked per element.  The
; kernel computes srem <2 x i32> <x, 7>, <d, 3>.
; RUN: llc -mcpu=gfx1100 %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx1100 %s --block=1 --arg=buf:out:i32:2 \
; RUN:   --arg=i32:-7 --arg=i32:2 --print=out | FileCheck %s --check-prefix=OK
; RUN: not %wave-emu -mcpu=gfx1100 %s --block=1 --arg=buf:out:i32:2 \
; RUN:   --arg=i32:0x80000000 --arg=i32:-1 2>&1 | FileCheck %s
; RUN: not %wave-emu -mcpu=gfx1100 %s --block=1 --arg=buf:out:i32:2 \
; RUN:   --arg=i32:5 --arg=i32:0 2>&1 | FileCheck %s --check-prefix=ZERO
; OK:    out[0]: -1 1
; CHECK: error: signed integer division overflow (the minimum value by -1): srem <2 x i32> in kernel 'k'
; ZERO:  error: integer division by zero: srem <2 x i32> in kernel 'k'
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %x, i32 %d) {
entry:
  %xv = insertelement <2 x i32> <i32 poison, i32 7>, i32 %x, i32 0
  %dv = insertelement <2 x i32> <i32 poison, i32 3>, i32 %d, i32 0
  %r = srem <2 x i32> %xv, %dv
  store <2 x i32> %r, ptr addrspace(1) %out
  ret void
}

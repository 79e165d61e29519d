; A buffer whose COUNT x element size overflows, or is merely huge, is
; refused when the argument is read (no heap overflow, no "out of memory"
; abort).
; RUN: not %wave-emu -mcpu=gfx90a %s --block=4 \
; RUN:   --arg=buf:out:i32:0x4000000000000001 2>&1 | FileCheck %s --check-prefix=WRAP
; RUN: not %wave-emu -mcpu=gfx90a %s --block=4 \
; RUN:   --arg=buf:out:i64:100000000000 2>&1 | FileCheck %s --check-prefix=HUGE
; WRAP: wave-emu: error: buffer 'out' of 0x4000000000000001 i32 elements is too large (at most 4 GiB a buffer)
; HUGE: wave-emu: error: buffer 'out' of 100000000000 i64 elements is too large (at most 4 GiB a buffer)
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  ret void
}

; Options the emulator cannot honour are refused with an error before
; anything runs: a lane stack too small for the runtime or absurdly large,
; a grid whose work-item count does not fit the dispatch packet's 32 bits,
; more than 1024 work-items in a workgroup.
; RUN: not %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:4 \
; RUN:   --stack-size=4 2>&1 | FileCheck %s --check-prefix=SMALL
; RUN: not %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:4 \
; RUN:   --stack-size=10000000 2>&1 | FileCheck %s --check-prefix=LARGE
; RUN: not %wave-emu -mcpu=gfx90a %s --block=1024 --grid=5000000 \
; RUN:   --arg=buf:out:i32:4 2>&1 | FileCheck %s --check-prefix=GRID
; RUN: not %wave-emu -mcpu=gfx90a %s --block=32,33 --arg=buf:out:i32:4 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BLOCK
; SMALL: wave-emu: error: --stack-size=4: give 16 to 65536 KiB of stack per lane
; LARGE: wave-emu: error: --stack-size=10000000: give 16 to 65536 KiB of stack per lane
; GRID:  wave-emu: error: the grid has 5120000000 work-items in dimension x; the dispatch packet's grid size is 32 bits
; BLOCK: wave-emu: error: a workgroup has at most 1024 work-items (got 1056)
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  ret void
}

; Without -mcpu the kernels' "target-cpu" selects the hgpu subtarget, as it
; selects the AMDGPU processor.  A kernel compiled for hgpu1 cannot run as
; hgpu2, an hgpu subtarget takes no -mattr, and amdgcn IR is not hgpu IR.
; (The hgpu backend and hgpu-sim are tested in test/hgpu/backend.)
; RUN: %wave-emu %s --block=32 --arg=buf:out:i32:32 --print=out \
; RUN:   --print-width=16 | FileCheck %s
; RUN: not %wave-emu -mcpu=hgpu2 %s --block=32 --arg=buf:out:i32:32 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OTHER
; RUN: not %wave-emu -mcpu=hgpu1 -mattr=+wavefrontsize64 %s --block=32 \
; RUN:   --arg=buf:out:i32:32 2>&1 | FileCheck %s --check-prefix=MATTR
; RUN: not %wave-emu -mcpu=hgpu1 %S/divergent-bpermute.ll --block=64 \
; RUN:   --arg=buf:out:i32:64 --arg=buf:mask:u64:1 2>&1 \
; RUN:   | FileCheck %s --check-prefix=TRIPLE
; CHECK:      out[0]: 1 0 3 2 5 4 7 6 9 8 11 10 13 12 15 14
; CHECK-NEXT: out[16]: 17 16 19 18 21 20 23 22 25 24 27 26 29 28 31 30
; OTHER: error: function 'k' is compiled for 'hgpu1' but the emulated processor is 'hgpu2'
; MATTR: error: 'hgpu1' takes no -mattr (got '+wavefrontsize64'); the hgpu subtarget fixes its features and warps have 32 lanes
; TRIPLE: error: the module's target triple is 'amdgcn-amd-amdhsa', not hgpu; -mcpu=hgpu1 runs hgpu IR (no triple, or 'hgpu')

define void @k(ptr %out) #0 {
entry:
  %lane = call i32 @llvm.hgpu.lane.id()
  %src = xor i32 %lane, 1
  %r = call i32 @llvm.hgpu.gather(i32 %lane, i32 %src)
  %p = getelementptr i32, ptr %out, i32 %lane
  store i32 %r, ptr %p
  ret void
}

declare i32 @llvm.hgpu.lane.id()
declare i32 @llvm.hgpu.gather(i32, i32)

attributes #0 = { "hgpu-kernel" "target-cpu"="hgpu1" }

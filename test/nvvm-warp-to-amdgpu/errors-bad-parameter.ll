; Unknown pass parameters are rejected with the list of accepted ones.
; RUN: not opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave48>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=WAVE
; RUN: not opt %loadshfl -passes='nvvm-warp-to-amdgpu<redux=lds>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REDUX

; WAVE: invalid nvvm-warp-to-amdgpu parameter 'wave48' (expected wave32, wave64, redux=dpp, redux=bpermute, defer-runtime-redux or no-lane-demand)
; REDUX: invalid nvvm-warp-to-amdgpu parameter 'redux=lds' (expected wave32, wave64, redux=dpp, redux=bpermute, defer-runtime-redux or no-lane-demand)

define void @f() {
  ret void
}

; An unknown pass parameter is rejected when the pipeline is parsed.
; RUN: not opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave48>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=WAVE
; RUN: not opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64;strategy=dpp>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STRATEGY
; WAVE: error: invalid nvvm-shfl-to-amdgpu parameter 'wave48' (expected wave32, wave64, strategy=bpermute, strategy=permute, fast-paths, no-fast-paths, lane-demand, no-lane-demand, reduction-chains, no-reduction-chains, lane-versioning, no-lane-versioning, nan-payload-demand or no-nan-payload-demand)
; STRATEGY: error: invalid nvvm-shfl-to-amdgpu parameter 'strategy=dpp' (expected wave32, wave64, strategy=bpermute, strategy=permute, fast-paths, no-fast-paths, lane-demand, no-lane-demand, reduction-chains, no-reduction-chains, lane-versioning, no-lane-versioning, nan-payload-demand or no-nan-payload-demand)

define void @empty() {
  ret void
}

#!/usr/bin/env bash
#===- tools/dev/demo.sh - the main job: CUDA kernel -> AMDGPU -> emulator ------===#
#
# Installs the Debian dependencies and builds the project against LLVM 22.
# Then it takes the classic warp reduction test/e2e/kernels/warp_reduce_xor.cu
# (__shfl_xor_sync by 16, 8, 4, 2, 1) through clang with the plugin
# (retargeting, warp primitives, shuffle lowering) to AMDGPU IR, assembly and
# a code object, for gfx90a (wave64) and gfx1100 (wave32).  It prints the
# lowered kernel, runs it on the wave emulator, and compares the output with
# what an NVIDIA H200 computed for the same kernel and inputs.
#
#===----------------------------------------------------------------------===#
set -euo pipefail
cd "$(dirname "$0")/../.."
. tools/dev/deps.sh
shfl_install_deps 22

build=build-llvm22
echo "== building shfl-lowering against LLVM 22 ($build)"
cmake -S . -B "$build" -G Ninja -DLLVM_DIR=/usr/lib/llvm-22/lib/cmake/llvm >/dev/null
ninja -C "$build" >/dev/null
out="$build/demo"
mkdir -p "$out"
kernel=test/e2e/kernels/warp_reduce_xor
nvidia=test/hardware/results/classic_kernels/warp_reduce_xor.txt

echo
echo "== the CUDA kernel ($kernel.cu)"
grep -v '^//' "$kernel.cu"

for arch in gfx90a gfx1100; do
  "$build/bin/shfl-cuda-to-amdgpu" --cuda-device-only "$kernel.cu" --offload-arch=$arch -o "$out/$arch"
done

echo
echo "== AMDGPU IR for gfx90a (wave64): the kernel"
sed -n '/^define.*@warp_reduce_xor/,/^}/p' "$out/gfx90a.ll"
for arch in gfx90a gfx1100; do
  echo
  echo "== $arch assembly (from $out/$arch.s)"
  awk '/^warp_reduce_xor:/{f=1} f{print} f&&/s_endpgm/{exit}' "$out/$arch.s"
done
echo
echo "== code object $out/gfx90a.hsaco: its cross-lane instructions (llvm-objdump -d)"
# awk, not grep: a kind of move the kernel does not use is not an error.
/usr/lib/llvm-22/bin/llvm-objdump -d --mcpu=gfx90a "$out/gfx90a.hsaco" | awk '
  /_dpp /       { n["DPP moves and operations"]++ }
  /ds_bpermute/ { n["ds_bpermute_b32"]++ }
  /ds_swizzle/  { n["ds_swizzle_b32"]++ }
  /v_readlane/  { n["v_readlane_b32"]++ }
  END { for (k in n) printf "  %-26s %d\n", k, n[k] }' | sort

echo
echo "== launch ($kernel.launch)"
cat "$kernel.launch"
for arch in gfx90a gfx1100; do
  echo
  echo "== run on the wave emulator, -mcpu=$arch"
  "$build/bin/wave-emu" -mcpu=$arch "$out/$arch.ll" --launch="$kernel.launch" | tee "$out/$arch.out"
  if diff -q "$nvidia" "$out/$arch.out" >/dev/null; then
    echo "-> identical to the NVIDIA H200 output ($nvidia)"
  else
    echo "-> DIFFERS from the NVIDIA H200 output ($nvidia):"
    diff "$nvidia" "$out/$arch.out" || true
    exit 1
  fi
done

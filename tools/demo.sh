#!/usr/bin/env bash
#===- tools/demo.sh - the main job: build, lower a CUDA kernel, show it ----===#
#
# Installs the Debian dependencies, builds the plugin against LLVM 22, compiles
# tools/demo/warp_reduce.cu to NVVM IR with clang, lowers its shuffles with
# the plugin loaded into clang, and prints the lowered IR and the gfx90a
# (wave64) and gfx1100 (wave32) assembly.
#
#===----------------------------------------------------------------------===#
set -euo pipefail
cd "$(dirname "$0")/.."
. tools/deps.sh
shfl_install_deps 22

build=build-llvm22
bin=/usr/lib/llvm-22/bin
cmake -S . -B "$build" -G Ninja -DLLVM_DIR=/usr/lib/llvm-22/lib/cmake/llvm >/dev/null
ninja -C "$build" >/dev/null
plugin="$build/lib/ShflLowering.so"
out="$build/demo"
mkdir -p "$out"
src=tools/demo/warp_reduce.cu

for wave in 64 32; do
  "$bin/clang" -x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudainc -nocudalib \
    -fgpu-rdc -Wno-unknown-cuda-version -O2 -emit-llvm -S "$src" -o "$out/nvvm.ll"
  "$bin/clang" -x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudainc -nocudalib \
    -fgpu-rdc -Wno-unknown-cuda-version -O2 -emit-llvm -S "$src" -o "$out/wave$wave.ll" \
    -fpass-plugin="$plugin" -mllvm -shfl-lowering-pipeline="nvvm-shfl-to-amdgpu<wave$wave>"
done

echo "=== NVVM IR from clang (the shuffles):"
grep -E '^define|llvm\.nvvm\.shfl' "$out/nvvm.ll" | grep -v '^declare'
echo
echo "=== after nvvm-shfl-to-amdgpu<wave64> (clang -fpass-plugin):"
sed -n '/^define/,/^}/p' "$out/wave64.ll"

# The module is still NVPTX: its triple, datalayout and sm_70 attributes are
# dropped here so that llc compiles just the lowered shuffles for AMDGPU.
strip_nvptx() {
  sed -e '/^target datalayout/d' -e '/^target triple/d' \
      -e 's/"target-cpu"="sm_70"//' -e 's/"target-features"="[^"]*"//' "$1"
}
echo
echo "=== gfx90a (wave64) assembly:"
strip_nvptx "$out/wave64.ll" | "$bin/llc" -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -o "$out/gfx90a.s"
awk '/^_Z[0-9a-z_]*:/,/s_setpc_b64/' "$out/gfx90a.s"
echo
echo "=== gfx1100 (wave32) assembly:"
strip_nvptx "$out/wave32.ll" | "$bin/llc" -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -o "$out/gfx1100.s"
awk '/^_Z[0-9a-z_]*:/,/s_setpc_b64/' "$out/gfx1100.s"
echo
echo "outputs in $out/"

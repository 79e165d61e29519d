#!/usr/bin/env bash
#===- tools/dev/measure/strategies.sh - bpermute vs. permute, side by side -----===#
#
# Lowers a few constant-b shuffles with strategy=bpermute and strategy=permute,
# compiles each with llc, and prints per kernel and target: the number of
# instructions of the shuffle (the function body less its entry wait and
# return) and llvm-mca's estimate of total cycles for 100 iterations of it.  Both strategies are measured in one run.
#
#   bash tools/dev/measure/strategies.sh [build-dir] [llvm-version]
#
#===----------------------------------------------------------------------===#
set -euo pipefail
cd "$(dirname "$0")/../../.."
build=${1:-build-llvm22}
v=${2:-22}
bin=/usr/lib/llvm-$v/bin
plugin="$build/lib/ShflLowering.so"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# name | mode | b | c   (c as CUDA builds it for the width)
kernels="down1_w32 down 1 31
up2_w16 up 2 4096
xor8_w32 bfly 8 31
down4_w8 down 4 6175"

printf '%-10s %-8s %-22s %6s %8s\n' kernel target strategy insts mca-cyc
while read -r name mode b c; do
  cat > "$tmp/$name.ll" <<IR
define i32 @$name(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.$mode.i32(i32 -1, i32 %v, i32 $b, i32 $c)
  ret i32 %r
}
declare i32 @llvm.nvvm.shfl.sync.$mode.i32(i32, i32, i32, i32)
IR
  for target in gfx90a:64 gfx1100:32; do
    cpu=${target%:*}; wave=${target#*:}
    for strategy in bpermute permute; do
      "$bin/opt" -load-pass-plugin="$plugin" \
        -passes="nvvm-shfl-to-amdgpu<wave$wave;strategy=$strategy>" "$tmp/$name.ll" -o "$tmp/l.bc"
      "$bin/llc" -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" "$tmp/l.bc" -o "$tmp/l.s"
      # The function body from its label to the return, instructions only,
      # without the entry wait and the return (the same in both strategies).
      awk "/^$name:/{f=1;next} f&&/s_setpc_b64/{exit} f" "$tmp/l.s" \
        | awk '/^[[:space:]]+[a-z_0-9]+/ && !/^[[:space:]]+\./ &&
               !/s_waitcnt vmcnt\(0\) expcnt\(0\) lgkmcnt\(0\)/' > "$tmp/body.s"
      n=$(wc -l < "$tmp/body.s")
      cyc=$("$bin/llvm-mca" -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" -iterations=100 \
              "$tmp/body.s" 2>/dev/null | awk '/^Total Cycles:/{print $3}')
      printf '%-10s %-8s %-22s %6s %8s\n' "$name" "$cpu" "$strategy" "$n" "$cyc"
    done
  done
done <<< "$kernels"

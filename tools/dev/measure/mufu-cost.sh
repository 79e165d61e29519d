#!/usr/bin/env bash
#===- mufu-cost.sh - NVIDIA's approximate instructions: exact vs native ---===#
#
# Part of shfl-lowering.  Translates one approximate PTX instruction (inline
# asm in an amdgcn kernel that loads its operand and stores its result) with
# ptx-asm-to-ir<nv-approx=exact> (the MUFU models, docs/mufu.md) and with
# <nv-approx=native> (AMD's approximate instructions), optimises it (opt
# -O2, which inlines the unit's function), compiles it with llc -O2 and
# prints, per target and instruction, the instruction count of the kernel
# body and llvm-mca's estimate of one iteration (total cycles, block
# reciprocal throughput), side by side.  The row "none" is the kernel
# without the instruction (its load and store), the baseline to subtract.
#
#   tools/dev/measure/mufu-cost.sh [build-dir] [llvm-bin-dir]
#     defaults: build-llvm22 /usr/lib/llvm-22/bin
#
#===----------------------------------------------------------------------===#
set -euo pipefail
BUILD=${1:-build-llvm22}
BIN=${2:-/usr/lib/llvm-22/bin}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

FORMS=(
  "f rcp.approx.ftz.f32" "f rcp.approx.f32" "f rsqrt.approx.ftz.f32"
  "f sqrt.approx.ftz.f32" "f ex2.approx.ftz.f32" "f ex2.approx.f32"
  "f lg2.approx.ftz.f32" "f sin.approx.f32" "ff div.approx.ftz.f32"
  "ff div.full.f32" "d rcp.approx.ftz.f64" "d rsqrt.approx.f64"
  "f tanh.approx.f32"
)

kernel() { # CPU FEAT KIND PTX
  local ty=float cons='=f,f' args='float %x' ops='$1'
  case $3 in
    ff) cons='=f,f,f'; args='float %x, float %x'; ops='$1, $2' ;;
    d) ty=double; cons='=d,d'; args='double %x' ;;
  esac
  cat <<IR
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p) #0 {
  %x = load $ty, ptr addrspace(1) %p
  %r = call $ty asm "$4 \$0, $ops;", "$cons"($args)
  %q = getelementptr $ty, ptr addrspace(1) %p, i64 1
  store $ty %r, ptr addrspace(1) %q
  ret void
}
attributes #0 = { "target-cpu"="$1" "target-features"="$2" }
IR
}

measure() { # CPU FEAT IR-FILE
  "$BIN/llc" -O2 "$3" -o "$TMP/l.s"
  sed -n '/^k:/,/s_endpgm/p' "$TMP/l.s" |
    awk '/^[[:space:]]+[a-z_0-9]+/ && !/^[[:space:]]+[;.]/' > "$TMP/body.s"
  local n mca
  n=$(wc -l < "$TMP/body.s")
  mca=$("$BIN/llvm-mca" -mtriple=amdgcn-amd-amdhsa -mcpu="$1" ${2:+-mattr=$2} \
          -iterations=1 "$TMP/body.s" 2>/dev/null)
  printf '%6s %8s %8s' "$n" "$(awk '/^Total Cycles:/ {print $3}' <<<"$mca")" \
    "$(awk '/^Block RThroughput:/ {print $3}' <<<"$mca")"
}

printf '%-8s %-22s %6s %8s %8s   %6s %8s %8s\n' target instruction \
  insts cycles rthru insts cycles rthru
printf '%-8s %-22s %24s   %24s\n' "" "" "exact" "native"
for CPU in gfx90a gfx1100; do
  kernel "$CPU" "" f rcp.approx.ftz.f32 |
    sed -e 's/%r = call.*/%r = fadd float %x, 0.0/' > "$TMP/none.ll"
  printf '%-8s %-22s ' "$CPU" none
  measure "$CPU" "" "$TMP/none.ll"
  printf '\n'
  for F in "${FORMS[@]}"; do
    set -- $F
    kernel "$CPU" "" "$1" "$2" > "$TMP/in.ll"
    printf '%-8s %-22s ' "$CPU" "$2"
    for MODE in exact native; do
      "$BIN/opt" -load-pass-plugin="$BUILD/lib/ShflLowering.so" \
        -passes="ptx-asm-to-ir<nv-approx=$MODE>,default<O2>" "$TMP/in.ll" \
        -o "$TMP/l.bc"
      measure "$CPU" "" "$TMP/l.bc"
      printf '   '
    done
    printf '\n'
  done
done

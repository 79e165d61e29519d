#!/usr/bin/env bash
#===- measure-redux.sh - DPP vs ds_bpermute for redux.sync ----------------===#
#
# Part of shfl-lowering.  Lowers one llvm.nvvm.redux.sync.<op> (full mask)
# with nvvm-warp-to-amdgpu<redux=dpp> and <redux=bpermute>, compiles it with
# llc -O2 and prints, per target, the instruction count of the kernel body and
# llvm-mca's estimate (total cycles, uOps, block reciprocal throughput) of that
# body, side by side.  The row "none" is the same kernel without the
# reduction (its load and store), the baseline to subtract.
#
#   tools/dev/measure/redux.sh [build-dir] [llvm-bin-dir] [op]
#     defaults: build22 /usr/lib/llvm-22/bin add
#
#===----------------------------------------------------------------------===#
set -euo pipefail
BUILD=${1:-build-llvm22}
BIN=${2:-/usr/lib/llvm-22/bin}
OP=${3:-add}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

printf '%-16s %-9s %6s %8s %6s %8s\n' target strategy insts cycles uops rthru
for T in "gfx90a" "gfx1100" "gfx1100 +wavefrontsize64"; do
  set -- $T
  CPU=$1
  FEAT=${2:-}
  cat > "$TMP/in.ll" <<IR
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.nvvm.redux.sync.$OP(i32, i32)
define amdgpu_kernel void @k(ptr addrspace(1) %p) #0 {
  %x = load i32, ptr addrspace(1) %p
  %r = call i32 @llvm.nvvm.redux.sync.$OP(i32 %x, i32 -1)
  %q = getelementptr i32, ptr addrspace(1) %p, i64 1
  store i32 %r, ptr addrspace(1) %q
  ret void
}
attributes #0 = { "target-cpu"="$CPU" "target-features"="$FEAT" }
IR
  for S in none dpp bpermute; do
    if [ "$S" = none ]; then
      sed -e 's/%r = call.*/%r = add i32 %x, 0/' "$TMP/in.ll" | "$BIN/opt" - -o "$TMP/l.bc"
    else
      "$BIN/opt" -load-pass-plugin="$BUILD/lib/ShflLowering.so" \
        -passes="nvvm-warp-to-amdgpu<redux=$S>" "$TMP/in.ll" -o "$TMP/l.bc"
    fi
    "$BIN/llc" -O2 "$TMP/l.bc" -o "$TMP/l.s"
    # The kernel body: instruction lines between the label and s_endpgm.
    sed -n '/^k:/,/s_endpgm/p' "$TMP/l.s" |
      awk '/^[[:space:]]+[a-z_0-9]+/ && !/^[[:space:]]+[;.]/' > "$TMP/body.s"
    N=$(wc -l < "$TMP/body.s")
    MFEAT=${FEAT:+-mattr=$FEAT}
    MCA=$("$BIN/llvm-mca" -mtriple=amdgcn-amd-amdhsa -mcpu="$CPU" $MFEAT \
            -iterations=1 "$TMP/body.s" 2>/dev/null)
    CYC=$(awk '/^Total Cycles:/ {print $3}' <<<"$MCA")
    UOPS=$(awk '/^Total uOps:/ {print $3}' <<<"$MCA")
    RT=$(awk '/^Block RThroughput:/ {print $3}' <<<"$MCA")
    printf '%-16s %-9s %6s %8s %6s %8s\n' "$CPU${FEAT:+ w64}" "$S" "$N" "$CYC" "$UOPS" "$RT"
  done
done

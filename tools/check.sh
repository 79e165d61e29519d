#!/usr/bin/env bash
#===- tools/check.sh - build and run the whole test suite ------------------===#
#
# Installs the Debian dependencies, then for LLVM 22 and LLVM 19 in turn:
# configures a build tree (build-llvm<V>), builds everything and runs the lit
# suite (ninja check-shfl), then the exhaustive shuffle conformance run on
# the emulator (ninja check-shfl-conformance-full: every b in [0,64) x c in
# [0,8192) for the predicate forms, on 8 target configurations).  Ends with
# one "N passed, N failed" line over both versions (lit tests, plus one per
# full conformance run) and exits non-zero if anything failed.
#
#   bash tools/check.sh            # both versions
#   bash tools/check.sh 22         # one version
#
#===----------------------------------------------------------------------===#
set -u -o pipefail
cd "$(dirname "$0")/.."
versions=("$@")
[ ${#versions[@]} -eq 0 ] && versions=(22 19)

. tools/deps.sh
# libamdhip64-dev: the HIP launcher is built and its no-GPU path tested.
SHFL_EXTRA_PKGS="libamdhip64-dev" shfl_install_deps "${versions[@]}" \
  || { echo "dependency install failed"; exit 1; }

passed=0; failed=0; status=0
for v in "${versions[@]}"; do
  build="build-llvm$v"
  echo "== LLVM $v: configure and build ($build)"
  start=$(date +%s)
  if ! cmake -S . -B "$build" -G Ninja -DLLVM_DIR="/usr/lib/llvm-$v/lib/cmake/llvm" \
       -DSHFL_HIP_LAUNCHER=ON >"$build.cmake.log" 2>&1; then
    cat "$build.cmake.log"; echo "LLVM $v: configure failed"; status=1; failed=$((failed + 1)); continue
  fi
  if ! ninja -C "$build"; then
    echo "LLVM $v: build failed"; status=1; failed=$((failed + 1)); continue
  fi
  echo "== LLVM $v: lit suite"
  log="$build/check.log"
  ninja -C "$build" check-shfl 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  p=$(grep -Eo 'Passed *: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1)
  f=$(grep -Eo 'Failed *: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1)
  passed=$((passed + ${p:-0})); failed=$((failed + ${f:-0}))
  if [ "$rc" -ne 0 ] || [ -z "${p:-}" ]; then status=1; [ -z "${f:-}" ] && failed=$((failed + 1)); fi
  echo "== LLVM $v: exhaustive conformance"
  if ninja -C "$build" check-shfl-conformance-full 2>&1 | tee "$build/conformance.log"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1)); status=1
  fi
  echo "== LLVM $v: done in $(( $(date +%s) - start )) s"
done
echo "${passed} passed, ${failed} failed"
exit $status

#!/usr/bin/env bash
#===- tools/dev/check.sh - build and run the whole test suite ------------------===#
#
# Installs the Debian dependencies, then runs these parts, in parallel (each
# builds in its own tree; the machine's cores are shared between them):
#
#   22    LLVM 22, built with GCC (build-llvm22): the lit suite, then the
#         exhaustive shuffle conformance run on the emulator
#         (check-shfl-conformance-full: every b in [0,64) x c in [0,8192)
#         for the predicate forms, on 10 target configurations)
#   19    LLVM 19, built with GCC (build-llvm19): the lit suite, which runs
#         the sampled conformance sweep (1024 of the 8192 c) on the same
#         configurations; the exhaustive run is LLVM 22's (run it with
#         ninja -C build-llvm19 check-shfl-conformance-full)
#   asan  LLVM 22, built with clang 22 and ASan+UBSan (build-asan,
#         -DSHFL_SANITIZE="address;undefined"): the lit suite without its
#         largest emulator runs (ninja check-shfl-sanitized: the e2e kernels,
#         the conformance sweeps, the install tests and two more are left
#         out, see test/CMakeLists.txt) with the sanitizer runtime preloaded
#         into every command.  Being a clang build, it is also the check
#         that the output does not depend on the host compiler (the tests
#         expect the same IR as GCC's build gives).  Then the inline-PTX
#         fuzzer (libFuzzer) from its corpus, for a minute.
#   fuzz  the fixed-seed smoke run of tools/dev/fuzz/shfl-fuzz.py (200 modules
#         through every pass configuration with -verify-each and llc, 16
#         kernels on wave-emu against the model), with the GCC build's
#         plugin, and every output compared with the clang-built, sanitized
#         plugin of asan (docs/fuzzing.md); it starts when both builds are
#         done, and is stopped (a failure) after 1200 s.  Measured alone on
#         the 2-core work machine, one job: 300 modules with the comparison
#         took 509 s of CPU (210 s without it), and this size 331 s
#
# docs/reliability.md ("CI time") has the times of the recent runs and what
# keeps the whole under 45 minutes on two cores.
#
# Each part writes <tree>/check-<part>.log; a line per part says whether it
# passed and how long it took.  The last line is "N passed, N failed" over
# everything (lit tests, plus one per conformance run, corpus replay and
# fuzz run), and the exit status is non-zero if anything failed.
#
#   bash tools/dev/check.sh              # 22, 19, asan and fuzz (what CI runs)
#   bash tools/dev/check.sh 22 asan fuzz # some parts (fuzz needs 22 and asan's builds)
#
#===----------------------------------------------------------------------===#
set -u -o pipefail
cd "$(dirname "$0")/../.."
parts=("$@")
[ ${#parts[@]} -eq 0 ] && parts=(22 19 asan fuzz)
has() { local p; for p in "${parts[@]}"; do [ "$p" = "$1" ] && return 0; done; return 1; }

versions=()
has 22 || has asan || has fuzz && versions+=(22)
has 19 && versions+=(19)
. tools/dev/deps.sh
# libamdhip64-dev: the HIP launcher is built and its no-GPU path tested.
# libclang-rt-22-dev: the sanitizer runtimes and libFuzzer of clang 22.
extra="libamdhip64-dev"
has asan && extra="$extra libclang-rt-22-dev"
SHFL_EXTRA_PKGS="$extra" shfl_install_deps "${versions[@]}" \
  || { echo "dependency install failed"; exit 1; }

JOBS=$(nproc)
results=$(mktemp -d)
t0=$(date +%s)

# record PART PASSED FAILED SECONDS NOTE
record() { echo "$2 $3 $4 $5" > "$results/$1"; }

# lit TREE LOG [TARGET] -> "passed failed" of `ninja TARGET` (check-shfl) in
# TREE; a run that fails without a failed test (no summary, an unresolved
# test) counts one.
lit() {
  local p f rc
  ninja -C "$1" "${3:-check-shfl}" >>"$2" 2>&1
  rc=$?
  p=$(grep -Eo 'Passed *: *[0-9]+' "$2" | grep -Eo '[0-9]+$' | tail -1)
  f=$(grep -Eo 'Failed *: *[0-9]+' "$2" | grep -Eo '[0-9]+$' | tail -1)
  p=${p:-0}; f=${f:-0}
  [ "$rc" -ne 0 ] && [ "$f" -eq 0 ] && f=1
  echo "$p $f"
}

# build TREE LOG CMAKE-ARGS...: configure and build, quietly.
build() {
  local tree=$1 log=$2; shift 2
  cmake -S . -B "$tree" -G Ninja "$@" >>"$log" 2>&1 && ninja -C "$tree" -j"$JOBS" >>"$log" 2>&1
}

# The GCC-built part for LLVM $1: build, lit suite, exhaustive conformance.
part_gcc() {
  local v=$1 tree=build-llvm$1 start=$(date +%s)
  local log=$tree/check-$v.log
  mkdir -p "$tree"; : >"$log"
  if ! build "$tree" "$log" -DLLVM_DIR="/usr/lib/llvm-$v/lib/cmake/llvm" -DSHFL_HIP_LAUNCHER=ON; then
    touch "$tree/.check-build-failed"
    record "$v" 0 1 $(( $(date +%s) - start )) "build failed (see $log)"; return
  fi
  touch "$tree/.check-built"
  # The LLVM 19 suite leaves out the machine-code runs of the e2e kernels
  # and the conformance sample (e2e/isa-*, conformance/isa-*) and NVIDIA's
  # whole sample programs (cuda-samples/): the LLVM 22 suite runs them, and
  # with all three the parts no longer fit the CI time side by side.  The
  # ISA mode's own tests (isa-emu/) and the runtime's (cudart/) run on both.
  local filter='^$'
  [ "$v" = 19 ] && filter=':: (e2e/isa-|conformance/isa-|cuda-samples/)'
  read -r p f < <(LIT_FILTER_OUT="$filter" lit "$tree" "$log")
  local note="lit $p passed, $f failed"
  if [ "$v" = 22 ]; then
    # The exhaustive run (what ninja check-shfl-conformance-full runs), as
    # two processes of five configurations each: it comes last, when the
    # other parts are done and a core would idle.
    local cstart=$(date +%s) half rc=0 pids=()
    for half in gfx90a,gfx942,gfx1030-w32,gfx1030-w64,hgpu1 \
                gfx1100-w32,gfx1100-w64,gfx1200-w32,gfx1200-w64,hgpu2; do
      "$tree/bin/shfl-conformance" --full --config="$half" >"$tree/conformance-${half%%,*}.log" 2>&1 &
      pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid" || rc=1; done
    cat "$tree"/conformance-gfx90a.log "$tree"/conformance-gfx1100-w32.log >"$tree/conformance.log"
    if [ "$rc" -eq 0 ] && [ "$(grep -c '^total: 5 configurations, .* 0 mismatches' "$tree/conformance.log")" -eq 2 ]; then
      p=$((p + 1)); note="$note; exhaustive conformance passed"
    else
      f=$((f + 1)); note="$note; exhaustive conformance FAILED (see $tree/conformance.log)"
    fi
    note="$note ($(( $(date +%s) - cstart )) s)"
  fi
  record "$v" "$p" "$f" $(( $(date +%s) - start )) "$note"
}

# clang 22, ASan+UBSan: build, lit suite, corpus replay.
part_asan() {
  local tree=build-asan start=$(date +%s)
  local log=$tree/check-asan.log
  mkdir -p "$tree"; : >"$log"
  if ! build "$tree" "$log" -DLLVM_DIR=/usr/lib/llvm-22/lib/cmake/llvm \
       -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
       -DSHFL_SANITIZE="address;undefined" -DSHFL_HIP_LAUNCHER=ON; then
    touch "$tree/.check-build-failed"
    record asan 0 1 $(( $(date +%s) - start )) "build failed (see $log)"; return
  fi
  touch "$tree/.check-built"
  read -r p f < <(lit "$tree" "$log" check-shfl-sanitized)
  local note="lit under ASan+UBSan, clang-built: $p passed, $f failed"
  if [ -x "$tree/bin/ptx-fuzzer" ]; then
    # The shared ASan runtime must come first, as lit preloads it.
    local preload
    preload=$(grep -o 'config.shfl_sanitizer_preload = ".*"' "$tree/test/lit.site.cfg.py" | cut -d'"' -f2)
    # libFuzzer adds what it finds to its first corpus folder: a copy.
    rm -rf "$tree/ptx-corpus" && cp -r tools/dev/fuzz/ptx-corpus "$tree/ptx-corpus"
    if LD_PRELOAD="$preload" "$tree/bin/ptx-fuzzer" -runs=20000 -max_total_time=60 "$tree/ptx-corpus" \
         >"$tree/ptx-fuzzer.log" 2>&1; then
      p=$((p + 1)); note="$note; ptx-fuzzer passed"
    else
      f=$((f + 1)); note="$note; ptx-fuzzer FAILED (see $tree/ptx-fuzzer.log)"
    fi
  fi
  record asan "$p" "$f" $(( $(date +%s) - start )) "$note"
}

# The fuzz smoke run, once both LLVM 22 builds are there.
part_fuzz() {
  local start=$(date +%s) tree
  for tree in build-llvm22 build-asan; do
    while [ ! -e "$tree/.check-built" ] && [ ! -e "$tree/.check-build-failed" ]; do sleep 5; done
    if [ -e "$tree/.check-build-failed" ]; then
      record fuzz 0 1 $(( $(date +%s) - start )) "not run: $tree did not build"; return
    fi
  done
  local log=build-llvm22/check-fuzz.log
  local preload
  preload=$(grep -o 'config.shfl_sanitizer_preload = ".*"' build-asan/test/lit.site.cfg.py | cut -d'"' -f2)
  if timeout 1200 python3 tools/dev/fuzz/shfl-fuzz.py --build build-llvm22 --seed 1 \
       --modules 200 --exec 16 --jobs "$JOBS" --out build-llvm22/fuzz-smoke \
       --compare-plugin build-asan/lib/ShflLowering.so --compare-preload "$preload" \
       >"$log" 2>&1; then
    record fuzz 1 0 $(( $(date +%s) - start )) "$(grep -E '^  (modules|exec|outputs|findings)' "$log" | tr -s ' ' | tr '\n' ';')"
  else
    record fuzz 0 1 $(( $(date +%s) - start )) "FAILED (see $log): $(grep -E '^  findings' "$log")"
  fi
}

rm -f build-llvm22/.check-built build-llvm22/.check-build-failed \
      build-asan/.check-built build-asan/.check-build-failed
pids=()
has 22 && { part_gcc 22 & pids+=($!); }
has 19 && { part_gcc 19 & pids+=($!); }
has asan && { part_asan & pids+=($!); }
has fuzz && { part_fuzz & pids+=($!); }
echo "== running: ${parts[*]} (logs: build-*/check-*.log)"
for pid in "${pids[@]}"; do wait "$pid"; done

passed=0; failed=0
for part in "${parts[@]}"; do
  if [ ! -e "$results/$part" ]; then
    echo "== $part: no result"; failed=$((failed + 1)); continue
  fi
  read -r p f secs note < "$results/$part"
  passed=$((passed + p)); failed=$((failed + f))
  echo "== $part: $([ "$f" -eq 0 ] && echo passed || echo FAILED) in $secs s: $note"
done
for log in build-*/check-*.log; do
  grep -E '^(FAIL|XPASS|UNRESOLVED):' "$log" 2>/dev/null | sed "s|^|  $log: |"
done
echo "== total: $(( $(date +%s) - t0 )) s"
rm -rf "$results"
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]

#!/bin/bash
# Compiles one kernel file of test/e2e/kernels for gfx90a, gfx1100 and
# gfx1100 wave64, checks that llc accepts it and that no NVVM call or
# inline asm is left, runs the given launches on wave-emu (one run per
# target, several --launch files) and compares each launch's
# output with the H200's (test/hardware/results/$RESULTS/<launch>.txt,
# RESULTS=cg_kernels by default): bit for bit, or, where the kernel has a
# <launch>.ulp file, within the ULPs it allows per buffer
# (Inputs/math/compare-ulp.py).
#
#   check-kernels.sh ir PLUGIN SRC_ROOT OUTDIR FILE LAUNCH...
#       from test/e2e/Inputs/cg/FILE.nvvm.ll through opt (no CUDA needed;
#       the pipeline ends with amdgpu-nan-class-tests, as the driver's)
#   check-kernels.sh cu PLUGIN SRC_ROOT OUTDIR FILE LAUNCH...
#       from test/e2e/kernels/FILE.cu through shfl-cuda-to-amdgpu with the
#       toolkit's headers (CUDA_HEADERS=shim: the project's CUDA shim)
#
# TARGETS (environment) overrides the targets, e.g. TARGETS=gfx1100; CARD
# names the GPU that recorded the results (default H200).
# EMU=isa (environment) runs the machine code instead: llc makes an object,
# ld.lld a code object, and `wave-emu --isa` runs it (docs/isa-emu.md); the
# default targets are then gfx90a, gfx942, gfx1100, gfx1100 wave64 and
# gfx1200.  NVVM (environment) is the directory of FILE.nvvm.ll (default
# Inputs/cg).
#
# Prints one line per run; exits non-zero at the first difference.
set -e
mode=$1 plugin=$2 src=$3 out=$4 file=$5
shift 5
kernels=$src/test/e2e/kernels
results=$src/test/hardware/results/${RESULTS:-cg_kernels}
emu=${EMU:-ir}
nvvm=${NVVM:-$src/test/e2e/Inputs/cg}
default_targets='gfx90a gfx1100 gfx1100;wave64'
[ "$emu" = isa ] && default_targets='gfx90a gfx942 gfx1100 gfx1100;wave64 gfx1200'
mkdir -p "$out"
for t in ${TARGETS:-$default_targets}; do
  cpu=${t%%;*}
  name=$file-$(echo "$t" | tr -d ';')
  attr=
  case $t in *wave64) attr=-mattr=+wavefrontsize64 ;; esac
  if [ "$mode" = ir ]; then
    opt -load-pass-plugin="$plugin" \
      -passes="ptx-asm-to-ir,nvvm-to-amdgpu<$t>,nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu,ptx-asm-check,amdgpu-nan-class-tests" \
      "$nvvm/$file.nvvm.ll" -S -o "$out/$name.ll"
  else
    wave=
    case $t in *wave64) wave=--wave64 ;; esac
    shfl-cuda-to-amdgpu --cuda-device-only --cuda-headers=${CUDA_HEADERS:-toolkit} --offload-arch="$cpu" $wave \
      "$kernels/$file.cu" -o "$out/$name" --emit=ll
  fi
  # Inline asm that the device libraries bring (OCKL's hostcall) is AMDGPU's.
  if grep 'llvm\.nvvm\|call [^@]*asm ' "$out/$name.ll" | grep -qv 'shfl\.amdgpu\.asm'; then
    echo "$name: NVVM calls or inline asm left"; exit 1
  fi
  # One wave-emu run for all the launches (the module is compiled once);
  # its output is split at the "== launch FILE" lines.
  launches=()
  for l in "$@"; do launches+=("--launch=$kernels/$l.launch"); done
  if [ "$emu" = isa ]; then
    llc -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" $attr -filetype=obj "$out/$name.ll" -o "$out/$name.o"
    ld.lld -shared "$out/$name.o" -o "$out/$name.hsaco"
    wave-emu --isa "$out/$name.hsaco" "${launches[@]}" > "$out/$name.all.out"
  else
    llc -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" $attr "$out/$name.ll" -o "$out/$name.s"
    wave-emu -mcpu="$cpu" $attr "$out/$name.ll" "${launches[@]}" > "$out/$name.all.out"
  fi
  if [ $# -eq 1 ]; then
    cp "$out/$name.all.out" "$out/$1-$name.out"
  else
    awk -v dir="$out" -v name="$name" '
      /^== launch / { l = $3; sub(/.*\//, "", l); sub(/\.launch$/, "", l)
                      f = dir "/" l "-" name ".out"; printf "" > f; next }
      { print > f }' "$out/$name.all.out"
  fi
  for l in "$@"; do
    if [ -f "$kernels/$l.ulp" ]; then
      if python3 "$src/test/e2e/Inputs/math/compare-ulp.py" "$results/$l.txt" \
          "$out/$l-$name.out" "$kernels/$l.ulp" > "$out/$l-$name.cmp"; then
        echo "$l $t: within the ULP table of the ${CARD:-H200}:" $(sed 's/$/;/' "$out/$l-$name.cmp")
      else
        echo "$l $t: DIFFERENT from the ${CARD:-H200}"
        cat "$out/$l-$name.cmp"
        exit 1
      fi
    elif cmp -s "$results/$l.txt" "$out/$l-$name.out"; then
      echo "$l $t: same as the ${CARD:-H200}"
    else
      echo "$l $t: DIFFERENT from the ${CARD:-H200}"
      diff "$results/$l.txt" "$out/$l-$name.out" | head -20
      exit 1
    fi
  done
done

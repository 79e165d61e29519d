#!/bin/bash
# Compiles the printf and assert kernels (Inputs/cg/printf_kernels.nvvm.ll)
# for one target, checks that llc takes them, runs each kernel that
# test/hardware/device_printf.cu recorded on wave-emu, and compares what it
# prints with test/hardware/results/device_printf (an H100):
#
#   check-printf.sh PLUGIN SRC_ROOT OUTDIR TARGET     (TARGET: gfx1100;wave64)
#
# All of it but what docs/cuda-to-amdgpu.md ("Device printf and assert")
# says differs: the `length:` and `length2:` lines (conversions nvcc's
# buffer did not match) and their printf's values, the `33 args:` line
# (past CUDA's 32 arguments) and the `special:` line (the sign of a NaN the
# arithmetic made).  Prints one line per comparison; exits non-zero at the
# first difference.
#
# EMU=isa (environment) runs the machine code instead: llc makes an object,
# ld.lld a code object with OCKL's hostcall, and `wave-emu --isa` serves its
# hostcall buffer (docs/isa-emu.md, "Device printf and assert").
set -e
plugin=$1 src=$2 out=$3 t=$4
cpu=${t%%;*}
attr=
case $t in *wave64) attr=-mattr=+wavefrontsize64 ;; esac
name=$(echo "$t" | tr -d ';')
kernels=$src/test/e2e/kernels
rec=$src/test/hardware/results/device_printf
mkdir -p "$out"
opt -load-pass-plugin="$plugin" \
  -passes="ptx-asm-to-ir,nvvm-to-amdgpu<$t>,nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu,ptx-asm-check" \
  "$src/test/e2e/Inputs/cg/printf_kernels.nvvm.ll" -S -o "$out/$name.ll"
emu=${EMU:-ir}
if [ "$emu" = isa ]; then
  llc -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" $attr -filetype=obj "$out/$name.ll" -o "$out/$name.o"
  ld.lld -shared "$out/$name.o" -o "$out/$name.hsaco"
  t="$t (isa)"
else
  llc -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" $attr "$out/$name.ll" -o "$out/$name.s"
fi

run() { # KERNEL: stdout, stderr and exit status of one launch
  set +e
  if [ "$emu" = isa ]; then
    wave-emu --isa "$out/$name.hsaco" --launch="$kernels/$1.launch" \
      > "$out/$1-$name.out" 2> "$out/$1-$name.err"
  else
    wave-emu -mcpu="$cpu" $attr "$out/$name.ll" --launch="$kernels/$1.launch" \
      > "$out/$1-$name.out" 2> "$out/$1-$name.err"
  fi
  echo $? > "$out/$1-$name.status"
  set -e
}
same() { # WHAT WANT GOT [REFERENCE]
  if cmp -s "$2" "$3"; then
    echo "$1 $t: same as ${4:-the H100}"
  else
    echo "$1 $t: DIFFERENT from ${4:-the H100}"
    diff "$2" "$3" | head -20
    exit 1
  fi
}
cuda='^(returned|cudaDeviceSynchronize|cudaGetLastError|cudaMalloc after)'

run printf_formats
differ='^(length|length2|33 args|special):'
grep -Ev "$differ|$cuda" "$rec/formats.out" > "$out/formats.want"
grep -Ev "$differ|^ret\[" "$out/printf_formats-$name.out" > "$out/formats.got"
same "formats" "$out/formats.want" "$out/formats.got"
# What each printf returned, but the length lines' (the 5th and 6th).
sed -n 's/^returned: //p' "$rec/formats.out" | awk '{ $5 = $6 = "-"; print }' > "$out/values.want"
sed -n 's/^ret\[0\]: //p' "$out/printf_formats-$name.out" | awk '{ $5 = $6 = "-"; print }' > "$out/values.got"
same "printf's values" "$out/values.want" "$out/values.got"

run printf_null
grep -Ev "$cuda" "$rec/null.out" > "$out/null.want"
sed -n 's/^returned: //p' "$rec/null.out" >> "$out/null.want"
grep -v '^ret\[' "$out/printf_null-$name.out" > "$out/null.got"
sed -n 's/^ret\[0\]: //p' "$out/printf_null-$name.out" >> "$out/null.got"
same "null strings" "$out/null.want" "$out/null.got"

run printf_order
sed '/^=== /,$d' "$rec/order.out" > "$out/order.want"
grep -v '^out\[' "$out/printf_order-$name.out" > "$out/order.got"
same "one warp's order" "$out/order.want" "$out/order.got"

for k in assert_one assert_lanes assert_message; do
  run $k
  grep -Ev "$cuda" "$rec/$k.out" > "$out/$k.want" || true
  same "$k stdout" "$out/$k.want" "$out/$k-$name.out"
  grep -v '^wave-emu: error: \|^  ' "$out/$k-$name.err" > "$out/$k.got-err"
  same "$k stderr" "$rec/$k.err" "$out/$k.got-err"
  if [ "$(cat "$out/$k-$name.status")" = 1 ] &&
     grep -q '^wave-emu: error: device-side assert triggered' "$out/$k-$name.err"; then
    echo "$k $t: a failed assert, as cudaErrorAssert"
  else
    echo "$k $t: not reported as a failed assert"; exit 1
  fi
done

run trap_kernel
if [ "$emu" = isa ]; then trapped='^wave-emu: error: s_trap 2: '; else trapped='^wave-emu: error: trap: call to llvm.trap'; fi
if [ "$(cat "$out/trap_kernel-$name.status")" = 1 ] &&
   grep -q "$trapped" "$out/trap_kernel-$name.err"; then
  echo "trap_kernel $t: a trap, as cudaErrorLaunchFailure"
else
  echo "trap_kernel $t: not reported as a trap"; exit 1
fi

#!/usr/bin/env bash
#===- record-cudart.sh - Record whole CUDA programs on an NVIDIA GPU ------===#
#
# Part of shfl-lowering, an out-of-tree LLVM project.
#
#===----------------------------------------------------------------------===#
#
# Builds NVIDIA's samples (test/cuda-samples) and the runtime's test
# programs (test/cudart/Inputs) with nvcc against the shared CUDA runtime,
# runs each with the arguments its lit test uses, twice, with the
# interposer cudart_trace.c writing the trace of its device-to-host copies,
# and leaves in OUT_DIR:
#
#   cuda-samples/<name>.{1,2}.trace, <name>.out   the samples
#   cudart/<program>.txt                          the test programs' stdout
#   card.txt                                      nvidia-smi -L, nvcc --version
#
#   bash test/hardware/record-cudart.sh SRC_DIR OUT_DIR
#
# SRC_DIR holds cuda-samples/, cudart-inputs/ and cudart_trace.c (the
# repository's test/cuda-samples, test/cudart/Inputs and this directory's
# file).  docs/cuda-programs.md says how the results were recorded.
#
#===----------------------------------------------------------------------===#
set -u
SRC=$1
OUT=$2
mkdir -p "$OUT/cuda-samples" "$OUT/cudart" build
CUDA=${CUDA_PATH:-/usr/local/cuda}
NVCC="$CUDA/bin/nvcc -arch=sm_90 -cudart shared -I $SRC/cuda-samples/Common"
{ nvidia-smi -L; "$CUDA/bin/nvcc" --version | tail -2; } > "$OUT/card.txt" 2>&1

gcc -shared -fPIC -O2 "$SRC/cudart_trace.c" -o build/libcudart_trace.so \
  -I "$CUDA/include" -ldl || echo "error: the interposer does not build"

S=$SRC/cuda-samples
declare -A BUILD=(
  [simpleCooperativeGroups]="$S/simpleCooperativeGroups/simpleCooperativeGroups.cu"
  [simpleVoteIntrinsics]="$S/simpleVoteIntrinsics/simpleVoteIntrinsics.cu"
  [shfl_scan]="$S/shfl_scan/shfl_scan.cu"
  [threadFenceReduction]="$S/threadFenceReduction/threadFenceReduction.cu"
  [reduction]="$S/reduction/reduction.cpp $S/reduction/reduction_kernel.cu"
  [histogram]="$S/histogram/main.cpp $S/histogram/histogram_gold.cpp $S/histogram/histogram64.cu $S/histogram/histogram256.cu"
  [binaryPartitionCG]="$S/binaryPartitionCG/binaryPartitionCG.cu"
  [warpAggregatedAtomicsCG]="$S/warpAggregatedAtomicsCG/warpAggregatedAtomicsCG.cu"
)
for p in api_errors api_streams api_memory api_symbols api_kernels api_printf api_assert device_query error_strings; do
  BUILD[$p]="$SRC/cudart-inputs/$p.cu"
done
# Everything compiles at once.
for name in "${!BUILD[@]}"; do
  $NVCC ${BUILD[$name]} -o "build/$name" > "build/$name.log" 2>&1 &
done
wait
for name in "${!BUILD[@]}"; do
  [ -x "build/$name" ] || { echo "error: $name does not build"; cat "build/$name.log"; }
done

# A sample run: NAME TAG ARGS... -> cuda-samples/TAG.{1,2}.trace and TAG.out.
run_sample() {
  local name=$1 tag=$2
  shift 2
  for i in 1 2; do
    SHFL_CUDART_TRACE="$OUT/cuda-samples/$tag.$i.trace" \
      LD_PRELOAD=$PWD/build/libcudart_trace.so timeout 60 "build/$name" "$@" \
      > "$OUT/cuda-samples/$tag.out" 2>&1
    echo "$tag run $i: exit $?"
  done
}
run_sample simpleCooperativeGroups simpleCooperativeGroups
run_sample simpleVoteIntrinsics simpleVoteIntrinsics
run_sample shfl_scan shfl_scan
run_sample threadFenceReduction threadFenceReduction
run_sample binaryPartitionCG binaryPartitionCG
run_sample warpAggregatedAtomicsCG warpAggregatedAtomicsCG
run_sample histogram histogram
for type in int float double; do
  for k in 0 1 2 3 4 5 6 7 8 9; do
    run_sample reduction "reduction-$type-$k" --n=65536 --type=$type --kernel=$k
  done
done

for p in api_errors api_streams api_memory api_symbols api_kernels api_printf api_assert device_query error_strings; do
  timeout 60 "build/$p" > "$OUT/cudart/$p.txt" 2> "$OUT/cudart/$p.err"
  echo "$p: exit $?"
done

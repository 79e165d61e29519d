#!/usr/bin/env python3
"""Regenerates the NVVM IR of the cooperative-groups kernels and the
cuda-samples equivalents (test/e2e/kernels/cg_*.cu, sample_*.cu), for the
tests that run without a CUDA toolkit (test/e2e/cg-kernels-ir.test), in a
form that LLVM 19 and 22 both read.

  python3 make-nvvm-ir.py [clang-22] [/usr/local/cuda] [KERNEL...]

For each kernel file: clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_80
-O2 -emit-llvm with the toolkit's headers (the inline PTX stays: the tests
translate it), then the spellings LLVM 19 does not parse are rewritten: the
ptx_kernel calling convention becomes the !nvvm.annotations kernel marking
(LLVM 22 upgrades it back), and the optimisation hints captures(...),
initializes(...), dead_on_unwind, nocreateundeforpoison, icmp samesign and
the target_mem locations of memory(...) are dropped, and so are the lifetime
markers (LLVM 22's have no size operand).
"""
import os, re, subprocess, sys

CLANG = sys.argv[1] if len(sys.argv) > 1 else 'clang-22'
CUDA = sys.argv[2] if len(sys.argv) > 2 else '/usr/local/cuda'
HERE = os.path.dirname(os.path.abspath(__file__))
KERNELS = os.path.join(HERE, '..', '..', 'kernels')
FILES = ['cg_tile_ranks', 'cg_tile_shuffles', 'cg_rank_shuffles', 'cg_tile_votes', 'cg_reduce',
         'cg_scan', 'cg_coalesced', 'cg_block_tiles', 'cg_grid',
         'sample_reduce', 'sample_shfl_scan', 'sample_thread_fence_reduction',
         'sample_warp_aggregated', 'sample_binary_partition',
         'sample_histogram256', 'math_softmax', 'math_layernorm',
         'math_convert', 'kargs_layout', 'ggml_kernels', 'printf_kernels',
         'math_rmsnorm', 'math_gelu', 'math_fastfns']


def cuda_version():
    with open(os.path.join(CUDA, 'include', 'cuda.h')) as f:
        v = int(re.search(r'#define\s+CUDA_VERSION\s+(\d+)', f.read()).group(1))
    return '%d.%d' % (v // 1000, (v % 1000) // 10)


def main():
    # From the kernels' directory, so that __FILE__ (which assert messages
    # print) is the file's name, not a path of this machine.
    for k in sys.argv[3:] or FILES:
        ir = subprocess.run(
            [CLANG, '-x', 'cuda', '--cuda-device-only', '--cuda-gpu-arch=sm_80',
             '-nocudalib', '-O2', '-S', '-emit-llvm', '--cuda-path=' + CUDA,
             '-Wno-unknown-cuda-version', '-Xclang',
             '-target-sdk-version=' + cuda_version(), '-I',
             os.path.join(CUDA, 'include', 'cccl'),
             k + '.cu', '-o', '-'],
            check=True, capture_output=True, text=True, cwd=KERNELS).stdout
        for pattern in (r' captures\([^)]*\)', r' initializes\(\([^)]*\)\)',
                        r' (dead_on_unwind|nocreateundeforpoison)\b',
                        r'(?<=icmp) samesign\b', r', target_mem\d+: \w+'):
            ir = re.sub(pattern, '', ir)
        # LLVM 22's lifetime markers take no size; they are hints: dropped.
        ir = re.sub(r'^\s*call void @llvm\.lifetime\.(start|end)\.p0\(.*\n', '', ir,
                    flags=re.M)
        ir = re.sub(r'^declare void @llvm\.lifetime\.(start|end)\.p0\(.*\n', '', ir,
                    flags=re.M)
        ir = re.sub(r'^(; ModuleID|source_filename|!llvm.ident|!\d+ = !\{!"Debian clang).*\n',
                    '', ir, flags=re.M)
        names = re.findall(r'define dso_local ptx_kernel void @(\w+)', ir)
        ir = ir.replace(' ptx_kernel void', ' void')
        first = 900
        marks = '!nvvm.annotations = !{%s}\n' % ', '.join(
            '!%d' % (first + n) for n in range(len(names)))
        marks += ''.join('!%d = !{ptr @%s, !"kernel", i32 1}\n' % (first + n, name)
                         for n, name in enumerate(names))
        header = ('; NVVM IR of test/e2e/kernels/%s.cu, made by make-nvvm-ir.py:\n'
                  '; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2\n'
                  '; with the CUDA 13 headers.  Do not edit; regenerate.\n' % k)
        with open(os.path.join(HERE, k + '.nvvm.ll'), 'w') as f:
            f.write(header + ir + marks)


if __name__ == '__main__':
    main()

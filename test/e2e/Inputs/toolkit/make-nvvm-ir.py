#!/usr/bin/env python3
"""Regenerates the NVVM IR of the toolkit kernels (test/e2e/kernels/*.cu
that include CUDA's headers) for the tests that must run without a CUDA
toolkit, in a form that LLVM 19 and 22 both read.

  python3 make-nvvm-ir.py [clang-22] [/usr/local/cuda]

For each kernel: clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2
-emit-llvm with the toolkit's headers, then the few spellings that LLVM 19
does not parse are rewritten: the `ptx_kernel` calling convention becomes
the !nvvm.annotations kernel marking (which LLVM 22 upgrades back), and the
parameter attributes captures(...), initializes(...), dead_on_unwind and
nocreateundeforpoison are dropped (they are optimisation hints), as are the
fast-math flags of fpext and fptrunc (`fpext contract`), which LLVM 19 does
not parse there.
"""
import os, re, subprocess, sys
clang = sys.argv[1] if len(sys.argv) > 1 else 'clang-22'
cuda = sys.argv[2] if len(sys.argv) > 2 else '/usr/local/cuda'
here = os.path.dirname(os.path.abspath(__file__))
kernels = os.path.join(here, '..', '..', 'kernels')
for k in ('cub_warp_reduce', 'cub_warp_scan', 'half_shfl', 'cub_nan_sums'):
    ir = subprocess.run([clang, '-x', 'cuda', '--cuda-device-only', '--cuda-gpu-arch=sm_80',
                         '-nocudalib', '-O2', '-S', '-emit-llvm', '--cuda-path=' + cuda,
                         '-Wno-unknown-cuda-version', '-I', os.path.join(cuda, 'include', 'cccl'),
                         os.path.join(kernels, k + '.cu'), '-o', '-'],
                        check=True, capture_output=True, text=True).stdout
    ir = re.sub(r' captures\([^)]*\)', '', ir)
    ir = re.sub(r' initializes\(\([^)]*\)\)', '', ir)
    ir = re.sub(r' (dead_on_unwind|nocreateundeforpoison)\b', '', ir)
    ir = re.sub(r'\b(fpext|fptrunc)((?: (?:contract|fast|nnan|ninf|nsz|arcp|afn|reassoc))+) ',
                r'\1 ', ir)
    ir = re.sub(r'^(source_filename|!llvm.ident|!\d+ = !\{!"Debian clang).*\n', '', ir, flags=re.M)
    kernels_found = re.findall(r'define dso_local ptx_kernel void @(\w+)', ir)
    ir = ir.replace(' ptx_kernel void', ' void')
    anns = '!nvvm.annotations = !{%s}\n' % ', '.join('!%d' % (900 + n) for n in range(len(kernels_found)))
    anns += ''.join('!%d = !{ptr @%s, !"kernel", i32 1}\n' % (900 + n, name)
                    for n, name in enumerate(kernels_found))
    header = ('; NVVM IR of test/e2e/kernels/%s.cu, made by make-nvvm-ir.py from\n'
              '; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O2 with the\n'
              '; CUDA 13 headers.  Do not edit; regenerate.\n' % k)
    open(os.path.join(here, k + '.nvvm.ll'), 'w').write(header + ir + anns)

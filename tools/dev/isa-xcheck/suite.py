"""--suite: the e2e kernels of test/e2e (the classic kernels, the cooperative
groups kernels and CUDA samples, the toolkit and math kernels) compiled to
code objects as test/e2e/Inputs/cg/check-kernels.sh compiles them, run on
tinygrad's emulator launch by launch, and compared with the H200
recordings of test/hardware/results (bit for bit, or within the ULP table
of a kernel that has one).  Prints one line per run and the totals."""

import os
import subprocess
import sys

SRC = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..', '..'))
KERNELS = os.path.join(SRC, 'test', 'e2e', 'kernels')
RESULTS = os.path.join(SRC, 'test', 'hardware', 'results')

CLASSIC = ['block_reduce', 'broadcast16', 'broadcast_partial', 'butterfly_array4', 'butterfly_xor1',
           'cg_tile16', 'reduce_broadcast', 'reduce_three_ways', 'shfl64', 'shift16', 'swap_pairs',
           'warp_reduce_xor', 'warp_vote', 'wrap_shift']
# (source kind, file, results folder, launches)
RUNS = [('cu', k, 'classic_kernels', [k]) for k in CLASSIC] + [
    ('cu', 'rotate_one', 'classic_kernels', ['rotate_one', 'rotate_one_2d'])
] + [('cg', k, 'cg_kernels', [k]) for k in
     ['cg_tile_ranks', 'cg_tile_shuffles', 'cg_rank_shuffles', 'cg_tile_votes', 'cg_reduce',
      'cg_scan', 'cg_coalesced', 'cg_grid']] + [
    ('cg', 'cg_block_tiles', 'cg_kernels', ['cg_block64', 'cg_block128']),
    ('cg', 'sample_reduce', 'cg_kernels',
     [f'sample_reduce{i}' for i in range(7)] + ['sample_reduce6_pow2', 'sample_reduce7',
                                                 'sample_reduce7_small', 'sample_cg_reduce',
                                                 'sample_cg_reduce_multiwarp']),
    ('cg', 'sample_shfl_scan', 'cg_kernels', ['sample_shfl_scan', 'sample_shfl_scan_add']),
    ('cg', 'sample_thread_fence_reduction', 'cg_kernels', ['sample_thread_fence_reduction']),
    ('cg', 'sample_warp_aggregated', 'cg_kernels',
     ['sample_warp_agg_buckets', 'sample_warp_agg_filter']),
    ('cg', 'sample_binary_partition', 'cg_kernels', ['sample_binary_partition']),
    ('cg', 'sample_histogram256', 'cg_kernels', ['sample_histogram256', 'sample_histogram256_merge']),
] + [('toolkit', k, 'ptx_kernels', [k]) for k in ['cub_warp_reduce', 'cub_warp_scan', 'half_shfl']
    ] + [('cg', k, 'math_kernels', [k]) for k in ['math_convert', 'math_layernorm', 'math_softmax']]


def tool(args, name):
  return os.path.join(args.llvm_tools, name) if args.llvm_tools else name


def build(args, kind, name, cpu, out):
  """The code object of one kernel file for cpu (wave32), as check-kernels.sh makes it."""
  base = os.path.join(out, f'{name}-{cpu}')
  if kind == 'cu':
    cmd = [os.path.join(args.build, 'bin', 'shfl-cuda-to-amdgpu'), '--cuda-headers=shim',
           f'--offload-arch={cpu}', os.path.join(KERNELS, f'{name}.cu'), '-o', base, '--emit=ll']
    r = subprocess.run(cmd, capture_output=True, text=True)
  else:
    inputs = os.path.join(SRC, 'test', 'e2e', 'Inputs', 'toolkit' if kind == 'toolkit' else 'cg')
    plugin = os.path.join(args.build, 'lib', 'ShflLowering.so')
    cmd = [tool(args, 'opt'), f'-load-pass-plugin={plugin}',
           f'-passes=ptx-asm-to-ir,nvvm-to-amdgpu<{cpu}>,nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu,'
           'ptx-asm-check', os.path.join(inputs, f'{name}.nvvm.ll'), '-S', '-o', base + '.ll']
    r = subprocess.run(cmd, capture_output=True, text=True)
  if r.returncode:
    return None, r.stderr.strip()
  for cmd in ([tool(args, 'llc'), '-mtriple=amdgcn-amd-amdhsa', f'-mcpu={cpu}', '-filetype=obj',
               base + '.ll', '-o', base + '.o'],
              [tool(args, 'ld.lld'), '-shared', base + '.o', '-o', base + '.hsaco']):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
      return None, r.stderr.strip()
  return base + '.hsaco', None


def compare(args, results, launch, out_file):
  expected = os.path.join(RESULTS, results, f'{launch}.txt')
  ulp = os.path.join(KERNELS, f'{launch}.ulp')
  if os.path.exists(ulp):
    r = subprocess.run([sys.executable, os.path.join(SRC, 'test', 'e2e', 'Inputs', 'math',
                                                     'compare-ulp.py'), expected, out_file, ulp],
                       capture_output=True, text=True)
    return r.returncode == 0, 'within the ULP table of the H200'
  with open(expected, 'rb') as a, open(out_file, 'rb') as b:
    return a.read() == b.read(), 'same as the H200'


def run(args, tinygrad):
  if not args.build or not args.out:
    print('isa-xcheck: --suite needs --build and --out', file=sys.stderr)
    return 2
  os.makedirs(args.out, exist_ok=True)
  me = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'isa-xcheck.py')
  totals = {'match': 0, 'differ': 0, 'cannot': 0, 'error': 0}
  reasons = {}
  for cpu in args.targets.split(','):
    for kind, name, results, launches in RUNS:
      co, err = build(args, kind, name, cpu, args.out)
      for launch in launches:
        if co is None:
          print(f'{launch} {cpu}: ERROR building: {err.splitlines()[0] if err else ""}')
          totals['error'] += 1
          continue
        out_file = os.path.join(args.out, f'{launch}-{cpu}.out')
        cmd = [sys.executable, me, co, f'--launch={os.path.join(KERNELS, launch + ".launch")}',
               f'--tinygrad={tinygrad}'] + (['--no-workarounds'] if args.no_workarounds else []) + \
              ([f'--llvm-tools={args.llvm_tools}'] if args.llvm_tools else [])
        with open(out_file, 'w') as f:
          r = subprocess.run(cmd, stdout=f, stderr=subprocess.PIPE, text=True)
        msg = r.stderr.strip().splitlines()[-1] if r.stderr.strip() else f'exit status {r.returncode}'
        if r.returncode == 3:
          why = msg.split('cannot execute: ', 1)[-1]
          key = why.split(',')[0].split(' at ')[0]
          reasons[key] = reasons.get(key, 0) + 1
          print(f'{launch} {cpu}: cannot execute: {why}')
          totals['cannot'] += 1
        elif r.returncode:
          print(f'{launch} {cpu}: ERROR: {msg}')
          totals['error'] += 1
        else:
          same, how = compare(args, results, launch, out_file)
          print(f'{launch} {cpu}: {how}' if same else f'{launch} {cpu}: DIFFERENT from the H200')
          totals['match' if same else 'differ'] += 1
        sys.stdout.flush()
  runs = sum(totals.values())
  print(f'total: {runs} runs; {totals["match"]} executed and match the H200, '
        f'{totals["differ"]} executed and differ, {totals["cannot"]} cannot execute, '
        f'{totals["error"]} errors')
  for why, n in sorted(reasons.items(), key=lambda x: -x[1]):
    print(f'  cannot execute: {n} x {why}')
  return 0 if totals['differ'] == 0 and totals['error'] == 0 else 1

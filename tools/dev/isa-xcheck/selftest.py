"""--self-test: one small kernel per defect of tinygrad's emulator that the
harness corrects (workarounds.py), each run with and without the
correction.  The expected outputs are written out here from the ISA
manuals' text (RDNA3 / RDNA4 ISA reference guides), not computed by the
harness.  Exit status 0 when every corrected run gives the manual's
result; the uncorrected runs show whether the defect is still in the
tinygrad checkout."""

import os
import subprocess
import sys

HEAD = '''target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
'''


def _store(value='%r'):
  return f'''  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 {value}, ptr addrspace(1) %p
  ret void
}}'''


def _kernel(body, params='ptr addrspace(1) %out'):
  return HEAD + f'''define amdgpu_kernel void @k({params}) {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
{body}
''' + _store()


def lanes(f, n=32):
  vals = [f(i) for i in range(n)]
  lines = []
  for i in range(0, n, 8):
    lines.append(f'out[{i}]: ' + ' '.join(str(v) for v in vals[i:i + 8]))
  return '\n'.join(lines) + '\n'


CASES = [
    # D1: sources are read before any lane is written (DPP16 in place):
    # lane i gets v1[i ^ 1] + v1[i] with v1 = lane id.
    ('D1', 'DPP16 with vdst also a source (in place)', 'gfx1100',
     _kernel('  %r = call i32 asm sideeffect "v_add_nc_u32_dpp $0, $0, $0 quad_perm:[1,0,3,2] '
             'row_mask:0xf bank_mask:0xf", "=v,0"(i32 %tid)'),
     'block 32\narg buf:out:u32:32\n', lanes(lambda i: (i ^ 1) + i)),
    # D2: row_shr:1 with row_mask 0x1: row 1 is not written; lane 0 of row 0
    # has no source lane and bound_ctrl is off: not written either.
    ('D2', 'DPP16 rows disabled by row_mask, a source outside the row', 'gfx1100',
     _kernel('  %r = call i32 asm sideeffect "v_add_nc_u32_dpp $0, $1, $2 row_shr:1 row_mask:0x1 '
             'bank_mask:0xf", "=v,v,v,0"(i32 %tid, i32 100, i32 1000)'),
     'block 32\narg buf:out:u32:32\n',
     lanes(lambda i: 1000 if i == 0 or i >= 16 else i - 1 + 100)),
    # D2 (bound_ctrl, inactive source): EXEC without lane 0; lane 1 reads
    # lane 0, which is inactive and not fetched (fi off): bound_ctrl off
    # leaves lane 1 unchanged; lane 0 itself is inactive.
    ('D2', 'DPP16 reading an inactive lane without fetch-inactive', 'gfx1100',
     _kernel('  %r = call i32 asm sideeffect "s_mov_b32 s0, exec_lo\\0As_mov_b32 exec_lo, -2\\0A'
             'v_add_nc_u32_dpp $0, $1, $2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\\0A'
             's_mov_b32 exec_lo, s0", "=v,v,v,0,~{s0}"(i32 %tid, i32 100, i32 1000)'),
     'block 32\narg buf:out:u32:32\n',
     lanes(lambda i: 1000 if i <= 1 else (i ^ 1) + 100)),
    # D3: a literal lane select of v_permlanex16_b32: nibble i of {S2, S1}
    # is i, so lane i reads lane i ^ 16 of the other row.
    ('D3', 'v_permlanex16_b32 with a literal lane select', 'gfx1100',
     _kernel('  %r = call i32 asm sideeffect "v_permlanex16_b32 $0, $1, 0x76543210, $2", '
             '"=v,v,s"(i32 %tid, i32 -19088744)'),
     'block 32\narg buf:out:u32:32\n', lanes(lambda i: i ^ 16)),
    # D3: a literal value written by v_writelane_b32 into lane 5.
    ('D3', 'v_writelane_b32 of a literal', 'gfx1100',
     _kernel('  %r = call i32 asm sideeffect "v_writelane_b32 $0, 0x12345678, 5", "=v,0"(i32 %tid)'),
     'block 32\narg buf:out:u32:32\n', lanes(lambda i: 0x12345678 if i == 5 else i)),
    # D4: ds_bpermute_b32 takes the lane from address bits [6:2] (% 32):
    # address 4 * lane + 128 reads the lane itself; lanes 16-31 are
    # inactive and keep vdst.
    ('D4', 'ds_bpermute_b32: lane % 32, inactive lanes', 'gfx1100',
     _kernel('  %a = shl i32 %tid, 2\n  %a2 = add i32 %a, 128\n  %d = mul i32 %tid, 10\n'
             '  %r = call i32 asm sideeffect "s_mov_b32 s0, exec_lo\\0As_mov_b32 exec_lo, 0xffff\\0A'
             'ds_bpermute_b32 $0, $1, $2\\0As_waitcnt lgkmcnt(0)\\0As_mov_b32 exec_lo, s0", '
             '"=v,v,v,0,~{s0}"(i32 %a2, i32 %d, i32 777)'),
     'block 32\narg buf:out:u32:32\n', lanes(lambda i: 10 * i if i < 16 else 777)),
    # D5: a gfx12 atomic add with return gives the old value.
    ('D5', 'gfx12 global atomic with th:TH_ATOMIC_RETURN', 'gfx1200',
     HEAD + '''define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %mem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %m = getelementptr i32, ptr addrspace(1) %mem, i32 %tid
  %r = atomicrmw add ptr addrspace(1) %m, i32 5 monotonic
''' + _store(),
     'block 32\narg buf:out:u32:32\narg buf:mem:u32:32=iota:0:3\n', lanes(lambda i: 3 * i)),
    # D6: v_permlane16_b32 with every select 0 and lane 0 inactive: row 0
    # reads lane 0 (inactive, no fetch-inactive, bound_ctrl off: lanes
    # unchanged), row 1 reads lane 16.
    ('D6', 'v_permlane16_b32 reading an inactive lane', 'gfx1100',
     _kernel('  %r = call i32 asm sideeffect "s_mov_b32 s0, exec_lo\\0As_mov_b32 exec_lo, -2\\0A'
             'v_permlane16_b32 $0, $1, 0, 0\\0As_mov_b32 exec_lo, s0", "=v,v,0,~{s0}"'
             '(i32 %tid, i32 777)'),
     'block 32\narg buf:out:u32:32\n', lanes(lambda i: 777 if i < 16 else 16)),
    # D7: with FLOAT_DENORM_MODE_32 keeping denormals (LLVM's default),
    # 1e-40 * 1.0 is 1e-40 (bits 0x000116c2), not 0.
    ('D7', 'f32 denormals kept as the kernel descriptor says', 'gfx1100',
     _kernel('  %r = call i32 asm sideeffect "v_mul_f32 $0, $1, 1.0", "=v,v"(i32 71362)'),
     'block 32\narg buf:out:u32:32\n', lanes(lambda i: 71362)),
    # D8: each wave's private memory is its own: two waves store their lane
    # ids into a private array, meet at a barrier and read them back.
    ('D8', 'private memory of each wave', 'gfx1100',
     HEAD + '''declare void @llvm.amdgcn.s.barrier()
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = alloca [16 x i32], align 4, addrspace(5)
  %i = urem i32 %tid, %n
  %s = getelementptr i32, ptr addrspace(5) %a, i32 %i
  store volatile i32 %tid, ptr addrspace(5) %s
  call void @llvm.amdgcn.s.barrier()
  %r = load volatile i32, ptr addrspace(5) %s
''' + _store(),
     'block 64\narg buf:out:u32:64\narg i32:16\n', lanes(lambda i: i, 64)),
]


def run(args, tinygrad):
  if not args.out:
    print('isa-xcheck: --self-test needs --out', file=sys.stderr)
    return 2
  os.makedirs(args.out, exist_ok=True)
  tools = args.llvm_tools
  t = (lambda n: os.path.join(tools, n)) if tools else (lambda n: n)
  me = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'isa-xcheck.py')
  failed = 0
  for n, (defect, what, cpu, ir, launch, expected) in enumerate(CASES):
    base = os.path.join(args.out, f'case{n}')
    with open(base + '.ll', 'w') as f:
      f.write(ir)
    with open(base + '.launch', 'w') as f:
      f.write('kernel k\n' + launch + 'print out\n')
    for cmd in ([t('llc'), '-mtriple=amdgcn-amd-amdhsa', f'-mcpu={cpu}', '-filetype=obj',
                 base + '.ll', '-o', base + '.o'],
                [t('ld.lld'), '-shared', base + '.o', '-o', base + '.hsaco']):
      r = subprocess.run(cmd, capture_output=True, text=True)
      if r.returncode:
        print(f'{defect} {what}: cannot build: {r.stderr.strip()}')
        return 2
    results = []
    for flags in (['--no-workarounds'], []):
      r = subprocess.run([sys.executable, me, base + '.hsaco', f'--launch={base}.launch',
                          f'--tinygrad={tinygrad}'] + flags +
                         ([f'--llvm-tools={tools}'] if tools else []),
                         capture_output=True, text=True)
      if r.returncode:
        results.append('fails (' + (r.stderr.strip().splitlines() or ['?'])[-1] + ')')
      elif r.stdout == expected:
        results.append('as the manual')
      else:
        first = next((a for a, b in zip(r.stdout.splitlines(), expected.splitlines()) if a != b),
                     r.stdout.strip())
        results.append(f'DIFFERENT ({first})')
    print(f'{defect} {what} ({cpu}): tinygrad alone: {results[0]}; corrected: {results[1]}')
    if results[1] != 'as the manual':
      failed += 1
  return 1 if failed else 0

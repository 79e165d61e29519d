"""Launching a kernel of a code object on tinygrad's RDNA emulator, the way
the HSA runtime launches it (AMDGPUUsage.rst: "Kernel Descriptor", "Initial
Kernel Execution State", "Code Object V5 Metadata"; the HSA dispatch
packet), with the project's launch descriptions."""

import ctypes
import os
import shutil
import struct
import subprocess
import sys

import workarounds as wa
from codeobject import CodeObject, CodeObjectError
from launchspec import Buffer, Launch, LaunchError, value_bits

# EF_AMDGPU_MACH values (AMDGPUUsage.rst, "AMDGPU ELF Header").
MACH = {0x36: 'gfx1030', 0x3f: 'gfx90a', 0x4c: 'gfx942', 0x41: 'gfx1100', 0x46: 'gfx1101',
        0x47: 'gfx1102', 0x44: 'gfx1103', 0x48: 'gfx1200', 0x4e: 'gfx1201'}
QUANTUM = 4096          # instructions a wave runs before the next one's turn
STEP_LIMIT = 20_000_000  # instructions a workgroup may execute before it counts as hung
EXEC_LO = 126


class CannotExecute(Exception):
  pass


class Hang(Exception):
  pass


def tool(tools_dir, name):
  if tools_dir:
    return os.path.join(tools_dir, name)
  return shutil.which(name) or name


def arch_of(cpu):
  if cpu.startswith('gfx11'):
    return 'rdna3'
  if cpu.startswith('gfx12'):
    return 'rdna4'
  return None


class Runner:

  def __init__(self, tinygrad, path, cpu=None, workarounds=True, tools_dir=''):
    sys.path.insert(0, tinygrad)
    import test.mockgpu.amd.emu as emu
    from tinygrad.device import Buffer as TBuffer, BufferSpec
    from tinygrad.dtype import dtypes
    from tinygrad.renderer.amd import decode_inst
    from tinygrad.runtime.autogen.amd.rdna4 import ins as ir4
    self.emu, self.TBuffer, self.BufferSpec, self.dtypes = emu, TBuffer, BufferSpec, dtypes
    self.decode_inst = decode_inst
    self.workarounds = workarounds
    if workarounds:
      wa.patch_atomic_return(emu, ir4)
    self.co = CodeObject(path)
    self.cpu = cpu or MACH.get(self.co.e_flags & 0xff, 'unknown')
    self.arch = arch_of(self.cpu)
    if self.arch is None:
      raise CannotExecute(f'{self.cpu} code: tinygrad runs RDNA3 and RDNA4 (gfx11, gfx12) only')
    dis = subprocess.run([tool(tools_dir, 'llvm-objdump'), '-d', f'--mcpu={self.cpu}', path],
                         capture_output=True, text=True)
    if dis.returncode:
      raise CodeObjectError(dis.stderr.strip())
    self.texts = wa.instruction_texts(dis.stdout)
    size = len(self.co.image)
    self.code_mem = ctypes.create_string_buffer(size + 512)
    self.base = (ctypes.addressof(self.code_mem) + 255) & ~255
    image = self.co.relocate(self.base)
    ctypes.memmove(self.base, bytes(image), size)
    self.patch_mem = ctypes.create_string_buffer(64)
    self.vmem = TBuffer('CPU', 1 << 40, dtypes.uint32,
                        options=BufferSpec(external_ptr=0)).ensure_allocated()
    self.decoded = {}
    self.steps = 0

  # -- decoding -------------------------------------------------------------

  def decode(self, pc):
    d = self.decoded.get(pc)
    if d is not None:
      return d
    raw = ctypes.string_at(pc, 20)
    text, llvm_size = self.texts.get(pc - self.base, ('?', 4))
    what = wa.unsupported(text)
    if what:
      raise CannotExecute(f'{what}, not implemented by tinygrad, at {self.where(pc)}: {text}')
    if wa.no_effect(text):
      d = (None, None, 'skip', None, raw[:llvm_size], llvm_size, None)
      self.decoded[pc] = d
      return d
    try:
      inst = self.decode_inst(raw, self.arch)
    except Exception as e:
      raise CannotExecute(f'at {self.where(pc)}: tinygrad cannot decode '
                          f'{raw[:8].hex()}: {e}') from None
    size = inst.size()
    name = wa.op_name(inst)
    kind = 'plain'
    if name in ('S_BARRIER', 'S_BARRIER_WAIT'):
      kind = 'barrier'
    elif name == 'S_SLEEP':
      kind = 'sleep'
    fix = wa.classify(inst) if self.workarounds else None
    fxn, globs = self.runner(raw[:size + 4], inst, pc)
    d = (fxn, globs, kind, inst, raw[:size], size, fix)
    self.decoded[pc] = d
    return d

  def runner(self, raw, inst, pc):
    try:
      prg, runtime = self.emu._get_runner(bytes(raw), self.arch)
    except Exception as e:
      raise CannotExecute(f'at {self.where(pc)}: tinygrad cannot execute {inst!r}: '
                          f'{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ""}') from None
    return runtime.fxn, prg.arg.globals

  def where(self, pc):
    off = pc - self.base - self.kernel.entry if getattr(self, 'kernel', None) else pc - self.base
    return f"{getattr(self, 'kernel', None) and self.kernel.name}+0x{off:x}"

  # -- one instruction -------------------------------------------------------

  def step(self, st, bufs, pc):
    fxn, globs, kind, inst, raw, size, fix = self.decode(pc)
    if kind == 'skip':
      st.pc = pc + size
      return kind
    if fix is None:
      fxn(*[bufs[g] for g in globs])
      return kind

    def execute(patched):
      if patched is None:
        st.pc = pc
        fxn(*[bufs[g] for g in globs])
        return
      ctypes.memmove(self.patch_mem, patched + b'\0' * 4, len(patched) + 4)
      addr = ctypes.addressof(self.patch_mem)
      pfxn, pglobs = self.runner(patched + b'\0' * 4, inst, pc)
      st.pc = addr
      pfxn(*[bufs[g] for g in pglobs])
      st.pc = pc + size

    w = wa.Wave(st, EXEC_LO)
    if fix == 'dpp16':
      wa.fix_dpp16(w, inst, raw, execute, self.free_vgpr)
    elif fix == 'permlane':
      wa.fix_permlane(w, inst, raw, execute)
    elif fix == 'lane-literal':
      wa.fix_lane_literal(w, inst, raw, execute)
    elif fix == 'ds-permute':
      wa.fix_ds_permute(w, inst, raw, execute)
    return kind

  # -- a launch ---------------------------------------------------------------

  def launch(self, L):
    co = self.co
    if L.kernel not in co.kernels:
      raise LaunchError(f"no kernel '{L.kernel}' in the code object")
    k = self.kernel = co.kernels[L.kernel]
    if not k.wave32:
      raise CannotExecute('wave64 code: tinygrad runs RDNA waves of 32 lanes only')
    if k.meta.get('.uses_dynamic_stack'):
      raise CannotExecute('a dynamic stack')
    # A VGPR the kernel does not use, for the DPP correction (D1).
    vgprs = ((k.rsrc1 & 0x3f) + 1) * 8
    self.free_vgpr = 127 if vgprs <= 127 else None
    explicit = [a for a in k.args if not a['.value_kind'].startswith('hidden_')]
    if len(explicit) != len(L.args):
      raise LaunchError(f"kernel '{k.name}' takes {len(explicit)} arguments but "
                        f'{len(L.args)} are given')
    kernarg = ctypes.create_string_buffer(max(k.kernarg_size, 256) + 256)
    buffers = []
    for a, spec in zip(explicit, L.args):
      if spec.is_buffer:
        b = Buffer(spec)
        buffers.append(b)
        struct.pack_into('<Q', kernarg, a['.offset'], b.address)
      else:
        bits = value_bits(spec.type, spec.init)
        kernarg[a['.offset']:a['.offset'] + a['.size']] = bits.to_bytes(8, 'little')[:a['.size']]
    gx, gy, gz = L.grid
    lx, ly, lz = L.block
    dims = 3 if gz > 1 or lz > 1 else 2 if gy > 1 or ly > 1 else 1
    lds = k.group_segment_fixed_size + L.dynamic_lds
    if lds > 65536:
      raise LaunchError(f'{lds} bytes of LDS do not fit in 64 KiB')
    hidden = {
        'hidden_block_count_x': gx, 'hidden_block_count_y': gy, 'hidden_block_count_z': gz,
        'hidden_group_size_x': lx, 'hidden_group_size_y': ly, 'hidden_group_size_z': lz,
        'hidden_grid_dims': dims, 'hidden_dynamic_lds_size': L.dynamic_lds,
    }
    for a in k.args:
      kind = a['.value_kind']
      if kind.startswith('hidden_'):
        v = hidden.get(kind, 0)  # offsets, remainders, queue and buffers: 0
        kernarg[a['.offset']:a['.offset'] + a['.size']] = v.to_bytes(8, 'little')[:a['.size']]
    # The HSA kernel dispatch packet (hsa_kernel_dispatch_packet_t).
    packet = ctypes.create_string_buffer(64)
    struct.pack_into('<HHHHHHIIIIIQQQQ', packet, 0, 0, dims, lx, ly, lz, 0, gx * lx, gy * ly,
                     gz * lz, k.private_segment_fixed_size, lds, self.base + k.kd_offset,
                     ctypes.addressof(kernarg), 0, 0)
    args_ptr = ctypes.addressof(kernarg)
    user = []
    props = k.code_properties
    if props & 1:  # private segment buffer: a V# tinygrad does not use
      user += [0, 0, 0, 0]
    if props >> 1 & 1:  # dispatch ptr
      user += [ctypes.addressof(packet) & 0xffffffff, ctypes.addressof(packet) >> 32]
    if props >> 2 & 1:  # queue ptr
      user += [0, 0]
    if props >> 3 & 1:  # kernarg segment ptr
      user += [args_ptr & 0xffffffff, args_ptr >> 32]
    if props >> 4 & 1:  # dispatch id
      user += [0, 0]
    if props >> 5 & 1:  # flat scratch init
      user += [0, 0]
    if props >> 6 & 1:  # private segment size
      user += [k.private_segment_fixed_size]
    preload = k.kernarg_preload & 0x7f
    if preload:
      first = k.kernarg_preload >> 7
      user += list(struct.unpack_from(f'<{preload}I', kernarg, 4 * first))
    # The system SGPRs (workgroup ids) follow at USER_SGPR_COUNT, which may
    # count more than the enabled ones; tinygrad places them from rsrc2.
    self.run_grid(k, L, args_ptr, user, lds)
    return buffers

  def run_grid(self, k, L, args_ptr, user, lds):
    emu = self.emu
    gx, gy, gz = L.grid
    lx, ly, lz = L.block
    threads = lx * ly * lz
    lds_buf = self.TBuffer('CPU', 16384, self.dtypes.uint32).ensure_allocated()
    entry = self.base + k.entry
    ftz_lib, ftz_bits = emu._get_ftz_lib()
    # D7: flush denormals on the host only where FLOAT_DENORM_MODE_32 flushes
    # (tinygrad itself always flushes).
    flush = (k.rsrc1 >> 16 & 3) == 0 or not self.workarounds
    saved = ftz_lib.get_fpcr() if ftz_lib else None
    if ftz_lib:
      ftz_lib.set_fpcr(saved | ftz_bits if flush else saved & ~ftz_bits)
    try:
      for z in range(gz):
        for y in range(gy):
          for x in range(gx):
            ctypes.memset(lds_buf._buf.va_addr, 0, 65536)
            self.run_workgroup(k, entry, threads, L.block, args_ptr, user, (x, y, z), lds_buf)
    finally:
      if ftz_lib:
        ftz_lib.set_fpcr(saved)

  def run_workgroup(self, k, entry, threads, block, args_ptr, user, gid, lds_buf):
    emu, c = self.emu, ctypes.c_uint64
    lx, ly, lz = block
    scratch = k.private_segment_fixed_size
    waves = []
    shared = None  # tinygrad's own loop gives all waves one private buffer
    if scratch and not self.workarounds:
      shared = self.TBuffer('CPU', scratch * 32, self.dtypes.uint8).ensure_allocated()
    for start in range(0, threads, 32):
      st = emu._init_wave(entry, start, threads, lx, ly, lz, args_ptr, k.rsrc2, scratch,
                          self.arch, gid[0], gid[1], gid[2], user or None, 32)
      # D8: a private segment for each wave.
      sbuf = shared or (self.TBuffer('CPU', scratch * 32, self.dtypes.uint8).ensure_allocated()
                        if scratch else None)
      bufs = [c(st.sgpr_buf._buf.va_addr), c(st.vgpr_buf._buf.va_addr), c(self.vmem._buf.va_addr),
              c(lds_buf._buf.va_addr), c(sbuf._buf.va_addr if sbuf else 0),
              c(st.accvgpr_buf._buf.va_addr)]
      waves.append([st, bufs, 'run', sbuf])
    steps = 0
    while True:
      for w in waves:
        st, bufs = w[0], w[1]
        if w[2] != 'run':
          continue
        for _ in range(QUANTUM):
          pc = st.pc
          if pc == emu.ENDPGM_PC:
            w[2] = 'done'
            break
          kind = self.step(st, bufs, pc)
          steps += 1
          if kind == 'barrier':
            w[2] = 'barrier'
            break
          if kind == 'sleep' or st.pc < pc:  # s_sleep or a backward branch: the next wave's turn
            break
      live = [w for w in waves if w[2] != 'done']
      if not live:
        self.steps += steps
        return
      if all(w[2] == 'barrier' for w in live):
        for w in live:
          w[2] = 'run'
      if steps > STEP_LIMIT:
        pcs = ', '.join(f'wave {i} at {self.where(w[0].pc)}' for i, w in enumerate(waves)
                        if w[2] != 'done')
        raise Hang(f'workgroup {gid} executed {steps} instructions without finishing: {pcs}')


def main(args, tinygrad):
  try:
    r = Runner(tinygrad, args.codeobject, args.mcpu, not args.no_workarounds, args.llvm_tools)
    for i, path in enumerate(args.launch):
      L = Launch(path)
      buffers = r.launch(L)
      if len(args.launch) > 1:
        sys.stdout.write(f'== launch {path}\n')
      for name, hexa in L.prints:
        b = next((b for b in buffers if b.arg.name == name), None)
        if b is None:
          raise LaunchError(f"no buffer argument named '{name}' to print")
        sys.stdout.write(b.format(hexa, L.print_width))
      sys.stdout.flush()
  except CannotExecute as e:
    print(f'isa-xcheck: cannot execute: {e}', file=sys.stderr)
    return 3
  except Hang as e:
    print(f'isa-xcheck: hang: {e}', file=sys.stderr)
    return 1
  except (CodeObjectError, LaunchError, OSError) as e:
    print(f'isa-xcheck: error: {e}', file=sys.stderr)
    return 2
  return 0

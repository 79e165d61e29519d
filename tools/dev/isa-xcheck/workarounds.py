"""Corrections of tinygrad's RDNA emulator, applied around single instructions.

tinygrad compiles each instruction into a kernel that computes every lane
(test/mockgpu/amd/emu.py).  For the defects below the harness computes,
from the ISA manuals' rules, which lanes an instruction writes and what a
lane reads from an inactive or out-of-range source lane, lets tinygrad
compute the values, and keeps only the lanes the manual writes.  The values
themselves always come from tinygrad.  Each defect has an instruction-level
test (selftest.py, `isa-xcheck.py --self-test`); docs/isa-emu.md lists them.

  D1  DPP16 in place: with vdst also a source, lanes read values that
      earlier lanes of the same instruction already wrote.  Corrected by
      computing into a free VGPR that holds the old vdst, then copying.
  D2  DPP16 lane rules: lanes of rows or banks that row_mask / bank_mask
      disable are written; a source lane out of the row, or inactive
      without fi, writes old-op-src1 instead of leaving the lane (bound_ctrl
      off) or reading 0 (bound_ctrl on).  RDNA3 ISA guide, "DPP16".
  D3  v_permlane16_b32 / v_permlanex16_b32 / v_readlane_b32 /
      v_writelane_b32 read a literal lane select as 0.
  D4  ds_bpermute_b32 / ds_permute_b32 use the address bits above the lane
      number (no `% 32`) and write vdst in inactive lanes.
  D5  gfx12 atomics with th:TH_ATOMIC_RETURN return nothing (the emulator
      tests a glc bit that gfx12's encoding does not have).
  D6  v_permlane16/x16 ignore fetch-inactive (op_sel[0]) and bound_ctrl
      (op_sel[1]): an inactive source lane is read as it is.
  D7  The host's denormal flushing (DAZ and FTZ) is on for every kernel;
      the kernel descriptor's FLOAT_DENORM_MODE decides it (here: per
      launch).
  D8  One private (scratch) buffer is shared by all waves of a workgroup;
      here each wave has its own.
Not corrected (the run stops as "cannot execute" when it reaches one, see
unsupported()):
  DPP8, row_share / row_xmask, VOP3 with DPP, ds_swizzle, apertures
  (src_shared_base: generic pointers to LDS), s_getpc / s_setpc / s_swappc.
"""

import re
import struct


def _is(inst, *names):
  return type(inst).__name__ in names


def op_name(inst):
  if hasattr(inst, 'opx'):
    return f'{inst.opx.name}_{inst.opy.name}'
  return inst.op.name if hasattr(inst.op, 'name') else str(inst.op)


# ---------------------------------------------------------------------------
# Lane rules, from the manuals
# ---------------------------------------------------------------------------

def dpp16_source(ctrl, lane):
  """DPP16 source lane of `lane` for control `ctrl` (wave32), and whether it
  is inside the row (RDNA3 ISA guide, DPP16 "DPP_CTRL" enumeration)."""
  row, l = lane & ~15, lane & 15
  n = ctrl & 15
  if ctrl <= 0xff:  # quad_perm
    return (lane & ~3) + (ctrl >> (2 * (lane & 3)) & 3), True
  if 0x101 <= ctrl <= 0x10f:  # row_shl
    return lane + n, l + n <= 15
  if 0x111 <= ctrl <= 0x11f:  # row_shr
    return lane - n, l >= n
  if 0x121 <= ctrl <= 0x12f:  # row_ror
    return row + ((l - n) & 15), True
  if ctrl == 0x140:  # row_mirror
    return row + 15 - l, True
  if ctrl == 0x141:  # row_half_mirror
    return row + (l & 8) + (7 - (l & 7)), True
  if 0x150 <= ctrl <= 0x15f:  # row_share
    return row + n, True
  if 0x160 <= ctrl <= 0x16f:  # row_xmask
    return row + (l ^ n), True
  return lane, False


class Wave:
  """Access to one tinygrad wave's registers (its WaveState)."""

  def __init__(self, st, exec_index):
    self.st = st
    self.ws = st.wave_size
    self.exec_index = exec_index

  def exec_mask(self):
    return self.st._read_sgpr(self.exec_index)

  def active(self, lane):
    return self.exec_mask() >> lane & 1

  def vgpr(self, reg):
    return [self.st._read_vgpr(reg, l) for l in range(self.ws)]

  def set_vgpr(self, reg, vals, lanes=None):
    for l in range(self.ws) if lanes is None else lanes:
      self.st._write_vgpr(reg, l, vals[l])

  def snapshot(self):
    return self.st._vgpr_mv.tolist()

  def restore(self, snap):
    mv = self.st._vgpr_mv
    for i, v in enumerate(snap):
      if mv[i] != v:
        mv[i] = v

  def operand(self, field, literal):
    """A scalar operand's 32-bit value (SGPR, inline constant or literal)."""
    if field == 255:
      return literal
    return self.st._read_sgpr(field)


def literal_of(raw, inst):
  """The literal dword after the instruction's fixed encoding, if any."""
  base = 8 if inst.size() >= 8 else 4
  if inst.size() >= base + 4:
    return struct.unpack_from('<I', raw, base)[0]
  return 0


# ---------------------------------------------------------------------------
# The corrections: fix(wave, inst, raw, execute) -> None
#   execute(patched_bytes or None) runs tinygrad's kernel for the
#   instruction (or for a patched copy of it) and leaves PC after it.
# ---------------------------------------------------------------------------

def fix_dpp16(w, inst, raw, execute, free_vgpr):
  bits = inst.canonical_op_bits
  if bits.get('d', 32) != 32 and bits.get('d', 32) != 16:
    execute(None)
    return
  half = bits.get('d') == 16
  vdst = _field(raw, type(inst).vdst)
  vsrc0 = _field(raw, type(inst).vsrc0)
  dst_reg = vdst & 127 if half else vdst
  src_reg = vsrc0 & 127 if half else vsrc0
  ctrl, fi, bc = inst.dpp, inst.fi, inst.bc
  row_mask, bank_mask = inst.row_mask, inst.bank_mask
  exec_mask = w.exec_mask()
  snap = w.snapshot()
  write = []
  zero = set()
  for lane in range(w.ws):
    on = exec_mask >> lane & 1 and row_mask >> (lane >> 4) & 1 and bank_mask >> (lane >> 2 & 3) & 1
    if on:
      src, valid = dpp16_source(ctrl, lane)
      if not valid:
        on = bc  # tinygrad reads 0 there when bound_ctrl is on
      elif not (exec_mask >> src & 1) and not fi:
        if bc:
          zero.add(src)
        else:
          on = False
    write.append(bool(on))
  # D1: compute into a free VGPR that holds the old vdst.
  old_dst = w.vgpr(dst_reg)
  patched = None
  target = dst_reg
  if free_vgpr is not None and free_vgpr != dst_reg:
    target = free_vgpr
    w.set_vgpr(target, old_dst)
    patched = _set_field(raw, type(inst).vdst, (free_vgpr | (vdst & 128)) if half else free_vgpr)
  for src in zero:
    w.st._write_vgpr(src_reg, src, 0)
  execute(patched)
  result = w.vgpr(target)
  w.restore(snap)
  for lane in range(w.ws):
    if write[lane]:
      w.st._write_vgpr(dst_reg, lane, result[lane])


def fix_permlane(w, inst, raw, execute):
  name = op_name(inst)
  literal = literal_of(raw, inst)
  w.st._write_sgpr(255, literal)  # D3
  if 'PERMLANE16' not in name and 'PERMLANEX16' not in name:
    execute(None)
    return
  opsel = getattr(inst, 'opsel', 0) or 0
  fi, bc = opsel & 1, opsel >> 1 & 1
  sel = w.operand(_field(raw, type(inst).src1), literal) | \
      w.operand(_field(raw, type(inst).src2), literal) << 32
  src_reg = _field(raw, type(inst).src0) - 256
  dst_reg = _field(raw, type(inst).vdst)
  exec_mask = w.exec_mask()
  snap = w.snapshot()
  write, zero = [], set()
  for lane in range(w.ws):
    on = exec_mask >> lane & 1
    if on and not fi:
      row = lane >> 4
      src = (sel >> (4 * (lane & 15)) & 15) + 16 * (row if 'PERMLANE16' in name else row ^ 1)
      if not exec_mask >> src & 1:
        if bc:
          zero.add(src)
        else:
          on = 0
    write.append(bool(on))
  for src in zero:
    w.st._write_vgpr(src_reg, src, 0)
  execute(None)
  result = w.vgpr(dst_reg)
  w.restore(snap)
  for lane in range(w.ws):
    if write[lane]:
      w.st._write_vgpr(dst_reg, lane, result[lane])


def fix_lane_literal(w, inst, raw, execute):
  w.st._write_sgpr(255, literal_of(raw, inst))  # D3
  execute(None)


def fix_ds_permute(w, inst, raw, execute):
  addr = _field(raw, type(inst).addr)
  dst = _field(raw, type(inst).vdst)
  offset = inst.offset0 | inst.offset1 << 8
  exec_mask = w.exec_mask()
  snap = w.snapshot()
  # D4: only the lane bits of the address count (% 32 of the lane).
  for lane in range(w.ws):
    a = w.st._read_vgpr(addr, lane)
    w.st._write_vgpr(addr, lane, (((a + offset) & 0x7c) - offset) & 0xffffffff)
  execute(None)
  result = w.vgpr(dst)
  w.restore(snap)
  for lane in range(w.ws):
    if exec_mask >> lane & 1:
      w.st._write_vgpr(dst, lane, result[lane])


def _field(raw, field):
  v = int.from_bytes(bytes(raw[:16]).ljust(16, b'\0'), 'little')
  return v >> field.lo & ((1 << (field.hi - field.lo + 1)) - 1)


def _set_field(raw, field, value):
  size = len(raw)
  v = int.from_bytes(bytes(raw), 'little')
  mask = ((1 << (field.hi - field.lo + 1)) - 1) << field.lo
  v = (v & ~mask) | (value << field.lo & mask)
  return v.to_bytes(size, 'little')


def classify(inst):
  """The correction an instruction needs, or None."""
  name = op_name(inst)
  t = type(inst).__name__
  if t in ('VOP1_DPP16', 'VOP2_DPP16'):
    return 'dpp16'
  if any(k in name for k in ('V_PERMLANE16_B32', 'V_PERMLANEX16_B32')):
    return 'permlane'
  if any(k in name for k in ('V_READLANE_B32', 'V_WRITELANE_B32')):
    return 'lane-literal'
  if name in ('DS_BPERMUTE_B32', 'DS_PERMUTE_B32'):
    return 'ds-permute'
  return None


def patch_atomic_return(emu, ir4):
  """D5: gfx12 atomics return the old value when th has TH_ATOMIC_RETURN
  (bit 0 of th; the emulator reads a glc field)."""
  original = emu._iattr

  def iattr(inst, name, default=0):
    if name == 'glc' and isinstance(inst, (ir4.VGLOBAL, ir4.VFLAT)) and \
        'ATOMIC' in op_name(inst):
      return inst.th & 1
    return original(inst, name, default)

  emu._iattr = iattr


# ---------------------------------------------------------------------------
# What tinygrad cannot execute, from the disassembly
# ---------------------------------------------------------------------------

UNSUPPORTED = [
    (re.compile(r'\bdpp8:'), 'DPP8'),
    (re.compile(r'\brow_share:'), 'DPP row_share'),
    (re.compile(r'\brow_xmask:'), 'DPP row_xmask'),
    (re.compile(r'_e64_dpp\b'), 'VOP3 with DPP'),
    (re.compile(r'^\s*ds_swizzle'), 'ds_swizzle'),
    (re.compile(r'\bsrc_(shared|private)_(base|limit)\b'),
     'apertures (src_shared_base: generic pointers to LDS)'),
    (re.compile(r'^\s*s_(getpc|setpc|swappc)_b64'), 's_getpc / s_setpc / s_swappc'),
]


def instruction_texts(disassembly):
  """llvm-objdump's text and size of each instruction, by offset in the
  code object."""
  texts = {}
  for line in disassembly.splitlines():
    m = re.match(r'\s+(\S.*?)\s*// ([0-9A-Fa-f]+):((?: [0-9A-Fa-f]{8})+)', line)
    if m:
      texts[int(m.group(2), 16)] = (m.group(1), 4 * len(m.group(3).split()))
  return texts


def no_effect(text):
  """Cache maintenance that tinygrad does not know; with one memory and no
  caches in an emulator it has no effect, so the harness steps over it."""
  return re.match(r'(buffer_gl[01]_inv|global_inv|global_wb|global_wbinv)\b', text) is not None


def unsupported(text):
  """Why tinygrad cannot execute this instruction, or None."""
  for rx, what in UNSUPPORTED:
    if rx.search(text):
      return what
  return None

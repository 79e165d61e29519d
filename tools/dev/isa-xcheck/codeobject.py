"""Reading an AMDGPU code object (.hsaco) the way a runtime does.

The ELF's loadable segments, its dynamic relocations, the kernel descriptor
of each kernel (the `NAME.kd` symbol, 64 bytes; AMDGPUUsage.rst, "Kernel
Descriptor") and the code object metadata note (NT_AMDGPU_METADATA, a
msgpack map; AMDGPUUsage.rst, "Code Object V5 Metadata").  Python's standard
library only.
"""

import struct


class CodeObjectError(Exception):
  pass


def _msgpack(data, pos=0):
  """Decodes one msgpack value at data[pos:]; returns (value, next pos)."""
  b = data[pos]
  pos += 1
  if b <= 0x7f:
    return b, pos
  if b >= 0xe0:
    return b - 0x100, pos
  if 0xa0 <= b <= 0xbf:
    n = b & 0x1f
    return data[pos:pos + n].decode(), pos + n
  if 0x90 <= b <= 0x9f:
    return _msgpack_array(data, pos, b & 0x0f)
  if 0x80 <= b <= 0x8f:
    return _msgpack_map(data, pos, b & 0x0f)
  fixed = {0xc0: None, 0xc2: False, 0xc3: True}
  if b in fixed:
    return fixed[b], pos
  # Length- or value-prefixed forms: (struct format, kind).
  forms = {
      0xcc: ('<B', 'int'), 0xcd: ('>H', 'int'), 0xce: ('>I', 'int'), 0xcf: ('>Q', 'int'),
      0xd0: ('>b', 'int'), 0xd1: ('>h', 'int'), 0xd2: ('>i', 'int'), 0xd3: ('>q', 'int'),
      0xca: ('>f', 'int'), 0xcb: ('>d', 'int'),
      0xd9: ('>B', 'str'), 0xda: ('>H', 'str'), 0xdb: ('>I', 'str'),
      0xc4: ('>B', 'bin'), 0xc5: ('>H', 'bin'), 0xc6: ('>I', 'bin'),
      0xdc: ('>H', 'array'), 0xdd: ('>I', 'array'),
      0xde: ('>H', 'map'), 0xdf: ('>I', 'map'),
  }
  if b not in forms:
    raise CodeObjectError(f'unsupported msgpack byte 0x{b:02x} in the metadata')
  fmt, kind = forms[b]
  (v,) = struct.unpack_from(fmt, data, pos)
  pos += struct.calcsize(fmt)
  if kind == 'int':
    return v, pos
  if kind == 'str':
    return data[pos:pos + v].decode(), pos + v
  if kind == 'bin':
    return bytes(data[pos:pos + v]), pos + v
  if kind == 'array':
    return _msgpack_array(data, pos, v)
  return _msgpack_map(data, pos, v)


def _msgpack_array(data, pos, n):
  out = []
  for _ in range(n):
    v, pos = _msgpack(data, pos)
    out.append(v)
  return out, pos


def _msgpack_map(data, pos, n):
  out = {}
  for _ in range(n):
    k, pos = _msgpack(data, pos)
    v, pos = _msgpack(data, pos)
    out[k] = v
  return out, pos


class Kernel:
  """One kernel: its descriptor's fields and its metadata."""

  def __init__(self, name, kd_offset, kd, meta):
    self.name = name
    self.kd_offset = kd_offset
    (self.group_segment_fixed_size, self.private_segment_fixed_size, self.kernarg_size,
     _, self.entry_offset) = struct.unpack_from('<IIIIq', kd, 0)
    self.rsrc3, self.rsrc1, self.rsrc2 = struct.unpack_from('<III', kd, 44)
    (self.code_properties,) = struct.unpack_from('<H', kd, 56)
    (self.kernarg_preload,) = struct.unpack_from('<H', kd, 58)
    self.meta = meta
    self.args = meta.get('.args', [])

  @property
  def entry(self):
    return self.kd_offset + self.entry_offset

  @property
  def wave32(self):
    # kernel_code_properties bit 10: ENABLE_WAVEFRONT_SIZE32 (GFX10+).
    return bool(self.code_properties >> 10 & 1)


class CodeObject:
  """The image of a code object at address 0 (relocated), and its kernels."""

  R_AMDGPU_ABS64 = 3
  R_AMDGPU_RELATIVE64 = 13

  def __init__(self, path):
    with open(path, 'rb') as f:
      self.data = f.read()
    d = self.data
    if d[:4] != b'\x7fELF' or d[4] != 2 or d[5] != 1:
      raise CodeObjectError(f'{path}: not a little-endian ELF64 file')
    (e_type, e_machine, _, _, e_phoff, e_shoff, e_flags, _, e_phentsize, e_phnum, e_shentsize,
     e_shnum, e_shstrndx) = struct.unpack_from('<HHIQQQIHHHHHH', d, 16)
    if e_machine != 224:
      raise CodeObjectError(f'{path}: not an AMDGPU ELF file (e_machine {e_machine})')
    self.e_flags = e_flags
    self.segments = []
    size = 0
    for i in range(e_phnum):
      p_type, _, p_offset, p_vaddr, _, p_filesz, p_memsz, _ = struct.unpack_from(
          '<IIQQQQQQ', d, e_phoff + i * e_phentsize)
      if p_type == 1:  # PT_LOAD
        self.segments.append((p_offset, p_vaddr, p_filesz, p_memsz))
        size = max(size, p_vaddr + p_memsz)
    self.image = bytearray(size)
    for off, vaddr, filesz, _ in self.segments:
      self.image[vaddr:vaddr + filesz] = d[off:off + filesz]
    self.sections = []
    for i in range(e_shnum):
      self.sections.append(struct.unpack_from('<IIQQQQIIQQ', d, e_shoff + i * e_shentsize))
    shstr = self.sections[e_shstrndx]

    def name_at(strtab, off):
      start = strtab[4] + off
      return d[start:d.index(b'\0', start)].decode()

    self.section_names = [name_at(shstr, s[0]) for s in self.sections]
    self.symbols = {}
    for s in self.sections:
      if s[1] in (2, 11):  # SHT_SYMTAB, SHT_DYNSYM
        strtab = self.sections[s[6]]
        for j in range(s[5] // 24):
          st_name, st_info, _, st_shndx, st_value, st_size = struct.unpack_from(
              '<IBBHQQ', d, s[4] + j * 24)
          if st_name and st_shndx:
            self.symbols[name_at(strtab, st_name)] = (st_value, st_size)
    self.relocations = []
    for s in self.sections:
      if s[1] == 4:  # SHT_RELA
        dynsym = self.sections[s[6]] if s[6] else None
        for j in range(s[5] // 24):
          r_offset, r_info, r_addend = struct.unpack_from('<QQq', d, s[4] + j * 24)
          sym_value = 0
          if r_info >> 32 and dynsym is not None:
            (sym_value,) = struct.unpack_from('<Q', d, dynsym[4] + (r_info >> 32) * 24 + 8)
          self.relocations.append((r_offset, r_info & 0xffffffff, sym_value, r_addend))
    self.metadata = self._read_metadata()
    self.kernels = {}
    for meta in self.metadata.get('amdhsa.kernels', []):
      kd_name = meta.get('.symbol', meta['.name'] + '.kd')
      if kd_name not in self.symbols:
        raise CodeObjectError(f"{path}: no kernel descriptor symbol '{kd_name}'")
      kd_off = self.symbols[kd_name][0]
      self.kernels[meta['.name']] = Kernel(meta['.name'], kd_off,
                                           bytes(self.image[kd_off:kd_off + 64]), meta)

  def _read_metadata(self):
    d = self.data
    for s in self.sections:
      if s[1] != 7:  # SHT_NOTE
        continue
      pos, end = s[4], s[4] + s[5]
      while pos + 12 <= end:
        namesz, descsz, ntype = struct.unpack_from('<III', d, pos)
        name = d[pos + 12:pos + 12 + namesz].rstrip(b'\0')
        desc_at = pos + 12 + (namesz + 3) // 4 * 4
        if name == b'AMDGPU' and ntype == 32:  # NT_AMDGPU_METADATA
          value, _ = _msgpack(d[desc_at:desc_at + descsz])
          return value
        pos = desc_at + (descsz + 3) // 4 * 4
    raise CodeObjectError('no AMDGPU metadata note (code object v3 or later expected)')

  def relocate(self, base):
    """Returns the image with its dynamic relocations applied for load address `base`."""
    img = bytearray(self.image)
    for off, rtype, sym, addend in self.relocations:
      if rtype == self.R_AMDGPU_RELATIVE64:
        struct.pack_into('<Q', img, off, base + addend)
      elif rtype == self.R_AMDGPU_ABS64:
        struct.pack_into('<Q', img, off, base + sym + addend)
      else:
        raise CodeObjectError(f'relocation type {rtype} at 0x{off:x} is not supported')
    return img

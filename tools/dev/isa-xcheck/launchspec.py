"""The project's launch descriptions (docs/launch-spec.md): parsing, buffer
initialisation and the printed output, in the format wave-emu prints, so
that the output compares with the H200 recordings with `cmp`."""

import ctypes
import struct

TYPES = {  # name: (size, struct code, kind)
    'i8': (1, 'b', 'int'), 'i16': (2, 'h', 'int'), 'i32': (4, 'i', 'int'), 'i64': (8, 'q', 'int'),
    'u8': (1, 'B', 'uint'), 'u16': (2, 'H', 'uint'), 'u32': (4, 'I', 'uint'), 'u64': (8, 'Q', 'uint'),
    'f32': (4, 'f', 'float'), 'f64': (8, 'd', 'float'),
}


class LaunchError(Exception):
  pass


class Arg:

  def __init__(self, text, index):
    self.is_buffer = text.startswith('buf:')
    if self.is_buffer:
      decl, eq, init = text[4:].partition('=')
      self.init = init if eq else '0'
      fields = decl.split(':')
      if len(fields) == 2:
        self.name = f'arg{index}'
      elif len(fields) == 3:
        self.name = fields.pop(0)
      else:
        raise LaunchError(f"invalid buffer argument '{text}'")
      self.type, count = fields
      self.count = int(count, 0)
    else:
      self.type, _, self.init = text.partition(':')
      self.name = f'arg{index}'
      self.count = 1
    if self.type not in TYPES:
      raise LaunchError(f"unknown element type '{self.type}'")

  @property
  def size(self):
    return TYPES[self.type][0]


def value_bits(t, s):
  """The bits of one value of type t written as s (as wave-emu parses it)."""
  size, code, kind = TYPES[t]
  s = s.strip()
  if kind == 'float':
    v = float(s)
    return struct.unpack('<Q' if size == 8 else '<I', struct.pack('<' + code, v))[0]
  v = int(s, 0)
  return v & ((1 << (8 * size)) - 1)


class Launch:

  def __init__(self, path):
    self.path = path
    self.kernel = None
    self.grid = (1, 1, 1)
    self.block = (1, 1, 1)
    self.dynamic_lds = 0
    self.print_width = 8
    self.args = []
    self.prints = []
    with open(path) as f:
      for line in f:
        line = line.split('#')[0].strip()
        if not line:
          continue
        key, _, value = line.partition(' ')
        value = value.strip()
        if key == 'kernel':
          self.kernel = value
        elif key in ('grid', 'block'):
          dims = [int(x, 0) for x in value.replace(',', ' ').split()]
          dims += [1] * (3 - len(dims))
          setattr(self, key, tuple(dims))
        elif key == 'lds':
          self.dynamic_lds = int(value, 0)
        elif key == 'print-width':
          self.print_width = int(value, 0)
        elif key == 'arg':
          self.args.append(Arg(value, len(self.args)))
        elif key == 'print':
          name, hexa = (value[:-4], True) if value.endswith(':hex') else (value, False)
          self.prints.append((name, hexa))
        else:
          raise LaunchError(f"{path}: unknown launch setting '{key}'")


def splitmix64(seed, count):
  out = []
  m = (1 << 64) - 1
  for _ in range(count):
    seed = (seed + 0x9e3779b97f4a7c15) & m
    z = seed
    z = ((z ^ (z >> 30)) * 0xbf58476d1ce4e5b9) & m
    z = ((z ^ (z >> 27)) * 0x94d049bb133111eb) & m
    out.append(z ^ (z >> 31))
  return out


def init_values(a):
  """The initial bits of each element of buffer argument a."""
  init = a.init.strip()
  mask = (1 << (8 * a.size)) - 1
  if init.startswith('iota'):
    start, step = 0.0, 1.0
    if init != 'iota':
      _, s0, s1 = init.split(':')
      start, step = float(s0), float(s1)
    vals = []
    for i in range(a.count):
      v = start + step * i
      vals.append(value_bits(a.type, '%f' % v if TYPES[a.type][2] == 'float' else str(int(v))))
    return vals
  if init.startswith('rand:'):
    return [v & mask for v in splitmix64(int(init[5:], 0), a.count)]
  parts = init.split(',')
  if len(parts) not in (1, a.count):
    raise LaunchError(f"buffer '{a.name}' has {a.count} elements but {len(parts)} initial values")
  return [value_bits(a.type, parts[0 if len(parts) == 1 else i]) for i in range(a.count)]


class Buffer:
  """Host memory of one buffer argument (its address is what the kernel gets)."""

  def __init__(self, a):
    self.arg = a
    self.bytes = a.count * a.size
    self.mem = ctypes.create_string_buffer((self.bytes + 255) // 256 * 256)
    code = {1: 'B', 2: 'H', 4: 'I', 8: 'Q'}[a.size]
    struct.pack_into(f'<{a.count}{code}', self.mem, 0, *init_values(a))

  @property
  def address(self):
    return ctypes.addressof(self.mem)

  def format(self, hexa, width):
    a = self.arg
    size, code, kind = TYPES[a.type]
    raw = struct.unpack_from(f'<{a.count}{code}', self.mem, 0)
    bits = struct.unpack_from(f'<{a.count}{ {1: "B", 2: "H", 4: "I", 8: "Q"}[size]}', self.mem, 0)
    lines = []
    for i in range(a.count):
      if i % width == 0:
        lines.append(f'{a.name}[{i}]:')
      if hexa:
        s = '0x%0*x' % (2 * size, bits[i])
      elif kind == 'float':
        # C's printf, which the recordings used: a NaN with its sign bit is -nan.
        if raw[i] != raw[i]:
          s = '-nan' if bits[i] >> (8 * size - 1) else 'nan'
        else:
          s = ('%.9g' if size == 4 else '%.17g') % raw[i]
      else:
        s = str(raw[i])
      lines[-1] += ' ' + s
    return '\n'.join(lines) + '\n'

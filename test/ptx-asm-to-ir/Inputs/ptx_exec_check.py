#!/usr/bin/env python3
"""Runs translated inline-PTX arithmetic on the host and compares every
result with an independent reference (exact rational arithmetic and integer
definitions in ptx_exec_ref.py).

  ptx_exec_check.py --plugin=P --bindir=LLVM_BIN --suite=SUITE [--n=N] [--tmp=DIR]

For each statement of the suite it builds a function around a `call asm`,
translates the module with `opt -passes='ptx-asm-to-ir<strict>'`, links a
small C driver (compiled by clang) that reads operands and prints results,
runs it with lli, and checks N random and edge-case operand sets.  Prints
"SUITE: R results, D differ" and each differing statement; exits 1 on a
difference.  This checks the translator against the PTX ISA's definitions;
test/hardware checks the same rows against an H200.
"""
import argparse, os, random, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ptx_exec_ref as ref

W = {'h': 16, 'r': 32, 'l': 64}

def s32(v): return v - (1 << 32) if v >> 31 else v
def s64(v): return v - (1 << 64) if v >> 63 else v

def x2(fn):
    def g(i):
        return fn([x & 0xffff for x in i]) | (fn([x >> 16 for x in i]) << 16)
    return g

def suite_half():
    ops = []
    for f in ('f16', 'bf16'):
        for op in ('add', 'sub', 'mul'):
            ops.append((f'{op}.rn.{f} $0, $1, $2;', 'h', 'hh', lambda i, op=op, f=f: ref.arith(op, f, i)))
        ops.append((f'fma.rn.{f} $0, $1, $2, $3;', 'h', 'hhh', lambda i, f=f: ref.arith('fma', f, i)))
        ops.append((f'fma.rn.relu.{f} $0, $1, $2, $3;', 'h', 'hhh', lambda i, f=f: ref.arith('fma', f, i, relu=True)))
        for mm in ('min', 'max'):
            ops.append((f'{mm}.{f} $0, $1, $2;', 'h', 'hh', lambda i, mm=mm, f=f: ref.minmax(mm, f, *i)))
            ops.append((f'{mm}.NaN.{f} $0, $1, $2;', 'h', 'hh', lambda i, mm=mm, f=f: ref.minmax(mm, f, *i, nanf=True)))
            ops.append((f'{mm}.xorsign.abs.{f} $0, $1, $2;', 'h', 'hh', lambda i, mm=mm, f=f: ref.minmax(mm, f, *i, xorsign=True)))
    for op in ('add', 'sub', 'mul'):
        ops.append((f'{op}.ftz.f16 $0, $1, $2;', 'h', 'hh', lambda i, op=op: ref.arith(op, 'f16', i, ftzf=True)))
        ops.append((f'{op}.sat.f16 $0, $1, $2;', 'h', 'hh', lambda i, op=op: ref.arith(op, 'f16', i, sat=True)))
    ops.append(('fma.rn.ftz.sat.f16 $0, $1, $2, $3;', 'h', 'hhh', lambda i: ref.arith('fma', 'f16', i, ftzf=True, sat=True)))
    ops.append(('add.rn.f16x2 $0, $1, $2;', 'r', 'rr', x2(lambda i: ref.arith('add', 'f16', i))))
    ops.append(('fma.rn.bf16x2 $0, $1, $2, $3;', 'r', 'rrr', x2(lambda i: ref.arith('fma', 'bf16', i))))
    ops.append(('max.NaN.f16x2 $0, $1, $2;', 'r', 'rr', x2(lambda i: ref.minmax('max', 'f16', *i, nanf=True))))
    def cmp(op, f, a, b):
        da, db = ref.decode(a, f), ref.decode(b, f)
        if da[0] == 'nan' or db[0] == 'nan':
            return op in ('equ', 'neu', 'ltu', 'leu', 'gtu', 'geu', 'nan')
        if op == 'num':
            return True
        if op == 'nan':
            return False
        va = ref.Fr(10) ** 400 * da[1] if da[0] == 'inf' else da[1]
        vb = ref.Fr(10) ** 400 * db[1] if db[0] == 'inf' else db[1]
        return {'eq': va == vb, 'ne': va != vb, 'lt': va < vb, 'le': va <= vb, 'gt': va > vb, 'ge': va >= vb}[op.rstrip('u')]
    for op in ('eq', 'ne', 'lt', 'geu', 'nan', 'num'):
        ops.append((f'set.{op}.u32.f16x2 $0, $1, $2;', 'r', 'rr', x2(lambda i, op=op: 0xffff if cmp(op, 'f16', i[0], i[1]) else 0)))
        ops.append((f'set.{op}.bf16x2.bf16x2 $0, $1, $2;', 'r', 'rr', x2(lambda i, op=op: 0x3f80 if cmp(op, 'bf16', i[0], i[1]) else 0)))
        ops.append((f'set.{op}.f32.f32 $0, $1, $2;', 'r', 'rr', lambda i, op=op: 0x3f800000 if cmp(op, 'f32', i[0], i[1]) else 0))
        ops.append((f'set.{op}.f16.f16 $0, $1, $2;', 'h', 'hh', lambda i, op=op: 0x3c00 if cmp(op, 'f16', i[0], i[1]) else 0))
    return ops

def suite_cvt():
    ops = []
    for mode in ('rn', 'rz', 'rm', 'rp'):
        ops.append((f'cvt.{mode}.f16.f32 $0, $1;', 'h', 'r', lambda i, m=mode: ref.cvt_ff('f16', 'f32', i[0], m)))
        ops.append((f'cvt.{mode}.bf16.f32 $0, $1;', 'h', 'r', lambda i, m=mode: ref.cvt_ff('bf16', 'f32', i[0], m)))
        ops.append((f'cvt.{mode}.f16.f64 $0, $1;', 'h', 'l', lambda i, m=mode: ref.cvt_ff('f16', 'f64', i[0], m)))
        ops.append((f'cvt.{mode}.bf16.f64 $0, $1;', 'h', 'l', lambda i, m=mode: ref.cvt_ff('bf16', 'f64', i[0], m)))
        ops.append((f'cvt.{mode}.f32.f64 $0, $1;', 'r', 'l', lambda i, m=mode: ref.cvt_ff('f32', 'f64', i[0], m)))
        ops.append((f'cvt.{mode}.ftz.f32.f64 $0, $1;', 'r', 'l', lambda i, m=mode: ref.cvt_ff('f32', 'f64', i[0], m, ftzf=True)))
        ops.append((f'cvt.{mode}.f16.s32 $0, $1;', 'h', 'r', lambda i, m=mode: ref.cvt_if('f16', s32(i[0]), m)))
        ops.append((f'cvt.{mode}.f16.u64 $0, $1;', 'h', 'l', lambda i, m=mode: ref.cvt_if('f16', i[0], m)))
        ops.append((f'cvt.{mode}.bf16.s64 $0, $1;', 'h', 'l', lambda i, m=mode: ref.cvt_if('bf16', s64(i[0]), m)))
        ops.append((f'cvt.{mode}.f32.u64 $0, $1;', 'r', 'l', lambda i, m=mode: ref.cvt_if('f32', i[0], m)))
        ops.append((f'cvt.{mode}.f32.s32 $0, $1;', 'r', 'r', lambda i, m=mode: ref.cvt_if('f32', s32(i[0]), m)))
        ops.append((f'cvt.{mode}.f64.s64 $0, $1;', 'l', 'l', lambda i, m=mode: ref.cvt_if('f64', s64(i[0]), m)))
    for mode in ('rni', 'rzi', 'rmi', 'rpi'):
        ops.append((f'cvt.{mode}.s32.f16 $0, $1;', 'r', 'h', lambda i, m=mode: ref.cvt_fi((True, 32), 'f16', i[0], m)))
        ops.append((f'cvt.{mode}.u8.f16 $0, $1;', 'r', 'h', lambda i, m=mode: ref.cvt_fi((False, 8), 'f16', i[0], m)))
        ops.append((f'cvt.{mode}.s64.f32 $0, $1;', 'l', 'r', lambda i, m=mode: ref.cvt_fi((True, 64), 'f32', i[0], m)))
        ops.append((f'cvt.{mode}.ftz.u32.f32 $0, $1;', 'r', 'r', lambda i, m=mode: ref.cvt_fi((False, 32), 'f32', i[0], m, ftzf=True)))
        ops.append((f'cvt.{mode}.u64.f64 $0, $1;', 'l', 'l', lambda i, m=mode: ref.cvt_fi((False, 64), 'f64', i[0], m)))
        ops.append((f'cvt.{mode}.s16.bf16 $0, $1;', 'h', 'h', lambda i, m=mode: ref.cvt_fi((True, 16), 'bf16', i[0], m)))
    ops.append(('cvt.f32.f16 $0, $1;', 'r', 'h', lambda i: ref.cvt_ff('f32', 'f16', i[0])))
    ops.append(('cvt.f32.bf16 $0, $1;', 'r', 'h', lambda i: ref.cvt_ff('f32', 'bf16', i[0])))
    ops.append(('cvt.f64.f16 $0, $1;', 'l', 'h', lambda i: ref.cvt_ff('f64', 'f16', i[0])))
    ops.append(('cvt.f64.f32 $0, $1;', 'l', 'r', lambda i: ref.cvt_ff('f64', 'f32', i[0])))
    ops.append(('cvt.ftz.f64.f32 $0, $1;', 'l', 'r', lambda i: ref.cvt_ff('f64', 'f32', i[0], ftzf=True)))
    ops.append(('cvt.ftz.f32.bf16 $0, $1;', 'r', 'h', lambda i: ref.cvt_ff('f32', 'bf16', i[0], ftzf=True)))
    ops.append(('cvt.rp.ftz.f16.f32 $0, $1;', 'h', 'r', lambda i: ref.cvt_ff('f16', 'f32', i[0], 'rp', ftzf=True)))
    ops.append(('cvt.rn.relu.f16.f32 $0, $1;', 'h', 'r', lambda i: ref.cvt_ff('f16', 'f32', i[0], 'rn', relu=True)))
    ops.append(('cvt.rn.satfinite.bf16.f32 $0, $1;', 'h', 'r', lambda i: ref.cvt_ff('bf16', 'f32', i[0], 'rn', satfinite=True)))
    ops.append(('cvt.sat.f32.f32 $0, $1;', 'r', 'r', lambda i: ref.cvt_ff('f32', 'f32', i[0], 'rn', sat=True)))
    ops.append(('cvt.rn.f16x2.f32 $0, $1, $2;', 'r', 'rr', lambda i: ref.cvt_ff('f16', 'f32', i[1]) | (ref.cvt_ff('f16', 'f32', i[0]) << 16)))
    ops.append(('cvt.rz.bf16x2.f32 $0, $1, $2;', 'r', 'rr', lambda i: ref.cvt_ff('bf16', 'f32', i[1], 'rz') | (ref.cvt_ff('bf16', 'f32', i[0], 'rz') << 16)))
    return ops

def suite_float():
    ops = []
    for f, c in (('f32', 'r'), ('f64', 'l')):
        for mode in ('rn', 'rz', 'rm', 'rp'):
            for op in ('add', 'sub', 'mul'):
                ops.append((f'{op}.{mode}.{f} $0, $1, $2;', c, c + c, lambda i, op=op, f=f, m=mode: ref.arith(op, f, i, mode=m)))
            ops.append((f'div.{mode}.{f} $0, $1, $2;', c, c + c, lambda i, f=f, m=mode: ref.div_round(i[0], i[1], f, m)))
            ops.append((f'rcp.{mode}.{f} $0, $1;', c, c, lambda i, f=f, m=mode: ref.div_round(i[0], 0, f, m, rcp=True)))
            ops.append((f'sqrt.{mode}.{f} $0, $1;', c, c, lambda i, f=f, m=mode: ref.sqrt_round(i[0], f, m)))
        ops.append((f'fma.rn.{f} $0, $1, $2, $3;', c, c * 3, lambda i, f=f: ref.arith('fma', f, i)))
    for mode in ('rz', 'rm', 'rp'):
        ops.append((f'fma.{mode}.f32 $0, $1, $2, $3;', 'r', 'rrr', lambda i, m=mode: ref.arith('fma', 'f32', i, mode=m)))
        ops.append((f'add.{mode}.ftz.sat.f32 $0, $1, $2;', 'r', 'rr', lambda i, m=mode: ref.arith('add', 'f32', i, mode=m, ftzf=True, sat=True)))
    ops.append(('mul.ftz.f32 $0, $1, $2;', 'r', 'rr', lambda i: ref.arith('mul', 'f32', i, ftzf=True)))
    ops.append(('mul.rp.ftz.f32 $0, $1, $2;', 'r', 'rr', lambda i: ref.arith('mul', 'f32', i, mode='rp', ftzf=True)))
    ops.append(('fma.rn.f64 $0, $1, $2, $3;', 'l', 'lll', lambda i: ref.arith('fma', 'f64', i)))
    for mm in ('min', 'max'):
        ops.append((f'{mm}.f32 $0, $1, $2;', 'r', 'rr', lambda i, mm=mm: ref.minmax(mm, 'f32', *i)))
        ops.append((f'{mm}.NaN.f32 $0, $1, $2;', 'r', 'rr', lambda i, mm=mm: ref.minmax(mm, 'f32', *i, nanf=True)))
        ops.append((f'{mm}.f64 $0, $1, $2;', 'l', 'll', lambda i, mm=mm: ref.minmax(mm, 'f64', *i)))
    return ops

def suite_int():
    M32 = ref.mask(32)
    ops = []
    ops.append(('prmt.b32 $0, $1, $2, $3;', 'r', 'rrr', lambda i: ref.prmt(i[0], i[1], i[2], None)))
    for mode in ('f4e', 'b4e', 'rc8', 'ecl', 'ecr', 'rc16'):
        ops.append((f'prmt.b32.{mode} $0, $1, $2, $3;', 'r', 'rrr', lambda i, m=mode: ref.prmt(i[0], i[1], i[2], m)))
    for t, w, sg, c in (('u32', 32, False, 'r'), ('s32', 32, True, 'r'), ('u64', 64, False, 'l'), ('s64', 64, True, 'l')):
        ops.append((f'bfe.{t} $0, $1, $2, $3;', c, c + 'rr', lambda i, w=w, sg=sg: ref.bfe(i[0], i[1], i[2], w, sg)))
        ops.append((f'bfind.{t} $0, $1;', 'r', c, lambda i, w=w, sg=sg: ref.bfind(i[0], w, sg, False)))
        ops.append((f'bfind.shiftamt.{t} $0, $1;', 'r', c, lambda i, w=w, sg=sg: ref.bfind(i[0], w, sg, True)))
    ops.append(('bfi.b32 $0, $1, $2, $3, $4;', 'r', 'rrrr', lambda i: ref.bfi(i[0], i[1], i[2], i[3], 32)))
    ops.append(('bfi.b64 $0, $1, $2, $3, $4;', 'l', 'llrr', lambda i: ref.bfi(i[0], i[1], i[2], i[3], 64)))
    for t, w, sg, c in (('b16', 16, False, 'h'), ('b32', 32, False, 'r'), ('s32', 32, True, 'r'), ('u64', 64, False, 'l'), ('s64', 64, True, 'l')):
        ops.append((f'shr.{t} $0, $1, $2;', c, c + 'r', lambda i, w=w, sg=sg: ((ref.sx(i[0], w) if sg else i[0]) >> min(i[1], w)) & ref.mask(w)))
    ops.append(('shl.b32 $0, $1, $2;', 'r', 'rr', lambda i: (i[0] << i[1]) & M32 if i[1] < 32 else 0))
    for left in (True, False):
        for clamp in (True, False):
            ops.append((f'shf.{"l" if left else "r"}.{"clamp" if clamp else "wrap"}.b32 $0, $1, $2, $3;', 'r', 'rrr',
                        lambda i, l=left, c=clamp: ref.shf(i[0], i[1], i[2], l, c)))
    ops.append(('mul.hi.s32 $0, $1, $2;', 'r', 'rr', lambda i: ((s32(i[0]) * s32(i[1])) >> 32) & M32))
    ops.append(('mul.hi.u64 $0, $1, $2;', 'l', 'll', lambda i: (i[0] * i[1]) >> 64))
    ops.append(('mul.wide.s32 $0, $1, $2;', 'l', 'rr', lambda i: (s32(i[0]) * s32(i[1])) & ref.mask(64)))
    ops.append(('mul.wide.u16 $0, $1, $2;', 'r', 'hh', lambda i: i[0] * i[1]))
    ops.append(('mad.lo.s32 $0, $1, $2, $3;', 'r', 'rrr', lambda i: (i[0] * i[1] + i[2]) & M32))
    ops.append(('mad.hi.sat.s32 $0, $1, $2, $3;', 'r', 'rrr', lambda i: max(-(1 << 31), min((1 << 31) - 1, ((s32(i[0]) * s32(i[1])) >> 32) + s32(i[2]))) & M32))
    ops.append(('mad.wide.u32 $0, $1, $2, $3;', 'l', 'rrl', lambda i: (i[0] * i[1] + i[2]) & ref.mask(64)))
    # mul24/mad24: the 48-bit product of the low 24 bits (sign-extended for
    # .s32); .lo bits 0-31, .hi bits 16-47.
    s24 = lambda v: ref.sx(v, 24)
    ops.append(('mul24.lo.u32 $0, $1, $2;', 'r', 'rr', lambda i: ((i[0] & 0xffffff) * (i[1] & 0xffffff)) & M32))
    ops.append(('mul24.hi.s32 $0, $1, $2;', 'r', 'rr', lambda i: ((s24(i[0]) * s24(i[1])) >> 16) & M32))
    ops.append(('mad24.hi.u32 $0, $1, $2, $3;', 'r', 'rrr', lambda i: ((((i[0] & 0xffffff) * (i[1] & 0xffffff)) >> 16) + i[2]) & M32))
    ops.append(('mad24.lo.s32 $0, $1, $2, $3;', 'r', 'rrr', lambda i: (s24(i[0]) * s24(i[1]) + i[2]) & M32))
    ops.append(('div.u32 $0, $1, $2;', 'r', 'rr', lambda i: M32 if i[1] == 0 else i[0] // i[1]))
    ops.append(('div.s32 $0, $1, $2;', 'r', 'rr', lambda i: M32 if i[1] == 0 else (0x80000000 if (s32(i[0]) == -(1 << 31) and s32(i[1]) == -1) else int(s32(i[0]) / s32(i[1])) & M32)))
    ops.append(('rem.s32 $0, $1, $2;', 'r', 'rr', lambda i: M32 if i[1] == 0 else (0 if s32(i[1]) == -1 else (s32(i[0]) - int(s32(i[0]) / s32(i[1])) * s32(i[1])) & M32)))
    ops.append(('rem.u64 $0, $1, $2;', 'l', 'll', lambda i: (1 << 64) - 1 if i[1] == 0 else i[0] % i[1]))
    ops.append(('min.s32 $0, $1, $2;', 'r', 'rr', lambda i: min(s32(i[0]), s32(i[1])) & M32))
    ops.append(('max.u16 $0, $1, $2;', 'h', 'hh', lambda i: max(i[0], i[1])))
    ops.append(('max.relu.s32 $0, $1, $2;', 'r', 'rr', lambda i: max(0, s32(i[0]), s32(i[1])) & M32))
    ops.append(('add.sat.s32 $0, $1, $2;', 'r', 'rr', lambda i: max(-(1 << 31), min((1 << 31) - 1, s32(i[0]) + s32(i[1]))) & M32))
    ops.append(('sub.sat.s32 $0, $1, $2;', 'r', 'rr', lambda i: max(-(1 << 31), min((1 << 31) - 1, s32(i[0]) - s32(i[1]))) & M32))
    ops.append(('abs.s32 $0, $1;', 'r', 'r', lambda i: abs(s32(i[0])) & M32))
    ops.append(('neg.s64 $0, $1;', 'l', 'l', lambda i: (-i[0]) & ref.mask(64)))
    ops.append(('popc.b64 $0, $1;', 'r', 'l', lambda i: bin(i[0]).count('1')))
    ops.append(('clz.b32 $0, $1;', 'r', 'r', lambda i: 32 - i[0].bit_length()))
    ops.append(('brev.b32 $0, $1;', 'r', 'r', lambda i: int(format(i[0], '032b')[::-1], 2)))
    ops.append(('bmsk.clamp.b32 $0, $1, $2;', 'r', 'rr', lambda i: ref.bmsk(i[0], i[1], True)))
    ops.append(('bmsk.wrap.b32 $0, $1, $2;', 'r', 'rr', lambda i: ref.bmsk(i[0], i[1], False)))
    ops.append(('cnot.b32 $0, $1;', 'r', 'r', lambda i: 1 if i[0] == 0 else 0))
    for lut in (0x96, 0xe8, 0x80, 0x01, 0xfe, 0xb4):
        ops.append((f'lop3.b32 $0, $1, $2, $3, {lut:#x};', 'r', 'rrr', lambda i, l=lut: ref.lop3(i[0], i[1], i[2], l)))
    def sb(v, k, signed): x = (v >> (8 * k)) & 0xff; return x - 256 if signed and x >> 7 else x
    def sh(v, k, signed): x = (v >> (16 * k)) & 0xffff; return x - 65536 if signed and x >> 15 else x
    ops.append(('dp4a.s32.u32 $0, $1, $2, $3;', 'r', 'rrr', lambda i: (i[2] + sum(sb(i[0], k, True) * sb(i[1], k, False) for k in range(4))) & M32))
    ops.append(('dp4a.u32.s32 $0, $1, $2, $3;', 'r', 'rrr', lambda i: (i[2] + sum(sb(i[0], k, False) * sb(i[1], k, True) for k in range(4))) & M32))
    ops.append(('dp2a.hi.s32.s32 $0, $1, $2, $3;', 'r', 'rrr', lambda i: (i[2] + sum(sh(i[0], k, True) * sb(i[1], 2 + k, True) for k in range(2))) & M32))
    ops.append(('dp2a.lo.u32.u32 $0, $1, $2, $3;', 'r', 'rrr', lambda i: (i[2] + sum(sh(i[0], k, False) * sb(i[1], k, False) for k in range(2))) & M32))
    ops.append(('add.s16x2 $0, $1, $2;', 'r', 'rr', lambda i: sum((((i[0] >> (16 * k)) + (i[1] >> (16 * k))) & 0xffff) << (16 * k) for k in range(2))))
    ops.append(('min.u16x2 $0, $1, $2;', 'r', 'rr', lambda i: sum(min(sh(i[0], k, False), sh(i[1], k, False)) << (16 * k) for k in range(2))))
    ops.append(('max.relu.s16x2 $0, $1, $2;', 'r', 'rr', lambda i: sum((max(0, sh(i[0], k, True), sh(i[1], k, True)) & 0xffff) << (16 * k) for k in range(2))))
    ops.append(('cvt.sat.u8.s32 $0, $1;', 'r', 'r', lambda i: max(0, min(255, s32(i[0])))))
    ops.append(('cvt.sat.s16.u32 $0, $1;', 'h', 'r', lambda i: min(32767, i[0])))
    ops.append(('cvt.s64.s16 $0, $1;', 'l', 'h', lambda i: ref.sx(i[0], 16) & ref.mask(64)))
    ops.append(('cvt.s8.u32 $0, $1;', 'r', 'r', lambda i: ref.sx(i[0], 8) & M32))
    ops.append(('{ .reg .pred p, q; setp.lt.and.s32 p|q, $1, $2, 1; selp.b32 $0, 1, 0, p; @q add.u32 $0, $0, 2; }', 'r', 'rr',
                lambda i: (1 if s32(i[0]) < s32(i[1]) else 0) + (0 if s32(i[0]) < s32(i[1]) else 2)))
    ops.append(('{ .reg .pred p; setp.hi.u64 p, $1, $2; selp.u32 $0, 1, 0, p; }', 'r', 'll', lambda i: 1 if i[0] > i[1] else 0))
    return ops

SUITES = {'half': suite_half, 'cvt': suite_cvt, 'float': suite_float, 'int': suite_int}

def inputs(rnd, c):
    w = W[c]; r = rnd.random()
    if w == 16:
        sp = [0, 0x8000, 1, 0x8001, 0x3ff, 0x400, 0x3c00, 0xbc00, 0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x7e00, 0x7d00, 0x3c01, 0x3f80, 0x7f7f, 0x7f80, 0xff80, 0x0080, 0x007f, 0x4000, 0x3555, 15, 16, 17, 31, 32, 0xffff]
        return rnd.choice(sp) if r < 0.3 else rnd.getrandbits(16)
    if w == 32:
        sp = [0, 0x80000000, 1, 0x80000001, 0x3f800000, 0xbf800000, 0x7f7fffff, 0x7f800000, 0xff800000, 0x7fc00000, 0x7fa00000, 0x477fe000, 0x477ff000, 0x477ff001, 0x33800000, 0x33000000, 0x387fc000, 0x38800000, 0x3f800001, 0x4f000000, 0x4f800000, 0xcf000000, 0x5f000000, 0x5f800000, 0xdf000000, 0x3f000000, 0x3fc00000, 0x40200000, 0xbfc00000, 0x7fffff, 0x800000, 0xffffffff, 0x7fffffff, 2, 3, 7, 8, 31, 32, 33, 63, 64, 255, 256, 0x1f1f, 0x3210, 0x7654]
        if r < 0.3: return rnd.choice(sp)
        if r < 0.6: return (rnd.choice([0x30000000, 0x38000000, 0x3f000000, 0x46000000, 0x4e000000, 0x00000000]) + rnd.getrandbits(26)) ^ (rnd.getrandbits(1) << 31)
        return rnd.getrandbits(32)
    sp = [0, 1 << 63, 1, 0x3ff0000000000000, 0x7ff0000000000000, 0x7ff8000000000000, 0x40effc0000000000, 0x40effe0000000000, 0x40effe0000000001, 0x3e70000000000000, 0x3e60000000000000, 0x36a0000000000000, 0x369fffffffffffff, 0x47efffffe0000000, 0x47efffff00000000, 0x47f0000000000000, (1 << 63) - 1, (1 << 64) - 1, 0xfffffffffffffffe, 1 << 53, (1 << 53) + 1, 0x20000020000001, 0x7fffff7fffffffff, 0x000fffffffffffff, 0x0010000000000000, 0x7fefffffffffffff, 63, 64, 65]
    if r < 0.3: return rnd.choice(sp)
    if r < 0.6: return ((rnd.choice([0x3e000000, 0x3f000000, 0x40e00000, 0x43e00000, 0x4700, 0x3800, 0x0]) << 32) + rnd.getrandbits(44)) ^ (rnd.getrandbits(1) << 63)
    return rnd.getrandbits(64)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--plugin', required=True)
    ap.add_argument('--bindir', required=True)
    ap.add_argument('--suite', required=True, choices=sorted(SUITES))
    ap.add_argument('--n', type=int, default=200)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--tmp', default='.')
    a = ap.parse_args()
    tool = lambda t: os.path.join(a.bindir, t)
    ops = SUITES[a.suite]()
    os.makedirs(a.tmp, exist_ok=True)
    p = lambda n: os.path.join(a.tmp, a.suite + '.' + n)
    ll = []
    for k, (t, oc, ics, _) in enumerate(ops):
        args = ", ".join(f"i{W[c]} %a{j}" for j, c in enumerate(ics))
        ll.append(f'define i{W[oc]} @op{k}({args}) {{\n  %r = call i{W[oc]} asm "{t}", "={oc},{",".join(ics)}"({args})\n  ret i{W[oc]} %r\n}}')
    open(p('asm.ll'), 'w').write("\n".join(ll) + "\n")
    h = ['#include <stdio.h>', '#include <stdint.h>']
    for k, (t, oc, ics, _) in enumerate(ops):
        h.append(f'extern uint{W[oc]}_t op{k}(' + ",".join(f"uint{W[c]}_t" for c in ics) + ');')
    h.append('int main(void) { int k; unsigned long long a, b, c, d;')
    h.append(' while (scanf("%d %llx %llx %llx %llx", &k, &a, &b, &c, &d) == 5) { unsigned long long r = 0; switch (k) {')
    for k, (t, oc, ics, _) in enumerate(ops):
        h.append(f'  case {k}: r = op{k}({",".join("abcd"[j] for j in range(len(ics)))}); break;')
    h.append(' } printf("%llx\\n", r); } return 0; }')
    open(p('driver.c'), 'w').write("\n".join(h) + "\n")
    subprocess.check_call([tool('clang'), '-O1', '-S', '-emit-llvm', p('driver.c'), '-o', p('driver.ll')])
    subprocess.check_call([tool('opt'), '-load-pass-plugin=' + a.plugin, '-passes=ptx-asm-to-ir<strict>', p('asm.ll'), '-o', p('asm.bc')])
    subprocess.check_call([tool('llvm-link'), p('driver.ll'), p('asm.bc'), '-o', p('all.bc')], stderr=subprocess.DEVNULL)
    rnd = random.Random(a.seed)
    lines, cases = [], []
    for k, (t, oc, ics, fn) in enumerate(ops):
        for _ in range(a.n):
            ins = [inputs(rnd, c) for c in ics]
            cases.append((k, ins))
            lines.append("%d %s" % (k, " ".join("%x" % x for x in (ins + [0] * 4)[:4])))
    res = subprocess.run([tool('lli'), p('all.bc')], input="\n".join(lines) + "\n", capture_output=True, text=True)
    out = res.stdout.split()
    if res.returncode or len(out) != len(cases):
        sys.stderr.write(res.stderr)
        print("%s: lli failed (%d of %d results)" % (a.suite, len(out), len(cases)))
        return 1
    bad = {}
    for (k, ins), o in zip(cases, out):
        got, want = int(o, 16), ops[k][3](ins)
        if got != want:
            bad.setdefault(k, []).append((ins, got, want))
    for k, v in sorted(bad.items()):
        ins, got, want = v[0]
        print("differs: '%s' %d times, e.g. %s -> %x, expected %x" % (ops[k][0], len(v), " ".join("%x" % x for x in ins), got, want))
    print("%s: %d statements, %d results, %d differ" % (a.suite, len(ops), len(cases), sum(len(v) for v in bad.values())))
    return 1 if bad else 0

if __name__ == '__main__':
    sys.exit(main())

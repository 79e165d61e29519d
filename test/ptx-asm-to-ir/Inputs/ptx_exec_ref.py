# Exact reference semantics (Fractions) for a subset of PTX float ops.
from fractions import Fraction as Fr
import struct, math

FMT = {'f16': (5,10), 'bf16': (8,7), 'f32': (8,23), 'f64': (11,52)}
def width(f): e,m = FMT[f]; return 1+e+m
def canon(f): e,m = FMT[f]; return ((1<<e)-1)<<m | ((1<<m)-1)

def decode(bits, f):
    e,m = FMT[f]; W=1+e+m
    s = bits >> (W-1); E = (bits>>m) & ((1<<e)-1); M = bits & ((1<<m)-1)
    bias=(1<<(e-1))-1
    if E == (1<<e)-1:
        return ('nan',None) if M else ('inf', -1 if s else 1)
    if E == 0: v = Fr(M, 1<<m) * Fr(2)**(1-bias)
    else: v = (1+Fr(M,1<<m)) * Fr(2)**(E-bias)
    return ('num', (-v if s else v), s)

def encode_round(x, f, mode, sign_if_zero=0):
    """round exact Fraction x (may be 0) to format f; returns bits"""
    e,m = FMT[f]; W=1+e+m; bias=(1<<(e-1))-1
    s = 1 if x < 0 or (x == 0 and sign_if_zero) else 0
    a = abs(x)
    emin = 1-bias
    if a == 0: return s << (W-1)
    # exponent
    ex = math.floor(math.log2(a.numerator) - math.log2(a.denominator)) if a else 0
    while Fr(2)**ex > a: ex -= 1
    while Fr(2)**(ex+1) <= a: ex += 1
    q = max(ex, emin) - m   # ulp exponent
    ulp = Fr(2)**q
    k = a / ulp
    kf = math.floor(k); r = k - kf
    if mode == 'rn':
        if r > Fr(1,2) or (r == Fr(1,2) and kf % 2 == 1): kf += 1
    elif mode == 'rz': pass
    elif mode == 'rp':
        if r and not s: kf += 1
    elif mode == 'rm':
        if r and s: kf += 1
    # encode kf * 2^q
    maxe = (1<<e)-2
    if kf >= (1<<(m+1)):  # carried into next binade
        kf //= 2; q += 1   # exact since kf even (power of two)
    E = q + m + bias if kf >= (1<<m) else 0
    if kf >= (1<<m) and E > maxe:
        inf = ((1<<e)-1)<<m
        toinf = mode=='rn' or (mode=='rp' and not s) or (mode=='rm' and s)
        return (s<<(W-1)) | (inf if toinf else inf-1)
    if kf < (1<<m): enc = kf
    else: enc = (E<<m) | (kf - (1<<m))
    return (s<<(W-1)) | enc

def is_sub(bits, f):
    e,m = FMT[f]; return ((bits>>m) & ((1<<e)-1)) == 0 and (bits & ((1<<m)-1)) != 0
def ftz(bits, f):
    W = width(f)
    return bits & (1<<(W-1)) if is_sub(bits, f) else bits

def is_nan(bits, f):
    e,m = FMT[f]; W = width(f)
    return (bits & ((1<<(W-1))-1)) > (((1<<e)-1) << m)

def quiet(bits, f):
    return bits | (1 << (FMT[f][1]-1))

# The operand whose NaN an f64 result carries on the H200 (the first NaN in
# this order), and the NaN it makes from numbers.
NAN_ORDER = {'add': (1,0), 'sub': (1,0), 'mul': (1,0), 'fma': (1,2,0),
             'div': (0,1), 'sqrt': (0,)}
F64_DEFAULT_NAN = 0xfff8000000000000

def nan_result(op, f, ins):
    if f != 'f64': return canon(f)
    for i in NAN_ORDER[op]:
        if is_nan(ins[i], f): return quiet(ins[i], f)
    return F64_DEFAULT_NAN

def min_normal(f):
    e,m = FMT[f]; return Fr(2)**(2-(1<<(e-1)))

def val(bits,f):
    return decode(bits,f)

def arith(op, f, ins, mode='rn', ftzf=False, sat=False, relu=False):
    W = width(f)
    if ftzf: ins = [ftz(b,f) for b in ins]
    d = [decode(b,f) for b in ins]
    NaN = canon(f); inf = ((1<<FMT[f][0])-1)<<FMT[f][1]
    def special():
        if any(x[0]=='nan' for x in d): return NaN
        def sv(x): # signed value or inf
            return x
        if op in ('add','sub'):
            a,b = d
            bs = (b[1] if b[0]=='inf' else None)
            ainf = a[0]=='inf'; binf = b[0]=='inf'
            bsign = (b[1] if binf else None)
            if op=='sub' and binf: bsign = -bsign
            if ainf and binf:
                return NaN if a[1] != bsign else ((1<<(W-1)) if a[1]<0 else 0) | inf
            if ainf: return ((1<<(W-1)) if a[1]<0 else 0) | inf
            if binf: return ((1<<(W-1)) if bsign<0 else 0) | inf
            return None
        if op=='mul':
            a,b = d
            if a[0]=='inf' or b[0]=='inf':
                za = a[0]=='num' and a[1]==0; zb = b[0]=='num' and b[1]==0
                if za or zb: return NaN
                sa = a[1]<0 if a[0]=='inf' else a[2]; sb = b[1]<0 if b[0]=='inf' else b[2]
                return ((1<<(W-1)) if sa^sb else 0) | inf
            return None
        if op=='fma':
            a,b,c = d
            pinf = a[0]=='inf' or b[0]=='inf'
            if pinf:
                za = a[0]=='num' and a[1]==0; zb = b[0]=='num' and b[1]==0
                if za or zb: return NaN
                sa = a[1]<0 if a[0]=='inf' else a[2]; sb = b[1]<0 if b[0]=='inf' else b[2]
                ps = -1 if sa^sb else 1
                if c[0]=='inf' and c[1] != ps: return NaN
                return ((1<<(W-1)) if ps<0 else 0) | inf
            if c[0]=='inf': return ((1<<(W-1)) if c[1]<0 else 0) | inf
            return None
    sp = special()
    if sp is not None:
        r = sp
    else:
        if op in ('add','sub'):
            a,b = d; bv = -b[1] if op=='sub' else b[1]
            bsg = (1-b[2]) if op=='sub' else b[2]
            x = a[1] + bv
            zs = (a[2] and bsg) if mode!='rm' else not ((not a[2]) and (not bsg))
            r = encode_round(x, f, mode, sign_if_zero=(zs if x==0 else 0))
        elif op=='mul':
            a,b = d; x = a[1]*b[1]
            r = encode_round(x, f, mode, sign_if_zero=(a[2]^b[2]))
            if x != 0:
                r = encode_round(x, f, mode)
        elif op=='fma':
            a,b,c = d; p = a[1]*b[1]; ps = a[2]^b[2]; x = p + c[1]
            if x == 0:
                if p == 0 and c[1] == 0: zs = (ps and c[2]) if mode!='rm' else not ((not ps) and (not c[2]))
                else: zs = (mode=='rm')
                r = encode_round(x, f, mode, sign_if_zero=zs)
            else:
                r = encode_round(x, f, mode)
    if r == NaN: r = nan_result(op, f, ins)
    if ftzf: r = ftz(r,f)
    # .ftz flushes an exact result below the smallest normal even where it
    # rounds up to it (the H200).
    if ftzf and sp is None and x != 0 and abs(x) < min_normal(f):
        r = (1<<(W-1)) if x < 0 else 0
    if relu:
        if r == NaN: pass
        elif r >> (W-1): r = 0
    if sat:
        one = ((1<<(FMT[f][0]-1))-1) << FMT[f][1]
        if r == NaN or (r >> (W-1)): r = 0
        elif r > one: r = one
    return r

def cvt_ff(df, sf, b, mode='rn', ftzf=False, sat=False, relu=False, satfinite=False):
    W = width(df)
    # .ftz does not flush an f32 source on the way to f16/bf16 (the H200).
    if ftzf and sf=='f32' and df not in ('f16','bf16'): b = ftz(b,sf)
    d = decode(b, sf)
    NaN = canon(df); inf = ((1<<FMT[df][0])-1)<<FMT[df][1]
    if d[0]=='nan': r = cvt_nan(df, sf, b, ftzf)
    elif d[0]=='inf': r = ((1<<(W-1)) if d[1]<0 else 0)|inf
    else: r = encode_round(d[1], df, mode, sign_if_zero=d[2])
    if ftzf and df=='f32': r = ftz(r, df)
    if ftzf and df=='f32' and sf=='f64' and d[0]=='num' and d[1] != 0 \
            and abs(d[1]) < min_normal(df):
        r = (1<<(W-1)) if d[1] < 0 else 0
    if relu and r != NaN and (r>>(W-1)): r = 0
    if satfinite and (r & ~(1<<(W-1))) == inf: r = (r & (1<<(W-1))) | (inf-1)
    if sat:
        one = ((1<<(FMT[df][0]-1))-1) << FMT[df][1]
        if r == NaN or (r >> (W-1)): r = 0
        elif r > one: r = one
    return r

def cvt_nan(df, sf, b, ftzf):
    # What the H200 gives for a NaN source (see ptxfp::cvtNaN).
    (se, sm), (de, dm) = FMT[sf], FMT[df]
    if sf == df: return quiet(b, df) if df == 'f64' else canon(df)
    if sf == 'bf16' and df == 'f32': return b << 16
    if 'f64' not in (sf, df): return canon(df)
    if df == 'f64' and ftzf: return 0x7fffffffe0000000
    sign = b >> (width(sf)-1); mant = b & ((1<<sm)-1)
    pay = mant << (dm-sm) if dm > sm else mant >> (sm-dm)
    return quiet((sign << (width(df)-1)) | (((1<<de)-1) << dm) | pay, df)

def cvt_if(df, ival, mode):
    return encode_round(Fr(ival), df, mode)

def cvt_fi(dt, sf, b, mode, ftzf=False):
    # dt like ('s',32)
    if ftzf and sf=='f32': b = ftz(b,sf)
    d = decode(b, sf)
    signed, bits = dt
    lo = -(1<<(bits-1)) if signed else 0
    hi = (1<<(bits-1))-1 if signed else (1<<bits)-1
    # A NaN gives what the H200 gives (docs/hardware-ground-truth.md): the
    # sign bit alone into 64 bits, or from f64; 0 otherwise.
    if d[0]=='nan': return (1 << (bits-1)) if (bits == 64 or sf == 'f64') else 0
    elif d[0]=='inf': v = hi if d[1]>0 else lo
    else:
        x = d[1]
        fl = math.floor(x)
        if mode=='rzi': v = math.trunc(x)
        elif mode=='rmi': v = fl
        elif mode=='rpi': v = math.ceil(x)
        else:
            r = x - fl
            v = fl + (1 if r > Fr(1,2) or (r == Fr(1,2) and fl % 2) else 0)
        v = max(lo, min(hi, v))
    return v & ((1<<bits)-1)

def minmax(op, f, a, b, nanf=False, xorsign=False, ftzf=False):
    W = width(f); NaN = canon(f)
    if ftzf: a, b = ftz(a,f), ftz(b,f)
    sx = 0
    if xorsign:
        sx = (a ^ b) & (1<<(W-1)); a &= ~(1<<(W-1)); b &= ~(1<<(W-1))
    da, db = decode(a,f), decode(b,f)
    an, bn = da[0]=='nan', db[0]=='nan'
    if nanf and (an or bn): r = NaN
    elif an and bn: r = quiet(b, f) if f == 'f64' else NaN  # the H200
    elif an: r = b
    elif bn: r = a
    else:
        def key(x, d):
            if d[0]=='inf': return (Fr(10)**400 * d[1], 0)
            return (d[1], -1 if d[2] else 0)  # -0 < +0
        ka, kb = key(a,da), key(b,db)
        if op=='min': r = a if ka <= kb else b
        else: r = a if ka >= kb else b
        if ka == kb: r = (a | b) if op=='min' else (a & b)
    if xorsign and r != NaN: r |= sx
    return r

def sqrt_round(bits, f, mode):
    """sqrt of an f32/f64 value, exactly rounded (integer square roots)."""
    r = sqrt_round_canon(bits, f, mode)
    return nan_result('sqrt', f, [bits]) if r == canon(f) else r

def sqrt_round_canon(bits, f, mode):
    W = width(f); NaN = canon(f); e, m = FMT[f]; bias = (1 << (e-1)) - 1
    d = decode(bits, f)
    if d[0] == 'nan': return NaN
    if d[0] == 'inf': return NaN if d[1] < 0 else bits
    x = d[1]
    if x == 0: return bits
    if x < 0: return NaN
    ex = 0
    while Fr(2)**(2*ex) > x: ex -= 1
    while Fr(2)**(2*ex+2) <= x: ex += 1
    q = max(ex, 1-bias) - m            # result ulp exponent
    y = x / Fr(2)**(2*q)                # sqrt(x)/2^q = sqrt(y)
    K = math.isqrt(y.numerator // y.denominator)
    exact = Fr(K*K) == y
    up = False
    if mode == 'rn':
        up = y > Fr(K*K) + K + Fr(1, 4)
    elif mode == 'rp':
        up = not exact
    kf = K + (1 if up else 0)
    return encode_round(Fr(kf) * Fr(2)**q, f, 'rz')

def div_round(a, b, f, mode, rcp=False):
    if rcp: a, b = (((1 << (FMT[f][0]-1)) - 1) << FMT[f][1]), a
    r = div_round_canon(a, b, f, mode)
    return nan_result('div', f, [a, b]) if r == canon(f) else r

def div_round_canon(a, b, f, mode):
    W = width(f); NaN = canon(f); inf = ((1 << FMT[f][0]) - 1) << FMT[f][1]
    da, db = decode(a, f), decode(b, f)
    if da[0] == 'nan' or db[0] == 'nan': return NaN
    sa = (da[1] < 0) if da[0] == 'inf' else da[2]
    sb = (db[1] < 0) if db[0] == 'inf' else db[2]
    s = (1 << (W-1)) if sa ^ sb else 0
    if da[0] == 'inf':
        return NaN if db[0] == 'inf' else s | inf
    if db[0] == 'inf': return s
    if db[1] == 0:
        return NaN if da[1] == 0 else s | inf
    if da[1] == 0: return s
    return encode_round(da[1] / db[1], f, mode)

# Integer references.
def mask(w): return (1 << w) - 1
def sx(v, w): v &= mask(w); return v - (1 << w) if v >> (w-1) else v

def prmt(a, b, c, mode):
    x = (b << 32) | a
    byte = lambda i: (x >> (8*i)) & 0xff
    c2 = c & 3
    out = 0
    for k in range(4):
        if mode is None:
            n = (c >> (4*k)) & 15; v = byte(n & 7)
            if n & 8: v = 0xff if v & 0x80 else 0
        else:
            idx = {'f4e': (c2 + k) & 7, 'b4e': (c2 - k) & 7, 'rc8': c2,
                   'ecl': max(c2, k), 'ecr': min(c2, k), 'rc16': ((c2 & 1) << 1) | (k & 1)}[mode]
            v = byte(idx)
        out |= v << (8*k)
    return out

def bfe(a, b, c, w, signed):
    # The 32-bit forms read the low 8 bits of pos and len; the H200 takes
    # the 64-bit forms' operands whole.
    m = 0xff if w == 32 else 0xffffffff
    msb = w - 1; pos = b & m; ln = c & m
    sbit = 0 if (not signed or ln == 0) else (a >> min(pos+ln-1, msb)) & 1
    d = 0
    for i in range(w):
        bit = (a >> (pos+i)) & 1 if (i < ln and pos+i <= msb) else sbit
        d |= bit << i
    return d

def bfi(f, a, b, c, w):
    m = 0xff if w == 32 else 0xffffffff
    msb = w - 1; pos = b & m; ln = c & m; d = a
    i = 0
    while i < ln and pos + i <= msb:
        d = (d & ~(1 << (pos+i))) | (((f >> i) & 1) << (pos+i)); i += 1
    return d & mask(w)

def bmsk(a, b, clamp):
    # The bits a .. a+b-1 that are below 32; .clamp takes a and b as they
    # are (a >= 32: no bit), .wrap both modulo 32.
    if clamp:
        lo, n = a, b
    else:
        lo, n = a % 32, b % 32
    return sum(1 << i for i in range(lo, min(lo + n, 32)))

def bfind(a, w, signed, shiftamt):
    if signed and sx(a, w) < 0: a = ~a & mask(w)
    if a == 0: return 0xffffffff
    p = a.bit_length() - 1
    return (w - 1 - p) if shiftamt else p

def lop3(a, b, c, lut):
    r = 0
    for i in range(32):
        idx = (((a >> i) & 1) << 2) | (((b >> i) & 1) << 1) | ((c >> i) & 1)
        r |= ((lut >> idx) & 1) << i
    return r

def shf(a, b, c, left, clamp):
    n = min(c, 32) if clamp else c & 31
    x = (b << 32) | a
    return ((x << n) >> 32) & mask(32) if left else (x >> n) & mask(32)

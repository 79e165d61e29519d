#!/usr/bin/env python3
#===- gen-rows.py - write the row table of the PTX arithmetic ground truth -===#
#
# Part of shfl-lowering, an out-of-tree LLVM project.
#
#===------------------------------------------------------------------------===#
"""Writes test/hardware/ptx_arith_rows.def, the one description of the PTX
instruction rows that test/hardware/ptx_arith.cu runs on an NVIDIA GPU and
that tools/dev/ptx-arith-check/ptx-arith-check.py runs through the inline-PTX
translator.  The .def is committed; this script only spells its families out
so that they can be read and extended.  `--check FILE` compares instead of
writing (test/ptx-arith/rows-def-fresh.test).

    python3 tools/dev/ptx-arith-check/gen-rows.py > test/hardware/ptx_arith_rows.def

To find the rows that ptxas rejects, empty ILLEGAL below, regenerate, and
    nvcc -std=c++17 -arch=sm_90 -ptx test/hardware/ptx_arith.cu -o /tmp/a.ptx
    ptxas -arch=sm_90 /tmp/a.ptx -o /dev/null 2> /tmp/ptxas.log
    python3 tools/dev/ptx-arith-check/gen-rows.py --ptxas-reasons /tmp/a.ptx /tmp/ptxas.log
which prints the ILLEGAL entries (row name from the kernel k_<row> that holds
each error line).

A row is one PTX statement (or a small `{ }` block around it, where the
instruction needs a predicate) with `%N` operands, written exactly as CUDA
source writes inline PTX.  Its operand kinds (PTX_KIND lines) give the
constraint letter, the register width and the input set of each operand.
Forms that ptxas 13.0 rejects for sm_90 are kept as PTX_DROPPED lines with
ptxas's reason, so that the list of what is not covered stays in one place.
"""
import sys

# --- operand kinds ----------------------------------------------------------
# name, constraint letter, bytes, what the input set is.
KINDS = [
    ("B16", "h", 2, "16-bit integer (bits)"),
    ("U16", "h", 2, "unsigned 16-bit integer"),
    ("S16", "h", 2, "signed 16-bit integer"),
    ("U8H", "h", 2, "unsigned 8-bit integer in a 16-bit register (upper bits set too)"),
    ("S8H", "h", 2, "signed 8-bit integer in a 16-bit register (upper bits set too)"),
    ("F16", "h", 2, "IEEE binary16"),
    ("BF16", "h", 2, "bfloat16"),
    ("B32", "r", 4, "32-bit integer (bits)"),
    ("U32", "r", 4, "unsigned 32-bit integer"),
    ("S32", "r", 4, "signed 32-bit integer"),
    ("U8R", "r", 4, "unsigned 8-bit integer in a 32-bit register (upper bits set too)"),
    ("S8R", "r", 4, "signed 8-bit integer in a 32-bit register (upper bits set too)"),
    ("U16R", "r", 4, "unsigned 16-bit integer in a 32-bit register (upper bits set too)"),
    ("S16R", "r", 4, "signed 16-bit integer in a 32-bit register (upper bits set too)"),
    ("F16X2", "r", 4, "two binary16, low half first"),
    ("BF16X2", "r", 4, "two bfloat16, low half first"),
    ("U16X2", "r", 4, "two unsigned 16-bit integers"),
    ("S16X2", "r", 4, "two signed 16-bit integers"),
    ("SH", "r", 4, "shift amount (u32)"),
    ("BP", "r", 4, "bit position or length (u32)"),
    ("PR", "r", 4, "predicate source: 0, 1 or other u32"),
    ("SEL", "r", 4, "prmt selector (u32)"),
    ("F32", "f", 4, "IEEE binary32"),
    ("B64", "l", 8, "64-bit integer (bits)"),
    ("U64", "l", 8, "unsigned 64-bit integer"),
    ("S64", "l", 8, "signed 64-bit integer"),
    ("F64", "d", 8, "IEEE binary64"),
]

rows = []      # (macro, name, template, outs, ins, imm)
dropped = []   # (name, template, reason)
names = set()


def add(name, tmpl, outs, ins, imm=None):
    assert name not in names, name
    names.add(name)
    rows.append((name, tmpl, outs, ins, imm))


def nm(s):
    return s.replace(".", "_")


# --- what ptxas 13.0 (sm_90) rejects: name -> reason -------------------------
# ptxas's messages for the rows, from `--ptxas-reasons` (module docstring).
ILLEGAL = {
    "cvt_rni_u8_bf16_r": "Arguments mismatch for instruction 'cvt'",
    "cvt_rzi_u8_bf16_r": "Arguments mismatch for instruction 'cvt'",
    "cvt_rmi_u8_bf16_r": "Arguments mismatch for instruction 'cvt'",
    "cvt_rpi_u8_bf16_r": "Arguments mismatch for instruction 'cvt'",
    "cvt_rn_bf16_u8_r": "Arguments mismatch for instruction 'cvt'",
    "cvt_rz_bf16_u8_r": "Arguments mismatch for instruction 'cvt'",
    "cvt_rm_bf16_u8_r": "Arguments mismatch for instruction 'cvt'",
    "cvt_rp_bf16_u8_r": "Arguments mismatch for instruction 'cvt'",
    "cvt_rni_s8_bf16_r": "Arguments mismatch for instruction 'cvt'",
    "cvt_rzi_s8_bf16_r": "Arguments mismatch for instruction 'cvt'",
    "cvt_rmi_s8_bf16_r": "Arguments mismatch for instruction 'cvt'",
    "cvt_rpi_s8_bf16_r": "Arguments mismatch for instruction 'cvt'",
    "cvt_rn_bf16_s8_r": "Arguments mismatch for instruction 'cvt'",
    "cvt_rz_bf16_s8_r": "Arguments mismatch for instruction 'cvt'",
    "cvt_rm_bf16_s8_r": "Arguments mismatch for instruction 'cvt'",
    "cvt_rp_bf16_s8_r": "Arguments mismatch for instruction 'cvt'",
    "mad_f32": "Rounding modifier required for instruction 'mad'",
    "div_f32": "Rounding modifier or '.approx' modifier required for instruction 'div'",
    "min_NaN_f64": "Illegal modifier '.NaN' for instruction 'min'",
    "cvt_rni_u8_bf16": "Arguments mismatch for instruction 'cvt'",
    "cvt_rzi_u8_bf16": "Arguments mismatch for instruction 'cvt'",
    "cvt_rmi_u8_bf16": "Arguments mismatch for instruction 'cvt'",
    "cvt_rpi_u8_bf16": "Arguments mismatch for instruction 'cvt'",
    "cvt_rzi_sat_u8_bf16": "Arguments mismatch for instruction 'cvt'",
    "cvt_rni_s8_bf16": "Arguments mismatch for instruction 'cvt'",
    "cvt_rzi_s8_bf16": "Arguments mismatch for instruction 'cvt'",
    "cvt_rmi_s8_bf16": "Arguments mismatch for instruction 'cvt'",
    "cvt_rpi_s8_bf16": "Arguments mismatch for instruction 'cvt'",
    "cvt_rzi_sat_s8_bf16": "Arguments mismatch for instruction 'cvt'",
    "cvt_rzi_sat_u16_bf16": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_rzi_sat_s16_bf16": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_rzi_sat_u32_bf16": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_rzi_sat_s32_bf16": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_rzi_sat_u64_bf16": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_rzi_sat_s64_bf16": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_rn_bf16_u8": "Arguments mismatch for instruction 'cvt'",
    "cvt_rz_bf16_u8": "Arguments mismatch for instruction 'cvt'",
    "cvt_rm_bf16_u8": "Arguments mismatch for instruction 'cvt'",
    "cvt_rp_bf16_u8": "Arguments mismatch for instruction 'cvt'",
    "cvt_rn_bf16_s8": "Arguments mismatch for instruction 'cvt'",
    "cvt_rz_bf16_s8": "Arguments mismatch for instruction 'cvt'",
    "cvt_rm_bf16_s8": "Arguments mismatch for instruction 'cvt'",
    "cvt_rp_bf16_s8": "Arguments mismatch for instruction 'cvt'",
    "cvt_f32_s32": "Rounding modifier required for instruction 'cvt'",
    "cvt_f64_s32": "Rounding modifier required for instruction 'cvt'",
    "cvt_sat_u8_u8": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_s8_s8": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_u16_u8": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_u16_u16": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_s16_u8": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_s16_s8": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_s16_s16": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_u32_u8": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_u32_u16": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_u32_u32": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_s32_u8": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_s32_s8": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_s32_u16": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_s32_s16": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_s32_s32": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_u64_u8": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_u64_u16": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_u64_u32": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_u64_u64": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_s64_u8": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_s64_s8": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_s64_u16": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_s64_s16": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_s64_u32": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_s64_s32": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_sat_s64_s64": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_rm_satfinite_bf16_f32": "Modifier '.satfinite' cannot be combined with modifier '.rm'",
    "cvt_rm_relu_bf16_f32": "Illegal rounding modifier for instruction 'cvt'",
    "cvt_rm_relu_satfinite_bf16_f32": "Illegal rounding modifier for instruction 'cvt'; Modifier '.satfinite' cannot be combined with modifier '.rm'",
    "cvt_rp_satfinite_bf16_f32": "Modifier '.satfinite' cannot be combined with modifier '.rp'",
    "cvt_rp_relu_bf16_f32": "Illegal rounding modifier for instruction 'cvt'",
    "cvt_rp_relu_satfinite_bf16_f32": "Illegal rounding modifier for instruction 'cvt'; Modifier '.satfinite' cannot be combined with modifier '.rp'",
    "cvt_ftz_f64_f16": "Modifier '.ftz' does not apply to this type of convert operation",
    "cvt_sat_f32_bf16": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_ftz_f64_bf16": "Illegal modifier '.ftz' for instruction 'cvt'; Modifier '.ftz' does not apply to this type of convert operation",
    "cvt_sat_f64_bf16": "Illegal modifier '.sat' for instruction 'cvt'",
    "cvt_rni_ftz_f16_f16": "Modifier '.ftz' does not apply to this type of convert operation",
    "cvt_rzi_ftz_f16_f16": "Modifier '.ftz' does not apply to this type of convert operation",
    "cvt_rmi_ftz_f16_f16": "Modifier '.ftz' does not apply to this type of convert operation",
    "cvt_rpi_ftz_f16_f16": "Modifier '.ftz' does not apply to this type of convert operation",
    "mad_rn_f16": "Unexpected instruction types specified for 'mad'",
    "div_rn_f16": "Unexpected instruction types specified for 'div'",
    "rcp_rn_f16": "Unexpected instruction types specified for 'rcp'",
    "sqrt_rn_f16": "Unexpected instruction types specified for 'sqrt'",
    "mad_rn_f16x2": "Unexpected instruction types specified for 'mad'",
    "div_rn_f16x2": "Unexpected instruction types specified for 'div'",
    "rcp_rn_f16x2": "Unexpected instruction types specified for 'rcp'",
    "sqrt_rn_f16x2": "Unexpected instruction types specified for 'sqrt'",
    "mad_rn_bf16": "Unexpected instruction types specified for 'mad'",
    "div_rn_bf16": "Unexpected instruction types specified for 'div'",
    "rcp_rn_bf16": "Unexpected instruction types specified for 'rcp'",
    "sqrt_rn_bf16": "Unexpected instruction types specified for 'sqrt'",
    "mad_rn_bf16x2": "Unexpected instruction types specified for 'mad'",
    "div_rn_bf16x2": "Unexpected instruction types specified for 'div'",
    "rcp_rn_bf16x2": "Unexpected instruction types specified for 'rcp'",
    "sqrt_rn_bf16x2": "Unexpected instruction types specified for 'sqrt'",
    "cvt_rni_f32_f64": "Illegal rounding modifier for instruction 'cvt'",
    "cvt_rni_f16_f32": "Illegal rounding modifier for instruction 'cvt'",
    "cvt_rni_f64_f32": "Illegal rounding modifier for instruction 'cvt'",
    "cvt_rzi_f32_f64": "Illegal rounding modifier for instruction 'cvt'",
    "cvt_rzi_f16_f32": "Illegal rounding modifier for instruction 'cvt'",
    "cvt_rzi_f64_f32": "Illegal rounding modifier for instruction 'cvt'",
    "cvt_rmi_f32_f64": "Illegal rounding modifier for instruction 'cvt'",
    "cvt_rmi_f16_f32": "Illegal rounding modifier for instruction 'cvt'",
    "cvt_rmi_f64_f32": "Illegal rounding modifier for instruction 'cvt'",
    "cvt_rpi_f32_f64": "Illegal rounding modifier for instruction 'cvt'",
    "cvt_rpi_f16_f32": "Illegal rounding modifier for instruction 'cvt'",
    "cvt_rpi_f64_f32": "Illegal rounding modifier for instruction 'cvt'",
    "cvt_rn_s32_f32": "Illegal rounding modifier for instruction 'cvt'",
    "cvt_rni_f32_s32": "Illegal rounding modifier for instruction 'cvt'",
}


def row(tmpl, outs, ins, name=None, imm=None):
    if name is None:
        name = nm(tmpl.split()[0])
    if name in ILLEGAL:
        dropped.append((name, tmpl, ILLEGAL[name]))
        names.add(name)
        return
    add(name, tmpl, outs, ins, imm)


def un(op, d, a, name=None):
    row("%s %%0, %%1;" % op, [d], [a], name)


def bi(op, d, a, b, name=None):
    row("%s %%0, %%1, %%2;" % op, [d], [a, b], name)


def tri(op, d, a, b, c, name=None):
    row("%s %%0, %%1, %%2, %%3;" % op, [d], [a, b, c], name)


ITYPES = {"u16": "U16", "s16": "S16", "u32": "U32", "s32": "S32",
          "u64": "U64", "s64": "S64"}
WIDE = {"u16": "U32", "s16": "S32", "u32": "U64", "s32": "S64"}
BTYPES = {"b16": "B16", "b32": "B32", "b64": "B64"}
RND = ["rn", "rz", "rm", "rp"]
RNDI = ["rni", "rzi", "rmi", "rpi"]


def mods(*parts):
    return "".join("." + p for p in parts if p)


# --- integer arithmetic ------------------------------------------------------
def integer_arith():
    for t, k in ITYPES.items():
        bi("add." + t, k, k, k)
        bi("sub." + t, k, k, k)
    bi("add.sat.s32", "S32", "S32", "S32")
    bi("sub.sat.s32", "S32", "S32", "S32")
    for t, k in ITYPES.items():
        bi("mul.lo." + t, k, k, k)
        bi("mul.hi." + t, k, k, k)
        if t in WIDE:
            bi("mul.wide." + t, WIDE[t], k, k)
    for t, k in ITYPES.items():
        tri("mad.lo." + t, k, k, k, k)
        tri("mad.hi." + t, k, k, k, k)
        if t in WIDE:
            tri("mad.wide." + t, WIDE[t], k, k, WIDE[t])
    tri("mad.hi.sat.s32", "S32", "S32", "S32", "S32")
    for t in ("u32", "s32"):
        k = ITYPES[t]
        bi("mul24.lo." + t, k, k, k)
        bi("mul24.hi." + t, k, k, k)
        tri("mad24.lo." + t, k, k, k, k)
        tri("mad24.hi." + t, k, k, k, k)
    for t, k in ITYPES.items():
        bi("div." + t, k, k, k)
        bi("rem." + t, k, k, k)
    for t, k in ITYPES.items():
        bi("min." + t, k, k, k)
        bi("max." + t, k, k, k)
    for t, k in (("u16x2", "U16X2"), ("s16x2", "S16X2")):
        bi("min." + t, k, k, k)
        bi("max." + t, k, k, k)
    bi("min.relu.s32", "S32", "S32", "S32")
    bi("max.relu.s32", "S32", "S32", "S32")
    bi("min.relu.s16x2", "S16X2", "S16X2", "S16X2")
    bi("max.relu.s16x2", "S16X2", "S16X2", "S16X2")
    for t in ("s16", "s32", "s64"):
        un("neg." + t, ITYPES[t], ITYPES[t])
        un("abs." + t, ITYPES[t], ITYPES[t])
    for a in ("u32", "s32"):
        for b in ("u32", "s32"):
            tri("dp4a.%s.%s" % (a, b), "S32" if "s" in a + b else "U32", "B32", "B32", "B32")
    for hl in ("lo", "hi"):
        tri("dp2a.%s.s32.s32" % hl, "S32", "B32", "B32", "S32")
    # Immediate operands in the four spellings the translator must read.
    row("add.s32 %0, %1, -5;", ["S32"], ["S32"], "add_s32_imm_dec")
    row("and.b32 %0, %1, 0xff00ff00;", ["B32"], ["B32"], "and_b32_imm_hex")
    row("shr.s32 %0, %1, 017;", ["S32"], ["S32"], "shr_s32_imm_oct_amount")
    row("mul.lo.u64 %0, %1, 0x100000001;", ["U64"], ["U64"], "mul_lo_u64_imm_hex")
    row("sub.u32 %0, 0xFFFFFFFF, %1;", ["U32"], ["U32"], "sub_u32_imm_first")


# --- bit operations ----------------------------------------------------------
def bit_ops():
    for t, k in BTYPES.items():
        bi("and." + t, k, k, k)
        bi("or." + t, k, k, k)
        bi("xor." + t, k, k, k)
        un("not." + t, k, k)
        un("cnot." + t, k, k)
    for t, k in BTYPES.items():
        bi("shl." + t, k, k, "SH")
    for t, k in list(BTYPES.items()) + list(ITYPES.items()):
        bi("shr." + t, k, k, "SH")
    for d in ("l", "r"):
        for m in ("wrap", "clamp"):
            tri("shf.%s.%s.b32" % (d, m), "B32", "B32", "B32", "SH")
    for t, k in (("u32", "U32"), ("s32", "S32"), ("u64", "U64"), ("s64", "S64")):
        tri("bfe." + t, k, k, "BP", "BP")
    row("bfi.b32 %0, %1, %2, %3, %4;", ["B32"], ["B32", "B32", "BP", "BP"])
    row("bfi.b64 %0, %1, %2, %3, %4;", ["B64"], ["B64", "B64", "BP", "BP"])
    row("bfe.u32 %0, %1, 8, 4;", ["U32"], ["U32"], "bfe_u32_imm")
    for t, k in (("b32", "B32"), ("b64", "B64")):
        un("popc." + t, "U32", k)
        un("clz." + t, "U32", k)
        un("brev." + t, k, k)
    for t, k in (("u32", "U32"), ("s32", "S32"), ("u64", "U64"), ("s64", "S64")):
        un("bfind." + t, "U32", k)
        un("bfind.shiftamt." + t, "U32", k)
    # lop3: a few look-up tables, in hex, decimal and octal, and one through
    # an "n" operand (the way CUDA's __lop3 wrappers pass it).
    for lut in (0x00, 0xff, 0x96, 0xe8, 0xca, 0xf0, 0xcc, 0xaa, 0x80, 0xfe,
                0x01, 0x6a, 0x1e, 0xb4, 0x3c, 0x57):
        row("lop3.b32 %%0, %%1, %%2, %%3, 0x%02x;" % lut, ["B32"],
            ["B32", "B32", "B32"], "lop3_b32_0x%02x" % lut)
    row("lop3.b32 %0, %1, %2, %3, 232;", ["B32"], ["B32", "B32", "B32"],
        "lop3_b32_dec232")
    row("lop3.b32 %0, %1, %2, %3, 0226;", ["B32"], ["B32", "B32", "B32"],
        "lop3_b32_oct0226")
    row("lop3.b32 %0, %1, %2, %3, %4;", ["B32"], ["B32", "B32", "B32"],
        "lop3_b32_n0x78", imm=0x78)
    tri("prmt.b32", "B32", "B32", "B32", "SEL")
    for m in ("f4e", "b4e", "rc8", "ecl", "ecr", "rc16"):
        tri("prmt.b32." + m, "B32", "B32", "B32", "SEL")
    row("prmt.b32 %0, %1, %2, 0x5410;", ["B32"], ["B32", "B32"], "prmt_b32_imm")


# --- setp / selp -------------------------------------------------------------
ICMP = ["eq", "ne", "lt", "le", "gt", "ge"]
UCMP = ICMP + ["lo", "ls", "hi", "hs"]
FCMP = ICMP + ["equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"]
SETP = "{ .reg .pred p; setp.%s p, %%1, %%2; selp.u32 %%0, 1, 0, p; }"
SETP2 = ("{ .reg .pred p, q; .reg .b32 t0, t1; setp.%s p|q, %%1, %%2; "
         "selp.u32 t0, 1, 0, p; selp.u32 t1, 2, 0, q; or.b32 %%0, t0, t1; }")


def setp():
    for t in ("s16", "s32", "s64"):
        for c in ICMP:
            row(SETP % (c + "." + t), ["U32"], [ITYPES[t]] * 2, "setp_%s_%s" % (c, t))
    for t in ("u16", "u32", "u64"):
        for c in UCMP:
            row(SETP % (c + "." + t), ["U32"], [ITYPES[t]] * 2, "setp_%s_%s" % (c, t))
    for t, k in BTYPES.items():
        for c in ("eq", "ne"):
            row(SETP % (c + "." + t), ["U32"], [k] * 2, "setp_%s_%s" % (c, t))
    for t, k, ftz in (("f32", "F32", True), ("f64", "F64", False),
                      ("f16", "F16", True), ("bf16", "BF16", False)):
        for c in FCMP:
            row(SETP % (c + "." + t), ["U32"], [k] * 2, "setp_%s_%s" % (c, t))
            if ftz:
                row(SETP % (c + ".ftz." + t), ["U32"], [k] * 2,
                    "setp_%s_ftz_%s" % (c, t))
    for t, k, ftz in (("f16x2", "F16X2", True), ("bf16x2", "BF16X2", False)):
        for c in FCMP:
            row(SETP2 % (c + "." + t), ["U32"], [k] * 2, "setp_%s_%s" % (c, t))
            if ftz:
                row(SETP2 % (c + ".ftz." + t), ["U32"], [k] * 2,
                    "setp_%s_ftz_%s" % (c, t))
    # The boolean forms: p = (a cmp b) op c, and op !c.
    comb = ("{ .reg .pred p, c; setp.ne.u32 c, %%3, 0; setp.%s p, %%1, %%2, %s; "
            "selp.u32 %%0, 1, 0, p; }")
    for t, k in (("f32", "F32"), ("s32", "S32")):
        for bop in ("and", "or", "xor"):
            for neg in ("", "!"):
                row(comb % ("lt.%s.%s" % (bop, t), neg + "c"), ["U32"], [k, k, "PR"],
                    "setp_lt_%s%s_%s" % (bop, "_not" if neg else "", t))
    # selp on every register type; the predicate comes from a third input.
    sel = "{ .reg .pred p; setp.ne.u32 p, %%3, 0; selp.%s %%0, %%1, %%2, p; }"
    for t, k in (("b16", "B16"), ("u16", "U16"), ("b32", "B32"), ("s32", "S32"),
                 ("b64", "B64"), ("u64", "U64"), ("f32", "F32"), ("f64", "F64")):
        row(sel % t, [k], [k, k, "PR"], "selp_" + t)


# --- floating-point arithmetic -----------------------------------------------
def f32_arith():
    for op in ("add", "sub", "mul"):
        for r in [""] + RND:
            for ftz in ("", "ftz"):
                for sat in ("", "sat"):
                    bi(op + mods(r, ftz, sat) + ".f32", "F32", "F32", "F32")
    for op in ("fma", "mad"):
        for r in RND:
            for ftz in ("", "ftz"):
                for sat in ("", "sat"):
                    tri(op + mods(r, ftz, sat) + ".f32", "F32", "F32", "F32", "F32")
    tri("mad.f32", "F32", "F32", "F32", "F32")
    for m in ("approx", "approx.ftz", "full", "full.ftz"):
        bi("div.%s.f32" % m, "F32", "F32", "F32")
    for r in RND:
        for ftz in ("", "ftz"):
            bi("div" + mods(r, ftz) + ".f32", "F32", "F32", "F32")
    bi("div.f32", "F32", "F32", "F32")
    for op in ("rcp", "sqrt"):
        for m in ["approx", "approx.ftz"] + RND + [r + ".ftz" for r in RND]:
            un("%s.%s.f32" % (op, m), "F32", "F32")
    for op in ("rsqrt", "ex2", "lg2", "sin", "cos"):
        un(op + ".approx.f32", "F32", "F32")
        un(op + ".approx.ftz.f32", "F32", "F32")
    un("tanh.approx.f32", "F32", "F32")
    for op in ("min", "max"):
        for ftz in ("", "ftz"):
            for nan in ("", "NaN"):
                for xs in ("", "xorsign.abs"):
                    bi(op + mods(ftz, nan, xs) + ".f32", "F32", "F32", "F32")
    for ftz in ("", "ftz"):
        un("neg" + mods(ftz) + ".f32", "F32", "F32")
        un("abs" + mods(ftz) + ".f32", "F32", "F32")
    bi("copysign.f32", "F32", "F32", "F32")
    row("add.f32 %0, %1, 0f3F800000;", ["F32"], ["F32"], "add_f32_imm_hexfloat")
    row("mul.rn.f32 %0, %1, 0F3EAAAAAB;", ["F32"], ["F32"], "mul_rn_f32_imm_hexfloat_upper")


def f64_arith():
    for op in ("add", "sub", "mul"):
        for r in [""] + RND:
            bi(op + mods(r) + ".f64", "F64", "F64", "F64")
    for op in ("fma", "mad"):
        for r in RND:
            tri(op + mods(r) + ".f64", "F64", "F64", "F64", "F64")
    for r in RND:
        bi("div.%s.f64" % r, "F64", "F64", "F64")
        un("rcp.%s.f64" % r, "F64", "F64")
        un("sqrt.%s.f64" % r, "F64", "F64")
    un("rcp.approx.ftz.f64", "F64", "F64")
    un("rsqrt.approx.f64", "F64", "F64")
    un("rsqrt.approx.ftz.f64", "F64", "F64")
    bi("min.f64", "F64", "F64", "F64")
    bi("max.f64", "F64", "F64", "F64")
    bi("min.NaN.f64", "F64", "F64", "F64")
    un("neg.f64", "F64", "F64")
    un("abs.f64", "F64", "F64")
    bi("copysign.f64", "F64", "F64", "F64")
    row("mul.f64 %0, %1, 0d3FF8000000000000;", ["F64"], ["F64"], "mul_f64_imm_hexdouble")


def half_arith(t, k, ftzok):
    """f16, f16x2, bf16, bf16x2 arithmetic.  `ftzok`: the type has .ftz/.sat."""
    ftzs = ("", "ftz") if ftzok else ("",)
    sats = ("", "sat") if ftzok else ("",)
    for op in ("add", "sub", "mul"):
        for r in ("", "rn"):
            for ftz in ftzs:
                for sat in sats:
                    bi(op + mods(r, ftz, sat) + "." + t, k, k, k)
    for ftz in ftzs:
        for sat in sats:
            tri("fma.rn" + mods(ftz, sat) + "." + t, k, k, k, k)
    for ftz in ftzs:
        tri("fma.rn" + mods(ftz) + ".relu." + t, k, k, k, k)
    tri("fma.rn.oob." + t, k, k, k, k)
    tri("fma.rn.oob.relu." + t, k, k, k, k)
    for ftz in ftzs:
        un("neg" + mods(ftz) + "." + t, k, k)
        un("abs" + mods(ftz) + "." + t, k, k)
    for op in ("min", "max"):
        for ftz in ftzs:
            for nan in ("", "NaN"):
                for xs in ("", "xorsign.abs"):
                    bi(op + mods(ftz, nan, xs) + "." + t, k, k, k)
    if ftzok:
        un("ex2.approx." + t, k, k)
    else:
        un("ex2.approx.ftz." + t, k, k)
    un("tanh.approx." + t, k, k)
    # Not in the ISA for these types; kept to list what ptxas says.
    tri("mad.rn." + t, k, k, k, k)
    bi("div.rn." + t, k, k, k)
    un("rcp.rn." + t, k, k)
    un("sqrt.rn." + t, k, k)


# --- conversions -------------------------------------------------------------
INTS = [("u8", "U8H"), ("s8", "S8H"), ("u16", "U16"), ("s16", "S16"),
        ("u32", "U32"), ("s32", "S32"), ("u64", "U64"), ("s64", "S64")]
FLOATS = [("f16", "F16"), ("bf16", "BF16"), ("f32", "F32"), ("f64", "F64")]


def cvt(m, d, s, dk, sk, name=None):
    op = "cvt" + mods(*m) + "." + d + "." + s
    if name is None:
        name = nm(op)
    row("%s %%0, %%1;" % op, [dk], [sk], name)


def conversions():
    # float -> int, every rounding; .ftz where the source is f32; .sat once
    # per pair (float-to-int conversions clamp anyway: .sat must not change it).
    for f, fk in FLOATS:
        for i, ik in INTS:
            for r in RNDI:
                cvt([r], i, f, ik, fk)
                if f == "f32":
                    cvt([r, "ftz"], i, f, ik, fk)
            cvt(["rzi", "sat"], i, f, ik, fk)
    # 8- and 16-bit results and sources in a 32-bit register ("r"): the
    # extension rules of sub-word types.
    for i, ik in (("u8", "U8R"), ("s8", "S8R"), ("u16", "U16R"), ("s16", "S16R")):
        cvt(["rni"], i, "f32", ik, "F32", "cvt_rni_%s_f32_r" % i)
        cvt(["rn"], "f32", i, "F32", ik, "cvt_rn_f32_%s_r" % i)
    # bf16 <-> 8-bit integers with a 32-bit register (ptxas rejects them with
    # a 16-bit one too).
    for i, ik in (("u8", "U8R"), ("s8", "S8R")):
        for r in RNDI:
            cvt([r], i, "bf16", ik, "BF16", "cvt_%s_%s_bf16_r" % (r, i))
        for r in RND:
            cvt([r], "bf16", i, "BF16", ik, "cvt_%s_bf16_%s_r" % (r, i))
    # int -> float, every rounding.
    for f, fk in FLOATS:
        for i, ik in INTS:
            for r in RND:
                cvt([r], f, i, fk, ik)
    cvt([], "f32", "s32", "F32", "S32")
    cvt([], "f64", "s32", "F64", "S32")
    cvt(["rn", "sat"], "f32", "s32", "F32", "S32")
    cvt(["rn", "sat"], "f16", "u32", "F16", "U32")
    # int -> int, with and without .sat.
    for d, dk in INTS:
        for s, sk in INTS:
            cvt([], d, s, dk, sk)
            cvt(["sat"], d, s, dk, sk)
    for d, dk in (("s8", "S8R"), ("u8", "U8R"), ("s16", "S16R"), ("u16", "U16R")):
        cvt([], d, "s32", dk, "S32", "cvt_%s_s32_r" % d)
        cvt(["sat"], d, "s32", dk, "S32", "cvt_sat_%s_s32_r" % d)
    cvt([], "s32", "s8", "S32", "S8R", "cvt_s32_s8_r")
    cvt([], "u32", "u16", "U32", "U16R", "cvt_u32_u16_r")
    # float -> float.
    for r in RND:
        for ftz in ("", "ftz"):
            for sat in ("", "sat"):
                cvt([r, ftz, sat], "f16", "f32", "F16", "F32")
                cvt([r, ftz, sat], "f32", "f64", "F32", "F64")
        cvt([r], "f16", "f64", "F16", "F64")
        cvt([r, "sat"], "f16", "f64", "F16", "F64")
        for relu in ("", "relu"):
            for satf in ("", "satfinite"):
                cvt([r, relu, satf], "bf16", "f32", "BF16", "F32")
        cvt([r], "bf16", "f64", "BF16", "F64")
        cvt([r], "bf16", "f16", "BF16", "F16")
        cvt([r], "f16", "bf16", "F16", "BF16")
    cvt(["rn", "relu"], "f16", "f32", "F16", "F32")
    cvt(["rn", "satfinite"], "f16", "f32", "F16", "F32")
    for d, dk, s, sk in (("f32", "F32", "f16", "F16"), ("f64", "F64", "f16", "F16"),
                         ("f32", "F32", "bf16", "BF16"), ("f64", "F64", "bf16", "BF16"),
                         ("f64", "F64", "f32", "F32")):
        cvt([], d, s, dk, sk)
        cvt(["ftz"], d, s, dk, sk)
        cvt(["sat"], d, s, dk, sk)
    # Same type: round to an integral value, flush, saturate.
    for r in RNDI:
        for ftz in ("", "ftz"):
            for sat in ("", "sat"):
                cvt([r, ftz, sat], "f32", "f32", "F32", "F32")
        cvt([r], "f64", "f64", "F64", "F64")
        cvt([r, "sat"], "f64", "f64", "F64", "F64")
        cvt([r], "f16", "f16", "F16", "F16")
        cvt([r, "ftz"], "f16", "f16", "F16", "F16")
        cvt([r], "bf16", "bf16", "BF16", "BF16")
    # Integer rounding between float types, and float rounding to an integer
    # type (not in the ISA; kept to list what ptxas says).
    for r in RNDI:
        cvt([r], "f32", "f64", "F32", "F64")
        cvt([r], "f16", "f32", "F16", "F32")
        cvt([r], "f64", "f32", "F64", "F32")
    cvt(["rn"], "s32", "f32", "S32", "F32")
    cvt(["rni"], "f32", "s32", "F32", "S32")
    cvt(["ftz"], "f32", "f32", "F32", "F32")
    cvt(["sat"], "f32", "f32", "F32", "F32")
    cvt(["ftz", "sat"], "f32", "f32", "F32", "F32")
    cvt(["sat"], "f64", "f64", "F64", "F64")
    cvt(["sat"], "f16", "f16", "F16", "F16")
    # Two f32 to a packed pair: d = {cvt(b), cvt(a)} (a goes to the upper half).
    for m in (["rn"], ["rn", "relu"], ["rz"], ["rn", "satfinite"]):
        for t, k in (("f16x2", "F16X2"), ("bf16x2", "BF16X2")):
            op = "cvt" + mods(*m) + "." + t + ".f32"
            row("%s %%0, %%1, %%2;" % op, [k], ["F32", "F32"], nm(op))


# --- mov: packing, unpacking ---------------------------------------------------
def moves():
    for t, k in (("b16", "B16"), ("u16", "U16"), ("b32", "B32"), ("s32", "S32"),
                 ("f32", "F32"), ("b64", "B64"), ("f64", "F64")):
        un("mov." + t, k, k)
    row("mov.b32 %0, {%1, %2};", ["B32"], ["B16", "B16"], "mov_b32_pack")
    row("mov.b32 {%0, %1}, %2;", ["B16", "B16"], ["B32"], "mov_b32_unpack")
    row("mov.b64 %0, {%1, %2};", ["B64"], ["B32", "B32"], "mov_b64_pack")
    row("mov.b64 {%0, %1}, %2;", ["B32", "B32"], ["B64"], "mov_b64_unpack")
    row("mov.b64 %0, {%1, %2, %3, %4};", ["B64"], ["B16"] * 4, "mov_b64_pack4")
    row("{ .reg .b16 a, b, c, d; mov.b64 {a, b, c, d}, %1; mov.b32 %0, {d, b}; }",
        ["B32"], ["B64"], "mov_b64_unpack4")
    row("{ .reg .b16 lo; mov.b32 {lo, _}, %1; mov.b16 %0, lo; }", ["B16"], ["B32"],
        "mov_b32_unpack_sink_hi")
    row("{ .reg .b16 hi; mov.b32 {_, hi}, %1; mov.b16 %0, hi; }", ["B16"], ["B32"],
        "mov_b32_unpack_sink_lo")
    row("mov.b32 %0, %1;", ["B32"], ["F32"], "mov_b32_from_f32")
    row("mov.b64 %0, %1;", ["F64"], ["B64"], "mov_b64_to_f64")
    # cuda_fp16.hpp's __half22float2 helpers, word for word.
    row("{.reg .f16 low,high;\n  mov.b32 {low,high},%1;\n  cvt.f32.f16 %0, low;}",
        ["F32"], ["F16X2"], "cuda_fp16_low2float")
    row("{.reg .f16 low,high;\n  mov.b32 {low,high},%1;\n  cvt.f32.f16 %0, high;}",
        ["F32"], ["F16X2"], "cuda_fp16_high2float")
    row("{  mov.b32 %0, {%1,%2};}\n", ["F16X2"], ["F16", "F16"], "cuda_fp16_halves2half2")


def ptxas_reasons(ptx_path, log_path):
    """Prints `"row": "ptxas message",` for every row with a ptxas error."""
    import bisect
    import re
    starts, kernels = [], []
    with open(ptx_path) as f:
        for n, line in enumerate(f, 1):
            m = re.match(r"\s*\.visible \.entry _Z(\d+)(k_\w+)", line)
            if m:
                starts.append(n)
                kernels.append(m.group(2)[:int(m.group(1))][2:])
    found = {}
    with open(log_path) as f:
        for line in f:
            m = re.search(r"line (\d+); error\s*:\s*(.*)", line)
            if m:
                k = kernels[bisect.bisect_right(starts, int(m.group(1))) - 1]
                found.setdefault(k, [])
                if m.group(2).strip() not in found[k]:
                    found[k].append(m.group(2).strip())
    for k, msgs in found.items():
        print('    "%s": "%s",' % (k, "; ".join(msgs).replace('"', '\\"')))
    return 0


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--ptxas-reasons":
        return ptxas_reasons(sys.argv[2], sys.argv[3])
    integer_arith()
    bit_ops()
    setp()
    f32_arith()
    f64_arith()
    half_arith("f16", "F16", True)
    half_arith("f16x2", "F16X2", True)
    half_arith("bf16", "BF16", False)
    half_arith("bf16x2", "BF16X2", False)
    conversions()
    moves()

    out = []
    w = out.append
    w("//===- ptx_arith_rows.def - PTX instruction rows run on NVIDIA hardware -===//")
    w("//")
    w("// Part of shfl-lowering, an out-of-tree LLVM project.")
    w("//")
    w("// GENERATED by tools/dev/ptx-arith-check/gen-rows.py; edit that script, then")
    w("//   python3 tools/dev/ptx-arith-check/gen-rows.py > test/hardware/ptx_arith_rows.def")
    w("//")
    w("// Read by test/hardware/ptx_arith.cu (CUDA, through the macros below), by")
    w("// test/hardware/ptx_arith_spec.h (the inputs of each row) and by")
    w("// tools/dev/ptx-arith-check/ptx-arith-check.py (which parses these lines).")
    w("// One row per line.  Templates use %N operands as CUDA source does.")
    w("//")
    w("//   PTX_KIND(Name, \"constraint\", Bytes)")
    w("//   PTX_ROW(Name, \"template\", Outs, Ins, OutKind0, OutKind1, InKind0..3, Imm)")
    w("//       Outs: 1 or 2 outputs (%0[, %1]); Ins: 1 to 4 register inputs;")
    w("//       unused kinds are NONE.  Imm: NOIMM, or IMM(V): one more operand")
    w("//       after the inputs, an \"n\" immediate of value V.")
    w("//   PTX_DROPPED(Name, \"template\", \"why\"): not run (ptxas rejects it for sm_90)")
    w("//")
    w("//===----------------------------------------------------------------------===//")
    w("")
    w("#ifndef PTX_KIND")
    w("#define PTX_KIND(Name, Constraint, Bytes)")
    w("#endif")
    w("#ifndef PTX_ROW")
    w("#define PTX_ROW(Name, Template, Outs, Ins, O0, O1, I0, I1, I2, I3, Imm)")
    w("#endif")
    w("#ifndef PTX_DROPPED")
    w("#define PTX_DROPPED(Name, Template, Why)")
    w("#endif")
    w("")
    for k in KINDS:
        w('PTX_KIND(%s, "%s", %d) // %s' % (k[0], k[1], k[2], k[3]))
    w("")

    def cstr(s):
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'

    for name, tmpl, outs, ins, imm in rows:
        o = outs + ["NONE"] * (2 - len(outs))
        i = ins + ["NONE"] * (4 - len(ins))
        w("PTX_ROW(%s, %s, %d, %d, %s, %s, %s, %s, %s, %s, %s)" % (
            name, cstr(tmpl), len(outs), len(ins), o[0], o[1], i[0], i[1], i[2], i[3],
            "NOIMM" if imm is None else "IMM(0x%x)" % imm))
    w("")
    for name, tmpl, why in dropped:
        w("PTX_DROPPED(%s, %s, %s)" % (name, cstr(tmpl), cstr(why)))
    w("")
    w("#undef PTX_KIND")
    w("#undef PTX_ROW")
    w("#undef PTX_DROPPED")
    text = "\n".join(out) + "\n"
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        with open(sys.argv[2]) as f:
            if f.read() != text:
                sys.stderr.write("error: %s is not what gen-rows.py writes; regenerate it\n"
                                 % sys.argv[2])
                return 1
        print("%d rows, %d dropped: up to date" % (len(rows), len(dropped)))
        return 0
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Writes one line of assembly per hgpu instruction, from the backend's
TableGen records (llvm-tblgen -dump-json of HGPUTarget.td):

  every-instruction.py hgpu.json hgpu1|hgpu2 [--only-native-shfl]
                       [--no-negated-guard]

For hgpu1, the instructions that need native-shfl are left out (or, with
--only-native-shfl, they are the only ones written).  --no-negated-guard
leaves out the @!p branch, which LLVM before 21 cannot parse (docs/hgpu.md).  Each operand takes a
value from its class's list in turn, so the lines cover high and low
register numbers and the immediates' extremes.  The values are the ones
the disassembler prints back: an immediate of a 32-bit field is written
unsigned, a 64-bit instruction's one signed, a branch target as its
displacement.  Every line starts with a tab, as hgpu-mc -disassemble
prints it."""
import json
import re
import sys

VALUES = {
    "GPR32": ["r%d" % n for n in (0, 63, 17, 42, 5, 31, 58, 9)],
    "GPR64": ["d%d" % n for n in (0, 31, 12, 7, 25)],
    "PRED": ["p%d" % n for n in (0, 31, 3, 19)],
    "i32imm_hgpu": ["0", "4294967295", "2147483648", "65536", "123", "8"],
    "s32imm64": ["-2147483648", "2147483647", "-7", "0"],
    "width_imm": ["1", "2", "4", "8", "16", "32"],
    "lane_imm": ["0", "31", "5", "17"],
    "sreg": ["%tid.x", "%ntid.y", "%ctaid.z", "%nctaid.x"],
    "brtarget": ["-32", "8", "2147483640", "-2147483648"],
}


def main():
    records = json.load(open(sys.argv[1]))
    cpu = sys.argv[2]
    only_native = "--only-native-shfl" in sys.argv[3:]
    no_negated_guard = "--no-negated-guard" in sys.argv[3:]
    used = {}
    for name in records["!instanceof"]["HGPUInst"]:
        r = records[name]
        native = any(p["def"] == "HasNativeShfl" for p in r["Predicates"])
        if only_native != (native and cpu == "hgpu1"):
            continue
        if no_negated_guard and r["AsmString"].startswith("@!"):
            continue
        kinds = {}
        for dag in (r["OutOperandList"], r["InOperandList"]):
            for arg, opname in dag["args"]:
                kinds[opname] = arg["def"]

        def value(m):
            kind = kinds[m.group(1)]
            values = VALUES[kind]
            used[kind] = used.get(kind, -1) + 1
            return values[used[kind] % len(values)]

        print("\t" + re.sub(r"\$(\w+)", value, r["AsmString"]))


if __name__ == "__main__":
    main()

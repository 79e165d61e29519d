#!/usr/bin/env python3
"""A stand-in for `opt -passes=ptx-asm-to-ir`, for the tests of
tools/dev/ptx-arith-check: it translates a few 32-bit integer rows, and misbehaves
on purpose as -passes= asks (comma-separated):

  good         add.u32, xor.b32, and.b32, or.b32, not.b32, sub.u32, popc.b32
               become add, xor, and, or, xor -1, sub, llvm.ctpop
  wrong-sub    sub.u32 becomes add (wrong results)
  refuse-and   and.b32 gets an inline-asm error diagnostic, as the translator's
  crash-or     opt "crashes" (exit 139, a stack dump) on a module with or.b32
  nvvm-popc    popc.b32 becomes a call of llvm.nvvm.popc.i
  segv-not     not.b32 becomes a load from a null pointer

Other rows keep their inline asm.  Usage as opt's:
  fake-translator.py [-load-pass-plugin=X] -passes=LIST IN.ll [-S] [-o OUT] [-disable-output]
"""
import re
import sys

args = sys.argv[1:]
modes, src, dst = set(), None, None
i = 0
while i < len(args):
    a = args[i]
    if a.startswith("-passes="):
        modes = set(a[len("-passes="):].split(","))
    elif a == "-o":
        dst = args[i + 1]
        i += 1
    elif not a.startswith("-"):
        src = a
    i += 1
text = open(src).read()
if "crash-or" in modes and '"or.b32 ' in text:
    sys.stderr.write("Stack dump:\n0.\tProgram arguments: opt\n")
    sys.exit(139)

BIN = {"add.u32": "add", "xor.b32": "xor", "and.b32": "and", "or.b32": "or", "sub.u32": "sub"}
if "wrong-sub" in modes:
    BIN["sub.u32"] = "add"
errors, out, decls = [], [], set()
for line in text.splitlines():
    m = re.match(r'  (%\w+) = call i32 asm "([\w.]+) \$0, \$1(, \$2)?;", "[^"]*"\(([^)]*)\) #0, !srcloc !(\d+)$', line)
    if m and "good" in modes:
        res, op, ops, md = m.group(1), m.group(2), [o.split()[1] for o in m.group(4).split(", ")], m.group(5)
        if op == "and.b32" and "refuse-and" in modes:
            loc = re.search(r"^!%s = !\{i64 (\d+)" % md, text, re.M).group(1)
            errors.append("error: inline PTX 'and.b32 $0, $1, $2;' cannot be translated: "
                          "refused for the test at line %s" % loc)
        elif op in BIN and len(ops) == 2:
            line = "  %s = %s i32 %s, %s" % (res, BIN[op], ops[0], ops[1])
        elif op == "not.b32" and "segv-not" in modes:
            line = "  %s = load volatile i32, ptr null" % res
        elif op == "not.b32":
            line = "  %s = xor i32 %s, -1" % (res, ops[0])
        elif op == "popc.b32" and "nvvm-popc" in modes:
            line = "  %s = call i32 @llvm.nvvm.popc.i(i32 %s)" % (res, ops[0])
            decls.add("declare i32 @llvm.nvvm.popc.i(i32)")
        elif op == "popc.b32":
            line = "  %s = call i32 @llvm.ctpop.i32(i32 %s)" % (res, ops[0])
            decls.add("declare i32 @llvm.ctpop.i32(i32)")
    out.append(line)
if errors:
    sys.stderr.write("\n".join(errors) + "\n")
    sys.exit(1)
if dst:
    with open(dst, "w") as f:
        f.write("\n".join(out + sorted(decls)) + "\n")

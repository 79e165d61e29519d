#!/usr/bin/env python3
#===- ptx-arith-check.py - The inline-PTX translator against the H200 -----===#
#
# Part of shfl-lowering, an out-of-tree LLVM project.
#
#===------------------------------------------------------------------------===#
"""Checks the inline-PTX translator (`opt -passes=ptx-asm-to-ir`) bit for bit
against the outputs an NVIDIA H200 gave for the same PTX rows
(test/hardware/ptx_arith.cu, test/hardware/results/ptx_arith/).

For every row of test/hardware/ptx_arith_rows.def it writes an LLVM IR
function for the host triple holding the row's statement as inline PTX, with
clang's constraint letters, exactly as clang emits CUDA inline asm:

    define void @ptxrow_add_rn_f32(ptr %ops, ptr %out) {
      %a0 = load float, ptr %p0 ...
      %d = call float asm "add.rn.f32 $0, $1, $2;", "=f,f,f"(float %a0, float %a1)
               #0, !srcloc !N            ; #0: convergent nounwind memory(none)
      store float %d, ptr %out ...

runs the translator on them, compiles what it produced for the host, links
it with harness.cpp (which makes each row's inputs from the shared spec,
test/hardware/ptx_arith_spec.h) and compares every result with the GPU's.

A row is
  - compared: translated to plain IR that runs on the host;
  - unsupported: the translator refused it with a diagnostic, or left the
    inline asm, or produced llvm.nvvm.* calls (which the host cannot run);
    reported with the reason, never counted as a pass;
  - broken: opt crashed or wrote invalid IR, or the host compiler rejected
    the IR, or the translated code crashed or hung.  This fails the check.

The last line is the figure "N rows, M results, K differ" (N rows compared,
M results compared, K of them different).  The exit status is 0 only if
nothing is broken and nothing differs, or, with --expect FILE, if the rows
that differ (each with its number of differing results) and the unsupported
rows are exactly the ones FILE lists: a ledger of what the translator does
not get right yet, which must shrink and may not grow.

    ptx-arith-check.py --opt /usr/lib/llvm-22/bin/opt \\
        --plugin build-llvm22/lib/ShflLowering.so [--sample 64] [-j 2]

Python 3 standard library only.
"""
import argparse
import concurrent.futures
import lzma
import os
import re
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
IR_TYPE = {"h": "i16", "r": "i32", "l": "i64", "f": "float", "d": "double"}


#===-- The row table ---------------------------------------------------------===#

def split_args(text):
    """Splits the argument list that starts text (after the macro's "(") at
    top-level commas, up to its closing ")"; unquotes C string literals."""
    args, cur, i, depth, quoted = [], "", 0, 0, False
    while i < len(text):
        c = text[i]
        if c == '"':
            j, s = i + 1, ""
            while text[j] != '"':
                if text[j] == "\\":
                    s += {"n": "\n", "t": "\t", "\\": "\\", '"': '"'}[text[j + 1]]
                    j += 2
                else:
                    s += text[j]
                    j += 1
            cur, quoted, i = cur.strip() + s, True, j + 1
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            if depth == 0:
                args.append(cur if quoted else cur.strip())
                return args
            depth -= 1
        if c == "," and depth == 0:
            args.append(cur if quoted else cur.strip())
            cur, quoted = "", False
        elif not (quoted and c.isspace()):
            cur += c
        i += 1
    raise ValueError("unterminated macro arguments: " + text)


def parse_def(path):
    kinds, rows, dropped = {}, [], []
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            m = re.match(r"(PTX_KIND|PTX_ROW|PTX_DROPPED)\(", line)
            if not m:
                continue
            a = split_args(line[m.end():])
            if m.group(1) == "PTX_KIND":
                kinds[a[0]] = (a[1], int(a[2]))
            elif m.group(1) == "PTX_DROPPED":
                dropped.append({"name": a[0], "tmpl": a[1], "why": a[2]})
            else:
                nout, nin = int(a[2]), int(a[3])
                imm = None
                mi = re.match(r"IMM\((.*)\)$", a[10])
                if mi:
                    imm = int(mi.group(1), 0)
                rows.append({"name": a[0], "tmpl": a[1], "outs": a[4:4 + nout],
                             "ins": a[6:6 + nin], "imm": imm, "line": lineno})
    return kinds, rows, dropped


#===-- IR for the rows -------------------------------------------------------===#

def ir_string(s):
    out = ""
    for ch in s:
        o = ord(ch)
        if ch in '"\\' or o < 32 or o > 126:
            out += "\\%02X" % o
        else:
            out += ch
    return out


def asm_template(tmpl):
    """CUDA source spelling (%N, %%) to clang's IR spelling ($N, %)."""
    return re.sub(r"%(%|\d+)", lambda m: "%" if m.group(1) == "%" else "$" + m.group(1), tmpl)


def row_function(row, kinds):
    outs = [IR_TYPE[kinds[k][0]] for k in row["outs"]]
    ins = [IR_TYPE[kinds[k][0]] for k in row["ins"]]
    body = ["define void @ptxrow_%s(ptr %%ops, ptr %%out) {" % row["name"], "entry:"]
    args, cons = [], ["=" + kinds[k][0] for k in row["outs"]]
    for i, ty in enumerate(ins):
        body.append("  %%p%d = getelementptr inbounds i64, ptr %%ops, i64 %d" % (i, i))
        body.append("  %%a%d = load %s, ptr %%p%d, align 8" % (i, ty, i))
        args.append("%s %%a%d" % (ty, i))
        cons.append(kinds[row["ins"][i]][0])
    if row["imm"] is not None:
        args.append("i32 %d" % row["imm"])
        cons.append("n")
    ret = outs[0] if len(outs) == 1 else "{ %s }" % ", ".join(outs)
    body.append('  %%d = call %s asm "%s", "%s"(%s) #0, !srcloc !%d' % (
        ret, ir_string(asm_template(row["tmpl"])), ",".join(cons), ", ".join(args),
        row["mdid"]))
    if len(outs) == 1:
        body.append("  store %s %%d, ptr %%out, align 8" % outs[0])
    else:
        for i, ty in enumerate(outs):
            body.append("  %%d%d = extractvalue %s %%d, %d" % (i, ret, i))
            body.append("  %%q%d = getelementptr inbounds i64, ptr %%out, i64 %d" % (i, i))
            body.append("  store %s %%d%d, ptr %%q%d, align 8" % (ty, i, i))
    body += ["  ret void", "}", ""]
    return "\n".join(body)


def module_text(rows, kinds, host):
    text = ["; ptx-arith-check: %d rows of test/hardware/ptx_arith_rows.def" % len(rows),
            'target datalayout = "%s"' % host["layout"],
            'target triple = "%s"' % host["triple"], ""]
    for r in rows:
        text.append(row_function(r, kinds))
    text.append("attributes #0 = { convergent nounwind memory(none) }")
    text.append("")
    # !srcloc: as clang, one cookie per line of the asm string; here each is
    # the row's line in the .def, so that a diagnostic names the row.
    for r in rows:
        n = r["tmpl"].count("\n") + 1
        text.append("!%d = !{%s}" % (r["mdid"], ", ".join(["i64 %d" % r["line"]] * n)))
    return "\n".join(text) + "\n"


#===-- Running tools ---------------------------------------------------------===#

class Ctx:
    def __init__(self, args, kinds, work):
        self.args, self.kinds, self.work = args, kinds, work
        self.counter = 0
        self.lock = threading.Lock()
        self.status = {}   # name -> (category, reason)

    def path(self, stem):
        """A new file name in the work directory (the threads share it)."""
        with self.lock:
            self.counter += 1
            n = self.counter
        base, ext = os.path.splitext(stem)
        return os.path.join(self.work, "%s.%d%s" % (base, n, ext))

    def run(self, cmd, timeout=600, env=None):
        try:
            p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               universal_newlines=True, errors="replace", timeout=timeout,
                               env=env)
            return p.returncode, p.stdout, p.stderr
        except subprocess.TimeoutExpired:
            return -9, "", "timed out after %d s" % timeout

    def mark(self, name, category, reason):
        self.status[name] = (category, reason.strip().replace("\n", " ")[:300])


def host_info(clang):
    src = tempfile.NamedTemporaryFile("w", suffix=".c", delete=False)
    src.write("int x;\n")
    src.close()
    p = subprocess.run([clang, "-S", "-emit-llvm", "-x", "c", src.name, "-o", "-"],
                       stdout=subprocess.PIPE, universal_newlines=True, check=True)
    os.unlink(src.name)
    layout = re.search(r'target datalayout = "([^"]*)"', p.stdout).group(1)
    triple = re.search(r'target triple = "([^"]*)"', p.stdout).group(1)
    return {"layout": layout, "triple": triple}


def diag_rows(stderr, rows):
    """Rows that a diagnostic names: by function, or by !srcloc line."""
    by_name = {r["name"]: r for r in rows}
    by_line = {r["line"]: r for r in rows}
    hit = {}
    for line in stderr.splitlines():
        for m in re.finditer(r"ptxrow_(\w+)", line):
            if m.group(1) in by_name:
                hit.setdefault(m.group(1), line)
        for m in re.finditer(r"\bat line (\d+)", line):
            r = by_line.get(int(m.group(1)))
            if r:
                hit.setdefault(r["name"], line)
    return hit


def clean_diag(line):
    line = re.sub(r"^.*?error: ", "", line)
    line = re.sub(r"^.*in function ptxrow_\w+[^:]*: ", "", line)
    return re.sub(r" at line \d+$", "", line.strip())


def crashed(rc, err):
    return rc < 0 or rc > 1 or "Stack dump" in err or "PLEASE submit a bug report" in err


def translate(ctx, rows):
    """Runs opt on `rows`; returns [(output .ll, rows in it)].  Rows that
    the translator refuses are marked unsupported, crashes are bisected."""
    if not rows:
        return []
    src, dst = ctx.path("rows.ll"), ctx.path("translated.ll")
    with open(src, "w") as f:
        f.write(module_text(rows, ctx.kinds, ctx.host))
    rc, _, err = ctx.run(ctx.opt_cmd + [src, "-S", "-o", dst])
    if rc == 0:
        return [(dst, rows)]
    if not crashed(rc, err):
        hit = diag_rows(err, rows)
        if hit:
            for name, line in hit.items():
                ctx.mark(name, "unsupported", clean_diag(line))
            return translate(ctx, [r for r in rows if r["name"] not in hit])
    if len(rows) == 1:
        what = "opt crashed" if crashed(rc, err) else "opt failed"
        ctx.mark(rows[0]["name"], "broken", "%s (exit %d): %s" % (
            what, rc, " | ".join(err.strip().splitlines()[:3])))
        return []
    half = len(rows) // 2
    return translate(ctx, rows[:half]) + translate(ctx, rows[half:])


def function_bodies(text):
    bodies, cur, name = {}, None, None
    for line in text.splitlines():
        m = re.match(r"define .*@ptxrow_(\w+)\(", line)
        if m:
            name, cur = m.group(1), [line]
            continue
        if cur is not None:
            cur.append(line)
            if line == "}":
                bodies[name] = "\n".join(cur)
                cur = None
    return bodies


def inspect(ctx, out, rows):
    """Marks the rows whose translation the host cannot run; returns the rest."""
    with open(out) as f:
        text = f.read()
    declared = set(re.findall(r"^declare [^@]*@([\w.$]+)\(", text, re.M))
    external = {d for d in declared if not d.startswith("llvm.") or d.startswith("llvm.nvvm.")}
    bodies = function_bodies(text)
    good = []
    for r in rows:
        body = bodies.get(r["name"])
        if body is None:
            ctx.mark(r["name"], "broken", "the translated module has no function ptxrow_" + r["name"])
            continue
        if re.search(r"\bcall\b[^\n]*\basm\b", body):
            ctx.mark(r["name"], "unsupported", "inline asm left in place")
            continue
        calls = sorted({c for c in re.findall(r"@([\w.$]+)\(", body) if c in external})
        nvvm = [c for c in calls if c.startswith("llvm.nvvm.")]
        if nvvm:
            ctx.mark(r["name"], "unsupported", "translated to %s, which the host cannot run"
                     % ", ".join(nvvm))
            continue
        if calls:
            ctx.mark(r["name"], "unsupported", "calls undefined %s" % ", ".join(calls))
            continue
        good.append(r)
    return good


def compile_rows(ctx, out, rows):
    """Compiles the rows' functions of `out` for the host; bisects failures."""
    if not rows:
        return []
    keep = ctx.path("kept.ll")
    names = {r["name"] for r in rows}
    with open(out) as f:
        text = f.read()
    drop = [n for n in function_bodies(text) if n not in names]
    if drop:
        cmd = [ctx.tool("llvm-extract"), "--delete", "-S", out, "-o", keep]
        cmd += ["--func=ptxrow_" + n for n in drop]
        rc, _, err = ctx.run(cmd)
        if rc != 0:
            for r in rows:
                ctx.mark(r["name"], "broken", "llvm-extract failed: " + err.strip()[:200])
            return []
    else:
        keep = out
    obj = ctx.path("rows.o")
    rc, _, err = ctx.run([ctx.args.clang, "-c", "-w", "-O%s" % ctx.args.host_opt,
                          "-x", "ir", keep, "-o", obj])
    if rc == 0:
        return [(obj, rows)]
    if len(rows) == 1:
        ctx.mark(rows[0]["name"], "broken", "the host compiler rejected the translated IR: "
                 + " | ".join(err.strip().splitlines()[:3]))
        return []
    half = len(rows) // 2
    return compile_rows(ctx, out, rows[:half]) + compile_rows(ctx, out, rows[half:])


#===-- Formatting results ----------------------------------------------------===#

def fmt_value(kind, v):
    if kind == "F32":
        x = struct.unpack("<f", struct.pack("<I", v & 0xffffffff))[0]
        return "0x%08x(%s)" % (v, repr(x))
    if kind == "F64":
        x = struct.unpack("<d", struct.pack("<Q", v))[0]
        return "0x%016x(%s)" % (v, repr(x))
    if kind == "F16":
        return "0x%04x(%s)" % (v, repr(struct.unpack("<e", struct.pack("<H", v & 0xffff))[0]))
    if kind == "BF16":
        x = struct.unpack("<f", struct.pack("<I", (v & 0xffff) << 16))[0]
        return "0x%04x(%s)" % (v, repr(x))
    if kind in ("F16X2", "BF16X2"):
        h = "F16" if kind == "F16X2" else "BF16"
        return "{lo %s, hi %s}" % (fmt_value(h, v & 0xffff), fmt_value(h, v >> 16))
    return "0x%x" % v


def fmt_result(row, kinds, v):
    k0 = row["outs"][0]
    if len(row["outs"]) == 1:
        return fmt_value(k0, v)
    b0 = 8 * kinds[k0][1]
    return "{%s, %s}" % (fmt_value(k0, v & ((1 << b0) - 1)), fmt_value(row["outs"][1], v >> b0))


#===-- Main ------------------------------------------------------------------===#

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--opt", default=shutil.which("opt") or "opt",
                    help="opt, or any command line that takes opt's arguments")
    ap.add_argument("--plugin", help="the ShflLowering plugin to load into opt")
    ap.add_argument("--passes", help="the -passes= pipeline (default: ptx-asm-to-ir<strict>, "
                    "which names the reason of each refusal, or else ptx-asm-to-ir)")
    ap.add_argument("--clang", default=shutil.which("clang++") or "clang++",
                    help="clang++ that compiles the translated IR and the harness")
    ap.add_argument("--llvm-bin", help="directory of llvm-extract (default: beside --clang)")
    ap.add_argument("--rows-def", default=os.path.join(ROOT, "test/hardware/ptx_arith_rows.def"))
    ap.add_argument("--results", default=os.path.join(ROOT, "test/hardware/results/ptx_arith"))
    ap.add_argument("--only", help="regular expression: check only the rows it matches")
    ap.add_argument("--sample", type=int, default=0,
                    help="compare at most this many inputs per row, spread evenly (0: all)")
    ap.add_argument("--examples", type=int, default=3, help="differing inputs shown per row")
    ap.add_argument("--host-opt", default="1", help="optimisation level of the host build")
    ap.add_argument("--expect", metavar="FILE",
                    help="the rows known to differ (with how many results) or to be "
                         "unsupported; fail unless exactly these are")
    ap.add_argument("--write-expect", metavar="FILE",
                    help="write the rows that differ or are unsupported to FILE, in the "
                         "format --expect reads")
    ap.add_argument("--show", metavar="ROW",
                    help="print every input of ROW with the H200's result; translate nothing")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--chunk", type=int, default=100, help="rows per opt run")
    ap.add_argument("--work", help="keep the intermediate files in this directory")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="list every unsupported row; time the phases (on stderr)")
    args = ap.parse_args()

    kinds, rows, dropped = parse_def(args.rows_def)
    all_rows = len(rows)
    for i, r in enumerate(rows):
        r["index"], r["mdid"] = i, i
    if args.only:
        rows = [r for r in rows if re.search(args.only, r["name"])]
    work = args.work or tempfile.mkdtemp(prefix="ptx-arith-check.")
    os.makedirs(work, exist_ok=True)
    ctx = Ctx(args, kinds, work)
    llvm_bin = args.llvm_bin or os.path.dirname(os.path.realpath(shutil.which(args.clang) or args.clang))
    ctx.tool = lambda t: os.path.join(llvm_bin, t) if os.path.exists(os.path.join(llvm_bin, t)) else t
    ctx.host = host_info(args.clang)
    if args.show:
        rows = [r for r in rows if r["name"] == args.show]
        if not rows:
            sys.stderr.write("ptx-arith-check: error: no row %s\n" % args.show)
            return 2
    opt_cmd = shlex.split(args.opt)
    if args.plugin:
        opt_cmd.append("-load-pass-plugin=" + args.plugin)
    # The pass must exist: an empty module goes through it.
    empty = ctx.path("empty.ll")
    with open(empty, "w") as f:
        f.write('target triple = "%s"\n' % ctx.host["triple"])
    for passes in [args.passes] if args.passes else ["ptx-asm-to-ir<strict>", "ptx-asm-to-ir"]:
        ctx.opt_cmd = opt_cmd + ["-passes=" + passes]
        if args.show:
            break
        rc, _, err = ctx.run(ctx.opt_cmd + [empty, "-disable-output"])
        if rc == 0:
            break
    else:
        sys.stderr.write("ptx-arith-check: error: %s cannot run -passes=%s:\n%s" % (
            args.opt, passes, err))
        return 2

    t0 = time.time()

    def phase(what):
        if args.verbose:
            sys.stderr.write("ptx-arith-check: %s: %.1f s\n" % (what, time.time() - t0))

    # 1. Translate, in chunks, in parallel.
    chunks = [rows[i:i + args.chunk] for i in range(0, len(rows), args.chunk)] if not args.show else []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        translated = [p for part in pool.map(lambda c: translate(ctx, c), chunks) for p in part]
    phase("translated")
    # 2. Keep what the host can run; compile it.
    runnable = [(out, inspect(ctx, out, rs)) for out, rs in translated]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        objs = [o for part in pool.map(lambda t: compile_rows(ctx, *t), runnable) for o in part]
    ok = {r["name"] for _, rs in objs for r in rs}
    phase("compiled")

    # 3. The table of functions, the harness, the run.
    glue = ctx.path("table.ll")
    index = {r["name"]: r for r in rows}
    names_in_order = [None] * all_rows
    for r in rows:
        names_in_order[r["index"]] = r["name"]
    with open(glue, "w") as f:
        f.write('target datalayout = "%s"\ntarget triple = "%s"\n' % (
            ctx.host["layout"], ctx.host["triple"]))
        for n in sorted(ok):
            f.write("declare void @ptxrow_%s(ptr, ptr)\n" % n)
        entries = ["ptr @ptxrow_%s" % n if n in ok else "ptr null" for n in names_in_order]
        f.write("@ptxarith_row_fns = constant [%d x ptr] [%s]\n" % (all_rows, ", ".join(entries)))
        f.write("@ptxarith_row_selected = constant [%d x i8] [%s]\n" % (all_rows, ", ".join(
            "i8 %d" % (n in index) for n in names_in_order)))
        f.write("@ptxarith_row_count = constant i64 %d\n" % all_rows)
    exe = ctx.path("harness")
    link = [args.clang, "-O2", "-std=c++17", "-w", "-I", os.path.join(ROOT, "test/hardware"),
            os.path.join(ROOT, "tools/dev/ptx-arith-check/harness.cpp"), glue]
    link += [o for o, _ in objs] + ["-o", exe]
    rt = subprocess.run([args.clang, "--rtlib=compiler-rt", "-print-libgcc-file-name"],
                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                        universal_newlines=True).stdout.strip()
    if rt and os.path.exists(rt):
        link.append(rt)  # half/bfloat conversion routines that libgcc 12 lacks
    link.append("-lm")
    rc, _, err = ctx.run(link)
    if rc != 0:
        sys.stderr.write("ptx-arith-check: error: linking the harness failed:\n%s" % err)
        return 2
    phase("linked")
    raw = os.path.join(work, "ptx_arith_outputs.bin")
    with lzma.open(os.path.join(args.results, "ptx_arith_outputs.bin.xz")) as src, \
            open(raw, "wb") as dst:
        shutil.copyfileobj(src, dst, 1 << 20)
    summary = os.path.join(args.results, "ptx_arith_summary.txt")
    cmd = [exe, "--summary", summary, "--outputs", raw,
           "--sample", str(args.sample), "--examples", str(args.examples)]
    if args.show:
        cmd += ["--dump", args.show]
    # The harness is a plain host program: a sanitizer runtime that lit
    # preloads for a sanitized build would take over the translated code's
    # crashes (which the harness reports by their signal).
    harness_env = {k: v for k, v in os.environ.items() if k != "LD_PRELOAD"}
    rc, out, err = ctx.run(cmd, timeout=3600, env=harness_env)
    phase("ran")
    if rc != 0 or not out.rstrip().endswith("done"):
        sys.stderr.write("ptx-arith-check: error: the harness failed (exit %d):\n%s" % (rc, err))
        return 2

    if args.show:
        r = rows[0]
        print("%s: \"%s\" (%s <- %s)" % (r["name"], r["tmpl"].replace("\n", " "),
                                         ", ".join(r["outs"]), ", ".join(r["ins"])))
        for line in out.splitlines():
            m = re.match(r"in i=(\d+) ops=(\S+) hw=0x([0-9a-f]+)$", line)
            if m:
                ops = [int(x, 16) for x in m.group(2).split(",")]
                print("%s: %s -> %s" % (m.group(1), ", ".join(
                    fmt_value(k, v) for k, v in zip(r["ins"], ops)),
                    fmt_result(r, kinds, int(m.group(3), 16))))
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)
        return 0

    # 4. Report.
    gpu = ""
    with open(summary) as f:
        for line in f:
            if line.startswith(("gpu:", "driver:", "compiler:", "date:")):
                gpu += " " + line.strip()
    print("ptx-arith-check: %d rows in the table (%d forms that ptxas rejects for sm_90 "
          "are not rows), %d checked%s" % (all_rows, len(dropped), len(rows),
                                           " (--only)" if args.only else ""))
    print("hardware:%s" % gpu)
    print("translator: %s" % " ".join(ctx.opt_cmd))
    compared = differ_rows = results = differ = 0
    diffs = []
    examples = {}
    for line in out.splitlines():
        m = re.match(r"row (\w+) n=(\d+) checked=(\d+) differ=(\d+)$", line)
        if m:
            compared += 1
            results += int(m.group(3))
            if int(m.group(4)):
                differ += int(m.group(4))
                differ_rows += 1
                diffs.append((m.group(1), int(m.group(4)), int(m.group(3))))
            continue
        m = re.match(r"row (\w+) (untranslated|crashed signal=\d+|no-hardware|plan-differs|inputs-differ)$", line)
        if m:
            name, what = m.group(1), m.group(2)
            if what == "untranslated":
                if name not in ctx.status:
                    ctx.mark(name, "broken", "no function and no reason")
            elif what.startswith("crashed"):
                ctx.mark(name, "broken", "the translated code " + (
                    "timed out" if what.endswith("=14") else "crashed (%s)" % what))
            else:
                ctx.mark(name, "broken", {"no-hardware": "no hardware result (rerun the GPU program)",
                                          "plan-differs": "its inputs changed since the GPU run",
                                          "inputs-differ": "its inputs changed since the GPU run"}[what])
            continue
        m = re.match(r"ex (\w+) i=(\d+) ops=(\S+) hw=0x([0-9a-f]+) got=0x([0-9a-f]+)$", line)
        if m:
            r = index[m.group(1)]
            ops = [int(x, 16) for x in m.group(3).split(",")]
            examples.setdefault(m.group(1), []).append(
                "      input %s: %s -> hw %s, translated %s" % (
                    m.group(2), ", ".join(fmt_value(k, v) for k, v in zip(r["ins"], ops)),
                    fmt_result(r, kinds, int(m.group(4), 16)),
                    fmt_result(r, kinds, int(m.group(5), 16))))

    unsupported = {n: s[1] for n, s in ctx.status.items() if s[0] == "unsupported"}
    broken = {n: s[1] for n, s in ctx.status.items() if s[0] == "broken"}
    if diffs:
        print("differing rows (%d):" % len(diffs))
        for name, d, c in diffs:
            print("  %s  \"%s\": %d of %d differ" % (name, index[name]["tmpl"].replace("\n", " "), d, c))
            for e in examples.get(name, []):
                print(e)
    if broken:
        print("broken rows (%d):" % len(broken))
        for n in sorted(broken, key=lambda n: index[n]["index"]):
            print("  %s: %s" % (n, broken[n]))
    if unsupported:
        print("unsupported rows (%d), not counted:" % len(unsupported))
        if args.verbose:
            for n in sorted(unsupported, key=lambda n: index[n]["index"]):
                print("  %s: %s" % (n, unsupported[n]))
        else:
            by_why = {}
            for n, why in unsupported.items():
                by_why.setdefault(why, []).append(n)
            for why, ns in sorted(by_why.items(), key=lambda kv: -len(kv[1]))[:40]:
                ns.sort(key=lambda n: index[n]["index"])
                print("  %d: %s [%s%s]" % (len(ns), why, ", ".join(ns[:6]),
                                           ", ..." if len(ns) > 6 else ""))
            if len(by_why) > 40:
                print("  ... %d more reasons (-v lists every row)" % (len(by_why) - 40))

    # The state of each row that is not a pass: "differ N" or "unsupported".
    gaps = {n: "differ %d" % d for n, d, _ in diffs}
    gaps.update({n: "unsupported" for n in unsupported})
    why = {n: examples.get(n, [""])[0].strip() for n, _, _ in diffs}
    why.update(unsupported)
    if args.write_expect:
        with open(args.write_expect, "w") as f:
            f.write("# The rows of test/hardware/ptx_arith_rows.def that the inline-PTX translator\n"
                    "# does not get right yet: `NAME differ N` (N results differ from the H200's,\n"
                    "# all inputs) or `NAME unsupported`, with the first example or the reason.\n"
                    "# Written by tools/dev/ptx-arith-check/ptx-arith-check.py --write-expect FILE;\n"
                    "# with --expect FILE the check fails unless the rows that differ or are\n"
                    "# unsupported are exactly these (test/ptx-arith/hardware-translator.test).\n")
            for n in sorted(gaps, key=lambda n: index[n]["index"]):
                f.write("%s %s  # %s\n" % (n, gaps[n], why[n]))
    status = 0
    if args.expect:
        expected = {}
        with open(args.expect) as f:
            for line in f:
                fields = line.split("#")[0].split()
                if fields and fields[0] in index:
                    expected[fields[0]] = " ".join(fields[1:])
        bad = []
        for n in sorted(set(gaps) | set(expected), key=lambda n: index[n]["index"]):
            want, got = expected.get(n, "pass"), gaps.get(n, "pass")
            if n not in broken and want != got:
                bad.append("error: row %s: %s listed in %s, now %s" % (
                    n, want if n in expected else "not", args.expect, got))
        for b in bad:
            print(b)
        if bad:
            status = 1
        else:
            print("as expected: the %d rows that differ and the %d unsupported are the ones %s "
                  "lists" % (len(diffs), len(unsupported), args.expect))
    elif differ:
        status = 1
    if broken:
        status = 1
    print("%d rows, %d results, %d differ (%d rows differ, %d unsupported, %d broken)" % (
        compared, results, differ, differ_rows, len(unsupported), len(broken)))
    if not args.work:
        shutil.rmtree(work, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())

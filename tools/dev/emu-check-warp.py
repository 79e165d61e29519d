#!/usr/bin/env python3
#===- emu-check-warp.py - Lowered warp primitives on wave-emu vs. the H200 ===#
#
# Part of shfl-lowering.  For every case of test/hardware/results/
# warp_primitives.txt that the wave emulator can run, builds an amdgcn kernel
# that calls the NVVM intrinsic with the table's inputs, lowers it with
# nvvm-warp-to-amdgpu (wave size and generation from the kernel's
# target-cpu / target-features), runs it on wave-emu (gfx90a wave64, gfx1100 wave32 and
# wave64) with one 64-thread block, and compares every lane with the table.
#
#   tools/dev/emu-check-warp.py --plugin build22/lib/ShflLowering.so \
#       --emu <wave-emu> [--bin /usr/lib/llvm-22/bin] [--table ...]
#
# redux runs its butterfly in whole wave mode (set.inactive / strict.wwm),
# which the emulator models (docs/wave-emu.md), so the divergent redux cases
# run as lowered.  syncwarp.exchange stores to LDS, calls bar.warp.sync and
# reads the next lane's slot.  Skipped on LLVM 19: elect.
#
# The cases of one target are the kernels of one module, lowered by one opt
# run and run by one wave-emu process (a --launch file per case); a failing
# batch is rerun case by case, so that every error names its case.
#
#===----------------------------------------------------------------------===#
import argparse, os, re, struct, subprocess, sys, tempfile

M32 = 0xffffffff

def vr(l, w):
    return ((l * 0x9E3779B1 + w * 0x85EBCA77) & M32) ^ (l << 3)

def vb(l, w):
    return ~(1 << ((5 * l + w) % 11)) & M32

OPS = ["add", "min", "max", "umin", "umax", "and", "or", "xor"]

def pred_of(p, l, w):
    return [0, 1, l & 1, int(l == 5 + w), int(l < 7) if w == 0 else int(l >= 20)][p]

def v32(v, l, w):
    return [0x1234 + w, l + 32 * w, (l % 5) * 0x01000001 + w][v] & M32

def v64(v, l, w):
    return [0x100000077 + (w << 40), ((l + 32 * w) << 32) | 0x77,
            ((l % 3) << 32) | (0x77 + w)][v]

PREDS = ["p0", "p1", "podd", "pone", "pwarp"]
VALS = ["veq", "vdiff", "vmix"]
LANEMASKS = ["laneid", "warpsize", "lanemask_eq", "lanemask_le", "lanemask_lt",
             "lanemask_ge", "lanemask_gt"]

# A case: name -> (prim, mode, inputs(l, w) -> (x, x64), extra)
#   prim: ballot any all uni matchany32 matchany64 matchall32m matchall32p
#         matchall64m matchall64p activemask electl electp sreg:<name>
#   mode: full (constant mask -1), div (lanes l%3==w, mask = activemask),
#         split (mask = l<16 ? 0xffff : 0xffff0000, per lane), sparse
def cases():
    C = {}
    for pi, p in enumerate(PREDS):
        for op in ["ballot", "any", "all", "uni"]:
            C[f"vote.{op}.{p}"] = (op, "full", lambda l, w, pi=pi: (pred_of(pi, l, w), 0))
    for vi, v in enumerate(VALS):
        f32 = lambda l, w, vi=vi: (v32(vi, l, w), 0)
        f64 = lambda l, w, vi=vi: (0, v64(vi, l, w))
        C[f"match.any.i32.{v}"] = ("matchany32", "full", f32)
        C[f"match.all.i32.{v}.mask"] = ("matchall32m", "full", f32)
        C[f"match.all.i32.{v}.pred"] = ("matchall32p", "full", f32)
        C[f"match.any.i64.{v}"] = ("matchany64", "full", f64)
        C[f"match.all.i64.{v}.mask"] = ("matchall64m", "full", f64)
        C[f"match.all.i64.{v}.pred"] = ("matchall64p", "full", f64)
    zero = lambda l, w: (0, 0)
    C["activemask"] = ("activemask", "full", zero)
    C["syncwarp.exchange"] = ("syncwarp", "full", lambda l, w: (3 * l + 100 * w, 0))
    C["elect.leader"] = ("electl", "full", zero)
    C["elect.pred"] = ("electp", "full", zero)
    C["elect.sparse.leader"] = ("electl", "sparse", zero)
    C["elect.sparse.pred"] = ("electp", "sparse", zero)
    C["div.activemask"] = ("activemask", "div", zero)
    C["div.vote.ballot"] = ("ballot", "div", lambda l, w: (int((l & 2) != 0), 0))
    C["div.vote.any"] = ("any", "div", lambda l, w: (int(l == 9 + w), 0))
    C["div.vote.all"] = ("all", "div", lambda l, w: (int(l < 30), 0))
    C["div.vote.uni"] = ("uni", "div", lambda l, w: (int(l < 30), 0))
    C["div.match.any"] = ("matchany32", "div", lambda l, w: ((l // 2) & 3, 0))
    C["div.match.all.mask"] = ("matchall32m", "div", lambda l, w: (7 + w, 0))
    C["div.match.all.pred"] = ("matchall32p", "div", lambda l, w: (7 + w, 0))
    C["div.elect.leader"] = ("electl", "div", zero)
    C["div.elect.pred"] = ("electp", "div", zero)
    C["split.vote.ballot"] = ("ballot", "split", lambda l, w: (int(l % 3 == 0), 0))
    C["split.vote.any"] = ("any", "split", lambda l, w: (int(l == 3 + w), 0))
    C["split.vote.all"] = ("all", "split", lambda l, w: (int(l < 20), 0))
    C["split.vote.uni"] = ("uni", "split", lambda l, w: (int(l < 8 or l >= 16), 0))
    C["split.match.any"] = ("matchany32", "split", lambda l, w: (l % 4, 0))
    C["split.match.all.mask"] = ("matchall32m", "split",
                                 lambda l, w: (9 if l < 16 else l, 0))
    C["split.match.all.pred"] = ("matchall32p", "split",
                                 lambda l, w: (9 if l < 16 else l, 0))
    C["split.elect.leader"] = ("electl", "split", zero)
    C["split.elect.pred"] = ("electp", "split", zero)
    for op in OPS:
        for sfx, fn in (("", vr), (".bits", vb)):
            f = lambda l, w, fn=fn: (fn(l, w), 0)
            C[f"redux.{op}{sfx}"] = ("redux:" + op, "full", f)
            C[f"split.redux.{op}{sfx}"] = ("redux:" + op, "split", f)
            C[f"div.redux.{op}{sfx}"] = ("redux:" + op, "div", f)
    for op in FOPS:
        for fs in FSETS:
            f = lambda l, w, fs=fs: (fin(fs, l, w), 0)
            C[f"fredux.{op}.{fs}"] = ("fredux:" + op, "full", f)
            C[f"div.fredux.{op}.{fs}"] = ("fredux:" + op, "div", f)
        C[f"split.fredux.{op}.fnan"] = ("fredux:" + op, "split",
                                        lambda l, w: (fin("fnan", l, w), 0))
    for s in LANEMASKS:
        C[f"sreg.{s}"] = ("sreg:" + s, "full", zero)
    return C

# Float redux (LLVM 22 declares it) needs sm_100a, so the H200 could not
# record it: those cases are checked against a model of the PTX ISA text
# instead.  "For .f32, +0.0 > -0.0.  .abs: the absolute value of the input is
# considered.  .NaN: the result is canonical NaN if any input is NaN;
# without it only non-NaN inputs are considered, and the result is canonical
# NaN when all inputs are NaN."  Canonical NaN is 0x7fffffff.
FOPS = ["fmin", "fmax", "fmin.abs", "fmax.abs", "fmin.NaN", "fmax.NaN",
        "fmin.abs.NaN", "fmax.abs.NaN"]

def fbits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]

def fvalue(b):
    return struct.unpack("<f", struct.pack("<I", b))[0]

def is_nan(b):
    return (b & 0x7f800000) == 0x7f800000 and (b & 0x007fffff) != 0

def fredux_model(op, xs):
    """PTX redux.sync.<op>.f32 over the bit patterns xs."""
    if ".abs" in op:
        xs = [x & 0x7fffffff for x in xs]
    if ".NaN" in op and any(is_nan(x) for x in xs):
        return 0x7fffffff
    xs = [x for x in xs if not is_nan(x)]
    if not xs:
        return 0x7fffffff
    key = lambda b: (fvalue(b), 0 if b >> 31 else 1)  # -0 < +0
    return (min if op.startswith("fmin") else max)(xs, key=key)

def fin(kind, l, w):
    v = fbits((((l * 37) % 29) - 14) * 0.75 + w * 0.125)
    if kind == "fvals":   # both signs, no NaN
        return v
    if kind == "fzero":   # +0 and -0 only
        return 0x80000000 if (l + w) & 1 else 0
    if kind == "fnan":    # some NaNs (one negative, signalling) among fvals
        return 0xff800001 if l == 30 else (0x7fc0be00 + w if l % 8 == 5 else v)
    if kind == "fallnan":
        return 0x7f800001 + l + 32 * w
    if kind == "fneg":    # large negative values and one small positive
        return fbits(2.5 + w) if l == 9 else fbits(-3.0 * (l + 1) - w)
    raise ValueError(kind)

FSETS = ["fvals", "fzero", "fnan", "fallnan", "fneg"]

def members(mode, l, w):
    """The lanes (0-31) of warp w that take part with lane l."""
    if mode == "div":
        return [k for k in range(32) if k % 3 == w]
    if mode == "split":
        return list(range(16)) if l < 16 else list(range(16, 32))
    return list(range(32))

def model_want(prim, mode, fn):
    """The 64 lanes' expected results of a float redux case."""
    want = []
    for t in range(64):
        l, w = t % 32, t // 32
        if mode == "div" and l % 3 != w:
            want.append("-")
            continue
        xs = [fn(k, w)[0] for k in members(mode, l, w)]
        want.append("%08x" % fredux_model(prim[7:], xs))
    return want

def body(prim, maskv):
    """IR computing %res (i32) from %x (i32), %x64 (i64), mask value maskv."""
    if prim in ("ballot", "any", "all", "uni"):
        call = {"ballot": "i32 @llvm.nvvm.vote.ballot.sync",
                "any": "i1 @llvm.nvvm.vote.any.sync",
                "all": "i1 @llvm.nvvm.vote.all.sync",
                "uni": "i1 @llvm.nvvm.vote.uni.sync"}[prim]
        s = f"  %p = icmp ne i32 %x, 0\n  %r = call {call}(i32 {maskv}, i1 %p)\n"
        return s + ("  %res = add i32 %r, 0\n" if prim == "ballot"
                    else "  %res = zext i1 %r to i32\n")
    if prim.startswith("matchany"):
        t, v = ("i64", "%x64") if prim.endswith("64") else ("i32", "%x")
        return f"  %res = call i32 @llvm.nvvm.match.any.sync.{t}(i32 {maskv}, {t} {v})\n"
    if prim.startswith("matchall"):
        t, v = ("i64", "%x64") if "64" in prim else ("i32", "%x")
        s = f"  %r = call {{ i32, i1 }} @llvm.nvvm.match.all.sync.{t}p(i32 {maskv}, {t} {v})\n"
        if prim.endswith("m"):
            return s + "  %res = extractvalue { i32, i1 } %r, 0\n"
        return s + "  %pp = extractvalue { i32, i1 } %r, 1\n  %res = zext i1 %pp to i32\n"
    if prim == "activemask":
        return "  %res = call i32 @llvm.nvvm.activemask()\n"
    if prim in ("electl", "electp"):
        s = f"  %r = call {{ i32, i1 }} @llvm.nvvm.elect.sync(i32 {maskv})\n"
        if prim == "electl":
            return s + "  %res = extractvalue { i32, i1 } %r, 0\n"
        return s + "  %pp = extractvalue { i32, i1 } %r, 1\n  %res = zext i1 %pp to i32\n"
    if prim.startswith("fredux:"):
        return (f"  %xf = bitcast i32 %x to float\n"
                f"  %rf = call float @llvm.nvvm.redux.sync.{prim[7:]}(float %xf, i32 {maskv})\n"
                f"  %res = bitcast float %rf to i32\n")
    if prim.startswith("redux:"):
        return f"  %res = call i32 @llvm.nvvm.redux.sync.{prim[6:]}(i32 %x, i32 {maskv})\n"
    if prim == "syncwarp":
        # smem[t] = x; __syncwarp(); result = smem[32w + ((l + 1) & 31)]
        return (f"  %slot = getelementptr i32, ptr addrspace(3) @smem, i32 %tid\n"
                f"  store i32 %x, ptr addrspace(3) %slot\n"
                f"  call void @llvm.nvvm.bar.warp.sync(i32 {maskv})\n"
                f"  %l = and i32 %tid, 31\n  %wbase = sub i32 %tid, %l\n"
                f"  %l1 = add i32 %l, 1\n  %next = and i32 %l1, 31\n"
                f"  %ri = add i32 %wbase, %next\n"
                f"  %rslot = getelementptr i32, ptr addrspace(3) @smem, i32 %ri\n"
                f"  %res = load i32, ptr addrspace(3) %rslot\n")
    if prim.startswith("sreg:"):
        n = prim[5:].replace("lanemask_", "lanemask.")
        return f"  %res = call i32 @llvm.nvvm.read.ptx.sreg.{n}()\n"
    raise ValueError(prim)

def kernel(fname, prim, mode):
    # Divergent cases use the branch's own activemask as member mask, as the
    # CUDA program does; split cases load a per-lane mask.
    maskv = {"full": "-1", "split": "%m", "div": "%am", "sparse": "%m"}[mode]
    am = "  %am = call i32 @llvm.nvvm.activemask()\n" if mode == "div" else ""
    return f"""define amdgpu_kernel void @{fname}(ptr addrspace(1) %xin, ptr addrspace(1) %x64in,
    ptr addrspace(1) %min, ptr addrspace(1) %actin, ptr addrspace(1) %out,
    ptr addrspace(1) %ran) #0 {{
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i32, ptr addrspace(1) %actin, i32 %tid
  %a = load i32, ptr addrspace(1) %pa
  %on = icmp ne i32 %a, 0
  br i1 %on, label %then, label %exit
then:
  %px = getelementptr i32, ptr addrspace(1) %xin, i32 %tid
  %x = load i32, ptr addrspace(1) %px
  %px64 = getelementptr i64, ptr addrspace(1) %x64in, i32 %tid
  %x64 = load i64, ptr addrspace(1) %px64
  %pm = getelementptr i32, ptr addrspace(1) %min, i32 %tid
  %m = load i32, ptr addrspace(1) %pm
{am}{body(prim, maskv)}  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %res, ptr addrspace(1) %po
  %pr = getelementptr i32, ptr addrspace(1) %ran, i32 %tid
  store i32 1, ptr addrspace(1) %pr
  br label %exit
exit:
  ret void
}}
"""

def module(kernels, cpu, feat):
    """One module with the given kernel definitions, for one target."""
    return ('target triple = "amdgcn-amd-amdhsa"\n'
            "@smem = internal addrspace(3) global [64 x i32] poison\n"
            + "".join(kernels)
            + "declare i32 @llvm.amdgcn.workitem.id.x()\n"
            f'attributes #0 = {{ "target-cpu"="{cpu}" "target-features"="{feat}" }}\n')

def inputs(mode, fn):
    xs, x64s, ms, acts = [], [], [], []
    for t in range(64):
        l, w = t % 32, t // 32
        x, x64 = fn(l, w)
        xs.append(x & M32); x64s.append(x64)
        if mode == "split":
            ms.append(0x0000ffff if l < 16 else 0xffff0000); acts.append(1)
        elif mode == "div":
            ms.append(0); acts.append(int(l % 3 == w))
        elif mode == "sparse":
            ms.append(0x0ff0f0f0); acts.append((0x0ff0f0f0 >> l) & 1)
        else:
            ms.append(M32); acts.append(1)
    return xs, x64s, ms, acts

def read_table(path):
    T = {}
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        f = line.split()
        T.setdefault(f[0], {})[int(f[1])] = f[2:]
    return T

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--emu", required=True)
    ap.add_argument("--bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--table", default=os.path.join(
        os.path.dirname(__file__), "..", "..", "test", "hardware", "results",
        "warp_primitives.txt"))
    ap.add_argument("--no-elect", action="store_true", help="skip elect (LLVM 19)")
    ap.add_argument("--no-float-redux", action="store_true",
                    help="skip the float redux forms (LLVM 19 does not declare them)")
    ap.add_argument("--redux", default="dpp", help="redux strategy (dpp, bpermute)")
    ap.add_argument("--only", metavar="REGEX",
                    help="run only the cases whose name matches REGEX (re.search); "
                    "the self-checks use it to run the cases they concern")
    ap.add_argument("--break-identity", action="store_true",
                    help="self-test: make set.inactive give the inactive lanes 0 "
                    "instead of the reduction's identity; divergent redux "
                    "cases (integer and float) must then fail")
    a = ap.parse_args()
    T = read_table(a.table)
    targets = [("gfx90a", "", "wave64"), ("gfx1100", "", "wave32"),
               ("gfx1100", "+wavefrontsize64", "wave64")]
    # "table": cases checked against the H200 table; "model": the float redux
    # cases, checked against the PTX ISA model.
    runs = {"table": 0, "model": 0}
    fails = {"table": 0, "model": 0}
    skipped = []
    filtered = 0
    missing = sorted(set(T) - set(cases()))
    for name in missing:
        print(f"ERROR {name}: a case of the table that the script cannot build")
        fails["table"] += 1
    selected = []
    for name, (prim, mode, fn) in sorted(cases().items()):
        if a.only and not re.search(a.only, name):
            filtered += name in T
            continue
        if a.no_elect and prim.startswith("elect"):
            skipped.append(name)
            continue
        if prim.startswith("fredux:") and a.no_float_redux:
            continue
        selected.append((name, prim, mode, fn))
    # Per target, every selected case is a kernel of one module: one opt run
    # and one wave-emu run with a launch file per case (the JIT compile is
    # most of a small run's time).  A run that fails is repeated one case at
    # a time, so that each error names its case.
    outcome = {}  # (case index, target index) -> None (match) or a message
    with tempfile.TemporaryDirectory() as tmp:
        for ti, (cpu, feat, wave) in enumerate(targets if selected else []):
            src = os.path.join(tmp, f"t{ti}.ll")
            low = os.path.join(tmp, f"t{ti}.low.ll")
            # The wave size and generation come from the attributes.
            open(src, "w").write(module([kernel(f"k{i}", prim, mode)
                                         for i, (_, prim, mode, _) in enumerate(selected)],
                                        cpu, feat))
            subprocess.run([f"{a.bin}/opt", f"-load-pass-plugin={a.plugin}",
                            f"-passes=nvvm-warp-to-amdgpu<redux={a.redux}>", src, "-S",
                            "-o", low], check=True)
            if a.break_identity:
                ir = re.sub(r"(@llvm\.amdgcn\.set\.inactive\.i32\(i32 [^,]+, i32 )[^)]+\)",
                            r"\g<1>0)", open(low).read())
                open(low, "w").write(ir)
            launches = []
            for i, (name, prim, mode, fn) in enumerate(selected):
                xs, x64s, ms, acts = inputs(mode, fn)
                path = os.path.join(tmp, f"t{ti}-k{i}.launch")
                open(path, "w").write("\n".join([
                    f"kernel k{i}", "block 64",
                    "arg buf:xin:u32:64=" + ",".join(map(str, xs)),
                    "arg buf:x64in:u64:64=" + ",".join(map(str, x64s)),
                    "arg buf:min:u32:64=" + ",".join(map(str, ms)),
                    "arg buf:actin:u32:64=" + ",".join(map(str, acts)),
                    "arg buf:out:u32:64", "arg buf:ran:u32:64",
                    "print out:hex", "print ran", "print-width 64"]) + "\n")
                launches.append(path)
            emu = [a.emu, f"-mcpu={cpu}"] + ([f"-mattr={feat}"] if feat else []) + [low]
            r = subprocess.run(emu + [f"--launch={p}" for p in launches],
                               capture_output=True, text=True)
            sections, cur = {}, None
            for line in r.stdout.splitlines():
                if line.startswith("== launch "):
                    cur = launches.index(line[len("== launch "):])
                    sections[cur] = []
                elif cur is not None:
                    sections[cur].append(line)
            if len(launches) == 1:
                sections = {0: r.stdout.splitlines()} if r.returncode == 0 else {}
            for i, (name, prim, mode, fn) in enumerate(selected):
                if i in sections:
                    lines, err = sections[i], ""
                else:
                    one = subprocess.run(emu + [f"--launch={launches[i]}"],
                                         capture_output=True, text=True)
                    lines = one.stdout.splitlines() if one.returncode == 0 else []
                    err = one.stderr.strip()[:300] or f"exit status {one.returncode}"
                vals = {}
                for line in lines:
                    m = re.match(r"(\w+)\[\d+\]:(.*)", line)
                    if m:
                        vals.setdefault(m.group(1), []).extend(m.group(2).split())
                if len(vals.get("out", [])) != 64 or len(vals.get("ran", [])) != 64:
                    outcome[i, ti] = f"ERROR {name} {cpu}{feat} {wave}: {err}"
                    continue
                got = ["-" if vals["ran"][t] == "0" else "%08x" % int(vals["out"][t], 16)
                       for t in range(64)]
                model = prim.startswith("fredux:")
                want = model_want(prim, mode, fn) if model else T[name][0] + T[name][1]
                if got == want:
                    outcome[i, ti] = None
                else:
                    bad = [t for t in range(64) if got[t] != want[t]]
                    outcome[i, ti] = (f"MISMATCH {name} {cpu}{feat} {wave}: lanes {bad[:8]} "
                                      f"got {[got[t] for t in bad[:4]]} "
                                      f"want {[want[t] for t in bad[:4]]}")
    for i, (name, prim, mode, fn) in enumerate(selected):
        kind = "model" if prim.startswith("fredux:") else "table"
        for ti in range(len(targets)):
            runs[kind] += 1
            if outcome[i, ti] is not None:
                fails[kind] += 1
                print(outcome[i, ti])
    print(f"{runs['table'] - fails['table']} of {runs['table']} runs match the H200 table")
    print(f"{len(T) - len(skipped) - filtered - len(missing)} of {len(T)} table cases run"
          + (f" (skipped: {' '.join(skipped)})" if skipped else "")
          + (f" ({filtered} left out by --only)" if filtered else ""))
    if runs["model"]:
        print(f"{runs['model'] - fails['model']} of {runs['model']} float redux runs "
              "match the PTX ISA model (no H200 record: they need sm_100a)")
    return 1 if fails["table"] or fails["model"] else 0

if __name__ == "__main__":
    sys.exit(main())

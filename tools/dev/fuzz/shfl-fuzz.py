#!/usr/bin/env python3
#===- shfl-fuzz.py - Random modules through every pass configuration -----===#
#
# Part of shfl-lowering.  Generates random, verifier-clean modules full of
# NVVM warp intrinsics (irgen.py), runs every pass configuration on each with
# `opt -verify-each`, compiles the fully lowered results with llc for gfx90a,
# gfx942, gfx1100 and gfx1100 wave64, and runs random all-lanes-active warp
# kernels (execgen.py) on wave-emu against a model of the PTX rules.  Every
# finding is reduced with llvm-reduce.  See docs/fuzzing.md.
#
#   tools/dev/fuzz/shfl-fuzz.py --build build-llvm22 --seed 1 --modules 300 \
#       --exec 24 --jobs 2 --out fuzz-out
#
# What counts as a finding: a crash, a hang (no answer within --timeout
# seconds), an "LLVM ERROR" (-verify-each reports a broken module this way),
# a failure without an `error:` line, llc failing on a module the passes
# accepted, wave-emu disagreeing with the model, or (with --compare-plugin)
# two builds of the plugin printing different IR.  A located `error:` from
# a pass (an unsupported construct, a wave size the attributes contradict) is
# a correct answer and is only counted.  The exit status is 1 if there was a
# finding.
#
#===----------------------------------------------------------------------===#
import argparse
import concurrent.futures
import hashlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import execgen  # noqa: E402
import irgen  # noqa: E402

# (name, cpu, wave, llc -mattr)
TARGETS = [("gfx90a", "gfx90a", 64, ""), ("gfx942", "gfx942", 64, ""),
           ("gfx1100", "gfx1100", 32, ""),
           ("gfx1100w64", "gfx1100", 64, "+wavefrontsize64")]


def warp_configs(t):
    """(config name, pipeline, whether llc runs on the result) for a warp
    module whose attributes (mostly) name target t."""
    w = "wave%d" % t[2]
    return [
        ("shfl", "nvvm-shfl-to-amdgpu<%s>" % w, False),
        ("shfl-permute", "nvvm-shfl-to-amdgpu<%s;strategy=permute>" % w, False),
        ("warp", "nvvm-warp-to-amdgpu<%s>" % w, False),
        ("warp-bpermute", "nvvm-warp-to-amdgpu<%s;redux=bpermute>" % w, False),
        ("both", "nvvm-warp-to-amdgpu<%s>,nvvm-shfl-to-amdgpu<%s>" % (w, w), True),
        ("attrs", "nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu", True),
        ("hgpu1", "nvvm-shfl-to-hgpu<hgpu1>", False),
        ("hgpu2", "nvvm-shfl-to-hgpu<hgpu2>", False),
    ]


def nvptx_configs(t):
    p = t[1] + (";wave64" if t[3] else "")
    return [("retarget", "nvvm-to-amdgpu<%s>,nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu" % p, True)]


class Tools:
    def __init__(self, a):
        self.bin = a.llvm_bin
        self.opt = os.path.join(a.llvm_bin, "opt")
        self.llc = os.path.join(a.llvm_bin, "llc")
        self.reduce = os.path.join(a.llvm_bin, "llvm-reduce")
        self.plugin = a.plugin or os.path.join(a.build, "lib", "ShflLowering.so")
        self.plugin2 = a.compare_plugin
        # A sanitized plugin runs in opt with its runtime preloaded.
        self.env2 = None
        if a.compare_preload:
            self.env2 = dict(os.environ, LD_PRELOAD=a.compare_preload,
                             ASAN_OPTIONS="detect_leaks=0:halt_on_error=1",
                             UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1")
        self.emu = a.wave_emu or os.path.join(a.build, "bin", "wave-emu")
        self.timeout = a.timeout
        out = subprocess.run([self.opt, "--version"], capture_output=True, text=True).stdout
        m = re.search(r"LLVM version (\d+)", out)
        self.llvm = int(m.group(1)) if m else 22


def run(cmd, timeout, stdin=None, env=None):
    """(status, stderr, stdout): status is an int, or "timeout"."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                           input=stdin, env=env)
        return p.returncode, p.stderr, p.stdout
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


CRASH_MARKERS = ("Stack dump", "PLEASE submit a bug report", "LLVM ERROR",
                 "Assertion", "AddressSanitizer", "UndefinedBehaviorSanitizer",
                 "runtime error:")


def classify(rc, err):
    """'ok', 'error' (a located, clean error) or a finding's signature."""
    if rc == "timeout":
        return "hang"
    if rc == 0 and not any(m in err for m in CRASH_MARKERS):
        return "ok"
    for line in err.splitlines():
        if "LLVM ERROR" in line or "runtime error:" in line or "Sanitizer" in line:
            return "crash: " + re.sub(r"0x[0-9a-f]+|/\S+", "", line.strip())[:160]
    if isinstance(rc, int) and (rc < 0 or rc >= 128 or "Stack dump" in err):
        frame = re.search(r"#\d+ 0x[0-9a-f]+ (?:in )?(\S*(?:shfl|Shfl|NVVM|Warp|HGPU)\S*)", err)
        return "crash: signal %s %s" % (rc, frame.group(1) if frame else "")
    if re.search(r"(^|\n)(\S+: )?error: ", err):
        # A verifier complaint is printed before "LLVM ERROR", caught above.
        return "error"
    return "crash: exit %s without an error message" % rc


def first_error(err):
    for line in err.splitlines():
        if "error:" in line:
            return re.sub(r"^.*?error: ", "", line)[:200]
    return ""


class Campaign:
    def __init__(self, a, tools):
        self.a = a
        self.t = tools
        self.out = a.out
        os.makedirs(self.out, exist_ok=True)
        self.counts = {"modules": 0, "runs": 0, "ok": 0, "clean-errors": 0,
                       "llc": 0, "exec": 0, "exec-runs": 0, "gen-invalid": 0,
                       "compared": 0}
        self.errors = {}      # clean error message -> count
        self.findings = []    # (kind, signature, files)
        self.seen = set()

    # -- one module ---------------------------------------------------------
    def module(self, idx):
        a, t = self.a, self.t
        rng = random.Random("%d:%d" % (a.seed, idx))
        target = rng.choice(TARGETS)
        kind = "nvptx" if rng.random() < a.nvptx_share else "warp"
        if kind == "warp":
            text = irgen.warp_module(rng, t.llvm, (target[1], target[2]), a.size)
            configs = warp_configs(target)
        else:
            text = irgen.nvptx_module(rng, t.llvm, a.size)
            configs = nvptx_configs(target)
        if a.configs_per_module and len(configs) > a.configs_per_module:
            configs = rng.sample(configs, a.configs_per_module)
        work = tempfile.mkdtemp(prefix="m%d." % idx, dir=self.tmp)
        src = os.path.join(work, "in.ll")
        with open(src, "w") as f:
            f.write(text)
        res = {"idx": idx, "kind": kind, "target": target[0], "runs": [], "invalid": None}
        rc, err, _ = run([t.opt, "-passes=verify", "-disable-output", src], t.timeout)
        if rc != 0:
            res["invalid"] = err[:2000]
            return res, src
        for name, pipe, llc in configs:
            out = os.path.join(work, name + ".ll")
            cmd = [t.opt, "-load-pass-plugin=" + t.plugin, "-passes=" + pipe,
                   "-verify-each", "-S", src, "-o", out]
            rc, err, _ = run(cmd, t.timeout)
            c = classify(rc, err)
            entry = {"config": name, "pipeline": pipe, "class": c, "err": first_error(err),
                     "cmd": cmd, "stage": "opt"}
            res["runs"].append(entry)
            if c == "ok" and t.plugin2:
                cmd2 = [t.opt, "-load-pass-plugin=" + t.plugin2, "-passes=" + pipe,
                        "-verify-each", "-S", src]
                rc2, err2, out2 = run(cmd2, t.timeout * 3, env=t.env2)
                with open(out) as f:
                    mine = f.read()
                entry["compared"] = True
                c2 = classify(rc2, err2)
                if c2 != "ok":
                    res["runs"].append({"config": name, "pipeline": pipe, "stage": "compare",
                                        "class": c2 if c2 != "error" else
                                        "differs: only the second plugin fails",
                                        "err": first_error(err2), "cmd": cmd2})
                elif strip_ids(out2) != strip_ids(mine):
                    res["runs"].append({"config": name, "pipeline": pipe, "stage": "compare",
                                        "class": "differs: the two plugins print different IR",
                                        "err": "", "cmd": cmd2})
            if c == "ok" and llc:
                lcmd = [t.llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + target[1],
                        "-o", os.devnull, out]
                # In "attrs" every lowered function names its processor, and
                # the pass took the wave size from its own attributes (the
                # processor's default where they name no +wavefrontsize):
                # llc must do the same, so no -mattr, which would override
                # the functions that have no target-features (campaign
                # finding 002).
                if target[3] and name != "attrs":
                    lcmd.insert(3, "-mattr=" + target[3])
                rc, err, _ = run(lcmd, t.timeout)
                lc = classify(rc, err)
                if lc == "error":
                    lc = "llc error: " + first_error(err)
                res["runs"].append({"config": name, "pipeline": pipe, "class": lc,
                                    "err": first_error(err), "cmd": lcmd, "stage": "llc"})
        return res, src

    # -- one executed kernel ------------------------------------------------
    def exec_kernel(self, idx):
        a, t = self.a, self.t
        rng = random.Random("exec:%d:%d" % (a.seed, idx))
        hgpu = rng.random() < 0.2
        k = execgen.Kernel(rng, t.llvm, steps=rng.randint(3, 10), hgpu=hgpu)
        lanes = 32 if hgpu else 64
        inputs = [rng.getrandbits(32) if rng.random() < 0.7 else rng.randint(0, 40)
                  for _ in range(64)]
        want = k.expected(inputs, lanes)
        work = tempfile.mkdtemp(prefix="e%d." % idx, dir=self.tmp)
        results = []
        targets = ([("hgpu1", "hgpu1", 32, ""), ("hgpu2", "hgpu2", 32, "")] if hgpu
                   else TARGETS)
        for tg in targets:
            src = os.path.join(work, tg[0] + ".in.ll")
            feat = tg[3]
            with open(src, "w") as f:
                f.write(k.text(tg[1], feat))
            low = os.path.join(work, tg[0] + ".ll")
            pipe = ("nvvm-shfl-to-hgpu" if hgpu else
                    "nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu")
            cmd = [t.opt, "-load-pass-plugin=" + t.plugin, "-passes=" + pipe,
                   "-verify-each", "-S", src, "-o", low]
            rc, err, _ = run(cmd, t.timeout)
            c = classify(rc, err)
            if c != "ok":
                results.append({"config": "exec-" + tg[0], "pipeline": pipe, "stage": "opt",
                                "class": c if c != "error" else "exec: lowering refused: " + first_error(err),
                                "err": first_error(err), "cmd": cmd, "src": src})
                continue
            ecmd = [t.emu, "-mcpu=" + tg[1], low, "--block=%d" % lanes,
                    "--arg=buf:in:u32:64=" + ",".join(str(x) for x in inputs),
                    "--arg=buf:out:u32:%d" % (64 * len(k.steps)),
                    "--print=out", "--print-width=64"]
            if feat:
                ecmd.insert(2, "-mattr=" + feat)
            rc, err, out = run(ecmd, t.timeout * 3)
            got = parse_print(out)
            entry = {"config": "exec-" + tg[0], "pipeline": pipe, "stage": "wave-emu",
                     "cmd": ecmd, "src": src, "err": first_error(err)}
            if rc != 0 or got is None:
                entry["class"] = classify(rc, err) if rc != 0 else "exec: no output"
                if entry["class"] in ("ok", "error"):
                    entry["class"] = "exec: wave-emu failed: " + first_error(err)
            else:
                bad = [i for i in range(len(want)) if want[i] is not None and i % 64 < lanes
                       and got[i] != want[i]]
                if bad:
                    i = bad[0]
                    st = k.steps[i // 64]
                    entry["class"] = "exec: %s differs from the model" % st[0]
                    entry["err"] = "step %d (%s) lane %d: got %#x, want %#x" % (
                        i // 64, " ".join(str(x) for x in st), i % 64, got[i], want[i])
                else:
                    entry["class"] = "ok"
            results.append(entry)
        return {"idx": idx, "exec": True, "runs": results}, None

    # -- bookkeeping ----------------------------------------------------------
    def record(self, res, src):
        if res.get("exec"):
            self.counts["exec"] += 1
        else:
            self.counts["modules"] += 1
        if res.get("invalid") is not None:
            self.counts["gen-invalid"] += 1
            self.finding("generator", "generated module does not verify: " +
                         res["invalid"].splitlines()[0][:120], src, None)
            return
        for r in res["runs"]:
            if r["stage"] == "llc":
                self.counts["llc"] += 1
            elif r["stage"] == "wave-emu":
                self.counts["exec-runs"] += 1
            elif r["stage"] == "compare":
                pass
            else:
                self.counts["runs"] += 1
            if r.get("compared"):
                self.counts["compared"] += 1
            c = r["class"]
            if c == "ok":
                if r["stage"] == "opt":
                    self.counts["ok"] += 1
                continue
            if c == "error":
                self.counts["clean-errors"] += 1
                key = re.sub(r"'[^']*'|\b\d+\b|%\S+|@\S+", "_", r["err"])[:110]
                self.errors[key] = self.errors.get(key, 0) + 1
                continue
            self.finding(r["config"], c + (" -- " + r["err"] if r.get("err") and
                                            r["class"].startswith("exec") else ""),
                         r.get("src", src), r)

    def finding(self, config, sig, src, run_):
        key = re.sub(r"\b\d+\b", "N", sig.split(" -- ")[0])
        first = key not in self.seen
        self.seen.add(key)
        n = len(self.findings)
        d = os.path.join(self.out, "finding-%03d" % n)
        os.makedirs(d, exist_ok=True)
        if src:
            shutil.copy(src, os.path.join(d, "input.ll"))
        with open(os.path.join(d, "README.txt"), "w") as f:
            f.write("config: %s\nsignature: %s\n" % (config, sig))
            if run_:
                f.write("command: %s\n" % " ".join(run_["cmd"]))
        self.findings.append((config, sig, d, run_, first))
        print("FINDING %s [%s] %s" % (d, config, sig), flush=True)

    def reduce_all(self):
        for config, sig, d, r, first in self.findings:
            if not first or not r or r["stage"] not in ("opt", "llc"):
                continue
            reduce_one(self.t, d, r, sig)

    def go(self):
        a = self.a
        self.tmp = tempfile.mkdtemp(prefix="shfl-fuzz.")
        start = time.time()
        jobs = [("m", i) for i in range(a.modules)] + [("e", i) for i in range(a.exec)]
        with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
            futs = [ex.submit(self.module if k == "m" else self.exec_kernel, i)
                    for k, i in jobs]
            for fu in futs:
                res, src = fu.result()
                self.record(res, src)
        if a.reduce:
            self.reduce_all()
        if not a.keep:
            shutil.rmtree(self.tmp, ignore_errors=True)
        self.summary(time.time() - start)
        return 1 if self.findings else 0

    def summary(self, secs):
        c = self.counts
        print("shfl-fuzz: seed %d, LLVM %d, %.0f s" % (self.a.seed, self.t.llvm, secs))
        print("  modules: %d (%d opt runs: %d ok, %d clean errors), llc runs: %d" % (
            c["modules"], c["runs"], c["ok"], c["clean-errors"], c["llc"]))
        print("  exec kernels: %d (%d wave-emu runs against the model)" % (c["exec"], c["exec-runs"]))
        if self.t.plugin2:
            print("  outputs compared with the second plugin: %d" % c["compared"])
        if c["gen-invalid"]:
            print("  generated modules that do not verify: %d" % c["gen-invalid"])
        if self.a.verbose:
            for k, v in sorted(self.errors.items(), key=lambda x: -x[1]):
                print("    %5d x error: %s" % (v, k))
        kinds = {}
        for _, sig, _, _, _ in self.findings:
            k = sig.split(":")[0]
            kinds[k] = kinds.get(k, 0) + 1
        print("  findings: %d%s" % (len(self.findings), "".join(
            " (%s: %d)" % kv for kv in sorted(kinds.items()))))


def strip_ids(text):
    return "\n".join(l for l in text.splitlines() if not l.startswith("; ModuleID"))


def parse_print(out):
    vals = {}
    for line in out.splitlines():
        m = re.match(r"out\[(\d+)\]:\s*(.*)", line)
        if not m:
            continue
        base = int(m.group(1))
        for i, x in enumerate(m.group(2).split()):
            vals[base + i] = int(x, 0) & 0xffffffff
    if not vals:
        return None
    return [vals.get(i) for i in range(max(vals) + 1)]


def reduce_one(t, d, r, sig):
    """llvm-reduce the finding's input to the smallest module that still
    gives the same signature."""
    src = os.path.join(d, "input.ll")
    test = os.path.join(d, "interesting.sh")
    stage = r["stage"]
    me = os.path.abspath(__file__)
    with open(test, "w") as f:
        f.write("#!/bin/sh\nexec %s %s --is-interesting --llvm-bin %s --plugin %s "
                "--pipeline '%s' --stage %s %s--signature %s \"$1\"\n" % (
                    sys.executable, me, t.bin, t.plugin, r["pipeline"], stage,
                    ("--llc-args '%s' " % " ".join(r["cmd"][1:-3])) if stage == "llc" else "",
                    shlex_quote(sig)))
    os.chmod(test, 0o755)
    out = os.path.join(d, "reduced.ll")
    p = subprocess.run([t.reduce, "--test=" + test, src, "-o", out],
                       capture_output=True, text=True, timeout=1800)
    print("  reduced %s: %s" % (d, "ok" if p.returncode == 0 and os.path.exists(out)
                                 else "failed"), flush=True)


def shlex_quote(s):
    import shlex
    return shlex.quote(s)


def is_interesting(a):
    """For llvm-reduce: exit 0 if the module still gives the signature."""
    tools = Tools(a)
    src = a.file
    if a.stage == "llc":
        tmp = src + ".lowered.ll"
        rc, err, _ = run([tools.opt, "-load-pass-plugin=" + tools.plugin,
                          "-passes=" + a.pipeline, "-S", src, "-o", tmp], a.timeout)
        if rc != 0:
            return 1
        rc, err, _ = run([tools.llc] + a.llc_args.split() + ["-o", os.devnull, tmp], a.timeout)
        c = classify(rc, err)
        if c == "error":
            c = "llc error: " + first_error(err)
    else:
        rc, err, _ = run([tools.opt, "-load-pass-plugin=" + tools.plugin,
                          "-passes=" + a.pipeline, "-verify-each", "-disable-output", src],
                         a.timeout)
        c = classify(rc, err)
    return 0 if c.split(" -- ")[0] == a.signature.split(" -- ")[0] else 1


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--build", default="build-llvm22", help="the build tree")
    ap.add_argument("--llvm-bin", default=None)
    ap.add_argument("--plugin", default=None)
    ap.add_argument("--wave-emu", default=None)
    ap.add_argument("--compare-plugin", default=None,
                    help="a second build of the plugin (another host compiler); "
                    "every output must be identical")
    ap.add_argument("--compare-preload", default=None,
                    help="LD_PRELOAD for opt with the second plugin (a sanitized build)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--modules", type=int, default=100)
    ap.add_argument("--exec", type=int, default=0, help="kernels to run on wave-emu")
    ap.add_argument("--size", type=int, default=12, help="statements per function, at most")
    ap.add_argument("--nvptx-share", type=float, default=0.35)
    ap.add_argument("--configs-per-module", type=int, default=0,
                    help="run only this many random configurations per module (0: all)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=int, default=30)
    ap.add_argument("--out", default="fuzz-out")
    ap.add_argument("--reduce", action="store_true", help="llvm-reduce every new finding")
    ap.add_argument("--keep", action="store_true", help="keep the work directory")
    ap.add_argument("-v", "--verbose", action="store_true", help="list the clean errors")
    ap.add_argument("--break-model", action="store_true",
                    help="self-test: use a wrong PTX rule for shfl.up in the model; "
                    "the wave-emu runs must then report findings")
    ap.add_argument("--print-module", metavar="IDX", type=int, default=None,
                    help="print the module of this index and exit")
    # llvm-reduce's interestingness test.
    ap.add_argument("--is-interesting", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--pipeline", help=argparse.SUPPRESS)
    ap.add_argument("--stage", help=argparse.SUPPRESS)
    ap.add_argument("--llc-args", default="", help=argparse.SUPPRESS)
    ap.add_argument("--signature", help=argparse.SUPPRESS)
    ap.add_argument("file", nargs="?", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.llvm_bin is None:
        cache = os.path.join(a.build, "CMakeCache.txt")
        a.llvm_bin = "/usr/lib/llvm-22/bin"
        if os.path.exists(cache):
            m = re.search(r"^LLVM_DIR:PATH=(.*)/lib/cmake/llvm", open(cache).read(), re.M)
            if m:
                a.llvm_bin = os.path.join(m.group(1), "bin")
    if a.is_interesting:
        sys.exit(is_interesting(a))
    tools = Tools(a)
    execgen.BREAK_MODEL = a.break_model
    if a.print_module is not None:
        rng = random.Random("%d:%d" % (a.seed, a.print_module))
        target = rng.choice(TARGETS)
        if rng.random() < a.nvptx_share:
            print(irgen.nvptx_module(rng, tools.llvm, a.size))
        else:
            print(irgen.warp_module(rng, tools.llvm, (target[1], target[2]), a.size))
        return 0
    return Campaign(a, tools).go()


if __name__ == "__main__":
    sys.exit(main())

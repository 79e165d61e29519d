#===- execgen.py - Random warp kernels with their expected outputs --------===#
#
# Part of shfl-lowering.  A kernel for wave-emu whose every lane takes part
# in every warp operation (one block of 64 threads: two CUDA warps, all
# lanes active), built from a random chain of shuffles (constant and
# runtime b and c, all four modes, i32/f32, value and predicate), votes,
# ballots, match.any/all, redux, lane registers and integer arithmetic.  Each
# step's value is stored to out[step * 64 + tid].  `expected()` computes the
# same chain with a Python model of the PTX ISA rules, so a run of the
# lowered kernel on the emulator can be compared lane by lane.
#
# Member masks are either the full warp or the lane's half of it (lanes 0-15
# pass 0x0000ffff, lanes 16-31 0xffff0000): both name only lanes that execute
# the call with the same mask, as CUDA requires.
#
#===----------------------------------------------------------------------===#

M32 = 0xffffffff
HALF = [0x0000ffff, 0xffff0000]
# Self-test (shfl-fuzz --break-model): a deliberately wrong rule for `up`
# (j > maxLane instead of j >= maxLane), which the runs must catch.
BREAK_MODEL = False


def s32(v):
    v &= M32
    return v - (1 << 32) if v >> 31 else v


def shfl_model(mode, vals, b, c):
    """PTX shfl.sync for one warp: per-lane b and c; returns (value, pred)."""
    out = []
    for lane in range(32):
        bval, cval, seg = b[lane] & 31, c[lane] & 31, (c[lane] >> 8) & 31
        max_lane = (lane & seg) | (cval & ~seg & 31)
        min_lane = lane & seg
        if mode == "idx":
            j = min_lane | (bval & ~seg & 31)
            valid = j <= max_lane
        elif mode == "up":
            j = lane - bval
            valid = j > max_lane if BREAK_MODEL else j >= max_lane
        elif mode == "down":
            j = lane + bval
            valid = j <= max_lane
        else:
            j = lane ^ bval
            valid = j <= max_lane
        out.append((vals[j] if valid else vals[lane], int(valid)))
    return out


class Kernel:
    def __init__(self, rng, llvm, steps=8, hgpu=False):
        self.rng = rng
        self.llvm = llvm
        self.hgpu = hgpu
        self.lines = []
        self.decls = {}
        self.steps = []       # (kind, args) for the model
        self.pool = ["x", "lane"] if not hgpu else ["x", "lane"]
        self.n = 0
        self.nsteps = steps
        self.build()

    def fresh(self):
        self.n += 1
        return "v%d" % self.n

    def decl(self, name, text):
        self.decls[name] = text

    def operand(self):
        r = self.rng.random()
        if r < 0.25:
            return ("const", self.rng.choice([0, 1, 2, 5, 16, 31, 32, 33, 0x1f, 0x101f,
                                              0x181f, 0x1c1f, 0x1e1f, 0x100f, 0x1f00,
                                              0xffffffff, self.rng.getrandbits(32)]))
        return ("val", self.rng.choice(self.pool))

    def ir(self, op):
        return str(s32(op[1])) if op[0] == "const" else "%" + op[1]

    def emit(self, s):
        self.lines.append("  " + s)

    def build(self):
        rng = self.rng
        kinds = ["shfl"] * 5 + ["arith"] * 2
        if not self.hgpu:
            kinds += ["vote", "ballot", "matchany", "matchall", "redux", "sreg",
                      "activemask"]
        for _ in range(self.nsteps):
            k = rng.choice(kinds)
            r = self.fresh()
            if k == "shfl":
                mode = rng.choice(["idx", "up", "down", "bfly"])
                fl = rng.random() < 0.3
                pred = rng.random() < 0.4
                src = rng.choice(self.pool)
                b, c = self.operand(), self.operand()
                if rng.random() < 0.6:
                    c = ("const", rng.choice([0x1f, 0, 0x101f, 0x181f, 0x1c1f, 0x1e1f,
                                              0x100f, 0x0f, 0x1f1f, 0x181c, rng.getrandbits(13)]))
                t = "float" if fl else "i32"
                sfx = ("f32" if fl else "i32") + ("p" if pred else "")
                ret = "{ %s, i1 }" % t if pred else t
                nm = "llvm.nvvm.shfl.sync.%s.%s" % (mode, sfx)
                self.decl(nm, "declare %s @%s(i32, %s, i32, i32)" % (ret, nm, t))
                v = "%" + src
                if fl:
                    self.emit("%%%s.f = bitcast i32 %s to float" % (r, v))
                    v = "%%%s.f" % r
                self.emit("%%%s.c = call %s @%s(i32 -1, %s %s, i32 %s, i32 %s)" % (
                    r, ret, nm, t, v, self.ir(b), self.ir(c)))
                res = "%%%s.c" % r
                if pred:
                    which = rng.choice([0, 1])
                    self.emit("%%%s.e = extractvalue %s %s, %d" % (r, ret, res, which))
                    res = "%%%s.e" % r
                    if which == 1:
                        self.emit("%%%s = zext i1 %s to i32" % (r, res))
                        self.steps.append(("shflpred", mode, src, b, c))
                        self.pool.append(r)
                        continue
                if fl:
                    self.emit("%%%s = bitcast float %s to i32" % (r, res))
                else:
                    self.emit("%%%s = add i32 %s, 0" % (r, res))
                self.steps.append(("shfl", mode, src, b, c))
            elif k == "arith":
                op = rng.choice(["add", "xor", "mul", "and", "or", "lshr"])
                a, b = rng.choice(self.pool), self.operand()
                if op == "lshr":
                    b = ("const", rng.randint(0, 31))
                self.emit("%%%s = %s i32 %%%s, %s" % (r, op, a, self.ir(b)))
                self.steps.append(("arith", op, a, b))
            elif k in ("vote", "ballot"):
                vk = "ballot" if k == "ballot" else rng.choice(["any", "all", "uni"])
                a, lim = rng.choice(self.pool), rng.getrandbits(32)
                half = rng.random() < 0.4
                self.emit("%%%s.p = icmp ult i32 %%%s, %d" % (r, a, s32(lim) if lim < (1 << 31) else s32(lim)))
                mask = "%hmask" if half else "-1"
                ret = "i32" if vk == "ballot" else "i1"
                nm = "llvm.nvvm.vote.%s.sync" % vk
                self.decl(nm, "declare %s @%s(i32, i1)" % (ret, nm))
                self.emit("%%%s.v = call %s @%s(i32 %s, i1 %%%s.p)" % (r, ret, nm, mask, r))
                if ret == "i1":
                    self.emit("%%%s = zext i1 %%%s.v to i32" % (r, r))
                else:
                    self.emit("%%%s = add i32 %%%s.v, 0" % (r, r))
                self.steps.append(("vote", vk, a, lim, half))
            elif k == "matchany":
                a, keep = rng.choice(self.pool), rng.choice([1, 3, 7, 0xff, M32])
                half = rng.random() < 0.4
                self.decl("ma", "declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)")
                self.emit("%%%s.k = and i32 %%%s, %d" % (r, a, s32(keep)))
                self.emit("%%%s = call i32 @llvm.nvvm.match.any.sync.i32(i32 %s, i32 %%%s.k)" % (
                    r, "%hmask" if half else "-1", r))
                self.steps.append(("matchany", a, keep, half))
            elif k == "matchall":
                a, keep = rng.choice(self.pool), rng.choice([0, 1, M32])
                half = rng.random() < 0.4
                which = rng.choice([0, 1])
                self.decl("mall", "declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32)")
                self.emit("%%%s.k = and i32 %%%s, %d" % (r, a, s32(keep)))
                self.emit("%%%s.m = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %s, i32 %%%s.k)" % (
                    r, "%hmask" if half else "-1", r))
                self.emit("%%%s.e = extractvalue { i32, i1 } %%%s.m, %d" % (r, r, which))
                if which:
                    self.emit("%%%s = zext i1 %%%s.e to i32" % (r, r))
                else:
                    self.emit("%%%s = add i32 %%%s.e, 0" % (r, r))
                self.steps.append(("matchall", a, keep, half, which))
            elif k == "redux":
                op = rng.choice(["add", "min", "max", "umin", "umax", "and", "or", "xor"])
                a = rng.choice(self.pool)
                half = rng.random() < 0.4
                nm = "llvm.nvvm.redux.sync." + op
                self.decl(nm, "declare i32 @%s(i32, i32)" % nm)
                self.emit("%%%s = call i32 @%s(i32 %%%s, i32 %s)" % (r, nm, a, "%hmask" if half else "-1"))
                self.steps.append(("redux", op, a, half))
            elif k == "sreg":
                s = rng.choice(["laneid", "warpsize", "lanemask.eq", "lanemask.le",
                                "lanemask.lt", "lanemask.ge", "lanemask.gt"])
                nm = "llvm.nvvm.read.ptx.sreg." + s
                self.decl(nm, "declare i32 @%s()" % nm)
                self.emit("%%%s = call i32 @%s()" % (r, nm))
                self.steps.append(("sreg", s))
            elif k == "activemask":
                self.decl("am", "declare i32 @llvm.nvvm.activemask()")
                self.emit("%%%s = call i32 @llvm.nvvm.activemask()" % r)
                self.steps.append(("activemask",))
            self.pool.append(r)

    def text(self, cpu, feat):
        body = []
        for i, line in enumerate(self.lines):
            body.append(line)
        # Store every step's result: the step names are v1..vN in order.
        stores = []
        for k in range(len(self.steps)):
            v = "v%d" % (k + 1)
            stores.append("  %%o%d = getelementptr i32, ptr addrspace(1) %%out, i32 %%slot%d" % (k, k))
            stores.append("  store i32 %%%s, ptr addrspace(1) %%o%d, align 4" % (v, k))
        slots = ["  %%slot%d = add i32 %%tid, %d" % (k, 64 * k) for k in range(len(self.steps))]
        if self.hgpu:
            head = """define void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %lane = call i32 @llvm.hgpu.lane.id()
  %tid = add i32 %lane, 0
"""
            attrs = 'attributes #0 = { "hgpu-kernel" "target-cpu"="%s" }' % cpu
            self.decls["lane"] = "declare i32 @llvm.hgpu.lane.id()"
            triple = ""
        else:
            head = """define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %tid, 31
  %upper = icmp uge i32 %lane, 16
  %hmask = select i1 %upper, i32 -65536, i32 65535
"""
            feats = ' "target-features"="%s"' % feat if feat else ""
            attrs = 'attributes #0 = { "target-cpu"="%s"%s }' % (cpu, feats)
            self.decls["tid"] = "declare i32 @llvm.amdgcn.workitem.id.x()"
            triple = 'target triple = "amdgcn-amd-amdhsa"\n'
        return (triple + head +
                "  %px = getelementptr i32, ptr addrspace(1) %in, i32 %tid\n"
                "  %x = load i32, ptr addrspace(1) %px, align 4\n" +
                "\n".join(body) + "\n" + "\n".join(slots) + "\n" + "\n".join(stores) +
                "\n  ret void\n}\n" + "\n".join(sorted(self.decls.values())) + "\n" + attrs + "\n")

    def expected(self, inputs, lanes):
        """out[step * 64 + t] for t < lanes (a multiple of 32)."""
        out = [None] * (len(self.steps) * 64)
        for w in range(lanes // 32):
            env = {"x": [inputs[w * 32 + l] for l in range(32)],
                   "lane": list(range(32))}
            for k, st in enumerate(self.steps):
                res = self.step(st, env)
                env["v%d" % (k + 1)] = res
                for l in range(32):
                    out[k * 64 + w * 32 + l] = res[l] & M32
        return out

    @staticmethod
    def val(op, env, l):
        return op[1] & M32 if op[0] == "const" else env[op[1]][l]

    def step(self, st, env):
        V = self.val
        k = st[0]
        if k in ("shfl", "shflpred"):
            _, mode, src, b, c = st
            r = shfl_model(mode, env[src], [V(b, env, l) for l in range(32)],
                           [V(c, env, l) for l in range(32)])
            return [x[0] if k == "shfl" else x[1] for x in r]
        if k == "arith":
            _, op, a, b = st
            res = []
            for l in range(32):
                x, y = env[a][l], V(b, env, l)
                res.append({"add": x + y, "xor": x ^ y, "mul": x * y, "and": x & y,
                            "or": x | y, "lshr": x >> (y & 31)}[op] & M32)
            return res
        mask = lambda half, l: HALF[l >= 16] if half else M32
        if k == "vote":
            _, vk, a, lim, half = st
            p = [int(env[a][l] < lim) for l in range(32)]
            ballot = sum(p[l] << l for l in range(32))
            res = []
            for l in range(32):
                m = mask(half, l)
                bm = ballot & m
                res.append({"ballot": bm, "any": int(bm != 0), "all": int(bm == m),
                            "uni": int(bm == 0 or bm == m)}[vk])
            return res
        if k == "matchany":
            _, a, keep, half = st
            vals = [env[a][l] & keep for l in range(32)]
            return [sum(1 << j for j in range(32) if (mask(half, l) >> j) & 1 and vals[j] == vals[l])
                    for l in range(32)]
        if k == "matchall":
            _, a, keep, half, which = st
            vals = [env[a][l] & keep for l in range(32)]
            res = []
            for l in range(32):
                m = mask(half, l)
                same = all(vals[j] == vals[l] for j in range(32) if (m >> j) & 1)
                res.append((m if same else 0) if which == 0 else int(same))
            return res
        if k == "redux":
            _, op, a, half = st
            res = []
            for l in range(32):
                m = mask(half, l)
                xs = [env[a][j] for j in range(32) if (m >> j) & 1]
                if op == "add":
                    r = sum(xs)
                elif op in ("min", "max"):
                    r = (min if op == "min" else max)(s32(x) for x in xs)
                elif op in ("umin", "umax"):
                    r = (min if op == "umin" else max)(xs)
                else:
                    r = xs[0]
                    for x in xs[1:]:
                        r = {"and": r & x, "or": r | x, "xor": r ^ x}[op]
                res.append(r & M32)
            return res
        if k == "sreg":
            s = st[1]
            f = {"laneid": lambda l: l, "warpsize": lambda l: 32,
                 "lanemask.eq": lambda l: 1 << l, "lanemask.le": lambda l: (2 << l) - 1,
                 "lanemask.lt": lambda l: (1 << l) - 1, "lanemask.ge": lambda l: (M32 << l),
                 "lanemask.gt": lambda l: (M32 << (l + 1))}[s]
            return [f(l) & M32 for l in range(32)]
        if k == "activemask":
            return [M32] * 32
        raise ValueError(k)

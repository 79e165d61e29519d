#===- irgen.py - Random NVVM warp modules for shfl-fuzz -------------------===#
#
# Part of shfl-lowering.  Generates random, verifier-clean LLVM IR modules
# full of NVVM warp intrinsics and the control flow around them, as text:
#
#   warp_module(rng, llvm)    amdgcn IR for the warp passes
#   nvptx_module(rng, llvm)   NVPTX IR (kernels, special registers, barriers,
#                             atomics, libdevice, inline PTX) for
#                             nvvm-to-amdgpu and the passes after it
#
# Everything is decided by the `random.Random` passed in, so a seed gives
# the same module on every machine.  `llvm` is the LLVM major version (19 or
# 22): the two declare different NVVM intrinsics.
#
#===----------------------------------------------------------------------===#

MODES = ["idx", "up", "down", "bfly"]
SUFFIXES = ["i32", "f32", "i32p", "f32p"]
REDUX_INT = ["add", "min", "max", "umin", "umax", "and", "or", "xor"]
REDUX_FLOAT = ["fmin", "fmax", "fmin.abs", "fmax.abs", "fmin.NaN", "fmax.NaN",
               "fmin.abs.NaN", "fmax.abs.NaN"]
LANE_SREGS = ["laneid", "warpsize", "lanemask.eq", "lanemask.le",
              "lanemask.lt", "lanemask.ge", "lanemask.gt"]
# Constant c operands worth trying: full warp, up's 0, segments of 16/8/4/2,
# clamps inside the segment, odd high bits.
C_CONSTS = [0x1f, 0, 0x101f, 0x181f, 0x1c1f, 0x1e1f, 0x1f1f, 0x100f, 0x0f,
            0x7, 0x181c, 0x1f00, 0xffffffff, 0x8000001f, 0x3, 0x1010]
B_CONSTS = [0, 1, 2, 3, 4, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, -1, 0x7fffffff]
# The AMDGPU processors the modules name, with the wave size their
# attributes select.
CPUS = {"gfx90a": 64, "gfx942": 64, "gfx1100": 32, "gfx1030": 32,
        "gfx1200": 32, "gfx908": 64}


def i32(v):
    """An i32 literal as IR prints it (signed)."""
    v &= 0xffffffff
    return str(v - (1 << 32) if v >> 31 else v)


class Decls:
    """The declarations a module needs, by name."""

    def __init__(self):
        self.d = {}

    def add(self, name, text):
        self.d.setdefault(name, text)

    def text(self):
        return "\n".join(self.d[k] for k in sorted(self.d)) + "\n"


def shfl_decl(sync, mode, sfx):
    t = "float" if sfx.startswith("f") else "i32"
    ret = "{ %s, i1 }" % t if sfx.endswith("p") else t
    name = "llvm.nvvm.shfl.%s%s.%s" % ("sync." if sync else "", mode, sfx)
    params = ("i32, " if sync else "") + t + ", i32, i32"
    return name, ret, t, "declare %s @%s(%s)" % (ret, name, params)


class Func:
    """One function under construction: blocks of instructions, a scope of
    values, and the convergence token in effect."""

    def __init__(self, mod, name, params, ret="i32", attrs="", controlled=False,
                 personality=False, cc=""):
        self.mod = mod
        self.rng = mod.rng
        self.name = name
        self.params = params            # [(type, name, attrs)]
        self.ret = ret
        self.attrs = attrs
        self.cc = cc
        self.blocks = []                # [label, [lines]]
        self.n = 0
        self.controlled = controlled
        self.personality = personality
        self.scopes = [{}]
        self.token = None
        self.depth = 0
        self.new_block("entry")
        for t, nm, _ in params:
            self.define(t, "%" + nm)
        if controlled:
            self.token = "%tok.entry"
            self.emit("%tok.entry = call token @llvm.experimental.convergence.entry()")
            mod.decls.add("conv.entry", "declare token @llvm.experimental.convergence.entry()")

    # -- values -------------------------------------------------------------
    def fresh(self, p="v"):
        self.n += 1
        return "%%%s%d" % (p, self.n)

    def define(self, t, v):
        self.scopes[-1].setdefault(t, []).append(v)

    def values(self, t):
        out = []
        for s in self.scopes:
            out += s.get(t, [])
        return out

    def pick(self, t):
        vs = self.values(t)
        if t == "i32" and (not vs or self.rng.random() < 0.15):
            return i32(self.rng.choice(B_CONSTS + C_CONSTS + [self.rng.getrandbits(32)]))
        if t == "i1" and (not vs or self.rng.random() < 0.15):
            return self.rng.choice(["true", "false"])
        if t == "float" and (not vs or self.rng.random() < 0.2):
            return self.rng.choice(["1.0", "-0.0", "0x7FF8000000000000", "2.5"])
        if t == "i64" and (not vs or self.rng.random() < 0.2):
            return str(self.rng.getrandbits(40))
        return self.rng.choice(vs)

    # -- blocks -------------------------------------------------------------
    def new_block(self, label):
        self.blocks.append([label, []])
        self.cur = label

    def emit(self, line):
        self.blocks[-1][1].append("  " + line)

    def bundle(self, convergent=True):
        if self.controlled and convergent and self.token:
            return ' [ "convergencectrl"(token %s) ]' % self.token
        return ""

    def label(self, p):
        self.n += 1
        return "%s%d" % (p, self.n)

    def push(self):
        self.scopes.append({})

    def pop(self):
        self.scopes.pop()

    def text(self):
        params = ", ".join(("%s %s%%%s" % (t, a + " " if a else "", nm)) for t, nm, a in self.params)
        pers = " personality ptr @__gxx_personality_v0" if self.personality else ""
        cc = self.cc + " " if self.cc else ""
        out = ["define %s%s @%s(%s) %s%s {" % (cc, self.ret, self.name, params, self.attrs, pers)]
        for label, lines in self.blocks:
            out.append(label + ":")
            out += lines
        out.append("}")
        return "\n".join(out)


class WarpOps:
    """Emits NVVM warp operations into a Func."""

    def __init__(self, mod, f):
        self.m = mod
        self.f = f
        self.rng = mod.rng

    def operand_b(self):
        if self.rng.random() < 0.5:
            return i32(self.rng.choice(B_CONSTS))
        return self.f.pick("i32")

    def operand_c(self):
        if self.rng.random() < 0.7:
            return i32(self.rng.choice(C_CONSTS))
        return self.f.pick("i32")

    def shuffle(self, self_ref=False):
        f, rng = self.f, self.rng
        sync = rng.random() < 0.8
        mode, sfx = rng.choice(MODES), rng.choice(SUFFIXES)
        name, ret, t, decl = shfl_decl(sync, mode, sfx)
        self.m.decls.add(name, decl)
        r = f.fresh("s")
        if self_ref:
            # Its own result (or the extracted value) as its operand.
            v = r if not sfx.endswith("p") else f.fresh("x")
        else:
            v = f.pick(t)
        mask = (i32(rng.choice([-1, -1, -1, 0xffff, 0x0f0f0f0f])) + ", ") if sync else ""
        f.emit("%s = call %s @%s(%s%s %s, i32 %s, i32 %s)%s" % (
            r, ret, name, ("i32 " + mask) if sync else "", t, v,
            self.operand_b(), self.operand_c(), f.bundle()))
        if sfx.endswith("p"):
            val = v if self_ref else f.fresh("x")
            f.emit("%s = extractvalue %s %s, 0" % (val, ret, r))
            p = f.fresh("p")
            f.emit("%s = extractvalue %s %s, 1" % (p, ret, r))
            f.define(t, val)
            f.define("i1", p)
        else:
            f.define(t, r)

    def warp(self, self_ref=False):
        f, rng, m = self.f, self.rng, self.m
        choices = ["ballot", "any", "all", "uni", "ballot.legacy", "activemask",
                   "match.any", "match.all", "redux", "syncwarp", "sreg"]
        if m.llvm >= 22:
            choices += ["redux.f", "elect"]
        k = rng.choice(choices)
        r = f.fresh("w")
        mask = r if self_ref else (i32(-1) if rng.random() < 0.6 else f.pick("i32"))
        if k in ("ballot", "any", "all", "uni"):
            ret = "i32" if k == "ballot" else "i1"
            if ret != "i32" and self_ref:
                mask = i32(-1)
            nm = "llvm.nvvm.vote.%s.sync" % k
            m.decls.add(nm, "declare %s @%s(i32, i1)" % (ret, nm))
            f.emit("%s = call %s @%s(i32 %s, i1 %s)%s" % (r, ret, nm, mask, f.pick("i1"), f.bundle()))
            f.define(ret, r)
        elif k == "ballot.legacy":
            if m.llvm >= 22:
                return self.warp(self_ref)  # the legacy votes are gone in 22
            nm = "llvm.nvvm.vote.ballot"
            m.decls.add(nm, "declare i32 @%s(i1)" % nm)
            f.emit("%s = call i32 @%s(i1 %s)%s" % (r, nm, f.pick("i1"), f.bundle()))
            f.define("i32", r)
        elif k == "activemask":
            m.decls.add("activemask", "declare i32 @llvm.nvvm.activemask()")
            f.emit("%s = call i32 @llvm.nvvm.activemask()%s" % (r, f.bundle()))
            f.define("i32", r)
        elif k == "match.any":
            t = rng.choice(["i32", "i64"])
            nm = "llvm.nvvm.match.any.sync.%s" % t
            m.decls.add(nm, "declare i32 @%s(i32, %s)" % (nm, t))
            v = r if (self_ref and t == "i32") else f.pick(t)
            f.emit("%s = call i32 @%s(i32 %s, %s %s)%s" % (r, nm, mask, t, v, f.bundle()))
            f.define("i32", r)
        elif k == "match.all":
            t = rng.choice(["i32", "i64"])
            nm = "llvm.nvvm.match.all.sync.%sp" % t
            m.decls.add(nm, "declare { i32, i1 } @%s(i32, %s)" % (nm, t))
            mk = f.fresh("mm") if self_ref else mask
            f.emit("%s = call { i32, i1 } @%s(i32 %s, %s %s)%s" % (r, nm, mk, t, f.pick(t), f.bundle()))
            f.emit("%s = extractvalue { i32, i1 } %s, 0" % (mk if self_ref else f.fresh("mm"), r))
            p = f.fresh("p")
            f.emit("%s = extractvalue { i32, i1 } %s, 1" % (p, r))
            f.define("i1", p)
        elif k == "redux":
            op = rng.choice(REDUX_INT)
            nm = "llvm.nvvm.redux.sync.%s" % op
            m.decls.add(nm, "declare i32 @%s(i32, i32)" % nm)
            f.emit("%s = call i32 @%s(i32 %s, i32 %s)%s" % (r, nm, f.pick("i32"), mask, f.bundle()))
            f.define("i32", r)
        elif k == "redux.f":
            op = rng.choice(REDUX_FLOAT)
            nm = "llvm.nvvm.redux.sync.%s" % op
            m.decls.add(nm, "declare float @%s(float, i32)" % nm)
            if self_ref:
                mask = i32(-1)
            f.emit("%s = call float @%s(float %s, i32 %s)%s" % (r, nm, f.pick("float"), mask, f.bundle()))
            f.define("float", r)
        elif k == "elect":
            m.decls.add("elect", "declare { i32, i1 } @llvm.nvvm.elect.sync(i32)")
            if self_ref:
                mask = i32(-1)
            f.emit("%s = call { i32, i1 } @llvm.nvvm.elect.sync(i32 %s)%s" % (r, mask, f.bundle()))
            x, p = f.fresh("x"), f.fresh("p")
            f.emit("%s = extractvalue { i32, i1 } %s, 0" % (x, r))
            f.emit("%s = extractvalue { i32, i1 } %s, 1" % (p, r))
            f.define("i32", x)
            f.define("i1", p)
        elif k == "syncwarp":
            m.decls.add("bar.warp.sync", "declare void @llvm.nvvm.bar.warp.sync(i32)")
            f.emit("call void @llvm.nvvm.bar.warp.sync(i32 %s)%s" % (
                f.pick("i32") if not self_ref else i32(-1), f.bundle()))
        elif k == "sreg":
            s = rng.choice(LANE_SREGS)
            nm = "llvm.nvvm.read.ptx.sreg." + s
            m.decls.add(nm, "declare i32 @%s()" % nm)
            f.emit("%s = call i32 @%s()" % (r, nm))
            f.define("i32", r)

    def arith(self):
        f, rng = self.f, self.rng
        r = f.fresh("a")
        k = rng.random()
        if k < 0.45:
            op = rng.choice(["add", "xor", "and", "or", "mul", "sub", "shl", "lshr"])
            f.emit("%s = %s i32 %s, %s" % (r, op, f.pick("i32"), f.pick("i32")))
            f.define("i32", r)
        elif k < 0.65:
            cc = rng.choice(["eq", "ne", "ult", "slt", "ugt"])
            f.emit("%s = icmp %s i32 %s, %s" % (r, cc, f.pick("i32"), f.pick("i32")))
            f.define("i1", r)
        elif k < 0.75:
            f.emit("%s = bitcast i32 %s to float" % (r, f.pick("i32")))
            f.define("float", r)
        elif k < 0.85:
            f.emit("%s = fadd float %s, %s" % (r, f.pick("float"), f.pick("float")))
            f.define("float", r)
        elif k < 0.93:
            f.emit("%s = zext i32 %s to i64" % (r, f.pick("i32")))
            f.define("i64", r)
        else:
            f.emit("%s = select i1 %s, i32 %s, i32 %s" % (r, f.pick("i1"), f.pick("i32"), f.pick("i32")))
            f.define("i32", r)


class Module:
    def __init__(self, rng, llvm):
        self.rng = rng
        self.llvm = llvm
        self.mixed = False
        self.decls = Decls()
        self.funcs = []
        self.globals = []
        self.attr_groups = []
        self.meta = []

    def attr_group(self, text):
        self.attr_groups.append(text)
        return "#%d" % (len(self.attr_groups) - 1)

    def text(self, header):
        out = [header]
        out += self.globals
        out += [f.text() for f in self.funcs]
        out.append(self.decls.text())
        for i, a in enumerate(self.attr_groups):
            out.append("attributes #%d = { %s }" % (i, a))
        out += self.meta
        return "\n\n".join(out) + "\n"


def cpu_attrs(rng, target, mixed=True):
    """Function attributes naming the processor: the module's target, or (in
    a mixed module) another processor or nothing."""
    cpu, wave = target
    k = rng.random()
    if k < 0.55 or not mixed:
        feat = '"target-features"="+wavefrontsize64"' if (cpu in ("gfx1100", "gfx1030", "gfx1200") and wave == 64) else ""
        return ('"target-cpu"="%s" %s' % (cpu, feat)).strip(), (cpu, wave)
    if k < 0.75:
        return "", None
    other = rng.choice(sorted(CPUS))
    return '"target-cpu"="%s"' % other, (other, CPUS[other])


def body(mod, f, ops, budget):
    """A random structured body of about `budget` statements."""
    rng = mod.rng
    while budget > 0:
        k = rng.random()
        budget -= 1
        if k < 0.35:
            ops.shuffle()
        elif k < 0.55:
            ops.warp()
        elif k < 0.72:
            ops.arith()
        elif f.depth >= 3:
            ops.arith()
        elif k < 0.80:
            if_else(mod, f, ops, budget // 2)
            budget //= 2
        elif k < 0.87:
            loop(mod, f, ops, budget // 2)
            budget //= 2
        elif k < 0.92:
            switch(mod, f, ops, budget // 2)
            budget //= 2
        elif k < 0.96:
            call_helper(mod, f)
        else:
            invoke_helper(mod, f)


def if_else(mod, f, ops, budget):
    c = f.pick("i1")
    then, els, join = f.label("then"), f.label("else"), f.label("join")
    f.emit("br i1 %s, label %%%s, label %%%s" % (c, then, els))
    outs = []
    f.depth += 1
    for lab in (then, els):
        f.new_block(lab)
        f.push()
        body(mod, f, ops, max(1, budget // 2))
        outs.append((f.cur, f.pick("i32")))
        f.pop()
        f.emit("br label %%%s" % join)
    f.depth -= 1
    f.new_block(join)
    r = f.fresh("phi")
    f.emit("%s = phi i32 [ %s, %%%s ], [ %s, %%%s ]" % (r, outs[0][1], outs[0][0], outs[1][1], outs[1][0]))
    f.define("i32", r)


def loop(mod, f, ops, budget):
    pre = f.cur
    head, exit_ = f.label("loop"), f.label("exit")
    init = f.pick("i32")
    bound = f.pick("i32") if mod.rng.random() < 0.5 else str(mod.rng.randint(1, 4))
    f.emit("br label %%%s" % head)
    f.new_block(head)
    i, acc = f.fresh("i"), f.fresh("acc")
    phi_i = len(f.blocks[-1][1])
    f.emit("PLACEHOLDER")
    f.emit("PLACEHOLDER")
    outer = f.token
    if f.controlled:
        lt = f.fresh("tok.loop")
        f.emit('%s = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %s) ]' % (lt, outer))
        mod.decls.add("conv.loop", "declare token @llvm.experimental.convergence.loop()")
        f.token = lt
    f.push()
    f.define("i32", i)
    f.define("i32", acc)
    f.depth += 1
    body(mod, f, ops, max(1, budget))
    f.depth -= 1
    nxt = f.pick("i32")
    inext, c = f.fresh("inext"), f.fresh("c")
    f.emit("%s = add i32 %s, 1" % (inext, i))
    f.emit("%s = icmp ult i32 %s, %s" % (c, inext, bound if not bound.startswith("%") else "%s" % bound))
    latch = f.cur
    f.emit("br i1 %s, label %%%s, label %%%s" % (c, head, exit_))
    f.pop()
    f.token = outer
    hb = [b for b in f.blocks if b[0] == head][0]
    hb[1][phi_i] = "  %s = phi i32 [ 0, %%%s ], [ %s, %%%s ]" % (i, pre, inext, latch)
    hb[1][phi_i + 1] = "  %s = phi i32 [ %s, %%%s ], [ %s, %%%s ]" % (acc, init, pre, nxt, latch)
    f.new_block(exit_)
    f.define("i32", acc)


def switch(mod, f, ops, budget):
    v = f.pick("i32")
    join = f.label("sjoin")
    cases = [f.label("case") for _ in range(mod.rng.randint(1, 3))]
    dflt = f.label("default")
    f.emit("switch i32 %s, label %%%s [ %s ]" % (
        v, dflt, " ".join("i32 %d, label %%%s" % (k, c) for k, c in enumerate(cases))))
    incoming = []
    f.depth += 1
    for lab in cases + [dflt]:
        f.new_block(lab)
        f.push()
        body(mod, f, ops, max(1, budget // (len(cases) + 1)))
        incoming.append((f.pick("i32"), f.cur))
        f.pop()
        f.emit("br label %%%s" % join)
    f.depth -= 1
    f.new_block(join)
    r = f.fresh("sphi")
    f.emit("%s = phi i32 %s" % (r, ", ".join("[ %s, %%%s ]" % x for x in incoming)))
    f.define("i32", r)


def call_helper(mod, f):
    """A call to a helper: direct, through an alias, or through a pointer."""
    if not mod.helpers:
        return
    rng = mod.rng
    h, convergent = rng.choice(mod.helpers)
    r = f.fresh("h")
    k = rng.random()
    attrs = ""
    if k < 0.4:
        callee = "@" + h
    elif k < 0.7 and ("alias." + h) in mod.aliases:
        callee = "@alias." + h
    else:
        h2, conv2 = rng.choice(mod.helpers)
        fp = f.fresh("fp")
        f.emit("%s = select i1 %s, ptr @%s, ptr @%s" % (fp, f.pick("i1"), h, h2))
        callee = fp
        convergent = convergent or conv2
        if convergent:
            attrs = " " + mod.convergent_group
    f.emit("%s = call i32 %s(i32 %s)%s%s" % (r, callee, f.pick("i32"), attrs, f.bundle(convergent)))
    f.define("i32", r)


def invoke_helper(mod, f):
    if not mod.helpers:
        return
    h, convergent = mod.rng.choice(mod.helpers)
    ok, lp = f.label("ok"), f.label("lpad")
    r = f.fresh("inv")
    f.personality = True
    mod.decls.add("personality", "declare i32 @__gxx_personality_v0(...)")
    f.emit("%s = invoke i32 @%s(i32 %s)%s to label %%%s unwind label %%%s" % (
        r, h, f.pick("i32"), f.bundle(convergent), ok, lp))
    # The landing pad ends the function; the normal path goes on.
    f.blocks.append([lp, ["  %%lp%d = landingpad { ptr, i32 } cleanup" % f.n,
                          "  resume { ptr, i32 } %%lp%d" % f.n]])
    f.n += 1
    f.new_block(ok)
    f.define("i32", r)


def dead_blocks(mod, f, ops):
    """Blocks no path reaches, with self-referencing warp calls."""
    for _ in range(mod.rng.randint(1, 2)):
        lab = f.label("dead")
        f.new_block(lab)
        f.push()
        saved = f.token
        for _ in range(mod.rng.randint(1, 4)):
            if mod.rng.random() < 0.6:
                ops.shuffle(self_ref=True)
            else:
                ops.warp(self_ref=mod.rng.random() < 0.5)
        f.pop()
        f.token = saved
        end = mod.rng.random()
        if end < 0.4:
            f.emit("br label %%%s" % lab)
        elif end < 0.7:
            f.emit("unreachable")
        else:
            f.emit("ret %s" % ("void" if f.ret == "void" else "%s %s" % (f.ret, "0")))


def make_helpers(mod, ops_cls, count, controlled_ok=True, target=None):
    mod.helpers = []
    mod.aliases = set()
    mod.convergent_group = mod.attr_group("convergent")
    for k in range(count):
        rng = mod.rng
        convergent = rng.random() < 0.6
        attrs = []
        if convergent:
            attrs.append("convergent")
        if rng.random() < 0.2:
            attrs.append("optnone noinline")
        if target:
            a, _ = cpu_attrs(rng, target, mod.mixed)
            if a:
                attrs.append(a)
        g = mod.attr_group(" ".join(attrs)) if attrs else ""
        f = Func(mod, "helper%d" % k, [("i32", "x", "")], attrs=g,
                 controlled=convergent and controlled_ok and rng.random() < 0.3)
        ops = ops_cls(mod, f)
        if convergent:
            for _ in range(rng.randint(1, 3)):
                ops.shuffle() if rng.random() < 0.6 else ops.warp()
        else:
            ops.arith()
        f.emit("ret i32 %s" % f.pick("i32"))
        mod.funcs.append(f)
        mod.helpers.append((f.name, convergent))
        if rng.random() < 0.5:
            mod.globals.append("@alias.%s = alias i32 (i32), ptr @%s" % (f.name, f.name))
            mod.aliases.add("alias." + f.name)


def warp_module(rng, llvm, target, size=12):
    """An amdgcn module for the warp passes.  `target` is (cpu, wave)."""
    mod = Module(rng, llvm)
    # A quarter of the modules mix processors, or name none, per function;
    # the others name the module's target everywhere.
    mod.mixed = rng.random() < 0.25
    make_helpers(mod, WarpOps, rng.randint(0, 2), target=target)
    nfuncs = rng.randint(1, 3)
    for k in range(nfuncs):
        attrs, _ = cpu_attrs(rng, target, mod.mixed)
        extra = []
        if rng.random() < 0.15:
            extra.append("optnone noinline")
        controlled = rng.random() < 0.3
        if controlled:
            extra.append("convergent")
        g = mod.attr_group(" ".join([attrs] + extra).strip()) if (attrs or extra) else ""
        params = [("i32", "a", ""), ("i32", "b", ""), ("float", "f", ""),
                  ("i64", "l", ""), ("i1", "c", "")]
        fn = Func(mod, "f%d" % k, params, attrs=g, controlled=controlled)
        ops = WarpOps(mod, fn)
        body(mod, fn, ops, rng.randint(3, size))
        fn.emit("ret i32 %s" % fn.pick("i32"))
        if rng.random() < 0.5:
            dead_blocks(mod, fn, ops)
        mod.funcs.append(fn)
    return mod.text('target triple = "amdgcn-amd-amdhsa"')


#===----------------------------------------------------------------------===#
# NVPTX modules for the retargeting pass
#===----------------------------------------------------------------------===#

# Parameter attributes a kernel may carry, with the parameter type they go on.
PARAM_ATTRS = [
    ("ptr", "noalias"), ("ptr", "nonnull"), ("ptr", "dereferenceable(16)"),
    ("ptr", "align 16"), ("ptr", "noundef"), ("ptr", "readonly"),
    ("ptr", "writeonly"), ("ptr", "nofree"), ("ptr", "noundef nonnull align 4"),
    ("i32", "noundef"), ("i32", "inreg"), ("i8", "zeroext"), ("i16", "signext"),
    ("i32", "range(i32 0, 100)"), ("float", "nofpclass(nan)"),
    ("ptr addrspace(1)", "noalias"), ("ptr addrspace(1)", "byref(i32)"),
    ("ptr addrspace(3)", "noundef"),
]
# What CUDA kernels never have and amdgpu_kernel cannot take: clean errors.
BAD_PARAM_ATTRS = [("ptr", "sret(i32)"), ("ptr addrspace(5)", "byref(i32)")]

SREGS = ["tid.x", "tid.y", "tid.z", "ctaid.x", "ctaid.y", "ctaid.z",
         "ntid.x", "ntid.y", "ntid.z", "nctaid.x", "nctaid.y", "nctaid.z"]
LIBDEVICE = [("__nv_sqrtf", "float", 1), ("__nv_fabsf", "float", 1),
             ("__nv_floorf", "float", 1), ("__nv_fminf", "float", 2),
             ("__nv_fmaf", "float", 3), ("__nv_copysignf", "float", 2),
             ("__nv_popc", "i32", 1), ("__nv_clz", "i32", 1),
             ("__nv_brev", "i32", 1), ("__nv_ffs", "i32", 1)]
# A rarer pick: a function that links a larger OCML body (__ocml_sin_f32).
# (The draw keeps its own list so that a seed's modules stay the same.)
LIBDEVICE_RARE = [("__nv_sinf", "float", 1)]
INLINE_PTX = [
    ('"mov.u32 $0, %laneid;", "=r"', "i32", []),
    ('"mov.u32 $0, %tid.x;", "=r"', "i32", []),
    ('"bar.sync 0;", ""', "void", []),
    ('"membar.gl;", "~{memory}"', "void", []),
    ('"", "~{memory}"', "void", []),
    ('"ld.acquire.gpu.u32 $0, [$1];", "=r,l"', "i32", ["ptr"]),
    ('"atom.add.u32 $0, [$1], $2;", "=r,l,r"', "i32", ["ptr", "i32"]),
]
# Not recognised by the retargeting pass: a clean error; rare.
INLINE_PTX_UNKNOWN = [
    ('"prmt.b32 $0, $1, $2, 0x3210;", "=r,r,r"', "i32", ["i32", "i32"]),
]


class KernelOps(WarpOps):
    """Warp operations plus what the retargeting pass lowers."""

    def retarget_op(self):
        f, m, rng = self.f, self.m, self.rng
        k = rng.random()
        r = f.fresh("k")
        if k < 0.3:
            s = rng.choice(SREGS)
            nm = "llvm.nvvm.read.ptx.sreg." + s
            m.decls.add(nm, "declare i32 @%s()" % nm)
            f.emit("%s = call i32 @%s()" % (r, nm))
            f.define("i32", r)
        elif k < 0.42:
            nm = "llvm.nvvm.barrier0" if m.llvm < 22 else "llvm.nvvm.barrier.cta.sync.aligned.all"
            m.decls.add(nm, "declare void @%s(%s)" % (nm, "" if m.llvm < 22 else "i32"))
            f.emit("call void @%s(%s)%s" % (nm, "" if m.llvm < 22 else "i32 0", f.bundle()))
        elif k < 0.5:
            s = rng.choice(["cta", "gl", "sys"])
            nm = "llvm.nvvm.membar." + s
            m.decls.add(nm, "declare void @%s()" % nm)
            f.emit("call void @%s()" % nm)
        elif k < 0.62:
            op = rng.choice(["add", "max", "min", "exch", "and", "or", "xor", "inc", "dec"])
            sc = rng.choice(["cta", "sys"])
            nm = "llvm.nvvm.atomic.%s.gen.i.%s.i32.p0" % (op, sc)
            m.decls.add(nm, "declare i32 @%s(ptr, i32)" % nm)
            f.emit("%s = call i32 @%s(ptr %s, i32 %s)" % (r, nm, f.pick("ptr"), f.pick("i32")))
            f.define("i32", r)
        elif k < 0.78:
            name, t, n = rng.choice(LIBDEVICE if rng.random() < 0.95 else LIBDEVICE_RARE)
            m.decls.add(name, "declare %s @%s(%s)" % (t, name, ", ".join([t] * n)))
            f.emit("%s = call %s @%s(%s)" % (r, t, name, ", ".join("%s %s" % (t, f.pick(t)) for _ in range(n))))
            f.define(t, r)
        elif k < 0.86:
            asm, ret, args = rng.choice(INLINE_PTX if rng.random() < 0.9 else INLINE_PTX_UNKNOWN)
            a = ", ".join("%s %s" % (t, f.pick(t)) for t in args)
            # clang marks inline asm convergent in CUDA device code.
            conv = rng.random() < 0.5
            tail = (" " + m.convergent_group + f.bundle()) if conv else ""
            if ret == "void":
                f.emit("call void asm sideeffect %s(%s)%s" % (asm, a, tail))
            else:
                f.emit("%s = call %s asm sideeffect %s(%s)%s" % (r, ret, asm, a, tail))
                f.define(ret, r)
        elif k < 0.94:
            t = rng.choice(["i32", "[4 x i32]", "{ i32, float }"])
            n = "" if rng.random() < 0.8 else ", i32 %s" % f.pick("i32")
            f.emit("%s = alloca %s%s, align 4" % (r, t, n))
            f.emit("store i32 %s, ptr %s, align 4" % (f.pick("i32"), r))
            f.define("ptr", r)
        else:
            p = f.pick("ptr")
            f.emit("%s = load i32, ptr %s, align 4" % (r, p))
            f.define("i32", r)


def kernel_body(mod, f, ops, budget):
    rng = mod.rng
    while budget > 0:
        budget -= 1
        k = rng.random()
        if k < 0.35:
            ops.retarget_op()
        elif k < 0.5:
            ops.shuffle()
        elif k < 0.6:
            ops.warp()
        elif k < 0.75:
            ops.arith()
        elif f.depth < 2 and k < 0.85:
            if_else(mod, f, ops, budget // 2)
            budget //= 2
        elif f.depth < 2 and k < 0.93:
            loop(mod, f, ops, budget // 2)
            budget //= 2
        else:
            ops.arith()


def nvptx_module(rng, llvm, size=12, bad_params=0.03):
    """An NVPTX module with kernels (clang 22's ptx_kernel or clang 19's
    annotations) and device functions for the retargeting pass."""
    mod = Module(rng, llvm)
    make_helpers(mod, KernelOps, rng.randint(0, 2))
    annotations = []
    for k in range(rng.randint(1, 3)):
        params = [("ptr", "out", "noundef")]
        for j in range(rng.randint(0, 4)):
            pool = PARAM_ATTRS + (BAD_PARAM_ATTRS if rng.random() < bad_params else [])
            t, a = rng.choice(pool)
            if a.startswith("sret") and j != 0:
                # The verifier takes sret only on the first or second
                # parameter (kp0 is the second): elsewhere the module would
                # be invalid, not a test of the pass (campaign finding 001).
                t, a = rng.choice(PARAM_ATTRS)
            params.append((t, "kp%d" % j, a))
        if rng.random() < 0.3:
            params.append(("ptr", "agg", "byval(%%struct.S%d) align 4" % (k % 2)))
        extra = []
        controlled = rng.random() < 0.25
        if controlled:
            extra.append("convergent")
        if rng.random() < 0.1:
            extra.append("optnone noinline")
        if rng.random() < 0.2:
            extra.append('"nvvm.maxntid"="%d"' % rng.choice([64, 128, 256]))
        g = mod.attr_group(" ".join(extra)) if extra else ""
        use_cc = llvm >= 22 or rng.random() < 0.5
        cc = "ptx_kernel" if use_cc else ""
        f = Func(mod, "kernel%d" % k, params, ret="void", attrs=g,
                 controlled=controlled, cc=cc)
        if not use_cc:
            annotations.append(f.name)
        # Pointer values the body may load and store through.
        f.define("ptr", "%out")
        for t, nm, _ in params:
            if t == "ptr":
                f.define("ptr", "%" + nm)
        ops = KernelOps(mod, f)
        kernel_body(mod, f, ops, rng.randint(3, size))
        f.emit("store i32 %s, ptr %%out, align 4" % f.pick("i32"))
        f.emit("ret void")
        if rng.random() < 0.3:
            dead_blocks(mod, f, ops)
        mod.funcs.append(f)
    if rng.random() < 0.2:
        mod.globals.append("@smem = internal addrspace(3) global [64 x i32] poison, align 4")
    mod.globals.insert(0, "%struct.S0 = type { i32, [4 x float] }\n%struct.S1 = type { i8, i64 }")
    if annotations:
        mod.meta.append("!nvvm.annotations = !{%s}" % ", ".join("!%d" % i for i in range(len(annotations))))
        for i, nm in enumerate(annotations):
            mod.meta.append('!%d = !{ptr @%s, !"kernel", i32 1}' % (i, nm))
    return mod.text('target triple = "nvptx64-nvidia-cuda"')

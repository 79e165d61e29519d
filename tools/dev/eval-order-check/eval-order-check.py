#!/usr/bin/env python3
#===- eval-order-check.py - Find unsequenced side effects in call args ----===#
#
# Part of shfl-lowering.  C++ leaves the order in which a call's arguments
# are evaluated unspecified: GCC and clang pick different orders, so
#
#     B.CreateOr(B.CreateShl(X, 1), B.CreateAnd(Y, 3))
#
# puts the shl first with one compiler and the and first with the other, and
# the emitted IR (instruction order, value-name suffixes, declaration order)
# depends on the host compiler.  This script finds every call in the given
# C++ files with two or more arguments that may have a side effect, and
# prints them as `file:line:col: warning: ...`; it exits 1 if it found any.
#
#   tools/dev/eval-order-check/eval-order-check.py lib tools include test/hgpu/Unit
#
# An argument "may change the IR" when it calls an IRBuilder Create*/Insert*
# method, one of the SEEDS below, or a function or named lambda of the
# checked files that does so itself (found by name, transitively).  A lambda expression passed as an argument does not run
# when the argument is evaluated, and the elements of a braced list are
# evaluated in order, so neither is reported by itself (a braced list with
# two effects next to another effectful argument is).  The fix is always the
# same: evaluate into named locals first, in the order the IR should have.
#
# Lines ending in the comment `// eval-order: ok` are skipped (for calls
# whose arguments are proven independent; there are none today).
#
#===----------------------------------------------------------------------===#
import os
import re
import sys

# Calls that change the IR: IRBuilder's Create*/Insert* methods and these.
SEEDS = set("""
eraseFromParent removeFromParent replaceAllUsesWith replaceUsesOfWith takeName
setName insertBefore insertAfter insertInto moveBefore moveAfter
splitBasicBlock addIncoming setOperand setArgOperand setCalledFunction
getOrInsertFunction getOrInsertGlobal getOrInsertNamedMetadata
getOrInsertDeclaration getDeclaration getIntrinsicDecl getOrInsertSyncScopeID
getOrInsertWarpIntrinsic addFnAttr addRetAttr addParamAttr removeFnAttr
setMetadata setDebugLoc setCallingConv setAttributes copyAttributesFrom
RecursivelyDeleteTriviallyDeadInstructions SplitBlock
Function::Create BasicBlock::Create CallInst::Create GlobalVariable
""".split())

# Qualified callees that look like creators but only return uniqued
# constants or types, whose creation order the output cannot show.
PURE = set("""
ConstantInt::get ConstantFP::get PoisonValue::get UndefValue::get
Constant::getNullValue IntegerType::get PointerType::get FunctionType::get
StructType::get ArrayType::get VectorType::get FixedVectorType::get
MDNode::get MDString::get ConstantAsMetadata::get
""".split())

KEYWORDS = set("""
if while for switch return sizeof alignof decltype catch static_assert
noexcept defined alignas typeid operator throw case do else
""".split())


def strip(src):
    """Blanks out comments and string/char literals, keeping offsets."""
    out = list(src)
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j):
                out[k] = " "
            i = j
        elif src.startswith("/*", i):
            j = src.find("*/", i + 2)
            j = n if j < 0 else j + 2
            for k in range(i, j):
                if out[k] != "\n":
                    out[k] = " "
            i = j
        elif c == 'R' and src.startswith('R"', i):
            m = re.match(r'R"([^(\s]*)\(', src[i:])
            end = src.find(")" + m.group(1) + '"', i) if m else -1
            j = n if end < 0 else end + len(m.group(1)) + 2
            for k in range(i + 1, j):
                if out[k] != "\n":
                    out[k] = "x"
            i = j
        elif c in "\"'":
            if c == "'" and i > 0 and src[i - 1].isalnum():
                i += 1  # digit separator 1'000
                continue
            j = i + 1
            while j < n and src[j] != c:
                j += 2 if src[j] == "\\" else 1
            for k in range(i + 1, min(j, n)):
                out[k] = "x"
            i = j + 1
        else:
            i += 1
    return "".join(out)


IDENT = re.compile(r"[A-Za-z_][A-Za-z_0-9]*")
CLOSE = {"(": ")", "[": "]", "{": "}"}


def match_close(s, i):
    """Index of the bracket closing s[i]."""
    stack = [CLOSE[s[i]]]
    j = i + 1
    while j < len(s) and stack:
        c = s[j]
        if c in CLOSE:
            stack.append(CLOSE[c])
        elif c in ")]}":
            if c == stack[-1]:
                stack.pop()
        j += 1
    return j - 1


def split_args(s, lo, hi):
    """Top-level comma-separated (start, end) spans of s[lo:hi]."""
    spans, depth, start, angle = [], 0, lo, 0
    for j in range(lo, hi):
        c = s[j]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            spans.append((start, j))
            start = j + 1
    if s[start:hi].strip():
        spans.append((start, hi))
    return spans


def callee_before(s, i):
    """The (qualified) callee name ending just before s[i] == '(' or None."""
    j = i - 1
    while j >= 0 and s[j] in " \t\n":
        j -= 1
    if j < 0:
        return None
    if s[j] == ">":  # template arguments: Foo<Bar>(...)
        depth = 0
        while j >= 0:
            if s[j] == ">":
                depth += 1
            elif s[j] == "<":
                depth -= 1
                if depth == 0:
                    break
            j -= 1
        j -= 1
        while j >= 0 and s[j] in " \t\n":
            j -= 1
    if s[j] in ")]":
        return "<expr>"  # a call of a call's result, or of a lambda
    if not (s[j].isalnum() or s[j] == "_"):
        return None
    end = j + 1
    while j >= 0 and (s[j].isalnum() or s[j] in "_:"):
        j -= 1
    name = s[j + 1:end].lstrip(":")
    if not IDENT.match(name.split("::")[-1] or "_"):
        return None
    last = name.split("::")[-1]
    if last in KEYWORDS or name in KEYWORDS:
        return None
    # A member call: keep only the method name.
    k = j
    while k >= 0 and s[k] in " \t\n":
        k -= 1
    if k >= 0 and (s[k] == "." or (s[k] == ">" and k > 0 and s[k - 1] == "-")):
        return last
    return name


def is_lambda(s, lo, hi):
    t = s[lo:hi].strip()
    return t.startswith("[") and re.match(r"\[[^\]]*\]\s*(\(|\{|mutable|->)", t)


def calls_in(s, lo, hi, skip_lambdas=True):
    """The callee names of the calls evaluated by s[lo:hi]."""
    found = []
    j = lo
    while j < hi:
        c = s[j]
        if skip_lambdas and c == "[" and is_lambda(s, j, hi):
            # A lambda expression runs later, not when it is evaluated.
            k = s.find("{", j)
            if 0 <= k < hi:
                j = match_close(s, k) + 1
                continue
        if c == "(":
            name = callee_before(s, j)
            # `P.get()` with no argument is a smart pointer's, not a cache's.
            if name and not (name == "get" and not s[j + 1:match_close(s, j)].strip()):
                found.append(name)
        j += 1
    return found


def changes_ir(name, effectful):
    if name.startswith("llvm::"):
        name = name[len("llvm::"):]
    if name in PURE:
        return False
    last = name.split("::")[-1]
    return (last.startswith(("Create", "Insert")) or name in SEEDS or
            last in SEEDS or last in effectful)


DEF = re.compile(r"([A-Za-z_][A-Za-z_0-9]*)\s*\(")
LAMBDA = re.compile(r"\b(?:auto|function_ref<[^;=]*>|std::function<[^;=]*>)\s+"
                    r"([A-Za-z_][A-Za-z_0-9]*)\s*=\s*\[")


def definitions(s):
    """(name, body_lo, body_hi) of the functions and named lambdas of s."""
    out = []
    for m in DEF.finditer(s):
        name = m.group(1)
        if name in KEYWORDS:
            continue
        close = match_close(s, m.end() - 1)
        k = close + 1
        # Qualifiers between the parameter list and the body.
        tail = re.match(r"\s*(?:const\s*|override\s*|final\s*|noexcept\s*|"
                        r"->\s*[A-Za-z_0-9:<>*& ]+\s*|mutable\s*)*\{", s[k:])
        if not tail:
            continue
        # A constructor's member initialisers, `: A(x), B(y) {`, are not a
        # body: a body opens right after the parameters and qualifiers.
        brace = k + tail.end() - 1
        out.append((name, brace, match_close(s, brace)))
    for m in LAMBDA.finditer(s):
        br = s.find("{", m.end())
        if br >= 0:
            out.append((m.group(1), br, match_close(s, br)))
    return out


def effectful_names(sources):
    """Names of the functions and lambdas that (transitively) change IR."""
    bodies = {}
    for s in sources:
        for name, lo, hi in definitions(s):
            bodies.setdefault(name, []).append(calls_in(s, lo, hi, False))
    effectful = set()
    changed = True
    while changed:
        changed = False
        for name, lists in bodies.items():
            if name in effectful:
                continue
            if any(changes_ir(c, effectful) for calls in lists for c in calls):
                effectful.add(name)
                changed = True
    return effectful


def effects(s, lo, hi, effectful):
    """Callees that may change the IR, evaluated by s[lo:hi]."""
    if is_lambda(s, lo, hi):
        return []
    return [c for c in calls_in(s, lo, hi) if changes_ir(c, effectful)]


def check_file(path, src, s, effectful, out):
    lines = src.split("\n")
    line_starts = [0]
    for ln in lines:
        line_starts.append(line_starts[-1] + len(ln) + 1)

    def where(off):
        lo, hi = 0, len(line_starts) - 1
        while lo < hi - 1:
            mid = (lo + hi) // 2
            if line_starts[mid] <= off:
                lo = mid
            else:
                hi = mid
        return lo + 1, off - line_starts[lo] + 1

    count = 0
    for i, c in enumerate(s):
        if c != "(":
            continue
        name = callee_before(s, i)
        if name is None:
            continue
        close = match_close(s, i)
        args = split_args(s, i + 1, close)
        if len(args) < 2:
            continue
        eff = [(a, effects(s, a[0], a[1], effectful)) for a in args]
        eff = [(a, e) for a, e in eff if e]
        if len(eff) < 2:
            continue
        line, col = where(i)
        if lines[line - 1].rstrip().endswith("// eval-order: ok"):
            continue
        shown = ", ".join("arg %d calls %s" % (args.index(a) + 1, "/".join(sorted(set(e))))
                          for a, e in eff)
        out.append("%s:%d:%d: warning: arguments of '%s' that change the IR are "
                   "unsequenced (%s)" % (path, line, col, name, shown))
        count += 1
    return count


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__ if __doc__ else "usage: eval-order-check.py PATH...")
        print("usage: eval-order-check.py FILE-OR-DIR...")
        return 2
    files = []
    for p in argv[1:]:
        if os.path.isdir(p):
            for root, _, names in os.walk(p):
                for n in sorted(names):
                    if n.endswith((".cpp", ".h", ".cc", ".c", ".inc")):
                        files.append(os.path.join(root, n))
        else:
            files.append(p)
    texts = {}
    for f in sorted(files):
        with open(f, encoding="utf-8", errors="replace") as h:
            src = h.read()
        texts[f] = (src, strip(src))
    effectful = effectful_names(s for _, s in texts.values())
    out = []
    for f, (src, s) in texts.items():
        check_file(f, src, s, effectful, out)
    for o in out:
        print(o)
    print("eval-order-check: %d file(s), %d finding(s)" % (len(files), len(out)))
    return 1 if out else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

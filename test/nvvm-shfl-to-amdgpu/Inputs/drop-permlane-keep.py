#!/usr/bin/env python3
"""Reads lowered IR on stdin and writes it without the identity DPP moves
that keep a v_permlanex16 in place under LLVM 19/20 (Compat.h,
keepPermlaneInPlace): `%A = update.dpp(poison, %P, 228, 15, 15, true)` on
a permlanex16 result %P goes, and the IR names the permlane %A where the
move had taken the final name, or %P where the move was %P.inplace.  The
lowering's other CHECK lines then read the same with LLVM 19 and 22."""
import re
import sys

NAME = r'%[-A-Za-z$._0-9]+'
KEEP = re.compile(r'^\s*(' + NAME + r') = call i32 @llvm\.amdgcn\.update\.dpp\.i32'
                  r'\(i32 poison, i32 (' + NAME + r'), i32 228, i32 15, i32 15, i1 true\)$')
PERM = re.compile(r'^\s*(' + NAME + r') = call i32 @llvm\.amdgcn\.permlanex16\.i32\(')


def drop(lines):
    """One function's lines (value names are per function)."""
    perms = {m.group(1) for m in map(PERM.match, lines) if m}
    renames, out = {}, []
    for line in lines:
        m = KEEP.match(line)
        if m and m.group(2) in perms:
            keep, perm = m.group(1), m.group(2)
            if keep == perm + '.inplace':
                renames[keep] = perm
            else:
                renames[perm] = keep
                renames[keep] = keep
            continue
        out.append(line)
    if not renames:
        return out
    pat = re.compile('(' + '|'.join(re.escape(k) for k in sorted(renames, key=len, reverse=True))
                     + r')(?![-A-Za-z$._0-9])')
    return [pat.sub(lambda m: renames[m.group(1)], l) for l in out]


out, func = [], []
for line in sys.stdin.read().split('\n'):
    if line.startswith('define '):
        out += drop(func)
        func = []
    func.append(line)
out += drop(func)
sys.stdout.write('\n'.join(out))

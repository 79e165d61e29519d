#!/usr/bin/env python3
"""Prepares a scratch root that `dpkg --root=ROOT -i DEB` can install into.

dpkg's database under ROOT/var/lib/dpkg starts empty (status, info/,
updates/), so dpkg would refuse to configure DEB: none of its Depends is
installed *there*.  The binaries of those dependencies are the host's
(/usr/lib/llvm-N, libboost, ...), which is where the installed driver will
run them from, so the database gets the host's records of exactly those
packages (their stanzas from the host's status file, and empty file lists).
dpkg then checks DEB's Depends, versions included, against the host's
installed packages, without --force-depends.  A dependency missing on the
host is an error here, as it would be for apt.

Usage: dpkg-scratch-root.py DEB ROOT [HOST_ADMINDIR]
"""
import os
import re
import subprocess
import sys


def stanzas(path):
    with open(path, encoding="utf-8") as f:
        for block in f.read().split("\n\n"):
            if block.strip():
                yield block.strip("\n")


def field(stanza, name):
    m = re.search(r"^%s: (.*)$" % re.escape(name), stanza, re.M)
    return m.group(1).strip() if m else ""


def names(relation):
    """Every package name of a Depends/Provides field, alternatives included."""
    out = []
    for part in relation.split(","):
        alts = [re.split(r"[\s(:]", a.strip(), 1)[0] for a in part.split("|")]
        out.append([a for a in alts if a])
    return [a for a in out if a]


def main():
    deb, root = sys.argv[1], sys.argv[2]
    host = sys.argv[3] if len(sys.argv) > 3 else "/var/lib/dpkg"
    admin = os.path.join(root, "var", "lib", "dpkg")
    for d in ("info", "updates"):
        os.makedirs(os.path.join(admin, d), exist_ok=True)
    depends = subprocess.run(["dpkg-deb", "-f", deb, "Depends"], check=True,
                             capture_output=True, text=True).stdout
    wanted = names(depends)
    installed = [s for s in stanzas(os.path.join(host, "status"))
                 if field(s, "Status") == "install ok installed"]
    keep, missing = [], []
    for alts in wanted:
        hit = [s for s in installed
               if field(s, "Package") in alts or
               any(p in alts for g in names(field(s, "Provides")) for p in g)]
        if not hit:
            missing.append(" | ".join(alts))
        keep += [s for s in hit if s not in keep]
    if missing:
        sys.exit("error: dependencies of %s not installed on this host: %s"
                 % (deb, ", ".join(missing)))
    with open(os.path.join(admin, "status"), "w", encoding="utf-8") as f:
        f.write("".join(s + "\n\n" for s in keep))
    for s in keep:
        # dpkg names the file list pkg:arch for Multi-Arch: same packages.
        name = field(s, "Package")
        if field(s, "Multi-Arch") == "same":
            name += ":" + field(s, "Architecture")
        open(os.path.join(admin, "info", name + ".list"), "w").close()
    print("%d dependencies recorded from %s" % (len(keep), host))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""state_diff.py BEFORE AFTER - the paths where two stored game states
differ, one a line, sorted; a unit (an object with "id", or "side" and
"num") is named by its id in the path, so a test can say that a referee
amendment changed exactly the fields it names and nothing else."""
import json
import sys


def key(i, v):
    if isinstance(v, dict) and "id" in v:
        return str(v["id"])
    if isinstance(v, dict) and "side" in v and "num" in v:
        return "%s:U%s" % (v["side"], v["num"])
    return str(i)


def walk(a, b, path, out):
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            walk(a.get(k), b.get(k), path + [k], out)
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            walk(x, y, path + [key(i, x)], out)
    elif a != b:
        out.append("/".join(path))


def main():
    with open(sys.argv[1]) as f:
        a = json.load(f)
    with open(sys.argv[2]) as f:
        b = json.load(f)
    out = []
    walk(a, b, [], out)
    print("\n".join(sorted(out)))


main()

#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""campaign_check.py DB CAMPAIGN - checks of a finished campaign's store
made outside pbemd (tests/integration/campaign_series.sh):

  carried   every battle fields exactly the ready units its musters named
            from the roster after the battle before, each with the
            roster's grade (UNIT line and the battle's opening state)
  returned  a unit lost in battle 1 and returned by its roll fights in
            battle 2; a unit promoted after battle 1 fights battle 2 with
            its new grade
  rolls     every between-battle roll re-derived here from the revealed
            secret (checked against its commitment) and the sealed muster
            sheets: the seed as pbemd-seed-v1, each unit's stream as
            pbemd-campaign-unit-v1, dice by rejection on one byte
Prints one line per check; exits 1 on the first failure.
"""
import hashlib, json, re, sqlite3, sys

db = sqlite3.connect(sys.argv[1])
C = sys.argv[2]
fails = 0

def check(ok, what):
    global fails
    print(("ok   - " if ok else "FAIL - ") + what)
    if not ok:
        fails += 1

def roster(n, side):
    r = db.execute("select roster from campaign_roster where campaign=? and "
                   "battle=? and side=?", (C, n, side)).fetchone()
    return json.loads(r[0])

sides = [r[0] for r in db.execute("select side from campaign_side where "
                                  "campaign=? order by ord", (C,))]
# each battle's scenario as the game was made (the base with the musters)
battles = db.execute("select b.n, b.game, g.scenario, b.secret, "
                     "b.secret_sha, b.seed from campaign_battle b join game g "
                     "on g.id = b.game where b.campaign=? order by b.n",
                     (C,)).fetchall()
check(len(battles) == 3, "three battles recorded")

def units_of(scen, side):
    out = {}
    for line in scen.splitlines():
        t = line.split()
        if len(t) > 4 and t[0] == "UNIT" and t[1] == side:
            out[t[2]] = "veteran" if "vet" in t[5:] else \
                "raw" if "raw" in t[5:] else "average"
    return out

def brought(n, side):
    text = db.execute("select text from campaign_muster where campaign=? "
                      "and n=? and side=?", (C, n, side)).fetchone()[0]
    ids = set()
    for line in text.splitlines():
        if line.upper().startswith("BRING"):
            ids |= set(x.upper() for x in line[5:].replace(",", " ").split())
    return ids

def opening_units(game):
    st = json.loads(db.execute("select state from phase where game=? and "
                               "seq=1", (game,)).fetchone()[0])
    return st

# carried over exactly
for n, game, scen, *_ in battles:
    for s in sides:
        before = roster(n - 1, s)
        want = {e["id"]: e["grade"] for e in before["entries"]
                if e.get("kind") == "unit" and e["status"] == "ready"
                and e["id"] in brought(n, s)}
        got = units_of(scen, s)
        # a grade the army list fixes is the list's, not a word
        fixed = {e["id"] for e in before["entries"] if e.get("grade_fixed")}
        ok = set(want) == set(got) and all(
            want[u] == got[u] for u in want if u not in fixed)
        check(ok, "battle %d: %s fields its muster with the roster's grades"
              % (n, s))

# lost in battle 1, returned, fights in battle 2; promoted fights promoted
b2 = battles[1]
ret = prom = None
for s in sides:
    r0, r1 = roster(0, s), roster(1, s)
    g0 = {e["id"]: e for e in r0["entries"]}
    for e in r1["entries"]:
        if e.get("kind") != "unit":
            continue
        if e.get("returned") and ret is None:
            ret = (s, e["id"])
        if g0[e["id"]]["grade"] != e["grade"] and prom is None:
            prom = (s, e["id"], e["grade"])
check(ret is not None, "a unit lost in battle 1 came back by its roll: %s"
      % (ret,))
check(prom is not None, "a unit was promoted after battle 1: %s" % (prom,))
st = opening_units(b2[1])
sidx = {s: i for i, s in enumerate(sides)}
def unit_state(side, uid):
    num = int(uid[1:])
    for u in st.get("units", []):
        if u.get("side") == sidx[side] and u.get("num") == num:
            return u
    return None
if ret:
    check(ret[1] in units_of(b2[2], ret[0]) and unit_state(*ret) is not None,
          "the returned unit %s %s fights in battle 2" % ret)
if prom:
    u = unit_state(prom[0], prom[1])
    q = {"veteran": 1, "average": 0, "raw": -1}[prom[2]]
    check(units_of(b2[2], prom[0]).get(prom[1]) == prom[2] and u is not None
          and u.get("quality") == q,
          "the promoted unit %s %s fights battle 2 as %s" % prom)

# every roll again, from the revealed secret and the sealed sheets
class Dice:
    def __init__(self, seed):
        self.seed, self.counter, self.buf = seed, 0, b""
    def byte(self):
        if not self.buf:
            self.buf = hashlib.sha256(self.seed + self.counter.to_bytes(
                8, "big")).digest()
            self.counter += 1
        b, self.buf = self.buf[0], self.buf[1:]
        return b
    def roll(self, sides):
        limit = 256 - 256 % sides
        while True:
            v = self.byte()
            if v < limit:
                return v % sides + 1

for n, game, scen, secret, secret_sha, seed in battles:
    check(hashlib.sha256(secret.encode()).hexdigest() == secret_sha,
          "battle %d: the secret matches its commitment" % n)
    text = "pbemd-seed-v1\nsecret=%s\n" % secret
    for s in sides:
        sha = db.execute("select sha, text from campaign_muster where "
                         "campaign=? and n=? and side=?", (C, n, s)).fetchone()
        check(hashlib.sha256(sha[1].encode()).hexdigest() == sha[0],
              "battle %d: %s's muster sheet matches its hash" % (n, s))
        text += "sheet %s=%s\n" % (s, sha[0])
    myseed = hashlib.sha256(text.encode()).digest()
    check(myseed.hex() == seed, "battle %d: the seed re-derived" % n)
    for s in sides:
        log = db.execute("select body from campaign_text where campaign=? "
                         "and n=? and side=? and kind='rolls'",
                         (C, n, s)).fetchone()[0]
        good = True
        count = 0
        for m in re.finditer(r"^  (\w+) .*\(d(\d+)[,)].*rolled (\d+)", log,
                             re.M):
            uid, die, rolled = m.group(1), int(m.group(2)), int(m.group(3))
            us = hashlib.sha256(("pbemd-campaign-unit-v1\nseed=%s\nside=%s\n"
                                 "id=%s\n" % (myseed.hex(), s, uid))
                                .encode()).digest()
            good &= Dice(us).roll(die) == rolled
            count += 1
        check(good, "battle %d: %s's %d rolls re-derived" % (n, s, count))
sys.exit(1 if fails else 0)

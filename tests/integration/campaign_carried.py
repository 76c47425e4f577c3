#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""campaign_carried.py DB CAMPAIGN - a finished Far Side, Highest Ground,
Battleground or GLORY campaign's store, checked outside pbemd
(tests/integration/campaign_series.sh): every battle after the first fields
exactly the ready units its musters named from the roster after the battle
before, each with what that roster holds (Far Side: FORCE SIDE
id:type:grade; The Highest Ground: the UNIT line, with AMMO n for a unit
that buys rounds; Battleground: the UNIT line with the grade and the
figures by letter; GLORY: the MAN line with the rating and wounds=N), and
no unit left at home.
Prints one line per check; exits 1 when one fails.
"""
import json, re, sqlite3, sys

db = sqlite3.connect(sys.argv[1])
C = sys.argv[2]
fails = 0


def check(ok, what):
    global fails
    print(("ok   - " if ok else "FAIL - ") + what)
    if not ok:
        fails += 1


rules = db.execute("select rules from campaign where name=?", (C,)).fetchone()
if rules is None:
    rules = db.execute("select rules from game where id like ?",
                       (C + "-b%",)).fetchone()
rules = rules[0]
battles = [r[0] for r in db.execute(
    "select n from campaign_battle where campaign=? order by n", (C,))]
check(len(battles) >= 2, "%d battles played" % len(battles))
for n in battles[1:]:
    game, = db.execute("select game from campaign_battle where campaign=? "
                       "and n=?", (C, n)).fetchone()
    scen, = db.execute("select scenario from game where id=?",
                       (game,)).fetchone()
    for side, text in db.execute("select side, text from campaign_muster "
                                 "where campaign=? and n=?", (C, n)):
        brought = set(re.search(r"^BRING(.*)$", text, re.M).group(1).split())
        ros, = db.execute("select roster from campaign_roster where "
                          "campaign=? and battle=? and side=?",
                          (C, n - 1, side)).fetchone()
        units = [e for e in json.loads(ros)["entries"] if e.get("muster")]
        for e in units:
            comes = e["id"] in brought and e["status"] == "ready"
            if rules == "far-side":
                want = "%s:%s:%s" % (e["id"], e["type"], e["grade"])
                there = re.search(r"^FORCE %s .*\b%s\b" % (side, re.escape(
                    want)), scen, re.M) is not None
                named = re.search(r"^FORCE %s .*\b%s:" % (side, re.escape(
                    e["id"])), scen, re.M) is not None
            elif rules == "battleground":
                line = re.search(r"^UNIT %s %s .*$" % (side, re.escape(
                    e["id"])), scen, re.M)
                named = line is not None
                words = line.group(0).split() if named else []
                want = e["grade"] + " " + " ".join(e.get("figs", ""))
                there = named and words[4] == e["grade"] and (
                    "figs" not in e or " %s " % " ".join(e["figs"]) in
                    line.group(0) + " ")
            elif rules == "glory":
                line = re.search(r"^MAN %s .*$" % re.escape(e["id"]), scen,
                                 re.M)
                named = line is not None
                words = line.group(0).split() if named else []
                want = e["rating"] + (" wounds=%d" % e["wounds"]
                                      if e["wounds"] else "")
                there = named and words[5] == e["rating"] and (
                    ("wounds=%d" % e["wounds"] in words) == (e["wounds"] > 0))
            else:
                line = re.search(r"^UNIT %s %s .*$" % (side, re.escape(
                    e["id"])), scen, re.M)
                named = line is not None
                there = named and ("ammo" not in e or " AMMO %d" % e["ammo"]
                                   in line.group(0))
                want = e["id"] + (" AMMO %d" % e["ammo"] if "ammo" in e
                                  else "")
            if comes:
                check(there, "battle %d: %s's %s fights as the roster "
                      "after battle %d holds it (%s)" % (n, side, e["id"],
                                                        n - 1, want))
            else:
                check(not named, "battle %d: %s's %s (%s) stays out" %
                      (n, side, e["id"], e["status"]))
sys.exit(1 if fails else 0)

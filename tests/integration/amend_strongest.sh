#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# amend_strongest.sh PBEMD SRC WORK TEST_LEAK - the referee's amendments
# in To The Strongest!'s own verbs (issue 24), with fog of war (FOW los):
# each verb changes what it says, refuses what the rules forbid, is told
# to the sides that see the unit (a change to a unit the enemy does not
# see is not told to it), sights again what it moved, and replays with
# identical hashes; a tampered record is caught; no mail leaks.
set -eu
PBEMD=$1 SRC=$2 WORK=$3 LEAK=$4
T=1795000000
export PBEMD_FAKE_TIME=$T
. "$SRC/integration/lib.sh"
setup_game strongest los-ambush.tts RED BLUE
. "$SRC/integration/amend_lib.sh"
unit() { state | python3 -c "import json,sys; s=json.load(sys.stdin); print(json.dumps([u for u in s['units'] if u['side']==$1 and u['num']==$2][0].get('$3')))"; }
medals() { state | python3 -c "import json,sys; s=json.load(sys.stdin); print(s['side'][$1]['medals'])"; }

before=$(state | sha256sum)
refuse "a box off the table" "not a box of this table" "MOVE RED U1 Z9 -- typo"
refuse "a box an enemy holds" "holds an enemy unit" "MOVE RED U1 E7 -- teleport"
refuse "a box with no room" "no room for it" "MOVE RED U3 D2 E -- crowd"
refuse "disorder past the unit's hits" "DISORDER SIDE Un N" "DISORDER RED U1 9 -- rout"
refuse "an unknown unit" "has no unit" "REMOVE RED U99 -- gone"
refuse "an unknown verb" "not a referee verb of To The Strongest" "TELEPORT RED U1 A1 -- magic"
expect_eq "refusals changed nothing" "$(state | sha256sum)" "$before"

# Each verb changes exactly what it says, and nothing else.
diff_after() {
	state > "$WORK/before.json"; amend "$1" >/dev/null; state > "$WORK/after.json"
	python3 "$SRC/integration/state_diff.py" "$WORK/before.json" "$WORK/after.json" | tr '\n' ' '
}
expect_eq "DISORDER RED U7 1 changes that alone" "$(diff_after "DISORDER RED U7 1 -- test")" "units/0:U7/dis "

# A change to a unit BLUE does not see: BLUE learns only of an amendment.
amend "AMMO RED U5 1 -- wet bowstrings" >/dev/null
expect_eq "RED U5's ammunition" "$(unit 0 5 ammo)" 1
pbemd poll >/dev/null
last_to blue > "$WORK/blue1.txt"
grep -q "Nothing your forces see has changed" "$WORK/blue1.txt" && ! grep -q "bowstrings" "$WORK/blue1.txt" &&
    ok "BLUE learns only that the game was amended" || fail "BLUE: $(cat "$WORK/blue1.txt")"
last_to red | grep -q "U5 has 1 ammunition" && ok "RED told of its own unit" || fail "RED's mail"

# Moved next to the enemy: sighted again, BLUE told in its own names.
amend "MOVE RED U12 J6 N -- scouting ride" >/dev/null
expect_eq "RED U12 at J6" "$(unit 0 12 x) $(unit 0 12 y)" "9 5"
pbemd poll >/dev/null
last_to blue > "$WORK/blue2.txt"
# FOW los (rules version 2): the first RED unit BLUE ever sees is its E1,
# whatever RED's roster calls it (issue 26)
grep -q "E1 is now at J6" "$WORK/blue2.txt" && ! grep -q "E12" "$WORK/blue2.txt" &&
    ok "BLUE sees the moved unit, in its own names" || fail "BLUE: $(cat "$WORK/blue2.txt")"
expect_eq "BLUE's name for it" "$(unit 0 12 alias)" 1
expect_eq "seen by BLUE now" "$(unit 0 12 seen)" 1

# REMOVE and RESTORE give the medals back.
m0=$(medals 0)
amend "REMOVE RED U4 -- deserted" >/dev/null
expect_eq "RED U4 lost" "$(unit 0 4 status)" 1
amend "RESTORE RED U4 D1 N DISORDER 1 -- they came back" >/dev/null
expect_eq "RED U4 back, with its disorder, its medals returned" "$(unit 0 4 status) $(unit 0 4 dis) $(medals 0)" "0 1 $m0"
amend "MEDALS BLUE 9 -- recount" >/dev/null
expect_eq "BLUE's medals" "$(medals 1)" 9

pbemd replay g1 > "$WORK/rp.txt" && grep -q "all hashes identical" "$WORK/rp.txt" &&
    ok "replay re-applies the amendments" || fail "replay: $(cat "$WORK/rp.txt")"
pbemd export g1 "$WORK/exp" >/dev/null
pbemd replay --archive "$WORK/exp" | grep -q "all hashes identical" && ok "replay --archive" || fail "replay --archive"
python3 -c 'import json,sys; p=sys.argv[1]; a=json.load(open(p)); ph=[x for x in a["phases"] if x.get("amendments")][0]; ph["amendments"][1]["who"]="somebody else"; json.dump(a,open(p,"w"))' "$WORK/exp/game.json"
if pbemd replay --archive "$WORK/exp" > "$WORK/t.txt" 2>&1; then fail "a tampered amendment replayed"
else grep -q "amendment 2 of phase 1 (somebody else: \"AMMO RED U5 1\").*altered" "$WORK/t.txt" && ok "a tampered record is caught and named" || fail "tamper: $(cat "$WORK/t.txt")"; fi
"$LEAK" "$H" g1 > "$WORK/leak.txt" 2>&1 && grep -q "([1-9][0-9]* of them amendments)" "$WORK/leak.txt" &&
    ok "no leak in any mail, amendments included" || fail "leak: $(cat "$WORK/leak.txt")"
finish

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# amend_battleground.sh PBEMD SRC WORK TEST_LEAK - the referee's
# amendments in Battleground's own verbs (issue 24) on "Crossroads" under
# FOW los: each verb changes what it says, refuses what the rules forbid
# with the reason, keeps a hidden unit hidden (the enemy learns only that
# the game was amended), sights again what it moved (a hidden unit put
# within 6" of an enemy is revealed and seen), is one announcement per
# side, and replays with identical hashes; no mail leaks.
set -eu
PBEMD=$1 SRC=$2 WORK=$3 LEAK=$4
T=1795000000
export PBEMD_FAKE_TIME=$T
. "$SRC/integration/lib.sh"
setup_game battleground crossroads.bgs AXIS ALLIES
. "$SRC/integration/amend_lib.sh"
unit() { state | python3 -c "import json,sys; s=json.load(sys.stdin); print(json.dumps([u for u in s['units'] if u['id']=='$1'][0].get('$2')))"; }

# Refusals, with the reason in Battleground's terms; nothing changes.
before=$(state | sha256sum)
refuse "a point off the table" "not a point on this table" "MOVE U1 99,99 -- typo"
refuse "a vehicle into a building" "cannot stand in building B2" "MOVE SH @B2 -- parking"
refuse "a building the enemy holds" "building B1 is held by the enemy (G1)" "MOVE U1 @B1 -- storm it"
refuse "a status infantry cannot have" "only vehicles can" "SET U1 IMMOBILIZED -- mud"
refuse "a status vehicles cannot have" "only infantry can" "SET SH CLOSEASSAULT -- grenades"
refuse "more figures than it started with" "more figures than the unit started with (6)" "FIGS U3 L R R R R R R -- recruits"
refuse "not figure letters" "not figure letters" "FIGS U3 L X -- typo"
refuse "restoring a unit in play" "is in play" "RESTORE U1 12,6 -- back"
refuse "a status it has already" "is dug in already" "SET G1 DUG -- again"
refuse "an unknown unit" "no unit \"ZZ9\"" "REMOVE ZZ9 -- gone"
refuse "an unknown verb" "not a referee verb of Battleground" "TELEPORT U1 1,1 -- magic"
refuse "one bad change refuses all" "change 2 of 2" "GRADE U1 B; MOVE U1 99,99 -- storm"
expect_eq "refusals changed nothing" "$(state | sha256sum)" "$before"

# A hidden unit the enemy never saw: changed, and ALLIES learns only
# that the referee amended the game.
pbemd poll >/dev/null
a0=$(subj_to 'amended the game' axis) l0=$(subj_to 'amended the game' allies)
amend "SET G2 DUG -- shovels; GRADE G2 B -- veterans" > "$WORK/a1.txt"
expect_eq "G2 dug in, grade B, still hidden" "$(unit G2 dug) $(unit G2 grade) $(unit G2 hidden)" "1 1 1"
pbemd poll >/dev/null
expect_eq "one announcement each" "$(( $(subj_to 'amended the game' axis) - a0 )) $(( $(subj_to 'amended the game' allies) - l0 ))" "1 1"
last_to allies > "$WORK/allies1.txt"
grep -q "Nothing your forces see has changed" "$WORK/allies1.txt" && ! grep -q "G2\|shovels\|veterans" "$WORK/allies1.txt" &&
    ok "ALLIES, who never saw G2, learns only of an amendment" || fail "ALLIES: $(cat "$WORK/allies1.txt")"
last_to axis > "$WORK/axis1.txt"
grep -q "G2 is dug in" "$WORK/axis1.txt" && grep -q "G2 is now grade B" "$WORK/axis1.txt" &&
    ok "AXIS told of its own unit" || fail "AXIS: $(cat "$WORK/axis1.txt")"

# Each verb changes exactly what it says, and nothing else.
diff_after() {
	state > "$WORK/before.json"; amend "$1" >/dev/null; state > "$WORK/after.json"
	python3 "$SRC/integration/state_diff.py" "$WORK/before.json" "$WORK/after.json" | tr '\n' ' '
}
expect_eq "SET U3 RUN changes that alone" "$(diff_after "SET U3 RUN -- test")" "units/U3/run "
expect_eq "CLEAR U3 RUN changes it back alone" "$(diff_after "CLEAR U3 RUN -- test")" "units/U3/run "
expect_eq "FIGS changes the figures alone" "$(diff_after "FIGS U1 L H R R R R -- losses")" "units/U1/figs "
expect_eq "SET SH IMMOBILIZED alone" "$(diff_after "SET SH IMMOBILIZED -- thrown track")" "units/SH/immob "
expect_eq "SET U2 SMOKE alone (digest 4.15)" "$(diff_after "SET U2 SMOKE -- smoke candles")" "units/U2/kit "
expect_eq "CLEAR U2 SMOKE alone" "$(diff_after "CLEAR U2 SMOKE -- used up")" "units/U2/kit "
refuse "a mine-clearing infantry unit" "only vehicles can" "SET U1 MINECLEAR -- flails"
expect_eq "SET U3 ROUTING alone (stored only when set)" "$(diff_after "SET U3 ROUTING -- panic")" "units/U3/routing "
refuse "a status vehicles cannot have (ROUTING)" "only infantry can" "SET SH ROUTING -- panic"
refuse "a hit marker on a unit not an emplacement" "only emplacements can" "SET U1 HIT -- shelled"
expect_eq "MOVE SH 40,8 90: place, facing, AXIS sights it there" "$(diff_after "MOVE SH 40,8 90 -- turned")" "units/SH/facing units/SH/seen_y/0 units/SH/y "

# Smoke and cleared lanes (digest 4.15, 4.16): laid and removed by the
# referee's word; a lane only for a side that knows its field.
expect_eq "SMOKE adds a screen alone" "$(diff_after "SMOKE ALLIES 5,32 90 -- smoke pots")" "smoke "
expect_eq "a 6\" line by ALLIES, thin after this turn" "$(state | python3 -c "import json,sys; m=json.load(sys.stdin)['smoke']['smoke'][0]; print(m['ring'], m['side'], m['x0'], m['x1'], m['y0'], m['until'])")" "0 1 2000 8000 4000 2"
pbemd poll >/dev/null
last_to axis | grep -q "Referee: a smoke line from 2.0,32.0 to 8.0,32.0 is laid." && ok "AXIS told of the smoke it sees" || fail "AXIS smoke: $(last_to axis)"
refuse "NOSMOKE where none stands" "no smoke stands over 20,20" "NOSMOKE 20,20 -- wind"
refuse "SMOKE with a bearing that is none" "neither a bearing" "SMOKE ALLIES 5,32 east-ish -- typo"
expect_eq "NOSMOKE takes it away alone" "$(diff_after "NOSMOKE 5,32 -- wind")" "smoke "
refuse "a lane through a field the side does not know" "ALLIES does not know minefield MF1" "LANE ALLIES MF1 34,7 0 3 -- sappers"
refuse "a lane off its field" "the lane misses minefield MF2" "LANE BOTH MF2 5,5 0 3 -- sappers"
expect_eq "LANE through the dummy field both know, alone" "$(diff_after "LANE BOTH MF2 24,18.5 0 3 -- sappers")" "lanes "
expect_eq "the lane 2\" wide, 3\" deep, known to both" "$(state | python3 -c "import json,sys; l=json.load(sys.stdin)['lanes'][0]; print(l['x0'], l['x1'], l['y1'] - l['y0'], l['known'], l['ns'])")" "23000 25000 3000 3 1"
pbemd poll >/dev/null
last_to allies | grep -q "MF2 from 23.0,18.5 to 25.0,21.5 (2.0\" wide, 3.0\" deep, through the field) is cleared" &&
    ok "ALLIES told of the lane it knows" || fail "ALLIES lane: $(last_to allies)"
expect_eq "LANE AXIS through its own secret field" "$(diff_after "LANE AXIS MF1 34,6 0 2 -- own gap")" "lanes "
pbemd poll >/dev/null
last_to allies > "$WORK/allies-lane.txt"
grep -q "Nothing your forces see has changed" "$WORK/allies-lane.txt" && ! grep -q "MF1\|own gap" "$WORK/allies-lane.txt" &&
    ok "ALLIES not told of AXIS's lane through its secret field" || fail "ALLIES lanes: $(cat "$WORK/allies-lane.txt")"
last_to axis | grep -q "Referee: the lane through minefield MF1 from 33.0,6.0 to 35.0,8.0 (2.0\" wide, 2.0\" deep) is cleared." &&
    ok "AXIS told of its lane" || fail "AXIS lane: $(last_to axis)"
refuse "NOLANE where none runs" "no lane of minefield MF2 runs over 30,20" "NOLANE MF2 30,20 -- mines"
expect_eq "NOLANE mines the lane again" "$(diff_after "NOLANE MF2 24,20 -- new mines")" "lanes "
expect_eq "the other lane stays" "$(state | python3 -c "import json,sys; print([l['mine'] for l in json.load(sys.stdin)['lanes']])")" "[0]"

# Put within 6" of an enemy: the hidden unit is revealed and seen by
# ALLIES, with its place; AXIS is told why it was revealed.
amend "MOVE G2 12,11 -- lost in the fog" > "$WORK/a2.txt"
expect_eq "G2 revealed" "$(unit G2 hidden)" 0
pbemd poll >/dev/null
last_to allies > "$WORK/allies2.txt"
grep -q "G2 is now at 12.0,11.0" "$WORK/allies2.txt" && ok "ALLIES sees G2 where it was put" || fail "ALLIES sight: $(cat "$WORK/allies2.txt")"
last_to axis | grep -q "G2 is no longer hidden (an enemy came within 6\")" && ok "AXIS told G2 was revealed" || fail "AXIS reveal: $(last_to axis)"
refuse "hiding a unit next to the enemy" "within 6.0\" of an enemy" "SET G2 HIDDEN -- camouflage"

# REMOVE and RESTORE with figures.
amend "REMOVE U3 -- lost in the night" >/dev/null
expect_eq "U3 out of play" "$(unit U3 gone) $(unit U3 lost_turn)" "1 1"
amend "RESTORE U3 6,14 90 L R R -- found again" >/dev/null
expect_eq "U3 back with three figures" "$(unit U3 gone) $(unit U3 lost_turn) $(unit U3 figs)" '0 0 "LRR"'
amend "MOVE U2 @B2 -- into the house" >/dev/null
expect_eq "U2 in building B2" "$(unit U2 form) $(unit U2 bldg)" "3 3"

pbemd replay g1 > "$WORK/rp.txt" && grep -q "all hashes identical" "$WORK/rp.txt" &&
    ok "replay re-applies the amendments" || fail "replay: $(cat "$WORK/rp.txt")"
pbemd export g1 "$WORK/exp" >/dev/null
pbemd replay --archive "$WORK/exp" | grep -q "all hashes identical" && ok "replay --archive" || fail "replay --archive"
"$LEAK" "$H" g1 > "$WORK/leak.txt" 2>&1 && grep -q "([1-9][0-9]* of them amendments)" "$WORK/leak.txt" &&
    ok "no leak in any mail, amendments included" || fail "leak: $(cat "$WORK/leak.txt")"
finish

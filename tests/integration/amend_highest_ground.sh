#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# amend_highest_ground.sh PBEMD SRC WORK TEST_LEAK - the referee's
# amendments in The Highest Ground's own verbs (issue 24), under hidden
# movement: each verb changes what it says, refuses what the rules
# forbid, keeps an unsighted unit unsighted (the enemy learns only that
# the game was amended), judges contact again after a move (both sides
# sight each other, under aliases), is one announcement per side, and
# replays with identical hashes; a tampered record is caught by
# `replay --archive`; no mail leaks.
set -eu
PBEMD=$1 SRC=$2 WORK=$3 LEAK=$4
T=1795000000
export PBEMD_FAKE_TIME=$T
. "$SRC/integration/lib.sh"
EX=$DATA/games/highest-ground/examples
setup_game highest-ground intro.hgm ALLIED ROMAN
. "$SRC/integration/amend_lib.sh"
unit() { state | python3 -c "import json,sys; s=json.load(sys.stdin); print(json.dumps([u for u in s['units'] if u['id']=='$1'][0].get('$2')))"; }
phase() { pbemd status g1 | grep -o "turn [0-9]* phase [a-z0-9-]*" | head -n 1; }

# The setup round: both sides' sheets.
for s in allied roman; do
	up=$(echo $s | tr a-z A-Z)
	printf 'Game: g1\nSide: %s\nTurn: %s\nPhase: %s\n\n' "$up" "$(phase | awk '{print $2}')" "$(phase | awk '{print $4}')" > "$WORK/$s.txt"
	cat "$EX/setup-$s.txt" >> "$WORK/$s.txt"
	send $s --key $s@example.org --from $s@example.org "$WORK/$s.txt"
done
pbemd poll >/dev/null
echo "# now: $(phase)"

before=$(state | sha256sum)
refuse "a hex off the map" "not a hex on this map" "MOVE LEG1 IZ99 -- typo"
refuse "a hex another combat unit holds" "one combat unit a hex" "MOVE LEG1 IC10 -- crowd"
refuse "a hex an enemy holds" "holds an enemy unit" "MOVE LEG1 IIS07 -- teleport"
refuse "a status the type cannot have" "only mercenaries" "SET LEG1 NOAMMO -- bad arrows"
refuse "ammunition for a unit that carries none" "carries no ammunition" "AMMO LEG1 3 -- gift"
refuse "restoring a unit in play" "was not eliminated" "RESTORE LEG1 IB05 -- back"
refuse "an unknown verb" "not a referee verb of The Highest Ground" "TELEPORT LEG1 IB05 -- magic"
expect_eq "refusals changed nothing" "$(state | sha256sum)" "$before"

# Each verb changes exactly what it says, and nothing else.
diff_after() {
	state > "$WORK/before.json"; amend "$1" >/dev/null; state > "$WORK/after.json"
	python3 "$SRC/integration/state_diff.py" "$WORK/before.json" "$WORK/after.json" | tr '\n' ' '
}
expect_eq "SET LEG4 DISRUPTED changes that alone" "$(diff_after "SET LEG4 DISRUPTED -- test")" "units/LEG4/dis "

# A unit the enemy never saw: changed, and the enemy learns only that
# the referee amended the game.
pbemd poll >/dev/null
a0=$(subj_to 'amended the game' allied) r0=$(subj_to 'amended the game' roman)
amend "SET LEG1 DISRUPTED -- plague in camp; MOVE LEG1 IF04 NE -- forced march" > "$WORK/a1.txt"
expect_eq "LEG1 disrupted, at IF04 facing NE" "$(unit LEG1 dis) $(unit LEG1 face)" "1 1"
pbemd poll >/dev/null
expect_eq "one announcement each" "$(( $(subj_to 'amended the game' allied) - a0 )) $(( $(subj_to 'amended the game' roman) - r0 ))" "1 1"
last_to allied > "$WORK/allied1.txt"
grep -q "Nothing your forces see has changed" "$WORK/allied1.txt" && ! grep -q "LEG1\|plague\|IF04\|march" "$WORK/allied1.txt" &&
    ok "ALLIED, who never saw LEG1, learns only of an amendment" || fail "ALLIED: $(cat "$WORK/allied1.txt")"
last_to roman | grep -q "LEG1 is disrupted" && ok "ROMAN told of its own unit" || fail "ROMAN's mail"

# Put next to the enemy: contact is judged again, both ways.
amend "MOVE LEG2 IIQ05 -- lost in the fog" > "$WORK/a2.txt"
pbemd poll >/dev/null
last_to allied > "$WORK/allied2.txt"
grep -q "Sighted (contact): R-[0-9]*" "$WORK/allied2.txt" && ! grep -q "LEG2" "$WORK/allied2.txt" &&
    ok "ALLIED sights the unit put in contact, under an alias" || fail "ALLIED contact: $(cat "$WORK/allied2.txt")"
last_to roman | grep -q "Sighted (contact): A-[0-9]*" && ok "and ROMAN sights the Allied unit it touches" || fail "ROMAN contact"
expect_eq "LEG2 seen by the enemy now" "$(unit LEG2 seen)" 1

# One command, two changes: ALLIED sees LEG2 (in contact) but not LEG5,
# and reads the reason of the change it sees alone.
amend "SET LEG5 DISRUPTED -- fever in the camp; SET LEG2 DISRUPTED -- exhausted by the march" >/dev/null
pbemd poll >/dev/null
last_to allied > "$WORK/allied3.txt"
grep -q "R-[0-9]* is disrupted" "$WORK/allied3.txt" && grep -q "Reason given: exhausted by the march" "$WORK/allied3.txt" &&
    ! grep -q "fever" "$WORK/allied3.txt" &&
    ok "a side reads the reasons of the changes it sees, no other" || fail "ALLIED's reasons: $(cat "$WORK/allied3.txt")"
last_to roman | grep -q "Reason given: fever in the camp; exhausted by the march" && ok "ROMAN reads both" || fail "ROMAN's reasons"

# Hidden and seen are statuses the referee may set (contact, judged
# again after every amendment, would sight a unit next to the enemy).
amend "SET LEG1 SEEN -- scouts report it" >/dev/null
expect_eq "LEG1 seen" "$(unit LEG1 seen)" 1
pbemd poll >/dev/null
last_to allied | grep -q "Sighted (the referee): R-[0-9]*" && ok "SET SEEN: ALLIED sights it, under an alias" || fail "SET SEEN: $(last_to allied)"
amend "CLEAR LEG1 SEEN -- lost in the mist" >/dev/null
expect_eq "LEG1 hidden again" "$(unit LEG1 seen)" 0
pbemd poll >/dev/null
last_to allied | grep -q "R-[0-9]* is lost from sight (last seen at" && ok "CLEAR SEEN: ALLIED loses sight of it, kept where last seen" || fail "CLEAR SEEN: $(last_to allied)"
refuse "a status it has already" "is hidden from the enemy already" "CLEAR LEG1 SEEN -- again"

# REMOVE and RESTORE, strength given; counts.
amend "REMOVE LEG3 -- deserted" >/dev/null
lost() { state | python3 -c 'import json,sys; print(json.load(sys.stdin)["game"]["lost[1]"])'; }
expect_eq "LEG3 eliminated, the loss counted" "$(unit LEG3 status) $(lost)" "1 1"
amend "RESTORE LEG3 IB13 SE DISRUPTED -- they came back" >/dev/null
expect_eq "LEG3 back, disrupted, the loss undone" "$(unit LEG3 status) $(unit LEG3 dis) $(lost)" "0 1 0"
amend "AMMO MS1 2; SET MS1 NOAMMO -- wet powder" >/dev/null
expect_eq "MS1's ammunition" "$(unit MS1 ammo) $(unit MS1 noammo)" "2 1"
pbemd poll >/dev/null
last_to roman | grep -q "Nothing your forces see has changed" && ok "ROMAN not told of Allied ammunition" || fail "ROMAN told of ammunition"

pbemd replay g1 > "$WORK/rp.txt" && grep -q "all hashes identical" "$WORK/rp.txt" &&
    ok "replay re-applies the amendments" || fail "replay: $(cat "$WORK/rp.txt")"
pbemd export g1 "$WORK/exp" >/dev/null
pbemd replay --archive "$WORK/exp" | grep -q "all hashes identical" && ok "replay --archive" || fail "replay --archive"
python3 -c 'import json,sys; p=sys.argv[1]; a=json.load(open(p)); ph=[x for x in a["phases"] if x.get("amendments")][0]; ph["amendments"][0]["reason"]="nothing happened"; json.dump(a,open(p,"w"))' "$WORK/exp/game.json"
if pbemd replay --archive "$WORK/exp" > "$WORK/t.txt" 2>&1; then fail "a tampered amendment replayed"
else grep -q "amendment 1 of phase [0-9]* .*SET LEG4 DISRUPTED.*altered" "$WORK/t.txt" && ok "a tampered reason is caught and named" || fail "tamper: $(cat "$WORK/t.txt")"; fi
"$LEAK" "$H" g1 > "$WORK/leak.txt" 2>&1 && grep -q "([1-9][0-9]* of them amendments)" "$WORK/leak.txt" &&
    ok "no leak in any mail, amendments included" || fail "leak: $(cat "$WORK/leak.txt")"
# The leak test reads the amendment mails: one that named the unit ALLIED
# never saw would fail it.
cp -r "$H" "$WORK/leaky"
sqlite3 "$WORK/leaky/pbemd.db" "update outbox set data = replace(data, 'Nothing your forces', 'LEG1 moved. Nothing your forces') where id = (select min(id) from outbox where kind='amend' and side='ALLIED')"
if "$LEAK" "$WORK/leaky" g1 > "$WORK/leak2.txt" 2>&1; then fail "the leak test missed LEG1 in an amendment mail"
else grep -q "LEG1" "$WORK/leak2.txt" && ok "the leak test catches an amendment mail naming an unseen unit" || fail "leak2: $(cat "$WORK/leak2.txt")"; fi
finish

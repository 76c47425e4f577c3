#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# amend_far_side.sh PBEMD SRC WORK TEST_LEAK - the referee's amendments in Far
# Side's own verbs (issue 24): each verb changes what it says, sights
# again what it moved, refuses what the rules forbid, is told to the
# sides it concerns (and to the others only as a bare notice), is one
# announcement per side however many changes it holds, shows in
# `preview amend` first, and replays with identical hashes; a tampered
# amendment record is caught by `replay --archive` and named.
set -eu
PBEMD=$1 SRC=$2 WORK=$3 LEAK=$4
T=1795000000
export PBEMD_FAKE_TIME=$T
REFEREE=1
. "$SRC/integration/lib.sh"
setup
DEP=$DATA/games/far-side/examples
. "$SRC/integration/amend_lib.sh"
# the text of the last mail to WHO, quoted-printable decoded
refuse() {	# refuse NAME PATTERN ARGS...: the command fails, saying PATTERN
	name=$1 pat=$2; shift 2
	if amend "$@" > "$WORK/r.txt" 2>&1; then fail "$name: accepted"
	elif grep -q -- "$pat" "$WORK/r.txt"; then ok "$name"
	else fail "$name: $(cat "$WORK/r.txt")"; fi
}
# each command a second of its own: the leak test finds the state an
# amendment mail was written from by the second it was queued in
unit() { state | python3 -c "import json,sys; s=json.load(sys.stdin); print(json.dumps([u for u in s['units'] if u['id']=='$1'][0].get('$2')))"; }

sheet SOUTH 0 deploy "$DEP/deploy-south.txt" > "$WORK/s0.txt"
send south --key south@example.org --from south@example.org "$WORK/s0.txt"
sheet NORTH 0 deploy "$DEP/deploy-north.txt" > "$WORK/n0.txt"
send north --key north@example.org --from north@example.org "$WORK/n0.txt"
pbemd poll >/dev/null
pbemd status g1 | grep -q "turn 1" && ok "deployed: turn 1 open" || fail "deployment"

# Refusals, with the reason in Far Side's terms; nothing changes.
before=$(state | sha256sum)
refuse "a cell off the map" "not a cell on this map" "MOVE R1 Z9 -- typo"
refuse "a river no unit may end in" "may not end in" "MOVE R1 A5 -- swim"
refuse "a cell another unit holds" "is held by R2" "MOVE R1 C2 -- crowd"
refuse "a status the type cannot have" "cannot jam" "SET R1 JAMMED -- bad powder"
refuse "an unknown unit" "no unit \"ZZ9\"" "REMOVE ZZ9 -- gone"
refuse "restoring a unit in play" "is in play" "RESTORE R1 B1 -- back"
refuse "a change without a reason" "has no reason" "SET R1 DISORDERED"
refuse "one bad change refuses all" "change 2 of 2" "SET R1 DISORDERED; MOVE R1 Z9 -- storm"
if PBEMD_DATADIR=$WORK/no-such-datadir pbemd referee g1 amend "SET R1 DISORDERED -- x" > "$WORK/r.txt" 2>&1; then
	fail "an amendment that cannot be announced was accepted"
else
	grep -q "cannot announce" "$WORK/r.txt" && ok "an amendment that cannot be announced fails, and says why" || fail "no datadir: $(cat "$WORK/r.txt")"
fi
expect_eq "refusals changed nothing" "$(state | sha256sum)" "$before"

# Each verb changes exactly what it says: the stored state before and
# after differ in those fields alone.
diff_after() {	# diff_after CHANGE: the state's changed paths, joined by spaces
	state > "$WORK/before.json"; amend "$1" >/dev/null; state > "$WORK/after.json"
	python3 "$SRC/integration/state_diff.py" "$WORK/before.json" "$WORK/after.json" | tr '\n' ' '
}
expect_eq "SET changes that status alone" "$(diff_after "SET R3 BLOODIED -- test")" "units/R3/bloodied "
expect_eq "CLEAR changes it back alone" "$(diff_after "CLEAR R3 BLOODIED -- test")" "units/R3/bloodied "
expect_eq "LOST changes the count alone" "$(diff_after "LOST NORTH 1 -- test")" "lost/1 "
amend "LOST NORTH 0 -- test" >/dev/null
before=$(state | sha256sum)

# preview amend: the effect, every side's mail, nothing stored or sent.
n0=$(ls "$H/mail/outbox/new" | wc -l)
pbemd referee g1 preview amend "SET R2 DISORDERED -- storm" > "$WORK/pv.txt"
grep -q "R2 is disordered" "$WORK/pv.txt" && grep -q "==== to NORTH" "$WORK/pv.txt" &&
    ok "preview shows the change and each side's mail" || fail "preview: $(cat "$WORK/pv.txt")"
expect_eq "preview changed and sent nothing" "$(state | sha256sum) $(ls "$H/mail/outbox/new" | wc -l)" "$before $n0"

# Several changes in one command: each does exactly what it says, and
# every side gets one announcement.
pbemd poll >/dev/null
s0=$(subj_to 'amended the game' south) n0=$(subj_to 'amended the game' north)
amend "SET R2 DISORDERED; SET GAT JAMMED -- storm damage; MOVE MI1 G2 NE -- ford" > "$WORK/a1.txt"
expect_eq "R2 disordered, GAT jammed, MI1 at G2" "$(unit R2 disordered) $(unit GAT jammed) $(unit MI1 cell)" 'true true "G2"'
expect_eq "nothing else changed on R2" "$(unit R2 bloodied) $(unit R2 cell) $(unit R2 jammed)" 'false "C2" false' 
pbemd poll >/dev/null
expect_eq "one announcement to SOUTH" "$(( $(subj_to 'amended the game' south) - s0 ))" 1
expect_eq "one announcement to NORTH" "$(( $(subj_to 'amended the game' north) - n0 ))" 1
last_to south > "$WORK/south1.txt"
grep -q "R2 is disordered" "$WORK/south1.txt" && grep -q "MI1 is now at G2" "$WORK/south1.txt" &&
    grep -q "storm damage; ford" "$WORK/south1.txt" &&
    ok "SOUTH told what changed, with the reasons" || fail "SOUTH's mail: $(cat "$WORK/south1.txt")"
last_to north > "$WORK/north1.txt"
grep -q "X[0-9] is disordered" "$WORK/north1.txt" && ! grep -q "R2\|GAT\|MI1" "$WORK/north1.txt" &&
    ok "NORTH, who sees those units, is told in its own aliases" || fail "NORTH's mail: $(cat "$WORK/north1.txt")"
pbemd referee g1 history | grep -q "amend .*SET GAT JAMMED | reason: storm damage" && ok "each change in the history" || fail "history"

# A side that sees nothing of a change learns only that the game was
# amended: SOUTH's loss count is SOUTH's own business.
amend "LOST SOUTH 1 -- recount" >/dev/null
pbemd poll >/dev/null
last_to north > "$WORK/north2.txt"
grep -q "Nothing your forces see has changed" "$WORK/north2.txt" && ! grep -q "recount\|LOST\|SOUTH's losses" "$WORK/north2.txt" &&
    ok "the side not touched gets the bare notice" || fail "NORTH's bare notice: $(cat "$WORK/north2.txt")"
last_to south | grep -q "SOUTH's losses now count 1 unit" && ok "SOUTH told its count" || fail "SOUTH's count"
amend "LOST SOUTH 0 -- recount undone" >/dev/null

# Moved out of NORTH's sight: NORTH is told it went, not where; moved
# back in, the rules' sighting shows it again, under NORTH's alias.
x3=$(last_to north | grep -o "X[0-9]* is disordered" | head -n 1 | cut -d' ' -f1)
amend "MOVE R2 A1 -- flanking march" >/dev/null
pbemd poll >/dev/null
last_to north > "$WORK/north3.txt"
grep -q "$x3 has been moved out of your sight" "$WORK/north3.txt" && ! grep -q "A1 \|at A1" "$WORK/north3.txt" &&
    ok "moved out of sight: NORTH told it went, not where" || fail "out of sight: $(cat "$WORK/north3.txt")"
grep -q "^Game: g1" "$WORK/north3.txt" && grep -q "^END" "$WORK/north3.txt" &&
    ok "NORTH, due now, gets a fresh report and sheet" || fail "NORTH's sheet"
amend "SET R2 BLOODIED -- fever" >/dev/null
pbemd poll >/dev/null
last_to north | grep -q "Nothing your forces see has changed" && ok "a change to a unit out of sight is not told" || fail "unseen change told"
amend "MOVE R2 A4 -- back" >/dev/null
pbemd poll >/dev/null
last_to north > "$WORK/north4.txt"
grep -q "$x3 is now at A4" "$WORK/north4.txt" && ! grep -q "R2" "$WORK/north4.txt" &&
    ok "moved back into sight: seen again under the same alias" || fail "back in sight: $(cat "$WORK/north4.txt")"
pbemd referee g1 view NORTH | grep -q "$x3 .*A4\|A4.*$x3" && ok "NORTH's view has it at A4" || fail "NORTH view"

# REMOVE and RESTORE undo each other: the loss, the leader, the turn.
amend "REMOVE ART1 -- struck by lightning" >/dev/null
expect_eq "ART1 out of play, its loss counted" "$(unit ART1 alive) $(state | python3 -c 'import json,sys; print(json.load(sys.stdin)["lost"][0])')" "false 1"
amend "RESTORE ART1 H3 NW -- the lightning missed" >/dev/null
expect_eq "ART1 back, the loss undone" "$(unit ART1 alive) $(unit ART1 elim_turn) $(state | python3 -c 'import json,sys; print(json.load(sys.stdin)["lost"][0])')" "true 0 0"
state | python3 -c 'import json,sys; s=json.load(sys.stdin); l=[l for l in s["leaders"] if l["name"]=="CPT"][0]; sys.exit(0 if l["alive"] and l["killed_turn"]==0 else 1)' &&
    ok "its leader back with it" || fail "leader CPT not restored"
refuse "a loss count over the side's units" "LOST SIDE N" "LOST SOUTH 99 -- typo"
refuse "a side the game lacks" 'no side "EAST"' "LOST EAST 1 -- typo"
amend --pointer /units/0/bloodied true "expert fix" >/dev/null &&
    ok "the JSON pointer stays for experts" || fail "pointer"

# By the referee's signed mail: consecutive amend lines are one
# amendment, one announcement per side.
pbemd poll >/dev/null
s0=$(subj_to 'amended the game' south) n0=$(subj_to 'amended the game' north)
printf 'Game: g1\nReferee: amend SET R1 DISORDERED -- sniper fire\nReferee: amend MOVE GAT C3 NW -- turned to the flank\n' > "$WORK/ref.txt"
send referee --key referee@example.org --from referee@example.org "$WORK/ref.txt"
tick; pbemd poll >/dev/null; pbemd poll >/dev/null
expect_eq "by mail: R1 disordered, GAT facing NW" "$(unit R1 disordered) $(unit GAT face)" 'true "NW"'
expect_eq "two mailed lines, one announcement per side" \
    "$(( $(subj_to 'amended the game' south) - s0 )) $(( $(subj_to 'amended the game' north) - n0 ))" "1 1"
last_to referee | grep -q "announced" && ok "the referee's reply says it was done" || fail "referee reply: $(last_to referee)"

# The record: replay re-applies every amendment with identical hashes.
pbemd replay g1 > "$WORK/rp.txt" && grep -q "all hashes identical" "$WORK/rp.txt" &&
    ok "replay re-applies the amendments" || fail "replay: $(cat "$WORK/rp.txt")"
# Play on past the amendments: the phase resolves and replay still holds.
pbemd referee g1 process 1 "$(pbemd status g1 | grep -o 'turn 1 phase [a-z]*' | head -n 1 | awk '{print $4}')" >/dev/null
pbemd replay g1 | grep -q "all hashes identical" && ok "replay after the amended phase resolved" || fail "replay after resolve"
pbemd export g1 "$WORK/exp" >/dev/null
grep -q "Referee amendments" "$WORK/exp/phase-002.html" && grep -q "SET R2 DISORDERED</td><td>storm damage" "$WORK/exp/phase-002.html" &&
    ok "the exported site shows the amendments on the phase they changed" || fail "site: no amendments on phase-002.html"
python3 -c 'import json,sys; a=json.load(open(sys.argv[1])); am=a["phases"][1]["amendments"]; sys.exit(0 if len(am)==17 and am[4]["change"]=="SET R2 DISORDERED" and am[4]["reason"]=="storm damage" else 1)' "$WORK/exp/game.json" &&
    ok "the export shows each amendment: change, reason, hashes" || fail "export amendments"
pbemd replay --archive "$WORK/exp" | grep -q "all hashes identical" && ok "replay --archive" || fail "replay --archive"
# Tamper: the verb of one record changed, or its reason.
python3 -c 'import json,sys; p=sys.argv[1]; a=json.load(open(p)); a["phases"][1]["amendments"][5]["change"]="SET GAT BLOODIED"; json.dump(a,open(p,"w"))' "$WORK/exp/game.json"
if pbemd replay --archive "$WORK/exp" > "$WORK/t.txt" 2>&1; then fail "a tampered amendment replayed"
else grep -q "amendment 6 of phase 2 .*SET GAT BLOODIED.*altered" "$WORK/t.txt" && ok "a tampered amendment is caught and named" || fail "tamper: $(cat "$WORK/t.txt")"; fi
# No mail told a side what it may not know, the amendments' included.
"$LEAK" "$H" g1 > "$WORK/leak.txt" 2>&1 && grep -q "([1-9][0-9]* of them amendments)" "$WORK/leak.txt" &&
    ok "no leak in any mail, amendments included" || fail "leak: $(cat "$WORK/leak.txt")"
# A rollback voids the amendments of the phases it archives and keeps
# those of the phase it reopens; the record still replays.
amend "SET N1 DISORDERED -- a later mistake" >/dev/null
pbemd referee g1 rollback 2 "the turn was misplayed" >/dev/null
expect_eq "the reopened phase keeps its amendments, the later one is void" \
    "$(sqlite3 "$H/pbemd.db" "select count(*) from amendment where rollback is null") $(sqlite3 "$H/pbemd.db" "select count(*) from amendment where rollback is not null")" "17 1"
pbemd replay g1 | grep -q "all hashes identical" && ok "replay after the rollback" || fail "replay after rollback"
amend "CLEAR R1 DISORDERED -- after the rollback" >/dev/null && pbemd replay g1 | grep -q "all hashes identical" &&
    ok "amending the reopened phase chains on" || fail "amend after rollback"
finish

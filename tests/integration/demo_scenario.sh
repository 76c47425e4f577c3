#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# demo_scenario.sh PBEMD SRC WORK TEST_LEAK - `pbemd demo --help` lists
# the scenarios `--scenario` takes; `pbemd demo --scenario`
# plays a scenario on its own example sheets (games/ID/examples/STEM/,
# STEM/turnN/ for turn N): The Highest Ground's skirmish, whose Roman
# entry side and objectives are rolled at setup, to a result, with its own
# refused sheet, the turn-1 sheets while the Romans wait off the map, a
# fight, identical replay hashes and no leak.  And the leak test's one
# excuse (a receipt echoing what the side's own sheet wrote) hides
# neither a note nor a word the sheet did not write.  A refusal is
# checked against what its side could see in the phase it answered, not
# the final state (where LEG1 is no secret any more).
set -eu
PBEMD=$1 SRC=$2 WORK=$3 LEAK=$4
. "$SRC/integration/lib.sh"
rm -rf "$WORK"; mkdir -p "$WORK"
# --help names what --scenario takes: each module's shipped scenarios
"$PBEMD" demo --help > "$WORK/help.txt"
grep -q "^  highest-ground: intro.hgm (the demo's), skirmish.hgm$" "$WORK/help.txt" &&
    grep -q "^  strongest: .*los-ambush.tts" "$WORK/help.txt" &&
    ok "demo --help lists each module's scenarios" ||
    fail "demo --help lists no scenarios: $(tail -n 3 "$WORK/help.txt")"
H=$WORK/home
"$PBEMD" demo --rules highest-ground --scenario skirmish.hgm --reports full \
    --keep "$H" > "$WORK/demo.txt" 2>&1 || true
grep -q "^game over after [0-9]* phases: " "$WORK/demo.txt" &&
    grep -q "all hashes identical" "$WORK/demo.txt" &&
    ok "skirmish.hgm plays to a result and replays: $(grep '^game over' "$WORK/demo.txt")" ||
    fail "skirmish demo: $(tail -n 5 "$WORK/demo.txt")"
grep -q "ALLIED sent a sheet with a mistake" "$WORK/demo.txt" &&
    ok "the scenario's own refused sheet is shown" ||
    fail "no refusal from examples/skirmish/refused-scout-allied.txt"
q() { sqlite3 "$H/pbemd.db" "$1"; }
# the sheets taken: turn 1's Roman general sheet from turn1/, later ones not
t1=$(q "select count(*) from sheet where game='demo' and side='ROMAN' and current=1 and text like '%Turn: 1%Phase: r2%the Romans wait off the map%'")
t5=$(q "select count(*) from sheet where game='demo' and side='ROMAN' and current=1 and text like '%Turn: 5%Phase: r2%MOVE LEG1 TO IID09%'")
[ "$t1" = 1 ] && [ "$t5" = 1 ] &&
    ok "turn 1 sends examples/skirmish/turn1/, turn 5 examples/skirmish/" ||
    fail "sheets taken: turn 1 $t1, turn 5 $t5"
cols=$(q "select count(*) from sheet where game='demo' and side='ROMAN' and current=1 and text like '%Turn: 3%MODE LEG1 S FACE SE%'")
[ "$cols" = 1 ] && ok "turn 3 sends examples/skirmish/turn3/ (the march in columns)" ||
    fail "turn 3's sheet: $cols"
grep -q "Random entry (14.4): ROMAN enters from the" "$H"/mail/outbox/cur/* "$H"/mail/outbox/new/* 2>/dev/null &&
    grep -q "^  Combat at" "$H"/mail/outbox/new/* &&
    ok "the Roman entry side is rolled at setup, and the sides fight" ||
    fail "no rolled entry or no combat in the mails"
"$LEAK" "$H" demo > "$WORK/leak.txt" 2>&1 && ok "no leak in any mail" ||
    fail "leak: $(cat "$WORK/leak.txt")"
# The excuse for an echo: ALLIED's setup sheet names LEG1 (a Roman id,
# secret to ALLIED); the receipt's echo of it passes, a note naming it and
# an echo of a word the sheet did not write do not.
R="(select min(id) from outbox where kind='receipt' and side='ALLIED')"
S="(select seq from outbox where id=$R)"
echo_of() {
	rm -rf "$WORK/leaky"; cp -r "$H" "$WORK/leaky"
	sqlite3 "$WORK/leaky/pbemd.db" "update sheet set text = text || char(10) || '# LEG1' where game='demo' and side='ALLIED' and current=1 and seq=$S;
	    update outbox set data = replace(data, 'Orders as understood:', 'Orders as understood:' || char(10) || '  line 99: $1') where id=$R"
	"$LEAK" "$WORK/leaky" demo > "$WORK/leak2.txt" 2>&1
}
echo_of "LEG1" && ok "a receipt echoing its own sheet's word passes" ||
    fail "echo of the sheet: $(cat "$WORK/leak2.txt")"
if echo_of "# note: LEG1 is near"; then fail "the leak test missed LEG1 in a note"
else ok "a note naming an unseen unit is caught, though the sheet named it"; fi
if echo_of "MOVE KN1 TO LEG2"; then fail "the leak test missed LEG2 in an echo"
else ok "an echo of a word the sheet did not write is caught"; fi
# A refusal carries the phase it answered in (its outbox seq): LEG1 in
# ALLIED's refusal is caught; the same word in ALLIED's end mail, checked
# against the final state, passes (so against the final state, as before,
# the refusal's would have passed too); a refusal naming no phase fails.
plant() {
	rm -rf "$WORK/leaky"; cp -r "$H" "$WORK/leaky"
	sqlite3 "$WORK/leaky/pbemd.db" "$1"
	"$LEAK" "$WORK/leaky" demo > "$WORK/leak3.txt" 2>&1
}
if plant "update outbox set data = replace(data, 'not accepted, and nothing', 'not accepted (LEG1 waits), and nothing') where kind='refusal' and side='ALLIED'"
then fail "the leak test missed LEG1 in ALLIED's refusal"
elif grep -q "LEAK: refusal mail to ALLIED .*'LEG1'" "$WORK/leak3.txt"
then ok "a refusal naming an unseen unit is caught"
else fail "refusal plant: $(cat "$WORK/leak3.txt")"; fi
plant "update outbox set data = replace(data, 'the game is over.', 'the game is over. LEG1 waits.') where kind='end' and side='ALLIED'" &&
    [ "$(q "select count(*) from outbox where kind='end' and side='ALLIED' and instr(data, 'is over.') > 0")" = 1 ] &&
    [ "$(sqlite3 "$WORK/leaky/pbemd.db" "select count(*) from outbox where kind='end' and side='ALLIED' and instr(data, 'LEG1 waits') > 0")" = 1 ] &&
    ok "the same word after the end passes (no secret in the final state)" ||
    fail "end plant: $(cat "$WORK/leak3.txt")"
if plant "update outbox set seq=0 where kind='refusal' and side='ALLIED'"
then fail "a refusal naming no phase passed the leak test"
else grep -q "carries no phase" "$WORK/leak3.txt" &&
    ok "a refusal naming no phase fails the leak test" ||
    fail "seq 0 refusal: $(cat "$WORK/leak3.txt")"; fi
finish

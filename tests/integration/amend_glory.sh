#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# amend_glory.sh PBEMD SRC WORK TEST_LEAK - the referee's amendments in
# GLORY's own verbs (issue 24) on "Harris's Wall": each verb changes what
# it says, refuses what the rules forbid (with the reason), sights again
# what it moved (the enemy is told what came into or went out of its
# sight, never a count it may not know), is one announcement per side,
# shows in `preview amend` first, and replays with identical hashes; a
# tampered record is caught by `replay --archive`; no mail leaks.
set -eu
PBEMD=$1 SRC=$2 WORK=$3 LEAK=$4
T=1795000000
export PBEMD_FAKE_TIME=$T
. "$SRC/integration/lib.sh"
setup_game glory harris-wall.glm U C referee
. "$SRC/integration/amend_lib.sh"
field() { state | python3 -c "import json,sys; s=json.load(sys.stdin); print(json.dumps([u for u in s['$1'] if u['id']=='$2'][0].get('$3')))"; }
man() { field men "$@"; }
diff_after() {
	state > "$WORK/before.json"; amend "$1" >/dev/null; state > "$WORK/after.json"
	python3 "$SRC/integration/state_diff.py" "$WORK/before.json" "$WORK/after.json" | tr '\n' ' '
}

# Refusals, each with its reason in GLORY's terms; nothing changes.
before=$(state | sha256sum)
refuse "a point off the table" "not a point on this table" "MOVE U2 300,10 -- typo"
refuse "deep water or mixed woods for a horse (3.3)" "mixed woods, prohibited to mounted men" "MOVE C7 200,140 -- ride"
refuse "a man put in contact with an enemy (6.1)" "in contact with U2: melee comes only from a charge" "MOVE C2 100,59 -- jump"
refuse "a horse cannot go prone (4.22)" "animals cannot go prone" "SET C7 PRONE -- hide"
refuse "the 4th wound kills (6.39)" "WOUNDS ID N (the 4th wound kills" "WOUNDS U3 4 -- shot"
refuse "restoring a man in play" "is in play: MOVE moves him" "RESTORE U3 -- back"
refuse "a cannon has no bursts" "is a cannon" "AMMO G1 BURSTS 3 -- belts"
refuse "a rifled gun fires no ball (4.6)" "fires no ball" "AMMO G1 BALL 3 -- shot"
refuse "more ready rounds than a gun holds (3.5)" "AMMO GUN READY N" "AMMO G1 READY 5 -- cram"
refuse "an unknown id" "no casting, gun or limber \"ZZ9\"" "REMOVE ZZ9 -- gone"
refuse "an unknown verb" "not a referee verb of GLORY" "TELEPORT U1 1,1 -- magic"
refuse "a game shorter than the turn reached" "TURNS N (from this turn" "TURNS 0 -- short"
refuse "one bad change refuses all" "change 2 of 2" "SET U3 DEMORALIZED; MOVE U3 999,1 -- storm"
refuse "a JSON-pointer change giving two things one id (gl_ids.c)" "id \"U3\" names two things" /men/1/id U3 "rename"
expect_eq "refusals changed nothing" "$(state | sha256sum)" "$before"

# Each verb changes exactly what it says.
expect_eq "SET changes that status alone" "$(diff_after "SET U3 PRONE -- test")" "men/U3/prone "
expect_eq "CLEAR changes it back alone" "$(diff_after "CLEAR U3 PRONE -- test")" "men/U3/prone "
expect_eq "WOUNDS changes the count alone" "$(diff_after "WOUNDS U4 2 -- test")" "men/U4/wounds "
expect_eq "AMMO changes the rounds alone" "$(diff_after "AMMO G1 CAN 5 -- test")" "guns/G1/ammo_can "
expect_eq "AMMO READY changes the ready rounds alone" "$(diff_after "AMMO G1 READY 2 -- test")" "guns/G1/spent "
expect_eq "ORDER changes the command's order alone" "$(diff_after "ORDER @U1 FIRE -- test")" "cmds/@U1/order "
expect_eq "TURNS changes the length alone" "$(diff_after "TURNS 12 -- test")" "game/turns "
pbemd poll >/dev/null
expect_eq "the ammunition is the side's own business" "$(last_to c | grep -c "rounds of canister")" 0
expect_eq "the ready rounds too" "$(last_to c | grep -c "ready rounds")" 0
last_to c | grep -q "the game now lasts 12 turns" && ok "the game's length is told to both" || fail "TURNS not told to C"
# C sees U4: it learns he is wounded, never how many times (digest 7)
amend "WOUNDS U4 0 -- test" >/dev/null; pbemd poll >/dev/null
amend "WOUNDS U4 3 -- grazed" >/dev/null; pbemd poll >/dev/null
last_to c > "$WORK/c0.txt"
grep -q "U4 is wounded" "$WORK/c0.txt" && ! grep -q "3 wounds" "$WORK/c0.txt" &&
    ok "the enemy that sees him learns he is wounded, not how often" || fail "C on U4: $(cat "$WORK/c0.txt")"
last_to u | grep -q "U4 has 3 wounds" && ok "his own side learns the count" || fail "U on U4"

# preview amend: the effect and every side's mail, nothing stored or sent.
before=$(state | sha256sum)
n0=$(ls "$H/mail/outbox/new" | wc -l)
pbemd referee g1 preview amend "SET U1 DEMORALIZED -- panic" > "$WORK/pv.txt"
grep -q "U1 is demoralized" "$WORK/pv.txt" && grep -q "==== to C" "$WORK/pv.txt" &&
    ok "preview shows the change and each side's mail" || fail "preview: $(cat "$WORK/pv.txt")"
expect_eq "preview changed and sent nothing" "$(state | sha256sum) $(ls "$H/mail/outbox/new" | wc -l)" "$before $n0"

# A change to a man C has never seen: C learns only of an amendment.
expect_eq "C does not see U8" "$(man U8 seen)" 0
amend "SET U8 DEMORALIZED -- shell shock" >/dev/null
pbemd poll >/dev/null
last_to c > "$WORK/c1.txt"
grep -q "Nothing your forces see has changed" "$WORK/c1.txt" && ! grep -q "U8\|shell shock" "$WORK/c1.txt" &&
    ok "C learns only that the game was amended" || fail "C: $(cat "$WORK/c1.txt")"
last_to u | grep -q "U8 is demoralized" && ok "U told of its own man" || fail "U's mail"

# Moved into the open: sighted again, C told what came into its sight,
# and the sheet check now knows him.
amend "MOVE U2 60,66 -- crossed the wall" >/dev/null
expect_eq "U2 at 60,66" "$(man U2 x) $(man U2 y)" "6000 6600"
expect_eq "C sees U2 now" "$(man U2 seen) $(man U2 ever_seen)" "1 1"
pbemd poll >/dev/null
last_to c > "$WORK/c2.txt"
grep -q "U2 comes into C's sight at (60.00,66.00)" "$WORK/c2.txt" && ok "C told U2 came into its sight" ||
    fail "C: $(cat "$WORK/c2.txt")"
grep -q "^Game: g1" "$WORK/c2.txt" && grep -q "^END" "$WORK/c2.txt" && ok "C gets a fresh report and sheet" || fail "C's sheet"
# moved out of sight: C told he went, not where
amend "MOVE U2 100,50 -- back behind the wall" >/dev/null
pbemd poll >/dev/null
last_to c > "$WORK/c3.txt"
if [ "$(man U2 seen)" = 0 ]; then
	grep -q "U2 is no longer in your sight" "$WORK/c3.txt" && ! grep -q "100.00,50.00" "$WORK/c3.txt" &&
	    ok "moved out of sight: C told he went, not where" || fail "out of sight: $(cat "$WORK/c3.txt")"
else
	grep -q "U2 is now at (100.00,50.00)" "$WORK/c3.txt" && ok "moved in sight: C told where" || fail "in sight: $(cat "$WORK/c3.txt")"
fi

# REMOVE and RESTORE undo each other; a gun is destroyed and comes back.
amend "REMOVE C5 CAPTURED -- strayed" >/dev/null
expect_eq "C5 captured" "$(man C5 status)" 2
amend "RESTORE C5 140,130 FACE 180 WOUNDS 1 -- exchanged" >/dev/null
expect_eq "C5 back, wounded once" "$(man C5 status) $(man C5 x) $(man C5 y) $(man C5 wounds)" "0 14000 13000 1"
amend "REMOVE G1 -- spiked" >/dev/null
expect_eq "G1 destroyed" "$(field guns G1 destroyed)" 1
refuse "a destroyed gun does not move" "is destroyed: RESTORE" "MOVE G1 45,40 -- drag"
amend "RESTORE G1 -- unspiked" >/dev/null
expect_eq "G1 back" "$(field guns G1 destroyed)" 0
amend --pointer /men/0/facing 90 "expert fix" >/dev/null && ok "the JSON pointer stays for experts" || fail "pointer"

# By the referee's signed mail: two lines, one announcement per side.
pbemd poll >/dev/null
u0=$(subj_to 'amended the game' u) c0=$(subj_to 'amended the game' c)
printf 'Game: g1\nReferee: amend CLEAR U8 DEMORALIZED -- rallied\nReferee: amend MOVE C7 170,130 FACE 180 -- remounted\n' > "$WORK/ref.txt"
n=$((n + 1))
GNUPGHOME=$KEYS/referee $MK --key referee@example.org --from referee@example.org "$WORK/ref.txt" > "$H/mail/inbox/tmp/t$n.eml"
mv "$H/mail/inbox/tmp/t$n.eml" "$H/mail/inbox/new/t$n.eml"
tick; pbemd poll >/dev/null; pbemd poll >/dev/null
expect_eq "by mail: U8 rallied, C7 moved" "$(man U8 demor) $(man C7 y) $(man C7 facing)" "0 13000 180"
expect_eq "two mailed lines, one announcement per side" \
    "$(( $(subj_to 'amended the game' u) - u0 )) $(( $(subj_to 'amended the game' c) - c0 ))" "1 1"

pbemd replay g1 > "$WORK/rp.txt" && grep -q "all hashes identical" "$WORK/rp.txt" &&
    ok "replay re-applies the amendments" || fail "replay: $(cat "$WORK/rp.txt")"
pbemd export g1 "$WORK/exp" >/dev/null
pbemd replay --archive "$WORK/exp" | grep -q "all hashes identical" && ok "replay --archive" || fail "replay --archive"
python3 -c 'import json,sys; p=sys.argv[1]; a=json.load(open(p)); ph=[x for x in a["phases"] if x.get("amendments")][0]; ph["amendments"][0]["change"]="SET U4 PRONE"; json.dump(a,open(p,"w"))' "$WORK/exp/game.json"
if pbemd replay --archive "$WORK/exp" > "$WORK/t.txt" 2>&1; then fail "a tampered amendment replayed"
else grep -q "amendment 1 of phase 1 .*altered" "$WORK/t.txt" && ok "a tampered record is caught and named" || fail "tamper: $(cat "$WORK/t.txt")"; fi
"$LEAK" "$H" g1 > "$WORK/leak.txt" 2>&1 && grep -q "([1-9][0-9]* of them amendments)" "$WORK/leak.txt" &&
    ok "no leak in any mail, amendments included" || fail "leak: $(cat "$WORK/leak.txt")"
finish

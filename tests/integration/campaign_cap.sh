#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# campaign_cap.sh PBEMD SRC WORK - how much a side may bring (issue 22):
# the referee calls a battle of To The Strongest! with a points cap for
# RED and a unit cap for BLUE; each side's muster call tells it its own
# cap and its units' points (the rulebook's), nothing of the enemy's; a
# muster over its cap is refused by mail with a receipt naming its cost
# and the cap; one within it is sealed.  Played twice, the second time
# with BLUE's roster one unit larger: everything RED is told is the same
# byte for byte.  A Highest Ground battle's scenario budget caps its
# sides when the referee gives none.
set -eu
PBEMD=$1 SRC=$2 WORK=$3
export PBEMD_FAKE_TIME=1795000000 PBEMD_FAKE_SECRET=campaign-cap
. "$SRC/integration/lib.sh"
setup
ARMY=$DATA/games/strongest/scenarios/fair-and-open.tts
BATTLE=$DATA/games/strongest/scenarios/sample-deployed.tts
sed 's/^UNIT BLUE U15 C3 warriors "Dumnonii"$/&\nUNIT BLUE U16 C3 warriors "Durnovaria levy"/' \
    "$ARMY" > "$WORK/army-plus.tts"
grep -q U16 "$WORK/army-plus.tts" || { echo "FAIL - no extra unit"; exit 1; }

# muster SIDE WHO HOME N BRING... : a signed muster sheet mailed to HOME
muster() {
	side=$1 who=$2 home=$3 k=$4; shift 4
	printf 'Campaign: cap\nSide: %s\nBattle: 1\n\nBRING %s\nEND\n' \
	    "$side" "$*" > "$WORK/m.txt"
	GNUPGHOME=$KEYS/$who $MK --mode inline --key "$who@example.org" \
	    --from "$who@example.org" --msgid "<m$k-$side@example.org>" \
	    "$WORK/m.txt" > "$home/mail/inbox/new/m$k-$side.eml"
	"$PBEMD" --home "$home" poll > /dev/null
}
# reply HOME N SIDE: the text of the reply to muster N of SIDE
reply() {
	f=$(grep -l "In-Reply-To: <m$2-$3@example.org>" "$1"/mail/outbox/new/* | head -n 1)
	[ -n "$f" ] && sed -n '/^$/,$p' "$f" | grep -v "^--\|^Content-\|^MIME" || true
}

for run in a b; do
	HR=$WORK/h$run
	army=$ARMY; [ $run = b ] && army=$WORK/army-plus.tts
	"$PBEMD" --home "$HR" init > /dev/null
	"$PBEMD" --home "$HR" campaign new cap --rules strongest --army "$army" \
	    --side RED south@example.org "$KEYS/south.asc" \
	    --side BLUE north@example.org "$KEYS/north.asc" > /dev/null
	"$PBEMD" --home "$HR" campaign battle cap --scenario "$BATTLE" \
	    --points RED=40 --units BLUE=3 > /dev/null
	# RED: 13 + 12 + 10 + 10 = 45 points, over 40; then 35, within it
	muster RED south "$HR" 1 U1 U2 U3 U4
	muster RED south "$HR" 2 U1 U2 U3
	# BLUE: four units, over three; then three
	muster BLUE north "$HR" 1 U1 U2 U3 U4
	muster BLUE north "$HR" 2 U1 U2 U3
	sqlite3 "$HR/pbemd.db" "select body from campaign_text where campaign='cap' and n=1 and side='RED' and kind='muster-call'" > "$WORK/call-$run.txt"
	reply "$HR" 1 RED > "$WORK/red1-$run.txt"
	reply "$HR" 2 RED > "$WORK/red2-$run.txt"
done

call=$WORK/call-a.txt
grep -q "^At most 40 points\.$" "$call" &&
    grep -q " U1 13, U2 12, U3 10, U4 10," "$call" &&
    ok "RED's muster call gives its cap and its units' points (the rulebook's)" ||
    fail "RED's muster call: $(sed -n '/WHAT YOU MAY/,/^$/p' "$call")"
! grep -q "At most [0-9]* units\|BLUE" "$call" && grep -c "At most" "$call" | grep -qx 1 &&
    ok "RED is told no cap but its own" || fail "RED's muster call names another cap"
grep -q "muster sheet refused: it costs 45 points and battle 1 allows RED at most 40" \
    "$WORK/red1-a.txt" && ok "RED's muster over its cap refused, with its cost and the cap" ||
    fail "RED's refusal: $(cat "$WORK/red1-a.txt")"
grep -q "Nothing was sealed" "$WORK/red1-a.txt" && ok "and nothing was sealed" ||
    fail "refusal says nothing of the seal"
grep -q "sealed: 3 units" "$WORK/red2-a.txt" && ok "RED's muster of 35 points sealed" ||
    fail "RED's second muster: $(cat "$WORK/red2-a.txt")"
f=$(grep -l "In-Reply-To: <m1-BLUE@example.org>" "$WORK"/ha/mail/outbox/new/* | head -n 1)
grep -q "it brings 4 units and battle 1 allows BLUE at most 3" "$f" &&
    ok "BLUE's muster over its unit cap refused" || fail "BLUE's refusal: $(sed -n '/^$/,$p' "$f")"
"$PBEMD" --home "$WORK/ha" campaign status cap | grep -q "battle" &&
    sqlite3 "$WORK/ha/pbemd.db" "select status from game where id='cap-b1'" | grep -q running &&
    ok "with both musters within their caps the battle is made and started" ||
    fail "battle 1 not started"
"$PBEMD" --home "$WORK/ha" campaign status cap | grep -q '^    caps {"BLUE":{"units":3},"RED":{"points":40}}$' &&
    ok "the referee's campaign status shows the battle's caps" ||
    fail "status: $("$PBEMD" --home "$WORK/ha" campaign status cap)"
for f in call red1 red2; do
	cmp -s "$WORK/$f-a.txt" "$WORK/$f-b.txt" &&
	    ok "RED's $f identical when BLUE's roster has a unit more" ||
	    fail "RED's $f differs with BLUE's roster: $(diff "$WORK/$f-a.txt" "$WORK/$f-b.txt" | head -5)"
done
# a cap the referee gives a side the campaign does not have is refused
"$PBEMD" --home "$WORK/ha" campaign new cap2 --rules strongest --army "$ARMY" \
    --side RED south2@example.org "$KEYS/referee.asc" \
    --side BLUE north2@example.org "$KEYS/stranger.asc" > /dev/null
"$PBEMD" --home "$WORK/ha" campaign battle cap2 --scenario "$BATTLE" \
    --points GREEN=40 > "$WORK/g.out" 2>&1 && fail "a cap for no side taken" ||
    { grep -q "no side 'GREEN'" "$WORK/g.out" && ok "a cap for a side the campaign lacks refused" ||
    fail "GREEN: $(cat "$WORK/g.out")"; }
# The Highest Ground: a points-built battle scenario (POINTS SIDE 45) caps
# what each side may bring when the referee gives no cap
"$PBEMD" --home "$WORK/ha" campaign new hg --rules highest-ground \
    --army "$DATA/games/highest-ground/scenarios/intro.hgm" \
    --side ALLIED south@example.org "$KEYS/south.asc" \
    --side ROMAN north@example.org "$KEYS/north.asc" > /dev/null
"$PBEMD" --home "$WORK/ha" campaign battle hg \
    --scenario "$DATA/games/highest-ground/scenarios/skirmish.hgm" > /dev/null
sqlite3 "$WORK/ha/pbemd.db" "select body from campaign_text where campaign='hg' and n=1 and side='ALLIED' and kind='muster-call'" > "$WORK/hg-call.txt"
grep -q "^At most 45 points\.$" "$WORK/hg-call.txt" && grep -q " MS1 5" "$WORK/hg-call.txt" &&
    ok "HG: the scenario's POINTS budget is the cap; a mercenary's extra attacks priced" ||
    fail "HG muster call: $(sed -n '/WHAT YOU MAY/,/^$/p' "$WORK/hg-call.txt")"
[ "$fails" -eq 0 ] && echo "campaign cap: all passed" || { echo "$fails failed"; exit 1; }

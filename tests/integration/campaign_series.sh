#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# campaign_series.sh PBEMD SRC WORK [TEST_LEAK] - a campaign of three battles of To The
# Strongest! through the real pipeline (issue 22), twice:
#  A  the demo armies, with the referee's numbers making every return and
#     every promotion certain: rosters carried exactly, a unit lost in
#     battle 1 and returned fights battle 2, a promoted unit fights with
#     its new grade, every roll re-derived outside pbemd from the revealed
#     secrets (campaign_check.py), `campaign verify` passes; then a roll,
#     a roster and a secret tampered with in the store are each caught
#     and named.
#     The campaign exported and re-run by replay --archive, tampering in
#     the export named; a side handed to a new key mid-campaign, the old
#     key's sheet refused.
#  B  the same, BLUE's roster one unit larger (a unit that never fights):
#     every campaign mail and every battle report of RED identical to A's,
#     byte for byte, and every mail RED was sent, part by part (text, map
#     PNG, JSON view; campaign_mails.py).  Under FOW los (battle 2) each
#     side's campaign report lists exactly the enemy losses it was told of.
#  C  Far Side of the World (three battles), The Highest Ground,
#     Battleground and GLORY (two each) by signed mail on their demo
#     scenarios cut to a few turns: each
#     battle fields what its musters brought with the roster's values after
#     the battle before, a unit left at home stays out (campaign_carried.py),
#     the example sheets' lines naming it dropped; each campaign verified.
#  No battle's end mail, in any of them, shows a side the whole field,
#  and the general leak test (test_leak, when given) polices every mail of
#  every battle, the end mails too: there a side must still read nothing
#  of what its forces never saw.
set -eu
PBEMD=$1 SRC=$2 WORK=$3 LEAK=${4:-}
DATA=${PBEMD_DATADIR:-$SRC/..}
export PBEMD_DATADIR=$DATA
export PBEMD_FAKE_TIME=1795000000 PBEMD_FAKE_SECRET=campaign-series
fails=0
ok()   { echo "ok   - $*"; }
fail() { echo "FAIL - $*"; fails=$((fails + 1)); }
rm -rf "$WORK"; mkdir -p "$WORK"
cat > "$WORK/certain.json" <<'J'
{"promotion": {"die": 6, "on": 1, "won_only": 0},
 "returns": {"die": 6, "won": 1, "lost": 1, "drawn": 1, "generals": 1}}
J
ARMY=$DATA/games/strongest/scenarios/fair-and-open.tts
sed 's/^UNIT BLUE U15 C3 warriors "Dumnonii"$/&\nUNIT BLUE U16 C3 warriors "Durnovaria levy"/' \
    "$ARMY" > "$WORK/army-plus.tts"
grep -q U16 "$WORK/army-plus.tts" || { echo "FAIL - no extra unit"; exit 1; }

"$PBEMD" demo --campaign --keep "$WORK/a" --numbers "$WORK/certain.json" \
    --leave BLUE:U16 --points 150 > "$WORK/a.out" 2>&1 && ok "campaign A played and verified" ||
    { fail "campaign A"; cat "$WORK/a.out"; exit 1; }
"$PBEMD" demo --campaign --keep "$WORK/b" --numbers "$WORK/certain.json" \
    --army "$WORK/army-plus.tts" --leave BLUE:U16 --points 150 > "$WORK/b.out" 2>&1 &&
    ok "campaign B played and verified" || { fail "campaign B"; cat "$WORK/b.out"; exit 1; }

/usr/bin/python3 "$SRC/integration/campaign_check.py" "$WORK/a/pbemd.db" demo ||
    fails=$((fails + 1))

# battle 2 is under FOW los: each side's campaign report names as lost
# exactly the enemy units its battle reports told it were lost (by the
# names it gave them), whether in sight at the end or not
for s in RED BLUE; do
	told=$(sqlite3 "$WORK/a/pbemd.db" "select body from report where side='$s' and game='demo-b2'" |
	    grep -o -E '\bE[0-9]+ is lost' | sed 's/ is lost//' | sort -u | tr '\n' ' ')
	listed=$(sqlite3 "$WORK/a/pbemd.db" "select body from campaign_text where campaign='demo' and n=2 and side='$s' and kind='report'" |
	    sed -n 's/^  \(E[0-9]*\): seen, lost$/\1/p' | sort -u | tr '\n' ' ')
	[ -n "$told" ] && [ "$told" = "$listed" ] &&
	    ok "$s's campaign report after battle 2 lists the losses it was told: $listed" ||
	    fail "$s was told of losses '$told', its campaign report lists '$listed'"
done

P() { "$PBEMD" --home "$WORK/a" "$@"; }
P campaign verify demo > "$WORK/v.out" && ok "campaign verify passes" ||
    fail "campaign verify: $(cat "$WORK/v.out")"
P campaign status demo | grep -q "over, battle 3 of 3" && ok "the campaign is over" ||
    fail "status: $(P campaign status demo)"
P replay demo-b2 > /dev/null && ok "battle 2 replays, chained to the campaign" ||
    fail "battle 2 does not replay"

# tampering, each on a copy of A and each caught and named
tamper() { # NAME SQL PATTERN
	rm -rf "$WORK/t"; cp -r "$WORK/a" "$WORK/t"
	sqlite3 "$WORK/t/pbemd.db" "$2"
	if "$PBEMD" --home "$WORK/t" campaign verify demo > "$WORK/t.out" 2>&1; then
		fail "$1: not caught"
	elif grep -q "$3" "$WORK/t.out"; then
		ok "$1: caught ($(grep "$3" "$WORK/t.out" | sed 's/^pbemd: //'))"
	else
		fail "$1: caught but not named: $(tail -1 "$WORK/t.out")"
	fi
}
tamper "a roll changed" \
    "update campaign_text set body = replace(body, 'rolled ', 'rolled 1') where campaign='demo' and n=1 and side='RED' and kind='rolls'" \
    "battle 1: RED's between-battle rolls differ"
tamper "a roster changed" \
    "update campaign_roster set roster = replace(roster, '\"battles\":2', '\"battles\":3') where campaign='demo' and battle=2 and side='RED'" \
    "battle 2: RED's roster after it differs"
tamper "a secret changed" \
    "update campaign_battle set secret = '00' || substr(secret, 3) where campaign='demo' and n=3" \
    "battle 3: the revealed secret does not match"
tamper "a muster sheet changed" \
    "update campaign_muster set text = replace(text, 'BRING', 'BRING ') where campaign='demo' and n=2 and side='BLUE'" \
    "battle 2: BLUE's muster sheet does not match its hash"
tamper "a muster sheet and its hash changed" \
    "update campaign_muster set sha = '$(printf '%064d' 1)' where campaign='demo' and n=2 and side='BLUE'" \
    "battle 2: BLUE's muster sheet does not match its hash"
tamper "a battle's cap lowered in the store" \
    "update campaign_text set body = '{\"RED\":{\"points\":20}}' where campaign='demo' and n=1 and kind='caps'" \
    "battle 1: RED's muster breaks the battle's cap"
tamper "a battle's link to the campaign changed" \
    "update phase set prev_sha = '$(printf '%064d' 0)' where game='demo-b2' and seq=1" \
    "battle 2 (demo-b2): its first phase does not link"

# one archive: the whole campaign exported, re-run from the export alone,
# and a roll or a roster changed in the export caught and named
"$PBEMD" --home "$WORK/a" campaign export demo "$WORK/site" > /dev/null &&
    [ -f "$WORK/site/index.html" ] && [ -f "$WORK/site/battle-3/index.html" ] &&
    ok "the campaign exported as one site" || fail "campaign export"
"$PBEMD" replay --archive "$WORK/site" > "$WORK/r.out" 2>&1 &&
    grep -q "3 battles re-run from the record" "$WORK/r.out" &&
    ok "replay --archive re-runs the whole campaign" ||
    fail "replay --archive: $(tail -2 "$WORK/r.out")"
grep -q "Rolls after battle 1" "$WORK/site/index.html" &&
    grep -q "$(sqlite3 "$WORK/a/pbemd.db" "select secret from campaign_battle where n=2")" "$WORK/site/index.html" &&
    ok "the campaign page shows the rolls and the revealed secrets" ||
    fail "the campaign page lacks the rolls or the secrets"
grep -q "<td>BLUE 150 points; RED 150 points</td>" "$WORK/site/index.html" &&
    ok "the campaign page shows what each side could bring" ||
    fail "the campaign page lacks the caps"
etamper() { # NAME PYTHON-EXPR PATTERN
	rm -rf "$WORK/site2"; cp -r "$WORK/site" "$WORK/site2"
	/usr/bin/python3 - "$WORK/site2/campaign.json" "$2" <<'PY'
import json, sys
p = sys.argv[1]; a = json.load(open(p))
exec(sys.argv[2])
json.dump(a, open(p, "w"))
PY
	if "$PBEMD" replay --archive "$WORK/site2" > "$WORK/t.out" 2>&1; then
		fail "$1: not caught"
	elif grep -q "$3" "$WORK/t.out"; then
		ok "$1: caught ($(grep "$3" "$WORK/t.out" | sed 's/^pbemd: //'))"
	else
		fail "$1: caught but not named: $(tail -1 "$WORK/t.out")"
	fi
}
etamper "a roll changed in the export" \
    "b = a['battles'][0]['rolls']; b['BLUE'] = b['BLUE'].replace('rolled ', 'rolled 1')" \
    "battle 1: BLUE's between-battle rolls differ"
etamper "a roster changed in the export" \
    "e = a['rosters'][2]['RED']['entries'][0]; e['battles'] = e['battles'] + 1" \
    "battle 2: RED's roster after it differs"
etamper "a unit slipped into a battle's muster in the export" \
    "m = a['battles'][2]['musters'][0]; m['text'] = m['text'].replace('BRING', 'BRING U9', 1)" \
    "battle 3: RED's muster sheet does not match its hash"
etamper "a battle's cap lowered in the export" \
    "a['battles'][1]['caps']['BLUE']['points'] = 20" \
    "battle 2: BLUE's muster breaks the battle's cap"
etamper "a battle's cap raised in the export" \
    "a['battles'][1]['caps']['BLUE']['points'] = 400" \
    "battle 2: the campaign record differs"
etamper "a first roster changed in the export" \
    "a['rosters'][0]['BLUE']['entries'][3]['grade'] = 'veteran'" \
    "battle 1"

# a side handed to a new key mid-campaign: the old key's sheets refused,
# the new key's taken, the battle's game mails to the new player
KEYS=$(mktemp -d /tmp/pbc.XXXXXX)
cleanup() {
	for k in "$KEYS"/*; do
		[ -d "$k" ] && GNUPGHOME=$k gpgconf --kill all 2>/dev/null || true
	done
	rm -rf "$KEYS"
}
trap cleanup EXIT
for who in red red2 blue; do
	mkdir -m 700 "$KEYS/$who"
	GNUPGHOME=$KEYS/$who gpg --batch --quiet --pinentry-mode loopback \
	    --passphrase '' --quick-generate-key "$who <$who@example.org>" \
	    ed25519 sign never
	GNUPGHOME=$KEYS/$who gpg --batch --armor --export "$who@example.org" \
	    > "$KEYS/$who.asc"
done
K() { "$PBEMD" --home "$WORK/k" "$@"; }
K init > /dev/null
K campaign new keys --rules strongest --army "$ARMY" --battles 1 \
    --side RED red@example.org "$KEYS/red.asc" \
    --side BLUE blue@example.org "$KEYS/blue.asc" > /dev/null
K campaign battle keys --scenario "$DATA/games/strongest/scenarios/sample-deployed.tts" > /dev/null
musterfile() { # WHO SIDE > signed file
	printf 'Campaign: keys\nSide: %s\nBattle: 1\n\nBRING U1 U2\nEND\n' "$2" |
	    GNUPGHOME=$KEYS/$1 gpg --batch --quiet --pinentry-mode loopback \
	    --passphrase '' --clearsign
}
# a muster by mail naming a unit RED does not own: refused, with the reason
printf 'Campaign: keys\nSide: RED\nBattle: 1\n\nBRING U1 U99\nEND\n' > "$WORK/bad.txt"
GNUPGHOME=$KEYS/red /usr/bin/python3 "$SRC/integration/mkmail.py" \
    --from red@example.org --msgid badmuster@example.org "$WORK/bad.txt" \
    > "$WORK/k/mail/inbox/new/bad.eml"
K poll > /dev/null
grep -l "^Subject: \[keys\] Muster sheet refused" "$WORK"/k/mail/outbox/new/* 2>/dev/null |
    xargs grep -l "U99 is not a unit of your roster" > /dev/null 2>&1 &&
    [ "$(sqlite3 "$WORK/k/pbemd.db" "select count(*) from campaign_muster where campaign='keys'")" = 0 ] &&
    ok "a muster by mail naming a unit not of the roster refused, nothing sealed" ||
    fail "the bad muster by mail"
musterfile red RED > "$WORK/m-red.asc"
K campaign muster keys "$WORK/m-red.asc" | grep -q "muster of RED for battle 1 of keys sealed" &&
    ok "RED's muster signed with its first key sealed" || fail "RED's first muster"
K campaign replace keys RED red2@example.org "$KEYS/red2.asc" > "$WORK/rep.out" &&
    grep -q "side RED is now red2@example.org" "$WORK/rep.out" &&
    ok "RED handed to a new key" || fail "replace: $(cat "$WORK/rep.out")"
if K campaign muster keys "$WORK/m-red.asc" > "$WORK/old.out" 2>&1; then
	fail "the old key's muster was taken after the replacement"
else
	grep -q "that key plays no side" "$WORK/old.out" &&
	    ok "the old key's muster refused after the replacement" ||
	    fail "old key: $(cat "$WORK/old.out")"
fi
musterfile red2 RED > "$WORK/m-red2.asc"
musterfile blue BLUE > "$WORK/m-blue.asc"
K campaign muster keys "$WORK/m-red2.asc" > /dev/null &&
    K campaign muster keys "$WORK/m-blue.asc" > /dev/null &&
    ok "the new key's muster taken; the battle begins" ||
    fail "musters after the replacement"
[ "$(sqlite3 "$WORK/k/pbemd.db" "select email from player where game='keys-b1' and side='RED'")" = red2@example.org ] &&
    ok "the battle's RED player is the new one" ||
    fail "the battle's RED player: $(sqlite3 "$WORK/k/pbemd.db" "select email from player where game='keys-b1'")"

# BLUE's player announces a new key by mail, signed with the current one
for who in blue2; do
	mkdir -m 700 "$KEYS/$who"
	GNUPGHOME=$KEYS/$who gpg --batch --quiet --pinentry-mode loopback \
	    --passphrase '' --quick-generate-key "$who <$who@example.org>" \
	    ed25519 sign never
done
{ printf 'Campaign: keys\nSide: BLUE\n\n'
  GNUPGHOME=$KEYS/blue2 gpg --batch --armor --export blue2@example.org; } > "$WORK/newkey.txt"
GNUPGHOME=$KEYS/blue /usr/bin/python3 "$SRC/integration/mkmail.py" \
    --from blue@example.org --msgid newkey@example.org "$WORK/newkey.txt" \
    > "$WORK/k/mail/inbox/new/newkey.eml"
K poll > /dev/null
NEWFPR=$(GNUPGHOME=$KEYS/blue2 gpg --batch --with-colons --list-keys blue2@example.org 2>/dev/null | awk -F: '/^fpr/ {print $10; exit}')
[ "$(sqlite3 "$WORK/k/pbemd.db" "select fpr from campaign_side where campaign='keys' and side='BLUE'")" = "$NEWFPR" ] &&
    [ "$(sqlite3 "$WORK/k/pbemd.db" "select fpr from player where game='keys-b1' and side='BLUE'")" = "$NEWFPR" ] &&
    ok "BLUE's new key, announced by mail, plays the campaign and the battle" ||
    fail "BLUE's new key was not taken"
printf 'Game: keys-b1\nSide: BLUE\nTurn: 1\nPhase: x\n\nEND\n' > "$WORK/old.txt"
GNUPGHOME=$KEYS/blue /usr/bin/python3 "$SRC/integration/mkmail.py" \
    --from blue@example.org --msgid oldkey@example.org "$WORK/old.txt" \
    > "$WORK/k/mail/inbox/new/oldkey.eml"
K poll > /dev/null
[ "$(sqlite3 "$WORK/k/pbemd.db" "select verdict from mail_in where msgid='oldkey@example.org'")" = refused ] &&
    ok "a battle sheet signed with BLUE's old key refused" ||
    fail "old key sheet: $(sqlite3 "$WORK/k/pbemd.db" "select verdict from mail_in where msgid='oldkey@example.org'")"

# the leak test: RED's mails of A and B, byte for byte
for k in muster-call report; do
	for n in 1 2 3; do
		qa=$(sqlite3 "$WORK/a/pbemd.db" "select hex(body) from campaign_text where campaign='demo' and n=$n and side='RED' and kind='$k'")
		qb=$(sqlite3 "$WORK/b/pbemd.db" "select hex(body) from campaign_text where campaign='demo' and n=$n and side='RED' and kind='$k'")
		[ -n "$qa" ] && [ "$qa" = "$qb" ] && ok "RED's $k $n identical with BLUE's extra unit" ||
		    fail "RED's $k $n differs with BLUE's extra unit"
	done
done
qa=$(sqlite3 "$WORK/a/pbemd.db" "select count(*), hex(group_concat(body, '|')) from (select body from report where side='RED' order by game, seq)")
qb=$(sqlite3 "$WORK/b/pbemd.db" "select count(*), hex(group_concat(body, '|')) from (select body from report where side='RED' order by game, seq)")
[ "$qa" = "$qb" ] && ok "RED's battle reports ($(echo "$qa" | cut -d'|' -f1)) identical with BLUE's extra unit" ||
    fail "RED's battle reports differ with BLUE's extra unit"
# every mail RED was sent (text, map PNG, JSON view), part by part
/usr/bin/python3 "$SRC/integration/campaign_mails.py" "$WORK/a/pbemd.db" \
    "$WORK/b/pbemd.db" red@players.invalid || fails=$((fails + 1))
# and BLUE's do differ (the test can fail): its roster shows the unit
if /usr/bin/python3 "$SRC/integration/campaign_mails.py" "$WORK/a/pbemd.db" \
    "$WORK/b/pbemd.db" blue@players.invalid > /dev/null; then
	fail "BLUE's mails did not change with its own roster"
else
	ok "BLUE's own mails show its extra unit"
fi
qa=$(sqlite3 "$WORK/a/pbemd.db" "select body from campaign_text where campaign='demo' and n=1 and side='BLUE' and kind='muster-call'" | grep -c U16 || true)
qb=$(sqlite3 "$WORK/b/pbemd.db" "select body from campaign_text where campaign='demo' and n=1 and side='BLUE' and kind='muster-call'" | grep -c U16 || true)
[ "$qa" = 0 ] && [ "$qb" -gt 0 ] && ok "BLUE's own muster call shows its extra unit" ||
    fail "BLUE's muster call: U16 $qa/$qb"

# C: the other rules systems' campaigns, short battles
sed 's/^TURNS 10$/TURNS 3/' "$DATA/games/far-side/scenarios/mission-station.fsw" \
    > "$WORK/short.fsw"
sed 's/^TURNS 12$/TURNS 1/' "$DATA/games/highest-ground/scenarios/intro.hgm" \
    > "$WORK/short.hgm"
sed 's/ TURNS 8 / TURNS 4 /' "$DATA/games/battleground/scenarios/crossroads.bgs" \
    > "$WORK/short.bgs"
sed 's/^TURNS 15 /TURNS 5 /' "$DATA/games/glory/scenarios/harris-wall.glm" \
    > "$WORK/short.glm"
grep -q '^TURNS 3$' "$WORK/short.fsw" && grep -q '^TURNS 1$' "$WORK/short.hgm" &&
    grep -q ' TURNS 4 ' "$WORK/short.bgs" && grep -q '^TURNS 5 ' "$WORK/short.glm" ||
    fail "the short battles' scenarios"
for c in "far-side 3 short.fsw SOUTH:MI1" "highest-ground 2 short.hgm ROMAN:LGT3" \
    "battleground 2 short.bgs ALLIES:U3" "glory 2 short.glm C:C8"; do
	set -- $c
	if "$PBEMD" demo --campaign --rules "$1" --battles "$2" --battle "$WORK/$3" \
	    --leave "$4" --keep "$WORK/$1" > "$WORK/$1.out" 2>&1 &&
	    grep -q "campaign demo: $2 battles verified" "$WORK/$1.out"; then
		ok "$1: a campaign of $2 battles played by signed mail and verified"
		/usr/bin/python3 "$SRC/integration/campaign_carried.py" \
		    "$WORK/$1/pbemd.db" demo > "$WORK/$1.carried" ||
		    { fails=$((fails + 1)); grep FAIL "$WORK/$1.carried"; }
		ok "$1: $(grep -c '^ok' "$WORK/$1.carried") roster checks"
	else
		fail "$1 campaign"; tail -5 "$WORK/$1.out"
	fi
done
# fog of war across battles: no battle's end mail reveals the field (the
# referee's view, field.png) to a side, in any rules system: the enemy's
# muster and unseen losses wait for the campaign's debrief
grep -q "DEBRIEF: THE WHOLE FIELD" "$DATA/templates/end.txt" ||
    fail "templates/end.txt has no whole-field debrief to look for"
# (nor the modules' own end views: Far Side's count of the enemy's units
# and alias key, The Highest Ground's key and its pointer to a debrief)
for home in a b far-side highest-ground battleground glory; do
	n=$(sqlite3 "$WORK/$home/pbemd.db" "select count(*) from report where side != 'referee' and (body like '%DEBRIEF: THE WHOLE FIELD%' or body like '%THE ENEMY, UNMASKED%' or body like '%enemy units eliminated)%' or body like '%is the debrief below%')")
	ends=$(sqlite3 "$WORK/$home/pbemd.db" "select count(*) from report where side != 'referee' and body like 'Subject: [%] Game over:%'")
	pngs=$(grep -l 'filename="field.png"' "$WORK/$home"/mail/outbox/new/* 2>/dev/null | wc -l)
	[ "$ends" -gt 0 ] && [ "$n" = 0 ] && [ "$pngs" = 0 ] &&
	    ok "$home: $ends battle end mails, none with the whole field" ||
	    fail "$home: $n of $ends battle end mails show the whole field, $pngs field.png"
done
# the general leak test on every battle fought under fog of war (in the
# open, as A's first and third, nothing is hidden), its end mails included
if [ -n "$LEAK" ]; then
	for hb in a:demo-b2 far-side:demo-b1 far-side:demo-b3 \
	    highest-ground:demo-b2 battleground:demo-b1 battleground:demo-b2 \
	    glory:demo-b1 glory:demo-b2; do
		home=${hb%%:*} game=${hb#*:}
		ends=$(sqlite3 "$WORK/$home/pbemd.db" "select count(*) from outbox where game='$game' and kind='end'")
		if [ "$ends" -gt 0 ] && "$LEAK" "$WORK/$home" "$game" > "$WORK/leak.out" 2>&1; then
			ok "$home $game: $(grep -o '[0-9]* mails.*leaks' "$WORK/leak.out" | head -n 1), $ends end mails among them"
		else
			fail "$home $game leak test ($ends end mails): $(tail -3 "$WORK/leak.out")"
		fi
	done
	# and it would catch a leak there: the ids of AXIS's units planted in
	# ALLIES's end mail, G2 (hidden in the wood) and P4 never seen by it
	rm -rf "$WORK/planted"; cp -r "$WORK/battleground" "$WORK/planted"
	sqlite3 "$WORK/planted/pbemd.db" "update outbox set data = data || ' G1 G2 P4 ' where game='demo-b1' and kind='end' and side='ALLIES'"
	"$LEAK" "$WORK/planted" demo-b1 > "$WORK/leak.out" 2>&1 && fail "a leak planted in an end mail not caught" ||
	    { grep -q "LEAK: end mail to ALLIES after phase [0-9]* contains 'G2'" "$WORK/leak.out" &&
	    ok "a leak planted in a battle's end mail caught: $(grep -c '^LEAK: end' "$WORK/leak.out") ids ALLIES never saw" ||
	    fail "planted leak: $(tail -3 "$WORK/leak.out")"; }
fi
if [ "$fails" -ne 0 ]; then echo "$fails failed"; exit 1; fi
echo "all passed"

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# intake.sh PBEMD SRC WORK - every kind of mail a player (or an attacker)
# might send, through the real binary, real gpg keys and a real Maildir:
# each refusal is answered clearly, to the right address, and changes
# nothing; a good sheet is sealed and answered with a receipt.
set -eu
PBEMD=$1 SRC=$2 WORK=$3
. "$SRC/integration/lib.sh"
setup

DEP=$DATA/games/far-side/examples
sheet SOUTH 0 deploy "$DEP/deploy-south.txt" > "$WORK/south.txt"
sheet NORTH 0 deploy "$DEP/deploy-north.txt" > "$WORK/north.txt"
sheet SOUTH 5 deploy "$DEP/deploy-south.txt" > "$WORK/south-t5.txt"
sheet NORTH 0 deploy "$DEP/deploy-north.txt" > "$WORK/north-as-south.txt"
sed -i 's/^Side: NORTH/Side: SOUTH/' "$WORK/north-as-south.txt"
# An order the rules do not know, as the first line after the envelope
# (line 6: four envelope lines and a blank line come first).
printf 'BOGUS ORDER\n' > "$WORK/bogus.txt"
cat "$DEP/deploy-south.txt" >> "$WORK/bogus.txt"
sheet SOUTH 0 deploy "$WORK/bogus.txt" > "$WORK/south-err.txt"
errline=6

try() { before=$(outbox_count); s0=$(sheets); send "$@"; pbemd poll >/dev/null; }
unchanged() {
	[ "$(sheets)" = "$s0" ] && ok "$1: no sheet stored" || fail "$1: a sheet was stored"
}

try south --mode unsigned --from south@example.org "$WORK/south.txt"
expect_reply unsigned south@example.org "not signed"; unchanged unsigned

try south --mode html --from south@example.org "$WORK/south.txt"
expect_reply html-only south@example.org "no plain-text part"; unchanged html

# Signed, but HTML only: the reason is the missing plain-text part (the
# envelope is there, in the HTML), and how to send plain text.
# Words outside a clearsigned block: refused, and the refusal, the guide
# of every rules system and the help answer say the same thing.
GNUPGHOME=$KEYS/south $MK --mode inline --lf --key south@example.org --from south@example.org "$WORK/south.txt" |
    awk 'done == 0 && /^$/ { print; print "Hello, here are my orders:"; done = 1; next } { print }' > "$WORK/outside.eml"
before=$(outbox_count); s0=$(sheets)
cp "$WORK/outside.eml" "$H/mail/inbox/new/outside.eml"; pbemd poll >/dev/null
expect_reply outside-text south@example.org "Only signed text may reach a game"; unchanged outside-text
for guide in "$DATA"/games/*/ORDERS.md; do
	grep -q "Only signed text may reach a game" "$guide" &&
	    ok "$(basename "$(dirname "$guide")")/ORDERS.md says so too" ||
	    fail "$guide does not say that only signed text may reach a game"
done
printf 'Game: g1\nSide: SOUTH\nRequest: help\n' > "$WORK/help.txt"
try south --key south@example.org --from south@example.org "$WORK/help.txt"
expect_reply request-help south@example.org "Only signed text may reach a game"
# Request: chart is The Highest Ground's; a Far Side game says it has none.
printf 'Game: g1\nSide: SOUTH\nRequest: chart\n' > "$WORK/chart.txt"
try south --key south@example.org --from south@example.org "$WORK/chart.txt"
expect_reply request-chart south@example.org "This game has no chart to send"

try south --mode html-signed --key south@example.org --from south@example.org "$WORK/south.txt"
expect_reply html-signed south@example.org "no plain-text part"; unchanged html-signed
grep -q "Thunderbird" "$(last_mail)" && ok "html-signed: the refusal says how to send plain text" ||
    fail "html-signed: no client advice"

try stranger --key stranger@example.org --from south@example.org "$WORK/south.txt"
expect_reply unknown-key south@example.org "not registered"; unchanged unknown-key

try south --key south@example.org --from south@example.org --tamper "Game: g1" "Game: g1 " "$WORK/south.txt"
expect_reply bad-signature south@example.org "changed after it was signed"; unchanged bad-signature

# From: says SOUTH, the key is NORTH's: identity is the key, and the
# answer goes to the key owner's registered address, never to From:.
try north --key north@example.org --from south@example.org "$WORK/north-as-south.txt"
expect_reply other-side north@example.org "signed with the key of side NORTH"; unchanged other-side

try south --key south@example.org --from south@example.org "$WORK/south-t5.txt"
expect_reply wrong-turn south@example.org "turn 5"; unchanged wrong-turn

try south --mode mixed --key south@example.org --from south@example.org "$WORK/south.txt"
expect_reply unsigned-part-beside south@example.org "only one part"; unchanged mixed

try south --mode attached --key south@example.org --from south@example.org "$WORK/south.txt"
expect_reply forwarded-attachment south@example.org "only one part"; unchanged attached

try south --key south@example.org --from south@example.org "$WORK/south-err.txt"
expect_reply order-error south@example.org "line $errline: \"BOGUS ORDER\": a deployment sheet holds"; unchanged order-error

# A reply as a mail program writes it: the line introducing the quote, the
# quoted report (its own envelope lines too), the orders, a signature.
# Only the orders are read; an error still names the line as written.
quote() {
	printf 'On Sun, 22 Nov 2026, pbemd game master wrote:\n'
	printf '> Far Side of the World, game g1.\n>\n> Game: g1\n> Side: SOUTH\n\n'
}
{ quote; sheet SOUTH 0 deploy "$WORK/bogus.txt"; printf -- '\n-- \nAlice\n'; } > "$WORK/reply-err.txt"
try south --key south@example.org --from south@example.org "$WORK/reply-err.txt"
expect_reply reply-error-names-its-line south@example.org "line 12: \"BOGUS ORDER\": a deployment sheet holds"
grep -q '4 quoted lines' "$(last_mail)" && grep -q 'introduces the quote' "$(last_mail)" &&
    grep -q '2 lines of your signature' "$(last_mail)" &&
    ok "the refusal says which lines were left out" || fail "no left-out note"
unchanged reply-error
# The sheet's own lines left quoted: the refusal says to unquote them.
{ quote; sheet SOUTH 0 deploy "$DEP/deploy-south.txt" | sed 's/^/> /'; } > "$WORK/reply-quoted.txt"
try south --key south@example.org --from south@example.org "$WORK/reply-quoted.txt"
expect_reply envelope-left-quoted south@example.org 'Remove the "> "'; unchanged envelope-left-quoted

before=$(outbox_count); s0=$(sheets)
send south --mode unsigned --from south@example.org --header "Auto-Submitted: auto-replied" "$WORK/south.txt"
send south --mode unsigned --from MAILER-DAEMON@example.org "$WORK/south.txt"
send south --mode unsigned --from south@example.org --header "Precedence: bulk" "$WORK/south.txt"
pbemd poll >/dev/null
[ "$(outbox_count)" -eq "$before" ] && ok "automatic mail is never answered" || fail "automatic mail was answered"
unchanged automatic

try south --key south@example.org --from someone@else.example --msgid dup1@x "$WORK/south.txt"
expect_reply pgpmime-accepted south@example.org "accepted and sealed"
[ "$(sheets)" -eq $((s0 + 1)) ] && ok "sheet sealed" || fail "sheet not stored"
pbemd status g1 | grep -q "SOUTH *sheet in" && ok "status shows SOUTH in" || fail "status"
if pbemd status g1 | grep -qi "deploy [A-J][0-9]"; then fail "status shows sheet contents"; else ok "status hides contents"; fi

before=$(outbox_count); s0=$(sheets)
send south --key south@example.org --from south@example.org --msgid dup1@x "$WORK/south.txt"
pbemd poll >/dev/null
[ "$(sheets)" = "$s0" ] && ok "duplicate Message-ID taken once" || fail "duplicate taken twice"

# A changed sheet (here only its Nonce: line differs) replaces the first.
{ sheet SOUTH 0 deploy "$DEP/deploy-south.txt" | sed '4a Nonce: second thoughts'; } > "$WORK/south2.txt"
try south --mode inline --key south@example.org --from south@example.org "$WORK/south2.txt"
expect_reply clearsigned-replaces south@example.org "They replace the sheet"

# A reply replaces it too: quote and signature left out, said so, END
# still ends the sheet (the lines after it are not orders either).
{ quote; sheet SOUTH 0 deploy "$DEP/deploy-south.txt" | sed '4a Nonce: a reply'; printf 'BOGUS after END\n\n-- \nAlice\n'; } > "$WORK/reply.txt"
try south --key south@example.org --from south@example.org "$WORK/reply.txt"
expect_reply reply-accepted south@example.org "They replace the sheet"
grep -q '4 quoted lines' "$(last_mail)" && grep -q '1 line after END' "$(last_mail)" &&
    ok "the receipt says which lines were left out" || fail "no left-out note in the receipt"

# The first sheet again (a copy replayed under a new Message-ID) cannot
# undo the later one.
try south --key south@example.org --from south@example.org "$WORK/south.txt"
expect_reply old-sheet-replayed south@example.org "cannot bring"; unchanged old-sheet-replayed

try north --mode inline --key north@example.org --from north@example.org --lf "$WORK/north.txt"
m=$(ls "$H/mail/outbox/new" | sort | tail -n 3)
# The subject says whose move it is: NORTH acts first (its orders are
# due), SOUTH has nothing due.
if grep -l "Subject: \[g1\] Report: turn 0, phase deploy (SOUTH), nothing due from you" $(for f in $m; do echo "$H/mail/outbox/new/$f"; done) >/dev/null &&
   grep -l "Subject: \[g1\] Orders due for turn 1, phase north - Report: turn 0, phase deploy (NORTH)" $(for f in $m; do echo "$H/mail/outbox/new/$f"; done) >/dev/null; then
	ok "both sheets in: the phase resolved and each side got a report whose subject says what is due"
else
	fail "no reports after both sheets"; ls "$H/mail/outbox/new"; grep -h "^Subject:" "$H"/mail/outbox/new/*
fi
# Each report lists the commitment each side's receipt gave it.
r=$(grep -l "phase deploy (NORTH)" "$H"/mail/outbox/new/* | head -n 1)
for who in south north; do
	c=$(grep -h -A1 "Sheet SHA-256" $(grep -l "^To: <$who@example.org>" "$H"/mail/outbox/new/* ) |
	    grep -Eo '[0-9a-f]{64}' | tail -n 1)
	python3 "$SRC/integration/mailtext.py" "$r" | grep -q "$c" &&
	    ok "NORTH's report lists $who's commitment" ||
	    fail "NORTH's report lacks $who's commitment $c"
done
finish

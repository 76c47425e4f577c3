#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# spoofing.sh PBEMD SRC WORK - attacks built from a player's signed mail
# without the player's key (tests/security/spoofmail.py): each refused with
# a clear reply to the key owner and no state change; what is taken is
# only ever the signed text.  (Wrapped parts, two signatures, other keys
# and replayed envelopes are in fixtures.sh; mail kinds in
# tests/integration/intake.sh.)
set -eu
PBEMD=$1 SRC=$2 WORK=$3
. "$SRC/security/lib.sh"
setup
M=$FX/mail
S=south@example.org
SP="/usr/bin/python3 $SRC/security/spoofmail.py"
A=$WORK/attacks; mkdir -p "$A"

$SP badsig "$M/primary-signature.eml" > "$A/badsig.eml"
expect changed-after-signing "$A/badsig.eml" refused $S "changed after it was signed"
$SP transplant "$M/pgpmime-qp-crlf.eml" "$M/primary-signature.eml" > "$A/transplant.eml"
expect signature-transplant "$A/transplant.eml" refused $S "changed after it was signed"
$SP fake-armor "$M/gpg-clearsign-pasted.eml" > "$A/fake-armor.eml"
expect fake-armor-around-block "$A/fake-armor.eml" refused $S "No OpenPGP signature"
$SP two-blocks "$M/gpg-clearsign-pasted.eml" "$M/clearsign-utf8.eml" > "$A/two-blocks.eml"
expect two-signed-blocks "$A/two-blocks.eml" refused $S "more than one signed block"
$SP alternative-unsigned "$M/gpg-clearsign-pasted.eml" > "$A/alt-unsigned.eml"
expect alternative-signed-only-in-html "$A/alt-unsigned.eml" refused $S "not signed"
$SP header "$M/mutt-inline.eml" 'Auto-Submitted: auto-generated' > "$A/auto.eml"
expect automatic-signed-mail-ignored "$A/auto.eml" ignored - ""
[ "$(snapshot)" = "$snap0" ] && ok "automatic: state unchanged" || fail "automatic: state changed"

# What is taken is the signed text/plain, never an HTML part beside it.
$SP alternative-html "$M/gpg-clearsign-pasted.eml" > "$A/alt-html.eml"
expect alternative-signed-text "$A/alt-html.eml" accepted $S "DEPLOY R1 B3 FACE NE"
# (the HTML part's order, not just "J8": the signature's base64 may hold it)
grep -q "R1 J8" "$(last_mail)" && fail "the HTML part's order was read" || ok "the HTML part was ignored"
# A folded Subject: never becomes a header of the reply.
$SP subject-inject "$M/clearsign-utf8.eml" > "$A/subject.eml"
expect subject-injection "$A/subject.eml" accepted $S "accepted and sealed"
grep -qi "^Bcc:" "$(last_mail)" && fail "the reply carries an injected header" ||
	ok "no header injected into the reply"

# Without a Message-ID the content hash stands in: the second copy is taken
# once, and the key owner is told.
$SP nomsgid "$M/clearsign-qp.eml" > "$A/nomsgid.eml"
expect no-msgid-first "$A/nomsgid.eml" accepted $S "accepted and sealed"
expect no-msgid-again "$A/nomsgid.eml" duplicate $S "already received"
# A re-sent Message-ID is answered once, then never again (a replayer
# cannot make pbemd mail a player without end).
expect no-msgid-third "$A/nomsgid.eml" duplicate - ""

# Replay into a later phase: both sides deploy (NORTH's sheet is valid
# while its key is), the phase resolves, and SOUTH's old signed deployment
# under a fresh Message-ID moves nothing.
expect south-deploys "$M/primary-signature.eml" accepted $S "accepted and sealed"
drop "$M/expired-key.eml"	# a receipt and both sides' reports
[ "$(verdict_of expired-key@fixtures.example.org)" = accepted ] &&
	ok "north-deploys: accepted" || fail "north-deploys: not accepted"
turn=$(db "select turn from phase where game = 'fx' and status = 'open'")
[ "$turn" = 1 ] && ok "the deployment resolved: turn 1 is open" || fail "open turn is '$turn'"
$SP msgid "$M/primary-signature.eml" replayed@attacker.example > "$A/replay.eml"
expect replay-old-phase "$A/replay.eml" refused $S "No sheet is due from side SOUTH"
finish

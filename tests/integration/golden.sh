#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# golden.sh PBEMD SRC WORK - golden mails: a game's opening and its first
# phase, played with real keys and real signed mail, must produce exactly
# the mails in tests/golden/far-side-deploy/: what the player reads, the
# headers and the decoded text (mailtext.py; the signature around it
# differs with every game key, and security/encrypt.sh checks it).
# The clock and the host secrets are pinned so the dice are the same on
# every run.  A missing or changed baseline fails; to accept new output
# after a deliberate change, run with BLESS=1 and review the diff.
set -eu
PBEMD=$1 SRC=$2 WORK=$3
export PBEMD_FAKE_TIME=1795000000 PBEMD_FAKE_SECRET=golden-v1
. "$SRC/integration/lib.sh"
setup

DEP=$DATA/games/far-side/examples
sheet SOUTH 0 deploy "$DEP/deploy-south.txt" > "$WORK/south.txt"
sheet NORTH 0 deploy "$DEP/deploy-north.txt" > "$WORK/north.txt"
send south --key south@example.org --from south@example.org --msgid s1@players "$WORK/south.txt"
send north --mode inline --key north@example.org --from north@example.org --msgid n1@players "$WORK/north.txt"
pbemd poll >/dev/null

GOLD=$SRC/golden/far-side-deploy
mkdir -p "$WORK/out"
i=0
for f in $(ls "$H/mail/outbox/new" | sort); do
	i=$((i + 1))
	python3 "$SRC/integration/mailtext.py" "$H/mail/outbox/new/$f" \
	    > "$WORK/out/$(printf %02d $i).txt"
done
[ "$i" -gt 0 ] || fail "no mail was sent"
if [ "${BLESS:-}" = 1 ]; then
	rm -rf "$GOLD" && mkdir -p "$GOLD" && cp "$WORK"/out/*.txt "$GOLD/"
	echo "blessed $i golden mails into $GOLD"
	exit 0
fi
[ -d "$GOLD" ] || { fail "no baseline $GOLD (run with BLESS=1 once)"; finish; }
for g in "$GOLD"/*.txt; do
	o=$WORK/out/$(basename "$g")
	if [ ! -f "$o" ]; then
		fail "$(basename "$g"): expected mail not sent"
	elif diff -u "$g" "$o" > "$WORK/diff" 2>&1; then
		ok "$(basename "$g"): $(grep -m1 '^Subject:' "$g")"
	else
		fail "$(basename "$g") differs:"; head -n 40 "$WORK/diff"
	fi
done
[ "$(ls "$GOLD" | wc -l)" -eq "$i" ] && ok "$i mails, as many as the baseline" ||
	fail "sent $i mails, baseline has $(ls "$GOLD" | wc -l)"
finish

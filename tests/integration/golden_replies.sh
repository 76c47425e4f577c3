#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# golden_replies.sh PBEMD SRC WORK - a player's first answers, as real
# mail programs send them (tests/fixtures/make-replies.sh): each fixture
# goes to a fresh home holding the games it answers (rp: far-side, SOUTH;
# rh: highest-ground, ALLIED), and pbemd's answer must be exactly the
# golden mail in tests/golden/replies/<fixture>.txt:
#   neomutt-reply-template      reply, sheet unquoted, two lines filled in,
#                               signed: accepted, the quote and the
#                               signature left out and counted
#   neomutt-reply-template-hg   the same for The Highest Ground's setup
#   neomutt-reply-bottom        the quote kept whole, a sheet typed under
#                               it: accepted
#   neomutt-reply-quoted-sheet  the sheet left quoted: refused, with how
#                               to unquote it
#   neomutt-reply-errors        three wrong lines: refused, each quoted
#                               with its number
#   html-only-signed            signed, HTML only: refused for having no
#                               plain-text part, with how to send one
# The clock and host secrets are pinned.  To accept new output after a
# deliberate change: BLESS=1, then review the diff.
set -eu
PBEMD=$1 SRC=$2 WORK=$3
export PBEMD_FAKE_TIME=1795000000 PBEMD_FAKE_SECRET=replies-v1
DATA=${PBEMD_DATADIR:-$SRC/..}
FX=$SRC/fixtures GOLD=$SRC/golden/replies
fails=0
ok()   { echo "ok   - $*"; }
fail() { echo "FAIL - $*"; fails=$((fails + 1)); }
rm -rf "$WORK" && mkdir -p "$WORK/out"
KEYS=$(mktemp -d /tmp/pbg.XXXXXX)
trap 'for k in "$KEYS"/*; do [ -d "$k" ] && GNUPGHOME=$k gpgconf --kill all 2>/dev/null; done; rm -rf "$KEYS"' EXIT
for who in north roman; do
	mkdir -m 700 "$KEYS/$who"
	GNUPGHOME=$KEYS/$who gpg --batch --quiet --pinentry-mode loopback \
	    --passphrase '' --quick-generate-key "$who player <$who@example.org>" \
	    ed25519 sign never
	GNUPGHOME=$KEYS/$who gpg --batch --armor --export > "$KEYS/$who.asc"
done

# answer NAME: the one mail pbemd sends back to the fixture NAME
# (each home short-named: the game keyring's gpg-agent socket path must
# fit in sun_path)
n=0
answer() {
	n=$((n + 1))
	H=$WORK/h$n
	p() { ${PBEMD_WRAP:-} "$PBEMD" --home "$H" "$@" >/dev/null; }
	p init
	p game new rp --rules far-side --scenario "$DATA/games/far-side/scenarios/mission-station.fsw"
	p player add rp SOUTH --email south@example.org --key "$FX/keys/reply-south.asc"
	p player add rp NORTH --email north@example.org --key "$KEYS/north.asc"
	p game start rp
	p game new rh --rules highest-ground --scenario "$DATA/games/highest-ground/scenarios/intro.hgm"
	p player add rh ALLIED --email allied@example.org --key "$FX/keys/reply-allied.asc"
	p player add rh ROMAN --email roman@example.org --key "$KEYS/roman.asc"
	p game start rh
	p poll
	before=$(ls "$H/mail/outbox/new" | wc -l)
	cp "$FX/mail/$1.eml" "$H/mail/inbox/new/$1.eml"
	p poll
	last=$(ls "$H/mail/outbox/new" | sort | tail -n 1)
	if [ "$(ls "$H/mail/outbox/new" | wc -l)" -ne $((before + 1)) ]; then
		fail "$1: expected exactly one answer"
		return
	fi
	python3 "$SRC/integration/mailtext.py" "$H/mail/outbox/new/$last" > "$WORK/out/$1.txt"
}

for f in neomutt-reply-template neomutt-reply-template-hg neomutt-reply-bottom \
    neomutt-reply-quoted-sheet neomutt-reply-errors html-only-signed; do
	answer "$f"
done
if [ "${BLESS:-}" = 1 ]; then
	rm -rf "$GOLD" && mkdir -p "$GOLD" && cp "$WORK"/out/*.txt "$GOLD/"
	echo "blessed $(ls "$GOLD" | wc -l) golden answers into $GOLD"
	exit 0
fi
for g in "$GOLD"/*.txt; do
	o=$WORK/out/$(basename "$g")
	if [ ! -f "$o" ]; then
		fail "$(basename "$g" .txt): no answer"
	elif diff -u "$g" "$o" > "$WORK/diff" 2>&1; then
		ok "$(basename "$g" .txt): $(grep -m1 '^Subject:' "$g")"
	else
		fail "$(basename "$g" .txt) differs:"; head -n 40 "$WORK/diff"
	fi
done
[ "$(ls "$GOLD" | wc -l)" -eq "$(ls "$WORK/out" | wc -l)" ] ||
	fail "$(ls "$WORK/out" | wc -l) answers, $(ls "$GOLD" | wc -l) golden"
[ "$fails" -eq 0 ] && echo "all passed" || { echo "$fails failed"; exit 1; }

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# encrypt.sh PBEMD SRC WORK - signed and encrypted mail from pbemd, read
# back with the real gpg as a player's mail program would: with
# sign_outgoing every mail is PGP/MIME signed by the game's own key (the
# start mail carries it); a side whose signed sheet says `Reports:
# encrypted` gets every later mail signed and encrypted to its key, and
# only that side can read it.
set -eu
PBEMD=$1 SRC=$2 WORK=$3
. "$SRC/security/lib.sh"
PM="/usr/bin/python3 $SRC/security/pgpmail.py"
MK="/usr/bin/python3 $SRC/fixtures/tools/mkfixture.py"
KEYS=$(mktemp -d /tmp/pbe.XXXXXX)	# short: gpg-agent socket paths
cleanup() {
	for k in "$KEYS"/* "$H/games/fx/gnupg"; do
		[ -d "$k" ] && GNUPGHOME=$k gpgconf --kill all 2>/dev/null || true
	done
	rm -rf "$KEYS"
}
trap cleanup EXIT
# SOUTH can encrypt (a cv25519 subkey), NORTH can only sign.
player_keys "$KEYS"

rm -rf "$WORK"; mkdir -p "$WORK"
pbemd init >/dev/null
# (no sign_outgoing line: signing every game mail is the default)
pbemd game new fx --rules far-side \
    --scenario "$DATA/games/far-side/scenarios/mission-station.fsw" >/dev/null
pbemd player add fx SOUTH --email south@example.org --key "$KEYS/south.asc" >/dev/null
pbemd player add fx NORTH --email north@example.org --key "$KEYS/north.asc" >/dev/null
pbemd game start fx >/dev/null
pbemd poll >/dev/null

mail_to() { grep -l "^To: <$1>" "$H"/mail/outbox/new/* | sort | tail -n "${2:-1}" | head -n 1; }
# The start mail: signed, carrying the game's key, which then verifies it.
m=$(mail_to south@example.org)
[ "$($PM kind "$m")" = signed ] && ok "start mail is PGP/MIME signed" || fail "start mail not signed"
$PM key "$m" > "$WORK/game.asc"
for who in south north; do GNUPGHOME=$KEYS/$who gpg --batch --quiet --import "$WORK/game.asc" 2>/dev/null; done
GNUPGHOME=$KEYS/south $PM verify "$m" > "$WORK/start.txt" 2>"$WORK/v.err" &&
	ok "start mail verifies with the game key it carries" || { fail "start mail does not verify"; cat "$WORK/v.err"; }

sheet() {
	printf 'Game: fx\nSide: %s\nTurn: 0\nPhase: deploy\n\n' "$1"
	[ -n "${2:-}" ] && printf '%s\n' "$2"
	cat "$DATA/games/far-side/examples/deploy-$(echo "$1" | tr A-Z a-z).txt"
}
send() {	# send WHO FILE
	n=$((n + 1))
	GNUPGHOME=$KEYS/$1 $MK --from "$1@example.org" "$2" > "$H/mail/inbox/tmp/e$n.eml"
	mv "$H/mail/inbox/tmp/e$n.eml" "$H/mail/inbox/new/e$n.eml"
	pbemd poll >/dev/null
}

# NORTH's key cannot encrypt: the request is refused, with the reason.
sheet NORTH "Reports: encrypted" > "$WORK/north-enc.txt"
send north "$WORK/north-enc.txt"
m=$(mail_to north@example.org)
GNUPGHOME=$KEYS/north $PM verify "$m" > "$WORK/n1.txt" 2>/dev/null &&
    grep -q "no encryption subkey" "$WORK/n1.txt" &&
	ok "NORTH: encryption refused, key cannot encrypt (signed refusal)" ||
	{ fail "NORTH: expected a signed refusal"; cat "$WORK/n1.txt"; }

# SOUTH asks for encrypted reports.
sheet SOUTH "Reports: encrypted" > "$WORK/south-enc.txt"
send south "$WORK/south-enc.txt"
m=$(mail_to south@example.org)
[ "$($PM kind "$m")" = encrypted ] && ok "SOUTH's receipt is encrypted" || fail "receipt not encrypted"
if grep -q "DEPLOY\|accepted and sealed" "$m"; then fail "receipt text visible in clear"; else ok "nothing of the receipt in clear"; fi
GNUPGHOME=$KEYS/south $PM decrypt "$m" > "$WORK/r.ent" 2>/dev/null && ok "SOUTH decrypts it with gpg" || fail "cannot decrypt"
GNUPGHOME=$KEYS/north $PM decrypt "$m" > /dev/null 2>&1 && fail "NORTH decrypted SOUTH's mail" || ok "NORTH cannot decrypt it"
GNUPGHOME=$KEYS/south $PM verify "$WORK/r.ent" > "$WORK/r.txt" 2>/dev/null &&
    grep -q "accepted and sealed" "$WORK/r.txt" && grep -q "encrypted to your key" "$WORK/r.txt" &&
	ok "inside: the receipt, signed by the game key" || { fail "decrypted receipt"; cat "$WORK/r.txt"; }

# NORTH deploys; the phase resolves; SOUTH's report is encrypted, NORTH's
# signed only.
sheet NORTH > "$WORK/north.txt"
send north "$WORK/north.txt"
ms=$(grep -l "^X-pbemd-Kind: report" $(grep -l "^To: <south@example.org>" "$H"/mail/outbox/new/*) | tail -n 1)
mn=$(grep -l "^X-pbemd-Kind: report" $(grep -l "^To: <north@example.org>" "$H"/mail/outbox/new/*) | tail -n 1)
[ "$($PM kind "$ms")" = encrypted ] && ok "SOUTH's report is encrypted" || fail "SOUTH's report not encrypted"
GNUPGHOME=$KEYS/south $PM decrypt "$ms" > "$WORK/s.ent" 2>/dev/null &&
    GNUPGHOME=$KEYS/south $PM verify "$WORK/s.ent" > "$WORK/s.txt" 2>/dev/null &&
    grep -q "R1" "$WORK/s.txt" && ok "SOUTH reads its report (decrypted, verified)" ||
	{ fail "SOUTH's report"; head -20 "$WORK/s.txt"; }
[ "$($PM kind "$mn")" = signed ] && ok "NORTH's report is signed, not encrypted" || fail "NORTH's report kind"
GNUPGHOME=$KEYS/north $PM verify "$mn" > /dev/null 2>&1 && ok "NORTH's report verifies" || fail "NORTH's report does not verify"
# A tampered report does not verify.
sed 's/R1/R9/' "$WORK/s.ent" > "$WORK/t.ent"
GNUPGHOME=$KEYS/south $PM verify "$WORK/t.ent" > /dev/null 2>&1 && fail "tampered report verifies" || ok "a changed report fails verification"

# A player who lost the start mail asks for the game's key with a signed
# `Request: key`; the answer carries it, and a keyring holding nothing but
# that key verifies the answer.  Its fingerprint is the one the referee
# publishes (`pbemd game key`).
printf 'Game: fx\nSide: NORTH\nRequest: key\n' > "$WORK/key-req.txt"
send north "$WORK/key-req.txt"
m=$(mail_to north@example.org)
mkdir -m 700 "$KEYS/fresh"
GNUPGHOME=$KEYS/fresh gpg --batch --quiet --import "$m" 2>/dev/null &&
    GNUPGHOME=$KEYS/fresh $PM verify "$m" > "$WORK/k.txt" 2>/dev/null &&
    grep -q "BEGIN PGP PUBLIC KEY BLOCK" "$WORK/k.txt" &&
	ok "Request: key: the answer carries the game key, which verifies it" ||
	{ fail "Request: key answer"; sed -n 1,20p "$m"; }
want=$(pbemd game key fx | sed -n 's/^# game fx, key fingerprint //p')
got=$(GNUPGHOME=$KEYS/fresh gpg --batch --with-colons --list-keys | awk -F: '/^fpr/{print $10; exit}')
[ -n "$want" ] && [ "$want" = "$got" ] && grep -q "$want" "$WORK/k.txt" &&
	ok "its fingerprint is the one \`pbemd game key\` publishes" ||
	fail "game key fingerprint: answer $got, pbemd game key '$want'"
finish

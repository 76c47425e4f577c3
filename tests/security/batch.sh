#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# batch.sh PBEMD SRC WORK - many mails in one poll pass are verified ahead
# in batches (one gpg for many signatures, base/openpgp_batch.c), and the
# verdicts are exactly those of verifying each mail alone through gpgme
# (PBEMD_VERIFY_WORKERS=0): every checked-in fixture at once, good and
# bad, a tampered sheet, and a signed message smuggled in where a detached
# signature goes; then, after the keys expired and were revoked, mails
# signed by them.  Two homes alike, the same mails, one pass each.
set -eu
PBEMD=$1 SRC=$2 WORK=$3
. "$SRC/security/lib.sh"
setup
M=$FX/mail
BM="/usr/bin/python3 $SRC/security/batchmail.py"
A=$H
B=$WORK/reference
cp -a "$A" "$B"
into() {	# into NAME FILE: the same mail into both inboxes
	cp "$2" "$A/mail/inbox/new/$1"
	cp "$2" "$B/mail/inbox/new/$1"
}
state() {	# state HOME: every verdict and sheet, in a comparable form
	sqlite3 "$1/pbemd.db" "select msgid, verdict, coalesce(game, ''),
	    coalesce(side, '') from mail_in order by msgid;
	    select game, seq, side, sha, current from sheet order by id;
	    select kind, rcpt, coalesce(game, ''), coalesce(side, '') from outbox
	    order by id"
}
both() {	# both WHAT: one pass in each home, the same outcome
	PBEMD_VERIFY_WORKERS=2 "$PBEMD" --home "$A" -v -v poll >"$WORK/a.out" 2>"$WORK/a.log" || fail "$1: poll A"
	PBEMD_VERIFY_WORKERS=0 "$PBEMD" --home "$B" poll >"$WORK/b.out" 2>"$WORK/b.log" || fail "$1: poll B"
	if [ "$(state "$A")" = "$(state "$B")" ]; then
		ok "$1: same verdicts verified in batches as alone ($(sed -n 's/^poll: \([0-9]*\) mails.*/\1/p' "$WORK/a.out") mails)"
	else
		fail "$1: verdicts differ"
		state "$A" > "$WORK/a.state"; state "$B" > "$WORK/b.state"
		diff "$WORK/a.state" "$WORK/b.state" | sed 's/^/    /'
	fi
}

i=0
for f in "$M"/*.eml; do
	case $f in */expired-key.eml|*/revoked-key.eml) continue ;; esac
	i=$((i + 1))
	into "$(printf 'm%03d.eml' $i)" "$f"
done
$BM tamper "$M/pgpmime-utf8.eml" tampered-1@batch.test > "$WORK/t1.eml"
$BM tamper "$M/clearsign-utf8.eml" tampered-2@batch.test > "$WORK/t2.eml"
$BM smuggle "$M/pgpmime-latin1.eml" "$M/pgpmime-utf8.eml" smuggled@batch.test > "$WORK/s1.eml"
into m900.eml "$WORK/t1.eml"
into m901.eml "$WORK/t2.eml"
into m902.eml "$WORK/s1.eml"
both "every fixture, a tampered pair and a smuggled signature"
g=$(sed -n 's/.*verify batch .* good=\([0-9]*\).*/\1/p' "$WORK/a.log" | awk '{ s += $1 } END { print s + 0 }')
[ "$g" -gt 5 ] && ok "the batch path said good $g times" || fail "the batch path was not used (good=$g)"
grep -q "smuggled@batch.test.*result=refused" "$WORK/a.log" && ok "the smuggled signature is refused" ||
	fail "the smuggled signature was not refused"
grep -q "tampered-1@batch.test.*result=refused reason=\"sig-bad\"" "$WORK/a.log" &&
	grep -q "tampered-2@batch.test.*result=refused reason=\"sig-bad\"" "$WORK/a.log" &&
	ok "tampered sheets are refused as bad signatures" || fail "tampered sheets"

# Armor that gpg reads otherwise than a plain decoder, or refuses: a
# wrong CRC or none, an invalid header, a character gpg skips.  Each
# twice, so a keyring's mails go to gpg together.
for n in 1 2; do
	for how in crc nocrc header junk; do
		$BM armor $how "$M/pgpmime-utf8.eml" "armor-$how-$n@batch.test" > "$WORK/a-$how.eml"
		into "a$n-$how.eml" "$WORK/a-$how.eml"
	done
done
both "signatures in odd armor"
grep -q "armor-crc-1@batch.test.*reason=\"sig-none\"" "$WORK/a.log" &&
	ok "a wrong CRC is refused in a batch as alone" || fail "a wrong CRC"

# The keys go bad; each mail signed by them comes again, twice.
for h in "$A" "$B"; do
	GNUPGHOME=$h/games/fx/gnupg gpg --batch --quiet --import \
	    "$FX/keys/north-expired-update.asc" "$FX/keys/south-revoked-update.asc" 2>/dev/null ||
		fail "cannot import the key updates"
done
for n in 1 2; do
	$BM msgid "$M/expired-key.eml" "expired-$n@batch.test" > "$WORK/e$n.eml"
	$BM msgid "$M/revoked-key.eml" "revoked-$n@batch.test" > "$WORK/r$n.eml"
	$BM msgid "$M/subkey-signature.eml" "subkey-$n@batch.test" > "$WORK/k$n.eml"
	into "x$n-e.eml" "$WORK/e$n.eml"
	into "x$n-r.eml" "$WORK/r$n.eml"
	into "x$n-k.eml" "$WORK/k$n.eml"
done
both "expired and revoked keys"
for id in expired-1 expired-2; do
	grep -q "$id@batch.test.*reason=\"sig-expired\"" "$WORK/a.log" || fail "$id not refused as expired"
done
for id in revoked-1 revoked-2 subkey-1 subkey-2; do
	grep -q "$id@batch.test.*reason=\"sig-revoked\"" "$WORK/a.log" || fail "$id not refused as revoked"
done
ok "expired and revoked keys refused in a batch"

# A key that expires in a year, and pbemd's clock (PBEMD_FAKE_TIME) two
# years ahead: gpg, on the real clock, says good; alone, pbemd says
# expired; so must the batch.
KEYS=$(mktemp -d /tmp/pbb.XXXXXX)
trap 'for k in "$KEYS"/*; do [ -d "$k" ] && gpgconf --homedir "$k" --kill all 2>/dev/null; done; rm -rf "$KEYS"' EXIT
G="gpg --batch --quiet --no-tty --pinentry-mode loopback --passphrase="
mkdir -m 700 "$KEYS/w" "$KEYS/e"
GNUPGHOME=$KEYS/w $G --quick-generate-key "west <west@example.org>" ed25519 sign 1y
GNUPGHOME=$KEYS/e $G --quick-generate-key "east <east@example.org>" ed25519 sign never
GNUPGHOME=$KEYS/w gpg --batch --armor --export > "$KEYS/w.asc"
GNUPGHOME=$KEYS/e gpg --batch --armor --export > "$KEYS/e.asc"
for h in "$A" "$B"; do
	"$PBEMD" --home "$h" game new fy --rules far-side \
	    --scenario "$DATA/games/far-side/scenarios/mission-station.fsw" >/dev/null &&
	"$PBEMD" --home "$h" player add fy SOUTH --email west@example.org --key "$KEYS/w.asc" >/dev/null &&
	"$PBEMD" --home "$h" player add fy NORTH --email east@example.org --key "$KEYS/e.asc" >/dev/null &&
	"$PBEMD" --home "$h" game start fy >/dev/null || fail "game fy in $h"
done
MK="/usr/bin/python3 $SRC/fixtures/tools/mkfixture.py"
for n in 1 2 3; do
	printf 'Game: fy\nSide: SOUTH\nTurn: 0\nPhase: deploy\n\nnote %s\n' $n > "$WORK/w$n.txt"
	printf 'Game: fy\nSide: NORTH\nTurn: 0\nPhase: deploy\n\nnote %s\n' $n > "$WORK/e$n.txt"
	GNUPGHOME=$KEYS/w $MK --from west@example.org --msgid "west-$n@batch.test" "$WORK/w$n.txt" > "$WORK/w$n.eml"
	GNUPGHOME=$KEYS/e $MK --from east@example.org --msgid "east-$n@batch.test" "$WORK/e$n.txt" > "$WORK/e$n.eml"
	into "y$n-w.eml" "$WORK/w$n.eml"
	into "y$n-e.eml" "$WORK/e$n.eml"
done
PBEMD_FAKE_TIME=$(( $(date +%s) + 2 * 366 * 86400 ))
export PBEMD_FAKE_TIME
both "a clock faked past a key's expiry"
unset PBEMD_FAKE_TIME
for n in 1 2 3; do
	grep -q "west-$n@batch.test.*reason=\"sig-expired\"" "$WORK/a.log" || fail "west-$n not refused as expired"
	grep -q "east-$n@batch.test.*result=refused reason=\"sig-" "$WORK/a.log" && fail "east-$n refused as a signature"
done
ok "a key expired by pbemd's clock is expired in a batch too"
finish

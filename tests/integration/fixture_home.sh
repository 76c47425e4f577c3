#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fixture_home.sh PBEMD SRCDIR WORK - stored games keep their meaning
# (and tests/fixtures/strongest-v1.tar.xz, below).
# tests/fixtures/home-v1.tar.xz holds two homes made by pbemd as of commit
# ff3a8bb (before the core was split into layers): each a whole demo game
# (database, keys, mails).  Today's code must re-adjudicate both with
# identical hashes, and still confirm every Highest Ground chart.
set -eu
PBEMD=$1 SRC=$2 WORK=$3
rm -rf "$WORK" && mkdir -p "$WORK"
tar -xJf "$SRC/fixtures/home-v1.tar.xz" -C "$WORK"
fail=0
for rules in far-side highest-ground; do
	out=$("$PBEMD" --home "$WORK/$rules" replay demo 2>&1) || true
	case $out in
	*"all hashes identical"*) echo "ok - $rules: the stored game replays with identical hashes" ;;
	*) echo "FAIL: $rules replay"; echo "$out"; fail=1 ;;
	esac
done
# To The Strongest! as first shipped (rules version 1, before issue 26),
# FOW open and FOW los: the databases of two demo games made by pbemd at
# commit 20e122e (the mails sent left out, which replay does not read).
tar -xJf "$SRC/fixtures/strongest-v1.tar.xz" -C "$WORK"
for rules in strongest strongest-los; do
	out=$("$PBEMD" --home "$WORK/$rules" replay demo 2>&1) || true
	case $out in
	*"all hashes identical"*) echo "ok - $rules: the stored game replays with identical hashes" ;;
	*) echo "FAIL: $rules replay"; echo "$out"; fail=1 ;;
	esac
done
out=$("$PBEMD" --home "$WORK/highest-ground" verify demo 2>&1) || true
case $out in
*"every sealed record matches its commitment"*", 0 missing"*)
	echo "ok - highest-ground: every sealed chart matches its commitment" ;;
*) echo "FAIL: highest-ground verify"; echo "$out"; fail=1 ;;
esac

# The old home keeps working as a host: it verifies a new signed mail with
# the game's keyring as stored, and answers it signed by the game's key it
# made back then (found in its keyring, no gpg-agent started), which a
# player's gpg verifies with the key the old start mail carried.
H=$WORK/far-side
K=$(mktemp -d /tmp/pbf.XXXXXX)		# short: gpg-agent socket path
trap 'GNUPGHOME=$K/p gpgconf --kill all 2>/dev/null; rm -rf "$K"' EXIT
mkdir -m 700 "$K/p" "$K/v"
GNUPGHOME=$K/p gpg --batch --quiet --pinentry-mode loopback --passphrase '' \
    --quick-generate-key "new south <new@example.org>" ed25519 sign never
GNUPGHOME=$K/p gpg --batch --armor --export > "$K/new.asc"
fpr=$(GNUPGHOME=$K/p gpg --batch --with-colons --list-keys | awk -F: '/^fpr/{print $10; exit}')
# SOUTH's player changed key (the game is over: `referee replace` is shut).
GNUPGHOME=$H/games/demo/gnupg gpg --batch --quiet --no-autostart --import "$K/new.asc" 2>/dev/null
sqlite3 "$H/pbemd.db" "update player set fpr='$fpr', email='new@example.org' where game='demo' and side='SOUTH'"
printf 'Game: demo\nSide: SOUTH\nRequest: key\n' > "$WORK/req.txt"
GNUPGHOME=$K/p /usr/bin/python3 "$SRC/integration/mkmail.py" --key new@example.org \
    --from new@example.org "$WORK/req.txt" > "$H/mail/inbox/new/request-key.eml"
before=$(ls "$H/mail/outbox/new" | wc -l)
"$PBEMD" --home "$H" poll >/dev/null 2>"$WORK/poll.err" || { echo "FAIL: poll"; cat "$WORK/poll.err"; fail=1; }
m=$(grep -l "^To: <new@example.org>" "$H"/mail/outbox/new/* 2>/dev/null | head -n 1)
start=$(grep -l "^X-pbemd-Kind: start" "$H"/mail/outbox/new/* | head -n 1)
/usr/bin/python3 "$SRC/security/pgpmail.py" key "$start" > "$K/game.asc"
GNUPGHOME=$K/v gpg --batch --quiet --no-autostart --import "$K/game.asc" 2>/dev/null
if [ "$(ls "$H/mail/outbox/new" | wc -l)" -eq $((before + 1)) ] && [ -n "$m" ] &&
    GNUPGHOME=$K/v /usr/bin/python3 "$SRC/security/pgpmail.py" verify "$m" > "$WORK/ans.txt" 2>/dev/null &&
    grep -q "OpenPGP key of game demo" "$WORK/ans.txt"; then
	echo "ok - far-side: a new mail is verified, and answered signed by the game's old key"
else
	echo "FAIL: the old home's answer to a new mail"; fail=1
fi
l=$(pgrep -a -f "[/]${WORK#/}" | grep -E "gpg-agent|dirmngr|keyboxd|scdaemon" || true)
[ -z "$l" ] && echo "ok - no process left in the old homes" || { echo "FAIL: left: $l"; fail=1; }
exit $fail

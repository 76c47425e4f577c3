# SPDX-License-Identifier: GPL-3.0-or-later
# lib.sh - shared setup for the integration tests: a fresh home, players
# with real gpg keys, mail made by mkmail.py, and checks on the outbox.
# Sourced with PBEMD SRC WORK set.

DATA=${PBEMD_DATADIR:-$SRC/..}
H=$WORK/home
MK="/usr/bin/python3 $SRC/integration/mkmail.py"
fails=0
n=0

cleanup() {
	for k in "$KEYS"/*; do
		[ -d "$k" ] && GNUPGHOME=$k gpgconf --kill all 2>/dev/null || true
	done
	rm -rf "$KEYS"
}

# make_keys WHO...: a fresh $WORK and a gpg key for each WHO
# ("WHO player <WHO@example.org>", exported to $KEYS/WHO.asc).
make_keys() {
	rm -rf "$WORK"
	mkdir -p "$WORK"
	# A test that sets up more than once (deadlines.sh): the keys and
	# agents of the last setup go first; the EXIT trap ends the last.
	[ -n "${KEYS:-}" ] && cleanup
	# Short: the gpg-agent socket path must fit in sun_path.
	KEYS=$(mktemp -d /tmp/pbt.XXXXXX)
	trap cleanup EXIT
	for who in "$@"; do
		mkdir -m 700 "$KEYS/$who"
		GNUPGHOME=$KEYS/$who gpg --batch --quiet --pinentry-mode loopback \
		    --passphrase '' --quick-generate-key \
		    "$who player <$who@example.org>" ed25519 sign never
		GNUPGHOME=$KEYS/$who gpg --batch --armor --export \
		    "$who@example.org" > "$KEYS/$who.asc"
	done
}

# setup_game RULES SCENARIO SIDE1 SIDE2 [referee]: game g1 of RULES on
# games/RULES/scenarios/SCENARIO, each side's player the side's name in
# lower case (its key made here), a referee with a key of its own when
# asked, started and polled once.
setup_game() {
	l1=$(echo "$3" | tr A-Z a-z) l2=$(echo "$4" | tr A-Z a-z)
	make_keys "$l1" "$l2" ${5:+referee}
	pbemd init >/dev/null
	pbemd game new g1 --rules "$1" --scenario "$DATA/games/$1/scenarios/$2" \
	    ${5:+--referee referee@example.org --referee-key "$KEYS/referee.asc"} >/dev/null
	pbemd player add g1 "$3" --email "$l1@example.org" --key "$KEYS/$l1.asc" >/dev/null
	pbemd player add g1 "$4" --email "$l2@example.org" --key "$KEYS/$l2.asc" >/dev/null
	pbemd game start g1 >/dev/null
	pbemd poll >/dev/null
}

setup() {
	make_keys south north stranger referee
	pbemd init >/dev/null
	pbemd game new g1 --rules far-side \
	    --scenario "$DATA/games/far-side/scenarios/mission-station.fsw" \
	    ${REFEREE:+--referee referee@example.org --referee-key "$KEYS/referee.asc"} >/dev/null
	[ -z "${SETTINGS:-}" ] || echo "$SETTINGS" | while read -r k v; do
		[ -n "$k" ] && pbemd referee g1 set "$k" "$v" >/dev/null
	done
	pbemd player add g1 SOUTH --email south@example.org --key "$KEYS/south.asc" >/dev/null
	pbemd player add g1 NORTH --email north@example.org --key "$KEYS/north.asc" >/dev/null
	pbemd game start g1 >/dev/null
	pbemd poll >/dev/null
}

# PBEMD_WRAP: a command to run pbemd under, e.g. valgrind (tests/CMakeLists.txt)
pbemd() { ${PBEMD_WRAP:-} "$PBEMD" --home "$H" "$@"; }

# sheet SIDE TURN PHASE BODYFILE > file: the envelope plus the body
sheet() {
	printf 'Game: g1\nSide: %s\nTurn: %s\nPhase: %s\n\n' "$1" "$2" "$3"
	cat "$4"
}

# mail WHO [mkmail args...] < nothing; drops the mail into the inbox
send() {
	who=$1; shift
	n=$((n + 1))
	GNUPGHOME=$KEYS/$who $MK "$@" > "$H/mail/inbox/tmp/t$n.eml"
	mv "$H/mail/inbox/tmp/t$n.eml" "$H/mail/inbox/new/t$n.eml"
}

outbox_count() { ls "$H/mail/outbox/new" | wc -l; }
last_mail() { echo "$H/mail/outbox/new/$(ls "$H/mail/outbox/new" | sort | tail -n 1)"; }
sheets() { sqlite3 "$H/pbemd.db" 'select count(*) from sheet'; }

ok()   { echo "ok   - $*"; }
fail() { echo "FAIL - $*"; fails=$((fails + 1)); }

# expect_reply NAME TO PATTERN: one new mail, to TO, whose text has PATTERN
expect_reply() {
	name=$1 to=$2 pat=$3
	m=$(last_mail)
	if [ "$(outbox_count)" -ne "$((before + 1))" ]; then
		fail "$name: expected exactly one reply, got $(( $(outbox_count) - before ))"
	elif ! grep -q "^To: <$to>" "$m"; then
		fail "$name: reply went to $(grep '^To:' "$m"), not $to"
	elif ! grep -q -- "$pat" "$m"; then
		fail "$name: reply lacks '$pat'"; sed 's/^/    /' "$m"
	else
		ok "$name"
	fi
}

finish() {
	if [ "$fails" -ne 0 ]; then
		echo "$fails failed"
		exit 1
	fi
	echo "all passed"
}

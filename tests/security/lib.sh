# SPDX-License-Identifier: GPL-3.0-or-later
# lib.sh - shared by the security tests: a fresh home with game fx
# (far-side, mission-station) whose players are the checked-in fixture keys,
# a way to drop one mail into the inbox, and checks on verdict, reply and
# state.  Sourced with PBEMD SRC WORK set; SRC is tests/.
DATA=${PBEMD_DATADIR:-$SRC/..}
FX=$SRC/fixtures
H=$WORK/home
fails=0
n=0

pbemd() { "$PBEMD" --home "$H" "$@"; }
db() { sqlite3 "$H/pbemd.db" "$@"; }

# setup [CONFIG-LINES]: fresh home, game fx started, its start mails sent.
setup() {
	rm -rf "$WORK"
	mkdir -p "$WORK"
	pbemd init >/dev/null
	if [ -n "${1:-}" ]; then printf '%s\n' "$1" >> "$H/pbemd.conf"; fi
	pbemd game new fx --rules far-side \
	    --scenario "$DATA/games/far-side/scenarios/mission-station.fsw" >/dev/null
	pbemd player add fx SOUTH --email south@example.org --key "$FX/keys/south.asc" >/dev/null
	pbemd player add fx NORTH --email north@example.org --key "$FX/keys/north.asc" >/dev/null
	pbemd game start fx >/dev/null
	pbemd poll >/dev/null
}

# The game's state as far as a refusal could touch it: sheets, phases,
# and what `pbemd status` shows.
snapshot() {
	db "select count(*) from sheet; select game, seq, status, state_sha
	    from phase order by game, seq; select side, sha from sheet
	    where current = 1 order by side"
	pbemd status fx
}

outbox_count() { ls "$H/mail/outbox/new" | wc -l; }
last_mail() { echo "$H/mail/outbox/new/$(ls "$H/mail/outbox/new" | sort | tail -n 1)"; }
msgid_of() { sed -n 's/^[Mm]essage-[Ii][Dd]: *<\(.*\)>.*/\1/p' "$1" | head -n 1; }
verdict_of() { db "select verdict from mail_in where msgid = '$1'"; }

ok()   { echo "ok   - $*"; }
fail() { echo "FAIL - $*"; fails=$((fails + 1)); }

# drop FILE: into the inbox as a new mail, then one poll.
drop() {
	n=$((n + 1))
	before=$(outbox_count)
	snap0=$(snapshot)
	cp "$1" "$H/mail/inbox/tmp/m$n.eml"
	mv "$H/mail/inbox/tmp/m$n.eml" "$H/mail/inbox/new/m$n.eml"
	pbemd poll >/dev/null 2>"$WORK/poll.err" || fail "poll failed: $(cat "$WORK/poll.err")"
}

# expect NAME FILE VERDICT TO PATTERN: the mail got VERDICT, exactly one
# reply went to TO (never to From: unless that is the key owner), and the
# reply says PATTERN.  A refusal or duplicate must leave the state as it was.
expect() {
	name=$1 file=$2 want=$3 to=$4 pat=$5
	drop "$file"
	id=$(msgid_of "$file")
	if [ -n "$id" ]; then got=$(verdict_of "$id")
	else got=$(db "select verdict from mail_in order by rowid desc limit 1"); fi
	m=$(last_mail)
	if [ "$want" = duplicate ]; then
		# A duplicate keeps the first verdict in the log.
		got=duplicate
	fi
	if [ "$got" != "$want" ]; then
		fail "$name: verdict '$got', expected '$want'"
		[ "$(outbox_count)" -gt "$before" ] && sed 's/^/    /' "$m"
		return
	fi
	if [ "$to" = - ]; then
		[ "$(outbox_count)" -eq "$before" ] && ok "$name: $want, no reply" ||
		    fail "$name: expected no reply"
	elif [ "$(outbox_count)" -ne "$((before + 1))" ]; then
		fail "$name: expected one reply, got $(( $(outbox_count) - before ))"
		return
	elif ! grep -q "^To: <$to>" "$m"; then
		fail "$name: reply went to $(grep '^To:' "$m"), not $to"
		return
	elif ! grep -q -- "$pat" "$m"; then
		fail "$name: reply lacks '$pat'"; sed 's/^/    /' "$m"
		return
	else
		ok "$name: $want, reply to $to says '$pat'"
	fi
	if [ "$want" != accepted ]; then
		[ "$(snapshot)" = "$snap0" ] && ok "$name: state unchanged" ||
		    fail "$name: state changed"
	fi
}

finish() {
	if [ "$fails" -ne 0 ]; then
		echo "$fails failed"
		exit 1
	fi
	echo "all passed"
}

# Two players' throwaway keys in $1 (short: gpg-agent socket paths):
# south/ and north/ GnuPG homes with ed25519 signing keys, SOUTH with a
# cv25519 subkey too (it can receive encrypted mail, NORTH cannot), and
# their public keys in south.asc and north.asc.  Sets G, the gpg command
# line the scripts sign with.
G="gpg --batch --quiet --no-tty --pinentry-mode loopback --passphrase="
player_keys() {
	for who in south north; do
		mkdir -m 700 "$1/$who"
		GNUPGHOME=$1/$who $G --quick-generate-key \
		    "$who <$who@example.org>" ed25519 sign never
	done
	fpr=$(GNUPGHOME=$1/south gpg --batch --with-colons --list-keys |
	    awk -F: '/^fpr/{print $10; exit}')
	GNUPGHOME=$1/south $G --quick-add-key "$fpr" cv25519 encr never
	for who in south north; do
		GNUPGHOME=$1/$who gpg --batch --armor --export > "$1/$who.asc"
	done
}

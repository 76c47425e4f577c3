# SPDX-License-Identifier: GPL-3.0-or-later
# lib.sh - shared setup of the live-mail tests: a throwaway dovecot (IMAP,
# with IDLE) and an aiosmtpd raw-Maildir sink on 127.0.0.1 at free high
# ports (../shared/toolchain.md sections 2-3), a pbemd home whose config
# points at them, players with real gpg keys.  Everything is stopped and
# removed by the EXIT trap, whatever happens.
# Sourced with PBEMD SRC WORK set (SRC = the tests/ directory).

DATA=${PBEMD_DATADIR:-$SRC/..}
TS=$SRC/mail/testsrv
H=$WORK/home
MK="/usr/bin/python3 $SRC/integration/mkmail.py"
DEP=$DATA/games/far-side/examples
fails=0
n=0
SERVE_PID=

cleanup() {
	[ -n "$SERVE_PID" ] && kill "$SERVE_PID" 2>/dev/null && wait "$SERVE_PID" 2>/dev/null
	[ -n "${SRV:-}" ] && "$TS/smtp.sh" stop "$SRV/smtp" >/dev/null 2>&1
	[ -n "${SRV:-}" ] && imap_down 2>/dev/null
	for k in "${KEYS:-/nonexistent}"/*; do
		[ -d "$k" ] && GNUPGHOME=$k gpgconf --kill all 2>/dev/null
	done
	[ -n "${KEYS:-}" ] && rm -rf "$KEYS"
	[ -n "${SRV:-}" ] && rm -rf "$SRV"
	return 0
}

# Two free TCP ports on 127.0.0.1 (the kernel picks them).
free_ports() {
	/usr/bin/python3 -c 'import socket
ss=[socket.socket() for _ in range(2)]
[s.bind(("127.0.0.1",0)) for s in ss]
print(*[s.getsockname()[1] for s in ss])'
}

imap_up()   { "$TS/dovecot.sh" start "$SRV/imap" "$IMAP_PORT" pbemd secret >/dev/null; }
# Down for real: dovecot's master leaves logged-in sessions running, so
# kick them first (as a server restart or a network cut would).
imap_down() {
	doveadm -c "$SRV/imap/dovecot.conf" kick pbemd >/dev/null 2>&1
	"$TS/dovecot.sh" stop "$SRV/imap" >/dev/null
}
smtp_up()   { "$TS/smtp.sh" start "$SRV/smtp" "$SMTP_PORT" "$SINK" >/dev/null; }
smtp_down() { "$TS/smtp.sh" stop "$SRV/smtp" >/dev/null; }

servers() {
	# As root, dovecot's auth (dovecot) and mail (nobody) users must reach
	# the server dir: mktemp makes 0700, so open it.
	SRV=$(mktemp -d /tmp/pbm.XXXXXX)
	chmod 755 "$SRV"
	set -- $(free_ports)
	IMAP_PORT=$1 SMTP_PORT=$2
	SINK=$SRV/sink
	imap_up
	smtp_up
}

pbemd() { "$PBEMD" --home "$H" "$@"; }

write_config() {
	printf 'secret\n' > "$H/imap.pass"
	chmod 600 "$H/imap.pass"
	cat > "$H/pbemd.conf" <<EOF
from pbemd@example.org
inbox imap
imap_host 127.0.0.1
imap_port $IMAP_PORT
imap_tls none
imap_user pbemd
imap_password_file imap.pass
outbox smtp
smtp_host 127.0.0.1
smtp_port $SMTP_PORT
smtp_tls none
smtp_retry 1
poll_interval ${POLL_INTERVAL:-30}
EOF
}

# setup: servers, a home on them, game g1 (far-side) with SOUTH and NORTH
# and a referee, started; the opening mails delivered.
setup() {
	rm -rf "$WORK"
	mkdir -p "$WORK"
	trap cleanup EXIT
	trap 'exit 1' INT TERM
	servers
	# Short: the gpg-agent socket path must fit in sun_path.
	KEYS=$(mktemp -d /tmp/pbk.XXXXXX)
	for who in south north; do
		mkdir -m 700 "$KEYS/$who"
		GNUPGHOME=$KEYS/$who gpg --batch --quiet --pinentry-mode loopback \
		    --passphrase '' --quick-generate-key \
		    "$who player <$who@example.org>" ed25519 sign never
		GNUPGHOME=$KEYS/$who gpg --batch --armor --export \
		    "$who@example.org" > "$KEYS/$who.asc"
	done
	pbemd init >/dev/null
	write_config
	pbemd game new g1 --rules far-side --referee referee@example.org \
	    --scenario "$DATA/games/far-side/scenarios/mission-station.fsw" >/dev/null
	pbemd player add g1 SOUTH --email south@example.org --key "$KEYS/south.asc" >/dev/null
	pbemd player add g1 NORTH --email north@example.org --key "$KEYS/north.asc" >/dev/null
	pbemd game start g1 >/dev/null
	pbemd poll >/dev/null 2>"$WORK/poll.log" || { cat "$WORK/poll.log"; fail "first poll"; }
}

# sheet SIDE TURN PHASE BODYFILE > file: the envelope plus the body
sheet() {
	printf 'Game: g1\nSide: %s\nTurn: %s\nPhase: %s\n\n' "$1" "$2" "$3"
	cat "$4"
}

# append FILE [FOLDER]: IMAP APPEND through curl, as a mail server would
append() {
	curl -s --url "imap://127.0.0.1:$IMAP_PORT/${2:-INBOX}" -u pbemd:secret \
	    -T "$1" || fail "APPEND $1"
}

# send WHO [mkmail args...]: a signed mail from WHO, APPENDed to INBOX
send() {
	who=$1; shift
	n=$((n + 1))
	GNUPGHOME=$KEYS/$who $MK "$@" > "$WORK/m$n.eml"
	append "$WORK/m$n.eml"
}

# The open phase of g1 from `pbemd status`: sets TURN PHASE KIND, and
# WAITING (the sides whose sheets are not in); empty PHASE when over.
phase() {
	st=$(pbemd status g1)
	TURN=$(echo "$st" | sed -n 's/.*turn \([0-9]*\) phase \([^:]*\):.*/\1/p' | head -n 1)
	PHASE=$(echo "$st" | sed -n 's/.*turn \([0-9]*\) phase \([^:]*\):.*/\2/p' | head -n 1)
	WAITING=$(echo "$st" | sed -n 's/.*phase [^:]*: \([A-Z]*\) *waiting.*/\1/p')
	KIND=orders
	[ "$PHASE" = deploy ] && KIND=deploy
	return 0
}

# send_sheet SIDE: that side's example sheet for the open phase
send_sheet() {
	lower=$(echo "$1" | tr 'A-Z' 'a-z')
	sheet "$1" "$TURN" "$PHASE" "$DEP/$KIND-$lower.txt" > "$WORK/sheet-$1.txt"
	send "$lower" --key "$lower@example.org" --from "$lower@example.org" \
	    "$WORK/sheet-$1.txt"
}

sink_count() { ls "$SINK/new" 2>/dev/null | wc -l; }
sink_grep() { grep -l -- "$1" "$SINK"/new/* 2>/dev/null | wc -l; }
imap_count() { ls "$SRV/imap/home/pbemd/Maildir/$1" 2>/dev/null | wc -l; }
# messages in the processed folder (dovecot Maildir++: .processed)
processed_count() {
	echo $(( $(ls "$SRV/imap/home/pbemd/Maildir/.processed/cur" 2>/dev/null | wc -l) +
	    $(ls "$SRV/imap/home/pbemd/Maildir/.processed/new" 2>/dev/null | wc -l) ))
}
inbox_count() {
	echo $(( $(imap_count cur) + $(imap_count new) ))
}
sheets() { sqlite3 "$H/pbemd.db" 'select count(*) from sheet'; }
sql() { sqlite3 "$H/pbemd.db" "$1"; }

ok()   { echo "ok   - $*"; }
fail() { echo "FAIL - $*"; fails=$((fails + 1)); }

# wait_for SECONDS COMMAND...: until the command succeeds
wait_for() {
	t=$1; shift
	i=0
	while [ "$i" -lt $((t * 10)) ]; do
		"$@" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

finish() {
	if [ "$fails" -ne 0 ]; then
		echo "$fails failed"
		exit 1
	fi
	echo "all passed"
}

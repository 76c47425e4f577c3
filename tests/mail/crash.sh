#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# crash.sh PBEMD SRC WORK - kill -9 equivalents (PBEMD_CRASH_AT=<point>:
# _exit(99) right there) in the two windows of the live transports:
#   after_intake_commit  sheet sealed, IMAP uid not yet recorded or moved
#   after_imap_record    uid recorded, message not yet moved
#   after_smtp_accept    SMTP server said 250, row not yet marked sent
#   after_smtp_accept:3  the same, at the third mail of one SMTP session
# Restart with a plain poll: no sheet is taken twice, every mail arrives,
# and the one duplicate send carries the same Message-ID.  The window is
# one mail: each is marked sent right after its 250, before the next
# mail of the session and before QUIT.
set -u
PBEMD=$1 SRC=$2 WORK=$3
. "$SRC/mail/lib.sh"
setup
crash() { PBEMD_CRASH_AT=$1 "$PBEMD" --home "$H" poll >/dev/null 2>>"$WORK/crash.log"; echo $?; }

phase
send_sheet SOUTH
r=$(crash after_intake_commit)
[ "$r" = 99 ] && ok "crashed after intake commit" || fail "crash point not reached ($r)"
[ "$(sheets)" -eq 1 ] && [ "$(inbox_count)" -eq 1 ] &&
	ok "sheet sealed, mail still in the IMAP inbox" || fail "state after crash: $(sheets) sheets, $(inbox_count) in inbox"
pbemd -v poll >/dev/null 2>>"$WORK/poll.log"
[ "$(sheets)" -eq 1 ] && ok "restart: the sheet is not taken twice" || fail "sheets: $(sheets)"
[ "$(inbox_count)" -eq 0 ] && [ "$(processed_count)" -eq 1 ] && ok "restart: moved to processed" ||
	fail "inbox $(inbox_count) processed $(processed_count)"
[ "$(sink_grep "accepted and sealed")" -eq 1 ] && ok "exactly one receipt" || fail "receipts: $(sink_grep "accepted and sealed")"
grep -q "result=finished" "$WORK/poll.log" && ok "replay recognised as taken before the crash" || fail "no finished verdict logged"
[ "$(sink_grep "Already received")" -eq 0 ] && ok "and not answered again" || fail "a second answer went out"

send_sheet NORTH
r=$(crash after_imap_record)
[ "$r" = 99 ] && [ "$(inbox_count)" -eq 1 ] && ok "crashed after recording the uid" || fail "crash 2 ($r)"
pbemd poll >/dev/null 2>>"$WORK/poll.log"
[ "$(sheets)" -eq 2 ] && [ "$(inbox_count)" -eq 0 ] && [ "$(processed_count)" -eq 2 ] &&
	ok "restart: recorded uid moved without intake" || fail "after crash 2: $(sheets) sheets, inbox $(inbox_count)"
[ "$(sink_grep "^Subject: .*Report: turn 0, phase deploy (SOUTH)")" -eq 1 ] &&
	[ "$(sink_grep "^Subject: .*Report: turn 0, phase deploy (NORTH)")" -eq 1 ] && ok "deploy resolved, both reports sent" ||
	{ fail "deploy reports: $(sink_grep "^Subject: .*Report: turn 0, phase deploy")"; grep -h "^Subject:" "$SINK"/new/*; }

# Next phase: both sheets in, crash right after the first SMTP 250.
phase
for s in $WAITING; do send_sheet "$s"; done
before=$(sink_count)
r=$(crash after_smtp_accept)
[ "$r" = 99 ] && [ "$(sink_count)" -eq $((before + 1)) ] && ok "crashed after the server took one mail" ||
	fail "crash 3 ($r, sink $before -> $(sink_count))"
q1=$(sql "select count(*) from outbox where status='queued'")
pbemd poll >/dev/null 2>>"$WORK/poll.log"
[ "$(sql "select count(*) from outbox where status='queued'")" -eq 0 ] && ok "restart: queue drained ($q1 were queued)" ||
	fail "still queued"
dups=$(grep -h -i '^Message-ID:' "$SINK"/new/* | sort | uniq -d)
[ "$(echo "$dups" | grep -c .)" -eq 1 ] && ok "one duplicate send, same Message-ID: $dups" ||
	fail "duplicates: $dups"
missing=0
for id in $(sql "select msgid from outbox"); do
	grep -q -i "^Message-ID: <$id>" "$SINK"/new/* || missing=$((missing + 1))
done
[ "$missing" -eq 0 ] && ok "every queued mail arrived" || fail "$missing mails never arrived"

# The window: killed right after the server's 250 to the third mail of a
# session.  The sink's session log (DATA per mail, QUIT) shows the first
# two were marked sent while the session was still open, before the
# third began; only the third is sent again.
phase
for s in $WAITING; do send_sheet "$s"; done
: > "$SINK.events"
before=$(sink_count)
r=$(crash after_smtp_accept:3)
n_data=$(grep -c '^DATA ' "$SINK.events")
[ "$r" = 99 ] && [ "$(sink_count)" -eq $((before + 3)) ] && [ "$n_data" -eq 3 ] &&
	ok "crashed after the server's 250 to the third mail of a session" ||
	{ fail "crash 4 ($r, sink $before -> $(sink_count), $n_data DATA)"; cat "$SINK.events"; }
grep -q '^QUIT' "$SINK.events" && fail "the session had ended (QUIT) before the crash" ||
	ok "no QUIT: the session was still open"
i=0
for id in $(sed -n 's/^DATA <\(.*\)>$/\1/p' "$SINK.events"); do
	i=$((i + 1))
	st=$(sql "select status from outbox where msgid='$id'")
	case $i in
	3) [ "$st" = queued ] && ok "mail 3: accepted, not yet marked (the one in flight)" ||
		fail "mail 3 is $st" ;;
	*) [ "$st" = sent ] && ok "mail $i: marked sent before mail 3 began" ||
		fail "mail $i is $st after the crash at mail 3" ;;
	esac
done
third=$(sed -n '3s/^DATA <\(.*\)>$/\1/p' "$SINK.events")
pbemd poll >/dev/null 2>>"$WORK/poll.log"
[ "$(sql "select count(*) from outbox where status='queued'")" -eq 0 ] && ok "restart: queue drained" ||
	fail "still queued after crash 4"
# (The log does see a QUIT: the restart's session ended with one.)
grep -q '^QUIT' "$SINK.events" && ok "the restart's session ended with QUIT" ||
	fail "no QUIT logged: the sink's session log is blind"
dups2=$(grep -h -i '^Message-ID:' "$SINK"/new/* | sort | uniq -d)
[ "$(echo "$dups2" | grep -c .)" -eq 2 ] && echo "$dups2" | grep -q -F "<$third>" &&
	ok "only the mail in flight went out twice: <$third>" ||
	fail "duplicates after crash 4: $dups2"
finish

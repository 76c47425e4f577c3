#!/bin/sh
# crash.sh PBEMD SRC WORK - kill -9 equivalents (PBEMD_CRASH_AT=<point>:
# _exit(99) right there) in the two windows of the live transports:
#   after_intake_commit  sheet sealed, IMAP uid not yet recorded or moved
#   after_imap_record    uid recorded, message not yet moved
#   after_smtp_accept    SMTP server said 250, row not yet marked sent
# Restart with a plain poll: no sheet is taken twice, every mail arrives,
# and the one duplicate send carries the same Message-ID.
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
finish

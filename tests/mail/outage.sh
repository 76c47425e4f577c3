#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# outage.sh PBEMD SRC WORK - the servers go away and come back.
#   SMTP down: mail stays queued with a retry time, `status` shows it;
#   back up: everything arrives once.  A 550 for one recipient fails that
#   mail for good (shown in `status`), the others still go.
#   IMAP down under `serve`: it keeps running, reconnects, and takes in
#   the mail that arrived meanwhile; SIGHUP re-reads the config; SIGTERM
#   ends it cleanly.
set -u
PBEMD=$1 SRC=$2 WORK=$3
POLL_INTERVAL=2
. "$SRC/mail/lib.sh"
setup
queued() { sql "select count(*) from outbox where status='queued'"; }

phase
smtp_down
send_sheet SOUTH
t0=$(date +%s)
if pbemd poll >/dev/null 2>>"$WORK/poll.log"; then fail "poll says ok with SMTP down"; else ok "poll exits 1 with SMTP down"; fi
[ "$(sheets)" -eq 1 ] && [ "$(queued)" -ge 1 ] && ok "sheet taken, receipt queued" || fail "sheets $(sheets) queued $(queued)"
pbemd status | grep -q "outbox: [1-9][0-9]* queued" && ok "status shows the queue" || fail "status"
# Scheduled later than the failed attempt (by now it may have passed: a
# slow sanitizer build takes longer than the test's short smtp_retry).
[ "$(sql "select count(*) from outbox_retry where next_try > $t0")" -ge 1 ] &&
	ok "retry scheduled after the failed attempt" || fail "no retry time"
sleep 1; pbemd poll >/dev/null 2>>"$WORK/poll.log"
smtp_up
wait_for 20 sh -c "'$PBEMD' --home '$H' poll >/dev/null 2>>'$WORK/poll.log'; [ \$(sqlite3 '$H/pbemd.db' \"select count(*) from outbox where status='queued'\") -eq 0 ]" &&
	ok "SMTP back: queue drained" || fail "still queued: $(queued)"
[ "$(sink_grep "Receipt: SOUTH")" -eq 1 ] && ok "receipt arrived once" || fail "receipts: $(sink_grep "Receipt: SOUTH")"
a=$(sql "select attempts from outbox where kind='receipt'")
[ "$a" -ge 2 ] && ok "attempts counted ($a)" || fail "attempts $a"

# A permanent refusal: 550 for north only.
smtp_down
SMTP_REJECT=north@example.org smtp_up
send_sheet NORTH
pbemd poll >/dev/null 2>>"$WORK/poll.log"
[ "$(sql "select count(*) from outbox where status='failed' and rcpt='north@example.org'")" -ge 1 ] &&
	ok "550: north's mail failed for good" || fail "no failed row"
[ "$(sink_grep "^Subject: .*Report: turn 0, phase deploy (SOUTH)")" -eq 1 ] && ok "south's report still sent" ||
	fail "south report missing"
pbemd status > "$WORK/status.out"
grep -q "failed: .*<north@example.org>.*550" "$WORK/status.out" && ok "status shows the failed mail and why" ||
	{ fail "status lacks the failure"; cat "$WORK/status.out"; }
[ "$(queued)" -eq 0 ] || fail "something still queued"
smtp_down
smtp_up

# serve: IMAP goes down, mail arrives meanwhile, IMAP comes back.
"$PBEMD" --home "$H" -v serve 2>"$WORK/serve.log" &
SERVE_PID=$!
wait_for 10 grep -q "imap idle result=connected" "$WORK/serve.log" && ok "serve connected (IDLE)" || fail "serve did not connect"
imap_down
sleep 3
kill -0 "$SERVE_PID" && ok "serve keeps running with IMAP down" || fail "serve died"
phase
lower=$(echo "$WAITING" | head -n 1 | tr 'A-Z' 'a-z')
s0=$(sheets)
sheet "$(echo "$WAITING" | head -n 1)" "$TURN" "$PHASE" "$DEP/$KIND-$lower.txt" > "$WORK/down.txt"
GNUPGHOME=$KEYS/$lower $MK --key "$lower@example.org" --from "$lower@example.org" "$WORK/down.txt" > "$WORK/down.eml"
# Delivered while dovecot is down, the way an MTA would: into Maildir/new.
MD=$SRV/imap/home/pbemd/Maildir
install -m 644 "$WORK/down.eml" "$MD/tmp/down.eml"
mv "$MD/tmp/down.eml" "$MD/new/$(date +%s).down.eml"
imap_up
wait_for 30 sh -c "[ \$(sqlite3 '$H/pbemd.db' 'select count(*) from sheet') -gt $s0 ]" &&
	ok "IMAP back: serve took in the mail that arrived meanwhile" || { fail "not taken in"; tail -5 "$WORK/serve.log"; }
# The IDLE connection comes back on its own backoff (up to a minute),
# independent of the poll pass that took the mail in: wait for it.
wait_for 90 sh -c "[ \$(grep -c 'imap idle result=connected' '$WORK/serve.log') -ge 2 ]" &&
	ok "IDLE connection re-established" || fail "no reconnect logged"
kill -HUP "$SERVE_PID"
wait_for 10 grep -q "serve reload result=ok" "$WORK/serve.log" && ok "SIGHUP re-reads the config" || fail "no reload"
kill -TERM "$SERVE_PID"
wait_for 10 sh -c "! kill -0 $SERVE_PID 2>/dev/null" && ok "SIGTERM: serve stopped" || fail "serve did not stop"
wait "$SERVE_PID"; r=$?
SERVE_PID=
[ "$r" -eq 0 ] && ok "serve exit 0" || fail "serve exit $r"
grep -q "serve result=stopped" "$WORK/serve.log" || fail "no stop logged"
finish

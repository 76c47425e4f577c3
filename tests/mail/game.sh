#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# game.sh PBEMD SRC WORK - a whole game of the sample scenario played over
# real IMAP and SMTP: `config check` logs in to both, every signed sheet is
# APPENDed to the dovecot inbox, `pbemd poll` takes it by UID, moves it to
# the processed folder, and the receipts and reports are read back from
# the SMTP sink's Maildir.  Nothing is taken twice, nothing sent twice.
set -u
PBEMD=$1 SRC=$2 WORK=$3
. "$SRC/mail/lib.sh"
setup

if pbemd config check > "$WORK/check.out" 2>&1 && grep -q "all ok" "$WORK/check.out"; then
	ok "config check logs in to IMAP and SMTP"
else
	fail "config check"; sed 's/^/    /' "$WORK/check.out"
fi
[ "$(sink_count)" -ge 2 ] && ok "opening mails arrived over SMTP" || fail "no opening mails in the sink"
[ "$(processed_count)" -eq 0 ] || fail "processed folder not empty at start"

sent=0 phases=0
while phase && [ -n "$PHASE" ] && [ "$phases" -lt 60 ]; do
	for s in $WAITING; do
		send_sheet "$s"
		sent=$((sent + 1))
	done
	if ! pbemd poll >/dev/null 2>>"$WORK/poll.log"; then
		fail "poll at turn $TURN phase $PHASE"; tail -5 "$WORK/poll.log"; break
	fi
	phases=$((phases + 1))
done
pbemd status g1 | grep -q " over " && ok "game over after $phases phases ($sent sheets over IMAP)" ||
	{ fail "game not over"; pbemd status g1; }
[ "$(sheets)" -eq "$sent" ] && ok "every sheet taken exactly once" || fail "sheets: $(sheets) stored, $sent sent"
[ "$(inbox_count)" -eq 0 ] && ok "inbox empty: every mail moved" || fail "inbox still holds $(inbox_count)"
[ "$(processed_count)" -eq "$sent" ] && ok "all $sent in the processed folder" || fail "processed: $(processed_count)"
[ "$(sql "select count(*) from imap_seen where moved is not null")" -eq "$sent" ] &&
	ok "(uidvalidity, uid) recorded for each" || fail "imap_seen rows"
q=$(sql "select count(*) from outbox where status='sent'")
[ "$(sink_count)" -eq "$q" ] && ok "$q mails sent, $q in the SMTP sink" || fail "sink has $(sink_count), outbox sent $q"
[ "$(sql "select count(*) from outbox where status!='sent'")" -eq 0 ] || fail "mail left unsent"
[ "$(sink_grep "Report: turn .*(SOUTH)")" -ge 1 ] && [ "$(sink_grep "Report: turn .*(NORTH)")" -ge 1 ] &&
	ok "both sides got reports" || fail "reports missing"
d=$(grep -h -i '^Message-ID:' "$SINK"/new/* | sort | uniq -d | wc -l)
[ "$d" -eq 0 ] && ok "no mail delivered twice" || fail "$d Message-IDs delivered twice"
grep -l "^Return-Path: <pbemd@example.org>" "$SINK"/new/* | wc -l | grep -qx "$q" &&
	ok "envelope sender is the config's from" || fail "envelope sender"
pbemd replay g1 | grep -q "all hashes identical" && ok "replay: hashes identical" || fail "replay"
finish

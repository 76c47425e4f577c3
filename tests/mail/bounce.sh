#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bounce.sh PBEMD SRC WORK - what else lands in the IMAP inbox.
#   An RFC 3464 bounce of a report pbemd sent: recognised by the returned
#   Message-ID, the player's address marked bouncing (in `status`), the
#   referee told once, the bounce never answered; the same bounce again
#   changes nothing; a "delayed" DSN and one for a mail we never sent mark
#   nothing.  A mail larger than max_mail_size is refused unread.
set -u
PBEMD=$1 SRC=$2 WORK=$3
. "$SRC/mail/lib.sh"
setup

orig=$(grep -l "^To: <south@example.org>" "$SINK"/new/* | head -n 1)
mid=$(grep -i -m1 '^Message-ID:' "$orig" | sed 's/.*<\(.*\)>.*/\1/')
# dsn FILE MSGID ACTION BOUNCE-ID: a bounce as Postfix would send it
dsn() {
	{
	printf 'Return-Path: <>\nFrom: Mail Delivery System <MAILER-DAEMON@mx.example.org>\n'
	printf 'To: <pbemd@example.org>\nSubject: Undelivered Mail Returned to Sender\n'
	printf 'Message-ID: <%s>\nAuto-Submitted: auto-replied\nMIME-Version: 1.0\n' "$4"
	printf 'Content-Type: multipart/report; report-type=delivery-status;\n\tboundary="BB"\n\n'
	printf -- '--BB\nContent-Type: text/plain\n\nI could not deliver your message.\n\n'
	printf -- '--BB\nContent-Type: message/delivery-status\n\nReporting-MTA: dns; mx.example.org\n\n'
	printf 'Final-Recipient: rfc822; south@example.org\nAction: %s\nStatus: 5.1.1\n\n' "$3"
	printf -- '--BB\nContent-Type: message/rfc822\n\n'
	grep -v '^Return-Path:\|^Delivered-To:' "$orig" | sed "s/^Message-ID: .*/Message-ID: <$2>/I"
	printf -- '\n--BB--\n'
	} > "$1"
}
before=$(sink_count)
dsn "$WORK/b1.eml" "$mid" failed b1@mx.example.org
append "$WORK/b1.eml"
pbemd -v poll >/dev/null 2>"$WORK/poll.log"
grep -q "bounce .*result=recorded" "$WORK/poll.log" && ok "bounce recognised" || { fail "bounce not recognised"; cat "$WORK/poll.log"; }
[ "$(sql "select count from bouncing where address='south@example.org'")" = 1 ] &&
	ok "south's address marked bouncing" || fail "not marked"
pbemd status | grep -q "bouncing: <south@example.org> game g1 side SOUTH" && ok "status shows it" || { fail "status"; pbemd status; }
[ "$(sink_count)" -eq $((before + 1)) ] && [ "$(grep -l "^To: <referee@example.org>" "$SINK"/new/* | xargs grep -l "bounced" | wc -l)" -eq 1 ] &&
	ok "the referee was told, nobody else" || fail "mails after bounce: $((  $(sink_count) - before ))"
grep -q -i "mailer-daemon" "$SINK"/new/* && fail "a bounce was answered" || ok "the bounce was not answered"
[ "$(inbox_count)" -eq 0 ] && ok "bounce moved out of the inbox" || fail "inbox $(inbox_count)"

append "$WORK/b1.eml"
dsn "$WORK/b2.eml" "$mid" delayed b2@mx.example.org
append "$WORK/b2.eml"
dsn "$WORK/b3.eml" "pbemd.g1.report.00000000@example.org" failed b3@mx.example.org
append "$WORK/b3.eml"
before=$(sink_count)
pbemd -v poll >/dev/null 2>"$WORK/poll.log"
[ "$(sql "select count from bouncing where address='south@example.org'")" = 1 ] &&
	[ "$(sink_count)" -eq "$before" ] && ok "repeat, delayed and unknown bounces change nothing" ||
	fail "bouncing count $(sql "select count from bouncing") sink +$(( $(sink_count) - before ))"
grep -q "result=delayed" "$WORK/poll.log" && grep -q "result=unmatched" "$WORK/poll.log" &&
	ok "delayed and unmatched logged" || fail "log"
[ "$(sql "select count(*) from sheet")" -eq 0 ] || fail "a bounce became a sheet"

# A 2 MB mail: refused unread, answered once, moved.
head -c 2000000 /dev/zero | tr '\0' 'x' | fold -w 76 > "$WORK/big.txt"
send south --mode unsigned --from south@example.org "$WORK/big.txt"
before=$(sink_count)
pbemd poll >/dev/null 2>"$WORK/poll.log"
[ "$(sink_count)" -eq $((before + 1)) ] && grep -l "larger than" "$SINK"/new/* | xargs grep -l "^To: <south@example.org>" >/dev/null &&
	ok "oversize mail refused with a reply" || fail "oversize"
[ "$(inbox_count)" -eq 0 ] && ok "oversize mail moved" || fail "oversize still in inbox"
finish

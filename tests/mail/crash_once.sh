#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# crash_once.sh PBEMD SRC WORK - one answer per mail, whatever the crash
# (issue 15, item 3).  The daemon dies (PBEMD_CRASH_AT: _exit(99)) after a
# mail's intake transaction committed and before the mail left the inbox:
#   IMAP     after_intake_commit  before the uid is recorded and moved
#            after_imap_record    recorded, not yet moved
#            ... and then the server renumbers the folder (new UIDVALIDITY)
#   Maildir  after_intake_commit  before the rename new/ -> cur/
# A plain restart finishes each such mail silently: it leaves the inbox,
# and every mail got exactly one answer (a receipt or a refusal, matched by
# its In-Reply-To).  The same bytes delivered again (a new UID, a new
# Maildir file) are a player's re-send and still get "Already received".
set -u
PBEMD=$1 SRC=$2 WORK=$3
. "$SRC/mail/lib.sh"
setup
crash() { PBEMD_CRASH_AT=$1 "$PBEMD" --home "$H" poll >/dev/null 2>>"$WORK/crash.log"; echo $?; }
answers() { grep -l -i "^In-Reply-To: <$1>" "$SINK"/new/* 2>/dev/null | wc -l; }
already() { grep -l -i "^In-Reply-To: <$1>" "$SINK"/new/* 2>/dev/null | xargs -r grep -l "Already received" | wc -l; }
MSGIDS=
# mail WHO ID [mkmail args]: a mail from WHO with Message-ID ID, into $WORK/ID.eml
mail() {
	who=$1 id=$2; shift 2
	GNUPGHOME=$KEYS/$who $MK --msgid "$id" --from "$who@example.org" "$@" > "$WORK/$id.eml"
	MSGIDS="$MSGIDS $id"
}
sheet_mail() {	# sheet_mail SIDE ID: that side's sheet for the open phase
	lower=$(echo "$1" | tr 'A-Z' 'a-z')
	sheet "$1" "$TURN" "$PHASE" "$DEP/$KIND-$lower.txt" > "$WORK/sheet-$2.txt"
	mail "$lower" "$2" --key "$lower@example.org" "$WORK/sheet-$2.txt"
}
once() {	# once ID WHAT: exactly one answer to ID, and it is not "Already received"
	a=$(answers "$1") d=$(already "$1")
	[ "$a" -eq 1 ] && [ "$d" -eq 0 ] && ok "$2: one answer" ||
		fail "$2: $a answers ($d 'Already received')"
}

# --- IMAP: killed after the commit, before the uid is recorded ---
phase
sheet_mail SOUTH s1@crash.test
append "$WORK/s1@crash.test.eml"
r=$(crash after_intake_commit)
[ "$r" = 99 ] && [ "$(sheets)" -eq 1 ] && [ "$(inbox_count)" -eq 1 ] &&
	ok "imap: died after the intake commit, mail still in INBOX" || fail "imap crash 1 ($r)"
pbemd -v poll >/dev/null 2>>"$WORK/poll.log"
[ "$(sheets)" -eq 1 ] && [ "$(inbox_count)" -eq 0 ] && [ "$(processed_count)" -eq 1 ] &&
	ok "imap: restart moved it, took nothing twice" || fail "imap restart 1: $(sheets) sheets, inbox $(inbox_count)"
grep -q "result=finished" "$WORK/poll.log" && ok "imap: logged as finished" || fail "no 'finished' in the log"
once s1@crash.test "imap sheet, killed before the uid record"

# A refusal (unsigned, from a player's address) killed the same way.
printf 'Game: g1\nSide: SOUTH\n' > "$WORK/unsigned.txt"
mail south u1@crash.test --mode unsigned "$WORK/unsigned.txt"
append "$WORK/u1@crash.test.eml"
r=$(crash after_intake_commit)
pbemd poll >/dev/null 2>>"$WORK/poll.log"
[ "$r" = 99 ] && [ "$(inbox_count)" -eq 0 ] && ok "imap: refused mail finished after the restart" ||
	fail "imap refusal crash ($r, inbox $(inbox_count))"
once u1@crash.test "imap refusal, killed before the uid record"

# Killed after the uid record, before the move.
sheet_mail NORTH n1@crash.test
append "$WORK/n1@crash.test.eml"
r=$(crash after_imap_record)
pbemd poll >/dev/null 2>>"$WORK/poll.log"
[ "$r" = 99 ] && [ "$(sheets)" -eq 2 ] && [ "$(inbox_count)" -eq 0 ] &&
	ok "imap: recorded uid moved after the restart" || fail "imap crash 2 ($r, $(sheets) sheets)"
once n1@crash.test "imap sheet, killed before the move"

# Killed after the commit; then the server renumbers the folder (its uid
# list lost: every UID and the UIDVALIDITY new).  Same Message-ID, same
# bytes, never moved: still finished silently.
phase
s=$(echo "$WAITING" | head -n 1)
sheet_mail "$s" r1@crash.test
append "$WORK/r1@crash.test.eml"
uv0=$(sql "select uidvalidity from imap_folder")
r=$(crash after_intake_commit)
imap_down
rm -f "$SRV/imap/home/pbemd/Maildir/dovecot-uidlist" "$SRV/imap/home/pbemd/Maildir"/dovecot.index*
sleep 1		# UIDVALIDITY is a time stamp
imap_up
pbemd -v poll >/dev/null 2>>"$WORK/poll.log"
uv1=$(sql "select uidvalidity from imap_folder")
[ "$r" = 99 ] && [ "$uv0" != "$uv1" ] && [ "$(inbox_count)" -eq 0 ] &&
	ok "imap: renumbered folder ($uv0 -> $uv1), mail finished" || fail "renumber ($r, $uv0 -> $uv1, inbox $(inbox_count))"
once r1@crash.test "imap sheet, killed, then the folder renumbered"

# The same bytes delivered again (a new UID): a re-send, answered.
append "$WORK/s1@crash.test.eml"
pbemd poll >/dev/null 2>>"$WORK/poll.log"
[ "$(answers s1@crash.test)" -eq 2 ] && [ "$(already s1@crash.test)" -eq 1 ] &&
	ok "imap: the same mail delivered again gets 'Already received'" ||
	fail "imap re-send: $(answers s1@crash.test) answers, $(already s1@crash.test) 'Already received'"

# --- Maildir: killed after the commit, before the rename to cur/ ---
sed -i -e 's/^inbox imap$/inbox maildir/' "$H/pbemd.conf"
phase
s=$(echo "$WAITING" | head -n 1)
sheet_mail "$s" m1@crash.test
cp "$WORK/m1@crash.test.eml" "$H/mail/inbox/new/1795000000.M1P1.crashtest"
r=$(crash after_intake_commit)
[ "$r" = 99 ] && [ "$(ls "$H/mail/inbox/new" | wc -l)" -eq 1 ] &&
	ok "maildir: died after the intake commit, mail still in new/" || fail "maildir crash ($r)"
pbemd poll >/dev/null 2>>"$WORK/poll.log"
[ "$(ls "$H/mail/inbox/new" | wc -l)" -eq 0 ] && [ -e "$H/mail/inbox/cur/1795000000.M1P1.crashtest:2,S" ] &&
	ok "maildir: restart renamed it to cur/" || fail "maildir restart: $(ls "$H/mail/inbox/new")"
once m1@crash.test "maildir sheet, killed before the rename"
# Killed twice in the same window: still one answer.
phase
sheet_mail "$(echo "$WAITING" | head -n 1)" m2@crash.test
cp "$WORK/m2@crash.test.eml" "$H/mail/inbox/new/1795000001.M2P1.crashtest"
r1=$(crash after_intake_commit) r2=$(crash after_intake_commit)
pbemd poll >/dev/null 2>>"$WORK/poll.log"
[ "$r1" = 99 ] && [ "$(ls "$H/mail/inbox/new" | wc -l)" -eq 0 ] && ok "maildir: two kills, then finished" ||
	fail "maildir double crash ($r1 $r2)"
once m2@crash.test "maildir sheet, killed twice before the rename"
# The same bytes as a new file: a re-send, answered.
cp "$WORK/m1@crash.test.eml" "$H/mail/inbox/new/1795000002.M3P1.crashtest"
pbemd poll >/dev/null 2>>"$WORK/poll.log"
[ "$(answers m1@crash.test)" -eq 2 ] && [ "$(already m1@crash.test)" -eq 1 ] &&
	ok "maildir: the same mail as a new file gets 'Already received'" ||
	fail "maildir re-send: $(answers m1@crash.test) answers"

# Every mail of the crash windows: exactly one answer each, none twice.
for id in $MSGIDS; do
	case $id in s1@*|m1@*) want=2 ;; *) want=1 ;; esac
	[ "$(answers "$id")" -eq "$want" ] || fail "$id: $(answers "$id") answers, expected $want"
done
d=$(grep -h -i '^Message-ID:' "$SINK"/new/* | sort | uniq -d | wc -l)
[ "$d" -eq 0 ] && ok "no mail delivered twice" || fail "$d Message-IDs delivered twice"
pbemd replay g1 | grep -q "all hashes identical" && ok "replay: hashes identical" || fail "replay"
finish

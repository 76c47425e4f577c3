#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# campaign.sh PBEMD SRC WORK - a campaign by fake clock (issue 6): reminders
# only to the late side and only once, a late sheet in grace, a missed
# phase under the `standing` policy, a pause that moves the deadline, a
# referee amendment, approval mode holding and releasing a result, a stale
# `process` refused, referee commands by signed mail, player requests, a
# rollback; then the whole history replays with identical hashes.
set -eu
PBEMD=$1 SRC=$2 WORK=$3
T0=1795000000                       # Sat 18 Nov 2026 ... (UTC)
export PBEMD_FAKE_TIME=$T0
REFEREE=1
SETTINGS="timezone Europe/Berlin
deadline after 2d
grace 12h
reminder 1d
nmr standing"
. "$SRC/integration/lib.sh"
setup
at() { PBEMD_FAKE_TIME=$((T0 + $1)); export PBEMD_FAKE_TIME; }
H1=3600 D1=86400
DEP=$DATA/games/far-side/examples
mails_to() { grep -l "^To: <$1>" "$H"/mail/outbox/new/* 2>/dev/null | wc -l; }
subj_count() { grep -l "^Subject: .*$1" "$H"/mail/outbox/new/* 2>/dev/null | wc -l; }
expect_eq() { [ "$2" = "$3" ] && ok "$1" || fail "$1: expected $3, got $2"; }

pbemd referee g1 status | grep -q "deadline" && ok "the first phase has a deadline" || fail "no deadline"
# The start mail's subject says the orders are due, and by when (the
# game's clock, Berlin: 2 days after the start, 11:06 UTC).
expect_eq "the start mail's subject gives the deadline" \
    "$(grep -l '^Subject: .*begins: you play SOUTH; orders due by Fri 20 Nov 2026 12:06 CET (11:06 UTC)' "$H"/mail/outbox/new/* | wc -l)" 1

# Deployment: SOUTH sends at once, NORTH is slow.
at $H1
sheet SOUTH 0 deploy "$DEP/deploy-south.txt" > "$WORK/s0.txt"
send south --key south@example.org --from south@example.org "$WORK/s0.txt"
pbemd poll >/dev/null
at $((D1 + 2 * H1))                 # within a day of the deadline
pbemd poll >/dev/null; pbemd poll >/dev/null
expect_eq "reminder sent to the missing side only, once" \
    "$(grep -l 'Subject: .*Reminder' "$H"/mail/outbox/new/* | xargs grep -l 'To: <north@' | wc -l)" 1
expect_eq "no reminder to the side whose sheet is in" \
    "$(grep -l 'Subject: .*Reminder' "$H"/mail/outbox/new/* | xargs -r grep -l 'To: <south@' | wc -l)" 0
at $((2 * D1 + 2 * H1))             # past the deadline, inside the grace
pbemd poll >/dev/null; pbemd poll >/dev/null
expect_eq "one late notice, to NORTH" "$(subj_count 'Late: orders overdue')" 1
grep -q "Deadline: .*CET\|Deadline: .*CEST" "$(grep -l 'Late: orders' "$H"/mail/outbox/new/*)" &&
    ok "the notice gives the deadline in the game's zone" || fail "deadline zone"
sheet NORTH 0 deploy "$DEP/deploy-north.txt" > "$WORK/n0.txt"
send north --mode inline --key north@example.org --from north@example.org "$WORK/n0.txt"
pbemd poll >/dev/null
expect_eq "late sheet taken in grace; the phase resolved" "$(subj_count 'Report: turn 0, phase deploy')" 3
pbemd referee g1 status | grep -q "NORTH .*late 1" && ok "NORTH recorded late" || fail "reliability"

# Turn 1: nobody sends; after deadline + grace the standing policy plays.
first=$(pbemd status g1 | grep -o "turn 1 phase [a-z]*" | head -n 1 | awk '{print $4}')
at $((4 * D1 + 16 * H1))
pbemd poll >/dev/null
expect_eq "missed phase resolved under nmr standing" "$(subj_count "Report: turn 1, phase $first")" 3
grep -q "no sheet sent" "$(grep -l "Report: turn 1, phase $first" "$H"/mail/outbox/new/* | head -n 1)" &&
    ok "the audit says the sheet was missing" || fail "audit of a missed sheet"

# An announcement that cannot be made fails the command, loudly, and
# changes nothing (issue 25: from outside the source tree the sentences
# were not found and the players were silently told nothing).
if PBEMD_DATADIR=$WORK/no-such-datadir pbemd referee g1 pause > "$WORK/p.txt" 2>&1; then
	fail "pause without its sentence accepted"
else
	grep -q "cannot announce: no sentence announce.pause" "$WORK/p.txt" &&
	    ok "pause without its sentence refused, and why" || fail "pause without sentence: $(cat "$WORK/p.txt")"
fi
expect_eq "the refused pause queued no notice and left the game running" \
    "$(subj_count 'Game paused') $(pbemd referee g1 status | grep -c paused)" "0 0"
# A pause: the clock stops; the deadline moves by the pause.
pbemd referee g1 pause >/dev/null
at $((8 * D1))
pbemd poll >/dev/null
second=$(pbemd status g1 | grep -o "turn 1 phase [a-z]*" | head -n 1 | awk '{print $4}')
expect_eq "nothing resolves while paused" "$(subj_count "Report: turn 1, phase $second")" 0
# The life cycle (src/lifecycle.c): a paused phase is not processed.
if pbemd referee g1 process 1 "$second" > "$WORK/p.txt" 2>&1; then fail "process while paused accepted"
else grep -q "paused (resume the game first)" "$WORK/p.txt" && ok "process while paused refused, and why" || fail "process while paused: $(cat "$WORK/p.txt")"; fi
pbemd referee g1 history | grep -q " process " && fail "a refused process left history" || ok "a refused process changes nothing"
# The referee's status reads paused, since when (the game's clock), and
# says how to go on; no raw setting line ('paused    1').
pbemd referee g1 status > "$WORK/st.txt"
head -n 1 "$WORK/st.txt" | grep -q "^game g1 (.*): paused$" &&
    grep -q "^  paused since [A-Z][a-z][a-z] [0-9]* [A-Z][a-z][a-z] 20[0-9][0-9] [0-9][0-9]:[0-9][0-9]" "$WORK/st.txt" &&
    grep -q "nothing resolves until \`pbemd referee g1 resume\`" "$WORK/st.txt" &&
    ! grep -q "^  paused  *[0-9]*$" "$WORK/st.txt" &&
    ok "status of a paused game: paused, since when, and how to resume" || fail "paused status: $(cat "$WORK/st.txt")"
pbemd status g1 | head -n 1 | grep -q "^g1 .* paused " &&
    ok "the host's status of a paused game says paused" || fail "host status while paused: $(pbemd status g1)"
printf 'Game: g1\nSide: SOUTH\nRequest: status\n' > "$WORK/req.txt"
send south --key south@example.org --from south@example.org "$WORK/req.txt"
pbemd poll >/dev/null
grep -q "Request: status" "$(last_mail)" && grep -q "The referee has paused the game" "$(last_mail)" &&
    ok "a player's status request while paused says paused" || fail "status request while paused: $(cat "$(last_mail)")"
pbemd referee g1 resume >/dev/null
pbemd poll >/dev/null
expect_eq "resume moved the deadline: still waiting" "$(subj_count "Report: turn 1, phase $second")" 0
expect_eq "players told of pause and resume" "$(subj_count 'Game paused') $(subj_count 'Game resumed')" "2 2"

# A stale process is refused; the right one works.
if pbemd referee g1 process 0 deploy >/dev/null 2>&1; then fail "stale process accepted"; else ok "stale process refused"; fi

# An amendment, logged and announced with its reason.
pbemd referee g1 amend /units/0/disordered true "storm damage to the mission" >/dev/null
pbemd poll >/dev/null
expect_eq "amendment announced to both sides" "$(subj_count 'amended the game')" 2
pbemd referee g1 history | grep -q "amend .*storm damage" && ok "amendment in the history" || fail "history"

# Approval mode: the result is held, previewed to the referee, then released.
pbemd referee g1 set approval on >/dev/null
up=$(echo "$second" | tr a-z A-Z)
sheet "$up" 1 "$second" "$DEP/orders-$second.txt" > "$WORK/t1.txt"
send "$second" --key "$second@example.org" --from "$second@example.org" "$WORK/t1.txt"
pbemd poll >/dev/null
expect_eq "held: no report yet" "$(subj_count "Report: turn 1, phase $second")" 0
expect_eq "the referee got the preview" "$(grep -l 'Subject: .*Preview' "$H"/mail/outbox/new/* | xargs grep -l 'To: <referee@' | wc -l)" 1
pbemd referee g1 status | grep -q HELD && ok "status shows HELD" || fail "not held"
if pbemd referee g1 pause > "$WORK/p.txt" 2>&1; then fail "pause while held accepted"
else grep -q "held (release or reject" "$WORK/p.txt" && ok "pause while held refused, and why" || fail "pause while held: $(cat "$WORK/p.txt")"; fi
send "$second" --key "$second@example.org" --from "$second@example.org" "$WORK/t1.txt"
pbemd poll >/dev/null
grep -q "closed: its result is with" "$(last_mail)" && ok "a sheet sent while held is refused" || fail "held sheet"
pbemd referee g1 release >/dev/null
pbemd poll >/dev/null
expect_eq "released: reports sent" "$(subj_count "Report: turn 1, phase $second")" 3

# Requests by signed mail.
printf 'Game: g1\nSide: SOUTH\nRequest: status\n' > "$WORK/req.txt"
send south --key south@example.org --from south@example.org "$WORK/req.txt"
pbemd poll >/dev/null
grep -q "Request: status" "$(last_mail)" && grep -q "sheet in\|waiting" "$(last_mail)" &&
    ok "status request answered" || fail "status request"
printf 'Game: g1\nSide: SOUTH\nRequest: wait\n' > "$WORK/wait.txt"
send south --key south@example.org --from south@example.org "$WORK/wait.txt"
pbemd poll >/dev/null
expect_eq "wait request reaches the referee" "$(subj_count 'asks for more time')" 1

# Referee commands by signed mail; a player's key cannot give them.
printf 'Game: g1\nReferee: extend 1d\n' > "$WORK/ref.txt"
send referee --key referee@example.org --from referee@example.org "$WORK/ref.txt"
pbemd poll >/dev/null
expect_eq "referee mail command ran" "$(subj_count 'Deadline extended')" 2
send south --key south@example.org --from south@example.org "$WORK/ref.txt"
pbemd poll >/dev/null
expect_eq "a player cannot give referee commands" "$(subj_count 'Deadline extended')" 2
grep -q "taken only from the referee" "$(last_mail)" && ok "and is told why" || fail "player referee refusal"

# A crash between two mailed commands: the first is not run again, the
# second runs on the next pass, and the referee gets one reply with both.
printf 'Game: g1\nReferee: extend 2h\nReferee: extend 3h\n' > "$WORK/ref2.txt"
send referee --key referee@example.org --from referee@example.org "$WORK/ref2.txt"
rc=0; PBEMD_CRASH_AT=after_referee_command pbemd poll >/dev/null 2>&1 || rc=$?
expect_eq "the daemon died after the first mailed command" "$rc" 99
expect_eq "the queue is past the first command" \
    "$(sqlite3 "$H/pbemd.db" 'select next from referee_queue')" 1
pbemd poll >/dev/null
# each extend tells both players: 2 mails before, 2 more per command
expect_eq "after the restart the second ran, the first not again" "$(subj_count 'Deadline extended')" 6
reply=$(grep -l "^Subject: .*Your referee commands" "$H"/mail/outbox/new/* | xargs grep -l "extend 3h")
[ -n "$reply" ] && grep -q "> extend 2h" $reply && ok "one reply lists both commands" || fail "referee reply after the crash"
expect_eq "the queue is empty" "$(sqlite3 "$H/pbemd.db" 'select count(*) from referee_queue')" 0

# The whole history replays, the amendment included.
pbemd replay g1 | grep -q "all hashes identical" && ok "replay with the amendment" || fail "replay"
# A rollback keeps the archive and the chain.
if pbemd referee g1 rollback 2 >/dev/null 2>&1; then fail "a rollback without a reason accepted"; else ok "a rollback takes a reason"; fi
pbemd referee g1 rollback 2 "the deployment was misread" > "$WORK/rb.txt"
# what was set aside, by phase numbers, and where to look next (the
# archive's mark, a time, says nothing to a referee)
grep -Eq "^rolled back to phase 2 \(turn [0-9]+, .*\), open again; phases? 2(-[0-9]+)? as played set aside" "$WORK/rb.txt" &&
    grep -q "pbemd referee g1 status" "$WORK/rb.txt" &&
    ! grep -Eq "[0-9]{6}" "$WORK/rb.txt" &&
    ok "rollback says what was set aside" || fail "rollback output: $(cat "$WORK/rb.txt")"
pbemd referee g1 history | grep -q "rollback .*reason: the deployment was misread" && ok "rollback in history, with its reason" || fail "rollback history"
pbemd poll >/dev/null
text_of() { python3 -c 'import email,sys; m=email.message_from_binary_file(open(sys.argv[1],"rb"))
for p in m.walk():
    if p.get_content_type()=="text/plain": sys.stdout.write(p.get_payload(decode=True).decode())' "$1"; }
for s in south north; do
	rb=$(grep -l "^Subject: .*rolled back" "$H"/mail/outbox/new/* | xargs grep -l "^To: <$s@" | sort | tail -n 1)
	text_of "$rb" > "$WORK/rb-$s.txt"
done
grep -q "deployment was misread" "$WORK/rb-south.txt" && grep -q "^Report for SOUTH" "$WORK/rb-south.txt" &&
    grep -q "^Report for NORTH" "$WORK/rb-north.txt" && grep -q "^END" "$WORK/rb-north.txt" &&
    ok "the sides get the reason and a fresh report, the side due its sheet" || fail "rollback mail"
due=$(pbemd status g1 | grep -o "turn [0-9]* phase [a-z]*" | head -n 1)
dueside=$(echo "$due" | awk '{print toupper($4)}')
other=$([ "$dueside" = NORTH ] && echo SOUTH || echo NORTH)
pbemd referee g1 status > "$WORK/rs.txt"
grep -q "^  $dueside *waiting" "$WORK/rs.txt" && grep -q "^  $other *not due" "$WORK/rs.txt" &&
    ok "referee status agrees with pbemd status on who is due ($due)" || fail "referee status: $(cat "$WORK/rs.txt")"
[ "$(sqlite3 "$H/pbemd.db" 'select count(*) from phase_archive')" -gt 0 ] && ok "discarded phases archived" || fail "archive"
pbemd replay g1 | grep -q "all hashes identical" && ok "replay after rollback" || fail "replay after rollback"
finish

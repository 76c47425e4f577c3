#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# deadlines.sh PBEMD SRC WORK - the rest of the clock rules, by fake
# clock: early processing (counted from the last sheet, so a player can
# still correct one), the `wait` NMR policy (the game stalls, the referee
# is told once, `process` resolves it), `disorder:N` (a side that misses
# is no longer waited for), and approval mode's `reject` (the result is
# set aside, the phase reopens with a new committed secret).
set -eu
PBEMD=$1 SRC=$2 BASE=$3 WORK=$3
T0=1795000000
export PBEMD_FAKE_TIME=$T0 PBEMD_FAKE_SECRET=deadlines-v1
REFEREE=1
. "$SRC/integration/lib.sh"
at() { PBEMD_FAKE_TIME=$((T0 + $1)); export PBEMD_FAKE_TIME; }
subj_count() { grep -l "^Subject: .*$1" "$H"/mail/outbox/new/* 2>/dev/null | wc -l; }
expect_eq() { [ "$2" = "$3" ] && ok "$1" || fail "$1: expected $3, got $2"; }
fresh() {
	WORK=$BASE/$1; H=$WORK/home
	SETTINGS=$2
	at 0
	setup
	DEP=$DATA/games/far-side/examples
	sheet SOUTH 0 deploy "$DEP/deploy-south.txt" > "$WORK/s.txt"
	sheet SOUTH 0 deploy "$DEP/deploy-south.txt" | sed '4a Nonce: corrected' > "$WORK/s2.txt"
	sheet NORTH 0 deploy "$DEP/deploy-north.txt" > "$WORK/n.txt"
}
mkdir -p "$BASE"

# Early processing: all sheets in, then `early` after the last one.
fresh early "early 1h"
send south --key south@example.org "$WORK/s.txt"
send north --key north@example.org "$WORK/n.txt"
pbemd poll >/dev/null
at 1800
send south --key south@example.org "$WORK/s2.txt"   # a correction at +30 min
pbemd poll >/dev/null
at 3700
pbemd poll >/dev/null
expect_eq "early: not before an hour after the last sheet" "$(subj_count 'Report: turn 0')" 0
at 5500
pbemd poll >/dev/null
expect_eq "early: resolved an hour after the correction" "$(subj_count 'Report: turn 0')" 3

# NMR wait: the game stalls; the referee is told once; process resolves.
fresh wait "deadline after 1d
nmr wait"
send south --key south@example.org "$WORK/s.txt"
at 3600; pbemd poll >/dev/null
at 90000; pbemd poll >/dev/null; pbemd poll >/dev/null
expect_eq "wait: nothing resolves after the deadline" "$(subj_count 'Report: turn 0')" 0
expect_eq "wait: the referee is told once" "$(grep -l 'Subject: .*Game stalled' "$H"/mail/outbox/new/* | xargs grep -l 'To: <referee@' | wc -l)" 1
pbemd referee g1 process 0 deploy >/dev/null
pbemd poll >/dev/null
expect_eq "wait: the referee's process resolves it" "$(subj_count 'Report: turn 0')" 3
pbemd referee g1 status | grep -q "NORTH .*missed 1" && ok "wait: NORTH recorded as missed" || fail "wait reliability"

# disorder:1 - after one miss NORTH is in civil disorder, not waited for.
fresh disorder "deadline after 1d
nmr disorder:1"
send south --key south@example.org "$WORK/s.txt"
at 3600; pbemd poll >/dev/null
at 90000; pbemd poll >/dev/null
expect_eq "disorder: the missed deployment resolved" "$(subj_count 'Report: turn 0')" 3
expect_eq "disorder: the referee is told" "$(subj_count 'Civil disorder')" 1
# Every later phase that needs only NORTH resolves at once.
if pbemd status g1 | grep -q "turn 1 phase south"; then
	sheet SOUTH 1 south "$DEP/orders-south.txt" > "$WORK/s1.txt"
	send south --key south@example.org "$WORK/s1.txt"
fi
pbemd poll >/dev/null
expect_eq "disorder: NORTH's phase does not wait" "$(subj_count 'Report: turn 1, phase north')" 3
pbemd referee g1 history | grep -q "disorder *NORTH" && ok "disorder in the history" || fail "disorder history"

# Approval mode: reject sets the result aside and reopens the phase.
fresh reject "approval on"
send south --key south@example.org "$WORK/s.txt"
send north --key north@example.org "$WORK/n.txt"
pbemd poll >/dev/null
old=$(sqlite3 "$H/pbemd.db" "select secret_sha from phase where game='g1' and seq=1")
pbemd referee g1 reject >/dev/null
pbemd poll >/dev/null
new=$(sqlite3 "$H/pbemd.db" "select secret_sha from phase where game='g1' and seq=1")
[ "$old" != "$new" ] && ok "reject: a fresh secret" || fail "reject kept the secret"
expect_eq "reject: both sides told, with the new commitment" "$(grep -l "$new" $(grep -l 'Subject: .*Phase reopened' "$H"/mail/outbox/new/*) | wc -l)" 2
expect_eq "reject: nothing was reported" "$(subj_count 'Report: turn 0')" 0
expect_eq "reject: held again for a new look" "$(grep -l 'Subject: .*Preview' "$H"/mail/outbox/new/* | wc -l)" 2
pbemd referee g1 release >/dev/null
pbemd poll >/dev/null
expect_eq "release after reject: reported" "$(subj_count 'Report: turn 0')" 3
pbemd replay g1 | grep -q "all hashes identical" && ok "replay" || fail "replay"
finish

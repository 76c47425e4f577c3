#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# idle.sh PBEMD SRC WORK - `serve` waits in IMAP IDLE: with poll_interval
# 60 s, a sheet APPENDed while it waits is taken in within 2 s, and the
# waiting daemon uses (almost) no CPU.
set -u
PBEMD=$1 SRC=$2 WORK=$3
POLL_INTERVAL=60
. "$SRC/mail/lib.sh"
setup
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; }

"$PBEMD" --home "$H" -v serve 2>"$WORK/serve.log" &
SERVE_PID=$!
wait_for 10 grep -q "imap idle result=connected" "$WORK/serve.log" && ok "serve waits in IDLE" || fail "no IDLE connection"
sleep 1
c0=$(cpu "$SERVE_PID")
sleep 3
c1=$(cpu "$SERVE_PID")
[ $((c1 - c0)) -le 5 ] && ok "idle CPU: $((c1 - c0)) ticks in 3 s" || fail "busy while idle: $((c1 - c0)) ticks in 3 s"
phase
s0=$(sheets)
sheet SOUTH "$TURN" "$PHASE" "$DEP/$KIND-south.txt" > "$WORK/s.txt"
GNUPGHOME=$KEYS/south $MK --key south@example.org --from south@example.org "$WORK/s.txt" > "$WORK/s.eml"
t0=$(date +%s%N)
append "$WORK/s.eml"
# Measured by the wall clock, not by counting polls of the database (each
# poll here spawns processes, which a loaded machine makes slow).
if wait_for 10 sh -c "[ \$(sqlite3 '$H/pbemd.db' 'select count(*) from sheet') -gt $s0 ]"; then
	ms=$(( ($(date +%s%N) - t0) / 1000000 ))
	[ "$ms" -le 2000 ] && ok "sheet taken in $ms ms after APPEND" ||
	    fail "sheet taken only after $ms ms (want 2 s)"
else
	fail "not taken within 10 s"; tail -5 "$WORK/serve.log"
fi
wait_for 5 sh -c "[ \$(ls '$SINK/new' | xargs -I{} grep -l 'Receipt: SOUTH' '$SINK/new/{}' | wc -l) -ge 1 ]" &&
	ok "receipt sent by the same wake-up" || fail "no receipt"
kill -TERM "$SERVE_PID"; wait "$SERVE_PID"; r=$?; SERVE_PID=
[ "$r" -eq 0 ] && ok "SIGTERM during IDLE: clean exit" || fail "exit $r"
finish

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# lifecycle_v1.sh PBEMD SRC WORK - a home of schema 1 opens with its
# phase's state as it was.  Schema 1 kept the state in three places (the
# phase row's status, its `held` column, the game's `paused` setting);
# schema 2 keeps one status (store.c: migrate).  A running game is put
# back into schema 1's shape, paused and then held, and each time the next
# command must find it in that state, and the home in schema 2.
set -eu
PBEMD=$1 SRC=$2 WORK=$3
. "$SRC/integration/lib.sh"
setup
db=$H/pbemd.db
# as_v1 PAUSED HELD: the running game's open phase as schema 1 stored it
as_v1() {
	sqlite3 "$db" "ALTER TABLE phase ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
ALTER TABLE phase ADD COLUMN discarded INTEGER NOT NULL DEFAULT 0;
UPDATE phase SET status='open', held=$2 WHERE status<>'resolved';
DELETE FROM setting WHERE key='paused';
INSERT INTO setting(game, key, value) VALUES('g1', 'paused', '$1');
UPDATE meta SET value='1' WHERE key='schema';"
}
schema2() {
	[ "$(sqlite3 "$db" "select value from meta where key='schema'")" = 2 ] &&
	    [ "$(sqlite3 "$db" "select count(*) from pragma_table_info('phase') where name in ('held','discarded')")" = 0 ] &&
	    [ "$(sqlite3 "$db" "select count(*) from setting where key='paused'")" = 0 ]
}

as_v1 1 0
pbemd referee g1 status > "$WORK/st.txt" 2>&1 || true
grep -q "^game .*: paused$" "$WORK/st.txt" && ok "a paused game of schema 1 is paused" || fail "paused: $(cat "$WORK/st.txt")"
schema2 && ok "the home is schema 2: one status, no held column, no paused setting" || fail "not migrated"
[ "$(sqlite3 "$db" "select status from phase where status<>'resolved'")" = paused ] &&
    ok "the phase row says paused" || fail "row status"
pbemd referee g1 resume > "$WORK/r.txt" 2>&1 && ok "and resumes" || fail "resume: $(cat "$WORK/r.txt")"
[ "$(sqlite3 "$db" "select status from phase where status<>'resolved'")" = open ] &&
    ok "the phase row says open" || fail "row status after resume"

as_v1 0 1
pbemd referee g1 status > "$WORK/st.txt" 2>&1 || true
grep -q "HELD for your approval" "$WORK/st.txt" && ok "a held phase of schema 1 is held" || fail "held: $(cat "$WORK/st.txt")"
schema2 && ok "migrated again" || fail "not migrated (held)"
if pbemd referee g1 pause > "$WORK/p.txt" 2>&1; then fail "pause while held accepted"
else grep -q "held (release or reject" "$WORK/p.txt" && ok "pause while held refused" || fail "pause: $(cat "$WORK/p.txt")"; fi
pbemd referee g1 reject > "$WORK/r.txt" 2>&1 && ok "reject opens it again" || fail "reject: $(cat "$WORK/r.txt")"
[ "$(sqlite3 "$db" "select status from phase where status<>'resolved'")" = open ] &&
    ok "the phase row says open" || fail "row status after reject"

# A home that cannot be brought up to date says so and is not half-changed.
sqlite3 "$db" "UPDATE meta SET value='1' WHERE key='schema';"
if pbemd referee g1 status > "$WORK/bad.txt" 2>&1; then fail "schema 1 without a held column opened"
else grep -q "from schema 1 to 2: no such column: held" "$WORK/bad.txt" && ok "a failed migration names why" || fail "bad: $(cat "$WORK/bad.txt")"; fi
[ "$(sqlite3 "$db" "select value from meta where key='schema'")" = 1 ] && ok "and changes nothing" || fail "half migrated"
finish

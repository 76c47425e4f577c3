#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# rules_revision.sh PBEMD HOME WORK - a game keeps the rules revision it
# was created under (src/rules_revision.c): the Battleground demo's
# archive names it; it replays identically; a phase that differs in an
# archive recorded under an older revision (or none: 1) is reported as
# that, with what changed since, and the same difference in an archive of
# this revision as a plain difference; an archive of a revision newer
# than this pbemd is refused.
set -eu
PBEMD=$1 HOME_DIR=$2 WORK=$3
fails=0
ok()   { echo "ok   - $*"; }
fail() { echo "FAIL - $*"; fails=$((fails + 1)); }
rm -rf "$WORK"; mkdir -p "$WORK"
"$PBEMD" --home "$HOME_DIR" export demo "$WORK/x" > /dev/null
rev=$(/usr/bin/python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['game'].get('rules_revision', 1))" "$WORK/x/game.json")
[ "$rev" -ge 3 ] && ok "the archive names its rules revision ($rev)" ||
    fail "the archive's rules revision: $rev"
"$PBEMD" replay --archive "$WORK/x" > "$WORK/r.out" 2>&1 &&
    ok "it replays identically" || fail "replay: $(tail -1 "$WORK/r.out")"
# variant NAME PYTHON: a copy of the archive changed
variant() {
	rm -rf "$WORK/$1"; cp -r "$WORK/x" "$WORK/$1"
	/usr/bin/python3 - "$WORK/$1/game.json" "$2" <<'PY'
import json, sys
p = sys.argv[1]; a = json.load(open(p))
exec(sys.argv[2])
json.dump(a, open(p, "w"))
PY
}
# the state after phase 3 differs from the one recorded (as an archive
# recorded before a rules change differs)
DIFF="a['phases'][3]['state_sha'] = '0' * 64"
variant old "$DIFF; del a['game']['rules_revision']"
variant same "$DIFF"
variant newer "a['game']['rules_revision'] = 99"
if "$PBEMD" replay --archive "$WORK/old" > "$WORK/o.out" 2>&1; then
	fail "an older archive's difference not reported"
elif grep -q "recorded under battleground rules revision 1, this pbemd plays $rev (since: each loss marked" "$WORK/o.out" &&
    grep -q "not proof of tampering (the state after phase 3 differs)" "$WORK/o.out"; then
	ok "an archive of revision 1 that differs: told so, and what changed"
else
	fail "older archive: $(tail -1 "$WORK/o.out")"
fi
if "$PBEMD" replay --archive "$WORK/same" > "$WORK/s.out" 2>&1; then
	fail "a difference in an archive of this revision not reported"
elif grep -q "the state after phase 3 differs" "$WORK/s.out" &&
    ! grep -q "recorded under" "$WORK/s.out"; then
	ok "the same difference in an archive of this revision: a plain difference"
else
	fail "same revision: $(tail -1 "$WORK/s.out")"
fi
"$PBEMD" replay --archive "$WORK/newer" > "$WORK/n.out" 2>&1 &&
    fail "an archive of a newer revision replayed" ||
    { grep -q "revision 99, newer than this pbemd's $rev" "$WORK/n.out" &&
    ok "an archive of a newer revision refused" || fail "newer: $(tail -1 "$WORK/n.out")"; }
[ "$fails" -eq 0 ] && echo "rules revision: all passed" || { echo "$fails failed"; exit 1; }

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# verify_tamper.sh PBEMD DEMO_HOME WORK - `pbemd verify` must catch a
# Movement Record Chart changed after its commitment: copy a finished
# Highest Ground game, alter one chart line in its final state, verify.
set -eu
PBEMD=$1 SRC_HOME=$2 WORK=$3
# Other tests open the demo home at the same time (replay, verify, leak):
# a plain copy of pbemd.db and its -wal can catch a checkpoint half done.
# Copy the files but the database and gpg-agent's sockets, then take the
# database through sqlite's online backup, which sees one committed state.
rm -rf "$WORK"
/usr/bin/python3 - "$SRC_HOME" "$WORK" <<'PY'
import shutil, sqlite3, sys
src, dst = sys.argv[1], sys.argv[2]
def copy_present(a, b):   # a gpg temporary may vanish under our feet
    try:
        shutil.copy2(a, b)
    except FileNotFoundError:
        pass
shutil.copytree(src, dst, copy_function=copy_present, ignore=shutil.ignore_patterns(
    "pbemd.db", "pbemd.db-*", "S.*", "*.lock", ".#lk*", "*~"))
with sqlite3.connect("file:%s/pbemd.db?mode=ro" % src, uri=True) as a, \
     sqlite3.connect("%s/pbemd.db" % dst) as b:
    a.backup(b)
PY
"$PBEMD" --home "$WORK" verify demo >/dev/null || { echo "FAIL: untouched game does not verify"; exit 1; }
/usr/bin/python3 - "$WORK/pbemd.db" <<'PY'
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
(state,) = db.execute("select final_state from game where id='demo'").fetchone()
s = json.loads(state)
side = sorted(s["charts"])[0]
chart = s["charts"][side]
i = len(chart) // 2
chart[i] = chart[i] + " (altered)" if isinstance(chart[i], str) else {"altered": chart[i]}
db.execute("update game set final_state=? where id='demo'",
           (json.dumps(s, sort_keys=True, separators=(",", ":")),))
db.commit()
PY
if "$PBEMD" --home "$WORK" verify demo > "$WORK/out.txt"; then
	echo "FAIL: a changed chart verified"; cat "$WORK/out.txt"; exit 1
fi
grep -q MISMATCH "$WORK/out.txt" && echo "ok - a changed chart is caught" || { echo "FAIL: no MISMATCH line"; exit 1; }

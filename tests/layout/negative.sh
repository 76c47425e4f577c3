#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# negative.sh SRCDIR WORK - the layout check is not a test that cannot
# fail: on copies of the tree, each with one breach, check.sh must fail
# and name it.  A rules module reaching into another module, by a
# relative path or by name; a module including the store; a relative
# include in the engine.
set -eu
SRC=$1 WORK=$2
fails=0
fresh() {
	rm -rf "$WORK/tree"
	mkdir -p "$WORK/tree"
	(cd "$SRC" && tar -cf - base store mailer orders src cli games) |
	    (cd "$WORK/tree" && tar -xf -)
}
breach() {	# what file line
	fresh
	printf '%s\n' "$3" >> "$WORK/tree/$2"
	if sh "$SRC/tests/layout/check.sh" "$WORK/tree" $rules > "$WORK/out.txt" 2>&1; then
		echo "not ok - layout check passed $1"; fails=$((fails + 1))
	else
		echo "ok - layout check fails on $1: $(grep FAIL -A1 "$WORK/out.txt" | tail -n 1)"
	fi
}
# The include rules (1-5); rule 6 (floating point) has its own control
# (fp_control.sh) and reads no include.
rules="1 2 3 4 5"
fresh
sh "$SRC/tests/layout/check.sh" "$WORK/tree" $rules >/dev/null ||
	{ echo "not ok - the untouched copy fails"; exit 1; }
breach "a relative include into another module" games/far-side/far_side.c \
    '#include "../strongest/ts.h"'
breach "another module's header by name" games/far-side/far_side.c \
    '#include "ts.h"'
breach "an upward include (the store) from a module" games/far-side/far_side.c \
    '#include "../../store/store.h"'
breach "the store's header by name from a module" games/strongest/strongest.c \
    '#include "store.h"'
breach "a relative include in the engine" src/report.c \
    '#include "../games/game.h"'
rm -rf "$WORK"
exit $fails

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fp_control.sh SRCDIR WORK - the negative control of check.sh's rule 5
# (no floating point in rules code): in a copy of the tree, a `double`,
# a `float` in a header, <math.h> and a libm call, each put into a rules
# file in turn, make the check fail; a "double" in a comment or a string
# does not.
set -eu
src=$1 work=$2
fail=0
rm -rf "$work"
mkdir -p "$work"
copy() {
	rm -rf "$work/tree"
	mkdir -p "$work/tree"
	for d in base store mailer orders src cli games; do
		cp -R "$src/$d" "$work/tree/$d"
	done
}
# expect WANT(pass|fail) WHAT FILE LINE
expect() {
	copy
	printf '%s\n' "$4" >> "$work/tree/$3"
	# rule 6 alone: the others read no float (check.sh's own layout test
	# runs them all on the tree as it is)
	if sh "$src/tests/layout/check.sh" "$work/tree" 6 > "$work/out" 2>&1; then
		got=pass
	else
		got=fail
	fi
	if [ "$got" = "$1" ] && { [ "$1" = pass ] ||
	    grep -q "floating point in rules code" "$work/out"; }; then
		echo "ok - $2: check says $got"
	else
		echo "FAIL - $2: check says $got, want $1"
		cat "$work/out"
		fail=1
	fi
}
mod=$(cd "$src" && ls games/far-side/*.c | head -n 1)
expect pass "the tree as it is" games/common/plane.c ""
expect fail "a double in plane.c" games/common/plane.c \
	"static double stray;"
expect fail "a float in a header" games/common/plane.h \
	"extern float stray;"
expect fail "<math.h> in a module" "$mod" "#include <math.h>"
expect fail "a libm call in a module" "$mod" \
	"static long stray(long v) { return lround(v); }"
expect fail "sqrt in the kit" games/common/hex.c \
	"static int stray(int v) { return (int)sqrt(v); }"
expect pass "double in a comment and a string" "$mod" \
	"/* a double move */ static const char stray[] = \"double\";"
rm -rf "$work"
exit $fail

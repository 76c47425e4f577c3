#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# control.sh SRCDIR BATTERY - the negative control of determinism.sh:
# beside a copy of the expected hashes, one module's hash changed, one
# module's file taken away and a file for no module must each make the
# check fail and name the module.  The games themselves are the tree's
# (a symbolic link), so the battery plays exactly what the suite does.
set -eu
src=$1 battery=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
mkdir -p "$tmp/src/tests/determinism"
ln -s "$src/games" "$tmp/src/games"
fail=0

expect_fail() {	# what name
	if out=$(sh "$src/tests/determinism/determinism.sh" "$tmp/src" \
	    "$battery" 2>&1); then
		echo "FAIL - $1: the check passed"
		fail=1
	elif ! printf '%s\n' "$out" | grep -q "$2"; then
		echo "FAIL - $1: the check failed without naming $2:"
		printf '%s\n' "$out"
		fail=1
	else
		echo "ok - $1"
	fi
}

fresh() {
	rm -rf "$tmp/src/tests/determinism/expected"
	cp -R "$src/tests/determinism/expected" "$tmp/src/tests/determinism/"
}

fresh
if ! sh "$src/tests/determinism/determinism.sh" "$tmp/src" "$battery" \
    >/dev/null 2>&1; then
	echo "FAIL - the untouched copy does not pass"
	exit 1
fi
one=$(ls "$src/tests/determinism/expected" | head -n 1)
id=${one%.sha256}
fresh
echo 0000 > "$tmp/src/tests/determinism/expected/$one"
expect_fail "a changed hash" "^$id 0000"
fresh
rm "$tmp/src/tests/determinism/expected/$one"
expect_fail "a missing file" "no file tests/determinism/expected/$one"
fresh
echo 0000 > "$tmp/src/tests/determinism/expected/no-such-game.sha256"
expect_fail "a file for no module" "no-such-game.sha256: no such module"
exit $fail

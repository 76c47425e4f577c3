#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# determinism.sh SRCDIR BATTERY [WORKDIR] - a replayed game of every rules
# system gives the same bits from every build: the battery
# (game_battery.c) of this build tree must print exactly
# game_battery.expected (so the normal and the sanitized suites check the
# same hashes); with WORKDIR, the battery is also built there at -O0 with
# gcc and at -O2 with clang (each its own CMake tree, only the battery's
# targets) and must print the same.  A deliberate change of a module's
# rules changes its line: write the new lines with
#   build/tests/determinism/game_battery SRCDIR > \
#       tests/determinism/game_battery.expected
# and say in the commit why the game plays differently.
set -eu
src=$1 normal=$2 work=${3:-}
want=$src/tests/determinism/game_battery.expected
fail=0

check() {	# name binary
	if got=$("$2" "$src") && [ "$got" = "$(cat "$want")" ]; then
		echo "ok - $1: $(echo "$got" | tail -n 1)"
	else
		echo "FAIL - $1 prints:"
		echo "$got"
		echo "want (tests/determinism/game_battery.expected):"
		cat "$want"
		fail=1
	fi
}

build() {	# name cc build-type [cflags]
	mkdir -p "$work/$1"
	if cmake -S "$src" -B "$work/$1" -DCMAKE_C_COMPILER="$2" \
	    -DCMAKE_BUILD_TYPE="$3" -DCMAKE_C_FLAGS="${4:-}" \
	    -DCMAKE_C_COMPILER_LAUNCHER="$(command -v ccache || true)" \
	    >"$work/$1.log" 2>&1 &&
	    cmake --build "$work/$1" -j2 --target game_battery \
	    >>"$work/$1.log" 2>&1; then
		check "$1" "$work/$1/tests/determinism/game_battery"
	else
		echo "FAIL - $1: the build failed:"
		tail -n 20 "$work/$1.log"
		fail=1
	fi
}

check "this build" "$normal"
if [ -n "$work" ]; then
	build gcc-O0 gcc Debug
	if command -v clang >/dev/null 2>&1; then
		# the tree's gcc-only warning switches are unknown to clang
		build clang-O2 clang Release -Wno-unknown-warning-option
	else
		echo "FAIL - no clang (scripts/install-deps installs it)"
		fail=1
	fi
fi
exit $fail

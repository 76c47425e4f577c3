#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# module_copies.sh GAMESDIR [LINES] - no plumbing copied between rules
# modules (issue 19: "a duplicate-code check between the modules finds
# no repeated plumbing").  What two modules both need belongs in the kit
# (games/*.c) once; a run of LINES (default 6) code lines standing, the
# same to the letter, in two module folders is a copy.
#
# Lines are compared as code: comments and blank lines dropped, spaces
# squeezed, and lines of punctuation alone (a lone brace) and #include
# lines left out, so that a run is six lines that each say something.
# Runs of the same shape with other names (two modules filling the
# seam's tables, a for loop over each one's units) are not copies; this
# finds the text pasted.  Each copy is named by both places, and the
# check fails when there is one (copies_control.sh: it can fail).
set -eu
GAMES=$1 N=${2:-6}
cd "$GAMES"
# the module folders (each holds a CMakeLists.txt), not the kit's common/
mods=$(for d in */CMakeLists.txt; do
	m=${d%/CMakeLists.txt}
	[ "$m" = common ] || echo "$m"
done)
[ -n "$mods" ] || { echo "module_copies: no module under $GAMES" >&2; exit 2; }
# shellcheck disable=SC2046
awk -v n="$N" '
	FNR == 1 { inc = 0; k = 0; split(FILENAME, p, "/"); mod = p[1] }
	{
		l = $0
		if (inc) {
			if (!sub(/.*\*\//, "", l)) next
			inc = 0
		}
		while (match(l, /\/\*/)) {
			rest = substr(l, RSTART + 2)
			if (match(rest, /\*\//))
				l = substr(l, 1, index(l, "/*") - 1) \
				    substr(rest, RSTART + 2)
			else {
				l = substr(l, 1, index(l, "/*") - 1)
				inc = 1
			}
		}
		sub(/\/\/.*/, "", l)
		gsub(/[ \t]+/, " ", l); sub(/^ /, "", l); sub(/ $/, "", l)
		if (l !~ /[A-Za-z0-9]/ || l ~ /^#include/) next
		# the last n lines of this file, and where the run starts
		k++; line[k % n] = l; at[k % n] = FNR
		if (k < n) next
		run = ""
		for (i = k - n + 1; i <= k; i++) {
			run = run "\n" line[i % n]
		}
		where = FILENAME ":" at[(k - n + 1) % n]
		if (run in first) {
			if (firstmod[run] != mod && !(run in told)) {
				told[run] = 1; bad++
				printf "FAIL copied between modules: %s ~ %s\n",
				    first[run], where
			}
		} else {
			first[run] = where; firstmod[run] = mod
		}
	}
	END {
		if (bad) {
			printf "%d run(s) of %d code lines stand in two modules:" \
			    " move them into the kit (games/*.c)\n", bad, n
			exit 1
		}
		print "ok - no run of " n " code lines is copied between modules"
	}' $(for m in $mods; do ls "$m"/*.c "$m"/*.h 2>/dev/null; done)

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# demo_left.sh HOME OUT - run by the demo_game test right after its demo
# (OUT: the demo's output): no process left behind (issue 15), checked at
# once, so that an agent that would end by itself later (its home gone)
# is still seen.  No process (gpg-agent, dirmngr, keyboxd, scdaemon,
# anything) names the demo's home or its players' key directory.
set -u
HOME_DIR=$1 OUT=$2
keys=$(sed -n "s/^making two players' keys with GnuPG in \(.*\)\.\.\.$/\1/p" "$OUT")
[ -n "$keys" ] || { echo "FAIL - the demo did not say where the players' keys are"; exit 1; }
# Processes whose command line names either ("[/]..." so that the pattern
# never matches pgrep itself), but for this script and the test's sh -c,
# which name the home as arguments (no subshell: pgrep writes a file).
pgrep -a -f "[/]${HOME_DIR#/}|[/]${keys#/}" > "$OUT.left" || true
l=$(awk -v me=$$ -v parent=$PPID '$1 != me && $1 != parent' "$OUT.left")
rm -f "$OUT.left"
[ -z "$l" ] || { echo "FAIL - demo left: $l"; exit 1; }
echo "ok   - demo: no process left"

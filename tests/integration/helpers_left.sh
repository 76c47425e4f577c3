#!/bin/sh
# helpers_left.sh DIR - run after every other test of the suite (a ctest
# FIXTURES_CLEANUP): no gpg-agent, dirmngr, keyboxd or scdaemon of a GnuPG
# home under DIR (the tests' build directory) is still running.
set -u
l=$(pgrep -a -f "[/]${1#/}" | grep -E "gpg-agent|dirmngr|keyboxd|scdaemon" || true)
if [ -n "$l" ]; then
	echo "FAIL - GnuPG helpers left by the tests:"
	echo "$l"
	exit 1
fi
echo "ok   - no GnuPG helper left under $1"

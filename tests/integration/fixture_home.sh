#!/bin/sh
# fixture_home.sh PBEMD SRCDIR WORK - stored games keep their meaning.
# tests/fixtures/home-v1.tar.xz holds two homes made by pbemd as of commit
# ff3a8bb (before the core was split into layers): each a whole demo game
# (database, keys, mails).  Today's code must re-adjudicate both with
# identical hashes, and still confirm every Highest Ground chart.
set -eu
PBEMD=$1 SRC=$2 WORK=$3
rm -rf "$WORK" && mkdir -p "$WORK"
tar -xJf "$SRC/fixtures/home-v1.tar.xz" -C "$WORK"
fail=0
for rules in far-side highest-ground; do
	out=$("$PBEMD" --home "$WORK/$rules" replay demo 2>&1) || true
	case $out in
	*"all hashes identical"*) echo "ok - $rules: the stored game replays with identical hashes" ;;
	*) echo "FAIL: $rules replay"; echo "$out"; fail=1 ;;
	esac
done
out=$("$PBEMD" --home "$WORK/highest-ground" verify demo 2>&1) || true
case $out in
*"every sealed record matches its commitment"*", 0 missing"*)
	echo "ok - highest-ground: every sealed chart matches its commitment" ;;
*) echo "FAIL: highest-ground verify"; echo "$out"; fail=1 ;;
esac
exit $fail

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# no_helpers.sh PBEMD SRC WORK - pbemd leaves no process behind (issue 15):
# a home with many games (game new, player add, game start, poll, `game
# key`), and afterwards no process (gpg-agent, dirmngr, keyboxd,
# scdaemon, anything) names the home.  (A whole `pbemd demo`: the
# demo_game test checks the same at once after its demo, demo_left.sh.)
# The game keyrings say no-autostart, and the game keys sign in-process.
set -u
PBEMD=$1 SRC=$2 WORK=$3
DATA=${PBEMD_DATADIR:-$SRC/..}
rm -rf "$WORK" && mkdir -p "$WORK"
fails=0
ok()   { echo "ok   - $*"; }
fail() { echo "FAIL - $*"; fails=$((fails + 1)); }
# left DIR: processes whose command line names DIR ("[/]..." so that the
# pattern never matches the shell running pgrep)
left() { pgrep -a -f "[/]${1#/}" || true; }

H=$WORK/many
"$PBEMD" --home "$H" init >/dev/null
for i in 1 2 3 4 5 6; do
	"$PBEMD" --home "$H" game new "g$i" --rules far-side \
	    --scenario "$DATA/games/far-side/scenarios/mission-station.fsw" >/dev/null &&
	"$PBEMD" --home "$H" player add "g$i" SOUTH --email s@example.org \
	    --key "$SRC/fixtures/keys/south.asc" >/dev/null &&
	"$PBEMD" --home "$H" player add "g$i" NORTH --email n@example.org \
	    --key "$SRC/fixtures/keys/north.asc" >/dev/null &&
	"$PBEMD" --home "$H" game start "g$i" >/dev/null || fail "game g$i"
done
"$PBEMD" --home "$H" poll >/dev/null || fail "poll"
"$PBEMD" --home "$H" game key g3 | grep -q "BEGIN PGP PUBLIC KEY BLOCK" || fail "game key"
n=$(ls "$H"/games/*/gnupg/private-keys-v1.d/*.key | wc -l)
[ "$n" -eq 6 ] && ok "six games, six keys, each in its own keyring" || fail "$n game keys"
[ "$(sqlite3 "$H/pbemd.db" "select count(distinct value) from setting where key='game-key'")" -eq 6 ] &&
	ok "each game names its own key" || fail "game-key settings"
l=$(left "$H")
[ -z "$l" ] && ok "six games: no process left" || fail "six games left: $l"
[ "$fails" -eq 0 ] || { echo "$fails failed"; exit 1; }
echo "all passed"

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# install.sh BUILD WORK - `cmake --install` into a fresh prefix, then play
# the demo of every registered rules system with the installed binary,
# from an empty directory and with no PBEMD_DATADIR: the installed tree
# must find its own data (store/home.c), and carry every module's whole
# data folder (the install rule names no game).
set -eu
BUILD=$1 WORK=$2
rm -rf "$WORK"
mkdir -p "$WORK/empty"
unset PBEMD_DATADIR
cmake --install "$BUILD" --prefix "$WORK/prefix" >/dev/null
BIN=$WORK/prefix/bin/pbemd
fails=0
ids=$("$BIN" demo --help | sed -n 's/^  ID: //p' | tr -d ',')
[ -n "$ids" ] || { echo "not ok - demo --help lists no rules"; exit 1; }
for id in $ids; do
	if (cd "$WORK/empty" && "$BIN" demo --rules "$id" \
	    --keep "$WORK/home-$id") > "$WORK/$id.log" 2>&1 &&
	    grep -q "all hashes identical" "$WORK/$id.log"; then
		echo "ok - installed demo --rules $id: $(grep '^game over' "$WORK/$id.log")"
	else
		echo "not ok - installed demo --rules $id"; tail -5 "$WORK/$id.log"
		fails=$((fails + 1))
	fi
done
# No code was installed with the data.
if find "$WORK/prefix/share/pbemd" -name '*.[ch]' -o -name CMakeLists.txt |
    grep -q .; then
	echo "not ok - code installed under share/pbemd"; fails=$((fails + 1))
else
	echo "ok - share/pbemd holds data only"
fi
# ... and no folder that held only code came along empty.
if [ -n "$(find "$WORK/prefix/share/pbemd" -type d -empty)" ]; then
	echo "not ok - empty folders installed under share/pbemd"; fails=$((fails + 1))
else
	echo "ok - no empty folder under share/pbemd"
fi
[ -z "$(ls -A "$WORK/empty")" ] && echo "ok - nothing written to the working directory" ||
	{ echo "not ok - files left in the working directory"; fails=$((fails + 1)); }
exit $fails

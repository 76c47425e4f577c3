#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# install.sh BUILD WORK - `cmake --install` into a fresh prefix, the
# fixture of the normal build's demo_game_* tests: each plays its demo
# with the installed binary, from WORK/empty and with no PBEMD_DATADIR
# (tests/CMakeLists.txt), so the installed tree must find its own data
# (store/home.c) and carry every module's whole data folder (the install
# rule names no game).  install_check.sh, run after them all, checks
# every registered system was played so and nothing was written to
# WORK/empty.  Here: the installed data holds no code.
set -eu
BUILD=$1 WORK=$2
rm -rf "$WORK"
mkdir -p "$WORK/empty"
unset PBEMD_DATADIR
cmake --install "$BUILD" --prefix "$WORK/prefix" >/dev/null
# the demos of this run are the homes written after this stamp
touch "$WORK/stamp"
fails=0
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
exit $fails

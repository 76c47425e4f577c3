#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# determinism.sh SRCDIR BATTERY [WORKDIR] - a replayed game of every rules
# system gives the same bits from every build: each module's line that
# the battery (game_battery.c) of this build tree prints must carry the
# hash in that module's own file, tests/determinism/expected/<id>.sha256
# (so the normal and the sanitized suites check the same hashes, and a
# new module adds a file instead of editing a shared one); with WORKDIR,
# the battery is also built there at -O0 with gcc and at -O2 with clang
# (each its own CMake tree, only the battery's targets) and must print
# the same, and where gcc -m32 links with the i386 jansson and
# libgcrypt, as a 32-bit program (the battery's sources compiled
# straight, no CMake tree: the other libraries have no i386 build here).
# A deliberate change of a module's rules changes its hash: write the
# new files with
#   build/tests/determinism/game_battery SRCDIR | sed '$d' |
#       while read -r id h; do
#           echo "$h" > tests/determinism/expected/"$id".sha256; done
# and say in the commit why the game plays differently.
set -eu
src=$1 normal=$2 work=${3:-}
want=$src/tests/determinism/expected
fail=0

# What the battery must print, given what it printed: each module it
# lists with the hash of its file (or a note that the file is missing),
# then its "all" line, which is made of those hashes alone.  A file for
# a module the battery does not list is an error too.
wanted() {	# printed
	printf '%s\n' "$1" | sed '$d' | while read -r id _; do
		if [ -r "$want/$id.sha256" ]; then
			echo "$id $(cat "$want/$id.sha256")"
		else
			echo "$id (no file tests/determinism/expected/$id.sha256)"
		fi
	done
	printf '%s\n' "$1" | tail -n 1
	for f in "$want"/*.sha256; do
		id=$(basename "$f" .sha256)
		printf '%s\n' "$1" | grep -q "^$id " ||
		    echo "(tests/determinism/expected/$id.sha256: no such module)"
	done
}

check() {	# name binary
	if got=$("$2" "$src") && [ -n "$got" ] &&
	    [ "$got" = "$(wanted "$got")" ]; then
		echo "ok - $1: $(echo "$got" | tail -n 1)"
	else
		echo "FAIL - $1 prints:"
		echo "$got"
		echo "want (tests/determinism/expected/):"
		wanted "$got"
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

# The 32-bit battery: the rules, the kit, base/ but OpenPGP, and the
# battery, each a 32-bit object (through ccache where it is installed); linked through an archive, so only what
# the battery calls is pulled in.  Skipped where gcc -m32 cannot link a
# program with the i386 jansson and libgcrypt.  On Debian 12 that takes
# libjansson4:i386 and libgcrypt20:i386 (dpkg --add-architecture i386),
# and the i386 gpg-error.h: libgpg-error-dev:i386 would remove the amd64
# one with everything built on it, so extract its header instead
# (apt-get download libgpg-error-dev:i386; dpkg-deb -x it DIR) and run
# with PBEMD_M32_CFLAGS=-IDIR/usr/include/i386-linux-gnu.
m32_libs="-L/usr/lib/i386-linux-gnu -l:libjansson.so.4 -l:libgcrypt.so.20"
m32_cflags=${PBEMD_M32_CFLAGS:-}
build_m32() {
	d=$work/gcc-m32
	rm -rf "$d" && mkdir -p "$d/obj"
	printf '#include <gcrypt.h>\n#include <jansson.h>\nint main(void)
{ json_decref(json_null()); return !gcry_check_version(0); }\n' \
	    >"$d/probe.c"
	# shellcheck disable=SC2086
	if ! gcc -m32 $m32_cflags "$d/probe.c" -o "$d/probe" $m32_libs 2>/dev/null ||
	    ! "$d/probe"; then
		echo "skip - gcc -m32 cannot link with the i386 jansson and" \
		    "libgcrypt here (how to: tests/determinism/determinism.sh)"
		return 0
	fi
	inc="$m32_cflags -I$src/base -I$src/games -I$src/games/common"
	cc32="$(command -v ccache || true) gcc -m32"
	# shellcheck disable=SC2086
	if ! ls "$src"/base/*.c "$src"/games/*.c "$src"/games/*/*.c |
	    grep -v '/openpgp' | awk '{ print NR, $0 }' |
	    xargs -P 2 -n 2 sh -c ''"$cc32"' -std=c11 -O2 -D_GNU_SOURCE \
		-Wall -Wextra -Werror -Wshadow -Wformat=2 \
		-Wno-format-nonliteral -Wno-format-truncation \
		-ffp-contract=off '"$inc"' \
		-I"$(dirname "$1")" -c "$1" -o "'"$d"'/obj/$0.o"' \
	    >"$d.log" 2>&1 ||
	    ! ar rcs "$d/libbattery.a" "$d"/obj/*.o >>"$d.log" 2>&1 ||
	    ! gcc -m32 -std=c11 -O2 -D_GNU_SOURCE $inc \
	    "$src/tests/determinism/game_battery.c" \
	    "$src/tests/determinism/example_orders.c" "$d/libbattery.a" \
	    -o "$d/game_battery" $m32_libs >>"$d.log" 2>&1; then
		echo "FAIL - gcc-m32: the build failed:"
		tail -n 20 "$d.log"
		fail=1
		return 0
	fi
	check gcc-m32 "$d/game_battery"
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
	build_m32
fi
exit $fail

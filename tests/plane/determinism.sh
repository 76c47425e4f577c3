#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# determinism.sh SRCDIR WORKDIR BATTERY - the exact plane gives the same
# bits from every build: the battery (plane_battery.c) from this build
# tree, and rebuilt at -O0, under ASan+UBSan, with clang and (where
# `gcc -m32` links) as a 32-bit program, must all hash to the same
# SHA-256, and to the one pinned below.  A deliberate change of the
# plane's answers changes the pin; nothing else may.
set -eu
src=$1 work=$2 normal=$3
want=534e116a73660266952821f36af11c5415211c65ff98dfb1cb4e4744c313709e
rm -rf "$work"
mkdir -p "$work"
files="$src/tests/plane/plane_battery.c $src/games/common/plane.c
	$src/games/common/plane_shape.c $src/games/common/plane_poly.c
	$src/games/common/plane_wide.c"
fail=0

check() {	# name command...
	name=$1
	shift
	got=$("$@" | sha256sum | cut -d' ' -f1)
	if [ "$got" = "$want" ]; then
		echo "ok - $name: $got"
	else
		echo "FAIL - $name: $got, want $want"
		fail=1
	fi
}

build() {	# name compiler flags...
	name=$1
	shift
	# shellcheck disable=SC2086
	"$@" -std=c11 -Wall -Wextra -Werror -ffp-contract=off -I"$src" \
		$files -o "$work/$name"
}

check "this build" "$normal"
build O0 gcc -O0 && check "gcc -O0" "$work/O0"
build asan gcc -O1 -g -fsanitize=address,undefined \
	-fno-sanitize-recover=all && check "gcc ASan+UBSan" "$work/asan"
if command -v clang >/dev/null 2>&1; then
	build clang clang -O2 && check "clang -O2" "$work/clang"
else
	echo "FAIL - no clang (scripts/install-deps installs it)"
	fail=1
fi
if printf 'int main(void){return 0;}\n' > "$work/m32.c" &&
    gcc -m32 "$work/m32.c" -o "$work/m32" 2>/dev/null; then
	build m32 gcc -m32 -O2 && check "gcc -m32" "$work/m32"
else
	echo "skip - gcc -m32 cannot link here (gcc-multilib)"
fi
rm -rf "$work"
exit $fail

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# man.sh PBEMD ROOT WORK - the man pages lint clean (mandoc -Tlint, at
# warning level: a page another package has not installed yet is only a
# style note), every command of `pbemd --help` is in pbemd(1), and the
# installed tree (cmake --install) holds them where man(1) looks.
set -u
PBEMD=$1 ROOT=$2 WORK=$3
fails=0
ok()   { echo "ok   - $*"; }
fail() { echo "FAIL - $*"; fails=$((fails + 1)); }
rm -rf "$WORK"; mkdir -p "$WORK"
command -v mandoc > /dev/null || { echo "FAIL - mandoc missing (scripts/install-deps)"; exit 1; }
for m in pbemd.1 pbemd.conf.5 pbemd-orders.5; do
	if mandoc -Tlint -Wwarning "$ROOT/man/$m" > "$WORK/lint" 2>&1; then
		ok "$m lints clean"
	else fail "$m:"; cat "$WORK/lint"; fi
	mandoc -Tutf8 "$ROOT/man/$m" > "$WORK/$m.txt" 2>/dev/null && [ -s "$WORK/$m.txt" ] ||
		fail "$m does not render"
done
before=$fails
# Every command the binary lists is documented, and every section a
# command's page must have is there.
"$PBEMD" --help | sed -n 's/^  \([a-z][a-z]*\).*/\1/p' | sort -u > "$WORK/cmds"
[ "$(wc -l < "$WORK/cmds")" -ge 10 ] || fail "too few commands in pbemd --help"
while read -r c; do
	grep -q "^\.It Cm $c\( \|\$\)" "$ROOT/man/pbemd.1" || fail "pbemd(1) lacks the command $c"
done < "$WORK/cmds"
for s in SYNOPSIS DESCRIPTION ENVIRONMENT FILES "EXIT STATUS" SIGNALS EXAMPLES; do
	grep -q "^\.Sh $s\$" "$ROOT/man/pbemd.1" || fail "pbemd(1) lacks $s"
done
for o in "-home" "v" "-syslog"; do
	grep -q "Fl $o\( \|\$\)" "$ROOT/man/pbemd.1" || fail "pbemd(1) lacks -$o"
done
for k in Request Reports Game Side Turn Phase; do
	grep -q "$k:" "$ROOT/man/pbemd-orders.5" || fail "pbemd-orders(5) lacks $k:"
done
[ $fails -eq "$before" ] && ok "pbemd(1) names every command, option and section; pbemd-orders(5) the envelope"
[ $fails -eq 0 ] && echo "host man: all ok" || echo "host man: $fails failure(s)"
exit $((fails != 0))

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# deb.sh ROOT WORK - the Debian package, as a host gets it: built from a
# copy of the source with `dpkg-buildpackage -us -uc -b`, lintian clean
# (no error, no warning), holding the binary, every game's data, the
# templates, the man pages and the systemd unit, with maintainer scripts
# that make the pbemd user and /var/lib/pbemd and delete a home only on a
# purge asked for.  Unpacked into a fresh root this test makes (dpkg -x),
# its binary plays `pbemd demo` from the unpacked data, which it finds
# by itself (<prefix>/bin/pbemd reads <prefix>/share/pbemd, store/home.c;
# no PBEMD_DATADIR), from a directory that is not the source tree; a
# scenario missing from the root fails the demo.
set -u
ROOT=$1 WORK=$2
fails=0
ok()   { echo "ok   - $*"; }
fail() { echo "FAIL - $*"; fails=$((fails + 1)); }
for t in dpkg-buildpackage dh lintian; do
	command -v $t > /dev/null || { echo "FAIL - $t missing (scripts/install-deps)"; exit 1; }
done
rm -rf "$WORK"; mkdir -p "$WORK/src"
# The source as a fresh checkout would have it: no build trees.
(cd "$ROOT" && tar -cf - --exclude=./.git --exclude='./build*' --exclude='./obj-*' .) |
	(cd "$WORK/src" && tar -xf -)
cd "$WORK/src" || exit 1
# Through ccache where it is installed (CMake reads the launcher from the
# environment): a file compiled alike by an earlier run is not compiled
# again.
if command -v ccache > /dev/null; then
	CMAKE_C_COMPILER_LAUNCHER=ccache; export CMAKE_C_COMPILER_LAUNCHER
fi
if DEB_BUILD_OPTIONS="parallel=$(nproc)" dpkg-buildpackage -us -uc -b > "$WORK/build.log" 2>&1; then
	ok "dpkg-buildpackage -us -uc -b"
else fail "dpkg-buildpackage"; tail -40 "$WORK/build.log"; exit 1; fi
cd "$WORK" || exit 1
deb=$(ls "$WORK"/pbemd_*.deb | head -n 1)
[ -f "$deb" ] && ok "built $(basename "$deb")" || { fail "no .deb"; exit 1; }

lintian --tag-display-limit 0 "$WORK"/pbemd_*.changes > "$WORK/lintian.log" 2>&1
if grep -q '^[EW]:' "$WORK/lintian.log"; then
	fail "lintian:"; grep '^[EW]:' "$WORK/lintian.log"
else ok "lintian: no error, no warning"; fi

dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' > "$WORK/files"
need="/usr/bin/pbemd /usr/share/man/man1/pbemd.1.gz /usr/share/man/man5/pbemd.conf.5.gz
/usr/share/man/man5/pbemd-orders.5.gz /lib/systemd/system/pbemd.service
/usr/share/doc/pbemd/examples/pbemd.conf.example /usr/share/doc/pbemd/copyright"
for t in "$ROOT"/templates/*; do need="$need /usr/share/pbemd/templates/$(basename "$t")"; done
for g in "$ROOT"/games/*/; do
	[ -f "$g/rules.json" ] || continue
	id=$(basename "$g")
	need="$need /usr/share/pbemd/games/$id/rules.json /usr/share/pbemd/games/$id/ORDERS.md"
	# every file, a scenario's own example sheets (examples/STEM/) too
	for f in $(cd "$g" && find scenarios examples -type f | sort); do
		need="$need /usr/share/pbemd/games/$id/$f"
	done
done
missing=0
for f in $need; do
	grep -qx "$f" "$WORK/files" || { fail "the package lacks $f"; missing=$((missing + 1)); }
done
[ $missing -eq 0 ] && ok "holds the binary, every game's data, templates, man pages, unit ($(echo $need | wc -w) files checked)"
grep -q '\.c$\|\.h$' "$WORK/files" && fail "source files in the package" || ok "no rules source shipped as data"

# The maintainer scripts: a system user and its home on configure; the
# home never deleted on remove, on purge only when asked.
dpkg-deb -e "$deb" "$WORK/control"
grep -q 'adduser --system' "$WORK/control/postinst" && grep -q '/var/lib/pbemd' "$WORK/control/postinst" &&
	ok "postinst makes the pbemd system user and /var/lib/pbemd" || fail "postinst"
sed -n '/"\$1" = purge/,/^fi/p' "$WORK/control/postrm" | grep -q 'PBEMD_PURGE_HOME:-no}" = yes' &&
	! grep -q 'rm -rf' "$WORK/control/prerm" 2>/dev/null &&
	[ "$(grep -c 'rm -rf /var/lib/pbemd' "$WORK/control/postrm")" -eq 1 ] &&
	ok "the home is removed only on purge with PBEMD_PURGE_HOME=yes" || fail "postrm"
for s in postinst postrm; do sh -n "$WORK/control/$s" || fail "$s: syntax"; done
# The unit names the installed binary and a documentation URI systemd
# understands.
dpkg-deb --fsys-tarfile "$deb" | tar -xOf - ./lib/systemd/system/pbemd.service > "$WORK/unit"
grep -qx 'ExecStart=/usr/bin/pbemd --home /var/lib/pbemd serve' "$WORK/unit" &&
	grep -qx 'Documentation=man:pbemd(1)' "$WORK/unit" &&
	grep -qx 'Environment=PBEMD_DATADIR=/usr/share/pbemd' "$WORK/unit" &&
	ok "the unit runs /usr/bin/pbemd on /usr/share/pbemd" || { fail "unit"; grep -v '^#' "$WORK/unit" | head -20; }

# A fresh root, the package unpacked into it, and the demo played from
# it: the installed binary with the installed data and nothing else.
R=$WORK/root
dpkg -x "$deb" "$R"
ldd "$R/usr/bin/pbemd" | grep -q 'not found' && fail "unresolved libraries" || ok "the binary's libraries resolve"
cd "$WORK" || exit 1
# (One game: the build takes most of this test's time already; the
# demos of the other games are played from the build tree by the suite.)
if env -u PBEMD_DATADIR "$R/usr/bin/pbemd" demo \
    --keep "$WORK/demo" > "$WORK/demo.log" 2>&1; then
	ok "installed pbemd demo: $(grep -i 'game over' "$WORK/demo.log" | tail -n 1)"
else fail "installed demo"; tail -20 "$WORK/demo.log"; fi
for rules in highest-ground strongest; do
	for f in "$R"/usr/share/pbemd/games/$rules/scenarios/*; do
		[ -s "$f" ] || fail "$f empty"
	done
done
# The data directory in use is the root's: the demo's scenario came
# from there (a missing copy fails).
mv "$R/usr/share/pbemd/games/far-side/scenarios" "$WORK/hidden"
env -u PBEMD_DATADIR "$R/usr/bin/pbemd" demo --rules far-side \
    --keep "$WORK/demo-hidden" > "$WORK/demo-hidden.log" 2>&1 &&
	fail "the demo ran without the root's scenarios: data read from elsewhere" ||
	ok "without the root's scenarios the demo fails: it reads the installed data"
mv "$WORK/hidden" "$R/usr/share/pbemd/games/far-side/scenarios"
man -l "$R/usr/share/man/man5/pbemd.conf.5.gz" > /dev/null 2>&1 ||
	mandoc "$R/usr/share/man/man5/pbemd.conf.5.gz" > /dev/null ||
	fail "installed pbemd.conf(5) does not render"

[ $fails -eq 0 ] && echo "host deb: all ok" || echo "host deb: $fails failure(s)"
exit $((fails != 0))

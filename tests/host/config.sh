#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# config.sh PBEMD ROOT WORK - one source for every setting: the example
# file, the file `pbemd init` writes and pbemd.conf(5)'s key list are the
# ones the key table makes; `config dump` shows the config in force with
# each value's origin, and reads back as the same config; a bad value is
# an error at file:line on a whole line of its own.
set -u
PBEMD=$1 ROOT=$2 WORK=$3
fails=0
ok()   { echo "ok   - $*"; }
fail() { echo "FAIL - $*"; fails=$((fails + 1)); }
rm -rf "$WORK"; mkdir -p "$WORK"
H=$WORK/home

"$PBEMD" config example > "$WORK/example" || fail "config example"
if diff -u "$ROOT/contrib/pbemd.conf.example" "$WORK/example"; then
	ok "contrib/pbemd.conf.example is the table's (scripts/gen-docs)"
else fail "contrib/pbemd.conf.example differs from \`pbemd config example\`"; fi

"$PBEMD" --home "$H" init > /dev/null || fail "init"
cmp -s "$H/pbemd.conf" "$WORK/example" && ok "init writes the example" ||
	fail "init writes something else than the example"

# The key list of the man page, between its markers.
sed -n '/^\.\\" BEGIN KEYS/,/^\.\\" END KEYS/p' "$ROOT/man/pbemd.conf.5" |
	sed '1d;$d' > "$WORK/man-keys"
"$PBEMD" config man > "$WORK/gen-keys"
if [ -s "$WORK/man-keys" ] && diff -u "$WORK/man-keys" "$WORK/gen-keys"; then
	ok "pbemd.conf(5) lists the table's keys (scripts/gen-docs)"
else fail "man/pbemd.conf.5 key list differs from \`pbemd config man\`"; fi

# Every key: once in the example, once in the dump, once in the man page.
"$PBEMD" --home "$H" config dump > "$WORK/dump" || fail "config dump"
keys=$(sed -n 's/^#\([a-z_]*\) .*/\1/p' "$WORK/example")
n=0
for k in $keys; do
	n=$((n + 1))
	[ "$(grep -c "^#\{0,1\}$k " "$WORK/dump")" -eq 1 ] || fail "$k not dumped once"
	grep -q "^\.It Ic $k\$" "$WORK/gen-keys" || fail "$k not in the man page"
	# A default in the example is the value in force in a fresh home.
	ex=$(sed -n "s/^#$k \(.*\)/\1/p" "$WORK/example")
	if grep -q "^$k .*# default\$" "$WORK/dump"; then
		got=$(sed -n "s/^$k  *\([^ ]*\) .*/\1/p" "$WORK/dump")
		[ "$got" = "$ex" ] || fail "$k: example says $ex, in force $got"
	fi
done
[ "$n" -ge 20 ] && ok "$n keys, each in example, dump and man page, same defaults" ||
	fail "only $n keys found in the example"

# A value set in the file is in force, marked with its line; the dump
# read back as a config is the same config.
printf 'poll_interval 7\n# a comment\nsign_outgoing no\npictures off\n' > "$H/pbemd.conf"
"$PBEMD" --home "$H" config dump > "$WORK/dump2"
grep -q "^poll_interval  *7  *# .*pbemd.conf:1\$" "$WORK/dump2" &&
grep -q "^sign_outgoing  *no  *# .*pbemd.conf:3\$" "$WORK/dump2" &&
grep -q "^mime_max_depth  *8  *# default\$" "$WORK/dump2" &&
	ok "dump: file values with file:line, the rest marked default" ||
	{ fail "dump marks"; cat "$WORK/dump2"; }
cp "$WORK/dump2" "$H/pbemd.conf"
"$PBEMD" --home "$H" config dump > "$WORK/dump3"
sed 's/ *#.*//' "$WORK/dump2" | grep . > "$WORK/v2"
sed 's/ *#.*//' "$WORK/dump3" | grep . > "$WORK/v3"
cmp -s "$WORK/v2" "$WORK/v3" && ok "the dump reads back as the same config" ||
	{ fail "dump does not read back"; diff "$WORK/v2" "$WORK/v3"; }

# A password file's path is dumped, never the password.
printf 'hunter2-secret\n' > "$H/pw"; chmod 600 "$H/pw"
printf 'inbox imap\nimap_host 127.0.0.1\nimap_user u\nimap_password_file pw\n' > "$H/pbemd.conf"
"$PBEMD" --home "$H" config dump > "$WORK/dump4" 2>&1
grep -q "^imap_password_file  *pw  *# .*pbemd.conf:4\$" "$WORK/dump4" && ! grep -q hunter2 "$WORK/dump4" &&
	ok "dump: the password file's path, never the password" || { fail "password dump"; cat "$WORK/dump4"; }

# A bad value: file:line, and one whole line even when two pbemd share
# stderr (their messages once ran together: "... yes or nopbemd: ...").
printf 'from gm@example.org\nsign_outgoing maybe\n' > "$H/pbemd.conf"
"$PBEMD" --home "$H" config dump > /dev/null 2> "$WORK/err"
[ $? -ne 0 ] && grep -qx "pbemd: .*pbemd.conf:2: bad value for sign_outgoing: expected yes or no" "$WORK/err" &&
	ok "bad value: an error at file:line, newline-terminated" ||
	{ fail "bad value message"; od -c "$WORK/err" | tail -3; }
: > "$WORK/both"
i=0
while [ $i -lt 20 ]; do
	"$PBEMD" --home "$H" status 2>> "$WORK/both" & "$PBEMD" --home "$H" poll 2>> "$WORK/both" &
	wait
	i=$((i + 1))
done
lines=$(grep -c "^pbemd: .*pbemd.conf:2: bad value for sign_outgoing: expected yes or no\$" "$WORK/both")
total=$(wc -l < "$WORK/both")
[ "$lines" -eq 40 ] && [ "$total" -eq 40 ] &&
	ok "40 errors of 20 pairs of processes: 40 whole lines" ||
	{ fail "errors ran together ($lines good of $total)"; head -5 "$WORK/both"; }

[ $fails -eq 0 ] && echo "host config: all ok" || echo "host config: $fails failure(s)"
exit $((fails != 0))

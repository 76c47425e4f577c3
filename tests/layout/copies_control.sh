#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# copies_control.sh SRCDIR WORK - module_copies.sh is not a check that
# cannot fail: on a copy of games/ where two modules each carry the same
# helper (the kit's event_is_for, pasted), it must fail and name both.
set -eu
SRC=$1 WORK=$2
rm -rf "$WORK" && mkdir -p "$WORK"
(cd "$SRC" && tar -cf - games) | (cd "$WORK" && tar -xf -)
sh "$SRC/tests/layout/module_copies.sh" "$WORK/games" >/dev/null ||
	{ echo "not ok - the untouched copy fails"; exit 1; }
paste_into() { # FILE
	cat >>"$1" <<'C'

static int
pasted_for(const json_t *ev, const char *side)
{
	const json_t *v;
	size_t i;

	if (json_is_true(json_object_get(ev, "referee")))
		return side == NULL;
	json_array_foreach(json_object_get(ev, "sides"), i, v)
		if (json_is_string(v) && strcmp(json_string_value(v), side) == 0)
			return 1;
	return 0;
}
C
}
paste_into "$WORK/games/far-side/fs_view.c"
paste_into "$WORK/games/glory/gl_view.c"
if sh "$SRC/tests/layout/module_copies.sh" "$WORK/games" >"$WORK/out.txt" 2>&1
then
	echo "not ok - a helper pasted into two modules passed"; exit 1
fi
grep -q "far-side/fs_view.c:.*glory/gl_view.c\|glory/gl_view.c:.*far-side/fs_view.c" \
    "$WORK/out.txt" ||
	{ echo "not ok - the copy is not named:"; cat "$WORK/out.txt"; exit 1; }
echo "ok - module_copies fails on a pasted helper: $(head -n 1 "$WORK/out.txt")"
rm -rf "$WORK"

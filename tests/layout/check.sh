#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check.sh SRCDIR [RULE...] - the tree keeps its layers (README "Layout"):
#   1. SQL and sqlite3_ calls live in store/ only;
#   2. product code includes no header by a relative path, so the only
#      headers a folder sees are those of the libraries it links (CMake
#      include directories), and a backward include does not compile;
#   3. each folder includes headers only of the layers below it (the
#      compiler enforces this too: a folder's include path holds only
#      the libraries it links);
#   4. no function in the foundation, store, transports, intake, engine
#      or command line is longer than 150 lines;
#   5. a rules module (games/<id>/) is a box: it includes its own
#      folder's headers, the kit's (games/*.h, games/common/*.h) and the
#      foundation's (base/), by name and never by a relative path: not
#      another module's, not the store's or the engine's.
#   6. no floating point in rules code (games/).
set -eu
cd "$1"
shift
# Only the rules named (numbers), if any: a negative control
# (tests/layout/negative.sh, fp_control.sh) runs the rules it breaches.
# The rules' bodies are not indented under their `if want`.
rules=${*:-1 2 3 4 5 6}
want() { case " $rules " in *" $1 "*) return 0 ;; esac; return 1; }
fail=0
layers="base store mailer orders src cli"

if want 1; then
hits=$(grep -n -E 'sqlite3_[a-z]|store_(exec|query|col_text|col_dup|one_int)\(|store_sql\.h' \
	$(ls base/*.[ch] mailer/*.[ch] orders/*.[ch] src/*.[ch] cli/*.[ch] \
	games/*.[ch] games/*/*.[ch]) | grep -v '^[^:]*:[0-9]*:[[:space:]]*\*' || true)
if [ -n "$hits" ]; then
	echo "FAIL: SQL outside store/:"; echo "$hits"; fail=1
else
	echo "ok - no SQL and no sqlite3_ call outside store/"
fi
fi

if want 2; then
hits=$(grep -n '#include "\.\./' $(for d in $layers; do ls $d/*.[ch]; done) || true)
if [ -n "$hits" ]; then
	echo "FAIL: relative includes cross a layer:"; echo "$hits"; fail=1
else
	echo "ok - no relative include in $layers"
fi
fi

if want 3; then
# Which folder's headers each folder may include: the layers, bottom up.
allowed() {
	case $1 in
	base)	echo "base" ;;
	store)	echo "base store" ;;
	games)	echo "base games" ;;
	mailer)	echo "base store mailer" ;;
	orders)	echo "base store orders" ;;
	src)	echo "base store games mailer orders src" ;;
	cli)	echo "base store games mailer orders src cli" ;;
	esac
}
bad=""
for d in $layers games; do
	ok=$(allowed $d)
	for f in $d/*.[ch]; do
		for hdr in $(sed -n 's/^#include "\([a-z_]*\.h\)".*/\1/p' "$f"); do
			home=""
			for l in base store games mailer orders src cli; do
				[ -f "$l/$hdr" ] && home=$l
			done
			[ -z "$home" ] && continue
			case " $ok " in
			*" $home "*) ;;
			*) bad="$bad$f includes $home/$hdr
" ;;
			esac
		done
	done
done
if [ -n "$bad" ]; then
	echo "FAIL: an include runs up the layers:"; printf '%s' "$bad"; fail=1
else
	echo "ok - every folder includes only the layers below it"
fi
fi

if want 4; then
# A function body opens with "{" in column 0 and closes with "}" in
# column 0 (the project's style); its name is on the line before "(".
long=$(for d in $layers; do ls $d/*.c; done | xargs awk '
	FNR == 1 { inbody = 0 }
	/^[a-z_][a-z0-9_]*\(/ { name = $0; sub(/\(.*/, "", name) }
	/^\{/ { inbody = 1; start = FNR; next }
	/^\}/ && inbody { inbody = 0; n = FNR - start - 1
		if (n > 150) printf "%s:%d %s: %d lines\n", FILENAME, start, name, n }')
if [ -n "$long" ]; then
	echo "FAIL: functions over 150 lines:"; echo "$long"; fail=1
else
	echo "ok - no function over 150 lines in $layers"
fi
fi
if want 5; then
bad=""
for m in games/*/; do
	m=${m%/}
	[ "$m" = games/common ] && continue
	for f in "$m"/*.[ch]; do
		[ -f "$f" ] || continue
		for hdr in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f"); do
			case $hdr in
			*/*) bad="$bad$f includes \"$hdr\" by a path
"; continue ;;
			esac
			if [ -f "$m/$hdr" ] || [ -f "games/$hdr" ] ||
			    [ -f "games/common/$hdr" ] || [ -f "base/$hdr" ]; then
				continue
			fi
			bad="$bad$f includes $hdr, outside its box
"
		done
	done
done
if [ -n "$bad" ]; then
	echo "FAIL: a rules module reaches out of its box:"; printf '%s' "$bad"; fail=1
else
	echo "ok - every rules module includes only its own, the kit's and base/ headers"
fi
fi
if want 6; then
# 6. Rules code is exact (issue 19): no floating point under games/, not
#    even in a comment-free corner of a module: no float or double, no
#    <math.h>/<fenv.h>, no libm call.  Comments and string literals are
#    stripped first (the C preprocessor keeps line markers for the
#    report), so "200: double" in a comment or a "double move" in a
#    message is fine.
# Files still carrying floating point from before the rule, each to be
# made integer by its module's owner and then struck from this list.
fp_pending=""
fp_words='\b(float|double|_Complex|_Float[0-9]+x?|__float128|__fp16)\b|#[[:space:]]*include[[:space:]]*<(math|complex|tgmath|fenv)\.h>'
fp_calls='\b(sqrtf?|sinf?|cosf?|tanf?|asinf?|acosf?|atanf?|atan2f?|sinh|cosh|tanh|expf?|exp2|expm1|logf?|log10|log2|log1p|powf?|hypotf?|cbrt|fabsf?|floorf?|ceilf?|roundf?|lroundf?|llroundf?|truncf?|rintf?|lrintf?|llrint|nearbyint|fmodf?|remainder|fminf?|fmaxf?|fma|modf|frexp|ldexp|scalbn|copysign|erff?|tgamma|lgamma)[[:space:]]*\('
# One compiler run for every file (a run each cost most of the check's
# time): each file's text starts with its own line marker.
fp_files=""
for f in $(find games -name '*.[ch]' | sort); do
	case " $fp_pending " in *" $f "*) continue ;; esac
	fp_files="$fp_files $f"
done
# shellcheck disable=SC2086
hits=$(${CC:-cc} -fpreprocessed -dD -E -x c $fp_files 2>/dev/null | awk '
	/^# [0-9]+ "/ { n = $2; f = $3; gsub(/"/, "", f); next }
	{ line = $0
	  gsub(/"([^"\\]|\\.)*"/, "\"\"", line)
	  gsub(/'"'"'([^'"'"'\\]|\\.)*'"'"'/, "'"''"'", line)
	  print f ":" n ": " line; n++ }' |
    grep -E "^[^:]*:[0-9]*: .*($fp_words|$fp_calls)" || true)
[ -z "$hits" ] || hits="$hits
"
if [ -n "$hits" ]; then
	echo "FAIL: floating point in rules code (games/):"; printf '%s' "$hits"; fail=1
else
	echo "ok - no float, double or libm call under games/"
fi
fi
exit $fail

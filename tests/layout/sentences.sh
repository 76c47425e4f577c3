#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# sentences.sh SRCDIR - every sentence the code asks for is in
# templates/sentences.txt: each "area.key" literal the engine passes to
# template_words/template_sentence/announce, and refuse.KEY.why/.todo for
# every refusal key intake and the engine use.  A host's rewording can
# then never leave a mail short of a sentence.
set -eu
cd "$1"
file=templates/sentences.txt
fail=0
have() { grep -q "^$1 *=" "$file"; }
for k in $(grep -ohE '"(notice|announce|request|report|receipt|duplicate)\.[a-z.-]+"' src/*.c | tr -d '"' | sort -u); do
	case $k in *.) continue ;; esac	# a prefix built on ("%s.subject")
	have "$k" || { echo "FAIL: $file lacks $k"; fail=1; }
	case $k in announce.*)
		case $k in *.due|*.subject) ;; *)
			have "$k.subject" || { echo "FAIL: $file lacks $k.subject"; fail=1; } ;;
		esac ;;
	esac
done
for k in $(grep -ohE '(refuse\(([a-z]+, )?|return )"[a-z-]+"' orders/intake.c src/seal.c |
    grep -oE '"[a-z-]+"' | tr -d '"' | sort -u); do
	for part in why todo; do
		have "refuse.$k.$part" || { echo "FAIL: $file lacks refuse.$k.$part"; fail=1; }
	done
done
[ $fail -eq 0 ] && echo "ok - every sentence the code uses is in $file"
exit $fail

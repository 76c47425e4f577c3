#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# install_check.sh WORK TESTDIR - after the normal build's demos, played
# by the installed binary (install.sh) into TESTDIR/demo-*: every rules
# system the installed `pbemd demo --help` lists was played to its end by
# one of them, in this run (a home written after install.sh's stamp), and
# none of them wrote to the working directory.
set -eu
WORK=$1
BIN=$WORK/prefix/bin/pbemd
fails=0
ids=$(cd "$WORK/empty" && env -u PBEMD_DATADIR "$BIN" demo --help |
    sed -n 's/^  ID: //p' | tr -d ',')
[ -n "$ids" ] || { echo "not ok - demo --help lists no rules"; exit 1; }
played=""
for db in "$2"/demo-*/pbemd.db; do
	[ -f "$db" ] && [ "$db" -nt "$WORK/stamp" ] || continue
	played="$played $(sqlite3 "$db" "select rules from game where id = 'demo' and result is not null")"
done
for id in $ids; do
	case " $played " in
	*" $id "*) echo "ok - installed demo --rules $id played to its end" ;;
	*) echo "not ok - no finished demo of $id by the installed binary"
	   fails=$((fails + 1)) ;;
	esac
done
[ -z "$(ls -A "$WORK/empty")" ] && echo "ok - nothing written to the working directory" ||
	{ echo "not ok - files left in the working directory"; fails=$((fails + 1)); }
exit $fails

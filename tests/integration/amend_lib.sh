# SPDX-License-Identifier: GPL-3.0-or-later
# amend_lib.sh - what every amend_<rules>.sh test shares, sourced after
# lib.sh's setup: the referee's amend command at a fresh fake time, a
# refusal expected with its reason, the open phase's stored state, and
# the mails the referee's change sent.
expect_eq() { [ "$2" = "$3" ] && ok "$1" || fail "$1: expected $3, got $2"; }
subj_to() { grep -l "^Subject: .*$1" "$H"/mail/outbox/new/* 2>/dev/null | xargs -r grep -l "^To: <$2@" | wc -l; }
last_to() {
	f=$(grep -l "^To: <$1@" "$H"/mail/outbox/new/* | sort | tail -n 1)
	python3 -c 'import email,sys; m=email.message_from_binary_file(open(sys.argv[1],"rb"))
for p in m.walk():
    if p.get_content_type()=="text/plain": sys.stdout.write(p.get_payload(decode=True).decode())' "$f"
}
tick() { T=$((T + 1)); PBEMD_FAKE_TIME=$T; export PBEMD_FAKE_TIME; }
amend() { tick; pbemd referee g1 amend "$@"; }
refuse() {
	name=$1 pat=$2; shift 2
	if amend "$@" > "$WORK/r.txt" 2>&1; then fail "$name: accepted"
	elif grep -q -- "$pat" "$WORK/r.txt"; then ok "$name"
	else fail "$name: $(cat "$WORK/r.txt")"; fi
}
state() { sqlite3 "$H/pbemd.db" "select state from phase where game='g1' and status='open'"; }

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# limits.sh PBEMD SRC WORK - every intake limit is a config key with a safe
# default; each one, set low, refuses what passes it, says why, and changes
# nothing.  Uses the checked-in fixtures (tests/fixtures).
set -eu
PBEMD=$1 SRC=$2 WORK0=$3 WORK=$3
. "$SRC/security/lib.sh"
M=$FX/mail
S=south@example.org
case_home() { WORK=$WORK0/$1; H=$WORK/home; setup "$2"; }

# The defaults, as `pbemd init` leaves them, take a normal sheet.
case_home defaults ""
expect default-limits "$M/primary-signature.eml" accepted $S "accepted and sealed"
pbemd config check >/dev/null 2>&1 || pbemd check-config >/dev/null 2>&1 ||
	fail "the default config does not check"

# A mail past max_mail_size is refused unread (only its head is looked at).
case_home max-mail "max_mail_size 1024"
expect max-mail-size "$M/primary-signature.eml" refused $S "larger than 1024 bytes"

# MIME depth and part count: the forwarded sheet has 6 parts, 3 levels.
case_home mime-parts "mime_max_parts 4"
expect mime-max-parts "$M/forwarded-attachment.eml" refused $S "too many parts"
expect mime-parts-sheet-ok "$M/primary-signature.eml" accepted $S "accepted and sealed"
case_home mime-depth "mime_max_depth 2"
expect mime-max-depth "$M/nested-signed-part.eml" refused $S "nests too deep"

# Sheet lines and line length, counted on the verified text.
case_home sheet-lines "sheet_max_lines 10"
expect sheet-max-lines "$M/primary-signature.eml" refused $S "more than 10 lines"
case_home sheet-line "sheet_max_line_length 40"
expect sheet-max-line-length "$M/primary-signature.eml" refused $S "longer than 40 characters"

# Signed mails per side per phase: past the limit one answer, then silence.
case_home rate "sheets_per_phase 3"
expect rate-1 "$M/mutt-pgpmime.eml" accepted $S "accepted and sealed"
expect rate-2 "$M/neomutt-pgpmime.eml" accepted $S "accepted and sealed"
expect rate-3 "$M/mutt-inline.eml" accepted $S "accepted and sealed"
expect rate-4 "$M/neomutt-inline.eml" refused $S "more than 3 signed mails"
expect rate-5 "$M/primary-signature.eml" refused - ""
cur=$(db "select text from sheet where current = 1 and side = 'SOUTH'" | grep '^Nonce:')
[ "$cur" = "Nonce: mutt-inline" ] && ok "rate: the last sheet within the limit stands" ||
	fail "rate: current sheet is '$cur'"

# Mail from an address in no game: answered once a day, or never.
printf 'From: Someone <nobody@elsewhere.example>\nTo: pbemd@localhost\nSubject: hi\nMessage-ID: <s1@elsewhere.example>\n\nhello\n' > "$WORK0/s1.eml"
sed 's/s1@/s2@/' "$WORK0/s1.eml" > "$WORK0/s2.eml"
sed 's/s1@/s3@/; s/nobody@elsewhere.example/south@example.org/' "$WORK0/s1.eml" > "$WORK0/s3.eml"
sed 's/s1@/s4@/; s/nobody@elsewhere.example/south@example.org/' "$WORK0/s1.eml" > "$WORK0/s4.eml"
case_home stranger-daily ""
expect stranger-first "$WORK0/s1.eml" refused nobody@elsewhere.example "not signed"
expect stranger-again-same-day "$WORK0/s2.eml" refused - ""
expect player-address-always-1 "$WORK0/s3.eml" refused $S "not signed"
expect player-address-always-2 "$WORK0/s4.eml" refused $S "not signed"
case_home stranger-never "unknown_sender_reply never"
expect stranger-never "$WORK0/s1.eml" refused - ""
expect player-address-never-setting "$WORK0/s3.eml" refused $S "not signed"

# All strangers together get at most 100 answers a day (a flood of mail,
# each with another forged From:, cannot make pbemd a spam source).
case_home stranger-flood ""
before=$(outbox_count)
i=0
while [ $i -lt 101 ]; do
	i=$((i + 1))
	printf 'From: <x%d@flood.example>\nSubject: hi\nMessage-ID: <f%d@flood.example>\n\nhello\n' $i $i \
	    > "$H/mail/inbox/new/f$i.eml"
done
pbemd poll >/dev/null
[ "$(( $(outbox_count) - before ))" -eq 100 ] && ok "stranger flood: 100 answers, then silence" ||
	fail "stranger flood: $(( $(outbox_count) - before )) answers"

# Bad values are refused with file:line.
case_home bad-config ""
printf 'sheets_per_phase 0\n' >> "$H/pbemd.conf"
if out=$(pbemd poll 2>&1); then fail "sheets_per_phase 0 accepted"
else echo "$out" | grep -q "pbemd.conf:[0-9]*: bad value for sheets_per_phase" &&
	ok "bad limit reported as file:line" || fail "bad limit message: $out"; fi
finish

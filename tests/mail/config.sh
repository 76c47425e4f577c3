#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# config.sh PBEMD SRC WORK - the live-mail config keys: every error as
# file:line, a password file others can read is refused, plaintext only
# on loopback, and `config check` names what does not work.
set -u
PBEMD=$1 SRC=$2 WORK=$3
H=$WORK/home
fails=0
ok()   { echo "ok   - $*"; }
fail() { echo "FAIL - $*"; fails=$((fails + 1)); }
rm -rf "$WORK"; mkdir -p "$WORK"
"$PBEMD" --home "$H" init >/dev/null
printf 'secret\n' > "$H/pw"; chmod 600 "$H/pw"
conf() { printf "$1" > "$H/pbemd.conf"; "$PBEMD" --home "$H" config check > "$WORK/out" 2>&1; }
expect() { # expect NAME PATTERN
	if grep -q -- "$2" "$WORK/out"; then ok "$1"; else fail "$1"; sed 's/^/    /' "$WORK/out"; fi
}
conf 'inbox imap\nimap_host 127.0.0.1\nimap_user u\nimap_password_file pw\nimap_tls none\nimap_port 1\noutbox smtp\nsmtp_host 127.0.0.1\nsmtp_port 1\nsmtp_tls none\n'
[ $? -eq 1 ] && ok "unreachable servers: exit 1" || fail "exit status"
expect "imap failure named" "imap: FAILED"
expect "smtp failure named" "smtp: FAILED"
grep -q secret "$WORK/out" && fail "password printed" || ok "password never printed"
chmod 644 "$H/pw"
conf 'from a@b.example\ninbox imap\nimap_host 127.0.0.1\nimap_user u\nimap_password_file pw\n'
expect "group/world-readable password file refused at file:line" "pbemd.conf:5: .*readable by group or others"
chmod 600 "$H/pw"
conf 'inbox imap\nimap_host mail.example.org\nimap_user u\nimap_password_file pw\nimap_tls none\n'
expect "plaintext refused off loopback" "pbemd.conf:5: imap_tls none is allowed only"
conf 'inbox imap\nimap_user u\n'
expect "imap needs a host" "pbemd.conf:1: inbox imap needs imap_host"
conf 'imap_folder a"b\n'
expect "a quote in a folder name refused" "pbemd.conf:1: bad value for imap_folder"
conf 'smtp_host evil/host@x\n'
expect "a URL in a host name refused" "pbemd.conf:1: bad value for smtp_host"
conf 'outbox smtp\nsmtp_host 127.0.0.1\nsmtp_user u\n'
expect "smtp_user needs a password file" "smtp_user needs smtp_password_file"
[ "$fails" -eq 0 ] && echo "all passed" || { echo "$fails failed"; exit 1; }

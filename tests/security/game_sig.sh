#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# game_sig.sh PBEMD SRC WORK - the game key's in-process signature
# (base/openpgp_sig.c) is what gpg and gpgme accept, on real mails: two
# games in one home, each with its own key; start mails (the game key
# attached), receipts, refusals and reports (map.png attached inside the
# signed entity, and view.json for the side that sent `Reports: full`;
# one side's encrypted to it).  Every
# signed mail of both games, decrypted first where it is encrypted, must
#   - verify with `gpg --verify` as a player does it (pgpmail.py), its
#     VALIDSIG naming the game's own key (`pbemd game key`), the issuer;
#   - verify with gpgme alone (tests/tools/gpgme_verify, none of pbemd's
#     code), as that same key;
#   - not verify in a keyring holding only the other game's key.
set -eu
PBEMD=$1 SRC=$2 WORK=$3
. "$SRC/security/lib.sh"
PM="/usr/bin/python3 $SRC/security/pgpmail.py"
MK="/usr/bin/python3 $SRC/fixtures/tools/mkfixture.py"
GV=${GPGME_VERIFY:?the gpgme_verify tool (tests/tools)}
KEYS=$(mktemp -d /tmp/pbs.XXXXXX)	# short: gpg-agent socket paths
cleanup() {
	for k in "$KEYS"/*; do
		[ -d "$k" ] && gpgconf --homedir "$k" --kill all 2>/dev/null || true
	done
	rm -rf "$KEYS"
}
trap cleanup EXIT
player_keys "$KEYS"

rm -rf "$WORK"; mkdir -p "$WORK"
pbemd init >/dev/null
for g in fx fy; do
	pbemd game new $g --rules far-side \
	    --scenario "$DATA/games/far-side/scenarios/mission-station.fsw" >/dev/null
	pbemd player add $g SOUTH --email south@example.org --key "$KEYS/south.asc" >/dev/null
	pbemd player add $g NORTH --email north@example.org --key "$KEYS/north.asc" >/dev/null
	pbemd game start $g >/dev/null
done
pbemd poll >/dev/null
# Each game's key, alone in a keyring of its own (what a player holds).
for g in fx fy; do
	pbemd game key $g > "$WORK/$g.asc"
	mkdir -m 700 "$KEYS/only-$g"
	gpg --homedir "$KEYS/only-$g" --batch --quiet --import "$WORK/$g.asc" 2>/dev/null
	eval "key_$g=\$(pbemd game key $g | sed -n 's/^# game $g, key fingerprint //p')"
done
[ -n "$key_fx" ] && [ -n "$key_fy" ] && [ "$key_fx" != "$key_fy" ] &&
	ok "two games, two game keys ($key_fx, $key_fy)" || fail "game keys '$key_fx' '$key_fy'"
for who in south north; do
	for g in fx fy; do GNUPGHOME=$KEYS/$who gpg --batch --quiet --import "$WORK/$g.asc" 2>/dev/null; done
done

sheet() {	# sheet GAME SIDE [EXTRA-LINE]
	printf 'Game: %s\nSide: %s\nTurn: 0\nPhase: deploy\n\n' "$1" "$2"
	[ -n "${3:-}" ] && printf '%s\n' "$3"
	cat "$DATA/games/far-side/examples/deploy-$(echo "$2" | tr A-Z a-z).txt"
}
send() {	# send WHO FILE
	n=$((n + 1))
	GNUPGHOME=$KEYS/$1 $MK --from "$1@example.org" "$2" > "$H/mail/inbox/tmp/e$n.eml"
	mv "$H/mail/inbox/tmp/e$n.eml" "$H/mail/inbox/new/e$n.eml"
}
# fx: SOUTH wants its reports encrypted; a refusal (a wrong turn) too.
sheet fx SOUTH "Reports: encrypted" > "$WORK/fx-south.txt"
sheet fx NORTH > "$WORK/fx-north.txt"
sheet fy SOUTH > "$WORK/fy-south.txt"
sheet fy NORTH "Reports: full" > "$WORK/fy-north.txt"
sed 's/^Turn: 0/Turn: 7/' "$WORK/fy-north.txt" > "$WORK/fy-wrong.txt"
send south "$WORK/fx-south.txt"
send north "$WORK/fy-wrong.txt"
pbemd poll >/dev/null
send north "$WORK/fx-north.txt"
send south "$WORK/fy-south.txt"
send north "$WORK/fy-north.txt"
pbemd poll >/dev/null

# check MAIL: verify every way; counts into the tallies.
total=0 pictures=0 views=0 encrypted=0
check() {
	m=$1
	g=$(sed -n 's/^Message-ID: <pbemd\.\([a-z0-9]*\)\..*/\1/p' "$m" | head -n 1)
	case $g in fx) want=$key_fx other=fy ;; fy) want=$key_fy other=fx ;; *) return ;; esac
	to=$(sed -n 's/^To: <\([a-z]*\)@example.org>.*/\1/p' "$m" | head -n 1)
	f=$WORK/$(basename "$m")
	case $($PM kind "$m") in
	encrypted)
		GNUPGHOME=$KEYS/$to $PM decrypt "$m" > "$f" 2>/dev/null || { fail "$m: $to cannot decrypt it"; return; }
		encrypted=$((encrypted + 1)) ;;
	signed) cp "$m" "$f" ;;
	*) fail "$m: neither signed nor encrypted"; return ;;
	esac
	total=$((total + 1))
	GNUPGHOME=$KEYS/only-$g $PM verify "$f" > /dev/null 2>&1 || { fail "$m: gpg --verify (pgpmail.py) refuses it"; return; }
	v=$(gpg --homedir "$KEYS/only-$g" --batch --no-tty --status-fd 1 --verify "$f.sig" "$f.signed" 2>/dev/null |
	    sed -n 's/^\[GNUPG:\] VALIDSIG \([0-9A-F]*\) .* \([0-9A-F]*\)$/\1 \2/p')
	[ "$v" = "$want $want" ] || fail "$m: VALIDSIG '$v', the game key is $want"
	r=$("$GV" "$KEYS/only-$g" "$f.sig" "$f.signed") || { fail "$m: gpgme refuses it: $r"; return; }
	[ "$r" = "GOOD $want" ] || fail "$m: gpgme: '$r', the game key is $want"
	gpg --homedir "$KEYS/only-$other" --batch --no-tty --verify "$f.sig" "$f.signed" >/dev/null 2>&1 &&
		fail "$m: verifies with the key of game $other"
	"$GV" "$KEYS/only-$other" "$f.sig" "$f.signed" >/dev/null && fail "$m: gpgme accepts it as game $other's"
	if grep -q '^X-pbemd-Kind: report' "$m"; then
		grep -q '^Content-Type: image/png; name="map.png"' "$f.signed" &&
		    pictures=$((pictures + 1)) ||
			fail "$m: a report without map.png in the signed entity"
		grep -q 'filename="view.json"' "$f.signed" && views=$((views + 1)) || true
	fi
}
for m in "$H"/mail/outbox/new/*.eml; do check "$m"; done
reports=$(grep -l '^X-pbemd-Kind: report' "$H"/mail/outbox/new/*.eml | wc -l)
[ "$total" -ge 12 ] && [ "$reports" -eq 4 ] && [ "$pictures" -eq 4 ] && [ "$views" -eq 1 ] && [ "$encrypted" -ge 2 ] &&
	ok "$total signed mails ($reports reports with map.png, $views with view.json, $encrypted encrypted): gpg --verify and gpgme accept each as its own game's key, and only that" ||
	fail "checked $total mails, $reports reports, $pictures with pictures, $views with view.json, $encrypted encrypted"
grep -l '^X-pbemd-Kind: refusal' "$H"/mail/outbox/new/*.eml >/dev/null &&
	ok "a refusal among them" || fail "no refusal was sent"
finish

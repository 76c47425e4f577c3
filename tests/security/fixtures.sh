#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fixtures.sh PBEMD SRC WORK - the checked-in real-client fixtures
# (tests/fixtures/make-fixtures.sh) through the real binary: each is taken
# or refused as a player would expect, the reply says why and goes to the
# key owner's registered address, and a refusal changes nothing.
set -eu
PBEMD=$1 SRC=$2 WORK=$3
. "$SRC/security/lib.sh"
setup
M=$FX/mail
S=south@example.org

# What real clients send: every one is taken.
for f in mutt-pgpmime neomutt-pgpmime mutt-pgpmime-classic \
    neomutt-pgpmime-classic mutt-inline neomutt-inline gpg-clearsign-pasted \
    clearsign-qp clearsign-base64 pgpmime-qp-crlf pgpmime-base64 \
    pgpmime-7bit-lf pgpmime-flowed pgpmime-utf8 clearsign-utf8 \
    pgpmime-latin1 clearsign-latin1 pgpmime-bom clearsign-bom \
    subkey-signature; do
	expect "$f" "$M/$f.eml" accepted $S "accepted and sealed"
done
# Identity is the key: From: says NORTH, the key is SOUTH's; the receipt
# goes to SOUTH's registered address.
expect from-other-player "$M/from-other-player.eml" accepted $S "SOUTH orders"
# A reply quoting the last report above the signed block: the quote is
# ignored, and the receipt says so.
expect reply-quoting "$M/reply-quoting.eml" accepted $S "outside the signed block was ignored"
expect primary-signature "$M/primary-signature.eml" accepted $S "accepted and sealed"
# The same mail again (same Message-ID): taken once, and the player told.
expect resent-same-mail "$M/primary-signature.eml" duplicate $S "already received"
# The same signed sheet again with a new Message-ID: nothing changes.
expect resent-new-msgid "$M/resent-new-msgid.eml" duplicate $S "same as the sheet"
# The last accepted sheet is the one that counts.
cur=$(db "select text from sheet where current = 1 and side = 'SOUTH'" | grep '^Nonce:')
[ "$cur" = "Nonce: primary-signature" ] && ok "the last accepted sheet is current" ||
    fail "current sheet is '$cur'"

# Spoofing classes: each refused, with the reason, changing nothing.
expect forwarded-attachment "$M/forwarded-attachment.eml" refused $S "only one part"
expect mixed-unsigned-before "$M/mixed-unsigned-before.eml" refused $S "only one part"
expect mixed-unsigned-after "$M/mixed-unsigned-after.eml" refused $S "only one part"
expect nested-signed-part "$M/nested-signed-part.eml" refused $S "only one part"
expect clearsign-unsigned-before "$M/clearsign-unsigned-before.eml" refused $S "outside the signed block"
expect clearsign-unsigned-after "$M/clearsign-unsigned-after.eml" refused $S "outside the signed block"
expect two-signatures-pgpmime "$M/two-signatures-pgpmime.eml" refused $S "more than one signature"
expect two-signatures-inline "$M/two-signatures-inline.eml" refused $S "more than one signature"
expect unknown-key "$M/unknown-key.eml" refused $S "not registered"
expect replay-other-side "$M/replay-other-side.eml" refused $S "signed with the key of side SOUTH"
expect replay-other-turn "$M/replay-other-turn.eml" refused $S "for turn 3"
expect replay-other-phase "$M/replay-other-phase.eml" refused $S "phase orders"
expect replay-other-game "$M/replay-other-game.eml" refused $S "of a game on this server"

# Keys that went bad after registration: the referee's keyring learns of
# the expiry or revocation; sheets signed with them are refused.
GNUPGHOME=$H/games/fx/gnupg gpg --batch --quiet --import \
    "$FX/keys/north-expired-update.asc" "$FX/keys/south-revoked-update.asc" 2>/dev/null ||
	fail "cannot import the key updates"
expect expired-key "$M/expired-key.eml" refused north@example.org "expired"
expect revoked-key "$M/revoked-key.eml" refused $S "revoked"
finish

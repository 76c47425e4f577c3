#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""mailtext.py MAIL... - what a player reads in each mail pbemd sent: the
From/To/Subject headers and every text/plain part, transfer-decoded (a
signed mail is quoted-printable whenever its text is not plain 7-bit
ASCII).  Encrypted mail shows no text: decrypt it with pgpmail.py.
"""
import email, email.policy, sys

for path in sys.argv[1:]:
    with open(path, "rb") as f:
        msg = email.message_from_binary_file(f, policy=email.policy.compat32)
    for h in ("From", "To", "Subject", "X-pbemd-Kind"):
        if msg[h] is not None:
            print("%s: %s" % (h, msg[h]))
    print()
    for part in msg.walk():
        if part.get_content_type() != "text/plain":
            continue
        raw = part.get_payload(decode=True) or b""
        cs = part.get_content_charset() or "utf-8"
        sys.stdout.write(raw.decode(cs, "replace").replace("\r\n", "\n"))

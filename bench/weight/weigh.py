#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""bench/weight/weigh.py - what a demo's mail weighs, as delivered.

   weigh.py LABEL OUTBOX_DIR

Reads every mail of a Maildir outbox (the files as they would go over
the wire: headers, MIME, base64) and prints one line: the report mails
(start, report and end) counted per recipient, their average and largest
size, the share of the PNG map parts in them (encoded, base64 included),
and the bytes one player receives over the whole game (every mail to
him, receipts too; the player who receives more).
"""
import email
import email.policy
import os
import sys

REPORT_KINDS = ("start", "report", "end")


def part_bytes(msg, ctype):
    """Encoded bytes of the parts of type ctype (headers excluded)."""
    n = 0
    for p in msg.walk():
        if p.get_content_type() == ctype and not p.is_multipart():
            n += len(p.get_payload(decode=False).encode("ascii", "replace"))
    return n


def main():
    label, outbox = sys.argv[1], sys.argv[2]
    reports, png, per_player = [], 0, {}
    for d in ("new", "cur"):
        path = os.path.join(outbox, d)
        if not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            with open(os.path.join(path, name), "rb") as f:
                raw = f.read()
            msg = email.message_from_bytes(raw, policy=email.policy.compat32)
            to = msg.get("To", "?")
            per_player[to] = per_player.get(to, 0) + len(raw)
            if msg.get("X-pbemd-Kind", "") in REPORT_KINDS:
                reports.append(len(raw))
                png += part_bytes(msg, "image/png")
    if not reports:
        print("%-26s no report mails in %s" % (label, outbox))
        return 1
    total = sum(reports)
    print("%-26s %4d reports  average %6.1f KB  largest %6.1f KB  PNG %3d %%"
          "  a player over the game %7.1f KB" % (
              label, len(reports), total / len(reports) / 1024,
              max(reports) / 1024, round(100 * png / total),
              max(per_player.values()) / 1024))
    return 0


if __name__ == "__main__":
    sys.exit(main())

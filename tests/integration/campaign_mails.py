#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""campaign_mails.py DB-A DB-B ADDRESS - the leak test's comparison of every
mail one player was sent in two runs of a campaign (campaign_series.sh):
each mail's parts (text, the map PNG, the JSON view) byte for byte, in
the order they were queued.  Left out as the run's own chance, not the
enemy's roster: each game's own signing key (its signature part, its
public key and fingerprint in the start mail) and the debrief, which
reveals every roster by design.  Exits 1 at the first difference, naming
the mail and part.
"""
import email, re, sqlite3, sys

def parts(db, addr):
    out = []
    rows = sqlite3.connect(db).execute(
        "select kind, game, seq, data from outbox where rcpt=? and "
        "kind != 'debrief' order by id", (addr,)).fetchall()
    for kind, game, seq, data in rows:
        m = email.message_from_bytes(bytes(data))
        keys = set()
        for p in m.walk():
            if p.get_content_type() == "application/pgp-keys":
                for fpr in re.findall(rb"[0-9A-F]{40}", p.get_payload(
                        decode=True) or b""):
                    keys.add(fpr)
        got = []
        for p in m.walk():
            t = p.get_content_type()
            if p.is_multipart() or t in ("application/pgp-signature",
                                         "application/pgp-keys"):
                continue
            body = p.get_payload(decode=True) or b""
            # the game's own key, as the start mail names it
            body = re.sub(rb"[0-9A-F]{40}|[0-9A-F]{4}( [0-9A-F]{4}){9}",
                          b"<game key>", body)
            got.append((t, body))
        out.append(("%s %s %s" % (kind, game, seq), got))
    return out

a = parts(sys.argv[1], sys.argv[3])
b = parts(sys.argv[2], sys.argv[3])
if len(a) != len(b):
    print("FAIL - %s was sent %d mails in one run, %d in the other"
          % (sys.argv[3], len(a), len(b)))
    sys.exit(1)
n = 0
for (wa, pa), (wb, pb) in zip(a, b):
    if wa != wb or pa != pb:
        for (ta, xa), (tb, xb) in zip(pa, pb):
            if ta != tb or xa != xb:
                print("FAIL - %s: its %s part differs" % (wa, ta))
                break
        else:
            print("FAIL - %s: its parts differ" % wa)
        sys.exit(1)
    n += sum(1 for _ in pa)
print("ok   - every mail to %s (%d mails, %d parts: text, PNG, JSON) "
      "identical" % (sys.argv[3], len(a), n))

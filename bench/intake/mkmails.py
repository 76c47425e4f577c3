#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""mkmails.py - the mails of bench/intake: COUNT signed order sheets for one
side of one phase, in one process, signed in parallel by the real gpg CLI
(GNUPGHOME from the environment selects the signer).

  mkmails.py --count N --out DIR --body FILE --game G --side S --turn T
             --phase P [--from ADDR] [--to ADDR] [--jobs J] [--gpg-dir D]

Mail i (1-based) gets the envelope lines, a distinct `Nonce: i` line and
the body, and its own Message-ID.  Odd i are PGP/MIME (RFC 3156: the
quoted-printable entity is signed over its exact CRLF bytes), even i are
inline clearsigned; both are assembled by hand, as
tests/integration/mkmail.py does, never re-serialised by a library.  Files
are named so that name order is sending order (maildir.c takes mail in name
order, so the last sheet is the one that stands) and stored with LF line
ends, as an MDA delivers into a Maildir.

With --gpg-dir, what a procmail recipe would hand `gpg --verify` goes
there too: NNNNNN.asc (the clearsigned block) or NNNNNN.sig and
NNNNNN.data (the detached signature and the exact CRLF entity it signs).

Signing one mail at a time through tests/integration/mkmail.py costs a
Python start per mail; here the only per-mail cost is the gpg process.
"""
import argparse
import concurrent.futures
import os
import quopri
import subprocess
import sys

p = argparse.ArgumentParser()
p.add_argument("--count", type=int, required=True)
p.add_argument("--out", required=True)
p.add_argument("--body", required=True)
p.add_argument("--game", required=True)
p.add_argument("--side", required=True)
p.add_argument("--turn", required=True)
p.add_argument("--phase", required=True)
p.add_argument("--from", dest="frm", default="player@example.org")
p.add_argument("--to", default="pbemd@localhost")
p.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
p.add_argument("--gpg-dir")
a = p.parse_args()

GPG = ["gpg", "--batch", "--quiet", "--no-tty", "--pinentry-mode",
       "loopback", "--passphrase", "", "--digest-algo", "SHA256"]


def gpg(args, data):
    return subprocess.run(GPG + args, input=data, check=True,
                          capture_output=True).stdout


def crlf(b):
    return b.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")


def qp(b):
    # quopri leaves "From " alone; mbox-style MTAs would mangle it after
    # signing, so it is encoded, as mail programs do.
    q = quopri.encodestring(b).replace(b"\nFrom ", b"\n=46rom ")
    return b"=46" + q[1:] if q.startswith(b"From ") else q


body = open(a.body, "rb").read().replace(b"\r\n", b"\n")
if not body.endswith(b"\n"):
    body += b"\n"


def keep(i, files):
    if not a.gpg_dir:
        return
    for ext, data in files.items():
        with open(os.path.join(a.gpg_dir, "%06d.%s" % (i, ext)), "wb") as f:
            f.write(data)


def one(i):
    sheet = (b"Game: %s\nSide: %s\nTurn: %s\nPhase: %s\nNonce: %d\n\n" %
             (a.game.encode(), a.side.encode(), a.turn.encode(),
              a.phase.encode(), i)) + body
    hdr = ("From: Player <%s>\nTo: <%s>\nSubject: orders %d\n"
           "Date: Sun, 22 Nov 2026 12:00:00 +0000\n"
           "Message-ID: <bench.%06d.%s@players.example.org>\n"
           "MIME-Version: 1.0\n" % (a.frm, a.to, i, i, a.side)).encode()
    if i % 2 == 0:
        signed = gpg(["--clearsign"], sheet)
        msg = hdr + b"Content-Type: text/plain; charset=utf-8\n\n" + signed
        keep(i, {"asc": signed})
    else:
        entity = crlf(b"Content-Type: text/plain; charset=utf-8\n"
                      b"Content-Transfer-Encoding: quoted-printable\n\n" +
                      qp(sheet))
        sig = gpg(["--detach-sign", "--armor"], entity)
        keep(i, {"sig": sig, "data": entity})
        ob = b"bench-%06d" % i
        msg = (crlf(hdr) +
               b"Content-Type: multipart/signed; micalg=pgp-sha256;\r\n"
               b" protocol=\"application/pgp-signature\"; boundary=\"" +
               ob + b"\"\r\n\r\nOpenPGP/MIME signed message\r\n--" + ob +
               b"\r\n" + entity + b"\r\n--" + ob + b"\r\nContent-Type: "
               b"application/pgp-signature; name=\"signature.asc\"\r\n\r\n"
               + crlf(sig) + b"\r\n--" + ob + b"--\r\n")
    msg = msg.replace(b"\r\n", b"\n")
    name = os.path.join(a.out, "bench-%06d.%s.eml" % (i, a.side))
    with open(name + ".tmp", "wb") as f:
        f.write(msg)
    os.rename(name + ".tmp", name)


os.makedirs(a.out, exist_ok=True)
if a.gpg_dir:
    os.makedirs(a.gpg_dir, exist_ok=True)
with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
    for _ in ex.map(one, range(1, a.count + 1)):
        pass
sys.exit(0)

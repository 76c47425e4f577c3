#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""mksheets.py - the mails of bench/host: one signed order sheet per line
of a spec file, signed in parallel by the real gpg CLI.

  mksheets.py --spec FILE --out DIR [--jobs J]

Each spec line is

  GNUPGHOME FROM GAME SIDE TURN PHASE BODYFILE

and becomes DIR/NNNNNN.eml (NNNNNN the line number: name order is
sending order): the envelope lines, then the body, signed by the first
secret key of GNUPGHOME; odd lines PGP/MIME (RFC 3156, the
quoted-printable entity signed over its exact CRLF bytes), even lines
inline clearsigned, assembled by hand as bench/intake/mkmails.py does.
"""
import argparse
import concurrent.futures
import os
import quopri
import subprocess
import sys

p = argparse.ArgumentParser()
p.add_argument("--spec", required=True)
p.add_argument("--out", required=True)
p.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
a = p.parse_args()


def gpg(home, args, data):
    return subprocess.run(["gpg", "--homedir", home, "--batch", "--quiet",
                           "--no-tty", "--pinentry-mode", "loopback",
                           "--passphrase", "", "--digest-algo", "SHA256"] +
                          args, input=data, check=True,
                          capture_output=True).stdout


def crlf(b):
    return b.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")


def qp(b):
    q = quopri.encodestring(b).replace(b"\nFrom ", b"\n=46rom ")
    return b"=46" + q[1:] if q.startswith(b"From ") else q


bodies = {}


def one(item):
    i, (home, frm, game, side, turn, phase, bodyfile) = item
    if bodyfile not in bodies:
        bodies[bodyfile] = open(bodyfile, "rb").read().replace(b"\r\n", b"\n")
    sheet = (b"Game: %s\nSide: %s\nTurn: %s\nPhase: %s\n\n" %
             (game.encode(), side.encode(), turn.encode(), phase.encode()) +
             bodies[bodyfile])
    hdr = ("From: Player <%s>\nTo: <pbemd@localhost>\nSubject: %s %s\n"
           "Date: Sun, 22 Nov 2026 12:00:00 +0000\n"
           "Message-ID: <host.%06d.%s.%s@players.example.org>\n"
           "MIME-Version: 1.0\n" % (frm, game, side, i, game, side)).encode()
    if i % 2 == 0:
        signed = gpg(home, ["--clearsign"], sheet)
        msg = hdr + b"Content-Type: text/plain; charset=utf-8\n\n" + signed
    else:
        entity = crlf(b"Content-Type: text/plain; charset=utf-8\n"
                      b"Content-Transfer-Encoding: quoted-printable\n\n" +
                      qp(sheet))
        sig = gpg(home, ["--detach-sign", "--armor"], entity)
        ob = b"host-%06d" % i
        msg = (crlf(hdr) +
               b"Content-Type: multipart/signed; micalg=pgp-sha256;\r\n"
               b" protocol=\"application/pgp-signature\"; boundary=\"" +
               ob + b"\"\r\n\r\nOpenPGP/MIME signed message\r\n--" + ob +
               b"\r\n" + entity + b"\r\n--" + ob + b"\r\nContent-Type: "
               b"application/pgp-signature; name=\"signature.asc\"\r\n\r\n"
               + crlf(sig) + b"\r\n--" + ob + b"--\r\n")
    name = os.path.join(a.out, "%06d.eml" % i)
    with open(name + ".tmp", "wb") as f:
        f.write(msg.replace(b"\r\n", b"\n"))
    os.rename(name + ".tmp", name)


spec = [l.split() for l in open(a.spec) if l.strip()]
os.makedirs(a.out, exist_ok=True)
with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
    for _ in ex.map(one, enumerate(spec, 1)):
        pass
sys.exit(0)

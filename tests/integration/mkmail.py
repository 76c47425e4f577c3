#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Build a player's mail the way a mail program does, signed by the real
gpg CLI (GNUPGHOME from the environment).  Used by the integration tests.

  mkmail.py [--mode pgpmime|inline|unsigned|html|html-signed|mixed|attached]
            [--key UID] [--from ADDR] [--to ADDR] [--subject S]
            [--msgid ID] [--header 'Name: value'] [--lf] [--tamper OLD NEW]
            BODY_FILE > mail.eml

The PGP/MIME entity is signed over its exact CRLF bytes (RFC 3156) and the
message is assembled by hand: never re-serialised by a library.
"""
import argparse, base64, quopri, secrets, subprocess, sys

p = argparse.ArgumentParser()
p.add_argument("body")
p.add_argument("--mode", default="pgpmime")
p.add_argument("--key")
p.add_argument("--from", dest="frm", default="player@example.org")
p.add_argument("--to", default="pbemd@localhost")
p.add_argument("--subject", default="orders")
p.add_argument("--msgid")
p.add_argument("--header", action="append", default=[])
p.add_argument("--lf", action="store_true")
p.add_argument("--tamper", nargs=2)
a = p.parse_args()

def gpg(args, data):
    cmd = ["gpg", "--batch", "--quiet", "--no-tty", "--pinentry-mode",
           "loopback", "--passphrase", "", "--digest-algo", "SHA256"]
    if a.key:
        cmd += ["--local-user", a.key]
    return subprocess.run(cmd + args, input=data, check=True,
                          capture_output=True).stdout

def crlf(b):
    return b.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")

body = open(a.body, "rb").read()
msgid = a.msgid or (secrets.token_hex(8) + "@players.example.org")
hdr = ("From: Player <%s>\nTo: <%s>\nSubject: %s\nDate: Sun, 22 Nov 2026 "
       "12:00:00 +0000\nMessage-ID: <%s>\nMIME-Version: 1.0\n" %
       (a.frm, a.to, a.subject, msgid)).encode()
for h in a.header:
    hdr += h.encode() + b"\n"

def qp(b):
    q = quopri.encodestring(b).replace(b"\nFrom ", b"\n=46rom ")
    return b"=46" + q[1:] if q.startswith(b"From ") else q

text_part = (b"Content-Type: text/plain; charset=utf-8\n"
             b"Content-Transfer-Encoding: quoted-printable\n\n" + qp(body))

if a.mode == "unsigned":
    msg = hdr + b"Content-Type: text/plain; charset=utf-8\n\n" + body
elif a.mode == "html":
    msg = (hdr + b"Content-Type: text/html; charset=utf-8\n\n<html><body><pre>"
           + body + b"</pre></body></html>\n")
elif a.mode == "inline":
    signed = gpg(["--clearsign"], body)
    msg = hdr + b"Content-Type: text/plain; charset=utf-8\n\n" + signed
elif a.mode == "mixed":
    # A clearsigned sheet with unsigned text in a second part beside it.
    signed = gpg(["--clearsign"], body)
    msg = (hdr + b"Content-Type: multipart/mixed; boundary=\"mx\"\n\n--mx\n"
           b"Content-Type: text/plain\n\n" + signed + b"\n--mx\n"
           b"Content-Type: text/plain\n\nACT EVIL MOVE\n--mx--\n")
else:
    entity = crlf(text_part)
    if a.mode == "html-signed":
        # PGP/MIME signed, but the one part is HTML: a mail program set
        # to compose HTML, as Thunderbird is by default.
        entity = crlf(b"Content-Type: text/html; charset=utf-8\n"
                      b"Content-Transfer-Encoding: quoted-printable\n\n" +
                      qp(b"<html><body><p>" + body.replace(b"\n", b"<br>\n") +
                         b"</p></body></html>\n"))
    sig = gpg(["--detach-sign", "--armor"], entity)
    ob = b"sig-" + secrets.token_hex(6).encode()
    signed = (b"Content-Type: multipart/signed; micalg=pgp-sha256;\r\n"
              b" protocol=\"application/pgp-signature\"; boundary=\"" + ob +
              b"\"\r\n\r\nOpenPGP/MIME signed message\r\n--" + ob + b"\r\n" +
              entity + b"\r\n--" + ob + b"\r\nContent-Type: application/"
              b"pgp-signature; name=\"signature.asc\"\r\n\r\n" + crlf(sig) +
              b"\r\n--" + ob + b"--\r\n")
    if a.mode == "attached":
        # The signed sheet forwarded as an attachment of a new mail.
        msg = (hdr + b"Content-Type: multipart/mixed; boundary=\"fw\"\n\n--fw\n"
               b"Content-Type: text/plain\n\nsee attached\n--fw\n"
               b"Content-Type: message/rfc822\n\n" + crlf(hdr) + signed +
               b"\n--fw--\n")
    else:
        msg = hdr + signed
msg = crlf(msg)
if a.tamper:
    old, new = a.tamper[0].encode(), a.tamper[1].encode()
    assert old in msg, "tamper target not found"
    msg = msg.replace(old, new, 1)
if a.lf:
    msg = msg.replace(b"\r\n", b"\n")
sys.stdout.buffer.write(msg)

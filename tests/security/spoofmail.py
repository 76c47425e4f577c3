#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Forge attack mails from the checked-in fixtures, without any secret
key: what an attacker who has seen a player's signed mail can build.

  spoofmail.py KIND FIXTURE [FIXTURE2] > attack.eml
  KIND: msgid NEWID | nomsgid | header 'Name: value' | badsig | transplant
        | alternative-html | alternative-unsigned | two-blocks
        | fake-armor | subject-inject
"""
import re, sys

def read(p):
    return open(p, "rb").read()

def split(msg):
    """Headers and body, on the first empty line (CRLF or LF)."""
    m = re.search(rb"\r?\n\r?\n", msg)
    return msg[:m.start()], msg[m.end():]

def set_msgid(msg, new):
    h, b = split(msg)
    h = re.sub(rb"(?im)^message-id:.*$", b"Message-ID: <" + new + b">", h, 1)
    return h + b"\n\n" + b

kind, src = sys.argv[1], sys.argv[2]
msg = read(src)
out = None
if kind == "msgid":
    out = set_msgid(msg, sys.argv[3].encode())
elif kind == "nomsgid":
    h, b = split(msg)
    h = re.sub(rb"(?im)^message-id:.*\r?\n", b"", h)
    out = h + b"\n\n" + b
elif kind == "header":
    h, b = split(msg)
    out = h + b"\n" + sys.argv[3].encode() + b"\n\n" + b
elif kind == "badsig":
    # One order changed after signing: the unit now deploys elsewhere.
    assert b"DEPLOY R1   B3" in msg
    out = set_msgid(msg.replace(b"DEPLOY R1   B3", b"DEPLOY R1   J8", 1),
                    b"badsig@attacker.example")
elif kind == "transplant":
    # The signature of one signed mail under the text of another.
    other = read(sys.argv[3])
    sig = re.search(rb"-----BEGIN PGP SIGNATURE-----.*?-----END PGP SIGNATURE-----",
                    other, re.S).group(0)
    out = re.sub(rb"-----BEGIN PGP SIGNATURE-----.*?-----END PGP SIGNATURE-----",
                 lambda _m: sig, msg, count=1, flags=re.S)
    out = set_msgid(out, b"transplant@attacker.example")
else:
    h, b = split(msg)
    h = re.sub(rb"(?im)^(content-type|content-transfer-encoding):.*(\r?\n[ \t].*)*\r?\n",
               b"", h + b"\n")
    h = re.sub(rb"(?im)^message-id:.*$", b"Message-ID: <" + kind.encode() +
               b"@attacker.example>", h)
    block = b.replace(b"\r\n", b"\n")
    evil = b"<html><body><pre>DEPLOY R1 J8 FACE S</pre></body></html>\n"
    if kind == "alternative-html":
        # The signed text beside an HTML rendering saying something else:
        # only the signed text/plain may count.
        body = (b"Content-Type: multipart/alternative; boundary=\"al\"\n\n--al\n"
                b"Content-Type: text/plain; charset=utf-8\n\n" + block +
                b"\n--al\nContent-Type: text/html; charset=utf-8\n\n" + evil +
                b"--al--\n")
    elif kind == "alternative-unsigned":
        body = (b"Content-Type: multipart/alternative; boundary=\"al\"\n\n--al\n"
                b"Content-Type: text/plain; charset=utf-8\n\nDEPLOY R1 J8 FACE S\n"
                b"\n--al\nContent-Type: text/html; charset=utf-8\n\n<pre>" + block +
                b"</pre>\n--al--\n")
    elif kind == "two-blocks":
        other = split(read(sys.argv[3]))[1].replace(b"\r\n", b"\n")
        body = b"Content-Type: text/plain; charset=utf-8\n\n" + block + b"\n" + other
    elif kind == "fake-armor":
        # An unsigned "signed message" header wrapped around a real block,
        # hoping the verifier reads the outer text as signed.
        body = (b"Content-Type: text/plain; charset=utf-8\n\n"
                b"-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n"
                b"Game: fx\nSide: SOUTH\nTurn: 0\nPhase: deploy\n\n"
                b"DEPLOY R1 J8 FACE S\nEND\n" + block)
    elif kind == "subject-inject":
        # A folded Subject: whose continuation looks like a header line:
        # it must never become a header of the reply.
        h = re.sub(rb"(?im)^subject:.*$", b"Subject: orders\n Bcc: victim@elsewhere.example", h)
        body = b"Content-Type: text/plain; charset=utf-8\n\n" + block
    else:
        sys.exit("unknown kind " + kind)
    out = h.rstrip(b"\r\n") + b"\n" + body
sys.stdout.buffer.write(out.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n"))

#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Mails for tests/security/batch.sh, made from the checked-in fixtures
(whose secret keys are not checked in):

  batchmail.py msgid FILE NEWID       the mail under another Message-ID
  batchmail.py tamper FILE NEWID      one byte of the signed text changed
  batchmail.py armor HOW FILE NEWID   the signature's armor changed, its
                                      packet kept: HOW is crc (a wrong
                                      CRC), nocrc (none), header (an
                                      armor header gpg calls invalid),
                                      junk (a character gpg skips)
  batchmail.py smuggle A B NEWID      mail B's text, but as its signature
                                      A's signature packet followed by a
                                      literal data packet of A's signed
                                      entity (a signed message smuggled
                                      in where a detached signature goes)

Everything else is kept byte for byte."""
import base64, re, sys

def crc24(data):
    crc = 0xB704CE
    for b in data:
        crc ^= b << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF

def msgid(data, new):
    return re.sub(rb"(?im)^Message-ID:.*$", b"Message-ID: <" + new.encode() + b">", data, count=1)

def parts(data):
    """(entity, armored signature) of a PGP/MIME fixture, as bytes."""
    b = re.search(rb'boundary="([^"]+)"', data).group(1)
    chunks = data.split(b"--" + b)
    entity = chunks[1][chunks[1].index(b"\n") + 1:]
    entity = entity[:-2] if entity.endswith(b"\r\n") else entity[:-1]
    sig = re.search(rb"-----BEGIN PGP SIGNATURE-----.*?-----END PGP SIGNATURE-----", chunks[2], re.S).group(0)
    return entity, sig

def dearmor(sig):
    body = sig.split(b"\n\n", 1)[1] if b"\n\n" in sig else sig.split(b"\r\n\r\n", 1)[1]
    lines = [l.strip() for l in body.splitlines() if l.strip() and not l.startswith(b"-----") and not l.startswith(b"=")]
    return base64.b64decode(b"".join(lines))

def armor(pkt):
    b64 = base64.b64encode(pkt)
    lines = [b64[i:i + 64] for i in range(0, len(b64), 64)]
    crc = base64.b64encode(crc24(pkt).to_bytes(3, "big"))
    return b"-----BEGIN PGP SIGNATURE-----\n\n" + b"\n".join(lines) + b"\n=" + crc + b"\n-----END PGP SIGNATURE-----"

def crlf(b):
    return b.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")

cmd = sys.argv[1]
if cmd == "msgid":
    out = msgid(open(sys.argv[2], "rb").read(), sys.argv[3])
elif cmd == "tamper":
    data = msgid(open(sys.argv[2], "rb").read(), sys.argv[3])
    i = data.index(b"Side:")
    out = data[:i] + b"side:" + data[i + 5:]
elif cmd == "armor":
    how, data = sys.argv[2], open(sys.argv[3], "rb").read()
    _, sig = parts(data)
    pkt = dearmor(sig)
    new = armor(pkt)
    if how == "crc":
        i = new.rindex(b"\n=") + 2
        new = new[:i] + (b"B" if new[i:i + 1] == b"A" else b"A") + new[i + 1:]
    elif how == "nocrc":
        i = new.rindex(b"\n=")
        new = new[:i] + new[new.index(b"\n", i + 1):]
    elif how == "header":
        new = new.replace(b"-----\n\n", b"-----\nComment:x\n\n", 1)
    elif how == "junk":
        new = new.replace(b"-----\n\n", b"-----\n\n!", 1)
    out = msgid(data.replace(sig, new), sys.argv[4])
elif cmd == "smuggle":
    a, b = open(sys.argv[2], "rb").read(), open(sys.argv[3], "rb").read()
    ent_a, sig_a = parts(a)
    lit = b"b\x00\x00\x00\x00\x00" + crlf(ent_a)
    n = len(lit)
    pkt = dearmor(sig_a) + bytes([0xCB, 0xFF]) + n.to_bytes(4, "big") + lit
    _, sig_b = parts(b)
    out = msgid(b.replace(sig_b, armor(pkt)), sys.argv[4])
sys.stdout.buffer.write(out)

#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What a player's mail program does with pbemd's signed or encrypted
mail, with the real gpg CLI (GNUPGHOME from the environment):

  pgpmail.py kind MAIL         signed | encrypted | plain
  pgpmail.py decrypt MAIL      the decrypted MIME entity, to stdout
  pgpmail.py verify FILE       exit 0 iff its multipart/signed verifies;
                               prints the signed text (QP-decoded)
  pgpmail.py key FILE          the application/pgp-keys part, to stdout

FILE may be a whole mail or a decrypted entity.  The signed bytes are cut
out by hand (RFC 3156 section 5: the first part exactly as sent, CRLF
canonical), never re-serialised by a library.
"""
import quopri, re, subprocess, sys

def crlf(b):
    return b.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")

def boundary(data, subtype):
    m = re.search(rb"(?is)content-type:\s*multipart/" + subtype +
                  rb";.*?boundary=\"([^\"]+)\"", data)
    return m.group(1) if m else None

def parts(data, b):
    """Raw parts between --b lines (without the CRLF before a delimiter)."""
    data = crlf(data)
    chunks = data.split(b"\r\n--" + b)
    out = []
    for c in chunks[1:]:
        if c.startswith(b"--"):
            break
        out.append(c[2:])          # the CRLF ending the delimiter line
    return out

def body_of(part):
    i = part.find(b"\r\n\r\n")
    return part[:i], part[i + 4:]

cmd, path = sys.argv[1], sys.argv[2]
data = open(path, "rb").read()
if cmd == "kind":
    print("encrypted" if boundary(data, b"encrypted") else
          "signed" if boundary(data, b"signed") else "plain")
elif cmd == "decrypt":
    p = parts(data, boundary(data, b"encrypted"))
    _, armored = body_of(p[1])
    r = subprocess.run(["gpg", "--batch", "--quiet", "--decrypt"],
                       input=armored, capture_output=True)
    sys.stderr.buffer.write(r.stderr)
    sys.stdout.buffer.write(r.stdout)
    sys.exit(r.returncode)
elif cmd == "verify":
    b = boundary(data, b"signed")
    p = parts(data, b)
    signed = p[0]
    _, sig = body_of(p[1])
    open(path + ".signed", "wb").write(signed)
    open(path + ".sig", "wb").write(sig)
    r = subprocess.run(["gpg", "--batch", "--verify", path + ".sig",
                        path + ".signed"], capture_output=True)
    sys.stderr.buffer.write(r.stderr)
    if r.returncode == 0:
        h, text = body_of(signed)
        if boundary(signed, b"mixed"):
            h, text = body_of(parts(signed, boundary(signed, b"mixed"))[0])
        sys.stdout.buffer.write(quopri.decodestring(text))
    sys.exit(r.returncode)
elif cmd == "key":
    for p in parts(data, boundary(data, b"mixed")):
        h, text = body_of(p)
        if b"application/pgp-keys" in h:
            sys.stdout.buffer.write(quopri.decodestring(text))

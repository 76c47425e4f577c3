#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""imapctl.py - the IMAP side of bench/imap, over one connection per call
(Python's imaplib, plaintext LOGIN: loopback dovecot only).

  imapctl.py PORT USER PASSFILE append DIR [FOLDER]
      APPEND every regular file of DIR to FOLDER (default INBOX), in name
      order (bench/intake/mkmails.py names them in sending order, so UID
      order is sending order and the last sheet is the one that stands, as
      with the Maildir inbox).  MULTIAPPEND (RFC 3502) when the server has
      it, in batches: one round trip per batch instead of two per mail.
      imaplib turns the LF line ends into CRLF, as an MDA's IMAP client
      must.  Prints "appended N".
  imapctl.py PORT USER PASSFILE count FOLDER...
      "FOLDER MESSAGES" per folder (0 for a folder that does not exist).
  imapctl.py PORT USER PASSFILE drop FOLDER...
      DELETE each folder that exists (never INBOX): a round starts with
      no processed folder, as the first poll of a home does.

Exits non-zero on any server refusal.
"""
import imaplib
import os
import sys

BATCH = 100   # mails per MULTIAPPEND command


def login(port, user, passfile):
    with open(passfile) as f:
        pw = f.read().strip()
    m = imaplib.IMAP4("127.0.0.1", port)
    typ, _ = m.login(user, pw)
    if typ != "OK":
        sys.exit("imapctl: login refused")
    return m


def quote(name):
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


def crlf(b):
    return b.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")


def multiappend(m, folder, msgs):
    """One APPEND command carrying every message of msgs as a LITERAL+
    literal ({n+}: no continuation round trip), sent by hand: imaplib
    knows neither MULTIAPPEND nor LITERAL+."""
    tag = m._new_tag()
    out = tag + b" APPEND " + quote(folder).encode()
    for body in msgs:
        out += b" {%d+}\r\n" % len(body) + body
    m.send(out + b"\r\n")
    while True:
        line = m._get_line()
        if line.startswith(tag + b" "):
            if not line[len(tag) + 1:].startswith(b"OK"):
                sys.exit("imapctl: APPEND refused: %r" % line)
            return


def append(m, folder, d):
    names = sorted(n for n in os.listdir(d)
                   if os.path.isfile(os.path.join(d, n)))
    caps = m.capabilities
    fast = "MULTIAPPEND" in caps and "LITERAL+" in caps
    done = 0
    for i in range(0, len(names), BATCH if fast else 1):
        msgs = []
        for n in names[i:i + (BATCH if fast else 1)]:
            with open(os.path.join(d, n), "rb") as f:
                msgs.append(crlf(f.read()))
        if fast:
            multiappend(m, folder, msgs)
        else:
            typ, data = m.append(quote(folder), None, None, msgs[0])
            if typ != "OK":
                sys.exit("imapctl: APPEND refused: %r" % data)
        done += len(msgs)
    print("appended %d" % done)


def count(m, folders):
    for f in folders:
        typ, data = m.status(quote(f), "(MESSAGES)")
        n = 0
        if typ == "OK":
            s = data[0].decode()
            n = int(s[s.rindex("MESSAGES ") + 9:].rstrip(")"))
        print("%s %d" % (f, n))


def drop(m, folders):
    for f in folders:
        if f.upper() == "INBOX":
            sys.exit("imapctl: will not delete INBOX")
        typ, data = m.list('""', quote(f))
        if typ == "OK" and data and data[0] is not None:
            typ, data = m.delete(quote(f))
            if typ != "OK":
                sys.exit("imapctl: DELETE %s refused: %r" % (f, data))


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    port, user, passfile, cmd = (int(sys.argv[1]), sys.argv[2],
                                 sys.argv[3], sys.argv[4])
    args = sys.argv[5:]
    m = login(port, user, passfile)
    try:
        if cmd == "append" and len(args) in (1, 2):
            append(m, args[1] if len(args) == 2 else "INBOX", args[0])
        elif cmd == "count" and args:
            count(m, args)
        elif cmd == "drop" and args:
            drop(m, args)
        else:
            sys.exit(__doc__)
    finally:
        m.logout()


main()

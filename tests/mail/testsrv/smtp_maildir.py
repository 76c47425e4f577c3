#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""(From ../shared/toolchain.md, plus SMTP_REJECT for pbemd tests.)
Tiny test SMTP server (Debian python3-aiosmtpd): accepts every message on HOST:PORT and stores
the raw DATA bytes (dot-unstuffed, CRLF -> LF, NOT re-serialised) as one file per message in
MAILDIR/new, prefixed with Return-Path:/Delivered-To: like a real MTA's local delivery.
usage: /usr/bin/python3 smtp_maildir.py HOST PORT MAILDIR [PIDFILE]   (runs in foreground)
Must run with Debian's /usr/bin/python3 (a pyenv/venv python won't see python3-aiosmtpd)."""
import os, signal, socket, sys, threading, time
from aiosmtpd.controller import Controller

class RawMaildir:
    def __init__(self, maildir):
        self.maildir = maildir
        for sub in ("tmp", "new", "cur"):
            os.makedirs(os.path.join(maildir, sub), exist_ok=True)
        self.n = 0
        # pbemd tests: what each session did, in order ("DATA <msgid>",
        # "QUIT"), to show when pbemd marks a mail sent
        self.events = maildir.rstrip("/") + ".events"

    def event(self, line):
        with open(self.events, "a") as f:
            f.write(line + "\n")

    async def handle_QUIT(self, server, session, envelope):
        self.event("QUIT")
        return "221 Bye"

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        # pbemd tests: SMTP_REJECT=addr,... answers 550 for those recipients
        if address.lower() in [a for a in os.environ.get("SMTP_REJECT", "").lower().split(",") if a]:
            return "550 5.1.1 <%s>: no such user here" % address
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        raw = envelope.original_content.replace(b"\r\n", b"\n")
        head = b"Return-Path: <%s>\n" % envelope.mail_from.encode()
        for r in envelope.rcpt_tos:
            head += b"Delivered-To: %s\n" % r.encode()
        self.n += 1
        name = "%d.M%dP%dQ%d.%s" % (time.time(), time.time_ns() % 10**6, os.getpid(), self.n, socket.gethostname())
        tmp = os.path.join(self.maildir, "tmp", name)
        with open(tmp, "wb") as f:
            f.write(head + raw)
            f.flush(); os.fsync(f.fileno())
        os.chmod(tmp, 0o644)   # readable by dovecot's mail uid when we run as root
        os.rename(tmp, os.path.join(self.maildir, "new", name))   # atomic Maildir delivery
        msgid = b""
        for line in raw.split(b"\n"):
            if line == b"":
                break
            if line.lower().startswith(b"message-id:"):
                msgid = line[11:].strip()
        self.event("DATA " + msgid.decode("ascii", "replace"))
        return "250 2.0.0 OK queued as " + name

def main():
    host, port, maildir = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    ctl = Controller(RawMaildir(maildir), hostname=host, port=port)
    ctl.start()                                   # returns once the socket accepts connections
    if len(sys.argv) > 4:
        with open(sys.argv[4], "w") as f:
            f.write("%d\n" % os.getpid())
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *a: stop.set())
    signal.signal(signal.SIGINT, lambda *a: stop.set())
    print("smtp_maildir listening on %s:%d -> %s" % (host, port, maildir), flush=True)
    stop.wait()
    ctl.stop()

if __name__ == "__main__":
    main()

#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""helpers_left.py TAG - no process left behind (issue 15).

Runs after every other test of the suite (a ctest FIXTURES_CLEANUP that
every test requires).  Every test ran with PBEMD_TEST_RUN=TAG in its
environment (tests/CMakeLists.txt, pbemd_tag_tests), and every process
it started inherited it: pbemd, gpg, a gpg-agent, dirmngr, keyboxd or
scdaemon that gpg autostarted (wherever its home was, /tmp included),
dovecot and the SMTP sink.  Any such process still alive now was left
behind, and fails the test.

It first proves it can see one: a child started with the tag must be
found, or the check itself is broken (no /proc, environments unreadable)
and fails rather than passing on nothing.
"""
import os
import subprocess
import sys
import time


def tagged(tag):
    """{pid: command line} of live processes whose environment has TAG."""
    want = ("PBEMD_TEST_RUN=" + tag).encode()
    found = {}
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) == os.getpid():
            continue
        try:
            with open("/proc/%s/stat" % name, "rb") as f:
                state = f.read().rsplit(b")", 1)[1].split()[0]
            if state in (b"Z", b"X"):
                continue        # exited, only not yet reaped
            with open("/proc/%s/environ" % name, "rb") as f:
                env = f.read().split(b"\0")
            if want not in env:
                continue
            with open("/proc/%s/cmdline" % name, "rb") as f:
                cmd = f.read().replace(b"\0", b" ").decode(errors="replace")
        except (OSError, IndexError):
            continue            # gone meanwhile, or not ours to read
        found[int(name)] = cmd.strip()
    return found


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: helpers_left.py TAG")
    tag = sys.argv[1]
    env = dict(os.environ, PBEMD_TEST_RUN=tag)
    probe = subprocess.Popen(["sleep", "60"], env=env)
    try:
        # Popen returns once the child's exec has closed its pipes, which
        # is before the kernel has laid out the new environment that
        # /proc/PID/environ reads: the probe gets a few seconds to appear.
        for _ in range(50):
            if probe.pid in tagged(tag):
                break
            time.sleep(0.1)
        else:
            print("FAIL - the check cannot see a tagged process (pid %d): "
                  "it would miss any left behind" % probe.pid)
            return 1
    finally:
        probe.kill()
        probe.wait()
    print("ok   - the check sees a process carrying the tag")
    # A helper that is just shutting down (gpgconf --kill returns before
    # the agent has exited) gets a moment.
    left = tagged(tag)
    for _ in range(20):
        if not left:
            break
        time.sleep(0.1)
        left = tagged(tag)
    if left:
        print("FAIL - processes left by the tests:")
        for pid, cmd in sorted(left.items()):
            print("    %d %s" % (pid, cmd))
        return 1
    print("ok   - no process left by the tests of %s (gpg-agent, dirmngr, "
          "keyboxd, scdaemon, pbemd or any other)" % tag)
    return 0


if __name__ == "__main__":
    sys.exit(main())

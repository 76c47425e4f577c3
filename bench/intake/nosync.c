/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * nosync.c - an LD_PRELOAD shim for bench/intake only: fsync() and
 * fdatasync() return at once without flushing anything.
 *
 * bench/intake/run times `pbemd poll` once more with it, so the cost of
 * pbemd's durability (sqlite's WAL commits with synchronous=FULL, the
 * fsync of every Maildir file) can be told apart from the rest.  Nothing
 * run with it is crash-safe; never preload it into a real pbemd.
 */
int fsync(int fd);
int fdatasync(int fd);

int
fsync(int fd)
{
	(void)fd;
	return 0;
}

int
fdatasync(int fd)
{
	(void)fd;
	return 0;
}

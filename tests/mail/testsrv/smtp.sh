#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: smtp.sh start DIR [PORT] [MAILDIR]   (default PORT 10025, MAILDIR $DIR/Maildir)
#        smtp.sh stop  DIR
set -eu
cmd=$1 DIR=$(realpath -m "$2") PORT=${3:-10025} MD=${4:-$(realpath -m "$2")/Maildir}
here=$(dirname "$(realpath "$0")")
case $cmd in
start)
  mkdir -p "$DIR"; rm -f "$DIR/smtp.pid"
  nohup /usr/bin/python3 "$here/smtp_maildir.py" 127.0.0.1 "$PORT" "$MD" "$DIR/smtp.pid" > "$DIR/smtp.log" 2>&1 &
  i=0; until [ -s "$DIR/smtp.pid" ]; do
    i=$((i+1)); [ $i -gt 100 ] && { echo "smtp server did not start" >&2; cat "$DIR/smtp.log" >&2; exit 1; }
    sleep 0.05; done ;;
stop)
  pid=$(cat "$DIR/smtp.pid" 2>/dev/null || true)
  [ -n "$pid" ] || exit 0
  kill "$pid" 2>/dev/null || true
  i=0; while kill -0 "$pid" 2>/dev/null && [ $i -lt 50 ]; do sleep 0.1; i=$((i+1)); done
  rm -f "$DIR/smtp.pid" ;;
*) echo "usage: $0 start|stop DIR [PORT] [MAILDIR]" >&2; exit 2 ;;
esac

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Local throwaway Dovecot IMAP server for tests. No systemd, no /etc/dovecot, no root needed
# (works as root too). Everything lives under $DIR.
# usage: dovecot.sh start DIR [PORT] [USER] [PASS]   -> IMAP on 127.0.0.1:PORT (default 10143)
#        dovecot.sh stop  DIR
# Maildir of the test user: $DIR/home/$USER/Maildir   (INBOX = that dir itself)
set -eu
cmd=$1 DIR=$(realpath -m "$2") PORT=${3:-10143} U=${4:-player} P=${5:-secret}
case $cmd in
start)
  mkdir -p "$DIR/run" "$DIR/state" "$DIR/home/$U/Maildir/cur" "$DIR/home/$U/Maildir/new" "$DIR/home/$U/Maildir/tmp"
  me=$(id -un) grp=$(id -gn) uid=$(id -u) gid=$(id -g)
  login_user=$me internal_user=$me internal_group=$grp
  if [ "$uid" = 0 ]; then
    # as root: login/internal processes refuse root -> use the accounts the Debian package created;
    # the mail (imap) process refuses uid 0 ("userdb returned 0 as uid") -> use nobody:nogroup
    login_user=dovenull internal_user=dovecot internal_group=dovecot
    uid=$(id -u nobody) gid=$(id -g nobody)
    chown -R "$uid:$gid" "$DIR/home"
  fi
  printf '%s:{PLAIN}%s\n' "$U" "$P" > "$DIR/users"
  if [ "$(id -u)" = 0 ] && ! runuser -u dovecot -- test -r "$DIR/users"; then
    # the auth process (user dovecot) and imap (nobody) must reach $DIR: 'mktemp -d' dirs are 0700!
    echo "dovecot.sh: $DIR is not reachable by users dovecot/nobody; chmod 755 it and its parents" >&2
    exit 1
  fi
  cat > "$DIR/dovecot.conf" <<CONF
# --- minimal standalone dovecot 2.3 config (generated) ---
instance_name = dovecot-test-$PORT
base_dir  = $DIR/run
state_dir = $DIR/state
log_path  = $DIR/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# unprivileged: every process runs as the invoking user;
# as root: login=dovenull, internal=dovecot, mail (imap) processes = nobody (uid 0 is refused)
default_login_user     = $login_user
default_internal_user  = $internal_user
default_internal_group = $internal_group
first_valid_uid = $uid
last_valid_uid  = $uid
first_valid_gid = $gid
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u $DIR/users
}
userdb {
  driver = static
  args = uid=$uid gid=$gid home=$DIR/home/%u
}
mail_location = maildir:~/Maildir
namespace inbox {
  inbox = yes
  separator = /
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = $PORT
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
protocol imap {
  mail_max_userip_connections = 100
}
CONF
  /usr/sbin/dovecot -c "$DIR/dovecot.conf"   # daemonizes (absolute path: /usr/sbin is not in a normal user's PATH); master pid in $DIR/run/master.pid
  # wait until the port answers
  i=0; until timeout 1 bash -c "exec 3<>/dev/tcp/127.0.0.1/$PORT && head -c 4 <&3" 2>/dev/null | grep -q '^\* OK'; do
    i=$((i+1))
    if [ $i -gt 50 ] || grep -q Fatal "$DIR/dovecot.log" 2>/dev/null; then
      echo "dovecot did not start" >&2; cat "$DIR/dovecot.log" >&2; "$0" stop "$DIR"; exit 1; fi
    sleep 0.1; done
  ;;
stop)
  pid=$(cat "$DIR/run/master.pid" 2>/dev/null || true)
  [ -n "$pid" ] || exit 0
  kill "$pid" 2>/dev/null || true          # same as 'dovecot -c $DIR/dovecot.conf stop'
  i=0; while kill -0 "$pid" 2>/dev/null && [ $i -lt 50 ]; do sleep 0.1; i=$((i+1)); done
  ;;
*) echo "usage: $0 start|stop DIR [PORT] [USER] [PASS]" >&2; exit 2 ;;
esac

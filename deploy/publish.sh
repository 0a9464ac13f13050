#!/bin/sh
# Publishes a build of the Portico website without a moment of mixed files:
# copies it into a new folder under $PORTICO_ROOT/releases, points the
# `current` symlink at it in one rename, installs its security headers for
# nginx, checks nginx's configuration and reloads nginx. The release it
# replaced stays, as `previous`, for --rollback.
#
#   deploy/publish.sh build/        publish this build folder
#   deploy/publish.sh --rollback    go back to the previous release (run it again to undo)
#
# PORTICO_ROOT       where the releases live (/var/www/portico, as in site.conf)
# PORTICO_NGINX_DIR  the folder of site.conf, where the live security headers go (/etc/nginx/portico)
# PORTICO_NGINX      the nginx command, for `-t` and `-s reload` (nginx)
# PORTICO_KEEP       how many releases to keep, current and previous included (5)
#
# Whoever can write a build must not be able to configure nginx, which runs
# as root: nginx includes no file of the web root. The build's
# _nginx/security-headers.conf is read line by line, and only the site's own
# header directives are copied to $PORTICO_NGINX_DIR/security-headers.conf.
set -eu
umask 022

root=${PORTICO_ROOT:-/var/www/portico}
nginx_dir=${PORTICO_NGINX_DIR:-/etc/nginx/portico}
nginx=${PORTICO_NGINX:-nginx}
keep=${PORTICO_KEEP:-5}
headers="$nginx_dir/security-headers.conf"

fail() {
  echo "publish: $*" >&2
  exit 1
}

mkdir -p "$root/releases" "$nginx_dir"
# Symlinks hold absolute targets, whatever folder the script runs from.
root=$(cd "$root" && pwd -P)
releases="$root/releases"

# One publish or rollback at a time: a second one stops here, before it
# touches anything. The lock is on the folder itself, so no file is written
# to take it.
exec 9<"$root"
flock -n 9 || fail "another publish or rollback is running (it holds the lock on $root); run this one again when it has finished"

# Whatever a publish stopped half-way left behind: never live, never a release.
rm -rf "$releases"/*.partial "$nginx_dir"/.security-headers.conf.*

# The only lines a header file may hold: the headers the build writes
# (plugins/security-headers), each value quoted, with nothing nginx would
# read as a variable, an escape, a block or the end of the value.
HEADER_LINE='^add_header (Content-Security-Policy|Strict-Transport-Security|X-Content-Type-Options|Referrer-Policy|Permissions-Policy|X-Frame-Options|Cross-Origin-Resource-Policy) "[^"\\${}[:cntrl:]]+" always;$'

# Fails unless every line of release $1's header file is one of the site's headers.
check_headers() {
  [ -f "$1/_nginx/security-headers.conf" ] || fail "$2 has no _nginx/security-headers.conf"
  if LC_ALL=C grep -a -n -v -E "$HEADER_LINE" "$1/_nginx/security-headers.conf" >&2; then
    fail "$2/_nginx/security-headers.conf holds the lines above, which are not the site's security headers; nothing was published"
  fi
}

# Checks the security headers of release $1 and makes them nginx's, in one rename.
install_headers() {
  check_headers "$1" "$1"
  cp "$1/_nginx/security-headers.conf" "$nginx_dir/.security-headers.conf.new"
  chmod 644 "$nginx_dir/.security-headers.conf.new"
  mv -f "$nginx_dir/.security-headers.conf.new" "$headers"
}

# Points NAME (current or previous) at TARGET with one rename(2), so a request
# never finds the link missing.
point() {
  ln -sfn "$2" "$root/.$1.new"
  mv -T "$root/.$1.new" "$root/$1"
}

# The files of a release that a page open in a browser may still ask for
# after the next publish: its hashed assets and its search index.
OWN_FILES=_nginx/own-files

# Copies into release $1 the files listed in $OWN_FILES by every other
# release kept, where $1 has no file of that name: a tab opened on another
# release finds the scripts and styles it names. The files of each release
# go over in one tar stream: a build whose hashes all changed carries
# thousands, and a copy command for each took seconds.
carry_files() {
  for other in "$releases"/*/; do
    other=${other%/}
    [ "$other" != "$1" ] && [ -f "$other/$OWN_FILES" ] || continue
    (
      cd "$other"
      while IFS= read -r file; do
        if [ ! -e "$1/$file" ] && [ -f "$file" ]; then printf '%s\n' "$file"; fi
      done <"$OWN_FILES" | tar -c -f - --verbatim-files-from -T -
    ) | tar -x -p -f - -C "$1"
  done
  chmod -R a+rX "$1"
}

# Makes release $1 live in place of release $2 (empty on a first publish):
# headers, symlink, nginx -t, `previous`, reload. On a failed check, puts $2
# back; after a failed reload, $1 stays current and $2 previous, as on disk.
go_live() {
  install_headers "$1"
  point current "$1"
  if ! $nginx -t; then
    if [ -n "$2" ]; then
      point current "$2"
      install_headers "$2"
      fail "nginx -t failed; $2 is live again"
    fi
    rm -f "$root/current"
    fail "nginx -t failed; nothing is live"
  fi
  [ -z "$2" ] || point previous "$2"
  # Word splitting is wanted: PORTICO_NGINX may carry nginx's own options.
  $nginx -s reload || fail "nginx -s reload failed: $1 is current on disk and nginx serves what it had loaded; reload nginx"
}

case "${1:-}" in
  --rollback)
    [ -L "$root/previous" ] || fail "no previous release to go back to"
    live=$(readlink "$root/current")
    back=$(readlink "$root/previous")
    [ -d "$back" ] || fail "the previous release $back is gone"
    carry_files "$back"
    go_live "$back" "$live"
    echo "publish: rolled back to $back"
    ;;
  "" | -*)
    fail "usage: publish.sh BUILD_FOLDER | --rollback"
    ;;
  *)
    # Resolved once: everything after reads the copy, which only root writes.
    build=$(cd "$1" 2>/dev/null && pwd -P) || fail "$1 is not a folder"
    name=$(date -u +%Y%m%dT%H%M%SZ)
    n=1
    while [ -e "$releases/$name" ] || [ -e "$releases/$name.partial" ]; do
      name=$(date -u +%Y%m%dT%H%M%SZ)-$n
      n=$((n + 1))
    done
    # The reservation: mkdir fails, and so does the publish, when the name is taken.
    mkdir "$releases/$name.partial"
    release="$releases/$name"
    # A release that did not go live is not kept.
    trap '[ "$(readlink "$root/current" 2>/dev/null)" = "$release" ] || rm -rf "$release" "$release.partial"' EXIT
    cp -R -P "$build/." "$release.partial/"
    odd=$(cd "$release.partial" && find . ! -type f ! -type d | head -n 5)
    [ -z "$odd" ] || fail "$build holds symlinks or other entries that are neither files nor folders; nothing was published:
$odd"
    [ -f "$release.partial/index.html" ] || fail "$build is not a build of the site (run npm run build)"
    check_headers "$release.partial" "$build"
    (cd "$release.partial" && find assets pagefind -type f 2>/dev/null) >"$release.partial/$OWN_FILES" || true
    carry_files "$release.partial"
    mv "$release.partial" "$release"
    live=$(readlink "$root/current" 2>/dev/null || true)
    go_live "$release" "$live"
    echo "publish: $release is live"
    # Old releases go, newest kept; current and previous are never removed.
    ls -1d "$releases"/*/ | sed 's#/$##' | sort -r | tail -n +"$((keep + 1))" | while read -r old; do
      [ "$old" = "$(readlink "$root/current")" ] || [ "$old" = "$(readlink "$root/previous" 2>/dev/null)" ] || rm -rf "$old"
    done
    ;;
esac

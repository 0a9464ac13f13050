#!/bin/sh
# Publishes a build of the Portico website without a moment of mixed files:
# copies it into a new folder under $PORTICO_ROOT/releases, points the
# `current` symlink at it in one rename, checks nginx's configuration (which
# includes the release's security headers) and reloads nginx. The release it
# replaced stays, as `previous`, for --rollback.
#
#   deploy/publish.sh build/        publish this build folder
#   deploy/publish.sh --rollback    go back to the previous release (run it again to undo)
#
# PORTICO_ROOT   where the releases live (/var/www/portico, as in site.conf)
# PORTICO_NGINX  the nginx command, for `-t` and `-s reload` (nginx)
# PORTICO_KEEP   how many releases to keep, current and previous included (5)
set -eu

root=${PORTICO_ROOT:-/var/www/portico}
nginx=${PORTICO_NGINX:-nginx}
keep=${PORTICO_KEEP:-5}
mkdir -p "$root/releases"
# Symlinks hold absolute targets, whatever folder the script runs from.
root=$(cd "$root" && pwd)
releases="$root/releases"

fail() {
  echo "publish: $*" >&2
  exit 1
}

# Points NAME (current or previous) at TARGET with one rename(2), so a request
# never finds the link missing.
point() {
  ln -sfn "$2" "$root/.$1.new"
  mv -T "$root/.$1.new" "$root/$1"
}

# Checks the configuration with the release now in place and reloads; on a
# failed check, puts back the release that was live and exits.
check_and_reload() {
  if ! $nginx -t; then
    point current "$1"
    fail "nginx -t failed; $1 is live again"
  fi
  # Word splitting is wanted: PORTICO_NGINX may carry nginx's own options.
  $nginx -s reload
}

case "${1:-}" in
  --rollback)
    [ -L "$root/previous" ] || fail "no previous release to go back to"
    live=$(readlink "$root/current")
    back=$(readlink "$root/previous")
    [ -d "$back" ] || fail "the previous release $back is gone"
    point current "$back"
    check_and_reload "$live"
    point previous "$live"
    echo "publish: rolled back to $back"
    ;;
  "" | -*)
    fail "usage: publish.sh BUILD_FOLDER | --rollback"
    ;;
  *)
    build=$1
    [ -f "$build/index.html" ] && [ -f "$build/_nginx/security-headers.conf" ] ||
      fail "$build is not a build of the site (run npm run build)"
    release="$releases/$(date -u +%Y%m%dT%H%M%SZ)"
    n=1
    while [ -e "$release" ]; do
      release="$releases/$(date -u +%Y%m%dT%H%M%SZ)-$n"
      n=$((n + 1))
    done
    # Copied under a temporary name, so a half-copied release is never a release.
    cp -R "$build" "$release.partial"
    chmod -R a+rX "$release.partial"
    mv "$release.partial" "$release"
    live=$(readlink "$root/current" 2>/dev/null || true)
    point current "$release"
    if [ -n "$live" ]; then
      check_and_reload "$live"
      point previous "$live"
    else
      $nginx -t
      $nginx -s reload
    fi
    echo "publish: $release is live"
    # Old releases go, newest kept; current and previous are never removed.
    ls -1d "$releases"/*/ | sed 's#/$##' | sort -r | tail -n +"$((keep + 1))" | while read -r old; do
      [ "$old" = "$(readlink "$root/current")" ] || [ "$old" = "$(readlink "$root/previous" 2>/dev/null)" ] || rm -rf "$old"
    done
    ;;
esac

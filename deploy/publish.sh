#!/bin/bash
# Publishes a build of the Portico website without a moment of mixed files:
# unpacks it into a new folder under $PORTICO_ROOT/releases, points the
# `current` symlink at it in one rename, installs its security headers for
# nginx, checks nginx's configuration and reloads nginx. The release it
# replaced stays, as `previous`, for --rollback.
#
#   deploy/publish.sh build/                    publish this build folder, read as the user nobody
#   tar -C build -c . | deploy/publish.sh -     publish the build that arrives as a tar stream
#   deploy/publish.sh --rollback                go back to the previous release (run it again to undo)
#   deploy/publish.sh --purge assets/js/x.js    remove a file, and its compressed copies, from every release kept
#
# Settings, from the environment; nothing else named PORTICO_* is taken, and
# run by sudo directly it takes none (the README says why):
# PORTICO_ROOT        where the releases live (/var/www/portico, as in site.conf)
# PORTICO_NGINX_DIR   the folder of site.conf, where the live security headers go (/etc/nginx/portico)
# PORTICO_KEEP        how many releases to keep, current and previous included (5)
# PORTICO_CARRY_DAYS  for how many days a release's scripts stay available to the tabs opened on it (7)
# nginx is the one on PATH: sudo's secure_path when sudo runs this.
#
# Whoever writes a build, its dependencies' install scripts included, must
# not be able to make root read, write or run anything else. So root never
# reads the build folder: it is read as nobody, who can read only what every
# user can, and handed over as one tar stream. Root keeps that stream in a
# folder only root can enter, refuses it unless every entry is a plain file
# or folder with a plain relative name, unpacks it there and gives every file
# its own owner and mode. nginx, which runs as root, includes no file of the
# web root: only the site's own header directives are copied from the
# release to $PORTICO_NGINX_DIR/security-headers.conf.
set -euo pipefail
umask 022
export LC_ALL=C TZ=UTC

fail() {
  echo "publish: $*" >&2
  exit 1
}

# --- Settings ---------------------------------------------------------------

SETTINGS=(PORTICO_ROOT PORTICO_NGINX_DIR PORTICO_KEEP PORTICO_CARRY_DAYS)
given=()
for name in $(compgen -e); do
  [[ $name == PORTICO_* ]] || continue
  [[ " ${SETTINGS[*]} " == *" $name "* ]] || fail "$name is not a setting of publish.sh; its settings are ${SETTINGS[*]}"
  given+=("$name")
done
# sudo passes a variable only where its env_keep says so; a user allowed to run
# this script through sudo must not choose where root writes. A root-owned
# wrapper that sets them and runs this script is the way to change them.
sudo_command=${SUDO_COMMAND:-}
sudo_command=${sudo_command%% *}
if [ "${sudo_command##*/}" = publish.sh ] && [ ${#given[@]} -gt 0 ]; then
  fail "sudo passed ${given[*]}; run by sudo, publish.sh takes no setting from the caller (see the README)"
fi

# An absolute path of plain names: no `.` or `..`, nothing a shell or nginx would read specially.
PLAIN_PATH='^(/[A-Za-z0-9_][A-Za-z0-9._-]*)+$'
root=${PORTICO_ROOT:-/var/www/portico}
nginx_dir=${PORTICO_NGINX_DIR:-/etc/nginx/portico}
keep=${PORTICO_KEEP:-5}
carry_days=${PORTICO_CARRY_DAYS:-7}
[[ $root =~ $PLAIN_PATH ]] || fail "PORTICO_ROOT must be an absolute path of plain names, not '$root'"
[[ $nginx_dir =~ $PLAIN_PATH ]] || fail "PORTICO_NGINX_DIR must be an absolute path of plain names, not '$nginx_dir'"
[[ $keep =~ ^[0-9]{1,3}$ ]] && ((10#$keep >= 2 && 10#$keep <= 100)) || fail "PORTICO_KEEP must be a whole number from 2 to 100 (current and previous), not '$keep'"
[[ $carry_days =~ ^[0-9]{1,3}$ ]] && ((10#$carry_days >= 1 && 10#$carry_days <= 365)) || fail "PORTICO_CARRY_DAYS must be a whole number of days from 1 to 365, not '$carry_days'"
keep=$((10#$keep))
carry_days=$((10#$carry_days))
command -v nginx >/dev/null || fail "nginx is not on PATH ($PATH)"
headers="$nginx_dir/security-headers.conf"
releases="$root/releases"

# A folder root writes in must be root's (the caller's, when not run as root)
# and writable by nobody else, and so must every folder above it, unless that
# one is sticky (/tmp): otherwise another user could swap it for a link.
check_private_dir() {
  local dir=$1
  while :; do
    [ -d "$dir" ] && [ ! -L "$dir" ] || fail "$dir must be a folder, not a link"
    local owner mode
    read -r owner mode < <(stat -c '%u %a' "$dir")
    [ "$owner" = "$EUID" ] || [ "$owner" = 0 ] || fail "$dir belongs to user $owner; publish.sh writes only below folders of root's"
    if ((8#$mode & 8#022)) && ! ((8#$mode & 8#1000)); then
      fail "$dir can be written by other users (mode $mode); publish.sh writes only below folders no one else can change"
    fi
    [ "$dir" != / ] || return 0
    dir=$(dirname "$dir")
  done
}
mkdir -p "$releases" "$nginx_dir"
check_private_dir "$releases"
check_private_dir "$nginx_dir"

# One publish, rollback or purge at a time: a second one stops here, before it
# touches anything. The lock is on the folder itself, so no file is written to take it.
exec 9<"$root"
flock -n 9 || fail "another publish, rollback or purge is running (it holds the lock on $root); run this one again when it has finished"

# Whatever a publish stopped half-way left behind: never live, never a release.
rm -rf "$releases"/*.partial "$nginx_dir"/.security-headers.conf.*

# --- Names ------------------------------------------------------------------

# A plain relative name, part by part: letters, digits and . _ ~ @ + -, no
# part starting with a dot (so no `.`, `..` or hidden file) but the
# `.well-known` folder of RFC 8615, no control character, no space, no backslash.
PART='(\.well-known|[A-Za-z0-9_~@+-][A-Za-z0-9._~@+-]*)'
PLAIN_NAME="^($PART/)*$PART\$"

# --- Security headers -------------------------------------------------------

# The headers the build writes (plugins/security-headers), every one required,
# each once; a value is quoted and holds nothing nginx would read as a
# variable, an escape, a block or the end of the value.
HEADER_NAMES=(Content-Security-Policy Strict-Transport-Security X-Content-Type-Options Referrer-Policy Permissions-Policy X-Frame-Options Cross-Origin-Resource-Policy Cross-Origin-Opener-Policy)
HEADER_LINE='^add_header (Content-Security-Policy|Strict-Transport-Security|X-Content-Type-Options|Referrer-Policy|Permissions-Policy|X-Frame-Options|Cross-Origin-Resource-Policy|Cross-Origin-Opener-Policy) "[^"\\${}[:cntrl:]]+" always;$'

# Fails unless release $1's header file holds the site's headers, each once, and nothing else.
check_headers() {
  local file="$1/_nginx/security-headers.conf" name count
  [ -f "$file" ] || fail "$2 has no _nginx/security-headers.conf"
  if grep -a -n -v -E "$HEADER_LINE" "$file" | cat -v >&2; then
    fail "$2/_nginx/security-headers.conf holds the lines above, which are not the site's security headers; nothing was published"
  fi
  for name in "${HEADER_NAMES[@]}"; do
    count=$(grep -c "^add_header $name " "$file" || true)
    [ "$count" = 1 ] || fail "$2/_nginx/security-headers.conf sets $name $count times, not once; nothing was published"
  done
}

# Checks the security headers of release $1 and makes them nginx's, in one rename.
install_headers() {
  check_headers "$1" "$1"
  cp "$1/_nginx/security-headers.conf" "$nginx_dir/.security-headers.conf.new"
  chmod 644 "$nginx_dir/.security-headers.conf.new"
  mv -f "$nginx_dir/.security-headers.conf.new" "$headers"
}

# --- Releases ---------------------------------------------------------------

# Points NAME (current or previous) at TARGET with one rename(2), so a request
# never finds the link missing; with no TARGET, removes NAME.
point() {
  if [ -z "$2" ]; then
    rm -f "$root/$1"
    return
  fi
  ln -sfn "$2" "$root/.$1.new"
  mv -T "$root/.$1.new" "$root/$1"
}
target() { readlink "$root/$1" 2>/dev/null || true; }

# The release folders, oldest first: their names are the time they were made.
release_folders() { find "$releases" -mindepth 1 -maxdepth 1 -type d ! -name '*.partial' | sort; }

# Keeps the $keep newest releases, and current and previous whatever their age.
prune() {
  local live back old
  live=$(target current)
  back=$(target previous)
  release_folders | head -n -"$keep" | while IFS= read -r old; do
    [ "$old" = "$live" ] || [ "$old" = "$back" ] || rm -rf "$old"
  done
}

# The files a page open in a browser may still ask for after the next
# publish: the hashed scripts, styles, images and files, and the search
# index. Never a page: a page a build removed is gone with it.
CARRIED=(assets/js assets/css assets/images assets/files pagefind)

# Hard-links into release $1 the carried files of every other release kept
# that $1 lacks, so a tab opened on another release finds what its pages
# name. A release's files are unpacked with the time they were published, a
# carried file keeps it, and files are carried only while the release that
# published them is kept (its _nginx/unpacked-at is older) and for
# $carry_days days.
carry_files() {
  local into=$1 oldest other
  local age_limit
  oldest=$(release_folders | grep -v -x -F "$into" | head -n 1 || true)
  [ -n "$oldest" ] || return 0
  age_limit=$(mktemp)
  touch -d "@$(($(date +%s) - carry_days * 86400))" "$age_limit"
  while IFS= read -r other; do
    [ "$other" != "$into" ] || continue
    (
      cd "$other"
      for folder in "${CARRIED[@]}"; do
        [ -d "$folder" ] || continue
        find "$folder" -type f ! -name '*.html' -newer "$age_limit" -newer "$oldest/_nginx/unpacked-at" -print0
      done | while IFS= read -r -d '' file; do
        [ -e "$into/$file" ] || printf '%s\0' "$file"
      done | xargs -0 -r cp -l --parents -t "$into" --
    )
  done < <(release_folders)
  rm -f "$age_limit"
}

# Makes release $1 live in place of release $2 (empty on a first publish):
# headers, `previous`, `current`, nginx -t, reload. `previous` moves first, so
# a publish stopped at any step leaves `previous` naming the release that was
# live before it. On a failed check, $2 is live again, with its headers and
# its `previous`; after a failed reload, $1 stays current and $2 previous, as on disk.
go_live() {
  local was_previous
  was_previous=$(target previous)
  install_headers "$1"
  [ -z "$2" ] || point previous "$2"
  point current "$1"
  if ! nginx -t; then
    point current "$2"
    point previous "$was_previous"
    if [ -n "$2" ]; then
      install_headers "$2"
      fail "nginx -t failed; $2 is live again"
    fi
    fail "nginx -t failed; nothing is live"
  fi
  nginx -s reload || fail "nginx -s reload failed: $1 is current on disk and nginx serves what it had loaded; reload nginx"
}

# --- Unpacking a build ------------------------------------------------------

# Writes the build $1 (a folder, or - for a tar stream on standard input) to
# the tar file $2. A folder is read as nobody, or as the caller when not root.
# The reader runs in the background and is waited for, so that a stop signal
# ends the publish at once instead of after a stream that may never end.
reader=""
read_build() {
  local status=0
  if [ "$1" = - ]; then
    cat <&3 >"$2" &
  else
    local folder=$1 as=()
    [[ $folder == /* ]] || folder="$PWD/$folder"
    if [ "$EUID" = 0 ]; then
      id nobody >/dev/null 2>&1 || fail "there is no user nobody to read $1 as; hand the build over as a stream: tar -C $1 -c . | publish.sh -"
      as=(setpriv --reuid=nobody --regid="$(id -g nobody)" --clear-groups --no-new-privs)
    fi
    "${as[@]}" tar -C "$folder" -c -f - --hard-dereference --sort=name . >"$2" 2>"$2.errors" &
  fi
  reader=$!
  wait "$reader" || status=$?
  reader=""
  [ "$status" = 0 ] || [ "$1" = - ] || fail "$1 could not be read whole as $(if [ "$EUID" = 0 ]; then echo nobody; else id -un; fi), who must be able to read every file of it (chmod -R a+rX $1); nothing was published:
$(head -n 5 "$2.errors" | cat -v)"
  [ "$status" = 0 ] || fail "the build's stream could not be read whole; nothing was published"
}

# Unpacks the tar file $1 into the new folder $2 if every entry is a folder or
# a plain file with a plain relative name; refuses it otherwise.
unpack() {
  local listing="$1.list" refused
  tar -t -v --numeric-owner --quoting-style=escape -f "$1" >"$listing" || fail "$2: the build is not a tar stream tar can read; nothing was published"
  refused=$(grep -v -E "^[-d][-rwxsStT]{9} [0-9]+/[0-9]+ +[0-9]+ [0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2} \./(($PART/)*$PART/?)?\$" "$listing" | head -n 5 || true)
  [ -z "$refused" ] || fail "the build holds symlinks, hard links, other entries that are neither files nor folders, or names that are not plain (letters, digits and . _ ~ @ + -, no part starting with a dot but .well-known); nothing was published:
$refused"
  mkdir "$2"
  # Every file unpacked is newer than this stamp, taken 10 ms before (file
  # times tick in steps of a few milliseconds); carry_files reads it.
  local now
  now=$(($(date +%s%N) - 10000000))
  touch -d "@${now:0:-9}.${now: -9}" "$1.unpacked-at"
  tar -x -f "$1" -C "$2" --no-same-owner --no-same-permissions --touch --no-overwrite-dir
  [ -z "$(find "$2" ! -type f ! -type d | head -n 1)" ] || fail "the build unpacked into something other than files and folders; nothing was published"
  mkdir -p "$2/_nginx"
  rm -rf "$2/_nginx/unpacked-at"
  mv "$1.unpacked-at" "$2/_nginx/unpacked-at"
  find "$2" -type d -exec chmod 755 {} + -o -type f -exec chmod 644 {} +
}

# --- Commands ---------------------------------------------------------------

# Whatever happens from here, interrupted or failed: a release that did not go
# live goes, and old releases are pruned once current and previous are settled.
release=""
cleanup() {
  [ -z "$reader" ] || kill "$reader" 2>/dev/null || true
  if [ -n "$release" ] && [ "$(target current)" != "$release" ]; then rm -rf "$release" "$release.partial"; fi
  rm -rf "$releases"/*.partial
  prune
}
trap cleanup EXIT
trap 'exit 143' TERM INT HUP
# Standard input, kept for the reader of a stream, which runs in the background.
exec 3<&0

case "${1:-}" in
  --rollback)
    [ $# = 1 ] || fail "usage: publish.sh --rollback"
    back=$(target previous)
    live=$(target current)
    [ -n "$back" ] || fail "no previous release to go back to"
    [ -d "$back" ] || fail "the previous release $back is gone"
    [ "$back" != "$live" ] || fail "the previous release is the live one; there is nothing to go back to"
    carry_files "$back"
    go_live "$back" "$live"
    echo "publish: rolled back to $back"
    ;;
  --purge)
    [ $# = 2 ] || fail "usage: publish.sh --purge PATH (as in the address: assets/js/x.js)"
    path=${2#/}
    [[ $path =~ $PLAIN_NAME ]] || fail "'$2' is not a plain path of the site"
    removed=0
    while IFS= read -r folder; do
      for file in "$folder/$path" "$folder/$path.gz" "$folder/$path.br"; do
        if [ -f "$file" ]; then
          rm -f "$file"
          removed=$((removed + 1))
        fi
      done
    done < <(release_folders)
    [ "$removed" -gt 0 ] || fail "no release kept holds /$path"
    echo "publish: removed /$path from every release kept ($removed files with the compressed copies)"
    ;;
  "" | --*)
    fail "usage: publish.sh BUILD_FOLDER | - | --rollback | --purge PATH"
    ;;
  *)
    [ $# = 1 ] || fail "usage: publish.sh BUILD_FOLDER | -"
    # The time to the nanosecond, so that the names sort as the releases were made.
    name=$(date -u +%Y%m%dT%H%M%S.%NZ)
    while [ -e "$releases/$name" ] || [ -e "$releases/$name.partial" ]; do
      name=$(date -u +%Y%m%dT%H%M%S.%NZ)
    done
    release="$releases/$name"
    # The reservation: mkdir fails, and so does the publish, when the name is
    # taken. Only root can enter it until the release is whole.
    mkdir -m 700 "$release.partial"
    read_build "$1" "$release.partial/build.tar"
    unpack "$release.partial/build.tar" "$release.partial/site"
    [ -f "$release.partial/site/index.html" ] || fail "$1 is not a build of the site (run npm run build)"
    check_headers "$release.partial/site" "$1"
    carry_files "$release.partial/site"
    mv -T "$release.partial/site" "$release"
    rm -rf "$release.partial"
    go_live "$release" "$(target current)"
    echo "publish: $release is live"
    ;;
esac

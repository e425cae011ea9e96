#!/usr/bin/env bash
# Runs the test suite against a QGIS other than the host's: Debian's own build of it, in a chroot
# made with debootstrap (trixie has QGIS 3.40, sid 3.44). The chroot is made once per machine in
# a cache folder outside the checkout, so a fresh clone reuses it, and made anew when its package
# list changes: topped up from a copy of the suite's last chroot when the new list only adds to it
# (seconds), from debootstrap otherwise. The checkout is bind-mounted into it at the same path, as
# the tests and the .build/plugins link use absolute paths.
#
# Usage (through test.sh, which installs debootstrap and sets ROOT and VENV_PYTHON):
#   qgis_chroot.sh VERSION [pytest args]
# Needs root: debootstrap, mount and chroot do.
set -euo pipefail

declare -A SUITE_OF_QGIS=([3.40]=trixie [3.44]=sid)
# Everything comes from Debian inside the chroot (pip there may not reach PyPI), except the wheels
# the host downloads: pytest-qgis, and onnxruntime, which Debian lacks. python3-pip only installs
# them; python3-crc32c is there so the tests of that optional CRC backend run as on the host;
# python3-pytest-xdist as test.sh runs the suite on every core (-n auto --dist loadgroup) here too.
CHROOT_PACKAGES=(qgis python3-qgis qgis-providers gdal-bin python3-gdal python3-numpy python3-protobuf
                 python3-crc32c python3-pytest python3-pytest-xdist python3-hypothesis python3-pip)
# predict's model runtime, so the tests that run a model run on these QGIS too. Pinned here, as the
# chroot is cached under a hash of what it holds (the dev venv takes the newest, scripts/bootstrap.sh).
# Installed with --no-deps as in the venv: Debian's numpy stays, and its protobuf 3.21 too, below the
# >= 4.25.8 onnxruntime declares: loading and running a model imports neither protobuf nor flatbuffers
# nor packaging (checked on trixie's Python 3.13 and sid's 3.14 with onnxruntime 1.32.0). The wheel is
# for the chroot's Python; where PyPI has none, the chroot goes without and those tests skip, saying so.
ONNXRUNTIME="onnxruntime==1.32.0"
CACHE="${TFRECORD_BRIDGE_CACHE:-/var/cache/tfrecord-bridge}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

fail() { echo "qgis_chroot.sh: $*" >&2; exit 1; }

# Under a private mount namespace (unshare), so whatever is mounted inside vanishes with the
# namespace, even if this script is killed; the trap unmounts in order on a normal exit.
MOUNTED=()
mount_at() {  # mount ARGS... TARGET, remembered for the unmount
  mount "$@"
  MOUNTED+=("${@: -1}")
}
mount_into() {  # CHROOT [CHECKOUT]: /proc, /sys, /dev, /dev/pts, a fresh /tmp and the checkout
  local chroot="$1" checkout="${2:-}"
  trap 'for ((i = ${#MOUNTED[@]} - 1; i >= 0; i--)); do umount "${MOUNTED[i]}" || umount -l "${MOUNTED[i]}"; done' EXIT
  mount_at -t proc proc "$chroot/proc"
  mount_at -t sysfs sysfs "$chroot/sys"
  mount_at --bind /dev "$chroot/dev"
  mount_at --bind /dev/pts "$chroot/dev/pts"
  mount_at -t tmpfs -o mode=1777 tmpfs "$chroot/dev/shm"
  mount_at -t tmpfs -o mode=1777 tmpfs "$chroot/tmp"
  [ -n "$checkout" ] || return 0
  mkdir -p "$chroot$checkout"
  mount_at --bind "$checkout" "$chroot$checkout"
}

# The entry points below run inside the namespace (the script calls itself through unshare).
if [ "${1:-}" = "--in-namespace-setup" ]; then
  # CHROOT [--wheel PATH | --remove NAME]... [DEBIAN PACKAGE]...: apt-get installs the packages (none given: apt
  # is not run, as a top-up of wheels alone needs nothing from Debian), then pip the wheels, without their
  # dependencies, and removes what a copied chroot has but should not (a wheel with no version for its Python).
  chroot_dir="$2"
  shift 2
  wheels=() removed=()
  while true; do
    case "${1:-}" in
      --wheel) wheels+=("$2"); shift 2 ;;
      --remove) removed+=("$2"); shift 2 ;;
      *) break ;;
    esac
  done
  mount_into "$chroot_dir"  # no checkout: the chroot is made from packages alone
  in_chroot=(chroot "$chroot_dir" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8
             DEBIAN_FRONTEND=noninteractive)
  if [ $# -gt 0 ]; then
    cp /etc/resolv.conf "$chroot_dir/etc/resolv.conf"
    "${in_chroot[@]}" apt-get update -q
    "${in_chroot[@]}" apt-get install -y -q "$@"
    "${in_chroot[@]}" apt-get clean
  fi
  if [ ${#wheels[@]} -gt 0 ]; then
    cp "${wheels[@]}" "$chroot_dir/tmp/"  # the fresh /tmp, gone with the namespace
    for ((i = 0; i < ${#wheels[@]}; i++)); do wheels[i]="/tmp/$(basename "${wheels[i]}")"; done
    "${in_chroot[@]}" python3 -m pip install --no-index --no-deps --break-system-packages --root-user-action=ignore \
      "${wheels[@]}"
  fi
  if [ ${#removed[@]} -gt 0 ]; then
    "${in_chroot[@]}" python3 -m pip uninstall -y --break-system-packages --root-user-action=ignore "${removed[@]}"
  fi
  exit 0
fi
if [ "${1:-}" = "--in-namespace-pytest" ]; then
  chroot_dir="$2" checkout="$3"
  shift 3
  mount_into "$chroot_dir" "$checkout"
  # A clean environment (no host PATH, PYTHONPATH or pyenv); HOME on the fresh /tmp so no QGIS
  # profile is left in the cached chroot. CI is passed on as Hypothesis reads it.
  # Why the chroot has no onnxruntime, if it has none, goes to the tests that skip for it (tests/helpers.py).
  no_onnxruntime="$(cat "$chroot_dir/etc/tfrecord-bridge-missing" 2>/dev/null || true)"
  set +e
  chroot "$chroot_dir" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 HOME=/tmp/home \
    XDG_RUNTIME_DIR=/tmp/runtime QT_QPA_PLATFORM=offscreen TERM="${TERM:-dumb}" ${CI:+CI="$CI"} \
    ${no_onnxruntime:+"TFRECORD_BRIDGE_NO_ONNXRUNTIME=$no_onnxruntime"} \
    /bin/sh -c 'mkdir -p "$HOME" && mkdir -m 700 "$XDG_RUNTIME_DIR" && cd "$1" && shift &&
                exec /usr/bin/python3 -m pytest "$@"' sh "$checkout" "$@"
  status=$?
  exit $status  # through the EXIT trap, which unmounts
fi

[ $# -ge 1 ] || fail "usage: qgis_chroot.sh VERSION [pytest args] (VERSION: ${!SUITE_OF_QGIS[*]})"
version="$1"
shift
suite="${SUITE_OF_QGIS[$version]:-}"
[ -n "$suite" ] || fail "no chroot for QGIS $version; known: ${!SUITE_OF_QGIS[*]}"
[ "$(id -u)" -eq 0 ] || fail "--qgis needs root (debootstrap, mount, chroot)"
: "${ROOT:?set by bootstrap.sh}" "${VENV_PYTHON:?set by bootstrap.sh}"

pytest_qgis="$(grep -E '^pytest-qgis==' "$ROOT/requirements-dev.txt")" || fail "no pinned pytest-qgis in requirements-dev.txt"
# What the chroot holds, as /etc/tfrecord-bridge-packages in it lists it: Debian's packages, then the wheels' pins.
contents=("${CHROOT_PACKAGES[@]}" "$pytest_qgis" "$ONNXRUNTIME")
key="$(printf '%s\n' "$suite" "${contents[@]}" | sha256sum | cut -c1-12)"
chroots="$CACHE/chroots"
chroot_dir="$chroots/$suite-$key"
mkdir -p "$chroots" "$CACHE/wheels"

mounts_below() { findmnt -rn -o TARGET | grep -qF "$1/" ; }

# debootstrap and dpkg carry on through a Ctrl-C; so the build steps run in a process group of
# their own, which a Ctrl-C (or TERM) stops whole.
run_stoppable() {
  local child status=0
  set -m
  "$@" &
  child=$!
  set +m
  trap "kill -TERM -- -$child 2>/dev/null; wait $child || true; exit 130" INT TERM
  wait "$child" || status=$?
  trap - INT TERM
  return "$status"
}

# The last used complete chroot of this suite (each run touches its lock file) whose Debian packages the
# new list all has: a copy of it needs only the packages and wheels it lacks. Empty when there is none.
topup_base() {
  local lock dir line fits
  for lock in $(ls -t "$chroots/$suite"-*.lock 2>/dev/null); do
    dir="${lock%.lock}"
    [ -f "$dir/etc/tfrecord-bridge-packages" ] || continue
    fits=1
    while read -r line; do  # a wheel's pin (NAME==VERSION) is no obstacle: pip replaces it
      [[ "$line" == *==* || " ${CHROOT_PACKAGES[*]} " == *" $line "* ]] || { fits=0; break; }
    done < "$dir/etc/tfrecord-bridge-packages"
    [ "$fits" = 0 ] || { echo "$dir"; return 0; }
  done
}

# download_wheel FOLDER PIN [pip download args]: the path of PIN's wheel, downloaded into FOLDER of the
# cache once (a folder for each wheel that fits); fails, pip's last words on stderr, when PyPI has none.
download_wheel() {
  local dir="$CACHE/wheels/$1" pin="$2" wheel
  shift 2
  "$VENV_PYTHON" -m pip download -q --disable-pip-version-check --no-deps --only-binary=:all: \
    -d "$dir" "$@" "$pin" >>"$log" 2>&1 || { tail -1 "$log" >&2; return 1; }
  wheel="$(find "$dir" -name '*.whl' | head -1)"
  [ -n "$wheel" ] || { echo "no wheel in $dir" >&2; return 1; }
  echo "$wheel"
}

build_chroot() {
  local partial="$chroot_dir.partial" log="$chroot_dir.log" base packages=() pkg python arch glibc m
  local wheels=() wheel platforms=() started=$SECONDS
  # An interrupted build is never used: it is only renamed into place when complete.
  if [ -e "$partial" ]; then
    mounts_below "$partial" && fail "$partial has mounts below it; unmount them first"
    rm -rf "$partial"
  fi
  : > "$log"
  base="$(topup_base)"
  if [ -n "$base" ]; then
    echo "Making the Debian $suite chroot for QGIS $version in $chroot_dir from a copy of $base (log: $log)" | tee -a "$log" >&2
    for pkg in "${CHROOT_PACKAGES[@]}"; do
      grep -qxF "$pkg" "$base/etc/tfrecord-bridge-packages" || packages+=("$pkg")
    done
    # Under the base's lock, shared, so it is not removed while copied; -x: nothing a run mounted in it.
    ( flock -s 7 && cp -ax --reflink=auto "$base" "$partial" ) 7>>"$base.lock" \
      || fail "could not copy $base to $partial"
  else
    packages=("${CHROOT_PACKAGES[@]}")
    echo "Making the Debian $suite chroot for QGIS $version in $chroot_dir (once; takes minutes; log: $log)" >&2
    echo "  debootstrap $suite ($MIRROR)" >&2
    run_stoppable unshare --mount --propagation private debootstrap --variant=minbase "$suite" "$partial" "$MIRROR" >>"$log" 2>&1 \
      || { tail -30 "$log" >&2; fail "debootstrap $suite failed (log: $log)"; }
    # sid's Release file can be past its Valid-Until on a mirror that is not refreshed.
    cat > "$partial/etc/apt/apt.conf.d/80tfrecord-bridge" <<'EOF'
Acquire::Check-Valid-Until "false";
APT::Install-Recommends "false";
EOF
  fi
  if [ ${#packages[@]} -gt 0 ]; then
    echo "  apt-get install ${packages[*]}" >&2
    run_stoppable unshare --mount --propagation private bash "${BASH_SOURCE[0]}" --in-namespace-setup "$partial" \
      "${packages[@]}" >>"$log" 2>&1 || { tail -30 "$log" >&2; fail "installing packages in the $suite chroot failed (log: $log)"; }
  fi
  wheel="$(download_wheel "${pytest_qgis/==/-}" "$pytest_qgis")" || fail "could not download $pytest_qgis (log: $log)"
  wheels+=(--wheel "$wheel")
  # onnxruntime's wheels are built for one Python and glibc (manylinux_2_M): those the chroot runs.
  python="$(readlink "$partial/usr/bin/python3")"
  python="${python#python}"
  arch="$(uname -m)"
  glibc="$(dpkg-query --admindir="$partial/var/lib/dpkg" -W -f='${Version}' libc6)"
  glibc="${glibc#2.}"
  glibc="${glibc%%[!0-9]*}"
  for ((m = glibc; m >= 17; m--)); do platforms+=(--platform "manylinux_2_${m}_$arch"); done
  rm -f "$partial/etc/tfrecord-bridge-missing"
  if wheel="$(download_wheel "${ONNXRUNTIME/==/-}-py$python-$arch" "$ONNXRUNTIME" --python-version "$python" "${platforms[@]}")"; then
    wheels+=(--wheel "$wheel")
  else
    wheels+=(--remove "${ONNXRUNTIME%%==*}")  # a copied chroot's own, of another version
    echo "  PyPI has no $ONNXRUNTIME wheel for Python $python: the chroot goes without" >&2
    echo "PyPI has no $ONNXRUNTIME wheel for Python $python ($arch, glibc 2.$glibc) of the Debian $suite chroot" \
      > "$partial/etc/tfrecord-bridge-missing"
  fi
  echo "  pip: ${wheels[*]##*/}" >&2
  run_stoppable unshare --mount --propagation private bash "${BASH_SOURCE[0]}" --in-namespace-setup "$partial" \
    "${wheels[@]}" >>"$log" 2>&1 || { tail -30 "$log" >&2; fail "installing wheels in the $suite chroot failed (log: $log)"; }
  printf '%s\n' "${contents[@]}" > "$partial/etc/tfrecord-bridge-packages"
  mv "$partial" "$chroot_dir"
  echo "  done in $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s; $(du -sh "$chroot_dir" | cut -f1)" >&2
}

# Other checkouts on the machine may still use a chroot of another package list, so a build only
# removes those unused for a week (each run touches its lock file) and not in use now (lock free).
prune_unused_chroots() {
  local lock old
  for lock in "$chroots"/*.lock; do
    old="${lock%.lock}"
    [ "$old" != "$chroot_dir" ] && [ -d "$old" ] && [ -n "$(find "$lock" -mtime +7)" ] || continue
    (
      flock -xn 8 || exit 0
      mounts_below "$old" && exit 0
      echo "Removing the chroot $old, unused for a week" >&2
      rm -rf "$old" "$old.log"
    ) 8>>"$lock"
  done
}

# One lock per chroot: a build holds it exclusively, each run shares it, so two runs never build
# at once and a chroot is not removed while in use.
exec 9>>"$chroot_dir.lock"
if [ ! -d "$chroot_dir" ]; then
  flock -x 9
  if [ ! -d "$chroot_dir" ]; then
    build_chroot
    prune_unused_chroots
  fi
fi
flock -s 9
touch "$chroot_dir.lock"

qgis_version="$(dpkg-query --admindir="$chroot_dir/var/lib/dpkg" -W -f='${Version}' qgis)"
case "$qgis_version" in
  "$version".*) ;;
  *) fail "Debian $suite now has QGIS $qgis_version, not $version: update SUITE_OF_QGIS in $0" ;;
esac
echo "QGIS $qgis_version (Debian $suite) in $chroot_dir" >&2
unshare --mount --propagation private bash "${BASH_SOURCE[0]}" --in-namespace-pytest "$chroot_dir" "$ROOT" "$@"

#!/usr/bin/env bash
# Runs the test suite against real QGIS and GDAL, installing what is missing first; on the host,
# scripts/lint.sh's lint and type checks first. The tests run on every core (pytest-xdist).
#   bash scripts/test.sh [--fast] [pytest args]                  on the host's QGIS (3.22 on Debian 12)
#   bash scripts/test.sh --qgis 3.40|3.44 [--fast] [pytest args] on that QGIS, in a Debian chroot (qgis_chroot.sh)
# --fast is the loop while working: it leaves out the tests marked slow (pytest.ini: the qgis_process ones,
# Dask clusters, package.sh, a venv, fuzzing, whole exports through moto), 1,761 of 1,970 tests on 2026-12-07:
# 29.6 s of pytest on two idle cores. It keeps lint and types, which take
# well under a second once mypy's cache is warm (~6 s cold).
# pytest args come last and so win: -n 0 runs in one process, -m qgis_process runs only those.
# --frameworks also runs the tests of PatchDataset in PyTorch, Keras 3 (torch and JAX), Grain and TensorFlow
# (tests/test_frameworks_read.py), which skip without them: it makes their venvs first (once, GBs of wheels, under
# ~/.cache/tfrecord-bridge/frameworks; TFRECORD_BRIDGE_TORCH_PYTHON / TFRECORD_BRIDGE_TF_PYTHON name others).
#   bash scripts/test.sh --frameworks tests/test_frameworks_read.py
# --pystac first makes a venv of its own holding pystac (no dependency of the plugin), in which tests/test_stac.py
# reads the STAC catalogs the plugin writes; without it that test is skipped, saying so.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
cd "$ROOT"
usage() { echo "usage: test.sh [--qgis VERSION] [--fast] [--frameworks] [--pystac] [pytest args]" >&2; exit 2; }
qgis_version="" fast=0 frameworks=0 pystac=0
while [ $# -gt 0 ]; do
  case "$1" in
    --qgis) [ $# -ge 2 ] || usage; qgis_version="$2"; shift 2 ;;
    --qgis=?*) qgis_version="${1#--qgis=}"; shift ;;
    --fast) fast=1; shift ;;
    --frameworks) frameworks=1; shift ;;
    --pystac) pystac=1; shift ;;
    *) break ;;
  esac
done
# Every core, and the tests marked xdist_group (sharing what a module builds) on one worker each. A crashed
# worker ends the run: pytest-xdist (3.8 and before) reruns its test on a new worker, then hangs under loadgroup.
# --fast also draws fewer examples a property (tests/conftest.py: the hypothesis profiles), and lets an idle
# worker take tests queued for the other (worksteal; 1.2 s of 30 less): every test that shares what a module
# builds is slow, so none is left to share.
if [ "$fast" = 0 ]; then
  pytest_args=(-n auto --dist loadgroup --max-worker-restart 0)
else
  pytest_args=(-n auto --dist worksteal --max-worker-restart 0 -m "not slow" --hypothesis-profile=fast)
fi
pytest_args+=("$@")
if [ -n "$qgis_version" ]; then
  install_missing_apt_packages debootstrap qttools5-dev-tools
  # The chroots have no lrelease: the translations are compiled here, into the checkout they mount.
  /usr/bin/python3 "$ROOT/scripts/translations.py" --compile >/dev/null
  exec bash "$ROOT/scripts/qgis_chroot.sh" "$qgis_version" "${pytest_args[@]}"
fi
# A framework's venv (its own Python, never the project's venv): made once, then reused.
framework_venv() {  # NAME PIP-ARGS...: prints the venv's Python
  local venv="${XDG_CACHE_HOME:-$HOME/.cache}/tfrecord-bridge/frameworks/$1"; shift
  if [ ! -e "$venv/.complete" ]; then
    rm -rf "$venv" && /usr/bin/python3 -m venv "$venv" >&2
    # Each argument is one pip install (PyTorch's CPU wheels come from its own index).
    local packages; for packages in "$@"; do
      # shellcheck disable=SC2086
      "$venv/bin/pip" install --quiet $packages >&2
    done
    touch "$venv/.complete"
  fi
  echo "$venv/bin/python"
}
if [ "$frameworks" = 1 ]; then
  : "${TFRECORD_BRIDGE_TORCH_PYTHON:=$(framework_venv torch "torch --index-url https://download.pytorch.org/whl/cpu" \
      "keras grain jax")}"
  : "${TFRECORD_BRIDGE_TF_PYTHON:=$(framework_venv tensorflow "tensorflow-cpu")}"
  export TFRECORD_BRIDGE_TORCH_PYTHON TFRECORD_BRIDGE_TF_PYTHON
fi
if [ "$pystac" = 1 ]; then
  export TFRECORD_BRIDGE_PYSTAC_VENV="${TFRECORD_BRIDGE_PYSTAC_VENV:-/tmp/tfrecord-bridge-pystac}"
  if [ ! -x "$TFRECORD_BRIDGE_PYSTAC_VENV/bin/python" ]; then
    /usr/bin/python3 -m venv "$TFRECORD_BRIDGE_PYSTAC_VENV"
    "$TFRECORD_BRIDGE_PYSTAC_VENV/bin/pip" install --quiet "pystac==1.16.1"
  fi
fi
# Azurite, Azure's blob storage emulator (Node.js), for the az:// tests (tests/object_stores.py: azure_server):
# installed with npm once, outside the checkout, where npm is; the tests skip, saying why, where it is not. All
# of them are slow: --fast neither installs nor needs it. 3.35.0: the last that runs on Node.js 20 (3.36 needs 21).
AZURITE_VERSION=3.35.0
azurite_dir="${XDG_CACHE_HOME:-$HOME/.cache}/tfrecord-bridge/azurite-$AZURITE_VERSION"
if [ "$fast" = 0 ] && [ ! -x "$azurite_dir/node_modules/.bin/azurite-blob" ] && command -v npm >/dev/null; then
  echo "Installing Azurite $AZURITE_VERSION (npm) into $azurite_dir" >&2
  mkdir -p "$azurite_dir"
  npm install --prefix "$azurite_dir" --no-audit --no-fund --loglevel=error "azurite@$AZURITE_VERSION" >&2 \
    || echo "test.sh: Azurite could not be installed with npm: the az:// tests skip" >&2
fi
if [ -x "$azurite_dir/node_modules/.bin/azurite-blob" ]; then
  export TFRECORD_BRIDGE_AZURITE="$azurite_dir/node_modules/.bin/azurite-blob"
fi
# Lint and types first (scripts/lint.sh); the tests run either way, and fail the run if either fails.
lint_status=0
bash "$ROOT/scripts/lint.sh" || lint_status=$?
export QT_QPA_PLATFORM=offscreen
# pytest keeps the test modules it rewrote for its assertions as .pyc beside them (gitignored, left out by
# package.sh); with PYTHONDONTWRITEBYTECODE set, each worker rewrites them all on every run: ~2 s CPU a worker.
unset PYTHONDONTWRITEBYTECODE
test_status=0
"$VENV_PYTHON" -m pytest "${pytest_args[@]}" || test_status=$?
[ "$test_status" -ne 0 ] || [ "$lint_status" -eq 0 ] || echo "test.sh: the tests passed, lint or types did not (above)" >&2
exit $(( test_status != 0 ? test_status : lint_status ))

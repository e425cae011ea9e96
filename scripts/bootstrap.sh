#!/usr/bin/env bash
# Installs what TFRecord Bridge needs on Debian 12, only what is missing, so it is
# safe to run again: QGIS and GDAL from Debian, then a venv on the SYSTEM Python
# (where the QGIS bindings live) with the test tools, and a plugin folder in
# which the plugin (tfrecord_bridge/) appears, as QGIS installs it.
# Sourced by the README's commands; sets ROOT, VENV_PYTHON, PLUGIN_DIR.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
APT_PACKAGES=(qgis python3-qgis qgis-providers gdal-bin python3-gdal python3-numpy
              python3-protobuf python3-venv xvfb xauth
              python3-crc32c  # imports as crc32c: the C CRC-32C (Debian's, without the CPU's CRC instruction)
              pigz  # benchmarks/bench_image.py's GZIP baseline: gzip on every core, as the export
              qttools5-dev-tools)  # lrelease: the translations, compiled below

# Also used by test.sh for what only some runs need (debootstrap for --qgis).
install_missing_apt_packages() {
  local package missing=() sudo_cmd=()
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing Debian packages: ${missing[*]}" >&2
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -q >&2
    "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >&2
  fi
}
install_missing_apt_packages "${APT_PACKAGES[@]}"

VENV="$ROOT/.venv"
VENV_PYTHON="$VENV/bin/python"
requirements="$ROOT/requirements-dev.txt"
stamp="$VENV/.requirements.sha256"
if [ ! -x "$VENV_PYTHON" ]; then
  /usr/bin/python3 -m venv --system-site-packages "$VENV" >&2
fi
if ! sha256sum --status -c "$stamp" 2>/dev/null; then
  "$VENV_PYTHON" -m pip install -q --disable-pip-version-check -r "$requirements" >&2
  sha256sum "$requirements" > "$stamp"
fi
# predict's model runtime (core/predict/runtime.py), apart from requirements-dev.txt because it goes in with
# --no-deps: with its dependencies pip would replace the venv's Debian protobuf (4.21, its C++ implementation,
# whose behaviour tests/test_example.py pins) by protobuf >= 4.25.8 and could pull a numpy 2 beside Debian's
# numpy-1 GDAL. onnxruntime imports none of them to load and run a model. The QGIS chroots (test.sh --qgis)
# get a pinned version the same way (scripts/qgis_chroot.sh: ONNXRUNTIME).
if ! "$VENV_PYTHON" -c "import onnxruntime" 2>/dev/null; then
  "$VENV_PYTHON" -m pip install -q --disable-pip-version-check --no-deps "onnxruntime>=1.19" >&2
fi

# QGIS finds plugins as folders named after their package.
PLUGIN_DIR="$ROOT/.build/plugins"
mkdir -p "$PLUGIN_DIR"
ln -sfn "$ROOT/tfrecord_bridge" "$PLUGIN_DIR/tfrecord_bridge"
# The checkout speaks Korean and Portuguese as the zip does: its .qm files, which git does not track, made
# when missing or older than their .ts sources.
for ts in "$ROOT"/tfrecord_bridge/i18n/*.ts; do
  if [ ! "${ts%.ts}.qm" -nt "$ts" ]; then
    /usr/bin/python3 "$ROOT/scripts/translations.py" --compile >/dev/null
    break
  fi
done

export ROOT VENV_PYTHON PLUGIN_DIR

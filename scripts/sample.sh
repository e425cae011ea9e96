#!/usr/bin/env bash
# The main job on the bundled sample, installing what is missing first: qgis_process
# exports tfrecord_bridge/resources/sample/sample.tif (4-band Landsat-like scene, UTM 18N, with nodata)
# as EE-style TFRecord patches plus mixer, then the files it wrote are listed.
# Usage: bash scripts/sample.sh [OUTPUT_FOLDER]   (default .build/sample)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
out="${1:-$ROOT/.build/sample}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

# qgis_process runs in a profile of its own so the user's QGIS settings stay untouched.
export QT_QPA_PLATFORM=offscreen QGIS_PLUGINPATH="$PLUGIN_DIR" QGIS_CUSTOM_CONFIG_PATH="$ROOT/.build/qgis-profile"
qgis_process=/usr/bin/qgis_process.bin  # /usr/bin/qgis_process breaks on Debian 12
# Enabling is remembered in the profile; a second run finds the plugin already enabled.
if ! enabled=$("$qgis_process" plugins enable tfrecord_bridge 2>&1) && [[ "$enabled" != *"already enabled"* ]]; then
  echo "$enabled" >&2
  exit 1
fi

"$qgis_process" run tfrecord:exportimage -- \
  INPUT="$ROOT/tfrecord_bridge/resources/sample/sample.tif" \
  PATCH_DIMENSIONS=64,64 KERNEL_SIZE=8,8 COMPRESSED=true \
  OUTPUT="$out" PREFIX=sample

echo
echo "Wrote in $out:"
ls -l "$out"/sample-*
echo
cat "$out/sample-mixer.json"
echo

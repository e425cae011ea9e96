#!/usr/bin/env bash
# Screenshots of the export and import panels docked beside the map in a main window of 1366 x 768, in
# English, Korean and Brazilian Portuguese, and of the patch grid overlay, for the README and docs/:
# docs/export_panel_LANGUAGE.png, docs/import_panel_LANGUAGE.png, docs/grid_overlay.png. They are taken
# from a real QgsMapCanvas and the real panels on a virtual X server (Xvfb), so they need no display.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
cd "$ROOT"

# bootstrap.sh installs Xvfb with the rest; checked again here as this script cannot work without it.
if ! command -v xvfb-run >/dev/null 2>&1 || ! command -v xauth >/dev/null 2>&1; then
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -q >&2
  "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q xvfb xauth >&2
fi

# The Korean and Portuguese screenshots need the translations compiled, and Korean a font with Hangul glyphs;
# Pillow reduces the images to 256 colours, so they stay small.
install_missing_apt_packages qttools5-dev-tools fonts-noto-cjk python3-pil
/usr/bin/python3 "$ROOT/scripts/translations.py" --compile >/dev/null

export QT_QPA_PLATFORM=xcb
exec xvfb-run -a -s "-screen 0 1366x768x24" "$VENV_PYTHON" "$ROOT/scripts/screenshots.py" "$ROOT/tfrecord_bridge/docs" "$@"

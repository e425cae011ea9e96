#!/usr/bin/env bash
# Screenshots of the export and import dialogs and of the patch grid overlay, for the README:
# docs/export_dialog.png, docs/import_dialog.png, docs/grid_overlay.png, and the export dialog in
# Korean, docs/export_dialog_ko.png. They are taken from a
# real QgsMapCanvas and the real dialogs on a virtual X server (Xvfb), so they need no display.
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

# The Korean screenshot needs the Korean translation compiled and a font with Hangul glyphs.
install_missing_apt_packages qttools5-dev-tools fonts-noto-cjk
/usr/bin/python3 "$ROOT/scripts/translations.py" --compile >/dev/null

export QT_QPA_PLATFORM=xcb
exec xvfb-run -a -s "-screen 0 1920x1200x24" "$VENV_PYTHON" "$ROOT/scripts/screenshots.py" "$ROOT/docs" "$@"

#!/usr/bin/env bash
# Builds the plugin zip QGIS installs (Plugins > Install from ZIP, plugins.qgis.org), installing what
# is missing first: dist/tfrecord_bridge-<version>.zip with one top folder tfrecord_bridge/ holding
# the runtime files only (the translations compiled first), checked as plugins.qgis.org checks an
# upload, and dist/plugins.xml for a custom plugin repository (written with qgis-plugin-ci, from requirements-dev.txt).
# Usage: bash scripts/package.sh [--dist FOLDER] [--download-url URL]   (see scripts/package.py)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
cd "$ROOT"
# The translations (.qm) are build products, compiled from i18n/*.ts before they are zipped.
install_missing_apt_packages qttools5-dev-tools
/usr/bin/python3 "$ROOT/scripts/translations.py" --compile >&2
exec "$VENV_PYTHON" "$ROOT/scripts/package.py" "$@"

#!/usr/bin/env bash
# Builds the plugin zip QGIS installs (Plugins > Install from ZIP, plugins.qgis.org), installing what
# is missing first: dist/tfrecord_bridge-<version>.zip with one top folder tfrecord_bridge/ holding
# the runtime files only, checked as plugins.qgis.org checks an upload, and dist/plugins.xml for a
# custom plugin repository (written with qgis-plugin-ci, from requirements-dev.txt).
# Usage: bash scripts/package.sh [--dist FOLDER] [--download-url URL]   (see scripts/package.py)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
cd "$ROOT"
exec "$VENV_PYTHON" "$ROOT/scripts/package.py" "$@"

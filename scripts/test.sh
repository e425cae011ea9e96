#!/usr/bin/env bash
# Runs the whole test suite against real QGIS and GDAL, installing what is missing first.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
cd "$ROOT"
export QT_QPA_PLATFORM=offscreen
exec "$VENV_PYTHON" -m pytest "$@"

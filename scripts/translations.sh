#!/usr/bin/env bash
# Extracts the plugin's texts into i18n/*.ts (keeping their translations) and compiles i18n/*.qm with
# lrelease, installing Debian's qttools5-dev-tools when lrelease is missing.
# Usage: bash scripts/translations.sh [--compile] [--new LANGUAGE]   (see scripts/translations.py)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
install_missing_apt_packages qttools5-dev-tools
exec /usr/bin/python3 "$ROOT/scripts/translations.py" "$@"

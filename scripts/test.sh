#!/usr/bin/env bash
# Runs the whole test suite against real QGIS and GDAL, installing what is missing first; on the host,
# scripts/lint.sh's lint and type checks first.
#   bash scripts/test.sh [pytest args]                 on the host's QGIS (3.22 on Debian 12)
#   bash scripts/test.sh --qgis 3.40|3.44 [pytest args] on that QGIS, in a Debian chroot (qgis_chroot.sh)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
cd "$ROOT"
case "${1:-}" in
  --qgis=*) set -- --qgis "${1#--qgis=}" "${@:2}" ;;
esac
if [ "${1:-}" = "--qgis" ]; then
  [ $# -ge 2 ] || { echo "usage: test.sh --qgis VERSION [pytest args]" >&2; exit 2; }
  install_missing_apt_packages debootstrap qttools5-dev-tools
  # The chroots have no lrelease: the translations are compiled here, into the checkout they mount.
  /usr/bin/python3 "$ROOT/scripts/translations.py" --compile >/dev/null
  exec bash "$ROOT/scripts/qgis_chroot.sh" "${@:2}"
fi
# Lint and types first (scripts/lint.sh); the tests run either way, and fail the run if either fails.
lint_status=0
bash "$ROOT/scripts/lint.sh" || lint_status=$?
export QT_QPA_PLATFORM=offscreen
test_status=0
"$VENV_PYTHON" -m pytest "$@" || test_status=$?
[ "$test_status" -ne 0 ] || [ "$lint_status" -eq 0 ] || echo "test.sh: the tests passed, lint or types did not (above)" >&2
exit $(( test_status != 0 ? test_status : lint_status ))

#!/usr/bin/env bash
# Lint and types, as pyproject.toml configures them ([tool.ruff], [tool.mypy]); scripts/test.sh runs this first.
#   bash scripts/lint.sh           ruff over the checkout, then mypy over the plugin
#   bash scripts/lint.sh --fix     ruff fixes what it safely can (import order, ...) before both check
#   bash scripts/lint.sh --types   mypy only (pre-commit's ruff hook runs ruff itself)
# Installs what is missing first, as test.sh does (the tools are pinned in requirements-dev.txt).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
cd "$ROOT"
ruff_args=() run_ruff=1
case "${1:-}" in
  "") ;;
  --fix) ruff_args=(--fix) ;;
  --types) run_ruff=0 ;;
  *) echo "usage: lint.sh [--fix | --types]" >&2; exit 2 ;;
esac
status=0
if [ "$run_ruff" = 1 ]; then
  "$VENV_PYTHON" -m ruff check "${ruff_args[@]}" . || status=1
fi
# mypy checks the plugin as QGIS imports it, the package tfrecord_bridge (bootstrap.sh links it into .build/plugins).
"$VENV_PYTHON" -m mypy || status=1
exit $status

"""Test set-up: the checkout is imported as the package ``tfrecord_bridge``, as QGIS would."""

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PLUGIN_DIR = ROOT / ".build" / "plugins"
SHARED_DATA = ROOT.parent / "shared" / "data"

PLUGIN_DIR.mkdir(parents=True, exist_ok=True)
if not (PLUGIN_DIR / "tfrecord_bridge").exists():
    (PLUGIN_DIR / "tfrecord_bridge").symlink_to(ROOT)
if str(PLUGIN_DIR) not in sys.path:
    sys.path.insert(0, str(PLUGIN_DIR))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def shared_data():
    if not SHARED_DATA.is_dir():
        pytest.fail(f"shared test data not found at {SHARED_DATA} (../shared must sit beside the checkout)")
    return SHARED_DATA

"""Test set-up: the checkout is imported as the package ``tfrecord_bridge``, as QGIS would."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import settings

# Property tests that do not fix their own example count run few examples while working, more in CI.
settings.register_profile("dev", max_examples=50, deadline=None)
settings.register_profile("ci", max_examples=300, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

ROOT = Path(__file__).resolve().parents[1]
PLUGIN_DIR = ROOT / ".build" / "plugins"
TEST_DATA = ROOT / "tests" / "data"

PLUGIN_DIR.mkdir(parents=True, exist_ok=True)
if not (PLUGIN_DIR / "tfrecord_bridge").exists():
    (PLUGIN_DIR / "tfrecord_bridge").symlink_to(ROOT)
if str(PLUGIN_DIR) not in sys.path:
    sys.path.insert(0, str(PLUGIN_DIR))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def shared_data():
    """tests/data, the files the test modules share: rasterio/ holds the CC0 rasters (see its README.rst)."""
    return TEST_DATA


@pytest.fixture(scope="session")
def compiled_translations():
    """i18n/*.qm, compiled from the .ts files as scripts/translations.sh does (lrelease): build products."""
    script = ROOT / "scripts" / "translations.py"
    ts_files = sorted((ROOT / "i18n").glob("tfrecord_bridge_*.ts"))
    qm_files = [ts.with_suffix(".qm") for ts in ts_files]
    if any(shutil.which(tool) for tool in ("lrelease", "/usr/lib/qt5/bin/lrelease")):
        subprocess.run([sys.executable, str(script), "--compile"], check=True, capture_output=True)
    elif not all(qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime for qm, ts in zip(qm_files, ts_files)):
        # The QGIS 3.40/3.44 chroots have no lrelease; test.sh --qgis compiles on the host before entering.
        pytest.skip("lrelease (qttools5-dev-tools) is missing and the .qm files are not built from the current "
                    ".ts files: run bash scripts/translations.sh --compile")
    return qm_files


@pytest.fixture
def tfrecord_provider(qgis_processing):
    """Processing initialised with the plugin loaded as QGIS loads it (classFactory, no iface).

    Unloaded after each test, so tests that load the plugin themselves find a clean registry.
    """
    from qgis.core import QgsApplication

    import tfrecord_bridge

    plugin = tfrecord_bridge.classFactory(None)
    plugin.initProcessing()
    yield QgsApplication.processingRegistry().providerById("tfrecord")
    plugin.unload()


@pytest.fixture
def run_algorithm(tfrecord_provider):
    """processing.run for our algorithms, with a feedback that keeps the log for assertions."""
    import processing
    from qgis.core import QgsProcessingContext, QgsProcessingFeedback, QgsProject

    class RecordingFeedback(QgsProcessingFeedback):
        def __init__(self):
            super().__init__()
            self.log = []

        def pushInfo(self, info):
            self.log.append(info)
            super().pushInfo(info)

    def run(algorithm_id, parameters, feedback=None, context=None):
        feedback = feedback or RecordingFeedback()
        context = context or QgsProcessingContext()
        context.setProject(QgsProject.instance())
        result = processing.run(algorithm_id, parameters, feedback=feedback, context=context)
        run.feedback = feedback
        run.context = context
        return result

    yield run
    # ``run`` refers to itself, so only the cycle collector would free the context, maybe after QGIS
    # has exited: layers the run loaded into it (an OGR source given by path) would then crash Python.
    run.__dict__.clear()


GOLDEN_DIR = ROOT / "tests" / "golden"


def load_golden_data():
    """tests/golden/golden_data.py: what each TensorFlow-written golden file holds (no TensorFlow needed)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("golden_data", GOLDEN_DIR / "golden_data.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def cancelling_feedback(after_percent=30):
    """A QgsProcessingFeedback that cancels once progress passes ``after_percent``; ``.progress`` keeps the
    reports."""
    from qgis.core import QgsProcessingFeedback

    feedback = QgsProcessingFeedback()
    feedback.progress = []

    def cancel_midway(percent):
        feedback.progress.append(percent)
        if percent > after_percent:
            feedback.cancel()

    feedback.progressChanged.connect(cancel_midway)
    return feedback


def write_float_raster(path, values, nodata=None, epsg=32633):
    """A one-band float32 GeoTIFF of ``values`` with 1-unit pixels, its top-left corner at (0, rows)."""
    import numpy as np
    from osgeo import gdal

    values = np.asarray(values, dtype=np.float32)
    dataset = gdal.GetDriverByName("GTiff").Create(str(path), values.shape[1], values.shape[0], 1, gdal.GDT_Float32)
    dataset.SetGeoTransform((0, 1, 0, values.shape[0], 0, -1))
    dataset.SetProjection(f"EPSG:{epsg}")
    dataset.GetRasterBand(1).WriteArray(values)
    if nodata is not None:
        dataset.GetRasterBand(1).SetNoDataValue(nodata)
    dataset = None
    return str(path)


@pytest.fixture
def small_disk(tmp_path):
    """Mount a tmpfs of the given size (bytes) at a new folder; unmounted after the test."""
    mounted = []

    def mount(size):
        folder = tmp_path / f"disk{len(mounted)}"
        folder.mkdir()
        result = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
                                capture_output=True, text=True)
        if result.returncode:
            pytest.skip(f"cannot mount a tmpfs to fill up ({result.stderr.strip() or 'mount failed'})")
        mounted.append(folder)
        return folder

    yield mount
    busy = []
    for folder in mounted:
        if subprocess.run(["umount", str(folder)], capture_output=True).returncode:
            subprocess.run(["umount", "-l", str(folder)], check=True)
            busy.append(str(folder))
    if busy:
        pytest.fail(f"{', '.join(busy)} still busy after the test: a file left open there")


def model_destination(model):
    """The name of the one destination parameter of a model built in code, as that QGIS names it.

    QGIS 3.22 names it "child:output" ("random:points"); newer QGIS (3.40 does) names the destinations of
    models made in code or drawn in the Model Designer after the output's description ("points" for
    "Points"), and keys the results by the same name. Only a model loaded from a .model3 written by an
    older QGIS keeps the "child:output" form there.
    """
    (destination,) = model.destinationParameterDefinitions()
    return destination.name()

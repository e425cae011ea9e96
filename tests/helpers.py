"""What the test modules share that is not a fixture: the checkout's paths and small builders of test inputs.

Imported by its bare name (``from helpers import ROOT``), as pytest puts tests/ on sys.path; the fixtures
are in conftest.py.
"""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# The plugin, the folder that is the package QGIS loads (tfrecord_bridge) and the zip's one top folder.
PLUGIN_ROOT = ROOT / "tfrecord_bridge"
# Where conftest.py (and scripts/bootstrap.sh) link PLUGIN_ROOT as a QGIS plugin folder (QGIS_PLUGINPATH): the
# checkout's root holds tests, scripts and benchmarks too, which QGIS must not take for plugins.
PLUGIN_DIR = ROOT / ".build" / "plugins"
TEST_DATA = ROOT / "tests" / "data"
GOLDEN_DIR = ROOT / "tests" / "golden"


def load_golden_data():
    """tests/golden/golden_data.py: what each TensorFlow-written golden file holds (no TensorFlow needed)."""
    spec = importlib.util.spec_from_file_location("golden_data", GOLDEN_DIR / "golden_data.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def require_onnxruntime():
    """onnxruntime, which a test that runs a model needs, or that test skips: saying why where a QGIS chroot has
    none (scripts/qgis_chroot.sh: PyPI has no wheel for its Python), else that it cannot be imported."""
    import os

    import pytest

    return pytest.importorskip("onnxruntime", reason=os.environ.get("TFRECORD_BRIDGE_NO_ONNXRUNTIME"))


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


# The predict tests' scenes: 10 m pixels in UTM 33N.
SCENE_GEOTRANSFORM = (500000, 10, 0, 4100000, 0, -10)


def write_float_bands(path, values, nodata=None, geotransform=SCENE_GEOTRANSFORM, descriptions=None):
    """A float32 GeoTIFF of ``values`` [bands, rows, columns] in EPSG:32633, each band with ``nodata`` and its
    description from ``descriptions`` when given; returns the path as text."""
    from osgeo import gdal

    dataset = gdal.GetDriverByName("GTiff").Create(str(path), values.shape[2], values.shape[1], len(values),
                                                   gdal.GDT_Float32)
    dataset.SetGeoTransform(geotransform)
    dataset.SetProjection("EPSG:32633")
    for number, band_values in enumerate(values, start=1):
        band = dataset.GetRasterBand(number)
        band.WriteArray(band_values)
        if nodata is not None:
            band.SetNoDataValue(nodata)
        if descriptions:
            band.SetDescription(descriptions[number - 1])
    dataset = None
    return str(path)


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


def model_destination(model):
    """The name of the one destination parameter of a model built in code, as that QGIS names it.

    QGIS 3.22 names it "child:output" ("random:points"); newer QGIS (3.40 does) names the destinations of
    models made in code or drawn in the Model Designer after the output's description ("points" for
    "Points"), and keys the results by the same name. Only a model loaded from a .model3 written by an
    older QGIS keeps the "child:output" form there.
    """
    (destination,) = model.destinationParameterDefinitions()
    return destination.name()


# Examples built byte by byte (FORMAT.md 2), for map entries in an order no serializer is asked for.

def _varint(number):
    out = bytearray()
    while True:
        byte, number = number & 0x7F, number >> 7
        out.append(byte | (0x80 if number else 0))
        if not number:
            return bytes(out)


def _length_delimited(field, payload):
    return _varint(field << 3 | 2) + _varint(len(payload)) + payload


def hand_built_example(features):
    """An Example's bytes built by hand, its map entries in the order of ``features`` [(name, float32 values)]."""
    import numpy as np
    entries = b"".join(
        _length_delimited(1, _length_delimited(1, name.encode()) + _length_delimited(
            2, _length_delimited(2, _length_delimited(1, np.asarray(values, "<f4").tobytes()))))
        for name, values in features)
    return _length_delimited(1, entries)


def sidecar_without_run(text, keep_files=False):
    """An export sidecar's text as written before it recorded its run (FORMAT.md 3.6): without ``run``, whose id
    is each run's own, and ``minorVersion``; ``keep_files``: only the run's id left out, its shards and mixers
    kept (two exports of byte for byte the same files list them alike)."""
    import json
    try:
        data = json.loads(text)
    except ValueError:
        return text  # not a sidecar's JSON (a test's stand-in): as it is
    if keep_files and "run" in data:
        data["run"]["id"] = ""
    else:
        data.pop("run", None)
        data.pop("minorVersion", None)
    return json.dumps(data, indent=2)


def command_stopped_by_a_signal(arguments, started, signum, settle=0.0):
    """(exit status, error output, seconds from the signal to the exit) of ``tfrecord-bridge ARGUMENTS`` in a
    process of its own, sent ``signum`` once ``started()`` is true (the run writing), ``settle`` seconds later."""
    import os
    import subprocess
    import sys
    import time

    command = [sys.executable, "-m", "tfrecord_bridge.core.cli", *map(str, arguments)]
    process = subprocess.Popen(command, stderr=subprocess.PIPE, text=True,
                               env=dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path)))
    try:
        deadline = time.monotonic() + 60
        while not started() and process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.02)
        assert started(), "the run never started writing"
        time.sleep(settle)
        sent = time.monotonic()
        process.send_signal(signum)
        error = process.communicate(timeout=30)[1]
        return process.returncode, error, time.monotonic() - sent
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


@__import__("contextlib").contextmanager
def a_core_kept_busy():
    """This thread (and the threads it makes) on one core that another program keeps busy at normal priority, for
    as long as the block lasts: a thread of the lowest priority made in it gets no time at all, whatever else the
    machine runs (with the busy programs free to move, the kernel left a core idle for a while now and then)."""
    import os
    import subprocess
    import sys

    core = min(os.sched_getaffinity(0))
    busy = (f"import os, time\nos.sched_setaffinity(0, {{{core}}})\nprint('busy', flush=True)\n"
            "end = time.time() + 120\nwhile time.time() < end: pass\n")
    process = subprocess.Popen([sys.executable, "-c", busy], stdout=subprocess.PIPE, text=True)
    before = os.sched_getaffinity(0)
    try:
        assert process.stdout.readline() == "busy\n"
        os.sched_setaffinity(0, {core})  # 0: this thread
        yield
    finally:
        os.sched_setaffinity(0, before)
        process.kill()
        process.wait()
        process.stdout.close()

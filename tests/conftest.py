"""Test set-up and fixtures: the plugin folder is imported as the package ``tfrecord_bridge``, as QGIS would.

What the test modules share that is not a fixture (paths, builders of test inputs) is in helpers.py.
"""

import os
import shutil
import subprocess
import sys

import pytest
from hypothesis import settings

from helpers import PLUGIN_DIR, PLUGIN_ROOT, ROOT, TEST_DATA

# The object-store servers' fixtures (s3_server, s3_bucket, gcs_bucket, http_folder, ...): a module of their own.
pytest_plugins = ("object_stores",)

# Property tests run few examples while working (dev), fewer still in the quick loop (fast: test.sh --fast
# passes --hypothesis-profile=fast, which wins over the line below), more in CI (ci: .ci/run sets CI=true).
# The counts are the profile's alone; a test that sets its own, relative to the profile's, says why.
settings.register_profile("fast", max_examples=10, deadline=None)
settings.register_profile("dev", max_examples=50, deadline=None)
settings.register_profile("ci", max_examples=300, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

PLUGIN_DIR.mkdir(parents=True, exist_ok=True)
# Missing, or a link to the checkout's root from before the plugin moved into tfrecord_bridge/: (re)made, through
# a rename, which is atomic, so pytest-xdist workers doing the same at once all leave the right link.
if (PLUGIN_DIR / "tfrecord_bridge").resolve() != PLUGIN_ROOT:
    link = PLUGIN_DIR / f"tfrecord_bridge.{os.getpid()}"
    link.symlink_to(PLUGIN_ROOT)
    os.replace(link, PLUGIN_DIR / "tfrecord_bridge")
if str(PLUGIN_DIR) not in sys.path:
    sys.path.insert(0, str(PLUGIN_DIR))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_collection_modifyitems(items):
    """A qgis_process test is a slow test (pytest.ini): -m "not slow" leaves both out."""
    for item in items:
        if item.get_closest_marker("qgis_process") and not item.get_closest_marker("slow"):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session")
def shared_data():
    """tests/data, the files the test modules share: rasterio/ holds the CC0 rasters (see its README.rst)."""
    return TEST_DATA


@pytest.fixture(scope="session")
def compiled_translations():
    """i18n/*.qm, compiled from the .ts files as scripts/translations.sh does (lrelease): build products."""
    script = ROOT / "scripts" / "translations.py"
    ts_files = sorted((PLUGIN_ROOT / "i18n").glob("tfrecord_bridge_*.ts"))
    qm_files = [ts.with_suffix(".qm") for ts in ts_files]
    if any(shutil.which(tool) for tool in ("lrelease", "/usr/lib/qt5/bin/lrelease")):
        subprocess.run([sys.executable, str(script), "--compile"], check=True, capture_output=True)
    elif not all(qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime for qm, ts in zip(qm_files, ts_files)):
        # The QGIS 3.40/3.44 chroots have no lrelease; test.sh --qgis compiles on the host before entering.
        pytest.skip("lrelease (qttools5-dev-tools) is missing and the .qm files are not built from the current "
                    ".ts files: run bash scripts/translations.sh --compile")
    return qm_files


@pytest.fixture
def qgis_language():
    """Set QGIS's interface language as Settings > Options > General does; restored afterwards."""
    from qgis.core import QgsSettings
    settings = QgsSettings()
    before = {key: settings.value(key) for key in ("locale/overrideFlag", "locale/userLocale")}

    def choose(locale):
        settings.setValue("locale/overrideFlag", True)
        settings.setValue("locale/userLocale", locale)

    yield choose
    for key, value in before.items():
        if value is None:
            settings.remove(key)
        else:
            settings.setValue(key, value)


@pytest.fixture
def frozen_canvas(qgis_canvas):
    """pytest-qgis's canvas, rendering nothing during the test.

    The dialogs ask the canvas for its extent and CRS and draw rubber bands on it, which need no map render.
    A render would start in the first event loop turn, while a test waits on a background run; QGIS 3.22
    builds the project's expression scope for it in the main thread while the run's thread works, and that
    race crashed test processes (QgsMapCanvas::refreshMap, QgsProject::createExpressionContextScope).
    """
    qgis_canvas.freeze(True)
    yield qgis_canvas
    qgis_canvas.freeze(False)


# The plugin tfrecord_provider loaded, kept loaded for the next test that asks for it too: loading it (its
# algorithms, and the shipped models read from their .model3 files, twice) took ~50 ms, in over 400 tests.
_KEPT_PLUGIN = {}
# A test asking for one of these sets QGIS's language: the plugin it gets is loaded after, as before, speaking it.
_LANGUAGE_FIXTURES = {"qgis_language", "session_language", "compiled_translations"}


def _unload_kept_plugin():
    plugin = _KEPT_PLUGIN.pop("plugin", None)
    if plugin is not None:
        plugin.unload()


@pytest.fixture(autouse=True)
def _clean_registry_unless_the_plugin_is_kept(request):
    """A test that does not ask for tfrecord_provider finds no plugin loaded: one that loads the plugin itself, or
    checks that unloading it leaves the registry clean, needs that."""
    names = set(request.fixturenames)
    if "tfrecord_provider" not in names or names & _LANGUAGE_FIXTURES:
        _unload_kept_plugin()


@pytest.fixture(scope="session")
def _kept_plugin(qgis_processing):
    """Unloads the kept plugin at the session's end, before QGIS exits (qgis_processing's QGIS)."""
    yield _KEPT_PLUGIN
    _unload_kept_plugin()


@pytest.fixture
def tfrecord_provider(request, _kept_plugin):
    """Processing initialised with the plugin loaded as QGIS loads it (classFactory, no iface).

    Loaded once for the tests that follow one another asking for it (kept in _KEPT_PLUGIN); unloaded before any
    other test (_clean_registry_unless_the_plugin_is_kept), so that tests loading the plugin themselves find a clean
    registry. A test that sets QGIS's language gets a plugin of its own, unloaded after it.
    """
    from qgis.core import QgsApplication

    import tfrecord_bridge

    if "plugin" not in _kept_plugin:
        plugin = tfrecord_bridge.classFactory(None)
        plugin.initProcessing()
        _kept_plugin["plugin"] = plugin
    yield QgsApplication.processingRegistry().providerById("tfrecord")
    if set(request.fixturenames) & _LANGUAGE_FIXTURES:
        _unload_kept_plugin()


@pytest.fixture
def run_algorithm(tfrecord_provider):
    """processing.run for our algorithms, with a feedback that keeps the log for assertions."""
    import processing
    from qgis.core import QgsProcessingContext, QgsProcessingFeedback, QgsProject

    class RecordingFeedback(QgsProcessingFeedback):
        def __init__(self):
            super().__init__()
            self.log = []
            self.warnings = []

        def pushInfo(self, info):
            self.log.append(info)
            super().pushInfo(info)

        def pushWarning(self, warning):
            self.warnings.append(warning)
            super().pushWarning(warning)

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

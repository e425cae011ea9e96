"""The README is the front door: short, with the two commands, links into docs/ and a tour whose qgis_process
commands run as written, on what scripts/sample.sh exports."""

import os
import re
import subprocess

import numpy as np
import pytest
from osgeo import gdal

from helpers import PLUGIN_ROOT, ROOT
from qgis_process import QGIS_PROCESS, qgis_process

README = ROOT / "README.md"
README_MAX_LINES = 250  # the guide's limit for the front door; the reference lives in docs/
DOCS_PAGES = ["install", "dialogs", "processing", "algorithms", "walkthrough", "format", "cli", "dask", "python",
              "buckets", "speed", "languages", "developing"]
TOUR = "### In `qgis_process`"
SAMPLE_EXPORT = re.compile(r'^"\$qgis_process" run tfrecord:exportimage -- \\\n(?:.*\\\n)*.*\n', re.M)


def test_the_readme_is_a_front_door_with_the_two_commands_and_every_docs_page():
    """The README stays short and keeps the two commands that work on a fresh machine (the sample job and the whole
    test suite); every page of docs/ is linked from it."""
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= README_MAX_LINES, len(text.splitlines())
    assert "\n    bash scripts/sample.sh     # " in text and "\n    bash scripts/test.sh       # " in text
    assert sorted(path.stem for path in (PLUGIN_ROOT / "docs").glob("*.md")) == sorted(DOCS_PAGES), \
        "a tfrecord_bridge/docs/ page is new"
    for page in DOCS_PAGES:
        assert f"](tfrecord_bridge/docs/{page}.md" in text, f"the README does not link tfrecord_bridge/docs/{page}.md"


def tour_commands():
    """The fenced bash block of the README's qgis_process tour."""
    section = README.read_text(encoding="utf-8").split(TOUR, 1)[1].split("\n## ", 1)[0]
    return re.search(r"```bash\n(.*?)```", section, re.S)[1]


@pytest.mark.qgis_process
def test_the_readmes_qgis_process_tour_runs_as_written_after_sample_sh(tmp_path):
    """In a folder laid out as the checkout after `bash scripts/sample.sh` (the plugin linked into .build/plugins,
    the sample exported by sample.sh's own command into .build/sample, the plugin enabled in .build/qgis-profile),
    the tour's commands run as the README prints them and give what it says."""
    (tmp_path / ".build" / "plugins").mkdir(parents=True)
    (tmp_path / ".build" / "plugins" / "tfrecord_bridge").symlink_to(PLUGIN_ROOT)
    profile = tmp_path / ".build" / "qgis-profile"
    assert qgis_process(profile, "--version").returncode == 0  # enables the plugin there, as sample.sh does
    sample_export = SAMPLE_EXPORT.search((ROOT / "scripts" / "sample.sh").read_text(encoding="utf-8"))[0]
    env = dict(os.environ, qgis_process=QGIS_PROCESS, ROOT=str(ROOT), out=str(tmp_path / ".build" / "sample"),
               QT_QPA_PLATFORM="offscreen", QGIS_PLUGINPATH=str(tmp_path / ".build" / "plugins"),
               QGIS_CUSTOM_CONFIG_PATH=str(profile))
    exported = subprocess.run(["bash", "-euc", sample_export], cwd=tmp_path, env=env, capture_output=True, text=True,
                              timeout=600)
    assert exported.returncode == 0, exported.stdout + exported.stderr
    # As pasted: the tour finds the command itself (a new user pasting 'qgis_process run' on Debian 12 failed).
    commands = tour_commands()
    tour = subprocess.run(["bash", "-euc", commands], cwd=tmp_path, env=dict(os.environ, HOME=str(tmp_path)),
                          capture_output=True, text=True, timeout=600)
    assert tour.returncode == 0, tour.stdout + tour.stderr
    assert "RECORDS:\t24" in tour.stdout and "PROBLEMS:\t0" in tour.stdout, tour.stdout
    for band in ("B2", "B3", "B4", "B5"):
        assert f"'{band}': tf.io.FixedLenFeature([72, 72], tf.float32)" in tour.stdout, tour.stdout
    assert (tmp_path / ".build" / "sample" / "report.html").is_file()
    scene, back = gdal.Open(str(PLUGIN_ROOT / "resources" / "sample" / "sample.tif")), \
        gdal.Open(str(tmp_path / ".build" / "sample" / "roundtrip.tif"))
    assert (back.RasterXSize, back.RasterYSize, back.RasterCount) == (384, 256, 4)
    assert back.GetGeoTransform() == scene.GetGeoTransform()
    for number in range(1, 5):
        assert np.array_equal(back.GetRasterBand(number).ReadAsArray(),
                              scene.GetRasterBand(number).ReadAsArray().astype(np.float32))

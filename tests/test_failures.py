"""Failures are messages, not tracebacks or hangs (issue 11 D1, D6, D8, D11)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from qgis.core import QgsProcessingException

from helpers import PLUGIN_DIR, ROOT
from tfrecord_bridge.core.export import estimate
from tfrecord_bridge.core.importing.import_image import ImportRequest

FAILING_RUNS = ROOT / "tests" / "failing_runs.py"


@pytest.fixture(scope="module")
def points_gpkg(tmp_path_factory, shared_data):
    """A GeoPackage of 20 points inside RGB.byte.tif, written with OGR (no QGIS layer held open here)."""
    from osgeo import gdal, ogr, osr
    raster = gdal.Open(str(shared_data / "rasterio" / "RGB.byte.tif"))
    c, a, _, f, _, e = raster.GetGeoTransform()
    path = str(tmp_path_factory.mktemp("points") / "points.gpkg")
    source = ogr.GetDriverByName("GPKG").CreateDataSource(path)
    layer = source.CreateLayer("points", osr.SpatialReference(wkt=raster.GetProjection()), ogr.wkbPoint)
    layer.CreateField(ogr.FieldDefn("label", ogr.OFTInteger))
    for number in range(20):
        feature = ogr.Feature(layer.GetLayerDefn())
        feature.SetField("label", number)
        point = ogr.Geometry(ogr.wkbPoint)
        point.AddPoint_2D(c + (50 + 10 * number) * a, f + (50 + 10 * number) * e)
        feature.SetGeometry(point)
        layer.CreateFeature(feature)
    source = None
    return path


@pytest.mark.slow  # a QGIS started in a process of its own
@pytest.mark.parametrize("algorithm", ["exporttable", "exportpatchesatpoints"])
def test_ten_failing_runs_then_a_good_one_in_one_process(tmp_path, shared_data, points_gpkg, algorithm):
    # The fifth run used to block forever in getFeatures: the timeout turns a hang into a failure.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TFRECORD_PLUGIN_DIR=str(PLUGIN_DIR))
    try:
        run = subprocess.run([sys.executable, str(FAILING_RUNS), algorithm, points_gpkg,
                              str(shared_data / "rasterio" / "RGB.byte.tif"), str(tmp_path), "10"],
                             env=env, capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired as expired:
        pytest.fail(f"{algorithm} hung after failed runs:\n{expired.stdout}")
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.count("failed as expected: output folder") == 10
    assert "good run: 20" in run.stdout


# ----------------------------------------------------------------------------- messages, not tracebacks

@pytest.fixture
def small_raster(tmp_path):
    import numpy as np

    from helpers import write_float_raster
    return write_float_raster(tmp_path / "r.tif", np.arange(32 * 32, dtype=np.float32).reshape(32, 32))


def export_image_run(run_algorithm, raster, folder, **parameters):
    return run_algorithm("tfrecord:exportimage", {"INPUT": [raster], "OUTPUT": str(folder),
                                                  "PATCH_DIMENSIONS": "16,16", **parameters})


def test_a_missing_field_is_named(run_algorithm, tmp_path, points_gpkg, small_raster):
    with pytest.raises(QgsProcessingException,
                       match=r"FIELDS: the layer has no field 'nope' \(its fields: fid, label\)"):
        run_algorithm("tfrecord:exporttable", {"INPUT": points_gpkg, "FIELDS": ["label", "nope"],
                                               "OUTPUT": str(tmp_path / "t.tfrecord.gz")})
    with pytest.raises(QgsProcessingException, match=r"FIELDS: the layer has no field 'nope'"):
        run_algorithm("tfrecord:exportpatchesatpoints", {"INPUT": [small_raster], "POINTS": points_gpkg,
                                                         "FIELDS": ["nope"], "OUTPUT": str(tmp_path / "p")})
    assert sorted(os.listdir(tmp_path)) == ["r.tif"]


def test_nested_output_folders_are_made_by_every_algorithm(run_algorithm, tmp_path, points_gpkg, small_raster):
    table = tmp_path / "a" / "b" / "t.tfrecord.gz"
    run_algorithm("tfrecord:exporttable", {"INPUT": points_gpkg, "OUTPUT": str(table)})
    assert table.is_file()
    exported = export_image_run(run_algorithm, small_raster, tmp_path / "c" / "d", PREFIX="x")
    raster = tmp_path / "e" / "f" / "back.tif"
    run_algorithm("tfrecord:importimage", {"INPUT": exported["FILES"], "OUTPUT": str(raster)})
    assert raster.is_file()
    report = tmp_path / "g" / "h" / "report.html"
    run_algorithm("tfrecord:inspect", {"INPUT": [str(table)], "OUTPUT_HTML": str(report)})
    assert report.read_text().endswith("</html>")


def test_an_output_that_is_an_existing_folder_is_refused_before_the_run(run_algorithm, tmp_path, points_gpkg,
                                                                         small_raster):
    folder = tmp_path / "taken.tif"
    folder.mkdir()
    exported = export_image_run(run_algorithm, small_raster, tmp_path / "out", PREFIX="x")
    cases = [
        ("tfrecord:exporttable", {"INPUT": points_gpkg, "OUTPUT": str(tmp_path / "taken.tif")},
         r"TFRecord file \(OUTPUT\) .*taken\.tif\.tfrecord\.gz"),
        ("tfrecord:importimage", {"INPUT": exported["FILES"], "OUTPUT": str(folder)},
         r"predictions raster \(OUTPUT\) .*taken\.tif is a folder: give the name of a file"),
        ("tfrecord:inspect", {"INPUT": exported["FILES"], "OUTPUT_HTML": str(folder)},
         r"report \(OUTPUT_HTML\) .*taken\.tif is a folder: give the name of a file"),
        # Found by a new user: importtable read every record first, then failed with OGR's own text.
        ("tfrecord:importtable", {"INPUT": exported["FILES"], "OUTPUT": str(tmp_path / "taken.gpkg")},
         r"table file \(OUTPUT\) .*taken\.gpkg is a folder: give the name of a file"),
    ]
    (tmp_path / "taken.tif.tfrecord.gz").mkdir()
    (tmp_path / "taken.gpkg").mkdir()
    for algorithm, parameters, message in cases:
        with pytest.raises(QgsProcessingException, match=message):
            run_algorithm(algorithm, parameters)
    assert os.listdir(folder) == [] and os.listdir(tmp_path / "taken.tif.tfrecord.gz") == []
    assert os.listdir(tmp_path / "taken.gpkg") == []


def test_a_folder_given_as_input_files_is_named(run_algorithm, tmp_path, small_raster):
    exported = export_image_run(run_algorithm, small_raster, tmp_path / "out", PREFIX="x")
    with pytest.raises(QgsProcessingException, match=r"INPUT: .*out is a folder, not a TFRecord file: choose the "
                                                     r"files in it, or give a folder as FOLDER"):
        run_algorithm("tfrecord:importimage", {"INPUT": [exported["OUTPUT"]], "OUTPUT": str(tmp_path / "r.tif")})


def test_the_empty_prefix_writes_folder_style_names(run_algorithm, tmp_path, small_raster):
    result = export_image_run(run_algorithm, small_raster, tmp_path / "out", PREFIX="")
    assert sorted(os.listdir(tmp_path / "out")) == ["00000.tfrecord.gz", "mixer.json", "sidecar.json"]
    assert result["MIXER"] == str(tmp_path / "out" / "mixer.json")
    back = run_algorithm("tfrecord:importimage", {"FOLDER": str(tmp_path / "out"), "OUTPUT": str(tmp_path / "b.tif")})
    assert os.path.isfile(back["OUTPUT"])


def test_a_wrong_mixer_reports_the_record_count(run_algorithm, tmp_path, small_raster):
    import json
    exported = export_image_run(run_algorithm, small_raster, tmp_path / "out", PREFIX="x")
    other = json.loads(Path(exported["MIXER"]).read_text())
    other.update(patchDimensions=[8, 8], patchesPerRow=4, totalPatches=16)  # another export's mixer
    mixer = tmp_path / "other-mixer.json"
    mixer.write_text(json.dumps(other))
    with pytest.raises(QgsProcessingException, match="the files hold 4 records but the mixer's totalPatches is 16"):
        run_algorithm("tfrecord:importimage", {"INPUT": exported["FILES"], "MIXER": str(mixer),
                                               "OUTPUT": str(tmp_path / "r.tif")})


@pytest.mark.parametrize("per_row", [4, 2 ** 20])
def test_an_absurd_mixer_is_a_message(run_algorithm, tmp_path, small_raster, per_row):
    import json
    exported = export_image_run(run_algorithm, small_raster, tmp_path / "out", PREFIX="x")
    absurd = json.loads(Path(exported["MIXER"]).read_text())
    absurd.update(totalPatches=2 ** 40, patchesPerRow=per_row)
    mixer = tmp_path / "absurd-mixer.json"
    mixer.write_text(json.dumps(absurd))
    # Too wide for a GeoTIFF, or more patches than the files can hold records for (refused before the GeoTIFF).
    with pytest.raises(QgsProcessingException, match=r"more than a GeoTIFF can hold|absurd-mixer\.json: the mixer "
                                                     r"describes 1099511627776 patches, .* can hold at most"):
        run_algorithm("tfrecord:importimage", {"INPUT": exported["FILES"], "MIXER": str(mixer),
                                               "OUTPUT": str(tmp_path / "back.tif")})
    assert not os.path.exists(tmp_path / "back.tif") and not os.path.exists(tmp_path / "back.tif.part")


def open_files_under(folder):
    """Files under ``folder`` this process still holds open (a leaked GDAL dataset, say)."""
    held = []
    for descriptor in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{descriptor}")
        except OSError:
            continue
        if target.startswith(str(folder)):
            held.append(target)
    return held


# GDAL's own error on closing the half-written GeoTIFF is dropped, not printed as an "Exception ignored" traceback.
@pytest.mark.filterwarnings("error::pytest.PytestUnraisableExceptionWarning")
def test_a_full_disk_is_a_message_naming_the_file_and_leaves_no_report_or_raster(run_algorithm, tmp_path,
                                                                                  small_raster, small_disk,
                                                                                  monkeypatch):
    exported = export_image_run(run_algorithm, small_raster, tmp_path / "out", PREFIX="x")
    disk = small_disk(64 * 1024)
    with open(disk / "filler", "wb") as filler:
        try:
            filler.write(bytes(64 * 1024))
        except OSError:
            pass  # full
    with pytest.raises(QgsProcessingException, match=r"report\.html: the disk is full"):
        run_algorithm("tfrecord:inspect", {"INPUT": exported["FILES"], "OUTPUT_HTML": str(disk / "report.html")})
    assert open_files_under(disk) == []
    with pytest.raises(QgsProcessingException, match=r"back\.tif: the disk is full \(\d+ KiB free; GDAL could not "
                                                     r"write the raster"):
        run_algorithm("tfrecord:importimage", {"INPUT": exported["FILES"], "OUTPUT": str(disk / "back.tif")})
    assert open_files_under(disk) == []
    with pytest.raises(QgsProcessingException, match=r"the export would write \d+ patches, .* has 0 bytes free"):
        export_image_run(run_algorithm, small_raster, disk, PREFIX="x")  # refused before writing (issue 26)
    assert open_files_under(disk) == []
    # The write path too, as if the disk's free space could not be told.
    monkeypatch.setattr(estimate, "free_bytes", lambda folder: None)
    with pytest.raises(QgsProcessingException, match=r"x-00000\.tfrecord\.gz: the disk is full"):
        export_image_run(run_algorithm, small_raster, disk, PREFIX="x")
    assert open_files_under(disk) == []
    assert os.listdir(disk) == ["filler"]


def test_a_run_failing_after_opening_the_rasters_leaves_no_more_open_than_one_failing_before(
        run_algorithm, tmp_path):
    # QGIS 3.22 keeps every exception a Python algorithm raises, and with it the context and its layers
    # (one handle on the input per failed run, QGIS's own). Our datasets must not stay open beside them.
    import numpy as np

    from helpers import write_float_raster
    raster = write_float_raster(tmp_path / "masked.tif", np.full((32, 32), -1, np.float32), nodata=-1)
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder")

    def handles_after_failing_runs(output, **parameters):
        before = len(open_files_under(raster))
        for _ in range(5):
            with pytest.raises(QgsProcessingException):
                export_image_run(run_algorithm, raster, output, **parameters)
        return len(open_files_under(raster)) - before

    failing_before_opening = handles_after_failing_runs(blocked / "out")  # refused before any raster is read
    failing_after_opening = handles_after_failing_runs(tmp_path / "out", MASKED_THRESHOLD=0.5)  # all masked
    assert failing_after_opening <= failing_before_opening


def read_only(folder):
    subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)


def test_a_read_only_file_system_is_said_in_words_naming_the_users_file(run_algorithm, tmp_path, small_raster,
                                                                         small_disk, capsys):
    """Issue 26: a raw "[Errno 30] Read-only file system" naming the GeoTIFF's temporary .part file."""
    from tfrecord_bridge.core.cli import main

    exported = export_image_run(run_algorithm, small_raster, tmp_path / "out", PREFIX="x")
    disk = small_disk(256 * 1024)
    read_only(disk)
    back = disk / "back.tif"
    with pytest.raises(QgsProcessingException, match=rf"{disk} is on a read-only file system"):
        run_algorithm("tfrecord:importimage", {"INPUT": exported["FILES"], "OUTPUT": str(back)})
    with pytest.raises(QgsProcessingException, match=rf"{disk} is on a read-only file system"):
        export_image_run(run_algorithm, small_raster, disk, PREFIX="x")
    # The command checks no folder first: GDAL's failure is what says so.
    assert main(["import-image", "--folder", str(tmp_path / "out"), "--prefix", "x", "-o", str(back)]) == 1
    error = capsys.readouterr().err
    assert f"{back}: the file system is read-only" in error
    assert ".part" not in error and "Errno" not in error and "Traceback" not in error
    assert main(["export-image", str(small_raster), "-o", str(disk), "--prefix", "x",
                 "--patch-dimensions", "16,16"]) == 1
    assert "is on a read-only file system" in capsys.readouterr().err
    assert os.listdir(disk) == []


def test_a_disk_filling_up_while_the_geotiff_is_written_says_the_disk_is_full(tmp_path, small_disk):
    """Issue 26: GDAL's raw "TIFFAppendToStrip ... scanline 4294967295" when the disk filled up mid-raster."""
    import numpy as np

    from helpers import write_float_raster
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.importing.import_image import find_export, import_image
    from tfrecord_bridge.core.layout.format_options import FormatOptions

    noise = np.random.default_rng(26).random((256, 256), dtype=np.float32)  # 256 KiB that do not compress
    raster = write_float_raster(tmp_path / "noise.tif", noise)
    export_image(ExportRequest([SourceLayer(raster)], tmp_path / "out", "x", FormatOptions(patchDimensions=(64, 64))))
    disk = small_disk(128 * 1024)
    with pytest.raises(OSError, match=r"back\.tif: the disk is full \(\d+ KiB free; GDAL could not write") as error:
        import_image(ImportRequest(*find_export(str(tmp_path / "out"), "x"), str(disk / "back.tif")))
    assert ".part" not in str(error.value)
    assert os.listdir(disk) == []

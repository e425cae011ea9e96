"""A run that fails or is cancelled leaves the file system as it found it, folders included.

The folder an export writes into (and every missing folder above it, and a
PREFIX ending in '/') is made by the run's :class:`core.places.outputs.Outputs`, which
removes the folders it made again when the run fails; a folder that was there
before stays, and so does one that holds anything the run did not write. These
runs fail only while running, after every check has passed and the folder was
made: a sampling that keeps no patch, a point layer with no point to export, a
record count that does not match, a cancel.
"""

import os

import numpy as np
import pytest
from osgeo import ogr, osr
from qgis.core import QgsProcessingException, QgsProcessingFeedback, QgsVectorLayer

from helpers import cancelling_feedback, write_float_raster
from tfrecord_bridge.core.base.progress import Cancelled, Monitor
from tfrecord_bridge.core.cli import main
from tfrecord_bridge.core.export.export_image import export_image
from tfrecord_bridge.core.export.raster_source import SourceLayer
from tfrecord_bridge.core.export.request import ExportRequest
from tfrecord_bridge.core.layout.format_options import FormatOptions
from tfrecord_bridge.core.places.outputs import Outputs

SIZE = 64  # the raster: SIZE x SIZE pixels of 1 m, x 0..64 and y 0..64 in EPSG:32633


@pytest.fixture(scope="module")
def raster(tmp_path_factory):
    values = np.arange(SIZE * SIZE, dtype=np.float32).reshape(SIZE, SIZE)
    return write_float_raster(tmp_path_factory.mktemp("raster") / "r.tif", values)


def vector_file(folder, name, geometry_type, wkts):
    """A one-layer GeoPackage in EPSG:32633 of the geometries ``wkts``, each with code 1."""
    path = str(folder / f"{name}.gpkg")
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(32633)
    source = ogr.GetDriverByName("GPKG").CreateDataSource(path)
    layer = source.CreateLayer(name, srs, geometry_type)
    layer.CreateField(ogr.FieldDefn("code", ogr.OFTInteger))
    for wkt in wkts:
        feature = ogr.Feature(layer.GetLayerDefn())
        feature.SetField("code", 1)
        feature.SetGeometry(ogr.CreateGeometryFromWkt(wkt))
        layer.CreateFeature(feature)
    source = layer = None
    return path


@pytest.fixture(scope="module")
def vectors(tmp_path_factory):
    """Labels 10 km off the raster (every patch a negative), points off it, no points, points on it."""
    folder = tmp_path_factory.mktemp("vectors")
    return {
        "labels_elsewhere": vector_file(folder, "elsewhere", ogr.wkbPolygon,
                                        ["POLYGON((10000 0, 10010 0, 10010 10, 10000 10, 10000 0))"]),
        "points_elsewhere": vector_file(folder, "outside", ogr.wkbPoint, ["POINT(10000 5)", "POINT(-500 30)"]),
        "no_points": vector_file(folder, "nothing", ogr.wkbPoint, []),
        "points": vector_file(folder, "points", ogr.wkbPoint, ["POINT(20.5 20.5)", "POINT(40.5 40.5)"]),
    }


def tree(folder):
    """Every path under ``folder``, relative to it (folders end in '/')."""
    found = []
    for top, folders, files in os.walk(folder):
        relative = os.path.relpath(top, folder)
        found += [os.path.normpath(os.path.join(relative, name)) + "/" for name in folders]
        found += [os.path.normpath(os.path.join(relative, name)) for name in files]
    return sorted(found)


# ----------------------------------------------------------------------------- the mechanism

def test_outputs_make_the_missing_folders_and_remove_them_when_the_run_fails(tmp_path):
    (tmp_path / "there").mkdir()
    folder = tmp_path / "there" / "new" / "deeper"
    outputs = Outputs(folder=folder)
    assert not (tmp_path / "there" / "new").exists()  # nothing is made before the run enters the block
    with pytest.raises(RuntimeError, match="the run failed"):
        with outputs:
            assert folder.is_dir()
            outputs.write_text(folder / "a.json", "{}")
            raise RuntimeError("the run failed")
    assert tree(tmp_path) == ["there/"]


def test_outputs_keep_a_folder_holding_what_they_did_not_write_and_keep_folders_once_committed(tmp_path):
    folder = tmp_path / "new" / "deeper"
    with pytest.raises(RuntimeError):
        with Outputs(folder=folder) as outputs:
            outputs.write_text(folder / "a.json", "{}")
            (tmp_path / "new" / "someone else's.txt").write_text("not the run's")
            raise RuntimeError("the run failed")
    # 'deeper' held only the run's own file; 'new' holds another's, so it stays with it.
    assert tree(tmp_path) == ["new/", "new/someone else's.txt"]

    with Outputs(folder=tmp_path / "done" / "deeper") as outputs:
        outputs.write_text(tmp_path / "done" / "deeper" / "a.json", "{}")
        outputs.commit()
    assert tree(tmp_path / "done") == ["deeper/", "deeper/a.json"]


def test_outputs_made_for_a_folder_that_is_there_never_remove_it(tmp_path):
    with pytest.raises(RuntimeError):
        with Outputs(folder=tmp_path) as outputs:
            outputs.write_text(tmp_path / "a.json", "{}")
            raise RuntimeError("the run failed")
    assert tmp_path.is_dir() and tree(tmp_path) == []


# ----------------------------------------------------------------------------- the algorithms

def sampling_keeping_nothing(raster, vectors, output, **changes):
    return {"INPUT": [raster], "PATCH_DIMENSIONS": "16,16", "OUTPUT": str(output), "PREFIX": "p",
            "LABEL_LAYER": vectors["labels_elsewhere"], "NEGATIVE_RATIO": 0.0, **changes}


@pytest.mark.parametrize("changes", [{}, {"SPLITS": "a=0.5,b=0.5", "SPLIT_BLOCK": 2}, {"PREFIX": "sub/"}],
                         ids=["plain", "splits", "prefix-subfolder"])
def test_exportimage_whose_sampling_keeps_no_patch_removes_the_folders_it_made(run_algorithm, tmp_path, raster,
                                                                               vectors, changes):
    with pytest.raises(QgsProcessingException, match="the sampling kept no patch of 16"):
        run_algorithm("tfrecord:exportimage",
                      sampling_keeping_nothing(raster, vectors, tmp_path / "new" / "out", **changes))
    assert tree(tmp_path) == []


@pytest.mark.parametrize("prefix", ["p", "sub/"])
def test_an_existing_empty_output_folder_survives_a_failed_export(run_algorithm, tmp_path, raster, vectors, prefix):
    (tmp_path / "out").mkdir()
    with pytest.raises(QgsProcessingException, match="the sampling kept no patch"):
        run_algorithm("tfrecord:exportimage", sampling_keeping_nothing(raster, vectors, tmp_path / "out",
                                                                       PREFIX=prefix))
    assert tree(tmp_path) == ["out/"]  # the user's folder stays; the subfolder the prefix made goes


@pytest.mark.parametrize("points, message", [
    ("no_points", r"^POINTS: the point layer has no points; nothing was written"),
    ("points_elsewhere", r"^no patch written: all 2 points were skipped \(2 outside the rasters\)"),
])
@pytest.mark.parametrize("existing", [False, True], ids=["new-folder", "existing-folder"])
def test_exportpatchesatpoints_with_no_patch_to_write_leaves_the_folders_as_they_were(run_algorithm, tmp_path,
                                                                                      raster, vectors, points,
                                                                                      message, existing):
    if existing:
        (tmp_path / "out").mkdir()
    output = tmp_path / "out" if existing else tmp_path / "new" / "out"
    with pytest.raises(QgsProcessingException, match=message):
        run_algorithm("tfrecord:exportpatchesatpoints", {"INPUT": [raster], "POINTS": vectors[points],
                                                         "PATCH_DIMENSIONS": "8,8", "OUTPUT": str(output),
                                                         "PREFIX": "sub/"})
    assert tree(tmp_path) == (["out/"] if existing else [])


def test_a_cancel_mid_export_removes_the_folders_the_run_made(tmp_path, raster):
    checks = []

    def cancelled():
        checks.append(1)
        return len(checks) > 2  # once the first strips are written

    with pytest.raises(Cancelled):
        export_image(ExportRequest([SourceLayer(raster)], tmp_path / "new" / "out", "sub/",
                                   FormatOptions(patchDimensions=(4, 4), maxFileSize=300)),
                     monitor=Monitor(is_cancelled=cancelled))
    assert len(checks) > 2
    assert tree(tmp_path) == []


def test_a_cancel_mid_run_of_the_algorithm_removes_the_folders_it_made(run_algorithm, tmp_path, raster):
    feedback = cancelling_feedback(after_percent=30)
    with pytest.raises(QgsProcessingException, match="Cancelled"):
        run_algorithm("tfrecord:exportimage", {"INPUT": [raster], "PATCH_DIMENSIONS": "4,4", "MAX_FILE_SIZE": 300,
                                               "OUTPUT": str(tmp_path / "new" / "out"), "PREFIX": "p"},
                      feedback=feedback)
    assert 30 < max(feedback.progress) < 100
    assert tree(tmp_path) == []


def test_the_command_line_export_failing_mid_run_removes_the_folders_it_made(tmp_path, raster, vectors, capsys):
    (tmp_path / "there").mkdir()
    for output in (tmp_path / "new" / "out", tmp_path / "there"):
        status = main(["export-image", raster, "-o", str(output), "--prefix", "sub/", "--patch-dimensions", "16,16",
                       "--label-layer", vectors["labels_elsewhere"], "--negative-ratio", "0"])
        assert status == 1 and "the sampling kept no patch" in capsys.readouterr().err
    assert tree(tmp_path) == ["there/"]


def test_exporttable_cancelled_mid_run_removes_the_folders_it_made(run_algorithm, tmp_path):
    layer = QgsVectorLayer("Point?crs=EPSG:4326&field=n:integer", "points", "memory")
    feedback = QgsProcessingFeedback()
    feedback.cancel()  # seen at the first row, once the file is open
    with pytest.raises(QgsProcessingException, match="Cancelled"):
        run_algorithm("tfrecord:exporttable", {"INPUT": layer,
                                               "OUTPUT": str(tmp_path / "new" / "deeper" / "t.tfrecord.gz")},
                      feedback=feedback)
    assert tree(tmp_path) == []


@pytest.fixture
def export(tmp_path, raster):
    """An export of 16 patches in 8 shards, in tmp_path / 'export'."""
    result = export_image(ExportRequest([SourceLayer(raster)], tmp_path / "export", "x",
                                        FormatOptions(patchDimensions=(16, 16), compressed=False, maxFileSize=2200)))
    assert len(result.files) == 8
    return result


def test_importimage_failing_mid_run_removes_the_folders_it_made(run_algorithm, tmp_path, export):
    # A damaged record in the last shard: found only once the first shards were written into the GeoTIFF.
    last = export.files[-1]
    with open(last, "r+b") as stream:
        stream.seek(os.path.getsize(last) // 2)
        byte = stream.read(1)
        stream.seek(-1, os.SEEK_CUR)
        stream.write(bytes([byte[0] ^ 0xFF]))
    with pytest.raises(QgsProcessingException, match="x-00007.tfrecord"):
        run_algorithm("tfrecord:importimage", {"INPUT": export.files, "MIXER": export.mixer_path,
                                               "OUTPUT": str(tmp_path / "new" / "deeper" / "back.tif")})
    feedback = cancelling_feedback(after_percent=30)
    with pytest.raises(QgsProcessingException, match="Cancelled"):
        run_algorithm("tfrecord:importimage", {"INPUT": export.files, "OUTPUT": str(tmp_path / "new" / "back.tif")},
                      feedback=feedback)
    assert sorted(os.listdir(tmp_path)) == ["export"]


def test_importtable_failing_mid_run_removes_the_folders_it_made(run_algorithm, tmp_path, export):
    with pytest.raises(QgsProcessingException, match="No record has a feature named 'nosuch'"):
        run_algorithm("tfrecord:importtable", {"INPUT": export.files, "X_FIELD": "nosuch", "Y_FIELD": "b1",
                                               "OUTPUT": str(tmp_path / "new" / "deeper" / "t.gpkg")})
    assert sorted(os.listdir(tmp_path)) == ["export"]

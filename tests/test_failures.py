"""Failures are messages, not tracebacks or hangs (issue 11 D1, D6, D8, D11)."""

import os
import subprocess
import sys

import pytest

from conftest import PLUGIN_DIR, ROOT

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

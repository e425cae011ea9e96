"""Rotated rasters (a geotransform with rotation terms): warped onto a north-up grid when the export is asked to
warp (a target CRS or a pixel size), as gdalwarp would; refused, naming those options, when it is not."""

import json
import math
from pathlib import Path

import numpy as np
import pytest
from osgeo import gdal

from tfrecord_bridge.core import read_records
from tfrecord_bridge.core.cli import main
from tfrecord_bridge.core.export.raster_source import export_grid
from tfrecord_bridge.core.layout.naming import find_shards, mixer_path

ANGLE = math.radians(17)  # no multiple of 45 degrees: no pixel centre of the grid falls on a source pixel's edge
SIZE = 10.0


@pytest.fixture
def rotated(tmp_path):
    """A 48 x 36 float GeoTIFF in EPSG:32633 whose rows run 17 degrees off the east, every value different."""
    path = str(tmp_path / "rotated.tif")
    values = np.random.default_rng(44).normal(100, 30, (2, 36, 48)).astype(np.float32)
    dataset = gdal.GetDriverByName("GTiff").Create(path, 48, 36, 2, gdal.GDT_Float32)
    cos, sin = SIZE * math.cos(ANGLE), SIZE * math.sin(ANGLE)
    dataset.SetGeoTransform((500000.0, cos, sin, 4100000.0, sin, -cos))
    dataset.SetProjection("EPSG:32633")
    for number, band in enumerate(values, start=1):
        dataset.GetRasterBand(number).WriteArray(band)
    dataset = None
    return path


def records_of(folder, prefix="p"):
    return [record for path in find_shards(str(folder), prefix) for record in read_records(path)]


def assert_same_grid(folder, other):
    """The two exports' mixers describe one grid (its numbers up to their last bits: a pixel size worked out as an
    extent over a width, as gdalwarp and QGIS do, differs there)."""
    mixer, other_mixer = (json.loads(Path(mixer_path(str(name), "p")).read_text()) for name in (folder, other))
    np.testing.assert_allclose(mixer["projection"]["affine"]["doubleMatrix"],
                               other_mixer["projection"]["affine"]["doubleMatrix"], rtol=1e-9)
    assert mixer["projection"]["crs"] == other_mixer["projection"]["crs"]
    assert (mixer["patchDimensions"], mixer["patchesPerRow"], mixer["totalPatches"]) == (
        other_mixer["patchDimensions"], other_mixer["patchesPerRow"], other_mixer["totalPatches"])


@pytest.mark.parametrize("asked", [["--target-crs", "EPSG:32633", "--pixel-size", "10"],
                                   ["--target-crs", "EPSG:4326", "--pixel-size", "0.0001"],
                                   ["--pixel-size", "7.5"]])
def test_a_rotated_raster_exports_as_gdalwarp_then_export_gives(tmp_path, rotated, asked):
    common = ["--patch-dimensions", "16,16", "--prefix", "p"]
    assert main(["export-image", rotated, "-o", str(tmp_path / "direct")] + asked + common) == 0
    crs = asked[asked.index("--target-crs") + 1] if "--target-crs" in asked else None
    grid = export_grid(rotated, None, crs, float(asked[asked.index("--pixel-size") + 1]))
    c, a, b, f, d, e = grid.geotransform
    assert b == d == 0 and a > 0 > e  # north-up
    # gdalwarp onto that very grid (its pixels outside the raster marked by an alpha band, as the export masks
    # them), then the export of the warped raster on its own grid.
    warped = str(tmp_path / "warped.tif")
    gdal.Warp(warped, rotated, dstSRS=grid.crs, outputBounds=(c, f + e * grid.height, c + a * grid.width, f),
              width=grid.width, height=grid.height, resampleAlg="near", dstAlpha=True)
    assert main(["export-image", warped, "-o", str(tmp_path / "gdalwarp")] + common) == 0
    # gdalwarp's geotransform is its bounds over its size: equal to the grid's up to the last bits.
    assert_same_grid(tmp_path / "direct", tmp_path / "gdalwarp")
    direct = records_of(tmp_path / "direct")
    assert len(direct) > 4 and direct == records_of(tmp_path / "gdalwarp")


def test_a_rotated_raster_not_asked_to_warp_is_refused_naming_the_options_that_would(tmp_path, rotated, capsys):
    assert main(["export-image", rotated, "-o", str(tmp_path / "out")]) == 1
    error = capsys.readouterr().err
    assert "rotated.tif: the raster is rotated" in error
    assert "give --target-crs and/or --pixel-size to warp it onto one" in error and "Traceback" not in error
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())


@pytest.mark.parametrize("asked", [{"TARGET_CRS": "EPSG:32633", "PIXEL_SIZE": 10},
                                   {"EXTENT": "500100,500300,4099700,4099900 [EPSG:32633]"}])
def test_the_export_algorithm_warps_a_rotated_raster_as_the_command_does_and_names_its_parameters(
        tmp_path, rotated, run_algorithm, asked):
    """Processing hands the core a north-up grid (an extent alone: on the pixels QGIS shows the raster on), which
    the core warps the rotated source onto, as the command does; without any the refusal names Processing's
    parameters."""
    from qgis.core import QgsProcessingException

    common = {"INPUT": [rotated], "PATCH_DIMENSIONS": "16,16", "PREFIX": "p"}
    with pytest.raises(QgsProcessingException, match=r"rotated\.tif: the raster is rotated .*give TARGET_CRS and/or "
                                                     r"PIXEL_SIZE to warp it onto one"):
        run_algorithm("tfrecord:exportimage", {**common, "OUTPUT": str(tmp_path / "refused")})
    run_algorithm("tfrecord:exportimage", {**common, **asked, "OUTPUT": str(tmp_path / "algorithm")})
    if "EXTENT" in asked:
        x0, x1, y0, y1 = asked["EXTENT"].split(" ")[0].split(",")
        flags = ["--extent", f"{x0},{y0},{x1},{y1}"]
    else:
        flags = ["--target-crs", asked["TARGET_CRS"], "--pixel-size", str(asked["PIXEL_SIZE"])]
    assert main(["export-image", rotated, "-o", str(tmp_path / "command"), "--patch-dimensions", "16,16",
                 "--prefix", "p"] + flags) == 0
    records = records_of(tmp_path / "algorithm")
    assert records and records == records_of(tmp_path / "command")
    assert_same_grid(tmp_path / "algorithm", tmp_path / "command")


def test_patches_at_points_of_a_rotated_raster_are_refused_saying_to_warp_it_first(tmp_path, rotated):
    """The points export has no target CRS nor pixel size: it says to warp the raster first, not which options."""
    from tfrecord_bridge.core.export.patches_at_points import export_patches_at_points
    from tfrecord_bridge.core.export.raster_source import RasterSourceError, SourceLayer
    from tfrecord_bridge.core.export.request import PointsRequest

    with pytest.raises(RasterSourceError, match=r"rotated\.tif: the raster is rotated .*warp it onto one first "
                                                r"\(gdalwarp, or Raster > Projections > Warp in QGIS\)"):
        export_patches_at_points(PointsRequest([SourceLayer(rotated)], str(tmp_path / "points"), "p"),
                                 [(500200.0, 4099900.0, {"label": 1})])
    assert not (tmp_path / "points").exists() or not list((tmp_path / "points").iterdir())

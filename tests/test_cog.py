"""The import and predict written as Cloud-Optimized GeoTIFFs (issue 45, item 2): the cog option.

Each output is checked with GDAL's own validate_cloud_optimized_geotiff.py, against the plain tiled GeoTIFF the
same run writes without the option (the same full-resolution pixels, georeferencing, nodata, band names and
class table), and by its first overview: a class map's is the most common class of each 2x2 block (never an
average, nor a pixel that happens to be sampled), a probability's the mean of the block. The rasters are larger
than the COG's 512-pixel blocks, else GDAL makes no overview.
"""

from __future__ import annotations

import os

import numpy as np
import pytest
from osgeo import gdal
from osgeo_utils.samples.validate_cloud_optimized_geotiff import validate

from helpers import ROOT, write_float_bands
from tfrecord_bridge.core import encode_example, write_records
from tfrecord_bridge.core.base.progress import Cancelled, Monitor
from tfrecord_bridge.core.importing.import_image import ImportRequest, import_image
from tfrecord_bridge.core.layout.grid import PatchLayout, PixelGrid
from tfrecord_bridge.core.layout.mixer import Mixer, write_mixer
from tfrecord_bridge.core.layout.naming import mixer_path, shard_path
from tfrecord_bridge.core.places import storage

WIDTH, HEIGHT, PATCH = 1024, 768, 128
GEOTRANSFORM = (500000.0, 30.0, 0.0, 4000000.0, 0.0, -30.0)
CLASSES = "1,water,#0000ff\n2,field,#ffff00\n3,forest,#00ff00\n"


def probabilities(seed=1):
    """Softmax scores [3, H, W] of smooth regions with noise, so that class edges are ragged."""
    rows, columns = np.mgrid[0:HEIGHT, 0:WIDTH]
    scores = np.stack([np.sin(rows / (50 + 9 * k) + columns / (70 + 13 * k) + k) for k in range(3)])
    scores += np.random.default_rng(seed).normal(0, 0.3, scores.shape)
    exp = np.exp(scores)
    return (exp / exp.sum(axis=0)).astype(np.float32)


@pytest.fixture(scope="module")
def predictions(tmp_path_factory):
    """(shard paths, class table CSV, probabilities [3, H, W]): one float feature a class, a record a patch."""
    folder = tmp_path_factory.mktemp("cog")
    probs = probabilities()
    layout = PatchLayout(WIDTH, HEIGHT, PATCH, PATCH, 1, 1)
    records = []
    for index in range(layout.total_patches):
        column, row, width, height = layout.tile_window(index)
        tile = probs[:, row:row + height, column:column + width]
        records.append(encode_example({name: band.ravel() for name, band in zip("abc", tile)}))
    paths = [shard_path(str(folder), "pred", 0, True)]
    write_records(paths[0], records, compression="GZIP")
    write_mixer(mixer_path(str(folder), "pred"), Mixer.for_export(PixelGrid("EPSG:32618", GEOTRANSFORM, WIDTH, HEIGHT),
                                                                  layout))
    table = folder / "classes.csv"
    table.write_text(CLASSES, encoding="utf-8")
    return paths, str(table), probs


def described(path):
    """What a GeoTIFF holds besides its layout: pixels, georeferencing, and each band's name, nodata, classes."""
    dataset = gdal.Open(str(path))
    bands = [dataset.GetRasterBand(number) for number in range(1, dataset.RasterCount + 1)]
    return {"pixels": dataset.ReadAsArray(), "geotransform": dataset.GetGeoTransform(),
            "crs": dataset.GetProjection(), "names": [band.GetDescription() for band in bands],
            "nodata": [band.GetNoDataValue() for band in bands],
            "categories": [band.GetCategoryNames() for band in bands],
            "colors": [None if band.GetColorTable() is None else
                       [band.GetColorTable().GetColorEntry(value) for value in range(4)] for band in bands]}


def assert_cog(path, plain=None):
    """``path`` passes GDAL's COG validation, has overviews, and holds what the plain GeoTIFF ``plain`` holds."""
    warnings, errors, _ = validate(str(path), full_check=True)
    assert (warnings, errors) == ([], []), path
    dataset = gdal.Open(str(path))
    assert dataset.GetMetadataItem("LAYOUT", "IMAGE_STRUCTURE") == "COG"
    assert dataset.GetRasterBand(1).GetOverviewCount() >= 1
    if plain is not None:
        cog, reference = described(path), described(plain)
        np.testing.assert_array_equal(cog.pop("pixels"), reference.pop("pixels"))
        assert cog == reference
    return dataset


def blocks(array):
    """[H/2, W/2, 4]: the pixels of each 2x2 block of ``array`` [H, W]."""
    height, width = array.shape
    return array.reshape(height // 2, 2, width // 2, 2).transpose(0, 2, 1, 3).reshape(height // 2, width // 2, 4)


def assert_mode_overview(dataset):
    """The first overview of a class map: the class most of each block holds (where three or four pixels agree,
    which no tie decides), and only classes."""
    full = dataset.GetRasterBand(1).ReadAsArray()
    overview = dataset.GetRasterBand(1).GetOverview(0).ReadAsArray()
    quads = blocks(full)
    majority = np.sort(quads, axis=2)[:, :, 1]  # of 4 sorted pixels, the 2nd and 3rd are the value 3 agree on
    decided = (quads == majority[:, :, None]).sum(axis=2) >= 3
    ragged = decided & ~(quads == majority[:, :, None]).all(axis=2)  # a block of 3 and 1: nearest may take the 1
    assert ragged.sum() > 100  # the class edges are ragged enough that nearest would differ somewhere
    np.testing.assert_array_equal(overview[decided], majority[decided])
    assert set(np.unique(overview)) <= {1, 2, 3}


def assert_average_overview(dataset, band=1):
    """The first overview of values: the mean of each 2x2 block, its nodata pixels left out."""
    raster = dataset.GetRasterBand(band)
    quads, nodata = blocks(raster.ReadAsArray().astype(np.float64)), raster.GetNoDataValue()
    valid = quads != nodata if nodata is not None else np.ones(quads.shape, bool)
    means = np.where(valid.any(axis=2), (quads * valid).sum(axis=2) / np.maximum(valid.sum(axis=2), 1),
                     np.nan if nodata is None else nodata)
    np.testing.assert_allclose(raster.GetOverview(0).ReadAsArray(), means, rtol=1e-6)


# ----------------------------------------------------------------------------- the core's import

def test_an_import_written_as_cog_validates_and_holds_the_plain_geotiffs_pixels_and_class_table(predictions,
                                                                                               tmp_path):
    paths, table, _ = predictions
    for cog in (False, True):
        import_image(ImportRequest(paths, output=str(tmp_path / f"classes-{cog}.tif"), features="a,b,c",
                                   class_table=table, cog=cog))
        import_image(ImportRequest(paths, output=str(tmp_path / f"probability-{cog}.tif"), features="a", cog=cog))
    classes = assert_cog(tmp_path / "classes-True.tif", tmp_path / "classes-False.tif")
    assert classes.GetRasterBand(1).GetCategoryNames()[1:4] == ["water", "field", "forest"]
    assert classes.GetRasterBand(1).GetColorTable().GetColorEntry(2) == (255, 255, 0, 255)
    assert_mode_overview(classes)
    # No predictor for classes: it made class maps larger.
    assert classes.GetMetadataItem("PREDICTOR", "IMAGE_STRUCTURE") is None
    probability = assert_cog(tmp_path / "probability-True.tif", tmp_path / "probability-False.tif")
    assert_average_overview(probability)
    assert probability.GetMetadataItem("PREDICTOR", "IMAGE_STRUCTURE") == "3"  # floating point
    # Nothing but the outputs and their class names is left beside them (no scratch raster).
    assert sorted(os.listdir(tmp_path)) == ["classes-False.tif", "classes-False.tif.aux.xml", "classes-True.tif",
                                            "classes-True.tif.aux.xml", "probability-False.tif",
                                            "probability-True.tif"]


@pytest.mark.parametrize("stage", ["overviews", "cog driver"])
def test_a_cancel_while_the_cog_is_made_leaves_nothing(predictions, tmp_path, stage):
    paths, table, _ = predictions
    reported = []
    checks_after_writing = []

    def is_cancelled():
        if stage == "cog driver":  # once the COG driver has begun its file, NAME.<run>.part (not the scratch's)
            return any(name.endswith(".part") and ".scratch." not in name for name in os.listdir(tmp_path))
        # Once the rows are written (100% reported), the next checks are the overviews' building: the second cancels.
        if reported and reported[-1] >= 100:
            checks_after_writing.append(True)
        return len(checks_after_writing) >= 2

    with pytest.raises(Cancelled):
        import_image(ImportRequest(paths, output=str(tmp_path / "m.tif"), features="a,b,c", class_table=table,
                                   cog=True), monitor=Monitor(reported.append, is_cancelled))
    assert reported[-1] == 100  # the rows were all written: the cancel came while the COG was made
    assert os.listdir(tmp_path) == []


# ----------------------------------------------------------------------------- the command, Processing, a bucket

def test_the_command_writes_a_cog_with_cog(predictions, tmp_path, capsys):
    from tfrecord_bridge.core.cli import main
    paths, table, _ = predictions
    assert main(["import-image", *paths, "--features", "a,b,c", "--class-table", table, "--cog",
                 "-o", str(tmp_path / "m.tif")]) == 0
    assert main(["import-image", *paths, "--features", "a,b,c", "--class-table", table,
                 "-o", str(tmp_path / "plain.tif")]) == 0
    assert_mode_overview(assert_cog(tmp_path / "m.tif", tmp_path / "plain.tif"))
    assert gdal.Open(str(tmp_path / "plain.tif")).GetMetadataItem("LAYOUT", "IMAGE_STRUCTURE") is None  # the default


def test_processing_writes_a_cog_with_its_cog_parameter(predictions, run_algorithm, tmp_path):
    paths, _, _ = predictions
    result = run_algorithm("tfrecord:importimage", {"INPUT": paths, "FEATURES": "a,b", "COG": True,
                                                    "OUTPUT": str(tmp_path / "p.tif")})
    assert result["OUTPUT"] == str(tmp_path / "p.tif")
    run_algorithm("tfrecord:importimage", {"INPUT": paths, "FEATURES": "a,b", "OUTPUT": str(tmp_path / "plain.tif")})
    dataset = assert_cog(tmp_path / "p.tif", tmp_path / "plain.tif")
    assert dataset.GetRasterBand(2).GetDescription() == "b"
    assert_average_overview(dataset, band=2)


def test_the_class_map_model_passes_cog_to_its_step(predictions, run_algorithm, tmp_path):
    paths, table, _ = predictions
    run_algorithm("tfrecord:classmapfrompredictions", {
        "predictions": paths, "class_table": table, "features": "a,b,c", "cog": True,
        "classmap:class_map": str(tmp_path / "m.tif")})
    run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_TABLE": table, "FEATURES": "a,b,c",
                                           "OUTPUT": str(tmp_path / "plain.tif")})
    assert_mode_overview(assert_cog(tmp_path / "m.tif", tmp_path / "plain.tif"))


@pytest.mark.slow  # moto's server
def test_a_cog_in_a_bucket_is_the_local_one(predictions, s3_bucket, tmp_path):
    """A bucket's output is always a COG, made as a local one is: the same file, sent with its class names."""
    from tfrecord_bridge.core.cli import main
    paths, table, _ = predictions
    for output in (s3_bucket.url + "/maps/m.tif", str(tmp_path / "m.tif")):
        assert main(["import-image", *paths, "--features", "a,b,c", "--class-table", table, "--cog",
                     "-o", output]) == 0
    remote = storage.gdal_path(s3_bucket.url + "/maps/m.tif")
    assert_mode_overview(assert_cog(remote, tmp_path / "m.tif"))
    assert sorted(key for key in s3_bucket.keys() if key.startswith("maps/")) == ["maps/m.tif", "maps/m.tif.aux.xml"]
    # Without --cog too, and a float's gets the floating-point predictor and averaged overviews.
    assert main(["import-image", *paths, "--features", "a", "-o", s3_bucket.url + "/maps/p.tif"]) == 0
    probability = assert_cog(storage.gdal_path(s3_bucket.url + "/maps/p.tif"))
    assert probability.GetMetadataItem("PREDICTOR", "IMAGE_STRUCTURE") == "3"
    assert_average_overview(probability)


# ----------------------------------------------------------------------------- predict

@pytest.mark.slow  # a model over 655,360 pixels, twice
def test_predict_writes_a_cog_with_cog(tmp_path):
    pytest.importorskip("onnxruntime")
    from tfrecord_bridge.core import cli
    values = np.random.default_rng(3).normal(0, 1.5, (3, HEIGHT, WIDTH)).astype(np.float32)
    write_float_bands(tmp_path / "scene.tif", values, -1.0)
    model = str(ROOT / "tests" / "models" / "two_conv_softmax.onnx")
    for name, options in (("p.tif", ["--cog"]), ("plain.tif", [])):
        assert cli.main(["predict", str(tmp_path / "scene.tif"), "--model", model, "--patch-dimensions", "128,128",
                         "--kernel-size", "5,5", "-o", str(tmp_path / name), *options]) == 0
    dataset = assert_cog(tmp_path / "p.tif", tmp_path / "plain.tif")
    for band in (1, 2):
        assert_average_overview(dataset, band)
    # predict's own compression, in the COG too.
    plain = gdal.Open(str(tmp_path / "plain.tif")).GetMetadataItem("COMPRESSION", "IMAGE_STRUCTURE")
    assert dataset.GetMetadataItem("COMPRESSION", "IMAGE_STRUCTURE") == plain

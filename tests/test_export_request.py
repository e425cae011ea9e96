"""Issue 42 item 2: each interface builds one request (ExportRequest, PointsRequest) and core takes only that."""

import copy
import dataclasses
import inspect
import os
import pickle
from pathlib import Path

import pytest
from osgeo import gdal

from tfrecord_bridge.core.distributed import export_image_on_cluster
from tfrecord_bridge.core.export.export_image import export_image, plan_export
from tfrecord_bridge.core.export.patches_at_points import export_patches_at_points
from tfrecord_bridge.core.export.raster_source import SourceLayer
from tfrecord_bridge.core.export.request import ExportRequest, PointsRequest
from tfrecord_bridge.core.export.training import TrainingOptions, parse_splits
from tfrecord_bridge.core.layout.format_options import FormatOptions
from tfrecord_bridge.core.layout.naming import find_shards, mixer_path
from tfrecord_bridge.core.layout.schema import EDGE_MASK, EXPORT_IMAGE, OPTION, RESAMPLING_OPTION


@pytest.fixture
def raster(tmp_path):
    path = str(tmp_path / "small.tif")
    dataset = gdal.GetDriverByName("GTiff").Create(path, 64, 64, 2, gdal.GDT_Float32)
    dataset.SetGeoTransform((0, 1, 0, 64, 0, -1))
    dataset.SetProjection("EPSG:3857")
    for number in (1, 2):
        dataset.GetRasterBand(number).Fill(number * 3)
    dataset = None
    return path


def test_a_request_takes_every_default_from_the_schema(raster, tmp_path):
    request = ExportRequest([SourceLayer(raster)], tmp_path / "out")
    assert request.prefix == EXPORT_IMAGE["prefix"].default
    assert request.resampling == RESAMPLING_OPTION.default == EXPORT_IMAGE["resampling"].default
    assert request.compressionLevel == OPTION["compressionLevel"].default
    assert request.bandNames == EXPORT_IMAGE["bandNames"].default
    assert request.threads == EXPORT_IMAGE["threads"].default
    assert (request.formatOptions, request.training, request.labels, request.grid) == (
        FormatOptions(), TrainingOptions(), None, None)
    points = PointsRequest([SourceLayer(raster)], tmp_path / "out")
    assert (points.prefix, points.resampling, points.compressionLevel, points.edgePoints) == (
        EXPORT_IMAGE["prefix"].default, RESAMPLING_OPTION.default, OPTION["compressionLevel"].default, EDGE_MASK)


def test_an_export_of_the_defaults_writes_under_the_schemas_prefix(raster, tmp_path):
    result = export_image(ExportRequest([SourceLayer(raster)], tmp_path / "out",
                                        formatOptions=FormatOptions(patchDimensions=(32, 32))))
    prefix = EXPORT_IMAGE["prefix"].default
    assert result.mixer_path == mixer_path(str(tmp_path / "out"), prefix)
    assert result.files == find_shards(str(tmp_path / "out"), prefix) and len(result.files) == 1


def test_core_takes_the_request_and_nothing_of_what_it_holds(raster, tmp_path):
    """The request is the export: the old loose arguments are refused, and only the run's companions (progress,
    log, the points' stream, the cluster's partitions) stand beside it, by keyword."""
    def parameters(function):
        return [(name, parameter.kind) for name, parameter in inspect.signature(function).parameters.items()]

    positional, keyword = inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY
    assert parameters(export_image) == [("request", positional), ("monitor", keyword), ("log", keyword)]
    assert parameters(export_image_on_cluster) == [("client", positional), ("request", positional),
                                                   ("partitions", keyword), ("monitor", keyword), ("log", keyword)]
    assert parameters(export_patches_at_points) == [("request", positional), ("points", positional),
                                                    ("total", keyword), ("monitor", keyword), ("log", keyword),
                                                    ("warn", keyword)]
    assert [name for name, _ in parameters(plan_export)] == ["request", "log", "monitor"]
    with pytest.raises(TypeError):
        export_image([SourceLayer(raster)], tmp_path / "out", "p", FormatOptions())  # type: ignore[call-arg]
    assert not (tmp_path / "out").exists()


def test_a_request_stays_as_it_was_built_through_the_export(raster, tmp_path):
    """Frozen, its lists kept as tuples and its folder as text: the export (which resolves the band names into
    its plan) leaves the request as it was, and it pickles to an equal request."""
    names = ["red", "green"]
    request = ExportRequest([SourceLayer(raster)], Path(tmp_path / "out"), "p",
                            FormatOptions(patchDimensions=(16, 16)), bandNames=names,
                            training=TrainingOptions(parse_splits("train=0.5,val=0.5"), 2))
    names.append("blue")  # the caller's list is not the request's
    assert request.output == str(tmp_path / "out") and request.bandNames == ("red", "green")
    with pytest.raises(dataclasses.FrozenInstanceError):
        request.prefix = "q"  # type: ignore[misc]
    before = copy.deepcopy(request)
    result = export_image(request)
    assert request == before and pickle.loads(pickle.dumps(request)) == request
    assert result.sets_text and os.path.exists(result.sidecar_path)


def test_the_points_request_exports_the_points_beside_it(raster, tmp_path):
    request = PointsRequest([SourceLayer(raster)], tmp_path / "out", "chips", FormatOptions(patchDimensions=(4, 4)),
                            bandNames=["a", "b"], labels=None)
    result = export_patches_at_points(request, iter([(10.5, 50.5, {"id": 1}), (None, None, {"id": 2})]), total=2)
    assert (result.patch_count, result.skipped_count) == (1, 1)
    assert request.bandNames == ("a", "b") and request.labels is None


def test_processing_builds_the_request_its_run_hands_to_core(tfrecord_provider, raster, tmp_path):
    """ExportImageAlgorithm.request: the parameters, checked, as the one ExportRequest processAlgorithm runs."""
    from qgis.core import QgsApplication, QgsProcessingContext, QgsProject

    from tfrecord_bridge.core.layout.schema import RESAMPLING
    algorithm = QgsApplication.processingRegistry().createAlgorithmById("tfrecord:exportimage")
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    parameters = {"INPUT": [raster], "OUTPUT": str(tmp_path / "out"), "PREFIX": "p", "BAND_NAMES": "a, b",
                  "PATCH_DIMENSIONS": "16,16", "COMPRESSION_LEVEL": 2, "RESAMPLING": RESAMPLING.index("bilinear"),
                  "SPLITS": "train=0.5,val=0.5", "SEED": 7}
    request = algorithm.request(parameters, context)
    assert request == ExportRequest([SourceLayer(raster)], str(tmp_path / "out"), "p",
                                    FormatOptions(patchDimensions=(16, 16)), bandNames=["a", "b"],
                                    resampling="bilinear", compressionLevel=2,
                                    training=TrainingOptions(parse_splits("train=0.5,val=0.5"), seed=7))
    assert not (tmp_path / "out").exists()  # built, checked, nothing written

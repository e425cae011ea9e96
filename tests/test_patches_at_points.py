"""Training patches at points (tfrecord:exportpatchesatpoints) on a real GDAL raster, in real QGIS.

Every chip is checked value for value against the window GDAL itself reads
around the point: the centre pixel from GDAL's inverse geotransform, the patch's
top-left pixel at (column - w // 2, row - h // 2), the kernel margins around it,
and a pixel masked by any band's GDAL mask (or outside the raster) at the
default value in every band.
"""

import math
import os
import subprocess
import sys

import numpy as np
import pytest
from osgeo import gdal, osr
from qgis.core import (
    QgsApplication,
    QgsFeature,
    QgsGeometry,
    QgsPointXY,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProcessingModelAlgorithm,
    QgsProcessingModelChildAlgorithm,
    QgsProcessingModelChildParameterSource,
    QgsProcessingModelOutput,
    QgsProcessingModelParameter,
    QgsProcessingParameterRasterLayer,
    QgsVectorLayer,
)

from helpers import model_destination, write_float_raster
from tfrecord_bridge.core import decode_example, read_records
from tfrecord_bridge.core.base.progress import Cancelled, Monitor
from tfrecord_bridge.core.codec.protos import Example
from tfrecord_bridge.core.export.patches_at_points import export_patches_at_points
from tfrecord_bridge.core.export.raster_source import SourceLayer
from tfrecord_bridge.core.export.request import PointsRequest
from tfrecord_bridge.core.layout.format_options import FormatOptions

EDGE_MASK, EDGE_SKIP = 0, 1  # EDGE_POINTS choices
FLOAT, NATIVE = 0, 1  # VALUE_TYPE choices
BANDS = ["red", "green", "blue"]
# Default value distinct from the raster's nodata (0) and from any uint8 value, so masking shows.
MASKED = -7.0

# Points in pixel coordinates of RGB.byte.tif (791 x 718), with their label and name; None: no geometry.
# Fractions keep every point >= 0.1 pixel from a pixel edge, so reprojection cannot move it across one.
POINTS = [
    ((400.3, 300.7), 1, "water"),
    ((123.9, 600.2), 2, "urban"),     # interior
    ((10.5, 10.5), 3, "nodata"),      # inside the raster, in its nodata corner: every pixel masked
    ((160.5, 1.5), None, "top"),      # crosses the top edge, valid pixels from row 3 (NULL label: left out)
    ((789.2, 1.1), 5, "top right"),   # crosses the top and right edges
    ((624.5, 716.9), 6, "bottom"),    # crosses the bottom edge, valid pixels up to row 713
    ((-5.5, 100.5), 7, "outside"),    # centre outside the raster: always skipped
    (None, 8, "no geometry"),         # always skipped
]
CROSSING = {"top", "top right", "bottom"}
NEVER_WRITTEN = {"outside", "no geometry"}


@pytest.fixture(scope="module")
def rgb_path(shared_data):
    return str(shared_data / "rasterio" / "RGB.byte.tif")


@pytest.fixture(scope="module")
def rgb(rgb_path):
    """GDAL's own view of the raster: values, validity (every band's mask), geotransform, CRS."""
    dataset = gdal.Open(rgb_path)
    values = dataset.ReadAsArray()
    valid = np.ones(values.shape[1:], dtype=bool)
    for number in range(1, dataset.RasterCount + 1):
        valid &= dataset.GetRasterBand(number).GetMaskBand().ReadAsArray() > 0
    assert (~valid).any() and valid.any(), "the test needs both masked and valid pixels"
    return {"values": values, "valid": valid, "geotransform": dataset.GetGeoTransform(),
            "wkt": dataset.GetProjection()}


def map_xy(rgb, column, row):
    c, a, _, f, _, e = rgb["geotransform"]
    return c + column * a, f + row * e


def expected_chip(rgb, x, y, patch, kernel, default):
    """[bands, th, tw] GDAL reads around (x, y), masked pixels (any band, or outside) at ``default``."""
    column, row = (math.floor(v) for v in gdal.ApplyGeoTransform(gdal.InvGeoTransform(rgb["geotransform"]), x, y))
    (w, h), (kx, ky) = patch, kernel
    tw, th = w + 2 * (kx // 2), h + 2 * (ky // 2)
    left, top = column - w // 2 - kx // 2, row - h // 2 - ky // 2
    pad = max(tw, th)
    values = np.pad(rgb["values"].astype(np.float64), ((0, 0), (pad, pad), (pad, pad)))
    valid = np.pad(rgb["valid"], pad, constant_values=False)
    window = (slice(top + pad, top + pad + th), slice(left + pad, left + pad + tw))
    chip = values[(slice(None),) + window].copy()
    chip[:, ~valid[window]] = default
    return chip


def make_points_layer(rgb, crs="EPSG:32618", to_crs=None):
    """A memory layer of POINTS (label: integer, name: string), transformed by ``to_crs`` when given."""
    layer = QgsVectorLayer(f"Point?crs={crs}&field=label:integer&field=name:string", "points", "memory")
    features = []
    for pixel, label, name in POINTS:
        feature = QgsFeature(layer.fields())
        feature.setAttributes([label, name])
        if pixel is not None:
            x, y = map_xy(rgb, *pixel)
            if to_crs is not None:
                x, y, _ = to_crs.TransformPoint(x, y)
            feature.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(x, y)))
        features.append(feature)
    ok, _ = layer.dataProvider().addFeatures(features)
    assert ok and layer.featureCount() == len(POINTS)
    return layer


@pytest.fixture
def points_layer(rgb):
    return make_points_layer(rgb)


@pytest.fixture
def points_4326_layer(rgb):
    source = osr.SpatialReference(wkt=rgb["wkt"])
    target = osr.SpatialReference()
    target.ImportFromEPSG(4326)
    for srs in (source, target):
        srs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    return make_points_layer(rgb, "EPSG:4326", osr.CoordinateTransformation(source, target))


class WarningFeedback(QgsProcessingFeedback):
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


def raw_records(files):
    return [bytes(record) for path in files for record in read_records(path)]


def examples(files):
    return [Example.FromString(record) for record in raw_records(files)]


def band_chip(example, shape):
    """[bands, th, tw] of a float-typed record."""
    return np.stack([np.array(example.features.feature[name].float_list.value).reshape(shape) for name in BANDS])


def export(run_algorithm, rgb_path, points, tmp_path, **overrides):
    parameters = {"INPUT": [rgb_path], "BAND_NAMES": ",".join(BANDS), "POINTS": points,
                  "FIELDS": ["label", "name"], "PATCH_DIMENSIONS": "8,6", "KERNEL_SIZE": "3,5",
                  "DEFAULT_VALUE": MASKED, "OUTPUT": str(tmp_path / "out"), "PREFIX": "chips"}
    parameters.update(overrides)
    feedback = WarningFeedback()
    return run_algorithm("tfrecord:exportpatchesatpoints", parameters, feedback=feedback), feedback


def written(skip_edges):
    return [(pixel, label, name) for pixel, label, name in POINTS
            if name not in NEVER_WRITTEN and not (skip_edges and name in CROSSING)]


def check_chips(rgb, files, expected_points, patch=(8, 6), kernel=(3, 5)):
    """Records of ``files``, in order, against GDAL's windows around ``expected_points``."""
    shape = (patch[1] + 2 * (kernel[1] // 2), patch[0] + 2 * (kernel[0] // 2))
    records = raw_records(files)
    assert len(records) == len(expected_points)
    for record, (pixel, label, name) in zip(records, expected_points):
        example = Example.FromString(record)
        chip = expected_chip(rgb, *map_xy(rgb, *pixel), patch, kernel, MASKED)
        np.testing.assert_array_equal(band_chip(example, shape), chip, err_msg=name)
        feature = example.features.feature
        assert feature["name"].bytes_list.value == [name.encode()]
        if label is None:
            assert "label" not in feature
        else:
            assert list(feature["label"].float_list.value) == [float(label)]
        # Bands first, in band order, then the attributes in field order (protobuf's map forgets order).
        assert list(decode_example(record)) == BANDS + (["label"] if label is not None
                                                                              else []) + ["name"]


def test_each_chip_is_the_gdal_window_around_its_point_with_its_attributes(run_algorithm, rgb_path, rgb,
                                                                           points_layer, tmp_path):
    result, feedback = export(run_algorithm, rgb_path, points_layer, tmp_path)

    assert result["PATCH_COUNT"] == 6 and result["SKIPPED"] == 2
    assert result["FILES"] == [str(tmp_path / "out" / "chips-00000.tfrecord.gz")]
    assert sorted(os.listdir(tmp_path / "out")) == ["chips-00000.tfrecord.gz"]
    check_chips(rgb, result["FILES"], written(skip_edges=False))
    records = examples(result["FILES"])
    nodata_chip = band_chip(records[2], (10, 10))
    assert (nodata_chip == MASKED).all()
    # Tile rows 0-3 are grid rows -4 to -1, outside the raster; grid rows 3-5 hold data here.
    top_chip = band_chip(records[3], (10, 10))
    assert (top_chip[:, :4] == MASKED).all() and (top_chip[:, 7:] != MASKED).any()
    # Warned about by number, with the reason.
    assert any("Point 8" in w and "no geometry" in w for w in feedback.warnings), feedback.warnings
    assert any("Point 7" in w and "outside" in w for w in feedback.warnings), feedback.warnings
    (snippet,) = [line for line in feedback.log if "featuresDict" in line]
    assert "'red': tf.io.FixedLenFeature([10, 10], tf.float32)," in snippet
    assert "'name': tf.io.FixedLenFeature([1], tf.string)," in snippet
    assert "'label': tf.io.VarLenFeature(tf.float32)" in snippet  # NULL in one record


def test_points_in_another_crs_are_transformed_into_the_raster_grid(run_algorithm, rgb_path, rgb,
                                                                    points_4326_layer, tmp_path):
    assert points_4326_layer.crs().authid() == "EPSG:4326"
    result, _ = export(run_algorithm, rgb_path, points_4326_layer, tmp_path)
    assert result["PATCH_COUNT"] == 6 and result["SKIPPED"] == 2
    check_chips(rgb, result["FILES"], written(skip_edges=False))


def test_skip_leaves_out_points_whose_patch_crosses_the_edge(run_algorithm, rgb_path, rgb, points_layer,
                                                             tmp_path):
    result, feedback = export(run_algorithm, rgb_path, points_layer, tmp_path, EDGE_POINTS=EDGE_SKIP)
    assert result["PATCH_COUNT"] == 3 and result["SKIPPED"] == 5
    check_chips(rgb, result["FILES"], written(skip_edges=True))
    assert sum("crosses the raster edge" in w for w in feedback.warnings) == 3


def test_native_types_keep_bytes_for_bands_and_int64_for_the_integer_label(run_algorithm, rgb_path, rgb,
                                                                           points_layer, tmp_path):
    result, _ = export(run_algorithm, rgb_path, points_layer, tmp_path, VALUE_TYPE=NATIVE, DEFAULT_VALUE=300,
                       PATCH_DIMENSIONS="5,5", KERNEL_SIZE="1,1", COMPRESSED=False)
    assert result["FILES"] == [str(tmp_path / "out" / "chips-00000.tfrecord")]
    records = examples(result["FILES"])
    for example, (pixel, label, _name) in zip(records, written(skip_edges=False)):
        # 300 does not fit uint8: clamped to 255, as the image export does.
        chip = expected_chip(rgb, *map_xy(rgb, *pixel), (5, 5), (1, 1), 255)
        for band, name_of_band in enumerate(BANDS):
            (raw,) = example.features.feature[name_of_band].bytes_list.value
            np.testing.assert_array_equal(np.frombuffer(raw, np.uint8).reshape(5, 5), chip[band])
        if label is not None:
            assert list(example.features.feature["label"].int64_list.value) == [label]


def test_small_max_file_size_shards_records_in_order_and_replaces_an_earlier_export(
        run_algorithm, rgb_path, rgb, points_layer, tmp_path):
    # A float record of 3 bands x 10 x 10 is about 1.3 kB: 3 kB holds two.
    first, _ = export(run_algorithm, rgb_path, points_layer, tmp_path, MAX_FILE_SIZE=3000, COMPRESSED=False)
    names = [os.path.basename(p) for p in first["FILES"]]
    assert names == ["chips-00000.tfrecord", "chips-00001.tfrecord", "chips-00002.tfrecord"]
    assert all(os.path.getsize(p) <= 3000 for p in first["FILES"])
    check_chips(rgb, first["FILES"], written(skip_edges=False))

    # A later export with the same prefix must not leave the extra shards of the first to mix in.
    second, _ = export(run_algorithm, rgb_path, points_layer, tmp_path, COMPRESSED=False)
    assert sorted(os.listdir(tmp_path / "out")) == ["chips-00000.tfrecord"]
    check_chips(rgb, second["FILES"], written(skip_edges=False))


def test_cancel_or_failure_midway_leaves_no_file(rgb_path, rgb, tmp_path):
    points = [(*map_xy(rgb, *pixel), {"label": label}) for pixel, label, _ in POINTS[:3]]
    calls = []

    def cancel_after_two_points():
        calls.append(1)
        return len(calls) > 2

    with pytest.raises(Cancelled):
        export_patches_at_points(PointsRequest([SourceLayer(rgb_path)], tmp_path / "out", "chips",
                                               FormatOptions(patchDimensions=(4, 4))), iter(points),
                                 monitor=Monitor(is_cancelled=cancel_after_two_points))
    assert not (tmp_path / "out").exists()  # the folder the run made goes too

    # An attribute named like a band fails at the first point that has it: nothing is left either.
    clashing = points[:2] + [(points[2][0], points[2][1], {"b1": 1})]
    with pytest.raises(ValueError, match="'b1' has the name of a band"):
        export_patches_at_points(PointsRequest([SourceLayer(rgb_path)], tmp_path / "out", "chips",
                                               FormatOptions(patchDimensions=(4, 4))), clashing)
    assert not (tmp_path / "out").exists()


def test_bad_patch_dimensions_are_refused_before_running(run_algorithm, rgb_path, points_layer, tmp_path):
    # Named once, as Processing spells it (not "PATCH_DIMENSIONS: patchDimensions ...").
    with pytest.raises(QgsProcessingException, match="(?<!: )PATCH_DIMENSIONS must be a positive whole number"):
        export(run_algorithm, rgb_path, points_layer, tmp_path, PATCH_DIMENSIONS="0,4")
    assert not (tmp_path / "out").exists()


def test_core_exports_without_qgis(rgb_path, rgb, tmp_path):
    # The core must run where QGIS is absent (training machines): GDAL, numpy and protobuf only.
    code = ("import sys; sys.modules['qgis'] = None\n"
            "from tfrecord_bridge.core.export.patches_at_points import export_patches_at_points\n"
            "from tfrecord_bridge.core.export.raster_source import SourceLayer\n"
            "from tfrecord_bridge.core.export.request import PointsRequest\n"
            f"result = export_patches_at_points(PointsRequest([SourceLayer({rgb_path!r})], {str(tmp_path)!r}, 'x'), "
            f"[({map_xy(rgb, 400.3, 300.7)!r}[0], {map_xy(rgb, 400.3, 300.7)!r}[1], {{'label': 1}})])\n"
            "print(result.patch_count)")
    completed = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                               env={"PYTHONPATH": ":".join(p for p in sys.path if p)})
    assert completed.stdout.strip() == "1", completed.stderr


def test_model_of_random_points_then_patches_runs(run_algorithm, rgb_path, rgb, tmp_path):
    source = QgsProcessingModelChildParameterSource
    model = QgsProcessingModelAlgorithm("patches at random points", "tests")
    model.addModelParameter(QgsProcessingParameterRasterLayer("raster", "Raster"),
                            QgsProcessingModelParameter("raster"))
    random_step = QgsProcessingModelChildAlgorithm("native:randompointsinextent")
    random_step.setChildId("random")
    c, a, _, f, _, e = rgb["geotransform"]
    extent = f"{c},{c + 791 * a},{f + 718 * e},{f} [EPSG:32618]"
    random_step.addParameterSources("EXTENT", [source.fromStaticValue(extent)])
    random_step.addParameterSources("POINTS_NUMBER", [source.fromStaticValue(25)])
    random_step.addParameterSources("MIN_DISTANCE", [source.fromStaticValue(0)])
    random_step.addParameterSources("TARGET_CRS", [source.fromStaticValue("EPSG:32618")])
    points_output = QgsProcessingModelOutput("points", "Points")
    points_output.setChildOutputName("OUTPUT")
    random_step.setModelOutputs({"points": points_output})
    model.addChildAlgorithm(random_step)
    export_step = QgsProcessingModelChildAlgorithm("tfrecord:exportpatchesatpoints")
    export_step.setChildId("export")
    export_step.addParameterSources("INPUT", [source.fromModelParameter("raster")])
    export_step.addParameterSources("POINTS", [source.fromChildOutput("random", "OUTPUT")])
    export_step.addParameterSources("FIELDS", [source.fromStaticValue(["id"])])
    export_step.addParameterSources("PATCH_DIMENSIONS", [source.fromStaticValue("6,6")])
    export_step.addParameterSources("OUTPUT", [source.fromStaticValue(str(tmp_path / "model"))])
    export_step.addParameterSources("PREFIX", [source.fromStaticValue("random")])
    # As the modeler does: every other parameter at its default.
    for definition in QgsApplication.processingRegistry().algorithmById(
            "tfrecord:exportpatchesatpoints").parameterDefinitions():
        if definition.name() not in export_step.parameterSources() and definition.defaultValue() is not None:
            export_step.addParameterSources(definition.name(), [source.fromStaticValue(definition.defaultValue())])
    model.addChildAlgorithm(export_step)
    model.updateDestinationParameters()
    for child in ("random", "export"):
        valid, issues = model.validateChildAlgorithm(child)
        assert valid, issues

    points_output = model_destination(model)
    result = run_algorithm(model, {"raster": rgb_path, points_output: str(tmp_path / "points.gpkg")})
    layer = QgsVectorLayer(result[points_output], "random points", "ogr")
    points = {f["id"]: f.geometry().asPoint() for f in layer.getFeatures()}
    assert len(points) == 25
    files = sorted(str(p) for p in (tmp_path / "model").glob("random-*.tfrecord.gz"))
    assert [os.path.basename(p) for p in files] == ["random-00000.tfrecord.gz"]
    records = examples(files)
    assert len(records) == 25  # random points inside the extent: none skipped (edges masked)
    for example in records:
        (point_id,) = example.features.feature["id"].float_list.value
        point = points[int(point_id)]
        chip = expected_chip(rgb, point.x(), point.y(), (6, 6), (1, 1), 0)
        np.testing.assert_array_equal(
            np.stack([np.array(example.features.feature[f"b{n}"].float_list.value).reshape(6, 6)
                      for n in (1, 2, 3)]), chip)


def test_pasted_ee_options_apply_and_masked_threshold_skips_masked_chips(run_algorithm, tmp_path, shared_data):
    from qgis.core import QgsFeature, QgsGeometry, QgsPointXY, QgsVectorLayer

    from tfrecord_bridge.core import decode_example, read_records
    points = QgsVectorLayer("Point?crs=EPSG:32618&field=id:integer", "points", "memory")
    features = []
    # RGB.byte.tif: (102000, 2826000) lies in its nodata corner; (230000, 2720000) in the scene.
    for number, (x, y) in enumerate([(102000.0, 2826000.0), (230000.0, 2720000.0)], 1):
        feature = QgsFeature(points.fields())
        feature.setAttributes([number])
        feature.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(x, y)))
        features.append(feature)
    points.dataProvider().addFeatures(features)
    result = run_algorithm("tfrecord:exportpatchesatpoints", {
        "INPUT": [str(shared_data / "rasterio" / "RGB.byte.tif")], "POINTS": points, "FIELDS": ["id"],
        "FORMAT_OPTIONS": '{"patchDimensions": [12, 10], "kernelSize": [3, 3], "maskedThreshold": 0.5}',
        "OUTPUT": str(tmp_path), "PREFIX": "chips"})
    assert result["PATCH_COUNT"] == 1 and result["SKIPPED"] == 1
    assert any("1 more of the patch masked than maskedThreshold allows" in line for line in run_algorithm.feedback.log)
    [record] = [decode_example(r) for path in result["FILES"] for r in read_records(path)]
    assert record["b1"].size == 14 * 12 and record["id"].tolist() == [2.0]


def test_masked_threshold_counts_as_the_image_export_does(tmp_path):
    from tfrecord_bridge.core.export.patches_at_points import export_patches_at_points
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import PointsRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    values = np.ones((10, 10), np.float32)
    values.flat[:29] = -1
    path = write_float_raster(tmp_path / "r.tif", values, nodata=-1)
    result = export_patches_at_points(PointsRequest([SourceLayer(path)], tmp_path / "out", "p",
                                                    FormatOptions(patchDimensions=(10, 10), maskedThreshold=0.29)),
                                      [(5.0, 5.0, {})])
    assert result.patch_count == 1

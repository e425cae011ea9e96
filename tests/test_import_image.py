"""Prediction TFRecords plus mixer back to a raster (tfrecord:importimage), in real QGIS and GDAL.

The exports are built here from GDAL-read and generated rasters with the core
codec only (records, Example encoder, mixer), the way FORMAT.md 3 lays them
out, so these tests do not depend on the image export algorithm.
"""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from osgeo import gdal, osr
from qgis.core import QgsProcessingModelAlgorithm

from helpers import cancelling_feedback
from qgis_process import qgis_process
from tfrecord_bridge.core import encode_example, write_records
from tfrecord_bridge.core.importing import import_image
from tfrecord_bridge.core.importing.import_image import ImportRequest
from tfrecord_bridge.core.layout.grid import PatchLayout, PixelGrid
from tfrecord_bridge.core.layout.mixer import Mixer, write_mixer
from tfrecord_bridge.core.layout.naming import index_path, mixer_path, shard_path
from tfrecord_bridge.core.layout.schema import CHANNELS_FIRST, CHANNELS_LAST, IMPORT_IMAGE

MODEL_PATH = os.path.join(os.path.dirname(__file__), "data", "import_model.model3")
# The LAYOUT choices of features of several bands: [C, H, W] (EE's, the export's) and [H, W, C] (Keras's).
CHANNELS_FIRST_CHOICE, CHANNELS_LAST_CHOICE = (IMPORT_IMAGE["layout"].choices.index(layout)
                                               for layout in (CHANNELS_FIRST, CHANNELS_LAST))
FROM_VALUES, BYTE, INT16, UINT16, INT32, FLOAT32, FLOAT64 = range(7)  # DATA_TYPE choices
GEOGRAPHIC = (-105.0, 0.05, 0.0, 20.0, 0.0, -0.05)


# ----------------------------------------------------------------------------- building exports

class Source:
    """A raster in memory: bands (C, H, W), CRS as the mixer writes it, GDAL geotransform."""

    def __init__(self, bands, crs, geotransform, names):
        self.bands = bands
        self.crs = crs
        self.geotransform = geotransform
        self.names = names

    def layout(self, patch, kernel=(1, 1)):
        return PatchLayout(self.bands.shape[2], self.bands.shape[1], patch[0], patch[1], kernel[0], kernel[1])

    def mixer(self, layout):
        grid = PixelGrid(self.crs, self.geotransform, self.bands.shape[2], self.bands.shape[1])
        return Mixer.for_export(grid, layout)

    def tiles(self, layout):
        """Each patch with its margins, as an export reads it: real neighbours inside, 0 outside."""
        mx, my = layout.margin_x, layout.margin_y
        padded = np.pad(self.bands, ((0, 0), (my, my), (mx, mx)))
        for index in range(layout.total_patches):
            column, row, width, height = layout.tile_window(index)
            yield padded[:, row + my:row + my + height, column + mx:column + mx + width]

    def covered(self, layout):
        """What the import must give back: the grid the patches cover."""
        return self.bands[:, :layout.covered_height, :layout.covered_width]

    @property
    def by_name(self):
        """The band numbers in the order an import without FEATURES takes the features: sorted by name."""
        return sorted(range(len(self.names)), key=lambda band: self.names[band])


@pytest.fixture(scope="module")
def rgb(shared_data):
    dataset = gdal.Open(str(shared_data / "rasterio" / "RGB.byte.tif"))
    reference = osr.SpatialReference(wkt=dataset.GetProjection())
    reference.AutoIdentifyEPSG()
    crs = f"EPSG:{reference.GetAuthorityCode(None)}"
    return Source(dataset.ReadAsArray(), crs, dataset.GetGeoTransform(), ["red", "green", "blue"])


@pytest.fixture(scope="module")
def floats():
    values = np.random.default_rng(4).normal(0, 100, (2, 50, 70)).astype(np.float32)
    return Source(values, "EPSG:4326", GEOGRAPHIC, ["B1", "B2"])


def band_records(source, layout, kind="float"):
    """One Example a patch, one feature a band (EE's default float lists, or native types)."""
    for tile in source.tiles(layout):
        features = {}
        for name, band in zip(source.names, tile):
            if kind == "bytes":
                features[name] = band.astype(np.uint8).tobytes()
            elif kind == "int64":
                features[name] = band.astype(np.int64).ravel()
            else:
                features[name] = band.astype(np.float32).ravel()
        yield encode_example(features)


def write_export(folder, prefix, records, mixer, compressed=True, records_per_shard=None, indices=None):
    """Shards and mixer (or index sidecar, with ``indices``) under EE's names; returns the shard paths."""
    folder.mkdir(parents=True, exist_ok=True)
    records = list(records)
    per_shard = records_per_shard or len(records)
    paths = []
    for number, start in enumerate(range(0, len(records), per_shard)):
        paths.append(shard_path(str(folder), prefix, number, compressed))
        write_records(paths[-1], records[start:start + per_shard], compression="GZIP" if compressed else None)
    if indices is None:
        write_mixer(mixer_path(str(folder), prefix), mixer)
    else:
        mixer.patch_indices = list(indices)
        write_mixer(index_path(str(folder), prefix), mixer, with_indices=True)
    return paths


# ----------------------------------------------------------------------------- checking outputs

def read_raster(path):
    dataset = gdal.Open(str(path))
    assert dataset is not None, f"no raster at {path}"
    bands = [dataset.GetRasterBand(number) for number in range(1, dataset.RasterCount + 1)]
    return {
        "pixels": dataset.ReadAsArray().reshape(dataset.RasterCount, dataset.RasterYSize, dataset.RasterXSize),
        "geotransform": dataset.GetGeoTransform(),
        "srs": dataset.GetSpatialRef(),
        "names": [band.GetDescription() for band in bands],
        "type": gdal.GetDataTypeName(bands[0].DataType),
        "nodata": bands[0].GetNoDataValue(),
        "tiled": bands[0].GetBlockSize()[1] > 1,
        "compression": dataset.GetMetadataItem("COMPRESSION", "IMAGE_STRUCTURE"),
    }


def assert_georeferenced_like(raster, source):
    assert raster["geotransform"] == pytest.approx(source.geotransform, abs=0, rel=1e-15)
    expected = osr.SpatialReference()
    expected.SetFromUserInput(source.crs)
    # The axis mapping is how GDAL hands out coordinates, not part of the CRS.
    assert raster["srs"].IsSame(expected, ["IGNORE_DATA_AXIS_TO_SRS_AXIS_MAPPING=YES"]), raster["srs"].ExportToWkt()


def import_to(run_algorithm, output, **parameters):
    parameters["OUTPUT"] = str(output)
    run_algorithm("tfrecord:importimage", parameters)
    return read_raster(output)


# ----------------------------------------------------------------------------- round trips

def test_rgb_bytes_gzip_shards_come_back_exactly(run_algorithm, tmp_path, rgb):
    layout = rgb.layout((128, 96))
    paths = write_export(tmp_path / "export", "rgb", band_records(rgb, layout, "bytes"), rgb.mixer(layout),
                         records_per_shard=8)
    assert len(paths) == 6
    raster = import_to(run_algorithm, tmp_path / "rgb.tif", INPUT=paths)
    assert raster["type"] == "Byte"
    assert raster["names"] == ["blue", "green", "red"]  # sorted by name: a record's keys have no order
    assert raster["pixels"].shape == (3, 672, 768)
    np.testing.assert_array_equal(raster["pixels"], rgb.covered(layout)[rgb.by_name])
    assert_georeferenced_like(raster, rgb)
    assert raster["tiled"] and raster["compression"] == "DEFLATE"
    assert raster["nodata"] is None
    assert not [name for name in os.listdir(tmp_path) if name.endswith(".part")]


@pytest.mark.parametrize("kernel, given", [((5, 5), ""), ((4, 4), ""), ((4, 4), "4"), ((3, 7), "3,7")])
def test_float_features_with_kernel_margins_are_cropped(run_algorithm, tmp_path, rgb, kernel, given):
    layout = rgb.layout((256, 200), kernel)
    folder = tmp_path / "export"
    write_export(folder, "margins", band_records(rgb, layout), rgb.mixer(layout), compressed=False)
    raster = import_to(run_algorithm, tmp_path / "margins.tif", FOLDER=str(folder), PREFIX="margins",
                       KERNEL_SIZE=given, FEATURES="red,green,blue")
    assert raster["type"] == "Float32"
    np.testing.assert_array_equal(raster["pixels"], rgb.covered(layout))
    assert_georeferenced_like(raster, rgb)
    assert any(line.endswith(f"kernel margins {layout.margin_x},{layout.margin_y} cropped")
               for line in run_algorithm.feedback.log)


def test_geographic_floats_found_by_folder_without_prefix(run_algorithm, tmp_path, floats):
    layout = floats.layout((16, 12), (3, 3))
    write_export(tmp_path / "export", "geo", band_records(floats, layout), floats.mixer(layout), records_per_shard=5)
    raster = import_to(run_algorithm, tmp_path / "geo.tif", FOLDER=str(tmp_path / "export"))
    np.testing.assert_array_equal(raster["pixels"], floats.covered(layout))
    assert raster["pixels"].shape == (2, 48, 64)
    assert_georeferenced_like(raster, floats)


def test_south_up_grid_with_a_wkt_crs(run_algorithm, tmp_path, floats):
    reference = osr.SpatialReference()
    reference.ImportFromProj4("+proj=laea +lat_0=52 +lon_0=10 +x_0=4321000 +y_0=3210000 +ellps=GRS80 +units=m")
    south_up = Source(floats.bands, reference.ExportToWkt(), (4321000.0, 30.0, 0.0, 3210000.0, 0.0, 30.0),
                      floats.names)
    layout = south_up.layout((10, 10))
    paths = write_export(tmp_path / "export", "south", band_records(south_up, layout), south_up.mixer(layout))
    raster = import_to(run_algorithm, tmp_path / "south.tif", INPUT=paths)
    assert raster["geotransform"] == south_up.geotransform
    np.testing.assert_array_equal(raster["pixels"], south_up.covered(layout))
    assert_georeferenced_like(raster, south_up)


@pytest.mark.slow  # three exports and imports of the whole scene: seconds
def test_int64_features_give_int32_or_float64_when_they_overflow(run_algorithm, tmp_path, rgb):
    layout = rgb.layout((200, 150), (3, 3))
    signed = Source(rgb.bands.astype(np.int64) * 1000 - 50000, rgb.crs, rgb.geotransform, rgb.names)
    paths = write_export(tmp_path / "small", "ints", band_records(signed, layout, "int64"), signed.mixer(layout))
    raster = import_to(run_algorithm, tmp_path / "ints.tif", INPUT=paths)
    assert raster["type"] == "Int32"
    np.testing.assert_array_equal(raster["pixels"], signed.covered(layout)[signed.by_name])

    huge = Source(rgb.bands.astype(np.int64) << 40, rgb.crs, rgb.geotransform, rgb.names)
    paths = write_export(tmp_path / "huge", "ints", band_records(huge, layout, "int64"), huge.mixer(layout))
    raster = import_to(run_algorithm, tmp_path / "huge.tif", INPUT=paths)
    assert raster["type"] == "Float64"
    np.testing.assert_array_equal(raster["pixels"], huge.covered(layout)[huge.by_name].astype(np.float64))
    assert "written as Float64" in " ".join(run_algorithm.feedback.log)


def test_3d_feature_becomes_depth_bands_beside_a_2d_one(run_algorithm, tmp_path, floats):
    layout = floats.layout((16, 12), (5, 5))
    stack = np.concatenate([floats.bands, floats.bands * 2]).astype(np.float32)
    records = [encode_example({"probabilities": tile[:4].ravel(), "label": tile[0].ravel()})
               for tile in Source(stack, floats.crs, floats.geotransform, None).tiles(layout)]
    paths = write_export(tmp_path / "export", "stack", records, floats.mixer(layout))
    # No sidecar says how 'probabilities' holds its bands: written band after band, as EE writes array bands.
    raster = import_to(run_algorithm, tmp_path / "stack.tif", INPUT=paths, LAYOUT=CHANNELS_FIRST_CHOICE)
    # Sorted by name; the 2-D feature's count fixes the tile, so the other's depth 4 is known.
    assert raster["names"] == ["label", "probabilities_1", "probabilities_2", "probabilities_3", "probabilities_4"]
    expected = stack[[0, 0, 1, 2, 3], :48, :64]
    np.testing.assert_array_equal(raster["pixels"], expected)

    chosen = import_to(run_algorithm, tmp_path / "label.tif", INPUT=paths, FEATURES="label", DATA_TYPE=INT16)
    assert chosen["names"] == ["label"] and chosen["type"] == "Int16"
    np.testing.assert_array_equal(chosen["pixels"][0], np.clip(np.rint(stack[0, :48, :64]), -32768, 32767))


def _keras_predictions(folder, source, layout, channels_last=True):
    """What a Keras model's predictions written back as TFRecords hold: one feature 'probs' of each patch's bands,
    [th, tw, C] flattened (TensorFlow's default layout; numpy transposed, written by the codec), or [C, th, tw];
    beside the export's mixer, without a sidecar. The paths of the shards."""
    records = [encode_example({"probs": np.ascontiguousarray(tile.transpose(1, 2, 0) if channels_last else tile)
                               .ravel()}) for tile in source.tiles(layout)]
    return write_export(folder, "pred", records, source.mixer(layout))


@pytest.fixture(scope="module")
def three_bands():
    values = np.random.default_rng(44).random((3, 40, 56)).astype(np.float32)
    return Source(values, "EPSG:4326", GEOGRAPHIC, ["a", "b", "c"])


def test_a_channels_last_feature_comes_back_band_by_band_with_the_layout_said(run_algorithm, tmp_path, three_bands):
    """Keras's [H, W, C]: read as channels-first it scrambled the bands, and the import exited 0."""
    layout = three_bands.layout((16, 8), (3, 3))
    paths = _keras_predictions(tmp_path / "keras", three_bands, layout)
    raster = import_to(run_algorithm, tmp_path / "keras.tif", INPUT=paths, FEATURES="probs:3",
                       LAYOUT=CHANNELS_LAST_CHOICE)
    assert raster["names"] == ["probs_1", "probs_2", "probs_3"]
    np.testing.assert_array_equal(raster["pixels"], three_bands.covered(layout))
    assert any("<- 'probs' (channels-last)" in line for line in run_algorithm.feedback.log)
    # The command, and the core, read it alike.
    from tfrecord_bridge.core.cli import main
    assert main(["import-image", *paths, "--features", "probs:3", "--layout", "channels-last",
                 "-o", str(tmp_path / "command.tif")]) == 0
    np.testing.assert_array_equal(read_raster(tmp_path / "command.tif")["pixels"], three_bands.covered(layout))
    # Channels-first records said so come back as they did.
    first = _keras_predictions(tmp_path / "torch", three_bands, layout, channels_last=False)
    raster = import_to(run_algorithm, tmp_path / "torch.tif", INPUT=first, FEATURES="probs:3",
                       LAYOUT=CHANNELS_FIRST_CHOICE)
    np.testing.assert_array_equal(raster["pixels"], three_bands.covered(layout))


def test_a_feature_of_several_bands_nothing_describes_is_refused_naming_both_readings(run_algorithm, tmp_path,
                                                                                      three_bands, capsys):
    layout = three_bands.layout((16, 12))
    paths = _keras_predictions(tmp_path / "keras", three_bands, layout)
    mixer = mixer_path(str(tmp_path / "keras"), "pred")
    both = (r"feature 'probs' holds 3 bands of 16 x 12 pixels in record 0 of .*pred-00000\.tfrecord\.gz, and nothing "
            r"says in which order its 576 values hold them: channels-first \[3, 12, 16\] .* or channels-last "
            r"\[12, 16, 3\] .*Both readings fit; give (LAYOUT|--layout) channels-first or (LAYOUT|--layout) "
            r"channels-last")
    from qgis.core import QgsProcessingException

    from tfrecord_bridge.core.cli import main
    with pytest.raises(QgsProcessingException, match=both):
        import_to(run_algorithm, tmp_path / "out.tif", INPUT=paths, FEATURES="probs:3")
    assert main(["import-image", *paths, "--mixer", mixer, "--features", "probs:3", "-o",
                 str(tmp_path / "out.tif")]) == 1
    error = capsys.readouterr().err
    assert re.search(both, error) and "Traceback" not in error, error
    assert not os.path.exists(tmp_path / "out.tif")
    # A depth known from a one-band feature beside it says nothing of the order either.
    records = [encode_example({"probs": np.ascontiguousarray(tile.transpose(1, 2, 0)).ravel(),
                               "label": tile[0].ravel()}) for tile in three_bands.tiles(layout)]
    beside = write_export(tmp_path / "beside", "pred", records, three_bands.mixer(layout))
    with pytest.raises(import_image.ImageImportError, match="nothing says in which order"):
        import_image.import_image(ImportRequest(beside, output=tmp_path / "beside.tif"))
    with pytest.raises(ValueError, match=r"layout is sideways; it is one of auto, channels-last, channels-first"):
        import_image.import_image(ImportRequest(beside, output=tmp_path / "beside.tif", layout="sideways"))


def test_the_exports_own_feature_of_several_bands_needs_no_layout_its_sidecar_describes_it(run_algorithm, tmp_path,
                                                                                            three_bands):
    """The export wrote it [C, H, W] and its sidecar says so: not ambiguous, read channels-first whatever the
    option says (the log says so when it says otherwise)."""
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    source = str(tmp_path / "three.tif")
    dataset = gdal.GetDriverByName("GTiff").Create(source, 56, 40, 3, gdal.GDT_Float32)
    dataset.SetGeoTransform(GEOGRAPHIC)
    dataset.SetProjection("EPSG:4326")
    dataset.WriteArray(three_bands.bands)
    dataset = None
    export_image(ExportRequest([SourceLayer(source)], tmp_path / "export", "own",
                               FormatOptions(patchDimensions=(16, 8), collapseBands=True)))
    shards = sorted(str(path) for path in (tmp_path / "export").glob("own-*.tfrecord.gz"))
    layout = three_bands.layout((16, 8))
    raster = import_to(run_algorithm, tmp_path / "own.tif", INPUT=shards)
    np.testing.assert_array_equal(raster["pixels"], three_bands.covered(layout))
    said = import_to(run_algorithm, tmp_path / "said.tif", INPUT=shards, LAYOUT=CHANNELS_LAST_CHOICE)
    np.testing.assert_array_equal(said["pixels"], three_bands.covered(layout))
    assert any("read channels-first, as the export that wrote it did" in line for line in run_algorithm.feedback.log)


@pytest.mark.parametrize("kernel", [(1, 1), (3, 3)])
def test_per_pixel_records_are_mosaicked_by_tile(run_algorithm, tmp_path, floats, kernel):
    source = Source(floats.bands[:, :12, :16], floats.crs, floats.geotransform, floats.names)
    layout = source.layout((4, 4), kernel)
    records = []
    for tile in source.tiles(layout):
        for row in range(tile.shape[1]):
            for column in range(tile.shape[2]):
                pixel = tile[:, row, column]
                records.append(encode_example({"prediction": pixel[:1], "scores": pixel}))
    assert len(records) == 12 * layout.tile_width * layout.tile_height
    paths = write_export(tmp_path / "export", "pixels", records, source.mixer(layout), records_per_shard=100)
    raster = import_to(run_algorithm, tmp_path / "pixels.tif", INPUT=paths)
    assert raster["names"] == ["prediction", "scores_1", "scores_2"]
    np.testing.assert_array_equal(raster["pixels"], source.bands[[0, 0, 1]])
    assert_georeferenced_like(raster, source)


def test_per_pixel_scores_that_look_like_a_patch_are_told_apart_by_the_record_count(run_algorithm, tmp_path,
                                                                                    floats):
    source = Source(floats.bands[:, :4, :6], floats.crs, floats.geotransform, floats.names)
    layout = source.layout((2, 2))
    scores = np.concatenate([source.bands, source.bands + 1, source.bands + 2])[:4]  # 4 values: a 2x2 patch
    records = [encode_example({"scores": tile[:, row, column]})
               for tile in Source(scores, None, None, None).tiles(layout)
               for row in range(2) for column in range(2)]
    paths = write_export(tmp_path / "export", "scores", records, source.mixer(layout))
    raster = import_to(run_algorithm, tmp_path / "scores.tif", INPUT=paths)
    assert raster["names"] == ["scores_1", "scores_2", "scores_3", "scores_4"]
    np.testing.assert_array_equal(raster["pixels"], scores)


def test_index_sidecar_leaves_the_missing_patches_nodata(run_algorithm, tmp_path, floats):
    layout = floats.layout((16, 12))
    kept = [0, 2, 3, 7, 8, 15]
    records = [record for index, record in enumerate(band_records(floats, layout)) if index in kept]
    paths = write_export(tmp_path / "export", "masked", records, floats.mixer(layout), indices=kept)
    raster = import_to(run_algorithm, tmp_path / "masked.tif", INPUT=paths)
    assert raster["nodata"] == -9999
    expected = np.full((2, 48, 64), -9999, np.float32)
    for index in kept:
        column, row = layout.patch_origin(index)
        expected[:, row:row + 12, column:column + 16] = floats.bands[:, row:row + 12, column:column + 16]
    np.testing.assert_array_equal(raster["pixels"], expected)

    as_bytes = import_to(run_algorithm, tmp_path / "masked_bytes.tif", INPUT=paths, DATA_TYPE=BYTE, NODATA=255)
    assert as_bytes["nodata"] == 255 and as_bytes["type"] == "Byte"
    assert (as_bytes["pixels"][:, :12, 16:32] == 255).all()


def test_ambiguous_counts_ask_for_the_kernel_size_which_settles_them(run_algorithm, tmp_path, floats):
    small = Source(floats.bands[:, :4, :4], floats.crs, floats.geotransform, floats.names)
    layout = small.layout((2, 2), (3, 3))
    paths = write_export(tmp_path / "export", "tiny", band_records(small, layout), small.mixer(layout))
    with pytest.raises(Exception, match=r"against the patchDimensions 2 x 2 of .*tiny-mixer\.json: cannot tell the "
                                        r"kernel margins .*'B1' \(16 values\): depth 4 without kernel margins or "
                                        r"depth 1 with kernelSize 3.*give KERNEL_SIZE"):
        import_to(run_algorithm, tmp_path / "tiny.tif", INPUT=paths)
    raster = import_to(run_algorithm, tmp_path / "tiny.tif", INPUT=paths, KERNEL_SIZE="3")
    np.testing.assert_array_equal(raster["pixels"], small.bands)


def test_features_that_fit_no_layout_are_skipped_with_a_note(run_algorithm, tmp_path, floats):
    layout = floats.layout((16, 12))
    records = [encode_example({"B1": tile[0].ravel(), "patch_id": np.array([index])})
               for index, tile in enumerate(floats.tiles(layout))]
    paths = write_export(tmp_path / "export", "extra", records, floats.mixer(layout))
    raster = import_to(run_algorithm, tmp_path / "extra.tif", INPUT=paths)
    assert raster["names"] == ["B1"]
    assert "feature 'patch_id' ignored: its value count (1) fits no patch layout" in run_algorithm.feedback.log


@pytest.mark.parametrize("prefer_file_name", [True, False])
def test_the_layer_processing_loads_is_named_after_the_raster_written(tmp_path, floats, tfrecord_provider,
                                                                       prefer_file_name, monkeypatch):
    """Not after the input ('sample' twice in the Layers panel) nor the output's description (issue 30), whatever
    the user's "file name as layer name" setting; a dotted name keeps all its dots but the extension's."""
    import processing
    from qgis.core import QgsProcessingContext, QgsProcessingFeedback, QgsProject, QgsSettings
    from qgis.utils import iface

    if iface is not None and not hasattr(iface, "layerTreeView"):
        # QGIS 3.40's Processing asks the window for its layer tree when it loads results (which node is
        # selected; updates off while it adds), and 3.44 hands it to C++ (QgsProcessingGuiUtils), which takes
        # only a real one; pytest-qgis's stand-in window has none.
        from qgis.core import QgsLayerTreeModel
        from qgis.gui import QgsLayerTreeView

        layer_tree = QgsLayerTreeView()
        layer_tree.setModel(QgsLayerTreeModel(QgsProject.instance().layerTreeRoot(), layer_tree))
        monkeypatch.setattr(iface, "layerTreeView", lambda: layer_tree, raising=False)
        if not hasattr(iface, "setActiveLayer"):
            monkeypatch.setattr(iface, "setActiveLayer", lambda layer: True, raising=False)
    layout = floats.layout((16, 12))
    paths = write_export(tmp_path / "export", "sample", band_records(floats, layout), floats.mixer(layout))
    settings, key = QgsSettings(), "Processing/Configuration/PREFER_FILENAME_AS_LAYER_NAME"
    before = settings.value(key)
    settings.setValue(key, prefer_file_name)
    project = QgsProject.instance()
    context = QgsProcessingContext()
    context.setProject(project)
    try:
        for name in ("sample-prediction", "sample.v2-prediction"):
            results = processing.runAndLoadResults("tfrecord:importimage", {
                "INPUT": paths, "OUTPUT": str(tmp_path / f"{name}.tif")}, feedback=QgsProcessingFeedback(),
                context=context)
            assert [layer.name() for layer in project.mapLayers().values()
                    if layer.source() == results["OUTPUT"]] == [name]
        # A temporary output keeps Processing's name for it: its file name means nothing.
        results = processing.runAndLoadResults("tfrecord:importimage", {"INPUT": paths, "OUTPUT": "TEMPORARY_OUTPUT"},
                                               feedback=QgsProcessingFeedback(), context=context)
        assert [layer.name() for layer in project.mapLayers().values()
                if layer.source() == results["OUTPUT"]] == ["Predictions raster"]
    finally:
        project.removeAllMapLayers()
        if before is None:
            settings.remove(key)
        else:
            settings.setValue(key, before)


# ----------------------------------------------------------------------------- errors

@pytest.fixture
def float_export(tmp_path, floats):
    layout = floats.layout((16, 12))
    return write_export(tmp_path / "export", "e", band_records(floats, layout), floats.mixer(layout),
                        records_per_shard=4)


def test_record_count_error_gives_both_numbers(run_algorithm, tmp_path, float_export):
    with pytest.raises(Exception, match="hold 12 records but the mixer's totalPatches is 16"):
        import_to(run_algorithm, tmp_path / "out.tif", INPUT=float_export[:3])
    assert not os.path.exists(tmp_path / "out.tif")


def test_too_many_records_are_counted_too(run_algorithm, tmp_path, floats, float_export):
    extra = shard_path(str(tmp_path / "export"), "e", 4, True)
    write_records(extra, list(band_records(floats, floats.layout((16, 12))))[:3])
    with pytest.raises(Exception, match="hold 19 records but the mixer's totalPatches is 16"):
        import_to(run_algorithm, tmp_path / "out.tif", INPUT=float_export + [extra])
    assert sorted(os.listdir(tmp_path)) == ["export"]


def test_empty_files_say_they_hold_no_records(run_algorithm, tmp_path, floats):
    empty = tmp_path / "empty-00000.tfrecord.gz"
    write_records(str(empty), [])
    write_mixer(str(tmp_path / "empty-mixer.json"), floats.mixer(floats.layout((16, 12))))
    with pytest.raises(Exception, match="hold 0 records but the mixer's totalPatches is 16"):
        import_to(run_algorithm, tmp_path / "out.tif", INPUT=[str(empty)])


def test_nodata_that_does_not_fit_the_data_type_is_refused(run_algorithm, tmp_path, float_export):
    with pytest.raises(Exception, match="nodata value -1.0 does not fit the output type UInt16"):
        import_to(run_algorithm, tmp_path / "out.tif", INPUT=float_export, DATA_TYPE=UINT16, NODATA=-1)


def test_missing_feature_error_names_record_and_file(run_algorithm, tmp_path, floats):
    layout = floats.layout((16, 12))
    records = list(band_records(floats, layout))
    records[6] = encode_example({"B1": np.zeros(192, np.float32)})
    paths = write_export(tmp_path / "export", "gap", records, floats.mixer(layout), records_per_shard=4)
    with pytest.raises(Exception, match=r"feature 'B2' is missing from record 2 of .*gap-00001\.tfrecord\.gz"):
        import_to(run_algorithm, tmp_path / "out.tif", INPUT=paths)
    assert sorted(os.listdir(tmp_path)) == ["export"]


def test_length_that_fits_no_layout_names_feature_length_and_fitting_lengths(run_algorithm, tmp_path, floats):
    layout = floats.layout((16, 12))
    records = [encode_example({"B1": tile[0].ravel(), "odd": np.zeros(100, np.float32)})
               for tile in floats.tiles(layout)]
    paths = write_export(tmp_path / "export", "odd", records, floats.mixer(layout))
    with pytest.raises(Exception, match=r"feature 'odd' has 100 values .* 16x12 patch needs 192 values .*"
                                        r"252 \(KERNEL_SIZE 3\), 320 \(KERNEL_SIZE 5\)"):
        import_to(run_algorithm, tmp_path / "out.tif", INPUT=paths, FEATURES="B1,odd")


def test_unknown_feature_is_named_with_the_ones_there_are(run_algorithm, tmp_path, float_export):
    with pytest.raises(Exception, match=r"feature 'B9' is not in record 0 of .*e-00000.tfrecord.gz, which has: B1, B2"):
        import_to(run_algorithm, tmp_path / "out.tif", INPUT=float_export, FEATURES="B9")


def test_malformed_mixer_names_the_key(run_algorithm, tmp_path, float_export):
    mixer = tmp_path / "export" / "e-mixer.json"
    content = json.loads(mixer.read_text())
    del content["patchesPerRow"]
    mixer.write_text(json.dumps(content))
    with pytest.raises(Exception, match=r"e-mixer\.json: mixer has no 'patchesPerRow'"):
        import_to(run_algorithm, tmp_path / "out.tif", INPUT=float_export)


def test_missing_mixer_is_asked_for(run_algorithm, tmp_path, float_export):
    os.remove(tmp_path / "export" / "e-mixer.json")
    with pytest.raises(Exception, match="no mixer .* beside .*e-00000.tfrecord.gz: give the mixer file"):
        import_to(run_algorithm, tmp_path / "out.tif", INPUT=float_export)


def test_a_file_that_is_no_tfrecord_is_named_with_record_and_offset(run_algorithm, tmp_path, float_export):
    impostor = tmp_path / "export" / "e-00004.tfrecord"
    impostor.write_text("x,y\n1,2\n" * 10)
    with pytest.raises(Exception, match=r"e-00004\.tfrecord: record 0 at byte offset 0: corrupt length field"):
        import_to(run_algorithm, tmp_path / "out.tif", INPUT=float_export + [str(impostor)])


def test_cancel_leaves_no_output(run_algorithm, tmp_path, rgb):
    layout = rgb.layout((64, 64))
    paths = write_export(tmp_path / "export", "big", band_records(rgb, layout), rgb.mixer(layout))
    feedback = cancelling_feedback(after_percent=30)
    progress = feedback.progress
    with pytest.raises(Exception, match="Cancelled"):
        run_algorithm("tfrecord:importimage", {"INPUT": paths, "OUTPUT": str(tmp_path / "out.tif")},
                      feedback=feedback)
    assert 30 < max(progress) < 100
    assert sorted(os.listdir(tmp_path)) == ["export"]


def test_a_feature_whose_length_changes_is_named_with_both_lengths(tmp_path, floats):
    layout = floats.layout((16, 12))
    records = list(band_records(floats, layout))
    records[9] = encode_example({"B1": np.zeros(192, np.float32), "B2": np.zeros(100, np.float32)})
    paths = write_export(tmp_path / "export", "shift", records, floats.mixer(layout))
    with pytest.raises(ValueError, match=r"feature 'B2' has 100 float values in record 9 of .*shift-00000"
                                         r".*but 192 float values in record 0"):
        import_image.import_image(ImportRequest(paths, None, str(tmp_path / "out.tif")))
    assert sorted(os.listdir(tmp_path)) == ["export"]


@pytest.mark.parametrize("options, message", [
    ({"kernel_size": "3x3x3"}, "kernelSize must be one whole number >= 1 or two as 'kx,ky', got '3x3x3'"),
    ({"kernel_size": "inf"}, "kernelSize must be one whole number >= 1 or two as 'kx,ky', got 'inf'"),
    ({"kernel_size": True}, "kernelSize must be one whole number >= 1 or two as 'kx,ky', got True"),
    ({"data_type": "Int8"}, "unknown data type 'Int8'"),
    ({"data_type": "Byte", "nodata": float("nan")}, "nodata value nan does not fit the output type Byte"),
])
def test_bad_options_are_explained(tmp_path, float_export, options, message):
    with pytest.raises(ValueError, match=message):
        import_image.import_image(ImportRequest(float_export, None, str(tmp_path / "out.tif"), **options))


@pytest.mark.parametrize("typed, kernel", [
    ("3", (3, 3)), ("3,5", (3, 5)), ("3x5", (3, 5)), ("3 5", (3, 5)), ("[3, 5]", (3, 5)), ("(3, 5)", (3, 5)),
    (" 3\t5 ", (3, 5)), ("3.0,5", (3, 5)), (3, (3, 3)), ((3, 5), (3, 5)), ([3], (3, 3)),
])
def test_the_import_reads_a_kernel_size_as_the_export_does(typed, kernel):
    """One parser: what the export's kernelSize takes (its field, --kernel-size, KERNEL_SIZE, pasted EE
    options), the import's takes too, and the other way round."""
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    assert import_image.parse_kernel_size(typed) == FormatOptions(kernelSize=typed).kernelSize == kernel


def test_a_folder_with_several_exports_needs_the_prefix(tmp_path, floats, float_export):
    layout = floats.layout((16, 12))
    write_export(tmp_path / "export", "other", band_records(floats, layout), floats.mixer(layout))
    with pytest.raises(ValueError, match=r"holds several exports \(e, other\): give the prefix"):
        import_image.find_export(str(tmp_path / "export"))
    assert import_image.find_export(str(tmp_path / "export"), "e") == (
        float_export, str(tmp_path / "export" / "e-mixer.json"))


# ----------------------------------------------------------------------------- shard order (issue 12, case 1)

def _unpadded_predictions(folder, floats, order=None):
    """A model's predictions as pred-1.tfrecord ... pred-12.tfrecord (not zero-padded), one patch a file."""
    layout = floats.layout((16, 12))  # 4 x 4 patches, so 16 records; 12 files hold them
    records = list(band_records(floats, layout))
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    per_file = [records[:5]] + [[record] for record in records[5:]]
    for number, chunk in enumerate(per_file, start=1):
        paths.append(str(folder / f"pred-{number}.tfrecord"))
        write_records(paths[-1], chunk, compression=None)
    write_mixer(str(folder / "pred-mixer.json"), floats.mixer(layout))
    return paths, layout


def test_unpadded_shard_numbers_listed_in_order_come_back_in_place(tmp_path, floats):
    paths, layout = _unpadded_predictions(tmp_path / "pred", floats)
    assert len(paths) == 12
    result = import_image.import_image(ImportRequest(paths, None, str(tmp_path / "listed.tif")))
    assert result.record_count == 16
    np.testing.assert_array_equal(read_raster(tmp_path / "listed.tif")["pixels"], floats.covered(layout))


def test_a_folder_of_unpadded_shards_sorts_numbers_as_numbers(run_algorithm, tmp_path, floats):
    paths, layout = _unpadded_predictions(tmp_path / "pred", floats)
    shards, mixer = import_image.find_export(str(tmp_path / "pred"), "pred")
    assert shards == paths  # pred-2 before pred-10, not 1, 10, 11, 12, 2, ...
    assert mixer == str(tmp_path / "pred" / "pred-mixer.json")
    raster = import_to(run_algorithm, tmp_path / "folder.tif", FOLDER=str(tmp_path / "pred"))
    np.testing.assert_array_equal(raster["pixels"], floats.covered(layout))


def test_a_list_out_of_numbered_order_stops_naming_both_orders(tmp_path, floats):
    paths, _ = _unpadded_predictions(tmp_path / "pred", floats)
    as_text = sorted(paths)  # 1, 10, 11, 12, 2, ...: what sorting names as text gives
    with pytest.raises(import_image.ImageImportError,
                       match=r"listed as pred-1.tfrecord, pred-10.tfrecord, .* but numbered pred-1.tfrecord, "
                             r"pred-2.tfrecord"):
        import_image.import_image(ImportRequest(as_text, None, str(tmp_path / "out.tif")))
    assert not os.path.exists(tmp_path / "out.tif")


def test_files_whose_order_cannot_be_told_are_named(tmp_path, floats):
    paths, _ = _unpadded_predictions(tmp_path / "pred", floats)
    os.rename(paths[1], tmp_path / "pred" / "pred-02.tfrecord")  # pred-2 and pred-02 would both be second
    write_records(str(tmp_path / "pred" / "pred-2.tfrecord"), [], compression=None)
    with pytest.raises(import_image.ImageImportError,
                       match=r"cannot tell the order of the files: pred-02.tfrecord, pred-2.tfrecord|"
                             r"cannot tell the order of the files: pred-2.tfrecord, pred-02.tfrecord"):
        import_image.find_export(str(tmp_path / "pred"), "pred")
    with pytest.raises(import_image.ImageImportError, match=r"a.tfrecord.*no number at the end of the name"):
        import_image.files_in_numbered_order([str(tmp_path / "b7.tfrecord"), str(tmp_path / "a.tfrecord")])
    # A list of names without numbers tells no order but its own, which is kept.
    unnamed = [str(tmp_path / "z.tfrecord"), str(tmp_path / "a.tfrecord")]
    assert import_image.files_in_given_order(unnamed) == unnamed


def test_core_engine_imports_without_qgis():
    code = ("import sys; sys.modules['qgis'] = None; "
            "from tfrecord_bridge.core.importing.import_image import import_image; print('ok')")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env={"PYTHONPATH": ":".join(p for p in sys.path if p)})
    assert result.stdout.strip() == "ok", result.stderr


# ----------------------------------------------------------------------------- Model Builder and qgis_process

def test_saved_model_imports_an_export_folder(run_algorithm, tmp_path, floats):
    """tests/data/import_model.model3: a model with a folder input feeding tfrecord:importimage."""
    layout = floats.layout((16, 12), (3, 3))
    write_export(tmp_path / "export", "model", band_records(floats, layout), floats.mixer(layout))
    model = QgsProcessingModelAlgorithm()
    assert model.fromFile(MODEL_PATH)
    assert [child.algorithmId() for child in model.childAlgorithms().values()] == ["tfrecord:importimage"]
    assert model.validate()[0], model.validate()[1]
    output = tmp_path / "from_model.tif"
    results = run_algorithm(model, {"export_folder": str(tmp_path / "export"), "prefix": "model",
                                    "import:predictions": str(output)})
    assert os.path.samefile(results["import:predictions"], output)
    np.testing.assert_array_equal(read_raster(output)["pixels"], floats.covered(layout))


@pytest.mark.qgis_process
def test_qgis_process_runs_the_import(tmp_path, rgb):
    layout = rgb.layout((200, 200), (3, 3))
    paths = write_export(tmp_path / "export", "cli", band_records(rgb, layout, "bytes"), rgb.mixer(layout),
                         records_per_shard=5)
    output = tmp_path / "cli.tif"
    result = qgis_process(tmp_path / "profile", "run", "tfrecord:importimage", "--",
                          *[f"INPUT={path}" for path in paths], "KERNEL_SIZE=3,3", f"OUTPUT={output}")
    assert result.returncode == 0, result.stdout + result.stderr
    raster = read_raster(output)
    np.testing.assert_array_equal(raster["pixels"], rgb.covered(layout)[rgb.by_name])
    assert_georeferenced_like(raster, rgb)


# ----------------------------------------------------------------------------- review findings


def _core_and_tile_predictions(tmp_path, kernel):
    """An export grid of 2 x 2 patches of 8 x 6, and records holding a core-only and a with-margins feature."""
    from tfrecord_bridge.core import encode_example, write_records
    from tfrecord_bridge.core.layout.grid import PatchLayout, PixelGrid
    from tfrecord_bridge.core.layout.mixer import Mixer, write_mixer
    grid = PixelGrid("EPSG:32633", (500000.0, 10.0, 0.0, 4000000.0, 0.0, -10.0), 16, 12)
    layout = PatchLayout(16, 12, 8, 6, kernel[0], kernel[1])
    mx, my = kernel[0] // 2, kernel[1] // 2
    records = []
    for index in range(4):
        core = np.full((6, 8), index, np.float32)
        tile = np.full((6 + 2 * my, 8 + 2 * mx), -1, np.float32)
        tile[my:my + 6, mx:mx + 8] = 10 + index
        records.append(encode_example({"core": core, "tile": tile}))
    write_records(tmp_path / "p-00000.tfrecord.gz", records)
    write_mixer(tmp_path / "p-mixer.json", Mixer.for_export(grid, layout))
    return [str(tmp_path / "p-00000.tfrecord.gz")]


@pytest.mark.parametrize("kernel,given", [((5, 5), None), ((5, 5), "5,5"), ((9, 1), "9,1")])
def test_a_core_only_prediction_imports_beside_a_feature_with_margins(tmp_path, kernel, given):
    from osgeo import gdal

    from tfrecord_bridge.core.importing.import_image import import_image
    paths = _core_and_tile_predictions(tmp_path, kernel)
    import_image(ImportRequest(paths, None, str(tmp_path / "out.tif"), kernel_size=given))
    core, tile = gdal.Open(str(tmp_path / "out.tif")).ReadAsArray()
    expected = np.kron(np.arange(4).reshape(2, 2), np.ones((6, 8)))
    np.testing.assert_array_equal(core, expected)
    np.testing.assert_array_equal(tile, expected + 10)


def test_a_kernel_that_is_not_square_is_inferred_when_the_counts_allow_only_it(tmp_path):
    from osgeo import gdal

    from tfrecord_bridge.core.importing.import_image import import_image
    paths = _core_and_tile_predictions(tmp_path, (3, 1))  # 10 x 6 tiles: only a 3 x 1 kernel gives 60 values
    result = import_image(ImportRequest(paths, None, str(tmp_path / "out.tif"), features="tile"))
    assert result.margins == (1, 0)
    expected = np.kron(np.arange(4).reshape(2, 2), np.ones((6, 8)))
    np.testing.assert_array_equal(gdal.Open(str(tmp_path / "out.tif")).ReadAsArray(), expected + 10)


def _kernel_3_by_5_export(tmp_path):
    """Issue 12, case 2: a 32 x 32 grid of 16 x 16 patches exported with kernelSize [3, 5] (18 x 20 tiles)."""
    from tfrecord_bridge.core import encode_example, write_records
    from tfrecord_bridge.core.layout.grid import PatchLayout, PixelGrid
    from tfrecord_bridge.core.layout.mixer import Mixer, write_mixer
    grid = PixelGrid("EPSG:32633", (500000.0, 10.0, 0.0, 4000000.0, 0.0, -10.0), 32, 32)
    layout = PatchLayout(32, 32, 16, 16, 3, 5)
    records = []
    for index in range(layout.total_patches):
        tile = np.full((layout.tile_height, layout.tile_width), -1, np.float32)
        tile[2:18, 1:17] = index
        records.append(encode_example({"b1": tile}))
    write_records(tmp_path / "k-00000.tfrecord.gz", records)
    write_mixer(tmp_path / "k-mixer.json", Mixer.for_export(grid, layout))
    return [str(tmp_path / "k-00000.tfrecord.gz")]


def test_counts_that_fit_a_3_by_5_and_a_5_by_3_kernel_name_both_and_the_given_kernel_settles_it(tmp_path):
    from osgeo import gdal

    from tfrecord_bridge.core.importing.import_image import ImageImportError, import_image
    paths = _kernel_3_by_5_export(tmp_path)
    with pytest.raises(ImageImportError, match=r"'b1' \(360 values\): depth 1 with kernelSize 3,5 or depth 1 with "
                                               r"kernelSize 5,3; give kernelSize as kx,ky"):
        import_image(ImportRequest(paths, None, str(tmp_path / "out.tif")))
    import_image(ImportRequest(paths, None, str(tmp_path / "out.tif"), kernel_size="3,5"))
    expected = np.kron(np.arange(4).reshape(2, 2), np.ones((16, 16)))
    np.testing.assert_array_equal(gdal.Open(str(tmp_path / "out.tif")).ReadAsArray(), expected)


def test_sequence_examples_with_only_feature_lists_are_refused_by_name(tmp_path):
    from tfrecord_bridge.core import encode_sequence_example, write_records
    from tfrecord_bridge.core.importing.import_image import ImageImportError, import_image
    from tfrecord_bridge.core.layout.grid import PatchLayout, PixelGrid
    from tfrecord_bridge.core.layout.mixer import Mixer, write_mixer
    grid = PixelGrid("EPSG:32633", (0.0, 1.0, 0.0, 2.0, 0.0, -1.0), 2, 2)
    write_mixer(tmp_path / "s-mixer.json", Mixer.for_export(grid, PatchLayout(2, 2, 2, 2)))
    write_records(tmp_path / "s-00000.tfrecord.gz",
                  [encode_sequence_example({}, {"ndvi": np.ones((3, 1), np.float32)})] * 4)
    with pytest.raises(ImageImportError, match="SequenceExample with feature lists only \\(ndvi\\)"):
        import_image(ImportRequest([str(tmp_path / "s-00000.tfrecord.gz")], None, str(tmp_path / "out.tif")))


# ----------------------------------------------------------------------------- sidecar and styling (issue 12, case 4)

def test_a_round_trip_brings_back_nodata_band_names_and_the_kernel(run_algorithm, tmp_path, shared_data):
    rgb_path = str(shared_data / "rasterio" / "RGB.byte.tif")
    folder = tmp_path / "export"
    results = run_algorithm("tfrecord:exportimage", {"INPUT": [rgb_path], "PATCH_DIMENSIONS": "128,128",
                                                     "KERNEL_SIZE": "3,5", "COLLAPSE_BANDS": True,
                                                     "BAND_NAMES": "red,green,blue", "OUTPUT": str(folder),
                                                     "PREFIX": "rt"})
    assert results["SIDECAR"] == str(folder / "rt-sidecar.json")
    with open(results["SIDECAR"], encoding="utf-8") as stream:
        sidecar = json.load(stream)
    assert sidecar["kernelSize"] == [3, 5] and sidecar["defaultValue"] == 0.0 and sidecar["maskedPixels"]
    assert sidecar["features"] == [{"name": "red", "kind": "float", "bands": ["red", "green", "blue"],
                                    "dtypes": ["uint8", "uint8", "uint8"]}]
    # The mixer stays EE's: no key of ours in it.
    with open(folder / "rt-mixer.json", encoding="utf-8") as stream:
        assert set(json.load(stream)) == {"projection", "patchDimensions", "patchesPerRow", "totalPatches"}

    # 130 x 132 tiles fit a 3 x 5 and a 5 x 3 kernel: the sidecar settles it, no kernel given.
    raster = import_to(run_algorithm, tmp_path / "back.tif", FOLDER=str(folder), PREFIX="rt")
    assert raster["names"] == ["red", "green", "blue"]
    assert raster["nodata"] == 0  # the collar the source masked is transparent again
    assert "kernelSize 3,5 from rt-sidecar.json" in run_algorithm.feedback.log
    source = gdal.Open(rgb_path).ReadAsArray()[:, :raster["pixels"].shape[1], :raster["pixels"].shape[2]]
    # A pixel masked in any band holds defaultValue in every band (FORMAT.md 3.2).
    np.testing.assert_array_equal(raster["pixels"], source * (source != 0).all(axis=0))


def _single_band_predictions(tmp_path, floats, values):
    """A model's one-feature predictions ('score') on floats' 16 x 12 patch grid, beside its export sidecar."""
    layout = floats.layout((16, 12))
    records = [encode_example({"score": values(index, tile[0])}) for index, tile in enumerate(floats.tiles(layout))]
    paths = write_export(tmp_path / "pred", "pred", records, floats.mixer(layout))
    from tfrecord_bridge.core.layout.sidecar import ExportSidecar, SidecarFeature, write_sidecar
    write_sidecar(str(tmp_path / "pred" / "pred-sidecar.json"), ExportSidecar(
        [1, 1], [16, 12], 0.0, "float", "drop", False, [SidecarFeature("B1", "float", ["B1"], ["float32"])], True))
    return paths


def test_a_probability_map_is_shown_with_a_ramp_and_keeps_its_zeros(run_algorithm, tmp_path, floats):
    from qgis.core import QgsRasterLayer

    from tfrecord_bridge.provider.styling import PROBABILITY_OPACITY, style_layer
    paths = _single_band_predictions(tmp_path, floats, lambda index, tile: (tile > 0).astype(np.float32) * 0.9)
    results = run_algorithm("tfrecord:importimage", {"INPUT": paths, "OUTPUT": str(tmp_path / "p.tif")})
    assert results["STYLE"] == "probability"
    assert read_raster(tmp_path / "p.tif")["nodata"] is None  # predictions are not the export's features
    layer = QgsRasterLayer(str(tmp_path / "p.tif"), "p")
    assert layer.renderer().type() == "singlebandgray"  # QGIS's default, before styling
    assert style_layer(layer, results["STYLE"])
    assert layer.renderer().type() == "singlebandpseudocolor"
    assert (layer.renderer().classificationMin(), layer.renderer().classificationMax()) == (0.0, 1.0)
    assert layer.renderer().opacity() == PROBABILITY_OPACITY


def test_a_class_map_is_shown_as_classes(run_algorithm, tmp_path, floats):
    from qgis.core import QgsRasterLayer

    from tfrecord_bridge.provider.styling import style_layer
    paths = _single_band_predictions(tmp_path, floats, lambda index, tile: np.full(tile.size, index % 4, np.int64))
    results = run_algorithm("tfrecord:importimage", {"INPUT": paths, "OUTPUT": str(tmp_path / "c.tif")})
    assert (results["STYLE"], results["CLASSES"]) == ("classes", "0,1,2,3")
    layer = QgsRasterLayer(str(tmp_path / "c.tif"), "c")
    assert style_layer(layer, results["STYLE"], [0.0, 1.0, 2.0, 3.0])
    assert layer.renderer().type() == "paletted"
    assert [c.value for c in layer.renderer().classes()] == [0, 1, 2, 3]


def test_a_class_map_stored_as_floats_is_shown_as_classes(run_algorithm, tmp_path, floats):
    """EE exports a classification's band as a float list by default: its whole numbers are classes as an integer
    band's are (the help: "one band of a few whole numbers as classes"), not QGIS's grey stretch (issue 44). The
    layer Processing loads, a real one, gets the paletted renderer."""
    from qgis.core import QgsProcessingContext, QgsProcessingFeedback, QgsProject, QgsRasterLayer

    from tfrecord_bridge.provider.styling import style_layer
    paths = _single_band_predictions(tmp_path, floats, lambda index, tile: np.full(tile.size, index % 4, np.float32))
    output = str(tmp_path / "c.tif")
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    context.addLayerToLoadOnCompletion(output, QgsProcessingContext.LayerDetails("c", QgsProject.instance(), "OUTPUT"))
    results = run_algorithm("tfrecord:importimage", {"INPUT": paths, "OUTPUT": output}, context=context)
    assert gdal.GetDataTypeName(gdal.Open(output).GetRasterBand(1).DataType) == "Float32"  # stored as it came
    assert (results["STYLE"], results["CLASSES"]) == ("classes", "0,1,2,3")
    assert "shown as classes (0, 1, 2, 3)" in run_algorithm.feedback.log
    layer = QgsRasterLayer(output, "c")
    assert layer.renderer().type() == "singlebandgray"  # QGIS's default: grey
    context.layerToLoadOnCompletionDetails(output).postProcessor().postProcessLayer(layer, context,
                                                                                   QgsProcessingFeedback())
    assert layer.renderer().type() == "paletted"
    assert [c.value for c in layer.renderer().classes()] == [0, 1, 2, 3]
    panel_layer = QgsRasterLayer(output, "c")  # as the import panel styles what it adds, from the results
    assert style_layer(panel_layer, results["STYLE"], [float(value) for value in results["CLASSES"].split(",")])
    assert panel_layer.renderer().type() == "paletted"


def test_floats_are_classes_only_while_every_value_is_whole():
    """A fraction anywhere (a later strip, a Dask partition) makes the band no class map; NaN is no value."""
    from tfrecord_bridge.core.importing.import_image import ValueSummary

    def summary(*strips, nodata=None):
        values = ValueSummary(nodata, 1, integer=False)
        for strip in strips:
            values.add(np.array(strip, np.float32))
        return values

    assert summary([[0.0, 2.0]], [[5.0, np.nan]]).classes == (0.0, 2.0, 5.0)
    assert summary([[0.0, 2.0]], [[5.0, 0.5]]).classes is None
    assert summary([[-9999.0, 1.0, 3.0]], nodata=-9999.0).classes == (1.0, 3.0)
    assert summary([[0.0, 1.0]]).classes is None  # within 0..1: a probability map, as before
    whole, split = summary([[1.0, 2.0]]), summary([[2.5]])
    whole.merge(split)
    assert whole.classes is None


def test_other_rasters_keep_qgis_default_look(run_algorithm, tmp_path, floats):
    paths = _single_band_predictions(tmp_path, floats, lambda index, tile: tile.astype(np.float32))
    results = run_algorithm("tfrecord:importimage", {"INPUT": paths, "OUTPUT": str(tmp_path / "o.tif")})
    assert results["STYLE"] == "" and results["CLASSES"] == ""


# ----------------------------------------------------------------------------- issue 26: every input refused or right

def _sidecar(features, patch=(8, 8), kernel=(1, 1)):
    return {"format": "tfrecord-bridge-export-sidecar", "version": 1, "kernelSize": list(kernel),
            "patchDimensions": list(patch), "defaultValue": 0.0, "valueType": "float", "edgeMode": "drop",
            "sequenceData": False, "maskedPixels": False, "maskedPatches": 0,
            "features": [{"name": name, "kind": "float", "bands": bands} for name, bands in features]}


def test_the_band_order_never_follows_the_keys_inside_a_record(tmp_path, floats):
    """Every order of three keys gives the same bands: sorted by name (numbers as numbers), or the sidecar's."""
    import itertools

    from helpers import hand_built_example
    names = ["B10", "B2", "B1"]
    source = Source(np.concatenate([floats.bands, floats.bands[:1] * 3]), floats.crs, floats.geotransform, names)
    layout = source.layout((16, 12))
    for number, order in enumerate(itertools.permutations(names)):
        records = [hand_built_example([(name, tile[names.index(name)].ravel()) for name in order])
                   for tile in source.tiles(layout)]
        paths = write_export(tmp_path / f"e{number}", "e", records, source.mixer(layout))
        result = import_image.import_image(ImportRequest(paths, None, tmp_path / f"e{number}.tif"))
        raster = read_raster(tmp_path / f"e{number}.tif")
        assert raster["names"] == ["B1", "B2", "B10"], order
        np.testing.assert_array_equal(raster["pixels"], source.covered(layout)[[2, 1, 0]])
        assert "bands (sorted by name): 1 B1 <- 'B1', 2 B2 <- 'B2', 3 B10 <- 'B10'" in result.notes
        # The export's own sidecar beside the files gives its order.
        (tmp_path / f"e{number}" / "e-sidecar.json").write_text(json.dumps(
            _sidecar([(name, [name]) for name in names], patch=(16, 12))), encoding="utf-8")
        result = import_image.import_image(ImportRequest(paths, None, tmp_path / f"s{number}.tif"))
        assert read_raster(tmp_path / f"s{number}.tif")["names"] == names
        assert "bands (the export sidecar's order): 1 B10 <- 'B10', 2 B2 <- 'B2', 3 B1 <- 'B1'" in result.notes


def _eight_by_eight(folder, mixer_changes=None, sidecar=True, records=4):
    """An export of 4 patches of 8 x 8 (one band, b1) whose mixer is changed by ``mixer_changes``; (shards, mixer)."""
    folder.mkdir(parents=True, exist_ok=True)
    values = np.arange(256, dtype=np.float32).reshape(16, 16)
    tiles = [values[row:row + 8, column:column + 8] for row in (0, 8) for column in (0, 8)]
    paths = [shard_path(str(folder), "p", 0, True)]
    write_records(paths[0], [encode_example({"b1": tile.ravel()}) for tile in tiles[:records]], compression="GZIP")
    mixer = {"projection": {"crs": "EPSG:32633", "affine": {"doubleMatrix": [10.0, 0.0, 500000.0, 0.0, -10.0,
                                                                             4000000.0]}},
             "patchDimensions": [8, 8], "patchesPerRow": 2, "totalPatches": 4}
    mixer.update(mixer_changes or {})
    named = folder / ("p-index.json" if "patchIndices" in mixer else "p-mixer.json")
    named.write_text(json.dumps(mixer), encoding="utf-8")
    if sidecar:
        (folder / "p-sidecar.json").write_text(json.dumps(_sidecar([("b1", ["b1"])])), encoding="utf-8")
    return paths, str(named)


def _refused_everywhere(run_algorithm, tmp_path, paths, mixer, pattern, capsys):
    """The import refuses through Processing and through the command, naming what ``pattern`` matches, and
    writes nothing; the command prints no traceback."""
    from qgis.core import QgsProcessingException

    from tfrecord_bridge.core.cli import main
    with pytest.raises(QgsProcessingException, match=pattern):
        import_to(run_algorithm, tmp_path / "out.tif", INPUT=paths, MIXER=mixer)
    assert main(["import-image", *paths, "--mixer", mixer, "-o", str(tmp_path / "out.tif")]) == 1
    error = capsys.readouterr().err
    assert re.search(pattern, error) and "Traceback" not in error, error
    assert not os.path.exists(tmp_path / "out.tif")
    return error


@pytest.mark.parametrize("dimensions", [[4, 4], [8, 4]])
def test_a_mixer_whose_patch_size_contradicts_the_sidecar_is_refused(run_algorithm, tmp_path, capsys, dimensions):
    paths, mixer = _eight_by_eight(tmp_path / "e", {"patchDimensions": dimensions})
    _refused_everywhere(run_algorithm, tmp_path, paths, mixer,
                        rf"p-mixer\.json: key 'patchDimensions' is \[{dimensions[0]}, {dimensions[1]}\], but the "
                        r"export sidecar p-sidecar\.json says \[8, 8\].*'b1' 64 values", capsys)


def test_a_feature_read_as_several_bands_needs_its_depth_said(run_algorithm, tmp_path, capsys):
    """64 values: 2 bands of 8 x 4, or the one band of an 8 x 8 patch whose mixer is another's."""
    paths, mixer = _eight_by_eight(tmp_path / "e", {"patchDimensions": [8, 4]}, sidecar=False)
    _refused_everywhere(run_algorithm, tmp_path, paths, mixer,
                        r"feature 'b1' holds 64 values in record 0 of .*, which the mixer's patchDimensions 8 x 4 "
                        r"\(.*p-mixer\.json\) read as 2 bands of 8 x 4 pixels.*\(8 x 8 patches\).*say so with "
                        r"(FEATURES|--features) b1:2", capsys)
    raster = import_to(run_algorithm, tmp_path / "said.tif", INPUT=paths, MIXER=mixer, FEATURES="b1:2",
                       LAYOUT=CHANNELS_FIRST_CHOICE)
    assert raster["names"] == ["b1_1", "b1_2"]
    # The sidecar's count of bands stands for the depth; contradicted, it is refused.
    (tmp_path / "e" / "p-sidecar.json").write_text(json.dumps(_sidecar([("b1", ["x", "y"])], patch=(8, 4))),
                                                   encoding="utf-8")
    assert import_to(run_algorithm, tmp_path / "sidecar.tif", INPUT=paths, MIXER=mixer)["names"] == ["x", "y"]
    with pytest.raises(import_image.ImageImportError, match=r"read as 2 bands.*but features b1:3 says it holds 3"):
        import_image.import_image(ImportRequest(paths, mixer, tmp_path / "three.tif", features="b1:3"))


@pytest.mark.parametrize("value", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_an_affine_that_is_not_finite_is_refused_naming_the_key(run_algorithm, tmp_path, capsys, value):
    paths, mixer = _eight_by_eight(tmp_path / "e")
    text = Path(mixer).read_text(encoding="utf-8").replace("500000.0", value)
    Path(mixer).write_text(text, encoding="utf-8")
    _refused_everywhere(run_algorithm, tmp_path, paths, mixer,
                        r"p-mixer\.json: mixer key 'projection\.affine\.doubleMatrix' must be 6 finite numbers", capsys)


def test_an_index_too_wide_for_memory_is_refused_before_anything_is_allocated(run_algorithm, tmp_path, capsys):
    """patchesPerRow 134,217,728 with 4 records: numpy was asked for 64 GiB."""
    paths, index = _eight_by_eight(tmp_path / "e", {"patchesPerRow": 134217728, "totalPatches": 134217728,
                                                    "patchIndices": [0, 1, 2, 3]}, sidecar=False)
    error = _refused_everywhere(run_algorithm, tmp_path, paths, index,
                                r"p-index\.json: keys patchesPerRow \(134217728\) and patchDimensions \(8 x 8\) make "
                                r"the raster 1073741824 pixels wide \(its patchIndices list 4 patches of 134217728\)",
                                capsys)
    assert "allocate" not in error


def test_the_rows_of_tiles_count_in_the_memory_an_import_holds(run_algorithm, tmp_path, capsys):
    """8-pixel patches are gathered into 256-row tiles: a width whose 4 strips of 8 rows fit in half the memory
    but whose 256-row buffer does not was let through (a new user's patchesPerRow 3,000,000: numpy's 'Unable to
    allocate 68.7 GiB' and a traceback)."""
    memory = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    row_bytes = memory // 100  # 4 strips of 8 rows: 0.32 of the memory; with 256 rows of tiles: 2.88
    per_row = row_bytes // (4 * 8)  # one float32 band, 8 pixels a patch
    paths, index = _eight_by_eight(tmp_path / "e", {"patchesPerRow": per_row, "totalPatches": per_row,
                                                    "patchIndices": [0, 1, 2, 3]}, sidecar=False)
    error = _refused_everywhere(run_algorithm, tmp_path, paths, index,
                                r"p-index\.json: keys patchesPerRow .*\(rows decoded ahead and rows of tiles\) is "
                                r"more than half this machine's memory", capsys)
    assert "allocate" not in error


def test_echoed_numbers_are_short_and_counts_name_the_index(run_algorithm, tmp_path, capsys):
    paths, mixer = _eight_by_eight(tmp_path / "e")
    Path(mixer).write_text(Path(mixer).read_text(encoding="utf-8").replace('"totalPatches": 4',
                                                                           f'"totalPatches": {10 ** 308}'))
    error = _refused_everywhere(run_algorithm, tmp_path, paths, mixer, r"mixer keys? .*\(309 digits\)", capsys)
    assert "0" * 40 not in error
    paths, index = _eight_by_eight(tmp_path / "i", {"patchIndices": [0, 1, 2, 3]}, records=3)
    error = _refused_everywhere(run_algorithm, tmp_path, paths, index,
                                r"the files hold 3 records but the index file's patchIndices list 4 patches "
                                r"\(.*p-index\.json\)", capsys)
    assert "mixer's its" not in error
    paths, index = _eight_by_eight(tmp_path / "j", {"patchIndices": [0, 2, 2, 3]})
    _refused_everywhere(run_algorithm, tmp_path, paths, index,
                        r"p-index\.json: mixer key 'patchIndices' must increase .*entry 2 \(2\) follows 2", capsys)


def test_a_given_kernel_that_fits_no_count_is_named_as_each_interface_spells_it(tmp_path):
    """Issue 42: the refusal names the import's kernel size option by its key, so the command says
    --kernel-size and Processing KERNEL_SIZE, not the word kernelSize."""
    from tfrecord_bridge.core.base.messages import spelled
    from tfrecord_bridge.core.importing.import_image import ImageImportError, import_image
    from tfrecord_bridge.core.layout.schema import flag_spelling, parameter_spelling
    paths = _kernel_3_by_5_export(tmp_path)
    with pytest.raises(ImageImportError) as refused:
        import_image(ImportRequest(paths, None, str(tmp_path / "out.tif"), kernel_size="5,5"))
    assert "with --kernel-size 5,5 a 16x16 patch needs" in spelled(refused.value, flag_spelling)
    assert "with KERNEL_SIZE 5,5 a 16x16 patch needs" in spelled(refused.value, parameter_spelling)
    assert not (tmp_path / "out.tif").exists()

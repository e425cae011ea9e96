"""predict made like the training export (issue 43, design note step 3): --like PREFIX-sidecar.json gives the
patches, kernel, defaultValue, value type, bands and class table; --scale/--offset; the output made a class map
written and described exactly as the import writes one.

The training export is the core's own (ExportRequest with a LabelSource), of a scene whose bands it names
red, green, blue; predict then reads a raster whose bands have no names. What the model saw is recomputed from the
export's records, decoded and run through onnxruntime by hand; the class map is compared with the import's of
records holding predict's own probabilities, under the same class table.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest
from osgeo import gdal, ogr, osr

from helpers import ROOT, require_onnxruntime, write_float_bands

onnxruntime = require_onnxruntime()

gdal.UseExceptions()
MODELS = ROOT / "tests" / "models"
WIDTH, HEIGHT, NODATA = 100, 80, -1.0
PATCH, KERNEL, DEFAULT = 20, 5, 0.5  # the training export's; 100 x 80 is whole patches
GEOTRANSFORM = (500000.0, 10.0, 0.0, 4100000.0, 0.0, -10.0)


def write_raster(path, values, descriptions=()):
    write_float_bands(path, values, NODATA, GEOTRANSFORM, descriptions)
    return str(path)


@pytest.fixture(scope="module")
def training(tmp_path_factory):
    """(scene path, values [3, H, W], masked [H, W], sidecar path): a scene with holes of nodata, exported for
    training with bands named red, green, blue, patch 20, kernel 5, defaultValue 0.5 and a label layer of two
    classes (water, land)."""
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.labels import LabelSource
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    folder = tmp_path_factory.mktemp("like")
    values = np.random.default_rng(43).normal(0, 1.5, (3, HEIGHT, WIDTH)).astype(np.float32)
    values[0, 10:14, 20:30] = NODATA
    values[1, 40:60, 37:42] = NODATA  # across a patch edge (40)
    scene = write_raster(folder / "scene.tif", values)
    labels = str(folder / "labels.gpkg")
    source = ogr.GetDriverByName("GPKG").CreateDataSource(labels)
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(32633)
    layer = source.CreateLayer("polys", srs, ogr.wkbPolygon)
    layer.CreateField(ogr.FieldDefn("code", ogr.OFTInteger))
    for code, (left, right) in ((1, (0, 40)), (2, (40, 100))):
        x0, x1 = GEOTRANSFORM[0] + left * 10, GEOTRANSFORM[0] + right * 10
        y0, y1 = GEOTRANSFORM[3] - HEIGHT * 10, GEOTRANSFORM[3]
        feature = ogr.Feature(layer.GetLayerDefn())
        feature.SetField("code", code)
        feature.SetGeometry(ogr.CreateGeometryFromWkt(f"POLYGON(({x0} {y0},{x1} {y0},{x1} {y1},{x0} {y1},{x0} {y0}))"))
        layer.CreateFeature(feature)
    source = None
    options = FormatOptions(patchDimensions=(PATCH, PATCH), kernelSize=(KERNEL, KERNEL), defaultValue=DEFAULT)
    result = export_image(ExportRequest([SourceLayer(scene)], folder / "export", "training", options,
                                        bandNames=["red", "green", "blue"],
                                        labels=LabelSource(labels, "polys", field="code")))
    # Named as a class table names its classes: the labels' values 1 and 2 are water and land.
    with open(result.sidecar_path, encoding="utf-8") as stream:
        sidecar = json.load(stream)
    sidecar["labels"]["classes"] = [{"value": 1, "name": "water"}, {"value": 2, "name": "land"}]
    with open(result.sidecar_path, "w", encoding="utf-8") as stream:
        json.dump(sidecar, stream)
    return scene, values, (values == NODATA).any(axis=0), result


def predict(raster, model, output, *options, status=0):
    from tfrecord_bridge.core import cli
    assert cli.main(["predict", raster, "--model", str(MODELS / f"{model}.onnx"), "-o", str(output), *options]) \
        == status
    if status:
        return None
    dataset = gdal.Open(str(output))
    return dataset, dataset.ReadAsArray()


def test_like_cuts_the_patches_the_training_export_wrote(training, tmp_path, capsys):
    """The model over predict's patches gives what it gives over the export's own records, decoded: the same
    patches, kernel margins, defaultValue where masked, bands in the same order (the raster's bands are unnamed:
    they are the training's by count)."""
    from tfrecord_bridge.core import decode_example, read_records
    scene, _, masked, exported = training
    sidecar = exported.sidecar_path
    _, predicted = predict(scene, "two_conv_softmax", tmp_path / "out.tif", "--like", sidecar, "--class-from", "none")
    assert f"the training export {sidecar}" in capsys.readouterr().err
    session = onnxruntime.InferenceSession(str(MODELS / "two_conv_softmax.onnx"), providers=["CPUExecutionProvider"])
    tile = PATCH + KERNEL - 1
    records = [decode_example(record) for path in exported.files for record in read_records(path)]
    assert len(records) == (WIDTH // PATCH) * (HEIGHT // PATCH)
    tiles = np.stack([np.stack([record[name].reshape(tile, tile) for name in ("red", "green", "blue")])
                      for record in records])
    (output,) = session.run(None, {"image": tiles})
    margin = KERNEL // 2
    expected = np.empty((2, HEIGHT, WIDTH), dtype=np.float32)
    for index, patch in enumerate(output[:, :, margin:margin + PATCH, margin:margin + PATCH]):
        row, column = divmod(index, WIDTH // PATCH)
        expected[:, row * PATCH:(row + 1) * PATCH, column * PATCH:(column + 1) * PATCH] = patch
    assert predicted.shape == expected.shape
    np.testing.assert_allclose(predicted[:, ~masked], expected[:, ~masked], rtol=0, atol=1e-5)
    assert (predicted[:, masked] == -9999.0).all() and masked.sum() > 100
    # A defaultValue other than the export's 0.5 (and kernel margins of another size) would change the pixels
    # next to the holes and at the patch edges; the plan says what it took.
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.predict.plan import plan_predict
    from tfrecord_bridge.core.predict.request import PredictRequest
    plan, _, _ = plan_predict(PredictRequest([SourceLayer(scene)], MODELS / "two_conv_softmax.onnx",
                                             tmp_path / "plan.tif", like=sidecar))
    options = plan.options
    assert (options.patchDimensions, options.kernelSize, options.defaultValue, options.valueType) == (
        (PATCH, PATCH), (KERNEL, KERNEL), DEFAULT, "float")
    assert plan.band_names == ["red", "green", "blue"] and plan.options.edgeMode == "pad"


def test_collapsed_bands_and_array_depths_are_taken_from_the_sidecar(training, tmp_path):
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    from tfrecord_bridge.core.predict.plan import plan_predict
    from tfrecord_bridge.core.predict.request import PredictRequest
    scene, _, masked, _ = training
    for name, layer, options in (
            ("collapsed", SourceLayer(scene), FormatOptions(patchDimensions=(PATCH, PATCH), collapseBands=True)),
            ("array", SourceLayer(scene, array=True, name="stack"),
             FormatOptions(patchDimensions=(PATCH, PATCH), tensorDepths={"stack": 3}))):
        result = export_image(ExportRequest([layer], tmp_path / name, name, options))
        request = PredictRequest([layer], MODELS / "conv_nchw.onnx", tmp_path / f"{name}.tif",
                                 like=result.sidecar_path)
        plan, _, _ = plan_predict(request)
        assert (plan.options.collapseBands, plan.options.tensorDepths) == (
            (True, {}) if name == "collapsed" else (False, {"stack": 3})), name
    # The command marks the array layer as export-image does (--array), and the array's depth comes from the sidecar.
    from tfrecord_bridge.core import cli
    assert cli.main(["predict", scene, "--array", scene, "--like", result.sidecar_path, "--model",
                     str(MODELS / "conv_nchw.onnx"), "-o", str(tmp_path / "array.tif")]) == 0
    assert gdal.Open(str(tmp_path / "array.tif")).RasterCount == 2
    # Without the array layer flagged, its three bands are three bands: refused, naming both.
    with pytest.raises(ValueError, match=r"the rasters give 3 bands \(b1, b2, b3\); the training export .* had 1 "
                                         r"\(stack\)"):
        plan_predict(PredictRequest([SourceLayer(scene)], MODELS / "conv_nchw.onnx", tmp_path / "x.tif",
                                    like=result.sidecar_path))


def test_rasters_and_options_that_break_the_match_are_refused_naming_both(training, tmp_path, capsys):
    scene, values, _, exported = training
    sidecar = exported.sidecar_path
    output = tmp_path / "made" / "out.tif"
    two_bands = write_raster(tmp_path / "two.tif", values[:2])
    reordered = write_raster(tmp_path / "reordered.tif", values[::-1], ("blue", "green", "red"))
    for raster, model, options, words in (
            (two_bands, "conv_nchw", (), f"the rasters give 2 bands (b1, b2); the training export {sidecar} had 3 "
                                         "(red, green, blue)"),
            (reordered, "conv_nchw", (), f"the rasters' bands blue, green, red are the training export's ({sidecar}) "
                                         "in another order, red, green, blue"),
            (scene, "conv_nchw", ("--band-names", "red,blue,green"),
             f"--band-names names the bands red, blue, green; the training export {sidecar} had red, green, blue"),
            (scene, "two_conv_softmax", ("--kernel-size", "3"),
             f"--kernel-size 3,3 is smaller than the training export's 5,5 ({sidecar})"),
            (scene, "conv_nchw", ("--default-value", "0"),
             f"--default-value 0.0 is not the training export's 0.5 ({sidecar})"),
            (scene, "static_64", ("--patch-dimensions", "60"),
             f"--patch-dimensions 60,60 is not the training export's 20,20 ({sidecar}), and the model takes a fixed "
             "size (image float32 [N, 3, 64, 64])")):
        predict(raster, model, output, "--like", sidecar, *options, status=1)
        error = capsys.readouterr().err
        assert words in error, (words, error)
        assert not (tmp_path / "made").exists()
    # What cannot break the match is taken: a larger kernel (more context, cropped off again), other patch
    # dimensions for a model of any size.
    predict(scene, "two_conv_softmax", output, "--like", sidecar, "--kernel-size", "7", "--patch-dimensions", "25")
    plan_line = capsys.readouterr().err
    assert "16 patches -> 100 x 80" in plan_line
    # A new user's finding: the log said all came from the training export; it says which options did not.
    assert (f"patches, kernel, defaultValue, value type and bands as the training export {sidecar}, except the "
            "options given: --patch-dimensions 25,25 (the training export's: 20,20), --kernel-size 7,7 (the training "
            "export's: 5,5)") in plan_line, plan_line


def whole_raster_run(model, values, masked, default, scale=1.0, offset=0.0):
    """A one-convolution model's output [K, H, W] over the whole raster at once, with the pixels the export gives
    it: masked in any band (or beyond the raster's edge, as a patch's margins are) defaultValue in every band,
    then ``x * scale + offset`` per channel."""
    session = onnxruntime.InferenceSession(str(MODELS / f"{model}.onnx"), providers=["CPUExecutionProvider"])
    values = np.pad(values, ((0, 0), (1, 1), (1, 1)))
    masked = np.pad(masked, 1, constant_values=True)
    image = np.where(masked[None], np.float32(default), values) * np.asarray(scale, np.float32).reshape(-1, 1, 1) \
        + np.asarray(offset, np.float32).reshape(-1, 1, 1)
    (output,) = session.run(None, {"image": image[None].astype(np.float32)})
    return output[0, :, 1:-1, 1:-1]


def test_scale_and_offset_apply_after_masking_before_the_model(training, tmp_path, capsys):
    scene, values, masked, _ = training
    options = ("--patch-dimensions", "16", "--kernel-size", "3", "--default-value", "0.25")
    _, predicted = predict(scene, "conv_nchw", tmp_path / "out.tif", *options, "--scale", "2",
                           "--offset", "0.5,-1,0")
    reference = whole_raster_run("conv_nchw", values, masked, 0.25, 2, [0.5, -1, 0])
    np.testing.assert_allclose(predicted[:, ~masked], reference[:, ~masked], rtol=0, atol=1e-5)
    _, plain = predict(scene, "conv_nchw", tmp_path / "plain.tif", *options)
    assert np.abs(plain[:, ~masked] - predicted[:, ~masked]).max() > 0.05  # the scaling did change the output
    # One number a channel, in the model's channel order.
    _, per_channel = predict(scene, "conv_nchw", tmp_path / "channels.tif", *options, "--scale", "1,0.5,3")
    reference = whole_raster_run("conv_nchw", values, masked, 0.25, [1, 0.5, 3])
    np.testing.assert_allclose(per_channel[:, ~masked], reference[:, ~masked], atol=1e-5)
    capsys.readouterr()
    predict(scene, "conv_nchw", tmp_path / "x.tif", *options, "--scale", "1,2", status=1)
    assert "--scale gives 2 numbers for the 3 channels the model is fed" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exited:  # a usage error, as argparse's own
        predict(scene, "conv_nchw", tmp_path / "x.tif", *options, "--offset", "a")
    assert exited.value.code == 2 and "--offset takes one number, or one a channel" in capsys.readouterr().err


def palette(qml):
    renderer = ET.fromstring(qml).find("pipe/rasterrenderer")
    return renderer.get("type"), [(entry.get("value"), entry.get("label"), entry.get("color"))
                                  for entry in renderer.iter("paletteEntry")]


def test_a_class_map_is_written_and_described_as_the_import_writes_one(training, tmp_path, qgis_app):
    """conv_nchw's two softmax bands, with the training export's class table (water, land): the argmax as a class
    map, equal to the import's of records holding predict's own probabilities, under the same table: pixels,
    type, nodata, names, colours, style and QML."""
    from tfrecord_bridge.core import encode_example, write_records
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.importing.import_image import ImportRequest, import_image
    from tfrecord_bridge.core.layout.grid import PatchLayout, PixelGrid
    from tfrecord_bridge.core.layout.mixer import Mixer
    from tfrecord_bridge.core.predict.predict_image import predict_image
    from tfrecord_bridge.core.predict.request import PredictRequest
    from tfrecord_bridge.provider.styling import write_class_style
    scene, values, masked, exported = training
    sidecar = exported.sidecar_path
    model = MODELS / "conv_nchw.onnx"
    result = predict_image(PredictRequest([SourceLayer(scene)], model, tmp_path / "map.tif", like=sidecar))
    floats = predict_image(PredictRequest([SourceLayer(scene)], model, tmp_path / "probabilities.tif", like=sidecar,
                                          classFrom="none"))
    assert floats.raster.class_names is None and floats.band_names == ["water", "land"]
    probabilities = gdal.Open(floats.path).ReadAsArray()
    # The import of the same probabilities, a record a patch (masked pixels as no record covers them: NaN).
    layout = PatchLayout(WIDTH, HEIGHT, PATCH, PATCH, 1, 1)
    records = []
    with_holes = np.where(probabilities == -9999.0, np.float32(np.nan), probabilities)
    for index in range(layout.total_patches):
        column, row, width, height = layout.tile_window(index)
        tile = with_holes[:, row:row + height, column:column + width]
        records.append(encode_example({"water": tile[0].ravel(), "land": tile[1].ravel()}))
    write_records(str(tmp_path / "pred-00000.tfrecord"), records)
    mixer = Mixer.for_export(PixelGrid("EPSG:32633", GEOTRANSFORM, WIDTH, HEIGHT), layout)
    imported = import_image(ImportRequest([str(tmp_path / "pred-00000.tfrecord")], mixer, str(tmp_path / "import.tif"),
                                          features="water,land", class_table=sidecar, class_from="argmax"))

    mine, theirs = gdal.Open(result.path), gdal.Open(imported.path)
    pixels = mine.ReadAsArray()
    np.testing.assert_array_equal(pixels, theirs.ReadAsArray())
    # As numpy says: the argmax of the model's softmax over the whole raster, the table's values; masked: nodata.
    expected = np.array([1, 2])[np.argmax(whole_raster_run("conv_nchw", values, masked, DEFAULT), axis=0)]
    expected[masked] = 0  # the label layer's nodata, the table's
    np.testing.assert_array_equal(pixels, expected)
    assert {1, 2} <= set(np.unique(pixels).tolist())
    for band in (mine.GetRasterBand(1), theirs.GetRasterBand(1)):
        assert (band.DataType, band.GetNoDataValue(), band.GetDescription()) == (gdal.GDT_Byte, 0, "class")
    assert mine.GetRasterBand(1).GetCategoryNames() == theirs.GetRasterBand(1).GetCategoryNames()
    table, other = mine.GetRasterBand(1).GetColorTable(), theirs.GetRasterBand(1).GetColorTable()
    assert [table.GetColorEntry(i) for i in range(3)] == [other.GetColorEntry(i) for i in range(3)]
    described = result.raster
    assert (described.style, described.style_text, described.classes, described.class_names,
            described.class_colors, described.class_pixels, described.data_type, described.nodata,
            described.band_names) == (
        imported.style, imported.style_text, imported.classes, imported.class_names, imported.class_colors,
        imported.class_pixels, imported.data_type, imported.nodata, imported.band_names)
    assert described.style_text == "shown as classes (1 water, 2 land)"
    # The style the provider writes beside each (NAME.qml) is the same palette.
    styles = [write_class_style(made.path, made.classes, made.class_names, made.class_colors)
              for made in (described, imported)]
    mine_qml, their_qml = (Path(path).read_text(encoding="utf-8") for path in styles)
    assert without_elevation(mine_qml) == without_elevation(their_qml)
    assert palette(mine_qml)[1][0][1:] == ("water", "#4e79a7")


def without_elevation(qml):
    """A layer style without its <elevation>, which QGIS 3.26+ writes with a profile line of a random colour (and,
    3.30+, a random id) for every layer: two styles written alike differ there alone."""
    root = ET.fromstring(qml)
    for elevation in root.findall("elevation"):
        root.remove(elevation)
    return ET.tostring(root, encoding="unicode")


def test_a_class_table_given_and_the_class_from_option(training, tmp_path, capsys):
    scene, values, masked, exported = training
    table = tmp_path / "classes.csv"
    table.write_text("value,name,color\n10,sea,#1f78b4\n20,shore,#33a02c\n", encoding="utf-8")
    options = ("--patch-dimensions", "16", "--kernel-size", "3")
    dataset, pixels = predict(scene, "conv_nchw", tmp_path / "map.tif", *options, "--class-table", str(table))
    expected = np.array([10, 20])[np.argmax(whole_raster_run("conv_nchw", values, masked, 0), axis=0)]
    np.testing.assert_array_equal(pixels[~masked], expected[~masked])
    assert (pixels[masked] == 0).all()
    colors = dataset.GetRasterBand(1).GetColorTable()
    assert colors.GetColorEntry(10)[:3] == (0x1f, 0x78, 0xb4) and colors.GetColorEntry(20)[:3] == (0x33, 0xa0, 0x2c)
    assert "shown as classes (10 sea, 20 shore)" in capsys.readouterr().err
    # An argmax model's one band of class numbers 0 and 1: "band", as the import reads one.
    table.write_text("0,sea\n1,shore\n", encoding="utf-8")
    _, classes = predict(scene, "argmax_int64", tmp_path / "band.tif", *options, "--class-table", str(table),
                         "--class-from", "band", "--nodata", "255")
    assert set(np.unique(classes[~masked]).tolist()) == {0, 1} and (classes[masked] == 255).all()
    # A training export's table of three classes does not fit two bands: said, and the output kept as it is.
    with open(exported.sidecar_path, encoding="utf-8") as stream:
        sidecar = json.load(stream)
    sidecar["labels"]["classes"].append({"value": 3, "name": "ice"})
    three = tmp_path / "three-sidecar.json"
    three.write_text(json.dumps(sidecar), encoding="utf-8")
    capsys.readouterr()
    dataset, kept = predict(scene, "conv_nchw", tmp_path / "kept.tif", "--like", str(three))
    assert kept.dtype == np.float32 and dataset.RasterCount == 2
    assert "no class map: the argmax of the prediction bands takes band i as the i-th class of the class table " \
           f"{three}, which has 3 classes" in capsys.readouterr().err
    # A class table that is none is refused before any file.
    table.write_text("value,name\n1,sea\n1,shore\n", encoding="utf-8")
    predict(scene, "conv_nchw", tmp_path / "made" / "x.tif", *options, "--class-table", str(table), status=1)
    assert "class value 1 is listed twice" in capsys.readouterr().err and not (tmp_path / "made").exists()

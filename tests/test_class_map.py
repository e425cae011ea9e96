"""Predictions back as a styled class map (issue 16, the way back): tfrecord:importimage with a class table.

The predictions are TFRecords written here with the core writer, as a model's
would be: one probability band a class (argmax) or one band of class numbers,
on an export grid with kernel margins. The class tables are CSV files and
export sidecars with "labels", as the training export writes them.
"""

import json
import os
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from osgeo import gdal

from helpers import hand_built_example
from tfrecord_bridge.core import encode_example, write_records
from tfrecord_bridge.core.importing.import_image import ImageImportError, ImportRequest, import_image
from tfrecord_bridge.core.layout.class_table import ClassTableError, read_class_table
from tfrecord_bridge.core.layout.grid import PatchLayout, PixelGrid
from tfrecord_bridge.core.layout.mixer import Mixer, write_mixer
from tfrecord_bridge.core.layout.naming import index_path, mixer_path, shard_path
from tfrecord_bridge.core.layout.schema import CHANNELS_FIRST, IMPORT_IMAGE

GEOTRANSFORM = (500000.0, 30.0, 0.0, 4000000.0, 0.0, -30.0)
HEIGHT, WIDTH = 50, 70
PATCH = (16, 12)
KERNEL = (3, 3)
# The LAYOUT choice of records holding a feature's bands band after band, as depth_records writes them.
CHANNELS_FIRST_CHOICE = IMPORT_IMAGE["layout"].choices.index(CHANNELS_FIRST)
AUTOMATIC, CLASS_NUMBERS, ARGMAX = range(3)  # CLASS_FROM choices


def layout():
    return PatchLayout(WIDTH, HEIGHT, PATCH[0], PATCH[1], KERNEL[0], KERNEL[1])


def covered(array):
    """The part of a (..., HEIGHT, WIDTH) array that whole patches cover (EE drops the rest)."""
    return array[..., :layout().covered_height, :layout().covered_width]


def tiles(bands):
    """Each patch of ``bands`` (C, H, W) with its kernel margins: real neighbours inside, 0 outside."""
    grid = layout()
    mx, my = grid.margin_x, grid.margin_y
    padded = np.pad(bands, ((0, 0), (my, my), (mx, mx)))
    for index in range(grid.total_patches):
        column, row, width, height = grid.tile_window(index)
        yield padded[:, row + my:row + my + height, column + mx:column + mx + width]


def write_predictions(folder, records, prefix="pred", indices=None, sidecar=None):
    """Records in two shards plus the export's mixer (or index) and, when given, its sidecar JSON."""
    folder.mkdir(parents=True, exist_ok=True)
    records = list(records)
    half = len(records) // 2
    paths = [shard_path(str(folder), prefix, 0, True), shard_path(str(folder), prefix, 1, True)]
    write_records(paths[0], records[:half], compression="GZIP")
    write_records(paths[1], records[half:], compression="GZIP")
    mixer = Mixer.for_export(PixelGrid("EPSG:32618", GEOTRANSFORM, WIDTH, HEIGHT), layout())
    if indices is None:
        write_mixer(mixer_path(str(folder), prefix), mixer)
    else:
        mixer.patch_indices = list(indices)
        write_mixer(index_path(str(folder), prefix), mixer, with_indices=True)
    if sidecar is not None:
        (folder / f"{prefix}-sidecar.json").write_text(json.dumps(sidecar), encoding="utf-8")
    return paths


def probabilities(classes, seed=7):
    """Softmax scores (classes, H, W) with smooth regions, so every class wins somewhere."""
    rng = np.random.default_rng(seed)
    rows, columns = np.mgrid[0:HEIGHT, 0:WIDTH]
    scores = np.stack([np.sin(rows / (5 + k) + columns / (7 + 2 * k) + k) for k in range(classes)])
    scores += rng.normal(0, 0.3, scores.shape)
    exp = np.exp(scores)
    return (exp / exp.sum(axis=0)).astype(np.float32)


def per_class_records(probs, names):
    """One float feature a class, as a model with one output head a class writes them."""
    for tile in tiles(probs):
        yield encode_example({name: band.ravel() for name, band in zip(names, tile)})


def depth_records(probs, name="probabilities"):
    """One feature holding all classes' bands, band after band (a 3-D feature of depth C)."""
    for tile in tiles(probs):
        yield encode_example({name: tile.ravel()})


def sidecar_json(classes=None, nodata=0):
    """An export sidecar as the training export writes it; ``classes`` None: an old one without "labels"."""
    data = {"format": "tfrecord-bridge-export-sidecar", "version": 1, "kernelSize": list(KERNEL),
            "patchDimensions": list(PATCH), "defaultValue": 0.0, "valueType": "float", "edgeMode": "drop",
            "sequenceData": False, "maskedPixels": False, "maskedPatches": 0,
            "features": [{"name": name, "kind": "float", "bands": [name], "dtypes": ["uint8"]}
                         for name in ("red", "green", "blue")]}
    if classes is not None:
        data["labels"] = {"band": "label", "nodata": nodata, "source": "landcover.gpkg", "field": "class",
                          "allTouched": False, "classes": [{"value": value, "name": name} for value, name in classes]}
    return data


def read_raster(path):
    dataset = gdal.Open(str(path))
    band = dataset.GetRasterBand(1)
    return {"pixels": dataset.ReadAsArray(), "count": dataset.RasterCount, "nodata": band.GetNoDataValue(),
            "type": gdal.GetDataTypeName(band.DataType), "name": band.GetDescription(),
            "info": gdal.Info(dataset, format="json")["bands"][0]}


def palette(qml_path):
    """(value, label, color) of each entry of a QML's paletted renderer."""
    root = ET.parse(qml_path).getroot()
    renderer = root.find("pipe/rasterrenderer")
    assert renderer.get("type") == "paletted"
    return [(int(float(entry.get("value"))), entry.get("label"), entry.get("color"))
            for entry in renderer.iter("paletteEntry")]


# ----------------------------------------------------------------------------- argmax

def test_the_argmax_of_one_band_a_class_gives_the_csv_tables_classes(run_algorithm, tmp_path):
    probs = probabilities(3)
    paths = write_predictions(tmp_path / "pred", per_class_records(probs, ["water", "field", "forest"]))
    table = tmp_path / "classes.csv"
    table.write_text("value,name,color\n10,water,#1F78B4\n20,field\n30,forest,#33a02c\n", encoding="utf-8")
    output = tmp_path / "map" / "classes.tif"
    results = run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_TABLE": str(table),
                                                     "OUTPUT": str(output)})

    raster = read_raster(output)
    expected = np.array([10, 20, 30])[np.argmax(covered(probs), axis=0)]
    np.testing.assert_array_equal(raster["pixels"], expected)
    assert (raster["count"], raster["type"], raster["nodata"], raster["name"]) == (1, "Byte", 0, "class")
    assert (results["STYLE"], results["CLASSES"]) == ("classes", "10,20,30")
    # The style beside the raster names the classes, in the table's colours (the palette's where it has none).
    assert results["QML"] == str(tmp_path / "map" / "classes.qml")
    assert palette(results["QML"]) == [(10, "water", "#1f78b4"), (20, "field", "#f28e2b"),
                                       (30, "forest", "#33a02c")]
    # The GeoTIFF itself names its classes for other GIS.
    assert raster["info"]["categories"][10] == "water" and raster["info"]["categories"][30] == "forest"
    counts = {value: int((expected == value).sum()) for value in (10, 20, 30)}
    assert (f"class pixels: water {counts[10]}, field {counts[20]}, forest {counts[30]}"
            in run_algorithm.feedback.log)


def test_qgis_shows_the_class_names_wherever_the_map_is_opened(run_algorithm, tmp_path):
    from qgis.core import QgsRasterLayer
    paths = write_predictions(tmp_path / "pred", per_class_records(probabilities(2), ["land", "sea"]))
    table = tmp_path / "classes.csv"
    table.write_text("1,land\n2,sea\n", encoding="utf-8")
    run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_TABLE": str(table),
                                           "OUTPUT": str(tmp_path / "map.tif")})
    layer = QgsRasterLayer(str(tmp_path / "map.tif"), "map")  # loads map.qml, as QGIS does on opening
    assert layer.renderer().type() == "paletted"
    assert [(c.value, c.label) for c in layer.renderer().classes()] == [(1, "land"), (2, "sea")]


def test_the_class_map_is_styled_when_processing_loads_it(run_algorithm, tmp_path):
    from qgis.core import (
        QgsProcessingContext,
        QgsProcessingFeedback,
        QgsProject,
        QgsRasterLayer,
        QgsSingleBandGrayRenderer,
    )
    paths = write_predictions(tmp_path / "pred", per_class_records(probabilities(3), ["a", "b", "c"]))
    table = tmp_path / "classes.csv"
    table.write_text("1,alpha\n2,beta\n3,gamma,#000000\n", encoding="utf-8")
    output = str(tmp_path / "map.tif")
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    context.addLayerToLoadOnCompletion(output, QgsProcessingContext.LayerDetails("map", QgsProject.instance(),
                                                                                 "OUTPUT"))
    run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_TABLE": str(table), "FEATURES": "a,b,c",
                                           "OUTPUT": output}, context=context)
    post_processor = context.layerToLoadOnCompletionDetails(output).postProcessor()
    options = QgsRasterLayer.LayerOptions()
    options.loadDefaultStyle = False  # the post-processor alone, not the QML beside the raster
    layer = QgsRasterLayer(output, "map", "gdal", options)
    layer.setRenderer(QgsSingleBandGrayRenderer(layer.dataProvider(), 1))
    post_processor.postProcessLayer(layer, context, QgsProcessingFeedback())
    assert [(c.value, c.label, c.color.name()) for c in layer.renderer().classes()] == [
        (1, "alpha", "#4e79a7"), (2, "beta", "#f28e2b"), (3, "gamma", "#000000")]


def test_a_3d_feature_takes_its_bands_in_order_with_a_sidecar_table(run_algorithm, tmp_path):
    probs = probabilities(4, seed=3)
    classes = [(1, "water"), (2, "field"), (3, "forest"), (4, "urban")]
    sidecar = tmp_path / "train-sidecar.json"
    sidecar.write_text(json.dumps(sidecar_json(classes)), encoding="utf-8")
    paths = write_predictions(tmp_path / "pred", depth_records(probs))
    # The class table is the training's sidecar, not the predictions' own: how they hold the bands is said.
    results = run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_TABLE": str(sidecar),
                                                     "CLASS_FROM": ARGMAX, "LAYOUT": CHANNELS_FIRST_CHOICE,
                                                     "OUTPUT": str(tmp_path / "m.tif")})
    raster = read_raster(tmp_path / "m.tif")
    np.testing.assert_array_equal(raster["pixels"], np.argmax(covered(probs), axis=0) + 1)
    assert raster["nodata"] == 0  # the label band's nodata from the sidecar
    assert [name for _, name, _ in palette(results["QML"])] == ["water", "field", "forest", "urban"]


def test_one_band_more_than_classes_is_the_label_nodata_first(run_algorithm, tmp_path):
    """A model trained on the label band with its nodata as a class of its own ("nothing drawn here")."""
    probs = probabilities(4, seed=11)
    sidecar = tmp_path / "s.json"
    sidecar.write_text(json.dumps(sidecar_json([(1, "water"), (2, "field"), (3, "forest")], nodata=0)),
                       encoding="utf-8")
    paths = write_predictions(tmp_path / "pred", depth_records(probs))
    run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_TABLE": str(sidecar),
                                           "LAYOUT": CHANNELS_FIRST_CHOICE, "OUTPUT": str(tmp_path / "m.tif")})
    raster = read_raster(tmp_path / "m.tif")
    winners = np.argmax(covered(probs), axis=0)
    assert (winners == 0).any()
    np.testing.assert_array_equal(raster["pixels"], winners)  # band 1 -> 0 (nodata), band 2 -> class 1, ...
    assert raster["nodata"] == 0


def test_the_argmax_without_a_table_numbers_the_bands_and_names_them(run_algorithm, tmp_path):
    probs = probabilities(3, seed=5)
    paths = write_predictions(tmp_path / "pred", per_class_records(probs, ["water", "field", "forest"]))
    results = run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_FROM": ARGMAX,
                                                     "OUTPUT": str(tmp_path / "m.tif")})
    # Without FEATURES the bands are the features sorted by name, never the keys' order in the records.
    by_name = probs[[1, 2, 0]]  # field, forest, water
    np.testing.assert_array_equal(read_raster(tmp_path / "m.tif")["pixels"],
                                  np.argmax(covered(by_name), axis=0) + 1)
    assert palette(results["QML"]) == [(1, "field", "#4e79a7"), (2, "forest", "#f28e2b"), (3, "water", "#e15759")]
    run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_FROM": ARGMAX, "FEATURES": "water,field,forest",
                                           "OUTPUT": str(tmp_path / "given.tif")})
    np.testing.assert_array_equal(read_raster(tmp_path / "given.tif")["pixels"], np.argmax(covered(probs), axis=0) + 1)


def test_patches_an_index_leaves_out_are_nodata_in_a_class_map(run_algorithm, tmp_path):
    probs = probabilities(2, seed=9)
    kept = [0, 2, 3, 7, 11]
    records = [record for index, record in enumerate(per_class_records(probs, ["a", "b"])) if index in kept]
    paths = write_predictions(tmp_path / "pred", records, indices=kept)
    table = tmp_path / "t.csv"
    table.write_text("0,bare\n1,green\n", encoding="utf-8")
    run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_TABLE": str(table), "FEATURES": "a,b",
                                           "OUTPUT": str(tmp_path / "m.tif")})
    raster = read_raster(tmp_path / "m.tif")
    assert raster["nodata"] == 2  # 0 and 1 are classes: the first whole number that is none
    expected = np.full((layout().covered_height, layout().covered_width), 2)
    winners = np.argmax(covered(probs), axis=0)
    for index in kept:
        column, row = layout().patch_origin(index)
        expected[row:row + PATCH[1], column:column + PATCH[0]] = winners[row:row + PATCH[1], column:column + PATCH[0]]
    np.testing.assert_array_equal(raster["pixels"], expected)


# ----------------------------------------------------------------------------- a band of class numbers

def test_a_band_of_class_numbers_keeps_the_classes_and_makes_other_values_nodata(run_algorithm, tmp_path):
    rng = np.random.default_rng(2)
    numbers = rng.choice([0, 1, 2, 3, 4, 7], size=(1, HEIGHT, WIDTH), p=[0.1, 0.3, 0.2, 0.2, 0.15, 0.05])
    records = [encode_example({"label": tile[0].astype(np.int64).ravel()}) for tile in tiles(numbers)]
    classes = [(1, "water"), (2, "field"), (3, "forest"), (4, "urban")]
    # The training export's sidecar lies beside the predictions' mixer: the import still reads the old keys.
    paths = write_predictions(tmp_path / "pred", records, sidecar=sidecar_json(classes))
    results = run_algorithm("tfrecord:importimage", {"INPUT": paths,
                                                     "CLASS_TABLE": str(tmp_path / "pred" / "pred-sidecar.json"),
                                                     "OUTPUT": str(tmp_path / "m.tif")})
    raster = read_raster(tmp_path / "m.tif")
    band = covered(numbers[0])
    np.testing.assert_array_equal(raster["pixels"], np.where(band == 7, 0, band))
    assert (raster["type"], raster["nodata"]) == ("Byte", 0)
    assert results["CLASSES"] == "1,2,3,4"
    # 7 is no class; 0 is the label nodata, so not counted as unknown.
    assert f"{int((band == 7).sum())} pixels held values that are no class of the table (7: " \
           f"{int((band == 7).sum())}): nodata" in run_algorithm.feedback.log
    assert "kernelSize 3,3 from pred-sidecar.json" in run_algorithm.feedback.log


def test_float_class_numbers_are_rounded(run_algorithm, tmp_path):
    numbers = np.random.default_rng(6).integers(1, 4, size=(1, HEIGHT, WIDTH)).astype(np.float32)
    noisy = numbers + np.random.default_rng(8).uniform(-0.3, 0.3, numbers.shape).astype(np.float32)
    records = [encode_example({"class_number": tile[0].ravel()}) for tile in tiles(noisy)]
    paths = write_predictions(tmp_path / "pred", records)
    table = tmp_path / "t.csv"
    table.write_text("1,one\n2,two\n3,three\n", encoding="utf-8")
    run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_TABLE": str(table), "CLASS_FROM": CLASS_NUMBERS,
                                           "OUTPUT": str(tmp_path / "m.tif")})
    np.testing.assert_array_equal(read_raster(tmp_path / "m.tif")["pixels"], covered(numbers[0]))


def test_class_values_beyond_a_byte_take_int16_and_a_float_type_is_refused(run_algorithm, tmp_path):
    probs = probabilities(2)
    paths = write_predictions(tmp_path / "pred", per_class_records(probs, ["a", "b"]))
    table = tmp_path / "t.csv"
    table.write_text("-5,below\n300,above\n", encoding="utf-8")
    run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_TABLE": str(table), "FEATURES": "a,b",
                                           "OUTPUT": str(tmp_path / "m.tif")})
    raster = read_raster(tmp_path / "m.tif")
    assert (raster["type"], raster["nodata"]) == ("Int16", 0)
    np.testing.assert_array_equal(raster["pixels"], np.array([-5, 300])[np.argmax(covered(probs), axis=0)])
    from qgis.core import QgsProcessingException
    with pytest.raises(QgsProcessingException, match="data type Float32 does not fit"):
        run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_TABLE": str(table), "DATA_TYPE": 5,
                                               "FEATURES": "a,b", "OUTPUT": str(tmp_path / "f.tif")})
    assert not (tmp_path / "f.tif").exists()


def test_per_pixel_predictions_make_a_class_map_too(tmp_path):
    probs = probabilities(3, seed=4)
    records = [encode_example({"p": tile[:, row, column]}) for tile in tiles(probs)
               for row in range(tile.shape[1]) for column in range(tile.shape[2])]
    paths = write_predictions(tmp_path / "pred", records)
    table = tmp_path / "t.csv"
    table.write_text("1,a\n2,b\n3,c\n", encoding="utf-8")
    result = import_image(ImportRequest(paths, None, tmp_path / "m.tif", class_table=str(table), kernel_size="3"))
    assert result.mode == "pixel"
    np.testing.assert_array_equal(read_raster(tmp_path / "m.tif")["pixels"],
                                  np.argmax(covered(probs), axis=0) + 1)


# ----------------------------------------------------------------------------- tables and their errors

def test_a_sidecar_table_keeps_its_order_colours_and_nodata(tmp_path):
    data = sidecar_json([(3, "forest"), (1, "water")], nodata=255)
    data["labels"]["classes"][0]["color"] = "#228B22"
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    table = read_class_table(path)
    assert (table.values, table.names, table.nodata) == ((3, 1), ("forest", "water"), 255)
    assert table.colors() == ("#228b22", "#f28e2b")


def test_a_csv_table_takes_comments_blank_lines_quotes_and_a_byte_order_mark(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("\ufeff# land cover\nvalue,name,color\n\n1,\"water, open\",#0000ff\n2 , bare soil \n",
                    encoding="utf-8")
    table = read_class_table(path)
    assert (table.values, table.names, table.nodata) == ((1, 2), ("water, open", "bare soil"), None)


@pytest.mark.parametrize("name, text, where, what", [
    ("t.csv", "value,name\n1,water\n2.5,field\n", "line 3", "whole number"),
    ("t.csv", "1,water\n1,field\n", "line 2", "listed twice (also"),
    ("t.csv", "1,water\n2,water\n", "line 2", "class name 'water' is listed twice"),
    ("t.csv", "1,water,blue\n", "line 1", "#rrggbb"),
    ("t.csv", "1\n", "line 1", "expected value,name"),
    ("t.csv", "1,water\n2,\n", "line 2", "name is empty"),
    ("t.csv", "# nothing\n", "", "lists no class"),
    ("t.csv", "1,water\n99999999999,huge\n", "line 2", "beyond the whole numbers"),
    # A 309-digit value is not echoed back whole.
    ("t.csv", "1,water\n1" + "0" * 308 + ",huge\n", "line 2", "(309 digits) is beyond"),
    ("s.json", '{"format": "tfrecord-bridge-export-sidecar", "version": 1}', 'key "labels"',
     "this export had no label layer"),
    ("s.json", '{"labels": {"classes": {"1": "water"}}}', 'key "labels.classes"', "must be a list"),
    ("s.json", '{"labels": {"classes": [{"value": 1, "name": "water"}, {"value": 2}]}}',
     'key "labels.classes[1]"', 'with "value" and "name"'),
    ("s.json", '{"labels": {"classes": [{"value": "x", "name": "water"}]}}', 'key "labels.classes[0]".value',
     "whole number"),
    ("s.json", '{"labels": {"nodata": 1, "classes": [{"value": 1, "name": "water"}]}}', "", "is also a class"),
    ("s.json", '{"labels": [1, 2', "", "not valid JSON"),
])
def test_a_bad_table_is_refused_naming_the_file_and_the_line_or_key(tmp_path, name, text, where, what):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ClassTableError) as caught:
        read_class_table(path)
    message = str(caught.value)
    assert message.startswith(str(path)) and f"{where}" in message and what in message, message


def test_a_bad_table_stops_the_algorithm_before_anything_is_written(run_algorithm, tmp_path):
    from qgis.core import QgsProcessingException
    paths = write_predictions(tmp_path / "pred", per_class_records(probabilities(2), ["a", "b"]))
    old_sidecar = tmp_path / "old-sidecar.json"
    old_sidecar.write_text(json.dumps(sidecar_json(None)), encoding="utf-8")
    with pytest.raises(QgsProcessingException, match=f'{old_sidecar}: key "labels" is missing'):
        run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_TABLE": str(old_sidecar),
                                               "OUTPUT": str(tmp_path / "m.tif")})
    assert sorted(os.listdir(tmp_path)) == ["old-sidecar.json", "pred"]


def test_an_old_sidecar_beside_the_predictions_still_serves_its_kernel(run_algorithm, tmp_path):
    probs = probabilities(2, seed=1)
    # 18 x 14 tiles fit a 3 x 3 kernel only, but say so through the sidecar without "labels".
    paths = write_predictions(tmp_path / "pred", per_class_records(probs, ["a", "b"]), sidecar=sidecar_json(None))
    table = tmp_path / "t.csv"
    table.write_text("1,a\n2,b\n", encoding="utf-8")
    run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_TABLE": str(table),
                                           "OUTPUT": str(tmp_path / "m.tif")})
    assert "kernelSize 3,3 from pred-sidecar.json" in run_algorithm.feedback.log
    np.testing.assert_array_equal(read_raster(tmp_path / "m.tif")["pixels"], np.argmax(covered(probs), axis=0) + 1)


@pytest.mark.parametrize("bands, class_from, message", [
    (3, ARGMAX, "band i as the i-th class of the class table {table}, which has 2 classes (a, b), but the "
                "import has 3 bands (p1, p2, p3): give 2 bands"),
    (2, CLASS_NUMBERS, "a band of class numbers means one band, but the import has 2 (p1, p2)"),
])
def test_bands_that_do_not_fit_the_table_are_refused(run_algorithm, tmp_path, bands, class_from, message):
    from qgis.core import QgsProcessingException
    names = [f"p{number}" for number in range(1, bands + 1)]
    paths = write_predictions(tmp_path / "pred", per_class_records(probabilities(bands), names))
    table = tmp_path / "t.csv"
    table.write_text("1,a\n2,b\n", encoding="utf-8")
    with pytest.raises(QgsProcessingException) as caught:
        run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_TABLE": str(table), "CLASS_FROM": class_from,
                                               "OUTPUT": str(tmp_path / "m.tif")})
    assert message.format(table=table) in str(caught.value)
    assert not (tmp_path / "m.tif").exists()


def test_class_numbers_need_a_table(tmp_path):
    numbers = np.ones((1, HEIGHT, WIDTH), np.int64)
    paths = write_predictions(tmp_path / "pred", [encode_example({"c": t[0].ravel()}) for t in tiles(numbers)])
    with pytest.raises(ClassTableError, match="needs a class table"):
        import_image(ImportRequest(paths, None, tmp_path / "m.tif", class_from="band"))


# ----------------------------------------------------------------------------- the style file beside the map

def test_a_plain_import_removes_our_old_class_style_but_never_the_users(run_algorithm, tmp_path):
    probs = probabilities(2)
    paths = write_predictions(tmp_path / "pred", per_class_records(probs, ["a", "b"]))
    table = tmp_path / "t.csv"
    table.write_text("1,a\n2,b\n", encoding="utf-8")
    output = str(tmp_path / "m.tif")
    run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_TABLE": str(table), "OUTPUT": output})
    assert os.path.exists(tmp_path / "m.qml")
    results = run_algorithm("tfrecord:importimage", {"INPUT": paths, "OUTPUT": output})
    assert results["QML"] == "" and not os.path.exists(tmp_path / "m.qml")  # it would style the new raster
    (tmp_path / "m.qml").write_text("<qgis><pipe/></qgis>", encoding="utf-8")  # the user's own
    run_algorithm("tfrecord:importimage", {"INPUT": paths, "OUTPUT": output})
    assert (tmp_path / "m.qml").read_text(encoding="utf-8") == "<qgis><pipe/></qgis>"


def test_the_command_makes_the_class_map_with_its_names_in_the_geotiff(tmp_path, capsys):
    from tfrecord_bridge.core.cli import main
    probs = probabilities(3)
    paths = write_predictions(tmp_path / "pred", per_class_records(probs, ["a", "b", "c"]))
    table = tmp_path / "t.csv"
    table.write_text("1,water\n2,field\n3,forest\n", encoding="utf-8")
    # a, b and c are no class names: which is which only a list of the features can say.
    assert main(["import-image", *paths, "--class-table", str(table), "-o", str(tmp_path / "m.tif")]) == 1
    assert "list the features in the class table's order with --features" in capsys.readouterr().err
    assert not (tmp_path / "m.tif").exists()
    assert main(["import-image", *paths, "--class-table", str(table), "--features", "a,b,c",
                 "-o", str(tmp_path / "m.tif")]) == 0
    assert "shown as classes (1 water, 2 field, 3 forest)" in capsys.readouterr().err
    raster = read_raster(tmp_path / "m.tif")
    np.testing.assert_array_equal(raster["pixels"], np.argmax(covered(probs), axis=0) + 1)
    assert raster["info"]["categories"][1:4] == ["water", "field", "forest"]
    assert raster["info"]["colorInterpretation"] == "Palette"
    assert main(["import-image", *paths, "--class-table", str(tmp_path / "missing.csv"),
                 "-o", str(tmp_path / "n.tif")]) == 1
    assert f"{tmp_path / 'missing.csv'}: cannot read the class table" in capsys.readouterr().err


# ----------------------------------------------------------------------------- features by name (issue 26)

LANDCOVER = [(1, "cloud"), (2, "land"), (3, "shallows"), (4, "water")]


def protobuf_example(features):
    """The same through protobuf's own serializer (core/codec/protos.py's Example), keys inserted in the order given."""
    from tfrecord_bridge.core.codec.protos import Example
    example = Example()
    for name, values in features:
        example.features.feature[name].float_list.value.extend(np.asarray(values, np.float32).tolist())
    return example.SerializeToString()


def keyed_records(probs, names, order, build):
    """One record a patch, one feature a class named ``names[i]``, the map's keys written in ``order``."""
    for tile in tiles(probs):
        by_name = {name: band.ravel() for name, band in zip(names, tile)}
        yield build([(name, by_name[name]) for name in order])


@pytest.mark.parametrize("build", [hand_built_example, protobuf_example])
def test_per_class_features_are_matched_to_the_table_by_name_in_any_key_order(tmp_path, build):
    """A user's TensorFlow wrote {"cloud", "land", "shallows", "water"} as land, shallows, water, cloud: the
    class map must not shift with the keys. Every order of the four keys gives the same, right map."""
    import itertools
    probs = probabilities(4, seed=26)
    names = [name for _, name in LANDCOVER]
    sidecar = tmp_path / "train-sidecar.json"
    sidecar.write_text(json.dumps(sidecar_json(LANDCOVER)), encoding="utf-8")
    expected = np.argmax(covered(probs), axis=0) + 1
    for number, order in enumerate(itertools.permutations(names)):
        paths = write_predictions(tmp_path / f"pred{number}", keyed_records(probs, names, order, build))
        result = import_image(ImportRequest(paths, None, tmp_path / f"m{number}.tif", class_table=str(sidecar)))
        np.testing.assert_array_equal(read_raster(tmp_path / f"m{number}.tif")["pixels"], expected,
                                      err_msg=f"keys in the order {order}")
        assert result.class_names == tuple(names)
        assert ("bands (the class table's order, matched by feature name): 1 cloud <- 'cloud', 2 land <- 'land', "
                "3 shallows <- 'shallows', 4 water <- 'water'") in result.notes


def test_the_walkthroughs_four_features_give_the_class_map_through_processing_and_the_command(run_algorithm, tmp_path,
                                                                                            capsys):
    """The walkthrough's step 4 (docs/walkthrough.md): scores "as four features" named after the classes, written
    in TensorFlow's key order."""
    from tfrecord_bridge.core.cli import main
    probs = probabilities(4, seed=6)
    names = [name for _, name in LANDCOVER]
    sidecar = tmp_path / "landcover-sidecar.json"
    sidecar.write_text(json.dumps(sidecar_json(LANDCOVER)), encoding="utf-8")
    paths = write_predictions(tmp_path / "pred", keyed_records(probs, names, ["land", "shallows", "water", "cloud"],
                                                               hand_built_example))
    expected = np.argmax(covered(probs), axis=0) + 1
    run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_TABLE": str(sidecar),
                                           "OUTPUT": str(tmp_path / "p.tif")})
    np.testing.assert_array_equal(read_raster(tmp_path / "p.tif")["pixels"], expected)
    assert any(line.startswith("bands (the class table's order") for line in run_algorithm.feedback.log)
    assert main(["import-image", *paths, "--class-table", str(sidecar), "-o", str(tmp_path / "c.tif")]) == 0
    np.testing.assert_array_equal(read_raster(tmp_path / "c.tif")["pixels"], expected)
    assert "1 cloud <- 'cloud'" in capsys.readouterr().err


def test_per_class_features_named_otherwise_are_refused_saying_how_to_list_them(run_algorithm, tmp_path):
    from qgis.core import QgsProcessingException
    probs = probabilities(4, seed=8)
    sidecar = tmp_path / "s.json"
    sidecar.write_text(json.dumps(sidecar_json(LANDCOVER)), encoding="utf-8")
    paths = write_predictions(tmp_path / "pred", per_class_records(probs, ["p1", "p2", "p3", "p4"]))
    with pytest.raises(QgsProcessingException, match=r"cannot tell which feature holds which class: .*\(cloud, "
                                                     r"land, shallows, water\).*list the features in the class "
                                                     r"table's order with FEATURES"):
        run_algorithm("tfrecord:importimage", {"INPUT": paths, "CLASS_TABLE": str(sidecar),
                                               "OUTPUT": str(tmp_path / "m.tif")})
    assert not (tmp_path / "m.tif").exists()
    # One feature more than the classes, named after none: perhaps the label nodata's band, perhaps not.
    extra = write_predictions(tmp_path / "extra", per_class_records(probabilities(5), ["bg", "cloud", "land",
                                                                                      "shallows", "water"]))
    with pytest.raises(ImageImportError, match=r"'bg' is no class of it.*the band of the label nodata first"):
        import_image(ImportRequest(extra, None, tmp_path / "e.tif", class_table=str(sidecar)))
    # Listed, it is taken as given.
    given = import_image(ImportRequest(extra, None, tmp_path / "e.tif", class_table=str(sidecar),
                                       features="bg,cloud,land,shallows,water"))
    assert given.class_names == ("cloud", "land", "shallows", "water")
    np.testing.assert_array_equal(read_raster(tmp_path / "e.tif")["pixels"],
                                  np.argmax(covered(probabilities(5)), axis=0))

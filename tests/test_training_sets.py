"""Training sets (issue #16): vector labels burnt as a band, spatial splits, sampling, class statistics and
.tfindex files, through QGIS Processing, the core and qgis_process.

The expected labels come from the gdal_rasterize command itself, burning into a template raster on the
same grid (the export grid, read back from the mixer, widened by the kernel margins), with and without
-at; the expected sets from the rule that blocks of N x N patches never straddle sets; the expected
counts from recounting the written records. Nothing here reuses the export's own code to work out what
it should have written.
"""

import hashlib
import itertools
import json
import math
import os
import subprocess
from pathlib import Path

import numpy as np
import pytest
from osgeo import gdal, ogr, osr
from qgis.core import QgsProcessingException

from qgis_process import qgis_process
from tfrecord_bridge.core import decode_example, read_records
from tfrecord_bridge.core.base.messages import n_patches

gdal.UseExceptions()
ogr.UseExceptions()

UTM33 = "EPSG:32633"
ORIGIN = (500000.0, 5000000.0)
PIXEL = 30.0
WIDTH, HEIGHT = 160, 120
HOLE = (slice(90, 110), slice(10, 40))  # rows, columns of nodata in every band
NODATA = -9999.0
TEXT_CLASSES = ("forest", "urban", "water")


# ----------------------------------------------------------------------------- data


def srs_of(text):
    reference = osr.SpatialReference()
    reference.SetFromUserInput(text)
    reference.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    return reference


@pytest.fixture(scope="module")
def scene(tmp_path_factory):
    """A 3-band float raster on a 30 m UTM grid with a nodata hole, and its values."""
    folder = tmp_path_factory.mktemp("scene")
    rng = np.random.default_rng(16)
    values = rng.normal(100, 20, size=(3, HEIGHT, WIDTH)).astype(np.float32)
    values[(slice(None),) + HOLE] = NODATA
    path = str(folder / "scene.tif")
    dataset = gdal.GetDriverByName("GTiff").Create(path, WIDTH, HEIGHT, 3, gdal.GDT_Float32)
    dataset.SetGeoTransform((ORIGIN[0], PIXEL, 0, ORIGIN[1], 0, -PIXEL))
    dataset.SetProjection(srs_of(UTM33).ExportToWkt())
    for number in range(3):
        dataset.GetRasterBand(number + 1).WriteArray(values[number])
        dataset.GetRasterBand(number + 1).SetNoDataValue(NODATA)
    dataset = None
    valid = values[0] != NODATA
    return path, values, valid


def utm_point(rng, margin=0.0):
    """A random point of the scene (margin in pixels beyond it on each side)."""
    x = ORIGIN[0] + rng.uniform(-margin, WIDTH + margin) * PIXEL
    y = ORIGIN[1] - rng.uniform(-margin, HEIGHT + margin) * PIXEL
    return x, y


@pytest.fixture(scope="module")
def vectors(tmp_path_factory):
    """labels.gpkg: polygons in EPSG:4326 (reprojected to the grid), small squares, lines and points in UTM;
    fields code (integer), cls (text) and weight (real, one value not whole)."""
    folder = tmp_path_factory.mktemp("vectors")
    path = str(folder / "labels.gpkg")
    rng = np.random.default_rng(7)
    source = ogr.GetDriverByName("GPKG").CreateDataSource(path)
    to_wgs84 = osr.CoordinateTransformation(srs_of(UTM33), srs_of("EPSG:4326"))

    def layer(name, crs, kind):
        created = source.CreateLayer(name, srs_of(crs), kind)
        created.CreateField(ogr.FieldDefn("code", ogr.OFTInteger))
        created.CreateField(ogr.FieldDefn("cls", ogr.OFTString))
        created.CreateField(ogr.FieldDefn("weight", ogr.OFTReal))
        return created

    def add(target, geometry, number):
        feature = ogr.Feature(target.GetLayerDefn())
        feature.SetField("code", int(number % 5) + 1)
        feature.SetField("cls", TEXT_CLASSES[number % 3])
        feature.SetField("weight", 2.5 if number == 3 else float(number % 4 + 1))
        feature.SetGeometry(geometry)
        target.CreateFeature(feature)

    polygons = layer("polys", "EPSG:4326", ogr.wkbPolygon)
    for number in range(14):
        x, y = utm_point(rng, margin=3)
        ring = ogr.Geometry(ogr.wkbLinearRing)
        corners = [(x + rng.uniform(-1, 1) * 600 + dx * rng.uniform(300, 1100),
                    y + rng.uniform(-1, 1) * 600 + dy * rng.uniform(300, 1100))
                   for dx, dy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
        for corner in corners + corners[:1]:
            lon, lat, _ = to_wgs84.TransformPoint(*corner)
            ring.AddPoint_2D(lon, lat)
        polygon = ogr.Geometry(ogr.wkbPolygon)
        polygon.AddGeometry(ring)
        add(polygons, polygon, number)
    small = layer("small", UTM33, ogr.wkbPolygon)
    for number in range(30):
        x, y = utm_point(rng)
        half = rng.uniform(60, 200)
        small_polygon = ogr.CreateGeometryFromWkt(
            f"POLYGON(({x - half} {y - half}, {x + half} {y - half}, {x + half} {y + half}, {x - half} {y + half}, "
            f"{x - half} {y - half}))")
        add(small, small_polygon, number)
    lines = layer("lines", UTM33, ogr.wkbLineString)
    for number in range(10):
        line = ogr.Geometry(ogr.wkbLineString)
        for _ in range(3):
            line.AddPoint_2D(*utm_point(rng, margin=2))
        add(lines, line, number)
    points = layer("points", UTM33, ogr.wkbPoint)
    for number in range(60):
        point = ogr.Geometry(ogr.wkbPoint)
        point.AddPoint_2D(*utm_point(rng))
        add(points, point, number)
    source = None
    return path


def gdal_rasterize(tmp_path, vector, layer, *arguments, nodata=0):
    """What the gdal_rasterize command burns onto the scene's grid, as an array."""
    return gdal_rasterize_onto(tmp_path, (ORIGIN[0], PIXEL, 0, ORIGIN[1], 0, -PIXEL), WIDTH, HEIGHT, UTM33,
                               vector, layer, *arguments, nodata=nodata)


def gdal_rasterize_onto(tmp_path, geotransform, width, height, crs, vector, layer, *arguments, nodata=0):
    """What the gdal_rasterize command burns onto the grid of ``geotransform`` (GDAL's order), size and CRS.

    It burns into a template raster on the grid (GDAL made, filled with ``nodata``): with -te, -tr and
    -a_srs gdal_rasterize would take the features as already in -a_srs, not reproject them as it does
    into an existing raster.
    """
    output = str(tmp_path / f"reference-{len(os.listdir(tmp_path))}.tif")
    template = gdal.GetDriverByName("GTiff").Create(output, width, height, 1, gdal.GDT_Int32)
    template.SetGeoTransform(tuple(geotransform))
    template.SetProjection(srs_of(crs).ExportToWkt())
    template.GetRasterBand(1).Fill(nodata)
    template = None
    command = ["gdal_rasterize", "-q", *arguments]
    command += ([vector] if "-sql" in arguments else ["-l", layer, vector]) + [output]
    subprocess.run(command, check=True, capture_output=True, text=True)
    return gdal.Open(output).ReadAsArray()


TEXT_SQL = ("SELECT geom, CASE cls " + " ".join(f"WHEN '{name}' THEN {number}"
                                                for number, name in enumerate(TEXT_CLASSES, 1))
            + " END AS class FROM {layer}")


def reference_arguments(kind, layer):
    """gdal_rasterize's arguments for a label kind: a number field, a constant, or text classes."""
    if kind == "field":
        return ["-a", "code"]
    if kind == "constant":
        return ["-burn", "7"]
    return ["-dialect", "SQLite", "-sql", TEXT_SQL.format(layer=layer), "-a", "class"]


def label_parameters(vectors, layer, kind, all_touched):
    parameters = {"LABEL_LAYER": f"{vectors}|layername={layer}", "LABEL_ALL_TOUCHED": all_touched}
    if kind == "field":
        parameters["LABEL_FIELD"] = "code"
    elif kind == "constant":
        parameters["LABEL_VALUE"] = 7
    else:
        parameters["LABEL_FIELD"] = "cls"
    return parameters


# ----------------------------------------------------------------------------- reading what was written


def decode_records(paths):
    return [decode_example(record) for path in paths for record in read_records(path)]


def read_index(path):
    with open(path, encoding="utf-8") as stream:
        return json.load(stream)


def shards(folder, prefix):
    return sorted(str(path) for path in Path(folder).glob(f"{prefix}-[0-9][0-9][0-9][0-9][0-9].tfrecord*"))


def tile(example, name, tile_shape):
    return np.asarray(example[name]).reshape(tile_shape)


def grid_window(array, column, row, width, height, fill):
    """array[row:row+height, column:column+width], ``fill`` where the window leaves the array."""
    window = np.full((height, width), fill, dtype=array.dtype)
    rows, columns = array.shape
    x0, y0, x1, y1 = max(column, 0), max(row, 0), min(column + width, columns), min(row + height, rows)
    if x1 > x0 and y1 > y0:
        window[y0 - row:y1 - row, x0 - column:x1 - column] = array[y0:y1, x0:x1]
    return window


def patch_rows_columns(index, per_row):
    return divmod(index, per_row)


# ----------------------------------------------------------------------------- labels


def label_cases(dimensions, quick):
    """pytest params of every combination of ``dimensions`` (the values of each; all_touched last), with the ids
    stacked parametrize gave them; those not in ``quick`` are slow. Each case is an export of ~0.25 s: test.sh
    --fast keeps a few that between them take every value of every dimension, the whole suite runs them all."""
    return [pytest.param(*values, marks=() if values in quick else pytest.mark.slow,
                         id="-".join([*values[:-1], "all-touched" if values[-1] else "centres"]))
            for values in itertools.product(*dimensions)]


LABEL_LAYERS = ("polys", "lines", "points")
ALL_TOUCHED = (False, True)


@pytest.mark.parametrize("layer, kind, all_touched", label_cases(
    (LABEL_LAYERS, ("field", "constant", "text"), ALL_TOUCHED),
    {("polys", "field", True), ("polys", "text", False), ("lines", "constant", True), ("points", "field", False)}))
def test_labels_are_what_gdal_rasterize_burns_on_the_same_grid(run_algorithm, tmp_path, scene, vectors, layer,
                                                               kind, all_touched):
    raster, _, valid = scene
    result = run_algorithm("tfrecord:exportimage", {
        "INPUT": [raster], "PATCH_DIMENSIONS": "16,16", "KERNEL_SIZE": "5,5", "OUTPUT": str(tmp_path / "out"),
        "PREFIX": "lab", **label_parameters(vectors, layer, kind, all_touched)})
    nodata = 0
    reference = gdal_rasterize(tmp_path, vectors, layer, *reference_arguments(kind, layer),
                               *(["-at"] if all_touched else []), nodata=nodata)
    assert (reference != nodata).sum() > 20, "the reference burns too little to tell anything"
    # The margins of edge patches reach outside the grid, where the image is masked.
    expected = np.where(valid, reference, nodata)
    records = decode_records(result["FILES"])
    mixer = read_index(result["MIXER"])
    assert len(records) == mixer["totalPatches"] == 10 * 7
    margin = 2
    for index, example in enumerate(records):
        row, column = patch_rows_columns(index, mixer["patchesPerRow"])
        labels = tile(example, "label", (20, 20))
        window = grid_window(expected, column * 16 - margin, row * 16 - margin, 20, 20, nodata)
        assert np.array_equal(labels, window), f"patch {index}: the label band differs from gdal_rasterize"
    with open(result["SIDECAR"], encoding="utf-8") as stream:
        sidecar = json.load(stream)
    classes = {entry["value"]: entry["name"] for entry in sidecar["labels"]["classes"]}
    if kind == "text":
        assert classes == {1: "forest", 2: "urban", 3: "water"}
        assert sidecar["labels"]["field"] == "cls"
    elif kind == "field":
        assert classes == {value: str(value) for value in range(1, 6)}
    else:
        assert classes == {7: layer} and sidecar["labels"]["field"] is None
    assert sidecar["labels"]["band"] == "label" and sidecar["labels"]["nodata"] == nodata
    assert sidecar["labels"]["allTouched"] is all_touched
    assert sidecar["features"][-1] == {"name": "label", "kind": "int64", "bands": ["label"],
                                       "dtypes": ["uint8"]}
    log = "\n".join(run_algorithm.feedback.log)
    for value, name in classes.items():
        assert f"class {value}: {name}" in log


@pytest.mark.parametrize("layer, grid, all_touched", label_cases(
    (LABEL_LAYERS, ("extent", "warped"), ALL_TOUCHED),
    {("polys", "warped", True), ("lines", "extent", False), ("points", "warped", False)}))
def test_labels_on_a_chosen_export_grid_are_gdal_rasterize_on_it_margins_included(run_algorithm, tmp_path, scene,
                                                                                 vectors, layer, grid, all_touched):
    """An extent inside the scene, on its pixels or warped to another CRS and pixel size: the label band is what
    gdal_rasterize burns onto the export grid the mixer describes, in the kernel margins too, which reach past
    the grid onto real pixels of the scene as the image bands' do."""
    raster = scene[0]
    # Columns 20..148 and rows 12..108 of the scene: kernel margins of 4 pixels stay on the scene.
    x0, y0 = ORIGIN[0] + 20 * PIXEL, ORIGIN[1] - 12 * PIXEL
    x1, y1 = ORIGIN[0] + 148 * PIXEL, ORIGIN[1] - 108 * PIXEL
    parameters = {"INPUT": [raster], "PATCH_DIMENSIONS": "16,16", "KERNEL_SIZE": "9,9",
                  "EXTENT": f"{x0},{x1},{y1},{y0} [{UTM33}]", "OUTPUT": str(tmp_path / "out"), "PREFIX": "g",
                  **label_parameters(vectors, layer, "field", all_touched)}
    crs = UTM33
    if grid == "warped":
        crs = "EPSG:3857"
        parameters.update({"TARGET_CRS": crs, "PIXEL_SIZE": 37.0})
    result = run_algorithm("tfrecord:exportimage", parameters)
    mixer = read_index(result["MIXER"])
    a, b, c, d, e, f = mixer["projection"]["affine"]["doubleMatrix"]
    assert mixer["projection"]["crs"] == crs
    per_row, rows = mixer["patchesPerRow"], mixer["totalPatches"] // mixer["patchesPerRow"]
    margin, tile = 4, 24
    # The grid widened by the margins on every side, as far as the tiles reach.
    reference = gdal_rasterize_onto(tmp_path, (c - margin * a - margin * b, a, b, f - margin * d - margin * e, d, e),
                                    per_row * 16 + 2 * margin, rows * 16 + 2 * margin, crs, vectors, layer,
                                    *reference_arguments("field", layer), *(["-at"] if all_touched else []))
    outside_the_grid = np.ones(reference.shape, dtype=bool)
    outside_the_grid[margin:-margin, margin:-margin] = False
    labelled_outside = 0
    records = decode_records(result["FILES"])
    assert len(records) == mixer["totalPatches"] > 20
    for index, example in enumerate(records):
        row, column = divmod(index, per_row)
        window = np.s_[row * 16:row * 16 + tile, column * 16:column * 16 + tile]
        # The image's masks (the scene's hole) hold defaultValue 0 in the image and the nodata in the labels.
        valid = tile_of(example, "b1", tile) != 0
        expected = np.where(valid, reference[window], 0)
        labels = tile_of(example, "label", tile)
        assert np.array_equal(labels, expected), f"patch {index}: the label band differs from gdal_rasterize"
        labelled_outside += np.count_nonzero(expected[outside_the_grid[window]])
    assert labelled_outside > 0, "no label in the margins past the grid: the test tells nothing of them"


def tile_of(example, name, size):
    return np.asarray(example[name]).reshape(size, size)


def test_a_field_holding_zero_gets_a_nodata_below_its_classes(run_algorithm, tmp_path, scene, vectors):
    """Classes 0..4: the label nodata is -1, which no class has; the band is signed."""
    source = ogr.Open(vectors)
    copy_path = str(tmp_path / "zero.gpkg")
    copy = ogr.GetDriverByName("GPKG").CopyDataSource(source, copy_path)
    copy.ExecuteSQL("UPDATE polys SET code = code - 1")
    copy = source = None
    raster, _, valid = scene
    result = run_algorithm("tfrecord:exportimage", {
        "INPUT": [raster], "PATCH_DIMENSIONS": "40,40", "OUTPUT": str(tmp_path / "out"), "PREFIX": "zero",
        "LABEL_LAYER": f"{copy_path}|layername=polys", "LABEL_FIELD": "code"})
    reference = gdal_rasterize(tmp_path, copy_path, "polys", "-a", "code", nodata=-1)
    assert (reference == 0).any(), "no polygon of class 0 on the grid"
    expected = np.where(valid, reference, -1)
    for index, example in enumerate(decode_records(result["FILES"])):
        row, column = patch_rows_columns(index, 4)
        assert np.array_equal(tile(example, "label", (40, 40)), expected[row * 40:row * 40 + 40,
                                                                          column * 40:column * 40 + 40])
    with open(result["SIDECAR"], encoding="utf-8") as stream:
        labels = json.load(stream)["labels"]
    assert labels["nodata"] == -1 and [entry["value"] for entry in labels["classes"]] == [0, 1, 2, 3, 4]


def test_a_memory_layer_and_a_selection_burn_only_their_features(run_algorithm, tmp_path, scene, vectors):
    """Layers GDAL cannot open as they are go through a temporary GeoPackage: a memory layer, and a
    selection of a file layer (only the selected features burn)."""
    from qgis.core import QgsFeatureRequest, QgsProcessingFeatureSourceDefinition, QgsProject, QgsVectorLayer
    raster, _, valid = scene
    file_layer = QgsVectorLayer(f"{vectors}|layername=polys", "polys", "ogr")
    assert file_layer.isValid()
    memory = file_layer.materialize(QgsFeatureRequest())
    assert memory.providerType() == "memory"
    QgsProject.instance().addMapLayers([file_layer, memory])
    try:
        result = run_algorithm("tfrecord:exportimage", {
            "INPUT": [raster], "PATCH_DIMENSIONS": "40,40", "OUTPUT": str(tmp_path / "memory"), "PREFIX": "m",
            "LABEL_LAYER": memory.id(), "LABEL_FIELD": "code"})
        reference = gdal_rasterize(tmp_path, vectors, "polys", "-a", "code")
        mosaic = np.zeros((120, 160), dtype=np.int64)
        for index, example in enumerate(decode_records(result["FILES"])):
            row, column = patch_rows_columns(index, 4)
            mosaic[row * 40:row * 40 + 40, column * 40:column * 40 + 40] = tile(example, "label", (40, 40))
        assert np.array_equal(mosaic, np.where(valid, reference, 0))

        chosen = [feature.id() for feature in file_layer.getFeatures()][::3]
        file_layer.selectByIds(chosen)
        result = run_algorithm("tfrecord:exportimage", {
            "INPUT": [raster], "PATCH_DIMENSIONS": "40,40", "OUTPUT": str(tmp_path / "selected"), "PREFIX": "s",
            "LABEL_LAYER": QgsProcessingFeatureSourceDefinition(file_layer.id(), True), "LABEL_FIELD": "code"})
        where = "fid IN (" + ",".join(str(fid) for fid in chosen) + ")"
        reference = gdal_rasterize(tmp_path, vectors, "polys", "-a", "code", "-where", where)
        mosaic[:] = 0
        for index, example in enumerate(decode_records(result["FILES"])):
            row, column = patch_rows_columns(index, 4)
            mosaic[row * 40:row * 40 + 40, column * 40:column * 40 + 40] = tile(example, "label", (40, 40))
        assert np.array_equal(mosaic, np.where(valid, reference, 0))
        assert (reference != 0).any() and not np.array_equal(reference, gdal_rasterize(
            tmp_path, vectors, "polys", "-a", "code"))
    finally:
        QgsProject.instance().removeMapLayers([file_layer.id(), memory.id()])


def test_a_large_grid_burns_through_a_temporary_file_the_same_labels(tmp_path, scene, vectors, monkeypatch):
    """Beyond the memory limit the labels are burnt into a temporary GeoTIFF: the same pixels, and the file
    goes when the export is done."""
    from tfrecord_bridge.core.export import labels as label_module
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    raster = scene[0]
    source = label_module.LabelSource(vectors, "polys", field="code", all_touched=True)
    plan = label_module.plan_labels(source)
    from tfrecord_bridge.core.export.raster_source import grid_of
    grid = grid_of(raster)
    in_memory = label_module.rasterize_labels(plan, grid)
    on_disk = label_module.rasterize_labels(plan, grid, memory_limit=0)
    folder = on_disk._folder
    assert folder and os.path.exists(os.path.join(folder, "labels.tif"))
    assert np.array_equal(in_memory.read(-3, -3, WIDTH + 6, HEIGHT + 6), on_disk.read(-3, -3, WIDTH + 6, HEIGHT + 6))
    assert np.array_equal(in_memory.read(0, 0, WIDTH, HEIGHT),
                          gdal_rasterize(tmp_path, vectors, "polys", "-a", "code", "-at"))
    on_disk.close()
    assert not os.path.exists(folder)

    monkeypatch.setattr(label_module, "MEMORY_LIMIT_BYTES", 0)
    big = export_image(ExportRequest([SourceLayer(raster)], tmp_path / "big", "p",
                                     FormatOptions(patchDimensions=[40, 40]), labels=source))
    monkeypatch.undo()
    small = export_image(ExportRequest([SourceLayer(raster)], tmp_path / "small", "p",
                                       FormatOptions(patchDimensions=[40, 40]), labels=source))
    assert [Path(p).read_bytes() for p in big.files] == [Path(p).read_bytes() for p in small.files]


@pytest.mark.parametrize("field, message", [
    ("weight", "LABEL_FIELD 'weight' of feature 4 is 2.5: labels are whole numbers"),
    ("nosuch", "has no field 'nosuch'"),
])
def test_label_fields_that_cannot_be_labels_are_refused_by_name(run_algorithm, tmp_path, scene, vectors, field,
                                                                message):
    with pytest.raises(QgsProcessingException, match=message):
        run_algorithm("tfrecord:exportimage", {
            "INPUT": [scene[0]], "PATCH_DIMENSIONS": "40,40", "OUTPUT": str(tmp_path / "out"),
            "LABEL_LAYER": f"{vectors}|layername=polys", "LABEL_FIELD": field})
    assert not (tmp_path / "out").exists()


@pytest.fixture(scope="module")
def empty_layers(tmp_path_factory):
    """empty.gpkg: a polygon layer without features, one whose feature has no geometry, and one whose polygon
    lies 100 km off the scene."""
    path = str(tmp_path_factory.mktemp("empty") / "empty.gpkg")
    source = ogr.GetDriverByName("GPKG").CreateDataSource(path)
    for name in ("nothing", "no_geometry", "elsewhere"):
        layer = source.CreateLayer(name, srs_of(UTM33), ogr.wkbPolygon)
        layer.CreateField(ogr.FieldDefn("code", ogr.OFTInteger))
        if name != "nothing":
            feature = ogr.Feature(layer.GetLayerDefn())
            feature.SetField("code", 1)
            if name == "elsewhere":
                x, y = ORIGIN[0] - 100000, ORIGIN[1]
                feature.SetGeometry(ogr.CreateGeometryFromWkt(
                    f"POLYGON(({x} {y}, {x + 900} {y}, {x + 900} {y - 900}, {x} {y - 900}, {x} {y}))"))
            layer.CreateFeature(feature)
    source = layer = None
    return path


@pytest.mark.parametrize("algorithm", ["exportimage", "exportpatchesatpoints"])
@pytest.mark.parametrize("layer, field", [("nothing", None), ("nothing", "code"), ("no_geometry", None)])
def test_a_label_layer_with_nothing_to_burn_is_refused_by_name_before_any_file(run_algorithm, tmp_path, scene,
                                                                               vectors, empty_layers, algorithm,
                                                                               layer, field):
    parameters = {"INPUT": [scene[0]], "PATCH_DIMENSIONS": "40,40", "OUTPUT": str(tmp_path / "out"),
                  "LABEL_LAYER": f"{empty_layers}|layername={layer}"}
    if field:
        parameters["LABEL_FIELD"] = field
    if algorithm == "exportpatchesatpoints":
        parameters["POINTS"] = f"{vectors}|layername=points"
    with pytest.raises(QgsProcessingException, match=r"^LABEL_LAYER \S+ has no feature .*nothing to burn"):
        run_algorithm(f"tfrecord:{algorithm}", parameters)
    assert not (tmp_path / "out").exists()


def test_an_empty_point_layer_is_refused_naming_points(run_algorithm, tmp_path, scene, vectors, empty_layers):
    with pytest.raises(QgsProcessingException, match=r"^POINTS: the point layer has no points; nothing was written"):
        run_algorithm("tfrecord:exportpatchesatpoints", {
            "INPUT": [scene[0]], "PATCH_DIMENSIONS": "8,8", "POINTS": f"{empty_layers}|layername=nothing",
            "LABEL_LAYER": f"{vectors}|layername=polys", "OUTPUT": str(tmp_path / "out")})
    assert not (tmp_path / "out").exists()  # the run made it before it met the empty layer: it goes again


@pytest.mark.parametrize("algorithm", ["exportimage", "exportpatchesatpoints"])
def test_labels_that_miss_every_patch_are_written_with_a_warning(run_algorithm, tmp_path, scene, vectors,
                                                                 empty_layers, algorithm):
    """Labels 100 km off the scene: a region without labels is a set of negatives, so it is written, but the
    log says that no patch holds a label, which is most often a layer in the wrong CRS."""
    parameters = {"INPUT": [scene[0]], "PATCH_DIMENSIONS": "40,40", "OUTPUT": str(tmp_path / "off"),
                  "LABEL_LAYER": f"{empty_layers}|layername=elsewhere", "POINTS": f"{vectors}|layername=points"}
    result = run_algorithm(f"tfrecord:{algorithm}", parameters)
    assert json.loads(result["CLASS_PIXELS"]) == {"all": {"1": 0}}
    log = "\n".join(run_algorithm.feedback.log)
    assert "Warning: no written patch holds a label: no feature of elsewhere lies on them" in log
    run_algorithm.feedback.log.clear()
    run_algorithm(f"tfrecord:{algorithm}", dict(parameters, OUTPUT=str(tmp_path / "on"),
                                                LABEL_LAYER=f"{vectors}|layername=polys"))
    assert "no written patch holds a label" not in "\n".join(run_algorithm.feedback.log)


def test_a_label_band_named_as_an_image_band_is_refused(run_algorithm, tmp_path, scene, vectors):
    with pytest.raises(QgsProcessingException, match="LABEL_BAND 'b2' is also the name of an image band"):
        run_algorithm("tfrecord:exportimage", {
            "INPUT": [scene[0]], "BAND_NAMES": "b1,b2,b3", "PATCH_DIMENSIONS": "40,40",
            "OUTPUT": str(tmp_path / "out"), "LABEL_LAYER": f"{vectors}|layername=polys", "LABEL_BAND": "b2"})


def test_the_label_band_is_int64_and_separate_under_float_values_and_collapsed_bands(tmp_path, scene, vectors):
    from tfrecord_bridge.core import decode_example as decode
    from tfrecord_bridge.core.codec.example import decode_example as decode_kinds
    from tfrecord_bridge.core.codec.records import RecordReader
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.labels import LabelSource
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    result = export_image(ExportRequest([SourceLayer(scene[0])], tmp_path, "c",
                                        FormatOptions(patchDimensions=[40, 40], collapseBands=True),
                                        labels=LabelSource(vectors, "polys", field="cls", band="target")))
    first = next(iter(RecordReader(result.files[0])))
    kinds = decode_kinds(first, with_kinds=True)
    assert list(kinds) == ["b1", "target"]
    assert kinds["b1"][0] == "float" and len(kinds["b1"][1]) == 3 * 40 * 40
    assert kinds["target"][0] == "int64" and len(kinds["target"][1]) == 40 * 40
    assert "'target': tf.io.FixedLenFeature([40, 40], tf.int64)" in result.features_dict
    assert decode(first)["target"].dtype == np.int64


# ----------------------------------------------------------------------------- splits


def split_export(tmp_path, raster, seed=3, block=4, splits="train=0.8,val=0.1,test=0.1", prefix="sp", **more):
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.export.training import TrainingOptions
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    options = FormatOptions(patchDimensions=[4, 4], kernelSize=[3, 3], compressed=more.pop("compressed", True))
    training = TrainingOptions(splits, block, seed, **more)
    return export_image(ExportRequest([SourceLayer(raster)], tmp_path, prefix, options, training=training,
                                      labels=more.pop("labels", None)))


def set_indices(folder, prefix, names):
    return {name: read_index(os.path.join(folder, f"{prefix}-{name}-index.json"))["patchIndices"] for name in names}


def test_splits_keep_every_block_in_one_set_and_every_patch_in_exactly_one(tmp_path, scene):
    raster, values, _ = scene
    result = split_export(tmp_path, raster)
    names = ["train", "val", "test"]
    indices = set_indices(tmp_path, "sp", names)
    per_row, total = WIDTH // 4, (WIDTH // 4) * (HEIGHT // 4)
    # Disjoint, and together every patch (no sampling, maskedThreshold 1: every patch is kept).
    every = [index for name in names for index in indices[name]]
    assert sorted(every) == list(range(total)) and len(set(every)) == len(every)
    block_sets = {}
    for name in names:
        for index in indices[name]:
            row, column = divmod(index, per_row)
            block_sets.setdefault((row // 4, column // 4), set()).add(name)
    assert all(len(sets) == 1 for sets in block_sets.values()), "a block straddles sets"
    assert len(block_sets) == 10 * 8
    # Proportions roughly as asked: within two blocks (32 patches) of each share.
    counts = {name: len(indices[name]) for name in names}
    assert result.sets == counts
    for name, share in zip(names, (0.8, 0.1, 0.1)):
        assert abs(counts[name] - share * total) <= 32, counts
    # Each set's records are the patches its index names, in that order, under its own prefix.
    for name in names:
        records = decode_records(shards(tmp_path, f"sp-{name}"))
        assert len(records) == len(indices[name])
        for example, index in zip(records, indices[name]):
            row, column = divmod(index, per_row)
            core = tile(example, "b1", (6, 6))[1:5, 1:5]
            source = values[0, row * 4:row * 4 + 4, column * 4:column * 4 + 4]
            assert np.array_equal(core, np.where(source == NODATA, 0, source))
        mixer = read_index(os.path.join(tmp_path, f"sp-{name}-mixer.json"))
        assert "patchIndices" not in mixer and mixer["totalPatches"] == total
    with open(result.sidecar_path, encoding="utf-8") as stream:
        sidecar = json.load(stream)
    assert sidecar["splits"] == {"blockSize": 4, "seed": 3, "sets": {
        name: {"prefix": f"sp-{name}", "patches": counts[name], "share": share}
        for name, share in zip(names, (0.8, 0.1, 0.1))}}
    assert "labels" not in sidecar and "classPixels" not in sidecar
    assert not (tmp_path / "sp-mixer.json").exists() and not shards(tmp_path, "sp")


def test_splits_follow_the_seed_and_the_block_size(tmp_path, scene):
    raster = scene[0]
    names = ["train", "val", "test"]
    split_export(tmp_path / "a", raster, seed=11)
    split_export(tmp_path / "b", raster, seed=11)
    split_export(tmp_path / "c", raster, seed=12)
    split_export(tmp_path / "d", raster, seed=11, block=1)
    first, again = set_indices(tmp_path / "a", "sp", names), set_indices(tmp_path / "b", "sp", names)
    assert first == again
    for name in names:
        assert [Path(p).read_bytes() for p in shards(tmp_path / "a", f"sp-{name}")] == \
            [Path(p).read_bytes() for p in shards(tmp_path / "b", f"sp-{name}")]
    assert set_indices(tmp_path / "c", "sp", names) != first
    single = set_indices(tmp_path / "d", "sp", names)
    assert single != first
    # Blocks of one patch: some block of 4 x 4 straddles sets.
    per_row = WIDTH // 4
    owner = {index: name for name in names for index in single[name]}
    straddling = [block for block in {(index // per_row // 4, index % per_row // 4) for index in owner}
                  if len({owner[index] for index in owner
                          if (index // per_row // 4, index % per_row // 4) == block}) > 1]
    assert straddling


@pytest.mark.parametrize("splits, message", [
    ("train=0.8,val=0.1", "add up to 0.9, not 1"),
    ("train=0.5,train=0.5", "named twice"),
    ("train", "is not name=share"),
    ("1st=0.5,b=0.5", "must start with a letter"),
    ("train=1", "at least two sets"),
])
def test_wrong_splits_are_refused_before_the_run(run_algorithm, tmp_path, scene, splits, message):
    with pytest.raises(QgsProcessingException, match=message):
        run_algorithm("tfrecord:exportimage", {"INPUT": [scene[0]], "OUTPUT": str(tmp_path / "out"),
                                               "SPLITS": splits})
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("block, splits, blocks, fitting", [(12, "train=0.8,val=0.1,test=0.1", "2 blocks", 11),
                                                             (40, "train=0.5,val=0.5", "1 block", 15)])
def test_fewer_blocks_than_sets_are_refused_naming_split_block(run_algorithm, tmp_path, scene, block, splits,
                                                               blocks, fitting):
    """16 x 12 patches of 10 x 10 pixels make 2 x 1 blocks of 12 x 12 patches, fewer than 3 sets (and one block
    of 40 x 40, fewer than 2): a set would get nothing, whatever the seed."""
    with pytest.raises(QgsProcessingException, match=rf"^SPLIT_BLOCK {block}: the 16 x 12 patch grid holds "
                                                     rf"{blocks} of .* at most {fitting},"):
        run_algorithm("tfrecord:exportimage", {"INPUT": [scene[0]], "PATCH_DIMENSIONS": "10,10",
                                               "OUTPUT": str(tmp_path / "out"), "SPLITS": splits,
                                               "SPLIT_BLOCK": block})
    assert not (tmp_path / "out").exists()
    # Enough blocks: 2 x 2 blocks of 8 x 8 patches for 2 sets.
    result = run_algorithm("tfrecord:exportimage", {"INPUT": [scene[0]], "PATCH_DIMENSIONS": "10,10",
                                                    "OUTPUT": str(tmp_path / "ok"), "SPLITS": "a=0.5,b=0.5",
                                                    "SPLIT_BLOCK": 8})
    assert result["SETS"].startswith("a=")


def test_an_export_replaces_the_sets_of_an_earlier_split_export(tmp_path, scene):
    raster = scene[0]
    split_export(tmp_path, raster, splits="train=0.5,val=0.25,other=0.25")
    assert (tmp_path / "sp-other-index.json").exists()
    split_export(tmp_path, raster, splits="train=0.5,val=0.5")
    assert not list(tmp_path.glob("sp-other-*"))
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    export_image(ExportRequest([SourceLayer(raster)], tmp_path, "sp", FormatOptions(patchDimensions=[40, 40])))
    assert sorted(os.listdir(tmp_path)) == ["sp-00000.tfrecord.gz", "sp-mixer.json", "sp-sidecar.json"]


def test_importimage_reads_a_set_back_onto_the_full_grid(run_algorithm, tmp_path, scene):
    raster, values, _ = scene
    split_export(tmp_path, raster, splits="train=0.6,val=0.4")
    result = run_algorithm("tfrecord:importimage", {"FOLDER": str(tmp_path), "PREFIX": "sp-val",
                                                    "FEATURES": "b1,b2,b3", "OUTPUT": str(tmp_path / "val.tif")})
    dataset = gdal.Open(result["OUTPUT"])
    assert (dataset.RasterXSize, dataset.RasterYSize) == (WIDTH, HEIGHT)
    assert dataset.GetGeoTransform() == pytest.approx((ORIGIN[0], PIXEL, 0, ORIGIN[1], 0, -PIXEL))
    back = dataset.ReadAsArray()
    nodata = dataset.GetRasterBand(1).GetNoDataValue()
    kept = np.zeros((HEIGHT, WIDTH), dtype=bool)
    for index in read_index(tmp_path / "sp-val-index.json")["patchIndices"]:
        row, column = divmod(index, WIDTH // 4)
        kept[row * 4:row * 4 + 4, column * 4:column * 4 + 4] = True
    assert 0.2 < kept.mean() < 0.6
    source_valid = values[0] != NODATA
    # The export's masked pixels come back as nodata too (the export sidecar's defaultValue, found from the set).
    assert np.array_equal(back[:, kept & source_valid], values[:, kept & source_valid])
    assert (back[:, ~kept] == nodata).all()
    assert any("sp-sidecar.json" in note for note in run_algorithm.feedback.log) or \
        "kernelSize 3,3 from sp-sidecar.json" in "\n".join(run_algorithm.feedback.log)


# ----------------------------------------------------------------------------- sampling and class statistics


def core_of(labels_tile, margin, size):
    return labels_tile[margin:margin + size, margin:margin + size]


def test_sampling_counts_match_the_records_and_the_rules(run_algorithm, tmp_path, scene, vectors):
    raster, _, valid = scene
    parameters = {"INPUT": [raster], "PATCH_DIMENSIONS": "8,8", "KERNEL_SIZE": "3,3", "COMPRESSED": False,
                  "LABEL_LAYER": f"{vectors}|layername=small", "LABEL_FIELD": "code", "MIN_LABEL_SHARE": 0.3,
                  "NEGATIVE_RATIO": 0.4, "SEED": 5, "OUTPUT": str(tmp_path / "a"), "PREFIX": "s"}
    result = run_algorithm("tfrecord:exportimage", parameters)
    reference = np.where(valid, gdal_rasterize(tmp_path, vectors, "small", "-a", "code"), 0)
    per_row, total = WIDTH // 8, (WIDTH // 8) * (HEIGHT // 8)
    # What each patch's labels say, from gdal_rasterize and the image's mask alone.
    labelled = np.array([np.count_nonzero(reference[r * 8:r * 8 + 8, c * 8:c * 8 + 8])
                         for r, c in (divmod(i, per_row) for i in range(total))])
    positives = set(np.flatnonzero(labelled >= 0.3 * 64))
    too_few = set(np.flatnonzero((labelled > 0) & (labelled < 0.3 * 64)))
    negatives = set(np.flatnonzero(labelled == 0))
    assert len(positives) > 10 and len(too_few) > 5 and len(negatives) > 100

    index = read_index(result["MIXER"])
    assert result["MIXER"].endswith("s-index.json") and not (tmp_path / "a" / "s-mixer.json").exists()
    kept = index["patchIndices"]
    records = decode_records(result["FILES"])
    assert len(records) == len(kept) == result["PATCHES_KEPT"] == result["PATCH_COUNT"]
    recounted_negatives = 0
    pixels = {}
    for example, patch in zip(records, kept):
        core = core_of(tile(example, "label", (10, 10)), 1, 8)
        row, column = divmod(patch, per_row)
        assert np.array_equal(core, reference[row * 8:row * 8 + 8, column * 8:column * 8 + 8])
        share = np.count_nonzero(core) / 64
        assert share == 0 or share >= 0.3, f"patch {patch}: labels cover {share} < MIN_LABEL_SHARE"
        recounted_negatives += share == 0
        for value, count in zip(*np.unique(core[core != 0], return_counts=True)):
            pixels[str(value)] = pixels.get(str(value), 0) + int(count)
    assert recounted_negatives == result["NEGATIVES_KEPT"]
    assert positives <= set(kept) and not too_few & set(kept)
    kept_negatives = negatives & set(kept)
    assert len(kept_negatives) == recounted_negatives
    # NEGATIVE_RATIO 0.4 of the negatives, binomially: far outside 5 standard deviations means it is ignored.
    expected, deviation = 0.4 * len(negatives), math.sqrt(len(negatives) * 0.4 * 0.6)
    assert abs(len(kept_negatives) - expected) < 5 * deviation
    class_pixels = json.loads(result["CLASS_PIXELS"])
    assert class_pixels == {"all": {str(value): pixels.get(str(value), 0) for value in range(1, 6)}}
    assert result["SETS"] == ""
    with open(result["SIDECAR"], encoding="utf-8") as stream:
        sidecar = json.load(stream)
    assert sidecar["classPixels"] == class_pixels
    assert sidecar["sampling"] == {"minLabelShare": 0.3, "negativeRatio": 0.4, "seed": 5,
                                   "patchesKept": len(kept), "negativesKept": recounted_negatives}
    log = "\n".join(run_algorithm.feedback.log)
    assert f"{len(kept)} patches kept, {recounted_negatives} of them without any label" in log
    assert f"{len(too_few)} left out with labels covering less than MIN_LABEL_SHARE" in log

    # Another seed samples other negatives and the same positives; ratio 0 and 1 keep none and all.
    other = run_algorithm("tfrecord:exportimage", dict(parameters, SEED=6, OUTPUT=str(tmp_path / "b")))
    other_kept = set(read_index(other["MIXER"])["patchIndices"])
    assert other_kept & positives == positives and other_kept & negatives != kept_negatives
    none = run_algorithm("tfrecord:exportimage", dict(parameters, NEGATIVE_RATIO=0.0, OUTPUT=str(tmp_path / "c")))
    assert none["NEGATIVES_KEPT"] == 0 and set(read_index(none["MIXER"])["patchIndices"]) == positives
    every = run_algorithm("tfrecord:exportimage", dict(parameters, NEGATIVE_RATIO=1.0, MIN_LABEL_SHARE=0.0,
                                                       OUTPUT=str(tmp_path / "d")))
    assert every["PATCHES_KEPT"] == total and every["NEGATIVES_KEPT"] == len(negatives)
    assert os.path.basename(every["MIXER"]) == "s-mixer.json"


def test_sampling_without_labels_is_refused(run_algorithm, tmp_path, scene):
    with pytest.raises(QgsProcessingException, match="give a label layer"):
        run_algorithm("tfrecord:exportimage", {"INPUT": [scene[0]], "OUTPUT": str(tmp_path / "out"),
                                               "NEGATIVE_RATIO": 0.5})


def test_sets_labels_and_class_pixels_from_one_run(run_algorithm, tmp_path, scene, vectors):
    raster, _, valid = scene
    result = run_algorithm("tfrecord:exportimage", {
        "INPUT": [raster], "PATCH_DIMENSIONS": "8,8", "LABEL_LAYER": f"{vectors}|layername=polys",
        "LABEL_FIELD": "cls", "SPLITS": "train=0.7,val=0.3", "SPLIT_BLOCK": 2, "SEED": 1, "NEGATIVE_RATIO": 0.5,
        "OUTPUT": str(tmp_path), "PREFIX": "t"})
    reference = np.where(valid, gdal_rasterize(tmp_path, vectors, "polys",
                                               *reference_arguments("text", "polys")), 0)
    counts, pixels, negatives = {}, {}, 0
    for name in ("train", "val"):
        kept = read_index(tmp_path / f"t-{name}-index.json")["patchIndices"]
        records = decode_records(shards(tmp_path, f"t-{name}"))
        assert len(records) == len(kept)
        counts[name] = len(kept)
        pixels[name] = {"1": 0, "2": 0, "3": 0}
        for example, patch in zip(records, kept):
            labels = tile(example, "label", (8, 8))
            row, column = divmod(patch, WIDTH // 8)
            assert np.array_equal(labels, reference[row * 8:row * 8 + 8, column * 8:column * 8 + 8])
            negatives += not labels.any()
            for value in (1, 2, 3):
                pixels[name][str(value)] += int(np.count_nonzero(labels == value))
    assert result["SETS"] == f"train={counts['train']},val={counts['val']}"
    assert json.loads(result["CLASS_PIXELS"]) == pixels
    assert result["NEGATIVES_KEPT"] == negatives and result["PATCHES_KEPT"] == sum(counts.values())
    assert result["MIXER"] == str(tmp_path / "t-train-index.json")
    log = "\n".join(run_algorithm.feedback.log)
    assert f"Class pixels (val): 1 (forest) {pixels['val']['1']}" in log


# ----------------------------------------------------------------------------- .tfindex


def test_tfindex_files_are_what_the_tfrecord_package_reads(tmp_path, scene, vectors):
    reader = pytest.importorskip("tfrecord.reader", reason="the tfrecord package (PyPI) is not installed here")
    tfrecord2idx = pytest.importorskip("tfrecord.tools.tfrecord2idx")
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.labels import LabelSource
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.export.training import TrainingOptions
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    result = export_image(ExportRequest([SourceLayer(scene[0])], tmp_path, "ix",
                                        FormatOptions(patchDimensions=[8, 8], compressed=False, maxFileSize=40000),
                                        labels=LabelSource(vectors, "polys", field="code"),
                                        training=TrainingOptions("train=0.5,val=0.5", tfindex=True)))
    files = [Path(path) for path in result.files]
    assert len(files) > 4 and all(path.suffix == ".tfrecord" for path in files)
    assert sorted(result.tfindex_files) == sorted(str(path.with_suffix(".tfindex")) for path in files)
    for path in files:
        ours = path.with_suffix(".tfindex").read_text()
        theirs = tmp_path / (path.stem + ".theirs")
        tfrecord2idx.create_index(str(path), str(theirs))
        assert ours == theirs.read_text()
        expected = [decode_example(record) for record in read_records(path)]
        # Read by workers through the index: each shard of the index a worker, together every record in order.
        read = []
        for worker in range(3):
            read += list(reader.tfrecord_loader(str(path), str(path.with_suffix(".tfindex")),
                                                {"label": "int", "b1": "float"}, shard=(worker, 3)))
        assert len(read) == len(expected)
        for got, want in zip(read, expected):
            assert np.array_equal(got["label"], want["label"]) and np.array_equal(got["b1"], want["b1"])


def test_tfindex_with_compressed_shards_is_refused_with_the_reason(run_algorithm, tmp_path, scene):
    with pytest.raises(QgsProcessingException, match="WRITE_TFINDEX needs uncompressed shards"):
        run_algorithm("tfrecord:exportimage", {"INPUT": [scene[0]], "OUTPUT": str(tmp_path / "out"),
                                               "WRITE_TFINDEX": True})
    assert not (tmp_path / "out").exists()


# ----------------------------------------------------------------------------- sidecar, points, qgis_process


def test_old_sidecars_still_read_and_new_keys_are_absent_when_unused(tmp_path, scene):
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    from tfrecord_bridge.core.layout.sidecar import read_sidecar
    result = export_image(ExportRequest([SourceLayer(scene[0])], tmp_path, "o",
                                        FormatOptions(patchDimensions=[40, 40])))
    with open(result.sidecar_path, encoding="utf-8") as stream:
        data = json.load(stream)
    assert not {"labels", "splits", "classPixels", "sampling"} & set(data)
    # A sidecar written before these keys existed (no labels at all) reads as before.
    sidecar = read_sidecar(result.sidecar_path)
    assert sidecar.labels is None and sidecar.splits is None and sidecar.classPixels is None
    data["labels"] = {"band": "label", "nodata": "x", "classes": []}
    (tmp_path / "bad-sidecar.json").write_text(json.dumps(data))
    with pytest.raises(ValueError, match="bad-sidecar.json: export sidecar key missing or malformed"):
        read_sidecar(tmp_path / "bad-sidecar.json")


def test_patches_at_points_carry_the_label_band(run_algorithm, tmp_path, scene, vectors):
    raster, _, valid = scene
    result = run_algorithm("tfrecord:exportpatchesatpoints", {
        "INPUT": [raster], "POINTS": f"{vectors}|layername=points", "PATCH_DIMENSIONS": "9,9",
        "LABEL_LAYER": f"{vectors}|layername=polys", "LABEL_FIELD": "cls", "LABEL_ALL_TOUCHED": True,
        "OUTPUT": str(tmp_path / "out"), "PREFIX": "pts"})
    reference = np.where(valid, gdal_rasterize(tmp_path, vectors, "polys", *reference_arguments("text", "polys"),
                                               "-at"), 0)
    source = ogr.Open(vectors)  # kept while its layer is read: OGR's layer dies with its data source
    centres = []
    for feature in source.GetLayerByName("points"):
        x, y = feature.GetGeometryRef().GetPoint_2D()
        centres.append((math.floor((x - ORIGIN[0]) / PIXEL), math.floor((ORIGIN[1] - y) / PIXEL)))
    source = None
    records = decode_records(result["FILES"])
    assert len(records) == len(centres) == result["PATCH_COUNT"]
    labelled = 0
    for example, (column, row) in zip(records, centres):
        labels = tile(example, "label", (9, 9))
        assert np.array_equal(labels, grid_window(reference, column - 4, row - 4, 9, 9, 0))
        labelled += labels.any()
    assert labelled > 5
    assert "class 3: water" in "\n".join(run_algorithm.feedback.log)


def test_patches_at_points_write_the_class_table_and_class_pixels(run_algorithm, tmp_path, scene, vectors):
    """Chips at points with labels: the class table and the pixels per class go into PREFIX-sidecar.json, the
    results and the log, counted in the patch cores as the records hold them; the sidecar is a class table
    the import reads. Without labels the export writes none, and removes that one."""
    from tfrecord_bridge.core.layout.class_table import read_class_table
    from tfrecord_bridge.core.layout.sidecar import read_sidecar
    parameters = {"INPUT": [scene[0]], "POINTS": f"{vectors}|layername=points", "PATCH_DIMENSIONS": "6,6",
                  "KERNEL_SIZE": "3,3", "LABEL_LAYER": f"{vectors}|layername=small", "LABEL_FIELD": "cls",
                  "OUTPUT": str(tmp_path / "out"), "PREFIX": "pts"}
    result = run_algorithm("tfrecord:exportpatchesatpoints", parameters)
    pixels = {"1": 0, "2": 0, "3": 0}
    for example in decode_records(result["FILES"]):
        core = tile_of(example, "label", 8)[1:7, 1:7]
        for value in (1, 2, 3):
            pixels[str(value)] += int(np.count_nonzero(core == value))
    assert sum(pixels.values()) > 20
    assert json.loads(result["CLASS_PIXELS"]) == {"all": pixels}
    assert result["SIDECAR"] == str(tmp_path / "out" / "pts-sidecar.json")
    with open(result["SIDECAR"], encoding="utf-8") as stream:
        sidecar = json.load(stream)
    assert sidecar["labels"]["classes"] == [{"value": number, "name": name}
                                            for number, name in enumerate(TEXT_CLASSES, 1)]
    assert sidecar["labels"]["field"] == "cls" and sidecar["classPixels"] == {"all": pixels}
    assert [feature["name"] for feature in sidecar["features"]] == ["b1", "b2", "b3", "label"]
    assert (sidecar["kernelSize"], sidecar["patchDimensions"]) == ([3, 3], [6, 6])
    assert "splits" not in sidecar and "sampling" not in sidecar
    assert read_sidecar(result["SIDECAR"]).labels == sidecar["labels"]
    assert read_class_table(result["SIDECAR"]).names == TEXT_CLASSES
    assert not list((tmp_path / "out").glob("*.partial*"))
    log = "\n".join(run_algorithm.feedback.log)
    assert f"Class pixels (all): 1 (forest) {pixels['1']}, 2 (urban) {pixels['2']}, 3 (water) {pixels['3']}" in log

    without = dict(parameters)
    del without["LABEL_LAYER"], without["LABEL_FIELD"]
    result = run_algorithm("tfrecord:exportpatchesatpoints", without)
    assert result["SIDECAR"] == "" and result["CLASS_PIXELS"] == "{}"
    assert not (tmp_path / "out" / "pts-sidecar.json").exists()


@pytest.mark.qgis_process
def test_qgis_process_exports_labelled_sets(tmp_path, scene, vectors):
    raster, _, valid = scene
    output = tmp_path / "out"
    result = qgis_process(tmp_path / "profile", "run", "tfrecord:exportimage", "--json", "--", f"INPUT={raster}",
                          "PATCH_DIMENSIONS=8,8", f"LABEL_LAYER={vectors}|layername=lines", "LABEL_FIELD=code",
                          "LABEL_ALL_TOUCHED=true", "SPLITS=train=0.75,val=0.25", "SPLIT_BLOCK=3", "SEED=9",
                          "COMPRESSED=false", "WRITE_TFINDEX=true", f"OUTPUT={output}", "PREFIX=cli")
    assert result.returncode == 0, result.stdout + result.stderr
    results = json.loads(result.stdout[result.stdout.index("{"):])["results"]
    reference = np.where(valid, gdal_rasterize(tmp_path, vectors, "lines", "-a", "code", "-at"), 0)
    counts = {}
    for name in ("train", "val"):
        kept = read_index(output / f"cli-{name}-index.json")["patchIndices"]
        counts[name] = len(kept)
        paths = shards(output, f"cli-{name}")
        assert all(os.path.exists(path[:-len(".tfrecord")] + ".tfindex") for path in paths)
        for example, patch in zip(decode_records(paths), kept):
            row, column = divmod(patch, WIDTH // 8)
            assert np.array_equal(tile(example, "label", (8, 8)),
                                  reference[row * 8:row * 8 + 8, column * 8:column * 8 + 8])
    assert results["SETS"] == f"train={counts['train']},val={counts['val']}"
    assert results["PATCHES_KEPT"] == sum(counts.values()) == (WIDTH // 8) * (HEIGHT // 8)
    assert set(json.loads(results["CLASS_PIXELS"])) == {"train", "val"}


def test_the_command_exports_labelled_sets(tmp_path, scene, vectors, capsys):
    from tfrecord_bridge.core.cli import main
    raster, _, valid = scene
    assert main(["export-image", raster, "-o", str(tmp_path), "--prefix", "c", "--patch-dimensions", "20,20",
                 "--label-layer", f"{vectors}|layername=polys", "--label-field", "code", "--label-all-touched",
                 "--splits", "a=0.5,b=0.5", "--split-block", "2", "--seed", "4"]) == 0
    err = capsys.readouterr().err
    assert "Set a: " + str(tmp_path / "c-a-mixer.json") in err
    reference = np.where(valid, gdal_rasterize(tmp_path, vectors, "polys", "-a", "code", "-at"), 0)
    found = []
    for name in ("a", "b"):
        kept = read_index(tmp_path / f"c-{name}-index.json")["patchIndices"]
        found += kept
        for example, patch in zip(decode_records(shards(tmp_path, f"c-{name}")), kept):
            row, column = divmod(patch, 8)
            assert np.array_equal(tile(example, "label", (20, 20)),
                                  reference[row * 20:row * 20 + 20, column * 20:column * 20 + 20])
    assert sorted(found) == list(range(8 * 6))
    with pytest.raises(SystemExit) as exited:
        main(["export-image", raster, "-o", str(tmp_path / "x"), "--splits", "a=0.5"])
    err = capsys.readouterr().err
    assert exited.value.code == 2 and "--splits: give at least two sets" in err and "SPLITS" not in err
    # Refused by the core once the grid is known, in the command's own terms too.
    assert main(["export-image", raster, "-o", str(tmp_path / "x"), "--patch-dimensions", "20,20",
                 "--label-layer", f"{vectors}|layername=polys", "--splits", "a=0.5,b=0.5",
                 "--split-block", "8"]) == 1
    err = capsys.readouterr().err
    assert "--split-block 8: the 8 x 6 patch grid" in err and "--splits (a=0.5,b=0.5)" in err
    assert "SPLIT" not in err and not (tmp_path / "x").exists()


@pytest.mark.parametrize("checks_before_cancel", [0, 1], ids=["while-copying", "while-burning"])
def test_a_cancel_while_the_labels_are_burnt_stops_before_any_file(tmp_path, scene, vectors, checks_before_cancel):
    """A cancel reaches the copy of the features and GDAL's burning (through its progress callback): the export
    stops before it has made its folder."""
    from tfrecord_bridge.core.base.progress import Cancelled, Monitor
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.labels import LabelSource
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    checks = []

    def cancelled():
        checks.append(1)
        return len(checks) > checks_before_cancel

    with pytest.raises(Cancelled):
        export_image(ExportRequest([SourceLayer(scene[0])], tmp_path / "out", "c",
                                   FormatOptions(patchDimensions=[40, 40]),
                                   labels=LabelSource(vectors, "polys", field="code")),
                     monitor=Monitor(is_cancelled=cancelled))
    assert len(checks) > checks_before_cancel  # GDAL may call its callback once more after the stop
    assert not (tmp_path / "out").exists()


# ----------------------------------------------------------------------------- a buffer between the sets


def small_training_scene(folder):
    """A 64 x 48 raster of known values with a nodata hole, and UTM squares labelled 1-3 over it (field code)."""
    raster = str(folder / "small.tif")
    dataset = gdal.GetDriverByName("GTiff").Create(raster, 64, 48, 2, gdal.GDT_Float32)
    dataset.SetGeoTransform((ORIGIN[0], PIXEL, 0, ORIGIN[1], 0, -PIXEL))
    dataset.SetProjection(srs_of(UTM33).ExportToWkt())
    for number in (1, 2):
        values = (np.arange(64 * 48, dtype=np.float32).reshape(48, 64) * number) % 1000
        values[30:40, 5:20] = NODATA
        dataset.GetRasterBand(number).WriteArray(values)
        dataset.GetRasterBand(number).SetNoDataValue(NODATA)
    dataset = None
    vector = str(folder / "squares.geojson")
    source = ogr.GetDriverByName("GeoJSON").CreateDataSource(vector)
    layer = source.CreateLayer("squares", srs_of(UTM33), ogr.wkbPolygon)
    layer.CreateField(ogr.FieldDefn("code", ogr.OFTInteger))
    for number, (column, row, size) in enumerate([(3, 4, 9), (20, 2, 14), (40, 20, 6), (50, 30, 12), (8, 36, 5),
                                                  (28, 26, 3), (60, 2, 3)]):
        x, y = ORIGIN[0] + column * PIXEL, ORIGIN[1] - row * PIXEL
        side = size * PIXEL
        feature = ogr.Feature(layer.GetLayerDefn())
        feature.SetField("code", number % 3 + 1)
        feature.SetGeometry(ogr.CreateGeometryFromWkt(
            f"POLYGON(({x} {y}, {x + side} {y}, {x + side} {y - side}, {x} {y - side}, {x} {y}))"))
        layer.CreateFeature(feature)
    source = None
    return raster, vector


def folder_digest(folder):
    """sha256 of every file of ``folder`` (names and bytes), in name order; the sidecar without its run, whose id
    is each run's own."""
    from helpers import sidecar_without_run
    digest = hashlib.sha256()
    for path in sorted(Path(folder).iterdir()):
        data = path.read_bytes()
        if path.name.endswith("sidecar.json"):
            data = sidecar_without_run(data).encode()
        digest.update(path.name.encode() + b"\0" + data + b"\0")
    return digest.hexdigest()


def test_without_the_buffer_a_training_export_writes_what_it_wrote_before(tmp_path):
    """Off by default: labels, splits, sampling and .tfindex files byte for byte as main wrote them before the
    buffer existed (36cda78), uncompressed so that zlib's version does not enter."""
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.labels import LabelSource
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.export.training import TrainingOptions
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    raster, vector = small_training_scene(tmp_path)
    export_image(ExportRequest([SourceLayer(raster)], tmp_path / "out", "p",
                               FormatOptions(patchDimensions=[4, 4], kernelSize=[9, 9], compressed=False),
                               labels=LabelSource(vector, field="code", name="squares"),
                               training=TrainingOptions("train=0.6,val=0.2,test=0.2", 2, 5, 0.0, 0.5, True)))
    assert folder_digest(tmp_path / "out") == "eecf2462fa91f3f2c91d01739c71c0ef39966000884b2ee59f417cbec0295d6c"


def tile_windows(indices, per_row, patch, kernel):
    """{patch: (x0, y0, x1, y1)}: the grid pixels of each patch's record, the patch and floor(k/2) pixels on each
    side (EE's kernel margins, FORMAT.md 3.1), worked out here from the patch's place alone."""
    (pw, ph), (mx, my) = patch, (kernel[0] // 2, kernel[1] // 2)
    windows = {}
    for index in indices:
        row, column = divmod(int(index), per_row)
        windows[index] = (column * pw - mx, row * ph - my, column * pw + pw + mx, row * ph + ph + my)
    return windows


def painted(windows, shape, origin):
    """A boolean picture of the grid (``shape``, pixel ``origin`` at [0, 0]) with every window's pixels set."""
    picture = np.zeros(shape, dtype=bool)
    for x0, y0, x1, y1 in windows.values():
        picture[y0 - origin[1]:y1 - origin[1], x0 - origin[0]:x1 - origin[0]] = True
    return picture


def shared_pixels(set_windows, patch, kernel, per_row, rows):
    """{(set a, set b): pixels in records of both}, from each set's record windows."""
    margin = (kernel[0] // 2, kernel[1] // 2)
    shape = (rows * patch[1] + 2 * margin[1], per_row * patch[0] + 2 * margin[0])
    pictures = {name: painted(windows, shape, (-margin[0], -margin[1])) for name, windows in set_windows.items()}
    names = sorted(pictures)
    return {(a, b): int(np.count_nonzero(pictures[a] & pictures[b]))
            for position, a in enumerate(names) for b in names[position + 1:]}


@pytest.mark.parametrize("patch", [1, 3, 4, 5, 8, 16])
def test_the_buffer_reach_is_where_the_records_pixels_meet(patch):
    """Two records d patches apart share a pixel exactly when d is within PatchLayout.sharing_reach, for odd and
    even kernels (an even kernel's margins are floor(k/2), as EE's)."""
    from tfrecord_bridge.core.layout.grid import PatchLayout
    for kernel in range(1, 40):
        layout = PatchLayout(patch * 60, (patch + 1) * 60, patch, patch + 1, kernel, kernel + 3)
        windows = tile_windows(range(layout.total_patches), layout.patches_per_row, (patch, patch + 1),
                               (kernel, kernel + 3))
        x0, y0, x1, y1 = windows[0]
        sharing_x = max(d for d in range(layout.patches_per_row) if windows[d][0] < x1)
        sharing_y = max(d for d in range(layout.rows) if windows[d * layout.patches_per_row][1] < y1)
        assert layout.sharing_reach == (sharing_x, sharing_y), (patch, kernel)


@pytest.mark.parametrize("block", [1, 2, 3, 7])
@pytest.mark.parametrize("kernel", [1, 8, 9, 17])
@pytest.mark.parametrize("seed", [0, 7])
def test_with_the_buffer_no_pixel_of_a_record_of_one_set_lies_in_a_record_of_another(kernel, block, seed):
    """Every record's pixel window, built from its patch's place, against every other set's; and no patch left
    out in vain: each shares pixels with a record kept of another set (put back, it would leak). A set emptied
    is refused, only where blocks are narrower than the margins' reach twice over; the shares kept are within 5
    points of those asked, or the log's warning says why; without the buffer the same sets share pixels."""
    from tfrecord_bridge.core.export.training import (
        TrainingOptions,
        TrainingOptionsError,
        assign_sets,
        buffer_shares_warning,
        keep_sets_apart,
    )
    from tfrecord_bridge.core.layout.grid import PatchLayout
    patch, kernels = (8, 6), (kernel, kernel)
    layout = PatchLayout(8 * 30, 6 * 20, 8, 6, kernel, kernel)
    options = TrainingOptions("train=0.6,val=0.2,test=0.2", block, seed, buffer=True)
    names = options.set_names
    sets = assign_sets(layout, options)
    reach = layout.sharing_reach
    try:
        left_out = keep_sets_apart(layout, options, sets)
    except TrainingOptionsError as error:
        assert block < 2 * max(reach) + 1
        from tfrecord_bridge.texts import user_text  # core names the options by key; Processing spells them
        assert user_text(error).startswith(f"SPLIT_BUFFER: the kernel margins of KERNEL_SIZE {kernel},{kernel} reach "
                                     f"{reach[0]} x {reach[1]} patches of PATCH_DIMENSIONS 8,6, so that with "
                                     f"SPLIT_BLOCK {block} the buffer leaves set ")
        return
    per_row, rows = layout.patches_per_row, layout.rows
    kept_windows = {name: tile_windows(np.flatnonzero((sets == number) & ~left_out), per_row, patch, kernels)
                    for number, name in enumerate(names)}
    assert set(shared_pixels(kept_windows, patch, kernels, per_row, rows).values()) == {0}
    margin = (kernel // 2, kernel // 2)
    shape = (rows * 6 + 2 * margin[1], per_row * 8 + 2 * margin[0])
    pictures = {name: painted(kept_windows[name], shape, (-margin[0], -margin[1])) for name in names}
    for index in np.flatnonzero(left_out):
        name = names[sets[index]]
        x0, y0, x1, y1 = tile_windows([index], per_row, patch, kernels)[index]
        window = (slice(y0 + margin[1], y1 + margin[1]), slice(x0 + margin[0], x1 + margin[0]))
        assert any(pictures[other][window].any() for other in names if other != name), (name, index)
    kept = np.bincount(sets[~left_out], minlength=3) / np.count_nonzero(~left_out)
    warning = buffer_shares_warning(layout, options, sets, left_out)
    assert (warning is None) == all(abs(kept - [0.6, 0.2, 0.2]) <= 0.05), (kept, warning)
    if kernel == 1:
        assert not left_out.any()
    else:
        assert left_out.any()
        everything = {name: tile_windows(np.flatnonzero(sets == number), per_row, patch, kernels)
                      for number, name in enumerate(names)}
        assert any(shared_pixels(everything, patch, kernels, per_row, rows).values())


def set_windows_of_export(folder, prefix, names):
    """{set: {patch: window}} of an export, from its index files and sidecar alone."""
    with open(os.path.join(folder, f"{prefix}-sidecar.json"), encoding="utf-8") as stream:
        sidecar = json.load(stream)
    windows, layout = {}, None
    for name in names:
        index = read_index(os.path.join(folder, f"{prefix}-{name}-index.json"))
        layout = (index["patchesPerRow"], index["totalPatches"] // index["patchesPerRow"])
        windows[name] = tile_windows(index["patchIndices"], layout[0], index["patchDimensions"],
                                     sidecar["kernelSize"])
    return windows, layout, sidecar


def test_a_buffered_export_with_sampling_shares_no_pixel_between_its_sets_and_counts_what_it_left_out(tmp_path):
    """From the index files: no pixel of a record of one set in a record of another, with labels, sampling and
    masked patches; the patches the sampling never writes keep no other set away; the counts in the result, the
    sidecar and the log add up; threads change nothing."""
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.labels import LabelSource
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.export.training import TrainingOptions
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    raster, vector = small_training_scene(tmp_path)
    names = ["train", "val", "test"]

    def export(folder, buffer, workers=None, ratio=0.5):
        log = []
        result = export_image(ExportRequest([SourceLayer(raster)], tmp_path / folder, "p",
                                            FormatOptions(patchDimensions=[4, 4], kernelSize=[5, 5], compressed=False),
                                            labels=LabelSource(vector, field="code", name="squares"), threads=workers,
                                            training=TrainingOptions("train=0.6,val=0.2,test=0.2", 3, 5, 0.0,
                                                                     ratio, True, buffer=buffer)), log=log.append)
        return result, log

    plain, _ = export("plain", False)
    result, log = export("buffered", True)
    windows, (per_row, rows), sidecar = set_windows_of_export(tmp_path / "buffered", "p", names)
    assert set(shared_pixels(windows, (4, 4), (5, 5), per_row, rows).values()) == {0}
    before, _, _ = set_windows_of_export(tmp_path / "plain", "p", names)
    assert any(shared_pixels(before, (4, 4), (5, 5), per_row, rows).values())
    left_out = {name: len(before[name]) - len(windows[name]) for name in names}
    assert result.left_out_for_buffer == sum(left_out.values()) > 0
    splits = sidecar["splits"]
    assert (splits["buffer"], splits["leftOutForBuffer"]) == (True, result.left_out_for_buffer)
    assert {name: entry["leftOutForBuffer"] for name, entry in splits["sets"].items()} == left_out
    assert {name: entry["patches"] for name, entry in splits["sets"].items()} == result.sets
    assert result.patch_count == plain.patch_count - result.left_out_for_buffer
    assert (f"Buffer between sets: {n_patches(result.left_out_for_buffer)} left out (train "
            f"{n_patches(left_out['train'])}, val {n_patches(left_out['val'])}, test {n_patches(left_out['test'])}), "
            "whose records would have shared pixels with another "
            "set's (kernel margins reach 1 x 1 patches)") in "\n".join(log)
    # The negatives the sampling leaves out hold no other set away: with every negative kept, more is left out.
    every, _ = export("every", True, ratio=1.0)
    assert every.left_out_for_buffer > result.left_out_for_buffer
    # One thread or four: the same files.
    export("one-thread", True, workers=1)
    assert folder_digest(tmp_path / "one-thread") == folder_digest(tmp_path / "buffered")
    assert plain.left_out_for_buffer == 0


def test_the_sampling_never_writes_a_patch_the_buffer_takes_for_unwritten(tmp_path):
    """sampling_may_keep, from the labels before the image's masks, holds every patch the sampling writes."""
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.labels import LabelSource, labelled_counts, plan_labels, rasterize_labels
    from tfrecord_bridge.core.export.raster_source import SourceLayer, grid_of
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.export.training import TrainingOptions, sampling_may_keep
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    from tfrecord_bridge.core.layout.grid import PatchLayout
    raster, vector = small_training_scene(tmp_path)
    labels = LabelSource(vector, field="code", name="squares")
    options = FormatOptions(patchDimensions=[4, 4], kernelSize=[3, 3])
    grid = grid_of(raster)
    layout = PatchLayout.for_options(grid.width, grid.height, options)
    counts = labelled_counts(rasterize_labels(plan_labels(labels), grid, margin=layout.reach), layout)
    for share, ratio in ((0.0, 0.3), (0.2, 0.0), (0.5, 0.7)):
        training = TrainingOptions([], 4, 3, share, ratio)
        result = export_image(ExportRequest([SourceLayer(raster)], tmp_path / f"{share}-{ratio}", "p", options,
                                            labels=labels, training=training))
        written = read_index(result.index_path)["patchIndices"]
        may_keep = sampling_may_keep(training, counts, 16)
        assert may_keep[written].all() and 0 < len(written) < np.count_nonzero(may_keep) + 1


def test_processing_and_the_command_leave_out_the_same_patches_and_report_them(run_algorithm, tmp_path, scene,
                                                                              capsys):
    """SPLIT_BUFFER and --split-buffer: the same files; LEFT_OUT_FOR_BUFFER, the sidecar and the log agree, and
    with every patch written but those, the sets and the buffer add up to the grid. Off: 0, and no key."""
    from tfrecord_bridge.core.cli import main
    raster = scene[0]
    parameters = {"INPUT": [raster], "PATCH_DIMENSIONS": "8,8", "KERNEL_SIZE": "9,9", "SPLITS": "train=0.6,val=0.4",
                  "SPLIT_BLOCK": 3, "SEED": 2, "SPLIT_BUFFER": True, "OUTPUT": str(tmp_path / "p"), "PREFIX": "b"}
    result = run_algorithm("tfrecord:exportimage", parameters)
    names = ["train", "val"]
    windows, (per_row, rows), sidecar = set_windows_of_export(tmp_path / "p", "b", names)
    assert set(shared_pixels(windows, (8, 8), (9, 9), per_row, rows).values()) == {0}
    left_out = result["LEFT_OUT_FOR_BUFFER"]
    assert left_out == sidecar["splits"]["leftOutForBuffer"] > 0
    assert result["SETS"] == ",".join(f"{name}={len(windows[name])}" for name in names)
    assert result["PATCHES_KEPT"] + left_out == per_row * rows == (WIDTH // 8) * (HEIGHT // 8)
    assert f"Buffer between sets: {n_patches(left_out)} left out (train " in "\n".join(run_algorithm.feedback.log)
    assert main(["export-image", raster, "-o", str(tmp_path / "c"), "--prefix", "b", "--patch-dimensions", "8,8",
                 "--kernel-size", "9,9", "--splits", "train=0.6,val=0.4", "--split-block", "3", "--seed", "2",
                 "--split-buffer"]) == 0
    assert f"Buffer between sets: {n_patches(left_out)} left out" in capsys.readouterr().err
    assert folder_digest(tmp_path / "c") == folder_digest(tmp_path / "p")
    off = run_algorithm("tfrecord:exportimage", dict(parameters, SPLIT_BUFFER=False, OUTPUT=str(tmp_path / "o")))
    assert off["LEFT_OUT_FOR_BUFFER"] == 0 and off["PATCHES_KEPT"] == per_row * rows
    _, _, off_sidecar = set_windows_of_export(tmp_path / "o", "b", names)
    assert not {"buffer", "leftOutForBuffer"} & set(off_sidecar["splits"])
    assert "Buffer between sets" not in "\n".join(run_algorithm.feedback.log)

"""Vector layers to TFRecord and back (tfrecord:exporttable, tfrecord:importtable), in real QGIS."""

import datetime
import json
import os

import numpy as np
import pytest
from qgis.core import (
    QgsApplication,
    QgsFeature,
    QgsGeometry,
    QgsProcessingException,
    QgsProcessingFeatureSourceDefinition,
    QgsProcessingFeedback,
    QgsProcessingModelAlgorithm,
    QgsProcessingModelChildAlgorithm,
    QgsProcessingModelChildParameterSource,
    QgsProcessingModelOutput,
    QgsProcessingModelParameter,
    QgsProcessingParameterFeatureSource,
    QgsProcessingUtils,
    QgsProject,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QByteArray, QDate, QDateTime, Qt, QTime, QVariant

from helpers import model_destination
from qgis_process import qgis_process
from tfrecord_bridge.core import decode_example, encode_example, read_records, tables, write_records
from tfrecord_bridge.core.codec.protos import Example

EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)
NATIVE, FLOAT = 1, 0  # VALUE_TYPE choices
NO_GEOMETRY, CENTROID, WKB = 0, 1, 2  # GEOMETRY choices


def world_map_path():
    path = os.path.join(QgsApplication.pkgDataPath(), "resources", "data", "world_map.gpkg")
    if not os.path.exists(path):
        pytest.fail(f"QGIS's world map sample is missing at {path} (package qgis-common)")
    return path


@pytest.fixture
def countries_layer():
    # The name has 'layer' in it so pytest-qgis hands the layer to the project on teardown:
    # an OGR layer freed after QGIS exits crashes the interpreter.
    layer = QgsVectorLayer(world_map_path() + "|layername=countries", "countries", "ogr")
    assert layer.isValid()
    return layer


def epoch_ms(value):
    return int((value - EPOCH) / datetime.timedelta(milliseconds=1))


# Each row: (values by field, WKT). None is NULL. Fields cover every kind core.tables converts.
SAMPLE_FIELDS = [  # name, memory provider type
    ("count", "integer"), ("big", "int8"), ("ratio", "double"), ("name", "string"), ("day", "date"),
    ("moment", "datetime"), ("clock", "time"), ("flag", "boolean"), ("tags", "stringlist"), ("blob", "binary"),
]
SAMPLE_ROWS = [
    ({"count": 1, "big": 2 ** 40 + 1, "ratio": 0.1, "name": "Zürich – 東京 🌍",
      "day": datetime.date(2024, 2, 29), "moment": datetime.datetime(2024, 3, 1, 12, 30, 45, 123000, EPOCH.tzinfo),
      "clock": datetime.time(1, 2, 3, 456000), "flag": True, "tags": ["a", "ü"], "blob": b"\x00\xff\x10"},
     "POLYGON ((7.5 47.25, 8 47.25, 8 48, 7.5 47.25))"),
    ({"count": -7, "big": None, "ratio": None, "name": None, "day": None, "moment": None, "clock": None,
      "flag": False, "tags": None, "blob": None},
     "POLYGON ((-1e6 -1e6, 1e6 -1e6, 0 3.25e6, -1e6 -1e6))"),
    ({"count": None, "big": -(2 ** 62), "ratio": -12345.678, "name": "", "day": datetime.date(1969, 7, 20),
      "moment": datetime.datetime(1969, 7, 20, 20, 17, 40, tzinfo=EPOCH.tzinfo), "clock": datetime.time(23, 59),
      "flag": None, "tags": ["x"], "blob": b""},
     "POLYGON ((0 0, 4 0, 4 4, 0 4, 0 0), (1 1, 2 1, 2 2, 1 1))"),
    ({name: None for name, _ in SAMPLE_FIELDS}, None),
]


def qt_value(value):
    if value is None:
        return None
    if isinstance(value, datetime.datetime):
        return QDateTime.fromMSecsSinceEpoch(epoch_ms(value), Qt.TimeSpec.UTC)
    if isinstance(value, datetime.date):
        return QDate(value.year, value.month, value.day)
    if isinstance(value, datetime.time):
        return QTime(value.hour, value.minute, value.second, value.microsecond // 1000)
    if isinstance(value, bytes):
        return QByteArray(value)
    return value


@pytest.fixture
def sample_layer():
    """A memory layer of polygons (one with a hole, one NULL) with every attribute kind, unicode text and NULLs."""
    fields = "&".join(f"field={name}:{type_name}" for name, type_name in SAMPLE_FIELDS)
    layer = QgsVectorLayer(f"Polygon?crs=EPSG:3857&{fields}", "sample", "memory")
    features = []
    for values, wkt in SAMPLE_ROWS:
        feature = QgsFeature(layer.fields())
        feature.setAttributes([qt_value(values[name]) for name, _ in SAMPLE_FIELDS])
        if wkt:
            feature.setGeometry(QgsGeometry.fromWkt(wkt))
        features.append(feature)
    ok, _ = layer.dataProvider().addFeatures(features)
    assert ok, layer.dataProvider().lastError()
    assert [f["count"] for f in layer.getFeatures()] == [1, -7, None, None]
    return layer


def expected_value(name, value, value_type):
    """What an attribute comes back as after export and import."""
    if value is None:
        return None
    if isinstance(value, (datetime.date, datetime.time)):
        if isinstance(value, datetime.datetime):
            return epoch_ms(value)
        if isinstance(value, datetime.date):
            return epoch_ms(datetime.datetime(value.year, value.month, value.day, tzinfo=EPOCH.tzinfo))
        return ((value.hour * 60 + value.minute) * 60 + value.second) * 1000 + value.microsecond // 1000
    if isinstance(value, list):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, bytes):
        return value
    if isinstance(value, str):
        return value
    if isinstance(value, float) or value_type == FLOAT:
        return float(np.float32(value))
    return int(value)


def plain(value):
    if value is None or (isinstance(value, QVariant) and value.isNull()):
        return None
    if isinstance(value, QByteArray):
        return bytes(value)
    return value


def output_layer(run, result):
    """processing.run hands back a temporary output as the layer itself, a file as its path."""
    layer = result["OUTPUT"]
    if isinstance(layer, str):
        layer = QgsProcessingUtils.mapLayerFromString(layer, run.context)
    assert layer is not None and layer.isValid()
    return layer


def export(run_algorithm, tmp_path, layer, name="table", **parameters):
    result = run_algorithm("tfrecord:exporttable", {
        "INPUT": layer, "OUTPUT": str(tmp_path / f"{name}.tfrecord.gz"), **parameters})
    assert result["OUTPUT"] == str(tmp_path / f"{name}.tfrecord.gz")
    return result


@pytest.mark.parametrize("value_type", [NATIVE, FLOAT])
def test_sample_layer_round_trips_every_attribute_and_geometry(run_algorithm, tmp_path, sample_layer, value_type):
    result = export(run_algorithm, tmp_path, sample_layer, GEOMETRY=WKB, VALUE_TYPE=value_type)
    assert result["RECORDS"] == len(SAMPLE_ROWS)
    assert not any(name.endswith(".part") for name in os.listdir(tmp_path))

    # Every record parses with protobuf itself; NULLs are absent, not empty.
    for record, (values, wkt) in zip(read_records(result["OUTPUT"]), SAMPLE_ROWS):
        example = Example.FromString(record)
        present = {name for name, value in values.items() if value is not None} | ({"geometry_wkb"} if wkt else set())
        assert set(example.features.feature) == present
        if values["count"] is not None:
            kind = example.features.feature["count"].WhichOneof("kind")
            assert kind == ("int64_list" if value_type == NATIVE else "float_list")
        if values["day"] is not None:
            assert example.features.feature["day"].int64_list.value[0] == expected_value("day", values["day"], 0)

    imported = run_algorithm("tfrecord:importtable", {
        "INPUT": [result["OUTPUT"]], "WKB_FIELD": "geometry_wkb", "CRS": "EPSG:3857",
        "OUTPUT": "TEMPORARY_OUTPUT"})
    layer = output_layer(run_algorithm, imported)
    assert imported["RECORDS"] == len(SAMPLE_ROWS)
    assert layer.fields().names() == [name for name, _ in SAMPLE_FIELDS]
    if value_type == NATIVE:
        assert layer.fields().field("big").type() == QVariant.LongLong
    assert layer.fields().field("blob").type() == QVariant.ByteArray
    assert layer.crs().authid() == "EPSG:3857"
    features = list(layer.getFeatures())
    assert len(features) == len(SAMPLE_ROWS)
    for feature, (values, wkt) in zip(features, SAMPLE_ROWS):
        for name, value in values.items():
            assert plain(feature[name]) == expected_value(name, value, value_type), name
        if wkt:
            assert feature.geometry().equals(QgsGeometry.fromWkt(wkt)), feature.geometry().asWkt()
        else:
            assert feature.geometry().isNull()


def test_world_map_countries_round_trip_through_a_geopackage(run_algorithm, tmp_path, countries_layer):
    result = export(run_algorithm, tmp_path, countries_layer, GEOMETRY=WKB, VALUE_TYPE=NATIVE)
    assert result["RECORDS"] == countries_layer.featureCount() == 240
    for record, feature in zip(read_records(result["OUTPUT"]), countries_layer.getFeatures()):
        stored = Example.FromString(record).features.feature
        assert set(stored) == {name for name in feature.fields().names() if plain(feature[name]) is not None} | {
            "geometry_wkb"}
        assert stored["geometry_wkb"].bytes_list.value[0] == bytes(feature.geometry().asWkb())

    output = str(tmp_path / "countries.gpkg")
    imported = run_algorithm("tfrecord:importtable", {
        "INPUT": [result["OUTPUT"]], "WKB_FIELD": "geometry_wkb", "OUTPUT": output})
    layer = QgsVectorLayer(imported["OUTPUT"], "back", "ogr")
    assert layer.isValid() and layer.featureCount() == 240
    assert layer.wkbType() == countries_layer.wkbType()
    names = countries_layer.fields().names()
    for original, back in zip(countries_layer.getFeatures(), layer.getFeatures()):
        assert [plain(back[name]) for name in names] == [plain(original[name]) for name in names]
        assert back.geometry().asWkb() == original.geometry().asWkb()


def test_selected_features_only_and_chosen_fields(run_algorithm, tmp_path, countries_layer):
    in_project = QgsProject.instance().addMapLayer(countries_layer.clone())
    try:
        in_project.selectByExpression("\"NAME\" IN ('France', 'Japan', 'Chile')")
        source = QgsProcessingFeatureSourceDefinition(in_project.id(), selectedFeaturesOnly=True)
        result = export(run_algorithm, tmp_path, source, FIELDS=["NAME", "ISO_A3"], GEOMETRY=CENTROID)
    finally:
        QgsProject.instance().removeMapLayer(in_project.id())
    records = [decode_example(r) for r in read_records(result["OUTPUT"])]
    assert sorted(f["NAME"][0].decode() for f in records) == ["Chile", "France", "Japan"]
    assert all(list(f) == ["NAME", "ISO_A3", "centroid_x", "centroid_y"] for f in records)

    imported = run_algorithm("tfrecord:importtable", {
        "INPUT": [result["OUTPUT"]], "X_FIELD": "centroid_x", "Y_FIELD": "centroid_y", "OUTPUT": "TEMPORARY_OUTPUT"})
    layer = output_layer(run_algorithm, imported)
    assert layer.geometryType() == 0 and layer.crs().authid() == "EPSG:4326"
    centroids = {f["NAME"]: f.geometry().centroid().asPoint() for f in countries_layer.getFeatures()}
    for feature in layer.getFeatures():
        point, expected = feature.geometry().asPoint(), centroids[feature["NAME"]]
        assert (point.x(), point.y()) == (float(np.float32(expected.x())), float(np.float32(expected.y())))


def test_a_field_named_like_a_geometry_feature_is_refused(run_algorithm, tmp_path):
    layer = QgsVectorLayer("Point?crs=EPSG:4326&field=centroid_x:double", "clash", "memory")
    with pytest.raises(Exception, match="centroid_x"):
        export(run_algorithm, tmp_path, layer, GEOMETRY=CENTROID)
    assert not os.listdir(tmp_path)


def test_cancel_leaves_no_file(run_algorithm, tmp_path, countries_layer):
    feedback = QgsProcessingFeedback()
    feedback.cancel()
    with pytest.raises(Exception, match="Cancelled"):
        run_algorithm("tfrecord:exporttable", {"INPUT": countries_layer, "OUTPUT": str(tmp_path / "t.tfrecord.gz")},
                      feedback=feedback)
    assert not os.listdir(tmp_path)


def test_json_array_fields_of_a_geopackage_become_flat_lists(run_algorithm, tmp_path):
    from osgeo import ogr, osr

    path = str(tmp_path / "json.gpkg")
    dataset = ogr.GetDriverByName("GPKG").CreateDataSource(path)
    wgs84 = osr.SpatialReference()
    wgs84.ImportFromEPSG(4326)
    table = dataset.CreateLayer("json", wgs84, ogr.wkbPoint)
    definition = ogr.FieldDefn("values", ogr.OFTString)
    definition.SetSubType(ogr.OFSTJSON)
    table.CreateField(definition)
    for text in ("[[1, 2], [3]]", '["a", "b"]', None):
        feature = ogr.Feature(table.GetLayerDefn())
        if text is not None:
            feature.SetField("values", text)
        table.CreateFeature(feature)
    dataset = table = None  # closes the file

    json_layer = QgsVectorLayer(path + "|layername=json", "json", "ogr")
    result = export(run_algorithm, tmp_path, json_layer, FIELDS=["values"], VALUE_TYPE=NATIVE)
    del json_layer  # an OGR layer must not outlive QGIS
    stored = [decode_example(record, with_kinds=True) for record in read_records(result["OUTPUT"])]
    assert [(kind, list(values)) for kind, values in (record["values"] for record in stored[:2])] == [
        ("int64", [1, 2, 3]), ("bytes", [b"a", b"b"])]
    assert stored[2] == {}


def test_import_infers_types_across_records_and_splits_lists(run_algorithm, tmp_path):
    path = str(tmp_path / "mixed.tfrecord")
    write_records(path, [
        encode_example({"id": np.array([1]), "value": np.array([5]), "raw": b"\xff\xfe",
                        "vector": np.array([1.5, 2.5, 3.5], np.float32)}),
        encode_example({"id": np.array([2]), "value": np.array([0.25], np.float32), "label": "été",
                        "vector": np.array([4.5], np.float32)}),
    ], compression=None)
    imported = run_algorithm("tfrecord:importtable", {"INPUT": [path], "LISTS": 1, "OUTPUT": "TEMPORARY_OUTPUT"})
    layer = output_layer(run_algorithm, imported)
    types = [(field.name(), field.type()) for field in layer.fields()]
    assert types == [("id", QVariant.LongLong), ("value", QVariant.Double), ("raw", QVariant.ByteArray),
                     ("label", QVariant.String), ("vector_0", QVariant.Double), ("vector_1", QVariant.Double),
                     ("vector_2", QVariant.Double)]
    rows = [[plain(v) for v in f.attributes()] for f in layer.getFeatures()]
    assert rows == [[1, 5.0, b"\xff\xfe", None, 1.5, 2.5, 3.5], [2, 0.25, None, "été", 4.5, None, None]]


def test_import_names_the_missing_geometry_feature(run_algorithm, tmp_path):
    path = str(tmp_path / "plain.tfrecord.gz")
    write_records(path, [encode_example({"a": np.array([1.0], np.float32)})])
    with pytest.raises(Exception, match="'lon'.*a"):
        run_algorithm("tfrecord:importtable", {"INPUT": [path], "X_FIELD": "lon", "Y_FIELD": "lat",
                                               "OUTPUT": "TEMPORARY_OUTPUT"})


def test_core_recovers_the_field_order_from_records_that_left_nulls_out(tmp_path):
    path = str(tmp_path / "order.tfrecord.gz")
    rows = [{"a": None, "b": None, "c": 1, "d": None}, {"a": 1, "b": None, "c": None, "d": "x"},
            {"a": None, "b": 2, "c": 3, "d": None}, {"a": 1, "b": 2, "c": None, "d": None},
            {"a": None, "b": None, "c": 4, "d": "y"}]
    assert tables.write_table(path, rows) == 5
    schema = tables.scan_table_schema([path])
    assert [column.name for column in schema.columns] == ["a", "b", "c", "d"]
    assert schema.records == 5


def test_model_chaining_export_and_import_runs(run_algorithm, tmp_path, countries_layer):
    source = QgsProcessingModelChildParameterSource
    model = QgsProcessingModelAlgorithm("table round trip", "tests")
    model.addModelParameter(QgsProcessingParameterFeatureSource("layer", "Layer"),
                            QgsProcessingModelParameter("layer"))
    export_step = QgsProcessingModelChildAlgorithm("tfrecord:exporttable")
    export_step.setChildId("export")
    export_step.addParameterSources("INPUT", [source.fromModelParameter("layer")])
    export_step.addParameterSources("GEOMETRY", [source.fromStaticValue(WKB)])
    export_step.addParameterSources("VALUE_TYPE", [source.fromStaticValue(NATIVE)])
    export_step.addParameterSources("OUTPUT", [source.fromStaticValue(str(tmp_path / "model.tfrecord.gz"))])
    model.addChildAlgorithm(export_step)
    import_step = QgsProcessingModelChildAlgorithm("tfrecord:importtable")
    import_step.setChildId("import")
    import_step.addParameterSources("INPUT", [source.fromChildOutput("export", "OUTPUT")])
    import_step.addParameterSources("WKB_FIELD", [source.fromStaticValue("geometry_wkb")])
    import_step.addParameterSources("LISTS", [source.fromStaticValue(0)])
    table_output = QgsProcessingModelOutput("table", "Table")
    table_output.setChildOutputName("OUTPUT")
    import_step.setModelOutputs({"table": table_output})
    model.addChildAlgorithm(import_step)
    model.updateDestinationParameters()
    for child in ("export", "import"):
        valid, issues = model.validateChildAlgorithm(child)
        assert valid, issues

    table_output = model_destination(model)
    result = run_algorithm(model, {"layer": countries_layer, table_output: str(tmp_path / "model.gpkg")})
    layer = QgsVectorLayer(result[table_output], "model", "ogr")
    assert layer.isValid() and layer.featureCount() == 240
    assert {f["NAME"] for f in layer.getFeatures()} == {f["NAME"] for f in countries_layer.getFeatures()}


@pytest.mark.qgis_process
def test_qgis_process_exports_the_world_map(tmp_path, countries_layer):
    output = tmp_path / "countries.tfrecord.gz"
    result = qgis_process(tmp_path / "profile", "run", "tfrecord:exporttable", "--",
                          f"INPUT={world_map_path()}|layername=countries", "FIELDS=NAME", f"GEOMETRY={CENTROID}",
                          f"OUTPUT={output}")
    assert result.returncode == 0, result.stdout + result.stderr
    records = [decode_example(r) for r in read_records(output)]
    names = [plain(feature["NAME"]) for feature in countries_layer.getFeatures()]
    assert [record["NAME"][0].decode() if "NAME" in record else None for record in records] == names
    assert all(list(record)[-2:] == ["centroid_x", "centroid_y"] for record in records)


# ----------------------------------------------------------------------------- review findings


def test_default_float_export_of_a_geopackage_imports_back_into_a_geopackage(run_algorithm, tmp_path,
                                                                             countries_layer):
    result = export(run_algorithm, tmp_path, countries_layer, GEOMETRY=WKB)  # float values: fid as a float
    imported = run_algorithm("tfrecord:importtable", {
        "INPUT": [result["OUTPUT"]], "WKB_FIELD": "geometry_wkb", "OUTPUT": str(tmp_path / "back.gpkg")})
    layer = QgsVectorLayer(imported["OUTPUT"], "back", "ogr")
    assert layer.isValid() and layer.featureCount() == 240
    assert [f["fid"] for f in layer.getFeatures()] == [f["fid"] for f in countries_layer.getFeatures()]


def test_an_unknown_crs_is_refused_naming_the_parameter(run_algorithm, tmp_path, countries_layer):
    """QGIS answers a CRS it does not know with an invalid one, which the import took as none (issue 26)."""
    result = export(run_algorithm, tmp_path, countries_layer, FIELDS=["NAME"], GEOMETRY=CENTROID)
    output = tmp_path / "points.gpkg"
    with pytest.raises(QgsProcessingException, match=r"CRS of the geometry \(CRS\): 'EPSG:999999' is not a CRS"):
        run_algorithm("tfrecord:importtable", {"INPUT": [result["OUTPUT"]], "X_FIELD": "centroid_x",
                                               "Y_FIELD": "centroid_y", "CRS": "EPSG:999999", "OUTPUT": str(output)})
    assert not output.exists()


def test_mixed_geometry_types_and_ewkb_import_as_geometries(run_algorithm, tmp_path):
    import struct
    point = QgsGeometry.fromWkt("Point (1 2)")
    polygon = QgsGeometry.fromWkt("Polygon ((0 0, 1 0, 1 1, 0 0))")
    ewkb_point_z = struct.pack("<BIIddd", 1, 0x80000001 | 0x20000000, 4326, 3.0, 4.0, 5.0)
    path = str(tmp_path / "mixed.tfrecord.gz")
    write_records(path, [encode_example({"geometry_wkb": bytes(point.asWkb())}),
                         encode_example({"geometry_wkb": bytes(polygon.asWkb())}),
                         encode_example({"geometry_wkb": ewkb_point_z})])
    imported = run_algorithm("tfrecord:importtable", {"INPUT": [path], "WKB_FIELD": "geometry_wkb",
                                                      "OUTPUT": "TEMPORARY_OUTPUT"})
    layer = output_layer(run_algorithm, imported)
    geometries = [f.geometry() for f in layer.getFeatures()]
    assert [g.constGet().numGeometries() for g in geometries] == [1, 1, 1]
    # The EWKB point has Z, so every geometry gets one (0 where it had none), and M beside it.
    # Compared as WKB: QGIS spells the WKT "PointZM" up to 3.3x and "Point ZM" later.
    first_parts = [bytes(g.constGet().geometryN(0).asWkb()) for g in geometries[:2]]
    assert first_parts == [bytes(QgsGeometry.fromWkt(wkt).asWkb()) for wkt in
                           ("PointZM (1 2 0 0)", "PolygonZM ((0 0 0 0, 1 0 0 0, 1 1 0 0, 0 0 0 0))")]
    assert tables.iso_wkb(ewkb_point_z) == struct.pack("<BIddd", 1, 1001, 3.0, 4.0, 5.0)


def test_bytes_that_are_not_utf8_in_a_text_column_stay_visible(run_algorithm, tmp_path):
    path = str(tmp_path / "k.tfrecord")
    write_records(path, [encode_example({"k": ("bytes", [b"\xff"])}), encode_example({"k": np.array([1.0])})],
                  compression=None)
    imported = run_algorithm("tfrecord:importtable", {"INPUT": [path], "OUTPUT": "TEMPORARY_OUTPUT"})
    assert [f["k"] for f in output_layer(run_algorithm, imported).getFeatures()] == ["\\xff", "1.0"]


@pytest.mark.parametrize("wkts", [["Point (1 2)", "PointZ (1 2 3)"],
                                  ["PointZ (1 2 3)", "PolygonZ ((0 0 1, 1 0 1, 1 1 1, 0 0 1))"]])
def test_geometries_with_z_keep_it_in_a_geopackage(run_algorithm, tmp_path, wkts):
    path = str(tmp_path / "z.tfrecord.gz")
    write_records(path, [encode_example({"geometry_wkb": bytes(QgsGeometry.fromWkt(wkt).asWkb())}) for wkt in wkts])
    imported = run_algorithm("tfrecord:importtable", {"INPUT": [path], "WKB_FIELD": "geometry_wkb",
                                                      "OUTPUT": str(tmp_path / "z.gpkg")})
    layer = QgsVectorLayer(imported["OUTPUT"], "z", "ogr")
    geometries = [f.geometry() for f in layer.getFeatures()]
    assert len(geometries) == 2 and not any(g.isEmpty() for g in geometries)
    assert all(g.constGet().is3D() for g in geometries)
    assert [g.vertexAt(0).z() for g in geometries] == [0.0 if "Z" not in wkts[0] else 3.0,
                                                       3.0 if wkts[1].startswith("PointZ") else 1.0]


# ----------------------------------------------------------------------------- issue 26


@pytest.fixture
def wide_table(tmp_path):
    """A table of 2,801 fields once its 2,800-value list is split (LISTS=1), as a real EE table had."""
    path = str(tmp_path / "wide.tfrecord.gz")
    write_records(path, [encode_example({"id": np.array([index]), "band": np.arange(2800, dtype=np.float32)})
                         for index in range(2)])
    return path


@pytest.mark.parametrize("name, format_name, limit", [("wide.gpkg", "a GeoPackage", "1,999"),
                                                      ("wide.shp", "a Shapefile", "2,046")])
def test_more_fields_than_the_format_holds_are_refused_before_a_file_is_made(run_algorithm, tmp_path, wide_table,
                                                                             name, format_name, limit):
    """Found: QGIS's bare "Could not write feature into OUTPUT", and an empty 64 KB GeoPackage left behind."""
    output = tmp_path / "new" / name
    with pytest.raises(QgsProcessingException, match=rf"{output}: the table has 2,801 fields, more than "
                                                     rf"{format_name} holds \({limit}: .*write it as GeoJSON "
                                                     r"\(\.geojson\) instead"):
        run_algorithm("tfrecord:importtable", {"INPUT": [wide_table], "LISTS": 1, "OUTPUT": str(output)})
    assert not (tmp_path / "new").exists()


def test_the_format_the_refusal_names_takes_the_fields(run_algorithm, tmp_path, wide_table):
    output = tmp_path / "wide.geojson"
    run_algorithm("tfrecord:importtable", {"INPUT": [wide_table], "LISTS": 1, "OUTPUT": str(output)})
    layer = QgsVectorLayer(str(output), "wide", "ogr")
    assert layer.fields().count() == 2801 and layer.featureCount() == 2
    assert [float(f["band_2799"]) for f in layer.getFeatures()] == [2799.0, 2799.0]
    del layer  # an OGR layer must not outlive QGIS


def test_a_shapefile_beyond_255_fields_is_written_with_a_warning(run_algorithm, tmp_path):
    path = str(tmp_path / "t.tfrecord")
    write_records(path, [encode_example({"band": np.arange(300, dtype=np.float32)})], compression=None)
    run_algorithm("tfrecord:importtable", {"INPUT": [path], "LISTS": 1, "OUTPUT": str(tmp_path / "t.shp")})
    assert any("read at most 255 fields" in message for message in run_algorithm.feedback.warnings)


@pytest.mark.qgis_process
def test_qgis_process_refuses_too_many_fields_for_a_geopackage(tmp_path, wide_table):
    output = tmp_path / "x.gpkg"
    result = qgis_process(tmp_path / "profile", "run", "tfrecord:importtable", "--", f"INPUT={wide_table}",
                          "LISTS=1", f"OUTPUT={output}")
    assert result.returncode != 0
    assert f"{output}: the table has 2,801 fields, more than a GeoPackage holds" in result.stdout + result.stderr
    assert "Traceback" not in result.stdout + result.stderr
    assert not output.exists()

"""Issue 42 items 1-2 for exportpatchesatpoints, exporttable and importtable: their Processing parameters and
outputs are exactly their schemas' (core/layout/schema.py), their core reads its choices from there, and the
tables' core takes one request each."""

import pytest

from tfrecord_bridge.core import tables
from tfrecord_bridge.core.export import patches_at_points
from tfrecord_bridge.core.layout.schema import (
    BAND_NAMES,
    CHOICE,
    EXPORT_PATCHES_AT_POINTS,
    EXPORT_TABLE,
    FORMAT_OPTIONS_JSON,
    IMPORT_TABLE,
    INTEGER,
    LABEL_OPTIONS,
    NUMBER,
    OPTION,
    PAIR,
    RESAMPLING_OPTION,
)

SCHEMAS = (EXPORT_PATCHES_AT_POINTS, EXPORT_TABLE, IMPORT_TABLE)


def _text(option, text):
    """The text as Processing shows it untranslated: its {placeholders} filled."""
    return text.format(**dict(option.text_values)) if option.text_values else text


@pytest.mark.parametrize("schema", SCHEMAS, ids=lambda schema: schema.name)
def test_the_parameters_and_outputs_are_exactly_the_schemas(tfrecord_provider, schema):
    from qgis.core import QgsProcessingParameterDefinition

    from tfrecord_bridge.provider.compat import ADVANCED_PARAMETER
    algorithm = tfrecord_provider.algorithm(schema.name)
    definitions = algorithm.parameterDefinitions()
    assert [definition.name() for definition in definitions] == \
        [option.parameter for option in schema if option.parameter]
    for definition in definitions:
        option = schema.by_parameter()[definition.name()]
        assert definition.description() == _text(option, option.label), option.key
        assert definition.help() == _text(option, option.help), option.key
        assert definition.defaultValue() == option.processing_default(), option.key
        assert bool(definition.flags() & ADVANCED_PARAMETER) == option.advanced, option.key
        assert bool(definition.flags() & QgsProcessingParameterDefinition.Flag.FlagOptional) == option.optional, \
            option.key
        if option.kind == CHOICE:
            assert definition.options() == [_text(option, label) for label in option.choice_labels], option.key
        for bound, limit in ((option.minimum, "minimum"), (option.maximum, "maximum")):
            if bound is not None and option.kind in (INTEGER, NUMBER):
                assert getattr(definition, limit)() == bound, option.key
    # Besides the outputs a destination parameter declares (OUTPUT), the schema's, in its order.
    destinations = {definition.name() for definition in algorithm.destinationParameterDefinitions()}
    assert [(output.name(), output.description()) for output in algorithm.outputDefinitions()
            if output.name() not in destinations] == [(output.name, output.label) for output in schema.outputs]


def test_the_points_take_the_shared_options_with_their_own_patch_default():
    """The rows every patch algorithm shares and the label options are the table's own, not copies; only the
    patch dimensions take exportpatchesatpoints's default."""
    for option in LABEL_OPTIONS:
        assert EXPORT_PATCHES_AT_POINTS[option.key] is option
    for key in ("kernelSize", "compressed", "compressionLevel", "maxFileSize", "defaultValue", "valueType"):
        assert EXPORT_PATCHES_AT_POINTS[key] is OPTION[key]
    patch = EXPORT_PATCHES_AT_POINTS["patchDimensions"]
    assert patch.default == OPTION["patchDimensions"].default_at_points == (64, 64) and patch.kind == PAIR
    assert EXPORT_PATCHES_AT_POINTS["bandNames"] is BAND_NAMES
    assert EXPORT_PATCHES_AT_POINTS["formatOptions"] is FORMAT_OPTIONS_JSON
    resampling = EXPORT_PATCHES_AT_POINTS["resampling"]  # its own help: points have no export grid
    assert (resampling.choices, resampling.default) == (RESAMPLING_OPTION.choices, RESAMPLING_OPTION.default)
    for key in ("tensorDepths", "sequenceData", "collapseBands", "maskedThreshold", "edgeMode", "splitBuffer",
                "splitBufferMask"):
        assert key not in EXPORT_PATCHES_AT_POINTS


def test_the_label_value_has_the_range_the_core_burns(tfrecord_provider):
    """exportpatchesatpoints's label value took any number, which the run then refused; it has the label
    option's range now, as exportimage's."""
    definition = tfrecord_provider.algorithm("exportpatchesatpoints").parameterDefinition("LABEL_VALUE")
    assert (definition.minimum(), definition.maximum()) == (-(1 << 31) + 1, (1 << 31) - 2)


def test_the_core_reads_its_choices_from_the_schema():
    assert patches_at_points.EDGE_POINTS is EXPORT_PATCHES_AT_POINTS["edgePoints"].choices
    assert tables.GEOMETRY_MODES is EXPORT_TABLE["geometry"].choices
    assert tables.VALUE_TYPES is EXPORT_TABLE["valueType"].choices is OPTION["valueType"].choices
    assert tables.LIST_MODES is IMPORT_TABLE["lists"].choices
    for schema in SCHEMAS:  # none of them is a command of its own
        assert schema.command is None


def test_a_table_export_request_holds_the_file_written_and_refuses_a_clash(tmp_path):
    request = tables.TableExportRequest(str(tmp_path / "t"), ["a", "b"])
    assert (request.output, request.fields) == (str(tmp_path / "t.tfrecord.gz"), ("a", "b"))
    assert (request.geometry, request.valueType) == (EXPORT_TABLE["geometry"].default, "float")
    with pytest.raises(ValueError, match="centroid_x"):
        tables.TableExportRequest(str(tmp_path / "t"), ["centroid_x"], tables.GEOMETRY_CENTROID)
    with pytest.raises(ValueError, match="unknown geometry"):
        tables.TableExportRequest(str(tmp_path / "t"), ["a"], "points")
    with pytest.raises(ValueError, match="unknown value type"):
        tables.TableExportRequest(str(tmp_path / "t"), ["a"], valueType="double")
    rows = [{"a": 1, "b": "x"}, {"a": 2}]
    assert tables.export_table(tables.TableExportRequest(str(tmp_path / "t"), ["a", "b"], valueType="native"),
                               rows) == 2
    read = tables.TableImportRequest([request.output])
    schema = tables.scan_table(read)
    assert [column.name for column in schema.columns] == ["a", "b"]
    assert [row for row, _ in tables.read_table(read, schema.columns)] == [(1, "x"), (2, None)]


def test_a_table_import_request_builds_geometry_from_xy_or_wkb_alone(tmp_path):
    assert tables.TableImportRequest(["f"], xField="x", yField="y").geometry_keys == ("x", "y")
    assert tables.TableImportRequest(["f"], wkbField="w").geometry_keys == ("w",)
    assert tables.TableImportRequest(["f"]).geometry_keys == ()
    with pytest.raises(ValueError, match="both an X and a Y"):
        tables.TableImportRequest(["f"], xField="x")
    with pytest.raises(ValueError, match="not both"):
        tables.TableImportRequest(["f"], xField="x", yField="y", wkbField="w")
    with pytest.raises(ValueError, match="unknown list mode"):
        tables.TableImportRequest(["f"], lists="columns")
    # The WKB feature the geometry is built from is read beside the columns, not as one.
    path = str(tmp_path / "w.tfrecord.gz")
    tables.write_table(path, [{"id": 1, tables.WKB_KEY: b"\x01\x01\x00\x00\x00" + bytes(16)}])
    request = tables.TableImportRequest([path], wkbField=tables.WKB_KEY)
    schema = tables.scan_table(request)
    assert [column.name for column in schema.columns] == ["id"] and schema.wkb_types == {1}
    ((row, extras),) = tables.read_table(request, schema.columns)
    assert row == (1.0,) and extras == (b"\x01\x01\x00\x00\x00" + bytes(16),)

"""Issue 42's "Done when": an option of an algorithm is one entry of its schema (core/layout/schema.py), and
every interface shows it from there: the Processing parameter, the command's argument, the export panel's field
and the docs page. And the export panel's fields cannot drift from the schema: each shows its option's range,
default and words.

The lookups are generic: the option added is found by its key, parameter and flag, as any option would be.
"""

import importlib.util
import sys
from pathlib import Path

import pytest

from tfrecord_bridge.core.layout.schema import (
    BOOLEAN,
    CHOICE,
    EXPORT_IMAGE,
    INTEGER,
    NUMBER,
    PAIR,
    TEXT,
    Option,
    with_option,
)

ROOT = Path(__file__).resolve().parents[1]
DUMMY = Option("dummyOption", INTEGER, 7, "Dummy", "Dummy help", minimum=1, maximum=9, advanced=True)


@pytest.fixture
def forgotten_settings():
    from qgis.core import QgsSettings
    QgsSettings().remove("tfrecord_bridge")
    yield
    QgsSettings().remove("tfrecord_bridge")


@pytest.fixture
def added_option(tfrecord_provider, monkeypatch):
    """EXPORT_IMAGE with DUMMY added, wherever the schema is held (the algorithm's SCHEMA, each module that
    imported EXPORT_IMAGE); the provider's algorithms made again from the schema as it was afterwards."""
    from tfrecord_bridge.provider.export_image import ExportImageAlgorithm
    extended = with_option(EXPORT_IMAGE, DUMMY)
    monkeypatch.setattr(ExportImageAlgorithm, "SCHEMA", extended)
    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith("tfrecord_bridge") \
                and getattr(module, "EXPORT_IMAGE", None) is EXPORT_IMAGE:
            monkeypatch.setattr(module, "EXPORT_IMAGE", extended)
    yield DUMMY
    monkeypatch.undo()
    tfrecord_provider.refreshAlgorithms()


def _export_image():
    """A fresh tfrecord:exportimage, made as Processing makes one to run."""
    from qgis.core import QgsApplication
    return QgsApplication.processingRegistry().createAlgorithmById("tfrecord:exportimage")


def test_an_option_added_to_the_schema_shows_in_processing_the_command_the_panel_and_the_docs(
        added_option, tmp_path, capsys, forgotten_settings):
    """The issue's "Done when": one entry in the schema, and each interface has the option."""
    _check_processing_parameter(added_option)
    _check_command_argument(added_option, tmp_path, capsys)
    _check_panel_field(added_option)
    _check_docs(added_option)


def _check_processing_parameter(option):
    from qgis.core import QgsProcessingParameterNumber

    from tfrecord_bridge.provider.compat import ADVANCED_PARAMETER
    algorithm = _export_image()  # kept: its parameters are deleted with it
    definition = algorithm.parameterDefinition(option.parameter)
    assert definition is not None, f"{option.parameter} is not a parameter of tfrecord:exportimage"
    assert (definition.description(), definition.help()) == (option.label, option.help)
    assert definition.defaultValue() == option.default
    assert (definition.minimum(), definition.maximum()) == (option.minimum, option.maximum)
    assert definition.dataType() == QgsProcessingParameterNumber.Type.Integer
    assert bool(definition.flags() & ADVANCED_PARAMETER) == option.advanced


def _check_command_argument(option, tmp_path, capsys):
    from tfrecord_bridge.core import cli
    command = next(action for action in cli.build_parser()._actions
                   if action.dest == "command").choices[EXPORT_IMAGE.command]
    (argument,) = [action for action in command._actions if option.flag in action.option_strings]
    assert (argument.dest, argument.help, argument.default) == (option.key, option.help, option.default)
    assert argument.metavar == f"{option.minimum}-{option.maximum}"
    args = command.parse_args(["in.tif", "-o", str(tmp_path), option.flag, "3"])
    assert getattr(args, option.key) == 3
    # Its range: a value outside it is refused before anything is read or written.
    raster = ROOT / "tests" / "data" / "missing.tif"
    with pytest.raises(SystemExit) as exited:
        cli.main(["export-image", str(raster), "-o", str(tmp_path / "out"), option.flag, str(int(option.maximum) + 1)])
    assert exited.value.code == cli.EXIT_USAGE
    assert f"{option.flag} must be {option.minimum} to {option.maximum}" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def _check_panel_field(option):
    from tfrecord_bridge.ui import settings
    from tfrecord_bridge.ui.export_dialog import SETTINGS, ExportPanel
    panel = ExportPanel()
    try:
        field = panel.option_field(option.key)
        assert field is not None, f"the export panel shows no field for {option.key}"
        spin = field.widgets[0]
        assert (spin.minimum(), spin.maximum(), spin.value()) == (option.minimum, option.maximum, option.default)
        assert field.label == option.label and spin.toolTip() == option.tooltip
        assert spin.isVisibleTo(panel)  # its part is shown, as it is hidden while it has no field
        assert panel.parameters()[option.parameter] == option.default
        spin.setValue(3)
        assert panel.parameters()[option.parameter] == 3
        panel.save_settings()  # remembered under its key in snake_case, without an entry in FIELD_DETAILS
        assert settings.read(SETTINGS, "dummy_option", 0) == 3
    finally:
        panel.dispose()
    again = ExportPanel()
    try:
        assert again.option_field(option.key).widgets[0].value() == 3
    finally:
        again.dispose()


# The export panel's fields of today's options, each in its own part.
TODAYS_FIELDS = {
    "labelValue", "labelAllTouched", "labelBand", "pixelSize", "resampling", "patchDimensions", "kernelSize",
    "compressed", "maxFileSize", "defaultValue", "valueType", "tensorDepths", "sequenceData", "collapseBands",
    "maskedThreshold", "edgeMode", "prefix", "splits", "splitBlock", "splitBuffer", "splitBufferMask", "seed",
    "minLabelShare", "negativeRatio", "writeTfindex"}


def test_the_panel_shows_no_other_options_while_every_option_has_its_place(tfrecord_provider):
    from tfrecord_bridge.ui.export_dialog import ExportPanel
    panel = ExportPanel()
    try:
        # Every option of today's schema has its place in a part of its own; an option added later (and only
        # such) lands under Other options until a part places it, so adding one breaks no test here.
        placed_elsewhere = {field.option.key for part in panel.parts if part is not panel.other
                            for field in part.fields}
        assert not {field.option.key for field in panel.other.fields} & TODAYS_FIELDS
        assert TODAYS_FIELDS <= placed_elsewhere
        assert panel.other.isVisibleTo(panel) == bool(panel.other.fields)
    finally:
        panel.dispose()


def _check_docs(option):
    spec = importlib.util.spec_from_file_location("algorithms_doc", ROOT / "scripts" / "algorithms_doc.py")
    algorithms_doc = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(algorithms_doc)
    page = algorithms_doc.algorithms_markdown()
    section = page.split("## tfrecord:exportimage")[1].split("\n## ")[0]
    assert f"| {option.label} *(advanced)* | `{option.parameter}` | {option.default} | {option.help} |" in section


def _expected_range(option):
    """The range the panel's field takes: the schema's, but a positive pair or number (minimum 1) takes 0 too,
    so that a 0 typed is shown refused beside it (option_fields._lowest); no range: the widget's widest."""
    from tfrecord_bridge.ui.option_fields import FLOAT32_MAX, INT_MAX
    widest = INT_MAX if option.kind == INTEGER else FLOAT32_MAX
    minimum = -widest if option.minimum is None else option.minimum
    if option.kind in (PAIR, NUMBER) and minimum == 1:
        minimum = 0
    return minimum, widest if option.maximum is None else option.maximum


def test_every_field_of_the_export_panel_shows_its_options_range_default_and_words(tfrecord_provider,
                                                                                  forgotten_settings):
    from tfrecord_bridge.ui.export_dialog import ExportPanel
    panel = ExportPanel()
    try:
        fields = {field.option.key: field for part in panel.parts for field in part.fields}
        # Each option with a field of its kind has one (the rest are layer lists, folders, the pasted JSON, or
        # the compression level the panel leaves to its default); an option added since, under Other options.
        assert TODAYS_FIELDS <= set(fields)
        assert set(fields) - TODAYS_FIELDS == {field.option.key for field in panel.other.fields}
        for key, field in fields.items():
            option = EXPORT_IMAGE[key]
            assert field.option is option, key
            assert field.label == (option.field_label or option.label), key
            for widget in field.widgets:
                assert widget.toolTip() == option.tooltip, key
            first = field.widgets[0]
            if option.kind in (PAIR, NUMBER, INTEGER):
                for spin in field.widgets:
                    assert (spin.minimum(), spin.maximum()) == _expected_range(option), key
                # And Processing's parameter stops where the field does.
                definition = panel.algorithm.parameterDefinition(option.parameter)
                if option.kind != PAIR and option.maximum is not None:
                    assert definition.maximum() == option.maximum == first.maximum(), key
                values = [spin.value() for spin in field.widgets]
                default = option.default if option.kind == PAIR else [option.default]
                assert values == (list(default) if option.default is not None else [first.minimum()]), key
                if option.kind == NUMBER and option.decimals is not None:
                    assert first.decimals() == option.decimals, key
                if option.default is None:  # its least value stands for none given, and says so
                    assert first.specialValueText() == option.field_text, key
            elif option.kind == BOOLEAN:
                # The panel's own default where FIELD_DETAILS gives one (STAC: checked), else the schema's.
                default = option.default if field.details.default is None else field.details.default
                assert (first.text(), first.isChecked()) == (option.field_text, default), key
            elif option.kind == CHOICE:
                assert [first.itemText(index) for index in range(first.count())] == list(option.choice_labels)
                assert first.currentIndex() == option.choices.index(option.default), key
            else:
                assert first.text() == ((option.default or "") if option.kind == TEXT else ""), key
                assert first.placeholderText() == option.field_text, key
        # The special widgets take their words from the schema too.
        inputs, training, output = panel.inputs, panel.training, panel.output
        assert inputs.crs_widget.toolTip() == EXPORT_IMAGE["targetCrs"].tooltip
        assert inputs.extent_box.toolTip() == EXPORT_IMAGE["extent"].tooltip
        assert inputs.band_table.toolTip() == EXPORT_IMAGE["bandNames"].tooltip
        assert training.label_layer.toolTip() == EXPORT_IMAGE["labelLayer"].tooltip
        assert training.label_field.toolTip() == EXPORT_IMAGE["labelField"].tooltip
        assert output.output_folder.toolTip() == EXPORT_IMAGE["output"].tooltip
    finally:
        panel.dispose()


def test_every_parameter_of_ours_is_copied_as_itself(tfrecord_provider):
    """QGIS copies parameters by clone() (dialogs, the Model Builder, qgis_process): a list of our own class must
    stay that class (its checks and its way of writing values), with everything set on it."""
    from tfrecord_bridge.provider.input_rasters import OwnMultipleLayers
    ours = [(algorithm.id(), parameter) for algorithm in tfrecord_provider.algorithms()
            for parameter in algorithm.parameterDefinitions() if isinstance(parameter, OwnMultipleLayers)]
    assert {type(parameter).__name__ for _, parameter in ours} == {"RasterLayerList", "FileList"}
    for algorithm_id, parameter in ours:
        copy = parameter.clone()
        assert type(copy) is type(parameter), algorithm_id
        assert (copy.name(), copy.description(), copy.flags(), copy.defaultValue(), copy.help(),
                copy.minimumNumberInputs(), copy.layerType()) == (
            parameter.name(), parameter.description(), parameter.flags(), parameter.defaultValue(), parameter.help(),
            parameter.minimumNumberInputs(), parameter.layerType()), algorithm_id


def test_a_check_box_under_other_options_says_itself_without_a_label_above(tfrecord_provider, forgotten_settings):
    """The STAC option's check box ("Write a STAC Item and the folder's catalog.json") had a label above it saying
    the same; a check box with its own words stands alone, its tooltip on it."""
    from qgis.PyQt.QtWidgets import QCheckBox, QFormLayout, QGroupBox

    from tfrecord_bridge.ui.export_dialog import ExportPanel
    panel = ExportPanel()
    try:
        boxes = [field for field in panel.other.fields if isinstance(field.field, QCheckBox)]
        assert "stac" in {field.option.key for field in boxes}
        form = panel.other.findChild(QGroupBox).layout()
        assert isinstance(form, QFormLayout)
        for field in boxes:
            assert form.labelForField(field.field) is None, field.option.key
            assert field.field.text() == field.option.field_text and field.field.toolTip() == field.option.tooltip
    finally:
        panel.deleteLater()

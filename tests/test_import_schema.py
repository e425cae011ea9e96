"""tfrecord:importimage and tfrecord:inspect are made from their schemas (core/layout/schema.py's IMPORT_IMAGE and
INSPECT): the Processing parameters and outputs, the command's import-image and inspect arguments and the import
panel's fields. An option added to a schema, or a text changed in it, shows in every interface (issue 42 item 1)."""

from __future__ import annotations

import dataclasses
import importlib.util
import sys
import time
from pathlib import Path

import pytest
from qgis.core import QgsApplication, QgsProcessingParameterDefinition, QgsSettings
from qgis.gui import QgsFileWidget, QgsMessageBar
from qgis.PyQt.QtCore import QCoreApplication
from qgis.PyQt.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLineEdit

from tfrecord_bridge.core import cli
from tfrecord_bridge.core.layout import schema
from tfrecord_bridge.core.layout.schema import IMPORT_IMAGE, INSPECT, NUMBER, Option, with_option
from tfrecord_bridge.provider.import_image import ImportImageAlgorithm
from tfrecord_bridge.provider.inspect import InspectAlgorithm
from tfrecord_bridge.ui import import_dialog, import_preview, import_source, settings
from tfrecord_bridge.ui.option_fields import FLOAT32_MAX
from tfrecord_bridge.ui.parts import unmatched_parameters

ROOT = Path(__file__).resolve().parents[1]
ALGORITHMS = [(ImportImageAlgorithm, IMPORT_IMAGE), (InspectAlgorithm, INSPECT)]
DUMMY = Option("dummyOption", NUMBER, 7.5, "Dummy option", "What the dummy option does.", "the dummy's command help",
               metavar="X", minimum=0, advanced=True, optional=True)


def _parameters(algorithm_class, algorithm_schema):
    algorithm = algorithm_class()
    algorithm.SCHEMA = algorithm_schema
    algorithm.initAlgorithm()
    return algorithm


@pytest.mark.parametrize(("algorithm_class", "algorithm_schema"), ALGORITHMS, ids=["importimage", "inspect"])
def test_the_processing_parameters_are_the_schemas_options_in_its_order(algorithm_class, algorithm_schema):
    algorithm = _parameters(algorithm_class, algorithm_schema)
    options = [option for option in algorithm_schema if option.parameter]
    assert [definition.name() for definition in algorithm.parameterDefinitions()] == \
        [option.parameter for option in options]
    for option in options:
        definition = algorithm.parameterDefinition(option.parameter)
        assert (definition.description(), definition.help()) == (option.label, option.help), option.key
        advanced = bool(definition.flags() & QgsProcessingParameterDefinition.Flag.FlagAdvanced)
        optional = bool(definition.flags() & QgsProcessingParameterDefinition.Flag.FlagOptional)
        assert (advanced, optional) == (option.advanced, option.optional), option.key
        assert definition.defaultValue() == option.processing_default(), option.key
        if option.kind == schema.CHOICE:
            assert definition.options() == list(option.choice_labels)
    # After the outputs Processing makes of the destination parameters, the schema's, in its order.
    outputs = [(output.name(), output.description()) for output in algorithm.outputDefinitions()]
    assert outputs[-len(algorithm_schema.outputs):] == [(output.name, output.label)
                                                        for output in algorithm_schema.outputs]


@pytest.mark.parametrize(("algorithm_class", "algorithm_schema"), ALGORITHMS, ids=["importimage", "inspect"])
def test_an_option_added_to_the_schema_is_a_processing_parameter(algorithm_class, algorithm_schema):
    algorithm = _parameters(algorithm_class, with_option(algorithm_schema, DUMMY))
    definition = algorithm.parameterDefinition("DUMMY_OPTION")
    assert definition is not None, "the algorithm declares its parameters by hand"
    assert (definition.description(), definition.help(), definition.defaultValue(), definition.minimum()) == \
        ("Dummy option", "What the dummy option does.", 7.5, 0)


def _command_actions(command):
    parser = cli.build_parser()
    subparsers = next(action for action in parser._actions if action.dest == "command")
    return {action.dest: action for action in subparsers.choices[command]._actions}


@pytest.mark.parametrize("algorithm_schema", [IMPORT_IMAGE, INSPECT], ids=["import-image", "inspect"])
def test_the_commands_arguments_are_the_schemas_options(algorithm_schema):
    actions = _command_actions(algorithm_schema.command)
    for option in algorithm_schema:
        if option.flag is None:
            assert option.key not in actions, option.key
            continue
        action = actions[option.key]
        names = [option.flag] if option.positional else [name for name in (option.short_flag, option.flag) if name]
        assert (action.option_strings or [option.flag]) == names, option.key
        assert action.help == (option.command_help or None), option.key
        if option.kind == schema.CHOICE:
            assert list(action.choices) == [choice for choice in option.choices if choice]


@pytest.mark.parametrize("name", ["IMPORT_IMAGE", "INSPECT"])
def test_an_option_added_to_the_schema_is_an_argument_of_the_command(monkeypatch, name):
    monkeypatch.setattr(cli, name, with_option(getattr(schema, name), DUMMY))
    command = getattr(schema, name).command
    output = ["-o", "a.tif"] if command == "import-image" else []
    args = cli.build_parser().parse_args([command, "a.tfrecord", "--dummy-option", "2.5", *output])
    assert args.dummyOption == 2.5


@pytest.fixture
def import_with_dummy(tfrecord_provider, monkeypatch):
    """IMPORT_IMAGE with DUMMY added, wherever it is held (the algorithm's SCHEMA, each module that imported it),
    as an entry added to core/layout/schema.py would be; the provider's algorithms made again from it, and from
    the schema as it was afterwards. Nothing remembered before or after."""
    extended = with_option(IMPORT_IMAGE, DUMMY)
    monkeypatch.setattr(ImportImageAlgorithm, "SCHEMA", extended)
    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith("tfrecord_bridge") \
                and getattr(module, "IMPORT_IMAGE", None) is IMPORT_IMAGE:
            monkeypatch.setattr(module, "IMPORT_IMAGE", extended)
    tfrecord_provider.refreshAlgorithms()
    QgsSettings().remove("tfrecord_bridge")
    yield DUMMY
    QgsSettings().remove("tfrecord_bridge")
    monkeypatch.undo()
    tfrecord_provider.refreshAlgorithms()


def test_an_option_added_to_the_import_schema_shows_in_processing_the_command_the_panel_and_the_docs(
        import_with_dummy):
    """Issue 42's "Done when" for the import: one entry in IMPORT_IMAGE, and each interface has the option."""
    option = import_with_dummy
    algorithm = QgsApplication.processingRegistry().algorithmById("tfrecord:importimage")
    definition = algorithm.parameterDefinition(option.parameter)
    assert definition is not None, f"{option.parameter} is not a parameter of tfrecord:importimage"
    assert (definition.description(), definition.defaultValue(), definition.minimum()) == \
        (option.label, option.default, option.minimum)
    args = cli.build_parser().parse_args([IMPORT_IMAGE.command, "a.tfrecord", "-o", "a.tif", option.flag, "2.5"])
    assert getattr(args, option.key) == 2.5
    _check_import_panel_field(option)
    assert f"| {option.label} *(advanced)* | `{option.parameter}` | {option.default} | {option.help} |" in \
        _algorithms_page().split("## tfrecord:importimage")[1].split("\n## ")[0]


def _check_import_panel_field(option):
    """The panel's field of ``option``: its range, default and words, its value in the parameters, remembered
    under its key in snake_case (without an entry in option_fields.FIELD_DETAILS)."""
    panel = import_dialog.ImportPanel(QgsMessageBar())
    try:
        field = panel.option_field(option.key)
        assert field is not None, f"the import panel shows no field for {option.key}"
        spin = field.widgets[0]
        assert (spin.minimum(), spin.maximum(), spin.value()) == (option.minimum, FLOAT32_MAX, option.default)
        assert (field.label, spin.toolTip()) == (option.label, option.help)
        assert spin.isVisibleTo(panel)  # its part is shown, as it is hidden while it has no field
        # Set once, by Other options, like every other parameter by its part.
        assert not unmatched_parameters(panel.algorithm, panel.parts, import_dialog.LEFT_TO_DEFAULT)
        assert panel.parameters()[option.parameter] == option.default
        spin.setValue(2.5)
        assert panel.parameters()[option.parameter] == 2.5
        panel.save_settings()
        assert settings.read(import_dialog.SETTINGS, "dummy_option", 0.0) == 2.5
    finally:
        panel.dispose()
    again = import_dialog.ImportPanel(QgsMessageBar())
    try:
        assert again.option_field(option.key).widgets[0].value() == 2.5
        assert again.parameters()[option.parameter] == 2.5
    finally:
        again.dispose()


def _algorithms_page():
    """docs/algorithms.md as scripts/algorithms_doc.py writes it, from the algorithms as they are now."""
    spec = importlib.util.spec_from_file_location("algorithms_doc", ROOT / "scripts" / "algorithms_doc.py")
    algorithms_doc = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(algorithms_doc)
    return algorithms_doc.algorithms_markdown()


def test_the_import_panel_shows_no_other_options_while_every_option_has_its_place(tfrecord_provider):
    """Today's options each have a widget of their own, so Other options is hidden: the panel looks as it did.
    An option added to the schema since (none has a widget of its own yet) shows there."""
    panel = import_dialog.ImportPanel(QgsMessageBar())
    try:
        others = [field.option.key for field in panel.other.fields]
        placed = set(_fields(panel))
        assert others == [option.key for option in IMPORT_IMAGE if option.parameter and option.key not in placed]
        assert panel.other.isVisibleTo(panel) == bool(others)
        assert panel.option_field("nodata") is None  # a widget of the output part's own
    finally:
        panel.dispose()


@pytest.fixture
def panel_with(tfrecord_provider, monkeypatch):
    """An import panel made with the schema ``schema_of(IMPORT_IMAGE)`` gives."""
    made = []

    def make(schema_of):
        changed = schema_of(IMPORT_IMAGE)
        for module in (import_dialog, import_source, import_preview):
            monkeypatch.setattr(module, "IMPORT_IMAGE", changed)
        monkeypatch.setattr(ImportImageAlgorithm, "SCHEMA", changed)  # what Other options shows
        bar = QgsMessageBar()
        panel = import_dialog.ImportPanel(bar)
        made.append((panel, bar))
        return panel

    yield make
    for panel, bar in made:
        panel.dispose()
        bar.deleteLater()
    deadline = time.monotonic() + 60
    while QgsApplication.taskManager().countActiveTasks() and time.monotonic() < deadline:  # the previews' tasks
        QCoreApplication.processEvents()
        time.sleep(0.01)


def _retexted(algorithm_schema):
    """Every option with a label, tooltip and placeholder of its own, so that a field's text shows where it is
    from."""
    return dataclasses.replace(algorithm_schema, options=tuple(
        dataclasses.replace(option, field_label=f"label of {option.key}", tooltip=f"tooltip of {option.key}",
                            field_text=f"placeholder of {option.key}",
                            choice_labels=tuple(f"{option.key} {choice}" for choice in option.choices))
        for option in algorithm_schema.options))


def _fields(panel):
    """The widget of each option that has one of its own in a part of the panel."""
    source, preview, output = panel.source_box, panel.preview_box, panel.output_box
    return {"files": source.files_widget, "folder": source.folder_widget, "prefix": source.prefix,
            "mixer": source.mixer_widget, "kernelSize": output.kernel_size, "features": preview.feature_list,
            "nodata": output.nodata, "dataType": output.data_type, "classTable": output.class_table,
            "classFrom": output.class_from, "output": output.output}


def _all_fields(panel):
    """The widget of each option the panel shows: its own, or its field under Other options (an option added to
    the schema since)."""
    return {**_fields(panel), **{field.option.key: field.widgets[0] for field in panel.other.fields}}


def _texts(panel, key, widget):
    """What the field of ``key`` shows: its label, tooltip, and its placeholder, file filter or choices; a check box
    with words of its own, them and its tooltip (no label above it)."""
    if isinstance(widget, QCheckBox) and IMPORT_IMAGE[key].field_text:
        assert widget.parentWidget().layout().labelForField(widget) is None, key
        return {"check box": widget.text(), "tooltip": widget.toolTip()}
    texts = {"label": _label_of(panel, key), "tooltip": widget.toolTip()}
    line = widget.lineEdit() if isinstance(widget, QgsFileWidget) else widget
    if isinstance(line, QLineEdit) and IMPORT_IMAGE[key].field_text:
        texts["placeholder"] = line.placeholderText()
    if isinstance(widget, QgsFileWidget) and IMPORT_IMAGE[key].file_filter:
        texts["filter"] = widget.filter()
    if isinstance(widget, QComboBox):
        texts["choices"] = [widget.itemText(index) for index in range(widget.count())]
    return texts


def _label_of(panel, key):
    widget = _all_fields(panel)[key]
    form = widget.parentWidget().layout()
    assert isinstance(form, QFormLayout)
    return form.labelForField(widget).text()


def test_the_import_panels_fields_take_their_texts_and_choices_from_the_schema(panel_with):
    panel = panel_with(_retexted)
    fields = _all_fields(panel)
    # Every parameter the panel sets is one of the schema's, and it sets every one Processing has.
    set_here = {name for part in panel.parts for name in part.parameter_getters}
    assert set_here == {option.parameter for option in IMPORT_IMAGE if option.parameter}
    assert set(fields) == {option.key for option in IMPORT_IMAGE if option.parameter}
    # The class rows show the Processing parameter's texts (made from the schema), as the Processing dialog does.
    algorithm = QgsApplication.processingRegistry().algorithmById("tfrecord:importimage")
    from_the_algorithm = {"classTable": {"tooltip", "filter"}, "classFrom": {"label", "tooltip", "choices"}}
    for key, widget in fields.items():
        option = IMPORT_IMAGE[key]
        texts = _texts(panel, key, widget)
        definition = algorithm.parameterDefinition(option.parameter)
        expected = {"label": f"label of {key}", "tooltip": f"tooltip of {key}", "check box": f"placeholder of {key}",
                    "placeholder": f"placeholder of {key}", "filter": option.file_filter,
                    "choices": [f"{key} {choice}" for choice in option.choices]}
        for what in from_the_algorithm.get(key, ()):
            expected[what] = {"label": definition.description(), "tooltip": definition.help(),
                              "filter": getattr(definition, "fileFilter", lambda: "")(),
                              "choices": getattr(definition, "options", list)()}[what]
        assert texts == {what: expected[what] for what in texts}, key
    assert set(_texts(panel, "classTable", fields["classTable"])) == {"label", "tooltip", "placeholder", "filter"}


def test_the_import_panels_texts_are_todays_in_english(panel_with):
    """The schema keeps the English of the panel's texts, so their translations carry over."""
    panel = panel_with(lambda same: same)
    fields = _fields(panel)
    assert [_label_of(panel, key) for key in ("files", "nodata", "dataType", "output", "classFrom")] == \
        ["Files", "Nodata", "Data type", "GeoTIFF", "Class of a pixel"]
    assert fields["nodata"].placeholderText() == "none"
    assert fields["dataType"].itemText(0) == "From the values"

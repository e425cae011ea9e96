"""Issue 27: one declaration per export option. The Processing parameters, the command's arguments and the
export dialog's fields are made from core/layout/schema.py's table, and an error about an option names it
as the interface that gave its value spells it."""

import json

import pytest

from tfrecord_bridge.core.layout.format_options import FormatOptions, FormatOptionsError
from tfrecord_bridge.core.layout.schema import EXPORT_OPTIONS, FORMAT_OPTIONS, OPTION, TRAINING_OPTIONS


def test_each_option_is_a_parameter_an_argument_and_a_dialog_field_as_the_table_declares(tfrecord_provider):
    from tfrecord_bridge.core.cli import build_parser
    from tfrecord_bridge.provider.compat import ADVANCED_PARAMETER
    from tfrecord_bridge.ui.export_dialog import ExportPanel
    image = tfrecord_provider.algorithm("exportimage")
    points = tfrecord_provider.algorithm("exportpatchesatpoints")
    command = next(action for action in build_parser()._actions if action.dest == "command").choices["export-image"]
    flags = {flag for action in command._actions for flag in action.option_strings}
    (training_group,) = [group for group in command._action_groups if group.title.startswith("training sets")]
    training_flags = {flag for action in training_group._group_actions for flag in action.option_strings}
    dialog = ExportPanel()
    try:
        for option in EXPORT_OPTIONS:
            definition = image.parameterDefinition(option.parameter)
            assert definition.description() == option.label and definition.help() == option.help, option.key
            assert bool(definition.flags() & ADVANCED_PARAMETER) == option.advanced, option.key
            assert (points.parameterDefinition(option.parameter) is not None) == option.every_patch_algorithm
            assert option.flag in flags, option.key
            if option.format_option:
                assert dialog.options.option_labels[option.key].text() == option.key
                field = dialog.options.option_fields[option.key]
                assert len(dialog.options.option_widgets[option.key]) == len(field.settings)
                for name in field.settings:  # the widget the settings key remembers
                    assert getattr(dialog.options, name) in dialog.options.option_widgets[option.key]
            if option.training:  # among the training options of each interface, made from the row
                (field,) = [field for field in dialog.training.option_fields if field.option is option]
                assert [getattr(dialog.training, name) for name in field.settings] == field.widgets
                assert field.widgets[0].toolTip() == option.tooltip
                assert option.flag in training_flags and not option.format_option
                names = [definition.name() for definition in image.parameterDefinitions()]
                # Right after the block, in the table's order (the buffer, then its mask).
                position = [training.key for training in TRAINING_OPTIONS].index(option.key)
                assert names.index(option.parameter) == names.index("SPLIT_BLOCK") + 1 + position
        # One range for the max file size: the dialog's field stops where the parameter does.
        maximum = image.parameterDefinition(OPTION["maxFileSize"].parameter).maximum()
        assert dialog.options.max_file_size.maximum() == maximum == OPTION["maxFileSize"].maximum
        assert [option.key for option in FORMAT_OPTIONS] == list(FormatOptions().to_ee()) + ["valueType", "edgeMode"]
    finally:
        dialog.dispose()


def test_the_imports_kernel_size_is_described_once_for_every_interface(tfrecord_provider):
    """The import's kernel size: its Processing parameter, the import panel's field and the command's
    --kernel-size take their words from one row (IMPORT_KERNEL_SIZE), which each wrote on its own."""
    from qgis.gui import QgsMessageBar

    from tfrecord_bridge.core.cli import build_parser
    from tfrecord_bridge.core.layout.schema import IMPORT_KERNEL_SIZE
    from tfrecord_bridge.ui.import_dialog import ImportPanel
    definition = tfrecord_provider.algorithm("importimage").parameterDefinition(IMPORT_KERNEL_SIZE.parameter)
    assert (definition.description(), definition.help()) == (IMPORT_KERNEL_SIZE.label, IMPORT_KERNEL_SIZE.help)
    command = next(action for action in build_parser()._actions if action.dest == "command").choices["import-image"]
    (argument,) = [action for action in command._actions if IMPORT_KERNEL_SIZE.flag in action.option_strings]
    assert argument.help == IMPORT_KERNEL_SIZE.command_help
    bar = QgsMessageBar()
    panel = ImportPanel(bar)
    try:
        field = panel.output_box.kernel_size
        assert (field.toolTip(), field.placeholderText()) == (IMPORT_KERNEL_SIZE.help, IMPORT_KERNEL_SIZE.field_text)
    finally:
        panel.dispose()
        bar.deleteLater()


def test_an_error_names_the_option_as_the_interface_that_gave_its_value_spells_it():
    from tfrecord_bridge.core.base.messages import named_options, spelled
    from tfrecord_bridge.core.layout.schema import flag_spelling, parameter_spelling
    with pytest.raises(FormatOptionsError, match="^maxFileSize must be a positive whole number") as raised:
        FormatOptions.from_ee("", named=True, maxFileSize=0)
    # Named once, as the interface spells it; not its parameter then EE's key.
    assert spelled(raised.value, parameter_spelling).startswith("MAX_FILE_SIZE must be a positive")
    assert spelled(raised.value, flag_spelling).startswith("--max-file-size must be a positive")
    assert named_options(raised.value) == ["maxFileSize"]
    with pytest.raises(FormatOptionsError, match="^maxFileSize must be a positive whole number") as raised:
        FormatOptions.from_ee('{"maxFileSize": 0}', named=True, maxFileSize=5)  # the pasted JSON's: EE's key
    assert raised.value.pasted and raised.value.key == "maxFileSize"
    assert spelled(raised.value, parameter_spelling).startswith("maxFileSize must be")
    options = FormatOptions.from_ee("", named=True, tensorDepths="nope:3")
    with pytest.raises(FormatOptionsError) as raised:
        options.check_bands([])
    assert spelled(raised.value, parameter_spelling).startswith("TENSOR_DEPTHS names 'nope'")
    errors = FormatOptions.every_error('{"maskedThreshold": 2}', patchDimensions="0,8")
    assert [(error.key, error.pasted) for error in errors] == [("patchDimensions", False), ("maskedThreshold", True)]


def test_the_dialog_details_of_a_field_are_beside_its_widgets_not_in_core():
    """Issue 42: core's table says what every interface shares; the settings keys a dialog remembers a field
    under, its spin box's step and suffix are the dialog's alone (ui/option_fields.py), one entry per field."""
    from dataclasses import fields

    from tfrecord_bridge.core.layout.schema import Option
    from tfrecord_bridge.ui.option_fields import FIELD_DETAILS
    assert not {"settings", "step", "suffix"} & {field.name for field in fields(Option)}
    from tfrecord_bridge.core.layout.schema import EXPORT_IMAGE
    shown = [option.key for option in EXPORT_OPTIONS if option.format_option or option.training]
    assert set(shown) <= set(FIELD_DETAILS)
    assert list(FIELD_DETAILS) == [option.key for option in EXPORT_IMAGE if option.key in FIELD_DETAILS]
    # The keys users' remembered values are saved under since the table had them (issue 27), and since the panel
    # wrote them by hand (the training box's, the prefix, the resampling): renaming one forgets.
    assert {key: details.settings for key, details in FIELD_DETAILS.items()} == {
        "patchDimensions": ("patch_width", "patch_height"), "kernelSize": ("kernel_width", "kernel_height"),
        "compressed": ("compressed",), "maxFileSize": ("max_file_size",), "defaultValue": ("default_value",),
        "valueType": ("value_type",), "tensorDepths": ("tensor_depths",), "sequenceData": ("sequence_data",),
        "collapseBands": ("collapse_bands",), "maskedThreshold": ("masked_threshold",), "edgeMode": ("edge_mode",),
        "splitBuffer": ("split_buffer",), "splitBufferMask": ("split_buffer_mask",),
        "labelValue": ("label_value",), "labelAllTouched": ("label_all_touched",), "labelBand": ("label_band",),
        "pixelSize": ("pixel_size",), "resampling": ("resampling",), "prefix": ("prefix",), "splits": ("splits",),
        "splitBlock": ("split_block",), "seed": ("seed",), "minLabelShare": ("min_label_share",),
        "negativeRatio": ("negative_ratio",), "writeTfindex": ("write_tfindex",), "stac": ("stac",)}
    # Never remembered before the schema made them, so not now either: each session starts from the default.
    assert [key for key, details in FIELD_DETAILS.items() if not details.remembered] == ["labelValue", "pixelSize"]


def test_the_spin_boxes_step_as_before(tfrecord_provider):
    from tfrecord_bridge.ui.export_dialog import ExportPanel
    dialog = ExportPanel()
    try:
        options = dialog.options
        assert options.max_file_size.singleStep() == 1 << 20 and options.masked_threshold.singleStep() == 0.05
        assert options.default_value.singleStep() == 1 and options.max_file_size.suffix().endswith("bytes")
        assert (options.max_file_size.decimals(), options.default_value.decimals()) == (0, 4)
    finally:
        dialog.dispose()


@pytest.fixture
def forgotten_settings():
    from qgis.core import QgsSettings
    QgsSettings().remove("tfrecord_bridge")
    yield
    QgsSettings().remove("tfrecord_bridge")


def test_the_dialog_remembers_each_option_under_its_settings_key(tfrecord_provider, forgotten_settings):
    from tfrecord_bridge.ui import settings
    from tfrecord_bridge.ui.export_dialog import SETTINGS, ExportPanel
    dialog = ExportPanel()
    try:
        dialog.options.tensor_depths.setText("ndvi:12")
        dialog.options.patch_height.setValue(64)
        dialog.options.edge_mode.setCurrentIndex(1)
        dialog.options.max_file_size.setValue(1000)
        dialog.options.sequence_data.setChecked(True)
        dialog.save_settings()
    finally:
        dialog.dispose()
    assert settings.read(SETTINGS, "tensor_depths", "") == "ndvi:12"
    assert settings.read(SETTINGS, "max_file_size", 0.0) == 1000.0
    again = ExportPanel()
    try:
        assert again.options.tensor_depths.text() == "ndvi:12"  # as typed, not JSON-quoted
        assert (again.options.patch_height.value(), again.options.edge_mode.currentIndex()) == (64, 1)
        assert again.options.max_file_size.value() == 1000 and again.options.sequence_data.isChecked()
    finally:
        again.dispose()


def test_an_error_about_the_buffer_names_it_as_each_interface_spells_it(run_algorithm, tmp_path, capsys):
    """SPLIT_BUFFER (Processing, qgis_process) and --split-buffer (the command): checked without splits, and
    leaving a set no patch, before any file is written."""
    from qgis.core import QgsProcessingException

    from helpers import TEST_DATA
    from tfrecord_bridge.core.cli import main
    from tfrecord_bridge.core.export.training import TrainingOptions, TrainingOptionsError
    raster = str(TEST_DATA / "rasterio" / "RGB.byte.tif")
    from tfrecord_bridge.texts import user_text
    with pytest.raises(TrainingOptionsError, match="^splitBuffer must be true or false, got 'yes'") as raised:
        TrainingOptions(buffer="yes")  # core names the option by its key; Processing spells it
    assert user_text(raised.value) == "SPLIT_BUFFER must be true or false, got 'yes'"
    with pytest.raises(QgsProcessingException, match=r"^SPLIT_BUFFER keeps the sets of SPLITS apart: give SPLITS "
                                                     r"too, or leave out SPLIT_BUFFER"):
        run_algorithm("tfrecord:exportimage", {"INPUT": [raster], "OUTPUT": str(tmp_path / "a"), "SPLIT_BUFFER": True})
    with pytest.raises(SystemExit) as stopped:  # options that do not go together: a usage error
        main(["export-image", raster, "-o", str(tmp_path / "b"), "--split-buffer"])
    assert stopped.value.code == 2
    assert "error: --split-buffer keeps the sets of --splits apart: give --splits too, or leave out --split-buffer" \
        in capsys.readouterr().err
    # A 3 x 2 grid whose margins reach every other patch, set b one patch of six: above its share of 0.1, it
    # gives way, and the buffer would leave it nothing.
    emptied = {"INPUT": [raster], "PATCH_DIMENSIONS": "256,256", "KERNEL_SIZE": "257,257", "SPLITS": "a=0.9,b=0.1",
               "SPLIT_BLOCK": 1, "SPLIT_BUFFER": True, "OUTPUT": str(tmp_path / "c")}
    with pytest.raises(QgsProcessingException, match=r"^SPLIT_BUFFER: the kernel margins of KERNEL_SIZE 257,257 "
                                                     r"reach 1 x 1 patches of PATCH_DIMENSIONS 256,256, so that with "
                                                     r"SPLIT_BLOCK 1 the buffer leaves set 'b' no patch .* use a "
                                                     r"SPLIT_BLOCK of at least 3 "):
        run_algorithm("tfrecord:exportimage", emptied)
    assert main(["export-image", raster, "-o", str(tmp_path / "d"), "--patch-dimensions", "256,256", "--kernel-size",
                 "257,257", "--splits", "a=0.9,b=0.1", "--split-block", "1", "--split-buffer"]) == 1
    err = capsys.readouterr().err
    assert ("error: --split-buffer: the kernel margins of --kernel-size 257,257 reach 1 x 1 patches of "
            "--patch-dimensions 256,256, so that with --split-block 1 the buffer leaves set 'b'") in err
    assert "SPLIT" not in err and "KERNEL_SIZE" not in err
    assert not any((tmp_path / name).exists() for name in "abcd")


def test_a_model_saved_before_the_buffer_existed_still_validates(tfrecord_provider, tmp_path):
    """SPLIT_BUFFER and SPLIT_BUFFER_MASK are optional: a Model Builder model whose exportimage step sets neither
    (every model saved before they existed) validates and runs with the buffer off."""
    import re

    from qgis.core import QgsProcessingModelAlgorithm

    from helpers import ROOT
    saved = (ROOT / "tests" / "data" / "export_import_model.model3").read_text(encoding="utf-8")
    # Qt writes an element's attributes in an order of its own: either order is the same option.
    older, removed = re.subn(r'\s*<Option (?=[^>]*name="SPLIT_BUFFER(_MASK)?")(?=[^>]*type="List")[^>]*>.*?</Option>'
                             r'\s*</Option>', "", saved, flags=re.S)
    assert removed == 2 and "SPLIT_BUFFER" not in older
    (tmp_path / "older.model3").write_text(older, encoding="utf-8")
    model = QgsProcessingModelAlgorithm()
    assert model.fromFile(str(tmp_path / "older.model3"))
    assert model.validate()[0], model.validate()[1]


@pytest.mark.parametrize("typed", ["256", "256,256", "256x256", "256 256", "256 x 256", " 256 , 256 ", "[256, 256]",
                                   "(256, 256)", 256, 256.0, [256, 256], (256, 256), ["256", "256"]])
def test_a_pair_is_typed_as_before_in_the_export_and_the_import(typed):
    """One syntax for patchDimensions and kernelSize, the export's and the import's: a number for both sides,
    two as text, EE's lists."""
    from tfrecord_bridge.core.importing.import_plan import parse_kernel_size
    assert FormatOptions(patchDimensions=typed).patchDimensions == (256, 256)
    pasted = json.dumps({"kernelSize": typed})
    assert FormatOptions.from_ee(pasted, patchDimensions=128).kernelSize == (256, 256)
    assert parse_kernel_size(typed) == (256, 256)


@pytest.mark.parametrize("typed", ["2,x", "256,", ",64", "x256", "256x", "3,,3", "3, ,3", "3 x x 3", "[256,]", "(,5)"])
def test_a_pair_with_an_empty_side_is_refused_naming_the_option(typed):
    """A separator at either end or two in a row leave a side empty: a typo, refused, never one number taken
    for both sides (kernel [2, 2] from '2,x')."""
    from tfrecord_bridge.core.base.import_errors import ImageImportError
    from tfrecord_bridge.core.base.messages import spelled
    from tfrecord_bridge.core.importing.import_plan import parse_kernel_size
    from tfrecord_bridge.core.layout.schema import flag_spelling, parameter_spelling
    with pytest.raises(FormatOptionsError) as raised:
        FormatOptions.from_ee("", named=True, kernelSize=typed)
    assert spelled(raised.value, flag_spelling) == f"--kernel-size must be [width, height], got {typed!r}"
    assert spelled(raised.value, parameter_spelling) == f"KERNEL_SIZE must be [width, height], got {typed!r}"
    with pytest.raises(FormatOptionsError, match=r"^patchDimensions must be \[width, height\]"):
        FormatOptions.from_ee(json.dumps({"patchDimensions": typed}))  # pasted: EE's key
    with pytest.raises(ImageImportError) as refused:
        parse_kernel_size(typed)
    assert spelled(refused.value, flag_spelling).startswith("--kernel-size must be")

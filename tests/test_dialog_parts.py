"""The dialogs are assembled from parts (issue 27): every parameter of their algorithm is set by exactly one
part or left to its default on purpose, so a parameter added, renamed or dropped fails here rather than going
silently unset; and a part's widgets are reached through the part alone, not the dialog.

The dialogs run offscreen against real QGIS, as in test_ui.py, whose fixtures this uses.
"""

import test_ui
from tfrecord_bridge.ui import export_dialog as export_module
from tfrecord_bridge.ui import import_dialog as import_module
from tfrecord_bridge.ui.parts import UNSET, unmatched_parameters

rgb_layer, canvas, message_bar, export_dialog, import_dialog, forget_settings = (
    test_ui.rgb_layer, test_ui.canvas, test_ui.message_bar, test_ui.export_dialog, test_ui.import_dialog,
    test_ui.forget_settings)


def test_the_export_dialogs_parts_set_every_parameter_of_the_algorithm_once(export_dialog):
    assert not unmatched_parameters(export_dialog.algorithm, export_dialog.parts, export_module.LEFT_TO_DEFAULT)
    names = [definition.name() for definition in export_dialog.algorithm.parameterDefinitions()]
    parameters = export_dialog.parameters()
    assert list(parameters) == [name for name in names if name in parameters]  # in the algorithm's order
    assert UNSET not in parameters.values()
    # A widget's one home is its part (dialog.options.patch_width): the dialog does not answer for it.
    assert not hasattr(export_dialog, "patch_width") and not hasattr(export_dialog, "label_band")


def test_the_import_dialogs_parts_set_every_parameter_of_the_algorithm_once(import_dialog):
    assert not unmatched_parameters(import_dialog.algorithm, import_dialog.parts, import_module.LEFT_TO_DEFAULT)
    assert not hasattr(import_dialog, "kernel_label")


def test_a_parameter_no_part_sets_is_named(export_dialog):
    parts = [part for part in export_dialog.parts if "SEED" not in part.parameter_getters]
    assert "SEED is set by no part" in unmatched_parameters(export_dialog.algorithm, parts,
                                                            export_module.LEFT_TO_DEFAULT)
    export_dialog.training.parameter_getters["SPLIT_SEED"] = lambda: 1
    assert "SPLIT_SEED is set but not defined" in unmatched_parameters(
        export_dialog.algorithm, export_dialog.parts, export_module.LEFT_TO_DEFAULT)

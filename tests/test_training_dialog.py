"""The export dialog's training-set controls (issue 16): the label layer, field, value, all-touched choice,
splits, block, seed and sampling become tfrecord:exportimage's parameters, the run writes what they say,
and impossible choices are errors beside them that keep Run disabled, kept up to date as the label layer's
selection changes on the map.

The dialog runs offscreen against real QGIS, as in test_ui.py, whose fixtures it uses.
"""

import json
import os
from pathlib import Path

from qgis.core import QgsFeature, QgsGeometry, QgsProject, QgsVectorLayer

import test_ui
from test_ui import wait_for_run
from tfrecord_bridge.ui.export_dialog import ExportPanel

# test_ui.py's dialog fixtures (the RGB.byte layer on a canvas, the dialog, settings forgotten), shared, not copied.
rgb_layer, canvas, message_bar, export_dialog, forget_settings = (
    test_ui.rgb_layer, test_ui.canvas, test_ui.message_bar, test_ui.export_dialog, test_ui.forget_settings)

LANDCOVER = Path(__file__).resolve().parent / "data" / "landcover" / "landcover.gpkg"
CLASSES = ["cloud", "land", "shallows", "water"]


def landcover_layer():
    layer = QgsVectorLayer(f"{LANDCOVER}|layername=landcover", "landcover", "ogr")
    assert layer.isValid()
    QgsProject.instance().addMapLayer(layer)
    return layer


def read_json(path):
    with open(path, encoding="utf-8") as stream:
        return json.load(stream)


def test_every_training_control_reaches_the_run_and_is_remembered(export_dialog, message_bar, tmp_path):
    landcover = landcover_layer()
    dialog = export_dialog
    dialog.options.patch_width.setValue(64)
    dialog.options.patch_height.setValue(64)
    dialog.training.set_label_layer(landcover, "class")
    dialog.training.label_all_touched.setChecked(True)
    dialog.training.splits.setText("train=0.75,val=0.25")
    dialog.training.split_block.setValue(2)
    dialog.training.seed.setValue(7)
    dialog.training.min_label_share.setValue(0.05)
    dialog.training.negative_ratio.setValue(0.5)
    dialog.output.prefix.setText("lc")
    assert dialog.errors == {} and dialog.run_button.isEnabled()
    parameters = dialog.parameters()
    assert parameters["LABEL_LAYER"] == landcover.id() and parameters["LABEL_FIELD"] == "class"
    assert (parameters["LABEL_ALL_TOUCHED"], parameters["SPLITS"], parameters["SPLIT_BLOCK"], parameters["SEED"],
            parameters["MIN_LABEL_SHARE"], parameters["NEGATIVE_RATIO"]) == (True, "train=0.75,val=0.25", 2, 7,
                                                                             0.05, 0.5)

    run = wait_for_run(dialog.run())
    assert run.succeeded, run.message
    folder = tmp_path / "export"
    sidecar = read_json(folder / "lc-sidecar.json")
    assert [entry["name"] for entry in sidecar["labels"]["classes"]] == CLASSES
    assert sidecar["labels"]["allTouched"] is True and sidecar["labels"]["field"] == "class"
    assert (sidecar["splits"]["blockSize"], sidecar["splits"]["seed"]) == (2, 7)
    assert sidecar["sampling"]["minLabelShare"] == 0.05 and sidecar["sampling"]["negativeRatio"] == 0.5
    assert sidecar["sampling"]["seed"] == 7
    kept = {name: read_json(folder / f"lc-{name}-index.json")["patchIndices"] for name in ("train", "val")}
    assert kept["train"] and kept["val"] and not set(kept["train"]) & set(kept["val"])
    assert f". Sets: train={len(kept['train'])},val={len(kept['val'])}" in message_bar.currentItem().text()

    # A dialog opened later offers the same choices (the label layer is the project's, chosen each time).
    again = ExportPanel(None, message_bar)
    try:
        training = again.training
        assert (training.label_all_touched.isChecked(), training.splits.text(), training.split_block.value(),
                training.seed.value(), training.min_label_share.value(), training.negative_ratio.value()) == \
            (True, "train=0.75,val=0.25", 2, 7, 0.05, 0.5)
    finally:
        again.dispose()


def test_the_label_value_burns_one_class_named_after_the_layer(export_dialog, tmp_path):
    landcover = landcover_layer()
    dialog = export_dialog
    dialog.options.patch_width.setValue(128)
    dialog.options.patch_height.setValue(128)
    dialog.training.set_label_layer(landcover, "")
    dialog.training.label_value.setValue(5)
    parameters = dialog.parameters()
    assert parameters["LABEL_FIELD"] is None and parameters["LABEL_VALUE"] == 5
    dialog.output.prefix.setText("one")
    run = wait_for_run(dialog.run())
    assert run.succeeded, run.message
    labels = read_json(tmp_path / "export" / "one-sidecar.json")["labels"]
    assert labels["classes"] == [{"value": 5, "name": "landcover"}] and labels["field"] is None


def test_selecting_features_on_the_map_updates_the_dialog(export_dialog):
    """'Selected features only' with nothing selected is an error; selecting features on the map, with the
    dialog open and untouched, clears it and enables Run, and clearing the selection brings it back."""
    landcover = landcover_layer()
    dialog = export_dialog
    dialog.training.set_label_layer(landcover, "class")
    dialog.training.label_selected.setChecked(True)
    assert "no selected feature" in dialog.errors["labels"] and not dialog.run_button.isEnabled()
    landcover.selectByIds([feature.id() for feature in landcover.getFeatures()][:3])
    assert dialog.errors == {} and dialog.run_button.isEnabled()
    assert dialog.parameters()["LABEL_LAYER"].selectedFeaturesOnly
    landcover.removeSelection()
    assert "no selected feature" in dialog.errors["labels"] and not dialog.run_button.isEnabled()
    # Another label layer chosen: the first one's selection no longer matters to the dialog.
    dialog.training.set_label_layer(None)
    landcover.selectByIds([feature.id() for feature in landcover.getFeatures()][:1])
    assert "labels" not in dialog.errors
    # The label layer removed from the project while it is chosen: the dialog lets go of it.
    dialog.training.set_label_layer(landcover, "class")
    QgsProject.instance().removeMapLayer(landcover.id())
    assert dialog.training.label_layer_chosen() is None and "LABEL_LAYER" not in dialog.parameters()
    assert dialog.errors == {} and dialog.run_button.isEnabled()


def test_more_sets_than_blocks_is_an_error_beside_the_splits(export_dialog):
    """RGB.byte.tif in 128 x 128 patches is 6 x 5 patches: blocks of 4 x 4 make 2 x 2 blocks, enough for 3 sets;
    blocks of 6 x 6 make one, for 2 sets too few."""
    dialog = export_dialog
    dialog.options.patch_width.setValue(128)
    dialog.options.patch_height.setValue(128)
    dialog.training.splits.setText("train=0.8,val=0.1,test=0.1")
    assert dialog.errors == {}
    dialog.training.split_block.setValue(6)
    assert dialog.errors["training"].startswith("SPLIT_BLOCK 6: the 6 x 5 patch grid holds 1 block of 6 x 6 patches")
    assert not dialog.run_button.isEnabled()
    dialog.training.split_block.setValue(3)
    assert dialog.errors == {} and dialog.run_button.isEnabled()
    assert os.path.basename(dialog.parameters()["OUTPUT"]) == "export"


def test_the_buffer_between_sets_is_a_check_box_that_reaches_the_run_and_is_remembered(export_dialog, message_bar,
                                                                                       tmp_path):
    """The buffer's check box, made from the option table's row: checked without splits it is an error beside the
    training options; with splits, the run leaves out the patches along the sets' edges and says how many."""
    dialog = export_dialog
    dialog.options.patch_width.setValue(32)
    dialog.options.patch_height.setValue(32)
    dialog.options.kernel_width.setValue(9)
    dialog.options.kernel_height.setValue(9)
    assert not dialog.training.split_buffer.isChecked() and dialog.parameters()["SPLIT_BUFFER"] is False
    dialog.training.split_buffer.setChecked(True)
    assert dialog.errors["training"].startswith("The buffer keeps the sets of the splits apart")
    assert not dialog.run_button.isEnabled()
    dialog.training.splits.setText("train=0.5,val=0.5")
    dialog.training.split_block.setValue(3)
    assert dialog.errors == {} and dialog.parameters()["SPLIT_BUFFER"] is True
    dialog.output.prefix.setText("buf")
    run = wait_for_run(dialog.run())
    assert run.succeeded, run.message
    splits = read_json(tmp_path / "export" / "buf-sidecar.json")["splits"]
    assert splits["buffer"] is True and splits["leftOutForBuffer"] > 0
    assert f"; {splits['leftOutForBuffer']:,} patches left out by the buffer between sets" in \
        message_bar.currentItem().text()
    again = ExportPanel(None, message_bar)
    try:
        assert again.training.split_buffer.isChecked()
    finally:
        again.dispose()


def test_the_buffers_mask_is_a_check_box_that_needs_the_buffer_and_reaches_the_run(export_dialog, message_bar,
                                                                                    tmp_path):
    """The mask's check box, made from its row of the option table: checked without the buffer it is an error
    beside the training options; with it, the run keeps every patch and masks the margins another set owns."""
    dialog = export_dialog
    dialog.options.patch_width.setValue(32)
    dialog.options.patch_height.setValue(32)
    dialog.options.kernel_width.setValue(9)
    dialog.options.kernel_height.setValue(9)
    dialog.training.splits.setText("train=0.5,val=0.5")
    dialog.training.split_block.setValue(3)
    assert not dialog.training.split_buffer_mask.isChecked() and dialog.parameters()["SPLIT_BUFFER_MASK"] is False
    dialog.training.split_buffer_mask.setChecked(True)
    assert dialog.errors["training"].startswith("Masking the margins another set owns is a way of the buffer")
    assert not dialog.run_button.isEnabled()
    dialog.training.split_buffer.setChecked(True)
    assert dialog.errors == {} and dialog.parameters()["SPLIT_BUFFER_MASK"] is True
    dialog.output.prefix.setText("masked")
    run = wait_for_run(dialog.run())
    assert run.succeeded, run.message
    splits = read_json(tmp_path / "export" / "masked-sidecar.json")["splits"]
    assert splits["bufferMask"] is True and splits["maskedForBuffer"] > 0 and "leftOutForBuffer" not in splits
    again = ExportPanel(None, message_bar)
    try:
        assert again.training.split_buffer_mask.isChecked()
    finally:
        again.dispose()


def test_label_values_the_run_would_refuse_disable_run_until_the_layer_is_fixed(export_dialog):
    """A label field value that is no whole number, or a field no feature fills, disables Run with the run's own
    reason, naming the feature; correcting the value in the layer (no other change in the dialog) enables Run."""
    layer = QgsVectorLayer("Polygon?crs=EPSG:32618&field=code:double&field=name:string", "fields", "memory")
    features = []
    for code, name in ((1.0, "forest"), (2.5, "water"), (None, None)):
        feature = QgsFeature(layer.fields())
        feature.setAttributes([code, name])
        feature.setGeometry(QgsGeometry.fromWkt("POLYGON((0 0, 10 0, 10 10, 0 0))"))
        features.append(feature)
    assert layer.dataProvider().addFeatures(features)[0]
    QgsProject.instance().addMapLayer(layer)
    dialog = export_dialog
    dialog.training.set_label_layer(layer, "code")
    fid = [feature.id() for feature in layer.getFeatures() if feature["code"] == 2.5][0]
    refusal = dialog.errors.get("labels", "")
    assert f"feature {fid}" in refusal and "2.5" in refusal and "whole numbers" in refusal, dialog.errors
    assert not dialog.run_button.isEnabled()
    layer.startEditing()
    assert layer.changeAttributeValue(fid, 0, 2.0)
    assert "labels" not in dialog.errors and dialog.run_button.isEnabled(), dialog.errors
    # A text field's texts are the classes; one with no text in any feature has nothing to burn.
    dialog.training.set_label_layer(layer, "name")
    assert "labels" not in dialog.errors
    for feature in layer.getFeatures():
        layer.changeAttributeValue(feature.id(), 1, "  ")
    assert "has no feature with a 'name' value: nothing to burn" in dialog.errors.get("labels", ""), dialog.errors
    assert not dialog.run_button.isEnabled()
    layer.rollBack()
    assert "labels" not in dialog.errors and dialog.run_button.isEnabled(), dialog.errors

"""The panels' runs in Processing's History, and the run copied as a command (issue 44 item 8), as QGIS's own
Processing dialogs keep and offer theirs: a real panel run in QGIS's task manager, the History read as QGIS's
History dialog reads it, and the copied commands run for real, by the real qgis_process and by processing.run."""

import gzip
import json
import re
import shlex
import shutil
from pathlib import Path

import numpy as np
import pytest
from osgeo import gdal
from qgis.core import (
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsProcessingContext,
    QgsProcessingFeatureSourceDefinition,
    QgsProject,
    QgsRasterLayer,
    QgsRectangle,
    QgsReferencedRectangle,
    QgsVectorLayer,
)
from qgis.gui import QgsGui
from qgis.PyQt.QtCore import QDateTime
from qgis.PyQt.QtWidgets import QApplication

import test_predict_panel
import test_ui
from qgis_process import qgis_process
from test_ui import tfrecord_files, wait_for_preview, wait_for_run
from tfrecord_bridge.ui.history import built_qgis_process_command

RGB = "RGB.byte.tif"
# test_predict_panel.py's: a small 3-band scene in a new project.
predict_scene_path = test_predict_panel.scene_path


@pytest.fixture
def predict_scene(qgis_new_project, predict_scene_path):
    layer = QgsRasterLayer(predict_scene_path, "scene")
    QgsProject.instance().addMapLayer(layer)
    yield layer
    QgsProject.instance().removeAllMapLayers()


# test_ui.py's fixtures: the panels on a new project showing RGB.byte.tif, and an export of it.
canvas, export_dialog, import_dialog, message_bar = (test_ui.canvas, test_ui.export_dialog, test_ui.import_dialog,
                                                     test_ui.message_bar)
forget_settings, rgb_export, rgb_export_files, rgb_layer = (test_ui.forget_settings, test_ui.rgb_export,
                                                            test_ui.rgb_export_files, test_ui.rgb_layer)


def history_entries():
    """Processing's History as its dialog lists it, oldest first: (algorithm id, Python command) of each run. QGIS
    3.24 and later keep it in QgsGui's history registry, 3.22 in processing.core.ProcessingLog's file."""
    if hasattr(QgsGui, "historyProviderRegistry"):
        entries = QgsGui.historyProviderRegistry().queryEntries(QDateTime(), QDateTime(), "processing")
        return [(entry.entry["algorithm_id"], entry.entry["python_command"]) for entry in entries]
    from processing.core.ProcessingLog import ProcessingLog
    return [(re.match(r'processing\.run\("([^"]+)"', entry.text).group(1), entry.text)
            for entry in ProcessingLog.getLogEntries()]


def new_history_entries(before):
    return history_entries()[len(before):]


def copied(panel, action):
    """What the panel's Advanced menu puts on the clipboard, the menu opened as a user opens it."""
    QApplication.clipboard().clear()
    panel.advanced_button.menu().aboutToShow.emit()
    assert action.isEnabled(), action.toolTip()
    action.trigger()
    return QApplication.clipboard().text()


def run_pasted(command, tmp_path):
    """The command pasted into a shell: the real qgis_process (the checkout's plugin, a profile of its own)."""
    words = shlex.split(command)
    assert words[:2] == ["qgis_process", "run"], command
    result = qgis_process(tmp_path / "profile", *words[1:])
    assert result.returncode == 0, result.stdout + result.stderr
    return result


def export_files(folder):
    """An export's content, whatever the run: each shard's records (not the GZIP bytes, which hold a time), the
    mixer, and the sidecar without its run's id."""
    files = {Path(path).name: gzip.decompress(Path(path).read_bytes()) for path in tfrecord_files(folder)}
    sidecars = sorted(folder.glob("*-sidecar.json"))
    assert files and sidecars
    for path in [*folder.glob("*-mixer.json"), *sidecars]:
        data = json.loads(path.read_text(encoding="utf-8"))
        data.pop("run", None)
        files[path.name] = data
    return files


@pytest.mark.qgis_process
def test_an_export_panel_run_is_in_the_history_and_its_copied_commands_write_the_same_files(
        export_dialog, shared_data, tmp_path):
    import processing
    export_dialog.options.patch_width.setValue(200)
    export_dialog.options.patch_height.setValue(100)
    export_dialog.output.prefix.setText("rgb")
    before = history_entries()
    export_dialog.options.patch_height.setValue(0)
    assert export_dialog.run() is None  # refused before it starts: no run, no History entry
    export_dialog.options.patch_height.setValue(100)
    run = wait_for_run(export_dialog.run())
    assert run.succeeded, run.message

    (entry,) = new_history_entries(before)
    algorithm, python_command = entry
    assert algorithm == "tfrecord:exportimage"
    # The parameters the panel gave, its layer as its file (the History runs again in another session).
    assert "'PATCH_DIMENSIONS':'200,100'" in python_command and "'PREFIX':'rgb'" in python_command
    assert f"'INPUT':['{shared_data / 'rasterio' / RGB}']" in python_command
    assert python_command == copied(export_dialog, export_dialog.copy_python_action)
    folder = tmp_path / "export"
    written = export_files(folder)
    assert len([name for name in written if ".tfrecord" in name]) == 1

    # The History's command, run again as its dialog runs it (processing.run in this QGIS), writes the same files.
    shutil.rmtree(folder)
    exec(python_command, {"processing": processing})
    assert export_files(folder) == written

    # And the qgis_process command pasted into a shell.
    command = copied(export_dialog, export_dialog.copy_qgis_process_action)
    assert {"tfrecord:exportimage", "--PATCH_DIMENSIONS=200,100"} <= set(shlex.split(command))
    shutil.rmtree(folder)
    run_pasted(command, tmp_path)
    assert export_files(folder) == written


@pytest.mark.qgis_process
def test_an_import_panel_run_is_in_the_history_and_its_copied_command_writes_the_same_raster(
        import_dialog, rgb_export, tmp_path):
    shards = tfrecord_files(rgb_export)
    import_dialog.source_box.set_files(shards)
    wait_for_preview(import_dialog)
    import_dialog.preview_box.set_feature_checked("b2", False)
    output = tmp_path / "rgb back.tif"  # a space: the command quotes it for the shell
    import_dialog.output_box.output.setFilePath(str(output))
    before = history_entries()
    run = wait_for_run(import_dialog.run())
    assert run.succeeded, run.message

    (entry,) = new_history_entries(before)
    assert entry[0] == "tfrecord:importimage"
    assert "'FEATURES':'b1,b3'" in entry[1] and repr(str(output)) in entry[1] and repr(shards[0]) in entry[1]
    dataset = gdal.Open(str(output))
    written = dataset.ReadAsArray(), dataset.GetGeoTransform(), dataset.GetProjection()
    dataset = None
    QgsProject.instance().removeAllMapLayers()  # the panel's layer lets the file go
    output.unlink()

    command = copied(import_dialog, import_dialog.copy_qgis_process_action)
    # A list: the parameter repeated, as qgis_process takes it.
    assert [word for word in shlex.split(command) if word.startswith("--INPUT=")] == [f"--INPUT={shard}"
                                                                                      for shard in shards]
    run_pasted(command, tmp_path)
    dataset = gdal.Open(str(output))
    np.testing.assert_array_equal(dataset.ReadAsArray(), written[0])
    assert (dataset.GetGeoTransform(), dataset.GetProjection()) == written[1:]


def test_a_predict_panel_run_is_in_the_history(tfrecord_provider, predict_scene, message_bar, tmp_path):
    pytest.importorskip("onnxruntime")
    panel = test_predict_panel.make_panel(message_bar)
    try:
        test_predict_panel.fill(panel, "argmax_int64", tmp_path)
        before = history_entries()
        run = wait_for_run(panel.run())
        assert run.succeeded, run.message
        (entry,) = new_history_entries(before)
        assert entry[0] == "tfrecord:predict" and entry[1] == panel.python_command()
        assert repr(test_predict_panel.model("argmax_int64")) in entry[1]
        assert f"--INPUT={predict_scene.source()}" in shlex.split(panel.qgis_process_command())
    finally:
        panel.dispose()


def test_the_advanced_menu_offers_both_commands_of_the_choices_as_they_stand(export_dialog):
    assert [action.text() for action in export_dialog.advanced_button.menu().actions()] == [
        "Copy as Python command", "Copy as qgis_process command"]
    export_dialog.output.prefix.setText("first")
    assert "'PREFIX':'first'" in copied(export_dialog, export_dialog.copy_python_action)
    export_dialog.output.prefix.setText("second")
    assert "--PREFIX=second" in shlex.split(copied(export_dialog, export_dialog.copy_qgis_process_action))


def test_a_choice_only_this_qgis_holds_disables_the_qgis_process_command_saying_why(export_dialog, tmp_path):
    polygons = QgsVectorLayer("Polygon?crs=EPSG:32618&field=class:integer", "drawn", "memory")
    QgsProject.instance().addMapLayer(polygons)
    export_dialog.training.set_label_layer(polygons)
    export_dialog.advanced_button.menu().aboutToShow.emit()
    action = export_dialog.copy_qgis_process_action
    assert not action.isEnabled()
    assert "a layer held in memory" in action.toolTip()
    assert export_dialog.qgis_process_command() is None
    assert "processing.run(\"tfrecord:exportimage\"" in export_dialog.python_command()  # that one still works


def test_the_command_qgis_3_22_cannot_write_is_built_as_qgis_process_reads_it(tfrecord_provider, rgb_layer,
                                                                              shared_data, tmp_path):
    """QGIS 3.22 has no asQgisProcessCommand: the plugin's own, tried here on every QGIS."""
    algorithm = QgsApplication.processingRegistry().algorithmById("tfrecord:exportimage")
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    rgb = str(shared_data / "rasterio" / RGB)
    other = str(tmp_path / "it's here.tif")
    parameters = {"INPUT": [rgb_layer.id(), other], "ARRAY_LAYERS": [], "BAND_NAMES": "a b,c",
                  "EXTENT": QgsReferencedRectangle(QgsRectangle(1.5, 2.0, 3.25, 4.0),
                                                   QgsCoordinateReferenceSystem("EPSG:32618")),
                  "TARGET_CRS": QgsCoordinateReferenceSystem("EPSG:4326"), "PIXEL_SIZE": 0.25, "COMPRESSED": False,
                  "MAX_FILE_SIZE": 1073741824.0, "VALUE_TYPE": 1, "PREFIX": "RGB", "OUTPUT": str(tmp_path / "out")}
    command = built_qgis_process_command(algorithm, parameters, context)
    assert shlex.split(command) == [
        "qgis_process", "run", "tfrecord:exportimage", f"--INPUT={rgb}", f"--INPUT={other}", "--BAND_NAMES=a b,c",
        "--EXTENT=1.5,3.25,2.0,4.0 [EPSG:32618]", "--TARGET_CRS=EPSG:4326", "--PIXEL_SIZE=0.25",
        "--COMPRESSED=false", "--MAX_FILE_SIZE=1073741824", "--VALUE_TYPE=1",
        f"--OUTPUT={tmp_path / 'out'}", "--PREFIX=RGB"]  # PREFIX names a layer, yet is no layer parameter
    # What a new process cannot be given: a layer's selected features.
    selected = QgsProcessingFeatureSourceDefinition(rgb_layer.id(), True)
    assert built_qgis_process_command(algorithm, {**parameters, "LABEL_LAYER": selected}, context) is None

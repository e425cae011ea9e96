"""The predict panel (ui/predict_dialog.py, issue 43 items 1 and 5): opened from the plugin's menu beside the export
and import panels, its fields made from the PREDICT schema, the model's contract or its refusal shown before Run,
Run writing the GeoTIFF and adding it styled as tfrecord:predict styles it, its choices remembered, and, without
onnxruntime, a pointer to the settings page that installs it with Run disabled. Real models (tests/models), a
small real raster, the real algorithm in QGIS's task manager."""

from __future__ import annotations

import numpy as np
import pytest
from osgeo import gdal
from qgis.core import QgsApplication, QgsProject, QgsRasterLayer, QgsSettings
from qgis.gui import QgsMessageBar
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QApplication, QComboBox, QSpinBox, QWidget

import tfrecord_bridge
from helpers import ROOT, require_onnxruntime, write_float_bands
from test_ui import InterfaceWithRasterMenu, laptop_window, rgb_layer, texts_cut_short, wait_for, wait_for_run  # noqa: F401  fixtures: a 1366 x 768 window (it shows rgb_layer)
from tfrecord_bridge.core.layout.schema import PREDICT
from tfrecord_bridge.core.predict import runtime
from tfrecord_bridge.plugin import MENU
from tfrecord_bridge.texts import PLUGIN_NAME

MODELS = ROOT / "tests" / "models"
WIDTH, HEIGHT, NODATA = 40, 30, -1.0


def model(name):
    return str(MODELS / f"{name}.onnx")


@pytest.fixture(autouse=True)
def forget_settings():
    QgsSettings().remove("tfrecord_bridge")
    yield
    QgsSettings().remove("tfrecord_bridge")


@pytest.fixture(scope="module")
def scene_path(tmp_path_factory):
    """A 3-band float raster with nodata in one band."""
    values = np.random.default_rng(5).normal(0, 1.5, (3, HEIGHT, WIDTH)).astype(np.float32)
    values[1, 4:7, 10:15] = NODATA
    path = tmp_path_factory.mktemp("predict_panel") / "scene.tif"
    write_float_bands(path, values, NODATA)
    return str(path)


@pytest.fixture
def scene(qgis_new_project, scene_path):
    layer = QgsRasterLayer(scene_path, "scene")
    assert layer.isValid()
    QgsProject.instance().addMapLayer(layer)
    yield layer
    QgsProject.instance().removeAllMapLayers()


@pytest.fixture
def message_bar():
    bar = QgsMessageBar()
    yield bar
    bar.deleteLater()


def make_panel(message_bar):
    from tfrecord_bridge.ui.predict_dialog import PredictPanel
    panel = PredictPanel(None, message_bar)
    panel.show()
    return panel


@pytest.fixture
def panel(tfrecord_provider, scene, message_bar, tmp_path):
    panel = make_panel(message_bar)
    yield panel
    panel.dispose()
    if panel.last_run is not None and panel.last_run.running:
        panel.last_run.cancel()
        wait_for_run(panel.last_run)


def fill(panel, name, tmp_path, patches=(16, 16), kernel=(3, 3)):
    """The model ``name`` over the scene in patches x kernel, written to tmp_path/NAME.tif."""
    panel.other.patch_width.setValue(patches[0])
    panel.other.patch_height.setValue(patches[1])
    panel.other.kernel_width.setValue(kernel[0])
    panel.other.kernel_height.setValue(kernel[1])
    panel.output.output.setFilePath(str(tmp_path / f"{name}.tif"))
    panel.model.model.setFilePath(model(name))
    QApplication.processEvents()


def test_the_panel_opens_from_the_menu_and_docks_beside_the_others(qgis_processing, frozen_canvas, scene):
    iface = InterfaceWithRasterMenu(frozen_canvas)
    iface.mainWindow().show()
    plugin = tfrecord_bridge.classFactory(iface)
    plugin.initGui()
    try:
        actions = {action.text(): action for action in iface.plugin_submenu(MENU).actions()}
        actions["Export raster to TFRecord..."].trigger()
        actions["Predict with an ONNX model..."].trigger()
        panel = plugin.predict_panel
        assert panel is not None and panel.isVisible()
        assert panel.algorithm.id() == "tfrecord:predict"
        window = iface.mainWindow()
        assert window.dockWidgetArea(panel) == Qt.DockWidgetArea.RightDockWidgetArea
        assert window.tabifiedDockWidgets(panel) == [plugin.export_panel]  # a tab beside the export's
        panel.close()
        actions["Predict with an ONNX model..."].trigger()
        assert plugin.predict_panel is panel and panel.isVisible()  # one panel, shown again
    finally:
        plugin.unload()
    assert plugin.predict_panel is None


def test_its_fields_are_the_predict_schemas_options(panel):
    """Label, default and range of each option left to "Other options" come from PREDICT; the patch options
    without a default show "default" and are left out of the parameters (the sidecar's, else EE's)."""
    fields = {field.option.key: field for field in panel.other.fields}
    for key in ("patchDimensions", "kernelSize", "defaultValue", "valueType", "edgeMode", "layout", "scale",
                "offset", "batchSize", "modelOutput", "outputNames", "classFrom", "nodata"):
        assert key in fields, key
        assert fields[key].label == (PREDICT[key].field_label or PREDICT[key].label)
    batch = fields["batchSize"].widgets[0]
    assert isinstance(batch, QSpinBox) and batch.minimum() == PREDICT["batchSize"].minimum - 1
    assert batch.specialValueText() == "default"
    layout = fields["layout"].widgets[0]
    assert isinstance(layout, QComboBox) and layout.currentIndex() == PREDICT["layout"].choices.index("auto")
    value_type = fields["valueType"].widgets[0]
    assert value_type.itemText(0) == "default" and value_type.count() == len(PREDICT["valueType"].choices) + 1
    assert panel.other.patch_width.specialValueText() == "default"
    assert panel.other.patch_width.maximum() == PREDICT["patchDimensions"].maximum
    parameters = panel.parameters()
    for name in ("PATCH_DIMENSIONS", "KERNEL_SIZE", "VALUE_TYPE", "BATCH_SIZE", "DEFAULT_VALUE"):
        assert name not in parameters, name
    assert parameters["EDGE_MODE"] == PREDICT["edgeMode"].choices.index("pad")
    assert panel.ee.ee_prefix.text() == PREDICT["eePrefix"].default
    panel.other.patch_width.setValue(32)
    panel.other.patch_height.setValue(24)
    value_type.setCurrentIndex(1 + PREDICT["valueType"].choices.index("native"))
    assert panel.parameters()["PATCH_DIMENSIONS"] == "32,24"
    assert panel.parameters()["VALUE_TYPE"] == PREDICT["valueType"].choices.index("native")


def test_choosing_a_model_shows_its_contract(panel, tmp_path):
    require_onnxruntime()
    assert not panel.run_button.isEnabled()  # no model yet
    assert panel.error_labels["model"].text() == "Choose the ONNX model (.onnx) to run over the patches."
    fill(panel, "conv_nchw", tmp_path)
    contract = panel.model.contract_label
    assert contract.isVisible(), panel.errors
    assert "float32 [" in contract.text() and "channels-first" in contract.text(), contract.text()
    assert "onnxruntime" in contract.text()
    assert not panel.errors and panel.run_button.isEnabled()


def test_a_model_that_does_not_fit_shows_the_refusal_and_disables_run(panel, tmp_path):
    require_onnxruntime()
    fill(panel, "static_64", tmp_path)
    words = panel.error_labels["model"].text()
    assert panel.error_labels["model"].isVisible()
    assert "static_64.onnx wants image float32 [N, 3, 64, 64]" in words, words
    assert "the patches are 3 bands of 18 x 18 (16 x 16 patches, kernel 3 x 3)" in words, words
    assert not panel.model.contract_label.isVisible()
    assert not panel.run_button.isEnabled() and panel.run() is None
    # Cut to fit: the refusal goes, the contract shows, Run is enabled.
    panel.other.patch_width.setValue(62)
    panel.other.patch_height.setValue(62)
    assert not panel.error_labels["model"].isVisible() and panel.model.contract_label.isVisible()
    assert panel.run_button.isEnabled()


def test_run_writes_the_geotiff_and_adds_the_layer_styled(panel, message_bar, tmp_path):
    require_onnxruntime()
    fill(panel, "argmax_int64", tmp_path)
    assert panel.run_button.isEnabled(), panel.errors
    run = wait_for_run(panel.run())
    assert run.succeeded, run.message
    written = gdal.Open(str(tmp_path / "argmax_int64.tif"))
    assert (written.RasterXSize, written.RasterYSize) == (WIDTH, HEIGHT)
    assert written.GetGeoTransform() == (500000, 10, 0, 4100000, 0, -10)
    (layer,) = QgsProject.instance().mapLayersByName("argmax_int64")
    assert layer.source() == str(tmp_path / "argmax_int64.tif")
    # Two classes, 0 and 1: the algorithm says a probability ramp (one band within 0..1), as the import would.
    assert run.results["STYLE"] == "probability"
    assert layer.renderer().type() == "singlebandpseudocolor"
    assert message_bar.currentItem().text().startswith("added argmax_int64: 40 x 30 pixels, 1 band,")


def test_the_choices_are_remembered_for_the_next_panel(tfrecord_provider, scene, message_bar, tmp_path):
    require_onnxruntime()
    first = make_panel(message_bar)
    try:
        fill(first, "conv_nchw", tmp_path, patches=(20, 12), kernel=(5, 5))
        first.ee.box.setChecked(True)
        first.ee.folder.setFilePath(str(tmp_path / "ee"))
        first.ee.ee_prefix.setText("scene-ee")
        first.other.layout.setCurrentIndex(PREDICT["layout"].choices.index("channels-first"))
        run = wait_for_run(first.run())
        assert run.succeeded, run.message
        assert (tmp_path / "ee" / "scene-ee-mixer.json").exists()
    finally:
        first.dispose()
    second = make_panel(message_bar)
    try:
        assert second.model.model.filePath() == model("conv_nchw")
        assert second.output.output.filePath() == str(tmp_path / "conv_nchw.tif")
        assert (second.other.patch_width.value(), second.other.patch_height.value()) == (20, 12)
        assert (second.other.kernel_width.value(), second.other.kernel_height.value()) == (5, 5)
        assert second.ee.box.isChecked() and second.ee.folder.filePath() == str(tmp_path / "ee")
        assert second.ee.ee_prefix.text() == "scene-ee"
        assert second.other.layout.currentIndex() == PREDICT["layout"].choices.index("channels-first")
    finally:
        second.dispose()


def test_without_onnxruntime_the_panel_points_to_the_settings_page_and_run_is_disabled(panel, tmp_path,
                                                                                        monkeypatch):
    monkeypatch.setattr(runtime, "load_onnxruntime", missing_runtime)
    opened = []
    monkeypatch.setattr("tfrecord_bridge.ui.predict_dialog.open_plugin_settings",
                        lambda parent=None: opened.append(parent))
    fill(panel, "conv_nchw", tmp_path)
    panel.recheck()
    box = panel.model.runtime_box
    assert box.isVisible()
    assert "onnxruntime" in panel.model.runtime_label.text()
    assert "Settings > Options > TFRecord Bridge" in panel.run_error_label.text()
    assert not panel.run_button.isEnabled() and panel.run() is None
    panel.model.install_button.click()
    assert opened == [panel]
    # Installed (the page's Install done): the pointer goes and Run is enabled.
    monkeypatch.undo()
    require_onnxruntime()
    panel.recheck()
    assert not box.isVisible() and panel.run_button.isEnabled(), panel.errors


def test_the_settings_button_asks_qgis_for_the_plugins_options_page(panel, monkeypatch):
    import qgis.utils

    from tfrecord_bridge.ui import predict_dialog
    asked = []

    class Interface:
        def showOptionsDialog(self, parent=None, currentPage=""):  # noqa: N802, N803  QGIS's names
            asked.append((parent, currentPage))

    monkeypatch.setattr(qgis.utils, "iface", Interface())
    predict_dialog.open_plugin_settings(panel)
    from tfrecord_bridge.ui.packages_page import PackagesPageFactory
    assert asked == [(panel, PLUGIN_NAME)] and PackagesPageFactory().title() == PLUGIN_NAME
    wait_for(lambda: QgsApplication.taskManager().countActiveTasks() == 0, what="no task")


def test_a_class_table_makes_a_class_map_added_with_its_names(panel, tmp_path):
    """The class table's names and colours reach the layer (the style the algorithm writes beside the raster)."""
    require_onnxruntime()
    table = tmp_path / "classes.csv"
    table.write_text("value,name,color\n0,water,#0000ff\n1,land,#00ff00\n", encoding="utf-8")
    fill(panel, "argmax_int64", tmp_path)
    panel.output.class_table.setFilePath(str(table))
    assert panel.run_button.isEnabled(), panel.errors
    run = wait_for_run(panel.run())
    assert run.succeeded, run.message
    assert run.results["STYLE"] == "classes" and run.results["QML"].endswith("argmax_int64.qml")
    (layer,) = QgsProject.instance().mapLayersByName("argmax_int64")
    assert layer.renderer().type() == "paletted"
    assert [(c.value, c.label) for c in layer.renderer().classes()] == [(0, "water"), (1, "land")]


def test_the_training_sidecar_gives_the_options_left_at_default(panel, scene_path, tmp_path):
    """Options left at "default" are the training export's (--like), even its value type native: the panel leaves
    them out, and the algorithm reads an enum left out as not given, not as its first choice (float)."""
    require_onnxruntime()
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    export_image(ExportRequest([SourceLayer(scene_path)], tmp_path / "training", "train",
                               FormatOptions(patchDimensions=(8, 8), kernelSize=(5, 5), valueType="native")))
    panel.output.output.setFilePath(str(tmp_path / "like.tif"))
    panel.model.like.setFilePath(str(tmp_path / "training" / "train-sidecar.json"))
    panel.model.model.setFilePath(model("conv_nchw"))
    assert not panel.errors, panel.errors
    # The sidecar's 8 x 8 patches: a row of 40 pixels is 5 patches, one model run.
    assert "5 patches a run" in panel.model.contract_label.text(), panel.model.contract_label.text()
    run = wait_for_run(panel.run())
    assert run.succeeded, run.message
    assert any("training export" in line for line in run.feedback.log), run.feedback.log


def test_a_sidecar_of_named_bands_takes_the_rasters_bands_by_count_until_names_are_typed(panel, scene_path, tmp_path):
    """A new user's finding: the panel always sent the band table's names (b1, b2, b3), so a training sidecar of
    bands named red, green, blue was refused where the command (no --band-names) takes the bands by count."""
    require_onnxruntime()
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    export_image(ExportRequest([SourceLayer(scene_path)], tmp_path / "training", "train",
                               FormatOptions(patchDimensions=(8, 8), kernelSize=(3, 3)),
                               bandNames=["red", "green", "blue"]))
    panel.output.output.setFilePath(str(tmp_path / "named.tif"))
    panel.model.like.setFilePath(str(tmp_path / "training" / "train-sidecar.json"))
    panel.model.model.setFilePath(model("conv_nchw"))
    assert "BAND_NAMES" not in panel.parameters()
    assert not panel.errors, panel.errors
    # Names typed are the user's, and checked against the sidecar's as the command checks --band-names.
    panel.inputs.set_band_name(0, "nir")
    assert "BAND_NAMES" in panel.parameters()
    assert panel.errors and any("red" in text for text in panel.errors.values()), panel.errors


def test_every_parameter_of_predict_is_set_by_exactly_one_part(panel):
    """A parameter added to PREDICT shows in the panel (Other options) rather than being silently left out."""
    from tfrecord_bridge.ui.parts import unmatched_parameters
    assert not unmatched_parameters(panel.algorithm, panel.parts)
    assert set(panel.parameters()) >= {"INPUT", "MODEL", "OUTPUT", "EDGE_MODE", "LAYOUT", "COMPRESSED"}


def test_before_the_inputs_are_chosen_the_model_alone_is_described(panel, scene, tmp_path):
    """No raster checked yet: the panel still shows what the model takes and gives, or why it cannot load it."""
    require_onnxruntime()
    panel.inputs.set_layer_checked(scene, False)
    panel.model.model.setFilePath(model("conv_nhwc"))
    assert "layers" in panel.errors and "model" not in panel.errors, panel.errors
    text = panel.model.contract_label.text()
    assert panel.model.contract_label.isVisible()
    assert text.startswith("Model: image float32 [N, H, W, 3] -> ") and "ONNX IR version" in text, text
    panel.model.model.setFilePath(model("ir99"))
    assert "IR version 99" in panel.error_labels["model"].text(), panel.errors
    assert not panel.model.contract_label.isVisible()


def missing_runtime():
    raise runtime.RuntimeMissingError(runtime.message("predicting needs the ONNX runtime (onnxruntime), which this "
                                                      "Python lacks: {install}", install=runtime.install_words()))


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_without_onnxruntime_the_docked_panel_fits_a_laptop_screen(language, compiled_translations, qgis_language,
                                                                    request, monkeypatch, tmp_path):
    """The install words (with the pip command) wrap in the narrow panel: nothing is cut, nothing scrolls sideways."""
    window = request.getfixturevalue("laptop_window")
    monkeypatch.setattr(runtime, "load_onnxruntime", missing_runtime)
    qgis_language(language)
    canvas = window.mapCanvas()
    map_width = canvas.width()
    plugin = tfrecord_bridge.classFactory(window)
    plugin.initGui()
    try:
        panel = plugin.open_predict_panel()
        panel.model.model.setFilePath(model("conv_nchw"))
        wait_for(lambda: panel.isVisible() and canvas.width() < map_width, what="the panel to dock")
        for _ in range(3):
            QApplication.processEvents()
        assert panel.model.runtime_box.isVisible() and not panel.run_button.isEnabled()
        scroll_area = panel.scroll_area
        assert not scroll_area.horizontalScrollBar().isVisible()
        assert scroll_area.widget().minimumSizeHint().width() <= scroll_area.viewport().width()
        # Combo boxes may show their choices shortened (their lists show them whole); texts may not be cut.
        assert not [text for text in texts_cut_short(panel) if not text.startswith("QComboBox")]
        assert canvas.width() >= 0.6 * map_width, (canvas.width(), map_width, panel.width())
    finally:
        plugin.unload()


def tiny_wheel(folder, package):
    """A wheel of ``package`` (an OptionalPackage) holding one empty module: pip installs it offline."""
    import base64
    import hashlib
    import zipfile
    name, version = package.module, "1.0"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}-{version}-py3-none-any.whl"
    info = f"{name}-{version}.dist-info"
    files = {f"{name}.py": "",
             f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {package.requirement}\nVersion: {version}\n",
             f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: tests\nRoot-Is-Purelib: true\nTag: py3-none-any\n"}
    record = []
    with zipfile.ZipFile(path, "w") as wheel:
        for member, text in files.items():
            wheel.writestr(member, text)
            digest = base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b"=").decode()
            record.append(f"{member},sha256={digest},{len(text.encode())}")
        wheel.writestr(f"{info}/RECORD", "\n".join(record + [f"{info}/RECORD,,"]) + "\n")
    return path


@pytest.mark.slow  # a real pip install
def test_an_install_from_the_settings_page_that_ends_after_it_closed_enables_run(panel, tmp_path, monkeypatch):
    """A new user's finding: after the settings page's install the panel kept "needs the ONNX runtime" with Run
    disabled until its window was activated again. The page's install (a real pip, offline, of a tiny wheel into a
    fresh user site) ends after the page is gone; the runtime arrives while it runs; its end enables Run."""
    from test_optional_packages import MISSING
    from tfrecord_bridge.ui.packages_page import PackagesPage
    monkeypatch.setattr(runtime, "load_onnxruntime", missing_runtime)
    fill(panel, "conv_nchw", tmp_path)
    panel.recheck()
    assert not panel.run_button.isEnabled() and panel.model.runtime_box.isVisible()
    wheelhouse = tiny_wheel(tmp_path / "wheelhouse", MISSING).parent
    monkeypatch.setenv("PYTHONUSERBASE", str(tmp_path / "userbase"))
    options = QWidget()  # the Options dialog
    page = PackagesPage(options, packages=[MISSING], extra=["--no-index", "--find-links", str(wheelhouse)])
    page.install_button.click()
    options.deleteLater()  # closed while pip runs
    monkeypatch.setattr(runtime, "load_onnxruntime", require_onnxruntime)  # what the install brings
    wait_for(lambda: QgsApplication.taskManager().countActiveTasks() == 0, what="the install to end")
    QApplication.processEvents()
    assert list((tmp_path / "userbase").rglob(f"{MISSING.module}.py")), "pip should have installed the wheel"
    assert not panel.model.runtime_box.isVisible() and panel.run_button.isEnabled(), panel.errors


def test_a_remembered_training_sidecar_goes_with_its_model_not_with_another(panel, message_bar, tmp_path):
    """A new user's finding: the panel remembered the last session's training sidecar and applied it silently to
    another model. The sidecar stays with the model it was chosen with; another model starts without it, and the
    panel says why the field emptied; back to the first model, its sidecar comes back."""
    sidecar = str(tmp_path / "train-sidecar.json")
    panel.model.model.setFilePath(model("conv_nchw"))
    panel.model.like.setFilePath(sidecar)
    panel.save_settings()
    second = make_panel(message_bar)  # the next session
    try:
        part = second.model
        assert (part.model.filePath(), part.like.filePath()) == (model("conv_nchw"), sidecar)
        part.model.setFilePath(model("conv_nhwc"))
        assert part.like.filePath() == "" and "LIKE" not in second.parameters()
        assert part.like_note.isVisible()
        assert part.like_note.text() == ("train-sidecar.json was the training sidecar of conv_nchw.onnx, not of this "
                                         "model: choose this model's, if it has one.")
        part.model.setFilePath(model("conv_nchw"))
        assert part.like.filePath() == sidecar and not part.like_note.isVisible()
        # A sidecar chosen before the model goes with the model chosen next.
        part.model.setFilePath("")
        part.like.setFilePath(sidecar)
        part.model.setFilePath(model("conv_nhwc"))
        assert part.like.filePath() == sidecar and not part.like_note.isVisible()
    finally:
        second.dispose()

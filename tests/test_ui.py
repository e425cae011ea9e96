"""The plugin's menu, toolbar and dialogs, driven through their widgets against real QGIS.

The dialogs run the real Processing algorithms as background tasks; the tests wait for
those tasks with an event loop, as QGIS would, and look at the files and layers made.
"""

import glob
import gzip
import json
import math
import os
import re
import shutil
import time
from pathlib import Path

import pytest
from pytest_qgis.qgis_interface import QgisInterface
from qgis.core import (
    Qgis,
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsProject,
    QgsRasterLayer,
    QgsRectangle,
    QgsSettings,
)
from qgis.gui import QgsBrowserGuiModel, QgsMapCanvas, QgsMessageBar, QgsProjectionSelectionWidget, QgsRubberBand
from qgis.PyQt import sip
from qgis.PyQt.QtCore import QCoreApplication, QEvent, Qt, QTimer
from qgis.PyQt.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QDockWidget,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
    QToolBar,
    QToolButton,
    QTreeView,
    QWidget,
)

import tfrecord_bridge
from tfrecord_bridge.core.importing.import_image import ImportRequest
from tfrecord_bridge.plugin import MENU, TOOLBAR_BUTTON_NAME, TOOLBAR_NAME
from tfrecord_bridge.ui.background import AlgorithmRun
from tfrecord_bridge.ui.export_dialog import ExportPanel
from tfrecord_bridge.ui.import_dialog import ImportPanel

RGB_WIDTH, RGB_HEIGHT = 791, 718
MENU_TEXTS = ["Export raster to TFRecord...", "Predict with an ONNX model...", "Load TFRecord predictions...",
              "Export training patches at points...", "Export table...", "Load table...", "Inspect TFRecord..."]


def wait_for(condition, timeout=60.0, what="the condition"):
    """Process events (task results arrive as queued signals) until ``condition()`` holds."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        QCoreApplication.processEvents()
        time.sleep(0.005)


def wait_for_run(run):
    assert run is not None and run.task is not None, "the run did not start"
    wait_for(lambda: run.succeeded is not None, what=f"{run.algorithm_id} to finish")
    # The task manager ends its task after the result signal; let it, so tests do not overlap.
    wait_for(lambda: QgsApplication.taskManager().countActiveTasks() == 0, what="the task manager to be idle")
    return run


def number_in(text):
    """The first whole number (with thousands commas) in a label's text."""
    return int(re.search(r"\d[\d,]*", text).group(0).replace(",", ""))


def tfrecord_files(folder):
    return sorted(glob.glob(os.path.join(folder, "*.tfrecord*")))


@pytest.fixture(autouse=True)
def forget_settings():
    """Each test starts from the defaults; what a dialog remembers is tested on purpose below."""
    QgsSettings().remove("tfrecord_bridge")
    yield
    QgsSettings().remove("tfrecord_bridge")


@pytest.fixture
def rgb_layer(qgis_new_project, shared_data):
    layer = QgsRasterLayer(str(shared_data / "rasterio" / "RGB.byte.tif"), "RGB")
    assert layer.isValid()
    QgsProject.instance().addMapLayer(layer)
    yield layer
    QgsProject.instance().removeAllMapLayers()


@pytest.fixture
def canvas(frozen_canvas, rgb_layer):
    frozen_canvas.setDestinationCrs(rgb_layer.crs())
    frozen_canvas.setLayers([rgb_layer])
    frozen_canvas.setExtent(rgb_layer.extent())
    return frozen_canvas


@pytest.fixture
def message_bar():
    bar = QgsMessageBar()
    yield bar
    bar.deleteLater()


@pytest.fixture
def export_dialog(tfrecord_provider, canvas, message_bar, tmp_path):
    """The export panel, floating (tests of it docked make their main window)."""
    dialog = ExportPanel(canvas, message_bar)
    dialog.output.output_folder.setFilePath(str(tmp_path / "export"))
    dialog.show()
    yield dialog
    dialog.dispose()
    if dialog.last_run is not None and dialog.last_run.running:
        dialog.last_run.cancel()
        wait_for_run(dialog.last_run)


@pytest.fixture(scope="module")
def rgb_export_files(tmp_path_factory, shared_data):
    """rgb_export's files, exported once a module (by core, as the export algorithm does): the tests only read
    them, or copy them."""
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    folder = tmp_path_factory.mktemp("rgb_export")
    export_image(ExportRequest([SourceLayer(str(shared_data / "rasterio" / "RGB.byte.tif"))], folder, "rgb",
                               FormatOptions(patchDimensions=(128, 128), kernelSize=(3, 3), maxFileSize=1_000_000)))
    return folder


@pytest.fixture
def rgb_export(rgb_export_files, tfrecord_provider, rgb_layer):
    """RGB.byte.tif exported in 128 x 128 patches with a 3 x 3 kernel: 6 x 5 patches of 130 x 130 pixels; the
    plugin loaded and the raster's layer in a new project, as when each test ran the export algorithm itself."""
    return rgb_export_files


@pytest.fixture
def import_dialog(tfrecord_provider, message_bar):
    dialog = ImportPanel(message_bar)
    dialog.show()
    yield dialog
    dialog.dispose()
    wait_for(lambda: QgsApplication.taskManager().countActiveTasks() == 0, what="the preview task to end")


def wait_for_preview(dialog):
    wait_for(lambda: dialog.summary is not None or dialog.preview_error, what="the import preview")


# ---------------------------------------------------------------------------------------------- export dialog


def test_export_dialog_shows_the_figures_of_the_first_layer(export_dialog):
    # EE's defaults on a 791 x 718 raster: 256 x 256 patches, 3 across and 2 down, the rest dropped.
    assert export_dialog.errors == {}
    assert export_dialog.run_button.isEnabled()
    # No extent, CRS or pixel size given: the algorithm takes the first layer's own grid.
    assert not export_dialog.inputs.extent_box.isChecked()
    assert not {"EXTENT", "TARGET_CRS", "PIXEL_SIZE"} & set(export_dialog.parameters())
    assert export_dialog.preview.grid_label.text().startswith(f"{RGB_WIDTH} x {RGB_HEIGHT} pixels")
    assert export_dialog.preview.patch_count_label.text() == "6 patches"
    assert export_dialog.preview.tiles_per_row_label.text() == "3 per row, 2 rows"
    assert export_dialog.preview.tile_size_label.text() == "256 x 256 pixels (no kernel margins)"
    assert export_dialog.preview.edge_label.text() == f"dropped: {RGB_WIDTH - 3 * 256} columns at the right, " \
                                              f"{RGB_HEIGHT - 2 * 256} rows at the bottom"
    # Three float bands of 256 x 256 values a record, and one file under EE's 1 GiB.
    size = number_in(export_dialog.preview.size_label.text())
    assert 6 * 256 * 256 * 3 * 4 < size < 6 * (256 * 256 * 3 * 4 + 200)
    assert export_dialog.preview.shard_label.text().startswith("1 file ")
    assert export_dialog.inputs.band_names() == ["b1", "b2", "b3"]


def test_patch_dimensions_of_zero_show_an_error_next_to_them_and_disable_run(export_dialog):
    export_dialog.options.patch_width.setValue(0)

    label = export_dialog.error_labels["patchDimensions"]
    assert label.isVisible()
    assert "patchDimensions must be a positive whole number" in label.text()
    assert not export_dialog.error_labels["kernelSize"].isVisible()
    assert not export_dialog.run_button.isEnabled()
    assert export_dialog.preview.patch_count_label.text() == "-"

    export_dialog.options.patch_width.setValue(128)
    assert not label.isVisible()
    assert export_dialog.run_button.isEnabled()
    assert export_dialog.preview.patch_count_label.text() == "12 patches"


def test_the_panel_places_an_error_by_the_option_it_names_by_key_not_by_its_words(export_dialog):
    """Issue 42: core names the option by its key (option_name); the panel highlights that field whatever the
    English says (Processing's words name MAX_FILE_SIZE; they mention kernelSize first)."""
    from tfrecord_bridge.core.base.messages import message, option_name
    from tfrecord_bridge.core.export.export_image import ExportError
    from tfrecord_bridge.texts import user_text
    error = ExportError(message("with this kernelSize the records outgrow a file: raise {option}",
                                option=option_name("maxFileSize")))
    assert "maxFileSize" not in user_text(error)
    assert export_dialog.options.option_at_fault(error) == "maxFileSize"
    export_dialog.options.pasted_options.setPlainText('{"maxFileSize": 1000}')
    assert export_dialog.options.option_at_fault(error) == "formatOptions"  # the pasted JSON set it
    assert export_dialog.options.option_at_fault(ExportError(message("the disk is full"))) == "formatOptions"


def test_patches_larger_than_the_region_are_an_error_unless_padded(export_dialog):
    export_dialog.options.patch_width.setValue(1000)
    assert "no whole 1000 x 256 patch fits" in export_dialog.error_labels["patchDimensions"].text()
    assert not export_dialog.run_button.isEnabled()

    export_dialog.options.edge_mode.setCurrentIndex(1)  # pad
    assert export_dialog.run_button.isEnabled()
    assert export_dialog.preview.patch_count_label.text() == "3 patches"
    assert export_dialog.preview.edge_label.text().startswith("padded with masked pixels: 209 columns")


def test_kernel_size_changes_the_tile_size_text(export_dialog):
    export_dialog.options.patch_width.setValue(128)
    export_dialog.options.patch_height.setValue(128)
    assert export_dialog.preview.tile_size_label.text() == "128 x 128 pixels (no kernel margins)"

    export_dialog.options.kernel_width.setValue(33)
    export_dialog.options.kernel_height.setValue(5)
    assert export_dialog.preview.tile_size_label.text() == \
        "160 x 132 pixels (128 x 128 patch + kernel margins of 16 x 2 pixels each side)"
    # Margins change the tiles, not how many patches there are.
    assert export_dialog.preview.patch_count_label.text() == "30 patches"


def test_kernel_far_larger_than_the_patch_is_refused_by_name(export_dialog):
    export_dialog.options.patch_width.setValue(8)
    export_dialog.options.kernel_width.setValue(300)
    assert "kernelSize [300, 1] is more than 4 times patchDimensions" in \
        export_dialog.error_labels["kernelSize"].text()
    assert not export_dialog.error_labels["patchDimensions"].isVisible()
    assert not export_dialog.run_button.isEnabled()


def test_shard_count_predicted_is_the_number_of_files_written(export_dialog, tmp_path):
    export_dialog.options.patch_width.setValue(128)
    export_dialog.options.patch_height.setValue(128)
    export_dialog.options.kernel_width.setValue(3)
    export_dialog.options.kernel_height.setValue(3)
    export_dialog.options.max_file_size.setValue(1_000_000)

    # 130 x 130 tiles of 3 float bands: 202,800 bytes of values, plus the protobuf and TFRecord framing.
    size = number_in(export_dialog.preview.size_label.text())
    record = size // 30
    assert 30 * 130 * 130 * 3 * 4 < size < 30 * (130 * 130 * 3 * 4 + 100)
    assert f"30 records of {record:,} bytes" in export_dialog.preview.size_label.text()
    per_file = 1_000_000 // record
    predicted = number_in(export_dialog.preview.shard_label.text())
    assert predicted == math.ceil(30 / per_file) == 8

    run = wait_for_run(export_dialog.run())
    assert run.succeeded, run.message
    files = tfrecord_files(tmp_path / "export")
    assert len(files) == predicted
    # The estimate is exact for float bands: the shards hold that many bytes before compression.
    written = 0
    for path in files:
        with gzip.open(path) as stream:
            written += len(stream.read())
    assert written == size
    assert run.results["PATCH_COUNT"] == 30


def test_export_runs_in_the_background_and_reports_its_files(export_dialog, message_bar, tmp_path):
    export_dialog.options.patch_width.setValue(200)
    export_dialog.options.patch_height.setValue(200)
    export_dialog.output.prefix.setText("rgb")

    run = export_dialog.run()
    assert export_dialog.isVisible()  # the panel stays beside the map; the task runs on
    assert run.running
    # One export at a time from the panel: Run is disabled while it goes on, and a second Run starts nothing.
    assert not export_dialog.run_button.isEnabled()
    assert export_dialog.run() is None and export_dialog.last_run is run
    assert QgsApplication.taskManager().countActiveTasks() == 1
    progress_item = message_bar.currentItem()
    assert len(progress_item.findChildren(QProgressBar)) == 1
    assert [button.text() for button in progress_item.findChildren(QPushButton)] == ["Cancel"]
    wait_for_run(run)

    assert run.succeeded, run.message
    assert not [item for item in message_bar.items() if item.findChildren(QProgressBar)]  # progress item gone
    folder = tmp_path / "export"
    assert [os.path.basename(path) for path in tfrecord_files(folder)] == ["rgb-00000.tfrecord.gz"]
    assert (folder / "rgb-mixer.json").exists()
    assert message_bar.currentItem().text().startswith("9 patches in 1 file in")
    assert "rgb-mixer.json" in message_bar.currentItem().text()
    assert export_dialog.run_button.isEnabled()  # ended: Run again (to write the same files anew)
    export_dialog.options.patch_width.setValue(0)
    assert not export_dialog.run_button.isEnabled()  # and the checks still decide, as before the run


def test_cancel_in_the_message_bar_stops_the_export_and_leaves_no_files(export_dialog, message_bar, tmp_path):
    # 16 x 16 patches: 2,156 records, far more than are written before the click arrives.
    export_dialog.options.patch_width.setValue(16)
    export_dialog.options.patch_height.setValue(16)
    run = export_dialog.run()
    cancel = [button for button in message_bar.currentItem().findChildren(QPushButton) if button.text() == "Cancel"]
    cancel[0].click()
    wait_for_run(run)

    assert run.succeeded is False and run.cancelled
    assert run.message.startswith("Cancelled")
    assert message_bar.currentItem().text().startswith("Cancelled")
    # What the user asked for: information, not a red error (issue 30).
    assert message_bar.currentItem().level() == Qgis.MessageLevel.Info
    folder = tmp_path / "export"
    assert not tfrecord_files(folder) and not glob.glob(str(folder / "*.part"))
    assert not (folder / "patches-mixer.json").exists()


def test_a_run_that_fails_is_a_critical_message_naming_the_fault(tfrecord_provider, message_bar, tmp_path):
    not_tfrecord = tmp_path / "notes-00000.tfrecord"
    not_tfrecord.write_bytes(b"not a TFRecord file at all")
    run = AlgorithmRun("tfrecord:importimage", {"INPUT": [str(not_tfrecord)], "OUTPUT": str(tmp_path / "out.tif")},
                       "TFRecord predictions", message_bar)
    assert run.start()
    wait_for_run(run)

    assert run.succeeded is False and not run.cancelled
    assert message_bar.currentItem().level() == Qgis.MessageLevel.Critical
    assert message_bar.currentItem().text() == run.message and run.message


def test_pasted_ee_options_override_the_widgets_and_their_errors_point_at_the_paste(export_dialog):
    export_dialog.options.pasted_options.setPlainText('{"patchDimensions": [128, 128], "kernelSize": [65, 65]}')
    assert export_dialog.preview.patch_count_label.text() == "30 patches"
    assert export_dialog.preview.tile_size_label.text().startswith("192 x 192 pixels")
    assert not export_dialog.options.patch_width.isEnabled()  # overridden by the paste
    assert export_dialog.options.compressed.isEnabled()

    export_dialog.options.pasted_options.setPlainText('{"patchDimensions": [0, 128]}')
    assert "patchDimensions must be a positive whole number" in export_dialog.error_labels["formatOptions"].text()
    assert not export_dialog.error_labels["patchDimensions"].isVisible()
    assert not export_dialog.run_button.isEnabled()

    export_dialog.options.pasted_options.setPlainText('{"patchDimensions": [128, 128], "fileFormat": "TFRecord"}')
    assert "unknown formatOptions key 'fileFormat'" in export_dialog.error_labels["formatOptions"].text()

    export_dialog.options.pasted_options.setPlainText('{"patchDimensions": [128, ')
    assert "formatOptions is not valid JSON" in export_dialog.error_labels["formatOptions"].text()
    export_dialog.options.pasted_options.setPlainText("")
    assert export_dialog.run_button.isEnabled()


# ---------------------------------------------------------------------------------------------- issue 12: the dialog

@pytest.fixture
def laptop_window(qgis_processing, rgb_layer):
    """A main window of 1366 x 768 as QGIS's: a real map canvas in the middle, a Layers panel docked at the
    left (QGIS's default; 300 pixels leave the 1,065-pixel map issue 30 measured), and the plugin's interface."""
    window = QMainWindow()
    window.resize(1366, 768)
    canvas = QgsMapCanvas()
    canvas.setDestinationCrs(rgb_layer.crs())
    canvas.setLayers([rgb_layer])
    canvas.setExtent(rgb_layer.extent())
    canvas.freeze(True)  # no render needed (see conftest's frozen_canvas)
    window.setCentralWidget(canvas)
    layers = QDockWidget("Layers")
    layers.setObjectName("Layers")
    layers.setWidget(QTreeView())
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, layers)
    window.resizeDocks([layers], [300], Qt.Orientation.Horizontal)
    window.show()
    QApplication.processEvents()
    iface = InterfaceWithRasterMenu(canvas, window)
    yield iface
    # The stub follows the project's layers onto its canvas, which goes with this window.
    QgsProject.instance().layersAdded.disconnect(iface.addLayers)
    QgsProject.instance().removeAll.disconnect(iface.removeAllLayers)
    window.close()
    window.deleteLater()


def texts_cut_short(panel):
    """The panel's visible texts narrower (or, wrapped, lower) than they need, so cut: labels, buttons and check
    boxes, and the choices of combo boxes (which never wrap) wider than the box shows."""
    widgets = [widget for widget in panel.widget().findChildren(QWidget) if widget.isVisible()]
    cut = [f"{type(widget).__name__} {widget.text()!r}: {widget.width()} < {widget.minimumSizeHint().width()}"
           for widget in widgets if isinstance(widget, (QLabel, QAbstractButton)) and widget.text()
           and widget.width() < widget.minimumSizeHint().width()]
    # A wrapping label given the height of fewer lines than its text needs at its width hides the rest.
    cut += [f"QLabel {widget.text()!r}: {widget.height()} < {widget.heightForWidth(widget.width())} high"
            for widget in widgets if isinstance(widget, QLabel) and widget.wordWrap() and widget.text()
            and widget.height() < widget.heightForWidth(widget.width())]
    for combo in (widget for widget in widgets if isinstance(widget, QComboBox)):
        option = QStyleOptionComboBox()
        option.initFrom(combo)
        shown = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                             QStyle.SubControl.SC_ComboBoxEditField, combo).width()
        cut += [f"QComboBox {combo.itemText(index)!r}: {shown} < {combo.fontMetrics().horizontalAdvance(text)}"
                for index in range(combo.count()) for text in [combo.itemText(index)]
                if combo.fontMetrics().horizontalAdvance(text) > shown]
    return cut


def open_filled_panel(plugin, which, rgb_export, tmp_path):
    """The export panel with a 17 x 17 kernel (the longest figures), the predict panel showing a model's contract
    (without onnxruntime, the pointer to the settings page: as long), or the import panel showing ``rgb_export``."""
    if which == "predict":
        panel = plugin.open_predict_panel()
        panel.output.output.setFilePath(str(tmp_path / "predictions.tif"))
        panel.model.model.setFilePath(str(Path(__file__).parent / "models" / "conv_nchw.onnx"))
        return panel
    if which == "export":
        panel = plugin.open_export_panel()
        panel.output.output_folder.setFilePath(str(tmp_path / "export"))
        panel.options.kernel_width.setValue(17)
        return panel
    panel = plugin.open_import_panel()
    panel.source_box.set_files(tfrecord_files(rgb_export))
    wait_for_preview(panel)
    assert panel.summary is not None, panel.preview_error
    return panel


@pytest.mark.parametrize("language", ["en", "ko", "pt_BR"])
@pytest.mark.parametrize("which", ["export", "import", "predict"])
def test_the_panels_dock_beside_the_map_and_fit_a_laptop_screen(which, language, compiled_translations, qgis_language,
                                                                laptop_window, rgb_export, tmp_path):
    """Issue 30: the export dialog covered the map it previews (305 of 1,065 pixels stayed visible) and
    scrolled sideways in pt_BR. Docked at 1366 x 768, the map keeps 60% of its width and the form wraps."""
    qgis_language(language)
    iface = laptop_window
    canvas = iface.mapCanvas()
    map_width = canvas.width()
    plugin = tfrecord_bridge.classFactory(iface)
    plugin.initGui()
    try:
        panel = open_filled_panel(plugin, which, rgb_export, tmp_path)
        wait_for(lambda: panel.isVisible() and canvas.width() < map_width, what="the panel to dock")
        QApplication.processEvents()

        assert iface.mainWindow().dockWidgetArea(panel) == Qt.DockWidgetArea.RightDockWidgetArea
        assert not panel.isFloating()
        assert canvas.width() >= 0.6 * map_width, (canvas.width(), map_width, panel.width())
        if which == "export":
            assert panel.preview.overlay.drawn_patches == 6  # the grid it draws, on the map still in view
        assert panel.run_button.text() == {"en": "Run", "ko": "실행", "pt_BR": "Executar"}[language]
        scroll_area = panel.scroll_area
        widths = (f"panel {panel.width()}, viewport {scroll_area.viewport().width()}, "
                  f"content needs {scroll_area.widget().minimumSizeHint().width()}")
        assert not scroll_area.horizontalScrollBar().isVisible(), widths
        assert scroll_area.widget().minimumSizeHint().width() <= scroll_area.viewport().width(), widths
        assert not texts_cut_short(panel)
        corner = panel.run_button.mapTo(panel, panel.run_button.rect().bottomRight())
        assert panel.rect().contains(corner) and panel.run_button.isVisible()  # Run in view; the form scrolls
        assert panel.height() <= 768
    finally:
        plugin.unload()


@pytest.mark.parametrize("language", ["en", "ko", "pt_BR"])
@pytest.mark.parametrize("which", ["export", "import", "predict"])
def test_a_panel_narrowed_or_widened_by_the_user_shows_every_line(which, language, compiled_translations,
                                                                 qgis_language, laptop_window, rgb_export, tmp_path):
    """A new user's pt_BR panel, docked narrower than it asks, lost the last lines of wrapped figures ("... (EPSG:"
    without "32618)"): its labels kept the heights of the width they had first. The dock goes no narrower than
    its form needs (no sideways scroll), and at any width each wrapped label has the lines it needs."""
    qgis_language(language)
    iface = laptop_window
    window = iface.mainWindow()
    plugin = tfrecord_bridge.classFactory(iface)
    plugin.initGui()
    try:
        panel = open_filled_panel(plugin, which, rgb_export, tmp_path)
        wait_for(lambda: panel.isVisible(), what="the panel to dock")
        QApplication.processEvents()
        scroll_area = panel.scroll_area
        for width in (150, 300, 520):
            window.resizeDocks([panel], [width], Qt.Orientation.Horizontal)
            for _ in range(3):  # each layout's request is posted when the one around it has run
                QApplication.processEvents()
            widths = f"asked {width}: panel {panel.width()}, viewport {scroll_area.viewport().width()}"
            assert scroll_area.widget().width() <= scroll_area.viewport().width(), widths
            # Combo boxes may show their choices shortened (their lists show them whole); texts may not be cut.
            assert not [text for text in texts_cut_short(panel) if not text.startswith("QComboBox")], widths
        assert panel.width() > 300  # the last width asked for was given
    finally:
        plugin.unload()


@pytest.mark.parametrize("language", ["ko", "pt_BR"])
def test_wrapped_texts_keep_every_line_when_they_change(language, compiled_translations, qgis_language, laptop_window,
                                                        rgb_export, run_algorithm, rgb_layer, tmp_path):
    """A new user's import panel in ko cut the last line of the records line, and in pt_BR of the kernel line,
    after the texts changed (another mixer chosen, a kernel typed): the form kept the heights of the old texts."""
    qgis_language(language)
    other = tmp_path / "other"
    run_algorithm("tfrecord:exportimage", {"INPUT": [rgb_layer.id()], "PATCH_DIMENSIONS": "256,256",
                                           "OUTPUT": str(other), "PREFIX": "o"})
    plugin = tfrecord_bridge.classFactory(laptop_window)
    plugin.initGui()
    try:
        panel = open_filled_panel(plugin, "import", rgb_export, tmp_path)
        laptop_window.mainWindow().resizeDocks([panel], [300], Qt.Orientation.Horizontal)
        for step in (lambda: None, lambda: panel.source_box.mixer_widget.setFilePath(str(other / "o-mixer.json")),
                     lambda: panel.output_box.kernel_size.setText("16,16"),
                     lambda: panel.output_box.kernel_size.setText("")):
            step()
            wait_for_preview(panel)
            for _ in range(3):
                QApplication.processEvents()
            assert not [text for text in texts_cut_short(panel) if not text.startswith("QComboBox")]
    finally:
        plugin.unload()


def test_beside_a_toolbox_at_the_right_the_panel_opens_as_its_tab_at_full_height(compiled_translations, qgis_language,
                                                                               laptop_window, rgb_export, tmp_path):
    """A new user's QGIS had the Processing Toolbox at the right: the panel went under it, in a strip of the
    window's height. It opens as a tab of that column, the whole height, and no narrower than its form needs."""
    qgis_language("pt_BR")  # the widest form
    iface = laptop_window
    window = iface.mainWindow()
    toolbox = QDockWidget("Processing Toolbox")
    toolbox.setObjectName("ProcessingToolbox")
    toolbox.setWidget(QTreeView())
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, toolbox)
    window.resizeDocks([toolbox], [298], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    plugin = tfrecord_bridge.classFactory(iface)
    plugin.initGui()
    try:
        panel = open_filled_panel(plugin, "export", rgb_export, tmp_path)
        for _ in range(3):
            QApplication.processEvents()
        assert toolbox in window.tabifiedDockWidgets(panel)
        assert panel.isUserVisible() and toolbox.visibleRegion().isEmpty()  # ours on top
        assert panel.height() > 0.8 * window.height(), (panel.height(), window.height())
        scroll_area = panel.scroll_area
        assert scroll_area.widget().width() <= scroll_area.viewport().width()
        assert not [text for text in texts_cut_short(panel) if not text.startswith("QComboBox")]
        import_panel = open_filled_panel(plugin, "import", rgb_export, tmp_path)
        assert set(window.tabifiedDockWidgets(import_panel)) == {panel, toolbox}
    finally:
        plugin.unload()
        window.removeDockWidget(toolbox)


def test_one_patch_is_told_in_the_singular(export_dialog):
    """A new user's one-patch export read "1 per row, 1 rows" and "1 records" (and in pt_BR "1 linhas")."""
    export_dialog.options.patch_width.setValue(512)
    export_dialog.options.patch_height.setValue(512)
    QApplication.processEvents()
    assert export_dialog.preview.patch_count_label.text() == "1 patch"
    assert export_dialog.preview.tiles_per_row_label.text() == "1 per row, 1 row"
    assert ": 1 record of " in export_dialog.preview.size_label.text()
    assert export_dialog.preview.shard_label.text().startswith("1 file ")


def test_pasted_options_show_their_values_in_the_fields(export_dialog):
    export_dialog.options.patch_width.setValue(128)
    export_dialog.options.patch_height.setValue(256)
    export_dialog.options.pasted_options.setPlainText('{"patchDimensions": [128, 128], "kernelSize": [32, 32], '
                                              '"compressed": false, "maskedThreshold": 0.5, "edgeMode": "pad"}')
    assert (export_dialog.options.patch_width.value(), export_dialog.options.patch_height.value()) == (128, 128)
    assert (export_dialog.options.kernel_width.value(), export_dialog.options.kernel_height.value()) == (32, 32)
    assert not export_dialog.options.compressed.isChecked()
    assert export_dialog.options.masked_threshold.value() == 0.5
    assert export_dialog.options.edge_mode.currentIndex() == 1
    assert export_dialog.preview.tile_size_label.text().startswith("160 x 160 pixels")


def test_every_error_shows_at_once_beside_its_field_without_squeezing_it(export_dialog):
    export_dialog.options.patch_width.setValue(0)
    export_dialog.options.kernel_width.setValue(0)
    export_dialog.options.max_file_size.setValue(0)
    QApplication.processEvents()
    for key in ("patchDimensions", "kernelSize", "maxFileSize"):
        assert export_dialog.error_labels[key].isVisible(), key
        assert key in export_dialog.error_labels[key].text()
    export_dialog.options.pasted_options.setPlainText('{"maskedThreshold": 2, "defaultValue": "x"}')
    QApplication.processEvents()
    pasted = export_dialog.error_labels["formatOptions"].text()
    assert "maskedThreshold must be between 0 and 1" in pasted and "defaultValue must be a number" in pasted
    for spin in (export_dialog.options.patch_width, export_dialog.options.patch_height):
        assert spin.height() >= spin.minimumSizeHint().height() and spin.width() >= spin.minimumSizeHint().width()


def test_why_run_is_disabled_shows_beside_run_however_the_form_is_scrolled(export_dialog):
    """A new user scrolled to Run and found it disabled, the reason beside a field out of view."""
    scroll_bar = export_dialog.scroll_area.verticalScrollBar()
    export_dialog.options.patch_width.setValue(0)
    QApplication.processEvents()
    assert not export_dialog.run_button.isEnabled()
    reason = export_dialog.run_error_label
    assert reason.isVisible() and "patchDimensions" in reason.text()
    assert reason.text() == export_dialog.error_labels["patchDimensions"].text()
    assert not export_dialog.scroll_area.isAncestorOf(reason)  # below the form, above Run: never scrolled away
    scroll_bar.setValue(scroll_bar.maximum())
    assert reason.isVisible()
    export_dialog.options.patch_width.setValue(128)
    QApplication.processEvents()
    assert export_dialog.run_button.isEnabled() and not reason.isVisible()


def test_a_first_opening_shows_no_error(tfrecord_provider, canvas, message_bar):
    from tfrecord_bridge.ui.export_dialog import ERROR_COLOR
    dialog = ExportPanel(canvas, message_bar)  # no output folder chosen yet
    dialog.show()
    try:
        shown = [label for label in dialog.error_labels.values() if label.isVisible()]
        assert not [label.text() for label in shown if ERROR_COLOR in label.styleSheet()]
        assert not dialog.run_button.isEnabled()
        dialog.run()  # pressing Run shows why it cannot
        assert ERROR_COLOR in dialog.error_labels["output"].styleSheet()
        assert dialog.error_labels["output"].isVisible()
    finally:
        dialog.dispose()


def test_the_featuresdict_can_be_copied_from_the_message_bar_after_a_run(export_dialog, message_bar):
    export_dialog.options.patch_width.setValue(200)
    export_dialog.options.patch_height.setValue(200)
    run = wait_for_run(export_dialog.run())
    assert run.succeeded, run.message
    buttons = [button for button in message_bar.currentItem().findChildren(QPushButton)
               if button.text() == "Copy featuresDict"]
    assert len(buttons) == 1
    buttons[0].click()
    assert QApplication.clipboard().text() == run.results["FEATURES_DICT"]
    assert QApplication.clipboard().text().startswith("featuresDict = {")


def test_the_overlay_says_when_it_draws_one_outline(export_dialog):
    export_dialog.options.patch_width.setValue(8)
    export_dialog.options.patch_height.setValue(8)  # 98 x 89 patches
    assert export_dialog.preview.overlay_note.isVisible()
    assert "8,722 patches are more than the 5,000 drawn one by one" in export_dialog.preview.overlay_note.text()
    export_dialog.options.patch_width.setValue(64)
    export_dialog.options.patch_height.setValue(64)
    assert not export_dialog.preview.overlay_note.isVisible()


def test_layers_that_miss_the_region_are_an_error_and_little_coverage_a_warning(export_dialog, rgb_layer,
                                                                                shared_data):
    shade = QgsRasterLayer(str(shared_data / "rasterio" / "shade.tif"), "shade")
    QgsProject.instance().addMapLayer(shade)
    export_dialog.inputs.set_layer_checked(shade, True)
    # Every layer concerned named (as the layers list names them), and no "nothing was written": nothing ran.
    refusal = export_dialog.error_labels["layers"].text()
    assert "the layers RGB, shade do not overlap inside the export region (shade covers none of it)" in refusal
    assert "written" not in refusal.lower()
    assert not export_dialog.run_button.isEnabled()
    export_dialog.inputs.set_layer_checked(shade, False)
    assert not export_dialog.error_labels["layers"].isVisible()

    extent = rgb_layer.extent()
    half_outside = QgsRectangle(extent.xMaximum() - extent.width() * 0.3, extent.yMinimum(),
                                extent.xMaximum() + extent.width() * 0.7, extent.yMaximum())
    export_dialog.inputs.set_extent(half_outside, rgb_layer.crs())
    assert export_dialog.inputs.warning_label.isVisible()
    assert "RGB covers only 30% of the export region" in export_dialog.inputs.warning_label.text()
    assert "maskedThreshold" in export_dialog.inputs.warning_label.text()
    assert export_dialog.run_button.isEnabled()  # a warning, not an error: EE writes these patches too


def test_overlay_draws_one_rectangle_per_patch_and_follows_the_options(export_dialog, canvas):
    overlay = export_dialog.preview.overlay
    scene_bands = [item for item in canvas.scene().items() if isinstance(item, QgsRubberBand)]
    assert all(band in scene_bands for band in overlay.bands)

    def drawn_patches():
        return len(overlay.patch_band.asGeometry().asMultiPolygon())

    assert drawn_patches() == 6
    assert overlay.margin_band.asGeometry().isEmpty()  # a 1 x 1 kernel has no margins
    export_dialog.options.patch_width.setValue(64)
    export_dialog.options.patch_height.setValue(64)
    assert drawn_patches() == 12 * 11 == overlay.drawn_patches
    export_dialog.options.kernel_width.setValue(9)
    assert len(overlay.margin_band.asGeometry().asMultiPolygon()) == 132

    # The dropped area is the strip right of and below the 768 x 704 pixels the patches cover.
    pixel = canvas.layers()[0].rasterUnitsPerPixelX()
    dropped = overlay.edge_band.asGeometry().area()
    expected = (RGB_WIDTH * RGB_HEIGHT - 768 * 704) * pixel * canvas.layers()[0].rasterUnitsPerPixelY()
    assert dropped == pytest.approx(expected, rel=1e-6)
    # A patch core lies inside its tile: cores and margins are different rectangles.
    first_core = overlay.patch_band.asGeometry().asMultiPolygon()[0][0]
    first_tile = overlay.margin_band.asGeometry().asMultiPolygon()[0][0]
    assert first_tile[0].x() == pytest.approx(first_core[0].x() - 4 * pixel)


def test_overlay_shows_with_the_panel_and_leaves_the_canvas_when_the_panel_goes(export_dialog, canvas):
    bands = export_dialog.preview.overlay.bands
    assert all(band.scene() is canvas.scene() for band in bands)
    assert export_dialog.preview.overlay.drawn_patches == 6
    export_dialog.close()  # the panel's close button hides it: no grid left on the map
    assert export_dialog.preview.overlay.drawn_patches == 0
    assert all(band.asGeometry().isEmpty() for band in bands)
    export_dialog.options.patch_width.setValue(128)  # a change while hidden draws nothing either
    assert all(band.asGeometry().isEmpty() for band in bands)
    export_dialog.show()  # shown again: the grid again, as the options are now
    assert export_dialog.preview.overlay.drawn_patches == 6 * 2
    export_dialog.dispose()
    assert all(band.scene() is None for band in bands)
    assert not [item for item in canvas.scene().items() if any(item is band for band in bands)]


def test_extent_limits_the_grid(export_dialog, rgb_layer):
    pixel_x, pixel_y = rgb_layer.rasterUnitsPerPixelX(), rgb_layer.rasterUnitsPerPixelY()
    extent = rgb_layer.extent()
    top_left = QgsRectangle(extent.xMinimum(), extent.yMaximum() - 300 * pixel_y,
                            extent.xMinimum() + 400 * pixel_x, extent.yMaximum())
    export_dialog.options.patch_width.setValue(128)
    export_dialog.options.patch_height.setValue(128)
    export_dialog.inputs.set_extent(top_left, rgb_layer.crs())

    assert export_dialog.preview.grid_label.text().startswith("400 x 300 pixels")
    assert export_dialog.preview.patch_count_label.text() == "6 patches"
    assert export_dialog.preview.tiles_per_row_label.text() == "3 per row, 2 rows"

    export_dialog.inputs.extent_box.setChecked(False)  # back to the whole layer
    assert export_dialog.preview.patch_count_label.text() == "30 patches"


def test_target_crs_and_pixel_size_make_the_grid(export_dialog):
    export_dialog.inputs.pixel_size.setValue(600.0)
    assert export_dialog.preview.grid_label.text().startswith("396 x 359 pixels of 600 x 600")
    assert export_dialog.preview.patch_count_label.text() == "1 patch"

    widget = export_dialog.inputs.crs_widget
    assert isinstance(widget, QgsProjectionSelectionWidget)
    widget.setCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
    assert "EPSG:3857" in export_dialog.preview.grid_label.text()
    assert export_dialog.errors == {}


def test_array_layer_needs_a_tensor_depth_named_after_it(export_dialog, rgb_layer):
    export_dialog.inputs.set_layer_checked(rgb_layer, checked=True, array=True)

    assert export_dialog.inputs.band_names() == ["RGB"]  # one array band named after the layer
    label = export_dialog.error_labels["tensorDepths"]
    assert "tensorDepths must give a depth for array band 'RGB'" in label.text()
    assert not export_dialog.run_button.isEnabled()

    export_dialog.options.tensor_depths.setText("RGB:3")
    assert not label.isVisible()
    assert export_dialog.run_button.isEnabled()
    export_dialog.options.tensor_depths.setText('{"b9": 3}')
    assert "tensorDepths names 'b9', which is not a band of the export" in label.text()
    export_dialog.options.tensor_depths.setText("")
    export_dialog.options.sequence_data.setChecked(True)  # sequences take the arrays as they are
    assert export_dialog.run_button.isEnabled()
    assert export_dialog.preview.size_label.text().startswith("about")


def test_layer_order_is_the_band_order_and_names_can_be_edited(export_dialog, shared_data):
    shade = QgsRasterLayer(str(shared_data / "rasterio" / "shade.tif"), "shade")
    QgsProject.instance().addMapLayer(shade)
    export_dialog.inputs.set_layer_checked(shade)
    assert export_dialog.inputs.band_names() == ["b1", "b2", "b3", "b4"]
    assert export_dialog.parameters()["INPUT"][0] != shade.id()

    export_dialog.inputs.layer_tree.setCurrentItem(export_dialog.inputs.layer_item(shade))
    export_dialog.inputs.up_button.click()
    assert export_dialog.parameters()["INPUT"][0] == shade.id()
    assert [export_dialog.inputs.band_table.item(row, 0).text() for row in range(4)] == ["shade", "RGB", "RGB", "RGB"]

    export_dialog.inputs.set_band_name(0, "hillshade")
    assert export_dialog.parameters()["BAND_NAMES"] == "hillshade,b2,b3,b4"
    export_dialog.inputs.set_band_name(1, "hillshade")
    assert "band name 'hillshade' is used twice" in export_dialog.error_labels["bandNames"].text()
    assert not export_dialog.run_button.isEnabled()


def test_no_layer_checked_is_an_error_next_to_the_layers(export_dialog, rgb_layer):
    export_dialog.inputs.set_layer_checked(rgb_layer, checked=False)
    assert export_dialog.error_labels["layers"].text() == "Check at least one raster layer to export."
    assert not export_dialog.run_button.isEnabled()
    assert export_dialog.preview.overlay.patch_band.asGeometry().isEmpty()


def test_options_are_remembered_for_the_next_dialog(export_dialog, canvas, message_bar, tmp_path):
    export_dialog.options.patch_width.setValue(300)
    export_dialog.options.patch_height.setValue(200)
    export_dialog.options.kernel_width.setValue(5)
    export_dialog.options.compressed.setChecked(False)
    export_dialog.output.prefix.setText("remembered")
    wait_for_run(export_dialog.run())

    again = ExportPanel(canvas, message_bar)
    try:
        options = again.options
        assert (options.patch_width.value(), options.patch_height.value(), options.kernel_width.value()) == \
            (300, 200, 5)
        assert not again.options.compressed.isChecked()
        assert again.output.prefix.text() == "remembered"
        assert again.output.output_folder.filePath() == str(tmp_path / "export")
        assert QgsSettings().value("tfrecord_bridge/export/patch_width") in (300, "300")
    finally:
        again.dispose()


# ---------------------------------------------------------------------------------------------- import dialog


def test_import_dialog_previews_the_files_and_loads_the_chosen_features(import_dialog, rgb_export, message_bar):
    shards = tfrecord_files(rgb_export)
    assert len(shards) == 8
    import_dialog.source_box.set_files(reversed(shards))  # the dialog puts them back in name order
    wait_for_preview(import_dialog)

    assert import_dialog.preview_error == ""
    assert import_dialog.source_box.mixer_widget.filePath() == str(rgb_export / "rgb-mixer.json")
    assert import_dialog.source_box.mixer_note.text() == "found beside the files"
    assert import_dialog.preview_box.records_label.text() == (
        "30 records in 8 files; the mixer's totalPatches is 30 (6 per row of 128 x 128): as expected")
    assert import_dialog.preview_box.kernel_label.text() == (
        "kernelSize 3,3 from rgb-sidecar.json; kernel margins 1,1 cropped (tiles 130 x 130)")
    assert import_dialog.preview_box.record_type_label.text() == "tf.train.Example"
    assert import_dialog.preview_box.features() == ["b1", "b2", "b3"]
    assert import_dialog.run_button.isEnabled()

    import_dialog.preview_box.set_feature_checked("b2", False)
    assert import_dialog.parameters()["FEATURES"] == "b1,b3"
    assert import_dialog.parameters()["INPUT"] == shards
    run = wait_for_run(import_dialog.run())

    assert run.succeeded, run.message
    layers = QgsProject.instance().mapLayersByName("rgb (TFRecord)")
    assert len(layers) == 1
    assert (layers[0].width(), layers[0].height(), layers[0].bandCount()) == (768, 640, 2)
    assert message_bar.currentItem().text().startswith("added rgb (TFRecord): 768 x 640 pixels, 2 bands")


def test_import_dialog_names_the_layer_after_the_geotiff_written(import_dialog, rgb_export, message_bar, tmp_path):
    """Not after the export's layer ('rgb' twice in the Layers panel, issue 30); a name typed stays."""
    import_dialog.source_box.set_files(tfrecord_files(rgb_export))
    wait_for_preview(import_dialog)
    # A temporary file: the export's prefix, marked apart from the layer it was made from (issue 44).
    assert import_dialog.output_box.layer_name.text() == "rgb (TFRecord)"
    import_dialog.output_box.output.setFilePath(str(tmp_path / "rgb.v2-prediction.tif"))
    assert import_dialog.output_box.layer_name.text() == "rgb.v2-prediction"
    run = wait_for_run(import_dialog.run())

    assert run.succeeded, run.message
    assert [layer.source() for layer in QgsProject.instance().mapLayersByName("rgb.v2-prediction")] == [
        str(tmp_path / "rgb.v2-prediction.tif")]
    assert not QgsProject.instance().mapLayersByName("rgb")

    import_dialog.output_box.layer_name.setText("mine")
    import_dialog.output_box.layer_name.setModified(True)  # as typing sets it
    import_dialog.output_box.output.setFilePath(str(tmp_path / "other.tif"))
    assert import_dialog.output_box.layer_name.text() == "mine"


def test_import_dialog_finds_an_export_in_a_folder(import_dialog, rgb_export, message_bar, tmp_path):
    output = tmp_path / "loaded.tif"
    import_dialog.source_box.set_folder(str(rgb_export), "rgb")
    wait_for_preview(import_dialog)

    assert import_dialog.summary["records"] == 30
    assert import_dialog.source_box.mixer_widget.filePath() == str(rgb_export / "rgb-mixer.json")
    import_dialog.output_box.output.setFilePath(str(output))
    import_dialog.output_box.layer_name.setText("predictions")
    parameters = import_dialog.parameters()
    assert (parameters["FOLDER"], parameters["PREFIX"]) == (str(rgb_export), "rgb")
    run = import_dialog.run()
    # The panel stays; Run is disabled while its import goes on, and a second Run starts nothing.
    assert import_dialog.isVisible() and not import_dialog.run_button.isEnabled()
    assert import_dialog.run() is None and import_dialog.last_run is run
    wait_for_run(run)
    assert import_dialog.run_button.isEnabled()

    assert run.succeeded, run.message
    assert output.exists()
    layer = QgsProject.instance().mapLayersByName("predictions")[0]
    assert layer.source() == str(output)
    assert layer.bandCount() == 3

    again = ImportPanel(message_bar)  # remembers reading that folder
    try:
        assert again.source_box.source_mode() == "folder"
        assert (again.source_box.folder_widget.filePath(), again.source_box.prefix.text()) == (str(rgb_export), "rgb")
        wait_for_preview(again)
        assert again.summary["records"] == 30
    finally:
        again.dispose()


def test_import_dialog_needs_the_mixer_of_predictions_written_elsewhere(import_dialog, rgb_export, tmp_path):
    elsewhere = tmp_path / "predictions"
    elsewhere.mkdir()
    copied = [shutil.copy(path, elsewhere) for path in tfrecord_files(rgb_export)]
    import_dialog.source_box.set_files(copied)
    wait_for_preview(import_dialog)

    assert import_dialog.source_box.mixer_widget.filePath() == ""
    assert import_dialog.source_box.mixer_note.text().startswith("none found beside the files")
    assert import_dialog.preview_box.kernel_label.text() == "not inferred: no mixer"
    assert not import_dialog.run_button.isEnabled()
    assert "No mixer" in import_dialog.error_label.text()

    import_dialog.source_box.mixer_widget.setFilePath(str(rgb_export / "rgb-mixer.json"))
    wait_for_preview(import_dialog)
    assert import_dialog.source_box.mixer_note.text() == "chosen by hand"
    assert import_dialog.preview_box.kernel_label.text().startswith("kernelSize 3,3 from rgb-sidecar.json; ")
    assert import_dialog.run_button.isEnabled()


def test_import_dialog_previews_the_kernel_its_import_runs(import_dialog, run_algorithm, rgb_layer, tmp_path):
    """Issue 12, case 2: tiles of 130 x 132 fit a 3 x 5 and a 5 x 3 kernel alike; the preview said "3 x 5
    inferred" while the import refused. Both now say the same, and the kernel typed settles it for both."""
    folder = tmp_path / "k35"
    run_algorithm("tfrecord:exportimage", {"INPUT": [rgb_layer.id()], "PATCH_DIMENSIONS": "128,128",
                                           "KERNEL_SIZE": "3,5", "OUTPUT": str(folder), "PREFIX": "k"})
    for path in glob.glob(str(folder / "k-sidecar.json")):
        os.remove(path)  # as an EE export, which records no kernel
    import_dialog.source_box.set_folder(str(folder), "k")
    wait_for_preview(import_dialog)
    assert import_dialog.preview_box.kernel_label.text().startswith("not inferred: cannot tell the kernel margins")
    assert "kernelSize 3,5 or depth 1 with kernelSize 5,3" in import_dialog.preview_box.kernel_label.text()
    assert not import_dialog.run_button.isEnabled()
    assert "Kernel size" in import_dialog.error_label.text()
    with pytest.raises(Exception, match="kernelSize 3,5 or depth 1 with kernelSize 5,3"):
        run_algorithm("tfrecord:importimage", {"FOLDER": str(folder), "PREFIX": "k",
                                               "OUTPUT": str(tmp_path / "refused.tif")})

    # A kernel typed that fits no count: the line names it (it said "not inferred", as if the field were empty).
    import_dialog.output_box.kernel_size.setText("8,8")
    assert import_dialog.preview_box.kernel_label.text() == (
        "kernelSize 8,8 as given: no checked feature's value count fits its tiles")
    assert not import_dialog.run_button.isEnabled()
    import_dialog.output_box.kernel_size.setText("3,5")
    assert import_dialog.preview_box.kernel_label.text() == (
        "kernelSize 3,5 as given; kernel margins 1,2 cropped (tiles 130 x 132)")
    assert import_dialog.run_button.isEnabled()
    import_dialog.output_box.output.setFilePath(str(tmp_path / "k.tif"))
    run = wait_for_run(import_dialog.run())
    assert run.succeeded, run.message


def test_import_dialog_takes_the_kernel_from_the_export_sidecar_as_its_import_does(import_dialog, run_algorithm,
                                                                                    rgb_layer, tmp_path):
    folder = tmp_path / "k35"
    run_algorithm("tfrecord:exportimage", {"INPUT": [rgb_layer.id()], "PATCH_DIMENSIONS": "128,128",
                                           "KERNEL_SIZE": "3,5", "OUTPUT": str(folder), "PREFIX": "k"})
    import_dialog.source_box.set_folder(str(folder), "k")
    wait_for_preview(import_dialog)
    assert import_dialog.preview_box.kernel_label.text().startswith(
        "kernelSize 3,5 from k-sidecar.json; kernel margins 1,2 cropped")
    assert import_dialog.run_button.isEnabled()
    import_dialog.output_box.output.setFilePath(str(tmp_path / "k.tif"))
    import_dialog.output_box.layer_name.setText("k35")
    run = wait_for_run(import_dialog.run())
    assert run.succeeded, run.message
    layer = QgsProject.instance().mapLayersByName("k35")[0]
    assert layer.dataProvider().sourceNoDataValue(1) == 0  # the collar is transparent, as in the source
    assert [layer.bandName(number) for number in (1, 2, 3)] == [f"Band {n}: b{n}" for n in (1, 2, 3)]


@pytest.mark.parametrize("core_only", [False, True], ids=["tiles", "cores only"])
def test_the_import_previews_the_kernel_in_the_words_of_its_log(import_dialog, run_algorithm, rgb_layer, tmp_path,
                                                               core_only):
    """Issue 30: after an 8 x 8 export the preview said "9 x 9 from sample-sidecar.json ... an even kernel of one
    less gives the same tiles", and "1 x 1 from sample-sidecar.json" for predictions of the patch cores only,
    while the log said "kernelSize 8,8 from sample-sidecar.json". The preview now says what the log says."""
    import numpy as np

    from tfrecord_bridge.core import encode_example, write_records
    folder = tmp_path / "k8"
    run_algorithm("tfrecord:exportimage", {"INPUT": [rgb_layer.id()], "PATCH_DIMENSIONS": "128,128",
                                           "KERNEL_SIZE": "8,8", "OUTPUT": str(folder), "PREFIX": "sample"})
    files = tfrecord_files(folder)
    if core_only:  # a model's predictions of each 128 x 128 patch core, without the margins its input had
        files = [str(tmp_path / "scores-00000.tfrecord.gz")]
        write_records(files[0], [encode_example({"score": np.full(128 * 128, n, np.float32)}) for n in range(30)])
    import_dialog.source_box.set_files(files)
    import_dialog.source_box.mixer_widget.setFilePath(str(folder / "sample-mixer.json"))
    wait_for_preview(import_dialog)
    preview = import_dialog.preview_box.kernel_label.text()
    import_dialog.output_box.output.setFilePath(str(tmp_path / "imported.tif"))
    run = wait_for_run(import_dialog.run())
    assert run.succeeded, run.message

    (raster_line,) = [line for line in run.feedback.log if " raster, band" in line]
    assert "kernelSize 8,8 from sample-sidecar.json" in run.feedback.log
    if core_only:
        assert preview == "kernelSize 8,8 from sample-sidecar.json; no kernel margins to crop (tiles 128 x 128)"
        assert "kernel margins" not in raster_line
    else:
        assert preview == "kernelSize 8,8 from sample-sidecar.json; kernel margins 4,4 cropped (tiles 136 x 136)"
        assert raster_line.endswith(", kernel margins 4,4 cropped")


def test_import_dialog_reports_a_corrupt_file_and_will_not_run(import_dialog, tmp_path):
    broken = tmp_path / "broken-00000.tfrecord"
    broken.write_bytes(b"\x05\x00\x00\x00\x00\x00\x00\x00garbage")
    import_dialog.source_box.set_files([str(broken)])
    wait_for_preview(import_dialog)

    assert import_dialog.preview_box.notes_label.text()  # the inspector's message about the file
    assert not import_dialog.run_button.isEnabled()
    assert "corrupt" in import_dialog.error_label.text()


def test_import_dialog_names_a_missing_file(import_dialog, tmp_path):
    import_dialog.source_box.set_files([str(tmp_path / "nowhere-00000.tfrecord.gz")])
    wait_for_preview(import_dialog)
    assert import_dialog.preview_error.startswith("no such file")
    assert not import_dialog.run_button.isEnabled()


# ---------------------------------------------------------------------------------------------- the plugin


class InterfaceWithRasterMenu(QgisInterface):
    """pytest-qgis's QgisInterface stub, plus the Raster menu calls of QGIS's own interface.

    The stub has no addPluginToRasterMenu; QGIS puts each plugin's actions in a submenu of
    Raster named by the plugin and drops the submenu when its last action goes. A real
    QgsMessageBar stands in for the stub's, which cannot hold widgets, and dock widgets are
    docked in the main window, which the stub's addDockWidget does not do.
    """

    def __init__(self, canvas, main_window=None):
        super().__init__(canvas, QgsMessageBar(), main_window or QMainWindow())
        self.raster_menu = self.mainWindow().menuBar().addMenu("&Raster")
        self.options_factories = []  # the pages QGIS's Options dialog would show

    def registerOptionsWidgetFactory(self, factory):
        self.options_factories.append(factory)

    def unregisterOptionsWidgetFactory(self, factory):
        self.options_factories.remove(factory)

    def addDockWidget(self, area, dock_widget):  # the stub's does nothing
        self.mainWindow().addDockWidget(area, dock_widget)

    def removeDockWidget(self, dock_widget):
        self.mainWindow().removeDockWidget(dock_widget)

    def rasterMenu(self):
        return self.raster_menu

    def plugin_submenu(self, name):
        return next((action.menu() for action in self.raster_menu.actions()
                     if action.menu() is not None and action.text() == name), None)

    def addPluginToRasterMenu(self, name, action):
        submenu = self.plugin_submenu(name) or self.raster_menu.addMenu(name)
        submenu.addAction(action)

    def removePluginRasterMenu(self, name, action):
        submenu = self.plugin_submenu(name)
        if submenu is None:
            return
        submenu.removeAction(action)
        if not submenu.actions():
            self.raster_menu.removeAction(submenu.menuAction())


def delete_later_now():
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_plugin_loads_and_unloads_twice_with_its_menu_and_toolbar(qgis_processing, qgis_canvas):
    iface = InterfaceWithRasterMenu(qgis_canvas)
    for _ in range(2):
        plugin = tfrecord_bridge.classFactory(iface)
        plugin.initGui()
        try:
            assert QgsApplication.processingRegistry().providerById("tfrecord") is not None
            submenu = iface.plugin_submenu(MENU)
            assert [action.text() for action in submenu.actions()] == MENU_TEXTS
            toolbar = iface.mainWindow().findChild(QToolBar, TOOLBAR_NAME)
            button = toolbar.findChild(QToolButton, TOOLBAR_BUTTON_NAME)
            assert button.defaultAction().text() == "Export raster to TFRecord..."
            assert [action.text() for action in button.menu().actions()] == MENU_TEXTS
            assert all(not action.icon().isNull() for action in button.menu().actions())
        finally:
            plugin.unload()
        delete_later_now()
        assert iface.plugin_submenu(MENU) is None
        assert sip.isdeleted(toolbar)
        assert iface.mainWindow().findChild(QToolBar, TOOLBAR_NAME) is None
        assert QgsApplication.processingRegistry().providerById("tfrecord") is None


def test_plugin_menu_opens_its_panels_and_unload_takes_the_overlay_off(qgis_processing, canvas, qgis_iface,
                                                                       monkeypatch):
    # Processing's dialogs ask the global iface (pytest-qgis's stub) for the browser model,
    # which only QGIS desktop has; give the stub a real one.
    browser_model = QgsBrowserGuiModel()
    monkeypatch.setattr(qgis_iface, "browserModel", lambda: browser_model, raising=False)
    iface = InterfaceWithRasterMenu(canvas)
    iface.mainWindow().show()  # the panels dock in it
    plugin = tfrecord_bridge.classFactory(iface)
    plugin.initGui()
    try:
        actions = {action.text(): action for action in iface.plugin_submenu(MENU).actions()}
        actions["Export raster to TFRecord..."].trigger()
        dialog = plugin.export_panel
        assert dialog.isVisible() and dialog.preview.patch_count_label.text() == "6 patches"
        assert iface.mainWindow().dockWidgetArea(dialog) == Qt.DockWidgetArea.RightDockWidgetArea
        bands = dialog.preview.overlay.bands
        assert all(band.scene() is canvas.scene() for band in bands)
        dialog.close()  # the panel's close button: hidden, kept
        actions["Export raster to TFRecord..."].trigger()
        assert plugin.export_panel is dialog and dialog.isVisible()  # one panel, shown again
        assert dialog.preview.overlay.drawn_patches == 6

        actions["Load TFRecord predictions..."].trigger()
        assert plugin.import_panel.isVisible()
        assert iface.mainWindow().dockWidgetArea(plugin.import_panel) == Qt.DockWidgetArea.RightDockWidgetArea
        # Tabbed with the export panel rather than narrowing the map again; the export panel's again on top.
        assert iface.mainWindow().tabifiedDockWidgets(plugin.import_panel) == [dialog]
        (tabs,) = [bar for bar in iface.mainWindow().findChildren(QTabBar) if bar.count() == 2]
        assert tabs.tabText(tabs.currentIndex()) == plugin.import_panel.windowTitle() == "Load"
        assert dialog.preview.overlay.drawn_patches == 0  # its tab behind: no grid of its own on the map
        actions["Export raster to TFRecord..."].trigger()  # the export panel's tab on top again
        assert tabs.tabText(tabs.currentIndex()) == dialog.windowTitle() == "Export"
        assert dialog.preview.overlay.drawn_patches == 6

        # The table and inspect entries open Processing's own (modal) algorithm dialog; a timer
        # notes which algorithm it shows and closes it, as exec() blocks until then.
        shown = []

        def close_algorithm_dialog():
            dialogs = [widget for widget in QApplication.topLevelWidgets()
                       if widget.isVisible() and hasattr(widget, "algorithm") and widget.isModal()]
            if not dialogs:
                QTimer.singleShot(20, close_algorithm_dialog)
                return
            shown.append(dialogs[0].algorithm().id())
            dialogs[0].close()

        for text in ("Inspect TFRecord...", "Export table...", "Load table...", "Export training patches at points..."):
            QTimer.singleShot(0, close_algorithm_dialog)
            actions[text].trigger()
        assert shown == ["tfrecord:inspect", "tfrecord:exporttable", "tfrecord:importtable",
                         "tfrecord:exportpatchesatpoints"]
    finally:
        plugin.unload()
        delete_later_now()
    assert all(band.scene() is None for band in bands)
    assert sip.isdeleted(dialog)  # released and deleted, not left parented to the main window
    iface.mainWindow().close()


def test_plugin_without_an_interface_only_registers_the_provider(qgis_processing):
    plugin = tfrecord_bridge.classFactory(None)
    plugin.initProcessing()
    assert QgsApplication.processingRegistry().providerById("tfrecord") is not None
    plugin.unload()
    assert QgsApplication.processingRegistry().providerById("tfrecord") is None


def test_import_dialog_reads_nodata_in_the_locale_and_refuses_group_separators(import_dialog):
    from qgis.PyQt.QtCore import QLocale
    from qgis.PyQt.QtGui import QValidator
    validator = import_dialog.output_box.nodata.validator()
    locale = QLocale(QLocale.Language.German)
    locale.setNumberOptions(locale.numberOptions() | QLocale.NumberOption.RejectGroupSeparator)
    validator.setLocale(locale)
    import_dialog.output_box.nodata.setText("-9999,5")
    assert import_dialog.parameters()["NODATA"] == -9999.5
    assert validator.validate("1.000,5", 0)[0] != QValidator.State.Acceptable


def test_import_dialog_adds_a_class_map_as_classes(import_dialog, tmp_path):
    import numpy as np

    from tfrecord_bridge.core import encode_example, write_records
    from tfrecord_bridge.core.layout.grid import PatchLayout, PixelGrid
    from tfrecord_bridge.core.layout.mixer import Mixer, write_mixer
    grid = PixelGrid("EPSG:32633", (500000.0, 10.0, 0.0, 4000000.0, 0.0, -10.0), 32, 16)
    write_mixer(tmp_path / "cls-mixer.json", Mixer.for_export(grid, PatchLayout(32, 16, 16, 16)))
    write_records(tmp_path / "cls-00000.tfrecord.gz",
                  [encode_example({"label": np.full(256, value, np.int64)}) for value in (2, 7)])
    import_dialog.source_box.set_files([str(tmp_path / "cls-00000.tfrecord.gz")])
    wait_for_preview(import_dialog)
    import_dialog.output_box.output.setFilePath(str(tmp_path / "cls.tif"))
    run = wait_for_run(import_dialog.run())
    assert run.succeeded, run.message
    layer = QgsProject.instance().mapLayersByName("cls")[0]
    assert layer.renderer().type() == "paletted"
    assert [c.value for c in layer.renderer().classes()] == [2, 7]


def test_the_export_dialog_lists_bands_as_the_export_reads_them_and_refuses_what_it_cannot_write(export_dialog,
                                                                                                  tmp_path):
    """The dialog asks core for the bands (issue 12): a complex band is refused beside the layers, not at Run."""
    from osgeo import gdal
    path = str(tmp_path / "complex.tif")
    dataset = gdal.GetDriverByName("GTiff").Create(path, 8, 8, 1, gdal.GDT_CFloat32)
    dataset.SetGeoTransform((500000.0, 10.0, 0.0, 4000000.0, 0.0, -10.0))
    dataset.SetProjection("EPSG:32633")
    dataset = None
    layer = QgsRasterLayer(path, "complex")
    QgsProject.instance().addMapLayer(layer)
    export_dialog.inputs.set_layer_checked(layer, True)
    assert "has type CFloat32, which cannot be exported" in export_dialog.error_labels["layers"].text()
    assert not export_dialog.run_button.isEnabled()


def test_import_dialog_refuses_a_checked_feature_its_import_would_refuse(import_dialog, tmp_path):
    import numpy as np

    from tfrecord_bridge.core import encode_example, write_records
    from tfrecord_bridge.core.layout.grid import PatchLayout, PixelGrid
    from tfrecord_bridge.core.layout.mixer import Mixer, write_mixer
    grid = PixelGrid("EPSG:32633", (500000.0, 10.0, 0.0, 4000000.0, 0.0, -10.0), 32, 16)
    write_mixer(tmp_path / "f-mixer.json", Mixer.for_export(grid, PatchLayout(32, 16, 16, 16)))
    write_records(tmp_path / "f-00000.tfrecord.gz",
                  [encode_example({"score": np.zeros(256, np.float32), "id": np.array([n])}) for n in (1, 2)])
    import_dialog.source_box.set_files([str(tmp_path / "f-00000.tfrecord.gz")])
    wait_for_preview(import_dialog)
    assert import_dialog.preview_box.features() == ["score"] and import_dialog.run_button.isEnabled()
    import_dialog.preview_box.set_feature_checked("id", True)
    assert not import_dialog.run_button.isEnabled()
    assert "'id' fits no tile of the patch layout" in import_dialog.error_label.text()
    with pytest.raises(Exception, match="feature 'id' has 1 value in "):
        from tfrecord_bridge.core.importing.import_image import import_image
        import_image(ImportRequest([str(tmp_path / "f-00000.tfrecord.gz")], None, str(tmp_path / "f.tif"),
                                   features="score,id"))


def test_import_dialog_lists_the_features_as_its_import_orders_them_never_by_the_keys(import_dialog, tmp_path):
    """The dialog passes its checked list as FEATURES: listed in the records' key order, TensorFlow's order of
    a dict's keys would become the bands' (issue 26)."""
    import numpy as np

    from helpers import hand_built_example
    from tfrecord_bridge.core import write_records
    from tfrecord_bridge.core.layout.grid import PatchLayout, PixelGrid
    from tfrecord_bridge.core.layout.mixer import Mixer, write_mixer
    grid = PixelGrid("EPSG:32633", (500000.0, 10.0, 0.0, 4000000.0, 0.0, -10.0), 32, 16)
    write_mixer(tmp_path / "k-mixer.json", Mixer.for_export(grid, PatchLayout(32, 16, 16, 16)))
    write_records(tmp_path / "k-00000.tfrecord.gz",
                  [hand_built_example([(name, np.zeros(256)) for name in ("water", "b10", "b2", "cloud")])] * 2)
    import_dialog.source_box.set_files([str(tmp_path / "k-00000.tfrecord.gz")])
    wait_for_preview(import_dialog)
    assert import_dialog.preview_box.features() == ["b2", "b10", "cloud", "water"]
    assert import_dialog.parameters()["FEATURES"] == "b2,b10,cloud,water"


def test_the_export_dialog_runs_labelled_sets_and_says_what_is_wrong(export_dialog, message_bar, tmp_path):
    """The training-set options become exportimage's parameters: a label layer (its selection), field, splits,
    sampling; impossible choices are errors beside them and keep Run disabled."""
    from osgeo import ogr, osr
    from qgis.core import QgsVectorLayer
    path = str(tmp_path / "labels.gpkg")
    reference = osr.SpatialReference()
    reference.ImportFromEPSG(32618)
    source = ogr.GetDriverByName("GPKG").CreateDataSource(path)
    layer = source.CreateLayer("fields", reference, ogr.wkbPolygon)
    layer.CreateField(ogr.FieldDefn("crop", ogr.OFTString))
    for x, name in [(110000, "wheat"), (160000, "maize"), (210000, "wheat")]:
        feature = ogr.Feature(layer.GetLayerDefn())
        feature.SetField("crop", name)
        feature.SetGeometry(ogr.CreateGeometryFromWkt(
            f"POLYGON(({x} 2740000, {x + 30000} 2740000, {x + 30000} 2780000, {x} 2780000, {x} 2740000))"))
        layer.CreateFeature(feature)
    source = layer = None
    fields = QgsVectorLayer(f"{path}|layername=fields", "fields", "ogr")
    assert fields.isValid()
    QgsProject.instance().addMapLayer(fields)

    export_dialog.training.set_label_layer(fields, "crop")
    label_field = export_dialog.training.label_field
    offered = [label_field.itemData(i) for i in range(label_field.count())]
    assert offered[0] == "" and "crop" in offered  # the label value first, then the number and text fields
    export_dialog.options.patch_width.setValue(128)
    export_dialog.options.patch_height.setValue(128)
    export_dialog.training.negative_ratio.setValue(0.5)
    export_dialog.training.splits.setText("train=0.7,val=0.2")
    assert "add up to 0.9, not 1" in export_dialog.errors["training"]
    assert not export_dialog.run_button.isEnabled()
    export_dialog.training.splits.setText("train=0.75,val=0.25")
    export_dialog.training.write_tfindex.setChecked(True)
    assert "GZIP" in export_dialog.errors["training"]
    export_dialog.options.compressed.setChecked(False)
    export_dialog.training.label_band.setText("Band 1")
    export_dialog.inputs.set_band_name(0, "Band 1")
    assert "has the name of an image band" in export_dialog.errors["labels"]
    export_dialog.training.label_band.setText("crop")
    export_dialog.training.label_selected.setChecked(True)
    assert "no selected feature" in export_dialog.errors["labels"]
    fields.selectByIds([feature.id() for feature in fields.getFeatures()][:2])
    export_dialog.refresh()
    assert export_dialog.errors == {}
    parameters = export_dialog.parameters()
    assert parameters["LABEL_LAYER"].selectedFeaturesOnly and parameters["LABEL_FIELD"] == "crop"
    export_dialog.output.prefix.setText("crops")

    run = export_dialog.run()
    wait_for_run(run)
    assert run.succeeded, run.message
    folder = tmp_path / "export"
    names = sorted(os.listdir(folder))
    assert "crops-sidecar.json" in names and "crops-train-index.json" in names and "crops-val-mixer.json" in names
    assert "crops-train-00000.tfindex" in names
    with open(folder / "crops-sidecar.json", encoding="utf-8") as stream:
        sidecar = json.load(stream)
    assert sidecar["labels"]["classes"] == [{"value": 1, "name": "maize"}, {"value": 2, "name": "wheat"}]
    assert sidecar["labels"]["band"] == "crop" and sidecar["sampling"]["negativeRatio"] == 0.5
    assert sidecar["splits"]["blockSize"] == 4
    assert "Sets: train=" in message_bar.currentItem().text()


@pytest.mark.parametrize("which, algorithm", [("export", "exportimage"), ("import", "importimage")])
def test_help_button_opens_the_shipped_page_of_the_dialogs_algorithm(request, monkeypatch, which, algorithm):
    """Help offline: the dialog's Help opens the algorithm's section of the HTML page in the plugin folder, as
    the Processing dialog's Help does; the opening is intercepted, the page must really be there."""
    from tfrecord_bridge.ui import algorithm_dialog

    dialog = request.getfixturevalue(f"{which}_dialog")
    opened = []
    monkeypatch.setattr(algorithm_dialog, "open_url", lambda url: opened.append(url) or True)
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Help)
    assert button is dialog.help_button and button.isEnabled() and button.toolTip()
    button.click()
    (url,) = opened
    assert url.isLocalFile() and url.scheme() == "file", url.toString()
    page = Path(url.toLocalFile()).resolve()
    assert page.is_file(), page
    assert Path(tfrecord_bridge.__file__).resolve().parent in page.parents, page
    assert page.relative_to(Path(tfrecord_bridge.__file__).resolve().parent).as_posix() == "docs/algorithms.html"
    assert url.fragment() == f"tfrecord{algorithm}"
    assert f'id="tfrecord{algorithm}"' in page.read_text(encoding="utf-8")
    assert url.toString() == QgsApplication.processingRegistry().algorithmById(f"tfrecord:{algorithm}").helpUrl()
    assert dialog.isVisible() and not dialog.released, "Help leaves the panel open"


def test_the_import_panel_shows_file_names_and_their_text_as_plain_text(import_dialog, tmp_path):
    # As a user found: the panel rendered mixer text and file names as rich text, and a link appeared.
    import json

    import numpy as np
    from qgis.PyQt.QtCore import Qt

    from tfrecord_bridge.core.codec.example import encode_example
    from tfrecord_bridge.core.codec.records import write_records
    prefix = "<a href='https:x'>link<"
    shard = tmp_path / f"{prefix}-00000.tfrecord.gz"
    mixer = tmp_path / f"{prefix}-mixer.json"
    write_records(shard, [encode_example({"b": np.zeros(4, np.float32)})])
    mixer.write_text("<a href='https:x'>not JSON</a>")
    import_dialog.source_box.set_files([str(shard)])
    wait_for_preview(import_dialog)
    notes = import_dialog.preview_box.notes_label
    # The notes are rich text for their colour, each file's text escaped in it.
    assert notes.textFormat() == Qt.TextFormat.RichText
    assert "/&lt;a href=&#x27;https:x&#x27;&gt;link&lt;-mixer.json: not valid JSON" in notes.text()
    assert "<a " not in notes.text()
    # A mixer of 2 patches for 1 record: the refusal beside Run names the mixer, as it is.
    mixer.write_text(json.dumps({"projection": {"crs": "EPSG:4326", "affine": {"doubleMatrix": [1, 0, 0, 0, -1, 0]}},
                                 "patchDimensions": [2, 2], "patchesPerRow": 2, "totalPatches": 2}))
    import_dialog.source_box.set_files([])
    import_dialog.source_box.set_files([str(shard)])
    wait_for_preview(import_dialog)
    wait_for(lambda: str(mixer) in import_dialog.error_label.text(), what="the refusal naming the mixer")
    shown = {"run error": import_dialog.error_label, "kernel": import_dialog.preview_box.kernel_label,
             "mixer note": import_dialog.source_box.mixer_note, "records": import_dialog.preview_box.records_label}
    for what, label in shown.items():
        assert label.textFormat() == Qt.TextFormat.PlainText, what

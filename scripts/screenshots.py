"""Takes the README's screenshots: run by scripts/screenshots.sh under Xvfb (QT_QPA_PLATFORM=xcb).

Usage: screenshots.py OUTPUT_FOLDER [RASTER]. Opens RGB.byte.tif (from tests/data/rasterio) on a real
QgsMapCanvas, the export dialog with 128 x 128 patches and a 17 x 17 kernel (its grid drawn on
the canvas), runs that export, then opens the import dialog on the files it wrote, and saves
export_dialog.png, grid_overlay.png and import_dialog.png; then, with QGIS set to Korean, the export
dialog again as export_dialog_ko.png (the translations must be compiled: scripts/translations.py).
"""

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PLUGIN_DIR = ROOT / ".build" / "plugins"
DEFAULT_RASTER = ROOT / "tests" / "data" / "rasterio" / "RGB.byte.tif"


def wait_for(app, condition, timeout, what):
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise SystemExit(f"timed out waiting for {what}")
        app.processEvents()
        time.sleep(0.01)


def settle(app, seconds=0.5):
    """Let Qt lay out and paint what was just shown (no condition says when that is done)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def main(output_folder, raster=DEFAULT_RASTER):
    output_folder = Path(output_folder)
    output_folder.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="tfrecord-screenshots-"))
    # A throw-away QGIS profile: the dialogs remember their options, and must not in the user's.
    os.environ["QGIS_CUSTOM_CONFIG_PATH"] = str(work / "profile")
    sys.path.insert(0, str(PLUGIN_DIR))

    from qgis.core import QgsApplication, QgsProject, QgsRasterLayer

    app = QgsApplication([], True)
    app.initQgis()
    sys.path.append(os.path.join(app.pkgDataPath(), "python", "plugins"))
    from processing.core.Processing import Processing
    Processing.initialize()

    from qgis.gui import QgsMapCanvas, QgsMessageBar
    from qgis.PyQt.QtWidgets import QVBoxLayout, QWidget

    import tfrecord_bridge
    from tfrecord_bridge.ui.export_dialog import ExportDialog
    from tfrecord_bridge.ui.import_dialog import ImportDialog

    plugin = tfrecord_bridge.classFactory(None)
    plugin.initProcessing()
    layer = QgsRasterLayer(str(raster), Path(raster).stem)
    if not layer.isValid():
        raise SystemExit(f"cannot open {raster}")
    QgsProject.instance().addMapLayer(layer)

    # The canvas with a message bar above it, as in QGIS's main window.
    window = QWidget()
    window.setWindowTitle("TFRecord Bridge")
    layout = QVBoxLayout(window)
    message_bar = QgsMessageBar()
    canvas = QgsMapCanvas()
    layout.addWidget(message_bar)
    layout.addWidget(canvas)
    window.resize(900, 780)
    canvas.setDestinationCrs(layer.crs())
    canvas.setLayers([layer])
    extent = layer.extent()
    extent.scale(1.06)
    canvas.setExtent(extent)
    window.show()

    def show_export_dialog():
        dialog = ExportDialog(canvas, message_bar, project=QgsProject.instance())
        dialog.output.output_folder.setFilePath(str(work / "export"))
        dialog.output.prefix.setText("rgb")
        dialog.options.patch_width.setValue(128)
        dialog.options.patch_height.setValue(128)
        dialog.options.kernel_width.setValue(17)
        dialog.options.kernel_height.setValue(17)
        dialog.options.max_file_size.setValue(2_000_000)
        dialog.show()  # at the size it opens with: beside the map, scrolling
        canvas.refresh()
        settle(app)
        wait_for(app, lambda: not canvas.isDrawing(), 60, "the canvas to render")
        settle(app)
        # The form scrolls: show its lower part, the options and what the export will write.
        dialog.scroll_area.verticalScrollBar().setValue(dialog.scroll_area.verticalScrollBar().maximum())
        settle(app)
        return dialog

    export = show_export_dialog()
    export.grab().save(str(output_folder / "export_dialog.png"))
    canvas.grab().save(str(output_folder / "grid_overlay.png"))
    print(f"export dialog: {export.preview.patch_count_label.text()}, {export.preview.tile_size_label.text()}, "
          f"{export.preview.shard_label.text()}; overlay: {export.preview.overlay.drawn_patches} patches drawn")

    run = export.run()
    if run is None:
        raise SystemExit(f"the export dialog would not run: {export.errors}")
    wait_for(app, lambda: run.succeeded is not None, 120, "the export")
    if not run.succeeded:
        raise SystemExit(f"the export failed: {run.message}")

    importer = ImportDialog(message_bar, project=QgsProject.instance())
    importer.source_box.set_files(run.results["FILES"])
    importer.show()
    wait_for(app, lambda: importer.summary is not None or importer.preview_error, 60, "the import preview")
    importer.preview_box.set_feature_checked("b2", False)
    importer.adjustSize()
    settle(app)
    importer.grab().save(str(output_folder / "import_dialog.png"))
    preview = importer.preview_box
    print(f"import dialog: {preview.records_label.text()}; kernel {preview.kernel_label.text()}")
    importer.close()

    # The export dialog as a Korean user of QGIS sees it (Settings > Options > General > locale).
    from qgis.core import QgsSettings

    from tfrecord_bridge.provider.i18n import install_translator
    QgsSettings().setValue("locale/overrideFlag", True)
    QgsSettings().setValue("locale/userLocale", "ko")
    if not install_translator():
        raise SystemExit("no Korean translation: compile it first (scripts/translations.py --compile)")
    export.close()
    export_ko = show_export_dialog()
    export_ko.grab().save(str(output_folder / "export_dialog_ko.png"))
    print(f"Korean export dialog: {export_ko.windowTitle()}: {export_ko.preview.patch_count_label.text()}")
    export_ko.close()
    window.close()
    plugin.unload()
    app.exitQgis()


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        raise SystemExit(__doc__)
    main(*sys.argv[1:])

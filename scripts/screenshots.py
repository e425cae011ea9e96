"""Takes the screenshots in docs/: run by scripts/screenshots.sh under Xvfb (QT_QPA_PLATFORM=xcb), 1366 x 768.

Usage: screenshots.py OUTPUT_FOLDER [RASTER]. Builds a main window of 1366 x 768 as QGIS's (a Layers panel at
the left, a real QgsMapCanvas showing RGB.byte.tif from tests/data/rasterio), loads the plugin into it, and in
English, Korean and Brazilian Portuguese opens the export panel (128 x 128 patches, a 17 x 17 kernel, its grid
drawn on the map; scrolled to what the export will write) and the import panel (on the files that export
wrote), docked beside the map: export_panel_LANGUAGE.png and import_panel_LANGUAGE.png, with grid_overlay.png,
the map with the grid alone.
The translations must be compiled (scripts/translations.py --compile). The images are saved with 256 colours,
so they stay small.
"""

import io
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]  # holds the plugin, the package tfrecord_bridge
DEFAULT_RASTER = ROOT / "tests" / "data" / "rasterio" / "RGB.byte.tif"
LANGUAGES = ("en", "ko", "pt_BR")
WINDOW_WIDTH, WINDOW_HEIGHT = 1366, 768
LAYERS_PANEL_WIDTH = 300  # QGIS's Layers panel at its usual width: the map is 1,065 pixels wide without ours


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


def save_small(widget, path):
    """``widget`` as it shows, as a PNG of 256 colours (a full-colour screenshot of a map is about 1 MB)."""
    from PIL import Image
    from qgis.PyQt.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    widget.grab().save(buffer, "PNG")
    buffer.close()
    image = Image.open(io.BytesIO(bytes(data))).convert("RGB")
    image.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(path, optimize=True)
    print(f"{path}: {os.path.getsize(path):,} bytes")


class ScreenshotInterface:
    """What the plugin asks of QGIS's interface (qgis.gui.QgisInterface), for the main window made here."""

    def __init__(self, window, canvas, message_bar):
        self.window, self.canvas, self.message_bar = window, canvas, message_bar

    def mainWindow(self):
        return self.window

    def mapCanvas(self):
        return self.canvas

    def messageBar(self):
        return self.message_bar

    def addToolBar(self, name):
        return self.window.addToolBar(name)

    def addPluginToRasterMenu(self, menu, action):
        pass  # no Raster menu in this window: the toolbar shows the plugin's button

    def removePluginRasterMenu(self, menu, action):
        pass

    def addDockWidget(self, area, dock_widget):
        self.window.addDockWidget(area, dock_widget)

    def removeDockWidget(self, dock_widget):
        self.window.removeDockWidget(dock_widget)

    def registerOptionsWidgetFactory(self, factory):
        pass  # no Options dialog here: the settings page is not pictured

    def unregisterOptionsWidgetFactory(self, factory):
        pass


def main_window(layer):
    """A window of 1366 x 768 as QGIS's: the Layers panel at the left, the message bar above the map."""
    from qgis.core import QgsLayerTreeModel, QgsProject
    from qgis.gui import QgsDockWidget, QgsLayerTreeView, QgsMapCanvas, QgsMessageBar
    from qgis.PyQt.QtCore import Qt
    from qgis.PyQt.QtWidgets import QMainWindow, QVBoxLayout, QWidget

    window = QMainWindow()
    window.setWindowTitle("QGIS")
    window.setGeometry(0, 0, WINDOW_WIDTH, WINDOW_HEIGHT)
    middle = QWidget()
    middle_layout = QVBoxLayout(middle)
    middle_layout.setContentsMargins(0, 0, 0, 0)
    message_bar = QgsMessageBar()
    canvas = QgsMapCanvas()
    middle_layout.addWidget(message_bar)
    middle_layout.addWidget(canvas)
    window.setCentralWidget(middle)
    layers = QgsDockWidget("Layers")
    layers.setObjectName("Layers")
    tree = QgsLayerTreeView()
    tree.setModel(QgsLayerTreeModel(QgsProject.instance().layerTreeRoot(), tree))
    layers.setWidget(tree)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, layers)
    window.resizeDocks([layers], [LAYERS_PANEL_WIDTH], Qt.Orientation.Horizontal)
    canvas.setDestinationCrs(layer.crs())
    canvas.setLayers([layer])
    window.show()
    return window, canvas, message_bar


def fill_export_panel(panel, folder):
    panel.output.output_folder.setFilePath(str(folder))
    panel.output.prefix.setText("rgb")
    panel.options.patch_width.setValue(128)
    panel.options.patch_height.setValue(128)
    panel.options.kernel_width.setValue(17)
    panel.options.kernel_height.setValue(17)
    panel.options.max_file_size.setValue(2_000_000)


def show_map(app, canvas, layer):
    extent = layer.extent()
    extent.scale(1.06)
    canvas.setExtent(extent)
    canvas.refresh()
    settle(app)
    wait_for(app, lambda: not canvas.isDrawing(), 60, "the canvas to render")
    settle(app)


_qt_translator = None


def qt_translator(language):
    """Qt's own translation of ``language`` (qtbase_LANG.qm, as QGIS loads it), replacing the one before."""
    from qgis.PyQt.QtCore import QCoreApplication, QLibraryInfo, QTranslator

    global _qt_translator
    if _qt_translator is not None:
        QCoreApplication.removeTranslator(_qt_translator)
    _qt_translator = QTranslator()
    if hasattr(QLibraryInfo, "path"):  # Qt 6
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    else:
        folder = QLibraryInfo.location(QLibraryInfo.LibraryLocation.TranslationsPath)
    if _qt_translator.load(f"qtbase_{language}", folder):
        QCoreApplication.installTranslator(_qt_translator)
    return _qt_translator


def screenshots_in(language, app, iface, layer, output_folder, work):
    """The two panels in ``language``; the export is run in the first language, for the import to show."""
    from qgis.core import QgsSettings

    import tfrecord_bridge

    QgsSettings().setValue("locale/overrideFlag", True)
    QgsSettings().setValue("locale/userLocale", language)
    qt_translator(language)  # Qt's own buttons (Help), as QGIS loads them at start
    plugin = tfrecord_bridge.classFactory(iface)  # installs the translator of QGIS's language
    plugin.initGui()
    canvas = iface.mapCanvas()
    try:
        export = plugin.open_export_panel()
        fill_export_panel(export, work / "export")
        show_map(app, canvas, layer)
        # The form scrolls: show its lower part, what the export will write (the figures of the grid on the map).
        bar = export.scroll_area.verticalScrollBar()
        bar.setValue(bar.maximum())
        settle(app)
        print(f"{language}: the map is {canvas.width()} of {WINDOW_WIDTH} pixels wide beside the export panel "
              f"({export.width()}); {export.preview.patch_count_label.text()}, "
              f"{export.preview.overlay.drawn_patches} patches drawn")
        save_small(iface.mainWindow(), output_folder / f"export_panel_{language}.png")
        if not (work / "export" / "rgb-mixer.json").exists():
            save_small(canvas, output_folder / "grid_overlay.png")
            run = export.run()
            if run is None:
                raise SystemExit(f"the export panel would not run: {export.errors}")
            wait_for(app, lambda: run.succeeded is not None, 120, "the export")
            if not run.succeeded:
                raise SystemExit(f"the export failed: {run.message}")
            iface.messageBar().clearWidgets()

        importer = plugin.open_import_panel()
        importer.source_box.set_files(sorted(str(path) for path in (work / "export").glob("rgb-*.tfrecord.gz")))
        wait_for(app, lambda: importer.summary is not None or importer.preview_error, 60, "the import preview")
        settle(app)
        save_small(iface.mainWindow(), output_folder / f"import_panel_{language}.png")
        print(f"{language}: import panel: {importer.preview_box.records_label.text()}; "
              f"kernel {importer.preview_box.kernel_label.text()}")
    finally:
        plugin.unload()
        settle(app, 0.2)


def main(output_folder, raster=DEFAULT_RASTER):
    output_folder = Path(output_folder)
    output_folder.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="tfrecord-screenshots-"))
    # A throw-away QGIS profile: the panels remember their options, and must not in the user's.
    os.environ["QGIS_CUSTOM_CONFIG_PATH"] = str(work / "profile")
    sys.path.insert(0, str(ROOT))

    from qgis.core import QgsApplication, QgsProject, QgsRasterLayer

    app = QgsApplication([], True)
    app.initQgis()
    sys.path.append(os.path.join(app.pkgDataPath(), "python", "plugins"))
    from processing.core.Processing import Processing
    Processing.initialize()

    layer = QgsRasterLayer(str(raster), Path(raster).stem)
    if not layer.isValid():
        raise SystemExit(f"cannot open {raster}")
    QgsProject.instance().addMapLayer(layer)
    window, canvas, message_bar = main_window(layer)
    iface = ScreenshotInterface(window, canvas, message_bar)
    for language in LANGUAGES:
        screenshots_in(language, app, iface, layer, output_folder, work)
    window.close()
    app.exitQgis()


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        raise SystemExit(__doc__)
    main(*sys.argv[1:])

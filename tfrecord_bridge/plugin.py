"""The QGIS side of the plugin: provider registration, the Raster menu entries and the toolbar button."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, TypeVar, cast

from qgis.core import QgsApplication
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QIcon
from qgis.PyQt.QtWidgets import QAction, QDockWidget, QMainWindow, QMenu, QToolBar, QToolButton

from .provider.provider import TFRecordProvider
from .texts import PLUGIN_NAME, install_translator, remove_translator, tr

if TYPE_CHECKING:  # the panels are imported on first use: qgis_process loads no ui
    from qgis.gui import QgisInterface

    from .ui.algorithm_dialog import AlgorithmPanel
    from .ui.export_dialog import ExportPanel
    from .ui.import_dialog import ImportPanel
    from .ui.packages_page import PackagesPageFactory
    from .ui.predict_dialog import PredictPanel

MENU = PLUGIN_NAME
TOOLBAR_NAME = "TFRecordBridgeToolbar"  # objectName: QGIS saves the toolbar's place under it
TOOLBAR_BUTTON_NAME = "TFRecordBridgeButton"
RESOURCES = os.path.join(os.path.dirname(__file__), "resources")
Panel = TypeVar("Panel", bound="AlgorithmPanel")


class TFRecordBridgePlugin:
    """Created by ``classFactory``; ``iface`` is None under qgis_process, where only initProcessing runs."""

    def __init__(self, iface: QgisInterface | None) -> None:
        # Installed before anything is shown or registered, so menus, dialogs, the Processing toolbox and
        # qgis_process all speak QGIS's language.
        install_translator()
        self.iface = iface
        self.provider: TFRecordProvider | None = None
        self.actions: list[QAction] = []
        self.toolbar: QToolBar | None = None
        self.toolbar_button: QToolButton | None = None
        self.export_panel: ExportPanel | None = None
        self.import_panel: ImportPanel | None = None
        self.predict_panel: PredictPanel | None = None
        self.options_factory: PackagesPageFactory | None = None

    def initProcessing(self) -> None:
        if self.provider is None:
            provider = TFRecordProvider()
            # A refused provider (its id already registered) is deleted by the registry: keep no dangling wrapper.
            if QgsApplication.processingRegistry().addProvider(provider):
                self.provider = provider
                # Loaded again now that the registry knows the provider: the shipped models find the steps
                # they chain (tfrecord:...) only then, and with them their outputs.
                provider.refreshAlgorithms()

    def initGui(self) -> None:
        self.initProcessing()
        parent = self.iface.mainWindow()
        entries = [
            ("export_image.svg", tr("Export raster to TFRecord..."), self.open_export_panel),
            ("class_map.svg", tr("Predict with an ONNX model..."), self.open_predict_panel),
            ("import_image.svg", tr("Load TFRecord predictions..."), self.open_import_panel),
            ("export_patches_at_points.svg", tr("Export training patches at points..."),
             lambda: self.open_algorithm_dialog("tfrecord:exportpatchesatpoints")),
            ("export_table.svg", tr("Export table..."), lambda: self.open_algorithm_dialog("tfrecord:exporttable")),
            ("import_table.svg", tr("Load table..."), lambda: self.open_algorithm_dialog("tfrecord:importtable")),
            ("inspect.svg", tr("Inspect TFRecord..."), lambda: self.open_algorithm_dialog("tfrecord:inspect")),
        ]
        for icon, text, slot in entries:
            action = QAction(QIcon(os.path.join(RESOURCES, icon)), text, parent)
            action.setObjectName("tfrecord_bridge_" + os.path.splitext(icon)[0])
            action.triggered.connect(slot)
            self.iface.addPluginToRasterMenu(MENU, action)
            self.actions.append(action)

        # One button for all seven: the export by a click, the rest from its drop-down.
        self.toolbar = self.iface.addToolBar(MENU)
        self.toolbar.setObjectName(TOOLBAR_NAME)
        self.toolbar_button = QToolButton(self.toolbar)
        self.toolbar_button.setObjectName(TOOLBAR_BUTTON_NAME)
        self.toolbar_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        menu = QMenu(self.toolbar_button)
        menu.addActions(self.actions)
        self.toolbar_button.setMenu(menu)
        self.toolbar_button.setDefaultAction(self.actions[0])
        self.toolbar.addWidget(self.toolbar_button)

        # The optional packages' page in Settings > Options (made by QGIS when the dialog opens).
        from .ui.packages_page import PackagesPageFactory
        self.options_factory = PackagesPageFactory()
        self.iface.registerOptionsWidgetFactory(self.options_factory)

    def open_export_panel(self) -> ExportPanel:
        """The export panel, docked beside the map: made on first use, shown again (and raised) after."""
        from .ui.export_dialog import ExportPanel
        if not self._alive(self.export_panel):
            self.export_panel = ExportPanel(self.iface.mapCanvas(), self.iface.messageBar(), self.iface.mainWindow())
            self._dock(self.export_panel)
        return self._show(self.export_panel)

    def open_import_panel(self) -> ImportPanel:
        from .ui.import_dialog import ImportPanel
        if not self._alive(self.import_panel):
            self.import_panel = ImportPanel(self.iface.messageBar(), self.iface.mainWindow())
            self._dock(self.import_panel)
        return self._show(self.import_panel)

    def open_predict_panel(self) -> PredictPanel:
        from .ui.predict_dialog import PredictPanel
        if not self._alive(self.predict_panel):
            self.predict_panel = PredictPanel(self.iface.mapCanvas(), self.iface.messageBar(), self.iface.mainWindow())
            self._dock(self.predict_panel)
        return self._show(self.predict_panel)

    def _dock(self, panel: AlgorithmPanel) -> None:
        # Beside the map, at the right, as Processing's toolbox. Tabbed with a panel already there (ours first):
        # stacked under it, a panel would get a strip of the window's height.
        window = cast(QMainWindow, self.iface.mainWindow())  # QgisInterface gives QGIS's main window as a QWidget
        area = Qt.DockWidgetArea.RightDockWidgetArea
        self.iface.addDockWidget(area, panel)
        ours = [self.export_panel, self.predict_panel, self.import_panel]
        docked = [dock for dock in window.findChildren(QDockWidget) if dock is not panel and dock.isVisible()
                  and not dock.isFloating() and window.dockWidgetArea(dock) == area]
        docked.sort(key=lambda dock: dock not in ours)
        if docked:
            window.tabifyDockWidget(docked[0], panel)

    @staticmethod
    def _show(panel: Panel) -> Panel:
        panel.setUserVisible(True)  # shown again if closed, and raised if tabbed behind another panel
        panel.raise_()
        return panel

    @staticmethod
    def _alive(panel: AlgorithmPanel | None) -> bool:
        from qgis.PyQt import sip
        return panel is not None and not sip.isdeleted(panel)

    @staticmethod
    def open_algorithm_dialog(algorithm_id: str) -> dict[str, Any]:
        # QGIS's Processing plugin; imported here because qgis_process has no GUI to give it.
        import processing
        return processing.execAlgorithmDialog(algorithm_id)

    def _remove_panel(self, panel: AlgorithmPanel | None) -> None:
        """Release a panel of ours (which takes its map overlay off), take it out of the window and delete it,
        unless Qt already deleted it."""
        if not self._alive(panel):
            return
        panel.dispose()
        if self.iface is not None:
            self.iface.removeDockWidget(panel)
        panel.deleteLater()  # parented to the main window, it would otherwise live until QGIS exits

    def unload(self) -> None:
        self._remove_panel(self.export_panel)
        self._remove_panel(self.import_panel)
        self._remove_panel(self.predict_panel)
        self.export_panel = self.import_panel = self.predict_panel = None
        if self.iface is not None:
            if self.options_factory is not None:
                self.iface.unregisterOptionsWidgetFactory(self.options_factory)
            for action in self.actions:
                self.iface.removePluginRasterMenu(MENU, action)
                action.deleteLater()
            if self.toolbar is not None:
                cast(QMainWindow, self.iface.mainWindow()).removeToolBar(self.toolbar)
                self.toolbar.deleteLater()
        self.actions = []
        self.toolbar = self.toolbar_button = None
        self.options_factory = None
        if self.provider is not None:
            QgsApplication.processingRegistry().removeProvider(self.provider)
            self.provider = None
        remove_translator()

"""The QGIS side of the plugin: provider registration, the Raster menu entries and the toolbar button."""

import os

from qgis.core import QgsApplication
from qgis.PyQt.QtGui import QIcon
from qgis.PyQt.QtWidgets import QAction, QMenu, QToolButton

from .provider.i18n import install_translator, remove_translator, tr
from .provider.provider import TFRecordProvider

MENU = "TFRecord Bridge"
TOOLBAR_NAME = "TFRecordBridgeToolbar"  # objectName: QGIS saves the toolbar's place under it
TOOLBAR_BUTTON_NAME = "TFRecordBridgeButton"
RESOURCES = os.path.join(os.path.dirname(__file__), "resources")


class TFRecordBridgePlugin:
    """Created by ``classFactory``; ``iface`` is None under qgis_process, where only initProcessing runs."""

    def __init__(self, iface):
        # Installed before anything is shown or registered, so menus, dialogs, the Processing toolbox and
        # qgis_process all speak QGIS's language.
        install_translator()
        self.iface = iface
        self.provider = None
        self.actions = []
        self.toolbar = None
        self.toolbar_button = None
        self.export_dialog = None
        self.import_dialog = None

    def initProcessing(self):
        if self.provider is None:
            provider = TFRecordProvider()
            # A refused provider (its id already registered) is deleted by the registry: keep no dangling wrapper.
            if QgsApplication.processingRegistry().addProvider(provider):
                self.provider = provider

    def initGui(self):
        self.initProcessing()
        parent = self.iface.mainWindow()
        entries = [
            ("export_image.svg", tr("Export raster to TFRecord..."), self.open_export_dialog),
            ("import_image.svg", tr("Load TFRecord predictions..."), self.open_import_dialog),
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

        # One button for all six: the export by a click, the rest from its drop-down.
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

    def open_export_dialog(self):
        from .ui.export_dialog import ExportDialog
        self._close_dialog(self.export_dialog)
        self.export_dialog = ExportDialog(self.iface.mapCanvas(), self.iface.messageBar(), self.iface.mainWindow())
        self.export_dialog.show()
        return self.export_dialog

    def open_import_dialog(self):
        from .ui.import_dialog import ImportDialog
        self._close_dialog(self.import_dialog)
        self.import_dialog = ImportDialog(self.iface.messageBar(), self.iface.mainWindow())
        self.import_dialog.show()
        return self.import_dialog

    @staticmethod
    def open_algorithm_dialog(algorithm_id):
        # QGIS's Processing plugin; imported here because qgis_process has no GUI to give it.
        import processing
        return processing.execAlgorithmDialog(algorithm_id)

    @staticmethod
    def _close_dialog(dialog):
        """Close and delete a dialog of ours (which takes its map overlay off), unless Qt already deleted it."""
        from qgis.PyQt import sip
        if dialog is not None and not sip.isdeleted(dialog):
            dialog.close()
            dialog.deleteLater()  # parented to the main window, it would otherwise live until QGIS exits

    def unload(self):
        self._close_dialog(self.export_dialog)
        self._close_dialog(self.import_dialog)
        self.export_dialog = self.import_dialog = None
        if self.iface is not None:
            for action in self.actions:
                self.iface.removePluginRasterMenu(MENU, action)
                action.deleteLater()
            if self.toolbar is not None:
                self.iface.mainWindow().removeToolBar(self.toolbar)
                self.toolbar.deleteLater()
        self.actions = []
        self.toolbar = self.toolbar_button = None
        if self.provider is not None:
            QgsApplication.processingRegistry().removeProvider(self.provider)
            self.provider = None
        remove_translator()

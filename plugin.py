"""The QGIS side of the plugin: provider registration, menu and toolbar."""

from qgis.core import QgsApplication

from .provider.provider import TFRecordProvider


class TFRecordBridgePlugin:
    """Created by ``classFactory``; ``iface`` is None under qgis_process."""

    def __init__(self, iface):
        self.iface = iface
        self.provider = None

    def initProcessing(self):  # noqa: N802 (QGIS's name)
        if self.provider is None:
            self.provider = TFRecordProvider()
            QgsApplication.processingRegistry().addProvider(self.provider)

    def initGui(self):  # noqa: N802 (QGIS's name)
        self.initProcessing()

    def unload(self):
        if self.provider is not None:
            QgsApplication.processingRegistry().removeProvider(self.provider)
            self.provider = None

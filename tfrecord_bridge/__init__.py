"""TFRecord Bridge: a QGIS plugin moving geodata to and from TFRecord files.

The package imports nothing from QGIS at module level, so ``tfrecord_bridge.core``
(the codec) can be used from any Python without QGIS, GDAL or a display.
"""


def classFactory(iface):
    from .plugin import TFRecordBridgePlugin
    return TFRecordBridgePlugin(iface)

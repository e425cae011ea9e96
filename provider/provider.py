"""The 'tfrecord' Processing provider: one algorithm a module in this folder."""

import os

from qgis.core import QgsProcessingProvider
from qgis.PyQt.QtGui import QIcon

from .i18n import tr

PLUGIN_ROOT = os.path.dirname(os.path.dirname(__file__))
RESOURCES_DIR = os.path.join(PLUGIN_ROOT, "resources")
ICON_PATH = os.path.join(RESOURCES_DIR, "icon.svg")


def provider_algorithms():
    """Fresh instances of every algorithm the provider offers."""
    # Imported here: the algorithm modules import the base class, which imports this module.
    from .export_image import ExportImageAlgorithm
    from .export_patches_at_points import ExportPatchesAtPointsAlgorithm
    from .export_table import ExportTableAlgorithm
    from .import_image import ImportImageAlgorithm
    from .import_table import ImportTableAlgorithm
    from .inspect import InspectAlgorithm
    return [ExportImageAlgorithm(), ExportTableAlgorithm(), ImportTableAlgorithm(), InspectAlgorithm(),
            ImportImageAlgorithm(), ExportPatchesAtPointsAlgorithm()]


class TFRecordProvider(QgsProcessingProvider):

    def id(self):
        return "tfrecord"

    def name(self):
        return "TFRecord Bridge"

    def longName(self):
        return tr("TFRecord Bridge (Earth Engine compatible TFRecords)")

    def icon(self):
        return QIcon(ICON_PATH)

    def svgIconPath(self):
        return ICON_PATH

    def loadAlgorithms(self):
        for algorithm in provider_algorithms():
            self.addAlgorithm(algorithm)

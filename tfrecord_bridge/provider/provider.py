"""The 'tfrecord' Processing provider: one algorithm a module in this folder."""

from __future__ import annotations

from typing import TYPE_CHECKING

from qgis.core import QgsProcessingProvider
from qgis.PyQt.QtGui import QIcon

from ..texts import PLUGIN_NAME, tr
from .shared import ICON_PATH

if TYPE_CHECKING:
    from .base import TFRecordAlgorithm


def provider_algorithms() -> list[TFRecordAlgorithm]:
    """Fresh instances of every algorithm the provider offers."""
    # Imported when the algorithms are made, not when the plugin loads this module.
    from .export_image import ExportImageAlgorithm
    from .export_patches_at_points import ExportPatchesAtPointsAlgorithm
    from .export_table import ExportTableAlgorithm
    from .import_image import ImportImageAlgorithm
    from .import_table import ImportTableAlgorithm
    from .inspect import InspectAlgorithm
    from .predict import PredictAlgorithm
    # predict too without onnxruntime (it refuses with the words to install it), so models naming it load.
    return [ExportImageAlgorithm(), ExportTableAlgorithm(), ImportTableAlgorithm(), InspectAlgorithm(),
            ImportImageAlgorithm(), ExportPatchesAtPointsAlgorithm(), PredictAlgorithm()]


class TFRecordProvider(QgsProcessingProvider):

    def id(self) -> str:
        return "tfrecord"

    def name(self) -> str:
        return PLUGIN_NAME

    def longName(self) -> str:
        return tr("TFRecord Bridge (Earth Engine compatible TFRecords)")

    def icon(self) -> QIcon:
        return QIcon(ICON_PATH)

    def svgIconPath(self) -> str:
        return ICON_PATH

    def loadAlgorithms(self) -> None:
        for algorithm in provider_algorithms():
            self.addAlgorithm(algorithm)
        # The models shipped in resources/models, as tfrecord:<name> beside the algorithms they chain.
        from .models import shipped_models
        for model in shipped_models():
            self.addAlgorithm(model)

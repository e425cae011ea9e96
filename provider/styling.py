"""How an imported prediction raster is shown: the style core's ImportResult suggests, made a QGIS renderer.

A probability map (one band within 0..1) gets a colour ramp over 0..1, drawn
partly transparent so the map beneath shows; a class map (one band of a few
whole numbers) gets one colour a class. Other rasters keep QGIS's default.
"""

from qgis.core import (
    QgsColorRampShader,
    QgsGradientColorRamp,
    QgsGradientStop,
    QgsPalettedRasterRenderer,
    QgsProcessingLayerPostProcessorInterface,
    QgsRasterShader,
    QgsSingleBandPseudoColorRenderer,
)
from qgis.PyQt.QtGui import QColor

from ..core.import_image import CLASSES_STYLE, PROBABILITY_STYLE

PROBABILITY_OPACITY = 0.7
# viridis, sampled: reads in grey and to colour-blind eyes alike
_PROBABILITY_COLORS = ["#440154", "#3b528b", "#21918c", "#5ec962", "#fde725"]
# A qualitative palette (Tableau 10); classes beyond it cycle
_CLASS_COLORS = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7",
                 "#9c755f", "#bab0ac"]


def probability_ramp():
    stops = [QgsGradientStop(position / (len(_PROBABILITY_COLORS) - 1), QColor(color))
             for position, color in enumerate(_PROBABILITY_COLORS)][1:-1]
    return QgsGradientColorRamp(QColor(_PROBABILITY_COLORS[0]), QColor(_PROBABILITY_COLORS[-1]), False, stops)


def style_layer(layer, style, classes=None):
    """Give ``layer`` the renderer of ``style`` (core.import_image's PROBABILITY_STYLE or CLASSES_STYLE)."""
    provider = layer.dataProvider()
    if style == PROBABILITY_STYLE:
        ramp_shader = QgsColorRampShader(0.0, 1.0, probability_ramp(), QgsColorRampShader.Type.Interpolated,
                                         QgsColorRampShader.ClassificationMode.Continuous)
        ramp_shader.classifyColorRamp(len(_PROBABILITY_COLORS), -1)
        shader = QgsRasterShader(0.0, 1.0)
        shader.setRasterShaderFunction(ramp_shader)
        renderer = QgsSingleBandPseudoColorRenderer(provider, 1, shader)
        renderer.setClassificationMin(0.0)
        renderer.setClassificationMax(1.0)
        renderer.setOpacity(PROBABILITY_OPACITY)
    elif style == CLASSES_STYLE and classes:
        renderer = QgsPalettedRasterRenderer(provider, 1, [
            QgsPalettedRasterRenderer.Class(value, QColor(_CLASS_COLORS[index % len(_CLASS_COLORS)]), f"{value:g}")
            for index, value in enumerate(classes)])
    else:
        return False
    layer.setRenderer(renderer)
    layer.triggerRepaint()
    return True


class StyleOnLoad(QgsProcessingLayerPostProcessorInterface):
    """Styles the output when Processing loads it; kept alive here, as Processing does not own it."""

    kept: list = []

    def __init__(self, style, classes):
        super().__init__()
        self.style = style
        self.classes = classes

    def postProcessLayer(self, layer, context, feedback):
        style_layer(layer, self.style, self.classes)

    @classmethod
    def create(cls, style, classes):
        post_processor = cls(style, classes)
        cls.kept = [post_processor]  # one at a time: the last import's
        return post_processor

"""How an imported (or predicted) raster is shown: the style core's ImportResult suggests, made a QGIS renderer.

A probability map (one band within 0..1) gets a colour ramp over 0..1, drawn
partly transparent so the map beneath shows; a class map (one band of a few
whole numbers) gets one colour a class, named after its class table when it has
one. Other rasters keep QGIS's default. A class map with a table also gets its
style written beside it (``NAME.qml``), which QGIS loads with the raster
wherever it is opened.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import cast

from qgis.core import (
    QgsColorRampShader,
    QgsGradientColorRamp,
    QgsGradientStop,
    QgsMapLayer,
    QgsPalettedRasterRenderer,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProcessingLayerPostProcessorInterface,
    QgsProcessingUtils,
    QgsRasterLayer,
    QgsRasterRenderer,
    QgsRasterShader,
    QgsSingleBandPseudoColorRenderer,
)
from qgis.PyQt.QtGui import QColor
from qgis.PyQt.QtXml import QDomDocument

from ..core.importing.import_image import CLASSES_STYLE, PROBABILITY_STYLE, ImportResult
from ..core.layout.class_table import DEFAULT_COLORS
from ..core.places import storage
from ..core.places.outputs import Outputs, remove_quietly
from ..texts import fill, tr, translated, user_text

PROBABILITY_OPACITY = 0.7
# viridis, sampled: reads in grey and to colour-blind eyes alike
_PROBABILITY_COLORS = ["#440154", "#3b528b", "#21918c", "#5ec962", "#fde725"]
# A qualitative palette (Tableau 10); classes beyond it cycle
_CLASS_COLORS = list(DEFAULT_COLORS)
# Marks a style file this plugin wrote for a class map (a custom property saved in the QML), so a later
# import to the same name may replace it without touching a style the user made.
CLASS_MAP_PROPERTY = "tfrecord_bridge/class_map"


def probability_ramp() -> QgsGradientColorRamp:
    stops = [QgsGradientStop(position / (len(_PROBABILITY_COLORS) - 1), QColor(color))
             for position, color in enumerate(_PROBABILITY_COLORS)][1:-1]
    return QgsGradientColorRamp(QColor(_PROBABILITY_COLORS[0]), QColor(_PROBABILITY_COLORS[-1]), False, stops)


def style_layer(layer: QgsRasterLayer, style: str, classes: Sequence[float] | None = None,
                names: Sequence[str] | None = None, colors: Sequence[str] | None = None) -> bool:
    """Give ``layer`` the renderer of ``style`` (core.importing.import_image's PROBABILITY_STYLE or CLASSES_STYLE).

    ``classes``: a class map's values; ``names`` and ``colors`` ('#rrggbb'), in the same order, label and
    colour them (default: the values, and a qualitative palette).
    """
    provider = layer.dataProvider()
    if style == PROBABILITY_STYLE:
        ramp_shader = QgsColorRampShader(0.0, 1.0, probability_ramp(), QgsColorRampShader.Type.Interpolated,  # type: ignore[attr-defined]  # the enum names QGIS 3.22 to 4 keep; qgis-stubs know only the newest
                                         QgsColorRampShader.ClassificationMode.Continuous)
        ramp_shader.classifyColorRamp(len(_PROBABILITY_COLORS), -1)
        shader = QgsRasterShader(0.0, 1.0)
        shader.setRasterShaderFunction(ramp_shader)
        probability = QgsSingleBandPseudoColorRenderer(provider, 1, shader)
        probability.setClassificationMin(0.0)
        probability.setClassificationMax(1.0)
        probability.setOpacity(PROBABILITY_OPACITY)
        renderer: QgsRasterRenderer = probability
    elif style == CLASSES_STYLE and classes:
        names = list(names) if names else [f"{value:g}" for value in classes]
        colors = list(colors) if colors else [_CLASS_COLORS[index % len(_CLASS_COLORS)]
                                              for index in range(len(classes))]
        renderer = QgsPalettedRasterRenderer(provider, 1, [
            QgsPalettedRasterRenderer.Class(value, QColor(color), name)
            for value, name, color in zip(classes, names, colors)])
    else:
        return False
    layer.setRenderer(renderer)
    layer.triggerRepaint()
    return True


def style_path(raster_path: str) -> str:
    """Where QGIS looks for a raster's own style: the file's name with .qml for its extension."""
    return os.path.splitext(raster_path)[0] + ".qml"


def write_class_style(raster_path: str, classes: Sequence[float], names: Sequence[str] | None,
                      colors: Sequence[str] | None) -> str:
    """Write the class map's paletted style, names and colours beside ``raster_path``; returns its path.

    Written under a temporary name and renamed when complete; OSError naming the file when it cannot be.
    """
    layer = QgsRasterLayer(storage.gdal_path(raster_path), storage.basename(raster_path))
    if not layer.isValid():
        raise OSError(fill(tr("{path}: QGIS cannot open the class map it was to style"), path=raster_path))
    style_layer(layer, CLASSES_STYLE, classes, names, colors)
    layer.setCustomProperty(CLASS_MAP_PROPERTY, True)
    document = QDomDocument("qgis")
    error = layer.exportNamedStyle(document)
    path = style_path(raster_path)
    if error:
        raise OSError(fill(tr("{path}: QGIS could not make the class map's style: {error}"), path=path, error=error))
    with Outputs() as outputs:
        outputs.write_text(path, document.toString(2))
        outputs.commit()
    return path


def remove_stale_class_style(raster_path: str) -> bool:
    """Delete a class-map style this plugin wrote beside ``raster_path`` before (it would restyle a new raster
    of that name); a style the user wrote stays."""
    path = style_path(raster_path)
    try:
        with storage.open_file(path, "r", encoding="utf-8") as stream:
            text = stream.read()
    except (OSError, UnicodeDecodeError):
        return False
    if CLASS_MAP_PROPERTY not in text:
        return False
    storage.remove(path)
    return True


class StyleOnLoad(QgsProcessingLayerPostProcessorInterface):
    """Styles the output when Processing loads it; kept alive here, as Processing does not own it."""

    kept: list = []

    def __init__(self, style: str, classes: Sequence[float] | None, names: Sequence[str] | None = None,
                 colors: Sequence[str] | None = None) -> None:
        super().__init__()
        self.style = style
        self.classes = classes
        self.names = names
        self.colors = colors

    def postProcessLayer(self, layer: QgsMapLayer, context: QgsProcessingContext,
                         feedback: QgsProcessingFeedback) -> None:
        style_layer(cast(QgsRasterLayer, layer), self.style, self.classes, self.names, self.colors)  # the raster loaded

    @classmethod
    def create(cls, style: str, classes: Sequence[float] | None, names: Sequence[str] | None = None,
               colors: Sequence[str] | None = None) -> StyleOnLoad:
        post_processor = cls(style, classes, names, colors)
        cls.kept = [post_processor]  # one at a time: the last import's
        return post_processor


# ----------------------------------------------------------------------------- a written raster, as Processing loads it
# The import's and predict's rasters are shown one way (core's ImportResult says how: predict describes its GeoTIFF
# as the import describes its own).

def class_style(result: ImportResult, output: str, feedback: QgsProcessingFeedback) -> str:
    """Write a class map's style beside it (the path), or remove one we wrote for an earlier map there ('')."""
    if result.class_names is None:
        if remove_stale_class_style(output):
            feedback.pushInfo(fill(tr("removed the class map style an earlier import left beside {path}"),
                                   path=output))
        return ""
    try:
        qml = write_class_style(output, result.classes or (), result.class_names, result.class_colors)
    except OSError as error:
        # The map and its style come together or not at all.
        for path in (output, output + ".aux.xml"):
            remove_quietly(path)
        raise QgsProcessingException(user_text(error)) from error
    feedback.pushInfo(fill(tr("class map style: {path}"), path=qml))
    return qml


def show_when_loaded(result: ImportResult, output: str, context: QgsProcessingContext,
                     feedback: QgsProcessingFeedback) -> None:
    """The layer Processing loads from ``output`` when the run ends styled as ``result`` says (the log says how)
    and named after the file."""
    if result.style is not None:
        feedback.pushInfo(translated(result.style_text))
        if context.willLoadLayerOnCompletion(output):
            context.layerToLoadOnCompletionDetails(output).setPostProcessor(
                StyleOnLoad.create(result.style, result.classes, result.class_names, result.class_colors))
    name_layer_after_file(output, context)


def name_layer_after_file(output: str, context: QgsProcessingContext) -> None:
    """The layer Processing loads when the run ends is named after the raster written ('sample-prediction'),
    whatever the user's "file name as layer name" setting, not after the input or the output's description;
    a temporary file's name means nothing, so it keeps the description."""
    if not context.willLoadLayerOnCompletion(output):
        return
    temporary = os.path.abspath(QgsProcessingUtils.tempFolder())
    local = not storage.gdal_path(output).startswith("/vsi")
    if local and os.path.commonpath([temporary, os.path.abspath(output)]) == temporary:
        return
    details = context.layerToLoadOnCompletionDetails(output)
    details.name = os.path.splitext(storage.basename(output))[0]
    details.forceName = True


def as_qgis_opens_it(output: str, context: QgsProcessingContext) -> str:
    """The raster's path as QGIS opens it (GDAL's /vsis3/... for s3://...), also for the layer Processing
    loads when the run ends: QGIS takes no s3:// or gs:// source."""
    opened = storage.gdal_path(output)
    if opened != output and context.willLoadLayerOnCompletion(output):
        layers = context.layersToLoadOnCompletion()
        layers[opened] = layers.pop(output)
        context.setLayersToLoadOnCompletion(layers)
    return opened

"""The input rasters of an algorithm, read without touching their files.

Processing turns a raster given by its path into a QgsRasterLayer, and a QgsRasterLayer computes
the statistics and histograms of its default contrast stretch as it is created, whatever its
loadDefaultStyle; GDAL then keeps them in a <raster>.aux.xml beside the raster when it closes the
file, so reading a folder would change it. The algorithms read pixels through GDAL and only ask a
layer for its source, name, CRS, extent and size, so a raster that is not open in QGIS is opened as
a bare GDAL data provider, which computes nothing. Layers the user has open are used as they are.
"""

from __future__ import annotations

from typing import Any, Union, cast

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransformContext,
    QgsDataProvider,
    QgsMapLayer,
    QgsProcessing,
    QgsProcessingAlgorithm,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingOutputLayerDefinition,
    QgsProcessingParameterMultipleLayers,
    QgsProcessingUtils,
    QgsProperty,
    QgsProviderRegistry,
    QgsRasterLayer,
    QgsRectangle,
)
from qgis.PyQt.QtCore import QFileInfo

from ..core.places import storage
from ..texts import fill, tr
from .compat import OPTIONAL_PARAMETER


class UnopenedRaster:
    """A raster given by its GDAL source and not open as a layer, answering the questions the algorithms
    ask of a QgsRasterLayer (same method names) from a GDAL data provider."""

    def __init__(self, source: str, transform_context: QgsCoordinateTransformContext) -> None:
        options = QgsDataProvider.ProviderOptions()
        options.transformContext = transform_context
        provider = QgsProviderRegistry.instance().createProvider("gdal", source, options)
        if provider is None or not provider.isValid():
            raise ValueError(repr(source))
        self._source = source
        # Named as Processing names a layer it loads from a path: the file name up to its first dot.
        self._name = QFileInfo(source.split("|")[0]).baseName() or source
        self._crs = provider.crs()
        self._extent = QgsRectangle(provider.extent())
        self._width, self._height = provider.xSize(), provider.ySize()  # type: ignore[attr-defined]  # a raster provider: "gdal"

    def id(self) -> str:  # QgsMapLayer's name: the same source given twice is the same raster
        return QgsProcessingUtils.normalizeLayerSource(self._source)

    def name(self) -> str:
        return self._name

    def source(self) -> str:
        return self._source

    @staticmethod
    def providerType() -> str:
        return "gdal"

    def crs(self) -> QgsCoordinateReferenceSystem:
        return self._crs

    def extent(self) -> QgsRectangle:
        return QgsRectangle(self._extent)

    def width(self) -> int:
        return self._width

    def height(self) -> int:
        return self._height

    def rasterUnitsPerPixelX(self) -> float:
        return self._extent.width() / self._width

    def rasterUnitsPerPixelY(self) -> float:
        return self._extent.height() / self._height


# What the algorithms take a raster as: an open layer, or a source QGIS has not opened.
InputRaster = Union[QgsRasterLayer, UnopenedRaster]


class OwnMultipleLayers(QgsProcessingParameterMultipleLayers):
    """A list parameter of a class of ours, holding LAYER_TYPE: QGIS copies a parameter (the dialogs', the Model
    Builder's, qgis_process's) by clone(), which must keep the class."""

    LAYER_TYPE: Any = None

    def __init__(self, name: str, description: str, optional: bool = False) -> None:
        super().__init__(name, description, self.LAYER_TYPE, optional=optional)

    def clone(self) -> OwnMultipleLayers:
        copy = type(self)(self.name(), self.description())
        copy.setFlags(self.flags())
        copy.setDefaultValue(self.defaultValue())
        copy.setHelp(self.help())
        copy.setMetadata(self.metadata())
        copy.setMinimumNumberInputs(self.minimumNumberInputs())
        return copy


class RasterLayerList(OwnMultipleLayers):
    """A list of raster layers whose check opens them as input_rasters does: QGIS's own check (which
    qgis_process runs before the algorithm's) would load each raster given by path as a layer."""

    LAYER_TYPE = QgsProcessing.SourceType.TypeRaster  # type: ignore[attr-defined]  # the enum names QGIS 3.22 to 4 keep; qgis-stubs know only the newest

    def checkValueIsAcceptable(self, value: Any, context: QgsProcessingContext | None = None) -> bool:
        if context is None:  # QGIS loads nothing without a context
            return super().checkValueIsAcceptable(value, context)
        try:
            rasters = _rasters(value, context)
        except ValueError:
            return False
        return len(rasters) >= max(self.minimumNumberInputs(), 1) or bool(self.flags() & OPTIONAL_PARAMETER)


def _entries(value: Any, context: QgsProcessingContext) -> list[QgsMapLayer | str]:
    """The layers and layer strings in a parameter value, as QgsProcessingParameters reads them."""
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return [entry for item in value for entry in _entries(item, context)]
    if isinstance(value, QgsProperty):
        static = value.staticValue()
        return _entries(static if static not in (None, "") else value.valueAsString(context.expressionContext()),
                        context)
    if isinstance(value, QgsProcessingOutputLayerDefinition):
        return _entries(value.sink, context)
    if isinstance(value, QgsMapLayer):
        return [value]
    text = str(value)
    return [text] if text else []


def _rasters(value: Any, context: QgsProcessingContext) -> list[InputRaster]:
    """Open layers as they are, other sources as UnopenedRaster; ValueError names a source that is neither."""
    rasters: list[InputRaster] = []
    for entry in _entries(value, context):
        if isinstance(entry, QgsMapLayer):
            rasters.append(cast(QgsRasterLayer, entry))  # a raster list's layers: QGIS offers rasters only
            continue
        layer = QgsProcessingUtils.mapLayerFromString(entry, context, False, QgsProcessingUtils.LayerHint.Raster)
        # Another source: an UnopenedRaster, which answers as a layer.
        rasters.append(layer if isinstance(layer, QgsRasterLayer) else _unopened_raster(entry, context))
    return rasters


def _unopened_raster(entry: str, context: QgsProcessingContext) -> UnopenedRaster:
    """UnopenedRaster of a path or URL (s3://, https://... as GDAL names them); for one in a bucket or on a server
    that GDAL cannot reach, the ValueError says why (no such bucket, access denied...)."""
    try:
        return UnopenedRaster(storage.gdal_path(entry), context.transformContext())
    except ValueError:
        if storage.is_virtual(entry):
            reason = storage.describe_failure(entry)  # a core message: translated here, as the error is a ValueError
            raise ValueError(fill("{entry!r} ({reason})", entry=entry, reason=reason)) from None
        raise


def input_rasters(algorithm: QgsProcessingAlgorithm, parameters: dict[str, Any], name: str,
                  context: QgsProcessingContext) -> list[InputRaster]:
    """The rasters of the layer-list parameter ``name``: QgsRasterLayers for layers already open (in the
    project or the context), UnopenedRaster for any other source."""
    try:
        return _rasters(parameters.get(name), context)
    except ValueError as error:
        description = algorithm.parameterDefinition(name).description()
        raise QgsProcessingException(fill(tr("{description} ({name}): {error} is neither an open raster layer nor a "
                                          "raster GDAL can read"), description=description, name=name,
                                                                    error=error)) from None

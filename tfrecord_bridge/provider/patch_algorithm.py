"""The base of the algorithms that cut raster patches: their shared options, read one way.

Their options are core/layout/schema.py's table (EXPORT_OPTIONS), as the algorithm's schema lists them; the
schema's generic parameters declare them (TFRecordAlgorithm.initAlgorithm).
"""

from __future__ import annotations

from typing import Any

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsProcessingContext,
    QgsProcessingException,
    QgsRectangle,
)

from ..core.export.raster_source import SourceLayer
from ..core.layout.format_options import FormatOptions
from ..core.layout.grid import PixelGrid, check_pixel_size, grid_over
from ..core.layout.schema import OPTION, Option
from ..texts import fill, tr, user_text
from .base import TFRecordAlgorithm
from .input_rasters import InputRaster, input_rasters
from .schema_parameters import value_of
from .shared import gdal_path


def crs_text(crs: QgsCoordinateReferenceSystem) -> str:
    """The mixer's CRS: 'EPSG:nnnn' when there is an EPSG code, else WKT."""
    return crs.authid() if crs.authid().upper().startswith("EPSG:") else crs.toWkt()


class PatchAlgorithm(TFRecordAlgorithm):
    """Patch size, kernel, compression, shard size, default value and value type, as EE names them; the input
    rasters and the grid they are cut on (extent, target CRS, pixel size), as the export reads them."""

    def options(self) -> list[Option]:
        """The table's rows among the algorithm's options (as its schema has them, with its defaults), but the
        training sets': those are read with the training options."""
        return [option for option in self.SCHEMA if option.key in OPTION and not option.training]

    def patch_options(self, parameters: dict[str, Any], context: QgsProcessingContext) -> dict[str, Any]:
        """The FormatOptions keywords, one parameter each."""
        return {option.key: value_of(self, option, parameters, context)
                for option in self.options() if option.format_option}

    def compression_level(self, parameters: dict[str, Any], context: QgsProcessingContext) -> int:
        """COMPRESSION_LEVEL, zlib's default when not given: the one option of the table beside the formatOptions."""
        (option,) = [option for option in self.options() if not option.format_option]
        if parameters.get(option.parameter) in (None, ""):
            return option.default
        return value_of(self, option, parameters, context)

    def single_options(self, parameters: dict[str, Any], context: QgsProcessingContext) -> dict[str, Any]:
        """The FormatOptions keywords set one parameter each."""
        return self.patch_options(parameters, context)

    def format_options(self, parameters: dict[str, Any], context: QgsProcessingContext,
                       named: bool = True) -> FormatOptions:
        """FormatOptions from the single options, overridden by the pasted EE formatOptions JSON; an error about
        a single option names its parameter first (``named`` False: EE's keys only, as the dialog shows)."""
        pasted = self.value("formatOptions", parameters, context) if "formatOptions" in self.SCHEMA else ""
        return FormatOptions.from_ee(pasted, named, **self.single_options(parameters, context))

    def checkParameterValues(self, parameters: dict[str, Any], context: QgsProcessingContext) -> tuple[bool, str]:
        try:
            self.format_options(parameters, context)
        except ValueError as error:
            return False, user_text(error)
        return super().checkParameterValues(parameters, context)

    def band_names(self, parameters: dict[str, Any], context: QgsProcessingContext) -> list[str] | None:
        """The band names given, or None for the bands' own names."""
        text = self.value("bandNames", parameters, context).strip()
        return [name.strip() for name in text.split(",")] if text else None

    def source_layers(self, parameters: dict[str, Any],
                      context: QgsProcessingContext) -> tuple[list[InputRaster], list[SourceLayer]]:
        """(layers, sources): the input rasters (``sources``) and the same as the core opens them, their bands
        stacked in order; where the schema has ``arrayLayers``, those of them marked array bands (each named after
        its layer)."""
        layers = input_rasters(self, parameters, self.name_of("sources"), context)
        if not layers:
            raise QgsProcessingException(tr("no input raster layer given"))
        array_ids: set[str] = set()
        if "arrayLayers" in self.SCHEMA:
            array_ids = {layer.id() for layer in input_rasters(self, parameters, self.name_of("arrayLayers"),
                                                               context)}
        unknown = array_ids - {layer.id() for layer in layers}
        if unknown:
            raise QgsProcessingException(fill(tr("every array layer ({arrays}) must also be one of the input layers "
                                              "({inputs}): it marks which of them are array bands"),
                                              arrays=self.name_of("arrayLayers"), inputs=self.name_of("sources")))
        return layers, [SourceLayer(gdal_path(layer), array=layer.id() in array_ids,
                                    name=layer.name() if layer.id() in array_ids else None) for layer in layers]

    def grid_parameters(self, parameters: dict[str, Any],
                        context: QgsProcessingContext) -> tuple[QgsCoordinateReferenceSystem, float]:
        """(TARGET_CRS, PIXEL_SIZE): the CRS (invalid when not given) and the pixel size (0.0 when not given).

        Refuses, naming the parameter, a CRS given that QGIS does not know (parameterAsCrs answers it with an
        invalid CRS, which would export in the layer's CRS) and a pixel size that is not a positive number.
        """
        target = self.given_crs(parameters, self.name_of("targetCrs"), context,
                                tr("Target CRS ({name}): {value!r} is not a CRS QGIS knows"))
        pixel_size = self.value("pixelSize", parameters, context)
        if pixel_size is None:
            return target, 0.0
        try:
            check_pixel_size(pixel_size)
        except ValueError as error:
            raise QgsProcessingException(user_text(error)) from None
        return target, pixel_size

    def export_grid(self, parameters: dict[str, Any], context: QgsProcessingContext,
                    first_layer: InputRaster) -> PixelGrid | None:
        """The export grid, or None for the first layer's own grid (south-up kept as it is)."""
        has_extent = parameters.get(self.name_of("extent")) not in (None, "")
        target, pixel_size = self.grid_parameters(parameters, context)
        if not has_extent and not target.isValid() and not pixel_size:
            return None
        layer_crs = first_layer.crs()
        crs = target if target.isValid() else layer_crs
        if has_extent:
            extent = self.parameterAsExtent(parameters, self.name_of("extent"), context, crs)
        else:
            extent = QgsCoordinateTransform(layer_crs, crs, context.transformContext()).transformBoundingBox(
                first_layer.extent()) if crs != layer_crs else QgsRectangle(first_layer.extent())
        if extent.isEmpty():
            raise QgsProcessingException(fill(tr("Extent ({name}) is empty: it has no area; give a region with a "
                                              "width and a height"), name=self.name_of("extent")))
        same_crs = crs == layer_crs
        if pixel_size:
            size_x = size_y = pixel_size
        elif same_crs:
            size_x, size_y = first_layer.rasterUnitsPerPixelX(), first_layer.rasterUnitsPerPixelY()
        else:
            size_x = extent.width() / first_layer.width() if not has_extent else (
                QgsCoordinateTransform(layer_crs, crs, context.transformContext()).transformBoundingBox(
                    first_layer.extent()).width() / first_layer.width())
            size_y = size_x
        origin = first_layer.extent()
        layer_pixels = (origin.xMinimum(), origin.yMaximum(), first_layer.rasterUnitsPerPixelX(),
                        first_layer.rasterUnitsPerPixelY()) if same_crs else None
        try:
            return grid_over(crs_text(crs), (extent.xMinimum(), extent.yMinimum(), extent.xMaximum(),
                                             extent.yMaximum()), (size_x, size_y), layer_pixels)
        except ValueError as error:
            raise QgsProcessingException(user_text(error)) from None

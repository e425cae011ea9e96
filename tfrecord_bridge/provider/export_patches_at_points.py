"""tfrecord:exportpatchesatpoints — a patch of raster layers around each point, with its attributes, as
TFRecord Examples (training sets for U-Nets, as EE users sample neighbourhood arrays at points)."""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from qgis.core import (
    QgsCoordinateTransform,
    QgsCsException,
    QgsFeature,
    QgsFeatureRequest,
    QgsPointXY,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
)

from ..core.export.patches_at_points import export_patches_at_points
from ..core.export.raster_source import SourceLayer, grid_of
from ..core.export.request import PointsRequest
from ..core.layout.schema import EXPORT_PATCHES_AT_POINTS
from ..texts import fill, tr, translatable, translated, translating, user_text
from .compat import parameter_as_strings
from .input_rasters import input_rasters
from .labels import ScratchFolders, label_source
from .patch_algorithm import PatchAlgorithm
from .shared import check_export_output, check_fields_exist, gdal_path, plain_value


class ExportPatchesAtPointsAlgorithm(PatchAlgorithm):
    NAME = "exportpatchesatpoints"
    DISPLAY_NAME = translatable("Export training patches at points")
    GROUP = translatable("Images")
    GROUP_ID = "images"
    ICON = "export_patches_at_points.svg"
    TAGS = ("chips", "patches", "points", "samples", "labels", "training data", "u-net", "export", "raster")
    SCHEMA = EXPORT_PATCHES_AT_POINTS
    HELP = (
        translatable("Writes one tf.train.Example per point: a patch of the raster layers around the point, one "
        "feature per band exactly as <i>Export raster to TFRecord patches</i> writes a patch, followed by the chosen "
        "point attributes (e.g. the label) as extra features, converted as <i>Export vector layer to "
        "TFRecord</i> converts them (a NULL attribute is left out of that record). This is the training set "
        "of neighbourhood arrays Earth Engine users sample at points for U-Nets.<br><br>"
        "<b>Input layers</b>: their bands are stacked in order on the first layer's grid (other layers are "
        "warped to it). Points are transformed into that grid's CRS; multipoints give one patch per point.<br>"
        "<b>Patch dimensions</b> (width,height): the patch is centred on the pixel that contains the point: "
        "its top-left pixel is (column - width // 2, row - height // 2), so with an even size the centre is "
        "the pixel right of and below the middle. <b>Kernel size</b> adds floor(kernel/2) real neighbouring "
        "pixels on each side.<br>"
        "<b>Patches crossing the raster edge</b>: written with the pixels outside the rasters masked, or "
        "skipped. Points with no geometry, or whose centre pixel is outside the rasters, are always skipped "
        "with a warning and counted in SKIPPED.<br>"
        "<b>Point fields</b>: attached to each record; none chosen: none.<br>"
        "<b>GZIP compression level</b>: 0-9, default 6 (zlib's, as EE); the files read the same at any "
        "level. Levels 1-3 are fastest, above all with the isal package installed (README).<br>"
        "<b>Default value</b>: written in every band of a pixel masked in any band (nodata, mask or outside). "
        "<b>Value type</b>: float32 everywhere (Earth Engine) or native types, for bands and attributes.<br>"
        "<b>EE formatOptions</b>: the JSON of an EE export may be pasted; it overrides the options above. Its "
        "maskedThreshold skips points whose patch core has a larger share of masked pixels (counted in "
        "SKIPPED); sequenceData is refused, as a per-pixel record cannot carry the point's attributes.<br>"
        "Files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ...); no mixer "
        "is written, as the patches do not tile a grid. The log ends with the featuresDict to read the files in "
        "TensorFlow.<br>"
        "<b>Label layer</b>: polygons, lines or points burnt onto the first layer's grid with GDAL as one more "
        "band of every patch, the label band (int64): a field's values (a text field's texts numbered 1, 2, ... "
        "in sorted order), or the label value; where no feature lies and where the image bands are masked it "
        "holds the label nodata (0 when every class is 1 or more). The class table and the pixels of each class "
        "are in the log and PREFIX-sidecar.json (SIDECAR, CLASS_PIXELS)."))

    def processAlgorithm(self, parameters: dict[str, Any], context: QgsProcessingContext,
                         feedback: QgsProcessingFeedback) -> dict[str, Any]:
        layers = input_rasters(self, parameters, self.SCHEMA["sources"].parameter, context)
        if not layers:
            raise QgsProcessingException(tr("no input raster layer given"))
        points = self.SCHEMA["points"].parameter
        source = self.parameterAsSource(parameters, points, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, points))
        sources = [SourceLayer(gdal_path(layer)) for layer in layers]
        band_names = self.band_names(parameters, context)
        fields = self.SCHEMA["fields"].parameter
        field_names = parameter_as_strings(self, parameters, fields, context)
        check_fields_exist(field_names, source.fields().names(), fields)
        try:
            options = self.format_options(parameters, context)
        except ValueError as error:
            raise QgsProcessingException(user_text(error)) from error
        try:
            grid = grid_of(sources[0].path, can_warp=False)
        except ValueError as error:
            raise QgsProcessingException(user_text(error)) from error
        # The grid is the first layer's own, so its CRS is the layer's.
        grid_crs = layers[0].crs()
        if source.sourceCrs().isValid():
            transform = QgsCoordinateTransform(source.sourceCrs(), grid_crs, context.transformContext())
        else:
            feedback.pushWarning(fill(tr("The point layer has no CRS: its coordinates are taken as "
                                      "{crs} coordinates"), crs=grid_crs.authid() or tr('the raster CRS')))
            transform = None

        request = QgsFeatureRequest().setSubsetOfAttributes(field_names, source.fields())
        edge_points = self.value("edgePoints", parameters, context)
        folder = self.value("output", parameters, context)
        prefix = self.value("prefix", parameters, context)
        check_export_output(folder, prefix)
        resampling = self.value("resampling", parameters, context)
        # Opened only now that the run is checked, and closed whatever happens: an iterator left open
        # keeps one of the few connections QGIS pools per data source, and later runs wait for it.
        with ScratchFolders() as scratch:
            labels = label_source(self, parameters, context, feedback, scratch)
            features = source.getFeatures(request)
            try:
                # featureCount() is -1 when the source cannot tell: progress then only checks for cancel.
                export = PointsRequest(sources, folder, prefix, formatOptions=options, grid=grid,
                                       bandNames=band_names, edgePoints=edge_points, resampling=resampling,
                                       compressionLevel=self.compression_level(parameters, context), labels=labels)
                result = self.run_core(feedback, export_patches_at_points, export,
                                       self._points(features, field_names, transform),
                                       total=max(source.featureCount(), 0) or None,
                                       log=translating(feedback.pushInfo), warn=translating(feedback.pushWarning))
            finally:
                features.close()
        feedback.pushInfo(tr("Files: ") + ", ".join(result.files))
        feedback.pushInfo(tr("Read them in TensorFlow with:\n") + translated(result.features_dict))
        return self.results(output=folder, files=result.files, patchCount=result.patch_count,
                            skipped=result.skipped_count, sidecar=result.sidecar_path,
                            classPixels=json.dumps(result.class_pixels or {}))

    @staticmethod
    def _points(features: Iterable[QgsFeature], field_names: Sequence[str], transform: QgsCoordinateTransform | None,
                ) -> Iterator[tuple[float | None, float | None, dict[str, Any]]]:
        """(x, y, attributes) per point in the grid's CRS; (None, None, ...) without geometry, NaN when the
        transform fails, so the core skips and counts them."""
        for feature in features:
            attributes = {name: plain_value(feature[name]) for name in field_names}
            geometry = feature.geometry()
            if geometry.isNull() or geometry.isEmpty():
                yield None, None, attributes
                continue
            for vertex in geometry.vertices():
                point = QgsPointXY(vertex.x(), vertex.y())
                if transform is not None:
                    try:
                        point = transform.transform(point)
                    except QgsCsException:
                        point = QgsPointXY(math.nan, math.nan)
                yield point.x(), point.y(), attributes

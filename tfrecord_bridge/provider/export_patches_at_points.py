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
    QgsProcessing,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProcessingOutputMultipleLayers,
    QgsProcessingOutputNumber,
    QgsProcessingOutputString,
    QgsProcessingParameterEnum,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterFolderDestination,
    QgsProcessingParameterString,
)

from ..core.export.patches_at_points import EDGE_POINTS, export_patches_at_points
from ..core.export.raster_source import RESAMPLING, SourceLayer, grid_of
from ..core.export.request import PointsRequest
from ..texts import fill, tr, translatable, translating, user_text
from .compat import parameter_as_strings
from .input_rasters import RasterLayerList, input_rasters
from .labels import ScratchFolders, add_label_parameters, label_source
from .patch_algorithm import PatchAlgorithm
from .shared import check_export_output, check_fields_exist, gdal_path, plain_value

EDGE_POINT_LABELS = [translatable("write the patch, pixels outside the rasters masked (default value)"),
                     translatable("skip the point")]  # in the order of core EDGE_POINTS


class ExportPatchesAtPointsAlgorithm(PatchAlgorithm):
    NAME = "exportpatchesatpoints"
    DISPLAY_NAME = translatable("Export training patches at points")
    GROUP = translatable("Images")
    GROUP_ID = "images"
    ICON = "export_patches_at_points.svg"
    TAGS = ("chips", "patches", "points", "samples", "labels", "training data", "u-net", "export", "raster")
    AT_POINTS = True
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

    def initAlgorithm(self, config: dict[str, Any] | None = None) -> None:
        self.add_parameter(RasterLayerList(
            "INPUT", tr("Input raster layers (bands stacked in order)")),
            tr("Raster layers GDAL reads; their bands are stacked in this order on the first layer's grid (other "
            "layers are warped to it), each band one feature."))
        self.add_band_names_parameter()
        self.add_parameter(QgsProcessingParameterFeatureSource(
            "POINTS", tr("Points"), [QgsProcessing.SourceType.TypeVectorPoint]),  # type: ignore[attr-defined]  # the enum names QGIS 3.22 to 4 keep; qgis-stubs know only the newest
            tr("One patch is cut around each point, centred on the raster pixel that holds it; a multipoint gives "
            "one patch per point."))
        add_label_parameters(self)
        self.add_parameter(QgsProcessingParameterField(
            "FIELDS", tr("Point fields to attach (e.g. the label; none chosen: none)"),
            parentLayerParameterName="POINTS", allowMultiple=True, optional=True),
            tr("Attributes of the point written into its record after the bands, e.g. the class label; a NULL "
            "attribute is left out of that record."))
        self.add_patch_parameters()
        self.add_parameter(QgsProcessingParameterEnum(
            "EDGE_POINTS", tr("Points whose patch crosses the raster edge"), [tr(label) for label in EDGE_POINT_LABELS],
            defaultValue=0),
            tr("Write such patches with the pixels outside the rasters masked (the default value), or skip the "
            "point. Points whose centre pixel is outside are always skipped."), advanced=True)
        self.add_parameter(QgsProcessingParameterEnum(
            "RESAMPLING", tr("Resampling when warping"), list(RESAMPLING), defaultValue=0),
            tr("How layers not on the first layer's grid are resampled onto it."), advanced=True)
        self.add_format_options_parameter()
        self.add_parameter(QgsProcessingParameterFolderDestination("OUTPUT", tr("Output folder")),
                           tr("The folder the TFRecord files are written to."))
        self.add_parameter(QgsProcessingParameterString("PREFIX", tr("File name prefix"), defaultValue="patches",
                                                        optional=True),
                           tr("Files are named PREFIX-00000.tfrecord.gz, ...; a prefix ending in / makes a subfolder; "
                           "an empty prefix names them 00000.tfrecord.gz, ..."))
        # The folder destination above already declares the OUTPUT output.
        self.addOutput(QgsProcessingOutputMultipleLayers("FILES", tr("TFRecord files")))
        self.addOutput(QgsProcessingOutputNumber("PATCH_COUNT", tr("Patches written")))
        self.addOutput(QgsProcessingOutputNumber("SKIPPED", tr("Points skipped")))
        self.addOutput(QgsProcessingOutputString("SIDECAR", tr("Export sidecar with the class table (with a label "
                                                               "layer)")))
        self.addOutput(QgsProcessingOutputString(
            "CLASS_PIXELS", tr("Pixels per class in the patch cores, as JSON {\"all\": {class: pixels}}")))

    def processAlgorithm(self, parameters: dict[str, Any], context: QgsProcessingContext,
                         feedback: QgsProcessingFeedback) -> dict[str, Any]:
        layers = input_rasters(self, parameters, "INPUT", context)
        if not layers:
            raise QgsProcessingException(tr("no input raster layer given"))
        source = self.parameterAsSource(parameters, "POINTS", context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, "POINTS"))
        sources = [SourceLayer(gdal_path(layer)) for layer in layers]
        band_names = self.band_names(parameters, context)
        field_names = parameter_as_strings(self, parameters, "FIELDS", context)
        check_fields_exist(field_names, source.fields().names(), "FIELDS")
        try:
            options = self.format_options(parameters, context)
        except ValueError as error:
            raise QgsProcessingException(user_text(error)) from error
        try:
            grid = grid_of(sources[0].path)
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
        edge_points = EDGE_POINTS[self.parameterAsEnum(parameters, "EDGE_POINTS", context)]
        folder = self.parameterAsString(parameters, "OUTPUT", context)
        prefix = self.parameterAsString(parameters, "PREFIX", context)
        check_export_output(folder, prefix)
        resampling = RESAMPLING[self.parameterAsEnum(parameters, "RESAMPLING", context)]
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
        feedback.pushInfo(tr("Read them in TensorFlow with:\n") + result.features_dict)
        return {"OUTPUT": folder, "FILES": result.files, "PATCH_COUNT": result.patch_count,
                "SKIPPED": result.skipped_count, "SIDECAR": result.sidecar_path,
                "CLASS_PIXELS": json.dumps(result.class_pixels or {})}

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

"""tfrecord:exportimage — raster layers to EE-compatible TFRecord patches and the mixer."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsProcessing,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProcessingOutputMultipleLayers,
    QgsProcessingOutputNumber,
    QgsProcessingOutputString,
    QgsProcessingParameterBoolean,
    QgsProcessingParameterCrs,
    QgsProcessingParameterEnum,
    QgsProcessingParameterExtent,
    QgsProcessingParameterFolderDestination,
    QgsProcessingParameterNumber,
    QgsProcessingParameterString,
    QgsRectangle,
)

from ..core.export.export_image import export_image
from ..core.export.raster_source import RESAMPLING, SourceLayer
from ..core.export.training import DEFAULT_BLOCK, TrainingOptions, parse_splits
from ..core.layout.format_options import OPTION, TRAINING_OPTIONS
from ..core.layout.grid import PixelGrid, check_pixel_size, grid_over
from ..texts import fill, tr, translatable, translating, user_text
from .input_rasters import InputRaster, RasterLayerList, input_rasters
from .labels import ScratchFolders, add_label_parameters, label_source
from .patch_algorithm import PatchAlgorithm
from .shared import check_export_output, gdal_path


def crs_text(crs: QgsCoordinateReferenceSystem) -> str:
    """The mixer's CRS: 'EPSG:nnnn' when there is an EPSG code, else WKT."""
    return crs.authid() if crs.authid().upper().startswith("EPSG:") else crs.toWkt()


class ExportImageAlgorithm(PatchAlgorithm):
    NAME = "exportimage"
    DISPLAY_NAME = translatable("Export raster to TFRecord patches")
    GROUP = translatable("Images")
    GROUP_ID = "images"
    ICON = "export_image.svg"
    TAGS = ("patches", "chips", "tiles", "training data", "export", "raster", "mixer", "kernel")
    ALL_OPTIONS = True
    HELP = (
        translatable("Cuts raster layers into patches and writes them as TFRecord files of tf.train.Example "
        "(or SequenceExample) records, with the \"mixer\" JSON that georeferences them, exactly as "
        "Google Earth Engine's Export.image with fileFormat 'TFRecord' does.<br><br>"
        "<b>Input layers</b>: their bands are stacked in order; layers must cover the same place, and are "
        "warped to the export grid when they are not on it. <b>Array layers</b>: each becomes one array band "
        "named after the layer, whose per-pixel array is the layer's band values (e.g. a time series).<br>"
        "<b>Band names</b>: comma list; default the band descriptions, else b1, b2, ...<br>"
        "<b>Extent, target CRS, pixel size</b>: the export grid; default the first layer's grid.<br>"
        "<b>Patch dimensions</b> (width,height) and <b>kernel size</b>: each record holds a patch plus "
        "floor(kernel/2) real neighbouring pixels on each side.<br>"
        "<b>Max file size</b>: bytes per file before compression; files are named PREFIX-00000.tfrecord.gz, ... "
        "(an empty prefix: 00000.tfrecord.gz, ..., mixer.json and sidecar.json; one ending in '/': a subfolder "
        "of that name)."
        " A run writes all its files or none, replacing an earlier export with that prefix only when it "
        "succeeds.<br>"
        "<b>GZIP compression level</b>: 0-9, default 6 (zlib's, as EE); the files read the same at any "
        "level. Levels 1-3 are fastest, above all with the isal package installed (README).<br>"
        "<b>Default value</b>: written in every band of a pixel masked in any band (nodata, mask or outside).<br>"
        "<b>Tensor depths</b>: {\"arrayBand\": depth} (or band:depth,...), required for array bands unless "
        "sequence data.<br>"
        "<b>Sequence data</b>: one SequenceExample per pixel (scalar bands in the context, array bands as "
        "feature lists). <b>Collapse bands</b>: one feature named after the first band holding every band.<br>"
        "<b>Masked threshold</b>: the largest fraction of masked pixels a patch may have; below 1, EE writes no "
        "mixer, and we write PREFIX-index.json listing the kept patches.<br>"
        "<b>EE formatOptions</b>: paste the JSON used in EE; it overrides the single options.<br>"
        "An export whose layers leave no pixel of the region unmasked (rasters that do not overlap, an "
        "extent outside them) stops before writing; wholly masked patches are counted in the log and in "
        "MASKED_PATCH_COUNT, and written as EE writes them. Beside the mixer, PREFIX-sidecar.json keeps "
        "what EE's mixer cannot (kernel size, default value, band names and types), for the import.<br>"
        "The log ends with the featuresDict to read the files in TensorFlow (also the FEATURES_DICT output).<br><br>"
        "<b>Training sets</b>: a <b>label layer</b> (polygons, lines or points) is burnt onto the export grid with "
        "GDAL as one more band of every record, the label band (int64): a field's values (a text field's "
        "texts numbered 1, 2, ... in sorted order), or the label value. Where no feature lies, and where the "
        "image bands are masked, it holds the label nodata, a value no class has (0 when every class is 1 or "
        "more). <b>Splits</b> (e.g. train=0.8,val=0.1,test=0.1) deal whole blocks of N x N patches to one set, "
        "so neighbours inside a block, and their shared kernel margins, stay in one set (only a block's edge "
        "borders another set), seeded; with the <b>buffer between sets</b>, the patches whose records would share "
        "pixels with another set's are left out too, the larger set giving way. Each set is written under its own "
        "prefix (PREFIX-train-00000.tfrecord.gz, ...) with a mixer of the full grid and PREFIX-train-index.json "
        "placing its records. <b>Sampling</b> keeps the patches whose labels cover at least the least label share, "
        "and of the patches without any label the negative ratio, seeded. Kept patches, negatives, the sets' sizes "
        "and the pixels of each class in each set are in the log, the results and the sidecar. <b>.tfindex</b> files "
        "(for the PyTorch tfrecord package) are written beside uncompressed shards."))

    def initAlgorithm(self, config: dict[str, Any] | None = None) -> None:
        self.add_input_parameters()
        self.add_grid_parameters()
        self.add_patch_parameters()
        self.add_format_options_parameter()
        self.add_output_parameters()
        self.add_training_parameters()
        self.add_outputs()

    def add_input_parameters(self) -> None:
        """INPUT, ARRAY_LAYERS, BAND_NAMES and the label layer's parameters."""
        self.add_parameter(RasterLayerList(
            "INPUT", tr("Input raster layers (bands stacked in order)")),
            tr("Raster layers GDAL reads; their bands are stacked in this order, each band one feature. They must "
            "cover the same place; layers not on the export grid are warped to it."))
        self.add_parameter(RasterLayerList(
            "ARRAY_LAYERS", tr("Array layers (each one array band)"), optional=True),
            tr("Input layers to write as one array band each, named after the layer, whose per-pixel array is the "
            "layer's band values (e.g. 12 dates of NDVI). Each must also be an input layer."), advanced=True)
        self.add_band_names_parameter()
        add_label_parameters(self)

    def add_grid_parameters(self) -> None:
        """EXTENT, TARGET_CRS, PIXEL_SIZE and RESAMPLING: the export grid."""
        self.add_parameter(QgsProcessingParameterExtent("EXTENT", tr("Extent"), optional=True),
                           tr("The region to export; empty: the first layer's extent."))
        self.add_parameter(QgsProcessingParameterCrs("TARGET_CRS", tr("Target CRS"), optional=True),
                           tr("The CRS of the export grid (and of the mixer); empty: the first layer's CRS."))
        self.add_parameter(QgsProcessingParameterNumber(
            "PIXEL_SIZE", tr("Pixel size (target CRS units)"), QgsProcessingParameterNumber.Type.Double,
            optional=True, minValue=0.0),
            tr("The pixel size of the export grid in target CRS units; empty: the first layer's."))
        self.add_parameter(QgsProcessingParameterEnum(
            "RESAMPLING", tr("Resampling when warping"), list(RESAMPLING), defaultValue=0),
            tr("How layers not on the export grid are resampled onto it."), advanced=True)

    def add_output_parameters(self) -> None:
        """OUTPUT and PREFIX: where the files go and their names."""
        self.add_parameter(QgsProcessingParameterFolderDestination("OUTPUT", tr("Output folder")),
                           tr("The folder the TFRecord files, the mixer and the export sidecar are written to."))
        # Empty names the files as EE does for a folder prefix: 00000.tfrecord.gz, mixer.json (core/layout/naming.py).
        self.add_parameter(QgsProcessingParameterString("PREFIX", tr("File name prefix"), defaultValue="patches",
                                                        optional=True),
                           tr("Files are named PREFIX-00000.tfrecord.gz, ..., PREFIX-mixer.json and "
                           "PREFIX-sidecar.json; a prefix ending in / makes a subfolder; an empty prefix names them "
                           "00000.tfrecord.gz, ..., mixer.json and sidecar.json, as EE does for a folder."))

    def add_outputs(self) -> None:
        """The algorithm's outputs besides OUTPUT."""
        # The folder destination above already declares the OUTPUT output.
        self.addOutput(QgsProcessingOutputString("MIXER", tr("Mixer (or index sidecar) path; with splits, the "
                                                             "first set's index")))
        self.addOutput(QgsProcessingOutputMultipleLayers("FILES", tr("TFRecord files")))
        self.addOutput(QgsProcessingOutputNumber("PATCH_COUNT", tr("Patches written")))
        self.addOutput(QgsProcessingOutputNumber("MASKED_PATCH_COUNT", tr("Patches wholly masked (defaultValue only)")))
        self.addOutput(QgsProcessingOutputString("SIDECAR", tr("Export sidecar (kernel, band names, defaultValue)")))
        self.addOutput(QgsProcessingOutputString(
            "FEATURES_DICT", tr("featuresDict to parse the records in TensorFlow (Python, as the log ends)")))
        self.addOutput(QgsProcessingOutputNumber("PATCHES_KEPT", tr("Patches kept (in every set)")))
        self.addOutput(QgsProcessingOutputNumber("NEGATIVES_KEPT", tr("Patches kept without any label")))
        self.addOutput(QgsProcessingOutputString("SETS", tr("Patches of each set (e.g. train=123,val=15,test=17)")))
        self.addOutput(QgsProcessingOutputNumber(
            "LEFT_OUT_FOR_BUFFER", tr("Patches the buffer between sets left out (0 without it)")))
        self.addOutput(QgsProcessingOutputString(
            "CLASS_PIXELS", tr("Pixels of each class in each set (JSON: {set: {class: pixels}})")))

    def add_training_parameters(self) -> None:
        """SPLITS, SPLIT_BLOCK, the training sets' rows of the option table (SPLIT_BUFFER), SEED, MIN_LABEL_SHARE,
        NEGATIVE_RATIO and WRITE_TFINDEX."""
        self.add_parameter(QgsProcessingParameterString(
            "SPLITS", tr("Splits (e.g. train=0.8,val=0.1,test=0.1; empty: none)"), optional=True),
            tr("Sets and their shares of the patches, adding up to 1. Whole blocks of patches go to one set, "
               "dealt by the seed; each set is written under PREFIX-NAME (PREFIX-train-00000.tfrecord.gz, ...) "
               "with PREFIX-NAME-mixer.json (the full grid) and PREFIX-NAME-index.json (where its records lie). "
               "The realised counts are in the log and SETS."))
        self.add_parameter(QgsProcessingParameterNumber(
            "SPLIT_BLOCK", tr("Split block (patches per side)"), QgsProcessingParameterNumber.Type.Integer,
            defaultValue=DEFAULT_BLOCK, minValue=1),
            tr("Blocks of N x N patches go wholly to one set, so that only the patches along a block's edge "
               "have neighbours (and, with kernel margins, shared pixels) in another set. A small scene needs "
               "small blocks (or small patches) to have enough blocks to deal."), advanced=True)
        for option in TRAINING_OPTIONS:
            self.add_option_parameter(option)
        self.add_parameter(QgsProcessingParameterNumber(
            "SEED", tr("Seed of the splits and the sampling"), QgsProcessingParameterNumber.Type.Integer,
            defaultValue=0),
            tr("The same seed gives the same sets and the same sampled patches."), advanced=True)
        self.add_parameter(QgsProcessingParameterNumber(
            "MIN_LABEL_SHARE", tr("Least label share of a patch with labels (0-1)"),
            QgsProcessingParameterNumber.Type.Double, defaultValue=0.0, minValue=0.0, maxValue=1.0),
            tr("Patches with labels are kept only when the label band covers at least this share of the patch "
               "(margins not counted); 0 keeps them all. Patches without any label follow the negative ratio. "
               "Needs a label layer."), advanced=True)
        self.add_parameter(QgsProcessingParameterNumber(
            "NEGATIVE_RATIO", tr("Share of patches without labels kept (0-1)"),
            QgsProcessingParameterNumber.Type.Double, defaultValue=1.0, minValue=0.0, maxValue=1.0),
            tr("Each patch without any label (the label nodata throughout its core) is kept with this "
               "probability, decided by the seed and the patch's place alone; 1 keeps them all. Counted in "
               "NEGATIVES_KEPT. Needs a label layer."), advanced=True)
        self.add_parameter(QgsProcessingParameterBoolean(
            "WRITE_TFINDEX", tr("Write .tfindex files (uncompressed shards only)"), defaultValue=False),
            tr("Beside each shard PREFIX-00000.tfrecord, PREFIX-00000.tfindex: one \"offset length\" line per "
               "record, as the PyTorch tfrecord package's tfrecord2idx writes it, for multi-worker loading. A "
               "GZIP file has no byte offsets to index: with Compressed checked the export stops with an error."),
            advanced=True)

    def training_options(self, parameters: dict[str, Any], context: QgsProcessingContext) -> TrainingOptions:
        """The TrainingOptions of the split and sampling parameters; QgsProcessingException when they are wrong."""
        try:
            return TrainingOptions(
                parse_splits(self.parameterAsString(parameters, "SPLITS", context)),
                self.parameterAsInt(parameters, "SPLIT_BLOCK", context),
                self.parameterAsInt(parameters, "SEED", context),
                self.parameterAsDouble(parameters, "MIN_LABEL_SHARE", context),
                self.parameterAsDouble(parameters, "NEGATIVE_RATIO", context),
                self.parameterAsBoolean(parameters, "WRITE_TFINDEX", context),
                buffer=self.option_value(OPTION["splitBuffer"], parameters, context))
        except ValueError as error:
            raise QgsProcessingException(user_text(error)) from error

    def checkParameterValues(self, parameters: dict[str, Any], context: QgsProcessingContext) -> tuple[bool, str]:
        try:
            self.training_options(parameters, context)
            self.grid_parameters(parameters, context)
            # Before Run, without asking a bucket: the Processing dialog checks in the GUI's thread.
            self.check_output(parameters, context, reach_buckets=False)
        except QgsProcessingException as error:
            return False, str(error)
        return super().checkParameterValues(parameters, context)

    def check_output(self, parameters: dict[str, Any], context: QgsProcessingContext,
                     reach_buckets: bool = True) -> None:
        """Refuse an output folder (OUTPUT) and prefix the export could not write to: a folder that cannot be
        made or written, a file in the way, an earlier export's name taken by a folder. The run's check, which
        checkParameterValues and the export dialog make too, ``reach_buckets`` False
        (core.places.outputs.check_folder)."""
        folder = self.parameterAsString(parameters, "OUTPUT", context)
        if not folder or folder == QgsProcessing.TEMPORARY_OUTPUT:
            return  # Processing makes a temporary folder when the run starts
        prefix = self.parameterAsString(parameters, "PREFIX", context)
        set_names: Sequence[str]
        try:
            set_names = self.training_options(parameters, context).set_names
        except QgsProcessingException:
            set_names = ()  # the splits' own check says what is wrong with them
        check_export_output(folder, prefix, set_names, reach_buckets)

    def grid_parameters(self, parameters: dict[str, Any],
                        context: QgsProcessingContext) -> tuple[QgsCoordinateReferenceSystem, float]:
        """(TARGET_CRS, PIXEL_SIZE): the CRS (invalid when not given) and the pixel size (0.0 when not given).

        Refuses, naming the parameter, a CRS given that QGIS does not know (parameterAsCrs answers it with an
        invalid CRS, which would export in the layer's CRS) and a pixel size that is not a positive number.
        """
        target = self.given_crs(parameters, "TARGET_CRS", context,
                                tr("Target CRS (TARGET_CRS): {value!r} is not a CRS QGIS knows"))
        if parameters.get("PIXEL_SIZE") in (None, ""):
            return target, 0.0
        pixel_size = self.parameterAsDouble(parameters, "PIXEL_SIZE", context)
        try:
            check_pixel_size(pixel_size)
        except ValueError as error:
            raise QgsProcessingException(user_text(error)) from None
        return target, pixel_size

    def export_grid(self, parameters: dict[str, Any], context: QgsProcessingContext,
                    first_layer: InputRaster) -> PixelGrid | None:
        """The export grid, or None for the first layer's own grid (south-up kept as it is)."""
        has_extent = parameters.get("EXTENT") not in (None, "")
        target, pixel_size = self.grid_parameters(parameters, context)
        if not has_extent and not target.isValid() and not pixel_size:
            return None
        layer_crs = first_layer.crs()
        crs = target if target.isValid() else layer_crs
        if has_extent:
            extent = self.parameterAsExtent(parameters, "EXTENT", context, crs)
        else:
            extent = QgsCoordinateTransform(layer_crs, crs, context.transformContext()).transformBoundingBox(
                first_layer.extent()) if crs != layer_crs else QgsRectangle(first_layer.extent())
        if extent.isEmpty():
            raise QgsProcessingException(tr("Extent (EXTENT) is empty: it has no area; give a region with a width "
                                         "and a height"))
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

    def processAlgorithm(self, parameters: dict[str, Any], context: QgsProcessingContext,
                         feedback: QgsProcessingFeedback) -> dict[str, Any]:
        layers = input_rasters(self, parameters, "INPUT", context)
        if not layers:
            raise QgsProcessingException(tr("no input raster layer given"))
        array_ids = {layer.id() for layer in input_rasters(self, parameters, "ARRAY_LAYERS", context)}
        unknown = array_ids - {layer.id() for layer in layers}
        if unknown:
            raise QgsProcessingException(tr("every array layer (ARRAY_LAYERS) must also be one of the input layers "
                                         "(INPUT): it marks which of them are array bands"))
        sources = [SourceLayer(gdal_path(layer), array=layer.id() in array_ids,
                               name=layer.name() if layer.id() in array_ids else None) for layer in layers]
        band_names = self.band_names(parameters, context)
        try:
            options = self.format_options(parameters, context)
        except ValueError as error:
            raise QgsProcessingException(user_text(error)) from error
        grid = self.export_grid(parameters, context, layers[0])
        folder = self.parameterAsString(parameters, "OUTPUT", context)
        prefix = self.parameterAsString(parameters, "PREFIX", context)
        training = self.training_options(parameters, context)
        self.check_output(parameters, context)
        resampling = RESAMPLING[self.parameterAsEnum(parameters, "RESAMPLING", context)]
        feedback.pushInfo(tr("formatOptions: ") + str(options.to_ee()))
        with ScratchFolders() as scratch:
            labels = label_source(self, parameters, context, feedback, scratch)
            result = self.run_core(feedback, export_image, sources, folder, prefix, options, grid=grid,
                                   band_names=band_names, resampling=resampling,
                                   log=translating(feedback.pushInfo),
                                   compression_level=self.compression_level(parameters, context), labels=labels,
                                   training=training)
        feedback.pushInfo(tr("Files: ") + ", ".join(result.files))
        if result.set_files:
            for name, (mixer, index) in result.set_files.items():
                feedback.pushInfo(fill(tr("Set {name}: {mixer}, {index}"), name=name, mixer=mixer, index=index))
        else:
            feedback.pushInfo(tr("Mixer: ") + (result.mixer_path or result.index_path))
        feedback.pushInfo(tr("Read them in TensorFlow with:\n") + result.features_dict)
        return {"OUTPUT": folder, "MIXER": result.mixer_path or result.index_path, "FILES": result.files,
                "PATCH_COUNT": result.patch_count, "MASKED_PATCH_COUNT": result.masked_patch_count,
                "SIDECAR": result.sidecar_path, "FEATURES_DICT": result.features_dict,
                "PATCHES_KEPT": result.patch_count, "NEGATIVES_KEPT": result.negatives_kept,
                "SETS": result.sets_text, "CLASS_PIXELS": result.class_pixels_json,
                "LEFT_OUT_FOR_BUFFER": result.left_out_for_buffer}

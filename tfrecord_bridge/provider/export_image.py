"""tfrecord:exportimage — raster layers to EE-compatible TFRecord patches and the mixer."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from qgis.core import (
    QgsProcessing,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
)

from ..core.export.export_image import export_image
from ..core.export.request import ExportRequest
from ..core.export.training import TrainingOptions, parse_splits
from ..core.layout.schema import EXPORT_IMAGE
from ..texts import fill, tr, translatable, translated, translating, user_text
from .labels import ScratchFolders, label_source
from .patch_algorithm import PatchAlgorithm
from .shared import check_export_output


class ExportImageAlgorithm(PatchAlgorithm):
    NAME = "exportimage"
    DISPLAY_NAME = translatable("Export raster to TFRecord patches")
    GROUP = translatable("Images")
    GROUP_ID = "images"
    ICON = "export_image.svg"
    TAGS = ("patches", "chips", "tiles", "training data", "export", "raster", "mixer", "kernel")
    SCHEMA = EXPORT_IMAGE
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
        "pixels with another set's are left out too, each set keeping its share (or kept, the margin pixels "
        "another set owns masked). Each set is written under its own "
        "prefix (PREFIX-train-00000.tfrecord.gz, ...) with a mixer of the full grid and PREFIX-train-index.json "
        "placing its records. <b>Sampling</b> keeps the patches whose labels cover at least the least label share, "
        "and of the patches without any label the negative ratio, seeded. Kept patches, negatives, the sets' sizes "
        "and the pixels of each class in each set are in the log, the results and the sidecar. <b>.tfindex</b> files "
        "(for the PyTorch tfrecord package) are written beside uncompressed shards."))

    def training_options(self, parameters: dict[str, Any], context: QgsProcessingContext) -> TrainingOptions:
        """The TrainingOptions of the split and sampling parameters; QgsProcessingException when they are wrong."""
        try:
            return TrainingOptions(
                parse_splits(self.value("splits", parameters, context)),
                self.value("splitBlock", parameters, context),
                self.value("seed", parameters, context),
                self.value("minLabelShare", parameters, context),
                self.value("negativeRatio", parameters, context),
                self.value("writeTfindex", parameters, context),
                buffer=self.value("splitBuffer", parameters, context),
                buffer_mask=bool(self.value("splitBufferMask", parameters, context)))
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
        folder = self.value("output", parameters, context)
        if not folder or folder == QgsProcessing.TEMPORARY_OUTPUT:
            return  # Processing makes a temporary folder when the run starts
        prefix = self.value("prefix", parameters, context)
        set_names: Sequence[str]
        try:
            set_names = self.training_options(parameters, context).set_names
        except QgsProcessingException:
            set_names = ()  # the splits' own check says what is wrong with them
        check_export_output(folder, prefix, set_names, reach_buckets)

    def request(self, parameters: dict[str, Any], context: QgsProcessingContext) -> ExportRequest:
        """The export the parameters ask for, every parameter checked (QgsProcessingException naming the one at
        fault), the output folder reached as the run reaches it; without its labels, which the run adds once it
        has a scratch folder to write a layer OGR cannot open to (:func:`.labels.label_source`)."""
        layers, sources = self.source_layers(parameters, context)
        band_names = self.band_names(parameters, context)
        try:
            options = self.format_options(parameters, context)
        except ValueError as error:
            raise QgsProcessingException(user_text(error)) from error
        grid = self.export_grid(parameters, context, layers[0])
        folder = self.value("output", parameters, context)
        prefix = self.value("prefix", parameters, context)
        training = self.training_options(parameters, context)
        self.check_output(parameters, context)
        return ExportRequest(sources, folder, prefix, formatOptions=options, grid=grid, bandNames=band_names,
                             resampling=self.value("resampling", parameters, context),
                             compressionLevel=self.compression_level(parameters, context), training=training,
                             stac=bool(self.value("stac", parameters, context)))

    def processAlgorithm(self, parameters: dict[str, Any], context: QgsProcessingContext,
                         feedback: QgsProcessingFeedback) -> dict[str, Any]:
        request = self.request(parameters, context)
        feedback.pushInfo(tr("formatOptions: ") + str(request.formatOptions.to_ee()))
        with ScratchFolders() as scratch:
            # The label layer last: written to the scratch folder (a layer OGR cannot open) only once all is checked.
            request = replace(request, labels=label_source(self, parameters, context, feedback, scratch))
            result = self.run_core(feedback, export_image, request, log=translating(feedback.pushInfo))
        feedback.pushInfo(tr("Files: ") + ", ".join(result.files))
        if result.set_files:
            for name, (mixer, index) in result.set_files.items():
                feedback.pushInfo(fill(tr("Set {name}: {mixer}, {index}"), name=name, mixer=mixer, index=index))
        else:
            feedback.pushInfo(tr("Mixer: ") + (result.mixer_path or result.index_path))
        feedback.pushInfo(tr("Read them in TensorFlow with:\n") + translated(result.features_dict))
        return self.results(output=request.output, mixer=result.mixer_path or result.index_path, files=result.files,
                            patchCount=result.patch_count, maskedPatchCount=result.masked_patch_count,
                            sidecar=result.sidecar_path, featuresDict=translated(result.features_dict),
                            patchesKept=result.patch_count, negativesKept=result.negatives_kept,
                            sets=result.sets_text, classPixels=result.class_pixels_json,
                            leftOutForBuffer=result.left_out_for_buffer)

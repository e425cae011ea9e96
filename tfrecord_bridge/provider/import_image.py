"""tfrecord:importimage: prediction TFRecords plus their mixer as a georeferenced raster (FORMAT.md 4)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from qgis.core import (
    QgsProcessing,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
)

from ..core.base.messages import band_list, counted
from ..core.importing import import_image
from ..core.importing.import_plan import PATCH_RECORDS, PIXEL_RECORDS
from ..core.layout.class_table import ClassTable, read_class_table
from ..core.layout.schema import IMPORT_IMAGE
from ..texts import fill, tr, translatable, translated, user_text
from .base import TFRecordAlgorithm
from .shared import check_raster_output, refuse_folders
from .styling import as_qgis_opens_it, class_style, show_when_loaded

# The log's word for the kind of records (core's mode), in the user's language.
RECORD_MODES = {PATCH_RECORDS: translatable("patch"), PIXEL_RECORDS: translatable("pixel")}


def cropped_margins(margins: Sequence[int]) -> str:
    """The import log's words for the kernel margins (x, y) it crops from every tile, "" when there are none;
    the import panel's preview of the kernel says the same."""
    return fill(tr("kernel margins {x},{y} cropped"), x=margins[0], y=margins[1]) if any(margins) else ""


class ImportImageAlgorithm(TFRecordAlgorithm):
    NAME = "importimage"
    DISPLAY_NAME = translatable("Load TFRecord predictions as raster")
    GROUP = translatable("Images")
    GROUP_ID = "images"
    ICON = "import_image.svg"
    TAGS = ("predictions", "inference", "mosaic", "import", "raster", "mixer")
    HELP = (
        translatable("Mosaics the TFRecord files of an image export, or a model's predictions made from one, back into "
        "a georeferenced GeoTIFF on the export's grid, using the export's mixer JSON (its CRS, affine and "
        "patch layout). Records continue across the files in the order listed (a list out of the order "
        "of the numbers in the names stops with both orders named); in a folder, shard numbers sort as "
        "numbers (pred-2 before pred-10). Plain and GZIP files both "
        "work, Earth Engine's own exports included.<br>"
        "<b>Input</b>: choose the TFRecord files, or the export's <i>folder</i> and <i>prefix</i> "
        "(PREFIX-00000.tfrecord.gz, ...). The mixer (PREFIX-mixer.json) is found beside the files unless "
        "chosen; an index sidecar (PREFIX-index.json, written when patches were dropped) works too, and "
        "the patches it leaves out become nodata.<br>"
        "<b>Records</b>: each record is one patch and each feature becomes a band; a feature holding "
        "depth times the tile's pixels becomes <i>depth</i> bands (NAME_1, NAME_2, ...). Float, int64 and "
        "bytes (8-bit pixels) lists are read. If there are as many records as pixels of all tiles, each "
        "record is one pixel (per-pixel predictions), pixels row-major within each tile.<br>"
        "<b>Kernel size</b>: kernel margins (kernelSize // 2 on each side) are cropped away. The kernel "
        "is inferred from the value counts (a square one first; one that is not square when only it fits), "
        "as the import dialog previews it; give the kernel size the export used ('kx,ky' or one number) "
        "when a count could mean more than one (the error lists the readings). Features holding "
        "only the patch core (a model that predicts no margins) are taken as they are.<br>"
        "<b>Features</b>: a comma-separated list picks bands and their order (NAME:DEPTH says a feature holds "
        "DEPTH bands, needed when nothing else tells it); by default every feature whose values fit the patch "
        "becomes a band, the export's own in its sidecar's order, then the others sorted by name (numbers as "
        "numbers: B2 before B10), never in the order of the keys inside a record, which TensorFlow does not keep. "
        "The log lists each band with its feature.<br>"
        "<b>Data type</b>: by default float lists give Float32, int64 lists Int32 (Float64 if they do not "
        "fit), bytes Byte.<br>"
        "<b>Export sidecar</b>: our exports write PREFIX-sidecar.json beside the mixer; when it is there "
        "its kernelSize is used (unless one is given), a feature holding several bands gets their names, "
        "and, when the export's own features are loaded, the pixels it masked (defaultValue) are nodata.<br>"
        "<b>Class map</b>: a class table (the training export's PREFIX-sidecar.json, whose \"labels\" hold the "
        "classes of its label layer, or a CSV of value,name[,color] lines) turns the predictions into one band "
        "of class values, written as the smallest integer type that holds them, named and coloured after the "
        "table; its style is saved beside the raster (NAME.qml), so QGIS shows the class names wherever it is "
        "opened. One band of class numbers is taken as it is (floats rounded; values that are no class become "
        "nodata). Several bands, one per class (a segmentation model's probabilities or scores), give the class "
        "of the greatest: band i, counting the bands in the order the features give them from 1, is the "
        "table's i-th class in table order (for the CSV, its i-th line; for a sidecar, its i-th class); ties go "
        "to the first band. Features named after the classes are matched to them by name, whatever their order; "
        "several features named otherwise must be listed in the table's order in Features, else the import stops. "
        "When the table has a nodata value (a sidecar's label nodata) and there is one band "
        "more than classes, the first band stands for that nodata (pixels no class was drawn over) and the "
        "next ones for the classes in order; pixels it wins are nodata. Without a table, the argmax gives the "
        "classes 1..n named after the bands.<br>"
        "<b>Display</b>: one band within 0..1 is shown with a colour ramp, partly transparent; one band "
        "of a few whole numbers as classes; others as QGIS shows them.")
    )

    SCHEMA = IMPORT_IMAGE
    INPUT = IMPORT_IMAGE["files"].parameter
    FOLDER = IMPORT_IMAGE["folder"].parameter
    PREFIX = IMPORT_IMAGE["prefix"].parameter
    OUTPUT = IMPORT_IMAGE["output"].parameter
    STYLE, CLASSES, QML = (output.name for output in IMPORT_IMAGE.outputs)

    def _input_files(self, parameters: dict[str, Any],
                     context: QgsProcessingContext) -> tuple[list[str], str | None]:
        """(shard paths, mixer found beside them or None) from the files or the folder and prefix."""
        # An unset INPUT reads as [''].
        paths = [path for path in self.parameterAsFileList(parameters, self.INPUT, context) if path]
        folder = self.parameterAsFile(parameters, self.FOLDER, context)
        if paths and folder:
            raise QgsProcessingException(tr("Choose the TFRecord files or their folder, not both."))
        if folder:
            prefix = self.value("prefix", parameters, context).strip()
            try:
                return import_image.find_export(folder, prefix)
            except ValueError as error:
                raise QgsProcessingException(user_text(error)) from error
        if not paths:
            raise QgsProcessingException(tr("Choose the TFRecord files, or the folder of the export."))
        refuse_folders(paths, self.INPUT, fill(tr("give a folder as {folder} (with its {prefix})"),
            folder=self.FOLDER, prefix=self.PREFIX))
        return paths, None

    def _class_table(self, parameters: dict[str, Any], context: QgsProcessingContext) -> ClassTable | None:
        """The class table chosen, read before the records, so a bad one stops the run before anything is
        written; None without one."""
        path = self.value("classTable", parameters, context)
        if not path:
            return None
        try:
            return read_class_table(path)
        except ValueError as error:
            raise QgsProcessingException(user_text(error)) from error

    def check_output(self, output: str, reach_buckets: bool = True) -> None:
        """Refuse a predictions raster (OUTPUT) the import could not write (shared.check_raster_output). The run's
        check, which checkParameterValues and the import dialog make too, ``reach_buckets`` False."""
        check_raster_output(output, self.OUTPUT, reach_buckets)

    def checkParameterValues(self, parameters: dict[str, Any], context: QgsProcessingContext) -> tuple[bool, str]:
        try:
            output = parameters.get(self.OUTPUT)
            # Before Run, without asking a bucket (the Processing dialog checks in the GUI's thread); a temporary
            # file is made when the run starts.
            if isinstance(output, str) and output and output != QgsProcessing.TEMPORARY_OUTPUT:
                self.check_output(output, reach_buckets=False)
            self._class_table(parameters, context)
        except QgsProcessingException as error:
            return False, str(error)
        return super().checkParameterValues(parameters, context)

    def import_request(self, parameters: dict[str, Any], context: QgsProcessingContext,
                       output: str = "") -> import_image.ImportRequest:
        """The core's ImportRequest of ``parameters`` (``output``: the GeoTIFF, once Processing has made its
        path); the class table read, so a bad one is refused here, before anything is written."""
        paths, mixer = self._input_files(parameters, context)
        return import_image.ImportRequest(
            paths, self.value("mixer", parameters, context) or mixer, output,
            features=self.value("features", parameters, context),
            kernel_size=self.value("kernelSize", parameters, context),
            nodata=self.value("nodata", parameters, context),
            data_type=self.value("dataType", parameters, context) or None,
            class_table=self._class_table(parameters, context),
            class_from=self.value("classFrom", parameters, context) or None,
            layout=self.value("layout", parameters, context) or None,
            stac=bool(self.value("stac", parameters, context)),
            cog=bool(self.value("cog", parameters, context)))

    def processAlgorithm(self, parameters: dict[str, Any], context: QgsProcessingContext,
                         feedback: QgsProcessingFeedback) -> dict[str, Any]:
        output = self.parameterAsOutputLayer(parameters, self.OUTPUT, context)
        request = self.import_request(parameters, context, output)
        self.check_output(output)
        with self.folder_for(output):
            result = self.run_core(feedback, import_image.import_image, request)
            for note in result.notes:
                feedback.pushInfo(translated(note))
            qml = class_style(result, output, feedback)
        show_when_loaded(result, output, context, feedback)
        cropped = cropped_margins(result.margins)
        margins = f", {cropped}" if cropped else ""
        feedback.pushInfo(translated(counted(
            result.record_count, "%n {mode} record -> {width} x {height} {data_type} raster, {bands}{margins}",
            "%n {mode} records -> {width} x {height} {data_type} raster, {bands}{margins}",
            mode=tr(RECORD_MODES[result.mode]), width=result.width, height=result.height, data_type=result.data_type,
            bands=band_list(result.band_names), margins=margins)))
        output = as_qgis_opens_it(output, context)
        return {self.OUTPUT: output, self.STYLE: result.style or "",
                self.CLASSES: ",".join(f"{value:g}" for value in result.classes or ()), self.QML: qml}

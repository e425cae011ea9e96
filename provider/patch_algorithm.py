"""The base of the algorithms that cut raster patches: their shared options, read one way."""

from qgis.core import (
    QgsProcessingParameterBoolean,
    QgsProcessingParameterEnum,
    QgsProcessingParameterNumber,
    QgsProcessingParameterString,
)

from ..core.deflate import DEFAULT_LEVEL
from ..core.format_options import DEFAULT_MAX_FILE_SIZE, VALUE_TYPES, FormatOptions
from .base import TFRecordAlgorithm
from .i18n import tr, translatable

VALUE_TYPE_LABELS = [translatable("float32 for every band (EE's documented behaviour)"),
                     translatable("native: bytes for 8-bit, int64 for other integers, float for floats")]
# maxFileSize is any positive whole number; a Double parameter carries whole numbers exactly up to 2**53
# (8 PiB). Without a maximum the dialog's spin box would stop at 999999999, below EE's default of 1 GiB.
LARGEST_MAX_FILE_SIZE = float(2 ** 53)


class PatchAlgorithm(TFRecordAlgorithm):
    """Patch size, kernel, compression, shard size, default value and value type, as EE names them."""

    def add_patch_parameters(self, default_patch="256,256"):
        self.add_parameter(QgsProcessingParameterString(
            "PATCH_DIMENSIONS", tr("Patch dimensions (width,height)"), defaultValue=default_patch),
            tr("EE's patchDimensions: the width and height in pixels of the patch each record holds, e.g. 256,256."))
        self.add_parameter(QgsProcessingParameterString(
            "KERNEL_SIZE", tr("Kernel size (width,height)"), defaultValue="1,1"),
            tr("EE's kernelSize: each record also holds floor(kernel / 2) real neighbouring pixels on each side of "
            "its patch, e.g. 33,33 adds 16 pixels on every side; 1,1 adds none."))
        self.add_parameter(QgsProcessingParameterBoolean("COMPRESSED", tr("Compressed (GZIP)"), defaultValue=True),
                           tr("EE's compressed: GZIP files named .tfrecord.gz (read with compression_type='GZIP'); "
                           "unchecked, plain .tfrecord files."))
        # Not one of EE's formatOptions: EE always deflates at zlib's default, 6.
        self.add_parameter(QgsProcessingParameterNumber(
            "COMPRESSION_LEVEL", tr("GZIP compression level (0-9)"), QgsProcessingParameterNumber.Type.Integer,
            defaultValue=DEFAULT_LEVEL, minValue=0, maxValue=9, optional=True),
            tr("Ours, not EE's: zlib's level for GZIP files, 0 (stored) to 9 (smallest); default 6, as EE. "
               "Every level reads the same; 1-3 are fastest, above all with the isal package installed (README)."),
            advanced=True)
        max_file_size = QgsProcessingParameterNumber(
            "MAX_FILE_SIZE", tr("Max file size (bytes, before compression)"), QgsProcessingParameterNumber.Type.Double,
            defaultValue=DEFAULT_MAX_FILE_SIZE, minValue=1, maxValue=LARGEST_MAX_FILE_SIZE)
        max_file_size.setMetadata({"widget_wrapper": {"decimals": 0}})
        self.add_parameter(max_file_size,
                           tr("EE's maxFileSize: a new file starts when the next record would take the current one "
                           "past this many bytes, counted before compression; default 1073741824 (1 GiB)."),
                           advanced=True)
        self.add_parameter(QgsProcessingParameterNumber(
            "DEFAULT_VALUE", tr("Default value of masked pixels"), QgsProcessingParameterNumber.Type.Double,
            defaultValue=0),
            tr("EE's defaultValue: written in every band of a pixel that is masked in any band (nodata, a mask or "
            "alpha band, or outside the rasters)."), advanced=True)
        self.add_parameter(QgsProcessingParameterEnum("VALUE_TYPE", tr("Value type"),
                                                      [tr(label) for label in VALUE_TYPE_LABELS], defaultValue=0),
                           tr("float32 lists for every band, as EE documents; or native types as EE is observed to "
                           "write them: one bytes value for 8-bit bands, int64 lists for other integers."),
                           advanced=True)

    def patch_options(self, parameters, context):
        """The shared options as FormatOptions keywords."""
        return dict(
            patchDimensions=self.parameterAsString(parameters, "PATCH_DIMENSIONS", context),
            kernelSize=self.parameterAsString(parameters, "KERNEL_SIZE", context),
            compressed=self.parameterAsBoolean(parameters, "COMPRESSED", context),
            maxFileSize=self.parameterAsDouble(parameters, "MAX_FILE_SIZE", context),
            defaultValue=self.parameterAsDouble(parameters, "DEFAULT_VALUE", context),
            valueType=VALUE_TYPES[self.parameterAsEnum(parameters, "VALUE_TYPE", context)])

    def compression_level(self, parameters, context):
        """COMPRESSION_LEVEL, zlib's default when not given."""
        if parameters.get("COMPRESSION_LEVEL") in (None, ""):
            return DEFAULT_LEVEL
        return self.parameterAsInt(parameters, "COMPRESSION_LEVEL", context)

    def add_format_options_parameter(self):
        self.add_parameter(QgsProcessingParameterString(
            "FORMAT_OPTIONS", tr("EE formatOptions JSON (overrides the options above)"), optional=True,
            multiLine=True),
            tr("The formatOptions object of an Earth Engine export, pasted as JSON, e.g. {\"patchDimensions\": "
            "[256, 256], \"kernelSize\": [32, 32]}; the options it sets override the single parameters."))

    def single_options(self, parameters, context):
        """The FormatOptions keywords set one parameter each; algorithms with more options add theirs."""
        return self.patch_options(parameters, context)

    def format_options(self, parameters, context):
        """FormatOptions from the single options, overridden by the pasted EE formatOptions JSON."""
        pasted = self.parameterAsString(parameters, "FORMAT_OPTIONS", context) \
            if self.parameterDefinition("FORMAT_OPTIONS") else ""
        return FormatOptions.from_ee(pasted, **self.single_options(parameters, context))

    def checkParameterValues(self, parameters, context):
        try:
            self.format_options(parameters, context)
        except ValueError as error:
            return False, str(error)
        return super().checkParameterValues(parameters, context)

    def add_band_names_parameter(self):
        self.add_parameter(QgsProcessingParameterString(
            "BAND_NAMES", tr("Band names (comma separated)"), optional=True),
            tr("The feature names, one per band in order, e.g. B2,B3,B4; empty: the band descriptions, else "
            "b1, b2, ..."))

    def band_names(self, parameters, context):
        """The BAND_NAMES list, or None for the bands' own names."""
        text = self.parameterAsString(parameters, "BAND_NAMES", context).strip()
        return [name.strip() for name in text.split(",")] if text else None

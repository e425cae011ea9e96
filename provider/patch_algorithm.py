"""The base of the algorithms that cut raster patches: their shared options, read one way."""

from qgis.core import (QgsProcessingParameterBoolean, QgsProcessingParameterEnum, QgsProcessingParameterNumber,
                       QgsProcessingParameterString)

from ..core.deflate import DEFAULT_LEVEL
from ..core.format_options import DEFAULT_MAX_FILE_SIZE, VALUE_TYPES, FormatOptions
from .base import TFRecordAlgorithm

VALUE_TYPE_LABELS = ["float32 for every band (EE's documented behaviour)",
                     "native: bytes for 8-bit, int64 for other integers, float for floats"]


class PatchAlgorithm(TFRecordAlgorithm):
    """Patch size, kernel, compression, shard size, default value and value type, as EE names them."""

    def add_patch_parameters(self, default_patch="256,256"):
        self.addParameter(QgsProcessingParameterString(
            "PATCH_DIMENSIONS", "Patch dimensions (width,height)", defaultValue=default_patch))
        self.addParameter(QgsProcessingParameterString(
            "KERNEL_SIZE", "Kernel size (width,height)", defaultValue="1,1"))
        self.addParameter(QgsProcessingParameterBoolean("COMPRESSED", "Compressed (GZIP)", defaultValue=True))
        # Not one of EE's formatOptions: EE always deflates at zlib's default, 6.
        self.addParameter(QgsProcessingParameterNumber(
            "COMPRESSION_LEVEL", "GZIP compression level (0-9; 6 as EE, 1-3 fastest)",
            QgsProcessingParameterNumber.Type.Integer, defaultValue=DEFAULT_LEVEL, minValue=0, maxValue=9,
            optional=True))
        self.addParameter(QgsProcessingParameterNumber(
            "MAX_FILE_SIZE", "Max file size (bytes, before compression)", QgsProcessingParameterNumber.Type.Double,
            defaultValue=DEFAULT_MAX_FILE_SIZE, minValue=1))
        self.addParameter(QgsProcessingParameterNumber(
            "DEFAULT_VALUE", "Default value of masked pixels", QgsProcessingParameterNumber.Type.Double,
            defaultValue=0))
        self.addParameter(QgsProcessingParameterEnum("VALUE_TYPE", "Value type", VALUE_TYPE_LABELS, defaultValue=0))

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
        self.addParameter(QgsProcessingParameterString(
            "FORMAT_OPTIONS", "EE formatOptions JSON (overrides the options above)", optional=True,
            multiLine=True))

    def single_options(self, parameters, context):
        """The FormatOptions keywords set one parameter each; algorithms with more options add theirs."""
        return self.patch_options(parameters, context)

    def format_options(self, parameters, context):
        """FormatOptions from the single options, overridden by the pasted EE formatOptions JSON."""
        pasted = self.parameterAsString(parameters, "FORMAT_OPTIONS", context) \
            if self.parameterDefinition("FORMAT_OPTIONS") else ""
        return FormatOptions.from_ee(pasted, **self.single_options(parameters, context))

    def checkParameterValues(self, parameters, context):  # noqa: N802 (QGIS's name)
        try:
            self.format_options(parameters, context)
        except ValueError as error:
            return False, str(error)
        return super().checkParameterValues(parameters, context)

    def band_names(self, parameters, context):
        """The BAND_NAMES list, or None for the bands' own names."""
        text = self.parameterAsString(parameters, "BAND_NAMES", context).strip()
        return [name.strip() for name in text.split(",")] if text else None

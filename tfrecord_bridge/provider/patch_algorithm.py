"""The base of the algorithms that cut raster patches: their shared options, read one way.

Their options are core/layout/schema.py's table (EXPORT_OPTIONS): each row is made into its parameter here.
"""

from __future__ import annotations

from typing import Any

from qgis.core import (
    QgsProcessingContext,
    QgsProcessingParameterString,
)

from ..core.layout.format_options import FormatOptions
from ..core.layout.schema import EXPORT_OPTIONS, Option
from ..texts import tr, user_text
from .base import TFRecordAlgorithm
from .schema_parameters import value_of


class PatchAlgorithm(TFRecordAlgorithm):
    """Patch size, kernel, compression, shard size, default value and value type, as EE names them."""

    # The table's rows this algorithm takes: those of every patch algorithm (exportimage takes them all).
    ALL_OPTIONS = False
    AT_POINTS = False  # the defaults of exportpatchesatpoints

    def options(self) -> list[Option]:
        """The table's rows among the patch options; the training sets' rows are added with the training
        parameters (:meth:`add_option_parameter`)."""
        return [option for option in EXPORT_OPTIONS
                if not option.training and (self.ALL_OPTIONS or option.every_patch_algorithm)]

    def add_patch_parameters(self) -> None:
        """One parameter per option of the table, in the table's order."""
        for option in self.options():
            self.add_option_parameter(option)

    def option_default(self, option: Option) -> Any:
        return option.default_at_points if self.AT_POINTS else None

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

    def add_format_options_parameter(self) -> None:
        self.add_parameter(QgsProcessingParameterString(
            "FORMAT_OPTIONS", tr("EE formatOptions JSON (overrides the options above)"), optional=True,
            multiLine=True),
            tr("The formatOptions object of an Earth Engine export, pasted as JSON, e.g. {\"patchDimensions\": "
            "[256, 256], \"kernelSize\": [32, 32]}; the options it sets override the single parameters."))

    def single_options(self, parameters: dict[str, Any], context: QgsProcessingContext) -> dict[str, Any]:
        """The FormatOptions keywords set one parameter each."""
        return self.patch_options(parameters, context)

    def format_options(self, parameters: dict[str, Any], context: QgsProcessingContext,
                       named: bool = True) -> FormatOptions:
        """FormatOptions from the single options, overridden by the pasted EE formatOptions JSON; an error about
        a single option names its parameter first (``named`` False: EE's keys only, as the dialog shows)."""
        pasted = self.parameterAsString(parameters, "FORMAT_OPTIONS", context) \
            if self.parameterDefinition("FORMAT_OPTIONS") else ""
        return FormatOptions.from_ee(pasted, named, **self.single_options(parameters, context))

    def checkParameterValues(self, parameters: dict[str, Any], context: QgsProcessingContext) -> tuple[bool, str]:
        try:
            self.format_options(parameters, context)
        except ValueError as error:
            return False, user_text(error)
        return super().checkParameterValues(parameters, context)

    def add_band_names_parameter(self) -> None:
        self.add_parameter(QgsProcessingParameterString(
            "BAND_NAMES", tr("Band names (comma separated)"), optional=True),
            tr("The feature names, one per band in order, e.g. B2,B3,B4; empty: the band descriptions, else "
            "b1, b2, ..."))

    def band_names(self, parameters: dict[str, Any], context: QgsProcessingContext) -> list[str] | None:
        """The BAND_NAMES list, or None for the bands' own names."""
        text = self.parameterAsString(parameters, "BAND_NAMES", context).strip()
        return [name.strip() for name in text.split(",")] if text else None

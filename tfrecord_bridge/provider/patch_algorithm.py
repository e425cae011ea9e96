"""The base of the algorithms that cut raster patches: their shared options, read one way.

Their options are core/layout/format_options.py's table (EXPORT_OPTIONS): each row is made into its parameter here.
"""

from __future__ import annotations

from typing import Any

from qgis.core import (
    QgsProcessingContext,
    QgsProcessingParameterBoolean,
    QgsProcessingParameterDefinition,
    QgsProcessingParameterEnum,
    QgsProcessingParameterNumber,
    QgsProcessingParameterString,
)

from ..core.layout.format_options import (
    BOOLEAN,
    CHOICE,
    EXPORT_OPTIONS,
    INTEGER,
    NUMBER,
    PAIR,
    ExportOption,
    FormatOptions,
)
from ..texts import tr, user_text
from .base import TFRecordAlgorithm


def option_parameter(option: ExportOption, default: Any = None) -> QgsProcessingParameterDefinition:
    """The Processing parameter of one row of the option table; ``default`` replaces the table's."""
    name, label, value = option.parameter, tr(option.label), option.processing_default(default)
    if option.kind == BOOLEAN:
        return QgsProcessingParameterBoolean(name, label, defaultValue=value, optional=option.optional)
    if option.kind == CHOICE:
        return QgsProcessingParameterEnum(name, label, [tr(text) for text in option.choice_labels],
                                          defaultValue=value, optional=option.optional)
    if option.kind in (INTEGER, NUMBER):
        number_type = QgsProcessingParameterNumber.Type.Integer if option.kind == INTEGER \
            else QgsProcessingParameterNumber.Type.Double
        limits = {limit: bound for limit, bound in (("minValue", option.minimum), ("maxValue", option.maximum))
                  if bound is not None}
        parameter = QgsProcessingParameterNumber(name, label, number_type, defaultValue=value,
                                                 optional=option.optional, **limits)
        if option.kind == NUMBER and option.decimals == 0:  # a whole number carried as a Double
            parameter.setMetadata({"widget_wrapper": {"decimals": 0}})
        return parameter
    # A PAIR as "w,h" text; tensorDepths as its text, empty by default.
    return QgsProcessingParameterString(name, label, defaultValue=value if option.kind == PAIR else None,
                                        optional=option.optional)


class PatchAlgorithm(TFRecordAlgorithm):
    """Patch size, kernel, compression, shard size, default value and value type, as EE names them."""

    # The table's rows this algorithm takes: those of every patch algorithm (exportimage takes them all).
    ALL_OPTIONS = False
    AT_POINTS = False  # the defaults of exportpatchesatpoints

    def options(self) -> list[ExportOption]:
        """The table's rows among the patch options; the training sets' rows are added with the training
        parameters (:meth:`add_option_parameter`)."""
        return [option for option in EXPORT_OPTIONS
                if not option.training and (self.ALL_OPTIONS or option.every_patch_algorithm)]

    def add_patch_parameters(self) -> None:
        """One parameter per option of the table, in the table's order."""
        for option in self.options():
            self.add_option_parameter(option)

    def add_option_parameter(self, option: ExportOption) -> None:
        """The parameter of one row of the table, with its help, as the table declares it."""
        default = option.default_at_points if self.AT_POINTS else None
        self.add_parameter(option_parameter(option, default), tr(option.help), advanced=option.advanced)

    def option_value(self, option: ExportOption, parameters: dict[str, Any], context: QgsProcessingContext) -> Any:
        """The value of the parameter of one row of the table."""
        return self._option_value(option, parameters, context)

    def _option_value(self, option: ExportOption, parameters: dict[str, Any], context: QgsProcessingContext) -> Any:
        if option.kind == BOOLEAN:
            return self.parameterAsBoolean(parameters, option.parameter, context)
        if option.kind == CHOICE:
            return option.choices[self.parameterAsEnum(parameters, option.parameter, context)]
        if option.kind == INTEGER:
            return self.parameterAsInt(parameters, option.parameter, context)
        if option.kind == NUMBER:
            return self.parameterAsDouble(parameters, option.parameter, context)
        return self.parameterAsString(parameters, option.parameter, context)

    def patch_options(self, parameters: dict[str, Any], context: QgsProcessingContext) -> dict[str, Any]:
        """The FormatOptions keywords, one parameter each."""
        return {option.key: self._option_value(option, parameters, context)
                for option in self.options() if option.format_option}

    def compression_level(self, parameters: dict[str, Any], context: QgsProcessingContext) -> int:
        """COMPRESSION_LEVEL, zlib's default when not given: the one option of the table beside the formatOptions."""
        (option,) = [option for option in self.options() if not option.format_option]
        if parameters.get(option.parameter) in (None, ""):
            return option.default
        return self._option_value(option, parameters, context)

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
                       spelled_as: str | None = "parameter") -> FormatOptions:
        """FormatOptions from the single options, overridden by the pasted EE formatOptions JSON; an error about
        a single option names its parameter first (``spelled_as`` None: EE's keys only, as the dialog shows)."""
        pasted = self.parameterAsString(parameters, "FORMAT_OPTIONS", context) \
            if self.parameterDefinition("FORMAT_OPTIONS") else ""
        return FormatOptions.from_ee(pasted, spelled_as, **self.single_options(parameters, context))

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

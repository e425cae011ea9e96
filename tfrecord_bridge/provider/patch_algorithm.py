"""The base of the algorithms that cut raster patches: their shared options, read one way.

Their options are core/layout/schema.py's table (EXPORT_OPTIONS), as the algorithm's schema lists them; the
schema's generic parameters declare them (TFRecordAlgorithm.initAlgorithm).
"""

from __future__ import annotations

from typing import Any

from qgis.core import QgsProcessingContext

from ..core.layout.format_options import FormatOptions
from ..core.layout.schema import OPTION, Option
from ..texts import user_text
from .base import TFRecordAlgorithm
from .schema_parameters import value_of


class PatchAlgorithm(TFRecordAlgorithm):
    """Patch size, kernel, compression, shard size, default value and value type, as EE names them."""

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

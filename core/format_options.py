"""EE's image export ``formatOptions``, with EE's names and defaults, validated before any file is written.

Two extensions of ours, never changing what an EE-compatible run writes:
``valueType`` ('float', EE's documented behaviour, or 'native') and
``edgeMode`` ('drop', EE's, or 'pad').
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any, Union

from .grid import kernel_margins

if TYPE_CHECKING:
    from .raster_source import Band

    # EE's formatOptions: a dict, or its JSON text (empty: none).
    PastedOptions = Union[str, dict[str, Any]]

DEFAULT_MAX_FILE_SIZE = 1 << 30
VALUE_TYPES = ("float", "native")
EDGE_MODES = ("drop", "pad")
# A record must stay below protobuf's 2 GiB message limit for TensorFlow to parse it.
MAX_RECORD_BYTES = (1 << 31) - 1
MAX_SMALL_PATCH_KERNEL = 255


class FormatOptionsError(ValueError):
    """An invalid formatOption; the message names the option."""


@dataclass
class FormatOptions:
    patchDimensions: tuple = (256, 256)  # EE's names, so pasted EE options map 1:1
    kernelSize: tuple = (1, 1)
    compressed: bool = True
    maxFileSize: int = DEFAULT_MAX_FILE_SIZE
    defaultValue: float = 0.0
    tensorDepths: dict = field(default_factory=dict)
    sequenceData: bool = False
    collapseBands: bool = False
    maskedThreshold: float = 1.0
    valueType: str = "float"  # [ext]
    edgeMode: str = "drop"  # [ext]

    def __post_init__(self):
        self.patchDimensions = _pair(self.patchDimensions, "patchDimensions")
        self.kernelSize = _pair(self.kernelSize, "kernelSize")
        self.compressed = _boolean(self.compressed, "compressed")
        self.maxFileSize = _positive_int(self.maxFileSize, "maxFileSize")
        self.defaultValue = _number(self.defaultValue, "defaultValue")
        self.tensorDepths = _depths(self.tensorDepths)
        self.sequenceData = _boolean(self.sequenceData, "sequenceData")
        self.collapseBands = _boolean(self.collapseBands, "collapseBands")
        self.maskedThreshold = _number(self.maskedThreshold, "maskedThreshold")
        if not 0.0 <= self.maskedThreshold <= 1.0:
            raise FormatOptionsError(f"maskedThreshold must be between 0 and 1, got {self.maskedThreshold}")
        if self.valueType not in VALUE_TYPES:
            raise FormatOptionsError(f"valueType must be one of {VALUE_TYPES}, got {self.valueType!r}")
        if self.edgeMode not in EDGE_MODES:
            raise FormatOptionsError(f"edgeMode must be one of {EDGE_MODES}, got {self.edgeMode!r}")
        (pw, ph), (kx, ky) = self.patchDimensions, self.kernelSize
        # [ours] Small patches may carry a kernel up to 255 (a 1x1 patch with a 33x33 neighbourhood
        # is a usual per-pixel training set); beyond that, records would be mostly margin.
        if kx > max(4 * pw, MAX_SMALL_PATCH_KERNEL) or ky > max(4 * ph, MAX_SMALL_PATCH_KERNEL):
            raise FormatOptionsError(
                f"kernelSize {list(self.kernelSize)} is more than 4 times patchDimensions "
                f"{list(self.patchDimensions)} and more than {MAX_SMALL_PATCH_KERNEL}: each record would be "
                "mostly margin; use larger patches")

    @classmethod
    def from_ee(cls, options: PastedOptions, **overrides: Any) -> FormatOptions:
        """FormatOptions from EE's formatOptions (a dict or its JSON text), e.g. pasted from EE code."""
        values = dict(overrides)
        values.update(cls._pasted(options))
        return cls(**values)

    @classmethod
    def _pasted(cls, options: PastedOptions) -> dict[str, Any]:
        """The pasted formatOptions as a dict of known keys; FormatOptionsError for bad JSON or unknown keys."""
        if isinstance(options, str):
            text = options.strip()
            if not text:
                options = {}
            else:
                try:
                    options = json.loads(text)
                except ValueError as error:
                    raise FormatOptionsError(f"formatOptions is not valid JSON: {error}") from error
        if not isinstance(options, dict):
            raise FormatOptionsError("formatOptions must be a JSON object such as {\"patchDimensions\": [256, 256]}")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(options) - known)
        if unknown:
            raise FormatOptionsError(f"unknown formatOptions key(s) {', '.join(map(repr, unknown))}; "
                                     f"known: {', '.join(sorted(known))}")
        return options

    @classmethod
    def every_error(cls, options: PastedOptions, **overrides: Any) -> list[str]:
        """Every message :meth:`from_ee` could raise for these values, not only the first: each option is
        checked alone, then (when each is valid) together. An empty list when the options are valid."""
        try:
            pasted = cls._pasted(options)  # the pasted JSON itself: syntax and unknown keys
        except FormatOptionsError as error:
            return [str(error)]
        values = dict(overrides)
        values.update(pasted)
        errors = []
        for key, value in values.items():
            try:
                cls(**{key: value})
            except FormatOptionsError as error:
                errors.append(str(error))
        if not errors:
            try:
                cls(**values)
            except FormatOptionsError as error:
                errors.append(str(error))
        return errors

    def to_ee(self) -> dict[str, Any]:
        """The options as EE's formatOptions dict (extensions only where they differ from EE)."""
        result = {"patchDimensions": list(self.patchDimensions), "kernelSize": list(self.kernelSize),
                  "compressed": self.compressed, "maxFileSize": self.maxFileSize,
                  "defaultValue": self.defaultValue, "tensorDepths": dict(self.tensorDepths),
                  "sequenceData": self.sequenceData, "collapseBands": self.collapseBands,
                  "maskedThreshold": self.maskedThreshold}
        if self.valueType != "float":
            result["valueType"] = self.valueType
        if self.edgeMode != "drop":
            result["edgeMode"] = self.edgeMode
        return result

    @property
    def margins(self) -> tuple[int, int]:
        """(columns, rows) of real neighbouring pixels on each side of a patch (EE-observed floor(k/2))."""
        return kernel_margins(*self.kernelSize)

    def check_bands(self, bands: Sequence[Band]) -> None:
        """Check the options against the bands to export (:class:`~.raster_source.Band` list, named)."""
        array_names = [b.name for b in bands if b.is_array and b.name is not None]  # all are, once named
        for name in self.tensorDepths:
            if name not in array_names:
                scalar = any(b.name == name for b in bands)
                raise FormatOptionsError(
                    f"tensorDepths names {name!r}, which is " + ("a scalar band, not an array band"
                                                                 if scalar else "not a band of the export")
                    + (f"; array bands: {', '.join(array_names)}" if array_names else "; there are no array bands"))
        if not self.sequenceData:
            for band in bands:
                if band.is_array and band.name not in self.tensorDepths:
                    raise FormatOptionsError(
                        f"tensorDepths must give a depth for array band {band.name!r} "
                        f"(its layer has {band.depth} values per pixel), e.g. {{\"{band.name}\": {band.depth}}}")


def _pair(value, name):
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        value = [value, value]
    if isinstance(value, str):
        # "256,256", "256x256", "256 256" or EE's "[256, 256]"
        value = [v for v in value.strip().strip("[]").replace("x", ",").replace(" ", ",").split(",") if v]
        # One number typed in the QGIS field means both sides, as a plain number already does.
        if len(value) == 1:
            value *= 2
    try:
        items = list(value)
    except TypeError:
        raise FormatOptionsError(f"{name} must be [width, height], got {value!r}") from None
    if len(items) != 2:
        raise FormatOptionsError(f"{name} must be [width, height] (two numbers), got {items!r}")
    return tuple(_positive_int(v, name) for v in items)


def _positive_int(value, name):
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise FormatOptionsError(f"{name} must be a positive whole number, got {value!r}") from None
    if isinstance(value, bool) or not math.isfinite(number) or number != int(number) or number <= 0:
        raise FormatOptionsError(f"{name} must be a positive whole number, got {value!r}")
    return int(number)


def _number(value, name):
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise FormatOptionsError(f"{name} must be a number, got {value!r}") from None
    if isinstance(value, bool) or not math.isfinite(number):
        raise FormatOptionsError(f"{name} must be a finite number, got {value!r}")
    return number


def _boolean(value, name):
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    raise FormatOptionsError(f"{name} must be true or false, got {value!r}")


def _depths(value):
    if value is None or value == "" or value == []:  # EE's default is an empty list
        return {}
    if isinstance(value, str):
        text = value.strip()
        if text in ("", "[]", "{}"):
            return {}
        try:
            value = json.loads(text) if text.startswith("{") else dict(
                item.split(":", 1) for item in text.split(",") if item.strip())
        except ValueError as error:
            raise FormatOptionsError(f"tensorDepths must be like {{\"band\": depth}} or band:depth,..., "
                                     f"got {text!r}") from error
    if not isinstance(value, dict):
        raise FormatOptionsError(f"tensorDepths must map array band names to depths, got {value!r}")
    return {str(k).strip(): _positive_int(v, f"tensorDepths[{str(k).strip()!r}]") for k, v in value.items()}

"""EE's image export ``formatOptions``, with EE's names and defaults (declared in schema.py's table of the
export's options), validated before any file is written.

Two extensions of ours, never changing what an EE-compatible run writes:
``valueType`` ('float', EE's documented behaviour, or 'native') and
``edgeMode`` ('drop', EE's, or 'pad').
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, Union

from ..base.messages import (
    Message,
    MessageList,
    OptionName,
    counted,
    message,
    message_of,
    n_values,
    named_options,
    option_name,
)
from ..places import json_input
from .grid import kernel_margins
from .schema import DEPTHS, EDGE_MODES, FORMAT_OPTIONS, OPTION, PAIR, VALUE_TYPES

if TYPE_CHECKING:
    # EE's formatOptions: a dict, or its JSON text (empty: none).
    PastedOptions = Union[str, dict[str, Any]]



class CheckedBand(Protocol):
    """What the options read of a band to export (a raster_source.Band): a Protocol, so that the options,
    which the import reads too, do not depend on the export's reading of rasters."""

    @property
    def name(self) -> str | None: ...
    @property
    def is_array(self) -> bool: ...
    @property
    def depth(self) -> int: ...


MAX_SMALL_PATCH_KERNEL = 255
# A record must stay below protobuf's 2 GiB message limit for TensorFlow to parse it.
MAX_RECORD_BYTES = (1 << 31) - 1


class FormatOptionsError(ValueError):
    """An invalid formatOption; the message names the option.

    ``key``: the option at fault (EE's key; None for the pasted JSON as a whole or options together). ``pasted``:
    its value came from the pasted formatOptions (or the JSON itself is wrong), not from the interface's own
    parameter. The text names each option by its key (core.base.messages.option_name), which :meth:`told`
    leaves for the interface to spell or makes EE's key.
    """

    def __init__(self, text: str, key: str | None = None, pasted: bool = False) -> None:
        super().__init__(text)
        self.key = key
        self.pasted = pasted or key is None

    def told(self, pasted: Collection[str], given: Collection[str]) -> FormatOptionsError:
        """This error told where its values came from: pasted or not. An option the interface's own parameter
        gave (``given``: their keys; empty: none named so) stays named by its key, which the interface spells
        (PATCH_DIMENSIONS, --patch-dimensions); one the pasted JSON gave, or no parameter named, is written as
        EE's key, as the pasted JSON and the dialog's fields name it."""
        was_pasted = self.pasted or self.key in pasted
        spelled_keys = frozenset(given) - frozenset(pasted)
        text = _as_ee(message_of(self), spelled_keys)
        if not was_pasted and self.key in spelled_keys and self.key not in named_options(text):
            text = message("{name}: {error}", name=option_name(str(self.key)), error=text)
        return FormatOptionsError(text, self.key, was_pasted)


@dataclass
class FormatOptions:
    # EE's names, so pasted EE options map 1:1; the defaults are the table's.
    patchDimensions: tuple = OPTION["patchDimensions"].default
    kernelSize: tuple = OPTION["kernelSize"].default
    compressed: bool = OPTION["compressed"].default
    maxFileSize: int = OPTION["maxFileSize"].default
    defaultValue: float = float(OPTION["defaultValue"].default)
    tensorDepths: dict = field(default_factory=lambda: dict(OPTION["tensorDepths"].default))
    sequenceData: bool = OPTION["sequenceData"].default
    collapseBands: bool = OPTION["collapseBands"].default
    maskedThreshold: float = OPTION["maskedThreshold"].default
    valueType: str = OPTION["valueType"].default  # [ext]
    edgeMode: str = OPTION["edgeMode"].default  # [ext]

    def __post_init__(self):
        # Where the values came from, for the errors found later (check_bands); from_ee tells.
        self._pasted_keys: frozenset[str] = frozenset()
        self._given_keys: frozenset[str] = frozenset()
        self.patchDimensions = _about("patchDimensions", parse_pair, self.patchDimensions)
        self.kernelSize = _about("kernelSize", parse_pair, self.kernelSize)
        self.compressed = _about("compressed", _boolean, self.compressed)
        self.maxFileSize = _about("maxFileSize", _positive_int, self.maxFileSize)
        self.defaultValue = _about("defaultValue", _number, self.defaultValue)
        self.tensorDepths = _about("tensorDepths", _depths, self.tensorDepths)
        self.sequenceData = _about("sequenceData", _boolean, self.sequenceData)
        self.collapseBands = _about("collapseBands", _boolean, self.collapseBands)
        self.maskedThreshold = _about("maskedThreshold", _number, self.maskedThreshold)
        if not 0.0 <= self.maskedThreshold <= 1.0:
            raise FormatOptionsError(message("{name} must be between 0 and 1, got {threshold}",
                                             name=option_name("maskedThreshold"), threshold=self.maskedThreshold),
                                     "maskedThreshold")
        if self.valueType not in VALUE_TYPES:
            raise FormatOptionsError(message("{name} must be one of {choices}, got {value!r}",
                                             name=option_name("valueType"), choices=VALUE_TYPES,
                                             value=self.valueType), "valueType")
        if self.edgeMode not in EDGE_MODES:
            raise FormatOptionsError(message("{name} must be one of {choices}, got {value!r}",
                                             name=option_name("edgeMode"), choices=EDGE_MODES,
                                             value=self.edgeMode), "edgeMode")
        (pw, ph), (kx, ky) = self.patchDimensions, self.kernelSize
        # [ours] Small patches may carry a kernel up to 255 (a 1x1 patch with a 33x33 neighbourhood
        # is a usual per-pixel training set); beyond that, records would be mostly margin.
        if kx > max(4 * pw, MAX_SMALL_PATCH_KERNEL) or ky > max(4 * ph, MAX_SMALL_PATCH_KERNEL):
            raise FormatOptionsError(
                message("{kernel_name} {kernel} is more than 4 times {patch_name} "
                        "{patch} and more than {largest}: each record would be "
                        "mostly margin; use larger patches", kernel_name=option_name("kernelSize"),
                        kernel=list(self.kernelSize), patch_name=option_name("patchDimensions"),
                        patch=list(self.patchDimensions), largest=MAX_SMALL_PATCH_KERNEL),
                "kernelSize")

    @classmethod
    def from_ee(cls, options: PastedOptions, named: bool = False, **overrides: Any) -> FormatOptions:
        """FormatOptions from EE's formatOptions (a dict or its JSON text), e.g. pasted from EE code, over the
        ``overrides`` an interface's own parameters give.

        ``named``: an error about an option one of those parameters gave (not the pasted JSON) names it first,
        by its key, which the interface spells as its parameter or flag; False: EE's keys only (a panel that
        shows the error beside the option's field).
        """
        pasted = cls._pasted(options)
        given = _given(overrides, named)
        values = dict(overrides)
        values.update(pasted)
        try:
            made = cls(**values)
        except FormatOptionsError as error:
            raise error.told(pasted, given) from None
        made._pasted_keys, made._given_keys = frozenset(pasted), given
        return made

    @classmethod
    def _pasted(cls, options: PastedOptions) -> dict[str, Any]:
        """The pasted formatOptions as a dict of known keys; FormatOptionsError for bad JSON or unknown keys."""
        if isinstance(options, str):
            text = options.strip()
            if not text:
                options = {}
            else:
                try:
                    options = json_input.loads(text)  # too deep: a ValueError, not a RecursionError
                except ValueError as error:
                    raise FormatOptionsError(message("formatOptions is not valid JSON: {error}",
                                                     error=json_error_text(error))) from error
        if not isinstance(options, dict):
            raise FormatOptionsError(message("formatOptions must be a JSON object such as {{\"patchDimensions\": [256, "
                                             "256]}}"))
        known = {option.key for option in FORMAT_OPTIONS}
        unknown = sorted(set(options) - known)
        if unknown:
            raise FormatOptionsError(counted(len(unknown), "unknown formatOptions key {unknown}; known: {known}",
                                             "unknown formatOptions keys {unknown}; known: {known}",
                                             unknown=", ".join(map(repr, unknown)), known=", ".join(sorted(known))))
        return options

    @classmethod
    def every_error(cls, options: PastedOptions, named: bool = False,
                    **overrides: Any) -> list[FormatOptionsError]:
        """Every error :meth:`from_ee` could raise for these values, not only the first: each option is
        checked alone, then (when each is valid) together. An empty list when the options are valid. Each
        error says whether the pasted JSON gave the value at fault (``pasted``)."""
        try:
            pasted = cls._pasted(options)  # the pasted JSON itself: syntax and unknown keys
        except FormatOptionsError as error:
            return [error]
        given = _given(overrides, named)
        values = dict(overrides)
        values.update(pasted)
        errors = []
        for key, value in values.items():
            try:
                cls(**{key: value})
            except FormatOptionsError as error:
                errors.append(error.told(pasted, given))
        if not errors:
            try:
                cls(**values)
            except FormatOptionsError as error:
                errors.append(error.told(pasted, given))
        return errors

    def to_ee(self) -> dict[str, Any]:
        """The options as EE's formatOptions dict (extensions only where they differ from EE)."""
        result = {}
        for option in FORMAT_OPTIONS:
            value = getattr(self, option.key)
            if option.ee:
                result[option.key] = list(value) if option.kind == PAIR else dict(value) if option.kind == DEPTHS \
                    else value
            elif value != option.default:
                result[option.key] = value
        return result

    @property
    def given_keys(self) -> frozenset[str]:
        """The options an interface's own parameters gave (:meth:`from_ee` with ``named``), not left to their
        defaults: predict takes the others from a training export's sidecar (core.predict.like)."""
        return self._given_keys

    @property
    def margins(self) -> tuple[int, int]:
        """(columns, rows) of real neighbouring pixels on each side of a patch (EE-observed floor(k/2))."""
        return kernel_margins(*self.kernelSize)

    def check_bands(self, bands: Sequence[CheckedBand]) -> None:
        """Check the options against the bands to export (:class:`~.raster_source.Band` list, named)."""
        try:
            self._check_depths(bands)
        except FormatOptionsError as error:
            raise error.told(self._pasted_keys, self._given_keys) from None

    def _check_depths(self, bands: Sequence[CheckedBand]) -> None:
        array_names = [b.name for b in bands if b.is_array and b.name is not None]  # all are, once named
        for name in self.tensorDepths:
            if name not in array_names:
                scalar = any(b.name == name for b in bands)
                what = (message("a scalar band, not an array band") if scalar
                        else message("not a band of the export"))
                bands_text = (message("; array bands: {bands}", bands=", ".join(array_names)) if array_names
                              else message("; there are no array bands"))
                raise FormatOptionsError(message("{option} names {name!r}, which is {what}{bands}",
                                                 option=option_name("tensorDepths"), name=name, what=what,
                                                 bands=bands_text), "tensorDepths")
        if not self.sequenceData:
            for band in bands:
                if band.is_array and band.name not in self.tensorDepths:
                    raise FormatOptionsError(
                        message("{option} must give a depth for array band {band_name!r} (its layer has "
                                "{values} per pixel), e.g. {{\"{band_name}\": {band_depth}}}",
                                option=option_name("tensorDepths"), band_name=band.name, band_depth=band.depth,
                                values=n_values(band.depth)),
                        "tensorDepths")


# The reasons Python's json module gives (json.decoder), as messages: the pasted formatOptions' error in the
# user's language. A reason not listed here stays as json words it.
JSON_REASONS = {
    "Expecting value": message("Expecting value"),
    "Expecting property name enclosed in double quotes": message("Expecting property name enclosed in double quotes"),
    "Expecting ':' delimiter": message("Expecting ':' delimiter"),
    "Expecting ',' delimiter": message("Expecting ',' delimiter"),
    "Extra data": message("Extra data"),
    "Unterminated string starting at": message("Unterminated string starting at"),
    "Invalid control character at": message("Invalid control character at"),
    "Illegal trailing comma before end of object": message("Illegal trailing comma before end of object"),
    "Illegal trailing comma before end of array": message("Illegal trailing comma before end of array"),
}


def json_error_text(error: ValueError) -> str:
    """``str(error)`` of a json.JSONDecodeError, as a message whose reason and place get translated."""
    if not isinstance(error, json.JSONDecodeError):
        return str(error)
    return message("{reason}: line {line} column {column} (char {char})", reason=JSON_REASONS.get(error.msg, error.msg),
                   line=error.lineno, column=error.colno, char=error.pos)


def _given(overrides: dict[str, Any], named: bool) -> frozenset[str]:
    """The keys of the options the interface's own parameters gave, which its errors name (``named``)."""
    return frozenset(key for key in overrides if key in OPTION) if named else frozenset()


def _about(key: str, parse: Callable[[Any, str], Any], value: Any) -> Any:
    """``parse(value, key)``: a FormatOptionsError it raises is about option ``key``, whatever its words."""
    try:
        return parse(value, option_name(key))
    except FormatOptionsError as error:
        raise FormatOptionsError(message_of(error), key) from None


# What separates the two sides of a pair typed as text: "256,256", "256x256", "256 256", EE's "[256, 256]":
# one comma or x (with spaces about it, or not), or spaces alone. Two in a row leave an empty side.
_PAIR_SEPARATOR = re.compile(r"\s*[,x]\s*|\s+")


def pair_sides(value: object) -> list[Any] | None:
    """The sides of a pair of whole numbers (patchDimensions, kernelSize; the export's and the import's) as
    typed, not yet checked: one syntax for every interface. A number, or a text holding one, means both sides;
    a text holds them as 'w,h', 'wxh', 'w h', '[w, h]' or '(w, h)'; a list or tuple is them. [] for a text
    with none (empty); None for what is no pair at all, and for a text with an empty side ('256,', ',64', 'x256',
    '2,,2'): a typo, not one number meaning both sides."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return [value, value]
    if isinstance(value, str):
        text = value.strip().strip("[]()").strip()
        if not text:
            return []
        sides: list[Any] = _PAIR_SEPARATOR.split(text)
        if "" in sides:
            return None
    else:
        try:
            sides = list(value)  # type: ignore[call-overload]  # anything iterable: a pair
        except TypeError:
            return None
    return sides * 2 if len(sides) == 1 else sides


def parse_pair(value: object, name: str) -> tuple[int, int]:
    """(width, height) from ``value`` (:func:`pair_sides`), each a whole number >= 1; FormatOptionsError naming
    ``name`` otherwise."""
    items = pair_sides(value)
    if items is None:
        raise FormatOptionsError(message("{name} must be [width, height], got {value!r}",
                                         name=name, value=value))
    if len(items) != 2:
        raise FormatOptionsError(message("{name} must be [width, height] (two numbers), got {items!r}",
                                         name=name, items=items))
    width, height = (_positive_int(v, name) for v in items)
    return width, height


def _positive_int(value, name):
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise FormatOptionsError(message("{name} must be a positive whole number, got {value!r}",
                                         name=name, value=value)) from None
    if isinstance(value, bool) or not math.isfinite(number) or number != int(number) or number <= 0:
        raise FormatOptionsError(message("{name} must be a positive whole number, got {value!r}",
                                         name=name, value=value))
    return int(number)


def _number(value, name):
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise FormatOptionsError(message("{name} must be a number, got {value!r}",
                                         name=name, value=value)) from None
    if isinstance(value, bool) or not math.isfinite(number):
        raise FormatOptionsError(message("{name} must be a finite number, got {value!r}", name=name, value=value))
    return number


def _boolean(value, name):
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    raise FormatOptionsError(message("{name} must be true or false, got {value!r}", name=name, value=value))


def _depths(value, name):
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
            raise FormatOptionsError(message("{name} must be like {{\"band\": depth}} or band:depth,..., got "
                                             "{text!r}", name=name, text=text)) from error
    if not isinstance(value, dict):
        raise FormatOptionsError(message("{name} must map array band names to depths, got {value!r}",
                                         name=name, value=value))
    return {str(k).strip(): _positive_int(v, message("{name} for band {band!r}", name=name, band=str(k).strip()))
            for k, v in value.items()}


def _as_ee(text: str, spelled_keys: Collection[str]) -> str:
    """``text`` (a message) with each option it names, in it or in the messages among its values, written as
    EE's key unless its key is one of ``spelled_keys`` (which the interface spells)."""
    if isinstance(text, OptionName):
        return text if text.key in spelled_keys else option_name(text.key, text.value, ee=True)
    if isinstance(text, MessageList):
        return MessageList([_as_ee(item, spelled_keys) for item in text.items], text.separator)
    if isinstance(text, Message):
        return Message(text.template, {name: _as_ee(value, spelled_keys) if isinstance(value, str) else value
                                       for name, value in text.values.items()})
    return text

"""EE's image export ``formatOptions``, with EE's names and defaults, validated before any file is written;
and :data:`EXPORT_OPTIONS`, the one table of the export's options every interface is made from.

Two extensions of ours, never changing what an EE-compatible run writes:
``valueType`` ('float', EE's documented behaviour, or 'native') and
``edgeMode`` ('drop', EE's, or 'pad').
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, Union

from ..base.messages import message, message_of
from ..codec.deflate import DEFAULT_LEVEL
from ..places import json_input
from .grid import kernel_margins

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


DEFAULT_MAX_FILE_SIZE = 1 << 30
VALUE_TYPES = ("float", "native")
EDGE_MODES = ("drop", "pad")
# A record must stay below protobuf's 2 GiB message limit for TensorFlow to parse it.
MAX_RECORD_BYTES = (1 << 31) - 1
MAX_SMALL_PATCH_KERNEL = 255
# maxFileSize is any positive whole number; a Double parameter carries whole numbers exactly up to 2**53
# (8 PiB). Without a maximum the Processing dialog's spin box would stop at 999999999, below EE's default of 1 GiB.
LARGEST_MAX_FILE_SIZE = float(2 ** 53)
# The largest side of a patch or kernel the export dialog's fields take.
LARGEST_SIDE = 1 << 20


def translatable(text: str) -> str:
    """``text`` unchanged, marked for the translation files (scripts/translations.py reads this module too):
    core stays QGIS-free and English; provider/ and ui/ pass the table's texts through their ``tr``."""
    return text


# The kinds of option, each made into its Processing parameter, command-line argument and dialog field one way.
PAIR = "pair"  # [width, height]: a "w,h" text parameter, two spin boxes
BOOLEAN = "boolean"
INTEGER = "integer"  # an Integer parameter (ours: the compression level)
NUMBER = "number"  # a Double parameter (decimals 0: a whole number)
DEPTHS = "depths"  # tensorDepths' {"band": depth} or band:depth,... text
CHOICE = "choice"  # one of ``choices``: an enum parameter, a combo box


@dataclass(frozen=True)
class ExportOption:
    """One option of the image export, as every interface spells and shows it."""

    # EE's formatOptions key, or ours for our extensions: the FormatOptions field and the dialog's label; for an
    # option of the run, its name in the code (the command's dest)
    key: str
    parameter: str  # the Processing parameter
    flag: str  # the command's option
    kind: str
    default: Any  # as FormatOptions holds it
    label: str  # the Processing parameter's description
    help: str  # the Processing parameter's help (its tooltip and docs/algorithms.md)
    command_help: str  # the command's --help
    tooltip: str = ""  # the export dialog's
    field_text: str = ""  # a check box's text, a text field's placeholder
    minimum: float | None = None  # the Processing parameter's range; the dialog's field's too
    maximum: float | None = None
    decimals: int | None = None  # the dialog's; 0 (a whole number) also the Processing widget's
    choices: tuple[str, ...] = ()  # the values of a CHOICE, in the Processing enum's order
    choice_labels: tuple[str, ...] = ()  # what each choice is called in the dialogs
    advanced: bool = False  # under Processing's Advanced parameters
    optional: bool = False
    ee: bool = True  # one of EE's formatOptions (else ours)
    format_option: bool = True  # a FormatOptions field (else an option of the run, passed beside them)
    every_patch_algorithm: bool = True  # also exportpatchesatpoints's (else exportimage's alone)
    # An option of the training sets: each interface shows it among those (exportimage's training parameters,
    # the command's training group, the dialog's training box), and passes it in the TrainingOptions.
    training: bool = False
    default_at_points: Any = None  # exportpatchesatpoints's default, where it is not ``default``
    # (The dialog's own details of a field, its spin box's step and suffix and the settings keys it is remembered
    # under, are beside its widgets: ui/option_fields.py's FIELD_DETAILS.)

    def processing_default(self, default: Any = None) -> Any:
        """The Processing parameter's default: a PAIR as 'w,h' text; ``default`` replaces the table's."""
        value = self.default if default is None else default
        if self.kind == PAIR:
            return ",".join(str(side) for side in value)
        if self.kind == CHOICE:
            return self.choices.index(value)
        return value


EXPORT_OPTIONS: tuple[ExportOption, ...] = (
    ExportOption(
        "patchDimensions", "PATCH_DIMENSIONS", "--patch-dimensions", PAIR, (256, 256),
        translatable("Patch dimensions (width,height)"),
        translatable("EE's patchDimensions: the width and height in pixels of the patch each record holds, "
                     "e.g. 256,256."),
        "W,H (default 256,256)",
        translatable("Width and height in pixels of the patch each record holds; the export region is "
                     "cut into a grid of them (EE default 256 x 256)."),
        minimum=1, maximum=LARGEST_SIDE, default_at_points=(64, 64)),
    ExportOption(
        "kernelSize", "KERNEL_SIZE", "--kernel-size", PAIR, (1, 1),
        translatable("Kernel size (width,height)"),
        translatable("EE's kernelSize: each record also holds floor(kernel / 2) real neighbouring pixels on each "
                     "side of its patch, e.g. 33,33 adds 16 pixels on every side; 1,1 adds none."),
        "KX,KY (default 1,1): floor(k/2) neighbouring pixels on each side",
        translatable("Each record also holds floor(kernel / 2) real neighbouring pixels on every side of its "
                     "patch, the context a model with this kernel needs at the patch edges (EE default 1 x 1: "
                     "none)."),
        minimum=1, maximum=LARGEST_SIDE),
    ExportOption(
        "compressed", "COMPRESSED", "--compressed", BOOLEAN, True,
        translatable("Compressed (GZIP)"),
        translatable("EE's compressed: GZIP files named .tfrecord.gz (read with compression_type='GZIP'); "
                     "unchecked, plain .tfrecord files."),
        "GZIP files (default yes)",
        translatable("Write GZIP-compressed files (.tfrecord.gz), as EE does by default."),
        translatable("GZIP (.tfrecord.gz)")),
    # Not one of EE's formatOptions: EE always deflates at zlib's default, 6.
    ExportOption(
        "compressionLevel", "COMPRESSION_LEVEL", "--compression-level", INTEGER, DEFAULT_LEVEL,
        translatable("GZIP compression level (0-9)"),
        translatable("Ours, not EE's: zlib's level for GZIP files, 0 (stored) to 9 (smallest); default 6, as EE. "
                     "Every level reads the same; 1-3 are fastest, above all with the isal package installed "
                     "(README)."),
        "ours, not EE's: zlib's level for GZIP files, 0 (stored) to 9 (smallest); default 6, as EE. Every level "
        "reads the same; 1-3 are fastest",
        minimum=0, maximum=9, advanced=True, optional=True, ee=False, format_option=False),
    ExportOption(
        "maxFileSize", "MAX_FILE_SIZE", "--max-file-size", NUMBER, DEFAULT_MAX_FILE_SIZE,
        translatable("Max file size (bytes, before compression)"),
        translatable("EE's maxFileSize: a new file starts when the next record would take the current one past "
                     "this many bytes, counted before compression; default 1073741824 (1 GiB)."),
        "bytes per file before compression (default 1 GiB)",
        translatable("The most bytes (before compression) one file holds; further records go to the next "
                     "file (EE default 1 GiB)."),
        minimum=1, maximum=LARGEST_MAX_FILE_SIZE, decimals=0, advanced=True),
    ExportOption(
        "defaultValue", "DEFAULT_VALUE", "--default-value", NUMBER, 0,
        translatable("Default value of masked pixels"),
        translatable("EE's defaultValue: written in every band of a pixel that is masked in any band (nodata, a "
                     "mask or alpha band, or outside the rasters)."),
        "value of masked pixels in every band (default 0)",
        translatable("The value written in every band of a pixel that is masked in any band: nodata, mask "
                     "or outside the data (EE default 0)."),
        decimals=4, advanced=True),
    ExportOption(
        "valueType", "VALUE_TYPE", "--value-type", CHOICE, VALUE_TYPES[0],
        translatable("Value type"),
        translatable("float32 lists for every band, as EE documents; or native types as EE is observed to write "
                     "them: one bytes value for 8-bit bands, int64 lists for other integers."),
        "float (EE's) or native: bytes for 8-bit, int64 for other integers",
        translatable("float32 for every band as EE documents it, or each band's own type (8-bit as bytes, "
                     "other integers as int64); not an EE option."),
        choices=VALUE_TYPES,
        # Short, so a choice shows whole in the export panel's narrow combo box; the help says the rest.
        choice_labels=(translatable("float32 for every band (EE)"),
                       translatable("native types (bytes, int64, float)")),
        advanced=True, ee=False),
    ExportOption(
        "tensorDepths", "TENSOR_DEPTHS", "--tensor-depths", DEPTHS, {},
        translatable("Tensor depths ({\"band\": depth} or band:depth,...)"),
        translatable("EE's tensorDepths: the depth of each array band, e.g. {\"ndvi\": 12} or ndvi:12; arrays are "
                     "cut or padded with the default value to it. Required for array bands unless sequence data."),
        '{"band": depth} or band:depth,... for array bands',
        translatable("The depth of each array band, as {\"band\": depth} or band:depth,...; needed for "
                     "every array band unless sequence data is on."),
        translatable('{"band": depth} or band:depth,...'),
        advanced=True, optional=True, every_patch_algorithm=False),
    ExportOption(
        "sequenceData", "SEQUENCE_DATA", "--sequence-data", BOOLEAN, False,
        translatable("Sequence data"),
        translatable("EE's sequenceData: one SequenceExample per pixel, scalar bands in its context and array "
                     "bands as feature lists (one step per array element)."),
        "one SequenceExample per pixel",
        translatable("Write one tf.train.SequenceExample per pixel, array bands as feature lists, "
                     "instead of one Example per patch."),
        translatable("One SequenceExample per pixel"),
        advanced=True, every_patch_algorithm=False),
    ExportOption(
        "collapseBands", "COLLAPSE_BANDS", "--collapse-bands", BOOLEAN, False,
        translatable("Collapse bands"),
        translatable("EE's collapseBands: every band in one feature named after the first band, laid out "
                     "[bands, height, width]."),
        "one feature holding every band",
        translatable("Write every band into one feature named after the first band instead of one feature "
                     "per band."),
        translatable("All bands in one feature"),
        advanced=True, every_patch_algorithm=False),
    ExportOption(
        "maskedThreshold", "MASKED_THRESHOLD", "--masked-threshold", NUMBER, 1.0,
        translatable("Masked threshold (0-1)"),
        translatable("EE's maskedThreshold: patches with a larger share of masked pixels are not written. Below 1 "
                     "no mixer is written (as in EE) but PREFIX-index.json, listing the patches kept."),
        "largest fraction of masked pixels a patch may have (default 1)",
        translatable("The largest fraction of masked pixels a patch may have and still be written "
                     "(EE default 1: every patch)."),
        minimum=0.0, maximum=1.0, decimals=3, advanced=True, every_patch_algorithm=False),
    ExportOption(
        "edgeMode", "EDGE_MODE", "--edge-mode", CHOICE, EDGE_MODES[0],
        translatable("Partial patches at the edges"),
        translatable("EE drops the patches that do not fit whole at the right and bottom; pad keeps them, "
                     "filled with masked pixels."),
        "partial patches at the right and bottom: drop (EE's) or pad with masked pixels",
        translatable("Partial patches at the right and bottom edges are dropped as EE does, or padded with "
                     "masked pixels; not an EE option."),
        choices=EDGE_MODES,
        choice_labels=(translatable("drop partial patches (EE)"),
                       translatable("pad them with masked pixels")),
        advanced=True, ee=False, every_patch_algorithm=False),
    # Not one of EE's formatOptions: an option of the training sets (TrainingOptions.buffer, core/export/training.py).
    ExportOption(
        "splitBuffer", "SPLIT_BUFFER", "--split-buffer", BOOLEAN, False,
        translatable("Buffer between sets (no record shares a pixel with another set's)"),
        translatable("Ours, with splits: the patches whose record (the patch and its kernel margins) would share "
                     "a pixel with a record of another set are left out, so that no pixel of any record of one set "
                     "lies in a record of another. Where two sets meet, the set asked for the larger share gives "
                     "way (of equal shares, the one listed later). The patches left out are counted in the log, "
                     "LEFT_OUT_FOR_BUFFER and the sidecar. Off, the kernel margins of patches along a block's edge "
                     "cover pixels of the neighbouring set."),
        "with --splits: leave out the patches whose records (kernel margins included) would share a pixel with "
        "another set's; where sets meet, the set with the larger share gives way",
        translatable("Leave out the patches whose records (kernel margins included) would share a pixel with a "
                     "record of another set; where sets meet, the set with the larger share gives way."),
        translatable("Buffer between sets: no record shares a pixel with another set's"),
        # Optional: a model saved before the option existed, which does not set it, still validates.
        advanced=True, optional=True, ee=False, format_option=False, every_patch_algorithm=False, training=True),
)
OPTION = {option.key: option for option in EXPORT_OPTIONS}
# The import's kernel size: the export's kernelSize read back (parse_pair's syntax), as the import algorithm's
# parameter, the import panel's field and the command's import-image --kernel-size show it.
IMPORT_KERNEL_SIZE = ExportOption(
    "kernelSize", "KERNEL_SIZE", "--kernel-size", PAIR, None,
    translatable("Kernel size of the export, 'kx,ky' (empty: from the value counts)"),
    translatable("The kernelSize the export used, 'kx,ky' or one number; its margins are cropped. Empty: the "
                 "export sidecar's, else inferred from the value counts; needed when a count could mean more "
                 "than one."),
    "kernel size of the export (default the export sidecar's kernelSize, else inferred from the value counts)",
    field_text=translatable("inferred from the value counts"), optional=True, format_option=False)
# The options of the training sets among them, in the table's order.
TRAINING_OPTIONS = tuple(option for option in EXPORT_OPTIONS if option.training)
# The FormatOptions among them: EE's in EE's order, then our extensions (the order of to_ee and the dialog's form).
FORMAT_OPTIONS = tuple(sorted((option for option in EXPORT_OPTIONS if option.format_option),
                              key=lambda option: not option.ee))
_LEADING_NAME = re.compile(r"[A-Za-z]+")


class FormatOptionsError(ValueError):
    """An invalid formatOption; the message names the option.

    ``key``: the option at fault (EE's key; None for the pasted JSON as a whole). ``pasted``: its value came
    from the pasted formatOptions (or the JSON itself is wrong), not from the interface's own parameter.
    """

    def __init__(self, text: str, key: str | None = None, pasted: bool = False) -> None:
        super().__init__(text)
        leading = _LEADING_NAME.match(text)
        self.key = key or (leading.group() if leading and leading.group() in OPTION else None)
        self.pasted = pasted or self.key is None

    def named(self, pasted: Sequence[str], spelling: dict[str, str]) -> FormatOptionsError:
        """This error told where its value came from: pasted or not; an option given as the interface's own
        parameter named first as the interface spells it (``spelling``: EE's key -> its name there)."""
        was_pasted = self.pasted or self.key in pasted
        text = message_of(self)
        if not was_pasted and self.key in spelling:
            text = message("{name}: {error}", name=spelling[self.key], error=text)
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
        self._spelling: dict[str, str] = {}
        self.patchDimensions = parse_pair(self.patchDimensions, "patchDimensions")
        self.kernelSize = parse_pair(self.kernelSize, "kernelSize")
        self.compressed = _boolean(self.compressed, "compressed")
        self.maxFileSize = _positive_int(self.maxFileSize, "maxFileSize")
        self.defaultValue = _number(self.defaultValue, "defaultValue")
        self.tensorDepths = _depths(self.tensorDepths)
        self.sequenceData = _boolean(self.sequenceData, "sequenceData")
        self.collapseBands = _boolean(self.collapseBands, "collapseBands")
        self.maskedThreshold = _number(self.maskedThreshold, "maskedThreshold")
        if not 0.0 <= self.maskedThreshold <= 1.0:
            raise FormatOptionsError(message("maskedThreshold must be between 0 and 1, got {maskedThreshold}",
                                             maskedThreshold=self.maskedThreshold))
        if self.valueType not in VALUE_TYPES:
            raise FormatOptionsError(message("valueType must be one of {types}, got {valueType!r}",
                                             types=VALUE_TYPES, valueType=self.valueType))
        if self.edgeMode not in EDGE_MODES:
            raise FormatOptionsError(message("edgeMode must be one of {modes}, got {edgeMode!r}",
                                             modes=EDGE_MODES, edgeMode=self.edgeMode))
        (pw, ph), (kx, ky) = self.patchDimensions, self.kernelSize
        # [ours] Small patches may carry a kernel up to 255 (a 1x1 patch with a 33x33 neighbourhood
        # is a usual per-pixel training set); beyond that, records would be mostly margin.
        if kx > max(4 * pw, MAX_SMALL_PATCH_KERNEL) or ky > max(4 * ph, MAX_SMALL_PATCH_KERNEL):
            raise FormatOptionsError(
                message("kernelSize {kernel} is more than 4 times patchDimensions "
                        "{patch} and more than {largest}: each record would be "
                        "mostly margin; use larger patches",
                        kernel=list(self.kernelSize), patch=list(self.patchDimensions), largest=MAX_SMALL_PATCH_KERNEL))

    @classmethod
    def from_ee(cls, options: PastedOptions, spelled_as: str | None = None, **overrides: Any) -> FormatOptions:
        """FormatOptions from EE's formatOptions (a dict or its JSON text), e.g. pasted from EE code, over the
        ``overrides`` an interface's own parameters give.

        ``spelled_as``: how that interface names its parameters, the :class:`ExportOption` attribute
        ("parameter", "flag"); an error about an option one of them gave (not the pasted JSON) names it so
        first. None: EE's keys only.
        """
        pasted = cls._pasted(options)
        spelling = _spelling(overrides, spelled_as)
        values = dict(overrides)
        values.update(pasted)
        try:
            made = cls(**values)
        except FormatOptionsError as error:
            raise error.named(list(pasted), spelling) from None
        made._pasted_keys, made._spelling = frozenset(pasted), spelling
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
            raise FormatOptionsError(message("unknown formatOptions key(s) {unknown}; known: {known}",
                                             unknown=", ".join(map(repr, unknown)), known=", ".join(sorted(known))))
        return options

    @classmethod
    def every_error(cls, options: PastedOptions, spelled_as: str | None = None,
                    **overrides: Any) -> list[FormatOptionsError]:
        """Every error :meth:`from_ee` could raise for these values, not only the first: each option is
        checked alone, then (when each is valid) together. An empty list when the options are valid. Each
        error says whether the pasted JSON gave the value at fault (``pasted``)."""
        try:
            pasted = cls._pasted(options)  # the pasted JSON itself: syntax and unknown keys
        except FormatOptionsError as error:
            return [error]
        spelling = _spelling(overrides, spelled_as)
        values = dict(overrides)
        values.update(pasted)
        errors = []
        for key, value in values.items():
            try:
                cls(**{key: value})
            except FormatOptionsError as error:
                errors.append(error.named(list(pasted), spelling))
        if not errors:
            try:
                cls(**values)
            except FormatOptionsError as error:
                errors.append(error.named(list(pasted), spelling))
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
    def margins(self) -> tuple[int, int]:
        """(columns, rows) of real neighbouring pixels on each side of a patch (EE-observed floor(k/2))."""
        return kernel_margins(*self.kernelSize)

    def check_bands(self, bands: Sequence[CheckedBand]) -> None:
        """Check the options against the bands to export (:class:`~.raster_source.Band` list, named)."""
        try:
            self._check_depths(bands)
        except FormatOptionsError as error:
            raise error.named(list(self._pasted_keys), self._spelling) from None

    def _check_depths(self, bands: Sequence[CheckedBand]) -> None:
        array_names = [b.name for b in bands if b.is_array and b.name is not None]  # all are, once named
        for name in self.tensorDepths:
            if name not in array_names:
                scalar = any(b.name == name for b in bands)
                what = (message("a scalar band, not an array band") if scalar
                        else message("not a band of the export"))
                bands_text = (message("; array bands: {bands}", bands=", ".join(array_names)) if array_names
                              else message("; there are no array bands"))
                raise FormatOptionsError(message("tensorDepths names {name!r}, which is {what}{bands}",
                                                 name=name, what=what, bands=bands_text))
        if not self.sequenceData:
            for band in bands:
                if band.is_array and band.name not in self.tensorDepths:
                    raise FormatOptionsError(
                        message("tensorDepths must give a depth for array band {band_name!r} (its layer has "
                                "{band_depth} values per pixel), e.g. {{\"{band_name}\": {band_depth}}}",
                                band_name=band.name, band_depth=band.depth))


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


def _spelling(given: dict[str, Any], spelled_as: str | None) -> dict[str, str]:
    """{EE's key: the interface's name} of the options the interface's own parameters gave."""
    if spelled_as is None:
        return {}
    return {key: getattr(OPTION[key], spelled_as) for key in given if key in OPTION}


# What separates the two sides of a pair typed as text: "256,256", "256x256", "256 256", EE's "[256, 256]".
_PAIR_SEPARATORS = re.compile(r"[,x\s]+")


def pair_sides(value: object) -> list[Any] | None:
    """The sides of a pair of whole numbers (patchDimensions, kernelSize; the export's and the import's) as
    typed, not yet checked: one syntax for every interface. A number, or a text holding one, means both sides;
    a text holds them as 'w,h', 'wxh', 'w h', '[w, h]' or '(w, h)'; a list or tuple is them. [] for a text
    with none (empty); None for what is no pair at all."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return [value, value]
    if isinstance(value, str):
        sides: list[Any] = [side for side in _PAIR_SEPARATORS.split(value.strip().strip("[]()")) if side]
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
            raise FormatOptionsError(message("tensorDepths must be like {{\"band\": depth}} or band:depth,..., got "
                                             "{text!r}", text=text)) from error
    if not isinstance(value, dict):
        raise FormatOptionsError(message("tensorDepths must map array band names to depths, got {value!r}",
                                         value=value))
    return {str(k).strip(): _positive_int(v, f"tensorDepths[{str(k).strip()!r}]") for k, v in value.items()}

"""Every input and output of every algorithm, declared once: the schema each interface is made from.

An :class:`Option` is one input of an algorithm: its key (what the core's request field and messages call
it), its kind, default, range, help, whether it is advanced, and how each interface spells it: the
Processing parameter (``parameter``, by default the key in UPPER_SNAKE_CASE) and the command's argument
(``flag``, by default ``--kebab-case``; a name without dashes is a positional argument; None: not in the
command). An :class:`AlgorithmSchema` lists an algorithm's options and outputs, in the order the interfaces
show them.

From it are made: the Processing parameters and outputs (provider/schema_parameters.py), the command's
arguments (cli.py), the panels' fields and the settings they are remembered under (ui/option_fields.py),
``docs/algorithms.md`` (from the Processing algorithms) and the models' help. A name, range or default is
written here and nowhere else; the code that uses a default reads it from here.

core/ stays QGIS-free and English: the labels and helps are marked ``translatable`` (scripts/translations.py
reads this module) and provider/ and ui/ pass them through their ``tr``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

from ..base.messages import OptionName, message
from ..codec.deflate import DEFAULT_LEVEL
from .class_table import CLASS_SOURCES


def translatable(text: str) -> str:
    """``text`` unchanged, marked for the translation files: core stays QGIS-free and English; provider/ and
    ui/ pass the schema's texts through their ``tr``."""
    return text


# The kinds of option, each made into its Processing parameter, command-line argument and panel field one way.
PAIR = "pair"  # [width, height]: a "w,h" text parameter, two spin boxes
BOOLEAN = "boolean"
INTEGER = "integer"  # an Integer parameter
NUMBER = "number"  # a Double parameter (decimals 0: a whole number)
DEPTHS = "depths"  # tensorDepths' {"band": depth} or band:depth,... text
CHOICE = "choice"  # one of ``choices``: an enum parameter, a combo box
TEXT = "text"  # a line of text
JSON_TEXT = "json"  # a JSON object pasted as text (a multi-line parameter)
RASTERS = "rasters"  # raster layers (the command: paths GDAL opens)
VECTOR = "vector"  # a vector layer or its features (the command: a path OGR opens)
FIELD = "field"  # a field of the vector option ``parent``
EXTENT = "extent"  # xmin,ymin,xmax,ymax in the target CRS
CRS = "crs"
FILE = "file"  # a file read
FILES = "files"  # files read
FOLDER = "folder"  # a folder read
OUTPUT_FOLDER = "output folder"
OUTPUT_FILE = "output file"  # a file written (``file_filter`` says its kinds)
OUTPUT_RASTER = "output raster"  # a raster written (GeoTIFF)
OUTPUT_VECTOR = "output vector"  # features written (a layer the user chooses the format of)
# The kinds whose value is a list of the command's arguments (repeated or nargs).
LIST_KINDS = (RASTERS, FILES)

# The kinds of output an algorithm returns.
OUT_NUMBER, OUT_TEXT, OUT_FILES, OUT_FILE = "number", "text", "files", "file"
# What a VECTOR option takes.
ANY_GEOMETRY, POINTS, ANY_VECTOR = "any geometry", "points", "any vector"  # ANY_VECTOR: tables without geometry too


def _upper_snake(key: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", key).upper()


def _kebab(key: str) -> str:
    return "--" + re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "-", key).lower()


@dataclass(frozen=True)
class Option:
    """One input of an algorithm, as every interface spells and shows it."""

    # What the core calls it: the request's field, the name its messages give (core.base.messages.option_name); for
    # EE's formatOptions EE's key (the FormatOptions field and the panel's label)
    key: str
    kind: str
    default: Any = None  # as the request holds it
    label: str = ""  # the Processing parameter's description
    help: str = ""  # the Processing parameter's help (its tooltip and docs/algorithms.md)
    command_help: str | None = None  # the command's --help; None: ``help``
    tooltip: str = ""  # the panel's; "": ``help``
    field_text: str = ""  # a check box's text, a text field's placeholder, an empty number field's or CRS's text
    field_label: str = ""  # the panel's name of its field (its row, box or column); "": ``label``
    parameter: str | None = ""  # the Processing parameter; "": the key in UPPER_SNAKE_CASE; None: none
    flag: str | None = ""  # the command's option; "": --kebab-case of the key; no dashes: positional; None: none
    metavar: str | None = None  # the command's
    short_flag: str = ""  # the command's short option, e.g. -o
    minimum: float | None = None  # the Processing parameter's range; the panel's field's too
    maximum: float | None = None
    decimals: int | None = None  # the panel's; 0 (a whole number) also the Processing widget's
    choices: tuple[str, ...] = ()  # the values of a CHOICE, in the Processing enum's order
    choice_labels: tuple[str, ...] = ()  # what each choice is called in the dialogs; (): the choices
    parent: str = ""  # a FIELD's vector option
    multiple: bool = False  # a FIELD of several fields
    geometry: str = ANY_GEOMETRY  # what a VECTOR takes
    file_filter: str = ""  # a FILE's or an OUTPUT_FILE's kinds of file, as Qt writes a filter: "JSON (*.json)"
    advanced: bool = False  # under Processing's Advanced parameters
    optional: bool = False
    # Of the export's formatOptions (format_options.FormatOptions):
    ee: bool = True  # one of EE's formatOptions (else ours)
    format_option: bool = False  # a FormatOptions field (else an option of the run, passed beside them)
    every_patch_algorithm: bool = True  # also exportpatchesatpoints's (else exportimage's alone)
    training: bool = False  # an option of the training sets (TrainingOptions): shown among those
    default_at_points: Any = None  # exportpatchesatpoints's default, where it is not ``default``
    # ((placeholder, value), ...): filled into the label, help and choice labels after translation
    text_values: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        if self.parameter == "":
            object.__setattr__(self, "parameter", _upper_snake(self.key))
        if self.flag == "":
            object.__setattr__(self, "flag", _kebab(self.key))
        if self.command_help is None:
            object.__setattr__(self, "command_help", self.help)
        if not self.tooltip:
            object.__setattr__(self, "tooltip", self.help)
        if self.kind == CHOICE and not self.choice_labels:
            object.__setattr__(self, "choice_labels", self.choices)

    @property
    def positional(self) -> bool:
        """A positional argument of the command (its ``flag`` has no dashes)."""
        return self.flag is not None and not self.flag.startswith("-")

    def processing_default(self, default: Any = None) -> Any:
        """The Processing parameter's default: a PAIR as 'w,h' text, a CHOICE as its index; ``default``
        replaces the schema's."""
        value = self.default if default is None else default
        if value is None:
            return None
        if self.kind == PAIR:
            return ",".join(str(side) for side in value)
        if self.kind == CHOICE:
            return self.choices.index(value)
        return value


@dataclass(frozen=True)
class Output:
    """One output of an algorithm (besides an output option's own): its key, kind and description."""

    key: str
    kind: str
    label: str
    name: str = ""  # the Processing output; "": the key in UPPER_SNAKE_CASE

    def __post_init__(self) -> None:
        if not self.name:
            object.__setattr__(self, "name", _upper_snake(self.key))


@dataclass(frozen=True)
class AlgorithmSchema:
    """An algorithm's options and outputs, in the order every interface shows them."""

    name: str  # the Processing algorithm's id; the command's subcommand is ``command``
    options: tuple[Option, ...]
    outputs: tuple[Output, ...] = ()
    command: str | None = None  # the command's subcommand; None: not in the command

    def __post_init__(self) -> None:
        keys = [option.key for option in self.options]
        duplicates = sorted({key for key in keys if keys.count(key) > 1})
        if duplicates:
            raise ValueError(message("{name}: options declared twice: {keys}", name=self.name, keys=duplicates))

    def __getitem__(self, key: str) -> Option:
        for option in self.options:
            if option.key == key:
                return option
        raise KeyError(key)

    def __iter__(self) -> Iterator[Option]:
        return iter(self.options)

    def __contains__(self, key: object) -> bool:
        return any(option.key == key for option in self.options)

    def by_parameter(self) -> dict[str, Option]:
        """{Processing parameter name: option} of the options Processing has."""
        return {option.parameter: option for option in self.options if option.parameter}


def with_option(schema: AlgorithmSchema, option: Option, after: str | None = None) -> AlgorithmSchema:
    """``schema`` with ``option`` added (after the option keyed ``after``; None: last): a schema is frozen,
    so an algorithm, a test or an extension that adds an option makes a new one."""
    options = list(schema.options)
    index = len(options) if after is None else [o.key for o in options].index(after) + 1
    options.insert(index, option)
    return AlgorithmSchema(schema.name, tuple(options), schema.outputs, schema.command)


# ---------------------------------------------------------------------------------------------------------------
# The export's options: EE's formatOptions (format_options.FormatOptions holds them), the compression level
# beside them, and the training sets' buffer.

DEFAULT_MAX_FILE_SIZE = 1 << 30
VALUE_TYPES = ("float", "native")
EDGE_MODES = ("drop", "pad")
# maxFileSize is any positive whole number; a Double parameter carries whole numbers exactly up to 2**53
# (8 PiB). Without a maximum the Processing dialog's spin box would stop at 999999999, below EE's default of 1 GiB.
LARGEST_MAX_FILE_SIZE = float(2 ** 53)
# The largest side of a patch or kernel the export dialog's fields take.
LARGEST_SIDE = 1 << 20

EXPORT_OPTIONS: tuple[Option, ...] = (
    Option(
        "patchDimensions", PAIR, (256, 256),
        translatable("Patch dimensions (width,height)"),
        translatable("EE's patchDimensions: the width and height in pixels of the patch each record holds, "
                     "e.g. 256,256."),
        "W,H (default 256,256)",
        translatable("Width and height in pixels of the patch each record holds; the export region is "
                     "cut into a grid of them (EE default 256 x 256)."),
        minimum=1, maximum=LARGEST_SIDE, default_at_points=(64, 64), format_option=True),
    Option(
        "kernelSize", PAIR, (1, 1),
        translatable("Kernel size (width,height)"),
        translatable("EE's kernelSize: each record also holds floor(kernel / 2) real neighbouring pixels on each "
                     "side of its patch, e.g. 33,33 adds 16 pixels on every side; 1,1 adds none."),
        "KX,KY (default 1,1): floor(k/2) neighbouring pixels on each side",
        translatable("Each record also holds floor(kernel / 2) real neighbouring pixels on every side of its "
                     "patch, the context a model with this kernel needs at the patch edges (EE default 1 x 1: "
                     "none)."),
        minimum=1, maximum=LARGEST_SIDE, format_option=True),
    Option(
        "compressed", BOOLEAN, True,
        translatable("Compressed (GZIP)"),
        translatable("EE's compressed: GZIP files named .tfrecord.gz (read with compression_type='GZIP'); "
                     "unchecked, plain .tfrecord files."),
        "GZIP files (default yes)",
        translatable("Write GZIP-compressed files (.tfrecord.gz), as EE does by default."),
        translatable("GZIP (.tfrecord.gz)"), format_option=True),
    # Not one of EE's formatOptions: EE always deflates at zlib's default, 6.
    Option(
        "compressionLevel", INTEGER, DEFAULT_LEVEL,
        translatable("GZIP compression level (0-9)"),
        translatable("Ours, not EE's: zlib's level for GZIP files, 0 (stored) to 9 (smallest); default 6, as EE. "
                     "Every level reads the same; 1-3 are fastest, above all with the isal package installed "
                     "(README)."),
        "ours, not EE's: zlib's level for GZIP files, 0 (stored) to 9 (smallest); default 6, as EE. Every level "
        "reads the same; 1-3 are fastest",
        minimum=0, maximum=9, advanced=True, optional=True, ee=False, format_option=False),
    Option(
        "maxFileSize", NUMBER, DEFAULT_MAX_FILE_SIZE,
        translatable("Max file size (bytes)"),
        translatable("EE's maxFileSize: a new file starts when the next record would take the current one past "
                     "this many bytes, counted before compression; default 1073741824 (1 GiB)."),
        "bytes per file before compression (default 1 GiB)",
        translatable("The most bytes (before compression) one file holds; further records go to the next "
                     "file (EE default 1 GiB)."),
        minimum=1, maximum=LARGEST_MAX_FILE_SIZE, decimals=0, advanced=True, format_option=True),
    Option(
        "defaultValue", NUMBER, 0,
        translatable("Default value of masked pixels"),
        translatable("EE's defaultValue: written in every band of a pixel that is masked in any band (nodata, a "
                     "mask or alpha band, or outside the rasters)."),
        "value of masked pixels in every band (default 0)",
        translatable("The value written in every band of a pixel that is masked in any band: nodata, mask "
                     "or outside the data (EE default 0)."),
        decimals=4, advanced=True, format_option=True),
    Option(
        "valueType", CHOICE, VALUE_TYPES[0],
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
        advanced=True, ee=False, format_option=True),
    Option(
        "tensorDepths", DEPTHS, {},
        translatable("Tensor depths (band:depth)"),
        translatable("EE's tensorDepths: the depth of each array band, e.g. {\"ndvi\": 12} or ndvi:12; arrays are "
                     "cut or padded with the default value to it. Required for array bands unless sequence data."),
        '{"band": depth} or band:depth,... for array bands',
        translatable("The depth of each array band, as {\"band\": depth} or band:depth,...; needed for "
                     "every array band unless sequence data is on."),
        translatable('{"band": depth} or band:depth,...'),
        advanced=True, optional=True, every_patch_algorithm=False, format_option=True),
    Option(
        "sequenceData", BOOLEAN, False,
        translatable("Sequence data"),
        translatable("EE's sequenceData: one SequenceExample per pixel, scalar bands in its context and array "
                     "bands as feature lists (one step per array element)."),
        "one SequenceExample per pixel",
        translatable("Write one tf.train.SequenceExample per pixel, array bands as feature lists, "
                     "instead of one Example per patch."),
        translatable("One SequenceExample per pixel"),
        advanced=True, every_patch_algorithm=False, format_option=True),
    Option(
        "collapseBands", BOOLEAN, False,
        translatable("Collapse bands"),
        translatable("EE's collapseBands: every band in one feature named after the first band, laid out "
                     "[bands, height, width]."),
        "one feature holding every band",
        translatable("Write every band into one feature named after the first band instead of one feature "
                     "per band."),
        translatable("All bands in one feature"),
        advanced=True, every_patch_algorithm=False, format_option=True),
    Option(
        "maskedThreshold", NUMBER, 1.0,
        translatable("Masked threshold (0-1)"),
        translatable("EE's maskedThreshold: patches with a larger share of masked pixels are not written. Below 1 "
                     "no mixer is written (as in EE) but PREFIX-index.json, listing the patches kept."),
        "largest fraction of masked pixels a patch may have (default 1)",
        translatable("The largest fraction of masked pixels a patch may have and still be written "
                     "(EE default 1: every patch)."),
        minimum=0.0, maximum=1.0, decimals=3, advanced=True, every_patch_algorithm=False, format_option=True),
    Option(
        "edgeMode", CHOICE, EDGE_MODES[0],
        translatable("Partial patches at the edges"),
        translatable("EE drops the patches that do not fit whole at the right and bottom; pad keeps them, "
                     "filled with masked pixels."),
        "partial patches at the right and bottom: drop (EE's) or pad with masked pixels",
        translatable("Partial patches at the right and bottom edges are dropped as EE does, or padded with "
                     "masked pixels; not an EE option."),
        choices=EDGE_MODES,
        choice_labels=(translatable("drop partial patches (EE)"),
                       translatable("pad them with masked pixels")),
        advanced=True, ee=False, every_patch_algorithm=False, format_option=True),
    # Not one of EE's formatOptions: an option of the training sets (TrainingOptions.buffer, core/export/training.py).
    Option(
        "splitBuffer", BOOLEAN, False,
        translatable("Buffer between sets"),
        translatable("Ours, with splits: the patches whose record (the patch and its kernel margins) would share "
                     "a pixel with a record of another set are left out, so that no pixel of any record of one set "
                     "lies in a record of another. Where sets meet, the set ahead of its share gives way, so that "
                     "each keeps its share. The patches left out are counted in the log, LEFT_OUT_FOR_BUFFER and "
                     "the sidecar. Off, the kernel margins of patches along a block's edge cover pixels of the "
                     "neighbouring set."),
        "with --splits: leave out the patches whose records (kernel margins included) would share a pixel with "
        "another set's; where sets meet, the set ahead of its share gives way",
        translatable("Leave out the patches whose records (kernel margins included) would share a pixel with a "
                     "record of another set; where sets meet, the set ahead of its share gives way."),
        translatable("Buffer between sets: no record shares a pixel with another set's"),
        # Optional: a model saved before the option existed, which does not set it, still validates.
        advanced=True, optional=True, ee=False, format_option=False, every_patch_algorithm=False, training=True),
    # The buffer's other way (TrainingOptions.buffer_mask): mask the shared margin pixels rather than drop patches.
    Option(
        "splitBufferMask", BOOLEAN, False,
        translatable("Mask margins of other sets"),
        translatable("Ours, with the buffer between sets: instead of leaving patches out, every patch is kept and "
                     "the pixels of its kernel margins that lie in a patch of another set are masked, holding "
                     "defaultValue (the label band its nodata) as EE fills masked pixels. No unmasked pixel of a "
                     "record of one set lies in a record of another; patch cores are never masked."),
        "with --split-buffer: keep every patch and mask the margin pixels another set owns (defaultValue) "
        "instead of leaving patches out",
        translatable("Keep every patch and fill the margin pixels that lie in another set's patches with "
                     "defaultValue, instead of leaving patches out."),
        translatable("Mask the margin pixels another set owns instead of leaving patches out"),
        advanced=True, optional=True, ee=False, format_option=False, every_patch_algorithm=False, training=True),
)
OPTION = {option.key: option for option in EXPORT_OPTIONS}
# The import's kernel size: the export's kernelSize read back (format_options.parse_pair's syntax), as the import
# algorithm's parameter, the import panel's field and the command's import-image --kernel-size show it.
IMPORT_KERNEL_SIZE = Option(
    "kernelSize", PAIR, None,
    translatable("Kernel size of the export (kx,ky)"),
    translatable("The kernelSize the export used, 'kx,ky' or one number; its margins are cropped. Empty: the "
                 "export sidecar's, else inferred from the value counts; needed when a count could mean more "
                 "than one."),
    "kernel size of the export (default the export sidecar's kernelSize, else inferred from the value counts)",
    field_text=translatable("inferred from the value counts"), field_label=translatable("Kernel size"), optional=True,
    metavar="KX,KY")
# The options of the training sets among them, in the table's order.
TRAINING_OPTIONS = tuple(option for option in EXPORT_OPTIONS if option.training)
# The FormatOptions among them: EE's in EE's order, then our extensions (the order of to_ee and the dialog's form).
FORMAT_OPTIONS = tuple(sorted((option for option in EXPORT_OPTIONS if option.format_option),
                              key=lambda option: not option.ee))


# ---------------------------------------------------------------------------------------------------------------
# The options several algorithms share.

RESAMPLING = ("nearest", "bilinear", "cubic", "cubicspline", "lanczos", "average", "mode", "min", "max",
              "med", "q1", "q3")
DEFAULT_LABEL_BAND = "label"
# Label values are burnt through a 32-bit integer raster, with room for a nodata one below the least class.
LEAST_LABEL, GREATEST_LABEL = -(1 << 31) + 1, (1 << 31) - 2
DEFAULT_BLOCK = 4  # patches per side of a block of the splits
DEFAULT_PREFIX = "patches"

BAND_NAMES = Option(
    "bandNames", TEXT, None,
    translatable("Band names (e.g. B2,B3,B4)"),
    translatable("The feature names, one per band in order, e.g. B2,B3,B4; empty: the band descriptions, else "
                 "b1, b2, ..."),
    "band names in order (default the band descriptions, else b1, b2, ...)",
    tooltip=translatable("Each band becomes a feature of this name; double-click a name to change it."),
    field_label=translatable("Band names (the features of each record)"), optional=True, metavar="A,B,...")
RESAMPLING_OPTION = Option(
    "resampling", CHOICE, RESAMPLING[0],
    translatable("Resampling when warping"),
    translatable("How layers not on the export grid are resampled onto it."),
    "when warping (default nearest)", tooltip=translatable("How layers not on the export grid are warped onto it."),
    field_label=translatable("Resampling"), choices=RESAMPLING, advanced=True)
# The raster outputs' (the import's, predict's): a Cloud-Optimized GeoTIFF rather than the plain tiled one
# (core/importing/import_image.py makes both; docs/speed.md says what each costs).
COG_OPTION = Option(
    "cog", BOOLEAN, False,
    translatable("Cloud-Optimized GeoTIFF (overviews)"),
    translatable("Write a Cloud-Optimized GeoTIFF: overviews (averaged for values and probabilities, the most "
                 "common class for a class map), a predictor suited to the data type, the nodata, band names and "
                 "class table kept; it redraws fast when zoomed out and is read by ranges over HTTP. It takes "
                 "longer to write than the plain tiled GeoTIFF. An output in a bucket is always one."),
    "write a Cloud-Optimized GeoTIFF with overviews (slower to write; an output in a bucket always is one)",
    field_text=translatable("Cloud-Optimized GeoTIFF, with overviews"), advanced=True, optional=True)
FORMAT_OPTIONS_JSON = Option(
    "formatOptions", JSON_TEXT, None,
    translatable("EE formatOptions JSON"),
    translatable("The formatOptions object of an Earth Engine export, pasted as JSON, e.g. {\"patchDimensions\": "
                 "[256, 256], \"kernelSize\": [32, 32]}; the options it sets override the single parameters."),
    "EE's formatOptions JSON (or @FILE); overrides the single options",
    tooltip=translatable("Paste the formatOptions object of your EE Export.image call; the keys it sets override "
                         "the options above."),
    field_label=translatable("Paste EE formatOptions (JSON)"), optional=True, metavar="JSON")
LABEL_OPTIONS = (
    Option("labelLayer", VECTOR, None,
           translatable("Label layer"),
           translatable("Features (polygons, lines or points) burnt onto the export grid as one more band of every "
                        "record, the label band (int64): a field's values, or the label value. Where no feature "
                        "lies the band holds the label nodata, a value no class has (0 when every class is 1 or "
                        "more, else one below the least class), as it does where the image bands are masked. The "
                        "class table goes into the log and PREFIX-sidecar.json."),
           "polygons, lines or points burnt onto the grid as the label band: a file OGR opens, "
           "NAME.gpkg|layername=LAYER for one layer of it",
           tooltip=translatable("Polygons, lines or points burnt onto the export grid as one more band of every "
                                "record, the label band (int64). Where no feature lies, and where the image bands "
                                "are masked, it holds the label nodata."),
           field_label=translatable("Label layer"), optional=True, metavar="VECTOR", training=True),
    Option("labelField", FIELD, None,
           translatable("Label field"),
           translatable("The field whose values are burnt: a number field's whole numbers are the labels; a text "
                        "field's texts become classes 1, 2, ... in sorted order. Features whose field is empty are "
                        "not burnt. Empty: every feature burns the label value."),
           "the field burnt: whole numbers, or texts numbered 1..n in sorted order (default: --label-value)",
           tooltip=translatable("A number field's whole numbers are the labels; a text field's texts become "
                                "classes 1, 2, ... in sorted order. The label value: every feature burns that "
                                "number."),
           field_label=translatable("Label field"), parent="labelLayer", optional=True, metavar="FIELD",
           training=True),
    Option("labelValue", INTEGER, 1,
           translatable("Label value (without a label field)"),
           translatable("The whole number every feature burns when no label field is chosen; one class, named "
                        "after the layer."),
           "burnt without --label-field (default 1)",
           tooltip=translatable("The number every feature burns when no label field is chosen."),
           minimum=LEAST_LABEL, maximum=GREATEST_LABEL, advanced=True, metavar="N", training=True),
    Option("labelAllTouched", BOOLEAN, False,
           translatable("Burn every pixel a feature touches"),
           translatable("As gdal_rasterize -at: every pixel a feature touches gets its label; unchecked, only the "
                        "pixels whose centre it covers (lines: the pixels on its path, points: the pixel holding "
                        "it)."),
           "burn every pixel a feature touches",
           tooltip=translatable("As gdal_rasterize -at; unchecked, only the pixels whose centre a feature covers."),
           field_text=translatable("Burn every pixel a feature touches"), advanced=True, training=True),
    Option("labelBand", TEXT, DEFAULT_LABEL_BAND,
           translatable("Label band name"),
           translatable("The feature name of the label band in the records; it must differ from the band names."),
           f"feature name of the label band (default {DEFAULT_LABEL_BAND})",
           tooltip=translatable("The feature name of the label band in the records."),
           field_label=translatable("Label band"), advanced=True, optional=True, metavar="NAME", training=True),
)
# The command's options of a run on a Dask cluster (no Processing parameter: the plugin runs in QGIS).
# A STAC Item beside what a run writes (core/layout/stac.py), and the folder's catalog.json linking it; the panels
# check it by default (ui/option_fields.py FIELD_DETAILS).
STAC_OPTION = Option(
    "stac", BOOLEAN, False,
    translatable("Write a STAC Item and catalog.json"),
    translatable("Beside the files, a STAC Item (PREFIX-stac-item.json; NAME.stac-item.json beside a GeoTIFF; one "
                 "per set of a split export) describing them for STAC catalogs, pystac and QGIS's STAC browser: "
                 "footprint, CRS, bands, patch layout, classes, split, model; the folder's catalog.json links it."),
    "write a STAC Item beside the files and link it from the folder's catalog.json",
    field_text=translatable("Write a STAC Item and the folder's catalog.json"),
    advanced=True, optional=True)

CLUSTER_OPTIONS = (
    Option("scheduler", TEXT, None, help="a running Dask scheduler, e.g. tcp://host:8786", parameter=None,
           metavar="ADDRESS"),
    Option("workers", INTEGER, None, help="a local Dask cluster of N worker processes", parameter=None,
           minimum=1, metavar="N"),
    Option("partitions", INTEGER, None, help="tasks the job is cut into (default four per worker)", parameter=None,
           minimum=1, metavar="N"),
)


# ---------------------------------------------------------------------------------------------------------------
# The algorithms.

EXPORT_IMAGE = AlgorithmSchema("exportimage", (
    Option("sources", RASTERS, None,
           translatable("Raster layers (bands stacked in order)"),
           translatable("Raster layers GDAL reads; their bands are stacked in this order, each band one feature. "
                        "They must cover the same place; layers not on the export grid are warped to it."),
           "rasters GDAL opens: files, VRTs, /vsicurl/https://... COGs, /vsis3/bucket/key",
           field_label=translatable("Raster layers (bands stacked top to bottom)"),
           parameter="INPUT", flag="sources", metavar="SOURCE"),
    Option("arrayLayers", RASTERS, None,
           translatable("Layers as array bands"),
           translatable("Input layers to write as one array band each, named after the layer, whose per-pixel "
                        "array is the layer's band values (e.g. 12 dates of NDVI). Each must also be an input "
                        "layer."),
           "a SOURCE (also given as a source) that is one array band named after its file; repeatable",
           tooltip=translatable("Export the layer as ONE array band named after it, whose per-pixel array is the "
                                "layer's band values (e.g. a time series)."),
           field_label=translatable("Array band"), flag="--array", metavar="SOURCE", optional=True, advanced=True),
    BAND_NAMES,
    *LABEL_OPTIONS,
    Option("extent", EXTENT, None,
           translatable("Extent"), translatable("The region to export; empty: the first layer's extent."),
           "export region in the target CRS; write --extent=-10,... when it starts with a minus (default the "
           "first source's extent)",
           tooltip=translatable("Unchecked: the whole first layer. Checked: from a layer, the map canvas, or drawn "
                                "on the canvas."),
           optional=True, metavar="XMIN,YMIN,XMAX,YMAX"),
    Option("targetCrs", CRS, None,
           translatable("Target CRS"),
           translatable("The CRS of the export grid (and of the mixer); empty: the first layer's CRS."),
           "export CRS, e.g. EPSG:3857 (default the first source's)",
           tooltip=translatable("The CRS of the export grid; layers in another CRS are warped to it."),
           field_text=translatable("The first layer's CRS"), optional=True, metavar="CRS"),
    Option("pixelSize", NUMBER, None,
           translatable("Pixel size (in target CRS units)"),
           translatable("The pixel size of the export grid in target CRS units; empty: the first layer's."),
           "pixel size in target CRS units",
           tooltip=translatable("Pixel size of the export grid in target CRS units; layers at another resolution are "
                                "resampled."),
           field_label=translatable("Pixel size"), field_text=translatable("The first layer's"),
           minimum=0.0, decimals=6, optional=True, metavar="SIZE"),
    RESAMPLING_OPTION,
    *(option for option in EXPORT_OPTIONS if not option.training),
    FORMAT_OPTIONS_JSON,
    Option("output", OUTPUT_FOLDER, None,
           translatable("Output folder"),
           translatable("The folder the TFRecord files, the mixer and the export sidecar are written to."),
           "output folder",
           tooltip=translatable("The folder the TFRecord files, the mixer JSON and the export sidecar are written "
                                "to."),
           short_flag="-o", metavar="FOLDER"),
    # Empty names the files as EE does for a folder prefix: 00000.tfrecord.gz, mixer.json (core/layout/naming.py).
    Option("prefix", TEXT, DEFAULT_PREFIX,
           translatable("File name prefix"),
           translatable("Files are named PREFIX-00000.tfrecord.gz, ..., PREFIX-mixer.json and PREFIX-sidecar.json; "
                        "a prefix ending in / makes a subfolder; an empty prefix names them 00000.tfrecord.gz, ..., "
                        "mixer.json and sidecar.json, as EE does for a folder."),
           f"file name prefix (default {DEFAULT_PREFIX}; ending in '/' makes a subfolder)",
           tooltip=translatable("Files are named PREFIX-00000.tfrecord.gz, ... and PREFIX-mixer.json, as EE names "
                                "them; PREFIX-sidecar.json is ours."),
           optional=True),
    Option("splits", TEXT, None,
           translatable("Splits (e.g. train=0.8,val=0.2)"),
           translatable("Sets and their shares of the patches, adding up to 1. Whole blocks of patches go to one "
                        "set, dealt by the seed; each set is written under PREFIX-NAME "
                        "(PREFIX-train-00000.tfrecord.gz, ...) with PREFIX-NAME-mixer.json (the full grid) and "
                        "PREFIX-NAME-index.json (where its records lie). The realised counts are in the log and "
                        "SETS."),
           "sets, e.g. train=0.8,val=0.1,test=0.1, each under PREFIX-NAME",
           tooltip=translatable("Sets and their shares of the patches, adding up to 1; each is written under "
                                "PREFIX-NAME with a mixer and an index placing its records."),
           field_label=translatable("Splits"),
           field_text=translatable("e.g. train=0.8,val=0.1,test=0.1 (empty: no split)"),
           optional=True, metavar="NAME=SHARE,...", training=True),
    Option("splitBlock", INTEGER, DEFAULT_BLOCK,
           translatable("Split block (patches per side)"),
           translatable("Blocks of N x N patches go wholly to one set, so that only the patches along a block's "
                        "edge have neighbours (and, with kernel margins, shared pixels) in another set. A small "
                        "scene needs small blocks (or small patches) to have enough blocks to deal."),
           f"blocks of N x N patches go wholly to one set (default {DEFAULT_BLOCK})",
           tooltip=translatable("Blocks of N x N patches go wholly to one set, so neighbours sharing kernel "
                                "margins stay together."),
           minimum=1, maximum=1 << 16, advanced=True, metavar="N", training=True),
    *TRAINING_OPTIONS,
    Option("seed", INTEGER, 0,
           translatable("Seed of the splits and the sampling"),
           translatable("The same seed gives the same sets and the same sampled patches."),
           "seed of the splits and the sampling (default 0)",
           minimum=-(1 << 31), maximum=(1 << 31) - 1, advanced=True, metavar="N", training=True),
    Option("minLabelShare", NUMBER, 0.0,
           translatable("Least label share of a patch (0-1)"),
           translatable("Patches with labels are kept only when the label band covers at least this share of the "
                        "patch (margins not counted); 0 keeps them all. Patches without any label follow the "
                        "negative ratio. Needs a label layer."),
           "keep patches with labels only when they cover this share of the patch",
           tooltip=translatable("Patches with labels are kept only when the labels cover at least this share of "
                                "the patch; 0 keeps them all."),
           minimum=0.0, maximum=1.0, decimals=3, advanced=True, metavar="0-1", training=True),
    Option("negativeRatio", NUMBER, 1.0,
           translatable("Share of patches without labels kept (0-1)"),
           translatable("Each patch without any label (the label nodata throughout its core) is kept with this "
                        "probability, decided by the seed and the patch's place alone; 1 keeps them all. Counted "
                        "in NEGATIVES_KEPT. Needs a label layer."),
           "share of patches without any label kept (default 1)",
           tooltip=translatable("The share of patches without any label that is kept, chosen by the seed; 1 keeps "
                                "them all."),
           minimum=0.0, maximum=1.0, decimals=3, advanced=True, metavar="0-1", training=True),
    Option("writeTfindex", BOOLEAN, False,
           translatable("Write .tfindex files (uncompressed only)"),
           translatable("Beside each shard PREFIX-00000.tfrecord, PREFIX-00000.tfindex: one \"offset length\" "
                        "line per record, as the PyTorch tfrecord package's tfrecord2idx writes it, for "
                        "multi-worker loading. A GZIP file has no byte offsets to index: with Compressed checked "
                        "the export stops with an error."),
           "a .tfindex beside each uncompressed shard, for the PyTorch tfrecord package",
           tooltip=translatable("One \"offset length\" line per record beside each .tfrecord file, as the "
                                "PyTorch tfrecord package reads them; a GZIP file has no offsets to index."),
           field_text=translatable("Write .tfindex files (uncompressed files only)"),
           parameter="WRITE_TFINDEX", advanced=True, training=True),
    STAC_OPTION,
    Option("threads", INTEGER, None,
           help="threads that encode, checksum and compress in each process (default: one per core; on a Dask "
                "cluster, 1 per task)", parameter=None, minimum=1, metavar="N"),
    *CLUSTER_OPTIONS,
), (
    Output("mixer", OUT_TEXT, translatable("Mixer (or index sidecar) path; with splits, the first set's index")),
    Output("files", OUT_FILES, translatable("TFRecord files")),
    Output("patchCount", OUT_NUMBER, translatable("Patches written")),
    Output("maskedPatchCount", OUT_NUMBER, translatable("Patches wholly masked (defaultValue only)")),
    Output("sidecar", OUT_TEXT, translatable("Export sidecar (kernel, band names, defaultValue)")),
    Output("featuresDict", OUT_TEXT,
           translatable("featuresDict to parse the records in TensorFlow (Python, as the log ends)")),
    Output("patchesKept", OUT_NUMBER, translatable("Patches kept (in every set)")),
    Output("negativesKept", OUT_NUMBER, translatable("Patches kept without any label")),
    Output("sets", OUT_TEXT, translatable("Patches of each set (e.g. train=123,val=15,test=17)")),
    Output("leftOutForBuffer", OUT_NUMBER, translatable("Patches the buffer between sets left out (0 without it)")),
    Output("classPixels", OUT_TEXT, translatable("Pixels of each class in each set (JSON: {set: {class: pixels}})")),
), command="export-image")


# ---------------------------------------------------------------------------------------------------------------
# exportpatchesatpoints, exporttable and importtable: their options and outputs, and the choices their core
# (core/export/patches_at_points.py, core/tables.py) reads from here. None of them is a command of its own.

# What exportpatchesatpoints does with a point whose patch crosses the raster edge.
EDGE_MASK = "mask"
EDGE_SKIP = "skip"
EDGE_POINTS = (EDGE_MASK, EDGE_SKIP)


def _at_points(option: Option) -> Option:
    """The export's ``option`` with exportpatchesatpoints's default, where that differs (smaller patches)."""
    if option.default_at_points is None:
        return option
    return replace(option, default=option.default_at_points)


_POINTS_RESAMPLING = translatable("How layers not on the first layer's grid are resampled onto it.")

EXPORT_PATCHES_AT_POINTS = AlgorithmSchema("exportpatchesatpoints", (
    Option("sources", RASTERS, None,
           translatable("Raster layers (bands stacked in order)"),
           translatable("Raster layers GDAL reads; their bands are stacked in this order on the first layer's grid "
                        "(other layers are warped to it), each band one feature."),
           parameter="INPUT"),
    BAND_NAMES,
    Option("points", VECTOR, None,
           translatable("Points"),
           translatable("One patch is cut around each point, centred on the raster pixel that holds it; a "
                        "multipoint gives one patch per point."),
           geometry=POINTS),
    *LABEL_OPTIONS,
    Option("fields", FIELD, None,
           translatable("Point fields to attach"),
           translatable("Attributes of the point written into its record after the bands, e.g. the class label; a "
                        "NULL attribute is left out of that record."),
           parent="points", multiple=True, optional=True),
    *(_at_points(option) for option in EXPORT_OPTIONS if option.every_patch_algorithm and not option.training),
    Option("edgePoints", CHOICE, EDGE_POINTS[0],
           translatable("Points whose patch crosses the raster edge"),
           translatable("Write such patches with the pixels outside the rasters masked (the default value), or skip "
                        "the point. Points whose centre pixel is outside are always skipped."),
           choices=EDGE_POINTS,
           choice_labels=(translatable("mask the pixels outside the rasters"),
                          translatable("skip the point")),
           advanced=True),
    # Points have no export grid: layers are warped onto the first one's (replace keeps the shared tooltip: set it).
    replace(RESAMPLING_OPTION, help=_POINTS_RESAMPLING, tooltip=_POINTS_RESAMPLING),
    FORMAT_OPTIONS_JSON,
    Option("output", OUTPUT_FOLDER, None,
           translatable("Output folder"), translatable("The folder the TFRecord files are written to.")),
    Option("prefix", TEXT, DEFAULT_PREFIX,
           translatable("File name prefix"),
           translatable("Files are named PREFIX-00000.tfrecord.gz, ...; a prefix ending in / makes a subfolder; an "
                        "empty prefix names them 00000.tfrecord.gz, ..."),
           optional=True),
), (
    # The folder destination declares the OUTPUT output itself.
    Output("files", OUT_FILES, translatable("TFRecord files")),
    Output("patchCount", OUT_NUMBER, translatable("Patches written")),
    Output("skipped", OUT_NUMBER, translatable("Points skipped")),
    Output("sidecar", OUT_TEXT, translatable("Export sidecar with the class table (with a label layer)")),
    Output("classPixels", OUT_TEXT,
           translatable("Pixels per class in the patch cores, as JSON {\"all\": {class: pixels}}")),
), command=None)

# The tables (FORMAT.md 5). How a number is written: the image export's value types, float (EE's) or native.
VALUE_FLOAT, VALUE_NATIVE = VALUE_TYPES
# What the export writes of a feature's geometry, and the features it writes it in.
GEOMETRY_NONE = "none"
GEOMETRY_CENTROID = "centroid"
GEOMETRY_WKB = "wkb"
GEOMETRY_MODES = (GEOMETRY_NONE, GEOMETRY_CENTROID, GEOMETRY_WKB)
CENTROID_X_KEY = "centroid_x"
CENTROID_Y_KEY = "centroid_y"
WKB_KEY = "geometry_wkb"
# How the import loads a feature of several values: JSON text in one field, or a field per element.
LISTS_JSON = "json"
LISTS_SPLIT = "split"
LIST_MODES = (LISTS_JSON, LISTS_SPLIT)
# The {placeholders} of the tables' texts, filled in after translation.
TABLE_KEYS = (("x_key", CENTROID_X_KEY), ("y_key", CENTROID_Y_KEY), ("wkb_key", WKB_KEY),
              ("centroid_x_key", CENTROID_X_KEY), ("centroid_y_key", CENTROID_Y_KEY))

EXPORT_TABLE = AlgorithmSchema("exporttable", (
    Option("input", VECTOR, None,
           translatable("Input layer"),
           translatable("The layer or table whose features become records, one tf.train.Example each, in feature "
                        "order."),
           geometry=ANY_VECTOR),
    Option("fields", FIELD, None,
           translatable("Fields to export"),
           translatable("The attributes written, one feature each, named after the field; none chosen: every "
                        "field."),
           parent="input", multiple=True, optional=True),
    Option("geometry", CHOICE, GEOMETRY_NONE,
           translatable("Geometry"),
           translatable("None (as Earth Engine), the centroid as float features {centroid_x_key} and "
                        "{centroid_y_key} in the layer's CRS, or ISO WKB as the bytes feature {wkb_key}."),
           choices=GEOMETRY_MODES,
           choice_labels=(translatable("none"), translatable("centroid ({x_key}, {y_key})"),
                          translatable("WKB bytes ({wkb_key})")),
           text_values=TABLE_KEYS),
    Option("valueType", CHOICE, VALUE_FLOAT,
           translatable("Value type"),
           translatable("Numbers as float lists, as Earth Engine documents; or native: integers and booleans as "
                        "int64 lists."),
           choices=VALUE_TYPES,
           choice_labels=(translatable("float (as Earth Engine documents)"),
                          translatable("native (integers and booleans as int64)"))),
    Option("output", OUTPUT_FILE, None,
           translatable("TFRecord file"),
           translatable("The one GZIP file written; .tfrecord.gz is added to a name without it."),
           file_filter=translatable("TFRecord files, GZIP (*.tfrecord.gz)")),
), (
    # The file destination declares the OUTPUT output itself.
    Output("records", OUT_NUMBER, translatable("Records written")),
), command=None)

IMPORT_TABLE = AlgorithmSchema("importtable", (
    Option("input", FILES, None,
           translatable("TFRecord files"),
           translatable("TFRecord files of tf.train.Example records (plain or GZIP), read in file-name order; each "
                        "record becomes one feature.")),
    Option("lists", CHOICE, LISTS_JSON,
           translatable("Features with several values"),
           translatable("A key holding more than one value becomes one JSON text field, or one field per element "
                        "(NAME_0, NAME_1, ...)."),
           choices=LIST_MODES,
           choice_labels=(translatable("as JSON text in one field"),
                          translatable("one field per element (NAME_0, NAME_1, ...)")),
           advanced=True),
    Option("xField", TEXT, None,
           translatable("X feature (points)"),
           translatable("The number feature holding the x of a point geometry, e.g. {centroid_x_key}; give the Y "
                        "feature too."),
           optional=True, text_values=TABLE_KEYS),
    Option("yField", TEXT, None,
           translatable("Y feature (points)"),
           translatable("The number feature holding the y of a point geometry, e.g. {centroid_y_key}."),
           optional=True, text_values=TABLE_KEYS),
    Option("wkbField", TEXT, None,
           translatable("WKB geometry feature"),
           translatable("The bytes feature holding each geometry as ISO WKB or PostGIS EWKB, e.g. {wkb_key}; it is "
                        "not kept as a field."),
           optional=True, text_values=TABLE_KEYS),
    Option("crs", CRS, "EPSG:4326",
           translatable("CRS of the geometry"),
           translatable("The CRS the coordinates of the X/Y or WKB features are in."),
           optional=True),
    Option("output", OUTPUT_VECTOR, None,
           translatable("Table"),
           translatable("The table or layer written, one field per Example feature.")),
), (
    # The sink declares the OUTPUT output itself.
    Output("records", OUT_NUMBER, translatable("Records read")),
), command=None)


# tfrecord:importimage (the command's import-image) and tfrecord:inspect (inspect): their options and outputs.

# The GeoTIFF's data types the import can be asked for (core/importing/import_plan.py maps each to GDAL's and
# numpy's), in the order the dialogs list them; "" (the first choice, the default): from the values.
DATA_TYPES = ("Byte", "Int16", "UInt16", "Int32", "Float32", "Float64")
FROM_THE_VALUES = ""
# How the import finds a pixel's class (core/layout/class_table.py's CLASS_SOURCES); "" (the default): by the
# number of bands.
AUTOMATIC_CLASS = ""
# How a tensor of several bands holds them, as the import reads a feature of several bands and predict feeds a
# model: [C, H, W] (channels-first: EE's and our export's, PyTorch's) or [H, W, C] (channels-last: Keras's); auto:
# as something recorded says (the export sidecar, the model's shape), refused where both readings fit.
CHANNEL_LAYOUTS = AUTO_LAYOUT, CHANNELS_LAST, CHANNELS_FIRST = ("auto", "channels-last", "channels-first")

IMPORT_IMAGE = AlgorithmSchema("importimage", (
    Option("files", FILES, None,
           translatable("TFRecord files"),
           translatable("The TFRecord files of one export (plain or GZIP), read in the order given (names whose "
                        "numbers disagree with it stop the import); or give the folder."),
           "the TFRecord files (or give --folder)",
           translatable("The prediction (or export) TFRecord files; records continue across them in the order of "
                        "the numbers in their names (pred-2 before pred-10)."),
           field_label=translatable("Files"),
           file_filter=translatable("TFRecord files (*.tfrecord *.tfrecord.gz *.gz);;All files (*)"),
           parameter="INPUT", flag="files", metavar="FILE", optional=True),
    Option("folder", FOLDER, None,
           translatable("Or the export's folder"),
           translatable("The folder holding PREFIX-00000.tfrecord.gz, ... instead of the files themselves; their "
                        "shard numbers sort as numbers (pred-2 before pred-10)."),
           "or the export's folder",
           translatable("The folder of an export: PREFIX-00000.tfrecord.gz, ... and PREFIX-mixer.json."),
           field_label=translatable("Folder"), optional=True),
    Option("prefix", TEXT, None,
           translatable("File name prefix in that folder"),
           translatable("The PREFIX of the files in the folder; empty when the folder holds one export only."),
           "file name prefix in that folder (default the folder's only export)",
           translatable("The file name prefix of the export in that folder."),
           translatable("empty: the folder's only export"), field_label=translatable("Prefix"), optional=True),
    Option("mixer", FILE, None,
           translatable("Mixer or index JSON"),
           translatable("The export's PREFIX-mixer.json (or PREFIX-index.json) that places the patches; empty: the "
                        "one found beside the files."),
           "mixer or index JSON (default the one beside the files)",
           translatable("The export's PREFIX-mixer.json (or index sidecar) that places the records on the map; "
                        "found beside the files when it is there."),
           field_label=translatable("Mixer"), file_filter=translatable("Mixer or index JSON (*.json)"),
           optional=True),
    IMPORT_KERNEL_SIZE,
    Option("features", TEXT, None,
           translatable("Features to load (A,B,...)"),
           translatable("The features that become bands, in this order (NAME:DEPTH for a feature of DEPTH bands); "
                        "empty: every feature whose values fit the patch, the export sidecar's first, then the "
                        "others sorted by name."),
           "features to load, in band order (default all that fit)",
           translatable("Each checked feature becomes one band (or depth bands), in this order."),
           field_label=translatable("Features"), metavar="A,B,...", advanced=True, optional=True),
    Option("layout", CHOICE, AUTO_LAYOUT,
           translatable("Layout of multi-band features"),
           translatable("How a feature of several bands holds its values: channels-first [C, H, W], as Earth Engine "
                        "and this plugin's export write them, or channels-last [H, W, C], as a Keras model predicts "
                        "them. Automatic: the export's own features as its sidecar says; a feature of several bands "
                        "that nothing describes is refused until this says which."),
           "how a feature of several bands holds them: channels-first [C,H,W] (EE's, the export's) or "
           "channels-last [H,W,C] (Keras's); default: as the export sidecar says, refused where nothing says",
           field_label=translatable("Band layout"), choices=CHANNEL_LAYOUTS,
           # Short, so a choice shows whole in the import panel's combo box; the help says the rest.
           choice_labels=(translatable("Automatic (the sidecar's)"),
                          translatable("Channels-last (Keras)"),
                          translatable("Channels-first (EE)")),
           advanced=True, optional=True),
    Option("nodata", NUMBER, None,
           translatable("Nodata value"),
           translatable("The output's nodata value, also given to the patches an index file leaves out; empty: the "
                        "export sidecar's defaultValue where the export masked pixels, when its own features are "
                        "loaded."),
           "nodata value of the output",
           translatable("The output's nodata value; patches an index sidecar leaves out get it."),
           translatable("none"), field_label=translatable("Nodata"), advanced=True, optional=True),
    Option("dataType", CHOICE, FROM_THE_VALUES,
           translatable("Output data type"),
           translatable("The GeoTIFF's data type; from the values: float lists Float32, int64 lists Int32 (Float64 "
                        "if they do not fit), bytes Byte."),
           "output data type (default from the values)",
           translatable("The GeoTIFF's data type; by default float lists give Float32, int64 Int32, bytes Byte."),
           field_label=translatable("Data type"), choices=(FROM_THE_VALUES, *DATA_TYPES),
           choice_labels=(translatable("From the values"), *DATA_TYPES), advanced=True),
    Option("classTable", FILE, None,
           translatable("Class table (sidecar JSON or CSV)"),
           translatable("Makes the output a class map: one band of class values with the table's names and colours. "
                        "An export sidecar (PREFIX-sidecar.json of an export with a label layer: its \"labels\" "
                        "key), or a CSV with one line value,name or value,name,#rrggbb a class (a header line and # "
                        "comments allowed)."),
           "makes a class map: the training export's sidecar JSON (its \"labels\") or a CSV of value,name[,color]; "
           "the class names and colours go into the GeoTIFF",
           field_text=translatable("none: no class map"), field_label=translatable("Class table"),
           file_filter=translatable("Class tables (*.json *.csv *.txt);;All files (*)"), metavar="FILE",
           optional=True),
    # Optional, so that models saved before it existed still validate.
    Option("classFrom", CHOICE, AUTOMATIC_CLASS,
           translatable("Class of a pixel"),
           translatable("How a pixel's class is found: one band that holds class numbers, or the argmax of one band "
                        "a class, where band i (in the order of the features) is the class table's i-th class; "
                        "automatic chooses by the number of bands when there is a class table, and makes no class "
                        "map without one."),
           "band: the one band holds class numbers; argmax: band i is the table's i-th class (default: band for "
           "one band, argmax for several; no class map without --class-table)",
           choices=(AUTOMATIC_CLASS, *CLASS_SOURCES),
           # Short, so a choice shows whole in the import panel's narrow combo box; the help says the rest.
           choice_labels=(translatable("Automatic (by the number of bands)"),
                          translatable("The band holds class numbers"),
                          translatable("Argmax of the bands (in table order)")),
           optional=True),
    Option("output", OUTPUT_RASTER, None,
           translatable("Predictions raster"),
           translatable("The GeoTIFF (.tif) written on the export's grid, one band per feature."),
           "the GeoTIFF to write",
           translatable("The GeoTIFF written; empty: a temporary file."),
           translatable("[temporary file]"), field_label=translatable("GeoTIFF"),
           file_filter=translatable("GeoTIFF (*.tif *.tiff)"), short_flag="-o", metavar="TIF"),
    STAC_OPTION,
    COG_OPTION,
    *CLUSTER_OPTIONS,
), (
    Output("style", OUT_TEXT, translatable("How it is shown: 'probability', 'classes', or empty (QGIS's default)")),
    Output("classes", OUT_TEXT, translatable("The class values of a class map, comma-separated")),
    Output("qml", OUT_FILE, translatable("The class map's style file (NAME.qml), empty without a class table")),
), command="import-image")

INSPECT = AlgorithmSchema("inspect", (
    Option("files", FILES, None,
           translatable("TFRecord files"),
           translatable("The TFRecord files to read (plain or GZIP), in file-name order; a mixer beside them is used "
                        "to infer the tile and kernel sizes."),
           "", parameter="INPUT", flag="files", metavar="FILE"),
    Option("mixer", FILE, None, help="the export's mixer (default the one beside the files)", parameter=None),
    Option("json", BOOLEAN, False, help="print the summary as JSON", parameter=None),
    Option("report", OUTPUT_FILE, None,
           translatable("Report"),
           translatable("The HTML report written: files, features, problems and code that reads the records."),
           file_filter=translatable("HTML files (*.html)"), parameter="OUTPUT_HTML", flag=None),
), (
    Output("records", OUT_NUMBER, translatable("Records")),
    Output("problems", OUT_NUMBER, translatable("Corrupt files or records")),
    Output("recordType", OUT_TEXT, translatable("Record type")),
    Output("tensorflowSnippet", OUT_TEXT, translatable("TensorFlow featuresDict")),
    Output("numpySnippet", OUT_TEXT, translatable("numpy / PyTorch reader")),
), command="inspect")


# How each interface spells an option a core message names by its key (core.base.messages.option_name).

def _declared_options() -> dict[str, Option]:
    """{key: option} of every algorithm's schema in this module (the first that declares a key), the export's
    option rows and the import's kernel size among them."""
    options: dict[str, Option] = {}
    for value in list(globals().values()):
        if isinstance(value, AlgorithmSchema):
            for option in value:
                options.setdefault(option.key, option)
    for option in (*EXPORT_OPTIONS, IMPORT_KERNEL_SIZE):
        options.setdefault(option.key, option)
    return options


def parameter_spelling(name: OptionName) -> str:
    """Processing's name of the option a message names: its parameter (``PATCH_DIMENSIONS``; a key no schema
    declares: the key in UPPER_SNAKE_CASE), followed by ``true``/``false`` when the message sets it."""
    option = _declared_options().get(name.key)
    parameter = option.parameter if option is not None and option.parameter else _upper_snake(name.key)
    return parameter if name.value is None else f"{parameter} {str(name.value).lower()}"


def flag_spelling(name: OptionName) -> str:
    """The command's name of the option a message names: its flag (``--patch-dimensions``; a key no schema
    declares: --kebab-case; a positional argument: its metavar); a boolean the message sets false, whose flag
    is on by default, as --no-FLAG."""
    option = _declared_options().get(name.key)
    if option is not None and option.positional:
        return str(option.metavar or option.flag)
    flag = option.flag if option is not None and option.flag else _kebab(name.key)
    if name.value is None or name.value is True:
        return flag
    if option is not None and option.kind == BOOLEAN and option.default:
        return "--no-" + flag[2:]  # argparse.BooleanOptionalAction's
    return f"{flag} false"


# ---------------------------------------------------------------------------------------------------------------
# The command's predict (core/predict, issue 43): an ONNX model run over patches cut as the export cuts them, its
# output written as the import writes a GeoTIFF. The options implemented so far; no Processing algorithm yet.

# How a model's input holds the channels: found from its shape (auto), or said where the shape reads both ways.
PREDICT_LAYOUTS = CHANNEL_LAYOUTS
# predict keeps the patches past the raster's right and bottom edges (padded, masked): every pixel is predicted.
PREDICT_EDGE_MODE = EDGE_MODES[1]
DEFAULT_PREDICTIONS_PREFIX = "predictions"  # of the EE-format predictions' files
# predict's classFrom: the import's choices, and "none", the model's output as it is though a class table is known
# (a training sidecar given with --like has one whenever the export had labels).
NO_CLASS_MAP = "none"

PREDICT = AlgorithmSchema("predict", (
    EXPORT_IMAGE["sources"],
    EXPORT_IMAGE["arrayLayers"],
    BAND_NAMES,
    Option("model", FILE, None,
           translatable("ONNX model"),
           translatable("The model (.onnx) run over every patch; it reads patches as the export cuts them and "
                        "returns one band or more per pixel."),
           "the ONNX model (.onnx) run over every patch",
           file_filter=translatable("ONNX model (*.onnx)"), metavar="MODEL.onnx"),
    Option("like", FILE, None,
           translatable("Training export's sidecar"),
           translatable("The sidecar (PREFIX-sidecar.json) of the export the model was trained on: its patch "
                        "dimensions, kernel size, defaultValue, value type, band names and order, array depths, "
                        "collapsed bands and class table (its labels) are taken from it, so nothing is typed twice. "
                        "The rasters' bands must match its bands. An option given as well must agree with it: a "
                        "kernel at least the training's, other patch dimensions only for a model of any input "
                        "size."),
           "the training export's PREFIX-sidecar.json: patch dimensions, kernel size, defaultValue, value type, "
           "bands and class table are taken from it",
           file_filter=translatable("Export sidecar (*-sidecar.json *.json)"), metavar="SIDECAR", optional=True),
    EXPORT_IMAGE["extent"],
    EXPORT_IMAGE["targetCrs"],
    EXPORT_IMAGE["pixelSize"],
    RESAMPLING_OPTION,
    # Empty (None) by default: taken from the training export's sidecar (like), else the export's defaults; a value
    # given is checked against the sidecar's (core/predict/like.py).
    replace(OPTION["patchDimensions"], default=None, optional=True,
            help=translatable("EE's patchDimensions: the width and height in pixels of each patch the model is fed, "
                              "e.g. 256,256; empty: the training export's (its sidecar), else EE's default."),
            command_help="W,H (default: the --like sidecar's, else 256,256)"),
    replace(OPTION["kernelSize"], default=None, optional=True,
            help=translatable("EE's kernelSize: floor(kernel / 2) real neighbouring pixels on each side of a patch "
                              "are fed to the model too, and cropped off its output; at least the training "
                              "export's; empty: the training export's (its sidecar), else 1,1."),
            command_help="KX,KY (default: the --like sidecar's, else 1,1): floor(k/2) neighbouring pixels on "
                         "each side"),
    replace(OPTION["defaultValue"], default=None, optional=True,
            help=translatable("EE's defaultValue: fed in every band of a pixel that is masked in any band; empty: "
                              "the training export's (its sidecar), else 0."),
            command_help="value of masked pixels in every band (default: the --like sidecar's, else 0)"),
    replace(OPTION["valueType"], default=None, optional=True,
            help=translatable("float32 for every band, or the bands' native types (8-bit bands as bytes, other "
                              "integers as int64), as the training export wrote them; empty: the training "
                              "export's (its sidecar), else float."),
            command_help="float or native (default: the --like sidecar's, else float)"),
    replace(OPTION["edgeMode"], default=PREDICT_EDGE_MODE),
    Option("layout", CHOICE, AUTO_LAYOUT,
           translatable("Channels of the model's input"),
           translatable("Where the model's input holds the bands: found from its shape (auto); channels-last as "
                        "Keras exports [N, H, W, C], channels-first as PyTorch exports [N, C, H, W]. Needed where "
                        "the shape reads both ways."),
           choices=PREDICT_LAYOUTS, advanced=True),
    Option("scale", TEXT, None,
           translatable("Scale of the input (A or A,B,...)"),
           translatable("The patches' values are multiplied by it before the model, after masked pixels take "
                        "defaultValue (as a training pipeline scales what the export wrote): one number for every "
                        "channel, or one per channel in the model's channel order; empty: 1."),
           "multiply the input by it before the model (one number, or one per channel; default 1)",
           optional=True, advanced=True, metavar="A[,B,...]"),
    Option("offset", TEXT, None,
           translatable("Offset of the input (A or A,B,...)"),
           translatable("Added to the patches' values after the scale, before the model: one number for every "
                        "channel, or one per channel in the model's channel order; empty: 0."),
           "add it to the input after the scale (one number, or one per channel; default 0)",
           optional=True, advanced=True, metavar="A[,B,...]"),
    Option("batchSize", INTEGER, None,
           translatable("Patches per model run"),
           translatable("How many patches one run of the model takes (never more than a row of patches); empty: as "
                        "many as 16 MiB of input holds and the model runs in about 0.3 s (timed on one patch), so "
                        "that a cancel stops the run quickly."),
           "patches per model run (default: as many as 16 MiB of input holds and the model runs in about 0.3 s, "
           "at most a row of patches)",
           minimum=1, advanced=True, optional=True, metavar="N"),
    Option("modelOutput", TEXT, None,
           translatable("Model output"),
           translatable("The name of the model's output written; empty: its first."),
           "the model's output written (default its first)", advanced=True, optional=True, metavar="NAME"),
    Option("outputNames", TEXT, None,
           translatable("Output band names (A,B,...)"),
           translatable("One name per band of the output; empty: the model's metadata tfrecord_bridge.bands, else "
                        "the output's name (NAME_1, NAME_2, ... for several bands)."),
           "one name per output band (default the model's metadata tfrecord_bridge.bands, else the output's name)",
           # Not OUTPUT_NAMES: core's naming module has a constant of that name (tests/test_option_names.py).
           parameter="OUTPUT_BAND_NAMES", optional=True, metavar="A,B,..."),
    IMPORT_IMAGE["classTable"],
    replace(IMPORT_IMAGE["classFrom"],
            help=translatable("How a pixel's class is found: one band of the model's output that holds class "
                              "numbers, or the argmax of one band a class, where band i is the class table's i-th "
                              "class; automatic makes a class map when a class table is known (given, or the "
                              "training sidecar's labels) and chooses by the number of bands; none writes the "
                              "model's output as it is."),
            command_help="band: the one band holds class numbers; argmax: band i is the table's i-th class; none: "
                         "the output as it is (default: a class map when --class-table or --like gives a class "
                         "table, band for one band, argmax for several)",
            choices=(AUTOMATIC_CLASS, *CLASS_SOURCES, NO_CLASS_MAP),
            choice_labels=(*IMPORT_IMAGE["classFrom"].choice_labels,
                           translatable("None: the model's output as it is"))),
    Option("nodata", NUMBER, None,
           translatable("Nodata value"),
           translatable("The output's nodata value, where an input pixel was masked; empty: -9999, or for a class "
                        "map the class table's nodata, else the smallest whole number that is no class."),
           "nodata value of the output (default -9999; a class map's: the table's, else the least free number)",
           advanced=True, optional=True),
    Option("output", OUTPUT_RASTER, None,
           translatable("Predictions raster"),
           translatable("The GeoTIFF (.tif) written on the rasters' grid, one band per band of the model's output."),
           "the GeoTIFF to write",
           file_filter=translatable("GeoTIFF (*.tif *.tiff)"), short_flag="-o", metavar="TIF"),
    COG_OPTION,
    # The predictions also as Earth Engine uploads an image asset (core/predict/ee_predictions.py), written as the
    # export writes its files: the export's compressed and maxFileSize cut and name the shards.
    Option("eePredictions", OUTPUT_FOLDER, None,
           translatable("EE-format predictions folder"),
           translatable("Also write the predictions as Earth Engine uploads them as an image asset, in this folder: "
                        "TFRecord files holding one record a patch in the export's order (one float feature a band, "
                        "the patch without its kernel margins), the mixer of the patches' grid and our sidecar. "
                        "Pixels whose input was masked hold the nodata value. The import reads them back to the "
                        "predictions raster. Empty: none."),
           "also write the predictions as Earth Engine uploads an image asset (TFRecord files, one record a patch, "
           "and the mixer) into this folder",
           field_label=translatable("EE-format predictions"), optional=True, metavar="FOLDER"),
    Option("eePrefix", TEXT, DEFAULT_PREDICTIONS_PREFIX,
           translatable("EE-format predictions prefix"),
           translatable("The EE-format predictions are named PREFIX-00000.tfrecord.gz, ..., PREFIX-mixer.json and "
                        "PREFIX-sidecar.json; a prefix ending in / makes a subfolder; an empty prefix names them "
                        "00000.tfrecord.gz, ..., mixer.json, as EE does for a folder."),
           f"file name prefix of the EE-format predictions (default {DEFAULT_PREDICTIONS_PREFIX}; ending in '/' "
           "makes a subfolder)",
           field_label=translatable("Prefix"), optional=True, metavar="PREFIX"),
    OPTION["compressed"],
    OPTION["maxFileSize"],
    STAC_OPTION,
    Option("threads", INTEGER, None,
           help="threads the model runs on (default: one per core; on a Dask cluster, 1 a task)", parameter=None,
           minimum=1, metavar="N"),
    *CLUSTER_OPTIONS,
), (
    *IMPORT_IMAGE.outputs,  # style, classes, qml: the raster is described and styled as the import's
    Output("patchCount", OUT_NUMBER, translatable("Patches predicted")),
    Output("modelContract", OUT_TEXT, translatable("The model's input and output, the layout chosen, its versions")),
    Output("eeFiles", OUT_FILES, translatable("The EE-format predictions' TFRecord files (none without them)")),
    Output("eeMixer", OUT_TEXT, translatable("The EE-format predictions' mixer (empty without them)")),
), command="predict")

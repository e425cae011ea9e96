"""Prediction TFRecords plus their mixer back to a georeferenced GeoTIFF (FORMAT.md section 4).

The records of an image export (ours or EE's), or a model's predictions made
from one, continue across the shards in their numbered order (pred-2 before
pred-10), or the order a list gives. Each record is one
patch, or, for a per-pixel model fed a ``sequenceData`` export, one pixel of a
tile. The mixer (or our ``PREFIX-index.json`` sidecar, which also says which
patches the records are) places them on the export grid.

The raster is written one row of patches at a time, so memory holds one strip
of ``patch height`` rows across the full width, never the whole image; the
GeoTIFF gets its final name only once complete.
"""

from __future__ import annotations

import contextlib
import os
import re
import traceback
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Union

import numpy as np
from osgeo import gdal, osr

from .class_table import (
    CLASS_ARGMAX,
    CLASS_BAND,
    CLASS_BAND_NAME,
    ClassMap,
    ClassTable,
    make_class_map,
    read_class_table,
)
from .example import (
    BYTES,
    FLOAT,
    INT64,
    ExampleDecodeError,
    decode_example,
    decode_sequence_example,
    decode_uniform_examples,
)
from .gdal_cache import bounded_gdal_cache
from .grid import KernelInference, infer_kernel, kernel_margins, tile_pixels
from .mixer import MAX_RASTER_SIDE, Mixer, read_mixer, shown
from .naming import SHARD_EXTENSION, commit_journal_path, journal_beside, mixer_beside, sidecar_beside
from .outputs import describe_write_failure, remove_quietly
from .parallel import read_ahead
from .progress import Monitor, as_monitor
from .records import PARTIAL_SUFFIX, RecordReader, count_records
from .sidecar import ExportSidecar, read_sidecar

if TYPE_CHECKING:
    PathLike = Union[str, os.PathLike]
    # A decoded record: feature name -> (kind, values).
    Decoded = dict[str, tuple[Any, Any]]
    # (path, index of the first record in that file, records [n, length] uint8): a run of pixel records.
    RowBlock = tuple[str, int, np.ndarray]
    # What writes the GeoTIFF once the import is planned: _write_raster's arguments.
    RasterWriter = Callable[..., None]

# Output data types a caller can force; None means "from the values".
DATA_TYPES: dict[str, tuple[int, Any]] = {
    "Byte": (gdal.GDT_Byte, np.uint8),
    "Int16": (gdal.GDT_Int16, np.int16),
    "UInt16": (gdal.GDT_UInt16, np.uint16),
    "Int32": (gdal.GDT_Int32, np.int32),
    "Float32": (gdal.GDT_Float32, np.float32),
    "Float64": (gdal.GDT_Float64, np.float64),
}

# Masked-out patches of an index sidecar need some nodata value when none is given.
DEFAULT_FLOAT_NODATA = -9999.0
DEFAULT_INTEGER_NODATA = 0

GEOTIFF_OPTIONS = ["TILED=YES", "COMPRESS=DEFLATE", "BIGTIFF=IF_SAFER", "NUM_THREADS=ALL_CPUS"]

PROBABILITY_STYLE = "probability"
CLASSES_STYLE = "classes"
# A single integer band with at most this many distinct values is a class map.
MAX_CLASSES = 32

PATCH_RECORDS = "patch"
PIXEL_RECORDS = "pixel"

# How many kernel sizes an error message lists as examples of lengths that would fit.
_MARGINS_SHOWN = 4

# A row of patches (one strip) is held this many times at once while writing: decoded on the read-ahead
# thread, waiting, written, and a class map's or a block row's copy.
_STRIPS_IN_MEMORY = 4
# Memory assumed where the system does not say (os.sysconf is POSIX only).
_FALLBACK_MEMORY = 16 << 30


class ImageImportError(ValueError):
    """Records that cannot be placed on the mixer's grid; the message names what and where."""


class _NeedsWiderType(Exception):  # noqa: N818 (not an error: a signal to restart wider)
    """Integer values beyond Int32 showed up after the output was created as Int32."""


class _RecordCountMismatch(Exception):  # noqa: N818 (not an error: a signal to plan again by the count)
    """The files hold another number of records than the plan needs (found out while writing)."""

    def __init__(self, count: int) -> None:
        super().__init__(count)
        self.count = count


@dataclass(frozen=True)
class _FeaturePlan:
    name: str
    kind: str
    depth: int
    count: int  # values (bytes, for a bytes feature) in each record
    margins: tuple[int, int] | None = None  # (mx, my) of this feature's tiles, patch records only; None: the plan's
    # The bands' names (from the export sidecar); None: NAME, or NAME_1 ... NAME_depth.
    names: tuple[str, ...] | None = None


@dataclass
class _Plan:
    mode: str
    margin_x: int
    margin_y: int
    features: list[_FeaturePlan]
    notes: list[str] = field(default_factory=list)
    class_map: ClassMap | None = None  # a class_table.ClassMap that turns the decoded bands into one class band

    @property
    def output_band_names(self) -> list[str]:
        """The bands of the raster written: the decoded bands, or the one class band of a class map."""
        return [CLASS_BAND_NAME] if self.class_map is not None else self.band_names

    @property
    def band_names(self) -> list[str]:
        """The bands decoded from the records, in order."""
        names: list[str] = []
        for feature in self.features:
            if feature.names is not None:
                names += list(feature.names)
            elif feature.depth == 1:
                names.append(feature.name)
            else:
                names += [f"{feature.name}_{level}" for level in range(1, feature.depth + 1)]
        return names


@dataclass
class ImportResult:
    path: str
    width: int
    height: int
    band_names: list[str]
    data_type: str  # GDAL's name, e.g. 'Float32'
    nodata: float | None  # None when the raster has no nodata value
    mode: str  # PATCH_RECORDS or PIXEL_RECORDS
    margins: tuple[int, int]  # (mx, my) cropped from every tile
    record_count: int
    notes: list[str]
    value_range: tuple[float, float] | None = None  # (least, greatest) value written outside nodata; None: no value
    classes: tuple[float, ...] | None = None  # the distinct values of a single integer band with few of them, else None
    class_names: tuple[str, ...] | None = None  # a class map's: each class's name, as ``classes`` lists them; else None
    class_colors: tuple[str, ...] | None = None  # a class map's: each class's colour '#rrggbb'; else None
    # A class map's: pixels per class value (classes without pixels left out).
    class_pixels: dict[int, int] | None = None

    @property
    def style(self) -> str | None:
        """How the raster is best shown: 'probability' (one band within 0..1), 'classes' (one band of few
        whole numbers), or None (QGIS's default stretch)."""
        if self.class_names is not None:
            return CLASSES_STYLE
        if len(self.band_names) != 1 or self.value_range is None:
            return None
        if self.classes is not None:
            return CLASSES_STYLE
        if self.data_type.startswith("Float") and 0 <= self.value_range[0] and self.value_range[1] <= 1:
            return PROBABILITY_STYLE
        return None

    @property
    def style_text(self) -> str | None:
        """The log's words for :attr:`style` (the algorithm's and the command's), or None."""
        if self.style is None:
            return None
        if self.class_names is not None:
            return "shown as classes (" + ", ".join(f"{value:g} {name}" for value, name in
                                                    zip(self.classes or (), self.class_names)) + ")"
        return f"shown as {self.style}" + (f" ({', '.join(f'{v:g}' for v in self.classes)})"
                                           if self.classes else " (a ramp over 0..1)")


# ----------------------------------------------------------------------------- options

def parse_kernel_size(value: object) -> tuple[int, int] | None:
    """(kx, ky) from None / '' (unknown), a number, 'k', 'kx,ky' or a pair; kernels are >= 1."""
    if value is None:
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        parts: list[Any] = [value]
    elif isinstance(value, str):
        text = value.strip().strip("[]()")
        if not text:
            return None
        parts = [part for part in text.replace(",", " ").split()]
    else:
        parts = list(value)  # type: ignore[call-overload]  # anything else iterable: a pair
    try:
        numbers = [float(part) for part in parts]
    except (TypeError, ValueError):
        numbers = []
    if len(numbers) == 1:
        numbers *= 2
    if len(numbers) != 2 or not all(number >= 1 and number == int(number) for number in numbers):
        raise ImageImportError(f"kernelSize must be one whole number >= 1 or two as 'kx,ky', got {value!r}")
    return int(numbers[0]), int(numbers[1])


def parse_feature_names(value: str | Iterable[object] | None) -> list[str] | None:
    """A list of feature names from None / '' (all that fit), 'a, b' or a list."""
    if value is None:
        return None
    if isinstance(value, str):
        value = value.split(",")
    names = [str(name).strip() for name in value if str(name).strip()]
    return names or None


# A FEATURES entry NAME:DEPTH declares that the feature holds DEPTH bands.
_WITH_DEPTH = re.compile(r"(?P<name>.+):(?P<depth>\d+)")


def _split_depths(wanted: list[str] | None, first: Decoded) -> tuple[list[str] | None, dict[str, int]]:
    """(names, {name: depth}) of the FEATURES entries: 'NAME:DEPTH' declares a depth, unless the record has a
    feature of that whole name."""
    if wanted is None:
        return None, {}
    names: list[str] = []
    depths: dict[str, int] = {}
    for entry in wanted:
        match = _WITH_DEPTH.fullmatch(entry)
        if entry in first or match is None:
            names.append(entry)
            continue
        name, depth = match["name"].strip(), int(match["depth"])
        if depth < 1:
            raise ImageImportError(f"FEATURES entry {entry!r}: the depth after the colon must be 1 or more")
        names.append(name)
        depths[name] = depth
    return names, depths


def _name_key(name: str) -> tuple[list[Any], str]:
    """Sorting by name with the numbers in names compared as numbers (B2 before B10); ties by the name itself."""
    parts: list[Any] = re.split(r"(\d+)", name)
    return [int(part) if index % 2 else part for index, part in enumerate(parts)], name


def band_order(names: Iterable[str], sidecar_names: Iterable[str] = ()) -> list[str]:
    """``names`` in the order an import takes them when FEATURES gives none (the import dialog lists them so).

    The export's own features (``sidecar_names``, its sidecar's) in its order, then the others sorted by name
    (numbers as numbers: B2 before B10). Never the order of the keys inside a record: a protobuf map has
    none, and TensorFlow writes the keys of one dict in another order than it was given.
    """
    present = list(dict.fromkeys(names))
    own = [name for name in dict.fromkeys(sidecar_names) if name in present]
    return own + sorted((name for name in present if name not in own), key=_name_key)


def _in_band_order(first: Decoded, export_sidecar: ExportSidecar | None) -> tuple[Decoded, str]:
    """The first record's features in :func:`band_order`, and the words for that order."""
    described = [feature.name for feature in export_sidecar.features] if export_sidecar is not None else []
    ordered = band_order(first, described)
    own = any(name in described for name in first)
    if own and not all(name in described for name in first):
        words = "the export sidecar's order, then the others sorted by name"
    else:
        words = "the export sidecar's order" if own else "sorted by name"
    return {name: first[name] for name in ordered}, words


def _band_sources(plan: _Plan, order: str) -> str:
    """The log's line of which band comes from which feature: 'bands (sorted by name): 1 a <- 'a', 2-5 ...'."""
    parts = []
    band = 1
    names = plan.band_names
    for feature in plan.features:
        if feature.depth == 1:
            parts.append(f"{band} {names[band - 1]} <- {feature.name!r}")
        else:
            last = band + feature.depth - 1
            parts.append(f"{band}-{last} {names[band - 1]}..{names[last - 1]} <- {feature.name!r}")
        band += feature.depth
    return f"bands ({order}): " + ", ".join(parts)


# A shard name: stem, number, extension; the number orders the shards ('pred-2' before 'pred-10').
_NUMBERED = re.compile(r"(?P<stem>.*?)(?P<number>\d+)(?P<extension>" + SHARD_EXTENSION + r"|\.gz)?")


def _numbered(path: str) -> tuple[str, int, str] | None:
    """(stem, number, extension) of a shard's file name, or None when the name ends in no number."""
    match = _NUMBERED.fullmatch(os.path.basename(path))
    return None if match is None else (match["stem"], int(match["number"]), match["extension"] or "")


def _listing(paths: Sequence[str], limit: int = 6) -> str:
    names = [os.path.basename(path) for path in paths]
    return ", ".join(names[:limit]) + (f", ... ({len(names)} files)" if len(names) > limit else "")


def files_in_numbered_order(paths: Iterable[PathLike]) -> list[str]:
    """Files found together (in a folder, or picked in a file dialog) in the order their numbers give.

    Numbers sort as numbers, so 'pred-2' comes before 'pred-10' as a training
    script that does not zero-pad means it. When the names do not tell an order
    (no number, several stems, or one number twice) the import stops and names
    the files: records continue across the files, so a guessed order would
    scramble the tiles without a word.
    """
    files = [os.fspath(path) for path in paths]
    if len(files) <= 1:
        return files
    numbered = {path: _numbered(path) for path in files}
    unnumbered = [path for path, parts in numbered.items() if parts is None]
    parsed = {path: parts for path, parts in numbered.items() if parts is not None}
    if unnumbered:
        raise ImageImportError(f"cannot tell the order of the files: {_listing(unnumbered)} "
                               f"{'has' if len(unnumbered) == 1 else 'have'} no number at the end of the name; "
                               "records continue across the files, so give the files as a list in the order "
                               "they were written")
    stems = sorted({(parts[0], parts[2]) for parts in parsed.values()})
    if len(stems) > 1:
        series = ", ".join(stem + "<n>" + extension for stem, extension in stems)
        raise ImageImportError(f"cannot tell the order of the files: they are numbered in {len(stems)} series "
                               f"({series}); choose the files of one export, or give them as a list in the order "
                               "they were written")
    by_number: dict[int, list[str]] = {}
    for path, (_, number, _) in parsed.items():
        by_number.setdefault(number, []).append(path)
    repeated = [group for group in by_number.values() if len(group) > 1]
    if repeated:
        raise ImageImportError(f"cannot tell the order of the files: {_listing(repeated[0])} carry the same "
                               "number; keep one of them")
    return [by_number[number][0] for number in sorted(by_number)]


def files_in_given_order(paths: Iterable[PathLike]) -> list[str]:
    """Files given as a list, in the order given; refused when their names' numbers say otherwise.

    A list is read as given (a model's outputs need not follow any naming). But
    a list of numbered files out of numbered order (a file dialog that sorted
    'pred-10' before 'pred-2', or a reversed list) is almost surely a mistake
    that would scramble the tiles silently, so it stops with both orders named.
    """
    files = [os.fspath(path) for path in paths]
    try:
        numbered = files_in_numbered_order(files)
    except ImageImportError:
        return files  # the names tell no order: the list's is the only one
    if numbered != files:
        raise ImageImportError(f"the files are listed as {_listing(files)} but numbered {_listing(numbered)}: "
                               "records continue across the files in the order given, so list them in the "
                               "order they were written (or rename them)")
    return files


# Shard names of one export found in a folder: PREFIX-<number>.tfrecord(.gz, .zz, ...), any number of digits.
_PREFIXED_SHARD = re.compile(r"(.+)-\d+" + SHARD_EXTENSION)
_FOLDER_SHARD = re.compile(r"\d+" + SHARD_EXTENSION)


def _numbered_shards(folder: str, prefix: str) -> list[str]:
    """The shards named ``PREFIX-<n>.tfrecord(.gz)`` (or ``<n>.tfrecord(.gz)`` for a folder prefix), unordered."""
    if not os.path.isdir(folder):
        return []
    if not prefix or prefix.endswith("/"):
        inside = os.path.join(folder, prefix)
        if not os.path.isdir(inside):
            return []
        return [os.path.join(inside, name) for name in os.listdir(inside) if _FOLDER_SHARD.fullmatch(name)]
    stem = prefix + "-"
    return [os.path.join(folder, name) for name in os.listdir(folder)
            if name.startswith(stem) and _FOLDER_SHARD.fullmatch(name[len(stem):])]


def _stopped_export(where: str, journal: str | None) -> ImageImportError:
    """The files of an export that was killed while it renamed them (its commit journal is left: :mod:`.outputs`)."""
    return ImageImportError(f"{where}: the export writing these files was stopped while it renamed them ({journal} "
                            "lists them): run that export again, which first puts back the earlier export or "
                            "finishes the new one")


def find_export(folder: PathLike, prefix: str | None = "") -> tuple[list[str], str | None]:
    """(shards in numbered order, mixer or index path or None) of the export named ``prefix`` in ``folder``.

    With no prefix the folder's own export is used: folder-style names
    (``00000.tfrecord.gz``), else the one ``PREFIX-00000...`` export there.
    Shard numbers sort as numbers, zero-padded (EE's) or not.
    """
    folder = os.fspath(folder)
    prefix = prefix or ""
    shards = _numbered_shards(folder, prefix)
    if not shards and not prefix and os.path.isdir(folder):
        prefixes = sorted({match.group(1) for match in map(_PREFIXED_SHARD.fullmatch, os.listdir(folder)) if match})
        if len(prefixes) > 1:
            raise ImageImportError(f"{folder} holds several exports ({', '.join(prefixes)}): give the prefix")
        if prefixes:
            shards = _numbered_shards(folder, prefixes[0])
    if not shards and os.path.exists(commit_journal_path(folder, prefix)):
        raise _stopped_export(folder, commit_journal_path(folder, prefix))
    if not shards:
        named = f"named {prefix}-00000.tfrecord(.gz), ... " if prefix and not prefix.endswith("/") else ""
        raise ImageImportError(f"no TFRecord shards {named}found in {folder}")
    shards = files_in_numbered_order(shards)
    return shards, mixer_beside(shards)


# ----------------------------------------------------------------------------- records

def _records_in_order(paths: Iterable[str]) -> Iterator[tuple[str, int, bytes]]:
    """(path, index in that file, record bytes) for every record, across the files in order."""
    for path in paths:
        for index, record in enumerate(RecordReader(path)):
            yield path, index, record


def _values_of(kind: str | None, values: Any) -> np.ndarray:
    """A feature's values as one flat numpy array (a bytes list: its bytes, as uint8 pixels)."""
    if kind == BYTES:
        return np.frombuffer(values[0] if len(values) == 1 else b"".join(values), dtype=np.uint8)
    if kind is None:
        return np.zeros(0, dtype=np.float32)
    return values


def _value_count(kind: str | None, values: Any) -> int:
    if kind == BYTES:
        return sum(len(value) for value in values)
    return 0 if kind is None else len(values)


# ----------------------------------------------------------------------------- layout

def _tile_pixels(mixer: Mixer, margin_x: int, margin_y: int) -> int:
    return tile_pixels(mixer.patch_width, mixer.patch_height, margin_x, margin_y)


def _fitting_lengths(mixer: Mixer, kernel_size: tuple[int, int] | None) -> str:
    """Words for the value counts a feature may have, for error messages."""
    pw, ph = mixer.patch_width, mixer.patch_height
    if kernel_size is not None:
        tile = _tile_pixels(mixer, *kernel_margins(*kernel_size))
        return (f"with kernelSize {kernel_size[0]},{kernel_size[1]} a {pw}x{ph} patch needs {tile} values "
                f"a band (a multiple of {tile} for a 3-D feature)")
    with_margins = ", ".join(f"{_tile_pixels(mixer, m, m)} (kernelSize {2 * m + 1})"
                             for m in range(1, _MARGINS_SHOWN + 1))
    return (f"a {pw}x{ph} patch needs {pw * ph} values a band without kernel margins, or with "
            f"margins {with_margins}, ...; a 3-D feature holds a multiple of these (for a kernel that is "
            "not square, give kernelSize as kx,ky)")


def _source(path: str, index: int) -> str:
    return f"record {index} of {path}"


def _decode(record: bytes, path: str, index: int) -> Decoded:
    """name -> (kind, values) of one record; a record that is no Example names itself."""
    try:
        return decode_example(record, with_kinds=True)
    except ExampleDecodeError as error:
        raise ImageImportError(f"{_source(path, index)} is not a tf.train.Example: {error}") from error


def _chosen_names(first: Decoded, where: str, wanted: list[str] | None) -> list[str]:
    names = wanted if wanted is not None else list(first)
    for name in names:
        if name not in first:
            raise ImageImportError(f"feature {name!r} is not in {where}, which has: {', '.join(first) or 'none'}")
    return names


def _inference(first: Decoded, names: list[str], mixer: Mixer, kernel_size: tuple[int, int] | None) -> KernelInference:
    counts = {name: _value_count(*first[name]) for name in names}
    return infer_kernel(counts, mixer.patch_width, mixer.patch_height, kernel_size)


def _unfit_error(first: Decoded, where: str, mixer: Mixer, wanted: list[str] | None,
                 kernel_size: tuple[int, int] | None) -> ImageImportError:
    names = _chosen_names(first, where, wanted)
    inference = _inference(first, names, mixer, kernel_size)
    described = "; ".join(f"feature {name!r} has {inference.counts[name]} values" for name in inference.unfit)
    return ImageImportError(
        f"{described} in {where}, which fits neither layout: {_fitting_lengths(mixer, kernel_size)}; "
        f"per-pixel records instead hold one value a feature (or its depth), one record a tile pixel")


def ambiguity_error(inference: KernelInference) -> ImageImportError:
    """The import's refusal when the value counts leave the kernel open (the dialog shows the same words)."""
    return ImageImportError(f"cannot tell the kernel margins from the value counts, {inference.describe_choices()}; "
                            "give kernelSize as kx,ky")


def _plan_patch_records(first: Decoded, where: str, mixer: Mixer, wanted: list[str] | None,
                        kernel_size: tuple[int, int] | None) -> _Plan | None:
    """Features, depths and margins of records that each hold one patch; None if no feature fits one."""
    names = _chosen_names(first, where, wanted)
    inference = _inference(first, names, mixer, kernel_size)
    if not inference.margins and not inference.choices:
        return None
    if wanted is not None and inference.unfit:
        raise _unfit_error(first, where, mixer, list(inference.unfit), kernel_size)
    if inference.choices:
        raise ambiguity_error(inference)
    notes = [f"feature {name!r} ignored: its value count ({inference.counts[name]}) fits no patch layout"
             for name in inference.unfit]
    features = [_FeaturePlan(name, first[name][0], inference.depths[name], inference.counts[name],
                             inference.margins[name]) for name in names if name in inference.margins]
    return _Plan(PATCH_RECORDS, inference.margin_x, inference.margin_y, features, notes)


def _plan_pixel_records(first: Decoded, where: str, mixer: Mixer, wanted: list[str] | None, margin_x: int,
                        margin_y: int) -> _Plan:
    """Features of records that each hold one pixel: a feature's value count is its depth."""
    names = _chosen_names(first, where, wanted)
    features = []
    notes = []
    for name in names:
        kind, values = first[name]
        count = _value_count(kind, values)
        if count:
            features.append(_FeaturePlan(name, kind, count, count))
        elif wanted is not None:
            raise ImageImportError(f"feature {name!r} has no values in {where}")
        else:
            notes.append(f"feature {name!r} ignored: it has no values")
    if not features:
        raise ImageImportError(f"{where} has no feature with values")
    return _Plan(PIXEL_RECORDS, margin_x, margin_y, features, notes)


def _pixel_margins(record_count: int, mixer: Mixer, kernel_size: tuple[int, int] | None) -> tuple[int, int] | None:
    """(mx, my) if ``record_count`` is one record for each pixel of every tile, else None."""
    patches = mixer.record_count
    if record_count <= patches or record_count % patches:
        return None
    # The same inference as patch records: a tile's pixel count is one record a pixel, depth 1.
    inference = infer_kernel({"records": record_count // patches}, mixer.patch_width, mixer.patch_height,
                             kernel_size)
    margins = inference.margins.get("records")
    if margins is None or inference.depths["records"] != 1:
        return None
    return margins


def _raise_if_the_count_cannot_fit(paths: list[str], mixer: Mixer, kernel_size: tuple[int, int] | None) -> None:
    """The record-count error, when the files hold neither a record a patch nor a record a tile pixel."""
    record_count = sum(count_records(path) for path in paths)
    if record_count != mixer.record_count and _pixel_margins(record_count, mixer, kernel_size) is None:
        raise _count_error(record_count, mixer, kernel_size) from None


def _count_error(record_count: int, mixer: Mixer, kernel_size: tuple[int, int] | None) -> ImageImportError:
    patches = mixer.record_count
    what = (f"the index file's patchIndices list {patches} patches" if mixer.patch_indices is not None
            else f"the mixer's totalPatches is {shown(patches)}")
    if kernel_size is not None:
        pixel_total = patches * _tile_pixels(mixer, *kernel_margins(*kernel_size))
        per_pixel = f"{pixel_total} with kernelSize {kernel_size[0]},{kernel_size[1]}"
    else:
        per_pixel = (f"{patches} x tile pixels, e.g. {patches * _tile_pixels(mixer, 0, 0)} without margins "
                     "(for a kernel that is not square, give kernelSize as kx,ky)")
    named = f" ({mixer.path})" if mixer.path else ""
    return ImageImportError(f"the files hold {record_count} records but {what}{named}: "
                            f"one record a patch needs {patches} records, per-pixel records {per_pixel}")


# ----------------------------------------------------------------------------- output

def _value_dtype(plan: _Plan) -> np.dtype:
    """The numpy type that holds every chosen feature's values exactly."""
    kinds = {feature.kind for feature in plan.features}
    dtypes = [{FLOAT: np.float32, INT64: np.int64, BYTES: np.uint8}[kind] for kind in kinds]
    return np.result_type(*dtypes)


def _output_type_name(value_dtype: np.dtype, data_type: str | None) -> str:
    if data_type is not None:
        return data_type
    if value_dtype == np.uint8:
        return "Byte"
    if value_dtype == np.int64:
        return "Int32"
    return "Float32" if value_dtype == np.float32 else "Float64"


def _checked_nodata(nodata: float, type_name: str) -> float:
    numpy_type = np.dtype(DATA_TYPES[type_name][1])
    if numpy_type.kind in "iu":
        limits = np.iinfo(numpy_type)
        if not np.isfinite(nodata) or nodata != int(nodata) or not limits.min <= nodata <= limits.max:
            raise ImageImportError(f"nodata value {nodata} does not fit the output type {type_name} "
                                   f"(whole numbers {limits.min} to {limits.max})")
        return int(nodata)
    return float(nodata)


def _spatial_reference(crs: str) -> osr.SpatialReference:
    reference = osr.SpatialReference()
    try:
        failed = reference.SetFromUserInput(crs) != 0
    except RuntimeError:
        failed = True
    if failed:
        raise ImageImportError(f"the mixer's CRS {crs!r} is not one GDAL knows")
    return reference


def _gdal_failure(what: str) -> OSError:
    return OSError(f"GDAL could not {what}: {gdal.GetLastErrorMsg() or 'no reason given'}")


def _block_height(patch_height: int) -> int:
    """Tiles one patch row high where TIFF allows it (a multiple of 16), so each strip completes its tiles."""
    return patch_height if patch_height % 16 == 0 and patch_height <= 512 else 256


def _create_geotiff(path: str, mixer: Mixer, plan: _Plan, type_name: str, nodata: float | None) -> gdal.Dataset:
    options = GEOTIFF_OPTIONS + [f"BLOCKYSIZE={_block_height(mixer.patch_height)}"]
    names = plan.output_band_names
    dataset = gdal.GetDriverByName("GTiff").Create(path, mixer.width, mixer.height, len(names),
                                                   DATA_TYPES[type_name][0], options)
    if dataset is None:
        raise _gdal_failure(f"create {path}")
    dataset.SetGeoTransform(mixer.geotransform)
    dataset.SetProjection(_spatial_reference(mixer.crs).ExportToWkt())
    for number, name in enumerate(names, start=1):
        band = dataset.GetRasterBand(number)
        band.SetDescription(name)
        if nodata is not None:
            band.SetNoDataValue(nodata)
    if plan.class_map is not None:
        _describe_classes(dataset.GetRasterBand(1), plan.class_map, type_name)
    return dataset


def _describe_classes(band: gdal.Band, class_map: ClassMap, type_name: str) -> None:
    """The class names (and, where GeoTIFF allows a palette, the colours) in the file, for GIS other than QGIS."""
    values = class_map.values
    if min(values) >= 0 and max(values) < 1024:
        names = [""] * (max(values) + 1)
        for value, name in zip(values, class_map.names):
            names[value] = name
        band.SetCategoryNames(names)
    if type_name in ("Byte", "UInt16"):
        table = gdal.ColorTable()  # GeoTIFF keeps a palette for Byte and UInt16 bands only
        for value, color in zip(values, class_map.colors):
            table.SetColorEntry(value, tuple(int(color[i:i + 2], 16) for i in (1, 3, 5)) + (255,))
        table.SetColorEntry(class_map.nodata, (0, 0, 0, 0))
        band.SetRasterColorTable(table)
        band.SetRasterColorInterpretation(gdal.GCI_PaletteIndex)


# ----------------------------------------------------------------------------- mosaicking

class _PatchReader:
    """Turns decoded records into (bands, ph, pw) patches, margins cropped, checking each record."""

    def __init__(self, plan: _Plan, mixer: Mixer, first_where: str) -> None:
        self.plan = plan
        self.mixer = mixer
        self.first_where = first_where
        self.tile_width = mixer.patch_width + 2 * plan.margin_x
        self.tile_height = mixer.patch_height + 2 * plan.margin_y

    def values(self, decoded: Decoded, feature: _FeaturePlan, path: str, index: int) -> np.ndarray:
        entry = decoded.get(feature.name)
        if entry is None:
            raise ImageImportError(f"feature {feature.name!r} is missing from {_source(path, index)} "
                                   f"(it was in {self.first_where})")
        kind, values = entry
        count = _value_count(kind, values)
        if kind != feature.kind or count != feature.count:
            raise ImageImportError(f"feature {feature.name!r} has {count} {kind} values in {_source(path, index)} "
                                   f"but {feature.count} {feature.kind} values in {self.first_where}")
        return _values_of(kind, values)

    def crop(self, tiles: np.ndarray) -> np.ndarray:
        """(bands, th, tw) -> the patch core (bands, ph, pw)."""
        mx, my = self.plan.margin_x, self.plan.margin_y
        return tiles[:, my:my + self.mixer.patch_height, mx:mx + self.mixer.patch_width]

    def patch_from_record(self, record: bytes, path: str, index: int) -> np.ndarray:
        decoded = _decode(record, path, index)
        pw, ph = self.mixer.patch_width, self.mixer.patch_height
        layers = []
        for feature in self.plan.features:
            mx, my = feature.margins or (self.plan.margin_x, self.plan.margin_y)
            tiles = self.values(decoded, feature, path, index).reshape(feature.depth, ph + 2 * my, pw + 2 * mx)
            layers.append(tiles[:, my:my + ph, mx:mx + pw])
        return layers[0] if len(layers) == 1 else np.concatenate(layers)

    def patch_from_pixel_records(self, blocks: list[RowBlock]) -> np.ndarray:
        """One tile from its pixel records, row-major with margins; values gathered, then reshaped.

        ``blocks``: ``[(path, index of the first record, rows [n, length] uint8), ...]``.
        """
        columns = self._uniform_columns(blocks)
        if columns is None:
            columns = self._columns_record_by_record(
                [(path, first + offset, row.tobytes()) for path, first, rows in blocks
                 for offset, row in enumerate(rows)])
        layers = [column.reshape(self.tile_height, self.tile_width, feature.depth).transpose(2, 0, 1)
                  for column, feature in zip(columns, self.plan.features)]
        return self.crop(layers[0] if len(layers) == 1 else np.concatenate(layers))

    def _uniform_columns(self, blocks: list[RowBlock]) -> list[np.ndarray] | None:
        """Each feature's values for all the tile's records at once, when they share one layout (else None)."""
        if len({rows.shape[1] for _, _, rows in blocks}) != 1:
            return None
        rows = blocks[0][2] if len(blocks) == 1 else np.concatenate([rows for _, _, rows in blocks])
        decoded = decode_uniform_examples(rows)
        if decoded is None:
            return None
        columns: list[np.ndarray] = []
        for feature in self.plan.features:
            kind, values = decoded.get(feature.name, (None, None))
            if kind != feature.kind or values is None or values.shape[1] != feature.count:
                return None  # the record-by-record path names the record at fault
            columns.append(values)
        return columns

    def _columns_record_by_record(self, records: list[tuple[str, int, bytes]]) -> list[np.ndarray]:
        columns: list[list[np.ndarray]] = [[] for _ in self.plan.features]
        for path, index, record in records:
            decoded = _decode(record, path, index)
            for column, feature in zip(columns, self.plan.features):
                column.append(self.values(decoded, feature, path, index))
        return [np.concatenate(column) for column in columns]


class _CountedRecords:
    """The records of all files in order, counting those taken."""

    def __init__(self, paths: list[str]) -> None:
        self._records = _records_in_order(paths)
        self.count = 0

    def __iter__(self) -> _CountedRecords:
        return self

    def __next__(self) -> tuple[str, int, bytes]:
        item = next(self._records)
        self.count += 1
        return item

    def count_the_rest(self) -> int:
        for _ in self._records:
            self.count += 1
        return self.count


class _CountedRecordRows:
    """The records of all files in order as blocks of rows (pixel records are many and small)."""

    def __init__(self, paths: list[str]) -> None:
        self._blocks = ((path, first, rows) for path in paths for first, rows in RecordReader(path).record_rows())
        self._pending: RowBlock | None = None
        self.count = 0

    def take(self, wanted: int) -> list[RowBlock]:
        """Blocks holding the next ``wanted`` records (fewer only at the end of the files)."""
        blocks = []
        while wanted:
            block = self._pending or next(self._blocks, None)
            self._pending = None
            if block is None:
                break
            path, first, rows = block
            if len(rows) > wanted:
                self._pending = (path, first + wanted, rows[wanted:])
                block = (path, first, rows[:wanted])
            blocks.append(block)
            wanted -= len(block[2])
            self.count += len(block[2])
        return blocks

    def count_the_rest(self) -> int:
        while self.take(1 << 20):
            pass
        return self.count


def _patches(records: Any, plan: _Plan, reader: _PatchReader) -> Iterator[tuple[int, np.ndarray]]:
    """(records done, patch) for each record (patch mode) or each tile's records (pixel mode)."""
    if plan.mode == PATCH_RECORDS:
        for path, index, record in records:
            yield records.count, reader.patch_from_record(record, path, index)
        return
    tile_pixels = reader.tile_width * reader.tile_height
    while True:
        blocks = records.take(tile_pixels)
        if sum(len(rows) for _, _, rows in blocks) < tile_pixels:
            return
        yield records.count, reader.patch_from_pixel_records(blocks)


def _grid_indices(mixer: Mixer) -> Sequence[int]:
    if mixer.patch_indices is None:
        return range(mixer.total_patches)
    indices = mixer.patch_indices
    if any(later <= earlier for earlier, later in zip(indices, indices[1:])):
        raise ImageImportError("the index sidecar's patchIndices must increase: records come in patch order")
    return indices


def _extremes(strip: np.ndarray, nodata: float | None) -> tuple[float, float] | None:
    """(least, greatest) of the values in ``strip`` other than ``nodata`` and NaN, as Python numbers; None
    when there is none.

    Without copies of the strip: fmin and fmax pass over NaN, and a nodata value that is not an extreme of
    all the values cannot be one of the others, so only a strip whose extreme is nodata is looked at again.
    """
    flat = strip.reshape(-1)
    if not flat.size:
        return None
    least, greatest = np.minimum.reduce(flat), np.maximum.reduce(flat)
    if flat.dtype.kind == "f" and (np.isnan(least) or np.isnan(greatest)):
        least, greatest = np.fmin.reduce(flat), np.fmax.reduce(flat)  # slower, but they pass over NaN
    if nodata is not None and (least == nodata or greatest == nodata):
        valid = flat != nodata
        limits = np.finfo(flat.dtype) if flat.dtype.kind == "f" else np.iinfo(flat.dtype)
        if least == nodata:
            least = np.fmin.reduce(flat, where=valid, initial=limits.max)
        if greatest == nodata:
            greatest = np.fmax.reduce(flat, where=valid, initial=limits.min)
    if np.isnan(least) or least > greatest:  # only NaN; or nothing (or only NaN) besides nodata
        return None
    return least.item(), greatest.item()


class _ValueSummary:
    """The range of the values written (nodata left out), and a single integer band's few distinct values."""

    def __init__(self, nodata: float | None, band_count: int, integer: bool, max_distinct: int = MAX_CLASSES,
                 any_span: bool = False) -> None:
        self.nodata = nodata
        self.least: float | None = None
        self.greatest: float | None = None
        self.distinct: set[float] | None = set() if band_count == 1 and integer else None
        self.max_distinct = max_distinct
        self.any_span = any_span  # keep the distinct values however far apart (a class map's are known to be few)
        self.counts: dict[float, int] = {}  # pixels per value, while the distinct values are kept
        self.unknown: dict[int, int] = {}  # a class map's: pixels per value of a band of class numbers that is no class

    def add(self, strip: np.ndarray) -> None:
        extremes = _extremes(strip, self.nodata)
        if extremes is None:
            return
        least, greatest = extremes
        self.least = least if self.least is None else min(self.least, least)
        self.greatest = greatest if self.greatest is None else max(self.greatest, greatest)
        if self.distinct is not None:
            if self.greatest - self.least > 1 << 16 and not self.any_span:
                self.distinct = None
            else:
                values = strip if self.nodata is None else strip[strip != self.nodata]
                found, counts = np.unique(values, return_counts=True)
                self.distinct.update(found.tolist())
                for value, count in zip(found.tolist(), counts.tolist()):
                    self.counts[value] = self.counts.get(value, 0) + count
                if len(self.distinct) > self.max_distinct:
                    self.distinct = None

    def merge(self, other: _ValueSummary) -> None:
        """Add the summary of other strips (a Dask partition's) as if their strips were added here."""
        for unknown, count in other.unknown.items():
            self.unknown[unknown] = self.unknown.get(unknown, 0) + count
        if other.least is None or other.greatest is None:
            return
        self.least = other.least if self.least is None else min(self.least, other.least)
        self.greatest = other.greatest if self.greatest is None else max(self.greatest, other.greatest)
        if self.distinct is not None:
            if other.distinct is None or (self.greatest - self.least > 1 << 16 and not self.any_span):
                self.distinct = None
            else:
                self.distinct.update(other.distinct)
                for value, count in other.counts.items():
                    self.counts[value] = self.counts.get(value, 0) + count
                if len(self.distinct) > self.max_distinct:
                    self.distinct = None

    @property
    def value_range(self) -> tuple[float, float] | None:
        return None if self.least is None or self.greatest is None else (self.least, self.greatest)

    @property
    def classes(self) -> tuple[float, ...] | None:
        return tuple(sorted(self.distinct)) if self.distinct else None


def decoded_patch_rows(mixer: Mixer, plan: _Plan, reader: _PatchReader, records: Any, fill: float,
                       strip_dtype: np.dtype, check_int32: bool, expected: int,
                       values_seen: _ValueSummary) -> Iterator[tuple[int, np.ndarray]]:
    """(records done, strip [bands, ph, width]) of each row of patches in turn, the patches decoded into place.

    The one decoding path of an import: this process's (:func:`_write_patches`,
    on a read-ahead thread) and each Dask task's for its partition of patch rows
    (:func:`.distributed.import_partition`, ``mixer`` then that partition's).
    After the last row, ``records`` must hold exactly ``expected`` records
    (else :class:`_RecordCountMismatch`). Every strip is added to ``values_seen``
    (a :class:`_ValueSummary`), the import's range and classes.
    """
    pw, ph = mixer.patch_width, mixer.patch_height
    int32 = np.iinfo(np.int32)
    patches = _patches(records, plan, reader)
    grid_indices = iter(_grid_indices(mixer))
    next_index = next(grid_indices, None)
    done = 0
    shape = (len(plan.band_names), ph, mixer.width)
    # Without an index sidecar every patch of a row has its record (else _RecordCountMismatch stops the
    # import before the strip is used), so no pixel keeps the fill: one pass less over each strip.
    every_patch = mixer.patch_indices is None
    for row in range(mixer.rows):
        strip = np.empty(shape, dtype=strip_dtype) if every_patch else np.full(shape, fill, dtype=strip_dtype)
        while next_index is not None and next_index // mixer.patches_per_row == row:
            taken = next(patches, None)
            if taken is None:
                raise _RecordCountMismatch(records.count)
            done, patch = taken
            if check_int32 and patch.size and (patch.min() < int32.min or patch.max() > int32.max):
                raise _NeedsWiderType()
            column = next_index % mixer.patches_per_row
            strip[:, :, column * pw:(column + 1) * pw] = patch
            next_index = next(grid_indices, None)
        if plan.class_map is not None:
            strip = plan.class_map.classify(strip, values_seen.unknown)
        values_seen.add(strip)
        yield done, strip
    if records.count_the_rest() != expected:
        raise _RecordCountMismatch(records.count)


def _block_rows(strips: Iterable[np.ndarray], block_height: int) -> Iterator[tuple[int, np.ndarray]]:
    """(top row, rows [bands, block_height, width]) of whole rows of blocks, from strips of any height.

    GDAL then compresses each tile once, complete: a tile written in parts waits
    in its cache and, once evicted, is read back and decompressed to be finished.
    """
    buffer = None
    filled = top = 0
    for strip in strips:
        if buffer is None and strip.shape[1] == block_height:
            yield top, strip  # the usual case: a row of patches is a row of tiles
            top += block_height
            continue
        if buffer is None:
            buffer = np.empty(strip.shape[:1] + (block_height,) + strip.shape[2:], dtype=strip.dtype)
        offset = 0
        while offset < strip.shape[1]:
            taken = min(strip.shape[1] - offset, block_height - filled)
            buffer[:, filled:filled + taken] = strip[:, offset:offset + taken]
            filled += taken
            offset += taken
            if filled == block_height:
                yield top, buffer
                top += block_height
                filled = 0
    if buffer is not None and filled:
        yield top, buffer[:, :filled]


def value_summary(plan: _Plan, type_name: str, nodata: float | None) -> _ValueSummary:
    """An empty :class:`_ValueSummary` of an import to ``type_name``."""
    integer = np.dtype(DATA_TYPES[type_name][1]).kind in "iu"
    if plan.class_map is not None:
        return _ValueSummary(nodata, 1, True, len(plan.class_map.values), any_span=True)
    return _ValueSummary(nodata, len(plan.output_band_names), integer)


def _write_patches(dataset: gdal.Dataset, mixer: Mixer, plan: _Plan, reader: _PatchReader, records: Any, fill: float,
                   strip_dtype: np.dtype, check_int32: bool, expected: int, monitor: Monitor,
                   values_seen: _ValueSummary) -> None:
    """Mosaic the patches a row of patches at a time, written as whole rows of tiles.

    The records are read, inflated and decoded on a worker thread while GDAL
    (which releases the GIL) compresses and writes the rows before, so memory
    holds a few strips of ph rows across the width, never the whole image.
    """
    block_height = dataset.GetRasterBand(1).GetBlockSize()[1]
    progress: list[int] = []

    def strips_reported(strips: Iterable[tuple[int, np.ndarray]]) -> Iterator[np.ndarray]:
        for done, strip in strips:
            progress.append(done)
            yield strip

    with contextlib.closing(read_ahead(decoded_patch_rows(mixer, plan, reader, records, fill, strip_dtype,
                                                          check_int32, expected, values_seen))) as strips:
        for top, rows in _block_rows(strips_reported(strips), block_height):
            if dataset.WriteArray(rows, 0, top) != 0:
                raise _gdal_failure(f"write row {top} of the raster")
            # Compress and write the finished tiles now rather than holding them in GDAL's cache.
            dataset.FlushCache()
            monitor.progress(progress[-1], expected)


def _remove_quietly(*paths: str) -> None:
    for path in paths:
        remove_quietly(path)


def strip_values(plan: _Plan, type_name: str, nodata: float | None) -> tuple[np.dtype, float]:
    """(dtype, fill) of the strips patches are placed in: wide enough for the values and for the output
    type's nodata value alike, filled with nodata (0 without). A class map's strips are floats filled with NaN,
    so that a pixel no record covers stays apart from every value a model predicts."""
    if plan.class_map is not None:
        return np.result_type(_value_dtype(plan), np.float32), np.nan
    return np.result_type(_value_dtype(plan), DATA_TYPES[type_name][1]), nodata if nodata is not None else 0


def _close_failed_dataset(dataset: gdal.Dataset) -> None:
    """Close a dataset whose writing failed, dropping the error its close meets again (a full disk).

    Closing flushes what GDAL still holds, which fails as the write did. Left to the dataset's destructor
    (``dataset = None``), GDAL 3.6's bindings raise that error where Python can only print it, as an
    "Exception ignored in delete_Dataset" traceback beside the message that already names the file.
    """
    # The destructor, called here so that its error can be caught; the wrapper disowns the dataset first, so
    # it runs once. (Not GDAL 3.8's Dataset.Close(): in QGIS 3.40's GDAL 3.10, dropping the dataset after a
    # Close() that raised on a full disk segfaulted.)
    destroy = type(dataset).__swig_destroy__
    dataset.this.disown()
    try:
        destroy(dataset)
    except RuntimeError:
        pass


def _check_blocks_written(path: str) -> None:
    """Raise unless every block of the closed GeoTIFF ``path`` lies whole inside the file.

    GDAL 3.10 (QGIS 3.40) reports a block it could not write on a full disk, while its cache evicts it, only
    as an error message, raising nothing: the closed file is short, its directory pointing past its end, and
    the import would say it succeeded. The directory is read back instead of trusting what GDAL raised.
    """
    size = os.path.getsize(path)
    dataset = gdal.Open(path)
    pixel_interleaved = dataset.GetMetadataItem("INTERLEAVE", "IMAGE_STRUCTURE") == "PIXEL"
    for number in [1] if pixel_interleaved else range(1, dataset.RasterCount + 1):
        band = dataset.GetRasterBand(number)
        block_x, block_y = band.GetBlockSize()
        for y in range(-(-dataset.RasterYSize // block_y)):
            for x in range(-(-dataset.RasterXSize // block_x)):
                offset = int(band.GetMetadataItem(f"BLOCK_OFFSET_{x}_{y}", "TIFF") or 0)
                length = int(band.GetMetadataItem(f"BLOCK_SIZE_{x}_{y}", "TIFF") or 0)
                if not offset or offset + length > size:
                    raise OSError(f"GDAL could not write the raster: its block {x},{y} of band {number} is "
                                  f"missing from the file ({size} bytes were written)")


@bounded_gdal_cache()
def write_geotiff(output_path: str, mixer: Mixer, plan: _Plan, type_name: str, nodata: float | None,
                  fill_raster: Callable[[gdal.Dataset], None]) -> None:
    """Create the GeoTIFF under a temporary name, ``fill_raster(dataset)``, rename it when complete; on any
    failure delete it."""
    partial = output_path + PARTIAL_SUFFIX
    dataset = None
    try:
        dataset = _create_geotiff(partial, mixer, plan, type_name, nodata)
        fill_raster(dataset)
        dataset.FlushCache()
        dataset = None  # closes the file
        _check_blocks_written(partial)
        os.replace(partial, output_path)
        if os.path.exists(partial + ".aux.xml"):
            os.replace(partial + ".aux.xml", output_path + ".aux.xml")
    except BaseException as error:
        # The traceback's frames hold the dataset too: cleared, it closes now, before its file is deleted
        # (an open dataset keeps a deleted file's space and its folder busy).
        traceback.clear_frames(error.__traceback__)
        if dataset is not None:
            _close_failed_dataset(dataset)
        dataset = None
        failure = _write_failure(error, partial, output_path)  # before the file goes: its room tells a full disk
        _remove_quietly(partial, partial + ".aux.xml")
        if failure is not None:
            raise failure from error
        raise


def _write_failure(error: BaseException, partial: str, output_path: str) -> OSError | None:
    """GDAL's failure to write the GeoTIFF (a full disk, a read-only file system, a folder that went away) as an
    error naming ``output_path``, not its temporary name; None for any other error."""
    detail = str(error).replace(partial, output_path)
    if isinstance(error, RuntimeError):  # GDAL's exceptions
        detail = f"GDAL could not write the raster: {detail}"
    elif not (isinstance(error, OSError) and detail.startswith("GDAL could not")):  # not _gdal_failure's
        return None
    return OSError(describe_write_failure(output_path, detail))


def _write_raster(output_path: str, paths: list[str], mixer: Mixer, plan: _Plan, first_where: str, type_name: str,
                  nodata: float | None, expected: int, monitor: Monitor, values_seen: _ValueSummary,
                  check_int32: bool = False) -> None:
    """Write the GeoTIFF under a temporary name; rename it when complete, delete it otherwise."""
    strip_dtype, fill = strip_values(plan, type_name, nodata)
    reader = _PatchReader(plan, mixer, first_where)

    def fill_raster(dataset: gdal.Dataset) -> None:
        records = _CountedRecords(paths) if plan.mode == PATCH_RECORDS else _CountedRecordRows(paths)
        _write_patches(dataset, mixer, plan, reader, records, fill, strip_dtype, check_int32, expected, monitor,
                       values_seen)

    write_geotiff(output_path, mixer, plan, type_name, nodata, fill_raster)


def _import_with_plan(paths: list[str], mixer: Mixer, output_path: str, plan: _Plan, first_where: str,
                      nodata: float | None, data_type: str | None, expected: int, monitor: Monitor,
                      write_raster: RasterWriter | None = None) -> ImportResult:
    """Choose the output type and nodata, then write; ``write_raster``: :func:`_write_raster`'s stand-in
    (same arguments), e.g. a cluster's."""
    write_raster = write_raster or _write_raster
    if plan.class_map is not None:
        return _import_class_map(paths, mixer, output_path, plan, plan.class_map, first_where, expected, monitor,
                                 write_raster)
    type_name = _output_type_name(_value_dtype(plan), data_type)
    if nodata is None and mixer.patch_indices is not None and len(mixer.patch_indices) < mixer.total_patches:
        nodata = DEFAULT_FLOAT_NODATA if np.dtype(DATA_TYPES[type_name][1]).kind == "f" else DEFAULT_INTEGER_NODATA
        plan.notes.append(f"patches the index leaves out are nodata ({nodata:g})")
    if nodata is not None:
        nodata = _checked_nodata(nodata, type_name)
    # Int32 is a guess from the value kind; values beyond it restart the write as Float64.
    guessed_int32 = data_type is None and type_name == "Int32"

    values_seen = value_summary(plan, type_name, nodata)
    _check_strips_fit(mixer, plan, strip_values(plan, type_name, nodata)[0])
    try:
        write_raster(output_path, paths, mixer, plan, first_where, type_name, nodata, expected, monitor,
                     values_seen, check_int32=guessed_int32)
    except _NeedsWiderType:
        plan.notes.append("int64 values beyond the Int32 range: written as Float64")
        type_name = "Float64"
        values_seen = value_summary(plan, type_name, nodata)
        write_raster(output_path, paths, mixer, plan, first_where, type_name, nodata, expected, monitor,
                     values_seen)
    return ImportResult(output_path, mixer.width, mixer.height, plan.band_names, type_name, nodata, plan.mode,
                        (plan.margin_x, plan.margin_y), expected, plan.notes, values_seen.value_range,
                        values_seen.classes)


def _import_class_map(paths: list[str], mixer: Mixer, output_path: str, plan: _Plan, class_map: ClassMap,
                      first_where: str, expected: int, monitor: Monitor, write_raster: RasterWriter) -> ImportResult:
    """Write the one class band of ``class_map`` (the plan's); the result lists every class of its table."""
    values_seen = value_summary(plan, class_map.type_name, class_map.nodata)
    _check_strips_fit(mixer, plan, strip_values(plan, class_map.type_name, class_map.nodata)[0])
    write_raster(output_path, paths, mixer, plan, first_where, class_map.type_name, class_map.nodata, expected,
                 monitor, values_seen)
    if values_seen.unknown:
        shown = sorted(values_seen.unknown.items())
        plan.notes.append(f"{sum(values_seen.unknown.values())} pixels held values that are no class of the "
                          f"table ({', '.join(f'{value}: {count}' for value, count in shown[:8])}"
                          f"{', ...' if len(shown) > 8 else ''}): nodata")
    pixels = {int(value): count for value, count in values_seen.counts.items() if value != class_map.nodata}
    plan.notes.append("class pixels: " + (", ".join(f"{name} {pixels.get(value, 0)}" for value, name in
                                                    zip(class_map.values, class_map.names))))
    return ImportResult(output_path, mixer.width, mixer.height, plan.output_band_names, class_map.type_name,
                        class_map.nodata, plan.mode, (plan.margin_x, plan.margin_y), expected, plan.notes,
                        values_seen.value_range, class_map.values, class_map.names, class_map.colors, pixels)


def _apply_sidecar(sidecar: ExportSidecar, plan: _Plan, nodata: float | None, notes_name: str,
                   with_nodata: bool = True) -> float | None:
    """Band names and nodata from the export sidecar, for the features that are the export's own (nodata
    only ``with_nodata``: a class map has its own)."""
    own = [(feature, described) for feature in plan.features
           if (described := sidecar.feature(feature.name)) is not None]
    for feature, described in own:
        names = described.bands
        if len(names) == feature.depth and feature.depth > 1:
            plan.features[plan.features.index(feature)] = _FeaturePlan(
                feature.name, feature.kind, feature.depth, feature.count, feature.margins, tuple(names))
    # Masked pixels hold defaultValue in every band; a round trip of the export's own features shows
    # them as nodata again. Predictions (other features) keep their values: a 0 there is a prediction.
    if with_nodata and nodata is None and sidecar.maskedPixels and own and len(own) == len(plan.features):
        nodata = sidecar.defaultValue
        plan.notes.append(f"pixels the export masked hold defaultValue {nodata:g}: nodata (from {notes_name})")
    return nodata


def _first_record(paths: list[str], mixer: Mixer,
                  kernel_size: tuple[int, int] | None) -> tuple[Decoded, str, list[str]]:
    """(decoded first record, where it is, notes): read before anything else, so an empty or foreign first
    file fails here, by name."""
    first_path, first_index, first_record = next(_records_in_order(paths), (paths[0], 0, None))
    first_where = _source(first_path, first_index)
    if first_record is None:
        raise _count_error(sum(count_records(path) for path in paths), mixer, kernel_size)
    first = _decode(first_record, first_path, first_index)
    try:
        _, feature_lists = decode_sequence_example(first_record)
    except ExampleDecodeError:
        feature_lists = {}  # an Example with some other field 2: not a SequenceExample
    if feature_lists:
        # A sequenceData export: its array bands are feature lists, which have no place in a raster.
        if not any(_value_count(*first[name]) for name in first):
            raise ImageImportError(f"{first_where} is a SequenceExample with feature lists only "
                                   f"({', '.join(feature_lists)}): only Example features (or a "
                                   "SequenceExample's context) become bands")
        return first, first_where, [f"feature lists {', '.join(feature_lists)} of these SequenceExamples are "
                                    "not imported; only their context features are"]
    return first, first_where, []


def _mixer_and_sidecar(paths: list[str], mixer: Mixer | PathLike | None,
                       sidecar: PathLike | None) -> tuple[Mixer, ExportSidecar | None, str]:
    """The mixer (read from its file, or the EE-named one beside the records) and the export sidecar beside it
    (or the one given), with the sidecar file's name."""
    if mixer is None:
        mixer = mixer_beside(paths)
        if mixer is None and journal_beside(paths):
            raise _stopped_export(paths[0], journal_beside(paths))
        if mixer is None:
            raise ImageImportError(f"no mixer (PREFIX-mixer.json or PREFIX-index.json) beside {paths[0]}: "
                                   "give the mixer file")
    if not isinstance(mixer, Mixer):
        sidecar = sidecar or sidecar_beside(mixer)
        mixer = read_mixer(mixer)
    if not sidecar:
        return mixer, None, ""
    return mixer, read_sidecar(sidecar), os.path.basename(os.fspath(sidecar))


def import_image(paths: Iterable[PathLike], mixer: Mixer | PathLike | None, output_path: PathLike,
                 features: str | Iterable[str] | None = None, kernel_size: object = None, nodata: float | None = None,
                 data_type: str | None = None, monitor: Monitor | None = None,
                 sidecar: PathLike | None = None, raster_writer: RasterWriter | None = None,
                 class_table: ClassTable | PathLike | None = None, class_from: str | None = None) -> ImportResult:
    """Mosaic prediction (or export) TFRecords into a tiled, compressed GeoTIFF on the mixer's grid.

    ``paths``: the TFRecord files (plain or GZIP), read in the order given (see
    :func:`files_in_given_order`; :func:`find_export` orders a folder's shards).
    ``mixer``: a :class:`~.mixer.Mixer` or the path of a mixer or index sidecar
    (None: the EE-named one beside the files); with a sidecar the records are
    the listed patches and the rest is nodata.
    ``features``: names (or 'a,b') to import, in band order, 'NAME:DEPTH' for a
    feature of DEPTH bands; default every feature whose value count fits the patch
    layout (others are noted and skipped), in :func:`band_order` (the export
    sidecar's, then by name; never the records' key order). With a class table
    and the argmax, features named after the classes take the table's order.
    A feature read as several bands must have its depth said (here, by the
    sidecar, by a one-band feature beside it, or by the class table).
    ``kernel_size``: (kx, ky) or 'kx,ky'; default inferred from the value counts.
    ``nodata``: the output's nodata value; default none, or -9999 (floats) / 0
    (integers) when an index sidecar leaves patches out.
    ``data_type``: a key of :data:`DATA_TYPES`; default from the values
    (float lists Float32, int64 Int32 or Float64 if they overflow it, bytes Byte).
    ``monitor``: a :class:`~.progress.Monitor`; cancelling deletes the partial output.
    ``sidecar``: our export sidecar (None: ``PREFIX-sidecar.json`` beside the
    mixer, if there); its kernelSize stands in for ``kernel_size``, its band
    names name the bands of a feature holding several, and, for the export's
    own features, its defaultValue is nodata where the export masked pixels.
    ``raster_writer``: what writes the GeoTIFF once the records are planned, with
    :func:`_write_raster`'s arguments (default this process; :mod:`.distributed` gives a cluster's).
    ``class_table``: a :class:`~.class_table.ClassTable` or the path of one (an
    export sidecar with "labels", or a CSV of value,name[,color]); with it (or
    with ``class_from`` given) the output is one band of class values, named
    and coloured after the table: ``class_from`` :data:`~.class_table.CLASS_BAND`
    (the one band holds class numbers, rounded; values that are no class become
    nodata) or :data:`~.class_table.CLASS_ARGMAX` (band i, in the order the
    features give them, is the table's i-th class; without a table the classes
    are 1..n, named after the bands); None: CLASS_BAND for one band, else
    CLASS_ARGMAX. ``nodata`` and ``data_type`` then apply to the class band
    (default the table's nodata, else the smallest whole number >= 0 that is no
    class; the smallest integer type that holds them).
    Returns an :class:`ImportResult`.
    """
    monitor = as_monitor(monitor)
    paths = files_in_given_order(paths)
    if not paths:
        raise ImageImportError("no TFRecord files given")
    mixer, export_sidecar, sidecar_name = _mixer_and_sidecar(paths, mixer, sidecar)
    _check_mixer_fits(mixer)
    output_path = os.fspath(output_path)
    wanted = parse_feature_names(features)
    kernel, sidecar_notes = _kernel_size(kernel_size, export_sidecar, sidecar_name)
    if data_type is not None and data_type not in DATA_TYPES:
        raise ImageImportError(f"unknown data type {data_type!r}: use one of {', '.join(DATA_TYPES)}")
    table = class_table if class_table is None or isinstance(class_table, ClassTable) else read_class_table(class_table)
    class_map_wanted = table is not None or class_from is not None

    first, first_where, notes_for_lists = _first_record(paths, mixer, kernel)
    _check_sidecar_patch(mixer, export_sidecar, sidecar_name, first, first_where)
    wanted, given_depths = _split_depths(wanted, first)
    if wanted is None:
        first, order = _in_band_order(first, export_sidecar)
    else:
        order = "as FEATURES lists them"
    plan = _patch_plan(paths, first, first_where, mixer, wanted, kernel)
    if plan is None:
        record_count = _count_all_records(paths, monitor)
    else:
        plan.notes += sidecar_notes + notes_for_lists
        _check_depths(plan, mixer, first_where, _declared_depths(given_depths, export_sidecar, sidecar_name),
                      _class_depths(table, class_map_wanted))
        if export_sidecar is not None:
            nodata = _apply_sidecar(export_sidecar, plan, nodata, sidecar_name, with_nodata=not class_map_wanted)
        if class_map_wanted:
            plan.class_map = make_class_map(table, class_from, plan.band_names, nodata, data_type)
            order = _in_class_order(plan, table, class_from, wanted) or order
        plan.notes.append(_band_sources(plan, order))
        # Counted while writing, not beforehand: a second pass through GZIP files costs a quarter more time.
        try:
            return _import_with_plan(paths, mixer, output_path, plan, first_where, nodata, data_type,
                                     mixer.record_count, monitor, raster_writer)
        except _RecordCountMismatch as mismatch:
            record_count = mismatch.count
        # Per-pixel records whose depth happens to fit a patch too are told apart by their number.
        if _pixel_margins(record_count, mixer, kernel) is None:
            raise _count_error(record_count, mixer, kernel) from None
    plan = _pixel_plan(record_count, first, first_where, mixer, wanted, kernel)
    plan.notes += sidecar_notes + notes_for_lists
    if class_map_wanted:
        plan.class_map = make_class_map(table, class_from, plan.band_names, nodata, data_type)
        order = _in_class_order(plan, table, class_from, wanted) or order
    plan.notes.append(_band_sources(plan, order))
    try:
        return _import_with_plan(paths, mixer, output_path, plan, first_where, nodata, data_type, record_count,
                                 monitor, raster_writer)
    except _RecordCountMismatch as mismatch:  # only if the files changed since they were counted
        raise _count_error(mismatch.count, mixer, kernel) from None


def _mixer_name(mixer: Mixer) -> str:
    return mixer.path or "the mixer given"


def _check_mixer_fits(mixer: Mixer) -> None:
    """Refuse a mixer listing no patch, or one describing a raster larger than a GeoTIFF holds."""
    if not mixer.record_count:
        raise ImageImportError(f"{_mixer_name(mixer)}: the index lists no patches (key 'patchIndices'): every "
                               "patch was masked out, nothing to import")
    if mixer.width > MAX_RASTER_SIDE or mixer.height > MAX_RASTER_SIDE:
        raise ImageImportError(f"{_mixer_name(mixer)}: the mixer describes a raster of {shown(mixer.width)} x "
                               f"{shown(mixer.height)} pixels (totalPatches {shown(mixer.total_patches)}, "
                               f"patchesPerRow {shown(mixer.patches_per_row)}, patchDimensions {mixer.patch_width} x "
                               f"{mixer.patch_height}): more than a GeoTIFF can hold ({MAX_RASTER_SIDE} a side); is it "
                               "the mixer of this export?")


def _physical_memory() -> int:
    """The machine's memory in bytes (a guess where the system does not say)."""
    try:
        return int(os.sysconf("SC_PHYS_PAGES")) * int(os.sysconf("SC_PAGE_SIZE"))
    except (AttributeError, ValueError, OSError):
        return _FALLBACK_MEMORY


def _gib(size: int) -> str:
    return f"{size / (1 << 30):.1f} GiB"


def _check_strips_fit(mixer: Mixer, plan: _Plan, strip_dtype: np.dtype) -> None:
    """Refuse, before anything is allocated, a grid whose rows of patches would not fit in memory: the raster
    is written a row of patches at a time, and a mixer's patchesPerRow (a typo, another export's) sets how wide."""
    strip = len(plan.band_names) * mixer.patch_height * mixer.width * np.dtype(strip_dtype).itemsize
    memory = _physical_memory()
    if strip * _STRIPS_IN_MEMORY <= memory // 2:
        return
    records = (f"its patchIndices list {len(mixer.patch_indices)} patches of {shown(mixer.total_patches)}"
               if mixer.patch_indices is not None else f"totalPatches is {shown(mixer.total_patches)}")
    raise ImageImportError(
        f"{_mixer_name(mixer)}: keys patchesPerRow ({shown(mixer.patches_per_row)}) and patchDimensions "
        f"({mixer.patch_width} x {mixer.patch_height}) make the raster {shown(mixer.width)} pixels wide ({records}); "
        f"it is written a row of patches at a time, and a row of {len(plan.band_names)} band(s) takes {_gib(strip)}: "
        f"{_STRIPS_IN_MEMORY} of them are more than half this machine's memory ({_gib(memory)}). Is it the mixer "
        "of these records?")


def _record_holds(first: Decoded, where: str, shown_features: int = 4) -> str:
    """'record 0 of X holds 'b1' 64 values, ...', the words for what the records hold."""
    counts = [f"{name!r} {_value_count(*entry)} values" for name, entry in first.items()]
    more = f", ... ({len(counts)} features)" if len(counts) > shown_features else ""
    return f"{where} holds {', '.join(counts[:shown_features])}{more}"


def _check_sidecar_patch(mixer: Mixer, export_sidecar: ExportSidecar | None, sidecar_name: str, first: Decoded,
                         first_where: str) -> None:
    """Refuse a mixer whose patch size contradicts the export sidecar beside it (one of them is another export's)."""
    if export_sidecar is None:
        return
    dimensions = [int(value) for value in export_sidecar.patchDimensions]
    if dimensions == [mixer.patch_width, mixer.patch_height]:
        return
    raise ImageImportError(
        f"{_mixer_name(mixer)}: key 'patchDimensions' is [{mixer.patch_width}, {mixer.patch_height}], but the export "
        f"sidecar {sidecar_name} says {dimensions} (key 'patchDimensions'), and {_record_holds(first, first_where)}: "
        "the mixer and the sidecar are not of one export; give the mixer of these records")


def _declared_depths(given: dict[str, int], export_sidecar: ExportSidecar | None,
                     sidecar_name: str) -> dict[str, tuple[int, str]]:
    """{feature: (bands it holds, who says so)}: FEATURES' NAME:DEPTH, else the export sidecar's bands."""
    declared = {}
    if export_sidecar is not None:
        for feature in export_sidecar.features:
            declared[feature.name] = (len(feature.bands), f"the export sidecar {sidecar_name} (key 'features')")
    declared.update({name: (depth, f"FEATURES {name}:{depth}") for name, depth in given.items()})
    return declared


def _check_depths(plan: _Plan, mixer: Mixer, first_where: str, declared: dict[str, tuple[int, str]],
                  class_depths: tuple[int, ...]) -> None:
    """Refuse a feature read as several bands unless something says it holds that many.

    A feature of 64 values is 4 bands of a 4 x 4 patch, or one band of an 8 x 8 one whose mixer is another
    export's: the records alone cannot tell. A depth is known from FEATURES (NAME:DEPTH), the export sidecar,
    a feature of one band beside it (whose count fixes the tile), or, for a class map of one feature, the class
    table (a band a class). Per-pixel records hold a pixel's values, their depth whatever it is.
    """
    if plan.mode != PATCH_RECORDS:
        return
    one_band_beside = any(feature.depth == 1 for feature in plan.features)
    for feature in plan.features:
        mx, my = feature.margins or (plan.margin_x, plan.margin_y)
        tile = f"{mixer.patch_width + 2 * mx} x {mixer.patch_height + 2 * my}"
        read_as = (f"feature {feature.name!r} holds {feature.count} values in {first_where}, which the mixer's "
                   f"patchDimensions {mixer.patch_width} x {mixer.patch_height} ({_mixer_name(mixer)}) read as "
                   f"{feature.depth} band{'s' if feature.depth > 1 else ''} of {tile} pixels")
        if feature.name in declared:
            depth, source = declared[feature.name]
            if depth != feature.depth:
                raise ImageImportError(f"{read_as}, but {source} says it holds {depth}: the mixer is not of these "
                                       f"records, or {source.split(' (')[0]} is wrong")
            continue
        if feature.depth == 1 or one_band_beside or (len(plan.features) == 1 and feature.depth in class_depths):
            continue
        side = int(round(feature.count ** 0.5))
        other = f" ({side} x {side} patches)" if side * side == feature.count else ""
        raise ImageImportError(
            f"{read_as}; nothing says it holds {feature.depth} bands (neither the export sidecar nor a feature of "
            f"one band beside it), and one band of patches of another size holds as many values{other}. If it "
            f"holds {feature.depth} bands, say so with FEATURES {feature.name}:{feature.depth}; otherwise give the "
            "mixer of these records")


def _class_depths(table: ClassTable | None, class_map_wanted: bool) -> tuple[int, ...]:
    """The depths a class map's lone feature may have by its class table: a band a class (and one for nodata)."""
    if table is None or not class_map_wanted:
        return ()
    return (len(table.classes), len(table.classes) + 1) if table.nodata is not None else (len(table.classes),)


def _in_class_order(plan: _Plan, table: ClassTable | None, class_from: str | None,
                    wanted: list[str] | None) -> str | None:
    """Put features of one band a class in the class table's order, matched by name, for the argmax; the
    words for that order, or None when it does not apply (FEATURES given, one feature, no argmax or table).

    Refuses several features whose names are not the table's classes: which is which cannot be known.
    """
    if table is None or wanted is not None or len(plan.features) < 2:
        return None
    if (class_from or (CLASS_BAND if len(plan.band_names) == 1 else CLASS_ARGMAX)) != CLASS_ARGMAX:
        return None
    by_name = {feature.name: feature for feature in plan.features}
    classes = list(table.names)
    if sorted(by_name) == sorted(classes) and all(feature.depth == 1 for feature in plan.features):
        plan.features[:] = [by_name[name] for name in classes]
        return "the class table's order, matched by feature name"
    extra = [name for name in by_name if name not in classes]
    missing = [name for name in classes if name not in by_name]
    if not missing:
        detail = f" ({', '.join(map(repr, extra))} {'is' if len(extra) == 1 else 'are'} no class of it)"
    else:
        detail = f" (no feature is named {', '.join(map(repr, missing))})"
    nodata = ", the band of the label nodata first if there is one" if table.nodata is not None else ""
    where = f"the class table {table.source}" if table.source else "the class table"
    raise ImageImportError(
        f"cannot tell which feature holds which class: the argmax takes band i as the i-th class of {where} "
        f"({', '.join(classes)}), and the features ({', '.join(by_name)}) are not named after its classes{detail}. "
        "The order of the keys inside a record is no order (a protobuf map has none, and TensorFlow writes them as "
        f"it likes): list the features in the class table's order with FEATURES{nodata}")


# Where the kernel size an import takes comes from (chosen_kernel_size).
KERNEL_GIVEN, KERNEL_FROM_SIDECAR, KERNEL_INFERRED = "given", "sidecar", "inferred"


def chosen_kernel_size(kernel_size: object, sidecar_kernel: Sequence[int] | None
                       ) -> tuple[tuple[int, int] | None, str]:
    """(kernel, where it comes from): the kernel size given (KERNEL_GIVEN), else the export sidecar's
    kernelSize ``sidecar_kernel`` (KERNEL_FROM_SIDECAR), else None, inferred from the value counts later
    (KERNEL_INFERRED). ImageImportError when the one given is no kernel size."""
    kernel = parse_kernel_size(kernel_size)
    if kernel is not None:
        return kernel, KERNEL_GIVEN
    if sidecar_kernel is None:
        return None, KERNEL_INFERRED
    return (int(sidecar_kernel[0]), int(sidecar_kernel[1])), KERNEL_FROM_SIDECAR


def _kernel_size(kernel_size: object, export_sidecar: ExportSidecar | None,
                 sidecar_name: str) -> tuple[tuple[int, int] | None, list[str]]:
    """The kernel size given, else the export sidecar's (with a note saying so), else None (inferred later)."""
    kernel, source = chosen_kernel_size(kernel_size, export_sidecar.kernelSize if export_sidecar else None)
    if source != KERNEL_FROM_SIDECAR or kernel is None:
        return kernel, []
    return kernel, [f"kernelSize {kernel[0]},{kernel[1]} from {sidecar_name}"]


def _patch_plan(paths: list[str], first: Decoded, first_where: str, mixer: Mixer, wanted: list[str] | None,
                kernel: tuple[int, int] | None) -> _Plan | None:
    """The plan for records of one patch each; None if no feature fits one."""
    try:
        return _plan_patch_records(first, first_where, mixer, wanted, kernel)
    except ImageImportError:
        # The mixer of another export fits no layout either: the record count says so more plainly.
        _raise_if_the_count_cannot_fit(paths, mixer, kernel)
        raise


def _pixel_plan(record_count: int, first: Decoded, first_where: str, mixer: Mixer, wanted: list[str] | None,
                kernel: tuple[int, int] | None) -> _Plan:
    """The plan for records of one pixel each, when there are as many as the tiles have pixels."""
    margins = _pixel_margins(record_count, mixer, kernel)
    if margins is None:
        if record_count == mixer.record_count:
            raise _unfit_error(first, first_where, mixer, wanted, kernel)
        raise _count_error(record_count, mixer, kernel)
    return _plan_pixel_records(first, first_where, mixer, wanted, *margins)


def _count_all_records(paths: list[str], monitor: Monitor) -> int:
    """The files' records, counted beforehand (cancellable between files) when no patch plan fits."""
    record_count = 0
    for path in paths:
        record_count += count_records(path)
        monitor.check()
    return record_count

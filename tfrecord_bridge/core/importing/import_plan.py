"""The import's plan, decided before anything is written: which records are which patches, the bands, the type.

:func:`.import_image.import_image` reads its inputs here (the files in order,
the mixer and the export sidecar, the first record), decides how the records
tile the mixer's grid, which features become which bands, and refuses, with
words naming what and where, whatever cannot be placed; then writes.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Union

import numpy as np
from osgeo import gdal, gdal_array

from ..base.import_errors import ImageImportError
from ..base.messages import (
    MessageList,
    counted,
    listing,
    message,
    n_bands,
    n_features,
    n_files,
    n_patches,
    n_records,
    n_values,
    option_name,
)
from ..base.progress import Monitor, as_monitor
from ..codec.example import BYTES, FLOAT, INT64, ExampleDecodeError, decode_example, decode_sequence_example
from ..codec.records import FRAMING_SIZE, RecordReader, count_records, most_record_bytes
from ..layout import schema
from ..layout.class_table import (
    CLASS_ARGMAX,
    CLASS_BAND,
    CLASS_BAND_NAME,
    ClassMap,
    ClassTable,
    make_class_map,
    read_class_table,
)
from ..layout.format_options import FormatOptionsError, pair_sides, parse_pair
from ..layout.grid import KernelInference, PatchLayout, infer_kernel, kernel_margins, tile_pixels
from ..layout.manifest import ShardCheck, mixer_problem, shard_checks
from ..layout.mixer import MAX_RASTER_SIDE, Mixer, read_mixer, shown
from ..layout.naming import files_in_given_order, journal_beside, mixer_beside, sidecar_beside, stopped_export
from ..layout.schema import AUTO_LAYOUT, CHANNEL_LAYOUTS, CHANNELS_FIRST, CHANNELS_LAST
from ..layout.sidecar import ExportSidecar, read_sidecar
from ..places import storage

if TYPE_CHECKING:
    PathLike = Union[str, os.PathLike]
    # A decoded record: feature name -> (kind, values).
    Decoded = dict[str, tuple[Any, Any]]


def _records_in_order(paths: Iterable[str]) -> Iterator[tuple[str, int, bytes]]:
    """(path, index in that file, record bytes) for every record, across the files in order."""
    for path in paths:
        for index, record in enumerate(RecordReader(path)):
            yield path, index, record


@dataclass(frozen=True)
class ImportRequest:
    """What an import is asked to do, as every interface hands it to the core (the Processing algorithm, the
    command's import-image, the import panel's check before Run): the options of the schema's IMPORT_IMAGE, by
    their keys, and the export sidecar to read (None: the one beside the mixer). See
    :func:`.import_image.import_image` for each."""

    files: Sequence[PathLike]  # the TFRecord files, in the order their records continue
    mixer: Mixer | PathLike | None = None  # None: the EE-named one beside the files
    output: PathLike = ""  # the GeoTIFF written (planning alone needs none)
    features: str | Iterable[str] | None = None
    kernel_size: object = None  # (kx, ky), 'kx,ky' or one number; None: the sidecar's, else inferred
    nodata: float | None = None
    data_type: str | None = None  # one of DATA_TYPES; None: from the values
    class_table: ClassTable | PathLike | None = None
    class_from: str | None = None  # CLASS_BAND or CLASS_ARGMAX; None: by the number of bands
    sidecar: PathLike | None = None
    layout: str | None = None  # CHANNELS_FIRST or CHANNELS_LAST of features of several bands; None, AUTO_LAYOUT: known
    stac: bool = False  # a STAC Item beside the GeoTIFF, linked from the folder's catalog.json (core.layout.stac)
    cog: bool = schema.COG_OPTION.default  # a Cloud-Optimized GeoTIFF (import_image.write_geotiff)

    def __post_init__(self) -> None:
        # Read once, whatever iterable was given (planning reads the list several times).
        object.__setattr__(self, "files", list(self.files))

# The output data types a caller can force (the schema's DATA_TYPES), each as GDAL's and numpy's type; None (the
# schema's FROM_THE_VALUES) means "from the values".
DATA_TYPES: dict[str, tuple[int, Any]] = {
    name: (gdal.GetDataTypeByName(name), gdal_array.GDALTypeCodeToNumericTypeCode(gdal.GetDataTypeByName(name)))
    for name in schema.DATA_TYPES}

# Masked-out patches of an index sidecar need some nodata value when none is given.
DEFAULT_FLOAT_NODATA = -9999.0
DEFAULT_INTEGER_NODATA = 0


PATCH_RECORDS = "patch"
PIXEL_RECORDS = "pixel"

# How many kernel sizes an error message lists as examples of lengths that would fit.
_MARGINS_SHOWN = 4
# The import's options its messages name by key (each interface spells them its own way: FEATURES, --features).
_FEATURES, _KERNEL, _LAYOUT = option_name("features"), option_name("kernelSize"), option_name("layout")

# A row of patches (one strip) is held this many times at once while writing: decoded on the read-ahead
# thread, waiting, written, and a class map's or a block row's copy.
_STRIPS_IN_MEMORY = 4
# Memory assumed where the system does not say (os.sysconf is POSIX only).
_FALLBACK_MEMORY = 16 << 30


@dataclass(frozen=True)
class FeaturePlan:
    """One feature of the records and the bands it becomes."""

    name: str
    kind: str
    depth: int
    count: int  # values (bytes, for a bytes feature) in each record
    margins: tuple[int, int] | None = None  # (mx, my) of this feature's tiles, patch records only; None: the plan's
    # The bands' names (from the export sidecar); None: NAME, or NAME_1 ... NAME_depth.
    names: tuple[str, ...] | None = None
    # How a patch record's values hold the bands: [depth, th, tw] (CHANNELS_FIRST) or [th, tw, depth] (CHANNELS_LAST).
    layout: str = CHANNELS_FIRST


def _band_names(features: Iterable[FeaturePlan]) -> list[str]:
    names: list[str] = []
    for feature in features:
        if feature.names is not None:
            names += list(feature.names)
        elif feature.depth == 1:
            names.append(feature.name)
        else:
            names += [f"{feature.name}_{level}" for level in range(1, feature.depth + 1)]
    return names


@dataclass
class _Plan:
    """The draft of an :class:`ImportPlan` while the checks and the sidecar settle its bands."""

    mode: str
    margin_x: int
    margin_y: int
    features: list[FeaturePlan]
    notes: list[str] = field(default_factory=list)
    class_map: ClassMap | None = None  # a class_table.ClassMap that turns the decoded bands into one class band

    @property
    def band_names(self) -> list[str]:
        """The bands decoded from the records, in order."""
        return _band_names(self.features)


@dataclass(frozen=True)
class _Inputs:
    """What an import is given and finds before it plans: what the planning helpers share."""

    paths: list[str]
    mixer: Mixer
    kernel: tuple[int, int] | None  # given, or the export sidecar's; None: inferred from the value counts
    wanted: list[str] | None  # the features option's names (their depths apart); None: every feature that fits
    given_depths: dict[str, int]  # the features option's NAME:DEPTH
    first: Decoded  # the first record, its features in band order unless the features option gives one
    first_where: str
    order: str  # the words for the band order
    notes: list[str]  # the export sidecar's and the feature lists' notes
    export_sidecar: ExportSidecar | None
    sidecar_name: str
    table: ClassTable | None
    class_from: str | None
    nodata: float | None
    data_type: str | None
    shard_checks: tuple[ShardCheck | None, ...] | None = None  # see ImportPlan
    layout: str = AUTO_LAYOUT  # the layout option: how features of several bands nothing describes hold them

    @property
    def class_map_wanted(self) -> bool:
        return self.table is not None or self.class_from is not None


@dataclass(frozen=True)
class ImportPlan:
    """Everything an import decided before writing (:func:`plan_import`): what travels to whoever writes.

    The records (``paths``, ``record_count`` of them) are one patch each or one
    pixel of a tile each (``mode``), tiles cropped by the margins; ``features``
    become the bands, in order, or the one band of ``class_map``; the raster is
    ``type_name`` with ``nodata`` on the ``mixer``'s grid. A ``record_count``
    not counted beforehand (``file_counts`` None) is checked while writing.
    """

    paths: tuple[str, ...]
    mixer: Mixer
    kernel: tuple[int, int] | None  # the kernel given or the export sidecar's (None: inferred), for messages
    mode: str  # PATCH_RECORDS or PIXEL_RECORDS
    margin_x: int
    margin_y: int
    features: tuple[FeaturePlan, ...]
    first_where: str  # where the first record is, for messages
    type_name: str  # a key of DATA_TYPES
    nodata: float | None
    record_count: int  # the records the files hold (counted) or must hold (one a patch)
    notes: tuple[str, ...] = ()
    class_map: ClassMap | None = None  # turns the decoded bands into one class band
    # Int32 chosen from the values' kind (int64) before reading them: values beyond it call for widened().
    type_guessed: bool = False
    file_counts: tuple[int, ...] | None = None  # each file's records, when counted before writing
    # When the files are the export's own shards, each one's check against the sidecar's run (core.layout.manifest),
    # made as the writing reads it; None: they are not (predictions, or no run recorded).
    shard_checks: tuple[ShardCheck | None, ...] | None = None
    # (width, height) of the raster written, when less than the mixer's grid: predictions of patches padded past
    # the source's edge (edgeMode pad) are cropped back to the source's grid. None: the mixer's grid.
    raster_size: tuple[int, int] | None = None
    cog: bool = False  # written as a Cloud-Optimized GeoTIFF (import_image.write_geotiff; a bucket's always is)

    @property
    def band_names(self) -> list[str]:
        """The bands decoded from the records, in order."""
        return _band_names(self.features)

    @property
    def output_band_names(self) -> list[str]:
        """The bands of the raster written: the decoded bands, or the one class band of a class map."""
        return [CLASS_BAND_NAME] if self.class_map is not None else self.band_names

    @property
    def layout(self) -> PatchLayout:
        """The patches on the mixer's grid, with the margins of the tiles the records hold."""
        return self.mixer.layout((2 * self.margin_x + 1, 2 * self.margin_y + 1))

    @property
    def records_per_patch(self) -> int:
        """1 for records of a patch each, else the pixels of a tile."""
        return 1 if self.mode == PATCH_RECORDS else self.layout.tile_width * self.layout.tile_height

    @property
    def strip_values(self) -> tuple[np.dtype, float]:
        """(dtype, fill) of the strips patches are placed in: wide enough for the values and for the output
        type's nodata value alike, filled with nodata (0 without). A class map's strips are floats filled with
        NaN, so that a pixel no record covers stays apart from every value a model predicts."""
        if self.class_map is not None:
            return np.result_type(_value_dtype(self), np.float32), np.nan
        return np.result_type(_value_dtype(self), DATA_TYPES[self.type_name][1]), (
            self.nodata if self.nodata is not None else 0)

    def widened(self) -> ImportPlan:
        """This plan written as Float64: for int64 values beyond the Int32 that their kind suggested."""
        return replace(self, type_name="Float64", type_guessed=False,
                       notes=self.notes + (message("int64 values beyond the Int32 range: written as Float64"),))

    def count_error(self, record_count: int) -> ImageImportError:
        """The refusal of files found to hold ``record_count`` records, fitting neither kind of record."""
        return _count_error(record_count, self.mixer, self.kernel)



# ----------------------------------------------------------------------------- options

def parse_kernel_size(value: object) -> tuple[int, int] | None:
    """(kx, ky) as the export reads its kernelSize (:func:`.format_options.parse_pair`: 'k', 'kx,ky', 'kx x ky',
    '[kx, ky]', a number or a pair); None when none is given (None, ''): unknown."""
    if value is None or pair_sides(value) == []:
        return None
    try:
        return parse_pair(value, "kernelSize")
    except FormatOptionsError:
        raise ImageImportError(message("{kernel} must be one whole number >= 1 or two as 'kx,ky', got {value!r}",
                                       kernel=_KERNEL, value=value)) from None


def parse_feature_names(value: str | Iterable[object] | None) -> list[str] | None:
    """A list of feature names from None / '' (all that fit), 'a, b' or a list."""
    if value is None:
        return None
    if isinstance(value, str):
        value = value.split(",")
    names = [str(name).strip() for name in value if str(name).strip()]
    return names or None


# An entry NAME:DEPTH of the features option declares that the feature holds DEPTH bands.
_WITH_DEPTH = re.compile(r"(?P<name>.+):(?P<depth>\d+)")


def _split_depths(wanted: list[str] | None, first: Decoded) -> tuple[list[str] | None, dict[str, int]]:
    """(names, {name: depth}) of the features option's entries: 'NAME:DEPTH' declares a depth, unless the record has a
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
            raise ImageImportError(message("{features} entry {entry!r}: the depth after the colon must be 1 or more",
                                           features=_FEATURES, entry=entry))
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
        words = message("the export sidecar's order, then the others sorted by name")
    else:
        words = message("the export sidecar's order") if own else message("sorted by name")
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
            # The layout named where it is not the export's: the log shows how the values were read.
            layout = f" ({feature.layout})" if feature.layout != CHANNELS_FIRST else ""
            parts.append(f"{band}-{last} {names[band - 1]}..{names[last - 1]} <- {feature.name!r}{layout}")
        band += feature.depth
    return message("bands ({order}): {bands}", order=order, bands=", ".join(parts))


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
        return counted(tile, "with {kernel} {kx},{ky} a {pw}x{ph} patch needs %n value a band (a multiple of "
                       "%n for a 3-D feature)", "with {kernel} {kx},{ky} a {pw}x{ph} patch needs %n values a band (a "
                       "multiple of %n for a 3-D feature)", kernel=_KERNEL, kx=kernel_size[0], ky=kernel_size[1],
                       pw=pw, ph=ph)
    with_margins = listing(message("{values} ({kernel_size} {kernel})", values=_tile_pixels(mixer, m, m),
                                   kernel_size=_KERNEL, kernel=2 * m + 1)
                           for m in range(1, _MARGINS_SHOWN + 1))
    return message("a {pw}x{ph} patch needs {values} a band without kernel margins, or with margins "
                   "{with_margins}, ...; a 3-D feature holds a multiple of these (for a kernel that is not square, "
                   "give {kernel} as kx,ky)", kernel=_KERNEL, pw=pw, ph=ph, values=n_values(pw * ph),
                   with_margins=with_margins)


def _source(path: str, index: int) -> str:
    return message("record {index} of {path}", index=index, path=path)


def _decode(record: bytes, path: str, index: int) -> Decoded:
    """name -> (kind, values) of one record; a record that is no Example names itself."""
    try:
        return decode_example(record, with_kinds=True)
    except ExampleDecodeError as error:
        raise ImageImportError(message("{source} is not a tf.train.Example: {error}",
                                       source=_source(path, index), error=error)) from error


def _chosen_names(inputs: _Inputs, wanted: list[str] | None) -> list[str]:
    first, where = inputs.first, inputs.first_where
    names = wanted if wanted is not None else list(first)
    for name in names:
        if name not in first:
            raise ImageImportError(message("feature {name!r} is not in {where}, which has: {first}",
                                           name=name, where=where, first=', '.join(first) or 'none'))
    return names


def _inference(inputs: _Inputs, names: list[str]) -> KernelInference:
    counts = {name: _value_count(*inputs.first[name]) for name in names}
    return infer_kernel(counts, inputs.mixer.patch_width, inputs.mixer.patch_height, inputs.kernel)


def _unfit_error(inputs: _Inputs, wanted: list[str] | None) -> ImageImportError:
    """The refusal of the features ``wanted`` (None: all) that fit no layout."""
    inference = _inference(inputs, _chosen_names(inputs, wanted))
    described = listing(message("feature {name!r} has {values}", name=name, values=n_values(inference.counts[name]))
                        for name in inference.unfit)
    return ImageImportError(
        message("{described} in {first_where}, which fits neither layout: {fitting}; "
                "per-pixel records instead hold one value a feature (or its depth), one record a tile pixel",
                described=described, first_where=inputs.first_where,
                fitting=_fitting_lengths(inputs.mixer, inputs.kernel)))


def ambiguity_error(inference: KernelInference, where: str = "") -> ImageImportError:
    """The import's refusal when the value counts leave the kernel open (the dialog shows the same words);
    ``where``: the records and the mixer they were measured against."""
    return ImageImportError(message("{where}cannot tell the kernel margins from the value counts, "
                                    "{choices}; give {kernel} as kx,ky", kernel=_KERNEL, where=where,
                                    choices=inference.describe_choices()))


def _plan_patch_records(inputs: _Inputs) -> _Plan | None:
    """Features, depths and margins of records that each hold one patch; None if no feature fits one."""
    first = inputs.first
    names = _chosen_names(inputs, inputs.wanted)
    inference = _inference(inputs, names)
    if not inference.margins and not inference.choices:
        return None
    if inputs.wanted is not None and inference.unfit:
        raise _unfit_error(inputs, list(inference.unfit))
    if inference.choices:
        mixer = inputs.mixer
        raise ambiguity_error(inference, message("{first_where}, against the patchDimensions "
                                                 "{patch_width} x {patch_height} of {mixer}: ",
                                                 first_where=inputs.first_where,
                                                 patch_width=mixer.patch_width,
                                                 patch_height=mixer.patch_height,
                                                 mixer=_mixer_name(mixer)))
    notes: list[str] = [message("feature {name!r} ignored: its value count ({count}) fits no patch layout", name=name,
                     count=inference.counts[name])
             for name in inference.unfit]
    features = [FeaturePlan(name, first[name][0], inference.depths[name], inference.counts[name],
                             inference.margins[name]) for name in names if name in inference.margins]
    return _Plan(PATCH_RECORDS, inference.margin_x, inference.margin_y, features, notes)


def _plan_pixel_records(inputs: _Inputs, margin_x: int, margin_y: int) -> _Plan:
    """Features of records that each hold one pixel: a feature's value count is its depth."""
    where, wanted = inputs.first_where, inputs.wanted
    names = _chosen_names(inputs, wanted)
    features = []
    notes: list[str] = []
    for name in names:
        kind, values = inputs.first[name]
        count = _value_count(kind, values)
        if count:
            features.append(FeaturePlan(name, kind, count, count))
        elif wanted is not None:
            raise ImageImportError(message("feature {name!r} has no values in {where}", name=name, where=where))
        else:
            notes.append(message("feature {name!r} ignored: it has no values", name=name))
    if not features:
        raise ImageImportError(message("{where} has no feature with values", where=where))
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


def _raise_if_the_count_cannot_fit(inputs: _Inputs) -> None:
    """The record-count error, when the files hold neither a record a patch nor a record a tile pixel."""
    mixer, kernel_size = inputs.mixer, inputs.kernel
    record_count = sum(count_records(path) for path in inputs.paths)
    if record_count != mixer.record_count and _pixel_margins(record_count, mixer, kernel_size) is None:
        raise _count_error(record_count, mixer, kernel_size) from None


def _count_error(record_count: int, mixer: Mixer, kernel_size: tuple[int, int] | None) -> ImageImportError:
    patches = mixer.record_count
    what = (message("the index file's patchIndices list {patches}", patches=n_patches(patches))
            if mixer.patch_indices is not None
            else message("the mixer's totalPatches is {patches}", patches=shown(patches)))
    if kernel_size is not None:
        pixel_total = patches * _tile_pixels(mixer, *kernel_margins(*kernel_size))
        per_pixel = message("{records} with {kernel} {kx},{ky}", records=pixel_total, kernel=_KERNEL,
                            kx=kernel_size[0], ky=kernel_size[1])
    else:
        per_pixel = message("{patches} x tile pixels, e.g. {records} without margins (for a kernel that is not "
                            "square, give {kernel} as kx,ky)", kernel=_KERNEL, patches=patches,
                            records=patches * _tile_pixels(mixer, 0, 0))
    named = f" ({mixer.path})" if mixer.path else ""
    return ImageImportError(message("the files hold {records} but {what}{named}: one record a patch "
                                    "needs {needed}, per-pixel records {per_pixel}",
                                    records=n_records(record_count), what=what, named=named,
                                    needed=n_records(patches),
                                    per_pixel=per_pixel))


def _value_dtype(plan: _Plan | ImportPlan) -> np.dtype:
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
            raise ImageImportError(message("nodata value {nodata} does not fit the output type {type_name} (whole "
                                           "numbers {least} to {greatest})", nodata=nodata, type_name=type_name,
                                           least=limits.min, greatest=limits.max))
        return int(nodata)
    return float(nodata)


def _apply_sidecar(sidecar: ExportSidecar, plan: _Plan, nodata: float | None, notes_name: str,
                   with_nodata: bool = True) -> float | None:
    """Band names and nodata from the export sidecar, for the features that are the export's own (nodata
    only ``with_nodata``: a class map has its own)."""
    own = [(feature, described) for feature in plan.features
           if (described := sidecar.feature(feature.name)) is not None]
    for feature, described in own:
        names = described.bands
        if len(names) == feature.depth and feature.depth > 1:
            plan.features[plan.features.index(feature)] = FeaturePlan(
                feature.name, feature.kind, feature.depth, feature.count, feature.margins, tuple(names))
    # Masked pixels hold defaultValue in every band; a round trip of the export's own features shows
    # them as nodata again. Predictions (other features) keep their values: a 0 there is a prediction.
    if with_nodata and nodata is None and _masked_value(sidecar, plan) is not None:
        nodata = sidecar.defaultValue
        plan.notes.append(message("pixels the export masked hold defaultValue {nodata:g}: nodata (from {sidecar})",
                                  nodata=nodata, sidecar=notes_name))
    return nodata


def _masked_value(sidecar: ExportSidecar | None, plan: _Plan) -> float | None:
    """The defaultValue that marks masked pixels, when every feature imported is the sidecar's own (an export's
    bands, or predict's EE-format predictions, which hold it where predict's input was masked or padded)."""
    if sidecar is None or not sidecar.maskedPixels or not plan.features:
        return None
    if all(sidecar.feature(feature.name) is not None for feature in plan.features):
        return float(sidecar.defaultValue)
    return None


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
            raise ImageImportError(message("{first_where} is a SequenceExample with feature lists only "
                                           "({feature_lists}): only Example features (or a SequenceExample's "
                                           "context) become bands", first_where=first_where,
                                           feature_lists=', '.join(feature_lists)))
        return first, first_where, [message("feature lists {feature_lists} of these SequenceExamples are not "
                                            "imported; only their context features are",
                                            feature_lists=", ".join(feature_lists))]
    return first, first_where, []


def _mixer_and_sidecar(paths: list[str], mixer: Mixer | PathLike | None,
                       sidecar: PathLike | None) -> tuple[Mixer, ExportSidecar | None, str]:
    """The mixer (read from its file, or the EE-named one beside the records) and the export sidecar beside it
    (or the one given), with the sidecar file's name."""
    if mixer is None:
        mixer = mixer_beside(paths)
        if mixer is None and journal_beside(paths):
            raise stopped_export(paths[0], journal_beside(paths))
        # In a bucket a mixer that cannot be read looks missing: say why the records beside it cannot be read.
        refused = storage.read_failure(paths[0]) if mixer is None else None
        if refused:
            raise ImageImportError(message("{path}: cannot read it: {reason}", path=paths[0], reason=refused))
        if mixer is None:
            raise ImageImportError(message("no mixer (*-mixer.json or *-index.json) beside {paths}: give the mixer "
                                           "file ({mixer})", mixer=option_name("mixer"), paths=paths[0]))
    if not isinstance(mixer, Mixer):
        sidecar = sidecar or sidecar_beside(mixer)
        if not sidecar and journal_beside(paths):
            # An export with this prefix is renaming its files (its sidecar set aside), or was stopped while it
            # did: without the sidecar the shards could not be told from another run's.
            raise stopped_export(paths[0], journal_beside(paths))
        mixer = read_mixer(mixer)
    if not sidecar:
        return mixer, None, ""
    return mixer, read_sidecar(sidecar), os.path.basename(os.fspath(sidecar))


def _checked_against_run(paths: list[str], mixer: Mixer, export_sidecar: ExportSidecar | None,
                         sidecar_name: str) -> tuple[ShardCheck | None, ...] | None:
    """Refuse a mixer, or shards of the export, that are not what the sidecar's run says the export wrote
    (FORMAT.md 3.6); the checks the writing makes of each shard as it reads it (None: the files are not the
    export's own shards, or the sidecar records no run)."""
    run = export_sidecar.run if export_sidecar is not None else None
    problem = mixer_problem(run, mixer, sidecar_name)
    if problem is not None:
        raise ImageImportError(problem)
    checks, problems = shard_checks(run, paths, sidecar_name)
    if problems:
        raise ImageImportError(problems[0][1])
    return checks


def _mixer_name(mixer: Mixer) -> str:
    return mixer.path or message("the mixer given")


def _check_mixer_fits(mixer: Mixer) -> None:
    """Refuse a mixer listing no patch, or one describing a raster larger than a GeoTIFF holds."""
    if not mixer.record_count:
        raise ImageImportError(message("{mixer}: the index lists no patches (key 'patchIndices'): every "
                                       "patch was masked out, nothing to import", mixer=_mixer_name(mixer)))
    if mixer.width > MAX_RASTER_SIDE or mixer.height > MAX_RASTER_SIDE:
        raise ImageImportError(message("{mixer}: the mixer describes a raster of {mixer_width} x "
                                       "{mixer_height} pixels (totalPatches {patches}, "
                                       "patchesPerRow {per_row}, patchDimensions "
                                       "{patch_width} x {patch_height}): more than a GeoTIFF can hold "
                                       "({largest} a side); is it the mixer of this export?",
                                       mixer=_mixer_name(mixer), mixer_width=shown(mixer.width),
                                       mixer_height=shown(mixer.height),
                                       patches=shown(mixer.total_patches),
                                       per_row=shown(mixer.patches_per_row),
                                       patch_width=mixer.patch_width, patch_height=mixer.patch_height,
                                       largest=MAX_RASTER_SIDE))


def _physical_memory() -> int:
    """The machine's memory in bytes (a guess where the system does not say)."""
    try:
        return int(os.sysconf("SC_PHYS_PAGES")) * int(os.sysconf("SC_PAGE_SIZE"))
    except (AttributeError, ValueError, OSError):
        return _FALLBACK_MEMORY


def _gib(size: int) -> str:
    return f"{size / (1 << 30):.1f} GiB"


def tile_block_height(patch_height: int) -> int:
    """The GeoTIFF's tile height: one patch row where TIFF allows it (a multiple of 16), so each strip completes
    its tiles; else 256 rows, gathered from several strips."""
    return patch_height if patch_height % 16 == 0 and patch_height <= 512 else 256


def _check_strips_fit(plan: ImportPlan) -> None:
    """Refuse, before anything is allocated, a grid whose rows of patches would not fit in memory: the raster
    is written a row of patches at a time, and a mixer's patchesPerRow (a typo, another export's) sets how wide.
    Counted: the strips decoded ahead, and the rows of tiles they are gathered into when a patch row is no tile
    row (8-pixel patches into 256-row tiles)."""
    mixer = plan.mixer
    row = len(plan.band_names) * mixer.width * np.dtype(plan.strip_values[0]).itemsize
    strip = row * mixer.patch_height
    block_height = tile_block_height(mixer.patch_height)
    held = strip * _STRIPS_IN_MEMORY + (row * block_height if block_height != mixer.patch_height else 0)
    memory = _physical_memory()
    if held <= memory // 2:
        return
    records = (counted(len(mixer.patch_indices), "its patchIndices list %n patch of {patches}",
                       "its patchIndices list %n patches of {patches}", patches=shown(mixer.total_patches))
               if mixer.patch_indices is not None
               else message("totalPatches is {patches}", patches=shown(mixer.total_patches)))
    raise ImageImportError(
        message("{mixer}: keys patchesPerRow ({per_row}) and patchDimensions "
                "({patch_width} x {patch_height}) make the raster {mixer_width} pixels wide "
                "({records}); it is written a row of patches at a time, and a row of {bands} "
                "takes {gib_strip}: the {gib_held} the import holds at once (rows decoded ahead and rows of tiles) "
                "is more than half this machine's memory ({gib_memory}). Is it the mixer of these records?",
                mixer=_mixer_name(mixer), per_row=shown(mixer.patches_per_row),
                patch_width=mixer.patch_width, patch_height=mixer.patch_height,
                mixer_width=shown(mixer.width), records=records, bands=n_bands(len(plan.band_names)),
                gib_strip=_gib(strip), gib_held=_gib(held), gib_memory=_gib(memory)))


def _record_holds(first: Decoded, where: str, shown_features: int = 4) -> str:
    """'record 0 of X holds 'b1' 64 values, ...', the words for what the records hold."""
    counts = [message("{name!r} {values}", name=name, values=n_values(_value_count(*entry)))
              for name, entry in first.items()]
    if len(counts) > shown_features:
        return message("{where} holds {counts}, ... ({features})", where=where,
                       counts=listing(counts[:shown_features]), features=n_features(len(counts)))
    return message("{where} holds {counts}", where=where, counts=listing(counts))


def _check_sidecar_patch(mixer: Mixer, export_sidecar: ExportSidecar | None, sidecar_name: str, first: Decoded,
                         first_where: str) -> None:
    """Refuse a mixer whose patch size contradicts the export sidecar beside it (one of them is another export's)."""
    if export_sidecar is None:
        return
    dimensions = [int(value) for value in export_sidecar.patchDimensions]
    if dimensions == [mixer.patch_width, mixer.patch_height]:
        return
    raise ImageImportError(
        message("{mixer}: key 'patchDimensions' is [{patch_width}, {patch_height}], but the "
                "export sidecar {sidecar_name} says {dimensions} (key 'patchDimensions'), and "
                "{first_holds}: the mixer and the sidecar are not of one export; give the mixer "
                "of these records", mixer=_mixer_name(mixer), patch_width=mixer.patch_width,
                patch_height=mixer.patch_height, sidecar_name=sidecar_name, dimensions=dimensions,
                first_holds=_record_holds(first, first_where)))


def _given_depth(name: str, depth: int) -> MessageList:
    """The words for a depth the user gave: the option then its entry, "FEATURES ndvi:12" in Processing."""
    return listing([_FEATURES, f" {name}:{depth}"], separator="")


def _declared_depths(given: dict[str, int], export_sidecar: ExportSidecar | None,
                     sidecar_name: str) -> dict[str, tuple[int, str, str]]:
    """{feature: (bands it holds, who says so)}: the features option's NAME:DEPTH, else the export sidecar's bands."""
    declared: dict[str, tuple[int, str, str]] = {}
    if export_sidecar is not None:
        for feature in export_sidecar.features:
            declared[feature.name] = (len(feature.bands),
                                      message("the export sidecar {sidecar} (key 'features')", sidecar=sidecar_name),
                                      message("the export sidecar {sidecar}", sidecar=sidecar_name))
    declared.update({name: (depth, _given_depth(name, depth), _given_depth(name, depth))
                     for name, depth in given.items()})
    return declared


def _check_depths(plan: _Plan, mixer: Mixer, first_where: str, declared: dict[str, tuple[int, str, str]],
                  class_depths: tuple[int, ...]) -> None:
    """Refuse a feature read as several bands unless something says it holds that many.

    A feature of 64 values is 4 bands of a 4 x 4 patch, or one band of an 8 x 8 one whose mixer is another
    export's: the records alone cannot tell. A depth is known from the features option (NAME:DEPTH), the export sidecar,
    a feature of one band beside it (whose count fixes the tile), or, for a class map of one feature, the class
    table (a band a class). Per-pixel records hold a pixel's values, their depth whatever it is.
    """
    if plan.mode != PATCH_RECORDS:
        return
    one_band_beside = any(feature.depth == 1 for feature in plan.features)
    for feature in plan.features:
        mx, my = feature.margins or (plan.margin_x, plan.margin_y)
        tile = "{} x {}".format(*PatchLayout.tile_size(mixer.patch_width, mixer.patch_height, mx, my))
        read_as = message("feature {name!r} holds {values} in {where}, which the mixer's patchDimensions "
                          "{patch_width} x {patch_height} ({mixer}) read as {bands} of {tile} pixels",
                          name=feature.name, values=n_values(feature.count), where=first_where,
                          patch_width=mixer.patch_width, patch_height=mixer.patch_height, mixer=_mixer_name(mixer),
                          bands=n_bands(feature.depth), tile=tile)
        if feature.name in declared:
            depth, source, source_named = declared[feature.name]
            if depth != feature.depth:
                raise ImageImportError(message("{read_as}, but {source} says it holds {depth}: the mixer is not of "
                                               "these records, or {source_split} is wrong", read_as=read_as,
                                               source=source, depth=depth, source_split=source_named))
            continue
        if feature.depth == 1 or one_band_beside or (len(plan.features) == 1 and feature.depth in class_depths):
            continue
        side = int(round(feature.count ** 0.5))
        other = message(" ({side} x {side} patches)", side=side) if side * side == feature.count else ""
        raise ImageImportError(
            message("{read_as}; nothing says it holds {feature_bands} (neither the export sidecar nor a "
                    "feature of one band beside it), and one band of patches of another size holds as many "
                    "values{other}. If it holds {feature_bands}, say so with {features} "
                    "{feature_name}:{feature_depth}; otherwise give the mixer of these records", features=_FEATURES,
                    read_as=read_as,
                    feature_depth=feature.depth, feature_bands=n_bands(feature.depth), other=other,
                    feature_name=feature.name))


def _settle_layouts(plan: _Plan, inputs: _Inputs) -> None:
    """Decide how each feature of several bands holds them in a patch record: [C, H, W] or [H, W, C].

    The export's own features (its sidecar describes them) were written channels-first, as EE writes array bands.
    Any other feature of several bands (a model's predictions: PyTorch's channels-first, Keras's channels-last)
    takes the layout option; without it, both readings fit the same values, so it is refused naming both: never
    guessed. A tile of one pixel reads the same either way.
    """
    own = ({feature.name for feature in inputs.export_sidecar.features} if inputs.export_sidecar is not None
           else set())
    for index, feature in enumerate(plan.features):
        mx, my = feature.margins or (plan.margin_x, plan.margin_y)
        tile_width, tile_height = PatchLayout.tile_size(inputs.mixer.patch_width, inputs.mixer.patch_height, mx, my)
        if feature.depth == 1 or tile_width * tile_height == 1:
            continue
        if feature.name in own:
            if inputs.layout == CHANNELS_LAST:
                plan.notes.append(message("feature {name!r} read channels-first, as the export that wrote it did "
                                          "(its sidecar {sidecar} describes it), whatever {layout} says",
                                          name=feature.name, sidecar=inputs.sidecar_name, layout=_LAYOUT))
            continue
        if inputs.layout == AUTO_LAYOUT:
            shapes = dict(depth=feature.depth, tile_height=tile_height, tile_width=tile_width)
            raise ImageImportError(message(
                "feature {name!r} holds {bands} of {tile_width} x {tile_height} pixels in {where}, and nothing "
                "says in which order its {values} hold them: channels-first [{depth}, {tile_height}, "
                "{tile_width}] (band by band, as EE and this plugin's export write them) or channels-last "
                "[{tile_height}, {tile_width}, {depth}] (pixel by pixel, as a Keras model predicts them). Both "
                "readings fit; give {layout} {first} or {layout} {last}", name=feature.name, where=inputs.first_where,
                bands=n_bands(feature.depth), values=n_values(feature.count), layout=_LAYOUT, first=CHANNELS_FIRST,
                last=CHANNELS_LAST, **shapes))
        plan.features[index] = replace(feature, layout=inputs.layout)


def _class_depths(table: ClassTable | None, class_map_wanted: bool) -> tuple[int, ...]:
    """The depths a class map's lone feature may have by its class table: a band a class (and one for nodata)."""
    if table is None or not class_map_wanted:
        return ()
    return (len(table.classes), len(table.classes) + 1) if table.nodata is not None else (len(table.classes),)


def _in_class_order(plan: _Plan, table: ClassTable | None, class_from: str | None,
                    wanted: list[str] | None) -> str | None:
    """Put features of one band a class in the class table's order, matched by name, for the argmax; the
    words for that order, or None when it does not apply (the features option given, one feature, no argmax or table).

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
        return message("the class table's order, matched by feature name")
    extra = [name for name in by_name if name not in classes]
    missing = [name for name in classes if name not in by_name]
    if not missing:
        detail = (message(" ({extra} is no class of it)", extra=repr(extra[0])) if len(extra) == 1
                  else message(" ({extra} are no class of it)", extra=", ".join(map(repr, extra))))
    else:
        detail = message(" (no feature is named {missing})", missing=", ".join(map(repr, missing)))
    nodata = message(", the band of the label nodata first if there is one") if table.nodata is not None else ""
    where = message("the class table {path}", path=table.source) if table.source else message("the class table")
    raise ImageImportError(
        message("cannot tell which feature holds which class: the argmax takes band i as the i-th class of {where} "
                "({classes}), and the features ({by_name}) are not named after its classes{detail}. The order of the "
                "keys inside a record is no order (a protobuf map has none, and TensorFlow writes them as it likes): "
                "list the features in the class table's order with {features}{nodata}", features=_FEATURES, where=where,
                classes=', '.join(classes), by_name=', '.join(by_name), detail=detail, nodata=nodata))


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


def kernel_note(kernel: Sequence[int], sidecar_name: str) -> str:
    """The import's note, in its log, that it takes ``kernel`` from the export sidecar ``sidecar_name``; the
    import panel's preview says the same words."""
    return message("kernelSize {kx},{ky} from {sidecar}", kx=kernel[0], ky=kernel[1], sidecar=sidecar_name)


def _kernel_size(kernel_size: object, export_sidecar: ExportSidecar | None,
                 sidecar_name: str) -> tuple[tuple[int, int] | None, list[str]]:
    """The kernel size given, else the export sidecar's (with a note saying so), else None (inferred later)."""
    kernel, source = chosen_kernel_size(kernel_size, export_sidecar.kernelSize if export_sidecar else None)
    if source != KERNEL_FROM_SIDECAR or kernel is None:
        return kernel, []
    return kernel, [kernel_note(kernel, sidecar_name)]


def _patch_plan(inputs: _Inputs) -> _Plan | None:
    """The plan for records of one patch each; None if no feature fits one."""
    try:
        return _plan_patch_records(inputs)
    except ImageImportError:
        # The mixer of another export fits no layout either: the record count says so more plainly.
        _raise_if_the_count_cannot_fit(inputs)
        raise


def _pixel_plan(inputs: _Inputs, record_count: int) -> _Plan:
    """The plan for records of one pixel each, when there are as many as the tiles have pixels."""
    margins = _pixel_margins(record_count, inputs.mixer, inputs.kernel)
    if margins is None:
        if record_count == inputs.mixer.record_count:
            raise _unfit_error(inputs, inputs.wanted)
        raise _count_error(record_count, inputs.mixer, inputs.kernel)
    return _plan_pixel_records(inputs, *margins)


def _record_counts(paths: list[str], monitor: Monitor) -> tuple[int, ...]:
    """Each file's records, counted beforehand (cancellable between files)."""
    counts = []
    for path in paths:
        counts.append(count_records(path))
        monitor.check()
    return tuple(counts)


def _pixel_records_could_fill(plan: ImportPlan) -> bool:
    """Whether the files are large enough to hold a record for each pixel of every tile, not one a patch.

    Per-pixel records whose values happen to fit a patch (4 scores a pixel, and 2 x 2 patches) are told apart by
    their number alone. Such records hold each feature's values at least (4 bytes a float, 1 an integer or a
    byte) besides their framing, and per-pixel needs at least two of them a patch, and no fewer than a patch
    has pixels: files that cannot hold that many need not be counted before writing (which checks the count).
    """
    mixer = plan.mixer
    fewest_records = mixer.record_count * max(2, mixer.patch_width * mixer.patch_height)
    return sum(most_record_bytes(path) for path in plan.paths) >= fewest_records * _least_record(plan)


def _least_record(plan: ImportPlan) -> int:
    """The fewest bytes a record of the plan takes: each feature's values at least (4 bytes a float, 1 an integer
    or a byte) besides its framing."""
    return FRAMING_SIZE + sum(feature.count * (4 if feature.kind == FLOAT else 1) for feature in plan.features)


def _check_files_can_hold(plan: ImportPlan) -> None:
    """Refuse, before the GeoTIFF is made (its tile index alone grows with the grid), a mixer claiming more
    records than the files' bytes can hold: 215 bytes of mixer can claim half a billion patches."""
    most = sum(most_record_bytes(path) for path in plan.paths)
    least = _least_record(plan)
    if plan.mixer.record_count * least <= most:
        return
    raise ImageImportError(message("{mixer}: the mixer describes {patches} patches, a record each of at least "
                                   "{least} bytes ({first} holds that), but {files} can hold at most "
                                   "{records} ({bytes} bytes of records at most): is it the mixer of "
                                   "these records?", mixer=_mixer_name(plan.mixer),
                                   patches=shown(plan.mixer.record_count), least=least, first=plan.first_where,
                                   files=n_files(len(plan.paths)),
                                   records=counted(most // least, "%n such record", "%n such records"), bytes=most))


def _read_inputs(paths: Iterable[PathLike], mixer: Mixer | PathLike | None, features: str | Iterable[str] | None,
                 kernel_size: object, nodata: float | None, data_type: str | None, sidecar: PathLike | None,
                 class_table: ClassTable | PathLike | None, class_from: str | None,
                 layout: str | None = None) -> _Inputs:
    """Check the options, read the mixer, the export sidecar and the first record: what planning starts from."""
    paths = files_in_given_order(paths)
    if not paths:
        raise ImageImportError(message("no TFRecord files given"))
    layout = layout or AUTO_LAYOUT
    if layout not in CHANNEL_LAYOUTS:
        raise ImageImportError(message("{option} is {value}; it is one of {layouts}", option=_LAYOUT, value=layout,
                                       layouts=", ".join(CHANNEL_LAYOUTS)))
    mixer, export_sidecar, sidecar_name = _mixer_and_sidecar(paths, mixer, sidecar)
    shard_checks = _checked_against_run(paths, mixer, export_sidecar, sidecar_name)
    _check_mixer_fits(mixer)
    wanted = parse_feature_names(features)
    kernel, sidecar_notes = _kernel_size(kernel_size, export_sidecar, sidecar_name)
    if data_type is not None and data_type not in DATA_TYPES:
        raise ImageImportError(message("unknown data type {data_type!r}: use one of {types}", data_type=data_type,
                                       types=', '.join(DATA_TYPES)))
    table = class_table if class_table is None or isinstance(class_table, ClassTable) else read_class_table(class_table)

    first, first_where, notes_for_lists = _first_record(paths, mixer, kernel)
    _check_sidecar_patch(mixer, export_sidecar, sidecar_name, first, first_where)
    wanted, given_depths = _split_depths(wanted, first)
    if wanted is None:
        first, order = _in_band_order(first, export_sidecar)
    else:
        order = message("as {features} lists them", features=_FEATURES)
    return _Inputs(paths, mixer, kernel, wanted, given_depths, first, first_where, order,
                   sidecar_notes + notes_for_lists, export_sidecar, sidecar_name, table, class_from, nodata, data_type,
                   shard_checks, layout)


def _with_bands(inputs: _Inputs, draft: _Plan) -> _Inputs:
    """Settle the draft's class map and band order (with the notes saying so); the inputs with that order."""
    order = inputs.order
    if inputs.class_map_wanted:
        masked = _masked_value(inputs.export_sidecar, draft)
        # The records' value for "no value": the sidecar's, else the nodata given (the import's nodata names the
        # value that is none in the records, as it does without a class map).
        draft.class_map = make_class_map(inputs.table, inputs.class_from, draft.band_names, inputs.nodata,
                                         inputs.data_type, masked if masked is not None else inputs.nodata)
        if masked is not None:
            draft.notes.append(message("pixels holding defaultValue {value:g} in every band (masked, as {sidecar} "
                                       "says) are nodata in the class map", value=masked,
                                       sidecar=inputs.sidecar_name))
        order = _in_class_order(draft, inputs.table, inputs.class_from, inputs.wanted) or order
    draft.notes.append(_band_sources(draft, order))
    return replace(inputs, order=order)


def _planned(inputs: _Inputs, draft: _Plan, record_count: int, counts: tuple[int, ...] | None) -> ImportPlan:
    """The plan of ``draft`` with its output type and nodata decided, refused if its strips would not fit."""
    mixer = inputs.mixer
    nodata, guessed = inputs.nodata, False
    if draft.class_map is not None:
        type_name, nodata = draft.class_map.type_name, draft.class_map.nodata
    else:
        type_name = _output_type_name(_value_dtype(draft), inputs.data_type)
        if nodata is None and mixer.patch_indices is not None and len(mixer.patch_indices) < mixer.total_patches:
            nodata = DEFAULT_FLOAT_NODATA if np.dtype(DATA_TYPES[type_name][1]).kind == "f" else DEFAULT_INTEGER_NODATA
            draft.notes.append(message("patches the index leaves out are nodata ({nodata:g})", nodata=nodata))
        if nodata is not None:
            nodata = _checked_nodata(nodata, type_name)
        # Int32 is a guess from the value kind: values beyond it are written again as Float64 (import_image).
        guessed = inputs.data_type is None and type_name == "Int32"
    plan = ImportPlan(tuple(inputs.paths), mixer, inputs.kernel, draft.mode, draft.margin_x, draft.margin_y,
                      tuple(draft.features), inputs.first_where, type_name, nodata, record_count, tuple(draft.notes),
                      draft.class_map, guessed, counts, inputs.shard_checks)
    _check_strips_fit(plan)
    return plan


def _patch_import_plan(inputs: _Inputs, draft: _Plan) -> tuple[_Inputs, ImportPlan]:
    """The plan of records of one patch each; and the inputs with what the export sidecar and the class table
    settled (the nodata, the band order), which a per-pixel plan then starts from."""
    draft.notes += inputs.notes
    _check_depths(draft, inputs.mixer, inputs.first_where,
                  _declared_depths(inputs.given_depths, inputs.export_sidecar, inputs.sidecar_name),
                  _class_depths(inputs.table, inputs.class_map_wanted))
    if inputs.export_sidecar is not None:
        inputs = replace(inputs, nodata=_apply_sidecar(inputs.export_sidecar, draft, inputs.nodata, inputs.sidecar_name,
                                                       with_nodata=not inputs.class_map_wanted))
    _settle_layouts(draft, inputs)
    inputs = _with_bands(inputs, draft)
    return inputs, _planned(inputs, draft, inputs.mixer.record_count, None)


def _pixel_import_plan(inputs: _Inputs, counts: tuple[int, ...]) -> ImportPlan:
    """The plan of records of one pixel each, by the files' record ``counts``."""
    draft = _pixel_plan(inputs, sum(counts))
    draft.notes += inputs.notes
    return _planned(_with_bands(inputs, draft), draft, sum(counts), counts)


def plan_import(request: ImportRequest, monitor: Monitor | None = None,
                file_counts: Sequence[int] | None = None) -> ImportPlan:
    """Decide all an import does before it writes; refuse, naming what and where, what cannot be placed.

    ``request``: :func:`.import_image.import_image`'s (its output unused). Reads the first record, and decides by
    its value counts whether the records are a patch each (then their margins, and which features are which bands)
    or a pixel of a tile each. The records are counted first when that must decide (no feature fits a patch), or may
    (the files are large enough for per-pixel records whose values happen to fit a patch); otherwise the writing
    checks the count, so the common case reads the records once. Then the output type and nodata: for int64 values,
    Int32 unless said otherwise, which only writing can show too narrow (:meth:`ImportPlan.widened`).
    ``file_counts``: each file's records, when already counted (the import dialog's preview has): then the
    count is checked here too, as writing would, and the files are not counted again.
    """
    plan = _planned_records(request, monitor, file_counts)
    return replace(plan, cog=True) if request.cog else plan


def _planned_records(request: ImportRequest, monitor: Monitor | None,
                     file_counts: Sequence[int] | None) -> ImportPlan:
    """:func:`plan_import` but the output's form."""
    monitor = as_monitor(monitor)
    inputs = _read_inputs(request.files, request.mixer, request.features, request.kernel_size, request.nodata,
                          request.data_type, request.sidecar, request.class_table, request.class_from, request.layout)

    def record_counts() -> tuple[int, ...]:
        return tuple(file_counts) if file_counts is not None else _record_counts(inputs.paths, monitor)

    draft = _patch_plan(inputs)
    if draft is None:
        return _pixel_import_plan(inputs, record_counts())
    inputs, plan = _patch_import_plan(inputs, draft)
    _check_files_can_hold(plan)
    if file_counts is None and not _pixel_records_could_fill(plan):
        return plan
    counts = record_counts()
    if sum(counts) == plan.record_count:
        return replace(plan, file_counts=counts)
    if _pixel_margins(sum(counts), inputs.mixer, inputs.kernel) is None:
        raise plan.count_error(sum(counts))
    return _pixel_import_plan(inputs, counts)

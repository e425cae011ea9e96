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
import tempfile
import traceback
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Union

import numpy as np
from osgeo import gdal, osr

from ..base.import_errors import ImageImportError
from ..base.messages import counted, listing, message, message_of
from ..base.parallel import read_ahead
from ..base.progress import Monitor, as_monitor
from ..codec.example import BYTES, decode_uniform_examples
from ..codec.records import FileDigest, RecordReader
from ..layout.class_table import ClassMap
from ..layout.grid import PatchLayout
from ..layout.mixer import Mixer, shown
from ..layout.naming import files_in_given_order, files_in_numbered_order, find_export
from ..layout.schema import CHANNELS_LAST
from ..places import storage
from ..places.gdal_cache import bounded_gdal_cache
from ..places.outputs import check_output_file, describe_write_failure, remove_quietly
from ..places.place import Place
from .import_plan import (
    DATA_TYPES,
    DEFAULT_FLOAT_NODATA,
    DEFAULT_INTEGER_NODATA,
    KERNEL_FROM_SIDECAR,
    KERNEL_GIVEN,
    KERNEL_INFERRED,
    PATCH_RECORDS,
    PIXEL_RECORDS,
    FeaturePlan,
    ImportPlan,
    ImportRequest,
    _decode,
    _source,
    _value_count,
    ambiguity_error,
    band_order,
    chosen_kernel_size,
    parse_feature_names,
    parse_kernel_size,
    plan_import,
    tile_block_height,
)
from .raster_item import commit_raster_item, raster_item

# The planning's public names, and the finding and ordering of shards (naming.py), stay importable from here,
# where the import's callers have always found them.
__all__ = [
    "CLASSES_STYLE", "DATA_TYPES", "DEFAULT_FLOAT_NODATA", "DEFAULT_INTEGER_NODATA", "GEOTIFF_OPTIONS",
    "KERNEL_FROM_SIDECAR", "KERNEL_GIVEN", "KERNEL_INFERRED", "MAX_CLASSES", "PATCH_RECORDS", "PIXEL_RECORDS",
    "PROBABILITY_STYLE", "CountedRecordRows", "CountedRecords", "ImageImportError", "ImportPlan", "ImportRequest",
    "ImportResult", "ValueSummary", "ambiguity_error", "band_order", "chosen_kernel_size", "decoded_patch_rows",
    "files_in_given_order", "files_in_numbered_order", "find_export", "gdal_failure", "import_image", "import_result",
    "parse_feature_names", "parse_kernel_size", "plan_import", "value_summary", "write_geotiff", "write_raster",
]

if TYPE_CHECKING:
    from ..layout.manifest import ShardCheck

    PathLike = Union[str, os.PathLike]
    # A decoded record: feature name -> (kind, values).
    Decoded = dict[str, tuple[Any, Any]]
    # (path, index of the first record in that file, records [n, length] uint8): a run of pixel records.
    RowBlock = tuple[str, int, np.ndarray]
    # What writes the GeoTIFF once the import is planned, as write_raster does: the summary of the values written.
    RasterWriter = Callable[[str, ImportPlan, Monitor], "ValueSummary"]


GEOTIFF_OPTIONS = ["TILED=YES", "COMPRESS=DEFLATE", "BIGTIFF=IF_SAFER", "NUM_THREADS=ALL_CPUS"]

PROBABILITY_STYLE = "probability"
CLASSES_STYLE = "classes"
# A single integer band with at most this many distinct values is a class map.
MAX_CLASSES = 32


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
    classes: tuple[float, ...] | None = None  # a single band's few distinct values, all whole numbers; else None
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
            return message("shown as classes ({classes})", classes=", ".join(
                f"{value:g} {name}" for value, name in zip(self.classes or (), self.class_names)))
        if self.classes:
            return message("shown as {style} ({classes})", style=self.style,
                           classes=", ".join(f"{v:g}" for v in self.classes))
        return message("shown as {style} (a ramp over 0..1)", style=self.style)


# ----------------------------------------------------------------------------- records

def _checked_readers(plan_paths: Sequence[str], checks: Sequence[ShardCheck | None] | None
                     ) -> Iterator[tuple[str, RecordReader, Callable[[], None]]]:
    """(path, its reader, what to call once the reader has read the file to its end) for each file in order;
    with ``checks`` (the export's own shards), that call refuses a file that is not the shard the export's run
    wrote (records, bytes and SHA-256, taken as the file is read), before the raster is kept."""
    for number, path in enumerate(plan_paths):
        check = checks[number] if checks is not None else None
        digest = FileDigest() if check is not None else None
        reader = RecordReader(path, digest=digest)

        def finished(reader: RecordReader = reader, check: ShardCheck | None = check, path: str = path) -> None:
            if check is not None and reader.digest is not None:
                problem = check.problem(path, reader.index, reader.digest)
                if problem is not None:
                    raise ImageImportError(problem)
        yield path, reader, finished


def _records_in_order(paths: Sequence[str],
                      checks: Sequence[ShardCheck | None] | None = None) -> Iterator[tuple[str, int, bytes]]:
    """(path, index in that file, record bytes) for every record, across the files in order (each checked
    against the export's run at its end, with ``checks``)."""
    for path, reader, finished in _checked_readers(paths, checks):
        for index, record in enumerate(reader):
            yield path, index, record
        finished()


def _record_rows_in_order(paths: Sequence[str], checks: Sequence[ShardCheck | None] | None = None
                          ) -> Iterator[RowBlock]:
    """:func:`_records_in_order` as blocks of rows (:meth:`.records.RecordReader.record_rows`)."""
    for path, reader, finished in _checked_readers(paths, checks):
        for first, rows in reader.record_rows():
            yield path, first, rows
        finished()


def _values_of(kind: str | None, values: Any) -> np.ndarray:
    """A feature's values as one flat numpy array (a bytes list: its bytes, as uint8 pixels)."""
    if kind == BYTES:
        return np.frombuffer(values[0] if len(values) == 1 else b"".join(values), dtype=np.uint8)
    if kind is None:
        return np.zeros(0, dtype=np.float32)
    return values


# ----------------------------------------------------------------------------- output


def _spatial_reference(crs: str, mixer_path: str) -> osr.SpatialReference:
    reference = osr.SpatialReference()
    try:
        failed = reference.SetFromUserInput(crs) != 0
    except RuntimeError:
        failed = True
    if failed:
        if not mixer_path:  # a mixer built, not read
            raise ImageImportError(message("the mixer's CRS {crs} is not one GDAL knows", crs=shown(crs)))
        raise ImageImportError(message("{path}: the mixer's CRS {crs} is not one GDAL knows", path=mixer_path,
                                       crs=shown(crs)))
    return reference


def gdal_failure(what: str) -> OSError:
    """The error of a GDAL call that failed: 'GDAL could not ``what``', and GDAL's reason."""
    return OSError(message("GDAL could not {what}: {reason}", what=what,
                           reason=gdal.GetLastErrorMsg() or 'no reason given'))


def _create_geotiff(path: str, plan: ImportPlan, creation_options: Sequence[str] = ()) -> gdal.Dataset:
    mixer, type_name, nodata = plan.mixer, plan.type_name, plan.nodata
    # The caller's first: GDAL takes an option's first value.
    options = [*creation_options, *GEOTIFF_OPTIONS, f"BLOCKYSIZE={tile_block_height(mixer.patch_height)}"]
    names = plan.output_band_names
    width, height = plan.raster_size or (mixer.width, mixer.height)
    dataset = gdal.GetDriverByName("GTiff").Create(path, width, height, len(names), DATA_TYPES[type_name][0], options)
    if dataset is None:
        raise gdal_failure(message("create {path}", path=path))
    dataset.SetGeoTransform(mixer.geotransform)
    dataset.SetProjection(_spatial_reference(mixer.crs, mixer.path).ExportToWkt())
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

    def __init__(self, plan: ImportPlan) -> None:
        self.plan = plan
        self.mixer = plan.mixer
        self.first_where = plan.first_where
        layout = plan.layout
        self.tile_width, self.tile_height = layout.tile_width, layout.tile_height
        self._core = (slice(None),) + layout.core_window  # of (bands, th, tw)
        # Each feature's tile shape and core, worked out once: the loop over the records reshapes and slices.
        self._tiles = [(feature, *self._tile_of(feature)) for feature in plan.features]

    def _tile_of(self, feature: FeaturePlan) -> tuple[tuple[int, int, int], tuple[slice, slice, slice]]:
        """(depth, th, tw) of a feature's tiles (its own margins, else the plan's) and the patch core in them."""
        pw, ph = self.mixer.patch_width, self.mixer.patch_height
        mx, my = feature.margins or (self.plan.margin_x, self.plan.margin_y)
        tile_width, tile_height = PatchLayout.tile_size(pw, ph, mx, my)
        return (feature.depth, tile_height, tile_width), (slice(None),) + PatchLayout.core_of_tile(pw, ph, mx, my)

    def values(self, decoded: Decoded, feature: FeaturePlan, path: str, index: int) -> np.ndarray:
        entry = decoded.get(feature.name)
        if entry is None:
            raise ImageImportError(message("feature {feature_name!r} is missing from {source} (it was in "
                                           "{first_where})", feature_name=feature.name,
                                           source=_source(path, index), first_where=self.first_where))
        kind, values = entry
        count = _value_count(kind, values)
        if kind != feature.kind or count != feature.count:
            raise ImageImportError(message("feature {feature_name!r} has {values} in {source} but {feature_values} in "
                                           "{first_where}", feature_name=feature.name,
                                           values=counted(count, "%n {kind} value", "%n {kind} values", kind=kind),
                                           source=_source(path, index), feature_values=counted(
                                               feature.count, "%n {kind} value", "%n {kind} values",
                                               kind=feature.kind), first_where=self.first_where))
        return _values_of(kind, values)

    def crop(self, tiles: np.ndarray) -> np.ndarray:
        """(bands, th, tw) -> the patch core (bands, ph, pw)."""
        return tiles[self._core]

    def patch_from_record(self, record: bytes, path: str, index: int) -> np.ndarray:
        decoded = _decode(record, path, index)
        layers = [_bands_first(self.values(decoded, feature, path, index), shape, feature.layout)[core]
                  for feature, shape, core in self._tiles]
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


def _bands_first(values: np.ndarray, shape: tuple[int, int, int], layout: str) -> np.ndarray:
    """A feature's values as (depth, th, tw) ``shape``, from a record holding them channels-first (as they are) or
    channels-last ([th, tw, depth], a Keras model's)."""
    if layout == CHANNELS_LAST:
        depth, height, width = shape
        return values.reshape(height, width, depth).transpose(2, 0, 1)
    return values.reshape(shape)


class CountedRecords:
    """The records of all files in order, counting those taken."""

    def __init__(self, paths: Sequence[str], checks: Sequence[ShardCheck | None] | None = None) -> None:
        self._records = _records_in_order(paths, checks)
        self.count = 0

    def __iter__(self) -> CountedRecords:
        return self

    def __next__(self) -> tuple[str, int, bytes]:
        item = next(self._records)
        self.count += 1
        return item

    def count_the_rest(self) -> int:
        for _ in self._records:
            self.count += 1
        return self.count


class CountedRecordRows:
    """The records of all files in order as blocks of rows (pixel records are many and small)."""

    def __init__(self, paths: Sequence[str], checks: Sequence[ShardCheck | None] | None = None) -> None:
        self._blocks = _record_rows_in_order(paths, checks)
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


def _patches(records: Any, plan: ImportPlan, reader: _PatchReader) -> Iterator[tuple[int, np.ndarray]]:
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
        raise ImageImportError(message("the index sidecar's patchIndices must increase: records come in patch order"))
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


class ValueSummary:
    """The range of the values written (nodata left out), and a single band's few distinct values when they are
    whole numbers: a class map, whether its type is an integer or a float (EE exports classes as floats)."""

    def __init__(self, nodata: float | None, band_count: int, integer: bool, max_distinct: int = MAX_CLASSES,
                 any_span: bool = False) -> None:
        self.nodata = nodata
        self.least: float | None = None
        self.greatest: float | None = None
        self.integer = integer
        self.distinct: set[float] | None = set() if band_count == 1 else None
        self.max_distinct = max_distinct
        self.any_span = any_span  # keep the distinct values however far apart (a class map's are known to be few)
        self.counts: dict[float, int] = {}  # pixels per value, while the distinct values are kept
        self.unknown: dict[int, int] = {}  # a class map's: pixels per value of a band of class numbers that is no class
        # Values beyond the Int32 an ImportPlan guessed: the raster was not kept, and is written again widened.
        self.needs_wider_type = False

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
                if not self.integer:
                    values = values[np.isfinite(values)]
                found, counts = np.unique(values, return_counts=True)
                if not self.integer and not np.array_equal(found, np.round(found)):
                    self.distinct = None  # a fraction: no class map
                    return
                self.distinct.update(found.tolist())
                for value, count in zip(found.tolist(), counts.tolist()):
                    self.counts[value] = self.counts.get(value, 0) + count
                if len(self.distinct) > self.max_distinct:
                    self.distinct = None

    def merge(self, other: ValueSummary) -> None:
        """Add the summary of other strips (a Dask partition's) as if their strips were added here."""
        self.needs_wider_type = self.needs_wider_type or other.needs_wider_type
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

    def beyond(self, type_name: str) -> bool:
        """Whether a value seen falls outside the whole numbers of the integer type ``type_name``."""
        limits = np.iinfo(DATA_TYPES[type_name][1])
        return (self.least is not None and self.least < limits.min) or (
            self.greatest is not None and self.greatest > limits.max)

    @property
    def value_range(self) -> tuple[float, float] | None:
        return None if self.least is None or self.greatest is None else (self.least, self.greatest)

    @property
    def classes(self) -> tuple[float, ...] | None:
        if not self.distinct:
            return None
        values = tuple(sorted(self.distinct))
        # A float band within 0..1 is a probability map (ImportResult.style), even one that holds only 0 and 1.
        return None if not self.integer and 0 <= values[0] and values[-1] <= 1 else values


def decoded_patch_rows(plan: ImportPlan, records: Any,
                       values_seen: ValueSummary) -> Iterator[tuple[int, np.ndarray]]:
    """(records done, strip [bands, ph, width]) of each row of patches in turn, the patches decoded into place.

    The one decoding path of an import: this process's (:func:`_write_patches`,
    on a read-ahead thread) and each Dask task's for its partition of patch rows
    (:func:`.distributed.import_partition`, the plan's mixer then that partition's).
    ``records``: a :class:`CountedRecords` (patch records) or :class:`CountedRecordRows`.
    After the last row, ``records`` must hold exactly ``plan.record_count``
    records (else the plan's count error). Every strip is added to ``values_seen``
    (a :class:`ValueSummary`), the import's range and classes; values beyond a
    guessed Int32 (``plan.type_guessed``) end the rows early, with
    ``values_seen.needs_wider_type`` set.
    """
    mixer = plan.mixer
    pw, ph = mixer.patch_width, mixer.patch_height
    strip_dtype, fill = plan.strip_values
    patches = _patches(records, plan, _PatchReader(plan))
    grid_indices = iter(_grid_indices(mixer))
    next_index = next(grid_indices, None)
    done = 0
    shape = (len(plan.band_names), ph, mixer.width)
    # Without an index sidecar every patch of a row has its record (else the count error stops the
    # import before the strip is used), so no pixel keeps the fill: one pass less over each strip.
    every_patch = mixer.patch_indices is None
    for row in range(mixer.rows):
        strip = np.empty(shape, dtype=strip_dtype) if every_patch else np.full(shape, fill, dtype=strip_dtype)
        while next_index is not None and next_index // mixer.patches_per_row == row:
            taken = next(patches, None)
            if taken is None:
                raise plan.count_error(records.count)
            done, patch = taken
            column = next_index % mixer.patches_per_row
            strip[:, :, column * pw:(column + 1) * pw] = patch
            next_index = next(grid_indices, None)
        if plan.class_map is not None:
            strip = plan.class_map.classify(strip, values_seen.unknown)
        values_seen.add(strip)
        if plan.type_guessed and values_seen.beyond(plan.type_name):
            values_seen.needs_wider_type = True
            return
        yield done, strip
    if records.count_the_rest() != plan.record_count:
        raise plan.count_error(records.count)


def block_rows(strips: Iterable[np.ndarray], block_height: int) -> Iterator[tuple[int, np.ndarray]]:
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


def value_summary(plan: ImportPlan) -> ValueSummary:
    """An empty :class:`ValueSummary` of an import planned so."""
    integer = np.dtype(DATA_TYPES[plan.type_name][1]).kind in "iu"
    if plan.class_map is not None:
        return ValueSummary(plan.nodata, 1, True, len(plan.class_map.values), any_span=True)
    return ValueSummary(plan.nodata, len(plan.output_band_names), integer)


def _write_patches(dataset: gdal.Dataset, plan: ImportPlan, records: Any, monitor: Monitor,
                   values_seen: ValueSummary) -> None:
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

    with contextlib.closing(read_ahead(decoded_patch_rows(plan, records, values_seen))) as strips:
        for top, rows in block_rows(strips_reported(strips), block_height):
            if dataset.WriteArray(rows, 0, top) != 0:
                raise gdal_failure(message("write row {top} of the raster", top=top))
            # Compress and write the finished tiles now rather than holding them in GDAL's cache.
            dataset.FlushCache()
            monitor.progress(progress[-1], plan.record_count)


def _remove_quietly(*paths: str) -> None:
    for path in paths:
        remove_quietly(path)


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
                    raise OSError(message("GDAL could not write the raster: its block {x},{y} of band {number} is "
                                          "missing from the file ({size} bytes were written)", x=x, y=y, number=number,
                                          size=size))


@bounded_gdal_cache()
def write_geotiff(output_path: str, plan: ImportPlan, fill_raster: Callable[[gdal.Dataset], bool],
                  creation_options: Sequence[str] = (), values_seen: ValueSummary | None = None,
                  monitor: Monitor | None = None) -> bool:
    """Create the GeoTIFF under a temporary name, ``fill_raster(dataset)``, rename it when complete; on any
    failure delete it. ``fill_raster`` returns whether to keep the raster: False (values that need a wider
    type) deletes it too, and so does this return. ``creation_options`` take the place of GEOTIFF_OPTIONS' own
    (predict's compression), in the Cloud-Optimized GeoTIFF too.

    With ``plan.cog``, and for a bucket (or any GDAL virtual file system) always, the output is a Cloud-Optimized
    GeoTIFF (:func:`_send_as_cog`: its overviews and predictor suit ``values_seen``, the values written), made from
    a scratch tiled GeoTIFF written first (beside a local output, in the temporary folder for a bucket: GDAL writes
    a GeoTIFF's blocks out of order); ``monitor``'s cancel stops the making of it."""
    if storage.is_virtual(output_path):
        return _write_geotiff_elsewhere(output_path, plan, fill_raster, creation_options, values_seen, monitor)
    if not plan.cog:
        return _write_tiled(output_path, plan, fill_raster, creation_options)
    # The scratch raster is compressed lightly: it is read once, by the COG driver, which compresses it again. A
    # temporary name as every other (NAME.tif.scratch.<run>.part): GDAL opens it by its content.
    scratch = storage.partial_name(storage.suffixed(output_path, ".scratch"), storage.new_run_id())
    try:
        if not _write_tiled(scratch, plan, fill_raster, scratch_options()):
            return False
        _send_as_cog(scratch, output_path, plan, creation_options, values_seen, monitor)
    finally:
        _remove_quietly(scratch, scratch + ".aux.xml")
    return True


def _write_tiled(output_path: str, plan: ImportPlan, fill_raster: Callable[[gdal.Dataset], bool],
                 creation_options: Sequence[str]) -> bool:
    """:func:`write_geotiff` of the plain tiled GeoTIFF at the local ``output_path``."""
    partial = storage.partial_name(output_path, storage.new_run_id())  # never another import's to this output
    dataset = None
    try:
        # GDAL writes through whatever has these names: a link planted there must go, not its target.
        storage.clear_for_writing(partial)
        storage.clear_for_writing(partial + ".aux.xml")
        dataset = _create_geotiff(partial, plan, creation_options)
        kept = fill_raster(dataset)
        dataset.FlushCache()
        dataset = None  # closes the file
        if not kept:
            _remove_quietly(partial, partial + ".aux.xml")
            return False
        _check_blocks_written(partial)
        _rename_with_aux(partial, output_path)
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
    return True


def _rename_with_aux(partial: str, output_path: str) -> None:
    """Give the complete local GeoTIFF ``partial`` (and its ``.aux.xml``: class names) the name ``output_path``."""
    if not os.path.exists(partial + ".aux.xml"):
        # An earlier output's statistics and band names (or a link planted there) describe another raster:
        # QGIS would show them with the new one.
        _remove_quietly(output_path + ".aux.xml")
    os.replace(partial, output_path)
    if os.path.exists(partial + ".aux.xml"):
        os.replace(partial + ".aux.xml", output_path + ".aux.xml")


def scratch_options() -> list[str]:
    """The scratch tiled GeoTIFF's compression: ZSTD at level 1 where this GDAL has it (a seventh of DEFLATE's CPU
    time: docs/speed.md), else DEFLATE at level 1."""
    options = gdal.GetDriverByName("GTiff").GetMetadataItem("DMD_CREATIONOPTIONLIST") or ""
    return ["COMPRESS=ZSTD", "ZSTD_LEVEL=1"] if "ZSTD" in options else ["ZLEVEL=1"]


# A Cloud Optimized GeoTIFF: what a bucket serves well (tiled, overviews, read by ranges); the import's compression.
COG_OPTIONS = ["COMPRESS=DEFLATE", "BIGTIFF=IF_SAFER", "NUM_THREADS=ALL_CPUS", "OVERVIEWS=AUTO"]


def cog_options(plan: ImportPlan, values_seen: ValueSummary | None = None,
                creation_options: Sequence[str] = ()) -> list[str]:
    """The COG driver's options for the raster of ``plan`` holding ``values_seen``: overviews by the most common
    value (MODE) for classes (a class map, or one band of few whole numbers), else averaged (values, probabilities;
    nodata left out); a predictor for values (docs/speed.md: 3 for floats, DEFLATE files of imagery 17% smaller
    for 24% more CPU time; 2 for integers, 43% smaller for 4 times the CPU time), none for classes (it made class
    maps 7-20% larger); the compression of ``creation_options`` (GTiff's: predict's ZSTD) where they set one."""
    classes = plan.class_map is not None or (values_seen is not None and values_seen.classes is not None)
    floats = np.dtype(DATA_TYPES[plan.class_map.type_name if plan.class_map else plan.type_name][1]).kind == "f"
    return cog_creation_options(classes, floats, creation_options)


def cog_creation_options(classes: bool, floats: bool, creation_options: Sequence[str] = ()) -> list[str]:
    """:func:`cog_options` of a raster of classes or not, of floats or integers (benchmarks/bench_image.py's
    baseline takes them too)."""
    predictor = "NO" if classes else "FLOATING_POINT" if floats else "STANDARD"
    options = [f"OVERVIEW_RESAMPLING={'MODE' if classes else 'AVERAGE'}", f"PREDICTOR={predictor}"]
    # GTiff's names of a compression and its level, as the COG driver names them.
    for option in creation_options:
        name, _, value = option.partition("=")
        if name == "COMPRESS":
            options.append(option)
        elif name in ("ZLEVEL", "ZSTD_LEVEL"):
            options.append(f"LEVEL={value}")
    return options + COG_OPTIONS  # GDAL takes an option's first value


def _write_geotiff_elsewhere(output_path: str, plan: ImportPlan, fill_raster: Callable[[gdal.Dataset], bool],
                             creation_options: Sequence[str], values_seen: ValueSummary | None,
                             monitor: Monitor | None) -> bool:
    """:func:`write_geotiff` for a path GDAL reaches through a virtual file system: a local scratch GeoTIFF, sent
    when whole as a Cloud-Optimized GeoTIFF; the scratch folder goes either way."""
    if not storage.can_write(output_path):
        raise OSError(message("{output_path}: GDAL only reads there; write the GeoTIFF to a local file, a bucket "
                              "(s3://, gs://, az://) or /vsimem/", output_path=output_path))
    with tempfile.TemporaryDirectory(prefix="tfrecord-bridge-import-") as scratch:
        local = os.path.join(scratch, storage.basename(output_path))
        if not _write_tiled(local, plan, fill_raster, scratch_options()):
            return False
        _send_as_cog(local, output_path, plan, creation_options, values_seen, monitor)
    return True


# The COG driver's tile side (its BLOCKSIZE default): overviews are made until one fits in a tile, as its
# OVERVIEWS=AUTO makes them.
COG_BLOCK = 512


class _Stopper:
    """A GDAL progress callback that stops GDAL (returns 0) once ``monitor`` is cancelled; :meth:`check` then
    raises that cancel, whatever GDAL made of the stop."""

    def __init__(self, monitor: Monitor) -> None:
        self.monitor = monitor
        self.cancelled: list[BaseException] = []

    def __call__(self, *_: Any) -> int:
        try:
            self.monitor.check()
        except BaseException as error:
            self.cancelled.append(error)
            return 0
        return 1

    def check(self) -> None:
        if self.cancelled:
            raise self.cancelled[0]


def _build_overviews(local: str, resampling: str, monitor: Monitor) -> None:
    """Overviews inside the scratch tiled GeoTIFF ``local``, halving until one fits in a COG tile, compressed as
    lightly as it is: the COG driver then copies them (OVERVIEWS=FORCE_USE_EXISTING) rather than writing its own
    to a temporary file first and compressing them twice (a quarter of its CPU time: docs/speed.md)."""
    dataset = gdal.Open(local, gdal.GA_Update)
    if dataset is None:
        raise gdal_failure(message("open {path}", path=local))
    levels, factor = [], 1
    while max(-(-dataset.RasterXSize // factor), -(-dataset.RasterYSize // factor)) > COG_BLOCK:
        factor *= 2
        levels.append(factor)
    compression = dict(option.partition("=")[::2] for option in scratch_options())
    settings = {"COMPRESS_OVERVIEW": compression.get("COMPRESS", "DEFLATE"), "GDAL_NUM_THREADS": "ALL_CPUS",
                "ZSTD_LEVEL_OVERVIEW": compression.get("ZSTD_LEVEL", "1"), "ZLEVEL_OVERVIEW": "1"}
    before = {name: gdal.GetThreadLocalConfigOption(name, None) for name in settings}
    stopper = _Stopper(monitor)
    try:
        for name, value in settings.items():
            gdal.SetThreadLocalConfigOption(name, value)
        try:
            failed = bool(levels) and dataset.BuildOverviews(resampling, levels, callback=stopper) != 0
        except RuntimeError:
            failed = True
        stopper.check()
        if failed:
            raise gdal_failure(message("make the overviews of {path}", path=local))
    finally:
        for name, value in before.items():
            gdal.SetThreadLocalConfigOption(name, value)
        dataset = None  # closes it


def _translate_to_cog(local: str, cog: str, options: list[str], monitor: Monitor, output_path: str) -> None:
    """GDAL's COG driver: the tiled GeoTIFF ``local`` made the local file ``cog``, stopped by ``monitor``'s
    cancel (the partly written file is the caller's to remove)."""
    stopper = _Stopper(monitor)
    try:
        dataset = gdal.Translate(cog, local, format="COG", callback=stopper, creationOptions=options)
    except RuntimeError:
        dataset = None
    stopper.check()
    if dataset is None:
        raise gdal_failure(message("write {output_path}", output_path=output_path))
    dataset = None  # closes it


def _send_as_cog(local: str, output_path: str, plan: ImportPlan, creation_options: Sequence[str] = (),
                 values_seen: ValueSummary | None = None, monitor: Monitor | None = None) -> None:
    """Make the finished tiled GeoTIFF ``local`` the Cloud Optimized GeoTIFF ``output_path`` (:func:`cog_options`),
    with its class names (``.aux.xml``), under a temporary name renamed when whole: no file or object has the final
    name unless it is whole; a cancel (``monitor``) or a failure leaves none of it.
    For a bucket the COG is made beside ``local`` first, then copied: GDAL 3.6 cannot write a TIFF straight to one."""
    partial = storage.partial_name(output_path, storage.new_run_id())
    elsewhere = storage.is_virtual(output_path)
    cog = os.path.join(os.path.dirname(local), "cog-" + os.path.basename(local)) if elsewhere else partial
    sent_aux = False
    try:
        if not elsewhere:
            storage.clear_for_writing(partial)  # GDAL would write through a link planted there
            storage.clear_for_writing(partial + ".aux.xml")
        options = cog_options(plan, values_seen, creation_options)
        resampling = next(option.partition("=")[2] for option in options if option.startswith("OVERVIEW_RESAMPLING="))
        _build_overviews(local, resampling, as_monitor(monitor))
        _translate_to_cog(local, cog, ["OVERVIEWS=FORCE_USE_EXISTING", *options], as_monitor(monitor), output_path)
        if not elsewhere:
            _check_blocks_written(partial)
            _rename_with_aux(partial, output_path)
            return
        storage.copy_file(cog, partial)
        aux = next((path + ".aux.xml" for path in (cog, local) if os.path.exists(path + ".aux.xml")), None)
        if aux is not None:
            storage.copy_file(aux, partial + ".aux.xml")
            storage.replace(partial + ".aux.xml", output_path + ".aux.xml")
            sent_aux = True
        storage.replace(partial, output_path)  # the GeoTIFF last: a reader finds it with its class names
    except BaseException as error:
        # A cancel (Ctrl-C) too: nothing of this run stays under the temporary or the final names.
        traceback.clear_frames(error.__traceback__)
        _remove_quietly(partial, partial + ".aux.xml", *([output_path + ".aux.xml"] if sent_aux else []))
        if not isinstance(error, (RuntimeError, OSError)):
            raise
        if not elsewhere:
            failure = _write_failure(error, partial, output_path)
            if failure is not None:
                raise failure from error
            raise
        reason = storage.describe_failure(output_path) if storage.is_object_store(output_path) else error
        raise OSError(message("{output}: cannot write the GeoTIFF: {reason}",
                              output=storage.user_path(output_path), reason=reason)) from error


def _write_failure(error: BaseException, partial: str, output_path: str) -> OSError | None:
    """GDAL's failure to write the GeoTIFF (a full disk, a read-only file system, a folder that went away) as an
    error naming ``output_path``, not its temporary name; None for any other error."""
    detail = message_of(error)  # kept a message (translated at the edge) unless it names the temporary file
    if partial in detail:
        detail = detail.replace(partial, output_path)
    if isinstance(error, RuntimeError):  # GDAL's exceptions
        detail = message("GDAL could not write the raster: {detail}", detail=detail)
    elif not (isinstance(error, OSError) and detail.startswith("GDAL could not")):  # not gdal_failure's
        return None
    return OSError(describe_write_failure(output_path, detail))


def write_raster(output_path: str, plan: ImportPlan, monitor: Monitor) -> ValueSummary:
    """Write the GeoTIFF of ``plan`` under a temporary name; rename it when complete, delete it otherwise.

    The summary of the values written; its ``needs_wider_type`` says that nothing was kept, values being
    beyond the Int32 the plan guessed (write again with :meth:`~.import_plan.ImportPlan.widened`).
    """
    values_seen = value_summary(plan)

    def fill_raster(dataset: gdal.Dataset) -> bool:
        records = (CountedRecords if plan.mode == PATCH_RECORDS else CountedRecordRows)(plan.paths, plan.shard_checks)
        _write_patches(dataset, plan, records, monitor, values_seen)
        return not values_seen.needs_wider_type

    write_geotiff(output_path, plan, fill_raster, values_seen=values_seen, monitor=monitor)
    return values_seen


def import_result(output_path: str, plan: ImportPlan, values_seen: ValueSummary) -> ImportResult:
    """The raster ``plan`` wrote at ``output_path`` as the import describes it: its size, bands, type, the values
    seen (``values_seen``), its classes and how it is best shown (:attr:`ImportResult.style`); predict's too."""
    mixer, margins = plan.mixer, (plan.margin_x, plan.margin_y)
    width, height = plan.raster_size or (mixer.width, mixer.height)
    if plan.class_map is None:
        return ImportResult(output_path, width, height, plan.band_names, plan.type_name, plan.nodata,
                            plan.mode, margins, plan.record_count, list(plan.notes), values_seen.value_range,
                            values_seen.classes)
    class_map = plan.class_map
    notes = list(plan.notes)
    if values_seen.unknown:
        shown = sorted(values_seen.unknown.items())
        values = ", ".join(f"{value}: {count}" for value, count in shown[:8]) + (", ..." if len(shown) > 8 else "")
        notes.append(counted(sum(values_seen.unknown.values()),
                             "%n pixel held a value that is no class of the table ({values}): nodata",
                             "%n pixels held values that are no class of the table ({values}): nodata",
                             values=values))
    pixels = {int(value): count for value, count in values_seen.counts.items() if value != class_map.nodata}
    notes.append(message("class pixels: {classes}", classes=listing(
        message("{name} {pixels}", name=name, pixels=pixels.get(value, 0))
        for value, name in zip(class_map.values, class_map.names))))
    return ImportResult(output_path, width, height, plan.output_band_names, class_map.type_name,
                        class_map.nodata, plan.mode, margins, plan.record_count, notes, values_seen.value_range,
                        class_map.values, class_map.names, class_map.colors, pixels)


def import_image(request: ImportRequest, *, monitor: Monitor | None = None,
                 raster_writer: RasterWriter | None = None) -> ImportResult:
    """Mosaic prediction (or export) TFRecords into a tiled, compressed GeoTIFF on the mixer's grid.

    ``request`` (an :class:`ImportRequest`) holds what the import is asked to do:
    ``files``: the TFRecord files (plain or GZIP), read in the order given (see
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
    ``output``: the GeoTIFF written.
    ``sidecar``: our export sidecar (None: ``PREFIX-sidecar.json`` beside the
    mixer, if there); its kernelSize stands in for ``kernel_size``, its band
    names name the bands of a feature holding several, and, for the export's
    own features, its defaultValue is nodata where the export masked pixels.
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
    ``monitor``: a :class:`~.progress.Monitor`; cancelling deletes the partial output.
    ``stac``: a STAC Item beside the GeoTIFF, linked from the folder's catalog.json (:mod:`.raster_item`); if it
    cannot be written the GeoTIFF is deleted too.
    ``raster_writer``: what writes the GeoTIFF once the records are planned, called as
    :func:`write_raster` (default; :mod:`.distributed` gives a cluster's): not an option of the import but
    where it runs.
    Returns an :class:`ImportResult`.
    """
    monitor = as_monitor(monitor)
    output = Place.of(request.output)  # the output's place, resolved once for the run
    if output.virtual:
        # A bucket that is not there, or not this run's to write, is said before the records are read.
        check_output_file(output, message("output GeoTIFF"))
    plan = plan_import(request, monitor)
    write = raster_writer or write_raster
    values_seen = write(output, plan, monitor)
    if values_seen.needs_wider_type:
        # The one change of plan after writing began, said here: Int32 was a guess from the values' kind (int64),
        # which only reading them all could confirm; a full pass beforehand would cost more than this rare rewrite.
        plan = plan.widened()
        values_seen = write(output, plan, monitor)
    result = import_result(str(output), plan, values_seen)
    if request.stac:
        commit_raster_item(result, *raster_item(result, plan.mixer, plan.paths))
    return result

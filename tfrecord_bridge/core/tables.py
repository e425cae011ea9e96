"""Tables to and from TFRecord: one Example per feature (FORMAT.md 5).

Export takes plain rows (field name -> Python value) and writes one GZIP file,
as EE does. Import reads records back in two streaming passes: the first infers
a column schema, the second yields one tuple of plain values per record. The
algorithms hand their options over as one request each, :class:`TableExportRequest`
(:func:`export_table`) and :class:`TableImportRequest` (:func:`scan_table`,
:func:`read_table`), whose fields are the options' keys in core/layout/schema.py
(EXPORT_TABLE, IMPORT_TABLE); the choices and the geometry features' names are
declared there too.

Value conventions of the export:

- numbers -> ``float_list`` of one value (EE); with ``value_type='native'``
  integers and booleans -> ``int64_list`` instead;
- strings -> ``bytes_list`` (UTF-8); bytes -> ``bytes_list``; a JSON object
  (dict) -> its JSON text as bytes;
- lists (nested ones flattened) -> one flat list of their values;
- dates, date-times and times -> ``int64_list`` of milliseconds since the epoch
  (UTC; a date is its midnight UTC, a naive date-time is taken as UTC; a time
  of day counts from midnight), in BOTH value types: float32 would round
  today's epoch milliseconds by up to two minutes;
- ``None`` -> the feature is left out of that record.

The optional geometry features have fixed names, :data:`CENTROID_X_KEY`,
:data:`CENTROID_Y_KEY` (float, the layer's CRS) and :data:`WKB_KEY` (bytes,
ISO WKB), so a model's input pipeline can rely on them; an attribute of the
same name must be left out or renamed, which :func:`check_feature_names` says.
"""

from __future__ import annotations

import array
import base64
import datetime
import heapq
import json
import math
import os
import struct
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import numpy as np

from .base.messages import Message, message
from .base.progress import as_monitor
from .codec.example import BYTES, FLOAT, INT64, ExampleDecodeError, decode_sequence_example, encode_example
from .codec.records import RecordReader, RecordWriter
from .layout.schema import (  # the choices and feature names, declared with the tables' options
    CENTROID_X_KEY,
    CENTROID_Y_KEY,
    EXPORT_TABLE,
    GEOMETRY_CENTROID,
    GEOMETRY_MODES,
    GEOMETRY_NONE,
    GEOMETRY_WKB,
    IMPORT_TABLE,
    LIST_MODES,
    LISTS_JSON,
    VALUE_FLOAT,
    VALUE_NATIVE,
    VALUE_TYPES,
    WKB_KEY,
)
from .places.outputs import Outputs, check_output_file, folder_of, remove_partial_files
from .places.place import Place
from .places.writer_lock import LOCK_SUFFIX

if TYPE_CHECKING:
    from .base.progress import Monitor

TABLE_SUFFIX = ".tfrecord.gz"

# Cancel and progress are checked every this many records: often enough to
# feel immediate, rarely enough to cost nothing.
_PROGRESS_EVERY = 256

_EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)


def geometry_keys(geometry: str) -> tuple[str, ...]:
    """The feature names a geometry mode adds to every record."""
    if geometry == GEOMETRY_CENTROID:
        return (CENTROID_X_KEY, CENTROID_Y_KEY)
    if geometry == GEOMETRY_WKB:
        return (WKB_KEY,)
    if geometry == GEOMETRY_NONE:
        return ()
    raise ValueError(message("unknown geometry mode {geometry!r}: use one of {modes}", geometry=geometry,
                             modes=', '.join(GEOMETRY_MODES)))


def check_feature_names(field_names: Collection[str], geometry: str) -> None:
    """Raise if an exported attribute would collide with a geometry feature."""
    clashes = [name for name in geometry_keys(geometry) if name in field_names]
    if clashes:
        raise ValueError(message("the layer has a field named {clashes}, which is the name of the "
                                 "geometry feature this export writes; leave that field out of the exported fields "
                                 "or rename it", clashes=', '.join(repr(c) for c in clashes)))


def table_output_path(path: str | os.PathLike[str]) -> str:
    """The file an export writes: always GZIP, so the name ends in '.gz' ('.tfrecord.gz' as EE names it)."""
    path = os.fspath(path)
    if path.lower().endswith(".gz"):
        return path
    if path.lower().endswith(".tfrecord"):
        return path + ".gz"
    return path + TABLE_SUFFIX


# ----------------------------------------------------------------------------- export

# The fields a table file holds, as GDAL writes it (measured with GDAL 3.6): its format's name, the most fields
# without a geometry, and why. With a geometry a SQLite-based file holds one field fewer (its geometry column).
_SQLITE_COLUMNS = message("SQLite's 2000 columns, the fid's counted")
_SQLITE_FILE = message("a SpatiaLite / SQLite file")
_FIELD_LIMITS = {
    ".gpkg": (message("a GeoPackage"), 1999, _SQLITE_COLUMNS),
    ".sqlite": (_SQLITE_FILE, 1998, _SQLITE_COLUMNS),
    ".db": (_SQLITE_FILE, 1998, _SQLITE_COLUMNS),
    ".shp": (message("a Shapefile"), 2046, message("its dBase table's; beyond 255 most other programs cannot read it")),
    ".dbf": (message("a dBase table"), 2046,
             message("as GDAL writes it; beyond 255 most other programs cannot read it")),
    ".xlsx": (message("an Excel workbook"), 16384, message("a sheet's columns")),
}
_SQLITE_FORMATS = (".gpkg", ".sqlite", ".db")
SHAPEFILE_PORTABLE_FIELDS = 255
# Formats that take thousands of fields and read them back. FlatGeobuf only with a geometry: GDAL 3.6 drops (or
# crashes on) features without one. Not CSV: written whole, but GDAL reads only its first 2000 columns
# (OGR_CSV_MAX_FIELD_COUNT).
_UNLIMITED = {True: "FlatGeobuf (.fgb) or GeoJSON (.geojson)", False: "GeoJSON (.geojson)"}


def check_field_count(path: str | os.PathLike[str], fields: int, geometry: bool = False) -> str | None:
    """Refuse, before a table file is written, more fields than its format holds (found: 2,801 fields to a
    GeoPackage failed as QGIS's bare "Could not write feature"); a warning (or None) for a count the format
    takes but other programs may not read."""
    extension = os.path.splitext(os.fspath(path))[1].lower()
    if extension not in _FIELD_LIMITS:
        return None
    name, limit, why = _FIELD_LIMITS[extension]
    if geometry and extension in _SQLITE_FORMATS:
        limit -= 1
    if fields > limit:
        raise ValueError(message("{path}: the table has {fields:,} fields, more than {name} holds ({limit:,}: "
                                 "{why}); write it as {unlimited} instead, or make fewer fields (a list as one JSON "
                                 "text field, not one field per element)", path=os.fspath(path), fields=fields,
                                 name=name, limit=limit, why=why, unlimited=_UNLIMITED[geometry]))
    if extension in (".shp", ".dbf") and fields > SHAPEFILE_PORTABLE_FIELDS:
        return message("{path}: {fields:,} fields; programs other than GDAL's (QGIS's) read at most {most} fields "
                       "of a dBase table: {unlimited} keep them readable", path=os.fspath(path), fields=fields,
                       most=SHAPEFILE_PORTABLE_FIELDS, unlimited=_UNLIMITED[True])
    return None


def milliseconds_since_epoch(value: datetime.date | datetime.time) -> int:
    """Epoch milliseconds (UTC) of a date, date-time or time of day."""
    if isinstance(value, datetime.datetime):
        if value.tzinfo is None:
            value = value.replace(tzinfo=datetime.timezone.utc)
        return (value - _EPOCH) // datetime.timedelta(milliseconds=1)
    if isinstance(value, datetime.date):
        return (value - _EPOCH.date()) // datetime.timedelta(milliseconds=1)
    if isinstance(value, datetime.time):
        return ((value.hour * 60 + value.minute) * 60 + value.second) * 1000 + value.microsecond // 1000
    raise TypeError(message("not a date or time: {value!r}", value=value))


def _flatten(value):
    for item in value:
        if isinstance(item, (list, tuple)):
            yield from _flatten(item)
        else:
            yield item


def _scalar_kind(value):
    """'number', 'integer', 'time' or 'text' for one plain value."""
    if isinstance(value, bool) or isinstance(value, (int, np.integer)):
        return "integer"
    if isinstance(value, (float, np.floating)):
        return "number"
    if isinstance(value, (datetime.date, datetime.time)):
        return "time"
    if isinstance(value, (str, bytes, bytearray, memoryview, dict)):
        return "text"
    raise TypeError(message("cannot store a value of type {kind} ({value!r})",
                            kind=type(value).__name__, value=value))


def _as_bytes(value):
    if isinstance(value, str):
        return value.encode("utf-8")
    if isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False).encode("utf-8")
    return bytes(value)


def feature_value(value: Any, value_type: str = VALUE_FLOAT) -> tuple[str, Any] | None:
    """The ``(kind, values)`` an attribute value is stored as, or None for NULL; see the module doc."""
    if value is None:
        return None
    values = list(_flatten(value)) if isinstance(value, (list, tuple)) else [value]
    kinds = {_scalar_kind(v) for v in values if v is not None}
    if None in values:
        raise ValueError(message("a list holds a NULL, which a TFRecord list cannot store"))
    if not kinds:
        return (FLOAT, np.zeros(0, np.float32))
    if kinds == {"text"}:
        return (BYTES, [_as_bytes(v) for v in values])
    if kinds == {"time"}:
        return (INT64, np.array([milliseconds_since_epoch(v) for v in values], np.int64))
    if kinds == {"integer"} and value_type == VALUE_NATIVE:
        return (INT64, np.array([int(v) for v in values], np.int64))
    if kinds <= {"integer", "number"}:
        return (FLOAT, np.array([float(v) for v in values], np.float32))
    raise ValueError(message("a list mixes {sorted_kinds} values, which one TFRecord list cannot hold",
                             sorted_kinds=' and '.join(sorted(kinds))))


def check_value_type(value_type: str) -> None:
    """Refuse a value type the export does not know."""
    if value_type not in VALUE_TYPES:
        raise ValueError(message("unknown value type {value_type!r}: use one of {types}", value_type=value_type,
                                 types=', '.join(VALUE_TYPES)))


def row_features(row: Mapping[str, Any], value_type: str = VALUE_FLOAT) -> dict[str, tuple[str, Any]]:
    """name -> ``(kind, values)`` of one row (name -> plain value), NULLs left out; see the module doc."""
    check_value_type(value_type)
    features = {}
    for name, value in row.items():
        try:
            stored = feature_value(value, value_type)
        except (TypeError, ValueError, OverflowError) as error:
            raise ValueError(message("field {name!r}: {error}", name=name, error=error)) from error
        if stored is not None:
            features[name] = stored
    return features


def encode_row(row: Mapping[str, Any], value_type: str = VALUE_FLOAT) -> bytes:
    """A serialized Example (bytes) of one row: name -> plain value; NULLs left out.

    Joined into one buffer, unlike a patch: table records are small, and one
    buffer costs one CRC and one compress call instead of one per part.
    """
    return encode_example(row_features(row, value_type))


def write_table(path: str | os.PathLike[str], rows: Iterable[Mapping[str, Any]], value_type: str = VALUE_FLOAT,
                total: int | None = None, monitor: Monitor | None = None) -> int:
    """Write one Example per row to ONE GZIP file, atomically; returns the number of records.

    ``rows`` is any iterable of dicts, consumed as a stream. ``total`` (the
    number of rows, when known) drives progress. The folders are made; a failure
    or cancel leaves no file, an earlier file of that name as it was, and no
    folder it made.
    """
    monitor = as_monitor(monitor)
    path = Place.of(path)  # the table's place, resolved once for the run
    check_output_file(path, message("TFRecord file"))
    # One writer of the file at a time; holding its lock, any temporary file of it is a killed run's.
    outputs = Outputs(folder=folder_of(path), lock=path + LOCK_SUFFIX)
    outputs.hold_lock()
    with outputs:
        remove_partial_files(path, "")
        with RecordWriter(path, compression="GZIP", rename_on_close=False, run=outputs.run_id) as writer:
            for index, row in enumerate(rows):
                try:
                    writer.write(encode_row(row, value_type))
                except ValueError as error:
                    raise ValueError(message("feature {number}: {error}", number=index + 1, error=error)) from error
                if index % _PROGRESS_EVERY == 0:
                    monitor.progress(index, total)
            monitor.progress(writer.records_written, total)
        outputs.add(writer.partial_path, writer.path)
        outputs.commit()
    return writer.records_written


@dataclass(frozen=True)
class TableExportRequest:
    """What exporttable hands the core, its options by their keys (core/layout/schema.py EXPORT_TABLE): the file
    written (``.tfrecord.gz`` added to a name without ``.gz``), the attributes written, the geometry written and
    how numbers are written. Refuses a choice it does not know and an attribute named as a geometry feature."""

    output: str
    fields: Sequence[str]  # kept as a tuple
    geometry: str = EXPORT_TABLE["geometry"].default
    valueType: str = EXPORT_TABLE["valueType"].default

    def __post_init__(self) -> None:
        object.__setattr__(self, "output", table_output_path(self.output))
        object.__setattr__(self, "fields", tuple(self.fields))
        check_value_type(self.valueType)
        check_feature_names(self.fields, self.geometry)  # an unknown geometry too


def export_table(request: TableExportRequest, rows: Iterable[Mapping[str, Any]], total: int | None = None,
                 monitor: Monitor | None = None) -> int:
    """:func:`write_table` as ``request`` asks: ``rows`` hold its fields and geometry features."""
    return write_table(request.output, rows, request.valueType, total=total, monitor=monitor)


# ----------------------------------------------------------------------------- import

COLUMN_INTEGER = "integer"
COLUMN_DOUBLE = "double"
COLUMN_STRING = "string"
COLUMN_BINARY = "binary"


@dataclass
class KeyStatistics:
    """What the first pass saw of one feature name across the records."""

    name: str
    kinds: set = field(default_factory=set)
    records: int = 0
    max_count: int = 0
    all_utf8: bool = True
    all_whole: bool = True  # every float value a whole number
    # A feature that may be a table file's feature ids (ID_FIELDS): its values, while each is one whole number
    # (8 bytes a record), to tell whether they are unique; None once one is not.
    ids: array.array | None = None

    def __post_init__(self) -> None:
        if self.name.lower() in _ID_FIELD_OF.values():
            self.ids = array.array("q")

    def add(self, kind: str | None, values: Any) -> None:
        """One record's value of the feature: its kind (None: no list set) and values."""
        self.records += 1
        self._add_id(kind, values)
        if kind is None:  # a Feature with no list set holds nothing
            return
        self.kinds.add(kind)
        self.max_count = max(self.max_count, len(values))
        if kind == FLOAT and self.all_whole and len(values):
            self.all_whole = bool(np.all(np.isfinite(values)) and np.all(values == np.round(values)))
        if kind == BYTES and self.all_utf8:
            try:
                for value in values:
                    value.decode("utf-8")
            except UnicodeDecodeError:
                self.all_utf8 = False

    def _add_id(self, kind: str | None, values: Any) -> None:
        if self.ids is None:
            return
        try:
            if kind not in (FLOAT, INT64) or len(values) != 1 or values[0] != round(values[0]):
                raise ValueError
            self.ids.append(int(values[0]))
        except (ValueError, OverflowError):
            self.ids = None

    def are_ids(self, records: int) -> bool:
        """Whether the feature can be a table file's feature ids: one whole number in each of ``records``
        records, no two the same."""
        return (self.ids is not None and len(self.ids) == records and self.column_type == COLUMN_INTEGER
                and len(np.unique(np.frombuffer(self.ids, dtype=np.int64))) == records)

    @property
    def column_type(self) -> str:
        """float and int64 mixed make a double (EE writes both for one key); bytes win as text."""
        if BYTES in self.kinds:
            return COLUMN_STRING if self.all_utf8 or len(self.kinds) > 1 else COLUMN_BINARY
        # A GeoPackage's fid exported as floats (EE's number type) must come back an integer:
        # OGR refuses any other type for it.
        if self.name.lower() == "fid" and self.kinds and self.all_whole:
            return COLUMN_INTEGER
        if FLOAT in self.kinds or not self.kinds:
            return COLUMN_DOUBLE
        return COLUMN_INTEGER


@dataclass(frozen=True)
class Column:
    """One output column: ``key`` is the feature it comes from, ``element`` the list index
    (split lists), ``as_json`` a list kept whole as JSON text."""

    name: str
    key: str
    type: str
    element: int | None = None
    as_json: bool = False


@dataclass
class TableSchema:
    keys: list  # KeyStatistics in column order
    columns: list  # Column
    records: int
    records_with_feature_lists: int
    wkb_types: set  # ISO WKB type codes seen in the WKB key, when one was named


class _KeyOrder:
    """The column order: every record's key order respected, ties broken by first appearance.

    Records leave NULLs out, so each one shows only part of the exporter's field
    order; together they pin it down. Keys that no record orders (or records that
    disagree) fall back to the order in which they were first seen.
    """

    def __init__(self) -> None:
        self.first_seen: dict[str, int] = {}
        self.successors: dict[str, set[str]] = {}
        self._layouts_seen: set[tuple[str, ...]] = set()

    def add(self, keys):
        layout = tuple(keys)
        if layout in self._layouts_seen:  # most records repeat a few layouts: skip them cheaply
            return
        self._layouts_seen.add(layout)
        previous = None
        for key in layout:
            self.first_seen.setdefault(key, len(self.first_seen))
            if previous is not None:
                self.successors.setdefault(previous, set()).add(key)
            previous = key

    def ordered(self):
        pending = {key: 0 for key in self.first_seen}
        for after in self.successors.values():
            for successor in after:
                pending[successor] += 1
        ready = [(rank, key) for key, rank in self.first_seen.items() if pending[key] == 0]
        heapq.heapify(ready)
        remaining = set(self.first_seen)
        order = []
        while remaining:
            if ready:
                key = heapq.heappop(ready)[1]
                if key not in remaining:
                    continue
            else:  # records disagree (a cycle): take the earliest-seen key left
                key = min(remaining, key=self.first_seen.__getitem__)
            remaining.discard(key)
            order.append(key)
            for successor in self.successors.get(key, ()):
                pending[successor] -= 1
                if pending[successor] == 0 and successor in remaining:
                    heapq.heappush(ready, (self.first_seen[successor], successor))
        return order


def wkb_type(data: bytes | memoryview) -> int | None:
    """The ISO WKB geometry type code of WKB (or PostGIS EWKB) bytes, or None if not WKB."""
    if len(data) < 5 or data[0] not in (0, 1):
        return None
    (code,) = struct.unpack("<I" if data[0] == 1 else ">I", bytes(data[1:5]))
    if code & 0xE0000000:  # EWKB flags: Z 0x80000000, M 0x40000000, SRID 0x20000000
        base = code & 0x0FFFFFFF
        code = base + (1000 if code & 0x80000000 else 0) + (2000 if code & 0x40000000 else 0)
    return code


def iso_wkb(data: bytes | memoryview) -> bytes:
    """ISO WKB from WKB or PostGIS EWKB (SRID dropped, Z/M flags as ISO type codes); other bytes as they are.

    QGIS parses ISO WKB only; EWKB would come back as empty geometries.
    """
    data = bytes(data)
    if len(data) < 5 or data[0] not in (0, 1):
        return data
    order = "<" if data[0] == 1 else ">"
    if not struct.unpack(order + "I", data[1:5])[0] & 0xE0000000:
        return data
    out = bytearray()
    try:
        _copy_iso_geometry(data, 0, out)
    except (struct.error, ValueError):
        return data
    return bytes(out)


def _copy_iso_geometry(data, pos, out):
    """Copy one (E)WKB geometry at ``pos`` into ``out`` as ISO WKB; returns the position after it."""
    order = "<" if data[pos] == 1 else ">"
    (code,) = struct.unpack_from(order + "I", data, pos + 1)
    base = code & 0x0FFFFFFF
    has_z = bool(code & 0x80000000) or base // 1000 in (1, 3)
    has_m = bool(code & 0x40000000) or base // 1000 in (2, 3)
    geometry = base % 1000
    out += data[pos:pos + 1] + struct.pack(order + "I", geometry + 1000 * has_z + 2000 * has_m)
    pos += 5 + (4 if code & 0x20000000 else 0)
    point_bytes = 8 * (2 + has_z + has_m)

    def copy(size):
        nonlocal pos
        if pos + size > len(data):
            raise ValueError(message("truncated WKB"))
        out.extend(data[pos:pos + size])
        pos += size

    def count():
        (number,) = struct.unpack_from(order + "I", data, pos)
        copy(4)
        return number

    if geometry == 1:
        copy(point_bytes)
    elif geometry == 2:
        copy(count() * point_bytes)
    elif geometry == 3:
        for _ in range(count()):
            copy(count() * point_bytes)
    elif geometry in (4, 5, 6, 7):
        for _ in range(count()):
            pos = _copy_iso_geometry(data, pos, out)
    else:
        raise ValueError(message("WKB geometry type {geometry} is not converted", geometry=geometry))
    return pos


def _record_stream(paths):
    """(path, index, record) of every record of the files in order."""
    for path in paths:
        for index, record in enumerate(RecordReader(path)):
            yield path, index, record


def _decode(path, index, record):
    try:
        # A SequenceExample's context is field 1 like an Example's features; its
        # feature lists (field 2) are what a table cannot hold.
        return decode_sequence_example(record, with_kinds=True)
    except ExampleDecodeError as error:
        raise ValueError(message("{path}: record {index} is not a tf.train.Example ({error})", path=path, index=index,
                                 error=error)) from error


def check_lists(lists: str) -> None:
    """Refuse a way of loading lists the import does not know."""
    if lists not in LIST_MODES:
        raise ValueError(message("unknown list mode {lists!r}: use one of {modes}", lists=lists,
                                 modes=', '.join(LIST_MODES)))


def build_columns(keys: Iterable[KeyStatistics], lists: str = LISTS_JSON,
                  exclude: Collection[str] = ()) -> list[Column]:
    """Columns for the keys: scalars as they are, lists as JSON text or one column per element."""
    check_lists(lists)
    columns = []
    for stats in keys:
        if stats.name in exclude:
            continue
        column_type = stats.column_type
        if stats.max_count <= 1:
            columns.append(Column(stats.name, stats.name, column_type))
        elif lists == LISTS_JSON:
            columns.append(Column(stats.name, stats.name, COLUMN_STRING, as_json=True))
        else:
            columns += [Column(f"{stats.name}_{element}", stats.name, column_type, element)
                        for element in range(stats.max_count)]
    names = [column.name for column in columns]
    duplicates = sorted({name for name in names if names.count(name) > 1})
    if duplicates:
        raise ValueError(message("splitting lists into one field per element gives field names that already exist: "
                                 "{duplicates}; keep lists as JSON text instead", duplicates=', '.join(duplicates)))
    return columns


# The field a table file keeps its feature ids in, by its extension (GDAL's SQLite-based drivers): a column of
# that name must be those ids, whole numbers unique in every record, or no feature can be written.
_ID_FIELD_OF = {".gpkg": "fid", ".sqlite": "ogc_fid", ".db": "ogc_fid"}
# The name of a field whose feature has an empty name.
UNNAMED_FIELD = "field"


def table_field_names(schema: TableSchema, path: str | os.PathLike[str] | None) -> tuple[list[Column], list[Message]]:
    """The schema's columns with names the table file ``path`` (None: a layer of no file) can hold, and a
    sentence for each renamed one. Table formats compare field names ignoring case (a GeoPackage's
    ``UPPER`` and ``upper`` are one column), a field needs a name, and a GeoPackage's (a SQLite file's) ``fid``
    (``ogc_fid``) is its feature ids: the first of names alike keeps its name, the others become NAME_2,
    NAME_3, ... (an empty name ``field``), and an id field whose values are no ids is renamed so too."""
    extension = os.path.splitext(os.fspath(path))[1].lower() if path is not None else ""
    id_field = _ID_FIELD_OF.get(extension)
    statistics = {stats.name: stats for stats in schema.keys}
    taken = {column.name.lower() for column in schema.columns}
    kept: set[str] = set()
    columns, notes = [], []
    for column in schema.columns:
        name = column.name or UNNAMED_FIELD
        why = None
        if not column.name:
            why = message("a field needs a name")
        elif name.lower() in kept:
            why = message("a field of that name, apart from case, comes before it, and table files do not tell "
                          "names apart by case")
        elif (name.lower() == id_field and column.element is None
              and not statistics[column.key].are_ids(schema.records)):
            why = message("{file} keeps its feature ids in a field of that name, and these values are not a whole "
                          "number in every record, each another", file=os.path.basename(os.fspath(path or "")))
        if why is not None and column.name:
            name = _free_name(name, taken)
        elif why is not None and name.lower() in taken | kept:
            name = _free_name(name, taken)
        kept.add(name.lower())
        taken.add(name.lower())
        if why is not None:
            notes.append(message("feature {key!r} is loaded as field {name!r}: {why}", key=column.name, name=name,
                                 why=why))
        columns.append(replace(column, name=name))
    return columns, notes


def _free_name(name: str, taken: set[str]) -> str:
    """NAME_2, NAME_3, ...: the first whose lower case is not ``taken``."""
    number = 2
    while f"{name}_{number}".lower() in taken:
        number += 1
    return f"{name}_{number}"


def scan_table_schema(paths: Sequence[str], lists: str = LISTS_JSON, wkb_key: str | None = None,
                      exclude: Collection[str] = (), monitor: Monitor | None = None) -> TableSchema:
    """First pass: the columns of the records in ``paths`` (read in the order given)."""
    monitor = as_monitor(monitor)
    statistics: dict[str, KeyStatistics] = {}
    key_order = _KeyOrder()
    wkb_types: set[int | None] = set()
    records = 0
    with_feature_lists = 0
    for file_index, path in enumerate(paths):
        for index, record in enumerate(RecordReader(path)):
            context, feature_lists = _decode(path, index, record)
            records += 1
            with_feature_lists += bool(feature_lists)
            key_order.add(context)
            for name, (kind, values) in context.items():
                if name not in statistics:
                    statistics[name] = KeyStatistics(name)
                statistics[name].add(kind, values)
                if name == wkb_key and kind == BYTES:
                    wkb_types.update(wkb_type(value) for value in values)
            if index % _PROGRESS_EVERY == 0:
                monitor.progress(file_index, len(paths))
        monitor.progress(file_index + 1, len(paths))
    keys = [statistics[name] for name in key_order.ordered()]
    wkb_types.discard(None)
    return TableSchema(keys, build_columns(keys, lists, exclude), records, with_feature_lists, wkb_types)


def _plain_number(kind, value):
    # float32 widens to the double it exactly is: the value the model saw.
    return int(value) if kind == INT64 else float(value)


def _json_item(kind, value):
    if kind == BYTES:
        try:
            return value.decode("utf-8")
        except UnicodeDecodeError:
            return base64.b64encode(value).decode("ascii")
    number = _plain_number(kind, value)
    # JSON has no inf or NaN: null keeps the text valid for every reader.
    return number if kind == INT64 or math.isfinite(number) else None


def _cell(column, kind, values):
    """The plain value of one column from a record's ``(kind, values)``."""
    if kind is None:
        return None
    if column.as_json:
        return json.dumps([_json_item(kind, v) for v in values], ensure_ascii=False)
    element = column.element or 0
    if element >= len(values):
        return None
    value = values[element]
    if column.type == COLUMN_BINARY:
        return bytes(value)
    if column.type == COLUMN_STRING:
        if kind == BYTES:
            # Text column (other records hold numbers): undecodable bytes stay visible as escapes.
            return value.decode("utf-8", errors="backslashreplace")
        return repr(_plain_number(kind, value))
    if kind == BYTES:
        return None
    return float(value) if column.type == COLUMN_DOUBLE else int(round(float(value))) if kind == FLOAT \
        else int(value)


def read_table_rows(paths: Iterable[str], columns: Sequence[Column], extra_keys: Sequence[str] = (),
                    total: int | None = None, monitor: Monitor | None = None
                    ) -> Iterator[tuple[tuple[Any, ...], tuple[Any, ...]]]:
    """Second pass: for each record, a tuple of column values, then the raw values of ``extra_keys``.

    The extra values (first value of each key, or None) are for building
    geometry: x and y numbers, or WKB bytes.
    """
    monitor = as_monitor(monitor)
    done = 0
    for path, index, record in _record_stream(paths):
        context, _ = _decode(path, index, record)
        row = tuple(_cell(column, *context.get(column.key, (None, None))) for column in columns)
        extras: list[Any] = []
        for key in extra_keys:
            kind, values = context.get(key, (None, None))
            if kind is None or len(values) == 0:
                extras.append(None)
            else:
                extras.append(bytes(values[0]) if kind == BYTES else _plain_number(kind, values[0]))
        yield row, tuple(extras)
        done += 1
        if done % _PROGRESS_EVERY == 0:
            monitor.progress(done, total)
    monitor.progress(done, total)


@dataclass(frozen=True)
class TableImportRequest:
    """What importtable hands the core, its options by their keys (core/layout/schema.py IMPORT_TABLE): the files
    read, in the order given, how a feature of several values is loaded, and the features a geometry is built
    from: X and Y together, or WKB, or none ('')."""

    input: Sequence[str]  # kept as a tuple
    lists: str = IMPORT_TABLE["lists"].default
    xField: str = ""  # noqa: N815  # named as the option's key
    yField: str = ""  # noqa: N815
    wkbField: str = ""  # noqa: N815

    def __post_init__(self) -> None:
        object.__setattr__(self, "input", tuple(self.input))
        check_lists(self.lists)
        if bool(self.xField) != bool(self.yField):
            raise ValueError(message("Give both an X and a Y feature for points, or neither."))
        if self.wkbField and self.xField:
            raise ValueError(message("Build geometry from X/Y features or from a WKB feature, not both."))

    @property
    def geometry_keys(self) -> tuple[str, ...]:
        """The features the geometry is built from: (WKB,), (X, Y) or ()."""
        return (self.wkbField,) if self.wkbField else (self.xField, self.yField) if self.xField else ()


def scan_table(request: TableImportRequest, monitor: Monitor | None = None) -> TableSchema:
    """:func:`scan_table_schema` as ``request`` asks: a WKB feature the geometry is built from is no column."""
    wkb_key = request.wkbField or None
    return scan_table_schema(request.input, request.lists, wkb_key, exclude=(wkb_key,) if wkb_key else (),
                             monitor=monitor)


def read_table(request: TableImportRequest, columns: Sequence[Column], total: int | None = None,
               monitor: Monitor | None = None) -> Iterator[tuple[tuple[Any, ...], tuple[Any, ...]]]:
    """:func:`read_table_rows` as ``request`` asks: each record's columns, then its geometry features' values."""
    return read_table_rows(request.input, columns, request.geometry_keys, total=total, monitor=monitor)

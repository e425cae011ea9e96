"""Class tables: which whole number is which class, for turning predictions into a named class map.

A table comes from our export sidecar (``PREFIX-sidecar.json``, whose optional
``"labels"`` key an export with a label layer writes: ``{"classes": [{"value":
1, "name": "water"}, ...], "nodata": 0, ...}``) or from a CSV file of
``value,name[,color]`` lines (an optional header line, ``#`` comments and blank
lines allowed; colours as ``#rrggbb``). Errors name the file and the line or
key at fault.

:class:`ClassMap` turns the decoded bands of an import into one band of class
values, either from a band that holds class numbers or as the argmax of one
band a class (band *i* is the table's *i*-th class, in table order).
"""

from __future__ import annotations

import csv
import io
import os
import re
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..base.messages import message, n_bands, n_classes
from ..places.json_input import MAX_CLASS_TABLE_BYTES, loads, read_text
from ..places.storage import reason
from .mixer import shortened, shown

# How the class of a pixel is found: the band holds class numbers, or the band with the greatest value wins.
CLASS_BAND = "band"
CLASS_ARGMAX = "argmax"
CLASS_SOURCES = (CLASS_BAND, CLASS_ARGMAX)

# The band name of a class map.
CLASS_BAND_NAME = "class"

# A qualitative palette (Tableau 10) for classes without a colour of their own; it cycles beyond ten.
DEFAULT_COLORS = ("#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7",
                  "#9c755f", "#bab0ac")

_COLOR = re.compile(r"#[0-9a-fA-F]{6}")
_INT32 = np.iinfo(np.int32)

# GDAL's integer types a class map may take, smallest first: (name, least, greatest).
CLASS_TYPES = (("Byte", 0, 255), ("Int16", -32768, 32767), ("UInt16", 0, 65535),
               ("Int32", int(_INT32.min), int(_INT32.max)))


# The most classes a table lists (docs/speed.md, "Inputs"): an argmax class map takes a band a class.
MAX_CLASSES = 65536


class ClassTableError(ValueError):
    """A class table that cannot be used; the message names the file and the line or key at fault."""


@dataclass(frozen=True)
class ClassEntry:
    value: int
    name: str
    color: str | None = None  # '#rrggbb'; None: the palette's colour for its place in the table


@dataclass(frozen=True)
class ClassTable:
    classes: tuple[ClassEntry, ...]  # in table order
    nodata: int | None = None  # the label band's nodata (a sidecar's "labels.nodata"), or None
    source: str = ""  # the file it was read from, for messages

    @property
    def values(self) -> tuple[int, ...]:
        return tuple(entry.value for entry in self.classes)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(entry.name for entry in self.classes)

    def colors(self) -> tuple[str, ...]:
        """Each class's colour: its own, else the palette's for its place in the table."""
        return tuple(entry.color or DEFAULT_COLORS[index % len(DEFAULT_COLORS)]
                     for index, entry in enumerate(self.classes))


def _whole_number(value: Any, where: str) -> int:
    """``value`` (a JSON number or a CSV text) as an int; ClassTableError naming ``where`` otherwise."""
    number = None
    if isinstance(value, bool):
        number = None
    elif isinstance(value, int):
        number = value
    elif isinstance(value, float) and value.is_integer():
        number = int(value)
    elif isinstance(value, str):
        try:
            parsed = float(value.strip())
        except ValueError:
            parsed = None
        if parsed is not None and parsed.is_integer():
            number = int(parsed)
    if number is None:
        raise ClassTableError(message("{where}: the class value must be a whole number, got {shown_value}",
                                      where=where, shown_value=shown(value)))
    if not _INT32.min <= number <= _INT32.max:
        raise ClassTableError(message("{where}: the class value {shown_number} is beyond the whole numbers a raster "
                                      "band holds ({least} to {greatest})", where=where,
                                      shown_number=shown(number), least=_INT32.min, greatest=_INT32.max))
    return number


def _color(value: Any, where: str) -> str | None:
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if not isinstance(value, str) or not _COLOR.fullmatch(value.strip()):
        raise ClassTableError(message("{where}: the colour must be written #rrggbb (e.g. #1f78b4), got {value}",
                                      where=where, value=shown(value)))
    return value.strip().lower()


def _check_class_count(count: int, path: str) -> None:
    if count > MAX_CLASSES:
        raise ClassTableError(message("{path}: the class table lists more than {most} classes", path=path,
                                      most=MAX_CLASSES))


def _checked_table(entries: list[tuple[str, int, str, str | None]], nodata: int | None,
                   path: str) -> ClassTable:
    """A ClassTable of ``entries`` [(where, value, name, color)]; refuses repeats, naming both places."""
    if not entries:
        raise ClassTableError(message("{path}: the class table lists no class", path=path))
    _check_class_count(len(entries), path)
    seen_values: dict[int, str] = {}
    seen_names: dict[str, str] = {}
    for where, value, name, _ in entries:
        if value in seen_values:
            raise ClassTableError(message("{where}: class value {value} is listed twice (also {seen_values})",
                                          where=where, value=value, seen_values=seen_values[value]))
        if name in seen_names:
            raise ClassTableError(message("{where}: class name {name} is listed twice (also {seen_names})",
                                          where=where, name=shown(name), seen_names=seen_names[name]))
        seen_values[value], seen_names[name] = where, where
    if nodata is not None and nodata in seen_values:
        raise ClassTableError(message("{path}: the label nodata value {nodata:g} is also a class ({seen_values})",
                                      path=path, nodata=nodata, seen_values=seen_values[nodata]))
    return ClassTable(tuple(ClassEntry(value, name, color) for _, value, name, color in entries), nodata, path)


def class_table_from_sidecar(data: Any, path: str) -> ClassTable:
    """The table under an export sidecar's ``"labels"`` key (``data``: the parsed JSON)."""
    if not isinstance(data, dict):
        raise ClassTableError(message("{path}: not a class table: the JSON must be an object with \"labels\": "
                                      "{{\"classes\": [...]}} (an export sidecar), or give a CSV of value,name[,color]",
                                      path=path))
    labels = data.get("labels")
    if labels is None:
        raise ClassTableError(message("{path}: key \"labels\" is missing: this export had no label layer, so it has no "
                                      "class table (give a CSV of value,name[,color] instead)", path=path))
    if not isinstance(labels, dict):
        raise ClassTableError(message("{path}: key \"labels\" must be an object, got {labels}", path=path,
                                      labels=shown(labels)))
    classes = labels.get("classes")
    if not isinstance(classes, list):
        raise ClassTableError(message("{path}: key \"labels.classes\" must be a list of {{\"value\", \"name\"}} "
                                      "objects, got {classes}", path=path, classes=shown(classes)))
    _check_class_count(len(classes), path)
    nodata = labels.get("nodata")
    if nodata is not None:
        nodata = _whole_number(nodata, _at_key(path, "labels.nodata"))
    entries = []
    for index, entry in enumerate(classes):
        where = _at_key(path, f"labels.classes[{index}]")
        if not isinstance(entry, dict) or "value" not in entry or "name" not in entry:
            raise ClassTableError(message("{where} must be an object with \"value\" and \"name\", got {entry}",
                                          where=where, entry=shown(entry)))
        name = entry["name"]
        if name is None or not str(name).strip():
            raise ClassTableError(message("{where}.name is empty", where=where))
        key = f"labels.classes[{index}]"
        entries.append((where, _whole_number(entry["value"], _at_key(path, key, ".value")), str(name).strip(),
                        _color(entry.get("color"), _at_key(path, key, ".color"))))
    return _checked_table(entries, nodata, path)


def _at_key(path: str, key: str, member: str = "") -> str:
    """Where in a JSON class table a value is, as the errors name it: the file, the key and its ``member``."""
    return message("{path}: key {key}", path=path, key=f'"{key}"{member}')


def _is_header(row: list[str]) -> bool:
    try:
        float(row[0])
        return False
    except ValueError:
        return True


def class_table_from_csv(text: str, path: str) -> ClassTable:
    """The table of a CSV text of ``value,name[,color]`` lines."""
    entries = []
    first_row = True
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        (row,) = list(csv.reader(io.StringIO(line))) or [[]]
        row = [cell.strip() for cell in row]
        where: str = message("{path}: line {number}", path=path, number=number)
        if first_row and _is_header(row):
            first_row = False
            continue  # value,name,color
        first_row = False
        if len(row) not in (2, 3):
            raise ClassTableError(message("{where}: expected value,name or value,name,color, got {line}",
                                          where=where, line=shown(line.strip())))
        if not row[1]:
            raise ClassTableError(message("{where}: the class name is empty", where=where))
        entries.append((where, _whole_number(row[0], where), row[1], _color(row[2] if len(row) == 3 else None, where)))
        _check_class_count(len(entries), path)
    return _checked_table(entries, None, path)


def read_class_table(path: str | os.PathLike) -> ClassTable:
    """The class table in ``path``: an export sidecar (JSON with "labels.classes") or a CSV of value,name[,color]."""
    path = os.fspath(path)
    try:
        text = read_text(path, MAX_CLASS_TABLE_BYTES, message("a class table"), "utf-8-sig")
    except OSError as error:
        raise ClassTableError(message("{path}: cannot read the class table: {error}",
                                      path=path, error=reason(error))) from error
    if text.lstrip().startswith(("{", "[")):
        try:
            data = loads(text)
        except ValueError as error:
            raise ClassTableError(message("{path}: not valid JSON: {error}", path=path,
                                          error=shortened(str(error)))) from error
        return class_table_from_sidecar(data, path)
    return class_table_from_csv(text, path)


def class_type_name(values: tuple[int, ...]) -> str:
    """The smallest GDAL integer type holding every one of ``values``."""
    least, greatest = min(values), max(values)
    for name, low, high in CLASS_TYPES:
        if low <= least and greatest <= high:
            return name
    raise ClassTableError(message("class values {least} to {greatest} fit no raster type", least=least,
                                  greatest=greatest))


def free_nodata(values: tuple[int, ...]) -> int:
    """The smallest whole number >= 0 that is no class value: a class map's nodata when none is given."""
    taken = set(values)
    candidate = 0
    while candidate in taken:
        candidate += 1
    return candidate


@dataclass(frozen=True)
class ClassMap:
    """How decoded bands (float strips [bands, rows, width], NaN where no record lies) become class values.

    ``source``: CLASS_BAND (one band of class numbers, rounded to whole numbers;
    values that are no class become nodata) or CLASS_ARGMAX (band i, counted from
    0, gives ``values[i]`` where it holds the greatest value; ties go to the
    first band). ``background``: with argmax, a first band that stands for the
    table's nodata (the label band's "no class"); where it wins, the map is nodata.
    ``missing``: a decoded value that stands for no value (the defaultValue an
    export or predict wrote where it masked pixels, or the nodata given): a
    pixel holding it in every band is nodata, as a NaN is, not the first class.
    """

    source: str
    values: tuple[int, ...]  # class values, in table order
    names: tuple[str, ...]
    colors: tuple[str, ...]
    nodata: int
    type_name: str
    background: bool = False
    missing: float | None = None

    def _missing(self, values: np.ndarray) -> np.ndarray:
        if self.missing is None:
            return np.isnan(values)
        return np.isnan(values) | (values == np.float32(self.missing))

    def classify(self, strip: np.ndarray, unknown: dict[int, int] | None = None) -> np.ndarray:
        """The class band [1, rows, width] (int32) of a decoded float strip; ``unknown``: a dict that counts
        the values a CLASS_BAND strip holds which are no class (they become nodata)."""
        if self.source == CLASS_BAND:
            band = strip[0]
            missing = self._missing(band)
            whole = np.rint(np.where(missing, 0, band)).astype(np.int64)
            known = np.isin(whole, self.values)
            outside = ~known & ~missing & (whole != self.nodata)
            if unknown is not None and outside.any():
                for value, count in zip(*np.unique(whole[outside], return_counts=True)):
                    unknown[int(value)] = unknown.get(int(value), 0) + int(count)
            classes = np.where(known & ~missing, whole, self.nodata)
        else:
            absent = self._missing(strip)
            missing = absent.all(axis=0)
            winners = np.argmax(np.where(absent, -np.inf, strip), axis=0)
            lookup = np.array(((self.nodata,) if self.background else ()) + self.values, dtype=np.int64)
            classes = np.where(missing, self.nodata, lookup[winners])
        return classes[np.newaxis].astype(np.int32)


def _argmax_background(table: ClassTable, band_names: list[str], where: str) -> bool:
    """Whether a first band stands for the table's nodata; ClassTableError when the bands do not fit the table."""
    if len(band_names) == len(table.classes):
        return False
    if table.nodata is not None and len(band_names) == len(table.classes) + 1:
        return True  # the first band is the label band's nodata ("no class"), the others the classes
    more = (message(", or {bands} with a first band for the label nodata {nodata:g}",
                    bands=n_bands(len(table.classes) + 1), nodata=table.nodata) if table.nodata is not None else "")
    raise ClassTableError(
        message("the argmax of the prediction bands takes band i as the i-th class of {where}, which has "
                "{classes} ({table_names}), but the import has {bands} "
                "({band_names}): give {wanted}{more}", where=where,
                classes=n_classes(len(table.classes)), table_names=', '.join(table.names),
                bands=n_bands(len(band_names)), wanted=n_bands(len(table.classes)),
                band_names=', '.join(band_names), more=more))


def _class_nodata(table: ClassTable, nodata: float | None, where: str) -> int:
    """The class map's nodata: the one given (a whole number that is no class), the table's, or a free one."""
    if nodata is None:
        return table.nodata if table.nodata is not None else free_nodata(table.values)
    if not float(nodata).is_integer():
        raise ClassTableError(message("the nodata value {nodata:g} of a class map must be a whole number",
                                      nodata=nodata))
    if int(nodata) in table.values:
        raise ClassTableError(message("the nodata value {nodata} is a class of {where}: choose another",
                                      nodata=int(nodata), where=where))
    return int(nodata)


def _class_type(values: tuple[int, ...], data_type: str | None) -> str:
    """The GDAL type of a class map holding ``values``: the one given, if it holds them, else the smallest."""
    if data_type is None:
        return class_type_name(values)
    limits = {name: (low, high) for name, low, high in CLASS_TYPES}.get(data_type)
    if limits is None:
        raise ClassTableError(message("a class map is written as whole numbers: data type {data_type} does not fit; "
                                      "use one of {types}", data_type=data_type,
                                      types=', '.join((name for name, _, _ in CLASS_TYPES))))
    if not (limits[0] <= min(values) and max(values) <= limits[1]):
        raise ClassTableError(message("the class values and nodata ({min_values} to {max_values}) do not fit data "
                                      "type {data_type} ({limits} to {limits2})", min_values=min(values),
                                      max_values=max(values), data_type=data_type, limits=limits[0], limits2=limits[1]))
    return data_type


def make_class_map(table: ClassTable | None, source: str | None, band_names: list[str],
                   nodata: float | None = None, data_type: str | None = None,
                   missing: float | None = None) -> ClassMap:
    """The :class:`ClassMap` of an import whose decoded bands are ``band_names``.

    ``table``: a :class:`ClassTable` or None (then only CLASS_ARGMAX, class
    values 1..n named after the bands); ``source``: CLASS_BAND, CLASS_ARGMAX or
    None (one band: CLASS_BAND, several: CLASS_ARGMAX); ``nodata``: the map's
    nodata (default the table's, else the smallest whole number >= 0 that is no
    class); ``data_type``: a GDAL integer type name (default the smallest that
    holds the classes and nodata); ``missing``: the decoded value that means no
    value (see :class:`ClassMap`).
    """
    band_names = list(band_names)
    where = (message("the class table {path}", path=table.source) if table is not None and table.source
             else message("the class table"))
    if source is None:
        source = CLASS_BAND if len(band_names) == 1 else CLASS_ARGMAX
    if source not in CLASS_SOURCES:
        raise ClassTableError(message("unknown class source {source!r}: use one of {sources}", source=source,
                                      sources=', '.join(CLASS_SOURCES)))
    if table is None:
        if source == CLASS_BAND:
            raise ClassTableError(message("a band of class numbers needs a class table to name its classes (an "
                                          "export sidecar with labels, or a CSV of value,name[,color])"))
        table = ClassTable(tuple(ClassEntry(number, name) for number, name in enumerate(band_names, start=1)))
    if source == CLASS_BAND and len(band_names) != 1:
        raise ClassTableError(message("a band of class numbers means one band, but the import has {bands} "
                                      "({band_names}): choose one feature, or take the argmax of the bands",
                                      bands=len(band_names), band_names=', '.join(band_names)))
    background = source == CLASS_ARGMAX and _argmax_background(table, band_names, where)
    nodata = _class_nodata(table, nodata, where)
    data_type = _class_type(table.values + (nodata,), data_type)
    return ClassMap(source, table.values, table.names, table.colors(), nodata, data_type, background, missing)

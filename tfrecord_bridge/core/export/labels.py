"""Vector labels burnt onto the export grid: the label band of a training set (FORMAT.md 3.7).

Polygons, lines or points are burnt with GDAL's rasterizer (``gdal.Rasterize``,
the library form of ``gdal_rasterize``) into a raster with exactly the export
grid's geotransform, size and CRS, so the labels fall on the very pixels the
image bands are cut from. GDAL reprojects the features from the layer's CRS to
the grid's as ``gdal_rasterize`` does.

What is burnt: a numeric field's values (whole numbers), the class numbers of a
text field (1..n in the sorted order of its distinct texts), or one constant.
Where no feature lies the band holds the label nodata, a value no class has: 0
when every class is 1 or more, else one below the least class.

Two passes over the features: :func:`plan_labels` reads the attribute only
(the class table, plain values that travel with an export plan), then
:func:`rasterize_labels` copies the features with the value each burns into an
in-memory layer and burns it. The raster covers the grid widened by a margin on
every side, as far as the records' windows reach past it (kernel margins, chips
at points), so those pixels hold the features' labels as the image bands hold
the neighbouring pixels; the widening moves the origin by whole pixels, so the
grid's own pixels are those ``gdal_rasterize`` burns onto the grid. The raster
is held in memory up to :data:`MEMORY_LIMIT_BYTES`, beyond that in a temporary
tiled GeoTIFF; either way GDAL burns the same pixels.
"""

from __future__ import annotations

import functools
import math
import os
import shutil
import tempfile
import traceback
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np
from osgeo import gdal, ogr, osr

from ..base.messages import counted, message, option_name
from ..base.progress import Cancelled, Monitor, as_monitor
from ..base.redaction import redact
from ..layout.schema import DEFAULT_LABEL_BAND, GREATEST_LABEL, LEAST_LABEL
from ..places import storage

if TYPE_CHECKING:
    from ..layout.grid import PatchLayout, PixelGrid

_Function = TypeVar("_Function", bound=Callable[..., Any])

gdal.UseExceptions()
ogr.UseExceptions()
osr.UseExceptions()

# Label rasters up to this size are burnt in memory; larger ones into a temporary GeoTIFF. Measured at 8192^2
# (64 MiB of labels): in memory the training export's peak was 1.29x the plain export's, on disk 1.10x, for
# 1.5-2.3% more time (issue 29 asks at most 1.25x).
MEMORY_LIMIT_BYTES = 48 << 20

_BURN_FIELD = "tfrecord_bridge_burn"
# The options the label errors name (each interface spells them).
_LAYER, _FIELD = option_name("labelLayer"), option_name("labelField")
_NUMERIC = (ogr.OFTInteger, ogr.OFTInteger64, ogr.OFTReal)

# (numpy type, GDAL type) from the narrowest; the first holding every class and the nodata is used.
_TYPES = ((np.uint8, gdal.GDT_Byte), (np.uint16, gdal.GDT_UInt16), (np.int16, gdal.GDT_Int16),
          (np.int32, gdal.GDT_Int32))


class LabelError(ValueError):
    """A label layer or option that cannot give a label band; the message names it."""


def _letting_go_on_failure(function: _Function) -> _Function:
    """``function``, which lets go of the GDAL and OGR objects its frames hold when it fails.

    An exception keeps its frames, and their datasets, alive as long as it is kept (a caller's log, a test
    report): a dataset still open when GDAL's driver manager is destroyed at exit is then freed twice.
    """
    @functools.wraps(function)
    def wrapper(*args, **kwargs):
        try:
            return function(*args, **kwargs)
        except BaseException as error:
            seen = set()
            failure: BaseException | None = error
            while failure is not None and id(failure) not in seen:  # the exceptions it was raised during too
                seen.add(id(failure))
                traceback.clear_frames(failure.__traceback__)
                failure = failure.__context__
            raise
    return wrapper  # type: ignore[return-value]


@dataclass
class LabelSource:
    """The vector layer to burn, as GDAL opens it.

    ``path``: the data source (a file, or anything ``ogr.Open`` takes);
    ``layer``: the layer's name in it (None: its first layer); ``where``: an OGR
    attribute filter (a QGIS subset string of an OGR layer); ``fids``: only these
    feature ids (a selection), None for all; ``field``: the attribute to burn
    (None: ``value`` everywhere); ``all_touched``: burn every pixel a feature
    touches, not only those whose centre it covers; ``band``: the feature name of
    the label band in the records; ``name``: the layer's name for the sidecar and
    the log (default: the path, with the layer).
    """

    path: str
    layer: str | None = None
    where: str | None = None
    fids: list[int] | None = None
    field: str | None = None
    value: float = 1
    all_touched: bool = False
    band: str = DEFAULT_LABEL_BAND
    name: str | None = None

    @property
    def display_name(self) -> str:
        """The layer as the sidecar records it and the log shows it: a credential in its URL masked
        (:func:`.redaction.redact`); :attr:`path` is what is opened."""
        if self.name:
            return redact(self.name)
        return redact(f"{self.path}|layername={self.layer}" if self.layer else self.path)


@dataclass
class LabelPlan:
    """The class table of a label layer: plain values, decided before any pixel is burnt."""

    source: LabelSource
    classes: list[tuple[int, str]]  # (value, name) in value order
    nodata: int
    text_values: dict[str, int] = field(default_factory=dict)  # text -> class value, for a text field
    unlabelled_features: int = 0  # features left out: their field is NULL (or empty for text)

    @property
    def values(self) -> list[int]:
        return [value for value, _ in self.classes]

    @property
    def dtype(self) -> np.dtype:
        """The narrowest numpy integer type holding every class and the nodata."""
        least, greatest = min(self.values + [self.nodata]), max(self.values + [self.nodata])
        for dtype, _ in _TYPES:
            info = np.iinfo(dtype)
            if info.min <= least and greatest <= info.max:
                return np.dtype(dtype)
        return np.dtype(np.int32)

    def sidecar(self) -> dict[str, Any]:
        """The sidecar's "labels" entry (FORMAT.md 3.7)."""
        return {"band": self.source.band, "nodata": int(self.nodata), "source": self.source.display_name,
                "field": self.source.field, "allTouched": bool(self.source.all_touched),
                "classes": [{"value": int(value), "name": name} for value, name in self.classes]}

    def describe(self) -> list[str]:
        """The log's class table, one class a line."""
        what = (message("field {field!r}", field=self.source.field) if self.source.field
                else message("the constant {value}", value=self.classes[0][0]))
        values = dict(layer=self.source.display_name, what=what, band=self.source.band, nodata=self.nodata)
        lines: list[str] = [
            message("Labels: {layer}, {what}, burnt into band {band!r} (all touched); label nodata {nodata}", **values)
            if self.source.all_touched else
            message("Labels: {layer}, {what}, burnt into band {band!r}; label nodata {nodata}", **values)]
        lines += [message("  class {value}: {name}", value=value, name=name) for value, name in self.classes]
        if self.unlabelled_features:
            lines.append(counted(self.unlabelled_features, "  %n feature without a {field!r} value is not burnt",
                                 "  %n features without a {field!r} value are not burnt", field=self.source.field))
        return lines


def choose_nodata(values: Sequence[int]) -> int:
    """A label nodata no class has: 0 when every class is 1 or more, else one below the least class."""
    least = min(values)
    if least >= 1:
        return 0
    if least - 1 >= LEAST_LABEL:
        return least - 1
    return max(values) + 1


def _open_layer(source: LabelSource) -> tuple[Any, Any]:
    """(data source, layer) of ``source``, the filters applied; LabelError naming what is wrong."""
    try:
        storage.check_regular_input(source.path)
    except storage.NotAFileError as error:
        raise LabelError(message("{option} {layer}: cannot open {source_path} as vector data "
                                 "({error})", option=_LAYER, layer=source.display_name, source_path=source.path,
                                 error=storage.reason(error))) from None
    try:
        dataset = gdal.OpenEx(storage.gdal_path(source.path), gdal.OF_VECTOR)
    except RuntimeError as error:
        raise LabelError(message("{option} {layer}: cannot open {source_path} as vector data "
                                 "({error})", option=_LAYER, layer=source.display_name, source_path=source.path,
                                 error=error)) from error
    if dataset is None:
        raise LabelError(message("{option} {layer}: cannot open {source_path} as vector data",
                                 option=_LAYER, layer=source.display_name, source_path=source.path))
    if source.layer:
        layer = dataset.GetLayerByName(source.layer)
        if layer is None:
            names = [dataset.GetLayerByIndex(i).GetName() for i in range(dataset.GetLayerCount())]
            raise LabelError(message("{option} {layer}: {source_path} has no layer {source_layer!r} "
                                     "(it has: {names})", option=_LAYER, layer=source.display_name,
                                     source_path=source.path, source_layer=source.layer,
                                     names=', '.join(names) or 'none'))
    else:
        if dataset.GetLayerCount() == 0:
            raise LabelError(message("{option} {layer}: {source_path} holds no vector layer",
                                     option=_LAYER, layer=source.display_name, source_path=source.path))
        layer = dataset.GetLayerByIndex(0)
    if source.where:
        try:
            layer.SetAttributeFilter(source.where)
        except RuntimeError as error:
            raise LabelError(message("{option} {layer}: its filter {source_where!r} does not apply "
                                     "({error})", option=_LAYER, layer=source.display_name, source_where=source.where,
                                     error=error)) from error
    return dataset, layer


def _features(layer: Any, fids: Sequence[int] | None) -> Iterator[Any]:
    if fids is None:
        layer.ResetReading()
        yield from layer
        return
    for fid in fids:
        feature = layer.GetFeature(int(fid))
        if feature is not None:
            yield feature


def _field_index(layer: Any, source: LabelSource) -> tuple[int, int]:
    definition = layer.GetLayerDefn()
    index = definition.GetFieldIndex(source.field)
    if index < 0:
        names = [definition.GetFieldDefn(i).GetName() for i in range(definition.GetFieldCount())]
        raise LabelError(message("{option}: the label layer {layer} has no field {source_field!r} "
                                 "(its fields: {names})", option=_FIELD, layer=source.display_name,
                                 source_field=source.field, names=', '.join(names) or 'none'))
    field_type = definition.GetFieldDefn(index).GetType()
    if field_type not in _NUMERIC and field_type != ogr.OFTString:
        raise LabelError(message("{option} {source_field!r} is a {field_type} field: label "
                                 "values come from a number field (the values) or a text field (one class per text)",
                                 option=_FIELD, source_field=source.field,
                                 field_type=ogr.GetFieldTypeName(field_type)))
    return index, field_type


def _whole_number(value: Any, what: str) -> int:
    number = float(value)
    if not math.isfinite(number) or number != int(number):
        raise LabelError(message("{what} is {value!r}: labels are whole numbers (the label band is int64); use a "
                                 "field of whole numbers, or a text field for named classes", what=what, value=value))
    number = int(number)
    if not LEAST_LABEL <= number <= GREATEST_LABEL:
        raise LabelError(message("{what} is {number}: label values must lie within {least}..{greatest}", what=what,
                                 number=number, least=LEAST_LABEL, greatest=GREATEST_LABEL))
    return number


def label_values(values: Iterable[tuple[Any, Any]], text: bool, field: str, layer: str) -> tuple[set[Any], int]:
    """(the distinct labels, how many features have none) of the (feature id, value or None) of every feature
    of a label ``layer``'s ``field`` (``text``: a text field's, else a number field's, each a whole number);
    LabelError naming the feature whose value is no label, or when no feature has one: the rule of the run,
    for the dialog to check before it."""
    seen: set[Any] = set()
    unlabelled = 0
    for fid, value in values:
        if value is None or text and not str(value).strip():
            unlabelled += 1
        elif text:
            seen.add(str(value))
        else:
            seen.add(_whole_number(value, message("{option} {field!r} of feature {fid}", option=_FIELD, field=field,
                                                  fid=str(fid))))
    if not seen:
        raise LabelError(message("{option} {layer} has no feature with a {source_field!r} value: nothing to burn",
                                 option=_LAYER, layer=layer, source_field=field))
    return seen, unlabelled


@_letting_go_on_failure
def plan_labels(source: LabelSource) -> LabelPlan:
    """The :class:`LabelPlan` of ``source``: its classes and nodata, read from the attribute alone."""
    if not source.band or not source.band.strip():
        raise LabelError(message("{option}: the label band needs a name (the feature name in the records)",
                                 option=option_name("labelBand")))
    dataset, layer = _open_layer(source)
    try:
        if not source.field:
            value = _whole_number(source.value, option_name("labelValue"))
            count = sum(1 for feature in _features(layer, source.fids) if feature.GetGeometryRef() is not None)
            if not count:
                raise LabelError(message("{option} {layer} has no feature with a geometry: nothing "
                                         "to burn", option=_LAYER, layer=source.display_name))
            name = source.name or source.layer or os.path.splitext(os.path.basename(source.path))[0]
            return LabelPlan(source, [(value, name)], choose_nodata([value]))
        index, field_type = _field_index(layer, source)
        layer.SetIgnoredFields(["OGR_GEOMETRY"])
        text = field_type == ogr.OFTString
        seen, unlabelled = label_values(
            ((feature.GetFID(), None if not feature.IsFieldSetAndNotNull(index)
              else feature.GetFieldAsString(index) if text else feature.GetFieldAsDouble(index))
             for feature in _features(layer, source.fids)),
            text, source.field, source.display_name)
        if text:
            texts = sorted(seen)
            text_values = {text: number for number, text in enumerate(texts, 1)}
            return LabelPlan(source, [(number, text) for text, number in text_values.items()], 0, text_values,
                             unlabelled)
        values = sorted(seen)
        return LabelPlan(source, [(value, str(value)) for value in values], choose_nodata(values), {}, unlabelled)
    finally:
        del layer, dataset  # the layer before its data source


class LabelRaster:
    """The burnt labels on the export grid and its margin, read by window in grid pixels; beyond the margin
    every pixel is the nodata.

    The label band masks nothing: where no feature lies it holds the nodata, a
    value, while the image bands stay valid. Close it to free the raster (and
    delete a temporary file).
    """

    def __init__(self, dataset: Any, plan: LabelPlan, folder: str | None = None,
                 margin: tuple[int, int] = (0, 0)) -> None:
        self.dataset = dataset
        self.plan = plan
        self.nodata = plan.nodata
        self.dtype = plan.dtype
        self.margin = margin  # (columns, rows) the raster reaches past the grid on every side
        self._folder = folder

    def read(self, column: int, row: int, width: int, height: int) -> np.ndarray:
        """[height, width] labels of a grid window, which may reach outside the grid."""
        window = np.full((height, width), self.nodata, dtype=self.dtype)
        # Pixels of the raster, whose origin lies the margin above and left of the grid's.
        left, top = column + self.margin[0], row + self.margin[1]
        x0, y0 = max(left, 0), max(top, 0)
        x1, y1 = min(left + width, self.dataset.RasterXSize), min(top + height, self.dataset.RasterYSize)
        if x1 > x0 and y1 > y0:
            window[y0 - top:y1 - top, x0 - left:x1 - left] = self.dataset.GetRasterBand(1).ReadAsArray(
                x0, y0, x1 - x0, y1 - y0)
        return window

    def close(self) -> None:
        self.dataset = None
        if self._folder:
            shutil.rmtree(self._folder, ignore_errors=True)
            self._folder = None

    def __del__(self) -> None:
        self.close()


def _memory_layer(srs: Any) -> tuple[Any, Any]:
    """An in-memory OGR layer of the features to burn, each with the value it burns."""
    # A gdal.Dataset, which gdal.Rasterize takes (an ogr.DataSource it does not, before GDAL 3.8 or so).
    memory = gdal.GetDriverByName("Memory").Create("labels", 0, 0, 0, gdal.GDT_Unknown)
    layer = memory.CreateLayer("labels", srs, ogr.wkbUnknown)
    layer.CreateField(ogr.FieldDefn(_BURN_FIELD, ogr.OFTInteger))
    return memory, layer


def _burn_value(plan: LabelPlan, feature: Any, index: int | None, field_type: int | None) -> int | None:
    """The value ``feature`` burns, or None when it burns nothing."""
    if index is None:
        return plan.classes[0][0]
    if not feature.IsFieldSetAndNotNull(index):
        return None
    if field_type == ogr.OFTString:
        return plan.text_values.get(feature.GetFieldAsString(index))
    return _whole_number(feature.GetFieldAsDouble(index),
                         message("{option} of feature {fid}", option=_FIELD, fid=str(feature.GetFID())))


def _copy_to_burn(plan: LabelPlan, monitor: Monitor) -> Any:
    """An in-memory vector data source of the features to burn, each with the value it burns, in the layer's
    CRS and order (GDAL reprojects them when it burns)."""
    source = plan.source
    dataset, layer = _open_layer(source)
    try:
        layer_srs = layer.GetSpatialRef()
        if layer_srs is not None:
            layer_srs = layer_srs.Clone()
            layer_srs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
        memory, copy = _memory_layer(layer_srs)
        index = field_type = None
        if source.field:
            index, field_type = _field_index(layer, source)
        definition = copy.GetLayerDefn()
        for number, feature in enumerate(_features(layer, source.fids)):
            if number % 1000 == 0:
                monitor.check()
            geometry = feature.GetGeometryRef()
            value = _burn_value(plan, feature, index, field_type)
            if geometry is None or value is None:
                continue
            burnt = ogr.Feature(definition)
            burnt.SetGeometry(geometry)
            burnt.SetField(_BURN_FIELD, int(value))
            copy.CreateFeature(burnt)
        return memory
    finally:
        del layer, dataset  # the layer before its data source


def _label_raster(plan: LabelPlan, grid: PixelGrid, memory_limit: int,
                  margin: tuple[int, int]) -> tuple[Any, str | None]:
    """(an empty raster on ``grid`` widened by ``margin`` (columns, rows) on every side, filled with the nodata;
    the temporary folder holding it, if on disk)."""
    target = osr.SpatialReference()
    target.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    target.SetFromUserInput(grid.crs)
    gdal_type = {np.dtype(dtype): gdal_type for dtype, gdal_type in _TYPES}[plan.dtype]
    mx, my = margin
    width, height = grid.width + 2 * mx, grid.height + 2 * my
    folder = None
    if width * height * plan.dtype.itemsize <= memory_limit:
        raster = gdal.GetDriverByName("MEM").Create("", width, height, 1, gdal_type)
    else:
        folder = tempfile.mkdtemp(prefix="tfrecord-bridge-labels-")
        raster = gdal.GetDriverByName("GTiff").Create(
            os.path.join(folder, "labels.tif"), width, height, 1, gdal_type,
            ["TILED=YES", "COMPRESS=DEFLATE", "BIGTIFF=IF_SAFER"])
    x, a, b, y, d, e = grid.geotransform
    raster.SetGeoTransform((x - mx * a - my * b, a, b, y - mx * d - my * e, d, e))
    raster.SetProjection(target.ExportToWkt())
    raster.GetRasterBand(1).Fill(plan.nodata)
    return raster, folder


@_letting_go_on_failure
def rasterize_labels(plan: LabelPlan, grid: PixelGrid, memory_limit: int | None = None,
                     monitor: Monitor | None = None, margin: tuple[int, int] = (0, 0)) -> LabelRaster:
    """Burn the features of ``plan`` onto ``grid`` (a :class:`~.grid.PixelGrid`) widened by ``margin``
    (columns, rows) on every side, as far as the records' windows reach past it; a :class:`LabelRaster`.

    ``memory_limit``: bytes of labels burnt in memory (default :data:`MEMORY_LIMIT_BYTES`), beyond which
    they go to a temporary GeoTIFF. ``monitor``: its cancel stops the copy and the burning
    (:class:`~.progress.Cancelled`).
    """
    memory_limit = MEMORY_LIMIT_BYTES if memory_limit is None else memory_limit
    monitor = as_monitor(monitor)
    memory = _copy_to_burn(plan, monitor)
    margin = (max(0, int(margin[0])), max(0, int(margin[1])))
    raster, folder = _label_raster(plan, grid, memory_limit, margin)
    cancelled = []

    def going_on(*_: Any) -> int:
        """GDAL's progress callback: 0 stops the burning when the user cancelled."""
        try:
            monitor.check()
        except Cancelled as error:
            cancelled.append(error)
            return 0
        return 1

    failure = None
    try:
        gdal.Rasterize(raster, memory, options=gdal.RasterizeOptions(
            layers=["labels"], attribute=_BURN_FIELD, allTouched=bool(plan.source.all_touched),
            callback=going_on))
        raster.FlushCache()
    except RuntimeError as error:
        # Only its words: its frames (gdal.Rasterize's) hold the datasets, which must close now.
        failure = str(error)
        traceback.clear_frames(error.__traceback__)
    if failure is not None:
        raster = memory = None
        if folder:
            shutil.rmtree(folder, ignore_errors=True)
        if cancelled:
            stop = cancelled.pop()
            traceback.clear_frames(stop.__traceback__)  # the callback's frame holds GDAL's arguments
            raise stop
        raise LabelError(message("{option} {layer}: GDAL could not burn it onto the export grid "
                                 "({failure})", option=_LAYER, layer=plan.source.display_name, failure=failure))
    return LabelRaster(raster, plan, folder, margin)


def save_labels(labels: LabelRaster, path: str) -> None:
    """Write the burnt ``labels`` (their margin included) to ``path`` (a file or a bucket's object) as a tiled,
    DEFLATE-compressed cloud-optimized GeoTIFF, for other processes to read by window (:func:`open_labels`)."""
    # A bucket takes no GeoTIFF written in place: it is written in a local folder, then copied.
    folder = tempfile.mkdtemp(prefix="tfrecord-bridge-labels-") if storage.is_virtual(path) else None
    target = os.path.join(folder, "labels.tif") if folder else storage.gdal_path(path)
    try:
        storage.clear_for_writing(target)  # GDAL would write through a link there
        try:
            written = gdal.Translate(target, labels.dataset, options=gdal.TranslateOptions(
                format="COG", creationOptions=["COMPRESS=DEFLATE", "BLOCKSIZE=512", "OVERVIEWS=NONE",
                                               "BIGTIFF=IF_SAFER"]))
        except RuntimeError as error:
            raise LabelError(message("the burnt labels could not be written to {path}: {error}", path=path,
                                     error=error)) from None
        if written is None:
            raise LabelError(message("the burnt labels could not be written to {path}: {reason}",
                                     path=path, reason=gdal.GetLastErrorMsg()))
        written = None  # closed: the file is complete
        if folder:
            storage.copy_file(target, path)
    finally:
        if folder:
            shutil.rmtree(folder, ignore_errors=True)


def open_labels(plan: LabelPlan, path: str, margin: tuple[int, int]) -> LabelRaster:
    """The labels :func:`save_labels` wrote to ``path``, burnt with ``margin``: the same pixels, read by window."""
    try:
        dataset = gdal.Open(storage.gdal_path(path))
    except RuntimeError as error:
        raise LabelError(message("cannot read the burnt labels at {path}: {error}", path=path, error=error)) from None
    if dataset is None:
        raise LabelError(message("cannot read the burnt labels at {path}: {reason}", path=path,
                                 reason=gdal.GetLastErrorMsg()))
    return LabelRaster(dataset, plan, None, margin)


def labelled_counts(labels: LabelRaster, layout: PatchLayout) -> np.ndarray:
    """Labelled pixels (not the nodata) in the core of every patch of ``layout``, from the burnt raster."""
    counts = np.zeros(layout.total_patches, dtype=np.int64)
    pw, ph = layout.patch_width, layout.patch_height
    for patch_row in range(layout.rows):
        strip = labels.read(0, patch_row * ph, layout.patches_per_row * pw, ph) != labels.nodata
        per_patch = strip.reshape(ph, layout.patches_per_row, pw).sum(axis=(0, 2))
        counts[patch_row * layout.patches_per_row:(patch_row + 1) * layout.patches_per_row] = per_patch
    return counts

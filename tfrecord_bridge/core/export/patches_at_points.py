"""Training patches at points: one Example per point, a patch of the stacked rasters around it
plus the point's attributes (e.g. the label), as EE users sample neighbourhood arrays at points
to train U-Nets.

The window, in pixels of the grid:

- the centre is the grid pixel that contains the point (a pixel owns its left
  and top edges, so a point on a pixel boundary belongs to the pixel right of /
  below it in a north-up grid);
- the patch's top-left pixel is (centre column - pw // 2, centre row - ph // 2):
  for odd sizes the centre pixel is the middle one; for even sizes it is the
  pixel right of and below the geometric middle (index pw // 2, ph // 2);
- the record holds the patch plus floor(kernel / 2) margin pixels on every
  side, exactly as an image export tile (FORMAT.md 3.1), so both exports parse
  with one featuresDict.

Band values, masks, defaultValue, valueType, sharding and compression are those
of the image export (FORMAT.md 3), reusing its encoder. The attributes are
converted as the table export converts them (FORMAT.md 5; NULL left out), as
float unless valueType is 'native'. Shards get EE's names; no mixer is written
(the records are not a tiling of a grid), and a mixer left by an earlier export
with the same prefix is removed, so an importer cannot mistake them for one.

Points are skipped (counted, and warned about) when they have no geometry or
no finite coordinates, when their centre pixel is outside the grid, and, with
``edge_points='skip'``, when their tile (margins included) is not wholly inside
the grid; with ``'mask'`` such tiles are written with the pixels outside the
rasters masked.

With a label layer the export also writes its sidecar, ``PREFIX-sidecar.json``
(FORMAT.md 3.6): the class table, and the pixels of each class in the patch
cores written. Without one it writes none, and a stale one of its prefix goes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from ..base.messages import counted, listing, message, message_of, n_files, n_patches, n_points, option_name
from ..base.progress import as_monitor
from ..codec.records import ShardedRecordWriter
from ..inspect import FeatureTally
from ..layout.format_options import FormatOptions
from ..layout.grid import PatchLayout
from ..layout.naming import shard_path, sidecar_path
from ..layout.schema import EDGE_MASK, EDGE_POINTS, EDGE_SKIP
from ..layout.sidecar import sidecar_json
from ..places.place import plain_texts
from ..tables import VALUE_FLOAT, VALUE_NATIVE, row_features
from .export_image import (
    ExportError,
    TileEncoder,
    check_prefix,
    check_record_size,
    class_pixels_lines,
    export_sidecar,
    features_dict_snippet,
    masked_fraction,
    plan_features,
    prepare_outputs,
    resolve_band_names,
)
from .labels import LabelError, LabelPlan, plan_labels, rasterize_labels
from .raster_source import StackedRaster, grid_of

if TYPE_CHECKING:
    from ..base.progress import Monitor
    from ..layout.grid import PixelGrid
    from ..places.outputs import Outputs
    from .request import PointsRequest

    # (x, y, attributes): x or y None for a point without geometry; attributes: field name -> plain value.
    Point = tuple[Any, Any, Mapping[str, Any]]


SKIP_NO_GEOMETRY = message("no geometry")
SKIP_NOT_FINITE = message("no finite coordinates in the raster grid's CRS")
SKIP_OUTSIDE = message("outside the rasters")
SKIP_EDGE = message("patch crosses the raster edge")
SKIP_MASKED = message("more of the patch masked than {threshold} allows",
                      threshold=option_name("maskedThreshold", ee=True))

# Each reason warns about this many points by number, then only in the summary,
# so a layer of thousands of stray points does not flood the log.
_WARNINGS_PER_REASON = 10


@dataclass
class PointPatchesResult:
    files: list
    patch_count: int
    skipped: dict  # reason -> number of points
    features: list  # the band features (core.export.export_image.OutputFeature), attributes follow them
    tile_shape: tuple  # (height, width) with margins
    band_names: list
    features_dict: str = ""
    labels: LabelPlan | None = None  # of the label band, with labels only
    sidecar_path: str = ""  # with labels only
    class_pixels: dict[str, dict[str, int]] | None = None  # {"all": {class value: pixels}}, with labels only

    def __post_init__(self) -> None:
        # Paths leave core as plain text: a Place is the run's (QGIS takes no str subclass in a list).
        self.files, self.sidecar_path = plain_texts(self.files), str(self.sidecar_path)

    @property
    def skipped_count(self) -> int:
        return sum(self.skipped.values())


class _WrittenChips:
    """What the written chips hold that the sidecar tells: whether a pixel was masked, how many chips were
    wholly masked, and with labels the pixels of each class in the chips' cores (after the image's masks)."""

    def __init__(self, stacked: StackedRaster, layout: PatchLayout) -> None:
        self.core = layout.core_window
        self.label_index = stacked.label_index
        self.classes = set(stacked.labels.plan.values) if stacked.labels is not None else set()
        self.masked_pixels = False
        self.wholly_masked = 0
        self.class_pixels: dict[int, int] = {}

    def add(self, values: Sequence[np.ndarray], valid: np.ndarray, masked: float) -> None:
        self.masked_pixels = self.masked_pixels or masked > 0
        self.wholly_masked += masked == 1.0
        if self.label_index is None:
            return
        labels = values[self.label_index][self.core][valid[self.core]]
        present, pixels = np.unique(labels, return_counts=True)
        for value, count in zip(present.tolist(), pixels.tolist()):
            if value in self.classes:
                self.class_pixels[value] = self.class_pixels.get(value, 0) + count

    def class_pixels_of(self, label_plan: LabelPlan) -> dict[str, dict[str, int]]:
        """{"all": {class value as text: pixels}}, every class listed."""
        return {"all": {str(value): int(self.class_pixels.get(value, 0)) for value in label_plan.values}}


def centre_pixel(grid: PixelGrid, x: float, y: float) -> tuple[int, int]:
    """(column, row) of the grid pixel containing (x, y), which may lie outside the grid."""
    c, a, b, f, d, e = grid.geotransform
    if b or d:
        raise ExportError(message("rotated raster grids are not supported"))
    return math.floor((x - c) / a), math.floor((y - f) / e)


def tile_window(grid: PixelGrid, x: float, y: float, layout: PatchLayout) -> tuple[int, int, int, int]:
    """(column, row, width, height) of the tile around (x, y): the patch centred as the module doc says,
    plus the kernel margins."""
    return layout.centred_tile_window(*centre_pixel(grid, x, y))


def _skip_reason(grid, x, y, edge_points, layout):
    """Why the point at (x, y) gives no patch, or None when it gives one."""
    if x is None or y is None:
        return SKIP_NO_GEOMETRY
    if not (math.isfinite(x) and math.isfinite(y)):
        return SKIP_NOT_FINITE  # e.g. it could not be transformed into the grid's CRS
    column, row = centre_pixel(grid, x, y)
    if not (0 <= column < grid.width and 0 <= row < grid.height):
        return SKIP_OUTSIDE
    left, top, width, height = tile_window(grid, x, y, layout)
    inside = left >= 0 and top >= 0 and left + width <= grid.width and top + height <= grid.height
    if edge_points == EDGE_SKIP and not inside:
        return SKIP_EDGE
    return None


def _skip(skipped, warn, number, reason, where=""):
    """Count point ``number`` as skipped for ``reason``; the first few of each reason are warned about."""
    skipped[reason] += 1
    if skipped[reason] <= _WARNINGS_PER_REASON:
        warn(message("Point {number} skipped: {reason}{where}", number=number, reason=reason, where=where))


def _attribute_features(number, attributes, band_feature_names, attribute_type):
    """The features of point ``number``'s attributes, refusing one named as a band feature."""
    clashes = band_feature_names & set(attributes)
    if clashes:
        raise ExportError(message("attribute {clashes} has the name of a band feature; leave it out "
                                  "or rename the band with band names",
                                  clashes=', '.join(map(repr, sorted(clashes)))))
    try:
        return row_features(attributes, attribute_type)
    except ValueError as error:
        raise ExportError(message("point {number}: {error}", number=number, error=error)) from error


def export_patches_at_points(request: PointsRequest, points: Iterable[Point], *, total: int | None = None,
                             monitor: Monitor | None = None, log: Callable[[str], object] | None = None,
                             warn: Callable[[str], object] | None = None) -> PointPatchesResult:
    """Write one Example per point: a patch of the request's sources (bands stacked) around it and its
    attributes, as ``request`` (a :class:`.request.PointsRequest`) asks.

    ``points``: iterable of (x, y, attributes) in the grid's CRS, consumed as a
    stream; x or y None means the point has no geometry. ``attributes``: field
    name -> plain value (None is NULL). ``total``: the number of points when
    known, for progress. ``log`` and ``warn`` take a line of text. The request's
    ``labels``: a :class:`.labels.LabelSource` burnt onto the grid (and as far
    past it as a tile reaches) as the label band, a band feature of every record
    after the others; its class table goes into ``PREFIX-sidecar.json``. A
    failed or cancelled export leaves no finished-looking file.
    """
    layers, folder, prefix, options = request.sources, request.output, request.prefix, request.formatOptions
    edge_points, labels = request.edgePoints, request.labels
    monitor = as_monitor(monitor)
    log = log or (lambda line: None)
    warn = warn or log
    if edge_points not in EDGE_POINTS:
        raise ExportError(message("unknown edge point handling {edge_points!r}: use one of {choices}",
                                  edge_points=edge_points, choices=', '.join(EDGE_POINTS)))
    if options.sequenceData:
        raise ExportError(message("{sequence} writes one record per pixel, which cannot carry a point's "
                                  "attributes: export patches at points as Examples",
                                  sequence=option_name("sequenceData", ee=True)))
    check_prefix(prefix)
    grid = request.grid or grid_of(layers[0].path, can_warp=False)  # its options have no target CRS nor pixel size
    layout = PatchLayout.for_options(grid.width, grid.height, options)
    # Warped sources get real pixels, and the labels are burnt, as far outside the grid as a tile at its edge
    # reaches.
    margin = (layout.tile_width, layout.tile_height)
    try:
        label_plan = plan_labels(labels) if labels is not None else None
        label_raster = (rasterize_labels(label_plan, grid, monitor=monitor, margin=margin)
                        if label_plan is not None else None)
    except LabelError as error:
        raise ExportError(message_of(error)) from error
    stacked = StackedRaster(layers, grid, request.resampling, margin=margin, labels=label_raster)
    try:
        return _export_points(stacked, points, folder, prefix, options, grid, request.bandNames, edge_points, total,
                              monitor, log, warn, request.compressionLevel, label_plan)
    finally:
        stacked.close()


class _PointRecords:
    """The points' records: each point's tile read, then skipped (no geometry, off the raster, over the edge,
    masked) or encoded with the point's attributes and written; what was skipped, the attributes seen and what
    the written chips hold, counted."""

    def __init__(self, stacked: StackedRaster, grid: PixelGrid, layout: PatchLayout, features: list,
                 options: FormatOptions, edge_points: str, warn: Callable[[str], object]) -> None:
        self.stacked, self.grid, self.layout, self.options = stacked, grid, layout, options
        self.edge_points, self.warn = edge_points, warn
        self.encoder = TileEncoder(features, options)
        self.chips = _WrittenChips(stacked, layout)
        self.attribute_type = VALUE_NATIVE if options.valueType == "native" else VALUE_FLOAT
        self.band_feature_names = {feature.name for feature in features}
        self.attributes_seen = FeatureTally()
        self.skipped = {SKIP_NO_GEOMETRY: 0, SKIP_NOT_FINITE: 0, SKIP_OUTSIDE: 0, SKIP_EDGE: 0, SKIP_MASKED: 0}

    def write(self, points: Iterable[Point], writer: ShardedRecordWriter, total: int | None,
              monitor: Monitor) -> int:
        """Each point's record written (or the point skipped), in order; how many points there were."""
        number = 0
        for number, (x, y, attributes) in enumerate(points, 1):
            self._write_point(writer, number, x, y, attributes)
            monitor.progress(number, total)
        return number

    def _write_point(self, writer: ShardedRecordWriter, number: int, x: Any, y: Any,
                     attributes: Mapping[str, Any]) -> None:
        reason = _skip_reason(self.grid, x, y, self.edge_points, self.layout)
        if reason is not None:
            _skip(self.skipped, self.warn, number, reason, f" (x={x}, y={y})" if x is not None else "")
            return
        attribute_features = _attribute_features(number, attributes, self.band_feature_names, self.attribute_type)
        values, valid = self.stacked.read(*tile_window(self.grid, x, y, self.layout))
        masked = masked_fraction(valid, self.options)
        if masked > self.options.maskedThreshold:
            _skip(self.skipped, self.warn, number, SKIP_MASKED)
        else:
            writer.write(self.encoder.example_parts(values, valid, attribute_features))
            self.attributes_seen.add(attribute_features)
            self.chips.add(values, valid, masked)


def _label_sidecar(outputs: Outputs, label_plan: LabelPlan | None, records: _PointRecords, features: list,
                   options: FormatOptions, folder: str, prefix: str) -> tuple[str, dict[str, dict[str, int]] | None]:
    """With labels, the export sidecar (the class table's file) written with the outputs: (its path, the pixels
    of each class); else ("", None)."""
    if label_plan is None:
        return "", None
    chips = records.chips
    # The class table's file (the records' band features; the points' attributes follow them).
    class_pixels = chips.class_pixels_of(label_plan)
    sidecar = export_sidecar(features, options, chips.masked_pixels, chips.wholly_masked)
    sidecar.labels, sidecar.classPixels = label_plan.sidecar(), class_pixels
    written_sidecar = sidecar_path(folder, prefix)
    outputs.write_text(written_sidecar, sidecar_json(sidecar))
    return written_sidecar, class_pixels


def _export_points(stacked: StackedRaster, points: Iterable[Point], folder: str, prefix: str,
                   options: FormatOptions, grid: PixelGrid, band_names: Sequence[str] | None, edge_points: str,
                   total: int | None, monitor: Monitor, log: Callable[[str], object], warn: Callable[[str], object],
                   compression_level: int, label_plan: LabelPlan | None) -> PointPatchesResult:
    """:func:`export_patches_at_points` once the bands are stacked (the label band last, when there are labels)."""
    layout = PatchLayout.for_options(grid.width, grid.height, options)
    (pw, ph), tile_width, tile_height = options.patchDimensions, layout.tile_width, layout.tile_height
    names = resolve_band_names(stacked.bands, band_names)
    options.check_bands(stacked.bands)
    features = plan_features(stacked.bands, options)
    check_record_size(features, layout, options)
    # An earlier export's shards and mixer go when these shards arrive: an importer must not mix them in.
    outputs = prepare_outputs(folder, prefix, log=log)
    records = _PointRecords(stacked, grid, layout, features, options, edge_points, warn)

    def path_of(index):
        return shard_path(folder, prefix, index, options.compressed)

    log(message("Exporting patches of {pw} x {ph} pixels ({tile_width} x {tile_height} with kernel margins) at "
                "points, bands: {names}; points whose patch crosses the raster edge: {fate}",
                pw=pw, ph=ph, tile_width=tile_width, tile_height=tile_height, names=', '.join(names),
                fate=message("masked") if edge_points == EDGE_MASK else message("skipped")))
    for line in label_plan.describe() if label_plan is not None else ():
        log(line)
    with outputs, ShardedRecordWriter(path_of, options.maxFileSize, "GZIP" if options.compressed else None,
                                      compression_level, outputs=outputs) as writer:
        number = records.write(points, writer, total, monitor)
        if number == 0:
            raise ExportError(message("{option}: the point layer has no points; nothing was written",
                                      option=option_name("points")))
        if writer.records_written == 0:
            raise ExportError(counted(number, "no patch written: the %n point was skipped ({skipped})",
                                      "no patch written: all %n points were skipped ({skipped})",
                                      skipped=_skip_text(records.skipped)))
        files = writer.paths
    with outputs:
        written_sidecar, class_pixels = _label_sidecar(outputs, label_plan, records, features, options, folder,
                                                       prefix)
        outputs.commit(warn)

    skipped = records.skipped
    result = PointPatchesResult(files, writer.records_written, skipped, features, (tile_height, tile_width),
                                names, labels=label_plan, sidecar_path=written_sidecar, class_pixels=class_pixels)
    result.features_dict = features_dict_snippet(features, (tile_height, tile_width), False,
                                                 extra_lines=records.attributes_seen.tf_entries())
    if result.skipped_count:
        log(message("Wrote {patches} in {files}; skipped {skipped} ({reasons})",
                    patches=n_patches(result.patch_count), files=n_files(len(files)),
                    skipped=n_points(result.skipped_count),
                    reasons=_skip_text(skipped)))
    else:
        log(message("Wrote {patches} in {files}; skipped {skipped}", patches=n_patches(result.patch_count),
                    files=n_files(len(files)), skipped=n_points(result.skipped_count)))
    for line in class_pixels_lines(label_plan, class_pixels or {}):
        log(line)
    return result


def _skip_text(skipped):
    return listing(message("{count} {reason}", count=count, reason=reason)
                   for reason, count in skipped.items() if count) or message("none")

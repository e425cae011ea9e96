"""A model run over every patch of rasters, its output written as a GeoTIFF on their grid, in one process.

The model runs in the calling thread (whose onnxruntime threads, made when the session opened, share its
priority), on batches of tiles within a row of patches; each output is cropped to its patch's core, pixels whose
input was masked set to nodata, and a row of patches at a time goes to the import's GeoTIFF writer
(:func:`..importing.import_image.write_geotiff`: a temporary name, deleted on failure, renamed when complete).
The patches are read as the export reads them (:func:`..export.export_image.read_strips`) and their values made
by the export's TileEncoder ahead of the model, and the rows compressed and written behind it, each on a
:mod:`..base.lanes` lane: a thread of the lowest priority, so that on a machine whose every core the model keeps
busy they take the cores only while the model leaves them idle (at normal priority they cost the model about
twice their CPU time), promoted to normal priority when other programs leave them none.
Memory holds a few strips of a patch row across the width, whatever the raster's size.
"""

from __future__ import annotations

import contextlib
import dataclasses
import threading
from collections.abc import Callable, Generator, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from ..base.lanes import HANDOVER, LaneGroup, consumed_behind, read_ahead_lowered
from ..base.messages import message
from ..base.progress import Cancelled, Monitor
from ..export.export_image import read_strips
from ..importing.import_image import (
    ImportResult,
    block_rows,
    gdal_failure,
    import_result,
    value_summary,
    write_geotiff,
)
from ..importing.raster_item import commit_raster_item
from .ee_predictions import PredictionFiles
from .plan import PredictPlan, plan_predict, scaled
from .runtime import load_onnxruntime
from .stac_item import prediction_item

if TYPE_CHECKING:
    from osgeo import gdal

    from ..export.export_image import Log, TileEncoder
    from ..export.raster_source import StackedRaster
    from .request import PredictRequest


def geotiff_compression() -> tuple[str, ...]:
    """predict's GeoTIFF's compression: ZSTD at level 1 where this GDAL has it, else DEFLATE at level 3.

    On a model's float output (benchmarks/bench_predict.py) ZSTD 1 compresses in a third of the CPU time of
    DEFLATE 3 (itself half of GDAL's default level 6) into files 10% smaller, and on 2 cores that CPU is taken
    from the model, which needs both. GDAL reads ZSTD GeoTIFFs since 2.3, and every QGIS build has it; tools
    without GDAL may not (docs/cli.md says how to convert)."""
    from osgeo import gdal

    options = gdal.GetDriverByName("GTiff").GetMetadataItem("DMD_CREATIONOPTIONLIST") or ""
    return ("COMPRESS=ZSTD", "ZSTD_LEVEL=1") if "ZSTD" in options else ("ZLEVEL=3",)


@dataclass
class PredictResult:
    """The GeoTIFF written: its path, size, bands, the patches predicted and the model's contract in words; the
    EE-format predictions written (their TFRecord files and mixer), when asked; ``raster``: the GeoTIFF as the
    import describes what it writes (its values, classes and style), so that every interface shows predictions as
    it shows imported ones."""

    path: str
    width: int
    height: int
    band_names: list[str]
    patch_count: int
    contract_text: str
    # The GeoTIFF as the import describes one it wrote: its style (style, style_text), a class map's classes, names
    # and colours (for the provider's styling and NAME.qml), the notes.
    raster: ImportResult
    ee_files: list[str] = field(default_factory=list)
    ee_mixer: str = ""


def predict_image(request: PredictRequest, *, monitor: Monitor | None = None, log: Log | None = None) -> PredictResult:
    """Run ``request.model`` over every patch of ``request.sources`` and write ``request.output``, and with
    ``request.eePredictions`` the EE-format predictions (:mod:`.ee_predictions`), which get their names once the
    GeoTIFF is complete; every check (the model's fit, its output, the EE-format files' prefix and lock) is made
    before any file is written, and a failed run keeps none of the EE-format files."""
    monitor = monitor or Monitor()
    plan, stacked, session = plan_predict(request)
    try:
        # The model runs in this thread; its outputs are cropped into rows here too, and written behind it. The
        # lanes reading ahead and writing behind are promoted together.
        lanes = LaneGroup(lambda: log and log(message(
            "Other programs keep every core busy: reading and writing go on at normal priority (until now they took "
            "only the cores the model left idle)")))
        return write_predictions(request, plan, lambda: patch_rows(plan, predicted_strips(
            plan, stacked, session, range(plan.layout.rows), monitor, lanes)), log, monitor, lanes)
    finally:
        stacked.close()


def write_predictions(request: PredictRequest, plan: PredictPlan,
                      predicted_rows: Callable[[], Generator[np.ndarray, None, None]],
                      log: Log | None = None, monitor: Monitor | None = None, lanes: LaneGroup | None = None
                      ) -> PredictResult:
    """Write ``request.output`` (and the EE-format predictions, when asked) from the patch rows of predictions
    ``predicted_rows()`` gives ([bands, ph, covered width] each, in order: :func:`predict_rows`' in this process,
    or the Dask workers' in :func:`..distributed.predict_on_cluster`), as the import writes a raster; the
    generator is closed when the writing ends or fails; ``monitor``'s cancel also stops the making of a
    Cloud-Optimized GeoTIFF (``request.cog``). The rows are written on a lane of ``lanes``
    (:func:`..base.lanes.consumed_behind`)."""
    import_plan = dataclasses.replace(plan.import_plan(), cog=request.cog)
    # Last before writing: it takes the files' lock, let go only by the writing block below.
    ee_files = (PredictionFiles(plan, request.eePredictions, request.eePrefix, log)
                if request.eePredictions is not None else None)
    width, height = plan.grid.width, plan.grid.height
    values_seen = value_summary(import_plan)

    def described(strips: Iterable[np.ndarray]) -> Iterator[np.ndarray]:
        """Each strip as the import writes it: made a class band, and its values summed up for the style."""
        top = 0
        for strip in strips:
            if plan.class_map is not None:
                strip = plan.class_map.classify(strip, values_seen.unknown)
            values_seen.add(strip[:, :max(0, height - top), :width])  # the padding past the grid is no pixel
            top += strip.shape[1]
            yield strip

    def fill_raster(dataset: gdal.Dataset) -> bool:
        block_width, block_height = dataset.GetRasterBand(1).GetBlockSize()

        def written(rows: Iterator[np.ndarray]) -> Iterator[object]:
            """Each block of ``rows`` written and compressed, a lane's step each. The EE-format records of each row
            (the model's own values) are written first (then a class map's classes are made of the values)."""
            for top, block in block_rows(described(ee_files.rows(rows) if ee_files is not None else rows),
                                         block_height):
                if top >= height:
                    return
                for left in range(0, width, block_width):  # described() counted the values of the whole row
                    window = np.ascontiguousarray(block[:, :height - top, left:min(width, left + block_width)])
                    if dataset.WriteArray(window, left, top) != 0:
                        raise gdal_failure(message("write row {top} of the raster", top=top))
                    dataset.FlushCache()  # compress and write the finished tile now rather than holding it
                    yield HANDOVER

        # The model runs in this thread (or on the workers) while a lane compresses and writes the rows before.
        rows = predicted_rows()
        with contextlib.closing(rows), consumed_behind(written, group=lanes) as write:
            for row in rows:
                write(row)
        return True

    with ee_files.writing() if ee_files is not None else contextlib.nullcontext():
        # One thread compresses: GDAL's own pool runs at normal priority, and would take the model's cores.
        write_geotiff(request.output, import_plan, fill_raster, (*geotiff_compression(), "NUM_THREADS=1"),
                      values_seen, monitor)
        result = import_result(request.output, import_plan, values_seen)
        if request.stac:
            # Within the EE-format files' block: an Item that cannot be written fails the run, keeping none of them.
            commit_raster_item(result, *prediction_item(plan, result), log)
    written = ee_files.result if ee_files is not None else None
    return PredictResult(request.output, width, height, import_plan.output_band_names, plan.layout.total_patches,
                         plan.contract_text, result,
                         [str(path) for path in written.files] if written else [],
                         str(written.mixer) if written else "")


def predict_rows(plan: PredictPlan, stacked: StackedRaster, session: Any, rows: Iterable[int],
                 monitor: Monitor) -> Iterator[np.ndarray]:
    """[bands, ph, covered width] float32 predictions of each patch row of ``rows``, in order: the unit of work,
    a partition of whole patch rows. Batches never span two rows, so the results do not depend on the partition."""
    return patch_rows(plan, predicted_strips(plan, stacked, session, rows, monitor))


Predicted = tuple[int, int, list[tuple[int, np.ndarray]], list[tuple[int, np.ndarray]]]


def predicted_strips(plan: PredictPlan, stacked: StackedRaster, session: Any, rows: Iterable[int],
                     monitor: Monitor, lanes: LaneGroup | None = None) -> Generator[Predicted, None, None]:
    """(first patch, count, outputs, masks) of each batch of ``rows``' patches, the model run over its tiles:
    outputs, [(0, the batch's output [n, bands, ph, pw] cropped to the patches' cores, a view)]; masks, (tile, the
    core's pixels masked in some band) of the tiles that have any. Nothing copied: the model's thread only runs
    it (:func:`patch_rows` places the outputs). The tiles are read and encoded ahead on a lane (:mod:`..base.lanes`)."""
    layout = plan.layout
    encoder = plan.encoder(stacked)
    # A patch a read: the longest of the lane's steps, which a promotion waits for on a starved thread (reads of 7
    # patches took as long in all, but left one 8 s there under other programs' load; docs/speed.md).
    strips = read_strips(layout, stacked, rows, 1, monitor)
    batches = encoded_batches(plan, encoder, strips, TileRing(plan, encoder))
    crop_rows, crop_columns = plan.crop
    with contextlib.closing(read_ahead_lowered(batches, group=lanes)) as ready, \
            CancellableRuns(session, monitor) as runs:
        for first, tiles, masked in ready:
            monitor.check()
            (output,) = runs.run([plan.output_name], {plan.input_name: plan.model_layout.to_model(tiles)})
            output = plan.model_layout.from_model(output) if output.ndim == 4 else output[:, None]
            monitor.progress(first + len(tiles), layout.total_patches)
            yield first, len(tiles), [(0, output[:, :, crop_rows, crop_columns])], masked


def patch_rows(plan: PredictPlan, strips: Generator[Predicted, None, None]) -> Generator[np.ndarray, None, None]:
    """[bands, ph, covered width] of each patch row, from :func:`predicted_strips`' strips in order: the outputs
    placed, masked pixels set to the masked value. Closing it closes ``strips``."""
    layout = plan.layout
    pw = layout.patch_width
    strip: np.ndarray | None = None
    with contextlib.closing(strips):
        for first, count, outputs, masked in strips:
            column = first % layout.patches_per_row
            if column == 0 or strip is None:  # a strip starts each row (reads go row by row from a row's start)
                # A new array each row: the writer may still hold the row before.
                strip = np.empty((plan.bands, layout.patch_height, layout.covered_width), dtype=np.float32)
            cores = strip[:, :, column * pw:(column + count) * pw]
            for start, output in outputs:
                for index, predicted in enumerate(output, start=start):
                    cores[:, :, index * pw:(index + 1) * pw] = predicted
            for offset, mask in masked:
                np.copyto(cores[:, :, offset * pw:(offset + 1) * pw], plan.masked_value, where=mask)
            if column + count == layout.patches_per_row:
                yield strip


class TileRing:
    """The model's input, a batch of tiles [n, C, th, tw], in three arrays kept for the whole run and taken in turn:
    the one the model runs, the next waiting for it, and the one after being encoded on the read-ahead lane;
    a new array each batch would be fresh pages the kernel maps and zeroes, for about 5% of the model's CPU time."""

    SIZE = 3

    def __init__(self, plan: PredictPlan, encoder: TileEncoder) -> None:
        layout = plan.layout
        self.arrays = [np.empty((plan.batch, sum(feature.depth for feature in encoder.features), layout.tile_height,
                                 layout.tile_width), dtype=plan.input_dtype) for _ in range(self.SIZE)]
        self.turn = 0

    def take(self) -> np.ndarray:
        self.turn = (self.turn + 1) % self.SIZE
        return self.arrays[self.turn]


def encoded_batches(plan: PredictPlan, encoder: TileEncoder, strips: Iterable[tuple[int, int, Any, np.ndarray]],
                    ring: TileRing) -> Iterator[tuple[int, np.ndarray, list[tuple[int, np.ndarray]]]]:
    """(first patch, tiles [n, C, th, tw] as the model takes them, masks) of each batch of the strips read: a row
    of patches in runs of even sizes, at most the plan's batch (:meth:`PredictPlan.row_cuts`; a batch never spans
    two rows, so results never depend on how the rows are shared out), made as the export makes them, scaled;
    masks: (tile in the batch, the core's pixels masked in some band) of the tiles that have any. Strips are cut
    by what a read holds, batches by what a run takes: a batch gathers tiles of several strips. Between tiles it
    yields :data:`..base.lanes.HANDOVER` (a lane's step is a tile)."""
    layout = plan.layout
    cuts = plan.row_cuts()
    tiles, first, filled, masked = ring.take(), 0, 0, []
    for strip_first, count, values, valid in strips:
        for offset in range(count):
            if filled == 0:
                first = strip_first + offset
            columns = layout.tile_in_strip(offset)
            tile_valid = valid[:, columns]
            arrays = encoder.feature_arrays([band[:, columns] for band in values], tile_valid)
            np.concatenate([stack for _, stack in arrays.values()], out=tiles[filled], casting="unsafe")
            core_valid = tile_valid[layout.core_window]
            if not core_valid.all():
                masked.append((filled, ~core_valid))
            filled += 1
            if (strip_first + offset) % layout.patches_per_row + 1 in cuts:
                scaled(tiles[:filled], plan.scale, plan.offset)
                yield first, tiles[:filled], masked
                tiles, filled, masked = ring.take(), 0, []
            else:
                yield HANDOVER


class CancellableRuns:
    """Runs of ``session`` that a cancel stops within a graph node's time, not only between runs: while the block
    lasts, a thread asks ``monitor`` every :data:`WATCH_SECONDS` and, once it is cancelled, sets the terminate flag
    of the runs' RunOptions, which onnxruntime reads between graph nodes (a run then raises; :meth:`run` makes
    that :class:`..base.progress.Cancelled`)."""

    WATCH_SECONDS = 0.1

    def __init__(self, session: Any, monitor: Monitor) -> None:
        self.session, self.monitor = session, monitor
        self.options = load_onnxruntime().RunOptions()
        self._done = threading.Event()
        self._watcher = threading.Thread(target=self._watch, name="tfrecord-bridge-predict-cancel", daemon=True)

    def __enter__(self) -> CancellableRuns:
        self._watcher.start()
        return self

    def __exit__(self, *failure: object) -> None:
        self._done.set()
        self._watcher.join()

    def _watch(self) -> None:
        while not self._done.wait(self.WATCH_SECONDS):
            try:
                self.monitor.check()
            except Cancelled:
                self.options.terminate = True
                return
            except Exception:  # a monitor failing here fails the run's own check between runs, in words
                return

    def run(self, outputs: list[str], feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
        try:
            return self.session.run(outputs, feeds, self.options)
        except Exception:
            if self.options.terminate:  # stopped by the flag: ORT's "Exiting due to terminate flag" is a cancel
                raise Cancelled(message("cancelled by the user")) from None
            raise

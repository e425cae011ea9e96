"""A model run over every patch of rasters, its output written as a GeoTIFF on their grid, in one process.

The patches are read as the export reads them (:func:`..export.export_image.read_strips`, on a read-ahead
thread: GDAL releases the GIL) and their values made by the export's TileEncoder; the model runs, on a thread
of its own, on batches of tiles within a row of patches (onnxruntime releases the GIL too); each output is
cropped to its patch's core, pixels whose input was masked set to nodata, and a row of patches at a time goes to
the import's GeoTIFF writer in the calling thread (:func:`..importing.import_image.write_geotiff`: a temporary
name, deleted on failure, renamed when complete), which deflates while the model runs on the next row.
Memory holds a few strips of a patch row across the width, whatever the raster's size.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from ..base.messages import message
from ..base.parallel import read_ahead
from ..base.progress import Monitor
from ..export.export_image import patches_per_strip, read_strips
from ..importing.import_image import (
    ImportResult,
    block_rows,
    gdal_failure,
    import_result,
    value_summary,
    write_geotiff,
)
from .plan import PredictPlan, plan_predict

if TYPE_CHECKING:
    from osgeo import gdal

    from ..export.export_image import TileEncoder
    from ..export.raster_source import StackedRaster
    from .request import PredictRequest


@dataclass
class PredictResult:
    """The GeoTIFF written: its path, size, bands, the patches predicted and the model's contract in words;
    ``raster``: the GeoTIFF as the import describes what it writes (its values, classes and style), so that every
    interface shows predictions as it shows imported ones."""

    path: str
    width: int
    height: int
    band_names: list[str]
    patch_count: int
    contract_text: str
    raster: ImportResult


def predict_image(request: PredictRequest, *, monitor: Monitor | None = None) -> PredictResult:
    """Run ``request.model`` over every patch of ``request.sources`` and write ``request.output``; every check
    (the model's fit, its output) is made before any file is written."""
    monitor = monitor or Monitor()
    plan, stacked, session = plan_predict(request)
    import_plan = plan.import_plan()
    width, height = plan.grid.width, plan.grid.height
    values_seen = value_summary(import_plan)

    def fill_raster(dataset: gdal.Dataset) -> bool:
        block_height = dataset.GetRasterBand(1).GetBlockSize()[1]
        # The model runs on a thread of its own while this one deflates and writes the rows before.
        rows = read_ahead(predict_rows(plan, stacked, session, range(plan.layout.rows), monitor))
        with contextlib.closing(rows):
            for top, block in block_rows(rows, block_height):
                if top >= height:
                    break
                window = np.ascontiguousarray(block[:, :height - top, :width])
                values_seen.add(window)
                if dataset.WriteArray(window, 0, top) != 0:
                    raise gdal_failure(message("write row {top} of the raster", top=top))
                dataset.FlushCache()  # compress and write the finished tiles now rather than holding them
        return True

    write_geotiff(request.output, import_plan, fill_raster)
    return PredictResult(request.output, width, height, import_plan.output_band_names, plan.layout.total_patches,
                         plan.contract_text, import_result(request.output, import_plan, values_seen))


def predict_rows(plan: PredictPlan, stacked: StackedRaster, session: Any, rows: Iterable[int],
                 monitor: Monitor) -> Iterator[np.ndarray]:
    """[bands, ph, covered width] float32 predictions of each patch row of ``rows``, in order: the unit of work,
    a partition of whole patch rows. Batches never span two rows, so the results do not depend on the partition."""
    layout = plan.layout
    encoder = plan.encoder(stacked)
    strip: np.ndarray | None = None
    pw = layout.patch_width
    strips = read_strips(layout, stacked, rows, patches_per_strip(layout, stacked), monitor)
    with contextlib.closing(read_ahead(strips)) as read:
        for first, count, values, valid in read:
            column = first % layout.patches_per_row
            if column == 0:
                strip = np.empty((plan.bands, layout.patch_height, layout.covered_width), dtype=np.float32)
            assert strip is not None  # a strip starts each row
            predicted = _predict_tiles(plan, encoder, session, values, valid, count, monitor)
            for offset in range(count):
                left = (column + offset) * pw
                strip[:, :, left:left + pw] = predicted[offset]
            monitor.progress(first + count, layout.total_patches)
            if column + count == layout.patches_per_row:
                yield strip


def _predict_tiles(plan: PredictPlan, encoder: TileEncoder, session: Any, values: list[np.ndarray],
                   valid: np.ndarray, count: int, monitor: Monitor) -> np.ndarray:
    """[count, bands, ph, pw] of the ``count`` tiles of a strip: encoded, run in batches, cropped, masked."""
    layout = plan.layout
    channels = sum(feature.depth for feature in encoder.features)
    tiles = np.empty((count, channels, layout.tile_height, layout.tile_width), dtype=plan.input_dtype)
    cores_valid = np.empty((count, layout.patch_height, layout.patch_width), dtype=bool)
    for offset in range(count):
        columns = layout.tile_in_strip(offset)
        tile_valid = valid[:, columns]
        arrays = encoder.feature_arrays([band[:, columns] for band in values], tile_valid)
        np.concatenate([stack for _, stack in arrays.values()], out=tiles[offset], casting="unsafe")
        cores_valid[offset] = tile_valid[layout.core_window]
    predicted = np.empty((count, plan.bands, layout.patch_height, layout.patch_width), dtype=np.float32)
    rows, columns = plan.crop
    for start in range(0, count, plan.batch):
        monitor.check()
        batch = tiles[start:start + plan.batch]
        (output,) = session.run([plan.output_name], {plan.input_name: plan.model_layout.to_model(batch)})
        output = plan.model_layout.from_model(output) if output.ndim == 4 else output[:, None]
        predicted[start:start + len(batch)] = output[:, :, rows, columns]
    predicted[np.broadcast_to(~cores_valid[:, None], predicted.shape)] = plan.nodata
    return predicted


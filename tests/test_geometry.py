"""One home for patch geometry (issue 12): core.layout.grid's layout and kernel inference, and the export estimate
in core, which everything else asks."""

import os
import subprocess
import sys

import pytest

from tfrecord_bridge.core import read_records
from tfrecord_bridge.core.codec.records import FRAMING_SIZE
from tfrecord_bridge.core.layout.format_options import FormatOptions
from tfrecord_bridge.core.layout.grid import PatchLayout, PixelGrid, infer_kernel, kernel_margins
from tfrecord_bridge.core.layout.mixer import Mixer


def test_the_estimate_lives_in_core_and_counts_the_framing_core_writes(run_algorithm, shared_data, tmp_path):
    code = ("import sys; sys.modules['qgis'] = None; "
            "from tfrecord_bridge.core.export.estimate import estimate_export, human_bytes; print('ok')")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env={"PYTHONPATH": ":".join(p for p in sys.path if p)})
    assert result.stdout.strip() == "ok", result.stderr
    assert not os.path.exists(os.path.join(os.path.dirname(__file__), "..", "tfrecord_bridge", "ui",
                                           "export_estimate.py"))

    from tfrecord_bridge.core.export.estimate import estimate_export
    from tfrecord_bridge.core.export.export_image import plan_features, plan_layout
    from tfrecord_bridge.core.export.raster_source import SourceLayer, StackedRaster, grid_of
    path = str(shared_data / "rasterio" / "RGB.byte.tif")
    options = FormatOptions(patchDimensions=(128, 96), kernelSize=(3, 5), compressed=False)
    grid = grid_of(path)
    layout = plan_layout(grid, options)
    assert layout == PatchLayout(grid.width, grid.height, 128, 96, 3, 5)
    results = run_algorithm("tfrecord:exportimage", {"INPUT": [path], "PATCH_DIMENSIONS": "128,96",
                                                     "KERNEL_SIZE": "3,5", "COMPRESSED": False,
                                                     "OUTPUT": str(tmp_path), "PREFIX": "e"})
    stacked = StackedRaster([SourceLayer(path)], grid, "nearest")
    from tfrecord_bridge.core.export.export_image import resolve_band_names
    resolve_band_names(stacked.bands)
    estimate = estimate_export(plan_features(stacked.bands, options), layout, options)
    records = [record for file in results["FILES"] for record in read_records(file)]
    assert estimate.records == len(records) == layout.total_patches
    assert estimate.record_bytes == len(records[0]) + FRAMING_SIZE
    assert estimate.total_bytes == sum(os.path.getsize(file) for file in results["FILES"])


def test_layouts_from_options_and_from_the_mixer_agree():
    options = FormatOptions(patchDimensions=(16, 12), kernelSize=(4, 7), edgeMode="pad")
    layout = PatchLayout.for_options(50, 30, options)
    assert (layout.margin_x, layout.margin_y) == kernel_margins(4, 7) == options.margins == (2, 3)
    assert (layout.patches_per_row, layout.rows, layout.tile_width, layout.tile_height) == (4, 3, 20, 18)
    grid = PixelGrid("EPSG:4326", (0.0, 1.0, 0.0, 0.0, 0.0, -1.0), 50, 30)
    mixer = Mixer.for_export(grid, layout)
    again = mixer.layout((4, 7))
    assert (again.patches_per_row, again.rows, again.total_patches) == (4, 3, 12)
    assert (again.tile_width, again.tile_height) == (layout.tile_width, layout.tile_height)


@pytest.mark.parametrize("counts, kernel, margins, depths", [
    ({"b1": 18 * 14}, None, {"b1": (1, 1)}, {"b1": 1}),  # square first
    ({"b1": 10 * 6}, None, {"b1": (1, 0)}, {"b1": 1}),  # not square when only it fits
    ({"core": 8 * 6, "tile": 12 * 10}, None, {"core": (0, 0), "tile": (2, 2)}, {"core": 1, "tile": 1}),
    ({"b1": 18 * 20}, (3, 5), {"b1": (1, 2)}, {"b1": 1}),
    ({"b1": 3 * 12 * 10}, (5, 5), {"b1": (2, 2)}, {"b1": 3}),
])
def test_one_kernel_inference(counts, kernel, margins, depths):
    patch = (16, 12) if counts == {"b1": 18 * 14} else (16, 16) if kernel == (3, 5) else (8, 6)
    inference = infer_kernel(counts, *patch, kernel)
    assert inference.settled and inference.margins == margins and inference.depths == depths


def test_counts_that_fit_several_tiles_are_left_open_with_every_reading():
    inference = infer_kernel({"b1": 18 * 20}, 16, 16)
    assert not inference.settled and inference.margins == {}
    assert inference.describe_choices() == ("'b1' (360 values): depth 1 with kernelSize 3,5 or depth 1 with "
                                            "kernelSize 5,3")
    assert infer_kernel({"id": 1}, 16, 16).unfit == ("id",)
    # Square readings only, when any fits: a 2 x 2 patch's 16 values are 4 cores or one 4 x 4 tile.
    assert infer_kernel({"b1": 4 * 4}, 2, 2).choices == {"b1": {(0, 0): 4, (1, 1): 1}}

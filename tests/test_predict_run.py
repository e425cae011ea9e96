"""predict in one process (issue 43, design note step 2): the model over the export's patches gives what the model
gives over the whole raster at once, on the source's grid, with no seams at patch edges.

The reference runs the model once on the whole raster, with the pixels the export would give it: a pixel masked
in any band holds defaultValue in every band. Where a model's receptive field reaches past the raster's edge the
two differ by design (a whole-raster run pads its inner layers with zeros, a patch's margin holds defaultValue
run through them), so a model of radius r is compared r pixels away from the edges (everywhere for one
convolution and defaultValue 0).
"""

from __future__ import annotations

import numpy as np
import pytest
from osgeo import gdal

from helpers import ROOT, require_onnxruntime, write_float_bands

onnxruntime = require_onnxruntime()

MODELS = ROOT / "tests" / "models"
WIDTH, HEIGHT, NODATA = 100, 80, -1.0


@pytest.fixture(scope="module")
def raster(tmp_path_factory):
    """(path, values [3, H, W], masked [H, W]): 3 float bands with holes of nodata, not all in the same band."""
    values = np.random.default_rng(7).normal(0, 1.5, (3, HEIGHT, WIDTH)).astype(np.float32)
    values[0, 10:14, 20:30] = NODATA
    values[1, 40:60, 47:50] = NODATA  # across a patch edge (48)
    values[2, 79, :] = NODATA  # the last row
    path = tmp_path_factory.mktemp("predict") / "scene.tif"
    write_float_bands(path, values, NODATA)
    return str(path), values, (values == NODATA).any(axis=0)


def whole_raster_run(model, values, masked, default_value, channels_last=False, pad=0):
    """The model's output [K, H, W] over the whole raster at once, masked pixels at defaultValue in every band."""
    session = onnxruntime.InferenceSession(str(MODELS / f"{model}.onnx"), providers=["CPUExecutionProvider"])
    image = np.where(masked[None], np.float32(default_value), values)[None]
    image = np.pad(image, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    (output,) = session.run(None, {"image": np.moveaxis(image, 1, -1) if channels_last else image})
    return (np.moveaxis(output, -1, 1) if channels_last else output)[0]


def predict(raster_path, model, output, *options):
    from tfrecord_bridge.core import cli
    status = cli.main(["predict", raster_path, "--model", str(MODELS / f"{model}.onnx"), "-o", str(output),
                       "--patch-dimensions", "16,16", *options])
    assert status == 0
    dataset = gdal.Open(str(output))
    return dataset, dataset.ReadAsArray()


@pytest.mark.parametrize("model, kernel, default_value, radius, channels_last, pad", [
    ("conv_nchw", 3, 0, 0, False, 0),
    ("conv_nhwc", 3, 0, 0, True, 0),
    ("conv_valid", 3, 0, 0, False, 1),  # outputs the patch's core: the whole raster's run zero-padded by its radius
    ("two_conv_softmax", 5, 0.5, 2, False, 0),  # masked pixels at 0.5: the mask rule is the export's
])
def test_predictions_equal_the_model_over_the_whole_raster_with_no_seams(raster, tmp_path, model, kernel,
                                                                         default_value, radius, channels_last, pad):
    path, values, masked = raster
    dataset, predicted = predict(path, model, tmp_path / "out.tif", "--kernel-size", str(kernel),
                                 "--default-value", str(default_value), "--threads", "1")
    reference = whole_raster_run(model, values, masked, default_value, channels_last, pad)
    reference[:, masked] = -9999.0  # the output's nodata where an input pixel was masked
    assert predicted.shape == reference.shape == (2, HEIGHT, WIDTH)
    inner = (slice(None), slice(radius, HEIGHT - radius), slice(radius, WIDTH - radius))
    np.testing.assert_allclose(predicted[inner], reference[inner], rtol=0, atol=1e-5)
    # No seams: the rows and columns either side of every patch edge, named apart so a failure says where.
    for edge in range(16, WIDTH, 16):
        for column in (edge - 1, edge):
            np.testing.assert_allclose(predicted[inner[:2] + (column,)], reference[inner[:2] + (column,)], atol=1e-5,
                                       err_msg=f"column {column}")
    for edge in range(16, HEIGHT, 16):
        for row in (edge - 1, edge):
            np.testing.assert_allclose(predicted[:, row, inner[2]], reference[:, row, inner[2]], atol=1e-5,
                                       err_msg=f"row {row}")
    assert (predicted[:, masked] == -9999.0).all() and masked.sum() > 40
    source = gdal.Open(path)
    assert dataset.GetGeoTransform() == source.GetGeoTransform()
    assert dataset.GetSpatialRef().GetAuthorityCode(None) == "32633"
    assert dataset.GetRasterBand(1).GetNoDataValue() == -9999.0
    names = ("water", "land") if model == "conv_nchw" else ("probabilities_1", "probabilities_2")
    assert tuple(dataset.GetRasterBand(n).GetDescription() for n in (1, 2)) == names


def test_the_output_names_batch_and_nodata_options_are_followed(raster, tmp_path):
    path, values, masked = raster
    dataset, predicted = predict(path, "conv_nchw", tmp_path / "out.tif", "--kernel-size", "3", "--batch-size", "2",
                                 "--output-names", "sea,shore", "--nodata", "-5")
    reference = whole_raster_run("conv_nchw", values, masked, 0)
    np.testing.assert_allclose(predicted[:, ~masked], reference[:, ~masked], atol=1e-5)
    assert (predicted[:, masked] == -5).all()
    assert [dataset.GetRasterBand(n).GetDescription() for n in (1, 2)] == ["sea", "shore"]


def test_an_argmax_model_gives_one_band_of_classes(raster, tmp_path):
    path, values, masked = raster
    dataset, predicted = predict(path, "argmax_int64", tmp_path / "out.tif", "--kernel-size", "3")
    reference = whole_raster_run("argmax_int64", values, masked, 0)
    assert predicted.shape == (HEIGHT, WIDTH) and dataset.GetRasterBand(1).GetDescription() == "classes"
    assert np.array_equal(predicted[~masked], reference[~masked].astype(np.float32))


def test_a_model_that_does_not_fit_is_refused_before_any_file_is_written(raster, tmp_path, capsys):
    from tfrecord_bridge.core import cli
    path, _, _ = raster
    output = tmp_path / "made" / "out.tif"
    for model, words in (("static_64", "wants image float32 [N, 3, 64, 64]; the patches are 3 bands of 18 x 18"),
                         ("ambiguous", "set --layout to channels-first or channels-last"),
                         ("ir99", "is ONNX IR version 99")):
        status = cli.main(["predict", path, "--model", str(MODELS / f"{model}.onnx"), "-o", str(output),
                           "--patch-dimensions", "16,16", "--kernel-size", "3"])
        assert status == 1 and words in capsys.readouterr().err, model
        assert not (tmp_path / "made").exists()
    # A model returning an output of no size predict can place: conv_valid's core with a kernel of 1 is 14 x 14.
    status = cli.main(["predict", path, "--model", str(MODELS / "conv_valid.onnx"), "-o", str(output),
                       "--patch-dimensions", "16,16"])
    assert status == 1 and "returns probabilities [1, 2, 14, 14] for a tile of the patches" in capsys.readouterr().err
    assert not (tmp_path / "made").exists()
    # The layout asked for is the wrong one: the shapes fit, the graph does not take them (a user's finding: a
    # traceback, and qgis_process aborted); refused with onnxruntime's words before any file.
    status = cli.main(["predict", path, "--model", str(MODELS / "ambiguous.onnx"), "-o", str(output),
                       "--patch-dimensions", "16,16", "--kernel-size", "3", "--layout", "channels-last"])
    error = capsys.readouterr().err
    assert status == 1 and "Traceback" not in error, error
    assert "onnxruntime refused a tile of them read channels-last: " in error and "channels" in error, error
    assert not (tmp_path / "made").exists()


def test_progress_is_reported_and_a_cancelled_run_leaves_no_file(raster, tmp_path):
    from tfrecord_bridge.core.base.progress import Cancelled, Monitor
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    from tfrecord_bridge.core.predict.predict_image import predict_image
    from tfrecord_bridge.core.predict.request import PredictRequest
    path, _, _ = raster
    options = FormatOptions(patchDimensions=(16, 16), kernelSize=(3, 3), edgeMode="pad")
    request = PredictRequest([SourceLayer(path)], MODELS / "conv_nchw.onnx", tmp_path / "out.tif",
                             formatOptions=options, threads=1)
    reported = []
    result = predict_image(request, monitor=Monitor(reported.append))
    assert reported == sorted(reported) and reported[-1] == 100.0 and len(reported) >= 5
    assert (result.width, result.height, result.patch_count) == (WIDTH, HEIGHT, 35)
    cancelled = PredictRequest([SourceLayer(path)], MODELS / "conv_nchw.onnx", tmp_path / "cancelled.tif",
                               formatOptions=options)
    stopped = []  # cancelled once a third of the patches are done: mid-run, with rows written before
    with pytest.raises(Cancelled):
        predict_image(cancelled, monitor=Monitor(stopped.append, lambda: bool(stopped) and stopped[-1] > 30))
    assert 30 < stopped[-1] < 100
    assert sorted(entry.name for entry in tmp_path.iterdir()) == ["out.tif"]


@pytest.mark.parametrize("model, kernel, warned", [
    ("two_conv_softmax", 3, "--kernel-size 5,5 or more"),  # two 3x3 convolutions see 2 pixels away; margins 1
    ("two_conv_softmax", 5, None),
    ("conv_nchw", 3, None),  # one 3x3 convolution: 1 pixel away, the margins' 1
    ("conv_valid", 3, None),  # outputs the core only: it sees what the margins hold
])
def test_a_model_that_sees_beyond_the_kernels_margins_is_warned_of_seams(raster, tmp_path, capsys, model, kernel,
                                                                         warned):
    """The probe's second run changes one pixel: a model whose output moves farther away than the kernel's margins
    would give seams at the patches' edges, and the log says so with the kernel that gives it room."""
    path, _, _ = raster
    predict(path, model, tmp_path / "out.tif", "--kernel-size", str(kernel))
    said = capsys.readouterr()
    words = "depends on inputs up to 2 x 2 pixels away, beyond the kernel's margins (1 x 1)"
    if warned:
        assert words in said.out + said.err and warned in said.out + said.err
    else:
        assert "beyond the kernel's margins" not in said.out + said.err


def test_the_geotiff_is_the_imports_compressed_with_zstd_at_level_1(raster, tmp_path):
    """predict's GeoTIFF has the import's blocks, compressed with ZSTD at level 1 (DEFLATE at level 3 where GDAL
    lacks ZSTD), not with the import's DEFLATE: on 2 cores the compression's CPU is taken from the model
    (benchmarks/bench_predict.py)."""
    from tfrecord_bridge.core.importing.import_image import GEOTIFF_OPTIONS
    from tfrecord_bridge.core.importing.import_plan import tile_block_height
    from tfrecord_bridge.core.predict.predict_image import geotiff_compression
    path, _, _ = raster
    dataset, _ = predict(path, "conv_nchw", tmp_path / "out.tif", "--kernel-size", "3")
    assert geotiff_compression() == ("COMPRESS=ZSTD", "ZSTD_LEVEL=1")  # Debian's GDAL has ZSTD
    assert dataset.GetMetadata("IMAGE_STRUCTURE")["COMPRESSION"] == "ZSTD"

    def block_bytes(tiff):
        columns, rows = (-(-size // block) for size, block in
                         zip((tiff.RasterXSize, tiff.RasterYSize), tiff.GetRasterBand(1).GetBlockSize()))
        return [int(tiff.GetRasterBand(band).GetMetadataItem(f"BLOCK_SIZE_{x}_{y}", "TIFF"))
                for band in range(1, tiff.RasterCount + 1) for y in range(rows) for x in range(columns)]

    rewritten = {level: gdal.Translate(str(tmp_path / f"level{level}.tif"), dataset, creationOptions=[
        "COMPRESS=ZSTD", f"ZSTD_LEVEL={level}", *GEOTIFF_OPTIONS, f"BLOCKYSIZE={tile_block_height(16)}"])
        for level in (1, 19)}
    assert block_bytes(rewritten[1]) != block_bytes(rewritten[19])  # else the test could not tell them apart
    assert block_bytes(dataset) == block_bytes(rewritten[1])


@pytest.mark.parametrize("per_row, batch, sizes", [(16, 15, [8, 8]), (32, 15, [10, 11, 11]), (16, 16, [16]),
                                                   (5, 1, [1, 1, 1, 1, 1]), (3, 15, [3])])
def test_a_row_of_patches_runs_in_as_few_batches_as_the_plan_allows_of_even_sizes(per_row, batch, sizes):
    """16 patches in batches of 15 ran as 15 and 1: onnxruntime's memory for the two sizes held predict's peak
    80 MiB higher at 8192^2 (benchmarks/bench_predict.py); as 8 and 8 it reuses it, and runs faster."""
    from types import SimpleNamespace

    from tfrecord_bridge.core.predict.plan import PredictPlan
    plan = SimpleNamespace(layout=SimpleNamespace(patches_per_row=per_row), batch=batch)
    cuts = [0, *sorted(PredictPlan.row_cuts(plan))]
    assert [end - first for first, end in zip(cuts, cuts[1:])] == sizes


@pytest.mark.skipif(not hasattr(__import__("os"), "SCHED_IDLE"), reason="lanes are lowered on Linux only")
def test_under_other_programs_load_reading_and_writing_are_promoted_and_the_raster_is_the_same(tmp_path):
    """Reading ahead and writing behind run at the lowest priority (core/base/lanes.py); on a core another program
    keeps busy they get no time, the model waits, and they go on at normal priority: told in the log, the raster
    the same as without the load."""
    from helpers import a_core_kept_busy, write_float_bands
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    from tfrecord_bridge.core.predict.predict_image import predict_image
    from tfrecord_bridge.core.predict.request import PredictRequest
    path = tmp_path / "scene.tif"
    write_float_bands(path, np.random.default_rng(3).normal(0, 1, (3, 128, 128)).astype(np.float32), NODATA)
    options = FormatOptions(patchDimensions=(16, 16), kernelSize=(5, 5), edgeMode="pad")

    def run(name):
        lines = []
        request = PredictRequest([SourceLayer(str(path))], MODELS / "two_conv_softmax.onnx", tmp_path / name,
                                 formatOptions=options)
        predict_image(request, log=lines.append)
        return gdal.Open(str(tmp_path / name)).ReadAsArray(), lines

    alone, _ = run("alone.tif")  # promoted or not, as the machine's load has it
    with a_core_kept_busy():
        loaded, loaded_lines = run("loaded.tif")
    np.testing.assert_array_equal(loaded, alone)
    assert any("Other programs keep every core busy" in line for line in loaded_lines)


@pytest.mark.parametrize("signum", [2, 15], ids=["SIGINT", "SIGTERM"])
def test_a_signal_stops_the_command_within_a_second_leaving_no_file(tmp_path, signum):
    import signal

    from helpers import command_stopped_by_a_signal, write_float_bands
    values = np.random.default_rng(1).normal(0, 1, (3, 1536, 1536)).astype(np.float32)
    scene = tmp_path / "scene.tif"
    write_float_bands(scene, values, NODATA)
    output = tmp_path / "out" / "predicted.tif"
    output.parent.mkdir()
    status, error, took = command_stopped_by_a_signal(
        ["predict", scene, "--model", MODELS / "two_conv_softmax.onnx", "-o", output, "--patch-dimensions", "64,64",
         "--kernel-size", "5,5"], lambda: bool(list(output.parent.iterdir())), signum)
    assert status == 128 + signum, error
    assert f"cancelled ({signal.Signals(signum).name})" in error and "Traceback" not in error
    assert took < 2, f"stopped {took:.1f} s after the signal"
    assert list(output.parent.iterdir()) == []


def test_the_contract_tells_the_largest_run_predict_makes(raster, tmp_path):
    """A row of 7 patches with a batch of 6 runs as 3 + 4: the contract says 4 a run, not 6."""
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    from tfrecord_bridge.core.predict.plan import plan_predict
    from tfrecord_bridge.core.predict.request import PredictRequest
    path, _, _ = raster
    options = FormatOptions(patchDimensions=(16, 16), kernelSize=(3, 3), edgeMode="pad")
    plan, stacked, _ = plan_predict(PredictRequest([SourceLayer(path)], MODELS / "conv_nchw.onnx",
                                                   tmp_path / "out.tif", formatOptions=options, batchSize=6))
    stacked.close()
    assert plan.layout.patches_per_row == 7 and plan.batch == 6 and sorted(plan.row_cuts()) == [3, 7]
    assert "4 patches a run" in str(plan.contract_text), plan.contract_text

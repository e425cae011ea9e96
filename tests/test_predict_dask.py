"""predict on a real dask.distributed LocalCluster of 2 worker processes (issue 43 item 6): the same output as one
process, the model checked before any task, and the same model file on every worker."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from osgeo import gdal

from helpers import ROOT, require_onnxruntime, write_float_bands

require_onnxruntime()
distributed = pytest.importorskip("distributed")

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("dask_cluster")]

MODELS = ROOT / "tests" / "models"
WIDTH, HEIGHT, NODATA = 100, 80, -1.0


@pytest.fixture(scope="module")
def client():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=":0") as cluster, distributed.Client(cluster) as client:
        yield client


@pytest.fixture(scope="module")
def raster(tmp_path_factory):
    """A 3-band float raster with holes of nodata, one across a patch edge."""
    values = np.random.default_rng(11).normal(0, 1.5, (3, HEIGHT, WIDTH)).astype(np.float32)
    values[0, 10:14, 20:30] = NODATA
    values[1, 40:60, 47:50] = NODATA
    path = tmp_path_factory.mktemp("predict_dask") / "scene.tif"
    write_float_bands(path, values, NODATA)
    return str(path)


def request_of(source, output, model="two_conv_softmax", kernel=5, **fields):
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    from tfrecord_bridge.core.predict.request import PredictRequest
    options = FormatOptions(patchDimensions=(16, 16), kernelSize=(kernel, kernel), edgeMode="pad",
                            defaultValue=0.5)
    return PredictRequest([SourceLayer(source)], MODELS / f"{model}.onnx", output, formatOptions=options, **fields)


def records(folder):
    from tfrecord_bridge.core.codec.records import RecordReader
    return [bytes(record) for path in sorted(folder.glob("predictions-[0-9]*.tfrecord*"))
            for record in RecordReader(str(path))]


def predict_tasks(client):
    """The keys of the predict tasks the scheduler has been given since it started (its transition log)."""
    return client.run_on_scheduler(lambda dask_scheduler: sorted({str(entry[0]) for entry in
                                                                  dask_scheduler.transition_log
                                                                  if "predict" in str(entry[0])}))


def test_predictions_on_two_workers_equal_one_process_s(client, raster, tmp_path):
    from tfrecord_bridge.core.distributed import predict_on_cluster
    from tfrecord_bridge.core.predict.predict_image import predict_image
    here = predict_image(request_of(raster, tmp_path / "here.tif", threads=1, eePredictions=tmp_path / "ee_here"))
    lines = []
    # 3 partitions of the 5 patch rows: a task holds two rows, whose batches are cut within each row.
    there = predict_on_cluster(client, request_of(raster, tmp_path / "there.tif", eePredictions=tmp_path / "ee_there"),
                               partitions=3, log=lines.append)
    assert "3 partitions of whole patch rows on 2 Dask workers" in lines
    assert (there.width, there.height, there.patch_count, there.band_names) == \
        (here.width, here.height, here.patch_count, here.band_names) == (WIDTH, HEIGHT, 35, here.band_names)
    expected, got = (gdal.Open(str(tmp_path / name)) for name in ("here.tif", "there.tif"))
    assert got.GetGeoTransform() == expected.GetGeoTransform()
    assert got.GetRasterBand(1).GetNoDataValue() == expected.GetRasterBand(1).GetNoDataValue()
    np.testing.assert_allclose(got.ReadAsArray(), expected.ReadAsArray(), rtol=0, atol=1e-6)
    # The EE-format predictions too, written by the client from the workers' rows: the same records.
    assert len(there.ee_files) == len(here.ee_files) and records(tmp_path / "ee_there") == records(tmp_path / "ee_here")


def test_the_command_runs_predict_on_a_scheduler(client, raster, tmp_path):
    from tfrecord_bridge.core import cli
    common = [raster, "--model", str(MODELS / "conv_nchw.onnx"), "--patch-dimensions", "16,16", "--kernel-size", "3"]
    assert cli.main(["predict", *common, "-o", str(tmp_path / "here.tif"), "--threads", "1"]) == 0
    assert cli.main(["predict", *common, "-o", str(tmp_path / "made" / "there.tif"),
                     "--scheduler", client.scheduler.address, "--partitions", "2"]) == 0
    np.testing.assert_allclose(gdal.Open(str(tmp_path / "made" / "there.tif")).ReadAsArray(),
                               gdal.Open(str(tmp_path / "here.tif")).ReadAsArray(), rtol=0, atol=1e-6)


def test_a_model_that_does_not_fit_is_refused_before_any_task(client, raster, tmp_path):
    from tfrecord_bridge.core.distributed import predict_on_cluster
    from tfrecord_bridge.core.predict.contract import ModelFitError
    before = predict_tasks(client)
    # conv_valid gives the core of a tile less its margins: with a kernel of 1 it is 14 x 14, no patch's size.
    with pytest.raises(ModelFitError, match="returns probabilities"):
        predict_on_cluster(client, request_of(raster, tmp_path / "made" / "out.tif", model="conv_valid", kernel=1))
    assert predict_tasks(client) == before
    # The check sees the tasks of a job that does run.
    predict_on_cluster(client, request_of(raster, tmp_path / "out.tif"), partitions=2)
    assert len(predict_tasks(client)) == len(before) + 2
    assert not (tmp_path / "made").exists()


def test_a_worker_refuses_a_model_file_other_than_the_one_planned(client, raster, tmp_path):
    from tfrecord_bridge.core.distributed import file_sha256, predict_partition
    from tfrecord_bridge.core.predict.plan import plan_predict
    plan, stacked, _ = plan_predict(request_of(raster, tmp_path / "out.tif", threads=1))
    stacked.close()
    model = str(MODELS / "two_conv_softmax.onnx")
    planned = dataclasses.replace(plan, model_sha256=file_sha256(model))
    window = client.submit(predict_partition, planned, range(1, 2), pure=False).result()
    assert window.shape == (plan.bands, 16, 112)
    other = dataclasses.replace(plan, model_sha256="0" * 64)  # as if the client's file were another
    with pytest.raises(Exception, match="not the file the job was planned with .SHA-256 " + file_sha256(model)):
        client.submit(predict_partition, other, range(0, 1), pure=False).result()


def test_a_cancel_stops_the_workers_model_runs_within_a_second_and_leaves_no_file(client, tmp_path):
    import threading
    import time

    from test_predict_cancel import write_scene
    from tfrecord_bridge.core.base.progress import Cancelled, Monitor
    from tfrecord_bridge.core.distributed import predict_on_cluster
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    from tfrecord_bridge.core.predict.request import PredictRequest
    source = write_scene(tmp_path / "scene.tif", 1024, 512)
    # Two rows of 4 patches of 256, a task each, a row a run: seconds a run on one thread, on tests/models/heavy.onnx.
    request = PredictRequest([SourceLayer(source)], MODELS / "heavy.onnx", tmp_path / "out.tif",
                             formatOptions=FormatOptions(patchDimensions=(256, 256), kernelSize=(3, 3)),
                             batchSize=4)
    asked = threading.Event()
    cancelled_at: list[float] = []

    def is_cancelled():
        if not asked.is_set():  # first asked while the client waits for the first task
            asked.set()
            threading.Timer(1.5, lambda: cancelled_at.append(time.monotonic())).start()
        return bool(cancelled_at)

    with pytest.raises(Cancelled):
        predict_on_cluster(client, request, partitions=2, monitor=Monitor(is_cancelled=is_cancelled))
    # Returned once the tasks have stopped (the client waits for them): within a second of the cancel.
    stopped = time.monotonic() - cancelled_at[0]
    assert stopped < 1.5, f"the job went on {stopped:.2f} s after the cancel"
    assert sorted(entry.name for entry in tmp_path.iterdir()) == ["scene.tif"]

"""Export and import on a real dask.distributed LocalCluster of 2 worker processes."""

import dataclasses
import gzip
import hashlib
import http.server
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest
from osgeo import gdal

from helpers import sidecar_without_run
from tfrecord_bridge.core import read_records
from tfrecord_bridge.core.cli import main
from tfrecord_bridge.core.codec.records import FRAMING_SIZE, RecordReader
from tfrecord_bridge.core.distributed import (
    ClusterJobError,
    export_image_on_cluster,
    import_image_on_cluster,
    row_partitions,
)
from tfrecord_bridge.core.export.export_image import export_image
from tfrecord_bridge.core.export.request import ExportRequest
from tfrecord_bridge.core.export.training import TrainingOptions, parse_splits
from tfrecord_bridge.core.importing.import_image import ImportRequest, import_image
from tfrecord_bridge.core.layout.format_options import FormatOptions
from tfrecord_bridge.core.layout.naming import SCRATCH_PREFIX, find_shards
from tfrecord_bridge.core.layout.sidecar import read_sidecar

distributed = pytest.importorskip("distributed")
# The tests share one pytest-xdist worker, so the module's cluster is started once and no two clusters share
# the cores. Every test but the first is slow: it runs on a cluster of worker processes.
pytestmark = pytest.mark.xdist_group("dask_cluster")


@pytest.fixture(scope="module")
def client():
    import dask
    # A worker dying fails its task at once (Dask would otherwise rerun it elsewhere): the kill test needs it.
    with dask.config.set({"distributed.scheduler.allowed-failures": 0}), \
            distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                     dashboard_address=":0") as cluster, distributed.Client(cluster) as client:
        yield client


def records_of(folder, prefix):
    return [record for path in find_shards(str(folder), prefix) for record in read_records(path)]


def scene(tmp_path, size=(300, 260)):
    """A 3-band float raster with a nodata hole, smooth fields and noise."""
    height, width = size
    rows, columns = np.mgrid[0:height, 0:width]
    values = np.stack([np.sin(rows / 17.0) * 100, columns * 0.5, np.random.default_rng(4).normal(size=size)])
    values[:, 40:90, 30:120] = -9999
    path = str(tmp_path / "scene.tif")
    dataset = gdal.GetDriverByName("GTiff").Create(path, width, height, 3, gdal.GDT_Float32)
    dataset.SetGeoTransform((500000, 10, 0, 4000000, 0, -10))
    dataset.SetProjection("EPSG:32633")
    for number in range(3):
        band = dataset.GetRasterBand(number + 1)
        band.WriteArray(values[number].astype(np.float32))
        band.SetNoDataValue(-9999)
    dataset = None
    return path


def assert_run_lists(result):
    """The export sidecar's run lists the export's shards as they are: names, records, bytes, SHA-256."""
    run = read_sidecar(result.sidecar_path).run
    listed = [(shard.name, shard.records, shard.bytes, shard.sha256) for shard in run.shards]
    assert listed == [(os.path.basename(path), len(list(RecordReader(path))), os.path.getsize(path),
                       hashlib.sha256(Path(path).read_bytes()).hexdigest()) for path in result.files]


def test_row_partitions_cover_every_patch_row_once_in_order():
    assert row_partitions(10, 4) == [range(0, 3), range(3, 6), range(6, 8), range(8, 10)]
    assert row_partitions(2, 8) == [range(0, 1), range(1, 2)]


@pytest.mark.slow
@pytest.mark.parametrize("options", [
    dict(patchDimensions=(32, 32), kernelSize=(5, 5), maxFileSize=60000),
    dict(patchDimensions=(48, 40), maskedThreshold=0.3, compressed=False, maxFileSize=40000),
])
def test_the_cluster_export_writes_the_one_process_records_in_shards_within_max_file_size(client, tmp_path,
                                                                                          options):
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    source = scene(tmp_path)
    one = export_image(ExportRequest([SourceLayer(source)], tmp_path / "one", "p", FormatOptions(**options)))
    many = export_image_on_cluster(client, ExportRequest([SourceLayer(source)], tmp_path / "many", "p",
                                                         FormatOptions(**options)), partitions=3)
    assert many.patch_count == one.patch_count > 0
    assert records_of(tmp_path / "many", "p") == records_of(tmp_path / "one", "p")
    sidecar = one.mixer_path or one.index_path
    assert Path(many.mixer_path or many.index_path).read_text() == Path(sidecar).read_text()
    assert [os.path.basename(p) for p in many.files] == [f"p-{n:05d}.tfrecord" + (".gz" if one.files[0].endswith(
        ".gz") else "") for n in range(len(many.files))]
    for path in many.files:
        sizes = [len(record) + FRAMING_SIZE for record in RecordReader(path)]
        assert sum(sizes) <= options["maxFileSize"] or len(sizes) == 1
    # The same sidecar but for the run: its id, and the shards, which split where each partition ends.
    assert sidecar_without_run(Path(many.sidecar_path).read_text()) == sidecar_without_run(
        Path(one.sidecar_path).read_text())
    assert_run_lists(many)
    assert sorted(os.listdir(tmp_path / "many")) == sorted(os.path.basename(p) for p in many.files + [
        many.mixer_path or many.index_path, many.sidecar_path])


@pytest.mark.slow
def test_the_cluster_export_deflates_at_the_level_asked_on_threads_of_each_task(client, tmp_path):
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    source = scene(tmp_path)
    options = dict(patchDimensions=(32, 32), kernelSize=(3, 3))
    export_image(ExportRequest([SourceLayer(source)], tmp_path / "one", "p", FormatOptions(**options)))
    for name, level in (("stored", 0), ("smallest", 9)):
        export_image_on_cluster(client, ExportRequest([SourceLayer(source)], tmp_path / name, "p",
                                                      FormatOptions(**options), compressionLevel=level, threads=2),
                                partitions=3)
        assert records_of(tmp_path / name, "p") == records_of(tmp_path / "one", "p")

    def size(name):
        return sum(os.path.getsize(path) for path in find_shards(str(tmp_path / name), "p"))

    assert size("stored") > 1.5 * size("smallest")


@pytest.mark.slow
def test_the_cluster_import_writes_the_one_process_raster(client, tmp_path):
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    source = scene(tmp_path)
    options = FormatOptions(patchDimensions=(32, 32), kernelSize=(3, 3), maskedThreshold=0.5, maxFileSize=50000)
    export_image(ExportRequest([SourceLayer(source)], tmp_path / "export", "p", options))
    shards = find_shards(str(tmp_path / "export"), "p")
    one = import_image(ImportRequest(shards, None, tmp_path / "one.tif"))
    many = import_image_on_cluster(client, ImportRequest(shards, None, tmp_path / "many.tif"), partitions=3)
    assert (many.width, many.height, many.band_names, many.nodata) == (one.width, one.height, one.band_names,
                                                                        one.nodata)
    first, second = gdal.Open(str(tmp_path / "one.tif")), gdal.Open(str(tmp_path / "many.tif"))
    assert np.array_equal(first.ReadAsArray(), second.ReadAsArray())
    assert first.GetGeoTransform() == second.GetGeoTransform()
    assert sorted(os.listdir(tmp_path)) == ["export", "many.tif", "one.tif", "scene.tif"]


@pytest.mark.slow
def test_the_cluster_export_and_import_write_the_stac_items_one_process_writes(client, tmp_path):
    from stac_validation import stac_errors
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    source = scene(tmp_path)
    options = FormatOptions(patchDimensions=(64, 64), maxFileSize=50000)
    request = ExportRequest([SourceLayer(source)], tmp_path / "many", "p", options, stac=True,
                            training=TrainingOptions(parse_splits("train=0.5,test=0.5"), block=1))
    export_image_on_cluster(client, request, partitions=3)
    export_image(dataclasses.replace(request, output=str(tmp_path / "one")))
    for name in ("train", "test"):
        items = [json.loads((tmp_path / folder / f"p-{name}-stac-item.json").read_text(encoding="utf-8"))
                 for folder in ("one", "many")]
        assert [stac_errors(item) for item in items] == [[], []]
        for item in items:
            del item["properties"]["datetime"]
        assert items[0] == items[1] and items[0]["properties"]["ml-aoi:split"] == name
    shards = find_shards(str(tmp_path / "many"), "p-train")
    import_image_on_cluster(client, ImportRequest(shards, None, tmp_path / "many" / "map.tif", stac=True),
                            partitions=2)
    assert stac_errors(json.loads((tmp_path / "many" / "map.stac-item.json").read_text(encoding="utf-8"))) == []
    catalog = json.loads((tmp_path / "many" / "catalog.json").read_text(encoding="utf-8"))
    assert sorted(link["href"] for link in catalog["links"] if link["rel"] == "item") == [
        "./map.stac-item.json", "./p-test-stac-item.json", "./p-train-stac-item.json"]


@pytest.mark.slow
def test_the_cluster_import_summarises_values_and_classes_as_one_process_does(client, tmp_path):
    """Each partition's summary, merged on the client, is the one-process import's (range and classes)."""
    path = str(tmp_path / "classes.tif")
    dataset = gdal.GetDriverByName("GTiff").Create(path, 128, 128, 1, gdal.GDT_Int16)
    dataset.SetGeoTransform((500000, 10, 0, 4000000, 0, -10))
    dataset.SetProjection("EPSG:32633")
    dataset.GetRasterBand(1).WriteArray((np.indices((128, 128))[0] // 32 * 3 + 2).astype(np.int16))  # 2 5 8 11
    dataset = None
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    export_image(ExportRequest([SourceLayer(path)], tmp_path / "export", "p", FormatOptions(patchDimensions=(32, 32))))
    shards = find_shards(str(tmp_path / "export"), "p")
    one = import_image(ImportRequest(shards, None, tmp_path / "one.tif", data_type="Int16"))
    many = import_image_on_cluster(client, ImportRequest(shards, None, tmp_path / "many.tif", data_type="Int16"),
                                   partitions=4)
    assert one.classes == (2, 5, 8, 11) and one.value_range == (2, 11)
    assert (many.classes, many.value_range, many.style) == (one.classes, one.value_range, one.style)


@pytest.mark.slow
def test_the_cluster_class_map_is_the_one_process_class_map(client, tmp_path):
    """Each task classifies its rows; the client merges the class pixels and the values that are no class."""
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    export = export_image(ExportRequest([SourceLayer(scene(tmp_path, (120, 100)))], tmp_path / "export", "p",
                                        FormatOptions(patchDimensions=(16, 16), kernelSize=(3, 3))))
    table = tmp_path / "classes.csv"
    table.write_text("value,name\n1,low\n2,middle\n", encoding="utf-8")  # b2 is columns * 0.5: 0 to 47
    options = dict(features="b2", class_table=str(table), class_from="band")
    one = import_image(ImportRequest(export.files, None, tmp_path / "one.tif", **options))
    many = import_image_on_cluster(client, ImportRequest(export.files, None, tmp_path / "many.tif", **options),
                                   partitions=4)
    assert one.class_pixels == many.class_pixels and set(one.class_pixels) == {1, 2}
    assert one.notes == many.notes and any("no class of the table" in note for note in one.notes)
    assert np.array_equal(gdal.Open(str(tmp_path / "one.tif")).ReadAsArray(),
                          gdal.Open(str(tmp_path / "many.tif")).ReadAsArray())


@pytest.mark.slow
def test_the_cluster_import_writes_the_one_process_cog(client, tmp_path):
    """The cluster's writer makes the COG as one process does: its overviews from the values the tasks saw."""
    from osgeo_utils.samples.validate_cloud_optimized_geotiff import validate

    from tfrecord_bridge.core.export.raster_source import SourceLayer
    export = export_image(ExportRequest([SourceLayer(scene(tmp_path, (600, 700)))], tmp_path / "export", "p",
                                        FormatOptions(patchDimensions=(100, 100))))
    import_image(ImportRequest(export.files, None, tmp_path / "one.tif", cog=True))
    import_image_on_cluster(client, ImportRequest(export.files, None, tmp_path / "many.tif", cog=True), partitions=3)
    for name in ("one.tif", "many.tif"):
        assert validate(str(tmp_path / name)) == ([], [], validate(str(tmp_path / name))[2])
    one, many = (gdal.Open(str(tmp_path / name)) for name in ("one.tif", "many.tif"))
    assert many.GetRasterBand(1).GetOverviewCount() == one.GetRasterBand(1).GetOverviewCount() == 1
    assert np.array_equal(one.ReadAsArray(), many.ReadAsArray())
    assert np.array_equal(one.GetRasterBand(1).GetOverview(0).ReadAsArray(),
                          many.GetRasterBand(1).GetOverview(0).ReadAsArray())


@pytest.mark.slow
def test_the_cluster_import_places_per_pixel_records_as_one_process_does(client, tmp_path):
    from tfrecord_bridge.core import decode_example, encode_example, write_records
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    export = export_image(ExportRequest([SourceLayer(scene(tmp_path, (100, 90)))], tmp_path / "export", "p",
                                        FormatOptions(patchDimensions=(16, 16), kernelSize=(3, 3))))
    # A model's per-pixel predictions: one record per tile pixel (margins included), row-major in each tile.
    pixels = [encode_example({"score": np.array([value, -value], np.float32)})
              for path in export.files for record in read_records(path)
              for value in decode_example(record)["b2"]]
    assert len(pixels) == 5 * 6 * 18 * 18
    shards = []
    for number, start in enumerate(range(0, len(pixels), 1000)):  # shards that end inside tiles
        shards.append(str(tmp_path / f"pred-{number:05d}.tfrecord"))
        write_records(shards[-1], pixels[start:start + 1000], compression=None)
    one = import_image(ImportRequest(shards, export.mixer_path, tmp_path / "one.tif"))
    many = import_image_on_cluster(client, ImportRequest(shards, export.mixer_path, tmp_path / "many.tif"),
                                   partitions=4)
    assert one.mode == many.mode == "pixel" and many.margins == (1, 1)
    assert np.array_equal(gdal.Open(str(tmp_path / "one.tif")).ReadAsArray(),
                          gdal.Open(str(tmp_path / "many.tif")).ReadAsArray())


@pytest.mark.slow
def test_a_corrupt_record_fails_the_cluster_import_naming_it_and_leaving_no_raster(client, tmp_path):
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    export = export_image(ExportRequest([SourceLayer(scene(tmp_path))], tmp_path / "export", "p",
                                        FormatOptions(patchDimensions=(32, 32), compressed=False, maxFileSize=50000)))
    damaged = export.files[-1]
    data = bytearray(Path(damaged).read_bytes())
    data[-100] ^= 0xFF  # inside the last record's values
    Path(damaged).write_bytes(bytes(data))
    # The export's own shards are read whole first, against the run its sidecar records: the record is named.
    with pytest.raises(ClusterJobError, match=rf"counting the records of {re.escape(damaged)} failed.*"
                                              rf"{re.escape(damaged)}: record \d+ .*CRC"):
        import_image_on_cluster(client, ImportRequest(export.files, None, tmp_path / "out.tif"), partitions=3)
    assert not any(name.startswith("out.tif") for name in os.listdir(tmp_path))
    os.remove(export.sidecar_path)  # then the partition reading the record finds it
    with pytest.raises(ClusterJobError, match=rf"partition 3 of 3 \(patch rows 6-8\) failed.*{re.escape(damaged)}: "
                                              r"record \d+ .*CRC"):
        import_image_on_cluster(client, ImportRequest(export.files, None, tmp_path / "out.tif"), partitions=3)
    assert not any(name.startswith("out.tif") for name in os.listdir(tmp_path))


class _RangeHandler(http.server.SimpleHTTPRequestHandler):
    """Serves files with HTTP Range requests, as /vsicurl/ needs (SimpleHTTPRequestHandler ignores Range)."""

    delay = 0.0  # seconds per request: a slow network

    @staticmethod
    def before_serving():
        """Called before each request is served; a test may make it wait."""

    def log_message(self, *args):
        pass

    def send_head(self):
        self.before_serving()
        path = self.translate_path(self.path)
        if not os.path.isfile(path):
            self.send_error(404)
            return None
        size = os.path.getsize(path)
        match = re.fullmatch(r"bytes=(\d+)-(\d*)", self.headers.get("Range", ""))
        start, end = 0, size - 1
        if match:
            start = int(match.group(1))
            end = min(int(match.group(2) or size - 1), size - 1)
            self.send_response(206)
            self.send_header("Content-Range", f"bytes {start}-{end}/{size}")
        else:
            self.send_response(200)
        self.send_header("Accept-Ranges", "bytes")
        self.send_header("Content-Type", "image/tiff")
        self.send_header("Content-Length", str(end - start + 1))
        self.end_headers()
        time.sleep(self.delay)
        stream = open(path, "rb")
        stream.seek(start)
        self._left = end - start + 1
        return stream

    def copyfile(self, source, outputfile):
        while self._left > 0:
            piece = source.read(min(self._left, 1 << 16))
            if not piece:
                break
            outputfile.write(piece)
            self._left -= len(piece)


@pytest.fixture
def http_folder(tmp_path):
    """(folder, base URL, handler class): files in the folder served on 127.0.0.1 with Range support."""
    folder = tmp_path / "served"
    folder.mkdir()
    handler = type("Handler", (_RangeHandler,), {})

    def make(*args, **kwargs):
        return handler(*args, directory=str(folder), **kwargs)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), make)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield folder, f"http://127.0.0.1:{server.server_address[1]}", handler
    server.shutdown()
    server.server_close()


def cog(tmp_path, folder, size=(300, 260)):
    gdal.Translate(str(folder / "scene.tif"), scene(tmp_path, size), format="COG",
                   creationOptions=["BLOCKSIZE=128", "COMPRESS=DEFLATE"])
    return "/vsicurl/{}/scene.tif"


@pytest.mark.slow
def test_the_cli_exports_a_cog_served_over_http_on_a_local_cluster(tmp_path, http_folder, capsys):
    folder, url, _ = http_folder
    source = cog(tmp_path, folder).format(url)
    arguments = ["export-image", source, "--format-options", '{"patchDimensions": [64, 64], "kernelSize": [3, 3],'
                 ' "maxFileSize": 100000}']
    assert main(arguments + ["-o", str(tmp_path / "many"), "--workers", "2"]) == 0
    assert main(arguments + ["-o", str(tmp_path / "one")]) == 0
    capsys.readouterr()
    many = records_of(tmp_path / "many", "patches")
    assert len(many) == 4 * 4 and many == records_of(tmp_path / "one", "patches")
    # The local file gives the same records as its copy over HTTP.
    assert main(["export-image", str(folder / "scene.tif"), "-o", str(tmp_path / "local")] + arguments[2:]) == 0
    assert records_of(tmp_path / "local", "patches") == many


@pytest.mark.slow
def test_an_unreachable_source_fails_before_any_task_naming_it(client, tmp_path, http_folder, capsys):
    _, url, _ = http_folder
    source = f"/vsicurl/{url}/missing.tif"
    assert main(["export-image", source, "-o", str(tmp_path / "out"), "--scheduler",
                 client.scheduler.address]) == 1
    error = capsys.readouterr().err
    assert source in error and "Traceback" not in error
    assert not (tmp_path / "out").exists()


@pytest.mark.slow
def test_a_worker_killed_mid_job_fails_it_leaving_nothing(client, tmp_path, http_folder):
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    folder, url, handler = http_folder
    source = cog(tmp_path, folder, size=(512, 512)).format(url)
    handler.delay = 0.3  # every read is slow: the tasks are still writing when the worker dies
    pids = client.run(os.getpid)
    output = tmp_path / "out"
    killed = []

    def kill_a_writing_worker():
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not killed:
            scratch = [p for p in output.glob(SCRATCH_PREFIX + "*/*.part")] if output.exists() else []
            busy = [address for address, keys in client.processing().items() if keys]
            if scratch and busy:
                os.kill(pids[busy[0]], signal.SIGKILL)
                killed.append(busy[0])
            time.sleep(0.05)

    killer = threading.Thread(target=kill_a_writing_worker)
    killer.start()
    try:
        with pytest.raises(ClusterJobError, match=r"a Dask worker died while working on partition \d+ of 4 "
                                                  r"\(patch rows? [\d-]+\).*left no file"):
            export_image_on_cluster(client, ExportRequest([SourceLayer(source)], output, "p",
                                                          FormatOptions(patchDimensions=(32, 32), maxFileSize=20000)),
                                    partitions=4)
    finally:
        killer.join()
        handler.delay = 0.0
    assert killed
    assert not output.exists()  # the folder the job made goes with its scratch folder
    client.wait_for_workers(2, timeout=60)


@pytest.mark.slow
def test_a_task_dask_reruns_after_its_worker_died_gives_the_same_records(tmp_path, http_folder):
    """Dask's default: a task whose worker died runs again elsewhere. Its new attempt writes under new names,
    so the dead attempt's files neither mix in nor stay."""
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    folder, url, handler = http_folder
    source = cog(tmp_path, folder, size=(384, 384)).format(url)
    options = dict(patchDimensions=(32, 32), maxFileSize=20000)
    export_image(ExportRequest([SourceLayer(source)], tmp_path / "one", "p", FormatOptions(**options)))
    output = tmp_path / "many"
    killed = []
    import dask
    # Dask's default, whatever the module's cluster set while it runs.
    with dask.config.set({"distributed.scheduler.allowed-failures": 3}), \
            distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                     dashboard_address=":0") as cluster, distributed.Client(cluster) as client:
        pids = client.run(os.getpid)

        def kill_a_writing_worker():
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline and not killed:
                busy = [address for address, keys in client.processing().items() if keys]
                if busy and output.exists() and any(output.glob(SCRATCH_PREFIX + "*/*.part")):
                    os.kill(pids[busy[0]], signal.SIGKILL)
                    killed.append(busy[0])
                time.sleep(0.05)

        handler.delay = 0.2
        killer = threading.Thread(target=kill_a_writing_worker)
        killer.start()
        try:
            result = export_image_on_cluster(client, ExportRequest([SourceLayer(source)], output, "p",
                                                                   FormatOptions(**options)), partitions=4)
        finally:
            killer.join()
            handler.delay = 0.0
    assert killed
    assert records_of(output, "p") == records_of(tmp_path / "one", "p")
    assert sorted(os.listdir(output)) == sorted(os.path.basename(p) for p in result.files + [result.mixer_path,
                                                                                              result.sidecar_path])


@pytest.mark.slow
def test_a_killed_client_s_tasks_stop_and_delete_what_they_wrote(client, tmp_path, http_folder):
    """A client killed (kill -9) sets no stop: Dask cancels its tasks, which only forgets a running one. Left
    running, it went on writing into the scratch folder, after the next run had removed it."""
    from helpers import ROOT
    folder, url, handler = http_folder
    source = cog(tmp_path, folder, size=(512, 512)).format(url)
    handler.delay = 0.3  # every read is slow: the tasks are still writing when their client dies
    output = tmp_path / "out"
    command = subprocess.Popen(
        [sys.executable, "-m", "tfrecord_bridge.core.cli", "export-image", source, "-o", str(output), "--prefix", "p",
         "--patch-dimensions", "32,32", "--max-file-size", "20000", "--partitions", "2",
         "--scheduler", client.scheduler.address], cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)),
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while not any(output.glob(SCRATCH_PREFIX + "*/*")) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert any(client.processing().values()), "no task was running when the client was killed"
    finally:
        command.kill()
        command.wait()
    deadline = time.monotonic() + 10
    while (any(client.processing().values()) or any(output.glob(SCRATCH_PREFIX + "*/*"))) and \
            time.monotonic() < deadline:
        time.sleep(0.1)
    handler.delay = 0.0
    assert not any(client.processing().values()), "the killed client's tasks are still running"
    assert list(output.glob(SCRATCH_PREFIX + "*/*")) == []


@pytest.mark.slow
def test_a_cancelled_cluster_export_leaves_nothing(client, tmp_path, http_folder):
    from tfrecord_bridge.core.base.progress import Cancelled, Monitor
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    folder, url, handler = http_folder
    source = cog(tmp_path, folder, size=(512, 512)).format(url)
    handler.delay = 0.1
    output = tmp_path / "out"
    cancelled = threading.Event()

    def written():
        return any(output.glob(SCRATCH_PREFIX + "*/*"))

    def cancel_once_written():
        if written():
            cancelled.set()
        return cancelled.is_set()

    def hold_reads_until_cancelled():
        # Once a task has written, no read is served until the client has cancelled, so the job cannot finish
        # first. Without this the cancel raced the tasks: a partition reads its one block row of the COG, then
        # encodes and writes from GDAL's cache in a few tens of milliseconds, which warm workers (the module's
        # cluster, after the other tests) could finish between two of the client's polls, 0.1 s apart.
        if written():
            cancelled.wait(60)

    handler.before_serving = staticmethod(hold_reads_until_cancelled)
    try:
        with pytest.raises(Cancelled):
            export_image_on_cluster(client, ExportRequest([SourceLayer(source)], output, "p",
                                                          FormatOptions(patchDimensions=(32, 32))), partitions=4,
                                    monitor=Monitor(is_cancelled=cancel_once_written))
    finally:
        cancelled.set()
        handler.delay = 0.0
    assert not output.exists()  # the folder the job made goes with its scratch folder
    # The tasks that were running when the job stopped were stopped too: none writes into the folder later.
    time.sleep(2)
    assert not output.exists()


@pytest.mark.slow
def test_a_cancelled_cluster_import_leaves_no_raster(client, tmp_path):
    from tfrecord_bridge.core.base.progress import Cancelled, Monitor
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    export = export_image(ExportRequest([SourceLayer(scene(tmp_path))], tmp_path / "export", "p",
                                        FormatOptions(patchDimensions=(32, 32), maxFileSize=50000)))
    output = tmp_path / "out.tif"
    with pytest.raises(Cancelled):
        import_image_on_cluster(client, ImportRequest(export.files, None, output), partitions=3,
                                monitor=Monitor(is_cancelled=lambda: any(tmp_path.glob("out.tif*.part"))))
    assert not any(name.startswith("out.tif") for name in os.listdir(tmp_path))


@pytest.mark.slow
def test_the_command_interrupted_mid_export_exits_130_leaving_nothing(tmp_path, http_folder):
    import subprocess
    import sys
    folder, url, handler = http_folder
    source = cog(tmp_path, folder, size=(512, 512)).format(url)
    handler.delay = 0.2
    output = tmp_path / "out"
    signalled = threading.Event()

    def hold_reads_until_signalled():
        # Once the export writes, no read is served until the command has had its SIGINT, so it cannot finish
        # first. Without this the signal raced the export: on a busy machine (pytest-xdist's workers on every
        # core, or another load) the polls below came late enough for the export to end (exit status 0).
        if any(output.glob("*.part")):
            signalled.wait(60)

    handler.before_serving = staticmethod(hold_reads_until_signalled)
    # A suite started in the background by a shell without job control has SIGINT ignored, which a child
    # inherits, and Python then installs no KeyboardInterrupt for it: the command starts with it handled here.
    inherited = signal.getsignal(signal.SIGINT)
    if inherited is signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        run = subprocess.Popen([sys.executable, "-m", "tfrecord_bridge.core.cli", "export-image", source, "-o",
                                str(output), "--patch-dimensions", "32"], stderr=subprocess.PIPE, text=True,
                               env=dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path)))
    finally:
        signal.signal(signal.SIGINT, inherited)
    try:
        deadline = time.monotonic() + 60
        while not any(output.glob("*.part")) and time.monotonic() < deadline and run.poll() is None:
            time.sleep(0.05)
        assert any(output.glob("*.part")), "the export never started writing"
        run.send_signal(signal.SIGINT)
        signalled.set()
        error = run.communicate(timeout=60)[1]
    finally:
        signalled.set()
        handler.delay = 0.0
        if run.poll() is None:
            run.kill()
    assert run.returncode == 130
    assert "cancelled (SIGINT); nothing was left half-written" in error and "Traceback" not in error
    # Nothing that looks finished, and the folder the run made gone. (A signal landing between a shard's
    # creation and its writer's record of it can leave that .part file, and so the folder holding it; the next
    # export with the prefix removes it, core.places.outputs.remove_partial_files.)
    left = os.listdir(output) if output.exists() else []
    assert not output.exists() or (left and all(name.endswith(".part") for name in left)), left


def label_squares(tmp_path, source):
    """squares.gpkg: polygons in the scene's CRS, field ``code`` 1-3; some edges on pixel sides, some across."""
    from osgeo import ogr, osr
    path = str(tmp_path / "squares.gpkg")
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(32633)
    data = ogr.GetDriverByName("GPKG").CreateDataSource(path)
    layer = data.CreateLayer("squares", srs, ogr.wkbPolygon)
    layer.CreateField(ogr.FieldDefn("code", ogr.OFTInteger))
    rng = np.random.default_rng(11)
    for number in range(40):
        column, row = rng.uniform(-10, 250), rng.uniform(-10, 290)
        side = rng.uniform(3, 40)
        if number % 2:  # on the pixels' sides
            column, row, side = round(column), round(row), round(side)
        x, y = 500000 + column * 10, 4000000 - row * 10
        ring = ogr.Geometry(ogr.wkbLinearRing)
        for dx, dy in ((0, 0), (side, 0), (side, side), (0, side), (0, 0)):
            ring.AddPoint_2D(x + dx * 10, y - dy * 10)
        polygon = ogr.Geometry(ogr.wkbPolygon)
        polygon.AddGeometry(ring)
        feature = ogr.Feature(layer.GetLayerDefn())
        feature.SetField("code", number % 3 + 1)
        feature.SetGeometry(polygon)
        layer.CreateFeature(feature)
    data = None
    return path


def folder_files(folder):
    """{name: bytes} of every file of ``folder``, the sidecar's but for the run's id, each run's own."""
    return {path.name: (sidecar_without_run(path.read_text(), keep_files=True).encode()
                        if path.name.endswith("sidecar.json") else path.read_bytes())
            for path in sorted(Path(folder).iterdir())}


@pytest.mark.slow
@pytest.mark.parametrize("extra", [
    ["--write-tfindex", "--label-all-touched", "--no-compressed", "--max-file-size", "1000000000"],
    ["--min-label-share", "0.05", "--negative-ratio", "0.5", "--split-buffer", "--no-compressed",
     "--max-file-size", "70000"],
    ["--negative-ratio", "0.3", "--max-file-size", "50000"],  # GZIP
    ["--split-buffer", "--split-buffer-mask", "--no-compressed", "--max-file-size", "70000"],
])
def test_a_training_export_on_the_cluster_writes_the_one_process_files(tmp_path, capsys, extra):
    """Labels, splits, sampling (and .tfindex, the buffer, its mask) with --workers 2 and several partitions: every
    file, shards included, byte for byte the one process's, cut where one process cuts them across partitions."""
    source = scene(tmp_path)
    labels = label_squares(tmp_path, source)
    arguments = ["export-image", source, "--format-options", '{"patchDimensions": [16, 16], "kernelSize": [5, 5]}',
                 "--label-layer", labels, "--label-field", "code", "--splits", "train=0.6,val=0.2,test=0.2",
                 "--split-block", "2", "--seed", "3"] + extra
    assert main(arguments + ["-o", str(tmp_path / "one")]) == 0
    assert main(arguments + ["-o", str(tmp_path / "many"), "--workers", "2", "--partitions", "5"]) == 0
    one, many = folder_files(tmp_path / "one"), folder_files(tmp_path / "many")
    assert sorted(many) == sorted(one)
    assert {name for name in one if name.endswith(".tfindex")} == (
        {f"patches-{name}-00000.tfindex" for name in ("train", "val", "test")} if "--write-tfindex" in extra
        else set())
    for name in one:
        assert many[name] == one[name], name
    if "1000000000" not in extra:  # the sets' records span several shards
        assert len([name for name in one if "-train-0" in name]) > 2
    log = capsys.readouterr()
    assert "partitions of whole patch rows on 2 Dask workers" in log.out + log.err


@pytest.mark.slow
def test_gzip_shards_larger_than_a_chunk_are_deflated_by_several_tasks_as_one_process_deflates_them(
        tmp_path, monkeypatch):
    """A training shard is deflated a chunk a task and joined (chunks of 1 MiB here, to keep the scene small):
    the files are the one process's, byte for byte."""
    from tfrecord_bridge.core.codec.deflate import SEGMENT_BYTES
    from tfrecord_bridge.core.export import assemble
    monkeypatch.setattr(assemble, "CHUNK_BYTES", SEGMENT_BYTES)
    source = scene(tmp_path, size=(600, 520))
    labels = label_squares(tmp_path, source)
    arguments = ["export-image", source, "--format-options", '{"patchDimensions": [16, 16], "kernelSize": [5, 5]}',
                 "--label-layer", labels, "--label-field", "code", "--splits", "train=0.8,val=0.2", "--seed", "3",
                 "--max-file-size", "3000000"]
    assert main(arguments + ["-o", str(tmp_path / "one")]) == 0
    assert main(arguments + ["-o", str(tmp_path / "many"), "--workers", "2", "--partitions", "5"]) == 0
    one, many = folder_files(tmp_path / "one"), folder_files(tmp_path / "many")
    assert sorted(many) == sorted(one)
    for name in one:
        assert many[name] == one[name], name
    inflated = sorted(len(gzip.decompress(data)) for name, data in one.items() if name.endswith(".gz"))
    assert inflated[-1] > 2 * SEGMENT_BYTES  # a shard of three chunks at least
    assert len([name for name in one if "-train-0" in name]) >= 2  # and shards cut across partitions


@pytest.mark.slow
def test_a_training_export_on_the_cluster_names_the_flags_as_typed(tmp_path, capsys):
    source = scene(tmp_path)
    labels = label_squares(tmp_path, source)
    arguments = ["export-image", source, "-o", str(tmp_path / "out"), "--workers", "2", "--label-layer", labels]
    with pytest.raises(SystemExit) as stopped:  # a usage error, exit status 2
        main(arguments + ["--write-tfindex"])
    assert stopped.value.code == 2
    assert "--write-tfindex needs uncompressed shards (--no-compressed)" in capsys.readouterr().err
    assert main(arguments + ["--label-field", "nope"]) == 1
    assert "--label-field: the label layer" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("max_bytes", [1, 100, 1000, 10 ** 9])
def test_training_shards_are_cut_where_the_one_process_writer_cuts_them(tmp_path, max_bytes):
    from tfrecord_bridge.core.codec.records import ShardedRecordWriter
    from tfrecord_bridge.core.export.assemble import Piece, cut_shards, shard_cuts
    sizes = np.random.default_rng(max_bytes).integers(FRAMING_SIZE, 400, size=300)
    records = [bytes([n % 251]) * int(size - FRAMING_SIZE) for n, size in enumerate(sizes)]
    with ShardedRecordWriter(lambda index: str(tmp_path / f"s-{index:05d}"), max_bytes) as writer:
        for start in range(0, len(records), 7):  # in batches, as strips come
            writer.write_framed(b"".join(_framed(r) for r in records[start:start + 7]), sizes[start:start + 7])
    counts = [len(list(RecordReader(path))) for path in writer.paths]
    assert np.diff([0] + shard_cuts(sizes, max_bytes)).tolist() == counts
    # Cut from three partitions' files, each shard's pieces hold its records in order.
    files = [Piece(f"f{n}", 0, part) for n, part in enumerate(np.split(sizes, [100, 220]))]
    pieces = cut_shards(files, max_bytes)
    assert [sum(len(p.sizes) for p in shard) for shard in pieces] == counts
    assert np.concatenate([p.sizes for shard in pieces for p in shard]).tolist() == sizes.tolist()
    # Cut again from where each shard but the last of the first partitions ends (as the cluster cuts them when
    # partitions come one by one): the same shards.
    arrived = cut_shards(files[:2], max_bytes)
    again = arrived[:-1] + cut_shards(arrived[-1] + files[2:], max_bytes)
    assert [[(p.path, p.start, p.sizes.tolist()) for p in shard] for shard in again] == \
        [[(p.path, p.start, p.sizes.tolist()) for p in shard] for shard in pieces]


# Level 6 deflates these 5 MiB three times in about two seconds: slow (test.sh --fast keeps level 1).
@pytest.mark.parametrize("level", [1, pytest.param(6, marks=pytest.mark.slow)])
def test_a_gzip_shard_deflated_in_chunks_on_several_tasks_is_the_one_process_shard(tmp_path, level):
    """Chunks of a shard deflated apart (from several partitions' files, with the 32 KiB before each) and joined
    give the shard ParallelGzip writes in one process, byte for byte; Python's gzip reads it."""
    from tfrecord_bridge.core.base.parallel import encoding_pool
    from tfrecord_bridge.core.codec.deflate import SEGMENT_BYTES
    from tfrecord_bridge.core.codec.records import RecordWriter
    from tfrecord_bridge.core.export.assemble import Piece, chunk_ranges, deflate_chunk, join_shard
    rng = np.random.default_rng(level)
    # Compressible but not trivially: small integers as float32, as imagery is. About 5 MiB in all: three chunks
    # of two deflate segments, the last cut short (checked below); more only took longer to deflate.
    records = [rng.integers(0, 50, size=int(n)).astype(np.float32).tobytes()
               for n in rng.integers(25_000, 45_000, size=40)]
    framed = [_framed(record) for record in records]
    with encoding_pool(2) as executor, RecordWriter(tmp_path / "one.tfrecord.gz", "GZIP", level,
                                                    executor=executor) as writer:
        for record in records:
            writer.write(record)
    files = []
    for number, part in enumerate((framed[:15], framed[15:16], framed[16:])):  # three partitions' files
        path = tmp_path / f"partition-{number}"
        path.write_bytes(b"".join(part))
        files.append(Piece(str(path), 0, np.array([len(f) for f in part], dtype=np.int64)))
    # Pieces that do not start at their file's start, as a shard cut inside a partition's file has.
    pieces = [Piece(files[0].path, int(files[0].sizes[0]), files[0].sizes[1:])] + files[1:]
    with encoding_pool(2) as executor, RecordWriter(tmp_path / "rest.tfrecord.gz", "GZIP", level,
                                                    executor=executor) as writer:
        for record in records[1:]:
            writer.write(record)
    length = sum(len(f) for f in framed[1:])
    ranges = chunk_ranges(length, 2 * SEGMENT_BYTES)
    assert len(ranges) >= 3 and length % SEGMENT_BYTES
    chunks = [deflate_chunk(pieces, start, stop, str(tmp_path), level) for start, stop in ranges]
    joined = join_shard(chunks, str(tmp_path), "rest.tfrecord.gz", level, len(records) - 1)
    assert Path(joined.path).read_bytes() == (tmp_path / "rest.tfrecord.gz").read_bytes()
    assert gzip.decompress(Path(joined.path).read_bytes()) == b"".join(framed[1:])
    # As written, for the export sidecar's run: taken from the bytes as they went out, not read again.
    assert (joined.records, joined.size, joined.sha256) == (len(records) - 1, Path(joined.path).stat().st_size,
                                                            hashlib.sha256(Path(joined.path).read_bytes()).hexdigest())


def _framed(record):
    from tfrecord_bridge.core.codec.records import frame_records
    buffer, _ = frame_records([record])
    return bytes(buffer)


@pytest.mark.slow  # a cluster of its own: seconds
def test_the_commands_own_cluster_leaves_no_working_folder_behind(tmp_path, monkeypatch):
    import tempfile

    from tfrecord_bridge.core.distributed import dask_client
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setattr(tempfile, "tempdir", None)  # read TMPDIR afresh, as a new process does
    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    killed = tmp_path / f"tfrecord-bridge-dask-{int(ended.stdout)}-x1y2z3"  # a killed command's: it is not running
    running = tmp_path / f"tfrecord-bridge-dask-{os.getppid()}-a1b2c3"  # a command still running
    for folder in (killed, running):
        (folder / "dask-scratch-space").mkdir(parents=True)
    with dask_client(workers=1) as own:
        assert own.submit(sum, [1, 2]).result() == 3
        assert len(list(tmp_path.iterdir())) == 2  # Dask's working folder is in the system's temporary folder...
    assert list(tmp_path.iterdir()) == [running]  # ...only while the cluster runs; a killed command's is gone


@pytest.mark.slow
def test_the_next_job_with_a_prefix_removes_the_scratch_a_killed_job_with_it_left(client, tmp_path):
    from tfrecord_bridge.core.export.raster_source import SourceLayer

    source, output = scene(tmp_path), tmp_path / "out"
    left = output / f"{SCRATCH_PREFIX}x-0123456789ab"  # as a job whose client was killed leaves it
    other = output / f"{SCRATCH_PREFIX}y-0123456789ab"  # another prefix's job, perhaps running
    for folder in (left, other):
        folder.mkdir(parents=True)
        (folder / "00000-a-000-00000.tfrecord.gz").write_bytes(b"left")
    export_image_on_cluster(client, ExportRequest([SourceLayer(source)], str(output), "x",
                                                  FormatOptions(patchDimensions=(64, 64))))
    assert not left.exists() and (other / "00000-a-000-00000.tfrecord.gz").read_bytes() == b"left"
    assert not list(output.glob(f"{SCRATCH_PREFIX}x-*"))


def _worker_settings():
    import os

    import dask
    return os.environ.get("MALLOC_TRIM_THRESHOLD_"), dask.config.get("distributed.worker.profile.enabled")


@pytest.mark.slow
def test_the_commands_own_workers_keep_glibcs_mmap_threshold_and_run_no_profiler():
    from tfrecord_bridge.core.distributed import dask_client

    with dask_client(workers=1) as own:
        assert list(own.run(_worker_settings).values()) == [(None, False)]


@pytest.mark.slow
def test_the_cluster_import_refuses_an_export_s_shard_its_run_did_not_write(client, tmp_path):
    """Swapped records (valid CRCs, same size) in a shard: its count task reads it whole and refuses it."""
    from tfrecord_bridge.core import write_records
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    source = scene(tmp_path)
    result = export_image(ExportRequest([SourceLayer(source)], tmp_path / "out", "p",
                                        FormatOptions(patchDimensions=(32, 32), compressed=False, maxFileSize=60000)))
    records = list(RecordReader(result.files[0]))
    records[0], records[1] = records[1], records[0]
    os.remove(result.files[0])
    write_records(result.files[0], records, None)
    with pytest.raises(Exception, match=re.escape(result.files[0]) + ".*another order"):
        import_image_on_cluster(client, ImportRequest(result.files, result.mixer_path, str(tmp_path / "out.tif")))
    assert not list(tmp_path.glob("out.tif*"))


@pytest.mark.slow
def test_the_request_reaches_a_worker_and_the_cluster_export_as_it_was_built(client, tmp_path):
    """Issue 42 item 2: one ExportRequest is the export, here and on the cluster. A worker process gets it
    pickled as it was; the cluster export of a request (splits, band names, level, threads None: one per task)
    writes each set's records as the one-process export of the same request, and leaves the request as it was."""
    import copy
    import dataclasses

    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.training import TrainingOptions, parse_splits
    request = ExportRequest([SourceLayer(scene(tmp_path))], tmp_path / "many", "p",
                            FormatOptions(patchDimensions=(32, 32), kernelSize=(3, 3)), bandNames=["x", "y", "z"],
                            compressionLevel=3, training=TrainingOptions(parse_splits("train=0.5,val=0.5"), 2, 5))
    echoed = client.submit(lambda value: value, request, pure=False).result()
    assert echoed == request and echoed is not request
    before = copy.deepcopy(request)
    many = export_image_on_cluster(client, request, partitions=3)
    assert request == before and request.threads is None
    one = export_image(dataclasses.replace(request, output=str(tmp_path / "one")))

    def records(result, name):
        return [record for path in result.files if f"-{name}-" in os.path.basename(path)
                for record in read_records(path)]

    assert many.sets_text == one.sets_text and many.band_names == one.band_names == ["x", "y", "z"]
    for name in ("train", "val"):
        assert records(many, name) == records(one, name) and records(one, name)

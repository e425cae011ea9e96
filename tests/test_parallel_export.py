"""The export's thread pool, parallel GZIP and compression levels (issue 15).

What must hold whatever the threads do: records in order, uncompressed shards
byte-identical to the one-thread writer's, GZIP shards that inflate to exactly
those bytes as ONE ordinary member (TensorFlow's ZlibInputStream inflates with
zlib's automatic header detection, as ``zlib.decompressobj(47)`` does), shards
within maxFileSize, and a cancel that stops within a second.
"""

import contextlib
import gzip
import os
import threading
import time
import zlib
from pathlib import Path
from unittest import mock

import numpy as np
import pytest
from osgeo import gdal

from tfrecord_bridge.core.base.parallel import ordered_results, read_ahead, worker_count, worker_pool
from tfrecord_bridge.core.base.progress import Cancelled, Monitor
from tfrecord_bridge.core.codec import deflate
from tfrecord_bridge.core.codec.crc32c import crc32_combine
from tfrecord_bridge.core.codec.records import RecordWriter, ShardedRecordWriter, read_records
from tfrecord_bridge.core.export import export_image as export_module
from tfrecord_bridge.core.export.export_image import export_image
from tfrecord_bridge.core.export.raster_source import SourceLayer
from tfrecord_bridge.core.export.request import ExportRequest
from tfrecord_bridge.core.importing import import_image as import_module
from tfrecord_bridge.core.importing.import_image import ImportRequest, import_image
from tfrecord_bridge.core.layout.format_options import FormatOptions
from tfrecord_bridge.core.places import gdal_cache

BACKENDS = ["zlib"] + [name for name in ("zlib_ng", "isal") if deflate.backend_for(1, allow=(name,))[0] == name]


def inflate_as_tensorflow(data):
    """One zlib stream with automatic gzip/zlib header detection, and nothing after it."""
    inflater = zlib.decompressobj(32 + 15)
    out = inflater.decompress(data)
    assert inflater.eof and not inflater.unused_data, "not exactly one gzip member"
    return out


def imagery(path, size=512, bands=3, seed=0):
    rng = np.random.default_rng(seed)
    dataset = gdal.GetDriverByName("GTiff").Create(str(path), size, size, bands, gdal.GDT_Float32)
    dataset.SetGeoTransform((500000, 10, 0, 4000000, 0, -10))
    dataset.SetProjection("EPSG:32633")
    base = np.cumsum(rng.normal(size=(size, size)).astype(np.float32), axis=1) / 50
    for number in range(1, bands + 1):
        dataset.GetRasterBand(number).WriteArray(base * number)
    dataset = None
    return str(path)


def shard_bytes(files):
    return [gzip.decompress(Path(path).read_bytes()) if path.endswith(".gz") else Path(path).read_bytes()
            for path in files]


# ----------------------------------------------------------------------------- CRC-32 combine, pool


# The random case has an id of its own: pytest-xdist needs every worker to collect the same test ids.
@pytest.mark.parametrize("first,second", [(b"", b""), (b"abc", b""), (b"", b"xyz"), (b"hello ", b"world"),
                                          pytest.param(bytes(range(256)) * 7, os.urandom(100003),
                                                       id="1792-bytes-then-100003-random")])
def test_crc32_combine_equals_zlib_crc32_of_the_whole(first, second):
    assert crc32_combine(zlib.crc32(first), zlib.crc32(second), len(second)) == zlib.crc32(first + second)


def test_ordered_results_keep_the_order_of_the_items_whatever_finishes_first():
    def slow_for_even(number):
        time.sleep(0.02 if number % 2 == 0 else 0)
        return number, threading.get_ident()

    with worker_pool(3) as executor:
        results = list(ordered_results(executor, slow_for_even, ((n,) for n in range(12)), ahead=4))
    assert [number for number, _ in results] == list(range(12))
    assert len({thread for _, thread in results}) > 1  # really spread over the pool


def test_ordered_results_take_items_only_while_few_wait():
    taken = []

    def items():
        for number in range(10):
            taken.append(number)
            yield (number,)

    with worker_pool(2) as executor:
        for number in ordered_results(executor, lambda n: n, items(), ahead=3):
            assert len(taken) <= number + 3


def test_worker_count_is_the_cores_this_process_may_use():
    assert 1 <= worker_count() <= (os.cpu_count() or 1)


# ----------------------------------------------------------------------------- parallel GZIP


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("level", [1, 6, 9])
def test_parallel_gzip_is_one_member_inflating_to_the_same_bytes(tmp_path, backend, level):
    records = [np.random.default_rng(n).integers(0, 40, 70000 + 13 * n, dtype=np.uint8).tobytes()
               for n in range(30)]
    module = deflate.backend_for(level, allow=(backend,))[1]
    with mock.patch.object(deflate, "SEGMENT_BYTES", 100000), \
            mock.patch.object(deflate, "backend_for", lambda level, allow=(): (backend, module)), \
            worker_pool(2) as executor:
        with RecordWriter(tmp_path / "pooled.tfrecord.gz", "GZIP", level, executor=executor) as writer:
            for record in records:
                writer.write(record)
    with RecordWriter(tmp_path / "plain.tfrecord", None) as writer:
        for record in records:
            writer.write(record)
    pooled = (tmp_path / "pooled.tfrecord.gz").read_bytes()
    plain = (tmp_path / "plain.tfrecord").read_bytes()
    assert inflate_as_tensorflow(pooled) == plain
    assert gzip.decompress(pooled) == plain
    assert list(read_records(tmp_path / "pooled.tfrecord.gz")) == records
    assert len(pooled) < len(plain)  # really compressed, segment after segment


def test_parallel_gzip_of_nothing_is_an_empty_member(tmp_path):
    with worker_pool(2) as executor:
        RecordWriter(tmp_path / "empty.gz", "GZIP", executor=executor).close()
    assert inflate_as_tensorflow((tmp_path / "empty.gz").read_bytes()) == b""


def test_parallel_gzip_header_is_zlibs():
    for level in (1, 6, 9):
        assert deflate.gzip_header(level) == zlib.compress(b"", level, wbits=31)[:10]


def test_sharded_writer_on_a_pool_splits_where_the_one_thread_writer_does(tmp_path):
    records = [bytes([n]) * (5000 + 300 * n) for n in range(40)]
    limit = 30000
    outputs = {}
    for name, pool in (("alone", None), ("pooled", 2)):
        folder = tmp_path / name
        folder.mkdir()
        with mock.patch.object(deflate, "SEGMENT_BYTES", 7000), worker_pool(pool) as executor, \
                ShardedRecordWriter(lambda i, f=folder: str(f / f"{i:05d}.tfrecord.gz"), limit, "GZIP",
                                    executor=executor if pool else None) as writer:
            for record in records:
                writer.write(record)
        outputs[name] = shard_bytes(writer.paths)
    assert outputs["pooled"] == outputs["alone"]
    assert len(outputs["pooled"]) > 3
    assert all(len(shard) <= limit for shard in outputs["pooled"])


@pytest.mark.parametrize("level", [-1, 10, 2.5, "6", True])
def test_compression_level_outside_0_to_9_is_refused_by_name(tmp_path, level):
    with pytest.raises(ValueError, match="compression level"):
        RecordWriter(tmp_path / "x.gz", "GZIP", level)


def test_isal_is_used_only_for_levels_it_has():
    for level in (0, 4, 6, 9):
        assert deflate.backend_for(level)[0] != "isal"


# ----------------------------------------------------------------------------- the export


@pytest.fixture(scope="module")
def raster(tmp_path_factory):
    return imagery(tmp_path_factory.mktemp("raster") / "imagery.tif")


def run_export(raster, folder, workers, compressed, max_file_size=1 << 30, level=6, sequence=False):
    options = FormatOptions(patchDimensions=(64, 64), kernelSize=(9, 9), compressed=compressed,
                            maxFileSize=max_file_size, sequenceData=sequence)
    return export_image(ExportRequest([SourceLayer(raster)], folder, "p", options, threads=workers,
                                      compressionLevel=level))


@pytest.mark.parametrize("sequence", [False, pytest.param(True, marks=pytest.mark.slow)])  # True: seconds
def test_export_on_a_pool_writes_the_one_thread_bytes(tmp_path, raster, sequence):
    size = 3 << 20 if sequence else 500000
    one = run_export(raster, tmp_path / "one", 1, False, size, sequence=sequence)
    pooled = run_export(raster, tmp_path / "pooled", 2, False, size, sequence=sequence)
    pooled_gzip = run_export(raster, tmp_path / "gz", 2, True, size, sequence=sequence)
    assert len(one.files) > 1
    assert shard_bytes(pooled.files) == shard_bytes(one.files)
    assert [inflate_as_tensorflow(Path(path).read_bytes()) for path in pooled_gzip.files] == shard_bytes(one.files)
    assert all(len(shard) <= size for shard in shard_bytes(pooled.files))


def test_export_strips_are_encoded_on_several_threads(tmp_path, raster):
    threads = set()
    encode = export_module.TileEncoder.example_parts
    # A thread's first strip waits (at most 30 s) for a second thread's: ThreadPoolExecutor starts a thread only
    # when none is idle, so on a busy machine (pytest-xdist's workers on every core) a reader slower than the
    # encoder would hand every strip to the first thread, and the test would fail by the clock alone. An
    # export that encodes on one thread still fails it, after the wait.
    first_two = threading.Barrier(2, timeout=30)

    def recording(self, *args, **kwargs):
        if threading.get_ident() not in threads:
            threads.add(threading.get_ident())
            with contextlib.suppress(threading.BrokenBarrierError):
                first_two.wait()
        return encode(self, *args, **kwargs)

    with mock.patch.object(export_module, "_READ_BUDGET_BYTES", 1 << 20), \
            mock.patch.object(export_module.TileEncoder, "example_parts", recording):
        run_export(raster, tmp_path, 2, True)
    assert threading.get_ident() not in threads
    assert len(threads) == 2


@pytest.mark.parametrize("level", [0, 1, 9])
def test_export_compression_levels_read_the_same(tmp_path, raster, level):
    reference = run_export(raster, tmp_path / "six", 2, True)
    other = run_export(raster, tmp_path / str(level), 2, True, level=level)
    assert shard_bytes(other.files) == shard_bytes(reference.files)
    sizes = [os.path.getsize(path) for path in (reference.files[0], other.files[0])]
    assert sizes[0] != sizes[1] or level == 6


def test_cancel_stops_the_pooled_export_within_a_second(tmp_path):
    big = imagery(tmp_path / "big.tif", size=1536, bands=4, seed=3)
    asked = []

    def cancelled():
        return bool(asked)

    def report(percent):
        if percent > 10 and not asked:
            asked.append(time.perf_counter())

    folder = tmp_path / "out"
    options = FormatOptions(patchDimensions=(128, 128), kernelSize=(33, 33), compressed=True, maxFileSize=1 << 22)
    with pytest.raises(Cancelled):
        export_image(ExportRequest([SourceLayer(big)], folder, "p", options), monitor=Monitor(report, cancelled))
    stopped = time.perf_counter()
    assert asked, "the export finished before the cancel"
    assert stopped - asked[0] < 1.0
    assert not folder.exists()  # the folder the run made goes too


def test_compression_level_parameter_of_the_export_algorithm(run_algorithm, tmp_path, raster):
    contents, sizes = {}, {}
    for level in (None, 1, 9):
        parameters = {"INPUT": [raster], "OUTPUT": str(tmp_path / str(level)), "PREFIX": "p",
                      "PATCH_DIMENSIONS": "64,64"}
        if level is not None:
            parameters["COMPRESSION_LEVEL"] = level
        result = run_algorithm("tfrecord:exportimage", parameters)
        contents[level] = shard_bytes(result["FILES"])
        sizes[level] = [os.path.getsize(path) for path in result["FILES"]]
        # The same files as the core writes at that level (6 when not given): the level reached the deflater.
        core = export_image(ExportRequest([SourceLayer(raster)], tmp_path / f"core{level}", "p",
                                          FormatOptions(patchDimensions=(64, 64)),
                                          compressionLevel=6 if level is None else level))
        assert sizes[level] == [os.path.getsize(path) for path in core.files]
    assert contents[1] == contents[9] == contents[None]
    assert sizes[1] != sizes[9]


# ----------------------------------------------------------------------------- GDAL's cache


def test_gdal_cache_is_bounded_during_an_export_and_restored_after(tmp_path, raster):
    before = gdal.GetCacheMax()
    seen = []
    run = Monitor(lambda percent: seen.append(gdal.GetCacheMax()))
    export_image(ExportRequest([SourceLayer(raster)], tmp_path, "p", FormatOptions(patchDimensions=(64, 64))),
                 monitor=run)
    assert seen and max(seen) <= gdal_cache.CACHE_BYTES
    assert gdal.GetCacheMax() == before


def test_gdal_cache_is_restored_after_a_cancelled_import(tmp_path, raster):
    result = export_image(ExportRequest([SourceLayer(raster)], tmp_path, "p", FormatOptions(patchDimensions=(64, 64))))
    before = gdal.GetCacheMax()
    seen = []

    def cancel_once_seen():
        seen.append(gdal.GetCacheMax())
        return True

    with pytest.raises(Cancelled):
        import_image(ImportRequest(result.files, result.mixer_path, tmp_path / "back.tif"), monitor=Monitor(None,
                                                                                                            cancel_once_seen))
    assert seen and max(seen) <= gdal_cache.CACHE_BYTES
    assert gdal.GetCacheMax() == before
    assert not (tmp_path / "back.tif").exists()


def test_gdal_cache_is_never_raised_and_overlapping_runs_restore_it_once(tmp_path):
    before = gdal.GetCacheMax()
    try:
        gdal.SetCacheMax(16 << 20)
        with gdal_cache.bounded_gdal_cache():
            assert gdal.GetCacheMax() == 16 << 20
        gdal.SetCacheMax(1 << 30)
        first = gdal_cache.bounded_gdal_cache()
        second = gdal_cache.bounded_gdal_cache()
        first.__enter__()
        second.__enter__()
        first.__exit__(None, None, None)  # the other run still goes on
        assert gdal.GetCacheMax() == gdal_cache.CACHE_BYTES
        second.__exit__(None, None, None)
        assert gdal.GetCacheMax() == 1 << 30
    finally:
        gdal.SetCacheMax(before)


# ----------------------------------------------------------------------------- the import


def test_the_pool_works_on_the_next_item_while_the_caller_works_on_one():
    """Results that were done already must not be given before the next item is submitted: that left the worker
    idle every other item (predict's model waited on its reader every other batch)."""
    started = []

    def quick(number):
        started.append(number)
        return number

    with worker_pool(1) as executor:
        for number in ordered_results(executor, quick, ((n,) for n in range(6)), 2):
            time.sleep(0.05)  # the caller's work on this result: the next one's is done meanwhile
            if number < 5:
                assert number + 1 in started, f"item {number + 1} not started while the caller worked on {number}"


def test_read_ahead_yields_in_order_from_another_thread_and_passes_errors_on():
    made_on = []

    def numbers():
        for number in range(5):
            made_on.append(threading.get_ident())
            yield number
        raise ValueError("record 5 is bad")

    got = []
    with pytest.raises(ValueError, match="record 5"):
        for number in read_ahead(numbers(), ahead=2):
            got.append(number)
    assert got == list(range(5))
    assert threading.get_ident() not in made_on


def test_read_ahead_stops_its_worker_when_closed():
    made = []

    def endless():
        while True:
            made.append(len(made))
            yield made[-1]

    with contextlib.closing(read_ahead(endless(), ahead=1)) as items:
        assert [next(items) for _ in range(3)] == [0, 1, 2]
    count = len(made)
    time.sleep(0.05)
    assert len(made) == count <= 5


@pytest.mark.parametrize("strip_height,block_height", [(256, 256), (100, 256), (96, 32), (300, 128)])
def test_strips_are_written_as_whole_rows_of_tiles(strip_height, block_height):
    rng = np.random.default_rng(strip_height)
    strips = [rng.integers(0, 100, (2, strip_height, 40)) for _ in range(7)]
    rows = [(top, block.copy()) for top, block in import_module.block_rows(iter(strips), block_height)]
    assert [top for top, _ in rows] == list(range(0, 7 * strip_height, block_height))
    assert all(block.shape[1] == block_height for _, block in rows[:-1])
    np.testing.assert_array_equal(np.concatenate([block for _, block in rows], axis=1),
                                  np.concatenate(strips, axis=1))


@pytest.mark.parametrize("patch", [(64, 64), (50, 100)])
def test_import_round_trip_with_tiles_of_another_height_than_the_patches(tmp_path, raster, patch):
    options = FormatOptions(patchDimensions=patch, kernelSize=(5, 5))
    result = export_image(ExportRequest([SourceLayer(raster)], tmp_path, "p", options))
    back = import_image(ImportRequest(result.files, result.mixer_path, tmp_path / "back.tif", kernel_size=(5, 5)))
    written = gdal.Open(back.path)
    source = gdal.Open(raster)
    height, width = written.RasterYSize, written.RasterXSize
    np.testing.assert_array_equal(written.ReadAsArray(), source.ReadAsArray(0, 0, width, height))
    assert written.GetRasterBand(1).GetBlockSize()[1] == import_module.tile_block_height(patch[1])

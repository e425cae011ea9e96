"""TFRecord framing: round trips, sharding, atomic files and every kind of corruption."""

import functools
import gzip
import os
import re
import struct
import zlib
from unittest import mock

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tfrecord_bridge.core import RecordWriter, ShardedRecordWriter, TFRecordError, read_records, write_records
from tfrecord_bridge.core.codec import deflate
from tfrecord_bridge.core.codec.crc32c import masked_crc32c
from tfrecord_bridge.core.codec.records import FRAMING_SIZE, RecordReader, frame_header

RECORDS = [b"", b"a", b"hello world" * 30, bytes(range(256)) * 3]


def reference_frame(data):
    """The framing as TensorFlow's record_writer.cc writes it, spelled out independently."""
    length = struct.pack("<Q", len(data))
    return length + struct.pack("<I", masked_crc32c(length)) + data + struct.pack("<I", masked_crc32c(data))


@pytest.mark.parametrize("compression,suffix", [(None, ".tfrecord"), ("GZIP", ".tfrecord.gz"),
                                                ("ZLIB", ".tfrecord.zz")])
def test_round_trip(tmp_path, compression, suffix):
    path = tmp_path / f"r{suffix}"
    assert write_records(path, RECORDS, compression=compression) == len(RECORDS)
    assert list(read_records(path)) == RECORDS
    assert list(read_records(path, compression=compression)) == RECORDS


def test_plain_bytes_on_disk_are_tensorflows_framing(tmp_path):
    path = tmp_path / "r.tfrecord"
    write_records(path, RECORDS, compression=None)
    assert path.read_bytes() == b"".join(reference_frame(r) for r in RECORDS)


def test_gzip_file_is_a_standard_gzip_stream(tmp_path):
    path = tmp_path / "r.tfrecord.gz"
    write_records(path, RECORDS)
    assert gzip.decompress(path.read_bytes()) == b"".join(reference_frame(r) for r in RECORDS)


def test_zlib_file_is_a_single_zlib_stream(tmp_path):
    path = tmp_path / "r.tfrecord.zz"
    write_records(path, RECORDS, compression="ZLIB")
    assert zlib.decompress(path.read_bytes()) == b"".join(reference_frame(r) for r in RECORDS)


def test_compression_level_is_configurable(tmp_path):
    data = [bytes(np.arange(100000) % 7)]
    write_records(tmp_path / "fast.gz", data, level=1)
    write_records(tmp_path / "best.gz", data, level=9)
    assert os.path.getsize(tmp_path / "best.gz") < os.path.getsize(tmp_path / "fast.gz")


def test_concatenated_gzip_members_read_as_one_stream(tmp_path):
    path = tmp_path / "cat.tfrecord.gz"
    path.write_bytes(gzip.compress(reference_frame(b"one")) + gzip.compress(reference_frame(b"two")))
    assert list(read_records(path)) == [b"one", b"two"]


def test_a_record_given_as_parts_is_framed_without_joining(tmp_path):
    path = tmp_path / "parts.tfrecord"
    array = np.arange(1000, dtype=np.float32)
    with RecordWriter(path) as writer:
        writer.write([b"head", memoryview(array).cast("B"), b"tail"])
        writer.write(array)
    expected = b"head" + array.tobytes() + b"tail"
    assert list(read_records(path)) == [expected, array.tobytes()]


def test_writer_uses_a_temporary_name_until_closed(tmp_path):
    path = tmp_path / "r.tfrecord.gz"
    writer = RecordWriter(path, "GZIP")
    writer.write(b"x")
    # The writer's own temporary name (its run's id in it): no other writer of r.tfrecord.gz writes that file.
    assert not path.exists() and re.fullmatch(r"r\.tfrecord\.gz\.[0-9a-f]{12}\.part", os.listdir(tmp_path)[0])
    other = RecordWriter(tmp_path / "r.tfrecord.gz", "GZIP")
    assert other.partial_path != writer.partial_path
    other.abort()
    writer.close()
    assert os.listdir(tmp_path) == ["r.tfrecord.gz"]


def test_failure_inside_the_with_block_leaves_no_file(tmp_path):
    with pytest.raises(RuntimeError):
        with RecordWriter(tmp_path / "r.tfrecord") as writer:
            writer.write(b"x")
            raise RuntimeError("cancelled")
    assert os.listdir(tmp_path) == []


def shard_name(directory):
    return lambda index: str(directory / f"p-{index:05d}.tfrecord")


def test_shards_split_before_the_limit_counted_uncompressed(tmp_path):
    records = [bytes(100)] * 10  # 116 framed bytes each
    with ShardedRecordWriter(shard_name(tmp_path), max_bytes=350, compression=None) as writer:
        for record in records:
            writer.write(record)
    sizes = [os.path.getsize(p) for p in writer.paths]
    assert sizes == [348, 348, 348, 116]
    assert [len(list(read_records(p))) for p in writer.paths] == [3, 3, 3, 1]


def test_a_record_larger_than_the_limit_goes_alone(tmp_path):
    with ShardedRecordWriter(shard_name(tmp_path), max_bytes=100, compression="GZIP") as writer:
        for record in (b"a", bytes(500), b"b"):
            writer.write(record)
    assert [list(read_records(p, "GZIP")) for p in writer.paths] == [[b"a"], [bytes(500)], [b"b"]]


def test_framed_batches_still_shard_per_record(tmp_path):
    records = [bytes([i]) * (i * 10) for i in range(12)]
    framed = b"".join(reference_frame(r) for r in records)
    with ShardedRecordWriter(shard_name(tmp_path), max_bytes=200, compression=None) as writer:
        writer.write_framed(framed, [len(r) + FRAMING_SIZE for r in records])
    assert [r for p in writer.paths for r in read_records(p)] == records
    assert all(os.path.getsize(p) <= 200 or len(list(read_records(p))) == 1 for p in writer.paths)
    one_by_one = tmp_path / "one_by_one"
    one_by_one.mkdir()
    with ShardedRecordWriter(shard_name(one_by_one), max_bytes=200, compression=None) as second:
        for record in records:
            second.write(record)
    assert [os.path.getsize(p) for p in writer.paths] == [os.path.getsize(p) for p in second.paths]


def test_cancelled_sharded_write_leaves_nothing(tmp_path):
    with pytest.raises(KeyboardInterrupt):
        with ShardedRecordWriter(shard_name(tmp_path), max_bytes=50) as writer:
            for _ in range(5):
                writer.write(bytes(40))
            raise KeyboardInterrupt
    assert os.listdir(tmp_path) == []


def test_finished_shards_keep_temporary_names_until_all_are_done(tmp_path):
    writer = ShardedRecordWriter(shard_name(tmp_path), max_bytes=50)
    for _ in range(3):
        writer.write(bytes(40))
    assert all(name.endswith(".part") for name in os.listdir(tmp_path))
    writer.close()
    assert sorted(os.listdir(tmp_path)) == ["p-00000.tfrecord", "p-00001.tfrecord", "p-00002.tfrecord"]


@given(st.lists(st.binary(max_size=300), max_size=10), st.sampled_from([None, "GZIP", "ZLIB"]))
def test_any_records_round_trip(tmp_path_factory, records, compression):
    path = tmp_path_factory.mktemp("h") / "r.tfrecord"
    write_records(path, records, compression=compression)
    assert list(read_records(path, compression=compression)) == records


# ----------------------------------------------------------------------------- corruption

def plain_file(tmp_path, records=(b"first record", b"second", b"third!")):
    path = tmp_path / "c.tfrecord"
    write_records(path, list(records), compression=None)
    return path


def test_every_flipped_bit_is_detected(tmp_path):
    path = plain_file(tmp_path)
    original = path.read_bytes()
    for byte_index in range(len(original)):
        for bit in range(8):
            damaged = bytearray(original)
            damaged[byte_index] ^= 1 << bit
            path.write_bytes(bytes(damaged))
            with pytest.raises(TFRecordError, match=r"c\.tfrecord: record \d at byte offset \d+"):
                list(read_records(path))


def test_error_names_file_record_index_and_offset(tmp_path):
    path = plain_file(tmp_path)
    damaged = bytearray(path.read_bytes())
    second_start = len(b"first record") + FRAMING_SIZE
    damaged[second_start + 12] ^= 0xFF  # first data byte of record 1
    path.write_bytes(bytes(damaged))
    with pytest.raises(TFRecordError) as error:
        list(read_records(path))
    message = str(error.value)
    assert str(path) in message and "record 1" in message and f"byte offset {second_start}" in message
    assert "data" in message


def test_verification_can_be_turned_off(tmp_path):
    path = plain_file(tmp_path)
    damaged = bytearray(path.read_bytes())
    damaged[12] ^= 0x01
    path.write_bytes(bytes(damaged))
    assert list(read_records(path, verify=False))[0] == bytes(damaged[12:24])


@pytest.mark.parametrize("compression", [None, "GZIP"])
def test_truncation_at_every_length_is_an_error_or_a_clean_prefix(tmp_path, compression):
    records = [b"first record", b"second", b""]
    framed = b"".join(reference_frame(r) for r in records)
    boundaries = {0}
    position = 0
    for record in records:
        position += len(record) + FRAMING_SIZE
        boundaries.add(position)
    path = tmp_path / ("t.tfrecord.gz" if compression else "t.tfrecord")
    for cut in range(len(framed)):
        data = framed[:cut]
        path.write_bytes(gzip.compress(data) if compression else data)
        if cut in boundaries:
            assert len(list(read_records(path))) == sorted(boundaries).index(cut)
        else:
            with pytest.raises(TFRecordError, match="truncated"):
                list(read_records(path))



@pytest.mark.parametrize("compression", [None, "GZIP"])
@pytest.mark.parametrize("cut, words", [(1, "1 byte"), (5, "5 bytes")])
def test_a_file_ending_inside_a_header_says_how_far_in_its_own_number(tmp_path, compression, cut, words):
    """"the file ends 1 bytes into a record header" (issue 44: plurals): the count takes its number's form."""
    data = reference_frame(b"first record")[:cut]
    path = tmp_path / ("t.tfrecord.gz" if compression else "t.tfrecord")
    path.write_bytes(gzip.compress(data) if compression else data)
    with pytest.raises(TFRecordError, match=f"truncated: the file ends {words} into a record header"):
        list(read_records(path))

def test_a_cut_gzip_stream_is_an_error(tmp_path):
    path = tmp_path / "t.tfrecord.gz"
    write_records(path, [bytes(range(256)) * 40])
    path.write_bytes(path.read_bytes()[:-30])
    with pytest.raises(TFRecordError, match="t.tfrecord.gz"):
        list(read_records(path))


def test_a_huge_length_field_is_a_truncation_error_not_an_allocation(tmp_path):
    length = struct.pack("<Q", 2**62)
    path = tmp_path / "huge.tfrecord"
    path.write_bytes(length + struct.pack("<I", masked_crc32c(length)) + b"tiny")
    with pytest.raises(TFRecordError, match="declares 4611686018427387904 bytes but only 4 remain"):
        list(read_records(path))
    gz = tmp_path / "huge.tfrecord.gz"
    gz.write_bytes(gzip.compress(path.read_bytes()))
    with pytest.raises(TFRecordError, match="truncated"):
        list(read_records(gz))


def test_not_a_tfrecord_file(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("this is plainly not a TFRecord file\n")
    with pytest.raises(TFRecordError, match="notes.txt: record 0 at byte offset 0: corrupt length"):
        list(read_records(path))


def test_gzip_name_on_a_plain_file(tmp_path):
    path = tmp_path / "wrong.tfrecord.gz"
    path.write_bytes(reference_frame(b"x"))
    assert list(read_records(path)) == [b"x"]  # 'auto' trusts the content over the name
    with pytest.raises(TFRecordError, match="wrong.tfrecord.gz.*not a valid GZIP stream"):
        list(read_records(path, compression="GZIP"))


def test_missing_file(tmp_path):
    with pytest.raises(TFRecordError, match="absent.tfrecord: cannot open"):
        list(read_records(tmp_path / "absent.tfrecord"))


def test_frame_header_matches_reference():
    assert frame_header(5) + b"hello" + struct.pack("<I", masked_crc32c(b"hello")) == reference_frame(b"hello")


@pytest.mark.parametrize("compression,suffix", [(None, ".tfrecord"), ("GZIP", ".tfrecord.gz"),
                                                ("ZLIB", ".tfrecord.zz")])
def test_counting_walks_headers_and_still_reports_truncation(tmp_path, compression, suffix):
    from tfrecord_bridge.core.codec.records import count_records
    path = tmp_path / f"c{suffix}"
    write_records(path, RECORDS, compression=compression)
    assert count_records(path) == len(RECORDS)
    framed = b"".join(reference_frame(r) for r in RECORDS)
    cut = tmp_path / "cut.tfrecord"
    cut.write_bytes(framed[:-3])
    with pytest.raises(TFRecordError, match="cut.tfrecord: record 3 .*truncated"):
        count_records(cut)


def test_gzip_content_is_recognised_whatever_the_name(tmp_path):
    path = tmp_path / "named-plain.tfrecord"
    path.write_bytes(gzip.compress(reference_frame(b"inside gzip")))
    assert list(read_records(path)) == [b"inside gzip"]


def test_record_groups_are_framed_back_in_record_order(tmp_path):
    from tfrecord_bridge.core.codec.records import frame_record_groups
    records = [bytes([i]) * (3 if i % 2 else 5) for i in range(7)]
    odd, even = [i for i in range(7) if i % 2], [i for i in range(7) if not i % 2]
    groups = [(np.array(odd), np.array([list(records[i]) for i in odd], np.uint8)),
              (np.array(even), np.array([list(records[i]) for i in even], np.uint8))]
    framed, sizes = frame_record_groups(groups, len(records))
    assert framed.tobytes() == b"".join(reference_frame(r) for r in records)
    assert sizes.tolist() == [len(r) + FRAMING_SIZE for r in records]


def rows_of(path, **options):
    from tfrecord_bridge.core.codec.records import RecordReader
    out = []
    for first, rows in RecordReader(path).record_rows(**options):
        assert first == len(out)
        out += [row.tobytes() for row in rows]
    return out


@pytest.mark.parametrize("suffix", [".tfrecord", ".tfrecord.gz"])
@pytest.mark.parametrize("chunk", [64, 1000, 1 << 20])
def test_record_rows_give_the_records_in_runs_of_one_length(tmp_path, suffix, chunk):
    records = [bytes([i % 251]) * 20 for i in range(300)] + [b"x" * 5000] + [b"yz"] * 50 + [b""] * 3
    path = tmp_path / f"r{suffix}"
    write_records(path, records, compression="GZIP" if suffix.endswith(".gz") else None)
    assert rows_of(path, chunk_bytes=chunk, max_record_bytes=4096) == records
    assert rows_of(path, chunk_bytes=chunk, max_record_bytes=1) == records


def test_record_rows_name_the_corrupt_record_like_a_plain_read(tmp_path):
    path = plain_file(tmp_path, [b"abc"] * 40)
    damaged = bytearray(path.read_bytes())
    damaged[17 * (3 + FRAMING_SIZE) + 12] ^= 0x10  # data of record 17
    path.write_bytes(bytes(damaged))
    with pytest.raises(TFRecordError) as plain:
        list(read_records(path))
    with pytest.raises(TFRecordError) as batched:
        rows_of(path)
    assert str(batched.value) == str(plain.value)
    assert "record 17 at byte offset 323" in str(batched.value)


@pytest.mark.parametrize("cut", [5, 12, 14, 17, 18])
def test_record_rows_report_truncation(tmp_path, cut):
    framed = b"".join(reference_frame(r) for r in [b"12345", b"67890"])
    path = tmp_path / "t.tfrecord"
    path.write_bytes(framed[:len(framed) - 21 + cut])
    with pytest.raises(TFRecordError, match="t.tfrecord: record 1 .*truncated"):
        rows_of(path)


def test_a_plain_file_whose_first_length_looks_like_gzip_magic_is_read_as_plain(tmp_path):
    path = tmp_path / "plain.tfrecord"
    records = [b"x" * 0x8B1F, b"y"]  # little-endian length starts 1f 8b
    write_records(path, records, compression=None)
    assert path.read_bytes()[:2] == b"\x1f\x8b"
    assert list(read_records(path)) == records


def test_a_reader_can_be_read_again_and_counted_first(tmp_path):
    from tfrecord_bridge.core.codec.records import RecordReader
    path = plain_file(tmp_path)
    reader = RecordReader(path)
    assert reader.count() == 3
    assert list(reader) == list(reader) == [b"first record", b"second", b"third!"]
    assert [rows.shape[0] for _, rows in reader.record_rows()] == [1, 2]  # 'second', 'third!': one length
    assert reader.index == 3


def test_record_rows_without_verification_read_past_a_bad_length_crc(tmp_path):
    from tfrecord_bridge.core.codec.records import RecordReader
    path = plain_file(tmp_path, [bytes(48)] * 10)
    damaged = bytearray(path.read_bytes())
    damaged[(48 + FRAMING_SIZE) + 9] ^= 0x04  # the length CRC of record 1
    path.write_bytes(bytes(damaged))
    rows = [row for _, block in RecordReader(path, verify=False).record_rows() for row in block]
    assert len(rows) == 10
    with pytest.raises(TFRecordError, match="record 1 .*corrupt length"):
        rows_of(path)


# ----------------------------------------------------------------------------- hostile files (issue 11)

def _zlib_file(tmp_path, count=20):
    path = tmp_path / "z.tfrecord.zz"
    records = [bytes([i]) * (i * 7) for i in range(count)]
    write_records(path, records, compression="ZLIB")
    return path, records


def test_a_zlib_file_cut_anywhere_is_an_error_naming_file_and_offset(tmp_path):
    path, records = _zlib_file(tmp_path)
    whole = path.read_bytes()
    cut_path = tmp_path / "cut.tfrecord.zz"
    for cut in range(1, len(whole)):
        cut_path.write_bytes(whole[:cut])
        with pytest.raises(TFRecordError, match=r"cut\.tfrecord\.zz: record \d+ at uncompressed byte offset \d+"):
            list(read_records(cut_path))
    assert list(read_records(path)) == records
    cut_path.write_bytes(b"")
    assert list(read_records(cut_path, compression="ZLIB")) == []  # an empty file holds no records, as for GZIP


def test_a_zlib_file_without_its_checksum_is_an_error(tmp_path):
    path, _ = _zlib_file(tmp_path)
    path.write_bytes(path.read_bytes()[:-4])
    with pytest.raises(TFRecordError, match="cut short.*Adler-32"):
        list(read_records(path))
    with pytest.raises(TFRecordError, match="cut short"):
        RecordReader(path).count()


@pytest.mark.parametrize("trailing", [b"garbage", b"\0", zlib.compress(reference_frame(b"more"))])
def test_bytes_after_a_zlib_stream_are_an_error(tmp_path, trailing):
    path, _ = _zlib_file(tmp_path)
    size = path.stat().st_size
    path.write_bytes(path.read_bytes() + trailing)
    with pytest.raises(TFRecordError, match=f"z.tfrecord.zz: record 20 .*follow the end of the ZLIB stream at "
                                            f"compressed byte offset {size}"):
        list(read_records(path))


def _gzip_bomb(path, declared, zeros):
    """A gzip file whose one record header declares ``declared`` bytes (valid CRC), then ``zeros`` zero bytes."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
    with open(path, "wb") as out:
        out.write(compressor.compress(frame_header(declared)))
        block = bytes(16 << 20)
        for start in range(0, zeros, len(block)):
            out.write(compressor.compress(block[:zeros - start]))
        out.write(compressor.flush())


def _error_and_peak_memory(function):
    """The TFRecordError ``function`` raises, and the most memory Python held meanwhile."""
    import tracemalloc
    tracemalloc.start()
    try:
        with pytest.raises(TFRecordError) as raised:
            function()
        return raised.value, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.slow  # inflates a gigabyte of zeros to show it stops: seconds
@pytest.mark.parametrize("declared", [2**40, 1 << 30])
def test_a_gzip_bomb_fails_fast_without_buffering(tmp_path, declared):
    import time
    path = tmp_path / "bomb.tfrecord.gz"
    _gzip_bomb(path, declared, 256 << 20)  # about 250 KB on disk
    for read in (lambda: list(read_records(path)), lambda: RecordReader(path).count(),
                 lambda: list(RecordReader(path).record_rows())):
        started = time.perf_counter()
        error, peak = _error_and_peak_memory(read)
        assert time.perf_counter() - started < 2
        assert peak < 32 << 20
        assert re.search(f"bomb.tfrecord.gz: record 0 .*truncated: the record declares {declared} bytes but the "
                         "rest of the compressed file can hold at most", str(error))


def test_a_record_length_past_the_format_limit_is_refused_before_reading(tmp_path):
    from tfrecord_bridge.core.codec.records import MAX_RECORD_BYTES
    path = tmp_path / "long.tfrecord.gz"
    noise = np.random.default_rng(0).integers(0, 256, 3 << 20, dtype=np.uint8).tobytes()  # incompressible
    path.write_bytes(gzip.compress(frame_header(MAX_RECORD_BYTES + 1) + noise, compresslevel=1))
    with pytest.raises(TFRecordError, match=f"declares {MAX_RECORD_BYTES + 1} bytes, more than a record can hold"):
        list(read_records(path))


# --- lengths that lie: refused in bounded memory, whatever the file holds (issue 26) ----------------------

_ZERO_SEGMENT = 64 << 20


@functools.cache
def _deflated_zero_segment():
    """64 MiB of zeros as raw deflate ending on a full flush: copies of it joined are one valid stream."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    return compressor.compress(bytes(_ZERO_SEGMENT)) + compressor.flush(zlib.Z_FULL_FLUSH)


def _raw_deflate(data, final):
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    return compressor.compress(data) + compressor.flush(zlib.Z_FINISH if final else zlib.Z_FULL_FLUSH)


def _compressed_zeros(compression, head, zeros, tail=b""):
    """A GZIP or ZLIB file's bytes inflating to ``head``, ``zeros`` zero bytes and ``tail``: gigabytes of
    zeros in a megabyte, built in a blink from one deflated segment repeated."""
    from tfrecord_bridge.core.codec.crc32c import crc32_combine
    count, rest = divmod(zeros, _ZERO_SEGMENT)
    body = (_raw_deflate(head, False) + _deflated_zero_segment() * count + _raw_deflate(bytes(rest), False)
            + _raw_deflate(tail, True))
    if compression == "GZIP":
        crc = zlib.crc32(head)
        segment_crc = zlib.crc32(bytes(_ZERO_SEGMENT))
        for _ in range(count):
            crc = crc32_combine(crc, segment_crc, _ZERO_SEGMENT)
        crc = zlib.crc32(tail, crc32_combine(crc, zlib.crc32(bytes(rest)), rest))
        size = len(head) + zeros + len(tail)
        return b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff" + body + struct.pack("<II", crc, size & 0xFFFFFFFF)
    adler = zlib.adler32(head)
    low, high = adler & 0xFFFF, adler >> 16
    high = (high + zeros * low) % 65521  # zeros leave the low sum and add it to the high one each
    return b"\x78\xda" + body + struct.pack(">I", zlib.adler32(tail, high << 16 | low))


# Run in a process of its own: its peak resident memory is then the reading's alone. Linux's VmHWM, not
# ru_maxrss, which a child inherits from the process it was forked from (here pytest and its QGIS).
_READ_AND_MEASURE = """
import re, resource, sys
sys.path.insert(0, sys.argv[1])
from tfrecord_bridge.core.codec.records import RecordReader, TFRecordError
for read in (lambda path: list(RecordReader(path)), lambda path: list(RecordReader(path).record_rows()),
             lambda path: RecordReader(path).count()):
    try:
        read(sys.argv[2])
        print("read without error")
    except TFRecordError as error:
        print(error)
try:
    with open("/proc/self/status") as status:
        print(int(re.search(r"VmHWM:\\s*(\\d+) kB", status.read()).group(1)) * 1024)
except OSError:
    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * (1 if sys.platform == "darwin" else 1024))
"""


def _errors_and_peak_memory(path):
    """The errors of reading ``path`` record by record, in rows and counting, in a process of its own, and
    that process's peak resident memory in bytes."""
    import subprocess
    import sys

    from helpers import PLUGIN_DIR
    # Records up to 2 GiB read (the format's limit, above the default ceiling): the lengths here are read.
    environment = {**os.environ, "TFRECORD_BRIDGE_MAX_RECORD_MB": "2048"}
    result = subprocess.run([sys.executable, "-c", _READ_AND_MEASURE, str(PLUGIN_DIR), str(path)],
                            capture_output=True, text=True, timeout=120, check=True, env=environment)
    *errors, peak = result.stdout.splitlines()
    return errors, int(peak)


@pytest.mark.slow  # inflates up to 2 GiB of zeros four times: about 2-6 s each
@pytest.mark.parametrize("compression", ["GZIP", "ZLIB"])
@pytest.mark.parametrize("declared", [1 << 30, (2 << 30) - 1])
def test_a_record_of_zeros_with_the_wrong_crc_is_refused_in_bounded_memory(tmp_path, compression, declared):
    # As a user found: a 2 MB file whose one record declares 2 GiB and holds them, the CRC wrong, took
    # 4.2 GB (2.1 GB at 1 GiB) and 9-20 s to refuse, the record kept whole, then joined, before its CRC.
    path = tmp_path / f"zeros.tfrecord.{'gz' if compression == 'GZIP' else 'zz'}"
    path.write_bytes(_compressed_zeros(compression, frame_header(declared), declared + 4))
    assert path.stat().st_size < 3 << 20
    errors, peak = _errors_and_peak_memory(path)
    assert peak < 300 << 20, peak
    assert errors[:2] == [f"{path}: record 0 at uncompressed byte offset 0: corrupt data (its CRC does not match)"] * 2
    assert errors[2] == "read without error"  # counting walks the headers only


@pytest.mark.slow  # inflates 2 GiB of zeros three times: seconds
@pytest.mark.parametrize("compression", ["GZIP", "ZLIB"])
def test_a_record_declared_longer_than_its_zeros_is_refused_in_bounded_memory(tmp_path, compression):
    declared = (2 << 30) - 1
    path = tmp_path / f"short.tfrecord.{'gz' if compression == 'GZIP' else 'zz'}"
    path.write_bytes(_compressed_zeros(compression, frame_header(declared), declared - 1000))
    errors, peak = _errors_and_peak_memory(path)
    assert peak < 300 << 20, peak
    assert errors[:2] == [f"{path}: record 0 at uncompressed byte offset 0: truncated: the record declares "
                          f"{declared} bytes of data but the file ends after {declared - 1000} of them"] * 2
    assert re.fullmatch(f"{re.escape(str(path))}: record 0 .*truncated: expected {declared + 4} bytes of data "
                        f"and CRC, found {declared - 1000}", errors[2])


@pytest.mark.parametrize("declared", [1 << 30, (2 << 30) - 1])
def test_an_uncompressed_record_longer_than_its_file_is_refused_at_once(tmp_path, declared):
    path = tmp_path / "long.tfrecord"
    path.write_bytes(reference_frame(b"first") + frame_header(declared) + bytes(1 << 20))
    errors, peak = _errors_and_peak_memory(path)
    assert peak < 100 << 20, peak
    expected = (f"{path}: record 1 at byte offset 21: truncated: the record declares {declared} bytes but only "
                f"{1 << 20} remain in the file")
    assert errors == [expected] * 3


@pytest.mark.parametrize("compression", [None, "GZIP", "ZLIB"])
@pytest.mark.parametrize("verify", [True, False])
def test_long_records_are_checked_then_read_again(tmp_path, monkeypatch, compression, verify):
    from tfrecord_bridge.core.codec import records
    monkeypatch.setattr(records, "_CHECK_BEFORE_KEEPING", 5000)  # records over 5000 bytes count as long
    rng = np.random.default_rng(5)
    written = [rng.integers(0, 256, size, dtype=np.uint8).tobytes() for size in (100, 9000, 5000, 5001, 30000)]
    written += [b"", bytes(70000), b"tail"]
    path = tmp_path / {None: "long.tfrecord", "GZIP": "long.tfrecord.gz", "ZLIB": "long.tfrecord.zz"}[compression]
    write_records(path, written, compression=compression)
    assert list(RecordReader(path, verify=verify)) == written
    rows = RecordReader(path, verify=verify).record_rows(max_record_bytes=200)
    assert [row.tobytes() for _, block in rows for row in block] == written
    assert RecordReader(path).count() == len(written)


@pytest.mark.parametrize("compression", [None, "GZIP", "ZLIB"])
def test_a_long_record_with_a_wrong_crc_or_cut_short_names_it(tmp_path, monkeypatch, compression):
    from tfrecord_bridge.core.codec import records
    monkeypatch.setattr(records, "_CHECK_BEFORE_KEEPING", 5000)
    # Incompressible: the bound on what the rest of a compressed file can hold does not refuse it first.
    frames = [reference_frame(b"a" * 10), reference_frame(np.random.default_rng(1).bytes(10240))]
    damaged = bytearray(frames[1])
    damaged[5000] ^= 4
    where = "uncompressed byte offset" if compression else "byte offset"
    compress = {None: bytes, "GZIP": gzip.compress, "ZLIB": zlib.compress}[compression]
    path = tmp_path / "d.tfrecord"
    path.write_bytes(compress(frames[0] + bytes(damaged) + frames[0]))
    for read in (lambda: list(RecordReader(path, compression)),
                 lambda: list(RecordReader(path, compression).record_rows())):
        with pytest.raises(TFRecordError, match=f"d.tfrecord: record 1 at {where} 26: corrupt data"):
            read()
    path.write_bytes(compress(frames[0] + frames[1][:8000]))
    for read in (lambda: list(RecordReader(path, compression)),
                 lambda: list(RecordReader(path, compression).record_rows())):
        message = {None: "truncated: the record declares 10240 bytes but only 7988 remain in the file",
                   "GZIP": "truncated: the record declares 10240 bytes of data but the file ends after 7988 of them",
                   # In rows, the whole small file is inflated already: what the rest can hold is known exactly.
                   "ZLIB": "truncated: the record declares 10240 bytes (of data but the file ends after 7988 of "
                           "them|but the rest of the compressed file can hold at most 7988)"}[compression]
        with pytest.raises(TFRecordError, match=f"d.tfrecord: record 1 at {where} 26: {message}"):
            read()


def test_a_long_last_zlib_record_that_compresses_to_little_is_read_in_rows(tmp_path):
    # record_rows had read the record into its chunk; the bound on what the rest of the file can hold
    # must count those bytes, or a ZLIB file's long last records looked longer than the file allows.
    path = tmp_path / "z.tfrecord.zz"
    written = [b"head", bytes(1 << 20), bytes(range(256)) * 4000]
    write_records(path, written, compression="ZLIB")
    assert [rows.tobytes() for _, rows in RecordReader(path).record_rows()] == written


# --- every gzip reader: isal's igzip, zlib-ng's gzip_ng, Python's gzip (core/codec/deflate.py picks the fastest) ----

GZIP_READERS = pytest.mark.parametrize("reader", list(deflate.available_gzip_readers()))


@pytest.fixture
def gzip_reader(reader):
    with mock.patch.object(deflate, "_GZIP_MODULE", deflate.available_gzip_readers()[reader]):
        yield reader


def test_the_fastest_gzip_reader_is_used():
    assert deflate.INFLATE_BACKEND == next(iter(deflate.available_gzip_readers()))
    assert deflate.available_gzip_readers()["zlib"] is gzip


@GZIP_READERS
def test_every_gzip_reader_reads_members_and_trailing_zeros_alike(tmp_path, gzip_reader):
    path = tmp_path / "m.tfrecord.gz"
    members = [gzip.compress(b"".join(reference_frame(r) for r in RECORDS[:2])),
               gzip.compress(b"".join(reference_frame(r) for r in RECORDS[2:]), compresslevel=1)]
    path.write_bytes(b"".join(members) + bytes(7))
    assert list(read_records(path)) == RECORDS
    assert RecordReader(path).count() == len(RECORDS)


@GZIP_READERS
def test_a_long_last_record_that_compresses_to_little_is_no_truncation(tmp_path, gzip_reader):
    # The C readers take the whole small file in one readinto(): the bound on what the rest of the
    # file can hold must count that read, or the 5 MiB record would look longer than the file allows.
    path = tmp_path / "z.tfrecord.gz"
    records = [b"head", bytes(5 << 20)]
    write_records(path, records, compression="GZIP")
    assert path.stat().st_size < 64 << 10
    assert list(read_records(path)) == records
    assert [rows.tobytes() for _, rows in RecordReader(path).record_rows()] == records


def _gzip_outcome(read, data, size):
    """What reading ``data`` ``size`` bytes at a time gives: the bytes, or 'damaged' (its error's kind varies)."""
    import io
    stream = read(io.BytesIO(data))
    try:
        return b"".join(iter(lambda: stream.read(size), b""))
    except (EOFError, OSError, zlib.error):
        return "damaged"


def test_python_zlibs_gzip_reader_reads_what_gzipfile_reads_and_fails_where_it_fails():
    # deflate.GzipReader replaces gzip.GzipFile where neither isal nor zlib-ng is installed: every file, whole,
    # cut or damaged, must read as GzipFile reads it.
    payload = bytes(range(256)) * 300 + np.random.default_rng(5).bytes(70000)
    members = gzip.compress(payload[:50000]) + gzip.compress(payload[50000:], compresslevel=1)
    files = [b"", b"\x1f", gzip.compress(b""), members, members + bytes(9), gzip.compress(b"x") + bytes(3) + members,
             members + b"\x1f\x8b", members + b"junk", bytes(4) + members, gzip.compress(payload, mtime=0)]
    files += [members[:cut] for cut in range(0, len(members), 997)]
    rng = np.random.default_rng(6)
    for index in rng.integers(0, len(members), 40):
        damaged = bytearray(members)
        damaged[index] ^= 1 << int(rng.integers(8))
        files.append(bytes(damaged))
    for data in files:
        for size in (7, 12, 4096, 70001, 1 << 22):
            expected = _gzip_outcome(lambda raw: gzip.GzipFile(fileobj=raw), data, size)
            assert _gzip_outcome(deflate.GzipReader, data, size) == expected, (len(data), size)


def test_python_zlibs_gzip_reader_inflates_in_large_reads(tmp_path, monkeypatch):
    # Python's gzip reads its file 8 KiB at a time, a zlib call each: most of a numpy-only GZIP read's time.
    monkeypatch.setattr(deflate, "_GZIP_MODULE", gzip)
    path = tmp_path / "big.tfrecord.gz"
    records = [np.random.default_rng(7).bytes(200000) for _ in range(8)]
    write_records(path, records, compression="GZIP")
    reads = []
    with open(path, "rb") as raw:
        counting = mock.Mock(wraps=raw)
        counting.read.side_effect = lambda size=-1: reads.append(size) or raw.read(size)
        stream = deflate.open_gzip(counting)
        assert stream.read(1 << 24) == b"".join(reference_frame(record) for record in records)
    assert len(reads) <= path.stat().st_size // (64 << 10) + 3
    assert list(read_records(path)) == records


@GZIP_READERS
def test_every_gzip_reader_turns_damage_into_errors_naming_the_file(tmp_path, gzip_reader):
    path = tmp_path / "d.tfrecord.gz"
    write_records(path, [bytes(range(256)) * 40, b"tail" * 100], compression="GZIP")
    original = path.read_bytes()
    rng = np.random.default_rng(3)
    damages = [original[:cut] for cut in (11, 100, len(original) - 30, len(original) - 4)]
    damages += [original + b"not gzip"]
    for index in rng.integers(10, len(original), 60):
        damaged = bytearray(original)
        damaged[index] ^= 1 << int(rng.integers(8))
        damages.append(bytes(damaged))
    for damaged in damages:
        path.write_bytes(damaged)
        try:
            records = list(read_records(path))
        except TFRecordError as error:
            assert "d.tfrecord.gz: record" in str(error)
        else:  # a flip the gzip layer does not see (its header's time, flags of no effect) leaves the records whole
            assert records == [bytes(range(256)) * 40, b"tail" * 100]

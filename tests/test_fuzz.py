"""Hostile files cost bounded time and memory and give only defined errors (issue 11, deliverable 1).

Reading and decoding mutated TFRecord files (plain, GZIP, ZLIB) must end in
records or in TFRecordError / ExampleDecodeError, within a time and memory cap:
the issue's own inputs (a 160,000-run record, a gzip bomb declaring 2^40 bytes)
plus files hypothesis generates and damages. Example counts come from the
hypothesis profile (tests/conftest.py: small while working, larger in CI).
"""

import gzip
import re
import struct
import time
import tracemalloc
import zlib

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tfrecord_bridge.core import encode_example, read_records
from tfrecord_bridge.core.codec.crc32c import masked_crc32c
from tfrecord_bridge.core.codec.example import ExampleDecodeError, decode_example, decode_sequence_example, varint
from tfrecord_bridge.core.codec.records import RecordReader, TFRecordError, frame_header

# Fuzzing counts as slow (test.sh --fast leaves it out): every input is read under a timer and tracemalloc,
# and CI's hypothesis profile damages hundreds of files.
pytestmark = pytest.mark.slow

TIME_CAP_SECONDS = 3.0  # generous: a hostile input used to take 43 s or never end
MEMORY_CAP_BYTES = 64 << 20  # a hostile input used to take 1.85 GiB and more


def frame(record):
    return frame_header(len(record)) + record + struct.pack("<I", masked_crc32c(record))


def compress(data, compression):
    if compression == "GZIP":
        return gzip.compress(data, compresslevel=1)
    if compression == "ZLIB":
        return zlib.compress(data, 1)
    return data


def read_everything(path, compression):
    """Every record of the file read and decoded both ways, as importers do; counted too."""
    records = 0
    for record in read_records(path, compression):
        for decode in (decode_example, decode_sequence_example):
            try:
                decode(record)
            except ExampleDecodeError:
                pass
        records += 1
    assert RecordReader(path, compression).count() == records
    for _, rows in RecordReader(path, compression).record_rows():
        assert rows.ndim == 2
    return records


def read_catching_defined_errors(path, compression):
    try:
        read_everything(path, compression)
    except TFRecordError as error:
        assert str(path) in str(error)  # errors name the file


def _status_kib(key):
    with open("/proc/self/status") as status:
        return int(re.search(rf"^{key}:\s+(\d+) kB", status.read(), re.MULTILINE).group(1))


def peak_memory_growth(function):
    """Bytes the process's resident memory grew to at most while ``function`` ran.

    Linux's peak resident size is reset first (/proc/self/clear_refs), so this
    costs nothing while decoding; where that is not allowed, tracemalloc counts
    Python's and numpy's allocations instead (ten times slower).
    """
    try:
        with open("/proc/self/clear_refs", "w") as clear_refs:
            clear_refs.write("5")
    except OSError:
        tracemalloc.start()
        try:
            function()
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
    before = _status_kib("VmRSS")
    function()
    return (_status_kib("VmHWM") - before) * 1024


def within_caps(path, compression):
    """Read the file; only defined errors, within the time and memory caps."""
    started = time.perf_counter()
    peak = peak_memory_growth(lambda: read_catching_defined_errors(path, compression))
    elapsed = time.perf_counter() - started
    assert elapsed < TIME_CAP_SECONDS, f"{path.name}: {elapsed:.1f} s"
    assert peak < MEMORY_CAP_BYTES, f"{path.name}: {peak >> 20} MiB"


def gzip_bomb(head, zero_blocks):
    """A gzip stream of ``head`` then ``zero_blocks`` times 16 MiB of zeros, made without compressing them all:
    after a full flush deflate forgets its history, so one compressed block repeats."""
    zeros = bytes(16 << 20)
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    start = deflate.compress(head) + deflate.flush(zlib.Z_FULL_FLUSH)
    block = deflate.compress(zeros) + deflate.flush(zlib.Z_FULL_FLUSH)
    crc = zlib.crc32(head)
    for _ in range(zero_blocks):
        crc = zlib.crc32(zeros, crc)
    size = len(head) + zero_blocks * len(zeros)
    return (b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff" + start + block * zero_blocks + deflate.flush()
            + struct.pack("<II", crc, size & 0xFFFFFFFF))


def delimited(number, body):
    return varint(number << 3 | 2) + varint(len(body)) + body


def test_the_issues_inputs_stay_within_the_caps(tmp_path):
    runs = delimited(1, delimited(1, delimited(1, b"k") + delimited(2, delimited(1, delimited(1, b"x")) * 160_000)))
    floats = delimited(1, delimited(1, delimited(1, b"f") + delimited(
        2, delimited(2, delimited(1, struct.pack("<f", 1.0))) * 160_000)))
    (tmp_path / "runs.tfrecord.gz").write_bytes(compress(frame(runs) + frame(floats), "GZIP"))
    within_caps(tmp_path / "runs.tfrecord.gz", "auto")
    bomb = tmp_path / "bomb.tfrecord.gz"
    bomb.write_bytes(gzip_bomb(frame_header(2 ** 40), zero_blocks=32))  # 512 MiB of zeros, 0.5 MB on disk
    within_caps(bomb, "auto")
    # A ZLIB file of 20 records cut to its first 2 bytes read as 0 records.
    whole = compress(b"".join(frame(encode_example({"v": np.arange(i, dtype=np.float32)})) for i in range(20)), "ZLIB")
    (tmp_path / "cut.tfrecord.zz").write_bytes(whole[:2])
    within_caps(tmp_path / "cut.tfrecord.zz", "ZLIB")


values = st.one_of(
    st.lists(st.floats(width=32, allow_nan=False), max_size=20).map(lambda v: np.array(v, np.float32)),
    st.lists(st.integers(-2 ** 63, 2 ** 63 - 1), max_size=20).map(lambda v: np.array(v, np.int64)),
    st.lists(st.binary(max_size=20), min_size=1, max_size=4))
examples = st.dictionaries(st.text(max_size=6), values, max_size=4).map(encode_example)


@st.composite
def damaged_files(draw):
    """(bytes on disk, compression): a file of Examples, damaged the ways the issue found."""
    compression = draw(st.sampled_from([None, "GZIP", "ZLIB"]))
    framed = bytearray(b"".join(frame(record) for record in draw(st.lists(examples, min_size=1, max_size=5))))
    damage = draw(st.sampled_from(["length", "flip", "cut", "insert", "none"]))
    if damage == "length":
        # A record header declaring a huge length with a valid CRC (the bomb's trick).
        header = frame_header(draw(st.sampled_from([2 ** 31, 2 ** 40, 2 ** 63, 2 ** 64 - 1])))
        position = draw(st.integers(0, len(framed)))
        framed[position:position] = header
    elif damage == "flip":
        position = draw(st.integers(0, len(framed) - 1))
        framed[position] ^= 1 << draw(st.integers(0, 7))
    elif damage == "insert":
        position = draw(st.integers(0, len(framed)))
        framed[position:position] = draw(st.binary(min_size=1, max_size=8))
    data = compress(bytes(framed), compression)
    if damage == "cut":
        data = data[:draw(st.integers(0, len(data) - 1))]
    elif compression and draw(st.booleans()):
        data = data + draw(st.binary(min_size=1, max_size=4))  # trailing garbage after the stream
    return data, compression


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(damaged_files())
def test_damaged_files_stay_within_the_caps(tmp_path, file):
    data, compression = file
    path = tmp_path / "fuzz.tfrecord"
    path.write_bytes(data)
    within_caps(path, compression)

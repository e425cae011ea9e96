"""TFRecord framing: write and read records, plain, GZIP or ZLIB.

Each record on disk is ``uint64 length | uint32 masked_crc(length) | data |
uint32 masked_crc(data)``, all little endian (TensorFlow's record_writer.cc).
Files appear under their final name only once complete: writers work on a
temporary name and rename on success, and delete it on failure.
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import io
import os
import queue
import struct
import threading
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING, Any, Union, cast

import numpy as np

from ..base.messages import counted, message, message_of
from ..places import storage
from ..places.outputs import OutputError, Outputs, describe_os_error, remove_quietly
from . import deflate
from .crc32c import crc32c, crc32c_rows, masked_crc32c
from .deflate import DEFAULT_LEVEL, ParallelGzip, backend_for, check_level, decompressobj, open_gzip

if TYPE_CHECKING:
    # A buffer whose raw bytes are written as they are.
    Buffer = Union[bytes, bytearray, memoryview]
    # A record: one buffer or array, or the parts of one written without being joined.
    Record = Union[Buffer, np.ndarray, Sequence[Buffer]]
    PathLike = Union[str, os.PathLike]

_HEADER = struct.Struct("<QI")
_FOOTER = struct.Struct("<I")
HEADER_SIZE = _HEADER.size
FOOTER_SIZE = _FOOTER.size
FRAMING_SIZE = HEADER_SIZE + FOOTER_SIZE

COMPRESSIONS = (None, "GZIP", "ZLIB")
DEFAULT_GZIP_LEVEL = DEFAULT_LEVEL

# Records are read in pieces of this size so that a corrupt length field can
# never make us allocate more than the bytes that really follow.
_READ_PIECE = 16 << 20
# A record declared longer than this is read twice: first in pieces, kept only long enough to
# checksum them, to see that all its bytes and its CRC are there; then again, to keep it. A
# compressed file can hold a gigabyte of zeros in a megabyte, so that a damaged or hostile length
# field is there in full: it costs no more memory than a piece, however long it says it is.
_CHECK_BEFORE_KEEPING = 64 << 20

# A record is one protobuf message, which cannot reach 2 GiB: a longer declared length is damage.
MAX_RECORD_BYTES = (2 << 30) - 1
# The longest record read unless the environment variable says otherwise (docs/speed.md): what a record
# read costs in memory is its length, and a megabyte of gzip can hold a valid gigabyte-long record.
# An import holds a record about twice over (its bytes, then its values): 128 MiB keeps it under ~400 MB.
DEFAULT_RECORD_CEILING_MB = 128
RECORD_CEILING_VARIABLE = "TFRECORD_BRIDGE_MAX_RECORD_MB"


def record_ceiling() -> int:
    """The most bytes a record read may declare: TFRECORD_BRIDGE_MAX_RECORD_MB megabytes (MiB), default 128."""
    try:
        megabytes = int(os.environ.get(RECORD_CEILING_VARIABLE, DEFAULT_RECORD_CEILING_MB))
    except ValueError:
        megabytes = DEFAULT_RECORD_CEILING_MB
    return min(max(megabytes, 1) << 20, MAX_RECORD_BYTES)


# Deflate turns one compressed byte into at most 1032 bytes: what the rest of a compressed file can hold.
_MAX_INFLATE_RATIO = 1032


@dataclass(frozen=True)
class WrittenFile:
    """What a writer put into one file: its path, records, bytes and the SHA-256 of those bytes (as stored,
    compressed or not), counted as they were written: what the export sidecar's run lists (:mod:`.manifest`)."""

    path: str
    records: int
    size: int
    sha256: str


class FileDigest:
    """The SHA-256 and length of a file's bytes in the order they pass, writing or reading; ``whole`` is False
    once a reader skipped bytes (a seek), whose digest then says nothing.

    ``background``: hashed on a thread of its own, a buffer behind the writer (hashlib lets go of the GIL), so
    an uncompressed export, whose writing is little more than a copy, does not wait for the hash. The writer
    must not change a buffer once written (the export's and :mod:`.assemble`'s write fresh ones); one buffer
    at most waits.
    """

    def __init__(self, background: bool = False) -> None:
        self._hash = hashlib.sha256()
        self.size = 0
        self.whole = True
        self._queue: queue.Queue | None = None
        self._thread: threading.Thread | None = None
        if background:
            self._queue = queue.Queue(maxsize=1)
            self._thread = threading.Thread(target=self._hash_queued, name="tfrecord-digest", daemon=True)
            self._thread.start()

    def _hash_queued(self) -> None:
        if self._queue is None:
            return
        while (view := self._queue.get()) is not None:
            self._hash.update(view)

    def update(self, data: Any) -> None:
        view = memoryview(data).cast("B")
        if self._queue is not None:
            self._queue.put(view)
        else:
            self._hash.update(view)
        self.size += view.nbytes

    def finish(self) -> None:
        """Wait for the buffers still being hashed; the thread ends (also when the file is given up)."""
        if self._thread is not None and self._queue is not None:
            self._queue.put(None)
            self._thread.join()
            self._thread = self._queue = None

    def hexdigest(self) -> str:
        self.finish()
        return self._hash.hexdigest()


class _DigestingFile:
    """A file being written or read whose bytes also go through a :class:`FileDigest`, at no second read."""

    def __init__(self, raw: Any, digest: FileDigest) -> None:
        self._raw = raw
        self.digest = digest

    def write(self, data: Any) -> int:
        written = self._raw.write(data)
        self.digest.update(data)
        return cast(int, written)

    def read(self, size: int = -1) -> bytes:
        piece: bytes = self._raw.read(size)
        self.digest.update(piece)
        return piece

    def readinto(self, buffer: Any) -> int | None:
        count = self._raw.readinto(buffer)
        if count:
            self.digest.update(memoryview(buffer).cast("B")[:count])
        return cast("int | None", count)

    def seek(self, offset: int, whence: int = os.SEEK_SET) -> int:
        self.digest.whole = False
        return cast(int, self._raw.seek(offset, whence))

    def drain(self) -> None:
        """Read what the decoder left unread (nothing, in a well-formed file), so the digest covers the file."""
        while self.read(_READ_PIECE):
            pass

    def __getattr__(self, name: str) -> Any:
        return getattr(self._raw, name)


class TFRecordError(ValueError):
    """A TFRecord file is corrupt, truncated or not a TFRecord file."""


def _mask(crc: int) -> int:
    return ((((crc >> 15) | (crc << 17)) & 0xFFFFFFFF) + 0xA282EAD8) & 0xFFFFFFFF


def normalize_compression(compression: str | None) -> str | None:
    """Map the spellings users pass ('gzip', '', None, 'NONE') to a canonical value."""
    if compression is None:
        return None
    name = str(compression).strip().upper()
    if name in ("", "NONE"):
        return None
    if name not in ("GZIP", "ZLIB"):
        raise ValueError(message("unknown compression {compression!r}: use None, 'GZIP' or 'ZLIB'",
                                 compression=compression))
    return name


def detect_compression(path: PathLike) -> str | None:
    """None when the file starts with a valid record header; GZIP when it starts like a gzip stream,
    whatever its name; otherwise from the name.

    The header check comes first: a plain file whose first record is 35615 bytes
    long starts with the gzip magic bytes too.
    """
    try:
        with storage.open_file(path, "rb") as stream:
            start = stream.read(HEADER_SIZE)
    except OSError:
        return compression_from_name(path)  # the reason is reported when the file is read
    if len(start) == HEADER_SIZE and frame_header(_HEADER.unpack(start)[0]) == start:
        return None
    if start[:3] == b"\x1f\x8b\x08":
        return "GZIP"
    return compression_from_name(path)


def compression_from_name(path: PathLike) -> str | None:
    """GZIP for '.gz' names, ZLIB for '.zz'/'.zlib', else none."""
    lower = os.fspath(path).lower()
    if lower.endswith(".gz") or lower.endswith(".gzip"):
        return "GZIP"
    if lower.endswith(".zz") or lower.endswith(".zlib"):
        return "ZLIB"
    return None


def _as_buffers(record: Record) -> Sequence[Buffer]:
    """A record is bytes-like or a sequence of bytes-like parts (written without joining)."""
    if isinstance(record, (bytes, bytearray, memoryview)):
        return (record,)
    if isinstance(record, np.ndarray) or hasattr(record, "__array_interface__"):
        return (_byte_view(cast(Any, record)),)
    return record


def _byte_view(buffer: Buffer | np.ndarray) -> memoryview:
    """A flat memoryview of format B over a C-contiguous buffer or array (TypeError for any other)."""
    # numpy 1.x's stubs do not say that arrays are buffers.
    return memoryview(cast(Any, buffer)).cast("B")


def _nbytes(buffer: Buffer) -> int:
    return buffer.nbytes if isinstance(buffer, memoryview) else len(buffer)


@functools.lru_cache(maxsize=4096)
def frame_header(length: int) -> bytes:
    """The 12 bytes before a record of ``length`` bytes (cached: record lengths repeat in a file)."""
    length_bytes = struct.pack("<Q", length)
    return length_bytes + _FOOTER.pack(masked_crc32c(length_bytes))


def _masked_rows(crcs: np.ndarray) -> np.ndarray:
    crcs = np.asarray(crcs, dtype=np.uint32)
    return ((crcs >> np.uint32(15)) | (crcs << np.uint32(17))) + np.uint32(0xA282EAD8)


def frame_record_groups(groups: Iterable[tuple[np.ndarray, np.ndarray]], count: int) -> tuple[np.ndarray, np.ndarray]:
    """Frame ``count`` records given as groups of equal-length rows, back in record order.

    ``groups``: ``[(record indices, records [n, length] uint8), ...]`` as
    :func:`.example.encode_sequence_examples` returns. Returns ``(buffer, framed
    sizes)`` for :meth:`ShardedRecordWriter.write_framed`; CRCs are computed a
    group at a time (:func:`.crc32c.crc32c_rows`), with no loop per record.
    """
    sizes = np.zeros(count, dtype=np.int64)
    for members, records in groups:
        sizes[members] = records.shape[1] + FRAMING_SIZE
    starts = np.cumsum(sizes) - sizes
    framed = np.empty(int(sizes.sum()), dtype=np.uint8)
    for members, records in groups:
        length = records.shape[1]
        rows = np.empty((members.size, length + FRAMING_SIZE), dtype=np.uint8)
        rows[:, :HEADER_SIZE] = np.frombuffer(frame_header(length), dtype=np.uint8)
        rows[:, HEADER_SIZE:HEADER_SIZE + length] = records
        crcs = _masked_rows(crc32c_rows(np.ascontiguousarray(records)))
        rows[:, HEADER_SIZE + length:] = crcs.astype("<u4").view(np.uint8).reshape(-1, FOOTER_SIZE)
        framed[starts[members][:, None] + np.arange(length + FRAMING_SIZE)] = rows
    return framed, sizes


def frame_records(records: Iterable[Record]) -> tuple[bytearray, list[int]]:
    """``(buffer, framed sizes)`` of records (bytes-like, or lists of parts) framed back to back.

    The CRCs are computed here, so a worker thread can frame a batch that
    :meth:`ShardedRecordWriter.write_framed` then writes. The buffer is sized
    first and filled in place: growing it would briefly need twice its size.
    """
    parts = [[_byte_view(buffer) for buffer in _as_buffers(record)] for record in records]
    sizes = [sum(buffer.nbytes for buffer in buffers) + FRAMING_SIZE for buffers in parts]
    framed = bytearray(sum(sizes))
    view = memoryview(framed)
    position = 0
    for buffers, size in zip(parts, sizes):
        view[position:position + HEADER_SIZE] = frame_header(size - FRAMING_SIZE)
        position += HEADER_SIZE
        start = position
        for buffer in buffers:
            view[position:position + buffer.nbytes] = buffer
            position += buffer.nbytes
        # One CRC over the record's copy: an encoded record is many short pieces (keys, tags, lengths)
        # around its arrays, and each call on one has a fixed cost.
        _FOOTER.pack_into(framed, position, _mask(crc32c(view[start:position])))
        position += FOOTER_SIZE
    return framed, sizes


class _Deflater:
    """File-like sink compressing into ``raw`` (GZIP: wbits 31, ZLIB: 15), with zlib or a faster equal."""

    def __init__(self, raw: IO[bytes], wbits: int, level: int) -> None:
        self._raw = raw
        self._compressor = backend_for(level)[1].compressobj(level, zlib.DEFLATED, wbits)

    def write(self, data: Buffer) -> None:
        self._raw.write(self._compressor.compress(data))

    def finish(self) -> None:
        self._raw.write(self._compressor.flush())


class _CloseOnSuccess:
    """As a context manager: close() when the block succeeds, abort() when it raises."""

    def __enter__(self) -> Any:
        return self

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        if exc_type is None:
            self.close()
        else:
            self.abort()

    def close(self) -> None:
        raise NotImplementedError

    def abort(self) -> None:
        raise NotImplementedError


class RecordWriter(_CloseOnSuccess):
    """Writes one TFRecord file atomically.

    >>> with RecordWriter("out.tfrecord.gz", compression="GZIP") as writer:
    ...     writer.write(b"record")

    ``write`` takes bytes-like data or a list of bytes-like parts, which are
    framed as one record without being joined. The file is written under
    ``path.<run>.part`` (``run``: the run's id, :func:`.storage.new_run_id`; default a new one, so that no other
    writer ever writes that file) and renamed on a clean close; on an exception inside the
    ``with`` block, or on :meth:`abort`, the partial file is deleted. A failing
    write (a full disk) raises :class:`.outputs.OutputError` naming the file.
    ``executor``: a thread pool on which GZIP is deflated in segments
    (:class:`.deflate.ParallelGzip`); None deflates here, in one stream.
    :meth:`written_file` gives the file's records, bytes and SHA-256, hashed as
    they are written (``hash_behind``: on a thread, for callers that never
    change a buffer they wrote).
    """

    def __init__(self, path: PathLike, compression: str | None = None, level: int = DEFAULT_GZIP_LEVEL,
                 rename_on_close: bool = True, executor: ThreadPoolExecutor | None = None,
                 keep_sizes: bool = False, run: str | None = None, hash_behind: bool = False) -> None:
        self.path = os.fspath(path)
        # The framed size of every record, for a .tfindex (with keep_sizes); None otherwise.
        self.record_sizes: list[int] | None = [] if keep_sizes else None
        self.compression = normalize_compression(compression)
        self.partial_path = storage.partial_name(self.path, run or storage.new_run_id())
        self.rename_on_close = rename_on_close
        self.records_written = 0
        self.bytes_written = 0  # framed, before compression
        check_level(level)
        # Of the bytes as stored, which the export sidecar lists (.manifest); on a thread of its own with
        # ``hash_behind``, for a caller that never changes a buffer it wrote (FileDigest).
        self.digest = FileDigest(background=hash_behind)
        try:
            # Every byte of the file passes it (a file-like proxy): the digest costs no second read.
            self._raw = cast("IO[bytes]", _DigestingFile(storage.open_staged(self.partial_path, self.path),
                                                         self.digest))
        except OSError as error:
            raise OutputError(describe_os_error(error, self.path)) from error
        self._deflater: ParallelGzip | _Deflater | None = None
        if self.compression == "GZIP" and executor is not None:
            self._deflater = ParallelGzip(self._raw, level, executor)
        elif self.compression is not None:
            self._deflater = _Deflater(self._raw, 31 if self.compression == "GZIP" else 15, level)
        self._sink: IO[bytes] | ParallelGzip | _Deflater = self._deflater or self._raw
        self.closed = False

    def write(self, record: Record) -> None:
        buffers = _as_buffers(record)
        length = 0
        crc = 0
        for buffer in buffers:
            length += _nbytes(buffer)
            crc = crc32c(buffer, crc)
        sink = self._sink
        try:
            sink.write(frame_header(length))
            for buffer in buffers:
                sink.write(buffer)
            sink.write(_FOOTER.pack(_mask(crc)))
        except OSError as error:
            raise OutputError(describe_os_error(error, self.path)) from error
        self.records_written += 1
        self.bytes_written += length + FRAMING_SIZE
        if self.record_sizes is not None:
            self.record_sizes.append(length + FRAMING_SIZE)

    def write_framed(self, framed: Buffer | np.ndarray, count: int, sizes: Iterable[int] | None = None) -> None:
        """Write ``count`` records already framed (header, data, footer) as one buffer; ``sizes``: their framed
        sizes (needed when the writer keeps them)."""
        view = _byte_view(framed)
        try:
            self._sink.write(view)
        except OSError as error:
            raise OutputError(describe_os_error(error, self.path)) from error
        if self.record_sizes is not None:
            if sizes is None:
                raise ValueError(message("a writer that keeps the records' sizes needs them"))
            self.record_sizes.extend(int(size) for size in sizes)
        self.records_written += count
        self.bytes_written += view.nbytes

    def write_deflated(self, deflated: Buffer, crc: int, length: int) -> None:
        """Append framed records deflated elsewhere (:func:`.deflate.deflate_segments`: ``length`` bytes before
        deflate, of CRC-32 ``crc``) to a GZIP file deflated on a pool (:meth:`.deflate.ParallelGzip.write_deflated`)."""
        if not isinstance(self._deflater, ParallelGzip):
            raise ValueError(message("only a GZIP writer with a pool takes deflated data"))
        try:
            self._deflater.write_deflated(deflated, crc, length)
        except OSError as error:
            raise OutputError(describe_os_error(error, self.path)) from error
        self.bytes_written += length

    def _finish_stream(self) -> None:
        try:
            if self._deflater is not None:
                self._deflater.finish()
        finally:
            self._raw.close()
            self.digest.finish()

    def close(self) -> None:
        """Finish the file; it gets its final name unless ``rename_on_close`` is off."""
        if self.closed:
            return
        self.closed = True
        try:
            self._finish_stream()
        except BaseException as error:
            remove_quietly(self.partial_path)
            if isinstance(error, OSError) and not isinstance(error, OutputError):
                raise OutputError(describe_os_error(error, self.path)) from error
            raise
        if self.rename_on_close:
            self.commit()

    def written_file(self) -> WrittenFile:
        """The finished file's records, size and SHA-256, under its final name."""
        return WrittenFile(self.path, self.records_written, self.digest.size, self.digest.hexdigest())

    def commit(self) -> None:
        """Give the finished file its final name."""
        storage.replace(self.partial_path, self.path)

    def abort(self) -> None:
        """Stop and delete whatever was written."""
        if not self.closed:
            self.closed = True
            if isinstance(self._deflater, ParallelGzip):
                self._deflater.discard()
            try:
                # A file sent to S3 as it is written stops there, unsent (its upload is aborted below).
                getattr(self._raw, "discard", self._raw.close)()
            except OSError:
                pass
            self.digest.finish()
        remove_quietly(self.partial_path)


def shard_end(ends: np.ndarray, first: int, start: int, room: int) -> int:
    """Where a shard with ``room`` bytes left stops taking records: the index after the last one it takes, from
    record ``first`` (which starts at byte ``start``) on; ``ends``: the records' cumulative framed sizes. It takes
    every following record that fits, and at least one. The one rule of where shards are cut: the writer here
    and the Dask export's client (:func:`.assemble.shard_cuts`) both follow it, so their files are the same."""
    return max(int(np.searchsorted(ends, start + room, side="right")), first + 1)


class ShardedRecordWriter(_CloseOnSuccess):
    """Writes records across shards, starting a new one before a shard would pass ``max_bytes``.

    Sizes are counted before compression, framing included, as EE counts
    maxFileSize; a record larger than the limit goes alone in its own shard.
    ``shard_path(i)`` names shard i. Shards keep temporary names until
    :meth:`close` succeeds, so a cancelled or failed run leaves no file that looks
    finished; :meth:`abort` (or an exception in the ``with`` block) deletes them.
    With ``outputs`` (an :class:`.outputs.Outputs`), :meth:`close` hands the
    finished shards to it instead of renaming them: they get their names with
    the run's other files.
    """

    def __init__(self, shard_path: Callable[[int], PathLike], max_bytes: int, compression: str | None = None,
                 level: int = DEFAULT_GZIP_LEVEL, executor: ThreadPoolExecutor | None = None,
                 outputs: Outputs | None = None, keep_sizes: bool = False, hash_behind: bool = False) -> None:
        if max_bytes <= 0:
            raise ValueError(message("max_bytes must be positive, got {max_bytes}", max_bytes=max_bytes))
        self._outputs = outputs
        self._shard_path = shard_path
        self.max_bytes = int(max_bytes)
        self.compression = normalize_compression(compression)
        self.level = check_level(level)
        self.executor = executor
        self.keep_sizes = keep_sizes
        self.hash_behind = hash_behind
        self._writers: list[RecordWriter] = []
        self.records_written = 0

    @property
    def paths(self) -> list[str]:
        return [writer.path for writer in self._writers]

    def shard_sizes(self) -> list[tuple[str, list[int] | None]]:
        """(shard path, framed size of each record in it) of every shard; the writer must keep sizes."""
        return [(writer.path, writer.record_sizes) for writer in self._writers]

    def written_files(self) -> list[WrittenFile]:
        """Each finished shard's records, size and SHA-256 (:meth:`RecordWriter.written_file`)."""
        return [writer.written_file() for writer in self._writers]

    def _writer_for(self, size: int) -> RecordWriter:
        current = self._writers[-1] if self._writers else None
        if current is None or (current.bytes_written > 0 and current.bytes_written + size > self.max_bytes):
            if current is not None:
                current.close()
            current = RecordWriter(self._shard_path(len(self._writers)), self.compression,
                                   self.level, rename_on_close=False, executor=self.executor,
                                   keep_sizes=self.keep_sizes, hash_behind=self.hash_behind,
                                   run=self._outputs.run_id if self._outputs is not None else None)
            self._writers.append(current)
        return current

    def write(self, record: Record) -> None:
        buffers = _as_buffers(record)
        size = sum(_nbytes(b) for b in buffers) + FRAMING_SIZE
        self._writer_for(size).write(buffers)
        self.records_written += 1

    def write_framed(self, framed: Buffer | np.ndarray, record_sizes: Sequence[int] | np.ndarray) -> None:
        """Write records framed into one buffer; ``record_sizes`` are their framed sizes.

        Splits the buffer where the shard limit falls, so batches still shard per record.
        """
        view = _byte_view(framed)
        sizes = np.asarray(record_sizes, dtype=np.int64)
        ends = np.cumsum(sizes)
        first = 0
        start = 0
        while first < len(sizes):
            writer = self._writer_for(int(sizes[first]))
            stop = shard_end(ends, first, start, self.max_bytes - writer.bytes_written)
            end = int(ends[stop - 1])
            writer.write_framed(view[start:end], stop - first, sizes[first:stop])
            self.records_written += stop - first
            first, start = stop, end

    def close(self) -> None:
        """Finish every shard, then give them their final names; if one cannot be finished, none is kept."""
        try:
            for writer in self._writers:
                writer.close()
        except BaseException:
            self.abort()
            raise
        outputs = self._outputs if self._outputs is not None else Outputs()
        for writer in self._writers:
            outputs.add(writer.partial_path, writer.path)
        if self._outputs is None:
            outputs.commit()  # all shards get their names, or none does

    def abort(self) -> None:
        for writer in self._writers:
            writer.abort()



def write_records(path: PathLike, records: Iterable[Record], compression: str | None = "GZIP",
                  level: int = DEFAULT_GZIP_LEVEL) -> int:
    """Write an iterable of records (bytes-like, or lists of parts) to one file; returns the count."""
    with RecordWriter(path, compression, level) as writer:
        for record in records:
            writer.write(record)
    return writer.records_written


class _CountingReader:
    """read(n) and readinto(b) over a file that remember the largest read: how far a decompressor may
    have read ahead (Python's gzip reads, isal's and zlib-ng's read into a buffer of their own)."""

    def __init__(self, raw: io.BufferedIOBase) -> None:
        self._raw = raw
        self.largest_read = 0

    def read(self, size: int = -1) -> bytes:
        piece = self._raw.read(size)
        self.largest_read = max(self.largest_read, len(piece))
        return piece

    def readinto(self, buffer: Any) -> int | None:
        count = self._raw.readinto(buffer)
        self.largest_read = max(self.largest_read, count or 0)
        return count

    def __getattr__(self, name: str) -> Any:
        return getattr(self._raw, name)


class _ZlibStream:
    """Minimal read(n) over a ZLIB-framed file (one stream, as TensorFlow writes).

    As strict as gzip: a stream cut short (its end or Adler-32 checksum missing)
    raises EOFError, and bytes after its end raise zlib.error.
    """

    def __init__(self, raw: IO[bytes]) -> None:
        self._raw = raw
        self._inflater = decompressobj(15)
        self._pending = b""
        self._started = False

    def read(self, size: int) -> bytes:
        pieces = []
        wanted = size
        while wanted > 0:
            if self._pending:
                piece = self._pending[:wanted]
                self._pending = self._pending[wanted:]
            else:
                if self._inflater.eof:
                    self._refuse_trailing_bytes()
                    break
                source = self._inflater.unconsumed_tail or self._raw.read(1 << 16)
                if not source:
                    if self._started:
                        raise EOFError(message("the ZLIB stream is cut short: it ends before its end marker and "
                                               "Adler-32 checksum"))
                    break  # an empty file: no records
                self._started = True
                piece = self._inflater.decompress(source, wanted)
            pieces.append(piece)
            wanted -= len(piece)
        return b"".join(pieces)

    def _refuse_trailing_bytes(self) -> None:
        trailing = len(self._inflater.unused_data) + len(self._raw.read(1 << 16))
        if trailing:
            end = self._raw.tell() - trailing if hasattr(self._raw, "tell") else "?"
            raise zlib.error(message("bytes follow the end of the ZLIB stream at compressed byte offset {end}",
                                     end=end))

    def most_bytes_left(self, file_size: int) -> int:
        """The most uncompressed bytes the rest of the file can still give."""
        compressed = len(self._inflater.unconsumed_tail) + max(0, file_size - self._raw.tell())
        return len(self._pending) + compressed * _MAX_INFLATE_RATIO


class _Prefixed:
    """read(n) over bytes already read, then the stream; what is left unread stays in ``pending``."""

    def __init__(self, pending: bytes, stream: Any) -> None:
        self.pending = pending
        self._stream = stream

    def read(self, size: int) -> bytes:
        if len(self.pending) >= size:
            piece, self.pending = self.pending[:size], self.pending[size:]
            return piece
        piece, self.pending = self.pending, b""
        return piece + self._stream.read(size - len(piece))


class _SecondReading:
    """A second opening of a file, which reads again long records already checked.

    It only moves forward, so a file of many long records is read twice in all, not once more for
    each record up to it (a compressed stream cannot be entered in the middle).
    """

    def __init__(self, path: str, compression: str | None) -> None:
        self._raw = storage.open_file(path, "rb")
        self._stream: Any = self._raw
        if compression == "GZIP":
            self._stream = open_gzip(self._raw)
        elif compression == "ZLIB":
            self._stream = _ZlibStream(self._raw)
        self._seeks = compression is None
        self.position = 0  # in the uncompressed stream

    def read(self, start: int, length: int) -> bytes:
        """``length`` bytes from ``start`` (at or after :attr:`position`); fewer when the file ends first."""
        if self._seeks:
            self._raw.seek(start)
        else:
            while self.position < start:
                skipped = len(self._stream.read(min(start - self.position, _READ_PIECE)))
                if not skipped:
                    return b""
                self.position += skipped
        data: bytes = self._stream.read(length)
        self.position = start + len(data)
        return data

    def close(self) -> None:
        self._raw.close()



def _ends_in_header(read: int) -> str:
    return counted(read, "truncated: the file ends %n byte into a record header",
                   "truncated: the file ends %n bytes into a record header")

class RecordReader:
    """Streams the records of one TFRecord file, verifying both CRCs.

    Iterating yields each record's data as ``bytes``. Corruption raises
    :class:`TFRecordError` naming the file, the record index and the byte offset
    (in the uncompressed stream for compressed files).

    Memory stays bounded whatever a length field says: a record is read in
    pieces, never allocated before its bytes are there, and one longer than
    64 MiB is first checksummed piece by piece and dropped, then read again
    (from a second opening of the file) only when all of it and its CRC are
    right: a megabyte of gzip declaring, and holding, 2 GiB of zeros is refused
    holding no more than a piece. A real long record costs its own size, once.
    """

    def __init__(self, path: PathLike, compression: str | None = "auto", verify: bool = True,
                 digest: FileDigest | None = None) -> None:
        self.path = os.fspath(path)
        # The file's bytes as read pass through it (:mod:`.manifest` checks them against the export sidecar);
        # digest.whole stays True only when every byte of the file went through it, in order.
        self.digest = digest
        if isinstance(compression, str) and compression.lower() == "auto":
            compression = detect_compression(self.path)
        self.compression = normalize_compression(compression)
        self.verify = verify
        self.offset = 0
        self.index = 0
        self._known_size: int | None = None
        self._most_bytes_left: Callable[[], int] | None = None
        self._second: _SecondReading | None = None

    def _open(self, raw: IO[bytes]) -> Any:
        """The uncompressed stream over the open file ``raw``."""
        file_size = storage.getsize(self.path)
        if self.compression is None:
            self._known_size = file_size
            return raw
        if self.compression == "GZIP":
            counted = _CountingReader(cast(io.BufferedIOBase, raw))  # a binary open_file: buffered
            # Besides what is left in the file, gzip may hold its last read and a buffer of output.
            self._most_bytes_left = lambda: ((file_size - raw.tell() + counted.largest_read) * _MAX_INFLATE_RATIO
                                             + (1 << 20))
            return open_gzip(counted)
        stream = _ZlibStream(raw)
        self._most_bytes_left = lambda: stream.most_bytes_left(file_size)
        return stream

    def _check_declared_length(self, length: int, buffered: int = 0) -> None:
        """Refuse, before anything is allocated, a length the rest of the file cannot hold or no record can have.

        ``buffered``: bytes after the header already read from a compressed stream.
        """
        if self._known_size is not None:
            left = self._known_size - self.offset - HEADER_SIZE
            if length > left:
                raise self._error(message("truncated: the record declares {length} bytes but only {left} remain in "
                                          "the file", length=length, left=left))
        elif self._most_bytes_left is not None:
            most = buffered + self._most_bytes_left()
            if length > most:
                raise self._error(message("truncated: the record declares {length} bytes but the rest of the "
                                          "compressed file can hold at most {most}", length=length, most=most))
        if length > MAX_RECORD_BYTES:
            raise self._error(message("the record declares {length} bytes, more than a record can hold "
                                      "({largest}): a damaged file", length=length,
                                      largest=MAX_RECORD_BYTES))
        ceiling = record_ceiling()
        if length > ceiling:
            raise self._error(message("the record declares {length} bytes, more than the {megabytes} MB a record "
                                      "is read up to; set {variable} to read longer records", length=length,
                                      megabytes=ceiling >> 20, variable=RECORD_CEILING_VARIABLE))

    def located(self, problem: str) -> str:
        """``problem`` of the record being read, naming the file, the record and its offset as errors do."""
        return message_of(self._error(problem))  # a Message: the problem is shown in the user's language

    def _error(self, problem: str) -> TFRecordError:
        if self.compression:
            return TFRecordError(message("{path}: record {index} at uncompressed byte offset {offset}: {problem}",
                                         path=self.path, index=self.index, offset=self.offset, problem=problem))
        return TFRecordError(message("{path}: record {index} at byte offset {offset}: {problem}",
                                     path=self.path, index=self.index, offset=self.offset, problem=problem))

    def _read_exactly(self, stream: Any, size: int) -> bytes:
        """``size`` bytes of a record's data, read in pieces: a length field cannot allocate bytes not there."""
        piece = stream.read(min(size, _READ_PIECE))
        if len(piece) == size:
            return piece
        pieces = [piece]
        got = len(piece)
        while got < size and piece:
            piece = stream.read(min(size - got, _READ_PIECE))
            pieces.append(piece)
            got += len(piece)
        if got < size:
            raise self._truncated(size, got)
        return pieces[0] if len(pieces) == 1 else b"".join(pieces)

    def _truncated(self, length: int, got: int) -> TFRecordError:
        return self._error(message("truncated: the record declares {length} bytes of data but the file ends after "
                                   "{got} of them", length=length, got=got))

    def _check_footer(self, stream: Any, crc: int | None) -> None:
        """Read the data's CRC after it and compare it with ``crc`` (masked; None: not verified)."""
        footer = stream.read(FOOTER_SIZE)
        if len(footer) < FOOTER_SIZE:
            raise self._error(message("truncated: the file ends before the record's data CRC"))
        if crc is not None and crc != _FOOTER.unpack(footer)[0]:
            raise self._error(message("corrupt data (its CRC does not match)"))

    def _read_data(self, stream: Any, length: int) -> bytes:
        """The data of a record whose header was just read, its CRC checked; leaves the stream after the CRC."""
        if length > _CHECK_BEFORE_KEEPING:
            return self._read_data_twice(stream, length)
        data = self._read_exactly(stream, length)
        self._check_footer(stream, masked_crc32c(data) if self.verify else None)
        return data

    def _read_data_twice(self, stream: Any, length: int) -> bytes:
        """A long record's data: its bytes checksummed as they come and dropped, then, all there and
        their CRC right, read again from a second opening of the file."""
        crc = 0
        got = 0
        while got < length:
            piece = stream.read(min(length - got, _READ_PIECE))
            if not piece:
                raise self._truncated(length, got)
            if self.verify:
                crc = crc32c(piece, crc)
            got += len(piece)
            del piece
        self._check_footer(stream, _mask(crc) if self.verify else None)
        start = self.offset + HEADER_SIZE  # in the uncompressed stream
        if self._second is None or self._second.position > start:
            self._close_second()
            self._second = _SecondReading(self.path, self.compression)
        data = self._second.read(start, length)
        if len(data) != length:
            raise self._error(message("the file changed while it was read"))
        return data

    def _close_second(self) -> None:
        if self._second is not None:
            self._second.close()
            self._second = None

    def _skip_record_data(self, stream: Any, length: int) -> None:
        """Pass over a record's data and CRC without keeping them (counting records)."""
        self._check_declared_length(length)
        if self._known_size is not None and self.digest is None:  # a digest needs every byte: read, not seek
            left = self._known_size - self.offset - HEADER_SIZE
            if length + FOOTER_SIZE > left:
                raise self._error(message("truncated: the file ends before the record's data CRC"))
            stream.seek(length + FOOTER_SIZE, os.SEEK_CUR)
            return
        size = length + FOOTER_SIZE
        left = size
        while left:
            piece = stream.read(min(left, _READ_PIECE))
            if not piece:
                raise self._error(message("truncated: expected {size} bytes of data and CRC, found {size_left}",
                                          size=size, size_left=size - left))
            left -= len(piece)

    def _run(self, records: Callable[[Any], Iterator[Any]]) -> Iterator[Any]:
        """Yield from ``records(stream)`` over the opened file; stream failures become TFRecordError."""
        self.offset = self.index = 0
        try:
            raw = storage.open_file(self.path, "rb")
        except OSError as error:
            reason = error.strerror or str(error).replace(f"{storage.user_path(self.path)}: cannot open: ", "")
            raise TFRecordError(message("{path}: cannot open: {reason}", path=self.path, reason=reason)) from error
        source: Any = raw if self.digest is None else _DigestingFile(raw, self.digest)
        # The inflating libraries' errors as they are now: deflate.probe_backends() may have added one since import.
        stream_errors: tuple[type[BaseException], ...] = (OSError, EOFError, *deflate.INFLATE_ERRORS)
        try:
            yield from records(self._open(source))
            if isinstance(source, _DigestingFile):
                source.drain()
        except stream_errors as error:
            if isinstance(error, OSError) and not isinstance(error, gzip.BadGzipFile) and error.errno:
                raise
            raise self._error(message("not a valid {kind} stream ({error})",
                                      kind=self.compression or 'TFRecord', error=error)) from error
        finally:
            raw.close()
            self._close_second()

    def _stream(self, skip_data: bool = False) -> Iterator[bytes | None]:
        return self._run(lambda stream: self._records(stream, skip_data))

    def __iter__(self) -> Iterator[bytes]:
        return cast("Iterator[bytes]", self._stream())  # only a count skips the data

    def count(self) -> int:
        """The number of records, walking the headers only (data CRCs are not checked)."""
        return sum(1 for _ in self._stream(skip_data=True))

    def offsets(self) -> list[int]:
        """Each record's byte offset in the (uncompressed) stream, walking the headers only: what a ``.tfindex``
        holds, for :meth:`record_at`."""
        return [self.offset for _ in self._stream(skip_data=True)]  # the offset of the record being yielded

    def record_at(self, stream: IO[bytes], offset: int, index: int) -> bytes:
        """The data of record ``index``, which starts at byte ``offset`` of this uncompressed file, open as
        ``stream`` (random access, as a ``.tfindex`` allows): its length and both CRCs checked as when iterating,
        and an error names the file, the record and the offset."""
        self.offset, self.index = offset, index
        try:
            stream.seek(offset)
            data = next(self._records(stream), None)
        except (OSError, EOFError) as error:
            raise self._error(message("not a valid {kind} stream ({error})", kind="TFRecord", error=error)) from error
        finally:
            self._close_second()
        if data is None:
            raise self._error(message("truncated: the file ends before this record"))
        return data

    def record_rows(self, max_record_bytes: int = 4096, chunk_bytes: int = 4 << 20) -> Iterator[tuple[int, np.ndarray]]:
        """Yield ``(index of the first, rows [n, length] uint8)``: runs of consecutive records of one length.

        For files of many small records (a per-pixel model's predictions): a
        chunk of the stream is viewed as a table of records, and their CRCs are
        checked a run at a time. Records longer than ``max_record_bytes`` come
        one per row, read as :meth:`__iter__` reads them. Errors are those of
        :meth:`__iter__`, naming the file, record and offset.
        """
        return self._run(lambda stream: self._record_rows(stream, max_record_bytes, chunk_bytes))

    def _record_rows(self, stream: Any, max_record_bytes: int, chunk_bytes: int) -> Iterator[tuple[int, np.ndarray]]:
        pending = b""
        while True:
            if len(pending) < HEADER_SIZE:
                pending += stream.read(chunk_bytes)
                if not pending:
                    return
                if len(pending) < HEADER_SIZE:
                    raise self._error(_ends_in_header(len(pending)))
            length = _HEADER.unpack_from(pending)[0]
            header = frame_header(length)
            if self.verify and pending[:HEADER_SIZE] != header:
                raise self._error(message("corrupt length field (its CRC does not match): not a TFRecord file, the "
                                          "wrong compression, or a damaged file"))
            frame = length + FRAMING_SIZE
            self._check_declared_length(length, buffered=len(pending) - HEADER_SIZE)
            if length > max_record_bytes:
                row, pending = self._long_record(pending, stream, length)
                yield self.index, row
                self.offset += frame
                self.index += 1
                continue
            if len(pending) < max(frame, chunk_bytes // 2):
                pending = self._read_more(pending, stream, length, chunk_bytes)
                if len(pending) < frame:
                    continue
            rows = self._run_rows(pending, length, header)
            count = len(rows)
            yield self.index, rows
            pending = pending[count * frame:]
            self.index += count
            self.offset += count * frame

    def _long_record(self, pending: bytes, stream: Any, length: int) -> tuple[np.ndarray, bytes]:
        """One record longer than a row of a run, as a row of its own, and what is left pending after it."""
        # Read as __iter__ reads it, from what is pending and then the stream.
        rest = _Prefixed(pending[HEADER_SIZE:], stream)
        data = self._read_data(rest, length)
        return np.frombuffer(data, dtype=np.uint8)[None, :], rest.pending

    def _read_more(self, pending: bytes, stream: Any, length: int, chunk_bytes: int) -> bytes:
        """Pending with the next chunk of the stream; a record the file ends inside is an error."""
        frame = length + FRAMING_SIZE
        more = stream.read(max(chunk_bytes, frame))
        pending += more
        if len(pending) < frame and not more:
            if len(pending) < HEADER_SIZE + length:
                raise self._truncated(length, len(pending) - HEADER_SIZE)
            raise self._error(message("truncated: the file ends before the record's data CRC"))
        return pending

    def _run_rows(self, pending: bytes, length: int, header: bytes) -> np.ndarray:
        """The data of the run of records of this length (and header) that pending starts with, CRCs checked."""
        frame = length + FRAMING_SIZE
        count = len(pending) // frame
        table = np.frombuffer(pending, dtype=np.uint8, count=count * frame).reshape(count, frame)
        # The run goes on while the headers are this one (only the lengths, when not verifying).
        compared = HEADER_SIZE if self.verify else 8
        same = (table[:, :compared] == np.frombuffer(header[:compared], dtype=np.uint8)).all(axis=1)
        if not same.all():
            count = int(np.argmin(same))  # the run ends where another length starts
            table = table[:count]
        rows = table[:, HEADER_SIZE:HEADER_SIZE + length]
        if self.verify:
            stored = np.ascontiguousarray(table[:, HEADER_SIZE + length:]).view("<u4").reshape(-1)
            bad = np.flatnonzero(_masked_rows(crc32c_rows(np.ascontiguousarray(rows))) != stored)
            if bad.size:
                # The error names the first bad record and its offset.
                self.index += int(bad[0])
                self.offset += int(bad[0]) * frame
                raise self._error(message("corrupt data (its CRC does not match)"))
        return rows

    def _records(self, stream: Any, skip_data: bool = False) -> Iterator[bytes | None]:
        while True:
            header = stream.read(HEADER_SIZE)
            if not header:
                return
            if len(header) < HEADER_SIZE:
                raise self._error(_ends_in_header(len(header)))
            length = _HEADER.unpack(header)[0]
            if self.verify and frame_header(length) != header:
                raise self._error(message("corrupt length field (its CRC does not match): not a TFRecord file, the "
                                          "wrong compression, or a damaged file"))
            if skip_data:
                self._skip_record_data(stream, length)
                data = None
            else:
                self._check_declared_length(length)
                data = self._read_data(stream, length)
            yield data
            self.offset += HEADER_SIZE + length + FOOTER_SIZE
            self.index += 1


def count_records(path: PathLike, compression: str | None = "auto") -> int:
    """Records in one TFRecord file, walking the headers only; corruption raises TFRecordError."""
    return RecordReader(path, compression).count()


def read_records(path: PathLike, compression: str | None = "auto", verify: bool = True) -> Iterator[bytes]:
    """Yield each record's bytes from a TFRecord file.

    ``compression``: 'auto' (plain when the file starts with a valid record header,
    gzip when it starts like a gzip stream, else from the name: '.zz'/'.zlib' is
    ZLIB), None, 'GZIP' or 'ZLIB'.
    ``verify``: check both CRCs of every record.
    """
    return iter(RecordReader(path, compression, verify))


def most_record_bytes(path: PathLike, compression: str | None = "auto") -> int:
    """The most bytes of records a TFRecord file can hold, told without reading it: a plain file's size, or the
    most a compressed file's size can inflate to (deflate gives at most 1032 bytes a byte)."""
    size = storage.getsize(path)
    compression = detect_compression(path) if compression == "auto" else normalize_compression(compression)
    return size if compression is None else size * _MAX_INFLATE_RATIO + (1 << 20)

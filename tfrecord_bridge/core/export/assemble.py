"""A training export's shards on a Dask cluster, cut where the one-process export cuts them.

Each task of :mod:`.distributed` writes, for each set, its partition's records
uncompressed into one scratch file, keeping every record's framed size. As the
partitions come in, in order, each set's records are cut into shards as
:class:`.records.ShardedRecordWriter` cuts them in one process (:func:`shard_cuts`:
a new shard before one would pass maxFileSize, a record larger than it alone),
and each shard whose records are all known is written by tasks from the
scratch files: copied (:func:`assemble_shard`), or deflated as one process
deflates. :class:`.deflate.ParallelGzip` deflates a stream the same whatever
the writes' sizes, in segments that depend only on their bytes and the 32 KiB
before them, so a GZIP shard larger than a chunk is deflated a chunk a task
(:func:`deflate_chunk`) and joined (:func:`join_shard`). Every shard is byte for
byte the one-process export's, its ``.tfindex`` too.
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..base.messages import message
from ..base.parallel import encoding_pool
from ..codec.deflate import SEGMENT_BYTES, WINDOW_BYTES, deflate_segments
from ..codec.records import RecordWriter, WrittenFile, shard_end
from ..places import storage

_COPY_BYTES = 16 << 20  # records are copied in groups of about this many bytes
# A GZIP shard is deflated in chunks of this many bytes (whole deflate segments), a task each: enough tasks
# for every worker, each long enough that Dask's overhead stays small.
CHUNK_BYTES = 16 * SEGMENT_BYTES


@dataclass
class Piece:
    """Records of a scratch file: ``sizes`` (framed) from byte ``start`` on."""

    path: str
    start: int
    sizes: np.ndarray

    @property
    def stop(self) -> int:
        return self.start + int(self.sizes.sum())


def shard_cuts(sizes: np.ndarray, max_bytes: int) -> list[int]:
    """Where the one-process writer ends each shard of records of these framed ``sizes``: the index after each
    shard's last record. A shard takes every following record that fits within ``max_bytes``, and at least one
    (:func:`.records.shard_end`, the rule the one-process writer follows)."""
    ends = np.cumsum(np.asarray(sizes, dtype=np.int64))
    cuts: list[int] = []
    first, start = 0, 0
    while first < len(ends):
        stop = shard_end(ends, first, start, max_bytes)
        cuts.append(stop)
        first, start = stop, int(ends[stop - 1])
    return cuts


def cut_shards(pieces: Sequence[Piece], max_bytes: int) -> list[list[Piece]]:
    """The pieces of each shard of one set's records, ``pieces`` in order, the first shard starting with them."""
    sizes = (np.concatenate([np.asarray(piece.sizes, dtype=np.int64) for piece in pieces]) if pieces
             else np.zeros(0, np.int64))
    # Each record's piece, and its byte offset in the piece's file.
    piece_of = np.repeat(np.arange(len(pieces)), [len(piece.sizes) for piece in pieces])
    offsets = (np.concatenate([piece.start + np.cumsum(np.asarray(piece.sizes, dtype=np.int64)) - piece.sizes
                               for piece in pieces]) if pieces else sizes)
    shards: list[list[Piece]] = []
    first = 0
    for stop in shard_cuts(sizes, max_bytes):
        shard = []
        for number in np.unique(piece_of[first:stop]).tolist():
            taken = np.flatnonzero(piece_of[first:stop] == number) + first
            shard.append(Piece(pieces[number].path, int(offsets[taken[0]]), sizes[taken[0]:taken[-1] + 1]))
        shards.append(shard)
        first = stop
    return shards


def whole_file(pieces: Sequence[Piece], file_sizes: dict[str, int]) -> str | None:
    """The scratch file that is the shard as it is (``file_sizes``: each file's bytes), else None."""
    if len(pieces) == 1 and pieces[0].start == 0 and pieces[0].stop == file_sizes[pieces[0].path]:
        return pieces[0].path
    return None


def assemble_shard(pieces: Sequence[Piece], folder: str, name: str, compression: str | None, level: int,
                   threads: int | None = 1) -> WrittenFile:
    """The task: write the records of ``pieces`` into a shard in ``folder`` (named ``name`` and this attempt),
    deflated on ``threads`` as the one-process export deflates; its path, records, bytes and SHA-256."""
    target = storage.join(folder, f"{uuid.uuid4().hex[:12]}-{name}")
    with encoding_pool(threads) as executor, RecordWriter(target, compression, level, executor=executor,
                                                          hash_behind=True) as writer:
        for piece in pieces:
            ends = np.cumsum(piece.sizes)
            with storage.open_file(piece.path, "rb") as source:
                source.seek(piece.start)
                first, start = 0, 0
                while first < len(ends):
                    stop = max(int(np.searchsorted(ends, start + _COPY_BYTES, side="right")), first + 1)
                    end = int(ends[stop - 1])
                    data = source.read(end - start)
                    if len(data) != end - start:
                        raise OSError(message("{piece_path} ends before its records do (at byte {offset})",
                                              piece_path=piece.path, offset=piece.start + start))
                    writer.write_framed(data, stop - first)
                    first, start = stop, end
    return writer.written_file()


def chunk_ranges(length: int, chunk_bytes: int | None = None) -> list[tuple[int, int]]:
    """(start, stop) of each chunk of a shard of ``length`` bytes before deflate (``chunk_bytes``: a multiple of
    the deflate segment; default :data:`CHUNK_BYTES`)."""
    chunk_bytes = chunk_bytes or CHUNK_BYTES
    return [(start, min(start + chunk_bytes, length)) for start in range(0, length, chunk_bytes)]


def stream_bytes(pieces: Sequence[Piece], start: int, stop: int) -> bytes:
    """Bytes ``start`` to ``stop`` of the records of ``pieces`` one after another."""
    parts = []
    offset = 0
    for piece in pieces:
        size = piece.stop - piece.start
        begin, end = max(start, offset), min(stop, offset + size)
        if begin < end:
            with storage.open_file(piece.path, "rb") as source:
                source.seek(piece.start + begin - offset)
                data = source.read(end - begin)
            if len(data) != end - begin:
                raise OSError(message("{piece_path} ends before its records do (at byte {offset})",
                                      piece_path=piece.path, offset=piece.start + begin - offset + len(data)))
            parts.append(data)
        offset += size
    return b"".join(parts)


def deflate_chunk(pieces: Sequence[Piece], start: int, stop: int, folder: str, level: int) -> tuple[str, int, int]:
    """The task: deflate bytes ``start`` to ``stop`` of the shard ``pieces`` make (``start`` on a segment
    boundary) as the one-process writer deflates them there, into a file in ``folder``; (its path, the CRC-32
    and length of the bytes)."""
    begin = max(0, start - WINDOW_BYTES)
    data = stream_bytes(pieces, begin, stop)
    deflated, crc, length = deflate_segments(memoryview(data)[start - begin:], data[:start - begin], level)
    path = storage.join(folder, f"{uuid.uuid4().hex[:12]}-{start}.deflated")
    with storage.open_file(path, "wb") as target:
        target.write(deflated)
    return path, crc, length


def join_shard(chunks: Sequence[tuple[str, int, int]], folder: str, name: str, level: int,
               records: int = 0) -> WrittenFile:
    """The task: join the deflated chunks of a shard (:func:`deflate_chunk`, in order) into its GZIP file in
    ``folder`` (named ``name`` and this attempt), of ``records`` records; its path, records, bytes and SHA-256."""
    target = storage.join(folder, f"{uuid.uuid4().hex[:12]}-{name}")
    with encoding_pool(1) as executor, RecordWriter(target, "GZIP", level, executor=executor) as writer:
        for path, crc, length in chunks:
            with storage.open_file(path, "rb") as source:
                writer.write_deflated(source.read(), crc, length)
    return dataclasses.replace(writer.written_file(), records=records)

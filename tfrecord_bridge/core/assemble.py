"""A training export's shards on a Dask cluster, cut where the one-process export cuts them.

Each task of :mod:`.distributed` writes, for each set, its partition's records
uncompressed into one scratch file, keeping every record's framed size. The
client then cuts each set's records, in partition order, into shards as
:class:`.records.ShardedRecordWriter` does in one process (:func:`shard_cuts`:
a new shard before one would pass maxFileSize, a record larger than it alone),
and a task per shard copies its records from the scratch files into it,
deflated as one process deflates (:class:`.deflate.ParallelGzip` deflates a
stream the same whatever the writes' sizes): every shard byte for byte the
one-process export's, its ``.tfindex`` too.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from . import storage
from .messages import message
from .parallel import encoding_pool
from .records import RecordWriter

_COPY_BYTES = 16 << 20  # records are copied in groups of about this many bytes


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
    (:meth:`.records.ShardedRecordWriter.write_framed`)."""
    ends = np.cumsum(np.asarray(sizes, dtype=np.int64))
    cuts: list[int] = []
    first, start = 0, 0
    while first < len(ends):
        stop = max(int(np.searchsorted(ends, start + max_bytes, side="right")), first + 1)
        cuts.append(stop)
        first, start = stop, int(ends[stop - 1])
    return cuts


def cut_shards(files: Sequence[tuple[str, np.ndarray]], max_bytes: int) -> list[list[Piece]]:
    """The pieces of each shard of one set: ``files`` are the set's scratch files in partition order, each
    with its records' framed sizes."""
    sizes = np.concatenate([np.asarray(s, dtype=np.int64) for _, s in files]) if files else np.zeros(0, np.int64)
    # Each record's file, and its byte offset in it.
    file_of = np.repeat(np.arange(len(files)), [len(s) for _, s in files])
    offsets = np.concatenate([np.cumsum(np.asarray(s, dtype=np.int64)) - s for _, s in files]) if files else sizes
    shards: list[list[Piece]] = []
    first = 0
    for stop in shard_cuts(sizes, max_bytes):
        pieces = []
        for number in np.unique(file_of[first:stop]).tolist():
            taken = np.flatnonzero(file_of[first:stop] == number) + first
            pieces.append(Piece(files[number][0], int(offsets[taken[0]]), sizes[taken[0]:taken[-1] + 1]))
        shards.append(pieces)
        first = stop
    return shards


def whole_file(pieces: Sequence[Piece], file_sizes: dict[str, int]) -> str | None:
    """The scratch file that is the shard as it is (``file_sizes``: each file's bytes), else None."""
    if len(pieces) == 1 and pieces[0].start == 0 and pieces[0].stop == file_sizes[pieces[0].path]:
        return pieces[0].path
    return None


def assemble_shard(pieces: Sequence[Piece], folder: str, name: str, compression: str | None, level: int,
                   threads: int | None = 1) -> str:
    """The task: write the records of ``pieces`` into a shard in ``folder`` (named ``name`` and this attempt),
    deflated on ``threads`` as the one-process export deflates; its path."""
    target = storage.join(folder, f"{uuid.uuid4().hex[:12]}-{name}")
    with encoding_pool(threads) as executor, RecordWriter(target, compression, level, executor=executor) as writer:
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
    return target

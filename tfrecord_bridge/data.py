"""An export's records as numpy arrays, for any framework and without TensorFlow: :class:`PatchDataset`.

Keras 3 on PyTorch or JAX cannot run TensorFlow's ops in a ``tf.data`` pipeline, PyTorch has dropped its
TFRecord reader, and the ``tfrecord`` package reads GZIP files only in part; this codec reads them whole with
numpy alone. A :class:`PatchDataset` yields one dict a record, ``{feature name: numpy array}``, each patch
shaped as the export's mixer and sidecar say (the kernel from the sidecar, else inferred from the value
counts as the import infers it), dtypes as TensorFlow parses them: float32, int64, and uint8 for a raw
patch (one bytes value). It is at once:

- **map-style** (``len(dataset)``, ``dataset[i]``): the random access that PyTorch's ``DataLoader`` (with any
  sampler), Keras 3's ``PyDataset`` and Grain's data sources take. An uncompressed shard is read at the offsets
  of its ``.tfindex`` (the export's option, or :meth:`PatchDataset.write_tfindexes`), else of its record
  headers, walked once; a GZIP or ZLIB shard, which has no offsets into its records, is inflated once into
  ``cache_dir`` (a plain copy, shared by the workers, kept for later runs) on its first random read.
- **iterable** (``iter(dataset)``): each record once, streamed (GZIP inflated on the fly, nothing cached), in
  the files' order, or this worker's share of them: a ``DataLoader`` worker's (``torch.utils.data.
  get_worker_info()``, where PyTorch is imported), and/or the share :meth:`PatchDataset.shard` gives. A
  dataset of compressed shards is also a ``torch.utils.data.IterableDataset`` where PyTorch is imported
  when it is made, so a ``DataLoader`` streams it; ``random_access=True`` makes it map-style there too.

A dataset opens no file until it reads (listing the export and reading its first record, mixer and sidecar
aside): it pickles as it is to a ``DataLoader``'s, a ``PyDataset``'s or Grain's worker processes, each of which
opens its own handles. Files in a bucket or on a web server are read as the import reads them (GDAL's
virtual file systems, core.places.storage), which then needs GDAL's Python bindings; local files need
numpy alone (and protobuf nowhere).

This module imports core alone (tests/test_import_graph.py), never TensorFlow, PyTorch or QGIS.
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
import json
import os
import re
import shutil
import sys
import tempfile
import threading
import uuid
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import IO, Any, Union

import numpy as np

from .core.base.import_errors import ImageImportError
from .core.base.messages import message, message_of
from .core.codec import deflate
from .core.codec.deflate import open_gzip
from .core.codec.example import BYTES, decode_example, decode_sequence_example
from .core.codec.records import RecordReader, RecordWriter, TFRecordError
from .core.layout.grid import infer_kernel
from .core.layout.manifest import ExportRun
from .core.layout.mixer import Mixer, read_mixer
from .core.layout.naming import (
    SHARD_EXTENSION,
    files_in_given_order,
    find_export,
    mixer_beside,
    read_tfindex,
    set_prefix,
    sets_of,
    sidecar_beside,
    sidecar_path,
    tfindex_path,
    tfindex_text,
)
from .core.layout.sidecar import ExportSidecar, read_sidecar
from .core.places import storage

PathLike = Union[str, "os.PathLike[str]"]
Example = dict  # {feature name: numpy array (or a list of bytes, for a bytes feature that is no patch)}

# The axes a patch is given in: None, as the export lays it out ([H, W] a band, [C, H, W] an array band or
# collapsed bands: FORMAT.md 4); "CHW" or "HWC", every patch with its channel axis (1 for a band).
LAYOUTS = (None, "CHW", "HWC")
# Where compressed shards are inflated for random access unless cache_dir says otherwise.
DEFAULT_CACHE = os.path.join(tempfile.gettempdir(), "tfrecord-bridge-inflated")
# A copy in it, KEY-NAME.tfrecord, and beside it KEY-NAME.source.json: the file it was inflated from, its size and time.
INFLATED_SUFFIX = ".tfrecord"
SOURCE_SUFFIX = ".source.json"
# Files a thread keeps open for random reads (an export may have thousands of shards).
OPEN_FILES = 16


class PatchDatasetError(ValueError):
    """What a :class:`PatchDataset` cannot be made of: the source, prefix, split or features given; the message
    names the file, folder or set at fault."""


class RecordError(PatchDatasetError):
    """A record that does not hold what the dataset reads (a feature missing, a patch of another size); the message
    names the file and the record's number in it."""


class MissingFeatureError(RecordError, KeyError):
    """A record without a feature the dataset reads (a KeyError too, as a dict lookup's)."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""  # KeyError's would quote the message


class ExportNotFoundError(PatchDatasetError, FileNotFoundError):
    """No export where the folder, prefix and ``split`` point: the folder missing, no shards of that prefix, a
    set the export does not have (the message names the sets it has)."""


class PatchDataset:
    """The records of an export (or of any TFRecord files of tf.train.Example), each a dict of numpy arrays.

    ``source``: the export's folder (local, ``s3://``, ``gs://``, ``https://``... or GDAL's ``/vsi...`` name)
    with ``prefix`` (as the export was given it; '' or None: the folder's one export), and ``split``: one
    training set's files (``split="train"``: PREFIX-train-00000...; its index and the export's sidecar beside);
    or a list of files, read in the order given (``mixer``: the mixer or index file that places them, else
    the one beside them, if any).

    ``layout``: None (each patch as the export lays it out: [H, W], or [C, H, W] for an array band or
    collapsed bands), ``"CHW"`` or ``"HWC"`` (every patch with a channel axis, first or last).
    ``features``: the names to yield (default all). ``kernel_size`` (kx, ky): the kernel the patches carry
    margins of, where neither the sidecar says it nor the value counts tell it. ``patch_size`` (w, h): the
    patch dimensions of files without a mixer; without either, every feature is a flat array.
    ``random_access``: None, random access where the shards are uncompressed, streamed (and a PyTorch
    IterableDataset) where they are compressed; True, random access everywhere (compressed shards inflated into
    ``cache_dir``); False, streamed everywhere. ``transform``: a function applied to each example (it must
    pickle, for worker processes). ``verify``: check every record's CRCs.
    """

    def __init__(self, source: PathLike | Sequence[PathLike], prefix: str | None = None, *, split: str | None = None,
                 mixer: PathLike | None = None, layout: str | None = None, features: Iterable[str] | None = None,
                 kernel_size: tuple[int, int] | None = None, patch_size: tuple[int, int] | None = None,
                 random_access: bool | None = None, cache_dir: PathLike | None = None,
                 transform: Callable[[Example], Any] | None = None, verify: bool = True) -> None:
        if layout not in LAYOUTS:
            raise PatchDatasetError(f"layout must be one of {LAYOUTS}, got {layout!r}")
        self.files, found_mixer = _export_files(source, prefix, split)
        if not self.files:
            raise PatchDatasetError(f"no TFRecord files given in {source!r}")
        self.mixer_path = os.fspath(mixer) if mixer is not None else found_mixer
        self.layout, self.transform, self.verify = layout, transform, verify
        self.cache_dir = os.fspath(cache_dir) if cache_dir is not None else DEFAULT_CACHE
        self.compressions = [RecordReader(path).compression for path in self.files]
        self.random_access = random_access if random_access is not None else not any(self.compressions)
        mixer_read = read_mixer(self.mixer_path) if self.mixer_path else None
        sidecar = _sidecar_of(self.mixer_path)
        kernel = kernel_size or (tuple(sidecar.kernelSize) if sidecar else None)
        self.shapes, self.raw_patches, self.byte_features = _feature_shapes(
            self.files[0], mixer_read, patch_size, kernel)
        self.features = list(features) if features is not None else None
        unknown = sorted(set(self.features or ()) - set(self.shapes))
        if unknown:
            raise PatchDatasetError(f"{self.files[0]}: no feature named {', '.join(unknown)} "
                             f"(its records hold {', '.join(self.shapes)})")
        self._manifest_counts = _manifest_counts(self.files, sidecar.run if sidecar else None)
        self._counts: list[int] | None = None
        self._offsets: dict[int, list[int]] = {}
        self._handles = _Handles()
        self._shard = (0, 1)
        if not self.random_access and type(self) is PatchDataset:
            self.__class__ = StreamedPatchDataset
            _register_with_torch()

    # ------------------------------------------------------------------ map-style

    def __len__(self) -> int:
        return sum(self.counts())

    def counts(self) -> list[int]:
        """The records of each file: the export's sidecar says them (when a file has the size it recorded), a
        .tfindex, or the file read through once (headers only, but a compressed file inflated)."""
        if self._counts is None:
            self._counts = [known if known is not None else self._count(number)
                            for number, known in enumerate(self._manifest_counts)]
        return self._counts

    def _count(self, number: int) -> int:
        if self.compressions[number] is None or self.random_access:
            return len(self._file_offsets(number))  # kept for the random reads to come
        return RecordReader(self.files[number]).count()

    def __getitem__(self, index: int) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        index = int(index)  # a numpy integer from a sampler
        counts = self.counts()
        total = sum(counts)
        if index < 0:
            index += total
        if not 0 <= index < total:
            raise IndexError(f"record {index} of {total}")
        number = 0
        while index >= counts[number]:
            index -= counts[number]
            number += 1
        offset = self._file_offsets(number)[index]
        stream, reader = self._handles.get(number, lambda: self._open(number))
        try:
            record = reader.record_at(stream, offset, index)
        except TFRecordError:
            self._handles.drop(number)
            raise
        return self._example(record, reader.path, index)

    def batch(self, indices: Iterable[int]) -> dict[str, np.ndarray]:
        """The examples at ``indices`` stacked feature by feature (each a [batch, ...] array): a Keras
        ``PyDataset``'s batch."""
        examples = [self[index] for index in indices]
        return {name: np.stack([example[name] for example in examples]) for name in examples[0]}

    def _file_offsets(self, number: int) -> list[int]:
        """Each record's offset in file ``number`` (in its inflated copy, when compressed)."""
        if number not in self._offsets:
            path = self.files[number]
            if self.compressions[number] is None:
                index = tfindex_path(path)
                if storage.exists(index):
                    offsets = read_tfindex(index, storage.getsize(path))
                else:
                    offsets = RecordReader(path, compression=None).offsets()
            else:
                offsets = RecordReader(self._inflated(number), compression=None).offsets()
            self._offsets[number] = offsets
        return self._offsets[number]

    def _open(self, number: int) -> tuple[IO[bytes], RecordReader]:
        """A new handle on file ``number`` (its inflated copy, when compressed), and the reader that checks its
        records."""
        path = self.files[number] if self.compressions[number] is None else self._inflated(number)
        return storage.open_file(path, "rb"), RecordReader(path, None, self.verify)

    def close(self) -> None:
        """Close the files random reads opened in this process, in every thread (they are closed when the dataset
        goes, too)."""
        self._handles.close()

    def _inflated(self, number: int) -> str:
        """The path of an uncompressed copy of compressed file ``number`` in the cache folder, made on first
        use (under a temporary name, renamed when whole: workers making it at once each finish one). Its name
        holds a key of the file's path, size and time, so a file written again gets a new copy; making that copy
        removes the older ones of the same file (:func:`_drop_stale`), so the folder holds one copy a file."""
        path = self.files[number]
        source = storage.user_path(path)
        size, modified = storage.getsize(path), storage.modified_time(path)
        key = hashlib.sha256(f"{source}\0{size}\0{modified}".encode()).hexdigest()[:24]
        target = os.path.join(self.cache_dir, f"{key}-{storage.basename(path).split('.')[0]}{INFLATED_SUFFIX}")
        if os.path.exists(target):
            return target
        os.makedirs(self.cache_dir, exist_ok=True)
        partial = f"{target}.{uuid.uuid4().hex[:12]}.part"
        # The inflating library's own errors too (zlib's, isal's...); gzip.BadGzipFile is an OSError.
        failures: tuple[type[BaseException], ...] = (OSError, EOFError, *deflate.INFLATE_ERRORS)
        try:
            if self.compressions[number] == "GZIP":
                with storage.open_file(path, "rb") as raw, open_gzip(raw) as inflating, open(partial, "wb") as out:
                    shutil.copyfileobj(inflating, out, 4 << 20)
            else:
                with RecordWriter(partial) as writer:
                    for record in RecordReader(path, self.compressions[number], self.verify):
                        writer.write(record)
            # What the copy was made of, for clear_cache and prune_cache: written before the copy is in place.
            with open(partial + ".json", "w", encoding="utf-8") as stream:
                json.dump({"source": source, "bytes": size, "modified": modified}, stream)
            os.replace(partial + ".json", target[:-len(INFLATED_SUFFIX)] + SOURCE_SUFFIX)
            os.replace(partial, target)
        except failures as error:
            raise TFRecordError(f"{path}: cannot inflate it into {self.cache_dir}: {error}") from error
        finally:
            for leftover in (partial, partial + ".json"):
                if os.path.exists(leftover):
                    os.remove(leftover)
        _drop_stale(self.cache_dir, lambda made_of: made_of.get("source") == source, keep=target)
        return target

    def clear_cache(self) -> int:
        """Remove the inflated copies of this dataset's files from ``cache_dir`` (every version of them), closing
        this process's handles on them first; the next random read of a GZIP shard inflates it again. Returns the
        copies removed. Another process reading them at that moment (a DataLoader worker) fails: clear between
        runs. Copies of other files stay (:func:`prune_cache` removes those whose file is gone or changed)."""
        self.close()
        self._offsets.clear()
        sources = {storage.user_path(path) for path in self.files}
        return _drop_stale(self.cache_dir, lambda made_of: made_of.get("source") in sources)

    # ------------------------------------------------------------------ iterable

    def shard(self, index: int, count: int) -> PatchDataset:
        """A copy that iterates over share ``index`` of ``count`` (a worker's, where a framework does not say it):
        whole files when there are at least ``count``, else every ``count``-th record; the shares cover each
        record once. Random access is not restricted."""
        if not 0 <= index < count:
            raise ValueError(f"shard {index} of {count}: give 0 <= index < count")
        shared = copy.copy(self)
        shared._shard, shared._handles = (index, count), _Handles()
        return shared

    def _share(self) -> tuple[int, int]:
        """(index, count) of what this process iterates over: the shard asked for, within it a PyTorch
        DataLoader worker's share."""
        index, count = self._shard
        torch = sys.modules.get("torch")
        info = torch.utils.data.get_worker_info() if torch is not None and hasattr(torch, "utils") else None
        if info is not None:
            index, count = index * info.num_workers + info.id, count * info.num_workers
        return index, count

    def __iter__(self) -> Iterator[Any]:
        index, count = self._share()
        by_file = len(self.files) >= count
        position = 0
        for number, path in enumerate(self.files):
            if by_file and number % count != index:
                continue
            reader = RecordReader(path, self.compressions[number], self.verify)
            for record in reader:
                if by_file or position % count == index:
                    yield self._example(record, path, reader.index)
                position += 1

    # ------------------------------------------------------------------ records to arrays

    def _example(self, record: bytes, path: str, index: int) -> Any:
        decoded = decode_example(record)
        example = {}
        for name in self.features if self.features is not None else decoded:
            if name not in decoded:
                raise MissingFeatureError(f"{path}: record {index} has no feature {name!r}")
            example[name] = self._array(name, decoded[name], path, index)
        return self.transform(example) if self.transform is not None else example

    def _array(self, name: str, value: Any, path: str, index: int) -> Any:
        shape = self.shapes.get(name)
        if name in self.raw_patches:
            if len(value) != 1:
                raise RecordError(f"{path}: record {index}: {name!r} holds {len(value)} bytes values, not one patch")
            array = np.frombuffer(value[0], np.uint8).copy()
        elif name in self.byte_features:
            return value  # texts or other bytes: a list of them, as decoded
        else:
            array = np.array(value)  # writable (the decoded floats view the record's bytes)
        if shape is None:
            return array
        if array.size != int(np.prod(shape)):
            raise RecordError(f"{path}: record {index}: {name!r} holds {array.size} values, not the "
                             f"{'x'.join(map(str, shape))} of the first record")
        array = array.reshape(shape)
        if self.layout is None:
            return array
        if array.ndim == 2:
            return array[None] if self.layout == "CHW" else array[..., None]
        return array if self.layout == "CHW" else np.ascontiguousarray(array.transpose(1, 2, 0))

    # ------------------------------------------------------------------ files

    def write_tfindexes(self) -> list[str]:
        """Write a ``.tfindex`` beside each uncompressed shard that has none (the tfrecord package's format, as
        the export writes them): later datasets over them, in any process, start reading at once. Their paths."""
        written = []
        for number, path in enumerate(self.files):
            index = tfindex_path(path)
            if self.compressions[number] is not None or storage.exists(index):
                continue
            offsets = self._file_offsets(number)
            ends = offsets[1:] + [storage.getsize(path)]
            partial = f"{index}.{uuid.uuid4().hex[:12]}.part"
            with storage.open_file(partial, "w", encoding="utf-8", newline="") as out:
                out.write(tfindex_text([end - start for start, end in zip(offsets, ends)]))
            storage.replace(partial, index)
            written.append(index)
        return written

    def __repr__(self) -> str:
        return (f"{type(self).__name__}({len(self.files)} file(s) from {storage.user_path(self.files[0])!r}, "
                f"layout={self.layout!r}, random_access={self.random_access})")


class _Handles:
    """The files random reads keep open: each thread its own (Grain and Keras read from threads, and a handle's
    position is one), at most :data:`OPEN_FILES` a thread, the least recently read closed first; none after a fork
    (the parent's stay the parent's) or a pickling."""

    def __init__(self) -> None:
        self._pid = os.getpid()
        self._local = threading.local()
        self._lock = threading.Lock()
        self._every: list[OrderedDict[int, tuple[IO[bytes], RecordReader]]] = []

    def _mine(self) -> OrderedDict[int, tuple[IO[bytes], RecordReader]]:
        if self._pid != os.getpid():
            self.__init__()  # type: ignore[misc]
        opened = getattr(self._local, "opened", None)
        if opened is None:
            opened = self._local.opened = OrderedDict()
            with self._lock:
                self._every.append(opened)
        return opened

    def get(self, number: int, open_file: Callable[[], tuple[IO[bytes], RecordReader]]
            ) -> tuple[IO[bytes], RecordReader]:
        opened = self._mine()
        if number in opened:
            opened.move_to_end(number)
            return opened[number]
        while len(opened) >= OPEN_FILES:
            opened.popitem(last=False)[1][0].close()
        opened[number] = open_file()
        return opened[number]

    def drop(self, number: int) -> None:
        handle = self._mine().pop(number, None)
        if handle is not None:
            handle[0].close()

    def close(self) -> None:
        if self._pid != os.getpid():
            return
        with self._lock:
            for opened in self._every:
                while opened:
                    opened.popitem()[1][0].close()

    def __reduce__(self) -> tuple[Any, ...]:
        return _Handles, ()  # a worker, or a copy, opens its own

    def __bool__(self) -> bool:
        return any(self._every)

    def __del__(self) -> None:
        with contextlib.suppress(Exception):  # at interpreter shutdown: the files close with the process
            self.close()


class StreamedPatchDataset(PatchDataset):
    """A :class:`PatchDataset` of compressed shards, which a PyTorch DataLoader streams (an IterableDataset,
    registered as one where PyTorch is imported); random reads still work, through inflated copies."""


def _register_with_torch() -> None:
    """Make StreamedPatchDataset a virtual subclass of PyTorch's IterableDataset, when PyTorch is imported (never
    importing it here): the DataLoader then iterates it, each worker its share, instead of indexing it."""
    torch = sys.modules.get("torch")
    iterable = getattr(getattr(getattr(torch, "utils", None), "data", None), "IterableDataset", None)
    if iterable is not None and hasattr(iterable, "register") and not issubclass(StreamedPatchDataset, iterable):
        iterable.register(StreamedPatchDataset)


def _export_files(source: PathLike | Sequence[PathLike], prefix: str | None, split: str | None
                  ) -> tuple[list[str], str | None]:
    """(the files in record order, the mixer or index placing them or None)."""
    if isinstance(source, (str, os.PathLike)):
        text = os.fspath(source)
        if prefix is None and split is None and storage.isfile(text):
            return [text], mixer_beside([text])
        if not storage.is_virtual(text) and not os.path.isdir(text):
            raise ExportNotFoundError(message("{folder} does not exist", folder=text) if not os.path.exists(text)
                                      else message("{folder} is not a folder: give an export's folder and prefix, "
                                                   "or the file alone", folder=text))
        sets = training_sets(text, prefix or "")
        if split is not None and sets and split not in sets:
            raise ExportNotFoundError(message("the export {prefix} in {folder} has no set {split}; its sets: {sets}",
                                              prefix=prefix or "", folder=text, split=split, sets=", ".join(sets)))
        export_prefix = set_prefix(prefix or "", split) if split else (prefix or "")
        try:
            return find_export(text, export_prefix)
        except ImageImportError as error:
            if split is None and sets:  # a training export's sets have prefixes of their own
                raise ExportNotFoundError(message(
                    "{prefix} in {folder} is a training export: its records are in the sets {sets}; give one as "
                    "split= (PatchDataset({folder!r}, {prefix!r}, split={first!r}))", prefix=prefix or "",
                    folder=text, sets=", ".join(sets), first=sets[0])) from error
            raise ExportNotFoundError(message_of(error)) from error
    if prefix is not None or split is not None:
        raise PatchDatasetError("prefix and split name an export in a folder: give the folder, not a list of files")
    files = files_in_given_order(source)
    return files, mixer_beside(files)


def prune_cache(cache_dir: PathLike | None = None) -> int:
    """Remove the inflated copies in ``cache_dir`` (default :data:`DEFAULT_CACHE`) whose file is gone or was
    written again since (its size or time differ), and any copy that does not say what it was made of (left by an
    older version, or a run killed while making it); returns the copies removed. Copies of files that are still
    as they were stay, whoever made them."""
    def stale(made_of: dict[str, Any]) -> bool:
        source = made_of.get("source")
        if not isinstance(source, str):
            return True
        try:
            if not storage.exists(source):
                return True
            return (storage.getsize(source), storage.modified_time(source)) != (made_of.get("bytes"),
                                                                                 made_of.get("modified"))
        except OSError:
            return False  # a bucket that cannot be reached now: its copy may still be good
    return _drop_stale(os.fspath(cache_dir) if cache_dir is not None else DEFAULT_CACHE, stale, orphans=True)


def _drop_stale(cache_dir: str, drop: Callable[[dict[str, Any]], bool], keep: str | None = None,
                orphans: bool = False) -> int:
    """Remove the copies in ``cache_dir`` whose record of what they were made of ``drop`` takes (and, with
    ``orphans``, those without a readable record), ``keep`` aside; the number removed."""
    try:
        names = os.listdir(cache_dir)
    except FileNotFoundError:
        return 0
    removed = 0
    for name in names:
        if not name.endswith(INFLATED_SUFFIX):
            continue
        copy_path = os.path.join(cache_dir, name)
        record = copy_path[:-len(INFLATED_SUFFIX)] + SOURCE_SUFFIX
        try:
            with open(record, encoding="utf-8") as stream:
                made_of = json.load(stream)
        except (OSError, ValueError):
            made_of = None
        if copy_path == keep or not (drop(made_of) if isinstance(made_of, dict) else orphans):
            continue
        try:
            os.remove(copy_path)
        except FileNotFoundError:
            pass
        except OSError:
            continue  # open in another process where that forbids it (Windows): left for a later prune
        with contextlib.suppress(OSError):
            os.remove(record)
        removed += 1
    return removed


def training_sets(folder: str, prefix: str) -> list[str]:
    """The training sets of the export ``prefix`` in ``folder`` (train, val...), as its sidecar's splits name them,
    else as the shards there are named (PREFIX-NAME-00000.tfrecord); none for an export without sets."""
    sidecar = sidecar_path(folder, prefix)
    if storage.exists(sidecar):
        try:
            return sets_of(read_sidecar(sidecar).splits, prefix)
        except (ValueError, OSError):
            pass  # a sidecar that cannot be read: the names tell
    try:
        names = storage.listdir(storage.join(folder, prefix) if prefix.endswith("/") else folder)
    except OSError:
        return []
    head = "" if not prefix or prefix.endswith("/") else prefix + "-"
    pattern = re.compile(re.escape(head) + r"([A-Za-z][A-Za-z0-9_]*)-0+" + SHARD_EXTENSION)
    return sorted({match.group(1) for match in map(pattern.fullmatch, names) if match})


def _sidecar_of(mixer: str | None) -> ExportSidecar | None:
    sidecar = sidecar_beside(mixer) if mixer else None
    return read_sidecar(sidecar) if sidecar else None


def _manifest_counts(files: Sequence[str], run: ExportRun | None) -> list[int | None]:
    """Each file's records as the export run recorded them (None where it did not, or the file's size differs)."""
    counts: list[int | None] = []
    for path in files:
        entry = run.shard(storage.basename(path)) if run is not None else None
        counts.append(entry.records if entry is not None and storage.getsize(path) == entry.bytes else None)
    return counts


def _feature_shapes(first_file: str, mixer: Mixer | None, patch_size: tuple[int, int] | None,
                    kernel_size: tuple[int, ...] | None) -> tuple[dict[str, Any], set[str], set[str]]:
    """({name: the shape a patch feature is given, None for the others}, raw uint8 patches, other bytes
    features), from the first record's value counts, as the import reads them (core.layout.grid)."""
    first = next(iter(RecordReader(first_file)), None)
    if first is None:
        raise PatchDatasetError(f"{first_file} holds no record")
    if decode_sequence_example(first)[1]:  # feature lists: an Example's decoding would drop them without a word
        raise PatchDatasetError(f"{first_file} holds tf.train.SequenceExample records (a sequenceData export): "
                                "PatchDataset reads Examples; read these with "
                                "tfrecord_bridge.core.decode_sequence_example")
    decoded = decode_example(first, with_kinds=True)
    counts = {name: len(values[0]) if kind == BYTES and len(values) == 1 else len(values)
              for name, (kind, values) in decoded.items() if kind is not None}
    patch = (mixer.patch_width, mixer.patch_height) if mixer is not None else patch_size
    shapes: dict[str, Any] = dict.fromkeys(decoded)
    if patch is not None:
        kernel = (int(kernel_size[0]), int(kernel_size[1])) if kernel_size else None
        inference = infer_kernel(counts, patch[0], patch[1], kernel)
        if inference.choices:
            raise PatchDatasetError(f"{first_file}: cannot tell the kernel margins from the value counts, "
                             f"{inference.describe_choices()}; give kernel_size=(kx, ky)")
        shapes.update({name: tuple(inference.shape(name) or ()) or None for name in inference.margins})
    bytes_features = {name for name, (kind, _) in decoded.items() if kind == BYTES}
    raw = {name for name in bytes_features if shapes.get(name) is not None}
    return shapes, raw, bytes_features - raw

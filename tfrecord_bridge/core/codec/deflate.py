"""Deflate for GZIP shards: zlib, or a faster library when importable, on a thread pool when given one;
and the gzip reader that inflates them.

Every backend writes standard raw deflate, which any gzip reader inflates to
the same bytes: ``zlib_ng`` (PyPI ``zlib-ng``: zlib's levels, about twice its
speed at the same size) for any level, and ``isal`` (PyPI ``isal``: levels
1-3 only, several times faster still) for levels 1 to 3. Without them Python's
zlib is used, as before.

Reading, :func:`open_gzip` takes isal's ``igzip`` (2.6x Python's gzip on our
shards), else zlib-ng's ``gzip_ng`` (2x), else Python's zlib through :class:`GzipReader`
(GzipFile's reading, in larger calls). All three read
any standard gzip file, members concatenated or trailing zeros included, and
fail as Python's gzip does (EOFError, gzip.BadGzipFile; GzipReader: zlib.error) except on damaged
deflate data, where each raises its own library's error: :data:`INFLATE_ERRORS`. ZLIB files are
inflated by zlib-ng when importable (:func:`decompressobj`), else zlib.

:class:`ParallelGzip` lays a gzip member out as pigz does: the data is cut into
segments deflated apart on the pool, each primed with the 32 KiB before it and
ended by a sync flush, so the segments join into ONE deflate stream, closed by
an empty final block and the member's CRC-32 and size. Readers see a single
ordinary gzip member (TensorFlow's ZlibInputStream, Python's gzip, gzip -d).
"""

from __future__ import annotations

import collections
import gzip
import importlib
import struct
import zlib
from concurrent.futures import Future, ThreadPoolExecutor
from types import ModuleType
from typing import IO, TYPE_CHECKING, Any, Union, cast

from ..base.messages import message
from ..base.parallel import worker_count
from .crc32c import crc32_combine

if TYPE_CHECKING:
    # What zlib's compressors take: bytes, a bytearray, a memoryview.
    Buffer = Union[bytes, bytearray, memoryview]

DEFAULT_LEVEL = 6  # zlib's default, which EE's and TensorFlow's GZIP writers use
LEVELS = range(0, 10)

# Segments of this many bytes are deflated as one task; larger ones lose less to
# the sync flushes and task overhead, smaller ones spread short shards over the pool.
SEGMENT_BYTES = 1 << 20
WINDOW_BYTES = 32 << 10  # deflate's window: what a segment's compressor is primed with
_FINAL_EMPTY_BLOCK = b"\x03\x00"  # a final fixed-Huffman block holding nothing
_GZIP_OS_UNIX = 3


def _optional(module_path: str) -> ModuleType | None:
    try:
        module = __import__(module_path, fromlist=["compressobj"])
    except ImportError:
        return None
    return module if callable(getattr(module, "compressobj", None)) else None


_ISAL: ModuleType | None = None
_ZLIB_NG: ModuleType | None = None


def available_gzip_readers() -> dict[str, ModuleType]:
    """name -> module whose GzipFile reads gzip files, of every reader on this machine, fastest first."""
    found = {}
    for name, module_path in (("isal", "isal.igzip"), ("zlib_ng", "zlib_ng.gzip_ng")):
        try:
            module = importlib.import_module(module_path)
        except ImportError:
            continue
        if callable(getattr(module, "GzipFile", None)):
            found[name] = module
    found["zlib"] = gzip
    return found


INFLATE_BACKEND = "zlib"
_GZIP_MODULE: ModuleType = gzip
INFLATE_ERRORS: tuple[type[Exception], ...] = (zlib.error,)
_INFLATE_MODULE: ModuleType = zlib


def probe_backends() -> tuple[str, str]:
    """Choose the libraries importable now, from the next compressor and reader on: (deflate at the default level,
    inflate). Chosen at import, and again after a package was installed while running (ui/packages_page.py);
    every library writes and reads the same standard formats, and a writer keeps the one it started with."""
    global _ISAL, _ZLIB_NG, INFLATE_BACKEND, _GZIP_MODULE, INFLATE_ERRORS, _INFLATE_MODULE
    _ISAL = _optional("isal.isal_zlib")
    _ZLIB_NG = _optional("zlib_ng.zlib_ng")
    # The errors first: a reader of the new library is used only once they are caught.
    INFLATE_ERRORS = (zlib.error,) + tuple(library.error for library in (_ISAL, _ZLIB_NG) if library is not None)
    INFLATE_BACKEND, _GZIP_MODULE = next(iter(available_gzip_readers().items()))
    # Inflating a ZLIB stream: zlib-ng's inflate (1.3x zlib's on float32 pixels here, 10x on zeros), else zlib.
    # Not isal's: its decompressobj holds back output that max_length left, where zlib keeps unconsumed_tail.
    _INFLATE_MODULE = _ZLIB_NG or zlib
    return backend_for(DEFAULT_LEVEL)[0], INFLATE_BACKEND


def decompressobj(wbits: int) -> Any:
    """zlib.decompressobj(wbits) of the fastest library importable; each checks and fails alike
    (with one of :data:`INFLATE_ERRORS`)."""
    return _INFLATE_MODULE.decompressobj(wbits)


def open_gzip(fileobj: Any) -> IO[bytes]:
    """A binary file-like object inflating the gzip stream that ``fileobj`` holds (reads only)."""
    if _GZIP_MODULE is gzip:
        return cast(IO[bytes], GzipReader(fileobj))  # Python's zlib, as gzip.GzipFile would use it, but faster
    return _GZIP_MODULE.GzipFile(fileobj=fileobj, mode="rb")


# GzipReader reads this many compressed bytes at a time (Python's gzip: 8 KiB, through a zlib call and a
# BufferedReader each; more than 64 KiB is slower again here, the input no longer in the core's cache) ...
_GZIP_INPUT_BYTES = 64 << 10
# ... and inflates up to this many bytes a step, what a read does not take kept for the next: no more than the
# 1 MiB of output that RecordReader's bound on what the rest of a file can hold allows a reader to hold.
_GZIP_STEP_BYTES = 1 << 20
_GZIP_CUT_SHORT = "Compressed file ended before the end-of-stream marker was reached"  # gzip.GzipFile's words


class GzipReader:
    """read(n) over a gzip file, inflated with Python's zlib: what ``gzip.GzipFile(fileobj=...).read`` gives, and
    failing where it fails (EOFError for a file cut short; zlib.error for damaged data, and for a damaged header
    or bytes after a member, where GzipFile raises gzip.BadGzipFile), in about 0.85 of its time: where neither
    isal nor zlib-ng is installed (a numpy-only training venv), inflating is most of reading a GZIP export.

    GzipFile inflates 8 KiB of input a zlib call, through a BufferedReader that copies the output again, and
    CRCs it in a second pass; here zlib's own gzip framing (wbits 31) checks the CRC-32 and length as it
    inflates, 64 KiB of input a call, and a record comes out of one step's output whole. Members follow one
    another, with zero bytes between or after them, as GzipFile reads them; an empty file holds nothing.
    """

    def __init__(self, fileobj: Any) -> None:
        self._fp = fileobj
        self._inflater: Any = None  # the member being inflated
        self._input = b""  # compressed bytes read and not yet inflated
        self._members = 0
        self._buffer = b""  # the step being read
        self._position = 0

    def _step(self, size: int) -> bytes:
        """Up to ``size`` more bytes of output; b"" after the last member."""
        while True:
            if self._inflater is None:
                if self._members:  # zero bytes may pad a member, as gzip.GzipFile reads it
                    self._input = self._input.lstrip(b"\0")
                    while not self._input:
                        self._input = self._fp.read(_GZIP_INPUT_BYTES)
                        if not self._input:
                            break
                        self._input = self._input.lstrip(b"\0")
                if not self._input:
                    self._input = self._fp.read(_GZIP_INPUT_BYTES)
                if not self._input:
                    return b""
                self._inflater = zlib.decompressobj(31)
                self._members += 1
            if not self._input:
                self._input = self._fp.read(_GZIP_INPUT_BYTES)
                if not self._input:
                    raise EOFError(_GZIP_CUT_SHORT)
            inflater = self._inflater
            output = inflater.decompress(self._input, size)
            if inflater.eof:
                self._input, self._inflater = inflater.unused_data, None
            else:
                self._input = inflater.unconsumed_tail
            if output:
                return output

    def read(self, size: int | None = -1) -> bytes:
        if size is None or size < 0:
            return b"".join(iter(lambda: self.read(_GZIP_STEP_BYTES), b""))
        end = self._position + size
        if end <= len(self._buffer):
            piece = self._buffer[self._position:end]
            self._position = end
            return piece
        pieces = [self._buffer[self._position:]] if self._position < len(self._buffer) else []
        got = len(self._buffer) - self._position
        self._buffer, self._position = b"", 0
        while got < size:
            output = self._step(max(size - got, _GZIP_STEP_BYTES))
            if not output:
                break
            if len(output) > size - got:
                self._buffer, self._position = output, size - got
                output = output[:size - got]
            pieces.append(output)
            got += len(output)
        return pieces[0] if len(pieces) == 1 else b"".join(pieces)

    def close(self) -> None:
        """Drop what is held (the file read is the caller's to close, as with GzipFile(fileobj=...))."""
        self._buffer = self._input = b""
        self._inflater = None

    def __enter__(self) -> GzipReader:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def check_level(level: object) -> int:
    """The level as an int, or ValueError naming the option."""
    if isinstance(level, bool) or not isinstance(level, int) or level not in LEVELS:
        raise ValueError(message("compression level must be a whole number from 0 to 9, got {level!r}", level=level))
    return level


def backend_for(level: int, allow: tuple[str, ...] = ("isal", "zlib_ng")) -> tuple[str, ModuleType]:
    """(name, module) of the library that deflates at ``level``; ``allow`` lists the optional ones to consider."""
    if 1 <= level <= 3 and _ISAL is not None and "isal" in allow:
        return "isal", _ISAL
    if _ZLIB_NG is not None and "zlib_ng" in allow:
        return "zlib_ng", _ZLIB_NG
    return "zlib", zlib


probe_backends()


def raw_compressor(level: int, dictionary: bytes = b"", module: ModuleType | None = None) -> Any:
    """A compressobj writing raw deflate (no header) at ``level``, primed with ``dictionary``."""
    module = module or backend_for(level)[1]
    if dictionary:
        return module.compressobj(level, zlib.DEFLATED, -15, 8, zlib.Z_DEFAULT_STRATEGY, dictionary)
    return module.compressobj(level, zlib.DEFLATED, -15)


def _deflate_segment(data: Buffer, dictionary: bytes, level: int, module: ModuleType) -> tuple[bytes, int, int]:
    compressor = raw_compressor(level, dictionary, module)
    return compressor.compress(data) + compressor.flush(zlib.Z_SYNC_FLUSH), zlib.crc32(data), len(data)


def deflate_segments(data: Buffer, dictionary: bytes, level: int) -> tuple[bytes, int, int]:
    """(deflated, CRC-32, length) of ``data`` as :class:`ParallelGzip` deflates it when ``data`` starts on a
    segment boundary of its member and ``dictionary`` is the 32 KiB of the member before it: the deflated runs of
    consecutive parts of a member, joined in order by :meth:`ParallelGzip.write_deflated`, are the member
    ParallelGzip writes, byte for byte. So a Dask cluster deflates one shard on several workers."""
    module = backend_for(check_level(level))[1]
    view = memoryview(data).cast("B")
    outputs, crc = [], 0
    for start in range(0, view.nbytes, SEGMENT_BYTES):
        segment = view[start:start + SEGMENT_BYTES]
        deflated, segment_crc, length = _deflate_segment(segment, dictionary, level, module)
        outputs.append(deflated)
        crc = crc32_combine(crc, segment_crc, length)
        dictionary = bytes(segment[-WINDOW_BYTES:])
    return b"".join(outputs), crc, view.nbytes


def gzip_header(level: int) -> bytes:
    """The 10-byte member header zlib writes (no name, no time); XFL as zlib sets it from the level."""
    extra_flags = 2 if level == 9 else 4 if level < 2 else 0
    return b"\x1f\x8b\x08\x00\x00\x00\x00\x00" + bytes([extra_flags, _GZIP_OS_UNIX])


class ParallelGzip:
    """File-like sink writing one gzip member into ``raw``, its segments deflated on ``executor``.

    At most ``max_pending`` segments (default two per core) wait for the pool,
    so memory stays bounded however fast data comes; their output is written in order.
    """

    def __init__(self, raw: IO[bytes], level: int, executor: ThreadPoolExecutor, max_pending: int | None = None,
                 module: ModuleType | None = None) -> None:
        self._raw = raw
        self._level = check_level(level)
        self._module = module or backend_for(level)[1]
        self._executor = executor
        self._max_pending = max(1, max_pending or 2 * worker_count())
        self._buffer = bytearray()
        self._dictionary: bytes | None = b""  # None once data deflated elsewhere came
        self._pending: collections.deque[Future[tuple[bytes, int, int]]] = collections.deque()
        self._crc = 0
        self._size = 0
        raw.write(gzip_header(level))

    def write(self, data: Buffer) -> None:
        if self._dictionary is None:
            raise ValueError(message("nothing may be written after data deflated elsewhere"))
        # Cut into segments of SEGMENT_BYTES whatever the writes' sizes: a strip of records written at
        # once is spread over the pool, rather than deflated as one task on one core.
        view = memoryview(data).cast("B")
        while view.nbytes:
            room = SEGMENT_BYTES - len(self._buffer)
            self._buffer += view[:room]
            view = view[room:]
            if len(self._buffer) == SEGMENT_BYTES:
                self._submit()
                self._drain(block=len(self._pending) > self._max_pending)

    def _submit(self) -> None:
        segment, self._buffer = self._buffer, bytearray()
        dictionary = self._dictionary or b""
        self._dictionary = bytes(segment[-WINDOW_BYTES:])
        self._pending.append(self._executor.submit(_deflate_segment, segment, dictionary, self._level,
                                                   self._module))

    def _drain(self, block: bool) -> None:
        """Write finished segments in order; with ``block``, wait until at most ``max_pending`` are left."""
        while self._pending and (self._pending[0].done() or block and len(self._pending) > self._max_pending):
            compressed, crc, length = self._pending.popleft().result()
            self._raw.write(compressed)
            self._crc = crc32_combine(self._crc, crc, length)
            self._size += length

    def write_deflated(self, deflated: Buffer, crc: int, length: int) -> None:
        """Append the next part of the member's data, deflated by :func:`deflate_segments` (``length`` bytes, of
        CRC-32 ``crc``); what came before ends on a segment boundary, and only such parts may follow."""
        if self._buffer:
            raise ValueError(message("data deflated elsewhere must start on a segment boundary"))
        self._max_pending, pending = 0, self._max_pending
        self._drain(block=True)
        self._max_pending = pending
        self._raw.write(deflated)
        self._crc = crc32_combine(self._crc, crc, length)
        self._size += length
        self._dictionary = None

    def finish(self) -> None:
        if self._buffer:
            self._submit()
        self._max_pending = 0
        self._drain(block=True)
        self._raw.write(_FINAL_EMPTY_BLOCK + struct.pack("<II", self._crc, self._size & 0xFFFFFFFF))

    def discard(self) -> None:
        """Drop what is queued (on abort): segments not started never run."""
        for future in self._pending:
            future.cancel()
        self._pending.clear()

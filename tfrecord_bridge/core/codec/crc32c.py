"""CRC-32C (Castagnoli) checksums for TFRecord framing.

Uses the ``google_crc32c`` or ``crc32c`` package when one is importable and
otherwise a vectorised numpy implementation; no QGIS imports.
"""

from __future__ import annotations

import functools
import sys
import warnings
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Union

import numpy as np

from ..base.messages import message

if TYPE_CHECKING:
    from numpy.typing import ArrayLike

    # Whatever exposes its raw bytes as one C-contiguous buffer.
    BytesLike = Union[bytes, bytearray, memoryview, np.ndarray]
    CrcFunction = Callable[..., int]

__all__ = ["BACKEND", "crc32_combine", "crc32c", "crc32c_combine", "crc32c_rows", "masked_crc32c", "select_backend"]

_POLY = 0x82F63B78  # reflected Castagnoli polynomial
_ZLIB_POLY = 0xEDB88320  # reflected CRC-32 polynomial of zlib and gzip
_MASK32 = 0xFFFFFFFF
_TFRECORD_MASK_DELTA = 0xA282EAD8

# From this size on the numpy fold is faster than the crc32c package built without the CPU's CRC
# instruction; they tie near 300 KB.
_SOFTWARE_PACKAGE_FOLD_BYTES = 512 << 10
# google_crc32c's C extension only accepts ``bytes``; other buffers are copied
# in pieces of this size so memory use stays bounded.
_COPY_PIECE_BYTES = 1 << 20


def _make_byte_table() -> list[int]:
    table = []
    for byte in range(256):
        crc = byte
        for _ in range(8):
            crc = (crc >> 1) ^ _POLY if crc & 1 else crc >> 1
        table.append(crc)
    return table


_BYTE_TABLE = _make_byte_table()


def _as_byte_view(data: BytesLike) -> memoryview:
    """Flat, read-only ``memoryview`` of format ``B`` over ``data``'s raw bytes, never a copy."""
    if isinstance(data, np.ndarray):
        if not data.flags.c_contiguous:
            raise ValueError(message("crc32c needs a C-contiguous array"))
        # Going through a uint8 view also covers dtypes that have no buffer
        # format (datetime64, structured arrays with padding, ...).
        view = data.reshape(-1).view(np.uint8).data
    else:
        view = memoryview(data)
    if not view.c_contiguous:
        raise ValueError(message("crc32c needs a C-contiguous buffer"))
    if view.nbytes == 0:
        return memoryview(b"")
    if view.format != "B" or view.ndim != 1:
        view = view.cast("B")
    return view.toreadonly()


# ---------------------------------------------------------------------------
# GF(2) polynomial arithmetic (zlib's crc32_combine, Castagnoli polynomial).
# In the reflected representation bit 31 is the coefficient of x^0.


def _multmodp(a: int, b: int, poly: int = _POLY) -> int:
    """a(x) * b(x) modulo P(x), both reflected 32-bit polynomials."""
    product = 0
    bit = 1 << 31
    while bit:
        if a & bit:
            product ^= b
        bit >>= 1
        b = (b >> 1) ^ poly if b & 1 else b >> 1
    return product


def _make_x2n_table(count: int, poly: int = _POLY) -> list[int]:
    # table[k] = x^(2^k) mod P. zlib keeps 32 entries and wraps the index,
    # which is only valid for an irreducible polynomial; a longer table covers
    # every practical length without relying on that.
    table = [1 << 30]  # x^1
    for _ in range(count - 1):
        table.append(_multmodp(table[-1], table[-1], poly))
    return table


_X2N_TABLE = _make_x2n_table(128)
_ZLIB_X2N_TABLE = _make_x2n_table(128, _ZLIB_POLY)


def _x8nmodp(nbytes: int, poly: int = _POLY, x2n_table: list[int] = _X2N_TABLE) -> int:
    """x^(8 * nbytes) mod P: the operator that appends ``nbytes`` zero bytes."""
    if nbytes.bit_length() > len(x2n_table) - 3:
        raise OverflowError(message("length too large for crc32c_combine"))
    power = 1 << 31  # x^0
    k = 3  # 8 * nbytes == nbytes * 2^3
    while nbytes:
        if nbytes & 1:
            power = _multmodp(x2n_table[k], power, poly)
        nbytes >>= 1
        k += 1
    return power


def crc32c_combine(crc1: int, crc2: int, len2: int) -> int:
    """CRC-32C of A+B given ``crc1`` = crc(A), ``crc2`` = crc(B) and ``len2`` = len(B)."""
    if len2 < 0:
        raise ValueError(message("len2 must be non-negative"))
    return _multmodp(_x8nmodp(len2), crc1 & _MASK32) ^ (crc2 & _MASK32)


def crc32_combine(crc1: int, crc2: int, len2: int) -> int:
    """zlib's crc32_combine, which Python's zlib lacks: ``zlib.crc32`` of A+B from those of A and B.

    Lets pieces of a gzip stream be checksummed apart (on other threads) and
    the member's trailer be made from their CRCs.
    """
    if len2 < 0:
        raise ValueError(message("len2 must be non-negative"))
    operator = _x8nmodp(len2, _ZLIB_POLY, _ZLIB_X2N_TABLE)
    return _multmodp(operator, crc1 & _MASK32, _ZLIB_POLY) ^ (crc2 & _MASK32)


# ---------------------------------------------------------------------------
# Pure Python and numpy implementations. Both work on the raw CRC register
# (pre-inverted, not post-inverted) internally.


def _crc32c_bytewise(data: BytesLike, value: int = 0) -> int:
    """Plain table loop; fast enough only for short inputs."""
    table = _BYTE_TABLE
    register = ~value & _MASK32
    for byte in _as_byte_view(data):
        register = table[(register ^ byte) & 0xFF] ^ (register >> 8)
    return ~register & _MASK32


# ---------------------------------------------------------------------------
# The numpy path: a fold by sparse multiples of the polynomial.
#
# The raw register after a message M is M(x) * x^32 mod P(x) (the start value
# XORed into the first 4 bytes), so any message congruent to M modulo a
# multiple Q of P, and ending where M ends, has the same CRC. With
# Q = x^A + x^e1 + ... + 1 sparse, x^A = x^e1 + ... + 1 modulo Q: every byte at
# least A bytes before the end (in Q(x)^8, whose exponents are in bytes) can be
# dropped once it is XORed into the bytes A - e later, for each exponent e. And
# Q(x)^(8s) = Q(x^(8s)) over GF(2): its terms are as few at exponents s times
# larger. A level of the fold at scale s XORs the buffer's first part, whole
# runs at a time, s * (A - e) bytes further on, leaving its last s * A bytes;
# scales 2^k down to 1 leave A bytes, whose CRC is one lookup a byte in a table
# of positions. Per byte, a level is a few XORs of 8-byte words (no gathers,
# which held the kernels before this one to 1-2 GB/s), and levels halve the
# bytes left.

# (A, (e1, e2, ..., 0)) of two multiples of the Castagnoli polynomial, found by
# scripts/crc32c_sparse_multiples.py. The first has four terms, the fewest of
# any multiple below degree 2^31 - 1, and e1 far below A, so that a level is
# one run of XORs a term, plus one short one. The second, of degree 290, takes
# over for the last levels so that the table of positions stays small.
_SPARSE_MULTIPLES: tuple[tuple[int, tuple[int, ...]], ...] = (
    (6777, (484, 100, 0)),
    (290, (136, 113, 107, 32, 0)),
)
# Below this size a plain Python byte loop beats the fixed cost of the numpy path (about 5 us); they tie
# near 64 bytes, and at 256 the loop takes 20 us.
_NUMPY_MIN_BYTES = 64
# Longer inputs are folded a piece at a time, each from the CRC of those before: the copy each makes stays
# this small, and in the caches (4 MiB ran at 6 GB/s, 64 MiB in one piece at 3).
_FOLD_PIECE_BYTES = 4 << 20
_ELEMENT_TYPES: dict[int, type[np.unsignedinteger]] = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
# From this scale on, the first level reads its first run from the caller's
# buffer rather than from a copy.
_HEAD_IN_PLACE_SCALE = 8


def _fold_levels(nbytes: int) -> list[tuple[int, int, tuple[int, ...]]]:
    """(scale, A, exponents) of each level that folds ``nbytes`` bytes down to the last multiple's degree."""
    levels = []
    for degree, exponents in _SPARSE_MULTIPLES:
        if nbytes < degree:
            continue
        scale = 1
        while 2 * scale * degree <= nbytes:
            scale *= 2
        while scale:
            levels.append((scale, degree, exponents))
            nbytes = scale * degree
            scale //= 2
    return levels


def _element_type(scale: int, nbytes: int) -> type[np.unsignedinteger]:
    """The widest integer whose size divides the scale (so every offset) and the bytes left."""
    size = min(scale, 8)
    while nbytes % size:
        size //= 2
    return _ELEMENT_TYPES[size]


def _fold_level(work: np.ndarray, scale: int, degree: int, exponents: tuple[int, ...]) -> np.ndarray:
    """One level over ``work`` (writable uint8): the last ``scale * degree`` bytes, congruent to all of it."""
    element_type = _element_type(scale, len(work))
    element = np.dtype(element_type).itemsize
    elements = work.view(element_type)
    top = (len(work) - scale * degree) // element
    unit = scale // element
    # A run ends before the first byte its XORs reach, so each run reads bytes already final.
    run = unit * (degree - exponents[0])
    offsets = [unit * (degree - exponent) for exponent in exponents]
    xor = np.bitwise_xor
    for start in range(0, top, run):
        stop = min(start + run, top)
        source = elements[start:stop]
        for offset in offsets:
            target = elements[start + offset:stop + offset]
            xor(target, source, out=target)
    return work[top * element:]


@functools.cache
def _position_table(nbytes: int) -> tuple[np.ndarray, np.ndarray]:
    """Flat table of the register after ``nbytes`` bytes, zero but byte b at position j: entry 256 * j + b,
    with the ``256 * j`` offsets of the positions."""
    byte_table = np.array(_BYTE_TABLE, dtype=np.uint32)
    rows = np.empty((nbytes, 256), dtype=np.uint32)
    row = byte_table
    for position in range(nbytes - 1, -1, -1):
        rows[position] = row
        row = (row >> np.uint32(8)) ^ byte_table[row & np.uint32(0xFF)]
    return rows.reshape(-1), np.arange(nbytes, dtype=np.intp) * 256


def _crc32c_folded(view: memoryview, value: int) -> int:
    """Vectorised CRC of a flat byte view whose length is a non-zero multiple of 8."""
    start_register = np.frombuffer((~value & _MASK32).to_bytes(4, "little"), dtype=np.uint8)
    remainder_bytes = _SPARSE_MULTIPLES[-1][0]
    source = np.frombuffer(view, dtype=np.uint8)
    levels = _fold_levels(len(source))
    if not levels:
        # Shorter than the remainder: zero bytes in front leave a register of zero as it is.
        work = np.zeros(remainder_bytes, dtype=np.uint8)
        work[remainder_bytes - len(source):] = source
        work[remainder_bytes - len(source):][:4] ^= start_register
    elif levels[0][0] >= _HEAD_IN_PLACE_SCALE and len(source) > levels[0][0] * levels[0][1]:
        # The first run of the first level is read where it is, and only the bytes after it are copied:
        # nearly half of the input. The start value goes into its targets as it would have into it.
        scale, degree, exponents = levels[0]
        run = min(scale * (degree - exponents[0]), len(source) - scale * degree)
        head = source[:run].view(np.uint64)
        work = source[run:].copy()
        elements = work.view(np.uint64)
        for exponent in exponents:
            offset = (scale * (degree - exponent) - run) // 8
            target = elements[offset:offset + len(head)]
            np.bitwise_xor(target, head, out=target)
            offset *= 8
            work[offset:offset + 4] ^= start_register
    else:
        work = source.copy()
        work[:4] ^= start_register
    for scale, degree, exponents in levels:
        work = _fold_level(work, scale, degree, exponents)
    table, positions = _position_table(remainder_bytes)
    register = int(np.bitwise_xor.reduce(table.take(positions + work)))
    return ~register & _MASK32


def _crc32c_numpy(data: BytesLike, value: int = 0) -> int:
    """CRC-32C without optional packages: numpy for large inputs, a table loop for small ones."""
    view = _as_byte_view(data)
    crc = value & _MASK32
    if len(view) >= _NUMPY_MIN_BYTES:
        done = len(view) - len(view) % 8
        for start in range(0, done, _FOLD_PIECE_BYTES):
            crc = _crc32c_folded(view[start:min(start + _FOLD_PIECE_BYTES, done)], crc)
        view = view[done:]
    return _crc32c_bytewise(view, crc)


# ---------------------------------------------------------------------------
# Backend selection.


def _import_optional(name: str) -> ModuleType | None:
    try:
        with warnings.catch_warnings():
            # google_crc32c warns on import when it falls back to pure Python;
            # that case is rejected below anyway.
            warnings.simplefilter("ignore", RuntimeWarning)
            module = __import__(name)
    except ImportError:
        return None
    # If this file's folder is on sys.path, "crc32c" could resolve to this module.
    if module is sys.modules.get(__name__):
        return None
    return module


def _google_crc32c_function(google_crc32c: ModuleType) -> CrcFunction:
    extend = google_crc32c.extend

    def crc32c_google(data: BytesLike, value: int = 0) -> int:
        crc = value & _MASK32
        if type(data) is bytes:
            return extend(crc, data)
        # The C extension parses "y#", which accepts only bytes objects.
        view = _as_byte_view(data)
        for start in range(0, len(view), _COPY_PIECE_BYTES):
            crc = extend(crc, view[start:start + _COPY_PIECE_BYTES].tobytes())
        return crc

    return crc32c_google


def _crc32c_package_function(crc32c_package: ModuleType) -> CrcFunction:
    compute = crc32c_package.crc32c
    # Built without the CPU's CRC instruction (as Debian's python3-crc32c is), the package runs at about
    # 2 GB/s whatever the size, and the numpy fold beats it on long inputs (4.5 GB/s at a record's 1.3 MB).
    fold_from = None if getattr(crc32c_package, "hardware_based", True) else _SOFTWARE_PACKAGE_FOLD_BYTES

    def crc32c_package_backend(data: BytesLike, value: int = 0) -> int:
        if type(data) is not bytes:
            data = _as_byte_view(data)
        if fold_from is not None and len(data) >= fold_from:
            return _crc32c_numpy(data, value)
        return compute(data, value & _MASK32)

    return crc32c_package_backend


def available_backends() -> dict[str, CrcFunction]:
    """name -> crc32c function of every backend on this machine, fastest first, numpy last."""
    found = {}
    google_crc32c = _import_optional("google_crc32c")
    # Its pure-Python fallback is far slower than the numpy path.
    if google_crc32c is not None and getattr(google_crc32c, "implementation", None) == "c":
        found["google_crc32c"] = _google_crc32c_function(google_crc32c)
    crc32c_package = _import_optional("crc32c")
    if crc32c_package is not None and callable(getattr(crc32c_package, "crc32c", None)):
        found["crc32c"] = _crc32c_package_function(crc32c_package)
    found["numpy"] = _crc32c_numpy
    return found


def select_backend() -> str:
    """Choose the fastest backend importable now and use it from the next call on; its name. Chosen at import,
    and again after a package was installed while running (ui/packages_page.py): every backend gives the same
    CRCs, so a run going on meanwhile is not affected."""
    global BACKEND, _backend_crc32c
    BACKEND, _backend_crc32c = next(iter(available_backends().items()))
    return BACKEND


BACKEND = ""
_backend_crc32c: CrcFunction
select_backend()


def crc32c(data: BytesLike, value: int = 0) -> int:
    """CRC-32C of ``data`` continuing from the CRC ``value`` of preceding data.

    ``data`` is any C-contiguous buffer (bytes, bytearray, memoryview, numpy
    array); its raw bytes are checksummed. Follows ``zlib.crc32`` chaining:
    ``crc32c(a + b) == crc32c(b, crc32c(a))``.
    """
    return _backend_crc32c(data, value)


def masked_crc32c(data: BytesLike) -> int:
    """TFRecord's masked CRC-32C of ``data``."""
    crc = crc32c(data)
    return (((crc >> 15) | (crc << 17)) + _TFRECORD_MASK_DELTA) & _MASK32


_BYTE_TABLE_ARRAY = np.array(_BYTE_TABLE, dtype=np.uint32)


def crc32c_rows(rows: ArrayLike) -> np.ndarray:
    """CRC-32C of every row of a 2-D uint8 array at once (many small records of one length).

    One vectorised table step per byte column, over all rows together: the
    per-pixel records of a sequenceData export are framed without a Python
    loop over records.
    """
    rows = np.asarray(rows, dtype=np.uint8)
    if rows.ndim != 2:
        raise ValueError(message("crc32c_rows needs a 2-D array, one record a row"))
    state = np.full(rows.shape[0], _MASK32, dtype=np.uint32)
    eight = np.uint32(8)
    for column in range(rows.shape[1]):
        state = _BYTE_TABLE_ARRAY[(state ^ rows[:, column]) & np.uint32(0xFF)] ^ (state >> eight)
    return state ^ np.uint32(_MASK32)

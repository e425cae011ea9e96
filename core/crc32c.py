"""CRC-32C (Castagnoli) checksums for TFRecord framing.

Uses the ``google_crc32c`` or ``crc32c`` package when one is importable and
otherwise a vectorised numpy implementation; no QGIS imports.
"""

from __future__ import annotations

import functools
import math
import sys
import warnings
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Union

import numpy as np

if TYPE_CHECKING:
    from numpy.typing import ArrayLike

    # Whatever exposes its raw bytes as one C-contiguous buffer.
    BytesLike = Union[bytes, bytearray, memoryview, np.ndarray]
    CrcFunction = Callable[..., int]

__all__ = ["BACKEND", "crc32_combine", "crc32c", "crc32c_combine", "crc32c_rows", "masked_crc32c"]

_POLY = 0x82F63B78  # reflected Castagnoli polynomial
_ZLIB_POLY = 0xEDB88320  # reflected CRC-32 polynomial of zlib and gzip
_MASK32 = 0xFFFFFFFF
_TFRECORD_MASK_DELTA = 0xA282EAD8

# Below this size the fixed cost of the numpy path (a few array calls, a fold
# of its lanes) exceeds a plain Python byte loop; they tie near 200 bytes.
_NUMPY_MIN_BYTES = 256
# Lanes the numpy kernel runs side by side at most. More make each array call
# longer: 131072 lanes ran 5% faster than 65536 over 64 MiB, their arrays of
# registers and indices (2 MiB) in L2 and L3 beside the 512 KiB of tables.
_MAX_LANES = 131072
# How the kernel chooses its lanes (_lanes_for): a step's fixed cost over a lane's cost in the fold.
_LANE_BALANCE = 1536
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
            raise ValueError("crc32c needs a C-contiguous array")
        # Going through a uint8 view also covers dtypes that have no buffer
        # format (datetime64, structured arrays with padding, ...).
        view = data.reshape(-1).view(np.uint8).data
    else:
        view = memoryview(data)
    if not view.c_contiguous:
        raise ValueError("crc32c needs a C-contiguous buffer")
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
        raise OverflowError("length too large for crc32c_combine")
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
        raise ValueError("len2 must be non-negative")
    return _multmodp(_x8nmodp(len2), crc1 & _MASK32) ^ (crc2 & _MASK32)


def crc32_combine(crc1: int, crc2: int, len2: int) -> int:
    """zlib's crc32_combine, which Python's zlib lacks: ``zlib.crc32`` of A+B from those of A and B.

    Lets pieces of a gzip stream be checksummed apart (on other threads) and
    the member's trailer be made from their CRCs.
    """
    if len2 < 0:
        raise ValueError("len2 must be non-negative")
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


# Chunk lengths are powers of two, so every length seen here is too and the
# cache stays small; building one set of tables costs ~25 us.
@functools.lru_cache(maxsize=128)
def _shift_tables(nbytes: int) -> np.ndarray:
    """(4, 256) uint32 lookup tables for ``register -> register * x^(8*nbytes) mod P``.

    Multiplying by a constant is linear, so it is the XOR of one lookup per
    register byte.
    """
    power = _x8nmodp(nbytes)
    # Register bit (31 - k) stands for x^k; its image is power * x^k.
    images = [0] * 32
    image = power
    for k in range(32):
        images[31 - k] = image
        image = (image >> 1) ^ _POLY if image & 1 else image >> 1
    images_by_byte = np.array(images, dtype=np.uint32).reshape(4, 8)
    tables = np.zeros((4, 256), dtype=np.uint32)
    for bit in range(8):
        span = 1 << bit
        tables[:, span:2 * span] = tables[:, :span] ^ images_by_byte[:, bit:bit + 1]
    return tables


def _shift_registers(registers: np.ndarray, nbytes: int) -> np.ndarray:
    """Advance every register in the vector over ``nbytes`` zero bytes."""
    tables = _shift_tables(nbytes)
    low_byte = np.uint32(0xFF)
    shifted = tables[0].take(registers & low_byte)
    for byte_index in range(1, 4):
        byte_values = (registers >> np.uint32(8 * byte_index)) & low_byte
        shifted ^= tables[byte_index].take(byte_values)
    return shifted


@functools.cache
def _wide_shift_tables(nbytes: int) -> np.ndarray:
    """(2, 65536) tables for the low and high 16 bits of a register, as _shift_tables' four combine.

    512 KiB each; the numpy path asks only for powers of two times 4 bytes
    (its steps' and its fold levels' lengths), at most 17 of them.
    """
    tables = _shift_tables(nbytes)
    halves = np.arange(1 << 16, dtype=np.uint32)
    low_byte, high_byte = halves & np.uint32(0xFF), halves >> np.uint32(8)
    return np.stack([tables[0][low_byte] ^ tables[1][high_byte], tables[2][low_byte] ^ tables[3][high_byte]])


def _shift_wide(registers: np.ndarray, nbytes: int) -> np.ndarray:
    """:func:`_shift_registers` in two 16-bit lookups a register."""
    low_table, high_table = _wide_shift_tables(nbytes)
    # uint32 indices: take() converts them faster than a ufunc writes intp ones.
    shifted = low_table.take(registers & np.uint32(0xFFFF), mode="clip")
    shifted ^= high_table.take(registers >> np.uint32(16), mode="clip")
    return shifted


@functools.cache
def _shift_table_lists(nbytes: int) -> tuple[list[int], ...]:
    """_shift_tables as four lists, for one register at a time in Python."""
    return tuple(table.tolist() for table in _shift_tables(nbytes))


def _shift_register(register: int, nbytes: int) -> int:
    """One register (a Python int) advanced over ``nbytes`` zero bytes."""
    table0, table1, table2, table3 = _shift_table_lists(nbytes)
    return table0[register & 0xFF] ^ table1[(register >> 8) & 0xFF] ^ table2[(register >> 16) & 0xFF] \
        ^ table3[register >> 24]


# The fold's last levels hold few registers, where each numpy call costs more
# than it does: they are folded one at a time in Python.
_PYTHON_FOLD_REGISTERS = 32


def _fold_chunk_registers(registers: np.ndarray, chunk_nbytes: int) -> int:
    """Register after all chunks, given each chunk's register run from zero
    (the first one from the real start value) over its own bytes.

    Uses ``reg(A+B) = reg(A) * x^(8 len B) ^ reg_from_zero(B)``, applied to
    adjacent pairs level by level so each level is one vectorised shift.
    """
    unpaired_tails = []  # (register, nbytes) of segments at the very end
    segment_nbytes = chunk_nbytes
    while len(registers) > _PYTHON_FOLD_REGISTERS:
        if len(registers) % 2:
            unpaired_tails.append((int(registers[-1]), segment_nbytes))
            registers = registers[:-1]
        pairs = registers.reshape(-1, 2)
        registers = _shift_wide(pairs[:, 0], segment_nbytes)
        registers ^= pairs[:, 1]
        segment_nbytes *= 2
    values = registers.tolist()
    register = values[0]
    for value in values[1:]:
        register = _shift_register(register, segment_nbytes) ^ value
    # Tails were peeled off back to front, so append them in reverse order.
    for tail_register, tail_nbytes in reversed(unpaired_tails):
        register = _shift_register(register, tail_nbytes) ^ tail_register
    return register


# The numpy kernel runs many interleaved lanes side by side: of L lanes, lane i
# takes words i, i + L, i + 2L, ... of the input. Each step then reads one
# contiguous run of L words, straight from the caller's buffer, and advances
# every lane's register over the 4L bytes until its next word, through two
# 16-bit table lookups: r <- shift(r, 4L) ^ word. Folding the lanes' registers
# together at the end (the fold) puts the words back in their order. The table
# lookups are nearly all of the time, two per 4 bytes: the kernel before this
# one (lanes of 32 contiguous bytes) also paid for a transposed copy of each
# 2 MiB piece and a fold of 65536 registers per piece.


def _lanes_for(nwords: int) -> int:
    """The lanes (a power of two) for a vectorised run over ``nwords`` 4-byte words.

    A step costs a fixed ~5 us (six array calls) plus ~1.6 ns a lane, the fold
    ~3 ns a lane: lanes near sqrt(nwords * _LANE_BALANCE) make the least of
    both, from 1024 lanes at 4 KiB to _MAX_LANES.
    """
    best = math.isqrt(nwords * _LANE_BALANCE)
    lanes = 1 << max(0, best.bit_length() - 1)
    if 3 * lanes < 2 * best:  # best is nearer to the next power of two
        lanes *= 2
    return max(1, min(lanes, _MAX_LANES, nwords))


def _crc32c_lanes(view: memoryview, value: int, lanes: int) -> int:
    """Vectorised CRC of the whole 4-byte words of a flat byte view, ``lanes`` words a step."""
    nwords = len(view) // 4
    if not 0 < lanes <= nwords:
        raise ValueError("lanes must be positive and at most the view's whole words")
    steps, extra = divmod(nwords, lanes)
    words = np.frombuffer(view, dtype="<u4", count=nwords)
    low_table, high_table = _wide_shift_tables(4 * lanes)
    registers = words[:lanes].copy()
    registers[0] ^= np.uint32(~value & _MASK32)
    low_half = np.empty(lanes, dtype=np.uint32)
    high_half = np.empty(lanes, dtype=np.uint32)
    low_part = np.empty(lanes, dtype=np.uint32)
    low_mask = np.uint32(0xFFFF)
    sixteen = np.uint32(16)

    def step(registers: np.ndarray, low_half: np.ndarray, high_half: np.ndarray, low_part: np.ndarray,
             column: np.ndarray) -> None:
        # In-place ufuncs with preallocated outputs: allocations would count, once a step.
        # uint32 indices: take() converts them faster than a ufunc writes intp ones.
        # mode="clip" skips take()'s bounds checks; the indices are < 2^16.
        np.bitwise_and(registers, low_mask, out=low_half)
        np.right_shift(registers, sixteen, out=high_half)
        np.take(low_table, low_half, out=low_part, mode="clip")
        np.take(high_table, high_half, out=registers, mode="clip")
        np.bitwise_xor(registers, low_part, out=registers)
        np.bitwise_xor(registers, column, out=registers)

    for start in range(lanes, steps * lanes, lanes):
        step(registers, low_half, high_half, low_part, words[start:start + lanes])
    if extra:
        # The last words fill only the first lanes: they take one step more, and their last words
        # come after those of the other lanes.
        step(registers[:extra], low_half[:extra], high_half[:extra], low_part[:extra], words[steps * lanes:])
        registers = np.concatenate([registers[extra:], registers[:extra]])
    # Lane i's last word is followed by the last words of the lanes after it (4 bytes each), and
    # every register has yet to run over its own last word.
    return ~_shift_register(_fold_chunk_registers(registers, 4), 4) & _MASK32


def _crc32c_numpy(data: BytesLike, value: int = 0) -> int:
    """CRC-32C without optional packages: numpy for large inputs, a table loop for small ones."""
    view = _as_byte_view(data)
    crc = value & _MASK32
    if len(view) >= _NUMPY_MIN_BYTES:
        done = len(view) - len(view) % 4
        crc = _crc32c_lanes(view[:done], crc, _lanes_for(done // 4))
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

    def crc32c_package_backend(data: BytesLike, value: int = 0) -> int:
        if type(data) is not bytes:
            data = _as_byte_view(data)
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


def _select_backend() -> tuple[str, CrcFunction]:
    return next(iter(available_backends().items()))


BACKEND, _backend_crc32c = _select_backend()


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
        raise ValueError("crc32c_rows needs a 2-D array, one record a row")
    state = np.full(rows.shape[0], _MASK32, dtype=np.uint32)
    eight = np.uint32(8)
    for column in range(rows.shape[1]):
        state = _BYTE_TABLE_ARRAY[(state ^ rows[:, column]) & np.uint32(0xFF)] ^ (state >> eight)
    return state ^ np.uint32(_MASK32)

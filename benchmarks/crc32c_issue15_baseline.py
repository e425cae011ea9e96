"""The numpy CRC-32C path as issue 15 measured it ("today's", about 240 MB/s on the machine of then):
core/codec/crc32c.py of commit f2c1764, unchanged until 3f012be, cut down to that path.

bench_crc32c.py runs it beside the current one, so "at least 2x today's" is a ratio measured on
the machine at hand rather than against a figure from another. Not used by the plugin.
"""

import functools

import numpy as np

_POLY = 0x82F63B78  # reflected Castagnoli polynomial
_MASK32 = 0xFFFFFFFF

# Below this size the fixed cost of the numpy path (a handful of array calls
# per 4-byte column, plus the fold) exceeds a plain Python byte loop; the two
# tie at about 1 KiB on a 2-core EPYC, the numpy path being 3x faster at 4 KiB.
_NUMPY_MIN_BYTES = 1024
# Enough chunks that each numpy call works on a long vector, amortising the
# interpreter overhead per call.
_MAX_CHUNKS = 8192
# More, shorter chunks mean fewer columns (numpy calls) but a longer fold;
# 16-32 bytes was fastest for inputs of 4-256 KiB.
_MIN_CHUNK_BYTES = 16
# Chunks never grow past this, so large inputs go through in pieces of
# _MAX_CHUNKS * _MAX_CHUNK_BYTES (4 MiB): one column of the kernel reads a
# word from every chunk, and short chunks keep those reads within few pages
# and the cache lines in flight inside L2. 16 KiB chunks ran at half the speed.
_MAX_CHUNK_BYTES = 512


def _make_byte_table():
    table = []
    for byte in range(256):
        crc = byte
        for _ in range(8):
            crc = (crc >> 1) ^ _POLY if crc & 1 else crc >> 1
        table.append(crc)
    return table


_BYTE_TABLE = _make_byte_table()


def _as_byte_view(data):
    """Flat, read-only ``memoryview`` of format ``B`` over ``data``'s raw bytes, never a copy."""
    if isinstance(data, np.ndarray):
        if not data.flags.c_contiguous:
            raise ValueError("crc32c needs a C-contiguous array")
        # Going through a uint8 view also covers dtypes that have no buffer
        # format (datetime64, structured arrays with padding, ...).
        data = data.reshape(-1).view(np.uint8)
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


def _multmodp(a, b):
    """a(x) * b(x) modulo P(x), both reflected 32-bit polynomials."""
    product = 0
    bit = 1 << 31
    while bit:
        if a & bit:
            product ^= b
        bit >>= 1
        b = (b >> 1) ^ _POLY if b & 1 else b >> 1
    return product


def _make_x2n_table(count):
    # table[k] = x^(2^k) mod P. zlib keeps 32 entries and wraps the index,
    # which is only valid for an irreducible polynomial; a longer table covers
    # every practical length without relying on that.
    table = [1 << 30]  # x^1
    for _ in range(count - 1):
        table.append(_multmodp(table[-1], table[-1]))
    return table


_X2N_TABLE = _make_x2n_table(128)


def _x8nmodp(nbytes):
    """x^(8 * nbytes) mod P: the operator that appends ``nbytes`` zero bytes."""
    if nbytes.bit_length() > len(_X2N_TABLE) - 3:
        raise OverflowError("length too large for crc32c_combine")
    power = 1 << 31  # x^0
    k = 3  # 8 * nbytes == nbytes * 2^3
    while nbytes:
        if nbytes & 1:
            power = _multmodp(_X2N_TABLE[k], power)
        nbytes >>= 1
        k += 1
    return power


def crc32c_combine(crc1, crc2, len2):
    """CRC-32C of A+B given ``crc1`` = crc(A), ``crc2`` = crc(B) and ``len2`` = len(B)."""
    if len2 < 0:
        raise ValueError("len2 must be non-negative")
    return _multmodp(_x8nmodp(len2), crc1 & _MASK32) ^ (crc2 & _MASK32)


# ---------------------------------------------------------------------------
# Pure Python and numpy implementations. Both work on the raw CRC register
# (pre-inverted, not post-inverted) internally.


def _crc32c_bytewise(data, value=0):
    """Plain table loop; fast enough only for short inputs."""
    table = _BYTE_TABLE
    register = ~value & _MASK32
    for byte in _as_byte_view(data):
        register = table[(register ^ byte) & 0xFF] ^ (register >> 8)
    return ~register & _MASK32


@functools.cache
def _word_tables():
    """Tables that advance a register over 4 bytes in two 16-bit lookups.

    Processing 4 bytes is ``r ^= word`` then pushing 32 zero bits through the
    register, which is linear in ``r``, so it splits into the contribution of
    the low and of the high 16 bits of ``r``.
    """
    byte_table = np.array(_BYTE_TABLE, dtype=np.uint32)
    low_halves = np.arange(1 << 16, dtype=np.uint32)
    high_halves = low_halves << np.uint32(16)
    low_byte = np.uint32(0xFF)
    eight = np.uint32(8)
    tables = []
    for register in (low_halves, high_halves):
        for _ in range(4):
            register = byte_table[register & low_byte] ^ (register >> eight)
        tables.append(register)
    return tables[0], tables[1]


# Chunk lengths are powers of two, so every length seen here is too and the
# cache stays small; building one set of tables costs ~25 us.
@functools.lru_cache(maxsize=128)
def _shift_tables(nbytes):
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


def _shift_registers(registers, nbytes):
    """Advance every register in the vector over ``nbytes`` zero bytes."""
    tables = _shift_tables(nbytes)
    low_byte = np.uint32(0xFF)
    shifted = tables[0].take(registers & low_byte)
    for byte_index in range(1, 4):
        byte_values = (registers >> np.uint32(8 * byte_index)) & low_byte
        shifted ^= tables[byte_index].take(byte_values)
    return shifted


def _fold_chunk_registers(registers, chunk_nbytes):
    """Register after all chunks, given each chunk's register run from zero
    (the first one from the real start value) over its own bytes.

    Uses ``reg(A+B) = reg(A) * x^(8 len B) ^ reg_from_zero(B)``, applied to
    adjacent pairs level by level so each level is one vectorised shift.
    """
    unpaired_tails = []  # (register, nbytes) of segments at the very end
    segment_nbytes = chunk_nbytes
    while len(registers) > 1:
        if len(registers) % 2:
            unpaired_tails.append((int(registers[-1]), segment_nbytes))
            registers = registers[:-1]
        registers = _shift_registers(registers[0::2], segment_nbytes) ^ registers[1::2]
        segment_nbytes *= 2
    register = int(registers[0])
    # Tails were peeled off back to front, so append them in reverse order.
    # Their lengths are the (cached) level lengths, so table lookups beat
    # _multmodp's bit loop.
    for tail_register, tail_nbytes in reversed(unpaired_tails):
        tables = _shift_tables(tail_nbytes)
        shifted = (tables[0, register & 0xFF] ^ tables[1, (register >> 8) & 0xFF]
                   ^ tables[2, (register >> 16) & 0xFF] ^ tables[3, register >> 24])
        register = int(shifted) ^ tail_register
    return register


def _crc32c_chunked(view, value, chunk_count, chunk_nbytes):
    """Vectorised CRC of the first ``chunk_count * chunk_nbytes`` bytes of a flat
    byte view: the chunks run side by side, one numpy step per 4-byte column,
    then their registers are folded together.
    """
    if chunk_nbytes % 4 or chunk_nbytes <= 0 or chunk_count <= 0:
        raise ValueError("chunk_nbytes must be a positive multiple of 4, chunk_count positive")
    words_per_chunk = chunk_nbytes // 4
    words = np.frombuffer(view, dtype="<u4", count=chunk_count * words_per_chunk)
    words = words.reshape(chunk_count, words_per_chunk)
    low_table, high_table = _word_tables()

    registers = np.zeros(chunk_count, dtype=np.uint32)
    registers[0] = ~value & _MASK32
    low_half = np.empty(chunk_count, dtype=np.intp)
    high_half = np.empty(chunk_count, dtype=np.intp)
    low_part = np.empty(chunk_count, dtype=np.uint32)
    low_mask = np.uint32(0xFFFF)
    sixteen = np.uint32(16)
    # In-place ufuncs with preallocated outputs: this loop runs once per
    # column, so allocations would dominate.
    # mode="clip" skips take()'s bounds-check buffering; indices are < 2^16.
    for column in range(words_per_chunk):
        np.bitwise_xor(registers, words[:, column], out=registers)
        np.bitwise_and(registers, low_mask, out=low_half)
        np.right_shift(registers, sixteen, out=high_half)
        np.take(low_table, low_half, out=low_part, mode="clip")
        np.take(high_table, high_half, out=registers, mode="clip")
        np.bitwise_xor(registers, low_part, out=registers)

    return ~_fold_chunk_registers(registers, chunk_nbytes) & _MASK32


def _chunking_for(nbytes):
    """``(chunk_count, chunk_nbytes)`` for the next vectorised step over
    ``nbytes``; chunk_count is 0 when the input is shorter than one chunk."""
    # Doubling from a power of two keeps the fold's segment lengths powers of
    # two, which _shift_tables has usually cached already.
    chunk_nbytes = _MIN_CHUNK_BYTES
    while chunk_nbytes * _MAX_CHUNKS < nbytes and chunk_nbytes < _MAX_CHUNK_BYTES:
        chunk_nbytes *= 2
    chunk_nbytes = min(chunk_nbytes, _MAX_CHUNK_BYTES)
    return min(_MAX_CHUNKS, nbytes // chunk_nbytes), chunk_nbytes


def _crc32c_numpy(data, value=0):
    """CRC-32C without optional packages: numpy for large inputs, a table loop for small ones."""
    view = _as_byte_view(data)
    crc = value & _MASK32
    while len(view) >= _NUMPY_MIN_BYTES:
        chunk_count, chunk_nbytes = _chunking_for(len(view))
        if chunk_count == 0:
            break
        done = chunk_count * chunk_nbytes
        crc = _crc32c_chunked(view[:done], crc, chunk_count, chunk_nbytes)
        view = view[done:]
    return _crc32c_bytewise(view, crc)


# ---------------------------------------------------------------------------
# Backend selection.

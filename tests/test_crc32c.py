"""CRC-32C: known answers, the combine operator, and every implementation against a bitwise reference."""

import struct
import sys
import types
from pathlib import Path
from unittest import mock

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tfrecord_bridge.core.codec import crc32c as crc_module
from tfrecord_bridge.core.codec.crc32c import BACKEND, crc32c, crc32c_combine, masked_crc32c

GOLDEN = Path(__file__).resolve().parent / "golden"

# The example counts are the hypothesis profile's (conftest.py). Hypothesis's too_slow health check times the
# drawing of the first examples; it stays off here, so that a machine busy with other work (pytest-xdist's
# workers on every core) cannot fail a property that holds.
UNTIMED_DRAWS = settings(suppress_health_check=[HealthCheck.too_slow])


def reference_crc32c(data, value=0):
    """Bit at a time, straight from the definition; slow but obviously right."""
    crc = ~value & 0xFFFFFFFF
    for byte in bytes(data):
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ (0x82F63B78 if crc & 1 else 0)
    return ~crc & 0xFFFFFFFF


def reference_masked(data):
    """TensorFlow's crc32c::Mask: rotate right by 15 bits, add a constant."""
    crc = reference_crc32c(data)
    rotated = ((crc >> 15) | (crc << 17)) & 0xFFFFFFFF
    return (rotated + 0xA282EAD8) & 0xFFFFFFFF


IMPLEMENTATIONS = {
    "public": crc32c,
    "numpy": crc_module._crc32c_numpy,
    "bytewise": crc_module._crc32c_bytewise,
    **{name: f for name, f in crc_module.available_backends().items() if name != "numpy"},
}
ALL_IMPLEMENTATIONS = pytest.mark.parametrize("implementation", list(IMPLEMENTATIONS.values()),
                                              ids=list(IMPLEMENTATIONS))


# Two small multiples (degrees 290 and 209) in place of the real ones: the numpy path then folds
# hypothesis-sized inputs through several levels of each, the switch between them, the first level read in
# place (scale 8, from 2320 bytes) and the padded short input.
SMALL_MULTIPLES = ((290, (136, 113, 107, 32, 0)), (209, (144, 54, 39, 14, 0)))


def small_multiples():
    return mock.patch.multiple(crc_module, _SPARSE_MULTIPLES=SMALL_MULTIPLES, _NUMPY_MIN_BYTES=8)


# --- known answers ----------------------------------------------------------

KNOWN_ANSWERS = [
    # RFC 3720 (iSCSI) appendix B.4
    (bytes(32), 0x8A9136AA),
    (b"\xff" * 32, 0x62A8AB43),
    (bytes(range(32)), 0x46DD794E),
    (bytes(range(31, -1, -1)), 0x113FDB5C),
    # the usual CRC catalogue check value
    (b"123456789", 0xE3069283),
    (b"", 0),
]


@pytest.mark.parametrize("data,expected", KNOWN_ANSWERS)
def test_reference_matches_known_answers(data, expected):
    assert reference_crc32c(data) == expected


@ALL_IMPLEMENTATIONS
@pytest.mark.parametrize("data,expected", KNOWN_ANSWERS)
def test_known_answers(implementation, data, expected):
    assert implementation(data) == expected


@pytest.mark.parametrize("data,expected", [
    # header of an empty record, an empty payload, header of a 1-byte record, a 1-byte payload
    (struct.pack("<Q", 0), 0x07980329),
    (b"", 0xA282EAD8),
    (struct.pack("<Q", 1), 0x41DE7501),
    (b"a", 0x28E46E78),
])
def test_masked_crc_of_tfrecord_framing(data, expected):
    assert reference_masked(data) == expected
    assert masked_crc32c(data) == expected


def _golden_frames(path):
    blob = path.read_bytes()
    offset = 0
    while offset < len(blob):
        header = blob[offset:offset + 8]
        (length,) = struct.unpack("<Q", header)
        (header_crc,) = struct.unpack("<I", blob[offset + 8:offset + 12])
        data = blob[offset + 12:offset + 12 + length]
        (data_crc,) = struct.unpack("<I", blob[offset + 12 + length:offset + 16 + length])
        yield header, header_crc, data, data_crc
        offset += 16 + length


@pytest.mark.parametrize("name", ["examples.tfrecord", "sequence_examples.tfrecord"])
def test_crcs_in_files_written_by_tensorflow(name):
    path = GOLDEN / name
    if not path.is_file():
        pytest.skip(f"{path} not present")
    frames = list(_golden_frames(path))
    assert frames
    for header, header_crc, data, data_crc in frames:
        assert masked_crc32c(header) == header_crc
        assert masked_crc32c(data) == data_crc
        for implementation in IMPLEMENTATIONS.values():
            crc = implementation(memoryview(data))
            assert (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF == data_crc


# --- backend selection ------------------------------------------------------

def test_backend_is_named():
    assert BACKEND in ("google_crc32c", "crc32c", "numpy")


def test_numpy_backend_when_no_optional_package_is_installed_and_the_fastest_once_one_is():
    """The backend is chosen again after a package was installed while running (the settings page's Install)."""
    try:
        with mock.patch.dict(sys.modules, {"google_crc32c": None, "crc32c": None}):
            assert crc_module.select_backend() == "numpy"
        assert crc_module.BACKEND == "numpy"
        assert crc_module.crc32c(b"123456789") == 0xE3069283
    finally:
        crc_module.select_backend()  # the packages importable again
    assert crc_module.BACKEND == next(iter(crc_module.available_backends()))
    assert crc_module.crc32c(b"123456789") == 0xE3069283


# --- input types --------------------------------------------------------------

@ALL_IMPLEMENTATIONS
@pytest.mark.parametrize("size", [0, 5, 4096 + 13])
def test_buffer_types_are_checksummed_as_their_raw_bytes(implementation, size):
    raw = bytes((i * 7 + 3) % 256 for i in range(size))
    expected = reference_crc32c(raw)
    floats = np.frombuffer(raw[:size - size % 8], dtype=np.float64)
    candidates = [
        raw,
        bytearray(raw),
        memoryview(raw),
        np.frombuffer(raw, dtype=np.uint8),
        memoryview(bytearray(raw)),
    ]
    for candidate in candidates:
        assert implementation(candidate) == expected
    assert implementation(floats.copy()) == reference_crc32c(floats.tobytes())
    assert implementation(memoryview(floats)) == reference_crc32c(floats.tobytes())
    square = np.arange(36, dtype=">i4").reshape(6, 6)
    assert implementation(square) == reference_crc32c(square.tobytes())
    assert implementation(memoryview(square)) == reference_crc32c(square.tobytes())


@ALL_IMPLEMENTATIONS
def test_dtypes_without_buffer_format_and_empty_shapes(implementation):
    dates = np.array(["2020-01-01", "2021-06-30"], dtype="datetime64[s]")
    assert implementation(dates) == reference_crc32c(dates.tobytes())
    assert implementation(np.zeros((3, 0), dtype=np.float32)) == 0
    scalar = np.array(1.5)
    assert implementation(scalar) == reference_crc32c(scalar.tobytes())


@ALL_IMPLEMENTATIONS
def test_unaligned_views(implementation):
    raw = bytes(range(256)) * 40
    for start in (1, 2, 3):
        view = memoryview(raw)[start:]
        assert implementation(view) == crc_module._crc32c_bytewise(raw[start:])


@ALL_IMPLEMENTATIONS
def test_non_contiguous_input_is_rejected(implementation):
    with pytest.raises(ValueError):
        implementation(np.zeros((4, 4), dtype=np.uint8)[:, ::2])
    with pytest.raises(ValueError):
        implementation(memoryview(bytes(16))[::2])


@ALL_IMPLEMENTATIONS
def test_value_is_taken_modulo_two_to_the_32(implementation):
    assert implementation(b"abc", 5 + (1 << 32)) == implementation(b"abc", 5)


# --- properties against the reference ---------------------------------------

@ALL_IMPLEMENTATIONS
@UNTIMED_DRAWS
@given(data=st.binary(max_size=700), value=st.integers(0, 0xFFFFFFFF))
def test_matches_reference(implementation, data, value):
    assert implementation(data, value) == reference_crc32c(data, value)


@UNTIMED_DRAWS
@given(data=st.binary(max_size=6000), value=st.integers(0, 0xFFFFFFFF))
def test_vectorised_path_matches_reference(data, value):
    with small_multiples():
        assert crc_module._crc32c_numpy(data, value) == crc_module._crc32c_bytewise(data, value)


@ALL_IMPLEMENTATIONS
@UNTIMED_DRAWS
@given(data=st.binary(max_size=600), cuts=st.lists(st.integers(0, 600), max_size=4))
def test_incremental_chaining(implementation, data, cuts):
    bounds = sorted({0, len(data), *(min(cut, len(data)) for cut in cuts)})
    crc = 0
    for start, stop in zip(bounds, bounds[1:]):
        crc = implementation(data[start:stop], crc)
    assert crc == reference_crc32c(data)


@UNTIMED_DRAWS
@given(data=st.binary(max_size=600), cut=st.integers(0, 600))
def test_vectorised_incremental_chaining(data, cut):
    cut = min(cut, len(data))
    with small_multiples():
        crc = crc_module._crc32c_numpy(data[cut:], crc_module._crc32c_numpy(data[:cut]))
    assert crc == reference_crc32c(data)


def _polynomial_remainder(exponents):
    """The sum of x^e over ``exponents`` modulo the Castagnoli polynomial (normal bit order)."""
    value = sum(1 << exponent for exponent in exponents)
    polynomial = (1 << 32) | 0x1EDC6F41
    while value.bit_length() > 32:
        value ^= polynomial << (value.bit_length() - 33)
    return value


@pytest.mark.parametrize("multiple", [*crc_module._SPARSE_MULTIPLES, *SMALL_MULTIPLES])
def test_fold_multiples_are_multiples_of_the_polynomial(multiple):
    degree, exponents = multiple
    assert list(exponents) == sorted(set(exponents), reverse=True) and exponents[-1] == 0 < exponents[0] < degree
    assert _polynomial_remainder([degree, *exponents]) == 0
    # ... and not by accident: dropping any term leaves a non-multiple.
    assert all(_polynomial_remainder([degree, *exponents[:k], *exponents[k + 1:]]) for k in range(len(exponents)))


@pytest.mark.parametrize("nbytes", [290, 291, 579, 580, 6776, 6777, 13554, 13555, 1 << 20, (4 << 20) - 8])
def test_fold_levels_halve_down_to_the_last_multiple(nbytes):
    levels = crc_module._fold_levels(nbytes)
    left = nbytes
    for scale, degree, _ in levels:
        assert scale & (scale - 1) == 0 and scale * degree <= left <= 2 * scale * degree
        left = scale * degree
    assert left == crc_module._SPARSE_MULTIPLES[-1][0]
    assert [scale for scale, degree, _ in levels if degree == levels[0][1]][-1] == 1


def test_short_inputs_are_padded_to_the_remainder():
    assert crc_module._fold_levels(crc_module._SPARSE_MULTIPLES[-1][0] - 1) == []
    for size in (crc_module._NUMPY_MIN_BYTES, 200, 288):
        data = bytes(range(size % 256)) + bytes(size - size % 256)
        assert crc_module._crc32c_numpy(data, 77) == reference_crc32c(data, 77)


def _sizes_around(length):
    return [length + delta for delta in (-9, -8, -1, 0, 1, 7, 8, 9)]


FOLD_BOUNDARIES = sorted({
    size
    for degree, _ in crc_module._SPARSE_MULTIPLES
    for scale in (1, 2, 8, 16, 256)
    for size in _sizes_around(scale * degree) + _sizes_around(2 * scale * degree)
})


def test_lengths_around_the_fold_boundaries():
    data = np.random.default_rng(3).integers(0, 256, max(FOLD_BOUNDARIES), dtype=np.uint8).tobytes()
    for size in FOLD_BOUNDARIES:
        for value in (0, 0x1234, 0xFFFFFFFF):
            assert crc_module._crc32c_numpy(data[:size], value) == _trusted_fast_crc32c(data[:size], value), size


def _trusted_fast_crc32c(data, value=0):
    """An optional C backend when installed (checked against the reference
    elsewhere), else the table loop."""
    for name in ("google_crc32c", "crc32c"):
        if name in IMPLEMENTATIONS:
            return IMPLEMENTATIONS[name](data, value)
    return crc_module._crc32c_bytewise(data, value)


MIN_BYTES = crc_module._NUMPY_MIN_BYTES
PIECE_BYTES = crc_module._FOLD_PIECE_BYTES


@pytest.mark.parametrize("size", [
    MIN_BYTES - 1, MIN_BYTES, MIN_BYTES + 1, PIECE_BYTES - 1, PIECE_BYTES, PIECE_BYTES + 5, 2 * PIECE_BYTES + 4093,
])
def test_default_thresholds(size):
    data = np.random.default_rng(size).integers(0, 256, size, dtype=np.uint8)
    expected = _trusted_fast_crc32c(data)
    for name, implementation in IMPLEMENTATIONS.items():
        if name != "bytewise" or size < 1 << 16:
            assert implementation(data) == expected


def test_large_input_agrees_with_combine():
    # The two numpy runs cut the buffer into chunks at different offsets, and
    # the combine operator is checked against the reference elsewhere.
    body = np.random.default_rng(8).integers(0, 256, (8 << 20) + 5, dtype=np.uint8).tobytes()
    head = bytes(range(100))
    whole = crc_module._crc32c_numpy(head + body)
    assert whole == crc32c_combine(reference_crc32c(head), crc_module._crc32c_numpy(body), len(body))


# --- combine ------------------------------------------------------------------

@UNTIMED_DRAWS
@given(first=st.binary(max_size=300), second=st.binary(max_size=300))
def test_combine(first, second):
    combined = crc32c_combine(reference_crc32c(first), reference_crc32c(second), len(second))
    assert combined == reference_crc32c(first + second)


def test_combine_with_empty_second_part():
    assert crc32c_combine(0xDEADBEEF, 0, 0) == 0xDEADBEEF


@UNTIMED_DRAWS
@given(crcs=st.lists(st.integers(0, 0xFFFFFFFF), min_size=3, max_size=3),
       first_len=st.integers(0, 1 << 62), second_len=st.integers(0, 1 << 62))
def test_combine_is_associative_for_huge_lengths(crcs, first_len, second_len):
    a, b, c = crcs
    left = crc32c_combine(crc32c_combine(a, b, first_len), c, second_len)
    right = crc32c_combine(a, crc32c_combine(b, c, second_len), first_len + second_len)
    assert left == right


@UNTIMED_DRAWS
@given(first=st.integers(0, 1 << 40), second=st.integers(0, 1 << 40))
def test_zero_shift_operator_adds_lengths(first, second):
    x8n = crc_module._x8nmodp
    assert crc_module._multmodp(x8n(first), x8n(second)) == x8n(first + second)


def test_combine_rejects_negative_and_absurd_lengths():
    with pytest.raises(ValueError):
        crc32c_combine(0, 0, -1)
    with pytest.raises(OverflowError):
        crc32c_combine(0, 0, 1 << 200)


def test_masked_crc_formula():
    for data in (b"", b"abc", bytes(1000)):
        crc = crc32c(data)
        assert masked_crc32c(data) == (((crc >> 15) | (crc << 17)) + 0xA282EAD8) % (1 << 32)


@given(st.integers(0, 40), st.integers(0, 70), st.integers(0, 2**32 - 1))
def test_rows_match_one_record_at_a_time(count, length, seed):
    from tfrecord_bridge.core.codec.crc32c import crc32c_rows
    rows = np.random.default_rng(seed).integers(0, 256, size=(count, length), dtype=np.uint8)
    assert crc32c_rows(rows).tolist() == [reference_crc32c(bytes(row)) for row in rows]


def test_a_crc32c_package_without_the_cpu_instruction_leaves_long_inputs_to_the_fold():
    calls = []

    def package_crc32c(data, value=0):
        calls.append(len(data))
        return crc_module._crc32c_numpy(data, value)

    software = types.SimpleNamespace(crc32c=package_crc32c, hardware_based=False)
    hardware = types.SimpleNamespace(crc32c=package_crc32c, hardware_based=True)
    long_input = np.random.default_rng(5).integers(0, 256, crc_module._SOFTWARE_PACKAGE_FOLD_BYTES + 3, np.uint8)
    short_input = long_input[:1000]
    expected = [_trusted_fast_crc32c(short_input, 9), _trusted_fast_crc32c(long_input, 9)]
    assert [crc_module._crc32c_package_function(software)(data, 9) for data in (short_input, long_input)] == expected
    assert calls == [1000]
    assert [crc_module._crc32c_package_function(hardware)(data, 9) for data in (short_input, long_input)] == expected
    assert calls == [1000, 1000, len(long_input)]

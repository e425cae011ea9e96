"""Example / SequenceExample encoding checked against protobuf, the independent decoder."""

import re
import struct

import numpy as np
import pytest
from google.protobuf.internal import api_implementation
from hypothesis import assume, given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from tfrecord_bridge.core import (
    decode_example,
    decode_sequence_example,
    encode_example,
    encode_example_parts,
    encode_sequence_example,
)
from tfrecord_bridge.core.codec import protos
from tfrecord_bridge.core.codec.example import ExampleDecodeError, decode_varints, encode_varints


def comparable_with_protobuf(*key_sets):
    """Whether protobuf here sorts these keys as TensorFlow's C++ protobuf does (bytewise).

    upb (protobuf >= 4.22) puts a key after the keys it prefixes ("ab" before "a");
    our sort_keys follows the C++ order TensorFlow uses.
    """
    from google.protobuf.internal import api_implementation
    if api_implementation.Type() != "upb":
        return True
    return not any(a != b and b.startswith(a) for keys in key_sets for a in keys for b in keys)


float_arrays = hnp.arrays(np.float32, st.integers(0, 40),
                          elements=st.floats(width=32, allow_nan=False))
int64_arrays = hnp.arrays(np.int64, st.integers(0, 40))
bytes_lists = st.lists(st.binary(max_size=20), min_size=1, max_size=5)
feature_values = st.one_of(float_arrays, int64_arrays, bytes_lists)
feature_dicts = st.dictionaries(st.text(min_size=0, max_size=12), feature_values, max_size=8)


def to_proto_feature(feature, value):
    if isinstance(value, list):
        feature.bytes_list.value.extend(value)
    elif value.dtype == np.float32:
        feature.float_list.SetInParent()
        feature.float_list.value.extend(value.tolist())
    else:
        feature.int64_list.SetInParent()
        feature.int64_list.value.extend(value.tolist())


def to_proto_example(features):
    example = protos.Example()
    example.features.SetInParent()
    for key, value in features.items():
        to_proto_feature(example.features.feature[key], value)
    return example


def from_proto_feature(feature):
    kind = feature.WhichOneof("kind")
    if kind == "bytes_list":
        return list(feature.bytes_list.value)
    if kind == "float_list":
        return np.array(feature.float_list.value, dtype=np.float32)
    return np.array(feature.int64_list.value, dtype=np.int64)


def assert_features_equal(actual, expected):
    assert list(actual) == list(expected)
    for key in expected:
        if isinstance(expected[key], list):
            assert actual[key] == expected[key], key
        else:
            assert actual[key].dtype == expected[key].dtype, key
            np.testing.assert_array_equal(actual[key], expected[key], err_msg=key)


@given(feature_dicts)
def test_sorted_encoding_equals_protobuf_deterministic_bytes(features):
    assume(comparable_with_protobuf(features))
    ours = encode_example(features, sort_keys=True)
    assert ours == to_proto_example(features).SerializeToString(deterministic=True)


@given(feature_dicts)
def test_protobuf_parses_what_we_write_in_the_given_order(features):
    parsed = protos.Example.FromString(encode_example(features))
    decoded = {key: from_proto_feature(feature) for key, feature in parsed.features.feature.items()}
    assert_features_equal({k: decoded[k] for k in features}, features)


@given(feature_dicts)
def test_round_trip_keeps_values_kinds_and_key_order(features):
    assert_features_equal(decode_example(encode_example(features)), features)


@given(feature_dicts)
def test_we_decode_what_protobuf_writes(features):
    data = to_proto_example(features).SerializeToString()
    decoded = decode_example(data)
    assert_features_equal({k: decoded[k] for k in features}, features)


def test_parts_are_views_of_the_callers_float_array_not_copies():
    patch = np.arange(256 * 256, dtype=np.float32)
    parts = encode_example_parts({"B1": patch})
    views = [p for p in parts if isinstance(p, memoryview)]
    assert len(views) == 1
    assert np.shares_memory(np.frombuffer(views[0], dtype=np.float32), patch)


def test_float_decoding_is_zero_copy():
    record = encode_example({"B1": np.arange(1000, dtype=np.float32)})
    values = decode_example(record)["B1"]
    assert np.shares_memory(values, np.frombuffer(record, dtype=np.uint8))


def test_each_list_is_one_packed_run():
    record = encode_example({"a": np.arange(5, dtype=np.float32)})
    parsed = protos.Example.FromString(record)
    assert list(parsed.features.feature["a"].float_list.value) == [0, 1, 2, 3, 4]
    float_list_body = record[-22:]
    assert float_list_body[:2] == b"\x0a\x14"  # a single packed run of 20 bytes
    assert float_list_body[2:] == np.arange(5, dtype="<f4").tobytes()


def test_unpacked_lists_repeated_runs_and_unknown_fields_are_accepted():
    def field(number, wire, payload):
        return bytes([(number << 3) | wire]) + payload

    def length_delimited(number, body):
        return field(number, 2, bytes([len(body)]) + body)

    unpacked_floats = b"".join(field(1, 5, struct.pack("<f", v)) for v in (1.5, -2.0))
    packed_more = length_delimited(1, struct.pack("<2f", 3.0, 4.0))
    float_list = unpacked_floats + packed_more + field(7, 0, b"\x05")  # unknown varint field 7
    ints_unpacked = field(1, 0, b"\x03") + length_delimited(1, b"\x04\x05")
    feature_f = length_delimited(2, float_list)
    feature_i = length_delimited(3, ints_unpacked)
    # map entries with the value before the key, and an unknown field in the entry
    entry_f = length_delimited(2, feature_f) + length_delimited(1, b"f") + field(9, 5, b"\0\0\0\0")
    entry_i = length_delimited(1, b"i") + length_delimited(2, feature_i)
    features = length_delimited(1, entry_f) + length_delimited(1, entry_i)
    record = length_delimited(1, features) + length_delimited(15, b"junk")

    decoded = decode_example(record)
    np.testing.assert_array_equal(decoded["f"], [1.5, -2.0, 3.0, 4.0])
    np.testing.assert_array_equal(decoded["i"], [3, 4, 5])
    # protobuf's C++ parser (TensorFlow's) reads the same; upb (protobuf >= 4.22) drops a map entry
    # holding an unknown field, so the reference check leaves that field out.
    reference_entry = length_delimited(2, feature_f) + length_delimited(1, b"f")
    reference_record = length_delimited(1, length_delimited(1, reference_entry) + length_delimited(1, entry_i))
    reference = protos.Example.FromString(reference_record + length_delimited(15, b"junk"))
    assert list(reference.features.feature["f"].float_list.value) == [1.5, -2.0, 3.0, 4.0]
    assert decode_example(reference_record)["f"].tolist() == [1.5, -2.0, 3.0, 4.0]


def test_empty_lists_keep_their_kind():
    record = encode_example({"f": np.zeros(0, np.float32), "i": np.zeros(0, np.int64), "b": []})
    parsed = protos.Example.FromString(record)
    assert parsed.features.feature["f"].WhichOneof("kind") == "float_list"
    assert parsed.features.feature["i"].WhichOneof("kind") == "int64_list"
    assert parsed.features.feature["b"].WhichOneof("kind") == "float_list"  # an empty Python list
    kinds = decode_example(record, with_kinds=True)
    assert kinds["i"][0] == "int64" and kinds["i"][1].size == 0


def test_strings_become_utf8_bytes_and_integers_int64():
    decoded = decode_example(encode_example({"name": "São Paulo ✓", "n": np.array([1, 2], np.uint8)}))
    assert decoded["name"] == ["São Paulo ✓".encode()]
    assert decoded["n"].dtype == np.int64


@given(hnp.arrays(np.int64, st.integers(0, 200)))
def test_varints_round_trip_and_match_protobuf(values):
    packed = encode_varints(values)
    np.testing.assert_array_equal(decode_varints(packed), values)
    reference = protos.Int64List(value=values.tolist()).SerializeToString()
    assert reference == (b"\x0a" + bytes(encode_varints(np.array([len(packed)]))) + packed if len(packed) else b"")


def test_extreme_int64_values():
    values = np.array([0, 1, -1, 127, 128, 2**63 - 1, -2**63, -300], dtype=np.int64)
    decoded = decode_example(encode_example({"v": values}))["v"]
    np.testing.assert_array_equal(decoded, values)


@pytest.mark.parametrize("bad", [b"\x0a\x05\x0a\x03", b"\x0a", b"\x0f\x00", b"\x0a\x02\x0a\xff"])
def test_malformed_bytes_raise_a_decode_error(bad):
    with pytest.raises(ExampleDecodeError):
        decode_example(bad)


sequence_lists = st.dictionaries(
    st.text(max_size=8),
    st.one_of(st.lists(float_arrays, max_size=4), st.lists(int64_arrays, max_size=4),
              st.lists(bytes_lists, max_size=4)),
    max_size=4)


@given(feature_dicts, sequence_lists)
def test_sequence_example_matches_protobuf(context, feature_lists):
    assume(comparable_with_protobuf(context, feature_lists))
    ours = encode_sequence_example(context, feature_lists, sort_keys=True)
    reference = protos.SequenceExample()
    reference.context.SetInParent()
    reference.feature_lists.SetInParent()
    for key, value in context.items():
        to_proto_feature(reference.context.feature[key], value)
    for key, steps in feature_lists.items():
        feature_list = reference.feature_lists.feature_list[key]
        for step in steps:
            to_proto_feature(feature_list.feature.add(), step)
    assert ours == reference.SerializeToString(deterministic=True)

    decoded_context, decoded_lists = decode_sequence_example(ours)
    assert_features_equal(decoded_context, dict(sorted(context.items(), key=lambda kv: kv[0].encode())))
    assert set(decoded_lists) == set(feature_lists)
    for key, steps in feature_lists.items():
        assert len(decoded_lists[key]) == len(steps)
        for got, want in zip(decoded_lists[key], steps):
            assert_features_equal({"s": got}, {"s": want})


def test_sequence_steps_from_a_2d_array():
    steps = np.arange(12, dtype=np.float32).reshape(4, 3)
    _, lists = decode_sequence_example(encode_sequence_example({"c": np.array([1.0], np.float32)}, {"x": steps}))
    assert len(lists["x"]) == 4
    np.testing.assert_array_equal(np.stack(lists["x"]), steps)


@given(st.integers(1, 30), st.integers(1, 3), st.integers(1, 3), st.integers(0, 2**32 - 1))
def test_batch_sequence_encoding_equals_one_record_at_a_time(count, steps, width, seed):
    from tfrecord_bridge.core.codec.example import encode_sequence_examples
    rng = np.random.default_rng(seed)
    # int64 values of every varint length, negatives included, so records take several layouts.
    scale = 2 ** rng.integers(0, 64, size=(count, steps, width))
    context = {"f": ("float", rng.normal(size=(count, 1)).astype(np.float32)),
               "i": ("int64", rng.integers(-300, 300, size=(count, 1))),
               "b": ("bytes", rng.integers(0, 256, size=(count, width)).astype(np.uint8))}
    lists = {"series": ("int64", (rng.integers(0, 2, size=(count, steps, width)) * scale).astype(np.int64)),
             "floats": ("float", rng.normal(size=(count, steps, width)).astype(np.float32)),
             "bytes": ("bytes", rng.integers(0, 256, size=(count, steps, 1)).astype(np.uint8))}
    groups = encode_sequence_examples(context, lists)
    assert sorted(i for members, _ in groups for i in members) == list(range(count))
    for members, records in groups:
        for member, record in zip(members, records):
            expected = encode_sequence_example(
                {"f": context["f"][1][member], "i": context["i"][1][member],
                 "b": [context["b"][1][member].tobytes()]},
                {"series": [step for step in lists["series"][1][member]],
                 "floats": [step for step in lists["floats"][1][member]],
                 "bytes": [[step.tobytes()] for step in lists["bytes"][1][member]]})
            assert record.tobytes() == expected


def test_uniform_examples_decode_all_at_once_and_refuse_other_layouts():
    from tfrecord_bridge.core.codec.example import decode_uniform_examples
    rng = np.random.default_rng(7)
    floats = rng.normal(size=(50, 2)).astype(np.float32)
    ints = np.array([[3, 200], [200, 3]] * 25)  # same total varint length, split differently
    pixels = rng.integers(0, 256, size=(50, 3), dtype=np.uint8)
    records = [encode_example({"p": floats[i], "n": ints[i], "raw": [pixels[i].tobytes()]}) for i in range(50)]
    rows = np.frombuffer(b"".join(records), np.uint8).reshape(50, -1)
    decoded = decode_uniform_examples(rows)
    np.testing.assert_array_equal(decoded["p"][1], floats)
    np.testing.assert_array_equal(decoded["n"][1], ints)
    np.testing.assert_array_equal(decoded["raw"][1], pixels)
    assert [kind for kind, _ in decoded.values()] == ["float", "int64", "bytes"]

    renamed = [encode_example({"q" if i == 7 else "p": floats[i], "n": ints[i], "raw": [pixels[i].tobytes()]})
               for i in range(50)]
    assert decode_uniform_examples(np.frombuffer(b"".join(renamed), np.uint8).reshape(50, -1)) is None
    fewer_varints = [encode_example({"n": np.array([300])}), encode_example({"n": np.array([1, 2])})]
    assert decode_uniform_examples(np.frombuffer(b"".join(fewer_varints), np.uint8).reshape(2, -1)) is None


def test_decoding_follows_protobuf_on_odd_but_valid_input():
    def field(number, wire, payload):
        return bytes([(number << 3) | wire]) + payload

    def length_delimited(number, body):
        return field(number, 2, bytes([len(body)]) + body)

    # An int64 varint with bits past 64, a float list value sent as a varint, a value given twice.
    overlong = field(1, 0, b"\xff" * 9 + b"\x7f")
    ints = length_delimited(3, overlong)
    floats_first = length_delimited(2, length_delimited(1, struct.pack("<f", 1.0)) + field(1, 0, b"\x05"))
    floats_second = length_delimited(2, length_delimited(1, struct.pack("<f", 2.0)))
    entry_i = length_delimited(1, b"i") + length_delimited(2, ints)
    entry_f = length_delimited(1, b"f") + length_delimited(2, floats_first) + length_delimited(2, floats_second)
    record = length_delimited(1, length_delimited(1, entry_i) + length_delimited(1, entry_f))

    reference = protos.Example.FromString(record)
    decoded = decode_example(record)
    assert decoded["i"].tolist() == list(reference.features.feature["i"].int64_list.value) == [-1]
    assert decoded["f"].tolist() == list(reference.features.feature["f"].float_list.value) == [1.0, 2.0]


def test_a_feature_name_that_is_not_utf8_is_refused_when_encoding():
    with pytest.raises(ValueError, match="not UTF-8"):
        encode_example({b"\xff": np.zeros(1, np.float32)})
    assert decode_example(encode_example({"é".encode(): np.zeros(1, np.float32)})).keys() == {"é"}


def test_uniform_decoding_refuses_a_row_whose_varint_runs_into_the_next():
    from tfrecord_bridge.core.codec.example import decode_uniform_examples
    record = encode_example({"v": np.array([1, 128])})
    rows = np.tile(np.frombuffer(record, np.uint8), (3, 1))
    payload_end = len(record)
    rows[1, payload_end - 3:payload_end] = [0x01, 0x01, 0x80]  # two terminators, the last byte continues
    assert decode_uniform_examples(rows) is None


# ----------------------------------------------------------------------------- hostile input (issue 11)

def _tag(number, wire):
    return bytes(encode_varints(np.array([(number << 3) | wire])))


def _delimited(number, body):
    return _tag(number, 2) + bytes(encode_varints(np.array([len(body)]))) + body


def _example_with_feature(feature_body, name=b"k"):
    return _delimited(1, _delimited(1, _delimited(1, name) + _delimited(2, feature_body)))


def _parse_with_protobuf(message_class, record):
    """The protobuf message, or None when protobuf refuses the bytes.

    protobuf's C++ parser stops at a stray end-group tag at the top and only warns
    ("Not all data was converted"); that is a refusal too (upb raises).
    """
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        try:
            return message_class.FromString(record)
        except Exception:  # protobuf's DecodeError, or the warning above
            return None


def _decodes(decode, record):
    try:
        decode(record)
        return True
    except ExampleDecodeError:
        return False


def _runs_of_one_feature(kind, count):
    """(a feature of ``count`` runs of one value of ``kind``, the values it holds)."""
    if kind == "bytes":
        return _delimited(1, _delimited(1, b"x")) * count, [b"x"] * count
    if kind == "float":
        return (_delimited(2, _delimited(1, struct.pack("<f", 1.5))) * count
                + _delimited(2, (_tag(1, 5) + struct.pack("<f", 2.5)) * count), [1.5] * count + [2.5] * count)
    return (_delimited(3, _delimited(1, b"\xac\x02")) * count + _delimited(3, (_tag(1, 0) + b"\x05") * count),
            [300] * count + [5] * count)


def _decode_seconds(record):
    """The least CPU time of three decodes: CPU time and the least of three keep other work's load out."""
    import time
    times = []
    for _ in range(3):
        started = time.process_time()
        decode_example(record)
        times.append(time.process_time() - started)
    return min(times)


@pytest.mark.slow  # times large inputs to tell linear from quadratic: seconds
@pytest.mark.parametrize("kind", ["bytes", "float", "int64"])
def test_many_runs_of_one_feature_decode_in_linear_time(kind):
    # 160,000 BytesLists of one value each took 43 s; float and int64 runs grew the same way (quadratically).
    # Four times the runs must cost about four times the time, not sixteen; timed against itself, not a clock.
    small, large = (_example_with_feature(_runs_of_one_feature(kind, count)[0]) for count in (40_000, 160_000))
    assert _decode_seconds(large) < 8 * max(_decode_seconds(small), 1e-3), kind
    feature, expected = _runs_of_one_feature(kind, 160_000)
    record = _example_with_feature(feature)
    assert list(decode_example(record)["k"]) == expected, kind
    reference = protos.Example.FromString(record).features.feature["k"]
    assert list(getattr(reference, reference.WhichOneof("kind")).value) == expected, kind


def test_unmatched_group_end_tags_are_refused_as_protobuf_does():
    empty_feature_entry = _delimited(1, _delimited(1, b"k") + _delimited(2, b""))
    cases = {
        "group closed by another field's end tag": _tag(5, 3) + _tag(6, 4),
        "end tag with no open group, in Features": _delimited(1, _tag(5, 4)),
        "end tag with no open group, at the top": _tag(5, 4),
        "nested groups closed in the wrong order": _tag(5, 3) + _tag(6, 3) + _tag(5, 4) + _tag(6, 4),
        "end tag inside a list": _example_with_feature(_delimited(2, _tag(3, 4))),
    }
    for what, record in cases.items():
        assert _parse_with_protobuf(protos.Example, record + empty_feature_entry) is None, what
        with pytest.raises(ExampleDecodeError, match="end-group tag"):
            decode_example(record)
    matched = _tag(5, 3) + _tag(6, 3) + _tag(6, 4) + _tag(5, 4)
    assert _parse_with_protobuf(protos.Example, matched) is not None
    assert decode_example(matched) == {}


@pytest.mark.parametrize("level", ["Example", "Features", "map entry", "Feature", "FloatList"])
def test_nesting_deeper_than_protobufs_limit_is_refused_at_every_level(level):
    def wrap(groups):
        if level == "Example":
            return groups
        if level == "Features":
            return _delimited(1, groups)
        if level == "map entry":
            return _delimited(1, _delimited(1, groups))
        if level == "Feature":
            return _example_with_feature(groups)
        return _example_with_feature(_delimited(2, groups))

    assert_same_depth_limit_as_protobuf(decode_example, protos.Example,
                                        lambda depth: wrap(_tag(7, 3) * depth + _tag(7, 4) * depth),
                                        range(92, 105), f"nested groups in the {level}")


def assert_same_depth_limit_as_protobuf(decode, message, record_of_depth, depths, what):
    """Ours refuses everything the installed protobuf refuses, and accepts what it accepts below the limit.

    protobuf releases count differently against their limit of 100: 4.21 (Debian 12 and 13) counts the
    enclosing messages as well as the unknown groups, and ours follows it exactly; sid's newer release
    counts the groups alone (and one level apart at the top), so there ours refuses a few levels sooner.
    """
    protobuf = {depth: _parse_with_protobuf(message, record_of_depth(depth)) is not None for depth in depths}
    ours = {depth: _decodes(decode, record_of_depth(depth)) for depth in depths}
    assert True in protobuf.values() and False in protobuf.values()  # the limit falls inside the range tried
    assert True in ours.values() and False in ours.values()
    protobuf_limit = min(depth for depth, accepted in protobuf.items() if not accepted)
    our_limit = min(depth for depth, accepted in ours.items() if not accepted)
    assert our_limit <= protobuf_limit + 1, f"{what}: ours refuses from {our_limit}, protobuf from {protobuf_limit}"
    assert not any(ours[depth] for depth in depths if depth >= protobuf_limit + 1), what
    for depth in depths:
        if depth < min(our_limit, protobuf_limit) - 1:
            assert ours[depth] and protobuf[depth], f"{depth} {what}"
    if api_implementation.Type() == "cpp":  # the C++ parser, as TensorFlow's: the counting ours follows exactly
        assert abs(our_limit - protobuf_limit) <= 1 and all(
            ours[depth] == protobuf[depth] for depth in depths if abs(depth - protobuf_limit) > 1), what


def test_nesting_limit_in_a_sequence_example_feature_list():
    def record_of_depth(depth):
        feature = _delimited(2, _tag(7, 3) * depth + _tag(7, 4) * depth)
        return _delimited(2, _delimited(1, _delimited(1, b"s") + _delimited(2, _delimited(1, feature))))

    assert_same_depth_limit_as_protobuf(decode_sequence_example, protos.SequenceExample, record_of_depth,
                                        range(89, 101), "nested groups in a feature list")


def test_every_copy_of_a_key_must_be_utf8():
    entry = _delimited(1, b"\xff") + _delimited(1, b"k") + _delimited(2, _delimited(2, b""))
    record = _delimited(1, _delimited(1, entry))
    assert _parse_with_protobuf(protos.Example, record) is None
    with pytest.raises(ExampleDecodeError, match="not UTF-8"):
        decode_example(record)
    good_first = _delimited(1, b"j") + _delimited(1, b"k") + _delimited(2, _delimited(2, b""))
    assert list(decode_example(_delimited(1, _delimited(1, good_first)))) == ["k"]


def test_a_value_given_twice_in_an_entry_is_checked_copy_by_copy():
    # Joined, these two copies would read as one valid BytesList; each alone is truncated.
    entry = _delimited(1, b"k") + _delimited(2, b"\x0a") + _delimited(2, b"\x00")
    record = _delimited(1, _delimited(1, entry))
    assert _parse_with_protobuf(protos.Example, record) is None
    with pytest.raises(ExampleDecodeError):
        decode_example(record)


def test_a_list_replaced_by_another_oneof_member_is_still_checked():
    # An Int64List whose second varint runs to 11 bytes, then a BytesList taking its place.
    bad_ints = _delimited(3, _delimited(1, b"\x80\x80\x01" + b"\xff" * 9 + b"\x81\x00"))
    record = _example_with_feature(bad_ints + _delimited(1, b""))
    assert _parse_with_protobuf(protos.Example, record) is None
    with pytest.raises(ExampleDecodeError, match="longer than 10 bytes"):
        decode_example(record)


# Bytes shaped like Examples: known fields in any wire type, unknown fields, groups, truncations.

def _varint_bytes(value):
    return bytes(encode_varints(np.array([value], dtype=np.uint64).view(np.int64)))


FIELD_NUMBERS = st.integers(4, 40)  # beyond the numbers of Example's and SequenceExample's fields


@st.composite
def _unknown_field(draw, numbers=FIELD_NUMBERS, depth=2):
    number = draw(numbers)
    wire = draw(st.sampled_from([0, 1, 2, 3, 5]))
    if wire == 0:
        return _tag(number, 0) + _varint_bytes(draw(st.integers(0, 2**64 - 1)))
    if wire == 1:
        return _tag(number, 1) + draw(st.binary(min_size=8, max_size=8))
    if wire == 5:
        return _tag(number, 5) + draw(st.binary(min_size=4, max_size=4))
    if wire == 2:
        return _delimited(number, draw(st.binary(max_size=8)))
    body = b"".join(draw(st.lists(_unknown_field(depth=depth - 1), max_size=2))) if depth else b""
    end = draw(st.sampled_from([number, number, number + 1]))
    return _tag(number, 3) + body + _tag(end, 4)


@st.composite
def _list_message(draw):
    parts = []
    for _ in range(draw(st.integers(0, 4))):
        choice = draw(st.integers(0, 5))
        if choice == 0:
            parts.append(_delimited(1, draw(st.binary(max_size=12))))  # packed floats / varints, or a bytes value
        elif choice == 1:
            parts.append(_tag(1, 5) + draw(st.binary(min_size=4, max_size=4)))
        elif choice == 2:
            parts.append(_tag(1, 0) + _varint_bytes(draw(st.integers(0, 2**64 - 1))))
        elif choice == 3:
            values = draw(st.lists(st.integers(-2**63, 2**63 - 1), max_size=4))
            parts.append(_delimited(1, bytes(encode_varints(np.array(values, dtype=np.int64)))))
        else:
            parts.append(draw(_unknown_field(numbers=st.integers(1, 9))))
    return b"".join(parts)


@st.composite
def _feature_message(draw):
    parts = []
    for _ in range(draw(st.integers(0, 3))):
        if draw(st.integers(0, 4)):
            parts.append(_delimited(draw(st.integers(1, 3)), draw(_list_message())))
        else:
            parts.append(draw(_unknown_field()))
    return b"".join(parts)


def _map_entry(value):
    from google.protobuf.internal import api_implementation

    # upb drops a map entry holding an unknown field where C++ protobuf keeps it: only C++ gets them.
    unknown_allowed = api_implementation.Type() != "upb"

    @st.composite
    def entry(draw):
        parts = []
        for _ in range(draw(st.integers(0, 3))):
            choice = draw(st.integers(0, 5 if unknown_allowed else 4))
            if choice <= 1:
                parts.append(_delimited(1, draw(st.one_of(st.text(max_size=3).map(str.encode),
                                                          st.binary(max_size=3)))))
            elif choice <= 4:
                parts.append(_delimited(2, draw(value)))
            else:
                parts.append(draw(_unknown_field()))
        return _delimited(1, b"".join(parts))
    return entry()


@st.composite
def _mutated(draw, messages):
    record = bytearray(draw(messages))
    for _ in range(draw(st.integers(0, 2))):
        if not record:
            break
        position = draw(st.integers(0, len(record) - 1))
        action = draw(st.sampled_from(["flip", "cut", "insert"]))
        if action == "flip":
            record[position] ^= 1 << draw(st.integers(0, 7))
        elif action == "cut":
            del record[position:]
        else:
            record[position:position] = draw(st.binary(min_size=1, max_size=2))
    return bytes(record)


example_like = _mutated(st.lists(st.one_of(
    st.lists(_map_entry(_feature_message()), max_size=3).map(lambda entries: _delimited(1, b"".join(entries))),
    _unknown_field()), max_size=2).map(b"".join))

feature_list_message = st.lists(st.one_of(_feature_message().map(lambda f: _delimited(1, f)), _unknown_field()),
                                max_size=3).map(b"".join)
sequence_example_like = _mutated(st.lists(st.one_of(
    st.lists(_map_entry(_feature_message()), max_size=2).map(lambda entries: _delimited(1, b"".join(entries))),
    st.lists(_map_entry(feature_list_message), max_size=2).map(lambda entries: _delimited(2, b"".join(entries))),
    _unknown_field()), max_size=3).map(b"".join))


def _proto_value(feature):
    kind = feature.WhichOneof("kind")
    if kind is None:
        return None, None
    values = list(getattr(feature, kind).value)
    if kind == "float_list":
        return "float", np.array(values, dtype=np.float32).tobytes()
    if kind == "int64_list":
        return "int64", values
    return "bytes", values


def _our_value(kind_and_values):
    kind, values = kind_and_values
    if kind == "float":
        # Through float64 as protobuf's Python values go: a signalling NaN comes back quieted in both.
        with np.errstate(invalid="ignore"):
            return kind, np.asarray(values, dtype=np.float32).astype(np.float64).astype(np.float32).tobytes()
    if kind == "int64":
        return kind, values.tolist()
    return kind, values


# A varint of 5 bytes whose last one holds bits past 32: a tag C++ protobuf truncates and upb refuses.
_TAG_PAST_32_BITS = re.compile(rb"[\x80-\xff]{4}[\x10-\x7f]")


def _only_upb_refuses_the_tag(record):
    """upb (protobuf >= 4.22) refuses a tag with bits past 32 where C++ protobuf, TensorFlow's, drops
    them, as we do: under upb, bytes that may hold one (maybe in a payload: the check is loose) may
    be accepted by us alone."""
    return api_implementation.Type() == "upb" and _TAG_PAST_32_BITS.search(record) is not None


def _assert_same_maps(ours, reference):
    """Our name -> value against protobuf's. upb (protobuf >= 4.22) drops a map entry holding an unknown
    field, which mutated bytes make often; TensorFlow's C++ protobuf keeps it, as we do: under upb only
    the names upb keeps are checked."""
    from google.protobuf.internal import api_implementation
    if api_implementation.Type() == "upb":
        assert set(reference) <= set(ours)
    else:
        assert ours == reference


@given(example_like)
def test_decode_example_agrees_with_protobuf(record):
    reference = _parse_with_protobuf(protos.Example, record)
    try:
        decoded = decode_example(record, with_kinds=True)
    except ExampleDecodeError as error:
        assert reference is None, f"protobuf accepts what we refuse ({error})"
        return
    if reference is None and _only_upb_refuses_the_tag(record):
        return
    assert reference is not None, "we accept what protobuf refuses"
    _assert_same_maps({k: _our_value(v) for k, v in decoded.items()},
                      {k: _proto_value(f) for k, f in reference.features.feature.items()})


@given(sequence_example_like)
def test_decode_sequence_example_agrees_with_protobuf(record):
    reference = _parse_with_protobuf(protos.SequenceExample, record)
    try:
        context, feature_lists = decode_sequence_example(record, with_kinds=True)
    except ExampleDecodeError as error:
        assert reference is None, f"protobuf accepts what we refuse ({error})"
        return
    if reference is None and _only_upb_refuses_the_tag(record):
        return
    assert reference is not None, "we accept what protobuf refuses"
    _assert_same_maps({k: _our_value(v) for k, v in context.items()},
                      {k: _proto_value(f) for k, f in reference.context.feature.items()})
    _assert_same_maps({k: [_our_value(v) for v in steps] for k, steps in feature_lists.items()},
                      {k: [_proto_value(f) for f in steps.feature]
                       for k, steps in reference.feature_lists.feature_list.items()})


# Tags as protobuf reads them (issue 26): bits past 32, overlong encodings, field number 0, every wire type.

@st.composite
def _oddly_tagged_field(draw):
    """(a field whose tag may be oddly encoded, then a payload; the protobuf implementations that read that tag
    as TensorFlow's C++ protobuf does)."""
    number = draw(st.one_of(st.integers(0, 3), st.integers(0, 2**29 - 1)))
    wire = draw(st.integers(0, 7))
    # The bits past 32: up to 7 fit a tag of 5 bytes, which C++ protobuf truncates; more make 6 bytes or more.
    high = draw(st.sampled_from([0, 0, 1, 2, 7, 7, 8, 1 << 20, 2**32 - 1]))
    encoded = _varint_bytes(high << 32 | number << 3 | wire)
    padding = draw(st.sampled_from([0, 0, 0, 1, 2, 3]))  # an overlong encoding: redundant continuation bytes
    if padding and len(encoded) + padding <= 10:
        encoded = bytes(byte | 0x80 for byte in encoded) + b"\x80" * (padding - 1) + b"\x00"
    payload = draw(st.sampled_from([b"", b"\x01", b"\x00" * 4, b"\x00" * 8, b"\x01x", b"\x03abc", b"\x0c"]))
    if high or len(encoded) > 5:
        # upb refuses bits past 32; the pure-Python protobuf reads them as part of a field number, and takes an
        # overlong tag of 6 bytes or more.
        readers = {"cpp"}
    elif padding:
        readers = {"cpp", "upb"}  # the pure-Python protobuf finds a field by its tag's bytes: unknown when overlong
    else:
        readers = {"cpp", "upb", "python"}
    return encoded + payload, readers


@st.composite
def _example_with_an_oddly_tagged_field(draw):
    """(an Example of one feature with an oddly tagged field at some level; the protobuf implementations that
    read its tag as TensorFlow does)."""
    odd, readers = draw(_oddly_tagged_field())
    level = draw(st.sampled_from(["top", "features", "entry", "feature", "list"]))

    def at(here):
        return odd if level == here else b""
    feature = _delimited(2, _delimited(1, struct.pack("<f", 1.5)) + at("list")) + at("feature")
    entry = _delimited(1, b"k") + _delimited(2, feature) + at("entry")
    return _delimited(1, _delimited(1, entry) + at("features")) + at("top"), readers


@given(_example_with_an_oddly_tagged_field())
def test_tags_are_read_as_protobuf_reads_them(case):
    record, readers = case
    if api_implementation.Type() not in readers:
        return  # this protobuf reads that tag otherwise than TensorFlow's (C++) does, which we follow
    reference = _parse_with_protobuf(protos.Example, record)
    try:
        decoded = decode_example(record, with_kinds=True)
    except ExampleDecodeError as error:
        assert reference is None, f"protobuf accepts what we refuse ({error})"
        return
    assert reference is not None, "we accept what protobuf refuses"
    _assert_same_maps({k: _our_value(v) for k, v in decoded.items()},
                      {k: _proto_value(f) for k, f in reference.features.feature.items()})


def test_a_tag_with_bits_past_32_is_read_as_its_low_32_bits():
    feature = _delimited(2, _delimited(1, struct.pack("<f", 1.5)))
    # The key's tag (field 1, length-delimited: 0x0a) with bit 32 set, in 5 bytes: it renames the feature.
    entry = _delimited(1, b"k") + _delimited(2, feature) + b"\x8a\x80\x80\x80\x10" + b"\x01x"
    record = _delimited(1, _delimited(1, entry))
    assert decode_example(record)["x"].tolist() == [1.5]
    if api_implementation.Type() == "cpp":  # the others differ here (test_tags_are_read_as_protobuf_reads_them)
        assert list(protos.Example.FromString(record).features.feature) == ["x"]
    # An unknown varint field (99) with bits 33 and 35 set, at the top: skipped.
    assert decode_example(record + b"\x98\x86\x80\x80\x50" + b"\x01")["x"].tolist() == [1.5]
    for refused, why in ((b"\x8a\x80\x80\x80\x80\x01", "longer than 5 bytes"),  # six bytes, as protobuf
                         (b"\x80\x80\x80\x80\x10", "field number 0"),  # 2**32: the low 32 bits are tag 0
                         (b"\x8a\x80\x80\x80\x80\x00", "longer than 5 bytes")):  # overlong, six bytes
        with pytest.raises(ExampleDecodeError, match=why):
            decode_example(record + refused + b"\x01")
        if api_implementation.Type() == "cpp":
            assert _parse_with_protobuf(protos.Example, record + refused + b"\x01") is None

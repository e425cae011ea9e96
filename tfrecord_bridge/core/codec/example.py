"""tf.train.Example and SequenceExample straight from and to numpy arrays.

Wire layout (tensorflow/core/example/{example,feature}.proto):
Example{features=1}, Features{map<string,Feature> feature=1},
Feature{bytes_list=1 | float_list=2 | int64_list=3}, each list {repeated value=1}.
SequenceExample{context=1 Features, feature_lists=2 FeatureLists},
FeatureLists{map<string,FeatureList> feature_list=1}, FeatureList{repeated Feature feature=1}.

Writers emit every list as ONE packed run (TensorFlow's fast parser reads only
the first one) and map entries key first, keys in the order given; with sorted
keys the bytes equal protobuf's deterministic serialization. Encoders can
return the record as a list of parts whose large pieces are views of the
caller's arrays, so a patch is never copied to be framed. Decoders accept
anything protobuf accepts: unpacked lists, several runs, unknown fields.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any, Union

import numpy as np

from ..base.messages import message

if TYPE_CHECKING:
    from numpy.typing import ArrayLike

    # A record, or the parts of one: large parts are views of the caller's arrays.
    Record = Union[bytes, bytearray, memoryview]
    Parts = list[Union[bytes, memoryview]]
    # name -> a float or integer array, bytes / str / a list of them, or a (kind, values) pair.
    FeatureMap = Mapping[str, Any]

FLOAT = "float"
INT64 = "int64"
BYTES = "bytes"

_FLOAT_LE = np.dtype("<f4")
_INT64_LE = np.dtype("<i8")

# Field tags (field number << 3 | wire type).
_TAG_LEN_1 = 0x0A  # field 1, length-delimited
_TAG_LEN_2 = 0x12
_TAG_LEN_3 = 0x1A
_KIND_TAG = {BYTES: _TAG_LEN_1, FLOAT: _TAG_LEN_2, INT64: _TAG_LEN_3}
_TAG_KIND = {1: BYTES, 2: FLOAT, 3: INT64}


class ExampleDecodeError(ValueError):
    """Bytes that are not a valid Example / SequenceExample."""


# ----------------------------------------------------------------------------- varints

def varint(value: int) -> bytes:
    """Protobuf base-128 varint of a non-negative int."""
    out = bytearray()
    while value > 0x7F:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def varint_size(value: int) -> int:
    """Bytes the varint of a non-negative ``value`` takes."""
    return max(1, (int(value).bit_length() + 6) // 7)


def encode_varints(values: ArrayLike) -> bytes:
    """Packed varints of an int64 array (negatives as 10-byte two's complement), vectorised."""
    unsigned = np.ascontiguousarray(values, dtype=np.int64).view(np.uint64)
    if unsigned.size == 0:
        return b""
    if unsigned.size <= 4:  # table rows: numpy's fixed cost outweighs a few Python varints
        return b"".join(varint(int(v)) for v in unsigned)
    if int(unsigned.max()) < 0x80:
        return unsigned.astype(np.uint8).tobytes()
    shifts = np.arange(10, dtype=np.uint64) * np.uint64(7)
    groups = (unsigned[:, None] >> shifts[None, :]) & np.uint64(0x7F)
    # Bytes needed: 1 + index of the highest non-zero 7-bit group.
    nonzero = groups != 0
    needed = np.where(nonzero.any(axis=1), 10 - np.argmax(nonzero[:, ::-1], axis=1), 1)
    positions = np.arange(10)[None, :]
    keep = positions < needed[:, None]
    continuation = positions < (needed[:, None] - 1)
    encoded = (groups.astype(np.uint8) | (continuation.astype(np.uint8) << np.uint8(7)))
    return encoded[keep].tobytes()


def decode_varints(buffer: Record | np.ndarray) -> np.ndarray:
    """int64 array from a run of packed varints (bytes-like), vectorised."""
    data = np.frombuffer(buffer, dtype=np.uint8)
    if data.size == 0:
        return np.zeros(0, dtype=np.int64)
    ends = data < 0x80
    if ends.all():
        return data.astype(np.int64)
    if not ends[-1]:
        raise ExampleDecodeError(message("truncated varint in a packed int64 list"))
    end_positions = np.flatnonzero(ends)
    starts = np.empty_like(end_positions)
    starts[0] = 0
    starts[1:] = end_positions[:-1] + 1
    lengths = end_positions - starts + 1
    if lengths.max() > 10:
        raise ExampleDecodeError(message("varint longer than 10 bytes in a packed int64 list"))
    index_in_value = np.arange(data.size) - np.repeat(starts, lengths)
    contributions = (data & 0x7F).astype(np.uint64) << (index_in_value.astype(np.uint64) * np.uint64(7))
    return np.add.reduceat(contributions, starts).view(np.int64)


def _read_varint(data, pos):
    result = 0
    shift = 0
    while True:
        if pos >= len(data):
            raise ExampleDecodeError(message("truncated varint"))
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if byte < 0x80:
            return result & 0xFFFFFFFFFFFFFFFF, pos  # bits past 64 are dropped, as protobuf does
        shift += 7
        if shift >= 70:
            raise ExampleDecodeError(message("varint longer than 10 bytes"))


# ----------------------------------------------------------------------------- encoding

def _classify(value):
    """(kind, payload) for a feature value; payload is a contiguous LE array or a list of bytes.

    A ``(kind, values)`` pair, as ``decode_example(..., with_kinds=True)`` gives,
    fixes the kind, which matters for empty lists.
    """
    if (isinstance(value, tuple) and len(value) == 2 and value[0] in _KIND_TAG
            and not isinstance(value[1], (str, bytes))):
        kind, values = value
        if kind == BYTES:
            return BYTES, [v.encode("utf-8") if isinstance(v, str) else bytes(v) for v in values]
        return kind, np.ascontiguousarray(values, dtype=_FLOAT_LE if kind == FLOAT else _INT64_LE).reshape(-1)
    if isinstance(value, (bytes, bytearray, memoryview, str)):
        value = [value]
    if isinstance(value, np.ndarray) and value.dtype.kind in "SUO":
        value = value.ravel().tolist()
    if isinstance(value, (list, tuple)) and value and all(
            isinstance(v, (bytes, bytearray, memoryview, str)) for v in value):
        return BYTES, [v.encode("utf-8") if isinstance(v, str) else bytes(v) for v in value]
    array = np.asarray(value)
    if array.dtype.kind == "f":
        return FLOAT, np.ascontiguousarray(array, dtype=_FLOAT_LE).reshape(-1)
    if array.dtype.kind in "iub":
        if array.dtype == np.uint64 and array.size and int(array.max()) > np.iinfo(np.int64).max:
            raise OverflowError(message("uint64 value does not fit an int64_list"))
        return INT64, np.ascontiguousarray(array, dtype=_INT64_LE).reshape(-1)
    raise TypeError(message("cannot store values of type {dtype} in a tf.train.Feature (use float, integer "
                            "arrays or a list of bytes)", dtype=array.dtype))


def _feature_parts(value):
    """(parts, size) of a serialized Feature message for one value.

    The values themselves (a packed run's payload, each bytes value) are the
    memoryview parts; framing bytes are bytes parts. Batch encoders rely on this
    to find where values sit in a record.
    """
    kind, payload = _classify(value)
    list_parts = []
    list_size = 0
    if kind == BYTES:
        for item in payload:
            head = b"\x0a" + varint(len(item))
            list_parts += [head, memoryview(item)]
            list_size += len(head) + len(item)
    else:
        data = payload if kind == FLOAT else np.frombuffer(encode_varints(payload), dtype=np.uint8)
        if data.nbytes:
            list_parts = [b"\x0a" + varint(data.nbytes), data.data.cast("B")]
            list_size = len(list_parts[0]) + data.nbytes
    head = bytes((_KIND_TAG[kind],)) + varint(list_size)
    return [head] + list_parts, len(head) + list_size


def _map_entry_parts(key, value_parts, value_size):
    key_bytes = key.encode("utf-8") if isinstance(key, str) else bytes(key)
    if not isinstance(key, str):
        try:
            key_bytes.decode("utf-8")
        except UnicodeDecodeError:
            # Map keys are protobuf strings: TensorFlow (and our decoder) refuse other bytes.
            raise ValueError(message("feature name {key!r} is not UTF-8", key=key_bytes)) from None
    key_field = b"\x0a" + varint(len(key_bytes)) + key_bytes
    entry_size = len(key_field) + 1 + varint_size(value_size) + value_size
    head = b"\x0a" + varint(entry_size) + key_field + b"\x12" + varint(value_size)
    return [head] + value_parts, len(head) + value_size


def _features_parts(features):
    """(parts, size) of a Features message (its map entries) for a dict of values."""
    parts = []
    size = 0
    for key, value in features.items():
        entry_parts, entry_size = _map_entry_parts(key, *_feature_parts(value))
        parts += entry_parts
        size += entry_size
    return parts, size


def _sorted(mapping, sort_keys):
    if not sort_keys:
        return mapping
    return {k: mapping[k] for k in sorted(mapping, key=lambda k: k.encode("utf-8") if isinstance(k, str) else k)}


def encode_example_parts(features: FeatureMap, sort_keys: bool = False) -> Parts:
    """A serialized Example as a list of byte parts (large arrays are views, not copies).

    ``features``: name -> float array (float_list), integer array (int64_list),
    bytes / str / list of them (bytes_list), or a ``(kind, values)`` pair with
    kind 'float', 'int64' or 'bytes'. Keys are written in the order
    given, or sorted with ``sort_keys``.
    """
    body, size = _features_parts(_sorted(features, sort_keys))
    return [b"\x0a" + varint(size)] + body


def encode_example(features: FeatureMap, sort_keys: bool = False) -> bytes:
    """A serialized tf.train.Example (bytes); see :func:`encode_example_parts`."""
    return b"".join(encode_example_parts(features, sort_keys))


def _feature_list_parts(steps):
    """(parts, size) of a FeatureList: one Feature per step (rows of a 2-D array, or a list)."""
    if isinstance(steps, np.ndarray) and steps.dtype.kind not in "SUO" and steps.ndim != 2:
        steps = steps.reshape(len(steps), -1) if steps.ndim else steps.reshape(1, 1)
    parts = []
    size = 0
    for step in steps:
        feature_parts, feature_size = _feature_parts(step)
        head = b"\x0a" + varint(feature_size)
        parts += [head] + feature_parts
        size += len(head) + feature_size
    return parts, size


def encode_sequence_example_parts(context: FeatureMap | None = None, feature_lists: Mapping[str, Any] | None = None,
                                  sort_keys: bool = False) -> Parts:
    """A serialized SequenceExample as a list of parts.

    ``context``: as an Example's features. ``feature_lists``: name -> sequence of
    steps (a 2-D array, one row per step, or a list of feature values).
    """
    parts = []
    if context is not None:
        body, size = _features_parts(_sorted(context, sort_keys))
        parts += [b"\x0a" + varint(size)] + body
    if feature_lists is not None:
        lists_parts = []
        lists_size = 0
        for key, steps in _sorted(feature_lists, sort_keys).items():
            entry_parts, entry_size = _map_entry_parts(key, *_feature_list_parts(steps))
            lists_parts += entry_parts
            lists_size += entry_size
        parts += [b"\x12" + varint(lists_size)] + lists_parts
    return parts


def encode_sequence_example(context: FeatureMap | None = None, feature_lists: Mapping[str, Any] | None = None,
                            sort_keys: bool = False) -> bytes:
    """A serialized tf.train.SequenceExample (bytes)."""
    return b"".join(encode_sequence_example_parts(context, feature_lists, sort_keys))


# ----------------------------------------------------------------------------- decoding

# protobuf's default recursion limit: messages, and groups in unknown fields, nested deeper are refused.
_MAX_DEPTH = 100
# The most features (names in its maps) and feature-list steps one record is decoded into: each becomes Python
# objects of a few hundred bytes, so 20 MB of record holding 10^6 empty features would take over a GB. EE
# writes a feature a band and a step an array element; more than this is no record of an image.
MAX_DECODED_ENTRIES = 100_000


def _read_tag(data, pos):
    """(field number, wire type, position after the tag) of the tag at ``pos``.

    Read as C++ protobuf (TensorFlow's, and python3-protobuf's cpp implementation) reads a tag: a
    varint of at most 5 bytes whose bits past 32 are dropped. upb (protobuf >= 4.22) refuses those
    bits instead; TensorFlow's parse is the one to follow.
    """
    start = pos
    tag, pos = _read_varint(data, pos)
    if pos - start > 5:
        raise ExampleDecodeError(message("a field tag longer than 5 bytes"))
    tag &= 0xFFFFFFFF
    if tag >> 3 == 0:
        raise ExampleDecodeError(message("field number 0 is invalid"))
    return tag >> 3, tag & 7, pos


def wire_fields(data: Any, start: int, end: int, depth: int) -> Iterator[tuple[int, int, int, int]]:
    """Yield (field_number, wire_type, value_start, value_end) for a message in data[start:end].

    Any protobuf message, not only an Example: core.predict walks an ONNX model's top-level fields with it.
    ``data``: bytes, a memoryview or an mmap (anything indexed to ints). A malformed message raises
    ExampleDecodeError.

    For varint fields value_start is the decoded value and value_end the next position.
    ``depth``: how many messages enclose this one (groups inside it count on from there).
    """
    pos = start
    while pos < end:
        tag = data[pos]
        if 8 <= tag < 0x80:  # one-byte tags of fields 1-15 are the rule: no call
            number, wire = tag >> 3, tag & 7
            pos += 1
        else:
            number, wire, pos = _read_tag(data, pos)
        if wire == 0:
            value, pos = _read_varint(data, pos)
            yield number, wire, value, pos
        elif wire == 2:
            if pos < end and data[pos] < 0x80:
                length = data[pos]
                pos += 1
            else:
                length, pos = _read_varint(data, pos)
            if pos + length > end:
                raise ExampleDecodeError(message("a length-delimited field of {length} bytes runs past its message",
                                                 length=length))
            yield number, wire, pos, pos + length
            pos += length
        elif wire == 5 or wire == 1:
            size = 4 if wire == 5 else 8
            if pos + size > end:
                raise ExampleDecodeError(message("truncated fixed{size} field", size=8 * size))
            yield number, wire, pos, pos + size
            pos += size
        elif wire == 3:
            pos = _skip_group(data, pos, end, number, depth)
        elif wire == 4:
            raise ExampleDecodeError(message("an end-group tag of field {number} where no group is open",
                                             number=number))
        else:
            raise ExampleDecodeError(message("invalid wire type {wire}", wire=wire))
    if pos != end:
        raise ExampleDecodeError(message("a field runs past the end of its message"))


def _skip_group(data, pos, end, number, depth):
    """The position after the group of field ``number`` that starts at ``pos`` (an unknown field).

    Every end tag must close the innermost open group, as in protobuf.
    """
    open_groups = [number]
    while open_groups:
        if depth + len(open_groups) > _MAX_DEPTH:
            raise ExampleDecodeError(message("groups nested more than {depth} deep", depth=_MAX_DEPTH))
        if pos >= end:
            raise ExampleDecodeError(message("unterminated group"))
        number, wire, pos = _read_tag(data, pos)
        if wire == 3:
            open_groups.append(number)
        elif wire == 4:
            if number != open_groups[-1]:
                raise ExampleDecodeError(message("an end-group tag of field {number} closes the group of field "
                                                 "{open_groups}", number=number, open_groups=open_groups[-1]))
            open_groups.pop()
        elif wire == 0:
            _, pos = _read_varint(data, pos)
        elif wire == 2:
            length, pos = _read_varint(data, pos)
            pos += length
        elif wire == 5:
            pos += 4
        elif wire == 1:
            pos += 8
        else:
            raise ExampleDecodeError(message("invalid wire type {wire}", wire=wire))
    if pos > end:
        raise ExampleDecodeError(message("a group runs past the end of its message"))
    return pos


class _ListRuns:
    """The values of one list kind, gathered run by run and joined once (runs can number 100,000s).

    Floats keep their bytes (one run stays a zero-copy view), int64s their varints
    (re-encoded when given one by one), bytes values a flat list.
    """

    def __init__(self, kind, data):
        self.kind = kind
        self.data = data
        self.runs = []

    def add(self, start, end, depth):
        """Add the values of the FloatList / Int64List / BytesList in data[start:end]."""
        kind = self.kind
        data = self.data
        runs = self.runs
        for number, wire, s, e in wire_fields(data, start, end, depth):
            if number != 1:
                continue
            # Another wire type than those below makes it an unknown field to protobuf: skipped.
            if kind == BYTES:
                if wire == 2:
                    runs.append(bytes(data[s:e]))
            elif kind == FLOAT:
                if wire == 2:
                    if (e - s) % 4:
                        raise ExampleDecodeError(message("packed float list whose size is not a multiple of 4"))
                    runs.append((s, e))
                elif wire == 5:
                    runs.append((s, e))
            elif wire == 2:
                if e > s and data[e - 1] >= 0x80:
                    raise ExampleDecodeError(message("truncated varint in a packed int64 list"))
                runs.append(data[s:e])
            elif wire == 0:
                runs.append(varint(s))

    def values(self):
        if self.kind == BYTES:
            return self.runs
        if self.kind == FLOAT:
            if len(self.runs) == 1:
                (s, e), = self.runs
                return np.frombuffer(self.data, dtype=_FLOAT_LE, count=(e - s) // 4, offset=s)
            joined = b"".join(self.data[s:e] for s, e in self.runs)
            return np.frombuffer(joined, dtype=_FLOAT_LE)
        return decode_varints(b"".join(self.runs))


def _decode_feature(data, spans, depth):
    """(kind, values) of a Feature given as one or more messages data[s:e] (merged as protobuf merges).

    None kind when no list is set.
    """
    runs = None
    for start, end in spans:
        for number, wire, s, e in wire_fields(data, start, end, depth):
            if wire == 2 and number in _TAG_KIND:
                kind = _TAG_KIND[number]
                # A repeated message field merges; a different oneof member replaces.
                if runs is None or runs.kind != kind:
                    if runs is not None:
                        runs.values()  # parsed all the same, as protobuf parses it: bad varints are refused
                    runs = _ListRuns(kind, data)
                runs.add(s, e, depth + 1)
    if runs is None:
        return None, None
    return runs.kind, runs.values()


def _decode_map(data, start, end, decode_value, depth):
    """name -> value of the map<string, V> that is field 1 of the message in data[start:end].

    Entries may come in any order and the value before the key; the last entry
    of a key wins, and a value given twice in one entry is merged, as in protobuf.
    ``decode_value(data, spans, depth)`` decodes a value given as messages at those spans.
    """
    result: dict[str, Any] = {}
    for number, wire, s, e in wire_fields(data, start, end, depth):
        if number != 1 or wire != 2:
            continue
        if len(result) >= MAX_DECODED_ENTRIES:
            raise ExampleDecodeError(message("more than {most} features in one record", most=MAX_DECODED_ENTRIES))
        name = ""
        values = []
        for entry_number, entry_wire, es, ee in wire_fields(data, s, e, depth + 1):
            if entry_number == 1 and entry_wire == 2:
                key = bytes(data[es:ee])
                try:  # every copy of the key is checked, as protobuf parses each
                    name = key.decode("utf-8")
                except UnicodeDecodeError as error:
                    raise ExampleDecodeError(message("feature name {key!r} is not UTF-8", key=key)) from error
            elif entry_number == 2 and entry_wire == 2:
                values.append((es, ee))
        result[name] = decode_value(data, values, depth + 2)
    return result


def _feature_value(data, spans, depth):
    kind, values = _decode_feature(data, spans, depth)
    return values if kind is not None else np.zeros(0, dtype=np.float32)


def _typed_feature_value(data, spans, depth):
    return _decode_feature(data, spans, depth)


def _as_bytes(record):
    if isinstance(record, bytes):
        return record
    return bytes(record)


def decode_example(record: Record, with_kinds: bool = False) -> dict[str, Any]:
    """name -> float32 array / int64 array / list of bytes, from a serialized Example.

    Float arrays are read-only views into ``record`` (no copy). With
    ``with_kinds`` the values are ``(kind, values)`` pairs, kind one of
    'float', 'int64', 'bytes' (None for a Feature with no list set).
    Bytes protobuf would refuse raise :class:`ExampleDecodeError`; the time taken
    grows linearly with the record's size.
    """
    data = _as_bytes(record)
    decode_value = _typed_feature_value if with_kinds else _feature_value
    features = {}
    for number, wire, s, e in wire_fields(data, 0, len(data), 0):
        if number == 1 and wire == 2:
            features.update(_decode_map(data, s, e, decode_value, 1))
            _check_entries(features)
    return features


def _check_entries(decoded):
    """Refuse a record whose repeated maps together hold more than MAX_DECODED_ENTRIES names."""
    if len(decoded) > MAX_DECODED_ENTRIES:
        raise ExampleDecodeError(message("more than {most} features in one record", most=MAX_DECODED_ENTRIES))


def decode_sequence_example(record: Record, with_kinds: bool = False) -> tuple[dict[str, Any], dict[str, list]]:
    """(context, feature_lists) from a serialized SequenceExample.

    ``context`` is as :func:`decode_example` returns; ``feature_lists`` maps each
    name to a list of step values.
    """
    data = _as_bytes(record)
    decode_value = _typed_feature_value if with_kinds else _feature_value

    steps = [0]

    def decode_feature_list(data, spans, depth):
        values = []
        for start, end in spans:
            for number, wire, s, e in wire_fields(data, start, end, depth):
                if number == 1 and wire == 2:
                    steps[0] += 1
                    if steps[0] > MAX_DECODED_ENTRIES:
                        raise ExampleDecodeError(message("more than {most} feature-list steps in one record",
                                                         most=MAX_DECODED_ENTRIES))
                    values.append(decode_value(data, [(s, e)], depth + 1))
        return values

    context = {}
    feature_lists = {}
    for number, wire, s, e in wire_fields(data, 0, len(data), 0):
        if number == 1 and wire == 2:
            context.update(_decode_map(data, s, e, decode_value, 1))
            _check_entries(context)
        elif number == 2 and wire == 2:
            feature_lists.update(_decode_map(data, s, e, decode_feature_list, 1))
            _check_entries(feature_lists)
    return context, feature_lists


# ----------------------------------------------------------------------------- many records at once

_VARINT_LIMITS = np.array([1 << (7 * n) for n in range(1, 10)], dtype=np.uint64)


def varint_lengths(values: ArrayLike) -> np.ndarray:
    """Bytes each int64 takes as a varint (negatives: 10), vectorised."""
    unsigned = np.asarray(values, dtype=np.int64).view(np.uint64)
    return np.searchsorted(_VARINT_LIMITS, unsigned, side="right") + 1


def _step_value(kind, values):
    """One Feature's value: a row of values, or for bytes ONE raw value of those bytes."""
    if kind == BYTES:
        return BYTES, [np.ascontiguousarray(values, dtype=np.uint8).tobytes()]
    return kind, values


def _payload_bytes(kind, values):
    """[records, bytes] of the slot's encoded values, the same length in every row."""
    count = values.shape[0]
    if kind == FLOAT:
        return np.ascontiguousarray(values, dtype="<f4").view(np.uint8).reshape(count, -1)
    if kind == BYTES:
        return np.ascontiguousarray(values, dtype=np.uint8).reshape(count, -1)
    return np.frombuffer(encode_varints(values.reshape(-1)), dtype=np.uint8).reshape(count, -1)


def encode_sequence_examples(context: Mapping[str, tuple[str, np.ndarray]],
                             feature_lists: Mapping[str, tuple[str, np.ndarray]]
                             ) -> list[tuple[np.ndarray, np.ndarray]]:
    """Many SequenceExamples of one structure, encoded together without a loop per record.

    ``context``: name -> (kind, values [records, k]); ``feature_lists``: name ->
    (kind, values [records, steps, k]): every record holds the same names, steps
    and value counts. A bytes value is one raw value of its k bytes. Records
    whose varints have the same lengths share one layout: one is encoded, the
    others are that template with their values written in. Returns
    ``[(record indices, records [n, length] uint8), ...]``, one entry a layout.
    """
    slots = [(kind, values.reshape(values.shape[0], -1)) for kind, values in context.values()]
    for kind, values in feature_lists.values():
        slots += [(kind, values[:, step, :]) for step in range(values.shape[1])]
    count = slots[0][1].shape[0] if slots else 0
    int_slots = [varint_lengths(values).sum(axis=1) for kind, values in slots if kind == INT64]
    if int_slots:
        _, layout = np.unique(np.stack(int_slots, axis=1), axis=0, return_inverse=True)
        layout = layout.reshape(-1)
    else:
        layout = np.zeros(count, dtype=np.intp)
    order = np.argsort(layout, kind="stable")
    boundaries = np.flatnonzero(np.diff(layout[order])) + 1
    groups = []
    for members in np.split(order, boundaries):
        if not members.size:
            continue
        first = members[0]
        parts = encode_sequence_example_parts(
            {name: _step_value(kind, values[first].reshape(-1)) for name, (kind, values) in context.items()},
            {name: [_step_value(kind, step) for step in values[first]]
             for name, (kind, values) in feature_lists.items()})
        positions = []
        offset = 0
        for part in parts:
            size = part.nbytes if isinstance(part, memoryview) else len(part)
            if isinstance(part, memoryview):
                positions.append(np.arange(offset, offset + size))
            offset += size
        records = np.empty((members.size, offset), dtype=np.uint8)
        records[:] = np.frombuffer(b"".join(parts), dtype=np.uint8)
        if positions:
            payload = np.concatenate([_payload_bytes(kind, values[members]) for kind, values in slots], axis=1)
            records[:, np.concatenate(positions)] = payload
        groups.append((members, records))
    return groups


def decode_uniform_examples(records: ArrayLike) -> dict[str, tuple[str, np.ndarray]] | None:
    """name -> (kind, values [records, k]) from Examples that all share one layout, or None.

    ``records``: a [records, length] uint8 array (per-pixel predictions, say).
    The first record is decoded and re-encoded as a template; when every record
    matches it outside the values (and each int64 run holds as many varints),
    the values are read for all records at once. None means the records differ
    in layout: decode them one by one.
    """
    records = np.asarray(records, dtype=np.uint8)
    if records.ndim != 2 or not records.shape[0]:
        return None
    template = _uniform_template(records)
    if template is None:
        return None
    decoded, slots = template
    result = {}
    for name, (kind, values) in decoded.items():
        gathered = _gather_values(records, kind, values, slots)
        if gathered is None:
            return None
        result[name] = gathered
    return result


def _uniform_template(records):
    """(the first record decoded with kinds, an iterator over the (offset, size) of its runs of values) when
    every record matches the first outside those runs, else None."""
    first = records[0].tobytes()
    try:
        decoded = decode_example(first, with_kinds=True)
    except ExampleDecodeError:
        return None
    if any(kind is None for kind, _ in decoded.values()):
        return None
    parts = encode_example_parts(decoded)
    if b"".join(parts) != first:
        return None  # not laid out as we write (e.g. unpacked lists): no template
    slots = []
    fixed = np.ones(records.shape[1], dtype=bool)
    offset = 0
    for part in parts:
        size = part.nbytes if isinstance(part, memoryview) else len(part)
        if isinstance(part, memoryview):
            slots.append((offset, size))
            fixed[offset:offset + size] = False
        offset += size
    if not (records[:, fixed] == records[0, fixed]).all():
        return None
    return decoded, iter(slots)


def _gather_values(records, kind, values, slots):
    """(kind, values [records, k]) of one feature, read at its run in every record (the next of ``slots``
    when it has one), or None when the records cannot be read that way."""
    if kind == BYTES:
        # One slot a bytes value; only single-value lists are gathered (raw pixels).
        if len(values) != 1:
            return None
        start, size = next(slots)
        return BYTES, records[:, start:start + size]
    if not len(values):
        return kind, np.zeros((records.shape[0], 0), dtype=values.dtype)
    start, size = next(slots)
    payload = records[:, start:start + size]
    if kind == FLOAT:
        return FLOAT, np.ascontiguousarray(payload).view("<f4")
    # As many varints in every row, each ending inside its row (else one would run into the next).
    if not ((payload < 0x80).sum(axis=1) == len(values)).all() or not (payload[:, -1] < 0x80).all():
        return None
    return INT64, decode_varints(np.ascontiguousarray(payload).reshape(-1)).reshape(-1, len(values))

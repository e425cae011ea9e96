"""Files that TensorFlow wrote (tests/golden/make_golden.py) read back exactly, and ours re-encode them."""


import pytest

from helpers import GOLDEN_DIR, load_golden_data
from tfrecord_bridge.core import (
    decode_example,
    decode_sequence_example,
    encode_example,
    encode_sequence_example,
    read_records,
    write_records,
)
from tfrecord_bridge.core.codec import protos

golden = load_golden_data()


def decode(kind, record):
    if kind == "example":
        return decode_example(record, with_kinds=True)
    context, feature_lists = decode_sequence_example(record, with_kinds=True)
    return {"context": context, "feature_lists": feature_lists}


def encode(kind, record, sort_keys=False):
    if kind == "example":
        return encode_example(record, sort_keys=sort_keys)
    # Decoding does not keep whether an empty context / feature_lists was present.
    return encode_sequence_example(record.get("context") or None, record.get("feature_lists") or None,
                                   sort_keys=sort_keys)


@pytest.mark.parametrize("name", sorted(golden.GOLDEN_FILES))
def test_tensorflow_written_file_reads_back_equal(name):
    spec = golden.GOLDEN_FILES[name]
    records = list(read_records(GOLDEN_DIR / name))
    assert len(records) == len(spec["records"])
    for index, (record, expected) in enumerate(zip(records, spec["records"])):
        assert golden.records_equal(spec["kind"], decode(spec["kind"], record), expected), f"record {index}"


@pytest.mark.parametrize("name", sorted(n for n in golden.GOLDEN_FILES if golden.GOLDEN_FILES[n]["records"]))
def test_our_sorted_encoding_is_protobufs_deterministic_encoding_of_tensorflows_records(name):
    kind = golden.GOLDEN_FILES[name]["kind"]
    message_class = protos.Example if kind == "example" else protos.SequenceExample
    for record in read_records(GOLDEN_DIR / name):
        reference = message_class.FromString(record).SerializeToString(deterministic=True)
        assert encode(kind, decode(kind, record), sort_keys=True) == reference


@pytest.mark.parametrize("name", sorted(golden.GOLDEN_FILES))
def test_our_files_of_the_golden_records_parse_with_protobuf(tmp_path, name):
    spec = golden.GOLDEN_FILES[name]
    path = tmp_path / name
    write_records(path, (encode(spec["kind"], r) for r in spec["records"]), compression=spec["compression"])
    message_class = protos.Example if spec["kind"] == "example" else protos.SequenceExample
    parsed = [message_class.FromString(r) for r in read_records(path)]
    assert len(parsed) == len(spec["records"])
    for message, expected in zip(parsed, spec["records"]):
        assert golden.records_equal(spec["kind"], decode(spec["kind"], message.SerializeToString()), expected)

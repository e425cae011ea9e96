"""Read the golden files back with TensorFlow and compare to golden_data.

Run in the TensorFlow venv (TensorFlow is never a project dependency)::

    /opt/tfvenv/bin/python tests/golden/check_with_tensorflow.py

For every file in ``golden_data.GOLDEN_FILES`` it reads the records with
``tf.data.TFRecordDataset`` (with the file's compression), decodes them with
``tf.train.Example.FromString`` / ``tf.train.SequenceExample.FromString`` and
checks exact equality (bitwise for floats) against ``golden_data``.  It also
runs TensorFlow's fast parser on each record (via read_with_tensorflow with a
per-record inferred spec).  Exits non-zero on any mismatch.
"""

import os
import sys

import numpy as np

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")  # read by TensorFlow when imported
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import tensorflow as tf

import golden_data
import read_with_tensorflow

HERE = os.path.dirname(os.path.abspath(__file__))


def from_tf_feature(feat):
    kind = feat.WhichOneof("kind")
    if kind == "float_list":
        return (golden_data.FLOAT, np.array(feat.float_list.value, dtype=np.float32))
    if kind == "int64_list":
        return (golden_data.INT64, np.array(feat.int64_list.value, dtype=np.int64))
    if kind == "bytes_list":
        return (golden_data.BYTES, list(feat.bytes_list.value))
    raise ValueError("feature with no kind set")


def from_tf_features(features):
    return {k: from_tf_feature(v) for k, v in features.feature.items()}


def from_tf_record(kind, raw):
    if kind == "example":
        return from_tf_features(tf.train.Example.FromString(raw).features)
    seq = tf.train.SequenceExample.FromString(raw)
    return {
        "context": from_tf_features(seq.context),
        "feature_lists": {
            k: [from_tf_feature(x) for x in v.feature]
            for k, v in seq.feature_lists.feature_list.items()
        },
    }


def check_file(path, spec):
    ds = tf.data.TFRecordDataset([path], compression_type=spec["compression"] or "")
    raws = [r.numpy() for r in ds]
    expected = spec["records"]
    if len(raws) != len(expected):
        return ["%s: %d records, expected %d" % (path, len(raws), len(expected))]
    errors = []
    for n, (raw, exp) in enumerate(zip(raws, expected)):
        got = from_tf_record(spec["kind"], raw)
        if not golden_data.records_equal(spec["kind"], got, exp):
            errors.append("%s: record %d differs from golden_data" % (path, n))
    return errors


def main(argv=None):
    errors = []
    for name, spec in golden_data.GOLDEN_FILES.items():
        path = os.path.join(HERE, name)
        if not os.path.exists(path):
            errors.append("missing %s" % path)
            continue
        errs = check_file(path, spec)
        errors.extend(errs)
        print("%-32s %d records  proto round-trip %s" % (
            name, len(spec["records"]), "OK" if not errs else "FAILED"))
        # TF's fast parser (parse_single_example / parse_single_sequence_example).
        rc = read_with_tensorflow.main(
            [path, "--spec-per-record", "--varlen", "--quiet"]
            + (["--sequence"] if spec["kind"] == "sequence_example" else []))
        if rc != 0:
            errors.append("%s: fast parser failed" % path)
        else:
            print("%-32s fast parser OK" % "")
    for e in errors:
        print("ERROR:", e, file=sys.stderr)
    print("ALL OK" if not errors else "%d ERROR(S)" % len(errors))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Write the golden TFRecord files with *real* TensorFlow.

TensorFlow is NEVER a dependency of TFRecord Bridge (the plugin ships its own
TensorFlow-free codec).  This script only exists to produce reference files
written by TensorFlow itself, so our codec's tests can prove compatibility.
The generated files are committed; you only need to re-run this when
``golden_data.py`` changes.

How to run (in a throwaway venv outside the repo)::

    python3 -m venv /opt/tfvenv
    /opt/tfvenv/bin/pip install tensorflow-cpu numpy
    /opt/tfvenv/bin/python tests/golden/make_golden.py

It builds ``tf.train.Example`` / ``tf.train.SequenceExample`` protos with
TensorFlow's own classes from ``golden_data.GOLDEN_FILES``, serializes them
with the plain ``SerializeToString()`` (what TF users do), writes each file
with ``tf.io.TFRecordWriter`` (GZIP where requested), writes PROVENANCE.txt
(versions + sha256 of each file), then reads everything back with
TensorFlow (``check_with_tensorflow.py``) and compares to ``golden_data``.
"""

import hashlib
import os
import platform
import sys

import google.protobuf
import numpy as np

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")  # read by TensorFlow when imported
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import tensorflow as tf

import golden_data

HERE = os.path.dirname(os.path.abspath(__file__))


def to_tf_feature(feature):
    kind, values = feature
    out = tf.train.Feature()
    if kind == golden_data.FLOAT:
        out.float_list.SetInParent()  # keep the oneof set even for empty lists
        out.float_list.value.extend(np.asarray(values, dtype=np.float32).tolist())
    elif kind == golden_data.INT64:
        out.int64_list.SetInParent()
        out.int64_list.value.extend(int(v) for v in np.asarray(values, dtype=np.int64))
    elif kind == golden_data.BYTES:
        out.bytes_list.SetInParent()
        out.bytes_list.value.extend(bytes(v) for v in values)
    else:
        raise ValueError("unknown feature kind %r" % (kind,))
    return out


def to_tf_features(feature_map):
    return tf.train.Features(
        feature={name: to_tf_feature(feat) for name, feat in feature_map.items()})


def to_tf_example(record):
    return tf.train.Example(features=to_tf_features(record))


def to_tf_sequence_example(record):
    seq = tf.train.SequenceExample()
    if record.get("context"):
        seq.context.CopyFrom(to_tf_features(record["context"]))
    for name, steps in record.get("feature_lists", {}).items():
        fl = seq.feature_lists.feature_list[name]  # creates the entry, even if empty
        fl.SetInParent()
        for step in steps:
            fl.feature.add().CopyFrom(to_tf_feature(step))
    return seq


def to_tf_proto(kind, record):
    if kind == "example":
        return to_tf_example(record)
    if kind == "sequence_example":
        return to_tf_sequence_example(record)
    raise ValueError("unknown record kind %r" % (kind,))


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        h.update(fh.read())
    return h.hexdigest()


def write_all(out_dir=HERE):
    written = []
    for name, spec in golden_data.GOLDEN_FILES.items():
        path = os.path.join(out_dir, name)
        options = tf.io.TFRecordOptions(compression_type=spec["compression"] or "")
        with tf.io.TFRecordWriter(path, options=options) as writer:
            for record in spec["records"]:
                writer.write(to_tf_proto(spec["kind"], record).SerializeToString())
        written.append(path)
    return written


def write_provenance(paths, out_dir=HERE):
    lines = [
        "Golden TFRecord files written by real TensorFlow (tests/golden/make_golden.py).",
        "Content is defined in tests/golden/golden_data.py. TensorFlow is NOT a",
        "dependency of the project; it was used only to produce these files.",
        "",
        "tensorflow: %s" % tf.__version__,
        "protobuf:   %s" % google.protobuf.__version__,
        "numpy:      %s" % np.__version__,
        "python:     %s" % platform.python_version(),
        "platform:   %s" % platform.platform(),
        "",
        "sha256  size_bytes  records  compression  kind  file",
    ]
    for path in paths:
        name = os.path.basename(path)
        spec = golden_data.GOLDEN_FILES[name]
        lines.append("%s  %d  %d  %s  %s  %s" % (
            sha256(path), os.path.getsize(path), len(spec["records"]),
            spec["compression"] or "NONE", spec["kind"], name))
    lines.append("")
    lines.append("Note: protobuf map order inside records is not guaranteed; compare")
    lines.append("records semantically (golden_data.records_equal), not byte-for-byte.")
    with open(os.path.join(out_dir, "PROVENANCE.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")


def main():
    paths = write_all()
    write_provenance(paths)
    for p in paths:
        print("wrote %-32s %9d bytes" % (os.path.basename(p), os.path.getsize(p)))
    import check_with_tensorflow
    return check_with_tensorflow.main([])


if __name__ == "__main__":
    sys.exit(main())

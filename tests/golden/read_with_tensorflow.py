"""Parse TFRecord files (e.g. written by OUR codec) with TensorFlow's fast parser.

Run in the TensorFlow venv (TensorFlow is never a project dependency)::

    /opt/tfvenv/bin/python tests/golden/read_with_tensorflow.py FILE... [options]

    --sequence         records are tf.train.SequenceExample
    --varlen           use VarLenFeature instead of FixedLen(Sequence)Feature
    --spec-per-record  infer a new spec for every record (for heterogeneous files)
    --compression C    auto (default: GZIP if the name ends in .gz), none, gzip, zlib
    --quiet            do not print per-record features
    --max-values N     values printed per feature (default 6)

The spec is inferred from the first record found (across all FILEs):
``tf.train.Example.FromString`` (or ``SequenceExample``) tells the keys,
kinds and lengths, from which a spec is built:

* Example:         ``FixedLenFeature([n], dtype)``
* SequenceExample: context ``FixedLenFeature([n], dtype)``; each feature list
  ``FixedLenSequenceFeature([m], dtype, allow_missing=True)`` where m is the
  per-step length (a feature list whose steps have different lengths falls back
  to ``VarLenFeature``, with a note; so does one whose steps are all empty,
  because TF 2.21 crashes with SIGFPE on ``FixedLenSequenceFeature([0])``;
  an empty feature list (no steps) gets
  ``FixedLenSequenceFeature([], float32, allow_missing=True)``).

Every record is then read with ``tf.data.TFRecordDataset`` and parsed with
``tf.io.parse_single_example`` / ``tf.io.parse_single_sequence_example``
(TensorFlow's fast C++ parser, the point of this script).  The parsed values are
also cross-checked against the protobuf decoding of the same record (bitwise for
floats).  Exits 1 on any error (bad CRC, truncated file, parse failure, missing
feature, wrong dtype/length, mismatch), 2 on usage errors.
"""

import argparse
import os
import sys

import numpy as np

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")  # read by TensorFlow when imported

import tensorflow as tf

DTYPES = {"float_list": tf.float32, "int64_list": tf.int64, "bytes_list": tf.string}
NP_DTYPES = {"float_list": np.float32, "int64_list": np.int64, "bytes_list": object}


class CheckError(Exception):
    pass


def compression_for(path, option):
    if option == "auto":
        return "GZIP" if path.lower().endswith(".gz") else ""
    return {"none": "", "gzip": "GZIP", "zlib": "ZLIB"}[option]


def feature_kind_values(feat, where):
    kind = feat.WhichOneof("kind")
    if kind is None:
        raise CheckError("%s: Feature has no kind (no float/int64/bytes list set)" % where)
    return kind, list(getattr(feat, kind).value)


# --------------------------------------------------------------------------- spec


def infer_example_spec(raw, varlen):
    ex = tf.train.Example.FromString(raw)
    seq = tf.train.SequenceExample.FromString(raw)
    if len(seq.feature_lists.feature_list):
        raise CheckError("record has feature_lists: it is a SequenceExample, use --sequence")
    spec = {}
    for key, feat in ex.features.feature.items():
        kind, values = feature_kind_values(feat, key)
        spec[key] = (tf.io.VarLenFeature(DTYPES[kind]) if varlen
                     else tf.io.FixedLenFeature([len(values)], DTYPES[kind]))
    return spec


def infer_sequence_spec(raw, varlen, notes):
    seq = tf.train.SequenceExample.FromString(raw)
    ctx = {}
    for key, feat in seq.context.feature.items():
        kind, values = feature_kind_values(feat, "context " + key)
        ctx[key] = (tf.io.VarLenFeature(DTYPES[kind]) if varlen
                    else tf.io.FixedLenFeature([len(values)], DTYPES[kind]))
    fls = {}
    for key, fl in seq.feature_lists.feature_list.items():
        steps = [feature_kind_values(x, "feature_list %s[%d]" % (key, n))
                 for n, x in enumerate(fl.feature)]
        if not steps:
            fls[key] = tf.io.FixedLenSequenceFeature([], tf.float32, allow_missing=True)
            continue
        kinds = {k for k, _ in steps}
        if len(kinds) != 1:
            raise CheckError("feature_list %s mixes kinds %s" % (key, sorted(kinds)))
        kind = kinds.pop()
        lengths = {len(v) for _, v in steps}
        if varlen or len(lengths) != 1 or lengths == {0}:
            if not varlen and lengths == {0}:
                # TF 2.21 dies with SIGFPE (division by zero) on
                # FixedLenSequenceFeature([0], ...): avoid it.
                notes.append("feature_list %r has only empty steps: VarLenFeature" % key)
            elif not varlen:
                notes.append("feature_list %r is ragged (step lengths %s): VarLenFeature"
                             % (key, sorted(lengths)))
            fls[key] = tf.io.VarLenFeature(DTYPES[kind])
        else:
            fls[key] = tf.io.FixedLenSequenceFeature([lengths.pop()], DTYPES[kind],
                                                     allow_missing=True)
    return ctx, fls


def describe_spec(spec):
    out = []
    for key in sorted(spec):
        s = spec[key]
        if isinstance(s, tf.io.VarLenFeature):
            out.append("  %s: VarLenFeature(%s)" % (key, s.dtype.name))
        else:
            out.append("  %s: %s(%s, %s)" % (key, type(s).__name__, list(s.shape), s.dtype.name))
    return "\n".join(out) or "  (none)"


# --------------------------------------------------------------------------- compare


def to_numpy(value):
    """Parsed Tensor/SparseTensor -> (flat values ndarray, row lengths or None, shape)."""
    if isinstance(value, tf.SparseTensor):
        vals = value.values.numpy()
        idx = value.indices.numpy()
        shape = value.dense_shape.numpy()
        if len(shape) == 2:  # sequence VarLen: [steps, max_len]
            rows = np.bincount(idx[:, 0], minlength=int(shape[0])) if len(idx) else \
                np.zeros(int(shape[0]), dtype=np.int64)
            return vals, rows, tuple(shape)
        return vals, None, tuple(shape)
    arr = value.numpy()
    return arr.reshape(-1), None, arr.shape


def same_values(kind, got, expected):
    if kind == "bytes_list":
        return [bytes(x) for x in got] == [bytes(x) for x in expected]
    if kind == "float_list":
        g = np.asarray(got, dtype=np.float32)
        e = np.asarray(expected, dtype=np.float32)
        return g.shape == e.shape and np.array_equal(g.view(np.uint32), e.view(np.uint32))
    return np.array_equal(np.asarray(got, dtype=np.int64), np.asarray(expected, dtype=np.int64))


def check_features(where, spec, parsed, features):
    """Cross-check parsed context/example features against the proto decoding."""
    for key in spec:
        if key not in features.feature:
            raise CheckError("%s: %r parsed but absent from the proto" % (where, key))
        kind, expected = feature_kind_values(features.feature[key], key)
        if spec[key].dtype != DTYPES[kind]:
            raise CheckError("%s: %r is %s, spec says %s" % (where, key, kind, spec[key].dtype.name))
        vals, _, _ = to_numpy(parsed[key])
        if not same_values(kind, vals, expected):
            raise CheckError("%s: %r parsed values differ from proto values" % (where, key))
    extra = sorted(set(features.feature) - set(spec))
    return ["%s: key %r not in spec (ignored by TF)" % (where, k) for k in extra]


def check_sequence(where, fl_spec, parsed, feature_lists):
    warnings = []
    for key, s in fl_spec.items():
        if key not in feature_lists.feature_list:
            continue  # allow_missing / VarLen: absent is legal
        steps = [feature_kind_values(x, key) for x in feature_lists.feature_list[key].feature]
        vals, rows, shape = to_numpy(parsed[key])
        if steps:
            kinds = {k for k, _ in steps}
            if len(kinds) != 1 or DTYPES[kinds.pop()] != s.dtype:
                raise CheckError("%s: feature_list %r kind does not match spec" % (where, key))
        if (shape[0] if shape else 0) != len(steps):
            raise CheckError("%s: feature_list %r parsed %s steps, proto has %d"
                             % (where, key, shape[0] if shape else "?", len(steps)))
        flat = [v for _, vs in steps for v in vs]
        kind = steps[0][0] if steps else "float_list"
        if not same_values(kind, vals, flat):
            raise CheckError("%s: feature_list %r parsed values differ from proto" % (where, key))
        if rows is not None and list(rows) != [len(v) for _, v in steps]:
            raise CheckError("%s: feature_list %r step lengths differ" % (where, key))
    extra = sorted(set(feature_lists.feature_list) - set(fl_spec))
    warnings += ["%s: feature_list %r not in spec (ignored by TF)" % (where, k) for k in extra]
    return warnings


# --------------------------------------------------------------------------- print


def fmt(value, max_values):
    vals, rows, shape = to_numpy(value)
    dtype = value.dtype.name
    shown = list(vals[:max_values])
    if value.dtype == tf.string:
        shown = [bytes(x)[:40] for x in shown]
    else:
        shown = [x.item() for x in shown]
    more = " ... (+%d)" % (len(vals) - max_values) if len(vals) > max_values else ""
    kind = "sparse" if isinstance(value, tf.SparseTensor) else "dense"
    extra = " rows=%s" % [int(r) for r in rows] if rows is not None and len(rows) <= 20 else ""
    return "%-6s %-7s shape=%s%s %s%s" % (dtype, kind, [int(d) for d in shape], extra, shown, more)


# --------------------------------------------------------------------------- main


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--sequence", action="store_true")
    p.add_argument("--varlen", action="store_true")
    p.add_argument("--spec-per-record", action="store_true")
    p.add_argument("--compression", default="auto", choices=["auto", "none", "gzip", "zlib"])
    p.add_argument("--quiet", action="store_true")
    p.add_argument("--max-values", type=int, default=6)
    return p.parse_args(argv)


def infer_spec(raw, where, args, say):
    """The spec of the record ``raw`` (see the module doc), printed unless a new one is made per record."""
    notes = []
    if args.sequence:
        spec = infer_sequence_spec(raw, args.varlen, notes)
    else:
        spec = infer_example_spec(raw, args.varlen)
    if not args.spec_per_record:
        say("spec inferred from %s:" % where)
        if args.sequence:
            say("context:\n%s\nsequence:\n%s"
                % (describe_spec(spec[0]), describe_spec(spec[1])))
        else:
            say(describe_spec(spec))
        for note in notes:
            say("note:", note)
    return spec


def check_sequence_record(raw_t, raw, where, spec, args, say, warnings):
    """Parse one SequenceExample with TF's fast parser and cross-check it, adding to ``warnings``."""
    if spec[0] or spec[1]:
        ctx, seq = tf.io.parse_single_sequence_example(
            raw_t, context_features=spec[0] or None,
            sequence_features=spec[1] or None)
    else:  # TF refuses an all-empty spec
        ctx, seq = {}, {}
    proto = tf.train.SequenceExample.FromString(raw)
    warnings += check_features(where + " context", spec[0], ctx, proto.context)
    warnings += check_sequence(where, spec[1], seq, proto.feature_lists)
    say("%s: %d context, %d sequence features" % (where, len(ctx), len(seq)))
    for k in sorted(ctx):
        say("  ctx %-20s %s" % (k, fmt(ctx[k], args.max_values)))
    for k in sorted(seq):
        say("  seq %-20s %s" % (k, fmt(seq[k], args.max_values)))


def check_example_record(raw_t, raw, where, spec, args, say, warnings):
    """Parse one Example with TF's fast parser and cross-check it, adding to ``warnings``."""
    parsed = tf.io.parse_single_example(raw_t, spec) if spec else {}
    proto = tf.train.Example.FromString(raw)
    warnings += check_features(where, spec, parsed, proto.features)
    say("%s: %d features" % (where, len(parsed)))
    for k in sorted(parsed):
        say("  %-24s %s" % (k, fmt(parsed[k], args.max_values)))


def main(argv=None):
    try:
        args = parse_args(sys.argv[1:] if argv is None else argv)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else 2
    say = (lambda *a: None) if args.quiet else print
    check_record = check_sequence_record if args.sequence else check_example_record
    spec = None
    errors, warnings = 0, []
    total = 0
    for path in args.files:
        comp = compression_for(path, args.compression)
        n = -1
        try:
            if not os.path.isfile(path):
                raise CheckError("no such file")
            ds = tf.data.TFRecordDataset([path], compression_type=comp)
            for n, raw_t in enumerate(ds):
                raw = raw_t.numpy()
                where = "%s#%d" % (os.path.basename(path), n)
                if spec is None or args.spec_per_record:
                    spec = infer_spec(raw, where, args, say)
                check_record(raw_t, raw, where, spec, args, say, warnings)
            total += n + 1
            say("%s: %d records (compression=%s) OK" % (path, n + 1, comp or "NONE"))
        except (CheckError, tf.errors.OpError, ValueError, TypeError) as e:
            errors += 1
            msg = getattr(e, "message", None) or str(e)
            print("ERROR %s (after %d records): %s: %s"
                  % (path, n + 1, type(e).__name__, msg.strip().splitlines()[0] if msg else ""),
                  file=sys.stderr)
        except Exception as e:  # decode errors from protobuf etc.
            errors += 1
            print("ERROR %s (after %d records): %s: %s" % (path, n + 1, type(e).__name__, e),
                  file=sys.stderr)
    for w in warnings:
        print("warning:", w, file=sys.stderr)
    say("%d file(s), %d record(s), %d error(s)" % (len(args.files), total, errors))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

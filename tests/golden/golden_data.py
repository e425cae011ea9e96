"""Exact, deterministic content of the golden TFRecord files in this folder.

This module depends on numpy only (never TensorFlow).  It is the single
source of truth for:

* ``make_golden.py``          -- run in a TensorFlow venv, writes the files
                                 with TensorFlow's own classes/writer;
* ``check_with_tensorflow.py`` -- reads them back with TensorFlow;
* our own (TensorFlow-free) tests, which read the golden files with the
  project's codec and compare against ``GOLDEN_FILES``.

Data model
----------
A *feature* is a ``(kind, values)`` tuple:

* ``("float", np.ndarray[float32])``  -> ``tf.train.FloatList``
* ``("int64", np.ndarray[int64])``    -> ``tf.train.Int64List``
* ``("bytes", list[bytes])``          -> ``tf.train.BytesList``

An Example record is ``{feature_name: feature}``.

A SequenceExample record is
``{"context": {name: feature}, "feature_lists": {name: [feature, ...]}}``.

``GOLDEN_FILES`` maps a file name (relative to this folder) to
``{"compression": None | "GZIP", "kind": "example" | "sequence_example",
"records": [...]}``.

Notes for comparisons
---------------------
* There are no NaNs, so float arrays can be compared bit-for-bit
  (``a.view(np.uint32) == b.view(np.uint32)``), which also distinguishes
  ``-0.0`` from ``0.0``.  Use :func:`features_equal` / :func:`records_equal`.
* Protobuf map order (``Features.feature``, ``FeatureLists.feature_list``)
  is not guaranteed by TensorFlow's serializer, so compare records
  semantically (as dicts), never the raw bytes against our own encoder.
* Every call of :func:`build_golden_files` returns fresh, identical objects.
"""

import numpy as np

FLOAT = "float"
INT64 = "int64"
BYTES = "bytes"
KINDS = (FLOAT, INT64, BYTES)

I64_MIN = np.iinfo(np.int64).min
I64_MAX = np.iinfo(np.int64).max
F32_MAX = float(np.finfo(np.float32).max)
F32_TINY = float(np.finfo(np.float32).tiny)  # smallest normal
F32_SUBNORMAL_MIN = float(np.float32(1e-45))  # smallest positive subnormal (2**-149)

SEED = 20240229
LARGE_SIDE = 256  # the "large" float feature has LARGE_SIDE**2 values


def f(*values):
    """Float feature."""
    return (FLOAT, np.array(values, dtype=np.float32))


def i(*values):
    """Int64 feature."""
    return (INT64, np.array(values, dtype=np.int64))


def b(*values):
    """Bytes feature."""
    vals = list(values)
    assert all(isinstance(v, bytes) for v in vals)
    return (BYTES, vals)


# ---------------------------------------------------------------------------
# Example records
# ---------------------------------------------------------------------------


def _example_records():
    rng = np.random.RandomState(SEED)  # legacy RandomState: stream is frozen

    records = []

    # 0: typical mixed record, scalars and short lists, special float values.
    records.append(
        {
            "label": i(3),
            "score": f(0.5),
            "name": b(b"tile_000"),
            "floats_special": f(
                1.0, -1.0, 0.0, -0.0, float("inf"), float("-inf"),
                F32_MAX, -F32_MAX, F32_TINY, F32_SUBNORMAL_MIN,
                -F32_SUBNORMAL_MIN, 3.14159274, 1e-7, 123456.789, -2.5e30,
            ),
            "ints_special": i(
                0, 1, -1, 127, 128, -128, 16383, 16384, 2**31 - 1, -(2**31),
                2**31, 2**32, 2**53 + 1, -(2**53) - 1, I64_MAX, I64_MIN,
                I64_MAX - 1, I64_MIN + 1,
            ),
            "bytes_special": b(
                b"",
                b"\x00",
                b"\x00\x01\x02\x00\xff\xfe\x00",
                "héllo wörld – ünïcødé ✓ 日本語 🌍".encode(),
                b"plain ascii",
                bytes(range(256)),
                b"x" * 300,  # length needs a 2-byte varint
            ),
        }
    )

    # 1: Example with NO features at all (serializes to b"").
    records.append({})

    # 2: empty lists of each kind (the oneof is set, the list is empty).
    records.append(
        {
            "empty_float": f(),
            "empty_int64": i(),
            "empty_bytes": b(),
        }
    )

    # 3: many features (20), cycling through kinds, varying lengths.
    many = {}
    for k in range(20):
        name = f"feature_{k:02d}"
        n = k % 5  # lengths 0..4, so some are empty
        kind = KINDS[k % 3]
        if kind == FLOAT:
            many[name] = (FLOAT, (np.arange(n, dtype=np.float32) - 1.5) * (k + 1))
        elif kind == INT64:
            many[name] = (INT64, (np.arange(n, dtype=np.int64) - 2) * 10 ** (k % 19))
        else:
            many[name] = (BYTES, [f"{name}_{j}".encode("ascii") for j in range(n)])
    records.append(many)

    # 4: large record (packing, multi-byte record length, > 16 KiB chunks).
    side = LARGE_SIDE
    image = (rng.random_sample(side * side) * 2.0 - 1.0).astype(np.float32)
    # Mixed-magnitude int64s so the packed varints have all widths 1..10.
    exps = rng.randint(0, 63, size=4096)
    signs = np.where(rng.random_sample(4096) < 0.5, -1, 1)
    mags = np.array([rng.randint(0, 2**int(e)) if e < 62 else rng.randint(0, 2**62) for e in exps],
                    dtype=np.int64)
    big_ints = (mags * signs).astype(np.int64)
    records.append(
        {
            "image": (FLOAT, image),
            "shape": i(side, side),
            "varints": (INT64, big_ints),
            "blob": (BYTES, [rng.randint(0, 256, size=5000).astype(np.uint8).tobytes()]),
            "tags": (BYTES, [f"tag{j:03d}".encode("ascii") for j in range(200)]),
        }
    )

    # 5 & 6: two "regular" records with the same keys/shapes,
    # typical of a real training file (fixed-length features).
    for k in range(2):
        records.append(
            {
                "label": i(k),
                "bbox": f(*(np.array([0.1, 0.2, 0.3, 0.4], dtype=np.float32) + k)),
                "class_name": b(f"class_{k}".encode("ascii")),
            }
        )

    return records


# ---------------------------------------------------------------------------
# SequenceExample records
# ---------------------------------------------------------------------------


def _sequence_example_records():
    rng = np.random.RandomState(SEED + 1)
    records = []

    # 0: context + several feature lists of varying lengths (incl. empty list).
    records.append(
        {
            "context": {
                "id": i(7),
                "label": b(b"cat"),
                "weights": f(0.25, -0.0, float("inf"), F32_SUBNORMAL_MIN),
                "empty_ctx": i(),
            },
            "feature_lists": {
                "tokens": [b(w.encode("utf-8")) for w in ["the", "quick", "brown", "föx", ""]],
                "frames": [f(*(np.arange(3, dtype=np.float32) + t)) for t in range(4)],
                "ids": [i(t, -t, I64_MAX - t, I64_MIN + t, 0) for t in range(2)],
                "single_step": [f(42.0)],
                "empty_list": [],
                "empty_steps": [i(), i(), i()],  # 3 steps, each an empty Int64List
            },
        }
    )

    # 1: completely empty SequenceExample (serializes to b"").
    records.append({"context": {}, "feature_lists": {}})

    # 2: context only.
    records.append(
        {
            "context": {
                "id": i(8),
                "name": b(b"context only", b"\x00\xff"),
                "values": f(-1.0, 1.0),
            },
            "feature_lists": {},
        }
    )

    # 3: feature lists only, many steps, seeded floats; ragged int list.
    steps = 100
    records.append(
        {
            "context": {},
            "feature_lists": {
                "xyz": [(FLOAT, row) for row in
                        (rng.standard_normal((steps, 4)) * 1000).astype(np.float32)],
                "ragged": [i(*range(t % 4)) for t in range(10)],  # lengths 0,1,2,3,0,...
                "bytes_steps": [b(*[bytes([t, 0, t]) for _ in range(t % 3)]) for t in range(7)],
            },
        }
    )

    # 4 & 5: two regular records with the same keys/shapes (fixed-length per step).
    for k in range(2):
        n = 3 + k  # number of steps differs between records (legal for FixedLenSequence)
        records.append(
            {
                "context": {"id": i(100 + k), "lang": b(b"en")},
                "feature_lists": {
                    "pos": [f(float(t), float(-t)) for t in range(n)],
                    "tok": [i(t * 1000 + k) for t in range(n)],
                    "word": [b(f"w{t}".encode("ascii")) for t in range(n)],
                },
            }
        )

    return records


def build_golden_files():
    examples = _example_records()
    seqs = _sequence_example_records()
    return {
        "examples.tfrecord": {"compression": None, "kind": "example", "records": examples},
        "examples.tfrecord.gz": {"compression": "GZIP", "kind": "example",
                                 "records": _example_records()},
        "sequence_examples.tfrecord": {"compression": None, "kind": "sequence_example",
                                       "records": seqs},
        "sequence_examples.tfrecord.gz": {"compression": "GZIP", "kind": "sequence_example",
                                          "records": _sequence_example_records()},
        "empty.tfrecord": {"compression": None, "kind": "example", "records": []},
    }


GOLDEN_FILES = build_golden_files()


# ---------------------------------------------------------------------------
# Comparison helpers (numpy only)
# ---------------------------------------------------------------------------


def features_equal(a, b_):
    """Exact equality of two ``(kind, values)`` features (bitwise for floats)."""
    ka, va = a
    kb, vb = b_
    if ka != kb:
        return False
    if ka == BYTES:
        return [bytes(x) for x in va] == [bytes(x) for x in vb]
    dt, view = (np.float32, np.uint32) if ka == FLOAT else (np.int64, np.int64)
    va = np.asarray(va, dtype=dt).ravel()
    vb = np.asarray(vb, dtype=dt).ravel()
    return va.shape == vb.shape and bool(np.array_equal(va.view(view), vb.view(view)))


def feature_maps_equal(a, b_):
    return set(a) == set(b_) and all(features_equal(a[k], b_[k]) for k in a)


def records_equal(kind, a, b_):
    """Exact equality of two records of the given file ``kind``."""
    if kind == "example":
        return feature_maps_equal(a, b_)
    if not feature_maps_equal(a.get("context", {}), b_.get("context", {})):
        return False
    fa, fb = a.get("feature_lists", {}), b_.get("feature_lists", {})
    if set(fa) != set(fb):
        return False
    for k in fa:
        if len(fa[k]) != len(fb[k]):
            return False
        if not all(features_equal(x, y) for x, y in zip(fa[k], fb[k])):
            return False
    return True

#!/usr/bin/env python3
"""Records per second read from one export, plain and GZIP, by tfrecord_bridge.data.PatchDataset, by
tf.data.TFRecordDataset + tf.io.parse_single_example, and by the tfrecord package, in one run on the same files.

    .venv/bin/python benchmarks/bench_reader.py [--size 2048] [--bands 4] [--patch 128] [--repeat 3]
        [--tf-python PY] [--torch-python PY]

The export (float32 bands, a patch a record, kernel 1) is written by this project's export into a temporary folder.
Each reader runs in a Python of its own, reading every record into arrays of the patch's shape, timed on the wall
clock (TensorFlow reads on several threads), the best of ``--repeat`` runs: PatchDataset in this venv (with its
CRC-32C backend) and, with ``--torch-python`` (a training script's venv, which may have numpy alone: numpy's CRC),
there too; each PatchDataset line names the CRC-32C and inflate packages its Python has (crc32c, isal...) or
"numpy only"; TensorFlow with ``--tf-python``; the tfrecord package in whichever of those has it. The
frameworks' Pythons default to those ``scripts/test.sh --frameworks`` makes (or TFRECORD_BRIDGE_TF_PYTHON and
TFRECORD_BRIDGE_TORCH_PYTHON); a reader whose Python is missing is left out, saying so. It prints records per
second and each reader's ratio to TensorFlow's; it asserts no timing.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "tfrecord-bridge" / "frameworks"


# ----------------------------------------------------------------------------- each reader, in its own Python

def read_patch_dataset(folder, prefix, files, shape, random_access):
    sys.path.insert(0, str(ROOT))
    from tfrecord_bridge.data import PatchDataset

    dataset = PatchDataset(folder, prefix)
    if random_access:
        len(dataset)  # the offsets read once, from the .tfindex files
        return lambda: sum(1 for index in range(len(dataset)) if dataset[index])
    return lambda: sum(1 for _ in dataset)


def read_tensorflow(folder, prefix, files, shape, random_access):
    import tensorflow as tf

    spec = {name: tf.io.FixedLenFeature(shape, tf.float32) for name in BANDS}
    dataset = tf.data.TFRecordDataset(files, compression_type="GZIP" if files[0].endswith(".gz") else "")
    dataset = dataset.map(lambda record: tf.io.parse_single_example(record, spec),
                          num_parallel_calls=tf.data.AUTOTUNE)
    return lambda: sum(1 for _ in dataset)


def read_tfrecord_package(folder, prefix, files, shape, random_access):
    from tfrecord.reader import tfrecord_loader

    def epoch():
        records = 0
        for path in files:
            compression = "gzip" if path.endswith(".gz") else None
            for example in tfrecord_loader(path, None, dict.fromkeys(BANDS, "float"), compression_type=compression):
                {name: value.reshape(shape) for name, value in example.items()}
                records += 1
        return records

    return epoch


READERS = {"patch_dataset": read_patch_dataset, "patch_dataset_random": read_patch_dataset,
           "tensorflow": read_tensorflow, "tfrecord": read_tfrecord_package}
BANDS = []


def run_reader(arguments):
    """``--reader NAME FOLDER PREFIX REPEAT SHAPE BANDS FILE...``: prints {"records", "seconds"}: the best of REPEAT
    epochs over every record, the dataset or pipeline made once before them (a training script's)."""
    name, folder, prefix, repeat, shape, bands, *files = arguments
    BANDS.extend(bands.split(","))
    shape = [int(side) for side in shape.split(",")]
    best, records = None, 0
    epoch = READERS[name](folder, prefix, files, shape, name.endswith("random"))  # made once, as for training
    for _ in range(int(repeat)):
        start = time.perf_counter()
        records = epoch()
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    print(json.dumps({"records": records, "seconds": best}))


# ----------------------------------------------------------------------------- the run

def make_exports(folder, size, bands, patch):
    """Plain and GZIP exports of one random float32 raster: {'plain': (folder, prefix, files), 'GZIP': ...}."""
    import numpy as np
    from osgeo import gdal

    sys.path.insert(0, str(ROOT))
    from tfrecord_bridge.core.cli import main
    from tfrecord_bridge.core.layout.naming import find_export

    raster = str(folder / "scene.tif")
    dataset = gdal.GetDriverByName("GTiff").Create(raster, size, size, bands, gdal.GDT_Float32)
    dataset.SetGeoTransform((500000, 10, 0, 4100000, 0, -10))
    dataset.SetProjection("EPSG:32618")
    generator = np.random.default_rng(0)
    for band in range(1, bands + 1):
        dataset.GetRasterBand(band).WriteArray(generator.random((size, size), dtype=np.float32))
    dataset = None
    exports = {}
    for name, options in (("plain", ["--no-compressed", "--write-tfindex"]), ("GZIP", [])):
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):  # its log
            assert main(["export-image", raster, "-o", str(folder / name), "--prefix", "p", "--patch-dimensions",
                         f"{patch},{patch}", *options]) == 0
        exports[name] = (str(folder / name), "p", find_export(folder / name, "p")[0])
    return exports


def framework_python(given, variable, venv):
    python = given or os.environ.get(variable) or str(CACHE / venv / "bin" / "python")
    return python if Path(python).exists() else None


def importable(python, module):
    if python is None:
        return False
    return subprocess.run([python, "-c", f"import {module}"], capture_output=True).returncode == 0


ACCELERATORS = ("google_crc32c", "crc32c", "isal", "zlib_ng")


def accelerators(python):
    """The CRC-32C and inflate packages importable in ``python`` (the reader's speed hangs on them), as a label:
    "crc32c, isal" or "numpy only"."""
    probe = ("import importlib.util as u; "
             f"print(','.join(m for m in {ACCELERATORS!r} if u.find_spec(m)))")
    found = subprocess.run([python, "-c", probe], capture_output=True, text=True).stdout.strip()
    return ", ".join(found.split(",")) if found else "numpy only"


def time_reader(python, reader, export, repeat, shape, bands):
    folder, prefix, files = export
    command = [python, __file__, "--reader", reader, folder, prefix, str(repeat), ",".join(map(str, shape)),
               ",".join(bands), *files]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode:
        return None, result.stderr.strip().splitlines()[-1]
    measured = json.loads(result.stdout.strip().splitlines()[-1])
    return measured["records"] / measured["seconds"], f"{measured['records']} records"


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--reader":
        return run_reader(sys.argv[2:])
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=2048, help="raster width and height (pixels)")
    parser.add_argument("--bands", type=int, default=4)
    parser.add_argument("--patch", type=int, default=128)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--tf-python", help="a Python with tensorflow (default: test.sh --frameworks' venv)")
    parser.add_argument("--torch-python", help="another Python with numpy (and the tfrecord package); its CRC-32C and "
                        "inflate packages are printed beside its rate")
    args = parser.parse_args()
    tf_python = framework_python(args.tf_python, "TFRECORD_BRIDGE_TF_PYTHON", "tensorflow")
    torch_python = framework_python(args.torch_python, "TFRECORD_BRIDGE_TORCH_PYTHON", "torch")
    tfrecord_python = next((python for python in (torch_python, tf_python) if importable(python, "tfrecord")), None)
    readers = [("PatchDataset, streamed (this venv)", sys.executable, "patch_dataset"),
               ("PatchDataset, random access (this venv)", sys.executable, "patch_dataset_random"),
               ("PatchDataset, streamed (--torch-python)", torch_python, "patch_dataset"),
               ("tf.data + parse_single_example", tf_python if importable(tf_python, "tensorflow") else None,
                "tensorflow"),
               ("tfrecord package (tfrecord_loader)", tfrecord_python, "tfrecord")]
    shape = [args.patch, args.patch]
    bands = [f"b{band}" for band in range(1, args.bands + 1)]
    with tempfile.TemporaryDirectory(prefix="bench_reader-") as temporary:
        exports = make_exports(Path(temporary), args.size, args.bands, args.patch)
        print(f"{args.size} x {args.size} pixels, {args.bands} float32 bands, patches {args.patch} x {args.patch}: "
              f"{len(exports['plain'][2])} plain / {len(exports['GZIP'][2])} GZIP shards; wall clock, best of "
              f"{args.repeat}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        # PatchDataset's speed hangs on these (CRC-32C, inflate): said, not assumed from the venv's name.
        print(f"this venv {sys.executable}: {accelerators(sys.executable)}")
        if torch_python:
            print(f"--torch-python {torch_python}: {accelerators(torch_python)}")
        for kind, export in exports.items():
            print(f"\n{kind}:")
            rates = {}
            for label, python, reader in readers:
                if python is None:
                    print(f"  {label:44} left out: no Python with it (--tf-python / --torch-python)")
                    continue
                if reader.endswith("random") and kind == "GZIP":
                    continue  # random reads of GZIP go through an inflated copy: the plain case
                rate, said = time_reader(python, reader, export, args.repeat, shape, bands)
                rates[label] = rate
                print(f"  {label:44} " + (f"{rate:10.1f} records/s ({said})" if rate else f"failed: {said}"))
            reference = rates.get("tf.data + parse_single_example")
            if reference:
                print("  ratio to TensorFlow: " + ", ".join(f"{label} {rate / reference:.2f}x"
                                                            for label, rate in rates.items()
                                                            if rate and label != "tf.data + parse_single_example"))
            print(f"  load average after: {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

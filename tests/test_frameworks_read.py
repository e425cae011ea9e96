"""What PyTorch, Keras 3 and Grain read through tfrecord_bridge.data.PatchDataset is, record for record, what
TensorFlow parses from the same GZIP training export (issue 45 item 1), and inspect's snippets run as pasted.

The frameworks (hundreds of MB to GBs each) are never in this project's venv: each runs in a venv of its own,
tests/frameworks/read_export.py in a subprocess, and the arrays come back in an .npz. ``bash scripts/test.sh
--frameworks`` makes those venvs (PyTorch CPU, Keras 3 and Grain in one, TensorFlow CPU in another) under
~/.cache/tfrecord-bridge/frameworks and runs these tests; TFRECORD_BRIDGE_TORCH_PYTHON and
TFRECORD_BRIDGE_TF_PYTHON name other Pythons. Without them the tests skip, saying which is missing.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import subprocess
from pathlib import Path

import numpy as np
import pytest

from helpers import ROOT
from test_patch_dataset import export
from tfrecord_bridge.core.inspect import InspectRequest, framework_snippets, inspect_files, tensorflow_snippet
from tfrecord_bridge.core.layout.naming import find_export

READER = ROOT / "tests" / "frameworks" / "read_export.py"
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "tfrecord-bridge" / "frameworks"
# The venv each framework runs in: the variable's Python, else the one test.sh --frameworks made.
PYTHONS = {"torch": ("TFRECORD_BRIDGE_TORCH_PYTHON", CACHE / "torch" / "bin" / "python"),
           "tensorflow": ("TFRECORD_BRIDGE_TF_PYTHON", CACHE / "tensorflow" / "bin" / "python")}

pytestmark = pytest.mark.slow  # a framework's Python in a process of its own, seconds each


@functools.cache
def _importable(python, module, backend):
    # Keras imports its backend (TensorFlow unless told): checked on the one the test runs on.
    env = {**os.environ, "KERAS_BACKEND": backend or "torch"}
    return subprocess.run([python, "-c", f"import {module}"], capture_output=True, env=env).returncode == 0


def framework_python(venv, *modules, backend=None):
    """The Python of ``venv`` ('torch' or 'tensorflow') that imports ``modules``; skips the test, saying what is
    missing and how to make it, when there is none."""
    variable, default = PYTHONS[venv]
    python = os.environ.get(variable) or str(default)
    if not Path(python).exists():
        pytest.skip(f"no {venv} venv: run `bash scripts/test.sh --frameworks`, or set {variable} to its Python")
    missing = [module for module in modules if not _importable(python, module, backend)]
    if missing:
        pytest.skip(f"{python} cannot import {', '.join(missing)}: `bash scripts/test.sh --frameworks` installs it")
    return python


def run(python, *arguments, env=None, cwd=None):
    result = subprocess.run([python, *map(str, arguments)], capture_output=True, text=True, cwd=cwd,
                            env={**os.environ, **(env or {})}, timeout=600)
    assert result.returncode == 0, result.stderr[-4000:]
    return result


@pytest.fixture(scope="module")
def gz_export(tmp_path_factory):
    return export(tmp_path_factory.mktemp("frameworks") / "gz")


@pytest.fixture(scope="module")
def tensorflow_parsed(gz_export, tmp_path_factory):
    """{feature: [records, 34, 34]} of the export's val set as tf.data.TFRecordDataset and parse_single_example
    read it, with the shapes the export's featuresDict gives."""
    python = framework_python("tensorflow", "tensorflow")
    files, _ = find_export(gz_export, "s-val")
    out = tmp_path_factory.mktemp("tensorflow") / "parsed.npz"
    shapes = json.dumps({name: [34, 34] for name in ("b1", "b2", "b3", "label")})
    run(python, READER, "tensorflow", out, *files, "--features", shapes)
    parsed = dict(np.load(out))
    assert "tensorflow" in parsed.pop("__modules__").tolist()
    return parsed


def rows(arrays):
    """Each record's arrays as one bytes value, for comparing records whatever their order."""
    names = sorted(name for name in arrays if not name.startswith("__"))
    return [b"".join(np.ascontiguousarray(arrays[name][index]).tobytes() for name in names)
            for index in range(len(arrays[names[0]]))]


@pytest.mark.parametrize("mode, venv, modules, env", [
    ("torch-stream", "torch", ("torch",), {}),
    ("torch-map", "torch", ("torch",), {}),
    ("keras", "torch", ("torch", "keras"), {"KERAS_BACKEND": "torch"}),
    ("keras", "torch", ("jax", "keras"), {"KERAS_BACKEND": "jax"}),
    ("grain", "torch", ("grain",), {}),
], ids=["torch-dataloader-streaming-gzip", "torch-dataloader-random-access", "keras-pydataset-torch",
        "keras-pydataset-jax", "grain-dataloader"])
def test_each_framework_reads_record_for_record_what_tensorflow_parses(
        gz_export, tensorflow_parsed, tmp_path, mode, venv, modules, env):
    python = framework_python(venv, *modules, backend=env.get("KERAS_BACKEND"))
    out = tmp_path / f"{mode}.npz"
    run(python, READER, mode, out, gz_export, "s", "val", env=env)
    arrays = dict(np.load(out))
    assert "tensorflow" not in arrays.pop("__modules__").tolist()
    assert arrays.keys() == tensorflow_parsed.keys()
    for name, parsed in tensorflow_parsed.items():
        assert arrays[name].dtype == parsed.dtype and arrays[name].shape == parsed.shape, name
    if mode == "torch-stream":  # two workers' shares, interleaved: every record once, in some order
        assert sorted(rows(arrays)) == sorted(rows(tensorflow_parsed))
    else:
        for name, parsed in tensorflow_parsed.items():
            assert np.array_equal(arrays[name], parsed), name


@pytest.mark.parametrize("framework, venv, modules", [
    ("TensorFlow", "tensorflow", ("tensorflow",)), ("PyTorch", "torch", ("torch",)),
    ("Keras 3", "torch", ("torch", "keras")), ("Grain", "torch", ("grain",))])
def test_each_snippet_of_inspect_runs_as_pasted_and_reads_every_record(gz_export, tmp_path, framework, venv, modules):
    python = framework_python(venv, *modules)
    files, _ = find_export(gz_export, "s-val")
    summary = inspect_files(InspectRequest(files))
    if framework == "TensorFlow":
        code = tensorflow_snippet(summary) + "print(sum(1 for _ in dataset), 'records')\n"
    else:
        code = framework_snippets(summary)[framework]
    script = tmp_path / f"{hashlib.sha256(framework.encode()).hexdigest()[:8]}.py"
    script.write_text(code, encoding="utf-8")
    # The GZIP shards' inflated copies go to the temporary folder, this test's.
    result = run(python, script, env={"TMPDIR": str(tmp_path)}, cwd=tmp_path)
    assert f"{summary['records']} records" in result.stdout

"""benchmarks/bench_predict.py runs end to end at a tiny size and prints each of its lines (no timing asserted)."""

import re
import subprocess
import sys

import pytest

from helpers import ROOT, require_onnxruntime


@pytest.mark.slow
def test_bench_predict_prints_its_ratios_and_memory(tmp_path):
    require_onnxruntime()
    # 300^2: a second row and column of patches, padded past the edges, so baseline B's edge windows are run.
    completed = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "bench_predict.py"), "--sizes", "300",
                                "--scratch", str(tmp_path)], capture_output=True, text=True, timeout=300)
    assert completed.returncode == 0, completed.stderr
    out = completed.stdout
    number = r"\d+\.\d\d"
    # The batch is predict's plan's, which times the model on one patch: 1 on a loaded machine, 2 on an idle one.
    assert re.search(r"300\^2 4 bands, round 0, batch \d+: predict \d+\.\d s", out), out
    assert re.search(rf"predict / A \(onnxruntime alone on the tiles in memory\): {number} \((meets|misses)", out), out
    assert re.search(rf"predict / B \(GDAL windows, onnxruntime, WriteArray\): {number}; CPU {number}", out), out
    assert re.search(r"predict beyond the model -?\d+ MiB \((meets|misses) the goal <= 381 MiB\)", out), out
    assert re.search(r"each alone: read \+ encode \d+\.\d s .*model .*write \+ compress \d+\.\d s", out), out
    assert list(tmp_path.iterdir()) == [], "the benchmark leaves its scratch folder as it found it"

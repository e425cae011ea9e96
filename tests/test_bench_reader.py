"""benchmarks/bench_reader.py names what each Python it times PatchDataset in has (CRC-32C and inflate packages),
rather than calling the --torch-python venv numpy-only whatever it holds (no timing asserted)."""

import importlib.util
import re
import subprocess
import sys

import pytest

from helpers import ROOT


@pytest.mark.slow
def test_bench_reader_names_the_crc_and_inflate_packages_of_each_python(tmp_path):
    # This venv as --torch-python too: whatever it has must be named on the --torch-python line, not "numpy-only".
    completed = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "bench_reader.py"), "--size", "256",
                                "--patch", "64", "--repeat", "1", "--tf-python", str(tmp_path / "none"),
                                "--torch-python", sys.executable], capture_output=True, text=True, timeout=300)
    assert completed.returncode == 0, completed.stderr
    out = completed.stdout
    assert "numpy-only" not in out, out
    found = [name for name in ("google_crc32c", "crc32c", "isal", "zlib_ng") if importlib.util.find_spec(name)]
    said = ", ".join(found) if found else "numpy only"
    assert re.search(rf"^--torch-python {re.escape(sys.executable)}: {re.escape(said)}$", out, re.M), out
    assert re.search(r"PatchDataset, streamed \(--torch-python\) +\d+\.\d records/s", out), out

#!/usr/bin/env bash
# The main job on a bundled sample, installing what is missing first.
# (Until the image export lands: a codec round trip through a GZIP TFRecord.)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
out="${1:-$ROOT/.build/sample}"
mkdir -p "$out"
PYTHONPATH="$PLUGIN_DIR" "$VENV_PYTHON" - "$out" <<'PY'
import sys
import numpy as np
from tfrecord_bridge.core import read_records, write_records, encode_example, decode_example

path = f"{sys.argv[1]}/sample.tfrecord.gz"
patch = np.arange(256 * 256, dtype=np.float32).reshape(256, 256)
write_records(path, [encode_example({"B1": patch, "label": np.array([3])})])
for record in read_records(path):
    features = decode_example(record)
    assert np.array_equal(features["B1"].reshape(256, 256), patch)
    print(path, {name: (values.dtype.name, values.size) for name, values in features.items()})
PY

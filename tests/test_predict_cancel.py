"""predict stops within a second of a cancel (issue 43 item 6), even in the middle of a long model run: the run's
onnxruntime RunOptions get their terminate flag from a thread watching the monitor; and with no batchSize given a
run takes about RUN_BUDGET_SECONDS at most, as the probe run times a tile.

tests/models/heavy.onnx (tests/models/make_models.py) is slow on purpose: 16 convolutions of 64 channels.
"""

from __future__ import annotations

import threading
import time

import numpy as np
import pytest

from helpers import ROOT, require_onnxruntime, write_float_bands

require_onnxruntime()

MODELS = ROOT / "tests" / "models"


def write_scene(path, width, height):
    values = np.random.default_rng(3).normal(0, 1, (3, height, width)).astype(np.float32)
    write_float_bands(path, values)
    return str(path)


def request_of(tmp_path, source, patch, **fields):
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    from tfrecord_bridge.core.predict.request import PredictRequest
    options = FormatOptions(patchDimensions=(patch, patch), kernelSize=(3, 3), edgeMode="pad")
    return PredictRequest([SourceLayer(source)], MODELS / "heavy.onnx", tmp_path / "out" / "predicted.tif",
                          formatOptions=options, threads=1, **fields)


@pytest.mark.slow
def test_a_cancel_in_the_middle_of_a_long_model_run_stops_within_a_second_and_leaves_no_file(tmp_path):
    from tfrecord_bridge.core.base.progress import Cancelled, Monitor
    from tfrecord_bridge.core.places.outputs import Outputs
    from tfrecord_bridge.core.predict.predict_image import predict_image
    source = write_scene(tmp_path / "scene.tif", 1024, 512)
    # A run of a whole row of 4 patches of 256 (tiles of 258): seconds on one thread, so the cancel falls inside it.
    request = request_of(tmp_path, source, 256, batchSize=4)
    asked = threading.Event()
    cancelled_at: list[float] = []

    def is_cancelled():
        if not asked.is_set():  # first asked once the plan is made, just before the first run
            asked.set()
            threading.Timer(0.5, lambda: cancelled_at.append(time.monotonic())).start()
        return bool(cancelled_at)

    with pytest.raises(Cancelled), Outputs(folder=str(tmp_path / "out")) as outputs:
        predict_image(request, monitor=Monitor(is_cancelled=is_cancelled))
        outputs.commit()
    stopped = time.monotonic() - cancelled_at[0]
    assert stopped < 1.5, f"the run went on {stopped:.2f} s after the cancel"
    assert sorted(entry.name for entry in tmp_path.iterdir()) == ["scene.tif"]


@pytest.mark.slow  # runs the heavy model (0.6 s)
def test_without_a_batch_size_a_slow_model_runs_few_tiles_at_a_time(tmp_path):
    from tfrecord_bridge.core.predict.plan import RUN_BUDGET_SECONDS, plan_predict
    source = write_scene(tmp_path / "scene.tif", 1024, 128)
    plan, stacked, session = plan_predict(request_of(tmp_path, source, 128))
    stacked.close()
    tile = np.zeros((1, 3, 130, 130), dtype=np.float32)
    session.run(None, {"image": tile})
    started = time.perf_counter()
    session.run(None, {"image": np.zeros((plan.batch, 3, 130, 130), dtype=np.float32)})
    # The byte budget alone would run the whole row of 8 tiles (a second or more on one thread) at once.
    assert plan.layout.patches_per_row == 8 and plan.batch < 8
    assert time.perf_counter() - started < 2 * RUN_BUDGET_SECONDS

"""Models the real frameworks made (issue 43, item 7): predict reads a Keras model converted by tf2onnx and a
PyTorch model exported by torch.onnx as their frameworks laid them out, not as our own graphs are.

tests/models/keras_two_conv.onnx and torch_two_conv.onnx are made by tests/models/make_framework_models.py
(throwaway venvs with tensorflow-cpu + tf2onnx and torch + onnxscript; PROVENANCE-frameworks.txt): the same net,
two SAME 3x3 convolutions with a ReLU between (3 bands -> 4 -> 3 classes, receptive radius 2) and a softmax, with
seeded weights saved beside each in its framework's own layout. Each output is recomputed here in numpy float64
from those weights over the whole raster at once, so a layout, a band order, a margin or a crop read wrongly
shows as numbers that differ, not only as a shape.
"""

from __future__ import annotations

import numpy as np
import pytest
from numpy.lib.stride_tricks import sliding_window_view
from osgeo import gdal

from helpers import ROOT, require_onnxruntime
from tfrecord_bridge.core.predict.contract import (
    CHANNELS_FIRST,
    CHANNELS_LAST,
    Layout,
    ModelFitError,
    PatchShape,
    contract_of,
    decide_layout,
)

onnxruntime = require_onnxruntime()

MODELS = ROOT / "tests" / "models"
RASTER = ROOT / "tests" / "data" / "rasterio" / "RGB.byte.tif"  # 791 x 718, 3 bytes, nodata 0 around the scene
PATCHES = PatchShape(3, (32, 32), (5, 5))  # tiles of 36 x 36
RADIUS = 2  # two 3x3 convolutions: where a whole-raster run pads its inner layer with zeros, a patch does not
NODATA = -9999.0


def model(name):
    return str(MODELS / f"{name}.onnx")


def contract(name):
    from tfrecord_bridge.core.predict.runtime import open_session
    return contract_of(open_session(model(name), 1), model(name))


def same_convolution(image, kernel, bias):
    """[K, H, W] of a 3x3 convolution (cross-correlation, as both frameworks) of [C, H, W] in float64, zero-padded
    to the same size; ``kernel`` [3, 3, C, K] (Keras' layout)."""
    padded = np.pad(image, ((0, 0), (1, 1), (1, 1)))
    windows = sliding_window_view(padded, (3, 3), axis=(1, 2))  # [C, H, W, 3, 3]
    return np.einsum("cijkl,klco->oij", windows, kernel.astype(np.float64)) + bias.astype(np.float64)[:, None, None]


def numpy_run(name, image):
    """The model over the whole [C, H, W] image at once, from the weights its script saved beside it."""
    weights = np.load(MODELS / f"{name}.npz")
    if name.startswith("keras"):
        kernels = weights["kernel1"], weights["kernel2"]
    else:  # torch's weights are [C_out, C_in, kh, kw]
        kernels = weights["weight1"].transpose(2, 3, 1, 0), weights["weight2"].transpose(2, 3, 1, 0)
    hidden = np.maximum(same_convolution(image, kernels[0], weights["bias1"]), 0)
    logits = same_convolution(hidden, kernels[1], weights["bias2"])
    exponentials = np.exp(logits - logits.max(axis=0, keepdims=True))
    return exponentials / exponentials.sum(axis=0, keepdims=True)


@pytest.fixture(scope="module")
def scene():
    """(values [3, H, W] float64, masked [H, W]): RGB.byte.tif as the export gives it (masked in any band: 0, the
    defaultValue, in all)."""
    values = gdal.Open(str(RASTER)).ReadAsArray().astype(np.float64)
    masked = (values == 0).any(axis=0)
    return np.where(masked[None], 0.0, values), masked


@pytest.mark.parametrize("name, layout, input_shape", [
    ("keras_two_conv", CHANNELS_LAST, (None, None, None, 3)),  # tf2onnx names its dynamic dimensions unk__N
    ("torch_two_conv", CHANNELS_FIRST, ("batch", 3, "height", "width")),
])
def test_the_layout_each_framework_exported_is_read_from_its_shapes(name, layout, input_shape):
    read = contract(name)
    (spec,) = read.inputs
    shape = tuple(None if isinstance(dim, str) and dim.startswith("unk__") else dim for dim in spec.shape)
    assert (spec.name, shape, spec.dtype) == ("image", input_shape, np.float32)
    assert [output.name for output in read.outputs] == ["probabilities"]
    assert decide_layout(read, PATCHES) == Layout(layout, None)
    # The other reading, asked for, is refused in words rather than fed: [N, 36, 36, 3] is no [N, 3, H, W].
    other = CHANNELS_FIRST if layout == CHANNELS_LAST else CHANNELS_LAST
    with pytest.raises(ModelFitError, match=f"read {other} .* as layout says, they do not fit it"):
        decide_layout(read, PATCHES, other)


@pytest.mark.parametrize("name", ["keras_two_conv", "torch_two_conv"])
def test_where_the_tile_is_as_wide_as_the_bands_the_layout_is_asked_for_not_guessed(name):
    """A 1 x 1 patch with kernel 3 makes 3 x 3 tiles of 3 bands: both readings fit, so neither is taken without a
    word (the issue's "Keras's layout read wrong without a word")."""
    tiny = PatchShape(3, (1, 1), (3, 3))
    with pytest.raises(ModelFitError, match="its shape reads both as channels-first .* and as channels-last"):
        decide_layout(contract(name), tiny)
    layout = CHANNELS_LAST if name.startswith("keras") else CHANNELS_FIRST
    assert decide_layout(contract(name), tiny, layout) == Layout(layout, None)


@pytest.mark.slow  # a whole 791 x 718 raster predicted and recomputed in numpy (0.4-1 s)
@pytest.mark.parametrize("name, layout", [("keras_two_conv", CHANNELS_LAST), ("torch_two_conv", CHANNELS_FIRST)])
def test_predict_gives_what_the_framework_model_gives_over_the_whole_raster(scene, tmp_path, capsys, name, layout):
    """``tfrecord-bridge predict`` without --layout, patch 32 and kernel 5, equals the numpy run of the model's
    weights over the whole raster on every pixel 2 or more from its edges: channels, band order, margins and
    the crop of the output are as the framework laid them out."""
    from tfrecord_bridge.core import cli
    values, masked = scene
    output = tmp_path / f"{name}.tif"
    status = cli.main(["predict", str(RASTER), "--model", model(name), "-o", str(output),
                       "--patch-dimensions", "32,32", "--kernel-size", "5", "--threads", "1"])
    assert status == 0
    assert f", {layout}, " in capsys.readouterr().err  # the layout found, said in the run's log
    predicted = gdal.Open(str(output)).ReadAsArray()
    reference = numpy_run(name, values)
    reference[:, masked] = NODATA
    height, width = masked.shape
    assert predicted.shape == reference.shape == (3, height, width)
    # The weights make classes that differ across the scene: a softmax stuck at one class would prove little.
    inner = (slice(None), slice(RADIUS, height - RADIUS), slice(RADIUS, width - RADIUS))
    assert np.bincount(reference[inner][:, ~masked[inner[1:]]].argmax(axis=0), minlength=3).min() > 1000
    np.testing.assert_allclose(predicted[inner], reference[inner], rtol=0, atol=1e-5)

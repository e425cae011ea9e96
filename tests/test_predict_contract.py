"""A model's header, contract and fit to the patches, read before any work (issue 43, design note step 1).

The models are tests/models/*.onnx, written by tests/models/make_models.py with the onnx package (never a
dependency); their outputs are recomputed here in numpy float64 from the weights saved beside them, which
proves each model is what the script says. The tests that run a model skip without onnxruntime (a QGIS
chroot whose Python PyPI has no wheel of it for); the header, the layout rules on contracts written by hand
and the words of ORT's recorded refusals do not need it.
"""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest
from numpy.lib.stride_tricks import sliding_window_view

from helpers import ROOT, require_onnxruntime
from tfrecord_bridge.core.predict.contract import (
    CHANNELS_FIRST,
    CHANNELS_LAST,
    Layout,
    ModelContract,
    ModelFitError,
    PatchShape,
    TensorSpec,
    contract_of,
    decide_layout,
)
from tfrecord_bridge.core.predict.model_header import ModelFileError, ModelHeader, read_model_header
from tfrecord_bridge.core.predict.runtime import ModelLoadError, translate_load_error

MODELS = ROOT / "tests" / "models"
RGB = PatchShape(3, (16, 16), (3, 3))  # tiles of 18 x 18


def model(name):
    return str(MODELS / f"{name}.onnx")


def session_of(name, threads=1):
    require_onnxruntime()
    from tfrecord_bridge.core.predict.runtime import open_session
    return open_session(model(name), threads)


def contract(name):
    return contract_of(session_of(name), model(name))


# ----------------------------------------------------------------------------- the header, without onnx

def test_the_header_is_read_from_the_model_without_the_onnx_package():
    header = read_model_header(model("conv_nchw"))
    assert (header.ir_version, header.opsets, header.opset) == (10, {"ai.onnx": 21}, 21)
    assert (header.producer, header.producer_version) == ("tfrecord-bridge tests/models/make_models.py", "1")
    assert header.metadata == {"classes": "water,land", "tfrecord_bridge.bands": "water,land"}
    assert header.describe() == ("ONNX IR version 10, opset ai.onnx 21 "
                                 "(made by tfrecord-bridge tests/models/make_models.py 1)")
    assert (read_model_header(model("ir99")).ir_version, read_model_header(model("opset40")).opsets) == \
        (99, {"ai.onnx": 40})


def test_the_header_agrees_with_what_onnxruntime_reads_of_the_same_file():
    meta = session_of("conv_nchw").get_modelmeta()
    header = read_model_header(model("conv_nchw"))
    assert header.producer == meta.producer_name and header.metadata == dict(meta.custom_metadata_map)


def test_a_file_that_is_no_model_is_refused_naming_it(tmp_path):
    data = (MODELS / "conv_nchw.onnx").read_bytes()
    from tfrecord_bridge.core import encode_example
    cases = {"words.onnx": b"hello world, no protobuf here", "cut.onnx": data[:len(data) // 2], "empty.onnx": b"",
             "example.onnx": encode_example({"a": [1.0]})}  # a valid protobuf, but no ModelProto
    for name, content in cases.items():
        path = tmp_path / name
        path.write_bytes(content)
        with pytest.raises(ModelFileError, match="is not an ONNX model") as refused:
            read_model_header(str(path))
        assert str(path) in str(refused.value), name
    with pytest.raises(ModelFileError, match=f"cannot read the model {tmp_path / 'absent.onnx'}"):
        read_model_header(str(tmp_path / "absent.onnx"))


# ----------------------------------------------------------------------------- the layout

@pytest.mark.parametrize("name, layout", [("conv_nchw", CHANNELS_FIRST), ("conv_nhwc", CHANNELS_LAST),
                                          ("conv_valid", CHANNELS_FIRST), ("argmax_int64", CHANNELS_FIRST),
                                          ("two_conv_softmax", CHANNELS_FIRST)])
def test_the_layout_is_read_from_the_models_shapes(name, layout):
    assert decide_layout(contract(name), RGB) == Layout(layout, None)


def test_the_contract_holds_names_shapes_with_their_dynamic_dimensions_and_dtypes():
    read = contract("argmax_int64")
    assert read.inputs == (TensorSpec("image", ("N", 3, "H", "W"), np.dtype(np.float32), "tensor(float)"),)
    assert read.outputs == (TensorSpec("classes", ("N", None, None), np.dtype(np.int64), "tensor(int64)"),)
    assert contract("conv_nchw").metadata["classes"] == "water,land"


def test_the_dimensions_tf2onnx_leaves_open_read_as_unknown_not_as_its_names():
    """tf2onnx names each dimension a Keras model left open 'unk__30': words about the model say '?' there."""
    keras = contract_of(session_of("landcover_keras"), model("landcover_keras"))
    assert keras.inputs[0].shape[0].startswith("unk__")  # else the test could not tell
    assert keras.inputs[0].describe() == "float32 [?, ?, ?, 3]"
    assert keras.outputs[0].describe() == "float32 [?, ?, ?, 4]"
    with pytest.raises(ModelFitError) as refused:
        decide_layout(keras, PatchShape(4, (16, 16), (3, 3)))
    assert "wants image float32 [?, ?, ?, 3]; the patches are 4 bands" in str(refused.value)
    torch = contract_of(session_of("torch_two_conv"), model("torch_two_conv"))
    assert torch.inputs[0].describe() == "float32 [batch, 3, height, width]"  # names that say something stay


def test_a_model_whose_shape_reads_both_ways_needs_the_layout_option_and_follows_it():
    ambiguous = contract("ambiguous")
    with pytest.raises(ModelFitError) as refused:
        decide_layout(ambiguous, RGB)
    words = str(refused.value)
    assert f"the model {model('ambiguous')} wants image float32 [N, A, B, C]" in words
    assert "the patches are 3 bands of 18 x 18 (16 x 16 patches, kernel 3 x 3)" in words
    assert "channels-first [N, 3, 18, 18]" in words and "channels-last [N, 18, 18, 3]" in words
    assert "set layout to channels-first or channels-last" in words
    assert decide_layout(ambiguous, RGB, CHANNELS_LAST) == Layout(CHANNELS_LAST)
    assert decide_layout(ambiguous, RGB, CHANNELS_FIRST) == Layout(CHANNELS_FIRST)
    # Square tiles of as many bands as pixels read both ways even where every dimension is static.
    square = ModelContract("square.onnx", (TensorSpec("x", (1, 4, 4, 4), np.dtype(np.float32), "tensor(float)"),), ())
    with pytest.raises(ModelFitError, match="reads both as channels-first"):
        decide_layout(square, PatchShape(4, (4, 4)))
    assert decide_layout(square, PatchShape(4, (4, 4)), CHANNELS_FIRST) == Layout(CHANNELS_FIRST, batch=1)


def test_patches_that_fit_no_reading_are_refused_before_any_work_with_what_each_side_is():
    with pytest.raises(ModelFitError) as refused:
        decide_layout(contract("conv_nchw"), PatchShape(4, (16, 16), (3, 3)))
    assert str(refused.value) == (
        f"the model {model('conv_nchw')} wants image float32 [N, 3, H, W]; the patches are 4 bands of 18 x 18 "
        "(16 x 16 patches, kernel 3 x 3): neither channels-first [N, 4, 18, 18] nor channels-last "
        "[N, 18, 18, 4] fits it")
    with pytest.raises(ModelFitError, match="read channels-last .* as layout says, they do not fit it"):
        decide_layout(contract("conv_nchw"), RGB, CHANNELS_LAST)


def test_a_model_of_static_size_takes_the_tiles_of_its_size_only_and_says_which_options_make_them():
    static = contract("static_64")
    with pytest.raises(ModelFitError) as refused:
        decide_layout(static, RGB)
    assert "wants image float32 [N, 3, 64, 64]" in str(refused.value)
    assert "(patchDimensions plus the margins of kernelSize make a tile of 18 x 18 pixels)" in str(refused.value)
    assert decide_layout(static, PatchShape(3, (62, 62), (3, 3))) == Layout(CHANNELS_FIRST)
    assert decide_layout(static, PatchShape(3, (64, 64))) == Layout(CHANNELS_FIRST)


def test_models_predict_cannot_feed_are_refused_in_words():
    with pytest.raises(ModelFitError, match="predict feeds a model one input, the patches of the rasters; this "
                                            "one takes 2"):
        decide_layout(contract("two_inputs"), RGB)
    per_pixel = ModelContract("pixels.onnx", (TensorSpec("x", ("N", 3), np.dtype(np.float32), "tensor(float)"),), ())
    with pytest.raises(ModelFitError, match="per-pixel models"):
        decide_layout(per_pixel, RGB)
    batch_of_8 = ModelContract("b8.onnx", (TensorSpec("x", (8, 3, "H", "W"), np.dtype(np.float32),
                                                      "tensor(float)"),), ())
    with pytest.raises(ModelFitError, match="batch dimension is fixed at 8"):
        decide_layout(batch_of_8, RGB)
    with pytest.raises(ValueError, match="layout is sideways; it is one of auto, channels-last, channels-first"):
        decide_layout(contract("conv_nchw"), RGB, "sideways")


def test_an_integer_input_takes_only_native_integer_patches_its_type_holds():
    def wanting(dtype):
        return ModelContract("int.onnx", (TensorSpec("x", ("N", 3, "H", "W"), np.dtype(dtype), "tensor(x)"),), ())
    uint8 = PatchShape(3, (16, 16), dtype=np.dtype(np.uint8))
    assert decide_layout(wanting(np.int16), uint8) == Layout(CHANNELS_FIRST)
    assert decide_layout(wanting(np.float16), uint8) == Layout(CHANNELS_FIRST)  # a float input takes a cast
    for dtype, patches in ((np.int16, PatchShape(3, (16, 16))), (np.uint8, PatchShape(3, (16, 16),
                                                                                     dtype=np.dtype(np.int16)))):
        with pytest.raises(ModelFitError, match=f"its input x is {np.dtype(dtype).name} and the patches' values are "
                                                f"{patches.dtype.name}: .* valueType native"):
            decide_layout(wanting(dtype), patches)
    strings = ModelContract("s.onnx", (TensorSpec("x", ("N", 3, "H", "W"), None, "tensor(string)"),), ())
    with pytest.raises(ModelFitError, match=r"its input x is tensor\(string\)"):
        decide_layout(strings, RGB)


# ----------------------------------------------------------------------------- newer than the runtime

def test_a_model_newer_than_the_runtime_is_refused_naming_both_versions():
    onnxruntime = require_onnxruntime()
    from tfrecord_bridge.core.predict.runtime import open_session
    with pytest.raises(ModelLoadError) as refused:
        open_session(model("ir99"))
    words = str(refused.value)
    assert words.startswith(f"{model('ir99')} is ONNX IR version 99, opset ai.onnx 21 (made by ")
    assert f"onnxruntime {onnxruntime.__version__} here reads up to IR version " in words
    assert "update onnxruntime" in words and "--no-deps" in words and "opset_version=21" in words
    with pytest.raises(ModelLoadError) as refused:
        open_session(model("opset40"))
    assert f"{model('opset40')} is ONNX IR version 10, opset ai.onnx 40" in str(refused.value)
    assert f"onnxruntime {onnxruntime.__version__} here reads up to opset ai.onnx " in str(refused.value)


def test_the_refusals_of_an_older_runtime_are_told_in_the_same_words():
    """onnxruntime 1.17.3's texts, as it printed them (design note 2.2): no runtime needed."""
    header = ModelHeader("m.onnx", 11, {"ai.onnx": 23}, "pytorch", "2.13")
    ir = Exception("[ONNXRuntimeError] : 1 : FAIL : Load model from m.onnx failed:/onnxruntime_src/onnxruntime/core/"
                   "graph/model.cc:149 onnxruntime::Model::Model(onnx::ModelProto&&, const PathString&, const "
                   "IOnnxRuntimeOpSchemaRegistryList*, const logging::Logger&, const ModelOptions&) Unsupported "
                   "model IR version: 11, max supported IR version: 9")
    assert str(translate_load_error(ir, header, "1.17.3")).startswith(
        "m.onnx is ONNX IR version 11, opset ai.onnx 23 (made by pytorch 2.13); onnxruntime 1.17.3 here reads up "
        "to IR version 9: update onnxruntime (")
    opset = Exception("[ONNXRuntimeError] : 1 : FAIL : Load model from m.onnx failed:/onnxruntime_src/onnxruntime/"
                      "core/graph/model_load_utils.h:46 void onnxruntime::model_load_utils::ValidateOpsetForDomain("
                      "const std::unordered_map<std::basic_string<char>, int>&, const logging::Logger&, bool, const "
                      "string&, int) ONNX Runtime only *guarantees* support for models stamped with official "
                      "released onnx opset versions. Opset 23 is under development and support for this is "
                      "limited. Current official support for domain ai.onnx is till opset 20.")
    assert "onnxruntime 1.17.3 here reads up to opset ai.onnx 20: update" in str(
        translate_load_error(opset, header, "1.17.3"))
    other = Exception("[ONNXRuntimeError] : 10 : INVALID_GRAPH : Load model from m.onnx failed:/onnxruntime_src/"
                      "onnxruntime/core/graph/graph.cc:1490 void onnxruntime::Graph::InitializeStateFromModelFile"
                      "Graph() This is an invalid model. Error: two nodes with same node name (conv).")
    words = str(translate_load_error(other, header, "1.17.3"))
    assert words.startswith("onnxruntime 1.17.3 cannot load m.onnx: [ONNXRuntimeError]") and "graph.cc" not in words
    assert "This is an invalid model. Error: two nodes with same node name (conv)." in words


# ----------------------------------------------------------------------------- the models are what they say

def convolution(tiles, weight, bias, pad):
    """[n, K, h, w] of a 3x3 convolution of [n, C, h, w] tiles in float64, zero-padded by ``pad``."""
    padded = np.pad(tiles.astype(np.float64), ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    windows = sliding_window_view(padded, (3, 3), axis=(2, 3))  # [n, C, h', w', 3, 3]
    return np.einsum("ncijkl,ockl->noij", windows, weight.astype(np.float64)) + \
        bias.astype(np.float64)[None, :, None, None]


def softmax(logits):
    exponentials = np.exp(logits - logits.max(axis=1, keepdims=True))
    return exponentials / exponentials.sum(axis=1, keepdims=True)


def expected(name, tiles):
    weights = np.load(MODELS / f"{name}.npz")
    if name == "two_conv_softmax":
        hidden = np.maximum(convolution(tiles, weights["weight1"], weights["bias1"], 1), 0)
        return softmax(convolution(hidden, weights["weight2"], weights["bias2"], 1))
    logits = convolution(tiles, weights["weight"], weights["bias"], 0 if name == "conv_valid" else 1)
    return logits.argmax(axis=1) if name == "argmax_int64" else softmax(logits)


@pytest.mark.parametrize("name, tile", [("conv_nchw", 18), ("conv_nhwc", 18), ("conv_valid", 18),
                                        ("argmax_int64", 18), ("two_conv_softmax", 20), ("static_64", 64)])
def test_each_model_computes_what_its_weights_say_within_1e_5(name, tile):
    session = session_of(name)
    layout = decide_layout(contract_of(session, model(name)), PatchShape(3, (tile, tile)))
    tiles = np.random.default_rng(43).normal(0, 2, (4, 3, tile, tile)).astype(np.float32)
    (output,) = session.run(None, {"image": layout.to_model(tiles)})
    reference = expected(name, tiles)
    if name == "argmax_int64":
        assert output.dtype == np.int64 and np.array_equal(output, reference)
        return
    output = layout.from_model(output)
    assert output.shape == reference.shape == (4, 2) + ((tile - 2,) * 2 if name == "conv_valid" else (tile,) * 2)
    np.testing.assert_allclose(output, reference, rtol=0, atol=1e-5)


def test_the_session_runs_on_the_cpu_with_the_threads_asked():
    session = session_of("conv_nchw", threads=2)
    assert session.get_providers() == ["CPUExecutionProvider"]
    assert session.get_session_options().intra_op_num_threads == 2
    assert session.get_session_options().inter_op_num_threads == 1
    assert session.get_session_options().get_session_config_entry("session.intra_op.allow_spinning") == "0"
    # Without ORT's memory pattern: predict's peak beyond the model's own (benchmarks/bench_predict.py) went from
    # 585 to 284 MiB at 4096^2, batches of 15 tiles.
    assert session.get_session_options().enable_mem_pattern is False


# ----------------------------------------------------------------------------- without the runtime

@pytest.mark.slow
def test_core_and_the_plugin_load_without_onnxruntime_and_predicting_says_how_to_install_it(tmp_path):
    code = """
import pkgutil, sys
sys.modules["onnxruntime"] = None  # as if it were not installed: any import of it raises ImportError
from qgis.core import QgsApplication
app = QgsApplication([], False)
app.initQgis()
import tfrecord_bridge
from tfrecord_bridge.core import decode_example, encode_example
assert decode_example(encode_example({"a": [1.0]}))["a"].tolist() == [1.0]
modules = [info.name for info in pkgutil.walk_packages(tfrecord_bridge.__path__, "tfrecord_bridge.")]
for name in modules:
    __import__(name)
plugin = tfrecord_bridge.classFactory(None)
plugin.initProcessing()
algorithms = QgsApplication.processingRegistry().providerById("tfrecord").algorithms()
from tfrecord_bridge.core.predict.model_header import read_model_header
from tfrecord_bridge.core.predict.runtime import RuntimeMissingError, open_session
assert read_model_header(sys.argv[1]).ir_version == 10
try:
    open_session(sys.argv[1])
except RuntimeMissingError as error:
    print(len(modules), len(algorithms))
    print(error)
plugin.unload()
"""
    result = subprocess.run([sys.executable, "-c", code, model("conv_nchw")], capture_output=True, text=True,
                            env={"PYTHONPATH": ":".join(path for path in sys.path if path),
                                 "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}, timeout=300)
    assert result.returncode == 0, result.stderr
    counts, words = result.stdout.strip().splitlines()[-2:]
    modules, algorithms = map(int, counts.split())
    assert modules > 80 and algorithms >= 8, counts
    from tfrecord_bridge.core.base import optional_packages
    command = optional_packages.command_text(optional_packages.install_command(
        optional_packages.own_facts(), ["onnxruntime>=1.19"]))
    assert words.startswith("predicting needs the ONNX runtime (onnxruntime), which this Python lacks: onnxruntime "
                            "is not installed"), words
    assert command in words and "--no-deps" in command, words
    assert 'pip install ".[onnx]" in its checkout' in words  # not from PyPI, where it is not


def test_the_update_command_is_the_settings_pages_for_this_python():
    """The advice to update the runtime runs the settings page's pip command (core.base.optional_packages: the
    Python beside QGIS, --user, --no-deps), with --upgrade: one rule for both, tested there per system."""
    from tfrecord_bridge.core.base import optional_packages
    from tfrecord_bridge.core.predict.runtime import upgrade_command
    page = optional_packages.install_command(optional_packages.own_facts(), ["onnxruntime>=1.19"])
    command = upgrade_command()
    assert command == optional_packages.command_text(page[:-1] + ["--upgrade", page[-1]]), command
    assert "--no-deps" in command and command.startswith(optional_packages.python_path()), command

"""Write the tiny ONNX models the predict tests run, with the ``onnx`` package (never a dependency of the plugin).

The plugin reads models with onnxruntime alone (core/predict/); ``onnx`` needs protobuf >= 6.31, which the dev
venv's Debian protobuf is not, so the models are made once here and committed with their weights (.npz: the
tests recompute every output in numpy float64 from them) and PROVENANCE.txt (versions, command, SHA-256).
Re-run only when this file changes, in a throwaway venv outside the repository::

    /usr/bin/python3 -m venv /tmp/onnxvenv && /tmp/onnxvenv/bin/pip install onnx numpy
    /tmp/onnxvenv/bin/python tests/models/make_models.py

Every model is stamped IR version 10 and opset 21 (what onnxruntime 1.19, the last for macOS QGIS's Python
3.9, reads), except ir99 and opset40, made newer than any runtime on purpose. The convolutions take 3 bands
and give 2 classes; N, H and W are symbolic unless the model's name says otherwise.
"""

import hashlib
import os
import platform
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

HERE = os.path.dirname(os.path.abspath(__file__))
IR_VERSION = 10
OPSET = 21
PRODUCER = "tfrecord-bridge tests/models/make_models.py"
CHANNELS = 3
CLASSES = 2


def weights(seed, channels=CHANNELS, classes=CLASSES, size=3):
    """A conv's weight [classes, channels, size, size] and bias [classes], fixed by ``seed``."""
    rng = np.random.default_rng(seed)
    return (rng.normal(0, 0.5, (classes, channels, size, size)).astype(np.float32),
            rng.normal(0, 0.1, classes).astype(np.float32))


def conv_nodes(weight_name, bias_name, source, target, pads):
    return [helper.make_node("Conv", [source, weight_name, bias_name], [target], kernel_shape=[3, 3], pads=pads)]


def model(name, inputs, outputs, nodes, initializers, ir_version=IR_VERSION, opset=OPSET, metadata=None):
    graph = helper.make_graph(nodes, name, inputs, outputs, initializer=initializers)
    made = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)], ir_version=ir_version,
                             producer_name=PRODUCER, producer_version="1")
    helper.set_model_props(made, metadata or {})
    return made


def float_input(name, shape):
    return helper.make_tensor_value_info(name, TensorProto.FLOAT, shape)


def conv_softmax(name, seed, layout="first", pads=(1, 1, 1, 1), input_shape=None, output_shape=None, **kwargs):
    """A 3x3 conv (SAME with pads 1, VALID with 0) and a softmax over the classes, channels first or last."""
    weight, bias = weights(seed)
    nodes = []
    source = "image"
    if layout == "last":
        nodes.append(helper.make_node("Transpose", ["image"], ["image_nchw"], perm=[0, 3, 1, 2]))
        source = "image_nchw"
    nodes += conv_nodes("weight", "bias", source, "logits", list(pads))
    if layout == "last":
        nodes.append(helper.make_node("Softmax", ["logits"], ["probabilities_nchw"], axis=1))
        nodes.append(helper.make_node("Transpose", ["probabilities_nchw"], ["probabilities"], perm=[0, 2, 3, 1]))
    else:
        nodes.append(helper.make_node("Softmax", ["logits"], ["probabilities"], axis=1))
    if input_shape is None:
        input_shape = ["N", CHANNELS, "H", "W"] if layout == "first" else ["N", "H", "W", CHANNELS]
    if output_shape is None:
        output_shape = ["N", CLASSES, None, None] if layout == "first" else ["N", None, None, CLASSES]
    made = model(name, [float_input("image", input_shape)], [float_input("probabilities", output_shape)], nodes,
                 [numpy_helper.from_array(weight, "weight"), numpy_helper.from_array(bias, "bias")], **kwargs)
    return made, {"weight": weight, "bias": bias}


def argmax_int64():
    weight, bias = weights(4)
    nodes = conv_nodes("weight", "bias", "image", "logits", [1, 1, 1, 1])
    nodes.append(helper.make_node("ArgMax", ["logits"], ["classes"], axis=1, keepdims=0))
    made = model("argmax_int64", [float_input("image", ["N", CHANNELS, "H", "W"])],
                 [helper.make_tensor_value_info("classes", TensorProto.INT64, ["N", None, None])], nodes,
                 [numpy_helper.from_array(weight, "weight"), numpy_helper.from_array(bias, "bias")])
    return made, {"weight": weight, "bias": bias}


def two_conv_softmax():
    """Two SAME 3x3 convs (3 -> 4 -> 2) with a ReLU between: a receptive radius of 2 (kernelSize 5)."""
    weight1, bias1 = weights(5, classes=4)
    weight2, bias2 = weights(6, channels=4)
    nodes = conv_nodes("weight1", "bias1", "image", "hidden", [1, 1, 1, 1])
    nodes.append(helper.make_node("Relu", ["hidden"], ["hidden_relu"]))
    nodes += conv_nodes("weight2", "bias2", "hidden_relu", "logits", [1, 1, 1, 1])
    nodes.append(helper.make_node("Softmax", ["logits"], ["probabilities"], axis=1))
    arrays = {"weight1": weight1, "bias1": bias1, "weight2": weight2, "bias2": bias2}
    made = model("two_conv_softmax", [float_input("image", ["N", CHANNELS, "H", "W"])],
                 [float_input("probabilities", ["N", CLASSES, None, None])], nodes,
                 [numpy_helper.from_array(value, name) for name, value in arrays.items()])
    return made, arrays


def two_inputs():
    """image + other, then the conv: a model the patches of one raster cannot feed alone."""
    weight, bias = weights(7)
    nodes = [helper.make_node("Add", ["image", "other"], ["summed"])]
    nodes += conv_nodes("weight", "bias", "summed", "logits", [1, 1, 1, 1])
    nodes.append(helper.make_node("Softmax", ["logits"], ["probabilities"], axis=1))
    shape = ["N", CHANNELS, "H", "W"]
    made = model("two_inputs", [float_input("image", shape), float_input("other", shape)],
                 [float_input("probabilities", ["N", CLASSES, None, None])], nodes,
                 [numpy_helper.from_array(weight, "weight"), numpy_helper.from_array(bias, "bias")])
    return made, {"weight": weight, "bias": bias}


def heavy():
    """A model slow on purpose (the cancel tests): 16 3x3 convolutions of 64 channels sharing one weight, then a
    softmax over 2 classes; a 66 x 66 tile takes a few tenths of a second on one thread."""
    rng = np.random.default_rng(12)
    first = rng.normal(0, 0.2, (64, CHANNELS, 3, 3)).astype(np.float32)
    inner = rng.normal(0, 0.02, (64, 64, 3, 3)).astype(np.float32)
    last = rng.normal(0, 0.05, (CLASSES, 64, 1, 1)).astype(np.float32)
    nodes = [helper.make_node("Conv", ["image", "first"], ["x0"], kernel_shape=[3, 3], pads=[1, 1, 1, 1])]
    for layer in range(16):
        nodes.append(helper.make_node("Conv", [f"x{layer}", "inner"], [f"x{layer + 1}"], kernel_shape=[3, 3],
                                      pads=[1, 1, 1, 1]))
    nodes += [helper.make_node("Conv", ["x16", "last"], ["logits"], kernel_shape=[1, 1]),
              helper.make_node("Softmax", ["logits"], ["probabilities"], axis=1)]
    made = model("heavy", [float_input("image", ["N", CHANNELS, "H", "W"])],
                 [float_input("probabilities", ["N", CLASSES, "H", "W"])], nodes,
                 [numpy_helper.from_array(first, "first"), numpy_helper.from_array(inner, "inner"),
                  numpy_helper.from_array(last, "last")])
    return made, {"first": first, "inner": inner, "last": last}


def models():
    """{name: (ModelProto, weights)}; the seeds keep each model's weights apart."""
    return {
        "conv_nchw": conv_softmax("conv_nchw", 1, metadata={"classes": "water,land",
                                                            "tfrecord_bridge.bands": "water,land"}),
        "conv_nhwc": conv_softmax("conv_nhwc", 2, layout="last"),
        "conv_valid": conv_softmax("conv_valid", 3, pads=(0, 0, 0, 0)),
        "argmax_int64": argmax_int64(),
        "two_conv_softmax": two_conv_softmax(),
        "static_64": conv_softmax("static_64", 8, input_shape=["N", CHANNELS, 64, 64],
                                  output_shape=["N", CLASSES, 64, 64]),
        "ambiguous": conv_softmax("ambiguous", 9, input_shape=["N", "A", "B", "C"],
                                  output_shape=["N", None, None, None]),
        "two_inputs": two_inputs(),
        "ir99": conv_softmax("ir99", 10, ir_version=99),
        "opset40": conv_softmax("opset40", 11, opset=40),
        "heavy": heavy(),
    }


def main(names=()):
    """Write every model, or only those ``names`` (their PROVENANCE.txt lines replaced, the others' kept)."""
    lines = [f"Made by: {sys.executable} tests/models/make_models.py {' '.join(names)}".rstrip(),
             f"python {platform.python_version()}, onnx {onnx.__version__}, numpy {np.__version__}", ""]
    kept = []
    if names:
        with open(os.path.join(HERE, "PROVENANCE.txt"), encoding="utf-8") as file:
            kept = [line.rstrip("\n") for line in file]
        kept = [line for line in kept if line.split("  ")[-1].rsplit(".", 1)[0] not in names] + [""]
    for name, (made, arrays) in models().items():
        if names and name not in names:
            continue
        if made.ir_version <= IR_VERSION and made.opset_import[0].version <= OPSET:
            onnx.checker.check_model(made, full_check=True)
        path = os.path.join(HERE, f"{name}.onnx")
        with open(path, "wb") as file:
            file.write(made.SerializeToString(deterministic=True))
        np.savez(os.path.join(HERE, f"{name}.npz"), **arrays)
        for written in (path, os.path.join(HERE, f"{name}.npz")):
            with open(written, "rb") as file:
                digest = hashlib.sha256(file.read()).hexdigest()
            lines.append(f"{digest}  {os.path.basename(written)}")
        print("wrote", path)
    with open(os.path.join(HERE, "PROVENANCE.txt"), "w", encoding="utf-8") as file:
        file.write("\n".join(kept + lines) + "\n")


if __name__ == "__main__":
    main(tuple(sys.argv[1:]))

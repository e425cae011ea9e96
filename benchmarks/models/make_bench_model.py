"""Write bench_predict.py's model, a segmentation head of realistic cost, with the ``onnx`` package.

Four SAME 3x3 convolutions of 32 channels (ReLU after each), a 1x1 convolution to 4 classes and a softmax over
them: about 29 thousand multiply-adds a pixel, so that the model, not a one-conv toy, is what the benchmark's
ratios weigh predict's reading, encoding and writing against. Input [N, 4, H, W] float32, N, H and W symbolic;
IR version 10, opset 21 (what every supported onnxruntime reads), as tests/models/make_models.py stamps its
models. The weights (He-scaled normals, fixed seed) make no sense of an image; only the cost counts.

The .onnx (~120 kB) is committed beside this file with PROVENANCE.txt, so the benchmark needs no network and no
``onnx`` (which needs a newer protobuf than the dev venv's). Re-run only when this file changes, in a throwaway
venv outside the repository::

    /usr/bin/python3 -m venv /tmp/onnxvenv && /tmp/onnxvenv/bin/pip install onnx numpy
    /tmp/onnxvenv/bin/python benchmarks/models/make_bench_model.py
"""

import hashlib
import os
import platform
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "bench_segmenter.onnx"
IR_VERSION = 10
OPSET = 21
BANDS, WIDTH, CLASSES, LAYERS = 4, 32, 4, 4


def conv(rng, nodes, initializers, source, target, channels_in, channels_out, size):
    weight = rng.normal(0, np.sqrt(2 / (channels_in * size * size)),
                        (channels_out, channels_in, size, size)).astype(np.float32)
    bias = rng.normal(0, 0.01, channels_out).astype(np.float32)
    initializers += [numpy_helper.from_array(weight, target + "_w"), numpy_helper.from_array(bias, target + "_b")]
    pad = size // 2
    nodes.append(helper.make_node("Conv", [source, target + "_w", target + "_b"], [target],
                                  kernel_shape=[size, size], pads=[pad] * 4))


def build():
    rng = np.random.default_rng(43)
    nodes, initializers = [], []
    source, channels = "image", BANDS
    for layer in range(LAYERS):
        conv(rng, nodes, initializers, source, f"conv{layer}", channels, WIDTH, 3)
        nodes.append(helper.make_node("Relu", [f"conv{layer}"], [f"relu{layer}"]))
        source, channels = f"relu{layer}", WIDTH
    conv(rng, nodes, initializers, source, "logits", channels, CLASSES, 1)
    nodes.append(helper.make_node("Softmax", ["logits"], ["probabilities"], axis=1))
    graph = helper.make_graph(
        nodes, "bench_segmenter",
        [helper.make_tensor_value_info("image", TensorProto.FLOAT, ["N", BANDS, "H", "W"])],
        [helper.make_tensor_value_info("probabilities", TensorProto.FLOAT, ["N", CLASSES, "H", "W"])],
        initializer=initializers)
    made = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)], ir_version=IR_VERSION,
                             producer_name="tfrecord-bridge benchmarks/models/make_bench_model.py",
                             producer_version="1")
    onnx.checker.check_model(made)
    return made


def main():
    path = os.path.join(HERE, NAME)
    onnx.save(build(), path)
    with open(path, "rb") as file:
        digest = hashlib.sha256(file.read()).hexdigest()
    with open(os.path.join(HERE, "PROVENANCE.txt"), "w") as file:
        file.write(f"Made by: {sys.executable} benchmarks/models/make_bench_model.py\n"
                   f"python {platform.python_version()}, onnx {onnx.__version__}, numpy {np.__version__}\n\n"
                   f"{digest}  {NAME}\n")
    print(path, os.path.getsize(path), "bytes")


if __name__ == "__main__":
    main()

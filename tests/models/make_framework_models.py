"""Write the two models the real frameworks make, to prove predict reads what users bring, not only our own graphs.

make_models.py writes ONNX graphs by hand; a model trained in Keras or PyTorch reaches predict through a converter
that picks its own names, shapes and layout (tf2onnx wraps Keras' channels-last convolutions in Transposes, torch's
exporter names the dynamic dimensions itself). Both models are the same net, two 3x3 SAME convolutions with a ReLU
between (3 bands -> 4 -> 3 classes, a receptive radius of 2: kernelSize 5) and a softmax over the classes:

- ``keras_two_conv``: Keras, channels-last (Input((None, None, 3))), converted by tf2onnx with an input signature
  (Keras 3 breaks ``from_keras`` without one: onnx/tensorflow-onnx #2329, #2348), opset 15;
- ``torch_two_conv``: PyTorch, channels-first, ``torch.onnx.export`` (the dynamo exporter, onnxscript) at opset 18,
  weights inside the file (``external_data=False``), batch, height and width dynamic.

The weights are set from a seeded numpy generator, not trained, and saved beside each model (.npz) in the
framework's own layout (Keras' kernels [kh, kw, C_in, C_out], torch's [C_out, C_in, kh, kw]), so the tests
recompute the outputs in numpy float64 and a band order or a layout read wrongly shows. Each framework runs in a
throwaway venv outside the repository (never a test dependency)::

    /usr/bin/python3 -m venv /tmp/fm_tfvenv && /tmp/fm_tfvenv/bin/pip install tensorflow-cpu tf2onnx onnx onnxruntime
    /tmp/fm_tfvenv/bin/python tests/models/make_framework_models.py keras
    /usr/bin/python3 -m venv /tmp/fm_torchvenv
    /tmp/fm_torchvenv/bin/pip install onnxscript onnx onnxruntime \
        /opt/wheels/torch-2.13.0+cpu-cp311-cp311-manylinux_2_28_x86_64.whl  # plain torch pulls CUDA
    /tmp/fm_torchvenv/bin/python tests/models/make_framework_models.py torch

Each run replaces its own section of PROVENANCE-frameworks.txt (versions, command, SHA-256).
"""

import hashlib
import os
import platform
import re
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
PROVENANCE = os.path.join(HERE, "PROVENANCE-frameworks.txt")
CHANNELS, HIDDEN, CLASSES = 3, 4, 3
# The highest IR version and opset onnxruntime 1.19 (the last for macOS QGIS's Python 3.9) reads.
MAX_IR_VERSION, MAX_OPSET = 10, 21


def weights(seed):
    """{kernel1 [3, 3, C, 4], bias1, kernel2 [3, 3, 4, K], bias2} in Keras' layout, fixed by ``seed``; small enough
    that bands of 0-255 (RGB.byte.tif) give softmaxes that are not all 0 and 1."""
    rng = np.random.default_rng(seed)
    return {"kernel1": rng.normal(0, 0.01, (3, 3, CHANNELS, HIDDEN)).astype(np.float32),
            "bias1": rng.normal(0, 0.1, HIDDEN).astype(np.float32),
            "kernel2": rng.normal(0, 0.3, (3, 3, HIDDEN, CLASSES)).astype(np.float32),
            "bias2": rng.normal(0, 0.1, CLASSES).astype(np.float32)}


def keras_model():
    import tensorflow as tf
    import tf2onnx
    from tensorflow import keras
    keras.utils.set_random_seed(43)
    image = keras.Input((None, None, CHANNELS), name="image")
    hidden = keras.layers.Conv2D(HIDDEN, 3, padding="same", activation="relu", name="conv1")(image)
    logits = keras.layers.Conv2D(CLASSES, 3, padding="same", name="conv2")(hidden)
    probabilities = keras.layers.Softmax(axis=-1, name="probabilities")(logits)
    model = keras.Model(image, probabilities, name="keras_two_conv")
    arrays = weights(1)
    model.get_layer("conv1").set_weights([arrays["kernel1"], arrays["bias1"]])
    model.get_layer("conv2").set_weights([arrays["kernel2"], arrays["bias2"]])
    signature = [tf.TensorSpec([None, None, None, CHANNELS], tf.float32, name="image")]
    proto, _ = tf2onnx.convert.from_keras(model, input_signature=signature, opset=15)
    check = np.random.default_rng(2).uniform(0, 255, (2, 20, 24, CHANNELS)).astype(np.float32)
    versions = (f"tensorflow {tf.__version__}, keras {keras.__version__}, tf2onnx {tf2onnx.__version__} "
                f"(from_keras, opset 15)")
    return proto, arrays, model.predict(check, verbose=0), check, versions


def torch_model():
    import torch
    from torch import nn
    torch.manual_seed(43)

    class TwoConv(nn.Module):
        def __init__(self):
            super().__init__()
            self.conv1 = nn.Conv2d(CHANNELS, HIDDEN, 3, padding=1)
            self.conv2 = nn.Conv2d(HIDDEN, CLASSES, 3, padding=1)

        def forward(self, image):
            return torch.softmax(self.conv2(torch.relu(self.conv1(image))), dim=1)

    model = TwoConv().eval()
    keras_layout = weights(2)
    # torch's kernels are [C_out, C_in, kh, kw]: the same seeded numbers, moved, so the .npz holds torch's own.
    arrays = {"weight1": np.ascontiguousarray(keras_layout["kernel1"].transpose(3, 2, 0, 1)),
              "bias1": keras_layout["bias1"],
              "weight2": np.ascontiguousarray(keras_layout["kernel2"].transpose(3, 2, 0, 1)),
              "bias2": keras_layout["bias2"]}
    with torch.no_grad():
        for name, value in arrays.items():
            getattr(model, f"conv{name[-1]}").get_parameter(name[:-1]).copy_(torch.from_numpy(value))
    example = torch.zeros(2, CHANNELS, 20, 24)
    batch, height, width = (torch.export.Dim(name, min=1, max=65536) for name in ("batch", "height", "width"))
    program = torch.onnx.export(model, (example,), None, input_names=["image"], output_names=["probabilities"],
                                opset_version=18, dynamo=True, external_data=False,
                                dynamic_shapes={"image": {0: batch, 2: height, 3: width}})
    proto = program.model_proto  # an onnx.ModelProto
    check = np.random.default_rng(2).uniform(0, 255, (2, CHANNELS, 20, 24)).astype(np.float32)
    with torch.no_grad():
        expected = model(torch.from_numpy(check)).numpy()
    import onnxscript
    versions = f"torch {torch.__version__}, onnxscript {onnxscript.__version__} (torch.onnx.export dynamo, opset 18)"
    return proto, arrays, expected, check, versions


def lower_ir_version(proto):
    """A converter stamps the newest IR its onnx package knows; the graph needs only what its opset needs, so the
    IR version is lowered to what onnxruntime 1.19 reads (the checker then proves the graph still fits it)."""
    import onnx
    opset = max(entry.version for entry in proto.opset_import if entry.domain in ("", "ai.onnx"))
    written = proto.ir_version
    proto.ir_version = min(written, MAX_IR_VERSION)
    onnx.checker.check_model(proto, full_check=True)
    assert opset <= MAX_OPSET, opset
    return proto, "" if written == proto.ir_version else f" (lowered from {written})"


def digest(path):
    with open(path, "rb") as file:
        return hashlib.sha256(file.read()).hexdigest()


def write_provenance(section, lines):
    """Replace this framework's section of PROVENANCE-frameworks.txt, keeping the other's."""
    text = open(PROVENANCE, encoding="utf-8").read() if os.path.exists(PROVENANCE) else ""
    sections = dict(re.findall(r"(?ms)^\[(\w+)\]\n(.*?)(?=^\[|\Z)", text))
    sections[section] = "\n".join(lines) + "\n\n"
    with open(PROVENANCE, "w", encoding="utf-8") as file:
        file.write("".join(f"[{name}]\n{body}" for name, body in sorted(sections.items())).rstrip("\n") + "\n")


def main(framework):
    import onnx
    import onnxruntime
    made = {"keras": keras_model, "torch": torch_model}[framework]
    proto, arrays, framework_output, check, versions = made()
    proto, lowered = lower_ir_version(proto)
    name = f"{framework}_two_conv"
    path = os.path.join(HERE, f"{name}.onnx")
    with open(path, "wb") as file:
        file.write(proto.SerializeToString(deterministic=True))
    np.savez(os.path.join(HERE, f"{name}.npz"), **arrays)
    # The file gives what the framework gave, before it is committed.
    session = onnxruntime.InferenceSession(path, providers=["CPUExecutionProvider"])
    (output,) = session.run(None, {session.get_inputs()[0].name: check})
    np.testing.assert_allclose(output, framework_output, rtol=0, atol=1e-5)
    opset = max(entry.version for entry in proto.opset_import if entry.domain in ("", "ai.onnx"))
    lines = [f"Made by: {sys.executable} tests/models/make_framework_models.py {framework}",
             f"python {platform.python_version()}, {versions}, onnx {onnx.__version__}, "
             f"onnxruntime {onnxruntime.__version__} (check only), numpy {np.__version__}",
             f"{name}.onnx: IR version {proto.ir_version}{lowered}, opset {opset}, producer "
             f"{' '.join(filter(None, (proto.producer_name, proto.producer_version)))}",
             f"{digest(path)}  {name}.onnx", f"{digest(path[:-5] + '.npz')}  {name}.npz"]
    write_provenance(framework, lines)
    print("wrote", path, os.path.getsize(path), "bytes;", session.get_inputs()[0].shape, "->",
          session.get_outputs()[0].shape)


if __name__ == "__main__":
    main(sys.argv[1])

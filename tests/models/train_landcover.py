"""Train the land-cover model predict is tested with: a Keras net trained on the plugin's own training export.

The loop a user walks (issue 43, item 7): the plugin exports RGB.byte.tif with the polygons of
tests/data/landcover/landcover.gpkg burnt as a label band and dealt into train and val sets; TensorFlow reads the
train set's records with tf.data and the featuresDict the export's sidecar gives; a small fully convolutional Keras
net learns the classes; tf2onnx converts it. tests/test_trained_model.py then runs predict --like the sidecar over
scenes and windows the training did not see and checks the class map against the labels.

The net: pixel values / 255 (inside the model, so predict needs no --scale), two 3x3 SAME convolutions with ReLU
(a receptive radius of 2, which the export's kernelSize 5 covers: a patch's core sees exactly what it would in the
whole scene), a 1x1 convolution to the 4 classes and a softmax, channels last. The loss counts only the patches'
cores (their 32 x 32 pixels without the kernel margins, which may lie in the val set's blocks) and only labelled
pixels (label 0 is no class); the classes cloud, land, shallows, water are the sidecar's 1..4, the model's
channels 0..3. The split's seed 5 is one that puts every class in both sets (seed 0 leaves the val set no water).

Run from the checkout, in a throwaway venv outside it (TensorFlow is never a test dependency)::

    /usr/bin/python3 -m venv /tmp/fm_tfvenv && /tmp/fm_tfvenv/bin/pip install tensorflow-cpu tf2onnx onnx onnxruntime
    /tmp/fm_tfvenv/bin/python tests/models/train_landcover.py [PLUGIN_PYTHON]

PLUGIN_PYTHON (default .venv/bin/python) runs the export: the plugin's core needs GDAL, which the TensorFlow venv
lacks. Writes landcover_keras.onnx, landcover_keras-sidecar.json (the training export's sidecar, what predict's
--like takes) and PROVENANCE-landcover.txt (versions, commands, val accuracy, SHA-256) beside this script.
"""

import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
NAME = "landcover_keras"
PROVENANCE = os.path.join(HERE, "PROVENANCE-landcover.txt")
CLASSES = 4
HIDDEN = 16
EPOCHS = 40
SEED = 43
# The training export; paths relative to the checkout, so the sidecar names no temporary folder but its source.
EXPORT = ["export-image", "tests/data/rasterio/RGB.byte.tif", "--band-names", "red,green,blue",
          "--label-layer", "tests/data/landcover/landcover.gpkg", "--label-field", "class",
          "--splits", "train=0.8,val=0.2", "--seed", "5", "--patch-dimensions", "32,32", "--kernel-size", "5,5",
          "--prefix", "landcover"]
MAX_IR_VERSION, MAX_OPSET, OPSET = 10, 21, 15


def export(python, folder):
    command = [python, "-m", "tfrecord_bridge.core.cli", *EXPORT, "-o", folder]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True)
    print(result.stdout)


def features_dict(sidecar):
    """The featuresDict the export prints, from its sidecar: one [H + kh - 1, W + kw - 1] feature a band."""
    import tensorflow as tf
    width, height = sidecar["patchDimensions"]
    kernel_x, kernel_y = sidecar["kernelSize"]
    shape = [height + kernel_y - 1, width + kernel_x - 1]
    kinds = {"float": tf.float32, "int64": tf.int64}
    return {feature["name"]: tf.io.FixedLenFeature(shape, kinds[feature["kind"]]) for feature in sidecar["features"]}


def dataset(folder, sidecar, name):
    """(image [N, H, W, 3] float32, class [N, H, W] int, weight [N, H, W] float32) of a set's records:
    weight 1 on the labelled pixels of the patch's core, 0 on unlabelled pixels and the kernel margins."""
    import tensorflow as tf
    prefix = sidecar["splits"]["sets"][name]["prefix"]
    files = sorted(os.path.join(folder, file) for file in os.listdir(folder)
                   if file.startswith(prefix + "-") and ".tfrecord" in file)
    spec = features_dict(sidecar)
    bands = [feature["name"] for feature in sidecar["features"] if feature["name"] != sidecar["labels"]["band"]]
    margin_x, margin_y = (k // 2 for k in sidecar["kernelSize"])

    def parse(record):
        parsed = tf.io.parse_single_example(record, spec)
        image = tf.stack([parsed[band] for band in bands], axis=-1)
        label = parsed[sidecar["labels"]["band"]]
        height, width = spec[bands[0]].shape
        core = np.zeros((height, width), dtype=np.float32)
        core[margin_y:height - margin_y, margin_x:width - margin_x] = 1
        weight = tf.cast(label > 0, tf.float32) * core
        return image, tf.maximum(label - 1, 0), weight

    records = tf.data.TFRecordDataset(files, compression_type="GZIP").map(parse)
    images, classes, weights = (np.stack(part) for part in zip(*records.as_numpy_iterator()))
    return images, classes, weights, bands


def build_model(bands):
    from tensorflow import keras
    image = keras.Input((None, None, len(bands)), name="image")
    scaled = keras.layers.Rescaling(1 / 255, name="scale")(image)
    hidden = keras.layers.Conv2D(HIDDEN, 3, padding="same", activation="relu", name="conv1")(scaled)
    hidden = keras.layers.Conv2D(HIDDEN, 3, padding="same", activation="relu", name="conv2")(hidden)
    logits = keras.layers.Conv2D(CLASSES, 1, name="classes")(hidden)
    probabilities = keras.layers.Softmax(axis=-1, name="probabilities")(logits)
    return keras.Model(image, probabilities, name=NAME)


def accuracy(probabilities, classes, weights):
    labelled = weights > 0
    return float((np.argmax(probabilities, axis=-1) == classes)[labelled].mean()), int(labelled.sum())


def convert(model, bands, class_names):
    import onnx
    import tensorflow as tf
    import tf2onnx
    signature = [tf.TensorSpec([None, None, None, len(bands)], tf.float32, name="image")]
    proto, _ = tf2onnx.convert.from_keras(model, input_signature=signature, opset=OPSET)
    # Named bands when the output is written as it is (classFrom none): the classes, in the model's channel order.
    entry = proto.metadata_props.add()
    entry.key, entry.value = "tfrecord_bridge.bands", ",".join(class_names)
    written = proto.ir_version
    proto.ir_version = min(written, MAX_IR_VERSION)  # what onnxruntime 1.19 (macOS QGIS's Python 3.9) reads
    onnx.checker.check_model(proto, full_check=True)
    opset = max(item.version for item in proto.opset_import if item.domain in ("", "ai.onnx"))
    assert opset <= MAX_OPSET, opset
    lowered = "" if written == proto.ir_version else f" (lowered from {written})"
    return proto, f"IR version {proto.ir_version}{lowered}, opset {opset}, producer {proto.producer_name} " \
                  f"{proto.producer_version}"


def digest(path):
    with open(path, "rb") as file:
        return hashlib.sha256(file.read()).hexdigest()


PLUGIN_PYTHON = os.path.join(ROOT, ".venv", "bin", "python")


def main(python=PLUGIN_PYTHON):
    import onnx
    import onnxruntime
    import tensorflow as tf
    import tf2onnx
    from tensorflow import keras
    keras.utils.set_random_seed(SEED)
    tf.config.experimental.enable_op_determinism()
    folder = tempfile.mkdtemp(prefix="landcover-export-")
    try:
        export(python, folder)
        sidecar_path = os.path.join(folder, "landcover-sidecar.json")
        with open(sidecar_path, encoding="utf-8") as file:
            sidecar = json.load(file)
        class_names = [entry["name"] for entry in sidecar["labels"]["classes"]]
        assert [entry["value"] for entry in sidecar["labels"]["classes"]] == list(range(1, CLASSES + 1))
        train = dataset(folder, sidecar, "train")
        val = dataset(folder, sidecar, "val")
        bands = train[3]
        model = build_model(bands)
        model.compile(optimizer=keras.optimizers.Adam(0.01), loss="sparse_categorical_crossentropy")
        model.fit(train[0], train[1], sample_weight=train[2], batch_size=32, epochs=EPOCHS, shuffle=True, verbose=2)
        val_probabilities = model.predict(val[0], verbose=0)
        val_accuracy, val_pixels = accuracy(val_probabilities, val[1], val[2])
        train_accuracy, train_pixels = accuracy(model.predict(train[0], verbose=0), train[1], train[2])
        print(f"accuracy on labelled core pixels: train {train_accuracy:.4f} ({train_pixels}), "
              f"val {val_accuracy:.4f} ({val_pixels})")
        proto, described = convert(model, bands, class_names)
        path = os.path.join(HERE, f"{NAME}.onnx")
        with open(path, "wb") as file:
            file.write(proto.SerializeToString(deterministic=True))
        shutil.copyfile(sidecar_path, os.path.join(HERE, f"{NAME}-sidecar.json"))
    finally:
        shutil.rmtree(folder)
    # The file gives what Keras gave, before it is committed.
    session = onnxruntime.InferenceSession(path, providers=["CPUExecutionProvider"])
    (converted,) = session.run(None, {"image": val[0]})
    difference = float(np.abs(converted - val_probabilities).max())
    assert difference < 1e-5, difference
    versions = (f"python {platform.python_version()}, tensorflow {tf.__version__}, keras {keras.__version__}, "
                f"tf2onnx {tf2onnx.__version__} (from_keras, opset {OPSET}), onnx {onnx.__version__}, "
                f"onnxruntime {onnxruntime.__version__} (check only), numpy {np.__version__}")
    lines = [f"Made by: {os.path.relpath(sys.executable, ROOT) if sys.executable.startswith(ROOT) else sys.executable} "
             f"tests/models/train_landcover.py",
             "Export (the plugin's): " + " ".join(["PYTHON", "-m", "tfrecord_bridge.core.cli", *EXPORT, "-o", "TMP"]),
             versions,
             f"Training: seed {SEED}, {EPOCHS} epochs, Adam 0.01, batch 32, {len(train[0])} train patches",
             f"Accuracy on labelled core pixels: val {val_accuracy:.4f} ({val_pixels} pixels, {len(val[0])} patches), "
             f"train {train_accuracy:.4f} ({train_pixels} pixels)",
             f"ONNX vs Keras on the val patches: max |difference| {difference:.2e}",
             f"{NAME}.onnx: {described}, {os.path.getsize(path)} bytes",
             f"{digest(path)}  {NAME}.onnx",
             f"{digest(os.path.join(HERE, NAME + '-sidecar.json'))}  {NAME}-sidecar.json",
             "(The model is the same each run; the sidecar's run id and shard digests are new each export.)"]
    with open(PROVENANCE, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main(*sys.argv[1:2])

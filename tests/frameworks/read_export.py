"""Read an export's records in a framework's venv, as a training script would, into one .npz:
tests/test_frameworks_read.py compares what each framework got, record for record, with what TensorFlow parses
from the same files.

    python read_export.py tensorflow OUT.npz FILE... --features '{"b1": [34, 34], ...}'
    python read_export.py torch-stream|torch-map|keras|grain OUT.npz FOLDER PREFIX SPLIT

tensorflow: tf.data.TFRecordDataset + tf.io.parse_single_example (the reference). torch-stream: a DataLoader of two
workers over PatchDataset(FOLDER, PREFIX, split=SPLIT) streaming its GZIP shards, each worker its share (the order
interleaves the workers'); torch-map: the same with random_access=True, in order; keras: a keras.utils.PyDataset of
batches through Keras' own loader (KERAS_BACKEND as set, two worker processes); grain: a grain.DataLoader of two
worker processes over the dataset as a random-access data source. Each writes {feature: [records, ...] array}.
"""

import json
import math
import os
import sys

import numpy as np

CHECKOUT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def stacked(batches):
    """{feature: one array} of a list of {feature: array [batch, ...]}."""
    return {name: np.concatenate([np.asarray(batch[name]) for batch in batches]) for name in batches[0]}


def tensorflow(files, features):
    import tensorflow as tf

    spec = {name: tf.io.FixedLenFeature(shape, tf.int64 if name == "label" else tf.float32)
            for name, shape in features.items()}
    dataset = tf.data.TFRecordDataset(files, compression_type="GZIP" if files[0].endswith(".gz") else "")
    dataset = dataset.map(lambda record: tf.io.parse_single_example(record, spec)).batch(16)
    return stacked([{name: value.numpy() for name, value in batch.items()} for batch in dataset])


def torch_loader(dataset):
    import torch

    loader = torch.utils.data.DataLoader(dataset, batch_size=16, num_workers=2)
    assert isinstance(dataset, torch.utils.data.IterableDataset) == (not dataset.random_access)
    return stacked([{name: value.numpy() for name, value in batch.items()} for batch in loader])


def keras_loader(dataset):
    import keras
    from keras.src.trainers.data_adapters.py_dataset_adapter import PyDatasetAdapter

    class Batches(keras.utils.PyDataset):
        def __init__(self, dataset, batch_size, **kwargs):
            super().__init__(**kwargs)
            self.dataset, self.batch_size = dataset, batch_size

        def __len__(self):
            return math.ceil(len(self.dataset) / self.batch_size)

        def __getitem__(self, index):
            start = index * self.batch_size
            return self.dataset.batch(range(start, min(start + self.batch_size, len(self.dataset)))),

    adapter = PyDatasetAdapter(Batches(dataset, 16, workers=2, use_multiprocessing=True), shuffle=False)
    if keras.backend.backend() == "torch":
        batches = [{name: value.numpy() for name, value in batch[0].items()}
                   for batch in adapter.get_torch_dataloader()]
    else:
        batches = [batch[0] for batch in adapter.get_numpy_iterator()]
    return stacked(batches)


def grain_loader(dataset):
    import grain
    from absl import flags

    # Grain's DataLoader reads its absl flags (with JAX installed, its workers' profiling one), which a script
    # not started by absl.app leaves unparsed: as they are given, the defaults.
    if not flags.FLAGS.is_parsed():
        flags.FLAGS.mark_as_parsed()

    sampler = grain.samplers.IndexSampler(len(dataset), shard_options=grain.sharding.NoSharding(), shuffle=False,
                                          num_epochs=1)
    # No Batch: each worker would batch its own records (0, 2, 4, ... and 1, 3, 5, ...); records come in order.
    loader = grain.DataLoader(data_source=dataset, sampler=sampler, worker_count=2)
    # Copied as they come: a worker's output lives in shared memory that Grain frees once the next one is read.
    return stacked([{name: np.array(value)[None] for name, value in record.items()} for record in loader])


def main():
    mode, out = sys.argv[1], sys.argv[2]
    if mode == "tensorflow":
        arrays = tensorflow(sys.argv[3:-2], json.loads(sys.argv[-1]))
    else:
        sys.path.insert(0, CHECKOUT)
        from tfrecord_bridge.data import PatchDataset

        if mode.startswith("torch"):
            import torch  # noqa: F401 (imported before the dataset is made, as a training script does)
        folder, prefix, split = sys.argv[3:6]
        dataset = PatchDataset(folder, prefix, split=split, random_access=True if mode != "torch-stream" else None,
                               cache_dir=os.path.join(os.path.dirname(out), "cache"))
        arrays = {"torch-stream": torch_loader, "torch-map": torch_loader, "keras": keras_loader,
                  "grain": grain_loader}[mode](dataset)
    heavy = sorted({name.split(".")[0] for name in sys.modules} & {"tensorflow", "torch", "jax", "keras", "grain"})
    np.savez(out, **arrays, __modules__=np.array(heavy))


if __name__ == "__main__":
    main()

"""tfrecord_bridge.data.PatchDataset (issue 45 item 1): an export's records as numpy arrays, without TensorFlow.

The numpy-only tests here always run: every record equals what protobuf's own classes decode from the same bytes,
shaped as the export's featuresDict says; random access equals the stream; shares cover each record once; GZIP and
plain files, a .tfindex, a bucket of moto's S3 server. What PyTorch, Keras 3 and Grain make of the dataset, checked
against TensorFlow's parse, is in tests/test_frameworks_read.py (run where those venvs are).
"""

from __future__ import annotations

import hashlib
import os
import pickle
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from helpers import ROOT
from tfrecord_bridge.core.cli import main
from tfrecord_bridge.core.codec import protos
from tfrecord_bridge.core.codec.records import TFRecordError, read_records
from tfrecord_bridge.core.layout.naming import find_export, set_prefix, tfindex_path
from tfrecord_bridge.data import PatchDataset, StreamedPatchDataset

RASTER = ROOT / "tests" / "data" / "rasterio" / "RGB.byte.tif"  # 791 x 718, 3 bytes
LABELS = ROOT / "tests" / "data" / "landcover" / "landcover.gpkg"


def export(folder, *options):
    """A training export of RGB.byte.tif with landcover's classes, patches 32 x 32 with kernel 3, cut into many
    small shards (so shares go by whole files and by records), into ``folder`` with prefix 's'."""
    assert main(["export-image", str(RASTER), "-o", str(folder), "--prefix", "s", "--patch-dimensions", "32,32",
                 "--kernel-size", "3", "--label-layer", str(LABELS), "--label-field", "class",
                 "--splits", "train=0.7,val=0.3", "--max-file-size", "300000", *options]) == 0
    return folder


@pytest.fixture(scope="module")
def exports(tmp_path_factory):
    """{name: folder}: the export GZIP ('gz'), uncompressed with .tfindex files ('plain'), uncompressed without
    ('bare'), and its bands collapsed into one [3, H, W] feature with 8-bit values as raw bytes ('raw', GZIP)."""
    root = tmp_path_factory.mktemp("patch_dataset")
    return {"gz": export(root / "gz"), "plain": export(root / "plain", "--no-compressed", "--write-tfindex"),
            "bare": export(root / "bare", "--no-compressed"),
            "raw": export(root / "raw", "--collapse-bands", "--value-type", "native")}


def protobuf_examples(files):
    """Each record as protobuf's generated classes decode it: {name: flat numpy array (bytes: uint8)}."""
    examples = []
    for path in files:
        for record in read_records(path):
            features = protos.Example.FromString(record).features.feature
            example = {}
            for name, feature in features.items():
                kind = feature.WhichOneof("kind")
                if kind == "float_list":
                    example[name] = np.array(feature.float_list.value, np.float32)
                elif kind == "int64_list":
                    example[name] = np.array(feature.int64_list.value, np.int64)
                else:
                    example[name] = np.frombuffer(b"".join(feature.bytes_list.value), np.uint8)
            examples.append(example)
    return examples


def digest(example):
    return hashlib.sha256(b"".join(name.encode() + np.ascontiguousarray(value).tobytes()
                                   for name, value in sorted(example.items()))).hexdigest()


def assert_same(found, expected):
    assert len(found) == len(expected)
    for index, (left, right) in enumerate(zip(found, expected)):
        assert left.keys() == right.keys(), index
        for name in left:
            assert left[name].dtype == right[name].dtype and left[name].shape == right[name].shape, (index, name)
            assert np.array_equal(left[name], right[name]), (index, name)


@pytest.mark.parametrize("name", ["gz", "plain", "raw"])
def test_each_record_is_what_protobuf_decodes_shaped_as_the_export_says(exports, name):
    files, _ = find_export(exports[name], set_prefix("s", "train"))
    dataset = PatchDataset(exports[name], "s", split="train")
    expected = protobuf_examples(files)
    found = list(dataset)
    assert len(found) == len(expected) == len(dataset) > 100
    bands = ["b1", "b2", "b3"] if name != "raw" else ["b1"]  # collapsed: one feature named after the first band
    for example, reference in zip(found, expected):
        assert list(example) == bands + ["label"]
        for band in bands:
            shape = (34, 34) if name != "raw" else (3, 34, 34)  # [C, H, W] of the collapsed bands (FORMAT.md 4)
            assert example[band].shape == shape and example[band].flags.writeable
            assert example[band].dtype == (np.float32 if name != "raw" else np.uint8)
            assert np.array_equal(example[band].reshape(-1), reference[band])
        assert example["label"].dtype == np.int64 and np.array_equal(example["label"].reshape(-1), reference["label"])


def test_a_layout_gives_every_patch_its_channel_axis_first_or_last(exports):
    plain = PatchDataset(exports["raw"], "s", split="val")
    first, last = (PatchDataset(exports["raw"], "s", split="val", layout=layout) for layout in ("CHW", "HWC"))
    for index in (0, len(plain) - 1):
        example, chw, hwc = plain[index], first[index], last[index]
        assert chw["b1"].shape == (3, 34, 34) and hwc["b1"].shape == (34, 34, 3) and hwc["b1"].flags.c_contiguous
        assert chw["label"].shape == (1, 34, 34) and hwc["label"].shape == (34, 34, 1)
        assert np.array_equal(chw["b1"], example["b1"]) and np.array_equal(hwc["b1"], example["b1"].transpose(1, 2, 0))
        assert np.array_equal(chw["label"][0], example["label"]) and np.array_equal(hwc["label"][..., 0],
                                                                                     example["label"])
    with pytest.raises(ValueError, match="layout"):
        PatchDataset(exports["raw"], "s", split="val", layout="NCHW")


@pytest.mark.parametrize("name", ["gz", "plain", "bare"])
def test_random_access_gives_what_the_stream_gives(exports, name, tmp_path):
    dataset = PatchDataset(exports[name], "s", split="val", random_access=True, cache_dir=tmp_path / "cache")
    streamed = list(dataset)
    order = np.random.default_rng(5).permutation(len(dataset))
    assert_same([dataset[int(index)] for index in order], [streamed[index] for index in order])
    assert_same([dataset[-1]], streamed[-1:])
    with pytest.raises(IndexError):
        dataset[len(dataset)]
    assert dataset.batch([3, 1])["b1"].shape == (2, 34, 34)
    # A compressed shard was read through one inflated copy of it; an uncompressed one in place.
    cached = sorted(os.listdir(tmp_path / "cache")) if (tmp_path / "cache").exists() else []
    copied = [path for path in cached if path.endswith(".tfrecord")]
    assert len(copied) == (len(dataset.files) if name == "gz" else 0)
    # Each beside the note of the shard it was made of (for clear_cache and prune_cache), and nothing else.
    assert sorted(copied + [path[:-len(".tfrecord")] + ".source.json" for path in copied]) == cached


def test_a_dataset_of_compressed_shards_is_streamed_unless_random_access_is_asked(exports):
    assert type(PatchDataset(exports["gz"], "s", split="val")) is StreamedPatchDataset
    assert type(PatchDataset(exports["gz"], "s", split="val", random_access=True)) is PatchDataset
    assert type(PatchDataset(exports["plain"], "s", split="val")) is PatchDataset
    assert type(PatchDataset(exports["plain"], "s", split="val", random_access=False)) is StreamedPatchDataset


@pytest.mark.parametrize("name", ["gz", "plain"])
@pytest.mark.parametrize("count", [1, 2, 3, "files", "files + 1", 40])  # more shares than files: by record
def test_shares_cover_each_record_exactly_once(exports, name, count):
    dataset = PatchDataset(exports[name], "s", split="val")
    files = len(dataset.files)
    count = {"files": files, "files + 1": files + 1}.get(count, count)
    assert files > 3
    whole = [digest(example) for example in dataset]
    shares = [[digest(example) for example in dataset.shard(index, count)] for index in range(count)]
    assert sorted(sum(shares, [])) == sorted(whole)  # as many of each (masked patches can be alike)
    assert min(map(len, shares)) >= 1 and max(map(len, shares)) - min(map(len, shares)) <= max(
        len(whole) // count, 1) + 13  # whole files or every count-th record: none left idle
    with pytest.raises(ValueError, match="shard 3 of 3"):
        dataset.shard(3, 3)


def test_the_records_are_read_from_the_index_the_export_wrote_and_a_stale_index_is_refused(exports, tmp_path):
    dataset = PatchDataset(exports["plain"], "s", split="val")
    first = dataset.files[0]
    offsets = [int(line.split()[0]) for line in Path(tfindex_path(first)).read_text(encoding="utf-8").splitlines()]
    assert dataset._file_offsets(0) == offsets  # what it read is the index
    # A copy without .tfindex files writes them as the export did, byte for byte.
    copy_folder = tmp_path / "copy"
    copy_folder.mkdir()
    for path in os.listdir(exports["plain"]):
        if not path.endswith(".tfindex"):
            (copy_folder / path).write_bytes((exports["plain"] / path).read_bytes())
    copied = PatchDataset(copy_folder, "s", split="val")
    written = copied.write_tfindexes()
    assert [os.path.basename(path) for path in written] == [os.path.basename(tfindex_path(p)) for p in copied.files]
    for path in written:
        assert Path(path).read_bytes() == (exports["plain"] / os.path.basename(path)).read_bytes()
    assert copied.write_tfindexes() == []
    # An index of another version of the shard: refused, naming it, before any record is read at its offsets.
    index = tfindex_path(copied.files[0])
    with open(index, "a", encoding="utf-8") as out:
        out.write("999999 16\n")
    with pytest.raises(ValueError, match=r"00000\.tfindex.*line"):
        PatchDataset(copy_folder, "s", split="val")[0]


def test_a_damaged_record_read_at_random_is_named(exports, tmp_path):
    folder = tmp_path / "damaged"
    folder.mkdir()
    for path in os.listdir(exports["bare"]):
        (folder / path).write_bytes((exports["bare"] / path).read_bytes())
    dataset = PatchDataset(folder, "s", split="val")
    offset = dataset._file_offsets(1)[2]
    data = bytearray(Path(dataset.files[1]).read_bytes())
    data[offset + 40] ^= 0xFF
    Path(dataset.files[1]).write_bytes(bytes(data))
    with pytest.raises(TFRecordError, match=r"s-val-00001\.tfrecord: record 2 at byte offset \d+: corrupt data"):
        dataset[dataset.counts()[0] + 2]
    assert dataset[dataset.counts()[0] + 1]["b1"].shape == (34, 34)


def test_a_damaged_gzip_shard_read_at_random_is_named(exports, tmp_path):
    # Inflating it into the cache met the inflating library's own error (zlib's, isal's), which escaped unnamed.
    folder = tmp_path / "damaged"
    shutil.copytree(exports["gz"], folder)
    dataset = PatchDataset(folder, "s", split="val", random_access=True, cache_dir=tmp_path / "cache")
    data = bytearray(Path(dataset.files[1]).read_bytes())
    data[len(data) // 2:len(data) // 2 + 64] = b"\xff" * 64
    Path(dataset.files[1]).write_bytes(bytes(data))
    with pytest.raises(TFRecordError, match=r"s-val-00001\.tfrecord\.gz: cannot inflate it into"):
        dataset[dataset.counts()[0]]
    assert dataset[0]["b1"].shape == (34, 34)


def test_a_list_of_files_with_its_mixer_beside_reads_as_the_folder_does(exports):
    files, _ = find_export(exports["gz"], "s-val")
    assert_same(list(PatchDataset(files)), list(PatchDataset(exports["gz"], "s", split="val")))
    assert_same(list(PatchDataset(files[:2], features=["label"])),
                [{"label": example["label"]} for example in PatchDataset(files[:2])])
    flat = PatchDataset(files[:1], mixer=None, features=["b2"], transform=lambda example: example["b2"].sum())
    assert next(iter(flat)) == PatchDataset(files[:1])[0]["b2"].sum()
    with pytest.raises(ValueError, match="no feature named b9"):
        PatchDataset(files, features=["b9"])


def test_it_pickles_without_open_files_and_reads_again_after(exports):
    dataset = PatchDataset(exports["plain"], "s", split="train")
    assert not dataset._handles  # nothing opened before a read
    expected = dataset[7]
    assert dataset._handles
    again = pickle.loads(pickle.dumps(dataset))
    assert not again._handles
    assert_same([again[7]], [expected])
    dataset.close()


@pytest.mark.slow  # a Python of its own
def test_the_module_imports_no_framework_gdal_or_qgis():
    code = ("import sys, tfrecord_bridge.data; "
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'tensorflow', 'torch', 'keras', 'jax', 'grain', "
            "'osgeo', 'qgis', 'google'}))")
    output = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert output.stdout.strip() == "[]"


@pytest.mark.slow  # moto's S3 server
def test_a_bucket_reads_as_the_folder_it_was_copied_from(exports, s3_bucket, tmp_path):
    for name in ("gz", "plain"):
        for path in sorted(os.listdir(exports[name])):
            s3_bucket.put(f"{name}/{path}", (exports[name] / path).read_bytes())
    for name in ("gz", "plain"):
        local = list(PatchDataset(exports[name], "s", split="val"))
        remote = PatchDataset(f"{s3_bucket.url}/{name}", "s", split="val", cache_dir=tmp_path / "cache")
        assert remote.files[0].startswith("s3://")
        assert_same(list(remote), local)
        assert_same([remote[index] for index in (5, 0, len(local) - 1)], [local[5], local[0], local[-1]])


@pytest.mark.parametrize("name", ["gz", "plain"])
def test_random_reads_from_many_threads_at_once_each_get_their_record(exports, name, tmp_path):
    """Grain and Keras read a data source from a pool of threads: a handle's position is one, so each thread
    reads through its own (the first version shared one, and a record read at another's offset failed its CRC)."""
    from concurrent.futures import ThreadPoolExecutor

    dataset = PatchDataset(exports[name], "s", split="train", random_access=True, cache_dir=tmp_path)
    expected = [digest(example) for example in dataset]
    order = [int(index) for index in np.random.default_rng(3).permutation(len(dataset))] * 2
    with ThreadPoolExecutor(8) as pool:
        found = list(pool.map(lambda index: digest(dataset[index]), order))
    assert found == [expected[index] for index in order]
    dataset.close()


def test_inspect_offers_a_snippet_for_each_framework_whose_dataset_reads_every_record(exports, capsys):
    """The PyTorch, Keras and Grain snippets (run as pasted in their frameworks' venvs by test_frameworks_read.py):
    here, without the frameworks, each compiles and the dataset it makes reads what inspect counted, shaped as its
    layout says; the inspect command prints them; SequenceExamples get none."""
    from tfrecord_bridge.core.inspect import InspectRequest, framework_snippets, inspect_files

    files, _ = find_export(exports["raw"], "s-val")
    summary = inspect_files(InspectRequest(files))
    snippets = framework_snippets(summary)
    assert list(snippets) == ["PyTorch", "Keras 3", "Grain"]
    for framework, code in snippets.items():
        compile(code, framework, "exec")
        lines = code.splitlines()
        start = next(index for index, line in enumerate(lines) if line.startswith("sys.path.insert"))
        end = next(index for index, line in enumerate(lines) if line.startswith("dataset = PatchDataset("))
        namespace = {}
        exec("import sys\n" + "\n".join(lines[start:end + 1]), namespace)  # the snippet's own lines
        dataset = namespace["dataset"]
        assert len(dataset) == summary["records"] and dataset.mixer_path == summary["mixer"]["path"]
        channels = dataset[0]["b1"].shape.index(3)
        assert channels == (0 if framework == "PyTorch" else 2)
    assert main(["inspect", *files]) == 0
    printed = capsys.readouterr().out
    assert all(f"{framework}, with this package's PatchDataset:" in printed for framework in snippets)
    assert framework_snippets({**summary, "record_type": "SequenceExample"}) == {}


def test_sequence_examples_are_refused_naming_the_file_not_read_without_their_feature_lists(tmp_path):
    from tfrecord_bridge.core import encode_sequence_example, write_records

    path = tmp_path / "pixels-00000.tfrecord.gz"
    write_records(path, [encode_sequence_example({"b1": np.array([1.0], np.float32)},
                                                 {"series": np.ones((3, 2), np.float32)})])
    with pytest.raises(ValueError, match=r"pixels-00000\.tfrecord\.gz holds tf\.train\.SequenceExample records"):
        PatchDataset([path])


def test_a_training_export_without_split_names_its_sets_and_the_split_argument(exports):
    from tfrecord_bridge.data import ExportNotFoundError, PatchDatasetError
    folder = str(exports["gz"])
    with pytest.raises(ExportNotFoundError) as raised:
        PatchDataset(folder, "s")
    said = str(raised.value)
    assert "train, val" in said and "split=" in said and folder in said, said
    assert isinstance(raised.value, (PatchDatasetError, ValueError, FileNotFoundError))


def test_a_set_the_export_lacks_is_refused_naming_the_sets_it_has(exports):
    from tfrecord_bridge.data import ExportNotFoundError
    with pytest.raises(ExportNotFoundError, match=r"no set validation; its sets: train, val"):
        PatchDataset(exports["gz"], "s", split="validation")
    assert len(PatchDataset(exports["gz"], "s", split="val")) > 0  # the set that is there reads


def test_a_missing_folder_is_said_to_not_exist(tmp_path):
    from tfrecord_bridge.data import ExportNotFoundError
    missing = tmp_path / "nowhere"
    with pytest.raises(ExportNotFoundError, match=rf"{missing} does not exist") as raised:
        PatchDataset(missing, "s")
    assert isinstance(raised.value, FileNotFoundError)
    (tmp_path / "empty").mkdir()  # a folder without the prefix's shards: find_export's words, this module's type
    with pytest.raises(ExportNotFoundError, match=r"no TFRecord shards named s-00000"):
        PatchDataset(tmp_path / "empty", "s")


def copies(cache):
    return sorted(name for name in os.listdir(cache) if name.endswith(".tfrecord")) if cache.exists() else []


def test_the_inflate_cache_keeps_one_copy_a_file_and_clears_and_prunes(exports, tmp_path):
    from tfrecord_bridge.data import prune_cache
    folder, cache = tmp_path / "gz", tmp_path / "cache"
    shutil.copytree(exports["gz"], folder)
    files, _ = find_export(folder, set_prefix("s", "val"))
    dataset = PatchDataset(folder, "s", split="val", random_access=True, cache_dir=cache)
    first = dataset[:]
    assert len(files) > 1 and len(copies(cache)) == len(files)  # each shard inflated once
    # The export written again (the same records, a new time): its next reader makes new copies, the old go.
    for path in files:
        os.utime(path, (1, 1))
    again = PatchDataset(folder, "s", split="val", random_access=True, cache_dir=cache)
    assert_same(again[:], first)
    assert len(copies(cache)) == len(files)
    # clear_cache: this dataset's copies gone, the next read inflates again.
    assert again.clear_cache() == len(files) and copies(cache) == []
    assert_same(again[:], first)
    assert len(copies(cache)) == len(files)
    # prune_cache: a copy whose file is gone goes; one whose file is there stays.
    os.remove(files[-1])
    assert prune_cache(cache) == 1
    assert len(copies(cache)) == len(files) - 1


def test_a_record_unlike_the_first_is_named_by_file_and_number(tmp_path):
    """Read-time faults are the dataset's own errors (catchable as PatchDatasetError), naming the file and the
    record; a missing feature is a KeyError too, without KeyError's quotes around the message."""
    from tfrecord_bridge.core import encode_example, write_records
    from tfrecord_bridge.data import MissingFeatureError, PatchDatasetError, RecordError

    def record(count, names=("b1", "b2")):
        return encode_example({name: np.zeros(count, np.float32) for name in names})

    sized = tmp_path / "sized.tfrecord"
    write_records(sized, [record(16), record(16), record(9)])
    with pytest.raises(RecordError, match=r"sized\.tfrecord: record 2: 'b1' holds 9 values, not the 4x4 of the first"):
        list(PatchDataset([sized], patch_size=(4, 4)))
    missing = tmp_path / "missing.tfrecord"
    write_records(missing, [record(16), record(16, names=("b1",))])
    with pytest.raises(MissingFeatureError) as raised:
        list(PatchDataset([missing], features=["b1", "b2"]))
    assert isinstance(raised.value, (PatchDatasetError, KeyError))
    assert str(raised.value) == f"{missing}: record 1 has no feature 'b2'"

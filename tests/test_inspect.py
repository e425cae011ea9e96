"""tfrecord:inspect on our own exports, on files TensorFlow wrote, on patch exports with a mixer, on corrupt files."""

import ast
import os
import shutil
from pathlib import Path

import numpy as np
import pytest
from qgis.core import QgsApplication, QgsVectorLayer

from helpers import GOLDEN_DIR, load_golden_data
from tfrecord_bridge.core import decode_example, encode_example, read_records, write_records
from tfrecord_bridge.core.codec.records import HEADER_SIZE
from tfrecord_bridge.core.inspect import InspectRequest, inspect_files, numpy_snippet, tensorflow_snippet
from tfrecord_bridge.core.layout.grid import PatchLayout, PixelGrid
from tfrecord_bridge.core.layout.mixer import Mixer, write_mixer
from tfrecord_bridge.core.layout.naming import mixer_path, shard_path

golden = load_golden_data()


def expected_statistics(records, kind):
    """(section, name) -> (kinds, records holding it, least values, most values), from golden_data's records."""
    expected = {}

    def add(key, feature_kind, count):
        kinds, holding, low, high = expected.get(key, (set(), 0, count, count))
        expected[key] = (kinds | {feature_kind}, holding, min(low, count), max(high, count))

    for record in records:
        context = record if kind == "example" else record["context"]
        section = "features" if kind == "example" else "context"
        for name, (feature_kind, values) in context.items():
            add((section, name), feature_kind, len(values))
            kinds, holding, low, high = expected[(section, name)]
            expected[(section, name)] = (kinds, holding + 1, low, high)
        for name, steps in ({} if kind == "example" else record["feature_lists"]).items():
            key = ("feature_lists", name)
            for feature_kind, values in steps:
                add(key, feature_kind, len(values))
            kinds, holding, low, high = expected.get(key, (set(), 0, 0, 0))
            expected[key] = (kinds, holding + 1, low, high)
    return expected


def snippet_specs(code, dictionary="featuresDict"):
    """name -> (constructor, shape or None) of the dict literal ``dictionary`` in generated code."""
    return {name: spec[:2] for name, spec in declared_specs(code, dictionary).items()}


def run_numpy_snippet(code):
    namespace = {}
    exec(compile(code, "numpy_snippet", "exec"), namespace)
    return namespace


@pytest.mark.parametrize("name", sorted(golden.GOLDEN_FILES))
def test_tensorflow_written_files_report_every_feature_right(name):
    spec = golden.GOLDEN_FILES[name]
    summary = inspect_files(InspectRequest([GOLDEN_DIR / name]))
    assert summary["problems"] == []
    assert summary["records"] == summary["files"][0]["records"] == len(spec["records"])
    assert summary["files"][0]["compression"] == spec["compression"]
    if spec["records"]:
        assert summary["record_type"] == {"example": "Example", "sequence_example": "SequenceExample"}[spec["kind"]]
    found = {(f["section"], f["name"]): (set(f["kinds"]), f["records"], f["min_values"], f["max_values"])
             for f in summary["features"]}
    assert found == expected_statistics(spec["records"], spec["kind"])

    tensorflow_code = tensorflow_snippet(summary)
    compile(tensorflow_code, name, "exec")
    specs = snippet_specs(tensorflow_code)
    if spec["kind"] == "sequence_example":
        specs.update(snippet_specs(tensorflow_code, "sequenceFeaturesDict"))
    assert set(specs) == {f["name"] for f in summary["features"]}

    namespace = run_numpy_snippet(numpy_snippet(summary))
    assert sum(1 for _ in namespace["examples"]()) == len(spec["records"])


def test_regular_golden_records_get_fixed_shapes():
    summary = inspect_files(InspectRequest([GOLDEN_DIR / "sequence_examples.tfrecord.gz"]))
    by_name = {f["name"]: f for f in summary["features"]}
    assert by_name["pos"]["fixed_length"] and by_name["pos"]["shape"] == [2]
    assert (by_name["pos"]["min_steps"], by_name["pos"]["max_steps"]) == (3, 4)
    assert not by_name["ragged"]["fixed_length"]
    specs = snippet_specs(tensorflow_snippet(summary), "sequenceFeaturesDict")
    assert specs["pos"] == ("FixedLenSequenceFeature", [2])
    assert specs["ragged"] == ("VarLenFeature", None)


def write_patch_export(folder, records=4, patch=(8, 6), margin=2):
    """A small EE-style export: two shards and a mixer; float bands, a 3-deep array band, a uint8 band."""
    patch_width, patch_height = patch
    layout = PatchLayout(patch_width * 2, patch_height * 2, patch_width, patch_height,
                         2 * margin + 1, 2 * margin + 1)
    tile = layout.tile_height * layout.tile_width
    rng = np.random.default_rng(5)
    examples = [encode_example({"B2": rng.random(tile, np.float32), "B3": rng.random(tile, np.float32),
                                "ndvi_stack": rng.random(3 * tile, np.float32),
                                "mask": rng.integers(0, 255, tile, np.uint8).tobytes()})
                for _ in range(records)]
    write_records(shard_path(folder, "export", 0, True), examples[:2])
    write_records(shard_path(folder, "export", 1, True), examples[2:])
    grid = PixelGrid("EPSG:32632", (500000.0, 10.0, 0.0, 4000000.0, 0.0, -10.0), layout.width, layout.height)
    write_mixer(mixer_path(folder, "export"), Mixer.for_export(grid, layout))
    return [shard_path(folder, "export", index, True) for index in (0, 1)], layout


def test_a_mixer_beside_the_shards_gives_tile_and_kernel(tmp_path):
    paths, layout = write_patch_export(str(tmp_path))
    summary = inspect_files(InspectRequest(paths))
    assert summary["records"] == 4 and summary["notes"] == []
    assert summary["mixer"]["patch_width"] == 8 and summary["mixer"]["total_patches"] == 4
    assert summary["layout"]["margin_x"] == summary["layout"]["margin_y"] == 2
    assert summary["layout"]["kernel_size"] == [5, 5]
    shapes = {f["name"]: f["shape"] for f in summary["features"]}
    assert shapes == {"B2": [10, 12], "B3": [10, 12], "ndvi_stack": [3, 10, 12], "mask": [10, 12]}

    specs = snippet_specs(tensorflow_snippet(summary))
    assert specs == {"B2": ("FixedLenFeature", [10, 12]), "B3": ("FixedLenFeature", [10, 12]),
                     "ndvi_stack": ("FixedLenFeature", [3, 10, 12]), "mask": ("FixedLenFeature", [])}
    first = next(run_numpy_snippet(numpy_snippet(summary))["examples"]())
    assert first["B2"].shape == (10, 12) and first["ndvi_stack"].shape == (3, 10, 12)
    assert first["mask"].shape == (10, 12) and first["mask"].dtype == np.uint8


def test_a_record_count_the_mixer_does_not_expect_is_noted(tmp_path):
    paths, _ = write_patch_export(str(tmp_path))
    os.remove(paths[1])
    summary = inspect_files(InspectRequest(paths[:1]))
    assert summary["records"] == 2
    assert any("2 records" in note and "4 patches" in note for note in summary["notes"])


def test_corrupt_records_are_reported_not_fatal(tmp_path):
    paths, _ = write_patch_export(str(tmp_path))
    good = str(tmp_path / "good.tfrecord")
    write_records(good, [encode_example({"v": np.arange(3)})] * 3, compression=None)
    damaged = str(tmp_path / "damaged.tfrecord")
    shutil.copy(good, damaged)
    record_size = os.path.getsize(good) // 3
    with open(damaged, "r+b") as stream:  # flip a data byte of the second record
        stream.seek(record_size + HEADER_SIZE + 2)
        byte = stream.read(1)
        stream.seek(-1, os.SEEK_CUR)
        stream.write(bytes([byte[0] ^ 0xFF]))
    not_an_example = str(tmp_path / "bytes.tfrecord")
    write_records(not_an_example, [b"\xff\xff\xff", encode_example({"v": np.arange(3)})], compression=None)
    garbage = str(tmp_path / "garbage.tfrecord")
    with open(garbage, "wb") as stream:
        stream.write(b"this is not a TFRecord file at all")

    summary = inspect_files(InspectRequest([damaged, not_an_example, garbage, good]))
    problems = {(Path(p["path"]).name, p["record"], p["offset"]) for p in summary["problems"]}
    assert problems == {("damaged.tfrecord", 1, record_size), ("bytes.tfrecord", 0, 0), ("garbage.tfrecord", 0, 0)}
    assert [entry["records"] for entry in summary["files"]] == [1, 2, 0, 3]
    by_name = {f["name"]: f for f in summary["features"]}
    assert by_name["v"]["kinds"] == ["int64"] and by_name["v"]["records"] == 5


def test_inspect_algorithm_reports_our_own_table_export(run_algorithm, tmp_path):
    world_map = os.path.join(QgsApplication.pkgDataPath(), "resources", "data", "world_map.gpkg")
    countries_layer = QgsVectorLayer(world_map + "|layername=countries", "countries", "ogr")
    exported = run_algorithm("tfrecord:exporttable", {
        "INPUT": countries_layer, "FIELDS": ["fid", "NAME"], "GEOMETRY": 2, "VALUE_TYPE": 1,
        "OUTPUT": str(tmp_path / "countries.tfrecord.gz")})
    del countries_layer  # an OGR layer must not outlive QGIS
    corrupt = str(tmp_path / "corrupt.tfrecord")
    with open(corrupt, "wb") as stream:
        stream.write(b"\x05" + b"\x00" * 30)

    result = run_algorithm("tfrecord:inspect", {"INPUT": [exported["OUTPUT"], corrupt],
                                                "OUTPUT_HTML": str(tmp_path / "report.html")})
    assert result["RECORDS"] == 240 and result["PROBLEMS"] == 1 and result["RECORD_TYPE"] == "Example"
    specs = snippet_specs(result["TENSORFLOW_SNIPPET"])
    assert specs["fid"] == ("FixedLenFeature", [1])
    assert specs["geometry_wkb"] == ("FixedLenFeature", [1])
    assert specs["NAME"][0] in ("FixedLenFeature", "VarLenFeature")
    html = Path(result["OUTPUT_HTML"]).read_text(encoding="utf-8")
    for text in ("fid", "int64", "geometry_wkb", "bytes", "240 of 240", "corrupt.tfrecord", "featuresDict"):
        assert text in html
    compile(result["NUMPY_SNIPPET"], "numpy_snippet", "exec")


# ----------------------------------------------------------------------------- the snippet against TF's type check

def declared_specs(code, dictionary="featuresDict"):
    """name -> (constructor, shape or None, dtype name) of the dict literal ``dictionary`` in generated code."""
    tree = ast.parse(code)
    for node in tree.body:
        if isinstance(node, ast.Assign) and node.targets[0].id == dictionary:
            specs = {}
            for key, call in zip(node.value.keys, node.value.values):
                if call.func.attr == "VarLenFeature":
                    specs[ast.literal_eval(key)] = ("VarLenFeature", None, call.args[0].attr)
                else:
                    specs[ast.literal_eval(key)] = (call.func.attr, ast.literal_eval(call.args[0]), call.args[1].attr)
            return specs
    raise AssertionError(f"{dictionary} not in the snippet")


_TF_KIND = {"float32": "float", "int64": "int64", "string": "bytes"}


def parse_example_refusal(specs, features):
    """What tf.io.parse_example would refuse in one record (name -> (kind, values)), else None.

    Its rules (example_proto_fast_parsing.cc): a list of another kind than the
    spec's dtype fails "Data types don't match" (an empty Feature, no kind set,
    passes); a FixedLenFeature without a default must be present, holding exactly
    the shape's number of values.
    """
    for name, (constructor, shape, dtype) in specs.items():
        kind, values = features.get(name, (None, None))
        if kind is not None and kind != _TF_KIND[dtype]:
            return f"{name}: Data types don't match ({kind} list, spec {dtype})"
        if constructor == "FixedLenFeature":
            if name not in features:
                return f"{name}: is required but could not be found"
            if len(values) != int(np.prod(shape)):
                return f"{name}: {len(values)} values, shape {shape}"
    return None


@pytest.mark.parametrize("value_type", ["float", "native"])
def test_the_snippet_of_a_table_whose_field_changes_kind_parses_every_record(tmp_path, value_type):
    """Issue 12, case 8: a JSON field holding numbers in one row and text in another."""
    from tfrecord_bridge.core.tables import write_table
    path = str(tmp_path / "table.tfrecord.gz")
    rows = [{"id": 1, "props": [1.5, 2.0], "count": 3, "name": "a"},
            {"id": 2, "props": "not a list", "count": 2.5, "name": "b"},
            {"id": 3, "props": [], "count": 4, "name": None}]
    write_table(path, rows, value_type=value_type)
    summary = inspect_files(InspectRequest([path]))
    code = tensorflow_snippet(summary)
    specs = declared_specs(code)
    assert "props" not in specs and "# 'props': left out, bytes and float lists in different records" in code
    if value_type == "native":  # 3 and 4 are int64, 2.5 a float: left out too
        assert "count" not in specs
    assert specs["id"][2] == ("float32" if value_type == "float" else "int64")
    records = [decode_example(record, with_kinds=True) for record in read_records(path)]
    refusals = [parse_example_refusal(specs, record) for record in records]
    assert refusals == [None, None, None]


def test_the_snippet_of_every_image_export_kind_parses_every_record(run_algorithm, tmp_path, shared_data):
    path = str(shared_data / "rasterio" / "RGB.byte.tif")
    for options in ({}, {"VALUE_TYPE": 1}, {"VALUE_TYPE": 1, "COLLAPSE_BANDS": True}):
        folder = tmp_path / str(len(options))
        results = run_algorithm("tfrecord:exportimage", {"INPUT": [path], "PATCH_DIMENSIONS": "256,256",
                                                         "KERNEL_SIZE": "3,3", "OUTPUT": str(folder),
                                                         "PREFIX": "p", **options})
        summary = inspect_files(InspectRequest(results["FILES"]))
        specs = declared_specs(tensorflow_snippet(summary))
        assert specs
        for record in (r for file in results["FILES"] for r in read_records(file)):
            assert parse_example_refusal(specs, decode_example(record, with_kinds=True)) is None


def test_the_snippet_of_a_sequence_export_parses_every_record(run_algorithm, tmp_path, shared_data):
    """parse_single_sequence_example checks kinds as parse_example does, the context and each step alike."""
    from osgeo import gdal

    from tfrecord_bridge.core import decode_sequence_example
    path = str(shared_data / "rasterio" / "RGB.byte.tif")
    stack = str(tmp_path / "stack.tif")
    shutil.copy(path, stack)
    left, pixel, _, top, _, _ = gdal.Open(path).GetGeoTransform()
    region = f"{left + 200 * pixel},{left + 232 * pixel},{top - 332 * pixel},{top - 300 * pixel}"
    for options in ({"VALUE_TYPE": 1}, {"VALUE_TYPE": 1, "COLLAPSE_BANDS": True}):
        folder = tmp_path / str(len(options))
        results = run_algorithm("tfrecord:exportimage", {
            "INPUT": [path, stack], "ARRAY_LAYERS": [stack], "PATCH_DIMENSIONS": "16,16", "SEQUENCE_DATA": True,
            "EXTENT": region, "BAND_NAMES": "b1,b2,b3,stack", "OUTPUT": str(folder), "PREFIX": "s", **options})
        code = tensorflow_snippet(inspect_files(InspectRequest(results["FILES"])))
        context_specs, sequence_specs = declared_specs(code), declared_specs(code, "sequenceFeaturesDict")
        assert context_specs or sequence_specs
        for record in (r for file in results["FILES"] for r in read_records(file)):
            context, lists = decode_sequence_example(record, with_kinds=True)
            assert parse_example_refusal(context_specs, context) is None
            for name, steps in lists.items():
                if name in sequence_specs:
                    constructor, shape, dtype = sequence_specs[name]
                    for kind, values in steps:
                        assert kind is None or kind == _TF_KIND[dtype], (name, kind, dtype)
                        if constructor == "FixedLenSequenceFeature":
                            assert len(values) == int(np.prod(shape)), (name, len(values), shape)


def test_a_record_that_is_no_example_is_named_by_file_and_record_and_the_snippets_say_so(tmp_path):
    # As a user found: "problem: not a tf.train.Example or SequenceExample: field number 0 is invalid" named
    # neither file nor record, and the snippets began "# 1 no records in 1 file(s)".
    from tfrecord_bridge.core.codec.records import write_records
    from tfrecord_bridge.core.inspect import inspect_files, numpy_snippet, tensorflow_snippet
    path = tmp_path / "bad.tfrecord"
    write_records(path, [b"\x00"], compression=None)
    summary = inspect_files(InspectRequest([str(path)]))
    (problem,) = summary["problems"]
    assert problem["message"].startswith(f"{path}: record 0 at byte offset 0: not a tf.train.Example"), problem
    for snippet in (tensorflow_snippet(summary), numpy_snippet(summary)):
        assert "no records" not in snippet
        assert "# 1 record, not a readable Example or SequenceExample" in snippet  # English's singular too
    assert tensorflow_snippet(summary).startswith("# 1 record, not a readable Example or SequenceExample in 1 file, ")


def test_the_snippets_give_the_kernel_the_export_used_even_an_even_one(tmp_path):
    # --kernel-size 8,8 buffers 4 pixels, as 9,9 does: the tiles (72) are right either way, but the snippets and
    # the summary say the kernel the export's sidecar records, not the odd one the counts alone would tell.
    from helpers import ROOT
    from tfrecord_bridge.core.cli import main
    from tfrecord_bridge.core.inspect import framework_snippets
    from tfrecord_bridge.core.layout.naming import find_export
    raster = ROOT / "tests" / "data" / "rasterio" / "RGB.byte.tif"
    assert main(["export-image", str(raster), "-o", str(tmp_path), "--prefix", "k", "--patch-dimensions", "64,64",
                 "--kernel-size", "8,8"]) == 0
    files, _ = find_export(tmp_path, "k")
    summary = inspect_files(InspectRequest(files))
    assert summary["layout"]["kernel_size"] == [8, 8] and summary["layout"]["tile_width"] == 72
    snippets = framework_snippets(summary)
    assert snippets and all("kernel_size=(8, 8)" in code and "(9, 9)" not in code for code in snippets.values())
    # Given to inspect, the kernel is said as given too; a kernel of other margins is not taken for it.
    assert inspect_files(InspectRequest(files, kernel_size=(9, 9)))["layout"]["kernel_size"] == [9, 9]

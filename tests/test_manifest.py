"""A reader sees one export (issue 41, part 3): the export sidecar records the run, and the import and inspect
refuse shards, records and mixers that are not what that run wrote (FORMAT.md 3.6).

Each case is a real export written by the plugin, then changed as a user, a second writer or a careless copy
would change it: a shard of another export of the same prefix and shape, a mixer edited to patchesPerRow 4
from 8 with the same total, two records swapped and framed again with valid CRCs, a record moved to the next
shard. Before the run was recorded every one of them imported with exit 0 as a scrambled raster.
"""

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from osgeo import gdal

from helpers import ROOT
from tfrecord_bridge.core.cli import main
from tfrecord_bridge.core.codec.records import RecordReader, write_records
from tfrecord_bridge.core.export.export_image import export_image
from tfrecord_bridge.core.export.raster_source import SourceLayer
from tfrecord_bridge.core.export.request import ExportRequest
from tfrecord_bridge.core.importing.import_image import ImageImportError, ImportRequest, import_image
from tfrecord_bridge.core.inspect import InspectRequest, inspect_files
from tfrecord_bridge.core.layout.format_options import FormatOptions
from tfrecord_bridge.core.layout.sidecar import read_sidecar

# 8 patches a row, 2 rows: a mixer of patchesPerRow 4 and the same total places them all, wrongly.
WIDTH, HEIGHT, PATCH = 256, 64, 32


def source(path, seed, masked_patch=None):
    """A float raster of random values; ``masked_patch``: the patch (row-major) that is all nodata."""
    values = np.random.default_rng(seed).random((HEIGHT, WIDTH), dtype=np.float32)
    if masked_patch is not None:
        row, column = divmod(masked_patch, WIDTH // PATCH)
        values[row * PATCH:(row + 1) * PATCH, column * PATCH:(column + 1) * PATCH] = -9999
    dataset = gdal.GetDriverByName("GTiff").Create(str(path), WIDTH, HEIGHT, 1, gdal.GDT_Float32)
    dataset.SetGeoTransform((500000, 10, 0, 4000000, 0, -10))
    dataset.SetProjection("EPSG:32633")
    dataset.GetRasterBand(1).WriteArray(values)
    dataset.GetRasterBand(1).SetNoDataValue(-9999)
    dataset = None
    return str(path)


def export(tmp_path, folder, seed=0, compressed=True, prefix="p"):
    """An export of 16 patches, 4 a shard."""
    options = FormatOptions(patchDimensions=(PATCH, PATCH), compressed=compressed, maxFileSize=4 * 4200)
    return export_image(ExportRequest([SourceLayer(source(tmp_path / f"source-{seed}.tif", seed))], tmp_path / folder,
                                      prefix, options))


def pixels(path):
    return gdal.Open(str(path)).ReadAsArray()


def refused(result, output):
    """The import's refusal; nothing under the output's name (or its temporary one)."""
    with pytest.raises(ImageImportError) as caught:
        import_image(ImportRequest(result.files, result.mixer_path, output))
    assert not os.path.exists(output) and not os.path.exists(str(output) + ".part")
    return str(caught.value)


def rewrite(path, records):
    """``path`` written again with these records, framed with valid CRCs, compressed as it was."""
    os.remove(path)
    write_records(path, records, "GZIP" if path.endswith(".gz") else None)


@pytest.fixture(params=[True, False], ids=["gzip", "plain"])
def compressed(request):
    return request.param


def test_the_sidecar_lists_each_shard_as_written_and_the_mixer(tmp_path, compressed):
    result = export(tmp_path, "out", compressed=compressed)
    run = read_sidecar(result.sidecar_path).run
    assert run is not None and re.fullmatch("[0-9a-f]{12}", run.id)
    assert [shard.name for shard in run.shards] == [os.path.basename(path) for path in result.files]
    for shard, path in zip(run.shards, result.files):
        with open(path, "rb") as stream:
            data = stream.read()
        assert (shard.records, shard.bytes, shard.sha256) == (
            sum(1 for _ in RecordReader(path)), len(data), hashlib.sha256(data).hexdigest())
    assert sum(shard.records for shard in run.shards) == 16 and len(run.shards) == 4
    [mixer] = run.mixers
    assert (mixer.name, mixer.patchesPerRow, mixer.totalPatches) == ("p-mixer.json", 8, 16)
    # Each run its own id, though the files are byte for byte alike.
    again = export(tmp_path, "again", compressed=compressed)
    assert read_sidecar(again.sidecar_path).run.id != run.id
    assert [s.sha256 for s in read_sidecar(again.sidecar_path).run.shards] == [s.sha256 for s in run.shards]


def test_a_shard_of_another_export_of_the_same_prefix_and_shape_is_refused_by_name(tmp_path, compressed):
    result = export(tmp_path, "out", seed=0, compressed=compressed)
    other = export(tmp_path, "other", seed=1, compressed=compressed)
    shutil.copyfile(other.files[2], result.files[2])
    text = refused(result, tmp_path / "mixed.tif")
    assert result.files[2] in text and "run" in text
    problems = inspect_files(InspectRequest(result.files))["problems"]
    assert [problem["path"] for problem in problems] == [result.files[2]]


def test_a_mixer_edited_to_fewer_patches_a_row_with_the_same_total_is_refused(tmp_path):
    result = export(tmp_path, "out")
    mixer = json.loads(Path(result.mixer_path).read_text())
    mixer["patchesPerRow"] = 4  # 4 x 4 patches instead of 8 x 2: every patch placed, the raster scrambled
    with open(result.mixer_path, "w") as stream:
        json.dump(mixer, stream)
    text = refused(result, tmp_path / "scrambled.tif")
    assert "p-mixer.json" in text and "patchesPerRow is 4" in text and "8" in text
    problems = inspect_files(InspectRequest(result.files))["problems"]
    assert [problem["path"] for problem in problems] == [result.mixer_path]
    assert "patchesPerRow" in problems[0]["message"]


def test_two_records_swapped_with_valid_crcs_are_refused(tmp_path, compressed):
    result = export(tmp_path, "out", compressed=compressed)
    records = list(RecordReader(result.files[1]))
    records[0], records[3] = records[3], records[0]
    rewrite(result.files[1], records)
    assert list(RecordReader(result.files[1]))[0] == records[0]  # a valid file, CRCs and all
    text = refused(result, tmp_path / "swapped.tif")
    assert result.files[1] in text  # plain: the digest read; GZIP compressed again: its size already
    problems = inspect_files(InspectRequest(result.files))["problems"]
    assert [problem["path"] for problem in problems] == [result.files[1]]
    assert "another order" in problems[0]["message"]
    # Inspect looks at one shard as well: the others need not be there, and this one is checked all the same.
    assert not inspect_files(InspectRequest(result.files[:1]))["problems"]
    problems = inspect_files(InspectRequest(result.files[1:2]))["problems"]
    assert [problem["path"] for problem in problems] == [result.files[1]]


def test_a_record_moved_to_the_next_shard_is_refused_naming_the_shard(tmp_path, compressed):
    result = export(tmp_path, "out", compressed=compressed)
    first, second = list(RecordReader(result.files[0])), list(RecordReader(result.files[1]))
    rewrite(result.files[0], first[:-1])
    rewrite(result.files[1], first[-1:] + second)  # 16 records in all, in their order: only the shards differ
    text = refused(result, tmp_path / "moved.tif")
    assert result.files[0] in text
    problems = inspect_files(InspectRequest(result.files))["problems"]
    assert {problem["path"] for problem in problems} == {result.files[0], result.files[1]}
    assert "3 records" in " ".join(problem["message"] for problem in problems)


def test_a_stale_shard_beside_the_export_and_a_missing_one_are_refused(tmp_path):
    result = export(tmp_path, "out")
    stale = result.files[-1].replace("00003", "00004")
    shutil.copyfile(result.files[0], stale)  # an earlier export with more shards left one behind
    assert main(["import-image", "--folder", str(tmp_path / "out"), "--prefix", "p", "-o",
                 str(tmp_path / "stale.tif")]) == 1
    assert not os.path.exists(tmp_path / "stale.tif")
    with pytest.raises(ImageImportError, match="p-00004.tfrecord.gz: not one of the shards"):
        import_image(ImportRequest(result.files + [stale], result.mixer_path, tmp_path / "stale.tif"))
    os.remove(stale)
    with pytest.raises(ImageImportError, match="the files hold 12 records but the mixer's totalPatches is 16"):
        import_image(ImportRequest(result.files[:-1], result.mixer_path, tmp_path / "missing.tif"))


def test_the_untouched_export_and_a_sidecar_without_a_run_import_as_before(tmp_path):
    result = export(tmp_path, "out")
    expected = pixels(source(tmp_path / "again.tif", 0))
    import_image(ImportRequest(result.files, result.mixer_path, tmp_path / "whole.tif"))
    assert np.array_equal(pixels(tmp_path / "whole.tif"), expected)
    # A sidecar written before runs were recorded (or by hand): nothing to check against, as before.
    records = list(RecordReader(result.files[1]))
    records[0], records[3] = records[3], records[0]
    rewrite(result.files[1], records)
    data = json.loads(Path(result.sidecar_path).read_text())
    del data["run"], data["minorVersion"]
    with open(result.sidecar_path, "w") as stream:
        json.dump(data, stream)
    assert read_sidecar(result.sidecar_path).run is None
    import_image(ImportRequest(result.files, result.mixer_path, tmp_path / "unchecked.tif"))
    assert not inspect_files(InspectRequest(result.files))["problems"]


def test_predictions_beside_a_copy_of_the_mixer_and_sidecar_are_not_checked_as_shards(tmp_path):
    """A model's output has names of its own: the run's shard list is not theirs, only its mixer is checked."""
    result = export(tmp_path, "out")
    predictions = tmp_path / "pred"
    predictions.mkdir()
    for name in ("p-mixer.json", "p-sidecar.json"):
        shutil.copyfile(tmp_path / "out" / name, predictions / name)
    paths = []
    for number, path in enumerate(result.files):
        # A prediction a patch, in the export's order (here its own values, in files of other bytes).
        paths.append(str(predictions / f"pred-{number:05d}.tfrecord.gz"))
        write_records(paths[-1], list(RecordReader(path)), "GZIP", level=1)
    import_image(ImportRequest(paths, str(predictions / "p-mixer.json"), tmp_path / "pred.tif"))
    assert np.array_equal(pixels(tmp_path / "pred.tif"), pixels(source(tmp_path / "again.tif", 0)))
    assert not inspect_files(InspectRequest(paths, mixer=str(predictions / "p-mixer.json")))["problems"]
    # The copy of the mixer is the export's, and checked as such: edited, it would scramble the predictions.
    mixer = json.loads((predictions / "p-mixer.json").read_text())
    mixer["patchesPerRow"] = 4
    (predictions / "p-mixer.json").write_text(json.dumps(mixer))
    with pytest.raises(ImageImportError, match="patchesPerRow is 4"):
        import_image(ImportRequest(paths, str(predictions / "p-mixer.json"), tmp_path / "pred-scrambled.tif"))


def test_an_index_file_s_patch_indices_are_checked_too(tmp_path):
    options = FormatOptions(patchDimensions=(PATCH, PATCH), maskedThreshold=0.5)
    result = export_image(ExportRequest([SourceLayer(source(tmp_path / "s.tif", 0, masked_patch=5))], tmp_path / "out",
                                        "p", options))
    index = json.loads(Path(result.index_path).read_text())
    assert index["patchIndices"][4:6] == [4, 6]
    index["patchIndices"][4] = 5  # still increasing: every record placed, patch 4's one patch off
    with open(result.index_path, "w") as stream:
        json.dump(index, stream)
    with pytest.raises(ImageImportError, match="p-index.json: patchIndices"):
        import_image(ImportRequest(result.files, result.index_path, tmp_path / "out.tif"))


EXPORT_LOOP = """
import sys
from tfrecord_bridge.core.export.export_image import export_image
from tfrecord_bridge.core.export.request import ExportRequest
from tfrecord_bridge.core.layout.format_options import FormatOptions
from tfrecord_bridge.core.export.raster_source import SourceLayer
sources, folder, runs = sys.argv[1:3], sys.argv[3], int(sys.argv[4])
options = FormatOptions(patchDimensions=(16, 16), compressed=False, maxFileSize=2 * 1100)
for run in range(runs):
    export_image([SourceLayer(sources[run % 2])], folder, "p", options)
    print(run, flush=True)
"""


@pytest.mark.slow  # a second process exporting in a loop while this one imports: seconds
def test_an_import_while_another_process_replaces_the_export_gives_one_raster_or_refuses(tmp_path):
    """The import reads the shards one after another while a second process commits a new export with the
    prefix: each import gives the old raster or the new one, or refuses; never a mix with exit 0."""
    sources = [source(tmp_path / f"s{seed}.tif", seed) for seed in (0, 1)]
    rasters = []
    for number, path in enumerate(sources):
        export_image(ExportRequest([SourceLayer(path)], tmp_path / f"ref{number}", "p",
                                   FormatOptions(patchDimensions=(16, 16), compressed=False, maxFileSize=2 * 1100)))
        assert main(["import-image", "--folder", str(tmp_path / f"ref{number}"), "--prefix", "p",
                     "-o", str(tmp_path / f"ref{number}.tif")]) == 0
        rasters.append(pixels(tmp_path / f"ref{number}.tif"))
    shutil.copytree(tmp_path / "ref0", tmp_path / "out")
    environment = dict(os.environ, PYTHONPATH=str(ROOT))
    exporter = subprocess.Popen([sys.executable, "-c", EXPORT_LOOP, *sources, str(tmp_path / "out"), "40"],
                                env=environment, stdout=subprocess.DEVNULL)
    outcomes = {"old or new": 0, "refused": 0}
    mixed = []
    deadline = time.monotonic() + 120
    try:
        while exporter.poll() is None and time.monotonic() < deadline:
            output = tmp_path / "read.tif"
            if main(["import-image", "--folder", str(tmp_path / "out"), "--prefix", "p", "-o", str(output)]) != 0:
                outcomes["refused"] += 1
                continue
            values = pixels(output)
            if any(np.array_equal(values, raster) for raster in rasters):
                outcomes["old or new"] += 1
            else:
                mixed.append(int(sum((values != raster).sum() > 0 for raster in rasters)))
            os.remove(output)
    finally:
        if exporter.poll() is None:
            exporter.kill()
        exporter.wait()
    assert not mixed, f"{len(mixed)} mixed rasters with exit 0 ({outcomes})"
    assert outcomes["old or new"] + outcomes["refused"] > 10, outcomes


def test_a_run_that_names_a_path_or_holds_no_count_is_refused_naming_the_sidecar(tmp_path):
    """The run names files beside the sidecar only; its numbers are counts. A later minor version reads."""
    from tfrecord_bridge.core.layout.mixer import MixerError
    result = export(tmp_path, "out")
    data = json.loads(Path(result.sidecar_path).read_text())
    data["minorVersion"] = 7  # additions a version 1 reader ignores
    data["somethingNew"] = {"a": 1}
    Path(result.sidecar_path).write_text(json.dumps(data))
    assert read_sidecar(result.sidecar_path).run.shards[0].name == "p-00000.tfrecord.gz"
    for key, value in (("name", "../other/p-00000.tfrecord.gz"), ("name", "/etc/passwd"), ("records", 1e999),
                       ("bytes", -1), ("sha256", "00")):
        changed = json.loads(json.dumps(data))
        changed["run"]["shards"][0][key] = value
        Path(result.sidecar_path).write_text(json.dumps(changed))
        with pytest.raises(MixerError, match="p-sidecar.json: export sidecar key missing or malformed: run: "):
            read_sidecar(result.sidecar_path)
        with pytest.raises(MixerError, match="p-sidecar.json"):  # as any malformed sidecar: named, no traceback
            import_image(ImportRequest(result.files, result.mixer_path, tmp_path / "out.tif"))
        assert main(["inspect", result.files[0]]) == 1


def test_the_inspect_algorithm_and_the_import_algorithm_report_a_swap(run_algorithm, tmp_path):
    """Through QGIS Processing: inspect counts the swapped shard as a problem, its report names it; the import
    stops with the core's words."""
    from qgis.core import QgsProcessingException
    result = export(tmp_path, "out", compressed=False)
    records = list(RecordReader(result.files[2]))
    records[1], records[2] = records[2], records[1]
    rewrite(result.files[2], records)
    inspected = run_algorithm("tfrecord:inspect", {"INPUT": result.files, "OUTPUT_HTML": str(tmp_path / "r.html")})
    assert inspected["PROBLEMS"] == 1
    assert "p-00002.tfrecord" in (tmp_path / "r.html").read_text() and "another order" in (
        tmp_path / "r.html").read_text()
    with pytest.raises(QgsProcessingException, match="p-00002.tfrecord: its bytes are not those run"):
        run_algorithm("tfrecord:importimage", {"INPUT": result.files, "MIXER": result.mixer_path,
                                               "OUTPUT": str(tmp_path / "swapped.tif")})
    assert not (tmp_path / "swapped.tif").exists()

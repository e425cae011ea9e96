"""Inputs cost what they hold (issue 41, item 6): claimed sizes checked against the bytes present, each
input under a ceiling, FIFOs and devices refused by name, huge numbers refused by name, no traceback.

The memory of a run is measured in a process of its own: Linux's VmHWM of that process, its peak resident
memory (``ru_maxrss`` of a child starts from the process it was forked from, here pytest with its QGIS).
"""

import contextlib
import json
import os
import re
import subprocess
import sys
import threading
import time
import zlib

import numpy as np
import pytest

from helpers import PLUGIN_DIR, write_float_raster

# The bound: no input under 100 MB takes more than 400 MB.
MOST_MEMORY = 400 << 20

_RUN_AND_MEASURE = """
import re, sys
sys.path.insert(0, sys.argv[1])
from tfrecord_bridge.core.cli import main
try:
    code = main(sys.argv[2:])
finally:
    with open("/proc/self/status") as status:
        peak = int(re.search(r"VmHWM:\\s*(\\d+) kB", status.read()).group(1)) * 1024
    print(f"PEAK {peak}", file=sys.stderr)
sys.exit(code)
"""


def run_command(*arguments, timeout=60):
    """(exit code, stdout and stderr, peak memory in bytes, seconds) of ``tfrecord-bridge ARGUMENTS`` in a process
    of its own; a run still going after ``timeout`` seconds (a FIFO waited on) fails the test."""
    started = time.perf_counter()
    try:
        result = subprocess.run([sys.executable, "-c", _RUN_AND_MEASURE, str(PLUGIN_DIR), *map(str, arguments)],
                                capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        pytest.fail(f"tfrecord-bridge {' '.join(map(str, arguments))} still ran after {timeout} s")
    seconds = time.perf_counter() - started
    output = result.stdout + result.stderr
    peak = re.search(r"PEAK (\d+)", output)
    return result.returncode, output, int(peak.group(1)) if peak else None, seconds


def _one_patch_export(folder, values=4, prefix="p"):
    """A hand-made export: one record of a float feature 'b' of ``values`` values, and a mixer of one patch."""
    from tfrecord_bridge.core.codec.example import encode_example
    from tfrecord_bridge.core.codec.records import write_records
    folder.mkdir(exist_ok=True)
    shard = folder / f"{prefix}-00000.tfrecord.gz"
    write_records(shard, [encode_example({"b": np.zeros(values, np.float32)})])
    side = int(values ** 0.5)
    (folder / f"{prefix}-mixer.json").write_text(json.dumps(_mixer(side, 1, 1)))
    return shard


def _mixer(side, per_row, total, crs="EPSG:32633"):
    return {"projection": {"crs": crs, "affine": {"doubleMatrix": [1.0, 0.0, 0.0, 0.0, -1.0, 0.0]}},
            "patchDimensions": [side, side], "patchesPerRow": per_row, "totalPatches": total}


@pytest.mark.slow  # a process of its own
def test_a_small_mixer_claiming_half_a_billion_patches_is_refused_at_once(tmp_path):
    # As a user found: 215 bytes of mixer claiming 536,870,904 patches took 1.66 GB and 25 s to refuse (3.2 GB
    # here): the GeoTIFF was made, its tile index for the whole grid, before the records ran out.
    _one_patch_export(tmp_path, values=64 * 64)
    mixer = tmp_path / "p-mixer.json"
    mixer.write_text(json.dumps(_mixer(64, 24, 536_870_904), separators=(",", ":")))
    assert mixer.stat().st_size < 215
    code, output, peak, seconds = run_command("import-image", "--folder", tmp_path, "-o", tmp_path / "out.tif")
    assert code == 1 and "Traceback" not in output, output
    assert f"{mixer}: the mixer describes 536870904 patches" in output
    assert re.search(r"but 1 file can hold at most \d\d such records", output)
    assert peak < MOST_MEMORY, peak
    assert seconds < 20, seconds
    assert not (tmp_path / "out.tif").exists()


def _record_of_many_features(count):
    """An Example of ``count`` features, each an empty float list: 16 bytes of record a feature."""
    from tfrecord_bridge.core.codec.example import varint
    entries = []
    for number in range(count):
        key = b"k%07d" % number
        entry = b"\x0a" + varint(len(key)) + key + b"\x12\x02\x12\x00"
        entries.append(b"\x0a" + varint(len(entry)) + entry)
    features = b"".join(entries)
    return b"\x0a" + varint(len(features)) + features


@pytest.mark.slow  # a process of its own
def test_inspecting_a_record_of_a_million_features_is_bounded(tmp_path):
    # As a user found: a 20 MB record of 10^6 keys took 1.37 GB in inspect, decoded into Python objects whole.
    from tfrecord_bridge.core.codec.records import write_records
    path = tmp_path / "many.tfrecord"
    write_records(path, [_record_of_many_features(10 ** 6)], compression=None)
    code, output, peak, _ = run_command("inspect", path)
    assert "Traceback" not in output, output
    assert "more than 100000 features in one record" in output
    assert peak < MOST_MEMORY, peak


def test_records_of_many_features_are_described_up_to_the_ceiling(tmp_path, monkeypatch):
    # Records each naming other features: the features described stop at the ceiling, which a problem says.
    from tfrecord_bridge.core import inspect
    from tfrecord_bridge.core.codec.example import encode_example
    from tfrecord_bridge.core.codec.records import write_records
    monkeypatch.setattr(inspect, "MAX_FEATURES_DESCRIBED", 10)
    path = tmp_path / "r.tfrecord"
    write_records(path, [encode_example({f"f{record}_{i}": np.zeros(1, np.float32) for i in range(4)})
                         for record in range(5)], compression=None)
    summary = inspect.inspect_files(inspect.InspectRequest([path]))
    assert len(summary["features"]) == 10 and summary["records"] == 5
    assert [problem["record"] for problem in summary["problems"]] == [2]
    assert "more than 10 features" in summary["problems"][0]["message"]


def _gzip_of_one_zero_record(path, length):
    """A gzip file of one valid record of ``length`` zero bytes (CRCs right), built from one deflated 64 MiB
    piece repeated: a gigabyte in about a megabyte, in a second."""
    from tfrecord_bridge.core.codec.crc32c import crc32c, masked_crc32c
    from tfrecord_bridge.core.codec.records import _mask, frame_header
    piece_size = 64 << 20
    pieces, rest = divmod(length, piece_size)
    zeros = bytes(piece_size)
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    deflated_piece = deflate.compress(zeros) + deflate.flush(zlib.Z_FULL_FLUSH)
    data_crc = 0
    gzip_crc = zlib.crc32(frame_header(length))
    for _ in range(pieces):
        data_crc = crc32c(zeros, data_crc)
        gzip_crc = zlib.crc32(zeros, gzip_crc)
    footer = masked_crc32c(b"") if length == 0 else _mask(crc32c(bytes(rest), data_crc)).to_bytes(4, "little")
    gzip_crc = zlib.crc32(footer, zlib.crc32(bytes(rest), gzip_crc))
    head = zlib.compressobj(9, zlib.DEFLATED, -15)
    tail = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = (head.compress(frame_header(length)) + head.flush(zlib.Z_FULL_FLUSH) + deflated_piece * pieces
            + tail.compress(bytes(rest) + footer) + tail.flush(zlib.Z_FINISH))
    size = (len(frame_header(length)) + length + 4) & 0xFFFFFFFF
    path.write_bytes(b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff" + body + gzip_crc.to_bytes(4, "little")
                     + size.to_bytes(4, "little"))


@pytest.mark.slow  # a process of its own, and a gigabyte of zeros checksummed to build the file
def test_a_gzip_holding_one_valid_gigabyte_record_is_refused_by_its_length(tmp_path):
    # As a user found: 1 MB of gzip holding one valid 1 GiB record took 2.2 GB: the record's length was believed.
    from tfrecord_bridge.core.codec.records import read_records
    small = tmp_path / "small.tfrecord.gz"
    _gzip_of_one_zero_record(small, 1000)
    assert list(read_records(small)) == [bytes(1000)]  # the builder makes valid files
    path = tmp_path / "bomb.tfrecord.gz"
    _gzip_of_one_zero_record(path, 1 << 30)
    assert path.stat().st_size < 2 << 20
    code, output, peak, _ = run_command("inspect", path)
    assert "Traceback" not in output, output
    assert (f"{path}: record 0 at uncompressed byte offset 0: the record declares {1 << 30} bytes, more than the "
            "128 MB a record is read up to; set TFRECORD_BRIDGE_MAX_RECORD_MB to read longer records") in output
    assert peak < MOST_MEMORY, peak


@pytest.mark.slow  # a process of its own, and 240 MiB of zeros checksummed to build the file
def test_a_record_under_the_old_ceiling_whose_import_would_take_600_mb_is_refused(tmp_path):
    """A hostile user's second try: a 240 MiB record in 244 KB of gzip, under the first ceiling (256 MiB), took
    596 MB to import (a record costs about twice its length there). The ceiling is now 128 MiB: ~380 MB."""
    path = tmp_path / "p-00000.tfrecord.gz"
    _gzip_of_one_zero_record(path, 240 << 20)
    assert path.stat().st_size < 1 << 20
    code, output, peak, _ = run_command("inspect", path)
    assert code == 1 and "Traceback" not in output, output
    assert f"the record declares {240 << 20} bytes, more than the 128 MB a record is read up to" in output, output
    assert peak < MOST_MEMORY, peak


def test_an_export_whose_records_pass_the_read_ceiling_says_so_and_how_to_read_them(tmp_path, monkeypatch):
    """The export writes records of any length (TensorFlow reads them), but this plugin's import and inspect
    refuse one over the ceiling: the export's log says so before the user finds out at the import."""
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    raster = write_float_raster(str(tmp_path / "r.tif"), np.zeros((512, 512), dtype=np.float32))
    monkeypatch.setenv("TFRECORD_BRIDGE_MAX_RECORD_MB", "1")
    lines = []
    export_image(ExportRequest([SourceLayer(raster)], tmp_path / "out", "p", FormatOptions(patchDimensions=(512, 512))),
                 log=lines.append)
    warnings = [line for line in lines if "more than the 1 MB this plugin reads a record up to" in line]
    assert len(warnings) == 1 and "TFRECORD_BRIDGE_MAX_RECORD_MB=2 where they are read" in warnings[0], lines
    lines.clear()
    monkeypatch.setenv("TFRECORD_BRIDGE_MAX_RECORD_MB", "2")
    export_image(ExportRequest([SourceLayer(raster)], tmp_path / "out", "p", FormatOptions(patchDimensions=(512, 512))),
                 log=lines.append)
    assert not [line for line in lines if "reads a record up to" in line], lines


def test_the_record_ceiling_can_be_raised(tmp_path, monkeypatch):
    from tfrecord_bridge.core.codec.records import TFRecordError, read_records, write_records
    path = tmp_path / "long.tfrecord"
    write_records(path, [bytes(3 << 20)], compression=None)
    monkeypatch.setenv("TFRECORD_BRIDGE_MAX_RECORD_MB", "2")
    with pytest.raises(TFRecordError, match="long.tfrecord: record 0 at byte offset 0: the record declares 3145728 "
                                            "bytes, more than the 2 MB a record is read up to"):
        list(read_records(path))
    monkeypatch.setenv("TFRECORD_BRIDGE_MAX_RECORD_MB", "4")
    assert list(read_records(path)) == [bytes(3 << 20)]


@pytest.mark.slow  # a process of its own
def test_a_big_class_table_is_refused_by_its_size(tmp_path):
    # As a user found: a 15 MB class table took 1 GB.
    _one_patch_export(tmp_path)
    table = tmp_path / "classes.csv"
    table.write_text("".join(f"{value},class number {value} of many\n" for value in range(500_000)))
    assert table.stat().st_size > 15 << 20
    code, output, peak, _ = run_command("import-image", "--folder", tmp_path, "--class-table", table,
                                        "-o", tmp_path / "out.tif")
    assert code == 1 and "Traceback" not in output, output
    assert f"{table}: cannot read the class table: it holds more than 8 MB, the most a class table may hold" in output
    assert peak < MOST_MEMORY, peak


def test_a_class_table_of_too_many_classes_is_refused(tmp_path):
    from tfrecord_bridge.core.layout.class_table import ClassTableError, read_class_table
    table = tmp_path / "classes.csv"
    table.write_text("".join(f"{value},c{value}\n" for value in range(70_000)))
    with pytest.raises(ClassTableError, match="classes.csv: the class table lists more than 65536 classes"):
        read_class_table(table)
    table.write_text(json.dumps({"labels": {"classes": [{"value": v, "name": f"c{v}"} for v in range(70_000)]}}))
    with pytest.raises(ClassTableError, match="classes.csv: the class table lists more than 65536 classes"):
        read_class_table(table)


def _fifo(path):
    os.mkfifo(path)
    return path


@pytest.mark.slow  # processes of their own, each given 30 s before it counts as hung
@pytest.mark.parametrize("planted", ["fifo mixer", "/dev/zero mixer", "fifo sidecar", "fifo class table",
                                     "/dev/zero class table", "fifo shard"])
def test_fifos_and_devices_are_refused_as_inputs_by_name(tmp_path, planted):
    # As a user found: a mixer that is a link to /dev/zero grew until a MemoryError; a FIFO as mixer hung forever.
    shard = _one_patch_export(tmp_path)
    arguments = ["import-image", "--folder", tmp_path, "-o", tmp_path / "out.tif"]
    kind, role = planted.split(" ", 1)
    target = {"mixer": tmp_path / "p-mixer.json", "sidecar": tmp_path / "p-sidecar.json",
              "class table": tmp_path / "classes.csv", "shard": shard}[role]
    target.unlink(missing_ok=True)
    if kind == "fifo":
        _fifo(target)
    else:
        target.symlink_to("/dev/zero")
    if role == "class table":
        arguments += ["--class-table", target]
    code, output, peak, seconds = run_command(*arguments, timeout=30)
    assert code == 1 and "Traceback" not in output, output
    words = "a FIFO (named pipe)" if kind == "fifo" else "a character device"
    assert re.search(f"{re.escape(str(target))}: .*it is {re.escape(words)}, not a regular file", output), output
    assert seconds < 20 and peak < MOST_MEMORY


@pytest.mark.slow  # processes of their own, each given 30 s before it counts as hung
@pytest.mark.parametrize("planted", ["fifo source", "/dev/zero source", "fifo label layer"])
def test_fifos_and_devices_are_refused_as_export_inputs_by_name(tmp_path, planted):
    # As a user found: a FIFO as the source raster hung until signalled (GDAL waited for a writer); a FIFO as
    # --label-layer hung deaf to SIGTERM. Each is refused by name before GDAL or OGR opens it.
    raster = write_float_raster(tmp_path / "in.tif", np.ones((16, 16)))
    kind, role = planted.split(" ", 1)
    target = tmp_path / ("in.gpkg" if role == "label layer" else "planted.tif")
    if kind == "fifo":
        _fifo(target)
    else:
        target.symlink_to("/dev/zero")
    arguments = ["export-image", target if role == "source" else raster, "-o", tmp_path / "out", "--prefix", "p",
                 "--patch-dimensions", "8,8"]
    if role == "label layer":
        arguments += ["--label-layer", target, "--label-field", "class"]
    code, output, _, seconds = run_command(*arguments, timeout=30)
    assert code == 1 and "Traceback" not in output, output
    words = "a FIFO (named pipe)" if kind == "fifo" else "a character device"
    assert re.search(f"{re.escape(str(target))}.*it is {re.escape(words)}, not a regular file", output), output
    assert seconds < 20


def _release_fifo_later(fifo, seconds=5):
    """Open and close ``fifo`` as a writer after ``seconds`` (if anyone waits on it): a reader that waited is
    let go at the end of an empty stream, so a test of code that would wait fails instead of hanging."""
    def release():
        time.sleep(seconds)
        with contextlib.suppress(OSError):  # no reader waiting: nothing to release
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    threading.Thread(target=release, daemon=True).start()


def test_the_core_refuses_fifos_as_rasters_and_label_layers(tmp_path):
    from tfrecord_bridge.core.export.labels import LabelError, LabelSource, _open_layer
    from tfrecord_bridge.core.export.raster_source import RasterSourceError, open_raster
    fifo = _fifo(tmp_path / "in.gpkg")
    _release_fifo_later(fifo)
    with pytest.raises(RasterSourceError, match=r"in.gpkg: cannot open as a raster \(it is a FIFO"):
        open_raster(str(fifo))
    _release_fifo_later(fifo)
    with pytest.raises(LabelError, match=r"in.gpkg as vector data \(it is a FIFO"):
        _open_layer(LabelSource(str(fifo)))


# --- huge numbers in an export sidecar: refused by name, never a traceback --------------------------------

_SIDECAR_CASES = {
    "kernelSize": ({"kernelSize": ["HUGE", 1]}, "kernelSize inf is not a whole number in range"),
    "maskedPatches": ({"maskedPatches": "HUGE"}, "maskedPatches inf is not a whole number in range"),
    "labels.nodata": ({"labels": {"band": "label", "nodata": "HUGE", "classes": []}},
                      "labels.nodata inf is not a whole number in range"),
    "classPixels": ({"classPixels": {"all": {"1": "HUGE"}}}, "classPixels.all.1 inf is not a whole number in range"),
    "splits prefix": ({"splits": {"blockSize": 1, "seed": 0, "sets": {"train": {"prefix": 5, "patches": 1}}}},
                      "splits.sets.train.prefix 5 is not a text"),
}


@pytest.fixture(scope="module")
def small_export(tmp_path_factory):
    """An export of a 16 x 16 raster in 8 x 8 patches, with its sidecar."""
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    folder = tmp_path_factory.mktemp("export")
    raster = write_float_raster(folder / "in.tif", np.arange(256).reshape(16, 16))
    result = export_image(ExportRequest([SourceLayer(raster)], folder / "out", "p",
                                        FormatOptions(patchDimensions=[8, 8])))
    return folder / "out", result


def _plant_sidecar(export_folder, folder, change):
    """A copy of the export in ``folder`` whose sidecar has ``change`` (HUGE: the number 1e999, as JSON reads it)."""
    import shutil
    shutil.copytree(export_folder, folder)
    path = folder / "p-sidecar.json"
    data = json.loads(path.read_text())
    data.update(change)
    path.write_text(json.dumps(data).replace('"HUGE"', "1e999"))
    return path


@pytest.mark.parametrize("case", list(_SIDECAR_CASES))
def test_huge_numbers_in_a_sidecar_are_refused_by_name_on_import_and_inspect(tmp_path, small_export, case):
    from tfrecord_bridge.core.importing.import_image import ImportRequest, import_image
    from tfrecord_bridge.core.inspect import InspectRequest, inspect_files
    from tfrecord_bridge.core.layout.mixer import MixerError
    change, words = _SIDECAR_CASES[case]
    sidecar = _plant_sidecar(small_export[0], tmp_path / "copy", change)
    shards = sorted(str(path) for path in (tmp_path / "copy").glob("p-0*.tfrecord.gz"))
    expected = f"{sidecar}: export sidecar key missing or malformed: {words}"
    with pytest.raises(MixerError) as raised:
        import_image(ImportRequest(shards, tmp_path / "copy" / "p-mixer.json", tmp_path / "out.tif"))
    assert str(raised.value).startswith(expected)
    summary = inspect_files(InspectRequest(shards))
    assert [problem["message"][:len(expected)] for problem in summary["problems"]] == [expected]


@pytest.mark.parametrize("case", [case for case in _SIDECAR_CASES if case != "splits prefix"])
def test_an_export_over_a_prefix_whose_sidecar_holds_huge_numbers_replaces_it(tmp_path, small_export, case):
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    from tfrecord_bridge.core.layout.sidecar import read_sidecar
    sidecar = _plant_sidecar(small_export[0], tmp_path / "copy", _SIDECAR_CASES[case][0])
    raster = write_float_raster(tmp_path / "in.tif", np.ones((16, 16)))
    export_image(ExportRequest([SourceLayer(raster)], tmp_path / "copy", "p", FormatOptions(patchDimensions=[8, 8])))
    assert read_sidecar(sidecar).kernelSize == [1, 1]


def test_a_set_prefix_that_is_a_number_names_no_set(tmp_path, small_export):
    # A training set's index finds the split export's sidecar by the set prefixes it lists: a number is none.
    from tfrecord_bridge.core.layout.naming import sidecar_beside
    _plant_sidecar(small_export[0], tmp_path / "copy", _SIDECAR_CASES["splits prefix"][0])
    assert sidecar_beside(tmp_path / "copy" / "p-train-index.json") is None


@pytest.mark.slow  # a process of its own
def test_a_huge_number_in_a_sidecar_gives_a_message_not_a_traceback(tmp_path, small_export):
    _plant_sidecar(small_export[0], tmp_path / "copy", {"kernelSize": ["HUGE", 1]})
    code, output, _, _ = run_command("import-image", "--folder", tmp_path / "copy", "-o", tmp_path / "out.tif")
    assert code == 1 and "Traceback" not in output, output
    assert "p-sidecar.json: export sidecar key missing or malformed: kernelSize inf is not a whole number" in output


# --- JSON inputs: too deep, too long ------------------------------------------------------------------------

def test_json_nested_too_deep_is_refused_naming_the_file(tmp_path, small_export):
    from tfrecord_bridge.core.layout.class_table import ClassTableError, read_class_table
    from tfrecord_bridge.core.layout.mixer import MixerError, read_mixer
    from tfrecord_bridge.core.layout.sidecar import read_sidecar
    # As a user found: [[[[...]]]] 100,000 deep gave "maximum recursion depth exceeded", naming no file.
    # 5,000 deep stops Python 3.11's parser, not 3.13's (Debian trixie's): there the file is read, and refused
    # for what it holds, still naming it. 100,000 deep stops both.
    for depth, refusal in ((5_000, "nested too deep to read|not a TFRecord Bridge export sidecar|class table"),
                           (100_000, "nested too deep to read")):
        deep = "[" * depth + "]" * depth
        for name, read, error in (("m-sidecar.json", read_sidecar, MixerError),
                                  ("classes.json", read_class_table, ClassTableError)):
            path = tmp_path / name
            path.write_text(deep)
            with pytest.raises(error, match=f"{name}: .*({refusal})"):
                read(path)
    path = tmp_path / "m-mixer.json"
    path.write_text("[" * 5_000 + "]" * 5_000)
    with pytest.raises(MixerError, match="m-mixer.json: (not valid JSON .arrays or objects nested too deep to read"
                                         "|a mixer is a JSON object)"):  # as above: Python 3.13 reads it
        read_mixer(path)
    # As a mixer, the brackets alone refuse it before it is parsed: a mixer has a handful.
    for text in ("[" * 100_000 + "]" * 100_000, json.dumps({**_mixer(8, 1, 1), "x": [[]] * 20_000})):
        path.write_text(text)
        with pytest.raises(MixerError, match="m-mixer.json: not valid JSON .more than 10000 arrays and objects"):
            read_mixer(path)


@pytest.mark.slow  # a process of its own
def test_deep_json_as_format_options_file_or_export_lock_is_refused_naming_the_file(tmp_path):
    # As a user found: "maximum recursion depth exceeded while decoding a JSON array", naming no file.
    deep = "[" * 100_000 + "]" * 100_000
    raster = write_float_raster(tmp_path / "in.tif", np.ones((16, 16)))
    options = tmp_path / "options.json"
    options.write_text(deep)
    code, output, _, _ = run_command("export-image", raster, "-o", tmp_path / "out", "--prefix", "p",
                                     "--format-options", f"@{options}")
    assert code != 0 and "Traceback" not in output and "recursion" not in output, output
    assert f"{options}: not valid JSON (arrays or objects nested too deep to read)" in output, output
    (tmp_path / "out").mkdir()
    lock = tmp_path / "out" / "p-export.lock"
    lock.write_text(deep)
    code, output, _, _ = run_command("export-image", raster, "-o", tmp_path / "out", "--prefix", "p",
                                     "--patch-dimensions", "8,8")
    assert code != 0 and "Traceback" not in output and "recursion" not in output, output
    assert f"{lock} is not a lock this plugin wrote" in output, output


def test_pasted_format_options_nested_too_deep_are_refused_with_a_message():
    from tfrecord_bridge.core.layout.format_options import FormatOptions, FormatOptionsError
    with pytest.raises(FormatOptionsError, match=r"formatOptions is not valid JSON: arrays or objects nested too deep"):
        FormatOptions.from_ee("[" * 100_000 + "]" * 100_000)


def test_a_ten_megabyte_crs_is_shortened_in_the_message(tmp_path):
    from tfrecord_bridge.core.importing.import_image import ImageImportError, ImportRequest, import_image
    shard = _one_patch_export(tmp_path)
    (tmp_path / "p-mixer.json").write_text(json.dumps(_mixer(2, 1, 1, crs="X" * 10_000_000)))
    with pytest.raises(ImageImportError) as raised:
        import_image(ImportRequest([shard], tmp_path / "p-mixer.json", tmp_path / "out.tif"))
    assert len(str(raised.value)) < 300
    assert "'XXXXXXXX" in str(raised.value) and "(10000002 characters)" in str(raised.value)


def test_a_crs_gdal_does_not_know_is_refused_naming_the_mixer(tmp_path):
    from tfrecord_bridge.core.importing.import_image import ImageImportError, ImportRequest, import_image
    shard = _one_patch_export(tmp_path)
    mixer = tmp_path / "p-mixer.json"
    mixer.write_text(json.dumps(_mixer(2, 1, 1, crs="EPSG:999999")))
    with pytest.raises(ImageImportError, match=f"^{re.escape(str(mixer))}: the mixer's CRS 'EPSG:999999' is not"):
        import_image(ImportRequest([shard], mixer, tmp_path / "out.tif"))


@pytest.mark.slow  # processes of their own, each given 30 s before it counts as hung
@pytest.mark.parametrize("kind", ["fifo", "/dev/zero"])
def test_a_shard_of_an_export_with_a_sidecar_that_is_a_fifo_or_device_is_refused_for_what_it_is(tmp_path,
                                                                                                  small_export, kind):
    # As a user found: a FIFO given as a shard was said to be "0 bytes, but the export sidecar ... says ... wrote
    # 12046 bytes": its size is not what is wrong with it.
    import shutil
    folder = tmp_path / "copy"
    shutil.copytree(small_export[0], folder)
    shard = sorted(folder.glob("p-0*.tfrecord.gz"))[0]
    shard.unlink()
    if kind == "fifo":
        _fifo(shard)
    else:
        shard.symlink_to("/dev/zero")
    code, output, _, _ = run_command("import-image", "--folder", folder, "-o", tmp_path / "out.tif", timeout=30)
    assert code == 1 and "Traceback" not in output, output
    words = "a FIFO (named pipe)" if kind == "fifo" else "a character device"
    assert re.search(f"{re.escape(str(shard))}: .*it is {re.escape(words)}, not a regular file", output), output
    assert "bytes, but the export sidecar" not in output, output


def test_an_oversized_mixer_is_refused_by_its_size(tmp_path):
    from tfrecord_bridge.core.layout.mixer import MixerError, read_mixer
    path = tmp_path / "m-index.json"
    path.write_text(json.dumps({**_mixer(8, 1, 1), "patchIndices": list(range(3_000_000))}))
    with pytest.raises(MixerError, match="m-index.json: cannot read the mixer: it holds more than 16 MB, the most a "
                                         "mixer or index file may hold"):
        read_mixer(path)


# --- plain text wherever a file's content is shown -----------------------------------------------------------

_ANSI_NAME = "\x1b[2J\x1b[31mred\x9b0m\nforged line"


def test_inspect_escapes_control_characters_of_feature_names(tmp_path, capsys):
    # As a user found: inspect printed a feature name's ANSI escapes raw, which cleared and coloured the terminal.
    from tfrecord_bridge.core.cli import main
    from tfrecord_bridge.core.codec.example import encode_example
    from tfrecord_bridge.core.codec.records import write_records
    path = tmp_path / "a\x1bb.tfrecord"
    write_records(path, [encode_example({_ANSI_NAME: np.zeros(4, np.float32)})], compression=None)
    assert main(["inspect", str(path)]) == 0
    output = capsys.readouterr()
    shown = output.out + output.err
    assert not re.search("[\x00-\x09\x0b-\x1f\x7f-\x9f]", shown)
    assert "features \\x1b[2J\\x1b[31mred\\x9b0m\\nforged line: float" in shown
    assert "a\\x1bb.tfrecord: 1 record" in shown and "1 records" not in shown


def test_the_inspection_report_shows_control_characters_escaped(tmp_path):
    from tfrecord_bridge.core.codec.example import encode_example
    from tfrecord_bridge.core.codec.records import write_records
    from tfrecord_bridge.core.inspect import InspectRequest, inspect_files, numpy_snippet, tensorflow_snippet
    from tfrecord_bridge.provider.inspect import report_html
    path = tmp_path / "a.tfrecord"
    write_records(path, [encode_example({_ANSI_NAME + "<a href='x'>": np.zeros(4, np.float32)})], compression=None)
    summary = inspect_files(InspectRequest([path]))
    html = report_html(summary, tensorflow_snippet(summary), numpy_snippet(summary))
    assert not re.search("[\x00-\x09\x0b-\x1f\x7f-\x9f]", html)
    assert "\\x1b[2J\\x1b[31mred\\x9b0m\\nforged line&lt;a href=&#x27;x&#x27;&gt;" in html


# --- importtable: names a table file cannot hold, nothing under the final name on failure -----------------------

def _table_records(path, rows):
    from tfrecord_bridge.core.codec.example import encode_example
    from tfrecord_bridge.core.codec.records import write_records
    write_records(path, [encode_example({key: np.array([value], np.float32) for key, value in row.items()})
                         for row in rows])
    return str(path)


def _fields_and_rows(path):
    from osgeo import ogr
    source = ogr.Open(str(path))
    layer = source.GetLayer(0)
    definition = layer.GetLayerDefn()
    names = [definition.GetFieldDefn(i).GetName() for i in range(definition.GetFieldCount())]
    rows = [[feature.GetField(i) for i in range(len(names))] for feature in layer]
    return layer.GetName(), names, rows


def test_importtable_renames_the_names_a_geopackage_cannot_hold_and_says_so(run_algorithm, tmp_path):
    # As a user found: a key 'fid' (not ids), or 'UPPER' and 'upper', gave "Could not write feature into OUTPUT"
    # and 2 of 4 rows under the final name; a key "" was dropped with exit 0.
    rows = [{"fid": 1.0, "UPPER": 1.0, "upper": 2.0, "": 3.0, "upper_2": 4.0},
            {"fid": 1.0, "UPPER": 5.0, "upper": 6.0, "": 7.0, "upper_2": 8.0},
            {"fid": 2.5, "UPPER": 9.0, "upper": 10.0, "": 11.0, "upper_2": 12.0},
            {"fid": 3.0, "UPPER": 13.0, "upper": 14.0, "": 15.0, "upper_2": 16.0}]
    source = _table_records(tmp_path / "t.tfrecord.gz", rows)
    out = tmp_path / "t.gpkg"
    result = run_algorithm("tfrecord:importtable", {"INPUT": [source], "OUTPUT": str(out)})
    assert result["OUTPUT"] == str(out) and result["RECORDS"] == 4
    layer_name, names, values = _fields_and_rows(out)
    assert layer_name == "t"
    assert names == ["fid_2", "UPPER", "upper_3", "field", "upper_2"]
    assert values == [[1.0, 1.0, 2.0, 3.0, 4.0], [1.0, 5.0, 6.0, 7.0, 8.0], [2.5, 9.0, 10.0, 11.0, 12.0],
                      [3.0, 13.0, 14.0, 15.0, 16.0]]
    assert run_algorithm.feedback.warnings == [
        "feature 'fid' is loaded as field 'fid_2': t.gpkg keeps its feature ids in a field of that name, and these "
        "values are not a whole number in every record, each another",
        "feature 'upper' is loaded as field 'upper_3': a field of that name, apart from case, comes before it, and "
        "table files do not tell names apart by case",
        "feature '' is loaded as field 'field': a field needs a name"]
    assert sorted(os.listdir(tmp_path)) == ["t.gpkg", "t.tfrecord.gz"]


@pytest.mark.parametrize("extension", [".gpkg", ".geojson", ".shp"])
def test_a_cancelled_importtable_leaves_nothing_under_the_final_name(run_algorithm, tmp_path, extension):
    from qgis.core import QgsProcessingException

    from helpers import cancelling_feedback
    source = _table_records(tmp_path / "t.tfrecord.gz", [{"a": float(i), "b": 2.0} for i in range(2_000)])
    out = tmp_path / "out" / f"t{extension}"
    with pytest.raises(QgsProcessingException, match="Cancelled"):
        run_algorithm("tfrecord:importtable", {"INPUT": [source], "OUTPUT": str(out)},
                      feedback=cancelling_feedback(after_percent=70))
    assert sorted(os.listdir(tmp_path)) == ["t.tfrecord.gz"]


def test_an_oversized_sidecar_is_refused_by_its_size(tmp_path, small_export):
    from tfrecord_bridge.core.layout.mixer import MixerError
    from tfrecord_bridge.core.layout.sidecar import read_sidecar
    sidecar = _plant_sidecar(small_export[0], tmp_path / "copy", {"padding": "x" * (9 << 20)})
    with pytest.raises(MixerError, match="p-sidecar.json: cannot read the export sidecar: it holds more than 8 MB, "
                                         "the most an export sidecar may hold"):
        read_sidecar(sidecar)

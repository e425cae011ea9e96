"""The tfrecord-bridge command: pip-installable without QGIS, the algorithms' options, clear errors."""

import io
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from osgeo import gdal

from helpers import PLUGIN_ROOT, ROOT, command_stopped_by_a_signal, write_float_raster
from tfrecord_bridge.core import read_records
from tfrecord_bridge.core.cli import ProgressBar, main
from tfrecord_bridge.core.export.export_image import export_image
from tfrecord_bridge.core.export.raster_source import SourceLayer
from tfrecord_bridge.core.export.request import ExportRequest
from tfrecord_bridge.core.importing.import_image import ImportRequest, import_image
from tfrecord_bridge.core.layout.format_options import FormatOptions
from tfrecord_bridge.core.layout.naming import find_shards, mixer_path

SYSTEM_PYTHON = "/usr/bin/python3"
# What the checkout holds that is not the package: the copy pip builds from leaves them out.
NOT_SOURCES = shutil.ignore_patterns(".venv", ".build", ".git", "build", "*.egg-info", "__pycache__",
                                     ".pytest_cache", ".hypothesis")


def records_of(folder, prefix):
    return [record for path in find_shards(str(folder), prefix) for record in read_records(path)]


@pytest.fixture
def rgb(shared_data):
    return str(shared_data / "rasterio" / "RGB.byte.tif")


@pytest.mark.slow  # a venv and a pip install of the checkout
def test_pip_install_gives_the_core_and_the_command_without_qgis(tmp_path, rgb):
    if subprocess.run([SYSTEM_PYTHON, "-c", "import ensurepip"], capture_output=True).returncode:
        # The QGIS 3.40/3.44 chroots (qgis_chroot.sh) hold no python3-venv; the host's run checks packaging.
        pytest.skip(f"{SYSTEM_PYTHON} cannot make a venv (python3-venv is not installed)")
    source = tmp_path / "checkout"
    shutil.copytree(ROOT, source, ignore=NOT_SOURCES)
    venv = tmp_path / "venv"
    subprocess.run([SYSTEM_PYTHON, "-m", "venv", "--system-site-packages", str(venv)], check=True)
    python, command = venv / "bin" / "python", venv / "bin" / "tfrecord-bridge"
    installed = subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                                str(source)], capture_output=True, text=True)
    assert installed.returncode == 0, installed.stderr[-3000:]
    away = tmp_path / "elsewhere"  # no checkout on the path: only what pip installed
    away.mkdir()

    package = Path(subprocess.run(
        [str(python), "-I", "-c", "import tfrecord_bridge, os; print(os.path.dirname(tfrecord_bridge.__file__))"],
        cwd=away, capture_output=True, text=True, check=True).stdout.strip())
    assert package.parent.name == "site-packages"
    assert (package / "core" / "cli.py").is_file()
    # Every package of core: pyproject lists them one by one, so a new one left out would be missing here.
    packages = [folder.name for folder in (ROOT / "tfrecord_bridge" / "core").iterdir()
                if (folder / "__init__.py").is_file()]
    assert "predict" in packages and [name for name in packages if not (package / "core" / name).is_dir()] == []
    for absent in ("provider", "ui", "tests", "benchmarks", "scripts"):
        assert not (package / absent).exists(), absent

    # The core and the command import with QGIS made unimportable.
    guarded = subprocess.run(
        [str(python), "-I", "-c", "import sys; sys.modules['qgis'] = None\n"
         "import tfrecord_bridge.core, tfrecord_bridge.core.cli, tfrecord_bridge.core.export.export_image, "
         "tfrecord_bridge.core.importing.import_image, tfrecord_bridge.core.distributed\n"
         "assert not any(name.startswith('qgis') and sys.modules[name] for name in sys.modules)\n"
         "from importlib.metadata import version; print(version('tfrecord-bridge'))"],
        cwd=away, capture_output=True, text=True)
    assert guarded.returncode == 0, guarded.stderr
    metadata_version = next(line.split("=", 1)[1].strip()
                            for line in (PLUGIN_ROOT / "metadata.txt").read_text().splitlines()
                            if line.startswith("version="))
    assert guarded.stdout.strip() == metadata_version

    helped = subprocess.run([str(command), "--help"], cwd=away, capture_output=True, text=True)
    assert helped.returncode == 0 and "export-image" in helped.stdout and "import-image" in helped.stdout

    if subprocess.run([str(python), "-c", "import distributed"], cwd=away, capture_output=True).returncode:
        # Without the [dask] extra, asking for a cluster says what to install.
        clustered = subprocess.run([str(command), "export-image", rgb, "-o", str(tmp_path / "nodask"), "--workers",
                                    "2"], cwd=away, capture_output=True, text=True)
        assert clustered.returncode == 1 and "pip install 'tfrecord-bridge[dask]'" in clustered.stderr
        assert "Traceback" not in clustered.stderr

    exported = subprocess.run([str(command), "export-image", rgb, "-o", str(tmp_path / "out"),
                               "--format-options", '{"patchDimensions": [128, 128], "kernelSize": [3, 3]}'],
                              cwd=away, capture_output=True, text=True)
    assert exported.returncode == 0, exported.stderr
    expected = export_image(ExportRequest([SourceLayer(rgb)], tmp_path / "expected", "patches",
                                          FormatOptions(patchDimensions=(128, 128), kernelSize=(3, 3))))
    assert records_of(tmp_path / "out", "patches") == records_of(tmp_path / "expected", "patches")
    assert Path(mixer_path(str(tmp_path / "out"), "patches")).read_text() == Path(expected.mixer_path).read_text()


def test_format_options_json_overrides_the_single_options_as_in_the_algorithm(tmp_path, rgb, capsys):
    status = main(["export-image", rgb, "-o", str(tmp_path / "cli"), "--prefix", "p", "--patch-dimensions", "64,64",
                   "--kernel-size", "5", "--max-file-size", "100000", "--no-compressed", "--value-type", "native",
                   "--format-options", '{"patchDimensions": [100, 100], "maskedThreshold": 0.5}'])
    assert status == 0
    options = FormatOptions.from_ee('{"patchDimensions": [100, 100], "maskedThreshold": 0.5}',
                                    patchDimensions="64,64", kernelSize="5", maxFileSize=100000, compressed=False,
                                    valueType="native")
    export_image(ExportRequest([SourceLayer(rgb)], tmp_path / "core", "p", options))
    assert records_of(tmp_path / "cli", "p") == records_of(tmp_path / "core", "p")
    cli_files = sorted(os.listdir(tmp_path / "cli"))
    assert cli_files == sorted(os.listdir(tmp_path / "core"))
    assert "p-index.json" in cli_files and "p-00000.tfrecord" in cli_files
    assert "featuresDict" in capsys.readouterr().out


def test_an_export_region_in_another_crs_gives_the_algorithms_grid(tmp_path, rgb, run_algorithm):
    extent = "-78.95,23.6,-77.3,25.0"
    assert main(["export-image", rgb, "-o", str(tmp_path / "cli"), "--target-crs", "EPSG:4326",
                 "--pixel-size", "0.01", f"--extent={extent}", "--patch-dimensions", "32,32"]) == 0
    x0, y0, x1, y1 = extent.split(",")
    run_algorithm("tfrecord:exportimage", {
        "INPUT": [rgb], "TARGET_CRS": "EPSG:4326", "PIXEL_SIZE": 0.01, "EXTENT": f"{x0},{x1},{y0},{y1} [EPSG:4326]",
        "PATCH_DIMENSIONS": "32,32", "OUTPUT": str(tmp_path / "algorithm"), "PREFIX": "patches"})
    mixer = Path(mixer_path(str(tmp_path / "cli"), "patches")).read_text()
    assert '"crs": "EPSG:4326"' in mixer
    assert mixer == Path(mixer_path(str(tmp_path / "algorithm"), "patches")).read_text()
    assert records_of(tmp_path / "cli", "patches") == records_of(tmp_path / "algorithm", "patches")


def test_a_subset_of_the_source_snaps_to_its_pixels_as_in_the_algorithm(tmp_path, rgb, run_algorithm):
    dataset = gdal.Open(rgb)
    c, a, _, f, _, e = dataset.GetGeoTransform()
    # A region whose corners fall inside pixels: both snap it to the source's pixel edges.
    x0, y1 = c + 100.3 * a, f + 50.6 * e
    x1, y0 = c + 500.2 * a, f + 400.7 * e
    assert main(["export-image", rgb, "-o", str(tmp_path / "cli"), "--extent", f"{x0},{y0},{x1},{y1}",
                 "--patch-dimensions", "64,64"]) == 0
    run_algorithm("tfrecord:exportimage", {
        "INPUT": [rgb], "EXTENT": f"{x0},{x1},{y0},{y1} [EPSG:32618]", "PATCH_DIMENSIONS": "64,64",
        "OUTPUT": str(tmp_path / "algorithm"), "PREFIX": "patches"})
    assert (Path(mixer_path(str(tmp_path / "cli"), "patches")).read_text()
            == Path(mixer_path(str(tmp_path / "algorithm"), "patches")).read_text())
    assert records_of(tmp_path / "cli", "patches") == records_of(tmp_path / "algorithm", "patches")


@pytest.mark.slow  # exports at three compression settings: seconds
def test_compression_level_and_threads_reach_the_export(tmp_path, rgb, capsys):
    common = ["export-image", rgb, "--prefix", "p", "--patch-dimensions", "64,64"]
    assert main(common + ["-o", str(tmp_path / "stored"), "--compression-level", "0", "--threads", "1"]) == 0
    assert main(common + ["-o", str(tmp_path / "smallest"), "--compression-level", "9", "--threads", "2"]) == 0
    capsys.readouterr()
    export_image(ExportRequest([SourceLayer(rgb)], tmp_path / "core", "p", FormatOptions(patchDimensions=(64, 64)),
                               compressionLevel=0, threads=1))

    def files(name):
        return [Path(path).read_bytes() for path in find_shards(str(tmp_path / name), "p")]

    assert records_of(tmp_path / "stored", "p") == records_of(tmp_path / "smallest", "p")
    assert files("stored") == files("core")
    assert sum(map(len, files("stored"))) > 2 * sum(map(len, files("smallest")))


@pytest.mark.slow  # over a second
def test_an_array_source_is_one_array_band_named_after_its_file(tmp_path, rgb, capsys):
    array = tmp_path / "colour.tif"
    shutil.copy(rgb, array)
    assert main(["export-image", rgb, str(array), "--array", str(array), "-o", str(tmp_path / "cli"),
                 "--patch-dimensions", "128", "--tensor-depths", "colour:3"]) == 0
    export_image(ExportRequest([SourceLayer(rgb), SourceLayer(str(array), array=True, name="colour")],
                               tmp_path / "core", "patches",
                               FormatOptions(patchDimensions=128, tensorDepths={"colour": 3})))
    cli = records_of(tmp_path / "cli", "patches")
    assert cli and cli == records_of(tmp_path / "core", "patches")
    assert "'colour': tf.io.FixedLenFeature([3, 128, 128], tf.float32)" in capsys.readouterr().out


@pytest.mark.parametrize("arguments, named", [
    (["--format-options", "{patchDimensions: 3}"], "formatOptions is not valid JSON"),
    (["--format-options", '{"patchSize": [3, 3]}'], "'patchSize'"),
    # Issue 27: a formatOption given as its own option is named, once, as this command spells it; pasted, as EE
    # does.
    (["--patch-dimensions", "0,4"], "error: --patch-dimensions must be a positive whole number, got '0'\n"),
    (["--max-file-size", "0"], "error: --max-file-size must be a positive whole number, got '0'\n"),
    (["--masked-threshold", "2"], "error: --masked-threshold must be between 0 and 1, got 2.0\n"),
    (["--tensor-depths", "RGB:0"], "error: --tensor-depths for band 'RGB' must be a positive whole number, got '0'"),
    (["--kernel-size", "600", "--patch-dimensions", "8"], "error: --kernel-size [600, 600] is more than 4 times "
                                                          "--patch-dimensions [8, 8] and more than 255"),
    # A pair with an empty side is a typo, not one number for both sides.
    (["--kernel-size", "2,x"], "error: --kernel-size must be [width, height], got '2,x'\n"),
    (["--patch-dimensions", "256,"], "error: --patch-dimensions must be [width, height], got '256,'\n"),
    (["--patch-dimensions", ",64"], "error: --patch-dimensions must be [width, height], got ',64'\n"),
    (["--patch-dimensions", "x256"], "error: --patch-dimensions must be [width, height], got 'x256'\n"),
    (["--kernel-size", "3,,3"], "error: --kernel-size must be [width, height], got '3,,3'\n"),
    # Found once the raster is read, but an option given wrong all the same.
    (["--band-names", "a,b"], "error: --band-names gives 2 band names for 3 bands; name them in this order"),
    (["--format-options", '{"maxFileSize": 0}'], "error: maxFileSize must be a positive whole number, got 0"),
    (["--extent", "1,2,3"], "--extent"),
    (["--array", "other.tif"], "--array other.tif"),
    (["--workers", "0"], "--workers"),
    (["--compression-level", "10"], "--compression-level"),
    (["--threads", "0"], "--threads"),
    (["--format-options", "@/nonexistent/options.json"], "/nonexistent/options.json"),
    # Issue 26: the grid's own errors, named as the command spells the option.
    (["--target-crs", "EPSG:999999"], "--target-crs 'EPSG:999999' is not a CRS"),
    (["--pixel-size", "nan"], "--pixel-size must be a positive finite number, got nan"),
    (["--pixel-size", "0"], "--pixel-size must be a positive finite number, got 0.0"),
    (["--pixel-size", "-1"], "--pixel-size must be a positive finite number"),
    (["--pixel-size", "inf"], "--pixel-size must be a positive finite number, got inf"),
    (["--pixel-size", "1e-300"], "--pixel-size 1e-300 makes the export grid"),
    (["--extent=nan,0,1,1"], "--extent takes 4 comma-separated numbers"),
    (["--extent=0,0,-1,1"], "--extent [0.0, 0.0, -1.0, 1.0] has no area"),
])
def test_usage_errors_exit_2_naming_the_option(tmp_path, rgb, capsys, arguments, named):
    with pytest.raises(SystemExit) as stopped:
        main(["export-image", rgb, "-o", str(tmp_path / "out")] + arguments)
    assert stopped.value.code == 2
    error = capsys.readouterr().err
    assert named in error and "Traceback" not in error
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("kernel", ["2,x", "0", "256,"])
def test_an_import_kernel_that_is_no_kernel_is_a_usage_error_as_the_exports(tmp_path, capsys, kernel):
    """import-image --kernel-size 2,x exited 1 (found while planning) where export-image's exits 2."""
    with pytest.raises(SystemExit) as stopped:
        main(["import-image", str(tmp_path / "none.tfrecord"), "-o", str(tmp_path / "out.tif"),
              "--kernel-size", kernel])
    assert stopped.value.code == 2
    error = capsys.readouterr().err
    assert f"error: --kernel-size must be one whole number >= 1 or two as 'kx,ky', got {kernel!r}" in error
    assert not (tmp_path / "out.tif").exists()


def test_a_false_boolean_is_named_as_its_no_flag(tmp_path, rgb, capsys):
    # The core says "COMPRESSED false"; this command has no "--compressed false" but --no-compressed.
    with pytest.raises(SystemExit) as stopped:  # options that do not go together: a usage error
        main(["export-image", rgb, "-o", str(tmp_path / "out"), "--write-tfindex"])
    error = capsys.readouterr().err
    assert stopped.value.code == 2 and "--write-tfindex needs uncompressed shards (--no-compressed)" in error
    assert "--compressed false" not in error and not (tmp_path / "out").exists()


def test_failures_exit_1_naming_the_file_without_traceback(tmp_path, capsys):
    missing = str(tmp_path / "missing.tif")
    assert main(["export-image", missing, "-o", str(tmp_path / "out")]) == 1
    error = capsys.readouterr().err
    assert missing in error and "Traceback" not in error
    corrupt = tmp_path / "corrupt.tfrecord"
    corrupt.write_bytes(b"\x05" * 40)
    assert main(["import-image", str(corrupt), "--mixer", str(tmp_path / "nomixer.json"),
                 "-o", str(tmp_path / "x.tif")]) == 1
    assert "nomixer.json" in capsys.readouterr().err
    assert not (tmp_path / "x.tif").exists()


def test_the_options_core_messages_name_by_key_are_the_flags_of_the_command():
    from tfrecord_bridge.core.base.messages import message, option_name
    from tfrecord_bridge.core.cli import in_command_terms
    assert in_command_terms(message("list them with {features}", features=option_name("features"))) == \
        "list them with --features"
    text = message("{block} 9: fewer than the 2 sets of {splits} (a=0.5,b=0.5); {labels} x.gpkg",
                   block=option_name("splitBlock"), splits=option_name("splits"), labels=option_name("labelLayer"))
    assert in_command_terms(text) == \
        "--split-block 9: fewer than the 2 sets of --splits (a=0.5,b=0.5); --label-layer x.gpkg"
    # A path that looks like a parameter name is left alone: nothing matches words any more.
    assert in_command_terms(message("{path}", path="/data/MY_SPLITS/SEEDS.tif")) == "/data/MY_SPLITS/SEEDS.tif"
    nested = message("{buffer}: {detail}", buffer=option_name("splitBuffer"),
                     detail=message("{kernel} 9,9 needs {uncompressed}", kernel=option_name("kernelSize"),
                                    uncompressed=option_name("compressed", value=False)))
    assert in_command_terms(nested) == "--split-buffer: --kernel-size 9,9 needs --no-compressed"
    assert in_command_terms(ValueError(nested)) == "--split-buffer: --kernel-size 9,9 needs --no-compressed"


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="no /proc here")
def test_an_output_on_a_file_system_of_no_size_says_it_cannot_be_made_not_that_the_disk_is_full(rgb, capsys):
    """A new user's export to /proc/x was refused for "0 bytes free": /proc holds no files at all."""
    assert main(["export-image", str(rgb), "-o", "/proc/x"]) == 1
    error = capsys.readouterr().err
    assert "/proc/x cannot be created: /proc does not allow making folders in it" in error
    assert "bytes free" not in error


def test_import_makes_the_missing_folders_of_its_output_and_removes_them_when_it_fails(tmp_path, rgb, capsys):
    export_image(ExportRequest([SourceLayer(rgb)], tmp_path / "export", "p", FormatOptions(patchDimensions=(256, 256))))
    output = tmp_path / "new" / "folders" / "back.tif"
    assert main(["import-image", "--folder", str(tmp_path / "export"), "--prefix", "p", "-o", str(output)]) == 0
    imported = gdal.Open(str(output))
    assert (imported.RasterXSize, imported.RasterYSize) == (3 * 256, 2 * 256)  # the export's whole patches
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "p-00000.tfrecord").write_bytes(b"\x05" * 40)
    (broken / "p-mixer.json").write_bytes((tmp_path / "export" / "p-mixer.json").read_bytes())
    capsys.readouterr()
    assert main(["import-image", "--folder", str(broken), "--prefix", "p",
                 "-o", str(tmp_path / "other" / "back.tif")]) == 1
    assert "p-00000.tfrecord" in capsys.readouterr().err
    assert not (tmp_path / "other").exists()


@pytest.mark.slow  # over a second
def test_import_and_inspect_read_an_export_as_the_core_does(tmp_path, rgb, capsys):
    export_image(ExportRequest([SourceLayer(rgb)], tmp_path / "export", "p",
                               FormatOptions(patchDimensions=(96, 96), kernelSize=(3, 3), maxFileSize=300000)))
    assert main(["import-image", "--folder", str(tmp_path / "export"), "--prefix", "p",
                 "-o", str(tmp_path / "cli.tif")]) == 0
    import_image(ImportRequest(find_shards(str(tmp_path / "export"), "p"), None, tmp_path / "core.tif"))
    assert np.array_equal(gdal.Open(str(tmp_path / "cli.tif")).ReadAsArray(),
                          gdal.Open(str(tmp_path / "core.tif")).ReadAsArray())
    capsys.readouterr()
    shards = find_shards(str(tmp_path / "export"), "p")
    assert main(["inspect"] + shards) == 0
    out = capsys.readouterr().out
    assert f"{8 * 7} Example records in {len(shards)} files" in out
    assert "tf.io.FixedLenFeature([98, 98], tf.float32)" in out
    assert main(["inspect", "--json"] + shards) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["records"] == 8 * 7 and [f["name"] for f in summary["features"]] == ["b1", "b2", "b3"]
    Path(shards[-1]).write_bytes(Path(shards[-1]).read_bytes()[:-7])
    assert main(["inspect"] + shards) == 1
    assert f"problem: {shards[-1]}" in capsys.readouterr().err


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_the_progress_bar_draws_on_a_terminal_only(tmp_path, rgb, capsys):
    terminal = _Terminal()
    bar = ProgressBar("export-image", terminal)
    for percent in (0, 50, 50, 100):
        bar(percent)
    bar.close()
    drawn = terminal.getvalue()
    assert drawn.count("\r") == 3 and "100.0%" in drawn and drawn.endswith("\n")
    pipe = io.StringIO()
    quiet = ProgressBar("export-image", pipe)
    quiet(50)
    quiet.close()
    assert pipe.getvalue() == ""
    # Under pytest stderr is no terminal: the command's log has no bar.
    assert main(["export-image", rgb, "-o", str(tmp_path / "out"), "--patch-dimensions", "200"]) == 0
    assert "\r" not in capsys.readouterr().err


@pytest.mark.slow  # starts Python processes
def test_the_command_runs_as_a_module_with_exit_status_2_on_usage(tmp_path):
    run = subprocess.run([sys.executable, "-m", "tfrecord_bridge.core.cli", "export-image"],
                         capture_output=True, text=True, cwd=tmp_path,
                         env=dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path)))
    assert run.returncode == 2 and "the following arguments are required" in run.stderr


# Each algorithm parameter and the command's argument for it (positional arguments by their dest name).
CLI_ARGUMENTS = {
    "exportimage": {"INPUT": "sources", "ARRAY_LAYERS": "--array", "BAND_NAMES": "--band-names",
                    "EXTENT": "--extent", "TARGET_CRS": "--target-crs", "PIXEL_SIZE": "--pixel-size",
                    "RESAMPLING": "--resampling", "PATCH_DIMENSIONS": "--patch-dimensions",
                    "KERNEL_SIZE": "--kernel-size", "COMPRESSED": "--compressed", "MAX_FILE_SIZE": "--max-file-size",
                    "DEFAULT_VALUE": "--default-value", "VALUE_TYPE": "--value-type",
                    "TENSOR_DEPTHS": "--tensor-depths", "SEQUENCE_DATA": "--sequence-data",
                    "COLLAPSE_BANDS": "--collapse-bands", "MASKED_THRESHOLD": "--masked-threshold",
                    "EDGE_MODE": "--edge-mode", "FORMAT_OPTIONS": "--format-options", "OUTPUT": "--output",
                    "PREFIX": "--prefix", "COMPRESSION_LEVEL": "--compression-level",
                    "LABEL_LAYER": "--label-layer", "LABEL_FIELD": "--label-field", "LABEL_VALUE": "--label-value",
                    "LABEL_ALL_TOUCHED": "--label-all-touched", "LABEL_BAND": "--label-band", "SPLITS": "--splits",
                    "SPLIT_BLOCK": "--split-block", "SEED": "--seed", "MIN_LABEL_SHARE": "--min-label-share",
                    "NEGATIVE_RATIO": "--negative-ratio", "WRITE_TFINDEX": "--write-tfindex",
                    "SPLIT_BUFFER": "--split-buffer", "SPLIT_BUFFER_MASK": "--split-buffer-mask", "STAC": "--stac"},
    "importimage": {"INPUT": "files", "FOLDER": "--folder", "PREFIX": "--prefix", "MIXER": "--mixer",
                    "KERNEL_SIZE": "--kernel-size", "FEATURES": "--features", "LAYOUT": "--layout",
                    "NODATA": "--nodata", "DATA_TYPE": "--data-type", "CLASS_TABLE": "--class-table",
                    "CLASS_FROM": "--class-from", "OUTPUT": "--output", "STAC": "--stac", "COG": "--cog"},
    # The report goes to stdout (text, or --json) rather than an HTML file.
    "inspect": {"INPUT": "files", "OUTPUT_HTML": "stdout"},
}
COMMANDS = {"exportimage": "export-image", "importimage": "import-image", "inspect": "inspect"}


@pytest.mark.parametrize("algorithm", sorted(CLI_ARGUMENTS))
def test_the_command_takes_every_parameter_of_its_algorithm(tfrecord_provider, algorithm):
    from tfrecord_bridge.core.cli import build_parser
    parameters = {definition.name() for definition in tfrecord_provider.algorithm(algorithm).parameterDefinitions()}
    assert parameters == set(CLI_ARGUMENTS[algorithm]), "map each new parameter to the command's argument"
    subcommand = next(action for action in build_parser()._actions if action.dest == "command").choices[
        COMMANDS[algorithm]]
    arguments = {name for action in subcommand._actions for name in action.option_strings + [action.dest]}
    for parameter, argument in CLI_ARGUMENTS[algorithm].items():
        assert argument == "stdout" or argument in arguments, (parameter, argument)


def test_the_command_reports_the_sidecar_masked_patches_and_style_as_the_algorithms_do(tmp_path, capsys):
    classes = tmp_path / "classes.tif"
    dataset = gdal.GetDriverByName("GTiff").Create(str(classes), 64, 64, 1, gdal.GDT_Byte)
    dataset.SetGeoTransform((500000, 10, 0, 4000000, 0, -10))
    dataset.SetProjection("EPSG:32633")
    values = np.indices((64, 64))[1] // 16  # four classes in columns of 16
    values[:32, :32] = 255
    dataset.GetRasterBand(1).SetNoDataValue(255)
    dataset.GetRasterBand(1).WriteArray(values.astype(np.uint8))
    dataset = None
    assert main(["export-image", str(classes), "-o", str(tmp_path / "export"), "--prefix", "p",
                 "--patch-dimensions", "32,32"]) == 0
    err = capsys.readouterr().err
    assert f"Sidecar: {os.path.join(str(tmp_path / 'export'), 'p-sidecar.json')}" in err
    assert "1 of 4 patches is wholly masked" in err
    assert main(["import-image", "--folder", str(tmp_path / "export"), "--prefix", "p", "--data-type", "Byte",
                 "-o", str(tmp_path / "back.tif")]) == 0
    err = capsys.readouterr().err
    assert "shown as classes (1, 2, 3)" in err  # 0 is defaultValue, nodata again on the round trip


def test_an_absurd_grid_is_refused_before_writing_naming_patches_size_and_option(tmp_path, capsys):
    """Issue 26: a 16 x 16 raster at pixel size 0.000001 started writing 'Exporting 3906250000 patches'."""
    source = tmp_path / "x.tif"
    write_float_raster(str(source), np.arange(256, dtype=np.float32).reshape(16, 16))
    assert main(["export-image", str(source), "-o", str(tmp_path / "out"), "--pixel-size", "0.000001"]) == 1
    error = capsys.readouterr().err
    assert "the export would write 3,906,250,000 patches, an estimated 931.5 TiB" in error
    assert "--pixel-size" in error and "Exporting" not in error
    assert not (tmp_path / "out").exists()


def test_the_log_says_which_columns_and_rows_fill_no_whole_patch_unless_pad_keeps_them(tmp_path, capsys):
    """A new user's export of a 384 x 256 scene with 256 x 256 patches wrote one patch without a word about the
    128 columns EE's edge rule drops."""
    source = tmp_path / "x.tif"
    write_float_raster(str(source), np.arange(40 * 24, dtype=np.float32).reshape(24, 40))
    note = ("The last 8 columns and 8 rows of the 40 x 24 pixel region fill no whole 16 x 16 patch and are left out, "
            "as EE does; edge mode 'pad' keeps them")
    assert main(["export-image", str(source), "-o", str(tmp_path / "drop"), "--patch-dimensions", "16,16"]) == 0
    assert note in capsys.readouterr().err
    assert main(["export-image", str(source), "-o", str(tmp_path / "pad"), "--patch-dimensions", "16,16",
                 "--edge-mode", "pad"]) == 0
    assert "fill no whole" not in capsys.readouterr().err
    assert main(["export-image", str(source), "-o", str(tmp_path / "exact"), "--patch-dimensions", "8,8"]) == 0
    error = capsys.readouterr().err
    assert "Wrote 15 of 15 patches" in error and "fill no whole" not in error


@pytest.mark.slow  # an export of seconds, in a process of its own
def test_a_signal_cancels_the_run_at_its_monitors_next_check_and_a_second_one_then_leaves_the_clean_up_be():
    """The run stops where it checks its Monitor (between steps, no lock or pool half-way), as a user's cancel."""
    from tfrecord_bridge.core.base.progress import Cancelled, Monitor
    from tfrecord_bridge.core.cli import stopped_by_signals
    cleaned = []
    with stopped_by_signals() as signals:
        monitor = Monitor(None, signals.is_cancelled)
        monitor.check()  # nothing yet
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(0.05)  # the handler runs in this thread between bytecodes; it raises nothing
        with pytest.raises(Cancelled):
            monitor.check()
        os.kill(os.getpid(), signal.SIGINT)  # while the run cleans up: ignored
        time.sleep(0.05)
        cleaned.append(True)
    assert signals.signum == signal.SIGTERM and cleaned == [True]


def test_a_run_that_never_checks_is_interrupted_after_the_grace_period():
    from tfrecord_bridge.core import cli
    started = time.monotonic()
    with pytest.raises(cli.Interrupted) as raised, cli.stopped_by_signals():
        os.kill(os.getpid(), signal.SIGINT)
        while time.monotonic() - started < 10 * cli.SIGNAL_GRACE_SECONDS:  # a wait that checks nothing
            time.sleep(0.01)
    assert raised.value.signum == signal.SIGINT
    assert cli.SIGNAL_GRACE_SECONDS <= time.monotonic() - started < 5 * cli.SIGNAL_GRACE_SECONDS


@pytest.mark.parametrize("signum", [2, 15], ids=["SIGINT", "SIGTERM"])
def test_sigint_and_sigterm_stop_the_export_within_a_second_leaving_the_folder_as_it_was(tmp_path, rgb, signum):
    """Issue 26: SIGTERM left .part files behind; the run now stops, cleans up and exits 128 + the signal."""
    folder = tmp_path / "out"
    export_image(ExportRequest([SourceLayer(rgb)], folder, "p", FormatOptions(patchDimensions=(256, 256))))
    (folder / "notes.txt").write_text("mine")
    before = {path.name: path.read_bytes() for path in folder.iterdir()}
    scene = tmp_path / "scene.tif"  # random values: GZIP level 9 takes seconds on them
    write_float_raster(str(scene), np.random.default_rng(0).random((2048, 2048), dtype=np.float32))
    status, error, took = command_stopped_by_a_signal(
        ["export-image", scene, scene, scene, "-o", folder, "--prefix", "p", "--compression-level", "9",
         "--patch-dimensions", "128,128"], lambda: bool(list(folder.glob("*.part"))), signum, settle=0.3)
    assert status == 128 + signum, error
    assert f"cancelled ({signal.Signals(signum).name})" in error and "Traceback" not in error
    assert took < 2, f"stopped {took:.1f} s after the signal"
    assert {path.name: path.read_bytes() for path in folder.iterdir()} == before

"""Exports are all or nothing: failures injected at each step leave the folder as it was (issue 11 D5, D7).

Real failures where the machine allows them: a small tmpfs that fills up. A
rename failing and a write failing are injected by replacing ``os.replace`` /
``open`` of the one module that commits outputs.
"""

import errno
import os
import re
import shutil
import signal
import subprocess
import sys

import numpy as np
import pytest

from helpers import PLUGIN_DIR, ROOT, sidecar_without_run, write_float_raster
from tfrecord_bridge.core.export import estimate
from tfrecord_bridge.core.export.export_image import export_image
from tfrecord_bridge.core.export.patches_at_points import export_patches_at_points
from tfrecord_bridge.core.export.raster_source import SourceLayer
from tfrecord_bridge.core.export.request import ExportRequest, PointsRequest
from tfrecord_bridge.core.importing.import_image import ImageImportError, ImportRequest, find_export, import_image
from tfrecord_bridge.core.layout.format_options import FormatOptions
from tfrecord_bridge.core.layout.naming import export_file_names
from tfrecord_bridge.core.places import outputs as outputs_module
from tfrecord_bridge.core.places import storage as storage_module
from tfrecord_bridge.core.places.outputs import OutputError
from tfrecord_bridge.core.tables import write_table

PAGE = 4096


def snapshot(folder):
    """name -> bytes of every file in ``folder``; an export sidecar's without its run's id, each run's own."""
    return {name: (sidecar_without_run((folder / name).read_text(), keep_files=True).encode()
                   if name.endswith("sidecar.json") else (folder / name).read_bytes())
            for name in sorted(os.listdir(folder))}


@pytest.fixture
def raster(tmp_path):
    values = np.arange(64 * 64, dtype=np.float32).reshape(64, 64)
    return write_float_raster(tmp_path / "r.tif", values)


def earlier_export(raster, folder, prefix="x"):
    """An export of 16 patches in 8 plain shards plus its sidecar and mixer: what a failed export must leave
    whole."""
    export_image(ExportRequest([SourceLayer(raster)], folder, prefix,
                               FormatOptions(patchDimensions=(16, 16), compressed=False, maxFileSize=2200)))
    before = snapshot(folder)
    assert len([name for name in before if name.endswith(".tfrecord")]) == 8
    assert "x-mixer.json" in before and "x-sidecar.json" in before
    return before


def new_export(raster, folder, prefix="x"):
    """A different export with the same prefix: 64 smaller patches in 4 shards."""
    return export_image(ExportRequest([SourceLayer(raster)], folder, prefix,
                                      FormatOptions(patchDimensions=(8, 8), compressed=False, maxFileSize=5000)))


def fail_renames_of_new_files(monkeypatch):
    """Every rename of this run's temporary files fails; setting earlier files aside still works. Returns the
    real os.replace."""
    real_replace = os.replace

    def replace(source, target):
        if str(source).endswith(".part") and not str(source).endswith(".replaced.part"):
            raise OSError(errno.EACCES, "Permission denied", source)
        return real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace)
    return real_replace


def free_bytes(folder):
    stats = os.statvfs(folder)
    return stats.f_bavail * stats.f_frsize


def disk_full_over_an_earlier_export(raster, disk, pages_left, failing_file):
    """The earlier export on ``disk``, the rest filled but ``pages_left``; the new export must fail writing
    ``failing_file`` (a regex) and leave everything as it was."""
    before = earlier_export(raster, disk)
    with open(disk / "filler", "wb") as filler:
        filler.write(bytes(free_bytes(disk) - pages_left * PAGE))
    before["filler"] = (disk / "filler").read_bytes()
    with pytest.raises(OutputError, match=failing_file + ": the disk is full"):
        new_export(raster, disk)
    assert snapshot(disk) == before


def test_a_disk_filling_up_while_shards_are_written_leaves_the_earlier_export_whole(raster, small_disk, monkeypatch):
    # Room for two of the new export's 4 shards. The size check before writing would refuse the export
    # (test_export_image.py tests it): here the disk fills up while it writes.
    monkeypatch.setattr(estimate, "free_bytes", lambda folder: None)
    disk_full_over_an_earlier_export(raster, small_disk(256 * 1024), 2, r"x-000\d\d\.tfrecord")


def test_a_disk_full_exactly_when_the_mixer_is_written_leaves_the_earlier_export_whole(raster, small_disk, tmp_path):
    # The case: every shard (and the sidecar, written before the mixer) fits, the mixer does not.
    # Shards are plain, so their size is known.
    rehearsal = tmp_path / "rehearsal"
    new_export(raster, rehearsal)
    pages = sum(-(-len(data) // PAGE) for name, data in snapshot(rehearsal).items() if name != "x-mixer.json")
    pages += 1  # the export's lock, held while it writes (gone once it is done, so not in the rehearsal's files)
    disk_full_over_an_earlier_export(raster, small_disk(512 * 1024), pages, r"x-mixer\.json")


@pytest.mark.parametrize("failing", ["mixer.json", "sidecar.json"])
def test_the_mixer_or_sidecar_write_failing_leaves_the_earlier_export_whole(raster, tmp_path, monkeypatch, failing):
    """Neither the earlier export's sidecar nor its mixer may be lost or half replaced, and no new one appear."""
    folder = tmp_path / "out"
    before = earlier_export(raster, folder)

    def open_failing_for(path, *args, **kwargs):
        if re.search(re.escape(failing) + r"\.[0-9a-f]{12}\.part$", os.fspath(path)):
            raise OSError(errno.EIO, "Input/output error", os.fspath(path))
        return open(path, *args, **kwargs)

    monkeypatch.setattr(storage_module, "open", open_failing_for, raising=False)
    with pytest.raises(OutputError, match=rf"x-{failing.replace('.', '[.]')}: Input/output error"):
        new_export(raster, folder)
    after = snapshot(folder)
    assert after["x-sidecar.json"] == before["x-sidecar.json"] and after["x-mixer.json"] == before["x-mixer.json"]
    assert after == before


def renames_of_a_commit(raster, tmp_path, monkeypatch):
    """How many renames the new export's commit makes over the earlier export."""
    folder = tmp_path / "count"
    earlier_export(raster, folder)
    calls = []
    real_replace = os.replace
    monkeypatch.setattr(os, "replace", lambda *args: (calls.append(args), real_replace(*args))[1])
    new_export(raster, folder)
    monkeypatch.setattr(os, "replace", real_replace)
    return len(calls)


@pytest.mark.slow  # 34 exports, a rename failing at each step of the commit in turn: seconds
def test_a_rename_failing_at_any_step_of_the_commit_leaves_the_earlier_export_whole(raster, tmp_path,
                                                                                     monkeypatch):
    total = renames_of_a_commit(raster, tmp_path, monkeypatch)
    # The earlier 8 shards, sidecar and mixer set aside, then 4 shards, a sidecar and a mixer renamed.
    assert total == 10 + 6
    real_replace = os.replace
    for failing in range(1, total + 1):
        folder = tmp_path / f"fail{failing}"
        before = earlier_export(raster, folder)
        calls = []

        def replace(source, target, failing=failing, calls=calls):
            calls.append(source)
            if len(calls) == failing:
                raise OSError(errno.EACCES, "Permission denied", source)
            return real_replace(source, target)

        monkeypatch.setattr(os, "replace", replace)
        with pytest.raises(OutputError, match="could not give the finished files their names.*Permission denied"):
            new_export(raster, folder)
        monkeypatch.setattr(os, "replace", real_replace)
        assert snapshot(folder) == before, f"rename {failing} of {total} failing"


def test_a_successful_export_replaces_every_file_of_the_earlier_one(raster, tmp_path):
    folder = tmp_path / "out"
    earlier_export(raster, folder)
    (folder / "x-index.json").write_text("{}")  # of an export older still
    result = new_export(raster, folder)
    assert sorted(os.listdir(folder)) == sorted(
        os.path.basename(p) for p in result.files + [result.sidecar_path, result.mixer_path])


def test_temporary_files_of_a_killed_export_with_this_prefix_are_removed_first(raster, tmp_path):
    folder = tmp_path / "out"
    folder.mkdir()
    # An older version's names (NAME.part), and a run's own (NAME.<run id>.part).
    killed = ["x-00003.tfrecord.part", "x-00019.tfrecord.gz.part", "x-mixer.json.part", "x-index.json.part",
              "x-sidecar.json.part", "x-sidecar.json.replaced.part", "x-00000.tfrecord.replaced.part",
              "x-00001.tfrecord.0123456789ab.part", "x-mixer.json.fedcba987654.part",
              "x-sidecar.json.00000000abcd.part"]
    others = ["y-00000.tfrecord.gz.part", "x-y-00000.tfrecord.gz.part", "notes.part", "x-notes.json.part",
              "y-mixer.json.0123456789ab.part", "x-mixer.json.notarunid.part"]
    for name in killed + others:
        (folder / name).write_bytes(b"left by a killed run")
    # A link planted under a run's temporary name goes too, itself: its target stays as it was.
    target = tmp_path / "target"
    target.write_bytes(b"the user's")
    (folder / "x-00002.tfrecord.0123456789ab.part").symlink_to(target)
    (folder / "x-mixer.json.replaced.part").symlink_to(target)
    result = new_export(raster, folder)
    assert target.read_bytes() == b"the user's"
    assert sorted(os.listdir(folder)) == sorted(
        [os.path.basename(p) for p in result.files + [result.sidecar_path, result.mixer_path]] + others)


def test_patches_at_points_and_tables_commit_the_same_way(raster, tmp_path, monkeypatch):
    points = [(8.5, 55.5, {"label": 1}), (30.5, 30.5, {"label": 2})]
    folder = tmp_path / "points"
    export_patches_at_points(PointsRequest([SourceLayer(raster)], folder, "x",
                                           FormatOptions(patchDimensions=(4, 4), compressed=False, maxFileSize=100)),
                             points)
    table = tmp_path / "table" / "t.tfrecord.gz"
    write_table(table, [{"a": 1.0}])
    before_points, before_table = snapshot(folder), table.read_bytes()
    real_replace = fail_renames_of_new_files(monkeypatch)
    with pytest.raises(OutputError, match="Permission denied"):
        export_patches_at_points(PointsRequest([SourceLayer(raster)], folder, "x",
                                               FormatOptions(patchDimensions=(4, 4), compressed=False)), points[:1])
    with pytest.raises(OutputError, match="Permission denied"):
        write_table(table, [{"a": 2.0}, {"a": 3.0}])
    monkeypatch.setattr(os, "replace", real_replace)
    assert snapshot(folder) == before_points
    assert os.listdir(table.parent) == ["t.tfrecord.gz"] and table.read_bytes() == before_table


def test_a_table_export_removes_what_a_killed_run_left(tmp_path):
    table = tmp_path / "t.tfrecord.gz"
    for name in ("t.tfrecord.gz.part", "t.tfrecord.gz.replaced.part", "t.tfrecord.gz.0123456789ab.part",
                 "u.tfrecord.gz.part"):
        (tmp_path / name).write_bytes(b"left by a killed run")
    write_table(table, [{"a": 1.0}])
    assert sorted(os.listdir(tmp_path)) == ["t.tfrecord.gz", "u.tfrecord.gz.part"]


def test_a_sharded_writer_on_its_own_names_all_its_shards_or_none(tmp_path, monkeypatch):
    from tfrecord_bridge.core.codec.records import ShardedRecordWriter
    real_replace = os.replace
    calls = []

    def replace(source, target):
        calls.append(source)
        if len(calls) == 2:
            raise OSError(errno.EACCES, "Permission denied", source)
        return real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace)
    with pytest.raises(OutputError, match="Permission denied"):
        with ShardedRecordWriter(lambda i: str(tmp_path / f"s-{i:05d}.tfrecord"), 50) as writer:
            for _ in range(3):
                writer.write(bytes(40))
    assert os.listdir(tmp_path) == []


def test_chips_at_points_replace_an_image_exports_sidecar_only_when_they_succeed(raster, tmp_path, monkeypatch):
    """Chips at points write no mixer, so no sidecar: an earlier image export's one goes with its mixer."""
    folder = tmp_path / "out"
    before = earlier_export(raster, folder)
    points = [(8.5, 55.5, {"label": 1})]
    options = FormatOptions(patchDimensions=(4, 4), compressed=False)
    real_replace = fail_renames_of_new_files(monkeypatch)
    with pytest.raises(OutputError, match="Permission denied"):
        export_patches_at_points(PointsRequest([SourceLayer(raster)], folder, "x", options), points)
    monkeypatch.setattr(os, "replace", real_replace)
    assert snapshot(folder) == before
    result = export_patches_at_points(PointsRequest([SourceLayer(raster)], folder, "x", options), points)
    assert sorted(os.listdir(folder)) == sorted(os.path.basename(p) for p in result.files)


@pytest.mark.parametrize("name", ["x-00000.tfrecord.gz", "x-mixer.json", "x-sidecar.json"])
def test_a_folder_under_an_output_name_is_refused_before_anything_is_written(raster, tmp_path, name):
    """Found by a new user: the folder was moved aside as an old file, the export reported failure after
    succeeding, and every later run failed."""
    folder = tmp_path / "out"
    (folder / name).mkdir(parents=True)
    (folder / name / "keep.txt").write_text("the user's")
    with pytest.raises(ValueError, match=f"{name} is a folder where the export writes a file"):
        export_image(ExportRequest([SourceLayer(raster)], folder, "x", FormatOptions(patchDimensions=(16, 16))))
    assert sorted(os.listdir(folder)) == [name]
    assert (folder / name / "keep.txt").read_text() == "the user's"


def test_commit_never_moves_a_folder_aside(tmp_path):
    final = tmp_path / "t.tfrecord.gz"
    final.mkdir()
    with pytest.raises(OutputError, match="is a folder where a file is to be written"):
        with outputs_module.Outputs() as outputs:
            outputs.write_text(final, "new")
            outputs.commit()
    assert final.is_dir() and os.listdir(tmp_path) == ["t.tfrecord.gz"]


def test_the_export_algorithm_refuses_a_folder_under_a_shard_name_before_the_run(run_algorithm, raster, tmp_path):
    from qgis.core import QgsProcessingException

    folder = tmp_path / "out"
    (folder / "x-00000.tfrecord.gz").mkdir(parents=True)
    with pytest.raises(QgsProcessingException, match="x-00000.tfrecord.gz is a folder"):
        run_algorithm("tfrecord:exportimage", {"INPUT": [raster], "PATCH_DIMENSIONS": "16,16",
                                               "OUTPUT": str(folder), "PREFIX": "x"})
    assert os.listdir(folder) == ["x-00000.tfrecord.gz"]


def run_killed(raster, folder, kill_at):
    """The new export (as new_export) in a process of its own, killed at its ``kill_at``-th rename or delete
    (0: not killed); the number of them it made, when it ran to its end."""
    env = dict(os.environ, TFRECORD_PLUGIN_DIR=str(PLUGIN_DIR))
    result = subprocess.run([sys.executable, str(ROOT / "tests" / "killed_commit.py"), str(raster), str(folder),
                             "8", "5000", str(kill_at)], capture_output=True, text=True, env=env, timeout=120)
    if kill_at:
        assert result.returncode == 9, result.stderr
        return None
    assert result.returncode == 0, result.stderr
    return int(result.stdout.split()[-1])


def imported_values(folder, output):
    from osgeo import gdal

    import_image(ImportRequest(*find_export(folder, "x"), str(output)))
    return gdal.Open(str(output)).ReadAsArray()


@pytest.mark.slow
def test_an_export_killed_at_any_rename_or_delete_of_its_commit_leaves_one_export_whole(raster, tmp_path,
                                                                                        monkeypatch):
    """Issue 26: a kill during the commit left shards of both exports under final names, and the next run
    (failing, say on a full disk) deleted the earlier export's set-aside copies. Now the next run finishes or
    undoes the killed commit first: the folder holds the earlier export whole or the new one whole, and a run
    failing after that leaves it so."""
    template = tmp_path / "old"
    old = earlier_export(raster, template)
    reference = tmp_path / "new"
    calls = run_killed(raster, reference, 0)
    new = snapshot(reference)
    assert len([name for name in new if name.endswith(".tfrecord")]) == 4
    with_earlier = tmp_path / "count"
    shutil.copytree(template, with_earlier)
    calls = run_killed(raster, with_earlier, 0)
    assert snapshot(with_earlier) == new
    # 10 earlier files set aside, 6 new renamed, the 10 set aside deleted, the journal deleted (the lock's
    # deletion after it is not counted: killed_commit.py).
    assert calls == 27
    old_values = imported_values(template, tmp_path / "old.tif")
    new_values = imported_values(reference, tmp_path / "new.tif")
    outcomes = []
    for kill_at in range(1, calls + 1):
        folder = tmp_path / f"kill{kill_at}"
        shutil.copytree(template, folder)
        run_killed(raster, folder, kill_at)
        assert os.path.exists(folder / "x-commit.journal.part")
        # Before any run puts it right, an import reads one export whole (the mixer goes first and comes last)
        # or refuses, saying why.
        try:
            imported = imported_values(folder, tmp_path / f"back{kill_at}.tif")
        except ImageImportError as error:
            assert "stopped while it renamed them" in str(error)
            imported = "refused"
        assert any(np.array_equal(imported, values) for values in (old_values, new_values)) or imported == "refused"

        def open_failing(path, *args, **kwargs):
            if re.search(r"mixer\.json\.[0-9a-f]{12}\.part$", os.fspath(path)):
                raise OSError(errno.EIO, "Input/output error", os.fspath(path))
            return open(path, *args, **kwargs)

        # The next run fails, and yet has put the folder right first.
        monkeypatch.setattr(storage_module, "open", open_failing, raising=False)
        with pytest.raises(OutputError, match="x-mixer.json: Input/output error"):
            new_export(raster, folder)
        monkeypatch.undo()
        after = snapshot(folder)
        assert after in (old, new), f"killed at {kill_at} of {calls}: {sorted(after)}"
        outcomes.append("old" if after == old else "new")
        new_export(raster, folder)
        assert snapshot(folder) == new, f"killed at {kill_at} of {calls}"
    # Undone while any new file lacked its name (16 renames), finished after.
    assert outcomes == ["old"] * 16 + ["new"] * 11


def test_a_journal_cut_short_is_of_a_commit_that_renamed_nothing(raster, tmp_path):
    folder = tmp_path / "out"
    old = earlier_export(raster, folder)
    (folder / "x-mixer.json.part").write_text("{")
    (folder / "x-commit.journal.part").write_text('{"kind": "tfrecord-bridge commit journal", "fil')
    assert outputs_module.recover(folder / "x-commit.journal.part", export_file_names("x")) is None
    assert snapshot(folder) == dict(old, **{"x-mixer.json.part": b"{"})
    new_export(raster, folder)
    assert "x-commit.journal.part" not in os.listdir(folder)


def test_earlier_files_set_aside_without_a_journal_are_put_back_not_deleted(raster, tmp_path):
    """As an older version's killed commit left them: the next run restores them before it starts."""
    folder = tmp_path / "out"
    old = earlier_export(raster, folder)
    for name in ("x-mixer.json", "x-00003.tfrecord"):
        os.replace(folder / name, folder / (name + ".replaced.part"))
    (folder / "x-00000.tfrecord").write_bytes(b"new")
    os.replace(folder / "x-sidecar.json", folder / "x-sidecar.json.replaced.part")
    (folder / "x-sidecar.json").write_bytes(b"new")
    outputs_module.remove_partial_files(str(folder / "x-"), r"\d{5}\.tfrecord|mixer\.json|sidecar\.json")
    assert snapshot(folder) == dict(old, **{"x-00000.tfrecord": b"new", "x-sidecar.json": b"new"})


@pytest.mark.slow
def test_a_killed_commit_on_a_file_system_now_read_only_is_left_for_a_run_that_can_write(raster, small_disk,
                                                                                           tmp_path):
    """The next run cannot put the folder right on a read-only file system: it says so, and changes nothing."""
    disk = small_disk(1024 * 1024)
    old = earlier_export(raster, disk)
    run_killed(raster, disk, 12)  # the earlier files set aside, one new shard renamed
    killed = snapshot(disk)
    assert "x-commit.journal.part" in killed and "x-mixer.json" not in killed
    subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)
    with pytest.raises(OutputError, match=f"output folder {disk} is on a read-only file system"):
        new_export(raster, disk)
    assert snapshot(disk) == killed
    subprocess.run(["mount", "-o", "remount,rw", str(disk)], check=True)
    outputs_module.recover(disk / "x-commit.journal.part", export_file_names("x"))
    # The killed run's lock stays until the next run takes it over (its process is gone).
    assert snapshot(disk) == dict(old, **{"x-export.lock": killed["x-export.lock"]})
    new_export(raster, disk)
    reference = tmp_path / "new"
    new_export(raster, reference)
    assert snapshot(disk) == snapshot(reference)


def test_a_commit_that_cannot_put_the_earlier_files_back_leaves_that_to_the_next_run(raster, tmp_path, monkeypatch):
    folder = tmp_path / "out"
    old = earlier_export(raster, folder)
    real_replace = os.replace
    calls = []

    def replace(source, target):
        calls.append(source)
        if len(calls) == 12 or (len(calls) > 12 and str(source).endswith(".replaced.part") and len(calls) < 20):
            raise OSError(errno.EACCES, "Permission denied", source)
        return real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace)
    with pytest.raises(OutputError, match="could not all be put back.*the next export to this place puts them back"):
        new_export(raster, folder)
    monkeypatch.undo()
    assert "x-commit.journal.part" in os.listdir(folder)
    assert outputs_module.recover(folder / "x-commit.journal.part", export_file_names("x")).startswith("put back")
    assert snapshot(folder) == old


# ----------------------------------------------------------------------------- the commit point (issue 41)

SIGNALLED_COMMIT = ROOT / "tests" / "signalled_commit.py"
# The command's options for new_export's export.
NEW_EXPORT = ["--prefix", "x", "--patch-dimensions", "8,8", "--no-compressed", "--max-file-size", "5000"]


def run_signalled(raster, folder, signum, step):
    """The command's export (as new_export) in a process of its own that signals itself at ``step`` of its
    commit (tests/signalled_commit.py); its exit status and error output."""
    env = dict(os.environ, TFRECORD_PLUGIN_DIR=str(PLUGIN_DIR))
    result = subprocess.run([sys.executable, str(SIGNALLED_COMMIT), str(signum), step, str(raster), "-o",
                             str(folder), *NEW_EXPORT], capture_output=True, text=True, env=env, timeout=120)
    return result.returncode, result.stderr


def command_export(raster, folder):
    from tfrecord_bridge.core.cli import main

    assert main(["export-image", str(raster), "-o", str(folder), *NEW_EXPORT]) == 0
    return snapshot(folder)


@pytest.mark.slow  # a process of its own a signal
@pytest.mark.parametrize("signum", [2, 15], ids=["SIGINT", "SIGTERM"])
def test_a_signal_once_the_mixer_has_its_name_finishes_the_export_and_exits_0(raster, tmp_path, signum):
    """The exit code follows the commit point: a signal after the last rename used to undo a finished export
    and exit 130 or 143; the run now finishes its clean-up, says so, and succeeds."""
    new = command_export(raster, tmp_path / "reference")
    folder = tmp_path / "out"
    earlier_export(raster, folder)
    status, error = run_signalled(raster, folder, signum, "after-mixer")
    assert status == 0, error
    assert f"{signal.Signals(signum).name} arrived once the new files were all in place" in error
    assert "Traceback" not in error
    assert snapshot(folder) == new  # the earlier files set aside deleted, the journal too


@pytest.mark.slow  # a process of its own a signal
@pytest.mark.parametrize("signum", [2, 15], ids=["SIGINT", "SIGTERM"])
def test_a_signal_right_after_the_journal_is_written_leaves_the_earlier_export_and_no_journal(raster, tmp_path,
                                                                                           signum):
    """Before the first rename the run is stopped: it fails, with the earlier export whole and its journal gone
    (it was left behind)."""
    folder = tmp_path / "out"
    old = earlier_export(raster, folder)
    status, error = run_signalled(raster, folder, signum, "after-journal")
    assert status == 128 + signum, error
    assert f"cancelled ({signal.Signals(signum).name})" in error and "Traceback" not in error
    assert snapshot(folder) == old


def test_a_delete_failing_after_the_commit_point_is_a_warning_and_the_next_run_finishes_it(raster, tmp_path,
                                                                                        monkeypatch, capsys):
    """The new export in place, the earlier files set aside that cannot be deleted are left with the journal,
    the log saying so; the run succeeds (it used to raise: the command exited 1), and the next run deletes them."""
    from tfrecord_bridge.core.cli import main

    new = command_export(raster, tmp_path / "reference")
    folder = tmp_path / "out"
    earlier_export(raster, folder)
    real_remove = os.remove

    def remove(path, *args, **kwargs):
        if str(path).endswith(".replaced.part"):
            raise OSError(errno.EIO, "Input/output error", os.fspath(path))
        return real_remove(path, *args, **kwargs)

    monkeypatch.setattr(os, "remove", remove)
    capsys.readouterr()
    assert main(["export-image", str(raster), "-o", str(folder), *NEW_EXPORT]) == 0
    monkeypatch.undo()
    error = capsys.readouterr().err
    assert "the earlier files set aside could not all be deleted" in error and "Input/output error" in error
    assert "the next export to this place deletes them" in error and "Traceback" not in error
    after = snapshot(folder)
    assert {name: data for name, data in after.items() if not name.endswith(".part")} == new
    assert "x-commit.journal.part" in after and any(name.endswith(".replaced.part") for name in after)
    assert main(["export-image", str(raster), "-o", str(folder), *NEW_EXPORT]) == 0
    assert snapshot(folder) == new


def test_every_new_files_data_is_flushed_to_disk_before_the_journal_and_the_renames(raster, tmp_path, monkeypatch):
    """A power cut after a rename must find the renamed file whole: each .part file is fsynced before the
    journal is written (whose own fsync comes after) and before any rename."""
    folder = tmp_path / "out"
    earlier_export(raster, folder)
    events = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(descriptor):
        events.append(("fsync", os.path.basename(os.readlink(f"/proc/self/fd/{descriptor}"))))
        return real_fsync(descriptor)

    def replace(source, target):
        events.append(("replace", os.path.basename(source)))
        return real_replace(source, target)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    result = new_export(raster, folder)
    monkeypatch.undo()
    new_files = [os.path.basename(path) for path in result.files + [result.sidecar_path, result.mixer_path]]
    synced = [name for kind, name in events if kind == "fsync"]
    partial_of = {storage_module.final_of_partial(name): name for name in synced if name.endswith(".part")}
    assert set(new_files) <= set(partial_of), synced
    journal = synced.index("x-commit.journal.part")
    first_rename = events.index(next(event for event in events if event[0] == "replace"))
    for name in (partial_of[final] for final in new_files):
        assert synced.index(name) < journal, f"{name} synced after the journal"
        assert events.index(("fsync", name)) < first_rename, f"{name} synced after a rename"

"""One writer at a time (issue 41): two exports to one folder and prefix, or two writers of one table, never mix
their files; a second run is refused naming the lock and its holder; a dead run's lock is taken over; every
run writes temporary names of its own. Real processes, real files, moto's S3."""

import json
import os
import socket
import subprocess
import sys
import time

import numpy as np
import pytest
from osgeo import gdal

from helpers import write_float_raster
from tfrecord_bridge.core.cli import main
from tfrecord_bridge.core.export.export_image import ExportError, export_image
from tfrecord_bridge.core.export.raster_source import SourceLayer
from tfrecord_bridge.core.export.request import ExportRequest
from tfrecord_bridge.core.importing.import_image import ImportRequest, import_image
from tfrecord_bridge.core.layout.format_options import FormatOptions
from tfrecord_bridge.core.layout.naming import find_export
from tfrecord_bridge.core.tables import write_table

REFUSAL = "another run is writing these files"
# What a lock file holds (core/places/writer_lock.py), as a user finds it.
LOCK_KIND = "tfrecord-bridge writer lock"


def command(*arguments):
    """The tfrecord-bridge command in a process of its own, as a user runs it."""
    return subprocess.Popen([sys.executable, "-m", "tfrecord_bridge.core.cli", *arguments],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path)))


def slow_export(raster, output, prefix="p"):
    """An export of seconds (random values at GZIP level 9, on one thread): two started together overlap."""
    return ["export-image", str(raster), str(raster), "-o", str(output), "--prefix", prefix,
            "--compression-level", "9", "--patch-dimensions", "128,128", "--threads", "1"]


def scene(path, low, size=2048):
    """A raster of random values from low to low + 1 (float32 rounds some up to low + 1): which export an import
    came from is told by any of its pixels."""
    values = np.random.default_rng(int(low)).random((size, size), dtype=np.float32) + np.float32(low)
    return write_float_raster(str(path), values)


def imported(folder, prefix, output):
    shards, mixer = find_export(str(folder), prefix)
    import_image(ImportRequest(shards, mixer, str(output)))
    return gdal.Open(str(output)).ReadAsArray()


def dead_pid():
    """The id of a process that has ended (and was ours, so not reused yet by a process we could mistake)."""
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def plant_lock(path, pid, host=None, run="0123456789ab"):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"kind": LOCK_KIND, "host": host or socket.gethostname(), "pid": pid,
                                "run": run, "started": "2026-12-07T10:00:00+00:00"}))


def wait_for(condition, what, process=None, timeout=120):
    deadline = time.monotonic() + timeout
    while not condition():
        assert process is None or process.poll() is None, f"{what}: the run ended first: {process.communicate()}"
        assert time.monotonic() < deadline, what
        time.sleep(0.02)


@pytest.mark.slow  # two exports of seconds, in processes of their own
def test_two_exports_to_one_prefix_started_together_give_one_export_and_a_refusal(tmp_path):
    """The issue's case: two exports to one folder and prefix started together mixed their shards (3 in 10
    gave a raster of both, exit 0). Now exactly one writes; the other is refused at once, naming the lock and
    its holder, and the import gives one raster's pixels."""
    rasters = [scene(tmp_path / "low.tif", 0), scene(tmp_path / "high.tif", 10)]
    folder = tmp_path / "out"
    runs = [command(*slow_export(raster, folder)) for raster in rasters]
    outcomes = [run.communicate(timeout=600) + (run.returncode,) for run in runs]
    codes = sorted(code for _, _, code in outcomes)
    assert codes == [0, 1], outcomes
    winner = next(number for number, (_, _, code) in enumerate(outcomes) if code == 0)
    refused_error = outcomes[1 - winner][1]
    assert REFUSAL in refused_error and str(folder / "p-export.lock") in refused_error, refused_error
    assert f"process {runs[winner].pid}" in refused_error and "delete" in refused_error
    assert "Traceback" not in refused_error
    values = imported(folder, "p", tmp_path / "back.tif")
    low = 10.0 * winner
    assert ((values >= low) & (values <= low + 1)).all(), "the import mixes both exports' pixels"
    assert not [name for name in os.listdir(folder) if name.endswith((".part", ".lock"))]


@pytest.mark.slow  # an export of seconds in a process of its own
def test_a_second_export_leaves_the_running_exports_files_alone_and_is_refused(tmp_path, capsys):
    """The start of an export deleted 'a killed run's temporary files', which were the running export's: it
    now holds the lock first, and a second export stops before it cleans or writes anything."""
    folder = tmp_path / "out"
    first = command(*slow_export(scene(tmp_path / "low.tif", 0), folder))
    try:
        wait_for(lambda: folder.exists() and any(name.endswith(".part") for name in os.listdir(folder)),
                 "the first export never started writing", first)
        writing = {name for name in os.listdir(folder) if name.endswith(".part")}
        assert main(slow_export(scene(tmp_path / "high.tif", 10), folder)) == 1
        error = capsys.readouterr().err
        assert REFUSAL in error and f"process {first.pid}" in error and "p-export.lock" in error
        assert writing <= set(os.listdir(folder)), "the second export deleted the first one's files"
    finally:
        output, error = first.communicate(timeout=600)
    assert first.returncode == 0, error
    values = imported(folder, "p", tmp_path / "back.tif")
    assert ((values >= 0) & (values <= 1)).all()


@pytest.mark.slow  # a process of its own
def test_a_run_refused_while_the_holder_is_still_writing_who_it_is_names_the_holder(tmp_path, capsys):
    """A run takes the lock, then writes who it is into it: one refused in that instant read an empty lock and
    named "process ?" (seen under load when two exports started together). It waits for the words."""
    folder = tmp_path / "out"
    folder.mkdir()
    holder = subprocess.Popen([sys.executable, "-c", f"""
import fcntl, json, os, socket, sys, time
descriptor = os.open({str(folder / "p-export.lock")!r}, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o644)
fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
print("locked", flush=True)
time.sleep(0.4)
os.write(descriptor, json.dumps({{"kind": {LOCK_KIND!r}, "host": socket.gethostname(), "pid": os.getpid(),
                                  "run": "0123456789ab", "started": "2026-12-07T10:00:00+00:00"}}).encode())
sys.stdin.read()
"""], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline() == "locked\n"
        raster = scene(tmp_path / "r.tif", 0, 512)
        assert main(["export-image", raster, "-o", str(folder), "--prefix", "p", "--patch-dimensions", "512,512"]) == 1
        error = capsys.readouterr().err
        assert REFUSAL in error and f"process {holder.pid}," in error, error
    finally:
        holder.communicate("", timeout=60)


def test_the_lock_of_a_process_that_has_ended_is_taken_over_and_said_in_the_log(tmp_path, capsys):
    raster = scene(tmp_path / "r.tif", 0, 512)
    folder = tmp_path / "out"
    plant_lock(folder / "p-export.lock", dead_pid())
    (folder / "p-00000.tfrecord.gz.0123456789ab.part").write_bytes(b"the dead run's")
    assert main(["export-image", raster, "-o", str(folder), "--prefix", "p", "--patch-dimensions", "512,512"]) == 0
    error = capsys.readouterr().err
    assert "p-export.lock: took over the lock of a run that is no longer running" in error
    assert sorted(os.listdir(folder)) == ["p-00000.tfrecord.gz", "p-mixer.json", "p-sidecar.json"]


@pytest.mark.parametrize("holder", ["live process", "other host"])
def test_a_lock_of_a_live_process_or_of_another_host_refuses_the_export_and_changes_nothing(tmp_path, holder):
    raster = scene(tmp_path / "r.tif", 0, 512)
    folder = tmp_path / "out"
    export_image(ExportRequest([SourceLayer(raster)], folder, "p", FormatOptions(patchDimensions=(512, 512))))
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        if holder == "live process":
            plant_lock(folder / "p-export.lock", sleeper.pid)
        else:  # its processes cannot be asked: never taken for dead
            plant_lock(folder / "p-export.lock", dead_pid(), host="another-host.example")
        (folder / "p-mixer.json.0123456789ab.part").write_bytes(b"the other run's")
        before = {name: (folder / name).read_bytes() for name in os.listdir(folder)}
        with pytest.raises(ExportError, match=f"p-export.lock: {REFUSAL} \\(host .*, process .*, started "
                                              "2026-12-07T10:00:00\\+00:00\\): wait for it to finish; if that run "
                                              "is no longer running, delete .*p-export.lock"):
            export_image(ExportRequest([SourceLayer(raster)], folder, "p", FormatOptions(patchDimensions=(256, 256))))
        assert {name: (folder / name).read_bytes() for name in os.listdir(folder)} == before
    finally:
        sleeper.kill()
        sleeper.wait()


def test_the_export_algorithm_is_refused_by_a_live_lock_and_takes_over_a_dead_one(run_algorithm, tmp_path):
    from qgis.core import QgsProcessingException

    raster = scene(tmp_path / "r.tif", 0, 512)
    folder = tmp_path / "out"
    parameters = {"INPUT": [raster], "PATCH_DIMENSIONS": "256,256", "OUTPUT": str(folder), "PREFIX": "p"}
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        plant_lock(folder / "p-export.lock", sleeper.pid)
        with pytest.raises(QgsProcessingException, match=f"p-export.lock: {REFUSAL} .*process {sleeper.pid}"):
            run_algorithm("tfrecord:exportimage", parameters)
        assert os.listdir(folder) == ["p-export.lock"]
    finally:
        sleeper.kill()
        sleeper.wait()
    run_algorithm("tfrecord:exportimage", parameters)
    assert any("took over the lock of a run that is no longer running" in line
               for line in run_algorithm.feedback.log), run_algorithm.feedback.log
    assert "p-export.lock" not in os.listdir(folder)


def test_a_lock_of_a_run_this_process_no_longer_runs_is_taken_over(tmp_path):
    """A long-lived QGIS whose run ended without letting go (a failure between its plan and its first block)
    must not refuse its own later runs until it is restarted."""
    raster = scene(tmp_path / "r.tif", 0, 512)
    folder = tmp_path / "out"
    plant_lock(folder / "p-export.lock", os.getpid())
    lines = []
    export_image(ExportRequest([SourceLayer(raster)], folder, "p", FormatOptions(patchDimensions=(512, 512))),
                 log=lines.append)
    assert any("took over the lock" in line for line in lines)
    assert "p-export.lock" not in os.listdir(folder)


def test_a_table_being_written_refuses_a_second_writer_and_keeps_its_temporary_file(tmp_path):
    table = tmp_path / "t.tfrecord.gz"
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        plant_lock(tmp_path / "t.tfrecord.gz.lock", sleeper.pid)
        (tmp_path / "t.tfrecord.gz.0123456789ab.part").write_bytes(b"the other writer's")
        with pytest.raises(OSError, match=f"t.tfrecord.gz.lock: {REFUSAL}"):
            write_table(table, [{"a": 1.0}])
        assert sorted(os.listdir(tmp_path)) == ["t.tfrecord.gz.0123456789ab.part", "t.tfrecord.gz.lock"]
    finally:
        sleeper.kill()
        sleeper.wait()
    write_table(table, [{"a": 1.0}])  # its holder gone: taken over, and the dead writer's file removed
    assert sorted(os.listdir(tmp_path)) == ["t.tfrecord.gz"]


def test_an_import_writes_a_temporary_name_of_its_own(tmp_path):
    """Two imports to one OUTPUT wrote one OUTPUT.part; each now writes its own, and leaves the other's alone."""
    raster = scene(tmp_path / "r.tif", 0, 512)
    export_image(ExportRequest([SourceLayer(raster)], tmp_path / "out", "p", FormatOptions(patchDimensions=(512, 512))))
    other = tmp_path / "back.tif.part"
    other.write_bytes(b"another import's raster, being written")
    values = imported(tmp_path / "out", "p", tmp_path / "back.tif")
    assert other.read_bytes() == b"another import's raster, being written"
    assert ((values >= 0) & (values <= 1)).all()


# --- in a bucket ----------------------------------------------------------------------------------------------

def lock_object(holder_host, pid):
    return json.dumps({"kind": LOCK_KIND, "host": holder_host, "pid": pid, "run": "0123456789ab",
                       "started": "2026-12-07T10:00:00+00:00"}).encode()


@pytest.mark.slow  # an export of seconds to moto, in a process of its own
def test_a_lock_in_an_s3_prefix_refuses_a_second_writer(s3_bucket, tmp_path, capsys):
    place = s3_bucket.url + "/out"
    first = command(*slow_export(scene(tmp_path / "low.tif", 0), place))
    try:
        wait_for(lambda: "out/p-export.lock" in s3_bucket.keys(), "the first export never took its lock", first)
        holder = json.loads(s3_bucket.get("out/p-export.lock"))
        assert holder["pid"] == first.pid and holder["host"] == socket.gethostname()
        assert main(slow_export(scene(tmp_path / "high.tif", 10), place)) == 1
        error = capsys.readouterr().err
        assert f"{place}/p-export.lock: {REFUSAL}" in error and f"process {first.pid}" in error
    finally:
        output, error = first.communicate(timeout=600)
    assert first.returncode == 0, error
    assert "out/p-export.lock" not in s3_bucket.keys()
    values = imported(place, "p", tmp_path / "back.tif")
    assert ((values >= 0) & (values <= 1)).all()


@pytest.mark.slow  # waits out a stale age of 1 s
def test_a_lock_in_a_bucket_is_taken_over_only_once_stale(s3_bucket, tmp_path, monkeypatch):
    """Another host's lock, which no process here can vouch for: refused while it is fresh, taken over once it
    has not been refreshed for STALE_SECONDS (by the server's clock)."""
    raster = scene(tmp_path / "r.tif", 0, 512)
    s3_bucket.put("out/p-export.lock", lock_object("another-host.example", 1))
    with pytest.raises(ExportError, match=f"{s3_bucket.url}/out/p-export.lock: {REFUSAL}.*not refreshed for"):
        export_image(ExportRequest([SourceLayer(raster)], s3_bucket.url + "/out", "p",
                                   FormatOptions(patchDimensions=(512, 512))))
    from tfrecord_bridge.core.places import writer_lock
    monkeypatch.setattr(writer_lock, "STALE_SECONDS", 1)
    time.sleep(2.1)  # Last-Modified has whole seconds
    lines = []
    export_image(ExportRequest([SourceLayer(raster)], s3_bucket.url + "/out", "p",
                               FormatOptions(patchDimensions=(512, 512))), log=lines.append)
    assert any("took over the lock of a run not heard from" in line for line in lines), lines
    assert sorted(s3_bucket.keys()) == ["out/p-00000.tfrecord.gz", "out/p-mixer.json", "out/p-sidecar.json"]


def test_two_runs_taking_one_s3_lock_at_once_are_one_holder_and_one_refusal(s3_bucket):
    """The conditional create (If-None-Match: *): of two runs creating the lock object, one gets it."""
    from tfrecord_bridge.core.places import writer_lock
    path = s3_bucket.url + "/out/p-export.lock"
    first, second = writer_lock.WriterLock(path, "aaaaaaaaaaaa"), writer_lock.WriterLock(path, "bbbbbbbbbbbb")
    first.acquire()
    try:
        with pytest.raises(writer_lock.WriterLockError, match=REFUSAL):
            second.acquire()
        assert json.loads(s3_bucket.get("out/p-export.lock"))["run"] == "aaaaaaaaaaaa"
    finally:
        first.release()
    assert "out/p-export.lock" not in s3_bucket.keys()
    second.acquire()
    second.release()


def test_a_run_whose_lock_was_deleted_by_hand_and_taken_by_another_replaces_nothing(tmp_path):
    """A user deleting the lock of a live run lets a second run start: of the two, only the one holding the lock
    commits."""
    from tfrecord_bridge.core.places.outputs import OutputError, Outputs

    final, lock = tmp_path / "t.txt", tmp_path / "t.txt.lock"
    first = Outputs(folder=tmp_path, lock=lock)
    first.hold_lock()
    first.write_text(final, "first")
    lock.unlink()
    second = Outputs(folder=tmp_path, lock=lock)
    second.hold_lock()
    second.write_text(final, "second")
    with pytest.raises(OutputError, match="t.txt.lock: this run's lock was deleted or taken over by another run"):
        first.commit()
    second.commit()
    assert sorted(os.listdir(tmp_path)) == ["t.txt"] and final.read_text() == "second"


@pytest.mark.slow  # waits out refreshes of 1 s
def test_a_lock_in_s3_is_refreshed_while_its_run_lives_and_a_run_that_lost_it_replaces_nothing(
        s3_bucket, monkeypatch):
    from tfrecord_bridge.core.places import writer_lock
    from tfrecord_bridge.core.places.outputs import OutputError, Outputs

    monkeypatch.setattr(writer_lock, "REFRESH_SECONDS", 0.5)
    client = s3_bucket.server.client()
    place = s3_bucket.url + "/out"
    outputs = Outputs(folder=place, lock=place + "/t.txt.lock")
    outputs.hold_lock()
    outputs.write_text(place + "/t.txt", "mine")
    written = client.head_object(Bucket=s3_bucket.name, Key="out/t.txt.lock")["ETag"]
    wait_for(lambda: client.head_object(Bucket=s3_bucket.name, Key="out/t.txt.lock")["ETag"] != written,
             "the lock was never refreshed", timeout=10)
    s3_bucket.put("out/t.txt.lock", lock_object("another-host.example", 1))  # taken over, as if stale
    time.sleep(1.5)
    with pytest.raises(OutputError, match="this run's lock was deleted or taken over"):
        outputs.commit()
    assert s3_bucket.keys() == ["out/t.txt.lock"]
    assert json.loads(s3_bucket.get("out/t.txt.lock"))["host"] == "another-host.example"


def test_a_file_of_the_users_under_the_locks_name_is_refused_never_overwritten_or_deleted(tmp_path):
    raster = scene(tmp_path / "r.tif", 0, 512)
    folder = tmp_path / "out"
    folder.mkdir()
    (folder / "export.lock").write_text("my notes")  # a folder prefix ('') keeps its lock as export.lock
    with pytest.raises(ExportError, match="export.lock is not a lock this plugin wrote.*move or rename it"):
        export_image(ExportRequest([SourceLayer(raster)], folder, "", FormatOptions(patchDimensions=(512, 512))))
    assert os.listdir(folder) == ["export.lock"] and (folder / "export.lock").read_text() == "my notes"


def test_where_gdal_writes_the_lock_a_fresh_one_of_another_host_refuses_the_export(tmp_path):
    """The stores without a conditional create the plugin can send (gs://, az://, S3 through GDAL; here GDAL's
    memory, which goes the same way): the lock is still looked for, and a fresh one refuses the export."""
    raster = scene(tmp_path / "r.tif", 0, 512)
    place = f"/vsimem/lock-{os.getpid()}"
    gdal.FileFromMemBuffer(place + "/p-export.lock", lock_object("another-host.example", 1))
    try:
        with pytest.raises(ExportError, match=f"{place}/p-export.lock: {REFUSAL} \\(host another-host.example"):
            export_image(ExportRequest([SourceLayer(raster)], place, "p", FormatOptions(patchDimensions=(512, 512))))
        assert gdal.ReadDir(place) == ["p-export.lock"]
    finally:
        gdal.Unlink(place + "/p-export.lock")


SETS = ["--splits", "train=0.5,val=0.5", "--split-block", "2"]


def set_export_files(folder):
    names = sorted(os.listdir(folder))
    assert not [name for name in names if name.endswith((".part", ".lock"))], names
    return names


@pytest.mark.slow  # an export of seconds in a process of its own
def test_a_split_export_running_refuses_a_separate_export_under_one_of_its_set_prefixes(tmp_path, capsys):
    """The re-check's case: a split export ``p`` (sets train, val) writes under ``p-train``; a separate export
    ``p-train`` started meanwhile deleted its temporary files as a killed run's (it held only ``p-train``'s lock,
    the split export only ``p``'s), and the split export failed. The split export now holds its sets' locks."""
    folder = tmp_path / "out"
    first = command(*slow_export(scene(tmp_path / "low.tif", 0), folder), *SETS)
    try:
        wait_for(lambda: folder.exists() and any(name.startswith("p-train-") and name.endswith(".part")
                                                 for name in os.listdir(folder)),
                 "the split export never started writing its set train", first)
        writing = {name for name in os.listdir(folder) if name.endswith(".part")}
        assert main(slow_export(scene(tmp_path / "high.tif", 10), folder, "p-train")) == 1
        error = capsys.readouterr().err
        assert REFUSAL in error and f"process {first.pid}" in error and "p-train-export.lock" in error, error
        assert writing <= set(os.listdir(folder)), "the separate export deleted the split export's files"
    finally:
        output, error = first.communicate(timeout=600)
    assert first.returncode == 0, error
    names = set_export_files(folder)
    assert {"p-sidecar.json", "p-train-mixer.json", "p-val-mixer.json"} <= set(names), names
    assert not [name for name in names if name.startswith("p-train-") and name.endswith("sidecar.json")], names
    for name in ("train", "val"):
        values = imported(folder, f"p-{name}", tmp_path / f"{name}.tif")
        kept = values[values > -9000]  # the other set's patches are the fill value there
        assert kept.size and ((kept >= 0) & (kept <= 1)).all()


@pytest.mark.slow  # an export of seconds in a process of its own
def test_a_separate_export_running_refuses_a_split_export_with_a_set_under_its_prefix(tmp_path, capsys):
    """The reverse order: a separate export ``p-train`` running; a split export ``p`` with a set train is
    refused naming the lock, leaves the running export's files alone, and leaves none of its own locks."""
    folder = tmp_path / "out"
    first = command(*slow_export(scene(tmp_path / "low.tif", 0), folder, "p-train"))
    try:
        wait_for(lambda: folder.exists() and any(name.endswith(".part") for name in os.listdir(folder)),
                 "the separate export never started writing", first)
        writing = {name for name in os.listdir(folder) if name.endswith(".part")}
        assert main(slow_export(scene(tmp_path / "high.tif", 10), folder) + SETS) == 1
        error = capsys.readouterr().err
        assert REFUSAL in error and f"process {first.pid}" in error and "p-train-export.lock" in error, error
        assert writing <= set(os.listdir(folder)), "the split export deleted the separate export's files"
        assert not [name for name in os.listdir(folder) if name.startswith("p-") and not name.startswith("p-train-")]
    finally:
        output, error = first.communicate(timeout=600)
    assert first.returncode == 0, error
    assert set_export_files(folder) and not (folder / "p-sidecar.json").exists()
    values = imported(folder, "p-train", tmp_path / "back.tif")
    assert ((values >= 0) & (values <= 1)).all()

"""What others can leave in a shared folder or bucket prefix never reaches outside the export's own files.

A commit journal (``PREFIX-commit.journal.part``), an earlier sidecar or a temporary ``.part`` name may have
been put there by anyone who can write to the place: the export acts only on names it derives itself, refuses
a journal naming anything else (and leaves it as it is), and never writes through a link. And a credential in
a path (a presigned URL) is never written down: not in the sidecar, the log or an error.
"""

import json
import os

import numpy as np
import pytest
from osgeo import gdal, ogr, osr

from helpers import write_float_raster
from tfrecord_bridge.core.export.export_image import export_image
from tfrecord_bridge.core.export.raster_source import SourceLayer
from tfrecord_bridge.core.export.request import ExportRequest
from tfrecord_bridge.core.importing.import_image import ImportRequest, find_export, import_image
from tfrecord_bridge.core.layout.format_options import FormatOptions
from tfrecord_bridge.core.places import storage
from tfrecord_bridge.core.places.outputs import OutputError, write_text_file
from tfrecord_bridge.core.tables import write_table

JOURNAL_KIND = "tfrecord-bridge commit journal"
# The query of a presigned S3 URL, with every part a credential has; none of these words may be written down.
SECRETS = ("AKIAIOSFODNN7EXAMPLE", "FwoGZXIvYXdzEXAMPLETOKEN", "0123456789abcdefSIGNATURE")
PRESIGNED = ("?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20261207%2Fus-east-1%2Fs3"
             "&X-Amz-Date=20261207T120000Z&X-Amz-Expires=3600&X-Amz-Security-Token=FwoGZXIvYXdzEXAMPLETOKEN"
             "&X-Amz-SignedHeaders=host&X-Amz-Signature=0123456789abcdefSIGNATURE")


@pytest.fixture
def raster(tmp_path):
    return write_float_raster(tmp_path / "r.tif", np.arange(64 * 64, dtype=np.float32).reshape(64, 64))


def export(raster, folder, prefix="x", patch=16):
    options = FormatOptions(patchDimensions=(patch, patch), compressed=False, maxFileSize=2200)
    return export_image(ExportRequest([SourceLayer(raster)], str(folder), prefix, options))


def snapshot(folder):
    """name -> bytes of each file in ``folder``; a link's target for a link."""
    return {name: os.readlink(folder / name) if (folder / name).is_symlink() else (folder / name).read_bytes()
            for name in sorted(os.listdir(folder))}


def victims(tmp_path):
    """A file of the user's outside the export's folder."""
    mine = tmp_path / "home"
    mine.mkdir()
    (mine / "thesis.txt").write_text("years of work")
    return mine / "thesis.txt"


# ----------------------------------------------------------------------------- planted journals


def planted_journals(victim, folder):
    """(name, journal) pairs that on the code before this change deleted ``victim`` or another export's shard:
    its roll-back deletes every 'temporary' file the journal lists while one of them is there."""
    relative = os.path.relpath(victim, folder)
    return {
        "dot-dot": {"kind": JOURNAL_KIND, "files": [[relative, relative + ".new"]], "replaced": []},
        "absolute": {"kind": JOURNAL_KIND, "files": [[str(victim), str(victim) + ".new"]], "replaced": []},
        "another prefix": {"kind": JOURNAL_KIND, "files": [["q-00000.tfrecord", "q-00001.tfrecord"]],
                           "replaced": []},
        "wrong kind": {"kind": "someone's list", "files": [[relative, relative + ".new"]], "replaced": []},
        "newer version": {"kind": JOURNAL_KIND, "version": 99, "files": [[relative, relative + ".new"]],
                          "replaced": []},
        # A Dask job's scratch folder is where its new files come from: planted as a link, it leads elsewhere.
        "scratch folder a link": {"kind": JOURNAL_KIND, "files": [
            [f".tfrecord-bridge-partitions-x-0123456789ab/{victim.name}", "x-00000.tfrecord"]], "replaced": []},
    }


@pytest.mark.parametrize("case", ["dot-dot", "absolute", "another prefix", "wrong kind", "newer version",
                                  "scratch folder a link"])
def test_a_planted_journal_deletes_nothing_and_the_export_refuses_naming_it(raster, tmp_path, case):
    victim = victims(tmp_path)
    folder = tmp_path / "shared"
    export(raster, folder, "x")
    export(raster, folder, "q")
    (folder / ".tfrecord-bridge-partitions-x-0123456789ab").symlink_to(victim.parent, target_is_directory=True)
    journal = folder / "x-commit.journal.part"
    journal.write_text(json.dumps(planted_journals(victim, folder)[case]))
    before = snapshot(folder)
    with pytest.raises(OutputError) as refused:
        export(raster, folder, "x", patch=8)
    text = str(refused.value)
    assert str(journal) in text and "nothing was changed" in text and "delete it" in text
    assert victim.read_text() == "years of work"
    assert snapshot(folder) == before  # the journal too: it is left as it is, for its owner to see
    # Once the user deleted it, the export runs.
    journal.unlink()
    export(raster, folder, "x", patch=8)
    assert victim.read_text() == "years of work" and (folder / "q-00000.tfrecord").exists()


def test_a_fifo_as_the_journal_is_refused_naming_the_journal_as_it_is(raster, tmp_path):
    # As a user found: a FIFO at x-commit.journal.part was named x-commit.journal, a file that is not there.
    folder = tmp_path / "shared"
    export(raster, folder, "x")
    journal = folder / "x-commit.journal.part"
    os.mkfifo(journal)
    with pytest.raises(OutputError) as refused:
        export(raster, folder, "x", patch=8)
    assert f"{journal}: it is a FIFO (named pipe)" in str(refused.value), str(refused.value)


def test_a_journal_naming_an_earlier_export_s_training_sets_is_still_recovered(raster, tmp_path):
    """The names a journal may hold include the sets the sidecar there names: a real journal still works.
    (Passes before this change too: it guards the recovery the refusals above must keep.)"""
    folder = tmp_path / "out"
    export(raster, folder, "x")
    sidecar = json.loads((folder / "x-sidecar.json").read_text())
    sidecar["splits"] = {"blockSize": 1, "sets": {"a": {"prefix": "x-a", "patches": 1}}}
    (folder / "x-sidecar.json").write_text(json.dumps(sidecar))
    (folder / "x-a-mixer.json").write_text("{}")
    os.replace(folder / "x-a-mixer.json", folder / "x-a-mixer.json.replaced.part")
    (folder / "x-commit.journal.part").write_text(json.dumps(
        {"kind": JOURNAL_KIND, "version": 1, "files": [["x-mixer.json.part", "x-mixer.json"]],
         "replaced": ["x-a-mixer.json"]}))
    export(raster, folder, "x", patch=8)  # finished: the set-aside file of set a goes
    assert not [name for name in os.listdir(folder) if name.endswith(".part") or name.startswith("x-a-")]


def test_a_dask_job_s_journal_naming_its_scratch_files_is_still_recovered(raster, tmp_path):
    """A Dask job's new files come from its scratch folder, not from NAME.part: such a journal is undone.
    (Passes before this change too: it guards the recovery the refusals above must keep.)"""
    folder = tmp_path / "out"
    export(raster, folder, "x")
    old = snapshot(folder)
    scratch = folder / ".tfrecord-bridge-partitions-x-0123456789ab"
    scratch.mkdir()
    (scratch / "abcdef012345-x-00000.tfrecord").write_bytes(b"new shard")
    os.replace(folder / "x-mixer.json", folder / "x-mixer.json.replaced.part")
    (folder / "x-commit.journal.part").write_text(json.dumps(
        {"kind": JOURNAL_KIND, "version": 1,
         "files": [[".tfrecord-bridge-partitions-x-0123456789ab/abcdef012345-x-00000.tfrecord", "x-00000.tfrecord"]],
         "replaced": ["x-mixer.json"]}))
    from tfrecord_bridge.core.export.export_image import prepare_outputs
    prepare_outputs(str(folder), "x")  # puts the earlier export back, and removes the scratch folder
    assert snapshot(folder) == old


@pytest.mark.parametrize("case", ["local file", "object outside the prefix", "wrong kind"])
def test_a_journal_planted_in_a_bucket_deletes_nothing_outside_the_export(raster, tmp_path, s3_bucket, case):
    victim = victims(tmp_path)
    s3_bucket.put("other/v-00000.tfrecord", b"another team's shard")
    place = s3_bucket.url + "/k"
    export(raster, place, "x")
    named = {"local file": str(victim), "object outside the prefix": f"/vsis3/{s3_bucket.name}/other/v-00000.tfrecord",
             "wrong kind": "../other/v-00000.tfrecord"}[case]
    s3_bucket.put("k/x-commit.journal.part", json.dumps(
        {"kind": "someone's list" if case == "wrong kind" else JOURNAL_KIND,
         "files": [[named, named + ".new"]], "replaced": []}).encode())
    keys = {key: s3_bucket.get(key) for key in s3_bucket.keys()}
    with pytest.raises(OutputError, match="x-commit.journal.part: .*nothing was changed"):
        export(raster, place, "x", patch=8)
    assert victim.read_text() == "years of work"
    assert {key: s3_bucket.get(key) for key in s3_bucket.keys()} == keys


# ----------------------------------------------------------------------------- planted sidecars


def test_a_planted_sidecar_s_sets_outside_the_export_are_not_set_aside_or_deleted(raster, tmp_path):
    other = tmp_path / "other"
    export(raster, other, "v")
    theirs = snapshot(other)
    out = tmp_path / "a" / "out"
    export(raster, out, "sub/")
    sidecar = json.loads((out / "sub" / "sidecar.json").read_text())
    sidecar["splits"] = {"blockSize": 1, "sets": {
        "../../../other/v": {"prefix": "sub/../../../other/v", "patches": 1},
        "w": {"prefix": "../../../other/v", "patches": 1}}}  # a plain name, under a prefix not its own
    (out / "sub" / "sidecar.json").write_text(json.dumps(sidecar))
    export(raster, out, "sub/", patch=8)
    assert snapshot(other) == theirs
    # The import still finds a real set's sidecar, and no other.
    assert find_export(out / "sub")[1] == str(out / "sub" / "mixer.json")


# ----------------------------------------------------------------------------- planted links


# The run id a test gives a run, so that it can plant files under the run's own temporary names: a run's names
# cannot be foreseen, but a link may still appear under one while the run writes it.
KNOWN_RUN = "0123456789ab"


@pytest.fixture
def known_run(monkeypatch):
    monkeypatch.setattr(storage, "new_run_id", lambda: KNOWN_RUN)
    return KNOWN_RUN


def test_import_image_replaces_a_link_planted_under_its_temporary_name_not_its_target(raster, tmp_path, known_run):
    victim = victims(tmp_path)
    folder = tmp_path / "export"
    export(raster, folder, "x")
    output = tmp_path / "maps" / "out.tif"
    output.parent.mkdir()
    (tmp_path / "maps" / f"out.tif.{known_run}.part").symlink_to(victim)
    (tmp_path / "maps" / f"out.tif.{known_run}.part.aux.xml").symlink_to(victim)
    shards, mixer = find_export(folder, "x")
    import_image(ImportRequest(shards, mixer, output))
    assert victim.read_text() == "years of work"
    assert output.is_file() and not output.is_symlink()
    assert sorted(os.listdir(output.parent)) == ["out.tif"]


def test_an_import_leaves_no_earlier_or_planted_aux_xml_beside_its_raster(raster, tmp_path):
    """GDAL reads NAME.aux.xml beside a raster (statistics, band names, nodata): one left by an earlier output,
    or planted there, would describe the new raster wrongly. The import writes none for a plain export, so one
    there must go (a link as a link: its target stays)."""
    victim = victims(tmp_path)
    folder = tmp_path / "export"
    export(raster, folder, "x")
    shards, mixer = find_export(folder, "x")
    maps = tmp_path / "maps"
    maps.mkdir()
    stale = ('<PAMDataset><PAMRasterBand band="1"><Description>not this raster</Description><Metadata>'
             '<MDI key="STATISTICS_MAXIMUM">1e9</MDI></Metadata></PAMRasterBand></PAMDataset>')
    (maps / "old.tif.aux.xml").write_text(stale)
    (maps / "linked.tif.aux.xml").symlink_to(victim)
    for name in ("old.tif", "linked.tif"):
        import_image(ImportRequest(shards, mixer, maps / name))
    # The import writes one of its own where it has something to say (a setting of GDAL's may have it write
    # statistics): then that one, never the earlier or the link.
    for name in ("old.tif.aux.xml", "linked.tif.aux.xml"):
        assert not (maps / name).is_symlink()
        assert not (maps / name).exists() or "not this raster" not in (maps / name).read_text()
    assert victim.read_text() == "years of work"
    assert gdal.Open(str(maps / "old.tif")).GetRasterBand(1).GetDescription() != "not this raster"


@pytest.mark.parametrize("name", ["x-00000.tfrecord.part", "x-mixer.json.part", "x-sidecar.json.part",
                                  "x-commit.journal.part"])
def test_an_export_never_writes_through_a_link_planted_under_a_temporary_name(raster, tmp_path, name):
    """A dangling link (to a file the user does not have yet, ~/.ssh/authorized_keys, say) is not removed
    with the killed run's files, being no file: written through, it would make its target."""
    folder = tmp_path / "shared"
    export(raster, folder, "x")
    target = tmp_path / "home" / "authorized_keys"
    target.parent.mkdir()
    (folder / name).symlink_to(target)
    export(raster, folder, "x", patch=8)
    assert not target.exists()
    assert not (folder / name).is_symlink()
    assert not [entry for entry in os.listdir(folder) if entry.endswith(".part")]


def test_a_table_and_a_report_never_write_through_a_planted_link(tmp_path):
    victim = victims(tmp_path)
    folder = tmp_path / "shared"
    folder.mkdir()
    target = tmp_path / "home" / "created"
    (folder / "t.tfrecord.gz.part").symlink_to(target)
    write_table(folder / "t.tfrecord.gz", [{"a": 1.0}])
    (folder / "report.txt.part").symlink_to(victim)
    write_text_file(folder / "report.txt", "a report")
    assert not target.exists() and victim.read_text() == "years of work"
    assert (folder / "report.txt").read_text() == "a report"


def test_a_fifo_under_a_temporary_name_is_refused_by_name(raster, tmp_path, known_run):
    folder = tmp_path / "shared"
    folder.mkdir()
    fifo = folder / f"report.txt.{known_run}.part"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # else a write would wait for one
    try:
        with pytest.raises(OutputError, match="report.txt: .*not a regular file"):
            write_text_file(folder / "report.txt", "a report")
    finally:
        os.close(reader)
    assert not os.path.lexists(folder / "report.txt")


# ----------------------------------------------------------------------------- secrets


def labels_geojson(path):
    reference = osr.SpatialReference()
    reference.ImportFromEPSG(32633)
    source = ogr.GetDriverByName("GeoJSON").CreateDataSource(str(path))
    layer = source.CreateLayer("squares", reference, ogr.wkbPolygon)
    feature = ogr.Feature(layer.GetLayerDefn())
    feature.SetGeometry(ogr.CreateGeometryFromWkt("POLYGON((2 62, 30 62, 30 34, 2 34, 2 62))"))
    layer.CreateFeature(feature)
    source = None


def assert_no_secret(text, where):
    for secret in SECRETS:
        assert secret not in text, f"{secret} in {where}: {text}"


def test_a_presigned_source_and_label_layer_leave_no_credential_in_the_sidecar_log_or_errors(
        tmp_path, http_folder, capsys):
    from tfrecord_bridge.core.cli import main
    write_float_raster(http_folder.path / "r.tif", np.arange(64 * 64, dtype=np.float32).reshape(64, 64))
    labels_geojson(http_folder.path / "labels.geojson")
    source, labels = http_folder.url + "r.tif" + PRESIGNED, http_folder.url + "labels.geojson" + PRESIGNED
    out = tmp_path / "out"
    assert main(["export-image", source, "-o", str(out), "--prefix", "x", "--patch-dimensions", "16,16",
                 "--label-layer", labels]) == 0
    captured = capsys.readouterr()
    assert_no_secret(captured.out + captured.err, "the log")
    for name in os.listdir(out):
        assert_no_secret((out / name).read_bytes().decode("utf-8", "replace"), name)
    recorded = json.loads((out / "x-sidecar.json").read_text())["labels"]["source"]
    assert recorded.startswith(http_folder.url + "labels.geojson?X-Amz-Algorithm=REDACTED&")
    # Errors: a source and a label layer the server does not have, named without their credentials.
    missing = http_folder.url + "gone.tif" + PRESIGNED
    assert main(["export-image", missing, "-o", str(tmp_path / "x"), "--patch-dimensions", "16,16"]) != 0
    captured = capsys.readouterr()
    assert "gone.tif" in captured.err
    assert_no_secret(captured.out + captured.err, "the error")
    assert main(["export-image", source, "-o", str(tmp_path / "y"), "--patch-dimensions", "16,16", "--label-layer",
                 http_folder.url + "gone.geojson" + PRESIGNED]) != 0
    captured = capsys.readouterr()
    assert "gone.geojson" in captured.err
    assert_no_secret(captured.out + captured.err, "the error")


@pytest.mark.parametrize("as_json", [False, True])
def test_inspecting_a_presigned_shard_prints_no_credential(raster, tmp_path, http_folder, capsys, as_json):
    from tfrecord_bridge.core.cli import main
    export(raster, http_folder.path, "x")
    shard = http_folder.url + "x-00000.tfrecord" + PRESIGNED
    assert main(["inspect", shard, "--mixer", http_folder.url + "x-mixer.json" + PRESIGNED]
                + (["--json"] if as_json else [])) == 0
    captured = capsys.readouterr()
    assert "x-00000.tfrecord?X-Amz-Algorithm=REDACTED" in captured.out
    assert_no_secret(captured.out + captured.err, "the inspection")


def test_a_message_masks_every_credential_a_path_or_library_text_carries():
    from tfrecord_bridge.core.base.messages import message, message_of
    from tfrecord_bridge.core.places.storage import user_path
    azure = "https://acct.blob.core.windows.net/c/x.tif?sv=2022-11-02&se=2026-12-08&sp=r&sig=SASSIGNATURE%3D"
    gcs = "https://storage.googleapis.com/b/x.tif?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Signature=GOOGSIG"
    text = message("{path}: cannot open ({reason})", path=azure,
                   reason=RuntimeError(f"/vsicurl/{gcs}: HTTP 403; AWS_SECRET_ACCESS_KEY=SECRETKEY"))
    for secret in ("SASSIGNATURE", "GOOGSIG", "SECRETKEY", "2026-12-08"):
        assert secret not in text and secret not in message_of(OSError(text)) and secret not in user_path(azure)
    assert "https://acct.blob.core.windows.net/c/x.tif?sv=REDACTED&se=REDACTED&sp=REDACTED&sig=REDACTED" in text
    assert message("{count:,} patches in {path}", count=1234, path="/data/a=b.tif") == \
        "1,234 patches in /data/a=b.tif"


def split_export(raster, folder, prefix="x", splits="train=0.5,val=0.5", log=None):
    from tfrecord_bridge.core.export.training import TrainingOptions, parse_splits
    return export_image(ExportRequest([SourceLayer(raster)], str(folder), prefix,
                                      FormatOptions(patchDimensions=(16, 16), compressed=True),
                                      training=TrainingOptions(parse_splits(splits), 1, 0)), log=log)


def test_a_sidecar_edited_to_name_a_separate_export_as_its_set_leaves_that_export_alone(raster, tmp_path):
    """The re-check's case: ``p``'s sidecar edited to claim the separate export ``p-train`` as its set made the
    next export of ``p`` set aside and delete that whole export, exit 0, nothing said. A split export writes no
    sidecar under a set's prefix, so one there is another export's: left byte for byte, and said in the log."""
    folder = tmp_path / "out"
    export(raster, folder, "p")
    export(raster, folder, "p-train", patch=8)
    other = {name: data for name, data in snapshot(folder).items() if name.startswith("p-train-")}
    assert "p-train-sidecar.json" in other and "p-train-mixer.json" in other
    sidecar = json.loads((folder / "p-sidecar.json").read_text())
    sidecar["splits"] = {"blockSize": 4, "seed": 0,
                         "sets": {"train": {"prefix": "p-train", "patches": 1, "share": 1.0}}}
    (folder / "p-sidecar.json").write_text(json.dumps(sidecar))
    lines = []
    export_image(ExportRequest([SourceLayer(raster)], str(folder), "p",
                               FormatOptions(patchDimensions=(16, 16), compressed=False, maxFileSize=2200)),
                 log=lines.append)
    assert {name: data for name, data in snapshot(folder).items() if name.startswith("p-train-")} == other
    assert any("p-train-sidecar.json" in line and "left as it is" in line for line in lines), lines
    assert "splits" not in json.loads((folder / "p-sidecar.json").read_text())


def test_a_split_export_whose_set_prefix_holds_a_separate_export_is_refused_before_anything(raster, tmp_path):
    """A set ``train`` of ``p`` writes under ``p-train``: where a separate export ``p-train`` is (its own
    sidecar), the split export is refused naming that sidecar, and nothing there is written or deleted."""
    from tfrecord_bridge.core.export.export_image import ExportError
    folder = tmp_path / "out"
    export(raster, folder, "p")
    export(raster, folder, "p-train", patch=8)
    before = snapshot(folder)
    with pytest.raises(ExportError) as refused:
        split_export(raster, folder, "p")
    text = str(refused.value)
    assert str(folder / "p-train-sidecar.json") in text and "another prefix" in text and "remove that export" in text
    assert snapshot(folder) == before


def test_a_split_export_over_an_earlier_split_export_still_replaces_its_sets(raster, tmp_path):
    """(Passes before this change too: it guards what the refusals above must keep.) An earlier split export's
    sets, its own files with no sidecar under their prefixes, are replaced: those of a set not written again go."""
    folder = tmp_path / "out"
    split_export(raster, folder, "p", "train=0.5,val=0.25,test=0.25")
    assert (folder / "p-test-mixer.json").exists() and not (folder / "p-train-sidecar.json").exists()
    split_export(raster, folder, "p", "train=0.5,val=0.5")
    names = os.listdir(folder)
    assert not [name for name in names if name.startswith("p-test-")], names
    assert "p-train-mixer.json" in names and "p-val-mixer.json" in names
    assert not [name for name in names if name.endswith((".part", ".lock"))], names

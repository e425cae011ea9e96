"""Exports and imports where the data lives: buckets and web servers, against real servers on 127.0.0.1.

moto's S3 server, the GCS emulator and Python's HTTP server (tests/object_stores.py) stand in for S3, Cloud
Storage and a web server; GDAL reaches them through its own settings, as it reaches the real ones.
"""

import base64
import os
import re
import shutil
import threading
import time
import zlib
from pathlib import Path

import numpy as np
import pytest
from osgeo import gdal

from helpers import PLUGIN_ROOT, sidecar_without_run
from object_stores import gdal_settings
from qgis_process import qgis_process
from tfrecord_bridge.core import read_records
from tfrecord_bridge.core.cli import main
from tfrecord_bridge.core.layout.naming import find_export
from tfrecord_bridge.core.places import storage
from tfrecord_bridge.core.places.outputs import PARTIAL_SUFFIX

SAMPLE = str(PLUGIN_ROOT / "resources" / "sample" / "sample.tif")
# Small shards, so that an export writes many objects and a fault can fall between them.
EXPORT = ["--prefix", "s", "--patch-dimensions", "32,32", "--kernel-size", "8,8", "--max-file-size", "150000"]


def export(source, output, *extra):
    return main(["export-image", source, "-o", output, *EXPORT, *extra])


def without_run_id(name, data):
    """A file's bytes, an export sidecar's without its run's id: each run's own, whatever files it wrote."""
    return sidecar_without_run(data.decode(), keep_files=True).encode() if name.endswith("sidecar.json") else data


def local_files(folder):
    return {path.name: without_run_id(path.name, path.read_bytes()) for path in Path(folder).iterdir()}


def bucket_files(bucket, prefix):
    return {key[len(prefix) + 1:]: without_run_id(key, bucket.get(key)) for key in bucket.keys()
            if key.startswith(prefix + "/")}


def records_of(folder):
    shards, _ = find_export(folder, "s")
    return [record for shard in shards for record in read_records(shard)]


def feature_count(path):
    dataset = gdal.OpenEx(path, gdal.OF_VECTOR)  # held: its layer dies with it
    return dataset.GetLayer(0).GetFeatureCount()


def pixels(path):
    dataset = gdal.Open(storage.gdal_path(path))
    return dataset.ReadAsArray(), dataset.GetGeoTransform(), dataset.GetProjection()


@pytest.fixture(scope="module")
def local_export(tmp_path_factory):
    """The sample's export to a local folder, made once: the tests compare what they put in buckets with it and
    only read it."""
    folder = tmp_path_factory.mktemp("local")
    assert export(SAMPLE, str(folder)) == 0
    return folder


@pytest.fixture(scope="module")
def local_map(tmp_path_factory, local_export):
    """local_export imported to a local GeoTIFF, made once: what an import from a bucket must give back."""
    path = tmp_path_factory.mktemp("local_map") / "l.tif"
    assert main(["import-image", "--folder", str(local_export), "--prefix", "s", "-o", str(path)]) == 0
    return path


@pytest.mark.parametrize("path, opened", [
    ("s3://b/k/x.tif", "/vsis3/b/k/x.tif"), ("S3://b/k", "/vsis3/b/k"), ("gs://b/k", "/vsigs/b/k"),
    ("az://c/k", "/vsiaz/c/k"), ("https://h/p.tif", "/vsicurl/https://h/p.tif"),
    ("http://h:8/p", "/vsicurl/http://h:8/p"), ("/vsis3/b/k", "/vsis3/b/k"), ("/tmp/x", "/tmp/x"),
    ("file:///tmp/x", "/tmp/x"), ("/vsizip//tmp/a.zip/x", "/vsizip//tmp/a.zip/x")])
def test_a_users_path_is_the_one_gdal_opens(path, opened):
    assert storage.gdal_path(path) == opened
    assert storage.is_virtual(path) == opened.startswith("/vsi")


@pytest.mark.slow  # a whole export through moto, 0.4 s or more: the full suite's
def test_an_export_to_a_bucket_writes_the_local_exports_objects_and_nothing_local(
        s3_bucket, local_export, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert export(SAMPLE, s3_bucket.url + "/out") == 0
    expected = local_files(local_export)
    assert len(expected) > 5  # shards, mixer, sidecar
    assert bucket_files(s3_bucket, "out") == expected
    assert os.listdir(tmp_path) == []  # no folder named s3: or /vsis3 (local_export is a folder of its own)


@pytest.mark.slow  # a whole export through moto, 0.5 s or more: the full suite's
def test_a_second_export_replaces_the_first_in_the_bucket_with_no_part_objects_left(s3_bucket, local_export):
    assert main(["export-image", SAMPLE, "-o", s3_bucket.url + "/out", "--prefix", "s",
                 "--patch-dimensions", "64,64"]) == 0
    assert export(SAMPLE, s3_bucket.vsi + "/out") == 0  # GDAL's own name, the same place
    assert bucket_files(s3_bucket, "out") == local_files(local_export)


def test_which_names_are_taken_is_told_by_one_listing_a_folder_as_lexists_tells_it(s3_bucket, tmp_path):
    """The commit asks which final names an earlier export holds: path by path, that was a request for the
    object and GDAL's look for a folder of that name, each; one listing answers for the whole folder."""
    s3_bucket.put("out/a.tfrecord.gz", b"x")
    s3_bucket.put("out/sub/b.json", b"y")
    names = ["a.tfrecord.gz", "sub", "missing.json", "b.json"]
    for place in (s3_bucket.url + "/out", s3_bucket.url + "/nothing-here", str(tmp_path)):
        paths = [storage.join(place, name) for name in names]
        assert storage.lexists_each(paths) == [storage.lexists(path) for path in paths], place
    assert storage.lexists_each([storage.join(s3_bucket.url + "/out", name) for name in names]) == \
        [True, True, False, False]


@pytest.mark.slow  # a whole export through moto, 0.5 s or more: the full suite's
def test_an_import_from_a_bucket_to_a_bucket_equals_the_local_round_trip(s3_bucket, local_export, local_map):
    assert export(SAMPLE, s3_bucket.url + "/out") == 0
    assert main(["import-image", "--folder", s3_bucket.url + "/out", "--prefix", "s",
                 "-o", s3_bucket.url + "/maps/back.tif"]) == 0
    remote, local = pixels(s3_bucket.url + "/maps/back.tif"), pixels(local_map)
    assert np.array_equal(remote[0], local[0]) and remote[1:] == local[1:]
    info = gdal.Info(storage.gdal_path(s3_bucket.url + "/maps/back.tif"))
    assert "LAYOUT=COG" in info  # a Cloud Optimized GeoTIFF
    assert [key for key in s3_bucket.keys() if key.startswith("maps/")] == ["maps/back.tif"]


@pytest.mark.slow  # a whole export through moto, 0.5 s or more: the full suite's
def test_a_raster_and_an_export_in_a_bucket_are_read_as_local_ones(s3_bucket, local_export, tmp_path, local_map):
    s3_bucket.put("in/sample.tif", Path(SAMPLE).read_bytes())
    assert export(s3_bucket.url + "/in/sample.tif", str(tmp_path / "from-bucket")) == 0
    assert local_files(tmp_path / "from-bucket") == local_files(local_export)
    shards = sorted(name for name in local_files(local_export) if ".tfrecord" in name)
    for name in local_files(local_export):
        s3_bucket.put("exp/" + name, (local_export / name).read_bytes())
    # Files given one by one, and the mixer beside them found in the bucket.
    assert main(["import-image", *[f"{s3_bucket.url}/exp/{name}" for name in shards],
                 "-o", str(tmp_path / "files.tif")]) == 0
    assert np.array_equal(pixels(tmp_path / "files.tif")[0], pixels(local_map)[0])
    assert main(["inspect", f"{s3_bucket.url}/exp/{shards[0]}"]) == 0


@pytest.mark.slow  # a Dask cluster of 2 workers: seconds
def test_two_dask_workers_write_straight_to_the_bucket_what_one_process_writes(s3_bucket, local_export, local_map):
    assert export(SAMPLE, s3_bucket.url + "/dask", "--workers", "2") == 0
    # The records and the mixer and sidecar of the one-process export; only where a shard ends may differ.
    assert records_of(s3_bucket.url + "/dask") == records_of(str(local_export))
    remote, local = bucket_files(s3_bucket, "dask"), local_files(local_export)
    # The run lists the shards, which end elsewhere: the sidecar is the same but for it.
    assert remote["s-mixer.json"] == local["s-mixer.json"]
    assert sidecar_without_run(remote["s-sidecar.json"].decode()) == sidecar_without_run(
        local["s-sidecar.json"].decode())
    assert not [name for name in remote if name.endswith(PARTIAL_SUFFIX) or "partitions" in name]
    assert main(["import-image", "--folder", s3_bucket.url + "/dask", "--workers", "2",
                 "-o", s3_bucket.url + "/dask-map.tif"]) == 0
    assert np.array_equal(pixels(s3_bucket.url + "/dask-map.tif")[0], pixels(local_map)[0])


@pytest.mark.parametrize("answers, words", [
    (["Range downloading not supported by this server!"], "the server does not serve parts of a file (HTTP Range"),
    (["CURL error: SSL certificate problem: self-signed certificate"],
     "the server's certificate is not trusted (SSL certificate problem: self-signed certificate)"),
    # A certificate that expired is the server's, not the user's credentials.
    (["CURL error: SSL certificate problem: certificate has expired"], "the server's certificate is not trusted"),
    (["HTTP response code: 404", "<Error><Code>ContainerNotFound</Code>", "HTTP response code: 400"],
     "the container does not exist"),
    (["<Code>AuthorizationFailure</Code><Message>Server failed to authenticate the request."],
     "the credentials were refused (wrong key or signature)"),
    # A status alone gives way to a cause the server named in a later message.
    (["HTTP response code on https://h/k: 403", "<Code>SignatureDoesNotMatch</Code>"],
     "the credentials were refused (wrong secret)"),
    (["HTTP response code on https://h/k: 403"], "access denied"),
])
def test_what_gdal_and_the_server_said_is_put_in_words_the_first_named_cause_first(answers, words):
    assert storage.first_known(answers).startswith(words)


def test_a_missing_bucket_is_refused_before_anything_is_written(s3_server, capsys):
    assert export(SAMPLE, "s3://no-such-bucket-here/out") == 1
    error = capsys.readouterr().err
    assert "s3://no-such-bucket-here/out" in error and "the bucket does not exist" in error
    assert "Traceback" not in error
    assert main(["import-image", "--folder", "s3://no-such-bucket-here/out", "-o", "/vsimem/x.tif"]) == 1
    assert "the bucket does not exist" in capsys.readouterr().err


def test_access_denied_is_said_for_a_write_and_for_a_read(s3_denied, s3_bucket, capsys):
    assert export(SAMPLE, s3_bucket.url + "/out") == 1
    error = capsys.readouterr().err
    assert f"{s3_bucket.url}/out" in error and "access denied" in error and "Traceback" not in error
    assert main(["import-image", "--folder", s3_bucket.url + "/out", "-o", "/vsimem/x.tif"]) == 1
    assert "access denied" in capsys.readouterr().err
    assert s3_bucket.keys() == []


def test_no_credentials_are_named_as_such(s3_bucket, monkeypatch, capsys):
    key = os.environ["AWS_ACCESS_KEY_ID"]
    for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"):
        monkeypatch.delenv(name)
        gdal.SetConfigOption(name, None)
    monkeypatch.setenv("AWS_CONFIG_FILE", "/nonexistent")
    monkeypatch.setenv("AWS_SHARED_CREDENTIALS_FILE", "/nonexistent")
    try:
        assert export(SAMPLE, s3_bucket.url + "/out") == 1
    finally:
        gdal.SetConfigOption("AWS_ACCESS_KEY_ID", os.environ.get("AWS_ACCESS_KEY_ID"))
    error = capsys.readouterr().err
    assert "no credentials were found" in error
    assert key not in error  # no credential is ever printed


@pytest.mark.slow  # three exports, one cut short: seconds
@pytest.mark.parametrize("sent", [30_000, 400_000])
def test_a_server_lost_mid_export_leaves_no_object_under_a_final_name_and_the_earlier_export_whole(
        s3_outage, s3_bucket, local_export, sent, capsys):
    assert main(["export-image", SAMPLE, "-o", s3_bucket.url + "/out", "--prefix", "s",
                 "--patch-dimensions", "64,64"]) == 0
    earlier = bucket_files(s3_bucket, "out")
    s3_outage.stop_after(sent)
    assert export(SAMPLE, s3_bucket.url + "/out") == 1
    error = capsys.readouterr().err
    assert "cannot connect to the server" in error and "Traceback" not in error
    left = bucket_files(s3_bucket, "out")
    # The lost run could not delete its lock either: the next run takes it over (its process is gone, or, as
    # here, is this one, no longer running that export).
    assert "s-export.lock" in left
    finals = {name: data for name, data in left.items() if not name.endswith((PARTIAL_SUFFIX, ".lock"))}
    assert finals == earlier
    s3_outage.start()
    # The next run cleans what the lost one left and writes the whole export.
    assert export(SAMPLE, s3_bucket.url + "/out") == 0
    assert bucket_files(s3_bucket, "out") == local_files(local_export)


def test_an_export_over_http_is_imported_as_the_local_one(http_folder, local_export, tmp_path, local_map):
    folder, url = http_folder
    shutil.copytree(local_export, Path(folder) / "exp")
    shutil.copy(SAMPLE, Path(folder) / "sample.tif")
    assert export(url + "sample.tif", str(tmp_path / "from-http")) == 0
    assert local_files(tmp_path / "from-http") == local_files(local_export)
    assert main(["import-image", "--folder", url + "exp", "-o", str(tmp_path / "http.tif")]) == 0
    assert np.array_equal(pixels(tmp_path / "http.tif")[0], pixels(local_map)[0])


def test_an_export_in_cloud_storage_is_read_as_the_local_one(gcs_bucket, local_export, tmp_path, local_map):
    # The emulator has no listing, so the files are named one by one, the mixer with them.
    names = sorted(local_files(local_export))
    for name in names:
        gcs_bucket.put("exp/" + name, (local_export / name).read_bytes())
    gcs_bucket.put("in/sample.tif", Path(SAMPLE).read_bytes())
    assert export(f"{gcs_bucket.url}/in/sample.tif", str(tmp_path / "from-gcs")) == 0
    assert local_files(tmp_path / "from-gcs") == local_files(local_export)
    shards = [f"{gcs_bucket.url}/exp/{name}" for name in names if ".tfrecord" in name]
    assert main(["import-image", *shards, "--mixer", f"{gcs_bucket.url}/exp/s-mixer.json",
                 "-o", str(tmp_path / "gcs.tif")]) == 0
    assert np.array_equal(pixels(tmp_path / "gcs.tif")[0], pixels(local_map)[0])


@pytest.mark.parametrize("output", ["https://example.invalid/out", "/vsizip//tmp/never.zip/out"])
def test_a_place_gdal_only_reads_is_refused_as_an_output(output, capsys):
    assert export(SAMPLE, output) == 1
    assert "GDAL only reads there" in capsys.readouterr().err


def test_an_export_and_import_in_gdals_memory(local_export, local_map):
    assert export(SAMPLE, "/vsimem/tfrecord-bridge-test/out") == 0
    names = sorted(gdal.ReadDir("/vsimem/tfrecord-bridge-test/out"))
    assert names == sorted(local_files(local_export))
    assert main(["import-image", "--folder", "/vsimem/tfrecord-bridge-test/out", "-o", "/vsimem/back.tif"]) == 0
    assert np.array_equal(pixels("/vsimem/back.tif")[0], pixels(local_map)[0])
    gdal.RmdirRecursive("/vsimem/tfrecord-bridge-test")
    gdal.Unlink("/vsimem/back.tif")


@pytest.mark.slow  # a whole export through moto, 0.5 s or more: the full suite's
def test_the_algorithms_export_to_and_import_from_a_bucket_as_the_dialogs_run_them(
        s3_bucket, local_export, run_algorithm, local_map):
    s3_bucket.put("in/sample.tif", Path(SAMPLE).read_bytes())
    options = {"PATCH_DIMENSIONS": "32,32", "KERNEL_SIZE": "8,8", "MAX_FILE_SIZE": 150000, "PREFIX": "s"}
    result = run_algorithm("tfrecord:exportimage", {"INPUT": [s3_bucket.url + "/in/sample.tif"],
                                                    "OUTPUT": s3_bucket.url + "/alg", **options})
    assert result["MIXER"] == s3_bucket.url + "/alg/s-mixer.json"
    assert bucket_files(s3_bucket, "alg") == local_files(local_export)
    result = run_algorithm("tfrecord:importimage", {"FOLDER": s3_bucket.url + "/alg", "PREFIX": "s",
                                                    "OUTPUT": s3_bucket.url + "/alg-map.tif"})
    assert result["OUTPUT"] == s3_bucket.vsi + "/alg-map.tif"  # as QGIS opens it: it takes no s3:// source
    assert np.array_equal(pixels(result["OUTPUT"])[0], pixels(local_map)[0])


@pytest.mark.qgis_process
def test_qgis_process_exports_to_and_imports_from_a_bucket(s3_bucket, local_export, tmp_path, local_map):
    s3_bucket.put("in/sample.tif", Path(SAMPLE).read_bytes())
    result = qgis_process(tmp_path / "profile", "run", "tfrecord:exportimage", "--",
                          f"INPUT={s3_bucket.url}/in/sample.tif", "PATCH_DIMENSIONS=32,32", "KERNEL_SIZE=8,8",
                          "MAX_FILE_SIZE=150000", "PREFIX=s", f"OUTPUT={s3_bucket.url}/q")
    assert result.returncode == 0, result.stdout + result.stderr
    # The records and mixer of the command's export (QGIS deflates on threads of its own: other gzip bytes).
    assert records_of(s3_bucket.url + "/q") == records_of(str(local_export))
    assert s3_bucket.get("q/s-mixer.json") == (local_export / "s-mixer.json").read_bytes()
    result = qgis_process(tmp_path / "profile", "run", "tfrecord:importimage", "--", f"FOLDER={s3_bucket.url}/q",
                          f"OUTPUT={s3_bucket.url}/q-map.tif")
    assert result.returncode == 0, result.stdout + result.stderr
    assert np.array_equal(pixels(s3_bucket.url + "/q-map.tif")[0], pixels(local_map)[0])
    assert not [key for key in s3_bucket.keys() if key.endswith(PARTIAL_SUFFIX)]
    assert os.listdir(tmp_path) == ["profile"]


def test_a_table_goes_to_a_bucket_and_back_where_its_format_allows_it(s3_bucket, tmp_path, run_algorithm):
    source = str(Path(__file__).resolve().parent / "data" / "landcover" / "landcover.gpkg")
    result = run_algorithm("tfrecord:exporttable", {"INPUT": source, "OUTPUT": s3_bucket.url + "/t/lc.tfrecord.gz"})
    assert s3_bucket.keys() == ["t/lc.tfrecord.gz"] and result["RECORDS"] > 0
    result = run_algorithm("tfrecord:importtable", {"INPUT": s3_bucket.url + "/t/lc.tfrecord.gz",
                                                    "OUTPUT": s3_bucket.url + "/t/lc.geojson"})
    local = run_algorithm("tfrecord:importtable", {"INPUT": s3_bucket.url + "/t/lc.tfrecord.gz",
                                                   "OUTPUT": str(tmp_path / "lc.geojson")})
    assert result["RECORDS"] == local["RECORDS"] > 0
    assert feature_count(s3_bucket.vsi + "/t/lc.geojson") == feature_count(str(tmp_path / "lc.geojson")) > 0
    with pytest.raises(Exception, match=r"lc\.gpkg: this format cannot be written into a bucket"):
        run_algorithm("tfrecord:importtable", {"INPUT": s3_bucket.url + "/t/lc.tfrecord.gz",
                                               "OUTPUT": s3_bucket.url + "/t/lc.gpkg"})


@pytest.mark.slow  # a Dask cluster and a raster big enough to be cancelled mid-way: seconds
def test_a_cancelled_dask_export_to_a_bucket_leaves_no_object(s3_bucket, tmp_path):
    from tfrecord_bridge.core.base.progress import Cancelled, Monitor
    from tfrecord_bridge.core.distributed import dask_client, export_image_on_cluster
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    source = str(tmp_path / "noise.tif")
    dataset = gdal.GetDriverByName("GTiff").Create(source, 2048, 2048, 4, gdal.GDT_Float32)
    dataset.SetGeoTransform((500000, 10, 0, 4000000, 0, -10))
    dataset.SetProjection("EPSG:32618")
    dataset.WriteRaster(0, 0, 2048, 2048, np.random.default_rng(0).random((4, 2048, 2048), np.float32).tobytes())
    dataset = None

    def cancel_once_a_task_wrote():
        return any(".tfrecord-bridge-partitions-" in key for key in s3_bucket.keys())

    with dask_client(workers=2) as client:
        with pytest.raises(Cancelled):
            export_image_on_cluster(client, ExportRequest([SourceLayer(source)], s3_bucket.url + "/out", "p",
                                                          FormatOptions(patchDimensions=(64, 64), maxFileSize=200_000)),
                                    partitions=2, monitor=Monitor(is_cancelled=cancel_once_a_task_wrote))
        # Dask's cancel alone forgets running tasks, which went on writing their shards after the job had gone.
        time.sleep(3)
        assert s3_bucket.keys() == []


def test_a_wrong_secret_is_named_for_reads_and_writes(s3_denied, s3_bucket, capsys):
    s3_denied.allow("s3:GetObject", "s3:ListBucket", "s3:PutObject")
    secret = gdal.GetConfigOption("AWS_SECRET_ACCESS_KEY")
    gdal.SetConfigOption("AWS_SECRET_ACCESS_KEY", secret + "x")
    try:
        assert export(SAMPLE, s3_bucket.url + "/out") == 1
        assert "the credentials were refused (wrong secret)" in capsys.readouterr().err
        assert main(["import-image", "--folder", s3_bucket.url + "/out", "-o", "/vsimem/x.tif"]) == 1
        assert "the credentials were refused (wrong secret)" in capsys.readouterr().err
    finally:
        gdal.SetConfigOption("AWS_SECRET_ACCESS_KEY", secret)


def sample_labels(tmp_path):
    """Polygons over the sample raster (EPSG:32618), field code 1-3, edges on pixel sides and across them."""
    from osgeo import ogr, osr
    path = str(tmp_path / "labels.gpkg")
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(32618)
    data = ogr.GetDriverByName("GPKG").CreateDataSource(path)
    layer = data.CreateLayer("labels", srs, ogr.wkbPolygon)
    layer.CreateField(ogr.FieldDefn("code", ogr.OFTInteger))
    rng = np.random.default_rng(5)
    for number in range(25):
        column, row, side = rng.uniform(0, 370), rng.uniform(0, 240), rng.uniform(4, 50)
        x, y = 300000 + column * 30, 4290000 - row * 30
        polygon = ogr.CreateGeometryFromWkt(f"POLYGON(({x} {y},{x + side * 30} {y},{x + side * 30} "
                                            f"{y - side * 30},{x} {y - side * 30},{x} {y}))")
        feature = ogr.Feature(layer.GetLayerDefn())
        feature.SetField("code", number % 3 + 1)
        feature.SetGeometry(polygon)
        layer.CreateFeature(feature)
    data = None
    return path


@pytest.mark.slow  # a Dask cluster of 2 workers: seconds
def test_two_dask_workers_write_a_training_export_to_the_bucket_byte_for_byte_as_one_process(s3_bucket, tmp_path):
    """Labels burnt once and saved in the bucket for the workers, sets cut into the one-process shards there."""
    training = ["--label-layer", sample_labels(tmp_path), "--label-field", "code", "--splits",
                "train=0.7,val=0.3", "--split-block", "1", "--negative-ratio", "0.5"]
    assert export(SAMPLE, str(tmp_path / "local"), *training) == 0
    assert export(SAMPLE, s3_bucket.url + "/dask", *training, "--workers", "2", "--partitions", "3") == 0
    remote, local = bucket_files(s3_bucket, "dask"), local_files(tmp_path / "local")
    assert len([name for name in local if "-train-0" in name]) > 1
    assert sorted(remote) == sorted(local)
    assert all(remote[name] == local[name] for name in local)


# --- Shards sent to S3 as uploads the commit completes (core/places/s3_staging.py) ---------------------------------

def pending_uploads(bucket):
    """Keys of the multipart uploads begun and neither completed nor aborted in ``bucket``."""
    answer = bucket.server.client().list_multipart_uploads(Bucket=bucket.name)
    return sorted(upload["Key"] for upload in answer.get("Uploads", []))


def begin_upload(bucket, key):
    """An upload begun and left pending, as a run killed while sending ``key`` leaves it."""
    client = bucket.server.client()
    upload = client.create_multipart_upload(Bucket=bucket.name, Key=key)
    client.upload_part(Bucket=bucket.name, Key=key, UploadId=upload["UploadId"], PartNumber=1, Body=b"x")


def test_a_file_sent_to_s3_appears_under_its_final_name_only_when_committed(s3_bucket):
    from tfrecord_bridge.core.places import s3_staging

    partial, final = s3_bucket.url + "/out/a.tfrecord.part", s3_bucket.url + "/out/a.tfrecord"
    data = np.random.default_rng(1).bytes(20 << 20)  # three parts: 8, 8 and 4 MiB
    stream = storage.open_staged(partial, final)
    assert isinstance(stream, s3_staging.StagedUpload)
    for start in range(0, len(data), 3 << 20):
        stream.write(data[start:start + (3 << 20)])
    stream.close()
    assert s3_bucket.keys() == [] and pending_uploads(s3_bucket) == ["out/a.tfrecord"]
    # The upload stands for the temporary file: seen, listed, as one is on disk.
    assert storage.lexists(partial) and storage.isfile(partial) and not storage.exists(final)
    assert storage.names_starting(s3_bucket.url + "/out/a", pending_uploads=True) == [partial]
    assert storage.names_starting(s3_bucket.url + "/out/a") == []  # only objects
    storage.replace(partial, final)
    assert s3_bucket.keys() == ["out/a.tfrecord"] and s3_bucket.get("out/a.tfrecord") == data
    assert pending_uploads(s3_bucket) == [] and not storage.lexists(partial)


@pytest.mark.parametrize("calculation", [None, "WHEN_REQUIRED"])
def test_parts_go_to_s3_with_their_crc32_unless_the_sdks_setting_says_not_to(s3_bucket, calculation):
    partial, final = s3_bucket.url + "/out/c.part", s3_bucket.url + "/out/c"
    data = np.random.default_rng(2).bytes(20 << 20)  # three parts: 8, 8 and 4 MiB
    with gdal_settings({"AWS_REQUEST_CHECKSUM_CALCULATION": calculation} if calculation else {}):
        with storage.open_staged(partial, final) as stream:
            stream.write(data)
        storage.replace(partial, final)
    assert s3_bucket.get("out/c") == data
    head = s3_bucket.server.client().head_object(Bucket=s3_bucket.name, Key="out/c", ChecksumMode="ENABLED")
    sent = [checksum for _, checksum in stream.parts_sent]
    if calculation == "WHEN_REQUIRED":
        assert sent == [None] * 3 and "ChecksumCRC32" not in head
        return
    # The CRC32 of each part as sent, in base64, big-endian, as S3 takes it.
    parts = (data[:8 << 20], data[8 << 20:16 << 20], data[16 << 20:])
    assert sent == [base64.b64encode(zlib.crc32(part).to_bytes(4, "big")).decode() for part in parts]
    # The server keeps the CRC32 of the parts' CRC32s (S3 adds "-3"; moto's HEAD does not), from what it got.
    of_parts = zlib.crc32(b"".join(base64.b64decode(checksum) for checksum in sent))
    assert head["ChecksumCRC32"].partition("-")[0] == base64.b64encode(of_parts.to_bytes(4, "big")).decode()


@pytest.mark.slow  # a whole export through moto, 0.5 s or more: the full suite's
def test_a_file_sent_to_s3_closes_while_its_last_parts_are_sent_two_files_at_most(s3_bucket, monkeypatch):
    """A writer goes on to its next file while the server takes the last one's tail, but holds no more than two
    files' tails; the commit waits for them (wait_sent, then the completion)."""
    from tfrecord_bridge.core.places import s3_staging

    held = threading.Event()
    real_send = s3_staging.S3Client.send_part
    monkeypatch.setattr(s3_staging.S3Client, "send_part",
                        lambda client, *args: (held.wait(30), real_send(client, *args))[1])
    names = ("a", "b", "c")
    data = {name: np.random.default_rng(index).bytes(1 << 20) for index, name in enumerate(names)}
    streams = {name: storage.open_staged(f"{s3_bucket.url}/out/{name}.part", f"{s3_bucket.url}/out/{name}")
               for name in names}
    for name in ("a", "b"):
        streams[name].write(data[name])
        streams[name].close()  # returns, its part held unsent
    streams["c"].write(data["c"])
    third = threading.Thread(target=streams["c"].close)
    third.start()
    third.join(0.5)
    assert third.is_alive()  # a third file's tail waits for room
    held.set()
    third.join(30)
    assert not third.is_alive()
    for name in names:
        storage.wait_sent(f"{s3_bucket.url}/out/{name}.part")
        assert streams[name].parts_sent and s3_bucket.keys() == sorted(f"out/{n}" for n in names if n < name)
        storage.replace(f"{s3_bucket.url}/out/{name}.part", f"{s3_bucket.url}/out/{name}")
    assert {name: s3_bucket.get(f"out/{name}") for name in names} == data
    assert pending_uploads(s3_bucket) == []


@pytest.mark.slow  # a whole export through moto, 0.5 s or more: the full suite's
def test_a_part_that_fails_after_its_file_closed_fails_the_commit_before_any_object_appears(
        s3_bucket, monkeypatch, capsys):
    from tfrecord_bridge.core.places import s3_staging

    assert main(["export-image", SAMPLE, "-o", s3_bucket.url + "/out", "--prefix", "s",
                 "--patch-dimensions", "64,64"]) == 0
    earlier = bucket_files(s3_bucket, "out")
    real_send = s3_staging.S3Client.send_part
    completed = []

    def send_failing_first_shard(client, bucket, key, *args):
        if key.endswith("s-00000.tfrecord.gz"):
            time.sleep(0.3)  # the writer has closed the file and gone on by now
            raise s3_staging.S3Error("InternalError: We encountered an internal error. Please try again.")
        return real_send(client, bucket, key, *args)

    monkeypatch.setattr(s3_staging.S3Client, "send_part", send_failing_first_shard)
    monkeypatch.setattr(s3_staging.S3Client, "complete_upload", lambda client, *args: completed.append(args))
    assert export(SAMPLE, s3_bucket.url + "/out") == 1
    error = capsys.readouterr().err
    assert "s-00000.tfrecord.gz" in error and "InternalError" in error and "Traceback" not in error
    assert ".part" not in error
    assert completed == []  # no upload completed, so nothing had to be put back
    assert bucket_files(s3_bucket, "out") == earlier
    assert pending_uploads(s3_bucket) == []


def test_a_removed_file_sent_to_s3_leaves_no_upload_and_no_object(s3_bucket):
    partial, final = s3_bucket.url + "/out/a.part", s3_bucket.url + "/out/a"
    with storage.open_staged(partial, final) as stream:
        stream.write(b"x" * (9 << 20))
    storage.remove(partial)
    assert s3_bucket.keys() == [] and pending_uploads(s3_bucket) == []
    with pytest.raises(FileNotFoundError):
        storage.remove(partial)


@pytest.mark.slow  # a whole export through moto, 0.4 s or more: the full suite's
def test_an_export_goes_to_s3_as_uploads_signed_as_s3_checks_them(s3_denied, s3_bucket, local_export, monkeypatch):
    """moto checks every request's signature and the user's rights here: the files' uploads (shards, sidecar,
    mixer) are signed as GDAL signs its own requests, and completed (not copied) at the commit."""
    from tfrecord_bridge.core.places import s3_staging

    completed = []
    real_complete = s3_staging.StagedUpload.complete
    monkeypatch.setattr(s3_staging.StagedUpload, "complete", lambda upload: (completed.append(upload.key),
                                                                              real_complete(upload))[1])
    s3_denied.allow("s3:GetObject", "s3:ListBucket", "s3:PutObject", "s3:DeleteObject",
                    "s3:ListBucketMultipartUploads", "s3:AbortMultipartUpload")
    assert export(SAMPLE, s3_bucket.url + "/out") == 0
    expected = local_files(local_export)
    assert bucket_files(s3_bucket, "out") == expected
    assert sorted(completed) == sorted(f"out/{name}" for name in expected)  # the shards, sidecar and mixer
    assert pending_uploads(s3_bucket) == []


@pytest.mark.slow  # a whole export through moto, 0.5 s or more: the full suite's
def test_with_staged_uploads_off_gdal_sends_the_same_objects(s3_bucket, local_export):
    with gdal_settings({"TFRECORD_BRIDGE_S3_STAGED_UPLOADS": "NO"}):
        assert storage._staging_client(storage.gdal_path(s3_bucket.url + "/out/x")) is None
        assert export(SAMPLE, s3_bucket.url + "/out") == 0
    assert bucket_files(s3_bucket, "out") == local_files(local_export)


@pytest.mark.slow  # two exports through the S3 server, the second's commit failing: seconds
def test_a_failed_completion_puts_the_earlier_export_back_and_leaves_no_upload(s3_bucket, monkeypatch, capsys):
    from tfrecord_bridge.core.places import s3_staging

    assert main(["export-image", SAMPLE, "-o", s3_bucket.url + "/out", "--prefix", "s",
                 "--patch-dimensions", "64,64"]) == 0
    earlier = bucket_files(s3_bucket, "out")
    real_complete = s3_staging.S3Client.complete_upload
    calls = []

    def complete_failing_third(client, *args):
        calls.append(args)
        if len(calls) == 3:
            raise s3_staging.S3Error("InternalError: We encountered an internal error. Please try again.")
        return real_complete(client, *args)

    monkeypatch.setattr(s3_staging.S3Client, "complete_upload", complete_failing_third)
    assert export(SAMPLE, s3_bucket.url + "/out") == 1
    error = capsys.readouterr().err
    assert "cannot complete its upload" in error and "InternalError" in error and "Traceback" not in error
    assert bucket_files(s3_bucket, "out") == earlier
    assert pending_uploads(s3_bucket) == []


@pytest.mark.slow  # a whole export through moto, 0.5 s or more: the full suite's
@pytest.mark.parametrize("staged", ["YES", "NO"])
def test_uploads_a_killed_run_left_are_aborted_by_the_next_run(s3_bucket, local_export, staged):
    # Ours under the final names, and GDAL's own under a temporary name (staged uploads off, or a run of a
    # setting the plugin's S3 client does not follow): the next run aborts both, whichever way it sends.
    for key in ("out/s-00000.tfrecord.gz", "out/s-00031.tfrecord.gz", "out/s-00002.tfrecord.gz" + PARTIAL_SUFFIX,
                "out/other.bin"):
        begin_upload(s3_bucket, key)
    with gdal_settings({"TFRECORD_BRIDGE_S3_STAGED_UPLOADS": staged}):
        assert export(SAMPLE, s3_bucket.url + "/out") == 0
    assert bucket_files(s3_bucket, "out") == local_files(local_export)
    assert pending_uploads(s3_bucket) == ["out/other.bin"]  # not a name of this export's: not ours to drop


@pytest.mark.slow  # a Dask cluster of 2 workers: seconds
@pytest.mark.parametrize("workers, staged", [([], "YES"), (["--workers", "2"], "YES"), (["--workers", "2"], "NO")])
def test_the_uploads_a_killed_dask_job_left_in_its_scratch_are_aborted_by_the_next_export(
        s3_bucket, local_export, workers, staged):
    """A Dask job's client killed mid-way leaves its workers' shards pending under its scratch prefix, as
    uploads with no object to list; the next export with the prefix, on a cluster or not, aborts them."""
    killed = "out/.tfrecord-bridge-partitions-s-0123456789ab"
    other = "out/.tfrecord-bridge-partitions-s-x-0123456789ab"  # prefix "s-x", perhaps running: not ours
    shard = "00000-c4d41ac16579-000-00000.tfrecord.gz"  # a task's, as distributed.export_partition names it
    for key in (f"{killed}/{shard}", f"{killed}/00001{shard[5:]}{PARTIAL_SUFFIX}", f"{other}/{shard}"):
        begin_upload(s3_bucket, key)  # the .part: GDAL's own (staged uploads off)
    s3_bucket.put(f"{killed}/00002{shard[5:]}", b"written")  # one a task finished
    with gdal_settings({"TFRECORD_BRIDGE_S3_STAGED_UPLOADS": staged}):
        assert export(SAMPLE, s3_bucket.url + "/out", *workers) == 0
    assert records_of(s3_bucket.url + "/out") == records_of(str(local_export))
    assert [key for key in s3_bucket.keys() if "partitions" in key] == []
    assert pending_uploads(s3_bucket) == [f"{other}/{shard}"]


@pytest.mark.slow  # an export killed at each step of its commit, each in a process of its own: a minute
def test_an_export_to_a_bucket_killed_at_any_step_of_its_commit_leaves_one_export_whole(s3_bucket, tmp_path):
    """As on disk (tests/test_outputs.py): after a kill, the next run finds the earlier export whole or the new
    one whole, with no upload left pending, and then writes the new one."""
    from helpers import write_float_raster
    from test_outputs import earlier_export, new_export, run_killed
    from tfrecord_bridge.core.layout.naming import export_file_names
    from tfrecord_bridge.core.places.outputs import recover, remove_partial_files

    raster = write_float_raster(tmp_path / "r.tif", np.arange(64 * 64, dtype=np.float32).reshape(64, 64))
    earlier_export(raster, tmp_path / "old")
    old = local_files(tmp_path / "old")
    run_killed(raster, tmp_path / "new", 0)
    new = local_files(tmp_path / "new")
    place = s3_bucket.url + "/k"

    def put_old():
        client = s3_bucket.server.client()
        for key in [key for key in s3_bucket.keys() if key.startswith("k/")]:
            client.delete_object(Bucket=s3_bucket.name, Key=key)
        for name, data in old.items():
            s3_bucket.put(f"k/{name}", data)

    put_old()
    calls = run_killed(raster, place, 0)
    assert bucket_files(s3_bucket, "k") == new and pending_uploads(s3_bucket) == []
    outcomes = []
    for kill_at in range(1, calls + 1):
        put_old()
        run_killed(raster, place, kill_at)
        recover(place + "/x-commit.journal.part", export_file_names("x"))
        remove_partial_files(place + "/x-", r"\d{5}\.tfrecord|mixer\.json|sidecar\.json")
        after = bucket_files(s3_bucket, "k")
        after.pop(".tfrecord-bridge-write-check.part", None)  # a kill at its delete; the next check removes it
        after.pop("x-export.lock", None)  # the killed run's (but at its first step): the next run takes it over
        assert after in (old, new), f"killed at {kill_at} of {calls}: {sorted(after)}"
        assert pending_uploads(s3_bucket) == [], f"killed at {kill_at} of {calls}"
        outcomes.append("old" if after == old else "new")
        new_export(raster, place)
        assert bucket_files(s3_bucket, "k") == new, f"killed at {kill_at} of {calls}"
    assert "old" in outcomes and "new" in outcomes, outcomes


def test_keys_of_an_aws_profile_are_taken_as_gdal_takes_them(s3_bucket, local_export, tmp_path, monkeypatch):
    from tfrecord_bridge.core.places import s3_staging

    keys = {name: os.environ[name] for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY")}
    credentials = tmp_path / "credentials"
    credentials.write_text(f"[other]\naws_access_key_id = {keys['AWS_ACCESS_KEY_ID']}\n"
                           f"aws_secret_access_key = {keys['AWS_SECRET_ACCESS_KEY']}\n")
    with gdal_settings({"CPL_AWS_CREDENTIALS_FILE": str(credentials), "AWS_PROFILE": "other",
                        "AWS_ACCESS_KEY_ID": "", "AWS_SECRET_ACCESS_KEY": ""}):
        client = storage._staging_client("/vsis3/" + s3_bucket.name + "/out/x")
        assert isinstance(client, s3_staging.S3Client)
        assert export(SAMPLE, s3_bucket.url + "/out") == 0
        credentials.write_text("[other]\nrole_arn = arn:aws:iam::123456789012:role/r\nsource_profile = x\n")
        assert storage._staging_client("/vsis3/" + s3_bucket.name + "/out/x") is None  # GDAL's to follow
    assert bucket_files(s3_bucket, "out") == local_files(local_export)
    assert pending_uploads(s3_bucket) == []


@pytest.mark.slow  # a whole export through moto, 0.5 s or more: the full suite's
def test_s3s_slow_down_is_waited_out_as_gdal_waits_it_out():
    """A server answering 503 (S3's SlowDown) twice, then taking the request: asked again after a delay."""
    import http.server
    import threading

    from tfrecord_bridge.core.places import s3_staging

    answers = [503, 503, 200]

    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_POST(self):
            status = answers.pop(0)
            body = (b"<Error><Code>SlowDown</Code><Message>Reduce your request rate.</Message></Error>"
                    if status == 503 else b"<InitiateMultipartUploadResult><UploadId>u1</UploadId>"
                                          b"</InitiateMultipartUploadResult>")
            self.send_response(status)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        client = s3_staging.S3Client(f"127.0.0.1:{server.server_port}", False, False, "us-east-1", "k", "s", None,
                                     10, None, retries=2, retry_delay=0.01)
        assert client.start_upload("b", "k") == "u1" and answers == []
        answers[:] = [503, 503, 503]
        with pytest.raises(s3_staging.S3Error, match="SlowDown"):
            client.start_upload("b", "k")
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.slow  # a whole export through moto, 0.5 s or more: the full suite's
def test_records_the_user_may_list_but_not_read_are_said_to_be_refused(s3_denied, s3_bucket, capsys):
    """A refused read looks like a missing file to GDAL 3.6: the import named no mixer, inspect gave code to read
    files it could not open. Both now say that access is denied."""
    s3_denied.allow("s3:GetObject", "s3:ListBucket", "s3:PutObject", "s3:DeleteObject",
                    "s3:ListBucketMultipartUploads", "s3:AbortMultipartUpload")
    assert export(SAMPLE, s3_bucket.url + "/out") == 0
    capsys.readouterr()
    s3_denied.allow("s3:ListBucket")
    shard = s3_bucket.url + "/out/s-00000.tfrecord.gz"
    assert main(["import-image", "--folder", s3_bucket.url + "/out", "--prefix", "s", "-o", "/vsimem/x.tif"]) == 1
    assert f"{shard}: cannot read it: access denied" in capsys.readouterr().err
    assert main(["inspect", shard]) == 1
    printed = capsys.readouterr()
    assert "cannot open: access denied" in printed.err and "TensorFlow:" not in printed.out


# --- a flaky server (issue 41): answers that are not clear are retried or fail the run, never "none" or "done" ---

# A folder's listing, GDAL's or the plugin's (not the listing of pending uploads, which has no delimiter).
LISTING = r"[?&]delimiter="
COMPLETION = r"[?&]uploadId="  # POST: an upload's completion
QUICK_RETRIES = {"GDAL_HTTP_RETRY_DELAY": "0.05"}
# Fewer, larger shards than EXPORT writes: over an EXPORT, a listing taken for "none" leaves most of its shards.
FEWER_SHARDS = ["--prefix", "s", "--patch-dimensions", "64,64"]


def export_fewer(output):
    return main(["export-image", SAMPLE, "-o", output, *FEWER_SHARDS])


@pytest.mark.slow  # Retry-After: 1 s a retry
@pytest.mark.parametrize("answer", ["503", "503-retry-after", "empty-200"])
def test_four_unclear_answers_to_the_listing_are_retried_and_every_earlier_shard_goes(
        s3_faults, s3_bucket, tmp_path, answer):
    """Four 503s to the listing were read as "no earlier files": the new mixer ended beside stale shards, exit 0."""
    assert export_fewer(str(tmp_path / "reference")) == 0
    assert export(SAMPLE, s3_bucket.url + "/out") == 0
    assert len(bucket_files(s3_bucket, "out")) > len(local_files(tmp_path / "reference"))
    s3_faults.fail("GET", LISTING, 4, answer)
    with gdal_settings(QUICK_RETRIES):
        assert export_fewer(s3_bucket.url + "/out") == 0
    assert s3_faults.faults_left() == 0
    assert bucket_files(s3_bucket, "out") == local_files(tmp_path / "reference")


@pytest.mark.slow  # a whole export through moto, 0.5 s or more: the full suite's
def test_a_listing_failing_past_the_retries_fails_the_export_naming_the_prefix_and_the_answer(
        s3_faults, s3_bucket, capsys):
    assert export(SAMPLE, s3_bucket.url + "/out") == 0
    earlier = bucket_files(s3_bucket, "out")
    s3_faults.fail("GET", LISTING, 1000, "503")
    with gdal_settings({**QUICK_RETRIES, "GDAL_HTTP_MAX_RETRY": "2"}):
        assert export_fewer(s3_bucket.url + "/out") == 1
    error = capsys.readouterr().err
    assert f"{s3_bucket.url}/out: cannot list what it holds: SlowDown" in error and "Traceback" not in error
    s3_faults.clear()
    assert bucket_files(s3_bucket, "out") == earlier  # no new mixer beside the earlier shards
    assert pending_uploads(s3_bucket) == []


@pytest.mark.slow  # a whole export through moto, 0.4 s or more: the full suite's
def test_an_empty_200_to_a_completion_is_checked_not_taken_as_done(s3_faults, s3_bucket, local_export):
    """An empty answer to CompleteMultipartUpload gave exit 0 with a shard missing."""
    s3_faults.fail("POST", COMPLETION, 3, "empty-200")
    with gdal_settings(QUICK_RETRIES):
        assert export(SAMPLE, s3_bucket.url + "/out") == 0
    assert s3_faults.faults_left() == 0
    assert bucket_files(s3_bucket, "out") == local_files(local_export)
    assert pending_uploads(s3_bucket) == []


@pytest.mark.slow  # two exports through the S3 server, every completion retried: seconds
def test_completions_never_confirmed_fail_the_export_with_the_earlier_one_whole(s3_faults, s3_bucket, capsys):
    assert export_fewer(s3_bucket.url + "/out") == 0
    earlier = bucket_files(s3_bucket, "out")
    s3_faults.fail("POST", COMPLETION, 1000, "empty-200")
    with gdal_settings({**QUICK_RETRIES, "GDAL_HTTP_MAX_RETRY": "1"}):
        assert export(SAMPLE, s3_bucket.url + "/out") == 1
    error = capsys.readouterr().err
    assert "cannot complete its upload: the server gave an empty answer to the completion" in error
    assert "Traceback" not in error
    s3_faults.clear()
    assert bucket_files(s3_bucket, "out") == earlier
    assert pending_uploads(s3_bucket) == []


@pytest.mark.slow  # a whole export through moto, 0.4 s or more: the full suite's
def test_a_connection_dropped_mid_completion_is_checked_not_taken_as_failed(s3_faults, s3_bucket, local_export):
    """The server completes the upload, and the answer is cut off, twice (the client sends it again once): the
    object is there, and found so."""
    s3_faults.fail("POST", r"/out/s-00001\.tfrecord\.gz\?uploadId=", 2, "drop")
    with gdal_settings(QUICK_RETRIES):
        assert export(SAMPLE, s3_bucket.url + "/out") == 0
    assert s3_faults.faults_left() == 0
    assert bucket_files(s3_bucket, "out") == local_files(local_export)


@pytest.mark.slow  # four exports through the S3 server, deletes failing: seconds
def test_deletes_failing_after_the_commit_point_are_a_warning_the_next_run_finishes(
        s3_faults, s3_bucket, local_export, capsys):
    """Once the new mixer is in place the export succeeded: the earlier objects set aside that cannot be deleted
    are left for the next run (the failure used to exit 1, leaving every earlier file as *.replaced.part)."""
    assert export_fewer(s3_bucket.url + "/out") == 0
    s3_faults.fail("DELETE", r"\.replaced\.part$", 1000, "503")
    capsys.readouterr()
    with gdal_settings({**QUICK_RETRIES, "GDAL_HTTP_MAX_RETRY": "1"}):
        assert export(SAMPLE, s3_bucket.url + "/out") == 0
    error = capsys.readouterr().err
    assert "could not all be deleted (s3://" in error and "the next export to this place deletes them" in error
    s3_faults.clear()
    finals = {name: data for name, data in bucket_files(s3_bucket, "out").items()
              if not name.endswith(PARTIAL_SUFFIX)}
    assert finals == local_files(local_export)
    assert "s-commit.journal.part" in bucket_files(s3_bucket, "out")
    assert export(SAMPLE, s3_bucket.url + "/out") == 0
    assert bucket_files(s3_bucket, "out") == local_files(local_export)


def test_gdals_own_requests_retry_a_passing_503_where_the_user_set_no_retries(s3_faults, s3_bucket):
    """GDAL 3.6 retries nothing by default: a stat answered 503 said "no such file" (a journal of a killed run
    not found, say). The plugin's calls into GDAL retry as its S3 client does, unless GDAL_HTTP_MAX_RETRY says."""
    s3_bucket.put("out/a.bin", b"abc")
    s3_faults.fail("GET", r"/out/a\.bin$", 2, "503")
    s3_faults.fail("HEAD", r"/out/a\.bin$", 2, "503")
    with gdal_settings(QUICK_RETRIES):
        assert storage.isfile(s3_bucket.url + "/out/a.bin")
        with storage.open_file(s3_bucket.url + "/out/a.bin") as stream:
            assert stream.read() == b"abc"
    assert any(answer == "503" for _, _, answer in s3_faults.requests)
    s3_faults.fail("GET", r"/out/a\.bin$", 1, "503")
    s3_faults.fail("HEAD", r"/out/a\.bin$", 1, "503")
    with gdal_settings({**QUICK_RETRIES, "GDAL_HTTP_MAX_RETRY": "0"}):  # the user's word goes
        assert not storage.isfile(s3_bucket.url + "/out/a.bin")


@pytest.mark.slow  # two exports in processes of their own
def test_a_killed_commit_is_not_finished_on_a_listing_of_pending_uploads_the_server_did_not_answer(
        s3_faults, s3_bucket, tmp_path, capsys):
    """A commit killed with the new files' uploads still pending looks finished when those uploads are taken
    for "none": the next run deleted the earlier files set aside, the new ones never completed. It now fails,
    leaving the killed commit for a run the server answers, which puts the earlier export back."""
    from helpers import write_float_raster
    from test_outputs import earlier_export, run_killed
    from tfrecord_bridge.core.layout.naming import export_file_names
    from tfrecord_bridge.core.places.outputs import recover

    raster = write_float_raster(tmp_path / "r.tif", np.arange(64 * 64, dtype=np.float32).reshape(64, 64))
    earlier_export(raster, tmp_path / "old")
    old = local_files(tmp_path / "old")
    for name, data in old.items():
        s3_bucket.put(f"k/{name}", data)
    place = s3_bucket.url + "/k"
    run_killed(raster, place, 12)  # the write check's delete, the 10 earlier files set aside, then killed
    killed = bucket_files(s3_bucket, "k")
    assert "x-commit.journal.part" in killed and "x-mixer.json.replaced.part" in killed
    assert pending_uploads(s3_bucket)  # the new files, never completed
    s3_faults.fail("GET", r"[?&]uploads", 1000, "503")
    with gdal_settings({**QUICK_RETRIES, "GDAL_HTTP_MAX_RETRY": "1"}):
        assert main(["export-image", str(raster), "-o", place, "--prefix", "x", "--patch-dimensions", "16,16"]) == 1
    error = capsys.readouterr().err
    assert f"{place}/x-" in error and "cannot list the uploads pending there: SlowDown" in error
    s3_faults.clear()

    def without_lock(files):
        # The killed run's lock, which the failed run took over and let go of: test_writer_lock.py's matter.
        return {name: data for name, data in files.items() if name != "x-export.lock"}

    assert without_lock(bucket_files(s3_bucket, "k")) == without_lock(killed)
    assert recover(place + "/x-commit.journal.part", export_file_names("x")).startswith("put back")
    assert without_lock(bucket_files(s3_bucket, "k")) == old and pending_uploads(s3_bucket) == []


@pytest.mark.slow  # a whole export through the GCS emulator, twice: seconds
def test_an_export_to_cloud_storage_writes_the_local_exports_objects(gcs_front, gcs_bucket, local_export):
    # An earlier export first: the second finds, sets aside and deletes its objects (a listing, copies, deletes).
    assert main(["export-image", SAMPLE, "-o", gcs_bucket.url + "/out", "--prefix", "s",
                 "--patch-dimensions", "64,64"]) == 0
    assert export(SAMPLE, gcs_bucket.url + "/out") == 0
    assert bucket_files(gcs_bucket, "out") == local_files(local_export)


@pytest.mark.slow  # a whole export through the GCS emulator (one on a Dask cluster): seconds
@pytest.mark.parametrize("kept_empty, named, workers", [
    (r"\.tfrecord", r"s-\d{5}\.tfrecord\.gz", []),  # the shards' uploads
    ("", r"s-export\.lock", []),  # every upload: the writer's lock first
    # The copies of the shards Dask's workers wrote under a scratch prefix to their final names.
    (r"^out/s-\d{5}\.tfrecord\.gz$", r"s-\d{5}\.tfrecord\.gz", ["--workers", "2"])])
def test_a_store_that_keeps_empty_objects_fails_the_export_naming_one(gcs_front, gcs_bucket, kept_empty, named,
                                                                      workers, capsys):
    gcs_front.keep_empty = kept_empty
    assert export(SAMPLE, gcs_bucket.url + "/out", *workers) == 1
    error = capsys.readouterr().err
    held = {key: len(gcs_bucket.get(key)) for key in gcs_bucket.keys() if re.search(kept_empty, key)}
    assert held and not any(held.values())  # the store answered "done" and kept nothing
    assert re.search(f"{gcs_bucket.url}/out/{named}: the store answered that it kept it whole, but holds 0 of its "
                     "[1-9][0-9]* bytes", error), error
    assert "Traceback" not in error


@pytest.mark.slow  # Azurite, a server in a process of its own
def test_a_missing_container_is_named_for_a_write_and_for_a_read(azure_server, tmp_path, capsys):
    missing = "az://no-such-container-here"
    assert export(SAMPLE, missing + "/out") == 1
    error = capsys.readouterr().err
    assert f"{missing}/out" in error and "the container does not exist" in error, error
    assert "HTTP response code" not in error and "Traceback" not in error
    assert main(["import-image", "--folder", missing + "/out", "-o", "/vsimem/x.tif"]) == 1
    assert "the container does not exist" in capsys.readouterr().err
    assert export(missing + "/in/sample.tif", str(tmp_path / "out")) == 1
    error = capsys.readouterr().err
    assert f"{missing}/in/sample.tif" in error and "the container does not exist" in error, error


@pytest.mark.slow  # Azurite, a server in a process of its own
def test_a_wrong_azure_key_is_named_for_a_write_and_for_a_read(azure_server, az_container, capsys):
    with gdal_settings(azure_server.gdal_options(key=base64.b64encode(b"not the account's key").decode())):
        gdal.VSICurlClearCache()
        assert export(SAMPLE, az_container + "/out") == 1
        error = capsys.readouterr().err
        assert "the credentials were refused (wrong key or signature)" in error, error
        assert main(["import-image", "--folder", az_container + "/out", "-o", "/vsimem/x.tif"]) == 1
        assert "the credentials were refused (wrong key or signature)" in capsys.readouterr().err
    gdal.VSICurlClearCache()


@pytest.mark.slow  # a web server: a second
def test_a_source_on_a_server_without_ranges_is_refused_saying_so(http_folder_without_ranges, tmp_path, capsys):
    folder, url = http_folder_without_ranges
    shutil.copy(SAMPLE, folder / "sample.tif")
    assert export(url + "sample.tif", str(tmp_path / "out")) == 1
    error = capsys.readouterr().err
    assert f"{url}sample.tif" in error and "does not serve parts of a file (HTTP Range requests)" in error, error
    assert "HTTP response code" not in error and "Traceback" not in error


@pytest.mark.slow  # a web server over TLS, and exports from it: seconds
def test_an_untrusted_certificate_is_named_and_its_authority_given_lets_gdal_read(
        https_server, local_export, tmp_path, capsys):
    folder, url, authority = https_server
    shutil.copytree(local_export, folder / "exp")
    shutil.copy(SAMPLE, folder / "sample.tif")
    assert export(url + "sample.tif", str(tmp_path / "out")) == 1
    error = capsys.readouterr().err
    assert f"{url}sample.tif" in error and "the server's certificate is not trusted" in error, error
    assert "HTTP response code" not in error and "Traceback" not in error
    assert main(["import-image", "--folder", url + "exp", "-o", str(tmp_path / "https.tif")]) == 1
    assert "the server's certificate is not trusted" in capsys.readouterr().err
    with gdal_settings({"SSL_CERT_FILE": str(authority)}):  # the cause named, and the one removed (GDAL 3.6.2
        # takes it; CURL_CA_BUNDLE, which GDAL documents too, it did not)
        gdal.VSICurlClearCache()
        assert export(url + "sample.tif", str(tmp_path / "out")) == 0
    assert local_files(tmp_path / "out") == local_files(local_export)


@pytest.mark.slow  # the GCS emulator, a server in a process of its own
def test_a_missing_cloud_storage_bucket_is_named_for_a_write_and_for_a_read(gcs_front, tmp_path, capsys):
    missing = "gs://no-such-bucket-here"
    assert export(SAMPLE, missing + "/out") == 1
    error = capsys.readouterr().err
    assert f"{missing}/out" in error and "the bucket does not exist" in error, error
    assert "HTTP response code" not in error and "Traceback" not in error
    assert export(missing + "/in/sample.tif", str(tmp_path / "out")) == 1
    error = capsys.readouterr().err
    assert f"{missing}/in/sample.tif" in error and "the bucket does not exist" in error, error

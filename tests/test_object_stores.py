"""The object-store fixtures (object_stores.py) against raw GDAL: a server set up wrongly fails here, loudly,
rather than as a puzzling export or import failure. The tests also pin down what GDAL 3.6 can do on each
server (object_stores.py's docstring), so a change in GDAL or an emulator shows up here first."""

import os
import subprocess
import sys
import urllib.error
import urllib.request

import numpy as np
import pytest
from osgeo import gdal

from object_stores import _skip_unless_importable, gdal_settings

gdal.UseExceptions()
# Raw GDAL reads here must see what other processes wrote: GDAL's cache off for remote files.
pytestmark = pytest.mark.usefixtures("gdal_uncached")

PAYLOAD = bytes(range(256)) * 64  # 16 KiB, each offset's byte predictable


def write(path, data):
    """Write ``data`` through GDAL; RuntimeError if GDAL could not (it may only tell at VSIFCloseL)."""
    handle = gdal.VSIFOpenL(path, "wb")
    try:
        assert gdal.VSIFWriteL(data, 1, len(data), handle) == len(data)
    finally:
        assert gdal.VSIFCloseL(handle) == 0


def read(path, offset=0, size=None):
    """``size`` bytes (all, if None) from ``offset`` on, read through GDAL."""
    stat = gdal.VSIStatL(path)
    assert stat is not None, f"GDAL finds no {path}"
    size = stat.size - offset if size is None else size
    handle = gdal.VSIFOpenL(path, "rb")
    try:
        assert gdal.VSIFSeekL(handle, offset, 0) == 0
        return bytes(gdal.VSIFReadL(1, size, handle))
    finally:
        gdal.VSIFCloseL(handle)


def geotiff_bytes():
    """A small GeoTIFF's bytes, and the array it holds."""
    values = np.arange(12, dtype=np.uint8).reshape(3, 4)
    dataset = gdal.GetDriverByName("GTiff").Create("/vsimem/object_stores.tif", 4, 3, 1, gdal.GDT_Byte)
    dataset.SetGeoTransform((500000, 10, 0, 4000000, 0, -10))
    dataset.GetRasterBand(1).WriteArray(values)
    dataset = None
    try:
        return bytes(gdal.VSIGetMemFileBuffer_unsafe("/vsimem/object_stores.tif")), values
    finally:
        gdal.Unlink("/vsimem/object_stores.tif")


def assert_geotiff_opens(path, values):
    dataset = gdal.Open(path)
    assert (dataset.RasterXSize, dataset.RasterYSize) == (4, 3)
    assert dataset.GetGeoTransform() == (500000, 10, 0, 4000000, 0, -10)
    np.testing.assert_array_equal(dataset.ReadAsArray(), values)


def test_gdal_settings_are_restored_in_gdal_and_the_environment(monkeypatch):
    # A session's S3 server in this test process may hold settings of its own: they are what comes back.
    monkeypatch.setenv("AWS_REGION", "eu-west-3")
    monkeypatch.delenv("AWS_S3_ENDPOINT", raising=False)
    before = gdal.GetConfigOption("AWS_REGION"), gdal.GetConfigOption("AWS_S3_ENDPOINT")
    with gdal_settings({"AWS_REGION": "us-east-1", "AWS_S3_ENDPOINT": "127.0.0.1:9"}):
        assert os.environ["AWS_REGION"] == gdal.GetConfigOption("AWS_REGION") == "us-east-1"
        assert os.environ["AWS_S3_ENDPOINT"] == gdal.GetConfigOption("AWS_S3_ENDPOINT") == "127.0.0.1:9"
    assert os.environ["AWS_REGION"] == "eu-west-3" and "AWS_S3_ENDPOINT" not in os.environ
    assert (gdal.GetConfigOption("AWS_REGION"), gdal.GetConfigOption("AWS_S3_ENDPOINT")) == before


def test_a_missing_server_package_skips_saying_what_to_install():
    with pytest.raises(pytest.skip.Exception, match=r"no_such_module not importable: pip install 'moto\[server\]'"):
        _skip_unless_importable(("json", "no_such_module"), "'moto[server]'")


def test_s3_objects_written_read_listed_renamed_and_deleted_through_gdal(s3_bucket):
    write(f"{s3_bucket.vsi}/out/a.bin", PAYLOAD)
    write(f"{s3_bucket.vsi}/out/b.bin", b"b")
    assert s3_bucket.keys() == ["out/a.bin", "out/b.bin"]
    assert s3_bucket.get("out/a.bin") == PAYLOAD
    assert gdal.VSIStatL(f"{s3_bucket.vsi}/out/a.bin").size == len(PAYLOAD)
    assert read(f"{s3_bucket.vsi}/out/a.bin", 1000, 300) == PAYLOAD[1000:1300]
    assert sorted(gdal.ReadDir(f"{s3_bucket.vsi}/out")) == ["a.bin", "b.bin"]
    assert gdal.VSIStatL(f"{s3_bucket.vsi}/out").IsDirectory()

    assert gdal.Rename(f"{s3_bucket.vsi}/out/a.bin", f"{s3_bucket.vsi}/out/final.bin") == 0
    assert gdal.Unlink(f"{s3_bucket.vsi}/out/b.bin") == 0
    assert s3_bucket.keys() == ["out/final.bin"]
    assert s3_bucket.get("out/final.bin") == PAYLOAD
    assert gdal.VSIStatL(f"{s3_bucket.vsi}/out/a.bin") is None


def test_s3_multipart_upload_and_geotiff(s3_bucket):
    payload = os.urandom(5 * 1024 * 1024 + 1000)  # over one 5 MB part: GDAL uploads it in two
    with gdal_settings({"VSIS3_CHUNK_SIZE": "5"}):
        write(f"{s3_bucket.vsi}/big.bin", payload)
    assert s3_bucket.get("big.bin") == payload
    assert not s3_bucket.server.client().list_multipart_uploads(Bucket=s3_bucket.name).get("Uploads")

    data, values = geotiff_bytes()
    s3_bucket.put("in/image.tif", data)
    assert_geotiff_opens(f"{s3_bucket.vsi}/in/image.tif", values)


def test_what_another_process_writes_is_seen(s3_bucket):
    """Subprocesses inherit the server's settings; and GDAL here sees their objects, its cache
    notwithstanding (CPL_VSIL_CURL_NON_CACHED), listings after gdal.VSICurlClearCache()."""
    target = f"{s3_bucket.vsi}/shards/0.bin"
    assert gdal.VSIStatL(target) is None
    assert "shards" not in (gdal.ReadDir(s3_bucket.vsi) or [])
    s3_bucket.put("shards/0.bin", b"first")
    assert read(target) == b"first"  # cached as missing a moment ago

    child = ("import sys; from osgeo import gdal; gdal.UseExceptions(); handle = gdal.VSIFOpenL(sys.argv[1], 'wb');"
             "gdal.VSIFWriteL(b'second', 1, 6, handle); assert gdal.VSIFCloseL(handle) == 0;"
             "print(gdal.VSIStatL(sys.argv[2]).size)")
    done = subprocess.run([sys.executable, "-c", child, f"{s3_bucket.vsi}/shards/1.bin", target],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "5"  # the child read what this process wrote
    assert read(f"{s3_bucket.vsi}/shards/1.bin") == b"second"
    s3_bucket.put("shards/0.bin", b"rewritten")
    assert read(target) == b"rewritten"
    gdal.VSICurlClearCache()
    assert gdal.ReadDir(s3_bucket.vsi) == ["shards"]
    assert sorted(gdal.ReadDir(f"{s3_bucket.vsi}/shards")) == ["0.bin", "1.bin"]


def test_s3_denied_refuses_until_allowed(s3_denied, s3_bucket):
    s3_bucket.put("in/a.bin", b"secret")
    assert gdal.VSIStatL(f"{s3_bucket.vsi}/in/a.bin") is None
    assert gdal.ReadDir(f"{s3_bucket.vsi}/in") is None
    with pytest.raises(RuntimeError, match="Access Denied"):
        gdal.Open(f"{s3_bucket.vsi}/in/a.bin")
    with pytest.raises(RuntimeError):
        write(f"{s3_bucket.vsi}/out/a.bin", b"x")  # VSIFOpenL "wb" succeeds; VSIFCloseL fails

    s3_denied.allow("s3:GetObject", "s3:ListBucket")
    assert read(f"{s3_bucket.vsi}/in/a.bin") == b"secret"
    assert gdal.ReadDir(f"{s3_bucket.vsi}/in") == ["a.bin"]
    with pytest.raises(RuntimeError):
        write(f"{s3_bucket.vsi}/out/a.bin", b"x")
    assert s3_bucket.keys() == ["in/a.bin"]

    s3_denied.allow("s3:GetObject", "s3:ListBucket", "s3:PutObject")
    write(f"{s3_bucket.vsi}/out/a.bin", b"x")
    assert s3_bucket.keys() == ["in/a.bin", "out/a.bin"]


def test_s3_outage_stops_and_restarts(s3_outage, s3_bucket):
    write(f"{s3_bucket.vsi}/before.bin", b"before")
    s3_bucket.put("other.bin", b"other")
    s3_outage.stop()
    with pytest.raises(RuntimeError):
        write(f"{s3_bucket.vsi}/during.bin", b"during")
    gdal.ErrorReset()
    assert gdal.VSIStatL(f"{s3_bucket.vsi}/other.bin") is None
    assert gdal.GetLastErrorMsg().endswith(": 0")  # "HTTP response code on URL: 0": no connection
    assert gdal.ReadDir(s3_bucket.vsi) is None
    assert s3_bucket.keys() == ["before.bin", "other.bin"]  # the server kept them

    s3_outage.start()
    assert read(f"{s3_bucket.vsi}/before.bin") == b"before"
    assert read(f"{s3_bucket.vsi}/other.bin") == b"other"
    payload = os.urandom(1024 * 1024)
    s3_outage.stop_after(len(payload) // 2)
    with pytest.raises(RuntimeError):
        write(f"{s3_bucket.vsi}/cut.bin", payload)  # cut mid-upload
    s3_outage.start()
    write(f"{s3_bucket.vsi}/after.bin", b"after")
    assert s3_bucket.keys() == ["after.bin", "before.bin", "other.bin"]


def test_gcs_objects_written_stat_and_read_through_gdal(gcs_bucket):
    write(f"{gcs_bucket.vsi}/out/a.bin", PAYLOAD)
    assert gcs_bucket.keys() == ["out/a.bin"]
    assert gcs_bucket.get("out/a.bin") == PAYLOAD
    assert gdal.VSIStatL(f"{gcs_bucket.vsi}/out/a.bin").size == len(PAYLOAD)
    assert gdal.VSIStatL(f"{gcs_bucket.vsi}/out/missing.bin") is None
    assert read(f"{gcs_bucket.vsi}/out/a.bin", 1000, 300) == PAYLOAD[1000:1300]
    write(f"{gcs_bucket.vsi}/out/a.bin", b"rewritten")
    assert read(f"{gcs_bucket.vsi}/out/a.bin") == b"rewritten"

    data, values = geotiff_bytes()
    gcs_bucket.put("in/image.tif", data)
    assert_geotiff_opens(f"{gcs_bucket.vsi}/in/image.tif", values)


def test_gcs_emulator_lacks_listing_rename_delete_empty_objects_and_multipart(gcs_bucket):
    """What /vsigs/ cannot do on the emulator (object_stores.py's docstring): if this fails, the emulator
    or GDAL learnt it, and the docstring and the tests relying on gcs_bucket.keys() can be revised."""
    write(f"{gcs_bucket.vsi}/out/a.bin", b"a")
    assert gdal.ReadDir(f"{gcs_bucket.vsi}/out") is None
    with pytest.raises(RuntimeError):
        gdal.Rename(f"{gcs_bucket.vsi}/out/a.bin", f"{gcs_bucket.vsi}/out/b.bin")
    with pytest.raises(RuntimeError):
        gdal.Unlink(f"{gcs_bucket.vsi}/out/a.bin")
    with pytest.raises(RuntimeError):
        gdal.Mkdir(f"{gcs_bucket.vsi}/folder", 0o755)
    with pytest.raises(RuntimeError):
        write(f"{gcs_bucket.vsi}/out/empty.bin", b"")
    with gdal_settings({"VSIGS_CHUNK_SIZE": "1"}), pytest.raises(RuntimeError, match="InitiateMultipartUpload"):
        write(f"{gcs_bucket.vsi}/out/big.bin", bytes(1024 * 1024 + 1))
    assert gcs_bucket.keys() == ["out/a.bin"]


def test_http_folder_read_ranges_listing_and_geotiff(http_folder):
    (http_folder.path / "data").mkdir()
    (http_folder.path / "data" / "a.bin").write_bytes(PAYLOAD)
    data, values = geotiff_bytes()
    (http_folder.path / "image.tif").write_bytes(data)
    assert http_folder.url.startswith("http://127.0.0.1:") and http_folder.url.endswith("/")

    assert gdal.VSIStatL(f"{http_folder.vsi}data/a.bin").size == len(PAYLOAD)
    assert read(f"{http_folder.vsi}data/a.bin", 1000, 300) == PAYLOAD[1000:1300]
    assert read(f"{http_folder.vsi}data/a.bin") == PAYLOAD
    assert sorted(gdal.ReadDir(http_folder.vsi)) == ["data", "image.tif"]
    assert gdal.ReadDir(f"{http_folder.vsi}data") == ["a.bin"]
    assert gdal.VSIStatL(f"{http_folder.vsi}data").IsDirectory()
    assert_geotiff_opens(f"{http_folder.vsi}image.tif", values)


@pytest.mark.parametrize(("header", "status", "content_range", "body"), [
    ("bytes=10-19", 206, "bytes 10-19/256", bytes(range(10, 20))),
    ("bytes=250-", 206, "bytes 250-255/256", bytes(range(250, 256))),
    ("bytes=-3", 206, "bytes 253-255/256", bytes(range(253, 256))),
    ("bytes=250-999", 206, "bytes 250-255/256", bytes(range(250, 256))),
    ("", 200, None, bytes(range(256))),
    ("bytes=0-1,5-6", 200, None, bytes(range(256))),  # several ranges: the whole file, as HTTP allows
])
def test_range_request_handler_answers_byte_ranges(http_folder, header, status, content_range, body):
    (http_folder.path / "f.bin").write_bytes(bytes(range(256)))
    request = urllib.request.Request(f"{http_folder.url}f.bin", headers={"Range": header} if header else {})
    with urllib.request.urlopen(request, timeout=10) as response:
        assert (response.status, response.headers["Content-Range"], response.read()) == (status, content_range, body)


def test_range_request_handler_refuses_a_range_past_the_end(http_folder):
    (http_folder.path / "f.bin").write_bytes(b"abc")
    request = urllib.request.Request(f"{http_folder.url}f.bin", headers={"Range": "bytes=3-5"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    refused.value.close()
    assert (refused.value.code, refused.value.headers["Content-Range"]) == (416, "bytes */3")


def test_s3_faults_answers_as_told_and_passes_the_rest_on(s3_faults, s3_bucket):
    """The fault proxy in front of moto: also pins down why the plugin lists S3 itself, GDAL 3.6 taking a
    failed listing (503, an empty 200) for an empty folder, with no error to tell them apart."""
    write(f"{s3_bucket.vsi}/out/a.bin", b"a")
    assert gdal.ReadDir(f"{s3_bucket.vsi}/out") == ["a.bin"]
    for answer in ("503", "empty-200"):
        s3_faults.fail("GET", r"[?&]delimiter=", 1, answer)
        gdal.VSICurlClearCache()
        gdal.VSIErrorReset()
        assert gdal.ReadDir(f"{s3_bucket.vsi}/out") is None
        assert gdal.VSIGetLastErrorMsg() == ""
        assert s3_faults.requests[-1][2] == answer
    assert s3_faults.faults_left() == 0
    gdal.VSICurlClearCache()
    assert gdal.ReadDir(f"{s3_bucket.vsi}/out") == ["a.bin"]
    # "drop": the server takes the request, the client gets half the answer and a reset.
    s3_faults.fail("PUT", r"/out/b\.bin$", 1, "drop")
    with pytest.raises(RuntimeError):
        write(f"{s3_bucket.vsi}/out/b.bin", b"b")
    assert s3_bucket.keys() == ["out/a.bin", "out/b.bin"]
    assert ("PUT", f"/{s3_bucket.name}/out/b.bin", "drop") in s3_faults.requests


@pytest.mark.slow  # waits for the proxy to stop by itself (0.6 s): the full suite's
def test_a_fault_proxy_serves_loopback_only_and_stops_by_itself(s3_server):
    import socket
    import time

    from object_stores import FaultProxy

    proxy = FaultProxy(s3_server.port, lifetime=0.2)
    assert proxy._server.server_address[0] == "127.0.0.1"
    with pytest.raises(ValueError, match="not one of"):
        proxy.fail("GET", "", 1, "418")
    time.sleep(0.6)
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", proxy.port), timeout=2).close()

"""An output place is read from its text once, when the run starts (core/places/place.py), not by every step.

These wrap the one function that reads a path's text (storage.gdal_path) around real exports, to a local
folder and to moto's S3 server: the wrapper counts, then calls the real function; nothing is replaced.
"""

import os

import pytest

from helpers import PLUGIN_ROOT
from tfrecord_bridge.core.export.export_image import export_image
from tfrecord_bridge.core.export.raster_source import SourceLayer
from tfrecord_bridge.core.export.request import ExportRequest
from tfrecord_bridge.core.layout.format_options import FormatOptions
from tfrecord_bridge.core.layout.naming import find_export
from tfrecord_bridge.core.places import storage

SAMPLE = str(PLUGIN_ROOT / "resources" / "sample" / "sample.tif")


def _counting_text_readings(monkeypatch, folder):
    """The readings of the folder's own text by storage.gdal_path (the real one, called), during the block; and
    those of any text under it."""
    readings = {"folder": 0, "under": 0}
    real = storage.gdal_path
    folder = str(folder).rstrip("/")

    def counting(path):
        if type(path) is str or not hasattr(path, "gdal"):  # text, read again; a Place answers without reading
            text = os.fspath(path).rstrip("/")
            readings["folder"] += text in (folder, os.path.abspath(folder))
            readings["under"] += text.startswith((folder, os.path.abspath(folder)))
        return real(path)

    monkeypatch.setattr(storage, "gdal_path", counting)
    return readings


def _export(folder):
    return export_image(ExportRequest([SourceLayer(SAMPLE)], folder, "s",
                                      FormatOptions(patchDimensions=(32, 32), maxFileSize=150000)))


def test_an_export_to_a_local_folder_reads_the_folders_text_once(tmp_path, monkeypatch):
    folder = str(tmp_path / "out")
    readings = _counting_text_readings(monkeypatch, folder)
    result = _export(folder)
    assert len(result.files) > 1 and os.path.isfile(result.mixer_path)
    # Once, when the run starts; on main it was read again by every step (46 times, and 254 texts under it).
    assert readings["folder"] == 1, readings
    assert readings["under"] == 1, readings  # and no path under it


@pytest.mark.slow
def test_an_export_to_a_bucket_reads_the_folders_text_once(s3_bucket, monkeypatch):
    folder = s3_bucket.url + "/out"
    readings = _counting_text_readings(monkeypatch, folder)
    result = _export(folder)
    during = dict(readings)
    shards, _ = find_export(s3_bucket.url + "/out", "s")
    assert len(shards) == len(result.files) > 1
    # Once, when the run starts; on main it was read again by every step (57 times, and 341 texts under it).
    assert during["folder"] == 1, during
    assert during["under"] == 1, during  # and no path under it

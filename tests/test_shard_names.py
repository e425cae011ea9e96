"""Shards found by folder under every name the reader takes a compression from: ZLIB's '.zz' as GZIP's '.gz'
(issue 26)."""

import re

import numpy as np
import pytest
from osgeo import gdal

from tfrecord_bridge.core import encode_example, write_records
from tfrecord_bridge.core.cli import main
from tfrecord_bridge.core.codec.records import compression_from_name
from tfrecord_bridge.core.importing import import_image
from tfrecord_bridge.core.importing.import_image import ImportRequest
from tfrecord_bridge.core.layout.grid import PatchLayout, PixelGrid
from tfrecord_bridge.core.layout.mixer import Mixer, write_mixer
from tfrecord_bridge.core.layout.naming import SHARD_EXTENSION, find_shards, mixer_beside

VALUES = np.arange(2 * 8 * 12, dtype=np.float32).reshape(2, 8, 12)  # 2 bands, 8 rows, 12 columns
LAYOUT = PatchLayout(12, 8, 4, 4, 1, 1)  # 3 x 2 patches, no margins


def _write_export(folder, stem, suffix, compression, per_shard=2):
    """The six patches of VALUES as shards ``{stem}{n:05d}{suffix}`` and the mixer; returns the shard paths."""
    folder.mkdir(parents=True, exist_ok=True)
    records = []
    for index in range(LAYOUT.total_patches):
        column, row, width, height = LAYOUT.tile_window(index)
        tile = VALUES[:, row:row + height, column:column + width]
        records.append(encode_example({"B1": tile[0].ravel(), "B2": tile[1].ravel()}))
    paths = []
    for number, start in enumerate(range(0, len(records), per_shard)):
        paths.append(str(folder / f"{stem}{number:05d}{suffix}"))
        write_records(paths[-1], records[start:start + per_shard], compression=compression)
    grid = PixelGrid("EPSG:4326", (10.0, 0.5, 0.0, 50.0, 0.0, -0.5), 12, 8)
    write_mixer(str(folder / f"{stem}mixer.json"), Mixer.for_export(grid, LAYOUT))
    return paths


@pytest.mark.parametrize("suffix, compression", [(".tfrecord.zz", "ZLIB"), (".tfrecord.zlib", "ZLIB"),
                                                 (".tfrecord.gz", "GZIP"), (".tfrecord", None)])
def test_an_export_is_found_and_imported_by_folder_whatever_its_compression(tmp_path, suffix, compression):
    paths = _write_export(tmp_path / "export", "p-", suffix, compression)
    mixer = str(tmp_path / "export" / "p-mixer.json")
    assert find_shards(str(tmp_path / "export"), "p") == paths
    for prefix in ("p", ""):  # given, or the folder's one export
        assert import_image.find_export(str(tmp_path / "export"), prefix) == (paths, mixer)
    assert mixer_beside(paths) == mixer
    result = import_image.import_image(ImportRequest(paths, None, str(tmp_path / "core.tif")))
    assert result.record_count == 6
    # The command line by folder, as the Processing algorithm's FOLDER goes through find_export.
    assert main(["import-image", "--folder", str(tmp_path / "export"), "-o", str(tmp_path / "cli.tif")]) == 0
    for output in ("core.tif", "cli.tif"):
        np.testing.assert_array_equal(gdal.Open(str(tmp_path / output)).ReadAsArray(), VALUES)


def test_folder_style_zlib_shards_are_found(tmp_path):
    paths = _write_export(tmp_path / "export" / "sub", "", ".tfrecord.zz", "ZLIB")
    assert find_shards(str(tmp_path / "export"), "sub/") == paths
    assert import_image.find_export(str(tmp_path / "export" / "sub")) == (
        paths, str(tmp_path / "export" / "sub" / "mixer.json"))


def test_unpadded_zlib_shards_sort_by_number(tmp_path):
    folder = tmp_path / "pred"
    folder.mkdir()
    paths = [str(folder / f"pred-{number}.tfrecord.zz") for number in (1, 2, 10)]
    for path in paths:
        write_records(path, [b"x"], compression="ZLIB")
    assert import_image.find_export(str(folder), "pred") == (paths, None)
    assert import_image.files_in_numbered_order(reversed(paths)) == paths


def test_gzip_and_zlib_shards_of_one_prefix_are_two_series(tmp_path):
    folder = tmp_path / "mixed"
    _write_export(folder, "p-", ".tfrecord.gz", "GZIP", per_shard=6)
    write_records(str(folder / "p-00001.tfrecord.zz"), [b"x"], compression="ZLIB")
    with pytest.raises(import_image.ImageImportError, match=r"numbered in 2 series \(p-<n>\.tfrecord\.gz, "
                                                            r"p-<n>\.tfrecord\.zz\)"):
        import_image.find_export(str(folder), "p")


def test_the_shard_pattern_takes_exactly_the_names_the_reader_takes_a_compression_from():
    for name, compression in (("a.tfrecord", None), ("a.tfrecord.gz", "GZIP"), ("a.tfrecord.gzip", "GZIP"),
                              ("a.tfrecord.zz", "ZLIB"), ("a.tfrecord.zlib", "ZLIB")):
        assert re.fullmatch(r"a" + SHARD_EXTENSION, name), name
        assert compression_from_name(name) == compression, name
    for name in ("a.tfrecord.bz2", "a.tfrecord.gz.part", "a.tfrecords", "a.tfindex"):
        assert not re.fullmatch(r"a" + SHARD_EXTENSION, name), name

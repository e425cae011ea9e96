"""The export plan carries our options beyond EE's (GZIP level, threads) to every process writing patch rows."""

import os

import pytest
from osgeo import gdal

from tfrecord_bridge.core.export.export_image import export_image, plan_export
from tfrecord_bridge.core.export.raster_source import SourceLayer
from tfrecord_bridge.core.export.request import ExportRequest
from tfrecord_bridge.core.layout.format_options import FormatOptions


@pytest.fixture
def raster(tmp_path):
    path = str(tmp_path / "small.tif")
    dataset = gdal.GetDriverByName("GTiff").Create(path, 64, 64, 1, gdal.GDT_Float32)
    dataset.SetGeoTransform((0, 1, 0, 64, 0, -1))
    dataset.SetProjection("EPSG:3857")
    dataset.GetRasterBand(1).Fill(3)
    dataset = None
    return path


def test_the_plan_holds_the_level_and_threads_it_was_given(tmp_path, raster):
    plan, _, outputs = plan_export(ExportRequest([SourceLayer(raster)], tmp_path / "out", "p",
                                                 FormatOptions(patchDimensions=(32, 32)), compressionLevel=2,
                                                 threads=3))
    assert (plan.compression_level, plan.threads) == (2, 3)
    # The plan holds the prefix's writer lock, in the folder its outputs made and remove again if the run fails.
    assert sorted(os.listdir(tmp_path / "out")) == ["p-export.lock"]
    with outputs, plan.shard_writer(lambda index: str(tmp_path / "out" / f"s{index}.gz")) as writer:
        assert writer.level == 2 and writer.executor is not None
        writer.write(b"record")


@pytest.mark.parametrize("arguments, named", [
    (dict(compressionLevel=10), "compression level"),
    (dict(compressionLevel="6"), "compression level"),
    (dict(threads=0), "threads"),
    (dict(threads=1.5), "threads"),
])
def test_a_bad_level_or_thread_count_is_refused_before_any_file(tmp_path, raster, arguments, named):
    with pytest.raises(ValueError, match=named):
        export_image(ExportRequest([SourceLayer(raster)], tmp_path / "out", "p",
                                   FormatOptions(patchDimensions=(32, 32)), **arguments))
    assert not (tmp_path / "out").exists()



def test_the_files_an_export_writes_are_one_list(tmp_path, raster):
    """naming.export_files (which files an earlier export left, to supersede) and OUTPUT_NAMES (the temporary
    files of a killed run) are made from one list of an export's names: every file an export writes is in both."""
    import re

    from tfrecord_bridge.core.export.training import TrainingOptions
    from tfrecord_bridge.core.layout import naming
    export_image(ExportRequest([SourceLayer(raster)], tmp_path / "out", "p",
                               FormatOptions(patchDimensions=(32, 32), compressed=False, maxFileSize=3000),
                               training=TrainingOptions(tfindex=True)))
    written = sorted(str(path) for path in (tmp_path / "out").iterdir())
    assert {os.path.basename(path)[len("p-"):].split(".", 1)[1] for path in written} == {
        "tfrecord", "tfindex", "json"}
    assert sorted(naming.export_files(str(tmp_path / "out"), "p")) == written
    assert all(re.fullmatch(naming.OUTPUT_NAMES, os.path.basename(path)[len("p-"):]) for path in written)


def test_the_plan_refuses_a_label_layer_it_cannot_read_as_the_export_does(tmp_path, raster):
    """plan_export is the one prologue of the export in one process and on Dask: its refusals are ExportErrors
    there too, the label layer's included (each caller used to turn the LabelError into one itself)."""
    from tfrecord_bridge.core.export.export_image import ExportError
    from tfrecord_bridge.core.export.labels import LabelSource
    with pytest.raises(ExportError, match="missing.gpkg"):
        plan_export(ExportRequest([SourceLayer(raster)], tmp_path / "out", "p", FormatOptions(patchDimensions=(32, 32)),
                                  labels=LabelSource(str(tmp_path / "missing.gpkg"), field="code")))
    assert not (tmp_path / "out").exists()

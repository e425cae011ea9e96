"""Reading leaves the user's input folder as it was: no file added, none changed.

QGIS computes statistics and histograms for the default look of a raster layer, and GDAL keeps them
in a <raster>.aux.xml beside the raster when the file closes. The algorithms only read pixels, so a
folder of inputs must look, file by file, as it did before they read it: the same names, sizes,
modification times and contents. A float raster with nodata and a byte raster with an internal mask
are the inputs that got an .aux.xml; the points and the TFRecord files are read too.
"""

import gc
import hashlib
import os

import numpy as np
import pytest
from osgeo import gdal, ogr, osr
from qgis.core import QgsApplication, QgsProcessingContext, QgsProcessingFeedback, QgsProject, QgsRasterLayer

from qgis_process import qgis_process
from test_ui import wait_for, wait_for_run
from tfrecord_bridge.ui.export_dialog import ExportPanel
from tfrecord_bridge.ui.import_dialog import ImportPanel

EPSG = 32618
ORIGIN = (500000.0, 4200000.0)
PIXEL = 30.0
WIDTH, HEIGHT = 96, 64


def folder_state(folder):
    """{relative path: (size, modification time in ns, SHA-256)} of every file under ``folder``."""
    state = {}
    for directory, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(directory, name)
            status = os.stat(path)
            with open(path, "rb") as file:
                digest = hashlib.sha256(file.read()).hexdigest()
            state[os.path.relpath(path, folder)] = (status.st_size, status.st_mtime_ns, digest)
    return state


def assert_unchanged(folder, before, what):
    after = folder_state(folder)
    added = sorted(set(after) - set(before))
    changed = sorted(name for name in set(after) & set(before) if after[name] != before[name])
    removed = sorted(set(before) - set(after))
    assert (added, changed, removed) == ([], [], []), f"{what} changed the input folder {folder}"


def _srs():
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(EPSG)
    return srs.ExportToWkt()


def write_nodata_float_raster(path):
    """Four Float32 bands with nodata -9999 in a corner of each."""
    dataset = gdal.GetDriverByName("GTiff").Create(str(path), WIDTH, HEIGHT, 4, gdal.GDT_Float32)
    dataset.SetGeoTransform((ORIGIN[0], PIXEL, 0.0, ORIGIN[1], 0.0, -PIXEL))
    dataset.SetProjection(_srs())
    rng = np.random.default_rng(13)
    for number in range(1, 5):
        values = rng.normal(number * 10, 3, size=(HEIGHT, WIDTH)).astype(np.float32)
        values[: 8 * number, :8] = -9999
        band = dataset.GetRasterBand(number)
        band.WriteArray(values)
        band.SetNoDataValue(-9999)
    dataset = None


def write_masked_byte_raster(path):
    """Three Byte bands with a per-dataset mask band stored inside the GeoTIFF."""
    previous = gdal.GetConfigOption("GDAL_TIFF_INTERNAL_MASK")
    gdal.SetConfigOption("GDAL_TIFF_INTERNAL_MASK", "YES")
    try:
        dataset = gdal.GetDriverByName("GTiff").Create(str(path), WIDTH, HEIGHT, 3, gdal.GDT_Byte)
        dataset.SetGeoTransform((ORIGIN[0], PIXEL, 0.0, ORIGIN[1], 0.0, -PIXEL))
        dataset.SetProjection(_srs())
        rng = np.random.default_rng(31)
        for number in range(1, 4):
            dataset.GetRasterBand(number).WriteArray(rng.integers(0, 256, size=(HEIGHT, WIDTH), dtype=np.uint8))
        dataset.CreateMaskBand(gdal.GMF_PER_DATASET)
        mask = np.full((HEIGHT, WIDTH), 255, np.uint8)
        mask[-10:, -12:] = 0
        dataset.GetRasterBand(1).GetMaskBand().WriteArray(mask)
        dataset = None
    finally:
        gdal.SetConfigOption("GDAL_TIFF_INTERNAL_MASK", previous)


def write_points(path):
    """Three labelled points inside the rasters, as a GeoPackage."""
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(EPSG)
    source = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    layer = source.CreateLayer("points", srs, ogr.wkbPoint)
    layer.CreateField(ogr.FieldDefn("label", ogr.OFTInteger))
    for label, (column, row) in enumerate([(20, 20), (48, 32), (80, 50)]):
        feature = ogr.Feature(layer.GetLayerDefn())
        feature.SetField("label", label)
        x, y = ORIGIN[0] + (column + 0.5) * PIXEL, ORIGIN[1] - (row + 0.5) * PIXEL
        feature.SetGeometry(ogr.CreateGeometryFromWkt(f"POINT ({x} {y})"))
        layer.CreateFeature(feature)
    source = None


@pytest.fixture
def inputs(tmp_path):
    """A folder as a user keeps it: a float raster with nodata, a masked byte raster and points."""
    folder = tmp_path / "inputs"
    folder.mkdir()
    write_nodata_float_raster(folder / "float.tif")
    write_masked_byte_raster(folder / "masked.tif")
    write_points(folder / "points.gpkg")
    masked = gdal.Open(str(folder / "masked.tif"))
    assert masked.GetRasterBand(1).GetMaskFlags() == gdal.GMF_PER_DATASET
    assert masked.GetFileList() == [str(folder / "masked.tif")]  # the mask is inside, no .msk beside it
    masked = None
    assert sorted(os.listdir(folder)) == ["float.tif", "masked.tif", "points.gpkg"]
    return folder


def run_and_close(algorithm_id, parameters):
    """processing.run with a context of its own, deleted afterwards: the layers Processing loaded for
    the run live in it, and GDAL writes what it computed for them only when they close."""
    import processing
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    results = processing.run(algorithm_id, parameters, context=context, feedback=QgsProcessingFeedback())
    del context
    gc.collect()
    return results


def tfrecord_paths(folder, prefix):
    return sorted(str(folder / name) for name in os.listdir(folder) if name.startswith(prefix + "-")
                  and ".tfrecord" in name)


@pytest.mark.slow  # every algorithm over the inputs: over a second
def test_processing_run_leaves_the_input_folders_as_they_were(tfrecord_provider, inputs, tmp_path):
    rasters = [str(inputs / "float.tif"), str(inputs / "masked.tif")]
    points = str(inputs / "points.gpkg")
    before = folder_state(inputs)
    export = tmp_path / "export"

    run_and_close("tfrecord:exportimage", {"INPUT": rasters, "ARRAY_LAYERS": [rasters[1]],
                                           "TENSOR_DEPTHS": "masked:3", "PATCH_DIMENSIONS": "32,32",
                                           "OUTPUT": str(export), "PREFIX": "both"})
    assert_unchanged(inputs, before, "exportimage")
    run_and_close("tfrecord:exportimage", {"INPUT": [rasters[0]], "PATCH_DIMENSIONS": "32,32",
                                           "EXTENT": "500300,502500,4198500,4199700 [EPSG:32618]",
                                           "OUTPUT": str(export), "PREFIX": "float"})
    assert_unchanged(inputs, before, "exportimage with an extent")
    results = run_and_close("tfrecord:exportpatchesatpoints", {
        "INPUT": rasters, "POINTS": points, "FIELDS": ["label"], "PATCH_DIMENSIONS": "8,8",
        "OUTPUT": str(tmp_path / "chips"), "PREFIX": "chips"})
    assert results["PATCH_COUNT"] == 3
    assert_unchanged(inputs, before, "exportpatchesatpoints")
    run_and_close("tfrecord:exporttable", {"INPUT": points, "OUTPUT": str(export / "points.tfrecord.gz")})
    assert_unchanged(inputs, before, "exporttable")

    # The export is now the input of the import, the inspection and the table import.
    exported = folder_state(export)
    output = tmp_path / "outputs"
    output.mkdir()
    run_and_close("tfrecord:importimage", {"FOLDER": str(export), "PREFIX": "float",
                                           "OUTPUT": str(output / "float.tif")})
    run_and_close("tfrecord:importimage", {"INPUT": tfrecord_paths(export, "both"),
                                           "OUTPUT": str(output / "both.tif")})
    assert_unchanged(export, exported, "importimage")
    run_and_close("tfrecord:inspect", {"INPUT": tfrecord_paths(export, "both"),
                                       "OUTPUT_HTML": str(output / "report.html")})
    assert_unchanged(export, exported, "inspect")
    run_and_close("tfrecord:importtable", {"INPUT": [str(export / "points.tfrecord.gz")],
                                           "OUTPUT": str(output / "points.gpkg")})
    assert_unchanged(export, exported, "importtable")
    assert_unchanged(inputs, before, "the runs")


def test_open_layers_are_used_as_they_are_and_paths_load_no_layer(run_algorithm, inputs, tmp_path):
    """A path of a raster open in the project is that layer (its name names the array band); another
    path is read through GDAL alone: Processing loads no layer for it."""
    masked = QgsRasterLayer(str(inputs / "masked.tif"), "open masked")
    QgsProject.instance().addMapLayer(masked)
    try:
        rasters = [str(inputs / "float.tif"), str(inputs / "masked.tif")]
        results = run_algorithm("tfrecord:exportimage", {
            "INPUT": rasters, "ARRAY_LAYERS": [rasters[1]], "TENSOR_DEPTHS": "open masked:3",
            "PATCH_DIMENSIONS": "32,32", "OUTPUT": str(tmp_path / "export"), "PREFIX": "open"})
        assert results["PATCH_COUNT"] == 6
        assert "'open masked': tf.io.FixedLenFeature([3, 32, 32]" in "\n".join(run_algorithm.feedback.log)
        assert run_algorithm.context.temporaryLayerStore().mapLayers() == {}
    finally:
        QgsProject.instance().removeAllMapLayers()


@pytest.mark.qgis_process
def test_qgis_process_leaves_the_input_folders_as_they_were(inputs, tmp_path):
    """What the user ran: qgis_process on files in a folder."""
    float_path, masked_path, points = inputs / "float.tif", inputs / "masked.tif", inputs / "points.gpkg"
    before = folder_state(inputs)
    export = tmp_path / "export"

    def run(*arguments):
        result = qgis_process(tmp_path / "profile", "run", *arguments)
        assert result.returncode == 0, result.stdout + result.stderr

    run("tfrecord:exportimage", "--", f"INPUT={float_path}", f"INPUT={masked_path}", "PATCH_DIMENSIONS=32,32",
        f"OUTPUT={export}", "PREFIX=both")
    assert_unchanged(inputs, before, "qgis_process exportimage")
    run("tfrecord:exportpatchesatpoints", "--", f"INPUT={float_path}", f"INPUT={masked_path}",
        f"POINTS={points}", "FIELDS=label", "PATCH_DIMENSIONS=8,8", f"OUTPUT={tmp_path / 'chips'}", "PREFIX=chips")
    assert_unchanged(inputs, before, "qgis_process exportpatchesatpoints")

    exported = folder_state(export)
    run("tfrecord:importimage", "--", f"FOLDER={export}", "PREFIX=both", f"OUTPUT={tmp_path / 'both.tif'}")
    assert_unchanged(export, exported, "qgis_process importimage")
    run("tfrecord:inspect", "--", *[f"INPUT={path}" for path in tfrecord_paths(export, "both")],
        f"OUTPUT_HTML={tmp_path / 'report.html'}")
    assert_unchanged(export, exported, "qgis_process inspect")


@pytest.mark.slow  # every dialog run to its end: over a second
def test_dialogs_leave_the_input_folders_as_they_were(tfrecord_provider, frozen_canvas, inputs, tmp_path):
    """The user's open layers are used as they are: the dialogs add nothing to their folder.

    Opening a raster layer is the user's doing, and QGIS writes its statistics when the layer closes,
    so the folder is compared while the user's layers are still open, once everything the dialogs made
    (runs, their contexts, the dialogs themselves) is gone.
    """
    from qgis.gui import QgsMessageBar
    project = QgsProject.instance()
    layers = [QgsRasterLayer(str(inputs / name), os.path.splitext(name)[0]) for name in ("float.tif", "masked.tif")]
    assert all(layer.isValid() for layer in layers)
    project.addMapLayers(layers)
    message_bar = QgsMessageBar()
    try:
        before = folder_state(inputs)
        export = tmp_path / "export"
        dialog = ExportPanel(frozen_canvas, message_bar)
        dialog.output.output_folder.setFilePath(str(export))
        dialog.output.prefix.setText("dialog")
        dialog.options.patch_width.setValue(32)
        dialog.options.patch_height.setValue(32)
        for layer in layers:
            dialog.inputs.set_layer_checked(layer)
        dialog.refresh()
        assert dialog.errors == {}
        run = wait_for_run(dialog.run())
        assert run.succeeded, run.message
        dialog.dispose()
        del dialog, run
        gc.collect()
        assert_unchanged(inputs, before, "the export dialog")

        exported = folder_state(export)
        dialog = ImportPanel(message_bar)
        dialog.source_box.set_files(tfrecord_paths(export, "dialog"))
        wait_for(lambda: dialog.summary is not None or dialog.preview_error, what="the import preview")
        assert dialog.preview_error == ""
        dialog.output_box.output.setFilePath(str(tmp_path / "imported.tif"))
        run = wait_for_run(dialog.run())
        assert run.succeeded, run.message
        dialog.dispose()
        wait_for(lambda: QgsApplication.taskManager().countActiveTasks() == 0, what="the preview task to end")
        dialog = run = None  # the last references, for gc to collect
        gc.collect()
        assert_unchanged(export, exported, "the import dialog")
        assert_unchanged(inputs, before, "the dialogs")
    finally:
        project.removeAllMapLayers()
        message_bar.deleteLater()

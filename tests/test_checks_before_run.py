"""Checks before Run (issue 30): every error the export or the import can find without running disables Run in
its dialog, with the reason shown there, and fixing the input enables Run again. The checks are the algorithms'
own (check_output, checkParameterValues, core's plan_import), so the dialog refuses what the run would.

Real dialogs, real files and the real algorithms, offscreen, with test_ui.py's fixtures. A read-only folder is
made with chmod; as root chmod does not keep anything from being written, so those tests skip (a file in the
way, which stops root too, is tested beside them).
"""

import os
import shutil
import stat
from pathlib import Path

import pytest
from qgis.core import QgsProcessingContext, QgsProject
from qgis.PyQt.QtCore import QCoreApplication, QEvent

import test_ui
from test_ui import tfrecord_files, wait_for_preview

rgb_layer, canvas, message_bar, export_dialog, import_dialog, rgb_export, rgb_export_files, forget_settings = (
    test_ui.rgb_layer, test_ui.canvas, test_ui.message_bar, test_ui.export_dialog, test_ui.import_dialog,
    test_ui.rgb_export, test_ui.rgb_export_files, test_ui.forget_settings)


@pytest.fixture
def read_only_folder(tmp_path):
    """A folder chmod'ed read-only; skips where that does not keep files from being written (root)."""
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        (folder / "probe").write_text("")
    except PermissionError:
        yield folder
    else:
        pytest.skip("chmod does not keep this user (root) from writing: the file-in-the-way tests cover the case")
    finally:
        folder.chmod(stat.S_IRWXU)


def back_to(dialog):
    """The user comes back to the dialog (from a file manager, an editor): its window is activated."""
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.WindowActivate))


def export_refusal(dialog, key="output"):
    """The error shown beside ``key``, asserting it is shown and Run is disabled."""
    label = dialog.error_labels[key]
    assert label.isVisibleTo(dialog) and label.text() == dialog.errors[key], dialog.errors
    assert not dialog.run_button.isEnabled()
    return label.text()


def assert_export_runs(dialog):
    assert dialog.errors == {} and dialog.run_button.isEnabled()
    assert not dialog.error_labels["output"].isVisibleTo(dialog)


# ---------------------------------------------------------------------------------------------- export dialog

def test_an_output_folder_under_a_file_disables_run_with_the_reason(export_dialog, tmp_path):
    assert_export_runs(export_dialog)
    (tmp_path / "notes.txt").write_text("in the way")
    export_dialog.output.output_folder.setFilePath(str(tmp_path / "notes.txt" / "out"))
    assert "cannot be created" in export_refusal(export_dialog) and "notes.txt is a file" in export_refusal(
        export_dialog)

    export_dialog.output.output_folder.setFilePath(str(tmp_path / "notes.txt"))
    assert "notes.txt is a file, not a folder" in export_refusal(export_dialog)

    (tmp_path / "notes.txt").unlink()  # in a file manager, outside the dialog: seen when the user comes back
    back_to(export_dialog)
    assert_export_runs(export_dialog)


def test_a_read_only_output_folder_disables_run_with_the_reason(export_dialog, read_only_folder):
    export_dialog.output.output_folder.setFilePath(str(read_only_folder / "out"))
    assert "is not writable" in export_refusal(export_dialog)
    read_only_folder.chmod(stat.S_IRWXU)  # as in a file manager, outside the dialog
    back_to(export_dialog)
    assert_export_runs(export_dialog)


def test_a_folder_where_the_export_writes_a_file_disables_run(export_dialog, tmp_path):
    """An earlier export's file name taken by a folder: the run would refuse to move it aside."""
    (tmp_path / "export" / "rgb-mixer.json").mkdir(parents=True)
    export_dialog.output.prefix.setText("rgb")
    assert "rgb-mixer.json is a folder where the export writes a file" in export_refusal(export_dialog)
    export_dialog.output.prefix.setText("patches")
    assert_export_runs(export_dialog)


def test_an_output_bucket_is_left_to_the_run_with_a_note(export_dialog):
    """A bucket is not asked while the user types (that could block the dialog): a note says when it is."""
    export_dialog.output.output_folder.setFilePath("s3://no-such-bucket-of-ours/export")
    assert_export_runs(export_dialog)
    assert export_dialog.output.bucket_note.isVisibleTo(export_dialog)
    assert "checked when the run starts" in export_dialog.output.bucket_note.text()
    export_dialog.output.output_folder.setFilePath("/vsicurl/https://example.com/out")  # GDAL only reads there
    assert "GDAL only reads there" in export_refusal(export_dialog)
    assert not export_dialog.output.bucket_note.isVisibleTo(export_dialog)


def test_the_processing_algorithm_refuses_an_unwritable_folder_before_it_runs(tfrecord_provider, rgb_layer,
                                                                              tmp_path):
    """checkParameterValues (the Processing dialog's and qgis_process's check before a run) makes the same check."""
    algorithm = tfrecord_provider.algorithm("exportimage")
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    (tmp_path / "notes.txt").write_text("in the way")
    valid, problem = algorithm.checkParameterValues(
        {"INPUT": [rgb_layer.id()], "OUTPUT": str(tmp_path / "notes.txt" / "out")}, context)
    assert not valid and "notes.txt is a file, not a folder" in problem
    assert algorithm.checkParameterValues({"INPUT": [rgb_layer.id()], "OUTPUT": str(tmp_path / "out")},
                                          context) == (True, "")


# ---------------------------------------------------------------------------------------------- import dialog

def import_refusal(dialog):
    assert not dialog.run_button.isEnabled()
    assert dialog.error_label.text() and dialog.error_label.isVisibleTo(dialog)
    return dialog.error_label.text()


def test_an_output_geotiff_that_cannot_be_written_disables_run_with_the_reason(import_dialog, rgb_export, tmp_path):
    import_dialog.source_box.set_files(tfrecord_files(rgb_export))
    wait_for_preview(import_dialog)
    assert import_dialog.run_button.isEnabled()
    (tmp_path / "notes.txt").write_text("in the way")
    import_dialog.output_box.output.setFilePath(str(tmp_path / "notes.txt" / "rgb.tif"))
    assert "notes.txt is a file, not a folder" in import_refusal(import_dialog)

    (tmp_path / "a-folder.tif").mkdir()
    import_dialog.output_box.output.setFilePath(str(tmp_path / "a-folder.tif"))
    assert "is a folder: give the name of a file" in import_refusal(import_dialog)

    import_dialog.output_box.output.setFilePath(str(tmp_path / "rgb.png"))
    assert "give it a .tif name" in import_refusal(import_dialog)

    import_dialog.output_box.output.setFilePath(str(tmp_path / "new" / "rgb.tif"))
    assert import_dialog.run_button.isEnabled() and not import_dialog.error_label.text()


def test_an_output_geotiff_in_a_read_only_folder_disables_run(import_dialog, rgb_export, read_only_folder):
    import_dialog.source_box.set_files(tfrecord_files(rgb_export))
    wait_for_preview(import_dialog)
    import_dialog.output_box.output.setFilePath(str(read_only_folder / "rgb.tif"))
    assert "is not writable" in import_refusal(import_dialog)
    read_only_folder.chmod(stat.S_IRWXU)
    back_to(import_dialog)
    assert import_dialog.run_button.isEnabled()


def test_a_mixer_that_does_not_match_the_records_disables_run(import_dialog, rgb_export):
    """The preview said MISMATCH while Run stayed enabled (issue 30); now Run is disabled with the import's words."""
    shards = tfrecord_files(rgb_export)
    import_dialog.source_box.set_files(shards[:-1])
    wait_for_preview(import_dialog)
    assert import_dialog.preview_box.records_label.text().endswith("MISMATCH")
    refusal = import_refusal(import_dialog)
    assert f"the files hold {import_dialog.summary['records']} records but the mixer's totalPatches is 30" in refusal

    import_dialog.source_box.set_files(shards)
    wait_for_preview(import_dialog)
    assert import_dialog.run_button.isEnabled() and not import_dialog.error_label.text()


def test_the_mixer_of_another_export_is_refused_for_the_mismatch_first(import_dialog, rgb_export, run_algorithm,
                                                                         rgb_layer, tmp_path):
    """A new user's wrong mixer (another export's, of other patches) first got a long account of the kernels
    the value counts fit; the kernel line names the kernel it tried, and the refusal starts with the mismatch."""
    other = tmp_path / "other"
    run_algorithm("tfrecord:exportimage", {"INPUT": [rgb_layer.id()], "PATCH_DIMENSIONS": "256,256",
                                           "OUTPUT": str(other), "PREFIX": "o"})
    import_dialog.source_box.set_files(tfrecord_files(rgb_export))
    wait_for_preview(import_dialog)
    import_dialog.source_box.mixer_widget.setFilePath(str(other / "o-mixer.json"))
    wait_for_preview(import_dialog)
    assert import_dialog.preview_box.records_label.text().endswith("MISMATCH")
    assert import_dialog.preview_box.kernel_label.text() == (
        "kernelSize 1,1 from o-sidecar.json: no checked feature's value count fits its tiles")
    refusal = import_refusal(import_dialog)
    assert refusal.startswith("the files hold 30 records but the mixer's totalPatches is 6"), refusal


def test_a_nodata_the_data_type_cannot_hold_disables_run(import_dialog, rgb_export):
    """What core's plan of the import refuses before writing (here: nodata outside Byte) is refused before Run."""
    import_dialog.source_box.set_files(tfrecord_files(rgb_export))
    wait_for_preview(import_dialog)
    import_dialog.output_box.data_type.setCurrentText("Byte")
    assert import_dialog.run_button.isEnabled()
    import_dialog.output_box.nodata.setText("-5")
    assert "nodata value -5.0 does not fit the output type Byte" in import_refusal(import_dialog)
    import_dialog.output_box.nodata.setText("255")
    assert import_dialog.run_button.isEnabled()



def test_a_bad_class_table_disables_run_and_a_good_one_makes_a_class_map(import_dialog, rgb_export, tmp_path):
    """The class table (and how a pixel's class is found) are set in the dialog; a table the import would refuse
    disables Run with its words."""
    import_dialog.source_box.set_files(tfrecord_files(rgb_export))
    wait_for_preview(import_dialog)
    import_dialog.preview_box.set_feature_checked("b2", False)
    import_dialog.preview_box.set_feature_checked("b3", False)
    table = tmp_path / "classes.csv"
    table.write_text("value,name\n1,water\n1,land\n")
    import_dialog.output_box.class_table.setFilePath(str(table))
    assert "class value 1 is listed twice" in import_refusal(import_dialog)

    # Mended in an editor, outside the dialog: seen when the user comes back to it.
    table.write_text("value,name,color\n" + "".join(f"{value},class {value},#102030\n" for value in range(256)))
    back_to(import_dialog)
    assert import_dialog.run_button.isEnabled(), import_dialog.error_label.text()
    import_dialog.output_box.class_from.setCurrentIndex(1)  # the band holds class numbers
    assert import_dialog.parameters()["CLASS_TABLE"] == str(table) and import_dialog.parameters()["CLASS_FROM"] == 1
    import_dialog.output_box.output.setFilePath(str(tmp_path / "classes.tif"))
    run = test_ui.wait_for_run(import_dialog.run())
    assert run.succeeded, run.message
    assert run.results["STYLE"] == "classes"


def test_an_export_larger_than_the_free_space_or_any_export_disables_run(export_dialog, tmp_path):
    """core's size check, which the run makes before reading a pixel, on the estimate the dialog shows."""
    export_dialog.options.compressed.setChecked(False)
    export_dialog.inputs.pixel_size.setValue(1)  # 300 times finer than the raster's pixels: about a terabyte
    free = shutil.disk_usage(tmp_path).free
    if export_dialog.preview.estimate.total_bytes <= free:
        pytest.skip(f"this disk has room for {export_dialog.preview.estimate.total_bytes:,} bytes")
    refusal = export_refusal(export_dialog, "size")
    assert f"and {tmp_path / 'export'} has" in refusal and "free: free space, choose another output folder" in refusal
    assert "written" not in refusal.lower()  # nothing has run

    export_dialog.inputs.pixel_size.setValue(0.01)  # billions of patches: more than any export may write
    assert "more than one export may (100,000,000 patches" in export_refusal(export_dialog, "size")

    export_dialog.inputs.pixel_size.setValue(0)  # the layer's own
    assert_export_runs(export_dialog)
    assert not export_dialog.error_labels["size"].isVisibleTo(export_dialog)


def test_a_record_past_protobufs_limit_disables_run_beside_the_patch_size(export_dialog):
    """One padded 20,000 x 20,000 patch of three bands would be a record of 9.6 GB, which protobuf cannot hold."""
    export_dialog.options.edge_mode.setCurrentIndex(1)  # pad
    export_dialog.options.patch_width.setValue(20000)
    export_dialog.options.patch_height.setValue(20000)
    assert "would pass protobuf's 2 GiB limit" in export_refusal(export_dialog, "patchDimensions")
    export_dialog.options.patch_width.setValue(256)
    export_dialog.options.patch_height.setValue(256)
    assert_export_runs(export_dialog)


def test_a_layer_without_a_crs_disables_run(export_dialog, rgb_layer, tmp_path):
    from osgeo import gdal
    from qgis.core import QgsRasterLayer

    path = tmp_path / "nowhere.tif"
    dataset = gdal.GetDriverByName("GTiff").Create(str(path), 64, 64, 1, gdal.GDT_Byte)
    dataset.SetGeoTransform((0, 1, 0, 64, 0, -1))
    dataset = None
    layer = QgsRasterLayer(str(path), "nowhere")
    QgsProject.instance().addMapLayer(layer)
    export_dialog.inputs.set_layer_checked(rgb_layer, False)
    export_dialog.inputs.set_layer_checked(layer, True)
    assert "nowhere has no CRS" in export_refusal(export_dialog, "layers")
    export_dialog.inputs.set_layer_checked(layer, False)
    export_dialog.inputs.set_layer_checked(rgb_layer, True)
    assert_export_runs(export_dialog)


def test_per_pixel_records_are_no_mismatch_and_may_run(import_dialog, tmp_path):
    """A record a pixel of every tile is what the import reads as per-pixel predictions: the preview says so,
    not MISMATCH, and Run stays enabled; one record too few is a mismatch the import refuses."""
    import numpy as np

    from tfrecord_bridge.core import encode_example, write_records
    from tfrecord_bridge.core.layout.grid import PatchLayout, PixelGrid
    from tfrecord_bridge.core.layout.mixer import Mixer, write_mixer
    grid = PixelGrid("EPSG:32633", (500000.0, 10.0, 0.0, 4000000.0, 0.0, -10.0), 32, 16)
    for folder, count in (("whole", 512), ("short", 511)):
        (tmp_path / folder).mkdir()
        write_mixer(tmp_path / folder / "px-mixer.json", Mixer.for_export(grid, PatchLayout(32, 16, 16, 16)))
        write_records(tmp_path / folder / "px-00000.tfrecord.gz",
                      [encode_example({"score": np.array([0.5], np.float32)})] * count)
    import_dialog.source_box.set_files([str(tmp_path / "whole" / "px-00000.tfrecord.gz")])
    wait_for_preview(import_dialog)
    assert import_dialog.preview_box.records_label.text().endswith(": one record a pixel of every tile")
    assert import_dialog.run_button.isEnabled(), import_dialog.error_label.text()

    import_dialog.source_box.set_files([str(tmp_path / "short" / "px-00000.tfrecord.gz")])
    wait_for_preview(import_dialog)
    assert import_dialog.preview_box.records_label.text().endswith("MISMATCH")
    assert "the files hold 511 records but the mixer's totalPatches is 2" in import_refusal(import_dialog)


def test_an_output_geotiff_in_a_bucket_is_left_to_the_run_with_a_note(import_dialog, rgb_export):
    """The bucket is not asked while the user types: a note (not an error) says the run checks it."""
    import_dialog.source_box.set_files(tfrecord_files(rgb_export))
    wait_for_preview(import_dialog)
    import_dialog.output_box.output.setFilePath("s3://no-such-bucket-of-ours/rgb.tif")
    assert import_dialog.run_button.isEnabled() and not import_dialog.error_label.text()
    note = import_dialog.output_box.note_label
    assert note.isVisibleTo(import_dialog) and note.text() == "Whether the bucket can be written is checked when " \
                                                              "the run starts."
    import_dialog.output_box.output.setFilePath("/vsicurl/https://example.com/rgb.tif")  # GDAL only reads there
    assert "GDAL only reads there" in import_refusal(import_dialog)
    assert not note.isVisibleTo(import_dialog)


def test_records_gdal_reads_remotely_are_left_to_the_run_with_a_note(import_dialog, rgb_export):
    """Files behind GDAL's virtual file systems (a bucket, the web; /vsimem/ here, to need no server) are read
    once, by the preview in the background; the checks before Run leave them to the run, and say so."""
    from osgeo import gdal

    folder = "/vsimem/checks_before_run"
    copies = []
    for path in [*tfrecord_files(rgb_export), str(rgb_export / "rgb-mixer.json"), str(rgb_export / "rgb-sidecar.json")]:
        copy = f"{folder}/{os.path.basename(path)}"
        gdal.FileFromMemBuffer(copy, Path(path).read_bytes())
        copies.append(copy)
    try:
        import_dialog.source_box.set_files([copy for copy in copies if ".tfrecord" in copy])
        wait_for_preview(import_dialog)
        assert import_dialog.summary is not None, import_dialog.preview_error
        assert import_dialog.run_button.isEnabled() and not import_dialog.error_label.text()
        assert import_dialog.output_box.note_label.text() == ("The files are in a bucket or on the web: the import "
                                                              "checks them when it starts.")
    finally:
        for copy in copies:
            gdal.Unlink(copy)

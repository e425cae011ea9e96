"""predict's EE-format predictions (issue 43 item 4, design note step 4): beside the GeoTIFF, the TFRecord files of
one record a patch and the mixer that Earth Engine uploads as an image asset.

Record for record they are onnxruntime run by hand on the records the export writes with the same options, and
this plugin's import reads them back to the raster predict wrote. The export drops partial patches by default and
predict pads them (every pixel predicted): both run here with edgeMode pad, so both cut the same 7 x 5 patches of
the 100 x 80 raster.
"""

from __future__ import annotations

import json

import numpy as np
import pytest
from osgeo import gdal

from helpers import ROOT, require_onnxruntime, write_float_bands

onnxruntime = require_onnxruntime()

MODELS = ROOT / "tests" / "models"
WIDTH, HEIGHT, NODATA = 100, 80, -1.0
PATCH, PATCHES = 16, 7 * 5  # edgeMode pad: ceil(100 / 16) x ceil(80 / 16)
SENTINEL = -7.0  # the defaultValue of masked pixels: no value of the raster, so a masked pixel reads as one
OUTPUT_NODATA = -9999.0  # predict's nodata where an input pixel was masked


@pytest.fixture(scope="module")
def raster(tmp_path_factory):
    """(path, masked [H, W]): 3 float bands with holes of nodata, one across a patch edge."""
    values = np.random.default_rng(11).normal(0, 1.5, (3, HEIGHT, WIDTH)).astype(np.float32)
    values[0, 10:14, 20:30] = NODATA
    values[1, 40:60, 47:50] = NODATA
    values[2, 79, :] = NODATA
    path = tmp_path_factory.mktemp("predict_ee") / "scene.tif"
    write_float_bands(path, values, NODATA)
    return str(path), (values == NODATA).any(axis=0)


def run_cli(*argv):
    from tfrecord_bridge.core import cli
    return cli.main([str(arg) for arg in argv])


def predict(raster_path, model, output, *options):
    status = run_cli("predict", raster_path, "--model", MODELS / f"{model}.onnx", "-o", output,
                     "--patch-dimensions", f"{PATCH},{PATCH}", *options)
    assert status == 0


def shards(folder, prefix):
    return sorted(str(path) for path in folder.glob(f"{prefix}-[0-9]*.tfrecord*"))


def framed_sizes(paths):
    """[[framed size of each record] of each file]: the record's bytes and its 16 bytes of framing."""
    from tfrecord_bridge.core.codec.records import RecordReader
    return [[len(record) + 16 for record in RecordReader(path)] for path in paths]


def assert_cut_by_max_file_size(sizes, limit):
    """Each file holds as many records as fit in ``limit`` bytes before compression (FORMAT.md 3.4)."""
    assert len(sizes) > 1, "the limit should cut several files"
    for number, file_sizes in enumerate(sizes):
        assert sum(file_sizes) <= limit
        if number + 1 < len(sizes):
            assert sum(file_sizes) + sizes[number + 1][0] > limit, f"file {number} was cut early"


@pytest.mark.parametrize("compressed", [True, False])
def test_the_prediction_records_are_the_model_run_by_hand_on_the_export_records(raster, tmp_path, compressed):
    from tfrecord_bridge.core.codec.example import decode_example
    from tfrecord_bridge.core.codec.protos import Example
    from tfrecord_bridge.core.codec.records import RecordReader
    path, masked = raster
    common = ["--patch-dimensions", f"{PATCH},{PATCH}", "--kernel-size", "5", "--default-value", SENTINEL,
              "--edge-mode", "pad", "--max-file-size", 12000] + ([] if compressed else ["--no-compressed"])
    assert run_cli("export-image", path, "-o", tmp_path / "export", "--prefix", "patches", *common) == 0
    predict(path, "two_conv_softmax", tmp_path / "out.tif", *common[2:], "--threads", 1,
            "--ee-predictions", tmp_path / "ee")
    suffix = ".tfrecord.gz" if compressed else ".tfrecord"
    exported, predicted = shards(tmp_path / "export", "patches"), shards(tmp_path / "ee", "predictions")
    assert predicted and all(name.endswith(suffix) for name in predicted + exported)
    assert predicted == [str(tmp_path / "ee" / f"predictions-{n:05d}{suffix}") for n in range(len(predicted))]
    # The export's shards and the predictions' are cut alike, by the same maxFileSize.
    assert_cut_by_max_file_size(framed_sizes(exported), 12000)
    assert_cut_by_max_file_size(framed_sizes(predicted), 12000)
    # The same grid: the export's mixer, byte for byte.
    mixer_text = (tmp_path / "ee" / "predictions-mixer.json").read_text()
    assert mixer_text == (tmp_path / "export" / "patches-mixer.json").read_text()
    assert json.loads(mixer_text)["totalPatches"] == PATCHES

    # The export's tiles [N, 3, 20, 20] (16 + 2 x 2 margins), run by hand as the model takes them.
    decoded = [decode_example(record) for shard in exported for record in RecordReader(shard)]
    tiles = np.stack([np.stack([np.asarray(decoded_record[band], dtype=np.float32).reshape(20, 20)
                                for band in ("b1", "b2", "b3")]) for decoded_record in decoded])
    session = onnxruntime.InferenceSession(str(MODELS / "two_conv_softmax.onnx"), providers=["CPUExecutionProvider"])
    (by_hand,) = session.run(None, {"image": tiles})
    by_hand = by_hand[:, :, 2:-2, 2:-2]  # the margins cropped: the patches' cores
    # A core pixel the export masked holds defaultValue in every band: there the predictions hold nodata.
    core_masked = (tiles[:, :, 2:-2, 2:-2] == SENTINEL).all(axis=1)
    padded = np.ones((5 * PATCH, 7 * PATCH), dtype=bool)
    padded[:HEIGHT, :WIDTH] = masked
    assert np.array_equal(core_masked, padded.reshape(5, PATCH, 7, PATCH).transpose(0, 2, 1, 3).reshape(-1, 16, 16))
    expected = np.where(core_masked[:, None], np.float32(OUTPUT_NODATA), by_hand)

    # The predictions decoded by protobuf's own parser (codec/protos.py), not the codec that wrote them.
    records = [record for shard in predicted for record in RecordReader(shard)]
    assert len(records) == PATCHES
    for index, record in enumerate(records):
        example = Example()
        example.ParseFromString(bytes(record))
        assert set(example.features.feature) == {"probabilities_1", "probabilities_2"}
        for band, name in enumerate(("probabilities_1", "probabilities_2")):
            feature = example.features.feature[name]
            assert feature.WhichOneof("kind") == "float_list"
            values = np.asarray(feature.float_list.value, dtype=np.float32).reshape(PATCH, PATCH)
            np.testing.assert_allclose(values, expected[index, band], rtol=0, atol=1e-6,
                                       err_msg=f"record {index}, feature {name}")
    assert core_masked.any() and not core_masked.all()


@pytest.mark.parametrize("model, options, bands", [
    ("conv_nchw", ["--kernel-size", "3"], ["water", "land"]),
    ("argmax_int64", ["--kernel-size", "3", "--nodata", "-5", "--ee-prefix", "classes/"], ["classes"]),
])
def test_the_prediction_files_import_back_to_the_predictions_raster(raster, tmp_path, model, options, bands):
    from tfrecord_bridge.core.importing.import_image import ImportRequest, import_image
    path, masked = raster
    predict(path, model, tmp_path / "out.tif", *options, "--ee-predictions", tmp_path / "ee")
    if "classes/" in options:  # a prefix ending in / names them as EE does in a folder
        mixer = tmp_path / "ee" / "classes" / "mixer.json"
        files = sorted(str(shard) for shard in (tmp_path / "ee" / "classes").glob("[0-9]*.tfrecord.gz"))
    else:
        files, mixer = shards(tmp_path / "ee", "predictions"), tmp_path / "ee" / "predictions-mixer.json"
    assert files
    result = import_image(ImportRequest(files, mixer, output=str(tmp_path / "back.tif")))
    predicted, back = gdal.Open(str(tmp_path / "out.tif")), gdal.Open(str(tmp_path / "back.tif"))
    # The import writes the whole padded grid of 7 x 5 patches; predict crops it to the raster.
    assert (back.RasterXSize, back.RasterYSize) == (7 * PATCH, 5 * PATCH)
    assert (predicted.RasterXSize, predicted.RasterYSize) == (WIDTH, HEIGHT)
    assert result.margins == (0, 0) and result.record_count == PATCHES
    back_values = back.ReadAsArray(0, 0, WIDTH, HEIGHT)
    assert np.array_equal(back_values, predicted.ReadAsArray())
    nodata = predicted.GetRasterBand(1).GetNoDataValue()
    assert (np.asarray(back_values)[..., masked] == nodata).all() and masked.any()
    assert back.GetGeoTransform() == predicted.GetGeoTransform()
    assert back.GetSpatialRef().IsSame(predicted.GetSpatialRef())
    for number, name in enumerate(bands, start=1):
        assert back.GetRasterBand(number).GetDescription() == predicted.GetRasterBand(number).GetDescription() == name
        assert back.GetRasterBand(number).GetNoDataValue() == nodata
    # The padding past the raster's edge holds nodata: its input pixels are masked.
    assert (back.ReadAsArray(WIDTH, 0, 7 * PATCH - WIDTH, HEIGHT) == nodata).all()


def test_a_failed_or_refused_run_keeps_the_earlier_predictions_and_no_file_of_its_own(raster, tmp_path, capsys):
    from tfrecord_bridge.core.base.progress import Cancelled, Monitor
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    from tfrecord_bridge.core.layout.naming import export_lock_path
    from tfrecord_bridge.core.places.writer_lock import WriterLock
    from tfrecord_bridge.core.predict.predict_image import predict_image
    from tfrecord_bridge.core.predict.request import PredictRequest
    path, _ = raster
    folder = tmp_path / "ee"
    predict(path, "conv_nchw", tmp_path / "first.tif", "--kernel-size", "3", "--ee-predictions", folder,
            "--max-file-size", 9000)
    earlier = {entry.name: entry.read_bytes() for entry in folder.iterdir()}
    assert len([name for name in earlier if name.endswith(".tfrecord.gz")]) > 1

    def unchanged():
        assert {entry.name: entry.read_bytes() for entry in folder.iterdir()} == earlier

    # Cancelled mid-run, with rows of records written: the earlier predictions stay whole, none of this run's.
    options = FormatOptions(patchDimensions=(PATCH, PATCH), kernelSize=(3, 3), edgeMode="pad", compressed=False)
    request = PredictRequest([SourceLayer(path)], MODELS / "conv_nchw.onnx", tmp_path / "cancelled.tif",
                             formatOptions=options, eePredictions=str(folder), threads=1)
    stopped = []
    with pytest.raises(Cancelled):
        predict_image(request, monitor=Monitor(stopped.append, lambda: bool(stopped) and stopped[-1] > 50))
    assert 50 < stopped[-1] < 100
    unchanged()
    assert not (tmp_path / "cancelled.tif").exists()

    # Another run writing these files holds their lock, as an export with this prefix there would: refused
    # before anything is written.
    other = WriterLock(export_lock_path(str(folder), "predictions"), "aaaaaaaaaaaa")
    other.acquire()
    try:
        assert run_cli("predict", path, "--model", MODELS / "conv_nchw.onnx", "-o", tmp_path / "locked.tif",
                       "--patch-dimensions", "16,16", "--ee-predictions", folder) == 1
        assert "predictions-export.lock" in capsys.readouterr().err
    finally:
        other.release()
    unchanged()
    assert not (tmp_path / "locked.tif").exists()

    # A prefix that is no plain name is refused naming the option, as the command spells it.
    assert run_cli("predict", path, "--model", MODELS / "conv_nchw.onnx", "-o", tmp_path / "bad.tif",
                   "--patch-dimensions", "16,16", "--ee-predictions", folder, "--ee-prefix", "a/b") == 1
    assert "--ee-prefix: file name prefix 'a/b' must be a plain name" in capsys.readouterr().err
    unchanged()
    assert not (tmp_path / "bad.tif").exists()

    # A run that succeeds replaces the earlier files, plain shards for GZIP ones.
    predict(path, "conv_nchw", tmp_path / "second.tif", "--kernel-size", "3", "--ee-predictions", folder,
            "--no-compressed")
    names = sorted(entry.name for entry in folder.iterdir())
    assert names == ["predictions-00000.tfrecord", "predictions-mixer.json", "predictions-sidecar.json"]


def test_the_options_of_the_prediction_files_are_the_export_s_and_need_the_folder(raster, tmp_path, capsys):
    from tfrecord_bridge.core.layout.schema import OPTION, PREDICT
    from tfrecord_bridge.core.predict.request import PredictRequest
    assert PREDICT["compressed"] is OPTION["compressed"] and PREDICT["maxFileSize"] is OPTION["maxFileSize"]
    assert (PREDICT["eePredictions"].flag, PREDICT["eePrefix"].flag) == ("--ee-predictions", "--ee-prefix")
    request = PredictRequest([], "model.onnx", "out.tif")
    assert (request.eePredictions, request.eePrefix) == (None, "predictions")
    path, _ = raster
    with pytest.raises(SystemExit) as exit_status:
        run_cli("predict", path, "--model", MODELS / "conv_nchw.onnx", "-o", tmp_path / "out.tif",
                "--max-file-size", "1000")
    assert exit_status.value.code == 2
    assert "--max-file-size name and cut the files of --ee-predictions" in capsys.readouterr().err
    assert not (tmp_path / "out.tif").exists()


@pytest.mark.slow
def test_the_prediction_files_go_into_a_bucket_as_into_a_folder(raster, tmp_path, s3_bucket):
    from tfrecord_bridge.core import read_records
    from tfrecord_bridge.core.importing.import_image import ImportRequest, import_image
    path, _ = raster
    options = ["--kernel-size", "3", "--max-file-size", 9000, "--threads", 1]
    predict(path, "conv_nchw", tmp_path / "local.tif", *options, "--ee-predictions", tmp_path / "ee")
    predict(path, "conv_nchw", tmp_path / "bucket.tif", *options, "--ee-predictions", s3_bucket.url + "/ee")
    local = sorted(entry.name for entry in (tmp_path / "ee").iterdir())
    assert [key[len("ee/"):] for key in s3_bucket.keys()] == local  # no temporary object, no lock left
    files = [name for name in local if ".tfrecord" in name]
    assert len(files) > 1
    for name in files:
        assert list(read_records(f"{s3_bucket.url}/ee/{name}")) == list(read_records(str(tmp_path / "ee" / name)))
    assert s3_bucket.get("ee/predictions-mixer.json") == (tmp_path / "ee" / "predictions-mixer.json").read_bytes()
    import_image(ImportRequest([f"{s3_bucket.url}/ee/{name}" for name in files], f"{s3_bucket.url}/ee/"
                               "predictions-mixer.json", output=str(tmp_path / "back.tif")))
    back, predicted = gdal.Open(str(tmp_path / "back.tif")), gdal.Open(str(tmp_path / "local.tif"))
    assert np.array_equal(back.ReadAsArray(0, 0, WIDTH, HEIGHT), predicted.ReadAsArray())


@pytest.mark.slow  # predicts a whole scene with the trained model
def test_the_prediction_files_of_a_class_map_hold_the_nodata_they_declare(tmp_path):
    """A new user's finding: with a class map the records held NaN where the input was masked while the sidecar
    (and EE's --nodata_value) said -9999, so the import gave NaN pixels with no nodata."""
    from tfrecord_bridge.core import cli
    from tfrecord_bridge.core.codec.protos import Example
    from tfrecord_bridge.core.codec.records import read_records
    rgb = str(ROOT / "tests" / "data" / "rasterio" / "RGB.byte.tif")
    folder = tmp_path / "ee"
    assert cli.main(["predict", rgb, "--model", str(MODELS / "landcover_keras.onnx"), "--like",
                     str(MODELS / "landcover_keras-sidecar.json"), "-o", str(tmp_path / "map.tif"),
                     "--ee-predictions", str(folder)]) == 0
    sidecar = json.loads((folder / "predictions-sidecar.json").read_text(encoding="utf-8"))
    nodata = sidecar["defaultValue"]
    values = []
    for record in read_records(str(folder / "predictions-00000.tfrecord.gz")):
        example = Example.FromString(record)
        values.extend(example.features.feature["cloud"].float_list.value)
    values = np.asarray(values)
    assert not np.isnan(values).any() and (values == nodata).any()
    assert cli.main(["import-image", "--folder", str(folder), "--prefix", "predictions",
                     "-o", str(tmp_path / "back.tif")]) == 0
    dataset = gdal.Open(str(tmp_path / "back.tif"))  # held: a band outlives no dataset
    band = dataset.GetRasterBand(1)
    pixels = band.ReadAsArray()
    assert band.GetNoDataValue() == nodata and not np.isnan(pixels).any() and (pixels == nodata).any()


def test_a_class_map_of_the_prediction_files_keeps_predict_s_nodata(tmp_path):
    """A new user's finding: re-imported with a class table, the -9999 of the masked collar and the padding won the
    argmax as the first class (cloud 66867 where predict's own map had 11421), and --nodata -9999 did not help."""
    from tfrecord_bridge.core import cli
    scene = str(tmp_path / "scene.tif")
    gdal.Translate(scene, str(ROOT / "tests" / "data" / "rasterio" / "RGB.byte.tif"), srcWin=[0, 100, 450, 400])
    folder, table = tmp_path / "ee", str(MODELS / "landcover_keras-sidecar.json")
    assert cli.main(["predict", scene, "--model", str(MODELS / "landcover_keras.onnx"), "--like", table,
                     "-o", str(tmp_path / "map.tif"), "--ee-predictions", str(folder)]) == 0
    dataset = gdal.Open(str(tmp_path / "map.tif"))
    predicted, predicted_nodata = dataset.ReadAsArray(), dataset.GetRasterBand(1).GetNoDataValue()
    height, width = predicted.shape
    assert (predicted == predicted_nodata).any(), "the scene's collar should be nodata in predict's map"
    # Without their sidecar (files moved elsewhere), --nodata names the records' value for none.
    bare = tmp_path / "bare"
    bare.mkdir()
    for name in ("predictions-00000.tfrecord.gz", "predictions-mixer.json"):
        (bare / name).write_bytes((folder / name).read_bytes())
    for name, source, extra in (("back.tif", folder, []), ("given.tif", folder, ["--nodata", "-9999"]),
                                ("bare.tif", bare, ["--nodata", "-9999"])):
        assert cli.main(["import-image", "--folder", str(source), "--prefix", "predictions", "--class-table", table,
                         "-o", str(tmp_path / name), *extra]) == 0
        back = gdal.Open(str(tmp_path / name))
        pixels, nodata = back.ReadAsArray(), back.GetRasterBand(1).GetNoDataValue()
        inside = pixels[:height, :width]
        assert np.array_equal(inside == nodata, predicted == predicted_nodata), name
        assert np.array_equal(inside[inside != nodata], predicted[predicted != predicted_nodata]), name
        outside = np.ones(pixels.shape, bool)
        outside[:height, :width] = False
        assert (pixels[outside] == nodata).all(), f"{name}: the padding beyond the scene is no class"


def test_the_log_of_a_class_map_with_ee_predictions_says_each_thing_once_and_right(tmp_path, capsys):
    """A new user's findings in predict's log: "bands class" for one band, "1 file NAME ..." (a list shortened that
    was not), and "(made by tf2onnx 1.17.0 None)", tf2onnx's missing git commit written as Python's None."""
    from tfrecord_bridge.core import cli
    from tfrecord_bridge.core.predict.model_header import read_model_header
    scene = str(tmp_path / "scene.tif")
    gdal.Translate(scene, str(ROOT / "tests" / "data" / "rasterio" / "RGB.byte.tif"), srcWin=[0, 100, 120, 90])
    model, folder = MODELS / "landcover_keras.onnx", tmp_path / "ee"
    assert read_model_header(str(model)).producer_version == "1.17.0 None"  # what the model holds
    assert cli.main(["predict", scene, "--model", str(model), "--like", str(MODELS / "landcover_keras-sidecar.json"),
                     "-o", str(tmp_path / "map.tif"), "--ee-predictions", str(folder)]) == 0
    log = capsys.readouterr().err
    assert f"Byte raster, band class: {tmp_path / 'map.tif'}" in log, log
    assert f"EE-format predictions: 1 file {folder / 'predictions-00000.tfrecord.gz'}; mixer " in log, log
    assert "(made by tf2onnx 1.17.0); onnxruntime" in log and "None" not in log, log
    # Several files: the first and the last, the ones between left out.
    assert cli.main(["predict", scene, "--model", str(model), "--like", str(MODELS / "landcover_keras-sidecar.json"),
                     "-o", str(tmp_path / "more.tif"), "--ee-predictions", str(tmp_path / "more"),
                     "--max-file-size", "30000"]) == 0
    files = shards(tmp_path / "more", "predictions")
    assert len(files) > 2
    assert f"EE-format predictions: {len(files)} files {files[0]} ... {files[-1]}; mixer " in capsys.readouterr().err
    assert cli.main(["import-image", "--folder", str(folder), "--prefix", "predictions", "--class-table",
                     str(MODELS / "landcover_keras-sidecar.json"), "-o", str(tmp_path / "back.tif")]) == 0
    assert "Byte raster, band class: " in capsys.readouterr().err

"""tfrecord:predict, the Processing algorithm made from the PREDICT schema (issue 43, step 5): the same raster as
the command, a model that does not fit refused before any work, the output loaded named after its file and
shown as the import shows predictions, usable in Model Builder and from qgis_process, and registered (refusing
with the install words) where onnxruntime is missing.
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys

import numpy as np
import pytest
from osgeo import gdal

from helpers import ROOT, model_destination, require_onnxruntime, write_float_bands
from qgis_process import qgis_process

MODELS = ROOT / "tests" / "models"
WIDTH, HEIGHT, NODATA = 50, 40, -1.0
INSTALL_WORDS = "In QGIS: Settings > Options > TFRecord Bridge, Install"


def model(name):
    return str(MODELS / f"{name}.onnx")


@pytest.fixture(scope="module")
def scene(tmp_path_factory):
    """A 3-band float raster with a hole of nodata in one band."""
    values = np.random.default_rng(11).normal(0, 1.5, (3, HEIGHT, WIDTH)).astype(np.float32)
    values[1, 5:9, 20:26] = NODATA
    path = tmp_path_factory.mktemp("predict_algorithm") / "scene.tif"
    write_float_bands(path, values, NODATA)
    return str(path)


def read(path):
    dataset = gdal.Open(str(path))
    bands = [dataset.GetRasterBand(number + 1) for number in range(dataset.RasterCount)]
    return {"pixels": dataset.ReadAsArray(), "geotransform": dataset.GetGeoTransform(),
            "crs": dataset.GetSpatialRef().GetAuthorityCode(None), "names": [band.GetDescription() for band in bands],
            "nodata": bands[0].GetNoDataValue()}


def parameters(scene, name, output, **more):
    return {"INPUT": [scene], "MODEL": model(name), "PATCH_DIMENSIONS": "16,16", "KERNEL_SIZE": "3",
            "OUTPUT": str(output), **more}


def registered(algorithm_id="tfrecord:predict"):
    from qgis.core import QgsApplication
    algorithm = QgsApplication.processingRegistry().algorithmById(algorithm_id)
    assert algorithm is not None, algorithm_id
    return algorithm


# ----------------------------------------------------------------------------- the run

def test_the_algorithm_writes_what_the_command_writes(run_algorithm, tfrecord_provider, scene, tmp_path):
    require_onnxruntime()
    from tfrecord_bridge.core import cli
    assert cli.main(["predict", scene, "--model", model("conv_nchw"), "--patch-dimensions", "16,16",
                     "--kernel-size", "3", "-o", str(tmp_path / "command.tif")]) == 0
    results = run_algorithm("tfrecord:predict", parameters(scene, "conv_nchw", tmp_path / "algorithm.tif"))
    by_command, by_algorithm = read(tmp_path / "command.tif"), read(tmp_path / "algorithm.tif")
    assert by_algorithm["pixels"].shape == (2, HEIGHT, WIDTH)
    np.testing.assert_allclose(by_algorithm["pixels"], by_command["pixels"], rtol=0, atol=1e-6)
    assert by_algorithm["geotransform"] == by_command["geotransform"] == (500000, 10, 0, 4100000, 0, -10)
    assert by_algorithm["crs"] == "32633"
    assert by_algorithm["names"] == ["water", "land"]  # the model's metadata tfrecord_bridge.bands
    assert (by_algorithm["pixels"][:, 5:9, 20:26] == by_algorithm["nodata"]).all()  # masked in the input
    # 4 x 3 patches of 16 cover 50 x 40 (edgeMode pad: every pixel predicted)
    assert results["PATCH_COUNT"] == 12
    assert results["OUTPUT"] == str(tmp_path / "algorithm.tif")
    assert "image float32 [N, 3, H, W] -> probabilities (2 bands), channels-first" in results["MODEL_CONTRACT"]
    assert any(line.startswith("12 patches -> 50 x 40 Float32 raster, bands water, land")
               for line in run_algorithm.feedback.log), run_algorithm.feedback.log


def test_options_the_request_takes_by_key_reach_the_run(run_algorithm, tfrecord_provider, scene, tmp_path):
    """Band names of the output (OUTPUT_BAND_NAMES, a comma-separated text), the nodata and the channels' layout
    are read generically from the schema into the request."""
    require_onnxruntime()
    output = tmp_path / "named.tif"
    results = run_algorithm("tfrecord:predict", parameters(scene, "ambiguous", output, OUTPUT_BAND_NAMES="a, b",
                                                           NODATA=-5, LAYOUT=2))  # channels-first
    written = read(output)
    assert written["names"] == ["a", "b"] and written["nodata"] == -5
    assert "channels-first" in results["MODEL_CONTRACT"]


def test_progress_is_reported_and_cancel_stops_the_run_leaving_nothing(run_algorithm, tfrecord_provider, scene,
                                                                      tmp_path):
    require_onnxruntime()
    from qgis.core import QgsProcessingException, QgsProcessingFeedback

    class CancellingFeedback(QgsProcessingFeedback):
        """Cancels once progress passes 30 %, in the thread that reports it (the model's: a slot connected to
        progressChanged would wait for an event loop)."""
        progress: list[float] = []

        def setProgress(self, percent):  # noqa: N802 (QGIS's name)
            self.progress.append(percent)
            super().setProgress(percent)
            if percent > 30:
                self.cancel()

    feedback = CancellingFeedback()
    output = tmp_path / "sub" / "cancelled.tif"
    with pytest.raises(QgsProcessingException, match="Cancelled"):
        run_algorithm("tfrecord:predict", parameters(scene, "conv_nchw", output), feedback=feedback)
    assert 0 < max(feedback.progress) < 100, feedback.progress
    assert not output.parent.exists()  # the folder the run made, removed again


def test_every_option_of_the_schema_reaches_the_request_or_is_refused_by_name(tfrecord_provider, scene, tmp_path,
                                                                              monkeypatch):
    """An option added to the PREDICT schema that is no field of PredictRequest (and not read apart) would make a
    parameter the run ignores: the request names it instead."""
    from qgis.core import QgsProcessingContext

    from tfrecord_bridge.core.layout.schema import TEXT, Option, with_option
    from tfrecord_bridge.core.predict.request import PredictRequest
    from tfrecord_bridge.provider.predict import PredictAlgorithm

    def replace_option(schema, key, **changes):
        return dataclasses.replace(schema, options=tuple(
            dataclasses.replace(option, **changes) if option.key == key else option for option in schema.options))
    algorithm = PredictAlgorithm()
    algorithm.initAlgorithm()
    request = algorithm.request(parameters(scene, "conv_nchw", tmp_path / "o.tif"), QgsProcessingContext())
    assert (request.model, request.outputNames, request.layout) == (model("conv_nchw"), None, "auto")
    # An empty text is "not given" where the option's default is None, a value where it has one (a prefix).
    schema = PredictAlgorithm.SCHEMA
    monkeypatch.setattr(PredictAlgorithm, "SCHEMA", replace_option(schema, "modelOutput", default="probabilities"))
    emptied = parameters(scene, "conv_nchw", tmp_path / "o.tif", MODEL_OUTPUT="", OUTPUT_BAND_NAMES=" ")
    fields = {field.name: field for field in dataclasses.fields(PredictRequest)}
    assert algorithm._request_value("modelOutput", fields["modelOutput"], emptied, QgsProcessingContext()) == ""
    assert algorithm._request_value("outputNames", fields["outputNames"], emptied, QgsProcessingContext()) is None
    monkeypatch.setattr(PredictAlgorithm, "SCHEMA", with_option(
        schema, Option("unheardOf", TEXT, "", "Unheard of", "An option no request field holds.")))
    with pytest.raises(KeyError, match="unheardOf"):
        algorithm.request(parameters(scene, "conv_nchw", tmp_path / "o.tif"), QgsProcessingContext())


# ----------------------------------------------------------------------------- refused before any work

def test_a_model_that_does_not_fit_the_patches_is_refused_before_any_work(tfrecord_provider, scene, tmp_path):
    require_onnxruntime()
    from qgis.core import QgsProcessingContext, QgsProject
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    output = tmp_path / "never.tif"
    ok, words = registered().checkParameterValues(parameters(scene, "static_64", output), context)
    assert not ok
    # What the model wants and what the patches are, and which options make the tile.
    assert "static_64.onnx wants image float32 [N, 3, 64, 64]" in words, words
    assert "the patches are 3 bands of 18 x 18 (16 x 16 patches, kernel 3 x 3)" in words, words
    assert "PATCH_DIMENSIONS" in words and "KERNEL_SIZE" in words, words
    assert not output.exists()
    # The same patches, cut to fit: accepted.
    assert registered().checkParameterValues(parameters(scene, "static_64", output, PATCH_DIMENSIONS="62,62"),
                                             context) == (True, "")


def test_a_model_whose_shape_reads_both_ways_is_refused_until_the_layout_is_said(tfrecord_provider, scene, tmp_path):
    require_onnxruntime()
    from qgis.core import QgsProcessingContext
    ok, words = registered().checkParameterValues(parameters(scene, "ambiguous", tmp_path / "o.tif"),
                                                  QgsProcessingContext())
    assert not ok and "set LAYOUT to channels-first or channels-last" in words, words


def test_a_run_refuses_what_the_check_refuses(run_algorithm, tfrecord_provider, scene, tmp_path):
    require_onnxruntime()
    from qgis.core import QgsProcessingException
    with pytest.raises(QgsProcessingException, match=r"two_inputs\.onnx wants image .* other"):
        run_algorithm("tfrecord:predict", parameters(scene, "two_inputs", tmp_path / "never.tif"))
    assert not (tmp_path / "never.tif").exists()


# ----------------------------------------------------------------------------- shown as the import shows it

def test_the_output_is_loaded_named_after_its_file_and_styled_as_the_import_styles_it(run_algorithm,
                                                                                      tfrecord_provider, scene,
                                                                                      tmp_path):
    require_onnxruntime()
    from qgis.core import (
        QgsProcessingContext,
        QgsProcessingFeedback,
        QgsProject,
        QgsRasterLayer,
        QgsSingleBandGrayRenderer,
    )

    from tfrecord_bridge.core.importing.import_image import CLASSES_STYLE, PROBABILITY_STYLE
    output = str(tmp_path / "scene-classes.tif")
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    context.addLayerToLoadOnCompletion(output, QgsProcessingContext.LayerDetails("Predictions raster",
                                                                                 QgsProject.instance(), "OUTPUT"))
    # One band of the argmax of two classes, 0 and 1.
    results = run_algorithm("tfrecord:predict", parameters(scene, "argmax_int64", output), context=context)
    details = context.layerToLoadOnCompletionDetails(output)
    assert (details.name, details.forceName) == ("scene-classes", True)
    written = read(output)
    assert written["names"] == ["classes"]
    assert set(np.unique(written["pixels"])) <= {0.0, 1.0, written["nodata"]}
    renderers = {PROBABILITY_STYLE: "singlebandpseudocolor", CLASSES_STYLE: "paletted"}
    assert results["STYLE"] in renderers, results
    assert any(line.startswith(f"shown as {results['STYLE']}") for line in run_algorithm.feedback.log)
    # One band: "band", not "bands" (a new user's finding).
    assert any(line.endswith(" raster, band classes") for line in run_algorithm.feedback.log), \
        run_algorithm.feedback.log
    options = QgsRasterLayer.LayerOptions()
    options.loadDefaultStyle = False
    layer = QgsRasterLayer(output, "scene-classes", "gdal", options)
    layer.setRenderer(QgsSingleBandGrayRenderer(layer.dataProvider(), 1))
    details.postProcessor().postProcessLayer(layer, context, QgsProcessingFeedback())
    assert layer.renderer().type() == renderers[results["STYLE"]]


def test_several_bands_of_scores_keep_qgis_default_look_and_no_class_style(run_algorithm, tfrecord_provider, scene,
                                                                         tmp_path):
    require_onnxruntime()
    results = run_algorithm("tfrecord:predict", parameters(scene, "conv_nchw", tmp_path / "scores.tif"))
    assert (results["STYLE"], results["CLASSES"], results["QML"]) == ("", "", "")
    assert not (tmp_path / "scores.qml").exists()


# ----------------------------------------------------------------------------- Model Builder

def with_defaults(child):
    """tests/data/make_export_import_model.py's with_defaults (tests/data is no package)."""
    import importlib.util
    path = ROOT / "tests" / "data" / "make_export_import_model.py"
    specification = importlib.util.spec_from_file_location("make_export_import_model", path)
    module = importlib.util.module_from_spec(specification)
    specification.loader.exec_module(module)
    module.with_defaults(child)


def test_predict_is_a_step_of_a_model_that_validates_and_runs(run_algorithm, tfrecord_provider, scene, tmp_path):
    require_onnxruntime()
    from qgis.core import (
        QgsProcessingModelAlgorithm,
        QgsProcessingModelChildAlgorithm,
        QgsProcessingModelChildParameterSource,
        QgsProcessingModelOutput,
        QgsProcessingModelParameter,
        QgsProcessingParameterRasterLayer,
    )
    built = QgsProcessingModelAlgorithm("Predict a scene", "TFRecord Bridge")
    built.addModelParameter(QgsProcessingParameterRasterLayer("raster", "Raster"),
                            QgsProcessingModelParameter("raster"))
    step = QgsProcessingModelChildAlgorithm("tfrecord:predict")
    step.setChildId("predict")
    step.addParameterSources("INPUT", [QgsProcessingModelChildParameterSource.fromModelParameter("raster")])
    for name, value in (("MODEL", model("conv_nhwc")), ("PATCH_DIMENSIONS", "16,16"), ("KERNEL_SIZE", "3")):
        step.addParameterSources(name, [QgsProcessingModelChildParameterSource.fromStaticValue(value)])
    with_defaults(step)  # as Model Builder's dialog fills every parameter left unset
    output = QgsProcessingModelOutput("predictions", "Predictions")
    output.setChildId("predict")
    output.setChildOutputName("OUTPUT")
    step.setModelOutputs({"predictions": output})
    built.addChildAlgorithm(step)
    assert built.childAlgorithm("predict").algorithm() is not None
    assert built.validate()[0], built.validate()[1]
    results = run_algorithm(built, {"raster": scene, model_destination(built): str(tmp_path / "model.tif")})
    assert read(tmp_path / "model.tif")["pixels"].shape == (2, HEIGHT, WIDTH), results


# ----------------------------------------------------------------------------- qgis_process

def runtime_only_path(tmp_path):
    """A folder holding this venv's onnxruntime alone, for the PYTHONPATH of qgis_process's Python (QGIS's own, which
    may lack it), without the venv's other packages."""
    onnxruntime = require_onnxruntime()
    folder = tmp_path / "runtime"
    folder.mkdir()
    (folder / "onnxruntime").symlink_to(os.path.dirname(onnxruntime.__file__))
    return str(folder)


@pytest.mark.qgis_process
def test_qgis_process_runs_predict_and_refuses_a_model_that_does_not_fit(scene, tmp_path, monkeypatch):
    monkeypatch.setenv("PYTHONPATH", runtime_only_path(tmp_path))
    from tfrecord_bridge.core import cli
    assert cli.main(["predict", scene, "--model", model("conv_nchw"), "--patch-dimensions", "16,16",
                     "--kernel-size", "3", "-o", str(tmp_path / "command.tif")]) == 0
    output = tmp_path / "qgis_process.tif"
    ran = qgis_process(tmp_path / "profile", "run", "tfrecord:predict", "--json", "--", f"INPUT={scene}",
                       f"MODEL={model('conv_nchw')}", "PATCH_DIMENSIONS=16,16", "KERNEL_SIZE=3", f"OUTPUT={output}")
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert json.loads(ran.stdout)["results"]["PATCH_COUNT"] == 12
    np.testing.assert_allclose(read(output)["pixels"], read(tmp_path / "command.tif")["pixels"], rtol=0, atol=1e-6)
    refused = qgis_process(tmp_path / "profile", "run", "tfrecord:predict", "--", f"INPUT={scene}",
                           f"MODEL={model('static_64')}", "PATCH_DIMENSIONS=16,16", "KERNEL_SIZE=3",
                           f"OUTPUT={tmp_path / 'never.tif'}")
    assert refused.returncode != 0
    assert "wants image float32 [N, 3, 64, 64]" in refused.stdout + refused.stderr, refused.stdout + refused.stderr
    assert not (tmp_path / "never.tif").exists()


# ----------------------------------------------------------------------------- without the runtime

@pytest.mark.slow
def test_without_onnxruntime_predict_is_registered_and_refuses_with_the_install_words(scene, tmp_path):
    code = """
import sys
sys.modules["onnxruntime"] = None  # as if it were not installed: any import of it raises ImportError
from qgis.core import QgsApplication, QgsProcessingContext, QgsProcessingFeedback
app = QgsApplication([], False)
app.initQgis()
sys.path.append("/usr/share/qgis/python/plugins")
from processing.core.Processing import Processing
Processing.initialize()
import processing
import tfrecord_bridge
plugin = tfrecord_bridge.classFactory(None)
plugin.initProcessing()
scene, model, folder = sys.argv[1:]
predict = QgsApplication.processingRegistry().algorithmById("tfrecord:predict")
ok, words = predict.checkParameterValues({"INPUT": [scene], "MODEL": model, "OUTPUT": folder + "/p.tif"},
                                         QgsProcessingContext())
print(ok)
print(words)
try:
    processing.run("tfrecord:predict", {"INPUT": [scene], "MODEL": model, "OUTPUT": folder + "/p.tif"})
except Exception as error:
    print("run refused:", str(error).replace(chr(10), " "))
class Reporting(QgsProcessingFeedback):
    def reportError(self, error, fatalError=False):
        print("unchecked run refused:", error.replace(chr(10), " "))
results, ran = predict.create().run({"INPUT": [scene], "MODEL": model, "OUTPUT": folder + "/p.tif"},
                                    QgsProcessingContext(), Reporting())
print(ran)
exported = processing.run("tfrecord:exportimage", {"INPUT": [scene], "PATCH_DIMENSIONS": "16,16",
                                                   "OUTPUT": folder + "/export", "PREFIX": "p"})
print(exported["PATCH_COUNT"])
plugin.unload()
"""
    result = subprocess.run([sys.executable, "-c", code, scene, model("conv_nchw"), str(tmp_path)],
                            capture_output=True, text=True, timeout=300,
                            env={"PYTHONPATH": ":".join(path for path in sys.path if path),
                                 "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)})
    assert result.returncode == 0, result.stdout + result.stderr
    ok, words, refused, unchecked, ran, patches = result.stdout.strip().splitlines()[-6:]
    assert ok == "False"
    assert words.startswith("predicting needs the ONNX runtime (onnxruntime)") and INSTALL_WORDS in words, words
    assert refused.startswith("run refused:") and INSTALL_WORDS in refused, refused
    # A run whose parameters were not checked first (run() does not check them) refuses in the same words, not
    # with a traceback.
    assert ran == "False" and unchecked.startswith("unchecked run refused: predicting needs the ONNX runtime"), \
        unchecked
    assert INSTALL_WORDS in unchecked and "Traceback" not in unchecked, unchecked
    assert patches == "6"  # the export works as ever (edgeMode drop: 3 x 2 whole patches of 16)
    assert not (tmp_path / "p.tif").exists()


def test_the_class_map_model_of_ee_predictions_keeps_predict_s_nodata(run_algorithm, tfrecord_provider, tmp_path):
    """A new user's finding, through Processing: "Class map from predictions" over predict's EE-format predictions
    of a scene with a nodata collar made its -9999 pixels (masked input and padding) the first class."""
    require_onnxruntime()
    from tfrecord_bridge.core import cli
    models = ROOT / "tests" / "models"
    scene = str(tmp_path / "scene.tif")
    gdal.Translate(scene, str(ROOT / "tests" / "data" / "rasterio" / "RGB.byte.tif"), srcWin=[0, 100, 200, 150])
    table, folder = str(models / "landcover_keras-sidecar.json"), tmp_path / "ee"
    assert cli.main(["predict", scene, "--model", str(models / "landcover_keras.onnx"), "--like", table,
                     "-o", str(tmp_path / "map.tif"), "--ee-predictions", str(folder)]) == 0
    predicted = read(tmp_path / "map.tif")
    assert (predicted["pixels"] == predicted["nodata"]).any()
    run_algorithm("tfrecord:classmapfrompredictions", {
        "predictions": [str(folder / "predictions-00000.tfrecord.gz")], "mixer": str(folder / "predictions-mixer.json"),
        "class_table": table, "classmap:class_map": str(tmp_path / "back.tif")})
    back = read(tmp_path / "back.tif")
    pixels = back["pixels"][:predicted["pixels"].shape[0], :predicted["pixels"].shape[1]]
    np.testing.assert_array_equal(pixels == back["nodata"], predicted["pixels"] == predicted["nodata"])
    np.testing.assert_array_equal(pixels[pixels != back["nodata"]],
                                  predicted["pixels"][predicted["pixels"] != predicted["nodata"]])

"""The models the plugin ships (issue 16, item 6) and the sample polygons they are shown with.

The models are resources/models/*.model3, made by scripts/make_models.py and
loaded by the provider as tfrecord:<name>. They run here through the real
qgis_process command line on RGB.byte.tif and tests/data/landcover/landcover.gpkg.
"""

import importlib.util
import json
import os
import re
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from osgeo import gdal, ogr

from helpers import PLUGIN_DIR, PLUGIN_ROOT, ROOT, require_onnxruntime
from qgis_process import QGIS_PROCESS, qgis_process
from tfrecord_bridge.core import decode_example, encode_example, read_records, write_records

MODELS = {"trainingsetsfrompolygons": "Training sets from polygons",
          "classmapfrompredictions": "Class map from predictions",
          "predictclassmap": "Predict a class map"}
LANDCOVER = ROOT / "tests" / "data" / "landcover"
RGB = ROOT / "tests" / "data" / "rasterio" / "RGB.byte.tif"
# A "model" for the tests: each pixel's class is the nearest of these colours (red, green, blue).
CENTROIDS = {"cloud": (220, 220, 220), "land": (40, 50, 30), "shallows": (40, 120, 130), "water": (10, 20, 40)}


def load_script(path, name):
    specification = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(specification)
    specification.loader.exec_module(module)
    return module


def model_behaviour(model):
    """What a model does, apart from how one QGIS writes it: its inputs and each step's sources and outputs."""
    inputs = sorted((definition.name(), definition.type(), definition.description())
                    for definition in model.parameterDefinitions() if not definition.isDestination())
    steps = {child_id: (child.algorithmId(), child.isActive(),
                        {name: [source.toVariant() for source in sources]
                         for name, sources in child.parameterSources().items()},
                        {name: output.childOutputName() for name, output in child.modelOutputs().items()})
             for child_id, child in model.childAlgorithms().items()}
    return inputs, steps


# ----------------------------------------------------------------------------- the sample polygons

def test_the_landcover_layer_holds_what_its_script_draws():
    script = load_script(LANDCOVER / "make_landcover.py", "make_landcover")
    dataset = gdal.Open(str(RGB))
    drawn = script.map_polygons(dataset.GetGeoTransform())
    source = ogr.Open(str(LANDCOVER / "landcover.gpkg"))
    layer = source.GetLayerByName("landcover")
    assert layer.GetSpatialRef().GetAuthorityCode(None) == "32618"
    saved = [(feature.GetField("class"), feature.GetGeometryRef().ExportToWkt()) for feature in layer]
    assert [name for name, _ in saved] == [name for name, _ in drawn]
    for (_, wkt), (_, expected) in zip(saved, drawn):
        assert ogr.CreateGeometryFromWkt(wkt).Equals(ogr.CreateGeometryFromWkt(expected))
    # Every polygon lies on the scene's pixels, not on its nodata collar.
    red = dataset.GetRasterBand(1).ReadAsArray()
    x0, dx, _, y0, _, dy = dataset.GetGeoTransform()
    for _, wkt in saved:
        polygon = ogr.CreateGeometryFromWkt(wkt)  # kept: its ring is only a view into it
        for x, y in polygon.GetGeometryRef(0).GetPoints():
            assert red[int((y - y0) / dy), int((x - x0) / dx)] != 0, (x, y)


# ----------------------------------------------------------------------------- the models in the toolbox

def test_the_shipped_models_match_their_generator(tfrecord_provider):
    from qgis.core import QgsProcessingModelAlgorithm
    generator = load_script(ROOT / "scripts" / "make_models.py", "make_models")
    for name in MODELS:
        saved = QgsProcessingModelAlgorithm()
        assert saved.fromFile(str(PLUGIN_ROOT / "resources" / "models" / f"{name}.model3"))
        assert model_behaviour(saved) == model_behaviour(generator.BUILDERS[name]())
        # The Model Designer opening the file shows the display name, not the id (issue 30).
        assert (saved.displayName(), saved.group()) == (MODELS[name], "Workflows")
        assert saved.validate()[0], saved.validate()[1]


def test_the_models_are_in_the_toolbox_with_their_help_and_icon(tfrecord_provider):
    from qgis.core import QgsApplication

    from test_help import doc_anchors, toolbox_search
    anchors = doc_anchors(PLUGIN_ROOT / "docs" / "algorithms.md")
    for name, display_name in MODELS.items():
        model = QgsApplication.processingRegistry().algorithmById(f"tfrecord:{name}")
        assert model is not None and model.provider().id() == "tfrecord"
        assert (model.displayName(), model.group(), model.groupId()) == (display_name, "Workflows", "workflows")
        # The model the Model Designer gets from it (its variant) is named so too, not "trainingsetsfrompolygons".
        variant = model.toVariant()
        assert (variant["model_name"], variant["model_group"]) == (display_name, "Workflows")
        assert len(model.shortHelpString()) > 200
        assert anchors.get(model.helpUrl().partition("#")[2]) == f"tfrecord:{name}"
        assert os.path.isfile(model.svgIconPath()) and not model.icon().isNull()
        assert os.path.basename(model.svgIconPath()) != "icon.svg"
        for parameter in model.parameterDefinitions():
            assert len(parameter.help()) > 20, (name, parameter.name())
        # What a dialog or qgis_process runs: a fresh instance, the same model.
        instance = model.create()
        assert [p.name() for p in instance.parameterDefinitions()] == [p.name() for p in model.parameterDefinitions()]
        assert any(parameter.isDestination() for parameter in model.parameterDefinitions())
    assert "tfrecord:classmapfrompredictions" in toolbox_search("segmentation")


@pytest.mark.parametrize("language, names, group", [
    ("ko", {"trainingsetsfrompolygons": "폴리곤에서 학습 세트", "classmapfrompredictions": "예측에서 클래스 지도"},
     "워크플로"),
    ("pt_BR", {"trainingsetsfrompolygons": "Conjuntos de treinamento a partir de polígonos",
               "classmapfrompredictions": "Mapa de classes a partir de predições"}, "Fluxos de trabalho")])
def test_the_models_speak_qgis_language(compiled_translations, qgis_language, qgis_processing, language, names,
                                        group):
    from qgis.core import QgsApplication

    import tfrecord_bridge
    qgis_language(language)
    plugin = tfrecord_bridge.classFactory(None)
    plugin.initProcessing()
    try:
        for name, display_name in names.items():
            model = QgsApplication.processingRegistry().algorithmById(f"tfrecord:{name}")
            assert (model.displayName(), model.group()) == (display_name, group)
            assert (model.toVariant()["model_name"], model.toVariant()["model_group"]) == (display_name, group)
            english = {description for description, _ in {**type(model).INPUTS, **type(model).OUTPUTS}.values()}
            described = {parameter.description() for parameter in model.parameterDefinitions()}
            # No input or output keeps its English description.
            assert not english & described, english & described
            assert model.name() == name and model.groupId() == "workflows"  # ids stay
    finally:
        plugin.unload()


# ----------------------------------------------------------------------------- the walkthrough (docs/walkthrough.md)

WALKTHROUGH_PAGE = PLUGIN_ROOT / "docs" / "walkthrough.md"
WALKTHROUGH = "# A training set from polygons"
BLOCK = re.compile(r"(?:<!-- (?P<mark>[^>]*?) -->\n)?```(?P<language>\w*)\n(?P<code>.*?)```", re.S)
COMMAND = re.compile(r"qgis_process run (tfrecord:\w+) -- ((?:\\\n|[^\n])*)")
PATCH = 64  # the walkthrough's patch dimensions
STAND_IN = "walkthrough/predictions/val-00000.tfrecord.gz"
# The tests of the walkthrough's outputs share one pytest-xdist worker, so its commands run once.
on_the_walkthrough = pytest.mark.xdist_group("walkthrough")


def walkthrough_text():
    """The walkthrough page, docs/walkthrough.md, from its title to its first section heading (it has none)."""
    text = WALKTHROUGH_PAGE.read_text(encoding="utf-8")
    assert text.startswith(WALKTHROUGH + "\n"), f"docs/walkthrough.md does not start with {WALKTHROUGH!r}"
    return text.split(WALKTHROUGH, 1)[1].split("\n## ", 1)[0]


def walkthrough_blocks():
    """(mark or None, language, code) of each fenced block of the walkthrough, in order."""
    return [(match["mark"], match["language"], match["code"]) for match in BLOCK.finditer(walkthrough_text())]


def marked(kind):
    return [(mark.partition(":")[2].strip(), code) for mark, _, code in walkthrough_blocks()
            if mark and mark.partition(":")[0] == kind]


def polygon_labels():
    """RGB.byte.tif's label band as the walkthrough burns landcover.gpkg, found without GDAL's rasterizer: each
    pixel centre tested against each polygon's ring (even-odd), later polygons over earlier ones, the classes
    numbered in sorted order of their texts, 0 where no polygon lies or the scene is masked."""
    scene = gdal.Open(str(RGB))
    x0, dx, _, y0, _, dy = scene.GetGeoTransform()
    x, y = np.meshgrid(x0 + (np.arange(scene.RasterXSize) + 0.5) * dx, y0 + (np.arange(scene.RasterYSize) + 0.5) * dy)
    source = ogr.Open(str(LANDCOVER / "landcover.gpkg"))
    polygons = [(feature.GetField("class"), feature.GetGeometryRef().GetGeometryRef(0).GetPoints())
                for feature in source.GetLayerByName("landcover")]
    values = {name: number for number, name in enumerate(sorted({name for name, _ in polygons}), start=1)}
    labels = np.zeros(x.shape, dtype=np.int64)
    for name, ring in polygons:
        inside = np.zeros(x.shape, dtype=bool)
        for (xa, ya, *_), (xb, yb, *_) in zip(ring[:-1], ring[1:]):
            if ya != yb:
                inside ^= ((ya > y) != (yb > y)) & (x < xa + (xb - xa) * (y - ya) / (yb - ya))
        labels[inside] = values[name]
    labels[(scene.ReadAsArray() == 0).any(axis=0)] = 0  # RGB.byte.tif's nodata, 0 in any band
    return labels


def set_records(folder, prefix):
    """{grid index of the patch: its decoded record} of a training set, placed by its index file."""
    index = json.loads((folder / f"{prefix}-index.json").read_text(encoding="utf-8"))
    records = [decode_example(record) for path in sorted(folder.glob(f"{prefix}-*.tfrecord.gz"))
               for record in read_records(str(path))]
    assert len(records) == len(index["patchIndices"])
    return dict(zip(index["patchIndices"], records)), index["patchesPerRow"]


def on_the_grid(patches, per_row, shape, value_of):
    """A (rows, columns) array of the patch grid: value_of(record) in the patches given, 0 elsewhere."""
    grid = np.zeros(shape, dtype=np.int64)
    for number, record in patches.items():
        row, column = divmod(number, per_row)
        grid[row * PATCH:(row + 1) * PATCH, column * PATCH:(column + 1) * PATCH] = value_of(record)
    return grid


def nearest_colour_scores(example, names):
    """A stand-in for a segmentation model: one score band a class (the negative distance of the pixel's
    colour to the class's), in the order of ``names``, laid out [class, row, column]."""
    rgb = np.stack([np.asarray(example[band], dtype=np.float32) for band in ("red", "green", "blue")])
    centroids = np.array([CENTROIDS[name] for name in names], dtype=np.float32)
    return -np.sqrt(((rgb[np.newaxis] - centroids[:, :, np.newaxis]) ** 2).sum(axis=1))


def keras_layout(scores):
    """Scores [class, row, column] as a Keras softmax gives them: [row, column, class] (channels-last)."""
    return np.moveaxis(np.asarray(scores).reshape(len(CENTROIDS), PATCH, PATCH), 0, -1)


def write_stand_in_predictions(folder):
    """What a model trained on the sets would write for the validation set: a record a patch, in order."""
    table = json.loads((folder / "walkthrough/sets/landcover-sidecar.json").read_text(encoding="utf-8"))["labels"]
    names = [entry["name"] for entry in table["classes"]]
    records = [encode_example({"scores": keras_layout(nearest_colour_scores(decode_example(record), names)).ravel()})
               for record in read_records(str(folder / "walkthrough/sets/landcover-val-00000.tfrecord.gz"))]
    (folder / STAND_IN).parent.mkdir(parents=True)
    write_records(str(folder / STAND_IN), records, compression="GZIP")


def walkthrough_shell(folder):
    """The environment the walkthrough's command lines run in, from ``folder``, which gets the checkout's tests/:
    a ``qgis_process`` on PATH that is the real one with the plugin enabled in a profile of its own."""
    (folder / "tests").symlink_to(ROOT / "tests")
    profile = folder / ".profile"
    enabled = qgis_process(profile, "--version")
    assert enabled.returncode == 0, enabled.stderr
    tools = folder / ".bin"
    tools.mkdir()
    (tools / "qgis_process").write_text(f'#!/bin/sh\nexec {QGIS_PROCESS} "$@"\n', encoding="utf-8")
    (tools / "qgis_process").chmod(0o755)
    return dict(os.environ, PATH=f"{tools}{os.pathsep}{os.environ['PATH']}", QT_QPA_PLATFORM="offscreen",
                QGIS_PLUGINPATH=str(PLUGIN_DIR), QGIS_CUSTOM_CONFIG_PATH=str(profile))


@pytest.fixture(scope="module")
def walkthrough(tmp_path_factory):
    """The walkthrough's command lines run as written, in order, in a fresh folder that has the checkout's
    tests/ (a ``qgis_process`` on PATH is the real one with the plugin enabled); the folder and each log."""
    folder = tmp_path_factory.mktemp("walkthrough")
    env = walkthrough_shell(folder)
    logs = []
    for mark, code in marked("run"):
        if mark:
            assert STAND_IN in mark, mark
            write_stand_in_predictions(folder)
        result = subprocess.run(["bash", "-e", "-c", code], cwd=folder, env=env, capture_output=True, text=True,
                                timeout=900)
        assert result.returncode == 0, f"{code}\n{result.stdout}\n{result.stderr}"
        logs.append(result.stdout)
    assert len(logs) == 3
    return folder, logs


def class_palette(path):
    palette = ET.parse(path.with_suffix(".qml")).getroot().find("pipe/rasterrenderer/colorPalette")
    return [(entry.get("value"), entry.get("label")) for entry in palette]


CLASSES = [("1", "cloud"), ("2", "land"), ("3", "shallows"), ("4", "water")]


@pytest.mark.qgis_process
@on_the_walkthrough
def test_the_training_sets_hold_the_scene_and_the_polygons_classes(walkthrough):
    folder, logs = walkthrough
    sets = folder / "walkthrough" / "sets"
    ((listed, listing),) = marked("listing")
    assert sorted(listing.split()) == sorted(os.listdir(folder / listed))
    ((path_and_key, labels),) = marked("json")
    path, key = path_and_key.split()
    sidecar = json.loads((folder / path).read_text(encoding="utf-8"))
    assert json.loads(labels) == sidecar[key]
    ((_, log),) = marked("log")
    for line in log.splitlines():
        assert line in logs[0].splitlines(), line

    # Every patch of the 12 x 11 grid is in one set, a block of 4 x 4 patches wholly in one.
    patches = {name: set_records(sets, f"landcover-{name}") for name in ("train", "val")}
    assert {per_row for _, per_row in patches.values()} == {12}
    per_row = 12
    train, val = set(patches["train"][0]), set(patches["val"][0])
    assert not train & val and train | val == set(range(per_row * 11))
    blocks = {name: {(number // per_row // 4, number % per_row // 4) for number in numbers}
              for name, numbers in (("train", train), ("val", val))}
    assert not blocks["train"] & blocks["val"]

    # The records hold the scene's pixels and the polygons' classes on them.
    scene = gdal.Open(str(RGB)).ReadAsArray()[:, :11 * PATCH, :12 * PATCH]
    scene *= (scene != 0).all(axis=0)  # a pixel masked (0) in any band holds defaultValue 0 in every band
    labels = polygon_labels()[:11 * PATCH, :12 * PATCH]
    for records, per_row in patches.values():
        for number, record in records.items():
            row, column = divmod(number, per_row)
            window = np.s_[row * PATCH:(row + 1) * PATCH, column * PATCH:(column + 1) * PATCH]
            for band, name in enumerate(("red", "green", "blue")):
                np.testing.assert_array_equal(np.reshape(record[name], (PATCH, PATCH)), scene[band][window])
            np.testing.assert_array_equal(np.reshape(record["label"], (PATCH, PATCH)), labels[window])
    assert set(np.unique(labels)) == {0, 1, 2, 3, 4}
    assert sidecar["classPixels"]["val"] == {
        str(value): int((on_the_grid(patches["val"][0], per_row, labels.shape, lambda r: 1) * labels == value).sum())
        for value in (1, 2, 3, 4)}


@pytest.mark.qgis_process
@on_the_walkthrough
def test_a_sets_labels_come_back_as_the_styled_class_map(walkthrough):
    folder, logs = walkthrough
    output = folder / "walkthrough" / "val-labels.tif"
    raster = gdal.Open(str(output))
    patches, per_row = set_records(folder / "walkthrough" / "sets", "landcover-val")
    labels = polygon_labels()[:11 * PATCH, :12 * PATCH]
    expected = on_the_grid(patches, per_row, labels.shape, lambda record: 1) * labels  # 0: nodata
    np.testing.assert_array_equal(raster.ReadAsArray(), expected)
    assert raster.GetRasterBand(1).GetNoDataValue() == 0
    np.testing.assert_allclose(raster.GetGeoTransform(), gdal.Open(str(RGB)).GetGeoTransform())
    assert class_palette(output) == CLASSES
    assert raster.GetRasterBand(1).GetCategoryNames()[1:5] == ["cloud", "land", "shallows", "water"]
    assert "class pixels: cloud 0, land 1589, shallows 18218, water 6056" in logs[1]


@pytest.mark.qgis_process
@on_the_walkthrough
def test_a_models_predictions_of_a_set_come_back_as_the_named_class_map(walkthrough):
    folder, _ = walkthrough
    output = folder / "walkthrough" / "val-predicted.tif"
    patches, per_row = set_records(folder / "walkthrough" / "sets", "landcover-val")
    names = [name for _, name in CLASSES]
    expected = on_the_grid(patches, per_row, (11 * PATCH, 12 * PATCH),
                           lambda record: 1 + np.argmax(nearest_colour_scores(record, names), axis=0)
                           .reshape(PATCH, PATCH))
    np.testing.assert_array_equal(gdal.Open(str(output)).ReadAsArray(), expected)
    assert len(np.unique(expected)) == 5  # every class and nodata: the map tells them apart
    assert class_palette(output) == CLASSES


def test_the_walkthroughs_commands_and_dialog_name_the_models_parameters(tfrecord_provider):
    from qgis.core import QgsApplication
    text = walkthrough_text()
    commands = COMMAND.findall(text)
    assert {algorithm for algorithm, _ in commands} == {"tfrecord:trainingsetsfrompolygons",
                                                       "tfrecord:classmapfrompredictions", "tfrecord:exportimage",
                                                       "tfrecord:predict"}
    for algorithm_id, arguments in commands:
        algorithm = QgsApplication.processingRegistry().algorithmById(algorithm_id)
        names = {parameter.name() for parameter in algorithm.parameterDefinitions()}
        for argument in arguments.replace("\\\n", " ").split():
            assert argument.partition("=")[0] in names, (algorithm_id, argument)
    # The dialog's fields as the table names them: the parameters' descriptions.
    model = QgsApplication.processingRegistry().algorithmById("tfrecord:trainingsetsfrompolygons")
    rows = re.findall(r"^\| ([^|]+) \| [^|]+ \| `([\w:]+)` \|$", text, re.M)
    assert len(rows) == 8
    for description, name in rows:
        assert model.parameterDefinition(name).description() == description, name


@pytest.mark.qgis_process
def test_qgis_process_lists_the_models_in_qgis_language(compiled_translations, tmp_path):
    settings = tmp_path / "profiles" / "default" / "QGIS" / "QGIS3.ini"
    settings.parent.mkdir(parents=True)
    settings.write_text("[locale]\noverrideFlag=true\nuserLocale=pt_BR\n", encoding="utf-8")
    result = qgis_process(tmp_path, "list")
    assert result.returncode == 0, result.stderr
    assert "tfrecord:classmapfrompredictions\tMapa de classes a partir de predições" in result.stdout
    assert "tfrecord:trainingsetsfrompolygons\tConjuntos de treinamento a partir de polígonos" in result.stdout
    described = qgis_process(tmp_path, "help", "tfrecord:classmapfrompredictions")
    assert "Arquivos TFRecord de predição" in described.stdout, described.stdout


# ----------------------------------------------------------------------------- the trained model's class map

TRAINED = ROOT / "tests" / "models" / "landcover_keras"  # tests/models/train_landcover.py made it


@pytest.mark.qgis_process
def test_the_walkthroughs_predict_step_runs_as_written(tmp_path):
    """Step 6 of the walkthrough: its qgis_process line (QGIS's Python given this one's onnxruntime, as the settings
    page would install it) and its command (the checkout's module, run by this Python) run as written and give the
    same class map of the whole scene, nodata where the scene is masked, styled with the sidecar's classes, with
    the log the page shows."""
    from test_predict_algorithm import runtime_only_path
    steps = [code for _, code in marked("predict")]
    assert len(steps) == 2 and steps[0].startswith("qgis_process run tfrecord:predict ")
    assert steps[1].startswith(".venv/bin/python -m tfrecord_bridge.core.cli predict ")
    env = dict(walkthrough_shell(tmp_path), PYTHONPATH=runtime_only_path(tmp_path))
    (tmp_path / "tfrecord_bridge").symlink_to(PLUGIN_ROOT)
    logs = []
    for code in steps:
        code = code.replace(".venv/bin/python", shlex.quote(sys.executable))  # the venv, or a chroot's python3
        result = subprocess.run(["bash", "-e", "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True,
                                timeout=600)
        assert result.returncode == 0, f"{code}\n{result.stdout}\n{result.stderr}"
        logs.append(result.stdout)
    ((_, log),) = marked("predict-log")
    for line in log.splitlines():
        assert line in logs[0].splitlines(), line
    classes, command = (gdal.Open(str(tmp_path / "walkthrough" / name)).ReadAsArray()
                        for name in ("scene-classes.tif", "scene-classes-command.tif"))
    np.testing.assert_array_equal(classes, command)
    masked = (gdal.Open(str(RGB)).ReadAsArray() == 0).any(axis=0)
    assert classes.shape == masked.shape
    np.testing.assert_array_equal(classes == 0, masked)
    assert set(np.unique(classes)) == {0, 1, 2, 3, 4}
    assert class_palette(tmp_path / "walkthrough/scene-classes.tif") == CLASSES
    assert not (tmp_path / "walkthrough/scene-classes-command.qml").exists()  # as the page says


def test_predict_a_class_map_runs_the_trained_model_into_the_styled_class_map(run_algorithm, tmp_path):
    """The model "Predict a class map" over RGB.byte.tif with the Keras model trained on its training export
    (tests/test_trained_model.py checks the classes against the labels): the class map tfrecord:predict writes
    given the sidecar, styled with the sidecar's classes."""
    require_onnxruntime()
    from qgis.core import QgsApplication, QgsProcessingContext
    model = QgsApplication.processingRegistry().algorithmById("tfrecord:predictclassmap")
    parameters = {"rasters": [str(RGB)], "model": f"{TRAINED}.onnx", "sidecar": f"{TRAINED}-sidecar.json",
                  "predict:class_map": str(tmp_path / "classes.tif")}
    assert model.checkParameterValues(parameters, QgsProcessingContext())[0]
    missing = {name: value for name, value in parameters.items() if name != "sidecar"}
    assert not model.checkParameterValues(missing, QgsProcessingContext())[0]  # the sidecar makes the class map
    results = run_algorithm("tfrecord:predictclassmap", parameters)
    assert results["predict:class_map"] == str(tmp_path / "classes.tif")
    step = run_algorithm("tfrecord:predict", {"INPUT": [str(RGB)], "MODEL": f"{TRAINED}.onnx",
                                              "LIKE": f"{TRAINED}-sidecar.json", "OUTPUT": str(tmp_path / "step.tif")})
    assert step["CLASSES"] == "1,2,3,4"
    classes = gdal.Open(str(tmp_path / "classes.tif")).ReadAsArray()
    np.testing.assert_array_equal(classes, gdal.Open(str(tmp_path / "step.tif")).ReadAsArray())
    assert set(np.unique(classes)) == {0, 1, 2, 3, 4}  # every class, and nodata on the scene's collar
    assert class_palette(tmp_path / "classes.tif") == CLASSES


# ----------------------------------------------------------------------------- messages naming the model's inputs

MODEL_MISTAKES = [
    ({"splits": "train=0.8,val=0.3"}, r"^splits: the shares add up to 1.1, not 1: train=0.8,val=0.3$"),
    ({"splits": "train"}, r"^splits: 'train' is not name=share"),
    ({"class_field": "nosuch"}, r"^class_field: the layer has no field 'nosuch' \(its fields: fid, class\)$"),
]


@pytest.mark.parametrize("mistake, message", MODEL_MISTAKES)
def test_the_training_model_refuses_bad_inputs_naming_them_not_the_steps_parameters(run_algorithm, tmp_path,
                                                                                     mistake, message):
    """The export step's own messages name SPLITS and LABEL_FIELD, parameters the model's user never sees."""
    from qgis.core import QgsProcessingException
    parameters = {"rasters": [str(RGB)], "polygons": str(LANDCOVER / "landcover.gpkg"), "class_field": "class",
                  "patch_dimensions": "64,64", "export:training_sets": str(tmp_path / "sets"), **mistake}
    with pytest.raises(QgsProcessingException) as refused:
        run_algorithm("tfrecord:trainingsetsfrompolygons", parameters)
    # processing.run puts its own line before the algorithm's message.
    assert re.search(message, str(refused.value).splitlines()[-1]), str(refused.value)
    assert "SPLITS" not in str(refused.value) and "LABEL_FIELD" not in str(refused.value)
    assert not (tmp_path / "sets").exists()


@pytest.mark.qgis_process
def test_qgis_process_refuses_the_models_bad_inputs_naming_them(tmp_path):
    for mistake, message in MODEL_MISTAKES[::2]:
        result = qgis_process(tmp_path / "profile", "run", "tfrecord:trainingsetsfrompolygons", "--",
                              f"rasters={RGB}", f"polygons={LANDCOVER / 'landcover.gpkg'}", "patch_dimensions=64,64",
                              *(f"{name}={value}" for name, value in {"class_field": "class", **mistake}.items()),
                              f"export:training_sets={tmp_path / 'sets'}")
        shown = result.stdout + result.stderr
        assert result.returncode == 1, shown
        assert any(re.search(message, line.strip()) for line in shown.splitlines()), shown
        assert "SPLITS" not in shown and "LABEL_FIELD" not in shown, shown
    assert not (tmp_path / "sets").exists()


# ----------------------------------------------------------------------------- the PyTorch choice, however spelt

# How a boolean input may come: the dialog's True/False; qgis_process and processing.run strings, which QGIS
# reads as QVariant::toBool does (empty, "0" and "false" in any case are false, any other text true).
PYTORCH_SPELLINGS = [(True, True), (False, False), ("true", True), ("false", False), ("True", True),
                     ("0", False), ("yes", True)]


def pytorch_shards(folder):
    """(shard names, .tfindex names) a training set folder holds."""
    names = sorted(os.listdir(folder))
    return ([name for name in names if ".tfrecord" in name], [name for name in names if name.endswith(".tfindex")])


@pytest.mark.parametrize("spelling, pytorch", PYTORCH_SPELLINGS,
                         ids=[repr(spelling) for spelling, _ in PYTORCH_SPELLINGS])
def test_the_training_model_takes_pytorch_index_however_qgis_spells_a_boolean(run_algorithm, tmp_path, spelling,
                                                                              pytorch):
    parameters = {"rasters": [str(RGB)], "polygons": str(LANDCOVER / "landcover.gpkg"), "class_field": "class",
                  "patch_dimensions": "256,256", "split_block": 1, "pytorch_index": spelling,
                  "export:training_sets": str(tmp_path / "sets")}
    run_algorithm("tfrecord:trainingsetsfrompolygons", parameters)
    shards, indexes = pytorch_shards(tmp_path / "sets")
    if pytorch:
        assert shards and all(name.endswith(".tfrecord") for name in shards), shards
        assert indexes == [name.replace(".tfrecord", ".tfindex") for name in shards]
    else:
        assert shards and all(name.endswith(".tfrecord.gz") for name in shards), shards
        assert not indexes


@pytest.mark.qgis_process
def test_qgis_process_writes_the_pytorch_sets_the_walkthrough_names(tmp_path):
    """Step 4 of the walkthrough (docs/walkthrough.md): pytorch_index=true on the command line."""
    assert "(`pytorch_index=true`)" in walkthrough_text()
    result = qgis_process(tmp_path / "profile", "run", "tfrecord:trainingsetsfrompolygons", "--",
                          f"rasters={RGB}", f"polygons={LANDCOVER / 'landcover.gpkg'}", "class_field=class",
                          "patch_dimensions=256,256", "split_block=1", "pytorch_index=true",
                          f"export:training_sets={tmp_path / 'sets'}")
    assert result.returncode == 0, result.stdout + result.stderr
    shards, indexes = pytorch_shards(tmp_path / "sets")
    assert shards and all(name.endswith(".tfrecord") for name in shards), shards
    assert indexes == [name.replace(".tfrecord", ".tfindex") for name in shards]

"""The models the plugin ships (issue 16, item 6) and the sample polygons they are shown with.

The models are resources/models/*.model3, made by scripts/make_models.py and
loaded by the provider as tfrecord:<name>. They run here through the real
qgis_process command line on RGB.byte.tif and tests/data/landcover/landcover.gpkg.
"""

import importlib.util
import os
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from osgeo import gdal, ogr

from conftest import ROOT
from qgis_process import qgis_process
from tfrecord_bridge.core import decode_example, encode_example, read_records, write_records

MODELS = {"classmapfrompredictions": "Class map from predictions"}
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
        assert saved.fromFile(str(ROOT / "resources" / "models" / f"{name}.model3"))
        assert model_behaviour(saved) == model_behaviour(generator.BUILDERS[name]())
        assert saved.validate()[0], saved.validate()[1]


def test_the_models_are_in_the_toolbox_with_their_help_and_icon(tfrecord_provider):
    from qgis.core import QgsApplication

    from test_help import doc_anchors, toolbox_search
    anchors = doc_anchors(ROOT / "docs" / "algorithms.md")
    for name, display_name in MODELS.items():
        model = QgsApplication.processingRegistry().algorithmById(f"tfrecord:{name}")
        assert model is not None and model.provider().id() == "tfrecord"
        assert (model.displayName(), model.group(), model.groupId()) == (display_name, "Workflows", "workflows")
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


@pytest.fixture
def qgis_language():
    """Set QGIS's interface language as Settings > Options > General does; restored afterwards."""
    from qgis.core import QgsSettings
    settings = QgsSettings()
    before = {key: settings.value(key) for key in ("locale/overrideFlag", "locale/userLocale")}

    def choose(locale):
        settings.setValue("locale/overrideFlag", True)
        settings.setValue("locale/userLocale", locale)

    yield choose
    for key, value in before.items():
        if value is None:
            settings.remove(key)
        else:
            settings.setValue(key, value)


@pytest.mark.parametrize("language, display_name, group", [("ko", "예측에서 클래스 지도", "워크플로"),
                                                          ("pt_BR", "Mapa de classes a partir de predições",
                                                           "Fluxos de trabalho")])
def test_the_models_speak_qgis_language(compiled_translations, qgis_language, qgis_processing, language,
                                        display_name, group):
    from qgis.core import QgsApplication

    import tfrecord_bridge
    qgis_language(language)
    plugin = tfrecord_bridge.classFactory(None)
    plugin.initProcessing()
    try:
        model = QgsApplication.processingRegistry().algorithmById("tfrecord:classmapfrompredictions")
        assert (model.displayName(), model.group()) == (display_name, group)
        descriptions = [parameter.description() for parameter in model.parameterDefinitions()]
        assert "Prediction TFRecord files" not in descriptions and "Class map" not in descriptions
        assert model.name() == "classmapfrompredictions" and model.groupId() == "workflows"  # ids stay
    finally:
        plugin.unload()


# ----------------------------------------------------------------------------- running them from qgis_process

def nearest_colour_predictions(export_files, folder, names):
    """A stand-in for a segmentation model: for each exported patch, one score band per class (the negative
    distance of the pixel's colour to the class's), in the order of ``names``, as one 3-D feature."""
    folder.mkdir(parents=True, exist_ok=True)
    centroids = np.array([CENTROIDS[name] for name in names], dtype=np.float32)
    records = []
    for path in export_files:
        for record in read_records(path):
            example = decode_example(record)
            rgb = np.stack([np.asarray(example[band], dtype=np.float32) for band in ("red", "green", "blue")])
            distance = np.sqrt(((rgb[np.newaxis] - centroids[:, :, np.newaxis]) ** 2).sum(axis=1))
            records.append(encode_example({"scores": (-distance).ravel()}))
    path = folder / "pred-00000.tfrecord.gz"
    write_records(str(path), records, compression="GZIP")
    return [str(path)]


def expected_classes(values, names, covered):
    """The class values the nearest-colour "model" gives RGB.byte.tif's pixels, on the covered grid."""
    rgb = gdal.Open(str(RGB)).ReadAsArray().astype(np.float32)[:, :covered[1], :covered[0]]
    rgb *= (rgb != 0).all(axis=0)  # a pixel masked in any band holds defaultValue 0 in every band
    centroids = np.array([CENTROIDS[name] for name in names], dtype=np.float32)
    distance = np.sqrt(((rgb[np.newaxis] - centroids[:, :, np.newaxis, np.newaxis]) ** 2).sum(axis=1))
    return np.array(values)[np.argmin(distance, axis=0)]


def test_qgis_process_runs_class_map_from_predictions(tmp_path):
    profile = tmp_path / "profile"
    exported = qgis_process(profile, "run", "tfrecord:exportimage", "--", f"INPUT={RGB}", "PATCH_DIMENSIONS=128,128",
                            "BAND_NAMES=red,green,blue", f"OUTPUT={tmp_path / 'scene'}", "PREFIX=scene")
    assert exported.returncode == 0, exported.stdout + exported.stderr
    files = sorted(str(path) for path in (tmp_path / "scene").glob("scene-*.tfrecord.gz"))
    names = ["water", "shallows", "land", "cloud"]
    predictions = nearest_colour_predictions(files, tmp_path / "pred", names)
    table = tmp_path / "classes.csv"
    table.write_text("value,name,color\n" + "".join(f"{value},{name},{color}\n" for value, name, color in
                     zip((1, 2, 3, 4), names, ("#08306b", "#41b6c4", "#31a354", "#f0f0f0"))), encoding="utf-8")
    output = tmp_path / "map" / "classes.tif"
    result = qgis_process(profile, "run", "tfrecord:classmapfrompredictions", "--",
                          *[f"predictions={path}" for path in predictions],
                          f"mixer={tmp_path / 'scene' / 'scene-mixer.json'}", f"class_table={table}",
                          f"classmap:class_map={output}")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "class pixels: water" in result.stdout

    raster = gdal.Open(str(output))
    pixels = raster.ReadAsArray()
    np.testing.assert_array_equal(pixels, expected_classes((1, 2, 3, 4), names, (768, 640)))
    np.testing.assert_allclose(raster.GetGeoTransform(), gdal.Open(str(RGB)).GetGeoTransform())
    palette = ET.parse(output.with_suffix(".qml")).getroot().find("pipe/rasterrenderer/colorPalette")
    assert [(entry.get("value"), entry.get("label"), entry.get("color")) for entry in palette] == [
        ("1", "water", "#08306b"), ("2", "shallows", "#41b6c4"), ("3", "land", "#31a354"), ("4", "cloud", "#f0f0f0")]


def test_qgis_process_lists_the_models_in_qgis_language(compiled_translations, tmp_path):
    settings = tmp_path / "profiles" / "default" / "QGIS" / "QGIS3.ini"
    settings.parent.mkdir(parents=True)
    settings.write_text("[locale]\noverrideFlag=true\nuserLocale=pt_BR\n", encoding="utf-8")
    result = qgis_process(tmp_path, "list")
    assert result.returncode == 0, result.stderr
    assert "tfrecord:classmapfrompredictions\tMapa de classes a partir de predições" in result.stdout
    described = qgis_process(tmp_path, "help", "tfrecord:classmapfrompredictions")
    assert "Arquivos TFRecord de predição" in described.stdout, described.stdout

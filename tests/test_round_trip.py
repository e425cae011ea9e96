"""tfrecord:exportimage then tfrecord:importimage gives back the source pixels (issue #4).

Everything runs through real QGIS Processing (processing.run, a saved model,
qgis_process) on real files: RGB.byte.tif from tests/data/rasterio, and float32
rasters GDAL writes here. The expected pixels come from GDAL reading the
source and FORMAT.md's rules (masked pixels get defaultValue in every band;
the mixer's grid is the patches' cover of the source from its origin), never
from the plugin's own code.
"""

import json
import os
import shutil

import numpy as np
import pytest
from osgeo import gdal, osr
from qgis.core import (
    QgsApplication,
    QgsProcessingModelAlgorithm,
    QgsProcessingModelChildParameterSource,
    QgsRasterLayer,
)

from helpers import model_destination
from qgis_process import qgis_process
from tfrecord_bridge.core import decode_sequence_example, encode_example, read_records, write_records

MODEL_PATH = os.path.join(os.path.dirname(__file__), "data", "export_import_model.model3")
FLOAT_VALUES, NATIVE_VALUES = 0, 1  # exportimage VALUE_TYPE choices
PAD_EDGES = 1  # exportimage EDGE_MODE choice keeping partial edge patches


# ----------------------------------------------------------------------------- sources

class Source:
    """A raster as GDAL reads it: path, pixels (C, H, W), validity (H, W), geotransform and SRS."""

    def __init__(self, path):
        dataset = gdal.Open(str(path))
        self.path = str(path)
        self.pixels = dataset.ReadAsArray().reshape(dataset.RasterCount, dataset.RasterYSize, dataset.RasterXSize)
        masks = [dataset.GetRasterBand(n).GetMaskBand().ReadAsArray() > 0 for n in range(1, dataset.RasterCount + 1)]
        # A pixel masked in any band is masked in every band (FORMAT.md 3.2).
        self.valid = np.logical_and.reduce(masks)
        self.geotransform = dataset.GetGeoTransform()
        self.srs = dataset.GetSpatialRef()

    @property
    def height(self):
        return self.pixels.shape[1]

    @property
    def width(self):
        return self.pixels.shape[2]

    def exported(self, default=0):
        """The pixels an export holds: masked ones at defaultValue in every band."""
        return np.where(self.valid, self.pixels, np.asarray(default, self.pixels.dtype))

    def covered(self, patch, default=0, pad=False):
        """What an import must give back: the grid the patches cover, from the source's origin.

        With ``pad``, partial edge patches are kept and their outside part is defaultValue.
        """
        pw, ph = patch
        count = (lambda size, step: -(-size // step)) if pad else (lambda size, step: size // step)
        width, height = count(self.width, pw) * pw, count(self.height, ph) * ph
        grid = np.full((self.pixels.shape[0], height, width), default, dtype=self.pixels.dtype)
        inside_height, inside_width = min(height, self.height), min(width, self.width)
        grid[:, :inside_height, :inside_width] = self.exported(default)[:, :inside_height, :inside_width]
        return grid


def write_float_raster(path, epsg, geotransform, size=(83, 61), bands=3, seed=0):
    """A float32 GeoTIFF of fractional values (none a whole number), written by GDAL."""
    width, height = size
    values = np.random.default_rng(seed).uniform(-500, 500, (bands, height, width)).astype(np.float32)
    values[np.modf(values)[0] == 0] += np.float32(0.25)
    dataset = gdal.GetDriverByName("GTiff").Create(str(path), width, height, bands, gdal.GDT_Float32)
    dataset.SetGeoTransform(geotransform)
    reference = osr.SpatialReference()
    reference.ImportFromEPSG(epsg)
    dataset.SetProjection(reference.ExportToWkt())
    dataset.WriteArray(values)
    dataset = None
    return Source(path)


FLOAT_GRIDS = {
    # A projected north-up grid whose origin and pixel size are not round numbers.
    "utm_north_up": (32618, (412345.5, 30.25, 0.0, 4567890.75, 0.0, -29.75)),
    # South-up: rows run south to north (positive e), which the mixer and import must keep.
    "utm_south_up": (32618, (412345.5, 30.25, 0.0, 4560000.25, 0.0, 29.75)),
    "geographic": (4326, (-105.0, 0.05, 0.0, 20.0, 0.0, -0.05)),
}


@pytest.fixture(scope="module")
def rgb(shared_data):
    return Source(shared_data / "rasterio" / "RGB.byte.tif")


@pytest.fixture(scope="module", params=sorted(FLOAT_GRIDS))
def float_source(request, tmp_path_factory):
    epsg, geotransform = FLOAT_GRIDS[request.param]
    return write_float_raster(tmp_path_factory.mktemp("float") / f"{request.param}.tif", epsg, geotransform)


@pytest.fixture(scope="module", params=sorted(FLOAT_GRIDS))
def small_float_source(request, tmp_path_factory):
    """As float_source, 2 x 2 patches of 16 x 12 and a partial patch at each edge: for the tests that handle every
    pixel in Python (a record each), which float_source's 5 x 5 patches made take seconds."""
    epsg, geotransform = FLOAT_GRIDS[request.param]
    return write_float_raster(tmp_path_factory.mktemp("small_float") / f"{request.param}.tif", epsg, geotransform,
                              size=(35, 27))


# ----------------------------------------------------------------------------- running and reading

def export(run_algorithm, source, folder, prefix="patches", **parameters):
    """tfrecord:exportimage of ``source``; returns its results."""
    parameters = dict({"INPUT": [source.path], "OUTPUT": str(folder), "PREFIX": prefix}, **parameters)
    return run_algorithm("tfrecord:exportimage", parameters)


def import_raster(run_algorithm, output, **parameters):
    """tfrecord:importimage to ``output``; returns the raster as GDAL reads it."""
    result = run_algorithm("tfrecord:importimage", dict(parameters, OUTPUT=str(output)))
    assert os.path.samefile(result["OUTPUT"], output)
    return read_raster(output)


def read_raster(path):
    dataset = gdal.Open(str(path))
    assert dataset is not None, f"no raster at {path}"
    band = dataset.GetRasterBand(1)
    return {
        "pixels": dataset.ReadAsArray().reshape(dataset.RasterCount, dataset.RasterYSize, dataset.RasterXSize),
        "geotransform": dataset.GetGeoTransform(),
        "srs": dataset.GetSpatialRef(),
        "type": gdal.GetDataTypeName(band.DataType),
        "nodata": band.GetNoDataValue(),
    }


def assert_on_the_source_grid(raster, source):
    """Same origin, pixel size and CRS as the source: the grid the mixer describes."""
    assert raster["geotransform"] == source.geotransform
    # The axis mapping is how GDAL hands out coordinates, not part of the CRS.
    assert raster["srs"].IsSame(source.srs, ["IGNORE_DATA_AXIS_TO_SRS_AXIS_MAPPING=YES"]), \
        raster["srs"].ExportToWkt()


def pair(text):
    first, _, second = str(text).partition(",")
    return int(first), int(second or first)


def shard_limit(source, patch, kernel, bytes_per_value, records_per_shard=3):
    """A MAX_FILE_SIZE that puts a few records in each shard, so every export spans several files."""
    (pw, ph), (kx, ky) = pair(patch), pair(kernel)
    record = source.pixels.shape[0] * (pw + kx // 2 * 2) * (ph + ky // 2 * 2) * bytes_per_value
    return int(record * (records_per_shard + 0.5))


def exported_files(result, compressed):
    files = sorted(result["FILES"])
    assert len(files) > 1, "a small MAX_FILE_SIZE must split the export into several shards"
    assert all(path.endswith(".tfrecord.gz" if compressed else ".tfrecord") for path in files), files
    return files


# ----------------------------------------------------------------------------- round trips

@pytest.mark.parametrize("patch, kernel, value_type, compressed, import_kernel", [
    ("128,96", "1", NATIVE_VALUES, True, ""),
    ("100,100", "4", FLOAT_VALUES, False, ""),
    ("150,120", "3,6", NATIVE_VALUES, False, "3,6"),  # non-square margins: the import is told the kernel
    ("256,256", "5", FLOAT_VALUES, True, "5"),
])
def test_rgb_comes_back_exactly(run_algorithm, tmp_path, rgb, patch, kernel, value_type, compressed,
                                import_kernel):
    bytes_per_value = 1 if value_type == NATIVE_VALUES else 4
    result = export(run_algorithm, rgb, tmp_path / "export", PATCH_DIMENSIONS=patch, KERNEL_SIZE=kernel,
                    VALUE_TYPE=value_type, COMPRESSED=compressed,
                    MAX_FILE_SIZE=shard_limit(rgb, patch, kernel, bytes_per_value))
    files = exported_files(result, compressed)
    raster = import_raster(run_algorithm, tmp_path / "rgb.tif", INPUT=files, KERNEL_SIZE=import_kernel)

    # Native 8-bit bands travel as bytes and come back as Byte; EE's float lists come back as Float32.
    assert raster["type"] == ("Byte" if value_type == NATIVE_VALUES else "Float32")
    expected = rgb.covered(pair(patch))
    assert raster["pixels"].shape == expected.shape
    np.testing.assert_array_equal(raster["pixels"], expected)
    assert_on_the_source_grid(raster, rgb)


@pytest.mark.parametrize("patch, kernel, compressed, import_kernel", [
    ("16,12", "1", True, ""),
    ("16,12", "4", False, ""),
    ("20,16", "5", True, ""),
    ("16,12", "3,6", False, "3,6"),
])
def test_float32_comes_back_exactly(run_algorithm, tmp_path, float_source, patch, kernel, compressed,
                                    import_kernel):
    result = export(run_algorithm, float_source, tmp_path / "export", PATCH_DIMENSIONS=patch, KERNEL_SIZE=kernel,
                    COMPRESSED=compressed, MAX_FILE_SIZE=shard_limit(float_source, patch, kernel, 4))
    exported_files(result, compressed)
    # By folder this time: the import finds the shards and the mixer itself.
    raster = import_raster(run_algorithm, tmp_path / "floats.tif", FOLDER=str(tmp_path / "export"),
                           PREFIX="patches", KERNEL_SIZE=import_kernel)

    assert raster["type"] == "Float32"
    expected = float_source.covered(pair(patch))
    assert raster["pixels"].shape == expected.shape
    # Bit for bit: the values are fractional float32, any rounding on the way would show.
    np.testing.assert_array_equal(raster["pixels"].view(np.uint32), expected.view(np.uint32))
    assert_on_the_source_grid(raster, float_source)


def test_pad_edge_mode_gives_back_the_padded_grid(run_algorithm, tmp_path, rgb):
    result = export(run_algorithm, rgb, tmp_path / "export", PATCH_DIMENSIONS="128,128", KERNEL_SIZE="3",
                    VALUE_TYPE=NATIVE_VALUES, EDGE_MODE=PAD_EDGES, DEFAULT_VALUE=7, MAX_FILE_SIZE=200_000)
    raster = import_raster(run_algorithm, tmp_path / "padded.tif", INPUT=exported_files(result, True))

    # 791 x 718 pixels in 128-pixel patches: 7 x 6 patches, the last column and row partly outside.
    assert raster["pixels"].shape == (3, 768, 896)
    np.testing.assert_array_equal(raster["pixels"], rgb.covered((128, 128), default=7, pad=True))
    assert (raster["pixels"][:, 718:, :] == 7).all() and (raster["pixels"][:, :, 791:] == 7).all()
    assert_on_the_source_grid(raster, rgb)


def test_masked_threshold_drops_patches_that_import_as_nodata(run_algorithm, tmp_path, rgb):
    patch, threshold = 100, 0.25
    result = export(run_algorithm, rgb, tmp_path / "export", PATCH_DIMENSIONS=f"{patch},{patch}",
                    MASKED_THRESHOLD=threshold, MAX_FILE_SIZE=500_000)
    # EE writes no mixer when maskedThreshold is not 1; our index sidecar says which patches were kept.
    folder = tmp_path / "export"
    assert result["MIXER"].endswith("patches-index.json") and os.path.exists(result["MIXER"])
    assert not (folder / "patches-mixer.json").exists()

    # Which patches have more than a quarter of their core masked, from GDAL's masks alone.
    rows, columns = rgb.height // patch, rgb.width // patch
    masked_fraction = 1 - rgb.valid[:rows * patch, :columns * patch].reshape(
        rows, patch, columns, patch).mean(axis=(1, 3))
    dropped = masked_fraction > threshold
    assert 0 < dropped.sum() < dropped.size, "the test needs both kept and dropped patches"
    assert result["PATCH_COUNT"] == (~dropped).sum()
    assert json.loads((folder / "patches-index.json").read_text())["patchIndices"] == \
        np.flatnonzero(~dropped.ravel()).tolist()

    raster = import_raster(run_algorithm, tmp_path / "kept.tif", FOLDER=str(folder))
    nodata = raster["nodata"]
    assert nodata is not None
    expected = rgb.covered((patch, patch)).astype(np.float32)
    for row, column in zip(*np.nonzero(dropped)):
        expected[:, row * patch:(row + 1) * patch, column * patch:(column + 1) * patch] = nodata
    np.testing.assert_array_equal(raster["pixels"], expected)
    assert_on_the_source_grid(raster, rgb)


# ----------------------------------------------------------------------------- per-pixel predictions

def prediction_formula(b1, b3):
    """The stand-in model: what a per-pixel network might compute from two bands, in float64, stored as float32."""
    return np.float32(np.float64(b1) * 2 + np.float64(b3))


def scalar(value):
    """One context value as a number: a float or int64 list of one, or one byte (native 8-bit bands)."""
    if isinstance(value, list):
        assert len(value) == 1 and len(value[0]) == 1, f"one 8-bit pixel is one byte, got {value!r}"
        return value[0][0]
    assert len(value) == 1, f"one value per pixel, got {value!r}"
    return value[0]


def predict_per_pixel(export_files, folder, shards=2):
    """What a user's script does with a sequenceData export: one prediction Example per pixel record, same order.

    Written as ``pred-00000.tfrecord.gz``, ... so the predictions, not the export, are what gets imported.
    """
    predictions = []
    for path in sorted(export_files):
        for record in read_records(path):
            context, _ = decode_sequence_example(record)
            prediction = prediction_formula(scalar(context["b1"]), scalar(context["b3"]))
            predictions.append(encode_example({"prediction": np.array([prediction], np.float32)}))
    folder.mkdir()
    per_shard = -(-len(predictions) // shards)
    paths = []
    for number in range(shards):
        paths.append(str(folder / f"pred-{number:05d}.tfrecord.gz"))
        write_records(paths[-1], predictions[number * per_shard:(number + 1) * per_shard], compression="GZIP")
    return paths, len(predictions)


@pytest.mark.parametrize("kernel, import_kernel", [("1", ""), ("3", ""), ("3,6", "3,6")])
def test_per_pixel_predictions_land_on_their_pixels(run_algorithm, tmp_path, small_float_source, kernel,
                                                    import_kernel):
    float_source = small_float_source
    patch = (16, 12)
    result = export(run_algorithm, float_source, tmp_path / "export", PATCH_DIMENSIONS="16,12", KERNEL_SIZE=kernel,
                    SEQUENCE_DATA=True, MAX_FILE_SIZE=20_000)
    prediction_files, count = predict_per_pixel(exported_files(result, True), tmp_path / "predictions")
    (kx, ky) = pair(kernel)
    tile_pixels = (patch[0] + kx // 2 * 2) * (patch[1] + ky // 2 * 2)
    assert count == result["PATCH_COUNT"] * tile_pixels, "one SequenceExample per tile pixel, margins included"

    raster = import_raster(run_algorithm, tmp_path / "predicted.tif", INPUT=prediction_files,
                           MIXER=result["MIXER"], KERNEL_SIZE=import_kernel)

    covered = float_source.covered(patch)
    expected = prediction_formula(covered[0], covered[2])[None]
    assert raster["pixels"].shape == expected.shape
    np.testing.assert_array_equal(raster["pixels"], expected)
    assert_on_the_source_grid(raster, float_source)


def test_per_pixel_predictions_from_native_bytes_over_an_extent(run_algorithm, tmp_path, rgb):
    """A window of RGB.byte.tif with nodata in it, 8-bit bands as native bytes contexts.

    Masked pixels predict from defaultValue like any other. The window is small:
    non-float sequence records are encoded one by one.
    """
    column, row, width, height, patch = 20, 560, 40, 37, 16
    c, a, _, f, _, e = rgb.geotransform
    extent = f"{c + column * a},{c + (column + width) * a},{f + (row + height) * e},{f + row * e} [EPSG:32618]"
    result = export(run_algorithm, rgb, tmp_path / "export", EXTENT=extent, PATCH_DIMENSIONS=patch,
                    KERNEL_SIZE="5,3", VALUE_TYPE=NATIVE_VALUES, SEQUENCE_DATA=True, MAX_FILE_SIZE=20_000)
    prediction_files, _ = predict_per_pixel(exported_files(result, True), tmp_path / "predictions", shards=3)
    raster = import_raster(run_algorithm, tmp_path / "predicted.tif", INPUT=prediction_files,
                           MIXER=result["MIXER"], KERNEL_SIZE="5,3")

    covered = (slice(row, row + height // patch * patch), slice(column, column + width // patch * patch))
    assert 0 < rgb.valid[covered].sum() < rgb.valid[covered].size, "the window must hold valid and nodata pixels"
    window = rgb.exported()[(slice(None),) + covered]
    np.testing.assert_array_equal(raster["pixels"], prediction_formula(window[0], window[2])[None])
    assert raster["geotransform"] == pytest.approx((c + column * a, a, 0, f + row * e, 0, e), rel=1e-12)


# ----------------------------------------------------------------------------- Model Builder

def model_generator():
    """tests/data/make_export_import_model.py, imported by path (tests/data is no package)."""
    import importlib.util
    path = os.path.join(os.path.dirname(MODEL_PATH), "make_export_import_model.py")
    specification = importlib.util.spec_from_file_location("make_export_import_model", path)
    module = importlib.util.module_from_spec(specification)
    specification.loader.exec_module(module)
    return module


def saved_model():
    model = QgsProcessingModelAlgorithm()
    assert model.fromFile(MODEL_PATH), f"cannot load {MODEL_PATH}"
    return model


def assert_model_output_is_the_source(path, rgb):
    """The model's patches (128 x 96, kernel 3, native types) mosaicked back: a valid layer of the source pixels."""
    assert os.path.isfile(path), path
    layer = QgsRasterLayer(str(path), "imported")
    assert layer.isValid(), layer.error().message()
    assert (layer.width(), layer.height(), layer.bandCount()) == (768, 672, 3)
    raster = read_raster(path)
    assert raster["type"] == "Byte"
    np.testing.assert_array_equal(raster["pixels"], rgb.covered((128, 96)))
    assert_on_the_source_grid(raster, rgb)


def model_behaviour(model):
    """What a model does, apart from how one QGIS version writes it or names its outputs: its inputs, and for
    each step the algorithm, where each parameter's value comes from and which outputs the model returns."""
    inputs = sorted((definition.name(), definition.type()) for definition in model.parameterDefinitions()
                    if not definition.isDestination())
    steps = {child_id: (child.algorithmId(), child.isActive(),
                        {name: [source.toVariant() for source in sources]
                         for name, sources in child.parameterSources().items()},
                        {name: output.childOutputName() for name, output in child.modelOutputs().items()})
             for child_id, child in model.childAlgorithms().items()}
    return inputs, steps


def test_saved_model_matches_its_generator(run_algorithm, tmp_path, rgb):
    """The committed .model3 does what make_export_import_model.py builds: the same inputs, steps, sources and
    outputs, and the built model runs. Compared as models, not as XML, whose spelling varies with the QGIS (and
    Qt) that writes it, as do the names newer QGIS gives the outputs of a model built in code."""
    generated = model_generator().build_model()
    saved_behaviour = model_behaviour(saved_model())
    assert saved_behaviour == model_behaviour(generated)
    inputs, steps = saved_behaviour
    assert inputs == [("raster", "raster")] and set(steps) == {"export", "import"}
    assert steps["import"][2]["INPUT"] == [QgsProcessingModelChildParameterSource.fromChildOutput(
        "export", "FILES").toVariant()]

    output = tmp_path / "from_generated_model.tif"
    run_algorithm(generated, {"raster": rgb.path, model_destination(generated): str(output)})
    assert_model_output_is_the_source(output, rgb)


def test_saved_model_exports_and_imports_back(run_algorithm, tmp_path, rgb):
    model = saved_model()
    children = model.childAlgorithms()
    assert {child_id: child.algorithmId() for child_id, child in children.items()} == {
        "export": "tfrecord:exportimage", "import": "tfrecord:importimage"}
    [files_source] = children["import"].parameterSources()["INPUT"]
    assert (files_source.outputChildId(), files_source.outputName()) == ("export", "FILES")
    assert [p.name() for p in model.parameterDefinitions()] == ["raster", "import:imported"]
    assert model.validate()[0], model.validate()[1]

    output = tmp_path / "from_model.tif"
    results = run_algorithm(model, {"raster": rgb.path, "import:imported": str(output)})
    assert os.path.samefile(results["import:imported"], output)
    assert_model_output_is_the_source(output, rgb)


@pytest.fixture
def user_models_folder(tmp_path, tfrecord_provider):
    """A models folder in Processing's settings, as a user saving models there has; restored afterwards."""
    from processing.core.ProcessingConfig import ProcessingConfig
    from processing.modeler.ModelerUtils import ModelerUtils

    folder = tmp_path / "models"
    folder.mkdir()
    before = ProcessingConfig.getSetting(ModelerUtils.MODELS_FOLDER)
    ProcessingConfig.setSettingValue(ModelerUtils.MODELS_FOLDER, str(folder))
    yield folder
    ProcessingConfig.setSettingValue(ModelerUtils.MODELS_FOLDER, before)
    QgsApplication.processingRegistry().providerById("model").refreshAlgorithms()


def test_saved_model_runs_by_id_once_in_the_users_models_folder(run_algorithm, tmp_path, rgb, user_models_folder):
    shutil.copy(MODEL_PATH, user_models_folder)
    QgsApplication.processingRegistry().providerById("model").refreshAlgorithms()
    [model_id] = [a.id() for a in QgsApplication.processingRegistry().providerById("model").algorithms()
                  if a.displayName() == saved_model().displayName()]

    output = tmp_path / "registered.tif"
    results = run_algorithm(model_id, {"raster": rgb.path, "import:imported": str(output)})
    assert os.path.samefile(results["import:imported"], output)
    assert_model_output_is_the_source(output, rgb)


# ----------------------------------------------------------------------------- qgis_process

@pytest.mark.qgis_process
def test_qgis_process_exports_then_imports_the_folder(tmp_path, rgb):
    """From a shell: the export, then the import of the export's folder, in one qgis_process profile."""
    folder, output = tmp_path / "export", tmp_path / "cli.tif"
    exported = qgis_process(tmp_path / "profile", "run", "tfrecord:exportimage", "--json", "--",
                            f"INPUT={rgb.path}", "PATCH_DIMENSIONS=128,96", "KERNEL_SIZE=4", "VALUE_TYPE=1",
                            f"MAX_FILE_SIZE={shard_limit(rgb, '128,96', '4', 1)}", f"OUTPUT={folder}", "PREFIX=cli")
    assert exported.returncode == 0, exported.stdout + exported.stderr
    files = json.loads(exported.stdout)["results"]["FILES"]
    assert len(files) > 1 and all(os.path.dirname(path) == str(folder) for path in files), files

    imported = qgis_process(tmp_path / "profile", "run", "tfrecord:importimage", "--",
                            f"FOLDER={folder}", "PREFIX=cli", f"OUTPUT={output}")
    assert imported.returncode == 0, imported.stdout + imported.stderr
    raster = read_raster(output)
    assert raster["type"] == "Byte"
    np.testing.assert_array_equal(raster["pixels"], rgb.covered((128, 96)))
    assert_on_the_source_grid(raster, rgb)


@pytest.mark.qgis_process
def test_saved_model_runs_from_qgis_process(tmp_path, rgb):
    output = tmp_path / "from_shell.tif"
    result = qgis_process(tmp_path / "profile", "run", MODEL_PATH, "--", f"raster={rgb.path}",
                          f"import:imported={output}")
    assert result.returncode == 0, result.stdout + result.stderr
    assert_model_output_is_the_source(output, rgb)

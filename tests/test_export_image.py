"""tfrecord:exportimage against real rasters, through QGIS Processing and qgis_process (issue #3).

Every record is decoded (with our codec, and with protobuf's own parser for some)
and compared value for value with the source read whole by GDAL at the tile's
pixel window (FORMAT.md 3): margins hold real neighbouring pixels, and a pixel
outside the raster or nodata in any band holds defaultValue in every band.
The expected values are worked out here from the spec's rules, not from the
export code.
"""

import ast
import gzip
import itertools
import json
import os
from dataclasses import dataclass

import numpy as np
import pytest
from osgeo import gdal, osr
from qgis.core import QgsProcessingException

from helpers import cancelling_feedback, write_float_raster
from qgis_process import qgis_process
from tfrecord_bridge.core import decode_example, decode_sequence_example, read_records
from tfrecord_bridge.core.codec import protos

gdal.UseExceptions()

FLOAT, INT64, BYTES = "float", "int64", "bytes"
NATIVE = 1  # VALUE_TYPE choice: bytes for 8-bit, int64 for other integers, float for floats
PAD = 1  # EDGE_MODE choice: keep partial patches, padded with masked pixels
FLOAT_NODATA = -9999.0
UTM33 = "EPSG:32633"
# Generated rasters: 200 x 150 pixels of 30 m. Coordinates stay below 1e7, where
# Java's Double.toString (the mixer's number format) and Python's repr agree.
GRID = (500000.0, 30.0, 0.0, 5000000.0, 0.0, -30.0)
# FORMAT.md 3.5: EE prints this double as 8.983152841195215E-4.
SPEC_PIXEL_DEGREES = 8.983152841195215E-4
SPEC_DOUBLE_TEXT = {SPEC_PIXEL_DEGREES: "8.983152841195215E-4", -SPEC_PIXEL_DEGREES: "-8.983152841195215E-4"}


# ----------------------------------------------------------------------------- rasters

_GDAL_TYPES = {np.dtype(np.uint8): gdal.GDT_Byte, np.dtype(np.int16): gdal.GDT_Int16,
               np.dtype(np.float32): gdal.GDT_Float32}


def write_geotiff(path, bands, geotransform, crs, nodata=None, descriptions=()):
    count, height, width = bands.shape
    dataset = gdal.GetDriverByName("GTiff").Create(str(path), width, height, count, _GDAL_TYPES[bands.dtype])
    dataset.SetGeoTransform(geotransform)
    reference = osr.SpatialReference()
    reference.SetFromUserInput(crs)
    dataset.SetProjection(reference.ExportToWkt())
    for number, values in enumerate(bands, 1):
        band = dataset.GetRasterBand(number)
        band.WriteArray(values)
        if nodata is not None:
            band.SetNoDataValue(nodata)
        if number <= len(descriptions):
            band.SetDescription(descriptions[number - 1])
    dataset.FlushCache()
    dataset = None
    return str(path)


class GdalRaster:
    """A raster read whole by GDAL; a pixel is valid where no band holds its nodata value."""

    def __init__(self, path_or_dataset):
        dataset = gdal.Open(str(path_or_dataset)) if isinstance(path_or_dataset, (str, os.PathLike)) \
            else path_or_dataset
        self.count, self.height, self.width = dataset.RasterCount, dataset.RasterYSize, dataset.RasterXSize
        self.values = dataset.ReadAsArray().reshape(self.count, self.height, self.width)
        self.valid = np.ones((self.height, self.width), dtype=bool)
        for number in range(1, self.count + 1):
            nodata = dataset.GetRasterBand(number).GetNoDataValue()
            if nodata is not None:
                self.valid &= self.values[number - 1] != nodata
        self.geotransform = dataset.GetGeoTransform()
        reference = osr.SpatialReference(wkt=dataset.GetProjection())
        reference.AutoIdentifyEPSG()
        self.crs = "EPSG:" + reference.GetAuthorityCode(None)

    def window(self, column, row, width, height):
        """(values [bands, height, width], valid) of a window that may reach past the raster (masked there)."""
        values = np.zeros((self.count, height, width), dtype=self.values.dtype)
        valid = np.zeros((height, width), dtype=bool)
        left, top = max(column, 0), max(row, 0)
        right, bottom = min(column + width, self.width), min(row + height, self.height)
        if right > left and bottom > top:
            inside = (slice(top - row, bottom - row), slice(left - column, right - column))
            values[(slice(None),) + inside] = self.values[:, top:bottom, left:right]
            valid[inside] = self.valid[top:bottom, left:right]
        return values, valid


@dataclass
class Source:
    """An input layer as the test expects it: scalar band names, or the array band's name."""

    raster: GdalRaster
    names: tuple = ()
    array_name: str = None


@pytest.fixture(scope="module")
def rgb_path(shared_data):
    return str(shared_data / "rasterio" / "RGB.byte.tif")


@pytest.fixture(scope="module")
def rgb(rgb_path):
    return GdalRaster(rgb_path)


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """Rasters written with GDAL on one 200 x 150 UTM grid, each with nodata holes in some bands."""
    folder = tmp_path_factory.mktemp("rasters")
    random = np.random.default_rng(3)
    floats = random.normal(50, 20, (3, 150, 200)).astype(np.float32)
    floats[0, 10:40, 20:70] = FLOAT_NODATA
    floats[2, 100:150, 150:200] = FLOAT_NODATA
    series = random.normal(0, 1, (4, 150, 200)).astype(np.float32)
    series[1, 60:90, 0:30] = FLOAT_NODATA
    counts = random.integers(-2000, 2000, (2, 150, 200)).astype(np.int16)
    counts[1, 40:50, 40:60] = -32768
    classes = random.integers(1, 255, (3, 150, 200)).astype(np.uint8)
    classes[0, 65:75, 50:60] = 0
    levels = random.integers(-500, 500, (5, 150, 200)).astype(np.int16)
    levels[3, 45:55, 55:75] = -32768
    paths = {
        "floats": write_geotiff(folder / "floats.tif", floats, GRID, UTM33, FLOAT_NODATA, descriptions=("red",)),
        "series": write_geotiff(folder / "series.tif", series, GRID, UTM33, FLOAT_NODATA),
        "counts": write_geotiff(folder / "counts.tif", counts, GRID, UTM33, -32768),
        "classes": write_geotiff(folder / "classes.tif", classes, GRID, UTM33, 0),
        "levels": write_geotiff(folder / "levels.tif", levels, GRID, UTM33, -32768),
    }
    return {name: (path, GdalRaster(path)) for name, path in paths.items()}


# ----------------------------------------------------------------------------- running and reading exports

def export(run_algorithm, folder, inputs, prefix="p", feedback=None, **parameters):
    parameters = {"INPUT": [str(path) for path in inputs], "OUTPUT": str(folder), "PREFIX": prefix, **parameters}
    return run_algorithm("tfrecord:exportimage", parameters, feedback=feedback)


def records_of(result):
    """Every record of an export, the shards read in file-name order (the order records continue in)."""
    assert result["FILES"] == sorted(result["FILES"])
    return [record for path in result["FILES"] for record in read_records(path)]


def read_mixer(result):
    with open(result["MIXER"], encoding="utf-8") as stream:
        text = stream.read()
    return text, json.loads(text)


def java_double_text(value):
    if value in SPEC_DOUBLE_TEXT:
        return SPEC_DOUBLE_TEXT[value]
    text = repr(float(value))
    assert "e" not in text, f"{text}: pick test coordinates in [1e-3, 1e7), where Java prints as Python does"
    return text


def ee_mixer_text(crs, geotransform, patch, per_row, total):
    """The mixer exactly as FORMAT.md 3.5 shows EE writing it."""
    c, a, b, f, d, e = geotransform
    matrix = ", ".join(java_double_text(value) for value in (a, b, c, d, e, f))
    return ("{\n"
            '  "projection": {\n'
            f'    "crs": "{crs}",\n'
            '    "affine": {\n'
            f'      "doubleMatrix": [{matrix}]\n'
            "    }\n"
            "  },\n"
            f'  "patchDimensions": [{patch[0]}, {patch[1]}],\n'
            f'  "patchesPerRow": {per_row},\n'
            f'  "totalPatches": {total}\n'
            "}")


def grid_offset(mixer, raster):
    """(column, row) of the export grid's pixel (0, 0) in ``raster`` (the mixer has the unbuffered grid)."""
    a, _, c, _, e, f = mixer["projection"]["affine"]["doubleMatrix"]
    sc, sa, _, sf, _, se = raster.geotransform
    column, row = (c - sc) / sa, (f - sf) / se
    # The provider snaps an extent to the source's pixels in floating point: 590.0000000000003 is row 590.
    assert (a, e) == (sa, se) and abs(column - round(column)) < 1e-6 and abs(row - round(row)) < 1e-6, \
        f"grid not on the source's pixels: column {column}, row {row}"
    return round(column), round(row)


def tile_windows(mixer, kernel, offset=(0, 0)):
    """Source-pixel window (column, row, width, height) of every patch with its margins, row-major."""
    (pw, ph), per_row = mixer["patchDimensions"], mixer["patchesPerRow"]
    mx, my = kernel[0] // 2, kernel[1] // 2
    for index in range(mixer["totalPatches"]):
        row, column = divmod(index, per_row)
        yield offset[0] + column * pw - mx, offset[1] + row * ph - my, pw + 2 * mx, ph + 2 * my


# ----------------------------------------------------------------------------- what a record must hold

def band_default(dtype, value_type, default):
    """defaultValue as the band is written: float, or for native integers truncated and clamped to the type."""
    if value_type == FLOAT or np.dtype(dtype).kind == "f":
        return np.float32(default)
    info = np.iinfo(dtype)
    return np.dtype(dtype).type(np.clip(np.trunc(default), info.min, info.max))


@dataclass
class ExpectedBand:
    stack: np.ndarray  # [depth, height, width]
    is_array: bool
    fill: object  # the band's defaultValue


def expected_bands(sources, window, default, tensor_depths=None, value_type=FLOAT, padding=None):
    """Each band of a tile: masked pixels (in ANY band, or outside) at defaultValue, arrays cut or padded."""
    column, row, width, height = window
    reads = [source.raster.window(column, row, width, height) for source in sources]
    valid = np.logical_and.reduce([valid for _, valid in reads])
    if padding is not None:
        valid &= ~padding
    bands = {}
    for source, (values, _) in zip(sources, reads):
        fill = band_default(values.dtype, value_type, default)
        dtype = np.float32 if value_type == FLOAT or values.dtype.kind == "f" else values.dtype
        planes = np.where(valid, values, fill).astype(dtype)
        if source.array_name:
            depth = (tensor_depths or {}).get(source.array_name, len(planes))
            stack = np.full((depth, height, width), fill, dtype=dtype)
            stack[:min(depth, len(planes))] = planes[:depth]
            bands[source.array_name] = ExpectedBand(stack, True, fill)
        else:
            for name, plane in zip(source.names, planes):
                bands[name] = ExpectedBand(plane[None], False, fill)
    return bands


def promoted(dtypes):
    """collapseBands' type: bytes -> int64 -> float, the furthest among the bands (FORMAT.md 3.3)."""
    if any(np.dtype(t).kind == "f" for t in dtypes):
        return np.dtype(np.float32)
    if all(np.dtype(t) == np.uint8 for t in dtypes):
        return np.dtype(np.uint8)
    return np.dtype(np.int64)


def expected_example(bands, collapse):
    """Feature name -> [depth, height, width] values, features in band order."""
    if not collapse:
        return {name: band.stack for name, band in bands.items()}
    dtype = promoted([band.stack.dtype for band in bands.values()])
    return {next(iter(bands)): np.concatenate([band.stack.astype(dtype) for band in bands.values()])}


def expected_pixels(bands, collapse):
    """Per-pixel records of a tile: context name -> [pixels]; lists name -> [pixels, steps, values per step]."""
    context, lists = {}, {}
    if collapse:
        dtype = promoted([band.stack.dtype for band in bands.values()])
        steps = max([len(band.stack) for band in bands.values() if band.is_array] or [1])
        columns = []
        for band in bands.values():
            pixels = band.stack.reshape(len(band.stack), -1).T.astype(dtype)
            if band.is_array:
                padded = np.full((len(pixels), steps), band.fill, dtype=dtype)
                padded[:, :pixels.shape[1]] = pixels
                columns.append(padded)
            else:
                columns.append(np.repeat(pixels, steps, axis=1))  # a scalar band repeats at every step
        lists[next(iter(bands))] = np.stack(columns, axis=2)
        return context, lists
    for name, band in bands.items():
        pixels = band.stack.reshape(len(band.stack), -1).T
        if band.is_array:
            lists[name] = pixels[:, :, None]
        else:
            context[name] = pixels[:, 0]
    return context, lists


def kind_of(dtype):
    dtype = np.dtype(dtype)
    return FLOAT if dtype.kind == "f" else BYTES if dtype == np.uint8 else INT64


def as_array(kind, values):
    """A decoded feature's values as an array; 8-bit values are ONE raw bytes value (FORMAT.md 3.2)."""
    if kind == BYTES:
        assert len(values) == 1, f"{len(values)} bytes values, expected one raw value"
        return np.frombuffer(values[0], dtype=np.uint8)
    return np.asarray(values)


def assert_example_holds(record, expected, where):
    decoded = decode_example(record, with_kinds=True)
    assert list(decoded) == list(expected), f"{where}: features (in band order)"
    for name, stack in expected.items():
        kind, values = decoded[name]
        assert kind == kind_of(stack.dtype), f"{where}: {name} is {kind}"
        np.testing.assert_array_equal(as_array(kind, values).reshape(stack.shape), stack, err_msg=f"{where}: {name}")


def assert_pixel_records_hold(records, expected, where):
    """The th*tw per-pixel SequenceExamples of one tile, row-major, against expected_pixels()."""
    context, lists = expected
    decoded = [decode_sequence_example(record, with_kinds=True) for record in records]
    assert all(list(c) == list(context) and list(s) == list(lists) for c, s in decoded), f"{where}: features"
    for name, values in context.items():
        kinds = {c[name][0] for c, _ in decoded}
        assert kinds == {kind_of(values.dtype)}, f"{where}: context {name} kinds {kinds}"
        got = np.concatenate([as_array(*c[name]) for c, _ in decoded])
        np.testing.assert_array_equal(got, values, err_msg=f"{where}: context {name}")
    for name, values in lists.items():
        kinds = {kind for _, s in decoded for kind, _ in s[name]}
        assert kinds == {kind_of(values.dtype)}, f"{where}: list {name} kinds {kinds}"
        got = np.array([[as_array(*step) for step in s[name]] for _, s in decoded])
        np.testing.assert_array_equal(got, values, err_msg=f"{where}: list {name}")


def assert_protobuf_reads_the_same(record, sequence, keys_sorted=False):
    """protobuf's own parser (core/codec/protos.py) finds the features, kinds and values our decoder finds.

    With keys in sorted order, our bytes must equal protobuf's deterministic serialization (FORMAT.md 2).
    """
    def same_feature(feature, kind, values):
        assert feature.WhichOneof("kind") == f"{kind}_list"
        theirs = list(getattr(feature, f"{kind}_list").value)
        if kind == BYTES:
            assert theirs == list(values)
        else:
            np.testing.assert_array_equal(np.array(theirs, dtype=values.dtype), values)

    if sequence:
        message = protos.SequenceExample.FromString(record)
        context, lists = decode_sequence_example(record, with_kinds=True)
        features, feature_lists = message.context.feature, message.feature_lists.feature_list
        assert set(feature_lists) == set(lists)
        for name, steps in lists.items():
            assert len(feature_lists[name].feature) == len(steps)
            for feature, (kind, values) in zip(feature_lists[name].feature, steps):
                same_feature(feature, kind, values)
    else:
        message = protos.Example.FromString(record)
        context = decode_example(record, with_kinds=True)
        features = message.features.feature
    assert set(features) == set(context)
    for name, (kind, values) in context.items():
        same_feature(features[name], kind, values)
    if keys_sorted:
        assert message.SerializeToString(deterministic=True) == record


def algorithm_log(run_algorithm):
    """What the algorithm logged (processing.run adds its 'Results:' line after it)."""
    log = run_algorithm.feedback.log
    return log[:next((i for i, line in enumerate(log) if line.startswith("Results:")), len(log))]


def features_dict_entries(run_algorithm):
    """The featuresDict snippet the log ends with, compiled: {dict name: {feature: (call, shape, dtype)}}."""
    last = algorithm_log(run_algorithm)[-1]
    assert last.startswith("Read them in TensorFlow with:\n")
    snippet = last.split("\n", 1)[1]
    tree = ast.parse(compile(snippet, "<featuresDict>", "exec", ast.PyCF_ONLY_AST))
    entries = {}
    for statement in tree.body:
        if isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Dict):
            entries[statement.targets[0].id] = {
                ast.literal_eval(key): (value.func.attr, ast.literal_eval(value.args[0]), ast.unparse(value.args[1]))
                for key, value in zip(statement.value.keys, statement.value.values)}
    return entries


# ----------------------------------------------------------------------------- RGB.byte.tif, patches

@pytest.mark.parametrize("kernel", [(1, 1), (4, 4), (5, 3)])
def test_rgb_float_patches_hold_the_gdal_window_margins_included(run_algorithm, tmp_path, rgb_path, rgb, kernel):
    result = export(run_algorithm, tmp_path / "out", [rgb_path], PATCH_DIMENSIONS="128,128",
                    KERNEL_SIZE=f"{kernel[0]},{kernel[1]}", DEFAULT_VALUE=-7.25)
    text, mixer = read_mixer(result)
    per_row, rows = rgb.width // 128, rgb.height // 128  # partial patches are dropped (EE)
    assert text == ee_mixer_text(rgb.crs, rgb.geotransform, (128, 128), per_row, per_row * rows)
    records = records_of(result)
    assert len(records) == result["PATCH_COUNT"] == per_row * rows
    names = ("b1", "b2", "b3")  # no band descriptions
    for index, (record, window) in enumerate(zip(records, tile_windows(mixer, kernel))):
        expected = expected_example(expected_bands([Source(rgb, names)], window, -7.25), collapse=False)
        assert_example_holds(record, expected, f"patch {index}")
    for record in (records[0], records[-1]):
        assert_protobuf_reads_the_same(record, sequence=False, keys_sorted=True)
    th, tw = 128 + 2 * (kernel[1] // 2), 128 + 2 * (kernel[0] // 2)
    assert features_dict_entries(run_algorithm)["featuresDict"] == {
        name: ("FixedLenFeature", [th, tw], "tf.float32") for name in names}


@pytest.mark.parametrize("default, written", [(-3.7, 0), (300.5, 255), (7.9, 7)])
@pytest.mark.parametrize("collapse", [False, True])
def test_rgb_native_bytes_with_default_truncated_and_clamped(run_algorithm, tmp_path, rgb_path, rgb, default,
                                                             written, collapse):
    result = export(run_algorithm, tmp_path / "out", [rgb_path], PATCH_DIMENSIONS="128,96", KERNEL_SIZE="3,3",
                    VALUE_TYPE=NATIVE, DEFAULT_VALUE=default, COLLAPSE_BANDS=collapse)
    _, mixer = read_mixer(result)
    records = records_of(result)
    assert len(records) == (rgb.width // 128) * (rgb.height // 96)
    masked_seen = 0
    for index, (record, window) in enumerate(zip(records, tile_windows(mixer, (3, 3)))):
        bands = expected_bands([Source(rgb, ("b1", "b2", "b3"))], window, default, value_type="native")
        assert all(band.fill == written for band in bands.values())
        expected = expected_example(bands, collapse)
        assert_example_holds(record, expected, f"patch {index}")
        masked_seen += np.count_nonzero(~rgb.window(*window)[1])
    assert masked_seen > 0, "the test must cover masked pixels"
    assert_protobuf_reads_the_same(records[0], sequence=False, keys_sorted=True)
    entries = features_dict_entries(run_algorithm)["featuresDict"]
    assert entries == ({"b1": ("FixedLenFeature", [], "tf.string")} if collapse else
                       {name: ("FixedLenFeature", [], "tf.string") for name in ("b1", "b2", "b3")})


# ----------------------------------------------------------------------------- generated rasters: every pairing

# A subregion of the generated grid (columns 10..70, rows 30..70) crossing the nodata holes of
# floats band 1, series date 2, counts band 2 and classes band 1; its margins lie outside it.
SUBREGION = (10, 30, 60, 40)


def extent_of(region, geotransform=GRID, crs=UTM33):
    """EXTENT text of a (column, row, width, height) region of a north-up grid."""
    column, row, width, height = region
    c, a, _, f, _, e = geotransform
    return f"{c + column * a},{c + (column + width) * a},{f + (row + height) * e},{f + row * e} [{crs}]"


# (sequenceData, collapseBands, array layers, tensorDepths): every option and pairing of the three.
PAIRINGS = [
    (False, False, (), None),
    (False, True, (), None),
    (False, False, ("series",), {"series": 3}),  # arrays truncated to the depth
    (False, False, ("series",), {"series": 6}),  # ... and padded with defaultValue
    (False, True, ("series",), {"series": 5}),
    (True, False, (), None),
    (True, True, (), None),
    (True, False, ("series",), None),  # sequences need no tensorDepths: each array at its own depth
    (True, False, ("series",), {"series": 2}),
    (True, True, ("series",), {"series": 6}),
    (True, True, ("series", "classes"), None),  # steps: the deepest array; shorter ones padded
]


@pytest.mark.parametrize("sequence, collapse, arrays, depths", PAIRINGS)
def test_float_raster_pairings_of_sequence_collapse_and_tensor_depths(run_algorithm, tmp_path, made, sequence,
                                                                       collapse, arrays, depths):
    floats_path, floats = made["floats"]
    inputs = [floats_path] + [made[name][0] for name in arrays]
    parameters = {"PATCH_DIMENSIONS": "50,50", "KERNEL_SIZE": "3,3", "DEFAULT_VALUE": -1.5, "SEQUENCE_DATA": sequence,
                      "COLLAPSE_BANDS": collapse, "ARRAY_LAYERS": [made[name][0] for name in arrays],
                      "TENSOR_DEPTHS": json.dumps(depths) if depths else ""}
    if sequence:  # one record per pixel: a subregion keeps the count small
        parameters.update(PATCH_DIMENSIONS="30,20", EXTENT=extent_of(SUBREGION))
    result = export(run_algorithm, tmp_path / "out", inputs, **parameters)
    text, mixer = read_mixer(result)
    offset = grid_offset(mixer, floats)
    assert offset == ((SUBREGION[0], SUBREGION[1]) if sequence else (0, 0))
    patch = (30, 20) if sequence else (50, 50)
    width, height = (SUBREGION[2], SUBREGION[3]) if sequence else (floats.width, floats.height)
    per_row, total = width // patch[0], (width // patch[0]) * (height // patch[1])
    c, a, b, f, d, e = GRID
    origin = (c + offset[0] * a, a, b, f + offset[1] * e, d, e)
    assert text == ee_mixer_text(UTM33, origin, patch, per_row, total)

    sources = [Source(floats, ("red", "b2", "b3"))]  # a band description names its band, else bN
    sources += [Source(made[name][1], array_name=name) for name in arrays]
    records = records_of(result)
    windows = list(tile_windows(mixer, (3, 3), offset))
    masked = 0
    if not sequence:
        assert len(records) == total
        for index, (record, window) in enumerate(zip(records, windows)):
            bands = expected_bands(sources, window, -1.5, depths)
            assert_example_holds(record, expected_example(bands, collapse), f"patch {index}")
            masked += np.count_nonzero(bands["red"].stack == np.float32(-1.5))
        assert_protobuf_reads_the_same(records[-1], sequence=False)
    else:
        pixels = (patch[0] + 2) * (patch[1] + 2)
        assert len(records) == total * pixels
        for index, window in enumerate(windows):
            bands = expected_bands(sources, window, -1.5, depths)
            tile_records = records[index * pixels:(index + 1) * pixels]
            assert_pixel_records_hold(tile_records, expected_pixels(bands, collapse), f"patch {index}")
            masked += np.count_nonzero(bands["red"].stack == np.float32(-1.5))
        for record in (records[0], records[-1]):
            assert_protobuf_reads_the_same(record, sequence=True)
    assert masked > 0, "the test must cover masked pixels"


@pytest.mark.parametrize("default, short_written, byte_written", [(-3.7, -3, 0), (40000.5, 32767, 255)])
def test_native_types_and_their_default_values(run_algorithm, tmp_path, made, default, short_written,
                                                byte_written):
    """int16 -> int64_list, uint8 -> one raw bytes value, float -> float_list; defaults fit each band's type."""
    paths = [made[name][0] for name in ("counts", "classes", "floats")]
    result = export(run_algorithm, tmp_path / "out", paths, PATCH_DIMENSIONS="64,48", KERNEL_SIZE="1,3",
                    VALUE_TYPE=NATIVE, DEFAULT_VALUE=default, BAND_NAMES="c1,c2,k1,k2,k3,red,f2,f3")
    _, mixer = read_mixer(result)
    sources = [Source(made["counts"][1], ("c1", "c2")), Source(made["classes"][1], ("k1", "k2", "k3")),
               Source(made["floats"][1], ("red", "f2", "f3"))]
    records = records_of(result)
    fills = set()
    for index, (record, window) in enumerate(zip(records, tile_windows(mixer, (1, 3)))):
        bands = expected_bands(sources, window, default, value_type="native")
        fills |= {(name, band.fill.item()) for name, band in bands.items()}
        assert_example_holds(record, expected_example(bands, collapse=False), f"patch {index}")
    assert fills == {("c1", short_written), ("c2", short_written), ("k1", byte_written), ("k2", byte_written),
                     ("k3", byte_written), ("red", np.float32(default).item()), ("f2", np.float32(default).item()),
                     ("f3", np.float32(default).item())}
    assert_protobuf_reads_the_same(records[0], sequence=False)
    entries = features_dict_entries(run_algorithm)["featuresDict"]
    assert [entries[name][2] for name in ("c1", "k1", "red")] == ["tf.int64", "tf.string", "tf.float32"]


@pytest.mark.parametrize("names, kind", [(("counts", "classes"), INT64), (("classes", "floats"), FLOAT)])
def test_collapsed_native_bands_take_the_furthest_type(run_algorithm, tmp_path, made, names, kind):
    paths = [made[name][0] for name in names]
    result = export(run_algorithm, tmp_path / "out", paths, PATCH_DIMENSIONS="100,75", VALUE_TYPE=NATIVE,
                    COLLAPSE_BANDS=True, DEFAULT_VALUE=300.5)
    _, mixer = read_mixer(result)
    # Only the first band's name shows: it names the one collapsed feature.
    sources = [Source(made[name][1], [f"{name}{n}" for n in range(made[name][1].count)]) for name in names]
    sources[0].names[0] = "b1"
    for index, (record, window) in enumerate(zip(records_of(result), tile_windows(mixer, (1, 1)))):
        expected = expected_example(expected_bands(sources, window, 300.5, value_type="native"), collapse=True)
        assert kind_of(expected["b1"].dtype) == kind
        assert_example_holds(record, expected, f"patch {index}")


NATIVE_SEQUENCES = {
    # int64 and bytes features: records encoded one by one.
    "integers": ((("counts", "b1", "b2"), ("classes", "classes"), ("levels", "levels")), 300),
    # float with 8-bit arrays: collapsed, the float template; the 8-bit array keeps ITS default (255).
    "floats": ((("floats", "red", "b2", "b3"), ("classes", "classes"), ("series", "series")), 300.5),
}


@pytest.mark.parametrize("collapse", [False, True])
# The integers' records are encoded one by one, seconds a run: slow (test.sh --fast keeps the floats).
@pytest.mark.parametrize("inputs", [pytest.param(name, marks=pytest.mark.slow) if name == "integers" else name
                                    for name in NATIVE_SEQUENCES])
def test_native_sequences_hold_each_pixels_values(run_algorithm, tmp_path, made, inputs, collapse):
    """Per-pixel records of native 8-bit, int16 and float bands.

    Arrays of different depths: collapsed, the 3-step 8-bit one is padded to the
    deepest's steps with its own defaultValue.
    """
    layers, first_default = NATIVE_SEQUENCES[inputs]
    paths = [made[layer[0]][0] for layer in layers]
    result = export(run_algorithm, tmp_path / "out", paths, PATCH_DIMENSIONS="20,20", KERNEL_SIZE="3,3",
                    EXTENT=extent_of((40, 35, 40, 40)), VALUE_TYPE=NATIVE, DEFAULT_VALUE=300.5,
                    SEQUENCE_DATA=True, COLLAPSE_BANDS=collapse, ARRAY_LAYERS=paths[1:])
    _, mixer = read_mixer(result)
    offset = grid_offset(mixer, made["counts"][1])
    sources = [Source(made[layers[0][0]][1], layers[0][1:])]
    sources += [Source(made[name][1], array_name=array_name) for name, array_name in layers[1:]]
    records = records_of(result)
    pixels = 22 * 22
    assert len(records) == mixer["totalPatches"] * pixels == 4 * pixels
    for index, window in enumerate(tile_windows(mixer, (3, 3), offset)):
        bands = expected_bands(sources, window, 300.5, value_type="native")
        assert (bands["classes"].fill, next(iter(bands.values())).fill) == (255, first_default)
        assert_pixel_records_hold(records[index * pixels:(index + 1) * pixels], expected_pixels(bands, collapse),
                                  f"patch {index}")
    assert_protobuf_reads_the_same(records[0], sequence=True)
    entries = features_dict_entries(run_algorithm)
    first, scalar_names = sources[0].names[0], sources[0].names
    kind = "tf.int64" if inputs == "integers" else "tf.float32"
    if collapse:
        assert entries == {"contextFeatures": {}, "sequenceFeatures": {
            first: ("FixedLenSequenceFeature", [len(scalar_names) + 2], kind)}}
    else:
        assert entries == {
            "contextFeatures": {name: ("FixedLenFeature", [], kind) for name in scalar_names},
            "sequenceFeatures": {"classes": ("FixedLenSequenceFeature", [], "tf.string"),
                                 layers[2][1]: ("FixedLenSequenceFeature", [1], kind)}}


# ----------------------------------------------------------------------------- grids: the mixer

@pytest.mark.parametrize("crs, geotransform", [
    (UTM33, (500000.0, 30.0, 0.0, 4995500.0, 0.0, 30.0)),  # south-up: rows run north, e > 0
    ("EPSG:4326", (-105.0, SPEC_PIXEL_DEGREES, 0.0, 20.0, 0.0, -SPEC_PIXEL_DEGREES)),
], ids=["south-up", "geographic"])
def test_mixer_is_byte_for_byte_ees_for_south_up_and_geographic_sources(run_algorithm, tmp_path, made, crs,
                                                                         geotransform):
    path = write_geotiff(tmp_path / "source.tif", made["floats"][1].values, geotransform, crs, FLOAT_NODATA)
    source = GdalRaster(path)
    result = export(run_algorithm, tmp_path / "out", [path], PATCH_DIMENSIONS="64,48", KERNEL_SIZE="3,3")
    text, mixer = read_mixer(result)
    assert text == ee_mixer_text(crs, geotransform, (64, 48), 200 // 64, (200 // 64) * (150 // 48))
    records = records_of(result)
    assert len(records) == mixer["totalPatches"]
    for index, (record, window) in enumerate(zip(records, tile_windows(mixer, (3, 3)))):
        # Row 0 of a record is the grid's first row, the file's first row, whichever way it faces.
        expected = expected_example(expected_bands([Source(source, ("b1", "b2", "b3"))], window, 0.0), False)
        assert_example_holds(record, expected, f"patch {index}")


def test_extent_crs_and_pixel_size_warp_as_gdal_does_with_real_pixels_in_the_margins(run_algorithm, tmp_path,
                                                                                      rgb_path, rgb):
    utm, mercator = osr.SpatialReference(), osr.SpatialReference()
    utm.SetFromUserInput(rgb.crs)
    mercator.SetFromUserInput("EPSG:3857")
    for reference in (utm, mercator):
        reference.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    c, a, _, f, _, e = rgb.geotransform
    x, y, _ = osr.CoordinateTransformation(utm, mercator).TransformPoint(c + a * rgb.width / 2,
                                                                        f + e * rgb.height / 2)
    x, y = round(x, -3), round(y, -3)  # the middle of the image, where margins find real pixels
    pixel, (width, height), (mx, my) = 500.0, (82, 74), (2, 2)
    x_min, y_max = x - 20000.0, y + 20000.0
    result = export(run_algorithm, tmp_path / "out", [rgb_path], PATCH_DIMENSIONS="32,24", KERNEL_SIZE="5,5",
                    DEFAULT_VALUE=-1, TARGET_CRS="EPSG:3857", PIXEL_SIZE=pixel,
                    EXTENT=f"{x_min},{x_min + width * pixel},{y_max - height * pixel},{y_max} [EPSG:3857]")
    text, mixer = read_mixer(result)
    grid = (x_min, pixel, 0.0, y_max, 0.0, -pixel)
    assert text == ee_mixer_text("EPSG:3857", grid, (32, 24), width // 32, (width // 32) * (height // 24))
    # GDAL's own warp of the same grid, grown by the kernel margins.
    warped = GdalRaster(gdal.Warp("", rgb_path, format="MEM", dstSRS="EPSG:3857", resampleAlg="near",
                                  outputBounds=(x_min - mx * pixel, y_max - (height + my) * pixel,
                                                x_min + (width + mx) * pixel, y_max + my * pixel),
                                  width=width + 2 * mx, height=height + 2 * my))
    records = records_of(result)
    assert len(records) == mixer["totalPatches"] == 6
    for index, (record, window) in enumerate(zip(records, tile_windows(mixer, (5, 5), offset=(mx, my)))):
        expected = expected_example(expected_bands([Source(warped, ("b1", "b2", "b3"))], window, -1), False)
        assert_example_holds(record, expected, f"patch {index}")
    # The first tile's left and top margins lie outside the extent: they must be real pixels, not masked.
    _, valid = warped.window(*next(tile_windows(mixer, (5, 5), offset=(mx, my))))
    assert valid[:, :mx].all() and valid[:my, :].all()


@pytest.mark.parametrize("source, region", [("rgb", None), ("floats", (10, 30, 65, 47))])
def test_pad_edges_keep_partial_patches_padded_with_masked_pixels(run_algorithm, tmp_path, rgb_path, rgb, made,
                                                                  source, region):
    path, raster = (rgb_path, rgb) if source == "rgb" else made["floats"]
    parameters = {"PATCH_DIMENSIONS": "30,20", "KERNEL_SIZE": "3,3", "EDGE_MODE": PAD, "DEFAULT_VALUE": -2}
    if source == "rgb":
        parameters["PATCH_DIMENSIONS"] = "128,128"
        region = (0, 0, rgb.width, rgb.height)
    else:
        parameters["EXTENT"] = extent_of(region)
    patch = [int(v) for v in parameters["PATCH_DIMENSIONS"].split(",")]
    result = export(run_algorithm, tmp_path / "out", [path], **parameters)
    text, mixer = read_mixer(result)
    per_row, rows = -(-region[2] // patch[0]), -(-region[3] // patch[1])  # ceil: partial patches kept
    c, a, b, f, d, e = raster.geotransform
    origin = (c + region[0] * a, a, b, f + region[1] * e, d, e)
    assert text == ee_mixer_text(raster.crs, origin, patch, per_row, per_row * rows)
    covered = (per_row * patch[0], rows * patch[1])
    names = ("b1", "b2", "b3") if source == "rgb" else ("red", "b2", "b3")
    records = records_of(result)
    assert len(records) == per_row * rows
    padding_over_data = 0
    for index, (record, window) in enumerate(zip(records, tile_windows(mixer, (3, 3), region[:2]))):
        columns = np.arange(window[0], window[0] + window[2]) - region[0]
        lines = np.arange(window[1], window[1] + window[3]) - region[1]
        padded_grid = (((lines >= 0) & (lines < covered[1]))[:, None]
                       & ((columns >= 0) & (columns < covered[0]))[None, :])
        export_region = (lines < region[3])[:, None] & (columns < region[2])[None, :]
        padding = padded_grid & ~export_region
        padding_over_data += np.count_nonzero(padding & raster.window(*window)[1])
        expected = expected_example(expected_bands([Source(raster, names)], window, -2, padding=padding), False)
        assert_example_holds(record, expected, f"patch {index}")
    if source == "floats":
        assert padding_over_data > 0, "the padding must cover source pixels for the test to show they are masked"


def test_masked_threshold_drops_patches_and_writes_the_index_sidecar_not_the_mixer(run_algorithm, tmp_path,
                                                                                   rgb_path, rgb):
    result = export(run_algorithm, tmp_path / "out", [rgb_path], PATCH_DIMENSIONS="128,128", KERNEL_SIZE="3,3",
                    MASKED_THRESHOLD=0.25)
    windows = list(tile_windows({"patchDimensions": [128, 128], "patchesPerRow": rgb.width // 128,
                                 "totalPatches": (rgb.width // 128) * (rgb.height // 128)}, (3, 3)))
    # The threshold counts the patch core, not its margins.
    core_masked = [1 - rgb.window(column + 1, row + 1, 128, 128)[1].mean() for column, row, _, _ in windows]
    kept = [index for index, fraction in enumerate(core_masked) if fraction <= 0.25]
    assert 0 < len(kept) < len(windows)
    assert sorted(os.listdir(tmp_path / "out")) == ["p-00000.tfrecord.gz", "p-index.json", "p-sidecar.json"]
    assert result["MIXER"] == str(tmp_path / "out" / "p-index.json") and result["PATCH_COUNT"] == len(kept)
    with open(result["MIXER"], encoding="utf-8") as stream:
        index = json.load(stream)
    mixer_keys = json.loads(ee_mixer_text(rgb.crs, rgb.geotransform, (128, 128), rgb.width // 128, len(windows)))
    assert index == dict(mixer_keys, patchIndices=kept)
    records = records_of(result)
    assert len(records) == len(kept)
    for record, patch in zip(records, kept):
        expected = expected_example(expected_bands([Source(rgb, ("b1", "b2", "b3"))], windows[patch], 0), False)
        assert_example_holds(record, expected, f"patch {patch}")


# ----------------------------------------------------------------------------- files

def framed_size(records):
    return sum(len(record) + 16 for record in records)  # 8-byte length, 2 CRCs of 4 bytes


@pytest.mark.parametrize("limit, compressed", [(450000, False), (450000, True), (1000, True)])
def test_shards_respect_max_file_size_and_keep_row_major_order(run_algorithm, tmp_path, rgb_path, rgb, limit,
                                                               compressed):
    result = export(run_algorithm, tmp_path / "out", [rgb_path], PATCH_DIMENSIONS="128,128", MAX_FILE_SIZE=limit,
                    COMPRESSED=compressed)
    suffix = ".tfrecord.gz" if compressed else ".tfrecord"
    names = sorted(os.listdir(tmp_path / "out"))
    shards = [name for name in names if name not in ("p-mixer.json", "p-sidecar.json")]
    assert shards == [f"p-{number:05d}{suffix}" for number in range(len(shards))] and len(shards) > 1
    assert result["FILES"] == [str(tmp_path / "out" / name) for name in shards]
    per_shard = []
    for path in result["FILES"]:
        with open(path, "rb") as stream:
            assert (stream.read(2) == b"\x1f\x8b") == compressed  # gzip's magic number
        opener = gzip.open if compressed else open
        with opener(path, "rb") as stream:
            uncompressed = len(stream.read())
        records = list(read_records(path))
        assert uncompressed == framed_size(records)
        assert uncompressed <= limit or len(records) == 1, f"{path}: {uncompressed} bytes"
        per_shard.append(records)
    for shard, following in itertools.pairwise(per_shard):
        # A new shard starts only when the next record would push this one past the limit.
        assert framed_size(shard + following[:1]) > limit
    _, mixer = read_mixer(result)
    records = [record for shard in per_shard for record in shard]
    assert len(records) == mixer["totalPatches"]
    for index, (record, window) in enumerate(zip(records, tile_windows(mixer, (1, 1)))):
        expected = expected_example(expected_bands([Source(rgb, ("b1", "b2", "b3"))], window, 0), False)
        assert_example_holds(record, expected, f"patch {index}")


def test_prefix_ending_in_a_slash_writes_into_that_subfolder(run_algorithm, tmp_path, rgb_path):
    result = export(run_algorithm, tmp_path / "out", [rgb_path], prefix="tiles/", PATCH_DIMENSIONS="256,256")
    assert os.listdir(tmp_path / "out") == ["tiles"]
    assert sorted(os.listdir(tmp_path / "out" / "tiles")) == ["00000.tfrecord.gz", "mixer.json", "sidecar.json"]
    assert result["MIXER"] == str(tmp_path / "out" / "tiles" / "mixer.json")
    assert len(records_of(result)) == read_mixer(result)[1]["totalPatches"] == 6


@pytest.mark.parametrize("value_type", [0, NATIVE], ids=["float", "native"])
@pytest.mark.parametrize("collapse", [False, True])
def test_rgb_sequences_hold_each_pixel_of_the_window(run_algorithm, tmp_path, rgb_path, rgb, value_type, collapse):
    """RGB.byte.tif's west edge around row 600: data, nodata, and margins outside the raster."""
    region = (0, 590, 32, 32)
    result = export(run_algorithm, tmp_path / "out", [rgb_path], PATCH_DIMENSIONS="16,16", KERNEL_SIZE="3,3",
                    EXTENT=extent_of(region, rgb.geotransform, rgb.crs), SEQUENCE_DATA=True,
                    COLLAPSE_BANDS=collapse, VALUE_TYPE=value_type, DEFAULT_VALUE=-3.7)
    _, mixer = read_mixer(result)
    assert grid_offset(mixer, rgb) == region[:2]
    records = records_of(result)
    pixels = 18 * 18
    assert len(records) == 4 * pixels
    masked = 0
    for index, window in enumerate(tile_windows(mixer, (3, 3), region[:2])):
        bands = expected_bands([Source(rgb, ("b1", "b2", "b3"))], window, -3.7,
                               value_type="native" if value_type else FLOAT)
        assert_pixel_records_hold(records[index * pixels:(index + 1) * pixels], expected_pixels(bands, collapse),
                                  f"patch {index}")
        masked += np.count_nonzero(~rgb.window(*window)[1])
    assert 0 < masked < 4 * pixels
    for record in (records[0], records[-1]):
        assert_protobuf_reads_the_same(record, sequence=True, keys_sorted=True)


# ----------------------------------------------------------------------------- names and pasted options

def test_band_names_and_pasted_format_options_override_the_single_options(run_algorithm, tmp_path, made):
    paths = [made["floats"][0], made["series"][0]]
    pasted = {"patchDimensions": [100, 50], "kernelSize": [3, 1], "compressed": False, "defaultValue": 5,
              "tensorDepths": {"ts": 2}}
    result = export(run_algorithm, tmp_path / "out", paths, ARRAY_LAYERS=[paths[1]], BAND_NAMES="r, g,b,ts",
                    PATCH_DIMENSIONS="64,64", KERNEL_SIZE="1,1", COMPRESSED=True, DEFAULT_VALUE=0,
                    TENSOR_DEPTHS="ts:4", FORMAT_OPTIONS=json.dumps(pasted))
    assert sorted(os.listdir(tmp_path / "out")) == ["p-00000.tfrecord", "p-mixer.json", "p-sidecar.json"]
    text, mixer = read_mixer(result)
    assert text == ee_mixer_text(UTM33, GRID, (100, 50), 2, 6)
    sources = [Source(made["floats"][1], ("r", "g", "b")), Source(made["series"][1], array_name="ts")]
    for index, (record, window) in enumerate(zip(records_of(result), tile_windows(mixer, (3, 1)))):
        bands = expected_bands(sources, window, 5, {"ts": 2})
        assert_example_holds(record, expected_example(bands, collapse=False), f"patch {index}")
    assert features_dict_entries(run_algorithm)["featuresDict"] == {
        "r": ("FixedLenFeature", [50, 102], "tf.float32"), "g": ("FixedLenFeature", [50, 102], "tf.float32"),
        "b": ("FixedLenFeature", [50, 102], "tf.float32"), "ts": ("FixedLenFeature", [2, 50, 102], "tf.float32")}


# ----------------------------------------------------------------------------- refused before any file is written

INVALID = {
    "zero patch": ({"PATCH_DIMENSIONS": "0,64"}, "PATCH_DIMENSIONS must be a positive whole number, got '0'"),
    "negative patch": ({"PATCH_DIMENSIONS": "-64,64"}, "PATCH_DIMENSIONS must be a positive whole number"),
    "three numbers": ({"PATCH_DIMENSIONS": "256,256,3"}, r"PATCH_DIMENSIONS must be \[width, height\]"),
    "not a number": ({"PATCH_DIMENSIONS": "abc"}, "PATCH_DIMENSIONS must be a positive whole number, got 'abc'"),
    "zero kernel": ({"KERNEL_SIZE": "0,3"}, "KERNEL_SIZE must be a positive whole number"),
    # A side left empty is a typo, not one number for both sides.
    "kernel with a letter for a side": ({"KERNEL_SIZE": "2,x"}, r"KERNEL_SIZE must be \[width, height\], got '2,x'"),
    "patch with an empty side": ({"PATCH_DIMENSIONS": "50,"}, r"PATCH_DIMENSIONS must be \[width, height\], got '50,'"),
    # Issue 27: named, once, as the parameter that gave it; pasted, as EE does.
    "zero patch by name": ({"PATCH_DIMENSIONS": "0,64"},
                           "(?<!PATCH_DIMENSIONS: )PATCH_DIMENSIONS must be a positive"),
    "pasted zero patch": ({"FORMAT_OPTIONS": '{"patchDimensions": [0, 8]}'},
                          "(?<!PATCH_DIMENSIONS: )patchDimensions must be a positive whole number"),
    "huge kernel": ({"KERNEL_SIZE": "301,3", "PATCH_DIMENSIONS": "50,50"},
                    r"KERNEL_SIZE \[301, 3\] is more than 4 times PATCH_DIMENSIONS \[50, 50\]"),
    "unknown array band": ({"ARRAY_LAYERS": ["series"], "TENSOR_DEPTHS": '{"series": 2, "nope": 3}'},
                           "TENSOR_DEPTHS names 'nope', which is not a band of the export; array bands: series"),
    "depth for a scalar band": ({"TENSOR_DEPTHS": "red:3"}, "TENSOR_DEPTHS names 'red', which is a scalar band"),
    "array band without depth": ({"ARRAY_LAYERS": ["series"]},
                                 "TENSOR_DEPTHS must give a depth for array band 'series'"),
    "bad depth": ({"ARRAY_LAYERS": ["series"], "TENSOR_DEPTHS": "series:0"},
                  "TENSOR_DEPTHS for band 'series' must be a positive whole number"),
    "band name clash": ({"BAND_NAMES": "a,b,a"}, "band name 'a' is used twice"),
    "band name count": ({"BAND_NAMES": "a,b", "ARRAY_LAYERS": ["series"], "TENSOR_DEPTHS": "series:2"},
                        (r"^BAND_NAMES gives 2 band names for 4 bands; name them in this order "
                         r"\(each array layer is one band\): red, b2, b3, series")),
    "pasted JSON": ({"FORMAT_OPTIONS": "{patchDimensions: [8, 8]"}, "formatOptions is not valid JSON"),
    "pasted key": ({"FORMAT_OPTIONS": '{"patchDimension": [8, 8]}'}, "unknown formatOptions key.*'patchDimension'"),
    "pasted threshold": ({"FORMAT_OPTIONS": '{"maskedThreshold": 2}'}, "maskedThreshold must be between 0 and 1"),
    "patch larger than the raster": ({"PATCH_DIMENSIONS": "256,128"},
                                     "no whole 256 x 128 patch fits in the 200 x 150 pixel .*smaller patchDimensions"),
    "region smaller than a patch": ({"EXTENT": extent_of((10, 10, 40, 30))},
                                    "no whole 50 x 50 patch fits in the 40 x 30 pixel"),
    "empty extent": ({"EXTENT": extent_of((10, 10, 0, 30))}, r"Extent \(EXTENT\) is empty"),
    # Issue 26: a CRS QGIS does not know was taken as no CRS at all, exporting in the layer's, silently.
    "unknown CRS": ({"TARGET_CRS": "EPSG:999999"}, r"Target CRS \(TARGET_CRS\): 'EPSG:999999' is not a CRS"),
    "CRS not a CRS": ({"TARGET_CRS": "garbage"}, r"TARGET_CRS\): 'garbage' is not a CRS QGIS knows"),
    "zero pixel size": ({"PIXEL_SIZE": 0}, "PIXEL_SIZE must be a positive finite number, got 0.0"),
    "NaN pixel size": ({"PIXEL_SIZE": "nan"}, "PIXEL_SIZE must be a positive finite number, got nan"),
    "infinite pixel size": ({"PIXEL_SIZE": float("inf")}, "PIXEL_SIZE must be a positive finite number, got inf"),
    "negative pixel size": ({"PIXEL_SIZE": -1}, "PIXEL_SIZE"),  # QGIS's own check: below its minimum
    "pixel size beyond GDAL": ({"PIXEL_SIZE": 1e-300}, "PIXEL_SIZE 1e-300 makes the export grid .* pixels, more than"),
    "prefix with a folder inside": ({"PREFIX": "a/b"}, "file name prefix 'a/b' must be a plain name"),
    "array layer not an input": ({"INPUT": ["floats"], "ARRAY_LAYERS": ["series"], "TENSOR_DEPTHS": "series:2"},
                                 r"every array layer \(ARRAY_LAYERS\) must also be one of the input layers"),
}


@pytest.mark.parametrize("case", list(INVALID))
def test_invalid_options_are_refused_by_name_before_any_file_is_written(run_algorithm, tmp_path, made, case):
    changes, message = INVALID[case]
    parameters = {"INPUT": ["floats", "series"] if "ARRAY_LAYERS" in changes else ["floats"],
                  "PATCH_DIMENSIONS": "50,50", "OUTPUT": str(tmp_path / "out"), "PREFIX": "p", **changes}
    for key in ("INPUT", "ARRAY_LAYERS"):
        if key in parameters:
            parameters[key] = [made[name][0] for name in parameters[key]]
    with pytest.raises(QgsProcessingException, match=message):
        run_algorithm("tfrecord:exportimage", parameters)
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("below_a_file", [False, True])
def test_an_output_folder_that_is_or_lies_under_a_file_is_refused(run_algorithm, tmp_path, made, below_a_file):
    # Tests run as root, who may write into read-only folders: a regular file is what cannot be written into.
    notes = tmp_path / "notes.txt"
    notes.write_text("not a folder")
    output = notes / "out" if below_a_file else notes
    message = (r"output folder .*notes\.txt.out cannot be created: .*notes\.txt is a file" if below_a_file
               else r"output folder .*notes\.txt is a file, not a folder")
    with pytest.raises(QgsProcessingException, match=message):
        export(run_algorithm, output, [made["floats"][0]], PATCH_DIMENSIONS="50,50")
    assert os.listdir(tmp_path) == ["notes.txt"] and notes.read_text() == "not a folder"


# ----------------------------------------------------------------------------- cancel, command line

def test_cancel_mid_run_leaves_no_records_no_mixer_and_no_partial_files(run_algorithm, tmp_path, rgb_path):
    feedback = cancelling_feedback(after_percent=30)
    progress = feedback.progress
    with pytest.raises(QgsProcessingException, match="Cancelled"):
        # Small shards, so some are already finished when the cancel comes.
        export(run_algorithm, tmp_path / "out", [rgb_path], feedback=feedback, PATCH_DIMENSIONS="64,64",
               MAX_FILE_SIZE=200000)
    assert 30 < max(progress) < 100
    assert not (tmp_path / "out").exists()  # the folder the run made goes too


@pytest.mark.qgis_process
def test_qgis_process_runs_the_export(tmp_path, rgb_path, rgb):
    output = tmp_path / "out"
    result = qgis_process(tmp_path / "profile", "run", "tfrecord:exportimage", "--", f"INPUT={rgb_path}",
                          "PATCH_DIMENSIONS=200,200", "KERNEL_SIZE=3,3", "VALUE_TYPE=1", "DEFAULT_VALUE=9",
                          f"OUTPUT={output}", "PREFIX=cli")
    assert result.returncode == 0, result.stdout + result.stderr
    assert sorted(os.listdir(output)) == ["cli-00000.tfrecord.gz", "cli-mixer.json", "cli-sidecar.json"]
    with open(output / "cli-mixer.json", encoding="utf-8") as stream:
        text = stream.read()
    assert text == ee_mixer_text(rgb.crs, rgb.geotransform, (200, 200), 3, 9)
    records = list(read_records(output / "cli-00000.tfrecord.gz"))
    assert len(records) == 9
    for index, (record, window) in enumerate(zip(records, tile_windows(json.loads(text), (3, 3)))):
        bands = expected_bands([Source(rgb, ("b1", "b2", "b3"))], window, 9, value_type="native")
        assert_example_holds(record, expected_example(bands, collapse=False), f"patch {index}")
    assert "tf.io.FixedLenFeature([], tf.string)" in result.stdout  # the featuresDict reaches the shell


# ----------------------------------------------------------------------------- absurd jobs (issue 26)

def test_an_absurd_grid_is_refused_naming_its_patches_and_size_before_anything_is_written(run_algorithm, tmp_path,
                                                                                          rgb_path):
    """A pixel size typed a thousandth of what was meant: billions of patches, refused before a pixel is read."""
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "notes.txt").write_text("mine")
    with pytest.raises(QgsProcessingException, match=r"the export would write 7,8\d\d,\d{3},\d{3} patches, an "
                                                     r"estimated [\d,.]+ TiB before compression .*more than one "
                                                     r"export may .*PIXEL_SIZE"):
        export(run_algorithm, tmp_path / "out", [rgb_path], TARGET_CRS="EPSG:32618", PIXEL_SIZE=0.01)
    assert os.listdir(tmp_path / "out") == ["notes.txt"]


def test_an_export_larger_than_the_free_space_is_refused_naming_its_size(run_algorithm, tmp_path, rgb_path,
                                                                         small_disk):
    disk = small_disk(3 << 20)
    (disk / "notes.txt").write_text("mine")
    # 12 x 11 patches of 64 x 64 x 3 float32 values: 6.5 MB, uncompressed, on a 3 MiB disk.
    with pytest.raises(QgsProcessingException, match=r"the export would write 132 patches, an estimated 6\.2 MiB "
                                                     r"before compression .*it needs 6\.2 MiB, and .* has "
                                                     r"3\.0 MiB free"):
        export(run_algorithm, disk, [rgb_path], PATCH_DIMENSIONS="64,64", COMPRESSED=False)
    assert os.listdir(disk) == ["notes.txt"]
    # GZIP may shrink it that much: warned, not refused, and the run writes what fits.
    result = export(run_algorithm, disk, [rgb_path], PATCH_DIMENSIONS="64,64", COMPRESSION_LEVEL=1)
    assert result["PATCH_COUNT"] == 132
    assert any("it fits only if GZIP compresses" in line for line in run_algorithm.feedback.log)


@pytest.mark.qgis_process
def test_qgis_process_refuses_unknown_crs_bad_pixel_sizes_and_absurd_grids_by_name(tmp_path, rgb_path):
    """qgis_process run ... TARGET_CRS=EPSG:999999 exited 0, exporting in the layer's CRS (issue 26)."""
    output = tmp_path / "out"
    for arguments, message in ((["TARGET_CRS=EPSG:999999"], "Target CRS (TARGET_CRS): 'EPSG:999999' is not a CRS"),
                               (["PIXEL_SIZE=0"], "PIXEL_SIZE must be a positive finite number, got 0.0"),
                               (["TARGET_CRS=EPSG:32618", "PIXEL_SIZE=0.01"], "patches, an estimated")):
        result = qgis_process(tmp_path / "profile", "run", "tfrecord:exportimage", "--", f"INPUT={rgb_path}",
                              f"OUTPUT={output}", *arguments)
        assert result.returncode != 0 and message in result.stdout + result.stderr, result.stdout + result.stderr
        assert not output.exists()


# ----------------------------------------------------------------------------- masked regions (issue 12, case 3)

def test_layers_that_do_not_overlap_stop_before_anything_is_written(run_algorithm, tmp_path, rgb_path, shared_data):
    """RGB.byte.tif is in the Bahamas, shade.tif in Colorado: stacked, every pixel is masked in one of them."""
    shade = str(shared_data / "rasterio" / "shade.tif")
    # Both layers named, the one outside the region said; and, the run having stopped, that nothing was written.
    with pytest.raises(QgsProcessingException, match=r"every patch would be wholly masked, every value "
                                                     r"defaultValue: the layers .*RGB.byte.tif, .*shade.tif do not "
                                                     r"overlap inside the export region \(.*shade.tif covers none of "
                                                     r"it\)\. Nothing was written; choose an extent"):
        export(run_algorithm, tmp_path / "out", [rgb_path, shade], PATCH_DIMENSIONS="128,128")
    assert not os.path.exists(tmp_path / "out")


def test_the_refusal_of_layers_without_a_common_pixel_names_every_one_of_them():
    """Issue 30: the message named only the layer outside the region, not the others it does not overlap."""
    from tfrecord_bridge.core.export.export_image import no_overlap_text
    from tfrecord_bridge.core.export.raster_source import RegionCoverage
    assert no_overlap_text(["a", "b", "c"], RegionCoverage([0.5, 0.5, 0.0], 0.0)) == (
        "the layers a, b, c do not overlap inside the export region (c covers none of it)")
    assert no_overlap_text(["a", "b"], RegionCoverage([0.4, 0.6], 0.0)) == (
        "the layers a, b do not overlap inside the export region")
    assert no_overlap_text(["a", "b"], RegionCoverage([0.0, 0.0], 0.0)) == "a, b cover none of the export region"
    assert no_overlap_text(["a"], RegionCoverage([0.0], 0.0)) == "a covers none of the export region"


def test_an_extent_outside_the_raster_stops_before_anything_is_written(run_algorithm, tmp_path, rgb_path, rgb):
    c, a, _, f, _, e = gdal.Open(rgb_path).GetGeoTransform()
    beyond = f"{c + 2 * rgb.width * a},{c + 3 * rgb.width * a},{f + 3 * rgb.height * e},{f + 2 * rgb.height * e}"
    with pytest.raises(QgsProcessingException, match=r"RGB.byte.tif covers none of the export region\. Nothing was "
                                                     r"written"):
        export(run_algorithm, tmp_path / "out", [rgb_path], PATCH_DIMENSIONS="128,128", EXTENT=beyond)
    assert not os.path.exists(tmp_path / "out")


def test_wholly_masked_patches_are_counted_in_the_log_and_results_and_still_written(run_algorithm, tmp_path,
                                                                                      rgb_path, rgb):
    result = export(run_algorithm, tmp_path / "out", [rgb_path], PATCH_DIMENSIONS="64,64")
    per_row, rows = rgb.width // 64, rgb.height // 64
    wholly = sum(not rgb.window(column * 64, row * 64, 64, 64)[1].any() for row in range(rows)
                 for column in range(per_row))
    assert wholly > 0, "RGB.byte.tif's nodata collar must hold whole patches for this test"
    assert result["MASKED_PATCH_COUNT"] == wholly
    assert result["PATCH_COUNT"] == per_row * rows  # EE's behaviour stays: every patch is written
    assert (f"{wholly} of {per_row * rows} patches are wholly masked (nodata or outside a layer): every value in "
            "them is defaultValue; EE writes them too, maskedThreshold below 1 (e.g. 0.99) leaves them out"
            in algorithm_log(run_algorithm))


def test_a_new_export_with_the_same_prefix_leaves_none_of_the_old_files(run_algorithm, tmp_path, rgb_path):
    """Old shards past the new count, or an old index sidecar, would be read into the next import."""
    export(run_algorithm, tmp_path / "out", [rgb_path], PATCH_DIMENSIONS="128,128", MAX_FILE_SIZE=450000,
           MASKED_THRESHOLD=0.5)
    before = sorted(os.listdir(tmp_path / "out"))
    assert "p-index.json" in before and "p-00003.tfrecord.gz" in before
    result = export(run_algorithm, tmp_path / "out", [rgb_path], PATCH_DIMENSIONS="256,256")
    assert sorted(os.listdir(tmp_path / "out")) == ["p-00000.tfrecord.gz", "p-mixer.json", "p-sidecar.json"]
    assert len(records_of(result)) == read_mixer(result)[1]["totalPatches"] == 6


def test_pixel_size_alone_resamples_the_layers_own_extent_as_gdal_does(run_algorithm, tmp_path, rgb_path, rgb):
    pixel = 700.0
    result = export(run_algorithm, tmp_path / "out", [rgb_path], PATCH_DIMENSIONS="64,64", KERNEL_SIZE="3,3",
                    PIXEL_SIZE=pixel)
    c, a, _, f, _, e = rgb.geotransform
    width, height = round(rgb.width * a / pixel), round(rgb.height * -e / pixel)
    grid = (c, pixel, 0.0, f, 0.0, -pixel)  # the layer's top-left corner, its CRS
    text, mixer = read_mixer(result)
    assert text == ee_mixer_text(rgb.crs, grid, (64, 64), width // 64, (width // 64) * (height // 64))
    warped = GdalRaster(gdal.Warp("", rgb_path, format="MEM", resampleAlg="near", width=width + 2,
                                  height=height + 2, outputBounds=(c - pixel, f - (height + 1) * pixel,
                                                                   c + (width + 1) * pixel, f + pixel)))
    records = records_of(result)
    assert len(records) == mixer["totalPatches"]
    for index, (record, window) in enumerate(zip(records, tile_windows(mixer, (3, 3), offset=(1, 1)))):
        expected = expected_example(expected_bands([Source(warped, ("b1", "b2", "b3"))], window, 0), False)
        assert_example_holds(record, expected, f"patch {index}")


# ----------------------------------------------------------------------------- review findings


def test_ee_spellings_of_empty_tensor_depths_and_bracketed_patch_dimensions_are_accepted():
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    options = FormatOptions.from_ee({"tensorDepths": [], "patchDimensions": "[128, 64]"})
    assert options.tensorDepths == {} and options.patchDimensions == (128, 64)
    assert FormatOptions(tensorDepths="[]").tensorDepths == {}


def test_masked_threshold_keeps_a_patch_exactly_at_it(tmp_path):
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    values = np.ones((10, 10), np.float32)
    values.flat[:29] = -1  # 29 of 100 pixels masked: 0.29 of the patch, not more
    path = write_float_raster(tmp_path / "r.tif", values, nodata=-1)
    result = export_image(ExportRequest([SourceLayer(path)], tmp_path / "out", "t",
                                        FormatOptions(patchDimensions=(10, 10), maskedThreshold=0.29)))
    assert result.patch_count == 1


@pytest.mark.parametrize("prefix", ["../", "./", "a/b", "..", "/"])
def test_a_prefix_cannot_leave_the_output_folder(tmp_path, prefix):
    from tfrecord_bridge.core.export.export_image import ExportError, check_prefix
    with pytest.raises(ExportError, match="must be a plain name"):
        check_prefix(prefix)


def test_a_raster_without_crs_is_refused_before_writing(tmp_path):
    from osgeo import gdal

    from tfrecord_bridge.core.export.export_image import ExportError, export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    path = str(tmp_path / "plain.tif")
    gdal.GetDriverByName("GTiff").Create(path, 8, 8, 1, gdal.GDT_Byte)
    with pytest.raises(ExportError, match="plain.tif has no CRS"):
        export_image(ExportRequest([SourceLayer(path)], tmp_path / "out", "t", FormatOptions(patchDimensions=(4, 4))))
    assert not (tmp_path / "out").exists()


def test_a_shard_that_cannot_be_finished_leaves_no_partial_files(tmp_path, monkeypatch):
    from tfrecord_bridge.core.codec import records
    calls = []
    original = records._Deflater.finish

    def finish_then_fail_on_the_last(self):
        calls.append(1)
        if len(calls) == 3:
            raise OSError(28, "No space left on device")
        original(self)

    monkeypatch.setattr(records._Deflater, "finish", finish_then_fail_on_the_last)
    writer = records.ShardedRecordWriter(lambda i: str(tmp_path / f"s-{i:05d}.tfrecord.gz"), 50, "GZIP")
    for _ in range(3):
        writer.write(bytes(40))
    with pytest.raises(OSError, match="No space"):
        writer.close()
    assert os.listdir(tmp_path) == []


def test_pad_mode_margins_past_the_padded_edge_hold_real_pixels_on_the_warped_path_too(tmp_path):
    from osgeo import gdal

    from tfrecord_bridge.core import decode_example, read_records
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import ExportRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    from tfrecord_bridge.core.layout.grid import PixelGrid
    path = str(tmp_path / "src.tif")
    dataset = gdal.GetDriverByName("GTiff").Create(path, 20, 20, 1, gdal.GDT_Float32)
    dataset.SetGeoTransform((0, 1, 0, 20, 0, -1))
    dataset.SetProjection("EPSG:32633")
    dataset.GetRasterBand(1).WriteArray(np.arange(400, dtype=np.float32).reshape(20, 20))
    dataset = None
    options = FormatOptions(patchDimensions=(4, 4), kernelSize=(3, 3), edgeMode="pad", defaultValue=-1)

    def patches(origin_x):
        # 10 x 8 pixels of the source: patches of 4 pad the grid to 12 x 8, and their margins reach column 12.
        grid = PixelGrid("EPSG:32633", (origin_x, 1.0, 0.0, 20.0, 0.0, -1.0), 10, 8)
        result = export_image(ExportRequest([SourceLayer(path)], tmp_path / str(origin_x), "p", options, grid=grid))
        return [decode_example(r)["b1"] for f in result.files for r in read_records(f)]

    aligned, warped = patches(0.0), patches(0.001)  # a thousandth of a pixel off: warped, same pixels
    for index, (a, w) in enumerate(zip(aligned, warped)):
        np.testing.assert_array_equal(a, w, err_msg=f"patch {index}")
    # Patch 2's tile spans grid columns 7..12: 10 and 11 are padding (masked), 12 is margin (real).
    source = np.arange(400, dtype=np.float32).reshape(20, 20)
    tile = aligned[2].reshape(6, 6)
    np.testing.assert_array_equal(tile[1:5, 0:3], source[0:4, 7:10])
    assert (tile[1:5, 3:5] == -1).all()
    np.testing.assert_array_equal(tile[1:5, 5], source[0:4, 12])


def test_points_prefix_subfolder_is_made(tmp_path, shared_data):
    from tfrecord_bridge.core.export.patches_at_points import export_patches_at_points
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import PointsRequest
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    rgb = str(shared_data / "rasterio" / "RGB.byte.tif")
    result = export_patches_at_points(PointsRequest([SourceLayer(rgb)], tmp_path, "chips/",
                                                    FormatOptions(patchDimensions=(8, 8))),
                                      [(200000.0, 2700000.0, {"id": 1})])
    assert result.files == [str(tmp_path / "chips" / "00000.tfrecord.gz")]


def test_one_pixel_patches_may_carry_a_neighbourhood_kernel():
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    assert FormatOptions(patchDimensions=(1, 1), kernelSize=(33, 33)).margins == (16, 16)

"""The behaviour matrix (issue 42 item 8): small exports and imports whose outputs must stay the same.

Each case runs the core API (no QGIS) on committed or numpy-made inputs and reduces what it wrote to
digests that do not depend on the machine or on the QGIS, GDAL, numpy or deflate versions:

- a TFRecord shard: the SHA-256 of its records, decompressed, each with its length, in order (never the
  GZIP bytes, which differ with the deflate library installed);
- a mixer, index or .tfindex: the SHA-256 of its text; the export sidecar: of its text without ``run``
  (helpers.sidecar_without_run);
- an import: per band the SHA-256 of dtype, shape and pixel bytes, the GeoTransform, the EPSG code,
  nodata, band names;
- a table: the records' digest, then the columns and rows read back.

Every case stays on its source's grid: nothing is resampled or warped (GDAL versions differ there).

Left out: Dask and buckets, whose equality with a local export byte for byte is tested by
test_distributed.py and test_buckets.py; the QGIS algorithms and the command, which call this core.

``tests/data/behaviour_matrix.json`` holds the digests of today's behaviour; test_behaviour_matrix.py
recomputes every case and compares. Regenerate only for an intended change of behaviour, saying so in
the commit: ``.venv/bin/python tests/behaviour_matrix.py --write``.
"""

import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from helpers import TEST_DATA, sidecar_without_run, write_float_raster

EXPECTED = TEST_DATA / "behaviour_matrix.json"
RGB = str(TEST_DATA / "rasterio" / "RGB.byte.tif")
FLOAT_NODATA = str(TEST_DATA / "rasterio" / "float_raster_with_nodata.tif")


def _sha(data):
    return hashlib.sha256(data).hexdigest()


def _records_digest(path):
    from tfrecord_bridge.core import read_records
    digest = hashlib.sha256()
    count = 0
    for record in read_records(path):
        digest.update(len(record).to_bytes(8, "little"))
        digest.update(record)
        count += 1
    return f"{count} records {digest.hexdigest()}"


def folder_digests(folder):
    """{relative path: digest} of every file an export left in ``folder``."""
    digests = {}
    for path in sorted(Path(folder).rglob("*")):
        if not path.is_file():
            continue
        name = path.relative_to(folder).as_posix()
        if ".tfrecord" in path.name:
            digests[name] = _records_digest(str(path))
        elif path.name.endswith("-sidecar.json"):
            digests[name] = _sha(sidecar_without_run(path.read_text(encoding="utf-8")).encode())
        else:
            digests[name] = _sha(path.read_bytes())
    return digests


def raster_digests(path):
    """What an imported GeoTIFF holds, without its file bytes (compression and GDAL's tags differ)."""
    from osgeo import gdal, osr
    dataset = gdal.Open(str(path))
    reference = osr.SpatialReference(wkt=dataset.GetProjection())
    try:
        reference.AutoIdentifyEPSG()
    except RuntimeError:
        pass  # a CRS without an EPSG code (float_raster_with_nodata.tif's): the GeoTransform must do
    out = {"geotransform": list(dataset.GetGeoTransform()), "epsg": reference.GetAuthorityCode(None),
           "size": [dataset.RasterXSize, dataset.RasterYSize, dataset.RasterCount]}
    for number in range(1, dataset.RasterCount + 1):
        band = dataset.GetRasterBand(number)
        values = band.ReadAsArray()
        out[f"band {number}"] = {"name": band.GetDescription(), "nodata": band.GetNoDataValue(),
                                 "pixels": _sha(f"{values.dtype.str} {values.shape}".encode() + values.tobytes())}
    return out


def _synthetic(folder, rows=30, columns=40, nodata=True):
    """A float raster of whole numbers with a nodata corner: the same on every machine."""
    values = (np.arange(rows * columns, dtype=np.float32).reshape(rows, columns) % 97) - 20
    if nodata:
        values[:5, :7] = -9999
    return write_float_raster(Path(folder) / "synthetic.tif", values, nodata=-9999 if nodata else None)


def _labels(folder):
    """labels.gpkg: two squares in the synthetic raster's CRS on whole pixel edges, field code 1 and 2."""
    from osgeo import ogr, osr
    path = str(Path(folder) / "labels.gpkg")
    reference = osr.SpatialReference()
    reference.ImportFromEPSG(32633)
    source = ogr.GetDriverByName("GPKG").CreateDataSource(path)
    layer = source.CreateLayer("polys", reference, ogr.wkbPolygon)
    layer.CreateField(ogr.FieldDefn("code", ogr.OFTInteger))
    for code, (x0, y0, x1, y1) in ((1, (2, 2, 14, 12)), (2, (20, 10, 36, 26))):
        feature = ogr.Feature(layer.GetLayerDefn())
        feature.SetField("code", code)
        feature.SetGeometry(ogr.CreateGeometryFromWkt(
            f"POLYGON (({x0} {y0},{x1} {y0},{x1} {y1},{x0} {y1},{x0} {y0}))"))
        layer.CreateFeature(feature)
    source = None
    return path


def _export_and_import(folder, source, options, import_set=None, **more):
    from tfrecord_bridge.core.export.export_image import export_image
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.importing.import_image import import_image
    out = Path(folder) / "out"
    layers = [SourceLayer(source)] if isinstance(source, str) else source
    result = export_image(layers, out, "m", options, threads=1, **more)
    digests = {"export": folder_digests(out)}
    if import_set:
        mixer, index = result.set_files[import_set]
        files = [path for path in result.files if f"-{import_set}-" in os.path.basename(path)]
        imported = import_image(files, index, Path(folder) / "import.tif")
    else:
        imported = import_image(result.files, result.mixer_path or result.index_path, Path(folder) / "import.tif")
    digests["import"] = raster_digests(imported.path)
    return digests


def _options(**given):
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    return FormatOptions(**given)


# name -> function(temporary folder) -> digests
def case_defaults_float_nodata(folder):
    return _export_and_import(folder, FLOAT_NODATA, _options(patchDimensions=(4, 4)))


def case_rgb_byte_kernel_uncompressed(folder):
    return _export_and_import(folder, RGB, _options(patchDimensions=(128, 128), kernelSize=(5, 5),
                                                    compressed=False))


def case_shards_default_value(folder):
    return _export_and_import(folder, _synthetic(folder), _options(
        patchDimensions=(8, 8), kernelSize=(3, 3), maxFileSize=2000, defaultValue=-1.5, edgeMode="pad"))


def case_masked_threshold(folder):
    return _export_and_import(folder, _synthetic(folder), _options(patchDimensions=(5, 5), maskedThreshold=0.5))


def case_sequence_data(folder):
    return _export_and_import(folder, _synthetic(folder, 12, 10), _options(
        patchDimensions=(5, 4), kernelSize=(3, 3), sequenceData=True))


def case_collapse_bands_tensor_depths(folder):
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    return _export_and_import(folder, [SourceLayer(RGB, bands=[1]), SourceLayer(RGB, array=True, name="colour")],
                              _options(patchDimensions=(256, 256), collapseBands=True, tensorDepths={"colour": 3},
                                       compressed=False))


def case_value_type_native_byte(folder):
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    return _export_and_import(folder, [SourceLayer(RGB, bands=[2, 3])], _options(
        patchDimensions=(200, 300), valueType="native", edgeMode="pad"))


def case_training_splits_labels(folder):
    from tfrecord_bridge.core.export.labels import LabelSource
    from tfrecord_bridge.core.export.training import TrainingOptions
    return _export_and_import(
        folder, _synthetic(folder, 32, 40), _options(patchDimensions=(4, 4), kernelSize=(3, 3), compressed=False),
        import_set="train", labels=LabelSource(_labels(folder), "polys", field="code", name="labels"),
        training=TrainingOptions("train=0.6,val=0.2,test=0.2", 2, 3, min_label_share=0.1, negative_ratio=0.5,
                                 tfindex=True, buffer=True))


def case_points(folder):
    from tfrecord_bridge.core.export.patches_at_points import export_patches_at_points
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    points = [(5.5, 25.5, {"id": 1, "name": "a"}), (20.0, 10.0, {"id": 2, "name": None}),
              (39.5, 0.5, {"id": 3, "name": "edge"}), (500.0, 500.0, {"id": 4, "name": "outside"}),
              (None, None, {"id": 5, "name": "no geometry"})]
    out = Path(folder) / "out"
    result = export_patches_at_points([SourceLayer(_synthetic(folder))], points, out, "pts",
                                      _options(patchDimensions=(6, 6), kernelSize=(3, 3)))
    return {"export": folder_digests(out), "skipped": result.skipped}


def case_table_round_trip(folder):
    import datetime

    from tfrecord_bridge.core import tables
    path = str(Path(folder) / "table.tfrecord.gz")
    rows = [{"id": 1, "name": "a", "value": 1.5, "list": [1, 2, 3], "day": datetime.date(2020, 1, 2)},
            {"id": 2, "name": None, "value": -0.25, "list": [4], "day": None},
            {"id": 3, "name": "ü", "value": None, "list": None, "day": datetime.date(1969, 12, 31)}]
    tables.write_table(path, rows)
    schema = tables.scan_table_schema([path])
    read = [[list(row), list(extras)] for row, extras in tables.read_table_rows([path], schema.columns)]
    return {"export": _records_digest(path),
            "columns": [[column.name, column.key, column.type, column.element, column.as_json]
                        for column in schema.columns],
            "rows": _sha(json.dumps(read, default=repr).encode())}


CASES = {name[len("case_"):]: function for name, function in sorted(globals().items()) if name.startswith("case_")}


def run_case(name):
    """The digests of one case, as JSON would give them back (lists, not tuples)."""
    with tempfile.TemporaryDirectory(prefix=f"matrix-{name}-") as folder:
        return json.loads(json.dumps(CASES[name](folder)))


def main(argv):
    from osgeo import gdal
    gdal.UseExceptions()
    digests = {name: run_case(name) for name in CASES}
    text = json.dumps(digests, indent=1, sort_keys=True) + "\n"
    if "--write" in argv:
        EXPECTED.write_text(text, encoding="utf-8")
        print(f"wrote {EXPECTED}")
    else:
        print(text)


if __name__ == "__main__":
    main(sys.argv[1:])

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

Where a case runs is its *place* (:class:`Local`, :class:`Cluster`, :class:`S3`, :class:`GCS`). Every case
runs here, in one process, on a local folder; a few run again elsewhere, as ``KIND_CASE`` (:data:`ELSEWHERE`):

- ``dask_*``: exported and imported by the workers of a Dask LocalCluster of two processes
  (core.distributed, as ``--workers 2`` runs it), the patch rows cut into :data:`PARTITIONS` tasks. Their
  records are the local case's, and the mixers, indexes and sidecar; a training export's shards too, file
  for file (core.distributed.cuts_shards), while a plain export's tasks end a shard where their partition
  ends: there ``records`` holds each prefix's records joined across its shards.
- ``s3_*``: exported into a bucket of moto's S3 server (tests/object_stores.py) and imported from it into
  it; the digests are of the objects as the bucket gives them back, file for file the local case's.
- ``gcs_*``: read from the Cloud Storage emulator, which takes no export (it lists, deletes and renames
  nothing): the local export put there, read back through GDAL's /vsigs/ and imported from there.

test_behaviour_matrix.py checks both: each case's digests against the committed ones, and each case run
elsewhere against its local case. Not here: Azure (tests/object_stores.py starts no emulator of it); the QGIS
algorithms and the command, which call this core.

``tests/data/behaviour_matrix.json`` holds the digests of today's behaviour; test_behaviour_matrix.py
recomputes every case and compares. Regenerate only for an intended change of behaviour, saying so in
the commit: ``.venv/bin/python tests/behaviour_matrix.py --write`` (it starts the cluster and the servers
as the tests' fixtures do).
"""

import hashlib
import json
import os
import re
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


def _records_digest(*paths):
    from tfrecord_bridge.core import read_records
    digest = hashlib.sha256()
    count = 0
    for record in (record for path in paths for record in read_records(path)):
        digest.update(len(record).to_bytes(8, "little"))
        digest.update(record)
        count += 1
    return f"{count} records {digest.hexdigest()}"


_SHARD = re.compile(r"(?P<prefix>.+)-\d{5}\.tfrecord(?:\.gz)?")


def joined_records(folder):
    """{prefix: digest} of the records of each prefix's shards in ``folder``, joined in shard order: the same
    however the shards are cut."""
    shards = {}
    for path in sorted(Path(folder).iterdir()):
        match = _SHARD.fullmatch(path.name)
        if match:
            shards.setdefault(match["prefix"], []).append(str(path))
    return {prefix: _records_digest(*paths) for prefix, paths in shards.items()}


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


class Local:
    """Here, in one process, on a local folder: every case's place. ``joined``: give ``records``
    (:func:`joined_records`) too, as a cluster's case does, to compare them."""

    kind = "local"

    def __init__(self, joined=False):
        self.joined = joined

    def output(self, folder):
        return str(Path(folder) / "out")

    def export(self, layers, output, prefix, options, **more):
        """The export of ``more``'s request fields (labels, training...) beside these."""
        from tfrecord_bridge.core.export.export_image import export_image
        from tfrecord_bridge.core.export.request import ExportRequest
        return export_image(ExportRequest(layers, output, prefix, options, threads=1, **more))

    def written(self, output, folder):
        """A local folder holding what the export wrote to ``output``."""
        return output

    def import_image(self, files, mixer, folder):
        """Import ``files``; the local path of the GeoTIFF it wrote."""
        from tfrecord_bridge.core.importing.import_image import ImportRequest, import_image
        return import_image(ImportRequest(files, mixer, Path(folder) / "import.tif")).path


PARTITIONS = 3  # a plain export's shards end where a partition ends: its digests depend on this, not on workers
WORKERS = 2


class Cluster(Local):
    """The workers of a Dask ``client`` export and import, as ``--workers`` runs them, on a local folder."""

    kind = "dask"

    def __init__(self, client):
        super().__init__(joined=True)
        self.client = client

    def export(self, layers, output, prefix, options, **more):
        from tfrecord_bridge.core.distributed import export_image_on_cluster
        from tfrecord_bridge.core.export.request import ExportRequest
        return export_image_on_cluster(self.client, ExportRequest(layers, output, prefix, options, **more),
                                       partitions=PARTITIONS)

    def import_image(self, files, mixer, folder):
        from tfrecord_bridge.core.distributed import import_image_on_cluster
        from tfrecord_bridge.core.importing.import_image import ImportRequest
        return import_image_on_cluster(self.client, ImportRequest(files, mixer, str(Path(folder) / "import.tif")),
                                       partitions=PARTITIONS).path


class S3(Local):
    """A new ``bucket`` of moto's S3 server (object_stores.S3Bucket): the export goes into s3://BUCKET/out, the
    import reads it there and writes s3://BUCKET/import.tif; the digests are of the objects as the bucket
    gives them back (read with boto3, not GDAL), copied into the case's folder."""

    kind = "s3"

    def __init__(self, bucket):
        super().__init__()
        self.bucket = bucket

    def output(self, folder):
        return f"{self.bucket.url}/out"

    def _copy(self, key, folder):
        path = Path(folder) / "bucket" / key
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(self.bucket.get(key))
        return path

    def written(self, output, folder):
        for key in self.bucket.keys():
            self._copy(key, folder)
        return Path(folder) / "bucket" / "out"

    def import_image(self, files, mixer, folder):
        from tfrecord_bridge.core.importing.import_image import ImportRequest, import_image
        import_image(ImportRequest(files, mixer, f"{self.bucket.url}/import.tif"))
        return self._copy("import.tif", folder)


class GCS(Local):
    """A new ``bucket`` of the Cloud Storage emulator (object_stores.GCSBucket), which takes no export: it lists,
    deletes and renames nothing. So the export is written here and each file put into gs://BUCKET/out with the
    emulator's own API; the digests are of the objects read back through GDAL's /vsigs/ (core.places.storage), and the
    import reads the shards and mixer from there."""

    kind = "gcs"

    def __init__(self, bucket):
        super().__init__()
        self.bucket = bucket

    def _url(self, path):
        return f"{self.bucket.url}/out/{os.path.basename(path)}"

    def written(self, output, folder):
        from tfrecord_bridge.core.places import storage
        copy = Path(folder) / "bucket" / "out"
        copy.mkdir(parents=True)
        for path in sorted(Path(output).iterdir()):
            self.bucket.put(f"out/{path.name}", path.read_bytes())
        for path in sorted(Path(output).iterdir()):
            with storage.open_file(self._url(path)) as stream:
                (copy / path.name).write_bytes(stream.read())
        return copy

    def import_image(self, files, mixer, folder):
        return super().import_image([self._url(path) for path in files], self._url(mixer), folder)


def _export_and_import(folder, source, options, import_set=None, place=None, **more):
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    place = place or Local()
    output = place.output(folder)
    layers = [SourceLayer(source)] if isinstance(source, str) else source
    result = place.export(layers, output, "m", options, **more)
    written = place.written(output, folder)
    digests = {"export": folder_digests(written)}
    if place.joined:
        digests["records"] = joined_records(written)
    if import_set:
        mixer, index = result.set_files[import_set]
        files = [path for path in result.files if f"-{import_set}-" in os.path.basename(path)]
        imported = place.import_image(files, index, folder)
    else:
        imported = place.import_image(result.files, result.mixer_path or result.index_path, folder)
    digests["import"] = raster_digests(imported)
    return digests


def _options(**given):
    from tfrecord_bridge.core.layout.format_options import FormatOptions
    return FormatOptions(**given)


# name -> function(temporary folder) -> digests
def case_defaults_float_nodata(folder, place=None):
    return _export_and_import(folder, FLOAT_NODATA, _options(patchDimensions=(4, 4)), place=place)


def case_rgb_byte_kernel_uncompressed(folder, place=None):
    return _export_and_import(folder, RGB, _options(patchDimensions=(128, 128), kernelSize=(5, 5),
                                                    compressed=False), place=place)


def case_shards_default_value(folder, place=None):
    return _export_and_import(folder, _synthetic(folder), _options(
        patchDimensions=(8, 8), kernelSize=(3, 3), maxFileSize=2000, defaultValue=-1.5, edgeMode="pad"),
        place=place)


def case_masked_threshold(folder, place=None):
    return _export_and_import(folder, _synthetic(folder), _options(patchDimensions=(5, 5), maskedThreshold=0.5),
                              place=place)


def case_sequence_data(folder, place=None):
    return _export_and_import(folder, _synthetic(folder, 12, 10), _options(
        patchDimensions=(5, 4), kernelSize=(3, 3), sequenceData=True), place=place)


def case_collapse_bands_tensor_depths(folder, place=None):
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    return _export_and_import(folder, [SourceLayer(RGB, bands=[1]), SourceLayer(RGB, array=True, name="colour")],
                              _options(patchDimensions=(256, 256), collapseBands=True, tensorDepths={"colour": 3},
                                       compressed=False), place=place)


def case_value_type_native_byte(folder, place=None):
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    return _export_and_import(folder, [SourceLayer(RGB, bands=[2, 3])], _options(
        patchDimensions=(200, 300), valueType="native", edgeMode="pad"), place=place)


def case_training_splits_labels(folder, place=None):
    from tfrecord_bridge.core.export.labels import LabelSource
    from tfrecord_bridge.core.export.training import TrainingOptions
    return _export_and_import(
        folder, _synthetic(folder, 32, 40), _options(patchDimensions=(4, 4), kernelSize=(3, 3), compressed=False),
        import_set="train", place=place, labels=LabelSource(_labels(folder), "polys", field="code", name="labels"),
        training=TrainingOptions("train=0.6,val=0.2,test=0.2", 2, 3, min_label_share=0.1, negative_ratio=0.5,
                                 tfindex=True, buffer=True))


def case_points(folder):
    from tfrecord_bridge.core.export.patches_at_points import export_patches_at_points
    from tfrecord_bridge.core.export.raster_source import SourceLayer
    from tfrecord_bridge.core.export.request import PointsRequest
    points = [(5.5, 25.5, {"id": 1, "name": "a"}), (20.0, 10.0, {"id": 2, "name": None}),
              (39.5, 0.5, {"id": 3, "name": "edge"}), (500.0, 500.0, {"id": 4, "name": "outside"}),
              (None, None, {"id": 5, "name": "no geometry"})]
    out = Path(folder) / "out"
    result = export_patches_at_points(PointsRequest([SourceLayer(_synthetic(folder))], out, "pts",
                                                    _options(patchDimensions=(6, 6), kernelSize=(3, 3))), points)
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


# name -> function(temporary folder[, place]): every case, here
CASES = {name[len("case_"):]: function for name, function in sorted(globals().items()) if name.startswith("case_")}
# "KIND_CASE" -> (case, kind of place): the cases run elsewhere too
ELSEWHERE = {f"{kind}_{case}": (case, kind) for kind in (Cluster.kind, S3.kind)
             for case in ("defaults_float_nodata", "shards_default_value", "training_splits_labels")}
ELSEWHERE[f"{GCS.kind}_shards_default_value"] = ("shards_default_value", GCS.kind)
NAMES = sorted([*CASES, *ELSEWHERE])


def place_kind(name):
    return ELSEWHERE.get(name, (name, Local.kind))[1]


def same_files(name):
    """Whether a case run elsewhere writes its local case's files, shards included, file for file; else its
    records joined and the other files: a cluster's plain export, whose tasks cut its shards
    (core.distributed.cuts_shards: not a training export's)."""
    case, kind = ELSEWHERE[name]
    return kind != Cluster.kind or case == "training_splits_labels"


def run_case(name, place=None):
    """The digests of one case, as JSON would give them back (lists, not tuples). ``place``: where it runs, of
    its kind (:func:`place_kind`); None: here, as a local case always runs."""
    case, kind = ELSEWHERE.get(name, (name, Local.kind))
    if (place.kind if place else Local.kind) != kind:
        raise ValueError(f"case {name} runs on a place of kind {kind}, not {place!r}")
    with tempfile.TemporaryDirectory(prefix=f"matrix-{name}-") as folder:
        return json.loads(json.dumps(CASES[case](folder, place) if place else CASES[case](folder)))


def main(argv):
    from osgeo import gdal

    import object_stores
    from tfrecord_bridge.core.distributed import dask_client
    gdal.UseExceptions()
    # The places the fixtures of test_behaviour_matrix.py give: a cluster of WORKERS processes, moto's server
    # and the GCS emulator.
    with tempfile.TemporaryDirectory(prefix="matrix-") as logs, dask_client(workers=WORKERS) as client, \
            object_stores.running_s3_server(Path(logs) / "moto.log") as s3, \
            object_stores.running_gcs_server(Path(logs) / "gcs.log") as gcs:
        places = {Local.kind: lambda: None, Cluster.kind: lambda: Cluster(client),
                  S3.kind: lambda: S3(object_stores.new_s3_bucket(s3)),
                  GCS.kind: lambda: GCS(object_stores.new_gcs_bucket(gcs))}
        digests = {name: run_case(name, places[place_kind(name)]()) for name in NAMES}
    text = json.dumps(digests, indent=1, sort_keys=True) + "\n"
    if "--write" in argv:
        EXPECTED.write_text(text, encoding="utf-8")
        print(f"wrote {EXPECTED}")
    else:
        print(text)


if __name__ == "__main__":
    main(sys.argv[1:])

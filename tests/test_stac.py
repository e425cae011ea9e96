"""STAC Items and catalogs (issue 45 item 3): what --stac (Processing's STAC, on in the panels) writes beside an
export, each training set, an import and a prediction, validated against the STAC core and extension schemas
kept in tests/data/stac_schemas (no network: every $ref resolves there), and read by pystac where its venv is."""

from __future__ import annotations

import json
import multiprocessing
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from osgeo import gdal, ogr, osr

from helpers import ROOT, write_float_bands, write_float_raster
from stac_validation import stac_errors, valid_stac

RGB = str(ROOT / "tests" / "data" / "rasterio" / "RGB.byte.tif")
LANDCOVER = str(ROOT / "tests" / "data" / "landcover" / "landcover.gpkg")
MODELS = ROOT / "tests" / "models"
# scripts/test.sh --pystac makes it: pystac, in a venv of its own (it is no dependency of the plugin).
PYSTAC_PYTHON = Path(os.environ.get("TFRECORD_BRIDGE_PYSTAC_VENV", "/tmp/tfrecord-bridge-pystac")) / "bin" / "python"


def catalog_items(folder):
    catalog = valid_stac(Path(folder) / "catalog.json")
    return sorted(link["href"] for link in catalog["links"] if link["rel"] == "item")


def footprint_bbox(crs, geotransform, width, height):
    """The grid's outline in WGS84 by OGR (a check apart from core/layout/stac.py's osr points), its envelope."""
    c, a, _, f, _, e = geotransform
    ring = ogr.Geometry(ogr.wkbLinearRing)
    for x, y in [(c, f), (c + a * width, f), (c + a * width, f + e * height), (c, f + e * height), (c, f)]:
        ring.AddPoint_2D(x, y)
    polygon = ogr.Geometry(ogr.wkbPolygon)
    polygon.AddGeometry(ring)
    polygon.Segmentize(abs(a) * 8)
    source, wgs84 = osr.SpatialReference(), osr.SpatialReference()
    source.SetFromUserInput(crs)
    wgs84.ImportFromEPSG(4326)
    for srs in (source, wgs84):
        srs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    polygon.AssignSpatialReference(source)
    polygon.TransformTo(wgs84)
    west, east, south, north = polygon.GetEnvelope()
    return [west, south, east, north]


def export(*arguments):
    from tfrecord_bridge.core import cli
    assert cli.main(["export-image", *arguments]) == 0


@pytest.fixture(scope="module")
def training_export(tmp_path_factory):
    """A split export of RGB.byte.tif with the landcover labels, with --stac."""
    folder = tmp_path_factory.mktemp("stac") / "out"
    export(RGB, "-o", str(folder), "--prefix", "lc", "--patch-dimensions", "128,128", "--label-layer", LANDCOVER,
           "--label-field", "class", "--splits", "train=0.6,val=0.2,test=0.2", "--split-block", "1", "--stac")
    return folder


def test_each_set_of_a_training_export_gets_an_item_that_validates_with_its_split_and_classes(training_export):
    assert catalog_items(training_export) == ["./lc-test-stac-item.json", "./lc-train-stac-item.json",
                                              "./lc-val-stac-item.json"]
    sidecar = json.loads((training_export / "lc-sidecar.json").read_text(encoding="utf-8"))
    splits = {}
    for name in ("train", "val", "test"):
        item = valid_stac(training_export / f"lc-{name}-stac-item.json")
        properties = item["properties"]
        splits[name] = properties["ml-aoi:split"]
        assert item["id"] == f"lc-{name}" and properties["tfrecord:set"] == name
        assert properties["tfrecord:patches"] == sidecar["splits"]["sets"][name]["patches"]
        assert properties["label:type"] == "raster"
        assert properties["label:classes"] == [{"name": None, "classes": [1, 2, 3, 4]}]
        assert [entry["name"] for entry in properties["tfrecord:classes"]] == ["cloud", "land", "shallows", "water"]
        assert properties["proj:code"] == "EPSG:32618" and properties["proj:shape"] == [640, 768]  # 5 x 6 patches
        dataset = gdal.Open(RGB)
        geotransform = dataset.GetGeoTransform()
        c, a, b, f, d, e = geotransform
        assert properties["proj:transform"] == [a, b, c, d, e, f]
        assert np.allclose(item["bbox"], footprint_bbox("EPSG:32618", geotransform, 768, 640), atol=1e-6)
        assert properties["tfrecord:formatOptions"]["patchDimensions"] == [128, 128]
        shards = [asset for asset in item["assets"].values() if "data" in asset["roles"]]
        assert [shard["href"] for shard in shards] == [f"./lc-{name}-00000.tfrecord.gz"]
        assert shards[0]["type"] == "application/x-tfrecord; compression=gzip"
        bands = shards[0]["raster:bands"]
        assert [band["name"] for band in bands] == ["b1", "b2", "b3", "label"]
        assert [band["data_type"] for band in bands] == ["float32"] * 3 + ["int64"]
        assert bands[3]["nodata"] == sidecar["labels"]["nodata"]
        assert {asset["href"] for asset in item["assets"].values() if asset["type"] == "application/json"} == {
            f"./lc-{name}-mixer.json", f"./lc-{name}-index.json", "./lc-sidecar.json"}
    assert splits == {"train": "train", "val": "validate", "test": "test"}


def test_pystac_reads_the_catalog_with_each_sets_split(training_export):
    if not PYSTAC_PYTHON.exists():
        pytest.skip(f"no pystac venv at {PYSTAC_PYTHON.parent.parent} (bash scripts/test.sh --pystac makes it)")
    script = ("import json, sys, pystac\n"
              "catalog = pystac.Catalog.from_file(sys.argv[1])\n"
              "print(json.dumps({item.id: [item.properties.get('ml-aoi:split'), sorted(item.assets),\n"
              "                  item.ext.proj.code] for item in catalog.get_items(recursive=True)}))\n")
    read = subprocess.run([str(PYSTAC_PYTHON), "-c", script, str(training_export / "catalog.json")],
                          capture_output=True, text=True, timeout=120)
    assert read.returncode == 0, read.stderr
    items = json.loads(read.stdout)
    assert {name: value[0] for name, value in items.items()} == {
        "lc-train": "train", "lc-val": "validate", "lc-test": "test"}
    assert all("00000" in value[1] and value[2] == "EPSG:32618" for value in items.values())


@pytest.fixture
def small_raster(tmp_path):
    return write_float_raster(tmp_path / "small.tif", np.arange(32 * 24, dtype=np.float32).reshape(24, 32))


def test_a_second_export_into_the_folder_is_added_to_its_catalog_and_a_replaced_one_leaves_it(small_raster,
                                                                                                tmp_path):
    folder = tmp_path / "out"
    export(small_raster, "-o", str(folder), "--prefix", "a", "--patch-dimensions", "8,8", "--stac")
    assert catalog_items(folder) == ["./a-stac-item.json"]
    export(small_raster, "-o", str(folder), "--prefix", "b", "--patch-dimensions", "8,8", "--stac")
    assert catalog_items(folder) == ["./a-stac-item.json", "./b-stac-item.json"]
    item = valid_stac(folder / "b-stac-item.json")
    assert item["properties"]["proj:code"] == "EPSG:32633" and item["properties"]["tfrecord:patches"] == 12
    assert "ml-aoi:split" not in item["properties"]
    # An export with a's prefix without --stac replaces a's files, its Item too: the catalog no longer links it.
    export(small_raster, "-o", str(folder), "--prefix", "a", "--patch-dimensions", "8,8")
    assert not (folder / "a-stac-item.json").exists()
    assert catalog_items(folder) == ["./b-stac-item.json"]


def _export_in_a_process(raster, folder, prefix):
    from tfrecord_bridge.core import cli
    try:
        return cli.main(["export-image", raster, "-o", folder, "--prefix", prefix, "--patch-dimensions", "8,8",
                         "--stac"])
    except SystemExit as error:  # a usage error: returned, as a pool's worker that exits is replaced, not reported
        return error.code


@pytest.mark.slow  # processes of their own
def test_exports_of_several_prefixes_at_once_each_land_in_the_catalog(small_raster, tmp_path):
    folder = str(tmp_path / "out")
    prefixes = [f"p{number}" for number in range(4)]
    with multiprocessing.get_context("spawn").Pool(len(prefixes)) as pool:
        statuses = pool.starmap_async(_export_in_a_process,
                                      [(small_raster, folder, prefix) for prefix in prefixes]).get(timeout=300)
    assert statuses == [0] * len(prefixes)
    assert catalog_items(folder) == [f"./{prefix}-stac-item.json" for prefix in prefixes]
    assert not [name for name in os.listdir(folder) if name.endswith((".part", ".lock"))]


def run_killed(raster, folder, kill_at):
    """An export with --stac in a process of its own (tests/killed_commit.py), killed at its ``kill_at``-th rename
    or delete; 0: run to its end, returning how many it made."""
    env = dict(os.environ, TFRECORD_PLUGIN_DIR=str(ROOT))
    result = subprocess.run([sys.executable, str(ROOT / "tests" / "killed_commit.py"), str(raster), str(folder),
                             "8", "5000", str(kill_at), "stac"], capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == (9 if kill_at else 0), result.stderr
    return int(result.stdout.split()[-1]) if not kill_at else None


@pytest.mark.slow  # an export killed in a process of its own at each step of its commit
def test_an_export_killed_in_its_commit_is_finished_or_undone_with_its_item_and_the_catalog(small_raster,
                                                                                          tmp_path):
    """The commit journal names the Item and the folder's catalog.json: the next export puts them right with the
    rest (a journal naming a file that is no export's stops every later export, naming the journal)."""
    template = tmp_path / "template"
    export(small_raster, "-o", str(template), "--prefix", "x", "--patch-dimensions", "4,4", "--stac")
    export(small_raster, "-o", str(template), "--prefix", "other", "--patch-dimensions", "4,4", "--stac")
    count = tmp_path / "count"
    shutil.copytree(template, count)
    calls = run_killed(small_raster, count, 0)
    for kill_at in range(1, calls + 1):
        folder = tmp_path / f"kill{kill_at}"
        shutil.copytree(template, folder)
        run_killed(small_raster, folder, kill_at)
        export(small_raster, "-o", str(folder), "--prefix", "x", "--patch-dimensions", "8,8", "--stac")
        assert catalog_items(folder) == ["./other-stac-item.json", "./x-stac-item.json"], kill_at
        assert valid_stac(folder / "x-stac-item.json")["properties"]["tfrecord:patches"] == 12, kill_at
        assert not [name for name in os.listdir(folder) if name.endswith(".part")], kill_at


def test_an_export_whose_item_cannot_be_committed_leaves_no_file(small_raster, tmp_path):
    """The Item and the catalog arrive with the shards or not at all: a catalog.json that is a folder fails the
    commit, and the export's files go with it."""
    folder = tmp_path / "out"
    (folder / "catalog.json").mkdir(parents=True)
    from tfrecord_bridge.core import cli
    assert cli.main(["export-image", small_raster, "-o", str(folder), "--prefix", "a", "--patch-dimensions", "8,8",
                     "--stac"]) != 0
    assert os.listdir(folder) == ["catalog.json"]


def test_an_import_writes_an_item_of_the_geotiff_that_validates(training_export, tmp_path):
    from tfrecord_bridge.core import cli
    output = tmp_path / "maps" / "train.tif"
    output.parent.mkdir()
    assert cli.main(["import-image", "--folder", str(training_export), "--prefix", "lc-train", "-o", str(output),
                     "--class-table", str(training_export / "lc-sidecar.json"), "--features", "label",
                     "--stac"]) == 0
    assert catalog_items(output.parent) == ["./train.stac-item.json"]
    item = valid_stac(output.parent / "train.stac-item.json")
    data = item["assets"]["data"]
    assert data["href"] == "./train.tif" and data["type"] == "image/tiff; application=geotiff"
    dataset = gdal.Open(str(output))
    band = dataset.GetRasterBand(1)
    assert data["raster:bands"] == [{"name": band.GetDescription(), "data_type": "uint8",
                                     "nodata": int(band.GetNoDataValue())}]
    assert item["properties"]["proj:shape"] == [dataset.RasterYSize, dataset.RasterXSize]
    assert item["properties"]["label:classes"][0]["classes"] == [1, 2, 3, 4]
    sources = [link["href"] for link in item["links"] if link["rel"] == "derived_from"]
    assert sources == [os.path.relpath(training_export / "lc-train-00000.tfrecord.gz", output.parent)]


def test_an_import_whose_item_cannot_be_committed_leaves_no_geotiff(training_export, tmp_path):
    from tfrecord_bridge.core import cli
    (tmp_path / "catalog.json").mkdir()
    assert cli.main(["import-image", "--folder", str(training_export), "--prefix", "lc-train",
                     "-o", str(tmp_path / "train.tif"), "--stac"]) != 0
    assert os.listdir(tmp_path) == ["catalog.json"]


def test_a_prediction_item_names_the_model_in_mlm_terms(tmp_path):
    pytest.importorskip("onnxruntime")
    from tfrecord_bridge.core import cli
    values = np.random.default_rng(7).normal(0, 1.5, (3, 40, 48)).astype(np.float32)
    raster = write_float_bands(tmp_path / "scene.tif", values, -1.0)
    output = tmp_path / "pred.tif"
    assert cli.main(["predict", str(raster), "--model", str(MODELS / "conv_nchw.onnx"), "-o", str(output),
                     "--patch-dimensions", "16,16", "--kernel-size", "3", "--stac"]) == 0
    item = valid_stac(tmp_path / "pred.stac-item.json")
    properties = item["properties"]
    assert properties["mlm:name"] == "conv_nchw" and properties["mlm:framework"] == "ONNX"
    (model_input,) = properties["mlm:input"]
    assert model_input["input"] == {"shape": [-1, 3, 18, 18], "dim_order": ["batch", "bands", "height", "width"],
                                    "data_type": "float32"}
    assert model_input["bands"] == ["b1", "b2", "b3"]
    (model_output,) = properties["mlm:output"]
    assert model_output["result"]["shape"] == [-1, 2, 16, 16]
    assert item["assets"]["model"]["href"] == os.path.relpath(MODELS / "conv_nchw.onnx", tmp_path)
    assert item["assets"]["model"]["roles"] == ["mlm:model"]
    assert [band["name"] for band in item["assets"]["data"]["raster:bands"]] == ["water", "land"]
    assert [link["href"] for link in item["links"] if link["rel"] == "derived_from"] == ["./scene.tif"]


def resolved(item_path, href):
    """Where a STAC reader (pystac's make_absolute_href) finds ``href`` of the Item at ``item_path``."""
    return Path(os.path.normpath(Path(item_path).parent.absolute() / href))


def test_an_imports_source_links_resolve_from_the_item_and_say_gzip(training_export, tmp_path, monkeypatch):
    # As typed from another folder (cd /tmp/x; import-image --folder ../plain -o out/rgb.tif): the links must lead
    # from out/ to the shards, not be the text typed.
    from tfrecord_bridge.core import cli
    (tmp_path / "x").mkdir()
    monkeypatch.chdir(tmp_path / "x")
    typed = os.path.relpath(training_export, tmp_path / "x")
    assert cli.main(["import-image", "--folder", typed, "--prefix", "lc-train", "-o", "out/rgb.tif",
                     "--stac"]) == 0
    item_path = tmp_path / "x" / "out" / "rgb.stac-item.json"
    item = valid_stac(item_path)
    (link,) = [link for link in item["links"] if link["rel"] == "derived_from"]
    assert resolved(item_path, link["href"]) == training_export / "lc-train-00000.tfrecord.gz"
    assert not Path(link["href"]).is_absolute() and link["href"].startswith("../")
    # The export's asset of the same file says its compression; the link says the same.
    exported = json.loads((training_export / "lc-train-stac-item.json").read_text(encoding="utf-8"))
    assert link["type"] == exported["assets"]["00000"]["type"] == "application/x-tfrecord; compression=gzip"


def test_a_class_map_predictions_links_resolve_and_its_mlm_output_is_the_models(tmp_path, monkeypatch):
    pytest.importorskip("onnxruntime")
    from tfrecord_bridge.core import cli
    values = np.random.default_rng(7).normal(0, 1.5, (3, 40, 48)).astype(np.float32)
    (tmp_path / "data").mkdir()
    write_float_bands(tmp_path / "data" / "scene.tif", values, -1.0)
    table = tmp_path / "classes.csv"
    table.write_text("value,name\n10,sea\n20,shore\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)  # paths as typed in the checkout: data/scene.tif, out/pred.tif
    assert cli.main(["predict", "data/scene.tif", "--model", str(MODELS / "conv_nchw.onnx"), "-o", "out/pred.tif",
                     "--patch-dimensions", "16,16", "--kernel-size", "3", "--class-table", str(table),
                     "--stac"]) == 0
    item_path = tmp_path / "out" / "pred.stac-item.json"
    item = valid_stac(item_path)
    (link,) = [link for link in item["links"] if link["rel"] == "derived_from"]
    assert link["href"] == "../data/scene.tif" and resolved(item_path, link["href"]) == tmp_path / "data" / "scene.tif"
    assert resolved(item_path, item["assets"]["model"]["href"]) == MODELS / "conv_nchw.onnx"
    # mlm:output is what the model gives (two float32 scores a pixel), the class map is the data asset's band.
    (model_output,) = item["properties"]["mlm:output"]
    assert model_output["bands"] == ["water", "land"]
    assert model_output["result"]["shape"] == [-1, 2, 16, 16]
    assert model_output["result"]["data_type"] == "float32"
    (band,) = item["assets"]["data"]["raster:bands"]
    assert band["data_type"] == "uint8"


@pytest.mark.slow  # moto's S3 server
def test_an_export_into_a_bucket_writes_its_item_and_catalog_there(small_raster, s3_bucket):
    export(small_raster, "-o", s3_bucket.url + "/x", "--prefix", "a", "--patch-dimensions", "8,8", "--stac")
    export(small_raster, "-o", s3_bucket.url + "/x", "--prefix", "b", "--patch-dimensions", "8,8", "--stac")
    keys = s3_bucket.keys()
    assert {"x/a-stac-item.json", "x/b-stac-item.json", "x/catalog.json"} <= set(keys)
    assert not [key for key in keys if key.endswith((".part", ".lock"))]
    catalog = json.loads(s3_bucket.get("x/catalog.json"))
    assert stac_errors(catalog) == []
    assert [link["href"] for link in catalog["links"] if link["rel"] == "item"] == [
        "./a-stac-item.json", "./b-stac-item.json"]
    item = json.loads(s3_bucket.get("x/a-stac-item.json"))
    assert stac_errors(item) == []
    assert {asset["href"] for asset in item["assets"].values()} >= {"./a-00000.tfrecord.gz", "./a-mixer.json"}
    # The import into the bucket sends a COG: its Item says so.
    from tfrecord_bridge.core import cli
    assert cli.main(["import-image", "--folder", s3_bucket.url + "/x", "--prefix", "a",
                     "-o", s3_bucket.url + "/maps/a.tif", "--stac"]) == 0
    item = json.loads(s3_bucket.get("maps/a.stac-item.json"))
    assert stac_errors(item) == []
    assert item["assets"]["data"] == {
        "href": "./a.tif", "type": "image/tiff; application=geotiff; profile=cloud-optimized", "roles": ["data"],
        "raster:bands": [{"name": "b1", "data_type": "float32"}]}
    catalog = json.loads(s3_bucket.get("maps/catalog.json"))
    assert [link["href"] for link in catalog["links"] if link["rel"] == "item"] == ["./a.stac-item.json"]
    assert not [key for key in s3_bucket.keys() if key.endswith((".part", ".lock"))]


def test_the_stac_option_is_a_processing_parameter_and_checked_in_the_panels(tfrecord_provider, tmp_path,
                                                                            small_raster, run_algorithm):
    from tfrecord_bridge.core.layout.schema import EXPORT_IMAGE, IMPORT_IMAGE, PREDICT
    from tfrecord_bridge.ui.option_fields import OptionField
    for schema in (EXPORT_IMAGE, IMPORT_IMAGE, PREDICT):
        assert schema["stac"].parameter == "STAC" and schema["stac"].flag == "--stac"
        assert schema["stac"].default is False
    assert OptionField(EXPORT_IMAGE["stac"]).parameter_value() is True
    run_algorithm("tfrecord:exportimage", {"INPUT": [small_raster], "PATCH_DIMENSIONS": "8,8", "STAC": True,
                                           "OUTPUT": str(tmp_path / "p"), "PREFIX": "q"})
    valid_stac(tmp_path / "p" / "q-stac-item.json")
    assert catalog_items(tmp_path / "p") == ["./q-stac-item.json"]


def test_a_grid_in_a_crs_without_a_way_to_wgs84_gets_a_null_geometry_and_its_wkt(tmp_path):
    from tfrecord_bridge.core.layout import stac
    local = 'LOCAL_CS["site grid",UNIT["metre",1],AXIS["Easting",EAST],AXIS["Northing",NORTH]]'
    item = stac.grid_item(str(tmp_path / "a-stac-item.json"), local, (0, 2, 0, 10, 0, -2), 5, 5, {}, {})
    assert item["geometry"] is None and "bbox" not in item
    assert "site grid" in item["properties"]["proj:wkt2"] and item["properties"]["proj:transform"][:3] == [2, 0, 0]
    assert stac_errors(item) == []


def test_the_kept_schemas_refuse_what_an_item_must_not_be(training_export):
    """The validation can fail: an Item without its bbox, or with a split ml-aoi does not know, is refused."""
    item = json.loads((training_export / "lc-train-stac-item.json").read_text(encoding="utf-8"))
    broken = dict(item)
    del broken["bbox"]
    assert stac_errors(item) == [] and stac_errors(broken) != []
    broken = json.loads(json.dumps(item))
    broken["properties"]["ml-aoi:split"] = "training"
    assert [error.rsplit(": ", 2)[0] for error in stac_errors(broken)] == [
        "https://stac-extensions.github.io/ml-aoi/v0.2.0/schema.json"]
    broken = json.loads(json.dumps(item))
    broken["properties"]["proj:shape"] = [640]
    assert any("projection" in error for error in stac_errors(broken))


def test_links_to_files_outside_the_items_folder_resolve_from_it(tmp_path, monkeypatch):
    from tfrecord_bridge.core.layout.stac import href
    monkeypatch.chdir(tmp_path)
    # Local: relative to the Item's folder, however either path was typed.
    assert href("data/scene.tif", "out/pred.stac-item.json") == "../data/scene.tif"
    assert href(str(tmp_path / "data" / "scene.tif"), "out/p.stac-item.json") == "../data/scene.tif"
    assert href("out/sub/x.tif", str(tmp_path / "out" / "p.stac-item.json")) == "./sub/x.tif"
    assert href("out/x.tif", "out/p.stac-item.json") == "./x.tif"
    # A bucket or URL: its URL as a user writes it, never GDAL's name nor a credential.
    assert href("/vsis3/b/k/x.tif", "out/p.stac-item.json") == "s3://b/k/x.tif"
    assert href("s3://b/other/x.tif", "s3://b/out/p.stac-item.json") == "s3://b/other/x.tif"
    assert "secret" not in href("https://h/x.tif?X-Amz-Signature=secret", "out/p.stac-item.json")
    # A local file linked from an Item in a bucket: its absolute path.
    assert href("data/scene.tif", "s3://b/out/p.stac-item.json") == str(tmp_path / "data" / "scene.tif")

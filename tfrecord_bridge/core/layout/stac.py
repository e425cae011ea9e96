"""STAC Items describing what a run wrote, and the ``catalog.json`` linking a folder's Items (FORMAT.md 3.9).

An export (each set of a training export), an import and a prediction asked for one (``stac``) write an Item
beside their files, committed with them (the Item is one of the run's :class:`..places.outputs.Outputs`, or
renamed with the GeoTIFF): catalogs (pystac, QGIS's STAC browser, STAC APIs) find it, with

- ``geometry`` and ``bbox`` in WGS84 (longitude, latitude: GeoJSON's order whatever the CRS's axis order), the
  grid's footprint, its edges followed point by point so that a projected grid's curved outline is kept;
- the projection extension's ``proj:code`` (or ``proj:wkt2`` for a CRS without an authority code),
  ``proj:shape`` and ``proj:transform`` of the grid;
- every file as an asset with its media type (TFRecord has none registered: :data:`TFRECORD_TYPE`), the
  bands (``raster:bands``: name, data type, nodata) on the data assets;
- the patch layout and formatOptions under :data:`OURS` (``tfrecord:``), the label extension's classes of a
  training export's label band, the ml-aoi extension's ``ml-aoi:split`` of its sets, and for a prediction
  its source and the model (the MLM extension's ``mlm:`` fields, as far as the ONNX file tells).

Asset and link hrefs are relative to the Item (``./name``): the Items, the catalog and the files move together;
a file outside the Item's folder (an import's shards, a prediction's rasters and model) is linked relative to that
folder too, a file in a bucket or at a URL by its URL (:func:`href`).
Everything here is plain JSON built from plain values; :func:`wgs84_footprint` alone asks GDAL's osr.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import os
import re
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

import numpy as np
from osgeo import gdal, osr

from ..base.messages import message
from ..places import storage
from ..places.json_input import MAX_SIDECAR_BYTES, read_text
from ..places.outputs import Outputs
from ..places.writer_lock import WriterLock, WriterLockError
from .naming import CATALOG_NAME, GZIP_SUFFIX, STAC_ITEM_NAME

STAC_VERSION = "1.0.0"
PROJECTION = "https://stac-extensions.github.io/projection/v2.0.0/schema.json"
RASTER = "https://stac-extensions.github.io/raster/v1.1.0/schema.json"
LABEL = "https://stac-extensions.github.io/label/v1.0.1/schema.json"
ML_AOI = "https://stac-extensions.github.io/ml-aoi/v0.2.0/schema.json"
MLM = "https://stac-extensions.github.io/mlm/v1.5.2/schema.json"
# No media type is registered for TFRecord; this is the one the TensorFlow and STAC communities write
# (GZIP shards say it with a parameter).
TFRECORD_TYPE = "application/x-tfrecord"
TFRECORD_GZIP_TYPE = TFRECORD_TYPE + "; compression=gzip"
JSON_TYPE = "application/json"
GEOTIFF_TYPE = "image/tiff; application=geotiff"
COG_TYPE = GEOTIFF_TYPE + "; profile=cloud-optimized"
ONNX_TYPE = "application/octet-stream; framework=onnx; profile=onnx"  # as MLM's README spells a framework's
ITEM_TYPE = "application/geo+json"
OURS = "tfrecord:"  # the prefix of our properties: the patch layout, formatOptions, features
# After an export's stem (PREFIX-stac-item.json); NAME.stac-item.json beside a GeoTIFF.
ITEM_NAME = STAC_ITEM_NAME
CATALOG_LOCK_NAME = CATALOG_NAME + ".lock"
# Points along each edge of the footprint: a projected grid's edges are curves in WGS84.
_EDGE_POINTS = 16
# ml-aoi's splits; a set named otherwise gets no ml-aoi:split (its name stays in tfrecord:set).
_SPLITS = {"train": "train", "training": "train", "val": "validate", "valid": "validate", "validate": "validate",
           "validation": "validate", "test": "test", "testing": "test"}
_RASTER_TYPES = {"int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32",
                 "float64"}
_GDAL_TYPES = {"Byte": "uint8", "Int8": "int8", "UInt16": "uint16", "Int16": "int16", "UInt32": "uint32",
               "Int32": "int32", "UInt64": "uint64", "Int64": "int64", "Float32": "float32", "Float64": "float64"}


def split_of(set_name: str) -> str | None:
    """ml-aoi's split (train, validate, test) a training set's name says; None for any other name."""
    return _SPLITS.get(set_name.lower())


def data_type(name: object) -> str:
    """The raster extension's data type of a numpy dtype, a dtype's name or a GDAL type name ('other' else)."""
    text = str(name)
    if text in _GDAL_TYPES:
        return _GDAL_TYPES[text]
    try:
        text = np.dtype(text).name
    except TypeError:
        return "other"
    return text if text in _RASTER_TYPES else "other"


def _srs(crs: str) -> osr.SpatialReference:
    srs = osr.SpatialReference()
    if srs.SetFromUserInput(crs) != 0:
        raise ValueError(message("the CRS {crs!r} cannot be read", crs=crs[:200]))
    srs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    return srs


def projection_fields(crs: str, geotransform: Sequence[float], width: int, height: int) -> dict[str, Any]:
    """proj:code (an authority's code) or proj:wkt2, proj:shape [rows, columns] and proj:transform (the affine's
    six numbers, as STAC writes them: a, b, c, d, e, f) of a grid."""
    srs = _srs(crs)
    authority, code = srs.GetAuthorityName(None), srs.GetAuthorityCode(None)
    fields: dict[str, Any] = ({"proj:code": f"{authority}:{code}"} if authority and code
                              else {"proj:wkt2": srs.ExportToWkt(["FORMAT=WKT2_2019"]) or crs})
    c, a, b, f, d, e = (float(value) for value in geotransform)
    fields["proj:shape"] = [int(height), int(width)]
    fields["proj:transform"] = [a, b, c, d, e, f]
    return fields


def wgs84_footprint(crs: str, geotransform: Sequence[float], width: int,
                    height: int) -> tuple[dict[str, Any], list[float]]:
    """(GeoJSON Polygon, bbox [west, south, east, north]) of the grid's outline in WGS84, longitude first."""
    c, a, b, f, d, e = (float(value) for value in geotransform)
    steps = np.linspace(0.0, 1.0, _EDGE_POINTS + 1)[:-1]
    # The outline counter-clockwise on the map for a north-up grid: down the left edge, along the bottom, up, back.
    columns = np.concatenate([np.zeros_like(steps), steps * width, np.full_like(steps, width), (1 - steps) * width])
    rows = np.concatenate([steps * height, np.full_like(steps, height), (1 - steps) * height, np.zeros_like(steps)])
    xs, ys = c + a * columns + b * rows, f + d * columns + e * rows
    wgs84 = osr.SpatialReference()
    wgs84.ImportFromEPSG(4326)
    wgs84.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    gdal.PushErrorHandler("CPLQuietErrorHandler")  # the refusal is said below, with the CRS
    try:
        transform = osr.CreateCoordinateTransformation(_srs(crs), wgs84)
    except RuntimeError:  # with GDAL's exceptions on
        transform = None
    finally:
        gdal.PopErrorHandler()
    if transform is None:
        raise ValueError(message("the grid's outline in {crs} has no place in WGS84", crs=crs[:200]))
    points = np.array(transform.TransformPoints(np.column_stack([xs, ys]).tolist()))[:, :2]
    if not np.isfinite(points).all():
        raise ValueError(message("the grid's outline in {crs} has no place in WGS84", crs=crs[:200]))
    ring = [[round(float(x), 9), round(float(y), 9)] for x, y in points]
    if _signed_area(ring) < 0:  # a south-up grid's outline runs the other way: GeoJSON wants it counter-clockwise
        ring.reverse()
    ring.append(ring[0])
    lons, lats = [point[0] for point in ring], [point[1] for point in ring]
    return {"type": "Polygon", "coordinates": [ring]}, [min(lons), min(lats), max(lons), max(lats)]


def _signed_area(ring: Sequence[Sequence[float]]) -> float:
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(ring, list(ring[1:]) + [ring[0]])) / 2


def raster_bands(names: Sequence[str], data_types: Sequence[object], nodata: float | None = None
                 ) -> list[dict[str, Any]]:
    """The raster extension's bands: each band's name, data type and (when there is one) nodata."""
    bands = []
    for name, kind in zip(names, data_types):
        band: dict[str, Any] = {"name": str(name), "data_type": data_type(kind)}
        if nodata is not None and np.isfinite(nodata):
            band["nodata"] = float(nodata) if not float(nodata).is_integer() else int(nodata)
        bands.append(band)
    return bands


def now() -> str:
    """The Item's datetime: when the run wrote the files (UTC)."""
    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def href(path: str, item_path: str) -> str:
    """``path`` as the Item at ``item_path`` links it (FORMAT.md 3.8), so that a reader resolving it from the Item
    finds the file: ./NAME beside it; a local file elsewhere relative to the Item's folder (../plain/x.tfrecord.gz),
    not as typed (relative to the folder the command ran in); a file in a bucket or at a URL as its URL (s3://...,
    never GDAL's /vsis3/ name), and a local
    file linked from an Item in a bucket (or on another drive) by its absolute path."""
    folder = storage.dirname(item_path)
    if storage.dirname(path) == folder:
        return "./" + storage.basename(path)
    if storage.is_virtual(path):
        # s3://b/k for /vsis3/b/k; a credential in a URL's query is masked, never written into the Item.
        return storage.user_path(storage.gdal_path(path))
    local = os.path.abspath(storage.gdal_path(path))  # file:///x as /x
    if storage.is_virtual(item_path):
        return local
    try:
        relative = os.path.relpath(local, os.path.abspath(storage.gdal_path(folder) or "."))
    except ValueError:  # Windows: another drive has no relative path
        return local
    relative = relative.replace(os.sep, "/")
    return relative if relative.startswith("../") else "./" + relative


def tfrecord_type(path: str) -> str:
    """The media type of the TFRecord file ``path``, by its name as EE's names tell (``.gz``: GZIP), the same for an
    export's asset and an import's source link."""
    return TFRECORD_GZIP_TYPE if str(path).endswith(GZIP_SUFFIX) else TFRECORD_TYPE


def asset(path: str, item_path: str, media_type: str, roles: Sequence[str], title: str = "",
          fields: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """An asset of the file ``path`` in the Item at ``item_path``, with extension ``fields`` ('raster:bands')."""
    entry: dict[str, Any] = {"href": href(path, item_path), "type": media_type, "roles": list(roles)}
    if title:
        entry["title"] = title
    entry.update(fields or {})
    return entry


def item_id(path: str) -> str:
    """An Item's id: its file's name without the Item suffix (PREFIX-train, NAME)."""
    name = storage.basename(path)
    for suffix in ("-" + ITEM_NAME, "." + ITEM_NAME, ITEM_NAME):
        if name.endswith(suffix) and len(name) > len(suffix):
            return name[:-len(suffix)]
    return name


def grid_item(item_path: str, crs: str, geotransform: Sequence[float], width: int, height: int,
              properties: Mapping[str, Any], assets: Mapping[str, Any], extensions: Iterable[str] = (),
              in_catalog: bool = True) -> dict[str, Any]:
    """A STAC Item of files on one grid: geometry, bbox and proj: fields from the grid, the given properties and
    assets (with the projection extension and ``extensions``), linked to the folder's catalog."""
    try:
        geometry, bbox = wgs84_footprint(crs, geotransform, width, height)
    except (ValueError, RuntimeError):
        # A CRS with no way to WGS84 (a local engineering CRS): STAC's null geometry, no bbox, rather than a run
        # whose every other file is written failing for its Item; proj: still says where the grid lies.
        geometry, bbox = None, None
    props = {"datetime": now(), **projection_fields(crs, geotransform, width, height), **properties}
    links = ([{"rel": rel, "href": "./" + CATALOG_NAME, "type": JSON_TYPE} for rel in ("root", "parent")]
             if in_catalog else [])
    item = {"type": "Feature", "stac_version": STAC_VERSION, "stac_extensions": sorted({PROJECTION, *extensions}),
            "id": item_id(item_path), "geometry": geometry, "bbox": bbox, "properties": props, "links": links,
            "assets": dict(assets)}
    if bbox is None:
        del item["bbox"]
    return item


def item_json(item: Mapping[str, Any]) -> str:
    return json.dumps(item, indent=2, allow_nan=False) + "\n"


def label_fields(labels: Mapping[str, Any]) -> dict[str, Any]:
    """The label extension's fields of an export sidecar's ``labels`` (a label band burnt from a vector layer):
    a raster label whose classes are the class values (names beside them under tfrecord:classes)."""
    classes = [entry for entry in labels.get("classes") or [] if isinstance(entry, Mapping)]
    fields: dict[str, Any] = {
        "label:type": "raster", "label:properties": None,
        "label:description": message("the band {band} burnt from {source}", band=labels.get("band", ""),
                                     source=storage.basename(str(labels.get("source") or "")) or "?")}
    if classes:
        fields["label:classes"] = [{"name": None, "classes": [entry.get("value") for entry in classes]}]
        fields[OURS + "classes"] = [{"value": entry.get("value"), "name": entry.get("name")} for entry in classes]
    return fields


def model_name(text: str) -> str:
    """A model's name as MLM allows one (a letter first, letters, digits, '_.- ' within)."""
    name = re.sub(r"[^A-Za-z0-9_.\- ]", "_", text).strip(" ._-")
    if not name or not name[0].isalpha():
        name = "model-" + name
    return name if len(name) > 1 and name[-1].isalnum() else name + "0"


# ---------------------------------------------------------------------------------------------------------------
# The folder's catalog

def catalog_text(earlier: str | None, folder_title: str, add: Sequence[str], drop: Iterable[str] = ()) -> str:
    """The ``catalog.json`` linking the Items ``add`` (their names in the folder) and those the ``earlier``
    catalog linked, but not ``drop`` (the Items this run superseded without writing again). An earlier file
    that is no catalog of ours is kept as far as it is one: its id, title, description and other links."""
    data: dict[str, Any] = {}
    if earlier:
        try:
            found = json.loads(earlier)
        except ValueError:
            found = None
        data = found if isinstance(found, dict) and found.get("type") == "Catalog" else {}
    links = [link for link in data.get("links") or [] if isinstance(link, dict) and isinstance(link.get("href"), str)]
    gone = {"./" + name for name in [*drop, *add]}
    items = [link for link in links if link.get("rel") == "item" and link["href"] not in gone] + [
        {"rel": "item", "href": "./" + name, "type": ITEM_TYPE} for name in add]
    items.sort(key=lambda link: link["href"])
    others = [link for link in links if link.get("rel") not in ("item", "root", "self")]
    catalog = {
        "type": "Catalog", "stac_version": STAC_VERSION, "id": str(data.get("id") or folder_title or "catalog"),
        "description": str(data.get("description") or message("TFRecord Bridge's exports, imports and predictions")),
        "links": [{"rel": "root", "href": "./" + CATALOG_NAME, "type": JSON_TYPE}] + others + items}
    if data.get("title"):
        catalog["title"] = data["title"]
    return json.dumps(catalog, indent=2) + "\n"


# Another run's catalog lock is held for its commit alone: waited for this long before giving up.
CATALOG_WAIT_SECONDS = 120.0


def catalog_path(folder: str) -> str:
    return storage.join(folder, CATALOG_NAME)


@contextlib.contextmanager
def catalog_updated(outputs: Outputs, folder: str, items: Sequence[str], dropped: Iterable[str] = (),
                    log: Callable[[str], object] | None = None) -> Iterator[None]:
    """Around a commit of ``outputs``: the folder's ``catalog.json`` with the Items ``items`` (paths in
    ``folder``) linked and those ``dropped`` (paths) unlinked, written into ``outputs`` so that it arrives with
    them (or the earlier catalog stays, if the commit fails).

    Runs writing other prefixes to the same folder update the same catalog: each holds the folder's catalog lock
    (``catalog.json.lock``, :mod:`..places.writer_lock`) from reading it until its commit is done, and waits for
    another run's (which holds it for its commit only) rather than being refused, as a second export of the same
    prefix is: their files are not the same."""
    lock = WriterLock(storage.join(folder, CATALOG_LOCK_NAME), outputs.run_id)
    deadline = time.monotonic() + CATALOG_WAIT_SECONDS
    while True:
        try:
            lock.acquire(log)
            break
        except WriterLockError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)
    try:
        path = catalog_path(folder)
        earlier = read_text(path, MAX_SIDECAR_BYTES, message("a catalog")) if storage.exists(path) else None
        names = [storage.basename(item) for item in items]
        if names or earlier is not None:  # only Items to unlink and no catalog: none is made
            outputs.write_text(path, catalog_text(earlier, storage.basename(folder.rstrip("/")), names,
                                                  [storage.basename(item) for item in dropped]))
        yield
    finally:
        lock.release()

"""The STAC Item of a GeoTIFF the import (or predict) wrote (:mod:`..layout.stac`): ``NAME.stac-item.json`` beside
``NAME.tif``, linked from the folder's ``catalog.json``.

The GeoTIFF is renamed into place first (by :func:`.import_image.write_geotiff`); the Item and the catalog are then
committed together, and if that fails the GeoTIFF (with its ``.aux.xml``) is deleted again, so that a failed run
leaves neither a raster without its Item nor an Item without its raster.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol

from osgeo import gdal

from ..layout import stac
from ..layout.mixer import Mixer
from ..places import storage
from ..places.outputs import Outputs, remove_quietly
from ..places.place import Place


class WrittenRaster(Protocol):
    """What the Item tells of a GeoTIFF written (an import_image.ImportResult; named so here, as that module
    writes the Items through this one)."""

    path: str
    width: int
    height: int
    band_names: list[str]
    data_type: str
    nodata: float | None
    classes: tuple[float, ...] | None
    class_names: tuple[str, ...] | None


def item_path_of(raster: str) -> str:
    """NAME.stac-item.json beside NAME.tif."""
    folder, name = storage.dirname(raster), storage.basename(raster)
    stem = name.rsplit(".", 1)[0] if "." in name else name
    return storage.join(folder, stem + "." + stac.ITEM_NAME)


def is_cog(raster: str) -> bool:
    """Whether GDAL reads ``raster`` as a Cloud Optimized GeoTIFF (its layout says so)."""
    dataset = gdal.OpenEx(Place.of(raster).gdal, gdal.OF_RASTER)
    # GDAL says it as the domain's layout item, the one item there whose value can be COG (read by value: its key
    # is spelled as predict's Processing parameter, which core writes nowhere but the schema).
    return dataset is not None and "COG" in (dataset.GetMetadata("IMAGE_STRUCTURE") or {}).values()


def raster_item(result: WrittenRaster, mixer: Mixer, sources: Sequence[str], source_type: str | None = None,
                properties: Mapping[str, Any] | None = None, assets: Mapping[str, Any] | None = None,
                extensions: Iterable[str] = ()) -> tuple[str, dict[str, Any]]:
    """(path, Item) of the GeoTIFF ``result`` describes, on ``mixer``'s grid: the GeoTIFF as the data asset with
    its bands, the TFRecord files (``source_type`` None: typed by :func:`.stac.tfrecord_type`) or rasters it came
    from (``sources``) as source links, and ``properties``,
    ``assets`` and ``extensions`` of the caller's (predict's model)."""
    path = item_path_of(result.path)
    media = stac.COG_TYPE if is_cog(result.path) else stac.GEOTIFF_TYPE
    bands = stac.raster_bands(result.band_names, [result.data_type] * len(result.band_names), result.nodata)
    data = stac.asset(result.path, path, media, ["data"], fields={"raster:bands": bands})
    document_properties: dict[str, Any] = dict(properties or {})
    extension_list = [stac.RASTER, *extensions]
    if result.class_names is not None and result.classes is not None:
        document_properties.update({
            "label:type": "raster", "label:properties": None,
            "label:description": document_properties.get("label:description") or "classes",
            "label:classes": [{"name": None, "classes": [int(value) for value in result.classes]}],
            stac.OURS + "classes": [{"value": int(value), "name": name}
                                    for value, name in zip(result.classes, result.class_names)]})
        extension_list.append(stac.LABEL)
    document = stac.grid_item(path, mixer.crs, mixer.geotransform, result.width, result.height,
                              document_properties, {"data": data, **(assets or {})}, extension_list)
    # What it was made from (the export's shards, predict's rasters), which are no STAC documents: typed links.
    document["links"] += [{"rel": "derived_from", "href": stac.href(str(source), path),
                           "type": source_type or stac.tfrecord_type(str(source))} for source in sources]
    return path, document


def commit_raster_item(result: WrittenRaster, path: str, document: Mapping[str, Any],
                       log: Callable[[str], object] | None = None) -> None:
    """Write the Item at ``path`` and the folder's catalog together; on failure delete the GeoTIFF too."""
    folder = storage.dirname(path)
    try:
        with Outputs(folder=folder) as outputs:
            outputs.write_text(path, stac.item_json(document))
            with stac.catalog_updated(outputs, folder, [path], (), log):
                outputs.commit(log)
    except BaseException:
        for written in (result.path, result.path + ".aux.xml"):
            remove_quietly(written)
        raise

"""The STAC Items of an export (:mod:`..layout.stac`): one under the prefix, or one for each training set under the
set's prefix, written into the export's Outputs beside the mixers so that they arrive with the shards or not at
all, and the folder's catalog updated in the same commit."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..layout import stac
from ..layout.grid import PixelGrid
from ..layout.naming import (
    GZIP_SUFFIX,
    INDEX_NAME,
    MIXER_NAME,
    PLAIN_SUFFIX,
    STAC_ITEM_NAME,
    TFINDEX_SUFFIX,
    output_stem,
    set_prefix,
    stac_item_path,
)
from ..layout.sidecar import ExportSidecar
from ..places import storage

if TYPE_CHECKING:
    from ..layout.format_options import FormatOptions
    from ..layout.grid import PatchLayout
    from ..places.outputs import Outputs

_SHARD = re.compile(r"\d{5}" + re.escape(PLAIN_SUFFIX) + f"(?:{re.escape(GZIP_SUFFIX)})?")
_TFINDEX = re.compile(r"\d{5}" + re.escape(TFINDEX_SUFFIX))
# The kinds of list a record holds, as the raster extension names their values' types.
_LIST_TYPES = {"float": "float32", "int64": "int64", "bytes": "uint8"}


def _bands(sidecar: ExportSidecar) -> list[dict[str, Any]]:
    """Every value layer of a record, in the features' order: its name and the type the record holds it as;
    nodata the defaultValue masked pixels hold."""
    labels = sidecar.labels or {}
    bands = []
    for feature in sidecar.features:
        # The label band's nodata is its own (no label there), whatever the image's masked pixels hold.
        nodata = (labels.get("nodata") if feature.name == labels.get("band")
                  else sidecar.defaultValue if sidecar.maskedPixels else None)
        bands += stac.raster_bands(feature.bands, [_LIST_TYPES.get(feature.kind, "other")] * len(feature.bands),
                                   nodata)
    return bands


def _layout_properties(sidecar: ExportSidecar, options: FormatOptions, layout: PatchLayout) -> dict[str, Any]:
    ours = stac.OURS
    return {ours + "formatOptions": options.to_ee(),
            ours + "patchDimensions": list(sidecar.patchDimensions), ours + "kernelSize": list(sidecar.kernelSize),
            ours + "patchesPerRow": layout.patches_per_row, ours + "totalPatches": layout.total_patches,
            ours + "features": [{"name": feature.name, "kind": feature.kind, "bands": list(feature.bands)}
                                for feature in sidecar.features]}


def _assets(files: Sequence[str], stem: str, item: str, sidecar_file: str, bands: list[dict[str, Any]]
            ) -> dict[str, Any]:
    """The files of one prefix (its shards, .tfindex files, mixer and index) and the export's sidecar."""
    assets: dict[str, Any] = {}
    for path in sorted(files):
        if not path.startswith(stem):
            continue
        name = path[len(stem):]
        if _SHARD.fullmatch(name):
            assets[name[:5]] = stac.asset(path, item, stac.tfrecord_type(path), ["data"],
                                          fields={"raster:bands": bands})
        elif _TFINDEX.fullmatch(name):
            assets[name[:5] + "-tfindex"] = stac.asset(path, item, "text/plain", ["metadata"])
        elif name in (MIXER_NAME, INDEX_NAME):
            assets[name[:-5]] = stac.asset(path, item, stac.JSON_TYPE, ["metadata"])
    assets["sidecar"] = stac.asset(sidecar_file, item, stac.JSON_TYPE, ["metadata"])
    return assets


def write_export_items(outputs: Outputs, folder: str, prefix: str, grid: PixelGrid, layout: PatchLayout,
                       options: FormatOptions, sidecar: ExportSidecar, sidecar_file: str,
                       set_names: Sequence[str] = (), set_patches: Mapping[str, int] | None = None,
                       kept: int = 0) -> list[str]:
    """Write the export's Items into ``outputs`` (which holds every other file of the export): one for the
    prefix, or one per set of ``set_names`` with its ml-aoi split; their paths."""
    files = list(outputs.finals)
    bands = _bands(sidecar)
    # The grid the records cover, as the mixer gives it (whole patches: cropped or padded).
    width, height = layout.patches_per_row * layout.patch_width, layout.rows * layout.patch_height
    common = _layout_properties(sidecar, options, layout)
    extensions = [stac.RASTER]
    if sidecar.labels is not None:
        common.update(stac.label_fields(sidecar.labels))
        extensions.append(stac.LABEL)
    written = []
    names: list[str | None] = [*set_names] or [None]
    for name in names:
        item_prefix = set_prefix(prefix, name) if name is not None else prefix
        item = stac_item_path(folder, item_prefix)
        properties = dict(common, **{stac.OURS + "prefix": item_prefix,
                                     stac.OURS + "patches": (set_patches or {}).get(name or "", kept)})
        item_extensions = list(extensions)
        if sidecar.classPixels and (name or "all") in sidecar.classPixels:
            properties[stac.OURS + "classPixels"] = sidecar.classPixels[name or "all"]
        if name is not None:
            properties[stac.OURS + "set"] = name
            split = stac.split_of(name)
            if split is not None:
                properties["ml-aoi:split"] = split
                item_extensions.append(stac.ML_AOI)
        assets = _assets(files, output_stem(folder, item_prefix), item, sidecar_file, bands)
        document = stac.grid_item(item, grid.crs, grid.geotransform, width, height, properties, assets,
                                  item_extensions)
        outputs.write_text(item, stac.item_json(document))
        written.append(item)
    return written


def superseded_items(paths: Sequence[str], written: Sequence[str]) -> list[str]:
    """The earlier Items among the files ``paths`` a run supersedes that it does not write again."""
    return [path for path in paths if storage.basename(path).endswith(STAC_ITEM_NAME) and path not in written]

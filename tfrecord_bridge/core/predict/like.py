"""A prediction made like the training export the model learnt from (``like``: that export's sidecar,
``PREFIX-sidecar.json``, :mod:`..layout.sidecar`), so that nothing is typed twice and the model sees patches cut
and valued as the ones it was trained on.

The sidecar gives the patch dimensions, kernel size, defaultValue and value type, the bands (names, order, array
depths, several collapsed into one feature) and the class table (its ``labels``). An option given as well wins
only where it cannot break the match: a kernel at least the training's (more context, cropped off again), other
patch dimensions only for a model of any input size (checked once the model is read); a defaultValue or value
type other than the training's is refused. The rasters' bands are matched to the sidecar's by name, else by
count, and the features the export would cut from them (:func:`..export.export_image.export_sidecar`) must be the
sidecar's own: names, kinds and bands.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..base.messages import Message, listing, message, n_bands, option_name
from ..export.export_image import ExportError, default_band_names, export_sidecar, resolve_band_names
from ..layout.class_table import ClassTable, class_table_from_sidecar
from ..layout.format_options import FormatOptions
from ..layout.sidecar import ExportSidecar, SidecarFeature, read_sidecar

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..export.export_image import OutputFeature
    from ..export.raster_source import Band
    from .contract import TensorSpec

# The options the sidecar gives that predict also takes; edgeMode is not one (it decides which patches exist,
# not what a patch holds: predict pads, whatever the training export did).
LIKE_OPTIONS = ("patchDimensions", "kernelSize", "defaultValue", "valueType")
_ARRAY_LEVEL = re.compile(r"(.+)_(\d+)$")


class LikeError(ExportError):
    """The rasters, an option or the model at odds with the training export; the message names both sides."""


@dataclass(frozen=True)
class TrainingExport:
    """What predict takes from a training export's sidecar: ``bands`` [(name, array depth or None)] in order,
    ``collapsed`` (the bands were one feature), ``features`` (its image features, the label band left out)."""

    path: str
    sidecar: ExportSidecar
    bands: tuple[tuple[str, int | None], ...]
    collapsed: bool
    features: tuple[SidecarFeature, ...]

    @property
    def band_names(self) -> list[str]:
        return [name for name, _ in self.bands]

    def class_table(self) -> ClassTable | None:
        """The class table of the export's labels; None when it had no label layer."""
        if self.sidecar.labels is None:
            return None
        return class_table_from_sidecar({"labels": self.sidecar.labels}, self.path)

    def options(self, given: FormatOptions) -> FormatOptions:
        """``given`` (the options the interface gave, the others at their defaults) with the export's where the
        interface gave none; LikeError for one given that breaks the match (a kernel smaller than the training's,
        another defaultValue or value type)."""
        sidecar = self.sidecar
        taken: dict[str, Any] = {"patchDimensions": tuple(sidecar.patchDimensions),
                                 "kernelSize": tuple(sidecar.kernelSize), "defaultValue": sidecar.defaultValue,
                                 "valueType": sidecar.valueType}
        default = FormatOptions()
        given_keys = given.given_keys | {key for key in LIKE_OPTIONS if getattr(given, key) != getattr(default, key)}
        for key in sorted(given_keys & set(LIKE_OPTIONS)):
            mine, theirs = getattr(given, key), taken[key]
            if key == "kernelSize" and any(side < training for side, training in zip(mine, theirs)):
                raise LikeError(message("{option} {mine} is smaller than the training export's {theirs} ({path}): "
                                        "the model learnt from that much context around each patch; give at least "
                                        "{theirs}, or leave {option} out", option=option_name(key),
                                        mine=_pair(mine), theirs=_pair(theirs), path=self.path))
            if key in ("defaultValue", "valueType") and mine != theirs:
                raise LikeError(message("{option} {mine} is not the training export's {theirs} ({path}): the model "
                                        "learnt from the export's values; leave {option} out to take them",
                                        option=option_name(key), mine=mine, theirs=theirs, path=self.path))
            taken[key] = mine
        depths = {name: depth for name, depth in self.bands if depth is not None}
        return replace(given, **taken, tensorDepths=depths, collapseBands=self.collapsed)

    def note(self, options: FormatOptions) -> Message:
        """What the run took from the training export, and which options given instead of its own (a larger
        kernel; other patch dimensions for a model of any size), each beside the export's: the log says where
        each value came from."""
        sidecar = self.sidecar
        theirs = {"patchDimensions": tuple(sidecar.patchDimensions), "kernelSize": tuple(sidecar.kernelSize)}
        instead = [message("{option} {mine} (the training export's: {theirs})", option=option_name(key),
                           mine=_pair(getattr(options, key)), theirs=_pair(value))
                   for key, value in theirs.items() if tuple(getattr(options, key)) != value]
        if instead:
            return message("patches, kernel, defaultValue, value type and bands as the training export {path}, "
                           "except the options given: {instead}", path=self.path, instead=listing(instead))
        return message("patches, kernel, defaultValue, value type and bands as the training export {path}",
                       path=self.path)

    def name_bands(self, bands: Sequence[Band], given: Sequence[str] | None) -> list[str]:
        """Name the rasters' bands as the training export's: the names given (which must be its names), else
        their own when they are its names, else its names when the counts agree; LikeError naming both."""
        theirs = self.band_names
        image = [band for band in bands if not band.label]
        if given:
            names = resolve_band_names(bands, given)
            if names != theirs:
                raise LikeError(message("{option} names the bands {mine}; the training export {path} had {theirs}",
                                        option=option_name("bandNames"), mine=", ".join(names),
                                        theirs=", ".join(theirs), path=self.path))
            return names
        own = default_band_names(image)
        if own != theirs and sorted(own) == sorted(theirs):
            raise LikeError(message("the rasters' bands {mine} are the training export's ({path}) in another order, "
                                    "{theirs}: stack the rasters' bands in that order", mine=", ".join(own),
                                    theirs=", ".join(theirs), path=self.path))
        if len(own) != len(theirs):
            raise LikeError(message("the rasters give {count} ({mine}); the training export {path} had "
                                    "{training} ({theirs}): give the rasters of the bands the model was trained "
                                    "on, in that order (an array layer is one band)", count=n_bands(len(own)),
                                    mine=", ".join(own), training=len(theirs), theirs=", ".join(theirs),
                                    path=self.path))
        return resolve_band_names(bands, theirs)  # the same count: the same bands, named as training named them

    def check_features(self, features: Sequence[OutputFeature], options: FormatOptions) -> None:
        """The features the export would cut from the rasters must be the training export's own."""
        mine = [feature for feature in export_sidecar(features, options).features]
        if [_described(feature) for feature in mine] != [_described(feature) for feature in self.features]:
            raise LikeError(message("the rasters' patches would hold {mine}; the training export {path} held "
                                    "{theirs}", mine="; ".join(map(_described, mine)),
                                    theirs="; ".join(map(_described, self.features)), path=self.path))

    def check_patch(self, options: FormatOptions, spec: TensorSpec, channels: int) -> None:
        """Patch dimensions other than the training's only for a model whose input takes any height and width."""
        theirs = tuple(self.sidecar.patchDimensions)
        if tuple(options.patchDimensions) == theirs or len(spec.shape) != 4:
            return
        fixed = [dim for dim in spec.shape[1:] if isinstance(dim, int)]
        if len(fixed) > 1 or (fixed and fixed[0] != channels):
            raise LikeError(message("{option} {mine} is not the training export's {theirs} ({path}), and the model "
                                    "takes a fixed size ({input} {shape}): leave {option} out to take the export's",
                                    option=option_name("patchDimensions"), mine=_pair(options.patchDimensions),
                                    theirs=_pair(theirs), path=self.path, input=spec.name, shape=spec.describe()))


def _pair(pair: Sequence[int]) -> str:
    return f"{pair[0]},{pair[1]}"


def _described(feature: SidecarFeature) -> str:
    """'b1 float [b1]': a feature as the refusal shows it (its bands' source types apart: the values decide)."""
    return f"{feature.name} {feature.kind} [{', '.join(feature.bands)}]"


def _source_bands(feature: SidecarFeature, collapsed: bool) -> list[tuple[str, int | None]]:
    """The source bands a feature holds, (name, array depth or None for a scalar band), from its band names and
    (in sidecars that list them) its source types, one a source band."""
    names, sources = feature.bands, len(feature.dtypes)
    if not collapsed:
        return [(feature.name, None)] if names == [feature.name] else [(feature.name, len(names))]
    if sources == len(names) or not sources:
        return [(name, None) for name in names]
    groups: list[tuple[str, int | None]] = []
    for name in names:
        found = _ARRAY_LEVEL.fullmatch(name)
        if found and groups and groups[-1][1] is not None and groups[-1][0] == found.group(1) \
                and int(found.group(2)) == groups[-1][1] + 1:
            groups[-1] = (groups[-1][0], groups[-1][1] + 1)
        elif found and int(found.group(2)) == 1:
            groups.append((found.group(1), 1))
        else:
            groups.append((name, None))
    return groups if len(groups) == sources else [(name, None) for name in names]


def read_training_export(path: str) -> TrainingExport:
    """The training export of the sidecar at ``path``; MixerError naming the file when it is none, LikeError
    for an export predict cannot be like (sequenceData: a record a pixel)."""
    sidecar = read_sidecar(path)
    if sidecar.sequenceData:
        raise LikeError(message("the training export {path} wrote a record a pixel ({sequence}); predict feeds a "
                                "model patches", path=path, sequence=option_name("sequenceData")))
    label = (sidecar.labels or {}).get("band")
    features = tuple(feature for feature in sidecar.features if feature.name != label)
    if not features:
        raise LikeError(message("the training export {path} lists no image band", path=path))
    collapsed = len(features) == 1 and (len(features[0].dtypes) > 1 or (
        not features[0].dtypes and len(features[0].bands) > 1
        and features[0].bands != [f"{features[0].name}_{level}" for level in range(1, len(features[0].bands) + 1)]))
    bands = tuple(band for feature in features for band in _source_bands(feature, collapsed))
    return TrainingExport(path, sidecar, bands, collapsed, features)

"""What an export takes, as one value each interface builds: :class:`ExportRequest` for the image export
(:func:`.export_image.export_image`, :func:`..distributed.export_image_on_cluster`), :class:`PointsRequest` for
patches at points (:func:`.patches_at_points.export_patches_at_points`).

Processing, the command, the panel and the Python console turn what the user gave into a request; core takes
nothing else, so a request is the whole export, compared, logged or handed to a Dask worker as it is. A field
named as an option of :mod:`..layout.schema` is that option (its key) and gets the schema's default, never a
default of its own; ``formatOptions``, ``grid``, ``labels`` and ``training`` gather several options each.

Plain values only (no numpy, GDAL or open file), so a request pickles small and its module imports cheaply.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..layout.format_options import FormatOptions
from ..layout.schema import EXPORT_IMAGE, EXPORT_PATCHES_AT_POINTS, OPTION, RESAMPLING_OPTION
from .training import TrainingOptions

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..layout.grid import PixelGrid
    from .labels import LabelSource
    from .raster_source import SourceLayer


def _frozen(request: object, name: str, value: object) -> None:
    object.__setattr__(request, name, value)  # how a frozen dataclass normalises a field it was given


@dataclass(frozen=True)
class ExportRequest:
    """An image export: the rasters, where the files go, and every option of the run.

    ``sources``: the rasters, bands stacked in order; ``output``: the folder (a path, a URL or a bucket), made
    when the run starts; ``prefix``: of every file (``/`` makes a subfolder, "" names them as EE does for a
    folder); ``formatOptions``: EE's formatOptions and ours; ``grid``: the export grid (None: the first
    source's own); ``bandNames``: one per image band (None: the bands' descriptions, else b1, b2, ...);
    ``resampling``: of sources not on the grid; ``compressionLevel``: GZIP's, 0-9; ``labels``: the vector
    layer burnt as the label band (None: no label band); ``training``: the splits and the sampling;
    ``threads``: that encode, checksum and deflate in each process (None: one per core in this process, one
    per task on a Dask cluster); ``stac``: a STAC Item beside the mixer (each set's with splits) and the
    folder's catalog.json (:mod:`.stac_items`). Everything is checked when the export plans, before any file is written.
    """

    sources: Sequence[SourceLayer]
    output: str
    prefix: str = EXPORT_IMAGE["prefix"].default
    formatOptions: FormatOptions = field(default_factory=FormatOptions)  # noqa: N815 (the schema's key)
    grid: PixelGrid | None = None
    bandNames: Sequence[str] | None = EXPORT_IMAGE["bandNames"].default  # noqa: N815
    resampling: str = RESAMPLING_OPTION.default
    compressionLevel: int = OPTION["compressionLevel"].default  # noqa: N815
    labels: LabelSource | None = None
    training: TrainingOptions = field(default_factory=TrainingOptions)
    threads: int | None = EXPORT_IMAGE["threads"].default
    stac: bool = EXPORT_IMAGE["stac"].default

    def __post_init__(self) -> None:
        # A path given as a Path, lists given as lists: kept as str and tuples, so that the request stays as built.
        _frozen(self, "sources", tuple(self.sources))
        _frozen(self, "output", os.fspath(self.output))
        if self.bandNames is not None:
            _frozen(self, "bandNames", tuple(self.bandNames))


@dataclass(frozen=True)
class PointsRequest:
    """Patches at points: a patch of the rasters around each point, with its attributes.

    The points themselves are not in the request: they are a stream the export consumes once, given beside it
    (:func:`.patches_at_points.export_patches_at_points`). ``edgePoints``: one of :data:`EDGE_POINTS`; the
    other fields as :class:`ExportRequest`'s (the grid's default is the first source's own grid).
    """

    sources: Sequence[SourceLayer]
    output: str
    prefix: str = EXPORT_PATCHES_AT_POINTS["prefix"].default
    formatOptions: FormatOptions = field(default_factory=FormatOptions)  # noqa: N815
    grid: PixelGrid | None = None
    bandNames: Sequence[str] | None = EXPORT_PATCHES_AT_POINTS["bandNames"].default  # noqa: N815
    edgePoints: str = EXPORT_PATCHES_AT_POINTS["edgePoints"].default  # noqa: N815
    resampling: str = EXPORT_PATCHES_AT_POINTS["resampling"].default
    compressionLevel: int = OPTION["compressionLevel"].default  # noqa: N815
    labels: LabelSource | None = None

    def __post_init__(self) -> None:
        _frozen(self, "sources", tuple(self.sources))
        _frozen(self, "output", os.fspath(self.output))
        if self.bandNames is not None:
            _frozen(self, "bandNames", tuple(self.bandNames))

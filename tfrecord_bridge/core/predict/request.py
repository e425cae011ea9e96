"""What a prediction takes, as one value each interface builds (:class:`PredictRequest`), as the export's
:class:`..export.request.ExportRequest` is built.

A field named as an option of :mod:`..layout.schema`'s PREDICT is that option (its key) and gets the schema's
default; ``formatOptions`` gathers the export's options that cut the patches (patchDimensions, kernelSize,
defaultValue, valueType, edgeMode) and those that cut the EE-format predictions' files as the export's
(compressed, maxFileSize). Plain values only, so a request pickles small.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Union

from ..base.messages import message, option_name
from ..export.export_image import OptionError
from ..layout.format_options import FormatOptions
from ..layout.schema import PREDICT, RESAMPLING_OPTION

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..export.raster_source import SourceLayer
    from ..layout.class_table import ClassTable
    from ..layout.grid import PixelGrid

# scale and offset as given: 'a,b,c' (the command's, Processing's), one number, or numbers.
Numbers = Union[str, float, "Sequence[float]", None]


def _frozen(request: object, name: str, value: object) -> None:
    object.__setattr__(request, name, value)  # how a frozen dataclass normalises a field it was given


def parse_numbers(value: Numbers, key: str) -> tuple[float, ...] | None:
    """scale's or offset's numbers (None: not given); OptionError naming the option ``key``."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    texts = value.split(",") if isinstance(value, str) else [value] if isinstance(value, (int, float)) else value
    try:
        numbers = tuple(float(text) for text in texts)
    except (TypeError, ValueError):
        numbers = ()
    if not numbers or not all(math.isfinite(number) for number in numbers):
        raise OptionError(message("{option} takes one number, or one a channel, comma-separated; got {value!r}",
                                  option=option_name(key), value=value))
    return numbers


def predict_format_options() -> FormatOptions:
    """The patches predict cuts when no option says otherwise: EE's, but with edgeMode pad (every pixel predicted)."""
    return FormatOptions(edgeMode=PREDICT["edgeMode"].default)


@dataclass(frozen=True)
class PredictRequest:
    """A model run over the patches of rasters, the output written as a GeoTIFF on their grid.

    ``sources``: the rasters, bands stacked in order (as the export stacks them); ``model``: the ONNX file;
    ``output``: the GeoTIFF; ``formatOptions``: how the patches are cut and their values made, as the export
    the model was trained on did; ``grid``: the grid (None: the first source's); ``bandNames``: of the sources'
    bands (None: as the export names them); ``layout``: auto, channels-last or channels-first; ``batchSize``:
    patches per model run (None: from a byte budget); ``modelOutput``: the output written (None: the first);
    ``outputNames``: one per output band (None: the model's metadata, else the output's name); ``nodata``: of
    the output where an input pixel was masked (None: the import's float nodata; a class map's: the table's,
    else the least whole number that is no class); ``threads``: the model's intra-op threads (None: one per core).
    ``like``: the sidecar of the export the model was trained on (core.predict.like): the patches' options
    ``formatOptions`` leaves at their defaults (FormatOptions.given_keys), the bands and the class table are
    taken from it. ``scale``, ``offset``: one number, or one a channel, applied as ``x * scale + offset`` after
    masked pixels take defaultValue and the values their type, before the model. ``classTable``: a ClassTable
    or the path of one (an export sidecar with labels, or a CSV), as the import takes it (None: ``like``'s
    labels); ``classFrom``: as the import's ("" automatic: a class map when a table is known; "none": the
    model's output as it is).
    ``eePredictions``: a folder to write the predictions into also as Earth Engine uploads them (TFRecord files
    and mixer, named after ``eePrefix``; formatOptions' compressed and maxFileSize cut them as the export's), None:
    none. ``stac``: a STAC Item beside the GeoTIFF with the model's mlm: fields (core.layout.stac). ``cog``: the
    GeoTIFF written as a Cloud-Optimized GeoTIFF, with overviews (one in a bucket always is).
    """

    sources: Sequence[SourceLayer]
    model: str
    output: str
    formatOptions: FormatOptions = field(default_factory=predict_format_options)  # noqa: N815 (the schema's key)
    grid: PixelGrid | None = None
    bandNames: Sequence[str] | None = PREDICT["bandNames"].default  # noqa: N815
    resampling: str = RESAMPLING_OPTION.default
    layout: str = PREDICT["layout"].default
    batchSize: int | None = PREDICT["batchSize"].default  # noqa: N815
    modelOutput: str | None = PREDICT["modelOutput"].default  # noqa: N815
    outputNames: Sequence[str] | None = PREDICT["outputNames"].default  # noqa: N815
    nodata: float | None = PREDICT["nodata"].default
    threads: int | None = PREDICT["threads"].default
    like: str | None = PREDICT["like"].default
    scale: Numbers = PREDICT["scale"].default
    offset: Numbers = PREDICT["offset"].default
    classTable: ClassTable | str | None = PREDICT["classTable"].default  # noqa: N815
    classFrom: str = PREDICT["classFrom"].default  # noqa: N815
    eePredictions: str | None = PREDICT["eePredictions"].default  # noqa: N815
    eePrefix: str = PREDICT["eePrefix"].default  # noqa: N815
    stac: bool = PREDICT["stac"].default
    cog: bool = PREDICT["cog"].default

    def __post_init__(self) -> None:
        _frozen(self, "sources", tuple(self.sources))
        _frozen(self, "model", os.fspath(self.model))
        _frozen(self, "output", os.fspath(self.output))
        if self.eePredictions is not None:
            _frozen(self, "eePredictions", os.fspath(self.eePredictions))
        if self.like is not None:
            _frozen(self, "like", os.fspath(self.like))
        for name in ("scale", "offset"):
            _frozen(self, name, parse_numbers(getattr(self, name), name))
        if isinstance(self.classTable, os.PathLike):
            _frozen(self, "classTable", os.fspath(self.classTable))
        for name in ("bandNames", "outputNames"):
            if getattr(self, name) is not None:
                _frozen(self, name, tuple(getattr(self, name)))

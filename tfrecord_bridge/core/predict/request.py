"""What a prediction takes, as one value each interface builds (:class:`PredictRequest`), as the export's
:class:`..export.request.ExportRequest` is built.

A field named as an option of :mod:`..layout.schema`'s PREDICT is that option (its key) and gets the schema's
default; ``formatOptions`` gathers the export's options that cut the patches (patchDimensions, kernelSize,
defaultValue, valueType, edgeMode) and those that cut the EE-format predictions' files as the export's
(compressed, maxFileSize). Plain values only, so a request pickles small.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..layout.format_options import FormatOptions
from ..layout.schema import PREDICT, RESAMPLING_OPTION

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..export.raster_source import SourceLayer
    from ..layout.grid import PixelGrid


def _frozen(request: object, name: str, value: object) -> None:
    object.__setattr__(request, name, value)  # how a frozen dataclass normalises a field it was given


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
    the output where an input pixel was masked (None: the import's float nodata); ``threads``: the model's
    intra-op threads (None: one per core); ``eePredictions``: a folder to write the predictions into also as
    Earth Engine uploads them (TFRecord files and mixer, named after ``eePrefix``; formatOptions' compressed and
    maxFileSize cut them as the export's), None: none.
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
    eePredictions: str | None = PREDICT["eePredictions"].default  # noqa: N815
    eePrefix: str = PREDICT["eePrefix"].default  # noqa: N815

    def __post_init__(self) -> None:
        _frozen(self, "sources", tuple(self.sources))
        _frozen(self, "model", os.fspath(self.model))
        _frozen(self, "output", os.fspath(self.output))
        if self.eePredictions is not None:
            _frozen(self, "eePredictions", os.fspath(self.eePredictions))
        for name in ("bandNames", "outputNames"):
            if getattr(self, name) is not None:
                _frozen(self, name, tuple(getattr(self, name)))

"""The predictions also as Earth Engine uploads an image asset (FORMAT.md 4): TFRecord files of one record a patch,
and the mixer of the patches' grid, which this plugin's import reads back to the predictions raster.

Each record is one patch, in the export's patch order (row-major over the grid the export cuts, edgeMode pad's
padded patches included): one float feature a band of the model's output, named as the raster's bands, holding
the patch's core row-major, without kernel margins (what EE's upload takes); a pixel whose input was masked holds
the raster's nodata value.

The files are written as the export writes its own, with the export's pieces: its :class:`..places.outputs.Outputs`
(:func:`..export.export_image.prepare_outputs`: the prefix's writer lock, what a killed run left cleaned up, an
earlier run's files replaced only once every new file is complete, none of them kept if the run fails), its shard
writer (:func:`..export.export_image.shards_writer`: a new shard where maxFileSize falls, GZIP when compressed),
its mixer of the grid (:meth:`..layout.mixer.Mixer.for_export`) and its sidecar beside it
(:func:`..export.export_image.write_placement_files`), which tells the import the bands' names, that the records
hold no margins, and the nodata value (as the export's defaultValue of masked pixels).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, cast

import numpy as np

from ..base.messages import message, message_of, n_files, n_patches, n_records, option_name
from ..base.parallel import encoding_pool
from ..codec.example import FLOAT, encode_example_parts
from ..codec.records import DEFAULT_GZIP_LEVEL, frame_records
from ..export.export_image import (
    ExportError,
    TileEncoder,
    check_prefix,
    prepare_outputs,
    shards_writer,
    write_placement_files,
)
from ..layout.mixer import Mixer
from ..layout.naming import shard_path
from ..layout.schema import VALUE_TYPES
from ..layout.sidecar import ExportSidecar, SidecarFeature
from ..places.place import Place

if TYPE_CHECKING:
    from ..codec.records import ShardedRecordWriter
    from ..export.export_image import Log
    from ..places.outputs import Outputs
    from .plan import PredictPlan


@dataclass
class PredictionFilesResult:
    """The EE-format predictions written: the TFRecord files in order, the mixer and our sidecar."""

    files: list[str]
    mixer: str
    sidecar: str


class PredictionFiles:
    """The EE-format predictions of one run into ``folder``, named after ``prefix``: made once the run is planned
    and before anything is written, so that a bad prefix or another run writing these files (holding their lock)
    refuses the run with nothing written; :meth:`writing` is the block the run writes the raster in."""

    def __init__(self, plan: PredictPlan, folder: str, prefix: str, log: Log | None = None,
                 level: int = DEFAULT_GZIP_LEVEL) -> None:
        try:
            check_prefix(prefix)
        except ExportError as error:
            raise ExportError(message("{option}: {reason}", option=option_name("eePrefix"),
                                      reason=message_of(error))) from None
        self.plan, self.prefix, self.level = plan, prefix, level
        self.log: Log = log or (lambda line: None)
        self.folder = Place.of(folder)  # resolved once for the run, as the export resolves its folder
        self.outputs: Outputs = prepare_outputs(self.folder, prefix, log=self.log)
        self._writer: ShardedRecordWriter | None = None
        self.masked_pixels = False
        self.result: PredictionFilesResult | None = None

    @contextlib.contextmanager
    def writing(self) -> Iterator[PredictionFiles]:
        """The block a run writes in: the shards are open in it; leaving it without an exception, the mixer and
        the sidecar are written and every file gets its name (:attr:`result`); with one, none is kept."""
        options = self.plan.options
        with self.outputs:
            with encoding_pool(self.plan.threads) as executor, shards_writer(
                    lambda index: shard_path(self.folder, self.prefix, index, options.compressed), options,
                    self.level, executor, self.outputs) as writer:
                self._writer = writer
                yield self
            self.result = self._finish(writer)

    def rows(self, strips: Iterable[np.ndarray]) -> Iterator[np.ndarray]:
        """``strips`` (a patch row of predictions each, [bands, ph, covered width], as predict_rows gives them)
        passed on unchanged, the records of each row's patches written before it is."""
        for strip in strips:
            self.write_row(strip)
            yield strip

    def write_row(self, strip: np.ndarray) -> None:
        """The records of a row of patches' predictions [bands, ph, covered width], in the patches' order."""
        writer = cast("ShardedRecordWriter", self._writer)  # set for the block of writing(), where rows are written
        plan, pw = self.plan, self.plan.layout.patch_width
        nodata = plan.nodata
        if np.isnan(plan.masked_value) and not np.isnan(nodata):
            # Before a class map the masked pixels are NaN (the class map makes them its nodata); these records
            # hold the model's values, whose nodata (the sidecar's defaultValue, EE's --nodata_value) is ``nodata``.
            strip = np.where(np.isnan(strip), np.float32(nodata), strip)
        self.masked_pixels = self.masked_pixels or bool(
            np.isnan(strip).any() if np.isnan(nodata) else (strip == nodata).any())
        records = [encode_example_parts({name: TileEncoder.as_list_value(FLOAT, strip[band, :, left:left + pw])
                                         for band, name in enumerate(plan.output_names)})
                   for left in range(0, plan.layout.patches_per_row * pw, pw)]
        # Framed into a fresh buffer, never changed once written, as the writer hashes it behind the writing.
        framed, sizes = frame_records(records)
        writer.write_framed(framed, sizes)

    def _finish(self, writer: ShardedRecordWriter) -> PredictionFilesResult:
        """The mixer and the sidecar, then every file under its name; refused if a patch has no record."""
        plan, layout = self.plan, self.plan.layout
        if writer.records_written != layout.total_patches:
            raise ExportError(message("the EE-format predictions hold {records} for the {patches}: nothing was kept",
                                      records=n_records(writer.records_written),
                                      patches=n_patches(layout.total_patches)))
        options = replace(plan.options, maskedThreshold=1.0)  # every patch has its record: a mixer, no index
        (pw, ph) = options.patchDimensions
        features = [SidecarFeature(name, FLOAT, [name], ["float32"]) for name in plan.output_names]
        # The records hold the patches' cores (kernel 1) and nodata where the input was masked: the import takes
        # that as the export's defaultValue of masked pixels, so it reads the raster predict wrote.
        sidecar = ExportSidecar([1, 1], [pw, ph], plan.nodata, VALUE_TYPES[0], options.edgeMode, False, features,
                                self.masked_pixels, 0)
        mixer, _, sidecar_file = write_placement_files(
            self.outputs, self.folder, self.prefix, Mixer.for_export(plan.grid, layout),
            list(range(layout.total_patches)), options, sidecar, shard_files=writer.written_files())
        files = writer.paths
        self.outputs.commit(self.log)
        self.log(message("Wrote the EE-format predictions: {records} in {files} and the mixer {mixer}",
                         records=n_records(layout.total_patches), files=n_files(len(files)), mixer=mixer))
        return PredictionFilesResult(files, mixer, sidecar_file)

"""A prediction checked before any pixel is written (:func:`plan_predict`): the grid and patches as the export
plans them, the model's fit to the patches, and one probe run that tells what the model returns.

The patches are the export's: :func:`..export.export_image.plan_layout` lays them out, a
:class:`..export.raster_source.StackedRaster` with the export's margin reads them, and its TileEncoder makes their
values (masked pixels at defaultValue in every band, valueType's type). The probe run, on a tile of defaultValue,
learns the output's bands and size before anything is written: the tile's size (the margins cropped as the import
crops them), the patch's (a model that outputs the core), or the patch and margins up to the kernel's (valid
convolutions, cropped about the centre).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from ..base.messages import Message, counted, message, n_bands, n_patches, option_name
from ..codec.example import FLOAT
from ..export.export_image import (
    ExportError,
    check_coverage,
    check_grid_crs,
    plan_features,
    plan_layout,
    resolve_band_names,
)
from ..export.raster_source import StackedRaster, grid_of
from ..importing.import_plan import DEFAULT_FLOAT_NODATA, PATCH_RECORDS, FeaturePlan, ImportPlan
from ..layout.class_table import ClassMap, ClassTableError, make_class_map, read_class_table
from ..layout.mixer import Mixer
from ..layout.schema import AUTOMATIC_CLASS, NO_CLASS_MAP
from .contract import Layout, ModelContract, ModelFitError, PatchShape, contract_of, decide_layout, fit_refusal
from .like import TrainingExport, read_training_export
from .model_header import read_model_header
from .request import parse_numbers
from .runtime import load_onnxruntime, open_session, ort_words, runtime_version

if TYPE_CHECKING:
    from ..export.export_image import TileEncoder
    from ..export.raster_source import SourceLayer
    from ..layout.class_table import ClassTable
    from ..layout.format_options import FormatOptions
    from ..layout.grid import PatchLayout, PixelGrid
    from .request import PredictRequest

# The input one model run takes at most when no batchSize is given: as the export's read budget.
INPUT_BUDGET_BYTES = 16 << 20
# The time one model run takes at most when no batchSize is given, as the probe run times a tile: a cancel stops a
# run at its next graph node (onnxruntime's terminate flag), and is checked between runs.
RUN_BUDGET_SECONDS = 0.3
METADATA_BANDS = "tfrecord_bridge.bands"  # a model's metadata_props key naming its output bands, comma-separated


@dataclass
class PredictPlan:
    """Everything a prediction decided before writing: plain values, so that it can travel to another process.

    ``crop``: (rows, columns) of the model's output that are the patch's core; ``bands``: the output's band
    count; ``batch``: tiles per run, never more than a row of patches (so results never depend on how the rows
    are split among processes).
    """

    layers: list[SourceLayer]
    grid: PixelGrid
    layout: PatchLayout
    options: FormatOptions
    band_names: list[str]
    resampling: str
    model: str
    model_layout: Layout
    input_name: str
    input_dtype: np.dtype
    output_name: str
    output_names: list[str]
    crop: tuple[slice, slice]
    batch: int
    nodata: float
    threads: int | None
    contract_text: str
    # [channels] multiplied, then added, before the model (None: 1 and 0); the export's features in order.
    scale: np.ndarray | None = None
    offset: np.ndarray | None = None
    class_map: ClassMap | None = None  # the output made one band of classes, as the import makes one
    notes: tuple[str, ...] = ()  # what the log says of the plan (the training export taken, a class map not made)
    # The model file's SHA-256, set by a run on a Dask cluster: each worker checks its file is the one planned with.
    model_sha256: str = ""
    channels: int = 0  # the channels the model is fed (the features' depths summed); its STAC Item's mlm:input
    # The type of the model's output taken (before a class map is made of it); its STAC Item's mlm:output.
    output_dtype: np.dtype = field(default_factory=lambda: np.dtype(np.float32))

    @property
    def bands(self) -> int:
        return len(self.output_names)

    def row_cuts(self) -> frozenset[int]:
        """The columns of a row of patches after which a batch ends: the row in as few runs as ``batch`` allows,
        of sizes that differ by one at most (16 patches in batches of 15 run as 8 and 8, not 15 and 1: runs of one
        size let onnxruntime reuse its memory, where a small last run took up to 80 MiB more at 8192^2)."""
        per_row = self.layout.patches_per_row
        runs = -(-per_row // self.batch)
        return frozenset(per_row * number // runs for number in range(1, runs + 1))

    @property
    def masked_value(self) -> float:
        """What a pixel whose input was masked holds in the model's output: nodata, or for a class map NaN, which
        the class map makes its nodata (as the import's pixels that no record covers)."""
        return float("nan") if self.class_map is not None else self.nodata

    def open_source(self) -> StackedRaster:
        """The stacked bands as the export opens them: warped sources give real pixels as far as the margins."""
        stacked = StackedRaster(self.layers, self.grid, self.resampling, margin=self.layout.reach)
        resolve_band_names(stacked.bands, self.band_names)
        return stacked

    def encoder(self, stacked: StackedRaster) -> TileEncoder:
        from ..export.export_image import TileEncoder
        return TileEncoder(plan_features(stacked.bands, self.options), self.options)

    def import_plan(self) -> ImportPlan:
        """How the output is written: as the import writes the records of an export of this grid, one float
        feature of the output's bands a patch, on the source's grid (the padded patches cropped off)."""
        layout = self.layout
        values = self.bands * layout.patch_width * layout.patch_height
        feature = FeaturePlan(self.output_name, FLOAT, self.bands, values, names=tuple(self.output_names))
        class_map = self.class_map
        return ImportPlan((), Mixer.for_export(self.grid, layout), None, PATCH_RECORDS, 0, 0, (feature,), "",
                          class_map.type_name if class_map else "Float32",
                          class_map.nodata if class_map else self.nodata, layout.total_patches, self.notes,
                          class_map, raster_size=(self.grid.width, self.grid.height))


def plan_predict(request: PredictRequest) -> tuple[PredictPlan, StackedRaster, Any]:
    """(plan, opened source, onnxruntime session): every check of a prediction, before any file is written."""
    like = read_training_export(request.like) if request.like else None
    options = like.options(request.formatOptions) if like else request.formatOptions
    threads = request.threads
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        raise ExportError(message("threads must be a whole number of at least 1, got {threads!r}", threads=threads))
    if options.sequenceData:
        raise ExportError(message("predict feeds a model patches; {sequence} (a record a pixel) is not for it",
                                  sequence=option_name("sequenceData")))
    load_onnxruntime()  # the install words before anything else is looked at
    header = read_model_header(request.model)
    grid = request.grid or grid_of(request.sources[0].path)
    layout = plan_layout(grid, options)
    check_grid_crs(grid, request.sources[0].path)
    stacked = StackedRaster(list(request.sources), grid, request.resampling, margin=layout.reach)
    if like is not None:
        band_names = like.name_bands(stacked.bands, request.bandNames)
    else:
        band_names = resolve_band_names(stacked.bands, request.bandNames)
    options.check_bands(stacked.bands)
    check_coverage([layer.path for layer in request.sources], grid, at_run=True)
    features = plan_features(stacked.bands, options)
    if like is not None:
        like.check_features(features, options)
    table = _class_table(request, like)  # a bad table is refused before the model is loaded
    dtype = np.dtype(np.float32) if all(feature.kind == FLOAT for feature in features) else np.result_type(
        *(band.dtype for band in stacked.bands))
    patches = PatchShape(sum(feature.depth for feature in features), options.patchDimensions, options.kernelSize,
                         dtype)
    session = open_session(request.model, threads)
    contract = contract_of(session, request.model)
    if like is not None and len(contract.inputs) == 1:
        like.check_patch(options, contract.inputs[0], patches.channels)
    model_layout = decide_layout(contract, patches, request.layout)
    spec = contract.inputs[0]
    scale, offset = _scale_and_offset(request, patches, spec.dtype or dtype)
    output_name = _output_name(contract, request.modelOutput)
    bands, crop, seconds, reach_notes = _probe(session, contract, model_layout, patches, options, output_name, scale,
                                               offset)
    output_names = _output_names(request.outputNames, contract, output_name, bands)
    class_map, notes = _class_map(request, table, output_names)
    notes[:0] = reach_notes
    if like is not None:
        notes.insert(0, like.note(options))
    batch = _batch(request.batchSize, model_layout, patches, spec.dtype or dtype, layout.patches_per_row, seconds)
    runs_a_row = -(-layout.patches_per_row // batch)  # as row_cuts cuts a row: the largest run is what is told
    text = message("{inputs} -> {output} ({bands}), {layout}, {batch} a run; {header}; onnxruntime {version}",
                   inputs=", ".join(f"{s.name} {s.describe()}" for s in contract.inputs), output=output_name,
                   bands=n_bands(bands), layout=model_layout.name,
                   batch=n_patches(-(-layout.patches_per_row // runs_a_row)), header=header.describe(),
                   version=runtime_version(load_onnxruntime()))
    plan = PredictPlan(list(request.sources), grid, layout, options, band_names, request.resampling, request.model,
                       model_layout, spec.name, spec.dtype or dtype, output_name, output_names, crop, batch,
                       DEFAULT_FLOAT_NODATA if request.nodata is None else float(request.nodata), threads, text,
                       scale, offset, class_map, tuple(notes), channels=patches.channels,
                       output_dtype=_output_dtype(contract, output_name))
    return plan, stacked, session


def _scale_and_offset(request: PredictRequest, patches: PatchShape, dtype: np.dtype
                      ) -> tuple[np.ndarray | None, np.ndarray | None]:
    """scale and offset as [channels] arrays of the model's input type; refused for a count that is neither one
    nor the channels', and for a model of integer input (its values are the export's own)."""
    arrays = []
    for key in ("scale", "offset"):
        numbers = parse_numbers(getattr(request, key), key)
        if numbers is not None and len(numbers) not in (1, patches.channels):
            raise ExportError(message("{option} gives {numbers} for the {channels} the model is fed: give one for all, "
                                      "or one a channel", option=option_name(key),
                                      numbers=counted(len(numbers), "%n number", "%n numbers"),
                                      channels=counted(patches.channels, "%n channel", "%n channels")))
        if numbers is not None and np.dtype(dtype).kind != "f":
            raise ExportError(message("{option} is for a model of float input; this one takes {dtype}",
                                      option=option_name(key), dtype=np.dtype(dtype).name))
        arrays.append(None if numbers is None else np.broadcast_to(np.asarray(numbers, dtype=dtype),
                                                                   (patches.channels,)).copy())
    return arrays[0], arrays[1]


def scaled(tiles: np.ndarray, scale: np.ndarray | None, offset: np.ndarray | None) -> None:
    """``tiles`` [n, C, th, tw] * scale + offset in place, per channel (the value steps' last, before the model)."""
    if scale is not None:
        tiles *= scale[:, None, None]
    if offset is not None:
        tiles += offset[:, None, None]


def _class_table(request: PredictRequest, like: TrainingExport | None) -> ClassTable | None:
    """The class table given (read now, so a bad one stops the run first), else the training export's labels."""
    given = request.classTable
    if given is not None and given != "":
        return given if not isinstance(given, str) else read_class_table(given)
    return like.class_table() if like is not None and request.classFrom != NO_CLASS_MAP else None


def _class_map(request: PredictRequest, table: ClassTable | None, output_names: list[str]
               ) -> tuple[ClassMap | None, list[Message]]:
    """The class map the output is made (None: the model's output as it is), and the notes saying why not when
    the training export's class table does not fit the output; as the import makes one (make_class_map)."""
    notes: list[Message] = []
    source = request.classFrom or AUTOMATIC_CLASS
    if source == NO_CLASS_MAP or (source == AUTOMATIC_CLASS and table is None):
        return None, notes
    nodata = request.nodata
    if source != AUTOMATIC_CLASS or request.classTable:
        return make_class_map(table, source or None, output_names, nodata), notes
    try:  # the training export's table, not asked for: a class map only where the output fits it
        return make_class_map(table, None, output_names, nodata), notes
    except ClassTableError as error:
        notes.append(message("no class map: {reason}; {option} none writes the output as it is without this note",
                             reason=error, option=option_name("classFrom")))
        return None, notes


def _output_dtype(contract: ModelContract, name: str) -> np.dtype:
    """The type of the model's output ``name`` (float32 where onnxruntime names one numpy lacks)."""
    return next(spec.dtype for spec in contract.outputs if spec.name == name) or np.dtype(np.float32)


def _output_name(contract: ModelContract, wanted: str | None) -> str:
    names = [spec.name for spec in contract.outputs]
    if wanted is None:
        return names[0]
    if wanted not in names:
        raise ModelFitError(message("the model {model} has no output {wanted} ({option}); its outputs: {names}",
                                    model=contract.path, wanted=wanted, option=option_name("modelOutput"),
                                    names=", ".join(names)))
    return wanted


def _probe(session: Any, contract: ModelContract, layout: Layout, patches: PatchShape, options: FormatOptions,
           output_name: str, scale: np.ndarray | None = None, offset: np.ndarray | None = None
           ) -> tuple[int, tuple[slice, slice], float, list[Message]]:
    """(bands, crop) of the model's output, learnt from one run on a tile of defaultValue; the seconds a second
    run takes (the first one's include the session's own start); a warning when the second run shows the model
    sees beyond the kernel's margins."""
    spec = contract.inputs[0]
    width, height = patches.tile
    tile = np.full((1, patches.channels, height, width), options.defaultValue, dtype=spec.dtype or np.float32)
    scaled(tile, scale, offset)
    try:
        (output,) = session.run([output_name], {spec.name: layout.to_model(tile)})
    except Exception as error:  # ORT raises its own pybind classes (Fail, InvalidArgument...), no common base
        # Shapes that fit but a graph that cannot take them (a layout asked for that is the wrong one): refused
        # before any work, as a tile that does not fit is.
        raise fit_refusal(contract, patches, message("onnxruntime refused a tile of them read {layout}: {detail}",
                                                     layout=layout.name, detail=ort_words(error))) from None
    # The second run, timed, also tells how far the model sees: one pixel changed at the tile's centre.
    impulse = tile.copy()
    impulse[0, :, height // 2, width // 2] += 1
    started = time.perf_counter()
    (answer,) = session.run([output_name], {spec.name: layout.to_model(impulse)})
    seconds = time.perf_counter() - started
    if output.ndim == 4:
        bands, out_height, out_width = layout.from_model(output).shape[1:]
    elif output.ndim == 3:
        bands, (out_height, out_width) = 1, output.shape[1:]
    else:
        raise _output_refusal(contract, patches, output_name, output.shape,
                              message("predict writes outputs of rank 4 (bands of pixels) or 3 (one band of pixels)"))
    (pw, ph), (mx, my) = options.patchDimensions, options.margins
    crop_y, crop_x = (out_height - ph) // 2, (out_width - pw) // 2
    if not (0 <= crop_y <= my and 0 <= crop_x <= mx and out_height - ph == 2 * crop_y
            and out_width - pw == 2 * crop_x):
        raise _output_refusal(contract, patches, output_name, output.shape,
                              message("predict takes an output of the tile's size (the margins are cropped), of the "
                                      "patch's, or of the patch and margins up to the kernel's, about its centre"))
    notes = _reach_notes(_reach(output, answer, layout, (height, width)), options)
    return int(bands), (slice(crop_y, crop_y + ph), slice(crop_x, crop_x + pw)), seconds, notes


def _reach(output: np.ndarray, answer: np.ndarray, layout: Layout, tile: tuple[int, int]
           ) -> tuple[int, int, bool] | None:
    """(x, y, seen whole) of how far from the tile's centre pixel the model's output changed when that pixel did:
    its receptive field's radius; ``seen whole`` False when the change reached the output's edge (it may reach
    farther). None when no output changed (an argmax that kept its class: nothing learnt)."""
    def pixels(array: np.ndarray) -> np.ndarray:  # [bands, h, w]
        return layout.from_model(array)[0] if array.ndim == 4 else array[:1]
    before, after = pixels(output), pixels(answer)
    if before.dtype.kind == "f":
        changed = np.abs(after.astype(np.float64) - before) > 1e-6 * (1 + np.abs(before.astype(np.float64)))
    else:
        changed = after != before
    rows, columns = np.nonzero(changed.any(axis=0))
    if not len(rows):
        return None
    (height, width), (out_height, out_width) = tile, before.shape[1:]
    top, left = (height - out_height) // 2, (width - out_width) // 2
    reach_y = int(np.abs(rows + top - height // 2).max())
    reach_x = int(np.abs(columns + left - width // 2).max())
    whole = rows.min() > 0 and columns.min() > 0 and rows.max() < out_height - 1 and columns.max() < out_width - 1
    return reach_x, reach_y, bool(whole)


def _reach_notes(reach: tuple[int, int, bool] | None, options: FormatOptions) -> list[Message]:
    """A warning when the model sees farther than the kernel's margins: the patches' edges would show seams."""
    if reach is None:
        return []
    reach_x, reach_y, whole = reach
    margin_x, margin_y = options.margins
    if reach_x <= margin_x and reach_y <= margin_y:
        return []
    margins = f"{margin_x} x {margin_y}"
    if whole:
        return [message("the model's output at a pixel depends on inputs up to {reach} pixels away, beyond the "
                        "kernel's margins ({margins}): near the patches' edges its predictions will differ from a "
                        "run over the whole raster (seams); {kernel} {least} or more gives it room",
                        reach=f"{reach_x} x {reach_y}", margins=margins, kernel=option_name("kernelSize"),
                        least=f"{2 * max(reach_x, margin_x) + 1},{2 * max(reach_y, margin_y) + 1}")]
    return [message("the model's output at a pixel depends on inputs at least {reach} pixels away, beyond the "
                    "kernel's margins ({margins}): near the patches' edges its predictions will differ from a run "
                    "over the whole raster (seams); a larger {kernel} gives it room",
                    reach=f"{reach_x} x {reach_y}", margins=margins, kernel=option_name("kernelSize"))]


def _output_refusal(contract: ModelContract, patches: PatchShape, name: str, shape: tuple[int, ...],
                    problem: Message) -> ModelFitError:
    return ModelFitError(message("the model {model} returns {output} [{shape}] for a tile of the patches ({patches}): "
                                 "{problem}", model=contract.path, output=name,
                                 shape=", ".join(str(size) for size in shape), patches=patches.describe(),
                                 problem=problem))


def _output_names(given: Any, contract: ModelContract, output_name: str, bands: int) -> list[str]:
    """The output bands' names: given, else the model's metadata, else the output's name (NAME_1... for several)."""
    metadata = [name.strip() for name in contract.metadata.get(METADATA_BANDS, "").split(",") if name.strip()]
    names = list(given) if given else metadata if len(metadata) == bands else None
    if names is None:
        return [output_name] if bands == 1 else [f"{output_name}_{level}" for level in range(1, bands + 1)]
    if len(names) != bands:
        raise ModelFitError(counted(bands, "{count} given in {option} for the %n band of the model's output {output}",
                                    "{count} given in {option} for the %n bands of the model's output {output}",
                                    count=counted(len(names), "%n name", "%n names"),
                                    option=option_name("outputNames"),
                                    output=output_name))
    return [str(name).strip() for name in names]


def _batch(given: int | None, layout: Layout, patches: PatchShape, dtype: np.dtype, per_row: int,
           seconds: float = 0.0) -> int:
    """Tiles a run takes: 1 for a model of batch 1; else ``given``, or as many as the byte budget and the time
    budget (a tile taking ``seconds``) allow; never over a row."""
    if layout.batch == 1:
        return 1
    if given is not None:
        if isinstance(given, bool) or not isinstance(given, int) or given < 1:
            raise ExportError(message("{option} must be a whole number of at least 1, got {given!r}",
                                      option=option_name("batchSize"), given=given))
        return min(given, per_row)
    width, height = patches.tile
    by_time = int(RUN_BUDGET_SECONDS / seconds) if seconds > 0 else per_row
    return max(1, min(per_row, by_time,
                      INPUT_BUDGET_BYTES // (patches.channels * width * height * np.dtype(dtype).itemsize)))

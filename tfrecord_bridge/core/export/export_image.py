"""Image export: rasters to EE-compatible TFRecord patches and the mixer (FORMAT.md 3).

The source is read a strip of patches at a time (kernel margins included), so
memory follows the patch size, not the raster. Every record is written through
shards that keep temporary names until the whole export succeeded; the mixer
(or our index sidecar) is written last.

An export is three steps, so that its patch rows can be written by several
processes (:mod:`.distributed`) as well as by this one (:func:`export_image`):

- :func:`plan_export`: every check, before any file is written; an
  :class:`ExportPlan` of plain values that travels to other processes.
- :func:`write_patch_rows`: the unit of work, a partition of whole patch rows,
  read strip by strip and encoded on the thread pool of the plan's
  :meth:`ExportPlan.shard_writer`, written in order; its :class:`WrittenRows`
  (patches kept, wholly masked) add up over partitions, and :func:`check_written`
  refuses an all-masked export before anything gets its final name.
- :func:`finish_export`: after every shard, the export sidecar and the mixer (or
  index sidecar), committed with the shards through :class:`.outputs.Outputs`
  (all get their names, and an earlier export's files go, or nothing changes);
  the result.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar, Union, cast

import numpy as np

from ..base.messages import (
    comment_line,
    commented,
    counted,
    listing,
    message,
    message_of,
    n_bands,
    n_columns,
    n_files,
    n_patches,
    n_rows,
    option_name,
)
from ..base.parallel import encoding_pool, ordered_results, worker_count
from ..base.progress import as_monitor
from ..codec.deflate import check_level
from ..codec.example import BYTES, FLOAT, INT64, encode_example_parts, encode_sequence_examples
from ..codec.records import (
    DEFAULT_GZIP_LEVEL,
    FRAMING_SIZE,
    RECORD_CEILING_VARIABLE,
    ShardedRecordWriter,
    WrittenFile,
    frame_record_groups,
    frame_records,
    record_ceiling,
)
from ..layout.format_options import MAX_RECORD_BYTES, FormatOptions, FormatOptionsError
from ..layout.grid import PatchLayout, PixelGrid
from ..layout.manifest import new_run
from ..layout.mixer import Mixer, mixer_json
from ..layout.naming import (
    INDEX_NAME,
    MIXER_NAME,
    OUTPUT_NAMES,
    commit_journal_path,
    export_file_names,
    export_files,
    export_lock_path,
    index_path,
    killed_scratch_folders,
    mixer_path,
    output_stem,
    scratch_file_names,
    separate_export_sidecar,
    set_prefix,
    sets_of,
    shard_path,
    sidecar_path,
    tfindex_path,
    tfindex_text,
)
from ..layout.sidecar import ExportSidecar, SidecarFeature, read_sidecar, sidecar_json
from ..layout.stac import catalog_updated
from ..places import storage
from ..places.gdal_cache import bounded_gdal_cache
from ..places.outputs import PARTIAL_SUFFIX, SET_ASIDE_SUFFIX, Outputs, check_folder, recover, remove_partial_files
from ..places.place import Place, plain_texts
from ..places.writer_lock import WriterLockError
from .estimate import check_export_size, estimate_export
from .labels import LabelError, labelled_counts, open_labels, plan_labels, rasterize_labels
from .output_feature import OutputFeature  # planned here, and importable from here as before
from .raster_source import Band, StackedRaster, grid_of, layer_bands, region_coverage
from .stac_items import superseded_items, write_export_items
from .training import (
    TrainingOptions,
    assign_sets,
    buffer_shares_warning,
    check_blocks,
    expected_weights,
    keep_sets_apart,
    keeps_negatives,
    owned_pixels,
    sampling_may_keep,
)

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

    from ..base.progress import Monitor
    from ..codec.example import Parts
    from .labels import LabelPlan, LabelSource
    from .raster_source import RegionCoverage, SourceLayer
    from .request import ExportRequest

    Log = Callable[[str], object]
    # A strip's or a tile's values, one [rows, columns] array per stacked GDAL band (the label band last).
    Values = Sequence[np.ndarray]
    # One set's records of a strip, framed: (set number, the framed bytes, each record's size).
    FramedSet = tuple[int, Union[np.ndarray, bytes, bytearray, memoryview], Union[np.ndarray, Sequence[int]]]

# Strips are read in groups of patches whose pixels stay within this many bytes. A few strips are
# in flight at once (read, encoded, framed), so this bounds the export's memory: 64 MiB peaked at
# 450-550 MiB at 4096^2 to 8192^2 with 4 float bands, 16 MiB at 260 MiB, for the same speed.
_READ_BUDGET_BYTES = 16 << 20
_WHOLE_FILE_BYTES = 1 << 62  # a shard size no partition reaches
_TF_DTYPE = {FLOAT: "tf.float32", INT64: "tf.int64", BYTES: "tf.string"}
_Planner = TypeVar("_Planner", bound=Callable[..., Any])


class ExportError(ValueError):
    """An export that cannot run as asked; raised before any file is written."""


class OptionError(ExportError):
    """Options the user gave that cannot work, with each other or with the inputs, found once the inputs are
    read; the message names them. The command treats it as a usage error, as it does the options argparse or
    its own checks refuse."""


@dataclass
class ExportResult:
    files: list[str]
    mixer_path: str
    index_path: str
    patch_count: int
    total_patches: int
    features: list[OutputFeature]
    tile_shape: tuple[int, int]  # (height, width) of a tile with its margins
    sequence: bool
    features_dict: str = ""
    band_names: list[str] = field(default_factory=list)
    masked_patch_count: int = 0  # patches whose every pixel is masked: defaultValue throughout
    sidecar_path: str = ""
    negatives_kept: int = 0  # patches written without any label (with labels only)
    sets: dict[str, int] = field(default_factory=dict)  # set name -> patches written, with splits only
    # set name ('all' without splits) -> {class value as text: pixels}
    class_pixels: dict[str, dict[str, int]] = field(default_factory=dict)
    labels: LabelPlan | None = None  # with labels only
    tfindex_files: list[str] = field(default_factory=list)
    set_files: dict[str, tuple[str, str]] = field(default_factory=dict)  # set name -> (its mixer, its index)
    left_out_for_buffer: int = 0  # patches the buffer between sets left out (with it only)

    def __post_init__(self) -> None:
        # Paths leave core as plain text: a Place is the run's (QGIS takes no str subclass in a list).
        self.files, self.tfindex_files = plain_texts(self.files), plain_texts(self.tfindex_files)
        self.mixer_path, self.index_path, self.sidecar_path = map(str, (self.mixer_path, self.index_path,
                                                                        self.sidecar_path))
        self.set_files = {name: (str(mixer), str(index)) for name, (mixer, index) in self.set_files.items()}

    @property
    def sets_text(self) -> str:
        """'train=123,val=15,test=17'; empty without splits."""
        return ",".join(f"{name}={count}" for name, count in self.sets.items())

    @property
    def class_pixels_json(self) -> str:
        """CLASS_PIXELS: {set: {class value: pixels}} as JSON; '{}' without labels."""
        return json.dumps(self.class_pixels, sort_keys=False)


def default_band_names(bands: Sequence[Band]) -> list[str]:
    """Each band's own name (an array layer's), else its description, else bN; repeats suffixed _2, _3."""
    names = [band.name or band.description or f"b{number}" for number, band in enumerate(bands, 1)]
    # Descriptions may repeat across layers (two RGB rasters): suffix repeats to keep them apart.
    seen: dict[str, int] = {}
    for position, name in enumerate(names):
        count = seen.get(name, 0)
        seen[name] = count + 1
        if count:
            names[position] = f"{name}_{count + 1}"
    return names


def resolve_band_names(bands: Sequence[Band], names: Sequence[str] | None = None) -> list[str]:
    """Give every band its name: ``names`` in order, else :func:`default_band_names`. A label band keeps its own
    name, which no other band may have."""
    every_band, bands = bands, [band for band in bands if not band.label]
    defaults = default_band_names(bands)
    if names:
        if len(names) != len(bands):
            # Show the bands the names must match; an array layer counting as one band surprises.
            raise OptionError(message("{option} gives {names} for {bands}; name them in this order (each array "
                                      "layer is one band): {defaults}", option=option_name("bandNames"),
                                      names=counted(len(names), "%n band name", "%n band names"),
                                      bands=n_bands(len(bands)),
                                      defaults=', '.join(defaults)))
        for band, name in zip(bands, names):
            band.name = name.strip()
    else:
        for band, name in zip(bands, defaults):
            band.name = name
    resolved: list[str] = []
    for band in every_band:
        if not band.name:
            raise ExportError(message("band names must not be empty"))
        if band.label:
            check_label_band(band.name, resolved)
        elif band.name in resolved:
            raise ExportError(message("band name {band_name!r} is used twice; band names become feature names and "
                                      "must be unique", band_name=band.name))
        resolved.append(band.name)
    return resolved


def check_label_band(label_band: str, image_band_names: Sequence[str]) -> None:
    """Refuse a label band named as an image band: both are features of every record."""
    if label_band in image_band_names:
        raise ExportError(message("{option} {label_band!r} is also the name of an image band; give the label band "
                                  "another name", option=option_name("labelBand"), label_band=label_band))


def _band_kind(band: Band, value_type: str) -> str:
    """The list kind a band's values take: EE's float, or the native kind EE is observed to use; the label
    band's int64 either way."""
    if band.label:
        return INT64
    if value_type == "float" or band.dtype.kind == "f":
        return FLOAT
    return BYTES if band.dtype == np.uint8 else INT64


def _promote(kinds: Sequence[str]) -> str:
    """bytes -> int64 -> float: the furthest kind among the bands (EE's collapseBands rule)."""
    for kind in (FLOAT, INT64, BYTES):
        if kind in kinds:
            return kind
    return FLOAT


def _name_of(band: Band) -> str:
    if band.name is None:
        raise ExportError(message("a band has no name: the bands are named (resolve_band_names) before their "
                                  "features are planned"))
    return band.name


def plan_features(bands: Sequence[Band], options: FormatOptions) -> list[OutputFeature]:
    """The output features of each record, in band order (the bands named)."""
    depths = [options.tensorDepths.get(_name_of(b), b.depth) if b.is_array else 1 for b in bands]
    kinds = [_band_kind(b, options.valueType) for b in bands]
    if options.collapseBands:
        # The label band stays a feature of its own: the target, not one more input channel.
        image = [position for position, band in enumerate(bands) if not band.label]
        collapsed = [OutputFeature(_name_of(bands[image[0]]), _promote([kinds[p] for p in image]),
                                   [bands[p] for p in image], [depths[p] for p in image])]
        return collapsed + [OutputFeature(_name_of(b), kind, [b], [depth])
                            for b, kind, depth in zip(bands, kinds, depths) if b.label]
    return [OutputFeature(_name_of(b), kind, [b], [depth]) for b, kind, depth in zip(bands, kinds, depths)]


def default_for(dtype: np.dtype, kind: str, default_value: float) -> float | int:
    """defaultValue as a band of this type holds it: integers truncated and clamped to the type."""
    if kind == FLOAT or dtype.kind == "f":
        return float(np.float32(default_value))
    info = np.iinfo(dtype if kind == INT64 or dtype == np.uint8 else np.int64)
    return int(min(max(int(default_value), info.min), info.max))


class TileEncoder:
    """Turns the window of one tile into the feature arrays of its record."""

    def __init__(self, features: list[OutputFeature], options: FormatOptions) -> None:
        self.features = features
        self.options = options

    def band_stack(self, band: Band, depth: int, values: Values, valid: np.ndarray) -> np.ndarray:
        """[depth, th, tw] of one band with masked pixels at defaultValue (arrays truncated or padded)."""
        kind_of_band = _band_kind(band, self.options.valueType)
        default = band.masked_value if band.masked_value is not None else default_for(
            band.dtype, kind_of_band, self.options.defaultValue)
        dtype = np.dtype(np.float32) if kind_of_band == FLOAT else band.dtype
        taken = band.gdal_bands[:depth]
        stack = np.empty((depth,) + valid.shape, dtype=dtype)
        for layer_index, gdal_index in enumerate(taken):
            np.copyto(stack[layer_index], values[gdal_index], casting="unsafe")
        stack[len(taken):] = default
        stack[:, ~valid] = default
        if kind_of_band == INT64 and dtype == np.uint64 and stack.size and stack.max() > np.iinfo(np.int64).max:
            raise ExportError(message("band {band_name!r} holds values above 2^63-1, which an int64_list cannot "
                                      "hold: use the float value type", band_name=band.name))
        return stack

    def feature_arrays(self, values: Values, valid: np.ndarray) -> dict[str, tuple[str, np.ndarray]]:
        """name -> (kind, [depth, th, tw] array) for a tile."""
        arrays = {}
        for feature in self.features:
            stacks = [self.band_stack(b, d, values, valid) for b, d in zip(feature.bands, feature.depths)]
            stack = stacks[0] if len(stacks) == 1 else np.concatenate(
                [s.astype(np.float32 if feature.kind == FLOAT else np.int64 if feature.kind == INT64
                          else np.uint8, copy=False) for s in stacks])
            arrays[feature.name] = (feature.kind, stack)
        return arrays

    @staticmethod
    def as_list_value(kind: str, stack: np.ndarray) -> np.ndarray | list[bytes]:
        if kind == FLOAT:
            return np.ascontiguousarray(stack, dtype="<f4").reshape(-1)
        if kind == INT64:
            return np.ascontiguousarray(stack, dtype="<i8").reshape(-1)
        return [np.ascontiguousarray(stack, dtype=np.uint8).tobytes()]

    def example_parts(self, values: Values, valid: np.ndarray,
                      extra_features: Mapping[str, Any] | None = None) -> Parts:
        """The record's Example parts; ``extra_features`` (name -> value) follow the bands, e.g. a point's label."""
        arrays = self.feature_arrays(values, valid)
        features = {name: self.as_list_value(kind, stack) for name, (kind, stack) in arrays.items()}
        features.update(extra_features or {})
        return encode_example_parts(features)


class _PixelSequenceEncoder(TileEncoder):
    """sequenceData: one SequenceExample per tile pixel, pixels row-major (FORMAT.md 3.3).

    Context: each scalar band, one value. Feature lists: each array band, one
    Feature per step. Collapsed: one feature list, each step every band's value
    (scalar bands repeat at every step). A whole tile is encoded at once: pixels
    whose records share a layout are one template with their values written in.
    """

    def per_pixel(self, values: Values, valid: np.ndarray
                  ) -> tuple[dict[str, tuple[str, np.ndarray]], dict[str, tuple[str, np.ndarray]]]:
        """(context, lists): name -> (kind, [pixels]) and name -> (kind, [pixels, steps, values])."""
        arrays = self.feature_arrays(values, valid)
        context: dict[str, tuple[str, np.ndarray]] = {}
        lists: dict[str, tuple[str, np.ndarray]] = {}
        for feature in self.features:
            kind, stack = arrays[feature.name]
            pixels = stack.reshape(stack.shape[0], -1).T  # [pixels, depth]
            if self.options.collapseBands:
                steps = max([d for b, d in zip(feature.bands, feature.depths) if b.is_array] or [1])
                columns = []
                start = 0
                for band, depth in zip(feature.bands, feature.depths):
                    block = pixels[:, start:start + depth]
                    start += depth
                    if band.is_array:
                        # The band's own defaultValue, as band_stack pads and masks it, not the
                        # collapsed feature's: a native 8-bit band collapsed with a float band keeps
                        # 0..255 in its padded steps, as in its masked pixels.
                        pad = np.full((block.shape[0], steps - depth), default_for(
                            band.dtype, _band_kind(band, self.options.valueType), self.options.defaultValue),
                            dtype=block.dtype)
                        columns.append(np.concatenate([block, pad], axis=1)[:, :, None])
                    else:
                        columns.append(np.repeat(block[:, :, None], steps, axis=1))
                lists[feature.name] = (kind, np.concatenate(columns, axis=2))
            elif feature.bands[0].is_array:
                lists[feature.name] = (kind, pixels[:, :, None])
            else:
                context[feature.name] = (kind, pixels[:, 0])
        return context, lists

    def framed_records(self, values: Values, valid: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(buffer, sizes): the tile's records framed, ready for ShardedRecordWriter.write_framed."""
        context, lists = self.per_pixel(values, valid)
        groups = encode_sequence_examples(context, lists)
        return frame_record_groups(groups, valid.size)


def features_dict_snippet(features: Sequence[OutputFeature], tile_shape: tuple[int, int], sequence: bool,
                          extra_lines: Iterable[str] = (), collapsed: bool = False) -> str:
    """Python a TensorFlow user pastes to parse the records; ``extra_lines`` are more featuresDict entries. A
    MessageList of its lines, whose comments the plugin translates (core.inspect.commented).

    ``collapsed``: collapseBands, whose one feature is a feature list in sequence
    records even when it holds a single scalar band.
    """
    th, tw = tile_shape
    lines = []
    if not sequence:
        lines.append("featuresDict = {")
        for feature in features:
            if feature.kind == BYTES:
                lines.append(f"    {feature.name!r}: tf.io.FixedLenFeature([], tf.string),  "
                             f"# tf.io.decode_raw(x, tf.uint8) -> {_shape(feature.depth, th, tw)}")
            else:
                lines.append(f"    {feature.name!r}: tf.io.FixedLenFeature({_shape(feature.depth, th, tw)}, "
                             f"{_TF_DTYPE[feature.kind]}),")
        lines.extend(extra_lines)
        lines.append("}")
        lines.append("parsed = tf.io.parse_single_example(record, featuresDict)")
        return listing(lines, "\n")
    # The same split as _PixelSequenceEncoder.per_pixel makes.
    context = [f for f in features if not (collapsed or f.bands[0].is_array)]
    lists = [f for f in features if f not in context]
    lines.append("contextFeatures = {")
    for feature in context:
        if feature.kind == BYTES:
            lines.append(commented(f"    {feature.name!r}: tf.io.FixedLenFeature([], tf.string),",
                                   message("one byte: {code}", code="tf.io.decode_raw(x, tf.uint8)")))
        else:
            lines.append(f"    {feature.name!r}: tf.io.FixedLenFeature([], {_TF_DTYPE[feature.kind]}),")
    lines.append("}")
    lines.append("sequenceFeatures = {")
    for feature in lists:
        width = len(feature.bands)  # values per step: every band's when collapsed, else the array band's one
        if feature.kind == BYTES:
            # 8-bit steps are ONE raw bytes value holding the step's values, not a list of them.
            lines.append(f"    {feature.name!r}: tf.io.FixedLenSequenceFeature([], tf.string),  "
                         f"# tf.io.decode_raw(x, tf.uint8) -> [steps, {width}]")
        else:
            lines.append(f"    {feature.name!r}: tf.io.FixedLenSequenceFeature([{width}], "
                         f"{_TF_DTYPE[feature.kind]}),")
    lines.append("}")
    lines.append("context, sequences = tf.io.parse_single_sequence_example(record, contextFeatures, "
                 "sequenceFeatures)")
    lines.append(comment_line(message("one record per pixel: {th} x {tw} records per patch, pixels row-major",
                                      th=th, tw=tw)))
    return listing(lines, "\n")


def _shape(depth: int, th: int, tw: int) -> str:
    return f"[{th}, {tw}]" if depth == 1 else f"[{depth}, {th}, {tw}]"


def masked_fraction(valid: np.ndarray, options: FormatOptions) -> float:
    """Share of masked pixels in the patch core of a tile (margins not counted, FORMAT.md 3.2).

    Masked count over pixel count, not one minus the valid share: with 29 of 100
    masked, a 0.29 threshold must keep the patch (1 - 0.71 is 0.29000000000000004).
    """
    (pw, ph), (mx, my) = options.patchDimensions, options.margins
    # A Python float: numpy scalars compare into numpy bools, which the sidecar JSON cannot hold (numpy 2).
    return float(pw * ph - np.count_nonzero(valid[PatchLayout.core_of_tile(pw, ph, mx, my)])) / (pw * ph)


def check_prefix(prefix: str) -> None:
    name = prefix.rstrip("/") if prefix else ""
    if prefix and (os.sep in name or "/" in name or name in ("", ".", "..")):
        raise ExportError(message("file name prefix {prefix!r} must be a plain name (or end in '/' for a subfolder "
                                  "of the output folder)", prefix=prefix))


def prepare_outputs(folder: str, prefix: str, set_names: Sequence[str] = (), log: Log | None = None) -> Outputs:
    """Check the folder the files go in (a prefix ending in '/' is a subfolder, FORMAT.md 3.4); the export's
    :class:`.outputs.Outputs`, holding the prefix's lock (:func:`.naming.export_lock_path`) and those of its
    sets' prefixes ``set_names`` (PREFIX-train-export.lock): a second export with this prefix, or with one of
    those, is refused while this one runs, and none can be cleaning up below while this one writes. A set
    prefix holding an export of its own is refused (:func:`check_set_prefixes`).

    The Outputs make the folder when the run enters them, and remove it again
    if the run fails; a successful export's files replace those of an earlier
    export with this prefix. An export with this prefix killed while its files
    were renamed is first finished or undone (from its journal,
    :func:`.outputs.recover`), so the earlier export it began to replace is put
    back whole, never deleted; then the temporary files a killed export with
    this prefix (or its sets ``set_names``) left are deleted, and the scratch
    folder of a killed Dask job with it (:func:`.naming.scratch_folder`): with the lock held, every such file
    is a dead run's. A stale lock taken over is said in the ``log``.
    """
    folder = Place.of(folder)  # as plan_export resolved it; text from another caller is resolved here, once
    files_folder = storage.dirname(mixer_path(folder, prefix))
    check_folder(files_folder)
    check_set_prefixes(folder, prefix, set_names)
    journal = commit_journal_path(folder, prefix)
    outputs = Outputs(folder=files_folder, journal=journal, lock=export_lock_path(folder, prefix),
                      also_lock=[export_lock_path(folder, set_prefix(prefix, name)) for name in set_names])
    try:
        outputs.hold_lock(log)
    except WriterLockError as error:
        raise ExportError(message_of(error)) from error
    try:
        # The journal may name this export's files and its sets': this run's, and those an earlier or the
        # stopped export's sidecar names (read only when a journal is there).
        recover(journal, lambda: export_file_names(prefix, list(set_names) + _journal_set_names(folder, prefix)),
                scratch_file_names(prefix))
        for stem_prefix in [prefix] + [set_prefix(prefix, name) for name in set_names]:
            remove_partial_files(output_stem(folder, stem_prefix), OUTPUT_NAMES)
        for scratch in killed_scratch_folders(folder, prefix):
            storage.rmtree(scratch)
        earlier = earlier_outputs(folder, prefix, set_names, log)  # with any file put back
    except BaseException:
        outputs.abort()
        raise
    # The earlier mixers and indexes go first: with them gone, no import reads a half-replaced export.
    earlier.sort(key=lambda path: not path.endswith((MIXER_NAME, INDEX_NAME)))
    outputs.supersede(earlier)
    return outputs



def check_set_prefixes(folder: str, prefix: str, set_names: Sequence[str]) -> None:
    """Refuse sets ``set_names`` of an export with this prefix whose prefix holds a separate export (its own
    sidecar, :func:`.naming.separate_export_sidecar`): this run would replace that export's files."""
    for name in set_names:
        other = separate_export_sidecar(folder, prefix, name)
        if other:
            raise ExportError(message("the set {name!r} would write its files under the prefix {set_prefix!r}, "
                                      "where another export is ({sidecar}): choose another {prefix} or set name, or "
                                      "remove that export", prefix=option_name("prefix"), name=name,
                                      set_prefix=set_prefix(prefix, name),
                                      sidecar=storage.user_path(other)))


def earlier_set_names(folder: str, prefix: str, sidecar: str | None = None, log: Log | None = None) -> list[str]:
    """The sets an earlier split export with this prefix wrote, as its sidecar (by default the one under the
    prefix) names them: only plain names under the prefixes this export gives them (:func:`.naming.sets_of`),
    since the sidecar may have been written by anyone who can write to the folder, and none whose prefix holds
    an export of its own (a split export writes no sidecar for its sets): that export is left alone, in the
    ``log``."""
    try:
        found = read_sidecar(sidecar or sidecar_path(folder, prefix))
    except ValueError:
        return []
    names = []
    for name in sets_of(found.splits, prefix):
        other = separate_export_sidecar(folder, prefix, name)
        if other is None:
            names.append(name)
        elif log is not None:
            log(message("{sidecar} names the set {name!r}, but its prefix holds another export ({other}): that "
                        "export is left as it is", sidecar=storage.user_path(sidecar or sidecar_path(folder, prefix)),
                        name=name, other=storage.user_path(other)))
    return names


def _journal_set_names(folder: str, prefix: str) -> list[str]:
    """The sets named by the sidecars a commit stopped by a kill may have left: the earlier export's, under its
    name or set aside, and the stopped export's, under its name or its temporary one."""
    sidecar = sidecar_path(folder, prefix)
    candidates = [sidecar, sidecar + SET_ASIDE_SUFFIX, sidecar + PARTIAL_SUFFIX]
    return [name for path, there in zip(candidates, storage.lexists_each(candidates)) if there
            for name in earlier_set_names(folder, prefix, path)]


def earlier_outputs(folder: str, prefix: str, set_names: Sequence[str] = (), log: Log | None = None) -> list[str]:
    """The files an earlier export with this prefix left, which this export replaces: its own, those of the
    training sets its sidecar names (:func:`earlier_set_names`), and any files under the prefixes of this
    export's sets ``set_names``.

    A folder under one of those names is refused: the user's folder must not be moved aside and
    deleted as if it were an old shard or mixer. So is a set of this export whose prefix holds a separate
    export (:func:`check_set_prefixes`).
    """
    check_set_prefixes(folder, prefix, set_names)
    earlier = export_files(folder, prefix)
    # Only a sidecar there is read (in a bucket, a look for a missing object is four requests).
    earlier_sets = earlier_set_names(folder, prefix, log=log) if sidecar_path(folder, prefix) in earlier else []
    for name in dict.fromkeys(earlier_sets + list(set_names)):
        earlier += [path for path in export_files(folder, set_prefix(prefix, name)) if path not in earlier]
    folders = [path for path in earlier if storage.isdir(path) and not os.path.islink(path)]
    if folders:
        raise ExportError(message("{folder} is a folder where the export writes a file: move or rename it, or "
                                  "choose another {prefix}", folder=folders[0], prefix=option_name("prefix")))
    return earlier


def check_grid_crs(grid: PixelGrid, first_layer: str) -> None:
    """Refuse a grid without a CRS (that of ``first_layer``, a path or a name, which has none): the mixer could
    not georeference the patches."""
    if not grid.crs:
        raise ExportError(message("{layer} has no CRS: the mixer could not georeference the patches (assign "
                                  "the layer a CRS, or give {target_crs})", layer=first_layer,
                                  target_crs=option_name("targetCrs")))


def check_region(grid: PixelGrid) -> None:
    if grid.width <= 0 or grid.height <= 0:
        raise ExportError(message("the export region is empty ({grid_width} x {grid_height} pixels)",
                                  grid_width=grid.width, grid_height=grid.height))


def plan_layout(grid: PixelGrid, options: FormatOptions) -> PatchLayout:
    """The PatchLayout an export of ``grid`` with ``options`` writes; ExportError when it holds no patch."""
    check_region(grid)
    layout = PatchLayout.for_options(grid.width, grid.height, options)
    if layout.total_patches == 0:
        (pw, ph) = options.patchDimensions
        raise ExportError(message("no whole {pw} x {ph} patch fits in the {grid_width} x {grid_height} pixel export "
                                  "region: use smaller {patch_dimensions}, a larger extent, or edge mode 'pad'",
                                  patch_dimensions=option_name("patchDimensions", ee=True), pw=pw, ph=ph,
                                  grid_width=grid.width, grid_height=grid.height))
    return layout


@dataclass
class ExportPlan:
    """An export checked before any file is written: all a process needs to write any of its patch rows.

    Plain values only, so it travels to other processes (a Dask worker opens
    the sources itself with :meth:`open_source`: GDAL datasets stay in the
    process that opened them). ``compression_level`` and ``threads`` are ours,
    not EE's formatOptions: GZIP's level, and the threads that encode, checksum
    and deflate in each process writing patch rows (None: one per core).
    ``labels``: the :class:`.labels.LabelPlan` of the label band, None without;
    ``training``: splits and sampling (:class:`.training.TrainingOptions`);
    ``patch_sets``: the set of every patch (an index into the splits), None
    without splits; ``left_out_for_buffer``: whether the buffer between sets
    leaves each patch out, None without it.
    """

    layers: list[SourceLayer]
    grid: PixelGrid
    layout: PatchLayout
    options: FormatOptions
    # The names asked for (None: the defaults) until plan_export has resolved them: then every image band's.
    band_names: list[str] | None
    resampling: str
    folder: str
    prefix: str
    compression_level: int = DEFAULT_GZIP_LEVEL
    threads: int | None = None
    labels: LabelPlan | None = None
    training: TrainingOptions = field(default_factory=TrainingOptions)
    patch_sets: np.ndarray | None = None
    left_out_for_buffer: np.ndarray | None = None
    stac: bool = False  # STAC Items beside the mixers (.stac_items)

    @property
    def resolved_band_names(self) -> list[str]:
        """The image bands' names, once :func:`plan_export` has resolved them."""
        if self.band_names is None:
            raise ExportError(message("the export plan's band names are not resolved yet (plan_export resolves them)"))
        return self.band_names

    @property
    def set_names(self) -> list[str]:
        """The training sets' names; [] without splits."""
        return self.training.set_names

    @property
    def set_prefixes(self) -> list[str]:
        """The prefix each set's files are written under; [prefix] without splits."""
        return [set_prefix(self.prefix, name) for name in self.set_names] or [self.prefix]

    def open_source(self, monitor: Monitor | None = None, labels_file: str | None = None) -> StackedRaster:
        """The stacked bands, named as planned, the label band last when there are labels: burnt now
        (``monitor`` cancelling), or read from ``labels_file``, where another process saved them burnt
        (:func:`.labels.save_labels`)."""
        # Warped sources get real pixels as far as the kernel margins reach, past the padded edge too; the
        # labels are burnt as far.
        margin = self.layout.reach
        labels = None
        if self.labels is not None and labels_file is not None:
            labels = open_labels(self.labels, labels_file, margin)
        elif self.labels is not None:
            labels = rasterize_labels(self.labels, self.grid, monitor=monitor, margin=margin)
        stacked = StackedRaster(self.layers, self.grid, self.resampling, margin=margin, labels=labels)
        resolve_band_names(stacked.bands, self.band_names)
        return stacked

    def encoder(self, stacked: StackedRaster) -> TileEncoder:
        features = plan_features(stacked.bands, self.options)
        return (_PixelSequenceEncoder if self.options.sequenceData else TileEncoder)(features, self.options)

    def _writer(self, shard_path: Callable[[int], str], outputs: Outputs | None,
                executor: ThreadPoolExecutor, whole: bool = False) -> ShardedRecordWriter:
        # The strips are framed into fresh buffers, never changed once written: hashed behind the writing.
        if whole:  # one uncompressed file, each record's size kept: the client cuts it into shards (.assemble)
            return ShardedRecordWriter(shard_path, _WHOLE_FILE_BYTES, None, self.compression_level, executor,
                                       outputs, keep_sizes=True, hash_behind=True)
        return shards_writer(shard_path, self.options, self.compression_level, executor, outputs,
                             keep_sizes=self.training.tfindex)

    @contextlib.contextmanager
    def shard_writer(self, shard_path: Callable[[int], str],
                     outputs: Outputs | None = None) -> Iterator[ShardedRecordWriter]:
        """A :class:`.records.ShardedRecordWriter` that deflates on a pool of :attr:`threads`, the pool
        :func:`write_patch_rows` encodes on too, with GDAL's cache bounded while it writes.

        Every process writing patch rows opens one: the one-process export for
        all rows, each Dask task for its partition. On an exception in the block
        the shards are deleted and the pool's waiting tasks dropped. With
        ``outputs`` (an :class:`.outputs.Outputs`) the finished shards are handed
        to it, to get their names with the export's other files.
        """
        with bounded_gdal_cache(), encoding_pool(self.threads) as executor, \
                self._writer(shard_path, outputs, executor) as writer:
            yield writer

    @contextlib.contextmanager
    def set_writers(self, outputs: Outputs | None = None,
                    shard_paths: Callable[[int, int], str] | None = None) -> Iterator[SetWriters]:
        """:meth:`shard_writer` for every training set (one writer without splits), on one pool: a
        :class:`SetWriters` whose writer n takes the records of set n, under the set's prefix; or, a Dask
        task's, into one uncompressed file at ``shard_paths(n, 0)``, every record's size kept, which the
        client cuts into the export's shards (:mod:`.assemble`)."""
        def shard_path_of(number: int, prefix: str) -> Callable[[int], str]:
            if shard_paths is not None:
                return lambda index: shard_paths(number, index)
            return lambda index: shard_path(self.folder, prefix, index, self.options.compressed)

        with bounded_gdal_cache(), encoding_pool(self.threads) as executor, contextlib.ExitStack() as stack:
            writers = [stack.enter_context(self._writer(shard_path_of(number, prefix), outputs, executor,
                                                        whole=shard_paths is not None))
                       for number, prefix in enumerate(self.set_prefixes)]
            yield SetWriters(writers, executor)


def shards_writer(shard_path: Callable[[int], str], options: FormatOptions, level: int, executor: ThreadPoolExecutor,
                  outputs: Outputs | None = None, keep_sizes: bool = False) -> ShardedRecordWriter:
    """The export's shards: a new one where the next record would take one past maxFileSize (counted before
    compression), GZIP at ``level`` when compressed, deflated on ``executor``, handed to ``outputs``. Also how
    predict writes its EE-format predictions (core.predict.ee_predictions), so both cut their shards alike.
    The records given must be fresh buffers, never changed once written: they are hashed behind the writing."""
    return ShardedRecordWriter(shard_path, options.maxFileSize, "GZIP" if options.compressed else None, level,
                               executor, outputs, keep_sizes=keep_sizes, hash_behind=True)


class SetWriters(list):  # of ShardedRecordWriter
    """The shard writers of an export's training sets, by set number, sharing one thread pool."""

    def __init__(self, writers: Iterable[ShardedRecordWriter], executor: ThreadPoolExecutor) -> None:
        super().__init__(writers)
        self.executor = executor


def _label_errors_refused(function: _Planner) -> _Planner:
    """``function`` raising a LabelError (the label layer, its class field) as the export's refusal, ExportError."""
    @functools.wraps(function)
    def refusing(*args: Any, **kwargs: Any) -> Any:
        try:
            return function(*args, **kwargs)
        except LabelError as error:
            raise ExportError(message_of(error)) from error
    return cast(_Planner, refusing)


@_label_errors_refused
def plan_export(request: ExportRequest, log: Log | None = None,
                monitor: Monitor | None = None) -> tuple[ExportPlan, StackedRaster, Outputs]:
    """(plan, opened source, the export's Outputs): every check of :func:`export_image`; the output folder is
    made when the run enters the Outputs (see :func:`prepare_outputs`). The one prologue of the export in one
    process and on a Dask cluster: the request's ``threads`` encode, checksum and deflate (None: one per core); a
    label layer that cannot be read is refused as ExportError, as everything else the plan refuses."""
    layers, folder, prefix, options = request.sources, request.output, request.prefix, request.formatOptions
    compression_level, threads, labels, training = (request.compressionLevel, request.threads, request.labels,
                                                    request.training)
    log = log or (lambda line: None)
    folder = Place.of(folder)  # the output place, resolved once for the run: every later step asks it
    check_prefix(prefix)
    check_level(compression_level)
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        raise ExportError(message("threads must be a whole number of at least 1, got {threads!r}", threads=threads))
    check_training(training, options, labels)
    grid = request.grid or grid_of(layers[0].path)
    layout = plan_layout(grid, options)
    check_blocks(layout, training)
    check_grid_crs(grid, layers[0].path)
    refuse_absurd_size(layers, layout, options, folder, labels, log)
    label_plan = plan_labels(labels) if labels is not None else None
    plan = ExportPlan(list(layers), grid, layout, options, list(request.bandNames) if request.bandNames else None,
                      request.resampling, folder, prefix, compression_level, threads, label_plan, training,
                      stac=request.stac)
    stacked = plan.open_source(monitor)
    plan.band_names = [_name_of(b) for b in stacked.image_bands]
    options.check_bands(stacked.bands)
    check_coverage([layer.path for layer in layers], grid, at_run=True)
    check_record_size(plan_features(stacked.bands, options), layout, options)
    if label_plan is not None:
        for line in label_plan.describe():
            log(line)
    if training.splits:
        warning = plan_sets(plan, stacked)
        if warning:
            log(warning)
    return plan, stacked, prepare_outputs(folder, prefix, training.set_names, log)


def plan_sets(plan: ExportPlan, stacked: StackedRaster) -> str | None:
    """The set of every patch (the plan's ``patch_sets``), whole blocks dealt by the seed; with the buffer
    between sets (unless it masks the margins instead), the patches it leaves out (``left_out_for_buffer``):
    decided before any pixel is read, from the grid, the sets and the labels before the image's masks alone.
    Returns the log's warning when the buffer leaves a set far from its share (:func:`buffer_shares_warning`)."""
    layout, training = plan.layout, plan.training
    labelled = labelled_counts(stacked.labels, layout) if stacked.labels is not None else None
    patch_pixels = layout.patch_width * layout.patch_height
    plan.patch_sets = assign_sets(layout, training, expected_weights(training, labelled, patch_pixels))
    if not training.buffer or training.buffer_mask:
        return None
    candidates = sampling_may_keep(training, labelled, patch_pixels)
    plan.left_out_for_buffer = keep_sets_apart(layout, training, plan.patch_sets, candidates)
    return buffer_shares_warning(layout, training, plan.patch_sets, plan.left_out_for_buffer, candidates)


def check_record_size(features: Sequence[OutputFeature], layout: PatchLayout, options: FormatOptions) -> None:
    """Refuse patches whose records would pass protobuf's 2 GiB limit (a SequenceExample is one pixel's)."""
    th, tw = layout.tile_height, layout.tile_width
    values = sum(f.depth for f in features)
    if not options.sequenceData and values * th * tw * 8 > MAX_RECORD_BYTES:
        raise FormatOptionsError(counted(values, "a record of {th} x {tw} pixels and %n value per pixel would pass "
                                         "protobuf's 2 GiB limit: use smaller {patch_dimensions}",
                                         "a record of {th} x {tw} pixels and %n values per pixel would pass "
                                         "protobuf's 2 GiB limit: use smaller {patch_dimensions}", th=th, tw=tw,
                                         patch_dimensions=option_name("patchDimensions", ee=True)),
                                 key="patchDimensions")


def refuse_absurd_size(layers: Sequence[SourceLayer], layout: PatchLayout, options: FormatOptions, folder: str,
                       labels: LabelSource | None = None, log: Log | None = None) -> None:
    """Refuse, before a pixel is read or a label burnt, an export past the sane bound or larger than the free
    space of ``folder`` (:func:`.estimate.check_export_size`), from the rasters' headers alone."""
    bands: list[Band] = []
    for layer in layers:
        bands += layer_bands(layer, first_index=len(bands))
    for number, band in enumerate(bands, 1):
        band.name = band.name or f"b{number}"  # the names only size the keys here
    if labels is not None:
        bands.append(Band(labels.band, np.dtype(np.int64), False, [len(bands)], label=True))
    estimate = estimate_export(plan_features(bands, options), layout, options)
    warning = check_export_size(estimate, layout.total_patches, folder, options.compressed, at_run=True)
    if warning and log is not None:
        log(warning)
    record = estimate.record_bytes - FRAMING_SIZE
    if record > record_ceiling() and log is not None:
        # Written all the same (TensorFlow reads any length), but the import and inspect refuse it by default.
        log(message("Warning: each record holds {size:,} bytes, more than the {ceiling} MB this plugin reads a record "
                    "up to: to import or inspect these files, set {variable}={needed} where they are read, or use "
                    "smaller {patch_dimensions}", patch_dimensions=option_name("patchDimensions", ee=True),
                    size=record, ceiling=record_ceiling() >> 20,
                    variable=RECORD_CEILING_VARIABLE, needed=-(-record >> 20)))


# Why training options cannot work together (TrainingConflictError.reason), for interfaces that word it their way.
SAMPLING_WITHOUT_LABELS, TFINDEX_OF_GZIP = "sampling without labels", "tfindex of gzip"
BUFFER_WITHOUT_SPLITS = "buffer without splits"
MASK_WITHOUT_BUFFER = "mask without buffer"


class TrainingConflictError(OptionError):
    """Training options that cannot work together; ``reason`` says which (SAMPLING_WITHOUT_LABELS, ...)."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


def training_conflicts(training: TrainingOptions, options: FormatOptions,
                       labelled: bool) -> list[TrainingConflictError]:
    """Every conflict of the training options with each other, the format options and the labels
    (``labelled``: a label layer is given), in the order :func:`check_training` raises them."""
    conflicts = []
    if training.sampling and not labelled:
        conflicts.append(TrainingConflictError(
            SAMPLING_WITHOUT_LABELS,
            message("{share} and {ratio} sample patches by their labels: give a label layer ({labels})",
                    share=option_name("minLabelShare"), ratio=option_name("negativeRatio"),
                    labels=option_name("labelLayer"))))
    if training.tfindex and options.compressed:
        conflicts.append(TrainingConflictError(
            TFINDEX_OF_GZIP,
            message("{tfindex} needs uncompressed shards ({uncompressed}): a .tfindex holds byte "
                    "offsets into the file, which a GZIP file does not have (the tfrecord package would read the "
                    "index's records from the decompressed stream, from its start each time); nothing was written",
                    tfindex=option_name("writeTfindex"), uncompressed=option_name("compressed", value=False))))
    if training.buffer and not training.splits:
        conflicts.append(TrainingConflictError(
            BUFFER_WITHOUT_SPLITS,
            message("{buffer} keeps the sets of {splits} apart: give {splits} too, or leave out "
                    "{buffer}", buffer=option_name("splitBuffer"), splits=option_name("splits"))))
    if training.buffer_mask and not training.buffer:
        conflicts.append(TrainingConflictError(
            MASK_WITHOUT_BUFFER,
            message("{mask} masks the margins another set owns, a way of {buffer}: give {buffer} too, or leave out "
                    "{mask}", mask=option_name("splitBufferMask"), buffer=option_name("splitBuffer"))))
    return conflicts


def check_training(training: TrainingOptions, options: FormatOptions, labels: LabelSource | None) -> None:
    """Refuse, before anything is read, training options that cannot work together."""
    conflicts = training_conflicts(training, options, labels is not None)
    if conflicts:
        raise conflicts[0]


@dataclass
class WrittenRows:
    """What writing patch rows came to: the grid indices of the patches kept (in grid order; ``by_set``: each
    set's, in record order), how many patches were wholly masked, whether a kept patch had masked pixels,
    and with labels: the patches kept without any label, those sampling left out, and each set's pixels
    per class. Strips and partitions add up in row order."""

    kept: list[int] = field(default_factory=list)
    wholly_masked: int = 0
    masked_pixels: bool = False
    by_set: dict[int, list[int]] = field(default_factory=dict)  # set number -> grid indices
    negatives_kept: int = 0
    negatives_left_out: int = 0  # patches without labels negativeRatio left out
    below_label_share: int = 0  # patches whose labels cover less than minLabelShare
    class_pixels: dict[int, dict[int, int]] = field(default_factory=dict)  # set number -> {class value: pixels}
    # set number -> patches the buffer between sets left out that would have been written (with the buffer only)
    left_out_for_buffer: dict[int, int] = field(default_factory=dict)
    # set number -> patches written whose margins the buffer masked where another set owns them (buffer_mask)
    masked_for_buffer: dict[int, int] = field(default_factory=dict)

    def extend(self, other: WrittenRows) -> WrittenRows:
        """Add ``other`` (the rows after these) in place."""
        self.kept += other.kept
        self.wholly_masked += other.wholly_masked
        self.masked_pixels = self.masked_pixels or other.masked_pixels
        for number, indices in other.by_set.items():
            self.by_set.setdefault(number, []).extend(indices)
        self.negatives_kept += other.negatives_kept
        self.negatives_left_out += other.negatives_left_out
        self.below_label_share += other.below_label_share
        for number, pixels in other.class_pixels.items():
            counts = self.class_pixels.setdefault(number, {})
            for value, count in pixels.items():
                counts[value] = counts.get(value, 0) + count
        for counts, others in ((self.left_out_for_buffer, other.left_out_for_buffer),
                               (self.masked_for_buffer, other.masked_for_buffer)):
            for number, count in others.items():
                counts[number] = counts.get(number, 0) + count
        return self

    def __add__(self, other: WrittenRows) -> WrittenRows:
        total = WrittenRows()
        return total.extend(self).extend(other)


def _frame_sets(tiles: Mapping[int, list[Any]], sequence: bool) -> list[FramedSet]:
    """[(set number, framed records, their sizes)] of each set's encoded tiles ({set number: [tile]}: an
    Example's parts, or with ``sequence`` a tile's records framed)."""
    framed: list[FramedSet] = []
    for number, set_tiles in tiles.items():
        if sequence:
            buffers, sizes = zip(*set_tiles)
            framed.append((number, np.concatenate(buffers), np.concatenate(sizes)))
        else:
            framed.append((number, *frame_records(set_tiles)))
    return framed


class _LabelSampler:
    """What the label band says of each patch: its core's labels, whether the sampling keeps the patch, and its
    pixels per class. Without labels every patch is kept and nothing counted."""

    def __init__(self, plan: ExportPlan, stacked: StackedRaster) -> None:
        layout, training = plan.layout, plan.training
        self.training = training
        self.index = stacked.label_index
        self.nodata = stacked.labels.nodata if stacked.labels is not None else None
        self.classes = set(stacked.labels.plan.values) if stacked.labels is not None else set()
        self.least_labelled = training.min_label_share * layout.patch_width * layout.patch_height
        self.core = layout.core_window

    def negatives_kept(self, first: int, count: int) -> np.ndarray:
        """Whether each of the patches ``first`` ... ``first + count - 1`` is kept if it has no label (seeded)."""
        return keeps_negatives(self.training.seed, self.training.negative_ratio, np.arange(first, first + count))

    def core_labels(self, strip_values: Values, columns: slice, valid: np.ndarray) -> np.ndarray | None:
        """The labels of a patch core as its record holds them (the nodata where the image is masked); None
        without labels."""
        if self.index is None:
            return None
        labels = strip_values[self.index][:, columns][self.core].copy()
        labels[~valid[self.core]] = self.nodata
        return labels

    def keeps(self, core_labels: np.ndarray | None, negative_kept: bool, strip: WrittenRows,
              written: bool = True) -> bool:
        """Whether the sampling keeps a patch with these core labels; counts it in ``strip`` (WrittenRows): a
        negative kept only where it is ``written`` (not left out by the buffer between sets)."""
        if core_labels is None:
            return True
        labelled = int(np.count_nonzero(core_labels != self.nodata))
        if labelled == 0 and not negative_kept:
            strip.negatives_left_out += 1
            return False
        if labelled and labelled < self.least_labelled:
            strip.below_label_share += 1
            return False
        strip.negatives_kept += written and labelled == 0
        return True

    def count_classes(self, core_labels: np.ndarray | None, counts: dict[int, int]) -> None:
        """Add the pixels of each class in ``core_labels`` to ``counts`` (class value -> pixels)."""
        if core_labels is None:
            return
        present, pixels = np.unique(core_labels, return_counts=True)
        for value, count in zip(present.tolist(), pixels.tolist()):
            if value in self.classes:
                counts[value] = counts.get(value, 0) + count


def _as_set_writers(writer: ShardedRecordWriter | SetWriters) -> SetWriters:
    """The writers of each set: a plain export's one writer is set 0's."""
    if isinstance(writer, SetWriters):
        return writer
    if writer.executor is None:  # strips are encoded on the writer's pool: a writer without one cannot serve
        raise ValueError(message("write_patch_rows needs the writer of ExportPlan.shard_writer, which has a thread "
                                 "pool"))
    return SetWriters([writer], writer.executor)


def patches_per_strip(layout: PatchLayout, stacked: StackedRaster) -> int:
    """How many patches of a row one read takes: as many as _READ_BUDGET_BYTES of tiles holds, at least one."""
    bytes_per_patch = max(1, layout.tile_height * layout.tile_width * stacked.gdal_band_count * 8)
    return max(1, min(layout.patches_per_row, _READ_BUDGET_BYTES // bytes_per_patch))


def read_strips(layout: PatchLayout, stacked: StackedRaster, rows: Iterable[int], group: int, monitor: Monitor
                 ) -> Iterator[tuple[int, int, list[np.ndarray], np.ndarray]]:
    """(first patch index, count, values, valid) of each strip of ``group`` patches of the patch rows ``rows``,
    read in this thread, in order: the export's reads, and predict's (core.predict), which must cut the same tiles."""
    for patch_row in rows:
        for first_column in range(0, layout.patches_per_row, group):
            monitor.check()
            count = min(group, layout.patches_per_row - first_column)
            first = patch_row * layout.patches_per_row + first_column
            column0, row0, width, height = layout.strip_window(first, count)
            strip_values, strip_valid = stacked.read(column0, row0, width, height)
            if layout.pad_edges:
                mask_padding(strip_valid, column0, row0, layout)
            yield first, count, strip_values, strip_valid


class _StripEncoder:
    """A pool task: a strip's patches masked, sampled and encoded, their records framed by set."""

    def __init__(self, plan: ExportPlan, encoder: TileEncoder, sampler: _LabelSampler) -> None:
        self.plan, self.encoder, self.sampler = plan, encoder, sampler

    def __call__(self, first: int, count: int, strip_values: list[np.ndarray], strip_valid: np.ndarray
                 ) -> tuple[list[FramedSet], WrittenRows, int]:
        """([(set number, framed records, their sizes)], the strip's WrittenRows, patches done)."""
        plan, encoder, sampler = self.plan, self.encoder, self.sampler
        layout, options = plan.layout, plan.options
        tiles: dict[int, list[Any]] = {}
        strip = WrittenRows()
        negatives_kept = sampler.negatives_kept(first, count)
        for offset in range(count):
            index = first + offset
            columns = layout.tile_in_strip(offset)
            valid = strip_valid[:, columns]
            masked = masked_fraction(valid, options)
            strip.wholly_masked += masked == 1.0
            if masked > options.maskedThreshold:
                continue
            number = int(plan.patch_sets[index]) if plan.patch_sets is not None else 0
            core_labels = sampler.core_labels(strip_values, columns, valid)
            # Left out by the buffer: counted only where it would have been written, once sampled.
            left_out = plan.left_out_for_buffer is not None and bool(plan.left_out_for_buffer[index])
            if not sampler.keeps(core_labels, negatives_kept[offset], strip, not left_out):
                continue
            if left_out:
                strip.left_out_for_buffer[number] = strip.left_out_for_buffer.get(number, 0) + 1
                continue
            strip.masked_pixels = strip.masked_pixels or masked > 0
            valid = self.masked_for_buffer(index, number, valid, strip)
            values = [v[:, columns] for v in strip_values]
            # The plan's encoder for sequenceData is the per-pixel one (ExportPlan.encoder).
            tiles.setdefault(number, []).append(encoder.framed_records(values, valid)
                                                if isinstance(encoder, _PixelSequenceEncoder)
                                                else encoder.example_parts(values, valid))
            strip.kept.append(index)
            strip.by_set.setdefault(number, []).append(index)
            sampler.count_classes(core_labels, strip.class_pixels.setdefault(number, {}))
        return _frame_sets(tiles, options.sequenceData), strip, first + count

    def masked_for_buffer(self, index: int, number: int, valid: np.ndarray, strip: WrittenRows) -> np.ndarray:
        """``valid`` of patch ``index`` (of set ``number``) with, when the buffer masks (buffer_mask), the margin
        pixels another set owns masked; counted in ``strip``."""
        plan = self.plan
        if not plan.training.buffer_mask or plan.patch_sets is None:
            return valid
        owned = owned_pixels(plan.layout, plan.patch_sets, index)
        if owned.all():
            return valid
        strip.masked_for_buffer[number] = strip.masked_for_buffer.get(number, 0) + 1
        return valid & owned  # a copy: the tiles of a strip overlap


def write_patch_rows(plan: ExportPlan, stacked: StackedRaster, encoder: TileEncoder,
                     writer: ShardedRecordWriter | SetWriters, rows: Iterable[int], monitor: Monitor) -> WrittenRows:
    """Write the records of the patch rows ``rows`` (a range) in order; returns :class:`WrittenRows`.

    The unit of work of a parallel export: a partition of whole patch rows (all
    of them in one process; one per Dask task in :mod:`.distributed`). Within
    it, strips of patches are read here, in order, while the writer's thread
    pool (``writer``: the plan's :meth:`ExportPlan.shard_writer`, or its
    :meth:`ExportPlan.set_writers` for training sets) encodes, frames and
    checksums the strips before; the records are written in order, so they are
    byte for byte what one thread writes. With labels, sampling (the plan's
    ``training``) leaves patches out, and each patch goes to its set.
    """
    writers = _as_set_writers(writer)
    layout = plan.layout
    strips = read_strips(layout, stacked, rows, patches_per_strip(layout, stacked), monitor)
    encode_strip = _StripEncoder(plan, encoder, _LabelSampler(plan, stacked))
    # One more strip than the threads waits, so memory holds a few strips whatever the raster's size.
    ahead = (plan.threads or worker_count()) + 1
    written = WrittenRows()
    for framed, strip, done in ordered_results(writers.executor, encode_strip, strips, ahead):
        for number, buffer, sizes in framed:
            writers[number].write_framed(buffer, sizes)
        written.extend(strip)  # in place: a sum of WrittenRows would copy the lists each strip
        monitor.progress(done, layout.total_patches)
    return written


def check_written(plan: ExportPlan, written: WrittenRows) -> None:
    """Refuse, before anything gets its final name, an export with nothing worth reading."""
    total = plan.layout.total_patches
    if written.wholly_masked == total:
        raise ExportError(counted(total, "%n patch, the only one, is wholly masked (nodata, outside a layer, or where "
                                  "the layers do not overlap), so every value would be {default_value}; nothing was "
                                  "written",
                                  "every one of the %n patches is wholly masked (nodata, outside a layer, or where the "
                                  "layers do not overlap), so every value would be {default_value}; nothing was "
                                  "written", default_value=option_name("defaultValue", ee=True)))
    if not written.kept and (written.negatives_left_out or written.below_label_share):
        raise ExportError(message("the sampling kept no patch of {total}: {sampling}; nothing was "
                                  "written (lower {share} or raise {ratio})", share=option_name("minLabelShare"),
                                  ratio=option_name("negativeRatio"), total=total,
                                  sampling=sampling_text(plan, written)))
    if not written.kept:
        raise ExportError(message("every patch has more than {masked_threshold}={threshold} of its pixels "
                                  "masked: nothing to export", masked_threshold=option_name("maskedThreshold", ee=True),
                                  threshold=plan.options.maskedThreshold))


def sampling_text(plan: ExportPlan, written: WrittenRows) -> str:
    """The log's words for what the sampling kept and left out."""
    training = plan.training
    return message("{kept} kept, {negatives_kept} of them without any label; {below_label_share} left out "
                   "with labels covering less than {share} {min_label_share:g} of the patch, "
                   "{negatives_left_out} without any label left out by {ratio} {negative_ratio:g} (seed {seed})",
                   share=option_name("minLabelShare"), ratio=option_name("negativeRatio"),
                   kept=n_patches(len(written.kept)), negatives_kept=written.negatives_kept,
                   below_label_share=written.below_label_share, min_label_share=training.min_label_share,
                   negatives_left_out=written.negatives_left_out, negative_ratio=training.negative_ratio,
                   seed=str(training.seed))


def write_tfindexes(outputs: Outputs, writers: Iterable[ShardedRecordWriter]) -> list[str]:
    """A ``.tfindex`` beside every shard the writers wrote (uncompressed), into ``outputs``; their paths."""
    return [write_tfindex(outputs, shard, sizes) for writer in writers for shard, sizes in writer.shard_sizes()]


def write_tfindex(outputs: Outputs, shard: str, sizes: Sequence[int] | np.ndarray | None) -> str:
    """The ``.tfindex`` of the (uncompressed) ``shard`` whose records have these framed ``sizes``, into
    ``outputs``; its path."""
    if sizes is None:
        raise ValueError(message("the record sizes of {shard} were not kept: a .tfindex needs them", shard=shard))
    outputs.write_text(tfindex_path(shard), tfindex_text(np.asarray(sizes, dtype=np.int64).tolist()))
    return tfindex_path(shard)


def finish_export(plan: ExportPlan, features: list[OutputFeature], outputs: Outputs, written: WrittenRows, log: Log,
                  tfindex_files: Sequence[str] = (), shard_files: Sequence[WrittenFile] = ()) -> ExportResult:
    """Write the export sidecar and the mixer (or index; a mixer and an index for each training set) into
    ``outputs``, which holds the shards, and commit them all; the result. ``shard_files``: every shard under
    its final name, as written (records, bytes, SHA-256), for the sidecar's run (:mod:`.manifest`)."""
    folder, prefix, options, layout = plan.folder, plan.prefix, plan.options, plan.layout
    labels = plan.labels
    class_pixels = _class_pixels(plan, written)
    sets = {name: len(written.by_set.get(number, [])) for number, name in enumerate(plan.set_names)}
    sidecar = export_sidecar(features, options, written.masked_pixels, written.wholly_masked)
    _add_training_keys(sidecar, plan, written, sets, class_pixels)
    with outputs:
        files = outputs.finals
        mixer = Mixer.for_export(plan.grid, layout)
        set_files: dict[str, tuple[str, str]] = {}
        if plan.set_names:
            set_files, sidecar_file = write_set_files(outputs, folder, prefix, mixer, plan.set_names,
                                                      written.by_set, sidecar, shard_files)
            # The sets' own: MIXER gives the first set's index, which places its records.
            written_mixer, written_index = "", next(iter(set_files.values()))[1]
        else:
            written_mixer, written_index, sidecar_file = write_placement_files(
                outputs, folder, prefix, mixer, written.kept, options, sidecar,
                index_only=plan.training.sampling, shard_files=shard_files)
        commit_with_items(plan, outputs, sidecar, sidecar_file, sets, len(written.kept), log)

    tile_shape = (layout.tile_height, layout.tile_width)
    shards = [path for path in files if path not in tfindex_files]
    band_names = plan.resolved_band_names + ([labels.source.band] if labels is not None else [])
    result = ExportResult(shards, written_mixer, written_index, len(written.kept), layout.total_patches, features,
                          tile_shape, options.sequenceData, band_names=band_names,
                          masked_patch_count=written.wholly_masked, sidecar_path=sidecar_file,
                          negatives_kept=int(written.negatives_kept), sets=sets, class_pixels=class_pixels,
                          labels=labels, tfindex_files=list(tfindex_files), set_files=set_files,
                          left_out_for_buffer=sum(written.left_out_for_buffer.values()))
    result.features_dict = features_dict_snippet(features, tile_shape, options.sequenceData,
                                                 collapsed=options.collapseBands)
    log(message("Wrote {written:,} of {total_patches} in {files}", written=len(written.kept),
                total_patches=n_patches(layout.total_patches), files=n_files(len(shards))))
    if written.wholly_masked:
        log(masked_patches_text(written.wholly_masked, layout.total_patches, options.maskedThreshold))
    for line in training_report(plan, written, sets, class_pixels):
        log(line)
    if tfindex_files:
        log(counted(len(tfindex_files), "Wrote %n .tfindex file beside the shards",
                    "Wrote %n .tfindex files beside the shards"))
    return result


def commit_with_items(plan: ExportPlan, outputs: Outputs, sidecar: ExportSidecar, sidecar_file: str,
                      sets: Mapping[str, int], kept: int, log: Log) -> None:
    """Write the STAC Items (when the plan asks for them) and commit every file; the folder's catalog.json
    links the Items written and no longer those of the earlier export this one replaces."""
    items = (write_export_items(outputs, plan.folder, plan.prefix, plan.grid, plan.layout, plan.options, sidecar,
                                sidecar_file, plan.set_names, sets, kept) if plan.stac else [])
    dropped = superseded_items(outputs.superseded, items)
    if not items and not dropped:
        # Last: the earlier export's files go only now, with every new file complete.
        outputs.commit(log)
        return
    with catalog_updated(outputs, storage.dirname(mixer_path(plan.folder, plan.prefix)), items, dropped, log):
        outputs.commit(log)


def _class_pixels(plan: ExportPlan, written: WrittenRows) -> dict[str, dict[str, int]]:
    """{set name ('all' without splits): {class value as text: pixels}}, every class listed; {} without labels."""
    if plan.labels is None:
        return {}
    return {name: {str(value): int(written.class_pixels.get(number, {}).get(value, 0)) for value in plan.labels.values}
            for number, name in enumerate(plan.set_names or ["all"])}


def _add_training_keys(sidecar: ExportSidecar, plan: ExportPlan, written: WrittenRows, sets: Mapping[str, int],
                       class_pixels: dict[str, dict[str, int]]) -> None:
    """The sidecar's labels, classPixels, splits and sampling keys, where the export used them (FORMAT.md 3.7)."""
    training = plan.training
    if plan.labels is not None:
        sidecar.labels = plan.labels.sidecar()
        sidecar.classPixels = class_pixels
    if plan.set_names:
        sidecar.splits = {"blockSize": int(training.block), "seed": int(training.seed)}
        # (key, each set's count) of what the buffer did: left patches out, or masked their margins
        key, counts = (("maskedForBuffer", written.masked_for_buffer) if training.buffer_mask
                       else ("leftOutForBuffer", written.left_out_for_buffer))
        per_set = [int(counts.get(number, 0)) for number in range(len(training.splits))]
        if training.buffer:
            sidecar.splits.update({"buffer": True, **({"bufferMask": True} if training.buffer_mask else {}),
                                   key: sum(per_set)})
        sidecar.splits["sets"] = {name: {"prefix": set_prefix(plan.prefix, name), "patches": sets[name],
                                         "share": float(share)} for name, share in training.splits}
        if training.buffer:
            for (name, _), count in zip(training.splits, per_set):
                sidecar.splits["sets"][name][key] = count
    if training.sampling:
        sidecar.sampling = dict(training.sidecar_sampling(), patchesKept=len(written.kept),
                                negativesKept=int(written.negatives_kept))


def training_report(plan: ExportPlan, written: WrittenRows, sets: Mapping[str, int],
                    class_pixels: Mapping[str, Mapping[str, int]]) -> list[str]:
    """The log's lines on the labels' patches, the sampling, the sets and the class pixels."""
    labels, training = plan.labels, plan.training
    lines: list[str] = []
    if labels is not None:
        lines.append(message("Sampling: {sampling}", sampling=sampling_text(plan, written)) if training.sampling
                     else counted(written.negatives_kept, "%n of the {kept} holds no label",
                                  "%n of the {kept} hold no label", kept=n_patches(len(written.kept))))
    if plan.set_names:
        kept = max(1, len(written.kept))
        lines.append(message("Sets (blocks of {block} x {block} patches, seed {seed}): {sets}",
                             block=training.block, seed=str(training.seed), sets=listing(
                                 message("{name} {patches} ({share_kept:.1%}, asked {share:g}) as {prefix}-...",
                                         name=name, patches=n_patches(count), share_kept=count / kept, share=share,
                                         prefix=set_prefix(plan.prefix, name))
                                 for (name, share), count in zip(training.splits, sets.values()))))
        if training.buffer:
            lines.append(buffer_text(plan, written))
        lines += [message("Warning: set {name!r} got no patch (too few blocks of {block} x {block} patches, or none "
                          "it got was kept); its index lists none", name=name, block=training.block)
                  for name, count in sets.items() if not count]
    return lines + class_pixels_lines(labels, class_pixels)


def buffer_text(plan: ExportPlan, written: WrittenRows) -> str:
    """The log's words for what the buffer between sets left out, or masked."""
    reach_x, reach_y = plan.layout.sharing_reach
    counts = written.masked_for_buffer if plan.training.buffer_mask else written.left_out_for_buffer
    per_set = listing(message("{name} {patches}", name=name, patches=n_patches(counts.get(number, 0)))
                      for number, name in enumerate(plan.set_names))
    if plan.training.buffer_mask:
        return message("Buffer between sets: in {masked} ({per_set}) the margin pixels another set owns "
                       "were masked (kernel margins reach {reach_x} x {reach_y} patches); no patch was left out",
                       masked=n_patches(sum(counts.values())), per_set=per_set, reach_x=reach_x, reach_y=reach_y)
    return message("Buffer between sets: {left_out} left out ({per_set}), whose records would have shared "
                   "pixels with another set's (kernel margins reach {reach_x} x {reach_y} patches); where sets "
                   "met, the set ahead of its share gave way",
                   left_out=n_patches(sum(counts.values())), per_set=per_set, reach_x=reach_x, reach_y=reach_y)


def class_pixels_lines(labels: LabelPlan | None, class_pixels: Mapping[str, Mapping[str, int]]) -> list[str]:
    """The log's lines on the pixels of each class, per set; a warning when no written patch holds a label."""
    if labels is None:
        return []
    names = dict(labels.classes)
    lines: list[str] = [message("Class pixels ({name}): {classes}", name=name, classes=listing(
                 message("{value} ({class_name}) {count}", value=value, class_name=names[int(value)], count=count)
                 for value, count in pixels.items()))
             for name, pixels in class_pixels.items()]
    if not any(count for pixels in class_pixels.values() for count in pixels.values()):
        lines.append(message("Warning: no written patch holds a label: no feature of {layer} lies on them (are the "
                             "label layer's CRS and extent those of the rasters?)", layer=labels.source.display_name))
    return lines


def describe_export(plan: ExportPlan) -> list[str]:
    """The log's opening lines: what the export will write, and what of the region it leaves out."""
    (pw, ph), layout = plan.options.patchDimensions, plan.layout
    values = dict(patches=n_patches(layout.total_patches), pw=pw, ph=ph, tile_width=layout.tile_width,
                  tile_height=layout.tile_height, per_row=layout.patches_per_row,
                  bands=", ".join(plan.resolved_band_names))
    lines: list[str]
    if plan.labels is not None:
        lines = [message("Exporting {patches} of {pw} x {ph} pixels ({tile_width} x {tile_height} with kernel "
                         "margins), {per_row} per row, bands: {bands}; label band {label_band}",
                         label_band=plan.labels.source.band, **values)]
    else:
        lines = [message("Exporting {patches} of {pw} x {ph} pixels ({tile_width} x {tile_height} with "
                         "kernel margins), {per_row} per row, bands: {bands}", **values)]
    columns, rows = layout.width - layout.covered_width, layout.height - layout.covered_height
    if (columns or rows) and not layout.pad_edges:
        # EE drops them without a word; a user who sized the region expects every pixel in a patch.
        lines.append(message("The last {columns} and {rows} of the {grid_width} x {grid_height} pixel "
                             "region fill no whole {pw} x {ph} patch and are left out, as EE does; edge mode 'pad' "
                             "keeps them", columns=n_columns(columns), rows=n_rows(rows), grid_width=layout.width,
                             grid_height=layout.height, pw=pw, ph=ph))
    return lines


def export_image(request: ExportRequest, *, monitor: Monitor | None = None, log: Log | None = None) -> ExportResult:
    """Export as ``request`` (an :class:`.request.ExportRequest`) asks: its sources' bands as TFRecord patches
    and a mixer (or index sidecar), with the label band and the training sets it asks for.

    ``monitor``: progress and cancel; ``log``: optional callable taking a line of
    text. Everything is checked before any file is written; a failed or
    cancelled export leaves no finished-looking file.

    One process, one partition: :func:`plan_export`, then
    :func:`write_patch_rows` over every patch row through the plan's
    :meth:`~ExportPlan.set_writers`, then :func:`finish_export`.
    """
    monitor = as_monitor(monitor)
    log = log or (lambda line: None)
    plan, stacked, outputs = plan_export(request, log, monitor)
    # One block around the whole run: a failure anywhere in it deletes what the run wrote and the folders it made.
    with outputs:
        try:
            encoder = plan.encoder(stacked)
            for line in describe_export(plan):
                log(line)
            with plan.set_writers(outputs) as writers:
                written = write_patch_rows(plan, stacked, encoder, writers, range(plan.layout.rows), monitor)
                check_written(plan, written)
            tfindex_files = write_tfindexes(outputs, writers) if plan.training.tfindex else []
        finally:
            stacked.close()
        return finish_export(plan, encoder.features, outputs, written, log, tfindex_files,
                             [shard for writer in writers for shard in writer.written_files()])


# Format options these words name after the pasted formatOptions and the parameters were merged, whichever
# gave the value: written as EE's keys, as plan_layout names patchDimensions.
_DEFAULT_VALUE, _THRESHOLD = option_name("defaultValue", ee=True), option_name("maskedThreshold", ee=True)


def masked_patches_text(masked: int, total: int, threshold: float) -> str:
    """The log's and the dialog's words for wholly masked patches, pointing at maskedThreshold."""
    if threshold == 1.0:
        return counted(masked, "%n of {total} is wholly masked (nodata or outside a layer): every value in it is "
                       "{default_value}; EE writes it too, {masked_threshold} below 1 (e.g. 0.99) leaves it out",
                       "%n of {total} are wholly masked (nodata or outside a layer): every value in them is "
                       "{default_value}; EE writes them too, {masked_threshold} below 1 (e.g. 0.99) leaves them out",
                       total=n_patches(total), default_value=_DEFAULT_VALUE, masked_threshold=_THRESHOLD)
    return counted(masked, "%n of {total} is wholly masked (nodata or outside a layer): every value in it is "
                   "{default_value}; {masked_threshold} {threshold:g} left it out",
                   "%n of {total} are wholly masked (nodata or outside a layer): every value in them is "
                   "{default_value}; {masked_threshold} {threshold:g} left them out",
                   total=n_patches(total), threshold=threshold, default_value=_DEFAULT_VALUE,
                   masked_threshold=_THRESHOLD)



def check_coverage(paths: Sequence[str], grid: PixelGrid, names: Sequence[str] | None = None,
                   at_run: bool = False) -> RegionCoverage:
    """Refuse an export whose layers leave no pixel of the region unmasked, naming every layer concerned
    (``names``: the layers' names, default their paths). ``at_run``: the run's refusal, which also says that
    nothing was written; a dialog checks before any run, when there is nothing to say that of."""
    coverage = region_coverage(paths, grid)
    if coverage.common != 0:
        return coverage
    refusal = message("every patch would be wholly masked, every value {default_value}: {where}",
                      default_value=_DEFAULT_VALUE, where=no_overlap_text(list(names or paths), coverage))
    if at_run:
        raise ExportError(message("{refusal}. Nothing was written; choose an extent inside every layer, or export "
                                  "the layers separately", refusal=refusal))
    raise ExportError(message("{refusal}; choose an extent inside every layer, or export the layers separately",
                              refusal=refusal))


def no_overlap_text(names: list[str], coverage: RegionCoverage) -> str:
    """The words for layers ``names`` with no pixel of the export region in common: every one of them, and
    those covering none of it."""
    missing = coverage.missing(names)
    if len(missing) == len(names):
        return (message("{layer} covers none of the export region", layer=missing[0]) if len(missing) == 1
                else message("{layers} cover none of the export region", layers=listing(missing)))
    if not missing:
        return message("the layers {layers} do not overlap inside the export region", layers=listing(names))
    return (message("the layers {layers} do not overlap inside the export region ({layer} covers none of it)",
                    layers=listing(names), layer=missing[0]) if len(missing) == 1
            else message("the layers {layers} do not overlap inside the export region ({missing} cover none of it)",
                         layers=listing(names), missing=listing(missing)))


def write_placement_files(outputs: Outputs, folder: str, prefix: str, mixer: Mixer, kept: list[int],
                          options: FormatOptions, sidecar: ExportSidecar, index_only: bool = False,
                          shard_files: Sequence[WrittenFile] = ()) -> tuple[str, str, str]:
    """Write, into ``outputs`` (so they arrive with the shards or not at all), what places the records:
    our export sidecar, then the mixer, or our index when maskedThreshold (or, ``index_only``, the
    sampling) may have dropped patches. The sidecar records the run: the ``shard_files`` and the mixer.

    Returns (mixer path or "", index path or "", sidecar path).
    """
    sidecar_file = sidecar_path(folder, prefix)
    if options.maskedThreshold == 1.0 and not index_only:
        written_mixer = mixer_path(folder, prefix)
        sidecar.run = new_run(outputs.run_id, shard_files, {written_mixer: mixer})
        outputs.write_text(sidecar_file, sidecar_json(sidecar))
        outputs.write_text(written_mixer, mixer_json(mixer))
        return written_mixer, "", sidecar_file
    # EE writes no mixer here; our index still lets the records be placed.
    mixer.patch_indices = kept
    written_index = index_path(folder, prefix)
    sidecar.run = new_run(outputs.run_id, shard_files, {written_index: mixer})
    outputs.write_text(sidecar_file, sidecar_json(sidecar))
    outputs.write_text(written_index, mixer_json(mixer, with_indices=True))
    return "", written_index, sidecar_file


def write_set_files(outputs: Outputs, folder: str, prefix: str, mixer: Mixer, set_names: Sequence[str],
                    by_set: Mapping[int, list[int]], sidecar: ExportSidecar,
                    shard_files: Sequence[WrittenFile] = ()) -> tuple[dict[str, tuple[str, str]], str]:
    """The export sidecar under the export's prefix, and for each training set under its own (FORMAT.md 3.7)
    the mixer of the full grid, as EE writes it, and the index placing the set's records on that grid.

    Returns ({set name: (its mixer path, its index path)}, the sidecar path).
    """
    sidecar_file = sidecar_path(folder, prefix)
    placed = {}
    mixers: dict[str, Mixer] = {}
    for number, name in enumerate(set_names):
        prefix_of_set = set_prefix(prefix, name)
        placed[name] = (mixer_path(folder, prefix_of_set), index_path(folder, prefix_of_set))
        mixers[placed[name][0]] = mixer
        mixers[placed[name][1]] = Mixer(mixer.crs, mixer.affine, mixer.patch_width, mixer.patch_height,
                                        mixer.patches_per_row, mixer.total_patches, list(by_set.get(number, [])))
    sidecar.run = new_run(outputs.run_id, shard_files, mixers)
    outputs.write_text(sidecar_file, sidecar_json(sidecar))
    for name in set_names:
        outputs.write_text(placed[name][0], mixer_json(mixers[placed[name][0]]))
        outputs.write_text(placed[name][1], mixer_json(mixers[placed[name][1]], with_indices=True))
    return placed, sidecar_file


def export_sidecar(features: Sequence[OutputFeature], options: FormatOptions, masked_pixels: bool = False,
                   masked_patches: int = 0) -> ExportSidecar:
    """The export sidecar of these features and options (core.layout.sidecar): what the mixer cannot say."""
    described = []
    for feature in features:
        names: list[str] = []
        for band, depth in zip(feature.bands, feature.depths):
            names += [_name_of(band)] if depth == 1 and not band.is_array else [
                f"{band.name}_{level}" for level in range(1, depth + 1)]
        described.append(SidecarFeature(feature.name, feature.kind, names, [str(band.dtype) for band in feature.bands]))
    return ExportSidecar(list(options.kernelSize), list(options.patchDimensions), options.defaultValue,
                         options.valueType, options.edgeMode, options.sequenceData, described, masked_pixels,
                         masked_patches)


def mask_padding(valid: np.ndarray, column: int, row: int, layout: PatchLayout) -> None:
    """Mask the cells that round the grid up to whole patches (edge mode 'pad', FORMAT.md 3.1).

    They lie outside the export region, so they are padding, masked, even where
    the source has pixels there (a subset chosen by extent): otherwise the aligned
    and warped read paths would disagree. Kernel margins beyond the padded grid
    stay real neighbouring pixels, as every margin does.
    """
    height, width = valid.shape
    columns = np.arange(column, column + width)
    rows = np.arange(row, row + height)
    in_padded_grid = (((rows >= 0) & (rows < layout.covered_height))[:, None]
                      & ((columns >= 0) & (columns < layout.covered_width))[None, :])
    in_region = (rows < layout.height)[:, None] & (columns < layout.width)[None, :]
    valid &= ~(in_padded_grid & ~in_region)
